import Foundation
import LineworkContours
import LineworkCore
import LineworkImage
import Testing

@testable import LineworkTone

/// Regression (hardening IV, item 5): cancellation was checked only between a drawing's
/// stages, so an abandoned stipple, tour or streamline tone ran to its end (a studio page
/// closed on a 2,000,000-dot tour held a core for minutes). Each tone's loops poll the
/// thread's token: run under a token cancelled 200 ms in, each stops within a second.
@Suite(.serialized)
struct ToneCancellationTests {
    /// A 512 × 384 ramp, dark enough everywhere for dense tone, with circular tangents.
    static let (gray, tangents): (GrayImage, [SIMD2<Float>]) = {
        let (w, h) = (512, 384)
        let samples = (0..<(w * h)).map { i in UInt8(20 + 140 * (i % w) / w) }
        let tangents = (0..<(w * h)).map { i -> SIMD2<Float> in
            let (dx, dy) = (Float(i % w - w / 2), Float(i / w - h / 2))
            let r = max(1e-3, (dx * dx + dy * dy).squareRoot())
            return SIMD2(-dy / r, dx / r)
        }
        return (GrayImage(validWidth: w, height: h, samples: samples), tangents)
    }()

    @Test(arguments: [HatchOptions.Style.stipple, .tsp, .flow])
    func anAbandonedToneStopsWithinASecond(style: HatchOptions.Style) {
        var options = HatchOptions(style: style)
        options.paper = 0
        if style == .flow { options.spacing = 1 } else { options.dots = HatchOptions.maximumDots }
        let token = Cancellation.Token(), chosen = options
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            _ = Cancellation.run(token) {
                ToneStrokes(gray: Self.gray, occluded: nil, options: chosen, tangents: Self.tangents)
            }
            done.signal()
        }
        thread.stackSize = 16 << 20
        thread.start()
        Thread.sleep(forTimeInterval: 0.2)
        let cancelled = Date()
        token.cancel()
        done.wait()
        let seconds = Date().timeIntervalSince(cancelled)
        #expect(seconds < 1, "\(style) ran \(seconds) s after it was cancelled")
    }
}
