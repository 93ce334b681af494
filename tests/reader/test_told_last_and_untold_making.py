"""A scene told last (`scenes.told_last`), a making, a loss of no told amount or a doing of
unknown effect by the holder asked (the obligation `untold_use`), a sub-kind got again at another
time (`state._got_again_with_rest`): each refuses; the same shapes told as settings of the
doings after them, or before the holding, still answer."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value"), [
    # a scene told before the holding
    ("Ann went shopping. She had 20 dollars. How many dollars does she have?", 20),
    # a clause told last that tells an amount (the rest) is no scene
    ("Ian had 20 roses. He gave 6 roses to his mother and he kept the rest. How many roses did "
     "Ian keep?", 14),
    # a doing of unknown effect told before the holding
    ("Ann fed the horses. She had 10 apples. How many apples does she have now?", 10),
    # a making uses no money
    ("Ann had 10 dollars. She baked a pie. How many dollars does she have now?", 10),
    # a sub-kind got again with its rest, at no other time
    ("Lu baked 40 buns. She baked 15 plain buns and the rest were brown. How many brown buns did "
     "she bake?", 25),
])
def test_still_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", [
    "Ann had 20 dollars. She went shopping. How many dollars does she have now?",
    # an errand told after the holding may hold more doings than the one told after it
    "Ann had 20 dollars. She went shopping. She bought a pen for 3 dollars. How many dollars does "
    "she have now?",
    # an errand told after a holding refuses, whoever runs it (`scenes`: errand nouns)
    "Ann had 20 dollars. Her brother went shopping. How many dollars does Ann have now?",
    "Ann had 12 eggs. She baked a pie with them. How many eggs does she have now?",
    "Ann had 10 cookies. She ate lunch. How many cookies does she have now?",
    "Ann had 10 cookies. She went to the bakery. How many cookies does she have now?",
    "Ann had 10 nails. She fixed the fence. She bought 3 nails. How many nails does she have now?",
    "Lu baked 40 buns yesterday. Today she baked 15 plain buns and the rest were brown. How many "
    "brown buns did she bake?",
])
def test_refused(text: str) -> None:
    assert_refuses(text)
