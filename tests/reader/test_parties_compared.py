"""A doing compared between two parties of it ("How many more did she give to Lea than to Mae?",
"… did Bo get from Sam than from Ann?"): the asked doer's doings with the first less those
with the second, each party named with its preposition said again."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

GAVE = "Nori had 40 crayons. She gave 5 crayons to Mae and 12 crayons to Lea. "

ANSWERED = [
    (GAVE + "How many more crayons did she give to Lea than to Mae?", 7),
    (GAVE + "How many fewer crayons did she give to Mae than to Lea?", 7),
    # a later giving to one of them counts with the first
    (GAVE + "She gave 2 more crayons to Mae. How many more crayons did she give to Lea than to "
     "Mae?", 5),
    # another's giving to a party is not the asked doer's
    (GAVE + "Lea gave 4 crayons to Mae. How many more crayons did Nori give to Lea than to Mae?", 7),
    ("Sam gave Bo 5 pens. Ann gave Bo 3 pens. How many more pens did Bo receive from Sam than from "
     "Ann?", 2),
    ("Bo got 5 pens from Sam and 3 pens from Ann. How many more pens did Bo get from Sam than from "
     "Ann?", 2),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_a_doing_compared_between_two_parties(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value), outcome.explanation


REFUSED = [
    # "than Mae": than to Mae, or than Mae gave to Lea?
    GAVE + "How many more crayons did she give to Lea than Mae?",
    # a party never told
    GAVE + "How many more crayons did she give to Lea than to Bo?",
    # the second preposition not the first's
    GAVE + "How many more crayons did she give to Lea than from Mae?",
    # given by whom?
    GAVE + "How many more crayons were given to Lea than to Mae?",
    # more to Mae presupposed, and not so
    GAVE + "How many more crayons did she give to Mae than to Lea?",
    # an amount untold
    "Nori had 40 crayons. She gave some crayons to Mae and 12 crayons to Lea. How many more "
    "crayons did she give to Lea than to Mae?",
    # two who may have given
    GAVE + "Ann had 20 crayons. She gave 4 crayons to Mae. How many more crayons did she give to "
    "Lea than to Mae?",
    # of one day, when the givings of days are not told apart
    "Nori had 40 crayons. Yesterday she gave 5 crayons to Mae. Today she gave 12 crayons to Lea "
    "and 2 to Mae. How many more crayons did she give to Lea than to Mae today?",
    # a getting by another verb from a party: got, or bought?
    "Bo got 5 pens from Sam. Bo bought 3 pens from Ann. How many more pens did Bo get from Sam "
    "than from Ann?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_doing_compared_between_parties_unbound_is_refused(text: str) -> None:
    assert isinstance(solve(text), Refusal)
