import Foundation
import Linework
import Testing

/// The umbrella's one-call paths from an image file, on a bundled photo, through one import.
struct ImageFileTests {
    static let coins = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Gallery/inputs/coins.png").path

    @Test func aRequestOnAFileGivesWhatItGivesOnTheDecodedPixels() throws {
        let request = try ContourRequest(pivot: .automatic, adjustment: 2.5)
        let pixels = try ImageDecoder().decode(path: Self.coins).pixels
        let observation = try request.perform(onImageAt: Self.coins)
        #expect(observation.contourCount > 0)
        #expect(observation == request.perform(on: pixels))
    }

    @Test func aDrawingOfAFileRendersToBytesAndToAFile() throws {
        let drawing = try LineDrawing(imageAt: Self.coins, options: DrawOptions(lines: .contours))
        #expect(drawing.stats.paths > 0)
        let svg = String(decoding: try drawing.art.rendered(as: .svg), as: UTF8.self)
        #expect(svg.contains("<svg") && svg.contains("<path"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linework-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("coins.png").path
        try drawing.art.write(to: png)
        #expect(try Data(contentsOf: URL(fileURLWithPath: png)).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func contoursDrawnInOneStepAreTheStrokeSetsDrawing() throws {
        let observation = try ContourRequest().perform(onImageAt: Self.coins)
        #expect(try LineArt(observation) == LineArt(StrokeSet(observation), options: ArtOptions()))
    }

    @Test func aMissingFileOrAnUnknownFormatThrowsInsteadOfTrapping() throws {
        #expect(throws: LineworkError.fileNotFound(path: "/nonexistent/photo.png")) {
            try LineDrawing(imageAt: "/nonexistent/photo.png")
        }
        let art = try LineArt(ContourRequest().perform(onImageAt: Self.coins))
        #expect(throws: LineworkError.self) { try art.write(to: "/nonexistent/art.gif") }
    }
}
