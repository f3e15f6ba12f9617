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
}
