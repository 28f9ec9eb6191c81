// Peer harness: C++ libphonenumber's PhoneNumberOfflineGeocoder (Debian's libgeocoding) on the benchmark
// inputs, measured as LookupBench.swift and lookup_bench.py measure theirs (see scripts/bench-lookup).
//
//   g++ -O2 -std=c++17 lookup_bench.cc -lgeocoding -lphonenumber -licuuc -lprotobuf -o lookup_bench
//   ./lookup_bench inputs.txt LANG     # ns per description, resident memory
//   ./lookup_bench --first LANG        # time to the first description, in a new process and after English
#include <phonenumbers/geocoding/phonenumber_offline_geocoder.h>
#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>
#include <unicode/locid.h>

#include <time.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberOfflineGeocoder;
using i18n::phonenumbers::PhoneNumberUtil;
using Clock = std::chrono::steady_clock;

namespace {

long resident_kib(const std::string& field = "VmRSS:") {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind(field, 0) == 0) return std::stol(line.substr(field.size()));
  }
  return -1;
}

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double cpu_ns() {
  timespec now;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return double(now.tv_sec) * 1e9 + double(now.tv_nsec);
}

// CPU time per input over at least a CPU second (the machine may be shared).
template <typename Pass>
double time_per_input(size_t count, Pass pass) {
  size_t rounds = 0;
  double start = cpu_ns();
  double elapsed = 0;
  do {
    pass();
    ++rounds;
    elapsed = cpu_ns() - start;
  } while (elapsed < 1e9);
  return elapsed / double(rounds * count);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: lookup_bench inputs.txt LANG | --first LANG\n";
    return 2;
  }
  const PhoneNumberUtil& util = *PhoneNumberUtil::GetInstance();
  icu::Locale locale(argv[2]);
  if (std::string(argv[1]) == "--first") {
    auto start = Clock::now();
    PhoneNumberOfflineGeocoder geocoder;
    PhoneNumber number;
    util.Parse("+41446681800", "ZZ", &number);
    std::string first = geocoder.GetDescriptionForNumber(number, locale);
    double cold = ms_since(start);
    PhoneNumber german;
    util.Parse("+4989123456", "ZZ", &german);
    auto again = Clock::now();
    std::string second = geocoder.GetDescriptionForNumber(german, icu::Locale("fr"));
    double new_language = ms_since(again);
    std::printf("first_lookup_ms\t%.3f\t%s\n", cold, first.c_str());
    std::printf("first_lookup_new_language_ms\t%.3f\t%s\n", new_language, second.c_str());
    return 0;
  }
  std::vector<PhoneNumber> numbers;
  std::ifstream file(argv[1]);
  std::string line;
  while (std::getline(file, line)) {
    PhoneNumber number;
    if (util.Parse(line, "ZZ", &number) == PhoneNumberUtil::NO_PARSING_ERROR) numbers.push_back(number);
  }
  PhoneNumberOfflineGeocoder geocoder;
  long before = resident_kib();
  size_t found = 0;
  for (size_t i = 0; i < numbers.size() && i < 10000; ++i) {
    if (!geocoder.GetDescriptionForNumber(numbers[i], locale).empty()) ++found;
  }
  long after = resident_kib();
  std::printf("numbers\t%zu\t%zu described\n", numbers.size(), found);
  std::printf("resident_kib_delta_10000\t%ld\n", after - before);
  size_t sink = 0;
  double describe = time_per_input(numbers.size(), [&] {
    for (const auto& number : numbers) sink += geocoder.GetDescriptionForNumber(number, locale).size();
  });
  std::printf("description_ns\t%.1f\n", describe);
  std::printf("checksum\t%zu\n", sink);
  std::printf("resident_kib\t%ld\n", resident_kib());
  return 0;
}
