"""A repeated subject pronoun keeps its referent over someone named since only as an object
("Tom had 20 cards. He gave 5 to Sam. He bought 3 more."): when every clause before it had one
subject, named (by a name or a role noun) and then called by that same pronoun, the pronoun
is that subject (``state._kept_subject``). Another subject since, a clause with no subject read, a change
done by the other, or an object or possessive pronoun keep every candidate, and the readings
that disagree refuse. Each case is in our own words; an answer case fails when the pronoun is
no longer kept, a refusal case when it is kept where English does not keep it."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Tom had 20 cards. He gave 5 to Sam. He bought 3 more. How many cards does he have?", 18),
    ("Lena has 40 stickers. She gives 12 stickers to a friend. She buys 7 more stickers. How "
     "many stickers does Lena have now?", 35),
    ("Omar had 50 marbles. He gave 10 marbles to Ben. He gave 5 marbles to Carl. How many "
     "marbles does he have?", 35),
    ("Tom had 20 cards. He gave 5 to Sam. Then he bought 3 more. How many cards does he have?", 18),
    ("Tom had 20 cards. He gave 5 to Sam. If he buys 3 more, how many cards will he have?", 18),
    # the other named as a possessor or as someone's relation, never a subject
    ("Tom had 20 cards. He gave 5 to Sam's brother. He bought 3 more. How many cards does he "
     "have?", 18),
    ("Ivy had 30 shells. She gave 6 shells to her aunt. She gave 4 shells to her sister. How "
     "many shells does she have?", 20),
    # the chain named by a role noun
    ("The farmer had 30 eggs. He sold 12 eggs to a neighbor. He collected 6 more eggs. How many "
     "eggs does he have?", 24),
    ("A baker made 40 cakes. She sold 15 cakes to a customer. She made 10 more cakes. How many "
     "cakes does she have?", 35),
]

REFUSED = [
    # the other was a subject since ("Sam smiled")
    "Tom had 20 cards. He gave 5 to Sam. Sam smiled. He bought 3 more. How many cards does he "
    "have?",
    "Tom had 20 cards. He gave 5 to Sam. Sam now has 12 cards. He bought 3 more. How many cards "
    "does he have?",
    "Tom had 20 cards. He gave 5 to Sam. Sam gave him 2 cards. He bought 3 more. How many cards "
    "does he have?",
    # two subjects of one gender before the pronoun
    "Tom had 20 cards. Sam had 4 cards. He gave 5 to Ann. He bought 3 more. How many cards does "
    "he have?",
    "Tom had 20 cards and Sam had 4. He gave 5 to Ann. He bought 3 more. How many cards does he "
    "have?",
    # the giver named as the subject, the one given to the topic: no pronoun chain to keep
    "Max has some shells. Leo gave him 9 more shells. Now he has 30. How many shells did he have "
    "at first?",
    "The farmer had 30 eggs. He sold 12 eggs to a neighbor. The neighbor collected 6 more eggs. "
    "He ate 2 eggs. How many eggs does he have?",
    "The farmer had 30 eggs. The neighbor had 5 eggs. He sold 12 eggs to Sam. He collected 6 more "
    "eggs. How many eggs does he have?",
    # the role's owner named first: whose "he"?
    "The farmer's son had 30 eggs. He sold 12 eggs to a neighbor. He collected 6 more eggs. How "
    "many eggs does he have?",
    # an object pronoun is kept by no chain
    "Tom had 20 cards. He gave 5 to Sam. Ann gave him 3 cards. How many cards does Tom have?",
    # the chain named only by a pronoun: whose is it?
    "He had 20 cards. He gave 5 to Sam. He bought 3 more. How many cards does he have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_kept_subject_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_kept_subject_refused(text: str) -> None:
    assert_refuses(text)
