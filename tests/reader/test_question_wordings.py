"""Question wordings of additive stories read as the plainer question they say: "was she able to
feed" as "did she feed", "get paid for cutting the grass" as the money received for that doing,
"How many more are needed?" as the one who needs them "needs more", a stray "of" after
"between". Each case in our own words; an answer case fails when the wording is no longer read,
a refusal case when it binds to a doing, a holder or a time its words do not name."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # "was able to" and a verb that may be a noun too ("feed", "water")
    ("Ida fed 21 ducks and 13 geese. How many birds was she able to feed?", 34),
    ("Bo watered 12 roses and 8 tulips. How many flowers was he able to water?", 20),
    # a closing "for" and a gerund, told of the one receiving
    ("Lou had $30. He received some money for mowing the lawn. Now he has $52. How much money did "
     "he receive for mowing the lawn?", 22),
    ("Lou had $30. He received some money for mowing the lawn. Now he has $52. How much money did "
     "he get paid for mowing the lawn?", 22),
    # … and when the story tells no such doing, what the doing named left untold
    ("Last month Pia had 20 dollars. She walked dogs over the weekend and now has 45 dollars. How "
     "much money did she make walking dogs?", 25),
    ("Pia had $20. She walked dogs. Now she has $45. How much money did she get paid for walking "
     "dogs?", 25),
    # a need told, asked in the passive, of the one who needs
    ("The bees need 400 drops. They have 250 drops. How many more drops are needed?", 150),
    ("The bees need 400 drops. They have 250 drops. How many more drops are needed to be "
     "collected?", 150),
    # "between of the number of": a stray "of"
    ("A shop had 40 hats. After selling some there were 15 left. What is the difference between of "
     "the number of hats before selling and after selling?", 25),
]

REFUSED = [
    # nothing was told received for the doing named
    "Lou had $30. He received $5 from his aunt. Then he mowed the lawn. How much money did he "
    "receive for mowing the lawn?",
    "Lou had $30. He received $5 from his aunt. He got $9 for mowing the lawn. How much money did "
    "he receive for mowing the lawn?",
    # "get paid" with no doing named: which receiving is a payment?
    "Lou had $30. He received $5 from his aunt. He mowed the lawn. How much money did he get paid?",
    "Lou had $30. He received $5 from his aunt. How much money did he get paid for his work?",
    # two who need, or none: whose need?
    "The bees need 400 drops. The ants need 90 drops. The bees have 250 drops. How many more drops "
    "are needed?",
    "The bees have 250 drops. How many more drops are needed?",
    # a need of the past, or a doing that takes away
    "The bees need 400 drops. They have 250 drops. How many more drops were needed?",
    "The bees need 400 drops. They have 250 drops. How many more drops are needed to be eaten?",
    # a need of another kind than the one asked
    "The bees need 400 drops. They have 250 drops. How many more seeds are needed?",
    # a part of those fed: "homeless" names a sub-kind the story never tells
    "Ida fed 21 men and 13 women. How many homeless people was she able to feed?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_wording_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_wording_refused(text: str) -> None:
    assert_refuses(text)
