import Foundation
import LineworkCore

/// What one shard computed: `DIR/shards/shard-K-of-N.json`, listing its images and their cache
/// keys. The results themselves are the cache entries; the manifest is a record for the
/// cluster's logs and lets a person see which shards have finished.
struct ShardManifest: Codable, Sendable, Equatable {
    struct Item: Codable, Sendable, Equatable {
        var name: String
        var key: String
    }

    var shard: String
    var images: [Item]
    var version: String

    init(shard: Shard, entries: [ReportEntry]) {
        self.shard = shard.description
        images = entries.map { Item(name: $0.result.name, key: $0.key) }
        version = LineworkVersion.string
    }

    /// Writes the manifest into `DIR/shards/`.
    func write(into output: String) throws {
        let folder = ImagePattern.join(output, "shards")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw LineworkError.cannotWrite(path: folder, reason: "cannot create the folder")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let parts = shard.split(separator: "/")
        try AtomicFile.write([UInt8](try encoder.encode(self)),
                             to: ImagePattern.join(folder, "shard-\(parts[0])-of-\(parts[1]).json"))
    }
}
