import LineworkCore
import LineworkImage

/// An animated PNG, frame by frame, looping forever.
///
/// libpng (Debian's build) has no APNG API, so each frame is encoded as an ordinary RGB PNG
/// with libpng (`PNGEncoder`) and its image data re-chunked (APNG 1.0 specification): the
/// first frame's `IDAT` stays as it is (so viewers without APNG show the first frame), later
/// frames' data go into `fdAT` chunks, each frame is preceded by an `fcTL` (full-frame region,
/// no disposal, source blending, delay 1/fps s), and an `acTL` after `IHDR` gives the frame
/// count. Sequence numbers count the `fcTL` and `fdAT` chunks from 0. Each frame is written to
/// the output as it comes; the `acTL`'s count, unknown until the end, is written as 0 and
/// rewritten (with its CRC) by `finish`.
public final class APNGEncoder: FrameSink {
    /// Frame rates: the delay is 1/fps s, an APNG `delay_den` of fps.
    public static let frameRates = 1...120

    private let width: Int, height: Int, fps: Int
    private let output: any VideoOutput
    private var frames = 0
    private var sequence = 0
    /// Where the `acTL` chunk starts in the output.
    private var animationControlOffset: Int?
    private var rgb: [UInt8]

    /// An encoder for `width` × `height` frames at `fps`, writing into `output`.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `size` (sides 1…65535) or `fps` (`frameRates`).
    public init(width: Int, height: Int, fps: Int, output: any VideoOutput) throws {
        try VideoFormat.apng.check(width: width, height: height, fps: fps, frameRates: Self.frameRates)
        (self.width, self.height, self.fps, self.output) = (width, height, fps, output)
        rgb = [UInt8](repeating: 0, count: width * height * 3)
    }

    /// Encodes one RGBA frame with libpng and writes its control and data chunks.
    public func append(rgba: UnsafeBufferPointer<UInt8>) throws {
        guard rgba.count == width * height * 4 else {
            throw LineworkError.invalidOption(name: "frame", value: "\(rgba.count) bytes",
                                              allowed: "must be \(width)×\(height) RGBA, \(width * height * 4) bytes")
        }
        rgb.withUnsafeMutableBufferPointer { out in
            for i in 0..<(width &* height) {
                out[i &* 3] = rgba[i &* 4]
                out[i &* 3 &+ 1] = rgba[i &* 4 &+ 1]
                out[i &* 3 &+ 2] = rgba[i &* 4 &+ 2]
            }
        }
        let png = try PNGEncoder.encode(Image(validWidth: width, height: height, channels: 3, samples: rgb))
        var header: [UInt8]?
        var data: [UInt8] = []
        for chunk in PNGChunk.chunks(of: png) {
            switch chunk.type {
            case "IHDR": header = Array(chunk.data)
            case "IDAT": data += chunk.data
            default: break
            }
        }
        var out: [UInt8] = []
        if frames == 0 {
            guard let header else {
                throw LineworkError.invalidOption(name: "frame", value: "0", allowed: "libpng wrote no IHDR")
            }
            out = PNGChunk.signature
            PNGChunk.append("IHDR", header, to: &out)
            animationControlOffset = output.count + out.count
            PNGChunk.append("acTL", Self.animationControl(frames: 0), to: &out)
        }
        let control = PNGChunk.bigEndian(sequence) + PNGChunk.bigEndian(width) + PNGChunk.bigEndian(height)
            + PNGChunk.bigEndian(0) + PNGChunk.bigEndian(0)
            + [0, 1, UInt8(truncatingIfNeeded: fps >> 8), UInt8(truncatingIfNeeded: fps), 0, 0]
        PNGChunk.append("fcTL", control, to: &out)
        sequence += 1
        if frames == 0 {
            PNGChunk.append("IDAT", data, to: &out)
        } else {
            PNGChunk.append("fdAT", PNGChunk.bigEndian(sequence) + data, to: &out)
            sequence += 1
        }
        try output.write(out)
        frames += 1
    }

    /// Ends the file: the frame count into `acTL`, then `IEND`.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `frames` when no frame was appended.
    public func finish() throws {
        guard let animationControlOffset, frames > 0 else {
            throw LineworkError.invalidOption(name: "frames", value: "0", allowed: "an animation needs at least one frame")
        }
        var chunk: [UInt8] = []
        PNGChunk.append("acTL", Self.animationControl(frames: frames), to: &chunk)
        try output.overwrite(chunk, at: animationControlOffset)
        var end: [UInt8] = []
        PNGChunk.append("IEND", [], to: &end)
        try output.write(end)
    }

    /// `acTL`'s data: the frame count, and 0 plays (loop forever).
    private static func animationControl(frames: Int) -> [UInt8] {
        PNGChunk.bigEndian(frames) + PNGChunk.bigEndian(0)
    }
}
