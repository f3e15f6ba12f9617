import ArgumentParser
import Foundation
import LineworkCore
import LineworkPose

#if canImport(Glibc)
import Glibc
#endif

/// The `linework` command.
struct Linework: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "linework",
        abstract: "Vision-style contours, saliency and line art for Linux.",
        version: LineworkVersion.string,
        subcommands: [InfoCommand.self, DrawCommand.self, ContoursCommand.self, SweepCommand.self, SaliencyCommand.self,
                      CropCommand.self, ReframeCommand.self, AnimateCommand.self, StudioCommand.self, EvaluateCommand.self, PoseCommand.self, FacesCommand.self, HandsCommand.self, SegmentCommand.self, ReportCommand.self])
}

/// Entry point with the contract's error convention: every failure is one line on standard
/// error and a non-zero exit status below 128; help and version go to standard output.
@main
enum Main {
    static func main() {
        HeapPolicy.apply()
        // SIGINT and SIGTERM remove the temporary files of outputs being written, then exit
        // with 130 or 143 (see `TemporaryFiles`).
        TemporaryFiles.installSignalCleanup()
        do {
            let arguments = NegativeValues.attached(Array(CommandLine.arguments.dropFirst()))
            try RepeatedOptions.refuse(in: arguments)
            var command = try Linework.parseAsRoot(arguments)
            try command.run()
        } catch let error as LineworkError {
            let error = FieldFlags.mapped(error)
            fail(FieldFlags.flagged(error.description), code: error.exitCode)
        } catch let error as PoseError {
            // A model not installed or failing, thrown from inside a library call (a pose-weighted
            // drawing, faces in an animation): the same line and code as `poseStep` gives.
            fail(error.description, code: error.exitCode)
        } catch {
            let code = Linework.exitCode(for: error)
            if code == .success {
                print(Linework.fullMessage(for: error))
                exit(0)
            }
            if error is ExitCode { exit(code.rawValue) }
            // Argument errors: ArgumentParser's message without the usage block, on one line.
            let message = Linework.message(for: error)
                .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }.joined(separator: "; ")
            fail(message, code: 64)
        }
    }

    static func fail(_ message: String, code: Int32) -> Never {
        // A failure caused by a SIGINT/SIGTERM being handled (its children killed first) waits
        // for the handler, which exits with 130 or 143.
        if TemporaryFiles.receivedSignal != nil {
            while true { sleep(1) }
        }
        // Some failures exit from inside a run (the pose runtime's): its batch is never
        // released, so its temporary files are removed here.
        TemporaryFiles.removeAll()
        var line = "linework: \(message)\n"
        line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        exit(code)
    }
}
