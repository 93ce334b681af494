"""Things used up "of them" by one who holds none of the kind ("Tom has 40 figs. His sister ate
16 of them.", "ate half of them") are the one holder's the story told of that kind: a loss of
that holder's, done by the eater. Each case is in our own words; an answer case fails when the
shape is refused again, a refusal case when "them" is read where it may be someone else's, or the
verb may pass the things on."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Tom has 40 figs. His sister ate 16 of them. How many figs does Tom have left?", 24),
    ("Tom had 40 figs. His sister ate 16 of them and he ate 5 of them. How many figs does Tom have "
     "left?", 19),
    ("There are 30 plums in a bowl. Mia ate 12 of them. How many plums are in the bowl now?", 18),
    ("Tom bought 40 figs. His friends ate 16 of them. How many figs does Tom have?", 24),
    ("Tom has 40 figs. His sister ate 16 of them. How many figs did his sister eat?", 16),
    # "of the figs", "of the juice": the same partitive with its noun said again
    ("Tom has 40 figs. His sister ate 16 of the figs. How many figs does Tom have left?", 24),
    ("Tom made 14 liters of juice. His guests drank 9 liters of the juice. How many liters of juice "
     "does Tom have left?", 5),
    ("Tom has 14 red figs and 5 green figs. Ann ate 3 of the red figs. How many figs does Tom have?", 16),
    # a share of them so used up is a share of that holding
    ("Tom has 40 figs. His sister ate half of them. How many figs does Tom have?", 20),
    ("Tom has 40 figs. His sister ate 25% of the figs. How many figs does Tom have?", 30),
    ("Tom has 40 figs. His sister ate 25% of the figs. How many figs did his sister eat?", 10),
    ("There were 148 nuts in a jar. Ben ate one-fourth of the nuts and Ida ate 29 of the nuts. How many "
     "nuts remain in the jar?", 82),
    # a second eater after the first: the things made, none eaten twice (s30)
    ("Tom baked 30 buns. Ann ate 8 of them. Then Ivo ate 5 of them. How many buns are left?", 17),
    ("Tom bought 30 buns. Ann ate 8 of them. Ivo ate 5 of them. How many buns does Tom have?", 17),
]

REFUSED = [
    # two holders told: whose?
    "Tom has 40 figs. Ann has 8 figs. His sister ate 16 of them. How many figs does Tom have?",
    "Tom gave 40 figs to Ann. His sister ate 16 of them. How many figs does Ann have?",
    "Tom made 14 figs. Ann baked 5 figs. Her sister ate 3 of the figs. How many figs does Tom have?",
    "Tom made 14 figs. Ann made 5 figs. Ann ate 3 of the figs. How many figs does Tom have?",
    # a verb that passes things on: to whom, and whose are they then?
    "Tom has 40 figs. His sister sold 16 of them. How many figs does Tom have?",
    # the eater holds none and nothing says she got any; the owner ate none
    "Tom has 40 figs. His sister ate 16 of them. How many figs does his sister have?",
    "Tom has 40 figs. His sister ate 16 of them. How many figs did Tom eat?",
    # a share so used up: of whose, or of what is left after a giving?
    "Tom has 40 figs. Ann has 10 figs. His sister ate half of them. How many figs does Tom have?",
    "Tom has 40 figs. He gave 10 to Ann. His sister ate half of them. How many figs does Tom have?",
    "Tom has 40 figs. His sister sold half of them. How many figs does Tom have?",
    # no holding told, only eatings: the 5 of the 8 eaten?
    "Ann ate 8 buns. Ivo ate 5 of them. How many buns did they eat?",
    # given on before the eating: of whose?
    "Tom baked 30 buns. He gave 8 of them to Ann. Ivo ate 5 of them. How many buns does Tom have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
