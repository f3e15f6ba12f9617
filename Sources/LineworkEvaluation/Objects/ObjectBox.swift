import LineworkCore

/// An axis-aligned box for scoring object localisation: now LineworkCore's `BoundingBox`, the
/// one pixel rectangle (its IoU is the same arithmetic, so scores are unchanged).
@available(*, deprecated, renamed: "BoundingBox")
public typealias ObjectBox = BoundingBox
