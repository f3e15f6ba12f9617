import ArgumentParser
import Foundation
import LineworkArt
import LineworkCore
import LineworkImage
import LineworkPose
import LineworkRender

/// `linework pose IMAGE`: Vision's 19 body joints per person (BlazePose on LiteRT), as JSON and
/// drawn over the photo.
///
/// The model and the runtime are not part of Linework: `Scripts/install-pose-model` puts them in
/// `$LINEWORK_POSE_DIR` (default `~/.cache/linework/pose`). Without them the command fails with
/// one line naming the script, exit status 69 (`EX_UNAVAILABLE`).
struct PoseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pose",
        abstract: "Find people's body joints (Vision's 19) with BlazePose; write JSON and an overlay.",
        discussion: "Needs the BlazePose models and the LiteRT runtime: run Scripts/install-pose-model once.")

    @Argument(help: "A PNG or JPEG file.")
    var image: String

    @Option(help: "Write the people and their joints as JSON to FILE ('-' for standard output).")
    var json: String?

    @Option(help: "Write the photo with the keypoints and skeleton drawn over it to FILE (.png, .svg or .pdf).")
    var overlay: String?

    @Option(help: "Keep only the joints of this group (Vision's joint groups).")
    var group = BodyJointGroup.all

    @Option(help: "Most people to report, best detection first (at least 1).")
    var maxPeople = PoseRequest.defaultMaximumPeople

    @Option(help: "Joints with a confidence not above this are left out (0…1; Vision's sample code uses 0.1).")
    var minimumConfidence = PoseRequest.defaultMinimumJointConfidence

    @OptionGroup var input: InputOptions

    func validate() throws {
        // The request's own checks, before any file is touched.
        _ = try FieldFlags.flaggingFields { try PoseRequest(minimumJointConfidence: minimumConfidence, maximumPeople: maxPeople) }
    }

    func run() throws {
        let request = try PoseRequest(minimumJointConfidence: minimumConfidence, maximumPeople: maxPeople)
        try json.output?.checkWritable()
        let overlayFormat = try overlay.map { try RenderFormat.forPath($0) }
        if let overlay { try AtomicFile.checkWritable(overlay) }
        try OutputPlan(inputs: [image], outputs: [("--json", json), ("--overlay", overlay)]).check()

        let environment = ProcessInfo.processInfo.environment
        let files = try poseStep { try PoseModelFiles.locate(environment: environment) }
        let (decoded, decodeSeconds) = try Stopwatch.time { try input.decoder().decode(path: image) }
        let (estimator, loadSeconds) = try Stopwatch.time { try poseStep { try PoseEstimator(files: files, silencesRuntimeLogs: true) } }
        let (found, seconds) = try Stopwatch.time { try poseStep { try estimator.perform(request, on: decoded.pixels) } }
        let observation = found.keeping(group)

        let batch = AtomicFile.Batch()
        if let output = json.output {
            try output.write(observation.jsonText(group: group,
                                                 timings: ["decode": decodeSeconds, "load": loadSeconds, "pose": seconds]),
                             into: batch)
        }
        if let overlay, let overlayFormat {
            let scene = PeopleFigure.scene(photo: decoded.pixels.eightBit, pose: observation,
                                           minimumConfidence: request.minimumJointConfidence)
            try SceneRenderer.write(scene, to: overlay, as: overlayFormat, into: batch)
        }
        try OutputFile.commit(batch)
        if json == nil && overlay == nil {
            let joints = observation.people.map { "\($0.joints.count)" }.joined(separator: ", ")
            print("\(image): \(observation.people.count) person(s)\(joints.isEmpty ? "" : ", joints \(joints)")")
        }
    }
}

extension BodyJointGroup: ExpressibleByArgument {}

/// Runs `body`, turning the pose runtime's errors (model not installed, cannot load) into the
/// contract's one-line failure with the error's own exit code.
func poseStep<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as PoseError {
        Main.fail(error.description, code: error.exitCode)
    }
}
