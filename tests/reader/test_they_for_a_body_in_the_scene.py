""""They" for the one body of people a scene named ("It was a busy week for the school. They
had 30 chairs."): no frame read the scene, yet its "the school" is whom "they" stands for, as
it would be had the scene been read; the body named again ("The school bought …") is the same.
Each case is in our own words; an answer case fails when "they" is left as someone never
introduced beside the body, a refusal case when it is bound where another may be meant."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("It was a busy week for the school. They had 30 chairs. The school bought 12 more chairs. How "
     "many chairs does the school have?", 42, "chairs"),
    ("It is a busy season for the garden shop. They had 80 pots. 35 pots were sold the first week. "
     "The shop got 20 more pots. How many pots did they have then?", 65, "pots"),
]

REFUSED = [
    # two bodies named: which one is "they"?
    "It was a busy week for the school and the library. They had 30 chairs. The school bought 12 "
    "more chairs. How many chairs does the school have?",
    # a body owned by someone named: that one may be among "they"
    "It was a busy week at Ann's shop. They had 80 pots. The shop got 20 more pots. How many pots "
    "does the shop have?",
    # the body named as a place: "they" may be the people there, its buyers
    "It was a busy day at the hat shop. They bought 30 hats. The shop has 20 hats left. How many "
    "hats did the shop have at first?",
    # a person named before: "they" may be the people who went
    "Ann went to the shop. They had 80 pots. The shop got 20 more pots. How many pots does the shop "
    "have?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_they_for_a_body_in_the_scene_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_they_for_a_body_in_the_scene_refused(text: str) -> None:
    assert_refuses(text)
