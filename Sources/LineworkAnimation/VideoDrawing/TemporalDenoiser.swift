import LineworkCore

/// Motion-adaptive recursive temporal denoising of RGB frames: each pixel is averaged with
/// itself over the frames in which it did not change, and follows at once where it did.
///
/// Per pixel, the new frame is blended into the running mean with weight 1 / age, where age
/// counts the frames the pixel has been still (at most `maximumAge`): a still pixel becomes
/// the average of its last frames (noise falls as 1/√age, then as an exponential moving
/// average with weight 1/`maximumAge`), and a pixel that moved starts again from the new frame.
/// "Moved" is judged on the 3×3 mean of the luma difference between the frame and the running
/// mean, in units of that difference's noise level: below `stillBelow` standard deviations the
/// pixel is still, above `movingAbove` it moved, and between the two the weight of the new
/// frame rises linearly to 1 (the motion-adaptive recursive filters of Dubois & Sabri, "Noise
/// reduction in image sequences using motion-compensated temporal filtering", IEEE Trans.
/// Communications 1984, without the motion compensation). The 3×3 mean divides pixel noise
/// by three while an edge that moves keeps its full contrast, so the two are told apart far
/// more surely than pixel by pixel.
///
/// The noise level is estimated on every frame from the lower quartile of that difference
/// (robust while up to three quarters of the picture moves: the 25th percentile of |x| for a
/// normal x is 0.3186 σ) and smoothed over time; `reset()` forgets everything, at a cut.
///
/// Cost: O(pixels) a frame, three float planes and an age plane of state.
struct TemporalDenoiser {
    /// The most frames a still pixel averages (the moving average's length once it is reached).
    /// Default 16: noise falls to about a fifth (an exponential average with weight 1/16 keeps
    /// 3.2 % of the noise's variance), while a slow change still shows within a second at 25 fps.
    var maximumAge = 16
    /// Below this many standard deviations of the (3×3 mean) difference a pixel is still. Default 2.5.
    var stillBelow: Float = 2.5
    /// Above this many it moved and restarts from the new frame. Default 5.
    var movingAbove: Float = 5
    /// The smallest noise level assumed, in gray levels of the 3×3 mean difference: 0.5, so a
    /// clean, compressed video still needs a visible change to restart a pixel.
    var minimumSigma: Float = 0.5

    let width: Int, height: Int
    private var mean: [Float] = []
    /// Per pixel, the frames its running mean holds (1…`maximumAge`); empty before a frame.
    private(set) var age: [UInt8] = []
    private var difference: [Float]
    private var boxed: [Float]
    /// The noise level of the 3×3 mean luma difference, smoothed over the shot; nil before a frame.
    private(set) var sigma: Float?

    init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
        difference = [Float](repeating: 0, count: width * height)
        boxed = difference
    }

    /// Forgets every frame seen: the next frame is taken as it is.
    mutating func reset() {
        mean = []
        age = []
        sigma = nil
    }

    /// Blends `rgb` (8-bit RGB, top row first, `width` × `height`) into the running mean and
    /// writes the denoised frame into `output` (same layout).
    mutating func filter(_ rgb: [UInt8], into output: inout [UInt8]) {
        let count = width * height
        if output.count != count * 3 { output = [UInt8](repeating: 0, count: count * 3) }
        guard mean.count == count * 3 else {
            mean = rgb.map(Float.init)
            age = [UInt8](repeating: 1, count: count)
            output = rgb
            return
        }
        lumaDifference(rgb)
        BoxMean.three(difference, width: width, height: height, into: &boxed)
        let estimate = max(minimumSigma, Self.lowerQuartileSigma(boxed))
        let s = sigma.map { 0.8 * $0 + 0.2 * estimate } ?? estimate
        sigma = s
        let (still, moving, oldest) = (stillBelow * s, movingAbove * s, Float(maximumAge))
        mean.withUnsafeMutableBufferPointer { mean in
            age.withUnsafeMutableBufferPointer { age in
                output.withUnsafeMutableBufferPointer { out in
                    boxed.withUnsafeBufferPointer { boxed in
                        rgb.withUnsafeBufferPointer { rgb in
                            Parallel.forEachChunk(count, minimumChunk: 4096) { pixels in
                                for p in pixels {
                                    let grown = min(Float(age[p]) + 1, oldest)
                                    let t = min(1, max(0, (abs(boxed[p]) - still) / (moving - still)))
                                    let weight = 1 / grown + t * (1 - 1 / grown)
                                    age[p] = UInt8(max(1, (1 / weight).rounded()))
                                    for c in p &* 3 ..< p &* 3 &+ 3 {
                                        let m = mean[c] + weight * (Float(rgb[c]) - mean[c])
                                        mean[c] = m
                                        out[c] = UInt8(m + 0.5)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// `difference` = luma of `rgb` − luma of the running mean (Rec. 601 weights).
    private mutating func lumaDifference(_ rgb: [UInt8]) {
        let count = width * height
        mean.withUnsafeBufferPointer { mean in
            rgb.withUnsafeBufferPointer { rgb in
                difference.withUnsafeMutableBufferPointer { difference in
                    for p in 0..<count {
                        let i = p &* 3
                        let now = 0.299 * Float(rgb[i]) + 0.587 * Float(rgb[i &+ 1]) + 0.114 * Float(rgb[i &+ 2])
                        difference[p] = now - (0.299 * mean[i] + 0.587 * mean[i &+ 1] + 0.114 * mean[i &+ 2])
                    }
                }
            }
        }
    }

    /// σ of a zero-mean normal variable from the 25th percentile of |values| (0.3186 σ),
    /// sampled on every 7th value.
    static func lowerQuartileSigma(_ values: [Float]) -> Float {
        var sample = stride(from: 0, to: values.count, by: 7).map { abs(values[$0]) }
        guard !sample.isEmpty else { return 0 }
        let k = sample.count / 4
        sample.sort()
        return sample[k] / 0.3186
    }
}

/// The 3×3 box mean of a float plane, edges clamped.
enum BoxMean {
    static func three(_ plane: [Float], width: Int, height: Int, into out: inout [Float]) {
        if out.count != plane.count { out = [Float](repeating: 0, count: plane.count) }
        plane.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                Parallel.forEachChunk(height, minimumChunk: 32) { rows in
                    for y in rows {
                        let (up, here, down) = (max(0, y - 1) &* width, y &* width, min(height - 1, y + 1) &* width)
                        for x in 0..<width {
                            let (l, r) = (max(0, x - 1), min(width - 1, x + 1))
                            var sum = src[up &+ l] + src[up &+ x] + src[up &+ r]
                            sum += src[here &+ l] + src[here &+ x] + src[here &+ r]
                            sum += src[down &+ l] + src[down &+ x] + src[down &+ r]
                            dst[here &+ x] = sum / 9
                        }
                    }
                }
            }
        }
    }
}
