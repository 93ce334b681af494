"""A sum paid for one thing ("bought a pad for $5", "paid $5 for a pad", "spent $5 on the pad")
is, beside a price told of the thing ("A pad costs $6"), a second telling of that price: the
two agree, or the story is refused as inconsistent. Money spent is still money spent when no
price is told, and things counted or listed ("2 pads for $12", "$9 for a pen and a pad") are
left to their own readings."""

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof import Refusal
from wordproof.reader.state import read
from wordproof.text.tokens import tokenize

ANSWERED = [
    ("A pen costs $3. A pad costs twice as much as a pen. Ann bought a pad for $6. How much does "
     "a pad cost?", 6),
    ("A pen costs $3. A pad costs twice as much as a pen. Ann paid $6 for a pad. How much does a "
     "pad cost?", 6),
    ("A pad costs $6. Ann bought a pad for $6. How much did she spend?", 6),
    ("Ann had $20. She bought a book for $8. How much money does she have left?", 12),
    ("A book costs $8. Ann had $20. She bought a book for $8. How much money does she have left?", 12),
    ("A pen costs $3. Ann had $20. She spent $3 on a pen and $5 on a pad. How much money does she "
     "have left?", 12),
    ("A pen costs 50 cents. Ann bought a pen for 50 cents. How much did she spend?", 50),
]

REFUSED = [
    # the price told, and a sum for one thing that is not it
    "A pen costs $3. A pad costs twice as much as a pen. Ann bought a pad for $5. How much does a pad cost?",
    "A pen costs $3. A pad costs twice as much as a pen. Ann paid $5 for a pad. How much does a pad cost?",
    "A pen costs $3. A pad costs twice as much as a pen. Ann spent $5 on a pad. How much does a pad cost?",
    "A pen costs $3. A pad costs twice as much as a pen. Ann got a pad for $5. How much does a pad cost?",
    ("A pen costs $3. A pad costs twice as much as a pen. Ann bought the pad for $5. How much does a "
     "pad cost?"),
    "A pad costs $6. Ann bought a pad for $5. How much did she spend?",
    "Pads cost $6 each. Ann bought a pad for $5. How much did she spend?",
    "A book costs $9. Ann had $20. She bought a book for $8. How much money does she have left?",
    ("A pen costs $3. Ann had $20. She bought a pen for $4 and a pad for $5. How much money does she "
     "have left?"),
    # a sum paid beside a share off or added: before it, or after?
    "Pads cost $6 each. The tax is 10%. Ann bought a pad for $5. How much did she spend?",
    "A pad costs $6. Pads are 50% off. Ann bought a pad for $3. How much did she spend?",
    # a sort of the thing the price may not be told of
    "A pad costs $6. Ann bought a red pad for $5. How much did she spend?",
]


def _paid_for(text: str) -> list[tuple[str | None, object]]:
    tokens = tokenize(text)
    assert not isinstance(tokens, Refusal)
    state = read(text, tokens)
    (hypothesis,) = state.hypotheses
    return [(None if e.paid_for_kind is None else e.paid_for_kind.unit,
             None if e.paid_for is None else e.paid_for.value) for e in hypothesis.entries]


@pytest.mark.parametrize("text", [
    "Ann bought a pad for $5. How much?", "Ann paid $5 for a pad. How much?",
    "Ann spent $5 on an eraser. How much?", "Ann got the pad for $5. How much?",
])
def test_one_thing_is_kept_on_the_sum(text: str) -> None:
    ((unit, count),) = _paid_for(text)
    assert unit in ("pad", "eraser") and count == 1


@pytest.mark.parametrize("text", [
    "Ann paid $5 for pads. How much?", "Ann paid $9 for a pen and a pad. How much?",
    "Ann paid $5 for her pad. How much?", "Ann spent $5 on lunch. How much?",
])
def test_no_one_thing(text: str) -> None:
    assert all(unit is None for unit, _ in _paid_for(text))


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)


def test_two_prices_that_disagree_are_inconsistent() -> None:
    assert_refuses("A pad costs $6. Ann bought a pad for $5. How much did she spend?", "inconsistent")
