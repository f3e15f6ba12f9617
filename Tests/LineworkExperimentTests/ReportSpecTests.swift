import Foundation
import LineworkExperimentFixtures
import LineworkSaliency
import Testing
@testable import LineworkExperiment

struct ReportSpecTests {
    func plan(_ yaml: String, groundTruth: Bool = true) throws -> ReportPlan {
        let fixture = try ReportFixture(spec: yaml, groundTruth: groundTruth)
        defer { fixture.remove() }
        return try fixture.plan()
    }

    @Test func theContractExampleResolvesGlobsGridModelsAndGroundTruth() throws {
        let plan = try plan(ReportFixture.defaultSpec)
        #expect(plan.title == "Fixture experiment")
        #expect(plan.inputs.map(\.name) == ["photos/disc.png", "photos/square.png"])
        #expect(plan.inputs.map(\.stem) == ["disc", "square"])
        #expect(plan.grid.pivots.values.count == 2 && plan.grid.adjustments.values.count == 2)
        #expect(plan.models == [.attention, .spectralResidual])
        #expect(plan.boundaries != nil && plan.fixations != nil && plan.objects != nil)
        #expect(plan.score == .f)
    }

    @Test func defaultsAreTheSweepCommandsGridAndVisionsTwoModels() throws {
        let plan = try plan("images: photos/square.png", groundTruth: false)
        #expect(plan.title == "spec")
        #expect(plan.grid.settings.count == 65)
        #expect(plan.models == [.attention, .objectness])
        #expect(plan.dedup == .bbox(iou: 0.9))
        #expect(plan.score == .kept)
    }

    /// `lightOnDark` takes one polarity or a list to compare (repeats dropped); the settings are
    /// each polarity's grid in turn, and the cap counts both.
    @Test func thePolarityAxisTakesOneValueOrAList() throws {
        let one = try plan("images: photos/square.png\nsweep:\n  lightOnDark: true", groundTruth: false)
        #expect(one.polarities == [true] && !one.contourOptions.detectsDarkOnLight && one.settings.count == 65)
        let both = try plan("images: photos/square.png\nsweep:\n  pivots: [0.3, 0.5]\n  adjustments: [1]\n"
            + "  lightOnDark: [false, true, false]", groundTruth: false)
        #expect(both.polarities == [false, true] && both.comparesPolarity)
        #expect(both.settings.map(\.lightOnDark) == [false, false, true, true])
        #expect(both.settings.map(\.pivot) == [0.3, 0.5, 0.3, 0.5])
        #expect(both.settingName(2) == "light on dark · pivot 0.30 · adjustment 1.00")
        #expect(throws: ReportSpecError.self) { try plan("images: photos/square.png\nsweep:\n  lightOnDark: []", groundTruth: false) }
        #expect(throws: ReportSpecError.self) {
            try plan("images: photos/square.png\nsweep:\n  maxSettings: 100\n  lightOnDark: [false, true]", groundTruth: false)
        }
    }

    @Test func drawTakesLineSourcesByName() throws {
        #expect(try plan("images: photos/square.png\ndraw: edges", groundTruth: false).drawLines == [.edges])
        #expect(try plan("images: photos/square.png\ndraw: [sweep, edges, sweep]", groundTruth: false).drawLines == [.sweep, .edges])
        #expect(try plan("images: photos/square.png", groundTruth: false).drawLines.isEmpty)
        for bad in ["draw: [pencil]", "draw: [none]"] {
            #expect(throws: ReportSpecError.self) { try plan("images: photos/square.png\n" + bad, groundTruth: false) }
        }
    }

    /// A fuzz finding (Fuzz/FuzzSpec): an explicit YAML key spanning lines made the unknown-key
    /// message span lines too. Every message now escapes control characters.
    @Test func keysAndValuesWithLineBreaksStayOnOneLine() throws {
        let yaml = "? |\n  first\n  second\n: 1\ntitle: \"a\\nb\"\n"
        do {
            _ = try ReportSpec(yaml: yaml, spec: "spec.yaml")
            Issue.record("a multi-line key was accepted")
        } catch let error as ReportSpecError {
            #expect(!error.description.contains("\n") && error.description.contains("first\\nsecond"),
                    "\(error.description)")
        }
    }

    /// Regression (hardening III, 8): a spec with an alias bomb as a mapping key ran for
    /// minutes. It is refused at once, on one short line.
    @Test func aliasBombsAreRefusedOnOneShortLine() throws {
        var items = ["&l0 [x, x, x, x, x, x, x, x, x]"]
        for level in 1..<7 {
            items.append("&l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        let bomb = "[" + items.joined(separator: ", ") + "]"
        for yaml in ["? \(bomb)\n: 1\nimages: a.png\n", "images: a.png\ntitle: \(bomb)\n"] {
            do {
                _ = try ReportSpec(yaml: yaml, spec: "spec.yaml")
                Issue.record("the bomb was read")
            } catch let error as ReportSpecError {
                #expect(error.description.count <= 200 && !error.description.contains("\n"), "\(error.description.prefix(300))")
                #expect(error.description.contains("values"), "\(error.description)")
            }
        }
    }

    @Test func malformedYAMLIsOneLine() throws {
        #expect {
            try plan("images: [photos/square.png\ntitle: x")
        } throws: { error in
            guard case ReportSpecError.malformed = error else { return false }
            return !"\(error)".contains("\n")
        }
    }

    @Test func aValueOfTheWrongTypeNamesItsKey() throws {
        #expect {
            try plan("images: photos/square.png\nsweep:\n  iou: [1, 2]")
        } throws: { error in
            guard case ReportSpecError.malformed(_, let detail) = error else { return false }
            return detail.contains("sweep.iou")
        }
    }

    @Test func aMisspeltKeyIsRejected() throws {
        #expect {
            try plan("images: photos/square.png\nsweep:\n  pivot: \"0.3:0.6:0.1\"")
        } throws: { error in
            guard case ReportSpecError.unknownKey(_, let key, let allowed) = error else { return false }
            return key == "sweep.pivot" && allowed.contains("pivots")
        }
    }

    @Test func anUnknownModelListsTheModels() throws {
        #expect {
            try plan("images: photos/square.png\nsaliency: [attention, deepgaze]")
        } throws: { error in
            guard case ReportSpecError.unknownModel(_, "deepgaze") = error else { return false }
            return "\(error)".contains("spectral-residual")
        }
    }

    @Test func missingImagesAndEmptyPatternsAreErrors() throws {
        #expect {
            try plan("images: [photos/square.png, photos/nothere.png]")
        } throws: { error in
            guard case ReportSpecError.missingImage(_, "photos/nothere.png") = error else { return false }
            return (error as? ReportSpecError)?.exitCode == 66
        }
        #expect {
            try plan("images: [\"photos/*.tiff\"]")
        } throws: { error in
            if case ReportSpecError.missingImage(_, "photos/*.tiff") = error { return true }
            return false
        }
    }

    /// The contract: `sweep.pivots` and `sweep.adjustments` also take explicit lists.
    @Test func gridAxesTakeExplicitLists() throws {
        let plan = try plan("images: photos/square.png\nsweep:\n  pivots: [0.45, 0.3]\n  adjustments: [1, 2.5]", groundTruth: false)
        #expect(plan.grid.pivots.values == [0.3, 0.45] && plan.grid.adjustments.values == [1, 2.5])
        #expect(plan.grid.settings.map(\.pivot) == [0.3, 0.3, 0.45, 0.45])
        #expect(throws: ReportSpecError.self) { try self.plan("images: photos/square.png\nsweep:\n  pivots: [0.4, 1.5]") }
    }

    @Test func aBadGridNamesTheKeyAndTheForm() throws {
        #expect {
            try plan("images: photos/square.png\nsweep:\n  pivots: \"0.6:0.3:0.1\"")
        } throws: { error in
            guard case ReportSpecError.invalidValue(_, "sweep.pivots", "0.6:0.3:0.1", _) = error else { return false }
            return true
        }
    }

    /// Images without a map are shown, not scored (`ReportMissingTruthTests`); a folder with a
    /// map for none of the images is a wrong path or naming, and an error naming the first.
    @Test func aGroundTruthFolderWithNoneOfTheImagesIsAnError() throws {
        let fixture = try ReportFixture(spec: ReportFixture.defaultSpec)
        defer { fixture.remove() }
        try FileManager.default.removeItem(atPath: fixture.folder + "/gt/fixations/disc.png")
        #expect(try fixture.plan().missingTruth(stem: "disc") == ["fixations"])
        try FileManager.default.moveItem(atPath: fixture.folder + "/gt/fixations/square.png",
                                         toPath: fixture.folder + "/gt/fixations/unrelated.png")
        #expect {
            try fixture.plan()
        } throws: { error in
            if case ReportSpecError.missingGroundTruth(_, "gt/fixations", "disc") = error { return true }
            return false
        }
    }

    /// Regression: an empty ground-truth folder was reported with its key and path twice
    /// ("groundTruth.fixations 'x': groundTruth.fixations 'x': holds no PNG files").
    @Test func errorsRepeatTheFolderNoMore() throws {
        let fixture = try ReportFixture(spec: ReportFixture.defaultSpec)
        defer { fixture.remove() }
        for stem in ReportFixture.stems {
            try FileManager.default.removeItem(atPath: fixture.folder + "/gt/fixations/\(stem).png")
        }
        #expect {
            try fixture.plan()
        } throws: { error in
            "\(error)" == "\(fixture.specPath): groundTruth.fixations 'gt/fixations': holds no PNG files"
        }
    }

    @Test func objectMasksAreAnOptionalGroundTruthFolder() throws {
        let spec = try ReportSpec(yaml: "images: a.png\ngroundTruth:\n  objects: gt/objects\n", spec: "spec.yaml")
        #expect(spec.groundTruth?.objects == "gt/objects")
        let plan = try plan(ReportFixture.defaultSpec)
        #expect(plan.objects?.option == "groundTruth.objects")
        #expect(plan.objects?.stems == ["disc", "square"])
        #expect(plan.objects?.file(for: "disc")?.hasSuffix("/gt/objects/disc.png") == true)
        let without = try self.plan(ReportFixture.defaultSpec.replacingOccurrences(of: "  objects: gt/objects", with: ""))
        #expect(without.objects == nil)
        // Whether masks are given is part of the cache key's fingerprint.
        #expect(plan.fingerprint.contains("objects=true") && without.fingerprint.contains("objects=false"))
    }

    @Test func aMisspeltObjectsKeyListsIt() throws {
        #expect {
            try plan("images: photos/square.png\ngroundTruth:\n  object: gt/objects")
        } throws: { error in
            guard case ReportSpecError.unknownKey(_, "groundTruth.object", let allowed) = error else { return false }
            return allowed.contains("objects")
        }
    }

    @Test func anObjectsFolderWithoutAnyImagesMaskIsOneLineNamingTheFolderAndStem() throws {
        let fixture = try ReportFixture(spec: ReportFixture.defaultSpec)
        defer { fixture.remove() }
        try FileManager.default.removeItem(atPath: fixture.folder + "/gt/objects/square.png")
        try FileManager.default.moveItem(atPath: fixture.folder + "/gt/objects/disc.png",
                                         toPath: fixture.folder + "/gt/objects/unrelated.png")
        #expect {
            try fixture.plan()
        } throws: { error in
            guard case ReportSpecError.missingGroundTruth(_, "gt/objects", "disc") = error else { return false }
            return "\(error)" == "\(fixture.specPath): groundTruth: gt/objects has no map disc.png for image disc"
        }
    }

    @Test func aMissingSpecIsUnreadable() {
        #expect(throws: ReportSpecError.unreadable(spec: "/nonexistent/spec.yaml", reason: "no such file")) {
            try ReportPlan(contentsOf: "/nonexistent/spec.yaml")
        }
    }

    @Test func shardsTakeEveryNthImageCountingFromZero() {
        #expect(Shard(parsing: "1/3").map { (0..<7).filter($0.contains) } == [1, 4])
        #expect(Shard(parsing: "3/3") == nil)
        #expect(Shard(parsing: "0/0") == nil)
        #expect(Shard(parsing: "a/2") == nil)
    }
}
