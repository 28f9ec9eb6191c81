import FormKitTestSupport
import PhoneNumbers
import Testing
import TextInput

/// The phone field's own `applying` (which types only the digits after an edit, from a remembered
/// formatter) gives the state the laying-out-again default gives, edit after edit.
@Suite struct PhoneFieldEditingTests {
    /// A random edit: typing, pasting, backspace or delete anywhere, or a selection replaced.
    static func edit(_ random: inout SplitMix64, in state: TextEditingState) -> (TextEdit, TextEditingState) {
        let length = state.length
        let a = Int(random.next() % UInt64(length + 1))
        let b = Int(random.next() % UInt64(length + 1))
        let place = state.selecting(min(a, b)..<(random.next() % 3 == 0 ? max(a, b) : min(a, b)))
        let digits = "0123456789"
        let digit = String(digits[digits.index(digits.startIndex, offsetBy: Int(random.next() % 10))])
        switch random.next() % 8 {
        case 0, 1, 2: return (.insert(digit), place)
        case 3: return (.deleteBackward, place)
        case 4: return (.deleteForward, place)
        case 5: return (.paste(["+44 20", "00 41 44 668", "(650) 253-", "+", "٣٤", "x7"][Int(random.next() % 6)]), place)
        case 6: return (.insert("+"), place)
        default: return (.insert(digit), state.selecting(length..<length))
        }
    }

    /// Whether the field reads the edit's text as a whole (a paste over the whole text, or an edit of
    /// a text with letters, see `PhoneFieldFormatter.edit(_:to:)`), which laying out again does not.
    static func readsWhole(_ edit: TextEdit, in place: TextEditingState) -> Bool {
        if place.text.unicodeScalars.contains(where: { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) { return true }
        guard case .paste(let text) = edit else { return false }
        return text.unicodeScalars.count > 1 && place.selection == 0..<place.length
    }

    @Test(arguments: ["US", "GB", "DE", "BR", "ZZ", "JP", "AR"])
    func sameStatesAsLayingOutAgain(region: String) {
        let field = PhoneFieldFormatter(region: region)
        var random = SplitMix64(seed: UInt64(region.unicodeScalars.reduce(0) { $0 &* 31 &+ $1.value }))
        // Two refusals agree too: most edits must be taken, or the comparison says little.
        var accepted = ConditionTally("the edit is taken")
        for _ in 0..<60 {
            var state = field.state(for: "")
            for _ in 0..<30 {
                let (edit, place) = Self.edit(&random, in: state)
                let fast = Result { () throws(InputRejection) in try field.applying(edit, to: place) }
                if Self.readsWhole(edit, in: place) {
                    if let next = fast.value { state = next }
                    continue
                }
                // A new field remembers nothing: it lays the digits out from the first one.
                let slow = Result { () throws(InputRejection) in
                    try PhoneFieldFormatter(region: region).applyingByLayingOut(edit, to: place)
                }
                #expect(fast == slow, "\(edit) on \(place.text) [\(place.selection)]")
                let next = slow.value
                if accepted.count(next != nil), let next { state = next }
            }
        }
        #expect(accepted.held >= 1_500, "\(accepted)")
    }

    @Test func aTextSetByAProgramIsLaidOutAgain() throws {
        let field = PhoneFieldFormatter(region: "US")
        let state = TextEditingState(text: "650 25 30", caret: 9)
        #expect(try field.applying(.insert("0"), to: state)
            == PhoneFieldFormatter(region: "US").applyingByLayingOut(.insert("0"), to: state))
    }

    @Test func copiesOfAFieldShareWhatTheyRemember() throws {
        let field = PhoneFieldFormatter(region: "GB")
        let copy = field
        let state = field.state(for: "+442079460958").selecting(8..<8)
        #expect(try copy.applying(.insert("1"), to: state)
            == PhoneFieldFormatter(region: "GB").applyingByLayingOut(.insert("1"), to: state))
    }

    /// One field edited from several threads at once: each answer is still the one a new field gives.
    @Test func oneFieldOnSeveralThreads() async {
        let field = PhoneFieldFormatter(region: "US")
        await withTaskGroup(of: (mismatches: Int, accepted: ConditionTally).self) { group in
            for task in 0..<4 {
                group.addTask {
                    var random = SplitMix64(seed: UInt64(task))
                    var mismatches = 0
                    var accepted = ConditionTally("the edit is taken")
                    for _ in 0..<150 {
                        var state = field.state(for: "")
                        for _ in 0..<20 {
                            let (edit, place) = Self.edit(&random, in: state)
                            let fast = Result { () throws(InputRejection) in try field.applying(edit, to: place) }
                            if Self.readsWhole(edit, in: place) {
                                if let next = fast.value { state = next }
                                continue
                            }
                            let slow = Result { () throws(InputRejection) in
                                try PhoneFieldFormatter(region: "US").applyingByLayingOut(edit, to: place)
                            }
                            if fast != slow { mismatches += 1 }
                            let next = slow.value
                            if accepted.count(next != nil), let next { state = next }
                        }
                    }
                    return (mismatches, accepted)
                }
            }
            for await result in group {
                #expect(result.mismatches == 0)
                #expect(result.accepted.held >= 2_500, "\(result.accepted)")
            }
        }
    }
}

extension Result {
    /// The value of a success, nil for a failure.
    fileprivate var value: Success? {
        if case .success(let value) = self { value } else { nil }
    }
}
