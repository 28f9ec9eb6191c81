import Foundation
import Testing

@testable import FormKitServer

/// One-, two- and three-letter prefixes, read from the words' initials (``SchemaIndex/contactWordInitials``),
/// on both stores like ``StorePrimitivesTests``: SQLite in stage 50, PostgreSQL in stage 52 (``TestStore``).
@Suite("Short prefix search")
struct ShortPrefixSearchTests {
    /// 40 distinct later words under "k" (more than ``PrefixSearch/maximumWords``), contacts with two
    /// later words of the same initial, names that start with "k" themselves, and initials beyond ASCII.
    static let names: [String] = {
        let letters = ["a", "e", "i", "o", "u", "y", "r", "l"]
        let kWords = letters.flatMap { first in ["b", "d", "m", "n", "t"].map { "K\(first)\($0)" } }
        let firsts = ["Ann", "Bo", "Cy", "Kim", "Di"]
        let single = kWords.enumerated().map { "\(firsts[$0.offset % firsts.count]) \($0.element)" }
        let doubled = stride(from: 0, to: kWords.count - 1, by: 3).map { "\(firsts[$0 % 4]) \(kWords[$0]) \(kWords[$0 + 1])" }
        let beyondASCII = ["Ann Ørsted", "Bo Ølund Østby", "Cy Çelik", "Ørjan Li", "Di Øs", "Ed Ōta", "Flo 李明"]
        return single + doubled + beyondASCII + ["Kab Solo", "Ed Li"]
    }()

    static func insertAll(_ store: any AppStore) async throws -> [IndexedContact] {
        let rows = names.map { StorePrimitivesTests.row($0) }
        let inserted = try await store.insert(rows) { _ in [.refresh] }
        return zip(rows, inserted).map { row, contact in var row = row; row.contact = contact; return row }
    }

    /// What a search for `prefix` must find, by reading every row: in page order, each once.
    static func bruteForce(_ rows: [IndexedContact], prefix: String, laterWordsOnly: Bool = false) -> [ContactCursor] {
        let folded = ContactSearchKeys.sortKey(of: prefix)
        return rows.filter { row in
            laterWordsOnly ? row.laterWords.contains { $0.hasPrefix(folded) } : ContactSearchKeys.sortKey(row.sortKey, matchesFoldedPrefix: folded)
        }.map { ContactCursor(sortKey: $0.sortKey, id: $0.contact.id ?? 0) }.sorted()
    }

    static let prefixes = ["k", "K", "ka", "ky", "ø", "Ø", "øs", "c", "ç", "ō", "ōt", "李"]
    /// Read first from the two-letter initials' range (``PrefixSearch/scansInitials(_:)``).
    static let threeLetters = ["kab", "Kyb", "kro", "øst", "Ølu", "çel", "kxx"]

    /// The store's read alone: each page `limit` distinct contacts while there are that many, every one
    /// with a later word of the prefix, none left out, none twice, across pages.
    @Test func theInitialsIndexPagesThroughTheLaterWordsOfAShortPrefix() async throws {
        try await TestStore.withStore(seed: false) { store in
            let rows = try await Self.insertAll(store)
            #expect(try await store.words(from: "k", below: "k\u{10FFFF}", limit: 100).count == 40)
            for prefix in Self.prefixes {
                let folded = ContactSearchKeys.sortKey(of: prefix)
                let expected = Self.bruteForce(rows, prefix: prefix, laterWordsOnly: true)
                var read: [ContactCursor] = []
                var after = ContactCursor.start
                for _ in 0...expected.count {
                    let page = try await store.contacts(withWordsStarting: folded, after: after, limit: 4)
                        .map { ContactCursor(sortKey: ContactSearchKeys.sortKey(of: $0.name), id: $0.id ?? 0) }
                    #expect(page.count == min(4, expected.count - read.count), "\(prefix) after \(read.count)")
                    read += page
                    guard let last = page.last else { break }
                    after = last
                }
                #expect(read == expected, "\(prefix)")
            }
            // Not vacuous: the prefixes find contacts with two words of one initial, and initials beyond ASCII.
            #expect(Self.bruteForce(rows, prefix: "ka", laterWordsOnly: true).count >= 7)
            #expect(Self.bruteForce(rows, prefix: "øs", laterWordsOnly: true).count == 2)
            #expect(ContactSearchKeys.sortKey(of: "Øs") == "øs" && ContactSearchKeys.sortKey(of: "李").utf8.count == 3)
        }
    }

    /// The whole search (names and later words, merged), page after page by the API's cursor.
    @Test func aShortPrefixSearchPagesThroughWhatABruteForceFilterFinds() async throws {
        try await TestStore.withStore(seed: false) { store in
            let rows = try await Self.insertAll(store)
            let service = ContactService(store)
            for prefix in Self.prefixes + Self.threeLetters {
                let expected = Self.bruteForce(rows, prefix: prefix)
                var read: [ContactCursor] = []
                var after: ContactCursor?
                for _ in 0...expected.count {
                    let page = try await service.contacts(ContactQuery(prefix: prefix, after: after, limit: 5))
                    #expect(page.count == min(5, expected.count - read.count), "\(prefix) after \(read.count)")
                    read += page.map { ContactCursor(sortKey: ContactSearchKeys.sortKey(of: $0.name), id: $0.id ?? 0) }
                    guard let last = page.last else { break }
                    after = ContactOrder.name.cursor(after: last)
                }
                #expect(read == expected, "\(prefix)")
            }
        }
    }

    /// A three-letter prefix that is a sliver of its two letters' words: the first rows of the initials'
    /// range hold none of it, so the search reads its words' own ranges and still finds every contact.
    @Test func aThreeLetterPrefixBeyondTheScannedRowsIsFoundByItsWords() async throws {
        try await TestStore.withStore(seed: false) { store in
            let names = (0..<60).map { "Ann\($0) Kelly" } + ["Zed Kemp", "Zoe Kemal", "Zia Kemp Kemal Kelso"]
            let rows = names.map { StorePrimitivesTests.row($0) }
            let inserted = zip(rows, try await store.insert(rows) { _ in [.refresh] }).map { row, contact in
                var row = row
                row.contact = contact
                return row
            }
            #expect(try await store.contacts(withWordsStarting: "kem", amongFirst: 20, after: .start, limit: 5).isEmpty)
            #expect(try await store.contacts(withWordsStarting: "kem", amongFirst: 100, after: .start, limit: 5).map(\.name)
                == ["Zed Kemp", "Zia Kemp Kemal Kelso", "Zoe Kemal"])
            let service = ContactService(store)
            for (prefix, limit) in [("kem", 5), ("kel", 7), ("Kel", 50)] {
                let expected = Self.bruteForce(inserted, prefix: prefix)
                var read: [ContactCursor] = []
                var after: ContactCursor?
                for _ in 0...expected.count {
                    let page = try await service.contacts(ContactQuery(prefix: prefix, after: after, limit: limit))
                    read += page.map { ContactCursor(sortKey: ContactSearchKeys.sortKey(of: $0.name), id: $0.id ?? 0) }
                    guard page.count == limit, let last = page.last else { break }
                    after = ContactOrder.name.cursor(after: last)
                }
                #expect(read == expected, "\(prefix)")
            }
            #expect(Self.bruteForce(inserted, prefix: "kel").count == 61)
        }
    }
}
