import StandardLibrarySubstitutes

/// Formats a phone number while it is typed, one keystroke at a time, exactly as libphonenumber's
/// `AsYouTypeFormatter` does.
///
///     var formatter = AsYouTypeFormatter(region: "US")
///     for key in "6502530000" { formatter.input(key) }
///     formatter.output                    // "(650) 253-0000"
///
///     var swiss = AsYouTypeFormatter(region: "CH")
///     "+41446681800".map { swiss.input($0) }.last  // "+41 44 668 18 00"
///
/// Digits (in any script; shown as typed, used as ASCII) and a leading `+` are formatted. Any other
/// character makes the formatter show the input as typed from then on, as libphonenumber does;
/// so does a number that fits no format. The region's formats, national prefix, and IDD are
/// taken from its numbering plan; `+CC` or an IDD followed by a calling code switches to that
/// calling code's plan. Format selection runs on the plan's compiled digit automata; no regular
/// expression is involved. The output agrees with libphonenumber's keystroke by keystroke: our
/// choice of format never differs from Google's.
///
/// Positions (`rememberedPosition`) are UTF-16 offsets, like TextInput's; for the digits and
/// punctuation of a formatted number they equal libphonenumber's.
public struct AsYouTypeFormatter: Sendable {
    /// The region the formatter was created for, upper case (a letter outside ASCII whose upper case is
    /// not ASCII, which no region code has, is kept as given).
    public let region: String
    /// The formatted text after the last keystroke.
    public internal(set) var output = ""

    var plan: AsYouTypePlan
    let defaultPlan: AsYouTypePlan

    /// Everything typed, as typed (UTF-8), how many characters (Unicode scalars) and UTF-16 code
    /// units that is.
    var accruedInput: [UInt8] = []
    var accruedInputCount = 0
    var accruedInputUTF16Count = 0
    /// The digits (ASCII) and leading `+` typed.
    var accruedDigits: [UInt8] = []
    /// The digits after any IDD, calling code and national prefix, as values 0–9.
    var nationalNumber: [UInt8] = []
    /// The IDD or `+`, calling code and national prefix, as shown before the national number.
    var prefix: [UInt8] = []
    var extractedNationalPrefix: [UInt8] = []
    var template: [UInt8] = []
    var lastMatchPosition = 0
    var currentPatternID: Int?
    var possibleFormats: [AsYouTypePlan.Format] = []
    var shouldAddSpaceAfterNationalPrefix = false
    var ableToFormat = true
    var inputHasFormatting = false
    var isCompleteNumber = false
    var isExpectingCountryCallingCode = false
    var positionToRemember = 0
    var originalPosition = 0

    /// A formatter for numbers typed in `region` (a CLDR code such as `"US"` or `"gb"`). For an
    /// unknown region, only numbers typed with `+` and a calling code are formatted.
    public init(region: String) {
        // Region codes are usually upper-case ASCII already.
        self.region = region.utf8.allSatisfy { (0x41...0x5A).contains($0) } ? region : CaseMapping.uppercased(region)
        plan = AsYouTypePlans.shared.plan(forRegion: self.region)
        defaultPlan = plan
    }

    /// Types one character and returns the formatted text.
    ///
    /// With `rememberingPosition`, the formatter tracks where this character ends up in later
    /// outputs (see `rememberedPosition`).
    ///
    /// - Complexity: amortized O(*n*) in the length of the number so far; no allocation on most keystrokes.
    @discardableResult
    public mutating func input(_ character: Character, rememberingPosition: Bool = false) -> String {
        for scalar in character.unicodeScalars {
            inputScalar(scalar, rememberingPosition: rememberingPosition)
        }
        return output
    }

    /// Types one ASCII character (a byte below 0x80) and returns the formatted text: ``input(_:rememberingPosition:)``
    /// for bulk callers that read bytes, without making a `Character`.
    package mutating func input(ascii byte: UInt8) -> String {
        inputScalar(Unicode.Scalar(byte & 0x7F), rememberingPosition: false)
        return output
    }

    /// Types every character of `text` and returns the formatted text.
    @discardableResult
    public mutating func input(_ text: some StringProtocol) -> String {
        for scalar in text.unicodeScalars { inputScalar(scalar, rememberingPosition: false) }
        return output
    }

    /// Where the character typed with `rememberingPosition: true` is now in `output`, as a UTF-16
    /// offset just after it.
    public var rememberedPosition: Int {
        if !ableToFormat { return originalPosition }
        var typed = 0
        var shown = 0
        var offset = 0
        let scalars = output.unicodeScalars
        var index = scalars.startIndex
        while typed < positionToRemember && index != scalars.endIndex {
            if Unicode.Scalar(accruedDigits[typed]) == scalars[index] { typed += 1 }
            offset += UTF16.width(scalars[index])
            shown += 1
            index = scalars.index(after: index)
        }
        return offset
    }

    /// Makes room for `count` characters typed in the buffers each keystroke appends to.
    mutating func reserveCapacity(forTyped count: Int) {
        accruedInput.reserveCapacity(count)
        accruedDigits.reserveCapacity(count)
        nationalNumber.reserveCapacity(count)
    }

    /// Forgets what was typed, to format a new number. The formatter keeps its buffers, so
    /// formatting the next number allocates less.
    public mutating func clear() {
        output = ""
        plan = defaultPlan
        accruedInput.removeAll(keepingCapacity: true)
        accruedInputCount = 0
        accruedInputUTF16Count = 0
        accruedDigits.removeAll(keepingCapacity: true)
        nationalNumber.removeAll(keepingCapacity: true)
        prefix.removeAll(keepingCapacity: true)
        extractedNationalPrefix.removeAll(keepingCapacity: true)
        template.removeAll(keepingCapacity: true)
        lastMatchPosition = 0
        currentPatternID = nil
        possibleFormats.removeAll(keepingCapacity: true)
        shouldAddSpaceAfterNationalPrefix = false
        ableToFormat = true
        inputHasFormatting = false
        isCompleteNumber = false
        isExpectingCountryCallingCode = false
        positionToRemember = 0
        originalPosition = 0
    }
}
