import LineworkCore
import LineworkImage

/// An animated PNG, frame by frame, looping forever.
///
/// libpng (Debian's build) has no APNG API, so each frame is encoded as an ordinary RGB PNG
/// with libpng (`PNGEncoder`) and its image data re-chunked (APNG 1.0 specification): the
/// first frame's `IDAT` stays as it is (so viewers without APNG show the first frame), later
/// frames' data go into `fdAT` chunks, each frame is preceded by an `fcTL` (full-frame region,
/// no disposal, source blending, delay 1/fps s), and an `acTL` after `IHDR` gives the frame
/// count. Sequence numbers count the `fcTL` and `fdAT` chunks from 0. Only the compressed frames
/// are kept until `finish`.
public final class APNGEncoder: FrameSink {
    /// Frame rates: the delay is 1/fps s, an APNG `delay_den` of fps.
    public static let frameRates = 1...120

    private let width: Int, height: Int, fps: Int
    private var header: [UInt8]?
    private var frames: [[UInt8]] = []
    private var rgb: [UInt8]

    /// An encoder for `width` × `height` frames at `fps`.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `size` (sides 1…65535) or `fps` (`frameRates`).
    public init(width: Int, height: Int, fps: Int) throws {
        try VideoFormat.apng.check(width: width, height: height, fps: fps, frameRates: Self.frameRates)
        (self.width, self.height, self.fps) = (width, height, fps)
        rgb = [UInt8](repeating: 0, count: width * height * 3)
    }

    /// Encodes one RGBA frame with libpng and keeps its compressed image data.
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
        var data: [UInt8] = []
        for chunk in PNGChunk.chunks(of: png) {
            switch chunk.type {
            case "IHDR": if header == nil { header = Array(chunk.data) }
            case "IDAT": data += chunk.data
            default: break
            }
        }
        frames.append(data)
    }

    /// The APNG file: the first frame's header, the frame count, then every frame's control and data chunks.
    public func finish() throws -> [UInt8] {
        guard let header, !frames.isEmpty else {
            throw LineworkError.invalidOption(name: "frames", value: "0", allowed: "an animation needs at least one frame")
        }
        var out = PNGChunk.signature
        PNGChunk.append("IHDR", header, to: &out)
        PNGChunk.append("acTL", PNGChunk.bigEndian(frames.count) + PNGChunk.bigEndian(0), to: &out)
        var sequence = 0
        for (index, data) in frames.enumerated() {
            let control = PNGChunk.bigEndian(sequence) + PNGChunk.bigEndian(width) + PNGChunk.bigEndian(height)
                + PNGChunk.bigEndian(0) + PNGChunk.bigEndian(0)
                + [0, 1, UInt8(truncatingIfNeeded: fps >> 8), UInt8(truncatingIfNeeded: fps), 0, 0]
            PNGChunk.append("fcTL", control, to: &out)
            sequence += 1
            if index == 0 {
                PNGChunk.append("IDAT", data, to: &out)
            } else {
                PNGChunk.append("fdAT", PNGChunk.bigEndian(sequence) + data, to: &out)
                sequence += 1
            }
        }
        PNGChunk.append("IEND", [], to: &out)
        return out
    }
}
