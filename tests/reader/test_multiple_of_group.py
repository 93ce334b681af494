"""A multiple of a group's total: "twice as many pens as Ann and Bo combined", "as Ann, Bo and
Cy together". The subject holds (or did) the factor times what the members named hold
together now (or did, each once, with the same verb).
Problems in our own words, each with the answer it must give, and the shapes that must stay
refused."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

READ = [
    ("Lin has 3 kites. Tam has 5 kites. Oli has twice as many kites as Lin and Tam combined. "
     "How many kites does Oli have?", 16),
    ("Lin has 3 kites. Tam has 5 kites. Oli has twice as many as Lin and Tam together. How many "
     "kites does Oli have?", 16),
    ("Lin has 3 kites. Tam has 5 kites. Uma has 4 kites. Oli has half as many kites as Lin, Tam "
     "and Uma combined. How many kites does Oli have?", 6),
    # the members held what they hold when compared, after their changes
    ("Lin has 3 kites. Tam has 9 kites. Tam gave 4 kites to Lin. Oli has three times as many "
     "kites as Lin and Tam combined. How many kites does Oli have?", 36),
    # the total of all three counts each member once
    ("Lin has 3 kites. Tam has 5 kites. Oli has twice as many kites as Lin and Tam combined. "
     "How many kites do Lin, Tam and Oli have in all?", 24),
    # the members' total from the multiple
    ("Oli has 4 times as many kites as Lin and Tam combined. Oli has 48 kites. How many kites do "
     "Lin and Tam have together?", 12),
    # doings: each member's one event of the verb, added
    ("Lin baked 3 pies. Tam baked 5 pies. Oli baked twice as many pies as Lin and Tam combined. "
     "How many pies did Oli bake?", 16),
    ("Oli picked half as many figs as Lin and Tam together. Lin picked 7 figs. Tam picked 9 figs. "
     "How many figs did Oli pick?", 8),
]

REFUSED = [
    # a member told nothing of the kind: the total is not known
    "Lin has 3 kites. Oli has twice as many kites as Lin and Tam combined. How many kites does "
    "Oli have?",
    # with no word that adds them, "as Lin and Tam" may compare with each
    "Lin has 3 kites. Tam has 5 kites. Oli has twice as many kites as Lin and Tam. How many kites "
    "does Oli have?",
    # the subject among the members compared
    "Lin has 3 kites. Tam has 5 kites. Tam has twice as many kites as Lin and Tam combined. How "
    "many kites does Tam have?",
    # a member whose doing is not told, or told twice: which, or how many?
    "Lin baked 3 pies. Oli baked twice as many pies as Lin and Tam combined. How many pies did "
    "Oli bake?",
    "Lin baked 3 pies. Lin baked 2 pies. Tam baked 5 pies. Oli baked twice as many pies as Lin "
    "and Tam combined. How many pies did Oli bake?",
    # a doer among the members compared
    "Lin baked 3 pies. Tam baked 5 pies. Tam baked twice as many pies as Lin and Tam combined. "
    "How many pies did Tam bake?",
]


@pytest.mark.parametrize(("text", "value"), READ)
def test_multiple_of_group_is_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_multiple_of_group_is_refused(text: str) -> None:
    assert_refuses(text)
