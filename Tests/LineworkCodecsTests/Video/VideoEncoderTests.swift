import Foundation
import LineworkCore
import LineworkImage
import Testing

@testable import LineworkCodecs

struct VideoEncoderTests {
    /// A frame of smooth gradients with a moving square: every palette level, long runs and noise.
    static func frame(_ k: Int, width: Int, height: Int) -> [UInt8] {
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                let inSquare = abs(x - 10 - 3 * k) < 6 && abs(y - height / 2) < 6
                rgba[o] = inSquare ? 255 : UInt8(x * 255 / max(width - 1, 1))
                rgba[o + 1] = inSquare ? 0 : UInt8(y * 255 / max(height - 1, 1))
                rgba[o + 2] = UInt8((x * 7 + y * 13 + k * 31) % 256)
            }
        }
        return rgba
    }

    /// The encoder's LZW, read back by an independent decoder, gives every frame's dithered
    /// indices; frame delays add up to the duration; the GIF loops.
    @Test func gifDecodesToItsFramesAndDelays() throws {
        let (width, height, fps) = (97, 61, 12)
        let output = VideoBytes()
        let encoder = try GIFEncoder(width: width, height: height, fps: fps, output: output)
        for k in 0..<12 {
            try Self.frame(k, width: width, height: height).withUnsafeBufferPointer { try encoder.append(rgba: $0) }
        }
        try encoder.finish()
        let gif = try GIFDecoding(output.bytes)
        #expect(gif.width == width && gif.height == height && gif.loops)
        #expect(gif.frames.count == 12)
        #expect(gif.frames.map(\.delay).reduce(0, +) == 100)
        #expect(Set(gif.frames.map(\.delay)) == [8, 9])
        // Dithering keeps colours close: each decoded pixel is within one palette step of its source.
        let source = Self.frame(5, width: width, height: height)
        for (i, index) in gif.frames[5].indices.enumerated() {
            let colour = gif.palette[Int(index)]
            #expect(abs(Int(colour.x) - Int(source[i * 4])) <= 51 && abs(Int(colour.y) - Int(source[i * 4 + 1])) <= 43,
                    "pixel \(i)")
            if abs(Int(colour.x) - Int(source[i * 4])) > 51 { break }
        }
    }

    /// Black and white survive exactly (line art on white stays crisp).
    @Test func gifKeepsBlackAndWhiteExact() throws {
        let output = VideoBytes()
        let encoder = try GIFEncoder(width: 8, height: 4, fps: 10, output: output)
        var rgba = [UInt8](repeating: 255, count: 8 * 4 * 4)
        for i in stride(from: 0, to: 16 * 4, by: 4) { rgba[i] = 0; rgba[i + 1] = 0; rgba[i + 2] = 0 }
        try rgba.withUnsafeBufferPointer { try encoder.append(rgba: $0) }
        try encoder.finish()
        let gif = try GIFDecoding(output.bytes)
        let colours = gif.frames[0].indices.map { gif.palette[Int($0)] }
        #expect(colours.prefix(16).allSatisfy { $0 == SIMD3(0, 0, 0) })
        #expect(colours.dropFirst(16).allSatisfy { $0 == SIMD3(255, 255, 255) })
    }

    /// A long frame fills the LZW table many times over (clear codes and 12-bit codes).
    @Test func gifLZWSurvivesTableResets() throws {
        let (width, height) = (300, 200)
        let output = VideoBytes()
        let encoder = try GIFEncoder(width: width, height: height, fps: 25, output: output)
        let rgba = Self.frame(3, width: width, height: height)
        try rgba.withUnsafeBufferPointer { try encoder.append(rgba: $0) }
        try encoder.finish()
        let gif = try GIFDecoding(output.bytes)
        #expect(gif.frames.count == 1 && gif.frames[0].indices.count == width * height)
    }

    /// APNG: the chunks are in the specification's order with valid CRCs, sequence numbers
    /// count from 0 without gaps, and the first frame is the default image (libpng decodes it).
    @Test func apngChunksFollowTheSpecification() throws {
        let (width, height, fps) = (40, 30, 24)
        let output = VideoBytes()
        let encoder = try APNGEncoder(width: width, height: height, fps: fps, output: output)
        for k in 0..<3 {
            try Self.frame(k, width: width, height: height).withUnsafeBufferPointer { try encoder.append(rgba: $0) }
        }
        try encoder.finish()
        let bytes = output.bytes
        #expect(Array(bytes.prefix(8)) == PNGChunk.signature)
        let chunks = PNGChunk.chunks(of: bytes)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        // Every CRC checks out.
        var i = 8
        for chunk in chunks {
            let crc = PNGChunk.crc32(Array(bytes[(i + 4)..<(i + 8 + chunk.data.count)]), start: 0xFFFF_FFFF) ^ 0xFFFF_FFFF
            let stored = bytes[(i + 8 + chunk.data.count)..<(i + 12 + chunk.data.count)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(crc == stored, "\(chunk.type)")
            i += 12 + chunk.data.count
        }
        func number(_ data: ArraySlice<UInt8>, _ at: Int) -> Int { data.dropFirst(at).prefix(4).reduce(0) { $0 << 8 | Int($1) } }
        #expect(number(chunks[1].data, 0) == 3)
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { number($0.data, 0) }
        #expect(sequence == Array(0..<5))
        let control = chunks[2].data
        #expect(number(control, 4) == width && number(control, 8) == height)
        #expect(Array(control.dropFirst(20).prefix(4)) == [0, 1, 0, UInt8(fps)])
        let decoded = try ImageDecoder().decode(bytes: bytes, path: "frames.apng")
        #expect(decoded.width == width && decoded.height == height)
    }

    @Test func formatsFollowTheExtension() throws {
        #expect(try VideoFormat(path: "a/b.MP4") == .mp4)
        #expect(try VideoFormat(path: "x.webm") == .webm)
        #expect(try VideoFormat(path: "x.gif") == .gif)
        #expect(try VideoFormat(path: "x.apng") == .apng)
        for bad in ["x.avi", "x", "dir.gif/x", "x.svg", ".", "...", "x.", "out/..", ""] {
            #expect(throws: LineworkError.self, "\(bad)") { try VideoFormat(path: bad) }
        }
    }

    /// Without ffmpeg on the PATH, MP4 fails with one message naming the package to install.
    @Test func missingFFmpegNamesThePackage() {
        #expect {
            try VideoFormat.mp4.sink(width: 64, height: 36, fps: 30, environment: ["PATH": "/nonexistent"],
                                     output: try AtomicFile.Batch().stream(to: Self.scratch("missing.mp4")))
        } throws: { error in
            guard case LineworkError.invalidOption(let name, _, let allowed) = error else { return false }
            return name == "video" && allowed.contains("'ffmpeg' package") && !"\(error)".contains("\n")
        }
    }

    @Test func outOfRangeSizesAndRatesThrow() {
        #expect(throws: LineworkError.self) { try GIFEncoder(width: 0, height: 10, fps: 10, output: VideoBytes()) }
        #expect(throws: LineworkError.self) { try GIFEncoder(width: 10, height: 10, fps: 51, output: VideoBytes()) }
        #expect(throws: LineworkError.self) { try APNGEncoder(width: 10, height: 70_000, fps: 10, output: VideoBytes()) }
        #expect(throws: LineworkError.self) { try APNGEncoder(width: 10, height: 10, fps: 0, output: VideoBytes()) }
        #expect(throws: LineworkError.self) {
            try VideoFormat.mp4.sink(width: 63, height: 36, fps: 30, environment: ProcessInfo.processInfo.environment,
                                     output: try AtomicFile.Batch().stream(to: Self.scratch("odd.mp4")))
        }
    }

    /// Regression (hardening IV, item 8): `draw VIDEO --video --scale 16` had ffmpeg encode
    /// 5120 × 3840 frames. The encoder refuses frames above the documented 4096 × 4096 pixels,
    /// before ffmpeg starts.
    @Test func framesAboveTheLimitAreRefused() throws {
        let path = Self.scratch("huge.mp4")
        let batch = AtomicFile.Batch()
        #expect {
            try FFmpegEncoder(format: .mp4, width: 5120, height: 3840, fps: 25, environment: ProcessInfo.processInfo.environment,
                              output: try batch.stream(to: path))
        } throws: { error in
            guard case LineworkError.invalidOption(let name, let value, _) = error else { return false }
            return name == "size" && value == "5120×3840"
        }
        batch.discard()
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// A path in a fresh scratch folder.
    static func scratch(_ name: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linework-video-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }

    /// Regression (hardening III, 7): GIF and APNG held the whole file in memory until the end.
    /// Frames now go to the output as they come: after each frame the output has grown by it,
    /// and the file is at its destination only after the batch commits.
    @Test func gifAndAPNGWriteEachFrameAsItComes() throws {
        for format in [VideoFormat.gif, .apng] {
            let path = Self.scratch("frames.\(format.rawValue)")
            let batch = AtomicFile.Batch()
            let stream = try batch.stream(to: path)
            let sink = try format.sink(width: 64, height: 48, fps: 10, environment: [:], output: stream)
            var sizes: [Int] = []
            for k in 0..<4 {
                try Self.frame(k, width: 64, height: 48).withUnsafeBufferPointer { try sink.append(rgba: $0) }
                sizes.append(stream.count)
            }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0.0 < $0.1 }, "\(format): \(sizes)")
            #expect(sizes[0] > 64 * 48 / 8, "\(format): the first frame was not written")
            #expect(!FileManager.default.fileExists(atPath: path))
            try sink.finish()
            try batch.commit()
            let bytes = try InputFile.read(path)
            if format == .apng {
                let chunks = PNGChunk.chunks(of: bytes)
                #expect(chunks.first { $0.type == "acTL" }.map { $0.data.prefix(4).reduce(0) { $0 << 8 | Int($1) } } == 4)
                #expect(chunks.filter { $0.type == "fcTL" }.count == 4 && chunks.last?.type == "IEND")
            } else {
                #expect(try GIFDecoding(bytes).frames.count == 4)
            }
            #expect(!FileManager.default.fileExists(atPath: stream.temporaryPath))
        }
    }

    /// Regression (hardening III, 11): an ffmpeg that never reads its input blocked linework
    /// forever. The frame write times out, ffmpeg is killed and reaped, nothing is left.
    @Test func anFFmpegThatStopsReadingTimesOut() throws {
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("linework-fake-ffmpeg-\(getpid())")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bin) }
        let fake = bin.appendingPathComponent("ffmpeg").path
        try "#!/bin/sh\nexec sleep 30\n".write(toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)
        let path = Self.scratch("stalled.mp4")
        let batch = AtomicFile.Batch()
        let stream = try batch.stream(to: path)
        let encoder = try FFmpegEncoder(format: .mp4, width: 640, height: 360, fps: 25, environment: ["PATH": bin.path],
                                        output: stream, writeTimeout: 1)
        let started = Date()
        let frame = [UInt8](repeating: 128, count: 640 * 360 * 4)
        #expect(throws: LineworkError.self) {
            for _ in 0..<4 { try frame.withUnsafeBufferPointer { try encoder.append(rgba: $0) } }
        }
        #expect(Date().timeIntervalSince(started) < 10)
        // Other tests of this process may have their own ffmpeg registered at this moment: only
        // the fake one (it became `sleep 30`) must be gone.
        let stalled = ChildProcesses.registered.filter { pid in
            (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8))?.hasPrefix("sleep") == true
        }
        #expect(stalled.isEmpty, "ffmpeg was left running")
        batch.discard()
        #expect(!FileManager.default.fileExists(atPath: stream.temporaryPath) && !FileManager.default.fileExists(atPath: path))
    }

    /// Temporary files of a process that no longer exists (killed with SIGKILL) are removed
    /// by the next stream written in their folder; a live process's are left alone.
    @Test func staleTemporariesOfDeadProcessesAreRemoved() throws {
        let path = Self.scratch("next.gif")
        let folder = (path as NSString).deletingLastPathComponent
        // pid 2^22 + 1 is above Linux's pid_max: no such process can exist.
        let dead = folder + "/.linework-4194305-abc.tmp", live = folder + "/.linework-1-abc.tmp"
        for file in [dead, live] { #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8))) }
        let batch = AtomicFile.Batch()
        _ = try batch.stream(to: path)
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: live))
        batch.discard()
    }
}
