// Peer harness: Google's C++ libphonenumber's IsNumberMatchWithTwoStrings on the match corpus's pairs,
// measured like match_bench.py and the Swift harness (process CPU time, at least 1 s) (see scripts/bench-match).
//
//   g++ -O2 -std=c++17 match_bench.cc -lphonenumber -lprotobuf -o match_bench
//   ./match_bench pairs.txt          # A<TAB>B lines: ns per pair, and how many of each answer
#include <phonenumbers/phonenumberutil.h>

#include <ctime>
#include <cstdio>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

using i18n::phonenumbers::PhoneNumberUtil;

// Process CPU time in nanoseconds: on a machine shared with other builds, wall-clock time measures the
// scheduler as much as the code, so all three harnesses count the CPU time they are given.
static double cpu_ns() {
  timespec now;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return double(now.tv_sec) * 1e9 + double(now.tv_nsec);
}

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: match_bench PAIRS.txt\n");
    return 2;
  }
  std::vector<std::pair<std::string, std::string>> pairs;
  std::ifstream file(argv[1]);
  std::string line;
  while (std::getline(file, line)) {
    auto tab = line.find('\t');
    if (tab == std::string::npos) {
      pairs.emplace_back(line, "");
    } else {
      auto end = line.find('\t', tab + 1);
      pairs.emplace_back(line.substr(0, tab), line.substr(tab + 1, end == std::string::npos ? end : end - tab - 1));
    }
  }
  const PhoneNumberUtil* util = PhoneNumberUtil::GetInstance();
  long counts[5] = {0, 0, 0, 0, 0};
  for (const auto& pair : pairs) counts[util->IsNumberMatchWithTwoStrings(pair.first, pair.second)]++;
  size_t rounds = 0;
  long checksum = 0;
  double start = cpu_ns();
  double elapsed = 0;
  do {
    for (const auto& pair : pairs) checksum += util->IsNumberMatchWithTwoStrings(pair.first, pair.second);
    ++rounds;
    elapsed = cpu_ns() - start;
  } while (elapsed < 1e9);
  // MatchType order: INVALID_NUMBER (NOT_A_NUMBER), NO_MATCH, SHORT_NSN_MATCH, NSN_MATCH, EXACT_MATCH.
  std::printf("pairs=%zu\tmatch_ns=%.1f\tnot_a_number=%ld\tno_match=%ld\tshort_nsn=%ld\tnsn=%ld\texact=%ld\tchecksum=%ld\n",
              pairs.size(), elapsed / double(rounds * pairs.size()), counts[0], counts[1], counts[2], counts[3],
              counts[4], checksum);
  return 0;
}
