import LineworkContours

/// The invariants every trace must satisfy, whatever the mask or image.
public enum ContourInvariants {
    /// Border tracer, `.tree`: points on foreground pixels inside the image; each border a
    /// closed chain of 8-neighbour steps; the hierarchy a forest (parents come first) whose
    /// levels alternate outer/hole, with every parent enclosing its children. `.list` and
    /// `.external` traces have no parents, and `.external` ones no holes.
    public static func check(_ trace: ContourTrace, mask: BinaryMask, retrieval: ContourRetrieval = .tree) {
        var total = 0
        for (i, contour) in trace.contours.enumerated() {
            require(contour.count >= 1 && contour.start == total, "contour \(i) arena range")
            total += contour.count
            let points = trace[i]
            for p in points {
                require(p.x >= 0 && Int(p.x) < mask.width && p.y >= 0 && Int(p.y) < mask.height,
                        "contour \(i) point \(p) outside \(mask.width)×\(mask.height)")
                require(mask[Int(p.x), Int(p.y)], "contour \(i) point \(p) on background")
            }
            if points.count > 1 {
                var previous = points.last!
                for p in points {
                    require(max(abs(p.x - previous.x), abs(p.y - previous.y)) == 1,
                            "contour \(i) is not a closed chain of 8-neighbour steps at \(previous) → \(p)")
                    previous = p
                }
            }
            if retrieval != .tree {
                require(contour.parent == nil, "\(retrieval) contour \(i) has a parent")
                require(retrieval == .list || !contour.isHole, "external trace holds hole \(i)")
            } else if let parent = contour.parent {
                require(parent >= 0 && parent < i, "contour \(i) parent \(parent) does not come first")
                require(trace.contours[parent].isHole != contour.isHole, "contour \(i) does not alternate with its parent")
                for p in points {
                    require(encloses(trace[parent], p), "contour \(parent) does not enclose \(p) of its child \(i)")
                }
            } else {
                require(!contour.isHole, "hole \(i) without a parent")
            }
        }
        require(total == trace.points.count, "arena holds \(trace.points.count) points, contours \(total)")
    }

    /// Isolines of a grid of `width` × `height` samples: finite points inside
    /// [0, width − 1] × [0, height − 1]; when `strict` (no sample equals the level, none is NaN)
    /// every line is closed or has both ends on the image border.
    public static func check(_ lines: [Isoline], width: Int, height: Int, strict: Bool) {
        let maxX = Double(width - 1), maxY = Double(height - 1)
        for (i, line) in lines.enumerated() {
            require(line.points.count >= 2, "isoline \(i) has \(line.points.count) points")
            for p in line.points {
                require(p.x.isFinite && p.y.isFinite && p.x >= 0 && p.x <= maxX && p.y >= 0 && p.y <= maxY,
                        "isoline \(i) point \(p) outside \(width)×\(height)")
            }
            require(line.isClosed == (line.points.first == line.points.last), "isoline \(i) isClosed flag")
            guard strict, !line.isClosed else { continue }
            for end in [line.points.first!, line.points.last!] {
                require(end.x == 0 || end.x == maxX || end.y == 0 || end.y == maxY,
                        "open isoline \(i) ends at \(end), inside the \(width)×\(height) image")
            }
        }
    }

    /// Whether `point` lies inside the closed polygon through `polygon` or on its boundary
    /// (winding number, exact in integers; a self-touching border's spikes add nothing).
    static func encloses(_ polygon: ArraySlice<PixelPoint>, _ point: PixelPoint) -> Bool {
        let px = Int(point.x), py = Int(point.y)
        var winding = 0
        var a = polygon.last!
        for b in polygon {
            let ax = Int(a.x), ay = Int(a.y), bx = Int(b.x), by = Int(b.y)
            let cross = (bx - ax) * (py - ay) - (px - ax) * (by - ay)
            if cross == 0 && min(ax, bx) <= px && px <= max(ax, bx) && min(ay, by) <= py && py <= max(ay, by) {
                return true
            }
            if ay <= py {
                if by > py && cross > 0 { winding += 1 }
            } else if by <= py && cross < 0 {
                winding -= 1
            }
            a = b
        }
        return winding != 0
    }
}
