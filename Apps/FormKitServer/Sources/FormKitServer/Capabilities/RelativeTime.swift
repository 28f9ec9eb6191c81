import Foundation
import Timestamps

/// Adapter: "updated 5 minutes ago", by Timestamps' `RelativeTimeFormatter` (en_US, GMT, seed 003's
/// cut-off of 11,520 minutes, after which it reads "on <short date>").
public enum RelativeTime {
    static let status = CapabilityStatus(
        name: "relative time", module: "Timestamps", backing: .formKit,
        note: "Timestamps.RelativeTimeFormatter")

    private static let formatter = RelativeTimeFormatter()

    /// How long ago `date` was, seen at `now`.
    ///
    /// ```swift
    /// RelativeTime.describe(now - 300, now: now)   // "5 minutes ago"
    /// ```
    public static func describe(_ date: Date, now: Date) -> String {
        formatter.string(for: date, relativeTo: now)
    }
}
