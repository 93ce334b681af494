"""Parts of a whole named by kinds the hypernym table sorts apart ("32 are kittens and 15 are
hamsters": a kitten is a cat, and no cat is a hamster), and two such parts compared ("How many
more oaks than willows?"), counted in the whole's noun. Kinds of one sort ("hens", "chickens")
or of no sort ("calves") may share things, and the rest after them is not told. Each case is in
our own words; an answer case fails when the sorts no longer part the kinds or the comparison
is refused again, a refusal case when two kinds that may overlap are read as apart."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A shelter has 60 animals. 21 of them are kittens and 14 of them are rabbits. The rest are "
     "parrots. How many parrots are there?", 25),
    ("A shelter has 60 animals. 21 of them are cats, 14 of them hamsters, the rest are dogs. How "
     "many dogs are there?", 25),
    # two parts compared: the whole's noun counts both
    ("There are 70 trees in a yard. 24 of them are elms and the rest are pines. How many more "
     "pines than elms are there in the yard?", 22),
    ("A zoo has 50 animals. 30 of them are zebras and the rest are camels. How many fewer camels "
     "than zebras are there?", 10),
]

REFUSED = [
    # one sort: hens are chickens, a lion may be called a cat
    "A farm has 40 birds. 15 of them are chickens and 10 of them are hens. The rest are geese. "
    "How many geese are there?",
    "A zoo has 40 animals. 15 of them are cats and 10 of them are lions. The rest are bears. How "
    "many bears are there?",
    # a kind in no sort: calves of cows, or of elephants?
    "A park has 40 animals. 15 of them are calves and 10 of them are elephants. The rest are "
    "deer. How many deer are there?",
    # the kinds compared told of two wholes
    "A farm has 50 animals. 20 of them are cows and the rest are pigs. Tom has 8 cows. How many "
    "more pigs than cows are there?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_parts_by_sort_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_parts_by_sort_refused(text: str) -> None:
    assert_refuses(text)
