/// A minimal GIF reader for the tests: the logical screen, the global palette, each frame's
/// delay and LZW-decoded indices (full-screen frames without local palettes or interlace, as
/// `GIFEncoder` writes them). An independent decoder, so the encoder's LZW is checked against
/// the specification rather than against itself.
struct GIFDecoding {
    var width = 0, height = 0
    var palette: [SIMD3<UInt8>] = []
    var frames: [(delay: Int, indices: [UInt8])] = []
    var loops = false

    enum Failure: Error { case malformed(String) }

    init(_ bytes: [UInt8]) throws {
        guard bytes.count > 13, String(decoding: bytes[0..<6], as: UTF8.self) == "GIF89a" else { throw Failure.malformed("header") }
        width = Int(bytes[6]) | Int(bytes[7]) << 8
        height = Int(bytes[8]) | Int(bytes[9]) << 8
        var i = 13
        if bytes[10] & 0x80 != 0 {
            let count = 2 << Int(bytes[10] & 7)
            palette = (0..<count).map { SIMD3(bytes[i + 3 * $0], bytes[i + 3 * $0 + 1], bytes[i + 3 * $0 + 2]) }
            i += 3 * count
        }
        var delay = 0
        while i < bytes.count {
            switch bytes[i] {
            case 0x3B: return
            case 0x21:
                let label = bytes[i + 1]
                i += 2
                if label == 0xF9 { delay = Int(bytes[i + 2]) | Int(bytes[i + 3]) << 8 }
                if label == 0xFF, String(decoding: bytes[(i + 1)..<(i + 12)], as: UTF8.self) == "NETSCAPE2.0" { loops = true }
                while bytes[i] != 0 { i += Int(bytes[i]) + 1 }
                i += 1
            case 0x2C:
                let w = Int(bytes[i + 5]) | Int(bytes[i + 6]) << 8, h = Int(bytes[i + 7]) | Int(bytes[i + 8]) << 8
                guard w == width, h == height, bytes[i + 9] == 0 else { throw Failure.malformed("frame") }
                let minimum = Int(bytes[i + 10])
                i += 11
                var data: [UInt8] = []
                while bytes[i] != 0 {
                    data += bytes[(i + 1)...(i + Int(bytes[i]))]
                    i += Int(bytes[i]) + 1
                }
                i += 1
                frames.append((delay, try Self.lzw(data, minimum: minimum, count: w * h)))
            default: throw Failure.malformed("block \(bytes[i])")
            }
        }
        throw Failure.malformed("no trailer")
    }

    static func lzw(_ data: [UInt8], minimum: Int, count: Int) throws -> [UInt8] {
        let clear = 1 << minimum, end = clear + 1
        var table: [[UInt8]] = []
        var size = minimum + 1
        func reset() {
            table = (0..<clear).map { [UInt8($0)] } + [[], []]
            size = minimum + 1
        }
        reset()
        var out: [UInt8] = []
        var previous: [UInt8]?
        var bit = 0
        while bit + size <= data.count * 8 {
            var code = 0
            for b in 0..<size where data[(bit + b) / 8] & (1 << ((bit + b) % 8)) != 0 { code |= 1 << b }
            bit += size
            if code == clear { reset(); previous = nil; continue }
            if code == end { break }
            let entry: [UInt8]
            if code < table.count {
                entry = table[code]
                if let previous { table.append(previous + [entry[0]]) }
            } else if let previous, code == table.count {
                entry = previous + [previous[0]]
                table.append(entry)
            } else {
                throw Failure.malformed("code \(code) of \(table.count)")
            }
            out += entry
            previous = entry
            if table.count == 1 << size && size < 12 { size += 1 }
        }
        guard out.count == count else { throw Failure.malformed("\(out.count) indices for \(count) pixels") }
        return out
    }
}
