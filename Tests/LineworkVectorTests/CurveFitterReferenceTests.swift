import Foundation
import LineworkContours
import LineworkCore
import Testing

@testable import LineworkVector

/// The fitter against potrace 1.16 on the same masks (Fixtures/curves, written by
/// Scripts/make-curve-fixtures): every border of each mask is traced with ``BorderTracer`` and
/// fitted with the default settings, which match the potrace run's.
@Suite struct CurveFitterReferenceTests {
    /// Measures of one mask's fit.
    struct Comparison {
        var segments = 0
        var maximumDistance = 0.0
        var samples = 0
        var samplesBeyondOnePixel = 0
        var cornersKept = 0
        var corners = 0
        var seconds = 0.0
    }

    /// How far one of our corners may be from a potrace corner and still count as the same.
    static let cornerRadius = 1.5

    static func compare(_ name: String) throws -> (Comparison, CurveFixtures.Reference) {
        let reference = try CurveFixtures.reference(name)
        let mask = try CurveFixtures.mask(name)
        let contours = CurveFixtures.contours(mask)
        let fitter = try CurveFitter()
        let clock = ContinuousClock()
        var paths: [VectorPath] = []
        let elapsed = clock.measure { paths = contours.map { fitter.fit($0, closed: true) } }
        var result = Comparison()
        result.seconds = Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds)
        var ours: [Point2] = []
        for path in paths {
            result.segments += path.segments.count
            ours += CurveMeasures.corners(path)
            for point in CurveMeasures.samples(path) {
                let distance = CurveMeasures.boundaryDistance(point, mask)
                result.maximumDistance = max(result.maximumDistance, distance)
                result.samples += 1
                if distance > 1 { result.samplesBeyondOnePixel += 1 }
            }
        }
        result.corners = reference.corners.count
        result.cornersKept = reference.corners.filter { corner in
            let p = Point2(corner[0], corner[1])
            return ours.contains { Polygon.distance($0, p) <= cornerRadius }
        }.count
        print("curves \(name): \(contours.count) contours, segments \(result.segments) vs potrace \(reference.segments),"
              + " max boundary distance \(result.maximumDistance) (\(result.samplesBeyondOnePixel)/\(result.samples) samples > 1 px), corners kept \(result.cornersKept)/\(result.corners),"
              + " ours \(ours.count), fit \(result.seconds * 1000) ms")
        return (result, reference)
    }

    @Test(arguments: CurveFixtures.names)
    func matchesPotrace(_ name: String) throws {
        let (ours, reference) = try Self.compare(name)
        // (a) At most 20 % more segments than potrace.
        #expect(Double(ours.segments) <= 1.2 * Double(reference.segments))
        // (b) The curves follow the pixel edges between foreground and background (16 samples
        // per segment): at least 99.9 % of the samples within 1 px, none beyond 1.2 px.
        // potrace itself strays up to 1.14 px on text-100, where its rounded corners cut
        // across one-pixel notches.
        #expect(ours.samplesBeyondOnePixel * 1000 <= ours.samples)
        #expect(ours.maximumDistance <= 1.2)
        // (c) Per mask, at least 70 % of potrace's corners have a corner of ours within 1.5 px
        // (masks have only 4 to 32 corners; see also the pooled rate below).
        #expect(Double(ours.cornersKept) >= 0.7 * Double(ours.corners))
    }

    /// Over all masks, at least 85 % of potrace's corners have one of ours within 1.5 px. The
    /// misses are vertices whose α is just above 1 for potrace and just below for us: the two
    /// optimal polygons differ slightly where several polygons tie.
    @Test func keepsPotracesCornersOverall() throws {
        // Regression: with the fixtures missing (a folder not copied, a renamed resource) every
        // test here passed, comparing nothing. The committed set has 10 masks.
        try #require(CurveFixtures.names.count >= 10, "curve fixtures missing: \(CurveFixtures.names)")
        var kept = 0, total = 0
        for name in CurveFixtures.names {
            let (ours, _) = try Self.compare(name)
            kept += ours.cornersKept
            total += ours.corners
        }
        print("curves corners kept overall: \(kept)/\(total)")
        #expect(total > 0 && Double(kept) >= 0.85 * Double(total))
    }
}
