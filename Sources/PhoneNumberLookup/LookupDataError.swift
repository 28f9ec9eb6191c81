/// Why a lookup data file could not be read: missing, of another format, or damaged.
/// Its description names the file and the byte where the problem was found.
///
///     do { _ = try NumberLookup(directory: emptyFolder).timeZones(for: number) }
///     catch { print(error) }  // "lookup data timezones/prefixes.bin: missing file at byte 0"
public struct LookupDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The classes of failure.
    public enum Kind: String, Sendable, CaseIterable {
        /// The file does not exist or cannot be read.
        case missingFile
        /// The file does not start with the expected magic bytes.
        case wrongMagic
        /// The file was written in a format version this reader does not know.
        case unsupportedVersion
        /// A table runs past the end of the file.
        case truncated
        /// A count, index or string offset is out of range.
        case outOfRange
        /// The bytes do not match the checksum in the header (found by ``NumberLookup/verify()``).
        case checksumMismatch
        /// A names file was built for another prefix table.
        case mismatchedTables
    }

    /// What was wrong.
    public var kind: Kind
    /// The file, relative to the data directory ("geocoding/en.bin").
    public var file: String
    /// The byte offset in the file where the problem was found.
    public var offset: Int

    /// Creates an error naming what was wrong, in which data file, and at which byte.
    public init(kind: Kind, file: String, offset: Int) {
        self.kind = kind
        self.file = file
        self.offset = offset
    }

    public var description: String {
        let reason = switch kind {
        case .missingFile: "missing file"
        case .wrongMagic: "not a lookup data file"
        case .unsupportedVersion: "unsupported format version"
        case .truncated: "truncated"
        case .outOfRange: "value out of range"
        case .checksumMismatch: "checksum mismatch"
        case .mismatchedTables: "built for another prefix table"
        }
        return "lookup data \(file): \(reason) at byte \(offset)"
    }
}
