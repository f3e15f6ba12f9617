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
}
