import PhoneNumbers

/// Inputs derived from patterns, for tests that must cover every format.
enum PatternInputs {
    /// The keypad characters that fill every slot of `pattern` exactly; `$` takes three digits.
    static func filling(_ pattern: PhonePattern) -> String {
        let digits = (1...9).map(String.init).joined().cycled()
        var input = ""
        for character in pattern.description {
            switch character {
            case "#": input.append(digits.next()!)
            case "$": input += "123"
            case _ where PhonePad.canInput(character): input.append(character)
            default: break
            }
        }
        return input
    }

    /// Every filling input, every prefix of it (numbers being typed), and one digit too many.
    static func probing(_ patterns: [PhonePattern]) -> [String] {
        var inputs: Set<String> = []
        for pattern in patterns {
            let full = filling(pattern)
            for length in 1...full.count {
                inputs.insert(String(full.prefix(length)))
            }
            inputs.insert(full + "7")
        }
        return inputs.sorted()
    }
}

private extension String {
    func cycled() -> AnyIterator<Character> {
        var index = startIndex
        return AnyIterator {
            if index == endIndex { index = startIndex }
            defer { index = self.index(after: index) }
            return self[index]
        }
    }
}
