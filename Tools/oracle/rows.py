"""Lines up the oracle's rows with FormKit's, for the differential comparators.

Before any column is compared: both files must have the expected header, the expected file must hold
the number of rows the caller expects (`--expect-rows N`; without it, at least one, so a comparison
never passes on nothing), FormKit's file exactly as many, and each row's key (the input it answers)
must be the same on both sides. What is missing, extra or out of line fails, with the first few shown.

    alignment = rows.align(expected, actual, key=["input"], expect_rows=args.expect_rows, header=HEADER)
    for line, want, got in alignment.pairs: ...
    failed = alignment.failed + rows that disagree
"""

import sys

SHOW = 5


def lines(path, errors="strict"):
    """The lines of a UTF-8 file, without their line feeds (no other line-break translation)."""
    with open(path, encoding="utf-8", errors=errors, newline="\n") as source:
        return [line.removesuffix("\n") for line in source]


def read(path, errors="strict"):
    """The lines of a UTF-8 file, each split at tabs."""
    return [line.split("\t") for line in lines(path, errors)]


def add_arguments(parser):
    """Adds `--expect-rows N` to a comparator's command line."""
    parser.add_argument("--expect-rows", type=int, metavar="N",
                        help="data rows the expected file must hold, and the actual file too "
                             "(default: at least one)")


class Alignment:
    """The row pairs whose keys line up, and what failed before any column was compared."""

    def __init__(self):
        self.pairs = []  # (line number, expected row, actual row)
        self.failed = 0  # expected rows with no actual row in line, plus extra actual rows
        self.fatal = False  # no comparison is possible (a header is wrong, or the expected rows are)
        self.messages = []

    def report(self, out=sys.stdout):
        for message in self.messages:
            print(message, file=out)


def align(expected, actual, key, expect_rows=None, header=None, show=SHOW):
    """Lines up `expected` and `actual` (lists of split rows, header first).

    `key` names the columns that say which input a row answers (None: the first column); `header` is
    the columns both files must have (None: the expected file's). Rows are compared only where the key
    agrees."""
    result = Alignment()
    header = header if header is not None else (expected[0] if expected else None)
    if not expected or expected[0] != header or not header:
        result.messages.append(f"expected file: header {expected[0] if expected else None!r}, "
                               f"not {header!r}")
        result.fatal = True
        return result
    if not actual or actual[0] != header:
        result.messages.append(f"header differs:\n  expected {header}\n  got      {actual[0] if actual else None}")
        result.fatal = True
        return result
    key = list(key) if key is not None else header[:1]
    if not set(key) <= set(header):
        result.messages.append(f"key columns {key} are not all in the header {header}")
        result.fatal = True
        return result
    columns = [header.index(name) for name in key]
    want_rows, got_rows = expected[1:], actual[1:]
    floor = expect_rows if expect_rows is not None else 1
    if len(want_rows) < floor or (expect_rows is not None and len(want_rows) != expect_rows):
        wanted = f"{expect_rows}" if expect_rows is not None else "at least 1"
        result.messages.append(f"expected file has {len(want_rows)} rows, not {wanted}: "
                               "the corpus or the oracle is wrong")
        result.fatal = True
        return result
    if len(got_rows) != len(want_rows):
        result.messages.append(f"row count: expected {len(want_rows)}, got {len(got_rows)} "
                               f"({abs(len(got_rows) - len(want_rows))} "
                               f"{'missing' if len(got_rows) < len(want_rows) else 'extra'})")
    out_of_line = []
    for line, want in enumerate(want_rows, start=1):
        got = got_rows[line - 1] if line <= len(got_rows) else None
        if got is None:
            result.failed += 1
            continue
        if len(got) != len(header) or [got[c] for c in columns] != [want[c] for c in columns]:
            result.failed += 1
            out_of_line.append(line)
            if len(out_of_line) <= show:
                got_key = [got[c] if c < len(got) else None for c in columns]
                result.messages.append(f"  line {line}: out of line: expected key {[want[c] for c in columns]!r}, "
                                       f"got {got_key!r} in a row of {len(got)} columns")
            continue
        result.pairs.append((line, want, got))
    result.failed += max(len(got_rows) - len(want_rows), 0)
    if out_of_line:
        result.messages.append(f"rows out of line (another input, or another column count): {len(out_of_line)}, "
                               f"from line {out_of_line[0]}")
    return result
