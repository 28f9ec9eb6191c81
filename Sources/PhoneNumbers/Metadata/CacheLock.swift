#if canImport(Foundation)
import Foundation
#endif

/// The lock of a cache filled on first use: `NSLock` where Foundation is; nothing in Embedded Swift
/// for WebAssembly, which runs one thread.
struct CacheLock: @unchecked Sendable {
    #if canImport(Foundation)
    private let lock = NSLock()
    #endif

    /// Runs `body` holding the lock.
    @inline(__always)
    func withLock<Result>(_ body: () -> Result) -> Result {
        #if canImport(Foundation)
        lock.lock()
        defer { lock.unlock() }
        #endif
        return body()
    }
}
