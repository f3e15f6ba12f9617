import Foundation
import Linework

// The photo: the first argument, or the bundled coins (run from the repository's root).
let photo = CommandLine.arguments.dropFirst().first ?? "Gallery/inputs/coins.png"
let request = try ContourRequest(pivot: .automatic, adjustment: 2.5)
let observation = try request.perform(onImageAt: photo)
print("\(photo): \(observation.contourCount) contours")

let svg = FileManager.default.temporaryDirectory.appendingPathComponent("linework-example.svg").path
try LineArt(observation).write(to: svg)
print("wrote \(svg)")
