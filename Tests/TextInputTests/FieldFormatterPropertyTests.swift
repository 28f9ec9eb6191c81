import FormKitTestSupport
import PhoneNumbers
import PropertyBased
import Testing
import TextInput

/// Random edit sequences (typing, backspace and delete anywhere, selection replace, paste) on masked
/// and phone fields, checked against a model that only filters text: after every edit the caret is in bounds,
/// the field's meaningful characters are the expected ones, the caret follows the same meaningful
/// character, and formatting the text again changes nothing.
@Suite struct FieldFormatterPropertyTests {
    static let formatters: [(String, any FieldFormatter)] = [
        ("seed us", try! MaskFormatter(
            ["+1 (###) ###-####", "1 (###) ###-####", "011 $", "###-####", "(###) ###-####"],
            alphabet: .phoneKeypad, rejectsInsertionsThatDoNotFit: false)),
        ("us phone", try! MaskFormatter(["(###) ###-####", "+1 (###) ###-####"], alphabet: .phoneKeypad)),
        ("card", try! MaskFormatter(["#### #### #### ####", "#### ###### #####"])),
        ("zip", try! MaskFormatter("#####[-####]")),
        ("plate", try! MaskFormatter(["@@-###-**", "@ ### @@"])),
        ("phone US", PhoneFieldFormatter(region: "US")),
        ("phone GB", PhoneFieldFormatter(region: "GB")),
        ("phone DE", PhoneFieldFormatter(region: "DE")),
        ("phone, no region", PhoneFieldFormatter(region: "ZZ")),
    ]

    /// What people type and paste: keys, formatting, junk, emoji, whole formatted numbers.
    static let fragments = [
        "1", "2", "0", "7", "+", "a", "Z", "(", " ", "-", "😀", "12", "650-253", "1 (800) 555-0199",
        "+1 650 253 0000", "ab-123-x9", "94103-1234", "0044 20 7946 0958", "+49 30 123456", "",
    ]

    static let edits = zip(
        Gen.int(in: 0...5), Gen.int(in: 0...24), Gen.int(in: 0...24),
        Gen<String?>.element(of: fragments).map { $0 ?? "" }
    ).array(of: 1...40)

    static func edit(kind: Int, _ a: Int, _ b: Int, _ fragment: String, on state: TextEditingState) -> (TextEditingState, TextEdit) {
        let length = state.length + 1
        let caret = TextEditingState(text: state.text, caret: a % length)
        let range = TextEditingState(text: state.text, selection: min(a % length, b % length)..<max(a % length, b % length))
        switch kind {
        case 0: return (caret, .insert(String(fragment.first ?? "5")))
        case 1: return (caret, .deleteBackward)
        case 2: return (caret, .deleteForward)
        case 3: return (range, .insert(fragment))
        case 4: return (range, .paste(fragment))
        default: return (range, .cut)
        }
    }

    /// Explores new sequences on every run; a failure prints the seed that reproduces it.
    @Test(arguments: 0..<9)
    func randomEditSequencesKeepTheInvariants(index: Int) async {
        let (_, formatter) = Self.formatters[index]
        await propertyCheck(count: 300, input: Self.edits) { edits in
            Self.check(edits, on: formatter)
        }
    }

    /// The same check on a fixed, seeded set of sequences, identical on every run.
    @Test(arguments: 0..<9)
    func seededEditSequencesKeepTheInvariants(index: Int) {
        let (_, formatter) = Self.formatters[index]
        var rng = SplitMix64(seed: 4_000 + UInt64(index))
        for _ in 0..<300 {
            let edits = (0..<Int.random(in: 1...40, using: &rng)).map { _ in
                (Int.random(in: 0...5, using: &rng), Int.random(in: 0...24, using: &rng),
                 Int.random(in: 0...24, using: &rng), Self.fragments.randomElement(using: &rng) ?? "")
            }
            Self.check(edits, on: formatter)
        }
    }

    static func check(_ edits: [(Int, Int, Int, String)], on formatter: some FieldFormatter) {
        var state = TextEditingState()
        var readWhole = false
        for (kind, a, b, fragment) in edits {
            let (before, edit) = Self.edit(kind: kind, a, b, fragment, on: state)
            if readWhole || Self.readsWholeText(edit, formatter) {
                // A phone field reads a paste of several characters as a whole number: it formats a valid
                // one and keeps any other text as pasted (digits normalised, letters kept), and reads later
                // edits of such a text whole too. The filtering model no longer applies to the sequence; the
                // paste oracle (scripts/test.d/34-phone-paste-oracle.sh) checks those answers. The caret
                // stays in bounds.
                readWhole = true
                if let next = try? formatter.applying(edit, to: before) { state = next }
                #expect(state.selection.lowerBound >= 0 && state.selection.upperBound <= state.length)
                continue
            }
            let expected = Self.expected(after: edit, on: before, formatter: formatter)
            do {
                state = try formatter.applying(edit, to: before)
            } catch {
                #expect(expected == nil, "rejected \(edit) on \(before.text): \(error)")
                state = before
                continue
            }
            guard let expected else {
                Issue.record("accepted \(edit) on \(before.text) giving \(state.text)")
                return
            }
            let caret = state.selection.lowerBound
            #expect(state.selection.isEmpty || edit == .select(state.selection))
            #expect(caret >= 0 && caret <= state.length)
            #expect(Self.meaningful(state.text, formatter) == expected.characters)
            let prefix = String(state.text.utf16.prefix(caret)) ?? ""
            #expect(Self.meaningful(prefix, formatter).count == expected.caret)
            #expect(formatter.format(state.text) == state.text)
        }
    }

    /// Whether a phone field reads this edit as a whole text: an insertion of more than one character.
    static func readsWholeText(_ edit: TextEdit, _ formatter: some FieldFormatter) -> Bool {
        guard formatter is PhoneFieldFormatter else { return false }
        switch edit {
        case .insert(let text), .paste(let text): return text.count > 1
        default: return false
        }
    }

    static func meaningful(_ text: String, _ formatter: some FieldFormatter) -> String {
        formatter.meaningfulCharacters(in: text[...], at: 0)
    }

    /// The model: filter the text around the change; nil when the edit must be rejected.
    static func expected(
        after edit: TextEdit, on state: TextEditingState, formatter: some FieldFormatter
    ) -> (characters: String, caret: Int)? {
        let all = meaningful(state.text, formatter)
        guard let change = state.change(for: edit) else {
            return (all, meaningful(String(state.text.utf16.prefix(state.selection.lowerBound)) ?? "", formatter).count)
        }
        let utf16 = state.text.utf16
        var before = meaningful(String(utf16.prefix(change.range.lowerBound)) ?? "", formatter)
        let removed = meaningful(String(utf16.dropFirst(change.range.lowerBound).prefix(change.range.count)) ?? "", formatter)
        var after = meaningful(String(utf16.dropFirst(change.range.upperBound)) ?? "", formatter)
        let inserted = formatter.meaningfulCharacters(inserting: change.replacement[...], at: before.count)
        if removed.isEmpty && inserted.isEmpty {
            guard change.isDeletion else { return nil }
            if change.isBackward, !before.isEmpty { before.removeLast() }
            if !change.isBackward, !after.isEmpty { after.removeFirst() }
        }
        var kept = inserted.count
        let fits = { (k: Int) in !formatter.layout(before + inserted.prefix(k) + after).isFallback }
        if !inserted.isEmpty && !fits(kept) && formatter.rejectsInsertionsThatDoNotFit && !formatter.layout(all).isFallback {
            while kept > 0 && !fits(kept) { kept -= 1 }
            if kept == 0 { return nil }
        }
        // A `+` that is no longer first is dropped, as the field reads its characters as a whole.
        let result = meaningful(before + inserted.prefix(kept) + after, formatter)
        return (result, meaningful(before + inserted.prefix(kept), formatter).count)
    }
}
