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
typealias MalloptFunction = @convention(c) (Int32, Int32) -> Int32
if let symbol = dlsym(nil, "mallopt") {
    let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in <malloc.h>
    _ = unsafeBitCast(symbol, to: MalloptFunction.self)(mmapThreshold, 128 * 1024)
}
#endif

exit(HarkCommandLine.run(Array(CommandLine.arguments.dropFirst()), exitsAfterward: true))
