import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkPose

/// `linework segment VIDEO --mask OUT.mp4`: the person mask of every frame, as a gray video
/// (255 = person) with the source's frame rate (Vision's person segmentation on video frames).
///
/// Each frame is segmented on its own, as mediapipe's selfie segmentation graph does (it has no
/// smoothing between frames), by one `PersonSegmenter` loaded once.
public enum PersonMaskVideo {
    /// The output's frame size for a source of `width` × `height`: H.264's and VP9's yuv420p
    /// need even sides, so an odd side gains a pixel (the mask's last row or column repeated).
    public static func frameSize(width: Int, height: Int) -> (width: Int, height: Int) {
        ((width + 1) / 2 * 2, (height + 1) / 2 * 2)
    }

    /// Writes the mask video of `path` into `sink` (frames of `frameSize`), and returns the mean
    /// share of person pixels (probability at least one half) over the frames.
    ///
    /// - Parameters:
    ///   - path: the video.
    ///   - info: its `VideoInfo.probe`.
    ///   - segmenter: the model to run on every frame.
    ///   - sink: the encoder.
    ///   - environment: where ffmpeg is looked for.
    ///   - progress: called with the number of frames written so far.
    /// - Throws: `LineworkError` from decoding or encoding, `PoseError.runtime` from the model.
    @discardableResult
    public static func render(source path: String, info: VideoInfo, segmenter: PersonSegmenter, into sink: any FrameSink,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              progress: (Int) -> Void = { _ in }) throws -> Double {
        let reader = try VideoReader(path: path, info: info, environment: environment)
        let size = frameSize(width: reader.width, height: reader.height)
        var frame = [UInt8](), rgba = [UInt8](repeating: 255, count: size.width * size.height * 4)
        var frames = 0, personShare = 0.0
        while try reader.read(into: &frame) {
            let photo = try Image(width: reader.width, height: reader.height, channels: 3, samples: frame)
            let mask = try segmenter.perform(on: photo).grayMask
            personShare += Double(mask.samples.reduce(0) { $0 + ($1 >= 128 ? 1 : 0) }) / Double(max(mask.samples.count, 1))
            copy(mask, into: &rgba, width: size.width, height: size.height)
            try rgba.withUnsafeBufferPointer { try sink.append(rgba: $0) }
            frames += 1
            progress(frames)
        }
        try reader.finish()
        return frames == 0 ? 0 : personShare / Double(frames)
    }

    /// `mask` (one channel) as opaque gray RGBA of `width` × `height`, its last row and column
    /// repeated where the frame is larger.
    static func copy(_ mask: Image<UInt8>, into rgba: inout [UInt8], width: Int, height: Int) {
        mask.samples.withUnsafeBufferPointer { source in
            rgba.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = min(y, mask.height - 1) * mask.width
                    for x in 0..<width {
                        let value = source[row + min(x, mask.width - 1)], at = (y * width + x) * 4
                        target[at] = value
                        target[at + 1] = value
                        target[at + 2] = value
                    }
                }
            }
        }
    }
}
