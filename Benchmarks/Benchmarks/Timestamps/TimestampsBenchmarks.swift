import Benchmark
import Timestamps

let benchmarks: @Sendable () -> Void = {
}
