"""Nouns for people by occupation or role ("passengers", "members", "guests", "clients"),
which the lexicon lists among ``person_nouns``: read as the students and kids are, as a group
told by count, a part of it picked out by a habit, those who each do or hold something, and
people a "he" or "she" may stand for. Each case is in our own words; an answer case fails when
the shape is no longer read, a refusal case when it is read."""

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.lexicon import words
from wordproof.lexicon.errors import LexiconError
from wordproof.lexicon.tables import hypernyms_of, measure_unit
from wordproof.lexicon.words import _read, parse_word_tables

ANSWERED = [
    # a group told by count, then a part of it picked out by a habit
    ("There are 30 members in a club. 12 of the members walk to school. How many members do "
     "not walk to school?", 18),
    ("Of the 40 passengers, 12 ride the bus. How many passengers do not ride the bus?", 28),
    ("There are 60 patients. 3/4 of them like music. How many patients do not like music?", 15),
    # "the 30 …" who each hold or do something
    ("The 30 passengers each have 2 bags. How many bags do they have?", 60),
    ("The 30 customers bought 2 pens each. How many pens did they buy?", 60),
    ("Each of the 6 guests ate 4 apples. How many apples did they eat?", 24),
    ("There are 5 participants. Each participant bought 2 apples. How many apples did they "
     "buy?", 10),
    # a group in a place, that comes and goes
    ("There are 25 members in the club. 10 of them left. How many members are in the club?", 15),
    ("A bus has 30 passengers. 12 passengers get off. How many passengers are on the bus?", 18),
    ("There are 6 passengers in each car. There are 4 cars. How many passengers are there?", 24),
    # one of them, whom "she" stands for
    ("The patient had 20 grapes. She ate 6 grapes. How many grapes does she have?", 14),
]

REFUSED = [
    # a verb that changes holdings picks out no habit's part
    "Of the 40 guests, 12 ate the cake. How many guests did not eat the cake?",
    # one whom the story never tells how many there are
    "Each customer bought 2 apples. How many apples did the customers buy?",
    # a part of a part: of the 20, or of the 40?
    "There are 40 members. 20 of them play sports. 12 of them play soccer. How many members play "
    "sports but not soccer?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_person_noun_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_person_noun_refused(text: str) -> None:
    assert_refuses(text)


@pytest.mark.parametrize("noun", ["passenger", "member", "client", "resident", "participant"])
def test_occupations_and_roles_are_person_nouns(noun: str) -> None:
    assert words.in_class(noun, "person_nouns")


def test_a_person_noun_may_be_no_thing_held() -> None:
    data = _read("words.toml")
    data["money_nouns"] = {"words": [*data["money_nouns"]["words"], "passenger"]}
    with pytest.raises(LexiconError, match="passenger"):
        parse_word_tables(data, _read("verbs.toml"), _read("lemmas.toml"))


def test_a_person_noun_is_no_measure_and_of_no_category_of_things() -> None:
    people = {"person", "adult", "child"}
    for noun in words.tables().classes["person_nouns"]:
        assert measure_unit(noun) is None, noun
        assert set(hypernyms_of(noun)) <= people, noun
