/// A rectangle in Vision's normalised image coordinates.
///
/// Conventions: both axes span [0, 1] over the whole image; the origin is the image's
/// **lower-left** corner and y grows upwards (Apple Vision's convention, not the pixel grid's).
/// `(x, y)` is the lower-left corner of the rectangle.
public struct NormalizedRect: Sendable, Equatable, Codable {
    /// Left edge, as a fraction of the image's width from its left side.
    public var x: Double
    /// Bottom edge, as a fraction of the image's height from its bottom (y grows upwards).
    public var y: Double
    /// Width, as a fraction of the image's width.
    public var width: Double
    /// Height, as a fraction of the image's height.
    public var height: Double

    /// Creates a rectangle from its lower-left corner and size, all in [0, 1] image fractions.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle covering pixel columns `left..<right` and rows `top..<bottom` (top row
    /// first, as in `Image`) of an image `imageWidth × imageHeight` pixels; pixel edges, not
    /// centres, so a full-image rectangle is exactly (0, 0, 1, 1).
    public init(left: Double, top: Double, right: Double, bottom: Double, imageWidth: Int, imageHeight: Int) {
        let w = Double(imageWidth), h = Double(imageHeight)
        self.init(x: left / w, y: 1 - bottom / h, width: (right - left) / w, height: (bottom - top) / h)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: NormalizedRect) -> NormalizedRect {
        let minX = min(x, other.x), minY = min(y, other.y)
        let maxX = max(x + width, other.x + other.width), maxY = max(y + height, other.y + other.height)
        return NormalizedRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Area of the intersection divided by the area of the union, in 0…1 (`BoxOverlap`): 0
    /// when they only touch or do not meet, and when both are empty.
    public func intersectionOverUnion(_ other: NormalizedRect) -> Double {
        BoxOverlap.intersectionOverUnion((x, y, x + width, y + height, width * height),
                                         (other.x, other.y, other.x + other.width, other.y + other.height, other.width * other.height))
    }

    /// The same rectangle in pixels of a `imageWidth` × `imageHeight` image (top-left origin,
    /// y down, pixel edges): the inverse of `init(left:top:right:bottom:imageWidth:imageHeight:)`
    /// and of `BoundingBox.normalized(imageWidth:imageHeight:)`, up to rounding.
    public func pixels(imageWidth: Int, imageHeight: Int) -> BoundingBox {
        let (w, h) = (Double(imageWidth), Double(imageHeight))
        return BoundingBox(x: x * w, y: (1 - y - height) * h, width: width * w, height: height * h)
    }

    /// Whether the point (in the same normalised, lower-left coordinates) lies inside.
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px <= x + width && py >= y && py <= y + height
    }
}
