import Foundation
import LineworkCore
import LineworkImage
import LineworkPose

/// The people detectors a reframing runs on its sampled frames: BlazeFace for faces and
/// BlazePose for bodies, each loaded once, each used when installed and asked for.
public enum PeopleCue {
    /// A finder of the people in a frame, or nil when no model it needs is installed (or the
    /// signals use no people).
    ///
    /// - Parameters:
    ///   - signals: which of faces and bodies to look for (a weight of 0 skips its model).
    ///   - environment: where the models are looked for (`PoseModelFiles`).
    /// - Throws: `PoseError` when an installed model is damaged or its runtime fails.
    public static func finder(signals: SubjectSignals,
                              environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> ((PixelBuffer) throws -> [PersonBox])? {
        let faceDetector = signals.faces > 0
            ? try (try? PoseModelFiles.locateFaceModel(environment: environment)).map { try FaceDetector(files: $0, silencesRuntimeLogs: true) }
            : nil
        let estimator = signals.people > 0
            ? try (try? PoseModelFiles.locate(environment: environment)).map { try PoseEstimator(files: $0, silencesRuntimeLogs: true) }
            : nil
        guard faceDetector != nil || estimator != nil else { return nil }
        let request = try PoseRequest(maximumPeople: 4)
        return { pixels in
            let faces = try faceDetector?.perform(FaceRequest(), on: pixels).faces.map(\.box) ?? []
            let bodies = try estimator?.perform(request, on: pixels).people ?? []
            return people(faces: faces, bodies: bodies)
        }
    }

    /// Bodies and faces matched into people: a face belongs to the body whose head holds its
    /// centre; a face without a body is a person of its own (a close-up), and so is a body
    /// without a face.
    static func people(faces: [FaceBox], bodies: [HumanBodyPose]) -> [PersonBox] {
        var people = bodies.compactMap { body -> PersonBox? in
            let points = body.joints.values.filter { $0.confidence >= 0.3 }
            guard points.count >= 3 else { return nil }
            let (left, right) = (points.map(\.x).min()!, points.map(\.x).max()!)
            let (bottom, top) = (points.map(\.y).min()!, points.map(\.y).max()!)
            // Joints are points inside the body: its top of the head lies above the eyes and its
            // edges beyond the joints by about a limb's half-width.
            let w = right - left, h = top - bottom, pad = max(0.06 * h, 0.01)
            let box = NormalizedRect(x: left - pad - 0.05 * w, y: bottom - pad, width: w * 1.1 + 2 * pad,
                                     height: h + pad + max(0.12 * h, 0.02)).clipped
            return PersonBox(boundingBox: box, faceConfidence: 0, bodyConfidence: body.detectionScore * body.presence)
        }
        for face in faces {
            let b = face.boundingBox
            let grown = NormalizedRect(x: b.x - 0.2 * b.width, y: b.y - 0.3 * b.height, width: b.width * 1.4,
                                       height: b.height * 1.55).clipped
            let (cx, cy) = (b.x + b.width / 2, b.y + b.height / 2)
            if let i = people.indices.first(where: { people[$0].faceConfidence == 0 && people[$0].boundingBox.contains(x: cx, y: cy) }) {
                people[i].boundingBox = people[i].boundingBox.union(grown)
                people[i].faceConfidence = face.confidence
            } else {
                people.append(PersonBox(boundingBox: grown, faceConfidence: face.confidence, bodyConfidence: 0))
            }
        }
        return people
    }
}
