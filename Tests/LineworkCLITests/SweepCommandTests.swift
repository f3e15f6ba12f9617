import Foundation
import Testing

struct SweepCommandTests {
    struct Output: Decodable {
        struct Setting: Decodable { let pivot: Double; let adjustment: Double; let contourCount: Int }
        struct Contour: Decodable { let setting: Int; let points: [[Double]]; let bbox: [Double]; let kept: Bool }
        struct Stats: Decodable { let tracedCount: Int; let keptCount: Int; let pointCount: Int; let seconds: [String: Double] }
        let settings: [Setting]
        let contours: [Contour]?
        let stats: Stats
        let tracedCount: Int?
        let keptCount: Int?
    }

    let photo = CLI.galleryInputs.appendingPathComponent("coins.png").path

    func sweep(_ arguments: [String], environment: [String: String] = [:]) throws -> (Output, String) {
        let result = try CLI.run(["sweep", photo] + arguments, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        return (try JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8)), result.stdout)
    }

    @Test func jsonFollowsTheContract() throws {
        let (output, _) = try sweep(["--json", "-"])
        #expect(output.settings.count == 65)
        #expect(output.settings[0].pivot == 0.2 && output.settings[0].adjustment == 0.5)
        let contours = try #require(output.contours)
        #expect(contours.allSatisfy { $0.kept })
        #expect(contours.count == output.stats.keptCount)
        let settingTotal = output.settings.map(\.contourCount).reduce(0, +)
        #expect(output.stats.tracedCount == settingTotal)
        #expect(output.stats.keptCount < output.stats.tracedCount)
        #expect(contours.map(\.setting) == contours.map(\.setting).sorted())
        for contour in contours.prefix(50) {
            let xs = contour.points.map { $0[0] }, ys = contour.points.map { $0[1] }
            #expect(contour.bbox == [xs.min()!, ys.min()!, xs.max()! - xs.min()! + 1, ys.max()! - ys.min()! + 1])
        }
        #expect(output.stats.seconds["trace"] != nil && output.stats.seconds["dedup"] != nil)
    }

    @Test func includeDroppedListsEveryTracedContourInSweepOrder() throws {
        let (output, _) = try sweep(["--json", "-", "--include-dropped"])
        let contours = try #require(output.contours)
        #expect(contours.count == output.stats.tracedCount)
        #expect(contours.filter(\.kept).count == output.stats.keptCount)
        #expect(contours.map(\.setting) == contours.map(\.setting).sorted())
    }

    @Test func statsFileHasTheCountsWithoutContours() throws {
        let (output, text) = try sweep(["--stats", "-", "--dedup", "shape"])
        #expect(output.contours == nil && !text.contains("\"points\""))
        #expect(output.tracedCount == output.stats.tracedCount && output.keptCount == output.stats.keptCount)
    }

    @Test func outputIsTheSameOnOneThreadAndOnMany() throws {
        func withoutTimings(_ text: String) -> String {
            text.replacingOccurrences(of: #""seconds":\{[^}]*\}"#, with: "", options: .regularExpression)
        }
        let (_, one) = try sweep(["--json", "-", "--include-dropped", "--dedup", "shape"], environment: ["LINEWORK_THREADS": "1"])
        let (_, many) = try sweep(["--json", "-", "--include-dropped", "--dedup", "shape"], environment: ["LINEWORK_THREADS": "8"])
        #expect(withoutTimings(one) == withoutTimings(many))
    }

    @Test(arguments: [
        (["--pivots", "0.5:0.2:0.1"], "--pivots"), (["--pivots", "0.2:0.7:0"], "--pivots"),
        (["--adjustments", "0.5:4:0.5"], "--adjustments"), (["--iou", "1.5"], "--iou"), (["--iou", "0"], "--iou"),
        (["--dedup", "fuzzy"], "--dedup"), (["--max-dimension", "10"], "--max-dimension"),
        (["--shape-tolerance", "-1"], "--shape-tolerance"),
    ])
    func badOptionsFailCleanly(arguments: [String], flag: String) throws {
        try CLI.run(["sweep", photo, "--json", "-"] + arguments).expectCleanFailure(mentioning: flag)
    }

    @Test func hugeSweepIsRefusedWithAdvice() throws {
        try CLI.run(["sweep", photo, "--max-dimension", "4096", "--max-memory", "1"])
            .expectCleanFailure(mentioning: "--max-dimension")
    }
}
