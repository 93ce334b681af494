"""Things one person stores in a container of her own ("Ida put 30 shells in her pail", "He
filled his jar with 12 marbles"), the first of that kind the story tells, are read as held by
her ("Ida had 30 shells in her pail"). Each case is in our own words; an answer case fails when
the shape is refused again, a refusal case when a putting that may move what she already held,
a container that is someone else's, or a container named again is read as a holding."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ida put 30 shells in her pail. She found some more shells and now she has 42 shells. How "
     "many shells did she find?", 12),
    ("Ida put 30 shells into her pail. Then she found 5 more shells. How many shells does she have "
     "now?", 35),
    ("He filled his jar with 12 marbles. He won 7 more marbles. How many marbles does he have?", 19),
    ("Omar placed 20 stamps in his album. He gave 4 stamps to Ida. How many stamps does Omar have "
     "left?", 16),
]

REFUSED = [
    # she held some before: the putting moves some of them
    "Ida had 50 shells. She put 30 shells in her pail. How many shells does she have?",
    "Ida put 30 of her shells in her pail. She found 5 more. How many shells does she have?",
    # someone else's container, or a possessive not hers
    "Ida put 30 shells in his pail. She found 5 more shells. How many shells does she have?",
    "Ida put 30 shells in Omar's pail. She found 5 more shells. How many shells does she have?",
    # the container named again: things taken from it or put in it stay hers
    "Ida put 30 shells in her pail. She took 4 shells out of her pail. How many shells does she have?",
    "Ida put 30 shells in her pail. Omar took 4 shells from her pail. How many shells does Ida have?",
    # not done, not yet done, or supposed
    "Ida is putting 30 shells in her pail. She found 5 more shells. How many shells does she have?",
    "Ida will put 30 shells in her pail. She found 5 more shells. How many shells does she have?",
    "If Ida puts 30 shells in her pail and finds 5 more shells, how many shells does she have?",
    # two people, or more than one amount
    "Ida and Omar put 30 shells in their pail. They found 5 more. How many shells do they have?",
    "Ida put 30 more shells in her pail. She found 5 more shells. How many shells does she have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_put_in_own_is_held(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_put_not_read_as_held(text: str) -> None:
    assert_refuses(text)
