"""Quotients that do not come out exact: the question says which way the parts are rounded.

"need" / "require" asks for the parts that hold all of the whole (rounded up); "can fill",
"could make" and "full" parts ask for the complete parts only (rounded down). Any other
question, or an estimate, is answered only when the division is exact.
"""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers
from wordproof import Answer, solve

ROUNDED = [
    # up: every thing must go into some part
    ("Each tray can hold 6 muffins. Lena baked 40 muffins. How many trays does she need?", 7,
     "trays"),
    ("A van seats 8 campers. There are 50 campers. How many vans are needed?", 7, "vans"),
    ("A van can transport 8 campers. There are 50 campers. How many vans are needed?", 7, "vans"),
    ("Kofi has 100 stamps. Each album page holds 12 stamps. How many pages will he need?", 9,
     "pages"),
    # down: only complete parts count
    ("Lena has 40 muffins. Each tray holds 6 muffins. How many trays can she fill?", 6, "trays"),
    ("Kofi has 100 stamps. Each page holds 12 stamps. How many full pages will he have?", 8,
     "full pages"),
    ("Kofi has 100 beads. He puts them into strings with 12 beads on each string. How many "
     "strings could he make?", 8, "strings"),
    # up, with a purpose saying all of the whole must go
    ("There are 50 campers. A van seats 8 campers. How many vans are needed to carry all the "
     "campers?", 7, "vans"),
    ("Kofi has 100 stamps. Each page holds 12 stamps. How many pages are required to hold all of "
     "them?", 9, "pages"),
    # down: what a sum can buy is whole things, the change less than one price
    ("Mia has $25. A notebook costs $4. How many notebooks can she buy?", 6, "notebooks"),
    # exact: both ways agree
    ("Lena has 42 muffins. Each tray holds 6 muffins. How many trays can she fill?", 7, "trays"),
    # "It takes 4 cups to make a pie": what each pie takes, as "Each pie takes 4 cups" says
    ("It takes 4 apples to make a pie. Omar has 30 apples. How many pies can he make?", 7, "pies"),
    ("It takes 3 yards of cloth to make a coat. Omar has 20 yards of cloth. How many coats could he "
     "make?", 6, "coats"),
    # the whole said in the question: "with 30 apples" is what "If he has 30 apples" supposes
    ("It takes 4 apples to make a pie. How many pies can you make with 30 apples?", 7, "pies"),
    ("Each crate holds 9 melons. How many crates can Omar fill with 40 melons?", 4, "crates"),
    # "should have", "can accommodate": the size each part is to have
    ("There are 50 runners. Each squad should have 8 runners. How many squads can they form?", 6,
     "squads"),
    ("Each cabin can accommodate 6 campers. There are 40 campers. How many cabins are needed?", 7,
     "cabins"),
    # "50 runners are forming squads": the runners are there, the squads not yet counted
    ("50 runners are forming squads for a relay. Each squad should have 8 runners. How many squads "
     "can they form?", 6, "squads"),
    # "40 campers are going to the lake": the campers are there; "5 can sit in each boat": the room
    ("40 campers are going to the lake. 6 campers can sit in each boat. How many boats are "
     "needed?", 7, "boats"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ROUNDED)
def test_rounded_parts(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


def test_floor_step_is_shown() -> None:
    outcome = solve("Lena has 40 muffins. Each tray holds 6 muffins. How many trays can she fill?")
    assert isinstance(outcome, Answer)
    assert "⌊40 ÷ 6⌋ = 6" in outcome.explanation


def test_ceiling_step_is_shown() -> None:
    outcome = solve("Lena has 40 muffins. Each tray holds 6 muffins. How many trays does she need?")
    assert isinstance(outcome, Answer)
    assert "⌈40 ÷ 6⌉ = 7" in outcome.explanation


UNROUNDED = [
    # neither up nor down is asked
    "Lena has 40 muffins. Each tray holds 6 muffins. How many trays does she use?",
    "Lena has 40 muffins. Each tray holds 6 muffins. How many trays did she fill?",
    # an estimate is not a rounded count
    "Lena has 40 muffins. Each tray holds 6 muffins. About how many trays does she need?",
    "Lena has 40 muffins. Each tray holds 6 muffins. Approximately how many trays will she need?",
    # a purpose naming some other whole than the one shared
    "There are 50 campers and 6 guides. A van seats 8 campers. How many vans are needed to carry "
    "all the guides?",
    # a budget asked as done, not as what can be done
    "Mia has $25. A notebook costs $4. How many notebooks did she buy?",
    "Mia has $25. A notebook costs $4. About how many notebooks can she buy?",
    # the share of each is not rounded: each may get a part of the last marble
    "Tariq has 38 marbles. He shares them equally among 6 cousins. How many does each cousin get?",
    # full ones and all of them at once: which?
    "Lena has 40 muffins. Each tray holds 6 muffins. How many full trays does she need?",
    # "going hiking" names no place the count goes to (the reading is left out)
    "40 campers are going hiking. Each boat can hold 6 campers. How many boats are needed?",
    # what each part is to have is no holding told: the boxes' pens are not counted
    "Omar has 5 boxes. Each box should have 6 pens. How many pens does he have?",
    # a time taken to make one thing is a pace, not what the thing is made of
    "It takes 5 minutes to make a pie. Omar has 30 apples. How many pies can he make?",
    # "with 20 more apples": added to what he has? the whole is not the number said
    "It takes 4 apples to make a pie. Omar has 10 apples. How many pies can he make with 20 more "
    "apples?",
]


@pytest.mark.parametrize("text", UNROUNDED)
def test_unrounded_refused(text: str) -> None:
    outcome = solve(text)
    assert not isinstance(outcome, Answer), outcome.explanation if isinstance(outcome, Answer) else ""


def test_rest_is_below_the_size() -> None:
    """The uniqueness proof rests on 0 ≤ rest < size: 40 muffins in 6s needs exactly 7 trays."""
    outcome = solve("Lena has 40 muffins. Each tray holds 6 muffins. How many trays does she need?")
    assert isinstance(outcome, Answer)
    assert outcome.value == Fraction(7)


LEFT_OVER = [
    # an equal share of whole things: what cannot be shared stays with the sharer
    ("Tariq has 38 marbles. He shares them equally among 6 cousins. How many marbles are left "
     "over?", 2),
    ("Tariq has 38 marbles. He splits them equally between 4 cousins. How many marbles does he "
     "have left?", 2),
    # exact: nothing is left
    ("Tariq has 36 marbles. He shares them equally among 6 cousins. How many marbles are left?", 0),
]


@pytest.mark.parametrize(("text", "value"), LEFT_OVER)
def test_left_over(text: str, value: int) -> None:
    assert_answers(text, value, "marbles")


def test_left_over_shows_the_quotient() -> None:
    outcome = solve("Tariq has 38 marbles. He shares them equally among 6 cousins. How many "
                    "marbles are left over?")
    assert isinstance(outcome, Answer)
    assert "⌊38 ÷ 6⌋ = 6" in outcome.explanation
