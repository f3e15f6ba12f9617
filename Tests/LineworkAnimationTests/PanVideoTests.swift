import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkRender
import LineworkSaliency
import Testing

@testable import LineworkArt
@testable import LineworkAnimation

/// Keeps every frame (tests only: a real sink keeps the encoded video, never the frames).
final class FrameCapture: FrameSink {
    var frames: [[UInt8]] = []
    func append(rgba: UnsafeBufferPointer<UInt8>) throws { frames.append(Array(rgba)) }
    func finish() throws {}
}

struct PanVideoTests {
    /// A gray 640 × 480 photo with red discs of radius 24 at the given centres.
    static func photo(discs: [(x: Int, y: Int)]) -> Image<UInt8> {
        var image = Image<UInt8>(validWidth: 640, height: 480, channels: 3, repeating: 128)
        for y in 0..<480 {
            for x in 0..<640 where discs.contains(where: { ($0.x - x) * ($0.x - x) + ($0.y - y) * ($0.y - y) <= 24 * 24 }) {
                image.samples[(y * 640 + x) * 3] = 230
                image.samples[(y * 640 + x) * 3 + 1] = 20
                image.samples[(y * 640 + x) * 3 + 2] = 20
            }
        }
        return image
    }

    /// The centroid of the red pixels of an RGBA frame, in fractions of its width and height.
    static func redCentroid(_ frame: [UInt8], width: Int, height: Int) -> (x: Double, y: Double)? {
        var (sx, sy, n) = (0.0, 0.0, 0.0)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                if frame[o] > 180 && frame[o + 1] < 80 { (sx, sy, n) = (sx + Double(x), sy + Double(y), n + 1) }
            }
        }
        return n > 0 ? ((sx / n + 0.5) / Double(width), (sy / n + 0.5) / Double(height)) : nil
    }

    /// Rendered frames, found by template (the red disc): in the frames that hold on a target,
    /// the disc's centre is the frame's centre within 5 % of the frame's size.
    @Test func theCameraHoldsEachBoxAtTheFrameCentre() throws {
        let discs = [(x: 450, y: 150), (x: 180, y: 330)]
        let photo = Self.photo(discs: discs)
        let boxes = discs.map {
            NormalizedRect(left: Double($0.x - 24), top: Double($0.y - 24), right: Double($0.x + 24), bottom: Double($0.y + 24),
                           imageWidth: 640, imageHeight: 480)
        }
        let shot = try CameraShot(scene: AnimationStyle.photo.scene(photo: photo, drawing: nil))
        let subject = PanVideo.Subject(shot: shot, targets: boxes)
        let video = try PanVideo(subjects: [subject], width: 320, height: 180, fps: 30, seconds: 10)
        let capture = FrameCapture()
        try video.render(into: capture)
        #expect(capture.frames.count == 300)
        let stops = try video.path(for: subject).stops
        #expect(stops.count == 3)
        for stop in stops.dropFirst() {
            let frame = Int(((stop.arrive + stop.leave) / 2 * 30).rounded())
            let centre = try #require(Self.redCentroid(capture.frames[frame], width: 320, height: 180))
            #expect(abs(centre.x - 0.5) <= 0.05 && abs(centre.y - 0.5) <= 0.05, "frame \(frame): \(centre)")
        }
        // The first frame shows the whole photo's width, both discs in it.
        #expect(Self.redCentroid(capture.frames[0], width: 320, height: 180) != nil)
    }

    /// An album: one pan per picture, the second fading in over the first.
    @Test func anAlbumCrossFades() throws {
        let red = try CameraShot(scene: AnimationStyle.photo.scene(photo: Self.photo(discs: [(320, 240)]), drawing: nil))
        let gray = try CameraShot(scene: AnimationStyle.photo.scene(photo: Self.photo(discs: []), drawing: nil))
        var asked: [Int] = []
        let video = try PanVideo(pictureCount: 2, width: 64, height: 36, fps: 10, seconds: 4) { i in
            asked.append(i)
            return PanVideo.Subject(shot: i == 0 ? red : gray, targets: [])
        }
        #expect(video.fade == 0.5)
        #expect(video.starts == [0, 1.75] && video.pictureSeconds == 2.25)
        let capture = FrameCapture()
        try video.render(into: capture)
        // Each picture made once, when its time came.
        #expect(asked == [0, 1])
        #expect(capture.frames.count == 40)
        func centreRed(_ k: Int) -> Int { Int(capture.frames[k][(18 * 64 + 32) * 4]) }
        #expect(centreRed(10) > 220)                       // the red disc alone
        #expect(centreRed(20) > 140 && centreRed(20) < 220) // half-way through the fade
        #expect(abs(centreRed(39) - 128) <= 1)             // the gray photo alone
        let one = [PanVideo.Subject(shot: red, targets: [])]
        #expect(throws: LineworkError.self) { try PanVideo(subjects: [], width: 64, height: 36, fps: 10, seconds: 4) }
        #expect(throws: LineworkError.self) { try PanVideo(subjects: one, width: 64, height: 36, fps: 10, seconds: 0) }
        #expect(throws: LineworkError.self) { try PanVideo(subjects: one, width: 64, height: 36, fps: 0, seconds: 1) }
        #expect(throws: LineworkError.self) { try PanVideo(subjects: one, width: 9000, height: 36, fps: 10, seconds: 1) }
    }

    /// Attention starts on the stroke under the hot spot and goes to its nearest neighbour next;
    /// plotter keeps the scene's order.
    @Test func attentionOrderStartsWhereTheEyeGoes() {
        func line(_ x: Double, _ y: Double) -> Subpath { Subpath(polyline: [ScenePoint(x, y), ScenePoint(x + 8, y)], isClosed: false)! }
        let scene = Scene(width: 100, height: 100, layers: [
            Layer(id: "ink", label: "Ink", paths: [ScenePath([line(5, 5), line(80, 80), line(60, 70), line(10, 90)])]),
        ])
        var heatmap = FloatImage(validWidth: 10, height: 10, repeating: 0)
        heatmap.samples[8 * 10 + 8] = 1   // around (85, 85)
        let attention = AnimationOrder.attention.strokes(of: scene, heatmap: heatmap).map(\.subpath)
        #expect(attention.prefix(2) == [1, 2])
        #expect(Set(attention) == [0, 1, 2, 3])
        #expect(AnimationOrder.plotter.strokes(of: scene, heatmap: heatmap).map(\.subpath) == [0, 1, 2, 3])
    }
}
