import Foundation
import Linework
import LineworkExperiment
import LineworkYAML
import Testing

/// A Swift caller reads Linework's errors as the command line prints them, in the library's
/// own words: `localizedDescription` is the one-line message, and options are named by their
/// Swift fields and cases, not by flags.
struct LocalizedErrorTests {
    @Test func localizedDescriptionIsTheOneLineMessage() throws {
        let errors: [any Error] = [
            LineworkError.invalidOption(name: "strokeWidth", value: "-1", allowed: "must be positive"),
            LineworkError.fileNotFound(path: "missing.png"),
            BoundedYAML.Refusal.tooLong(bytes: 10, limit: 5),
            ReportSpecError.unknownKey(spec: "s.yaml", key: "imgs", allowed: ["images"]),
        ]
        for error in errors {
            #expect(error.localizedDescription == "\(error)", "\(type(of: error))")
            #expect(!error.localizedDescription.contains("could not be completed"))
        }
        // Thrown by a real call, caught as `any Error`.
        do {
            _ = try LineDrawing(imageAt: "/nonexistent/photo.png")
            Issue.record("a missing file was drawn")
        } catch {
            #expect(error.localizedDescription.contains("/nonexistent/photo.png"), "\(error.localizedDescription)")
        }
    }

    @Test func messagesNameSwiftFieldsAndCases() throws {
        do {
            _ = try ContourRequest(options: ContourOptions(contrastPivot: .fixed(1.5)))
            Issue.record("a pivot of 1.5 was accepted")
        } catch {
            #expect(error.localizedDescription.contains("contrastPivot") && error.localizedDescription.contains(".automatic"),
                    "\(error.localizedDescription)")
            #expect(!error.localizedDescription.contains("'auto'"))
        }
        var options = DrawOptions(tone: HatchOptions(style: .hatch))
        options.tone?.spacing = 0
        do {
            try options.validate()
            Issue.record("a tone spacing of 0 was accepted")
        } catch {
            #expect(error.localizedDescription.contains("tone.spacing"), "\(error.localizedDescription)")
        }
    }
}
