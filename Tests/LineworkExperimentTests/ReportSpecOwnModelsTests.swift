import Foundation
import LineworkExperimentFixtures
import Testing
@testable import LineworkExperiment

/// `models:` in a spec: the researcher's own models, each a folder (or a pattern of folders) of
/// maps of one kind, checked and resolved by `ReportPlan`.
struct ReportSpecOwnModelsTests {
    /// A fixture with the own models' maps written for `stems`, its spec `yaml`.
    func fixture(_ yaml: String = ReportFixture.ownModelsSpec, mapsFor stems: [String] = ReportFixture.stems) throws -> ReportFixture {
        let fixture = try ReportFixture(spec: yaml)
        try fixture.writeOwnMaps(stems: stems)
        return fixture
    }

    /// The spec with `entry` as its only own model.
    func spec(_ entry: String) -> String {
        ReportFixture.defaultSpec + "\nmodels:\n  " + entry + "\n"
    }

    @Test func modelsResolveInTheSpecsOrderWithPatternsExpandedAndCaptured() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let plan = try fixture.plan()
        #expect(plan.ownModels.map(\.name) == ReportFixture.ownModelFolders.map(\.name))
        #expect(plan.ownModels.map(\.kind) == [.saliency, .saliency, .boundary, .object, .saliency, .saliency])
        #expect(plan.ownModels.map(\.mapsName) == ReportFixture.ownModelFolders.map(\.folder))
        let sweep = plan.ownModels[5]
        #expect(sweep.entry == "sweep-net" && sweep.parameters == [.init(name: "lr", value: "0.1"), .init(name: "bs", value: "8")])
        #expect(sweep.missing == .error)
        #expect(plan.modelNames.first == "spectral-residual" && plan.modelNames.count == 7)
        #expect(plan.boundaryThresholds == 99)
    }

    @Test func explicitParametersAndTheSkipPolicyAreRead() throws {
        let fixture = try fixture(spec("tuned: {kind: object, maps: own/u2, params: {depth: 3, loss: bce}, missing: skip}")
            + "boundaries: {thresholds: 25}\n")
        defer { fixture.remove() }
        let plan = try fixture.plan()
        #expect(plan.ownModels.count == 1)
        #expect(plan.ownModels[0].parameters == [.init(name: "depth", value: "3"), .init(name: "loss", value: "bce")])
        #expect(plan.ownModels[0].missing == .skip)
        #expect(plan.boundaryThresholds == 25)
    }

    /// Each mistake is one error naming the key at fault.
    @Test func badEntriesAreRefusedNamingTheirKey() throws {
        let cases: [(String, String)] = [
            ("mynet: {kind: heatmap, maps: own/mynet}", "models.mynet.kind 'heatmap': must be saliency, boundary or object"),
            ("mynet: {maps: own/mynet}", "models.mynet.kind"),
            ("mynet: {kind: saliency}", "models.mynet.maps"),
            ("mynet: {kind: saliency, maps: own/nothing}", "models.mynet.maps"),
            ("mynet: {kind: saliency, maps: own/mynet, missing: maybe}", "models.mynet.missing 'maybe'"),
            ("mynet: {kind: saliency, maps: own/mynet, colour: red}", "unknown key 'models.mynet.colour'"),
            ("attention: {kind: saliency, maps: own/mynet}", "model names must be unique"),
            ("s: {kind: saliency, maps: \"own/runs/lr{lr}_bs{lr}/maps\"}", "captures {lr} twice"),
            ("s: {kind: saliency, maps: \"own/runs/lr{lr}{bs}/maps\"}", "side by side"),
            ("s: {kind: saliency, maps: \"own/runs/x{q}/maps\"}", "matches no folder"),
            ("s: {kind: saliency, maps: \"own/runs/*/maps\"}", "no glob characters"),
            ("s: {kind: saliency, maps: \"own/runs/lr{lr}_bs{bs}/maps\", params: {lr: 1}}", "params: gives too"),
            ("s: {kind: saliency, maps: own/mynet, params: {model: 1}}", "names a column of results.csv"),
            (".hidden: {kind: saliency, maps: own/mynet}", "must not start with '.'"),
        ]
        for (entry, message) in cases {
            let fixture = try fixture(spec(entry))
            defer { fixture.remove() }
            do {
                _ = try fixture.plan()
                Issue.record("accepted \(entry)")
            } catch let error as ReportSpecError {
                #expect(error.description.contains(message), "\(entry): \(error.description)")
            }
        }
    }

    /// Two entries giving one name (the second a pattern whose match repeats it) are refused.
    @Test func duplicateNamesAreRefused() throws {
        let fixture = try fixture(spec("\"s[lr=0.1,bs=8]\": {kind: saliency, maps: own/mynet}\n"
            + "  s: {kind: saliency, maps: \"own/runs/lr{lr}_bs{bs}/maps\"}"))
        defer { fixture.remove() }
        #expect(throws: ReportSpecError.invalidValue(spec: fixture.specPath, key: "models.s", value: "s[lr=0.1,bs=8]",
                                                     allowed: "names two models; model names must be unique (built-in ones included)")) {
            try fixture.plan()
        }
    }

    @Test func aMissingMapIsAnErrorNamingModelAndImage() throws {
        let fixture = try fixture(mapsFor: ["square"])
        defer { fixture.remove() }
        #expect(throws: ReportSpecError.missingModelMap(spec: fixture.specPath, model: "mynet", folder: "own/mynet", stem: "disc")) {
            try fixture.plan()
        }
        let message = ReportSpecError.missingModelMap(spec: "s.yaml", model: "mynet", folder: "own/mynet", stem: "disc").description
        #expect(message == "s.yaml: models: model 'mynet' has no map disc.png in own/mynet for image disc "
            + "(add the map, or write missing: skip in the model's entry to report the gap)")
    }

    @Test func withSkipAMissingMapIsAGap() throws {
        let fixture = try fixture(spec("mynet: {kind: saliency, maps: own/mynet, missing: skip}"), mapsFor: ["square"])
        defer { fixture.remove() }
        let plan = try fixture.plan()
        #expect(plan.missingModels(stem: "disc") == ["mynet"])
        #expect(plan.missingModels(stem: "square").isEmpty)
    }

    /// `--confine` keeps model folders inside the spec's folder, as it keeps images.
    @Test func confinementCoversModelFolders() throws {
        let outside = try fixture()
        defer { outside.remove() }
        let fixture = try fixture(spec("far: {kind: saliency, maps: \(outside.folder)/own/mynet}"))
        defer { fixture.remove() }
        _ = try fixture.plan()
        #expect(throws: ReportSpecError.self) { try ReportPlan(contentsOf: fixture.specPath, confined: true) }
    }

    /// The cache key holds each own model's map bytes: a changed map is computed again.
    @Test func theCacheKeyFollowsTheMapsBytes() throws {
        let fixture = try fixture(spec("mynet: {kind: saliency, maps: own/mynet}"))
        defer { fixture.remove() }
        let cache = ResultCache(outputFolder: fixture.output)
        let plan = try fixture.plan()
        let before = try cache.key(for: plan.inputs[0], plan: plan)
        try Data([0]).write(to: URL(fileURLWithPath: fixture.folder + "/own/mynet/\(plan.inputs[0].stem).png"))
        #expect(try cache.key(for: plan.inputs[0], plan: plan) != before)
    }
}
