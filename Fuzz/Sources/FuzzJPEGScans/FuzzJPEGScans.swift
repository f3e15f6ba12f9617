import FuzzDriver
import FuzzSupport
import LineworkCodecs
import LineworkCore

/// Progressive JPEGs with fuzzed scan scripts (issue 19, item 7: a 683 KB file of 20,000 scans
/// took 291 s). The frame, quantisation and first Huffman tables are those of
/// Tests/FuzzCorpus/FuzzJPEG/progressive.jpg (32×16, three components); the input then describes
/// scans, each as
///   flags (bit 0: insert one of that file's later Huffman tables, chosen by the next byte;
///          bits 1–2: component count 1…3), component ids, Ss, Se, Ah·16 + Al,
///   a repeat count (1…64, or ×64 with bit 7 of the flags), entropy length (0…63) and bytes,
/// so that scan counts far above the limit are a few bytes away. Checks: the decoder's promises
/// (`checkDecoding`), and that no file with more than `maxScans` scans ever decodes, strict or
/// lenient.
let header: [UInt8] = hexBytes("""
ffd8ffe000104a46494600010100000100010000ffdb0043000201010101010201010102020202020403020202020504
040304060506060605060606070908060709070606080b08090a0a0a0a0a06080b0c0b0a0c090a0a0affdb0043010202
02020202050303050a0706070a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a
0a0a0a0a0a0a0a0a0a0a0a0a0a0affc20011080010002003011100021101031101ffc400170001010101000000000000
00000000000000070809ffc400190101000301010000000000000000000000000708090506
""")

/// The progressive file's later DHT segments, whole.
let tables: [[UInt8]] = [
    hexBytes("ffc40014100100000000000000000000000000000030"),
    hexBytes("ffc40014110100000000000000000000000000000030"),
    hexBytes("ffc40014110100000000000000000000000000000030"),
    hexBytes("ffc40014100100000000000000000000000000000030"),
    hexBytes("ffc40014100100000000000000000000000000000030"),
    hexBytes("ffc40014110100000000000000000000000000000030"),
    hexBytes("ffc40014110100000000000000000000000000000030"),
    hexBytes("ffc40014100100000000000000000000000000000030"),
]

/// A scan limit low enough for the fuzzer to cross often; the default (1,000) is exercised too.
let limits = ResourceLimits(maxPixels: 1 << 20, maxScans: 64)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEGScans(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    var input = FuzzInput(data, size)
    var file = header
    var scans = 0
    while input.remaining > 0 && scans <= 4 * ResourceLimits.defaultMaxScans {
        let flags = input.byte()
        if flags & 1 != 0 { file += tables[Int(input.byte()) % tables.count] }
        let components = 1 + Int(flags >> 1 & 3) % 3
        var segment: [UInt8] = [0xFF, 0xDA, 0, UInt8(6 + 2 * components), UInt8(components)]
        for _ in 0..<components { segment += [input.byte(), input.byte()] }  // id, table selectors
        segment += [input.byte(), input.byte(), input.byte()]  // Ss, Se, Ah·16 + Al
        let repeats = (1 + Int(input.byte() & 63)) * (flags & 0x80 != 0 ? 64 : 1)
        var entropy: [UInt8] = []
        for _ in 0..<(input.byte() & 63) {
            let byte = input.byte()
            entropy.append(byte)
            if byte == 0xFF { entropy.append(0) }  // byte stuffing keeps it entropy data
        }
        for _ in 0..<repeats where scans <= 4 * ResourceLimits.defaultMaxScans {
            file += segment + entropy
            scans += 1
        }
    }
    file += [0xFF, 0xD9]

    checkDecoding(file, name: "scans.jpg")
    for decoder in [ImageDecoder(limits: limits), ImageDecoder(limits: limits, lenient: true)] {
        let decoded = try? decoder.decode(bytes: file, path: "scans.jpg")
        require(decoded == nil || scans <= limits.maxScans,
                "\(scans) scans decoded with a limit of \(limits.maxScans) (lenient: \(decoder.lenient))")
    }
    return 0
}

/// Bytes from hexadecimal digits (whitespace ignored).
func hexBytes(_ text: String) -> [UInt8] {
    let digits = Array(text.filter(\.isHexDigit))
    return stride(from: 0, to: digits.count - 1, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
}
