import LineworkCore

/// How `StudioServer` listens and what it lets a page do.
///
/// The defaults are those of a server meant for one person on their own machine: loopback only,
/// a fresh random token, and limits that keep a stray page or a fast slider from exhausting
/// memory or cores.
public struct StudioConfiguration: Sendable, Equatable {
    /// The address to bind. Default "127.0.0.1": the studio is not reachable from other
    /// machines unless this says otherwise ("0.0.0.0", or an interface's address).
    public var host = "127.0.0.1"
    /// The TCP port; 0, the default, lets the system choose a free one (the URL says which).
    public var port = 0
    /// The access token every request must carry (`?token=…` or the `X-Linework-Token`
    /// header); requests without it are answered 403. Default: 128 random bits in hex.
    public var token = StudioConfiguration.randomToken()
    /// The largest photo upload accepted, in bytes. Default 64 MiB; larger uploads are answered
    /// 413 without being read further.
    public var uploadLimit = 64 << 20
    /// The decoder's limits (pixel count and progressive scans), applied to opened and uploaded
    /// photos alike. Default `ResourceLimits()`: 100 megapixels.
    public var limits = ResourceLimits()
    /// Drawings computed at once, over all pages and exports, 1…64. Default 2: a slider moved
    /// fast queues no work (each page keeps only its newest request), and two pages cannot
    /// take more than two cores.
    public var maximumConcurrentRenders = 2
    /// Photos kept open at once, 1…1000. Default 16: uploads beyond it replace the oldest
    /// upload (never a photo from the command line), so a page cannot fill memory with photos.
    public var maximumPhotos = 16

    /// Photo pixels kept in memory over all uploads, in bytes, 16 MiB…64 GiB. Default 512 MiB:
    /// an upload whose decoded pixels would not fit beside the command line's photos is refused
    /// before it is decoded (its header declares its size), and older uploads are closed to
    /// make room for a new one. Photos from the command line are never closed.
    public var memoryBudget = 512 << 20
    /// The largest working size (`max-dimension`) a drawing may ask for, 64…8192 pixels.
    /// Default 2048, the page's own limit: a request for more is refused, so a page cannot
    /// start minute-long drawings.
    public var maximumWorkingDimension = 2048
    /// Open connections at once, 8…100,000. Default 256: far more than one person's tabs, far
    /// fewer than the process's descriptors.
    public var maximumConnections = 256
    /// Seconds after which a connection with no request in progress is closed, 1…3600.
    /// Default 30.
    public var idleTimeout = 30
    /// Seconds a drawing (a live preview or an export) may compute before it is stopped
    /// (`Cancellation.Token(timeLimit:)`), 1…3600. Default 60: the slowest default drawing at
    /// the page's largest working size takes a few seconds, so only a runaway request (a tour
    /// through hundreds of thousands of dots) meets it, and it cannot hold a core for minutes.
    public var maximumDrawingSeconds = 60

    /// The defaults.
    public init() {}

    /// Checks every field, naming the one at fault.
    ///
    /// - Throws: `LineworkError.invalidOption`.
    public func validate() throws {
        guard (0...65_535).contains(port) else {
            throw LineworkError.invalidOption(name: "port", value: "\(port)", allowed: "must be a TCP port in 0…65535 (0: any free port)")
        }
        guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || ".:-".contains($0) }) else {
            throw LineworkError.invalidOption(name: "host", value: host, allowed: "must be an IP address or a host name")
        }
        guard token.count >= 16, token.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw LineworkError.invalidOption(name: "token", value: token, allowed: "must be at least 16 letters and digits")
        }
        guard (1 << 10...1 << 32).contains(uploadLimit) else {
            throw LineworkError.invalidOption(name: "uploadLimit", value: "\(uploadLimit)", allowed: "must be 1 KiB…4 GiB in bytes")
        }
        guard (1...64).contains(maximumConcurrentRenders) else {
            throw LineworkError.invalidOption(name: "maximumConcurrentRenders", value: "\(maximumConcurrentRenders)",
                                              allowed: "must be an integer in 1…64")
        }
        guard (1...1000).contains(maximumPhotos) else {
            throw LineworkError.invalidOption(name: "maximumPhotos", value: "\(maximumPhotos)", allowed: "must be an integer in 1…1000")
        }
        guard (16 << 20 ... 64 << 30).contains(memoryBudget) else {
            throw LineworkError.invalidOption(name: "memoryBudget", value: "\(memoryBudget)", allowed: "must be 16 MiB…64 GiB in bytes")
        }
        guard (64...8192).contains(maximumWorkingDimension) else {
            throw LineworkError.invalidOption(name: "maximumWorkingDimension", value: "\(maximumWorkingDimension)",
                                              allowed: "must be an integer in 64…8192 (pixels)")
        }
        guard (8...100_000).contains(maximumConnections) else {
            throw LineworkError.invalidOption(name: "maximumConnections", value: "\(maximumConnections)",
                                              allowed: "must be an integer in 8…100000")
        }
        guard (1...3600).contains(idleTimeout) else {
            throw LineworkError.invalidOption(name: "idleTimeout", value: "\(idleTimeout)", allowed: "must be 1…3600 seconds")
        }
        guard (1...3600).contains(maximumDrawingSeconds) else {
            throw LineworkError.invalidOption(name: "maximumDrawingSeconds", value: "\(maximumDrawingSeconds)",
                                              allowed: "must be 1…3600 seconds")
        }
    }

    /// 128 bits from the system's random generator, as 32 hex digits.
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = String(UInt32.random(in: .min ... .max, using: &generator), radix: 16)
            return String(repeating: "0", count: 8 - word.count) + word
        }.joined()
    }
}
