import LineworkContours
import LineworkPlotter
import LineworkVector

extension LineDrawing {
    /// The drawing's strokes on `profile`'s paper, a pen per layer, cut every `splitDistance`
    /// mm when given (`DevicePaths`).
    ///
    /// - Throws: `LineworkError.invalidOption` naming `splitDistance` outside
    ///   `DevicePaths.splitDistances` (1…100,000 mm).
    public func devicePaths(on profile: DeviceProfile, splitDistance: Double? = nil) throws -> DevicePaths {
        let labels = Dictionary(art.scene.layers.map { ($0.id, $0.label) }) { first, _ in first }
        return try DevicePaths(strokes, width: art.scene.width, height: art.scene.height, profile: profile, labels: labels,
                               splitDistance: splitDistance)
    }

    /// The plotter program that draws this drawing: `linework draw --gcode`/`--hpgl` (and the
    /// studio's exports) in one call.
    ///
    /// - Parameters:
    ///   - language: G-code or HP-GL.
    ///   - device: the plotter; nil for the language's `defaultDevice` (grbl-pen for G-code,
    ///     hp7475a for HP-GL).
    ///   - splitDistance: lift the pen at least every this many mm of drawing (`DevicePaths`).
    /// - Throws: `devicePaths(on:splitDistance:)`'s and the writer's errors.
    public func plotterProgram(_ language: PlotterLanguage, device: DeviceProfile? = nil,
                               splitDistance: Double? = nil) throws -> String {
        let profile = device ?? language.defaultDevice
        return try language.program(devicePaths(on: profile, splitDistance: splitDistance), profile: profile)
    }

    /// Sets `stats.plotSeconds` to the estimate on `profile`: its speeds, acceleration and pen
    /// lifts, at the size the drawing has on its paper.
    public mutating func estimatePlotTime(on profile: DeviceProfile) {
        // No split distance: nothing to check, nothing thrown.
        guard let paths = try? devicePaths(on: profile) else { return }
        stats.plotSeconds = PlotTime(strokes.map { (points: $0.points, closed: $0.closed) },
                                     millimetresPerPixel: paths.scale, device: profile.motion).seconds
    }
}
