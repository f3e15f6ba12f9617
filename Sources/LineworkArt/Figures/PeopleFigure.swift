import LineworkCore
import LineworkImage
import LineworkPose
import LineworkRender

/// The people requests drawn over their photo, as `linework pose`, `faces` and `hands` write
/// their `--overlay`: the photo unfaded, then the boxes, bones and points in Vision's places.
///
/// ```swift
/// let observation = try PoseRequest().perform(on: decoded.pixels)
/// let scene = PeopleFigure.scene(photo: decoded.pixels.eightBit, pose: observation)
/// try SceneRenderer.write(scene, to: "pose.png", as: .png)
/// ```
public enum PeopleFigure {
    /// The body skeleton: Vision's bones and joints, joints below `minimumConfidence` left out.
    public static func scene(photo: Image<UInt8>, pose observation: PoseObservation,
                             minimumConfidence: Double = PoseRequest.defaultMinimumJointConfidence) -> Scene {
        let people = observation.people.map { person in
            PosePerson(joints: Dictionary(uniqueKeysWithValues: person.joints.map { joint, point in
                (joint.rawValue, PoseJoint(x: point.x, y: point.y, confidence: point.confidence))
            }))
        }
        return over(photo, [.pose(PoseOverlay(people: people, minimumConfidence: minimumConfidence))])
    }

    /// Each face's box and its six keypoints as dots.
    public static func scene(photo: Image<UInt8>, faces observation: FaceObservation) -> Scene {
        let dots = PoseOverlay(people: observation.faces.map { face in
            PosePerson(joints: Dictionary(uniqueKeysWithValues: face.landmarks.map { ($0.key.rawValue, PoseJoint(x: $0.value.x, y: $0.value.y)) }))
        }, skeleton: PoseSkeleton(bones: [], groupColors: []))
        return over(photo, [.boxes(boxes(observation.faces)), .pose(dots)])
    }

    /// Each face's box and its landmark regions as outlines (loops closed), one colour per kind
    /// of feature; a pupil is a dot.
    public static func scene(photo: Image<UInt8>, landmarks observation: FaceLandmarksObservation) -> Scene {
        let outlines = PoseOverlay(people: observation.faces.map(PosePerson.init(regionsOf:)), skeleton: .faceRegions,
                                   lineWidth: .relative(0.002), jointRadius: .relative(0.0015))
        return over(photo, [.boxes(boxes(observation.faces.map(\.face))), .pose(outlines)])
    }

    /// Each hand's bones and joints, one colour per digit (the palm's edge in the wrist's).
    public static func scene(photo: Image<UInt8>, hands observation: HandPoseObservation) -> Scene {
        let people = observation.hands.map { hand in
            PosePerson(joints: Dictionary(uniqueKeysWithValues: hand.joints.map { joint, point in
                (joint.rawValue, PoseJoint(x: point.x, y: point.y, confidence: point.confidence))
            }))
        }
        let overlay = PoseOverlay(people: people, skeleton: .hand, minimumConfidence: 0,
                                  lineWidth: .relative(0.004), jointRadius: .relative(0.005))
        return over(photo, [.pose(overlay)])
    }

    private static func over(_ photo: Image<UInt8>, _ overlays: [Overlay]) -> Scene {
        Scene(width: photo.width, height: photo.height, background: .photo(photo, fade: 0), overlays: overlays)
    }

    private static func boxes(_ faces: [Face]) -> BoxOverlay {
        BoxOverlay(boxes: faces.map { SalientBox(boundingBox: $0.boundingBox, confidence: $0.confidence) })
    }
}
