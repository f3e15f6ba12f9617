/// A named group of paths: one Inkscape layer in SVG, one pen on a plotter.
public struct Layer: Sendable, Equatable {
    /// A stable identifier, unique in the scene: the SVG `id` of the layer's group and the
    /// suffix of its file in per-layer export. Letters, digits, `_` and `-`, not starting with
    /// a digit or `-`; `background` and `annotations` are reserved for the groups the SVG backend adds.
    public var id: String
    /// A human name shown in Inkscape's layer panel (`inkscape:label`); any text.
    public var label: String
    /// The paths, drawn in order.
    public var paths: [ScenePath]

    /// Creates a layer from its identifier, its human name and its paths (default none).
    public init(id: String, label: String, paths: [ScenePath] = []) {
        self.id = id
        self.label = label
        self.paths = paths
    }
}
