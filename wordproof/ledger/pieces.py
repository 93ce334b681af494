"""Sheets or slices of a stuff asked as pieces of it.

"Jane has 28 sheets of drawing paper and 27 sheets of drawing paper. How many pieces of drawing
paper does she have?": a sheet of paper, a slice of cake is one piece of it, so a question that
counts pieces of a stuff (lexicon ``item_nouns``: "piece") where the story counts that stuff only
by one such noun (lexicon ``whole_piece_nouns``: "sheet", "slice") counts those. Only when the
story never names pieces itself (nothing was cut into pieces), every telling of the stuff uses
that one noun, the sheets are only told held (no doing to them: "ripped up 5 sheets" made
pieces), and the question asks a holding (no parts). The other way round (sheets
asked of pieces told: a piece may be a scrap) and any other counting noun (a bar, a stick, a bag)
are left as they were.
"""

from __future__ import annotations

import attrs

from wordproof.ledger.entries import Ledger, Op, TargetWhat
from wordproof.lexicon.words import in_class, names_noun


def sheets_as_pieces(ledger: Ledger, text: str) -> Ledger:
    """The ledger with a question of pieces of a stuff read as of the sheets (slices) of it the
    story counts; else the ledger as it was."""
    target = ledger.target
    matcher = target.matcher
    if target.what is not TargetWhat.STATE or target.parts or matcher.of is None or (
        matcher.unit is None or not in_class(matcher.unit, "item_nouns") or matcher.category is not None
    ):
        return ledger
    if names_noun(text[:target.span[0]], matcher.unit):
        return ledger  # "cut into 4 pieces": the story's own pieces
    units = {e.kind.unit for e in ledger.entries if e.kind.of == matcher.of}
    if len(units) != 1 or not in_class(unit := units.pop(), "whole_piece_nouns"):
        return ledger
    if any(e.op is not Op.OBSERVE for e in ledger.entries if e.kind.unit == unit):
        return ledger  # "ripped up 5 sheets", "folded 5": a doing may have made pieces of them
    return attrs.evolve(ledger, target=attrs.evolve(target, matcher=attrs.evolve(matcher, unit=unit)))


__all__ = ["sheets_as_pieces"]
