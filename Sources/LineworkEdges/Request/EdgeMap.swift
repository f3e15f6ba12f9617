import LineworkContours
import LineworkImage

/// The line drawing of one working image.
///
/// Same size and pixel grid as the image given to `EdgeRequest` (top row first, pixel centres
/// at integer coordinates). `lines` is the mask to thin and vectorise; `strength` weights the
/// strokes drawn from it.
public struct EdgeMap: Sendable, Equatable {
    /// Number of columns.
    public let width: Int
    /// Number of rows.
    public let height: Int
    /// 255 where a line is drawn, 0 elsewhere: the pixels whose `strength` is above 0.5.
    public var lines: BinaryMask
    /// Ink per pixel in 0…1: 1 − the XDoG tone, 0 on blank paper, above 0.5 on lines.
    public var strength: FloatImage

    public init(lines: BinaryMask, strength: FloatImage) {
        precondition(lines.width == strength.width && lines.height == strength.height && strength.channels == 1,
                     "EdgeMap planes must share one size")
        width = lines.width
        height = lines.height
        self.lines = lines
        self.strength = strength
    }
}
