import FormKitTestSupport
import Foundation
@testable import PhoneNumberLookup
import PhoneNumbers
import PropertyBased
import Testing

/// Damaged data files: lookups throw ``LookupDataError`` or answer, never trap, and every damage is
/// found by the file's checks.
@Suite(.serialized) struct CorruptDataTests {
    static let bundled = NumberLookup.bundled.store.directory
    static let files: [(name: String, magic: String)] = {
        var files: [(String, String)] = [("countries.bin", "FKLC"), ("timezones/prefixes.bin", "FKLP"), ("timezones/zones.bin", "FKLN")]
        for folder in ["geocoding", "carrier"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: bundled.appendingPathComponent(folder).path)) ?? []
            for name in names.sorted() {
                files.append(("\(folder)/\(name)", name == "prefixes.bin" ? "FKLP" : "FKLN"))
            }
        }
        return files
    }()
    static let numbers = ["+41446681800", "+41791234567", "+442083612345", "+447400123456", "+16502530000",
                          "+8613912345678", "+886223111234", "+5491123456789", "+77012345678", "+97143123456",
                          "+80012345678", "+18002530000", "+4989123456", "+380441234567", "+74951234567"]
        .compactMap { PhoneNumber($0) }
    static let locales: [LookupLocale] = ["en", "de", "zh", "zh_Hant", "ar", "ko", "ru", "kk", "uk", "fr"]

    /// A copy of the bundled data in a fresh folder.
    static func copyOfData() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lookup-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: bundled, to: folder)
        return folder
    }

    /// Runs every lookup on `directory`; returns how many threw.
    static func lookUpEverything(in directory: URL) -> Int {
        let lookup = NumberLookup(directory: directory)
        var errors = 0
        for number in numbers {
            for locale in locales {
                do throws(LookupDataError) {
                    _ = try lookup.description(for: number, locale: locale)
                    _ = try lookup.description(for: number, locale: locale, userRegion: "CH")
                    _ = try lookup.carrierName(for: number, locale: locale)
                } catch {
                    errors += 1
                }
            }
            do throws(LookupDataError) { _ = try lookup.timeZones(for: number) } catch { errors += 1 }
        }
        return errors
    }

    /// Opens a file and checks its structure and checksum.
    static func check(_ directory: URL, _ file: (name: String, magic: String)) throws(LookupDataError) {
        try DataFile(directory: directory, name: file.name, magic: file.magic).verifyChecksum()
    }

    @Test func intactDataPassesEveryCheck() throws {
        #expect(Self.files.count > 50)
        #expect(Self.numbers.count == 15)
        for file in Self.files { try Self.check(Self.bundled, file) }
        #expect(Self.lookUpEverything(in: Self.bundled) == 0)
    }

    @Test func aFlippedByteIsFoundAndNeverTraps() async throws {
        let directory = try Self.copyOfData()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = Gen.int(in: 0...(Self.files.count - 1))
        await propertyCheck(count: 120, input: files, Gen.int(in: 0...Int.max), Gen.uint8(in: 1...255), Gen.bool) {
            fileIndex, position, mask, nearStart in
            let file = Self.files[fileIndex]
            let url = directory.appendingPathComponent(file.name)
            guard let original = try? Data(contentsOf: url) else {
                Issue.record("cannot read \(file.name)")
                return
            }
            // Half the flips land in the first 4 KiB, where the headers and indexes are.
            let offset = position % (nearStart ? min(original.count, 4096) : original.count)
            var damaged = original
            damaged[offset] ^= mask
            // A damage that was not written would be checked as intact data.
            do { try damaged.write(to: url) } catch {
                Issue.record("cannot write \(file.name): \(error)")
                return
            }
            defer { try? original.write(to: url) }
            _ = Self.lookUpEverything(in: directory)
            #expect(throws: LookupDataError.self, "byte \(offset) of \(file.name)") { try Self.check(directory, file) }
        }
    }

    @Test func aTruncatedFileIsFoundAndNeverTraps() async throws {
        let directory = try Self.copyOfData()
        defer { try? FileManager.default.removeItem(at: directory) }
        await propertyCheck(count: 60, input: Gen.int(in: 0...(Self.files.count - 1)), Gen.int(in: 0...Int.max)) { fileIndex, position in
            let file = Self.files[fileIndex]
            let url = directory.appendingPathComponent(file.name)
            guard let original = try? Data(contentsOf: url) else {
                Issue.record("cannot read \(file.name)")
                return
            }
            let length = position % original.count
            do { try original.prefix(length).write(to: url) } catch {
                Issue.record("cannot write \(file.name): \(error)")
                return
            }
            defer { try? original.write(to: url) }
            _ = Self.lookUpEverything(in: directory)
            #expect(throws: LookupDataError.self, "\(file.name) cut to \(length) bytes") { try Self.check(directory, file) }
        }
    }

    @Test(arguments: [
        ("countries.bin", LookupDataError.Kind.missingFile, "lookup data countries.bin: missing file at byte 0"),
        ("timezones/zones.bin", .missingFile, "lookup data timezones/zones.bin: missing file at byte 0"),
    ])
    func aMissingFileIsNamed(name: String, kind: LookupDataError.Kind, message: String) throws {
        let directory = try Self.copyOfData()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        let lookup = NumberLookup(directory: directory)
        let number = try PhoneNumber(parsing: "+41 44 668 18 00")
        let error = #expect(throws: LookupDataError.self) {
            _ = try lookup.description(for: number, locale: "en", userRegion: "US")
            _ = try lookup.timeZones(for: number)
        }
        #expect(error?.kind == kind)
        #expect(error?.description == message)
    }

    @Test func aFileOfAnotherKindIsRejected() throws {
        let directory = try Self.copyOfData()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("geocoding/de.bin")
        try FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: directory.appendingPathComponent("countries.bin"), to: target)
        let error = #expect(throws: LookupDataError.self) {
            _ = try NumberLookup(directory: directory).description(for: PhoneNumber(parsing: "+4989123456"), locale: "de")
        }
        #expect(error == LookupDataError(kind: .wrongMagic, file: "geocoding/de.bin", offset: 0))
    }
}
