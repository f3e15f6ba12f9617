import LineworkCore
import Testing

struct UnitIntervalTests {
    @Test(arguments: [0.0, 0.25, 1.0])
    func valuesInsideAreReturned(value: Double) throws {
        #expect(try UnitInterval.checked(value, name: "minimumPresence") == value)
    }

    @Test(arguments: [-0.01, 1.01, .nan, .infinity, -.infinity])
    func valuesOutsideNameTheField(value: Double) {
        #expect(throws: LineworkError.invalidOption(name: "minimumPresence", value: "\(value)", allowed: "must be in [0, 1]")) {
            try UnitInterval.checked(value, name: "minimumPresence")
        }
    }
}
