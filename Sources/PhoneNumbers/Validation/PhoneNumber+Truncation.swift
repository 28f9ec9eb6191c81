extension PhoneNumber {
    /// The number with digits taken off its end until it is valid (`truncate_too_long_number`): the
    /// number itself when it is valid, nil when no shorter number is valid before it becomes too short.
    ///
    ///     PhoneNumber("+41 44 668 18 00 99")?.truncatedToValid()?.formatted(.e164)  // "+41446681800"
    ///     PhoneNumber("+44 20")?.truncatedToValid()                              // nil
    ///     PhoneNumber("+1 650 253 0000")?.truncatedToValid()                    // the number itself
    public func truncatedToValid() -> PhoneNumber? {
        if isValid { return self }
        var candidate = self
        while !candidate.isValid {
            candidate.nationalNumber /= 10
            if candidate.possibility == .tooShort || candidate.nationalNumber == 0 { return nil }
        }
        return candidate
    }
}
