import LineworkContours
import LineworkImage

/// The line drawing of one working image.
///
/// Same size and pixel grid as the image given to `EdgeRequest` (top row first, pixel centres
/// at integer coordinates). `lines` is the mask to thin and vectorise; `strength` is the soft
/// XDoG ink behind it (it saturates on every line, so `draw --weight edge` uses `EdgeContrast`);
/// `luminance` is the signed luminance response whose zero crossings are the boundaries.
public struct EdgeMap: Sendable, Equatable {
    /// Number of columns.
    public let width: Int
    /// Number of rows.
    public let height: Int
    /// 255 where a line is drawn, 0 elsewhere: the pixels whose `strength` is above 0.5, plus
    /// the pinholes `EdgeRequest` fills.
    public internal(set) var lines: BinaryMask
    /// Ink per pixel in 0…1: 1 − the XDoG tone, 0 on blank paper, above 0.5 on lines.
    public internal(set) var strength: FloatImage
    /// The sharpened luminance DoG uL per pixel (`XDoGThreshold`'s u for L\* alone): negative on
    /// the dark side of an edge and inside dark lines, positive on the light side, crossing zero
    /// on the boundary. `EdgeLocalization` moves centre lines onto that crossing.
    public internal(set) var luminance: FloatImage

    /// Only `EdgeRequest` makes maps, so all planes always share one size.
    init(lines: BinaryMask, strength: FloatImage, luminance: FloatImage) {
        precondition(lines.width == strength.width && lines.height == strength.height && strength.channels == 1
                     && luminance.width == lines.width && luminance.height == lines.height && luminance.channels == 1,
                     "EdgeMap planes must share one size")
        width = lines.width
        height = lines.height
        self.lines = lines
        self.strength = strength
        self.luminance = luminance
    }
}
