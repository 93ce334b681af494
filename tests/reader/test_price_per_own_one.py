"""A price of things sold or bought told per one of them ("sells crafts for $12 per craft",
"… for $12 a craft", "buys pens for $2 per pen") says what "$12 each" says. Any other noun
after "per" or "a" ("per box", "a dozen", "per hour") is another unit, and the clause is not
read so. Each case is in our own words; an answer case fails when the shape is no longer read,
a refusal case when it is read without what would make it certain."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ida sells scarves for 12 dollars per scarf. She sells 3 scarves. How much money does she make?", 36),
    ("Ida sells scarves for $12 a scarf. She sells 3 scarves. How much money does she make?", 36),
    ("Scarves sell for $5 per scarf. Ida sells 4 scarves. How much money does she make?", 20),
    ("Omar buys mugs for $3 per mug. He buys 5 mugs. How much does he spend?", 15),
    ("Kofi sells pies for $4 per pie and buns for $1 per bun. He sells 2 pies and 6 buns. How much "
     "money does he make?", 14),
]

REFUSED = [
    # a price per a pack, a box or a dozen is no price of one scarf
    "Ida sells scarves for $12 per box. She sells 3 scarves. How much money does she make?",
    "Ida sells scarves for $12 a dozen. She sells 36 scarves. How much money does she make?",
    "Omar buys mugs for $3 per pack. He buys 5 mugs. How much does he spend?",
    # a wage by the hour is no price of the things sold
    "Ida sells scarves for $12 per hour. She sells 3 scarves. How much money does she make?",
    # one kind per one, the other per a box: the box's count is not told
    "Kofi sells pies for $4 per pie and buns for $1 per box. He sells 2 pies and 6 buns. How much "
    "money does he make?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, Fraction(value))


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
