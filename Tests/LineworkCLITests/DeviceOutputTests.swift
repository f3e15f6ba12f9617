import Foundation
import LineworkPlotter
import Testing

/// `draw --gcode/--hpgl/--device`: a small interpreter replays each program, and the polylines
/// it draws with the pen down match the `--json` strokes placed on the profile's paper (fitted
/// inside the margins, centred, y up from the bottom-left) to within 0.1 mm.
struct DeviceOutputTests {
    typealias Polyline = [(x: Double, y: Double)]

    @Test(arguments: ["grbl-pen", "custom"])
    func gcodeReplaysToTheDrawnStrokes(device: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var deviceArgument = device
        var paper = (width: 210.0, height: 297.0, margin: 15.0)
        if device == "custom" {
            deviceArgument = folder.appendingPathComponent("plotter.yaml").path
            try "name: custom\npaperWidth: 300\npaperHeight: 200\nmargin: 10\npenDown: [\"G1 Z0 F600\"]\npenUp: \"G0 Z3\"\n"
                .write(toFile: deviceArgument, atomically: true, encoding: .utf8)
            paper = (300, 200, 10)
        }
        let (gcode, json) = (folder.appendingPathComponent("a.gcode").path, folder.appendingPathComponent("a.json").path)
        let result = try CLI.run(["draw", DrawCommandTests.photo("coins"), "--tone", "hatch", "--device", deviceArgument,
                                  "--gcode", gcode, "--json", json])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = try Self.expected(json: json, paper: paper)
        let text = try String(contentsOfFile: gcode, encoding: .utf8)
        let (drawn, arcs) = Self.replayGCodeCountingArcs(text, penDown: device == "custom" ? "G1 Z0" : "M3",
                                                         penUp: device == "custom" ? "G0 Z3" : "M5")
        try Self.compare(drawn, expected, tolerance: 0.1)
        // grbl-pen fits arcs (arcTolerance 0.05 mm); a custom profile without the key does not.
        #expect(device == "grbl-pen" ? arcs > 0 : arcs == 0, "\(arcs) arcs")
        // Every move stays on the paper, and the drawing inside its margins.
        let all = drawn.flatMap { $0 }
        #expect(all.allSatisfy { $0.x >= paper.margin - 0.1 && $0.x <= paper.width - paper.margin + 0.1
            && $0.y >= paper.margin - 0.1 && $0.y <= paper.height - paper.margin + 0.1 })
        if device == "grbl-pen" { #expect(text.contains("M0 (insert pen 2)")) }   // lines, then the tone pen
    }

    /// `--split-distance 20`: no pen-down run is longer than 20 mm, and the ink is the same.
    @Test func splitDistanceLiftsThePenEveryDMillimetres() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func drawn(_ extra: [String]) throws -> [Polyline] {
            let gcode = folder.appendingPathComponent("s.gcode").path
            let result = try CLI.run(["draw", DrawCommandTests.photo("coins"), "--gcode", gcode] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return Self.replayGCode(try String(contentsOfFile: gcode, encoding: .utf8), penDown: "M3", penUp: "M5")
        }
        func length(_ line: Polyline) -> Double {
            zip(line, line.dropFirst()).reduce(0) { $0 + (($1.1.x - $1.0.x) * ($1.1.x - $1.0.x) + ($1.1.y - $1.0.y) * ($1.1.y - $1.0.y)).squareRoot() }
        }
        let whole = try drawn([]), split = try drawn(["--split-distance", "20"])
        #expect(whole.contains { length($0) > 20 } && split.count > whole.count)
        #expect(split.allSatisfy { length($0) <= 20.01 })
        let (inkWhole, inkSplit) = (whole.reduce(0) { $0 + length($1) }, split.reduce(0) { $0 + length($1) })
        #expect(abs(inkWhole - inkSplit) < 1e-3 * inkWhole)
        let bad = try CLI.run(["draw", DrawCommandTests.photo("coins"), "--gcode", folder.path + "/b.gcode", "--split-distance", "0"])
        bad.expectCleanFailure(mentioning: "--split-distance")
    }

    @Test func hpglReplaysToTheDrawnStrokes() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (hpgl, json) = (folder.appendingPathComponent("a.hpgl").path, folder.appendingPathComponent("a.json").path)
        let result = try CLI.run(["draw", DrawCommandTests.photo("coins"), "--hpgl", hpgl, "--json", json])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = try Self.expected(json: json, paper: (297, 210, 15))
        let drawn = try Self.replayHPGL(try String(contentsOfFile: hpgl, encoding: .utf8), unitsPerMillimetre: 40)
        try Self.compare(drawn, expected, tolerance: 0.1)
    }

    /// The replay interpreter above reads committed programs as real parsers do
    /// (Scripts/make-plot-fixtures): pygcode for G-code (arcs included) and hp2xx's coordinate
    /// range for HP-GL. Same pen-down paths, ink to 0.01 %, extents to 1 µm (G-code) or half a
    /// plotter unit (HP-GL); and every program stays inside its paper's margins.
    @Test(arguments: ["chelsea-grbl", "chelsea-grbl-split40", "chelsea-hp7475a"])
    func replayAgreesWithRealParsers(name: String) throws {
        struct Reference: Decodable {
            struct Hp2xx: Decodable { let rangeMillimetres: [Double] }
            let paths: Int; let penDownLength: Double; let extents: [Double]; let paper: [Double]
            let insideMargins: Bool; let hp2xx: Hp2xx?
        }
        let folder = CLI.packageRoot.appendingPathComponent("Tests/LineworkCLITests/Fixtures/plot")
        let reference = try JSONDecoder().decode(Reference.self, from: Data(contentsOf: folder.appendingPathComponent("device-\(name).json")))
        let isHPGL = name.hasSuffix("hp7475a")
        let text = try String(contentsOf: folder.appendingPathComponent("device-\(name).\(isHPGL ? "hpgl" : "gcode")"), encoding: .utf8)
        let lines = isHPGL ? try Self.replayHPGL(text, unitsPerMillimetre: 40) : Self.replayGCode(text, penDown: "M3", penUp: "M5")
        var ink = 0.0
        for line in lines {
            for (a, b) in zip(line, line.dropFirst()) {
                let (dx, dy) = (b.x - a.x, b.y - a.y)
                ink += (dx * dx + dy * dy).squareRoot()
            }
        }
        let xs: [Double] = lines.flatMap { $0.map(\.x) }, ys: [Double] = lines.flatMap { $0.map(\.y) }
        let extents: [Double] = [xs.min() ?? 0, ys.min() ?? 0, xs.max() ?? 0, ys.max() ?? 0]
        #expect(lines.count == reference.paths)
        #expect(abs(ink - reference.penDownLength) <= 1e-4 * reference.penDownLength, "ink \(ink) vs \(reference.penDownLength)")
        let tolerance = isHPGL ? 1e-9 : 0.001
        #expect(zip(extents, reference.extents).allSatisfy { abs($0 - $1) <= tolerance }, "\(extents) vs \(reference.extents)")
        #expect(reference.insideMargins)
        if let hp2xx = reference.hp2xx {
            let close = zip(extents, hp2xx.rangeMillimetres).allSatisfy { pair in abs(pair.0 - pair.1) <= 0.5 / 40 + 1e-9 }
            #expect(close, "hp2xx \(hp2xx.rangeMillimetres)")
        }
    }

    @Test(arguments: [
        ("bogus: 1\n", "is not a profile field"), ("paperWidth: [1]\n", "must be a number"),
        ("margin: 200\n", "margin"), ("[1, 2]\n", "must be a mapping"),
    ])
    func aBadProfileIsOneLineAndWritesNothing(yaml: String, message: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let profile = folder.appendingPathComponent("p.yaml").path
        try yaml.write(toFile: profile, atomically: true, encoding: .utf8)
        let gcode = folder.appendingPathComponent("a.gcode").path
        let result = try CLI.run(["draw", DrawCommandTests.photo("coins"), "--device", profile, "--gcode", gcode])
        result.expectCleanFailure(mentioning: message)
        #expect(!FileManager.default.fileExists(atPath: gcode))
    }

    /// With a profile, plotSeconds follows its speeds: a plotter twice as fast (and quicker to
    /// lift) takes less time for the same drawing.
    @Test func plotTimeFollowsTheProfile() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func seconds(_ yaml: String) throws -> Double {
            let profile = folder.appendingPathComponent("p.yaml").path
            try yaml.write(toFile: profile, atomically: true, encoding: .utf8)
            let result = try CLI.run(["draw", DrawCommandTests.photo("coins"), "--device", profile, "--stats", "-"])
            #expect(result.status == 0, "\(result.stderr)")
            let stats = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            return try #require(stats["plotSeconds"] as? Double)
        }
        let slow = try seconds("drawingSpeed: 20\ntravelSpeed: 60\n"), fast = try seconds("drawingSpeed: 40\ntravelSpeed: 120\npenLiftSeconds: 0.05\n")
        #expect(fast > 0 && fast < slow * 0.6)
    }

    // MARK: - Helpers

    /// The `--json` strokes placed as the device places them: fitted in the margins, centred,
    /// working pixel p at offset + (p + 0.5) · scale from the top-left, then y up. Closed strokes
    /// come back to their start.
    static func expected(json: String, paper: (width: Double, height: Double, margin: Double)) throws -> [Polyline] {
        let (strokes, w, h) = try DrawCommandTests.strokes(fromJSON: String(contentsOfFile: json, encoding: .utf8))
        let scale = min((paper.width - 2 * paper.margin) / Double(w), (paper.height - 2 * paper.margin) / Double(h))
        let (ox, oy) = ((paper.width - Double(w) * scale) / 2, (paper.height - Double(h) * scale) / 2)
        return strokes.map { stroke in
            var line: Polyline = stroke.points.map { (ox + ($0.x + 0.5) * scale, paper.height - (oy + ($0.y + 0.5) * scale)) }
            if stroke.closed && line.count > 2 { line.append(line[0]) }
            if line.count == 1 { line.append(line[0]) }
            return line
        }
    }

    /// Pen-down polylines of a G-code program: G0/G1 with X and Y move the pen, G2/G3 (with I
    /// and J from the move's start) draw clockwise or counter-clockwise arcs, flattened here
    /// into chords that stray at most 1 µm; lines starting with `penDown` / `penUp` lower and
    /// lift the pen. `arcs` counts the G2/G3 moves.
    static func replayGCode(_ text: String, penDown: String, penUp: String) -> [Polyline] {
        replayGCodeCountingArcs(text, penDown: penDown, penUp: penUp).lines
    }

    static func replayGCodeCountingArcs(_ text: String, penDown: String, penUp: String) -> (lines: [Polyline], arcs: Int) {
        var position = (x: 0.0, y: 0.0), down = false, arcs = 0
        var lines: [Polyline] = [], current: Polyline = []
        for raw in text.split(separator: "\n") {
            let line = raw.split(separator: ";").first.map(String.init) ?? ""
            if line.hasPrefix(penDown) { down = true; current = [position]; continue }
            if line.hasPrefix(penUp) {
                if down && !current.isEmpty { lines.append(current) }
                down = false; current = []; continue
            }
            let words = line.split(separator: " ")
            guard let command = words.first, ["G0", "G1", "G2", "G3"].contains(command) else { continue }
            var target = position, offset = (i: 0.0, j: 0.0)
            for word in words.dropFirst() {
                let value = Double(word.dropFirst()) ?? .nan
                switch word.first {
                case "X": target.x = value
                case "Y": target.y = value
                case "I": offset.i = value
                case "J": offset.j = value
                default: break
                }
            }
            if command == "G2" || command == "G3" {
                arcs += 1
                let center = (x: position.x + offset.i, y: position.y + offset.j)
                let radius = (offset.i * offset.i + offset.j * offset.j).squareRoot()
                let start = atan2(position.y - center.y, position.x - center.x)
                var sweep = atan2(target.y - center.y, target.x - center.x) - start
                if command == "G3" { while sweep <= 0 { sweep += 2 * .pi } } else { while sweep >= 0 { sweep -= 2 * .pi } }
                let step = 2 * acos(max(-1, 1 - 0.001 / max(radius, 0.001)))
                let pieces = max(1, Int((abs(sweep) / step).rounded(.up)))
                for k in 1..<pieces where down {
                    let angle = start + sweep * Double(k) / Double(pieces)
                    current.append((center.x + radius * cos(angle), center.y + radius * sin(angle)))
                }
            }
            position = target
            if down { current.append(position) }
        }
        return (lines, arcs)
    }

    /// Pen-down polylines of an HP-GL program (IN, SP, PA, PR, PU, PD with coordinates).
    static func replayHPGL(_ text: String, unitsPerMillimetre: Double) throws -> [Polyline] {
        var position = (x: 0, y: 0), relative = false
        var lines: [Polyline] = [], current: Polyline = []
        func mm(_ p: (x: Int, y: Int)) -> (x: Double, y: Double) { (Double(p.x) / unitsPerMillimetre, Double(p.y) / unitsPerMillimetre) }
        for instruction in text.split(whereSeparator: { $0 == ";" || $0 == "\n" }) {
            let name = String(instruction.prefix(2)), rest = instruction.dropFirst(2)
            let numbers = rest.split(separator: ",").compactMap { Int($0) }
            switch name {
            case "PA": relative = false
            case "PR": relative = true
            case "PU", "PD":
                #expect(numbers.count % 2 == 0, "odd coordinate count in \(instruction)")
                if name == "PU", current.count > 1 { lines.append(current) }
                if name == "PU" { current = [] }
                for k in Swift.stride(from: 0, to: numbers.count - 1, by: 2) {
                    position = relative ? (position.x + numbers[k], position.y + numbers[k + 1]) : (numbers[k], numbers[k + 1])
                    if name == "PD" { current.append(mm(position)) }
                }
                if name == "PU" { current = [mm(position)] }
            case "IN", "SP": break
            default: Issue.record("unknown HP-GL instruction \(instruction)")
            }
        }
        if current.count > 1 { lines.append(current) }
        return lines
    }

    /// Point for point when the counts agree (straight moves only); otherwise (arcs) each
    /// polyline's points must lie within `tolerance` of the other polyline.
    static func compare(_ drawn: [Polyline], _ expected: [Polyline], tolerance: Double) throws {
        #expect(drawn.count == expected.count, "\(drawn.count) polylines drawn, \(expected.count) expected")
        var worst = 0.0
        for (a, b) in zip(drawn, expected) {
            if a.count == b.count {
                for (p, q) in zip(a, b) { worst = max(worst, max(abs(p.x - q.x), abs(p.y - q.y))) }
            } else {
                worst = max(worst, distanceAlong(a, to: b), distanceAlong(b, to: a))
            }
        }
        #expect(worst <= tolerance, "largest difference \(worst) mm")
    }

    /// The largest distance from a point of `a` to polyline `b` (only polylines with arcs come
    /// here, so the quadratic search stays small).
    static func distanceAlong(_ a: Polyline, to b: Polyline) -> Double {
        guard b.count > 1 else {
            return a.map { p in b.map { ((p.x - $0.x) * (p.x - $0.x) + (p.y - $0.y) * (p.y - $0.y)).squareRoot() }.min() ?? .infinity }.max() ?? 0
        }
        func segment(_ p: (x: Double, y: Double), _ k: Int) -> Double {
            let (s, e) = (b[k], b[k + 1])
            let (dx, dy) = (e.x - s.x, e.y - s.y)
            let length = dx * dx + dy * dy
            let t = length > 0 ? min(1, max(0, ((p.x - s.x) * dx + (p.y - s.y) * dy) / length)) : 0
            let (cx, cy) = (s.x + t * dx - p.x, s.y + t * dy - p.y)
            return (cx * cx + cy * cy).squareRoot()
        }
        var worst = 0.0
        for p in a { worst = max(worst, (0..<(b.count - 1)).map { segment(p, $0) }.min()!) }
        return worst
    }
}
