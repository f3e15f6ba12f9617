import LineworkCore
import LineworkImage

/// Sauvola's local threshold (J. Sauvola and M. Pietikäinen, "Adaptive document image
/// binarization", Pattern Recognition 33, 2000): each pixel is compared with a threshold from the
/// mean and standard deviation of the square window around it, so a page whose light falls off
/// across it, or a shadow over part of it, binarises like an evenly lit one.
///
/// For a window with mean m and standard deviation s (population), the threshold is
/// `t = m · (1 + k · (s / R − 1))`, with R = 127.5, half the 8-bit range. Ink is `v ≤ t` (and
/// `m − v ≥ minimumContrast`) when detecting dark on light; light on dark binarises the inverted
/// image. With `minimumContrast` 0 this is scikit-image's `threshold_sauvola(image, window_size,
/// k)` with `image > t` as background, to the bit:
/// - windows are `window × window` pixels centred on the pixel, and where they reach past the
///   image the image is mirrored about its edge pixels (numpy's `reflect` padding);
/// - the window sums are exact integers, and t is evaluated in `Double` in the same order.
///
/// The sums come from running column and row sums (an integral image kept one row at a time), so
/// the cost per pixel does not depend on the window: about 12 ms for a megapixel on one core. The
/// rows are split into strips across all cores; every pixel's result is independent of the split.
///
/// With `flattening` > 0 the image is first divided by its paper tone (`PaperBackground`), which
/// evens out gradients wider than the window before the local threshold sees them.
///
/// Units: `window` and `flattening` are working-image pixels; `k` has no unit.
public struct AdaptiveThreshold: Sendable, Hashable, Codable {
    /// Side of the square window in working pixels: odd, 3…1001. Default 31: at the 512 px working
    /// size a window must hold a whole character stroke and some paper around it (the threshold
    /// inside a stroke wider than about a third of the window rises to meet the stroke, hollowing
    /// it), yet stay smaller than the light's changes across the page.
    public var window: Int = 31
    /// Sauvola's k, 0…1: how far below the local mean ink must be where the window is flat.
    /// Default 0.2 (scikit-image's): on paper with noise of s gray levels, a flat window's
    /// threshold is 0.8 m + 0.2 m s / R, so noise up to a few tens of levels stays paper, while
    /// strokes with any real contrast (a pencil line at 70 % of the paper's tone) are ink.
    public var k: Double = 0.2
    /// The least contrast, in 8-bit gray levels, that ink must have against its window's mean
    /// (m − v ≥ this), 0…255. Default 8: in a dark, flat area — the table beside a photographed
    /// page, a shadow — Sauvola's threshold sits at 0.8 m, only a few levels under the mean, and
    /// the paper's noise crosses it in specks; eight levels keeps them out while any written
    /// stroke, even a pencil line, stands further from its surroundings. 0 gives Sauvola's
    /// threshold alone, exactly as scikit-image computes it.
    public var minimumContrast: Double = 8
    /// Radius in working pixels of the paper-tone estimate that the image is divided by before
    /// thresholding, 0…512; 0, the default, divides by nothing. See `PaperBackground`.
    public var flattening: Int = 0

    /// The dynamic range R of the standard deviation: half the 8-bit range (scikit-image's default).
    public static let dynamicRange = 127.5

    /// Sauvola's defaults for pages at the working size.
    public init(window: Int = 31, k: Double = 0.2, minimumContrast: Double = 8, flattening: Int = 0) {
        self.window = window
        self.k = k
        self.minimumContrast = minimumContrast
        self.flattening = flattening
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case window, k, minimumContrast, flattening }

    /// Reads the settings a document gives; each field left out takes its default.
    public init(from decoder: any Decoder) throws {
        try CaseCoding.checkKeys(of: decoder, allowed: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = AdaptiveThreshold()
        self.init(window: try container.decodeIfPresent(Int.self, forKey: .window) ?? defaults.window,
                  k: try container.decodeIfPresent(Double.self, forKey: .k) ?? defaults.k,
                  minimumContrast: try container.decodeIfPresent(Double.self, forKey: .minimumContrast) ?? defaults.minimumContrast,
                  flattening: try container.decodeIfPresent(Int.self, forKey: .flattening) ?? defaults.flattening)
    }

    /// Checks the fields against their ranges.
    /// - Throws: `LineworkError.invalidOption` naming the field (`window`, `k`, `flattening`).
    public func validate() throws {
        guard (3...1001).contains(window), window % 2 == 1 else {
            throw LineworkError.invalidOption(name: "window", value: "\(window)", allowed: "must be an odd integer in 3…1001")
        }
        guard k.isFinite, (0...1).contains(k) else {
            throw LineworkError.invalidOption(name: "k", value: "\(k)", allowed: "must be a number in 0…1")
        }
        guard minimumContrast.isFinite, (0...255).contains(minimumContrast) else {
            throw LineworkError.invalidOption(name: "minimumContrast", value: "\(minimumContrast)", allowed: "must be a number in 0…255")
        }
        guard (0...512).contains(flattening) else {
            throw LineworkError.invalidOption(name: "flattening", value: "\(flattening)", allowed: "must be an integer in 0…512 (0 = off)")
        }
    }

    /// The ink mask of `gray` (its first channel): 255 where the pixel is at or below its local
    /// threshold (dark on light), or at or above the mirrored one (light on dark).
    /// Fields out of range are clamped to the nearest valid value (see `validate`).
    public func mask(_ gray: GrayImage, darkOnLight: Bool = true) -> BinaryMask {
        let levelled = normalized(gray, darkOnLight: darkOnLight)
        var pixels = levelled.samples
        pixels.withUnsafeMutableBufferPointer { p in
            for i in p.indices { p[i] = (p[i] < 128) == darkOnLight ? 255 : 0 }
        }
        return BinaryMask(validWidth: gray.width, height: gray.height, pixels: pixels)
    }

    /// `gray` re-levelled so that every pixel's local threshold sits between 127 and 128: ink
    /// (dark on light) maps to 0…127 in proportion to v / t, paper to 128…255 in proportion to
    /// how far v is from t towards white. Vision's contrast transform with pivot 0.5 then cuts at
    /// exactly Sauvola's threshold at any positive adjustment, and other pivots move the cut
    /// relative to the local threshold just as they move it relative to mid-gray on the raw image.
    /// For light on dark the mirror image: ink maps to 128…255.
    public func normalized(_ gray: GrayImage, darkOnLight: Bool = true) -> GrayImage {
        let valid = clamped
        var source = gray.channels == 1 ? gray : PaperBackground.firstChannel(gray)
        if !darkOnLight { source.samples = source.samples.map { 255 &- $0 } }
        if valid.flattening > 0 { source = PaperBackground(radius: valid.flattening).flattened(source) }
        var output = GrayImage(validWidth: gray.width, height: gray.height, repeating: 0)
        guard gray.pixelCount > 0 else { return output }
        let k = valid.k, range = Self.dynamicRange, floor = valid.minimumContrast
        source.samples.withUnsafeBufferPointer { src in
            output.samples.withUnsafeMutableBufferPointer { dst in
                WindowSums.forEachRow(src, width: gray.width, height: gray.height, window: valid.window) { y, sums, squares in
                    let n = Double(valid.window &* valid.window)
                    let row = y &* gray.width
                    for x in 0..<gray.width {
                        let t = Self.threshold(sum: sums[x], squares: squares[x], count: n, k: k, range: range)
                        let v = Double(src[row &+ x])
                        var level: Int
                        if v <= t && Double(sums[x]) / n - v >= floor {
                            level = t > 0 ? min(127, Int(127 * v / t)) : 0
                        } else {
                            level = 128 &+ min(127, Int(127 * max(v - t, 0) / max(255 - t, 1e-9)))
                        }
                        if !darkOnLight { level = 255 &- level }
                        dst[row &+ x] = UInt8(truncatingIfNeeded: level)
                    }
                }
            }
        }
        return output
    }

    /// Sauvola's threshold for a window of `count` pixels with sum `sum` and sum of squares
    /// `squares`, evaluated in the order scikit-image evaluates it.
    @inline(__always)
    public static func threshold(sum: Int, squares: Int, count: Double, k: Double, range: Double) -> Double {
        let mean = Double(sum) / count
        let meanOfSquares = Double(squares) / count
        let deviation = max(meanOfSquares - mean * mean, 0).squareRoot()
        return mean * (1 + k * ((deviation / range) - 1))
    }

    /// The fields brought into range, so the public methods never trap.
    private var clamped: AdaptiveThreshold {
        var valid = self
        valid.window = min(max(window | 1, 3), 1001)
        valid.k = k.isFinite ? min(max(k, 0), 1) : 0.2
        valid.minimumContrast = minimumContrast.isFinite ? min(max(minimumContrast, 0), 255) : 8
        valid.flattening = min(max(flattening, 0), 512)
        return valid
    }
}
