"""Multiples whose basis is named by more words: a measure noun after "that" ("twice that
distance", "half that time"), the counted noun with "the" and its holder ("twice the money Sam
has"), and a giving named by its doer and receiver ("twice as many as he gave Bo"). Problems in
our own words, each with the answer it must give, and the near shapes that must stay refused."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

READ = [
    # a measure noun after "that" is the quantity told just before, when it is measured in a
    # unit of the noun's dimension
    ("Ivo ran 4 miles. Ula ran twice that distance. How many miles did Ula run?", 8),
    ("Ivo ran 3 miles. Ula ran half that distance and Cy ran 2 miles farther than Ula. How many "
     "miles did Ula and Cy run in total?", 5),
    ("Ivo studied for 4 hours. Ula studied for twice that time. How many hours did Ula study?", 8),
    ("Ivo studied 40 minutes. Ula studied half this time. How many minutes did Ula study?", 20),
    # "the books Ed has" after a multiple says what "the number of books Ed has" says
    ("Sam has $75. Bo has twice the money Sam has. How much money does Bo have?", 150),
    ("Sam has $30. Bo has $5 less than twice the money Sam has. How much money does Bo have?", 55),
    ("Ed has 50 books. Gil has half the books Ed has. How many books do Ed and Gil have?", 75),
    ("Ed has 40 books and 10 pens. Gil has three times the pens Ed has. How many pens does Gil "
     "have?", 30),
    # a giving named by its doer and its receiver: the one such giving told before
    ("Jo has 20 cards. Jo gave 3 cards to Bo. Then Jo gave Cy twice as many cards as she gave to "
     "Bo. How many cards does Jo have left?", 11),
    ("Jo has 20 cards. Jo gave 4 cards to Bo. Then Jo gave Cy half the number of cards she gave "
     "Bo. How many cards does Jo have now?", 14),
    ("Jo has 20 cards. Jo gave 4 cards to Bo. Then Jo gave Cy three times as many as she gave "
     "Bo. How many cards does Jo have now?", 4),
    # a measure held as a multiple of another's told measure, in any unit of its dimension
    ("Ann is 60 inches tall. Bo is half as tall as Ann. How tall is Bo?", 30),
    ("Ann is 60 inches tall. Bo is twice as tall. How tall is Bo?", 120),
    ("Ann is 60 inches tall. Bo is half the height of Ann. How tall is Bo?", 30),
    ("Cara is 72 inches tall. Her brother Bill is half her height, and her sister Jan is 6 inches "
     "taller than Bill. How tall is Jan?", 42),
    ("The red rope is 20 feet long. The blue rope is twice as long as the red rope. How long is "
     "the blue rope?", 40),
    ("Ann is 60 inches tall. Ann grew 5 inches. Bo is twice as tall as Ann. How tall is Bo?", 130),
    # "the number of Bo's pens is twice the number of Ann's pens": Bo has twice as many as Ann
    ("Ann has 5 pens. The number of Bo's pens is twice the number of Ann's pens. How many pens "
     "does Bo have?", 10),
    ("Al has four brothers. If the number of Ben's brothers is two less than twice the number of "
     "Al's brothers, what is the number of Ben's brothers?", 6),
    ("Al has some brothers. Ben has 6 brothers. If the number of Ben's brothers is two less than "
     "twice the number of Al's brothers, what is the number of Al's brothers?", 4),
    # a doing named by the object or place it was told with
    ("Lia had $55. She spent $7 on a hat. Then she spent thrice as much as she spent on a hat. How "
     "much money does Lia have left?", 27),
    ("Lia had $55. She spent $7 on a hat and $5 on a pen. Then she spent twice as much as she did "
     "on a hat. How much money does Lia have left?", 29),
]

REFUSED = [
    # "that time" after a distance: no time was told just before
    "Ivo ran 4 miles. Ula ran twice that time. How many miles did Ula run?",
    # a measure noun with words of its own may be another measure
    "Ivo ran 4 miles. Ula ran twice that travel distance. How many miles did Ula run?",
    # the sentence told a distance and a time: which is meant is said, but the sentence has two numbers
    "Ivo ran 4 miles in 30 minutes. Ula ran twice that distance. How many miles did Ula run?",
    # laps are no unit of length
    "Ivo swam 4 laps. Ula swam twice that distance. How many laps did Ula swim?",
    # "twice that time" after a frequency word: how many times is not a time measured
    "Ann jumped 3 feet. She fell twice that time. How many times did she fall?",
    # the other's holding at another time
    "Ed has 50 books. Gil has half the books Ed had. How many books does Gil have?",
    # a group the holder may be among: the part of their books is Gil's own
    "Ed has 50 books. Gil has half the books they have. How many books does Gil have?",
    # a kind with words of its own, or one thing
    "Ed has 50 books. Gil has twice the red books Ed has. How many books does Gil have?",
    "Ed has 50 books. Gil has twice the book Ed has. How many books does Gil have?",
    # two givings to that receiver: which one is doubled?
    "Jo has 20 cards. Jo gave 3 cards to Bo. Jo gave 5 cards to Bo. Then Jo gave Cy twice as many "
    "as she gave Bo. How many cards does Jo have left?",
    # no giving to that receiver was told
    "Jo has 20 cards. Jo gave 3 cards to Bo. Then Jo gave Cy twice as many as she gave Di. How "
    "many cards does Jo have left?",
    # things of another kind than the giving told
    "Jo has 20 cards and 9 pens. Jo gave 3 cards to Bo. Then Jo gave Cy twice as many pens as she "
    "gave Bo. How many pens does Jo have left?",
    # a time after the receiver may say which giving
    "Jo has 20 cards. Jo gave 3 cards to Bo. Then Jo gave Cy twice as many as she gave Bo "
    "yesterday. How many cards does Jo have left?",
    # another verb's doing is no basis
    "Jo has 20 cards. Jo sold 3 cards to Bo. Then Jo gave Cy twice as many as she sold Bo. How "
    "many cards does Jo have left?",
    # a measure of another sense, a distance run, a stuff measured, a past measure: no height told
    "Ann is 10 inches wide. Bo is twice as tall as Ann. How tall is Bo?",
    "Ann is 10 inches wide. Cy is 30 inches tall. Bo is twice as tall as Ann. How tall is Bo?",
    "Ann ran 3 miles. Bo is twice as tall as Ann. How tall is Bo?",
    "Ann has 60 inches of rope. Bo is twice as tall as Ann. How tall is Bo?",
    "Ann was 50 inches tall last year. Bo is twice as tall as Ann. How tall is Bo?",
    "Ann is 60 inches tall. Bo is twice as heavy as Ann. How heavy is Bo?",
    # two holders of the measure, and no "as": as which one?
    "Ann is 60 inches tall. Cy is 50 inches tall. Bo is half as tall. How tall is Bo?",
    # no one is half their own height; "was" is another time
    "Ann is 60 inches tall. Bo is half his height. How tall is Bo?",
    "Ann is 60 inches tall. Bo was half as tall as Ann. How tall is Bo?",
    # "N times taller" stays unread
    "Ann is 60 inches tall. Bo is 3 times taller than Ann. How tall is Bo?",
    # the number of other things, at another time, of a group, or "N times more"
    "Ann has 5 pens. The number of Bo's pens is twice the number of Ann's pencils. How many pens "
    "does Bo have?",
    "Ann has 5 pens. The number of Bo's pens was twice the number of Ann's pens. How many pens does "
    "Bo have?",
    "Ann has 5 pens. The number of their pens is twice the number of Ann's pens. How many pens do "
    "they have?",
    "Ann has 5 pens. The number of Bo's pens is 3 times more than the number of Ann's pens. How many "
    "pens does Bo have?",
    "Ann has 5 pens. The number of Bo's red pens is twice the number of Ann's pens. How many pens "
    "does Bo have?",
    # two doings told with that object, or none told with it in those words
    "Lia had $55. She spent $7 on a hat. She spent $5 on a hat. Then she spent twice as much as she "
    "did on a hat. How much money does Lia have left?",
    "Lia had $55. She spent $7 on a hat. Then she spent twice as much as she did on a red hat. How "
    "much money does Lia have left?",
    "Lia had $55. She spent $7 on a hat. Then she spent twice as much as she did on a pen. How much "
    "money does Lia have left?",
    # two givers of that receiver the pronoun may name: the readings disagree
    "Jo has 20 cards. Ann has 20 cards. Jo gave 3 cards to Bo. Ann gave 4 cards to Bo. Ann gave "
    "Cy twice as many as she gave Bo. How many cards does Ann have left?",
]


@pytest.mark.parametrize(("text", "value"), READ)
def test_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
