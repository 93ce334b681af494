"""A total of a group's doings told before its members' ("Together Rui and Ida picked 60 plums.
Rui picked 25."): added up once every member's doing is told; a member the question asks
and the story tells nothing of did the rest. Times, "later" and "more" keep doings apart."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Together Rui and Ida picked 60 plums. Rui picked 25 plums. How many plums did Ida pick?", 35, "plums"),
    ("Rui and Ida picked 60 plums together. Rui picked 25 plums. How many plums did Ida pick?", 35, "plums"),
    ("Rui and Ida went to the orchard. Together they picked 60 plums. Ida picked 25 plums. How many "
     "plums did Rui pick?", 35, "plums"),
    ("Rui and Ida weigh 90 pounds together. Rui weighs 42 pounds. How much does Ida weigh?", 48, "pounds"),
    # two totals tie the member asked of neither: the difference asked is told
    ("Rui and Ida weigh 90 pounds together. Ida and Cal weigh 84 pounds together. How much more "
     "does Rui weigh than Cal?", 6, "pounds"),
    ("Rui and Ida weigh 90 pounds together. Rui weighs 42 pounds. How much more does Ida weigh "
     "than Rui?", 6, "pounds"),
    # each member's doings told after the total are all among it
    ("Together Rui and Ida picked 60 plums. Rui picked 20 plums and Ida picked 40 plums. How many "
     "plums did Ida pick?", 40, "plums"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_total_told_first_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # a doing told to come later, or "more": not among the total
    "Together Rui and Ida picked 60 plums. Later Rui picked 25 more plums. How many plums did Ida pick?",
    "Together Rui and Ida picked 60 plums. Then Rui picked 25 plums. How many plums did Ida pick?",
    # times told of the total or of the doings: which fall within it?
    "Together Rui and Ida picked 60 plums last week. Rui picked 25 plums this week. How many plums "
    "did Ida pick?",
    "Yesterday Rui and Ida picked 60 plums together. Today Rui picked 25 plums. How many plums did "
    "Ida pick?",
    "Together Rui and Ida picked 60 plums this morning. Rui picked 25 plums this afternoon. How many "
    "plums did Ida pick?",
    # the member asked is told of the kind another way, or another member's doing is untold
    "Together Rui and Ida picked 60 plums. Rui gave Ida 25 plums. How many plums did Ida pick?",
    "Together Rui and Ida picked 60 plums. Rui ate 25 plums. How many plums did Ida pick?",
    "Rui, Cy and Ida picked 60 plums in all. Rui picked 25 plums. How many plums did Ida pick?",
    # asked anything but the untold member's doing, that member may have done none
    "Together Rui and Ida picked 60 plums. Rui picked 25 plums. How many plums does Ida have?",
    "Together Rui and Ida picked 60 plums. Rui picked 25 plums. How many plums did Rui pick?",
    # a member untold, asked of no question and tied by no other total
    "Rui and Ida weigh 90 pounds together. Ida and Cal weigh 84 pounds together. How much does Rui "
    "weigh?",
    "Rui, Ida and Cal weigh 130 pounds together. How much more does Rui weigh than Cal?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_total_told_first_refused(text: str) -> None:
    assert_refuses(text)
