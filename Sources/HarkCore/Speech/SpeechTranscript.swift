import Foundation

/// The speech transcript of a run, spoken when a report reads it, a few screens at a time: a
/// report that writes it as it goes (JSON) then never holds all of it. A big app speaks some
/// 240,000 lines, which, kept whole until the report was written, were a third of the run's
/// peak memory.
struct SpeechTranscript: Sendable, ExpressibleByArrayLiteral {
    private enum Part: Sendable {
        case spoken([SpokenElement])
        case unspoken(@Sendable () -> [SpokenElement])

        var elements: [SpokenElement] {
            switch self {
            case .spoken(let elements): return elements
            case .unspoken(let speak): return speak()
            }
        }
    }

    private var parts: [Part] = []

    /// Where the time spent speaking is added up, for `lint --timing` (which shows it apart
    /// from the report's own writing).
    var timing: SpeakingTime? = nil

    /// Screens spoken together: enough to keep every core busy, few enough to stay small.
    static let screensPerPart = 16

    init(_ elements: [SpokenElement]) {
        if !elements.isEmpty { parts = [.spoken(elements)] }
    }

    init(arrayLiteral elements: SpokenElement...) {
        self.init(elements)
    }

    /// The speech of `model` in each announcer's locale, spoken when read.
    static func speaking(_ model: AppModel?, with announcers: [Announcer]) -> SpeechTranscript {
        var transcript = SpeechTranscript()
        guard let screens = model?.screens, !announcers.isEmpty else { return transcript }
        for start in stride(from: screens.startIndex, to: screens.endIndex, by: screensPerPart) {
            let chunk = screens[start..<min(start + screensPerPart, screens.endIndex)]
            transcript.parts.append(.unspoken { Transcript.speak(chunk, with: announcers) })
        }
        return transcript
    }

    mutating func append(_ other: SpeechTranscript) {
        parts += other.parts
    }

    /// Speaks the transcript part by part, in order.
    func forEachPart(_ body: ([SpokenElement]) -> Void) {
        for part in parts { body(elements(of: part)) }
    }

    private func elements(of part: Part) -> [SpokenElement] {
        guard let timing, case .unspoken = part else { return part.elements }
        let wall = Stopwatch.wallSeconds(), cpu = Stopwatch.processCPUSeconds()
        defer { timing.add(wall: Stopwatch.wallSeconds() - wall, cpu: Stopwatch.processCPUSeconds() - cpu) }
        return part.elements
    }

    /// The whole transcript (spoken now, if it was not).
    var elements: [SpokenElement] {
        parts.count == 1 ? elements(of: parts[0]) : parts.flatMap(elements(of:))
    }

    /// The same, spoken once for every reader (several reports of one run).
    func spokenOnce() -> SpeechTranscript {
        SpeechTranscript(elements)
    }
}

/// Seconds spent speaking a transcript, added up across the reports that spoke it.
final class SpeakingTime: @unchecked Sendable {
    private let lock = NSLock()
    private var wall = 0.0
    private var cpu = 0.0

    func add(wall: Double, cpu: Double) {
        lock.lock()
        defer { lock.unlock() }
        self.wall += wall
        self.cpu += cpu
    }

    var seconds: (wall: Double, cpu: Double) {
        lock.lock()
        defer { lock.unlock() }
        return (wall, cpu)
    }
}
