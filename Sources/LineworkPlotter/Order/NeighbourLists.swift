import LineworkCore

/// One short list of point ids per item, found for every item up front and on all cores: the
/// queries a sequential pass (the merge's joins) would otherwise make one at a time.
///
/// Items are filled in the order given, not by number: in an `EndpointTree`'s order
/// (`EndpointTree.idsInTreeOrder`) one query's points are the next one's, so the queries read
/// the tree from cache where, in stroke order, each one missed it (a million 0.5 px queries
/// took 0.5 s, most of it waiting for memory). Chunks of that order run concurrently, each
/// writing a buffer of its own, joined in chunk order, so the lists are the same whatever the
/// number of threads. Item k's list is `ids[starts[k] ..< starts[k] + counts[k]]`. A list longer
/// than the capacity is not stored: its count is -1 (`overflowed`), and the caller asks the
/// index itself. An item left out of the order has an empty list.
struct NeighbourLists {
    /// Where each item's list starts in `ids`.
    private(set) var starts: [Int]
    /// Each item's list length, or -1 when the list held more than the capacity.
    private(set) var counts: [Int32]
    /// Every list, end to end, in fill order.
    private(set) var ids: [Int32]

    /// Collects the lists.
    ///
    /// - Parameters:
    ///   - count: the number of items, 0 ..< count.
    ///   - order: the items to fill, in the order to fill them (each at most once).
    ///   - capacity: the longest list kept.
    ///   - threads: threads to share the items between.
    ///   - fill: writes item k's ids into the buffer (as many as fit) and returns how many it
    ///     has in all; it runs concurrently for different items, so it must only read shared
    ///     state.
    init(count: Int, order: [Int32], capacity: Int, threads: Int = Parallel.threadCount,
         _ fill: (Int, UnsafeMutableBufferPointer<Int32>) -> Int) {
        // Four chunks a thread even out chunks of uneven cost (dense clusters of ends).
        let chunks = max(1, min(threads * 4, order.count / 4096))
        var parts = [(ids: [Int32], counts: [Int32])](repeating: ([], []), count: chunks)
        parts.withUnsafeMutableBufferPointer { parts in
            Parallel.forEach(chunks, threads: threads) { chunk in
                let lower = order.count * chunk / chunks, upper = order.count * (chunk + 1) / chunks
                var ids: [Int32] = [], counts = [Int32](repeating: 0, count: upper - lower)
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(capacity, 1)) { found in
                    for k in lower ..< upper {
                        let n = fill(Int(order[k]), found)
                        guard n <= capacity else { counts[k - lower] = -1; continue }
                        ids.append(contentsOf: UnsafeBufferPointer(rebasing: found[0 ..< n]))
                        counts[k - lower] = Int32(n)
                    }
                }
                parts[chunk] = (ids, counts)
            }
        }
        starts = [Int](repeating: 0, count: count)
        counts = [Int32](repeating: 0, count: count)
        ids = []
        ids.reserveCapacity(parts.reduce(0) { $0 + $1.ids.count })
        var k = 0
        for part in parts {
            var offset = ids.count
            for n in part.counts {
                let item = Int(order[k])
                (starts[item], counts[item]) = (offset, n)
                offset += max(0, Int(n))
                k += 1
            }
            ids.append(contentsOf: part.ids)
        }
    }
}
