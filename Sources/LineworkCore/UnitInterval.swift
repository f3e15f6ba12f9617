/// The check every request makes of its thresholds and scores: a finite value in [0, 1].
public enum UnitInterval {
    /// Returns `value` when it is finite and in [0, 1].
    ///
    /// - Parameters:
    ///   - value: the field's value.
    ///   - name: the field's name, as the error reports it.
    /// - Throws: `LineworkError.invalidOption` naming `name` otherwise (NaN included).
    @discardableResult
    public static func checked(_ value: Double, name: String) throws -> Double {
        guard value.isFinite, (0...1).contains(value) else {
            throw LineworkError.invalidOption(name: name, value: "\(value)", allowed: "must be in [0, 1]")
        }
        return value
    }
}
