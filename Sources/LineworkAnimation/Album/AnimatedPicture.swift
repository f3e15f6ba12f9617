import Foundation
import LineworkArt
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkPose
import LineworkSaliency
import LineworkScene
import LineworkVideo

/// What one photo (or one video of an album) gives an animation: its pixels, faces, saliency
/// and, when the style or the animated SVG needs it, its drawing.
struct AnimatedPicture {
    var photo: Image<UInt8>
    var width: Int, height: Int
    var faces: [FaceBox]
    var observation: SaliencyObservation
    var drawing: LineDrawing?
    /// For a video: the file, its description, and the shot played (first frame, frame count).
    var clip: (path: String, info: VideoInfo, start: Int, frames: Int)?

    /// Analyses the photo or video at `path`.
    ///
    /// - Parameters:
    ///   - needsDrawing: whether to draw it (`DrawOptions` from `options.drawing`).
    ///   - pictureSeconds: how long the picture shows (a video plays its most salient shot for it).
    ///   - emptyDrawing: told the path of a picture whose drawing is empty.
    init(_ path: String, options: AnimationOptions, decoder: ImageDecoder, needsDrawing: Bool, pictureSeconds: Double,
         emptyDrawing: (String) -> Void) throws {
        let pixels: PixelBuffer
        if VideoInfo.isVideoPath(path) {
            let key = try VideoKeyFrame(path: path, faces: options.usesFaces, pictureSeconds: pictureSeconds)
            pixels = key.pixels
            clip = (path, key.info, key.playStart, key.playFrames)
        } else {
            pixels = try decoder.decode(path: path).pixels
        }
        var request = try SaliencyRequest(model: .attention)
        request.faces = options.usesFaces ? try FaceCue.faces(in: pixels) : []
        faces = request.faces
        observation = request.perform(on: pixels)
        if needsDrawing {
            let drawn = try LineDrawing(pixels, options: options.drawing)
            if drawn.notes.contains(where: { if case .empty = $0 { true } else { false } }) { emptyDrawing(path) }
            drawing = drawn
        }
        photo = pixels.eightBit
        (width, height) = (pixels.width, pixels.height)
    }
}
