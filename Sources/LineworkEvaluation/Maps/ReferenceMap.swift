import LineworkImage

/// A one-channel map in double precision, holding the values the Python references (numpy
/// under pysaliency and pysodmetrics) compute from the same stored map: the input of every
/// metric whose result depends on exact comparisons (8-bit threshold levels, ties between
/// values in the AUCs).
///
/// Why: Linework reads maps as single-precision floats (`PixelBuffer.unitGrayImage`), and
/// `Float(v) / 255` is not the double `v / 255` numpy holds; a bilinear resize in single
/// precision then turns values that numpy computes as equal into different ones (and the other
/// way round), which moves ties in the AUCs and values across an 8-bit truncation step.
///
/// - Values that all lie within single-precision rounding of a multiple of 1/65535 in 0…1
///   (every 8- or 16-bit PNG read by `unitGrayImage`, every map quantised to 16 bits) are read
///   as those multiples, exactly the doubles `v / 255` and `v / 65535` (257 v / 65535 and
///   v / 255 are the same rational number, and division rounds it once); other maps keep their
///   single-precision values.
/// - `resized(width:height:)` is the bilinear resize of `resizedBilinear` (pixel centres
///   aligned, OpenCV's `INTER_LINEAR`) in double precision, with the arithmetic in the order the
///   fixture scripts' numpy version takes it, so both give the same doubles.
struct ReferenceMap {
    let width: Int
    let height: Int
    /// Row-major, top row first.
    let values: [Double]

    /// The map's values, snapped to the 16-bit grid when they all lie on it (see above).
    init(_ map: FloatImage) {
        width = map.width
        height = map.height
        // One pass over a buffer: the report reads every model's map of every image this way.
        var onGrid = true
        let snapped = [Double](unsafeUninitializedCapacity: map.samples.count) { out, count in
            map.samples.withUnsafeBufferPointer { samples in
                for i in 0..<samples.count {
                    let value = samples[i], level = Self.sixteenBitLevel(value)
                    out[i] = level
                    if !(value >= 0 && value <= 1 && abs(Double(value) - level) <= 1e-7) { onGrid = false }
                }
            }
            count = map.samples.count
        }
        values = onGrid ? snapped : map.samples.map(Double.init)
    }

    /// The map as an object prediction (`ObjectMapPair`): non-finite values count as 0, values
    /// are clamped to 0…1 and snapped to the nearest multiple of 1/65535, whatever they are.
    init(unitLevels map: FloatImage) {
        width = map.width
        height = map.height
        values = map.samples.map { $0.isFinite ? Self.sixteenBitLevel(min(max($0, 0), 1)) : 0 }
    }

    private init(width: Int, height: Int, values: [Double]) {
        self.width = width
        self.height = height
        self.values = values
    }

    /// The prediction as every fixation-based saliency score reads it: its values (see `init`)
    /// resized to the fixation map's size. `SaliencyScores` and the public entry points that take
    /// a map of any size share this one path, so their scores agree to the last bit.
    static func scored(_ prediction: FloatImage, at fixations: FixationMap) -> ReferenceMap {
        ReferenceMap(prediction).resized(width: fixations.width, height: fixations.height)
    }

    /// The nearest multiple of 1/65535, as a double.
    private static func sixteenBitLevel(_ value: Float) -> Double {
        (Double(value) * 65535).rounded() / 65535
    }

    /// Resized bilinearly to `w` × `h` (both ≥ 1), in double precision; the map itself when it
    /// already has that size.
    ///
    /// Output pixel x samples the source at p = (x + 0.5) · (width / w) − 0.5 clamped to
    /// 0…width − 1, between columns ⌊p⌋ and min(⌊p⌋ + 1, width − 1) with weight f = p − ⌊p⌋:
    /// `top = a + (b − a) · f` on both rows, then `top + (bottom − top) · f_y`.
    func resized(width w: Int, height h: Int) -> ReferenceMap {
        if w == width && h == height { return self }
        let xs = Self.taps(source: width, target: w), ys = Self.taps(source: height, target: h)
        var out = [Double](repeating: 0, count: w * h)
        values.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let (y0, y1, fy) = ys[y]
                    let row0 = y0 &* width, row1 = y1 &* width
                    for x in 0..<w {
                        let (x0, x1, fx) = xs[x]
                        let top = src[row0 &+ x0] + (src[row0 &+ x1] - src[row0 &+ x0]) * fx
                        let bottom = src[row1 &+ x0] + (src[row1 &+ x1] - src[row1 &+ x0]) * fx
                        dst[y &* w &+ x] = top + (bottom - top) * fy
                    }
                }
            }
        }
        return ReferenceMap(width: w, height: h, values: out)
    }

    /// For each target index, the two source neighbours and the weight of the second.
    private static func taps(source: Int, target: Int) -> [(Int, Int, Double)] {
        let scale = Double(source) / Double(target)
        return (0..<target).map { t in
            let position = min(max((Double(t) + 0.5) * scale - 0.5, 0), Double(source - 1))
            let lower = Int(position)
            return (lower, min(lower + 1, source - 1), position - Double(lower))
        }
    }

    /// The values in single precision, as the other metrics read a map.
    var floatImage: FloatImage {
        FloatImage(validWidth: width, height: height, samples: values.map(Float.init))
    }
}
