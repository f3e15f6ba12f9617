import Foundation
import LineworkCore
import LineworkImage
import Testing

@testable import LineworkCodecs

/// The PngSuite conformance images (from pypng's sdist, see Scripts/make-pngsuite-fixtures):
/// every valid one decodes to the samples pypng reads, with Linework's conventions applied;
/// every corrupt (x*) one fails with a one-line `LineworkError`.
struct PngSuiteTests {
    struct Expectation: Decodable {
        let width: Int?
        let height: Int?
        let channels: Int?
        let bitDepth: Int?
        let sourceChannels: Int?
        let sourceBitDepth: Int?
        let hash: String?
        let corrupt: Bool?
    }

    static let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("pngsuite")
    static let expectations: [String: Expectation] = {
        let data = try! Data(contentsOf: folder.appendingPathComponent("expected.json"))
        return try! JSONDecoder().decode([String: Expectation].self, from: data)
    }()
    static let valid = expectations.filter { $0.value.corrupt != true }.keys.sorted()
    static let corrupt = expectations.filter { $0.value.corrupt == true }.keys.sorted()

    /// FNV-1a 64 over each sample as two little-endian bytes, as the fixture script computes it.
    static func hash(_ samples: [Int]) -> String {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for sample in samples {
            for byte in [UInt64(sample & 0xFF), UInt64(sample >> 8)] {
                value = (value ^ byte) &* 0x100_0000_01B3
            }
        }
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    @Test func suiteIsComplete() {
        #expect(Self.valid.count == 28)
        #expect(Self.corrupt.count == 15)
    }

    @Test(arguments: valid)
    func validImageDecodesToPypngsSamples(name: String) throws {
        let expected = Self.expectations[name]!
        let image = try ImageDecoder().decode(path: Self.folder.appendingPathComponent(name).path)
        #expect(image.width == expected.width && image.height == expected.height)
        #expect(image.pixels.channels == expected.channels)
        #expect(image.sourceChannels == expected.sourceChannels)
        #expect(image.sourceBitDepth == expected.sourceBitDepth)
        let (bitDepth, samples) = image.pixels.bitDepthAndSamples
        #expect(bitDepth == expected.bitDepth)
        #expect(Self.hash(samples) == expected.hash)
    }

    @Test(arguments: corrupt)
    func corruptImageFailsCleanly(name: String) {
        do {
            _ = try ImageDecoder().decode(path: Self.folder.appendingPathComponent(name).path)
            Issue.record("\(name) decoded")
        } catch let error as LineworkError {
            #expect(error.description.contains(name))
            #expect(!error.description.contains("\n"))
            #expect(error.exitCode == 65, "\(error)")
        } catch {
            Issue.record("unexpected error type \(error)")
        }
    }
}
