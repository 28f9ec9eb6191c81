extension ASCIIBuffer {
    /// Appends Rails' English words for a distance.
    mutating func appendEnglish(_ words: DistanceInWords) {
        switch words {
        case .lessThanSeconds(let count):
            append("less than " as StaticString)
            appendCount(count, of: "second")
        case .halfAMinute: append("half a minute" as StaticString)
        case .lessThanAMinute: append("less than a minute" as StaticString)
        case .minutes(let count): appendCount(count, of: "minute")
        case .aboutHours(let count):
            append("about " as StaticString)
            appendCount(count, of: "hour")
        case .days(let count): appendCount(count, of: "day")
        case .aboutMonths(let count):
            append("about " as StaticString)
            appendCount(count, of: "month")
        case .months(let count): appendCount(count, of: "month")
        case .aboutYears(let count):
            append("about " as StaticString)
            appendCount(count, of: "year")
        case .overYears(let count):
            append("over " as StaticString)
            appendCount(count, of: "year")
        case .almostYears(let count):
            append("almost " as StaticString)
            appendCount(count, of: "year")
        }
    }

    /// "1 minute", "2 minutes".
    private mutating func appendCount(_ count: Int, of unit: StaticString) {
        append(count)
        append(UInt8(ascii: " "))
        append(unit)
        if count != 1 { append(UInt8(ascii: "s")) }
    }
}
