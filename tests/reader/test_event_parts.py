"""Parts of a told group picked out by a doing: a past doing done once ("14 of them voted",
"the rest signed the card") or a progressive with an object and its words ("11 of them are
wearing green caps"). Only the part, the rest, or those not doing it are asked; a doing that
moves or ends the doers (read as a change), one told again or twice, a thing that does no
doing, a question of another doing or another group, or of the whole, refuse. Each case is in
our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There are 26 campers. 14 of them voted. How many did not vote?", 12),
    ("There are 26 campers. 14 of them voted. How many campers did not vote?", 12),
    ("A team has 22 players. 9 of them signed the card. How many did not sign the card?", 13),
    ("A club has 35 members. 20 of them voted. The rest slept. How many members slept?", 15),
    ("32 girls are in the gym. 13 of them are wearing green caps. How many are not wearing "
     "green caps?", 19),
    # a going verb with an object: what they did, no going away
    ("There are 27 pupils. 15 of them passed the exam. How many did not pass the exam?", 12),
    ("There are 18 dogs. 7 of them are chasing red balls. How many dogs are chasing red "
     "balls?", 7),
]

REFUSED = [
    # another group, another doing
    ("There are 26 campers. 14 of them voted. How many teachers did not vote?"),
    ("There are 26 campers. 14 of them voted. How many did not sing?"),
    ("A team has 22 players. 9 of them signed the card. How many did not sign the form?"),
    ("32 girls are in the gym. 13 of them are wearing green caps. How many are not wearing "
     "blue caps?"),
    # a doing that may be repeated, or dated
    ("There are 26 campers. 14 of them voted again. How many did not vote?"),
    ("There are 26 campers. 14 of them voted twice. How many did not vote?"),
    ("There are 26 campers. 14 of them voted yesterday. How many did not vote?"),
    # two groups "them" may be of
    ("There are 26 campers and 4 coaches. 14 of them voted. How many did not vote?"),
    # the whole asked after a doing that picks out a part
    ("There are 26 campers. 14 of them voted. How many campers are there?"),
    # a going or an ending is a change, not a part's doing
    ("There are 26 campers in the hall. 14 of them went. How many did not go?"),
    ("30 hikers were at the camp. 12 of them climbed the hill. How many hikers were left at "
     "the camp?"),
    ("30 hikers were at the camp. 12 of them swam. How many did not swim?"),
    # the question drops the object: the same doing, or another?
    ("There are 27 pupils. 15 of them passed the exam. How many did not pass?"),
    # things do no doing
    ("A box has 26 crayons. 14 of them voted. How many did not vote?"),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_event_part_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_event_part_refused(text: str) -> None:
    assert_refuses(text)
