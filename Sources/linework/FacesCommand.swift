import ArgumentParser
import Foundation
import LineworkCore
import LineworkImage
import LineworkPose
import LineworkRender

/// `linework faces IMAGE`: Vision's face rectangles (BlazeFace short-range on LiteRT), with six
/// landmarks each, as JSON and drawn over the photo.
///
/// The model is installed with the pose models by `Scripts/install-pose-model`; without it the
/// command fails with one line naming the script, exit status 69 (`EX_UNAVAILABLE`).
struct FacesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "faces",
        abstract: "Find faces (Vision's face rectangles) with BlazeFace; write JSON and an overlay.",
        discussion: "Needs the BlazeFace model and the LiteRT runtime: run Scripts/install-pose-model once.")

    @Argument(help: "A PNG or JPEG file.")
    var image: String

    @Option(help: "Write the faces as JSON to FILE ('-' for standard output).")
    var json: String?

    @Option(help: "Write the photo with the face boxes and landmarks drawn over it to FILE (.png, .svg or .pdf).")
    var overlay: String?

    @Option(help: "Faces scoring below this are left out (0…1).")
    var minimumConfidence = 0.5

    @Option(help: "Most faces to report, most confident first (at least 1).")
    var maxFaces = 16

    @OptionGroup var input: InputOptions

    func validate() throws {
        guard minimumConfidence.isFinite, (0...1).contains(minimumConfidence) else {
            throw LineworkError.invalidOption(name: "--minimum-confidence", value: "\(minimumConfidence)", allowed: "must be in [0, 1]")
        }
        guard maxFaces >= 1 else {
            throw LineworkError.invalidOption(name: "--max-faces", value: "\(maxFaces)", allowed: "must be at least 1")
        }
    }

    func run() throws {
        let request = try FaceRequest(minimumConfidence: minimumConfidence, maximumFaces: maxFaces)
        try json.output?.checkWritable()
        let overlayFormat = try overlay.map { try RenderFormat.forPath($0) }
        if let overlay { try AtomicFile.checkWritable(overlay) }
        try OutputPlan(inputs: [image], outputs: [("--json", json), ("--overlay", overlay)]).check()

        let files = try poseStep { try PoseModelFiles.locateFaceModel(environment: ProcessInfo.processInfo.environment) }
        let (decoded, decodeSeconds) = try Stopwatch.time { try input.decoder().decode(path: image) }
        let (detector, loadSeconds) = try Stopwatch.time { try poseStep { try FaceDetector(files: files, silencesRuntimeLogs: true) } }
        let observation = try poseStep { try detector.perform(request, on: decoded.pixels) }

        let batch = AtomicFile.Batch()
        if let output = json.output {
            try output.write(observation.jsonText(timings: ["decode": decodeSeconds, "load": loadSeconds]), into: batch)
        }
        if let overlay, let overlayFormat {
            let photo = decoded.pixels.eightBit
            let boxes = BoxOverlay(boxes: observation.faces.map { SalientBox(boundingBox: $0.boundingBox, confidence: $0.confidence) })
            let dots = PoseOverlay(people: observation.faces.map { face in
                PosePerson(joints: Dictionary(uniqueKeysWithValues: face.landmarks.map { ($0.key.rawValue, PoseJoint(x: $0.value.x, y: $0.value.y)) }))
            }, skeleton: PoseSkeleton(bones: [], groupColors: []))
            let scene = Scene(width: photo.width, height: photo.height, background: .photo(photo, fade: 0),
                              overlays: [.boxes(boxes), .pose(dots)])
            try SceneRenderer.write(scene, to: overlay, as: overlayFormat, into: batch)
        }
        try OutputFile.commit(batch)
        if json == nil && overlay == nil {
            print("\(image): \(observation.faces.count) face(s)")
        }
    }
}
