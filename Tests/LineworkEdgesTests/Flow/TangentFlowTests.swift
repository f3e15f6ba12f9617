import LineworkImage
import Testing

@testable import LineworkEdges

/// The flow field on shapes whose edge directions are known.
struct TangentFlowTests {
    static func flow(_ image: Image<UInt8>, iterations: Int = 2) -> TangentFlow {
        let lab = LabImage(image, scheduler: .serial)
        return StructureTensor.flow(of: lab, sigma: 2, chromaWeight: 1.5, scheduler: .serial)
            .refined(iterations: iterations, radius: 5, scheduler: .serial)
    }

    @Test func verticalEdgeHasVerticalTangents() {
        let image = EdgeFixtures.gray(width: 32, height: 32) { x, _ in x < 16 ? 40 : 220 }
        let flow = Self.flow(image)
        for y in 4..<28 {
            let t = flow.tangents[y * 32 + 15]
            #expect(abs(t.x) < 1e-3 && abs(abs(t.y) - 1) < 1e-3, "row \(y): \(t)")
        }
        #expect(flow.magnitude.max() == 1)
    }

    @Test func isoluminantEdgeIsSeenByTheColourTensor() {
        let (red, teal) = EdgeFixtures.isoluminantPair
        let image = EdgeFixtures.rgb(width: 32, height: 32) { _, y in
            let c = y < 16 ? red : teal
            return SIMD3(UInt8(c.x), UInt8(c.y), UInt8(c.z))
        }
        let flow = Self.flow(image)
        let t = flow.tangents[15 * 32 + 16]
        #expect(abs(abs(t.x) - 1) < 1e-3, "\(t)")   // a horizontal boundary
        #expect(flow.magnitude[15 * 32 + 16] > 0.9)
    }

    @Test func uniformImageHasZeroMagnitudeAndUnitTangents() {
        let flow = Self.flow(EdgeFixtures.gray(width: 9, height: 4) { _, _ in 77 })
        #expect(flow.magnitude.allSatisfy { $0 == 0 })
        #expect(flow.tangents.allSatisfy { abs(($0 * $0).sum() - 1) < 1e-5 })
    }
}
