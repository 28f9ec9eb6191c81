import Testing
import TextInput

/// `init(text:selection:within:)`: the state `init(text:selection:)` makes when both ranges lie within
/// the text, nil when either reaches past it or before 0.
@Suite struct TextEditingStateWithinTests {
    @Test(arguments: ["650-253", "", "+44 20", "a👍🏽b", "é\r\nx"])
    func agreesWithTheClampingInitialiserInside(text: String) {
        let length = text.utf16.count
        for lower in 0...length {
            for upper in lower...length {
                let state = TextEditingState(text: text, selection: lower..<upper, within: 0..<length)
                #expect(state == TextEditingState(text: text, selection: lower..<upper))
            }
        }
    }

    @Test func refusesRangesOutsideTheText() {
        #expect(TextEditingState(text: "650", selection: 3..<3, within: 2..<3) != nil)
        #expect(TextEditingState(text: "650", selection: 3..<4, within: 2..<3) == nil)
        #expect(TextEditingState(text: "650", selection: 3..<3, within: 2..<4) == nil)
        #expect(TextEditingState(text: "650", selection: -1..<0, within: 0..<0) == nil)
        #expect(TextEditingState(text: "650", selection: 0..<0, within: -1..<0) == nil)
        // A length in UTF-16 units: the emoji is two.
        #expect(TextEditingState(text: "6👍", selection: 3..<3, within: 0..<3) != nil)
        #expect(TextEditingState(text: "6👍", selection: 4..<4, within: 0..<3) == nil)
    }
}
