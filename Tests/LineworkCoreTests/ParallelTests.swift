import LineworkCore
import Synchronization
import Testing

struct ParallelTests {
    @Test(arguments: [1, 2, 8])
    func forEachVisitsEveryIndexOnce(threads: Int) {
        let visits = Mutex([Int](repeating: 0, count: 1000))
        Parallel.forEach(1000, threads: threads) { i in visits.withLock { $0[i] += 1 } }
        #expect(visits.withLock { $0 } == [Int](repeating: 1, count: 1000))
    }

    @Test func oneThreadRunsInOrderOnTheCallingThread() {
        var order: [Int] = []
        Parallel.forEach(5, threads: 1) { order.append($0) }
        #expect(order == [0, 1, 2, 3, 4])
        var chunks: [Range<Int>] = []
        Parallel.forEachChunk(100, minimumChunk: 1, threads: 1) { chunks.append($0) }
        #expect(chunks == [0..<100])
    }
}
