"""Things "bought" with no buyer named are their holder's loss only when that holder sells
them (a store, a shop, a market stand), and a story told of one "she", "he" or "they" alone is
told of that one person or group; a sentence opened by a bare verb ("Divide 40 pens into 6 groups") bids the
reader do it. Each case is in our own words; an answer case fails when the shape is no longer
read, a refusal case when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # bought from the store that holds them: the store's loss
    ("At a toy shop there are 4 red kites and 5 green kites. If 6 kites are bought, how many "
     "kites are left?", 3),
    ("A bakery had 20 rolls. 8 rolls were bought. How many rolls does the bakery have now?", 12),
    # every jar told is a jam jar: the jars bought are jam jars
    ("A market stand has 6 small jam jars and 9 big jam jars. If 4 jars are bought, how many jam "
     "jars are left?", 11),
    # one "she" and no one else: the story's one person, whoever she is
    ("She has 40 beads. She lost 7 of them. How many beads does she have now?", 33),
    ("He had 26 cards and wanted to put them equally into 4 piles. How many cards will he have "
     "left over?", 2),
    # one "they" and no one else: the story's one group, whoever they are
    ("They had 30 plums. They ate 8 of them. How many plums do they have now?", 22),
    ("They bought 3 boxes. Each box has 6 pens. How many pens did they buy?", 18),
]

REFUSED = [
    # not every jar told is a jam jar: which jars were bought?
    "A market stand has 6 small jam jars and 9 big jars. If 4 jars are bought, how many jam jars "
    "are left?",
    # a person who holds things is no seller: "6 kites are bought" may be her gain
    "Ada has 9 kites. If 6 kites are bought, how many kites are left?",
    "Ada has 9 kites. If 6 kites are bought, how many kites does Ada have?",
    # a named person beside the "she": who is she?
    "She had 35 pens. She gave 5 pens to Tom. How many pens does she have?",
    # two pronouns no one introduced: two people, or one?
    "She had 35 pens. He gave her 5 pens. How many pens does she have?",
    # "they" beside someone else, or each of them uncounted
    "They had 30 plums. Tom ate 8 of them. How many plums do they have?",
    "They had 30 plums. She gave them 5 plums. How many plums do they have?",
    "They each have 5 plums. How many plums do they have?",
    "They have 5 plums each. How many plums do they have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)


def test_imperative_bids_the_reader() -> None:
    # a sentence opened by a base-form verb with no subject: the reader does it
    assert_answers("Divide 45 shells into 6 equal piles. How many shells are left over?", 3)
