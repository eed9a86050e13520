import Foundation

/// Byte arrays lent to the parallel readers of one load, one per file being read, and taken
/// back after it. A fresh array for every file faulted its pages in anew (the kernel zeroes
/// each one): on the localization benchmark the file reads were a quarter of the run's page
/// faults, each several microseconds of kernel time on this machine. An array handed back
/// keeps its storage, so the next file read into it lands on pages already there. The pool
/// lives as long as the load that made it: what it keeps is freed with it.
final class ScratchBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [[UInt8]] = []

    /// Lends `body` an empty array, with the storage of one handed back earlier if any.
    func withBytes<Result>(_ body: (inout [UInt8]) throws -> Result) rethrows -> Result {
        lock.lock()
        var bytes = kept.popLast() ?? []
        lock.unlock()
        defer {
            // If `body` kept the array (a reader holding its bytes), this gives a new empty
            // buffer rather than clearing the kept one: the pool never shares storage.
            bytes.removeAll(keepingCapacity: true)
            lock.lock()
            kept.append(bytes)
            lock.unlock()
        }
        return try body(&bytes)
    }
}

extension Array where Element == UInt8 {
    /// Replaces the contents with the bytes `fill` writes (at most `capacity`; it returns how
    /// many). Storage large enough is reused, zeroed first (pages already there cost less than
    /// new ones); otherwise a new array of that capacity is made, left uninitialized for `fill`.
    mutating func overwrite(upTo capacity: Int, _ fill: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        guard self.capacity >= capacity else {
            self = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in count = fill(buffer) }
            return
        }
        removeAll(keepingCapacity: true)
        append(contentsOf: repeatElement(0, count: capacity))
        let written = withUnsafeMutableBufferPointer { buffer in fill(buffer) }
        removeLast(capacity - written)
    }
}
