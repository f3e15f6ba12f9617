import Foundation
import Linework
import Testing

/// What a package that depends on Linework relies on, checked from outside the package: only the
/// public API, as a consumer imports it.
struct ConsumerTests {
    /// The repository's root: this file is Examples/Tests/ConsumerTests/ConsumerTests.swift.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A thrown `LineworkError`, caught as `any Error`, reads as its one-line message.
    @Test func localizedDescriptionIsTheMessage() {
        do {
            _ = try ContourRequest(options: ContourOptions(contrastPivot: .fixed(1.5)))
            Issue.record("a contrast pivot of 1.5 was accepted")
        } catch {
            let lineworkError = error as? LineworkError
            #expect(lineworkError != nil, "\(type(of: error))")
            #expect(error.localizedDescription == lineworkError?.description)
            #expect(error.localizedDescription.contains("contrastPivot"), "\(error.localizedDescription)")
            #expect(!error.localizedDescription.contains("\n"))
        }
        do {
            _ = try LineDrawing(imageAt: "/nonexistent/photo.png")
            Issue.record("a missing photo was drawn")
        } catch {
            #expect(error.localizedDescription == "'/nonexistent/photo.png': no such file", "\(error.localizedDescription)")
        }
    }

    /// `DrawOptions()` is `linework draw`'s defaults: its SVG is the command's `--svg`, byte for
    /// byte, on three bundled photos (the CLI is the root package's `.build/debug/linework`, or
    /// `LINEWORK_CLI`).
    @Test(arguments: ["coins.png", "chelsea.png", "astronaut.png"])
    func defaultDrawingIsTheCommandLines(photo: String) throws {
        let path = Self.repository.appendingPathComponent("Gallery/inputs/\(photo)").path
        let library = try LineDrawing(imageAt: path, options: DrawOptions()).rendered(as: .svg)

        let cli = ProcessInfo.processInfo.environment["LINEWORK_CLI"]
            ?? Self.repository.appendingPathComponent(".build/debug/linework").path
        try #require(FileManager.default.isExecutableFile(atPath: cli),
                     "no linework at \(cli): run `swift build` in the repository's root first, or set LINEWORK_CLI")
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("linework-consumer-\(ProcessInfo.processInfo.processIdentifier)-\(photo).svg")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: cli)
        process.arguments = ["draw", path, "--svg", output.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "linework draw \(photo) exited with \(process.terminationStatus)")
        let command = try [UInt8](Data(contentsOf: output))
        // Compared as a flag, so that a failure names the first difference instead of printing both files.
        let firstDifference = zip(library, command).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(library.count, command.count)
        let identical = library == command
        #expect(identical, """
            \(photo): DrawOptions() and linework draw --svg differ from byte \(firstDifference) \
            (\(library.count) bytes from the library, \(command.count) from the command)
            """)
    }
}
