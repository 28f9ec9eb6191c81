import Benchmark
import PhoneNumbers

let benchmarks: @Sendable () -> Void = {
}
