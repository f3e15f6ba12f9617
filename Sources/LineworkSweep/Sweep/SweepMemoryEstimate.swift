import LineworkContours
import LineworkCore
import LineworkImage

/// An upper bound on the memory a sweep of one working image needs at its peak, computed before
/// any tracing from the working image itself (issue 19, item 9: the old estimate, from the size
/// alone, was 3–4 times below the real peak on noise).
///
/// The bound adds, in bytes:
/// - `input`: what the caller already holds (the decoded image) plus the full-size gray plane the
///   preparation makes and the working planes (8 bytes a working pixel);
/// - `scratch`: per tracing thread a mask, a label plane and a tree owner map (6 bytes a pixel,
///   2 without the tree);
/// - `traces`: every distinct mask's border points and contour records, with room for the arrays'
///   doubling growth (×2);
/// - `pooled`: one entry and one bounding box per contour per setting, and the de-duplication's
///   flags and working set (16 bytes a contour);
/// - `json`: the `--json` text (all contours with `--include-dropped`, and, as dedup may keep
///   every one, all of them without it too) held four times over while it is built and written.
///
/// Where the counts come from: a border point of the border tracer is a visit of a foreground
/// pixel through one of its background 4-neighbours, so a mask has at most as many points as
/// foreground/background 4-adjacent pairs (the outside of the image counting as background), and
/// at most half as many contours (every outer border and every hole owns at least 4 such pairs:
/// above its top pixel, below its bottom one, left of its leftmost, right of its rightmost). The
/// pairs are counted for all 257 cuts at once from one pass over the image: the pair of values
/// (a, b) separates the mask at cut c exactly when min(a, b) < c ≤ max(a, b), in both polarities.
/// The isoline tracer's lines are bounded by the grid: at most one crossing per grid edge
/// (2 per pixel) plus one closing point per line, and at most one line per 2 pixels.
///
/// Drawings (`--svg`, `--png`, `--pdf`) are not included.
public struct SweepMemoryEstimate: Sendable, Equatable {
    /// The decoded input, the full-size gray plane and the working planes, in bytes.
    public var input: Int
    /// Every tracing thread's mask, label plane and tree owner map, in bytes.
    public var scratch: Int
    /// Every distinct mask's border points and contour records, with room for growth, in bytes.
    public var traces: Int
    /// The pooled entries and boxes and the de-duplication's working set, in bytes.
    public var pooled: Int
    /// The `--json` text while it is built and written (0 without `--json`), in bytes.
    public var json: Int

    /// The whole bound, in bytes.
    public var total: Int { input + scratch + traces + pooled + json }

    /// Which contours `--json` lists.
    public enum JSONContours: Sendable, Equatable {
        /// No `--json` output.
        case none
        /// The contours de-duplication keeps.
        case kept
        /// Every contour, dropped ones included (`--include-dropped`).
        case all
    }

    /// Bounds, in bytes, the peak memory of running `request` on `working`.
    ///
    /// - Parameters:
    ///   - request: the sweep.
    ///   - working: the prepared working image (`ContourRequest.prepare`).
    ///   - inputBytes: bytes held for the decoded input while the sweep runs.
    ///   - inputPixels: the input's pixel count (the preparation's full-size gray plane).
    ///   - json: which contours are written as JSON.
    public init(request: SweepRequest, working: GrayImage, inputBytes: Int, inputPixels: Int, json: JSONContours) {
        let width = working.width, height = working.height, pixels = width * height
        let options = request.options
        input = inputBytes + inputPixels + 8 * pixels
        scratch = pixels * (options.retrieval == .tree ? 6 : 2) * Parallel.threadCount

        let settings = request.grid.settings
        let thresholds = settings.map {
            ContrastThreshold(pivot: $0.pivot, adjustment: $0.adjustment, darkOnLight: options.detectsDarkOnLight)
        }
        // Points and contours per setting.
        var pointBound: [Int]
        var contourBound: [Int]
        var tracedBytes = 0
        switch options.tracer {
        case .border:
            let pairs = Self.separatingPairs(working, darkOnLight: options.detectsDarkOnLight)
            pointBound = thresholds.map { pairs[$0.cut] }
            contourBound = thresholds.map { pairs[$0.cut] / 2 }
            let point = MemoryLayout<PixelPoint>.stride, record = MemoryLayout<TracedContour>.stride
            for cut in Set(thresholds.map(\.cut)) {
                tracedBytes += 2 * (pairs[cut] * point + pairs[cut] / 2 * record)
            }
        case .isoline:
            // Every setting is traced on its own; each line is an array (header 32 bytes).
            let lines = pixels / 2 + 1, points = 2 * pixels + lines
            pointBound = settings.map { _ in points }
            contourBound = settings.map { _ in lines }
            tracedBytes = settings.count * 2 * (points * MemoryLayout<SIMD2<Double>>.stride + lines * (32 + MemoryLayout<Isoline>.stride))
        }
        traces = tracedBytes
        let contours = contourBound.reduce(0, +)
        pooled = contours * (MemoryLayout<SweepResult.Entry>.stride + MemoryLayout<BoundingBox>.stride + 16)

        // JSON text: "[x,y]," per point, about 128 bytes of keys and a box per contour.
        let digits = String(max(width, height)).count
        let text = pointBound.reduce(0, +) * (2 * digits + 4) + contours * (128 + 4 * digits)
        self.json = json == .none ? 0 : 4 * text
    }

    /// For each cut 0…256, the number of 4-adjacent pixel pairs (and frame pixels with the
    /// outside) that the mask at that cut separates into foreground and background.
    static func separatingPairs(_ image: GrayImage, darkOnLight: Bool) -> [Int] {
        var difference = [Int](repeating: 0, count: 258)
        let width = image.width, height = image.height
        image.samples.withUnsafeBufferPointer { v in
            for y in 0..<height {
                let row = y * width
                for x in 0..<width {
                    let a = Int(v[row + x])
                    if x + 1 < width {
                        let b = Int(v[row + x + 1])
                        difference[min(a, b) + 1] += 1
                        difference[max(a, b) + 1] -= 1
                    }
                    if y + 1 < height {
                        let b = Int(v[row + width + x])
                        difference[min(a, b) + 1] += 1
                        difference[max(a, b) + 1] -= 1
                    }
                    // Sides on the image's frame border the outside, which is background.
                    let outside = (x == 0 ? 1 : 0) + (x == width - 1 ? 1 : 0) + (y == 0 ? 1 : 0) + (y == height - 1 ? 1 : 0)
                    guard outside > 0 else { continue }
                    if darkOnLight {  // foreground when a < cut: cuts a+1 … 256
                        difference[a + 1] += outside
                        difference[257] -= outside
                    } else {  // foreground when a ≥ cut: cuts 0 … a
                        difference[0] += outside
                        difference[a + 1] -= outside
                    }
                }
            }
        }
        var pairs = [Int](repeating: 0, count: 257)
        var running = 0
        for cut in 0...256 {
            running += difference[cut]
            pairs[cut] = running
        }
        return pairs
    }
}
