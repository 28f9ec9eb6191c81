#!/usr/bin/env python3
"""Checks `formkit phone format --from REGION` against the oracle's out-of-country format.

Reads the corpus, and the CLI's output for it (one line per input, empty where the input does
not parse), and compares each line with phonenumbers.format_out_of_country_calling_number.
The corpus must hold `--expect-rows N` lines (default: at least one) and the output as many.

With `--stderr FILE --status N` (the CLI's standard error and exit status), also checks that the
CLI reported exactly the inputs the oracle cannot parse, each as `formkit: error: input LINE: KIND`
with the oracle's error kind, and exited 1 when there was one and 0 otherwise.

    formkit phone format --from DE < corpus.txt > actual.txt 2> stderr.txt; status=$?
    python3 Tools/oracle/out_of_country.py --from DE --expect-rows 25306 \
        --stderr stderr.txt --status "$status" corpus.txt actual.txt
"""

import argparse
import re
import sys

import phonenumbers

import rows
from oracle_tsv import ERRORS, split_line

SHOW = 5
REPORTED = re.compile(r"formkit: error: input (\d+): ([A-Z_]+)\b")


def expected_line(line, calling_from):
    """(the oracle's out-of-country text, or "" when the input does not parse; the error kind or None)."""
    text, region = split_line(line)
    try:
        number = phonenumbers.parse(text, None if region == "ZZ" else region)
    except phonenumbers.NumberParseException as error:
        return "", ERRORS[error.error_type]
    return phonenumbers.format_out_of_country_calling_number(number, calling_from), None


def read_reports(path):
    """{line: error kind} from the CLI's standard error, and its lines that are not error reports."""
    reported, other = {}, []
    for text in rows.lines(path):
        match = REPORTED.match(text)
        if match is None:
            other.append(text)
        else:
            reported[int(match.group(1))] = match.group(2)
    return reported, other


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--from", dest="calling_from", required=True)
    rows.add_arguments(parser)
    parser.add_argument("--stderr", help="the CLI's standard error, to check its error lines")
    parser.add_argument("--status", type=int, help="the CLI's exit status (with --stderr)")
    parser.add_argument("corpus")
    parser.add_argument("actual")
    args = parser.parse_args()
    if (args.stderr is None) != (args.status is None):
        parser.error("give --stderr and --status together")
    lines, answers = rows.lines(args.corpus), rows.lines(args.actual)
    label = f"from-{args.calling_from}:"
    floor = args.expect_rows if args.expect_rows is not None else 1
    if len(lines) < floor or (args.expect_rows is not None and len(lines) != args.expect_rows):
        print(f"corpus has {len(lines)} lines, not {args.expect_rows or 'at least 1'}: the corpus is wrong")
        print(f"{label} 0 passed, {max(len(lines), floor)} failed")
        sys.exit(1)
    reported, other = read_reports(args.stderr) if args.stderr is not None else (None, [])
    failed = shown = unparsed = 0
    for index, line in enumerate(lines, start=1):
        want, error = expected_line(line, args.calling_from)
        unparsed += error is not None
        got = answers[index - 1] if index <= len(answers) else None
        problems = []
        if got != want:
            problems.append(f"expected {want!r}, got {'<missing>' if got is None else repr(got)}")
        if reported is not None and reported.get(index) != error:
            problems.append(f"oracle error {error}, reported {reported.get(index)}")
        if problems:
            failed += 1
            if shown < SHOW:
                shown += 1
                print(f"  line {index}: {line!r}: {'; '.join(problems)}")
    passed = len(lines) - failed
    if len(answers) > len(lines):
        print(f"output has {len(answers) - len(lines)} lines more than the {len(lines)} inputs")
        failed += len(answers) - len(lines)
    if reported is not None:
        beyond = sorted(line for line in reported if not 1 <= line <= len(lines))
        wanted_status = 1 if unparsed else 0
        for text in other[:SHOW]:
            print(f"  standard error: unexpected line {text[:80]!r}")
        if beyond:
            print(f"  standard error: reports for lines past the end: {beyond[:SHOW]}")
        if args.status != wanted_status:
            print(f"  exit status {args.status}, expected {wanted_status} ({unparsed} inputs do not parse)")
        failed += len(other) + len(beyond) + (args.status != wanted_status)
    print(f"{label} {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
