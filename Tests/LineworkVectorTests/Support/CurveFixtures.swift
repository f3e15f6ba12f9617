import Foundation
import LineworkCodecs
import LineworkContours
import LineworkCore
import LineworkImage
import LineworkVector

/// The masks in Fixtures/curves and what potrace made of them (Scripts/make-curve-fixtures).
enum CurveFixtures {
    /// potrace's result for one mask; points are pixel centres, x right, y down.
    struct Reference: Decodable {
        let width: Int
        let height: Int
        let paths: Int
        let segments: Int
        let cubics: Int
        let cornerCount: Int
        let corners: [[Double]]
    }

    /// Every mask name, from the files present.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    static let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("curves")

    static func reference(_ name: String) throws -> Reference {
        try JSONDecoder().decode(Reference.self, from: Data(contentsOf: folder.appendingPathComponent("\(name).json")))
    }

    /// The mask: any non-zero gray sample is foreground.
    static func mask(_ name: String) throws -> BinaryMask {
        let decoded = try ImageDecoder().decode(path: folder.appendingPathComponent("\(name).png").path)
        let gray = Luminance.gray(decoded.pixels)
        return BinaryMask(validWidth: gray.width, height: gray.height, pixels: gray.samples)
    }

    /// Every border of the mask (outer and hole borders) as point arrays.
    static func contours(_ mask: BinaryMask) -> [[Point2]] {
        let trace = BorderTracer.trace(mask)
        return trace.contours.indices.map { i in trace[i].map { Point2(Double($0.x), Double($0.y)) } }
    }
}

/// Measures of fitted paths shared by the curve tests.
enum CurveMeasures {
    /// Junction angle in degrees above which two segments meet in a sharp corner; the same
    /// rule Scripts/curve_fixtures.py applies to potrace's output.
    static let cornerDegrees = 3.0

    /// The direction a segment leaves `start` in and the one it arrives at its end in.
    static func tangents(_ segment: VectorPath.Segment, from start: Point2) -> (Point2, Point2) {
        switch segment {
        case .line(let to):
            return (to - start, to - start)
        case .cubic(let c1, let c2, let to):
            let leaving = c1 != start ? c1 - start : (c2 != start ? c2 - start : to - start)
            let arriving = to != c2 ? to - c2 : (to != c1 ? to - c1 : to - start)
            return (leaving, arriving)
        }
    }

    /// The junctions where the path is not tangent-continuous (the closing junction too when
    /// the path is closed).
    static func corners(_ path: VectorPath) -> [Point2] {
        var starts = [path.start]
        for segment in path.segments.dropLast() { starts.append(segment.end) }
        let tangents = zip(path.segments, starts).map { Self.tangents($0, from: $1) }
        let count = tangents.count
        var corners: [Point2] = []
        for k in 0..<(path.closed ? count : count - 1) where count > 1 {
            let a = tangents[k].1, b = tangents[(k + 1) % count].0
            let angle = abs(atan2(a.x * b.y - a.y * b.x, (a * b).sum())) * 180 / .pi
            if angle > cornerDegrees { corners.append(path.segments[k].end) }
        }
        return corners
    }

    /// Points along every segment, `steps` per segment (lines included), for distance checks.
    static func samples(_ path: VectorPath, steps: Int = 16) -> [Point2] {
        var points = [path.start]
        var current = path.start
        for segment in path.segments {
            for k in 1...steps {
                let t = Double(k) / Double(steps), u = 1 - t
                switch segment {
                case .line(let to):
                    points.append(u * current + t * to)
                case .cubic(let c1, let c2, let to):
                    points.append(u * u * u * current + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * to)
                }
            }
            current = segment.end
        }
        return points
    }

    /// Distance from `p` to the nearest crack between a foreground and a background pixel
    /// (outside the mask counts as background); infinite when none is within two pixels.
    static func boundaryDistance(_ p: Point2, _ mask: BinaryMask) -> Double {
        func foreground(_ x: Int, _ y: Int) -> Bool {
            x >= 0 && y >= 0 && x < mask.width && y < mask.height && mask[x, y]
        }
        let cx = Int(p.x.rounded()), cy = Int(p.y.rounded())
        var best = Double.infinity
        for y in (cy - 3)...(cy + 2) {
            for x in (cx - 3)...(cx + 2) {
                let here = foreground(x, y)
                if here != foreground(x + 1, y) {
                    let a = Point2(Double(x) + 0.5, Double(y) - 0.5), b = Point2(Double(x) + 0.5, Double(y) + 0.5)
                    best = min(best, Polygon.segmentDistance(p, a, b))
                }
                if here != foreground(x, y + 1) {
                    let a = Point2(Double(x) - 0.5, Double(y) + 0.5), b = Point2(Double(x) + 0.5, Double(y) + 0.5)
                    best = min(best, Polygon.segmentDistance(p, a, b))
                }
            }
        }
        return best
    }
}
