import Foundation
import LineworkCodecs
import LineworkContours
import LineworkImage
import Testing

/// `linework contours` end to end, against goldens from OpenCV written by
/// Scripts/make-contour-fixtures (decode → BT.601 gray → Vision threshold → RETR_TREE).
struct ContoursCommandTests {
    struct PipelineCase: Decodable, CustomTestStringConvertible {
        let image: String
        let pivot: Double
        let adjustment: Double
        let darkOnLight: Bool
        let width: Int
        let height: Int
        let contours: [[Int]]
        let parents: [Int]
        var testDescription: String { "\(image) p\(pivot) a\(adjustment) \(darkOnLight ? "dark" : "light")" }
    }

    struct Output: Decodable {
        struct Size: Decodable, Equatable { let width: Int, height: Int }
        struct Contour: Decodable { let points: [[Double]]; let parent: Int?; let isHole: Bool; let closed: Bool; let indexPath: [Int] }
        let image: Size
        let working: Size
        let settings: [String: JSONValue]
        let contours: [Contour]?
        let contourCount: Int?
        let pointCount: Int?
        let seconds: [String: Double]?
    }

    /// Any JSON scalar, for the open-ended `settings` object.
    enum JSONValue: Decodable, Equatable {
        case number(Double), bool(Bool), string(String)
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(Double.self) { self = .number(value) }
            else { self = .string(try container.decode(String.self)) }
        }
    }

    static let pipelineCases: [PipelineCase] = {
        let url = CLI.packageRoot.appendingPathComponent("Tests/LineworkCLITests/Fixtures/pipeline-photos.json")
        struct File: Decodable { let cases: [PipelineCase] }
        return try! JSONDecoder().decode(File.self, from: Data(contentsOf: url)).cases
    }()

    func contours(_ arguments: [String]) throws -> Output {
        let result = try CLI.run(["contours"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
    }

    @Test(arguments: pipelineCases)
    func rawTraceEqualsOpenCVOnThePhoto(golden: PipelineCase) throws {
        var arguments = [CLI.galleryInputs.appendingPathComponent(golden.image).path,
                         "--blur", "0", "--min-points", "1", "--tracer", "border", "--max-dimension", "4096",
                         "--pivot", "\(golden.pivot)", "--adjustment", "\(golden.adjustment)", "--json", "-"]
        if !golden.darkOnLight { arguments.append("--light-on-dark") }
        let output = try contours(arguments)
        #expect(output.working == Output.Size(width: golden.width, height: golden.height))
        let traced = try #require(output.contours)
        #expect(traced.count == golden.contours.count)
        for (index, (mine, theirs)) in zip(traced, golden.contours).enumerated() {
            #expect(mine.points.flatMap { $0.map(Int.init) } == theirs, "contour \(index)")
        }
        #expect(traced.map { $0.parent ?? -1 } == golden.parents)
    }

    @Test func statsFollowTheContract() throws {
        let output = try contours([CLI.galleryInputs.appendingPathComponent("coffee.png").path, "--stats", "-"])
        #expect(output.contours == nil)
        #expect(output.image == Output.Size(width: 600, height: 400))
        #expect(output.working == Output.Size(width: 512, height: 341))
        #expect((output.contourCount ?? 0) > 0 && (output.pointCount ?? 0) > 0)
        #expect(output.seconds?["trace"] != nil)
        for key in ["pivot", "adjustment", "detectsDarkOnLight", "maximumImageDimension"] {
            #expect(output.settings[key] != nil, "settings.\(key)")
        }
        #expect(output.settings["maximumImageDimension"] == .number(512))
    }

    @Test func maskIsWhatWasTraced() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let maskPath = folder.appendingPathComponent("mask.png").path
        let jsonPath = folder.appendingPathComponent("contours.json").path
        let result = try CLI.run(["contours", CLI.galleryInputs.appendingPathComponent("horse.png").path,
                                  "--blur", "0", "--min-points", "1", "--mask", maskPath, "--json", jsonPath])
        #expect(result.status == 0, "\(result.stderr)")
        let decoded = try ImageDecoder().decode(path: maskPath)
        guard case .uint8(let image) = decoded.pixels else { Issue.record("mask is not 8-bit"); return }
        #expect(image.channels == 1 && image.samples.allSatisfy { $0 == 0 || $0 == 255 })
        let trace = BorderTracer.trace(BinaryMask(validWidth: image.width, height: image.height, pixels: image.samples))
        let output = try JSONDecoder().decode(Output.self, from: Data(contentsOf: URL(fileURLWithPath: jsonPath)))
        let traced = try #require(output.contours)
        #expect(traced.count == trace.contours.count)
        for i in 0..<min(traced.count, trace.contours.count) {
            #expect(traced[i].points.map { [Int32($0[0]), Int32($0[1])] } == trace[i].map { [$0.x, $0.y] })
        }
    }

    @Test func isolineOutputIsSubPixelAndClosedLoopsRepeatTheirStart() throws {
        let output = try contours([CLI.galleryInputs.appendingPathComponent("coins.png").path, "--tracer", "isoline", "--json", "-"])
        let lines = try #require(output.contours)
        #expect(!lines.isEmpty)
        #expect(lines.contains { line in line.points.contains { $0[0] != $0[0].rounded() || $0[1] != $0[1].rounded() } })
        for line in lines where line.closed {
            #expect(line.points.first == line.points.last)
        }
        #expect(lines.allSatisfy { $0.parent == nil })
    }

    @Test(arguments: [
        (["--pivot", "1.5"], "--pivot"), (["--pivot", "nan"], "--pivot"), (["--pivot", "dark"], "--pivot"),
        (["--adjustment", "-1"], "--adjustment"), (["--adjustment", "3.5"], "--adjustment"),
        (["--max-dimension", "63"], "--max-dimension"), (["--blur", "-1"], "--blur"),
        (["--min-points", "0"], "--min-points"), (["--tracer", "laser"], "--tracer"),
        (["--repeat", "0"], "--repeat"),
    ])
    func outOfRangeOptionsFailBeforeWriting(arguments: [String], flag: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("out.json").path
        try CLI.run(["contours", CLI.galleryInputs.appendingPathComponent("coins.png").path, "--json", json] + arguments)
            .expectCleanFailure(mentioning: flag)
        #expect(CLI.contents(of: folder).isEmpty)
    }

    @Test func unwritableOutputFailsBeforeDecoding() throws {
        // The input does not even exist: the output check comes first and names the output.
        try CLI.run(["contours", "/no/such/input.png", "--mask", "/no/such/folder/mask.png"])
            .expectCleanFailure(mentioning: "mask.png")
    }
}
