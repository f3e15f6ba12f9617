import FuzzDriver
import FuzzSupport
import LineworkCore
import LineworkExperiment
import LineworkSweep

/// Report specs whose `sweep` block is built from the input (issue 19, item 6: `0:1:1e-300` spun
/// forever, `0:1:1e-10` asked for 80 GB, and the cap was per axis). Each axis is a
/// `FROM:TO:STEP` string, an explicit list or a bare scalar, its numbers drawn from a table of
/// awkward values (1e-300, 5e-324, -0, 1e300, 0.1-steps that round badly …) or from raw bits;
/// `maxSettings` and `iou` are fuzzed too. Checks: planning ends with a plan or a one-line
/// `ReportSpecError` naming the spec (a slow plan is caught by run-fuzz's 10 s -timeout; a
/// wall-clock check here gave false findings on a loaded machine); a plan's grid has at most `maxSettings` settings,
/// its settings list has exactly `count` entries, ascending within 0…1 and 0…3; and an axis's
/// arithmetic `count` equals the length of Swift's `stride(from:to:by:)` when that is small.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpecGrid(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    var input = FuzzInput(data, size)
    var sweep: [String] = []
    for key in ["pivots", "adjustments"] where input.byte() & 3 != 0 {
        sweep.append("\(key): \(axis(&input))")
    }
    if input.byte() & 1 == 1 { sweep.append("maxSettings: \(settingsCap(&input))") }
    if input.byte() & 1 == 1 { sweep.append("iou: \(number(&input))") }
    let text = "title: grid\nimages: [a.png]\nsweep: {\(sweep.joined(separator: ", "))}\nsaliency: [spectral-residual]\n"
    let path = "/nonexistent-linework-fuzz/spec.yaml"
    do {
        let spec = try ReportSpec(yaml: text, spec: path)
        let plan = try ReportPlan(spec: spec, text: text, path: path)
        let grid = plan.grid
        require(grid.count <= grid.maxSettings, "grid of \(grid.count) settings above its cap \(grid.maxSettings): \(text)")
        // A fuzzed maxSettings may allow 10⁸ settings; list only grids a report would run quickly.
        if grid.count <= 100_000 {
            let settings = grid.settings
            require(settings.count == grid.count, "\(settings.count) settings listed, \(grid.count) counted: \(text)")
        }
        for axis in [(grid.pivots, 0.0...1.0), (grid.adjustments, 0.0...3.0)] {
            let values = axis.0.values
            require(values.allSatisfy { axis.1.contains($0) }, "axis \(axis.0) leaves \(axis.1): \(text)")
            require(zip(values, values.dropFirst()).allSatisfy { $0 < $1 }, "axis \(axis.0) does not ascend: \(text)")
        }
    } catch let error as ReportSpecError {
        checkOneLine(error.description, naming: path)
    } catch let error as LineworkError {
        checkOneLine(error.description, naming: path)
    } catch {
        finding("unexpected error type \(type(of: error)): \(error)")
    }

    // The arithmetic count against Swift's own stride, where listing is cheap.
    // Only specs the public initialiser accepts; the others are refused before any count.
    guard let spec = try? StrideSpec(from: rawNumber(&input), to: rawNumber(&input), step: rawNumber(&input)) else { return 0 }
    let count = spec.count
    if count <= 100_000, spec.from.isFinite, spec.to.isFinite, spec.step.isFinite, spec.step > 0 {
        let listed = Array(stride(from: spec.from, to: spec.to, by: spec.step).prefix(100_001)).count
        require(count == listed, "\(spec) counts \(count), stride lists \(listed)")
    }
    return 0
}

/// Values that have broken grids, or nearly: tiny, huge, negative zero, steps that round.
private let awkward: [Double] = [
    0, -0.0, 1, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9, 1.5, 2.5, 3, 3.0000000000000004, -1, 1e-300, 5e-324, 1e-10,
    1e-5, 0.30000000000000004, 1.0 / 3, 1e300, .greatestFiniteMagnitude, 0.999999999999, 2.9999999999,
]

/// A number from the table, or from eight raw bytes (NaN and infinities included).
private func rawNumber(_ input: inout FuzzInput) -> Double {
    let choice = Int(input.byte())
    if choice < 200 { return awkward[choice % awkward.count] }
    var bits: UInt64 = 0
    for _ in 0..<8 { bits = bits << 8 | UInt64(input.byte()) }
    return Double(bitPattern: bits)
}

/// A number as YAML text (Swift's shortest round-trip form; YAML reads "nan" and "inf" as strings).
private func number(_ input: inout FuzzInput) -> String { "\(rawNumber(&input))" }

private func settingsCap(_ input: inout FuzzInput) -> String {
    switch input.byte() % 4 {
    case 0: return "\(input.int(in: 0...255))"
    case 1: return "\(Int(input.byte()) << 16)"
    case 2: return "\(Int.max)"
    default: return "\(-Int(input.byte()))"
    }
}

/// One axis: `"FROM:TO:STEP"`, a list of up to 16 numbers, or a scalar.
private func axis(_ input: inout FuzzInput) -> String {
    switch input.byte() % 4 {
    case 0, 1: return "\"\(number(&input)):\(number(&input)):\(number(&input))\""
    case 2: return "[" + (0..<input.int(in: 0...16)).map { _ in number(&input) }.joined(separator: ", ") + "]"
    default: return number(&input)
    }
}

private func checkOneLine(_ message: String, naming path: String) {
    require(!message.contains("\n") && !message.contains("\r"), "multi-line message: \(message)")
    require(message.contains(path), "message does not name the spec: \(message)")
}
