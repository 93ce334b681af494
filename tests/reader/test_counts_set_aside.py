"""Numbers that count nothing. "during the first 2 hours" says how long a doing went on; "Ines,
one of the vendors," says who she is; "It was 90 degrees" how warm the weather was.
Each is set aside by its rule. Each case is in our own
words; an answer case fails when the number is left unaccounted again, a refusal case when it is
set aside where it may still count."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # a span of time the doing went on over
    ("Ines had 30 kites. She sold 8 kites during the first 2 hours. How many kites does she have "
     "left?", 22, "kites"),
    ("Ines sold 8 kites during the first 2 hours and 6 kites during the next 3 hours. How many kites "
     "did she sell?", 14, "kites"),
    # who the subject is, between commas
    ("Ines, one of the vendors, sold 8 kites and 3 balls. How many kites did Ines sell?", 8, "kites"),
    ("Ines, one of our best vendors, sold 8 kites. How many kites did she sell?", 8, "kites"),
    # how warm the weather was
    ("It was 31 degrees, and Ines sold 8 kites. She sold 5 more balls than kites. How many balls "
     "did she sell?", 13, "balls"),
    ("It is 75 degrees. Ines sells 9 hats and 4 fans. How many hats and fans does she sell?", 13,
     "hats and fans"),
]

REFUSED = [
    # a pace makes the span a count that matters
    "Ines sells 3 kites an hour. She sold 8 kites during the first 2 hours. How many kites did she "
    "sell?",
    "Ines had 30 kites. She sold 8 kites during the first 2 hours. Then she sold 4 kites every hour "
    "for 3 hours. How many kites are left?",
    # the group named between commas is not counted by it
    "Ines, one of the vendors, sold 8 kites. How many kites did the vendors sell?",
    "Ines, one of the 4 vendors, sold 8 kites. How many kites did Ines sell?",
    # the degrees asked, or changed: a count that matters
    "It was 31 degrees. Ines sold 8 kites. How many degrees was it?",
    "It was 31 degrees. Then it got 6 degrees warmer. How many degrees was it then?",
    # a thing's heat, not the weather's
    "The soup was 80 degrees. It cooled 20 degrees. Ines ate 2 bowls. How many bowls did she eat?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_count_set_aside(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_count_not_set_aside(text: str) -> None:
    assert_refuses(text)
