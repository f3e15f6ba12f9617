extension BorderScanner {
    /// Follows one border from its start pixel and records it as a new node (Suzuki & Abe,
    /// Appendix I, steps 3.1–3.5), marking its pixels in `labels`.
    ///
    /// The first neighbour is searched clockwise from the start direction (west of an outer
    /// border's start, east of a hole border's), then each step searches counter-clockwise from
    /// the pixel we came from. A pixel whose east neighbour was examined as background gets the
    /// "right edge" label (step 3.4 (a)), which stops the scan from starting its hole again;
    /// other unvisited pixels get the plain label (3.4 (b)). The walk ends when it is back at the
    /// start pixel about to step to the first neighbour again (3.5). Every visit is one point.
    ///
    /// - Parameters:
    ///   - start: index of the start pixel in `labels`; `x`, `y` its padded coordinates.
    ///   - parent: node index of the enclosing border (0 = frame).
    mutating func follow(from start: Int, x: Int, y: Int, isHole: Bool, parent: Int) {
        let node = nodes.count
        let mark: Int8 = retrieval == .tree ? number : 2
        if retrieval == .tree {
            // OpenCV's NBD is 7-bit and skips 0 and 1 when it wraps.
            number = (number &+ 1) & 0x7F
            if number == 0 { number = 3 }
        }
        let first = points.count
        var point = PixelPoint(x: Int32(x - 1), y: Int32(y - 1))
        let initial = isHole ? 0 : 4
        var s = initial
        var neighbour = start
        repeat {
            s = (s &- 1) & 7
            neighbour = start &+ offsets[s]
        } while labels[neighbour] == 0 && s != initial

        if s == initial {
            // An isolated pixel: its own right edge, one point.
            setLabel(start, to: mark | -128, owner: node)
            points.append(point)
        } else {
            var current = start
            while true {
                let from = s
                var next: Int
                repeat {
                    s &+= 1
                    next = current &+ offsets[s]
                } while labels[next] == 0
                s &= 7
                if UInt(bitPattern: s &- 1) < UInt(from) {
                    setLabel(current, to: mark | -128, owner: node)
                } else if labels[current] == 1 {
                    setLabel(current, to: mark, owner: node)
                }
                points.append(point)
                let step = steps[s]
                point.x &+= step.x
                point.y &+= step.y
                if next == start && current == neighbour { break }
                current = next
                s = (s &+ 4) & 7
            }
        }
        var record = Node(start: first, count: points.count - first, isHole: isHole)
        record.parent = parent
        record.nextSibling = nodes[parent].firstChild
        nodes.append(record)
        nodes[parent].firstChild = node
    }

    @inline(__always)
    private func setLabel(_ index: Int, to label: Int8, owner: Int) {
        labels[index] = label
        owners?[index] = Int32(truncatingIfNeeded: owner)
    }
}
