import FuzzDriver
import FuzzSupport
import LineworkCore
import LineworkPlotter

/// Plotter device profiles (`DeviceProfile(yaml:source:)`) on arbitrary text. Either a valid
/// profile comes out (its name one line, its speeds above their minimums, its YAML reading back
/// to itself), or a `LineworkError` of one line of at most 300 characters; no crash, no hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDevice(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let profile = try DeviceProfile(yaml: text, source: "fuzz.yaml")
        require(!profile.name.contains("\n") && !profile.name.contains("\r"), "name spans lines: \(profile.name)")
        require(profile.drawingSpeed >= 0.1 && profile.travelSpeed >= 0.1 && profile.acceleration >= 1,
                "speeds below their minimums: \(profile)")
        let again = try DeviceProfile(yaml: profile.yaml, source: "again.yaml")
        require(again == profile, "YAML does not read back: \(profile.yaml)")
    } catch let error as LineworkError {
        let message = error.description
        require(!message.contains("\n") && message.count <= 300, "bad message: \(message.prefix(400))")
    } catch {
        finding("unexpected error type \(type(of: error)): \(error)")
    }
    return 0
}
