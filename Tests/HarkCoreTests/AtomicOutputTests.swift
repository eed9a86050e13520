import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import HarkCore

/// `--output` (and every file Hark writes) to what is not a plain file: a device is written in
/// place and stays a device, a symbolic link stays a link and its target is replaced whole, a
/// full disk is an error.
@Suite struct AtomicOutputTests {
    static let example = TestSupport.packageRoot + "/Examples/Settings"

    func lint(output: String, in folder: String, _ extra: [String] = []) throws -> HarkRun {
        try HarkProcess.run(["lint", Self.example, "--format", "json", "--output", output] + extra, in: folder)
    }

    func fileType(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    func entries(_ folder: String) -> [String] { FileSystem.contents(of: folder) }

    @Test func aDeviceIsWrittenInPlaceAndStaysADevice() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        let run = try lint(output: "/dev/null", in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        #expect(fileType("/dev/null") == S_IFCHR)
        #expect(entries(folder).isEmpty, "no temporary file left behind")
    }

    @Test func aFullDiskIsAnErrorNotASuccess() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        let run = try lint(output: "/dev/full", in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("hark: error: /dev/full: cannot write the file: No space left on device"))
        #expect(fileType("/dev/full") == S_IFCHR)
        let baseline = try HarkProcess.run(["lint", Self.example, "--write-baseline", "/dev/full"], in: folder)
        #expect(baseline.status == 2)
        #expect(baseline.stderr.contains("No space left on device"))
    }

    @Test func standardOutputByNameIsTheOpenDescriptor() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        let run = try lint(output: "/dev/stdout", in: folder)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("{"))
        #expect(run.stdout.contains("\"findings\""))
        #expect(entries(folder).isEmpty)
    }

    @Test func aLinkStaysALinkAndItsTargetIsReplacedWhole() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        try Data("old report".utf8).write(to: URL(fileURLWithPath: folder + "/reports-report.json"))
        chmod(folder + "/reports-report.json", 0o640)
        symlink("reports-report.json", folder + "/report.json")
        let run = try lint(output: "report.json", in: folder)
        #expect(run.status == 1)
        #expect(fileType(folder + "/report.json") == S_IFLNK)
        let written = String(decoding: try FileSystem.readBytes(folder + "/report.json"), as: UTF8.self)
        #expect(written.hasPrefix("{") && written.contains("\"findings\""))
        var status = stat()
        stat(folder + "/reports-report.json", &status)
        #expect(status.st_mode & 0o777 == 0o640, "the replaced file keeps its permissions")
        #expect(entries(folder) == ["report.json", "reports-report.json"], "no temporary file left behind")
    }

    @Test func aLinkToADeviceWritesTheDevice() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        symlink("/dev/null", folder + "/null.json")
        symlink("/dev/full", folder + "/full.json")
        #expect(try lint(output: "null.json", in: folder).status == 1)
        #expect(fileType(folder + "/null.json") == S_IFLNK)
        #expect(fileType("/dev/null") == S_IFCHR)
        let full = try lint(output: "full.json", in: folder)
        #expect(full.status == 2)
        #expect(full.stderr.contains("full.json: cannot write the file: No space left on device"))
        #expect(entries(folder) == ["full.json", "null.json"])
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        symlink("out/new.json", folder + "/report.json")
        #expect(try lint(output: "report.json", in: folder).status == 1)
        #expect(fileType(folder + "/report.json") == S_IFLNK)
        #expect(fileType(folder + "/out/new.json") == S_IFREG)
    }

    @Test func loopsFoldersAndMissingFoldersAreErrors() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        symlink("b", folder + "/a")
        symlink("a", folder + "/b")
        try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: true)
        let loop = try lint(output: "a", in: folder)
        #expect(loop.status == 2)
        #expect(loop.stderr.contains("a: cannot write the file: Too many levels of symbolic links"))
        let directory = try lint(output: "dir", in: folder)
        #expect(directory.status == 2)
        #expect(directory.stderr.contains("dir: cannot write the file: it is a folder"))
        let missing = try lint(output: "nowhere/report.json", in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nowhere/report.json: cannot write the file: No such file or directory"))
        #expect(entries(folder) == ["a", "b", "dir"])
        #expect(entries(folder + "/dir").isEmpty)
    }

    @Test func aFIFOIsWrittenToItsReaderAndStaysAFIFO() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        let fifo = folder + "/report.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = ReceivedBytes()
        let reader = Thread {
            if let handle = FileHandle(forReadingAtPath: fifo) { received.set(handle.readDataToEndOfFile()) }
        }
        reader.start()
        let run = try lint(output: "report.fifo", in: folder)
        #expect(run.status == 1)
        while !received.isDone { usleep(10_000) }
        #expect(String(decoding: received.data, as: UTF8.self).contains("\"findings\""))
        #expect(fileType(fifo) == S_IFIFO)
    }

    @Test func anExistingReportIsReplacedAtomically() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/report.json"))
        let before = FileSystem.identity(folder + "/report.json")
        #expect(try lint(output: "report.json", in: folder).status == 1)
        // A new file renamed over the old one: a reader holding the old file never sees half a report.
        #expect(FileSystem.identity(folder + "/report.json") != before)
        #expect(entries(folder) == ["report.json"])
    }
}

/// Bytes one thread hands to another.
final class ReceivedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = Data()
    private var done = false

    func set(_ data: Data) {
        lock.lock()
        stored = data
        done = true
        lock.unlock()
    }

    var isDone: Bool { lock.lock(); defer { lock.unlock() }; return done }
    var data: Data { lock.lock(); defer { lock.unlock() }; return stored }
}
