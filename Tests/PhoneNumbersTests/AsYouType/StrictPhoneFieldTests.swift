import FormKitTestSupport
import PhoneNumbers
import Testing
import TextInput

/// Issue 29's strict field: a keystroke is refused only when no valid number of the allowed types can
/// follow, never one of a valid number, and the field says why a number is not acceptable.
@Suite struct StrictPhoneFieldTests {
    /// Types the keys at the end of a strict field; the text after each (a key that is not a digit,
    /// which the field does not take, leaves it as it was).
    static func typed(_ keys: String, region: String, types: PhoneNumberTypeSet = .all) throws -> [String] {
        let field = PhoneFieldFormatter(region: region, strict: true, types: types)
        var state = TextEditingState()
        var texts: [String] = []
        for key in keys {
            state = (try? field.applying(.insert(String(key)), to: state.selecting(state.length..<state.length))) ?? state
            texts.append(state.text)
        }
        return texts
    }

    @Test func aUSFieldTakesTenDigitsAndNoMore() throws {
        let texts = try Self.typed("650253000012", region: "US")
        #expect(texts[9] == "(650) 253-0000")
        #expect(texts[10] == "(650) 253-0000")
        #expect(texts[11] == "(650) 253-0000")
    }

    @Test func aRefusedKeystrokeSaysSoAndLeavesTheState() throws {
        let field = PhoneFieldFormatter(region: "GB", strict: true, types: .mobile)
        let state = TextEditingState(text: "0", caret: 1)
        let edit = try field.edit(.insert("2"), to: state)
        #expect(edit.isRefused)
        #expect(edit.state == state)
        #expect(try !field.edit(.insert("7"), to: state).isRefused)
    }

    @Test(arguments: ["07400 123456", "+44 7400 123456", "00 44 7400 123456", "447400123456", "０７４００１２３４５６"])
    func everySpellingOfAValidMobileIsTaken(_ keys: String) throws {
        let plain = PhoneFieldFormatter(region: "GB")
        var state = TextEditingState()
        for key in keys {
            state = (try? plain.applying(.insert(String(key)), to: state.selecting(state.length..<state.length))) ?? state
        }
        #expect(try Self.typed(keys, region: "GB", types: .mobile).last == state.text)
    }

    @Test func withoutARegionOnlyAPlusNumberCanBeTyped() throws {
        #expect(try Self.typed("6", region: "ZZ") == [""])
        #expect(try Self.typed("+0", region: "ZZ") == ["+", "+"])
    }

    @Test func typeNames() {
        #expect(PhoneNumberTypeSet(names: "mobile, fixed_line") == [.mobile, .fixedLine])
        #expect(PhoneNumberTypeSet(names: "") == .all)
        #expect(PhoneNumberTypeSet(names: "cell") == nil)
        #expect(PhoneNumberTypeSet.mobile.contains(type: .fixedLineOrMobile))
        #expect(!PhoneNumberTypeSet.tollFree.contains(type: .unknown))
    }

    @Test func problems() {
        #expect(PhoneNumberProblem(text: "650 253 0000", region: "US") == nil)
        #expect(PhoneNumberProblem(text: "650 253", region: "US") == .tooShort)
        #expect(PhoneNumberProblem(text: "650 253 0000 12345", region: "US") == .tooLong)
        #expect(PhoneNumberProblem(text: "650 253 0000", region: "ZZ") == .invalidCountryCode)
        #expect(PhoneNumberProblem(text: "hello", region: "US") == .notANumber)
        #expect(PhoneNumberProblem(text: "020 7946 0958", region: "GB", types: .mobile) == .wrongType)
        #expect(PhoneNumberProblem(text: "", region: "US") == .notANumber)
    }

    /// Random valid numbers of every region, typed digit by digit in national and international form
    /// into strict fields of their own type: never a refusal.
    @Test func noValidNumberIsRefused() throws {
        var random = SplitMix64(seed: 29)
        var typedNumbers = ConditionTally("a number is typed")
        for region in PhoneNumbering.supportedRegions {
            for type in [PhoneNumberType.fixedLine, .mobile, .tollFree] {
                guard let number = PhoneNumbering.exampleNumber(for: region, type: type), number.isValid else { continue }
                let allowed: PhoneNumberTypeSet = random.next() % 2 == 0 ? .all : Self.set(of: number.type)
                for style in [PhoneNumberFormat.national, .e164] {
                    let keys = number.formatted(style)
                    let field = PhoneFieldFormatter(region: region, strict: true, types: allowed)
                    var typed = ""
                    for key in field.meaningfulCharacters(in: keys[...], at: 0).unicodeScalars {
                        typed.unicodeScalars.append(key)
                        #expect(field.canBecomeValid(typed), "\(region) \(type) \(style) refused at \(typed.count)")
                    }
                    _ = typedNumbers.count(true)
                }
            }
        }
        #expect(typedNumbers.held >= 900, "\(typedNumbers)")
    }

    static func set(of type: PhoneNumberType) -> PhoneNumberTypeSet {
        switch type {
        case .fixedLine: .fixedLine
        case .mobile, .fixedLineOrMobile: .mobile
        case .tollFree: .tollFree
        default: .all
        }
    }
}
