"""Draws random strings that match a numbering-plan pattern.

Numbering-plan patterns are small regular expressions over digits: literals, classes such as
[2-9] and \\d, groups, alternations and bounded repeats. This walks the parsed pattern and
picks one path at random, so every generated string matches the pattern by construction.

    >>> rng = random.Random(1)
    >>> sample(r"9[1-3]\\d{2}", rng)   # e.g. "9247"
"""

import random

try:  # Python 3.11 moved the parser; 3.10 and older expose it as sre_parse.
    import re._parser as sre_parse
    import re._constants as sre_constants
except ImportError:  # pragma: no cover
    import sre_parse
    import sre_constants

_DIGITS = "0123456789"
_UNBOUNDED_CAP = 3  # how many extra repeats an open-ended quantifier may draw


def sample(pattern: str, rng: random.Random) -> str:
    """Returns one random string that `pattern` matches in full."""
    out = []
    _emit(sre_parse.parse(pattern), rng, out)
    return "".join(out)


def _emit(items, rng, out):
    for op, arg in items:
        if op is sre_constants.LITERAL:
            out.append(chr(arg))
        elif op is sre_constants.IN:
            out.append(rng.choice(_class_members(arg)))
        elif op is sre_constants.ANY:
            out.append(rng.choice(_DIGITS))
        elif op is sre_constants.BRANCH:
            _emit(rng.choice(arg[1]), rng, out)
        elif op is sre_constants.SUBPATTERN:
            _emit(arg[-1], rng, out)
        elif op in (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT):
            low, high, body = arg
            if high == sre_constants.MAXREPEAT:
                high = low + _UNBOUNDED_CAP
            for _ in range(rng.randint(low, high)):
                _emit(body, rng, out)
        elif op is sre_constants.AT:
            continue  # ^ and $ consume nothing
        else:
            raise ValueError(f"unsupported pattern construct {op}")


def _class_members(arg):
    """The characters a [...] class (or \\d) accepts, as a string; digits only where open-ended."""
    negate = False
    chosen = set()
    for op, value in arg:
        if op is sre_constants.NEGATE:
            negate = True
        elif op is sre_constants.LITERAL:
            chosen.add(chr(value))
        elif op is sre_constants.RANGE:
            chosen.update(chr(c) for c in range(value[0], value[1] + 1))
        elif op is sre_constants.CATEGORY and value is sre_constants.CATEGORY_DIGIT:
            chosen.update(_DIGITS)
        else:
            raise ValueError(f"unsupported class member {op}")
    if negate:
        chosen = set(_DIGITS) - chosen
    return "".join(sorted(chosen))
