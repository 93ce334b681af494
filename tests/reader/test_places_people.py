"""People of a named place: "the town of Ely" is the town, its name an apposition; "How many
people live in the town (in Ely)?" asks what the town has, of people only and of places where
people dwell; "grown-ups" are adults. "A group of 4 friends" is the 4 friends; "4 friends were
playing chess" is "There were 4 friends playing chess". Each case is in our own words; an
answer case fails when the shape is no longer read, a refusal case when it is read without
what makes it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("The town of Ely has 310 grown-ups and 95 children. How many people live in Ely?", 405),
    ("The city of Ely has 310 adults and 95 children. How many people live in the city?", 405),
    ("The village of Ely had 310 adults and 95 children. How many people lived in Ely?", 405),
    ("The town of Ely has 310 adults and 95 children. How many children live in Ely?", 95),
    ("The town of Ely has 310 adults. 40 adults moved away. How many people live in Ely?", 270),
    ("The county of Ely built 7 parks. Then it built 3 more. How many parks did the county "
     "build?", 10),
    ("The town has 31 grown-ups and 9 children. How many adults are in the town?", 31),
    ("The town of Ely has 310 adults. The town of York has 95 children. How many people live "
     "in Ely?", 310),
    ("The town of Ely has 310 adults. The town has 95 children. How many people live in "
     "Ely?", 405),
    ("A group of 6 hikers went to the lake. How many hikers went to the lake?", 6),
    ("A group of 5 girls and 4 boys went to the lake. How many children went to the lake?", 9),
    ("6 kids were playing chess. Later 3 more kids came over. How many kids were there in "
     "all?", 9),
    ("A group of 6 kids were playing chess. Later 3 more kids came over. How many kids were "
     "there in all?", 9),
]

REFUSED = [
    # only people live somewhere
    "The town of Ely has 5 cars and 2 buses. How many cars live in Ely?",
    # a house may hold guests beside those who live there
    "The house has 5 adults and 2 children. How many people live in the house?",
    # two places of one name: which one?
    "The city of Ely has 500 adults. The town of Ely has 200 children. How many people live in "
    "Ely?",
    # roles are not certainly apart from one another, nor people of the table
    "The town of Ely has 50 parents and 20 students. How many people live in Ely?",
    # "the mayor of Ely" is a person, not the place
    "The mayor of Ely has 3 dogs and 2 cats. How many animals live in Ely?",
    # one told living there may be among the town's people, or not
    "The town of Ely has 300 adults and 20 children. Sam lives in Ely. How many people live in "
    "Ely?",
    # a doing whose things may be told ones, or a going, is no scene
    "Ann had 10 figs. 4 kids were eating them. How many figs does Ann have?",
    "Ann had 10 figs. 4 kids were eating 6 figs. How many kids were there?",
    "4 ducks were flying away. How many ducks were there?",
    "6 ducks were in the pond. 4 ducks were leaving. How many ducks are in the pond?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
