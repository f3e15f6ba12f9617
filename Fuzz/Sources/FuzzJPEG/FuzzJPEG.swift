import FuzzDriver
import FuzzSupport
import LineworkCodecs
import LineworkImage

/// A small valid JPEG (4×2 gray ramp) to carry fuzzed EXIF blocks.
let carrier: [UInt8] = try! JPEGEncoder.encode(Image<UInt8>(width: 4, height: 2, channels: 1, samples: [0, 40, 80, 120, 160, 200, 240, 255]))

/// JPEG decoding of the input as is; then the input as an EXIF block, read directly and inside
/// an APP1 segment of a valid JPEG, where the decoded orientation must be the reader's.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkDecoding(bytes, name: "fuzz.jpg")

    let tiff = Array(bytes.prefix(65_000))
    let orientation = ExifReader.orientation(in: tiff) ?? .up
    let length = 2 + 6 + tiff.count
    let app1: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + Array("Exif".utf8) + [0, 0] + tiff
    let tagged = Array(carrier[0..<2]) + app1 + Array(carrier[2...])
    guard let decoded = try? ImageDecoder().decode(bytes: tagged, path: "exif.jpg") else {
        finding("a valid JPEG with an EXIF block failed to decode")
    }
    require(decoded.orientation == orientation, "decoded orientation \(decoded.orientation), reader \(orientation)")
    let swapsSides = orientation.rawValue >= 5
    require((decoded.width, decoded.height) == (swapsSides ? (2, 4) : (4, 2)), "upright size \(decoded.width)×\(decoded.height) for \(orientation)")
    return 0
}
