import Foundation
import Glibc
import Testing

/// Regression (hardening IV, item 5), end to end: two WebSocket requests for a 2,000,000-dot
/// tour, each closed at once, and an HTTP export of the same closed after a second, left normal
/// drawings timing out minutes later and the studio at 610 MB. Abandoned drawings stop, the
/// gate is free for the next drawing, and memory comes back to within 100 MB of idle.
@Suite(.serialized)
struct StudioAbandonTests {
    static let heavy = #"{"tone":"tsp","dots":2000000}"#

    /// VmRSS of a process, in bytes.
    static func residentBytes(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    /// Posts `body` to `target` on a raw connection and closes it after `seconds`, unanswered.
    static func postAndLeave(_ studio: StudioProcess, _ target: String, body: String, after seconds: Double) throws {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(studio.port).bigEndian)
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw HTTP.Failure(description: "cannot connect") }
        let request = "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
        let bytes = Array(request.utf8)
        guard bytes.withUnsafeBytes({ write(socket, $0.baseAddress!, $0.count) }) == bytes.count else {
            throw HTTP.Failure(description: "write failed")
        }
        Thread.sleep(forTimeInterval: seconds)
    }

    @Test func abandonedDrawingsStopAndGiveBackTheirMemory() throws {
        let studio = try StudioProcess([StudioHardeningTests.photo])
        defer {
            studio.process.terminate()
            studio.process.waitUntilExit()
        }
        let pid = studio.process.processIdentifier
        let export = studio.base + "/api/photos/0/export/svg?token=\(studio.token)"
        // Idle: after one ordinary drawing, as a page leaves it.
        let (_, first) = try HTTP.post(export, body: Data("{}".utf8))
        #expect(first == 200)
        Thread.sleep(forTimeInterval: 0.5)
        let idle = try Self.residentBytes(of: pid)
        let message = #"{"id":1,"photo":0,"preset":\#(Self.heavy)}"#
        for _ in 0..<2 { try WebSocketProbe.sendAndLeave(studio, "/api/live?token=\(studio.token)", text: message) }
        try Self.postAndLeave(studio, "/api/photos/0/export/svg?token=\(studio.token)", body: Self.heavy, after: 1)
        // Every place of the gate (two) was taken by an abandoned drawing: an ordinary one now
        // waits only for them to stop (before, for minutes: they ran to their end).
        let started = Date()
        let (_, status) = try HTTP.post(export, body: Data("{}".utf8))
        let seconds = Date().timeIntervalSince(started)
        #expect(status == 200)
        #expect(seconds < 20, "an ordinary drawing took \(seconds) s after the abandoned ones")
        Thread.sleep(forTimeInterval: 1)
        let after = try Self.residentBytes(of: pid)
        #expect(after - idle < 100 << 20, "resident \(after >> 20) MiB after, \(idle >> 20) MiB idle")
        print("studio resident: idle \(idle >> 20) MiB, after the abandoned drawings \(after >> 20) MiB, "
              + "next drawing \(String(format: "%.1f", seconds)) s")
    }
}
