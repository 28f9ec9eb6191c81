import PostgresNIO
import Testing

@testable import FormKitServer

/// Which store the router and store suites ran on. With `FORMKIT_TEST_POSTGRES_URL` set, `TestStore`
/// must hand out a `PostgresStore` on a database of its own, which answers with the server's version;
/// scripts/test.d/52-app-postgres.sh reads the line printed here, so the stage cannot pass on SQLite.
@Suite struct StoreUnderTestTests {
    @Test func theStoreIsTheOneTheEnvironmentNames() async throws {
        try await TestStore.withStore { store in
            guard TestStore.postgresURL != nil else {
                #expect(store is SQLiteStore)
                print("store under test: SQLite")
                return
            }
            let postgres = try #require(store as? PostgresStore, "FORMKIT_TEST_POSTGRES_URL is set but the store is \(type(of: store))")
            let rows = try await postgres.client.query(
                "SELECT current_setting('server_version'), current_database(), (SELECT count(*) FROM contact)")
            var answers: [(version: String, database: String, contacts: Int64)] = []
            for try await row in rows.decode((String, String, Int64).self) { answers.append(row) }
            let answer = try #require(answers.first)
            #expect(answers.count == 1)
            #expect(answer.database.hasPrefix("formkit_test_"))
            #expect(answer.contacts == Int64(Seed.contacts.count))
            print("store under test: PostgreSQL \(answer.version), database \(answer.database), \(answer.contacts) contacts")
        }
    }
}
