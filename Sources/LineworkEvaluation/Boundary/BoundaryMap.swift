import LineworkCore
import LineworkImage

/// The boundary pixels of one map: a predicted edge map or a ground-truth segmentation boundary.
///
/// Every non-zero pixel is a boundary pixel. BSDS thins predicted edge maps to one-pixel width
/// before matching; `BoundaryMatcher` matches maps as they are, so thin a prediction first with
/// `thinned()` (as `linework evaluate contours` and the reports do) for BSDS-comparable numbers.
public struct BoundaryMap: Sendable, Equatable {
    /// Width in pixels (≥ 1).
    public let width: Int
    /// Height in pixels (≥ 1).
    public let height: Int
    /// Indices `y · width + x` of the boundary pixels, ascending.
    public let indices: [Int]

    /// The non-zero pixels of a one-channel map.
    ///
    /// - Throws: `LineworkError.invalidOption` when the image has more than one channel.
    @_specialize(exported: true, where Sample == UInt8)
    @_specialize(exported: true, where Sample == Float)
    public init<Sample: PixelSample>(_ image: Image<Sample>) throws {
        try MapChecks.requireGray(image, "boundary map")
        width = image.width
        height = image.height
        indices = MapChecks.nonZeroIndices(image)
    }

    /// A map from rows of text, top row first: `#` or `1` is boundary, anything else is not.
    /// Handy for literal test grids.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `rows` unless there is at least one row and
    ///   all rows have the same non-zero length.
    public init(rows: [String]) throws(LineworkError) {
        guard let width = rows.first?.count, width > 0 else {
            throw LineworkError.invalidOption(name: "rows", value: "\(rows.count) rows", allowed: "must hold at least one non-empty row")
        }
        var found: [Int] = []
        for (y, row) in rows.enumerated() {
            guard row.count == width else {
                throw LineworkError.invalidOption(name: "rows", value: "row \(y) of \(row.count) characters",
                                                  allowed: "every row must be as long as the first (\(width))")
            }
            for (x, character) in row.enumerated() where character == "#" || character == "1" {
                found.append(y * width + x)
            }
        }
        self.width = width
        height = rows.count
        indices = found
    }

    /// Number of boundary pixels.
    public var count: Int { indices.count }
}
