"""The proofs a holding changed by paces over time must pass (obligations.base.pin_value): the
holding after some periods is the holding told with each pace's sum added or taken once a
period; the periods are the ones asked (``holding_over_time_consistent``: sat, with the asked
term at the replayed value) and leave no other value (``holding_over_time_unique``: unsat).
Asked the periods until a holding, they are a whole count of at least one."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.holding_over_time import HoldingOverTimeEntry, MeetingEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("holding_over_time_consistent", "holding_over_time_unique")


def prove_holding_over_time(entry: HoldingOverTimeEntry, value: Fraction, solver: Gateway,
                            disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the holding (or the periods) asked, or a refusal."""
    held, periods, after = z3.Real("held"), z3.Real("periods"), z3.Real("held_after")
    change = sum((periods * real_value(p.amount.value) if p.gains else -periods * real_value(p.amount.value)
                  for p in entry.paces), z3.RealVal(0))
    relations: list[tuple[str, object]] = [
        ("held", held == real_value(entry.held.value)),
        ("each_period_adds_each_pace", after == held + change),
    ]
    if entry.elapsed is not None:
        relations.append(("periods_told", periods == real_value(entry.elapsed.value)))
        asked = after
    else:
        assert entry.reached is not None
        relations += [("holding_reached", after == real_value(entry.reached.value)),
                      ("periods_whole", z3.IsInt(periods)), ("periods_at_least_one", periods >= 1)]
        asked = periods
    return pinned_certificates(solver, relations, asked, value, OBLIGATIONS, disabled, entry.asked_text)


MEETING_OBLIGATIONS = ("holdings_meet_consistent", "holdings_meet_unique")


def prove_meeting(entry: MeetingEntry, value: Fraction, solver: Gateway,
                  disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the whole count of periods after which the two holdings,
    each changed by its pace once a period, are the same; or a refusal."""
    periods = z3.Real("periods")
    then = [real_value(h.held.value) + periods * real_value(h.net) for h in entry.holders]
    relations: list[tuple[str, object]] = [
        ("holdings_the_same_then", then[0] == then[1]),
        ("periods_whole", z3.IsInt(periods)),
        ("periods_at_least_one", periods >= 1),
    ]
    return pinned_certificates(solver, relations, periods, value, MEETING_OBLIGATIONS, disabled,
                               entry.asked_text)


__all__ = ["MEETING_OBLIGATIONS", "OBLIGATIONS", "prove_holding_over_time", "prove_meeting"]
