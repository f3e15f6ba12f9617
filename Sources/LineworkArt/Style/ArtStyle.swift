/// How strokes are coloured and grouped into layers.
///
/// Every style gives SVG layers (Inkscape `<g>` groups) that can be exported one file per pen.
public enum ArtStyle: String, Sendable, Equatable, CaseIterable, Codable {
    /// Uniform ink in one layer, `ink`: plain line art.
    case ink
    /// One layer per sweep setting (`setting-00`, `setting-01`, … labelled with pivot and
    /// adjustment), coloured along a colour ramp in sweep order: shows which setting found
    /// which line, and plots one pen per setting.
    case settings
    /// One layer per hierarchy depth (`depth-0` outer borders, `depth-1` their holes, …), each
    /// level thinner than the one above, so silhouettes lead and inner detail recedes.
    case depth
    /// One layer, `ink`, each stroke weighted by the saliency under it: wider and darker where
    /// people look, thin and faint elsewhere (see `StrokeWeights`).
    case saliency
    /// One layer, `ink`, each stroke weighted like `saliency` but by a body mask from pose
    /// estimation (Vision's joints, as `linework pose` finds them): the figure's contours are
    /// drawn bold and dark, the rest thin and faint.
    case pose

    /// Whether strokes are weighted by a map (saliency or body mask) given to `LineArt`.
    public var isWeighted: Bool { self == .saliency || self == .pose }
}
