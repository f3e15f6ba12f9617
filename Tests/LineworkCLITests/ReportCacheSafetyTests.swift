import Foundation
import Testing

/// A report cache is data, never a path to trust (issue 19, item 13): a `result.json` edited to
/// name a picture outside its entry must be refused with one line, and no page may embed the
/// file it names.
struct ReportCacheSafetyTests {
    static let spec = """
        title: Cache safety
        images: [coins.png]
        sweep: { pivots: "0.5:0.6:0.1", adjustments: "1.0:1.5:0.5" }
        saliency: [spectral-residual]
        """

    @Test(arguments: ["photo", "pooled"])
    func aPoisonedCacheEntryIsRefusedAndNothingOutsideTheCacheIsEmbedded(field: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: CLI.galleryInputs.appendingPathComponent("coins.png"),
                                         to: folder.appendingPathComponent("coins.png"))
        let specPath = folder.appendingPathComponent("spec.yaml").path
        try Self.spec.write(toFile: specPath, atomically: true, encoding: .utf8)
        // A secret outside the report folder, which the poisoned entry points at.
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        try secret.write(to: folder.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("report")
        let first = try CLI.run(["report", specPath, "--output", output.path, "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")

        let cache = output.appendingPathComponent("cache")
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        let entry = try #require(entries.first { $0.count == 32 })
        let resultURL = cache.appendingPathComponent(entry).appendingPathComponent("result.json")
        var result = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: resultURL)) as? [String: Any])
        result[field] = "../../../secret.txt"
        try JSONSerialization.data(withJSONObject: result).write(to: resultURL)
        let page = output.appendingPathComponent("index.html")
        let pageBefore = try Data(contentsOf: page)

        for extra in [[], ["--merge"]] {
            let run = try CLI.run(["report", specPath, "--output", output.path, "--quiet"] + extra)
            #expect(run.status != 0, "\(extra): a poisoned entry was accepted")
            #expect(run.stderr.contains("not a valid cache entry"), "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(try Data(contentsOf: page) == pageBefore, "\(extra): the page was rewritten")
        }
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains(secret) && !html.contains(Data(secret.utf8).base64EncodedString()))
    }
}

/// Regression (hardening III, 2): a cached picture replaced by a symbolic link to a secret (or
/// by any file that is not the image its name says) was embedded in the page as base64 on
/// `--merge`. Every picture is now read as a regular file of the entry and decoded first.
struct ReportCachePictureTests {
    @Test(arguments: ["photo-link", "pooled-link", "heatmap-link", "overlay-link", "photo-text", "pooled-renamed-jpeg"])
    func aPoisonedPictureIsNeverEmbedded(poison: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: CLI.galleryInputs.appendingPathComponent("coins.png"),
                                         to: folder.appendingPathComponent("coins.png"))
        let specPath = folder.appendingPathComponent("spec.yaml").path
        try ReportCacheSafetyTests.spec.write(toFile: specPath, atomically: true, encoding: .utf8)
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        let secretFile = folder.appendingPathComponent("secret.txt")
        try secret.write(to: secretFile, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("report")
        let first = try CLI.run(["report", specPath, "--output", output.path, "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")

        let cache = output.appendingPathComponent("cache")
        let entry = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.count == 32 })
        let entryFolder = cache.appendingPathComponent(entry)
        let result = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: entryFolder.appendingPathComponent("result.json"))) as? [String: Any])
        let model = try #require((result["models"] as? [[String: Any]])?.first)
        let field = String(poison.split(separator: "-")[0])
        let name = try #require((field == "heatmap" || field == "overlay" ? model[field] : result[field]) as? String)
        let target = entryFolder.appendingPathComponent(name)
        try FileManager.default.removeItem(at: target)
        switch poison {
        case _ where poison.hasSuffix("-link"):
            try FileManager.default.createSymbolicLink(at: target, withDestinationURL: secretFile)
        case "photo-text":
            try secret.write(to: target, atomically: true, encoding: .utf8)
        default:
            // A real JPEG under a .png name: not the image its name says.
            try Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(secret.utf8)).write(to: target)
        }
        let page = output.appendingPathComponent("index.html")
        let run = try CLI.run(["report", specPath, "--output", output.path, "--quiet", "--merge"])
        #expect(run.status != 0, "\(poison): the poisoned picture was accepted")
        #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("not a valid cache picture"), "\(run.stderr)")
        let html = (try? String(contentsOf: page, encoding: .utf8)) ?? ""
        #expect(!html.contains(secret) && !html.contains(Data(secret.utf8).base64EncodedString().prefix(24)), "\(poison) was embedded")
    }
}

/// `report --confine` (issue 19, item 14): a spec may read only its own folder — not through
/// `../`, an absolute path or a symbolic link — and without the flag such specs still run.
struct ReportConfineTests {
    @Test(arguments: ["outside", "absolute", "link"])
    func confinedSpecsCannotReadOutsideTheirFolder(route: String) throws {
        let top = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: top) }
        let folder = top.appendingPathComponent("spec")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let outside = top.appendingPathComponent("coins.png")
        try FileManager.default.copyItem(at: CLI.galleryInputs.appendingPathComponent("coins.png"), to: outside)
        let image: String
        switch route {
        case "outside": image = "../coins.png"
        case "absolute": image = outside.path
        default:
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("coins.png"),
                                                       withDestinationURL: outside)
            image = "coins.png"
        }
        let spec = folder.appendingPathComponent("spec.yaml")
        try """
            images: ["\(image)"]
            sweep: { pivots: "0.5:0.6:0.1", adjustments: "1.0:1.5:0.5" }
            saliency: [spectral-residual]
            """.write(to: spec, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("report")
        let confined = try CLI.run(["report", spec.path, "--output", output.path, "--quiet", "--confine"])
        #expect(confined.status != 0)
        #expect(confined.stderr.contains("outside the spec's folder"), "\(confined.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
        let open = try CLI.run(["report", spec.path, "--output", output.path, "--quiet"])
        #expect(open.status == 0, "\(open.stderr)")
    }

    /// Regression (hardening III, 3): `--confine` did not cover `draw:` preset files; one
    /// outside the folder was read, and its first key echoed in the error.
    @Test(arguments: ["outside", "absolute", "link"])
    func confinedSpecsCannotReadPresetsOutsideTheirFolder(route: String) throws {
        let top = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: top) }
        let folder = top.appendingPathComponent("spec")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.galleryInputs.appendingPathComponent("coins.png"),
                                         to: folder.appendingPathComponent("coins.png"))
        let outside = top.appendingPathComponent("private.yaml")
        try "SECRETKEY: hunter2\n".write(to: outside, atomically: true, encoding: .utf8)
        let preset: String
        switch route {
        case "outside": preset = "../private.yaml"
        case "absolute": preset = outside.path
        default:
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("p.yaml"), withDestinationURL: outside)
            preset = "p.yaml"
        }
        let spec = folder.appendingPathComponent("spec.yaml")
        try """
            images: [coins.png]
            sweep: { pivots: "0.5:0.6:0.1", adjustments: "1.0:1.5:0.5" }
            saliency: [spectral-residual]
            draw: ["\(preset)"]
            """.write(to: spec, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("report")
        let confined = try CLI.run(["report", spec.path, "--output", output.path, "--quiet", "--confine"])
        #expect(confined.status != 0)
        #expect(confined.stderr.contains("outside the spec's folder"), "\(confined.stderr)")
        #expect(!confined.stderr.contains("SECRETKEY") && !confined.stderr.contains("hunter2"), "\(confined.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aConfinedSpecInsideItsFolderRuns() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: CLI.galleryInputs.appendingPathComponent("coins.png"),
                                         to: folder.appendingPathComponent("coins.png"))
        let spec = folder.appendingPathComponent("spec.yaml")
        try ReportCacheSafetyTests.spec.write(to: spec, atomically: true, encoding: .utf8)
        let run = try CLI.run(["report", spec.path, "--output", folder.appendingPathComponent("report").path,
                               "--quiet", "--confine"])
        #expect(run.status == 0, "\(run.stderr)")
    }
}

/// A page has a documented size limit (issue 19, item 12): above `--max-page-images` the run is
/// refused at once with advice and writes nothing; shards, which make no page, are not limited.
struct ReportPageLimitTests {
    @Test func tooManyImagesForOnePageAreRefusedBeforeAnyWork() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a", "b", "c"] {
            try FileManager.default.copyItem(at: CLI.galleryInputs.appendingPathComponent("coins.png"),
                                             to: folder.appendingPathComponent("\(name).png"))
        }
        let spec = folder.appendingPathComponent("spec.yaml")
        try """
            images: ["*.png"]
            sweep: { pivots: "0.5:0.6:0.1", adjustments: "1.0:1.5:0.5" }
            saliency: [spectral-residual]
            """.write(to: spec, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("report")
        let refused = try CLI.run(["report", spec.path, "--output", output.path, "--quiet", "--max-page-images", "2"])
        #expect(refused.status == 64, "\(refused.stderr)")
        #expect(refused.stderr.contains("at most 2") && refused.stderr.contains("--max-page-images"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("cache").path))
        let shard = try CLI.run(["report", spec.path, "--output", output.path, "--quiet", "--max-page-images", "2",
                                 "--shard", "0/1"])
        #expect(shard.status == 0, "\(shard.stderr)")
        let page = try CLI.run(["report", spec.path, "--output", output.path, "--quiet", "--max-page-images", "3"])
        #expect(page.status == 0, "\(page.stderr)")
    }
}

/// The page records how it was made (issue 17, run metadata): the command line as it can be
/// pasted back, the host, the shards of a merged page, and every input's content hash.
struct ReportRunMetadataTests {
    @Test func thePageRecordsTheCommandHostShardsAndInputHashes() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: CLI.galleryInputs.appendingPathComponent("coins.png"),
                                         to: folder.appendingPathComponent("coins.png"))
        let spec = folder.appendingPathComponent("my spec.yaml")
        try ReportCacheSafetyTests.spec.write(to: spec, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("report")
        let shard = try CLI.run(["report", spec.path, "--output", output.path, "--quiet", "--shard", "0/1"])
        #expect(shard.status == 0, "\(shard.stderr)")
        let merged = try CLI.run(["report", spec.path, "--output", output.path, "--quiet", "--merge"])
        #expect(merged.status == 0, "\(merged.stderr)")
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("&apos;\(spec.path)&apos;") || html.contains("'\(spec.path)'"), "the spec path is not quoted")
        #expect(html.contains("--merge") && html.contains("shard-0-of-1.json"))
        let key = try #require(try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("cache").path)
            .first { $0.count == 32 })
        #expect(html.contains(key), "the input's content hash is missing")
        #expect(html.contains("Host"))
    }
}
