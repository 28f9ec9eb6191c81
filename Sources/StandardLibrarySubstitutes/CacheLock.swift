#if canImport(Foundation)
import Foundation
#endif

/// The lock of a cache filled on first use: `NSLock` where Foundation is. Without Foundation there is
/// no lock, so such a build must call the library from one thread only.
public struct CacheLock: @unchecked Sendable {
    #if canImport(Foundation)
    @usableFromInline let lock = NSLock()
    #endif

    package init() {}

    /// Runs `body` holding the lock.
    @inlinable @inline(__always)
    package func withLock<Result>(_ body: () -> Result) -> Result {
        #if canImport(Foundation)
        lock.lock()
        defer { lock.unlock() }
        #endif
        return body()
    }
}
