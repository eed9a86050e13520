import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import HarkCore

/// Hark's promise on any input: exit 0, 1 or 2, never a crash or a hang; a content error names
/// its line and column; a FIFO, device or huge file is refused before it is read; and each
/// case stays within a bound of time and memory. Every case runs the built `hark` binary.
@Suite struct HostileInputTests {
    /// CPU seconds (user + system) and peak memory one case may take: 5 s for the release
    /// build (`HARK_TEST_BINARY=.build/release/hark`, as `.ci/run` checks), three times that for
    /// the debug build `swift test` makes, which runs these cases 3 to 8 times slower.
    static let cpuLimit = HarkProcess.isReleaseBuild ? 5.0 : 15.0
    static let memoryLimitMegabytes = 500.0

    @Test func thereAreHundredsOfCasesAcrossEveryFormat() {
        #expect(HostileInputs.all.count >= 200)
        for format in HostileInputs.formats {
            #expect(HostileInputs.all.filter { $0.name.hasPrefix(format.name + ":") }.count >= 15, "\(format.name)")
        }
    }

    @Test(arguments: HostileInputs.all)
    func hostileInput(_ hostile: HostileCase) throws {
        let folder = try Self.materialize(hostile.entries)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Killed at twice the bound: over it fails the case anyway, and a hang ends early.
        let run = try MeasuredRun.hark(hostile.arguments + ["--fail-on", "error"], in: folder, cpuLimit: 2 * Self.cpuLimit)
        Self.check(run, hostile.expectation)
        Self.record(hostile.name, run)
    }

    /// With `HARK_HOSTILE_LOG=FILE`, one line per case (CPU seconds, peak MB, exit, name): the
    /// figures behind "every case under 5 s and 500 MB".
    static func record(_ name: String, _ run: MeasuredRun) {
        guard let log = ProcessInfo.processInfo.environment["HARK_HOSTILE_LOG"], !log.isEmpty else { return }
        let line = String(format: "%.3f\t%.1f\t%@\t%@\n", run.cpuSeconds, run.peakMegabytes, run.status.map(String.init) ?? "signal", name)
        let descriptor = open(log, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard descriptor >= 0 else { return }
        _ = FileSystem.write(Array(line.utf8), toDescriptor: descriptor)
        close(descriptor)
    }

    static func check(_ run: MeasuredRun, _ expectation: HostileCase.Expectation, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(!run.timedOut, "hung (killed after \(run.cpuSeconds) s of CPU, \(run.wallSeconds) s)", sourceLocation: sourceLocation)
        #expect(run.signal == nil, "died of signal \(run.signal ?? 0): \(run.stderr.prefix(500))", sourceLocation: sourceLocation)
        guard let status = run.status else { return }
        #expect([0, 1, 2].contains(status), "exit \(status)", sourceLocation: sourceLocation)
        #expect(run.cpuSeconds < cpuLimit, "took \(run.cpuSeconds) s of CPU", sourceLocation: sourceLocation)
        #expect(run.peakMegabytes < memoryLimitMegabytes, "peaked at \(Int(run.peakMegabytes)) MB", sourceLocation: sourceLocation)
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("hark: error: ") }
        #expect(!run.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "a control character in a message", sourceLocation: sourceLocation)
        switch expectation {
        case .positioned, .refused:
            if case .refused = expectation { #expect(status == 2, "not refused: \(run.stdout.prefix(300))", sourceLocation: sourceLocation) }
            #expect(status != 2 || !errors.isEmpty, "exit 2 without a message", sourceLocation: sourceLocation)
            for error in errors {
                #expect(isPositioned(error), "no line and column: \(error.prefix(300))", sourceLocation: sourceLocation)
            }
        case .unreadable(let words):
            #expect(status == 2, sourceLocation: sourceLocation)
            #expect(errors.contains { $0.contains(words) }, "expected \"\(words)\" in: \(run.stderr.prefix(500))", sourceLocation: sourceLocation)
        case .read:
            #expect(status == 0 || status == 1, "\(run.stderr.prefix(500))", sourceLocation: sourceLocation)
            // A table that does not parse is a finding with its position.
            for line in run.stdout.split(separator: "\n") where line.hasSuffix("[l10n-syntax]") {
                #expect(isPositioned("hark: error: " + line), "\(line.prefix(300))", sourceLocation: sourceLocation)
            }
        }
    }

    /// `hark: error: FILE:LINE:COLUMN: …` with numbers.
    static func isPositioned(_ line: Substring) -> Bool {
        let parts = line.dropFirst("hark: error: ".count).split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        return parts.count == 4 && Int(parts[1]).map { $0 >= 1 } == true && Int(parts[2]).map { $0 >= 1 } == true
    }

    static func isPositioned(_ line: String) -> Bool { isPositioned(Substring(line)) }

    /// Lays the entries out in a new folder.
    static func materialize(_ entries: [HostileCase.Entry]) throws -> String {
        let root = try TestSupport.makeTemporaryFolder()
        func parent(_ path: String) throws -> String {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: FileSystem.directoryName(full), withIntermediateDirectories: true)
            return full
        }
        for entry in entries {
            switch entry {
            case .file(let path, let bytes):
                try Data(bytes).write(to: URL(fileURLWithPath: try parent(path)))
            case .fifo(let path):
                guard mkfifo(try parent(path), 0o600) == 0 else { throw InputError("mkfifo failed", file: path) }
            case .link(let path, let target):
                guard symlink(target, try parent(path)) == 0 else { throw InputError("symlink failed", file: path) }
            case .folder(let path):
                try FileManager.default.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
            case .sparse(let path, let size, let prefix):
                let full = try parent(path)
                try Data(prefix).write(to: URL(fileURLWithPath: full))
                guard truncate(full, off_t(size)) == 0 else { throw InputError("truncate failed", file: path) }
            }
        }
        return root
    }
}
