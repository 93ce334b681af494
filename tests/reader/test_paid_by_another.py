"""A pay for each one of a kind, given by one who is no one else in the story: "A shop pays
Ivo $4 per box", "The bakery pays Lea $9 an hour" read as what the one paid earns ("Ivo earns
$4 per box"). Each case is in our own words; an answer case fails when the shape is no longer
read, a refusal case when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A shop pays Ivo $4 per box. He packs 12 boxes. How much money does Ivo earn?", 48),
    ("The bakery pays Lea $9 an hour. She works 5 hours. How much does she earn?", 45),
    ("A farm paid Lea $3 for every crate. She filled 7 crates. How much did she earn?", 21),
    # what she held before, and the pay added to it
    ("Lea has $20. The bakery pays her $9 an hour. She works 5 hours. How much money does Lea "
     "have now?", 65),
    # a pace of the work paid, over a stretch asked
    ("A firm pays Lea $30 per report. She writes 2 reports a day. How much does she earn in 4 "
     "days?", 240),
]

REFUSED = [
    # the payer is named: the sum leaves a holding the story may ask of
    "Omar pays Ivo $4 per box. He packs 12 boxes. How much money does Ivo earn?",
    # the payer holds money the story asks of
    "The shop has $500. The shop pays Lea $9 an hour. She works 5 hours. How much money does "
    "the shop have left?",
    # the one paid is a group, or someone named only by another's name
    "A shop pays his sister $4 per box. Ivo packs 12 boxes. How much money does Ivo earn?",
    # a pay told once, not for each one
    "A shop pays Ivo $4. He packs 12 boxes. How much money does Ivo earn?",
    # a pay in things, not money
    "A shop pays Ivo 4 stickers per box. He packs 12 boxes. How many stickers does Ivo earn?",
    # the pay for one kind, the work told of another
    "A shop pays Ivo $4 per hour. He packs 12 boxes. How much money does Ivo earn?",
    # another's work asked
    "A shop pays Ivo $4 per box. He packs 12 boxes. Omar packs 5 boxes. How much did Omar earn?",
    # the payer asked
    "A shop pays Ivo $4 per box. He packs 12 boxes. How much did the shop pay?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_paid_by_another_answers(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_paid_by_another_refuses(text: str) -> None:
    assert_refuses(text)
