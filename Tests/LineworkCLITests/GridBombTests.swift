import Foundation
import Testing

/// Issue 19, item 6: grid bombs. The values of `--pivots` and `--adjustments` are counted
/// arithmetically and their product capped (`--max-settings`, default 10,000) before any list
/// is built, in `sweep`, `draw --lines sweep` and the report spec; each bomb fails in well under
/// a second with status 64 and one line.
struct GridBombTests {
    static let photo = CLI.fixture("rgb8.png")

    @Test(arguments: [
        (["--pivots", "0:1:1e-300"], "--pivots"),                             // spun forever listing 10³⁰⁰ values
        (["--pivots", "0:1:1e-10"], "--pivots"),                              // aborted on an 80 GB list
        (["--pivots", "0:1:0.001", "--adjustments", "0:3:0.001"], "--max-settings"),  // 3·10⁶ settings, each axis allowed
        (["--pivots", "0.2:0.4:0.1", "--adjustments", "1:2:0.5", "--max-settings", "3"], "--max-settings"),
        (["--max-settings", "0"], "--max-settings"),
    ])
    func sweepGridBombIsRefusedAtOnce(flags: [String], option: String) throws {
        let started = Date()
        let result = try CLI.run(["sweep", Self.photo] + flags, timeout: 20)
        result.expectCleanFailure(mentioning: option)
        #expect(result.status == 64)
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func maxSettingsRaisesTheCap() throws {
        let flags = ["--pivots", "0.2:0.4:0.1", "--adjustments", "1:2:0.5"]
        let result = try CLI.run(["sweep", Self.photo] + flags + ["--max-settings", "4"], timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("4 settings"), "\(result.stdout)")
    }

    @Test func drawSweepGridBombIsRefused() throws {
        let result = try CLI.run(["draw", Self.photo, "--lines", "sweep", "--pivots", "0:1:0.001",
                                  "--adjustments", "0:3:0.001"], timeout: 20)
        result.expectCleanFailure(mentioning: "--max-settings")
        #expect(result.status == 64)
    }

    @Test(arguments: [
        ("pivots: \"0:1:1e-300\"", "sweep.pivots"),
        ("pivots: \"0:1:0.001\"\n  adjustments: \"0:3:0.001\"", "sweep.maxSettings"),
        ("pivots: \"0.2:0.4:0.1\"\n  adjustments: \"1:2:0.5\"\n  maxSettings: 3", "sweep.maxSettings"),
    ])
    func reportSpecGridBombIsRefused(sweep: String, key: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: Self.photo, toPath: folder.appendingPathComponent("a.png").path)
        let spec = folder.appendingPathComponent("spec.yaml")
        try Data("images: [a.png]\nsweep:\n  \(sweep)\n".utf8).write(to: spec)
        let out = folder.appendingPathComponent("out")
        let result = try CLI.run(["report", spec.path, "--output", out.path, "--quiet"], timeout: 20)
        result.expectCleanFailure(mentioning: key)
        #expect(result.status == 64)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
    }
}
