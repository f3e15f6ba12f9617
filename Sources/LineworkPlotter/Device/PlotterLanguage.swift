import LineworkCore

/// The languages a plotter program is written in, each with the plotter it is written for when
/// none is named.
public enum PlotterLanguage: String, Sendable, CaseIterable {
    /// G-code (`GCodeWriter`), for GRBL-style pen plotters.
    case gcode
    /// HP-GL (`HPGLWriter`), for HP's pen plotters and their followers.
    case hpgl

    /// The plotter a program is written for when none is named: `DeviceProfile.grblPen` (A4) for
    /// G-code, `DeviceProfile.hp7475a` (A4 landscape) for HP-GL.
    public var defaultDevice: DeviceProfile {
        switch self {
        case .gcode: .grblPen
        case .hpgl: .hp7475a
        }
    }

    /// The program that draws `paths` on `profile`.
    ///
    /// - Throws: `HPGLWriter`'s error for a point outside its coordinate range.
    public func program(_ paths: DevicePaths, profile: DeviceProfile) throws -> String {
        switch self {
        case .gcode: GCodeWriter.program(paths, profile: profile)
        case .hpgl: try HPGLWriter.program(paths, profile: profile)
        }
    }
}
