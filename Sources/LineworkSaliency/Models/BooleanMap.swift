import LineworkCore
import LineworkImage

/// Boolean map saliency (BMS): J. Zhang and S. Sclaroff, "Saliency Detection: A Boolean Map
/// Approach", ICCV 2013 (and "Exploiting Surroundedness for Saliency Detection: A Boolean Map
/// Approach", IEEE TPAMI 38(5), 2016).
///
/// Gestalt *surroundedness*: a figure is a region enclosed by its surround. Each colour channel is
/// thresholded at many levels; in every Boolean map and its complement, the connected regions
/// that do not touch the image border are "surrounded" and activate. The mean activation over
/// all maps is the saliency. Cost: channels × thresholds × 2 flood fills, O(pixels) each.
struct BooleanMap: Sendable {
    /// How each activation map is weighted before averaging.
    enum Weighting: Sendable {
        /// Fixation prediction (ICCV 2013): divide each map by its L2 norm, √(active pixels), so
        /// small, concentrated surrounded regions count more than large ones.
        case attention
        /// Salient object detection (TPAMI 2016): plain average, so whole objects fill in.
        case objects
    }

    /// Threshold step on channels scaled to 0…255 (paper: δ = 8).
    var thresholdStep: Float = 8
    /// Per-map weighting.
    var weighting: Weighting

    init(weighting: Weighting) {
        self.weighting = weighting
    }

    /// The mean activation map (working size, non-negative, unnormalised).
    func map(_ image: AnalysisImage) -> FloatImage {
        let lab = image.lab
        return map(planes: (0..<3).map { lab.plane($0) })
    }

    /// The mean activation over every threshold of every plane.
    ///
    /// The (plane, threshold) jobs are independent: they are dealt round-robin to one worker per
    /// core, each with its own masks, stack and accumulator, and the accumulators are summed.
    func map(planes: [FloatImage]) -> FloatImage {
        let w = planes[0].width, h = planes[0].height, n = w * h
        var jobs: [(plane: Int, level: Float)] = []
        var scaled: [[UInt8]] = []
        for plane in planes {
            let (lo, hi) = plane.range
            guard hi - lo > 1e-3 else { continue }
            let scale = 255 / (hi - lo)
            scaled.append(plane.samples.map { UInt8(min(255, max(0, (($0 - lo) * scale).rounded()))) })
            var level = thresholdStep
            while level < 255 {
                jobs.append((scaled.count - 1, level))
                level += thresholdStep
            }
        }
        let workers = max(1, min(Parallel.threadCount, jobs.count))
        let partial = UnsafeMutableBufferPointer<Float>.allocate(capacity: workers * n)
        partial.initialize(repeating: 0)
        defer { partial.deallocate() }
        let attention = weighting == .attention
        Parallel.forEachChunk(workers, minimumChunk: 1) { range in
            let mask = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: n)
            let stack = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
            defer { mask.deallocate(); stack.deallocate() }
            for worker in range {
                let total = UnsafeMutableBufferPointer(rebasing: partial[(worker * n)..<((worker + 1) * n)])
                for job in stride(from: worker, to: jobs.count, by: workers) {
                    let level = UInt8(jobs[job].level)
                    scaled[jobs[job].plane].withUnsafeBufferPointer { values in
                        for polarity in 0..<2 {
                            // mask: 1 = selected, 2 = selected and reached from the border.
                            for i in 0..<n { mask[i] = (values[i] > level) == (polarity == 0) ? 1 : 0 }
                            let active = Self.markReachable(mask, stack, w, h)
                            guard active > 0 else { continue }
                            let weight: Float = attention ? 1 / Float(active).squareRoot() : 1
                            for i in 0..<n where mask[i] == 1 { total[i] += weight }
                        }
                    }
                }
            }
        }
        var out = [Float](repeating: 0, count: n)
        let scale = 1 / Float(max(2 * jobs.count, 1))
        for worker in 0..<workers {
            for i in 0..<n { out[i] += partial[worker * n + i] * scale }
        }
        return FloatImage(validWidth: w, height: h, samples: out)
    }

    /// Flood-fills (4-connected) the selected pixels (1) reachable from the border, marking them
    /// 2; returns how many selected pixels stay unreached (the surrounded ones).
    private static func markReachable(_ mask: UnsafeMutableBufferPointer<UInt8>,
                                      _ stack: UnsafeMutableBufferPointer<Int32>, _ w: Int, _ h: Int) -> Int {
        var top = 0
        @inline(__always) func seed(_ p: Int) {
            if mask[p] == 1 { mask[p] = 2; stack[top] = Int32(truncatingIfNeeded: p); top &+= 1 }
        }
        for x in 0..<w { seed(x); seed((h &- 1) &* w &+ x) }
        for y in 0..<h { seed(y &* w); seed(y &* w &+ w &- 1) }
        while top > 0 {
            top &-= 1
            let p = Int(stack[top])
            let x = p % w
            if x > 0 { seed(p &- 1) }
            if x < w &- 1 { seed(p &+ 1) }
            if p >= w { seed(p &- w) }
            if p &+ w < mask.count { seed(p &+ w) }
        }
        var count = 0
        for i in 0..<mask.count where mask[i] == 1 { count &+= 1 }
        return count
    }
}
