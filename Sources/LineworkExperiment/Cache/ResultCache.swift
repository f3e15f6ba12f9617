import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage

/// Per-image results on disk: `DIR/cache/<key>/result.json` and the image's pictures beside it.
///
/// The key is a `ContentHash` of the image's bytes, its ground-truth maps' and own models' maps' bytes and the plan's
/// `fingerprint`, so a result is reused exactly when nothing that produced it changed, wherever
/// the image lies and whichever machine computed it (shards on a cluster share one cache).
/// `result.json` is written last and atomically: an entry without it is unfinished and is
/// computed again.
public struct ResultCache: Sendable, Equatable {
    /// The cache folder, `DIR/cache`.
    public let folder: String

    /// The cache of the report in `outputFolder`: `outputFolder/cache`.
    public init(outputFolder: String) {
        folder = ImagePattern.join(outputFolder, "cache")
    }

    /// The key of `input` under `plan`.
    ///
    /// - Throws: `LineworkError.fileNotFound` / `.unreadable` when a file cannot be read.
    public func key(for input: ReportPlan.Input, plan: ReportPlan) throws -> String {
        var hash = ContentHash()
        hash.add(plan.fingerprint)
        hash.add(try Self.bytes(input.path))
        for folder in [plan.boundaries, plan.fixations, plan.objects] {
            if let path = folder?.file(for: input.stem) { hash.add(try Self.bytes(path)) }
        }
        // Each own model's map, or its absence (a skipped gap), in the plan's order.
        for model in plan.ownModels {
            if let path = model.maps.file(for: input.stem) { hash.add(try Self.bytes(path)) } else { hash.add("no map") }
        }
        return hash.hex
    }

    /// The key of `input`'s contour stages under `plan`: its bytes, its boundary map's bytes and
    /// `ReportPlan.contourFingerprint`. Entries that share it share their contours, thumbnails,
    /// photo, pooled drawing and boundary scores.
    public func contourKey(for input: ReportPlan.Input, plan: ReportPlan) throws -> String {
        var hash = ContentHash()
        hash.add("contours;" + plan.contourFingerprint)
        hash.add(try Self.bytes(input.path))
        if let path = plan.boundaries?.file(for: input.stem) { hash.add(try Self.bytes(path)) }
        return hash.hex
    }

    /// `DIR/cache/contours`: one small file per contour key, naming an entry computed with it.
    var contourIndex: String { ImagePattern.join(folder, "contours") }

    /// Records that entry `key` holds the contours of `contourKey`.
    public func recordContours(_ contourKey: String, in key: String) throws {
        guard Self.isKey(contourKey), Self.isKey(key) else { return }
        let path = ImagePattern.join(contourIndex, contourKey)
        if (try? String(contentsOfFile: path, encoding: .utf8)) == key { return }
        do {
            try FileManager.default.createDirectory(atPath: contourIndex, withIntermediateDirectories: true)
        } catch {
            throw LineworkError.cannotWrite(path: contourIndex, reason: "cannot create the cache's contour index")
        }
        try AtomicFile.write(Array(key.utf8), to: path)
    }

    /// An earlier entry with the contours of `contourKey`, and its result, or nil when there is
    /// none (or the entry it names is gone or unfinished).
    ///
    /// A donor was computed under another plan, so its drawings are not compared with `plan`'s
    /// (`drawings: nil`); only its contour stages are reused.
    /// - Throws: as `load` does, for an entry that breaks the cache's rules.
    public func contourDonor(_ contourKey: String, for input: ReportPlan.Input) throws -> ReportEntry? {
        guard Self.isKey(contourKey),
              let key = try? String(contentsOfFile: ImagePattern.join(contourIndex, contourKey), encoding: .utf8),
              Self.isKey(key), let result = try load(key, for: input, drawings: nil) else { return nil }
        return ReportEntry(key: key, result: result)
    }

    /// The folder of one entry (not created).
    public func entryFolder(_ key: String) -> String { ImagePattern.join(folder, key) }

    /// The cached result of `key` for the spec entry `input`, or nil when there is none (or it
    /// cannot be read or decoded: an unfinished entry, computed again).
    ///
    /// The result is named after `input`, not after the image it was first computed for: one
    /// key serves every file with the same content, whatever its name.
    ///
    /// Nothing in a cache file is trusted, as a path or as text for the page: a result whose
    /// picture names are not plain file names of the entry (`isPictureName`), whose other names
    /// (baselines, stages, metrics) are not plain names (`isPlainName`), whose drawings are not
    /// the plan's `drawings` in order, or whose counts are negative is refused. So a planted
    /// `"photo": "../../etc/shadow"` can never make the page embed a file from elsewhere
    /// (pictures are read through `picture(_:key:)`, which checks again), and a planted drawing
    /// name never reaches a page that the spec did not name.
    /// - Parameters:
    ///   - key: the entry's key (`key(for:plan:)`).
    ///   - input: the spec entry whose name and stem the result takes.
    ///   - drawings: the plan's drawing names in order (`ReportPlan.drawingNames`), which the
    ///     key's fingerprint holds, so an entry of this key has exactly these; nil for a contour
    ///     donor, whose drawings are not used.
    ///   - models: the names of the plan's models, built-in and own (`ReportPlan.modelNames`),
    ///     which the key's fingerprint holds: an entry naming any other model is refused; nil
    ///     (the default, a contour donor) to check names only for their form.
    /// - Throws: `LineworkError.unreadable` naming the entry's `result.json` when it decodes but
    ///   breaks those rules (the cache was tampered with or damaged; delete the entry).
    public func load(_ key: String, for input: ReportPlan.Input, drawings: [String]?, models: [String]? = nil) throws -> ImageResult? {
        guard Self.isKey(key) else { return nil }
        let path = ImagePattern.join(entryFolder(key), "result.json")
        guard let data = FileManager.default.contents(atPath: path),
              var result = try? JSONDecoder().decode(ImageResult.self, from: data) else { return nil }
        if let problem = Self.problem(in: result, drawings: drawings, models: models) {
            throw LineworkError.unreadable(path: path, reason: "not a valid cache entry (\(problem)); delete the entry "
                + "to compute it again")
        }
        result.name = input.name
        result.stem = input.stem
        return result
    }

    /// What makes a decoded result unusable, or nil when it follows the schema's rules: every
    /// string field of the entry is checked.
    static func problem(in result: ImageResult, drawings: [String]?, models: [String]? = nil) -> String? {
        var names = [result.photo, result.pooled] + result.truthPictures + result.settings.map(\.thumbnail)
            + result.drawings.map(\.picture) + result.boundaryModels.map(\.picture)
        for model in result.models { names += [model.map, model.overlay, model.heatmap] }
        if let bad = names.first(where: { !isPictureName($0) }) {
            return "picture name '\(bad)' is not a plain file name"
        }
        if let drawings, result.drawings.map(\.lines) != drawings {
            return "its drawings are not the spec's draw: entries"
        }
        // Model names reach the page and name the scored maps' folders: only the spec's, and
        // never a path.
        let modelNames = result.models.map(\.model.rawValue) + result.boundaryModels.map(\.model.rawValue)
        if let models, let bad = modelNames.first(where: { !models.contains($0) }) {
            return "model '\(bad)' is not one of the spec's models"
        }
        if let bad = modelNames.first(where: { OwnModel.nameProblem($0) != nil }) {
            return "model name '\(bad)' is not a valid model name"
        }
        var plain = (result.baselines + result.objectBaselines).map(\.name) + Array(result.seconds.keys)
        for scores in result.models.flatMap({ [$0.scores, $0.objectScores] }) + (result.baselines + result.objectBaselines).map(\.scores) {
            plain += scores?.values.keys.map { $0 } ?? []
        }
        if let bad = plain.first(where: { !isPlainName($0) }) {
            return "name '\(bad)' is not a plain name"
        }
        let counts = [result.width, result.height, result.workingWidth, result.workingHeight, result.distinctMasks]
            + result.settings.flatMap { [$0.traced, $0.kept] } + result.drawings.map(\.paths)
            + result.models.flatMap { [$0.mapWidth, $0.mapHeight] } + result.boundaryModels.flatMap { [$0.mapWidth, $0.mapHeight] }
        if counts.contains(where: { $0 < 0 }) { return "negative size or count" }
        if result.models.contains(where: { !($0.objectCounts?.isValid ?? true) }) {
            return "object level counts are not 2 × 256 counts of at least one pixel"
        }
        return nil
    }

    /// Whether `name` can only name a file inside an entry's folder: 1–128 characters of ASCII
    /// letters, digits, `-`, `_` and `.`, not starting with `.` (so never `.`, `..` or a path).
    static func isPictureName(_ name: String) -> Bool {
        isPlainName(name) && name.utf8.first != UInt8(ascii: ".")
    }

    /// Whether `name` is a plain name as the runner writes them (a baseline, a stage, a score):
    /// 1–128 characters of ASCII letters, digits, `-`, `_` and `.`.
    static func isPlainName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard (1...128).contains(bytes.count) else { return false }
        return bytes.allSatisfy { byte in
            (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
    }

    /// Creates the entry's folder, for the runner to write pictures into.
    ///
    /// - Throws: `LineworkError.cannotWrite`.
    public func prepare(_ key: String) throws -> String {
        let path = entryFolder(key)
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw LineworkError.cannotWrite(path: path, reason: "cannot create the cache folder")
        }
        return path
    }

    /// Writes `result` as the entry's `result.json`, completing the entry (without its name,
    /// see `ImageResult`).
    public func store(_ result: ImageResult, key: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = try encoder.encode(result)
        try AtomicFile.write([UInt8](data), to: ImagePattern.join(entryFolder(key), "result.json"))
    }

    /// Removes every entry whose key is not in `keys`, returning how many were removed, and the
    /// contour index's records of them. Only folders named like a key (32 lowercase hex digits)
    /// are touched.
    ///
    /// - Throws: `LineworkError.cannotWrite` when an entry cannot be removed.
    public func prune(keeping keys: Set<String>) throws -> Int {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
        var removed = 0
        for name in names where !keys.contains(name) && Self.isKey(name) {
            let path = entryFolder(name)
            do {
                try manager.removeItem(atPath: path)
            } catch {
                throw LineworkError.cannotWrite(path: path, reason: "cannot remove the unused cache entry")
            }
            removed += 1
        }
        // Index files naming a removed entry would only miss; remove them too.
        for name in (try? manager.contentsOfDirectory(atPath: contourIndex)) ?? [] where Self.isKey(name) {
            let path = ImagePattern.join(contourIndex, name)
            if let key = try? String(contentsOfFile: path, encoding: .utf8), keys.contains(key) { continue }
            try? manager.removeItem(atPath: path)
        }
        return removed
    }

    /// Whether `name` has the form of a key, `ContentHash.hex`.
    static func isKey(_ name: String) -> Bool {
        name.utf8.count == 32 && name.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// The largest picture a page embeds: 32 MiB. The runner writes thumbnails, a downsized
    /// photo and maps at the analysis size, all far smaller.
    static let maximumPictureBytes = 32 << 20

    /// The bytes of a picture of entry `key`, checked to be what a page may embed.
    ///
    /// The cache may be a folder others write to (shards on a shared disk), so nothing in it
    /// is trusted: the picture must be a regular file of the entry itself (a symbolic link is
    /// refused, checked on the open file), at most `maximumPictureBytes`, and an image of the
    /// type its name says (`.png` a PNG, `.jpg` a JPEG) that decodes whole. Anything else (a
    /// secret linked in, a text file renamed) is refused, never embedded.
    ///
    /// - Throws: `LineworkError.unreadable` naming the file when `key` or `name` could lead
    ///   out of the entry's folder (see `load`) or the file is not such a picture;
    ///   `.fileNotFound` when it is missing.
    public func picture(_ name: String, key: String) throws -> [UInt8] {
        guard Self.isKey(key), Self.isPictureName(name) else {
            throw LineworkError.unreadable(path: ImagePattern.join(folder, key),
                                           reason: "refusing cache picture '\(name)': not a plain file name of the entry")
        }
        let path = ImagePattern.join(entryFolder(key), name)
        func refuse(_ why: String) -> LineworkError {
            .unreadable(path: path, reason: "not a valid cache picture (\(why)); delete the entry to compute it again")
        }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.readRegularFile(path, maximumBytes: Self.maximumPictureBytes)
        } catch LineworkError.notAFile {
            throw refuse("not a regular file: a symbolic link, folder or device")
        } catch LineworkError.unreadable(_, let reason) {
            throw refuse(reason)
        }
        let ext = (name as NSString).pathExtension
        guard ext == ext.lowercased(), let claimed = ImageFormat(pathExtensionOf: name) else { throw refuse("neither .png nor .jpg") }
        guard bytes.starts(with: claimed.signature) else { throw refuse("not the image its name says") }
        do {
            _ = try ImageDecoder().decode(bytes: bytes, path: path)
        } catch {
            throw refuse("does not decode")
        }
        return bytes
    }

    /// The bytes of the regular file at `path` (`InputFile.read`: a FIFO or a device is refused
    /// as not a regular file, before it is opened).
    static func bytes(_ path: String) throws -> [UInt8] {
        try InputFile.read(path)
    }
}
