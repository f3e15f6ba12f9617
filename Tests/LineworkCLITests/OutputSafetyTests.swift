import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 19's data-loss cases: special files are written into rather than renamed over, and
/// rewritten files keep their mode.
struct OutputSafetyTests {
    /// The file type bits of `path` (symlinks followed, or not with `link`).
    static func fileType(_ path: String, link: Bool = false) -> mode_t? {
        var info = stat()
        guard (link ? lstat(path, &info) : stat(path, &info)) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    @Test func devNullStaysACharacterDevice() throws {
        // Only meaningful where /dev/null is the real device (root could otherwise replace it).
        guard Self.fileType("/dev/null") == S_IFCHR else { return }
        let result = try CLI.run(["info", CLI.fixture("rgb8.png"), "--json", "/dev/null"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.fileType("/dev/null") == S_IFCHR, "/dev/null is no longer a character device")
    }

    @Test func devStdoutIsWrittenThroughNotReplaced() throws {
        guard Self.fileType("/dev/stdout", link: true) == S_IFLNK else { return }
        let result = try CLI.run(["info", CLI.fixture("rgb8.png"), "--json", "/dev/stdout"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"width\""), "stdout: \(result.stdout)")
        #expect(Self.fileType("/dev/stdout", link: true) == S_IFLNK, "/dev/stdout is no longer a symlink")
    }

    @Test func fifoOutputReceivesTheBytesAndStaysAFIFO() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("out.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        nonisolated(unsafe) var received = Data()
        let done = DispatchSemaphore(value: 0)
        let reader = Thread {
            if let handle = FileHandle(forReadingAtPath: fifo) { received = handle.readDataToEndOfFile() }
            done.signal()
        }
        reader.start()
        let result = try CLI.run(["info", CLI.fixture("rgb8.png"), "--json", fifo])
        // If the FIFO was not opened for writing, open and close it so the reader sees the end.
        let unblock = open(fifo, O_WRONLY | O_NONBLOCK)
        if unblock >= 0 { close(unblock) }
        let finished = done.wait(timeout: .now() + 10) == .success
        #expect(result.status == 0, "\(result.stderr)")
        #expect(finished, "the reader never saw the end of the FIFO")
        if finished { #expect(String(decoding: received, as: UTF8.self).contains("\"width\"")) }
        #expect(Self.fileType(fifo) == S_IFIFO, "the FIFO was replaced")
        #expect(CLI.contents(of: folder) == ["out.json"])
    }

    /// The process's umask, read without changing it (`umask(2)` would race other tests).
    static func currentUmask() throws -> mode_t {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
        return try #require(mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8))
    }

    @Test func rewrittenOutputKeepsItsModeAndNewOutputsFollowTheUmask() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = folder.appendingPathComponent("private.json").path
        let new = folder.appendingPathComponent("new.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: kept))
        #expect(chmod(kept, 0o600) == 0)
        for output in [kept, new] {
            let result = try CLI.run(["info", CLI.fixture("rgb8.png"), "--json", output])
            #expect(result.status == 0, "\(result.stderr)")
        }
        func mode(_ path: String) -> mode_t? {
            var info = stat()
            return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
        }
        #expect(try String(contentsOfFile: kept, encoding: .utf8).contains("\"width\""))
        #expect(mode(kept) == 0o600)
        #expect(mode(new) == 0o666 & ~(try Self.currentUmask()))
    }
}
