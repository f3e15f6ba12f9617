/// Which borders a trace keeps and how it relates them; the three modes of OpenCV's
/// `findContours` that Linework reproduces.
public enum ContourRetrieval: String, Sendable, CaseIterable, Codable {
    /// Every border, with the full nesting (OpenCV `RETR_TREE`): an outer border's parent is the
    /// hole it lies in, a hole's parent is the outer border around it.
    case tree
    /// Only outermost outer borders, those not inside any hole (OpenCV `RETR_EXTERNAL`); no parents.
    case external
    /// Every border, without nesting (OpenCV `RETR_LIST`); no parents.
    case list
}
