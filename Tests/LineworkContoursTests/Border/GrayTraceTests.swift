import LineworkContours
import LineworkCore
import LineworkImage
import PropertyBased
import Testing

/// The tracer's fused path from a gray image, and its reused scratch planes: tracing a gray
/// image by a threshold gives exactly the trace of the mask that threshold makes, whatever the
/// planes held before (they are reused across traces without clearing).
@Suite struct GrayTraceTests {
    @Test func aGrayTraceIsTheTraceOfItsMaskAtEveryCutAndPolarity() async {
        await propertyCheck(count: 150, input: Gen.int(in: 1 ... 40), Gen.int(in: 1 ... 40), Gen.int(in: 0 ... 256),
                            Gen.int(in: 0 ... Int.max)) { w, h, cut, seed in
            let gray = Image<UInt8>(validWidth: w, height: h, channels: 1,
                                    samples: TestGrids.randomBytes(count: w * h, seed: UInt64(seed)))
            for darkOnLight in [true, false] {
                let threshold = ContrastThreshold(cut: cut, darkOnLight: darkOnLight)
                let fused = BorderTracer.trace(gray, threshold: threshold)
                #expect(fused == BorderTracer.trace(BinaryMask(gray, threshold: threshold)), "\(w)×\(h) cut \(cut) \(darkOnLight)")
            }
        }
    }

    @Test func aColourImageTracesAsItsLuminanceMask() {
        let (w, h) = (37, 23)
        let rgb = Image<UInt8>(validWidth: w, height: h, channels: 3, samples: TestGrids.randomBytes(count: w * h * 3, seed: 4))
        let threshold = ContrastThreshold(cut: 128, darkOnLight: true)
        #expect(BorderTracer.trace(rgb, threshold: threshold) == BorderTracer.trace(BinaryMask(rgb, threshold: threshold)))
        #expect(BorderTracer.trace(rgb, threshold: threshold).contours.count > 0)
    }

    /// A dense trace leaves labels and owners everywhere; the traces after it, on planes of the
    /// same size taken back from the pool, must not see them.
    @Test func reusedPlanesGiveTheTraceFreshPlanesGive() throws {
        let (w, h) = (300, 200)
        let noise = Image<UInt8>(validWidth: w, height: h, channels: 1, samples: TestGrids.randomBytes(count: w * h, seed: 9))
        let flat = Image<UInt8>(validWidth: w, height: h, channels: 1,
                                samples: (0 ..< w * h).map { ($0 % w) / 50 % 2 == 0 && ($0 / w) > 40 ? 30 : 220 })
        let cut = ContrastThreshold(cut: 128, darkOnLight: true)
        BorderTracer.releaseCachedMemory()
        let freshFlat = BorderTracer.trace(flat, threshold: cut)
        BorderTracer.releaseCachedMemory()
        let freshNoise = BorderTracer.trace(noise, threshold: cut)
        // The noise trace's planes go back to the pool; the flat trace takes them.
        for _ in 0 ..< 3 {
            #expect(BorderTracer.trace(noise, threshold: cut) == freshNoise)
            #expect(BorderTracer.trace(flat, threshold: cut) == freshFlat)
        }
        #expect(freshFlat.contours.count == 3)  // three dark bars, no holes
    }
}
