"""Sorts of a kind got by one who "already had" some of the kind ("Nia picked 4 green pears and
5 yellow pears. She already had 6 pears. How many pears does she have now?"): every sort got is
of the kind, so the kind's holding is the one held plus the sorts got. In our own words; an
answer case fails when the sorts are no longer counted into the kind held, a refusal case when
they are beside what the sorts' own counts would be needed for."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Nia picked 4 green pears and 5 yellow pears. She already had 6 pears. How many pears does "
     "she have now?", 15, "pears"),
    ("Tam bought 3 blue pens and 2 black pens. If he already had 8 pens, how many pens does he "
     "have now?", 13, "pens"),
    ("Nia picked 4 green pears and 5 yellow pears. She already had 6 pears. Then she ate 2 green "
     "pears. How many pears does she have now?", 13, "pears"),
    # kinds of the category the held noun names
    ("Omar found 5 nickels and 2 quarters. He already had 9 coins. How many coins does he have "
     "now?", 16, "coins"),
    ("A rancher bought 6 goats and 3 horses. She already had 20 animals. How many animals does she "
     "have now?", 29, "animals"),
]

REFUSED = [
    # a sort asked: how many of the 6 were green is untold
    "Nia picked 4 green pears and 5 yellow pears. She already had 6 pears. How many green pears "
    "does she have now?",
    # a holding of one sort told beside them: some of the 6, or besides them?
    "Nia picked 4 green pears. She has 3 yellow pears. She already had 6 pears. How many pears "
    "does she have now?",
    # the holding not placed before the picking: before it, or after?
    "Nia picked 4 green pears and 5 yellow pears. She had 6 pears. How many pears does she have "
    "now?",
    # one kind of the category asked
    "A rancher bought 6 goats and 3 horses. She already had 20 animals. How many goats does she "
    "have now?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_sorts_got_after_held_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_sorts_got_after_held_refused(text: str) -> None:
    assert_refuses(text)
