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

    private struct State {
        var working: [(key: WorkingImages.Key, value: WorkingImages)] = []
        var traces: [(key: LineSourceTrace.Key, value: LineSourceTrace)] = []
        var saliency: [SaliencyModel: FloatImage] = [:]
        var hits = 0
        var misses = 0
    }

    private let state = Mutex(State())

    /// An empty cache.
    ///
    /// - Parameter traceCapacity: traced line sources kept, at least 1 (smaller values are
    ///   taken as 1).
    public init(traceCapacity: Int = 8) {
        self.traceCapacity = max(1, traceCapacity)
    }

    /// Lookups answered from the cache, and those that had to compute, since it was made.
    public var counts: (hits: Int, misses: Int) {
        state.withLock { ($0.hits, $0.misses) }
    }

    /// Drops every entry (for a new photo, make a new cache instead).
    public func removeAll() {
        state.withLock { $0 = State() }
    }

    func working(_ key: WorkingImages.Key, make: () throws -> WorkingImages) rethrows -> WorkingImages {
        if let hit = state.withLock({ state -> WorkingImages? in
            let found = state.working.first { $0.key == key }?.value
            if found != nil { state.hits += 1 }
            return found
        }) { return hit }
        let value = try make()
        state.withLock { state in
            state.misses += 1
            state.working.removeAll { $0.key == key }
            state.working.insert((key, value), at: 0)
            // A working image is one decode's worth of memory; two cover edges and the masks.
            if state.working.count > 2 { state.working.removeLast() }
        }
        return value
    }

    func trace(_ key: LineSourceTrace.Key, make: () throws -> LineSourceTrace) rethrows -> LineSourceTrace {
        if let hit = state.withLock({ state -> LineSourceTrace? in
            guard let index = state.traces.firstIndex(where: { $0.key == key }) else { return nil }
            state.hits += 1
            let entry = state.traces.remove(at: index)
            state.traces.insert(entry, at: 0)
            return entry.value
        }) { return hit }
        let value = try make()
        state.withLock { state in
            state.misses += 1
            state.traces.removeAll { $0.key == key }
            state.traces.insert((key, value), at: 0)
            if state.traces.count > traceCapacity { state.traces.removeLast() }
        }
        return value
    }

    func saliency(_ model: SaliencyModel, make: () throws -> FloatImage) rethrows -> FloatImage {
        if let hit = state.withLock({ state -> FloatImage? in
            let found = state.saliency[model]
            if found != nil { state.hits += 1 }
            return found
        }) { return hit }
        let value = try make()
        state.withLock { state in
            state.misses += 1
            state.saliency[model] = value
        }
        return value
    }
}
