import LineworkCore

extension VideoSaliencyTrack {
    /// Sets every sample's subject from its people, people first (`SubjectSignals`): in each
    /// shot one main person is followed, and a shot where anyone is found is framed on them in
    /// every frame; only a shot without people falls back to the heatmap's subject.
    ///
    /// Per shot: the main person starts as the best-scoring person of the first sample that has
    /// one and is then followed from sample to sample by overlap (the box overlapping the last
    /// one most, intersection over union at least 0.1), or retaken as the best-scoring person
    /// when it is lost. Samples where the detectors did not run (`people == nil`) take the box
    /// interpolated in time between the nearest samples where they did; a sample where nobody
    /// was found in a shot with people keeps the nearest person's box (a detector that blinks
    /// does not send the camera to a highlight).
    public mutating func choosingSubjects(signals: SubjectSignals) {
        for (index, start) in shotStarts.enumerated() {
            let end = index + 1 < shotStarts.count ? shotStarts[index + 1] : frameCount
            let range = samples.indices.filter { (start..<end).contains(samples[$0].frame) }
            var main: [Int: NormalizedRect] = [:]
            var last: NormalizedRect?
            for i in range {
                guard let people = samples[i].people, !people.isEmpty else { continue }
                let followed = last.flatMap { previous in
                    people.max { $0.boundingBox.intersectionOverUnion(previous) < $1.boundingBox.intersectionOverUnion(previous) }
                        .flatMap { $0.boundingBox.intersectionOverUnion(previous) >= 0.1 ? $0 : nil }
                }
                let chosen = followed ?? people.max { $0.score(signals) < $1.score(signals) }!
                main[i] = chosen.boundingBox
                last = chosen.boundingBox
            }
            guard !main.isEmpty else { continue }
            let looked = range.filter { samples[$0].people != nil }
            let found = main.keys.sorted()
            for i in range {
                if let box = main[i] {
                    samples[i].subject = box
                } else if samples[i].people == nil, let before = looked.last(where: { $0 < i }), let after = looked.first(where: { $0 > i }),
                          let a = main[before], let b = main[after] {
                    let t = Double(samples[i].frame - samples[before].frame) / Double(samples[after].frame - samples[before].frame)
                    samples[i].subject = NormalizedRect(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y),
                                                        width: a.width + t * (b.width - a.width), height: a.height + t * (b.height - a.height))
                } else {
                    let nearest = found.min { abs(samples[$0].frame - samples[i].frame) < abs(samples[$1].frame - samples[i].frame) }!
                    samples[i].subject = main[nearest]
                }
            }
        }
    }
}
