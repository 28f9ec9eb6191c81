import Foundation
import Suggestions

/// The distinct words of the contacts' names in a ternary search tree, for completions as a person types
/// in the search box (`GET /api/contacts/words?prefix=`).
///
/// The tree is filled from the store once, on the first request, then kept up to date by the event hub:
/// every committed contact, from this instance or (PostgreSQL) any other, adds its name's words. A
/// `refresh` (an import) has the next request read the store's words again. Words of deleted or renamed
/// contacts stay until the process restarts: a completion may then find no one, never miss a name.
///
/// ```swift
/// let words = ContactNameWords(store: store)
/// await store.events.observe(words.apply)      // buildRouter does this
/// try await words.completions(of: "Ha")        // ["hana", "haddad"]
/// ```
/// Words are folded like sort keys (lowercase, no accents), so a completion searches as typed.
public final class ContactNameWords: @unchecked Sendable {
    private let store: ContactService
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var tree = TernarySearchTree<Void>()
    /// Guarded by `lock`: whether the store's words are in the tree (since the last `refresh`).
    private var isLoaded = false

    public init(store: ContactService) {
        self.store = store
    }

    /// Up to `limit` words that start with `prefix` once folded, in byte order; the prefix itself first when it is a word.
    public func completions(of prefix: String, limit: Int = 10) async throws -> [String] {
        if !lock.withLock({ isLoaded }) {
            // Read without the lock; words a change adds meanwhile go in too (the tree is a set).
            let words = try await store.nameWords()
            lock.withLock {
                for word in words { tree.insert(word) }
                isLoaded = true
            }
        }
        let folded = ContactSearchKeys.sortKey(of: prefix)
        guard !folded.isEmpty, !folded.contains(" ") else { return [] }
        return lock.withLock { tree.completions(of: folded, limit: limit).map(\.key) }
    }

    /// How many distinct words the tree holds.
    public var count: Int { lock.withLock { tree.count } }

    /// Takes in a committed change: a contact's words are added; a `refresh` reloads on the next request.
    @Sendable public func apply(_ event: ChangeEvent) {
        switch event.change {
        case .contact(let contact):
            let words = ContactSearchKeys.words(ofSortKey: ContactSearchKeys.sortKey(of: contact.name))
            lock.withLock { for word in words { tree.insert(word) } }
        case .refresh:
            lock.withLock { isLoaded = false }
        case .contactDeleted, .slot:
            break
        }
    }
}
