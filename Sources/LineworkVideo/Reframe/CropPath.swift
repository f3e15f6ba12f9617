/// A camera's path along one axis through one shot: where the crop window's centre is in each
/// frame, as smooth as the subject allows.
///
/// As AutoFlip's camera motion solver does, a shot whose subject a fixed window can hold all
/// along gets a fixed window (no motion at all is the smoothest path); otherwise the path is the
/// Whittaker smoother of the wanted centres, min Σ wₜ(xₜ − dₜ)² + λ Σ (xₜ₋₁ − 2xₜ + xₜ₊₁)²,
/// λ = (`smoothingSeconds` × rate)⁴ (zero-phase: a subject moving at constant speed is
/// followed without lag, since a straight path costs no second difference). Frames whose window
/// would cut the subject are then pulled onto the nearest centre that keeps it (their weight
/// raised eightfold, up to eight times), and last no step is larger than `maximumStep`.
struct CropPath {
    /// The standard deviation of the path's smoothing, in seconds: 0.3 (a 4 s swing keeps 95 %
    /// of its amplitude; jitter of a few frames is removed).
    var smoothingSeconds = 0.3
    /// The largest move between two frames, in pixels.
    var maximumStep: Double
    /// The largest change of that move from one frame to the next, in pixels: the path takes
    /// half a second or more to reach full speed, so it never starts or stops like a whip-pan.
    var maximumAcceleration: Double

    /// The centre in each frame.
    ///
    /// - Parameters:
    ///   - wanted: the centre that frames the subject best, per frame.
    ///   - low: the least centre that keeps the subject whole, per frame.
    ///   - high: the greatest such centre, per frame (`low` > `high` where none does).
    ///   - bounds: the centres that keep the window inside the frame.
    ///   - frameRate: frames per second.
    func solve(wanted: [Double], low: [Double], high: [Double], bounds: ClosedRange<Double>, frameRate: Double) -> [Double] {
        let n = wanted.count
        guard n > 0 else { return [] }
        func clamp(_ v: Double) -> Double { min(max(v, bounds.lowerBound), bounds.upperBound) }
        let lowest = low.max()!, highest = high.min()!
        if lowest <= highest {
            let middle = wanted.sorted()[n / 2]
            return [Double](repeating: clamp(min(max(middle, lowest), highest)), count: n)
        }
        let lambda = pow4(smoothingSeconds * frameRate)
        var weights = [Double](repeating: 1, count: n)
        var targets = wanted.map(clamp)
        var path = Self.smooth(targets, weights: weights, lambda: lambda)
        for _ in 0..<8 {
            var moved = false
            for t in 0..<n where low[t] <= high[t] {
                let bound = path[t] < low[t] - 0.5 ? low[t] : path[t] > high[t] + 0.5 ? high[t] : nil
                if let bound {
                    targets[t] = clamp(bound)
                    weights[t] *= 8
                    moved = true
                }
            }
            guard moved else { break }
            path = Self.smooth(targets, weights: weights, lambda: lambda)
        }
        path = path.map(clamp)
        return limitSteps(limitAcceleration(path))
    }

    /// The path with its second differences brought within `maximumAcceleration`: each frame
    /// whose bend is too sharp is moved toward its neighbours' middle by the excess, a few dozen
    /// sweeps (each moves a frame by at most the excess, so the subject-keeping fit is disturbed
    /// no more than the limit asks).
    private func limitAcceleration(_ path: [Double]) -> [Double] {
        guard path.count >= 3 else { return path }
        var out = path
        for _ in 0..<64 {
            var worst = 0.0
            for t in 1..<(out.count - 1) {
                let bend = out[t - 1] - 2 * out[t] + out[t + 1]
                let excess = abs(bend) - maximumAcceleration
                guard excess > 0 else { continue }
                out[t] += (bend > 0 ? 1 : -1) * excess / 2
                worst = max(worst, excess)
            }
            if worst < 0.01 * maximumAcceleration { break }
        }
        return out
    }

    /// The path with no step above `maximumStep`, moving each frame the least to get there
    /// (forward, then backward, so the limit does not lag one way).
    private func limitSteps(_ path: [Double]) -> [Double] {
        var out = path
        for t in out.indices.dropFirst() { out[t] = min(max(out[t], out[t - 1] - maximumStep), out[t - 1] + maximumStep) }
        for t in out.indices.dropLast().reversed() { out[t] = min(max(out[t], out[t + 1] - maximumStep), out[t + 1] + maximumStep) }
        return out
    }

    /// The Whittaker smoother: solves (W + λ DᵀD) x = W d, D the second difference, by a banded
    /// LDLᵀ factorisation (bandwidth 2): O(n).
    static func smooth(_ targets: [Double], weights: [Double], lambda: Double) -> [Double] {
        let n = targets.count
        guard n >= 3, lambda > 0 else { return targets }
        // The matrix's three upper diagonals.
        var a0 = weights, a1 = [Double](repeating: 0, count: n), a2 = [Double](repeating: 0, count: n)
        let c = [1.0, -2.0, 1.0]
        for r in 0..<(n - 2) {
            for i in 0..<3 {
                a0[r + i] += lambda * c[i] * c[i]
                if i < 2 { a1[r + i] += lambda * c[i] * c[i + 1] }
            }
            a2[r] += lambda * c[0] * c[2]
        }
        // L has ones on its diagonal and l1[i] = L[i][i−1], l2[i] = L[i][i−2]; D is d.
        var d = [Double](repeating: 0, count: n), l1 = d, l2 = d
        for i in 0..<n {
            if i >= 2 { l2[i] = a2[i - 2] / d[i - 2] }
            if i >= 1 {
                let shared = i >= 2 ? l2[i] * l1[i - 1] * d[i - 2] : 0
                l1[i] = (a1[i - 1] - shared) / d[i - 1]
            }
            d[i] = a0[i] - (i >= 1 ? l1[i] * l1[i] * d[i - 1] : 0) - (i >= 2 ? l2[i] * l2[i] * d[i - 2] : 0)
        }
        var y = zip(weights, targets).map { $0 * $1 }
        for i in 0..<n {
            if i >= 1 { y[i] -= l1[i] * y[i - 1] }
            if i >= 2 { y[i] -= l2[i] * y[i - 2] }
        }
        for i in 0..<n { y[i] /= d[i] }
        for i in stride(from: n - 1, through: 0, by: -1) {
            if i + 1 < n { y[i] -= l1[i + 1] * y[i + 1] }
            if i + 2 < n { y[i] -= l2[i + 2] * y[i + 2] }
        }
        return y
    }
}

private func pow4(_ x: Double) -> Double { x * x * x * x }
