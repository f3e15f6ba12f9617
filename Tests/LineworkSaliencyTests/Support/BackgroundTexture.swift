import Foundation
import LineworkCore

/// A display's ground: flat gray or a texture around a mean gray, as a gray level per pixel
/// (pixel centres at integer + 0.5, top-left origin). Textures let a test ask whether the model
/// still finds a singleton when the ground itself has contrast everywhere.
enum BackgroundTexture {
    case flat
    /// Independent uniform noise of ±`amplitude` gray levels per pixel, fixed by `seed`.
    case noise(amplitude: Double, seed: UInt64)
    /// A linear ramp of ±`amplitude` gray levels across the display along `angle` (radians).
    case gradient(amplitude: Double, angle: Double)
    /// Sinusoidal stripes of `period` pixels and ±`amplitude` gray levels, their normal at `angle`.
    case stripes(period: Double, amplitude: Double, angle: Double)

    /// A random texture: flat with probability `flatShare`, otherwise noise, a gradient or
    /// stripes with amplitudes up to `maximumAmplitude` and stripe periods in `periods`.
    static func random(flatShare: Double, maximumAmplitude: Double, periods: ClosedRange<Double>,
                       using random: inout SplitMix64) -> BackgroundTexture {
        guard Double.random(in: 0..<1, using: &random) >= flatShare else { return .flat }
        let amplitude = Double.random(in: 0.4...1, using: &random) * maximumAmplitude
        let angle = Double.random(in: 0..<Double.pi, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return .noise(amplitude: amplitude, seed: random.next())
        case 1: return .gradient(amplitude: amplitude, angle: 2 * angle)
        default: return .stripes(period: Double.random(in: periods, using: &random), amplitude: amplitude, angle: angle)
        }
    }

    /// The gray level at pixel (x, y) of a `width` × `height` display whose mean is `mean`.
    func gray(x: Int, y: Int, width: Int, height: Int, mean: Double) -> UInt8 {
        let offset: Double
        switch self {
        case .flat:
            offset = 0
        case let .noise(amplitude, seed):
            var hash = SplitMix64(seed: seed ^ UInt64(y * width + x) &* 0x9E37_79B9)
            offset = amplitude * (2 * Double(hash.next() >> 11) / Double(1 << 53) - 1)
        case let .gradient(amplitude, angle):
            let u = ((Double(x) + 0.5) / Double(width) - 0.5) * cos(angle) + ((Double(y) + 0.5) / Double(height) - 0.5) * sin(angle)
            offset = 2 * amplitude * u
        case let .stripes(period, amplitude, angle):
            let u = (Double(x) + 0.5) * cos(angle) + (Double(y) + 0.5) * sin(angle)
            offset = amplitude * sin(2 * Double.pi * u / period)
        }
        return UInt8(min(255, max(0, (mean + offset).rounded())))
    }
}
