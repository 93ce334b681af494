"""A price before a share of it was taken off, worked back from the sum paid: "Ana bought a lamp
at a 25% discount. If she paid $30, what was the original price?" ($40); or from a sum that is a
share of it: "Ben spent $30 on a lamp which cost 75% of the original price." ($40).

Replay works out the share of the original price that was paid (all of it, 1, less the share
taken off; or the share told), then divides the sum paid by it; that this is the one original
price the told relations leave is proven in Z3 (obligations/original_price.py).
"""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text

_ALL = Operand(Fraction(1), "", Citation("lexicon", "all of the price: 100%"))


@attrs.frozen
class OriginalPriceEntry:
    id: str
    paid: Quoted  # "$30" of "If she paid $30"
    share: Quoted  # "25%" of "a 25% discount", its value the fraction (1/4)
    share_paid: bool  # the share is what was paid ("cost 75% of the original price"), not taken off
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        share = (f"{self.share.text} of the original price" if self.share_paid
                 else f"the original price with {self.share.text} of it taken off")
        return (f"{self.id}: {self.paid.text} paid, {share}; asked: {self.asked_text}",)


def replay_original_price(entry: OriginalPriceEntry) -> tuple[Step, ...]:
    """The share of the original price paid, then the sum paid divided by it."""
    steps: list[Step] = []
    share = entry.share.operand()
    if not entry.share_paid:
        kept = 1 - entry.share.value
        steps.append(Step("share_paid", f"1 − {fraction_text(entry.share.value)}", (_ALL, share), kept, "",
                          f"the share of the original price paid: all of it less {entry.share.text}"))
        share = Operand(kept, "", Citation("step", "share_paid"))
    steps.append(Step("original_price", f"{fraction_text(entry.paid.value)} ÷ {fraction_text(share.value)}",
                      (entry.paid.operand("dollars"), share), entry.paid.value / share.value, "dollars",
                      "the original price: the sum paid is that share of it"))
    return tuple(steps)


__all__ = ["OriginalPriceEntry", "replay_original_price"]
