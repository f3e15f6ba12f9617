/// Kernels over one map's samples, in `Double`: moments and the conversion to a density.
///
/// Callers have checked their arguments; these assume a non-empty buffer.
enum MapStatistics {
    /// Mean and population standard deviation, in two passes (no cancellation on large maps).
    static func moments(_ values: UnsafeBufferPointer<Float>) -> (mean: Double, deviation: Double) {
        var sum = 0.0
        for v in values { sum += Double(v) }
        let mean = sum / Double(values.count)
        var squares = 0.0
        for v in values {
            let d = Double(v) - mean
            squares += d * d
        }
        return (mean, (squares / Double(values.count)).squareRoot())
    }

    /// How pysaliency's `convert_saliency_map_to_density(…, minimum_value=0)` turns a map into
    /// a probability distribution: shift up by the minimum when it is negative, divide by the
    /// sum; an all-zero map becomes uniform.
    struct Density {
        let shift: Double
        let scale: Double
        let uniform: Double?

        init(_ values: UnsafeBufferPointer<Float>) {
            var minimum = Double.infinity
            var sum = 0.0
            for v in values {
                minimum = Swift.min(minimum, Double(v))
                sum += Double(v)
            }
            shift = minimum < 0 ? -minimum : 0
            sum += shift * Double(values.count)
            scale = sum != 0 ? 1 / sum : 0
            uniform = sum != 0 ? nil : 1 / Double(values.count)
        }

        /// The probability of a pixel whose map value is `value`.
        @inline(__always) func probability(_ value: Float) -> Double {
            uniform ?? (Double(value) + shift) * scale
        }
    }
}
