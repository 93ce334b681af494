"""Things counted, then named one by one by their place in a row ("A vet weighed 3 cats. The
first …, the second … and the last …"): "they" and "their" are the row, which is the cats, only
when the row has no gap and is as long as the count, and the cats are the only things it may
name. A question that numbers the things ("the combined weight of all three bags") is the row
when the row, closed by "the last", is that long and nothing counts the things otherwise; a row
member said to be a weight ("The first was 5 pounds") weighs it. Each case in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A vet was weighing 3 cats. The first weighed 2 pounds. The second weighed 7 pounds and the "
     "last weighed 4 pounds. What is their combined weight?", 13),
    ("Ola weighed 3 boxes. The first weighed 5 kilograms, the second weighed 8 kilograms and the "
     "third weighed 6 kilograms. How much do they weigh in all?", 19),
    ("Ola weighed 4 bags. The first weighed 5 pounds, the second weighed 8 pounds, the third "
     "weighed 6 pounds and the last weighed 1 pound. How much do they weigh altogether?", 20),
    # the question numbers the row, its things told with no count
    ("Ola was packing bags. The first was 5 kilograms, the second was 8 kilograms and the last was "
     "6 kilograms. What is the total weight of all three bags?", 19),
    ("Ola weighed 3 bags. The first was 5 pounds, the second was 8 pounds and the last was 2 pounds. "
     "What is the combined weight of the 3 bags?", 15),
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
    # the number asked is not the row's, the row not closed, or more of the things told after it
    "Ola was packing bags. The first was 5 kilograms, the second was 8 kilograms and the last was "
    "6 kilograms. What is the total weight of all four bags?",
    "Ola was packing bags. The first was 5 kilograms, the second was 8 kilograms and the third was "
    "6 kilograms. What is the total weight of the three bags?",
    "Ola was packing bags. The first was 5 kilograms, the second was 8 kilograms and the last was "
    "6 kilograms. Then she packed 2 more bags. What is the total weight of all three bags?",
    "Ola was packing bags. The first was 5 kilograms, the second was 8 kilograms and the last was "
    "6 kilograms. What is the total weight of all three boxes?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_row_of_the_counted_things(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_row_that_is_not_the_counted_things(text: str) -> None:
    assert_refuses(text)
