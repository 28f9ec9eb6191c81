import Foundation

/// Adapter: "updated 5 minutes ago" (Timestamps' `RelativeTimeFormatter`).
///
/// MINIMAL until Timestamps lands in main. It follows seed 003's message stream: minutes, then hours,
/// then days, up to 11,520 minutes (eight days), then "on" and a short date in UTC.
public enum RelativeTime {
    static let status = CapabilityStatus(
        name: "relative time", module: "Timestamps", backing: .minimal,
        note: "seed 003's rule (minutes, hours, days up to 11,520 minutes, then a short date) until RelativeTimeFormatter lands")

    /// How long ago `date` was, seen at `now`.
    ///
    /// ```swift
    /// RelativeTime.describe(now - 300, now: now)   // "5 minutes ago"
    /// ```
    public static func describe(_ date: Date, now: Date) -> String {
        let minutes = Int((now.timeIntervalSince(date) / 60).rounded(.down))
        switch minutes {
        case ..<1: return "just now"
        case 1: return "1 minute ago"
        case ..<60: return "\(minutes) minutes ago"
        case ..<120: return "1 hour ago"
        case ..<1_440: return "\(minutes / 60) hours ago"
        case ..<2_880: return "yesterday"
        case ...11_520: return "\(minutes / 1_440) days ago"
        default: return "on " + shortDate(date)
        }
    }

    private static func shortDate(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = months[((parts.month ?? 1) - 1 + 12) % 12]
        return "\(month) \(parts.day ?? 1), \(parts.year ?? 1970)"
    }
}
