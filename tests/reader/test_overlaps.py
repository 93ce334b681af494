"""Two groups of one whole with an overlap: the whole, each group and the both (or neither)
part told, one part asked; Z3 pins the asked part and proves every part a whole count."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.ledger.overlaps import OverlapEntry, replay_overlap
from wordproof.obligations.overlaps import prove_overlap
from wordproof.pipeline import solve_traced
from wordproof.proofs.gateway import gateway
from wordproof.reader.overlaps import read_overlap
from wordproof.text.tokens import tokenize

ANSWERED = [
    ("In a class of 30 students, 18 play soccer, 15 play chess, and 7 play both. How many "
     "students play neither?", 4),
    ("Of 40 pupils, 25 like tea and 20 like coffee. 10 like both. How many like neither?", 5),
    ("There are 30 students. 18 play soccer, 15 play chess and 4 play neither. How many play "
     "both?", 7),
    ("There are 30 students. 18 play soccer, 15 play chess and 4 play neither. How many play "
     "only soccer?", 11),
    ("There are 30 students. 18 play soccer, 15 play chess and 4 play neither. How many play "
     "chess but not soccer?", 8),
    ("There are 30 students. 18 play soccer, 15 play chess and 7 play both. How many play at "
     "least one?", 26),
    ("A club has 25 members. 12 of them sing in the choir and 16 of them sing in the band. Every "
     "member sings at least one. How many of them sing in the choir only?", 9),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


REFUSED = [
    # 18 + 15 − 2 = 31 in a group, of 30: a part below zero
    ("There are 30 students. 18 play soccer, 15 play chess and 2 play both. How many play "
     "neither?", "negative_count"),
    # neither the both part nor the neither part told
    ("There are 30 students. 18 play soccer and 15 play chess. How many play neither?", None),
    # a third group; a count of some of the whole ("boys"); a told part or group asked
    ("There are 30 students. 18 play soccer, 15 play chess, 12 play tennis and 7 play both. How "
     "many play neither?", None),
    ("There are 30 students. 18 boys play soccer, 15 play chess and 7 play both. How many play "
     "neither?", None),
    ("There are 30 students. 18 play soccer, 15 play chess and 7 play both. How many play both?",
     None),
    ("There are 30 students. 18 play soccer, 15 play chess and 7 play both. How many play "
     "soccer?", None),
    # the question in another tense, of another noun, or the groups of two verbs
    ("There are 30 students. 18 played soccer, 15 played chess and 7 played both. How many play "
     "neither?", None),
    ("There are 30 students. 18 play soccer, 15 play chess and 7 play both. How many boys play "
     "neither?", None),
    ("A club has 50 members. 30 swim, 25 run and 10 do both. How many do neither?", None),
    # a change after the groups
    ("There are 30 students. 18 play soccer, 15 play chess and 7 play both. Then 3 more "
     "students joined. How many play neither?", None),
]


@pytest.mark.parametrize(("text", "code"), REFUSED)
def test_refused(text: str, code: str | None) -> None:
    assert_refuses(text, code)


def _entry() -> OverlapEntry:
    text = ("There are 30 students. 18 play soccer, 15 play chess and 7 play both. How many play "
            "neither?")
    tokens = tokenize(text)
    assert isinstance(tokens, tuple | list)
    entry = read_overlap(text, tokens)
    assert entry is not None
    return entry


def test_replay_counts_the_both_part_once() -> None:
    steps = replay_overlap(_entry())
    assert [s.formula for s in steps] == ["18 + 15 = 33", "33 − 7 = 26", "30 − 26 = 4"]


def test_overlap_consistency_is_load_bearing() -> None:
    refused = prove_overlap(_entry(), Fraction(5), gateway(), frozenset({"overlap_unique"}))
    assert not isinstance(refused, tuple) and refused.code.code == "inconsistent"
    assert isinstance(prove_overlap(_entry(), Fraction(5), gateway(),
                                    frozenset({"overlap_unique", "overlap_consistent"})), tuple)


def test_overlap_uniqueness_is_load_bearing() -> None:
    unchecked = frozenset({"overlap_consistent"})
    refused = prove_overlap(_entry(), Fraction(5), gateway(), unchecked)
    assert not isinstance(refused, tuple) and refused.code.code == "not_unique"  # 4, not 5
    assert isinstance(prove_overlap(_entry(), Fraction(5), gateway(),
                                    unchecked | {"overlap_unique"}), tuple)


def test_overlap_parts_is_load_bearing() -> None:
    text = ("There are 30 students. 18 play soccer, 15 play chess and 2 play both. How many play "
            "neither?")
    off = solve_traced(text, disabled=frozenset({"overlap_parts"})).outcome
    assert not isinstance(off, type(None)) and getattr(off, "value", None) == -1
