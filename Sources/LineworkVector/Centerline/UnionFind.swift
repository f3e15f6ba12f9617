/// Disjoint sets of the integers 0..<count, with path halving and union by index: near-constant
/// time per operation, and the root of a set is its smallest member, so results do not depend
/// on the order of unions.
struct UnionFind {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    mutating func find(_ x: Int) -> Int {
        var x = x
        while parent[x] != x {
            parent[x] = parent[parent[x]]
            x = parent[x]
        }
        return x
    }

    mutating func union(_ a: Int, _ b: Int) {
        let ra = find(a), rb = find(b)
        if ra < rb { parent[rb] = ra } else if rb < ra { parent[ra] = rb }
    }
}
