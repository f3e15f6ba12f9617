import LineworkArt
import LineworkCore
import LineworkImage
import LineworkPlotter
import LineworkRender

/// Draws a photo with a preset, as `linework draw PHOTO --preset FILE` would, and exports the
/// result in draw's output formats.
///
/// A preset means the same here as everywhere: its options come from `DrawPreset.options()`,
/// the library's one reading, which `draw`, reports and Swift callers use too.
public struct StudioEngine: Sendable {
    /// One drawing, ready for the page.
    public struct Result: Sendable {
        /// The drawing itself.
        public var drawing: LineDrawing
        /// Seconds from the request to the finished drawing (rendering not included).
        public var seconds: Double
    }
    /// The largest working size a preset may ask for (`max-dimension`); see
    /// `StudioConfiguration.maximumWorkingDimension`.
    public let maximumWorkingDimension: Int

    /// An engine that draws at most `maximumWorkingDimension` pixels on the working image's
    /// longer side (default 2048).
    public init(maximumWorkingDimension: Int = StudioConfiguration().maximumWorkingDimension) {
        self.maximumWorkingDimension = maximumWorkingDimension
    }

    /// Draws `photo` with `preset`, reusing what the photo's earlier drawings computed.
    ///
    /// - Throws: the preset's errors (`DrawPreset.options()`), and `LineworkError.invalidOption` for a preset the
    ///   studio cannot draw (a `pose` weight or style, which needs the pose model's body mask,
    ///   or a working size above `maximumWorkingDimension`).
    public func draw(_ photo: StudioPhoto, preset: DrawPreset) throws -> Result {
        let watch = Stopwatch()
        let options = try preset.options()
        guard options.contour.maximumImageDimension <= maximumWorkingDimension else {
            throw LineworkError.invalidOption(name: "max-dimension", value: "\(options.contour.maximumImageDimension)",
                                              allowed: "must be at most \(maximumWorkingDimension) in the studio (linework draw takes more)")
        }

        if options.weight == .pose || options.art.style == .pose {
            throw LineworkError.invalidOption(name: "weight", value: "pose",
                                              allowed: "is not offered in the studio, which runs no pose model to make the body mask")
        }
        let drawing = try LineDrawing(photo.pixels, options: options, cache: photo.cache)
        return Result(drawing: drawing, seconds: watch.seconds)
    }

    /// The preview the page shows: the drawing as SVG text, as `draw --svg` writes it.
    public func previewSVG(_ result: Result) throws -> String {
        String(decoding: try SceneRenderer.render(result.drawing.scene(for: .svg), as: .svg), as: UTF8.self)
    }

    /// The drawing in `format`, byte for byte what `linework draw --preset` writes for it
    /// (G-code and HP-GL with draw's default plotters, grbl-pen and hp7475a).
    public func export(_ result: Result, as format: StudioExport) throws -> [UInt8] {
        switch format {
        case .svg: return try SceneRenderer.render(result.drawing.scene(for: .svg), as: .svg)
        case .png: return try SceneRenderer.render(result.drawing.scene(for: .png), as: .png)
        case .pdf: return try SceneRenderer.render(result.drawing.scene(for: .pdf), as: .pdf)
        case .gcode: return Array(try result.drawing.plotterProgram(.gcode).utf8)
        case .hpgl: return Array(try result.drawing.plotterProgram(.hpgl).utf8)
        }
    }
}
