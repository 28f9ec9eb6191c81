"""Writes a generated table as Swift source: one multi-line raw string literal, one entry per line, read
by Sources/PhoneNumberMetadata/LiteralLines.swift. A literal is data in the binary, where a `switch` over
thousands of literals would be code that builds each answer. Shared by generate.py and generate_short.py."""


def swift_lines(name, lines):
    """`static let NAME = LiteralLines(#` and three quotes, then the lines, then the closing delimiter at
    column 0, so no indentation is stripped."""
    for line in lines:
        if "\n" in line or '"""' in line or line.endswith("\\"):
            raise SystemExit(f"{name}: an entry cannot be a line of a raw string literal: {line!r}")
    return [f'    static let {name} = LiteralLines(#"""'] + list(lines) + ['"""#)']
