/// One image's result and the cache key its pictures live under.
public struct ReportEntry: Sendable, Equatable {
    public var key: String
    public var result: ImageResult
}
