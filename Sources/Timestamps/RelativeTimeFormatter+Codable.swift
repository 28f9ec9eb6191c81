import Foundation

/// A formatter is stored as its settings (locale, time zone, cut-off, skew tolerance, seconds); the
/// wording is rebuilt from the locale.
///
///     let data = try JSONEncoder().encode(RelativeTimeFormatter(cutoffMinutes: nil))
///     try JSONDecoder().decode(RelativeTimeFormatter.self, from: data).cutoffMinutes  // nil
extension RelativeTimeFormatter: Codable {
    private enum CodingKeys: String, CodingKey {
        case locale, timeZone, cutoffMinutes, skewTolerance, includeSeconds
    }

    /// Reads the settings ``encode(to:)`` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            locale: try container.decode(Locale.self, forKey: .locale),
            timeZone: try container.decode(TimeZone.self, forKey: .timeZone),
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
        try container.encodeIfPresent(cutoffMinutes, forKey: .cutoffMinutes)
        try container.encode(skewTolerance, forKey: .skewTolerance)
        try container.encode(includeSeconds, forKey: .includeSeconds)
    }
}
