import LineworkCore
import Testing

@testable import LineworkSweep

struct StrideSpecTests {
    @Test func defaultGridHasSixtyFiveSettingsPivotMajor() {
        let settings = SweepGrid.default.settings
        #expect(settings.count == 65)
        #expect(SweepGrid.default.pivots.values == Array(stride(from: 0.2, to: 0.7, by: 0.1)))
        #expect(SweepGrid.default.pivots.values.count == 5)
        #expect(SweepGrid.default.adjustments.values.count == 13)
        #expect(settings[0] == SweepSetting(pivot: 0.2, adjustment: 0.5))
        #expect(settings[1].pivot == 0.2 && settings[13].pivot == SweepGrid.default.pivots.values[1])
    }

    @Test func parsesFromToStep() throws {
        let spec = try StrideSpec(parsing: "0.3:0.6:0.1", flag: "--pivots", range: 0...1)
        #expect(spec.values == Array(stride(from: 0.3, to: 0.6, by: 0.1)))
        #expect(try StrideSpec(parsing: "1:2.5:0.5", flag: "--adjustments", range: 0...3).values == [1, 1.5, 2])
    }

    @Test(arguments: ["0.5:0.2:0.1", "0.2:0.2:0.1", "0.2:0.7:0", "0.2:0.7:-0.1", "0.2:0.7", "a:b:c", "nan:0.7:0.1", "0.5:2.5:0.5", ""])
    func rejectsBadRanges(text: String) {
        #expect(throws: LineworkError.self) { try StrideSpec(parsing: text, flag: "--pivots", range: 0...1) }
    }
}
