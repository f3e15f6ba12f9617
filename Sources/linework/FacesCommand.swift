import ArgumentParser
import Foundation
import LineworkArt
import LineworkCore
import LineworkImage
import LineworkPose
import LineworkRender

/// `linework faces IMAGE`: Vision's face rectangles (BlazeFace short-range on LiteRT), with six
/// landmarks each, as JSON and drawn over the photo; with `--landmarks`, Vision's face landmark
/// regions from mediapipe's face mesh and iris models (`FaceLandmarker`).
///
/// The models are installed with the pose models by `Scripts/install-pose-model`; without them the
/// command fails with one line naming the script, exit status 69 (`EX_UNAVAILABLE`).
struct FacesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "faces",
        abstract: "Find faces (Vision's face rectangles) with BlazeFace; write JSON and an overlay.",
        discussion: "Needs the BlazeFace model (and, with --landmarks, the face mesh and iris models) and the LiteRT runtime: "
            + "run Scripts/install-pose-model once.")

    @Argument(help: "A PNG or JPEG file.")
    var image: String

    @Option(help: "Write the faces as JSON to FILE ('-' for standard output).")
    var json: String?

    @Option(help: "Write the photo with the face boxes and landmarks drawn over it to FILE (.png, .svg or .pdf).")
    var overlay: String?

    @Option(help: "Faces scoring below this are left out (0…1).")
    var minimumConfidence = FaceRequest.defaultMinimumConfidence

    @Option(help: "Most faces to report, most confident first (at least 1).")
    var maxFaces = FaceRequest.defaultMaximumFaces

    @Flag(help: "Add each face's landmark regions (Vision's names: eyes, brows, nose, lips, contour, pupils) from the face mesh.")
    var landmarks = false

    @Flag(help: "With --landmarks, also write each face's 468 mesh points as [x, y, z] in the JSON.")
    var mesh = false

    @OptionGroup var input: InputOptions

    func validate() throws {
        // The request's own checks, before any file is touched.
        _ = try FieldFlags.flaggingFields { try FaceRequest(minimumConfidence: minimumConfidence, maximumFaces: maxFaces) }
        guard !mesh || landmarks else {
            throw LineworkError.invalidOption(name: "--mesh", value: "given", allowed: "only with --landmarks")
        }
    }

    func run() throws {
        let request = try FaceRequest(minimumConfidence: minimumConfidence, maximumFaces: maxFaces)
        try json.output?.checkWritable()
        if let overlay {
            _ = try RenderFormat.forPath(overlay)
            try AtomicFile.checkWritable(overlay)
        }
        try OutputPlan(inputs: [image], outputs: [("--json", json), ("--overlay", overlay)]).check()

        if landmarks { return try runLandmarks(request) }
        let files = try poseStep { try PoseModelFiles.locateFaceModel(environment: ProcessInfo.processInfo.environment) }
        let (decoded, decodeSeconds) = try Stopwatch.time { try input.decoder().decode(path: image) }
        let (detector, loadSeconds) = try Stopwatch.time { try poseStep { try FaceDetector(files: files, silencesRuntimeLogs: true) } }
        let observation = try poseStep { try detector.perform(request, on: decoded.pixels) }
        let json = observation.jsonText(timings: ["decode": decodeSeconds, "load": loadSeconds])
        try write(json: json, count: observation.faces.count) { PeopleFigure.scene(photo: decoded.pixels.eightBit, faces: observation) }
    }

    /// `--landmarks`: the faces with their mesh, regions and pupils.
    private func runLandmarks(_ faces: FaceRequest) throws {
        let request = try FaceLandmarksRequest(faces: faces)
        let files = try poseStep { try PoseModelFiles.locateFaceLandmarkModels(environment: ProcessInfo.processInfo.environment) }
        let (decoded, decodeSeconds) = try Stopwatch.time { try input.decoder().decode(path: image) }
        let (landmarker, loadSeconds) = try Stopwatch.time { try poseStep { try FaceLandmarker(files: files, silencesRuntimeLogs: true) } }
        let observation = try poseStep { try landmarker.perform(request, on: decoded.pixels) }
        let json = observation.jsonText(includesMesh: mesh, timings: ["decode": decodeSeconds, "load": loadSeconds])
        try write(json: json, count: observation.faces.count) { PeopleFigure.scene(photo: decoded.pixels.eightBit, landmarks: observation) }
    }

    /// Writes the JSON and the overlay (`figure`) as one batch, or prints the count.
    private func write(json text: String, count: Int, figure: () -> Scene) throws {
        let batch = AtomicFile.Batch()
        if let output = json.output {
            try output.write(text, into: batch)
        }
        if let overlay {
            try SceneRenderer.write(figure(), to: overlay, as: try RenderFormat.forPath(overlay), into: batch)
        }
        try OutputFile.commit(batch)
        if json == nil && overlay == nil {
            print("\(image): \(count) face(s)")
        }
    }
}
