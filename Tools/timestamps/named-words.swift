// Prints the CLDR words that babel does not carry: "now" and the named relative days, months and
// years ("yesterday", "next month", "last year"), for each locale identifier read from standard
// input, in the long, short and narrow styles. They come from this toolchain's Foundation, whose ICU
// (76) carries CLDR 46, the release the babel data is from. Used by Tools/timestamps/generate.py.
//
//   swiftc -O Tools/timestamps/named-words.swift -o named-words && echo de | ./named-words
//   de	long	jetzt	gestern	morgen	letzten Monat	nächsten Monat	letztes Jahr	nächstes Jahr	vor 3 Tagen
import Foundation

let now = Date(timeIntervalSince1970: 1_767_960_000)  // any instant: the words do not depend on it
let styles: [(String, Date.AnchoredRelativeFormatStyle.UnitsStyle)] = [
    ("long", .wide), ("short", .abbreviated), ("narrow", .narrow),
]
let units: [(Calendar.Component, Date.ComponentsFormatStyle.Field)] = [(.day, .day), (.month, .month), (.year, .year)]

while let identifier = readLine() {
    let locale = Locale(identifier: identifier)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "GMT")!
    calendar.locale = locale
    for (name, unitsStyle) in styles {
        var words = [identifier, name]
        words.append(Date.AnchoredRelativeFormatStyle(
            anchor: now, presentation: .named, unitsStyle: unitsStyle, locale: locale, calendar: calendar
        ).format(now))
        for (component, field) in units {
            for offset in [-1, 1] {
                // The anchor is the instant worded; `now` is the one it is seen from.
                let anchor = calendar.date(byAdding: component, value: offset, to: now)!
                words.append(Date.AnchoredRelativeFormatStyle(
                    anchor: anchor, allowedFields: [field], presentation: .named, unitsStyle: unitsStyle,
                    locale: locale, calendar: calendar
                ).format(now))
            }
        }
        // "3 days ago" in numeric words, for the generator to see whether ICU has this locale's data
        // (ICU words a locale it lacks in English).
        let threeDaysAgo = calendar.date(byAdding: .day, value: -3, to: now)!
        words.append(Date.AnchoredRelativeFormatStyle(
            anchor: threeDaysAgo, allowedFields: [.day], presentation: .numeric, unitsStyle: unitsStyle,
            locale: locale, calendar: calendar
        ).format(now))
        print(words.joined(separator: "\t"))
    }
}
