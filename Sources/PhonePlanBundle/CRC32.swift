/// CRC-32 (the IEEE polynomial, as zlib and Python's `zlib.crc32` compute it): the bundle's checksum.
/// It catches every error burst of up to 32 bits, so any one flipped byte always.
enum CRC32 {
    /// A table of the remainders of every byte, built on first use.
    private static let table: [UInt32] = (0..<256).map { byte in
        var remainder = UInt32(byte)
        for _ in 0..<8 { remainder = remainder & 1 == 1 ? (remainder >> 1) ^ 0xEDB8_8320 : remainder >> 1 }
        return remainder
    }

    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
