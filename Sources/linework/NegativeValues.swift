/// Negative numbers given as an option's value (`--adjustment -1`).
///
/// ArgumentParser reads an argument that starts with a dash as an option of its own, so
/// `--adjustment -1` failed with "Missing value for '--adjustment'" and never reached the
/// option's range check. Joining such a pair into `--adjustment=-1` lets the value be parsed
/// and checked like any other (here: "must be in 0…3").
enum NegativeValues {
    /// `arguments` with each `--name` that is followed by a negative number joined to it as
    /// `--name=NUMBER`. Nothing after a bare `--` is touched; `--name=…` is left as it is.
    static func attached(_ arguments: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                result += arguments[index...]
                break
            }
            if argument.hasPrefix("--"), argument.count > 2, !argument.contains("="),
               index + 1 < arguments.count, isNegativeNumber(arguments[index + 1]) {
                result.append(argument + "=" + arguments[index + 1])
                index += 2
                continue
            }
            result.append(argument)
            index += 1
        }
        return result
    }

    /// Whether `text` is a negative decimal number: `-1`, `-0.5`, `-.5`, `-1e3`.
    static func isNegativeNumber(_ text: String) -> Bool {
        guard text.count >= 2, text.hasPrefix("-") else { return false }
        return text.dropFirst().first.map { $0.isNumber || $0 == "." } == true && Double(text) != nil
    }
}
