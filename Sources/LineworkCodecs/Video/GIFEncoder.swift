import LineworkCore

/// An animated GIF, frame by frame: GIF89a, looping forever, every frame on one fixed palette.
///
/// The palette is the 6 × 7 × 6 RGB cube (252 colours, green finer because the eye is most
/// sensitive to it, black and white exact), and each pixel is snapped to it with a 4 × 4 Bayer
/// ordered dither: fixed per position, so the dither does not crawl while the camera holds
/// still, and frames need no per-frame palette search. Pixel indices are LZW-compressed as the
/// GIF specification (89a, appendix F) asks: 8-bit minimum code size, codes of 9 to 12 bits,
/// a clear code when the 4096-entry table is full. Frame delays are in hundredths of a second,
/// rounded so that they add up to the exact duration (a 12 fps video alternates 8 and 9).
public final class GIFEncoder: FrameSink {
    /// Frame rates GIF can show: browsers stretch delays under 2/100 s, so at most 50 fps.
    public static let frameRates = 1...50

    private let width: Int, height: Int, fps: Int
    private let output: any VideoOutput
    /// One frame's encoded bytes, written to `output` once the frame is complete.
    private var bytes: [UInt8] = []
    private var frames = 0
    private var indices: [UInt8]
    /// Palette level of each 8-bit value under each of the 16 dither thresholds, per channel.
    private let levels: (r: [UInt8], g: [UInt8], b: [UInt8])
    private var lzw = LZW()

    /// An encoder for `width` × `height` frames at `fps`, writing into `output`.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `size` (sides 1…65535) or `fps`
    ///   (`frameRates`); `.cannotWrite` when the header cannot be written.
    public init(width: Int, height: Int, fps: Int, output: any VideoOutput) throws {
        try VideoFormat.gif.check(width: width, height: height, fps: fps, frameRates: Self.frameRates)
        (self.width, self.height, self.fps, self.output) = (width, height, fps, output)
        indices = [UInt8](repeating: 0, count: width * height)
        func table(_ count: Int) -> [UInt8] {
            var table = [UInt8](repeating: 0, count: 16 * 256)
            for t in 0..<16 {
                for v in 0..<256 {
                    let level = Double(v) * Double(count - 1) / 255 + (Double(t) + 0.5) / 16 - 0.5
                    table[t * 256 + v] = UInt8(min(max(level.rounded(), 0), Double(count - 1)))
                }
            }
            return table
        }
        levels = (table(6), table(7), table(6))
        writeHeader()
        try flush()
    }

    /// Writes the bytes made so far to `output`.
    private func flush() throws {
        try output.write(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// The 4 × 4 Bayer matrix (thresholds 0…15).
    private static let bayer: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    private func writeHeader() {
        bytes += Array("GIF89a".utf8)
        append16(width)
        append16(height)
        bytes += [0xF7, 0, 0]   // global colour table of 256 entries, 8-bit colour
        for i in 0..<256 {
            guard i < 252 else { bytes += [0, 0, 0]; continue }
            let (r, g, b) = (i / 42, i / 6 % 7, i % 6)
            bytes += [UInt8(r * 51), UInt8((g * 255 + 3) / 6), UInt8(b * 51)]
        }
        // NETSCAPE2.0: loop forever.
        bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
    }

    private func append16(_ value: Int) {
        bytes += [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
    }

    /// Dithers one RGBA frame onto the palette and appends it, LZW-compressed, with its delay.
    public func append(rgba: UnsafeBufferPointer<UInt8>) throws {
        guard rgba.count == width * height * 4 else {
            throw LineworkError.invalidOption(name: "frame", value: "\(rgba.count) bytes",
                                              allowed: "must be \(width)×\(height) RGBA, \(width * height * 4) bytes")
        }
        let w = width
        levels.r.withUnsafeBufferPointer { r in
            levels.g.withUnsafeBufferPointer { g in
                levels.b.withUnsafeBufferPointer { b in
                    indices.withUnsafeMutableBufferPointer { out in
                        let out = out.baseAddress!
                        Parallel.forEachChunk(height, minimumChunk: 16) { rows in
                            for y in rows {
                                for x in 0..<w {
                                    let t = Self.bayer[(y & 3) &* 4 &+ (x & 3)] &* 256
                                    let i = y &* w &+ x, o = i &* 4
                                    let index = (Int(r[t &+ Int(rgba[o])]) &* 7 &+ Int(g[t &+ Int(rgba[o &+ 1])])) &* 6
                                        &+ Int(b[t &+ Int(rgba[o &+ 2])])
                                    out[i] = UInt8(truncatingIfNeeded: index)
                                }
                            }
                        }
                    }
                }
            }
        }
        // Graphic control: no disposal needed (every frame covers the screen), delay in 1/100 s.
        let delay = (frames + 1) * 100 / fps - frames * 100 / fps
        bytes += [0x21, 0xF9, 0x04, 0x04]
        append16(delay)
        bytes += [0, 0]
        // Image descriptor: the whole screen, global palette.
        bytes += [0x2C, 0, 0, 0, 0]
        append16(width)
        append16(height)
        bytes += [0, 8]   // no local table; LZW minimum code size 8
        indices.withUnsafeBufferPointer { lzw.encode($0, into: &bytes) }
        try flush()
        frames += 1
    }

    /// Ends the GIF with its trailer.
    public func finish() throws {
        bytes.append(0x3B)
        try flush()
    }
}
