// Peer harness: C++ libphonenumber's ShortNumberInfo on the short-number benchmark inputs, measured
// the same way as short_bench.py and the Swift harness (see scripts/bench-short).
//
//   g++ -O2 -std=c++17 short_bench.cc -lphonenumber -lprotobuf -o short_bench
//   ./short_bench inputs.tsv     # nanoseconds per check, one figure per ShortNumberInfo question
#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>
#include <phonenumbers/shortnumberinfo.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;
using i18n::phonenumbers::ShortNumberInfo;
using Clock = std::chrono::steady_clock;

namespace {

struct Input {
  std::string text, region;
  PhoneNumber number;
};

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
  if (argc != 2) {
    std::fprintf(stderr, "usage: short_bench INPUTS.tsv\n");
    return 2;
  }
  const PhoneNumberUtil* util = PhoneNumberUtil::GetInstance();
  ShortNumberInfo info;
  std::vector<Input> inputs;
  std::ifstream file(argv[1]);
  std::string line;
  while (std::getline(file, line)) {
    auto tab = line.rfind('\t');
    Input input{line.substr(0, tab), tab == std::string::npos ? "ZZ" : line.substr(tab + 1), {}};
    if (util->Parse(input.text, input.region, &input.number) == PhoneNumberUtil::NO_PARSING_ERROR) {
      inputs.push_back(std::move(input));
    }
  }
  size_t sum = 0;
  auto each = [&](auto check) {
    return time_per_input(inputs.size(), [&] {
      for (auto& input : inputs) sum += check(input);
    });
  };
  double possible = each([&](Input& i) { return info.IsPossibleShortNumberForRegion(i.number, i.region); });
  double valid = each([&](Input& i) { return info.IsValidShortNumberForRegion(i.number, i.region); });
  double cost = each([&](Input& i) { return int(info.GetExpectedCostForRegion(i.number, i.region)); });
  double carrier = each([&](Input& i) { return info.IsCarrierSpecificForRegion(i.number, i.region); });
  double sms = each([&](Input& i) { return info.IsSmsServiceForRegion(i.number, i.region); });
  double emergency = each([&](Input& i) { return info.IsEmergencyNumber(i.text, i.region); });
  double connects = each([&](Input& i) { return info.ConnectsToEmergencyNumber(i.text, i.region); });
  std::printf("inputs=%zu\tpossible_ns=%.1f\tvalid_ns=%.1f\tcost_ns=%.1f\tcarrier_ns=%.1f\tsms_ns=%.1f"
              "\temergency_ns=%.1f\tconnects_ns=%.1f\tchecksum=%zu\n",
              inputs.size(), possible, valid, cost, carrier, sms, emergency, connects, sum);
  return 0;
}
