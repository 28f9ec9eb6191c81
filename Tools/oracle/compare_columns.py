#!/usr/bin/env python3
"""Compares two TSV files with the same header (the oracle's and FormKit's), column by column.

compare.py over whatever columns the expected file names, for `phone info --columns` and
`phone match`: rows lined up by `--key` (default: the first column), a row count other than
`--expect-rows N` failing, the mismatch count per column, the first few mismatches of each, and
`N passed, M failed`; exits 1 on any failure. Deliberate differences in known_differences.tsv
count as agreeing, as in compare.py.

    python3 Tools/oracle/compare_columns.py --expect-rows 25306 expected.tsv actual.tsv
    python3 Tools/oracle/compare_columns.py --key a,b --expect-rows 44033 expected.tsv actual.tsv
"""

import compare

if __name__ == "__main__":
    compare.main(header=None, key=None, doc=__doc__)
