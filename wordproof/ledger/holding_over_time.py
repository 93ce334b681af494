"""A holding changed by a pace over time: "Tom has $40 and saves $5 a week. How much will he have
after 6 weeks?" ($40 and 6 × $5: $70); "… How many weeks until he has $120?" ($80 still to come,
$5 a week: 16 weeks); two paces on one holding ("earns $10 a day and spends $4 a day") are net.

The holding told is what is held when the periods start; each period adds each sum gained and
takes each sum lost once. Replay multiplies each pace by the periods asked and adds or takes it
(or, for the periods asked, divides what is still to come by the net pace); that this is the one
value the told relations leave is proven in Z3 (obligations/holding_over_time.py).
"""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


@attrs.frozen
class Pace:
    amount: Quoted  # "$5" of "saves $5 a week"
    gains: bool  # the holding grows by it each period (False: it shrinks)
    verb: str  # "saves"


@attrs.frozen
class HoldingOverTimeEntry:
    id: str
    held: Quoted  # "$40" of "Tom has $40"
    paces: tuple[Pace, ...]  # one or two, each per one period
    unit: str  # what is held, plural: "dollars", "stamps", "feet"
    period: str  # the period each pace is told per, singular: "week"
    elapsed: Quoted | None  # "6" of "after 6 weeks": the holding then is asked
    reached: Quoted | None  # "$120" of "until he has $120": the periods to it are asked
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        paces = ", ".join(f"{'+' if p.gains else '−'}{fraction_text(p.amount.value)} {self.unit} "
                          f"each {self.period} ({p.verb})" for p in self.paces)
        asked = (f"the holding after {fraction_text(self.elapsed.value)} {self.period}s"
                 if self.elapsed is not None else
                 f"the {self.period}s until {fraction_text(self.reached.value) if self.reached else '?'} "
                 f"{self.unit} are held")
        return (f"{self.id}: {fraction_text(self.held.value)} {self.unit} held; {paces}; asked: {asked} "
                f"({self.asked_text})",)


def net_pace(entry: HoldingOverTimeEntry) -> Fraction:
    """What each period adds to the holding (less than 0: takes from it)."""
    return sum((p.amount.value if p.gains else -p.amount.value for p in entry.paces), Fraction(0))


def replay_holding_over_time(entry: HoldingOverTimeEntry) -> tuple[Step, ...]:
    """The holding after the periods asked, or the periods until the holding asked."""
    if entry.elapsed is not None:
        return _after(entry, entry.elapsed)
    assert entry.reached is not None
    return _until(entry, entry.reached)


def _after(entry: HoldingOverTimeEntry, elapsed: Quoted) -> tuple[Step, ...]:
    steps: list[Step] = []
    periods = elapsed.operand(entry.period + "s")
    total = entry.held.operand(entry.unit)
    for n, pace in enumerate(sorted(entry.paces, key=lambda p: not p.gains), 1):  # gains first
        name = f"{'gained' if pace.gains else 'lost'}_{n}"
        change = pace.amount.value * elapsed.value
        steps.append(Step(name, f"{fraction_text(pace.amount.value)} × {fraction_text(elapsed.value)}",
                          (pace.amount.operand(f"{entry.unit} per {entry.period}"), periods), change,
                          entry.unit, f"what '{pace.verb}' {'adds' if pace.gains else 'takes'} over the "
                          f"{entry.period}s: the same each {entry.period}"))
        value = total.value + change if pace.gains else total.value - change
        sign = "+" if pace.gains else "−"
        steps.append(Step(f"held_{n}", f"{fraction_text(total.value)} {sign} {fraction_text(change)}",
                          (total, Operand(change, entry.unit, Citation("step", name))), value, entry.unit,
                          "the holding once that is " + ("added" if pace.gains else "taken")))
        total = Operand(value, entry.unit, Citation("step", f"held_{n}"))
    return tuple(steps)


def _until(entry: HoldingOverTimeEntry, reached: Quoted) -> tuple[Step, ...]:
    steps: list[Step] = []
    net = net_pace(entry)
    per = f"{entry.unit} per {entry.period}"
    if len(entry.paces) == 1:
        pace = entry.paces[0].amount.operand(per)
    else:
        gains, loss = entry.paces if entry.paces[0].gains else entry.paces[::-1]
        big, small = (gains, loss) if net > 0 else (loss, gains)
        worked = f"{fraction_text(big.amount.value)} − {fraction_text(small.amount.value)}"
        steps.append(Step("net_pace", worked, (big.amount.operand(per), small.amount.operand(per)), abs(net),
                          per, "what each period changes the holding by: the larger pace less the other"))
        pace = Operand(abs(net), per, Citation("step", "net_pace"))
    far, near = (reached, entry.held) if net > 0 else (entry.held, reached)
    gap = far.value - near.value
    steps.append(Step("still_to_change", f"{fraction_text(far.value)} − {fraction_text(near.value)}",
                      (far.operand(entry.unit), near.operand(entry.unit)), gap, entry.unit,
                      "the change from the holding told to the holding asked"))
    steps.append(Step("periods", f"{fraction_text(gap)} ÷ {fraction_text(pace.value)}",
                      (Operand(gap, entry.unit, Citation("step", "still_to_change")), pace), gap / pace.value,
                      entry.period + "s",
                      f"the {entry.period}s that change takes, the same each {entry.period}"))
    return tuple(steps)


@attrs.frozen
class Holder:
    name: str  # "Carla"
    held: Quoted  # "$60" of "Carla has $60"
    pace: Pace  # "saves $9 per week"

    @property
    def net(self) -> Fraction:
        return self.pace.amount.value if self.pace.gains else -self.pace.amount.value


@attrs.frozen
class MeetingEntry:
    """Two holders, each a holding and a pace per the same period: the periods until they hold
    the same ("Carla has $60 and saves $9 a week. Milo has $90 and saves $3 a week. How many weeks
    until Carla and Milo have the same amount of money?": $30 apart, $6 a week closer: 5 weeks)."""

    id: str
    holders: tuple[Holder, Holder]
    unit: str  # "dollars", "stamps"
    period: str  # singular: "week"
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return tuple(f"{self.id}: {h.name}: {fraction_text(h.held.value)} {self.unit} held, "
                     f"{'+' if h.pace.gains else '−'}{fraction_text(h.pace.amount.value)} each {self.period} "
                     f"({h.pace.verb}); asked: {self.asked_text}" for h in self.holders)


def replay_meeting(entry: MeetingEntry) -> tuple[Step, ...]:
    """How far apart the holdings are, how much closer each period brings them, and the periods."""
    behind, ahead = sorted(entry.holders, key=lambda h: h.held.value)
    per = f"{entry.unit} per {entry.period}"
    gap = ahead.held.value - behind.held.value
    closing = behind.net - ahead.net
    steps = [Step("apart", f"{fraction_text(ahead.held.value)} − {fraction_text(behind.held.value)}",
                  (ahead.held.operand(entry.unit), behind.held.operand(entry.unit)), gap, entry.unit,
                  f"how much more {ahead.name} holds than {behind.name} now")]
    same_way = behind.pace.gains == ahead.pace.gains
    sign = "−" if same_way else "+"
    first, second = (behind, ahead) if behind.pace.gains or not same_way else (ahead, behind)
    steps.append(Step("closer", f"{fraction_text(first.pace.amount.value)} {sign} "
                      f"{fraction_text(second.pace.amount.value)}",
                      (first.pace.amount.operand(per), second.pace.amount.operand(per)), closing, per,
                      f"how much closer each {entry.period} brings the two holdings"))
    steps.append(Step("periods", f"{fraction_text(gap)} ÷ {fraction_text(closing)}",
                      (Operand(gap, entry.unit, Citation("step", "apart")),
                       Operand(closing, per, Citation("step", "closer"))), gap / closing, entry.period + "s",
                      f"the {entry.period}s until the two hold the same"))
    return tuple(steps)


__all__ = ["Holder", "HoldingOverTimeEntry", "MeetingEntry", "Pace", "net_pace", "replay_holding_over_time",
           "replay_meeting"]
