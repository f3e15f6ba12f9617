import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkPose
import LineworkVideo

/// A video in an animated album: its most salient shot (`SalientShot`), that shot's key frame
/// decoded (at most 2048 pixels a side, more than any pan shows), and the frames to play.
struct VideoKeyFrame {
    let info: VideoInfo
    let pixels: PixelBuffer
    let playStart: Int
    let playFrames: Int

    /// The most pixels a side of the key frame: 2048.
    static let maximumSide = 2048

    /// Analyses the video at `path` (with faces when `faces` and a face model is installed) and
    /// decodes its key frame; `pictureSeconds` is how long the album shows it.
    init(path: String, faces: Bool, pictureSeconds: Double) throws {
        let environment = ProcessInfo.processInfo.environment
        info = try VideoInfo.probe(path, environment: environment)
        var analyzer = VideoSaliencyAnalyzer()
        analyzer.faceFinder = faces ? try FaceCue.finder(environment: environment) : nil
        let track = try analyzer.analyze(path, info: info, environment: environment)
        let shot = SalientShot(track: track)
        let played = shot.playedFrames(seconds: pictureSeconds, rate: info.frameRate.value)
        (playStart, playFrames) = (played.lowerBound, played.count)
        let size = info.size(maximumDimension: Self.maximumSide)
        let reader = try VideoReader(path: path, info: info, width: size.width, height: size.height,
                                     startFrame: min(shot.keyFrame, info.frameCount - 1), environment: environment)
        var frame = [UInt8]()
        guard try reader.read(into: &frame) else {
            throw LineworkError.corruptVideo(path: path, detail: "frame \(shot.keyFrame) does not decode")
        }
        pixels = .uint8(try Image(width: size.width, height: size.height, channels: 3, samples: frame))
    }
}
