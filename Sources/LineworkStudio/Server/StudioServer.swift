// Only with the package trait "Studio" (on by default): its Hummingbird dependency is conditional
// on it, so a library-only consumer that leaves the trait off neither resolves nor builds it.
#if Studio
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import LineworkArt
import LineworkCore
import Logging
import ServiceLifecycle

/// `linework studio`: a local web server whose page redraws a photo as its sliders move.
///
/// Routes (every one needs the token, as `?token=…` or the `X-Linework-Token` header, or is
/// answered 403):
/// - `GET /`: the page (`StudioPage`).
/// - `GET /api/photos`: the open photos, `[{"id", "name", "width", "height"}]`.
/// - `POST /api/photos?name=N`: uploads a photo (the body is the file; at most
///   `uploadLimit` bytes, else 413; decoded under `limits`, else 422 with the decoder's message).
/// - `GET /api/photos/{id}/photo.jpg` and `/saliency.png`: the page's pictures.
/// - `GET /api/live` (WebSocket): each text message `{"id": n, "photo": p, "preset": {…}}` is
///   answered `{"id": n, "svg": "…", "stats": {…}, "seconds": {…}}` or `{"id": n, "error": "…"}`.
///   Only the newest unanswered message of a page is drawn: older ones are dropped.
/// - `POST /api/photos/{id}/export/{format}` with a preset as JSON: the drawing as
///   `linework draw --preset` writes it (`StudioExport`).
/// - `POST /api/preset` with a preset as JSON: its YAML (`DrawPreset.yamlText`), once it
///   reads as draw would read it (422 with the one-line error otherwise).
///
/// The server reads no file after it starts: photos come from `StudioSession` (the command
/// line's files, opened before) or uploads. Path segments are matched, never joined to a path.
/// `Host` and `Origin` must name the studio (`OriginCheck`), every response carries a
/// Content-Security-Policy, `X-Frame-Options: DENY` and `Referrer-Policy: no-referrer`
/// (`SecurityHeaders`), and idle connections, header sizes and the connection count are capped
/// (`StudioConfiguration`).
public struct StudioServer: Sendable {
    /// How the server listens and its limits.
    public let configuration: StudioConfiguration
    /// The open photos.
    public let session: StudioSession
    /// What draws them.
    public let engine: StudioEngine
    private let gate: RenderGate

    /// A server for `session`'s photos, drawn by `engine`.
    ///
    /// - Throws: `LineworkError.invalidOption` for a configuration out of range.
    public init(configuration: StudioConfiguration, session: StudioSession, engine: StudioEngine) throws {
        try configuration.validate()
        self.configuration = configuration
        self.session = session
        self.engine = engine
        gate = RenderGate(limit: configuration.maximumConcurrentRenders,
                          timeLimit: Double(configuration.maximumDrawingSeconds))
    }

    /// The page's address for a server listening on `port`.
    public func url(port: Int) -> String {
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        return "http://\(host):\(port)/?token=\(configuration.token)"
    }

    /// Serves until the task is cancelled (a graceful shutdown: connections still open after two
    /// seconds are closed) or the process gets SIGINT/SIGTERM.
    ///
    /// - Parameter onListening: called once with the bound port (the system's choice when
    ///   `configuration.port` is 0).
    /// - Throws: when the address cannot be bound (in use, not an address of this machine).
    public func run(onListening: @escaping @Sendable (Int) -> Void) async throws {
        var logger = Logger(label: "linework.studio")
        logger.logLevel = .error
        // A connection's first request head must arrive within `idleTimeout` and 64 KiB
        // (`RequestHeadDeadline`), connections idle that long are closed, headers are capped,
        // and at most `maximumConnections` are open at once: silent, slow or flooding clients
        // cannot hold the server's descriptors or memory.
        let http1 = HTTP1Channel.Configuration(
            idleTimeout: .seconds(Int64(configuration.idleTimeout)),
            httpDecoderConfiguration: .init(maxHeaderFieldSize: 8 << 10, maxHeaderListSize: 32 << 10, maxHeaderFieldCount: 100))
        let live = makeLiveRouter().buildResponder()
        let channel = HTTP1WebSocketUpgradeChannel.Configuration(http1: http1, ws: .init(maxFrameSize: 1 << 20))
        let headSeconds = Int64(configuration.idleTimeout)
        let server = HTTPServerBuilder { responder in
            DeadlinedChannel(inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: live, configuration: channel),
                             seconds: headSeconds, maximumBytes: 64 << 10)
        }
        let app = Application(
            router: makeRouter(),
            server: server,
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port),
                                                    serverName: "linework-studio",
                                                    availableConnectionsDelegate: MaximumAvailableConnections(
                                                        configuration.maximumConnections)),
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
            logger: logger)
        // Cancelling the caller's task shuts the server down gracefully (no error logged for the
        // connections it closes), and after two seconds closes what is still open, such as a live
        // page's WebSocket. The group runs in a task of its own so that the caller's
        // cancellation reaches it only as this graceful shutdown.
        let group = ServiceGroup(configuration: .init(services: [app], gracefulShutdownSignals: [], logger: logger))
        let running = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await running.value
        } onCancel: {
            Task {
                await group.triggerGracefulShutdown()
                try? await Task.sleep(for: .seconds(2))
                running.cancel()
            }
        }
    }

    func makeRouter() -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: SecurityHeaders())
        router.add(middleware: OriginCheck(host: configuration.host))
        router.add(middleware: TokenCheck(token: configuration.token))
        router.get("/") { _, _ in
            Self.response(Array(StudioPage.html(token: configuration.token).utf8), type: "text/html; charset=utf-8")
        }
        router.get("/api/photos") { _, _ in
            Self.response(Array(try StudioMessages.photoList(session.photos).utf8), type: "application/json")
        }
        router.post("/api/photos") { request, _ in
            var request = request
            let body = try await request.collectBody(upTo: configuration.uploadLimit)
            let name = request.uri.queryParameters.get("name") ?? "upload"
            let bytes = Array(buffer: body)
            do {
                let photo = try await gate.run { try session.upload(bytes, name: name) }
                return Self.response(Array(try StudioMessages.photoList([photo]).utf8), type: "application/json")
            } catch let error as LineworkError {
                return Self.problem(.unprocessableContent, error.description)
            }
        }
        router.get("/api/photos/:id/photo.jpg") { _, context in
            let photo = try photo(context)
            return Self.response(try await gate.run { try photo.photoJPEG() }, type: "image/jpeg")
        }
        router.get("/api/photos/:id/saliency.png") { _, context in
            let photo = try photo(context)
            return Self.response(try await gate.run { try photo.saliencyPNG() }, type: "image/png")
        }
        router.post("/api/photos/:id/export/:format") { request, context in
            let photo = try photo(context)
            guard let format = context.parameters.get("format").flatMap(StudioExport.init(rawValue:)) else {
                throw HTTPError(.notFound)
            }
            var request = request
            let settings = try Self.presetSettings(try await request.collectBody(upTo: 1 << 20))
            do {
                let preset = try DrawPreset(settings: settings)
                let bytes = try await gate.run { try engine.export(try engine.draw(photo, preset: preset), as: format) }
                let stem = Self.fileNameStem(photo.name)
                var headers = HTTPFields()
                headers[.contentType] = format.contentType
                headers[.contentDisposition] = "attachment; filename=\"\(stem)-linework.\(format.fileExtension)\""
                return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
            } catch let error as LineworkError {
                return Self.problem(.unprocessableContent, error.description)
            }
        }
        router.post("/api/preset") { request, _ in
            var request = request
            let settings = try Self.presetSettings(try await request.collectBody(upTo: 1 << 20))
            // Saved only when draw would read it: a preset someone else runs must mean a drawing.
            let yaml: String
            do {
                yaml = try DrawPreset(settings: settings).yamlText
            } catch let error as LineworkError {
                return Self.problem(.unprocessableContent, error.description)
            }
            var headers = HTTPFields()
            headers[.contentType] = "application/yaml; charset=utf-8"
            headers[.contentDisposition] = "attachment; filename=\"linework-preset.yaml\""
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: yaml)))
        }
        return router
    }

    /// The WebSocket upgrade's own router: only `/api/live`, behind the same token check.
    func makeLiveRouter() -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: OriginCheck(host: configuration.host))
        router.add(middleware: TokenCheck(token: configuration.token))
        router.ws("/api/live") { inbound, outbound, _ in
            try await live(inbound: inbound, outbound: outbound)
        }
        return router
    }

    /// The live preview: newest request first, older unanswered ones dropped.
    private func live(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let (requests, pending) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(1))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await text in requests {
                    let reply = await answer(text)
                    try await outbound.writeTextMessage(reply)
                }
            }
            for try await message in inbound.messages(maxSize: 1 << 20) {
                if case .text(let text) = message { pending.yield(text) }
            }
            // The page has gone: its drawing is abandoned, not finished for nobody.
            pending.finish()
            group.cancelAll()
        }
    }

    /// The reply to one live request.
    func answer(_ text: String) async -> String {
        let request: StudioMessages.LiveRequest
        do {
            request = try JSONDecoder().decode(StudioMessages.LiveRequest.self, from: Data(text.utf8))
        } catch {
            return StudioMessages.failure(id: nil, "the request is not {\"id\", \"photo\", \"preset\"} JSON")
        }
        guard let photo = session.photo(id: request.photo) else {
            return StudioMessages.failure(id: request.id, "no photo \(request.photo) is open")
        }
        do {
            return try await gate.run {
                let result = try engine.draw(photo, preset: try DrawPreset(settings: request.preset))
                let watch = Stopwatch()
                let svg = try engine.previewSVG(result)
                return StudioMessages.drawing(id: request.id, svg: svg, result: result, renderSeconds: watch.seconds,
                                              cache: photo.cache.counts)
            }
        } catch let error as LineworkError {
            return StudioMessages.failure(id: request.id, error.description)
        } catch let stopped as Cancellation.Cancelled where stopped.timeLimit != nil {
            return StudioMessages.failure(id: request.id, "the drawing \(stopped.description): ask for fewer dots or a smaller size")
        } catch is CancellationError, is Cancellation.Cancelled {
            return StudioMessages.failure(id: request.id, "cancelled: a newer request or a closed page replaced it")
        } catch {
            return StudioMessages.failure(id: request.id, oneLine("\(error)"))
        }
    }

    private func photo(_ context: BasicWebSocketRequestContext) throws -> StudioPhoto {
        guard let id = context.parameters.get("id", as: Int.self), let photo = session.photo(id: id) else {
            throw HTTPError(.notFound)
        }
        return photo
    }

    /// The settings a request's body sends: draw's options by name, as JSON.
    private static func presetSettings(_ body: ByteBuffer) throws -> [String: DrawPreset.Value] {
        do {
            return try JSONDecoder().decode([String: DrawPreset.Value].self, from: Data(buffer: body))
        } catch {
            throw HTTPError(.badRequest, message: "the body must be a preset as JSON: {\"lines\": \"edges\", …}")
        }
    }

    /// The part of a photo's name before its first dot, reduced to what a `Content-Disposition`
    /// file name can carry unquoted-safe (ASCII letters, digits, `-`, `_`; anything else `_`),
    /// at most 64 characters: a name with `"`, `;` or a line break cannot break the header.
    static func fileNameStem(_ name: String) -> String {
        let stem = name.prefix { $0 != "." }
        let safe = String(stem.unicodeScalars.prefix(64).map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "_"
        })
        return safe.isEmpty ? "drawing" : safe
    }

    static func response(_ bytes: [UInt8], type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    static func problem(_ status: HTTPResponse.Status, _ message: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: message + "\n")))
    }
}
#endif
