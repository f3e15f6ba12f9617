import Foundation
import Glibc
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A minimal W3C WebDriver client for Debian's chromium-driver: enough to open a page, type a
/// file name into a file input, run scripts, click, and take screenshots. No Python, no
/// Selenium: the protocol is JSON over HTTP.
final class WebDriver {
    static var chromedriver: String? {
        ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
    static var chromium: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
    static var available: Bool { chromedriver != nil && chromium != nil }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let driver: Process
    private let base: URL
    private var session = ""

    /// Starts chromedriver and a headless Chromium whose downloads go to `downloads`.
    init(downloads: URL, width: Int = 1500, height: Int = 900) throws {
        let port = Int.random(in: 20_000...60_000)
        driver = Process()
        driver.executableURL = URL(fileURLWithPath: Self.chromedriver!)
        driver.arguments = ["--port=\(port)"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        base = URL(string: "http://127.0.0.1:\(port)")!
        let options: [String: Any] = [
            "binary": Self.chromium!,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=\(width),\(height)", "--hide-scrollbars"],
            "prefs": ["download.default_directory": downloads.path, "download.prompt_for_download": false,
                      // Exports and the preset are two downloads from one page: allow both.
                      "profile.default_content_setting_values.automatic_downloads": 1],
        ]
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": options]]]
        var lastError: (any Error)?
        for _ in 0..<50 {
            do {
                let value = try call("POST", "/session", capabilities)
                session = (value as? [String: Any])?["sessionId"] as? String ?? ""
                if !session.isEmpty { return }
            } catch {
                lastError = error
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
        kill(driver.processIdentifier, SIGKILL)
        throw Failure(description: "chromedriver did not start a session: \(String(describing: lastError))")
    }

    deinit {
        if !session.isEmpty { _ = try? call("DELETE", "/session/\(session)", nil) }
        // chromedriver does not always exit on SIGTERM.
        kill(driver.processIdentifier, SIGKILL)
        driver.waitUntilExit()
    }

    func open(_ url: String) throws {
        _ = try call("POST", "/session/\(session)/url", ["url": url])
    }

    /// The element matching a CSS selector (its WebDriver reference).
    func element(_ selector: String) throws -> String {
        let value = try call("POST", "/session/\(session)/element", ["using": "css selector", "value": selector])
        guard let reference = (value as? [String: Any])?.values.first as? String else {
            throw Failure(description: "no element \(selector)")
        }
        return reference
    }

    func type(_ text: String, into selector: String) throws {
        _ = try call("POST", "/session/\(session)/element/\(try element(selector))/value", ["text": text])
    }

    func click(_ selector: String) throws {
        _ = try call("POST", "/session/\(session)/element/\(try element(selector))/click", [String: Any]())
    }

    /// Runs `script` in the page and returns its result (JSON values).
    @discardableResult
    func run(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try call("POST", "/session/\(session)/execute/sync", ["script": script, "args": arguments])
    }

    /// Polls `script` until it returns true, or fails after `timeout` seconds.
    func wait(for script: String, timeout: TimeInterval = 60, _ what: String) throws {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if (try run(script)) as? Bool == true { return }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw Failure(description: "timed out after \(Int(timeout)) s waiting for \(what)")
    }

    /// The viewport as PNG bytes.
    func screenshot() throws -> Data {
        guard let text = try call("GET", "/session/\(session)/screenshot", nil) as? String,
              let data = Data(base64Encoded: text) else { throw Failure(description: "no screenshot") }
        return data
    }

    private func call(_ method: String, _ path: String, _ body: Any?) throws -> Any? {
        var request = URLRequest(url: base.appendingPathComponent(path))
        request.httpMethod = method
        request.timeoutInterval = 120
        if let body {
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, status) = try HTTP.send(request)
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        if status != 200 {
            let error = (json?["value"] as? [String: Any])?["message"] as? String ?? String(decoding: data, as: UTF8.self)
            throw Failure(description: "\(method) \(path): \(status): \(error.prefix(300))")
        }
        return json?["value"]
    }
}

/// Blocking HTTP/1.1 for tests, over a plain socket (`Connection: close`, one request per
/// connection): loopback only, no proxies, no Foundation networking (whose URLSession did not
/// complete requests made from a test thread here).
enum HTTP {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The response body and status code, or an error when the connection fails.
    static func send(_ request: URLRequest) throws -> (Data, Int) {
        guard let url = request.url, let host = url.host, let port = url.port else {
            throw Failure(description: "not an http://host:port URL: \(request.url?.absoluteString ?? "nil")")
        }
        var target = url.path.isEmpty ? "/" : url.path
        if let query = url.query { target += "?" + query }
        let body = request.httpBody ?? Data()
        var head = "\(request.httpMethod ?? "GET") \(target) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n"
        head += "Content-Length: \(body.count)\r\n"
        for (name, value) in request.allHTTPHeaderFields ?? [:] { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        let response = try exchange(host: host, port: port, bytes: Data(head.utf8) + body,
                                    timeout: request.timeoutInterval)
        guard let split = response.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(description: "no HTTP response from \(host):\(port)")
        }
        let header = String(decoding: response[..<split.lowerBound], as: UTF8.self)
        let status = Int(header.split(separator: " ").dropFirst().first ?? "") ?? 0
        var payload = Data(response[split.upperBound...])
        if header.lowercased().contains("transfer-encoding: chunked") { payload = dechunked(payload) }
        return (payload, status)
    }

    /// Connects, writes `bytes`, and reads until the server closes the connection.
    static func exchange(host: String, port: Int, bytes: Data, timeout: TimeInterval) throws -> Data {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        guard inet_pton(AF_INET, host == "localhost" ? "127.0.0.1" : host, &address.sin_addr) == 1 else {
            throw Failure(description: "not an IPv4 address: \(host)")
        }
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "no socket") }
        defer { close(socket) }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to \(host):\(port) (errno \(errno))") }
        try bytes.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = write(socket, raw.baseAddress! + sent, raw.count - sent)
                guard n > 0 else { throw Failure(description: "write to \(host):\(port) failed (errno \(errno))") }
                sent += n
            }
        }
        // Read the head, then the body by its Content-Length (some servers keep the connection
        // open despite `Connection: close`), else up to the end of a chunked body or the close.
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let split = response.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: response[..<split.lowerBound], as: UTF8.self).lowercased()
                let bodySoFar = response.distance(from: split.upperBound, to: response.endIndex)
                if let line = header.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
                   let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)),
                   bodySoFar >= length { break }
                if header.contains("transfer-encoding: chunked"), response.suffix(5) == Data("0\r\n\r\n".utf8) { break }
            }
            let n = read(socket, &buffer, buffer.count)
            if n == 0 { break }
            guard n > 0 else { throw Failure(description: "read from \(host):\(port) failed (errno \(errno))") }
            response.append(contentsOf: buffer[0..<n])
        }
        return response
    }

    static func dechunked(_ data: Data) -> Data {
        var result = Data()
        var rest = data[...]
        while let line = rest.range(of: Data("\r\n".utf8)) {
            let size = Int(String(decoding: rest[..<line.lowerBound], as: UTF8.self)
                .split(separator: ";").first ?? "", radix: 16) ?? 0
            if size == 0 { break }
            let start = line.upperBound
            guard rest.distance(from: start, to: rest.endIndex) >= size else { break }
            let end = rest.index(start, offsetBy: size)
            result.append(rest[start..<end])
            rest = rest[rest.index(end, offsetBy: min(2, rest.distance(from: end, to: rest.endIndex)))...]
        }
        return result
    }

    static func get(_ url: String, headers: [String: String] = [:]) throws -> (Data, Int) {
        var request = URLRequest(url: URL(string: url)!)
        request.timeoutInterval = 60
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return try send(request)
    }

    static func post(_ url: String, body: Data, headers: [String: String] = [:]) throws -> (Data, Int) {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = "POST"
        request.httpBody = body
        request.timeoutInterval = 120
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return try send(request)
    }
}

/// A running `linework studio`, stopped when released.
final class StudioProcess {
    let process = Process()
    /// The page's address with its token, as printed.
    let url: String
    /// `http://host:port`.
    let base: String
    let token: String

    /// The binary under test: `LINEWORK_STUDIO_BINARY` (Scripts/run-studio-benchmark gives the
    /// release build), else the test build's.
    static var binary: URL {
        ProcessInfo.processInfo.environment["LINEWORK_STUDIO_BINARY"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? CLI.executable
    }

    init(_ arguments: [String] = []) throws {
        process.executableURL = Self.binary
        process.arguments = ["studio"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        let handle = out.fileHandleForReading
        while true {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        url = String(decoding: line, as: UTF8.self)
        guard let range = url.range(of: "/?token=") else {
            process.terminate()
            throw WebDriver.Failure(description: "linework studio printed no address: '\(url)'")
        }
        base = String(url[..<range.lowerBound])
        token = String(url[range.upperBound...])
    }

    var port: Int { Int(base.split(separator: ":").last ?? "") ?? 0 }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }
}
