import Foundation
import LineworkCodecs
import LineworkEvaluation
import LineworkImage
import Testing

/// `BoundaryMap.thinned()` against scikit-image's `morphology.thin` (the BSDS benchmark's
/// `bwmorph(…, 'thin', Inf)`) on the maps written by `Scripts/make-evaluation-fixtures`, and what
/// thinning does to the matching.
struct BoundaryThinningTests {
    struct Manifest: Decodable {
        let cases: [String]
    }

    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/thinning")

    static let manifest: Manifest = {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/thinning.json")
        return try! JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))
    }()

    static func map(_ name: String, _ role: String) throws -> BoundaryMap {
        let path = folder.appendingPathComponent("\(name)-\(role).png").path
        return try BoundaryMap(try #require(try ImageDecoder().decode(path: path).pixels.unitGrayImage))
    }

    @Test func theManifestHoldsEveryCase() {
        #expect(Self.manifest.cases == ["thick-ring", "three-pixel-cross", "thick-diagonal", "blobs", "noise", "thin-lines"])
    }

    @Test(arguments: manifest.cases)
    func thinningMatchesScikitImagePixelForPixel(_ name: String) throws {
        let thinned = try Self.map(name, "map").thinned(), expected = try Self.map(name, "thinned")
        #expect(thinned == expected, "\(name): \(thinned.count) pixels against scikit-image's \(expected.count)")
    }

    /// Thinning a thinned map changes nothing.
    @Test(arguments: manifest.cases)
    func thinningIsIdempotent(_ name: String) throws {
        let once = try Self.map(name, "map").thinned()
        #expect(once.thinned() == once)
    }

    /// An 8-connected one-pixel line (a diagonal, a straight run, their junction) is left as it
    /// is; only a 4-connected corner pixel, whose two neighbours touch diagonally without it, goes.
    @Test func thinLinesLoseOnlyTheirFourConnectedCorners() throws {
        let line = try BoundaryMap(rows: [
            "#.......",
            ".#......",
            "..#####.",
            ".......#",
        ])
        #expect(line.thinned() == line)
        let corner = try BoundaryMap(rows: [
            "........",
            ".####...",
            "....#...",
            "....#...",
        ])
        #expect(corner.thinned() == (try BoundaryMap(rows: [
            "........",
            ".###....",
            "....#...",
            "....#...",
        ])))
    }

    /// Issue 39: the exact truth dilated to 3 px scored P 0.259, F 0.411 unthinned; thinned, it
    /// scores about as the truth itself. A 160 × 120 map (tolerance 1.5 px): a circle and a
    /// diagonal, one pixel wide as BSDS's boundaries are (the circle's pixels within ½ px of
    /// radius 40, thinned), each pixel dilated by the 3 × 3 square.
    @Test func aThreePixelCopyOfTheTruthScoresAsTheTruth() throws {
        let (w, h) = (160, 120)
        var ring: [String] = []
        for y in 0..<h {
            ring.append(String((0..<w).map { x -> Character in
                let r = (Double((x - 70) * (x - 70) + (y - 60) * (y - 60))).squareRoot()
                return abs(r - 40) < 0.5 || (x == y + 20 && x > 115) ? "#" : "."
            }))
        }
        var truth = [Bool](repeating: false, count: w * h)
        for i in try BoundaryMap(rows: ring).thinned().indices { truth[i] = true }
        var thick = truth
        for y in 1..<(h - 1) {
            for x in 1..<(w - 1) where truth[y * w + x] {
                for dy in -1...1 { for dx in -1...1 { thick[(y + dy) * w + x + dx] = true } }
            }
        }
        func map(_ pixels: [Bool]) throws -> BoundaryMap {
            try BoundaryMap(rows: (0..<h).map { y in String((0..<w).map { pixels[y * w + $0] ? "#" : "." }) })
        }
        let unthinned = try BoundaryMatcher.counts(prediction: map(thick), truth: map(truth))
        let thinned = try BoundaryMatcher.counts(prediction: map(thick).thinned(), truth: map(truth))
        #expect(unthinned.precision < 0.4, "\(unthinned)")
        #expect(thinned.f >= 0.95, "\(thinned)")
        print("three-pixel truth: unthinned P \(unthinned.precision) F \(unthinned.f); thinned P \(thinned.precision) F \(thinned.f)")
    }
}
