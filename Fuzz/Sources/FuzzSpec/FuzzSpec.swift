import FuzzDriver
import FuzzSupport
import LineworkCore
import LineworkExperiment

/// Report spec parsing (Yams, key checks, decoding) and planning (grid and model validation,
/// image patterns) on arbitrary text. Either a plan comes out, or a `ReportSpecError` (or
/// `LineworkError`) whose message is one line naming the spec; nothing else, and no crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // A folder that does not exist: patterns match nothing, so planning never reads real files.
    let path = "/nonexistent-linework-fuzz/spec.yaml"
    do {
        let spec = try ReportSpec(yaml: text, spec: path)
        _ = try ReportPlan(spec: spec, text: text, path: path)
    } catch let error as ReportSpecError {
        checkOneLine(error.description, naming: path)
    } catch let error as LineworkError {
        checkOneLine(error.description, naming: path)
    } catch {
        finding("unexpected error type \(type(of: error)): \(error)")
    }
    return 0
}

private func checkOneLine(_ message: String, naming path: String) {
    require(!message.contains("\n") && !message.contains("\r"), "multi-line message: \(message)")
    require(message.contains(path), "message does not name the spec: \(message)")
}
