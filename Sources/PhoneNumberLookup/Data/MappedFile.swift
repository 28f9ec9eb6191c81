import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only file mapped into memory, so its tables are read in place and only the pages a lookup
/// touches become resident. Falls back to reading the file when it cannot be mapped.
final class MappedFile: @unchecked Sendable {
    /// The file's bytes; valid for the object's lifetime.
    let bytes: UnsafeRawBufferPointer
    private let mapped: Bool

    /// Maps the file at `url`; nil when it cannot be opened.
    init?(url: URL) {
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size >= 0 else { return nil }
        let size = Int(status.st_size)
        if size == 0 {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            mapped = false
            return
        }
        if let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED {
            bytes = UnsafeRawBufferPointer(start: base, count: size)
            mapped = true
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 8)
        _ = data.copyBytes(to: copy.bindMemory(to: UInt8.self))
        bytes = UnsafeRawBufferPointer(copy)
        mapped = false
    }

    deinit {
        guard let base = bytes.baseAddress else { return }
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
        } else {
            base.deallocate()
        }
    }
}
