import Foundation
import Testing

/// `draw --tone stipple|tsp|flow` end to end: G-code dots, the one-stroke tour, `--stats`
/// figures and flag errors.
struct PlotterToneCommandTests {
    /// Each stipple is a pen down and up at one place in G-code: as many one-place runs as
    /// dots, and no other runs with `--lines none`.
    @Test func gcodePlotsADotAsPenDownUp() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gcode = folder.appendingPathComponent("d.gcode").path
        let stats = folder.appendingPathComponent("s.json").path
        let result = try CLI.run(["draw", DrawCommandTests.photo("coins"), "--lines", "none", "--tone", "stipple",
                                  "--dots", "400", "--gcode", gcode, "--stats", stats])
        #expect(result.status == 0, "\(result.stderr)")
        let runs = DeviceOutputTests.replayGCode(try String(contentsOfFile: gcode, encoding: .utf8), penDown: "M3", penUp: "M5")
        #expect(runs.count == 400)
        #expect(runs.allSatisfy { run in run.allSatisfy { abs($0.x - run[0].x) < 1e-6 && abs($0.y - run[0].y) < 1e-6 } })
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: stats))) as? [String: Any]
        let tone = document?["tone"] as? [String: Any]
        #expect(tone?["style"] as? String == "stipple" && tone?["strokes"] as? Int == 400, "\(String(describing: tone))")
        #expect((tone?["plotSeconds"] as? Double ?? 0) > 0)
    }

    /// `--tone tsp` writes its tour as exactly one stroke of the tone layer, with the lines.
    @Test func tspIsOneStroke() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("t.json").path
        let result = try CLI.run(["draw", DrawCommandTests.photo("coins"), "--tone", "tsp", "--dots", "800", "--json", json])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        let strokes = document?["strokes"] as? [[String: Any]] ?? []
        let tone = strokes.filter { $0["layer"] as? String == "tone" }
        #expect(tone.count == 1 && (tone.first?["points"] as? [Any])?.count == 800)
        #expect(strokes.count > tone.count)
        let stats = document?["stats"] as? [String: Any]
        let figures = stats?["tone"] as? [String: Any]
        #expect(figures?["points"] as? Int == 800 && (figures?["inkLength"] as? Double ?? 0) > 0)
    }

    /// A bad `--dots` is one line naming the flag.
    @Test func badDotsNameTheFlag() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for value in ["-3", "2000001"] {
            let result = try CLI.run(["draw", DrawCommandTests.photo("coins"), "--tone", "stipple", "--dots", value,
                                      "--svg", folder.appendingPathComponent("x.svg").path])
            result.expectCleanFailure(mentioning: "--dots")
        }
    }
}
