import Foundation
import LineworkCore
import LineworkImage
import Testing

@testable import LineworkCodecs

/// Decoding fixtures written by Scripts/make-codec-fixtures, with the samples Pillow/pypng
/// say each must decode to (after palette expansion, alpha over white and EXIF orientation).
struct ImageDecoderTests {
    struct Expectation: Decodable {
        let width: Int
        let height: Int
        let channels: Int
        let bitDepth: Int
        let sourceChannels: Int
        let sourceBitDepth: Int
        let orientation: Int?
        let samples: [Int]?
        let tolerance: Int?
        let probes: [[Int]]?
    }

    static let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
    static let expectations: [String: Expectation] = {
        let data = try! Data(contentsOf: fixtures.appendingPathComponent("expected.json"))
        return try! JSONDecoder().decode([String: Expectation].self, from: data)
    }()

    static func path(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    @Test(arguments: expectations.keys.sorted())
    func decodesFixtureToExpectedSamples(name: String) throws {
        let expected = Self.expectations[name]!
        let image = try ImageDecoder().decode(path: Self.path(name))
        #expect(image.width == expected.width)
        #expect(image.height == expected.height)
        #expect(image.pixels.channels == expected.channels)
        #expect(image.sourceChannels == expected.sourceChannels)
        #expect(image.sourceBitDepth == expected.sourceBitDepth)
        #expect(image.orientation.rawValue == (expected.orientation ?? 1))
        let (bitDepth, samples) = image.pixels.bitDepthAndSamples
        #expect(bitDepth == expected.bitDepth)
        if let exact = expected.samples {
            #expect(samples == exact)
        }
        for probe in expected.probes ?? [] {
            let (x, y) = (probe[0], probe[1])
            for c in 0..<expected.channels {
                let value = samples[(y * expected.width + x) * expected.channels + c]
                #expect(abs(value - probe[2 + c]) <= expected.tolerance!, "\(name) (\(x),\(y)) channel \(c)")
            }
        }
    }

    @Test func sixteenBitGrayKeepsFullPrecision() throws {
        let image = try ImageDecoder().decode(path: Self.path("gray-alpha16.png"))
        guard case .uint16(let pixels) = image.pixels else {
            Issue.record("16-bit file decoded to 8 bits")
            return
        }
        #expect(pixels.samples.contains { $0 % 257 != 0 }, "values must not be 8-bit values scaled up")
        let unit = Luminance.grayUnit(image.pixels)
        #expect(unit.samples[1] == Float(pixels.samples[1]) / 65535)
    }

    @Test func formatIsRecognisedBySignatureNotName() throws {
        let bytes = try InputFile.read(Self.path("rgb8.png"))
        let image = try ImageDecoder().decode(bytes: bytes, path: "misnamed.jpg")
        #expect(image.format == .png)
    }

    @Test(arguments: [
        ("empty.png", "the file is empty"),
        ("truncated.png", "corrupt image"),
        ("truncated.jpg", "corrupt image"),
        ("crc-error.png", "corrupt image"),
        ("random.png", "not a PNG or JPEG"),
        ("text.jpg", "not a PNG or JPEG"),
        ("bomb.png", "200000×200000"),
        ("zero-width.png", "zero width or height"),
    ])
    func badInputFailsWithOneLineError(name: String, expectedText: String) {
        do {
            _ = try ImageDecoder().decode(path: Self.path(name))
            Issue.record("\(name) decoded")
        } catch let error as LineworkError {
            #expect(error.description.contains(expectedText), "\(error)")
            #expect(!error.description.contains("\n"))
            #expect(error.exitCode > 0 && error.exitCode < 128)
        } catch {
            Issue.record("unexpected error type \(error)")
        }
    }

    @Test func bombHeaderIsRefusedBeforeAllocation() {
        // A 40 GB image refused by the default limit; the error carries the declared size.
        #expect(throws: LineworkError.imageTooLarge(
            path: Self.path("bomb.png"), width: 200_000, height: 200_000, limit: ResourceLimits.defaultMaxPixels)
        ) {
            try ImageDecoder().decode(path: Self.path("bomb.png"))
        }
    }

    @Test func pixelLimitIsConfigurable() throws {
        let small = ImageDecoder(limits: ResourceLimits(maxPixels: 34))
        #expect(throws: LineworkError.self) { try small.decode(path: Self.path("rgb8.png")) }
        _ = try ImageDecoder(limits: ResourceLimits(maxPixels: 35)).decode(path: Self.path("rgb8.png"))
    }

    @Test func missingFileAndDirectoryAreNamed() {
        #expect(throws: LineworkError.fileNotFound(path: "/no/such/file.png")) {
            try ImageDecoder().decode(path: "/no/such/file.png")
        }
        #expect(throws: LineworkError.notAFile(path: Self.fixtures.path)) {
            try ImageDecoder().decode(path: Self.fixtures.path)
        }
    }
}
