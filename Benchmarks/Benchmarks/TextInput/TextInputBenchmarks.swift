import Benchmark
import TextInput

let benchmarks: @Sendable () -> Void = {
}
