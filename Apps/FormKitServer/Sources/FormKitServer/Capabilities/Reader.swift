import Foundation
import Hummingbird
import PhoneCountries
import Timestamps

/// How the reader of a page writes dates, times, numbers and temperatures, read from the request:
/// the first language of `Accept-Language` that CLDR has words for (the page makes the same choice
/// from `navigator.languages`, with the same FormKit code in WebAssembly), that language's region,
/// CLDR's preferred hour cycle and temperature unit for the region, and the reader's own choice of
/// unit (the schedule's switch, a cookie). The interface's words stay English.
///
///     Reader(acceptLanguage: "de-DE,de;q=0.9", cookie: nil).uses24HourClock     // true
///     Reader(acceptLanguage: "en-US", cookie: nil).temperatureUnit              // .fahrenheit
///     Reader(acceptLanguage: "en-US", cookie: "temperature=celsius").temperatureUnit  // .celsius
public struct Reader: Sendable, Hashable {
    public enum TemperatureUnit: String, Sendable {
        case celsius, fahrenheit

        /// "°C", "°F".
        public var symbol: String { self == .celsius ? "°C" : "°F" }
    }

    /// The language tag chosen, as the browser wrote it (`de-DE`); its CLDR words word "time ago".
    public var locale: String
    /// The region the hour cycle and the unit follow (`DE`); nil when the tag has none and CLDR's
    /// likely region is unknown.
    public var region: String?
    /// CLDR's preferred hour cycle for the region is 0–23 (`HH:mm`) rather than 1–12 (`h:mm a`).
    public var uses24HourClock: Bool
    /// The unit temperatures are shown and typed in.
    public var temperatureUnit: TemperatureUnit

    /// en-US: 12-hour times and °F, the app's wording before it read its readers.
    public static let standard = Reader(acceptLanguage: nil, cookie: nil)

    /// CLDR 46's regions whose temperatures are in °F (supplemental unitPreferenceData, temperature,
    /// default usage); every other region uses °C.
    static let fahrenheitRegions: Set<String> = ["BS", "BZ", "KY", "PR", "PW", "US"]

    public init(acceptLanguage: String?, cookie: String?) {
        let tag = Self.languages(acceptLanguage).first { RelativeTimeLocale(identifier: $0) != nil } ?? "en-US"
        locale = tag
        let foundationLocale = Locale(identifier: tag)
        region = foundationLocale.region?.identifier ?? Locale.Language(identifier: tag).maximalIdentifierRegion
        // CLDR's time data is by region: the hour cycle of "und" in that region.
        let regional = Locale(identifier: "und_\(region ?? "001")")
        uses24HourClock = regional.hourCycle == .zeroToTwentyThree || regional.hourCycle == .oneToTwentyFour
        let preferred: TemperatureUnit = Self.fahrenheitRegions.contains(region ?? "") ? .fahrenheit : .celsius
        temperatureUnit = Self.cookieValue("temperature", in: cookie).flatMap(TemperatureUnit.init(rawValue:)) ?? preferred
    }

    /// The reader of a request.
    public init(_ request: Request) {
        self.init(acceptLanguage: request.headers[.acceptLanguage], cookie: request.headers[.cookie])
    }

    /// The language tags of an `Accept-Language` header, most wanted first (`*` and q=0 left out).
    static func languages(_ header: String?) -> [String] {
        guard let header else { return [] }
        var ranked: [(tag: String, quality: Double, order: Int)] = []
        for (order, item) in header.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";")
            let tag = parts.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.trimmingCharacters(in: .whitespaces)
                if pair.hasPrefix("q="), let value = Double(pair.dropFirst(2)) { quality = value }
            }
            guard !tag.isEmpty, tag != "*", quality > 0, tag.count <= 35 else { continue }
            ranked.append((tag, quality, order))
        }
        return ranked.sorted { $0.quality != $1.quality ? $0.quality > $1.quality : $0.order < $1.order }.map(\.tag)
    }

    static func cookieValue(_ name: String, in cookie: String?) -> String? {
        for pair in (cookie ?? "").split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The reader's Foundation locale, for numbers and country names.
    public var foundationLocale: Locale { Locale(identifier: locale) }

    /// The reader's decimal separator ("," in de-DE).
    public var decimalSeparator: String { foundationLocale.decimalSeparator ?? "." }

    /// A time of day in the reader's hour cycle: "19:30" or "7:30 PM".
    public func time(minutes: Int) -> String {
        uses24HourClock ? ClockTime.text24(minutes: minutes) : ClockTime.text(minutes: minutes)
    }

    /// A temperature stored in °F, in the reader's unit with one decimal and their separator: "20,5".
    public func temperature(fahrenheit: Double) -> String {
        let value = temperatureUnit == .celsius ? (fahrenheit - 32) * 5 / 9 : fahrenheit
        let text = ScheduleValidator.text(value)
        return decimalSeparator == "." ? text : text.replacingOccurrences(of: ".", with: decimalSeparator)
    }

    /// A temperature typed in the reader's unit, as °F to store (the reader's separator or ".").
    public func fahrenheit(typed value: Double) -> Double {
        temperatureUnit == .celsius ? value * 9 / 5 + 32 : value
    }

    /// A country's name in the reader's language: CLDR 46's, as the country picker's (``RegionNames``);
    /// nil in English, where the app's own catalog names it.
    public func countryName(_ code: String) -> String? {
        guard !locale.lowercased().hasPrefix("en") else { return nil }
        return RegionNames(locale: foundationLocale).name(of: code)
    }
}

extension Locale.Language {
    /// The region CLDR's likely subtags give a language (`de` → `DE`), if any.
    var maximalIdentifierRegion: String? {
        let parts = maximalIdentifier.split(whereSeparator: { $0 == "-" || $0 == "_" })
        return parts.last.flatMap { $0.count == 2 && $0.uppercased() == $0 ? String($0) : nil }
    }
}
