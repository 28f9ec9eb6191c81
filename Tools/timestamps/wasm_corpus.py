#!/usr/bin/env python3
"""Inputs for comparing the WebAssembly `time parse` and `time ago` with the native ones
(scripts/test.d/33-wasm-time.sh): timestamps of every accepted shape and many refused ones, and
`time ago --tsv` rows over every locale FormKit has words for, every style, named or not, with
missing, empty and wrong columns.

    python3 Tools/timestamps/wasm_corpus.py parse --seed 33 --count 5000 > parse.txt
    python3 Tools/timestamps/wasm_corpus.py rows --seed 33 --count 20000 > rows.tsv
"""
import argparse
import datetime
import random
import re

DATA = "Sources/Timestamps/CLDR/CLDRRelativeTimeData.swift"


def locales():
    text = open(DATA, encoding="utf-8").read()
    return re.findall(r"^        ([A-Za-z0-9_]+)\\t", text, re.M)


def instant(rng, around):
    """An instant near `around`: seconds to centuries away, both sides."""
    scale = rng.choice([1, 60, 3600, 86400, 30 * 86400, 365 * 86400, 40 * 365 * 86400])
    return around + datetime.timedelta(seconds=rng.uniform(-3, 3) * scale)


def timestamp_text(rng, when):
    date = when.strftime("%Y-%m-%d")
    shape = rng.randrange(10)
    if shape == 0:
        return date
    separator = rng.choice("T T t ".split(" ") + [" "])
    time = when.strftime("%H:%M")
    if shape > 2:
        time += when.strftime(":%S")
    if shape > 5:
        time += rng.choice([".", ","]) + str(rng.randrange(10 ** rng.randrange(1, 10))).zfill(rng.randrange(1, 10))
    zone = rng.choice(["", "Z", "z", "+09:00", "-08:00", "+0530", "-03", " GMT", " UTC", "+14:00"])
    return date + separator + time + zone


def broken(rng, text):
    """A timestamp with one byte changed, cut short, or grown."""
    kind = rng.randrange(4)
    if kind == 0 and text:
        index = rng.randrange(len(text))
        return text[:index] + rng.choice("x9-:T +é\u0663") + text[index + 1:]
    if kind == 1:
        return text[: rng.randrange(len(text) + 1)]
    if kind == 2:
        return text + rng.choice(["x", " ", "Z", "00"])
    return rng.choice(["", "yesterday", "2026-02-30", "2025-02-29", "2026-13-01", "2026-01-01T24:00:01", "2026-01-01T23:60",
                       "２０２６-01-01", "2026-01-01T10:00:00+24:00", "2026-1-1"])


def stamp(rng, around):
    text = timestamp_text(rng, instant(rng, around))
    return broken(rng, text) if rng.random() < 0.1 else text


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("kind", choices=["parse", "rows"])
    parser.add_argument("--seed", type=int, default=33)
    parser.add_argument("--count", type=int, default=10000)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    base = datetime.datetime(2026, 1, 9, 12, 0, 0)
    if options.kind == "parse":
        for _ in range(options.count):
            print(stamp(rng, base) + ("\r" if rng.random() < 0.02 else ""))
        return
    names = locales()
    for _ in range(options.count):
        now = instant(rng, base)
        columns = [stamp(rng, now), timestamp_text(rng, now) if rng.random() > 0.02 else "soon"]
        if rng.random() < 0.9:
            columns.append(rng.choice(names) if rng.random() < 0.95 else rng.choice(["xx", "en-US", "de-de", "zh-TW", "", "x_YY"]))
        if len(columns) == 3 and rng.random() < 0.8:
            columns.append(rng.choice(["long", "short", "narrow", "long", "", "tiny"]))
        if len(columns) == 4 and rng.random() < 0.7:
            columns.append(rng.choice(["true", "false", "", "yes"]))
        if rng.random() < 0.005:
            columns.append("extra")
        print("\t".join(columns) + ("\r" if rng.random() < 0.02 else ""))


if __name__ == "__main__":
    main()
