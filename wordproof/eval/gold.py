"""Reference and claimed answers as exact fractions: gold labels, predictions, ``--answer``.

Comparison is exact. A label is read the way it is written — "18", "-3", "0.25", "1,000",
"5/2", "$18" — and never rounded, so a gold label written as a rounded decimal of a repeating
fraction compares unequal to the exact answer (and shows up as wrong, to be looked at) rather
than letting a near miss pass as correct.
"""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction

_NUMBER = re.compile(
    r"""
    (?P<sign>[-+−]?)\s*\$?\s*
    (?:
        (?P<num>\d+)\s*/\s*(?P<den>\d+)                       # 5/2
      | (?P<int>\d{1,3}(?:,\d{3})+|\d+)?(?P<frac>\.\d+)?      # 1,000  18  0.25  .5
    )
    (?P<exp>[eE][-+]?\d+)?
    """,
    re.VERBOSE,
)


class NotANumber(ValueError):
    """The text is not one number."""


def parse_number(text: str) -> Fraction:
    """The exact value of one written number, or :class:`NotANumber`.

    Accepts an optional sign and dollar sign, thousands separators in groups of three, a
    decimal part, an exponent and a plain fraction ``n/d``.
    """
    stripped = text.strip()
    match = _NUMBER.fullmatch(stripped)
    if match is None or not (match["num"] or match["int"] or match["frac"]):
        raise NotANumber(f"not a number: {text!r}")
    negative = match["sign"] in ("-", "−")
    if match["num"] is not None:
        if match["exp"] is not None:
            raise NotANumber(f"not a number: {text!r}")
        denominator = int(match["den"])
        if denominator == 0:
            raise NotANumber(f"zero denominator: {text!r}")
        value = Fraction(int(match["num"]), denominator)
    else:
        digits = (match["int"] or "0").replace(",", "") + (match["frac"] or "")
        value = Fraction(Decimal(digits + (match["exp"] or "")))
    return -value if negative else value


def number_from_json(value: object) -> Fraction:
    """The exact value of a JSON label: a number as written, or a string :func:`parse_number`
    reads. JSON floats must arrive as ``Decimal`` (``json.loads(parse_float=Decimal)``) so that
    "27.0" is 27 exactly and "0.1" is 1/10, not the nearest binary float.
    """
    if isinstance(value, bool):
        raise NotANumber(f"not a number: {value!r}")
    if isinstance(value, int | Decimal):
        return Fraction(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise NotANumber(f"not a number: {value!r}")
        return Fraction(repr(value))
    if isinstance(value, str):
        return parse_number(value)
    raise NotANumber(f"not a number: {value!r}")
