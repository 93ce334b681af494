"""The difference between the numbers of two kinds a doing counted ("the difference between the
number of peaches and apples he harvested"): what "How many more peaches than apples did he
harvest?" counts, the larger less the smaller."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

HARVESTED = "Mr. Cole harvested 60 apples and 180 peaches. "

ANSWERED = [
    (HARVESTED + "What is the difference between the number of peaches and apples that he "
     "harvested?", 120),
    # the larger less the smaller, whichever is named first
    (HARVESTED + "What is the difference between the number of apples and peaches he harvested?", 120),
    (HARVESTED + "What is the difference between the number of apples and the number of peaches he "
     "harvested?", 120),
    ("Ann bought 5 red pens and 2 blue pens. What's the difference between the number of red pens "
     "and blue pens she bought?", 3),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_the_difference_between_two_kinds_of_a_doing(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value), outcome.explanation


REFUSED = [
    # a kind the doing never counted
    HARVESTED + "What is the difference between the number of apples and pears he harvested?",
    # another doing, or one to come
    HARVESTED + "What is the difference between the number of apples and peaches he sold?",
    HARVESTED + "What is the difference between the number of apples and peaches he will harvest?",
    # a holding, which no one told
    HARVESTED + "What is the difference between the number of apples and peaches he has?",
    # "he" may be Bo
    HARVESTED + "Bo harvested 50 apples. What is the difference between the number of apples and "
    "peaches he harvested?",
    # a like doing of one kind by another verb: found, or bought?
    "Ann bought 5 red pens. She found 3 red pens. She bought 2 blue pens. What's the difference "
    "between the number of red pens and blue pens she bought?",
    # denied
    "Ann bought 5 pens and 2 pencils. What's the difference between the number of pens and pencils "
    "she didn't buy?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_the_difference_between_two_kinds_unbound_is_refused(text: str) -> None:
    assert isinstance(solve(text), Refusal)
