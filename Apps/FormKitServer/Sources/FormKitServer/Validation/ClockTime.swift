/// Times of day, written the seed's way ("7:30 AM") or on a 24-hour clock ("19:30").
///
/// Accepts `H:MM AM` or `H:MM PM` (hours 1 to 12, any case, one optional space before AM/PM) and
/// `H:MM` or `HH:MM` (hours 0 to 23). Anything else is refused with a message, never a crash (the
/// seed's formatter threw on bad text).
///
/// ```swift
/// ClockTime.minutes(parsing: "7:30 AM")   // 450
/// ClockTime.text(minutes: 1_230)          // "8:30 PM"
/// ```
public enum ClockTime {
    public static func minutes(parsing text: String) -> Int? {
        try? parse(text)
    }

    /// The minutes after midnight `text` names, or why it names none.
    public static func parse(_ text: String) throws(FieldRejection) -> Int {
        let example = "Use a time like 7:30 AM or 19:30"
        let bytes = Array(text.utf8)
        var index = 0
        func digit(_ at: Int) -> Int? {
            at < bytes.count && (48...57).contains(bytes[at]) ? Int(bytes[at]) - 48 : nil
        }
        guard let first = digit(0) else { throw FieldRejection("\(example): it must start with the hour.", offset: 0) }
        var hour = first
        index = 1
        if let second = digit(1) { hour = hour * 10 + second; index = 2 }
        guard (0...23).contains(hour) else { throw FieldRejection("\(example): the hour is 0 to 23.", offset: 0) }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw FieldRejection("\(example): a colon follows the hour.", offset: index)
        }
        guard let tens = digit(index + 1), let ones = digit(index + 2), tens <= 5 else {
            throw FieldRejection("\(example): the minutes are 00 to 59.", offset: index + 1)
        }
        let minute = tens * 10 + ones
        index += 3
        if index == bytes.count { return hour * 60 + minute }  // the 24-hour clock
        if index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        let rest = String(decoding: bytes[index...], as: UTF8.self).uppercased()
        guard rest == "AM" || rest == "PM" else {
            throw FieldRejection("\(example): end with AM or PM, or nothing for the 24-hour clock.", offset: index)
        }
        guard (1...12).contains(hour) else { throw FieldRejection("\(example): with AM or PM the hour is 1 to 12.", offset: 0) }
        let hour24 = (hour % 12) + (rest == "PM" ? 12 : 0)
        return hour24 * 60 + minute
    }

    /// "07:30" for 450, "19:30" for 1,170.
    public static func text24(minutes: Int) -> String {
        let clamped = ((minutes % 1_440) + 1_440) % 1_440
        let hour = clamped / 60, minute = clamped % 60
        return (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + (minute < 10 ? "0\(minute)" : "\(minute)")
    }

    /// "7:30 AM" for 450.
    public static func text(minutes: Int) -> String {
        let clamped = ((minutes % 1_440) + 1_440) % 1_440
        let hour24 = clamped / 60
        let minute = clamped % 60
        let hour12 = hour24 % 12 == 0 ? 12 : hour24 % 12
        let twoDigits = minute < 10 ? "0\(minute)" : "\(minute)"
        return "\(hour12):\(twoDigits) \(hour24 < 12 ? "AM" : "PM")"
    }
}
