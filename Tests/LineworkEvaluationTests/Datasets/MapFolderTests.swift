import Foundation
import LineworkCore
import LineworkEvaluation
import Testing

struct MapFolderTests {
    /// A temporary folder holding empty files of the given names.
    func folder(_ names: [String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("linework-maps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for name in names { try Data().write(to: url.appendingPathComponent(name)) }
        return url
    }

    @Test func listsPNGStemsSortedAndSkipsHiddenFiles() throws {
        let url = try folder(["b.png", "a.PNG", ".DS_Store"])
        defer { try? FileManager.default.removeItem(at: url) }
        let maps = try MapFolder(path: url.path, option: "--fixations")
        #expect(maps.stems == ["a", "b"])
        #expect(maps.file(for: "a") == url.appendingPathComponent("a.PNG").path)
        #expect(maps.file(for: "c") == nil)
    }

    @Test func refusesStrayFilesEmptyFoldersAndDuplicates() throws {
        for (names, message) in [(["a.png", "notes.txt"], "notes.txt"), ([], "holds no PNG files"),
                                 (["a.png", "a.PNG"], "same stem")] {
            let url = try folder(names)
            defer { try? FileManager.default.removeItem(at: url) }
            #expect {
                try MapFolder(path: url.path, option: "--predictions")
            } throws: { error in
                "\(error)".contains(message) && "\(error)".contains("--predictions")
            }
        }
        #expect(throws: LineworkError.fileNotFound(path: "/no/such/folder")) {
            try MapFolder(path: "/no/such/folder", option: "--predictions")
        }
    }

    @Test func pairingNamesTheMissingAndTheExtraStem() throws {
        let truthURL = try folder(["a.png", "b.png"]), partialURL = try folder(["a.png"]), extraURL = try folder(["a.png", "b.png", "c.png"])
        defer { for url in [truthURL, partialURL, extraURL] { try? FileManager.default.removeItem(at: url) } }
        let truth = try MapFolder(path: truthURL.path, option: "--fixations")
        #expect { try MapFolder(path: partialURL.path, option: "--predictions").requireSameStems(as: truth) } throws: {
            "\($0)".contains("has no map for b")
        }
        #expect { try MapFolder(path: extraURL.path, option: "--predictions").requireSameStems(as: truth) } throws: {
            "\($0)".contains("c.png") && "\($0)".contains("has no ground truth")
        }
        try MapFolder(path: truthURL.path, option: "--predictions").requireSameStems(as: truth)
    }
}
