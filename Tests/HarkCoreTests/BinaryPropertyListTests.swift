import Foundation
import Testing
@testable import HarkCore

/// The `bplist00` reader, on files built byte by byte (`BinaryPlistWriter`).
@Suite struct BinaryPropertyListTests {
    typealias W = BinaryPlistWriter

    func read(_ bytes: [UInt8]) throws -> PlistNode {
        try PropertyList.read(bytes: bytes, file: "b.plist")
    }

    func integer(_ node: PlistNode?) -> String? {
        if case .integer(let text)? = node?.value { return text }
        return nil
    }

    @Test func readsEveryObjectType() throws {
        let long = String(repeating: "abcdefghij", count: 30)
        let top = try read(W.encode(.dictionary([
            ("ascii", .string("Enabled")),
            ("unicode", .string("Größe 🎚️")),
            ("long", .string(long)),
            ("i1", .integer(200)), ("i2", .integer(40_000)), ("i4", .integer(3_000_000_000)), ("i8", .integer(1 << 40)),
            ("negative", .integer(-42)),
            ("big", .integer128(high: 1, low: 5)),
            ("negative128", .integer128(high: UInt64.max, low: UInt64(bitPattern: -7))),
            ("hugeNegative", .integer128(high: UInt64.max - 1, low: 0)),
            ("real", .real(0.5)), ("float", .float(1.25)),
            ("yes", .bool(true)), ("no", .bool(false)),
            ("epoch", .date(0)), ("later", .date(1_000_000_000.75)), ("before", .date(-86_401)),
            ("data", .data([0, 1, 2, 0xFF])),
            ("array", .array([.string("x"), .array([]), .dictionary([])])),
        ])))
        #expect(top["ascii"]?.string == "Enabled")
        #expect(top["unicode"]?.string == "Größe 🎚️")
        #expect(top["long"]?.string == long)
        #expect(integer(top["i1"]) == "200")
        #expect(integer(top["i2"]) == "40000")
        #expect(integer(top["i4"]) == "3000000000")
        #expect(integer(top["i8"]) == "1099511627776")
        #expect(integer(top["negative"]) == "-42")
        #expect(integer(top["big"]) == "18446744073709551621", "2^64 + 5")
        #expect(integer(top["negative128"]) == "-7")
        #expect(integer(top["hugeNegative"]) == "-36893488147419103232", "-2^65")
        if case .real(let number)? = top["real"]?.value { #expect(number == 0.5) } else { Issue.record("real") }
        if case .real(let number)? = top["float"]?.value { #expect(number == 1.25) } else { Issue.record("float") }
        if case .bool(let flag)? = top["yes"]?.value { #expect(flag) } else { Issue.record("true") }
        if case .bool(let flag)? = top["no"]?.value { #expect(!flag) } else { Issue.record("false") }
        if case .date(let text)? = top["epoch"]?.value { #expect(text == "2001-01-01T00:00:00Z") } else { Issue.record("date") }
        if case .date(let text)? = top["later"]?.value { #expect(text == "2032-09-09T01:46:40Z") } else { Issue.record("date") }
        if case .date(let text)? = top["before"]?.value { #expect(text == "2000-12-30T23:59:59Z") } else { Issue.record("date") }
        if case .data(let bytes)? = top["data"]?.value { #expect(bytes == [0, 1, 2, 0xFF]) } else { Issue.record("data") }
        let array = try #require(top["array"]?.elements)
        #expect(array.count == 3)
        #expect(array[1].elements?.isEmpty == true)
        #expect(array[2].entries?.isEmpty == true)
        // 20 entries: the count does not fit the marker's nibble and follows it as an integer.
        #expect(top.entries?.count == 20)
    }

    @Test func positionsAreTheColumnOfEachObjectsFirstByte() throws {
        let bytes = W.encode(.dictionary([("Title", .string("Enabled"))]))
        let top = try read(bytes)
        #expect(top.location == SourceLocation(file: "b.plist", line: 1, column: 9), "the top object follows the 8-byte header")
        let title = try #require(top.entry("Title"))
        #expect(title.value.location.line == 1)
        #expect(bytes[title.value.location.column - 1] == 0x57, "an ASCII string of 7 characters starts there")
        #expect(bytes[title.keyLocation.column - 1] == 0x55)
    }

    @Test(arguments: [1, 2, 4, 8])
    func readsEveryOffsetAndReferenceWidth(_ width: Int) throws {
        let tree: W.Value = .array((0..<40).map { .integer(Int64($0), width: [1, 2, 4, 8][$0 % 4]) })
        let top = try read(W.encode(tree, offsetSize: width, referenceSize: width))
        #expect(top.elements?.map { integer($0) ?? "?" } == (0..<40).map(String.init))
    }

    @Test func loadPicksXMLOrBinaryByTheFirstBytes() throws {
        let root = try TestSupport.makeTemporaryFolder()
        let binary = root + "/binary.plist", xml = root + "/xml.plist"
        try FileSystem.writeAtomically(W.encode(.dictionary([("StringsTable", .string("Root"))])), to: binary)
        try FileSystem.writeAtomically(Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>StringsTable</key>
        \t<string>Root</string>
        </dict>
        </plist>

        """.utf8), to: xml)
        #expect(try PropertyList.load(file: binary)["StringsTable"]?.string == "Root")
        #expect(try PropertyList.load(file: xml)["StringsTable"]?.string == "Root")
        #expect(try PropertyList.load(file: xml).location.line == 4)
    }

    /// Objects shared by many parents are read once: 64 levels of arrays that each refer to the
    /// next one twice would be 2^64 nodes if expanded naively.
    @Test func sharedObjectsAreReadOnce() throws {
        let levels = 64
        var objects: [[UInt8]] = []
        for level in 0..<levels { objects.append(W.marker(0xA, 2) + [UInt8(level + 1), UInt8(level + 1)]) }
        objects.append([0x09])
        let top = try read(W.assemble(objects: objects, top: 0, referenceSize: 1))
        var node = top
        for _ in 0..<levels { node = try #require(node.elements?.first) }
        if case .bool(true) = node.value {} else { Issue.record("the bottom is true") }
    }

    // MARK: - Malformed files

    static let malformed: [(String, [UInt8], String)] = {
        let valid = W.encode(.array([.string("a")]))
        var cases: [(String, [UInt8], String)] = []
        cases.append(("empty", [], "no bplist00 header"))
        cases.append(("header only", Array("bplist00".utf8), "truncated"))
        var version = valid
        version[6] = UInt8(ascii: "1"); version[7] = UInt8(ascii: "5")
        cases.append(("bplist15", version, "version \"15\" is not supported"))
        var zeroWidth = valid
        zeroWidth[valid.count - 26] = 0
        cases.append(("offset width 0", zeroWidth, "both must be 1 to 8"))
        var wideRefs = valid
        wideRefs[valid.count - 25] = 9
        cases.append(("reference width 9", wideRefs, "both must be 1 to 8"))
        var manyObjects = valid
        manyObjects.replaceSubrange(valid.count - 24..<valid.count - 16, with: W.bigEndian(UInt64.max, width: 8))
        cases.append(("2^64 objects", manyObjects, "does not fit in the file"))
        var tableOutside = valid
        tableOutside.replaceSubrange(valid.count - 8..<valid.count, with: W.bigEndian(1 << 62, width: 8))
        cases.append(("offset table beyond the end", tableOutside, "does not fit in the file"))
        var topOutside = valid
        topOutside.replaceSubrange(valid.count - 16..<valid.count - 8, with: W.bigEndian(7, width: 8))
        cases.append(("top object 7 of 2", topOutside, "the top object is 7"))
        var offsetOutside = valid
        offsetOutside[valid.count - 34] = 0xF0
        cases.append(("object offset past the objects", offsetOutside, "outside the objects"))
        cases.append(("reference to a missing object", W.assemble(objects: [W.marker(0xA, 1) + [9]], top: 0, referenceSize: 1),
                      "a reference to object 9"))
        cases.append(("array containing itself", W.assemble(objects: [W.marker(0xA, 1) + [0]], top: 0, referenceSize: 1),
                      "object 0 contains itself"))
        cases.append(("cycle through two arrays", W.assemble(objects: [W.marker(0xA, 1) + [1], W.marker(0xA, 1) + [0]], top: 0, referenceSize: 1),
                      "contains itself"))
        let deep = (0..<300).map { W.marker(0xA, 1) + W.bigEndian(UInt64($0 + 1), width: 2) } + [[0x08]]
        cases.append(("300 nested arrays", W.assemble(objects: deep, top: 0, referenceSize: 2), "deeper than 256"))
        cases.append(("array of 2^60 elements", W.assemble(objects: [[0xAF, 0x13] + W.bigEndian(1 << 60, width: 8)], top: 0, referenceSize: 1),
                      "more than the file's"))
        cases.append(("string longer than the file", W.assemble(objects: [[0x64, 0x00, 0x41]], top: 0, referenceSize: 1),
                      "runs past the end"))
        cases.append(("length that is not an integer", W.assemble(objects: [[0x5F, 0x55, 0x41]], top: 0, referenceSize: 1),
                      "length is not an integer"))
        cases.append(("UID", W.assemble(objects: [[0x80, 0x01]], top: 0, referenceSize: 1), "is a UID"))
        cases.append(("set", W.assemble(objects: [[0xC0]], top: 0, referenceSize: 1), "is a set"))
        cases.append(("null", W.assemble(objects: [[0x00]], top: 0, referenceSize: 1), "not a property list value"))
        cases.append(("unknown marker", W.assemble(objects: [[0x70]], top: 0, referenceSize: 1), "not a bplist00 object"))
        cases.append(("integer of 32 bytes", W.assemble(objects: [[0x15] + Array(repeating: 0, count: 32)], top: 0, referenceSize: 1),
                      "an integer of 32 bytes"))
        cases.append(("real of 2 bytes", W.assemble(objects: [[0x21, 0, 0]], top: 0, referenceSize: 1), "a real of 2 bytes"))
        cases.append(("date marker 0x34", W.assemble(objects: [[0x34] + Array(repeating: 0, count: 8)], top: 0, referenceSize: 1), "not a date"))
        cases.append(("infinite date", W.assemble(objects: [[0x33] + W.bigEndian(Double.infinity.bitPattern, width: 8)], top: 0, referenceSize: 1),
                      "out of range"))
        cases.append(("key that is a number", W.assemble(objects: [W.marker(0xD, 1) + [1, 2], [0x10, 1], [0x09]], top: 0, referenceSize: 1),
                      "a dictionary key is <integer>"))
        cases.append(("lone surrogate", W.assemble(objects: [[0x61, 0xD8, 0x00]], top: 0, referenceSize: 1), "lone UTF-16 surrogate"))
        cases.append(("ASCII string with a high byte", W.assemble(objects: [[0x51, 0xE9]], top: 0, referenceSize: 1), "above 0x7F"))
        return cases
    }()

    @Test(arguments: malformed)
    func malformedFilesSayWhatAndWhere(_ name: String, _ bytes: [UInt8], _ message: String) {
        do {
            _ = try BinaryPropertyList.read(bytes, file: "b.plist")
            Issue.record("\(name) was accepted")
        } catch let error as InputError {
            #expect(error.message.contains(message), "\(name): \(error)")
            #expect(error.location?.line == 1)
            #expect((error.location?.column ?? 0) >= 1)
        } catch {
            Issue.record("\(name): \(error)")
        }
    }

    /// Every prefix and thousands of corruptions of a Settings pane either read or give an
    /// `InputError`: never a trap.
    @Test func truncatedAndCorruptedFilesNeverTrap() throws {
        let valid = W.encode(.dictionary([
            ("StringsTable", .string("Root")),
            ("PreferenceSpecifiers", .array([
                .dictionary([("Type", .string("PSGroupSpecifier")), ("Title", .string("Général"))]),
                .dictionary([("Type", .string("PSToggleSwitchSpecifier")), ("Title", .string("Enabled")),
                             ("Key", .string("enabled_preference")), ("DefaultValue", .bool(true)), ("TrueValue", .integer(1 << 33))]),
            ])),
        ]))
        for end in 0..<valid.count {
            do { _ = try BinaryPropertyList.read(Array(valid[..<end]), file: "b.plist") } catch is InputError {}
        }
        var generator = SplitMix(seed: 0x5EED)
        var accepted = 0, refused = 0
        for _ in 0..<5000 {
            var bytes = valid
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let position = Int(generator.next() % UInt64(bytes.count))
                bytes[position] = UInt8(truncatingIfNeeded: generator.next())
            }
            do { _ = try BinaryPropertyList.read(bytes, file: "b.plist"); accepted += 1 } catch is InputError { refused += 1 }
        }
        #expect(accepted + refused == 5000)
        #expect(refused > 0 && accepted > 0)
    }
}

/// A small deterministic random number generator (SplitMix64), so fuzzing is repeatable.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The reader against CoreFoundation's own writer: swift-corelibs-foundation writes binary
/// property lists with CF's `__CFBinaryPlistWrite`, so what it writes is what Xcode's tools write.
@Suite struct BinaryPropertyListFoundationTests {
    /// Random property lists of every type, nested, with strings that repeat (CF stores each
    /// distinct string once and refers to it from every parent).
    func randomValue(_ generator: inout SplitMix, depth: Int) -> Any {
        let words = ["Enabled", "PSToggleSwitchSpecifier", "Größe", "日本語", "🎚️ Emoji", "", "Key", String(repeating: "long ", count: 40)]
        switch generator.next() % (depth > 3 ? 6 : 8) {
        case 0: return words[Int(generator.next() % UInt64(words.count))]
        case 1:
            let magnitudes: [Int64] = [0, 1, 200, 40_000, 3_000_000_000, 1 << 40, Int64.max, -1, -300, Int64.min]
            return NSNumber(value: magnitudes[Int(generator.next() % UInt64(magnitudes.count))])
        case 2: return NSNumber(value: Double(Int64(bitPattern: generator.next() % 1_000_000)) / 8)
        case 3: return NSNumber(value: generator.next() % 2 == 0)
        case 4: return Date(timeIntervalSinceReferenceDate: Double(Int64(generator.next() % 2_000_000_000) - 1_000_000_000))
        case 5: return Data((0..<Int(generator.next() % 40)).map { UInt8($0) })
        case 6: return (0..<Int(generator.next() % 20)).map { _ in randomValue(&generator, depth: depth + 1) }
        default:
            var dictionary: [String: Any] = [:]
            for index in 0..<Int(generator.next() % 20) { dictionary["key\(index % 17)"] = randomValue(&generator, depth: depth + 1) }
            return dictionary
        }
    }

    /// Whether Hark's node holds what Foundation decoded.
    func matches(_ node: PlistNode, _ value: Any) -> Bool {
        switch node.value {
        case .string(let text): return (value as? String) == text
        case .integer(let text): return (value as? NSNumber).map { "\($0.int64Value)" == text } ?? false
        case .real(let number): return (value as? NSNumber)?.doubleValue == number
        case .bool(let flag): return (value as? NSNumber)?.boolValue == flag && !(value is String)
        case .date(let text):
            guard let date = value as? Date else { return false }
            return BinaryPropertyList.dateText(secondsSince2001: date.timeIntervalSinceReferenceDate) == text
        case .data(let bytes): return (value as? Data).map { [UInt8]($0) == bytes } ?? false
        case .array(let elements):
            guard let array = value as? [Any], array.count == elements.count else { return false }
            return zip(elements, array).allSatisfy { matches($0, $1) }
        case .dictionary(let entries):
            guard let dictionary = value as? [String: Any], dictionary.count == entries.count else { return false }
            return entries.allSatisfy { entry in dictionary[entry.key].map { matches(entry.value, $0) } ?? false }
        }
    }

    @Test func readsWhatCoreFoundationWrites() throws {
        var generator = SplitMix(seed: 42)
        for round in 0..<200 {
            let top: Any = round % 2 == 0 ? randomValue(&generator, depth: 0) : ["PreferenceSpecifiers": randomValue(&generator, depth: 1)]
            let data = try PropertyListSerialization.data(fromPropertyList: top, format: .binary, options: 0)
            let decoded = try PropertyListSerialization.propertyList(from: data, format: nil)
            let node = try BinaryPropertyList.read([UInt8](data), file: "cf.plist")
            #expect(matches(node, decoded), "round \(round)")
        }
    }

    @Test func readsALargeCoreFoundationPlistWithWideOffsets() throws {
        // Over 65,536 objects: CF widens its offsets and references.
        let specifiers = (0..<30_000).map { ["Type": "PSToggleSwitchSpecifier", "Title": "Setting \($0)", "Key": "key_\($0)", "DefaultValue": $0 % 2 == 0] as [String: Any] }
        let data = try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": specifiers], format: .binary, options: 0)
        let node = try BinaryPropertyList.read([UInt8](data), file: "cf.plist")
        let elements = try #require(node["PreferenceSpecifiers"]?.elements)
        #expect(elements.count == 30_000)
        #expect(elements[29_999]["Title"]?.string == "Setting 29999")
    }
}
