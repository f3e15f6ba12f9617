import FuzzDriver
import FuzzSupport
import LineworkArt
import LineworkCore

/// Draw presets (`DrawPreset(yaml:source:)`) on arbitrary text. Either a preset comes out whose
/// options hold (`validate()`) and whose YAML, in the field form, reads back to the same
/// options, or a `LineworkError` of one line of at most 300 characters naming the file; no
/// crash, no hang (alias bombs included).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPreset(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let preset = try DrawPreset(yaml: text, source: "fuzz.yaml")
        let options = try preset.options()
        do { try options.validate() } catch { finding("a preset read with options that do not hold: \(error)") }
        let text = try preset.yamlText
        let again = try DrawPreset(yaml: text, source: "again.yaml")
        require(try again.options() == options, "YAML does not read back: \(text)")
    } catch let error as LineworkError {
        let message = error.description
        require(!message.contains("\n") && message.count <= 300, "bad message: \(message.prefix(400))")
        require(message.contains("fuzz.yaml") || message.contains("preset"), "message names no preset: \(message)")
    } catch {
        finding("unexpected error type \(type(of: error)): \(error)")
    }
    return 0
}
