extension Timestamp {
    /// The instant in UTC as `yyyy-MM-dd'T'HH:mm:ss.SSS'Z'`; fractions are truncated to milliseconds.
    ///
    ///     Timestamp("2007-01-09 10:00:00.123456-08:00")?.utcString   // "2007-01-09T18:00:00.123Z"
    ///
    /// Years before 0000 get a leading `-`; no formatter or `Calendar` is involved.
    public var utcString: String {
        utcBuffer.string
    }

    /// Appends ``utcString``'s UTF-8 to a caller's buffer, without building a `String`: for
    /// writing many instants into one output.
    ///
    ///     var output: [UInt8] = []
    ///     Timestamp("2007-01-09 10:00:00-08:00")?.appendUTCString(to: &output)  // "2007-01-09T18:00:00.000Z"
    public func appendUTCString(to output: inout [UInt8]) {
        utcBuffer.append(to: &output)
    }

    private var utcBuffer: ASCIIBuffer {
        let (date, secondOfDay) = CivilDate.split(secondsSince1970: secondsSince1970)
        var buffer = ASCIIBuffer()
        buffer.append(date.year, width: 4)
        buffer.append(UInt8(ascii: "-"))
        buffer.append(date.month, width: 2)
        buffer.append(UInt8(ascii: "-"))
        buffer.append(date.day, width: 2)
        buffer.append(UInt8(ascii: "T"))
        buffer.append(secondOfDay / 3_600, width: 2)
        buffer.append(UInt8(ascii: ":"))
        buffer.append(secondOfDay / 60 % 60, width: 2)
        buffer.append(UInt8(ascii: ":"))
        buffer.append(secondOfDay % 60, width: 2)
        buffer.append(UInt8(ascii: "."))
        buffer.append(Int(nanoseconds / 1_000_000), width: 3)
        buffer.append(UInt8(ascii: "Z"))
        return buffer
    }
}

extension Timestamp: CustomStringConvertible {
    public var description: String { utcString }
}
