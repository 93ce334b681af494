"""Whom "each of them", "each one (of them)" and "they each" mean: the one group counted before
("Lin has 4 cousins. She gave each of them 3 kites."), read as if its noun were written there.
Problems in our own words, each with the answer it must give, and the shapes that must stay
refused: two groups, a group told beside another thing or person, a group someone acted with,
a count told twice or placed at another time."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

READ = [
    ("Oli has 5 crates. Each of them holds 8 jars. How many jars does Oli have?", 40),
    ("There are 5 crates. Each of them holds 8 jars. How many jars are there?", 40),
    ("Oli has 5 crates. Each one of them holds 8 jars. How many jars does Oli have?", 40),
    # "each one" before its verb: the pronoun, no count of one
    ("Oli has 5 crates. Each one holds 8 jars. How many jars are in the crates?", 40),
    ("Oli has 3 goats. Each one eats 2 pounds of hay a day. How many pounds of hay do his goats "
     "eat in 4 days?", 24),
    ("Oli has 5 crates. Each one can hold 8 jars. How many jars can the crates hold?", 40),
    ("Lin has 3 aunts. They each bought 2 scarves. How many scarves did they buy?", 6),
    ("Lin has 3 aunts. Each of them bought 2 scarves. How many scarves did they buy?", 6),
    ("Lin has 4 cousins. She gave each of them 3 kites. How many kites did she give?", 12),
    ("Lin has 4 cousins. She gave each one 3 kites. How many kites did she give?", 12),
    ("Lin has 4 cousins. She gave 3 kites to each of them. How many kites did she give?", 12),
    ("Lin has 4 cousins. She bought 3 kites for each of them. How many kites did she buy?", 12),
    # the group told in the same sentence; the things the verb moves are no "them"
    ("If Tam has 4 friends and he baked 3 pies for each one of them, how many pies did he bake?",
     12),
    # things bought are no company of the buyer
    ("Uma bought 6 scarves. Each of them cost $4. How much did she pay for the scarves?", 24),
    # after "they each" a word that may be a verb or a noun is the verb
    ("Uma bought 6 scarves. They each cost $4. How much did she pay?", 24),
    ("There are 5 crates. They each hold 8 jars. How many jars are there?", 40),
    # someone else giving to the group: "them" are still the group
    ("Lin has 4 cousins. Tam gave each of them 3 kites. How many kites did Tam give?", 12),
]

REFUSED = [
    # "each one" of two groups told
    "Oli has 5 crates and 2 boxes. Each one holds 8 jars. How many jars are there?",
    # two groups, or a group and a bare number
    "Oli has 5 crates and 3 bags. Each of them holds 8 jars. How many jars does Oli have?",
    "Oli has 5 crates. Uma has 3. Each of them holds 8 jars. How many jars do they have?",
    "Oli has 5 red crates and 3 blue crates. Each of them holds 8 jars. How many jars does Oli "
    "have?",
    "Lin has 4 cousins. She has 3 friends. She gave each of them 3 kites. How many kites did she "
    "give?",
    # things "of" other things: each crate, or each jar?
    "Oli has 5 crates of jars. He sold each of them for $2. How much money did he get?",
    # a group told beside one more thing or person
    "Oli has a bag and 5 crates. Each of them holds 8 jars. How many jars does Oli have?",
    "Lin has 4 cousins and a dog. She gave each of them 3 treats. How many treats did she give?",
    "Lin and 4 friends went to the fair. Each of them bought 2 tickets. How many tickets did they "
    "buy?",
    # a group someone went with or met: "they" may be her too
    "Lin went to the fair with 4 friends. They each bought 2 tickets. How many tickets did they "
    "buy?",
    "Tam met 4 friends. They each bought 2 hats. How many hats did they buy?",
    # people told together, or a plural pronoun before: another "they"
    "Lin and Uma have 4 cats. They each ate 2 treats. How many treats did they eat?",
    "Lin has 4 cousins. Two of them are boys. She gave each of them 3 kites. How many kites did "
    "she give?",
    # the count placed at another time, or told again
    "Lin had 4 cousins last year. She gave each of them 3 kites. How many kites did she give?",
    "Lin had 4 cousins. Then 2 more cousins came. She gave each of them 3 kites. How many kites "
    "did she give?",
]


@pytest.mark.parametrize(("text", "value"), READ)
def test_group_pronoun_is_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_group_pronoun_is_refused(text: str) -> None:
    assert_refuses(text)
