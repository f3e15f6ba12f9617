import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 19's data-loss cases: an output never replaces an input or another output, special
/// files are written into rather than renamed over, rewritten files keep their mode, and `-`
/// means standard output.
struct OutputSafetyTests {
    /// The input every clash case reads: a small PNG copied to `folder/photo.png`.
    static func photo(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("photo.png").path
        try FileManager.default.copyItem(atPath: CLI.fixture("rgb8.png"), toPath: path)
        return path
    }

    /// A command line whose output resolves to its input `photo`, and the option at fault.
    /// `link` is a symlink to `photo`, `hard` a hard link to it.
    static func clash(_ name: String, photo: String, folder: URL) throws -> (arguments: [String], option: String) {
        let link = folder.appendingPathComponent("link.png").path
        let hard = folder.appendingPathComponent("hard.png").path
        let json = folder.appendingPathComponent("photo.json").path
        switch name {
        case "contours --png": return (["contours", photo, "--png", photo], "--png")
        case "contours --mask": return (["contours", photo, "--mask", photo], "--mask")
        case "contours --json": return (["contours", photo, "--json", photo], "--json")
        case "crop --output": return (["crop", photo, "--aspect", "1:1", "--output", photo], "--output")
        case "saliency --heatmap": return (["saliency", photo, "--heatmap", photo], "--heatmap")
        case "saliency --overlay hard link":
            try FileManager.default.linkItem(atPath: photo, toPath: hard)
            return (["saliency", photo, "--overlay", hard], "--overlay")
        case "info --json": return (["info", photo, "--json", photo], "--json")
        case "sweep --png symlink":
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "photo.png")
            return (["sweep", photo, "--pivots", "0.3:0.6:0.1", "--adjustments", "1:2:0.5", "--png", link], "--png")
        case "draw --png dotted":
            return (["draw", photo, "--png", folder.appendingPathComponent("./sub/../photo.png").path], "--png")
        case "pose --overlay": return (["pose", photo, "--overlay", photo], "--overlay")
        case "contours --layers":
            // `art.png --layers` writes art-ink.png, the input here (a JPEG that draws some lines;
            // the decoder goes by content, not by name).
            let input = folder.appendingPathComponent("art-ink.png").path
            try FileManager.default.removeItem(atPath: photo)
            try FileManager.default.copyItem(atPath: CLI.fixture("baseline.jpg"), toPath: input)
            return (["contours", input, "--png", folder.appendingPathComponent("art.png").path, "--layers"], "--layers")
        case "contours --json --stats":
            return (["contours", photo, "--json", json, "--stats", folder.appendingPathComponent("./photo.json").path],
                    "--stats")
        default: fatalError(name)
        }
    }

    @Test(arguments: ["contours --png", "contours --mask", "contours --json", "crop --output", "saliency --heatmap",
                      "saliency --overlay hard link", "info --json", "sweep --png symlink", "draw --png dotted",
                      "pose --overlay", "contours --layers", "contours --json --stats"])
    func outputThatIsAnInputOrAnotherOutputIsRefused(name: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let photo = try Self.photo(in: folder)
        let (arguments, option) = try Self.clash(name, photo: photo, folder: folder)
        let input = arguments[1]
        let before = try Data(contentsOf: URL(fileURLWithPath: input))
        let listing = CLI.contents(of: folder)
        let result = try CLI.run(arguments)
        result.expectCleanFailure(mentioning: option)
        if option != "--stats" { #expect(result.stderr.contains("is the input '\(input)'"), "\(result.stderr)") }
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before, "input modified")
        #expect(CLI.contents(of: folder) == listing, "wrote \(CLI.contents(of: folder))")
    }

    @Test func cropIntoTheInputFolderIsRefused() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.photo(in: folder)
        try FileManager.default.copyItem(atPath: CLI.fixture("baseline.jpg"), toPath: folder.appendingPathComponent("b.jpg").path)
        let before = try Data(contentsOf: folder.appendingPathComponent("photo.png"))
        let result = try CLI.run(["crop", folder.path, "--aspect", "1:1", "--output-dir", folder.path])
        result.expectCleanFailure(mentioning: "--output-dir")
        #expect(result.stderr.contains("is the input"), "\(result.stderr)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("photo.png")) == before, "input modified")
        #expect(CLI.contents(of: folder) == ["b.jpg", "photo.png"])
    }

    @Test func cropOfTwoPhotosOfOneNameIsRefused() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photos = folder.appendingPathComponent("in"), crops = folder.appendingPathComponent("out")
        for url in [photos, crops] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        try FileManager.default.copyItem(atPath: CLI.fixture("baseline.jpg"), toPath: photos.appendingPathComponent("x.jpg").path)
        try FileManager.default.copyItem(atPath: CLI.fixture("rgb8.png"), toPath: photos.appendingPathComponent("x.png").path)
        let result = try CLI.run(["crop", photos.path, "--aspect", "1:1", "--output-dir", crops.path])
        result.expectCleanFailure(mentioning: "would be cropped to this file")
        #expect(result.stderr.contains("x.jpg") && result.stderr.contains("x.png"), "\(result.stderr)")
        #expect(CLI.contents(of: crops).isEmpty)
    }

    @Test func evaluateJSONOverAMapIsRefused() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let predictions = folder.appendingPathComponent("pred"), truth = folder.appendingPathComponent("truth")
        for url in [predictions, truth] {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(TinyPNG.gray(width: 8, height: 8, value: 255)).write(to: url.appendingPathComponent("a.png"))
        }
        let map = predictions.appendingPathComponent("a.png")
        let before = try Data(contentsOf: map)
        let result = try CLI.run(["evaluate", "contours", "--predictions", predictions.path,
                                  "--ground-truth", truth.path, "--json", map.path])
        result.expectCleanFailure(mentioning: "--json")
        #expect(try Data(contentsOf: map) == before, "prediction modified")
    }

    /// The file type bits of `path` (symlinks followed, or not with `link`).
    static func fileType(_ path: String, link: Bool = false) -> mode_t? {
        var info = stat()
        guard (link ? lstat(path, &info) : stat(path, &info)) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    // Only meaningful where /dev/null is the real device (root could otherwise replace it).
    @Test(.enabled(if: fileType("/dev/null") == S_IFCHR, "/dev/null is not a character device here"))
    func devNullStaysACharacterDevice() throws {
        let result = try CLI.run(["info", CLI.fixture("rgb8.png"), "--json", "/dev/null"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.fileType("/dev/null") == S_IFCHR, "/dev/null is no longer a character device")
    }

    @Test(.enabled(if: fileType("/dev/stdout", link: true) == S_IFLNK, "/dev/stdout is not a symbolic link here"))
    func devStdoutIsWrittenThroughNotReplaced() throws {
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

    @Test(arguments: [["contours", "--mask", "-"], ["saliency", "--heatmap", "-"]])
    func dashWritesThePNGToStandardOutput(arguments: [String]) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = try Self.photo(in: folder)
        let stray = FileManager.default.currentDirectoryPath + "/-"
        let strayBefore = FileManager.default.fileExists(atPath: stray)
        let result = try CLI.run([arguments[0], photo] + arguments.dropFirst())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("PNG") && result.stdout.contains("IHDR"), "no PNG on standard output")
        if !strayBefore && FileManager.default.fileExists(atPath: stray) {
            try? FileManager.default.removeItem(atPath: stray)
            Issue.record("wrote a file named '-'")
        }
        #expect(CLI.contents(of: folder) == ["photo.png"])
    }

    @Test func twoOutputsOnStandardOutputAreRefused() throws {
        let result = try CLI.run(["contours", CLI.fixture("rgb8.png"), "--json", "-", "--stats", "-"])
        result.expectCleanFailure(mentioning: "--stats")
        #expect(result.stderr.contains("standard output"), "\(result.stderr)")
    }
}
