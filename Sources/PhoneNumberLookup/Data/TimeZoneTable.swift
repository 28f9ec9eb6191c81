import Foundation

/// Time-zone prefixes (`timezones/prefixes.bin`) and their zone lists (`timezones/zones.bin`, one
/// interned string per list, zones joined by `&`); the few hundred lists are split once, on load.
struct TimeZoneTable: Sendable {
    let table: PrefixTable
    let zones: PrefixNames
    private let lists: [[String]]

    init(directory: URL) throws(LookupDataError) {
        table = try PrefixTable(file: DataFile(directory: directory, name: "timezones/prefixes.bin", magic: "FKLP"))
        zones = try PrefixNames(
            file: DataFile(directory: directory, name: "timezones/zones.bin", magic: "FKLN"), prefixCount: table.count)
        var lists: [[String]] = []
        for index in 0..<zones.stringCount {
            lists.append(try zones.string(at: index).split(separator: "&").map(String.init))
        }
        self.lists = lists
    }

    /// The zones of the prefix at `prefixIndex`, nil when it has none.
    func zones(forPrefix prefixIndex: Int) throws(LookupDataError) -> [String]? {
        guard let index = zones.stringIndex(forPrefix: prefixIndex) else { return nil }
        guard index < lists.count else { throw zones.file.error(.outOfRange, at: DataFile.headerSize) }
        return lists[index]
    }
}
