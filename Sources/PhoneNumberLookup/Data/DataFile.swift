import Foundation

/// One lookup data file and checked reads of its little-endian fields.
///
/// Every file starts with a 12-byte header: four magic bytes, a `UInt32` format version and the FNV-1a
/// checksum of the bytes after the header. Reads past the end throw ``LookupDataError`` instead of trapping.
struct DataFile: @unchecked Sendable {
    /// The format version this reader understands.
    static let version: UInt32 = 4
    static let headerSize = 12

    let storage: MappedFile
    /// The path relative to the data directory, for error messages.
    let name: String

    var count: Int { storage.bytes.count }

    /// Opens `name` under `directory` and checks its magic bytes and version.
    init(directory: URL, name: String, magic: String) throws(LookupDataError) {
        guard let storage = MappedFile(url: directory.appendingPathComponent(name)) else {
            throw LookupDataError(kind: .missingFile, file: name, offset: 0)
        }
        self.storage = storage
        self.name = name
        guard storage.bytes.count >= Self.headerSize else { throw error(.truncated, at: storage.bytes.count) }
        guard storage.bytes.prefix(4).elementsEqual(magic.utf8) else { throw error(.wrongMagic, at: 0) }
        guard uint32(at: 4) == Self.version else { throw error(.unsupportedVersion, at: 4) }
    }

    func error(_ kind: LookupDataError.Kind, at offset: Int) -> LookupDataError {
        LookupDataError(kind: kind, file: name, offset: offset)
    }

    /// The `UInt32` at `offset`, which the caller has checked is in the file.
    @inline(__always)
    func uint32(at offset: Int) -> UInt32 {
        UInt32(littleEndian: storage.bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    /// The `UInt16` at `offset`, which the caller has checked is in the file.
    @inline(__always)
    func uint16(at offset: Int) -> UInt16 {
        UInt16(littleEndian: storage.bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    }

    /// The `UInt32` at `offset` as an `Int`, checking that it is in the file.
    func checkedCount(at offset: Int) throws(LookupDataError) -> Int {
        try require(offset, 4)
        return Int(uint32(at: offset))
    }

    /// Throws unless `length` bytes from `offset` are in the file.
    func require(_ offset: Int, _ length: Int) throws(LookupDataError) {
        guard offset >= 0, length >= 0, length <= count, offset <= count - length else {
            throw error(.truncated, at: min(max(offset, 0), count))
        }
    }

    /// Whether the checksum in the header matches the bytes after it.
    func verifyChecksum() throws(LookupDataError) {
        var hash: UInt32 = 0x811C_9DC5
        let bytes = storage.bytes
        var offset = Self.headerSize
        while offset < bytes.count {
            hash = (hash ^ UInt32(bytes[offset])) &* 0x0100_0193
            offset &+= 1
        }
        guard hash == uint32(at: 8) else { throw error(.checksumMismatch, at: 8) }
    }
}
