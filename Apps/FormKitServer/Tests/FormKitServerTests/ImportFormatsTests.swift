import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

/// Uploads `body` to the import and hands back the status and decoded answer.
func upload(_ client: any TestClientProtocol, _ body: [UInt8], query: String = "") async throws -> (HTTPResponse.Status, [String: Any]) {
    try await client.execute(
        uri: "/api/contacts/import" + (query.isEmpty ? "" : "?" + query), method: .post,
        headers: [.contentType: "text/csv"], body: ByteBuffer(bytes: body)
    ) { response in
        (response.status, try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any] ?? [:])
    }
}

/// Windows-1252 bytes of `text` (every character of it must be in the code page).
func windows1252(_ text: String) throws -> [UInt8] {
    try #require(text.data(using: .windowsCP1252).map(Array.init))
}

@Suite("Contact import: files as people export them")
struct ImportFormatsTests {
    static let germanRows = "Telefon;Ort;Name;Land\r\n030 1234567;Köln;Jürgen Müller;Deutschland\r\n+41 44 668 18 00;Zürich;Zoë Brändli;Schweiz\r\n"

    @Test func aSemicolonWindows1252FileWithReorderedGermanColumns() async throws {
        try await withTestApp { client, store in
            let (status, report) = try await upload(client, try windows1252(Self.germanRows))
            #expect(status == .ok)
            #expect(report["report"] as? String == "imported 2, rejected 0")
            #expect(report["encoding"] as? String == "windows-1252")
            #expect(report["separator"] as? String == ";")
            let stored = try await store.contacts()
            let müller = try #require(stored.first { $0.name == "Jürgen Müller" })
            #expect(müller.country == "DE" && müller.city == "Köln" && müller.phone == "+49301234567")
            #expect(stored.contains { $0.name == "Zoë Brändli" && $0.country == "CH" })
        }
    }

    @Test(arguments: [
        ("utf16le", [UInt8]([0xFF, 0xFE])), ("utf16be", [0xFE, 0xFF]), ("utf8-bom", [0xEF, 0xBB, 0xBF]), ("utf8", []),
    ])
    func encodingsAreToldFromTheBytes(expected: String, mark: [UInt8]) async throws {
        let text = "name\tcountry\tcity\tphone\r\nŞükrü Şahin\tTürkiye\tİzmir\t0501 234 56 78\r\n"
        let body: [UInt8] = switch expected {
        case "utf16le": mark + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case "utf16be": mark + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        default: mark + Array(text.utf8)
        }
        try await withTestApp { client, store in
            let (status, report) = try await upload(client, body)
            #expect(status == .ok)
            #expect(report["encoding"] as? String == expected)
            #expect(report["separator"] as? String == "\t")
            #expect(report["imported"] as? Int == 1, "\(report)")
            #expect(try await store.contacts().contains { $0.name == "Şükrü Şahin" && $0.city == "İzmir" })
        }
    }

    @Test func theDecoderReadsAFileFedOneByteAtATime() {
        let cases: [([UInt8], ImportTextDecoder.Encoding)] = [
            ([0xFF, 0xFE] + "aé😀\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, ImportTextDecoder.Encoding.utf16LittleEndian),
            (Array("name\nJosé\n".utf8), .utf8),
            ([0x6E, 0x61, 0x6D, 0x65, 0x0A, 0x4A, 0x6F, 0x73, 0xE9, 0x0A], .windows1252),
        ]
        for (bytes, expected) in cases {
            var decoder = ImportTextDecoder()
            var out: [UInt8] = []
            for byte in bytes { out += decoder.decode([byte]) }
            out += decoder.finish()
            #expect(decoder.encoding == expected)
            #expect(String(decoding: out, as: UTF8.self).hasSuffix("\n"))
            #expect(!String(decoding: out, as: UTF8.self).contains("\u{FFFD}"))
        }
    }

    @Test(arguments: [
        // Google Contacts' export (its first columns), and Outlook's.
        "First Name,Middle Name,Last Name,Phone 1 - Label,Phone 1 - Value,Address 1 - City,Address 1 - Country\r\nAda,,Lovelace,Mobile,020 7946 0000,London,United Kingdom\r\n",
        "First Name,Last Name,Business Phone,Mobile Phone,Home City,Home Country/Region\r\nAda,Lovelace,,020 7946 0000,London,UK\r\n",
        "nom,prénom,ville,pays,téléphone\r\nLovelace,Ada,London,Royaume-Uni,020 7946 0000\r\n",
    ])
    func exportsAndOtherLanguagesAreMappedByTheirHeaders(file: String) async throws {
        try await withTestApp { client, store in
            let (status, report) = try await upload(client, Array(file.utf8))
            #expect(status == .ok, "\(report)")
            #expect(report["imported"] as? Int == 1, "\(report)")
            #expect(try await store.contacts().contains { $0.name == "Ada Lovelace" && $0.country == "GB" && $0.city == "London" })
        }
    }

    @Test func columnsThatCannotBeToldAreMappedByThePerson() async throws {
        let file = "A,B,C,D\r\nAda Lovelace,London,GB,020 7946 0000\r\n"
        try await withTestApp { client, store in
            let (status, answer) = try await upload(client, Array(file.utf8))
            #expect(status == .unprocessableContent)
            #expect(answer["needsMapping"] as? Bool == true)
            #expect(answer["header"] as? [String] == ["A", "B", "C", "D"])
            let (mapped, report) = try await upload(client, Array(file.utf8), query: "name=0&country=2&city=1&phone=3")
            #expect(mapped == .ok)
            #expect(report["imported"] as? Int == 1)
            #expect(try await store.contacts().contains { $0.name == "Ada Lovelace" && $0.city == "London" })
            let (bad, _) = try await upload(client, Array(file.utf8), query: "name=0&country=x")
            #expect(bad == .badRequest)
        }
    }

    @Test func theReportGroupsRefusalsByCauseQuotingEveryValueButThePhone() async throws {
        let file = """
            name,country,city,phone\r
            Ada Lovelace,Atlantis,London,020 7946 0000\r
            Ada Byron,Atlantis,London,020 7946 0001\r
            Grace Hopper,US,Arlington,+1 202 555 01\r
            R2-D2,GB,Leeds,020 7946 0002\r
            Alan Turing,GB,Wilmslow,020 7946 0003\r

            """
        try await withTestApp { client, _ in
            let (status, report) = try await upload(client, Array(file.utf8))
            #expect(status == .ok)
            #expect(report["report"] as? String == "imported 1, rejected 4")
            let groups = try #require(report["groups"] as? [[String: Any]])
            let country = try #require(groups.first { $0["field"] as? String == "country" })
            #expect(country["count"] as? Int == 2)
            #expect(country["cause"] as? String == "No country is called that.")
            let examples = try #require(country["examples"] as? [[String: Any]])
            #expect(examples.map { $0["value"] as? String } == ["Atlantis", "Atlantis"])
            #expect(examples.map { $0["line"] as? Int } == [2, 3])
            let phone = try #require(groups.first { $0["field"] as? String == "phone" })
            #expect((phone["examples"] as? [[String: Any]])?.first?["value"] == nil)
            #expect((phone["examples"] as? [[String: Any]])?.first?["line"] as? Int == 4)
            let text = String(describing: groups)
            #expect(!text.contains("555"))
            let csv = try #require(report["refusedCSV"] as? String)
            #expect(csv.hasPrefix("name,country,city,phone,problem\r\n"))
            #expect(csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == 5)
            #expect(csv.contains("R2-D2,GB,Leeds,020 7946 0002,\"name: "))
            // The refused rows, fixed, import again.
            let fixed = csv.replacingOccurrences(of: "Atlantis", with: "GB").replacingOccurrences(of: "R2-D2", with: "Artoo Detoo")
            let (again, second) = try await upload(client, Array(fixed.utf8))
            #expect(again == .ok)
            #expect(second["imported"] as? Int == 3, "\(second)")
        }
    }

    @Test func duplicatesAreFlaggedAndCanBeSkipped() async throws {
        let file = """
            name,country,city,phone\r
            Zed Alpha,GB,London,020 7946 0100\r
            Zed Beta,GB,Leeds,020 7946 0100\r
            Zed Alpha,GB,london,020 7946 0101\r
            Ada Whitfield,GB,Bath,+442079460958\r
            Grace Okafor,US,Arlington,+1 202 555 0188\r
            Zed Gamma,GB,York,020 7946 0102\r

            """
        try await withTestApp { client, store in
            let before = try await store.contacts().count
            let (status, checked) = try await upload(client, Array(file.utf8), query: "check=1")
            #expect(status == .ok)
            #expect(checked["checkOnly"] as? Bool == true)
            #expect(checked["duplicates"] as? Int == 4, "\(checked)")
            let repeats = (checked["duplicateRows"] as? [[String: Any]] ?? []).compactMap { $0["repeats"] as? String }
            #expect(repeats.sorted() == [
                "the name and city of a stored contact", "the name and city of line 2", "the phone of a stored contact",
                "the phone of line 2",
            ])
            #expect(try await store.contacts().count == before)  // checking inserts nothing
            let (_, skipped) = try await upload(client, Array(file.utf8), query: "duplicates=skip")
            #expect(skipped["report"] as? String == "imported 2, rejected 0, skipped 4 duplicates")
            #expect(try await store.contacts().count == before + 2)
            // The same file again: every row is now a duplicate.
            let (_, twice) = try await upload(client, Array(file.utf8), query: "duplicates=skip")
            #expect(twice["imported"] as? Int == 0)
            #expect(twice["skipped"] as? Int == 6)
        }
    }

    @Test func aRealisticFileImportsNinetyNinePercentOfItsValidRows() async throws {
        let rows = RealisticContactFile.rows(count: 5_000, seed: 20_261_127)
        let rules = ContactValidator()
        let valid = rows.filter { row in
            guard let code = row.intendedCountry else { return false }
            return (try? rules.newContact(name: row.name, country: code, city: row.city, phone: row.phone, now: testNow)) != nil
        }.count
        #expect(valid >= 4_500, "the generator's rows are mostly valid: \(valid)")
        try await TestStore.with(seed: false) { store in
            var importer = ContactImporter(store: store, now: testNow) { _ in }
            try await importer.read(Array(RealisticContactFile.csv(rows).utf8))
            let summary = try await importer.finish()
            let share = Double(summary.imported) / Double(valid)
            print("realistic file: \(summary.imported) of \(valid) valid rows imported (\(String(format: "%.2f", share * 100))%), \(summary.rejected) refused")
            #expect(summary.imported <= valid)
            #expect(share >= 0.99, "\(importer.refusals.groups.map { "\($0.field): \($0.cause) ×\($0.count) \($0.examples.prefix(3).compactMap(\.value))" })")
        }
    }
}
