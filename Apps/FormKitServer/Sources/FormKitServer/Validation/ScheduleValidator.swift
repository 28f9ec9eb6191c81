import Foundation

/// The thermostat schedule's rules: "7:30 AM" or "19:30" times, set points in a sensible range (stored
/// in °F, typed in the reader's unit), heating at least 2 °F (1 °C) below cooling, and a day's periods
/// in time order.
public struct ScheduleValidator: Sendable {
    /// Set points in °F (the seed heats to 62–70 and cools to 76–82).
    public static let temperatureRange: ClosedRange<Double> = 40...90
    /// How far below cooling heating must stay, in °F: 2 °F, or 1 °C (1.8 °F) for a reader in °C.
    public static func minimumGap(for unit: Reader.TemperatureUnit) -> Double { unit == .fahrenheit ? 2 : 1.8 }

    public init() {}

    public func time(_ text: String) throws(FieldError) -> Int {
        do {
            return try ClockTime.parse(text.trimmingCharacters(in: .whitespaces))
        } catch {
            throw FieldError(field: "time", message: error.message, offset: error.offset)
        }
    }

    /// A set point written as the reader writes one, for messages: "68.5" (°F), "20,5" (°C in de-DE).
    public static func temperatureExample(for reader: Reader) -> String {
        reader.temperatureUnit == .fahrenheit ? "68.5" : reader.temperature(fahrenheit: 68.9)
    }

    /// A decimal number such as `68`, `68.5` or `6.85e1`, judged by TextInput's decimal rule, in the
    /// reader's unit and with their decimal separator or "." (`20,5` °C for de-DE); the °F to store.
    public func temperature(_ text: String, field: String, reader: Reader = .standard) throws(FieldError) -> Double {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        if reader.decimalSeparator != "." { trimmed = trimmed.replacingOccurrences(of: reader.decimalSeparator, with: ".") }
        let unit = reader.temperatureUnit
        let range = unit == .fahrenheit ? Self.temperatureRange
            : ((Self.temperatureRange.lowerBound - 32) * 5 / 9)...((Self.temperatureRange.upperBound - 32) * 5 / 9)
        let rangeText = "\(reader.temperature(fahrenheit: Self.temperatureRange.lowerBound)) to "
            + "\(reader.temperature(fahrenheit: Self.temperatureRange.upperBound)) \(unit.symbol)"
        let example = Self.temperatureExample(for: reader)
        if let rejection = FieldRules.decimal.rejection(of: trimmed) {
            throw FieldError(field: field, message: "Enter a number from \(rangeText), like \(example).", offset: rejection.offset)
        }
        guard let value = Double(trimmed), value.isFinite else {
            throw FieldError(field: field, message: "Enter a number from \(rangeText), like \(example).", offset: 0)
        }
        // Rounded to a tenth in the reader's unit first, so that the range's ends shown are accepted.
        let tenths = (value * 10).rounded() / 10
        guard tenths >= (range.lowerBound * 10).rounded() / 10, tenths <= (range.upperBound * 10).rounded() / 10 else {
            throw FieldError(field: field, message: "Use \(rangeText).", offset: 0)
        }
        let fahrenheit = reader.fahrenheit(typed: tenths)
        // One unit is stored, °F: a tenth of a degree there, or as converted from °C to a thousandth.
        let stored = unit == .fahrenheit ? fahrenheit : (fahrenheit * 1000).rounded() / 1000
        return min(max(stored, Self.temperatureRange.lowerBound), Self.temperatureRange.upperBound)
    }

    /// Checks a whole row after a change: heating at least 2 °F (1 °C) below cooling, and the row's time
    /// after the period before it and before the period after it (`day` is the section's other rows).
    public func check(
        _ slot: ScheduleSlot, changedField: String, day: [ScheduleSlot] = [], reader: Reader = .standard
    ) throws(FieldError) {
        let gap = Self.minimumGap(for: reader.temperatureUnit)
        // A thousandth of slack: °C edits are stored to a thousandth of a °F.
        guard slot.cooling - slot.heating >= gap - 0.001 else {
            let cooling = reader.temperature(fahrenheit: slot.cooling), heating = reader.temperature(fahrenheit: slot.heating)
            let unit = reader.temperatureUnit
            let gapText = unit == .fahrenheit ? "2 °F" : "1 °C"
            throw FieldError(
                field: changedField,
                message: "Heating (\(heating) \(unit.symbol)) must be at least \(gapText) below cooling (\(cooling) \(unit.symbol)).")
        }
        let others = day.filter { $0.section == slot.section && $0.id != slot.id }
        if let before = others.filter({ $0.period < slot.period }).max(by: { $0.period < $1.period }),
            before.minutes >= slot.minutes {
            throw FieldError(
                field: changedField,
                message: "\(slot.periodName) must start after \(before.periodName) (\(reader.time(minutes: before.minutes))).")
        }
        if let after = others.filter({ $0.period > slot.period }).min(by: { $0.period < $1.period }),
            after.minutes <= slot.minutes {
            throw FieldError(
                field: changedField,
                message: "\(slot.periodName) must start before \(after.periodName) (\(reader.time(minutes: after.minutes))).")
        }
    }

    /// "68.0" for 68.
    public static func text(_ value: Double) -> String { String(format: "%.1f", value) }
}
