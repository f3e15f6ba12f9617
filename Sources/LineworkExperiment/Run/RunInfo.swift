import Foundation

/// The run's metadata: the only part of a page that differs between equal runs.
///
/// Enough to say where and how a page was made: the command line, the machine, and (for a
/// merged page) the shards whose results it shows. The images themselves are identified by their
/// cache keys, content hashes of the image, its ground truth and the plan (`ResultCache.key`).
public struct RunInfo: Sendable, Equatable {
    /// When the run started.
    public var date: Date
    /// Wall-clock seconds of this run.
    public var seconds: Double
    /// Images computed in this run.
    public var computed: Int
    /// Images whose results came from the cache.
    public var cached: Int
    /// The arguments the run was started with (`CommandLine.arguments`).
    public var commandLine: [String] = CommandLine.arguments
    /// The host's name and its processor's model and core count.
    public var host: String = RunInfo.hostDescription
    /// The shard manifests found in `DIR/shards` (`shard-K-of-N.json`), for a merged page.
    public var shards: [String] = []
    /// The git commit this Linework was built from (`+dirty` with uncommitted changes;
    /// "unknown" when built outside a git checkout).
    public var buildCommit: String = RunInfo.builtFrom

    /// The commit recorded when the package was built (the `BuildCommit` plugin reads it from git).
    public static var builtFrom: String { BuildCommit.value }

    /// Creates run metadata from its start, its duration in seconds and its counts; the command line, host and build commit are this process's.
    public init(date: Date, seconds: Double, computed: Int, cached: Int) {
        self.date = date
        self.seconds = seconds
        self.computed = computed
        self.cached = cached
    }

    /// `name, model (N cores)` from `uname` and `/proc/cpuinfo`; parts that cannot be read
    /// are left out.
    static var hostDescription: String {
        var names = utsname()
        uname(&names)
        let node = withUnsafeBytes(of: &names.nodename) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return [node.isEmpty ? nil : node, model.map { "\($0) (\(cores) cores)" } ?? "\(cores) cores"]
            .compactMap { $0 }.joined(separator: ", ")
    }

    /// The manifests in `DIR/shards`, sorted; empty when there is no such folder.
    static func shardManifests(in output: String) -> [String] {
        let folder = ImagePattern.join(output, "shards")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix("shard-") && $0.hasSuffix(".json") }.sorted()
    }
}
