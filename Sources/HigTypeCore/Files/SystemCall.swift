#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// libc's `read` and `write` under names of their own, for the types that have methods called
/// `read` or `write` (inside them the bare name means the method). Foundation used to provide
/// the qualifier (`Foundation.write`); FoundationEssentials does not re-export libc.
package enum SystemCall {
    package static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(fd, buffer, count)
        #elseif canImport(Musl)
            Musl.read(fd, buffer, count)
        #else
            Darwin.read(fd, buffer, count)
        #endif
    }

    package static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(fd, buffer, count)
        #elseif canImport(Musl)
            Musl.write(fd, buffer, count)
        #else
            Darwin.write(fd, buffer, count)
        #endif
    }
}
