import LineworkContours
import LineworkCore
import LineworkPose

/// Where a drawing redraws a face's features from a finer trace (`FaceDetail`): the eyes with
/// their pupils, the brows, the nose and the lips, each grown by a margin, as one mask on the
/// working image.
///
/// With the face mesh (`FaceLandmarks.mesh`), each closed region (eyes, brows, outer lips) is
/// filled and grown, and the nose's lower outline and crest are grown as lines; the margins are
/// fractions of the face box's side (`eyeMargin`, `featureMargin`) plus one pixel, so a face of
/// 40 px and one of 400 px keep the same parts. Without a mesh (the landmark models not
/// installed), the region is the ellipse inscribed in the face box. Only where these regions lie
/// does the drawing change; the template itself is never drawn.
///
/// Coordinates are working-image pixels: x right, y down, the top-left pixel's centre at (0, 0).
/// A point belongs to the regions when the pixel whose centre is nearest to it does.
struct FaceDetailRegions: Sendable, Equatable {
    /// The working image's size.
    let width: Int
    let height: Int
    /// 1 where detail is redrawn, row-major.
    private(set) var pixels: [UInt8]

    /// How far the eyes' regions reach beyond the lid margin, as a fraction of the face box's
    /// side: 0.1, enough for the lid crease above, the lower rim of a pair of glasses below
    /// and the iris when the lids cover it.
    static let eyeMargin = 0.1
    /// How far the brows', nose's and lips' regions reach beyond their outlines: 0.05 of the
    /// face box's side.
    static let featureMargin = 0.05

    /// No regions on a `width` × `height` working image.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: max(0, width) * max(0, height))
    }

    /// Whether no pixel is in a region.
    var isEmpty: Bool { !pixels.contains(1) }

    /// Whether `point` (working pixels) lies in a region.
    func contains(_ point: Point2) -> Bool {
        let x = Int(point.x.rounded()), y = Int(point.y.rounded())
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return pixels[y &* width &+ x] != 0
    }

    /// Adds the regions of one face. `toWorking` maps a normalised lower-left point (the
    /// landmarks' convention) to working pixels; `side` is the face box's side in working pixels.
    mutating func add(_ face: FaceLandmarks, side: Double, toWorking: (DocumentPoint) -> Point2) {
        guard face.mesh.count == FaceMeshPoint.count else {
            let box = face.face.boundingBox
            let corner = toWorking(DocumentPoint(x: box.x, y: box.y + box.height))
            let far = toWorking(DocumentPoint(x: box.x + box.width, y: box.y))
            addEllipse(centre: (corner + far) * 0.5, radii: (far - corner) * 0.5)
            return
        }
        let eye = Self.eyeMargin * side + 1, feature = Self.featureMargin * side + 1
        for region: FaceLandmarkRegion in [.leftEye, .rightEye] {
            addPolygon(face.points(of: region).map(toWorking), filled: true, margin: eye)
        }
        for region: FaceLandmarkRegion in [.leftEyebrow, .rightEyebrow, .outerLips] {
            addPolygon(face.points(of: region).map(toWorking), filled: true, margin: feature)
        }
        for region: FaceLandmarkRegion in [.nose, .noseCrest] {
            addPolygon(face.points(of: region).map(toWorking), filled: false, margin: feature)
        }
    }

    /// Adds `other`'s regions (same size).
    mutating func formUnion(_ other: FaceDetailRegions) {
        for i in pixels.indices where other.pixels[i] != 0 { pixels[i] = 1 }
    }

    /// Marks the pixels inside `polygon` (when `filled`) or within `margin` of its edges
    /// (closed when filled, open otherwise). O(bounding box · edges).
    mutating func addPolygon(_ polygon: [Point2], filled: Bool, margin: Double) {
        guard let first = polygon.first else { return }
        var low = first, high = first
        for p in polygon {
            low = Point2(min(low.x, p.x), min(low.y, p.y))
            high = Point2(max(high.x, p.x), max(high.y, p.y))
        }
        let x0 = max(0, Int((low.x - margin).rounded(.down))), x1 = min(width - 1, Int((high.x + margin).rounded(.up)))
        let y0 = max(0, Int((low.y - margin).rounded(.down))), y1 = min(height - 1, Int((high.y + margin).rounded(.up)))
        guard x0 <= x1, y0 <= y1 else { return }
        let edges = filled ? Array(zip(polygon, polygon.dropFirst() + [first])) : Array(zip(polygon, polygon.dropFirst()))
        let single = polygon.count == 1 ? [(first, first)] : []
        let marginSquared = margin * margin
        for y in y0...y1 {
            for x in x0...x1 where pixels[y &* width &+ x] == 0 {
                let p = Point2(Double(x), Double(y))
                var inside = false
                if filled {
                    // Even–odd crossings of a ray to the right.
                    for (a, b) in edges where (a.y > p.y) != (b.y > p.y) {
                        let t = (p.y - a.y) / (b.y - a.y)
                        if p.x < a.x + t * (b.x - a.x) { inside.toggle() }
                    }
                }
                if !inside {
                    inside = (edges + single).contains { Self.distanceSquared(p, a: $0.0, b: $0.1) <= marginSquared }
                }
                if inside { pixels[y &* width &+ x] = 1 }
            }
        }
    }

    /// Marks the pixels inside the axis-aligned ellipse of `centre` and `radii` (x, y).
    mutating func addEllipse(centre: Point2, radii: Point2) {
        let rx = abs(radii.x), ry = abs(radii.y)
        guard rx > 0, ry > 0 else { return }
        let x0 = max(0, Int((centre.x - rx).rounded(.down))), x1 = min(width - 1, Int((centre.x + rx).rounded(.up)))
        let y0 = max(0, Int((centre.y - ry).rounded(.down))), y1 = min(height - 1, Int((centre.y + ry).rounded(.up)))
        guard x0 <= x1, y0 <= y1 else { return }
        for y in y0...y1 {
            let dy = (Double(y) - centre.y) / ry
            for x in x0...x1 {
                let dx = (Double(x) - centre.x) / rx
                if dx * dx + dy * dy <= 1 { pixels[y &* width &+ x] = 1 }
            }
        }
    }

    /// The squared distance from `p` to the segment from `a` to `b`.
    static func distanceSquared(_ p: Point2, a: Point2, b: Point2) -> Double {
        let ab = b - a, ap = p - a
        let length = (ab * ab).sum()
        let t = length > 0 ? min(1, max(0, (ap * ab).sum() / length)) : 0
        let d = ap - ab * t
        return (d * d).sum()
    }
}
