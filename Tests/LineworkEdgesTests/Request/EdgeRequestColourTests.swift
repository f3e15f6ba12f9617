import Foundation
import LineworkContours
import LineworkImage
import Testing

@testable import LineworkEdges

/// Boundaries between colours of equal luminance, which a luminance DoG cannot see.
struct EdgeRequestColourTests {
    static let size = 128, centre = 63.5, radius = 36.0

    /// A disk of the reddish colour on the teal one, both shifted by `ramp(x)` in every
    /// channel (a horizontal luminance gradient that keeps the two isoluminant column by column).
    static func disk(ramp: (Int) -> Int) -> Image<UInt8> {
        let (red, green) = EdgeFixtures.isoluminantPair
        return EdgeFixtures.rgb(width: size, height: size) { x, y in
            let dx = Double(x) - centre, dy = Double(y) - centre
            let base = dx * dx + dy * dy < radius * radius ? red : green
            let c = (base &+ SIMD3(repeating: ramp(x))).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255))
            return SIMD3(UInt8(c.x), UInt8(c.y), UInt8(c.z))
        }
    }

    @Test func thePairIsIsoluminant() {
        let (red, green) = EdgeFixtures.isoluminantPair
        #expect(abs(EdgeFixtures.luma(red) - EdgeFixtures.luma(green)) < 0.1)
        let gray = Luminance.gray(Self.disk { _ in 0 })
        #expect(Set(gray.samples).count == 1)
    }

    @Test(arguments: ["flat", "gradient"])
    func isoluminantDiskIsOutlined(background: String) throws {
        let image = Self.disk { x in background == "flat" ? 0 : (x - Self.size / 2) * 40 / Self.size }
        let mask = try EdgeRequest().perform(on: image).lines
        let points = EdgeFixtures.linePixels(mask)
        #expect(!points.isEmpty)
        let angles = (0..<360).map { Double($0) * .pi / 180 }
        let covered = angles.filter { a in
            EdgeFixtures.hasLine(mask, near: Self.centre + Self.radius * cos(a), Self.centre + Self.radius * sin(a), within: 2)
        }.count
        #expect(covered >= 324, "\(covered) of 360 perimeter samples have a line within 2 px")
        // Chroma inks both lobes of the DoG, so the band straddles the boundary: its pixels lie
        // within the DoG's reach of the circle, and on average on it (thinning then draws the
        // line on the boundary, not beside it).
        let offsets = points.map { p in hypot(Double(p.x) - Self.centre, Double(p.y) - Self.centre) - Self.radius }
        let onCircle = offsets.filter { abs($0) <= 4.5 }.count
        #expect(Double(onCircle) >= 0.9 * Double(points.count), "\(onCircle) of \(points.count) line pixels on the circle")
        let meanOffset = offsets.reduce(0, +) / Double(offsets.count)
        #expect(abs(meanOffset) < 1, "the band is centred \(meanOffset) px off the boundary")
    }

    @Test func luminanceAloneMissesIt() throws {
        // L* differs by under 3 between the pair (Lab's Y weights are not Rec. 601's), which
        // stays under the threshold: without chroma the disk all but disappears.
        var options = EdgeOptions()
        options.chromaWeight = 0
        let mask = try EdgeRequest(options: options).perform(on: Self.disk { _ in 0 }).lines
        #expect(EdgeFixtures.linePixels(mask).count < 20)
    }
}
