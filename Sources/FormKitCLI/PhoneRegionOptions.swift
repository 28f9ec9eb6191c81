import ArgumentParser
import PhoneNumbers
import PhoneRows

/// The options `phone info` and `phone format` share: the default region and the numbers.
struct PhoneRegionOptions: ParsableArguments {
    /// The region code that stands for "no default region".
    static let noRegion = PhoneInput.noRegion

    @Option(help: ArgumentHelp(
        "Default region for numbers written without +CC, such as US or GB; ZZ for none. A tab and a region at the end of an input line override it.",
        valueName: "region"))
    var region: String = noRegion

    @Argument(help: "Phone numbers. Standard input lines when none are given.")
    var numbers: [String] = []

    /// The upper-cased default region.
    var defaultRegion: String { region.uppercased() }

    /// Each input as a `PhoneInput`, read lazily from the arguments or standard input.
    var inputs: some Sequence<PhoneInput> {
        let defaultRegion = defaultRegion
        return InputLines(arguments: numbers).lazy.map { PhoneInput(line: $0, defaultRegion: defaultRegion) }
    }

    func validate() throws {
        try Self.validateRegion(defaultRegion, option: "--region", allowingNone: true)
    }

    /// Throws a usage error unless `region` is a known region (or `ZZ` where that is allowed).
    static func validateRegion(_ region: String, option: String, allowingNone: Bool) throws {
        if allowingNone && region == noRegion { return }
        guard PhoneNumbering.callingCode(for: region) != nil else {
            let none = allowingNone ? ", or ZZ for none" : ""
            throw ValidationError("\(option): unknown region '\(region)'; use a region code such as US or GB\(none).")
        }
    }
}

extension PhoneNumberParseError {
    /// The error as the CLI reports it: its kind and offset, never the input itself.
    var report: String { "\(kind.rawValue) at offset \(offset)" }
}
