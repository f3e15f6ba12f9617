import Foundation
import LineworkCore

/// A Ken Burns camera over one photo: it starts on the whole frame, then moves and zooms to
/// each target box in turn, holding on each.
///
/// Windows have the frames' aspect ratio and always lie inside the photo. The wide window is the
/// largest that fits: where the caller puts it (`SaliencyCrop`'s window, so that a square photo
/// in a 16:9 frame starts on its subject), else centred. A target's
/// window is centred on its box and just large enough to hold it with a margin (the box fills
/// at most `boxFill` of either side), but no smaller than the wide window over `maximumZoom`,
/// then moved the least distance that puts it inside the photo. So the box stays inside the
/// frame, as `crop` keeps it, and when nothing had to move, the frame's centre is the box's.
///
/// The timeline, in units of `seconds / (0.5 + 2n)` for n targets: a hold of half a unit on the
/// wide window, then for each target a move of one unit and a hold of one unit. A move eases
/// with smoothstep, e(s) = 3s² − 2s³ (zero speed at both ends, so no jumps); the centre moves
/// linearly in e and the width geometrically (its logarithm linearly in e), so that a zoom feels
/// even. Pixel coordinates inside: origin top-left, y down; windows come out as
/// `NormalizedRect`s (lower-left origin).
///
/// Smoothness: between consecutive frames, the centre moves at most `maximumStep` of the
/// narrower window's width, and the width changes by a factor of at most e^`maximumStep`.
/// e′ peaks at 1.5, so a move of d (the centre's travel over the narrower window's width, or the
/// log of the zoom, whichever is larger) over F frames steps at most 1.5·d / F; the path drops
/// the least confident targets (the last) while a move breaks the bound, and when a single
/// target still does (a very short or low-frame-rate video), it aims at a window part of the
/// way from the wide one towards the target's, as far as the bound allows.
public struct CameraPath: Sendable, Equatable {
    /// The largest step between two frames, as a fraction of the frame (see above): 5 %.
    /// At 30 fps, a 1.3 s move zooms 2.5× within it.
    public static let maximumStep = 0.05
    /// How far the camera may zoom in from the wide window: 2.5×. Closer, a 1280-pixel frame
    /// shows a typical 12-megapixel photo at about its own resolution, and a small face's
    /// surroundings stay in view.
    public static let maximumZoom = 2.5
    /// The largest share of the window's width or height a target box takes: 60 %. A face
    /// detector's box is the face alone; at 80 % the hair and chin were cut off.
    public static let boxFill = 0.6

    /// A window the camera holds.
    public struct Stop: Sendable, Equatable {
        /// The window, normalised (lower-left origin), of the frames' aspect ratio.
        public var window: NormalizedRect
        /// When the camera arrives at the window and when it leaves, in seconds.
        public var arrive: Double, leave: Double
        /// The target box this stop frames (nil for the wide window).
        public var target: NormalizedRect?
    }

    /// The windows held, in order: the wide window first.
    public private(set) var stops: [Stop] = []
    /// The path's length in seconds.
    public let seconds: Double

    /// Centre and width in photo pixels (top-left origin); the height is width / aspect.
    private struct Window: Equatable {
        var x: Double, y: Double, width: Double
    }
    private let imageWidth: Double, imageHeight: Double, aspect: Double

    /// A path over a `imageWidth` × `imageHeight` photo through `targets`, most important first.
    ///
    /// - Parameters:
    ///   - imageWidth: the photo's width in pixels.
    ///   - imageHeight: the photo's height in pixels.
    ///   - frameAspect: the frames' width over their height.
    ///   - wide: where the wide window lies, normalised (its centre is used, its size is the
    ///     largest that fits); default nil, centred.
    ///   - targets: boxes to visit, normalised with a lower-left origin (`SalientObject` and
    ///     face boxes); empty holds the wide window throughout.
    ///   - seconds: the path's length, finite and positive.
    ///   - fps: frames per second, 1…120: the frames the smoothness bound is kept at.
    /// - Throws: `LineworkError.invalidOption` naming `seconds`, `fps`, `aspect` or `imageWidth`.
    public init(imageWidth: Int, imageHeight: Int, frameAspect: Double, wide: NormalizedRect? = nil,
                targets: [NormalizedRect], seconds: Double, fps: Double) throws {
        guard (1...Self.maximumSide).contains(imageWidth), (1...Self.maximumSide).contains(imageHeight) else {
            throw LineworkError.invalidOption(name: "imageWidth", value: "\(imageWidth)×\(imageHeight)",
                                              allowed: "each side must be 1…\(Self.maximumSide) pixels")
        }
        guard frameAspect.isFinite, frameAspect >= 0.01, frameAspect <= 100 else {
            throw LineworkError.invalidOption(name: "aspect", value: "\(frameAspect)", allowed: "must be a width over height in 0.01…100")
        }
        guard seconds.isFinite, seconds > 0 else {
            throw LineworkError.invalidOption(name: "seconds", value: "\(seconds)", allowed: "must be a finite number above 0")
        }
        guard fps.isFinite, fps >= 1, fps <= 120 else {
            throw LineworkError.invalidOption(name: "fps", value: "\(fps)", allowed: "must be 1…120 frames per second")
        }
        (self.imageWidth, self.imageHeight, aspect, self.seconds) = (Double(imageWidth), Double(imageHeight), frameAspect, seconds)
        let wideWidth = min(self.imageWidth, self.imageHeight * frameAspect)
        let wide = place(wide.flatMap { $0.isFinite ? $0 : nil }.map { Window(x: ($0.x + $0.width / 2) * self.imageWidth,
                                           y: (1 - $0.y - $0.height / 2) * self.imageHeight, width: wideWidth) }
                         ?? Window(x: self.imageWidth / 2, y: self.imageHeight / 2, width: wideWidth))
        var goals = targets.filter { $0.isFinite && $0.width > 0 && $0.height > 0 }
        var windows = [wide] + goals.map { window(for: $0, wideWidth: wideWidth) }
        // The moves' frames for n targets: one unit of seconds / (0.5 + 2n).
        func moveFrames(_ n: Int) -> Double { seconds / (0.5 + 2 * Double(n)) * fps }
        while goals.count > 1,
              zip(windows, windows.dropFirst()).contains(where: { Self.step($0, $1, frames: moveFrames(goals.count)) > Self.maximumStep }) {
            goals.removeLast()
            windows.removeLast()
        }
        if goals.count == 1 {
            // Part of the way there: the largest share of the move that keeps to the bound.
            let frames = moveFrames(1)
            var share = 1.0
            while share > 0.01, Self.step(wide, Self.between(wide, windows[1], share), frames: frames) > Self.maximumStep {
                share *= 0.9
            }
            windows[1] = place(Self.between(wide, windows[1], share))
        }
        let unit = seconds / (0.5 + 2 * Double(goals.count))
        var stops: [Stop] = []
        var time = 0.0
        for (i, window) in windows.enumerated() {
            let arrive = i == 0 ? 0 : time + unit
            let leave = i == windows.count - 1 ? seconds : arrive + (i == 0 ? unit / 2 : unit)
            stops.append(Stop(window: Self.normalized(window, imageWidth: self.imageWidth, imageHeight: self.imageHeight,
                                                      aspect: aspect),
                              arrive: arrive, leave: leave, target: i == 0 ? nil : goals[i - 1]))
            time = leave
        }
        self.stops = stops
    }

    /// The window at `t` seconds (clamped to the path), normalised with a lower-left origin.
    public func window(at t: Double) -> NormalizedRect {
        var previous = stops[0]
        for stop in stops {
            if t < stop.arrive {
                // Moving from `previous` to `stop`.
                let s = (t - previous.leave) / (stop.arrive - previous.leave)
                let a = pixels(previous.window), b = pixels(stop.window)
                return Self.normalized(Self.between(a, b, Self.ease(min(max(s, 0), 1))), imageWidth: imageWidth,
                                       imageHeight: imageHeight, aspect: aspect)
            }
            if t <= stop.leave { return stop.window }
            previous = stop
        }
        return stops[stops.count - 1].window
    }

    /// Smoothstep, 3s² − 2s³: 0 and 1 at the ends with zero slope there, slope 1.5 at most.
    static func ease(_ s: Double) -> Double { s * s * (3 - 2 * s) }

    /// The window a share `e` of the way from `a` to `b`: centre linear, width geometric.
    private static func between(_ a: Window, _ b: Window, _ e: Double) -> Window {
        Window(x: a.x + (b.x - a.x) * e, y: a.y + (b.y - a.y) * e, width: a.width * pow(b.width / a.width, e))
    }

    /// The largest step per frame of an eased move from `a` to `b` over `frames` frames.
    private static func step(_ a: Window, _ b: Window, frames: Double) -> Double {
        let travel = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() / min(a.width, b.width)
        return 1.5 * max(travel, abs(log(b.width / a.width))) / max(frames, 1)
    }

    /// The window framing `box`: centred on it, holding it within `boxFill`, at most
    /// `maximumZoom` in, inside the photo.
    private func window(for box: NormalizedRect, wideWidth: Double) -> Window {
        let (w, h) = (box.width * imageWidth, box.height * imageHeight)
        let width = min(wideWidth, max(w / Self.boxFill, h / Self.boxFill * aspect, wideWidth / Self.maximumZoom))
        return place(Window(x: (box.x + box.width / 2) * imageWidth, y: (1 - box.y - box.height / 2) * imageHeight, width: width))
    }

    /// `window` moved the least distance that puts it inside the photo.
    private func place(_ window: Window) -> Window {
        let (halfW, halfH) = (window.width / 2, window.width / aspect / 2)
        return Window(x: min(max(window.x, halfW), imageWidth - halfW), y: min(max(window.y, halfH), imageHeight - halfH),
                      width: window.width)
    }

    private func pixels(_ rect: NormalizedRect) -> Window {
        Window(x: (rect.x + rect.width / 2) * imageWidth, y: (1 - rect.y - rect.height / 2) * imageHeight,
               width: rect.width * imageWidth)
    }

    /// The largest photo side a path accepts, in pixels: far above any decodable image.
    public static let maximumSide = 1 << 24

    private static func normalized(_ w: Window, imageWidth: Double, imageHeight: Double, aspect: Double) -> NormalizedRect {
        let height = w.width / aspect
        return NormalizedRect(left: w.x - w.width / 2, top: w.y - height / 2, right: w.x + w.width / 2,
                              bottom: w.y + height / 2, imageWidth: Int(imageWidth), imageHeight: Int(imageHeight))
    }
}

extension CameraPath {
    /// The boxes a camera visits in a photo, most important first, at most `limit`: the faces by
    /// confidence, then the salient objects by confidence, leaving out any box that mostly
    /// repeats one already chosen (intersection over union above one half).
    public static func targets(faces: [FaceBox], objects: [SalientObject],
                               limit: Int = 4) -> [NormalizedRect] {
        let ranked = faces.sorted { $0.confidence > $1.confidence }.map(\.boundingBox)
            + objects.sorted { $0.confidence > $1.confidence }.map(\.boundingBox)
        var chosen: [NormalizedRect] = []
        for box in ranked where chosen.count < limit && !chosen.contains(where: { $0.intersectionOverUnion(box) > 0.5 }) {
            chosen.append(box)
        }
        return chosen
    }
}

private extension NormalizedRect {
    /// Whether every coordinate is a finite number.
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
