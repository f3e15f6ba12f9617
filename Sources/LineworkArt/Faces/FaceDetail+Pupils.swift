import Foundation
import LineworkContours
import LineworkCore
import LineworkImage
import LineworkPose

extension FaceDetail {
    /// Of 16 rays from a pupil's landmark, as many as this must meet the face's strokes within
    /// 1.25 iris radii for the trace to have drawn the pupil already (a ring around it, lids
    /// included), and its outline is not added: 12.
    static let ringRays = 12

    /// Both pupils' outlines (`FacePupil`), in working pixels, those the trace has not drawn
    /// yet. The iris's radius is 0.2 × the eye's corner-to-corner width (an iris of 11.7 mm in
    /// an eye of about 30 mm).
    ///
    /// - Parameters:
    ///   - face: the face, with its mesh and iris landmarks.
    ///   - crop: its crop (`FaceCrop`).
    ///   - spread: the face box's 2nd-to-98th-percentile luminance spread (`spread(of:)`).
    ///   - drawn: the face's traced strokes, working pixels.
    ///   - minimumLength: the drawing's speck length (`VectorArt.Options.minimumLength`).
    ///   - toWorking: normalised lower-left points to working pixels.
    static func pupils(of face: FaceLandmarks, crop: FaceCrop, spread: Double, drawn: [ArtStroke], minimumLength: Double,
                       toWorking: (DocumentPoint) -> Point2) -> [ArtStroke] {
        let gray = Luminance.gray(crop.image)
        // Strokes shorter than the speck length are dropped later: they draw nothing.
        let drawn = drawn.filter { Polygon.perimeter($0.points, closed: $0.closed) >= minimumLength }
        var out: [ArtStroke] = []
        for (pupil, corners) in [(face.rightPupil, (33, 133)), (face.leftPupil, (362, 263))] {
            guard let pupil else { continue }
            let a = toWorking(DocumentPoint(x: face.mesh[corners.0].x, y: face.mesh[corners.0].y))
            let b = toWorking(DocumentPoint(x: face.mesh[corners.1].x, y: face.mesh[corners.1].y))
            let radius = 0.2 * ((b - a) * (b - a)).sum().squareRoot() * crop.factor
            guard let outline = FacePupil.outline(in: gray, spread: spread, centre: crop.cropPoint(toWorking(pupil)),
                                                  radius: radius, minimumPerimeter: minimumLength * crop.factor) else { continue }
            let centre = toWorking(pupil)
            if rays(from: centre, length: 1.25 * radius / crop.factor, meeting: drawn) < ringRays {
                out.append(ArtStroke(points: outline.map(crop.workingPoint), closed: true))
            }
        }
        return out
    }

    /// How many of 16 rays of `length` from `centre` cross one of `strokes`.
    static func rays(from centre: Point2, length: Double, meeting strokes: [ArtStroke]) -> Int {
        var segments: [(Point2, Point2)] = []
        for stroke in strokes {
            let points = stroke.closed ? stroke.points + stroke.points.prefix(1) : stroke.points
            for (a, b) in zip(points, points.dropFirst()) {
                let near = { (p: Point2) in ((p - centre) * (p - centre)).sum() <= 4 * length * length }
                if near(a) || near(b) { segments.append((a, b)) }
            }
        }
        return (0..<16).filter { k in
            let angle = Double(k) * Double.pi / 8
            let end = centre + Point2(cos(angle), sin(angle)) * length
            return segments.contains { Self.cross(centre, end, $0.0, $0.1) }
        }.count
    }

    /// Whether the segments p–q and a–b meet.
    static func cross(_ p: Point2, _ q: Point2, _ a: Point2, _ b: Point2) -> Bool {
        func side(_ o: Point2, _ u: Point2, _ v: Point2) -> Double { (u.x - o.x) * (v.y - o.y) - (u.y - o.y) * (v.x - o.x) }
        let d1 = side(a, b, p), d2 = side(a, b, q), d3 = side(p, q, a), d4 = side(p, q, b)
        return (d1 * d2 <= 0) && (d3 * d4 <= 0)
    }

    /// The 2nd-to-98th-percentile spread of `gray`'s values.
    static func spread(of gray: GrayImage) -> Double {
        var counts = [Int](repeating: 0, count: 256)
        for v in gray.samples { counts[Int(v)] += 1 }
        func percentile(_ q: Double) -> Int {
            let rank = Int(q * Double(gray.samples.count - 1))
            var seen = 0
            for (value, count) in counts.enumerated() {
                seen += count
                if seen > rank { return value }
            }
            return 255
        }
        return Double(percentile(0.98) - percentile(0.02))
    }
}
