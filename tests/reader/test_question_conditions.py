"""Questions whose condition trails them, and GSM8K-style question openings, in our own words."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

ANSWERED = [
    # a comma before a trailing "if": the condition is a statement, the question ends at the comma
    ("Ivo has 3 times as many mugs as Ana. How many more mugs does Ivo have than Ana, if Ana has "
     "7 mugs?", 14),
    ("Lea has 4 more kites than Tom. How many kites does Lea have, if Tom has 9 kites?", 13),
    # change: a reading that makes the clerk the one who gets it back asks of nobody's change
    ("Ana bought 3 pens at $2 each and 2 pads at $4 each. She paid the clerk $20. How much change "
     "did she get back?", 6),
    # change: the money a condition supposes she has is the sum handed over
    ("Ana bought 3 pens at $2 each. How much change does she get back if she has $50?", 44),
    # commas that set off "in total" or close the thing asked
    ("Ana picked 6 pears. Then she picked 2 more pears. How many pears did Ana pick, in total?", 8),
    ("Ivo has 4 pears and 3 plums. How many pears and plums, does Ivo have altogether?", 7),
    ("Ivo picked 4 pears. Ana picked 6 pears. How many pears, in total, did the two pick?", 10),
    # "did all of them / all three VERB": the subject after "did"
    ("Ivo picked 4 pears. Ana picked 6 pears. How many pears did all of them pick?", 10),
    ("Ivo picked 4 pears. Ana picked 6 pears. Lea picked 1 pear. How many pears did all three "
     "pick together?", 11),
    # the unit of the answer set off by a comma at the close
    ("Ivo weighs 6 pounds more than Ana. If Ana weighs 90 pounds, how much does Ivo weigh, in "
     "pounds?", 96),
    # "compared to" after "have" says what "than" says
    ("Ivo has 14 mugs. Ana has 9 mugs. How many more mugs does Ivo have compared to Ana?", 5),
    # the verb said again after the other of "than"
    ("Ivo reads 6 pages a day. Ana reads 4 pages a day. How many more pages does Ivo read than Ana "
     "reads in 5 days?", 10),
    # "at first", "originally" of an event: the one event of the verb
    ("Seth bought 6 boxes. He gave 2 boxes to Ann. How many boxes did Seth buy originally?", 6),
    ("Seth bought 6 boxes. He gave 2 boxes to Ann. How many boxes did Seth buy in the first "
     "place?", 6),
]

REFUSED = [
    # the first of two purchases is not every purchase
    "Seth bought 6 boxes. Then he bought 3 more boxes. How many boxes did Seth buy at first?",
    # his garden is not his farm, and hens told with no place may be anywhere
    "Omar keeps 12 hens in his garden. How many hens does Omar have on his farm?",
    "Omar keeps 12 hens. How many hens does Omar have on his farm?",
    # two holdings of her money: which one was handed over is not told
    "Ana has $80. She bought 3 pens at $2 each. How much change does she get back if she has $50?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert isinstance(solve(text), Refusal)
