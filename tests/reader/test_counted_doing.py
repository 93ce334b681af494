"""Counted doers of one doing ("18 girls went down the slide", "40 scouts went hiking"): how
many did it, which moves nothing anyone holds. Held only for a question of the same doing
(the same verb, path and way, or pastime), its groups added when the question asks them in
all or each later group is "more". Each case is in our own words; an answer case fails when
the doing is no longer read, a refusal case when it is read for another question."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Eighteen girls went down the water slide. Nine more girls went down the water slide. How "
     "many girls went down the water slide?", 27),
    ("40 scouts went hiking on Saturday. 25 scouts went hiking on Sunday. How many scouts went "
     "hiking in all?", 65),
    # another doing is not counted with it
    ("18 girls went down the slide. 6 girls went home. How many girls went down the slide?", 18),
    # kinds of one category, by the category
    ("12 girls went across the bridge. 7 boys went across the bridge. How many children went "
     "across the bridge in all?", 19),
]

REFUSED = [
    # the same girls may have gone twice: not asked in all, nor told as more
    "18 girls went down the slide in the morning. 6 girls went down the slide at noon. How many "
    "girls went down the slide?",
    # how many girls there are: at least 18, not told
    "18 girls went down the slide. How many girls are there?",
    # the doers are not all who are in the park
    "There are 30 girls in the park. 18 girls went down the slide. How many girls are in the "
    "park?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_counted_doing_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_counted_doing_refused(text: str) -> None:
    assert_refuses(text)
