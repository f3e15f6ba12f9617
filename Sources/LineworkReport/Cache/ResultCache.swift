import Foundation
import LineworkCore

/// Per-image results on disk: `DIR/cache/<key>/result.json` and the image's pictures beside it.
///
/// The key is a `ContentHash` of the image's bytes, its ground-truth maps' bytes and the plan's
/// `fingerprint`, so a result is reused exactly when nothing that produced it changed, wherever
/// the image lies and whichever machine computed it (shards on a cluster share one cache).
/// `result.json` is written last and atomically: an entry without it is unfinished and is
/// computed again.
public struct ResultCache: Sendable {
    /// The cache folder, `DIR/cache`.
    public let folder: String

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
        return hash.hex
    }

    /// The folder of one entry (not created).
    public func entryFolder(_ key: String) -> String { ImagePattern.join(folder, key) }

    /// The cached result of `key` for the spec entry `input`, or nil when there is none (or it
    /// cannot be read).
    ///
    /// The result is named after `input`, not after the image it was first computed for: one
    /// key serves every file with the same content, whatever its name.
    public func load(_ key: String, for input: ReportPlan.Input) -> ImageResult? {
        let path = ImagePattern.join(entryFolder(key), "result.json")
        guard let data = FileManager.default.contents(atPath: path),
              var result = try? JSONDecoder().decode(ImageResult.self, from: data) else { return nil }
        result.name = input.name
        result.stem = input.stem
        return result
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

    /// The bytes of a picture of entry `key`.
    public func picture(_ name: String, key: String) throws -> [UInt8] {
        try Self.bytes(ImagePattern.join(entryFolder(key), name))
    }

    /// The bytes of the regular file at `path` (`InputFile.read`: a FIFO or a device is refused
    /// as not a regular file, before it is opened).
    static func bytes(_ path: String) throws -> [UInt8] {
        try InputFile.read(path)
    }
}
