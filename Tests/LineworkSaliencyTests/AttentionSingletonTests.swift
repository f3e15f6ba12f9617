import LineworkImage
import Testing
@testable import LineworkSaliency

/// Visual search pop-out (Treisman & Gelade 1980): a singleton that differs from its
/// distractors in orientation, size, luminance or colour (at equal BT.601 luma) must be where
/// the attention heatmap peaks, in ≥ 90 % of seeded displays of every kind.
struct AttentionSingletonTests {
    static let displaysPerKind = 40

    static func hitRate(_ model: SaliencyModel, kind: SearchDisplay.Kind) throws -> Double {
        try hitRate(model, on: (0..<displaysPerKind).map {
            SearchDisplay(kind: kind, seed: UInt64($0) &* 7919 &+ UInt64(kind.rawValue.count))
        })
    }

    /// The share of `displays` on which `model`'s heatmap peaks on the singleton.
    static func hitRate(_ model: SaliencyModel, on displays: [some PopOutDisplay]) throws -> Double {
        let request = try SaliencyRequest(model: model)
        let hits = displays.filter { $0.peakLandsOnTarget(request.perform(on: .uint8($0.image)).heatmap) }.count
        return Double(hits) / Double(displays.count)
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
