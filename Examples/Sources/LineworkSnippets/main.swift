// Runs every snippet of the DocC articles (`allSnippets`, generated beside this file) the way
// its program would run: from a folder of its own that holds the repository's Gallery and
// Reports (symbolic links), so `"Gallery/inputs/coins.png"` resolves as it does from the
// repository's root and what a snippet writes stays out of the checkout.
//
// Run from the repository's root: swift run --package-path Examples LineworkSnippets
// LINEWORK_SNIPPET=NAME runs the one snippet of that name. Exits 1 if any snippet throws.

import Foundation

let repository = FileManager.default.currentDirectoryPath
let only = ProcessInfo.processInfo.environment["LINEWORK_SNIPPET"]
let chosen = allSnippets().filter { only == nil || $0.name == only }
guard FileManager.default.fileExists(atPath: repository + "/Gallery/inputs"), !chosen.isEmpty else {
    FileHandle.standardError.write(Data("LineworkSnippets: run from the repository's root (no Gallery/inputs here), or no snippet named \(only ?? "")\n".utf8))
    exit(1)
}
var failures = 0
for snippet in chosen {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("linework-snippet-\(ProcessInfo.processInfo.processIdentifier)-\(snippet.name)").path
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for shared in ["Gallery", "Reports"] {
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + shared, withDestinationPath: repository + "/" + shared)
    }
    guard FileManager.default.changeCurrentDirectoryPath(folder) else {
        FileHandle.standardError.write(Data("LineworkSnippets: cannot enter \(folder)\n".utf8))
        exit(1)
    }
    let start = Date()
    do {
        try await snippet.run()
        print("ok \(snippet.name) (\(snippet.article)) in \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
    } catch {
        failures += 1
        print("FAILED \(snippet.name) (\(snippet.article)): \(error)")
    }
    _ = FileManager.default.changeCurrentDirectoryPath(repository)
    try? FileManager.default.removeItem(atPath: folder)
}
print("\(chosen.count - failures) of \(chosen.count) snippets ran")
exit(failures == 0 ? 0 : 1)
