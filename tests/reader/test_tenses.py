"""A tense on every verb group, kept by the token machine as a TENSE time chunk, and the
questions it binds: a doing asked to come is told only by a doing told to come."""

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof import RefusalCode
from wordproof.reader.machine import MachineState, feed
from wordproof.text.times import Tense, TimeKind
from wordproof.text.tokens import tokenize


def _tenses(text: str) -> list[tuple[str, Tense | None]]:
    state = MachineState()
    for token in tokenize(text):
        state = feed(state, token)
    return [(t.text, t.tense) for t in state.times if t.kind is TimeKind.TENSE]


@pytest.mark.parametrize(("text", "told"), [
    ("Rui baked 12 pies.", [("baked", Tense.PAST)]),
    ("Rui bakes 12 pies.", [("bakes", Tense.PRESENT)]),
    ("Rui will bake 12 pies.", [("will bake", Tense.FUTURE)]),
    ("Rui is going to bake 12 pies.", [("is going", Tense.FUTURE)]),
    ("Rui plans to bake 12 pies.", [("plans", Tense.FUTURE)]),
    ("Rui has baked 12 pies.", [("has baked", Tense.PERFECT)]),
    ("Rui had baked 12 pies.", [("had baked", Tense.PAST)]),
    ("Rui was baking pies.", [("was baking", Tense.PAST)]),
    ("Rui has 12 pies.", [("has", Tense.PRESENT)]),
    ("Rui had 12 pies.", [("had", Tense.PAST)]),
    ("There are 12 pies.", [("are", Tense.PRESENT)]),
    # one form for the past and the present: the present of one takes "-s"
    ("Ada put 3 figs in a jar.", [("put", Tense.PAST)]),
    ("Ada read 40 pages.", [("read", Tense.PAST)]),
    ("They put 3 figs in a jar.", []),
    ("Rui could bake 12 pies.", []),
    # arranged or owed: to come; a phrase the machine sets aside leaves the verb no tense
    ("Rui is to split the pies.", [("is", Tense.FUTURE)]),
    ("Rui has to bake 12 pies.", [("has", Tense.FUTURE)]),
    ("Rui was able to bake 12 pies.", []),
    # a question's group reaches over its subject and a negation
    ("How many pies will Rui bake?", [("will bake", Tense.FUTURE)]),
    ("How many pies did the cook not bake?", [("did bake", Tense.PAST)]),
    ("How many pies does Rui have?", [("does have", Tense.PRESENT)]),
    ("Rui bought 5 pears and ate 2.", [("bought", Tense.PAST), ("ate", Tense.PAST)]),
])
def test_each_verb_group_keeps_its_tense(text: str, told: list[tuple[str, Tense]]) -> None:
    assert _tenses(text) == told


@pytest.mark.parametrize("text", [
    "Rui baked 12 pies. How many pies will he bake?",
    "Rui bakes 12 pies. How many pies will he bake?",
    "Rui baked 12 pies. How many pies will he have baked?",
    "Rui baked 12 pies on Monday and 8 pies on Tuesday. How many pies will he bake in all?",
    "Rui baked 12 pies and Ada baked 8 pies. How many more pies will Rui bake than Ada?",
    "Rui had 20 pies. He sold some. Now he has 5 pies. How many pies will he sell?",
    # a holding to come, with nothing supposed or told to come
    "Rui had 20 pies. How many pies will he have?",
    "Rui bought 20 pies. He ate 2 pies. How many pies will he have left?",
])
def test_a_doing_asked_to_come_is_not_told_by_one_done(text: str) -> None:
    assert_refuses(text, RefusalCode.UNBOUND_TEMPORAL_SCOPE.code)


@pytest.mark.parametrize(("text", "value"), [
    # the stories tell a doing in the past or the present alike, and a holding asked now
    # (or to come, after what is supposed) follows what was told
    ("Rui had 20 pies. He sold 5 pies. How many pies does he have now?", 15),
    ("Rui has 20 pies. If he sells 5 pies, how many pies will he have?", 15),
    ("Rui has 20 pies. He eats 2 pies, so how many pies will he have?", 18),
    ("Rui is 10 years old. How old will he be in 5 years?", 15),
    ("Rui has 20 pies. He ate 2 pies. How many pies will he have left?", 18),
    ("Rui bakes 12 pies. How many pies did he bake?", 12),
    ("Rui has baked 12 pies. How many pies did he bake?", 12),
    # supposed in the question's own sentence: at the time asked
    ("If Rui bakes 12 pies and Ada bakes 8 pies, how many pies will they bake in all?", 20),
    # a habit told now holds on
    ("Rui bakes 12 pies a day. How many pies will he bake in 3 days?", 36),
])
def test_the_stories_conventions_keep_answering(text: str, value: int) -> None:
    assert_answers(text, value)


def test_a_pace_that_was_is_no_pace_to_come() -> None:
    assert_refuses("Rui earned $9 an hour. How much will he earn in 4 hours?",
                   RefusalCode.UNBOUND_TEMPORAL_SCOPE.code)
