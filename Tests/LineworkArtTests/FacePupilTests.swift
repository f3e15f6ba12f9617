import LineworkContours
import LineworkCore
import LineworkImage
import Testing
@testable import LineworkArt

/// Pupils drawn from the image (`FacePupil`), on small literal eyes: skin 200, sclera 235, a
/// lash line of 70 along the upper lid, an iris of 60 whose top runs into it (how a 40–60 px
/// face's eye looks in a 4× crop).
struct FacePupilTests {
    /// A 48 × 40 crop: an eye of `width` 28 centred at (24, 20), its iris of radius `iris` at
    /// (`irisX`, 20) in the value `dark`, the upper lid's lash line 2 px thick in `lash`
    /// (nil: no lash line), the lids closed when `closed` (the lash line alone, no sclera).
    static func eye(iris: Double = 5, irisX: Double = 24, dark: UInt8 = 60, lash: UInt8? = 70,
                    closed: Bool = false) -> GrayImage {
        let (w, h) = (48, 40)
        var samples = [UInt8](repeating: 200, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let dx = (Double(x) - 24) / 14, py = Double(y) - 20
                let lid = 7 * (1 - dx * dx)                       // the lids' half-opening at x
                if !closed, abs(dx) < 1, abs(py) < lid {
                    samples[y * w + x] = 235
                    let ix = Double(x) - irisX
                    if ix * ix + py * py <= iris * iris { samples[y * w + x] = dark }
                }
                if let lash, abs(dx) < 1, (closed ? abs(py) : abs(py + lid)) < 1.2 { samples[y * w + x] = lash }
            }
        }
        return Image(validWidth: w, height: h, channels: 1, samples: samples)
    }

    /// The outline's mean distance from `centre` and whether it winds around it.
    static func ring(_ outline: [Point2], around centre: Point2) -> (radius: Double, encloses: Bool) {
        let radius = outline.map { (($0 - centre) * ($0 - centre)).sum().squareRoot() }.reduce(0, +) / Double(outline.count)
        var inside = false
        for (a, b) in zip(outline, outline.dropFirst() + outline.prefix(1)) where (a.y > centre.y) != (b.y > centre.y) {
            if centre.x < a.x + (centre.y - a.y) / (b.y - a.y) * (b.x - a.x) { inside.toggle() }
        }
        return (radius, inside)
    }

    /// The iris runs into the lash line: the highest levels' blob takes in the lid and is
    /// refused; a lower level's blob is the iris alone, outlined closed around the landmark.
    @Test func anIrisTouchingTheLashLineIsOutlinedAlone() throws {
        let outline = try #require(FacePupil.outline(in: Self.eye(), spread: 175, centre: Point2(24, 20), radius: 5))
        let (radius, encloses) = Self.ring(outline, around: Point2(24, 20))
        #expect(encloses)
        #expect(radius > 3 && radius < 7, "mean radius \(radius)")
        #expect(outline.allSatisfy { abs($0.y - 20) < 7 }, "the outline stays off the lash line 7 px above")
    }

    /// At 35 % contrast (every value pulled towards 200 by 0.35) the iris is still found: the
    /// level follows the blob's own contrast.
    @Test func aLowContrastIrisIsOutlinedToo() throws {
        var image = Self.eye()
        image.samples = image.samples.map { UInt8((200 + 0.35 * (Double($0) - 200)).rounded()) }
        let outline = try #require(FacePupil.outline(in: image, spread: 61, centre: Point2(24.6, 19.4), radius: 5))
        #expect(Self.ring(outline, around: Point2(24, 20)).encloses)
    }

    /// A closed eye is a lash line without an iris: its blob is a line, not a disc, and it
    /// runs beyond the iris's reach at every level, so no pupil is drawn.
    @Test func aClosedEyeHasNoPupil() {
        #expect(FacePupil.outline(in: Self.eye(closed: true), spread: 175, centre: Point2(24, 20), radius: 5) == nil)
    }

    /// An iris barely darker than the sclera (10 levels, under `minimumContrast` of the face's
    /// spread) is not drawn: a reflection or a shadow is not a pupil.
    @Test func anIrisWithoutContrastIsNotDrawn() {
        #expect(FacePupil.outline(in: Self.eye(dark: 225, lash: nil), spread: 175, centre: Point2(24, 20), radius: 5) == nil)
    }

    /// An outline shorter than the drawing keeps (its speck length) is not returned: the pupil
    /// is left out rather than dropped later as a speck, and a longer one is a wider blob.
    @Test func anOutlineShorterThanTheSpeckLengthIsRefused() throws {
        let image = Self.eye(iris: 2.5)
        let short = try #require(FacePupil.outline(in: image, spread: 175, centre: Point2(24, 20), radius: 2.5))
        let perimeter = Polygon.perimeter(short, closed: true)
        #expect(FacePupil.outline(in: image, spread: 175, centre: Point2(24, 20), radius: 2.5, minimumPerimeter: 1000) == nil)
        let longer = FacePupil.outline(in: image, spread: 175, centre: Point2(24, 20), radius: 2.5,
                                       minimumPerimeter: perimeter + 1)
        #expect(longer.map { Polygon.perimeter($0, closed: true) >= perimeter + 1 } ?? true)
    }
}
