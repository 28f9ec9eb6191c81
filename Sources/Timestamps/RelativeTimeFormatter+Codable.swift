#if canImport(Foundation)
import Foundation

/// A formatter is stored as its settings (locale, time zone, style, presentation, cut-off, skew
/// tolerance, seconds); the words are read again for the locale. Style and presentation may be absent
/// (data written before they existed): long and numeric.
///
///     let data = try JSONEncoder().encode(RelativeTimeFormatter(cutoffMinutes: nil))
///     try JSONDecoder().decode(RelativeTimeFormatter.self, from: data).cutoffMinutes  // nil
extension RelativeTimeFormatter: Codable {
    private enum CodingKeys: String, CodingKey {
        case locale, timeZone, style, presentation, cutoffMinutes, skewTolerance, includeSeconds
    }

    /// Reads the settings ``encode(to:)`` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            locale: try container.decode(Locale.self, forKey: .locale),
            timeZone: try container.decode(TimeZone.self, forKey: .timeZone),
            style: try container.decodeIfPresent(Style.self, forKey: .style) ?? .long,
            presentation: try container.decodeIfPresent(Presentation.self, forKey: .presentation) ?? .numeric,
            cutoffMinutes: try container.decodeIfPresent(Int.self, forKey: .cutoffMinutes),
            skewTolerance: try container.decode(TimeInterval.self, forKey: .skewTolerance),
            includeSeconds: try container.decode(Bool.self, forKey: .includeSeconds)
        )
    }

    /// Writes the settings: locale, time zone, cut-off (absent when there is none), skew tolerance
    /// and whether seconds are included.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(locale, forKey: .locale)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encode(style, forKey: .style)
        try container.encode(presentation, forKey: .presentation)
        try container.encodeIfPresent(cutoffMinutes, forKey: .cutoffMinutes)
        try container.encode(skewTolerance, forKey: .skewTolerance)
        try container.encode(includeSeconds, forKey: .includeSeconds)
    }
}
extension RelativeTimeStyle: Codable {}
extension RelativeTimePresentation: Codable {}
#endif
