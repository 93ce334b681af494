"""What each container has of two kinds told in one clause ("Each box has 4 pens and 6
pencils", "Each butterfly has 12 black dots and 17 yellow dots") is a rate of either kind, as two
clauses would tell them, when no thing may be of both kinds. Each case is in our own words; an
answer case fails when the shape is no longer read, a refusal case when it is read without what
would make it certain."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There are 9 moths. Each moth has 3 black spots and 2 white spots. How many black spots are "
     "there in all?", 27),
    ("There are 9 moths. Each moth has 3 black spots and 2 white spots. How many spots are there in "
     "all?", 45),
    ("Ida has 5 crates. Each crate has 4 melons and 6 limes. How many melons does she have?", 20),
    ("There are 8 tables. Each table has 5 women and 3 men. How many women are there?", 40),
]

REFUSED = [
    # a kind beside its sort, a category or its young: some may be counted twice
    "There are 9 moths. Each moth has 3 spots and 2 white spots. How many spots are there in all?",
    "There are 9 moths. Each moth has 3 big spots and 2 white spots. How many spots are there in all?",
    "Ida has 5 cages. Each cage has 4 dogs and 6 animals. How many animals does she have?",
    "Ida has 5 cages. Each cage has 4 dogs and 2 puppies. How many dogs does she have?",
    # bags beside the crates may hold some too; crates given away: were they full?
    "Ida has 5 crates and 2 bags. Each crate has 4 melons and 6 limes. How many melons does she have?",
    "Ida has 5 crates. Each crate has 4 melons and 6 limes. She gave 2 crates to Ivo. How many melons "
    "does she have?",
    # crates of melons hold melons: limes in them are not told of such crates
    "Ida has 5 crates of melons. Each crate has 4 melons and 6 limes. How many limes does she have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, Fraction(value))


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
