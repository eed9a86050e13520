/// An input Hark cannot work with. Every such error ends the run with exit code 2 and names
/// the place (file:line:column) and the problem.
struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    let location: SourceLocation?
    let file: String
    let message: String

    init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.file = location.file
        self.message = message
    }

    /// For problems that concern a whole file (unreadable, not found).
    init(_ message: String, file: String) {
        self.location = nil
        self.file = file
        self.message = message
    }

    var description: String {
        if let location { return "\(location): \(message)" }
        return "\(file): \(message)"
    }
}
