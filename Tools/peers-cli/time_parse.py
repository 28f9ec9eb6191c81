#!/usr/bin/env python3
"""Peer program for scripts/bench-cli: what `formkit time parse` does, with Python's standard library.

Reads one timestamp per line from standard input and writes its instant in UTC as
yyyy-MM-ddTHH:mm:ss.SSSZ (a timestamp without an offset is read as UTC), or "error: <reason>",
through one buffered writer.

    python3 Tools/peers-cli/time_parse.py < timestamps.txt > out.txt
"""

import sys
from datetime import datetime, timezone


def main():
    write = sys.stdout.write
    utc = timezone.utc
    for line in sys.stdin:
        text = line.rstrip("\r\n")
        try:
            stamp = datetime.fromisoformat(text)
        except ValueError as error:
            write(f"error: {error}\n")
            continue
        stamp = stamp.replace(tzinfo=utc) if stamp.tzinfo is None else stamp.astimezone(utc)
        write(stamp.strftime("%Y-%m-%dT%H:%M:%S.") + f"{stamp.microsecond // 1000:03d}Z\n")


if __name__ == "__main__":
    main()
