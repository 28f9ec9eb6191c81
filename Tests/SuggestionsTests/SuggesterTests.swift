import Testing

@testable import Suggestions

@Suite("Suggester")
struct SuggesterTests {
    static let countries = Suggester([
        .init("France", weight: 67), .init("Finland", weight: 5.6), .init("Fiji", weight: 0.9),
        .init("Iceland", weight: 0.4), .init("Ireland", weight: 5.1), .init("Island", weight: 0),
        .init("Zürich", weight: 0.4), .init("Zurich", weight: 0.1),
    ])

    @Test func exactThenCompletionsByWeightThenNearByDistance() {
        let found = Self.countries.suggestions(for: "Icelan", maxDistance: 2)
        // "Island" is 3 edits from "icelan": c→s, drop e, add d.
        #expect(found.map(\.text) == ["Iceland", "Ireland"])
        #expect(found.map(\.kind) == [.completion, .near(distance: 2)])
        #expect(Self.countries.suggestions(for: "f").map(\.text) == ["France", "Finland", "Fiji"])
        let exact = Self.countries.suggestions(for: "fiji", maxDistance: 2)
        #expect(exact.first == Suggestion(text: "Fiji", kind: .exact, weight: 0.9))
    }

    @Test func foldingMatchesCaseAndDiacritics() {
        let found = Self.countries.suggestions(for: "ZURICH")
        #expect(found.map(\.text) == ["Zürich", "Zurich"])
        #expect(found.allSatisfy { $0.kind == .exact })
        let strict = Suggester(Self.countries.entries, folding: .none)
        #expect(strict.suggestions(for: "Zurich", maxDistance: 0).map(\.text) == ["Zurich"])
        #expect(strict.suggestions(for: "zurich", maxDistance: 1).map(\.text) == ["Zurich"])
        #expect(TextFolding.all.fold("São Paulo") == "sao paulo")
    }

    @Test func nearMatchesNeedEnoughTypedText() {
        #expect(Self.countries.suggestions(for: "Fx").isEmpty)
        let near = Self.countries.suggestions(for: "Icelnd")
        #expect(near.map(\.text) == ["Iceland", "Ireland"])
        #expect(near.map(\.kind) == [.near(distance: 1), .near(distance: 2)])
        #expect(Self.countries.suggestions(for: "Icelnd", maxDistance: 1).map(\.text) == ["Iceland"])
        #expect(Self.countries.suggestions(for: "Icelnd", limit: 0).isEmpty)
    }

    @Test func eachEntryAppearsOnceAtItsBestRank() {
        let found = Self.countries.suggestions(for: "Ir", limit: 10, maxDistance: 2)
        #expect(Set(found.map(\.text)).count == found.count)
        #expect(found.first?.text == "Ireland" && found.first?.kind == .completion)
    }
}

@Suite("DidYouMean")
struct DidYouMeanTests {
    enum Field: Equatable, Sendable { case country, city }

    @Test func answersTheChosenRowWithTheContext() throws {
        let prompt = DidYouMean(options: ["one", "two", "three"], context: Field.city)
        #expect(prompt.title == "Did you mean…")
        let answer = try prompt.choose(row: 1)
        #expect(answer.index == 1 && answer.option == "two" && answer.context == .city && !answer.isCancelled)
    }

    @Test func cancelAnswersMinusOne() {
        let answer = DidYouMean(options: ["one"], context: Field.country).cancel()
        #expect(answer.index == -1 && answer.option == nil && answer.isCancelled && answer.context == .country)
    }

    @Test(arguments: [-1, 3, Int.max])
    func rowsOutsideTheOptionsAreErrors(row: Int) {
        let prompt = DidYouMean(options: ["one", "two", "three"], context: Field.city)
        #expect(throws: ChoiceError(kind: .rowOutOfRange, offset: row)) { try prompt.choose(row: row) }
    }

    @Test func buildsOptionsFromASuggesterWithoutTheExactMatch() {
        let prompt = DidYouMean(typed: "Icelnd", suggester: SuggesterTests.countries, context: Field.country)
        #expect(prompt.options == ["Iceland", "Ireland"])
        let exact = DidYouMean(typed: "Fiji", suggester: SuggesterTests.countries, context: Field.country)
        #expect(!exact.options.contains("Fiji"))
    }
}

@Suite("DidYouMean documentation example")
struct DidYouMeanExampleTests {
    @Test func theDocumentedExampleHolds() throws {
        let cities = Suggester([.init("Grenoble", weight: 158_000), .init("Greenville", weight: 72_000),
                                .init("Granville", weight: 12_000)])
        let prompt = DidYouMean(typed: "Grenvile", suggester: cities, context: "city")
        #expect(prompt.options == ["Grenoble", "Greenville", "Granville"])
        #expect(try prompt.choose(row: 1).option == "Greenville")
        #expect(prompt.cancel().index == -1)
    }
}
