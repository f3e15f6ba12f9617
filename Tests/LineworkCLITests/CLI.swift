import Foundation
import LineworkExperimentFixtures
import Testing

/// Runs the built `linework` executable and captures what it does.
enum CLI {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// Whether the process ended by a signal (a crash) rather than by exit().
        let signalled: Bool
    }

    /// The package root, derived from this file's location.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `linework` binary built next to the test bundle.
    static let executable: URL = {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [bundleFolder, bundleFolder.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("linework")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return packageRoot.appendingPathComponent(".build/debug/linework")
    }()

    static let codecFixtures = packageRoot.appendingPathComponent("Tests/LineworkCodecsTests/Fixtures")
    static let galleryInputs = packageRoot.appendingPathComponent("Gallery/inputs")

    /// Whether the model folder `linework pose` and `faces` read (LINEWORK_POSE_DIR, else
    /// XDG_CACHE_HOME/linework/pose, else ~/.cache/linework/pose) holds every file in `names`.
    static func modelFolderHolds(_ names: [String]) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        let folder = environment["LINEWORK_POSE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 + "/linework/pose" })
            ?? (environment["HOME"] ?? "") + "/.cache/linework/pose"
        return names.allSatisfy { FileManager.default.isReadableFile(atPath: folder + "/" + $0) }
    }

    static func fixture(_ name: String) -> String { codecFixtures.appendingPathComponent(name).path }

    /// Runs `linework` (or another `program`) with `arguments`; `environment` entries are added
    /// to the current one. With a `timeout` (seconds), a run still going then is sent SIGKILL, so
    /// a hang fails the test (as `signalled`) instead of stalling the suite.
    static func run(_ arguments: [String], program: URL = CLI.executable, environment: [String: String] = [:],
                    timeout: TimeInterval? = nil, directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        if let timeout {
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                if process.isRunning { kill(pid, SIGKILL) }
            }
        }
        // Read both pipes concurrently with the process so large outputs cannot deadlock.
        // The semaphore orders the reader's write before our read (ThreadSanitizer checks this).
        nonisolated(unsafe) var errData = Data()
        let done = DispatchSemaphore(value: 0)
        let reader = Thread {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        done.wait()
        auditReport(arguments, directory: directory)
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            signalled: process.terminationReason == .uncaughtSignal)
    }

    /// After `linework report … --output DIR`: every page and section file in DIR is audited for
    /// markup the page never writes (`PageAudit`), whatever the test itself checks.
    private static func auditReport(_ arguments: [String], directory: URL?) {
        guard arguments.first == "report", let flag = arguments.firstIndex(of: "--output"),
              flag + 1 < arguments.count else { return }
        var folder = arguments[flag + 1]
        if !folder.hasPrefix("/") { folder = (directory?.path ?? FileManager.default.currentDirectoryPath) + "/" + folder }
        let problems = PageAudit.problems(inReportFolder: folder)
        #expect(problems.isEmpty, "markup the page did not write, in \(folder): \(problems)")
    }

    /// The first executable file named `name` in the folders of PATH, if any.
    static func programOnPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// A fresh temporary folder, removed by the caller with `cleanUp`.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("linework-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Files in `folder`, including hidden ones (left-over temporary files would show here).
    static func contents(of folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}

extension CLI.Result {
    /// Asserts the contract's failure convention: non-zero exit below 128, no signal, one line on
    /// standard error mentioning `text`, nothing on standard output.
    func expectCleanFailure(mentioning text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!signalled, "ended by a signal", sourceLocation: sourceLocation)
        #expect(status > 0 && status < 128, "status \(status)", sourceLocation: sourceLocation)
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(lines.count == 1, "stderr: \(stderr)", sourceLocation: sourceLocation)
        #expect(stderr.contains(text), "stderr: \(stderr)", sourceLocation: sourceLocation)
        #expect(stdout.isEmpty, "stdout: \(stdout)", sourceLocation: sourceLocation)
    }
}
