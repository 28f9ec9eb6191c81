import CountrySearch
import Testing

/// One mistake, on UTF-8: a character of any length added, left out, changed, or two swapped.
@Suite struct NameMistakeTests {
    /// A search with one region named `name`, answering whether `query` finds it.
    private func finds(_ query: String, _ name: String) -> Bool {
        var search = CountrySearch()
        let region = search.addRegion(code: 0x58, 0x58, callingCode: 999, isMainCountry: true)
        var name = name, query = query
        name.withUTF8 { search.addName(UnsafeRawBufferPointer($0), region: region, kind: .localeName) }
        return query.withUTF8 { search.search(UnsafeRawBufferPointer($0)) } == [region]
    }

    @Test(arguments: [
        ("switzerland", "swizerland"), ("switzerland", "switzerlannd"), ("switzerland", "swtizerland"),
        ("switzerland", "switzerlamd"), ("россия", "росия"), ("россия", "россиия"), ("россия", "рсосия"),
        ("россия", "россиa"), ("日本国家", "日本国"), ("germany", "germ"),
    ])
    func oneMistakeIsFound(name: String, query: String) {
        #expect(finds(query, name))
    }

    @Test(arguments: [("switzerland", "swizerlnd"), ("switzerland", "wsitzerlnad"), ("россия", "рсия"), ("oman", "omn")])
    func twoMistakesOrTooShortAreNot(name: String, query: String) {
        #expect(!finds(query, name))
    }
}
