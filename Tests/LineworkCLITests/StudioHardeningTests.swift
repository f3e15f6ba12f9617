import Foundation
import Glibc
import LineworkCodecs
import LineworkImage
import Testing

/// `linework studio` on the open web (hardening III, items 4, 5 and 9): abandoned drawings are
/// cancelled and never hold the server, memory stays bounded whatever uploads declare, and no
/// other site can reach or frame the page.
@Suite(.serialized)
struct StudioHardeningTests {
    static let photo = CLI.galleryInputs.appendingPathComponent("coins.png").path

    /// One raw request: the status and the response head (lower-cased), with exactly the
    /// header lines given (so `Host` can be anything).
    static func raw(_ studio: StudioProcess, _ target: String, lines: [String]) throws -> (status: Int, head: String) {
        let head = (["GET \(target) HTTP/1.1"] + lines + ["Connection: close", "", ""]).joined(separator: "\r\n")
        let response = try HTTP.exchange(host: "127.0.0.1", port: studio.port, bytes: Data(head.utf8), timeout: 30)
        let text = String(decoding: response.prefix(4096), as: UTF8.self)
        let header = text.components(separatedBy: "\r\n\r\n").first ?? ""
        return (Int(header.split(separator: " ").dropFirst().first ?? "") ?? 0, header.lowercased())
    }

    @Test func everyResponseForbidsFramingReferrersAndForeignCode() throws {
        let studio = try StudioProcess([Self.photo])
        for target in ["/?token=\(studio.token)", "/api/photos?token=\(studio.token)", "/", "/nothing?token=\(studio.token)"] {
            let (status, head) = try Self.raw(studio, target, lines: ["Host: 127.0.0.1:\(studio.port)"])
            #expect(status != 0, "\(target)")
            #expect(head.contains("x-frame-options: deny"), "\(target): \(head)")
            #expect(head.contains("referrer-policy: no-referrer"), "\(target)")
            #expect(head.contains("content-security-policy: default-src 'none'") && head.contains("frame-ancestors 'none'"), "\(target)")
        }
    }

    /// DNS rebinding: a page at evil.example that resolves to 127.0.0.1 sends its own name as
    /// `Host`; a cross-site page sends its `Origin`. Both are refused, even with the token.
    @Test func foreignHostsAndOriginsAreRefused() throws {
        let studio = try StudioProcess([Self.photo])
        let page = "/?token=\(studio.token)"
        #expect(try Self.raw(studio, page, lines: ["Host: 127.0.0.1:\(studio.port)"]).status == 200)
        #expect(try Self.raw(studio, page, lines: ["Host: localhost:\(studio.port)"]).status == 200)
        #expect(try Self.raw(studio, page, lines: ["Host: evil.example"]).status == 421)
        #expect(try Self.raw(studio, page, lines: ["Host: evil.example:\(studio.port)"]).status == 421)
        #expect(try Self.raw(studio, page, lines: ["Host: 127.0.0.1:\(studio.port)", "Origin: http://evil.example"]).status == 403)
        #expect(try Self.raw(studio, page, lines: ["Host: 127.0.0.1:\(studio.port)", "Origin: null"]).status == 403)
        #expect(try Self.raw(studio, page, lines: ["Host: 127.0.0.1:\(studio.port)",
                                                   "Origin: http://127.0.0.1:\(studio.port)"]).status == 200)
        let upgrade = ["Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Version: 13",
                       "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ=="]
        let live = "/api/live?token=\(studio.token)"
        #expect(try WebSocketProbe.handshake(studio, live, extra: ["Host: evil.example"] + upgrade) != 101)
        #expect(try WebSocketProbe.handshake(studio, live, extra: ["Host: 127.0.0.1:\(studio.port)", "Origin: http://evil.example"] + upgrade) != 101)
        #expect(try WebSocketProbe.handshake(studio, live, extra: ["Host: 127.0.0.1:\(studio.port)"] + upgrade) == 101)
    }

    /// A request head that never ends (200 MiB of header lines) is cut off after 64 KiB: the
    /// connection is closed instead of the server reading on, and the studio still answers.
    @Test func endlessHeadersAreCutOff() throws {
        let studio = try StudioProcess([Self.photo])
        let line = Array(("X-Filler: " + String(repeating: "a", count: 8000) + "\r\n").utf8)
        let head = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8)
        var sent = 0
        do {
            let probe = try HTTP.exchange(host: "127.0.0.1", port: studio.port,
                                          bytes: Data(head + Array(repeating: line, count: 64).joined()), timeout: 10)
            #expect(probe.isEmpty || String(decoding: probe.prefix(12), as: UTF8.self).contains("431"))
            sent = 1
        } catch {
            sent = 2   // reset by the server while writing: cut off too
        }
        #expect(sent > 0)
        #expect(try HTTP.get(studio.url).1 == 200)
        #expect(try Self.peakResidentBytes(of: studio.process.processIdentifier) < 300 << 20)
    }

    /// Two pages ask for large drawings of a 12 MP photo and go away: the server answers a new
    /// page at once, cancels the abandoned drawings, and stops within 2 s of SIGTERM. (The
    /// drawings ran on the pool Swift's tasks and the signal handler use; they held new
    /// WebSocket handshakes for 20 s and SIGTERM for up to 139 s.)
    @Test func abandonedDrawingsHoldNothing() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.png").path
        var image = Image<UInt8>(validWidth: 4000, height: 3000, channels: 3, repeating: 0)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for i in image.samples.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            image.samples[i] = UInt8(truncatingIfNeeded: state >> 56)
        }
        try PNGEncoder.write(image, to: big)
        let studio = try StudioProcess([big])
        let message = #"{"id":1,"photo":0,"preset":{"max-dimension":2048,"tone":"crosshatch","hatch-spacing":2}}"#
        for _ in 0..<2 { try WebSocketProbe.sendAndLeave(studio, "/api/live?token=\(studio.token)", text: message) }
        Thread.sleep(forTimeInterval: 0.5)
        var started = Date()
        let (_, listed) = try HTTP.get(studio.base + "/api/photos?token=\(studio.token)")
        #expect(listed == 200)
        // The bounds leave room for a loaded machine and a parallel test run; they catch the
        // failure this pins (20 s for a handshake, 139 s for SIGTERM). Measured figures are in
        // the README.
        #expect(Date().timeIntervalSince(started) < 10, "the photo list took \(Date().timeIntervalSince(started)) s")
        started = Date()
        let upgrade = ["Host: 127.0.0.1:\(studio.port)", "Upgrade: websocket", "Connection: Upgrade",
                       "Sec-WebSocket-Version: 13", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ=="]
        #expect(try WebSocketProbe.handshake(studio, "/api/live?token=\(studio.token)", extra: upgrade) == 101)
        #expect(Date().timeIntervalSince(started) < 10, "a handshake took \(Date().timeIntervalSince(started)) s")
        // A drawing above the studio's working-size cap is refused, not started.
        let (_, tooBig) = try HTTP.post(studio.base + "/api/photos/0/export/svg?token=\(studio.token)",
                                        body: Data(#"{"max-dimension":3200}"#.utf8))
        #expect(tooBig == 422)
        started = Date()
        studio.process.terminate()
        studio.process.waitUntilExit()
        #expect(Date().timeIntervalSince(started) < 2, "SIGTERM took \(Date().timeIntervalSince(started)) s")
        #expect(studio.process.terminationStatus == 143)
    }

    /// Sixteen small PNGs that each declare 10000 × 10000 16-bit pixels (200 MB decoded) took
    /// the studio from 36 MB to 9.4 GB. Uploads now fit a memory budget, refused from the
    /// header, and the photos given on the command line are never closed to make room.
    @Test func uploadsStayWithinTheMemoryBudget() throws {
        let bomb = try PNGEncoder.encode(Image<UInt16>(validWidth: 10_000, height: 10_000, channels: 1, repeating: 0))
        #expect(bomb.count < 1 << 20)
        let studio = try StudioProcess([Self.photo])
        let url = studio.base + "/api/photos?name=bomb.png&token=\(studio.token)"
        for _ in 0..<16 {
            let (message, status) = try HTTP.post(url, body: Data(bomb))
            #expect(status == 422 && String(decoding: message, as: UTF8.self).contains("memory budget"), "\(status)")
        }
        let peak = try Self.peakResidentBytes(of: studio.process.processIdentifier)
        #expect(peak < 1_500 << 20, "peak RSS \(peak >> 20) MiB")
        // Small uploads beyond the photo count close older uploads, never coins.png.
        let small = try Data(contentsOf: URL(fileURLWithPath: Self.photo))
        for k in 0..<20 {
            let (_, ok) = try HTTP.post(studio.base + "/api/photos?name=u\(k).png&token=\(studio.token)", body: small)
            #expect(ok == 200)
        }
        let (list, _) = try HTTP.get(studio.base + "/api/photos?token=\(studio.token)")
        let text = String(decoding: list, as: UTF8.self)
        #expect(text.contains("\"coins.png\"") && text.contains("\"u19.png\"") && !text.contains("\"u0.png\""), "\(text)")
    }

    /// VmHWM of a process, in bytes.
    static func peakResidentBytes(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }
}

/// The least WebSocket client the tests need: a handshake, one masked text frame, a close.
enum WebSocketProbe {
    /// Sends a handshake for `target` with `extra` header lines and returns the status.
    static func handshake(_ studio: StudioProcess, _ target: String, extra: [String]) throws -> Int {
        let socket = try connect(studio)
        defer { close(socket) }
        try send(socket, Array((["GET \(target) HTTP/1.1"] + extra + ["", ""]).joined(separator: "\r\n").utf8))
        let head = try readHead(socket)
        return Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// Opens the live socket, sends `text` as one frame and closes the connection at once.
    static func sendAndLeave(_ studio: StudioProcess, _ target: String, text: String) throws {
        let socket = try connect(studio)
        defer { close(socket) }
        let lines = ["GET \(target) HTTP/1.1", "Host: 127.0.0.1:\(studio.port)", "Upgrade: websocket", "Connection: Upgrade",
                     "Sec-WebSocket-Version: 13", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "", ""]
        try send(socket, Array(lines.joined(separator: "\r\n").utf8))
        let head = try readHead(socket)
        guard head.hasPrefix("HTTP/1.1 101") else { throw HTTP.Failure(description: "no upgrade: \(head)") }
        let payload = Array(text.utf8)
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try send(socket, frame)
        Thread.sleep(forTimeInterval: 0.2)
    }

    private static func connect(_ studio: StudioProcess) throws -> Int32 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(studio.port).bigEndian)
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var limit = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(socket); throw HTTP.Failure(description: "cannot connect") }
        return socket
    }

    private static func send(_ socket: Int32, _ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { write(socket, $0.baseAddress! + sent, $0.count - sent) }
            guard n > 0 else { throw HTTP.Failure(description: "write failed") }
            sent += n
        }
    }

    private static func readHead(_ socket: Int32) throws -> String {
        var head = [UInt8]()
        var byte: UInt8 = 0
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]) {
            guard read(socket, &byte, 1) == 1 else { break }
            head.append(byte)
        }
        return String(decoding: head, as: UTF8.self)
    }
}
