/// GIF's variable-length LZW compression of 8-bit indices (GIF89a appendix F), written as
/// data sub-blocks of at most 255 bytes ending with an empty block.
///
/// The dictionary is a dense table, child[code · 256 + index], so each step is one load;
/// it is cleared (2 MB) each time its 4096 codes are used up, about every 4,000 output codes.
struct LZW {
    private var child = [UInt16](repeating: 0, count: 4096 * 256)

    private static let clear = 256, end = 257

    /// Appends the compressed `indices` to `out`.
    mutating func encode(_ indices: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var blocks = BlockWriter()
        var codeSize = 9
        var maxCode = Self.end
        child.withUnsafeMutableBufferPointer { child in
            for i in 0..<child.count { child[i] = 0 }
            blocks.write(Self.clear, bits: codeSize, into: &out)
            guard var current = indices.first.map(Int.init) else {
                blocks.write(Self.end, bits: codeSize, into: &out)
                blocks.flush(into: &out)
                return
            }
            for k in 1..<indices.count {
                let next = Int(indices[k])
                let slot = current &<< 8 | next
                let known = Int(child[slot])
                if known != 0 {
                    current = known
                    continue
                }
                blocks.write(current, bits: codeSize, into: &out)
                maxCode &+= 1
                child[slot] = UInt16(maxCode)
                if maxCode >= 1 << codeSize { codeSize += 1 }
                if maxCode == 4095 {
                    blocks.write(Self.clear, bits: codeSize, into: &out)
                    for i in 0..<child.count { child[i] = 0 }
                    codeSize = 9
                    maxCode = Self.end
                }
                current = next
            }
            blocks.write(current, bits: codeSize, into: &out)
            blocks.write(Self.end, bits: codeSize, into: &out)
            blocks.flush(into: &out)
        }
    }
}

/// Packs codes least significant bit first into GIF data sub-blocks.
private struct BlockWriter {
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private var block = [UInt8]()

    init() { block.reserveCapacity(255) }

    mutating func write(_ code: Int, bits: Int, into out: inout [UInt8]) {
        bitBuffer |= UInt32(code) << UInt32(bitCount)
        bitCount += bits
        while bitCount >= 8 {
            block.append(UInt8(truncatingIfNeeded: bitBuffer))
            bitBuffer >>= 8
            bitCount -= 8
            if block.count == 255 { emit(into: &out) }
        }
    }

    private mutating func emit(into out: inout [UInt8]) {
        out.append(UInt8(block.count))
        out += block
        block.removeAll(keepingCapacity: true)
    }

    /// Writes the last partial byte, the last block and the terminating empty block.
    mutating func flush(into out: inout [UInt8]) {
        if bitCount > 0 { block.append(UInt8(truncatingIfNeeded: bitBuffer)) }
        (bitBuffer, bitCount) = (0, 0)
        if !block.isEmpty { emit(into: &out) }
        out.append(0)
    }
}
