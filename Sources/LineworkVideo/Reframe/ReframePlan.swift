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
        /// The width and height: the plan's window size, or the whole picture in a padded shot
        /// (or anything a `--plan` edited in); a window of another shape than the output is
        /// fitted inside it and padded (`ReframePadding`).
        public var width: Int, height: Int

        /// A window.
        public init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
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

    /// The picture inside the source's bars, in source pixels (the whole frame without bars):
    /// every window lies inside it, so the output shows no bar.
    public var picture: PictureRect

    /// The largest move of the window between two frames of a shot, as a fraction of the
    /// source's width: 0.01 (the editor's limit: faster reads as a whip-pan). The
    /// path is held a pixel below it, so that rounding to whole pixels stays within.
    public static let maximumStepFraction = 0.01

    /// The share of a shot's frames whose subject must be too large for the window for the
    /// shot to be padded rather than cut, when padding is asked for: a quarter.
    public static let paddedShotShare = 0.25

    /// The plan for `track` at `aspect`, inside `track.picture`.
    ///
    /// - Parameters:
    ///   - track: the analysed video.
    ///   - aspect: the output's aspect ratio.
    ///   - pads: whether a shot whose subject does not fit the window (in `paddedShotShare` of
    ///     its frames) shows the whole picture, to be fitted and padded, instead of a window
    ///     that cuts the subject (AutoFlip's padding); false by default.
    /// - Throws: `LineworkError.invalidOption` naming `aspect` when no window of two pixels a
    ///   side at that ratio fits the picture.
    public init(track: VideoSaliencyTrack, aspect: AspectRatio, pads: Bool = false) throws {
        let (w, h) = (track.width, track.height)
        let picture = track.picture
        let (pw, ph) = (picture.width, picture.height)
        let ratio = Double(aspect.width) / Double(aspect.height)
        let cropWidth = Self.even(min(Double(pw), Double(ph) * ratio)), cropHeight = Self.even(min(Double(ph), Double(pw) / ratio))
        guard cropWidth >= 2, cropHeight >= 2 else {
            throw LineworkError.invalidOption(name: "aspect", value: aspect.description,
                                              allowed: "no \(aspect) window of even sides fits a \(pw)×\(ph) picture")
        }
        (sourceWidth, sourceHeight, width, height, self.picture) = (w, h, cropWidth, cropHeight, picture)
        (frameRate, shotStarts) = (track.frameRate, track.shotStarts)
        var xs = [Double](), ys = [Double](), padded = [Bool]()
        let step = max(Self.maximumStepFraction * Double(w) - 1, 1)
        let solver = CropPath(maximumStep: step, maximumAcceleration: step / (0.5 * track.frameRate.value))
        let (left, top) = (Double(picture.x), Double(picture.y))
        for (index, start) in track.shotStarts.enumerated() {
            let end = index + 1 < track.shotStarts.count ? track.shotStarts[index + 1] : track.frameCount
            guard start < end else { continue }
            let subjects = (start..<end).map { track.subject(at: $0) }
            let tooLarge = subjects.filter { s in
                s.map { $0.width * Double(w) > Double(cropWidth) * 1.02 || $0.height * Double(h) > Double(cropHeight) * 1.02 } ?? false
            }.count
            padded += [Bool](repeating: pads && Double(tooLarge) > Self.paddedShotShare * Double(end - start), count: end - start)
            xs += Self.path(subjects.map { $0.map { ($0.x * Double(w) - left, ($0.x + $0.width) * Double(w) - left) } },
                            side: Double(pw), window: Double(cropWidth), solver: solver, frameRate: track.frameRate.value)
            ys += Self.path(subjects.map { $0.map { ((1 - $0.y - $0.height) * Double(h) - top, (1 - $0.y) * Double(h) - top) } },
                            side: Double(ph), window: Double(cropHeight), solver: solver, frameRate: track.frameRate.value)
        }
        crops = zip(zip(xs, ys), padded).map { centre, pad in
            if pad { return Crop(x: picture.x, y: picture.y, width: pw, height: ph) }
            return Crop(x: picture.x + min(max(Int((centre.0 - Double(cropWidth) / 2).rounded()), 0), pw - cropWidth),
                        y: picture.y + min(max(Int((centre.1 - Double(cropHeight) / 2).rounded()), 0), ph - cropHeight),
                        width: cropWidth, height: cropHeight)
        }
    }

    /// A plan from its parts (`init(jsonText:)`).
    init(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int, frameRate: FrameRate, crops: [Crop],
         shotStarts: [Int], picture: PictureRect) {
        (self.sourceWidth, self.sourceHeight, self.width, self.height) = (sourceWidth, sourceHeight, width, height)
        (self.frameRate, self.crops, self.shotStarts, self.picture) = (frameRate, crops, shotStarts, picture)
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

    /// The plan as `linework reframe --json` writes it: the source's size, the picture inside
    /// its bars, the rate, the shots' first frames and every frame's window, in source pixels
    /// with a top-left origin (`crop`) and, alongside, normalised with a lower-left origin as
    /// `saliency VIDEO --json` gives boxes (`box`):
    /// `{"source": {"width", "height"}, "picture": {"x", "y", "width", "height"}, "fps": r,
    /// "shots": [0, …], "frames": [{"time": s, "crop": {"x", "y", "width", "height"},
    /// "box": {"x", "y", "width", "height"}}, …]}`. `--plan` reads it back (`init(jsonText:)`).
    public var jsonText: String {
        func r(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }
        let (sw, sh) = (Double(sourceWidth), Double(sourceHeight))
        var text = "{\"source\": {\"width\": \(sourceWidth), \"height\": \(sourceHeight)}, "
        text += "\"picture\": {\"x\": \(picture.x), \"y\": \(picture.y), \"width\": \(picture.width), \"height\": \(picture.height)}, "
        text += "\"fps\": \(frameRate.value), \"shots\": [\(shotStarts.map(String.init).joined(separator: ", "))],\n\"frames\": [\n"
        for (i, crop) in crops.enumerated() {
            let time = (Double(i) / frameRate.value * 1e6).rounded() / 1e6
            text += "{\"time\": \(time), \"crop\": {\"x\": \(crop.x), \"y\": \(crop.y), \"width\": \(crop.width), \"height\": \(crop.height)}, "
            text += "\"box\": {\"x\": \(r(Double(crop.x) / sw)), \"y\": \(r(1 - Double(crop.y + crop.height) / sh)), "
            text += "\"width\": \(r(Double(crop.width) / sw)), \"height\": \(r(Double(crop.height) / sh))}}"
            text += i + 1 < crops.count ? ",\n" : "\n"
        }
        return text + "]}\n"
    }
}
