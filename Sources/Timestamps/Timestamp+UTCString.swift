extension Timestamp {
    /// The instant in UTC as `yyyy-MM-dd'T'HH:mm:ss.SSS'Z'`; fractions are truncated to milliseconds.
    ///
    ///     Timestamp("2007-01-09 10:00:00.123456-08:00")?.utcString   // "2007-01-09T18:00:00.123Z"
    ///
    /// Years before 0000 get a leading `-`; no formatter or `Calendar` is involved.
    public var utcString: String {
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
        return buffer.string
    }
}

extension Timestamp: CustomStringConvertible {
    public var description: String { utcString }
}
