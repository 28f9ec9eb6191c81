"""Where a corpus generator writes, and its closing summary: how many cases it made, how many it
skipped and why. It fails when it made nothing, or skipped more than its stated share of the cases,
so an oracle that raises on everything cannot leave a stage comparing nothing.

With `--output FILE` the corpus goes to FILE and the summary to standard output; without it the
corpus goes to standard output (for pipes) and the summary to standard error.

    tally = Tally("corpus", max_skipped_share=0.10)  # unit="cases" by default
    out = tally.open(args.output)
    ...; tally.made()  or  tally.skip("national style: a non-geographic number")
    tally.finish()
"""

import sys
from collections import Counter


def add_output_argument(parser):
    parser.add_argument("--output", metavar="FILE",
                        help="write the corpus to FILE and the summary to standard output "
                             "(default: the corpus to standard output, the summary to standard error)")


class Tally:
    def __init__(self, name, max_skipped_share, unit="cases"):
        self.name = name
        self.unit = unit
        self.max_skipped_share = max_skipped_share
        self.count = 0
        self.skipped = Counter()
        self.summary = sys.stderr
        self.out = None

    def open(self, path):
        """The stream to write the corpus to: the file at `path`, or standard output."""
        if path is None:
            self.out = open(sys.stdout.fileno(), "w", encoding="utf-8", newline="\n", closefd=False)
        else:
            self.out = open(path, "w", encoding="utf-8", newline="\n")
            self.summary = sys.stdout
        return self.out

    def made(self, count=1):
        self.count += count

    def skip(self, reason):
        self.skipped[reason] += 1

    def finish(self, detail=""):
        """Closes the corpus, prints the summary, and exits 1 when too much was skipped."""
        self.out.close()
        skipped = sum(self.skipped.values())
        share = skipped / (self.count + skipped) if self.count + skipped else 1.0
        reasons = "; ".join(f"{count} {reason}" for reason, count in self.skipped.most_common())
        print(f"{self.name}: {self.count} {self.unit} made, {skipped} skipped ({share:.1%}, at most "
              f"{self.max_skipped_share:.0%} allowed){': ' + reasons if reasons else ''}"
              f"{' (' + detail + ')' if detail else ''}", file=self.summary, flush=True)
        if self.count == 0 or share > self.max_skipped_share:
            problem = f"no {self.unit} made" if self.count == 0 else f"too many {self.unit} skipped"
            print(f"{self.name}: FAIL: {problem}", file=self.summary, flush=True)
            sys.exit(1)
