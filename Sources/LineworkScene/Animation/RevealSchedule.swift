import LineworkCore

/// When each stroke of a scene draws itself, in an animation of `seconds`.
///
/// A stroke is one subpath of one path of one layer. Strokes are drawn one after another in the
/// given order, without pauses, each for a time proportional to its length (a pen moving at one
/// speed), so the whole drawing takes exactly `seconds`; dots, of length 0, appear at their turn
/// and take no time. The order changes only when strokes appear: the z-order stays the scene's,
/// so the last frame is the static drawing.
public struct RevealSchedule: Sendable, Equatable {
    /// A stroke of a scene: the indices of its layer, of the path in the layer and of the
    /// subpath in the path.
    public struct Stroke: Sendable, Equatable, Hashable {
        /// Index into `Scene.layers`.
        public var layer: Int
        /// Index into that layer's `paths`.
        public var path: Int
        /// Index into that path's `subpaths`.
        public var subpath: Int

        /// Creates a reference to subpath `subpath` of path `path` of layer `layer`.
        public init(layer: Int, path: Int, subpath: Int) {
            self.layer = layer
            self.path = path
            self.subpath = subpath
        }
    }

    /// One stroke's turn.
    public struct Reveal: Sendable, Equatable {
        /// The stroke.
        public var stroke: Stroke
        /// When it starts drawing, in seconds from the start.
        public var start: Double
        /// How long it takes to draw, in seconds (0 for a dot).
        public var duration: Double
    }

    /// Every stroke of the scene, in drawing order.
    public private(set) var reveals: [Reveal]
    /// The animation's length in seconds: the end of the last reveal.
    public let seconds: Double

    /// Every stroke of `scene` in scene order (layers bottom first, then paths, then subpaths):
    /// the order a plotter draws a drawing whose paths were sorted for it.
    public static func strokes(of scene: Scene) -> [Stroke] {
        scene.layers.enumerated().flatMap { l, layer in
            layer.paths.enumerated().flatMap { p, path in
                path.subpaths.indices.map { Stroke(layer: l, path: p, subpath: $0) }
            }
        }
    }

    /// The longest drawing a schedule spreads its strokes over: a day, in seconds.
    public static let maximumSeconds = 86_400.0

    /// The schedule of `scene`'s strokes in `order`, taking `seconds` in all.
    ///
    /// - Parameters:
    ///   - scene: the drawing whose strokes draw themselves.
    ///   - order: every stroke of the scene exactly once (`strokes(of:)` permuted); default nil,
    ///     the scene order.
    ///   - seconds: the total, above 0 and at most `maximumSeconds`.
    /// - Throws: `LineworkError.invalidOption` naming `seconds` or `order`.
    public init(scene: Scene, order: [Stroke]? = nil, seconds: Double) throws {
        guard seconds.isFinite, seconds > 0, seconds <= Self.maximumSeconds else {
            throw LineworkError.invalidOption(name: "seconds", value: "\(seconds)",
                                              allowed: "must be above 0 and at most \(Int(Self.maximumSeconds))")
        }
        let all = Self.strokes(of: scene)
        let order = order ?? all
        guard order.count == all.count, Set(order) == Set(all) else {
            throw LineworkError.invalidOption(name: "order", value: "\(order.count) strokes",
                                              allowed: "must name each of the scene's \(all.count) strokes once")
        }
        let lengths = order.map { scene.layers[$0.layer].paths[$0.path].subpaths[$0.subpath].length }
        let total = lengths.reduce(0, +)
        var start = 0.0
        reveals = zip(order, lengths).map { stroke, length in
            let duration = total > 0 ? seconds * length / total : 0
            defer { start += duration }
            return Reveal(stroke: stroke, start: start, duration: duration)
        }
        self.seconds = seconds
    }
}
