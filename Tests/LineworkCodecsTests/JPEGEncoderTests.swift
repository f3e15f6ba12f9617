import Foundation
import LineworkCore
import LineworkImage
import Testing

@testable import LineworkCodecs

struct JPEGEncoderTests {
    /// A smooth 32×24 test card: JPEG reproduces gradients closely, so a round trip at high
    /// quality stays within a few levels of every sample.
    static func gradient(channels: Int) -> Image<UInt8> {
        var samples = [UInt8]()
        for y in 0..<24 {
            for x in 0..<32 {
                let colour = [UInt8(x * 7 + 10), UInt8(y * 9 + 20), UInt8((x + y) * 4 + 30)]
                samples += channels == 1 ? [colour[0]] : colour
            }
        }
        return Image(validWidth: 32, height: 24, channels: channels, samples: samples)
    }

    static func maxDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test(arguments: [1, 3])
    func roundTripsWithinTolerance(channels: Int) throws {
        let image = Self.gradient(channels: channels)
        let bytes = try JPEGEncoder.encode(image, quality: 95)
        #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try ImageDecoder().decode(bytes: bytes, path: "memory.jpg")
        #expect(decoded.format == .jpeg)
        #expect(decoded.sourceChannels == channels)
        guard case .uint8(let pixels) = decoded.pixels else {
            Issue.record("JPEG decoded to 16 bits")
            return
        }
        #expect(pixels.width == 32 && pixels.height == 24 && pixels.channels == channels)
        // Chroma subsampling (4:2:0) costs colour a few more levels than gray.
        #expect(Self.maxDifference(pixels.samples, image.samples) <= (channels == 1 ? 4 : 8))
        let mean = Double(zip(pixels.samples, image.samples).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) })
            / Double(image.samples.count)
        #expect(mean <= 2)
    }

    @Test func lowerQualityMakesSmallerFiles() throws {
        let image = Self.gradient(channels: 3)
        let small = try JPEGEncoder.encode(image, quality: 10)
        let large = try JPEGEncoder.encode(image, quality: 100)
        #expect(small.count < large.count)
        #expect(try JPEGEncoder.encode(image) == JPEGEncoder.encode(image, quality: JPEGEncoder.defaultQuality))
    }

    @Test func alphaIsCompositedOverWhite() throws {
        // Fully transparent red pixels become paper white.
        let image = Image<UInt8>(validWidth: 8, height: 8, channels: 4, samples: Array(repeating: [255, 0, 0, 0], count: 64).flatMap { $0 })
        let decoded = try ImageDecoder().decode(bytes: try JPEGEncoder.encode(image), path: "memory.jpg")
        guard case .uint8(let pixels) = decoded.pixels else {
            Issue.record("a JPEG decoded to \(decoded.pixels), not 8-bit")
            return
        }
        #expect(pixels.channels == 3)
        #expect(pixels.samples.allSatisfy { $0 >= 250 })
    }

    @Test func sixteenBitIsRoundedToEightBits() throws {
        let image = Image<UInt16>(validWidth: 8, height: 8, channels: 1, repeating: 32896)  // 128 · 257
        let decoded = try ImageDecoder().decode(bytes: try JPEGEncoder.encode(image), path: "memory.jpg")
        #expect(decoded.pixels == .uint8(Image(validWidth: 8, height: 8, channels: 1, repeating: 128)))
    }

    @Test(arguments: [0, -5, 101, Int.max])
    func qualityOutsideOneToHundredIsRefused(quality: Int) {
        #expect(throws: LineworkError.invalidOption(name: "JPEG quality", value: "\(quality)", allowed: "must be 1...100")) {
            try JPEGEncoder.encode(Self.gradient(channels: 1), quality: quality)
        }
    }

    @Test func sideAboveJPEGsLimitIsRefusedWithoutCrashing() {
        let wide = Image<UInt8>(validWidth: 65_501, height: 1, channels: 1, repeating: 0)
        do {
            _ = try JPEGEncoder.encode(wide)
            Issue.record("a 65501-pixel-wide JPEG was written")
        } catch let error as LineworkError {
            #expect(error.description.contains("65500"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func writeIsAtomic() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jpeg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.jpg").path
        try JPEGEncoder.write(Self.gradient(channels: 3), to: path)
        #expect(try ImageDecoder().decode(path: path).width == 32)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.jpg"])
    }
}
