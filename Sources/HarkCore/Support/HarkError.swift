/// An input Hark cannot work with. Every such error ends the run with exit code 2 and names
/// the place (file:line:column) and the problem.
struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    let location: SourceLocation?
    let file: String
    let message: String
    /// Input Apple's readers accept that Hark still refuses for safety (an internal DTD
    /// subset): nothing may be claimed about how iOS treats it.
    var isRefusedForSafety = false

    init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.file = location.file
        self.message = InputError.printable(message)
    }

    /// For problems that concern a whole file (unreadable, not found).
    init(_ message: String, file: String) {
        self.location = nil
        self.file = file
        self.message = InputError.printable(message)
    }

    /// The message on one line and without terminal controls: a message quoting a broken
    /// file's key or text shows its control characters (NUL, escape, line breaks) as `<U+001B>`.
    static func printable(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: isControl) else { return message }
        var result = String.UnicodeScalarView()
        for scalar in message.unicodeScalars {
            if isControl(scalar) {
                let digits = String(scalar.value, radix: 16, uppercase: true)
                result.append(contentsOf: "<U+\(String(repeating: "0", count: 4 - digits.count))\(digits)>".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The place and the message; the file's name too is shown without control characters
    /// (a file named with an escape sequence or a line break stays one harmless line).
    var description: String {
        if let location { return "\(InputError.printable(location.description)): \(message)" }
        return "\(InputError.printable(file)): \(message)"
    }
}
