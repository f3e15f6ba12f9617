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

/// The bad-image matrix through every command that reads an image, and the valid edge cases
/// that must succeed. Each bad case leaves no output and the input byte-identical.
struct EveryCommandInputTests {
    /// A command line per image-reading command, writing into `output` (a `.png` or `.json` path).
    static func commands(_ image: String, _ folder: URL) -> [[String]] {
        let json = folder.appendingPathComponent("out.json").path
        let png = folder.appendingPathComponent("out.png").path
        return [
            ["contours", image, "--json", json],
            ["contours", image, "--tracer", "isoline", "--svg", folder.appendingPathComponent("out.svg").path],
            ["sweep", image, "--pivots", "0.3:0.6:0.1", "--adjustments", "1:2:0.5", "--json", json],
            ["saliency", image, "--model", "objectness", "--json", json],
            ["crop", image, "--aspect", "1:1", "--output", png],
        ]
    }

    @Test(arguments: BadInputTests.badImages.map(\.0))
    func badImageFailsInEveryCommand(name: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Data(contentsOf: URL(fileURLWithPath: CLI.fixture(name)))
        for command in Self.commands(CLI.fixture(name), folder) {
            let result = try CLI.run(command)
            result.expectCleanFailure(mentioning: name)
            #expect(CLI.contents(of: folder).isEmpty, "\(command[0]) left \(CLI.contents(of: folder))")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: CLI.fixture(name))) == before, "input modified")
    }

    /// 1×1 and uniform images, 16-bit, gray+alpha, palette+tRNS, interlaced, progressive and
    /// CMYK JPEG, and a file name with spaces and non-ASCII characters.
    @Test(arguments: ["one-pixel", "uniform", "gray16.png", "gray-alpha8.png", "gray-alpha16.png",
                      "palette2-trns.png", "rgba16-interlaced.png", "progressive.jpg", "cmyk.jpg", "spaced"])
    func validEdgeCaseSucceedsInEveryCommand(name: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image: String
        switch name {
        case "one-pixel", "uniform":
            // A 1×1 or a 64×48 uniform mid-gray PNG, written byte by byte (zlib stored blocks).
            image = folder.appendingPathComponent("\(name).png").path
            try Data(TinyPNG.gray(width: name == "uniform" ? 64 : 1, height: name == "uniform" ? 48 : 1, value: 128))
                .write(to: URL(fileURLWithPath: image))
        case "spaced":
            image = folder.appendingPathComponent("mon café ☕ photo.jpg").path
            try FileManager.default.copyItem(atPath: CLI.fixture("baseline.jpg"), toPath: image)
        default:
            image = CLI.fixture(name)
        }
        let outputs = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        for command in Self.commands(image, outputs) {
            let result = try CLI.run(command)
            #expect(result.status == 0, "\(command.joined(separator: " ")): \(result.stderr)")
        }
        #expect(CLI.contents(of: outputs) == ["out.json", "out.png", "out.svg"])
    }
}

/// Minimal PNG writer for test inputs, independent of the codec under test.
enum TinyPNG {
    static func gray(width: Int, height: Int, value: UInt8) -> [UInt8] {
        var raw: [UInt8] = []
        for _ in 0..<height { raw.append(0); raw.append(contentsOf: repeatElement(value, count: width)) }
        // zlib stream of stored (uncompressed) blocks, each at most 65535 bytes.
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, raw.count - offset)
            let final: UInt8 = offset + n == raw.count ? 1 : 0
            zlib += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + n)]
            offset += n
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        zlib += bigEndian(b << 16 | a)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 0, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return png
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc ^ 0xFFFF_FFFF)
    }
}
