"""Parts asked with "fill up" ("How many jars would she fill up?"): a part filled up is a full
one, so the count asked is of the full parts, rounded down as "How many full jars" is; any other
filling ("How many jars did she fill?", where the last may hold the rest) is still answered only
when the whole parts exactly. Every case is in our own words; an answer fails when the shape is
no longer read, a refusal when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Noor made 45 dumplings. Each tray can hold 6 dumplings. How many trays would she fill up?", 7),
    ("Noor made 45 dumplings. Each tray can hold 6 dumplings. How many trays can she fill up?", 7),
    ("Noor made 42 dumplings. Each tray can hold 6 dumplings. How many trays would she fill up?", 7),
    ("Noor has 45 liters of soup. Each pot can hold 6 liters. How many pots would she fill up?", 7),
]

REFUSED = [
    # the last tray may hold the rest: seven or eight?
    "Noor made 45 dumplings. Each tray can hold 6 dumplings. How many trays did she fill?",
    # the dumplings are Noor's; Lin fills nothing
    "Noor made 45 dumplings. Each tray can hold 6 dumplings. How many trays would Lin fill up?",
    # two holders: whose dumplings go on the trays?
    "Noor made 45 dumplings and Lin made 12. Each tray can hold 6 dumplings. How many trays would "
    "Noor fill up?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    outcome = assert_answers(text, value)
    if value == 7 and "45" in text:
        assert any("fill up" in line for line in outcome.explanation.splitlines())


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
