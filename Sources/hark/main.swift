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
// freed (for some 0.02 s more of system time on that app).
// The heap of smaller blocks grows and shrinks by its top: by default glibc gives back any free
// top over 128 KB, and the next table's strings and entries fault those pages in again, zeroed
// by the kernel. Keeping 16 MB of free top (a short-lived run, no more than its peak needs) cut
// the localization benchmark's page faults from 16,500 to 10,000 and its CPU time by a sixth,
// for 2 MB more peak on the benchmark app.
// Set for the command only: a program that links HarkCore keeps its own allocator settings.
// `mallopt` is looked up, not linked: Swift's Glibc module leaves out <malloc.h>, and a C
// library without it is simply left alone.
typealias MalloptFunction = @convention(c) (Int32, Int32) -> Int32
if let symbol = dlsym(nil, "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: MalloptFunction.self)
    let mmapThreshold: Int32 = -3, topPad: Int32 = -2  // M_MMAP_THRESHOLD, M_TOP_PAD in <malloc.h>
    _ = mallopt(mmapThreshold, 128 * 1024)
    _ = mallopt(topPad, 16 * 1024 * 1024)
}
#endif

exit(HarkCommandLine.run(Array(CommandLine.arguments.dropFirst()), exitsAfterward: true))
