"""Things counted, then named one by one by their place in a row ("A vet weighed 3 cats. The
first …, the second … and the last …"): "they" and "their" are the row, which is the cats, only
when the row has no gap and is as long as the count, and the cats are the only things it may
name. Each case in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A vet was weighing 3 cats. The first weighed 2 pounds. The second weighed 7 pounds and the "
     "last weighed 4 pounds. What is their combined weight?", 13),
    ("Ola weighed 3 boxes. The first weighed 5 kilograms, the second weighed 8 kilograms and the "
     "third weighed 6 kilograms. How much do they weigh in all?", 19),
    ("Ola weighed 4 bags. The first weighed 5 pounds, the second weighed 8 pounds, the third "
     "weighed 6 pounds and the last weighed 1 pound. How much do they weigh altogether?", 20),
]

REFUSED = [
    # a row shorter than the count: one cat is never weighed
    "A vet was weighing 4 cats. The first weighed 2 pounds. The second weighed 7 pounds and the "
    "last weighed 4 pounds. What is their combined weight?",
    "A vet was weighing 3 cats. The first weighed 2 pounds and the second weighed 7 pounds. What "
    "is their combined weight?",
    # a gap in the row: the second is never told
    "A vet was weighing 3 cats. The first weighed 2 pounds. The third weighed 7 pounds and the "
    "last weighed 4 pounds. What is their combined weight?",
    # two kinds counted before the row: cats or dogs?
    "A vet was weighing 3 cats and 3 dogs. The first weighed 2 pounds. The second weighed 7 pounds "
    "and the third weighed 4 pounds. What is their combined weight?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_row_of_the_counted_things(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_row_that_is_not_the_counted_things(text: str) -> None:
    assert_refuses(text)
