"""A price with one share of it taken off or added: "Ana buys a lamp that costs $40. She gets a
25% discount. How much does she pay?" ($30), "… She pays 10% tax." ($44). The price may be a
rate for a time ("hires a clown for 3 hours at $20 an hour": $60), and the share may be none.

Replay works out the price of a time hired (rate × time), takes the share of the price (price ×
percentage) and takes it off the price (a discount) or adds it to the price (a tax, a tip);
that this is the one sum paid is proven in Z3 (obligations/price_share.py).
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


def _quoted_tuple(items: Iterable[Quoted]) -> tuple[Quoted, ...]:
    return tuple(items)


SUM_OFF = "sum off"  # a discount told as a sum of money ("a $10 discount"), not a percentage


@attrs.frozen
class PriceShareEntry:
    id: str
    price: Quoted  # "$40" of "a lamp that costs $40"; "$20" of "at $20 an hour", a rate
    # the time hired, its factors: "3 hours" of "for 3 hours at $20 an hour"; "2 hours", "3 days"
    # of "for 2 hours a day for 3 days"; none for a price of the thing
    times: tuple[Quoted, ...] = attrs.field(converter=_quoted_tuple)
    share: Quoted | None  # "25%" of "a 25% discount", its value the fraction (1/4); None for none
    share_noun: str  # what the share is called: "discount", "tax", "tip", "sum off" ("" for none)
    added: bool  # a tax or tip is paid on top of the price; a discount is taken off it
    asked_text: str

    @property
    def share_is_sum(self) -> bool:
        return self.share_noun == SUM_OFF

    def describe(self) -> tuple[str, ...]:
        price = f"${fraction_text(self.price.value)}"
        if self.times:
            price = f"{price} for each of {' × '.join(t.text for t in self.times)}"
        way = "added to" if self.added else "taken off"
        share = "" if self.share is None else f", a {self.share_noun} of {self.share.text} {way} it"
        return (f"{self.id}: a price of {price}{share}; asked: {self.asked_text}",)


def replay_price_share(entry: PriceShareEntry) -> tuple[Step, ...]:
    """The price of the time hired, the share of the price, then the price with it added or taken
    off."""
    steps: list[Step] = []
    price = entry.price.operand("dollars")
    if entry.times:
        hired = entry.price.value
        for time in entry.times:
            hired *= time.value
        said = " × ".join(fraction_text(q.value) for q in (entry.price, *entry.times))
        steps.append(Step("price", said, (price, *(t.operand() for t in entry.times)), hired, "dollars",
                          f"the price of {' × '.join(t.text for t in entry.times)}"))
        price = Operand(hired, "dollars", Citation("step", "price"))
    share = entry.share
    if share is None:
        if not steps:
            steps.append(Step("paid", fraction_text(price.value), (price,), price.value, "dollars",
                              "the price told"))
        return tuple(steps)
    if entry.share_is_sum:
        part = share.value
        steps.append(Step(entry.share_noun, fraction_text(part), (share.operand("dollars"),), part, "dollars",
                          f"the discount: {share.text} off the price"))
    else:
        part = price.value * share.value
        steps.append(Step(entry.share_noun, f"{fraction_text(price.value)} × {fraction_text(share.value)}",
                          (price, share.operand()), part, "dollars",
                          f"the {entry.share_noun}: {share.text} of the price"))
    sign = "+" if entry.added else "−"
    steps.append(Step("paid", f"{fraction_text(price.value)} {sign} {fraction_text(part)}",
                      (price, Operand(part, "dollars", Citation("step", entry.share_noun))),
                      price.value + part if entry.added else price.value - part, "dollars",
                      f"the price with the {entry.share_noun} {'added' if entry.added else 'taken off'}"))
    return tuple(steps)


__all__ = ["SUM_OFF", "PriceShareEntry", "replay_price_share"]
