import Foundation

/// The data files of one directory, each opened (mapped) on first use and kept; thread-safe.
final class LookupStore: @unchecked Sendable {
    let directory: URL
    private let lock = NSLock()
    private var geocoding: Result<PrefixData, LookupDataError>?
    private var carrier: Result<PrefixData, LookupDataError>?
    private var timeZones: Result<TimeZoneTable, LookupDataError>?
    private var countries: Result<CountryNames, LookupDataError>?

    init(directory: URL) {
        self.directory = directory
    }

    /// Reads a cached value under the lock, or loads it (outside the lock) and keeps the result.
    private func cached<Value>(
        _ slot: ReferenceWritableKeyPath<LookupStore, Result<Value, LookupDataError>?>,
        load: () throws(LookupDataError) -> Value
    ) throws(LookupDataError) -> Value {
        lock.lock()
        let present = self[keyPath: slot]
        lock.unlock()
        if let present { return try present.get() }
        let result = Result { () throws(LookupDataError) in try load() }
        lock.lock()
        self[keyPath: slot] = result
        lock.unlock()
        return try result.get()
    }

    func geocodingData() throws(LookupDataError) -> PrefixData {
        try cached(\.geocoding) { () throws(LookupDataError) in try PrefixData(directory: directory, folder: "geocoding") }
    }

    func carrierData() throws(LookupDataError) -> PrefixData {
        try cached(\.carrier) { () throws(LookupDataError) in try PrefixData(directory: directory, folder: "carrier") }
    }

    func timeZoneData() throws(LookupDataError) -> TimeZoneTable {
        try cached(\.timeZones) { () throws(LookupDataError) in try TimeZoneTable(directory: directory) }
    }

    func countryNames() throws(LookupDataError) -> CountryNames {
        try cached(\.countries) { () throws(LookupDataError) in
            try CountryNames(file: DataFile(directory: directory, name: "countries.bin", magic: "FKLC"))
        }
    }
}
