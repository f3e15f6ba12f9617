import Foundation

/// A sampled 1-D Gaussian at the integer offsets −radius…radius, normalised to sum to 1.
///
/// The edge stages take their kernels from here once per request, never per pixel.
struct GaussianWeights: Sendable {
    /// Largest offset with a tap.
    let radius: Int
    /// `2·radius + 1` weights; offset `s` is at index `s + radius`.
    let weights: [Float]

    /// A Gaussian of standard deviation `sigma` on `−radius…radius`; σ = 0 is a unit impulse.
    init(sigma: Double, radius: Int) {
        self.radius = radius
        guard sigma > 0 else {
            weights = (-radius...radius).map { $0 == 0 ? 1 : 0 }
            return
        }
        let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        weights = raw.map { Float($0 / total) }
    }

    /// A Gaussian on its own support, ⌈3σ⌉ (99.7 % of the mass).
    init(sigma: Double) {
        self.init(sigma: sigma, radius: Self.radius(sigma: sigma))
    }

    /// ⌈3σ⌉, and 0 for σ = 0.
    static func radius(sigma: Double) -> Int {
        max(0, Int((3 * sigma).rounded(.up)))
    }
}
