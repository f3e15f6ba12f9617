import FuzzDriver
import FuzzSupport
import LineworkArt
import LineworkCore

/// Draw presets (`DrawPreset(yaml:source:)`) on arbitrary text. Either a preset comes out,
/// whose arguments are only its own keys (`--key=value`, `--switch`, `--no-switch`) and whose
/// YAML reads back to itself, or a `LineworkError` of one line of at most 300 characters naming
/// the file; no crash, no hang (alias bombs included).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPreset(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let preset = try DrawPreset(yaml: text, source: "fuzz.yaml")
        let keys = Set(DrawPreset.keys)
        for argument in preset.arguments {
            require(argument.hasPrefix("--"), "argument without dashes: \(argument)")
            // Split on the first "=" scalar: a value may start with a combining mark, which
            // Character-wise would merge with the "=".
            let name = String(String.UnicodeScalarView(argument.unicodeScalars.dropFirst(2).prefix { $0 != "=" }))
            let key = name.hasPrefix("no-") && !keys.contains(name) ? String(name.dropFirst(3)) : name
            require(keys.contains(key), "argument names no preset key: \(argument)")
            require(!argument.contains("\n"), "argument spans lines: \(argument)")
        }
        let again = try DrawPreset(yaml: preset.yamlText, source: "again.yaml")
        require(again == preset, "YAML does not read back: \(preset.yamlText)")
    } catch let error as LineworkError {
        let message = error.description
        require(!message.contains("\n") && message.count <= 300, "bad message: \(message.prefix(400))")
        require(message.contains("fuzz.yaml") || message.contains("preset"), "message names no preset: \(message)")
    } catch {
        finding("unexpected error type \(type(of: error)): \(error)")
    }
    return 0
}
