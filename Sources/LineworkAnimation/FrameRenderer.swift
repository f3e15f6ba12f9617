import LineworkCore
import LineworkImage
import LineworkRender
import LineworkScene

/// Renders the frames of a camera moving over pictures, one at a time, into one reused buffer.
///
/// A frame is black, then each `CameraShot` drawn through its camera window (the part of the
/// picture that fills the frame) at its opacity: its background, then its strokes as far as
/// they have drawn themselves at the frame's time. The window is a `NormalizedRect` of the
/// picture (Vision's convention: lower-left origin); it should have the frame's aspect ratio,
/// since the picture is scaled by the frame's width over the window's and the window's height
/// follows. Frames come out as 8-bit RGBA, top row first, opaque.
public final class FrameRenderer {
    /// Frame width in pixels.
    public let width: Int
    /// Frame height in pixels.
    public let height: Int
    /// The largest frame side: 4096, 4K video's width.
    public static let maximumSide = 4096

    private let surface: CairoSurface
    private let context: CairoContext
    private var rgba: [UInt8]

    /// A renderer of `width` × `height` frames.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `size` unless both sides are in
    ///   2…`maximumSide`.
    public init(width: Int, height: Int) throws {
        guard (2...Self.maximumSide).contains(width), (2...Self.maximumSide).contains(height) else {
            throw LineworkError.invalidOption(name: "size", value: "\(width)×\(height)",
                                              allowed: "each side must be 2…\(Self.maximumSide) pixels")
        }
        self.width = width
        self.height = height
        surface = try CairoSurface.image(width: width, height: height)
        context = try CairoContext(surface)
        rgba = [UInt8](repeating: 255, count: width * height * 4)
    }

    /// Starts a frame: the whole frame black.
    public func clear() {
        context.setSource(.black)
        context.paint()
    }

    /// Draws `shot` seen through `window` at `opacity` (0…1), its strokes as drawn at `seconds`
    /// into its schedule (all of them without one).
    ///
    /// - Throws: `LineworkError.resourceLimit` when Cairo fails.
    public func draw(_ shot: CameraShot, window: NormalizedRect, seconds: Double, opacity: Double = 1) throws {
        let scene = shot.scene
        let rect = window.sceneRect(imageWidth: scene.width, imageHeight: scene.height)
        let layout = CanvasLayout(window: (rect.x, rect.y, rect.width), frameWidth: width, frameHeight: height)
        let group = opacity < 1
        if group { context.pushGroup() }
        let drawer = SceneDrawer(scene: scene, layout: layout, context: context)
        switch scene.background {
        case .photo:
            let photo = shot.photo!
            drawer.drawPhoto(photo.surface, width: photo.width, height: photo.height, fade: photo.fade)
        default:
            var base = scene
            base.overlays = []
            try SceneDrawer(scene: base, layout: layout, context: context).drawBase()
        }
        if let timing = shot.timing {
            drawStrokes(drawer, timing: timing, at: seconds)
        } else {
            for layer in scene.layers { drawer.draw(layer.paths[...]) }
        }
        if group { context.popGroup(paintingWithAlpha: opacity) }
        try context.checkStatus()
    }

    /// Each path's drawn strokes stroked together, then each stroke being drawn up to its
    /// progress (a dash as long as the part drawn).
    private func drawStrokes(_ drawer: SceneDrawer, timing: [[[(start: Double, duration: Double)]]], at t: Double) {
        context.save()
        drawer.layout.applySceneTransform(to: context)
        context.useEvenOddFill()
        for (l, layer) in drawer.scene.layers.enumerated() {
            for (p, path) in layer.paths.enumerated() {
                let times = timing[l][p]
                var partial: [(Subpath, Double)] = []
                var whole = false
                for (s, subpath) in path.subpaths.enumerated() where t >= times[s].start {
                    let end = times[s].start + times[s].duration
                    if t >= end {
                        drawer.add(subpath)
                        whole = true
                    } else {
                        partial.append((subpath, (t - times[s].start) / times[s].duration))
                    }
                }
                if whole { drawer.paint(path.style) }
                for (subpath, fraction) in partial {
                    drawer.add(subpath)
                    context.setVisibleLength(subpath.length * fraction)
                    drawer.paint(path.style)
                    context.setVisibleLength(nil)
                }
            }
        }
        context.restore()
    }

    /// The frame as 8-bit RGBA, top row first (valid until the next frame is drawn).
    public func withRGBA<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        surface.withPixels { data, stride in
            let (w, h) = (width, height)
            rgba.withUnsafeMutableBufferPointer { out in
                let out = out.baseAddress!
                Parallel.forEachChunk(h, minimumChunk: 32) { rows in
                    for y in rows {
                        // Opaque (the frame starts black), so every alpha written is 255.
                        PixelConversion.unpremultiply((data + y &* stride).assumingMemoryBound(to: UInt32.self), width: w,
                                                      channels: 4, into: out + y &* w &* 4)
                    }
                }
            }
        }
        return try rgba.withUnsafeBufferPointer(body)
    }
}
