import Dispatch
import Foundation
import LineworkArt
import LineworkCore
import LineworkImage
import LineworkTone
import Testing

/// Hardening IV, item 5: a drawing under a token with a time limit (the studio's bound on a
/// drawing's time) stops within its tone's loops, throwing `Cancelled` with the limit, and a
/// request's token cancels the timed token made within it. (The tone loops' own polling:
/// `ToneCancellationTests` and `TSPTourTests`.)
@Suite(.serialized)
struct DrawingCancellationTests {
    /// A 1024 × 768 ramp with rings, dark enough everywhere for dense tone.
    static let photo: PixelBuffer = {
        let (w, h) = (1024, 768)
        var rgb = [UInt8](repeating: 0, count: w * h * 3)
        for y in 0..<h {
            for x in 0..<w {
                let ring = Double((x - w / 2) * (x - w / 2) + (y - h / 2) * (y - h / 2)).squareRoot()
                let v = UInt8(min(255.0, 40 + 120 * Double(x) / Double(w) + 40 * (1 + sin(ring / 9))))
                for c in 0..<3 { rgb[(y * w + x) * 3 + c] = v }
            }
        }
        return .uint8(Image(validWidth: w, height: h, channels: 3, samples: rgb))
    }()

    /// A drawing with only a tone layer of `style`, at its costliest reasonable settings.
    static func options(_ style: HatchOptions.Style) -> DrawOptions {
        var options = DrawOptions(lines: .none)
        var tone = HatchOptions(style: style)
        if style == .stipple || style == .tsp { tone.dots = HatchOptions.maximumDots }
        tone.spacing = 1
        tone.paper = 0
        options.tone = tone
        return options
    }

    /// Runs `options`' drawing on a thread of its own under `token`, cancelling the token after
    /// `cancelAfter` seconds (never when nil); returns how it ended and the seconds from the
    /// cancellation (or the start) to its end.
    static func draw(_ options: DrawOptions, token: Cancellation.Token, cancelAfter: Double?) -> (String, Double) {
        nonisolated(unsafe) var outcome = "finished"
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do {
                _ = try Cancellation.run(token) { try LineDrawing(Self.photo, options: options) }
            } catch let stopped as Cancellation.Cancelled {
                outcome = "\(stopped)"
            } catch {
                outcome = "failed: \(error)"
            }
            done.signal()
        }
        thread.stackSize = 16 << 20
        let start = DispatchTime.now().uptimeNanoseconds
        thread.start()
        var from = start
        if let cancelAfter {
            Thread.sleep(forTimeInterval: cancelAfter)
            from = DispatchTime.now().uptimeNanoseconds
            token.cancel()
        }
        done.wait()
        return (outcome, Double(DispatchTime.now().uptimeNanoseconds - from) / 1e9)
    }

    /// A time limit ends the drawing with its own message.
    @Test func aTimeLimitStopsTheDrawing() {
        let (outcome, seconds) = Self.draw(Self.options(.tsp), token: Cancellation.Token(timeLimit: 0.3), cancelAfter: nil)
        #expect(outcome == "stopped after its time limit of 1 s")
        #expect(seconds < 1.3, "ran \(seconds) s with a 0.3 s limit")
    }

    /// A token within another is cancelled with it.
    @Test func aTokenWithinAnotherIsCancelledWithIt() throws {
        let outer = Cancellation.Token(), inner = Cancellation.Token(timeLimit: 100, within: outer)
        #expect(!inner.isCancelled)
        outer.cancel()
        #expect(inner.isCancelled)
        #expect(throws: Cancellation.Cancelled()) { try Cancellation.run(inner) { try Cancellation.checkpoint() } }
    }
}
