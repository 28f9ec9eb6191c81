/// The line above the contacts table: the total, or how many a search finds, or that it finds none.
/// contacts.js words the same line the same way as the list changes.
///
/// ```swift
/// ContactCountText.text(count: 1, atLeast: false, search: "")           // "1 contact"
/// ContactCountText.text(count: 3, atLeast: false, search: "jo")         // "3 contacts match “jo”"
/// ContactCountText.text(count: 0, atLeast: false, search: "zq")         // "No contacts match “zq”."
/// ContactCountText.text(count: 1000, atLeast: true, search: "a")        // "More than 1,000 contacts match “a”"
/// ```
enum ContactCountText {
    static func text(count: Int, atLeast: Bool, search: String) -> String {
        if search.isEmpty { return count == 0 ? "No contacts yet." : "\(number(count)) \(count == 1 ? "contact" : "contacts")" }
        if count == 0 { return "No contacts match “\(search)”." }
        let amount = atLeast ? "More than \(number(count))" : number(count)
        return "\(amount) \(count == 1 && !atLeast ? "contact matches" : "contacts match") “\(search)”"
    }

    /// 1234567 → "1,234,567".
    static func number(_ value: Int) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
