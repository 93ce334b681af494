"""Questions of a total or a difference said with "the number of": kinds listed after it, a
second "the number of" on the other side, and "their" things of two people. Each case is in
our own words; an answer case fails when the shape is no longer read, a refusal case when the
question binds to something its words do not name."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # kinds listed after "the (total) number of": what "How many pens and pencils …" asks
    ("Ina sold 12 pens and 7 pencils. What is the total number of pens and pencils she sold?", 19),
    ("Ina sold 12 pens, 3 pads and 7 pencils. What is the total number of pens, pads and pencils "
     "she sold?", 22),
    ("Ina has 12 pens and 7 pencils. What is the number of pens and pencils Ina has?", 19),
    # a modal before the verb of "the number of": what "will she …", "can they …" asks
    ("Ina knits 2 scarves a day. What is the number of scarves she will knit in 5 days?", 10),
    ("Ina knits 2 scarves a day and Ola knits 3 scarves a day. What is the total number of "
     "scarves they will knit in a week?", 35),
    ("Ina can fold 6 shirts a minute. What is the number of shirts she can fold in 4 minutes?",
     24),
    # "in total" over kinds listed adds the kinds, each counted once
    ("Ina sold 12 pens and 7 pencils. How many pens and pencils did she sell in total?", 19),
    ("Ina sold 12 pens and 7 pencils. She sold 4 more pens. How many pens and pencils did she sell "
     "in total?", 23),
    # "the number of" said again on the other side of a difference
    ("Ina has 12 red pens and 7 blue pens. What is the difference between the number of red pens "
     "and the number of blue pens?", 5),
    # "their" things, of the two people the story has: the larger less the smaller
    ("Ina has 12 pens and Ola has 7 pens. What is the difference between their pens?", 5),
    ("Ina has 7 pens. Ola has 12 pens. What's the difference between their pens?", 5),
    ("Ina has 12 pens and Ola has 7 pens. Ina gives Ola 3 pens. What is the difference between "
     "their pens?", 1),
    ("Ina has 12 pens and Ola has 7 pens. What is the difference in the number of pens they "
     "have?", 5),
    # a day told in the next clause of the sentence is that clause's own
    ("On Monday Ina ran 3 miles. On Friday she ran 4 miles and on Sunday she ran 6. How many "
     "miles did she run?", 13),
]

REFUSED = [
    # a modal asking of a time to come no doing is told of
    "Ina knitted 2 scarves. What is the number of scarves she will knit?",
    # a kind listed that the story never counts
    "Ina sold 12 pens on Monday. What is the total number of pens and pencils she sold?",
    # a kind of one listed also done in words with no number
    "Ina sold 12 pens and 7 pencils. She also sold pencils on Friday. How many pens and pencils "
    "did she sell in total?",
    # "their" of three people, or of two and someone else told holding some
    "Ina has 12 pens, Ola has 7 pens and Cy has 2 pens. What is the difference between their pens?",
    "Ina has 12 pens and Ola has 7 pens. Their aunt has 4 pens. What is the difference between "
    "their pens?",
    # "they had": at another time than now
    "Ina has 12 pens and Ola has 7 pens. What is the difference in the number of pens they had?",
    # "the difference in" anything but the things of the two
    "Ina has 12 pens and Ola has 7 pens. What is the difference in the number of pens?",
    # one of the two holds none of the kind asked
    "Ina has 12 pens and Ola has 7 pads. What is the difference between their pens?",
    # "their" of two holders told together: no one's own
    "Ina and Ola have 12 pens. What is the difference between their pens?",
    # the other side is another measure, not a number
    "Ina has 12 red pens and 7 blue pens. What is the difference between the number of red pens "
    "and the weight of blue pens?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_total_or_difference_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_total_or_difference_refused(text: str) -> None:
    assert_refuses(text)
