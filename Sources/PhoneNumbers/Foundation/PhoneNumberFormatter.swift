#if canImport(Foundation)
import Foundation

/// A Foundation `Formatter` for phone numbers: the seed's wished-for `NSPhoneNumberFormatter`.
///
///     let formatter = PhoneNumberFormatter(defaultRegion: "US", style: .international)
///     formatter.string(for: "(650) 253-0000")                            // "+1 650-253-0000"
///     formatter.string(for: try PhoneNumber(parsing: "+44 20 7031 3000"))  // "+44 20 7031 3000"
///     formatter.string(for: 42)                                          // nil
///
///     var object: AnyObject?
///     formatter.getObjectValue(&object, for: "650 253 0000", errorDescription: nil)  // true
///     (object as? PhoneNumber)?.countryCode                              // 1
///
/// Use it where an API takes a `Formatter`; in Swift code prefer ``PhoneNumber/FormatStyle``, a value.
/// Like Foundation's own formatters it is a class with settable properties, and so not `Sendable`:
/// give each thread its own.
public final class PhoneNumberFormatter: Formatter {
    /// The region numbers typed without a country calling code are read in; `nil` for none.
    public var defaultRegion: String?
    /// The format numbers are written in.
    public var style: PhoneNumberFormat

    /// Creates a formatter writing `style` and reading national numbers as dialled in `defaultRegion`.
    ///
    ///     PhoneNumberFormatter(defaultRegion: "GB", style: .national).string(for: "+442070313000")  // "020 7031 3000"
    public init(defaultRegion: String? = nil, style: PhoneNumberFormat = .international) {
        self.defaultRegion = defaultRegion
        self.style = style
        super.init()
    }

    /// Reads the region and style an archive holds.
    public required init?(coder: NSCoder) {
        defaultRegion = coder.decodeObject(forKey: "defaultRegion") as? String
        style = (coder.decodeObject(forKey: "style") as? String).flatMap(PhoneNumberFormat.init(rawValue:)) ?? .international
        super.init(coder: coder)
    }

    /// Writes the region and style to an archive.
    public override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(defaultRegion, forKey: "defaultRegion")
        coder.encode(style.rawValue, forKey: "style")
    }

    /// The text for a ``PhoneNumber``, or for a `String` read in ``defaultRegion``, written in ``style``;
    /// nil for anything else, including text that is not a phone number.
    func text(for value: Any?) -> String? {
        switch value {
        case let number as PhoneNumber:
            return number.formatted(style)
        case let text as String:
            return (try? PhoneNumber(parsing: text, defaultRegion: defaultRegion))?.formatted(style)
        case let text as NSString:
            return (try? PhoneNumber(parsing: String(text), defaultRegion: defaultRegion))?.formatted(style)
        default:
            return nil
        }
    }

    /// Reads `string` into a ``PhoneNumber``; on failure writes why, never the number, to `error`.
    func parse(_ string: String, into store: (AnyObject?) -> Void, explain: (String) -> Void) -> Bool {
        do {
            let number = try PhoneNumber(parsing: string, defaultRegion: defaultRegion)
            store(number as AnyObject)
            return true
        } catch {
            explain(error.description)
            return false
        }
    }

    #if canImport(Darwin)
    /// Formats a ``PhoneNumber``, or a `String` read in ``defaultRegion``, in ``style``; nil for anything else.
    ///
    ///     PhoneNumberFormatter(defaultRegion: "US").string(for: "6502530000")  // "+1 650-253-0000"
    public override func string(for obj: Any?) -> String? {
        text(for: obj)
    }

    /// Parses `string` into a ``PhoneNumber`` (boxed as `AnyObject`), reading national numbers in
    /// ``defaultRegion``; on failure returns false and, if asked, says why without repeating the number.
    public override func getObjectValue(
        _ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String,
        errorDescription error: AutoreleasingUnsafeMutablePointer<NSString?>?
    ) -> Bool {
        parse(string, into: { obj?.pointee = $0 }, explain: { error?.pointee = $0 as NSString })
    }
    #else
    /// Formats a ``PhoneNumber``, or a `String` read in ``defaultRegion``, in ``style``; nil for anything else.
    ///
    ///     PhoneNumberFormatter(defaultRegion: "US").string(for: "6502530000")  // "+1 650-253-0000"
    public override func string(for obj: Any) -> String? {
        text(for: obj)
    }

    /// Parses `string` into a ``PhoneNumber`` (boxed as `AnyObject`), reading national numbers in
    /// ``defaultRegion``; on failure returns false and, if asked, says why without repeating the number.
    ///
    /// This is the platform's signature: swift-corelibs-foundation declares it on `Formatter` without
    /// making it public, so on Linux call it on a `PhoneNumberFormatter`.
    public func getObjectValue(
        _ obj: UnsafeMutablePointer<AnyObject?>?, for string: String,
        errorDescription error: UnsafeMutablePointer<NSString?>?
    ) -> Bool {
        parse(string, into: { obj?.pointee = $0 }, explain: { error?.pointee = NSString(string: $0) })
    }
    #endif
}
#endif
