import Foundation
import LineworkCodecs
import Testing

struct CropCommandTests {
    static let photo = CLI.galleryInputs.appendingPathComponent("coffee.png").path

    @Test func cropsToTheExactAspectRatio() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (aspect, w, h) in [("1:1", 400, 400), ("16:9", 592, 333), ("2:3", 266, 399)] {
            let output = folder.appendingPathComponent("crop-\(w).png").path
            let result = try CLI.run(["crop", Self.photo, "--aspect", aspect, "--model", "objectness", "--output", output])
            #expect(result.status == 0, "\(result.stderr)")
            let decoded = try ImageDecoder().decode(path: output)
            #expect(decoded.width == w && decoded.height == h, "\(aspect)")
        }
    }

    @Test func folderMakesABatchOfExactThumbnails() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["crop", CLI.galleryInputs.path, "--aspect", "4:3", "--output-dir", folder.path, "--size", "120"])
        #expect(result.status == 0, "\(result.stderr)")
        let names = CLI.contents(of: folder)
        #expect(names.contains("rocket.png") && names.contains("chelsea.png"))
        for name in names {
            let decoded = try ImageDecoder().decode(path: folder.appendingPathComponent(name).path)
            #expect(decoded.width == 120 && decoded.height == 90, "\(name)")
        }
    }

    /// Several aspects in one run: one file each, named -WxH, each exact.
    @Test func severalAspectsWriteOneCropEach() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("c.png").path
        let result = try CLI.run(["crop", Self.photo, "--aspect", "1:1,4:5,16:9", "--thirds", "--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.contents(of: folder).sorted() == ["c-16x9.png", "c-1x1.png", "c-4x5.png"])
        for (name, w, h) in [("c-1x1.png", 1, 1), ("c-4x5.png", 4, 5), ("c-16x9.png", 16, 9)] {
            let picture = try ImageDecoder().decode(path: folder.appendingPathComponent(name).path)
            #expect(picture.pixels.width * h == picture.pixels.height * w, "\(name)")
        }
        let twice = try CLI.run(["crop", Self.photo, "--aspect", "1:1,2:2", "--output", output])
        twice.expectCleanFailure(mentioning: "--aspect")
    }

    @Test(arguments: ["0:1", "abc", "3:", "-1:2"])
    func badAspectFailsCleanly(aspect: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["crop", Self.photo, "--aspect", aspect, "--output", folder.appendingPathComponent("c.png").path])
        result.expectCleanFailure(mentioning: "--aspect")
        #expect(CLI.contents(of: folder).isEmpty)
    }

    @Test func jpegOutputHasTheCropsSizeAndFollowsQuality() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("c.png").path
        #expect(try CLI.run(["crop", Self.photo, "--aspect", "16:9", "--output", png]).status == 0)
        var sizes: [Int] = []
        for (name, quality) in [("c.jpg", "92"), ("c.jpeg", "20"), ("c-best.JPG", "100")] {
            let output = folder.appendingPathComponent(name).path
            let result = try CLI.run(["crop", Self.photo, "--aspect", "16:9", "--output", output, "--quality", quality])
            #expect(result.status == 0, "\(result.stderr)")
            let decoded = try ImageDecoder().decode(path: output)
            #expect(decoded.format == .jpeg && decoded.width == 592 && decoded.height == 333, "\(name)")
            sizes.append(try FileManager.default.attributesOfItem(atPath: output)[.size] as! Int)
            // Same window as the PNG: the JPEG is the PNG's pixels within JPEG's loss.
            guard case .uint8(let lossless) = try ImageDecoder().decode(path: png).pixels,
                  case .uint8(let lossy) = decoded.pixels else { continue }
            let mean = zip(lossless.samples, lossy.samples).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
                / lossless.samples.count
            #expect(mean <= (quality == "20" ? 8 : 3), "\(name): mean difference \(mean)")
        }
        #expect(sizes[1] < sizes[0] && sizes[0] < sizes[2], "\(sizes)")
        let noFlag = folder.appendingPathComponent("default.jpg").path
        #expect(try CLI.run(["crop", Self.photo, "--aspect", "16:9", "--output", noFlag]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: noFlag)) == Data(contentsOf: folder.appendingPathComponent("c.jpg")))
    }

    @Test(arguments: [("c.gif", "--output", ["--quality", "92"]), ("c.jpg", "--quality", ["--quality", "0"]),
                      ("c.jpg", "--quality", ["--quality", "101"])])
    func unsupportedFormatAndBadQualityFailCleanly(name: String, flag: String, extra: [String]) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent(name).path
        let result = try CLI.run(["crop", Self.photo, "--aspect", "1:1", "--output", output] + extra)
        result.expectCleanFailure(mentioning: flag)
        #expect(CLI.contents(of: folder).isEmpty)
    }

    @Test func unwritableOutputAndBadModelFailCleanly() throws {
        let unwritable = try CLI.run(["crop", Self.photo, "--aspect", "1:1", "--output", "/no/such/folder/c.png"])
        unwritable.expectCleanFailure(mentioning: "cannot write")
        let model = try CLI.run(["crop", Self.photo, "--aspect", "1:1", "--model", "x", "--output", "/tmp/never.png"])
        model.expectCleanFailure(mentioning: "--model 'x'")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.png"))
    }
}
