import Foundation

/// The thermostat schedule's rules: "7:30 AM" times, set points in a sensible range, cooling below heating.
public struct ScheduleValidator: Sendable {
    /// Set points in °F, as in the seed (65–76 heating, 45–56 cooling).
    public static let temperatureRange: ClosedRange<Double> = 40...90

    public init() {}

    public func time(_ text: String) throws(FieldError) -> Int {
        do {
            return try ClockTime.parse(text.trimmingCharacters(in: .whitespaces))
        } catch {
            throw FieldError(field: "time", message: error.message, offset: error.offset)
        }
    }

    /// A decimal number such as `68`, `68.5` or `6.85e1`, judged by TextInput's decimal rule (en_US).
    public func temperature(_ text: String, field: String) throws(FieldError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let range = Self.temperatureRange
        let rangeText = "\(Int(range.lowerBound)) to \(Int(range.upperBound)) °F"
        if let rejection = FieldRules.decimal.rejection(of: trimmed) {
            throw FieldError(field: field, message: "Enter a number from \(rangeText), like 68.5.", offset: rejection.offset)
        }
        guard let value = Double(trimmed), value.isFinite else {
            throw FieldError(field: field, message: "Enter a number from \(rangeText), like 68.5.", offset: 0)
        }
        guard range.contains(value) else {
            throw FieldError(field: field, message: "Use \(rangeText).", offset: 0)
        }
        return (value * 10).rounded() / 10
    }

    /// Checks a whole row after a change: cooling must stay below heating.
    public func check(_ slot: ScheduleSlot, changedField: String) throws(FieldError) {
        guard slot.cooling < slot.heating else {
            throw FieldError(
                field: changedField,
                message: "Cooling (\(Self.text(slot.cooling))) must be below heating (\(Self.text(slot.heating))).")
        }
    }

    /// "68.0" for 68.
    public static func text(_ value: Double) -> String { String(format: "%.1f", value) }
}
