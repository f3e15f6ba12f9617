import Foundation
import Testing

/// The committed `Gallery/rendered` is what `Scripts/run-gallery` makes (issue 51): a few of its
/// vector outputs, cheap to draw, are drawn again by the command lines the script itself holds and
/// compared byte for byte with the committed files. A drawing change that forgets to run the
/// script fails here.
struct GalleryMatchesRunGalleryTests {
    /// The script's outputs checked: SVG, so that the comparison is exact text, and small inputs.
    static let outputs = ["astronaut-depth.svg", "coffee-draw-crosshatch.svg"]

    /// The arguments of the script's one-line command that writes `output`: the line holding
    /// `"$out/<output>"`, its `"$bin"` dropped, `$out` made the folder given, quotes removed.
    static func arguments(writing output: String, into folder: String) throws -> [String] {
        let script = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Scripts/run-gallery"), encoding: .utf8)
        let line = try #require(script.split(separator: "\n").first {
            $0.hasPrefix("\"$bin\" ") && $0.contains("\"$out/\(output)\"") && !$0.hasSuffix("\\")
        }, "Scripts/run-gallery has no one-line command writing \(output)")
        return line.split(separator: " ").dropFirst().map { word in
            word.replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: "$out", with: folder)
        }
    }

    @Test(arguments: outputs)
    func theCommittedFileIsWhatTheScriptDraws(output: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = try Self.arguments(writing: output, into: folder.path).map { argument in
            // Inputs are named relative to the package root, where the script runs.
            argument.hasPrefix("Gallery/") ? CLI.packageRoot.appendingPathComponent(argument).path : argument
        }
        let run = try CLI.run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let drawn = try Data(contentsOf: folder.appendingPathComponent(output))
        let committed = try Data(contentsOf: CLI.packageRoot.appendingPathComponent("Gallery/rendered/\(output)"))
        #expect(drawn == committed, "Gallery/rendered/\(output) is not what `linework \(arguments.joined(separator: " "))` draws: run Scripts/run-gallery")
    }
}
