import FuzzDriver
import FuzzSupport
import LineworkContours

/// The isoline tracer on a random grid: strictly (level between sample values) every line is
/// closed or ends on the border; with NaNs and samples at the level, points stay inside and
/// finite. The lookup-table entry point must equal the one on doubles. Then a whole isoline
/// contour request on a random image.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIsoline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    var input = FuzzInput(data, size)
    let width = input.int(in: 1...48), height = input.int(in: 1...48), mode = input.byte(), level = input.byte()
    let bytes = input.rest()
    let samples = (0..<(width * height)).map { $0 < bytes.count ? bytes[$0] : 0 }
    let strict = mode & 1 == 0
    // Strict: values are the bytes and the level lies between two of them. Otherwise byte 0
    // (and, with mode bit 1, odd bytes scaled) may be NaN and the level equals byte values.
    let lookup: [Double] = (0..<256).map { value in
        if strict { return Double(value) }
        if value == Int(mode >> 2) { return .nan }
        return mode & 2 == 0 ? Double(value) : Double(value / 2)
    }
    let threshold = strict ? Double(level) + 0.5 : Double(level)
    guard let lines = try? IsolineTracer.trace(samples: samples, width: width, height: height, lookup: lookup, level: threshold) else {
        finding("valid isoline input refused: \(width)×\(height) level \(threshold)")
    }
    ContourInvariants.check(lines, width: width, height: height, strict: strict)
    guard let viaDoubles = try? IsolineTracer.trace(values: samples.map { lookup[Int($0)] }, width: width, height: height,
                                                    level: threshold) else {
        finding("valid isoline values refused: \(width)×\(height) level \(threshold)")
    }
    require(lines.count == viaDoubles.count && zip(lines, viaDoubles).allSatisfy { a, b in
        a.points.count == b.points.count && zip(a.points, b.points).allSatisfy { $0 == $1 || ($0.x.isNaN && $1.x.isNaN) }
    }, "lookup and double entry points differ")

    var request = FuzzInput(data, size)
    checkContourRequest(&request, tracer: .isoline)
    return 0
}
