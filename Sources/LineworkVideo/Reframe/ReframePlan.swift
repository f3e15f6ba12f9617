import Foundation
import LineworkCodecs
import LineworkCore
import LineworkSaliency

/// Where to crop every frame of a video to show it at another aspect ratio: MediaPipe
/// AutoFlip's job, with Linework's weight-free saliency.
///
/// The window is the largest of the ratio that fits the frame, sides even (H.264's yuv420p
/// needs them), so a 1280 × 720 video at 9:16 is cut to 404 × 720. Each frame's subject
/// (`VideoSaliencyTrack.subject(at:)`: faces first, else the attention and motion around the
/// heatmap's peak) gives the centre wanted and the centres that keep it whole; a `CropPath`
/// per shot and per axis joins them into a smooth camera, which jumps only at cuts. Pixel
/// coordinates: origin at the top-left corner of the frame as shown, x right, y down.
public struct ReframePlan: Sendable, Equatable {
    /// One frame's window, in source pixels.
    public struct Crop: Sendable, Equatable {
        /// The left column and the top row.
        public var x: Int, y: Int
    }

    /// The source frame's width and height as shown, in pixels.
    public var sourceWidth: Int, sourceHeight: Int
    /// The window's width and height, in pixels, even.
    public var width: Int, height: Int
    /// The video's frame rate.
    public var frameRate: FrameRate
    /// Every frame's window, in frame order.
    public var crops: [Crop]
    /// The first frame of each shot.
    public var shotStarts: [Int]

    /// The largest move of the window between two frames of a shot, as a fraction of the
    /// source's width: 0.025.
    public static let maximumStepFraction = 0.025

    /// The plan for `track` at `aspect`.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `aspect` when no window of two pixels a
    ///   side at that ratio fits the frame.
    public init(track: VideoSaliencyTrack, aspect: AspectRatio) throws {
        let (w, h) = (track.width, track.height)
        let ratio = Double(aspect.width) / Double(aspect.height)
        let cropWidth = Self.even(min(Double(w), Double(h) * ratio)), cropHeight = Self.even(min(Double(h), Double(w) / ratio))
        guard cropWidth >= 2, cropHeight >= 2 else {
            throw LineworkError.invalidOption(name: "aspect", value: aspect.description,
                                              allowed: "no \(aspect) window of even sides fits a \(w)×\(h) video")
        }
        (sourceWidth, sourceHeight, width, height) = (w, h, cropWidth, cropHeight)
        (frameRate, shotStarts) = (track.frameRate, track.shotStarts)
        var xs = [Double](), ys = [Double]()
        let pathX = CropPath(maximumStep: Self.maximumStepFraction * Double(w))
        let pathY = CropPath(maximumStep: Self.maximumStepFraction * Double(w))
        for (index, start) in track.shotStarts.enumerated() {
            let end = index + 1 < track.shotStarts.count ? track.shotStarts[index + 1] : track.frameCount
            guard start < end else { continue }
            let subjects = (start..<end).map { track.subject(at: $0) }
            xs += Self.path(subjects.map { $0.map { ($0.x * Double(w), ($0.x + $0.width) * Double(w)) } },
                            side: Double(w), window: Double(cropWidth), solver: pathX, frameRate: track.frameRate.value)
            ys += Self.path(subjects.map { $0.map { ((1 - $0.y - $0.height) * Double(h), (1 - $0.y) * Double(h)) } },
                            side: Double(h), window: Double(cropHeight), solver: pathY, frameRate: track.frameRate.value)
        }
        crops = zip(xs, ys).map { x, y in
            Crop(x: min(max(Int((x - Double(cropWidth) / 2).rounded()), 0), w - cropWidth),
                 y: min(max(Int((y - Double(cropHeight) / 2).rounded()), 0), h - cropHeight))
        }
    }

    /// One axis of one shot: the window's centre per frame, given the subject's extent per frame
    /// (nil where nothing is salient: the frame's middle is wanted, anything allowed).
    private static func path(_ extents: [(Double, Double)?], side: Double, window: Double, solver: CropPath,
                             frameRate: Double) -> [Double] {
        let half = window / 2
        guard side > window else { return [Double](repeating: side / 2, count: extents.count) }
        var wanted = [Double](), low = [Double](), high = [Double]()
        for extent in extents {
            guard let (a, b) = extent else {
                wanted.append(side / 2); low.append(half); high.append(side - half)
                continue
            }
            wanted.append((a + b) / 2)
            if b - a <= window {
                low.append(max(b - half, half)); high.append(min(a + half, side - half))
            } else {
                // Too wide to keep whole: its middle is kept, within a sixth of the window.
                let middle = (a + b) / 2
                low.append(max(middle - window / 6, half)); high.append(min(middle + window / 6, side - half))
            }
        }
        return solver.solve(wanted: wanted, low: low, high: high, bounds: half...(side - half), frameRate: frameRate)
    }

    /// The largest even whole number at most `value` (and at least 0).
    private static func even(_ value: Double) -> Int { max(0, Int(value.rounded(.down)) / 2 * 2) }

    /// The plan as `linework reframe --json` writes it: `{"frames": [{"time": s, "crop": {"x",
    /// "y", "width", "height"}}, …]}` in source pixels, one entry per frame, plus the source's
    /// size, the rate and the shots' first frames.
    public var jsonText: String {
        var text = "{\"source\": {\"width\": \(sourceWidth), \"height\": \(sourceHeight)}, \"fps\": \(frameRate.value), "
        text += "\"shots\": [\(shotStarts.map(String.init).joined(separator: ", "))],\n\"frames\": [\n"
        for (i, crop) in crops.enumerated() {
            let time = (Double(i) / frameRate.value * 1e6).rounded() / 1e6
            text += "{\"time\": \(time), \"crop\": {\"x\": \(crop.x), \"y\": \(crop.y), \"width\": \(width), \"height\": \(height)}}"
            text += i + 1 < crops.count ? ",\n" : "\n"
        }
        return text + "]}\n"
    }
}
