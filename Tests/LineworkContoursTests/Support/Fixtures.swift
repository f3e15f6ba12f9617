import Foundation
import LineworkContours
import Testing

/// Golden files written by `Scripts/make-contour-fixtures` (OpenCV and scikit-image output).
enum Fixtures {
    /// Reference output of one OpenCV retrieval mode.
    struct OpenCVResult: Decodable {
        /// Each contour as a flat [x0, y0, x1, y1, …] list.
        let contours: [[Int32]]
        /// OpenCV rows [next, previous, first child, parent], -1 for none.
        let hierarchy: [[Int]]
    }

    /// A mask with OpenCV's contours for each retrieval mode.
    struct BorderCase: Decodable, CustomTestStringConvertible {
        let name: String
        let width: Int
        let height: Int
        /// Rows of "0"/"1", top row first.
        let mask: [String]
        let tree: OpenCVResult
        let external: OpenCVResult
        let list: OpenCVResult

        var testDescription: String { name }

        var binaryMask: BinaryMask {
            let pixels = mask.flatMap { row in row.utf8.map { $0 == UInt8(ascii: "1") ? UInt8(255) : 0 } }
            return BinaryMask(validWidth: width, height: height, pixels: pixels)
        }

        func result(for retrieval: ContourRetrieval) -> OpenCVResult {
            switch retrieval {
            case .tree: tree
            case .external: external
            case .list: list
            }
        }
    }

    /// A grid with scikit-image's `find_contours(grid, level)` as flat (x, y) lists.
    struct IsolineCase: Decodable, CustomTestStringConvertible {
        let name: String
        let width: Int
        let height: Int
        let level: Double
        let contours: [[Double]]
        /// Synthetic cases: the grid, row-major.
        let values: [Double]?
        /// Photo cases: 8-bit gray image (base64) and the contrast that maps it to [0, 1].
        let gray: String?
        let pivot: Double?
        let adjustment: Double?

        var testDescription: String { name }
    }

    private struct File<Case: Decodable>: Decodable {
        let versions: [String: String]
        let cases: [Case]
    }

    static func borderCases(_ file: String) -> [BorderCase] { load(file) }

    static func isolineCases(_ file: String) -> [IsolineCase] { load(file) }

    private static func load<Case: Decodable>(_ file: String) -> [Case] {
        guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil),
              let data = try? Data(contentsOf: folder.appendingPathComponent(file)),
              let decoded = try? JSONDecoder().decode(File<Case>.self, from: data)
        else { fatalError("cannot read fixture \(file); run Scripts/make-contour-fixtures") }
        return decoded.cases
    }
}
