import Foundation
import LineworkCore

/// The maps the report scored, beside its page: `DIR/maps/<model>/<stem>.png`, one folder per
/// model in the layout `linework evaluate` reads, so that
/// `linework evaluate saliency --predictions DIR/maps/<model> --fixations … --sigma σ` and
/// `linework evaluate objects --predictions DIR/maps/<model> --masks …` reproduce the page's
/// scores. Each file is a copy of the cache entry's scored map (`ModelResult.map`).
///
/// The folder is rebuilt on every page: written under a temporary name, then swapped in for the
/// previous one, so it never mixes runs of different specs (an extra stem would make `evaluate`
/// refuse the folder).
package enum ScoredMaps {
    /// The folder name inside the output folder.
    static let folderName = "maps"

    /// `DIR/maps/<model>`, relative to DIR, as the page names it.
    package static func relativeFolder(_ model: String) -> String { "\(folderName)/\(model)" }

    /// Writes every entry's scored maps into `output/maps`, replacing what was there.
    ///
    /// - Throws: `LineworkError.cannotWrite` when a folder cannot be made or swapped in, and
    ///   what `ResultCache.picture` throws for a missing cache file.
    package static func write(_ entries: [ReportEntry], cache: ResultCache, into output: String) throws {
        let manager = FileManager.default
        let final = ImagePattern.join(output, folderName)
        let partial = ImagePattern.join(output, ".\(folderName)-\(UUID().uuidString)")
        do {
            for entry in entries {
                for model in entry.result.models {
                    let folder = ImagePattern.join(partial, model.model.rawValue)
                    try createFolder(folder)
                    try AtomicFile.write(try cache.picture(model.map, key: entry.key),
                                         to: ImagePattern.join(folder, "\(entry.result.stem).png"))
                }
            }
            try createFolder(partial)
            if manager.fileExists(atPath: final) { try manager.removeItem(atPath: final) }
            try manager.moveItem(atPath: partial, toPath: final)
        } catch let error as LineworkError {
            try? manager.removeItem(atPath: partial)
            throw error
        } catch {
            try? manager.removeItem(atPath: partial)
            throw LineworkError.cannotWrite(path: final, reason: "cannot replace the scored maps' folder")
        }
    }

    private static func createFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw LineworkError.cannotWrite(path: path, reason: "cannot create the folder")
        }
    }
}
