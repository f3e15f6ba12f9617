import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkSaliency
import Testing
@testable import LineworkVideo

/// Issue 52 on synthetic frames built here: bars, cuts inside bars, fades, people over
/// highlights, the step limit, `--plan`'s JSON and repeated outputs. Each runs in milliseconds.
struct ReframeSignalsAndShotsTests {
    /// A 160 × 120 RGB frame: a textured picture (`seed` picks its pattern) inside bars of
    /// `bar` rows top and bottom and `side` columns left and right, in `colour`.
    static func frame(seed: Int, bar: Int = 0, side: Int = 0, colour: (UInt8, UInt8, UInt8) = (0, 0, 0)) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: 160 * 120 * 3)
        for y in 0..<120 {
            for x in 0..<160 {
                let i = (y * 160 + x) * 3
                if y < bar || y >= 120 - bar || x < side || x >= 160 - side {
                    (rgb[i], rgb[i + 1], rgb[i + 2]) = colour
                } else {
                    let v = (x * (3 + seed) + y * (5 + 2 * seed) + seed * 40) % 200
                    (rgb[i], rgb[i + 1], rgb[i + 2]) = (UInt8(30 + v), UInt8(30 + (v * 7 + seed * 60) % 200), UInt8(30 + (255 - v) % 200))
                }
            }
        }
        return rgb
    }

    @Test func aLetterboxedClipGivesThePictureInsideItsBars() {
        var borders = BorderDetector()
        for seed in 0..<10 {
            Self.frame(seed: seed, bar: 15, colour: (20, 40, 90)).withUnsafeBufferPointer { borders.add(rgb: $0, width: 160, height: 120) }
        }
        // A fade through black says nothing about the bars.
        [UInt8](repeating: 0, count: 160 * 120 * 3).withUnsafeBufferPointer { borders.add(rgb: $0, width: 160, height: 120) }
        #expect(borders.picture(width: 160, height: 120) == PictureRect(x: 0, y: 15, width: 160, height: 90))
        var pillar = BorderDetector()
        Self.frame(seed: 1, side: 20, colour: (255, 255, 255)).withUnsafeBufferPointer { pillar.add(rgb: $0, width: 160, height: 120) }
        #expect(pillar.picture(width: 160, height: 120) == PictureRect(x: 20, y: 0, width: 120, height: 120))
    }

    /// Runs the detector over frames; the frames where a shot starts.
    static func boundaries(_ frames: [[UInt8]], picture: PictureRect? = nil) -> [Int] {
        var detector = ShotDetector()
        var starts: [Int] = []
        for (i, f) in frames.enumerated() {
            let previous = i > 0 ? frames[i - 1] : f
            let cut = f.withUnsafeBufferPointer { a in previous.withUnsafeBufferPointer { b in
                detector.startsShot(rgb: a, previousFrame: b, width: 160, height: 120, picture: picture)
            } }
            if cut { starts.append(i) }
        }
        return starts
    }

    @Test func aCutInsideALetterboxIsFound() {
        // Two shots of one palette in heavy bars: the bars are most of the frame.
        let a = Self.frame(seed: 2, bar: 40), b = Self.frame(seed: 3, bar: 40)
        let frames = [[UInt8]](repeating: a, count: 20) + [[UInt8]](repeating: b, count: 20)
        #expect(Self.boundaries(frames, picture: PictureRect(x: 0, y: 40, width: 160, height: 40)) == [0, 20])
    }

    @Test func aFadeIsOneTransition() {
        let a = Self.frame(seed: 4), b = Self.frame(seed: 7).map { UInt8(Double($0) * 0.4) }   // another, darker shot
        var frames = [[UInt8]](repeating: a, count: 20)
        for t in 1...12 {   // a half-second dissolve at 25 fps
            let w = Double(t) / 13
            frames.append(zip(a, b).map { UInt8((1 - w) * Double($0) + w * Double($1)) })
        }
        frames += [[UInt8]](repeating: b, count: 20)
        let starts = Self.boundaries(frames)
        #expect(starts.count == 2 && starts[0] == 0, "\(starts)")
        #expect((20...33).contains(starts.last!), "the transition's boundary lies inside it: \(starts)")
    }

    @Test func signalsParseAndRefuseBadValues() throws {
        let parsed = try SubjectSignals(parsing: "faces=1, people=0.8")
        #expect(parsed.faces == 1 && parsed.people == 0.8 && parsed.motion == 0 && parsed.saliency == 0)
        #expect(try SubjectSignals(parsing: "saliency").saliency == SubjectSignals().saliency)
        for bad in ["", "colour", "faces=2", "faces=x", "faces,faces"] {
            #expect(throws: LineworkError.self) { try SubjectSignals(parsing: bad) }
        }
        #expect(try ReframePadding(parsing: "#ff8000") == .colour(red: 255, green: 128, blue: 0))
        #expect(throws: LineworkError.self) { try ReframePadding(parsing: "mauve") }
    }

    /// A track of one 100-frame shot, 400 × 200, whose heatmap peaks on a small highlight at the
    /// left while a person stands at the right.
    static func track(people: Bool) -> VideoSaliencyTrack {
        var map = FloatImage(validWidth: 68, height: 68, repeating: 0)
        for y in 30..<36 { for x in 4..<9 { map.samples[y * 68 + x] = 1 } }
        let person = PersonBox(boundingBox: NormalizedRect(x: 0.7, y: 0.2, width: 0.12, height: 0.6), faceConfidence: 0.9,
                               bodyConfidence: 0.9)
        let samples = stride(from: 0, to: 100, by: 4).map { frame in
            VideoSaliencySample(frame: frame, heatmap: map, faces: [], objects: [], people: people && frame % 8 == 0 ? [person] : nil)
        }
        var track = VideoSaliencyTrack(width: 400, height: 200, frameRate: FrameRate(frames: 25)!, frameCount: 100,
                                       shotStarts: [0], samples: samples)
        track.choosingSubjects(signals: SubjectSignals())
        return track
    }

    @Test func aPersonOutranksAHighlight() throws {
        let plan = try ReframePlan(track: Self.track(people: true), aspect: AspectRatio(width: 9, height: 16))
        // The person spans x 280…328; the window (112 wide) holds them in every frame.
        #expect(plan.crops.allSatisfy { $0.x <= 280 && $0.x + plan.width >= 328 })
        let highlight = try ReframePlan(track: Self.track(people: false), aspect: AspectRatio(width: 9, height: 16))
        #expect(highlight.crops.allSatisfy { $0.x < 100 }, "without people the highlight leads")
    }

    @Test func theWindowNeverStepsMoreThanOnePercent() {
        // A subject that jumps from one side to the other mid-shot.
        let path = CropPath(maximumStep: 400 * 0.01 - 1, maximumAcceleration: 0.3)
        let wanted = (0..<100).map { $0 < 50 ? 60.0 : 340.0 }
        let xs = path.solve(wanted: wanted, low: wanted.map { $0 - 5 }, high: wanted.map { $0 + 5 }, bounds: 56...344, frameRate: 25)
        let steps = zip(xs, xs.dropFirst()).map { abs($1 - $0) }
        #expect(steps.max()! <= 4.0 + 1e-9)
    }

    @Test func aPlanRoundTripsThroughItsJSON() throws {
        var track = Self.track(people: true)
        track.shotStarts = [0, 60]
        track.picture = PictureRect(x: 0, y: 10, width: 400, height: 180)
        let plan = try ReframePlan(track: track, aspect: AspectRatio(width: 1, height: 1))
        let read = try ReframePlan(jsonText: plan.jsonText)
        #expect(read.crops == plan.crops && read.shotStarts == plan.shotStarts && read.picture == plan.picture)
        #expect(read.width == plan.width && read.height == plan.height && read.sourceWidth == 400)
        #expect(plan.crops.allSatisfy { $0.y >= 10 && $0.y + $0.height <= 190 }, "no window reaches into the bars")
        #expect(throws: LineworkError.self) { try ReframePlan(jsonText: "{\"frames\": []}") }
    }
}
