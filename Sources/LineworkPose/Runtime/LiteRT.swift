#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The few functions of LiteRT's C API (`litert/c/litert_*.h`, ai-edge-litert 2.1.0) that
/// Linework needs, resolved with `dlopen`/`dlsym` so that nothing links against the library:
/// every other part of Linework builds and runs without it.
///
/// Handles are opaque pointers; every function returns a `LiteRtStatus` (0 = ok) except the
/// destroyers. The library is loaded once per process and never unloaded.
final class LiteRT: @unchecked Sendable {
    typealias Handle = OpaquePointer
    typealias Status = Int32

    let createEnvironment: @convention(c) (Int32, UnsafeRawPointer?, UnsafeMutablePointer<Handle?>) -> Status
    let destroyEnvironment: @convention(c) (Handle?) -> Void
    let createModelFromFile: @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<Handle?>) -> Status
    let destroyModel: @convention(c) (Handle?) -> Void
    let createOptions: @convention(c) (UnsafeMutablePointer<Handle?>) -> Status
    let setOptionsHardwareAccelerators: @convention(c) (Handle?, Int32) -> Status
    let destroyOptions: @convention(c) (Handle?) -> Void
    let createCompiledModel: @convention(c) (Handle?, Handle?, Handle?, UnsafeMutablePointer<Handle?>) -> Status
    let destroyCompiledModel: @convention(c) (Handle?) -> Void
    let getModelSignature: @convention(c) (Handle?, Int, UnsafeMutablePointer<Handle?>) -> Status
    let getNumSignatureInputs: @convention(c) (Handle?, UnsafeMutablePointer<Int>) -> Status
    let getNumSignatureOutputs: @convention(c) (Handle?, UnsafeMutablePointer<Int>) -> Status
    let getSignatureInputTensorByIndex: @convention(c) (Handle?, Int, UnsafeMutablePointer<Handle?>) -> Status
    let getSignatureOutputTensorByIndex: @convention(c) (Handle?, Int, UnsafeMutablePointer<Handle?>) -> Status
    /// Fills a `LiteRtRankedTensorType` (72 bytes on 64-bit Linux), which Linework treats as opaque.
    let getRankedTensorType: @convention(c) (Handle?, UnsafeMutableRawPointer) -> Status
    let getInputBufferRequirements: @convention(c) (Handle?, Int, Int, UnsafeMutablePointer<Handle?>) -> Status
    let getOutputBufferRequirements: @convention(c) (Handle?, Int, Int, UnsafeMutablePointer<Handle?>) -> Status
    let createManagedTensorBufferFromRequirements: @convention(c) (Handle?, UnsafeRawPointer, Handle?, UnsafeMutablePointer<Handle?>) -> Status
    let destroyTensorBuffer: @convention(c) (Handle?) -> Void
    let getTensorBufferPackedSize: @convention(c) (Handle?, UnsafeMutablePointer<Int>) -> Status
    let lockTensorBuffer: @convention(c) (Handle?, UnsafeMutablePointer<UnsafeMutableRawPointer?>, Int32) -> Status
    let unlockTensorBuffer: @convention(c) (Handle?) -> Status
    let runCompiledModel: @convention(c) (Handle?, Int, Int, UnsafeMutablePointer<Handle?>, Int, UnsafeMutablePointer<Handle?>) -> Status
    let getStatusString: @convention(c) (Status) -> UnsafePointer<CChar>?

    /// `kLiteRtHwAcceleratorCpu`.
    static let cpuAccelerator: Int32 = 1
    /// `kLiteRtTensorBufferLockModeRead` and `…Write`.
    static let lockRead: Int32 = 0, lockWrite: Int32 = 1
    /// Bytes reserved for a `LiteRtRankedTensorType` (72 in the 2.x ABI), with room to spare.
    static let rankedTensorTypeBytes = 256

    /// The runtimes loaded so far, by path, behind the standard library's mutex.
    private static let loaded = Mutex<[String: LiteRT]>([:])

    /// The runtime at `path`, loaded on first use.
    ///
    /// - Throws: `PoseError.runtime` if the library cannot be opened or lacks a function.
    static func load(path: String) throws -> LiteRT {
        try loaded.withLock { loaded in
            if let runtime = loaded[path] { return runtime }
            let runtime = try LiteRT(path: path)
            loaded[path] = runtime
            return runtime
        }
    }

    private init(path: String) throws {
        guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw PoseError.runtime(detail: "cannot load '\(path)': \(String(cString: dlerror()))")
        }
        func symbol<T>(_ name: String, _: T.Type = T.self) throws -> T {
            guard let address = dlsym(library, name) else {
                throw PoseError.runtime(detail: "'\(path)' has no \(name) (ai-edge-litert 2.x is needed)")
            }
            return unsafeBitCast(address, to: T.self)
        }
        createEnvironment = try symbol("LiteRtCreateEnvironment")
        destroyEnvironment = try symbol("LiteRtDestroyEnvironment")
        createModelFromFile = try symbol("LiteRtCreateModelFromFile")
        destroyModel = try symbol("LiteRtDestroyModel")
        createOptions = try symbol("LiteRtCreateOptions")
        setOptionsHardwareAccelerators = try symbol("LiteRtSetOptionsHardwareAccelerators")
        destroyOptions = try symbol("LiteRtDestroyOptions")
        createCompiledModel = try symbol("LiteRtCreateCompiledModel")
        destroyCompiledModel = try symbol("LiteRtDestroyCompiledModel")
        getModelSignature = try symbol("LiteRtGetModelSignature")
        getNumSignatureInputs = try symbol("LiteRtGetNumSignatureInputs")
        getNumSignatureOutputs = try symbol("LiteRtGetNumSignatureOutputs")
        getSignatureInputTensorByIndex = try symbol("LiteRtGetSignatureInputTensorByIndex")
        getSignatureOutputTensorByIndex = try symbol("LiteRtGetSignatureOutputTensorByIndex")
        getRankedTensorType = try symbol("LiteRtGetRankedTensorType")
        getInputBufferRequirements = try symbol("LiteRtGetCompiledModelInputBufferRequirements")
        getOutputBufferRequirements = try symbol("LiteRtGetCompiledModelOutputBufferRequirements")
        createManagedTensorBufferFromRequirements = try symbol("LiteRtCreateManagedTensorBufferFromRequirements")
        destroyTensorBuffer = try symbol("LiteRtDestroyTensorBuffer")
        getTensorBufferPackedSize = try symbol("LiteRtGetTensorBufferPackedSize")
        lockTensorBuffer = try symbol("LiteRtLockTensorBuffer")
        unlockTensorBuffer = try symbol("LiteRtUnlockTensorBuffer")
        runCompiledModel = try symbol("LiteRtRunCompiledModel")
        getStatusString = try symbol("LiteRtGetStatusString")
    }

    /// Throws `PoseError.runtime` naming `what` and LiteRT's status text unless `status` is ok.
    func check(_ status: Status, _ what: String) throws {
        guard status != 0 else { return }
        let text = getStatusString(status).map { String(cString: $0) } ?? "status \(status)"
        throw PoseError.runtime(detail: "\(what) failed: \(text)")
    }
}
