import HarkCore

/// A command-line mistake: printed as `Error: …` followed by the usage, exit code 2.
struct UsageError: Error {
    let message: String
    let command: String?
}

/// Parses `--flag value`, `--flag=value`, repeated flags and positional arguments, checking
/// every flag against the ones the command accepts.
struct Arguments {
    private(set) var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var switches: Set<String> = []

    init(_ arguments: [String], command: String, valueFlags: Set<String>, switchFlags: Set<String>) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positional += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                positional.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String? = nil
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if switchFlags.contains(name) {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value", command: command) }
                switches.insert(name)
            } else if valueFlags.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                        throw UsageError(message: "\(name) needs a value", command: command)
                    }
                    value = arguments[index]
                    index += 1
                }
                values[name, default: []].append(value)
            } else {
                throw UsageError(message: "unknown option \(name) for `hark \(command)`", command: command)
            }
        }
    }

    func has(_ flag: String) -> Bool { switches.contains(flag) }

    func value(_ flag: String) -> String? { values[flag]?.last }

    /// All values of a repeatable flag, commas splitting too (`--locale fr,de --locale ja`).
    func list(_ flag: String) -> [String]? {
        guard let raw = values[flag] else { return nil }
        return raw.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }

    func choice<T: RawRepresentable>(_ flag: String, command: String, default fallback: T) throws -> T where T.RawValue == String {
        guard let raw = value(flag) else { return fallback }
        guard let choice = T(rawValue: raw) else {
            throw UsageError(message: "invalid value '\(raw)' for \(flag)", command: command)
        }
        return choice
    }
}
