// Peer harness: Google's C++ libphonenumber on the benchmark inputs, measured the same way as
// phone_bench.py and the Swift harness (see scripts/bench-phone).
//
//   g++ -O2 -std=c++17 phone_bench.cc -lphonenumber -lprotobuf -o phone_bench
//   ./phone_bench inputs.tsv          # parse, parse + 3 formats, resident memory
//   ./phone_bench --first             # time from main() to the first formatted number
#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;
using Clock = std::chrono::steady_clock;

namespace {

long resident_kib() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  }
  return -1;
}

std::vector<std::pair<std::string, std::string>> read_inputs(const char* path) {
  std::vector<std::pair<std::string, std::string>> inputs;
  std::ifstream file(path);
  std::string line;
  while (std::getline(file, line)) {
    auto tab = line.rfind('\t');
    if (tab == std::string::npos) {
      inputs.emplace_back(line, "ZZ");
    } else {
      inputs.emplace_back(line.substr(0, tab), line.substr(tab + 1));
    }
  }
  return inputs;
}

// Runs `pass` over all inputs until at least one second has gone by; returns ns per input.
template <typename Pass>
double time_per_input(size_t count, Pass pass) {
  size_t rounds = 0;
  auto start = Clock::now();
  double elapsed = 0;
  do {
    pass();
    ++rounds;
    elapsed = std::chrono::duration<double, std::nano>(Clock::now() - start).count();
  } while (elapsed < 1e9);
  return elapsed / double(rounds * count);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 2 && std::string(argv[1]) == "--first") {
    auto start = Clock::now();
    const PhoneNumberUtil* util = PhoneNumberUtil::GetInstance();
    PhoneNumber number;
    std::string out;
    util->Parse("+41 44 668 18 00", "ZZ", &number);
    util->Format(number, PhoneNumberUtil::INTERNATIONAL, &out);
    double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    std::printf("first_use_ms=%.3f\t%s\n", ms, out.c_str());
    return 0;
  }
  if (argc != 2) {
    std::fprintf(stderr, "usage: phone_bench INPUTS.tsv | --first\n");
    return 2;
  }
  long baseline = resident_kib();
  const PhoneNumberUtil* util = PhoneNumberUtil::GetInstance();
  long loaded = resident_kib();
  auto inputs = read_inputs(argv[1]);
  size_t parsed = 0, chars = 0;
  double parse_ns = time_per_input(inputs.size(), [&] {
    PhoneNumber number;
    for (auto& [text, region] : inputs) {
      parsed += util->Parse(text, region, &number) == PhoneNumberUtil::NO_PARSING_ERROR;
    }
  });
  double format_ns = time_per_input(inputs.size(), [&] {
    PhoneNumber number;
    std::string out;
    for (auto& [text, region] : inputs) {
      if (util->Parse(text, region, &number) != PhoneNumberUtil::NO_PARSING_ERROR) continue;
      util->Format(number, PhoneNumberUtil::E164, &out);
      chars += out.size();
      util->Format(number, PhoneNumberUtil::INTERNATIONAL, &out);
      chars += out.size();
      util->Format(number, PhoneNumberUtil::NATIONAL, &out);
      chars += out.size();
    }
  });
  std::printf("inputs=%zu\tparse_ns=%.1f\tparse_format3_ns=%.1f\tmetadata_rss_kib=%ld\tchecksum=%zu\n",
              inputs.size(), parse_ns, format_ns, loaded - baseline, parsed + chars);
  return 0;
}
