import Foundation
import LineworkContours
import LineworkCore
import LineworkPlotter

/// OrderBenchmark segments N [SIDE]   merge (0.5 px) and sort N random segments on a SIDE-px square
/// OrderBenchmark strokes FILE.json   sort the strokes of a `draw --json` document, as draw does
/// OrderBenchmark write-segments N FILE [SIDE]   write the N random segments of `segments` to FILE
///                                   (little-endian float64 x0 y0 x1 y1 each), for vpype to read
/// OrderBenchmark file FILE           merge (0.5 px) and sort FILE's segments once; one JSON line
///                                   (Scripts/run-order-benchmark interleaves these with vpype's)
///
/// Prints one line per measurement: wall-clock seconds and the process's CPU seconds, each the
/// best of `repeats` runs. Ordering is single-threaded, so on a shared machine the CPU time is
/// what an idle one would take (the wall time also counts waiting for a core).

let repeats = 3

struct Time {
    var wall = Double.infinity, cpu = Double.infinity
    var text: String { String(format: "%.3f s (CPU %.3f s)", wall, cpu) }
    static func + (a: Time, b: Time) -> Time { Time(wall: a.wall + b.wall, cpu: a.cpu + b.cpu) }
}

func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

func seconds<T>(_ body: () -> T) -> (T, Time) {
    var best = Time()
    var result: T?
    for _ in 0..<repeats {
        let (wall, cpu) = (DispatchTime.now().uptimeNanoseconds, cpuSeconds())
        result = body()
        best.wall = min(best.wall, Double(DispatchTime.now().uptimeNanoseconds - wall) / 1e9)
        best.cpu = min(best.cpu, cpuSeconds() - cpu)
    }
    return (result!, best)
}

/// Random segments 1–12 px long, uniformly over the square: about one in ten has an end within
/// 0.5 px of another's at this density, so merging has joins to make.
func randomSegments(_ count: Int, side: Double) -> [PlotterOrder.Stroke] {
    var generator = SplitMix64(seed: 20261126)
    return (0..<count).map { _ in
        let a = Point2(Double.random(in: 0...side, using: &generator), Double.random(in: 0...side, using: &generator))
        let angle = Double.random(in: 0..<(2 * .pi), using: &generator), length = Double.random(in: 1...12, using: &generator)
        return ([a, a + length * Point2(cos(angle), sin(angle))], false)
    }
}

let arguments = CommandLine.arguments
switch arguments.count > 1 ? arguments[1] : "" {
case "write-segments" where arguments.count > 3:
    let side = arguments.count > 4 ? Double(arguments[4]) ?? 4000 : 4000
    let values = randomSegments(Int(arguments[2]) ?? 500_000, side: side).flatMap { [$0.points[0].x, $0.points[0].y, $0.points[1].x, $0.points[1].y] }
    try values.withUnsafeBytes { Data($0) }.write(to: URL(fileURLWithPath: arguments[3]))
case "file" where arguments.count > 2:
    let data = try Data(contentsOf: URL(fileURLWithPath: arguments[2]))
    let values = data.withUnsafeBytes { Array($0.bindMemory(to: Double.self)) }
    let strokes: [PlotterOrder.Stroke] = stride(from: 0, to: values.count - 3, by: 4).map {
        ([Point2(values[$0], values[$0 + 1]), Point2(values[$0 + 2], values[$0 + 3])], false)
    }
    let (wall, cpu) = (DispatchTime.now().uptimeNanoseconds, cpuSeconds())
    let sorted = PlotterOrder.sort(PlotterOrder.merge(strokes, tolerance: 0.5))
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - wall) / 1e9, cpuUsed = cpuSeconds() - cpu
    print("{\"tool\": \"Linework\", \"segments\": \(strokes.count), \"seconds\": \(seconds), \"cpu\": \(cpuUsed), "
        + "\"paths\": \(sorted.count), \"travel\": \(PlotterOrder.travel(sorted))}")
case "segments":
    let count = arguments.count > 2 ? Int(arguments[2]) ?? 500_000 : 500_000
    let side = arguments.count > 3 ? Double(arguments[3]) ?? 4000 : 4000
    let strokes = randomSegments(count, side: side)
    let (merged, mergeSeconds) = seconds { PlotterOrder.merge(strokes, tolerance: 0.5) }
    let (greedy, greedySeconds) = seconds { PlotterOrder.sort(merged, twoOpt: false) }
    let (sorted, sortSeconds) = seconds { PlotterOrder.sort(merged) }
    print("segments \(count): greedy order alone \(greedySeconds.text), travel \(Int(PlotterOrder.travel(greedy))) px")
    print("segments \(count) on \(Int(side)) px: merge \(mergeSeconds.text) (\(count) -> \(merged.count) strokes), "
        + "sort \(sortSeconds.text), merge + sort \((mergeSeconds + sortSeconds).text); travel "
        + "\(Int(PlotterOrder.travel(strokes))) -> \(Int(PlotterOrder.travel(sorted))) px")
case "strokes":
    let data = try Data(contentsOf: URL(fileURLWithPath: arguments[2]))
    let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    let strokes = (object["strokes"] as! [[String: Any]]).map { stroke -> PlotterOrder.Stroke in
        ((stroke["points"] as! [[Double]]).map { Point2($0[0], $0[1]) }, stroke["closed"] as! Bool)
    }
    let (sorted, sortSeconds) = seconds { PlotterOrder.sort(strokes) }
    let points = strokes.reduce(0) { $0 + $1.points.count }
    print("strokes of \(arguments[2]): \(strokes.count) strokes, \(points) points: sort \(sortSeconds.text); travel "
        + "\(Int(PlotterOrder.travel(strokes))) -> \(Int(PlotterOrder.travel(sorted))) px")
default:
    FileHandle.standardError.write(Data(
        "usage: OrderBenchmark segments N [SIDE] | strokes FILE.json | write-segments N FILE [SIDE] | file FILE\n".utf8))
    exit(64)
}
