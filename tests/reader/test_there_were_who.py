""""There were 30 kids who got on the train": the counted things did the relative's doing,
as "30 kids got on the train" says; "during" a stop names a time, no holder. Each case is in
our own words; an answer case fails when the relative is refused again, a refusal case when
a doing that names a sort is read as an event."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There were 30 kids who got on the train at the first station. 12 more kids got on the train "
     "at the next station. How many kids are on the train?", 42),
    ("There were 25 people that got on the ferry during the morning stop. Then 9 people got off "
     "the ferry. How many people are on the ferry now?", 16),
]

REFUSED = [
    # a doing that moves nothing names a sort of bird, not an event: how many birds, not read
    "There are 40 birds that sing and 12 that do not. How many birds sing?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_there_were_who_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_there_were_who_refused(text: str) -> None:
    assert_refuses(text)
