/// The bytes a bundle is read from: a copy the bundle owns, or bytes compiled into the program, which
/// live as long as it. Either way they never change, so a bundle and what it hands out read them
/// without copying.
struct BundleBytes: @unchecked Sendable {  // immutable bytes, kept alive by `owner` or by the program
    let buffer: UnsafeBufferPointer<UInt8>
    private let owner: Owner?

    /// A copy of `bytes`, freed with the last bundle value that holds it.
    init(copying bytes: [UInt8]) {
        let owner = Owner(bytes)
        self.owner = owner
        buffer = UnsafeBufferPointer(rebasing: owner.storage[..<bytes.count])  // storage has 1 byte at least
    }

    /// Bytes that outlive every use (a constant array of the program).
    init(static buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        owner = nil
    }

    var count: Int { buffer.count }

    @inline(__always)
    subscript(offset: Int) -> UInt8 { buffer[offset] }

    subscript(range: Range<Int>) -> Slice<UnsafeBufferPointer<UInt8>> { buffer[range] }

    /// The heap copy of a bundle read from bytes given at run time.
    private final class Owner {
        let storage: UnsafeMutableBufferPointer<UInt8>

        init(_ bytes: [UInt8]) {
            storage = .allocate(capacity: max(bytes.count, 1))
            _ = storage.initialize(from: bytes)
        }

        deinit { storage.deallocate() }
    }
}
