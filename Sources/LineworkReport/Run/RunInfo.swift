import Foundation

/// The run's metadata: the only part of a page that differs between equal runs.
public struct RunInfo: Sendable, Equatable {
    public var date: Date
    /// Wall-clock seconds of this run.
    public var seconds: Double
    public var computed: Int
    public var cached: Int
}
