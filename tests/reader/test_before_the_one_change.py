"""Holdings before one change: a bare "before" asked after the one change the story tells and
the holding after it; "now" with a past holding ("Now there were 30 on the train") placing it
after that change; and a person told with "a" in the past ("A cook used 9 eggs") as one
person's doing, never what each one takes. In our own words; an answer fails when the shape
is no longer read, a refusal when it is read beside what makes it unsure."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Omar ate 6 plums. Now he has 5 plums. How many plums did he have before?", 11, "plums"),
    ("Twelve riders got off the train. Now there are 30 riders on the train. How many riders "
     "were on the train before?", 42, "riders"),
    ("Twelve riders got off the train. Now there were 30 riders on the train. How many riders "
     "were on the train at first?", 42, "riders"),
    ("Lina lost 7 stamps. She has 20 stamps left. How many stamps did she have before?", 27, "stamps"),
    ("A cook used 9 eggs to bake a cake. Now she has 3 eggs left. How many eggs did she have "
     "before she baked the cake?", 12, "eggs"),
    ("A farmer sold 14 melons. Now he has 6 melons left. How many melons did he have at first?",
     20, "melons"),
]

REFUSED = [
    # two changes: before which of them?
    "Omar ate 6 plums. He bought 4 plums. Now he has 5 plums. How many plums did he have before?",
    # the holding told before the change: before the change, or before the telling?
    "Omar has 11 plums. He eats 6 plums. How many plums did Omar have before?",
    # another's holding before the change is not told
    "Omar gave 6 plums to Lea. Now he has 5 plums. How many plums did Lea have before?",
    # two doers change the plums
    "Omar ate 6 plums. Lea ate 2 plums. Now he has 5 plums. How many plums did he have before?",
    # "still" after riders got on: the 30 before they got on, or after?
    "Twelve riders got on the train. There were still 30 riders on the train. How many riders "
    "were on the train at first?",
    # a cook told with "a" in the present: what any cook takes, never one cook's holding
    "A cook uses 9 eggs. Now she has 3 eggs left. How many eggs did she have at first?",
    # one of many children: how many cookies did they all get?
    "There were 12 children. A child got 2 cookies. How many cookies did the children get?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_before_the_one_change_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_before_the_one_change_refused(text: str) -> None:
    assert_refuses(text)
