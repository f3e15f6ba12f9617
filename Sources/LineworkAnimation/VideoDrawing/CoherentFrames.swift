import LineworkArt
import LineworkCore
import LineworkImage
import LineworkRender
import LineworkScene
import LineworkVideo

/// `VideoDrawing`'s frame-to-frame state: the shot detector, the denoiser and the ink hold,
/// and the buffers reused for every frame.
struct CoherentFrames {
    let drawing: VideoDrawing
    let width: Int, height: Int
    /// The frame size, even; known after the first frame.
    private(set) var frameWidth = 0, frameHeight = 0
    private(set) var summary = VideoDrawing.Summary(frames: 0, shots: 0, redrawnShare: 1, emptyFrames: 0)

    private var shots = ShotDetector()
    private var denoiser: TemporalDenoiser
    private var hold: InkHold?
    private var denoised = [UInt8]()
    private var fresh = [UInt8]()
    private var shown = [UInt8]()
    private var redrawn = 0, tiles = 0

    init(drawing: VideoDrawing, width: Int, height: Int) {
        (self.drawing, self.width, self.height) = (drawing, width, height)
        denoiser = TemporalDenoiser(width: width, height: height)
    }

    /// The next frame's drawing, RGBA, `frameWidth` × `frameHeight`, from its picture
    /// (8-bit RGB, `width` × `height`).
    mutating func next(_ rgb: [UInt8]) throws -> [UInt8] {
        let cut = rgb.withUnsafeBufferPointer { shots.startsShot(rgb: $0, width: width, height: height) }
        if cut {
            summary.shots += 1
            denoiser.reset()
            hold?.reset()
        }
        if drawing.coherence.denoises {
            denoiser.filter(rgb, into: &denoised)
        } else {
            denoised = rgb
        }
        let pixels = PixelBuffer.uint8(try Image(width: width, height: height, channels: 3, samples: denoised))
        let mask = try drawing.options.weight == .pose ? drawing.bodyMask.map { try $0(pixels) } : nil
        let drawn = try LineDrawing(pixels, options: drawing.options, bodyMask: mask)
        if drawn.strokes.isEmpty { summary.emptyFrames += 1 }
        let layout = try render(drawn.art.scene)
        summary.frames += 1
        guard drawing.coherence.holdsStillInk else { return fresh }
        if hold == nil {
            hold = InkHold(width: width, height: height, frameWidth: frameWidth, frameHeight: frameHeight)
            hold!.settledAge = Float(denoiser.maximumAge)
        }
        let denoises = drawing.coherence.denoises
        let counts = hold!.hold(picture: denoised, fresh: fresh, placement: layout, noise: denoises ? denoiser.sigma : nil,
                                ages: denoises ? denoiser.age : nil, into: &shown)
        if !cut {
            (redrawn, tiles) = (redrawn + counts.redrawn, tiles + counts.tiles)
            summary.redrawnShare = Double(redrawn) / Double(max(1, tiles))
        }
        return shown
    }

    /// Rasterises `scene` into `fresh` (RGBA, opaque: a transparent backdrop over white; the
    /// even sides' padding white) and returns where working pixels land in it.
    private mutating func render(_ scene: Scene) throws -> InkHold.Placement {
        let image = try SceneRenderer.rasterize(scene)
        if frameWidth == 0 { (frameWidth, frameHeight) = ((image.width + 1) / 2 * 2, (image.height + 1) / 2 * 2) }
        if fresh.count != frameWidth * frameHeight * 4 { fresh = [UInt8](repeating: 255, count: frameWidth * frameHeight * 4) }
        let channels = image.channels
        image.samples.withUnsafeBufferPointer { src in
            fresh.withUnsafeMutableBufferPointer { dst in
                for y in 0..<min(image.height, frameHeight) {
                    for x in 0..<min(image.width, frameWidth) {
                        let (i, o) = ((y * image.width + x) * channels, (y * frameWidth + x) * 4)
                        let alpha = channels == 4 ? Int(src[i + 3]) : 255
                        for c in 0..<3 {
                            // Straight alpha over white: c·a + 255·(1 − a).
                            dst[o + c] = UInt8((Int(src[i + c]) * alpha + 255 * (255 - alpha) + 127) / 255)
                        }
                        dst[o + 3] = 255
                    }
                }
            }
        }
        let layout = CanvasLayout(scene: scene, device: .raster)
        return InkHold.Placement(scale: layout.scale, originX: layout.originX, originY: layout.originY)
    }
}
