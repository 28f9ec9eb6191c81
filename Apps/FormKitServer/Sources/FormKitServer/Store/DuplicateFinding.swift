import Foundation

/// A store that finds the contacts an import would duplicate without reading every contact: those with
/// one of the given E.164 phones, or one of the given folded names (``ContactSearchKeys/sortKey(of:)``).
///
/// The import compares cities itself; a store that is not one of these is read whole (``storedDuplicates``).
public protocol DuplicateFinding: Sendable {
    func contacts(phones: [String], sortKeys: [String]) async throws -> [Contact]
}

extension AppStore {
    /// The stored contacts with one of `phones` or one of the folded names `sortKeys`.
    func storedDuplicates(phones: [String], sortKeys: [String]) async throws -> [Contact] {
        if let finder = self as? any DuplicateFinding { return try await finder.contacts(phones: phones, sortKeys: sortKeys) }
        let phoneSet = Set(phones), keySet = Set(sortKeys)
        return try await contacts().filter {
            phoneSet.contains($0.phone) || keySet.contains(ContactSearchKeys.sortKey(of: $0.name))
        }
    }
}
