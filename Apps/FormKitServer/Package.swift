// swift-tools-version: 6.1
import PackageDescription

// The FormKit app: a Hummingbird 2 server over a GRDB (SQLite) or postgres-nio (PostgreSQL) store, rendering mustache pages.
// It lives in its own package so that `swift build` at the root stays light.
let package = Package(
    name: "FormKitServer",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "formkit-server", targets: ["App"]),
    ],
    dependencies: [
        .package(name: "formkit", path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", exact: "2.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
    ],
    targets: [
        .target(
            name: "FormKitServer",
            dependencies: [
                .product(name: "FormKit", package: "formkit"),
                .product(name: "PhoneNumberLookup", package: "formkit"),
                .product(name: "PhoneCountries", package: "formkit"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            resources: [.copy("Templates"), .copy("Public"), .copy("OpenAPI")]
        ),
        .executableTarget(
            name: "App",
            dependencies: [
                "FormKitServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Test doubles (the as-you-type black hole, the SQLite fault switch) and the server the test stages
        // run with them: in no product, so the shipped server carries no test switch.
        .target(
            name: "TestDoubles",
            dependencies: [
                "FormKitServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Tests/TestDoubles"
        ),
        .executableTarget(name: "ServerUnderTest", dependencies: ["TestDoubles"], path: "Tests/ServerUnderTest"),
        .testTarget(
            name: "FormKitServerTests",
            dependencies: [
                "FormKitServer",
                "TestDoubles",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
