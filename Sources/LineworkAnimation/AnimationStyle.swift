import LineworkCore
import LineworkImage
import LineworkRender
import LineworkScene

/// What an animation's camera films.
public enum AnimationStyle: String, Sendable, CaseIterable {
    /// The photo itself.
    case photo
    /// The line drawing, whole, on white.
    case drawing
    /// The line drawing drawing itself over the photo faded towards white.
    case both

    /// How far `both` fades the photo towards white: 0.7, `draw`'s `--photo-fade` default, so
    /// ink reads over it.
    public static let photoFade = 0.7

    /// The scene to film: `photo` on its own, or `drawing` (a `LineDrawing`'s scene, in working
    /// pixels) with the background this style gives it.
    public func scene(photo: Image<UInt8>, drawing: Scene?) -> Scene {
        switch (self, drawing) {
        case (.photo, _), (_, nil):
            return Scene(width: photo.width, height: photo.height, background: .photo(photo, fade: 0))
        case (.drawing, let drawing?):
            var scene = drawing
            scene.background = .white
            return scene
        case (.both, let drawing?):
            var scene = drawing
            scene.background = .photo(photo, fade: Self.photoFade)
            return scene
        }
    }

    /// Whether the style needs the line drawing.
    public var needsDrawing: Bool { self != .photo }
}
