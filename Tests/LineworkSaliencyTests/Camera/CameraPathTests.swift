import Foundation
import LineworkCore
import Testing

@testable import LineworkSaliency

struct CameraPathTests {
    /// Every frame's window at `fps`: (centre x, centre y, width) in photo pixels, top-left origin.
    static func frames(_ path: CameraPath, width: Int, height: Int, fps: Double) -> [(x: Double, y: Double, w: Double)] {
        (0..<Int((path.seconds * fps).rounded())).map { k in
            let r = path.window(at: Double(k) / fps)
            return ((r.x + r.width / 2) * Double(width), (1 - r.y - r.height / 2) * Double(height), r.width * Double(width))
        }
    }

    /// Boxes near the corners and a small face: the moves that step most.
    static let boxes = [
        NormalizedRect(x: 0.05, y: 0.7, width: 0.08, height: 0.1),
        NormalizedRect(x: 0.8, y: 0.1, width: 0.1, height: 0.15),
        NormalizedRect(x: 0.45, y: 0.45, width: 0.3, height: 0.3),
        NormalizedRect(x: 0.1, y: 0.1, width: 0.05, height: 0.05),
    ]

    /// The smoothness bound, as documented: between consecutive frames the centre moves at most
    /// `maximumStep` of the narrower window's width and the width changes by at most that log.
    @Test(arguments: [(2.0, 30.0), (6.0, 30.0), (10.0, 30.0), (4.0, 12.0), (1.0, 30.0), (20.0, 60.0)])
    func consecutiveFramesNeverJump(seconds: Double, fps: Double) throws {
        for (width, height) in [(1600, 1200), (512, 512), (900, 1600)] {
            let path = try CameraPath(imageWidth: width, imageHeight: height, frameAspect: 16.0 / 9, targets: Self.boxes,
                                      seconds: seconds, fps: fps)
            let frames = Self.frames(path, width: width, height: height, fps: fps)
            var largest = 0.0
            for (a, b) in zip(frames, frames.dropFirst()) {
                let travel = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() / min(a.w, b.w)
                largest = max(largest, travel, abs(log(b.w / a.w)))
            }
            #expect(largest <= CameraPath.maximumStep + 1e-9, "\(width)×\(height), \(seconds) s at \(fps): \(largest)")
            #expect(largest > 0, "the camera moved")
        }
    }

    /// While it holds on a target, the camera's centre is the box's centre (within 5 % of the
    /// frame) and the box is inside the frame; windows never leave the photo.
    @Test func holdsCentreOnEachTarget() throws {
        let (width, height) = (1600, 1200)
        let targets = [NormalizedRect(x: 0.3, y: 0.4, width: 0.15, height: 0.2), NormalizedRect(x: 0.55, y: 0.35, width: 0.2, height: 0.2)]
        let path = try CameraPath(imageWidth: width, imageHeight: height, frameAspect: 16.0 / 9, targets: targets,
                                  seconds: 10, fps: 30)
        #expect(path.stops.count == 3)
        for stop in path.stops.dropFirst() {
            let box = try #require(stop.target)
            let w = path.window(at: (stop.arrive + stop.leave) / 2)
            #expect(abs((w.x + w.width / 2) - (box.x + box.width / 2)) <= 0.05 * w.width)
            #expect(abs((w.y + w.height / 2) - (box.y + box.height / 2)) <= 0.05 * w.height)
            #expect(w.x <= box.x && w.x + w.width >= box.x + box.width && w.y <= box.y && w.y + w.height >= box.y + box.height)
        }
        for t in stride(from: 0.0, through: 10, by: 0.1) {
            let w = path.window(at: t)
            #expect(w.x >= -1e-9 && w.y >= -1e-9 && w.x + w.width <= 1 + 1e-9 && w.y + w.height <= 1 + 1e-9, "t = \(t)")
            // The frames' aspect ratio, in pixels.
            #expect(abs(w.width * Double(width) / (w.height * Double(height)) - 16.0 / 9) < 1e-6)
        }
    }

    /// It starts on the largest window of the frame's ratio, where the caller puts it.
    @Test func startsOnTheWholeFrame() throws {
        let path = try CameraPath(imageWidth: 512, imageHeight: 512, frameAspect: 16.0 / 9,
                                  wide: NormalizedRect(x: 0, y: 0.6, width: 1, height: 0.4), targets: [], seconds: 3, fps: 30)
        let first = path.window(at: 0)
        #expect(abs(first.width - 1) < 1e-9 && abs(first.height - 9.0 / 16) < 1e-9)
        // Moved down only as far as the photo allows: its top edge on the photo's.
        #expect(abs(first.y + first.height - 1) < 1e-9)
        #expect(path.window(at: 3) == first)
    }

    @Test func targetsPutFacesFirstAndSkipRepeats() {
        let face = NormalizedRect(x: 0.4, y: 0.6, width: 0.1, height: 0.1)
        let objects = [SalientObject(boundingBox: NormalizedRect(x: 0.41, y: 0.6, width: 0.1, height: 0.1), confidence: 0.9),
                       SalientObject(boundingBox: NormalizedRect(x: 0, y: 0, width: 0.3, height: 0.3), confidence: 0.5)]
        let targets = CameraPath.targets(faces: [FaceBox(boundingBox: face, confidence: 0.8)], objects: objects)
        #expect(targets == [face, objects[1].boundingBox])
    }

    @Test(arguments: [(0.0, 30.0), (-1, 30), (.infinity, 30), (.nan, 30), (5, 0), (5, 121), (5, .nan)])
    func badTimingThrowsNamingTheField(seconds: Double, fps: Double) {
        #expect(throws: LineworkError.self) {
            try CameraPath(imageWidth: 10, imageHeight: 10, frameAspect: 1, targets: [], seconds: seconds, fps: fps)
        }
        do {
            _ = try CameraPath(imageWidth: 10, imageHeight: 10, frameAspect: 1, targets: [], seconds: seconds, fps: fps)
        } catch LineworkError.invalidOption(let name, _, _) {
            #expect(name == (seconds.isFinite && seconds > 0 ? "fps" : "seconds"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
