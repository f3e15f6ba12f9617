import Foundation
import LineworkArt
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkVideo

/// `draw VIDEO --video OUT`: every frame of a video drawn with the same `DrawOptions`, streamed
/// from the decoder to an encoder, temporally coherent.
///
/// The pipeline of one frame:
/// 1. read: the frame, upright (the display rotation applied), scaled by ffmpeg to the working
///    size (`DrawOptions.contour.maximumImageDimension`), so it is drawn at the size a still
///    photo of that size would be;
/// 2. cut: `ShotDetector` starts a new shot, and every temporal state below starts again;
/// 3. denoise (`Coherence.denoises`): a motion-adaptive recursive filter (`TemporalDenoiser`)
///    averages each pixel over the frames in which it stayed still and follows at once where
///    it moved, so sensor noise does not redraw the lines of a still shot;
/// 4. draw: `LineDrawing` of the denoised frame, rendered as `SceneRenderer` rasterises a PNG
///    (transparent backdrops over white), padded by at most one pixel to even sides;
/// 5. hold (`Coherence.holdsStillInk`): tiles whose picture has not changed since they were
///    last drawn keep their ink (`InkHold`); tiles that changed, and their neighbours, take
///    the new drawing, so a moving subject's lines follow it at once and leave no trail.
///
/// Memory holds a few frames whatever the video's length: the decoded frame, the denoiser's
/// running mean, the fresh and the held drawing.
public struct VideoDrawing {
    /// What carries work from one frame to the next.
    public struct Coherence: Sendable, Equatable {
        /// Denoise the input over time before drawing (`TemporalDenoiser`). Default true.
        public var denoises: Bool
        /// Keep the drawing of tiles whose picture did not change (`InkHold`). Default true.
        public var holdsStillInk: Bool

        /// Both on (the default), or as given.
        public init(denoises: Bool = true, holdsStillInk: Bool = true) {
            self.denoises = denoises
            self.holdsStillInk = holdsStillInk
        }

        /// Every frame drawn on its own: the flicker a still, noisy shot has without coherence.
        public static let none = Coherence(denoises: false, holdsStillInk: false)
    }

    /// What a render did.
    public struct Summary: Sendable, Equatable {
        /// Frames drawn.
        public var frames: Int
        /// Shots (cuts plus one).
        public var shots: Int
        /// The share of tiles redrawn over all frames after each shot's first (1 without the hold).
        public var redrawnShare: Double
        /// Frames whose drawing was empty.
        public var emptyFrames: Int
    }

    /// The options every frame is drawn with.
    public var options: DrawOptions
    /// What carries over between frames; both on by default.
    public var coherence = Coherence()
    /// For `options.weight == .pose`: the people's body weight map of a frame; nil for the
    /// installed body-pose model's (`LineDrawing.bodyWeightFinder`, loaded once a video).
    public var bodyMask: ((PixelBuffer) throws -> FloatImage)?

    /// A video drawing with `options`.
    ///
    /// - Throws: `LineworkError.invalidOption` for an option out of range (`DrawOptions.validate`).
    public init(options: DrawOptions, coherence: Coherence = Coherence()) throws {
        try options.validate()
        self.options = options
        self.coherence = coherence
    }

    /// The size frames are read and drawn at: the video's (as shown) fitted to the options'
    /// `maximumImageDimension`, never enlarged.
    public func workingSize(of info: VideoInfo) -> PixelSize {
        let size = info.size(maximumDimension: options.contour.maximumImageDimension)
        return PixelSize(width: size.width, height: size.height)
    }

    /// Draws every frame of the video at `path` into the sink `makeSink` makes for the frame
    /// size, in order, and finishes neither the sink nor anything else: the caller ends the sink.
    ///
    /// - Parameters:
    ///   - path: the video.
    ///   - info: its `VideoInfo.probe`.
    ///   - environment: where ffmpeg is looked for.
    ///   - makeSink: called once, before the first frame is handed over, with the frame's width
    ///     and height (even): the drawing's raster canvas padded by at most one pixel.
    ///   - progress: called after each frame with the number of frames done.
    /// - Returns: what was drawn.
    /// - Throws: `LineworkError` from the reader (ffmpeg missing, a damaged or truncated file),
    ///   the drawing (a tone too costly for the working size) or the sink.
    @discardableResult
    public func render(_ path: String, info: VideoInfo, environment: [String: String] = ProcessInfo.processInfo.environment,
                       makeSink: (_ width: Int, _ height: Int) throws -> any FrameSink,
                       progress: ((Int) -> Void)? = nil) throws -> Summary {
        let size = workingSize(of: info)
        try options.tone?.checkCost(width: size.width, height: size.height)
        let reader = try VideoReader(path: path, info: info, width: size.width, height: size.height, environment: environment)
        var drawing = self
        if options.weight == .pose && bodyMask == nil { drawing.bodyMask = try LineDrawing.bodyWeightFinder(environment: environment) }
        var frames = CoherentFrames(drawing: drawing, width: size.width, height: size.height)
        var sink: (any FrameSink)?
        var rgb = [UInt8]()
        while try reader.read(into: &rgb) {
            let frame = try frames.next(rgb)
            if sink == nil { sink = try makeSink(frames.frameWidth, frames.frameHeight) }
            try frame.withUnsafeBufferPointer { try sink!.append(rgba: $0) }
            progress?(reader.framesRead)
        }
        try reader.finish()
        return frames.summary
    }
}
