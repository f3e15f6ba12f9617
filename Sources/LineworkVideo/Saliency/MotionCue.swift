import LineworkCore
import LineworkImage

/// Where a shot moves: the motion channel of Itti and Koch's model (Itti, Dhavale & Pighin
/// 2003: flicker and motion draw the eye as strongly as any still feature).
///
/// The absolute difference of two consecutive frames' luma, averaged over the 68 × 68 grid of
/// the heatmap, less its median (so that sensor noise and a slow global change count for
/// nothing), blurred over a cell (σ = 1). nil when nothing moves (no cell above `minimumChange` gray
/// levels) or when everything does (the median above half the peak: a pan or a zoom, whose
/// motion says nothing about the subject). Values in [0, 1].
struct MotionCue {
    /// The least mean change of a cell, in 8-bit gray levels, that counts as motion: 3.
    static let minimumChange: Float = 3

    /// The motion map of two RGB frames of `width` × `height`, or nil (see above).
    static func map(previous: [UInt8], current: [UInt8], width: Int, height: Int) -> FloatImage? {
        let side = 68
        var sums = [Float](repeating: 0, count: side * side)
        var counts = [Float](repeating: 0, count: side * side)
        previous.withUnsafeBufferPointer { a in
            current.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    let cy = y &* side / height
                    var i = y &* width &* 3
                    for x in 0..<width {
                        let la = 299 &* Int(a[i]) &+ 587 &* Int(a[i &+ 1]) &+ 114 &* Int(a[i &+ 2])
                        let lb = 299 &* Int(b[i]) &+ 587 &* Int(b[i &+ 1]) &+ 114 &* Int(b[i &+ 2])
                        let cell = cy &* side &+ x &* side / width
                        sums[cell] += Float(abs(la &- lb)) / 1000
                        counts[cell] += 1
                        i &+= 3
                    }
                }
            }
        }
        var samples = zip(sums, counts).map { $1 > 0 ? $0 / $1 : 0 }
        let sorted = samples.sorted()
        let median = sorted[sorted.count / 2], peak = sorted[sorted.count - 1]
        guard peak - median >= minimumChange, median <= peak / 2 else { return nil }
        for i in samples.indices { samples[i] = max(samples[i] - median, 0) / (peak - median) }
        let image = FloatImage(validWidth: side, height: side, samples: samples)
        return image.gaussianBlurred(sigma: 1)
    }
}
