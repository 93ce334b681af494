"""A unit weight asked of two kinds ("The weight of 4 mugs is 1 kg. The total weight of 2 mugs
and 3 plates is 800 g. How much heavier is a mug than a plate?") is read before the general
reader, each told mass in the smallest unit told; Z3 pins the difference. Each case is in our
own words; an answer case fails when the shape is refused again, a refusal case when kinds that
may share things, a difference the other way or anything else told is read as the shape."""

from fractions import Fraction

import attrs
import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.weights import Mass, UnitWeightEntry, replay_unit_weight
from wordproof.obligations.weights import prove_unit_weight
from wordproof.proofs.gateway import gateway
from wordproof.reader.weights import read_unit_weight
from wordproof.text.tokens import tokenize

ANSWERED = [
    ("The weight of 4 mugs is 1 kg. The total weight of 2 mugs and 3 plates is 800 g. How much "
     "heavier is a mug than a plate?", 150, "grams"),
    ("The weight of 3 red bricks is 6 kg. The total weight of 2 such red bricks and 4 gray bricks "
     "is 20 kg. How much heavier is a gray brick than a red brick?", 2, "kilograms"),
    ("The weight of 6 boxes of nails was 3 kg 600 g. The total weight of 2 boxes of nails and 5 "
     "boxes of screws was 3 kg 200 g. How much heavier is a box of nails than a box of screws?",
     200, "grams"),
    ("The weight of 2 single rooms is 30 kg. The total weight of 1 single room and 2 double rooms is "
     "55 kg. How much heavier is a double room than a single room?", 5, "kilograms"),
]

REFUSED = [
    # one kind may hold the other's things: a glass jar is a jar
    "The weight of 4 jars is 800 g. The total weight of 3 jars and 5 glass jars is 1100 g. How much "
    "heavier is a glass jar than a jar?",
    # a category beside one of its kinds
    "The weight of 4 dogs is 80 kg. The total weight of 3 dogs and 5 animals is 110 kg. How much "
    "heavier is a dog than an animal?",
    # the one asked heavier is the lighter: "how much heavier" supposes what is not so
    "The weight of 4 mugs is 800 g. The total weight of 3 mugs and 5 plates is 2100 g. How much "
    "heavier is a mug than a plate?",
    # a kind the story did not weigh, or no total of both
    "The weight of 4 mugs is 1 kg. The total weight of 2 mugs and 3 plates is 800 g. How much "
    "heavier is a mug than a bowl?",
    "The weight of 4 mugs is 1 kg. The weight of 3 plates is 800 g. How much heavier is a mug than a "
    "plate?",
    # a smaller unit before a larger one, or a measure of another dimension
    "The weight of 4 mugs is 200 g 1 kg. The total weight of 2 mugs and 3 plates is 800 g. How much "
    "heavier is a mug than a plate?",
    "The weight of 4 mugs is 1 liter. The total weight of 2 mugs and 3 plates is 800 g. How much "
    "heavier is a mug than a plate?",
    # a word of multiplying as the kind itself
    "The weight of 5 cots is 50 kg. The total weight of 2 cots and 4 double is 100 kg. How much "
    "heavier is a double than a cot?",
    # more told
    "The weight of 4 mugs is 1 kg. The total weight of 2 mugs and 3 plates is 800 g. Each plate holds "
    "tea. How much heavier is a mug than a plate?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_unit_weight_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_unit_weight_refused(text: str) -> None:
    assert_refuses(text)


def _entry() -> UnitWeightEntry:
    text = ANSWERED[0][0]
    tokens = tokenize(text)
    assert isinstance(tokens, tuple | list)
    entry = read_unit_weight(text, tokens)
    assert isinstance(entry, UnitWeightEntry)
    return entry


def test_replay_finds_one_of_each() -> None:
    assert [s.value for s in replay_unit_weight(_entry())] == [1000, 250, 500, 300, 100, 150]


def test_unit_weight_consistency_is_load_bearing() -> None:
    refused = prove_unit_weight(_entry(), Fraction(7), gateway())
    assert not isinstance(refused, tuple) and refused.code.code == "inconsistent"
    both = frozenset({"unit_weight_consistent", "unit_weight_unique"})
    assert prove_unit_weight(_entry(), Fraction(7), gateway(), both) == ()


def test_unit_weight_uniqueness_is_load_bearing() -> None:
    entry = _entry()
    # no plates in the total: the mugs alone weigh it, and a plate may weigh anything below a mug
    mugs_only = Mass(((Quoted(Fraction(500), "500", (0, 3)), Fraction(1), "grams"),), "500 g")
    unpinned = attrs.evolve(entry, total_other=attrs.evolve(entry.total_other, value=Fraction(0)),
                            total_mass=mugs_only)
    refused = prove_unit_weight(unpinned, Fraction(100), gateway(), frozenset({"unit_weight_consistent"}))
    assert not isinstance(refused, tuple) and refused.code.code == "not_unique"
    both = frozenset({"unit_weight_consistent", "unit_weight_unique"})
    assert prove_unit_weight(unpinned, Fraction(100), gateway(), both) == ()
