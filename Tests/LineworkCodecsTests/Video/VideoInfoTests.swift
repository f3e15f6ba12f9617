import Foundation
import LineworkCore
import Testing
@testable import LineworkCodecs

/// What `VideoInfo` makes of ffprobe's JSON: sizes as shown, rates, limits, and what is not a
/// video. ffprobe's own output, trimmed to the fields read.
struct VideoInfoTests {
    static func probed(width: Int = 1920, height: Int = 1080, rate: String = "25/1", duration: String = "8.000000",
                       frames: String? = "200", rotation: Int? = nil, audio: Bool = true,
                       format: String = "mov,mp4,m4a,3gp,3g2,mj2") -> [String: Any] {
        var video: [String: Any] = ["codec_type": "video", "width": width, "height": height, "avg_frame_rate": rate,
                                    "r_frame_rate": rate, "duration": duration, "disposition": ["attached_pic": 0]]
        if let frames { video["nb_frames"] = frames }
        if let rotation { video["side_data_list"] = [["side_data_type": "Display Matrix", "rotation": rotation]] }
        var streams: [[String: Any]] = [video]
        if audio { streams.append(["codec_type": "audio", "codec_name": "aac"]) }
        return ["streams": streams, "format": ["format_name": format, "duration": duration]]
    }

    @Test func readsSizeRateLengthAndSound() throws {
        let info = try VideoInfo(probed: Self.probed(rate: "30000/1001", frames: nil), path: "clip.mp4")
        #expect(info.width == 1920 && info.height == 1080)
        #expect(info.frameRate == FrameRate(frames: 30000, seconds: 1001))
        #expect(info.frameCount == 240)   // 8 s × 29.97, rounded: no count in the container
        #expect(info.audioCodec == "aac")
        #expect(try VideoInfo(probed: Self.probed(audio: false), path: "a.mp4").audioCodec == nil)
    }

    /// A phone video stored landscape with a −90° display matrix is shown portrait.
    @Test func rotationSwapsTheShownSize() throws {
        let info = try VideoInfo(probed: Self.probed(rotation: -90), path: "phone.mp4")
        #expect(info.rotation == 270)
        #expect(info.width == 1080 && info.height == 1920)
        #expect(info.size(maximumDimension: 384) == (width: 216, height: 384))
    }

    @Test func refusesWhatIsNotAVideoOrTooMuch() {
        func problem(_ json: [String: Any]) -> String {
            do {
                _ = try VideoInfo(probed: json, path: "x")
                return "accepted"
            } catch {
                return "\(error)"
            }
        }
        #expect(problem(["streams": [["codec_type": "audio"]], "format": [:]]).contains("no video stream"))
        #expect(problem(Self.probed(format: "png_pipe")).contains("no video stream"))
        #expect(problem(Self.probed(width: 5000, height: 5000)).contains("5000"))
        #expect(problem(Self.probed(duration: "20000")).contains("longer than"))
        #expect(problem(Self.probed(rate: "0/0")).contains("frame rate"))
        #expect(problem(Self.probed(rate: "1000/1")).contains("frame rate"))
        #expect(problem(Self.probed(duration: "N/A")).contains("no length"))
    }

    @Test func recognisesVideoPaths() {
        #expect(VideoInfo.isVideoPath("a/b/Clip.MOV"))
        #expect(VideoInfo.isVideoPath("x.webm"))
        #expect(!VideoInfo.isVideoPath("photo.png"))
        #expect(!VideoInfo.isVideoPath("folder.mp4/photo"))
        #expect(!VideoInfo.isVideoPath("noextension"))
    }

    @Test func parsesFrameRates() {
        #expect(FrameRate(parsing: "25/1")?.value == 25)
        #expect(FrameRate(parsing: "24")?.value == 24)
        #expect(FrameRate(parsing: "0/0") == nil)
        #expect(FrameRate(parsing: "25/0") == nil)
        #expect(FrameRate(parsing: "a/b") == nil)
        #expect(FrameRate(parsing: "1/2/3") == nil)
    }
}
