import LineworkCore
import LineworkImage

extension BodyJoint {
    /// The skeleton's bones, Vision's 18 connections (the same as `PoseSkeleton.vision` draws):
    /// face to neck, the torso through neck and root, then each limb from its shoulder or hip.
    public static let bones: [(BodyJoint, BodyJoint)] = [
        (.nose, .leftEye), (.nose, .rightEye), (.leftEye, .leftEar), (.rightEye, .rightEar), (.nose, .neck),
        (.neck, .leftShoulder), (.neck, .rightShoulder), (.neck, .root), (.root, .leftHip), (.root, .rightHip),
        (.leftShoulder, .leftElbow), (.leftElbow, .leftWrist), (.rightShoulder, .rightElbow), (.rightElbow, .rightWrist),
        (.leftHip, .leftKnee), (.leftKnee, .leftAnkle), (.rightHip, .rightKnee), (.rightKnee, .rightAnkle),
    ]
}

extension HumanBodyPose {
    /// Whether two poses are one body found twice: their landmarks' bounding boxes overlap by
    /// more than half (intersection over union).
    public func isSameBody(as other: HumanBodyPose) -> Bool {
        func box(_ pose: HumanBodyPose) -> (Double, Double, Double, Double) {
            (pose.landmarks.map(\.x).min() ?? 0, pose.landmarks.map(\.y).min() ?? 0,
             pose.landmarks.map(\.x).max() ?? 0, pose.landmarks.map(\.y).max() ?? 0)
        }
        let a = box(self), b = box(other)
        return BoxOverlap.intersectionOverUnion((a.0, a.1, a.2, a.3, (a.2 - a.0) * (a.3 - a.1)),
                                                (b.0, b.1, b.2, b.3, (b.2 - b.0) * (b.3 - b.1))) > 0.5
    }

    /// The body's size in pixels of a `width` × `height` image: the longest of shoulder width,
    /// hip width and neck-to-root length among the joints found, else the joints' extent.
    func bodyScale(width: Int, height: Int) -> Double {
        func pixel(_ joint: BodyJoint) -> (x: Double, y: Double)? { joints[joint]?.pixel(width: width, height: height) }
        func length(_ a: BodyJoint, _ b: BodyJoint) -> Double {
            guard let p = pixel(a), let q = pixel(b) else { return 0 }
            return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
        }
        let torso = max(length(.leftShoulder, .rightShoulder), length(.leftHip, .rightHip), length(.neck, .root))
        if torso > 0 { return torso }
        let points = joints.keys.compactMap(pixel)
        let extent = max((points.map(\.x).max() ?? 0) - (points.map(\.x).min() ?? 0),
                         (points.map(\.y).max() ?? 0) - (points.map(\.y).min() ?? 0))
        return max(extent, Double(max(width, height)) / 20)
    }
}

extension PoseObservation {
    /// A soft mask of where the people's bodies are, for emphasising the figure in line art.
    ///
    /// Every bone whose two joints were found becomes a capsule around the segment, of radius
    /// `thickness` × the body's scale (see `bodyScale`); the head is a disc around the nose of
    /// radius 0.6 × scale. The weight is 1 inside, falls smoothly (smoothstep) to 0 over
    /// `feather` × the radius beyond it, and is the maximum over all bodies.
    ///
    /// - Parameters:
    ///   - width: mask width in pixels; need not be the analysed image's (joints are normalised).
    ///   - height: mask height in pixels.
    ///   - thickness: capsule radius relative to the body's scale; default 0.18, about a limb's
    ///     half-width on an adult seen whole.
    ///   - feather: fall-off length relative to the radius; default 0.5.
    /// - Returns: weights in [0, 1], top row first.
    public func bodyWeight(width: Int, height: Int, thickness: Double = 0.18, feather: Double = 0.5) -> FloatImage {
        let width = max(1, width), height = max(1, height)
        var mask = FloatImage(validWidth: width, height: height, repeating: 0)
        mask.samples.withUnsafeMutableBufferPointer { weights in
            for person in people {
                let scale = person.bodyScale(width: width, height: height)
                var segments: [(x0: Double, y0: Double, x1: Double, y1: Double, radius: Double)] = []
                for (a, b) in BodyJoint.bones {
                    guard let p = person.joints[a]?.pixel(width: width, height: height),
                          let q = person.joints[b]?.pixel(width: width, height: height) else { continue }
                    segments.append((p.x, p.y, q.x, q.y, thickness * scale))
                }
                if let nose = person.joints[.nose]?.pixel(width: width, height: height) {
                    segments.append((nose.x, nose.y, nose.x, nose.y, 0.6 * scale))
                }
                for segment in segments {
                    paintCapsule(segment, feather: feather, into: weights, width: width, height: height)
                }
            }
        }
        return mask
    }

    /// Raises `weights` to the capsule's weight inside its bounding box only.
    private func paintCapsule(_ s: (x0: Double, y0: Double, x1: Double, y1: Double, radius: Double), feather: Double,
                              into weights: UnsafeMutableBufferPointer<Float>, width: Int, height: Int) {
        let outer = s.radius * (1 + feather)
        let left = max(0, Int((min(s.x0, s.x1) - outer).rounded(.down)))
        let right = min(width - 1, Int((max(s.x0, s.x1) + outer).rounded(.up)))
        let top = max(0, Int((min(s.y0, s.y1) - outer).rounded(.down)))
        let bottom = min(height - 1, Int((max(s.y0, s.y1) + outer).rounded(.up)))
        guard left <= right && top <= bottom else { return }
        let dx = s.x1 - s.x0, dy = s.y1 - s.y0, lengthSquared = dx * dx + dy * dy
        let band = max(outer - s.radius, 1e-9)
        for y in top...bottom {
            var index = y &* width &+ left
            for x in left...right {
                // Distance from the pixel centre to the segment.
                let px = Double(x) - s.x0, py = Double(y) - s.y0
                let t = lengthSquared > 0 ? min(max((px * dx + py * dy) / lengthSquared, 0), 1) : 0
                let ex = px - t * dx, ey = py - t * dy
                let distance = (ex * ex + ey * ey).squareRoot()
                if distance < outer {
                    let f = min(max((outer - distance) / band, 0), 1)
                    let weight = Float(f * f * (3 - 2 * f))
                    if weight > weights[index] { weights[index] = weight }
                }
                index &+= 1
            }
        }
    }
}

extension PoseObservation {
    /// The people's bodies as a soft weight map (`bodyWeight(width:height:)`) in the analysed
    /// image's aspect, at most `maximumSide` pixels on its longer side: the weights of the art's
    /// `pose` style (`LineArt`, `LineDrawing`'s `bodyMask`), which rescale them to the drawing.
    ///
    /// - Parameter maximumSide: the longer side in pixels (default 512; at least 1).
    /// - Returns: nil when nobody was found.
    public func bodyWeight(maximumSide: Int = 512) -> FloatImage? {
        guard !people.isEmpty, imageWidth > 0, imageHeight > 0 else { return nil }
        let scale = min(1, Double(max(1, maximumSide)) / Double(max(imageWidth, imageHeight)))
        return bodyWeight(width: max(1, Int((Double(imageWidth) * scale).rounded())),
                          height: max(1, Int((Double(imageHeight) * scale).rounded())))
    }
}
