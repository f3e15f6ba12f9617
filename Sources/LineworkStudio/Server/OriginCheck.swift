// Only with the package trait "Studio" (on by default): its Hummingbird dependency is conditional
// on it, so a library-only consumer that leaves the trait off neither resolves nor builds it.
#if Studio
import HTTPTypes
import Hummingbird

/// Refuses (421 or 403) requests whose `Host` or `Origin` is not the studio itself, so that a
/// web page elsewhere cannot reach it: a DNS-rebinding page sends its own name as `Host`, and
/// a cross-site WebSocket or form carries its own `Origin`.
///
/// Accepted hosts are the loopback names (`localhost`, `127.0.0.1`, `[::1]`), the configured
/// `host`, and, when the studio listens beyond loopback, any IP-address literal (rebinding needs
/// a DNS name; an address typed by hand is the machine itself). A request without `Host` (HTTP
/// 1.0 tools) passes; `Origin`, when present, must be `http://` followed by an accepted host.
struct OriginCheck<Context: RequestContext>: RouterMiddleware {
    /// The configured listening host.
    let host: String

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        if let authority = request.head.authority, !Self.accepts(authority: authority, listening: host) {
            return StudioServer.problem(.misdirectedRequest, "linework studio: this server answers only to its own address")
        }
        if let origin = request.headers[.origin] {
            guard origin.hasPrefix("http://"), Self.accepts(authority: String(origin.dropFirst("http://".count)), listening: host) else {
                return StudioServer.problem(.forbidden, "linework studio: requests from other sites are refused")
            }
        }
        return try await next(request, context)
    }

    /// Whether `authority` (`name` or `name:port`, `[v6]:port`) names the studio.
    static func accepts(authority: String, listening host: String) -> Bool {
        let name = hostName(of: authority).lowercased()
        if ["localhost", "127.0.0.1", "::1"].contains(name) || name == host.lowercased() { return true }
        let loopbackOnly = ["127.0.0.1", "localhost", "::1"].contains(host.lowercased())
        return !loopbackOnly && isAddressLiteral(name)
    }

    /// The host part of an authority, without port or IPv6 brackets.
    static func hostName(of authority: String) -> String {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<close])
        }
        if let colon = authority.lastIndex(of: ":"), authority.filter({ $0 == ":" }).count == 1 {
            return String(authority[..<colon])
        }
        return authority
    }

    /// Whether `name` is an IPv4 dotted quad or an IPv6 address, not a DNS name.
    static func isAddressLiteral(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 4, parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isNumber) && Int($0)! <= 255 }) {
            return true
        }
        return name.contains(":") && name.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }
}

/// Adds to every response the headers that keep the page from being framed, leaking its token
/// through a referrer, or running anything but its own inline code.
struct SecurityHeaders<Context: RequestContext>: RouterMiddleware {
    /// The page's Content-Security-Policy: its own inline script and style, pictures from the
    /// server and from `data:`/`blob:` URLs, connections only back to the server, no framing,
    /// no forms, no plugins.
    static var contentSecurityPolicy: String {
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' data: blob:; "
            + "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
    }

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[HeaderNames.frameOptions] = "DENY"
        response.headers[HeaderNames.referrerPolicy] = "no-referrer"
        response.headers[HeaderNames.contentTypeOptions] = "nosniff"
        return response
    }
}

/// Header names swift-http-types does not predefine.
private enum HeaderNames {
    static let frameOptions = HTTPField.Name("X-Frame-Options")!
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    static let contentTypeOptions = HTTPField.Name("X-Content-Type-Options")!
}
#endif
