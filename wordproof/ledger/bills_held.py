"""Money held as bills of told sums, asked as one sum: "Ana has two $20 bills and three $5
bills. How much money does Ana have?" ($55); "Ben has ten $10 bills and four fewer $5 bills"
(six $5 bills: $130).

Replay finds each count told against the one before it, multiplies each count by its bill's
sum and adds the products; that this is the one sum held is proven in Z3
(obligations/bills_held.py)."""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


@attrs.frozen
class BillsItem:
    """Bills of one sum: ``count`` of them told, or (``than`` set) that many more (``sign`` 1)
    or fewer (``sign`` −1) than the bills of the item before (the reader tells only fewer)."""

    count: Quoted
    worth: Quoted  # the sum of one bill, in dollars
    than: bool = False
    sign: int = 1


def _items(items: tuple[BillsItem, ...] | list[BillsItem]) -> tuple[BillsItem, ...]:
    return tuple(items)


@attrs.frozen
class BillsHolding:
    """The bills one holder has, in the order told."""

    holder: str
    items: tuple[BillsItem, ...] = attrs.field(converter=_items)


def _holdings(items: tuple[BillsHolding, ...] | list[BillsHolding]) -> tuple[BillsHolding, ...]:
    return tuple(items)


@attrs.frozen
class BillsHeldEntry:
    """The money of ``holdings[asked]``, less (``than`` set) the money of ``holdings[than]``."""

    id: str
    holdings: tuple[BillsHolding, ...] = attrs.field(converter=_holdings)
    asked: int
    than: int | None
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        lines = []
        for holding in self.holdings:
            told = "; ".join(f"{'fewer ' if item.than and item.sign < 0 else 'more ' if item.than else ''}"
                             f"{fraction_text(item.count.value)} of ${fraction_text(item.worth.value)}"
                             for item in holding.items)
            lines.append(f"{self.id}: bills {holding.holder} holds: {told}")
        than = "" if self.than is None else f" less {self.holdings[self.than].holder}'s"
        return (*lines, f"asked: {self.holdings[self.asked].holder}'s money{than}: {self.asked_text}")


def replay_bills_held(entry: BillsHeldEntry) -> tuple[Step, ...]:
    """Each holder's money: each count (one told against the count before it found first),
    times its bill's sum, the products added; then, when two are compared, the difference."""
    steps: list[Step] = []
    asked = _money(entry.holdings[entry.asked], steps)
    if entry.than is not None:
        than = _money(entry.holdings[entry.than], steps)
        steps.append(Step("more money", f"{fraction_text(asked.value)} − {fraction_text(than.value)}",
                          (asked, than), asked.value - than.value, "dollars",
                          f"{entry.holdings[entry.asked].holder}'s money beyond "
                          f"{entry.holdings[entry.than].holder}'s"))
    return tuple(steps)


def _money(holding: BillsHolding, steps: list[Step]) -> Operand:
    """The money in one holder's bills, its steps added to ``steps``."""
    who = holding.holder
    counts: list[Operand] = []
    for index, item in enumerate(holding.items):
        count = item.count.operand("bills")
        if item.than:
            before = counts[index - 1]
            value = before.value + item.sign * item.count.value
            name = f"{who}'s ${fraction_text(item.worth.value)} bills"
            more = item.sign > 0
            steps.append(Step(name, f"{fraction_text(before.value)} {'+' if more else '−'} "
                              f"{fraction_text(item.count.value)}", (before, count), value, "bills",
                              f"{item.count.text!r} {'more' if more else 'fewer'} than the bills before"))
            count = Operand(value, "bills", Citation("step", name))
        counts.append(count)
    products: list[Operand] = []
    for item, count in zip(holding.items, counts, strict=True):
        name = f"{who}'s money in ${fraction_text(item.worth.value)} bills"
        value = count.value * item.worth.value
        steps.append(Step(name, f"{fraction_text(count.value)} × {fraction_text(item.worth.value)}",
                          (count, item.worth.operand("dollars")), value, "dollars",
                          f"{fraction_text(count.value)} bills of {item.worth.text} each"))
        products.append(Operand(value, "dollars", Citation("step", name)))
    if len(products) == 1:
        return products[0]
    total = sum((p.value for p in products), Fraction(0))
    name = f"{who}'s money"
    steps.append(Step(name, " + ".join(fraction_text(p.value) for p in products), products,
                      total, "dollars", f"the money in all of {who}'s bills"))
    return Operand(total, "dollars", Citation("step", name))


__all__ = ["BillsHeldEntry", "BillsHolding", "BillsItem", "replay_bills_held"]
