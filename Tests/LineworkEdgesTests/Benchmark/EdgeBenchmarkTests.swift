import Foundation
import LineworkCodecs
import LineworkContours
import LineworkCore
import LineworkEdges
import LineworkImage
import Testing

/// Times `EdgeRequest.perform` on real images for `Scripts/run-edge-benchmark`.
///
/// Skipped unless `LINEWORK_EDGE_BENCH` lists image paths (separated by `:`). Each image is
/// decoded once, then `perform` runs `LINEWORK_EDGE_BENCH_REPEAT` times (default 3) and the best
/// wall-clock time is printed as `edge-bench <path> <width>x<height> <seconds>`, so the figure
/// covers the algorithm only, like the reference's in-process timing, not decoding or start-up.
/// With `LINEWORK_EDGE_BENCH_OUTPUT` set to a folder, the line mask is also written there as
/// `edges-<name>.png` (ink black on white) for comparison with the reference's.
struct EdgeBenchmarkTests {
    static let environment = ProcessInfo.processInfo.environment

    @Test(.enabled(if: environment["LINEWORK_EDGE_BENCH"] != nil, "a timing, not a check: set LINEWORK_EDGE_BENCH=1 to run it"))
    func timePerform() throws {
        let paths = (Self.environment["LINEWORK_EDGE_BENCH"] ?? "").split(separator: ":").map(String.init)
        let repeats = max(1, Int(Self.environment["LINEWORK_EDGE_BENCH_REPEAT"] ?? "") ?? 3)
        let request = try EdgeRequest()
        for path in paths {
            let image = try Self.eightBit(ImageDecoder(limits: ResourceLimits(maxPixels: 100_000_000)).decode(path: path).pixels)
            var best = Double.infinity
            var map: EdgeMap?
            for _ in 0..<repeats {
                let (result, seconds) = Stopwatch.time { request.perform(on: image) }
                best = min(best, seconds)
                map = result
            }
            print("edge-bench \(path) \(image.width)x\(image.height) \(best)")
            if let folder = Self.environment["LINEWORK_EDGE_BENCH_OUTPUT"], let map {
                let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                let paper = Image(validWidth: map.width, height: map.height, channels: 1,
                                  samples: map.lines.pixels.map { 255 - $0 })
                try PNGEncoder.write(paper, to: folder + "/edges-\(name).png")
            }
        }
    }

    /// 8-bit samples of a decoded image (16-bit reduced by rounding v / 257).
    static func eightBit(_ pixels: PixelBuffer) -> Image<UInt8> {
        switch pixels {
        case .uint8(let image):
            return image
        case .uint16(let image):
            return Image(validWidth: image.width, height: image.height, channels: image.channels,
                         samples: image.samples.map { UInt8((UInt32($0) + 128) / 257) })
        }
    }
}
