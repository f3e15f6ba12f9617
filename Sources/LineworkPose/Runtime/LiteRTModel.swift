#if canImport(Glibc)
import Glibc
#endif

/// One `.tflite` model compiled for the CPU by LiteRT, with its input and output buffers.
///
/// Buffers are allocated once and reused on every run; outputs are told apart by their element
/// counts, which differ for every BlazePose output. Not thread-safe: one run at a time.
final class LiteRTModel {
    private let runtime: LiteRT
    private let environment: LiteRT.Handle?
    private var model: LiteRT.Handle?
    private var compiled: LiteRT.Handle?
    private var inputs: [LiteRT.Handle?] = []
    private var outputs: [LiteRT.Handle?] = []
    /// Float count of each input and output buffer.
    private(set) var inputCounts: [Int] = []
    private(set) var outputCounts: [Int] = []

    /// Loads and compiles `path` in `environment`.
    init(runtime: LiteRT, environment: LiteRT.Handle?, path: String) throws {
        self.runtime = runtime
        self.environment = environment
        do {
            try runtime.check(runtime.createModelFromFile(path, &model), "loading '\(path)'")
            var options: LiteRT.Handle?
            try runtime.check(runtime.createOptions(&options), "creating options")
            defer { runtime.destroyOptions(options) }
            try runtime.check(runtime.setOptionsHardwareAccelerators(options, LiteRT.cpuAccelerator), "selecting the CPU")
            try runtime.check(runtime.createCompiledModel(environment, model, options, &compiled), "compiling '\(path)'")
            var signature: LiteRT.Handle?
            try runtime.check(runtime.getModelSignature(model, 0, &signature), "reading the signature")
            var inputCount = 0, outputCount = 0
            try runtime.check(runtime.getNumSignatureInputs(signature, &inputCount), "counting inputs")
            try runtime.check(runtime.getNumSignatureOutputs(signature, &outputCount), "counting outputs")
            for index in 0..<inputCount {
                let buffer = try makeBuffer(signature: signature, index: index, isInput: true)
                inputs.append(buffer.handle)
                inputCounts.append(buffer.floats)
            }
            for index in 0..<outputCount {
                let buffer = try makeBuffer(signature: signature, index: index, isInput: false)
                outputs.append(buffer.handle)
                outputCounts.append(buffer.floats)
            }
        } catch {
            release()
            throw error
        }
    }

    deinit { release() }

    /// Destroys the buffers, the compiled model and the model; idempotent. The owner calls it
    /// before destroying the environment they were created in.
    func release() {
        for buffer in inputs + outputs { runtime.destroyTensorBuffer(buffer) }
        inputs = []
        outputs = []
        if compiled != nil { runtime.destroyCompiledModel(compiled) }
        if model != nil { runtime.destroyModel(model) }
        compiled = nil
        model = nil
    }

    /// A host-memory buffer laid out as the model wants it, and its float count.
    private func makeBuffer(signature: LiteRT.Handle?, index: Int, isInput: Bool) throws -> (handle: LiteRT.Handle?, floats: Int) {
        var tensor: LiteRT.Handle?, requirements: LiteRT.Handle?, buffer: LiteRT.Handle?
        let what = "\(isInput ? "input" : "output") \(index)"
        if isInput {
            try runtime.check(runtime.getSignatureInputTensorByIndex(signature, index, &tensor), "finding \(what)")
            try runtime.check(runtime.getInputBufferRequirements(compiled, 0, index, &requirements), "sizing \(what)")
        } else {
            try runtime.check(runtime.getSignatureOutputTensorByIndex(signature, index, &tensor), "finding \(what)")
            try runtime.check(runtime.getOutputBufferRequirements(compiled, 0, index, &requirements), "sizing \(what)")
        }
        let type = UnsafeMutableRawPointer.allocate(byteCount: LiteRT.rankedTensorTypeBytes, alignment: 16)
        defer { type.deallocate() }
        type.initializeMemory(as: UInt8.self, repeating: 0, count: LiteRT.rankedTensorTypeBytes)
        try runtime.check(runtime.getRankedTensorType(tensor, type), "typing \(what)")
        // kLiteRtElementTypeFloat32 = 1: BlazePose's models take and give 32-bit floats only.
        guard type.load(as: Int32.self) == 1 else { throw PoseError.runtime(detail: "\(what) is not float32") }
        try runtime.check(runtime.createManagedTensorBufferFromRequirements(environment, type, requirements, &buffer),
                          "allocating \(what)")
        var bytes = 0
        try runtime.check(runtime.getTensorBufferPackedSize(buffer, &bytes), "sizing \(what)")
        return (buffer, bytes / MemoryLayout<Float>.size)
    }

    /// Lets `body` write the first input, in place.
    func writeInput(_ body: (UnsafeMutableBufferPointer<Float>) throws -> Void) throws {
        var address: UnsafeMutableRawPointer?
        try runtime.check(runtime.lockTensorBuffer(inputs[0], &address, LiteRT.lockWrite), "locking the input")
        defer { _ = runtime.unlockTensorBuffer(inputs[0]) }
        guard let address else { throw PoseError.runtime(detail: "the input buffer has no host memory") }
        try body(UnsafeMutableBufferPointer(start: address.assumingMemoryBound(to: Float.self), count: inputCounts[0]))
    }

    /// Runs the model on the current input.
    func run() throws {
        try inputs.withUnsafeMutableBufferPointer { inputs in
            try outputs.withUnsafeMutableBufferPointer { outputs in
                try runtime.check(runtime.runCompiledModel(compiled, 0, inputs.count, inputs.baseAddress!,
                                                           outputs.count, outputs.baseAddress!), "running the model")
            }
        }
    }

    /// Lets `body` read the output holding `floats` values (outputs are identified by size).
    func readOutput<T>(floats: Int, _ body: (UnsafeBufferPointer<Float>) throws -> T) throws -> T {
        guard let index = outputCounts.firstIndex(of: floats) else {
            throw PoseError.runtime(detail: "no output of \(floats) values (outputs: \(outputCounts))")
        }
        return try readOutput(at: index, body)
    }

    /// Lets `body` read output `index` of the signature, for models whose outputs share a size
    /// (the hand landmark model's presence and handedness are one value each).
    func readOutput<T>(at index: Int, _ body: (UnsafeBufferPointer<Float>) throws -> T) throws -> T {
        guard outputs.indices.contains(index) else {
            throw PoseError.runtime(detail: "no output \(index) (outputs: \(outputCounts))")
        }
        let floats = outputCounts[index]
        var address: UnsafeMutableRawPointer?
        try runtime.check(runtime.lockTensorBuffer(outputs[index], &address, LiteRT.lockRead), "locking an output")
        defer { _ = runtime.unlockTensorBuffer(outputs[index]) }
        guard let address else { throw PoseError.runtime(detail: "an output buffer has no host memory") }
        return try body(UnsafeBufferPointer(start: address.assumingMemoryBound(to: Float.self), count: floats))
    }
}
