// swift-tools-version: 6.1
import PackageDescription

// Library modules depend on the standard library and Foundation only.
// Heavy dependencies live in nested packages: Apps/FormKitServer and Benchmarks.
let package = Package(
    name: "formkit",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "FormKit", targets: ["FormKit"]),
        .library(name: "PhoneNumbers", targets: ["PhoneNumbers"]),
        .library(name: "PhoneNumberLookup", targets: ["PhoneNumberLookup"]),
        .library(name: "PhoneCountries", targets: ["PhoneCountries"]),
        .library(name: "TextInput", targets: ["TextInput"]),
        .library(name: "Timestamps", targets: ["Timestamps"]),
        .library(name: "Suggestions", targets: ["Suggestions"]),
        .library(name: "Sampling", targets: ["Sampling"]),
        .executable(name: "formkit", targets: ["FormKitCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // What the libraries need of the standard library and Foundation, in forms that carry no Unicode
        // tables, hashing or locks (Wasm/README.md says why); `package` access, not a product. (The types
        // whose members are inlinable are public: Swift 6.3 inlines no member of a `package` type into
        // another module.)
        .target(name: "StandardLibrarySubstitutes"),
        // The digit patterns of the numbering plans: their parser, their compiler to minimal automata and
        // the graph the generator writes them in; used by Tools/metadata/AutomataCompiler and PhoneNumbers.
        .target(name: "DigitPatterns"),
        // The numbering plans as one binary bundle: its writer, its reader and its specification
        // (PhonePlanBundle.docc/BundleFormat.md); `scripts/build-metadata-bundle` builds one.
        .target(name: "PhonePlanBundle", dependencies: ["StandardLibrarySubstitutes"]),
        // The bundle compiled into the library: its bytes as a C array (Tools/metadata/bundle_c_source.py),
        // read in place, so a plain `import FormKit` needs no file and WebAssembly builds it too.
        .target(name: "PhonePlanData"),
        .target(name: "PhoneNumbers", dependencies: ["DigitPatterns", "PhonePlanBundle", "PhonePlanData", "TextInput", "StandardLibrarySubstitutes"]),
        .target(name: "PhoneNumberLookup", dependencies: ["PhoneNumbers"], resources: [.copy("Resources/LookupData")]),
        // The rows of `formkit phone info --tsv` and `phone type --tsv`, which the CLI and the
        // WebAssembly build's formkit-cli.wasm both write; `package` access, not a product.
        .target(name: "PhoneRows", dependencies: ["PhoneNumbers"]),
        .target(name: "TextInput", dependencies: ["StandardLibrarySubstitutes"]),
        // The ranked country search over names the host folds, standard library only: the native
        // catalogue (PhoneCountries) and the WebAssembly build share it.
        .target(name: "CountrySearch"),
        // The country catalogue: regions, calling codes, flags, names from Foundation's Locale, search.
        .target(name: "PhoneCountries", dependencies: ["CountrySearch", "PhoneNumbers"]),
        .target(name: "Timestamps"),
        .target(name: "Suggestions"),
        .target(name: "Sampling"),
        .target(
            name: "FormKit",
            dependencies: ["PhoneNumbers", "TextInput", "Timestamps", "Suggestions", "Sampling"]
        ),
        .executableTarget(
            name: "FormKitCLI",
            dependencies: [
                "FormKit",
                "PhoneNumberLookup",
                "PhoneRows",
                "PhoneCountries",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "phone-automata-compiler", dependencies: ["DigitPatterns", "PhonePlanBundle"],
            path: "Tools/metadata/AutomataCompiler"),
        .executableTarget(name: "lookup-bench", dependencies: ["PhoneNumberLookup"], path: "Tools/peers-lookup"),
        .executableTarget(name: "countries-bench", dependencies: ["PhoneCountries"], path: "Tools/countries/Bench"),
        .target(name: "FormKitTestSupport", path: "Tests/FormKitTestSupport"),
        .executableTarget(name: "SuggestionsWordListCheck", dependencies: ["Suggestions", "FormKitTestSupport"], path: "Tools/wordlist-check"),
        .testTarget(name: "PhoneNumbersTests", dependencies: ["PhoneNumbers", "DigitPatterns", "PhonePlanBundle", "FormKitTestSupport", .product(name: "PropertyBased", package: "swift-property-based")], exclude: ["Golden"]),
        .testTarget(name: "PhonePlanBundleTests", dependencies: ["PhonePlanBundle", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "PhoneNumberLookupTests", dependencies: ["PhoneNumberLookup", "FormKitTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "StandardLibrarySubstitutesTests", dependencies: ["StandardLibrarySubstitutes", "PhoneNumbers"]),
        .testTarget(name: "TextInputTests", dependencies: ["TextInput", "PhoneNumbers", "FormKitTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "TimestampsTests", dependencies: ["Timestamps", "FormKitTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "SuggestionsTests", dependencies: ["Suggestions", "FormKitTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "SamplingTests", dependencies: ["Sampling", "FormKitTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "PhoneCountriesTests", dependencies: ["PhoneCountries", "CountrySearch"]),
        .testTarget(name: "FormKitTests", dependencies: ["FormKit"]),
        // Only the public API, as an app uses it: format styles, parse strategies, Codable, a Formatter.
        .testTarget(name: "FormKitConsumerTests", dependencies: ["FormKit"]),
        .testTarget(name: "FormKitCLITests", dependencies: ["FormKitCLI", "PhoneRows", "FormKitTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
