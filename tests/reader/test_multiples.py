"""Multiples and fractions inside longer sentences: "a third as many", "one-third are",
"twice what Ann picked", "twice that much water", "18 more than half that amount", a place
between the counted noun and "as", "the rest of the pens" after ", and". Problems in our own
words, each with the answer it must give, and the shapes that must stay refused."""


import pytest

from tests.outcomes import assert_answers, assert_refuses

READ = [
    # a singular fraction before "as many" scales as "half as many" does
    ("Ula has 12 pens. Ivo has a third as many pens as Ula. How many pens does Ivo have?", 4),
    ("Ula sold 20 mugs. Ivo sold one fourth as many mugs as Ula. How many mugs did Ivo sell?", 5),
    # a fraction joined to its number by a hyphen needs no "of" after it
    ("A crate has 24 figs. One-third are ripe. How many figs are ripe?", 8),
    # "the rest of the X" opens a clause after ", and" as "the rest" does
    ("Ola has 30 beads. Two thirds of the beads are green, and the rest of the beads are blue. "
     "How many blue beads does Ola have?", 10),
    # "twice what Ann picked": a multiple of Ann's one picking
    ("Tia picked 6 pears. Rex picked twice what Tia picked. How many pears did Rex pick?", 12),
    ("Tia baked 5 pies. Rex baked triple what she did. How many pies did Rex bake?", 15),
    # "that much" with the stuff measured names the kind told just before
    ("Mo drank 2 liters of milk. Then he drank three times that much milk. How many liters of "
     "milk did Mo drink?", 8),
    # an amount more than a share of the quantity told just before
    ("Kai walked 40 blocks. Lu walked 6 more than half that amount. How many blocks did Lu walk?",
     26),
    ("Kai picked 9 plums. Lu picked three times this many plums. How many plums did Lu pick?", 27),
    ("Kai bought 4 pens. Then he bought 3 times that quantity. How many pens did Kai buy?", 16),
    # where the doer did it, between the counted noun and "as"
    ("Nia bought 5 kites. Oto bought twice as many kites at the fair as Nia did. How many kites "
     "did Oto buy?", 10),
    ("Nia threw 4 stones into the pond. Oto threw three times as many stones into the pond as "
     "Nia. How many stones did Oto throw?", 12),
    # a participle between "as many" and the counted noun describes the things counted
    ("Ivo made five times as many painted cups as Lea. Lea made 3 painted cups. How many "
     "cups did Ivo make?", 15),
    # a second multiple of one holding with no noun counts the kind the first part named
    ("Pia has twice as many shells as Rob and three times as many as Sue. Rob has 9 shells. How "
     "many shells does Sue have?", 6),
    # "the amount of" says what "the number of" says, for things counted and stuff measured
    ("Lea caught 5 crabs. Ivo caught twice the amount of crabs as Lea. How many crabs did Ivo "
     "catch?", 10),
    ("Lea used 3 cups of rice. Ivo used twice the amount of rice that Lea used. How many cups of "
     "rice did Ivo use?", 6),
    ("Lea has 7 coins. Ivo has three times the amount of coins Lea has. How many coins does Ivo "
     "have?", 21),
    # a multiple of the subject's own amount at a time told before, in the same words (s30-twice:
    # past another amount told since, too)
    ("On Monday, Rui baked 8 buns. On Tuesday, he baked 5 buns. On Wednesday, he baked twice as "
     "many buns as on Monday. How many buns did Rui bake in all?", 29),
    ("On Monday, Rui baked 8 buns. On Tuesday, he baked twice as many buns as on Monday. How many "
     "buns did Rui bake in all?", 24),
    ("On the first day, Rui baked 8 buns. On the second day, he baked half as many as he did the "
     "first day. How many buns did Rui bake in all?", 12),
    # an amount less than a share of the quantity told just before
    ("Kai climbed 90 steps. Lu climbed 5 less than one-third of that amount. How many steps did "
     "Lu climb?", 25),
]

REFUSED = [
    # two pickings of Ann's: which one is doubled?
    "Tia picked 6 pears. Tia picked 3 pears. Rex picked twice what Tia picked. How many pears "
    "did Rex pick?",
    # another verb's doing is no basis
    "Tia picked 6 pears. Rex ate twice what Tia picked. How many pears did Rex eat?",
    # a time after the other names which doing, and is not read
    "Tia picked 6 pears on Monday. Rex picked twice what Tia picked yesterday. How many pears did "
    "Rex pick?",
    # "that much" of another stuff: twice the liters, or twice something else?
    "Mo drank 2 liters of milk. Then he drank three times that much water. How many liters of "
    "water did Mo drink?",
    # the amount told just before sits beside another number: which one is halved?
    "Kai walked 40 blocks and 3 miles. Lu walked 6 more than half that amount. How many blocks "
    "did Lu walk?",
    # two throwings of Nia's, in two places: the place does not choose between them here
    "Nia threw 4 stones into the pond. Nia threw 2 stones into the lake. Oto threw three times "
    "as many stones into the pond as Nia. How many stones did Oto throw?",
    # "to Ann as Sam": as Sam gave Ann, or as he gave Sam?
    "Sam gave 6 pens to Ann. Cy gave twice as many pens to Ann as Sam. How many pens did Cy give?",
    # "one third" with a space and no "of" may be a place in a race or a grade
    "Ula has 12 pens. One third are red. How many pens are red?",
    # one buying compared twice is one doing, never two buyings
    "Pia bought twice as many shells as Rob and three times as many as Sue. Rob bought 9 shells. "
    "How many shells did Pia buy?",
    # the second part of the list names no kind the first part counted ("as Rob" has none)
    "Pia has 4 cups and three times as many as Sue. Sue has 2 cups. How many cups does Pia have?",
    # Lea caught twice: which catch is doubled?
    "Lea caught 5 crabs. Lea caught 2 crabs. Ivo caught twice the amount of crabs as Lea. How "
    "many crabs did Ivo catch?",
    # "as on Monday" of another doer, of a time not told, or of a time told twice
    "On Monday, Rui baked 8 buns. On Tuesday, Ida baked twice as many buns as on Monday. How many "
    "buns did Ida bake?",
    "On Monday, Rui baked 8 buns. On Tuesday, he baked twice as many buns as on Sunday. How many "
    "buns did Rui bake in all?",
    "On Monday, Rui baked 8 buns. On Monday, he baked 5 buns. On Wednesday, he baked twice as "
    "many buns as on Monday. How many buns did Rui bake in all?",
    # the share is of a quantity that sits beside another number in its clause
    "Kai climbed 90 steps and 3 hills. Lu climbed 5 less than one-third of that amount. How many "
    "steps did Lu climb?",
]


@pytest.mark.parametrize(("text", "value"), READ)
def test_multiple_is_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_multiple_is_refused(text: str) -> None:
    assert_refuses(text)
