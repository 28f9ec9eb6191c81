// The country catalogue's search speed (BENCHMARKS.md, "Country catalogue"): the time of one
// `CountryCatalogue.search` over the 245 regions' names (locale, English, own and everyday names),
// for queries of every kind, p50 and p90 over `rounds` passes.
//
//   swift run -c release countries-bench [rounds] [locale]
import Foundation
import PhoneCountries

let arguments = CommandLine.arguments.dropFirst()
let rounds = arguments.first.flatMap { Int($0) } ?? 2_000
let locale = arguments.dropFirst().first ?? "en"
let queries = [
    "Switzerland", "Swizerland", "swi", "+41", "41", "ch", "Deutschland", "Turkey", "Côte d'Ivoire",
    "United", "Korea", "Holland", "UAE", "Burma", "Ind", "Germny", "x", "Saint Vincent and the Grenadines",
]
let catalogue = try CountryCatalogue(locale: locale)
let clock = ContinuousClock()
var nanoseconds: [Int64] = []
var found = 0
for _ in 0..<rounds {
    for query in queries {
        let start = clock.now
        found &+= catalogue.search(query).count
        let elapsed = clock.now - start
        nanoseconds.append(elapsed.components.attoseconds / 1_000_000_000 + elapsed.components.seconds * 1_000_000_000)
    }
}
let sorted = nanoseconds.sorted()
let microseconds = { (share: Double) in Double(sorted[Int(Double(sorted.count - 1) * share)]) / 1000 }
print(String(format: "countries-bench: %@, %d searches: p50 %.2f us, p90 %.2f us, p99 %.2f us (%d answers)",
    locale, sorted.count, microseconds(0.5), microseconds(0.9), microseconds(0.99), found))
