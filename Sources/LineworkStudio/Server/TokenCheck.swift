// Only with the package trait "Studio" (on by default): its Hummingbird dependency is conditional
// on it, so a library-only consumer that leaves the trait off neither resolves nor builds it.
#if Studio
import Hummingbird

/// Answers 403 to every request that does not carry the studio's token, as `?token=…` or in
/// the `X-Linework-Token` header. The comparison takes the same time wherever the first
/// difference is.
struct TokenCheck<Context: RequestContext>: RouterMiddleware {
    let token: String

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        let given = request.uri.queryParameters.get("token") ?? request.headers.first { $0.name.canonicalName == "x-linework-token" }?.value ?? ""
        guard ConstantTime.equal(given, token) else {
            return StudioServer.problem(.forbidden, "linework studio: this address needs the token printed when the studio started")
        }
        return try await next(request, context)
    }
}

/// Comparison that does not reveal, by its duration, where two secrets first differ.
enum ConstantTime {
    /// Whether `a` equals `b`, in time that depends on their lengths only.
    static func equal(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in 0..<x.count { difference |= x[i] ^ y[i] }
        return difference == 0
    }
}
#endif
