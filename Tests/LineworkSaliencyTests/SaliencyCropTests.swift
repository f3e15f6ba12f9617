import LineworkCore
import LineworkImage
import Testing
@testable import LineworkSaliency

struct SaliencyCropTests {
    @Test func windowHasExactlyTheAspectRatioAndIsAsLargeAsPossible() throws {
        let map = FloatImage(validWidth: 10, height: 10, repeating: 1)
        let crop = try SaliencyCrop(imageWidth: 451, imageHeight: 300, aspect: AspectRatio(parsing: "16:9"), map: map)
        #expect(crop.width == 448 && crop.height == 252)
        #expect(crop.width * 9 == crop.height * 16)
        // A flat map crops centrally.
        #expect(crop.x == 1 && crop.y == 24)
    }

    @Test func windowFollowsTheSaliencyMass() throws {
        var map = FloatImage(validWidth: 40, height: 10, repeating: 0)
        for y in 0..<10 { map[35, y] = 1 }   // everything salient near the right edge
        let crop = try SaliencyCrop(imageWidth: 400, imageHeight: 100, aspect: AspectRatio(width: 1, height: 1), map: map)
        #expect(crop.width == 100 && crop.height == 100)
        #expect(crop.x <= 350 && crop.x + crop.width >= 360)
    }

    /// A small subject in the middle of a wide image: the plain crop centres it; by the rule of
    /// thirds it sits on a vertical third of the window, still whole.
    @Test func ruleOfThirdsPutsTheSubjectOnAThird() throws {
        var map = FloatImage(validWidth: 300, height: 100, repeating: 0)
        for y in 45..<55 { for x in 145..<155 { map[x, y] = 1 } }
        let aspect = try AspectRatio(width: 1, height: 1)
        let plain = try SaliencyCrop(imageWidth: 300, imageHeight: 100, aspect: aspect, map: map)
        let thirds = try SaliencyCrop(imageWidth: 300, imageHeight: 100, aspect: aspect, map: map, ruleOfThirds: true)
        func fraction(_ crop: SaliencyCrop) -> Double { (150 - Double(crop.x)) / Double(crop.width) }
        #expect(abs(fraction(plain) - 0.5) < 0.02)
        #expect(min(abs(fraction(thirds) - 1.0 / 3), abs(fraction(thirds) - 2.0 / 3)) < 0.03, "subject at \(fraction(thirds))")
        #expect(thirds.x <= 145 && thirds.x + thirds.width >= 155)
        // The weight peaks at the four intersections and is 0.6 far from them.
        #expect(abs(SaliencyCrop.thirdsWeight(x: 1.0 / 3, y: 2.0 / 3) - 1) < 1e-12)
        #expect(abs(SaliencyCrop.thirdsWeight(x: 0, y: 0) - 0.6) < 1e-3)
    }

    @Test func cropKeepsTheSingletonInView() throws {
        let request = try SaliencyRequest(model: .attention)
        var kept = 0
        for seed in 0..<12 {
            let display = SearchDisplay(kind: .colour, seed: UInt64(seed) &+ 500)
            let observation = request.perform(on: .uint8(display.image))
            let crop = try SaliencyCrop(imageWidth: display.width, imageHeight: display.height,
                                        aspect: AspectRatio(parsing: "1:2"), map: observation.map)
            #expect(crop.width * 2 == crop.height)
            let target = display.centres[display.target]
            if target.x >= Double(crop.x) && target.x <= Double(crop.x + crop.width) { kept += 1 }
            if case .uint8(let cut) = try crop.apply(to: .uint8(display.image)) {
                #expect(cut.width == crop.width && cut.height == crop.height)
            }
        }
        #expect(kept >= 11)
    }

    @Test func badAspectRatiosAreRejected() {
        for text in ["0:1", "abc", "1:", "-2:3", "3:2:1"] {
            #expect(throws: LineworkError.self) { try AspectRatio(parsing: text) }
        }
        #expect(throws: LineworkError.self) {
            try SaliencyCrop(imageWidth: 50, imageHeight: 50, aspect: AspectRatio(width: 100, height: 1),
                             map: FloatImage(validWidth: 4, height: 4, repeating: 0))
        }
        #expect((try? AspectRatio(parsing: "32:18"))?.description == "16:9")
    }
}
