#!/usr/bin/env python3
"""Compares two TSV files with the same header (the oracle's and FormKit's), column by column.

compare.py over whatever columns the expected file names, for `phone info --columns` and
`phone match`: the mismatch count per column, the first few mismatches of each, and
`N passed, M failed`; exits 1 on any failure. Deliberate differences in known_differences.tsv
count as agreeing, as in compare.py.

    python3 Tools/oracle/compare_columns.py expected.tsv actual.tsv
"""

import compare

if __name__ == "__main__":
    compare.main(header=None)
