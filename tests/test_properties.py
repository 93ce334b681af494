"""Property tests over generated problems with known answers (tests/strategies.py).

The core promise is wrong = 0: a generated problem is answered with the generator's value or
refused, never answered with another value. Problems no sound reader may answer are always
refused. Rewrites that keep the true value (renaming people, swapping two independent
sentences, adding a sentence about a bystander) never make a correct answer wrong.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.strategies import (
    Problem,
    answerable_problems,
    independent_pairs,
    ph,
    renamings,
    sample_elided_head,
    sample_problems,
    swapped,
    unanswerable_problems,
    with_distractor,
)
from wordproof import Answer, Refusal, RefusalCode, solve

# Measured on sample_problems(2024, 400) when this test was written: 0.96 answered (every
# "final", "difference" and "initial" question; totals that leave a third person's count
# unused are refused).
ANSWER_RATE_FLOOR = 0.90


def assert_not_wrong(problem: Problem, outcome: Answer | Refusal) -> None:
    assert isinstance(outcome, Answer | Refusal), (problem.text, outcome)
    if isinstance(outcome, Answer):
        assert outcome.value == problem.value, (
            f"WRONG ANSWER {outcome.value} (true {problem.value}) for {problem.text!r}")


@settings(max_examples=300, deadline=None)
@given(answerable_problems())
def test_generated_problems_are_answered_right_or_refused(problem: Problem) -> None:
    assert_not_wrong(problem, solve(problem.text))


@settings(max_examples=200, deadline=None)
@given(unanswerable_problems())
def test_unanswerable_problems_are_refused(problem: Problem) -> None:
    outcome = solve(problem.text)
    assert isinstance(outcome, Refusal), (
        f"answered {outcome.value} a problem with no answer ({problem.about}): {problem.text!r}")


@settings(max_examples=100, deadline=None)
@given(unanswerable_problems().filter(lambda p: p.about == "ambiguous_pronoun"))
def test_ambiguous_pronoun_is_refused_for_that_reason(problem: Problem) -> None:
    outcome = solve(problem.text)
    assert isinstance(outcome, Refusal)
    assert outcome.code is RefusalCode.AMBIGUOUS_REFERENT, (outcome.code, problem.text)


@settings(max_examples=150, deadline=None)
@given(st.data(), answerable_problems())
def test_renaming_people_keeps_the_outcome(data: st.DataObject, problem: Problem) -> None:
    before = solve(problem.text)
    other = data.draw(renamings(problem), label="renamed")
    after = solve(other.text)
    assert_not_wrong(other, after)
    if isinstance(before, Answer):
        assert isinstance(after, Answer), (problem.text, other.text, after)
        assert after.value == before.value
    else:
        assert isinstance(after, Refusal), (problem.text, other.text, after)
        assert after.code is before.code, (problem.text, other.text)


@settings(max_examples=150, deadline=None)
@given(st.data(), answerable_problems().filter(lambda p: bool(independent_pairs(p))))
def test_swapping_independent_sentences_never_makes_an_answer_wrong(
        data: st.DataObject, problem: Problem) -> None:
    i = data.draw(st.sampled_from(independent_pairs(problem)), label="swap at")
    other = swapped(problem, i)
    assert_not_wrong(other, solve(other.text))


@settings(max_examples=150, deadline=None)
@given(st.data(), answerable_problems())
def test_a_distractor_sentence_never_makes_an_answer_wrong(
        data: st.DataObject, problem: Problem) -> None:
    other = data.draw(with_distractor(problem), label="with distractor")
    assert_not_wrong(other, solve(other.text))


def test_answer_rate_on_a_fixed_sample() -> None:
    """Refusing everything would satisfy wrong = 0; the reader must also answer most of
    the plain problems the grammar makes."""
    problems = sample_problems(2024, 400)
    answered = 0
    for problem in problems:
        outcome = solve(problem.text)
        assert_not_wrong(problem, outcome)
        answered += isinstance(outcome, Answer)
    rate = answered / len(problems)
    assert rate >= ANSWER_RATE_FLOOR, f"answer rate {rate:.3f} < {ANSWER_RATE_FLOOR}"


def test_every_question_kind_is_answered_somewhere_in_the_sample() -> None:
    answered = {p.about for p in sample_problems(2024, 200)
                if isinstance(solve(p.text), Answer)}
    assert answered == {"final", "initial", "total", "difference"}


@pytest.mark.parametrize(("text", "value"), [
    ("Tom has 10 cards. Anna has 3 fewer cards than Tom. Anna gave Tom 2 cards. "
     "How many more cards does Tom have than Anna?", Fraction(7)),
    ("Tom had some cards. Anna has 3 cards. He gave Anna 4 cards. Now he has 6 cards. "
     "How many cards did Tom have in the beginning?", Fraction(10)),
])
def test_grammar_shapes_the_reader_answers(text: str, value: Fraction) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == value


# --- wrong answers found while exploring the grammar's neighbourhood ---------------------------
# Each was once answered wrong; each must now be refused or answered right.


def test_a_change_of_either_of_two_kinds_is_refused() -> None:
    # a fixed sample rather than @given, so that a regression fails the same way on every run
    answered = [(p.text, o.value) for p in sample_elided_head(11, 40)
                if isinstance(o := solve(p.text), Answer)]
    assert not answered, f"{len(answered)}/40 answered, e.g. {answered[0]}"


@settings(max_examples=50, deadline=None)
@given(answerable_problems().filter(lambda p: p.about == "difference"))
def test_how_many_fewer_is_the_same_positive_difference(problem: Problem) -> None:
    """"How many more does A have than B" asked the other way round has the same answer
    (answered with the sign flipped, -6 for 6, at de08fd3)."""
    a, b = problem.question.entities
    noun = problem.question.template.split(" ")[3]  # "How many more NOUNS does …"
    question = f"How many fewer {noun} does {ph(b)} have than {ph(a)}?"
    other = dataclasses.replace(problem, question=dataclasses.replace(
        problem.question, template=question, entities=(b, a)))
    assert_not_wrong(other, solve(other.text))


WRONG = "answered with a value the text does not support"


@pytest.mark.parametrize(("text", "right"), [
    pytest.param("Mary has 10 apples. John has 4 apples. "
                 "How many fewer apples does John have than Mary?", Fraction(6),
                 id="how-many-fewer"),  # answered -6 (sign flipped) at de08fd3
    pytest.param("Mary has 10 apples. John has 14 apples. "
                 "How many more apples does Mary have than John?", None,
                 id="how-many-more-when-fewer"),
    pytest.param("Sam has 14 apples. He will buy 9 more. How many apples does Sam have now?",
                 Fraction(14),
                 id="future-change-now"),
    pytest.param("Sam has 14 apples. He could buy 9 more. How many apples does Sam have now?",
                 Fraction(14),
                 id="modal-could"),
    pytest.param("Sam has 14 apples. He almost ate 3 apples. How many apples does Sam have now?",
                 Fraction(14),
                 id="almost"),
    pytest.param("Sam has 14 apples. He eats 3 or 4 apples. How many apples does Sam have now?",
                 None,
                 id="alternatives-3-or-4"),
    pytest.param("Sam has 14 apples. He buys more. How many apples does Sam have now?",
                 None,
                 id="gain-without-amount"),
    pytest.param("Sam has 14 apples. He eats apples. How many apples does Sam have now?",
                 None,
                 id="loss-without-amount"),
    pytest.param("Sam has 14 apples. He buys 9 more. He returns them. "
                 "How many apples does Sam have now?", Fraction(14),
                 id="returns-them"),
    pytest.param("Sam has 5 apples and 3 pears. He buys 9 more. "
                 "How many apples does Sam have now?", None,
                 id="more-of-which-kind"),
    pytest.param("Sam has 5 apples. Sam has 3 pears. Sam eats 2. "
                 "How many pears does Sam have now?", None,
                 id="eats-which-kind"),
])
def test_found_hazards_are_refused_or_answered_right(text: str, right: Fraction | None) -> None:
    outcome = solve(text)
    if isinstance(outcome, Answer):
        assert right is not None and outcome.value == right, f"{WRONG}: {outcome.value}"
