import Foundation
import Testing

/// Regressions (hardening IV, items 2 and 3), end to end: a video input is the file named and
/// nothing else. Names that ffmpeg would read as protocol URLs (`concat:`, `file:`,
/// `subfile:`), typed relative to the working directory as a user would, each hold a decoy
/// (text, not a video) beside the real videos the URL names: the decoy must be what is read,
/// and refused; before, `ok.ts` was read twice or `ok.mp4` in its place. A playlist named
/// `clip.mp4` is refused by its format.
@Suite(.enabled(if: CLI.programOnPath("ffmpeg") != nil && CLI.programOnPath("ffprobe") != nil,
                "ffmpeg and ffprobe are not installed (Debian package ffmpeg)"))
struct VideoInputPolicyTests {
    /// A folder holding `ok.mp4` and `ok.ts` (32 × 32, 5 frames) and `private/secret.ts`.
    static func scene() throws -> URL {
        let folder = try CLI.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("private"), withIntermediateDirectories: true)
        for (source, name) in [("testsrc=", "private/secret.ts"), ("color=c=red:", "ok.mp4"), ("color=c=blue:", "ok.ts")] {
            let made = try CLI.run(["-v", "error", "-f", "lavfi", "-i", "\(source)s=32x32:r=10:d=0.5", "-c:v", "libx264",
                                    "-pix_fmt", "yuv420p", folder.appendingPathComponent(name).path],
                                   program: try #require(CLI.programOnPath("ffmpeg")))
            #expect(made.status == 0, "\(made.stderr)")
        }
        return folder
    }

    @Test(arguments: ["concat:ok.ts|ok.ts", "file:ok.mp4", "subfile,,start,0,end,0,,:ok.mp4"])
    func protocolNamesAreReadAsFiles(name: String) throws {
        let folder = try Self.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("a decoy, not a video\n".utf8).write(to: folder.appendingPathComponent(name))
        let before = CLI.contents(of: folder)
        let result = try CLI.run(["reframe", name, "--aspect", "1:1", "--json", "plan.json"], directory: folder)
        result.expectCleanFailure(mentioning: "not a video")
        #expect(CLI.contents(of: folder) == before, "nothing written")
    }

    /// HLS playlists (relative, absolute and `file:` segments) and an ffconcat list named like
    /// a video, through each video command's probe.
    @Test func playlistsAreRefusedByEveryVideoCommand() throws {
        let folder = try Self.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = folder.appendingPathComponent("private/secret.ts").path
        let lists = [
            "relative.mp4": "#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:0.5,\nprivate/secret.ts\n#EXT-X-ENDLIST\n",
            "absolute.mp4": "#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:0.5,\n\(secret)\n#EXT-X-ENDLIST\n",
            "url.mp4": "#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:0.5,\nfile:\(secret)\n#EXT-X-ENDLIST\n",
            "list.mp4": "ffconcat version 1.0\nfile 'ok.ts'\n",
        ]
        for (name, text) in lists { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let before = CLI.contents(of: folder)
        for name in lists.keys.sorted() {
            for arguments in [["reframe", name, "--aspect", "1:1", "--json", "plan.json"],
                              ["saliency", name, "--json", "s.json"],
                              ["draw", name, "--video", "d.mp4"], ["segment", name, "--mask", "m.mp4"]] {
                let result = try CLI.run(arguments, directory: folder)
                result.expectCleanFailure(mentioning: "not a single-file video")
            }
        }
        #expect(CLI.contents(of: folder) == before, "nothing written")
    }

    /// A name starting with `-` (after `--`) is a file, read as itself.
    @Test func aNameStartingWithADashIsAFile() throws {
        let folder = try Self.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: folder.appendingPathComponent("ok.mp4"), to: folder.appendingPathComponent("-y.mp4"))
        let result = try CLI.run(["reframe", "--aspect", "1:1", "--json", "plan.json", "--", "-y.mp4"], directory: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try Data(contentsOf: folder.appendingPathComponent("plan.json"))
        let frames = (try JSONSerialization.jsonObject(with: plan) as? [String: Any])?["frames"] as? [Any]
        #expect(frames?.count == 5)
    }
}
