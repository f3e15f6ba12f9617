/// One image's result and the cache key its pictures live under.
public struct ReportEntry: Sendable, Equatable {
    /// The image's `ResultCache` key: the folder its pictures live in.
    public var key: String
    /// Everything the report shows about the image.
    public var result: ImageResult
}
