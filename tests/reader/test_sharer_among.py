"""Equal shares the sharer takes part in: "between herself and her 3 friends" is 4 parts."""

from fractions import Fraction

import pytest

from wordproof import Answer, solve
from wordproof.ledger.replay import replay
from wordproof.ledger.shares import PEOPLE_COUNTED, people_counted
from wordproof.pipeline import _ledger
from wordproof.reader.state import read
from wordproof.text.tokens import tokenize


@pytest.mark.parametrize(("text", "value"), [
    ("She shared 24 cookies equally between herself and her 3 friends. How many cookies did each "
     "person get?", 6),
    ("Max had 45 marbles. He divided them equally among himself and his four brothers. How many "
     "marbles did each get?", 9),
    ("Sue has 28 stickers. She splits them between herself and her 6 cousins. How many stickers "
     "does each of them get?", 4),
    # the people named share what they name, one part each
    ("Tom and Ann shared 12 apples equally. How many apples did each get?", 6),
    ("Lu, Bo and Cy split 27 cards evenly among themselves. How many cards did each person get?", 9),
    # one named and the people of theirs counted: one more than told
    ("Tom and his 2 brothers shared 12 apples equally. How many apples did each get?", 4),
    ("She and her 3 friends split 20 cards evenly among themselves. How many cards did each get?", 5),
])
def test_the_sharer_is_one_of_the_parts(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)


def test_the_count_cites_the_people_and_is_counted_again() -> None:
    text = "She shared 24 cookies equally between herself and her 3 friends. How many cookies did each get?"
    tokens = tokenize(text)
    assert isinstance(tokens, tuple)
    state = read(text, tokens)
    (system,) = [replay(_ledger(h, text), text) for h in state.hypotheses]
    (count,) = [g for g in system.givens if g.constant == PEOPLE_COUNTED]
    assert count.value == 4 and count.quote == "herself and her 3 friends"
    assert people_counted(count.quote) == 4  # what grounding reads again


@pytest.mark.parametrize(("said", "count"), [
    ("herself and her 3 friends", 4), ("himself and his four siblings", 5), ("Tom and Ann", 2),
    ("Tom, Ann, and Bo", 3), ("her friends", None), ("herself and her 3 friends and their parents", None),
    ("himself and his brother's 3 kids", None), ("herself", None),
])
def test_people_counted_again(said: str, count: int | None) -> None:
    assert people_counted(said) == (None if count is None else Fraction(count))


@pytest.mark.parametrize("text", [
    # her people uncounted, or others beside them, or of someone else's
    "She shared 24 cookies equally between herself and her friends. How many cookies did each get?",
    "She shared 24 cookies equally between herself and her 3 friends and their 2 parents. How many "
    "cookies did each get?",
    "He shared 30 cookies equally between himself and his brother's 4 kids. How many cookies did each get?",
    # the reflexive not the sharer's
    "She shared 24 cookies equally between himself and his 3 friends. How many cookies did each get?",
    # what is left of a share the sharer is a part of: hers, or the rest alone?
    "She had 23 cookies. She shared them equally among herself and her 3 friends. How many cookies "
    "are left?",
    # a named group's share not told equal, or with someone beside them
    "Tom and Ann shared 12 apples. How many apples did each get?",
    "Tom and Ann shared 12 apples equally with Bo. How many apples did each get?",
    "Tom and his brothers shared 12 apples equally. How many apples did each get?",
    "Tom and his 2 brothers shared 12 apples. How many apples did each get?",
])
def test_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)
