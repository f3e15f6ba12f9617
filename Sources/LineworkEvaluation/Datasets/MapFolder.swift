import Foundation
import LineworkCore

/// A folder of PNG maps named by image stem (`photo1.png` holds the map of image `photo1`), as
/// `linework evaluate` reads predictions and ground truth.
///
/// Listing is strict, so a typo or a stray file is reported instead of silently scoring fewer
/// images: every entry must be a `.png` file (any case), except hidden entries (names starting
/// with `.`), which are skipped.
public struct MapFolder: Sendable, Equatable {
    /// The folder as given.
    public let path: String
    /// The command-line option that named it, for messages (`--predictions` …).
    public let option: String
    /// The stems of its PNG files, sorted.
    public let stems: [String]
    private let names: [String: String]

    /// Lists a folder.
    ///
    /// - Throws: `LineworkError.fileNotFound` when the folder is missing; `.invalidOption`
    ///   naming `option` when it is not a folder, holds anything but PNG files, holds two
    ///   files of one stem, or holds no PNG file.
    public init(path: String, option: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw LineworkError.fileNotFound(path: path)
        }
        guard isFolder.boolValue else {
            throw LineworkError.invalidOption(name: option, value: path, allowed: "must be a folder of PNG maps")
        }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw LineworkError.unreadable(path: path, reason: "cannot list the folder")
        }
        var names: [String: String] = [:]
        for entry in entries where !entry.hasPrefix(".") {
            let file = Self.join(path, entry)
            var entryIsFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: file, isDirectory: &entryIsFolder)
            let stem = (entry as NSString).deletingPathExtension
            guard !entryIsFolder.boolValue, (entry as NSString).pathExtension.lowercased() == "png", !stem.isEmpty
            else {
                throw LineworkError.invalidOption(
                    name: option, value: file, allowed: "is not a PNG file; the folder must hold only PNG maps")
            }
            if let other = names[stem] {
                throw LineworkError.invalidOption(
                    name: option, value: file, allowed: "has the same stem as \(other); stems must be unique")
            }
            names[stem] = entry
        }
        guard !names.isEmpty else {
            throw LineworkError.invalidOption(name: option, value: path, allowed: "holds no PNG files")
        }
        self.path = path
        self.option = option
        self.names = names
        stems = names.keys.sorted()
    }

    /// The path of the map of `stem`, or `nil` when the folder has none.
    public func file(for stem: String) -> String? {
        names[stem].map { Self.join(path, $0) }
    }

    /// Checks that this folder holds a map for exactly the stems of `truth`: none missing, none
    /// extra.
    ///
    /// - Throws: `LineworkError.invalidOption` naming this folder's option and the first stem
    ///   missing from it, or its first file without ground truth.
    public func requireSameStems(as truth: MapFolder) throws {
        for stem in truth.stems where names[stem] == nil {
            throw LineworkError.invalidOption(
                name: option, value: path,
                allowed: "has no map for \(stem) (\(truth.file(for: stem)!) of \(truth.option))")
        }
        for stem in stems where truth.names[stem] == nil {
            throw LineworkError.invalidOption(
                name: option, value: file(for: stem)!,
                allowed: "has no ground truth of that stem in \(truth.option) \(truth.path)")
        }
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
