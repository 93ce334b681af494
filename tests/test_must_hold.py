"""The foundation's must-hold cases: answers that must come out, hazards that must refuse."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, RefusalCode, solve

ANSWERED = [
    ("Sam has 14 apples. He buys 9 more. How many apples does Sam have now?", 23),
    ("Lisa has 30 coins. She earns 15 more by doing chores. How many coins does Lisa have now?", 45),
    ("Kate has 18 pencils. Her teacher gives her 5 more. How many pencils does Kate have now?", 23),
    ("Joan found 70 seashells on the beach. She gave Sam some of her seashells. She has 27 "
     "seashells left. How many seashells did she give to Sam?", 43),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)
    assert outcome.steps, "an answer shows its arithmetic"
    assert {c.verdict for c in outcome.certificates} == {"discharged"}


def test_joan_answer_cites_the_text_and_explains() -> None:
    text = ANSWERED[3][0]
    outcome = solve(text)
    assert isinstance(outcome, Answer)
    cited = [o.citation for step in outcome.steps for o in step.operands if o.citation.kind == "text"]
    assert {c.text for c in cited} >= {"70", "27"}
    for citation in cited:
        assert citation.span is not None
        assert text[citation.span[0]:citation.span[1]] == citation.text
    assert "70 − 27 = 43" in outcome.explanation
    assert {c.obligation for c in outcome.certificates} >= {
        "uniqueness", "unit_consistency", "no_new_actor", "grounding"}


REFUSED = [
    # H1: another holder's apples are never summed into Alice's total
    ("Alice has 6 apples. Tom has 2 apples. How many apples does Alice have in all?",
     RefusalCode.UNUSED_QUANTITY),
    # two candidates for "She"
    ("Alice has 5 marbles. Mary has 3 marbles. She buys 2 marbles. How many marbles does "
     "Alice have?", RefusalCode.AMBIGUOUS_REFERENT),
    # no start
    ("Sam has some apples. He buys 9 more. How many apples does Sam have?",
     RefusalCode.NOT_UNIQUE),
    # H3: a state before a change the replay cannot bind
    ("Ned gave away 13 games. Now Ned has 6 games. How many games did Ned have before he "
     "sold them?", RefusalCode.UNBOUND_TEMPORAL_SCOPE),
    # two quantities with no change cue are not summed
    ("Sam has 5 apples. Sam has 3 apples. How many apples does Sam have?",
     RefusalCode.INCONSISTENT),
    # a change with both a gain and a loss cue
    ("Ben had 12 marbles. He picked away 5 marbles. How many marbles does Ben have now?",
     RefusalCode.AMBIGUOUS_POLARITY),
    # "she" as the box is eliminated; what stops the reading that is left is the question
    ("Ada took 20 coins from the box. How many coins did she lose?",
     RefusalCode.UNSUPPORTED_QUESTION),
]


@pytest.mark.parametrize(("text", "code"), REFUSED)
def test_refused(text: str, code: RefusalCode) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Refusal), outcome
    assert outcome.code is code, outcome


def test_another_holder_is_never_summed_into_a_total() -> None:
    outcome = solve("Alice has 6 apples. Tom has 2 apples. How many apples does Alice have?")
    assert not (isinstance(outcome, Answer) and outcome.value == 8)


def test_the_only_candidate_of_the_wrong_gender_does_not_bind() -> None:
    outcome = solve("Joan has 6 apples. He eats 2 apples. How many apples does Joan have now?")
    assert isinstance(outcome, Refusal)
    assert outcome.code in (RefusalCode.UNBOUND_REFERENT, RefusalCode.NEW_ACTOR)


def test_gender_settles_a_pronoun_between_two_people() -> None:
    outcome = solve("Joan has 6 apples. Tom has 4 apples. She eats 2 apples. "
                    "How many apples does Joan have now?")
    assert isinstance(outcome, Answer) and outcome.value == 4
