import LineworkCore

/// Finds the curves where a sampled image crosses a level, exactly as scikit-image's
/// `measure.find_contours(image, level)` does with its defaults
/// (`fully_connected='low'`, `positive_orientation='low'`).
///
/// Marching squares (Lorensen & Cline 1987, in 2-D) over the cells between four neighbouring
/// samples: a sample is "high" when it is strictly greater than the level, crossings on cell
/// edges are placed by linear interpolation, and in the two ambiguous (saddle) cells the high
/// corners are kept apart, so low samples are 8-connected and high samples 4-connected.
///
/// Conventions: points are (x, y) = (column, row), pixel centres at integers. Lines crossing the
/// image border stay open there; closed lines repeat their first point. Lines are ordered by the
/// raster position (row, then column) of the first cell that produced one of their segments, and
/// each line runs with low values on its left. Cells with a NaN corner produce nothing.
/// Grids narrower or shorter than 2 samples have no cells and give no lines (scikit-image rejects
/// them).
public enum IsolineTracer {
    /// Traces the `level` curves of a grid of values.
    /// - Parameters:
    ///   - values: `width * height` samples, row-major, top row first.
    ///   - width: samples per row.
    ///   - height: number of rows.
    ///   - level: the iso-value.
    /// - Returns: the curves in scikit-image's order.
    /// - Throws: `LineworkError.invalidOption` naming `width` or `height` when it is negative, or
    ///   `values` when there are not `width * height` of them.
    public static func trace(values: [Double], width: Int, height: Int, level: Double) throws(LineworkError) -> [Isoline] {
        let count = try RasterSize.sampleCount(width: width, height: height, minimumSide: 0)
        try RasterSize.require("values", count: values.count, toBe: count)
        return trace(validValues: values, width: width, height: height, level: level)
    }

    /// `trace(values:width:height:level:)` on a grid the caller has made itself.
    package static func trace(validValues values: [Double], width: Int, height: Int, level: Double) -> [Isoline] {
        guard width >= 2 && height >= 2 else { return [] }
        return values.withUnsafeBufferPointer { buffer in
            MarchingSquares(samples: DoubleSamples(values: buffer), width: width, height: height, level: level).run()
        }
    }

    /// Traces the `level` curves of 8-bit samples seen through a lookup table, without building
    /// an image of doubles. The result equals `trace(values: samples.map { lookup[Int($0)] }, …)`.
    /// - Parameters:
    ///   - samples: `width * height` bytes, row-major, top row first.
    ///   - width: samples per row.
    ///   - height: number of rows.
    ///   - lookup: 256 values, the value of each byte (for example a contrast curve).
    ///   - level: the iso-value.
    /// - Returns: the curves in scikit-image's order.
    /// - Throws: `LineworkError.invalidOption` naming `width` or `height` when it is negative,
    ///   `samples` when there are not `width * height` of them, or `lookup` unless it holds 256.
    public static func trace(samples: [UInt8], width: Int, height: Int, lookup: [Double],
                             level: Double) throws(LineworkError) -> [Isoline] {
        let count = try RasterSize.sampleCount(width: width, height: height, minimumSide: 0)
        try RasterSize.require("samples", count: samples.count, toBe: count)
        guard lookup.count == 256 else {
            throw LineworkError.invalidOption(name: "lookup", value: "\(lookup.count) values",
                                              allowed: "must hold 256 values, one per byte")
        }
        return trace(validSamples: samples, width: width, height: height, lookup: lookup, level: level)
    }

    /// `trace(samples:width:height:lookup:level:)` on a grid and table the caller has made itself.
    package static func trace(validSamples samples: [UInt8], width: Int, height: Int, lookup: [Double],
                              level: Double) -> [Isoline] {
        guard width >= 2 && height >= 2 else { return [] }
        return samples.withUnsafeBufferPointer { bytes in
            lookup.withUnsafeBufferPointer { table in
                MarchingSquares(samples: LookupSamples(bytes: bytes, table: table), width: width, height: height, level: level).run()
            }
        }
    }
}
