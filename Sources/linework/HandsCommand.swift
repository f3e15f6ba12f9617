import ArgumentParser
import Foundation
import LineworkArt
import LineworkCore
import LineworkImage
import LineworkPose
import LineworkRender

/// `linework hands IMAGE`: Vision's hand pose (mediapipe's palm detector and hand landmark model
/// on LiteRT): 21 joints and the chirality of each hand, as JSON and drawn over the photo.
///
/// The models are installed with the pose models by `Scripts/install-pose-model`; without them the
/// command fails with one line naming the script, exit status 69 (`EX_UNAVAILABLE`).
struct HandsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hands",
        abstract: "Find hands and their 21 joints (Vision's hand pose) with mediapipe's hand models; write JSON and an overlay.",
        discussion: "Needs the palm detector and hand landmark models and the LiteRT runtime: run Scripts/install-pose-model once.")

    @Argument(help: "A PNG or JPEG file.")
    var image: String

    @Option(help: "Write the hands as JSON to FILE ('-' for standard output).")
    var json: String?

    @Option(help: "Write the photo with each hand's joints and bones drawn over it to FILE (.png, .svg or .pdf).")
    var overlay: String?

    @Option(help: "Most hands to report, best palm first (1…\(HandPoseRequest.maximumHandCountLimit)).")
    var maxHands = HandPoseRequest.defaultMaximumHandCount

    @Option(help: "Palms the detector scores below this are left out (0…1).")
    var minimumConfidence = HandPoseRequest.defaultMinimumDetectionConfidence

    @Option(help: "Hands the landmark model's presence score puts below this are left out (0…1).")
    var minimumPresence = HandPoseRequest.defaultMinimumPresence

    @OptionGroup var input: InputOptions

    func run() throws {
        let request = try HandPoseRequest(maximumHandCount: maxHands, minimumDetectionConfidence: minimumConfidence,
                                          minimumPresence: minimumPresence)
        try json.output?.checkWritable()
        let overlayFormat = try overlay.map { try RenderFormat.forPath($0) }
        if let overlay { try AtomicFile.checkWritable(overlay) }
        try OutputPlan(inputs: [image], outputs: [("--json", json), ("--overlay", overlay)]).check()

        let files = try poseStep { try PoseModelFiles.locateHandModels(environment: ProcessInfo.processInfo.environment) }
        let (decoded, decodeSeconds) = try Stopwatch.time { try input.decoder().decode(path: image) }
        let (estimator, loadSeconds) = try Stopwatch.time { try poseStep { try HandPoseEstimator(files: files, silencesRuntimeLogs: true) } }
        let observation = try poseStep { try estimator.perform(request, on: decoded.pixels) }

        let batch = AtomicFile.Batch()
        if let output = json.output {
            try output.write(observation.jsonText(timings: ["decode": decodeSeconds, "load": loadSeconds]), into: batch)
        }
        if let overlay, let overlayFormat {
            let scene = PeopleFigure.scene(photo: decoded.pixels.eightBit, hands: observation)
            try SceneRenderer.write(scene, to: overlay, as: overlayFormat, into: batch)
        }
        try OutputFile.commit(batch)
        if json == nil && overlay == nil {
            let chirality = observation.hands.map(\.chirality.rawValue).joined(separator: ", ")
            print("\(image): \(observation.hands.count) hand(s)\(chirality.isEmpty ? "" : " (\(chirality))")")
        }
    }
}
