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
