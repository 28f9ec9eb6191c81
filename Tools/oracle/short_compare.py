#!/usr/bin/env python3
"""Compares `formkit phone short --tsv` output with the oracle's, column by column.

The same row alignment (`--expect-rows N`), comparison, report and deliberate-differences list as
compare.py (per-column mismatch counts, the first mismatches, and a closing line `N passed, M failed`;
exit 1 on any failure), over the ten columns of `phone short --tsv`.

    python3 Tools/oracle/short_compare.py --expect-rows 20461 expected.tsv actual.tsv
"""

import compare
from short_oracle_tsv import HEADER

if __name__ == "__main__":
    compare.main(header=HEADER, doc=__doc__)
