import Benchmark
import Sampling

let benchmarks: @Sendable () -> Void = {
}
