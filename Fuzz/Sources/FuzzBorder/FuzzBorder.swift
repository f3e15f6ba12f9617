import FuzzDriver
import FuzzSupport
import LineworkContours

/// The border tracer on a random mask in all three retrieval modes, then a whole border
/// contour request on a random image.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBorder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    var input = FuzzInput(data, size)
    let width = input.int(in: 1...64), height = input.int(in: 1...64), mode = input.byte()
    let bits = input.rest()
    var pixels = [UInt8](repeating: 0, count: width * height)
    for i in pixels.indices {
        if mode & 1 == 0 {
            // One bit per pixel: dense, structured masks from few bytes.
            let byte = i / 8 < bits.count ? bits[i / 8] : 0
            pixels[i] = byte >> (i % 8) & 1 == 0 ? 0 : 255
        } else {
            // Raw bytes: any non-zero byte is foreground.
            pixels[i] = i < bits.count ? bits[i] : 0
        }
    }
    guard let mask = try? BinaryMask(width: width, height: height, pixels: pixels) else {
        finding("a valid mask was refused: \(width)×\(height)")
    }
    let tree = BorderTracer.trace(mask)
    ContourInvariants.check(tree, mask: mask)
    let external = BorderTracer.trace(mask, retrieval: .external)
    let list = BorderTracer.trace(mask, retrieval: .list)
    let topLevel = tree.contours.indices.filter { tree.contours[$0].parent == nil }.map { Array(tree[$0]) }
    require(external.contours.indices.map { Array(external[$0]) } == topLevel, "external differs from the tree's top level")
    require(list.contours.count == tree.contours.count, "list and tree counts differ")
    require(list.contours.allSatisfy { $0.parent == nil } && external.contours.allSatisfy { $0.parent == nil },
            "list/external contours have parents")

    var request = FuzzInput(data, size)
    checkContourRequest(&request, tracer: .border)
    return 0
}
