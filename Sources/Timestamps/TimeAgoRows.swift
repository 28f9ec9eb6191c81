/// The lines and TSV rows of `formkit time ago`, for the command line and its WebAssembly twin alike:
/// one set of rules per locale, style and presentation met, and a callback for each locale that
/// CLDR has no words for (it reads English).
///
///     TIMESTAMP<TAB>NOW[<TAB>LOCALE[<TAB>STYLE[<TAB>NAMED]]]
///     → timestamp  now  locale  style  named  text  next_change
package struct TimeAgoRows {
    package static let header = "timestamp\tnow\tlocale\tstyle\tnamed\ttext\tnext_change"

    /// The options: the instant rows without NOW are seen at, and the columns' defaults.
    package var now: String?
    package var locale: String?
    package var style: RelativeTimeStyle
    package var named: Bool
    package var cutoffMinutes: Int?
    package var skewTolerance: Double
    package var includeSeconds: Bool
    /// The short date's zone offset, in seconds, at an instant in POSIX seconds.
    package var zoneOffset: (Int64) -> Int64
    /// The locales whose words were looked up, and their words (nil: none, English is used).
    private var locales: [(identifier: String, words: RelativeTimeLocale?)] = []
    /// Called once for each locale that CLDR has no words for.
    package var unknownLocale: (String) -> Void
    /// Where the words of a locale come from: FormKit's own data, or a table loaded by the page.
    package var wordsOf: (String) -> RelativeTimeLocale?

    package init(
        now: String?, locale: String?, style: RelativeTimeStyle, named: Bool, cutoffMinutes: Int?,
        skewTolerance: Double, includeSeconds: Bool, zoneOffset: @escaping (Int64) -> Int64,
        unknownLocale: @escaping (String) -> Void,
        wordsOf: @escaping (String) -> RelativeTimeLocale? = { RelativeTimeLocale(identifier: $0) }
    ) {
        self.now = now
        self.locale = locale
        self.style = style
        self.named = named
        self.cutoffMinutes = cutoffMinutes
        self.skewTolerance = skewTolerance
        self.includeSeconds = includeSeconds
        self.zoneOffset = zoneOffset
        self.unknownLocale = unknownLocale
        self.wordsOf = wordsOf
    }

    /// The line for one timestamp seen at the options' `now`, and whether it parsed.
    package mutating func line(_ input: Substring) -> (line: String, ok: Bool) {
        let rules = rules(locale: locale ?? "en_US", style: style, named: named)
        guard let nowText = now, case .success(let reference) = Self.timestamp(Substring(nowText)) else {
            return ("error: --now is missing", false)
        }
        switch Self.timestamp(input) {
        case .success(let stamp):
            return (rules.text(for: stamp.secondsSinceReferenceDate, relativeTo: reference.secondsSinceReferenceDate,
                               offset: zoneOffset), true)
        case .failure(let error): return ("error: \(error)", false)
        }
    }

    /// The TSV row for one line, and whether it was worded. Columns are echoed; a column that is
    /// wrong is named in the text, never echoed there.
    package mutating func row(_ input: Substring) -> (line: String, ok: Bool) {
        let line = input.last == "\r" ? input.dropLast() : input
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        func field(_ index: Int) -> Substring? {
            index < fields.count && !fields[index].isEmpty ? fields[index] : nil
        }
        let timestamp = field(0) ?? "", nowText = field(1) ?? Substring(now ?? "")
        let localeText = field(2) ?? Substring(locale ?? "en_US")
        let styleText = field(3) ?? Substring(style.rawValue)
        let namedText = field(4) ?? (named ? "true" : "false")
        var echoed = String(timestamp)
        for column in [nowText, localeText, styleText, namedText] {
            echoed += "\t"
            echoed += column
        }
        func failure(_ reason: String) -> (line: String, ok: Bool) {
            (echoed + "\terror: " + reason + "\t", false)
        }
        guard fields.count <= 5 else { return failure("expected at most 5 columns") }
        guard let style = RelativeTimeStyle(rawValue: String(styleText)) else {
            return failure("style must be long, short or narrow")
        }
        guard namedText == "true" || namedText == "false" else { return failure("named must be true or false") }
        let now: Timestamp
        switch Self.timestamp(nowText) {
        case .success(let stamp): now = stamp
        case .failure(let error): return failure("now: \(error)")
        }
        let date: Timestamp
        switch Self.timestamp(timestamp) {
        case .success(let stamp): date = stamp
        case .failure(let error): return failure("\(error)")
        }
        let rules = rules(locale: String(localeText), style: style, named: namedText == "true")
        let seconds = date.secondsSinceReferenceDate, reference = now.secondsSinceReferenceDate
        let text = rules.text(for: seconds, relativeTo: reference, offset: zoneOffset)
        let change = rules.nextChange(for: seconds, relativeTo: reference, offset: zoneOffset)
            .map { Timestamp(secondsSinceReferenceDate: $0).utcString } ?? ""
        return (echoed + "\t" + text + "\t" + change, true)
    }

    private mutating func rules(locale identifier: String, style: RelativeTimeStyle, named: Bool) -> RelativeTimeRules {
        let words: RelativeTimeLocale
        if let known = locales.first(where: { $0.identifier == identifier }) {
            words = known.words ?? .english
        } else {
            let found = wordsOf(identifier)
            if found == nil { unknownLocale(identifier) }
            if locales.count >= 64 { locales.removeAll() }
            locales.append((identifier, found))
            words = found ?? .english
        }
        return RelativeTimeRules(
            locale: words, style: style, presentation: named ? .named : .numeric, cutoffMinutes: cutoffMinutes,
            skewTolerance: skewTolerance, includeSeconds: includeSeconds)
    }

    /// A timestamp column or argument; a carriage return at its end is not part of it.
    static func timestamp(_ text: Substring) -> Result<Timestamp, TimestampParseError> {
        let trimmed = text.last == "\r" ? text.dropLast() : text
        var copy = String(trimmed)
        return copy.withUTF8 { bytes in
            Result { () throws(TimestampParseError) in try Timestamp(parsingUTF8: bytes, zoneOffset: nil) }
        }
    }
}

extension Timestamp {
    /// The timestamp of an instant in seconds since 2001-01-01, rounded down to the nanosecond, as
    /// `Timestamp(Date)` does; a non-finite one is 1970-01-01T00:00:00Z.
    package init(secondsSinceReferenceDate seconds: Double) {
        let interval = seconds.isFinite ? seconds + RelativeTimeRules.referenceDateSince1970 : 0
        let whole = interval.rounded(.down)
        let wholeSeconds = Int64(exactly: whole) ?? (whole < 0 ? Int64.min / 2 : Int64.max / 2)
        let nanoseconds = min(999_999_999, max(0, Int32((interval - whole) * 1e9)))
        self.init(secondsSince1970: wholeSeconds, nanoseconds: nanoseconds)
    }
}
