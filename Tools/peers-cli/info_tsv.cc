// Peer program for scripts/bench-cli: what `formkit phone info --tsv` does, with C++ libphonenumber.
// Reads INPUT[<TAB>REGION] lines from standard input and writes the same TSV: the header, then per
// line the input, region, possible, valid, number region, type, E.164, international, national,
// RFC 3966 and the error kind. Buffered stdio, one PhoneNumberUtil, nothing else.
//
//   g++ -O2 -std=c++17 info_tsv.cc -lphonenumber -lprotobuf -o info-tsv-cpp
//   ./info-tsv-cpp < numbers.tsv > out.tsv
#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

#include <cstdio>
#include <iostream>
#include <string>

using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

namespace {

const char* type_name(PhoneNumberUtil::PhoneNumberType type) {
  switch (type) {
    case PhoneNumberUtil::FIXED_LINE: return "FIXED_LINE";
    case PhoneNumberUtil::MOBILE: return "MOBILE";
    case PhoneNumberUtil::FIXED_LINE_OR_MOBILE: return "FIXED_LINE_OR_MOBILE";
    case PhoneNumberUtil::TOLL_FREE: return "TOLL_FREE";
    case PhoneNumberUtil::PREMIUM_RATE: return "PREMIUM_RATE";
    case PhoneNumberUtil::SHARED_COST: return "SHARED_COST";
    case PhoneNumberUtil::VOIP: return "VOIP";
    case PhoneNumberUtil::PERSONAL_NUMBER: return "PERSONAL_NUMBER";
    case PhoneNumberUtil::PAGER: return "PAGER";
    case PhoneNumberUtil::UAN: return "UAN";
    case PhoneNumberUtil::VOICEMAIL: return "VOICEMAIL";
    default: return "UNKNOWN";
  }
}

const char* error_name(PhoneNumberUtil::ErrorType error) {
  switch (error) {
    case PhoneNumberUtil::INVALID_COUNTRY_CODE_ERROR: return "INVALID_COUNTRY_CODE";
    case PhoneNumberUtil::TOO_SHORT_AFTER_IDD: return "TOO_SHORT_AFTER_IDD";
    case PhoneNumberUtil::TOO_SHORT_NSN: return "TOO_SHORT_NSN";
    case PhoneNumberUtil::TOO_LONG_NSN: return "TOO_LONG";
    default: return "NOT_A_NUMBER";
  }
}

// The input with tabs, carriage returns and line feeds as spaces, so a row stays one row.
void put_safe(const std::string& text, std::string& row) {
  for (char c : text) row.push_back(c == '\t' || c == '\r' || c == '\n' ? ' ' : c);
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  const PhoneNumberUtil* util = PhoneNumberUtil::GetInstance();
  std::string line, text, region, row, formatted;
  std::cout << "input\tregion\tpossible\tvalid\tnumber_region\ttype\te164\tinternational\tnational\trfc3966\terror\n";
  PhoneNumber number;
  while (std::getline(std::cin, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    auto tab = line.rfind('\t');
    if (tab == std::string::npos) {
      text = line;
      region = "ZZ";
    } else {
      text = line.substr(0, tab);
      region = line.substr(tab + 1);
      for (char& c : region) c = char(std::toupper(static_cast<unsigned char>(c)));
      if (region.empty()) region = "ZZ";
    }
    row.clear();
    put_safe(text, row);
    row += '\t';
    row += region;
    auto error = util->Parse(text, region, &number);
    if (error != PhoneNumberUtil::NO_PARSING_ERROR) {
      row += "\t\t\t\t\t\t\t\t\t";
      row += error_name(error);
    } else {
      row += util->IsPossibleNumber(number) ? "\ttrue" : "\tfalse";
      row += util->IsValidNumber(number) ? "\ttrue\t" : "\tfalse\t";
      std::string number_region;
      util->GetRegionCodeForNumber(number, &number_region);
      if (number_region != "ZZ") row += number_region;
      row += '\t';
      row += type_name(util->GetNumberType(number));
      for (auto style : {PhoneNumberUtil::E164, PhoneNumberUtil::INTERNATIONAL, PhoneNumberUtil::NATIONAL,
                         PhoneNumberUtil::RFC3966}) {
        util->Format(number, style, &formatted);
        row += '\t';
        row += formatted;
      }
      row += '\t';
    }
    row += '\n';
    std::cout << row;
  }
  return 0;
}
