import Foundation
import LineworkCodecs
import LineworkImage
import Testing

/// `--svg/--png/--pdf` on `contours` and `sweep`, and `--overlay` on `saliency`.
struct LineArtOutputTests {
    static let coins = CLI.galleryInputs.appendingPathComponent("coins.png").path
    static let chelsea = CLI.galleryInputs.appendingPathComponent("chelsea.png").path

    func inFolder(_ body: (URL) throws -> Void) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test func contoursWriteSVGPNGAndPDFAtTheInputSize() throws {
        try inFolder { folder in
            let svg = folder.appendingPathComponent("a.svg").path, png = folder.appendingPathComponent("a.png").path
            let pdf = folder.appendingPathComponent("a.pdf").path
            let result = try CLI.run(["contours", Self.coins, "--svg", svg, "--png", png, "--pdf", pdf])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            let text = try String(contentsOfFile: svg, encoding: .utf8)
            #expect(text.contains(#"width="384px""#) || text.contains(#"width="384""#))
            #expect(text.contains(#"id="ink""#) && text.contains(#"inkscape:groupmode="layer""#))
            #expect(text.contains(" C ") || text.contains("C "), "smoothed paths have Bézier segments")
            let image = try ImageDecoder().decode(path: png)
            #expect(image.width == 384 && image.height == 303)
            // Ink on white: some dark pixels, mostly white.
            let gray = image.pixels.eightBit.samples
            let dark = stride(from: 0, to: gray.count, by: image.pixels.channels).filter { gray[$0] < 100 }.count
            #expect(dark > 500 && dark < gray.count / image.pixels.channels / 4)
            let pdfBytes = try Data(contentsOf: URL(fileURLWithPath: pdf))
            #expect(pdfBytes.starts(with: Data("%PDF-".utf8)))
            #expect(CLI.contents(of: folder) == ["a.pdf", "a.png", "a.svg"])
        }
    }

    @Test func svgIsByteIdenticalAcrossRuns() throws {
        try inFolder { folder in
            let a = folder.appendingPathComponent("a.svg").path, b = folder.appendingPathComponent("b.svg").path
            let first = try CLI.run(["sweep", Self.coins, "--style", "settings", "--svg", a])
            let second = try CLI.run(["sweep", Self.coins, "--style", "settings", "--svg", b])
            #expect(first.status == 0 && second.status == 0)
            let bytesA = try Data(contentsOf: URL(fileURLWithPath: a)), bytesB = try Data(contentsOf: URL(fileURLWithPath: b))
            #expect(bytesA == bytesB && bytesA.count > 1000)
        }
    }

    @Test func sweepSettingsStyleHasALayerPerSettingAndExportsEachLayer() throws {
        try inFolder { folder in
            let svg = folder.appendingPathComponent("sweep.svg").path
            let result = try CLI.run(["sweep", Self.coins, "--pivots", "0.3:0.6:0.1", "--adjustments", "1:2:0.5",
                                      "--style", "settings", "--svg", svg, "--layers"])
            #expect(result.status == 0, "\(result.stderr)")
            let text = try String(contentsOfFile: svg, encoding: .utf8)
            // 3 pivots × 2 adjustments; settings whose strokes were all dropped have no layer.
            let layerCount = text.components(separatedBy: #"inkscape:label="pivot "#).count - 1
            #expect(layerCount >= 3 && layerCount <= 6)
            #expect(text.contains(#"id="background""#))
            #expect(text.contains(#"inkscape:label="pivot 0.30 · adjustment 1.00""#))
            let files = CLI.contents(of: folder)
            #expect(files.count == layerCount + 1)
            #expect(files.contains("sweep-setting-0.svg") && files.contains("sweep.svg"))
        }
    }

    @Test func pageCanvasIsMeasuredInMillimetres() throws {
        try inFolder { folder in
            let svg = folder.appendingPathComponent("page.svg").path
            let result = try CLI.run(["contours", Self.coins, "--svg", svg, "--page", "a4", "--landscape",
                                      "--background", "transparent", "--plotter-order", "--merge", "2", "--stats", "-"])
            #expect(result.status == 0, "\(result.stderr)")
            let text = try String(contentsOfFile: svg, encoding: .utf8)
            #expect(text.contains(#"width="297mm""#) && text.contains(#"height="210mm""#))
            // linesort reports pen-up travel before and after ordering.
            struct Stats: Decodable {
                struct Art: Decodable { struct Travel: Decodable { let before: Double; let after: Double }
                                        let paths: Int; let penUpTravel: Travel }
                let art: Art
            }
            let stats = try JSONDecoder().decode(Stats.self, from: Data(result.stdout.utf8))
            #expect(stats.art.paths > 10)
            #expect(stats.art.penUpTravel.after < stats.art.penUpTravel.before * 0.8)
        }
    }

    @Test func saliencyStyleAndPhotoBackgroundRender() throws {
        try inFolder { folder in
            let png = folder.appendingPathComponent("s.png").path
            let result = try CLI.run(["contours", Self.chelsea, "--style", "saliency", "--background", "photo",
                                      "--png", png, "--scale", "0.5"])
            #expect(result.status == 0, "\(result.stderr)")
            let image = try ImageDecoder().decode(path: png)
            #expect(image.width == 226 && image.height == 150)
        }
    }

    @Test func saliencyOverlayIsThePhotoWithTheHeatmap() throws {
        try inFolder { folder in
            let png = folder.appendingPathComponent("o.png").path
            let result = try CLI.run(["saliency", Self.chelsea, "--overlay", png])
            #expect(result.status == 0, "\(result.stderr)")
            let overlay = try ImageDecoder().decode(path: png).pixels.eightBit
            let photo = try ImageDecoder().decode(path: Self.chelsea).pixels.eightBit
            #expect(overlay.width == photo.width && overlay.height == photo.height)
            // The heatmap tints the photo somewhere but not everywhere.
            var changed = 0
            for i in 0..<(photo.pixelCount) where abs(Int(overlay.samples[i * overlay.channels]) - Int(photo.samples[i * photo.channels])) > 30 {
                changed += 1
            }
            #expect(changed > photo.pixelCount / 50 && changed < photo.pixelCount / 2)
        }
    }

    @Test func badDrawingOptionsFailBeforeWritingAnything() throws {
        try inFolder { folder in
            let existing = folder.appendingPathComponent("keep.png")
            try Data("old".utf8).write(to: existing)
            let cases: [([String], String)] = [
                (["--stroke-width", "0"], "--stroke-width"),
                (["--scale", "100"], "--scale"),
                (["--background", "photo", "--photo-fade", "2"], "--photo-fade"),
                (["--simplify", "-1"], "--simplify"),
                (["--style", "saliency", "--saliency-model", "nope"], "--saliency-model"),
                (["--style", "sketchy"], "--style"),
            ]
            for (flags, mention) in cases {
                let result = try CLI.run(["contours", Self.coins, "--png", existing.path] + flags)
                result.expectCleanFailure(mentioning: mention)
            }
            let wrongExtension = try CLI.run(["contours", Self.coins, "--svg", folder.appendingPathComponent("x.png").path])
            wrongExtension.expectCleanFailure(mentioning: "--svg")
            #expect(try Data(contentsOf: existing) == Data("old".utf8))
            #expect(CLI.contents(of: folder) == ["keep.png"])
        }
    }

    static let pdftoppm = CLI.programOnPath("pdftoppm")

    @Test(.enabled(if: pdftoppm != nil, "pdftoppm is not installed (apt-get install poppler-utils)"))
    func pdfRendersToANonBlankPage() throws {
        let pdftoppm = try #require(Self.pdftoppm).path
        try inFolder { folder in
            let pdf = folder.appendingPathComponent("a.pdf").path
            #expect(try CLI.run(["contours", Self.coins, "--pdf", pdf]).status == 0)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: pdftoppm)
            process.arguments = ["-png", "-r", "48", "-singlefile", pdf, folder.appendingPathComponent("page").path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let page = try ImageDecoder().decode(path: folder.appendingPathComponent("page.png").path).pixels.eightBit
            #expect(page.samples.contains { $0 < 128 } && page.samples.contains { $0 > 200 })
        }
    }
}
