import LineworkImage

/// Finds the borders of the foreground regions of a mask, exactly as OpenCV's
/// `cv::findContours(mask, mode, CHAIN_APPROX_NONE)` does.
///
/// Conventions: foreground (any non-zero byte) is 8-connected, background 4-connected, and
/// everything outside the image is background, so regions touching the edge are closed along it.
/// Points are pixel centres, x right, y down, (0, 0) the top-left pixel. See ``ContourTrace`` for
/// the order of contours, their start points and direction.
///
/// The algorithm is Suzuki & Abe's border following (1985), Algorithm 1 for `.tree`, with the
/// simplifications of Algorithm 2 (outermost borders only) for `.external`. It is linear in the
/// number of pixels plus the number of border points.
public enum BorderTracer {
    /// Traces every border of `mask`.
    /// - Parameters:
    ///   - mask: the binary image; any non-zero byte is foreground.
    ///   - retrieval: which borders to keep and whether to relate them; `.tree` by default
    ///     because it is the only mode that keeps the nesting.
    /// - Returns: the contours in OpenCV's order with their points in one arena; empty for an
    ///   empty or all-background mask.
    public static func trace(_ mask: BinaryMask, retrieval: ContourRetrieval = .tree) -> ContourTrace {
        guard mask.width > 0 && mask.height > 0 else { return ContourTrace(points: [], contours: []) }
        var scanner = BorderScanner(mask, retrieval: retrieval)
        scanner.scan()
        return ordered(scanner.nodes, points: scanner.points)
    }

    /// Traces every border of `gray` binarised by `threshold`: the same as tracing
    /// `BinaryMask(gray, threshold: threshold)`, without making the mask. An image of more than
    /// one channel is reduced to its luminance first, as `BinaryMask` does.
    public static func trace(_ gray: GrayImage, threshold: ContrastThreshold,
                             retrieval: ContourRetrieval = .tree) -> ContourTrace {
        guard gray.width > 0 && gray.height > 0 else { return ContourTrace(points: [], contours: []) }
        let gray = gray.channels == 1 ? gray : Luminance.gray(gray)
        var scanner = BorderScanner(gray, threshold: threshold, retrieval: retrieval)
        scanner.scan()
        return ordered(scanner.nodes, points: scanner.points)
    }

    /// Returns the scratch planes that traces keep for the next trace (at most 256 MiB: the
    /// label and owner planes of the last few traces) to the system. A program that traces
    /// once and goes on to other work may call it; the next trace maps new planes.
    public static func releaseCachedMemory() {
        MappingPool.drain()
    }

    /// Lays the borders out in OpenCV's order: a depth-first pre-order of the tree from the
    /// frame, children newest first, with the points copied into that order.
    private static func ordered(_ nodes: [BorderScanner.Node], points: [PixelPoint]) -> ContourTrace {
        var arena: [PixelPoint] = []
        arena.reserveCapacity(points.count)
        var contours: [TracedContour] = []
        contours.reserveCapacity(nodes.count - 1)
        var position = [Int](repeating: -1, count: nodes.count)
        var pending: [Int] = []
        if nodes[0].firstChild >= 0 { pending.append(nodes[0].firstChild) }
        while let index = pending.popLast() {
            let node = nodes[index]
            position[index] = contours.count
            contours.append(TracedContour(
                start: arena.count, count: node.count,
                parent: node.parent > 0 ? position[node.parent] : nil, isHole: node.isHole))
            arena.append(contentsOf: points[node.start ..< node.start + node.count])
            if node.nextSibling >= 0 { pending.append(node.nextSibling) }
            if node.firstChild >= 0 { pending.append(node.firstChild) }
        }
        return ContourTrace(points: arena, contours: contours)
    }
}
