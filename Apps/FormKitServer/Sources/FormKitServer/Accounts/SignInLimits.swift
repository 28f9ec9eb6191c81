import Foundation

/// How many failed sign-ins are allowed before further attempts wait: 5 for one name or 20 from one
/// address within 15 minutes.
public enum SignInLimits {
    public static let window: TimeInterval = 15 * 60
    public static let perName = 5
    public static let perAddress = 20

    /// Seconds until an attempt is allowed again at `now`, given the failures of the window (oldest first),
    /// or nil when it is allowed now: the time when fewer than the limit remain in the window.
    static func retryAfter(byName: [Date], byAddress: [Date], now: Date) -> Int? {
        let waits = [(byName, perName), (byAddress, perAddress)].compactMap { times, limit -> TimeInterval? in
            guard times.count >= limit else { return nil }
            let lifting = times[times.count - limit].addingTimeInterval(window)
            return lifting.timeIntervalSince(now)
        }
        guard let wait = waits.max(), wait > 0 else { return nil }
        return Int(wait.rounded(.up))
    }
}
