import ArgumentParser
import Foundation
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
            let photo = decoded.pixels.eightBit
            let scene = Scene(width: photo.width, height: photo.height, background: .photo(photo, fade: 0),
                              overlays: [.pose(PoseOverlay(hands: observation.hands))])
            try SceneRenderer.write(scene, to: overlay, as: overlayFormat, into: batch)
        }
        try OutputFile.commit(batch)
        if json == nil && overlay == nil {
            let chirality = observation.hands.map(\.chirality.rawValue).joined(separator: ", ")
            print("\(image): \(observation.hands.count) hand(s)\(chirality.isEmpty ? "" : " (\(chirality))")")
        }
    }
}

extension PoseOverlay {
    /// Each hand's bones and joints, one Okabe–Ito colour per digit (the palm's edge in the wrist's).
    init(hands: [HumanHandPose]) {
        let people = hands.map { hand in
            PosePerson(joints: Dictionary(uniqueKeysWithValues: hand.joints.map { joint, point in
                (joint.rawValue, PoseJoint(x: point.x, y: point.y, confidence: point.confidence))
            }))
        }
        self.init(people: people, skeleton: .hand, minimumConfidence: 0, lineWidth: .relative(0.004), jointRadius: .relative(0.005))
    }
}

extension PoseSkeleton {
    /// Vision's hand: the wrist, the thumb and the four fingers (`HandJoint.bones`), coloured by
    /// digit; the knuckle line and the wrist's bones in the first colour.
    static let hand: PoseSkeleton = {
        let digits = ["thumb", "indexFinger", "middleFinger", "ringFinger", "littleFinger"]
        let bones = HandJoint.bones.map { from, to in
            // A bone belongs to a digit when both its joints do (the wrist's bones to the digit they start).
            let digit = to.digit == from.digit || from == .wrist ? to.digit : nil
            return Bone(from.rawValue, to.rawValue, group: digit.flatMap { digits.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
        }
        return PoseSkeleton(bones: bones, groupColors: [Color(rgb: 0xF0E442), Color(rgb: 0xE69F00), Color(rgb: 0x56B4E9),
                                                         Color(rgb: 0x009E73), Color(rgb: 0xD55E00), Color(rgb: 0xCC79A7)])
    }()
}
