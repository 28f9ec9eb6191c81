/// The seed article's locale patterns (001, "Locale-aware phone number formatting"), used by the minimal
/// ``PhoneFieldFormatter`` until FormKit's own formatters land.
///
/// Pattern language: `#` takes one digit, `$` takes the rest, keypad characters (`+ 0-9`) must match the
/// input, anything else is inserted. While typing, a pattern that the digits so far could still complete
/// is used up to the last digit; the pattern whose length fits best wins.
enum SeedPatterns {
    static let patterns: [String: [String]] = [
        "US": ["+1 (###) ###-####", "1 (###) ###-####", "011 $", "###-####", "(###) ###-####"],
        "GB": ["+44 ##########", "00 $", "0### - ### ####", "0## - #### ####", "0#### - ######"],
        "JP": ["+81 ############", "001 $", "(0#) #######", "(0#) #### ####"],
    ]

    static func format(_ meaningful: String, region: String) -> String {
        guard !meaningful.isEmpty, let list = patterns[region.uppercased()] else { return meaningful }
        let input = Array(meaningful)
        var best: (text: String, spare: Int)?
        for pattern in list {
            guard let match = apply(Array(pattern), to: input) else { continue }
            if let current = best, current.spare <= match.spare { continue }
            best = match
        }
        return best?.text ?? meaningful
    }

    /// The input laid out by `pattern`, and how many `#` slots were left over; nil when it does not fit.
    private static func apply(_ pattern: [Character], to input: [Character]) -> (text: String, spare: Int)? {
        var text = ""
        var next = 0
        var index = 0
        while index < pattern.count, next < input.count {
            let slot = pattern[index]
            switch slot {
            case "#":
                guard input[next].isWholeNumber else { return nil }
                text.append(input[next]); next += 1
            case "$":
                text.append(contentsOf: input[next...]); next = input.count
            case "+", "0"..."9":
                guard input[next] == slot else { return nil }
                text.append(slot); next += 1
            default:
                text.append(slot)
            }
            index += 1
        }
        guard next == input.count else { return nil }
        let spare = pattern[index...].filter { $0 == "#" }.count
        return (text, spare)
    }
}
