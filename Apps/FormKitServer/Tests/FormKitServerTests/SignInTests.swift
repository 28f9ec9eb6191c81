import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing

@testable import FormKitServer

/// A clock the sign-in tests move by hand.
final class TestClock: Sendable {
    private let time = Mutex(testNow)
    var now: Date { time.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { time.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// Runs `body` against the app with the test account and no session, on `clock`.
func withSignInApp(
    clock: TestClock = TestClock(), secureCookies: Bool = false,
    _ body: @Sendable (any TestClientProtocol, SQLiteAccountStore) async throws -> Void
) async throws {
    let accounts = try await TestAccount.store()
    var signIn = SignIn(store: accounts, now: { clock.now })
    signIn.secureCookies = secureCookies
    let router = try await buildRouter(AppServices(store: try SQLiteStore.inMemory(), now: { testNow }), signIn: signIn)
    try await Application(router: router).test(.router) { client in try await body(client, accounts) }
}

extension TestClientProtocol {
    /// `POST /api/session` with `name` and `password`: the status, the headers and the body's bytes.
    func signIn(_ name: String, _ password: String, cookie: String? = nil) async throws -> (HTTPResponse.Status, HTTPFields, String) {
        var headers: HTTPFields = [.contentType: "application/json"]
        if let cookie { headers[.cookie] = cookie }
        return try await raw(.post, "/api/session", headers: headers, body: json(["name": name, "password": password]))
    }
}

/// Checks the status of an answer from `raw`, `signIn` or `text`.
func expectStatus<Headers, Body>(
    _ answer: @autoclosure () async throws -> (HTTPResponse.Status, Headers, Body), _ status: HTTPResponse.Status,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let (got, _, _) = try await answer()
    #expect(got == status, sourceLocation: sourceLocation)
}

/// The `name=value` part of a `Set-Cookie`, to send back.
func cookiePair(_ headers: HTTPFields) -> String? {
    headers[.setCookie]?.split(separator: ";").first.map(String.init)
}

@Suite("Sign-in")
struct SignInTests {
    /// Every route the router has, with its parameters filled in, except the public ones.
    static func guardedRoutes(_ router: Router<AppRequestContext>) -> [(HTTPRequest.Method, String)] {
        router.routes.compactMap { route in
            let path = "/" + route.path.description.split(separator: "/").map { segment in
                segment.hasPrefix(":") ? (segment == ":id" ? "1" : "x") : String(segment)
            }.joined(separator: "/")
            return RequireSessionMiddleware.isPublic(path) ? nil : (route.method, path)
        }
    }

    @Test func everyRouteButThePublicOnesAnswers401OrRedirectsWithoutASession() async throws {
        let signIn = SignIn(store: try await TestAccount.store(), now: { testNow })
        let router = try await buildRouter(AppServices(store: try SQLiteStore.inMemory(), now: { testNow }), signIn: signIn)
        let routes = Self.guardedRoutes(router)
        #expect(routes.count >= 20, "routes: \(routes.count)")
        try await Application(router: router).test(.router) { client in
            for (method, path) in routes {
                let type = JSONBodyMiddleware<AppRequestContext>.uploads[path] ?? "application/json"
                let headers: HTTPFields = method == .get ? [:] : [.contentType: type]
                let (status, answer, body) = try await client.raw(method, path, headers: headers, body: method == .get ? "" : "{}")
                if path.hasPrefix("/api/") || path == "/openapi.json" || method != .get {
                    #expect(status == .unauthorized, "\(method) \(path)")
                    #expect(body.contains(#""error":"Sign in first"#), "\(method) \(path)")
                } else {
                    #expect(status == .seeOther, "\(method) \(path)")
                    #expect(answer[.location]?.hasPrefix("/sign-in") == true, "\(method) \(path)")
                }
            }
            // The public ones answer without a session.
            try await expectStatus(await client.text("/sign-in"), .ok)
            try await expectStatus(await client.text("/healthz"), .ok)
        }
    }

    @Test func aPageRedirectsToSignInAndBack() async throws {
        try await withSignInApp { client, _ in
            let (status, headers, _) = try await client.raw(.get, "/schedule", headers: [:])
            #expect(status == .seeOther)
            #expect(headers[.location] == "/sign-in?next=/schedule")
            let (page, html, _) = try await client.text("/sign-in?next=/schedule")
            #expect(page == .ok)
            #expect(html.contains(#"data-next="/schedule""#))
            let (_, offsite, _) = try await client.text("/sign-in?next=//evil.example")
            #expect(offsite.contains(#"data-next="/""#))
        }
    }

    @Test func withoutAccountsEveryRequestPasses() async throws {
        let router = try await buildRouter(AppServices(store: try SQLiteStore.inMemory(), now: { testNow }))
        try await Application(router: router).test(.router) { client in
            try await expectStatus(await client.send(.get, "/api/contacts"), .ok)
            try await expectStatus(await client.text("/schedule"), .ok)
        }
    }

    @Test(arguments: [false, true])
    func signingInSetsAnHttpOnlyLaxCookieThatOpensTheApp(secure: Bool) async throws {
        try await withSignInApp(secureCookies: secure) { client, _ in
            let (status, headers, body) = try await client.signIn(TestAccount.name, TestAccount.password)
            #expect(status == .noContent)
            #expect(body.isEmpty)
            let setCookie = try #require(headers[.setCookie])
            #expect(setCookie.hasPrefix("formkit_session="))
            #expect(setCookie.contains("; HttpOnly"))
            #expect(setCookie.contains("; SameSite=Lax"))
            #expect(setCookie.contains("; Max-Age=1209600"))
            #expect(setCookie.contains("; Secure") == secure)
            let cookie = try #require(cookiePair(headers))
            let (contacts, _, _) = try await client.raw(.get, "/api/contacts", headers: [.cookie: cookie])
            #expect(contacts == .ok)
            let (page, _, _) = try await client.raw(.get, "/schedule", headers: [.cookie: cookie])
            #expect(page == .ok)
        }
    }

    @Test func signingInAgainRenewsTheSessionId() async throws {
        try await withSignInApp { client, _ in
            let (_, first, _) = try await client.signIn(TestAccount.name, TestAccount.password)
            let old = try #require(cookiePair(first))
            let (status, second, _) = try await client.signIn(TestAccount.name, TestAccount.password, cookie: old)
            #expect(status == .noContent)
            let new = try #require(cookiePair(second))
            #expect(new != old)
            try await expectStatus(await client.raw(.get, "/api/contacts", headers: [.cookie: old]), .unauthorized)
            try await expectStatus(await client.raw(.get, "/api/contacts", headers: [.cookie: new]), .ok)
        }
    }

    @Test func signingOutEndsTheSession() async throws {
        try await withSignInApp { client, accounts in
            let (_, headers, _) = try await client.signIn(TestAccount.name, TestAccount.password)
            let cookie = try #require(cookiePair(headers))
            let (status, out, _) = try await client.raw(.delete, "/api/session", headers: [.cookie: cookie])
            #expect(status == .noContent)
            #expect(out[.setCookie]?.contains("Max-Age=0") == true)
            try await expectStatus(await client.raw(.get, "/api/contacts", headers: [.cookie: cookie]), .unauthorized)
            #expect(try await accounts.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM account_session") } == 0)
        }
    }

    @Test func aSessionEndsAfter14DaysIdleButNotWhileUsed() async throws {
        let clock = TestClock()
        try await withSignInApp(clock: clock) { client, _ in
            let (_, headers, _) = try await client.signIn(TestAccount.name, TestAccount.password)
            let cookie = try #require(cookiePair(headers))
            clock.advance(13 * 86_400)
            let (used, renewed, _) = try await client.raw(.get, "/api/contacts", headers: [.cookie: cookie])
            #expect(used == .ok)
            #expect(renewed[.setCookie]?.contains("Max-Age=1209600") == true)  // the cookie lasts as long again
            clock.advance(13 * 86_400)
            try await expectStatus(await client.raw(.get, "/api/contacts", headers: [.cookie: cookie]), .ok)
            clock.advance(14 * 86_400)
            try await expectStatus(await client.raw(.get, "/api/contacts", headers: [.cookie: cookie]), .unauthorized)
        }
    }

    @Test func anUnknownNameAndAWrongPasswordGetByteIdenticalAnswers() async throws {
        try await withSignInApp { client, _ in
            let unknown = try await client.signIn("nobody", "wrong password here")
            let wrong = try await client.signIn(TestAccount.name, "wrong password here")
            #expect(unknown.0 == .unauthorized)
            #expect(unknown.0 == wrong.0)
            #expect(unknown.1 == wrong.1)
            #expect(unknown.2 == wrong.2)
            #expect(unknown.2 == #"{"error":"The name or password is wrong."}"#)
        }
    }

    @Test func fiveFailuresForANameLockItOutUntilTheWindowPasses() async throws {
        let clock = TestClock()
        try await withSignInApp(clock: clock) { client, _ in
            for _ in 0..<SignInLimits.perName {
                try await expectStatus(await client.signIn(TestAccount.name, "not the password"), .unauthorized)
                clock.advance(60)
            }
            // Locked: even the right password waits, and the answer is the same for a name that does not exist.
            let (locked, headers, body) = try await client.signIn(TestAccount.name, TestAccount.password)
            #expect(locked == .tooManyRequests)
            #expect(headers[.retryAfter] == "600")  // the first failure leaves the window in 10 minutes
            #expect(body.contains(#""error""#))
            for _ in 0..<SignInLimits.perName {
                try await expectStatus(await client.signIn("nobody", "not the password"), .unauthorized)
            }
            let unknown = try await client.signIn("nobody", TestAccount.password)
            #expect(unknown.0 == .tooManyRequests)
            clock.advance(600)
            try await expectStatus(await client.signIn(TestAccount.name, TestAccount.password), .noContent)
        }
    }

    @Test func twentyFailuresFromAnAddressLockItOut() async throws {
        let clock = TestClock()
        try await withSignInApp(clock: clock) { client, accounts in
            // The router test has no peer address: every attempt comes from "unknown".
            for index in 0..<SignInLimits.perAddress {
                try await accounts.addFailure(name: "name\(index)", address: "unknown", at: clock.now)
            }
            let (status, headers, _) = try await client.signIn(TestAccount.name, TestAccount.password)
            #expect(status == .tooManyRequests)
            #expect(headers[.retryAfter] == "900")
            clock.advance(SignInLimits.window)
            try await expectStatus(await client.signIn(TestAccount.name, TestAccount.password), .noContent)
        }
    }

    @Test func retryAfterCountsFromTheFailureThatKeepsTheLimitReached() {
        let times = (0..<7).map { testNow.addingTimeInterval(Double($0) * 60) }
        let now = times[6]
        // 7 failures, limit 5: the lockout lifts when the third (index 2) leaves the window.
        #expect(SignInLimits.retryAfter(byName: times, byAddress: [], now: now) == 900 - 240)
        #expect(SignInLimits.retryAfter(byName: Array(times.prefix(4)), byAddress: [], now: now) == nil)
        #expect(SignInLimits.retryAfter(byName: [], byAddress: Array(repeating: now, count: 20), now: now) == 900)
        #expect(SignInLimits.retryAfter(byName: [], byAddress: Array(repeating: now, count: 19), now: now) == nil)
    }

    @Test func aSessionFromOneInstanceWorksOnAnotherAndSignOutOnEitherEndsItEverywhere() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formkit-accounts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("app.sqlite").path
        let contacts = try SQLiteStore.inMemory()
        // Two instances: each opens the one database itself.
        let accountsA = try SQLiteAccountStore.file(at: path), accountsB = try SQLiteAccountStore.file(at: path)
        try await accountsA.addAccount(name: TestAccount.name, passwordHash: TestAccount.hash, now: testNow)
        let routerA = try await buildRouter(AppServices(store: contacts, now: { testNow }), signIn: SignIn(store: accountsA, now: { testNow }))
        try await Application(router: routerA).test(.router) { a in
            let routerB = try await buildRouter(AppServices(store: contacts, now: { testNow }), signIn: SignIn(store: accountsB, now: { testNow }))
            try await Application(router: routerB).test(.router) { b in
                let (_, headers, _) = try await a.signIn(TestAccount.name, TestAccount.password)
                let cookie = try #require(cookiePair(headers))
                try await expectStatus(await b.raw(.get, "/api/contacts", headers: [.cookie: cookie]), .ok)
                try await expectStatus(await b.raw(.delete, "/api/session", headers: [.cookie: cookie]), .noContent)
                try await expectStatus(await a.raw(.get, "/api/contacts", headers: [.cookie: cookie]), .unauthorized)
            }
        }
    }

    @Test func aPasswordNeverAppearsInALogLine() async throws {
        let lines = LogLines()
        let logger = Logger(label: "formkit-test") { _ in CapturingLogHandler(lines: lines) }
        let signIn = SignIn(store: try await TestAccount.store(), now: { testNow })
        let router = try await buildRouter(AppServices(store: try SQLiteStore.inMemory(), now: { testNow }), signIn: signIn)
        try await Application(router: router, logger: logger).test(.router) { client in
            try await expectStatus(await client.signIn(TestAccount.name, "a wrong password 123"), .unauthorized)
            try await expectStatus(await client.signIn("nobody", "another wrong password"), .unauthorized)
            let (_, headers, _) = try await client.signIn(TestAccount.name, TestAccount.password)
            try await expectStatus(await client.raw(.delete, "/api/session", headers: [.cookie: cookiePair(headers) ?? ""]), .noContent)
        }
        let logged = lines.all
        #expect(logged.contains { $0.contains("signed in") }, "the sign-in is logged: \(logged)")
        for secret in [TestAccount.password, "a wrong password 123", "another wrong password"] {
            #expect(!logged.contains { $0.contains(secret) })
        }
    }

    @Test func aHostOthersCanReachNeedsAnAccount() async throws {
        #expect(ReachableHost.isLoopback("127.0.0.1"))
        #expect(ReachableHost.isLoopback("127.1.2.3"))
        #expect(ReachableHost.isLoopback("::1"))
        #expect(ReachableHost.isLoopback("localhost"))
        #expect(!ReachableHost.isLoopback("0.0.0.0"))
        #expect(!ReachableHost.isLoopback("::"))
        #expect(!ReachableHost.isLoopback("192.168.1.10"))
        #expect(!ReachableHost.isLoopback("127.0.0.1.example.com"))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formkit-host-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var configuration = AppConfiguration()
        configuration.database = directory.appendingPathComponent("app.sqlite").path
        configuration.host = "0.0.0.0"
        await #expect(throws: ReachableHost.NoAccount.self) { _ = try await buildApplication(configuration) }
        configuration.host = "127.0.0.1"
        _ = try await buildApplication(configuration)
        try await SQLiteAccountStore.file(at: configuration.database)
            .addAccount(name: TestAccount.name, passwordHash: TestAccount.hash, now: testNow)
        configuration.host = "0.0.0.0"
        _ = try await buildApplication(configuration)
    }

    @Test func accountsAreAddedListedAndRemovedWithTheirSessions() async throws {
        let accounts = try await TestAccount.store()
        await #expect(throws: AccountError.exists(TestAccount.name)) {
            try await accounts.addAccount(name: TestAccount.name, passwordHash: TestAccount.hash, now: testNow)
        }
        try await accounts.addAccount(name: "ann", passwordHash: TestAccount.hash, now: testNow)
        #expect(try await accounts.accountNames() == ["ann", TestAccount.name])
        try await accounts.addSession(digest: "d", name: "ann", now: testNow)
        #expect(try await accounts.removeAccount(name: "ann"))
        #expect(try await accounts.session(digest: "d") == nil)
        #expect(try await !accounts.removeAccount(name: "ann"))
        await #expect(throws: AccountError.shortPassword(minimum: 12)) { _ = try await PasswordHashing.hash("short pass") }
        #expect(AccountName.isValid("ann.lee@example"))
        #expect(!AccountName.isValid("ann lee"))
        #expect(!AccountName.isValid(""))
    }
}

/// Log lines kept for a test to read.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])
    func add(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

/// A log handler that keeps every line, its metadata included, at every level.
struct CapturingLogHandler: LogHandler {
    let lines: LogLines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(
        level: Logger.Level, message: Logger.Message, metadata extra: Logger.Metadata?, source: String,
        file: String, function: String, line: UInt
    ) {
        let all = metadata.merging(extra ?? [:]) { $1 }
        lines.add("\(level) \(message) \(all)")
    }
}
