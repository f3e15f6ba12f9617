import Foundation
import LineworkCore
import Testing
@testable import LineworkCodecs

/// Regression (hardening IV, item 6): a 722 KB file that declares 240 fps with sparse
/// timestamps was read as 2.8 million frames (the reader forces the average rate, repeating
/// frames to fill the gaps). A file that declares far more frames than it holds is refused.
struct VideoFrameBoundTests {
    /// ffprobe's JSON with `nb_read_packets` (what `-count_packets` adds).
    static func probed(rate: String, duration: String, packets: Int) -> [String: Any] {
        var json = VideoInfoTests.probed(rate: rate, duration: duration, frames: nil, audio: false)
        var streams = json["streams"] as? [[String: Any]] ?? []
        streams[0]["nb_read_packets"] = "\(packets)"
        json["streams"] = streams
        return json
    }

    @Test func aDeclaredCountFarAboveThePacketsIsRefused() throws {
        #expect(throws: LineworkError.self) { try VideoInfo(probed: Self.probed(rate: "240/1", duration: "11800", packets: 2000), path: "x.mkv") }
        // A variable-rate clip with a few repeats is read.
        let info = try VideoInfo(probed: Self.probed(rate: "30/1", duration: "10", packets: 200), path: "phone.mp4")
        #expect(info.frameCount == 300)
    }

    /// The file itself: five frames a minute apart in Matroska, declaring 240 fps (57,601
    /// frames at the average rate). Refused by the probe, before any decoding.
    @Test(.enabled(if: VideoTools.installed, "ffmpeg is not installed"))
    func aSparseClipIsRefusedByTheProbe() throws {
        let folder = NSTemporaryDirectory() + "linework-sparse-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/sparse.mkv"
        try VideoTools.ffmpeg(["-f", "lavfi", "-i", "testsrc=s=32x32:r=1:d=5", "-vf", "setpts=PTS*60/TB",
                                          "-c:v", "libx264", "-fps_mode", "passthrough", "-r", "240", path])
        do {
            let info = try VideoInfo.probe(path)
            Issue.record("accepted: \(info.frameCount) frames")
        } catch {
            let message = "\(error)"
            #expect(message.contains("holds 5") && message.contains("re-encode"), "\(message)")
        }
    }
}
