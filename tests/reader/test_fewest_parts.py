"""The fewest parts of two sizes that hold a whole exactly ("A club wants to split its 40 members
into some large teams at 6 members each and some small teams at 4 members each. In order to make
the least number of teams, how many small teams should be made?") are read before the general
reader; Z3 proves no fewer parts hold the whole and the count asked unique. Each case is in our
own words; an answer case fails when the shape is refused again, a refusal case when a whole not
held exactly, a bound, a change, another unit or anything else told is read as the shape."""

from fractions import Fraction

import attrs
import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.ledger.fewest import FewestPartsEntry, fewest_counts, replay_fewest
from wordproof.obligations.fewest import prove_fewest
from wordproof.proofs.gateway import gateway
from wordproof.reader.fewest import read_fewest_parts
from wordproof.text.tokens import tokenize

_BINS = ("A farm sold 95 tons of corn. A large bin can hold 6 tons of corn and a small bin can hold 5 tons "
         "of corn. In order to use the least number of bins and have every bin fully occupied, how many {} "
         "should be used?")

ANSWERED = [
    (_BINS.format("small bins"), 1, "bins"),
    (_BINS.format("large bins"), 15, "bins"),
    (_BINS.format("bins"), 16, "bins"),
    ("A club wants to split its 40 members into some large teams at 6 members each and some small teams "
     "at 4 members each. In order to make the fewest teams, how many small teams should be made?", 1,
     "teams"),
    ("A tailor has to cut a 23-meter long cloth into some long strips at 5 meters each and some short strips "
     "at 2 meters each. In order to make the least number of strips, how many short strips should be cut?",
     4, "strips"),
    ("A choir has 31 singers. For the trip they hire some big vans for 8 singers each and some small vans "
     "for 5 each. To hire the least number of vans and have every van full, how many small vans should be "
     "hired?", 3, "vans"),
    ("Ms. Ortiz wants to ship 52 tons of gravel. A big barge can load 9 tons of gravel and small barge can "
     "load 4 tons. In order to use the smallest number of barges and have each barge completely full, how "
     "many big barges should be used?", 4, "barges"),
]

REFUSED = [
    # nothing says the parts hold all of it (no parts at all are the fewest)
    "A farm sold 95 tons of corn. A large bin can hold 6 tons and a small bin can hold 5 tons. In order to "
    "use the least number of bins, how many small bins should be used?",
    # the most, not the fewest
    _BINS.format("small bins").replace("least", "greatest"),
    # a sort not told
    _BINS.format("medium bins"),
    # the whole held exactly by no parts of these sizes
    "A club wants to split its 7 members into some large teams at 5 members each and some small teams at 3 "
    "members each. In order to make the least number of teams, how many small teams should be made?",
    # no small one needed: "some small" may or may not allow none
    "A farm sold 90 tons of corn. A large bin can hold 6 tons and a small bin can hold 5 tons. In order to "
    "use the least number of bins and have every bin full, how many small bins should be used?",
    # another number, a change, a bound
    "A farm sold 95 tons of corn and 3 tons of rice. A large bin can hold 6 tons and a small bin can hold 5 "
    "tons. In order to use the least number of bins and have every bin full, how many small bins should be "
    "used?",
    "A farm sold 95 tons of corn. It lost 5 tons. A large bin can hold 6 tons and a small bin can hold 5 "
    "tons. In order to use the least number of bins and have every bin full, how many small bins should be "
    "used?",
    "A farm sold about 95 tons of corn. A large bin can hold 6 tons and a small bin can hold 5 tons. In "
    "order to use the least number of bins and have every bin full, how many small bins should be used?",
    "A farm sold 95 tons of corn. A large bin can hold up to 6 tons and a small bin can hold 5 tons. In "
    "order to use the least number of bins and have every bin full, how many small bins should be used?",
    # sizes in another unit, of another thing, or of other parts
    "A farm sold 95 tons of corn. A large bin can hold 6 pounds and a small bin can hold 5 pounds. In order "
    "to use the least number of bins and have every bin full, how many small bins should be used?",
    "A farm sold 95 tons of corn. A large bin can hold 6 tons of rice and a small bin can hold 5 tons of "
    "rice. In order to use the least number of bins and have every bin full, how many small bins should be "
    "used?",
    "A club wants to split its 40 members into some large teams at 6 members each and some small groups at "
    "4 members each. In order to make the least number of teams, how many small teams should be made?",
    "A club wants to split its 40 members into some large teams at 6 players each and some small teams at "
    "4 players each. In order to make the least number of teams, how many small teams should be made?",
    # a third size
    "A farm sold 95 tons of corn. A large bin can hold 6 tons, a medium bin can hold 4 tons and a small bin "
    "can hold 5 tons. In order to use the least number of bins and have every bin full, how many small bins "
    "should be used?",
    # another question
    _BINS.format("small bins").replace("should be used", "are left over"),
    _BINS.format("small bins").replace("should be used", "should not be used"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_fewest_parts_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_fewest_parts_refused(text: str) -> None:
    assert_refuses(text)


def _entry() -> FewestPartsEntry:
    text = ANSWERED[0][0]
    tokens = tokenize(text)
    assert isinstance(tokens, tuple | list)
    entry = read_fewest_parts(text, tokens)
    assert isinstance(entry, FewestPartsEntry)
    return entry


def test_replay_takes_the_most_larger_parts() -> None:
    entry = _entry()
    assert fewest_counts(entry) == (15, 1)
    assert [s.value for s in replay_fewest(entry, (15, 1))] == [15, 5, 1]


def test_fewest_least_is_load_bearing() -> None:
    entry = _entry()
    # 10 large and 7 small hold 95 too, with one part more
    refused = prove_fewest(entry, (10, 7), Fraction(7), gateway(), frozenset())
    assert not isinstance(refused, tuple) and refused.code.code == "not_unique"
    checked = prove_fewest(entry, (10, 7), Fraction(7), gateway(), frozenset({"fewest_parts_least"}))
    assert not isinstance(checked, tuple) and checked.code.code == "not_unique"
    off = frozenset({"fewest_parts_least", "fewest_parts_unique"})
    assert len(prove_fewest(entry, (10, 7), Fraction(7), gateway(), off)) == 1


def test_fewest_hold_is_load_bearing() -> None:
    entry = attrs.evolve(_entry(), whole=attrs.evolve(_entry().whole, value=Fraction(90)))
    refused = prove_fewest(entry, (15, 0), Fraction(0), gateway())
    assert not isinstance(refused, tuple) and refused.code.code == "inconsistent"
    assert len(prove_fewest(entry, (15, 0), Fraction(0), gateway(), frozenset({"fewest_parts_hold"}))) == 2
