extension PoseObservation {
    /// The observation with only `group`'s joints (Vision's `recognizedPoints(_:)` by group);
    /// people left with no joint are dropped. `.all` returns the observation unchanged.
    public func keeping(_ group: BodyJointGroup) -> PoseObservation {
        guard group != .all else { return self }
        var out = self
        let kept = Set(group.joints)
        out.people = people.compactMap { person in
            var person = person
            person.joints = person.joints.filter { kept.contains($0.key) }
            return person.joints.isEmpty ? nil : person
        }
        return out
    }
}
