"""Times of day told on the clock (reader/clocks.py): moments at a time, some minutes later,
in some minutes from now, or the end of a doing of told length, and the time asked between
two of them (or how long the one doing told took)."""

from fractions import Fraction

import attrs
import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.ledger.clocks import ClockEntry, replay_clocks
from wordproof.obligations.clocks import prove_clocks
from wordproof.proofs.gateway import gateway
from wordproof.reader.clocks import read_clocks
from wordproof.text.tokens import tokenize

ANSWERED = [
    # a start, its end some minutes later, a moment of no length told after
    ("Lia started her essay at 2:05 p.m. and finished it 40 minutes later. Her lesson is at 3:00 p.m. "
     "How much time did Lia have between finishing her essay and the beginning of her lesson?", 15,
     "minutes"),
    ("Lia started her essay at 2:05 p.m. She finished her essay 40 minutes later. Lia has a lesson at "
     "3:00 p.m. How much time did Lia have between starting her essay and the beginning of her lesson?",
     55, "minutes"),
    # the unit named: an hour or more may be asked
    ("Lia started her essay at 2:05 p.m. and finished her essay 40 minutes later. Lia has a lesson at "
     "4:00 p.m. How many minutes did Lia have between finishing her essay and the beginning of her lesson?",
     75, "minutes"),
    ("Lia started her essay at 2:05 p.m. and finished her essay 40 minutes later. Lia has a lesson at "
     "4:00 p.m. How many hours did Lia have between finishing her essay and the beginning of her lesson?",
     Fraction(5, 4), "hours"),
    # now, and a moment some minutes from now told before it
    ("Omar's dad will be home in 25 minutes. It is 3:10 p.m., and Omar has a game at 4:00 p.m. How much "
     "time will Omar have between the time that his dad gets home and the beginning of the game?",
     25, "minutes"),
    # a doing of told length ends that many minutes after it starts
    ("Rosa goes on a 45 minute run at 6:10 a.m. Rosa eats breakfast at 7:20 a.m. How much time does Rosa "
     "have between finishing her run and eating breakfast?", 25, "minutes"),
    # her own family's breakfast is hers too
    ("Rosa goes on a 45 minute run at 6:10 a.m. Her family eats breakfast at 7:20 a.m. How much time does "
     "Rosa have between finishing her run and eating breakfast?", 25, "minutes"),
    # how long the one doing told took; no a.m./p.m., in one half of the day
    ("The bus left the depot at 7:10 and reached the school at 7:35. How long did it take?", 25, "minutes"),
    ("The bus left the depot at 11:40 and reached the school at 12:25. How long did it take?", 45, "minutes"),
    ("The bus left the depot at 7:10 a.m. and reached the school at 7:35 p.m. How many hours did it "
     "take?", Fraction(149, 12), "hours"),
    ("The bus left the depot at 11:50 and arrived 25 minutes later. How long did it take?", 25, "minutes"),
]

REFUSED = [
    # the end would come after the moment asked next
    ("Lia started her essay at 2:05 p.m. and finished her essay 70 minutes later. Lia has a lesson at "
     "3:00 p.m. How much time did Lia have between finishing her essay and the beginning of her lesson?",
     "negative_count"),
    # no unit asked and more than an hour: "1 hour 15 minutes" is no one number
    ("Lia started her essay at 2:05 p.m. and finished her essay 40 minutes later. Lia has a lesson at "
     "4:00 p.m. How much time did Lia have between finishing her essay and the beginning of her lesson?",
     "not_unique"),
    # no a.m./p.m.: past noon or past midnight?
    ("The bus left the depot at 7:35 and reached the school at 7:10. How long did it take?", "not_unique"),
    # a.m./p.m. told of one time only
    ("Lia started her essay at 2:05 p.m. and finished her essay 40 minutes later. Lia has a lesson at "
     "3:00. How much time did Lia have between finishing her essay and the beginning of her lesson?", None),
    # the end of a moment of no length is not told
    ("Lia started her essay at 2:05 p.m. and finished her essay 40 minutes later. Lia has a lesson at "
     "3:00 p.m. How much time did Lia have between finishing her essay and the end of her lesson?", None),
    # "her run": its start or its end?
    ("Rosa goes on a 45 minute run at 6:10 a.m. Rosa eats breakfast at 7:20 a.m. How much time does Rosa "
     "have between her run and breakfast?", None),
    # whose essay ends 40 minutes later: two people told
    ("Lia started her essay at 2:05 p.m. and Omar started his essay at 2:15 p.m. and finished it 40 "
     "minutes later. Lia has a lesson at 3:00 p.m. How much time did Lia have between finishing her essay "
     "and the beginning of her lesson?", None),
    # her lesson is not her brother's
    ("Lia started her essay at 2:05 p.m. and finished it 40 minutes later. Her brother has a lesson at "
     "3:10 p.m. How much time did Lia have between finishing her essay and the beginning of her lesson?",
     None),
    ("Lia started her essay at 2:05 p.m. and finished it 40 minutes later. Her lesson is at 3:10 p.m. "
     "How much time did Lia have between finishing her essay and the beginning of his lesson?", None),
    # her sister's breakfast is not hers, with no "her" in the question either
    ("Rosa goes on a 45 minute run at 6:10 a.m. Her sister eats breakfast at 7:20 a.m. How much time does "
     "Rosa have between finishing her run and eating breakfast?", None),
    ("Rosa goes on a 45 minute run at 6:10 a.m. The team eats breakfast at 7:20 a.m. How much time does "
     "Rosa have between finishing her run and eating breakfast?", None),
    # words that move a moment, or a moment not said plainly
    ("Lia started her essay at 2:05 p.m. and finished her essay 40 minutes late. Lia has a lesson at "
     "3:00 p.m. How much time did Lia have between finishing her essay and the beginning of her lesson?",
     None),
    ("Omar's dad would be home in 25 minutes if the bus came. It is 3:10 p.m., and Omar has a game at "
     "4:00 p.m. How much time will Omar have between the time that his dad gets home and the beginning "
     "of the game?", None),
    # "in 25 minutes" from no time told as now
    ("Omar's dad will be home in 25 minutes. Omar has a game at 4:00 p.m. How much time will Omar have "
     "between the time that his dad gets home and the beginning of the game?", None),
    # later than which start?
    ("Lia started her essay at 2:05 p.m. Her brother started his essay at 2:15 p.m. She finished her "
     "essay 40 minutes later. Her lesson is at 3:00 p.m. How much time did Lia have between finishing "
     "her essay and the beginning of her lesson?", None),
    # a day told: the moments may be days apart
    ("Lia started her essay at 2:05 p.m. and finished it 40 minutes later. Lia has a lesson on Friday "
     "at 3:00 p.m. How much time did Lia have between finishing her essay and the beginning of her "
     "lesson?", None),
    # more than one start: "it" is which doing?
    ("The bus left the depot at 7:10. The car left the depot at 7:20. How long did it take?", None),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_answered(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize(("text", "code"), REFUSED)
def test_refused(text: str, code: str | None) -> None:
    assert_refuses(text, code)


def _entry() -> ClockEntry:
    text = ("Lia started her essay at 2:05 p.m. and finished it 40 minutes later. Her lesson is at 3:00 "
            "p.m. How much time did Lia have between finishing her essay and the beginning of her lesson?")
    tokens = tokenize(text)
    assert isinstance(tokens, tuple | list)
    entry = read_clocks(text, tokens)
    assert isinstance(entry, ClockEntry)
    return entry


def test_replay_counts_minutes_after_midnight() -> None:
    steps = replay_clocks(_entry())
    assert [s.value for s in steps] == [845, 885, 900, 15]
    assert steps[1].operands[1].citation.text == "40 minutes"


def test_clock_gap_consistency_is_load_bearing() -> None:
    refused = prove_clocks(_entry(), Fraction(20), gateway())
    assert not isinstance(refused, tuple) and refused.code.code == "inconsistent"
    unchecked = prove_clocks(_entry(), Fraction(20), gateway(), frozenset({"clock_gap_consistent"}))
    assert not isinstance(unchecked, tuple) and unchecked.code.code == "not_unique"  # 15, not 20
    both_off = frozenset({"clock_gap_consistent", "clock_gap_unique"})
    assert prove_clocks(_entry(), Fraction(20), gateway(), both_off) == ()


def test_clock_gap_uniqueness_is_load_bearing() -> None:
    entry = _entry()
    # the end's anchor forgotten: it could be any time
    loose = attrs.evolve(entry, moments=tuple(m for m in entry.moments if m.id != "m1"))
    loose = attrs.evolve(loose, moments=tuple(attrs.evolve(m, after=None, span=None) if m.id == "m2" else m
                                              for m in loose.moments))
    refused = prove_clocks(loose, Fraction(15), gateway(), frozenset({"clock_gap_consistent"}))
    assert not isinstance(refused, tuple) and refused.code.code == "not_unique"
    both_off = frozenset({"clock_gap_consistent", "clock_gap_unique"})
    assert prove_clocks(loose, Fraction(15), gateway(), both_off) == ()
