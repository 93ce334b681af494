"""A helper and the one helped do the doing together: "Ivo was helping his dad paint fences"
names the two as a pair, whom a later "they" may be, as "Ivo and his dad were painting fences"
does. Each case in our own words; an answer fails when the shape is no longer read, a refusal
when the pair is made where the words name no shared doing."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ivo was helping his dad paint fences. They painted 3 wooden fences and 4 metal fences. How "
     "many fences did they paint in all?", 7),
    ("Una helped her aunt bake pies. They baked 5 apple pies and 2 cherry pies. How many pies did "
     "they bake?", 7),
]

REFUSED = [
    # watching or letting someone do it: one doer, and "they" is no one told
    "Ivo watched his dad paint fences. They painted 3 wooden fences and 4 metal fences. How many "
    "fences did they paint in all?",
    "Ivo let his dad paint fences. They painted 3 wooden fences and 4 metal fences. How many "
    "fences did they paint in all?",
    # what the pair did asked of one of them
    "Ivo was helping his dad paint fences. They painted 3 wooden fences and 4 metal fences. How "
    "many fences did Ivo paint?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_helper_and_helped_are_they(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_no_pair_or_one_of_the_pair_asked(text: str) -> None:
    assert_refuses(text)
