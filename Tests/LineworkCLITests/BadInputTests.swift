import Foundation
import Testing

/// Every bad input gives one line on stderr, a status below 128, and leaves outputs alone.
struct BadInputTests {
    static let badImages: [(String, String)] = [
        ("empty.png", "empty"),
        ("truncated.png", "truncated"),
        ("truncated.jpg", "corrupt image"),
        ("crc-error.png", "corrupt image"),
        ("random.png", "not a PNG or JPEG"),
        ("text.jpg", "not a PNG or JPEG"),
        ("bomb.png", "above the limit"),
        ("zero-width.png", "zero width or height"),
    ]

    @Test(arguments: badImages)
    func badImageFailsCleanlyAndWritesNothing(name: String, message: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("info.json")
        let result = try CLI.run(["info", CLI.fixture(name), "--json", output.path])
        result.expectCleanFailure(mentioning: message)
        #expect(result.stderr.contains(name))
        #expect(CLI.contents(of: folder).isEmpty, "left \(CLI.contents(of: folder))")
    }

    @Test func existingOutputIsLeftIntactOnFailure() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("info.json")
        try Data("precious".utf8).write(to: output)
        let result = try CLI.run(["info", CLI.fixture("truncated.png"), "--json", output.path])
        result.expectCleanFailure(mentioning: "truncated.png")
        #expect(try String(contentsOf: output, encoding: .utf8) == "precious")
        #expect(CLI.contents(of: folder) == ["info.json"])
    }

    @Test func missingFileAndDirectoryAreNamed() throws {
        try CLI.run(["info", "/no/such/photo.png"]).expectCleanFailure(mentioning: "no such file")
        try CLI.run(["info", CLI.codecFixtures.path]).expectCleanFailure(mentioning: "not a regular file")
    }

    @Test func unwritableOutputsFailBeforeWork() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLI.run(["info", CLI.fixture("rgb8.png"), "--json", "/no/such/folder/out.json"])
            .expectCleanFailure(mentioning: "does not exist")
        try CLI.run(["info", CLI.fixture("rgb8.png"), "--json", folder.path])
            .expectCleanFailure(mentioning: "is a directory")
        // /proc refuses new files even to root, so this holds when the tests run as root too.
        try CLI.run(["info", CLI.fixture("rgb8.png"), "--json", "/proc/linework-test.json"])
            .expectCleanFailure(mentioning: "cannot write")
    }

    @Test func pixelLimitIsConfigurableByFlagAndEnvironment() throws {
        try CLI.run(["info", CLI.fixture("rgb8.png"), "--max-pixels", "34"]).expectCleanFailure(mentioning: "above the limit of 34")
        try CLI.run(["info", CLI.fixture("rgb8.png")], environment: ["LINEWORK_MAX_PIXELS": "20"])
            .expectCleanFailure(mentioning: "above the limit of 20")
        try CLI.run(["info", CLI.fixture("rgb8.png")], environment: ["LINEWORK_MAX_PIXELS": "lots"])
            .expectCleanFailure(mentioning: "LINEWORK_MAX_PIXELS")
        #expect(try CLI.run(["info", CLI.fixture("rgb8.png"), "--max-pixels", "35"]).status == 0)
    }

    @Test func usageErrorsAreOneLine() throws {
        try CLI.run(["info"]).expectCleanFailure(mentioning: "Missing expected argument")
        try CLI.run(["info", CLI.fixture("rgb8.png"), "--bogus"]).expectCleanFailure(mentioning: "--bogus")
        try CLI.run(["frobnicate"]).expectCleanFailure(mentioning: "frobnicate")
    }
}
