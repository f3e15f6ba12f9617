import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 19, item 4: SIGINT or SIGTERM while outputs are being written removes the temporary
/// files and exits with 130 or 143 (not by the signal). `LINEWORK_TEST_COMMIT_DELAY` holds the
/// run after every output's temporary file is written and before any is renamed, so the
/// signal lands mid-write every time.
struct SignalCleanupTests {
    static func temporaryFiles(in folder: URL) -> [String] {
        CLI.contents(of: folder).filter { $0.hasPrefix(".linework-") && $0.hasSuffix(".tmp") }
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func signalDuringWritingRemovesTemporaryFiles(signal: Int32, status: Int32) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = folder.appendingPathComponent("out.json")
        try Data("precious".utf8).write(to: kept)
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["contours", CLI.fixture("rgb8.png"), "--json", kept.path,
                             "--mask", folder.appendingPathComponent("mask.png").path]
        process.environment = ProcessInfo.processInfo.environment.merging(["LINEWORK_TEST_COMMIT_DELAY": "30"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()

        // Both temporary files exist once the run reaches its commit.
        let deadline = Date().addingTimeInterval(20)
        while Self.temporaryFiles(in: folder).count < 2 && Date() < deadline && process.isRunning {
            Thread.sleep(forTimeInterval: 0.02)
        }
        let during = Self.temporaryFiles(in: folder)
        if process.isRunning { kill(process.processIdentifier, signal) }
        process.waitUntilExit()

        #expect(during.count == 2, "temporary files while writing: \(during)")
        #expect(process.terminationReason == .exit, "ended by a signal")
        #expect(process.terminationStatus == status)
        #expect(Self.temporaryFiles(in: folder).isEmpty, "left \(CLI.contents(of: folder))")
        #expect(try String(contentsOf: kept, encoding: .utf8) == "precious")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("mask.png").path))
    }

    /// Regression (hardening III, 11): SIGTERM during an MP4 `animate` left ffmpeg running,
    /// orphaned, and its temporary file in /tmp. ffmpeg (here a stand-in that never reads) is
    /// killed with linework, and nothing is left beside the output.
    @Test func sigtermKillsFFmpegAndLeavesNothing() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let pidFile = folder.appendingPathComponent("ffmpeg.pid").path
        let fake = bin.appendingPathComponent("ffmpeg").path
        try "#!/bin/sh\necho $$ > '\(pidFile)'\nexec sleep 120\n".write(toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["animate", CLI.galleryInputs.appendingPathComponent("coins.png").path,
                             "--video", output.appendingPathComponent("pan.mp4").path, "--seconds", "4", "--no-faces"]
        process.environment = ProcessInfo.processInfo.environment.merging(["PATH": bin.path + ":/usr/bin:/bin"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: pidFile) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        Thread.sleep(forTimeInterval: 1)
        let ffmpeg = try #require(Int32((try? String(contentsOfFile: pidFile, encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""))
        #expect(kill(ffmpeg, 0) == 0, "the stand-in did not start")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        Thread.sleep(forTimeInterval: 0.3)
        // Gone (or a zombie of its own parent's): not running sleep anymore.
        let state = (try? String(contentsOfFile: "/proc/\(ffmpeg)/stat", encoding: .utf8))?.split(separator: " ").dropFirst(2).first
        #expect(state == nil || state == "Z", "ffmpeg is still running: \(state.map(String.init) ?? "")")
        #expect(CLI.contents(of: output).isEmpty, "left \(CLI.contents(of: output))")
    }
}
