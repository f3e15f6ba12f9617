/// An axis-aligned rectangle in image pixels: the pixel-space counterpart of `NormalizedRect`.
///
/// Conventions: the origin is the image's top-left corner, x grows rightwards and y downwards,
/// in pixels of the image the box belongs to (a contour's working image, an evaluation map).
/// A box around whole pixels counts them, as OpenCV's `boundingRect` does (x the first column,
/// width the columns spanned, so one pixel is a 1 × 1 box); a box around points, such as an
/// isoline's, is their extent. Sweep de-duplication, object localisation scores and
/// `NormalizedRect.pixels(imageWidth:imageHeight:)` all use this one type.
public struct BoundingBox: Sendable, Equatable, Hashable {
    /// Left edge: the smallest x, in pixels.
    public var x: Double
    /// Top edge: the smallest y (y grows downwards), in pixels.
    public var y: Double
    /// Extent along x, in pixels.
    public var width: Double
    /// Extent along y, in pixels.
    public var height: Double

    /// Creates a box with top-left corner (`x`, `y`) and the given width and height, in pixels.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A box from values that come from outside (a user, a file), checked first.
    ///
    /// - Throws: `LineworkError.invalidOption` for a non-finite origin or size, or a negative size.
    public static func checked(x: Double, y: Double, width: Double, height: Double) throws -> BoundingBox {
        guard [x, y, width, height].allSatisfy(\.isFinite), width >= 0, height >= 0 else {
            throw LineworkError.invalidOption(
                name: "box", value: "\(x), \(y), \(width)×\(height)", allowed: "needs a finite origin and a size ≥ 0")
        }
        return BoundingBox(x: x, y: y, width: width, height: height)
    }

    /// Area, width × height.
    public var area: Double { width * height }

    /// Intersection over union with `other`, in 0…1 (`BoxOverlap`): 0 when they only touch
    /// or do not meet, and when both are empty.
    @inlinable
    public func intersectionOverUnion(_ other: BoundingBox) -> Double {
        BoxOverlap.intersectionOverUnion(edges, other.edges)
    }

    /// The same rectangle in Vision's normalised coordinates (lower-left origin, y up) of a
    /// `imageWidth` × `imageHeight` image.
    public func normalized(imageWidth: Int, imageHeight: Int) -> NormalizedRect {
        NormalizedRect(left: x, top: y, right: x + width, bottom: y + height, imageWidth: imageWidth, imageHeight: imageHeight)
    }

    /// The edges and area `BoxOverlap` takes.
    @usableFromInline var edges: BoxOverlap.Edges<Double> { (x, y, x + width, y + height, width * height) }
}
