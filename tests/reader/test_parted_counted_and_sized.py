"""A whole parted into parts counted and sized at once ("She put them into 30 baskets with 28
eggs in each basket"): the whole is the product, so the holding parted, told nowhere else, is
known. And parts sized alone ("Each pie takes 5 apples") of a holding given up whole before
("She used them to make pies") are never parts of the none left. Every case is in our own
words; an answer fails when the shape is no longer read, a refusal when it is read without what
would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Emily collected some eggs. She put them into 30 baskets with 28 eggs in each basket. How many "
     "eggs did Emily collect?", 840),
    ("Emily collected some eggs. She put the eggs into 30 baskets with 28 eggs in each basket. How "
     "many eggs did she collect?", 840),
    ("Emily has some eggs. She ate 5. She put the rest into 30 baskets with 28 in each basket. How "
     "many eggs did she have at first?", 845),
    ("Emily collected some eggs. She put them into 30 baskets with 28 in each one. How many eggs did "
     "Emily collect?", 840),
    # parts sized alone of what is left after a part went
    ("Tom had 45 puppies. He sold 39 of them. Each cage holds 2 puppies. How many cages does he "
     "need?", 3),
]

REFUSED = [
    # a whole told that the parts do not make
    "Emily had 900 eggs. She put them into 30 baskets with 28 eggs in each basket. How many eggs "
    "does she have left?",
    # some of them: the whole is not all she has
    "Emily has some eggs. She put some of them into 30 baskets with 28 eggs in each basket. How "
    "many eggs does Emily have?",
    # another actor, two kinds, another sort of thing in the parts
    "Emily and Bo have some eggs. She put them into 30 baskets with 28 eggs in each basket. How many "
    "eggs does Bo have?",
    "Emily has some eggs and some apples. She put them into 30 baskets with 28 in each basket. How "
    "many eggs does Emily have?",
    "Emily has some eggs. She put them into 30 baskets with 28 apples in each basket. How many eggs "
    "does Emily have?",
    # the size said of other parts, or only roughly
    "Emily has some eggs. She put them into 30 baskets with 28 in each box. How many eggs does Emily "
    "have?",
    "Emily has some eggs. She put them into 30 baskets with about 28 in each basket. How many eggs "
    "does Emily have?",
    # a part told beside the parts
    "Emily has some eggs. She put them into 30 baskets with 28 in each basket and 4 in a bag. How "
    "many eggs does Emily have?",
    # after the parting, the holding is not told
    "Emily has some eggs. She put them into 30 baskets with 28 in each basket. Bo gave her 6 eggs. "
    "How many eggs does Emily have?",
    # a later doing: was it before or after the parting?
    "Emily collected some eggs. She put them into 30 baskets with 28 eggs in each basket. She ate 4 "
    "eggs. How many eggs did Emily collect?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
