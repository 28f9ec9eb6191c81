// Peer harness: C++ libphonenumber's PhoneNumberMatcher over one text, measured the same way as
// Tools/peers/swift/FindBench.swift (see scripts/bench-find).
//
//   g++ -O2 -std=c++17 find_bench.cc -lphonenumber -lprotobuf -o find_bench
//   ./find_bench text.txt US          # matches found, CPU milliseconds per pass, MB/s
#include <phonenumbers/phonenumbermatch.h>
#include <phonenumbers/phonenumbermatcher.h>
#include <phonenumbers/phonenumberutil.h>

#include <time.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

using i18n::phonenumbers::PhoneNumberMatch;
using i18n::phonenumbers::PhoneNumberMatcher;
using i18n::phonenumbers::PhoneNumberUtil;

// CPU time of the process: on a machine shared with other builds, wall time measures the scheduler.
static double cpu_seconds() {
  timespec now;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: find_bench TEXT_FILE REGION\n");
    return 2;
  }
  std::ifstream file(argv[1], std::ios::binary);
  std::stringstream buffer;
  buffer << file.rdbuf();
  const std::string text = buffer.str();
  const std::string region = argv[2];
  const PhoneNumberUtil& util = *PhoneNumberUtil::GetInstance();
  auto one_pass = [&]() {
    // Leniency VALID and 65535 tries, as in phonenumbers' defaults.
    PhoneNumberMatcher matcher(util, text, region, PhoneNumberMatcher::VALID, 65535);
    PhoneNumberMatch match;
    long found = 0;
    while (matcher.HasNext()) {
      matcher.Next(&match);
      ++found;
    }
    return found;
  };
  long found = one_pass();  // warm-up: metadata and regular expressions
  int passes = 0;
  double start = cpu_seconds();
  double elapsed = 0;
  do {
    found = one_pass();
    ++passes;
    elapsed = cpu_seconds() - start;
  } while (elapsed < 1.0);
  double ms = elapsed * 1000 / passes;
  std::printf("peer=cpp\tbytes=%zu\tmatches=%ld\tms_per_pass=%.3f\tMB_per_s=%.2f\n", text.size(), found, ms,
              text.size() / 1e6 / (ms / 1000));
  return 0;
}
