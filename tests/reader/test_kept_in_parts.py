"""Things held in containers of a stated size ("They had the snakes in cages with 2 snakes in each
cage", "He keeps them in binders of 8"): the holder's things parted as "put them into cages with
2 in each cage" parts them, all of them lying in the parts, so only an exact division is read.
Every case is in our own words; an answer fails when the shape is no longer read, a refusal when
it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A shop had 4 snakes. They had the snakes in cages with 2 snakes in each cage. How many cages "
     "did the shop have?", 2),
    ("A shop had 4 snakes. It kept the snakes in cages with 2 snakes in each cage. How many cages "
     "did it use?", 2),
    ("Tom has 96 cards. He keeps his cards in binders with 8 cards in each binder. How many binders "
     "does he have?", 12),
    ("Tom has 96 cards. He keeps them in binders of 8. How many binders does he have?", 12),
]

REFUSED = [
    # all of them lie in the binders: 98 cards fill no whole number of binders of 8
    "Tom has 98 cards. He keeps them in binders of 8. How many binders does he have?",
    "Tom has 98 cards. He keeps them in binders of 8. How many cards are left over?",
    # a state told then says nothing of how they lie now
    "Tom has 96 cards. He had them in binders of 8 last year. How many binders does he have?",
    # more bought after: are the new ones in binders too?
    "Tom has 96 cards. He keeps them in binders of 8. He buys 8 more cards. How many binders does "
    "he have?",
    # the parts counted, their size not told
    "Tom has 96 cards. He keeps them in 8 binders. How many cards are in each binder?",
    # a count of things told in the keeping: some of those held, or others?
    "A shop had 4 snakes. They had 4 snakes in cages with 2 snakes in each cage. How many cages "
    "did the shop have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
