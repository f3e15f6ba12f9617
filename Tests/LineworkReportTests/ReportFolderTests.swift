import Foundation
import LineworkCore
import LineworkExperimentFixtures
import Testing
@testable import LineworkExperiment
@testable import LineworkReport

/// The output folder's housekeeping: a page made from another spec file is not overwritten
/// without `force`, and `prune` removes the cache entries the spec no longer uses.
@Suite(.serialized)
struct ReportFolderTests {
    /// A second spec file in the fixture's folder, the same experiment under another name.
    static func otherSpec(_ fixture: ReportFixture) throws -> String {
        let path = fixture.folder + "/other.yaml"
        try ReportFixture.defaultSpec.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func run(spec: String, output: String, force: Bool = false) throws -> ReportRunner.Outcome {
        try ReportRunner(plan: ReportPlan(contentsOf: spec), output: output, progress: .silent, force: force).run()
    }

    @Test func aReportOfAnotherSpecIsNotOverwrittenWithoutForce() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let page = try fixture.page()
        let other = try Self.otherSpec(fixture)
        #expect {
            try Self.run(spec: other, output: fixture.output)
        } throws: { error in
            guard case LineworkError.invalidOption("output", _, let allowed) = error else { return false }
            return allowed.contains(fixture.specPath) && allowed.contains("`force`")
        }
        #expect(try fixture.page() == page)
        _ = try Self.run(spec: other, output: fixture.output, force: true)
        #expect(try String(contentsOfFile: fixture.output + "/.linework-spec", encoding: .utf8) == other + "\n")
    }

    /// Editing a spec and running it again into its own folder is the normal loop.
    @Test func theSameSpecEditedMayRewriteItsReport() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        try ReportFixture.defaultSpec.replacingOccurrences(of: "Fixture experiment", with: "Edited")
            .write(toFile: fixture.specPath, atomically: true, encoding: .utf8)
        try fixture.run()
        #expect(try fixture.page().contains("<h1>Edited</h1>"))
    }

    @Test func pruneRemovesTheEntriesTheSpecNoLongerUses() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let cache = fixture.output + "/cache"
        try FileManager.default.createDirectory(atPath: cache + "/not-a-key", withIntermediateDirectories: true)
        try ReportFixture.defaultSpec.replacingOccurrences(of: "0.3:0.7:0.2", with: "0.3:0.7:0.1")
            .write(toFile: fixture.specPath, atomically: true, encoding: .utf8)
        #expect(try fixture.run().pruned == 0)
        // 2 old, 2 new, not-a-key and the contour index (4 records: the grid changed).
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).count == 6)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache + "/contours").count == 4)
        let outcome = try fixture.run(prune: true)
        #expect(outcome.cached == 2 && outcome.pruned == 2)
        let left = try FileManager.default.contentsOfDirectory(atPath: cache).sorted()
        #expect(left.count == 4 && left.contains("not-a-key") && left.contains("contours"))
        // The records of the removed entries went with them.
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache + "/contours").count == 2)
        #expect(try fixture.run().cached == 2)
    }

    @Test func pruneIsRefusedForAShard() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        #expect(throws: LineworkError.self) { try fixture.run(shard: Shard(parsing: "0/2"), prune: true) }
        #expect(!FileManager.default.fileExists(atPath: fixture.output + "/cache"))
    }
}
