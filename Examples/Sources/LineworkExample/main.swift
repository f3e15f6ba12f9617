import Foundation
import Linework

// The photo: the first argument, or the bundled coins (run from the repository's root).
let photo = CommandLine.arguments.dropFirst().first ?? "Gallery/inputs/coins.png"
do {
    let request = try ContourRequest(pivot: .automatic, adjustment: 2.5)
    let observation = try request.perform(onImageAt: photo)
    print("\(photo): \(observation.contourCount) contours")

    let svg = FileManager.default.temporaryDirectory.appendingPathComponent("linework-example.svg").path
    try LineArt(observation).write(to: svg)
    print("wrote \(svg)")
} catch {
    // Linework's errors are one line saying what was wrong, e.g. "'photo.png': no such file".
    FileHandle.standardError.write(Data("LineworkExample: \(error)\n".utf8))
    exit(1)
}
