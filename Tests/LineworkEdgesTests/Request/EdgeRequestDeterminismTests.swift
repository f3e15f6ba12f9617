import LineworkCore
import LineworkImage
import Testing

@testable import LineworkEdges

/// The map depends on the image and options only: not on the run, nor on how rows are split.
struct EdgeRequestDeterminismTests {
    /// Noise over a few shapes, so that every stage has work on every row.
    static let image: Image<UInt8> = {
        var random = SplitMix64(seed: 7)
        return EdgeFixtures.rgb(width: 97, height: 71) { x, y in
            let shape: SIMD3<Int> = (x - 40) * (x - 40) + (y - 30) * (y - 30) < 400 ? SIMD3(180, 60, 40)
                : x > 70 ? SIMD3(40, 90, 160) : SIMD3(120, 140, 110)
            let noise = SIMD3(Int(random.next() % 31), Int(random.next() % 31), Int(random.next() % 31)) &- 15
            let c = (shape &+ noise).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255))
            return SIMD3(UInt8(c.x), UInt8(c.y), UInt8(c.z))
        }
    }()

    @Test func twoRunsAreEqual() throws {
        let request = try EdgeRequest()
        #expect(request.perform(on: Self.image) == request.perform(on: Self.image))
    }

    @Test func serialAndParallelRowsAreByteIdentical() throws {
        let request = try EdgeRequest()
        let serial = request.perform(on: Self.image, scheduler: .serial)
        let parallel = request.perform(on: Self.image, scheduler: .parallel)
        #expect(serial == parallel)
        #expect(serial.lines.pixels.contains(255))
    }
}
