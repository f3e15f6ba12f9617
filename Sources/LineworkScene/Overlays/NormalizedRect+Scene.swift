import LineworkCore

extension NormalizedRect {
    /// The rectangle in scene coordinates (x right, y down, pixel centres at integers) of a
    /// `imageWidth` × `imageHeight` image: (left, top, width, height). The image spans
    /// [−0.5, W − 0.5], so normalised 0 maps to −0.5 and 1 to W − 0.5; y flips.
    package func sceneRect(imageWidth: Int, imageHeight: Int) -> (x: Double, y: Double, width: Double, height: Double) {
        let box = pixels(imageWidth: imageWidth, imageHeight: imageHeight)
        return (box.x - 0.5, box.y - 0.5, box.width, box.height)
    }
}

/// A normalised lower-left point (Vision's convention, see `NormalizedRect`) to scene coordinates.
package func scenePoint(normalizedX x: Double, y: Double, imageWidth: Int, imageHeight: Int) -> ScenePoint {
    ScenePoint(x * Double(imageWidth) - 0.5, (1 - y) * Double(imageHeight) - 0.5)
}
