"""A getting from places that names a place for some amounts only: "picked 4 figs from the
tree on Monday and 3 more on Tuesday". The amounts with no place are still got, from somewhere
untold, so what another holds of the kind is not answered. Each case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Nia picked 4 figs from the tree on Monday and 3 more on Tuesday. How many figs did Nia "
     "pick?", 7),
    ("Nia gathered 5 shells from the shore and 2 more. How many shells did she gather in all?", 7),
]

REFUSED = [
    # the figs with no place told may be from the tree too: how many are left on it is untold
    "The tree had 20 figs. Nia picked 4 figs from the tree and 3 more. How many figs are on the "
    "tree?",
    # nor what another holder has, who may have been where they came from
    "Omar has 9 figs. Nia picked 4 figs from the tree and 3 more. How many figs does Omar have?",
    # a person named as the source of some only: the rest from that person, or not?
    "Nia got 4 figs from Omar and 3 more. How many figs did Omar give her?",
    "Nia got 4 figs from her aunt and 3 more. How many figs did Nia get?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_gathered_from_places_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_gathered_from_places_refused(text: str) -> None:
    assert_refuses(text)
