import Foundation
import HarkCore
#if canImport(Glibc)
import Glibc
#endif

#if canImport(Glibc)
// glibc maps each allocation of 128 KB or more on its own, but raises that threshold to the size
// of any such block freed: after the first table's buffers were freed, the next tables' (file
// bytes, decoded text, entries, value stores) came from the heap, whose holes stayed resident:
// 5 MB of the benchmark app's peak. A fixed threshold gives each big buffer back when it is
// freed (for some 0.02 s more of system time on that app). Set for the command only: a program
// that links HarkCore keeps its own allocator settings. `mallopt` is looked up, not linked:
// Swift's Glibc module leaves out <malloc.h>, and a C library without it is simply left alone.
//
// The worker threads' arenas, though, gave their free top back to the kernel as soon as it passed
// 128 KB, and faulted the same pages in again for the next file's or rule's buffers: a tenth of
// the localization benchmark's page faults, 4% of its CPU time. A top pad of 4 MB keeps that much
// of each arena's top, for 0.5 MB more of the benchmark app's peak (16 MB saved 3% more of that
// time for 1.6 MB more peak, too near the peak's goal).
typealias MalloptFunction = @convention(c) (Int32, Int32) -> Int32
if let symbol = dlsym(nil, "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: MalloptFunction.self)
    let topPad: Int32 = -2  // M_TOP_PAD in <malloc.h>
    let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
    _ = mallopt(mmapThreshold, 128 * 1024)
    _ = mallopt(topPad, 4 * 1024 * 1024)
}
#endif

exit(HarkCommandLine.run(Array(CommandLine.arguments.dropFirst()), exitsAfterward: true))
