import LineworkImage
import Testing
@testable import LineworkSaliency

/// Visual search pop-out (Treisman & Gelade 1980): a singleton that differs from its
/// distractors in orientation, size, luminance or colour (at equal BT.601 luma) must be where
/// the attention heatmap peaks, in ≥ 90 % of seeded displays of every kind.
struct AttentionSingletonTests {
    static let displaysPerKind = 40

    static func hitRate(_ model: SaliencyModel, kind: SearchDisplay.Kind) throws -> Double {
        let request = try SaliencyRequest(model: model)
        var hits = 0
        for seed in 0..<displaysPerKind {
            let display = SearchDisplay(kind: kind, seed: UInt64(seed) &* 7919 &+ UInt64(kind.rawValue.count))
            let observation = request.perform(on: .uint8(display.image))
            if display.peakLandsOnTarget(observation.heatmap) { hits += 1 }
        }
        return Double(hits) / Double(displaysPerKind)
    }

    @Test(arguments: SearchDisplay.Kind.allCases)
    func attentionPeakLandsOnSingleton(kind: SearchDisplay.Kind) throws {
        let rate = try Self.hitRate(.attention, kind: kind)
        print("attention hit rate, \(kind.rawValue): \(rate)")
        #expect(rate >= 0.9, "\(kind.rawValue): \(rate)")
    }

    /// Why attention is more than spectral residual: on the gray image an equal-luma colour
    /// singleton is invisible, so spectral residual finds it no better than chance.
    @Test func spectralResidualMissesEqualLumaColourSingletons() throws {
        for kind in SearchDisplay.Kind.allCases {
            print("spectral-residual hit rate, \(kind.rawValue): \(try Self.hitRate(.spectralResidual, kind: kind))")
        }
        #expect(try Self.hitRate(.spectralResidual, kind: .colour) < 0.5)
    }
}
