"""A getting of an untold amount told in the past perfect that opens the story ("Mo had
picked some plums."): done before the story's own time, so "at first" and "originally" ask the
holding after it. Each case is in our own words; an answer case fails when the opening getting
is read as a change inside the story (the state before it is unknown), a refusal case when the
rule reaches past its shape."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Mo had picked some plums. He gave away nine and now he has thirty left. How many plums did "
     "he originally have?", 39, "plums"),
    ("Tia had knitted some scarves. She sold 5 of them. She has 7 scarves left. How many scarves "
     "did she have at first?", 12, "scarves"),
    # a getting told inside the story after it is counted after the start
    ("Tia had knitted some scarves. She knitted 3 more. She sold 5 and has 7 left. How many "
     "scarves did she have at first?", 9, "scarves"),
    # a question of the getting itself reads it as before
    ("Mo had picked some plums. He gave away nine and now he has thirty left. How many plums did "
     "he pick?", 39, "plums"),
]

REFUSED = [
    # the amount got is told: "at first" may be before it
    "Mo had picked 12 plums. He has 30 plums now. How many plums did he have at first?",
    # a holding told before it: the past perfect is no opening
    "Mo had 4 plums. He had picked some plums. He gave away nine and has thirty left. How many "
    "plums did he have at first?",
    # placed at a time of its own
    "By noon Mo had picked some plums. He gave away nine and has thirty left. How many plums did "
    "he have at first?",
    # a loss in the past perfect is no getting
    "Mo had sold some plums. He has 30 plums left. How many plums did he have at first?",
    # nothing told after it fixes the amount
    "Mo had picked some plums. He gave away nine. How many plums did he have at first?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_got_before_the_story_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_got_before_the_story_refused(text: str) -> None:
    assert_refuses(text)
