"""A distance compared in the question: "How many miles farther did Ann drive (than Bo)?" asks
what "How many more miles did Ann drive?" asks; only a unit of length and a comparative of
distance, only of a doing."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Wren cycled 48 kilometers. Jude cycled 39 kilometers. How many kilometers farther did Wren cycle "
     "than Jude?", 9, "kilometers"),
    ("Wren hiked for 3 hours at 4 miles per hour. Jude hiked for 2 hours at 5 miles per hour. How many "
     "miles farther did Wren hike?", 2, "miles"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_farther_asked_as_more(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # a unit of time is no distance
    "Wren cycled 48 kilometers. Jude cycled 39 kilometers. How many hours farther did Wren cycle?",
    # "higher" may compare a height with the distance told
    "Wren cycled 48 kilometers. Jude cycled 39 kilometers. How many kilometers higher did Wren cycle?",
    # a measure held, not a doing
    "Wren is 64 inches tall. Jude is 59 inches tall. How many inches farther is Wren?",
    # two others: than whom?
    "Wren cycled 48 kilometers. Jude cycled 39 kilometers. Ola cycled 20 kilometers. How many "
    "kilometers farther did Wren cycle?",
    # another doing: walking is not cycling
    "Wren cycled 48 kilometers. Jude walked 9 kilometers. How many kilometers farther did Wren cycle "
    "than Jude?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_farther_asked_refused(text: str) -> None:
    assert_refuses(text)


def test_one_doing_told_by_another_verb_is_still_answered_when_apart() -> None:
    # a walk is no ride: the ride asked is the one told
    assert_answers("Mina biked 5 miles. Later she walked 2 miles. How many miles did Mina bike?", 5, "miles")
