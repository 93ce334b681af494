"""What remains said first: "Of the rest, she gave half to Bo", "Of the remaining pens, he sold
20%", "Of the rest, half are tall" say what "she gave half of the rest to Bo" and "half of the
rest are tall" say, and are bound so. Each case is in our own words; an answer case fails when
the shape is no longer read, a refusal case when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Lu had 48 beads. She lost 8 beads. Of the remaining beads, she gave half to Mo. How many "
     "beads does Lu have?", 20, "beads"),
    ("Lu had 48 beads. She gave a quarter of them to Mo. Of the rest, she gave one-third to Ned. How "
     "many beads does Lu have?", 24, "beads"),
    ("Lu had 48 beads. She lost 8 beads. Of the remaining ones, she sold 25% to Ned. How many "
     "beads does Lu have?", 30, "beads"),
    ("There are 48 kids in the hall. A quarter of them are girls. Of the rest, one-third are tall. "
     "How many kids are tall?", 12, "kids"),
]

REFUSED = [
    # a count, not a share: 5 of the remaining ones, or 5 more?
    "Lu had 48 beads. She lost 8 beads. Of the remaining beads, she gave 5 to Mo. How many beads "
    "does Lu have?",
    # nothing went before: the rest of what?
    "Lu had 48 beads. Of the rest, she gave half to Mo. How many beads does Lu have?",
    "There are 48 kids in the hall. Of the rest, half are tall. How many kids are tall?",
    # two kinds lost: the rest of the beads, or of the beads and the cups?
    "Lu had 48 beads and 8 cups. She lost 8 beads and 2 cups. Of the rest, she gave half to Mo. "
    "How many beads does Lu have?",
    # half of 35 beads is no whole count
    "Lu had 45 beads. She lost 10 beads. Of the remaining beads, she gave half to Mo. How many "
    "beads does Lu have?",
    # the remaining cups were never told
    "Lu had 48 beads. She lost 8 beads. Of the remaining cups, she gave half to Mo. How many beads "
    "does Lu have?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_share_of_what_remains_first_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_share_of_what_remains_first_refused(text: str) -> None:
    assert_refuses(text)
