import Benchmark
import Suggestions

let benchmarks: @Sendable () -> Void = {
}
