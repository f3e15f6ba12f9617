import LineworkCodecs
import LineworkCore
import LineworkRender
import LineworkSaliency
import PropertyBased
import Testing

@testable import LineworkArt
@testable import LineworkAnimation

/// Issue 20 for the animation API (issue 23): hostile durations, frame rates, sizes and boxes
/// go to the camera path, the reveal schedule, the pan video and the encoders. Each accepts
/// them or throws `LineworkError.invalidOption` naming a field; what it accepts it can run.
@Suite struct AnimationPropertyTests {
    typealias Hostile = PublicOptionsPropertyTests.Hostile

    static func accepted<T>(_ what: String, _ make: () throws -> T) -> T? {
        PublicOptionsPropertyTests.accepted(what, make)
    }

    static func rect(_ h: inout Hostile) -> NormalizedRect {
        NormalizedRect(x: h.double(or: 0.25), y: h.double(or: 0.25), width: h.double(or: 0.5), height: h.double(or: 0.5))
    }

    /// A 40 × 30 scene with two strokes.
    static let scene = Scene(width: 40, height: 30, layers: [Layer(id: "ink", label: "Ink", paths: [
        ScenePath(polyline: [ScenePoint(2, 2), ScenePoint(30, 20)], isClosed: false),
        ScenePath(polyline: [ScenePoint(5, 25), ScenePoint(35, 5), ScenePoint(38, 28)], isClosed: true),
    ])])

    @Test func cameraPathsThrowOrStayInsideThePhoto() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0 ... Int.max)) { seed in
            var h = Hostile(seed)
            let (width, height) = (h.int(or: 640), h.int(or: 480))
            let (aspect, seconds, fps) = (h.double(or: 16.0 / 9), h.double(or: 4), h.double(or: 12))
            let wide = h.bool() ? Self.rect(&h) : nil
            let targets = (0 ..< Int(h.random.next() % 4)).map { _ in Self.rect(&h) }
            guard let path = Self.accepted("CameraPath \(width)×\(height) \(aspect) \(seconds) s \(fps) fps", {
                try CameraPath(imageWidth: width, imageHeight: height, frameAspect: aspect, wide: wide,
                               targets: targets, seconds: seconds, fps: fps)
            }) else { return }
            for t in [h.double(), 0, seconds / 2, seconds, h.double(or: 1)] {
                let window = path.window(at: t)
                #expect(window.width.isFinite && window.height.isFinite && window.x.isFinite && window.y.isFinite,
                        "window at \(t): \(window)")
                #expect(window.x >= -1e-9 && window.y >= -1e-9 && window.x + window.width <= 1 + 1e-9
                        && window.y + window.height <= 1 + 1e-9, "window at \(t): \(window)")
            }
        }
    }

    @Test func revealSchedulesThrowOrCoverTheDuration() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0 ... Int.max)) { seed in
            var h = Hostile(seed)
            let seconds = h.double(or: 3)
            let strokes = RevealSchedule.strokes(of: Self.scene)
            let order = h.bool() ? strokes.reversed() : (0 ..< Int(h.random.next() % 4)).map { _ in h.element(strokes) }
            guard let schedule = Self.accepted("RevealSchedule \(seconds) s", {
                try RevealSchedule(scene: Self.scene, order: order, seconds: seconds)
            }) else { return }
            #expect(schedule.seconds == seconds)
            do {
                #expect(try AnimatedSVG.render(Self.scene, schedule: schedule).count > 0)
            } catch {
                Issue.record("AnimatedSVG for \(seconds) s: \(error)")
            }
        }
    }

    @Test func panVideosAndEncodersThrowOrTakeFrames() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0 ... Int.max)) { seed in
            var h = Hostile(seed)
            let (pictures, width, height, fps, seconds) = (h.int(or: 1), h.int(or: 32), h.int(or: 18), h.int(or: 4), h.double(or: 0.5))
            let shot = try? CameraShot(scene: Self.scene)
            if let shot, pictures <= 3, let video = Self.accepted("PanVideo \(pictures) \(width)×\(height) \(fps) fps \(seconds) s", {
                try PanVideo(pictureCount: pictures, width: width, height: height, fps: fps, seconds: seconds) { _ in
                    PanVideo.Subject(shot: shot, targets: [NormalizedRect(x: 0.5, y: 0.5, width: 0.25, height: 0.25)])
                }
            }), width * height * Int(seconds * Double(fps)) <= 2_000_000 {
                do {
                    let rate = min(max(fps, GIFEncoder.frameRates.lowerBound), GIFEncoder.frameRates.upperBound)
                    let output = VideoBytes()
                    let sink = try GIFEncoder(width: width, height: height, fps: rate, output: output)
                    try video.render(into: sink)
                    try sink.finish()
                    #expect(output.bytes.prefix(6) == Array("GIF89a".utf8)[...])
                } catch {
                    Issue.record("PanVideo \(width)×\(height) \(fps) fps \(seconds) s: \(error)")
                }
            }
            for format in [VideoFormat.gif, .apng] {
                _ = Self.accepted("\(format) \(width)×\(height) \(fps) fps") {
                    try format.sink(width: width, height: height, fps: fps, environment: [:], output: VideoBytes())
                }
            }
        }
    }

    /// A frame narrower than `CameraPath` takes (aspect below 0.01) is refused by `PanVideo`
    /// itself, instead of at its first frame (found by the property above: 32×3604).
    @Test func framesOutsideTheCamerasAspectAreRefusedUpFront() {
        for (width, height) in [(32, 3604), (3604, 32)] {
            #expect(throws: LineworkError.self) {
                try PanVideo(pictureCount: 1, width: width, height: height, fps: 4, seconds: 1) { _ in
                    throw LineworkError.invalidOption(name: "subject", value: "", allowed: "not reached")
                }
            }
        }
    }
}
