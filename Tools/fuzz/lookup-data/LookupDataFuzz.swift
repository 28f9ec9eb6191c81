// libFuzzer target for PhoneNumberLookup's data readers: any bytes, as a prefix table, a names file
// or a country-names file, must be rejected with a LookupDataError or read without crashing. Build and
// run with scripts/fuzz-lookup-data.
//
// Input layout: the first byte picks the reader (0 prefix table, 1 names file, 2 country names); the
// rest is the file. Names files are read against a prefix table of the count in their own header.
import Foundation

private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("lookup-data-fuzz-\(getpid())")
private let ready: Void = {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLookupData(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = ready
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let selector = bytes.first else { return 0 }
    let name = "input.bin"
    guard FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: Data(bytes.dropFirst())) else {
        return 0
    }
    do throws(LookupDataError) {
        switch selector % 3 {
        case 0:
            let table = try PrefixTable(file: DataFile(directory: directory, name: name, magic: "FKLP"))
            for code in [1, 41, 44, 86, 999, -1, 1000] { _ = table.lengthMask(callingCode: code) }
            for length in 1...PrefixTable.maximumLength {
                for value: UInt32 in [0, 1, 41, 44, 4144, 441_234, 999_999_999, .max] {
                    if let index = table.index(of: value, length: length) { precondition(index < table.count) }
                }
            }
        case 1:
            let file = try DataFile(directory: directory, name: name, magic: "FKLN")
            let prefixCount = file.count >= 16 ? Int(file.uint32(at: 12)) : 0
            let names = try PrefixNames(file: file, prefixCount: prefixCount)
            for prefix in [0, 1, 2, prefixCount / 2, prefixCount - 1, prefixCount, prefixCount + 1, Int(UInt32.max)] {
                if let string = names.stringIndex(forPrefix: prefix) { _ = try? names.string(at: string) }
            }
            for string in [0, 1, names.stringCount - 1, names.stringCount, 65_535] where string >= 0 {
                _ = try? names.string(at: string)
            }
        default:
            let countries = try CountryNames(file: DataFile(directory: directory, name: name, magic: "FKLC"))
            for (region, language) in [("GB", "en"), ("CH", "de"), ("ZZ", "en"), ("US", "zz"), ("", ""), ("AD", "aa")] {
                _ = try? countries.name(region: region, language: language)
            }
        }
        _ = try? DataFile(directory: directory, name: name, magic: "FKLP").verifyChecksum()
    } catch {
        precondition(error.offset >= 0 && error.offset <= size, "error offset outside the file")
    }
    return 0
}
