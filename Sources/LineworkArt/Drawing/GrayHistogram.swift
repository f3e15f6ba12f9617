import LineworkImage

/// The histogram of a gray working image's 256 levels, and the quantiles `draw` reads from it:
/// the sweep's pivots (`LineSourceTrace.sweepGrid`) and the tonal spread that scales its level
/// gap and tells a low-contrast photo from one with few edges (`DrawNote.BlankReason`).
struct GrayHistogram: Sendable {
    /// Pixels per level, 0…255.
    let levels: LevelHistogram
    /// The number of pixels.
    var total: Int { levels.total }

    /// The histogram of `gray` (one channel). O(pixels).
    init(_ gray: GrayImage) {
        var levels = LevelHistogram(bins: 256)
        gray.samples.withUnsafeBufferPointer { samples in
            for sample in samples { levels.add(Int(sample)) }
        }
        self.levels = levels
    }

    /// The lowest level at or below which at least a share `q` (0…1) of the pixels lie (at least
    /// one pixel); 255 for an empty image.
    func quantile(_ q: Double) -> Int {
        levels.bin(atRank: max(1, Int((q * Double(total)).rounded(.up)))) ?? 255
    }

    /// The spread between the 5th and 95th percentiles over the full 255 levels, 0…1: about
    /// 0.3–1 for the bundled photos, their 35% contrast copies 0.1–0.35. The 5% tails leave out
    /// highlights and deep shadows of a few pixels.
    var spread: Double {
        total == 0 ? 0 : Double(quantile(0.95) - quantile(0.05)) / 255
    }
}
