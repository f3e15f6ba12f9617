import LineworkContours
import LineworkCore
import LineworkEdges
import LineworkImage
import LineworkRender
import LineworkSaliency
import LineworkSweep
import PropertyBased
import Testing

@testable import LineworkArt

/// Issue 20, for the public values rather than the requests' options: images and masks made
/// from hostile sizes either hold what they were given or throw `LineworkError.invalidOption`
/// naming a field. A trap would end the test process.
extension PublicOptionsPropertyTests {
    @Test func imagesAndMasksThrowOrHoldTheirSize() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0 ... Int.max)) { seed in
            var h = Hostile(seed)
            let (width, height) = (h.int(or: 3), h.int(or: 2))
            let channels = h.element([1, 2, 3, 4, 0, 5, -1, Int.max, h.int()])
            // The right number of samples when that is small, else a wrong one: the check must
            // come before any allocation of width × height × channels.
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            let (exact, overflow2) = pixels.multipliedReportingOverflow(by: channels)
            let count = !overflow && !overflow2 && (0 ... 4096).contains(exact) && h.bool() ? exact : Int(h.random.next() % 64)
            let samples = [UInt8](repeating: 7, count: count)
            if let image = Self.accepted("Image \(width)×\(height)×\(channels), \(count) samples", {
                try Image(width: width, height: height, channels: channels, samples: samples)
            }) {
                #expect(image.width == width && image.height == height && image.samples.count == count)
            }
            if !overflow && !overflow2 && exact <= 4096,
               let filled = Self.accepted("Image(repeating:) \(width)×\(height)×\(channels)", {
                   try Image(width: width, height: height, channels: channels, repeating: Float(1))
               }) {
                #expect(filled.samples.count == exact)
            }
            if let mask = Self.accepted("BinaryMask \(width)×\(height), \(count) pixels", {
                try BinaryMask(width: width, height: height, pixels: samples)
            }) {
                #expect(mask.width * mask.height == count)
            }
        }
    }
}
