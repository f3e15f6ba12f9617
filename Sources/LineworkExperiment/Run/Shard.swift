/// One part of an experiment split over N machines: `--shard K/N` takes the images at positions
/// K, K + N, K + 2N, … of the spec's image list (K counts from 0, as Slurm's
/// `SLURM_ARRAY_TASK_ID` with `--array=0-(N-1)` and Kubernetes' `JOB_COMPLETION_INDEX` do).
///
/// Round-robin rather than contiguous blocks, so shards get a mix of the images and finish at
/// similar times when image sizes vary along the list.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 0 ≤ index < count.
    public let index: Int
    /// How many shards the images are split into, ≥ 1.
    public let count: Int

    /// Parses `K/N`.
    ///
    /// - Returns: nil unless K and N are integers with 0 ≤ K < N.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
              (0..<count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether the image at `position` of the spec's list belongs to this shard.
    public func contains(_ position: Int) -> Bool { position % count == index }

    /// The shard written `K/N`, as `--shard` takes it.
    public var description: String { "\(index)/\(count)" }
}
