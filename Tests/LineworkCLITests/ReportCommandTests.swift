import Foundation
import Testing

/// `linework report` through the CLI: a small spec gives one self-contained page; bad specs and
/// options give one line and leave the output folder untouched.
struct ReportCommandTests {
    /// A folder holding `spec.yaml` with `body` and a copy of coins.png.
    private func specFolder(_ body: String) throws -> URL {
        let folder = try CLI.temporaryFolder()
        try FileManager.default.copyItem(at: CLI.galleryInputs.appendingPathComponent("coins.png"),
                                         to: folder.appendingPathComponent("coins.png"))
        try body.write(to: folder.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func smallSpecWritesOneSelfContainedPage() throws {
        let folder = try specFolder("""
            title: CLI check
            images: [coins.png]
            sweep: { pivots: "0.4:0.6:0.1", adjustments: "1.0:2.0:0.5", iou: 0.9 }
            saliency: [attention, spectral-residual]
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report")
        let result = try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        for text in ["CLI check", "coins.png", "attention", "spectral-residual", "0.40", "0.50", "1.50"] {
            #expect(html.contains(text), "page lacks \(text)")
        }
        #expect(!html.contains("http://") && !html.contains("https://"), "the page refers to the network")
    }

    @Test(arguments: [
        ("title: [unclosed\n", "not a valid report spec"),
        ("title: x\nimages: [missing.png]\n", "missing.png"),
        ("title: x\nimages: [coins.png]\nsaliency: [deep]\n", "unknown model 'deep'"),
        ("title: x\nimages: [coins.png]\nsweep: { pivots: \"0.7:0.2:0.1\" }\n", "pivots"),
    ])
    func badSpecIsOneLineAndWritesNothing(spec: String, message: String) throws {
        let folder = try specFolder(spec)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report")
        try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output", output.path])
            .expectCleanFailure(mentioning: message)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func badShardIsRefused() throws {
        let folder = try specFolder("title: x\nimages: [coins.png]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output",
                     folder.appendingPathComponent("r").path, "--shard", "3/2"])
            .expectCleanFailure(mentioning: "--shard")
    }
}
