import Foundation
import LineworkContours
import LineworkCore
import LineworkVector

/// OrderBenchmark segments N [SIDE]   merge (0.5 px) and sort N random segments on a SIDE-px square
/// OrderBenchmark strokes FILE.json   sort the strokes of a `draw --json` document, as draw does
///
/// Prints one line per measurement; times are wall-clock seconds, best of `repeats` runs.

let repeats = 3

func seconds<T>(_ body: () -> T) -> (T, Double) {
    var best = Double.infinity
    var result: T?
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        result = body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return (result!, best)
}

func format(_ v: Double) -> String { String(format: "%.3f", v) }

let arguments = CommandLine.arguments
switch arguments.count > 1 ? arguments[1] : "" {
case "segments":
    let count = arguments.count > 2 ? Int(arguments[2]) ?? 500_000 : 500_000
    let side = arguments.count > 3 ? Double(arguments[3]) ?? 4000 : 4000
    // Random segments 1–12 px long, uniformly over the square: about one in ten has an end within
    // 0.5 px of another's at this density, so merging has joins to make.
    var generator = SplitMix64(seed: 20261126)
    let strokes: [PlotterOrder.Stroke] = (0..<count).map { _ in
        let a = Point2(Double.random(in: 0...side, using: &generator), Double.random(in: 0...side, using: &generator))
        let angle = Double.random(in: 0..<(2 * .pi), using: &generator), length = Double.random(in: 1...12, using: &generator)
        return ([a, a + length * Point2(cos(angle), sin(angle))], false)
    }
    let (merged, mergeSeconds) = seconds { PlotterOrder.merge(strokes, tolerance: 0.5) }
    let (sorted, sortSeconds) = seconds { PlotterOrder.sort(merged) }
    print("segments \(count) on \(Int(side)) px: merge \(format(mergeSeconds)) s (\(count) -> \(merged.count) strokes), "
        + "sort \(format(sortSeconds)) s, merge + sort \(format(mergeSeconds + sortSeconds)) s; travel "
        + "\(Int(PlotterOrder.travel(strokes))) -> \(Int(PlotterOrder.travel(sorted))) px")
case "strokes":
    let data = try Data(contentsOf: URL(fileURLWithPath: arguments[2]))
    let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    let strokes = (object["strokes"] as! [[String: Any]]).map { stroke -> PlotterOrder.Stroke in
        ((stroke["points"] as! [[Double]]).map { Point2($0[0], $0[1]) }, stroke["closed"] as! Bool)
    }
    let (sorted, sortSeconds) = seconds { PlotterOrder.sort(strokes) }
    let points = strokes.reduce(0) { $0 + $1.points.count }
    print("strokes of \(arguments[2]): \(strokes.count) strokes, \(points) points: sort \(format(sortSeconds)) s; travel "
        + "\(Int(PlotterOrder.travel(strokes))) -> \(Int(PlotterOrder.travel(sorted))) px")
default:
    FileHandle.standardError.write(Data("usage: OrderBenchmark segments N [SIDE] | strokes FILE.json\n".utf8))
    exit(64)
}
