import LineworkCore

/// One image's run as `ImageRunner` records it: each stage's name reported as it starts, its
/// seconds summed, and the pictures its stages write into the cache entry's folder.
final class StageRecorder {
    let folder: String
    let progress: (String) -> Void
    /// Seconds per stage (a stage timed twice sums).
    private(set) var seconds: [String: Double] = [:]

    init(folder: String, progress: @escaping (String) -> Void) {
        self.folder = folder
        self.progress = progress
    }

    /// Runs `body` as `stage`.
    func timed<T>(_ stage: String, _ body: () throws -> T) rethrows -> T {
        progress(stage)
        let (value, elapsed) = try Stopwatch.time(body)
        seconds[stage, default: 0] += elapsed
        return value
    }

    /// Writes a picture into the entry's folder (atomically) and returns its name.
    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        try AtomicFile.write(bytes, to: ImagePattern.join(folder, name))
        return name
    }

    /// Takes stages' seconds measured elsewhere (an earlier entry whose results are reused).
    func add(_ measured: [String: Double]) {
        seconds.merge(measured) { $1 }
    }
}
