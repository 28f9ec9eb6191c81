// Peer program for scripts/bench-cli: what `formkit phone type --tsv` does, with C++ libphonenumber's
// AsYouTypeFormatter. Reads KEYSTROKES[<TAB>REGION] lines from standard input; for each, types every
// character (a Unicode code point) into a cleared formatter of the region and writes the text after
// each keystroke, joined by '|', one line per input.
//
//   g++ -O2 -std=c++17 aytf_tsv.cc -lphonenumber -lprotobuf -o aytf-tsv-cpp
//   ./aytf-tsv-cpp < keystrokes.tsv > out.txt
#include <phonenumbers/asyoutypeformatter.h>
#include <phonenumbers/phonenumberutil.h>

#include <iostream>
#include <map>
#include <memory>
#include <string>

using i18n::phonenumbers::AsYouTypeFormatter;
using i18n::phonenumbers::PhoneNumberUtil;

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  std::string default_region = argc > 1 ? argv[1] : "ZZ";
  std::map<std::string, std::unique_ptr<AsYouTypeFormatter>> formatters;
  std::string line, row, result;
  while (std::getline(std::cin, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    auto tab = line.find('\t');
    std::string region = tab == std::string::npos ? default_region : line.substr(tab + 1);
    auto& formatter = formatters[region];
    if (!formatter) formatter.reset(PhoneNumberUtil::GetInstance()->GetAsYouTypeFormatter(region));
    formatter->Clear();
    row.clear();
    const std::string keys = line.substr(0, tab);
    bool first = true;
    for (size_t i = 0; i < keys.size();) {
      unsigned char byte = keys[i];
      int length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4;
      char32_t point = length == 1 ? byte : byte & (0x7F >> length);
      for (int k = 1; k < length && i + k < keys.size(); ++k) point = (point << 6) | (keys[i + k] & 0x3F);
      i += length;
      formatter->InputDigit(point, &result);
      if (!first) row += '|';
      first = false;
      row += result;
    }
    row += '\n';
    std::cout << row;
  }
  return 0;
}
