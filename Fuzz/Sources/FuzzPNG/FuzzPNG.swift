import FuzzDriver
import FuzzSupport

/// PNG decoding: the input as is, then with its chunk checksums repaired so that mutations
/// reach libpng's chunk and pixel decoding (and the eXIf orientation) instead of its CRC check.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkDecoding(bytes, name: "fuzz.png")
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
        checkDecoding(CRC32.fixingPNGChecksums(bytes), name: "fuzz.png")
    }
    return 0
}
