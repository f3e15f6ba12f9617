import LineworkCore
/// The result of a contour request, modelled on Vision's `VNContoursObservation`.
///
/// Contours are numbered in the tracer's order (for the border tracer, OpenCV's order: a
/// depth-first pre-order of the border tree). Each also has an *index path*: `[i]` for the
/// i-th top-level contour, `[i, j]` for the j-th child of that one, and so on, as in Vision.
///
/// Two observations are equal when they describe the same result — sizes, options, pivot,
/// threshold and every contour — whatever their `timings`: the same request on the same image
/// gives equal observations, though never the same timings.
public struct ContoursObservation: Sendable, Equatable {
    /// The upright input image's size.
    public let imageSize: PixelSize
    /// The working image's size: the input scaled down to `maximumImageDimension`.
    public let workingSize: PixelSize
    /// The options the request ran with.
    public let options: ContourOptions
    /// The pivot actually used (the resolved value when the pivot is automatic).
    public let pivot: Double
    /// The integer threshold the pivot and adjustment reduce to.
    public let threshold: ContrastThreshold
    /// Every contour's points.
    public let geometry: ContourGeometry
    /// Where time went, in seconds: `prepare` (gray, downscale, blur) and `trace`
    /// (binarisation and tracing). Not part of equality.
    public let timings: [String: Double]

    /// Child indices of each contour, in order, and the top-level indices.
    let children: [[Int]]
    let topLevel: [Int]

    /// Creates an observation from a finished request's sizes, options, resolved pivot and threshold, traced geometry and timings (seconds per stage).
    public init(imageSize: PixelSize, workingSize: PixelSize, options: ContourOptions, pivot: Double,
                threshold: ContrastThreshold, geometry: ContourGeometry, timings: [String: Double]) {
        self.imageSize = imageSize
        self.workingSize = workingSize
        self.options = options
        self.pivot = pivot
        self.threshold = threshold
        self.geometry = geometry
        self.timings = timings
        var children = [[Int]](repeating: [], count: geometry.count)
        var topLevel: [Int] = []
        for i in 0..<geometry.count {
            if let parent = geometry.parent(of: i) { children[parent].append(i) } else { topLevel.append(i) }
        }
        self.children = children
        self.topLevel = topLevel
    }

    /// Equal results, timings aside (`children` and `topLevel` follow from `geometry`).
    public static func == (lhs: ContoursObservation, rhs: ContoursObservation) -> Bool {
        lhs.imageSize == rhs.imageSize && lhs.workingSize == rhs.workingSize && lhs.options == rhs.options
            && lhs.pivot == rhs.pivot && lhs.threshold == rhs.threshold && lhs.geometry == rhs.geometry
    }

    /// The total number of contours, at every level (Vision's `contourCount`).
    public var contourCount: Int { geometry.count }

    /// The number of points over all contours.
    public var pointCount: Int { geometry.pointCount }

    /// Contours without a parent (Vision's `topLevelContours`).
    public var topLevelContours: [Contour] { topLevel.map { contour(index: $0) } }

    /// Every contour, in tracer order.
    public var contours: [Contour] { (0..<contourCount).map { contour(index: $0) } }

    /// The contour with flat index `index` (Vision's `contour(at:)`), or nil when out of range.
    public func contour(at index: Int) -> Contour? {
        (0..<contourCount).contains(index) ? contour(index: index) : nil
    }

    /// The contour at an index path such as `[2, 0]` (Vision's `contour(at: IndexPath)`), or nil.
    public func contour(at indexPath: [Int]) -> Contour? {
        guard let first = indexPath.first, topLevel.indices.contains(first) else { return nil }
        var index = topLevel[first]
        for step in indexPath.dropFirst() {
            guard children[index].indices.contains(step) else { return nil }
            index = children[index][step]
        }
        return contour(index: index)
    }

    /// The index path of contour `index` (its position among its siblings at each depth, from
    /// the top level down), or nil when `index` is outside `0..<contourCount`, as
    /// `contour(at:)` answers for such an index.
    public func indexPath(of index: Int) -> [Int]? {
        guard (0..<contourCount).contains(index) else { return nil }
        return validIndexPath(of: index)
    }

    /// The index path of a contour index known to be valid.
    func validIndexPath(of index: Int) -> [Int] {
        var path: [Int] = []
        var current = index
        while let parent = geometry.parent(of: current) {
            path.append(children[parent].firstIndex(of: current)!)
            current = parent
        }
        path.append(topLevel.firstIndex(of: current)!)
        return path.reversed()
    }

    /// The depth of contour `index` in the hierarchy: 0 for top level.
    public func depth(of index: Int) -> Int {
        var depth = 0, current = index
        while let parent = geometry.parent(of: current) { depth += 1; current = parent }
        return depth
    }

    func contour(index: Int) -> Contour {
        Contour(observation: self, index: index)
    }

    func childIndices(of index: Int) -> [Int] { children[index] }
}
