"""A taking by one who holds none of the kind, in a story where one thing alone holds it ("There
were 40 figs in a crate. Lena took 9 figs."): taken from that thing, as "took 9 figs from it"
says. In our own words; an answer case fails when the taking is no longer read from the thing,
a refusal case when it is read though the taker holds some, two things hold the kind, or the
taking names a place of its own."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There were 40 figs in a crate. Lena took 9 figs. How many figs are in the crate now?", 31, "figs"),
    ("There were 52 marbles in a jar. Ivo took 12 marbles and Pia took 15 marbles. How many marbles "
     "are in the jar now?", 25, "marbles"),
    ("There were 40 figs in a crate. Lena took 9 figs. How many figs does Lena have?", 9, "figs"),
]

REFUSED = [
    # the taker held some: her own, or the crate's?
    "Lena had 5 figs. There were 40 figs in a crate. Lena took 9 figs. How many figs are in the "
    "crate now?",
    # two things hold figs: taken from which?
    "There were 40 figs in a crate and 10 figs in a bowl. Lena took 9 figs. How many figs are in "
    "the crate now?",
    # carried elsewhere: from the crate, perhaps
    "There were 40 figs in a crate. Lena took 9 figs to the market. How many figs are in the crate "
    "now?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_taken_from_the_place_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_taken_from_the_place_refused(text: str) -> None:
    assert_refuses(text)
