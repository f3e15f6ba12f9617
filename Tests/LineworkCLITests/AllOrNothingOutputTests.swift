import Foundation
import LineworkCodecs
import LineworkImage
import Testing

/// Issue 19, item 3: a failed run replaces no output. Every output of a run is written to a
/// temporary file first and renamed into place only once all have been made
/// (`AtomicFile.Batch`), so an error while making the last one leaves the earlier ones alone.
struct AllOrNothingOutputTests {
    static let keptJSON = Data("{\"previous\": true}\n".utf8)
    static let keptPNG = Data("not really a PNG, but precious".utf8)

    /// A 40000×2 gray PNG: it decodes and has a saliency map, but a raster overlay of it is
    /// refused (Cairo's image surfaces stop at 32767 pixels a side).
    static func wideImage(in folder: URL) throws -> String {
        let samples = (0..<(40_000 * 2)).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let path = folder.appendingPathComponent("wide.png").path
        try Data(try PNGEncoder.encode(Image(validWidth: 40_000, height: 2, channels: 1, samples: samples)))
            .write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func saliencyRefusedOverlayLeavesEarlierOutputsUntouched() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try Self.wideImage(in: folder)
        let json = folder.appendingPathComponent("keep.json"), heatmap = folder.appendingPathComponent("keep.png")
        try Self.keptJSON.write(to: json)
        try Self.keptPNG.write(to: heatmap)
        let listing = CLI.contents(of: folder)

        let result = try CLI.run(["saliency", image, "--json", json.path, "--heatmap", heatmap.path,
                                  "--overlay", folder.appendingPathComponent("o.png").path])
        result.expectCleanFailure(mentioning: "too large")
        #expect(try Data(contentsOf: json) == Self.keptJSON, "keep.json was replaced")
        #expect(try Data(contentsOf: heatmap) == Self.keptPNG, "keep.png was replaced")
        #expect(CLI.contents(of: folder) == listing, "left \(CLI.contents(of: folder))")
    }

    @Test func cropFolderWithOneBadPhotoKeepsEveryExistingCrop() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photos = folder.appendingPathComponent("photos"), crops = folder.appendingPathComponent("crops")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: crops, withIntermediateDirectories: true)
        // a.png crops fine and comes first; b.jpg is truncated.
        try FileManager.default.copyItem(atPath: CLI.fixture("rgb8.png"), toPath: photos.appendingPathComponent("a.png").path)
        try FileManager.default.copyItem(atPath: CLI.fixture("truncated.jpg"), toPath: photos.appendingPathComponent("b.jpg").path)
        let previous = crops.appendingPathComponent("a.png")
        try Self.keptPNG.write(to: previous)

        let result = try CLI.run(["crop", photos.path, "--aspect", "1:1", "--output-dir", crops.path])
        result.expectCleanFailure(mentioning: "b.jpg")
        #expect(try Data(contentsOf: previous) == Self.keptPNG, "the crop of a.png was replaced")
        #expect(CLI.contents(of: crops) == ["a.png"], "left \(CLI.contents(of: crops))")
    }

    @Test func contoursWritesAllItsOutputsWhenNothingFails() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = ["c.json", "c-stats.json", "c-mask.png", "c.svg"]
        let paths = names.map { folder.appendingPathComponent($0).path }
        let result = try CLI.run(["contours", CLI.fixture("rgb8.png"), "--json", paths[0], "--stats", paths[1],
                                  "--mask", paths[2], "--svg", paths[3]])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.contents(of: folder) == names.sorted())
    }
}
