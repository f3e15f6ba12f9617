import LineworkCore
import LineworkImage

extension BoundingBox {
    /// The tightest box, in pixels (x right, y down), around the pixels of a one-channel map
    /// whose value is at least `threshold`; nil when there is none.
    ///
    /// Used to score localisation from maps: a truth mask's box at 0.5, a prediction's box at its
    /// best F-measure threshold.
    public static func enclosing(_ map: FloatImage, atLeast threshold: Float) -> BoundingBox? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        map.samples.withUnsafeBufferPointer { samples in
            for y in 0..<map.height {
                let row = y &* map.width
                for x in 0..<map.width where samples[row &+ x] >= threshold {
                    if x < minX { minX = x }
                    if x > maxX { maxX = x }
                    if y < minY { minY = y }
                    if y > maxY { maxY = y }
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return BoundingBox(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }
}
