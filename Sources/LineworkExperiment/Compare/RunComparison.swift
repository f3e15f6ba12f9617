import Foundation
import LineworkCore

/// Two report runs side by side, read from their folders' `results.json`: how their specs
/// differ, and every number they share with its change (`linework report --compare A B`).
///
/// Numbers are matched by where they sit: the dataset's (`ODS`, `models.attention.saliency.NSS`,
/// `importance.F.pivot`, …) and each image's, matched by the image's name (`FAtODS`, `OISF`,
/// `best.setting`, `models.<model>.<family>.<metric>`, …). Lists of named entries are keyed by
/// their names. The per-setting rows are left out: the two grids may differ, and the dataset's
/// and each image's best settings already say how the sweep moved. A number present in one run
/// only is shown with the other side empty. The change is B − A.
public struct RunComparison: Sendable {
    /// One compared value: a number (NaN where a run stored null) or a text such as a model name.
    /// Two NaNs are equal: an undefined score that stays undefined has not changed.
    public enum Value: Sendable, Equatable {
        /// A number; NaN where the run stored null.
        case number(Double)
        /// A text, such as a model name.
        case text(String)

        /// Whether two values are equal, NaN counting as equal to NaN.
        public static func == (x: Value, y: Value) -> Bool {
            switch (x, y) {
            case (.number(let a), .number(let b)): return a == b || (a.isNaN && b.isNaN)
            case (.text(let a), .text(let b)): return a == b
            default: return false
            }
        }
    }

    /// One row: where the value sits and each run's value (nil when that run has none).
    public struct Row: Sendable, Equatable {
        /// `dataset`, or the name of the image the value belongs to.
        public var scope: String
        /// The value's dotted key within its scope, e.g. `models.attention.saliency.NSS`.
        public var key: String
        /// Run A's value, or nil when A has none.
        public var a: Value?
        /// Run B's value, or nil when B has none.
        public var b: Value?
        /// Whether a change of this number can be read as better or worse: false when the two
        /// runs differ only in their ground truth (`RunComparison.truthChanges`), which moves
        /// the scores while no prediction changed.
        public var judged = true

        /// B − A, when both are finite numbers.
        public var delta: Double? {
            guard case .number(let x)? = a, case .number(let y)? = b, x.isFinite, y.isFinite else { return nil }
            return y - x
        }

        /// Whether B is better (true), worse (false) or neither (nil): scores only, by the
        /// metric's direction (`MetricScores.higherIsBetter`; a drawing's doubled ink is better
        /// lower); settings, strokes and ink length have no direction, and no number is better or
        /// worse when only the ground truth changed (`judged` is false).
        public var improved: Bool? {
            guard judged, let delta, delta != 0, Self.isScore(key) else { return nil }
            let leaf = Self.leaf(key)
            return (delta > 0) == (leaf != "doubledInk" && MetricScores.higherIsBetter(leaf))
        }

        static func leaf(_ key: String) -> String { String(key.split(separator: ".").last ?? "") }

        /// Everything but the settings, the best model, the importance shares and a drawing's
        /// strokes and ink length is a score.
        static func isScore(_ key: String) -> Bool {
            !key.hasPrefix("importance.") && !key.hasPrefix("best.") && !isSetting(key)
                && !["paths", "inkLength"].contains(leaf(key))
        }

        /// Whether the key holds a setting's position in its run's grid.
        static func isSetting(_ key: String) -> Bool { key == "best.setting" || leaf(key).hasSuffix("Setting") }
    }

    /// One run: its folder, title, version and spec text (nil when its `results.json` predates
    /// recording the spec).
    public struct Run: Sendable {
        /// The run's folder.
        public var folder: String
        /// The run's title (empty when it has none).
        public var title: String
        /// The Linework version that wrote the run (empty when not recorded).
        public var version: String
        /// The run's spec text, or nil when its `results.json` predates recording it.
        public var spec: String?
        /// The names of the run's images, in its order.
        public var images: [String]
    }

    /// The first run, A.
    public var a: Run
    /// The second run, B; changes are B − A.
    public var b: Run
    /// The dataset's rows, then each image's (images in A's order, then B's others).
    public var rows: [Row]
    /// The ground truth's keys (`sigma`, `tolerance`, `fixations`, …) that differ between the
    /// two specs when nothing else that changes a prediction or a score does (the title and
    /// the `report:` presentation keys aside): the scores then moved because the truth changed,
    /// not the model, and no row is judged better or worse. Empty otherwise, and when a run did
    /// not record its spec.
    public var truthChanges: [String]

    /// Reads `A/results.json` and `B/results.json`.
    /// - Throws: `LineworkError.fileNotFound` or `.unreadable` naming the file that is missing or
    ///   not a report's results.
    public init(_ folderA: String, _ folderB: String) throws {
        let (documentA, documentB) = (try Self.document(folderA), try Self.document(folderB))
        let (runA, runB) = (Self.run(folderA, documentA), Self.run(folderB, documentB))
        (a, b) = (runA, runB)
        var rows: [Row] = []
        let (gridA, gridB) = (Self.settingNames(documentA), Self.settingNames(documentB))
        func values(_ value: Any?, _ grid: [String], skipping: Set<String>) -> [(String, Value)] {
            Self.flatten(value, skipping: skipping).map { key, value in
                (key, Self.naming(value, key: key, grid: grid))
            }
        }
        Self.pair(values(documentA["dataset"], gridA, skipping: ["settings"]),
                  values(documentB["dataset"], gridB, skipping: ["settings"]), scope: "dataset", into: &rows)
        let imagesA = Self.images(documentA), imagesB = Self.images(documentB)
        let imageSkips: Set = ["settings", "name", "notScored"]
        for name in runA.images + runB.images.filter({ !runA.images.contains($0) }) {
            Self.pair(values(imagesA[name], gridA, skipping: imageSkips), values(imagesB[name], gridB, skipping: imageSkips),
                      scope: name, into: &rows)
        }
        truthChanges = Self.truthChanges(runA.spec, runB.spec)
        if !truthChanges.isEmpty { for k in rows.indices { rows[k].judged = false } }
        self.rows = rows
    }

    /// The ground-truth keys that differ when the specs are otherwise the same (see
    /// `truthChanges`); empty when either spec is missing or does not parse.
    private static func truthChanges(_ specA: String?, _ specB: String?) -> [String] {
        guard let specA, let specB, var a = try? ReportSpec(yaml: specA, spec: "A"),
              var b = try? ReportSpec(yaml: specB, spec: "B"), a.groundTruth != b.groundTruth else { return [] }
        let (truthA, truthB) = (a.groundTruth ?? .init(), b.groundTruth ?? .init())
        (a.title, a.report, a.groundTruth) = (nil, nil, nil)
        (b.title, b.report, b.groundTruth) = (nil, nil, nil)
        guard a == b else { return [] }
        let keys: [(String, (ReportSpec.GroundTruth) -> AnyHashable?)] = [
            ("boundaries", { $0.boundaries }), ("fixations", { $0.fixations }), ("objects", { $0.objects }),
            ("tolerance", { $0.tolerance }), ("sigma", { $0.sigma }),
        ]
        return keys.filter { $0.1(truthA) != $0.1(truthB) }.map(\.0)
    }

    /// The spec's line difference, A to B, when both runs recorded their spec.
    public var specDiff: LineDiff? {
        guard let specA = a.spec, let specB = b.spec else { return nil }
        return LineDiff(specA, specB)
    }

    private static func document(_ folder: String) throws -> [String: Any] {
        let path = ImagePattern.join(folder, ResultsTable.jsonName)
        guard FileManager.default.fileExists(atPath: path) else {
            throw LineworkError.fileNotFound(path: path)
        }
        guard let data = FileManager.default.contents(atPath: path),
              let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              document["images"] is [Any] else {
            throw LineworkError.unreadable(path: path, reason: "not the results.json of a linework report")
        }
        return document
    }

    private static func run(_ folder: String, _ document: [String: Any]) -> Run {
        Run(folder: folder, title: document["title"] as? String ?? "", version: document["version"] as? String ?? "",
            spec: document["spec"] as? String,
            images: (document["images"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
    }

    /// Each setting's name, "dark on light · pivot 0.30 · adjustment 1.50", by its position in
    /// the run's grid (`dataset.settings`): the two runs' grids may differ, so positions are not
    /// compared. The polarity is named always: the other run may sweep the other one, or both.
    private static func settingNames(_ document: [String: Any]) -> [String] {
        let settings = (document["dataset"] as? [String: Any])?["settings"] as? [[String: Any]] ?? []
        return settings.map { setting in
            let (pivot, adjustment) = ((setting["pivot"] as? NSNumber)?.doubleValue, (setting["adjustment"] as? NSNumber)?.doubleValue)
            let polarity = (setting["lightOnDark"] as? Bool).map { ReportPlan.polarityName($0) + " · " } ?? ""
            return polarity + "pivot \(pivot.map(ReportPlan.gridValue) ?? "?") · adjustment \(adjustment.map(ReportPlan.gridValue) ?? "?")"
        }
    }

    /// A setting's position (`ODSSetting`, `OISSetting`, `best.setting`) as the setting's name.
    private static func naming(_ value: Value, key: String, grid: [String]) -> Value {
        guard Row.isSetting(key), case .number(let number) = value, number.isFinite, number >= 0,
              number < Double(grid.count), number == number.rounded() else { return value }
        return .text(grid[Int(number)])
    }

    private static func images(_ document: [String: Any]) -> [String: [String: Any]] {
        var byName: [String: [String: Any]] = [:]
        for image in document["images"] as? [[String: Any]] ?? [] {
            if let name = image["name"] as? String, byName[name] == nil { byName[name] = image }
        }
        return byName
    }

    /// Both runs' values under `scope`, in A's order then B's others.
    private static func pair(_ left: [(String, Value)], _ right: [(String, Value)], scope: String, into rows: inout [Row]) {
        let rightValues = Dictionary(right, uniquingKeysWith: { first, _ in first })
        let leftKeys = Set(left.map(\.0))
        for (key, value) in left { rows.append(Row(scope: scope, key: key, a: value, b: rightValues[key])) }
        for (key, value) in right where !leftKeys.contains(key) { rows.append(Row(scope: scope, key: key, a: nil, b: value)) }
    }

    /// Every number and text under `value`, keyed by its dotted path. Objects list their keys in
    /// `keyOrder` (the page's order; unknown keys alphabetically after), lists of named objects
    /// are keyed by name, and JSON null is NaN. (No compared part of `results.json` holds a
    /// boolean; one would read as the number 1 or 0.)
    static func flatten(_ value: Any?, skipping: Set<String> = [], path: String = "") -> [(String, Value)] {
        func join(_ key: String) -> String { path.isEmpty ? key : path + "." + key }
        switch value {
        case let object as [String: Any]:
            return object.keys.filter { !skipping.contains($0) }.sorted(by: keyOrder).flatMap { key in
                flatten(object[key], path: join(key))
            }
        case let list as [Any]:
            return list.enumerated().flatMap { index, element in
                let name = (element as? [String: Any])?["name"] as? String
                var entry = element
                if name != nil, var object = element as? [String: Any] { object["name"] = nil; entry = object }
                return flatten(entry, path: join(name ?? "\(index)"))
            }
        case let number as NSNumber:
            return [(path, .number(number.doubleValue))]
        case let text as String:
            return [(path, .text(text))]
        case is NSNull:
            return [(path, .number(.nan))]
        default:
            return []
        }
    }

    /// The order `results.json` writes its keys in, as far as the comparison shows them.
    private static let knownKeys: [String] = ["best", "setting", "model", "FAtODS", "OISF", "OISSetting", "ODS", "OIS",
        "ODSSetting", "ODSPrecision", "ODSRecall", "OISPrecision", "OISRecall", "models", "baselines", "saliency",
        "objects", "drawings", "paths", "inkLength", "doubledInk", "boundary", "precision", "recall", "F", "importance",
        "polarity", "pivot", "adjustment", "interaction"] + ScoreFamily.saliency.metrics + ScoreFamily.objects.metrics

    private static func keyOrder(_ x: String, _ y: String) -> Bool {
        let (i, j) = (knownKeys.firstIndex(of: x) ?? Int.max, knownKeys.firstIndex(of: y) ?? Int.max)
        return i != j ? i < j : x < y
    }
}
