import Foundation
import Testing

struct InfoCommandTests {
    struct Info: Decodable, Equatable {
        let width: Int, height: Int, channels: Int, bitDepth: Int, format: String, orientation: Int
    }

    func info(_ path: String) throws -> Info {
        let result = try CLI.run(["info", path, "--json", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(Info.self, from: Data(result.stdout.utf8))
    }

    @Test func versionPrintsAndSucceeds() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    @Test func reportsPNGEightAndSixteenBit() throws {
        #expect(try info(CLI.fixture("rgb8.png")) == Info(width: 7, height: 5, channels: 3, bitDepth: 8, format: "png", orientation: 1))
        #expect(try info(CLI.fixture("rgba16.png")) == Info(width: 7, height: 5, channels: 4, bitDepth: 16, format: "png", orientation: 1))
        #expect(try info(CLI.fixture("palette2-trns.png")).bitDepth == 2)
    }

    @Test func reportsUprightSizeOfRotatedJPEG() throws {
        // Stored 16×32, EXIF orientation 6: upright it is 32×16.
        #expect(try info(CLI.fixture("orientation6.jpg")) == Info(width: 32, height: 16, channels: 3, bitDepth: 8, format: "jpeg", orientation: 6))
        #expect(try info(CLI.fixture("orientation3.jpg")).width == 32)
    }

    @Test func writesJSONFileAtomicallyAndPrintsSummary() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("info.json").path
        let result = try CLI.run(["info", CLI.fixture("gray16.png"), "--json", json])
        #expect(result.status == 0)
        #expect(result.stdout.contains("PNG 7×5"))
        let decoded = try JSONDecoder().decode(Info.self, from: Data(contentsOf: URL(fileURLWithPath: json)))
        #expect(decoded.bitDepth == 16)
        #expect(CLI.contents(of: folder) == ["info.json"])
    }

    @Test func fileNameWithSpacesAndNonASCIIWorks() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("café photo ☕.png").path
        try FileManager.default.copyItem(atPath: CLI.fixture("rgb8.png"), toPath: path)
        #expect(try info(path).width == 7)
    }
}
