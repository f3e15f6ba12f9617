import Foundation
import LineworkCodecs
import LineworkSaliency
import Testing
@testable import LineworkVideo

/// Reframing the generated clip (`TestClip`, 640 × 360, 8 s, a cut half-way) to 9:16, measured
/// against the subject's true box: the subject whole in ≥ 70 % of frames (issue 36 asked 95 %
/// with a 2.5 % step; issue 52's editor's camera moves at most 1 % of the width a frame and takes
/// half a second to reach that speed, and the second shot's cat swings at up to 1.6 % of the
/// width a frame, so the window trails it at the swing's fastest: 145 of 200 measured), the
/// window's centre moving at most 1 % of the width a frame within a shot, and its second
/// difference's 95th percentile at most 0.2 % of the width.
@Suite(.enabled(if: TestClip.ffmpegInstalled))
struct ReframePlanTests {
    static let clip = Result { try TestClip.make(in: TestClip.folder) }
    static let plan = Result { () throws -> (ReframePlan, VideoSaliencyTrack) in
        let clip = try Self.clip.get()
        let track = try VideoSaliencyAnalyzer().analyze(clip.path, info: try VideoInfo.probe(clip.path))
        return (try ReframePlan(track: track, aspect: AspectRatio(width: 9, height: 16)), track)
    }

    @Test func findsTheCut() throws {
        let (plan, track) = try Self.plan.get()
        #expect(plan.shotStarts == [0, try Self.clip.get().cut])
        #expect(track.frameCount == 200)
    }

    @Test func windowIsTheLargestEvenNineBySixteen() throws {
        let (plan, _) = try Self.plan.get()
        #expect(plan.width == 202 && plan.height == 360)   // 360 × 9 / 16 = 202.5, even below
        #expect(plan.crops.count == 200)
    }

    @Test func keepsTheSubjectWhole() throws {
        let clip = try Self.clip.get(), (plan, _) = try Self.plan.get()
        let whole = zip(plan.crops, clip.subjects).filter { crop, subject in
            let across = subject.x >= crop.x && subject.x + subject.width <= crop.x + plan.width
            let down = subject.y >= crop.y && subject.y + subject.height <= crop.y + plan.height
            return across && down
        }.count
        print("subject whole in \(whole) of \(plan.crops.count) frames")
        #expect(Double(whole) >= 0.7 * Double(plan.crops.count))
    }

    @Test func movesSmoothlyWithinShots() throws {
        let clip = try Self.clip.get(), (plan, _) = try Self.plan.get()
        let centres = plan.crops.map { Double($0.x) + Double(plan.width) / 2 }
        var steps: [Double] = [], seconds: [Double] = []
        for (start, end) in zip(plan.shotStarts, plan.shotStarts.dropFirst() + [centres.count]) {
            let shot = Array(centres[start..<end])
            steps += zip(shot, shot.dropFirst()).map { abs($1 - $0) }
            for t in 1..<max(shot.count - 1, 1) {
                let difference: Double = shot[t + 1] - 2 * shot[t] + shot[t - 1]
                seconds.append(abs(difference))
            }
        }
        let width = Double(clip.width)
        let largest = steps.max() ?? 0, p95 = seconds.sorted()[Int(0.95 * Double(seconds.count - 1))]
        print("largest step \(largest / width * 100) %, 95th-percentile second difference \(p95 / width * 100) %")
        #expect(largest <= 0.01 * width)
        #expect(p95 <= 0.002 * width)
    }
}
