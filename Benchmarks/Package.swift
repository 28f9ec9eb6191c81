// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that `swift build` at the root stays light.
// Run one suite: swift package --package-path Benchmarks benchmark --target TimestampsBenchmarks
let suites = ["PhoneNumbers", "TextInput", "Timestamps", "Suggestions", "Sampling"]
// Further products a suite needs: TextInput measures the phone field built on it.
let extraProducts = ["TextInput": ["PhoneNumbers"]]

let package = Package(
    name: "FormKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "formkit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: suites.map { suite in
        .executableTarget(
            name: "\(suite)Benchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: suite, package: "formkit"),
            ] + (extraProducts[suite] ?? []).map { .product(name: $0, package: "formkit") },
            path: "Benchmarks/\(suite)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    },
    swiftLanguageModes: [.v6]
)
