"""Quantity shapes read through the frames that already read their plainer wording: a share of
what a holder has left, a sum got or spent by a doing, a frequency word per time, a fraction of
one unit, half the remaining, a share of a holding whose count is told with it, and a kind said
by its describing word alone ("as red")."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # "the <kind> she has left" says what "of what she has left" says: of the holding now
    ("Rena had 60 cards. She gave 12 cards to Otis. She gave half of the cards she has left to "
     "Pim. How many cards does Rena have now?", 24, "cards"),
    ("Tal has $40. He spent $16 on a lamp. He spent a quarter of the money he had left on ink. "
     "How much money does Tal have left?", 18, "dollars"),
    # a sum got or spent by a doing: the sum, and the doing read on its own
    ("Ines earned $90 washing cars. She spent $25. How much money does Ines have?", 65, "dollars"),
    ("Abe had $50. He spent $12 buying kites. How much money does Abe have?", 38, "dollars"),
    # "twice a week" is "2 times a week"
    ("Lou swims twice a week. How many times does Lou swim in 6 weeks?", 12, "times"),
    ("Lou naps once a day. How many times does Lou nap in 5 days?", 5, "times"),
    # a fraction of one unit is a measure of that unit
    ("Ada jogged for half an hour. How many minutes did Ada jog?", 30, "minutes"),
    ("Ada ate half a pound of cheese. How many pounds of cheese did Ada eat?", Fraction(1, 2), "pounds"),
    # so is a fraction right before the unit, spaced or hyphened, with nothing after it
    ("Ada reads 10 pages every half hour. How many pages does Ada read in 3 hours?", 60, "pages"),
    ("Ada reads 10 pages every half-hour. How many pages does Ada read in 3 hours?", 60, "pages"),
    ("Ada walked for a half hour. Then she walked for 2 hours. How many hours did Ada walk?",
     Fraction(5, 2), "hours"),
    # "half the remaining" is "half of the remaining"
    ("Nico has 30 plums. He gives 6 plums to Eve and sells half the remaining plums. How many "
     "plums does Nico have left?", 12, "plums"),
    # "as red" after "as many blue marbles": red marbles, the noun left unsaid
    ("There are 5 green cups on a shelf. There are twice as many white cups as green. How many "
     "cups are on the shelf?", 15, "cups"),
    # the owner's holding told with the share taken of it
    ("Vera had 7 shells. Milo gave her a third of his 24 shells. How many shells does Vera have "
     "now?", 15, "shells"),
    ("Vera had 7 shells. Milo gave her a third of his 24 shells. How many shells does Milo have "
     "now?", 16, "shells"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_answered(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # the doing got things of a count not told: how many kites now is unknown
    "Abe had 2 kites and $50. He spent $12 buying kites. How many kites does Abe have?",
    # half of one thing that is no unit is no count of things
    "Ada ate half a pie. How many pies did Ada eat?",
    "Ada ate a half pie and 2 pies. How many pies did Ada eat?",
    # a fraction of a unit before a noun measures the thing named ("a half-hour show": of shows,
    # how many hours?); "half hours" are halves counted, no measure; "a half dollar" is a coin
    "Ada watched a half-hour show and a 2-hour movie. How many hours did Ada watch?",
    "Ada watched a half hour show and a 2-hour movie. How many hours did Ada watch?",
    "Ada reads 10 pages every half hours. How many pages does Ada read in 3 hours?",
    "Ada has a half dollar and 2 dollars. How many dollars does Ada have?",
    # a bare noun after "as" is another kind, never a described one: dogs are not black cats
    "Ivy has 5 dogs. She has twice as many black cats as dogs and 3 white cats. How many black "
    "dogs does Ivy have?",
    # the count told with the share cannot be the receiver's own, told otherwise before
    "Vera had 7 shells. She gave Milo a third of her 24 shells. How many shells does Vera have now?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
