import Foundation
import LineworkContours
import LineworkImage
import Testing

@testable import LineworkEdges

/// Where lines fall on synthetic images with known geometry.
struct EdgeRequestGeometryTests {
    let request = try! EdgeRequest()

    @Test func verticalStepGivesOneLineNextToTheEdge() {
        // Dark left (x ≤ 31), light right (x ≥ 32): the edge is at x = 31.5.
        let image = EdgeFixtures.gray(width: 64, height: 48) { x, _ in x < 32 ? 60 : 200 }
        let map = request.perform(on: image)
        let points = EdgeFixtures.linePixels(map.lines)
        #expect(!points.isEmpty)
        // One band per row, centred within 2 px of the edge (a strong step inks up to 3 px).
        for y in Set(points.map(\.y)) {
            let xs = points.filter { $0.y == y }.map(\.x).sorted()
            #expect(xs.last! - xs.first! == xs.count - 1 && xs.count <= 3, "row \(y): \(xs)")
            #expect(abs(Double(xs.first! + xs.last!) / 2 - 31.5) <= 2, "row \(y): \(xs)")
        }
        let rowsWithLine = Set(points.map(\.y)).count
        #expect(rowsWithLine >= 44, "\(rowsWithLine) of 48 rows")
        // XDoG's dark side: ink lies left of the edge, in the dark half.
        #expect(points.allSatisfy { $0.x <= 31 })
    }

    @Test func colourStepMatchesTheGrayStep() {
        let gray = EdgeFixtures.gray(width: 40, height: 20) { x, _ in x < 20 ? 60 : 200 }
        let rgb = EdgeFixtures.rgb(width: 40, height: 20) { x, _ in x < 20 ? SIMD3(repeating: 60) : SIMD3(repeating: 200) }
        #expect(request.perform(on: gray).lines == request.perform(on: rgb).lines)
    }

    @Test(arguments: [1, 2])
    func thinDarkLineGivesOneBand(width lineWidth: Int) {
        // A dark vertical line on white, columns 31 ..< 31 + lineWidth.
        let image = EdgeFixtures.gray(width: 64, height: 48) { x, _ in (31..<(31 + lineWidth)).contains(x) ? 20 : 245 }
        let centre = 31 + Double(lineWidth - 1) / 2
        let points = EdgeFixtures.linePixels(request.perform(on: image).lines)
        let columns = Set(points.map(\.x))
        #expect(columns.allSatisfy { abs(Double($0) - centre) <= 2 }, "columns \(columns.sorted())")
        #expect((columns.max() ?? 0) - (columns.min() ?? 0) < 4, "band \(columns.sorted())")
        #expect(Set(points.map(\.y)).count >= 44)
        // One line, not two: every row's line pixels are contiguous.
        for y in Set(points.map(\.y)) {
            let xs = points.filter { $0.y == y }.map(\.x).sorted()
            #expect(xs.last! - xs.first! == xs.count - 1, "row \(y): \(xs)")
        }
    }

    @Test func uniformImagesHaveNoLines() {
        let gray = EdgeFixtures.gray(width: 33, height: 17) { _, _ in 128 }
        let rgb = EdgeFixtures.rgb(width: 17, height: 33) { _, _ in SIMD3(200, 40, 90) }
        for image in [gray, rgb] {
            let map = request.perform(on: image)
            #expect(map.lines.pixels.allSatisfy { $0 == 0 })
            #expect(map.strength.samples.allSatisfy { $0 == 0 })
        }
    }

    @Test(arguments: [(1, 1), (2, 3), (3, 2), (1, 7), (7, 1)])
    func tinyImagesDoNotTrap(width: Int, height: Int) {
        let rgb = EdgeFixtures.rgb(width: width, height: height) { x, y in SIMD3(UInt8(x * 90 % 256), UInt8(y * 70 % 256), 30) }
        let gray = EdgeFixtures.gray(width: width, height: height) { x, y in UInt8((x + y) * 60 % 256) }
        let rgba = Image<UInt8>(validWidth: width, height: height, channels: 4, repeating: 128)
        for image in [rgb, gray, rgba] {
            let map = request.perform(on: image)
            #expect(map.width == width && map.height == height)
            #expect(map.strength.samples.allSatisfy { $0.isFinite && (0...1).contains($0) })
        }
    }

    @Test func strengthIsInkAndTheMaskIsItsHalfLevel() {
        let image = EdgeFixtures.gray(width: 48, height: 48) { x, y in (x - 24) * (x - 24) + (y - 24) * (y - 24) < 200 ? 40 : 220 }
        let map = request.perform(on: image)
        #expect(map.strength.samples.allSatisfy { (0...1).contains($0) })
        #expect(map.lines.pixels == map.strength.samples.map { $0 > 0.5 ? 255 : 0 })
    }
}
