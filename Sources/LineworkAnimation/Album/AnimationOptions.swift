import LineworkArt
import LineworkCodecs
import LineworkCore
import LineworkSaliency

/// What an animation of a photo or an album is made of: its length, frames, camera subject and
/// stroke order, and the drawing (`linework animate`'s options).
///
/// Fields left nil take the default for the output format: 30 frames a second (12 for a GIF),
/// 1280 pixels on the longer side (480 for a GIF) at 16:9, and the photo filmed.
///
/// ```swift
/// var options = AnimationOptions()
/// options.seconds = 8
/// options.aspect = try AspectRatio(parsing: "9:16")
/// let animation = try PhotoAnimation(input: "album", options: options, makesVideo: true)
/// ```
public struct AnimationOptions: Sendable {
    /// The whole animation's duration in seconds: above 0, at most `PanVideo.maximumSeconds`.
    public var seconds = 6.0
    /// Frames per second of the video, 1…60; nil for the format's default
    /// (`defaultFramesPerSecond(for:)`).
    public var framesPerSecond: Int?
    /// The frame size, each side 2…`FrameRenderer.maximumSide`; nil for the default at
    /// `aspect`. Not with `aspect`.
    public var frameSize: PixelSize?
    /// The frame's aspect ratio; nil for 16:9 (or `frameSize`'s).
    public var aspect: AspectRatio?
    /// What the camera films; nil for the photo (and, for the animated SVG, the drawing alone).
    public var style: AnimationStyle?
    /// The order strokes appear in.
    public var order: AnimationOrder = .attention
    /// Whether faces (from the installed face or pose model) lead the camera and the saliency.
    public var usesFaces = true
    /// The drawing, as `linework draw` makes it.
    public var drawing = DrawOptions()

    /// The default options.
    public init() {}

    /// Frames per second when `framesPerSecond` is nil: 12 for a GIF, 30 otherwise.
    public static func defaultFramesPerSecond(for format: VideoFormat?) -> Int { format == .gif ? 12 : 30 }

    /// The longer side of the default frame: 480 pixels for a GIF, 1280 otherwise.
    public static func defaultLongerSide(for format: VideoFormat?) -> Int { format == .gif ? 480 : 1280 }

    /// The frame rate of a video in `format`.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `framesPerSecond` when it is outside 1…60.
    public func resolvedFramesPerSecond(for format: VideoFormat?) throws -> Int {
        let fps = framesPerSecond ?? Self.defaultFramesPerSecond(for: format)
        guard (1...60).contains(fps) else {
            throw LineworkError.invalidOption(name: "framesPerSecond", value: "\(fps)", allowed: "must be 1…60 frames per second")
        }
        return fps
    }

    /// The frame size of a video in `format`: `frameSize`, or the format's longer side at
    /// `aspect` with even sides.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `aspect` when both it and `frameSize` are
    ///   set, or `frameSize` when a side is outside 2…`FrameRenderer.maximumSide`.
    public func resolvedFrameSize(for format: VideoFormat?) throws -> PixelSize {
        if let frameSize {
            if let aspect {
                throw LineworkError.invalidOption(name: "aspect", value: aspect.description, allowed: "give a frame size or an aspect, not both")
            }
            let sides = 2...FrameRenderer.maximumSide
            guard sides.contains(frameSize.width), sides.contains(frameSize.height) else {
                throw LineworkError.invalidOption(name: "frameSize", value: "\(frameSize.width)x\(frameSize.height)",
                                                  allowed: "each side must be 2…\(FrameRenderer.maximumSide) pixels")
            }
            return frameSize
        }
        let ratio = try aspect ?? AspectRatio(width: 16, height: 9)
        let longer = Self.defaultLongerSide(for: format)
        func even(_ value: Double) -> Int { max(2, 2 * Int((value / 2).rounded())) }
        return ratio.width >= ratio.height
            ? PixelSize(width: longer, height: even(Double(longer * ratio.height) / Double(ratio.width)))
            : PixelSize(width: even(Double(longer * ratio.width) / Double(ratio.height)), height: longer)
    }

    /// Checks the options that do not depend on the output format.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `seconds`, or the drawing's field at fault.
    public func validate() throws {
        guard seconds.isFinite, seconds > 0, seconds <= PanVideo.maximumSeconds else {
            throw LineworkError.invalidOption(name: "seconds", value: "\(seconds)",
                                              allowed: "must be above 0 and at most \(Int(PanVideo.maximumSeconds))")
        }
        try drawing.validate()
    }
}
