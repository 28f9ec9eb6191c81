// libFuzzer target for TextInput, compiled together with Sources/TextInput by scripts/fuzz-text-input.
// The input is a mask pattern, a newline, then text. Nothing may crash or hang, and:
// - a pattern either parses or throws an error whose offset lies within it;
// - formatting with the mask is idempotent, and keeps the alphabet's characters of a fitting text;
// - random edits (positions taken from the input's bytes) keep the caret within the text, and a
//   formatted field stays formatted;
// - the decimal syntax rejects at an offset within the text, and never both rejects and completes;
// - its parse strategy reads exactly the complete numbers, throws at an offset within the text
//   otherwise, and what its format style writes of a finite result reads back as the same value.
import Foundation

let locales = [Locale(identifier: "en_US"), Locale(identifier: "de_DE"), Locale(identifier: "fr_FR")]
let syntaxes = locales.map(DecimalNumberSyntax.init(locale:))
let styles = locales.map { DecimalNumberSyntax.FormatStyle(locale: $0) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let pattern = String(parts[0])
    let rest = parts.count > 1 ? String(parts[1]) : ""

    for syntax in syntaxes {
        let rejection = syntax.rejection(of: rest)
        if let rejection, !(0..<max(1, rest.utf16.count)).contains(rejection.offset) { fatalError("offset outside") }
        if rejection != nil && syntax.isComplete(rest) { fatalError("rejected and complete") }
    }
    for (syntax, style) in zip(syntaxes, styles) {
        do {
            let value = try style.parseStrategy.parse(rest)
            guard syntax.isComplete(rest) else { fatalError("parsed an unfinished number") }
            if value.isFinite, (try? style.parseStrategy.parse(style.format(value))) != value {
                fatalError("format does not read back")
            }
        } catch {
            guard !syntax.isComplete(rest) else { fatalError("rejected a complete number") }
            guard (0...rest.utf16.count).contains(error.offset) else { fatalError("parse error offset outside") }
        }
    }
    _ = InputRule.positiveInteger.rejection(of: rest)
    _ = InputRule.maxLength(Int(bytes.first ?? 0) % 8).rejection(of: rest)

    let mask: Mask
    do {
        mask = try Mask(pattern, alphabet: (bytes.last ?? 0) % 2 == 0 ? .lettersAndDigits : .phoneKeypad)
    } catch {
        guard (0...pattern.utf16.count).contains(error.offset) else { fatalError("error offset outside") }
        return 0
    }
    let formatter = MaskFormatter(masks: [mask], rejectsInsertionsThatDoNotFit: (bytes.first ?? 0) % 2 == 0)
    let once = formatter.format(rest)
    guard formatter.format(once) == once else { fatalError("not idempotent") }

    var state = formatter.state(for: "")
    for (index, byte) in bytes.prefix(64).enumerated() {
        let position = Int(byte) % (state.length + 1)
        let edit: TextEdit
        switch byte % 5 {
        case 0: edit = .insert(String(rest.dropFirst(index).prefix(1)))
        case 1: edit = .deleteBackward
        case 2: edit = .deleteForward
        case 3: edit = .paste(String(rest.prefix(Int(byte) % 12)))
        default: edit = .cut
        }
        let before = state.selecting(min(position, index % (state.length + 1))..<position)
        if let after = try? formatter.applying(edit, to: before) {
            guard after.selection.upperBound <= after.length else { fatalError("caret outside") }
            guard formatter.format(after.text) == after.text else { fatalError("edited field not formatted") }
            state = after
        }
    }
    return 0
}
