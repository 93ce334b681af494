"""A question narrowed to the occasion its one-sentence story opens with ("During the trip,
Ida drew 14 sketches and 5 maps. How many sketches from the trip did she draw?"): every thing
told is of that occasion, so the narrowing picks out all of them. Each case is in our own words;
an answer case fails when the "from" phrase is no longer set aside, a refusal case when it is set
aside where something may be from elsewhere."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("During the trip, Ida drew 14 sketches and 5 maps. How many sketches from the trip did she "
     "draw?", 14, "sketches"),
    ("While on holiday, Ole bought 6 postcards at the port and 8 at the castle. If he mailed 5 of "
     "the postcards, how many postcards from his holiday does he still have?", 9, "postcards"),
]

REFUSED = [
    # a second sentence may be told outside the occasion
    "During the trip, Ida drew 14 sketches. She drew 9 sketches at home. How many sketches from the "
    "trip does she have?",
    # the occasion never opens the story
    "Ida drew 14 sketches and 5 maps. How many sketches from the trip did she draw?",
    # held then, not got there: brought along, perhaps
    "While at camp, Kim had 8 bracelets. How many bracelets from camp does she have?",
    # named again: perhaps another trip
    "During the trip, Ida drew 14 sketches on the trip bus. How many sketches from the trip did she "
    "draw?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_asked_from_the_occasion_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_asked_from_the_occasion_refused(text: str) -> None:
    assert_refuses(text)
