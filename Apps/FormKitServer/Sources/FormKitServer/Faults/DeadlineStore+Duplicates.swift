import Foundation

extension DeadlineStore: DuplicateFinding {
    /// The base store's search, passed through (the deadline of the calls in DeadlineStore.swift is private to it).
    public func contacts(phones: [String], sortKeys: [String]) async throws -> [Contact] {
        try await base.storedDuplicates(phones: phones, sortKeys: sortKeys)
    }
}
