"""Split text into pieces: runs of digits, runs of letters, and single other characters.

Pieces are the raw material for numerals and tokens; they keep their character spans so that
every later value can cite the exact text it came from.
"""

from __future__ import annotations

import re

import attrs

from wordproof.lexicon.tables import shortened_unit

# A digit run may carry thousands separators and a decimal part ("1,234.50");
# a letter run (any script's letters: "Léa") may carry an inner apostrophe ("Sam's", "don't"),
# and one closing a word in "s" before a space is the possessive of that word ("Louis' age").
_PIECE = re.compile(r"\d+(?:,\d{3})*(?:\.\d+)?|[^\W\d_]+(?:['’][^\W\d_]+)*(?:(?<=[sS])['’](?=\s))?|\S")


@attrs.frozen
class Piece:
    text: str
    start: int
    end: int

    def touches(self, other: Piece) -> bool:
        """True when ``other`` follows this piece with no space between them."""
        return self.end == other.start


def split_pieces(text: str) -> tuple[Piece, ...]:
    return tuple(Piece(m.group(), m.start(), m.end()) for m in _PIECE.finditer(text))


# The end of a sentence: a mark before a space or the end ("$2.50" and "Mr. Lu" end none).
SENTENCE_BREAK = re.compile(r"(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bDr)[.?!](?=\s|$)")


def same_words(phrase: str) -> str:
    """A pattern for ``phrase`` said again in the same words, spaced any way, any case (with
    re.IGNORECASE): "the first day" in "On the  First day"."""
    return r"\b" + re.escape(phrase).replace(r"\ ", r"\s+") + r"\b"


def told_in_same_words(phrase: str, text: str) -> bool:
    return re.search(same_words(phrase), text, re.IGNORECASE) is not None


def sentence_span(text: str, span: tuple[int, int]) -> tuple[int, int]:
    """The sentence ``span`` stands in: from after the last end mark before it to the first
    end mark after it (words like "yesterday" that leave no chunk are read from here)."""
    breaks = [m for m in SENTENCE_BREAK.finditer(text) if not _abbreviation_point(text, m.start())]
    start = max((m.end() for m in breaks if m.end() <= span[0]), default=0)
    end = next((m.start() for m in breaks if m.start() >= span[1]), len(text))
    return start, end


_UNIT_BEFORE_POINT = re.compile(r"\d\s*([A-Za-z]+)$")
_LOWER_AFTER_POINT = re.compile(r"\.\s+[a-z]")


def _abbreviation_point(text: str, at: int) -> bool:
    """ "450 lbs. of sugar": the point after a unit written short, after a number and before a
    word in lower case, is the abbreviation's (as ``tokens`` reads it), no end of a sentence."""
    unit = _UNIT_BEFORE_POINT.search(text, max(at - 12, 0), at)
    return unit is not None and _LOWER_AFTER_POINT.match(text, at) is not None and shortened_unit(
        unit.group(1).lower())
