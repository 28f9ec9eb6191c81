import Foundation

/// One data set: its prefix table and the names files of its languages, each opened on first use.
final class PrefixData: @unchecked Sendable {
    let table: PrefixTable
    private let directory: URL
    private let folder: String
    private let lock = NSLock()
    private var names: [String: Result<PrefixNames, LookupDataError>] = [:]
    private var chains: [ChainKey: [PrefixNames]] = [:]
    /// The chain asked for last: most callers look up many numbers in one locale, and comparing two
    /// small strings costs less than hashing them.
    private var lastChain: (key: ChainKey, files: [PrefixNames])?

    /// A locale and the region phonenumbers adds to it, naming a fallback chain.
    private struct ChainKey: Hashable {
        var locale: LookupLocale
        var region: String?
    }

    init(directory: URL, folder: String) throws(LookupDataError) {
        self.directory = directory
        self.folder = folder
        table = try PrefixTable(file: DataFile(directory: directory, name: "\(folder)/prefixes.bin", magic: "FKLP"))
    }

    /// The names files of the languages a locale falls back through, best first, kept per locale.
    func chain(for locale: LookupLocale, region: String?) throws(LookupDataError) -> [PrefixNames] {
        let key = ChainKey(locale: locale, region: region)
        lock.lock()
        if let last = lastChain, last.key == key {
            lock.unlock()
            return last.files
        }
        let cached = chains[key]
        if let cached { lastChain = (key, cached) }
        lock.unlock()
        if let cached { return cached }
        var files: [PrefixNames] = []
        for language in LanguageChain.languages(for: locale, region: region) {
            if let names = try names(language) { files.append(names) }
        }
        lock.lock()
        chains[key] = files
        lock.unlock()
        return files
    }

    /// The names file of `language`, nil when the data set has no such language.
    func names(_ language: String) throws(LookupDataError) -> PrefixNames? {
        guard table.languages.contains(language) else { return nil }
        lock.lock()
        let cached = names[language]
        lock.unlock()
        let result = cached ?? load(language)
        return try result.get()
    }

    private func load(_ language: String) -> Result<PrefixNames, LookupDataError> {
        let name = "\(folder)/\(language).bin"
        let result = Result { () throws(LookupDataError) in
            try PrefixNames(file: DataFile(directory: directory, name: name, magic: "FKLN"), prefixCount: table.count)
        }
        lock.lock()
        names[language] = result
        lock.unlock()
        return result
    }

    /// Every file of the data set that exists, for ``NumberLookup/verify()``.
    func allFiles() throws(LookupDataError) -> [DataFile] {
        var files = [table.file]
        for language in table.languages {
            if let names = try names(language) { files.append(names.file) }
        }
        return files
    }
}
