import Foundation
import Testing
@testable import HarkCore

/// Files read into storage lent again and again must read as files read alone: no byte of an
/// earlier, longer file left behind, no storage shared with an array a reader kept.
@Suite struct ScratchBytesTests {
    static func write(_ bytes: [UInt8], named name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aFileReadIntoUsedStorageIsThatFileOnly() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        let long = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let longFile = try Self.write(long, named: "long.strings", in: folder)
        let shortFile = try Self.write(Array("\"a\" = \"b\";".utf8), named: "short.strings", in: folder)
        let emptyFile = try Self.write([], named: "empty.strings", in: folder)
        var bytes: [UInt8] = []
        try FileSystem.readBytes(longFile, as: .stringsTable, into: &bytes)
        #expect(bytes == long)
        let storage = bytes.capacity
        try FileSystem.readBytes(shortFile, as: .stringsTable, into: &bytes)
        #expect(bytes == Array("\"a\" = \"b\";".utf8))
        #expect(bytes.capacity == storage, "the longer file's storage is reused")
        try FileSystem.readBytes(emptyFile, as: .stringsTable, into: &bytes)
        #expect(bytes.isEmpty)
        try FileSystem.readBytes(longFile, as: .stringsTable, into: &bytes)
        #expect(bytes == long)
        // Refusals are the same as for a fresh read, and name the file.
        #expect(throws: InputError.self) { try FileSystem.readBytes(folder, as: .stringsTable, into: &bytes) }
        #expect(throws: InputError.self) { try FileSystem.readBytes(folder + "/missing.strings", as: .stringsTable, into: &bytes) }
    }

    @Test func anArrayAReaderKeptIsNeverLentAgain() {
        let scratch = ScratchBytes()
        var kept: [UInt8] = []
        scratch.withBytes { bytes in
            bytes.overwrite(upTo: 4) { buffer in
                for index in 0..<3 { buffer[index] = UInt8(index + 1) }
                return 3
            }
            kept = bytes
        }
        scratch.withBytes { bytes in
            #expect(bytes.isEmpty)
            bytes.overwrite(upTo: 4) { buffer in
                buffer.update(repeating: 9)
                return 4
            }
            #expect(bytes == [9, 9, 9, 9])
        }
        #expect(kept == [1, 2, 3])
    }

    /// Every table of the corpus (UTF-8, UTF-16 with and without a byte-order mark, XML and
    /// binary plists, `.stringsdict`), longest first, read through one pool: each as read alone.
    @Test func corpusTablesReadThroughOnePoolAreTheTablesReadAlone() throws {
        let files = FileSystem.files(under: TestSupport.corpus)
            .filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }
            .sorted { (try? FileSystem.readBytes($0).count) ?? 0 > (try? FileSystem.readBytes($1).count) ?? 0 }
        #expect(files.count >= 40)
        let scratch = ScratchBytes()
        for file in files {
            let pooled = try StringsTableFiles.load(file: file, table: "T", locale: "xx", scratch: scratch)
            let alone = try StringsTableFiles.load(file: file, table: "T", locale: "xx", scratch: ScratchBytes())
            #expect(pooled.map(Self.describe) == alone.map(Self.describe), "\(file)")
        }
    }

    static func describe(_ table: StringsTable) -> String {
        let entries = table.entries.map { "\($0.key)=\($0.value.debugDescription)@\($0.location.line):\($0.location.column)" }
        return "\(table.encoding) \(String(describing: table.syntaxError)) \(table.plurals.count) " + entries.joined(separator: "|")
    }
}
