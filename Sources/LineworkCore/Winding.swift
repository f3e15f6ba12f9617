/// Winding of a closed polygon as seen on screen (y down).
public enum Winding: Sendable, Equatable {
    /// Positive signed area: clockwise on screen, with y pointing down.
    case clockwise
    /// Negative signed area: counter-clockwise on screen, with y pointing down.
    case counterClockwise
    /// Zero signed area: a line, a point, or a figure eight that cancels out.
    case degenerate
}
