import LineworkCore

/// HP-GL for a pen plotter (`draw --hpgl`): `IN;` then, pen by pen, `SPn;` and each path as a
/// pen-up move to its start and pen-down moves through its points, in plotter units
/// (`DeviceProfile.hpglUnitsPerMillimetre`), absolute (`PA`) or, with `hpglRelative`, relative
/// (`PR`, each step the difference of rounded absolute positions, so rounding never drifts).
/// Ends with `PU;SP0;`.
public enum HPGLWriter {
    /// The HP-GL program that draws `paths` on the device `profile` describes.
    ///
    /// - Throws: `LineworkError.invalidOption` naming a field of `profile` out of its range
    ///   (`DeviceProfile.validate()`), or naming `paths` when a point is not a finite position in
    ///   plotter units (paths placed on another, unchecked profile).
    public static func program(_ paths: DevicePaths, profile: DeviceProfile) throws -> String {
        try profile.validate()
        var out = ["IN;"]
        let units = profile.hpglUnitsPerMillimetre
        func plotter(_ p: Point2) throws -> (Int, Int) {
            guard let x = Int(exactly: (p.x * units).rounded()), let y = Int(exactly: (p.y * units).rounded()) else {
                throw LineworkError.invalidOption(name: "paths", value: "(\(p.x), \(p.y)) mm",
                                                  allowed: "every point must be a finite position on the paper")
            }
            return (x, y)
        }
        for (index, pen) in paths.pens.enumerated() {
            out.append("SP\(index + 1);")
            for polyline in pen.polylines {
                let start = try plotter(polyline[0])
                out.append("PA;PU\(start.0),\(start.1);")
                var previous = start
                var moves: [String] = []
                for p in polyline.dropFirst() {
                    let q = try plotter(p)
                    moves.append(profile.hpglRelative ? "\(q.0 - previous.0),\(q.1 - previous.1)" : "\(q.0),\(q.1)")
                    previous = q
                }
                out.append((profile.hpglRelative ? "PR;" : "") + "PD" + moves.joined(separator: ",") + ";")
            }
        }
        out.append("PU;SP0;")
        return out.joined(separator: "\n") + "\n"
    }
}
