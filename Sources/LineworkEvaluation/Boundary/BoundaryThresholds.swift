import LineworkCore

/// The thresholds at which a soft (probabilistic) boundary map is binarised in a BSDS sweep.
///
/// Convention (pyedgeeval's `check_thresholds` for an integer, the BSDS benchmark's
/// `nthresh`): `count` thresholds evenly spaced strictly inside 0…1,
/// tₖ = 1 / (count + 1) + k · (1 − 2 / (count + 1)) / (count − 1) for k = 0 … count − 1, the
/// last one exactly 1 − 1 / (count + 1), computed in double precision in numpy's `linspace`
/// order so that the values are the same doubles. The default 99 gives 0.01, 0.02 … 0.99.
/// A pixel is boundary at threshold t when its value (a PNG's 8-bit level v read as v / 255,
/// a 16-bit one as v / 65535, as scikit-image's `img_as_float` does) is **≥ t**.
///
/// A binary map (0 and 1) is therefore the same map, its non-zero pixels, at every threshold.
public struct BoundaryThresholds: Sendable, Equatable, Hashable, Codable {
    /// The BSDS benchmark's and pyedgeeval's usual 99 thresholds (0.01 … 0.99).
    public static let defaultCount = 99
    /// The most thresholds a sweep may use: 1,000. Each distinct binarisation is thinned and
    /// matched once, so the cost grows with the count; beyond 1,000 an 8- or 16-bit map gains
    /// nothing measurable.
    public static let maximumCount = 1000

    /// The thresholds, ascending, in (0, 1).
    public let values: [Double]

    /// `count` evenly spaced thresholds, as described above.
    ///
    /// - Parameter count: the number of thresholds, 1…1000.
    /// - Throws: `LineworkError.invalidOption` naming `thresholds` when `count` is outside 1…1000.
    public init(count: Int = BoundaryThresholds.defaultCount) throws(LineworkError) {
        guard (1...Self.maximumCount).contains(count) else {
            throw LineworkError.invalidOption(
                name: "thresholds", value: "\(count)", allowed: "must be a whole number in 1…\(Self.maximumCount)")
        }
        let start = 1.0 / Double(count + 1), stop = 1.0 - 1.0 / Double(count + 1)
        guard count > 1 else {
            values = [start]
            return
        }
        // numpy's linspace: step = (stop − start) / (count − 1), tₖ = k · step + start, last = stop.
        let step = (stop - start) / Double(count - 1)
        values = (0..<count).map { k in k == count - 1 ? stop : Double(k) * step + start }
    }

    /// The number of thresholds.
    public var count: Int { values.count }
}
