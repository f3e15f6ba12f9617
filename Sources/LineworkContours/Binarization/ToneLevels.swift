import LineworkImage

/// Threshold levels chosen from an image's own tones: multi-level Otsu.
///
/// A fixed grid of contrast settings spends most of its thresholds where the picture has no
/// edges (a dark photo gets five masks of the same shadow). Multi-level Otsu (Liao, Chen & Chung
/// 2001) splits the 256 gray values into `classes` contiguous classes that maximise the
/// between-class variance, Σ Nᵢ·μᵢ², so each cut falls in a valley between the picture's main
/// tones: the levels a printmaker would pick for a reduction print.
///
/// Exact, by dynamic programming over the histogram's prefix sums: O(classes · 256²), about a
/// millisecond, independent of the image size once the histogram is taken.
public struct ToneLevels: Sendable, Equatable {
    /// The cuts, ascending, each in 1…255: class boundaries such that values `< cut` are darker.
    /// `classes − 1` of them, fewer when the image has fewer distinct tones than classes.
    public let cuts: [Int]

    /// The levels of `image`.
    ///
    /// - Parameters:
    ///   - image: an 8-bit gray image.
    ///   - classes: the number of tone classes, 2…16 (clamped): 2 is Otsu's single threshold.
    public init(_ image: GrayImage, classes: Int) {
        var histogram = [Double](repeating: 0, count: 256)
        image.samples.withUnsafeBufferPointer { samples in
            for v in samples { histogram[Int(v)] += 1 }
        }
        self.init(histogram: histogram, classes: classes)
    }

    /// The levels of a 256-bin histogram (counts, non-negative).
    public init(histogram: [Double], classes: Int) {
        let bins = 256
        let occupied = histogram.prefix(bins).filter { $0 > 0 }.count
        let k = min(max(classes, 2), 16, max(occupied, 1))
        guard k >= 2, histogram.count >= bins else { cuts = []; return }
        // Prefix sums: count and first moment of the values 0..<i.
        var n = [Double](repeating: 0, count: bins + 1), s = n
        for i in 0..<bins {
            let h = histogram[i].isFinite ? max(histogram[i], 0) : 0
            n[i + 1] = n[i] + h
            s[i + 1] = s[i] + h * Double(i)
        }
        /// Σ N·μ² of one class holding the values a..<b.
        func score(_ a: Int, _ b: Int) -> Double {
            let count = n[b] - n[a]
            guard count > 0 else { return 0 }
            let sum = s[b] - s[a]
            return sum * sum / count
        }
        // best[j][b]: the best score of splitting 0..<b into j + 1 classes; from[j][b]: where
        // the last class starts. Empty classes are not allowed (each class spans ≥ 1 value).
        var best = [[Double]](repeating: [Double](repeating: -.infinity, count: bins + 1), count: k)
        var from = [[Int]](repeating: [Int](repeating: 0, count: bins + 1), count: k)
        for b in 1...bins { best[0][b] = score(0, b) }
        for j in 1..<k {
            for b in (j + 1)...bins {
                var top = -Double.infinity, arg = j
                for a in j..<b where best[j - 1][a] > -.infinity {
                    let v = best[j - 1][a] + score(a, b)
                    if v > top { top = v; arg = a }
                }
                best[j][b] = top
                from[j][b] = arg
            }
        }
        var cuts: [Int] = []
        var b = bins
        for j in stride(from: k - 1, through: 1, by: -1) {
            b = from[j][b]
            cuts.append(b)
        }
        self.cuts = cuts.reversed()
    }
}
