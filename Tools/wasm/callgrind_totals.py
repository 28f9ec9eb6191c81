#!/usr/bin/env python3
"""The instructions a callgrind output file counts, all of them and without those of V8's optimising
compilers and garbage collector, which run at different moments in each run: prints "ALL STEADY".

usage: callgrind_totals.py CALLGRIND_OUT
"""
import re
import sys

# Functions whose cost depends on when V8 decides to optimise or collect, not on the code measured.
V8_BACKGROUND = re.compile(
    r"v8::internal::(compiler|maglev|turboshaft|Scavenge|Heap|MarkCompact|Sweeper|Marking|Concurrent|GCTracer"
    r"|MinorMarkCompact|Evacuat|RecordMigratedSlot|IncrementalMarking|MemoryAllocator|.*Visitor|.*Compil|Zone"
    r"|Pipeline)|^(heap::|cppgc::)")


def totals(path):
    names = {}
    function = None
    after_call = False
    total = background = 0
    for line in open(path, errors="replace"):
        if line.startswith(("fn=", "cfn=")):
            match = re.match(r"c?fn=\((\d+)\)(?: (.*))?", line.rstrip("\n"))
            if match.group(2) is not None:
                names[match.group(1)] = match.group(2)
            if line.startswith("fn="):
                function, after_call = names[match.group(1)], False
        elif line.startswith("calls="):
            after_call = True  # the next cost line is the call's inclusive cost, counted in the callee
        elif line[:1].isdigit() or line[:1] in "+-*":
            if after_call:
                after_call = False
                continue
            cost = int(line.split()[-1])
            total += cost
            if function and V8_BACKGROUND.search(function):
                background += cost
    return total, total - background


if __name__ == "__main__":
    print(*totals(sys.argv[1]))
