"""A ratio entry: two kinds of things counted in a told ratio ("the ratio of red pens to blue
pens is 3:5"), one amount told (one kind's count, both kinds' count together, or how many more
of one there are), and the count asked (the other kind, both together, or how many more of one
than of the other). Two pieces of a length cut in a ratio are an entry of lengths (``measured``).

Replay emits the arithmetic of one share: one share is the told amount over its ratio number
(the two numbers added, for both kinds together), and each kind is its ratio number of shares.
Every operand cites the span of the text it was read from; each ratio number cites its own digits
inside "3:5".
"""

from __future__ import annotations

import enum
from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


class Amount(enum.Enum):
    """What a told or asked amount counts."""

    FIRST = "first"  # the kind named first in the ratio
    SECOND = "second"
    BOTH = "both"  # the two kinds together
    FIRST_OVER_SECOND = "first over second"  # how many more of the first than of the second
    SECOND_OVER_FIRST = "second over first"


@attrs.frozen
class RatioEntry:
    """Two kinds in a told ratio, one amount told and one asked."""

    id: str
    kinds: tuple[str, str]  # the two kinds as the ratio names them ("red pens", "blue pens")
    terms: tuple[Quoted, Quoted]  # the ratio's two numbers, in the order of the kinds
    told: Amount  # FIRST, SECOND, BOTH, or a difference (FIRST_OVER_SECOND, SECOND_OVER_FIRST)
    told_value: Quoted
    asked: Amount
    unit: str  # what the answer counts, as the question names it
    measured: bool = False  # lengths of pieces, not counts of things: need not be whole

    def describe(self) -> tuple[str, ...]:
        first, second = self.kinds
        return (f"{self.id}: ratio of {first} to {second} is "
                f"{self.terms[0].text}:{self.terms[1].text}; told: {self.told.value} = "
                f"{fraction_text(self.told_value.value)}; asked: {self.asked.value} ({self.unit})",)

    def share(self) -> Fraction:
        """The count of one share: the told amount over its ratio number (never zero or less:
        see ``told_against_ratio``)."""
        return self.told_value.value / self.ratio_number(self.told)

    def told_against_ratio(self) -> bool:
        """Whether the ratio leaves no positive share for the told amount: "4 more girls than
        boys" beside a ratio of boys to girls of 5:3 (or 4:4)."""
        return self.ratio_number(self.told) <= 0

    def counts(self) -> tuple[Fraction, Fraction]:
        """Each kind's count: its ratio number of shares."""
        share = self.share()
        return share * self.terms[0].value, share * self.terms[1].value

    def value(self) -> Fraction:
        """The asked amount."""
        first, second = self.counts()
        return {Amount.FIRST: first, Amount.SECOND: second, Amount.BOTH: first + second,
                Amount.FIRST_OVER_SECOND: first - second,
                Amount.SECOND_OVER_FIRST: second - first}[self.asked]

    def ratio_number(self, amount: Amount) -> Fraction:
        """How many shares the amount counts."""
        first, second = self.terms[0].value, self.terms[1].value
        return {Amount.FIRST: first, Amount.SECOND: second, Amount.BOTH: first + second,
                Amount.FIRST_OVER_SECOND: first - second,
                Amount.SECOND_OVER_FIRST: second - first}[amount]


def replay_ratio(entry: RatioEntry) -> tuple[Step, ...]:
    """The steps from the told amount, through one share, to the asked amount."""
    first, second = entry.kinds
    terms = (entry.terms[0].operand(""), entry.terms[1].operand(""))
    steps: list[Step] = []
    if entry.told is Amount.BOTH:
        both = Step("ratio numbers together", f"{terms[0].citation.text} + {terms[1].citation.text}",
                    terms, terms[0].value + terms[1].value, "",
                    f"the shares of {first} and {second} together")
        steps.append(both)
        per = _operand(both, "")
        told_kind = f"{first} and {second}"
    elif entry.told in (Amount.FIRST_OVER_SECOND, Amount.SECOND_OVER_FIRST):
        more, fewer = (0, 1) if entry.told is Amount.FIRST_OVER_SECOND else (1, 0)
        apart = Step("ratio numbers apart", f"{terms[more].citation.text} − "
                     f"{terms[fewer].citation.text}", (terms[more], terms[fewer]),
                     entry.ratio_number(entry.told), "",
                     f"the shares {entry.kinds[more]} have more than {entry.kinds[fewer]}")
        steps.append(apart)
        per = _operand(apart, "")
        told_kind = f"more {entry.kinds[more]} than {entry.kinds[fewer]}"
    else:
        index = 0 if entry.told is Amount.FIRST else 1
        per = terms[index]
        told_kind = entry.kinds[index]
    told = entry.told_value.operand(told_kind)
    share = Step("one share", f"{fraction_text(told.value)} ÷ {fraction_text(per.value)}",
                 (told, per), entry.share(), told_kind,
                 f"the {told_kind} told, over their ratio number")
    steps.append(share)
    counts: dict[int, Operand] = {}
    if entry.told in (Amount.FIRST, Amount.SECOND):
        counts[0 if entry.told is Amount.FIRST else 1] = told
    needed = {Amount.FIRST: (0,), Amount.SECOND: (1,)}.get(entry.asked, (0, 1))
    for index in needed:
        if index in counts:
            continue
        kind = entry.kinds[index]
        step = Step(kind, f"{fraction_text(share.value)} × {fraction_text(terms[index].value)}",
                    (_operand(share, told_kind), terms[index]), share.value * terms[index].value,
                    kind, f"{kind}: their ratio number of shares")
        steps.append(step)
        counts[index] = _operand(step, kind)
    if entry.asked is Amount.BOTH and entry.told is not Amount.BOTH:
        steps.append(Step(entry.unit, f"{fraction_text(counts[0].value)} + "
                          f"{fraction_text(counts[1].value)}", (counts[0], counts[1]),
                          counts[0].value + counts[1].value, entry.unit,
                          f"{first} and {second} together"))
    elif entry.asked in (Amount.FIRST_OVER_SECOND, Amount.SECOND_OVER_FIRST):
        more, fewer = (0, 1) if entry.asked is Amount.FIRST_OVER_SECOND else (1, 0)
        steps.append(Step(entry.unit, f"{fraction_text(counts[more].value)} − "
                          f"{fraction_text(counts[fewer].value)}", (counts[more], counts[fewer]),
                          counts[more].value - counts[fewer].value, entry.unit,
                          f"how many more {entry.kinds[more]} than {entry.kinds[fewer]}"))
    assert steps[-1].value == entry.value(), (steps[-1].value, entry.value())
    return tuple(steps)


def _operand(step: Step, unit: str) -> Operand:
    return Operand(step.value, unit, Citation("step", step.name))
