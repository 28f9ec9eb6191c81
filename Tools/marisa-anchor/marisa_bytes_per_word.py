#!/usr/bin/env python3
"""Bytes per word of a marisa-trie holding each Debian word list: the memory anchor for the Suggestions benchmarks.

    python3 -m pip install marisa-trie
    python3 Tools/marisa-anchor/marisa_bytes_per_word.py [LIST ...]

The size is the trie's serialized size, which is what marisa keeps in memory.
"""
import importlib.metadata
import os
import sys
import tempfile

import marisa_trie

LISTS = ["/usr/share/dict/american-english", "/usr/share/dict/american-english-huge",
         "/usr/share/dict/american-english-insane"]


def main(paths):
    version = importlib.metadata.version("marisa-trie")
    for path in paths:
        with open(path, encoding="utf-8") as f:
            words = {line.rstrip("\n") for line in f if line.rstrip("\n")}
        trie = marisa_trie.Trie(words)
        with tempfile.NamedTemporaryFile(suffix=".marisa", delete=False) as tmp:
            name = tmp.name
        try:
            trie.save(name)
            size = os.path.getsize(name)
        finally:
            os.unlink(name)
        print(f"marisa-trie {version} {os.path.basename(path)}: {len(words)} words, "
              f"{size} bytes, {size / len(words):.2f} bytes per word")


if __name__ == "__main__":
    main(sys.argv[1:] or LISTS)
