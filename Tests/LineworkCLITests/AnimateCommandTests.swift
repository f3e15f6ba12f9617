import Foundation
import LineworkCodecs
import LineworkTestSupport
import Testing

/// `linework animate`: the self-drawing SVG in a browser, videos measured by ffprobe, albums,
/// and bad input.
struct AnimateCommandTests {
    static let photo = CLI.galleryInputs.appendingPathComponent("astronaut.png").path
    static let ffmpeg = CLI.programOnPath("ffmpeg")
    static let ffprobe = CLI.programOnPath("ffprobe")
    static var chromium: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// ffprobe's duration (seconds), frame rate and frame count of a video.
    static func probe(_ path: String) throws -> (seconds: Double, fps: Double, frames: Int) {
        let result = try CLI.run(["-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
                                  "stream=r_frame_rate,nb_read_frames:format=duration", "-of", "default=nw=1", path],
                                 program: try #require(ffprobe))
        var values: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        let rate = try #require(values["r_frame_rate"]).split(separator: "/").compactMap { Double($0) }
        return (try #require(values["duration"].flatMap(Double.init)), rate[0] / rate[1],
                try #require(values["nb_read_frames"].flatMap(Int.init)))
    }

    @Test(.enabled(if: ffmpeg != nil && ffprobe != nil, "ffmpeg and ffprobe are not installed (Debian package ffmpeg)"),
          arguments: [("mp4", 4.0, 30), ("webm", 3.0, 24)])
    func videoHasTheRequestedDurationAndFrameRate(format: String, seconds: Double, fps: Int) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("pan.\(format)").path
        let result = try CLI.run(["animate", Self.photo, "--video", output, "--seconds", "\(seconds)", "--fps", "\(fps)",
                                  "--size", "320x180"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty && result.stdout.isEmpty)
        let probe = try Self.probe(output)
        #expect(abs(probe.seconds - seconds) <= 0.05 * seconds, "\(probe)")
        #expect(abs(probe.fps - Double(fps)) < 0.01, "\(probe)")
        #expect(probe.frames == Int(seconds) * fps)
        #expect(CLI.contents(of: folder) == ["pan.\(format)"])
    }

    /// GIF and APNG need no ffmpeg: run with an empty PATH.
    /// Regression (hardening III, 7): `--size 4096x4096 --seconds 3600 --fps 50` as GIF (every
    /// value in range) was accepted and grew in memory without bound. It is refused before any
    /// work, naming the options, with nothing written.
    @Test(arguments: ["gif", "apng"])
    func aVideoThatCouldFillTheDiskIsRefusedUpFront(format: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = folder.appendingPathComponent("bomb.\(format)").path
        let result = try CLI.run(["animate", Self.photo, "--video", video, "--size", "4096x4096", "--seconds", "3600",
                                  "--fps", "50", "--no-faces"], timeout: 120)
        result.expectCleanFailure(mentioning: "--seconds")
        #expect(result.status == 65 && result.stderr.contains("GB"), "\(result.status) \(result.stderr)")
        #expect(CLI.contents(of: folder).isEmpty)
    }

    @Test func gifAndAPNGNeedNoFFmpeg() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["pan.gif", "pan.apng"] {
            let output = folder.appendingPathComponent(name).path
            let result = try CLI.run(["animate", Self.photo, "--video", output, "--seconds", "1", "--fps", "10", "--size", "96x54",
                                      "--style", "both"], environment: ["PATH": "/nonexistent"])
            #expect(result.status == 0, "\(result.stderr)")
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: output)))
            let magic: [UInt8] = name.hasSuffix("gif") ? Array("GIF89a".utf8) : [0x89, 0x50, 0x4E, 0x47]
            #expect(bytes.starts(with: magic))
            // Readable as a picture: the GIF through ffprobe when there is one, the APNG's first frame by libpng.
            if name.hasSuffix("apng") {
                let first = try ImageDecoder().decode(path: output)
                #expect(first.width == 96 && first.height == 54)
            }
        }
    }

    /// A folder of the bundled photos becomes one video, one pan per photo in name order: the
    /// middle of each photo's time shows that photo (its mean colour is nearest that photo's).
    @Test(.enabled(if: ffmpeg != nil && ffprobe != nil, "ffmpeg and ffprobe are not installed (Debian package ffmpeg)"))
    func anAlbumBecomesOneVideoWithOnePanPerPhoto() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let album = folder.appendingPathComponent("album")
        try FileManager.default.createDirectory(at: album, withIntermediateDirectories: true)
        let names = ["coffee.png", "horse.png", "rocket.jpg"]
        for name in names {
            try FileManager.default.copyItem(at: CLI.galleryInputs.appendingPathComponent(name), to: album.appendingPathComponent(name))
        }
        let output = folder.appendingPathComponent("album.mp4").path
        let result = try CLI.run(["animate", album.path, "--video", output, "--seconds", "6", "--fps", "10", "--size", "160x90"])
        #expect(result.status == 0, "\(result.stderr)")
        let probe = try Self.probe(output)
        #expect(abs(probe.seconds - 6) <= 0.3 && probe.frames == 60)
        func mean(_ pixels: [UInt8], channels: Int) -> [Double] {
            (0..<3).map { c in stride(from: c, to: pixels.count, by: channels).reduce(0.0) { $0 + Double(pixels[$1]) } / Double(pixels.count / channels) }
        }
        let photos = try names.map { name -> [Double] in
            let image = try ImageDecoder().decode(path: album.appendingPathComponent(name).path).pixels.eightBit
            return mean(image.samples, channels: image.channels)
        }
        // Each photo lasts (6 + 2 · 0.5) / 3 s and starts (6 + 2 · 0.5) / 3 − 0.5 s after the one before.
        for (i, _) in names.enumerated() {
            let middle = Double(i) * (7.0 / 3 - 0.5) + 7.0 / 6
            let still = folder.appendingPathComponent("still-\(i).png").path
            let extract = try CLI.run(["-v", "error", "-ss", "\(middle)", "-i", output, "-frames:v", "1", still],
                                      program: try #require(Self.ffmpeg))
            #expect(extract.status == 0, "\(extract.stderr)")
            let frame = try ImageDecoder().decode(path: still).pixels.eightBit
            let colour = mean(frame.samples, channels: frame.channels)
            let distances = photos.map { p in zip(p, colour).reduce(0.0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) } }
            #expect(distances.firstIndex(of: distances.min()!) == i, "photo \(i): \(distances)")
        }
    }

    /// Headless Chromium screenshots of the animated SVG paused at 0 %, 50 % and 100 % of its
    /// duration: empty, partly drawn, and the static `draw --svg` drawing. The harness page
    /// (the test's, not the SVG's) pauses the animations with the Web Animations API.
    @Test(.heavy, .enabled(if: chromium != nil, "chromium is not installed"))
    func theSVGDrawsItselfInABrowser() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let animated = folder.appendingPathComponent("animated.svg").path
        let still = folder.appendingPathComponent("static.svg").path
        #expect(try CLI.run(["animate", Self.photo, "--svg", animated, "--seconds", "4"]).status == 0)
        #expect(try CLI.run(["draw", Self.photo, "--svg", still]).status == 0)
        let svg = try String(contentsOfFile: animated, encoding: .utf8)
        #expect(!svg.lowercased().contains("<script"))

        /// A screenshot of `svg` inline in a page, its animations paused at `milliseconds`.
        func screenshot(_ svgPath: String, at milliseconds: Int?, name: String) throws -> [UInt8] {
            let markup = try String(contentsOfFile: svgPath, encoding: .utf8).split(separator: "?>", maxSplits: 1).last!
            let pause = milliseconds.map { "<script>document.getAnimations().forEach(a => { a.pause(); a.currentTime = \($0); });</script>" } ?? ""
            let page = folder.appendingPathComponent("\(name).html")
            try "<!DOCTYPE html><html><body style=\"margin:0;background:#fff\">\(markup)\(pause)</body></html>"
                .write(to: page, atomically: true, encoding: .utf8)
            let png = folder.appendingPathComponent("\(name).png").path
            let result = try CLI.run(["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=512,512",
                                      "--screenshot=\(png)", page.path], program: URL(fileURLWithPath: Self.chromium!), timeout: 120)
            #expect(result.status == 0, "\(result.stderr)")
            let image = try ImageDecoder().decode(path: png).pixels.eightBit
            // Luminance-ish: the red channel (the drawing is near-black ink on white).
            return stride(from: 0, to: image.samples.count, by: image.channels).map { image.samples[$0] }
        }
        let start = try screenshot(animated, at: 0, name: "start")
        let middle = try screenshot(animated, at: 2000, name: "middle")
        let end = try screenshot(animated, at: 4000, name: "end")
        let reference = try screenshot(still, at: nil, name: "reference")
        func ink(_ pixels: [UInt8]) -> Int { pixels.filter { $0 < 128 }.count }
        #expect(ink(start) == 0, "the first frame is empty")
        #expect(ink(reference) > 2000)
        #expect(Double(ink(middle)) > 0.2 * Double(ink(reference)) && Double(ink(middle)) < 0.8 * Double(ink(reference)),
                "half-way: \(ink(middle)) of \(ink(reference)) ink pixels")
        // The last frame is the static drawing: anti-aliasing may differ by a few levels.
        let differing = zip(end, reference).filter { abs(Int($0) - Int($1)) > 64 }.count
        #expect(Double(differing) <= 0.002 * Double(reference.count), "\(differing) pixels differ")
    }

    /// Missing ffmpeg, unwritable output, unknown extension, bad duration, frame rate and size:
    /// one line naming the flag (or package), a usage status, and no file written.
    @Test(arguments: [
        (["--video", "OUT/pan.mp4"], ["PATH": "/nonexistent"], "'ffmpeg' package"),
        (["--video", "/nonexistent-folder/pan.gif"], [:], "/nonexistent-folder"),
        (["--video", "OUT/pan.avi"], [:], "--video"),
        (["--svg", "OUT/pan.png"], [:], "--svg"),
        (["--video", "OUT/pan.gif", "--seconds", "0"], [:], "--seconds"),
        (["--video", "OUT/pan.gif", "--seconds", "-2"], [:], "--seconds"),
        (["--video", "OUT/pan.gif", "--seconds", "nan"], [:], "--seconds"),
        (["--video", "OUT/pan.gif", "--fps", "0"], [:], "--fps"),
        (["--video", "OUT/pan.gif", "--fps", "61"], [:], "--fps"),
        (["--video", "OUT/pan.gif", "--size", "100000x100000"], [:], "--size"),
        (["--video", "OUT/pan.gif", "--size", "12x"], [:], "--size"),
        (["--video", "OUT/pan.gif", "--aspect", "0:1"], [:], "--aspect"),
        (["--video", "OUT/pan.mp4", "--size", "321x180"], [:], "--size"),
        ([], [:], "--svg"),
    ] as [([String], [String: String], String)])
    func badInputFailsCleanly(arguments: [String], environment: [String: String], message: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["animate", Self.photo] + arguments.map { $0.replacingOccurrences(of: "OUT", with: folder.path) },
                                 environment: environment)
        result.expectCleanFailure(mentioning: message)
        #expect(CLI.contents(of: folder).isEmpty)
    }
}
