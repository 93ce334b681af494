"""A closing "to reach his goal" names the one want told (``needs.without_goal_purpose``) only
when "his" is the subject's own. For a name whose gender the names table does not know, "his" /
"her" is its own when the story names no one else and says no doer or owner by a pronoun of the
other gender (``needs._lone_name_owns``). Each case is in our own words; an answer case fails when
the shape is no longer read, a refusal case when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Tove wants to sell 40 tickets. He sold 12 tickets on Friday and 9 tickets on Saturday. How many "
     "more tickets does Tove need to sell to reach his goal?", 19, "tickets"),
    ("Kiran wants to collect 60 shells. She collected 25 shells. How many more shells does Kiran need "
     "to collect to reach her goal?", 35, "shells"),
]

REFUSED = [
    # the story says "she" of the doer: "his goal" is some man's
    "Tove wants to sell 40 tickets. She sold 12 tickets. How many more tickets does Tove need to "
    "sell to reach his goal?",
    # another person named: whose goal?
    "Tove wants to sell 40 tickets. Rowan sold 12 tickets. How many more tickets does Tove need to "
    "sell to reach his goal?",
    # an aim with no amount beside the want: "his goal" may be that one
    "Tove wants to sell 40 tickets. He hopes to win a trip. He sold 12 tickets. How many more "
    "tickets does Tove need to sell to reach his goal?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
