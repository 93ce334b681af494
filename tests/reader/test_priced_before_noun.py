"""A price said before the noun of one thing bought ("wants to buy a $60 tent") says what "a tent
that costs $60" says; anything else with a sum before its noun (money itself, a count of such
things, a thing of "of", a price paid told beside it) is read as before or refused."""

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof import Refusal
from wordproof.reader.chunks import CueChunk, NounChunk, QtyChunk, VerbChunk
from wordproof.reader.machine import MachineState, feed
from wordproof.text.tokens import tokenize

ANSWERED = [
    ("Nia wants to buy a $60 tent. She has saved $41. How much more money does Nia need?", 19),
    ("Omar has $30. He wants to buy a $18 kite. He also wants to buy a $27 tent. How much more "
     "money does Omar need?", 15),
]

REFUSED = [
    # the price on the thing, and the sum paid for it: which left her purse?
    "Nia had $20. She bought a $7 lamp for $5. How much money does she have left?",
    # a count of such things, and a thing of "of": not one thing priced
    "Nia had $40. She bought two $9 shirts. How much money does she have left?",
    "Nia wants to buy a $60 pair of skates. She has $41. How much more money does Nia need?",
]


def _chunks(text: str) -> tuple[object, ...]:
    """The chunks the machine makes of the one sentence ``text``."""
    state = MachineState()
    found = tokenize(text)
    assert not isinstance(found, Refusal)
    for token in found:
        state = feed(state, token)
    return state.sentences[0].chunks


def test_read_as_a_thing_that_costs() -> None:
    chunks = _chunks("Nia wants to buy a $60 tent.")
    thing, marker, cost, price = chunks[-4:]
    assert isinstance(thing, NounChunk) and thing.noun.head == "tent" and thing.determiner == "a"
    assert isinstance(marker, CueChunk) and marker.kind == "relative"
    assert isinstance(cost, VerbChunk) and cost.lemma == "cost"
    assert isinstance(price, QtyChunk) and price.value == 60 and price.currency == "dollar"
    assert price.noun is None


def test_not_after_another_verb() -> None:
    # "saw a $60 tent": no purchase, the sum is no price read here
    assert not any(isinstance(c, CueChunk) and c.kind == "relative" for c in _chunks("Nia saw a $60 tent."))


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
