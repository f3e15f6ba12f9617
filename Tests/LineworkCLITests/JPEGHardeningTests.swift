import Foundation
import LineworkCodecs
import LineworkImage
import Testing

/// Issue 19, items 7 and 8: progressive scan bombs, and truncated or corrupt JPEGs. The inputs
/// are made here, byte by byte or with `JPEGEncoder`, so the tests need nothing else.
struct JPEGHardeningTests {
    /// A progressive 8×8 gray JPEG of `scans` identical DC scans (each a valid first DC scan of
    /// the single block: the one-bit Huffman code "0" for a zero difference). libjpeg accepts
    /// every repeat without a warning, so only the number of scans can refuse it.
    static func scanBomb(scans: Int) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)        // DQT, all ones
        bytes += [0xFF, 0xC2, 0x00, 0x0B, 0x08, 0x00, 0x08, 0x00, 0x08, 0x01, 0x01, 0x11, 0x00]  // SOF2 8×8, 1 component
        bytes += [0xFF, 0xC4, 0x00, 0x14, 0x00, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]  // DHT DC 0: "0" → 0
        for _ in 0..<scans {
            bytes += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00]        // SOS DC first, Al 0
            bytes += [0x7F]                                                               // "0", padded with ones
        }
        return bytes + [0xFF, 0xD9]
    }

    /// A 96×64 RGB baseline JPEG of a busy pattern (so its scan holds several kilobytes).
    static func photoJPEG() throws -> [UInt8] {
        let samples = (0..<(96 * 64 * 3)).map { i -> UInt8 in
            let x = (i / 3) % 96, y = (i / 3) / 96
            return UInt8(truncatingIfNeeded: (x * x + y * 7 + (i % 3) * 85) ^ (y * y))
        }
        return try JPEGEncoder.encode(.uint8(Image(validWidth: 96, height: 64, channels: 3, samples: samples)), quality: 92)
    }

    /// `jpeg` cut halfway through its entropy-coded data, with an end marker appended: what a
    /// interrupted download "repaired" by a careless tool looks like.
    static func truncatedWithEndMarker(_ jpeg: [UInt8]) throws -> [UInt8] {
        let sos = try #require((0..<(jpeg.count - 1)).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA })
        return Array(jpeg[..<((sos + jpeg.count) / 2)]) + [0xFF, 0xD9]
    }

    static func write(_ bytes: [UInt8], _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test func progressiveScanBombIsRefused() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let limit = try Self.write(Self.scanBomb(scans: 1_000), "limit.jpg", in: folder)
        let bomb = try Self.write(Self.scanBomb(scans: 1_001), "bomb.jpg", in: folder)
        let accepted = try CLI.run(["info", limit], timeout: 60)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.contains("8×8"), "\(accepted.stdout)")
        for flags in [[], ["--lenient"]] {
            let result = try CLI.run(["info", bomb] + flags, timeout: 60)
            result.expectCleanFailure(mentioning: "more than 1000 progressive scans")
            #expect(result.stderr.contains("bomb.jpg"))
            #expect(result.status == 65)
        }
    }

    @Test func truncatedJPEGWithEndMarkerIsRefusedUnlessLenient() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try Self.write(Self.photoJPEG(), "whole.jpg", in: folder)
        let cut = try Self.write(Self.truncatedWithEndMarker(Self.photoJPEG()), "cut.jpg", in: folder)
        #expect(try CLI.run(["info", whole]).status == 0)

        let strict = try CLI.run(["info", cut])
        strict.expectCleanFailure(mentioning: "corrupt image")
        #expect(strict.stderr.contains("cut.jpg"))
        #expect(strict.status == 65)
        // Every command that decodes shares the input options, --lenient included.
        try CLI.run(["contours", cut, "--stats", "-"]).expectCleanFailure(mentioning: "corrupt image")

        let lenient = try CLI.run(["info", cut, "--lenient"])
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.stdout.contains("96×64"), "\(lenient.stdout)")
        #expect(try CLI.run(["contours", cut, "--lenient", "--stats", "-"]).status == 0)
    }

    @Test func hugeDeclaredSizeInATinyFileIsRefusedBeforeAllocating() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes = try JPEGEncoder.encode(.uint8(Image(validWidth: 8, height: 8, channels: 1,
                                                        samples: [UInt8](repeating: 128, count: 64))))
        // SOF0's height and width: 9999 × 10000, just under the 100 MP pixel limit.
        let sof = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes.replaceSubrange((sof + 5)..<(sof + 9), with: [0x27, 0x0F, 0x27, 0x10])
        let path = try Self.write(bytes, "tiny.jpg", in: folder)
        let started = Date()
        let result = try CLI.run(["info", path], timeout: 60)
        result.expectCleanFailure(mentioning: "truncated: the header declares 10000x9999")
        #expect(Date().timeIntervalSince(started) < 5)
    }
}
