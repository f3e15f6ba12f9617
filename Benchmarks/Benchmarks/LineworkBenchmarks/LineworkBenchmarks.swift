import Benchmark
import Foundation
import LineworkArt
import LineworkCodecs
import LineworkContours
import LineworkEdges
import LineworkImage
import LineworkSaliency
import LineworkSweep

/// The stages users wait for, on bundled photos: one border trace, one isoline trace, the
/// default 65-setting sweep, its bbox de-duplication, the attention and objectness models, the
/// edge detector and a whole `draw` (edges, curves, plotter order) at Vision's 512 px.
/// Each reports wall-clock time, allocations (malloc calls) and peak resident memory.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(3), maxIterations: 50)

    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let photo = try! ImageDecoder().decode(path: root.appendingPathComponent("Gallery/inputs/astronaut.png").path).pixels

    // Full resolution (512×512 is the photo's size; the sweep uses Vision's default dimension).
    var options = ContourOptions()
    options.maximumImageDimension = 4096
    options.minimumPointCount = 1
    let working = ContourRequest.prepare(photo, options: options)
    let mask = BinaryMask(working, threshold: ContrastThreshold(pivot: 0.5, adjustment: 2, darkOnLight: true))

    Benchmark("border trace (tree)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(BorderTracer.trace(mask)) }
    }
    Benchmark("contour request, border") { benchmark in
        let request = try ContourRequest(options: options)
        for _ in benchmark.scaledIterations { blackHole(request.perform(on: photo)) }
    }
    Benchmark("contour request, isoline") { benchmark in
        var isoline = options
        isoline.tracer = .isoline
        let request = try ContourRequest(options: isoline)
        for _ in benchmark.scaledIterations { blackHole(request.perform(on: photo)) }
    }

    let sweep = try! SweepRequest(options: ContourOptions())
    Benchmark("sweep, 65 settings") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(sweep.perform(on: photo)) }
    }
    let (result, _) = sweep.perform(on: photo)
    Benchmark("dedup bbox, 65-setting sweep") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Deduplicator.keep(result, mode: .bbox(iou: DedupMode.defaultBoxIoU))) }
    }

    let edges = try! EdgeRequest()
    let colour = photo.eightBit
    Benchmark("edge request (flow-based XDoG)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(edges.perform(on: colour)) }
    }
    Benchmark("draw, edges (default options)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try LineDrawing(photo, options: DrawOptions())) }
    }

    for model in [SaliencyModel.attention, .objectness] {
        let request = try! SaliencyRequest(model: model)
        Benchmark("saliency \(model.rawValue)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(request.perform(on: photo)) }
        }
    }
}
