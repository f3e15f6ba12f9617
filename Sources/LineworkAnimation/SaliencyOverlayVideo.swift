import Foundation
import LineworkArt
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkRender
import LineworkSaliency
import LineworkVideo

/// `linework saliency VIDEO --overlay OUT`: every frame drawn as the still `--overlay` draws a
/// photo (`SaliencyFigure`: the colour-mapped heatmap and the salient box over it), from a
/// `VideoSaliencyTrack` of the same video, so the map and the box are the smoothed ones.
public enum SaliencyOverlayVideo {
    /// The output's frame size for a source of `width` × `height`: the same, less a pixel on an
    /// odd side (H.264's yuv420p needs even sides); a side of one pixel is padded to two, its
    /// pixel repeated (a 1 × 1 or 1 × 100 clip).
    public static func frameSize(width: Int, height: Int) -> (width: Int, height: Int) {
        (max(2, width / 2 * 2), max(2, height / 2 * 2))
    }

    /// Writes the overlay video into `sink` (frames of `frameSize`).
    ///
    /// - Parameters:
    ///   - track: the video's saliency, from `VideoSaliencyAnalyzer`.
    ///   - path: the video.
    ///   - info: its `VideoInfo.probe`.
    ///   - sink: the encoder.
    ///   - colorMap: the heatmap's colours; jet by default, as the still overlay.
    ///   - blend: how the heatmap is laid over the frame; by value by default, as the still overlay.
    ///   - environment: where ffmpeg is looked for.
    ///   - progress: called with the number of frames written so far.
    /// - Throws: `LineworkError` from decoding, drawing or encoding.
    public static func render(_ track: VideoSaliencyTrack, source path: String, info: VideoInfo, into sink: any FrameSink,
                              colorMap: ColorMap = .jet, blend: SaliencyFigure.BlendName = .value,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              progress: (Int) -> Void = { _ in }) throws {
        let size = frameSize(width: info.width, height: info.height)
        let reader = try VideoReader(path: path, info: info, environment: environment)
        var frame = [UInt8]()
        var rgba = [UInt8](repeating: 255, count: size.width * size.height * 4)
        var index = 0
        while try reader.read(into: &frame) {
            let at = min(index, track.frameCount - 1)
            let photo = try Image(width: info.width, height: info.height, channels: 3, samples: frame)
                .fitted(width: size.width, height: size.height)
            let boxes = track.subject(at: at).map { [SalientObject(boundingBox: $0, confidence: track.confidence(at: at))] } ?? []
            let heatmap = track.heatmap(at: at)
            let observation = SaliencyObservation(model: .attention, imageWidth: size.width, imageHeight: size.height,
                                                  map: heatmap, heatmap: heatmap, salientObjects: boxes)
            let drawn = try SceneRenderer.rasterize(SaliencyFigure.scene(photo: photo, observation: observation,
                                                                         colorMap: colorMap, blend: blend))
            Self.copyRGBA(drawn, into: &rgba)
            try rgba.withUnsafeBufferPointer { try sink.append(rgba: $0) }
            index += 1
            progress(index)
        }
        try reader.finish()
    }

    /// `image` (RGB or RGBA, the frame's size) as opaque RGBA.
    private static func copyRGBA(_ image: Image<UInt8>, into rgba: inout [UInt8]) {
        let channels = image.channels
        image.samples.withUnsafeBufferPointer { source in
            rgba.withUnsafeMutableBufferPointer { target in
                for i in 0..<(image.width &* image.height) {
                    for c in 0..<3 { target[i &* 4 &+ c] = source[i &* channels &+ c] }
                }
            }
        }
    }
}

private extension Image where Sample == UInt8 {
    /// The top-left `width` × `height` pixels, the last row and column repeated where the
    /// image is smaller (the image itself when that is its size).
    func fitted(width w: Int, height h: Int) -> Image<UInt8> {
        guard w != width || h != height else { return self }
        var out = [UInt8]()
        out.reserveCapacity(w * h * channels)
        for row in 0..<h {
            let line = min(row, height - 1) * width
            for column in 0..<w {
                let at = (line + min(column, width - 1)) * channels
                out += samples[at..<(at + channels)]
            }
        }
        return Image(validWidth: w, height: h, channels: channels, samples: out)
    }
}
