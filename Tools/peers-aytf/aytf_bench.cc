// Peer harness: C++ libphonenumber's AsYouTypeFormatter on the same keystrokes as the Swift harness
// (aytf_bench.swift), measured the same way: after one untimed round, every sequence typed into a cleared formatter
// of its region, repeated until at least a second has gone by. Prints ns per keystroke.
//
//   g++ -O2 -std=c++17 aytf_bench.cc -lphonenumber -lprotobuf -o aytf-bench-cpp
//   ./aytf-bench-cpp keystrokes.tsv       # KEYSTROKES<TAB>REGION lines
#include <phonenumbers/asyoutypeformatter.h>
#include <phonenumbers/phonenumberutil.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <vector>

using i18n::phonenumbers::AsYouTypeFormatter;
using i18n::phonenumbers::PhoneNumberUtil;

namespace {

// Decodes UTF-8 into code points (the keystrokes).
std::vector<char32_t> decode(const std::string& text) {
  std::vector<char32_t> points;
  for (size_t i = 0; i < text.size();) {
    unsigned char byte = text[i];
    int length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4;
    char32_t point = length == 1 ? byte : byte & (0x7F >> length);
    for (int k = 1; k < length && i + k < text.size(); ++k) point = (point << 6) | (text[i + k] & 0x3F);
    points.push_back(point);
    i += length;
  }
  return points;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s keystrokes.tsv\n", argv[0]);
    return 2;
  }
  std::map<std::string, std::unique_ptr<AsYouTypeFormatter>> formatters;
  std::vector<std::pair<AsYouTypeFormatter*, std::vector<char32_t>>> sequences;
  std::ifstream file(argv[1]);
  std::string line;
  size_t keystrokes = 0;
  while (std::getline(file, line)) {
    auto tab = line.find('\t');
    std::string region = tab == std::string::npos ? "ZZ" : line.substr(tab + 1);
    auto& formatter = formatters[region];
    if (!formatter) formatter.reset(PhoneNumberUtil::GetInstance()->GetAsYouTypeFormatter(region));
    sequences.emplace_back(formatter.get(), decode(line.substr(0, tab)));
    keystrokes += sequences.back().second.size();
  }
  std::string result;
  // One untimed round first: the library compiles its patterns on first use.
  for (auto& [formatter, keys] : sequences) {
    formatter->Clear();
    for (char32_t key : keys) formatter->InputDigit(key, &result);
  }
  size_t checksum = 0, rounds = 0;
  auto start = std::chrono::steady_clock::now();
  double elapsed = 0;
  do {
    for (auto& [formatter, keys] : sequences) {
      formatter->Clear();
      for (char32_t key : keys) formatter->InputDigit(key, &result);
      checksum += result.size();
    }
    ++rounds;
    elapsed = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count();
  } while (elapsed < 1e9);
  std::printf("implementation=C++ libphonenumber\tsequences=%zu\tkeystrokes=%zu\tns_per_keystroke=%.1f\tchecksum=%zu\n",
              sequences.size(), keystrokes, elapsed / double(rounds * keystrokes), checksum / rounds);
  return 0;
}
