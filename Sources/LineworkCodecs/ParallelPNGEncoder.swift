import LineworkCore
import _CZlib

/// Encodes large 8-bit images to PNG on every core, with zlib directly (not libpng).
///
/// How (the pigz technique, RFC 1950/1951): the filtered rows are cut into blocks of a fixed
/// size, each block is deflated on its own as raw deflate data ending in a sync flush (the last
/// one in the final block), and the pieces are concatenated behind one zlib header, with the
/// blocks' Adler-32 checksums combined into the trailer. Each block becomes one IDAT chunk. A
/// block starts without the previous block's 32 KiB window, which costs well under 1 % of
/// the size at 1 MiB per block.
///
/// The block size depends only on the row length, never on the number of threads, so the bytes
/// are the same on any machine with the same zlib.
///
/// Why these settings: rows use filter type None and zlib level 1. On rendered line art (a 12 MP
/// sweep, anti-aliased strokes on white) they give a 40 % smaller file than libpng's adaptive
/// filtering at level 6, in a fifth of the time; with a faded photo underneath, None is within
/// 5 % of the best single filter. Level 1 is within 3 % of levels 2 and 3 there.
package enum ParallelPNGEncoder {
    /// Filtered bytes per block (at least one row): 1 MiB.
    static let blockBytes = 1 << 20

    /// zlib's level 1, its fastest that still matches strings.
    static let level: Int32 = 1

    /// PNG bytes of a `width` × `height` image with 8-bit samples, whose rows `row` writes.
    ///
    /// - Parameters:
    ///   - width: pixels per row, 1 ... 2^31 − 1.
    ///   - height: rows, 1 ... 2^31 − 1.
    ///   - channels: 1 gray, 2 gray + alpha, 3 RGB or 4 RGBA (straight alpha).
    ///   - threads: the threads to share the blocks between; default `Parallel.threadCount`. The
    ///     bytes do not depend on it.
    ///   - row: writes row `y`'s `width × channels` samples into the buffer it is given. It is
    ///     called once per row, concurrently for rows of different blocks.
    /// - Throws: `LineworkError.invalidOption` for a size or channel count out of range,
    ///   `.resourceLimit` when zlib fails (out of memory).
    package static func encode(width: Int, height: Int, channels: Int, threads: Int = Parallel.threadCount,
                               rows row: (_ y: Int, _ samples: UnsafeMutableBufferPointer<UInt8>) -> Void) throws -> [UInt8] {
        let limit = Int(Int32.max)
        guard (1...limit).contains(width), (1...limit).contains(height), (1...4).contains(channels),
              width <= (limit - 1) / channels else {
            throw LineworkError.invalidOption(name: "PNG image", value: "\(width)×\(height), \(channels) channels",
                                              allowed: "1 to \(limit) pixels a side and 1 to 4 channels")
        }
        let rowBytes = width * channels + 1
        let rowsPerBlock = max(1, blockBytes / rowBytes)
        let blockCount = (height + rowsPerBlock - 1) / rowsPerBlock
        var blocks = [Block](repeating: Block(), count: blockCount)
        blocks.withUnsafeMutableBufferPointer { blocks in
            let blocks = blocks.baseAddress!
            Parallel.forEachChunk(blockCount, minimumChunk: 1, threads: threads) { range in
                let deflater = Deflater()
                var raw = [UInt8](repeating: 0, count: rowsPerBlock * rowBytes)
                raw.withUnsafeMutableBufferPointer { raw in
                    for b in range {
                        let first = b * rowsPerBlock, count = min(rowsPerBlock, height - first)
                        for r in 0..<count {
                            let start = raw.baseAddress! + r &* rowBytes
                            start.pointee = 0  // filter type None
                            row(first + r, UnsafeMutableBufferPointer(start: start + 1, count: rowBytes - 1))
                        }
                        let filtered = UnsafeBufferPointer(rebasing: raw[..<(count * rowBytes)])
                        blocks[b] = deflater.block(filtered, last: b == blockCount - 1)
                    }
                }
            }
        }
        guard blocks.allSatisfy({ $0.compressed != nil }) else {
            throw LineworkError.resourceLimit(detail: "PNG encoding failed: zlib could not deflate the image (out of memory)")
        }
        return assemble(blocks, width: width, height: height, channels: channels,
                        filteredBytes: (rowsPerBlock * rowBytes, (height - (blockCount - 1) * rowsPerBlock) * rowBytes))
    }

    /// One block's deflated bytes (nil when zlib failed) and the Adler-32 of its filtered bytes.
    struct Block {
        var compressed: [UInt8]? = nil
        var adler: UInt = 1
    }

    /// The PNG file: signature, IHDR, one IDAT per block (the zlib header in the first, the
    /// combined Adler-32 after the last), IEND.
    /// `filteredBytes`: the length of every block's filtered data but the last, and the last's.
    private static func assemble(_ blocks: [Block], width: Int, height: Int, channels: Int,
                                 filteredBytes: (block: Int, last: Int)) -> [UInt8] {
        var adler = blocks[0].adler
        for (i, block) in blocks.enumerated().dropFirst() {
            adler = adler32_combine(adler, block.adler, i == blocks.count - 1 ? filteredBytes.last : filteredBytes.block)
        }
        let colourTypes: [UInt8] = [0, 4, 2, 6]  // gray, gray + alpha, RGB, RGBA
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(blocks.reduce(64) { $0 + $1.compressed!.count + 12 } + 6)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, colourTypes[channels - 1], 0, 0, 0]  // depth, colour type, deflate, adaptive filtering, no interlace
        png.appendChunk("IHDR", header)
        for (i, block) in blocks.enumerated() {
            // CMF 0x78: deflate with a 32 KiB window; FLG 0x01: fastest level, check bits.
            let prefix: [UInt8] = i == 0 ? [0x78, 0x01] : []
            var suffix: [UInt8] = []
            if i == blocks.count - 1 { suffix.appendBigEndian(UInt32(truncatingIfNeeded: adler)) }
            png.appendChunk("IDAT", prefix, block.compressed!, suffix)
        }
        png.appendChunk("IEND", [])
        return png
    }

    /// A raw-deflate stream reused block after block by one thread.
    private struct Deflater: ~Copyable {
        /// On the heap: zlib keeps a pointer back to its stream and refuses a stream that moved.
        private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        private let ready: Bool

        init() {
            stream.initialize(to: z_stream())
            // Raw deflate (negative window bits): the zlib header and trailer are written once, by `assemble`.
            ready = deflateInit2_(stream, ParallelPNGEncoder.level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY,
                                  ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
        }

        deinit {
            if ready { deflateEnd(stream) }
            stream.deallocate()
        }

        /// `bytes` deflated from a fresh state, ending in a sync flush (byte-aligned, so blocks
        /// concatenate) or, for the `last` block, with the final-block bit.
        func block(_ bytes: UnsafeBufferPointer<UInt8>, last: Bool) -> Block {
            let adler = adler32(1, bytes.baseAddress, UInt32(bytes.count))
            guard ready, deflateReset(stream) == Z_OK else { return Block() }
            // deflateBound covers Z_FINISH; a sync flush adds an empty stored block (5 bytes).
            let bound = Int(deflateBound(stream, UInt(bytes.count))) + 16
            var ok = false
            let compressed = [UInt8](unsafeUninitializedCapacity: bound) { out, written in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
                stream.pointee.avail_in = UInt32(bytes.count)
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = UInt32(bound)
                let status = deflate(stream, last ? Z_FINISH : Z_SYNC_FLUSH)
                ok = stream.pointee.avail_in == 0 && (last ? status == Z_STREAM_END : status == Z_OK)
                written = bound - Int(stream.pointee.avail_out)
            }
            return ok ? Block(compressed: compressed, adler: adler) : Block()
        }
    }
}

private extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// A PNG chunk: length, type, data (the `parts` one after another), CRC-32 of type and data.
    mutating func appendChunk(_ type: String, _ parts: [UInt8]...) {
        appendBigEndian(UInt32(parts.reduce(0) { $0 + $1.count }))
        let start = count
        append(contentsOf: type.utf8)
        for part in parts { append(contentsOf: part) }
        let crc = withUnsafeBufferPointer { crc32(0, $0.baseAddress! + start, UInt32(count - start)) }
        appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}
