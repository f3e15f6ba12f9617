/// Models compiled in one LiteRT environment, loaded and warmed up together and released in the
/// right order (the models' buffers before the environment that owns them).
///
/// `PoseEstimator`, `FaceDetector`, `FaceLandmarker` and `PersonSegmenter` hold one each; it is
/// not thread-safe, so its owner serialises calls.
final class LiteRTModelSet {
    private let runtime: LiteRT
    private let environment: LiteRT.Handle?
    private let silencesRuntimeLogs: Bool
    /// The models, in the order of the paths they were loaded from.
    let models: [LiteRTModel]

    /// Loads the runtime and compiles `paths`, then runs each model once on a blank input:
    /// LiteRT's CPU back end (XNNPACK) finishes its set-up on a model's first run, which then
    /// takes about twice as long, so loading carries that cost and every later run is at speed.
    ///
    /// - Parameters:
    ///   - runtime: the path of `libLiteRt.so`.
    ///   - paths: the `.tflite` files, already verified (`PoseModelFiles.verify…`).
    ///   - inputCounts: each model's expected input float count, in `paths` order.
    ///   - silencesRuntimeLogs: as `PoseEstimator`'s (for command-line tools only).
    /// - Throws: `PoseError.runtime` if LiteRT cannot load, compile or run a model, or a model's
    ///   input is not the expected size.
    init(runtime path: String, paths: [String], inputCounts: [Int], silencesRuntimeLogs: Bool) throws {
        let runtime = try LiteRT.load(path: path)
        self.runtime = runtime
        self.silencesRuntimeLogs = silencesRuntimeLogs
        (environment, models) = try Self.quietly(silencesRuntimeLogs) {
            var environment: LiteRT.Handle?
            try runtime.check(runtime.createEnvironment(0, nil, &environment), "creating the environment")
            do {
                let models = try paths.map { try LiteRTModel(runtime: runtime, environment: environment, path: $0) }
                return (environment, models)
            } catch {
                runtime.destroyEnvironment(environment)
                throw error
            }
        }
        for (model, (path, count)) in zip(models, zip(paths, inputCounts)) {
            guard model.inputCounts == [count] else {
                throw PoseError.runtime(detail: "'\(path)' takes \(model.inputCounts) input values, not [\(count)]")
            }
            try model.writeInput { $0.update(repeating: 0) }
            try model.run()
        }
    }

    deinit {
        for model in models { model.release() }
        Self.quietly(silencesRuntimeLogs) { runtime.destroyEnvironment(environment) }
    }

    static func quietly<T>(_ silenced: Bool, _ body: () throws -> T) rethrows -> T {
        silenced ? try StandardErrorSilencer.run(body) : try body()
    }
}
