import LineworkContours
import LineworkCore
import LineworkVector

extension StrokeSet {
    /// The centerlines of a traced mask's foreground instead of its borders: one stroke down the
    /// middle of each pen line (Zhang–Suen thinning, then skeleton tracing; see
    /// `VectorArt.centerlines(of:)`). Suits handwriting and line drawings, where the border
    /// tracer draws two outlines around every stroke.
    ///
    /// - Parameters:
    ///   - mask: the binary mask at working size (foreground = the ink).
    ///   - imageSize: the upright input's size.
    ///   - settingName: the name of the contrast setting that made the mask.
    public init(centerlinesOf mask: BinaryMask, imageSize: PixelSize, settingName: String) {
        self.init(imageSize: imageSize, workingSize: PixelSize(width: mask.width, height: mask.height),
                  settingNames: [settingName],
                  strokes: VectorArt.centerlines(of: mask).map { ArtStroke(points: $0.points, closed: $0.closed) })
    }
}
