import Foundation
import LineworkCodecs
import LineworkImage
import Testing

/// Messages that named the wrong thing (issue 19, item 16): each failure says what the user gave
/// and what is wrong with it.
@Suite struct MisleadingMessageTests {
    /// A folder holding `spec.yaml` with `body` and a copy of coins.png named `image`.
    private func specFolder(_ body: String, image: String = "coins.png") throws -> URL {
        let folder = try CLI.temporaryFolder()
        try FileManager.default.copyItem(at: CLI.galleryInputs.appendingPathComponent("coins.png"),
                                         to: folder.appendingPathComponent(image))
        try body.write(to: folder.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    /// Regression: `--scale 4` on a 100 MP image said "canvas scale '78.125'", the internal
    /// working-to-output factor. A 1000² input traced at 64 px with `--scale 5` is the same case.
    @Test func scaleTooLargeForTheInputNamesTheUsersValueAndTheLimit() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("big.png").path
        let side = 1000
        let samples = (0..<(side * side)).map { i in UInt8((i % side + i / side) % 256) }
        try PNGEncoder.write(Image(validWidth: side, height: side, samples: samples), to: input)
        let png = folder.appendingPathComponent("art.png").path
        let result = try CLI.run(["contours", input, "--max-dimension", "64", "--scale", "5", "--png", png])
        result.expectCleanFailure(mentioning: "--scale '5.0'")
        #expect(result.stderr.contains("at most --scale 4.096"), "\(result.stderr)")
        #expect(!result.stderr.contains("78.125"), "\(result.stderr)")
        #expect(CLI.contents(of: folder) == ["big.png"])
    }

    /// Regression (hardening III, 6): `draw --scale 16` on a 10000-px working image was refused
    /// by the PNG backend only after the whole drawing (26 s). It is refused before any work,
    /// naming --scale and the working size.
    @Test func drawRefusesAnImpossibleCanvasBeforeDrawing() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("strip.png").path
        try PNGEncoder.write(Image(validWidth: 10_000, height: 12, samples: (0..<120_000).map { UInt8($0 % 251) }), to: input)
        let png = folder.appendingPathComponent("out.png").path
        let result = try CLI.run(["draw", input, "--max-dimension", "10000", "--scale", "16", "--png", png, "--stats", "-"])
        result.expectCleanFailure(mentioning: "--scale 16")
        #expect(result.stderr.contains("10000×12 working image"), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "the drawing was made before the refusal")
        #expect(CLI.contents(of: folder) == ["strip.png"])
    }

    /// Regression (hardening III, 12): a negative value said "Missing value for '--adjustment'"
    /// instead of what is wrong with it.
    @Test func negativeValuesAreCheckedAsValues() throws {
        let photo = CLI.galleryInputs.appendingPathComponent("coins.png").path
        for (arguments, expected) in [(["draw", photo, "--adjustment", "-1", "--stats", "-"], "adjustment"),
                                      (["draw", photo, "--stroke-width", "-2.5", "--stats", "-"], "stroke"),
                                      (["contours", photo, "--pivot", "-.5", "--json", "-"], "pivot")] {
            let result = try CLI.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("Missing value") && result.stderr.contains(expected), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    /// Regression (hardening III, 12): a FIFO, a link to /dev/zero or a symbolic-link loop named
    /// by a spec's `images:` was reported as "names no file".
    @Test(arguments: ["fifo", "/dev/zero", "loop"])
    func specialFilesAsImagesSayWhatTheyAre(kind: String) throws {
        let folder = try specFolder("""
            images: [special.png]
            sweep: { pivots: "0.5:0.6:0.1", adjustments: "1.0:1.5:0.5" }
            saliency: [spectral-residual]
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("special.png").path
        switch kind {
        case "fifo": #expect(mkfifo(path, 0o644) == 0)
        case "loop": #expect(symlink(path, path) == 0)
        default: #expect(symlink(kind, path) == 0)
        }
        let result = try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path,
                                  "--output", folder.appendingPathComponent("out").path, "--quiet"], timeout: 60)
        #expect(result.status != 0 && !result.signalled)
        #expect(!result.stderr.contains("names no file"), "\(kind): \(result.stderr)")
        let expected = kind == "loop" ? "symbolic link" : kind == "fifo" ? "FIFO" : "device"
        #expect(result.stderr.contains(expected), "\(kind): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// Regression: a FIFO or /dev/zero as a ground-truth map gave "permission denied or I/O error".
    @Test(arguments: ["fifo", "/dev/zero"])
    func specialFileAsGroundTruthIsNotARegularFile(kind: String) throws {
        let folder = try specFolder("""
            title: special truth
            images: [coins.png]
            sweep: { pivots: "0.5:0.6:0.1", adjustments: "1.0:1.5:0.5" }
            saliency: [spectral-residual]
            groundTruth: { boundaries: truth }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let truth = folder.appendingPathComponent("truth")
        try FileManager.default.createDirectory(at: truth, withIntermediateDirectories: true)
        let map = truth.appendingPathComponent("coins.png").path
        if kind == "fifo" {
            #expect(mkfifo(map, 0o644) == 0)
        } else {
            try FileManager.default.createSymbolicLink(atPath: map, withDestinationPath: kind)
        }
        let output = folder.appendingPathComponent("report")
        let result = try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output", output.path],
                                 timeout: 60)
        result.expectCleanFailure(mentioning: "not a regular file")
        #expect(result.stderr.contains("coins.png"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }

    /// Regression: `report --output FILE` failed with "cannot create the output folder" and no reason.
    @Test func reportOutputThatIsAFileSaysSo() throws {
        let folder = try specFolder("title: x\nimages: [coins.png]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("notes.txt")
        try Data("keep me\n".utf8).write(to: output)
        let result = try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output", output.path])
        result.expectCleanFailure(mentioning: "exists and is not a folder")
        #expect(try String(contentsOf: output, encoding: .utf8) == "keep me\n")
    }

    /// Regression: Plot keeps an `&` that starts an entity, so an image named `a&amp;b.png` was
    /// shown on the page as `a&b.png`, and `&lt;` in the title as `<`.
    @Test func entitiesInFileNamesAndTitlesAreShownLiterally() throws {
        let name = "a&amp;b.png"
        let folder = try specFolder("""
            title: "R&amp;D &lt;draft&gt; & co"
            images: ["\(name)"]
            sweep: { pivots: "0.5:0.6:0.1", adjustments: "1.0:1.5:0.5" }
            saliency: [spectral-residual]
            """, image: name)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report")
        let result = try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<h2>a&amp;amp;b.png</h2>"), "the image's heading decodes its name")
        #expect(html.contains("<h1>R&amp;amp;D &amp;lt;draft&amp;gt; &amp; co</h1>"), "the title is decoded")
        #expect(!html.contains(">a&amp;b.png<"))

        // A message names the file as written too.
        try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output", output.path])
            .expectCleanFailure(mentioning: name)
    }
}
