import Foundation
import LineworkCodecs
import LineworkContours
import LineworkImage
import Testing

/// `--threshold adaptive` on `contours`, `sweep` and `draw`, and draw's own choice for centerlines.
struct AdaptiveThresholdCommandTests {
    /// A 320×200 page lit from the left: paper from 235 down to 95, with 3-px strokes (a grid of
    /// short bars and crosses) at 45 % of the paper's tone.
    static func shadowedPage(gradient: Bool = true) -> (image: GrayImage, ink: [Bool]) {
        let w = 320, h = 200
        var samples = [UInt8](repeating: 0, count: w * h), ink = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let paper = gradient ? 235 - 140 * Double(x) / Double(w - 1) : 220
                let bar = y % 40 >= 18 && y % 40 < 21 && x % 64 >= 8 && x % 64 < 52
                let stem = x % 64 >= 28 && x % 64 < 31 && y % 40 >= 6 && y % 40 < 34
                ink[y * w + x] = bar || stem
                samples[y * w + x] = UInt8((ink[y * w + x] ? paper * 0.45 : paper).rounded())
            }
        }
        return (GrayImage(validWidth: w, height: h, samples: samples), ink)
    }

    func write(_ image: GrayImage, to url: URL) throws {
        try Data(PNGEncoder.encode(image)).write(to: url)
    }

    @Test func adaptiveMaskKeepsTheStrokesWhereTheGlobalOneFloodsTheShadow() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = Self.shadowedPage()
        let input = folder.appendingPathComponent("page.png")
        try write(page.image, to: input)
        func errors(_ arguments: [String]) throws -> Int {
            let mask = folder.appendingPathComponent("mask.png").path
            let result = try CLI.run(["contours", input.path, "--blur", "0", "--mask", mask] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            let decoded = try ImageDecoder().decode(path: mask)
            return zip(decoded.pixels.eightBit.samples, page.ink).filter { ($0.0 != 0) != $0.1 }.count
        }
        #expect(try errors(["--threshold", "adaptive"]) == 0)
        #expect(try errors(["--threshold", "adaptive", "--flatten", "12"]) == 0)
        #expect(try errors([]) > 320 * 200 / 5)   // global: the dark half of the paper becomes ink
    }

    @Test func statsNameTheBinarisationAndSweepsUseIt() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("page.png")
        try write(Self.shadowedPage().image, to: input)
        let contours = try CLI.run(["contours", input.path, "--threshold", "adaptive", "--window", "41", "--stats", "-"])
        #expect(contours.status == 0, "\(contours.stderr)")
        #expect(contours.stdout.contains(#""binarization":"adaptive","window":41,"sauvolaK":0.2,"minimumContrast":8.0,"flattening":0"#))
        #expect(contours.stdout.contains(#""threshold":"#))
        let sweep = try CLI.run(["sweep", input.path, "--threshold", "adaptive", "--pivots", "0.5:0.6:0.1",
                                 "--adjustments", "1:3:1", "--stats", "-"])
        #expect(sweep.status == 0, "\(sweep.stderr)")
        #expect(sweep.stdout.contains(#""binarization":"adaptive""#))
        // Pivot 0.5 cuts at the local threshold whatever the adjustment: both settings share one trace.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(sweep.stdout.utf8)) as? [String: Any])
        let settings = try #require(object["settings"] as? [[String: Any]])
        #expect(settings.count == 2)
        #expect(Set(settings.compactMap { $0["contourCount"] as? Int }).count == 1)
    }

    @Test func centerlineChoosesAdaptiveOnUnevenPagesAndSaysSo() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let uneven = folder.appendingPathComponent("uneven.png"), even = folder.appendingPathComponent("even.png")
        try write(Self.shadowedPage().image, to: uneven)
        try write(Self.shadowedPage(gradient: false).image, to: even)
        func stats(_ arguments: [String]) throws -> [String: Any] {
            let result = try CLI.run(["draw"] + arguments + ["--stats", "-"])
            #expect(result.status == 0, "\(result.stderr)")
            return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        }
        let automatic = try stats([uneven.path, "--lines", "centerline"])
        #expect(automatic["threshold"] as? String == "adaptive")
        #expect(automatic["thresholdReason"] as? String == "uneven lighting")
        #expect((automatic["lightingVariation"] as? Double ?? 0) > 0.3)
        // 5 rows × 5 crosses, each a bar with a stem through it: two strokes a cross.
        #expect(automatic["paths"] as? Int == 50)
        let evenStats = try stats([even.path, "--lines", "centerline"])
        #expect(evenStats["threshold"] as? String == "global")
        #expect((evenStats["lightingVariation"] as? Double ?? 1) < 0.05)
        let forced = try stats([uneven.path, "--lines", "centerline", "--threshold", "global"])
        #expect(forced["threshold"] as? String == "global")
        #expect(forced["lightingVariation"] == nil)
        #expect(forced["thresholdReason"] as? String == "requested")
    }

    @Test(arguments: [(["--threshold", "adaptive", "--window", "4"], "--window"),
                      (["--threshold", "adaptive", "--window", "2001"], "--window"),
                      (["--threshold", "adaptive", "--sauvola-k", "1.5"], "--sauvola-k"),
                      (["--threshold", "adaptive", "--flatten", "-3"], "--flatten"),
                      (["--threshold", "adaptive", "--min-contrast", "300"], "--min-contrast"),
                      (["--threshold", "local"], "--threshold")])
    func badSettingsAreOneLineErrorsNamingTheFlag(arguments: [String], flag: String) throws {
        for command in ["contours", "sweep", "draw"] {
            let result = try CLI.run([command, CLI.galleryInputs.appendingPathComponent("text.png").path] + arguments)
            #expect(result.status != 0 && !result.signalled)
            #expect(result.stderr.contains(flag), "\(command): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count <= 2, "\(command): \(result.stderr)")
        }
    }
}
