import Foundation
import LineworkCodecs
import LineworkContours
import LineworkCore
import LineworkImage
import LineworkPose
import LineworkTone
import Testing
@testable import LineworkArt

/// `subject: .person` (`draw --subject person`, issue 53): only the people are drawn. On three
/// photos with people — the astronaut, the cameraman, and the astronaut small in a wide grey
/// frame — no stroke of the lines or of the tone lies farther than 5 working pixels outside the
/// person mask, while the same drawing of everything has ink well outside it, and the person is
/// still drawn.
struct DrawSubjectPersonTests {
    static let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Gallery/inputs")

    /// The segmentation model, when installed (`Scripts/install-pose-model`).
    static let installed = (try? PoseModelFiles.locateSegmentationModel(.accurate,
                                                                         environment: ProcessInfo.processInfo.environment)) != nil

    /// The photo of `name`: a bundled file, or "astronaut-small", the astronaut at a third of a
    /// 3 × wide mid-grey frame.
    static func photo(_ name: String) throws -> PixelBuffer {
        guard name == "astronaut-small" else { return try ImageDecoder().decode(path: inputs.appendingPathComponent(name).path).pixels }
        let source = try ImageDecoder().decode(path: inputs.appendingPathComponent("astronaut.png").path).pixels.eightBit
        let small = source.downscaled(toMaximumDimension: source.width / 2)
        let (w, h, c) = (small.width * 3, small.height * 2, small.channels)
        var samples = [UInt8](repeating: 128, count: w * h * c)
        for y in 0..<small.height {
            for x in 0..<small.width {
                for k in 0..<c { samples[((y + h / 4) * w + x + w / 3) * c + k] = small.samples[(y * small.width + x) * c + k] }
            }
        }
        return .uint8(Image(validWidth: w, height: h, channels: c, samples: samples))
    }

    @Test(.enabled(if: installed, "the segmentation model is not installed (Scripts/install-pose-model)"),
          arguments: ["astronaut.png", "camera.png", "astronaut-small"])
    func nothingIsDrawnOffThePerson(name: String) throws {
        let pixels = try Self.photo(name)
        var options = DrawOptions()
        options.tone = HatchOptionsForTests.hatch
        options.subject = .person
        let person = try LineDrawing(pixels, options: options)
        options.subject = .everything
        let everything = try LineDrawing(pixels, options: options)

        let mask = try PersonSegmentationRequest(quality: .accurate).perform(on: pixels).mask
        let size = (person.art.scene.width, person.art.scene.height)
        let within5 = SubjectMask(person: mask, width: size.0, height: size.1, margin: 5)
        func outside(_ drawing: LineDrawing) -> (points: Int, outside: Int) {
            let points = drawing.strokes.flatMap(\.points)
            return (points.count, points.filter { !within5.contains($0) }.count)
        }
        let (drawn, off) = outside(person)
        let (all, offAll) = outside(everything)
        let offLayers = person.strokes.filter { $0.points.contains { !within5.contains($0) } }
        let byLayer = Dictionary(grouping: offLayers, by: \.layer).mapValues(\.count)
        let sample = offLayers.first.map { s in s.points.filter { !within5.contains($0) }.prefix(3).map { "(\($0.x),\($0.y))" } } ?? []
        #expect(off == 0, "\(name): \(off) of \(drawn) points lie more than 5 px off the person \(byLayer) \(sample) size \(size) mask \(mask.width)x\(mask.height)")
        // The test means something: drawing everything puts ink off the person, and the person
        // keeps a real share of the drawing's ink (the tone and the lines on the figure).
        #expect(offAll > all / 10, "\(name): only \(offAll) of \(all) points off the person when drawing everything")
        #expect(drawn > (all - offAll) / 2, "\(name): \(drawn) points drawn on the person of \(all - offAll)")
        #expect(person.art.scene.layers.contains { $0.id == "tone" && !$0.paths.isEmpty })
    }

    /// Without a person there is nothing to draw: one clear error, not an empty file.
    @Test(.enabled(if: installed, "the segmentation model is not installed (Scripts/install-pose-model)"))
    func aPhotoWithoutPeopleIsAnError() throws {
        var options = DrawOptions()
        options.subject = .person
        let coins = try Self.photo("coins.png")
        #expect { try LineDrawing(coins, options: options) } throws: { "\($0)".contains("no person") }
    }

    /// Clipping cuts a long segment where it leaves the region even when both ends are inside.
    @Test func aSegmentThatCrossesOutsideIsCut() {
        let inside: (Point2) -> Bool = { $0.x < 3 || $0.x > 7 }
        let runs = StrokeSet.insideRuns(of: [[0, 0], [10, 0]], closed: false, inside: inside)
        #expect(runs.count == 2)
        #expect(runs.allSatisfy { run in run.allSatisfy(inside) })
        #expect(StrokeSet.insideRuns(of: [[0, 0], [2, 0]], closed: false, inside: inside) == [[[0, 0], [2, 0]]])
    }
}

/// A hatch tone for tests.
enum HatchOptionsForTests {
    static let hatch = LineworkTone.HatchOptions(style: .hatch)
}
