/// Vision's contrast transform reduced to an integer threshold on 8-bit intensities.
///
/// Vision's contour request adjusts each intensity x ∈ [0, 1] as
/// `y = clamp((x − pivot) · adjustment + pivot, 0, 1)` and traces the boundary at y = 0.5:
/// the foreground is `y < 0.5` when detecting dark on light, `y > 0.5` otherwise.
///
/// For adjustment ≥ 0 the transform is monotone in x, so on 8-bit data (x = v / 255) the
/// foreground is one contiguous run of values: `v < cut` (dark on light) or `v ≥ cut` (light on
/// dark). `cut` is found by evaluating the transform in `Double` at every one of the 256 values,
/// exactly as a floating-point reference would, so the mask is identical to thresholding a
/// float image — without making one per setting. Two settings with the same `ContrastThreshold`
/// produce the same mask, which lets a sweep trace each distinct mask once.
///
/// Edge cases: adjustment 0 makes y = pivot everywhere, so the mask is all foreground or all
/// background; a pivot of 0 or 1 is handled by the same evaluation.
public struct ContrastThreshold: Sendable, Hashable {
    /// Foreground values are `0..<cut` (dark on light) or `cut...255` (light on dark); 0…256.
    public let cut: Int
    /// Whether the foreground is the dark side.
    public let darkOnLight: Bool

    /// Reduces a contrast pivot and adjustment to the integer cut for the given polarity.
    ///
    /// - Precondition: pivot in 0…1, adjustment ≥ 0, both finite (checked by the request).
    public init(pivot: Double, adjustment: Double, darkOnLight: Bool) {
        self.darkOnLight = darkOnLight
        var cut = darkOnLight ? 0 : 256
        if darkOnLight {
            // Largest run of values from 0 whose adjusted intensity is below 0.5.
            while cut < 256 && Self.adjusted(cut, pivot: pivot, adjustment: adjustment) < 0.5 { cut += 1 }
        } else {
            // First value from which the adjusted intensity is above 0.5 (monotone, so it stays above).
            cut = 0
            while cut < 256 && !(Self.adjusted(cut, pivot: pivot, adjustment: adjustment) > 0.5) { cut += 1 }
        }
        self.cut = cut
    }

    /// A threshold at a known cut (e.g. one of `ToneLevels.cuts`), clamped to 0…256.
    public init(cut: Int, darkOnLight: Bool) {
        self.cut = min(max(cut, 0), 256)
        self.darkOnLight = darkOnLight
    }

    /// Whether Vision's adjustment has any visible effect at `pivot`.
    ///
    /// The transform is y = (x − pivot) · adjustment + pivot with the boundary at y = 0.5, so the
    /// threshold sits at x = pivot + (0.5 − pivot) / adjustment: the adjustment moves it only as
    /// far as the pivot is from 0.5. With an automatic pivot (the median) on a mid-toned photo,
    /// every adjustment gives the same mask. This reports false when the extreme adjustments 0.5
    /// and 3 give cuts within one gray level of each other.
    public static func adjustmentMatters(pivot: Double, darkOnLight: Bool) -> Bool {
        let low = ContrastThreshold(pivot: pivot, adjustment: 0.5, darkOnLight: darkOnLight).cut
        let high = ContrastThreshold(pivot: pivot, adjustment: 3, darkOnLight: darkOnLight).cut
        return abs(low - high) > 1
    }

    /// The adjusted intensity of the 8-bit value `value`, in 0…1.
    public static func adjusted(_ value: Int, pivot: Double, adjustment: Double) -> Double {
        let y = (Double(value) / 255 - pivot) * adjustment + pivot
        return min(max(y, 0), 1)
    }

    /// Whether the 8-bit value `value` is foreground.
    @inline(__always)
    public func isForeground(_ value: UInt8) -> Bool {
        darkOnLight ? Int(value) < cut : Int(value) >= cut
    }

    /// Writes `foreground` where `source[i]` is foreground and 0 elsewhere, for `count` values:
    /// one comparison a value, which the compiler vectorises (cuts 0 and 256 fill a constant).
    /// The one binarisation loop of the border tracer and `BinaryMask`.
    @inline(__always)
    package func binarize(_ source: UnsafePointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>,
                          count: Int, foreground: UInt8) {
        switch (cut, darkOnLight) {
        case (0, true), (256, false): destination.update(repeating: 0, count: count)
        case (0, false), (256, true): destination.update(repeating: foreground, count: count)
        case (_, true):
            let cut = UInt8(cut)
            for i in 0 ..< count { destination[i] = source[i] < cut ? foreground : 0 }
        case (_, false):
            let cut = UInt8(cut)
            for i in 0 ..< count { destination[i] = source[i] >= cut ? foreground : 0 }
        }
    }

    /// A 256-entry table: 255 for foreground values, 0 for background.
    public var lookupTable: [UInt8] {
        (0..<256).map { isForeground(UInt8($0)) ? 255 : 0 }
    }
}
