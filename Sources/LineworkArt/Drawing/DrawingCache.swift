import LineworkCore
import LineworkImage
import LineworkSaliency
import Synchronization

/// What one photo's drawings can share when they are redrawn again and again with other
/// options (`linework studio`, where every slider move is a new `LineDrawing`): the working
/// images, the traced line source, and the saliency maps.
///
/// A cache belongs to one photo: pass the same instance only with the same `PixelBuffer`. Each
/// entry is kept under the options that made it, so a change of stroke width, smoothing, tone or
/// pens reuses the traced strokes, and a change of pivot reuses the working images. A drawing made
/// with a cache is identical to one made without (`DrawingCacheTests`).
///
/// Thread-safe; entries are computed outside the lock, so two threads asking for the same entry
/// at once may both compute it (the results are equal).
public final class DrawingCache: Sendable {
    /// How many traced line sources are kept, newest first. Default 8: the settings a user moves
    /// between while tuning, at about 1–10 MB each for a 512-px photo.
    public let traceCapacity: Int

    /// Entries most recently used first, at most `capacity` of them.
    private struct RecentlyUsed<Key: Equatable & Sendable, Value: Sendable>: Sendable {
        let capacity: Int
        var entries: [(key: Key, value: Value)] = []

        /// The value of `key`, moved to the front; nil when absent.
        mutating func take(_ key: Key) -> Value? {
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = entries.remove(at: index)
            entries.insert(entry, at: 0)
            return entry.value
        }

        /// Puts `value` in front, dropping the least recently used entry beyond `capacity`.
        mutating func insert(_ key: Key, _ value: Value) {
            entries.removeAll { $0.key == key }
            entries.insert((key, value), at: 0)
            if entries.count > capacity { entries.removeLast() }
        }
    }

    private struct State {
        // A working image is one decode's worth of memory; two cover edges and the masks.
        var working = RecentlyUsed<WorkingImages.Key, WorkingImages>(capacity: 2)
        var traces: RecentlyUsed<LineSourceTrace.Key, LineSourceTrace>
        var saliency = RecentlyUsed<SaliencyModel, SaliencyObservation>(capacity: SaliencyModel.allCases.count)
        var hits = 0
        var misses = 0
    }

    private let state: Mutex<State>

    /// An empty cache.
    ///
    /// - Parameter traceCapacity: traced line sources kept, at least 1 (smaller values are
    ///   taken as 1).
    public init(traceCapacity: Int = 8) {
        self.traceCapacity = max(1, traceCapacity)
        state = Mutex(State(traces: RecentlyUsed(capacity: self.traceCapacity)))
    }

    /// Lookups answered from the cache, and those that had to compute, since it was made.
    public var counts: (hits: Int, misses: Int) {
        state.withLock { ($0.hits, $0.misses) }
    }

    /// Drops every entry (for a new photo, make a new cache instead).
    public func removeAll() {
        state.withLock { $0 = State(traces: RecentlyUsed(capacity: traceCapacity)) }
    }

    func working(_ key: WorkingImages.Key, make: () throws -> WorkingImages) rethrows -> WorkingImages {
        try cached(\.working, key, make: make)
    }

    func trace(_ key: LineSourceTrace.Key, make: () throws -> LineSourceTrace) rethrows -> LineSourceTrace {
        try cached(\.traces, key, make: make)
    }

    func saliency(_ model: SaliencyModel, make: () throws -> SaliencyObservation) rethrows -> SaliencyObservation {
        try cached(\.saliency, model, make: make)
    }

    /// The entry of `key` in the list at `list`, or `make()`'s value, kept there.
    private func cached<Key: Sendable, Value: Sendable>(_ list: WritableKeyPath<State, RecentlyUsed<Key, Value>> & Sendable, _ key: Key,
                                    make: () throws -> Value) rethrows -> Value {
        if let hit = state.withLock({ state -> Value? in
            let found = state[keyPath: list].take(key)
            if found != nil { state.hits += 1 }
            return found
        }) { return hit }
        let value = try make()
        state.withLock { state in
            state.misses += 1
            state[keyPath: list].insert(key, value)
        }
        return value
    }
}
