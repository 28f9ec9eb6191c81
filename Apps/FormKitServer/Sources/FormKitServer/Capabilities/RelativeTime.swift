import Foundation
import Timestamps

/// Adapter: "updated 5 minutes ago", by Timestamps' `RelativeTimeFormatter` in the reader's locale
/// (GMT, seed 003's cut-off of 11,520 minutes, after which it reads "on <short date>"). The page
/// refreshes the same text with the same code in WebAssembly (contacts.js).
public enum RelativeTime {
    static let status = CapabilityStatus(
        name: "relative time", module: "Timestamps", backing: .formKit,
        note: "Timestamps.RelativeTimeFormatter")

    private static let formatter = RelativeTimeFormatter()

    /// How long ago `date` was, seen at `now`, in the reader's words.
    ///
    /// ```swift
    /// RelativeTime.describe(now - 300, now: now)   // "5 minutes ago"
    /// ```
    public static func describe(_ date: Date, now: Date, reader: Reader = .standard) -> String {
        guard reader != .standard else { return formatter.string(for: date, relativeTo: now) }
        return RelativeTimeFormatter(locale: Locale(identifier: reader.locale)).string(for: date, relativeTo: now)
    }
}
