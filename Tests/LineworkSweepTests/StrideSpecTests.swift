import LineworkCore
import LineworkContours
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

    /// Explicit lists, in brackets or bare with commas, or one number: ascending, repeats dropped.
    @Test func parsesExplicitLists() throws {
        #expect(try StrideSpec(parsing: "[0.45, 0.3]", flag: "--pivots", range: 0...1).values == [0.3, 0.45])
        #expect(try StrideSpec(parsing: "0.3,0.45,0.3", flag: "--pivots", range: 0...1).values == [0.3, 0.45])
        #expect(try StrideSpec(parsing: " 0.4 ", flag: "--pivots", range: 0...1).values == [0.4])
        let list = try StrideSpec(parsing: "[1, 2.5]", flag: "--adjustments", range: 0...3)
        #expect(list.count == 2 && list.description == "[1.0, 2.5]")
        #expect(try StrideSpec(parsing: list.description, flag: "--adjustments", range: 0...3) == list)
    }

    @Test(arguments: ["[]", "[0.3, x]", "0.3,,0.4", "[0.3, 1.2]", "[nan]", "[0.2, inf]", "0.3, 0.4:0.5"])
    func rejectsBadLists(text: String) {
        #expect(throws: LineworkError.self) { try StrideSpec(parsing: text, flag: "--pivots", range: 0...1) }
    }

    @Test(arguments: ["0.5:0.2:0.1", "0.2:0.2:0.1", "0.2:0.7:0", "0.2:0.7:-0.1", "0.2:0.7", "a:b:c", "nan:0.7:0.1", "0.5:2.5:0.5", ""])
    func rejectsBadRanges(text: String) {
        #expect(throws: LineworkError.self) { try StrideSpec(parsing: text, flag: "--pivots", range: 0...1) }
    }

    /// Issue 19, item 6: the count is arithmetic and agrees with `stride` wherever listing is
    /// possible, including where the last step lands within rounding of TO.
    @Test(arguments: [(0.2, 0.7, 0.1), (0.5, 3.0, 0.2), (0.0, 1.0, 0.1), (0.0, 0.3, 0.1), (1, 2.5, 0.5),
                      (0.1, 0.9, 0.7), (0.0, 1.0, 1.0 / 3.0), (0.0, 3.0, 0.001)])
    func countAgreesWithStride(from: Double, to: Double, step: Double) throws {
        #expect(try StrideSpec(from: from, to: to, step: step).count == Array(stride(from: from, to: to, by: step)).count)
        #expect(try StrideSpec(from: from, to: to, step: step).values == Array(stride(from: from, to: to, by: step)))
    }

    @Test func absurdStepsAreCountedNotListed() throws {
        #expect(try StrideSpec(from: 0, to: 1, step: 1e-300).count == Int.max)
        #expect(try StrideSpec(from: 0, to: 1, step: 1e-10).count == 10_000_000_000)
        #expect(throws: LineworkError.self) { try StrideSpec(parsing: "0:1:1e-300", flag: "--pivots", range: 0...1) }
    }

    /// Issue 20: a stride that would give no value (or never end) is refused when it is made,
    /// naming the field at fault; before, `StrideSpec(from: 0, to: 1, step: 0)` was accepted.
    @Test(arguments: [(0.0, 1.0, 0.0, "step"), (0, 1, -0.1, "step"), (0, 1, .nan, "step"), (0, 1, .infinity, "step"),
                      (.nan, 1, 0.1, "from"), (-.infinity, 1, 0.1, "from"), (0, .infinity, 0.1, "to"),
                      (0.5, 0.2, 0.1, "to"), (0.2, 0.2, 0.1, "to")])
    func malformedStridesAreRefusedWhenMade(from: Double, to: Double, step: Double, field: String) {
        #expect(throws: LineworkError.self) { try StrideSpec(from: from, to: to, step: step) }
        do {
            _ = try StrideSpec(from: from, to: to, step: step)
        } catch let LineworkError.invalidOption(name, _, _) {
            #expect(name == field)
        } catch {
            Issue.record("\(error)")
        }
    }

    /// Issue 19, item 6: the library throws for a grid bomb instead of trapping or spinning.
    @Test func sweepRequestRefusesGridBombs() throws {
        let bombs = [
            SweepGrid(pivots: try StrideSpec(from: 0, to: 1, step: 1e-300), adjustments: try StrideSpec(from: 1, to: 2, step: 1)),
            SweepGrid(pivots: try StrideSpec(from: 0, to: 1, step: 0.001), adjustments: try StrideSpec(from: 0, to: 3, step: 0.001)),
            SweepGrid(pivots: try StrideSpec(from: 0.2, to: 0.4, step: 0.1), adjustments: try StrideSpec(from: 1, to: 2, step: 0.5),
                      maxSettings: 3),
            SweepGrid(pivots: try StrideSpec(from: 0.5, to: 2.5, step: 0.5), adjustments: try StrideSpec(from: 1, to: 2, step: 1)),
        ]
        for grid in bombs {
            #expect(throws: LineworkError.self) { try SweepRequest(options: ContourOptions(), grid: grid) }
        }
        var grid = bombs[2]
        grid.maxSettings = 4
        #expect(try SweepRequest(options: ContourOptions(), grid: grid).grid.count == 4)
    }
}
