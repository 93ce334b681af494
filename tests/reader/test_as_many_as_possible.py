"""Equal parts said otherwise: "so that no one gets more than anyone else"
(`shares.none_gets_more`), "If she gives each child as many cupcakes as possible"
(`shares._as_many_as_can_be`, read as `_ought_equal` reads "the same amount"), and what is
left over said to be someone's ("left over for her to eat", `remainders._left_over_for`)."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value"), [
    ("Ana has 17 figs. She shares them equally among her 3 sons so that no one gets more than "
     "anyone else. How many figs will be left over?", 2),
    ("Ana has 17 figs. She wants to share them equally among her 3 sons so that nobody gets more "
     "than anybody else. How many figs will be left over?", 2),
    ("Ana has 17 figs. She wants to share them among her 3 sons. If she gives each son as many "
     "figs as possible, how many figs will be left over?", 2),
    ("Ana has 17 figs. She shares them among her 3 sons. If she gives each son as many as she "
     "can, how many figs will be left over?", 2),
    # nothing is left over when the parts take all
    ("Ana has 18 figs. She shares them among her 3 sons. If she gives each son as many figs as "
     "possible, how many figs are left over?", 0),
    ("Ana has 17 figs. She shares them equally among her 3 sons. How many figs will be left over "
     "for Ana to eat?", 2),
    ("Ana has 17 figs. She shares them equally among her 3 sons. How many figs will be left over "
     "for her?", 2),
])
def test_equal_parts_said_otherwise(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", [
    # given "to" her sons with no "equally": the clause that says equal is read as nothing
    "Ana has 17 figs. She gives them to her 3 sons so that no one gets more than anyone else. How "
    "many figs does each son get?",
    # another comparison says nothing of equal parts
    "Ana has 17 figs. She shares them equally among her 3 sons so that no one gets more than 5. "
    "How many figs will be left over?",
    "Ana has 17 figs. She shares them among her 3 sons so that the oldest gets more than anyone "
    "else. How many figs are left over?",
    # as many as each wants is no most-alike
    "Ana has 17 figs. She shares them among her 3 sons. If she gives each son as many figs as he "
    "wants, how many figs are left over?",
    # as many of another kind
    "Ana has 17 figs and 5 cups. She shares her figs among her 3 sons. If she gives each son as "
    "many cups as possible, how many figs are left over?",
    # left over for someone other than the sharer, or for no share
    "Ana has 17 figs. She shares them equally among her 3 sons. How many figs will be left over "
    "for Bo to eat?",
    "Ana has 17 figs. She ate 3 figs. How many figs are left over for her to eat?",
])
def test_equal_parts_said_otherwise_refused(text: str) -> None:
    assert_refuses(text)
