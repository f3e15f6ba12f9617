import Foundation
import LineworkArt
import Glibc
import Testing

/// `linework studio` as a local server must be: the token on every request, loopback unless
/// told otherwise, no file outside what was opened, and bounded uploads.
@Suite(.serialized)
struct StudioSecurityTests {
    static let photo = CLI.galleryInputs.appendingPathComponent("coins.png").path

    @Test func everyRouteNeedsTheToken() throws {
        let studio = try StudioProcess([Self.photo])
        for path in ["/", "/api/photos", "/api/photos/0/photo.jpg", "/api/photos/0/saliency.png", "/api/live", "/favicon.ico"] {
            #expect(try HTTP.get(studio.base + path).1 == 403, "\(path) without a token")
            #expect(try HTTP.get(studio.base + path + "?token=0123456789abcdef0123456789abcdef").1 == 403, "\(path) with a wrong token")
        }
        #expect(try HTTP.post(studio.base + "/api/photos/0/export/svg", body: Data("{}".utf8)).1 == 403)
        #expect(try HTTP.post(studio.base + "/api/preset", body: Data("{}".utf8)).1 == 403)
        // A WebSocket handshake without the token is not upgraded.
        let handshake = ["Connection": "Upgrade", "Upgrade": "websocket", "Sec-WebSocket-Version": "13",
                         "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="]
        #expect(try HTTP.get(studio.base + "/api/live", headers: handshake).1 != 101)
        #expect(try HTTP.get(studio.base + "/api/live?token=\(studio.token)", headers: handshake).1 == 101)
        // With the token: the page, the photo list, and the header form of the token.
        let (page, status) = try HTTP.get(studio.url)
        #expect(status == 200 && String(decoding: page, as: UTF8.self).contains("Linework studio"))
        let (list, listStatus) = try HTTP.get(studio.base + "/api/photos", headers: ["X-Linework-Token": studio.token])
        #expect(listStatus == 200 && String(decoding: list, as: UTF8.self).contains("\"coins.png\""))
    }

    @Test func noFileOutsideWhatWasOpenedIsServed() throws {
        let studio = try StudioProcess([Self.photo])
        let token = "token=\(studio.token)"
        for path in ["/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/api/photos/..%2F..%2F..%2Fetc%2Fpasswd/photo.jpg",
                     "/api/photos/0/../../../../etc/passwd", "/api/photos/1/photo.jpg", "/api/photos/-1/photo.jpg",
                     "/api/photos/0/export/..%2F..%2Fetc%2Fpasswd", "/etc/passwd", "/Package.swift",
                     "/api/photos/0/photo.jpg/../../../Package.swift"] {
            let (body, status) = try HTTP.get(studio.base + path + "?" + token)
            #expect(status == 404 || status == 400, "\(path) answered \(status)")
            let text = String(decoding: body, as: UTF8.self)
            #expect(!text.contains("root:") && !text.contains("PackageDescription"), "\(path) leaked a file")
        }
        let (body, status) = try HTTP.post(studio.base + "/api/photos/0/export/../../../etc/passwd?" + token, body: Data("{}".utf8))
        #expect(status == 404 && !String(decoding: body, as: UTF8.self).contains("root:"))
    }

    /// Regression (hardening III, high): `POST /api/preset` saved any preset, so a switch that
    /// held `--gcode=FILE` could be handed to someone else's `draw --preset`. The studio reads a
    /// preset as draw does before saving it.
    @Test func onlyPresetsDrawWouldReadAreSaved() throws {
        let studio = try StudioProcess([Self.photo])
        let url = studio.base + "/api/preset?token=\(studio.token)"
        for body in [#"{"keep-frame":"--gcode=/tmp/victim"}"#, #"{"curves":"--svg=/tmp/x.svg"}"#,
                     #"{"lines":"bogus"}"#, #"{"stroke-width":-4}"#, #"{"svg":"out.svg"}"#] {
            let (answer, status) = try HTTP.post(url, body: Data(body.utf8))
            #expect(status == 400 || status == 422, "\(body) answered \(status)")
            #expect(!String(decoding: answer, as: UTF8.self).contains("# linework draw preset"), "\(body) was saved")
        }
        let (yaml, ok) = try HTTP.post(url, body: Data(#"{"lines":"contours","curves":false,"stroke-width":2}"#.utf8))
        // Saved in the field form, which reads back as draw reads it.
        let text = String(decoding: yaml, as: UTF8.self)
        #expect(ok == 200 && text.contains("curves: null") && text.contains("strokeWidth: 2"), "\(text)")
        var expected = DrawOptions.defaults(for: .contours)
        expected.art.vector.curves = nil
        expected.art.strokeWidth = 2
        #expect(try DrawPreset(yaml: text, source: "saved.yaml").options() == expected)
    }

    @Test func uploadsAreBoundedAndChecked() throws {
        let studio = try StudioProcess(["--upload-limit", "1"])
        let url = studio.base + "/api/photos?name=big.png&token=\(studio.token)"
        // Over the limit: 413 before the photo is read.
        let (_, tooLarge) = try HTTP.post(url, body: Data(repeating: 0x41, count: 3 << 20))
        #expect(tooLarge == 413)
        // A decompression bomb: a valid PNG header claiming far more pixels than the limit.
        let (bombMessage, bomb) = try HTTP.post(url, body: try Data(contentsOf: URL(fileURLWithPath: CLI.fixture("bomb.png"))))
        #expect(bomb == 422, "\(String(decoding: bombMessage, as: UTF8.self))")
        #expect(String(decoding: bombMessage, as: UTF8.self).contains("pixel"))
        // A truncated PNG: the decoder's one-line message.
        let whole = try Data(contentsOf: URL(fileURLWithPath: Self.photo))
        let (truncatedMessage, truncated) = try HTTP.post(url, body: whole.prefix(whole.count / 3))
        #expect(truncated == 422 && !truncatedMessage.isEmpty)
        let (list, _) = try HTTP.get(studio.base + "/api/photos?token=\(studio.token)")
        #expect(String(decoding: list, as: UTF8.self) == "[]", "a refused upload was kept")
        // A good one is opened.
        let (good, ok) = try HTTP.post(studio.base + "/api/photos?name=coins.png&token=\(studio.token)", body: whole)
        #expect(ok == 200 && String(decoding: good, as: UTF8.self).contains("\"width\":384"))
    }

    @Test(.enabled(if: StudioSecurityTests.nonLoopbackAddress() != nil, "this machine has no address but loopback"))
    func loopbackOnlyUnlessHostSaysSo() throws {
        let address = try #require(Self.nonLoopbackAddress())
        let studio = try StudioProcess()
        #expect(throws: (any Error).self, "the default studio answered on \(address)") {
            _ = try HTTP.get("http://\(address):\(studio.port)/?token=\(studio.token)")
        }
        let open = try StudioProcess(["--host", "0.0.0.0"])
        #expect(try HTTP.get("http://\(address):\(open.port)/?token=\(open.token)").1 == 200)
        #expect(try HTTP.get("http://\(address):\(open.port)/").1 == 403)
    }

    @Test func badOptionsAreOneLineErrors() throws {
        for arguments in [["studio", "--port", "70000"], ["studio", "--host", "a b"], ["studio", "--upload-limit", "0"],
                          ["studio", "--renders", "0"], ["studio", "/nonexistent/photo.png"],
                          ["studio", CLI.fixture("truncated.png")]] {
            let result = try CLI.run(arguments, timeout: 60)
            #expect(result.status != 0 && !result.signalled, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.hasPrefix("linework: "), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    /// An IPv4 address of this machine other than loopback, or nil.
    static func nonLoopbackAddress() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return nil }
        defer { freeifaddrs(list) }
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else { continue }
            var host = [CChar](repeating: 0, count: 64)
            address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
                var raw = inet.pointee.sin_addr
                _ = inet_ntop(AF_INET, &raw, &host, socklen_t(host.count))
            }
            let text = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !text.hasPrefix("127.") { return text }
        }
        return nil
    }
}
