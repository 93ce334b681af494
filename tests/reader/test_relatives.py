"""Relative clauses in statements: "a box that has 12 pens", "Bob, who has 9 cards,", "the
shop where she bought 5 pens". A relative clause is read as its own statement about its
head, or set aside when it counts nothing and changes nothing. Each case is in our own
words; an answer case fails when the shape is no longer read, a refusal case when it is read
without the words that would make it certain."""


import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.reader.clauses import split_clauses
from wordproof.reader.machine import MachineState, feed

ANSWERED = [
    # said of an object: the box holds the pens
    ("Lea picked up a box that has 12 pens in it. How many pens does the box have?", 12),
    # said of the subject between commas: before what the sentence goes on to say
    ("Rob, who has 14 cards, gave 6 cards to Ann. How many cards does Rob have now?", 8),
    ("Ivy has 3 times as many beads as Kai, who has 4 more beads than Lu. Lu has 5 beads. How "
     "many beads does Ivy have?", 27),
    # "where" opens a whole clause
    ("Ann went to the shop where she bought 7 pens. She lost 2 pens. How many pens does Ann have "
     "now?", 5),
    # one that counts nothing and changes nothing is set aside
    ("Ann, who likes to read, has 9 books. She buys 4 more books. How many books does Ann have?",
     13),
    ("Tom had 30 socks. He threw away 12 socks that did not fit. How many socks does Tom have?",
     18),
    # a number said of each member of a counted head: the price of each
    ("Mia bought 5 kites which cost $3 each. How much did Mia spend?", 15),
    # no "that": the relative lacks its object, the head ("5 plums she picked", "she had")
    ("Ivy had 20 plums. She sold 5 plums she picked. How many plums does she have?", 15),
    ("Ivy had 20 plums. She sold 5 plums she had. How many plums does she have?", 15),
]

REFUSED = [
    # a relative clause that changes a holding is not set aside: how many she sold is not said
    "Kim baked 20 buns that she sold. How many buns does Kim have?",
    # a number said of a counted head, not of each: all 4 bags, or some of the 9?
    "Ned bought 9 bags that held 4 apples. How many apples did Ned buy?",
    # one that restricts a count held names a kind the story does not count apart
    "A shop had 30 birds that sang and 12 that did not. It sold 5 birds that sang. How many "
    "birds that sang does it have?",
    # said of the subject with no commas: where it ends is not marked
    "The box that has 12 pens is on the desk. How many pens does the box have?",
    # "a kind of bread that needs": the kind or the bread
    "Eva is making a kind of bread that needs 3 cups of flour. How many cups of flour does "
    "the bread need?",
    # a number in it, and what follows may still be its own: "and 5 pencils"
    "Lea picked up a box that has 12 pens and 5 pencils. How many pens does the box have?",
    # no "that", and the verb after the subject has its own complement: a second clause, here
    # a condition's result (no sale is told)
    "Ivy had 20 plums. If she sold 5 plums she would have money. How many plums does she have?",
    "Ivy had 20 plums. She sold 5 plums she is rich. How many plums does she have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)


def _clauses(text: str):  # type: ignore[no-untyped-def]
    from wordproof.text.tokens import tokenize

    state = MachineState()
    for token in tokenize(text):
        state = feed(state, token)
    return split_clauses(state.sentences[0].chunks)


def test_that_before_a_time_noun_is_a_determiner() -> None:
    # "that day" places the clause in time; it opens no relative clause
    clauses = _clauses("He sold 5 kits that day.")
    assert len(clauses) == 1 and clauses[0].placed


def test_a_relative_said_of_the_subject_comes_first() -> None:
    clauses = _clauses("Rob, who has 14 cards, gave 6 cards to Ann.")
    assert [c.verb.lemma if c.verb else None for c in clauses] == [None, "give"]
