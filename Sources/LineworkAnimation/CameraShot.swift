import LineworkCore
import LineworkImage
import LineworkRender
import LineworkScene

/// One picture a camera films: a scene whose photo background is converted for Cairo once, not
/// once a frame, and whose strokes may draw themselves on a `RevealSchedule`.
///
/// A reference type because it owns a Cairo surface; it is read-only once made.
public final class CameraShot {
    let scene: Scene
    /// The photo background on a Cairo surface, with its size and fade.
    let photo: (surface: CairoSurface, width: Int, height: Int, fade: Double)?
    /// Each stroke's start and duration in seconds, by layer, path and subpath; nil draws every
    /// stroke whole in every frame.
    let timing: [[[(start: Double, duration: Double)]]]?

    /// Prepares `scene` for filming.
    ///
    /// - Parameters:
    ///   - scene: what is filmed; its canvas is ignored (the camera frames it).
    ///   - schedule: when its strokes draw themselves; default nil, always drawn whole.
    /// - Throws: `LineworkError.invalidOption` for an invalid scene, or a schedule made for
    ///   another scene.
    public init(scene: Scene, schedule: RevealSchedule? = nil) throws {
        try scene.validate()
        self.scene = scene
        if case .photo(let image, let fade) = scene.background {
            let surface = try CairoSurface.image(width: image.width, height: image.height,
                                                 premultipliedARGB: PixelConversion.premultipliedARGB(image))
            photo = (surface, image.width, image.height, fade)
        } else {
            photo = nil
        }
        guard let schedule else {
            timing = nil
            return
        }
        var table = scene.layers.map { $0.paths.map { [(start: Double, duration: Double)](repeating: (-1, 0), count: $0.subpaths.count) } }
        for reveal in schedule.reveals {
            let s = reveal.stroke
            guard table.indices.contains(s.layer), table[s.layer].indices.contains(s.path),
                  table[s.layer][s.path].indices.contains(s.subpath) else {
                throw LineworkError.invalidOption(name: "schedule", value: "\(schedule.reveals.count) strokes",
                                                  allowed: "must be made for this scene")
            }
            table[s.layer][s.path][s.subpath] = (reveal.start, reveal.duration)
        }
        guard table.allSatisfy({ $0.allSatisfy { $0.allSatisfy { $0.start >= 0 } } }) else {
            throw LineworkError.invalidOption(name: "schedule", value: "\(schedule.reveals.count) strokes",
                                              allowed: "must be made for this scene")
        }
        timing = table
    }

    /// The scene's size in scene pixels.
    public var width: Int { scene.width }
    /// The scene's height in scene pixels.
    public var height: Int { scene.height }
}
