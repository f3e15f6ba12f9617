import LineworkContours
import LineworkCore
import LineworkImage

/// A whole contour request on a random image: options from the input's bytes, the image a
/// grid of the remaining bytes enlarged by an integer factor so that `--max-dimension`
/// downscaling and blur run too. Checks the resulting geometry's invariants.
public func checkContourRequest(_ input: inout FuzzInput, tracer: ContourOptions.Tracer) {
    let width = input.int(in: 1...48), height = input.int(in: 1...48), factor = input.int(in: 1...4)
    let channels = input.byte() & 1 == 0 ? 1 : 3
    var options = ContourOptions()
    options.tracer = tracer
    let pivot = input.byte()
    options.contrastPivot = pivot == 255 ? .automatic : .fixed(Double(pivot) / 254)
    options.contrastAdjustment = Double(input.byte()) / 85
    options.detectsDarkOnLight = input.byte() & 1 == 0
    options.maximumImageDimension = input.int(in: 64...200)
    options.blurSigma = Double(input.int(in: 0...12)) / 4
    options.minimumPointCount = input.int(in: 1...24)
    options.minimumArea = Double(input.int(in: 0...8))
    options.retrieval = ContourRetrieval.allCases[input.int(in: 0...2)]
    let grid = input.rest()
    let big = (width * factor, height * factor)
    var samples = [UInt8](repeating: 0, count: big.0 * big.1 * channels)
    for y in 0..<big.1 {
        for x in 0..<big.0 {
            for c in 0..<channels {
                let i = ((y / factor) * width + x / factor) * channels + c
                samples[(y * big.0 + x) * channels + c] = grid.isEmpty ? 0 : grid[i % grid.count]
            }
        }
    }
    guard let image = try? Image(width: big.0, height: big.1, channels: channels, samples: samples) else {
        finding("a valid image was refused: \(big.0)×\(big.1)×\(channels)")
    }
    let pixels = PixelBuffer.uint8(image)
    guard let request = try? ContourRequest(options: options) else { finding("valid options refused: \(options)") }
    let observation = request.perform(on: pixels)
    let working = ContourRequest.prepare(pixels, options: options)
    require(observation.workingSize == PixelSize(width: working.width, height: working.height), "working size")
    require(max(working.width, working.height) <= options.maximumImageDimension,
            "working image \(working.width)×\(working.height) above --max-dimension \(options.maximumImageDimension)")
    switch observation.geometry {
    case .pixels(let trace):
        ContourInvariants.check(
            trace, mask: BinaryMask(working, threshold: observation.threshold), retrieval: options.retrieval)
        for contour in trace.contours { require(contour.count >= options.minimumPointCount, "speckle filter kept \(contour.count) points") }
    case .isolines(let lines):
        ContourInvariants.check(lines, width: working.width, height: working.height, strict: false)
    }
    // The Vision-style accessors agree with the geometry.
    for contour in observation.contours {
        require(contour.indexPath.count == observation.depth(of: contour.index) + 1, "index path depth")
        require(observation.contour(at: contour.indexPath) == contour, "index path lookup")
        for child in contour.childContours { require(child.parentIndex == contour.index, "child's parent") }
    }
}
