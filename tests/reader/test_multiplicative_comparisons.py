"""Multiplicative comparisons in frames said other ways: a multiple of the subject's own doing
at a named time said with the doer and the verb again ("twice as many as he sold on Monday",
"twice the number of figs he sold on Monday", "double the figs she ate on Monday"); the other
kind's "there are" said again ("half as many camels as there are zebras"); the multiple said
first ("Twice as many girls as boys are in the class"); an age compared by a person named after
a role of a pronoun's ("His sister Lea is half as old as he is"); the subject's own other kind
said with a possessive ("twice as many blue pens as her red pens"); "twice the number of Ann's
pens"; two ratios of one age listed ("twice as old as Al and half as old as Cy"); "as the
first" after one noun told with "first". Problems in our own words, each with the answer it
must give, and the nearby shapes that must stay refused."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

READ = [
    # the subject's own doing at a time named, with the doer and the clause's verb said again
    ("Rui sold 6 kites on Monday. On Friday, he sold twice as many kites as he sold on Monday. "
     "How many kites did Rui sell on Friday?", 12),
    ("Rui sold 6 kites on Monday. On Friday, he sold twice the number of kites he sold on Monday. "
     "How many kites did Rui sell on Friday?", 12),
    ("Rui sold 6 kites on Monday. On Friday, he sold three times the number of kites that he sold "
     "on Monday. How many kites did Rui sell in all?", 24),
    ("On Monday, Ida ran 40 minutes. On Tuesday, she ran half the number of minutes she ran on "
     "Monday. How many minutes did Ida run on Tuesday?", 20),
    ("Ida ate 3 plums on Tuesday. On Wednesday, she ate double the plums she ate on Tuesday. How "
     "many plums did Ida eat on Wednesday?", 6),
    ("Ida read 9 books last year. This year, she read twice the number of books she read last "
     "year. How many books did Ida read in all?", 27),
    # the other kind's "there are" in the clause's own form is "as zebras"
    ("There are 18 owls. There are half as many hawks as there are owls. How many hawks are "
     "there?", 9),
    ("There were 12 owls. There were only half as many hawks as there were owls. How many hawks "
     "were there?", 6),
    ("There are 18 owls in the barn. There are twice as many bats as there are owls in the barn. "
     "How many bats are in the barn?", 36),
    # the multiple said first, two kinds and a place after "be"
    ("There are 7 boys in the club. Twice as many girls as boys are in the club. How many girls "
     "are in the club?", 14),
    ("There are 7 boys in the club. Three times as many girls as boys are in the club. How many "
     "children are in the club?", 28),
    # a name after a pronoun's role, compared with the one the pronoun says again
    ("Oto is 16 years old. His sister Lea is half as old as he is. How old is Lea?", 8),
    ("Oto is 5 years old. His cousin, Rui, is thrice as old as he is. How old is Rui?", 15),
    ("Oto is 16 years old. His sister Lea is 4 years younger than he is. How old is Lea?", 12),
    # or with a name of the pronoun's gender ("his" after the one man told)
    ("Leo is 16 years old. His sister Lea is half Leo's age. How old is Lea?", 8),
    ("Ada is 12 years old. Her uncle Rui is 3 times as old as Ada. How old is Rui?", 36),
    # the subject's own other kind said with her possessive
    ("Ria has 7 red pens. She has twice as many blue pens as her red pens. How many blue pens "
     "does Ria have?", 14),
    ("Ria has 6 cats. She has half as many dogs as her cats. How many pets does Ria have?", 9),
    # "as the first" closing the clause after one noun told with "first"
    ("The first ladder has 20 rungs. The second ladder has twice as many rungs as the first. How "
     "many rungs does the second ladder have?", 40),
    ("The first ladder has 20 rungs. The second one has half as many rungs as the first. How many "
     "rungs does the second ladder have?", 10),
    # two ratios of one age now, listed
    ("Cy is 60 years old. Bo is twice as old as Al and half as old as Cy. How old is Al?", 15),
    ("Cy is 60 years old. Bo is twice as old as Al but half as old as Cy. What is the sum of "
     "their ages?", 105),
    # "the number of Ann's pens" is "as many pens as Ann"
    ("Ann has 20 pens. Bo has twice the number of Ann's pens. How many pens does Bo have?", 40),
    ("Ann has 20 pens and Bo has half the number of Ann's pens. How many pens do they have?", 30),
]

REFUSED = [
    # another verb, another doer, another kind said again: not the subject's own doing then
    "Rui sold 6 kites on Monday. On Friday, he sold twice as many kites as he bought on Monday. "
    "How many kites did Rui sell on Friday?",
    "Rui sold 6 kites on Monday. Ivo sold 4 kites on Monday. On Friday, Rui sold twice the number "
    "of kites Ivo sold on Monday. How many kites did Rui sell on Friday?",
    "Rui sold 6 kites on Monday. On Friday, she sold twice the number of kites he sold on Monday. "
    "How many kites did she sell on Friday?",
    "Rui sold 6 kites on Monday. On Friday, he sold twice the number of cups he sold on Monday. "
    "How many cups did Rui sell on Friday?",
    # two doings that day: which one is doubled?
    "Rui sold 6 kites on Monday and 4 on Tuesday. On Friday, he sold twice as many kites as he "
    "sold on Monday. How many kites did Rui sell in all?",
    # "as there were owls" after "there are": the owls at another time
    "There are 18 owls. There are half as many hawks as there were owls. How many hawks are there?",
    # owls told in two places: which owls?
    "There are 18 owls in the barn and 6 owls in the shed. There are half as many hawks as there "
    "are owls. How many hawks are there?",
    # the multiple said first of a holder's things, or of a doing: not read
    "Bo has 7 boys. Twice as many girls as Bo's boys are in the club. How many girls are in the "
    "club?",
    "There are 7 boys in the club. Twice as many girls as boys went to the park. How many girls "
    "went to the park?",
    # a role of a pronoun, compared with someone else: whose sister? with no "than": than whom?
    "Ada is 16 years old. His sister Lea is half as old as Ada. How old is Lea?",
    "Oto is 16 years old. His sister Lea is 4 years younger. How old is Lea?",
    "Ada is 16 years old. Her sister Lea is half as old as he is. How old is Lea?",
    "Ada is 16 years old. His sister Lea is half Ada's age. How old is Lea?",
    # "her red pens" after another's red pens: hers, or Ann's?
    "Ria has 7 red pens. Ann has 4 red pens. Ria has twice as many blue pens as her red pens. How "
    "many blue pens does Ria have?",
    "Ria has 7 red pens. She has twice as many red pens as her red pens. How many red pens does "
    "she have?",
    # "the first" after two nouns told with "first", or a time's noun set aside: not read
    "The first jar holds 9 beads. The first box holds 4 beads. The second jar holds twice as many "
    "beads as the first. How many beads does the second jar hold?",
    "The first jar holds 9 beads. On the second night, Bo put twice as many beads in it as the "
    "first night. How many beads did Bo put in?",
    # a ratio with no other in a list, a past, a time after it: not read
    "Cy is 60 years old. Bo is twice as old as Al and half as old. How old is Al?",
    "Cy is 60 years old. Bo was twice as old as Al and half as old as Cy. How old is Al?",
    "Cy is 60 years old. Bo is twice as old as Al and half as old as Cy today. How old is Al?",
    # someone never told, another kind of hers, her own: not read
    "Ann has 20 pens. Bo has twice the number of Cy's pens. How many pens does Bo have?",
    "Ann has 20 pens. Bo has twice the number of Ann's red pens. How many pens does Bo have?",
    "Ann has 20 pens. Ann has twice the number of Ann's pens. How many pens does Ann have?",
]


@pytest.mark.parametrize(("text", "value"), READ)
def test_multiplicative_comparison_is_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_multiplicative_comparison_is_refused(text: str) -> None:
    assert_refuses(text)
