"""Comparisons said by a noun: a measure told by its noun ("Fred's height is 98 inches"), a
weight told by the verb and asked by the adjective or the noun ("How much heavier …", "the
difference between Jack's weight and Sam's weight"), and two people's counts asked as "the
difference between the number of pages Brad read and the number Greg read". Problems in our
own words, each with the answer it must give, and the nearby shapes that must stay refused."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

ANSWERED = [
    # a measure told by its noun is the owner's measure, as the adjective tells it
    ("Fred's height is 98 inches. How tall is Fred?", 98, "inches"),
    ("Fred's height is 98 inches. Ted is 39 inches tall. What's the difference between Ted's "
     "height and Fred's height?", 59, "inches"),
    ("Fred's height is 98 inches. Ted's height is 39 inches. How much taller is Fred than Ted?",
     59, "inches"),
    ("Ivy has a dog. Her height is 60 inches. How tall is Ivy?", 60, "inches"),
    ("Fred's weight is 52 pounds. Sam is 40 pounds. How much heavier is Fred than Sam?", 12, "pounds"),
    ("Fred's height was 50 inches. He grew 3 inches. How tall is Fred now?", 53, "inches"),
    # a weight told by the verb, asked by the adjective or by the noun
    ("Jack weighs 52 pounds. Sam weighs 40 pounds. How much heavier is Jack than Sam?", 12, "pounds"),
    ("Jack weighs 52 pounds. Sam weighs 40 pounds. How many pounds heavier is Jack than Sam?", 12,
     "pounds"),
    ("Jack's bag weighs 12 pounds. Sam's bag weighs 10 pounds. How much heavier is Jack's bag than "
     "Sam's bag?", 2, "pounds"),
    ("Jack weighs 52 pounds. Sam weighs 40 pounds. What is the difference between Sam's weight and "
     "Jack's weight?", 12, "pounds"),
    ("Jack weighs 52 pounds. Sam weighs 40 pounds. What is the weight difference between Jack and "
     "Sam?", 12, "pounds"),
    ("Jack is 52 pounds. Sam is 40 pounds. What is the difference in weight between Jack and Sam?",
     12, "pounds"),
    ("Jack is 52 pounds. What is Jack's weight?", 52, "pounds"),
    # two people's counts, each asked by "the number of … PERSON VERB"
    ("Greg read 18 pages. Brad read 26 pages. What is the difference between the number of pages "
     "Greg read and the number of pages Brad read?", 8, "pages"),
    ("Greg read 18 pages. Brad read 26 pages. What is the difference between the number of pages "
     "Brad read and the number Greg read?", 8, "pages"),
    ("Greg has 18 apples. Brad has 26 apples. What is the difference between the number of apples "
     "Greg has and the number of apples Brad has?", 8, "apples"),
    ("Greg has 18 apples. Brad has 26 apples. Brad gave Greg 5 apples. What is the difference "
     "between the number of apples Greg has and the number of apples Brad has?", 2, "apples"),
    ("Greg picked 18 red apples and 5 green apples. Brad picked 26 red apples. What is the "
     "difference between the number of apples Brad picked and the number of apples Greg picked?",
     3, "apples"),
    # the comparative after the verb, or the other's verb said again
    ("Greg has 18 apples. Brad has 26 apples. How many apples does Greg have less than Brad?", 8, "apples"),
    ("Greg read 18 pages. Brad read 26 pages. How many pages did Brad read more than Greg?", 8, "pages"),
    ("Greg read 18 pages. Brad read 26 pages. How many more pages did Brad read than Greg did?", 8, "pages"),
    ("Greg read 18 pages. Brad read 26 pages. How many more pages did Brad read than Greg read?", 8,
     "pages"),
    ("Greg has 18 apples. Brad has 26 apples. How many more apples does Brad have than Greg has?", 8,
     "apples"),
    # a comparative of the lesser end: the other's measure less the subject's
    ("Fred is 98 inches tall. Ted is 39 inches tall. How much shorter is Ted than Fred?", 59, "inches"),
    ("The red rope is 9 feet long. The blue rope is 7 feet long. How much shorter is the blue rope "
     "than the red rope?", 2, "feet"),
    ("Jack weighs 52 pounds. Sam weighs 40 pounds. How many pounds lighter is Sam than Jack?", 12,
     "pounds"),
    ("Jack is 52 pounds. Sam is 40 pounds. How much lighter is Sam than Jack?", 12, "pounds"),
    # the container said once: "than yellow balls" after "packs of red balls"
    ("Miki bought 4 packs of red balls and 3 packs of yellow balls. Each pack contained 7 balls. How "
     "many more packs of red balls than yellow balls did Miki buy?", 1, "packs"),
    ("Miki bought 4 packs of red balls, 3 packs of yellow balls and 2 yellow balls. How many more "
     "packs of red balls than yellow balls did Miki buy?", 1, "packs"),
]

REFUSED = [
    # a measure named by another noun than the one asked
    "Fred's height is 98 inches. How long is Fred?",
    "Fred's width is 98 inches. How tall is Fred?",
    "Fred's height is 98 pounds. How tall is Fred?",
    "Fred's height is 98 inches. His shadow is 40 inches long. How tall is Fred?",
    # whose height, of several?
    "Fred and Ted are brothers. Their height is 98 inches. How tall is Fred?",
    "The boys' height is 50 inches. How tall is Ted?",
    # a thing's height is not its owner's
    "Fred's dog's height is 20 inches. How tall is Fred?",
    "Ann has a dog. Its height is 20 inches. How tall is Ann?",
    # a weight told by the verb beside one told by the copula: not compared across the two
    "Jack weighs 52 pounds. Sam is 40 pounds. How much heavier is Jack than Sam?",
    # a weight of a time gone by, asked of now
    "Jack weighed 52 pounds last year. Sam weighs 40 pounds. How much heavier is Jack than Sam?",
    "Jack weighed 52 pounds last year. Sam weighs 40 pounds. How much does Jack weigh?",
    # changed since it was told, by how much?
    "Jack weighs 52 pounds. He gained 5 pounds. Sam weighs 40 pounds. How much heavier is Jack "
    "than Sam?",
    # two kinds, two verbs, two times, or a group on one side
    "Greg has 18 apples. Brad has 26 apples. What is the difference between the number of apples "
    "Greg has and the number of pears Brad has?",
    "Greg read 18 pages. Brad wrote 26 pages. What is the difference between the number of pages "
    "Brad wrote and the number of pages Greg read?",
    "Greg has 18 apples. Brad has 26 apples. What is the difference between the number of apples "
    "Greg has and the number of apples Brad had?",
    "Greg read 18 pages. Brad read 26 pages. What is the difference between the number of pages "
    "Brad read and the number of pages they read?",
    "Greg picked 18 apples. Brad picked 26 apples. What is the difference between the number of red "
    "apples Brad picked and the number of red apples Greg picked?",
    "Greg read 18 pages. Brad read 26 pages. He read 5 more pages. What is the difference between "
    "the number of pages Brad read and the number of pages Greg read?",
    # the other's verb said again of another time or another doing, or a number after "than"
    "Greg has 18 apples. Brad has 26 apples. How many more apples does Brad have than Greg had?",
    "Greg read 18 pages. Brad wrote 26 pages. How many more pages did Brad write than Greg read?",
    "Greg read 18 pages. Brad read 26 pages. How many more pages did Brad read than Greg will?",
    "Greg read 18 pages. Brad read 26 pages. How many more pages did Brad read than Greg does?",
    "Greg read 18 pages yesterday and 5 pages today. Brad read 26 pages today. How many more pages "
    "did Brad read today than Greg did yesterday?",
    "Greg has 18 apples. Brad has 26 apples. How many apples does Brad have more than 10?",
    # the lesser end the wrong way round, in another unit, or of another time
    "Fred is 98 inches tall. Ted is 39 inches tall. How much shorter is Fred than Ted?",
    "Fred is 98 inches tall. Ted is 39 inches tall. How many feet shorter is Ted than Fred?",
    "Fred is 98 inches tall. Ted is 39 inches tall. How much shorter was Ted than Fred?",
    "Jack is 52 pounds. Sam is 40 pounds. How much lighter is Jack than Sam?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_answered(text: str, value: int, unit: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)
    assert outcome.unit == unit


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert isinstance(solve(text), Refusal)
