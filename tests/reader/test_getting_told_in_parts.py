"""A getting of an untold amount told again, in the very next sentence, as a list of its parts
("Noa picked some pears. She picked 6 green pears and 5 red pears."): the parts are that
getting, not a second one; a part named by a word in the singular after its count ("6 green,
5 bosc") is a sort of the things told. Each case is in our own words; an answer case fails when
the list is read as a second getting (the total unknown), a refusal case when the rule reaches
past its shape."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Noa picked some pears. She picked 6 green pears and 5 red pears. How many pears did Noa "
     "pick?", 11, "pears"),
    # each part named by a noun in the singular after its count: a sort of the pears
    ("Ivo made some pies for the fair. He made 3 cherry, 4 peach and 2 lemon. How many pies did "
     "he make?", 9, "pies"),
    ("Ivo caught some fish. He caught 5 trout and 3 salmon. How many fish did he catch?", 8, "fish"),
]

REFUSED = [
    # one part alone may be some of them
    "Noa picked some pears. She picked 6 green pears. How many pears did Noa pick?",
    # also, more, then: one more getting besides
    "Noa picked some pears. She also picked 6 green pears and 5 red pears. How many pears did Noa "
    "pick?",
    "Noa picked some pears. She picked 6 green pears and 5 more red pears. How many pears did Noa "
    "pick?",
    "Noa picked some pears. Then she picked 6 green pears and 5 red pears. How many pears did Noa "
    "pick?",
    # another doer, another verb, another time, another purpose
    "Noa picked some pears. Eli picked 6 green pears and 5 red pears. How many pears did Noa pick?",
    "Noa bought some pears. She picked 6 green pears and 5 red pears. How many pears did Noa buy?",
    "Noa picked some pears on Monday. She picked 6 green pears and 5 red pears. How many pears did "
    "Noa pick?",
    "Noa picked some pears for the fair. She picked 6 green pears and 5 red pears for her aunt. How "
    "many pears did Noa pick?",
    # a part of another noun (in the plural) is no sort of the pears
    "Noa picked some pears. She picked 6 green pears and 5 plums. How many pears did Noa pick?",
    # two untold gettings: which one is told in parts?
    "Noa picked some pears and some plums. She picked 6 green pears and 5 red pears. How many pears "
    "did Noa pick?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_getting_told_in_parts_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_getting_told_in_parts_refused(text: str) -> None:
    assert_refuses(text)
