import LineworkCore

/// A pen plotter as `draw --gcode/--hpgl` drive it: its paper, where its origin is, how it
/// lifts and lowers the pen, how fast it moves, and how it changes pens. Read from YAML with
/// `--device FILE` (keys as the fields below; every key optional), or one of the built-ins.
///
/// Units: millimetres, millimetres per second, seconds. Device coordinates: x along the
/// paper's width; with `originAtTop` false (the default, as GRBL and HP-GL plotters) y grows up
/// from the paper's bottom-left corner, otherwise down from its top-left. `flipX` / `flipY`
/// mirror an axis on top of that.
public struct DeviceProfile: Sendable, Equatable {
    /// The profile's name, written in the program's first comment: one line of 1…100
    /// characters. Default "device".
    public var name: String = "device"
    /// Paper size and the margin the drawing is fitted inside (aspect kept, centred).
    public var paperWidth: Double = 210
    /// Paper height in millimetres. Default 297 (A4).
    public var paperHeight: Double = 297
    /// Blank border kept on every side of the paper, in millimetres. Default 15.
    public var margin: Double = 15
    /// Whether device y grows down from the paper's top-left corner. Default false: up from the bottom-left, as GRBL and HP-GL plotters.
    public var originAtTop: Bool = false
    /// Mirrors device x across the paper's width. Default false.
    public var flipX: Bool = false
    /// Mirrors device y across the paper's height. Default false.
    public var flipY: Bool = false
    /// Speeds and acceleration of the motion model (`PlotTime`), also the G-code feed rates.
    /// Pen-down speed in millimetres per second, 0.1…100,000. Default 25.
    public var drawingSpeed: Double = 25
    /// Pen-up travel speed in millimetres per second, 0.1…100,000. Default 75.
    public var travelSpeed: Double = 75
    /// Acceleration in millimetres per second squared, 1…100,000. Default 1000.
    public var acceleration: Double = 1000
    /// Time the pen takes to go down or up (a G-code dwell after each pen command).
    public var penLiftSeconds: Double = 0.15
    /// G-code lines: before everything, to lift and lower the pen, after everything. `{pen}` in
    /// `penChange` is the next pen's number (from 1); an empty `penChange` draws every layer
    /// with one pen.
    public var gcodeHeader: [String] = ["G21", "G90"]
    /// G-code lines that lift the pen. Default `M5`.
    public var penUp: [String] = ["M5"]
    /// G-code lines that lower the pen. Default `M3 S90`.
    public var penDown: [String] = ["M3 S90"]
    /// G-code lines written after everything. Default `G0 X0 Y0`.
    public var gcodeFooter: [String] = ["G0 X0 Y0"]
    /// G-code lines written between pens (`{pen}` is the next pen's number from 1). Default empty: one pen for every layer.
    public var penChange: [String] = []
    /// G2/G3 arcs replace runs of short G1 moves when an arc stays within this many millimetres
    /// of them (`ArcFit`). 0 (the default, for controllers without arcs) writes G1 moves only;
    /// the built-in grbl-pen uses 0.05 (a sixth of a fine pen's line), which
    /// takes about a third off the moves of a drawing.
    public var arcTolerance: Double = 0
    /// HP-GL plotter units per millimetre (40: 0.025 mm, HP's), and whether pen-down moves are
    /// relative (`PR`), which keeps long files short.
    public var hpglUnitsPerMillimetre: Double = 40
    /// Whether pen-down moves are relative (`PR`) instead of absolute (`PA`). Default false.
    public var hpglRelative: Bool = false

    /// Creates the default profile: A4 portrait, 15 mm margin, origin at the bottom-left, G1 moves only.
    public init() {}

    /// A generic GRBL pen plotter with a servo pen lift on an A4 sheet (the default for `--gcode`).
    public static let grblPen: DeviceProfile = {
        var profile = DeviceProfile()
        profile.name = "grbl-pen"
        profile.penChange = ["M5", "G0 X0 Y0", "M0 (insert pen {pen})"]
        profile.arcTolerance = 0.05
        return profile
    }()

    /// An HP 7475A-style HP-GL plotter on A4: 0.025 mm units, 38 cm/s travel, relative pen-down
    /// moves, pens selected with SP (the default for `--hpgl`).
    public static let hp7475a: DeviceProfile = {
        var profile = DeviceProfile()
        profile.name = "hp7475a"
        profile.paperWidth = 297
        profile.paperHeight = 210
        profile.drawingSpeed = 38
        profile.travelSpeed = 380
        profile.acceleration = 2000
        profile.penLiftSeconds = 0.05
        profile.hpglRelative = true
        return profile
    }()

    /// The built-in profiles by name.
    public static let builtIn = [grblPen.name: grblPen, hp7475a.name: hp7475a]

    /// The motion model for plot-time estimates.
    public var motion: PlotTime.Device {
        var device = PlotTime.Device()
        device.drawingSpeed = drawingSpeed
        device.travelSpeed = travelSpeed
        device.acceleration = acceleration
        device.penLiftSeconds = penLiftSeconds
        return device
    }

    /// Checks every field against its range.
    ///
    /// - Throws: `LineworkError.invalidOption` naming the field.
    public func validate() throws {
        func check(_ ok: Bool, _ name: String, _ value: Any, _ allowed: String) throws {
            if !ok { throw LineworkError.invalidOption(name: name, value: "\(value)", allowed: allowed) }
        }
        for (name, value) in [("paperWidth", paperWidth), ("paperHeight", paperHeight)] {
            try check(value.isFinite && value >= 10 && value <= 10_000, name, value, "must be a length in [10, 10000] mm")
        }
        try check(margin.isFinite && margin >= 0 && 2 * margin < min(paperWidth, paperHeight) - 1, "margin", margin,
                  "must be at least 0 and leave room on the paper")
        // The name is written into a comment line of the program: one short line of text, or
        // a line break in it would start a G-code line of its own.
        try check(!name.isEmpty && name.count <= 100 && !name.unicodeScalars.contains { $0.properties.generalCategory == .control },
                  "name", name.count <= 100 ? name : String(name.prefix(40)) + "…", "must be one line of 1…100 characters")
        // Minimums a real plotter has: slower than 0.1 mm/s or 1 mm/s² no pen plotter moves, and
        // the feed rates written (mm/min, three decimals) would round to F0.
        for (name, value, minimum) in [("drawingSpeed", drawingSpeed, 0.1), ("travelSpeed", travelSpeed, 0.1),
                                       ("acceleration", acceleration, 1)] {
            try check(value.isFinite && value >= minimum && value <= 100_000, name, value,
                      "must be a number in [\(minimum), 100000] (\(name == "acceleration" ? "mm/s²" : "mm/s"))")
        }
        try check(penLiftSeconds.isFinite && penLiftSeconds >= 0 && penLiftSeconds <= 60, "penLiftSeconds", penLiftSeconds,
                  "must be in [0, 60] s")
        try check(hpglUnitsPerMillimetre.isFinite && hpglUnitsPerMillimetre >= 1 && hpglUnitsPerMillimetre <= 1000,
                  "hpglUnitsPerMillimetre", hpglUnitsPerMillimetre, "must be in [1, 1000]")
        try check(arcTolerance.isFinite && arcTolerance >= 0 && arcTolerance <= 1, "arcTolerance", arcTolerance,
                  "must be in [0, 1] mm (0: no arcs)")
        let lines = gcodeHeader + penUp + penDown + gcodeFooter + penChange
        try check(!lines.contains { $0.contains("\n") || $0.contains("\r") }, "gcode lines", "a line break",
                  "each entry must be one line")
    }
}
