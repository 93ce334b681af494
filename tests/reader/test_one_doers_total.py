"""One doer's total of a doing ("Ola counted a total of 40 moths", a list after it) is the
doing told, when no other doing of the verb is told; and a name the names table lacks, shown
by an epithet after it ("Tig the Cat bought 9 figs"), is read as a name. Each case is in our
own words; an answer case fails when the shape is refused again, a refusal case when another
doing of the verb, or a list that may hold the total beside its parts, is read as more."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ola counted a total of 40 moths. How many moths did Ola count?", 40),
    ("Ola counted a total of 12 gray moths, 9 white moths and 3 brown moths. How many moths did "
     "Ola count?", 24),
    ("Ola caught a total of 6 crabs, 4 eels and 2 clams. How many clams did Ola catch?", 2),
    ("Tig the Cat bought 9 figs while Rex the Dog bought 4. How many figs do they have in all?", 13),
    ("Tig the Cat bought 9 figs. How many figs did Tig buy?", 9),
    # a group's total listed by kinds: the group's doing of each kind
    ("Uma and Lev picked a total of 14 plums and 9 pears. How many pieces of fruit did they pick?", 23),
    ("The twins picked a total of 14 plums, 9 pears and 3 figs. How many more plums than figs did "
     "they pick?", 11),
]

REFUSED = [
    # another doing of the verb, before or after: it may be among the total
    "Ola counted 12 moths. Ola counted a total of 40 moths. How many moths did Ola count?",
    "Ola counted a total of 40 moths. She counted 12 moths at dusk. How many moths did Ola count?",
    "Ola counted a total of 40 moths. Later she counted 12 more moths. How many moths did Ola count?",
    "Ola counted a total of 40 moths. Ivo counted 12 moths. How many moths did they count?",
    # a doing of the things by another verb, or a second total
    "Ola counted a total of 40 moths. She caught 5 moths. How many moths did Ola count?",
    "Ola counted a total of 5 moths. Ola counted a total of 9 moths. How many moths did Ola count?",
    # the first item may be the total, the rest its parts
    "Ola counted a total of 40 moths, 12 gray moths and 9 white moths. How many moths did Ola count?",
    "Ola counted a total of 40 insects, 12 moths and 9 bees. How many insects did Ola count?",
    # a group's listed total says nothing of one member, nor of a later doing
    "Uma and Lev picked a total of 14 plums and 9 pears. How many plums did Lev pick?",
    "Uma and Lev picked a total of 14 plums and 9 pears. Uma picked 5 plums. How many plums did Lev "
    "pick?",
    "Uma and Lev picked a total of 14 plums and 9 pears. Then they picked 4 more pears. How many "
    "pears did they pick?",
    "Uma and Lev picked a total of 14 fruits and 9 pears. How many fruits did they pick?",
    # two epithets of one name: two of that name
    "Tig the Cat bought 9 figs. Tig the Dog bought 4 figs. How many figs did Tig buy?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_one_doers_total_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_one_doers_total_refused(text: str) -> None:
    assert_refuses(text)
