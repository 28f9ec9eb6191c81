extension PhoneNumbering {
    /// Whether the text is a phone number written with letters, such as `1-800-FLOWERS`
    /// (`is_alpha_number`): a viable number, leaving out any extension, with at least three ASCII letters.
    /// No check against a region's plan is made.
    ///
    ///     PhoneNumbering.isAlphaNumber("1800 six-flag")  // true
    ///     PhoneNumbering.isAlphaNumber("1800 123-1234")  // false
    ///     PhoneNumbering.isAlphaNumber("1 six-flag")     // false: three digits must come first
    public static func isAlphaNumber(_ text: some StringProtocol) -> Bool {
        let scalars = PhoneNumberParser.scalars(of: text as? String ?? String(text))
        guard scalars.count <= PhoneNumberParser.maximumInputLength, NumberText.isViable(scalars[...]) else {
            return false
        }
        return Normalization.isVanity(NumberText.splitExtension(scalars[...]).number)
    }
}
