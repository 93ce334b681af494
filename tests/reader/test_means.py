"""Means of one list told: the numbers added and shared over how many were told; Z3 proves
the mean times the count is the sum, and that no other mean is."""

from fractions import Fraction

import attrs
import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.ledger.means import MeanEntry, replay_mean
from wordproof.obligations.means import prove_mean
from wordproof.proofs.gateway import gateway
from wordproof.reader.means import read_mean
from wordproof.text.tokens import tokenize

ANSWERED = [
    ("Lia weighed the pumpkins she grew. She recorded: 12, 9, 15 and 4. What is the mean of the "
     "pumpkins?", 10),
    ("Over 5 days the shop had the following numbers of visitors: 30, 41, 22, 17 and 40. What "
     "is the average number of visitors?", 30),
    ("A cake shop sold 6 on Monday, 9 on Tuesday, 4 on Wednesday and 5 on Thursday. What is "
     "the mean of the cakes it sold?", 6),
    ("Ravi found coins worth $3, $8 and $4. What is the mean?", 5),
    ("Her quiz marks were 7, 8 and 9. What was the mean of her quiz marks?", 8),
    ("Tom measured the plants: 4, 5, 6 and 7. What is the mean of the plants?", Fraction(11, 2)),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int | Fraction) -> None:
    assert_answers(text, value)


REFUSED = [
    # a mean finer than tenths: asked rounded, to a place no one says
    ("He counted: 10, 10 and 11. What is the mean of the numbers?", "not_unique"),
    # no "and" before the last: no list ended
    ("He counted 4, 6, 8. What is the mean of the numbers?", None),
    # more told after the list, or a count of another thing beside it
    ("He counted 4, 6 and 8. Then he counted 5 more. What is the mean?", None),
    ("He counted 4, 6 and 8 cars and 4 trucks. What is the mean?", None),
    # the question picks among the numbers, or names what was never told
    ("He counted 4, 6 and 8 cars. What is the mean of the first two?", None),
    ("He counted 4, 6 and 8 cars. What is the mean of the trucks?", None),
    ("He counted 4, 6 and 8 cars. What is the mean rounded to the nearest whole?", None),
    # numbers taken out or changed
    ("Ana scored 4, 6 and 8 points, but the lowest score was dropped. What is the mean of her "
     "scores?", None),
    # two lists, or days told for some numbers only, or the same day twice
    ("He sold 4, 6 and 8 on Monday and 1, 2 and 3 on Tuesday. What is the mean?", None),
    ("He sold 4 on Monday, 6 and 8 on Tuesday. What is the mean?", None),
    ("He sold 4 on Monday, 6 on Monday and 8 on Tuesday. What is the mean?", None),
    # the count told as what is averaged contradicts the list
    ("He scored 3 goals in 3 games: 4, 6 and 8. What is the average of the goals?", None),
    # an owner or a pronoun in the question that the list was not told of
    ("Ann's scores were 2, 4 and 6. What is the mean of Bo's scores?", None),
    ("Ann's scores were 2, 4 and 6. What is the mean of his scores?", None),
    # money beside a bare number: not one kind of amount
    ("She paid $4, $6 and 8. What is the mean?", None),
]


@pytest.mark.parametrize(("text", "code"), REFUSED)
def test_refused(text: str, code: str | None) -> None:
    assert_refuses(text, code)


def _entry() -> MeanEntry:
    text = "He counted: 4, 6 and 8. What is the mean of the numbers?"
    tokens = tokenize(text)
    assert isinstance(tokens, tuple | list)
    entry = read_mean(text, tokens)
    assert isinstance(entry, MeanEntry)
    return entry


def test_replay_adds_then_shares() -> None:
    steps = replay_mean(_entry())
    assert [s.value for s in steps] == [18, 6]
    assert steps[-1].operands[1].citation.text == "4, 6 and 8"


def test_mean_consistency_is_load_bearing() -> None:
    refused = prove_mean(_entry(), Fraction(7), gateway())
    assert not isinstance(refused, tuple) and refused.code.code == "inconsistent"
    unchecked = prove_mean(_entry(), Fraction(7), gateway(), frozenset({"mean_consistent"}))
    assert not isinstance(unchecked, tuple) and unchecked.code.code == "not_unique"  # 6, not 7
    assert prove_mean(_entry(), Fraction(7), gateway(), frozenset({"mean_consistent", "mean_unique"})) == ()


def test_mean_uniqueness_is_load_bearing() -> None:
    entry = _entry()
    nothing = attrs.evolve(entry, told=(), listed=attrs.evolve(entry.listed, value=Fraction(0)))
    refused = prove_mean(nothing, Fraction(6), gateway(), frozenset({"mean_consistent"}))
    assert not isinstance(refused, tuple) and refused.code.code == "not_unique"
    assert prove_mean(nothing, Fraction(6), gateway(), frozenset({"mean_consistent", "mean_unique"})) == ()
