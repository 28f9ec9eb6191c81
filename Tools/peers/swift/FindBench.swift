// FormKit's side of the matcher comparison: PhoneNumber.matches over one text, measured exactly like
// Tools/peers/find_bench.cc (scripts/bench-find builds and runs both).
//
//   find-bench-swift text.txt US      # matches found, CPU milliseconds per pass, MB/s
//   find-bench-swift text.txt US 1000000000000   # the same with another limit on tries (default 65535)
import Foundation
import PhoneNumbers

@main
enum FindBench {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count == 2 || arguments.count == 3, let data = FileManager.default.contents(atPath: arguments[0])
        else {
            FileHandle.standardError.write(Data("usage: find-bench-swift TEXT_FILE REGION [MAX_TRIES]\n".utf8))
            exit(2)
        }
        let text = String(decoding: data, as: UTF8.self)
        let region = arguments[1]
        let maxTries = arguments.count == 3 ? Int(arguments[2]) ?? 65535 : 65535
        func onePass() -> Int {
            var found = 0
            for _ in PhoneNumber.matches(in: text, defaultRegion: region, maxTries: maxTries) { found += 1 }
            return found
        }
        var found = onePass()  // warm-up: metadata
        var passes = 0
        let start = cpuSeconds()
        var elapsed = 0.0
        repeat {
            found = onePass()
            passes += 1
            elapsed = cpuSeconds() - start
        } while elapsed < 1.0
        let ms = elapsed * 1000 / Double(passes)
        let mbPerSecond = Double(data.count) / 1e6 / (ms / 1000)
        print("peer=formkit\tmax_tries=\(maxTries)\tbytes=\(data.count)\tmatches=\(found)\tms_per_pass=\(String(format: "%.3f", ms))\tMB_per_s=\(String(format: "%.2f", mbPerSecond))")
    }

    /// CPU time of the process: on a machine shared with other builds, wall time measures the scheduler.
    static func cpuSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
