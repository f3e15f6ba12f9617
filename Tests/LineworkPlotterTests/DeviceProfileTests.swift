import LineworkCore
@testable import LineworkPlotter
import Testing

@testable import LineworkArt

struct DeviceProfileTests {
    /// The built-ins written as YAML read back to themselves; missing keys keep the defaults.
    @Test(arguments: ["grbl-pen", "hp7475a"])
    func builtInsRoundTripThroughYAML(name: String) throws {
        let profile = try #require(DeviceProfile.builtIn[name])
        #expect(try DeviceProfile(yaml: profile.yaml, source: "test") == profile)
        #expect(try DeviceProfile(yaml: "name: x\n", source: "test").paperWidth == DeviceProfile().paperWidth)
    }

    /// Regression (hardening III, 10): a name with a line break wrote raw G-code before the
    /// header, and `drawingSpeed: 5e-324` gave `F0` and a null plot time.
    @Test func namesAreOneLineAndSpeedsHaveSaneMinimums() throws {
        for yaml in ["name: \"x\\nG1 Z-50\"\n", "name: \"\"\n", "name: \"\\u001b[2J\"\n",
                     "name: \(String(repeating: "n", count: 101))\n",
                     "drawingSpeed: 5e-324\n", "travelSpeed: 0.01\n", "acceleration: 0.5\n"] {
            #expect(throws: LineworkError.self, "\(yaml)") { try DeviceProfile(yaml: yaml, source: "p.yaml") }
        }
        var profile = DeviceProfile()
        profile.name = "evil\nM3 S255"
        #expect(throws: LineworkError.self) { try profile.validate() }
        #expect(try DeviceProfile(yaml: "name: my plotter\ndrawingSpeed: 0.1\nacceleration: 1\n", source: "p").name == "my plotter")
    }

    /// Regression (hardening III, 8): YAML alias bombs were expanded when the profile was read
    /// or its error printed. A few hundred bytes standing for millions of values are refused
    /// with a one-line message.
    @Test func aliasBombsAreRefusedOnOneShortLine() throws {
        let bomb = YAMLBomb.text(key: "name", levels: 7)
        do {
            _ = try DeviceProfile(yaml: bomb, source: "bomb.yaml")
            Issue.record("the bomb was read")
        } catch let error as LineworkError {
            #expect(error.description.count <= 200 && !error.description.contains("\n"), "\(error.description.prefix(300))")
            #expect(error.description.contains("values"), "\(error.description)")
        }
    }

    @Test func numbersAreWrittenWithAtMostThreeDecimals() {
        #expect(GCodeWriter.number(12.5) == "12.5" && GCodeWriter.number(-0.0001) == "0" && GCodeWriter.number(3) == "3")
        #expect(GCodeWriter.number(1.23456) == "1.235")
    }

    /// A 25-mm polyline split every 10 mm gives three pieces of 8⅓ mm that join end to end.
    @Test func splitDistanceCutsPathsIntoPiecesOfAtMostD() {
        let pieces = DevicePaths.split([[0, 0], [15, 0], [15, 10]], every: 10)
        func length(_ p: [SIMD2<Double>]) -> Double { zip(p, p.dropFirst()).reduce(0) { $0 + (($1.1 - $1.0) * ($1.1 - $1.0)).sum().squareRoot() } }
        // 25 mm in the fewest pieces of at most 10: three of 8⅓ (no 5-mm leftover, no dot).
        let lengths: [Double] = pieces.map { length($0) }
        #expect(lengths.count == 3 && lengths.allSatisfy { abs($0 - 25.0 / 3) < 1e-9 }, "\(lengths)")
        #expect(DevicePaths.split([[0, 0], [20.000001, 0]], every: 10).count == 3)
        #expect(DevicePaths.split([[0, 0], [20, 0]], every: 10).count == 2)
        #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.0.last! == $0.1.first! })
        #expect(pieces.first?.first == [0, 0] && pieces.last?.last == [15, 10])
        #expect(DevicePaths.split([[0, 0], [3, 4]], every: .nan).count == 1)
    }

    /// Regression (issue 51): the bound lived only in `linework draw`, so a library caller's
    /// split distance of 1e-9 mm asked for billions of pieces. The library refuses it, naming
    /// the field, and the command line maps it to `--split-distance` from the same bound.
    @Test(arguments: [1e-9, 0, -5, 0.99, 100_001, .infinity, .nan])
    func aSplitDistanceOutOfRangeIsRefusedByTheLibrary(distance: Double) {
        let stroke = DrawnStroke(points: [[0, 0], [500, 0]], closed: false, layer: "ink", width: 1)
        #expect { try DevicePaths([stroke], width: 512, height: 512, profile: .grblPen, splitDistance: distance) } throws: {
            "\($0)".contains("splitDistance")
        }
        #expect(throws: Never.self) { try DevicePaths([stroke], width: 512, height: 512, profile: .grblPen, splitDistance: 1) }
    }
}

/// An alias bomb: `levels` nested lists, each of nine aliases of the one before, under `key`:
/// under 400 bytes for 9^levels values once expanded.
enum YAMLBomb {
    static func text(key: String, levels: Int) -> String {
        var items = ["&l0 [x, x, x, x, x, x, x, x, x]"]
        for level in 1..<levels {
            items.append("&l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        return "\(key): [" + items.joined(separator: ", ") + "]\n"
    }
}
