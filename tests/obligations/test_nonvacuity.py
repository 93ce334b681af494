"""Each obligation is load-bearing: switched off, a hazard is answered wrong; on, refused.

Every test names the hazard in its own words, the refusal the obligation gives, and the
wrong value the pipeline would give without it.
"""

from fractions import Fraction

import attrs
import pytest

from wordproof import Answer, Refusal, RefusalCode
from wordproof.ledger.entries import Amount, Op
from wordproof.obligations.registry import REGISTRY
from wordproof.outcome import ObligationCheck
from wordproof.pipeline import _prove, solve_traced
from wordproof.reader.state import read
from wordproof.text.tokens import tokenize


def outcome(text: str, off: str | None = None) -> Answer | Refusal:
    disabled = frozenset({off}) if off else frozenset()
    return solve_traced(text, disabled=disabled).outcome


def assert_load_bearing(text: str, obligation: str, code: RefusalCode, wrong: Fraction) -> None:
    on = outcome(text)
    assert isinstance(on, Refusal), on
    assert on.code is code, on
    off = outcome(text, obligation)
    assert isinstance(off, Answer), off
    assert off.value == wrong


def test_no_new_actor_is_load_bearing() -> None:
    # "She" can only be Sam, and Sam is not a she: nobody the text introduced ate.
    assert_load_bearing("Sam has 6 apples. She eats 2 apples. How many apples does Sam have now?",
                        "no_new_actor", RefusalCode.UNBOUND_REFERENT, Fraction(4))


def test_polarity_is_load_bearing() -> None:
    # "trade" says nothing of the direction; read as a gain, the answer would be 17
    assert_load_bearing("Ben had 12 marbles. He traded 5 marbles. How many marbles does Ben have now?",
                        "polarity", RefusalCode.AMBIGUOUS_POLARITY, Fraction(17))


def test_polarity_still_binds_an_event_whose_amount_is_solved() -> None:
    # counting events of "trade" whose amount only the states give: the direction decides
    # whether 12 → 17 was 5 traded in, or nothing sensible traded away
    assert_load_bearing("Ben had 12 marbles. He traded some marbles. Now he has 17 marbles. How many "
                        "marbles did he trade?", "polarity", RefusalCode.AMBIGUOUS_POLARITY,
                        Fraction(5))


def test_temporal_scope_is_load_bearing() -> None:
    # the question asks about a time before an event the story never tells ("lost")
    assert_load_bearing(
        "Ned gave away 13 games. Now Ned has 6 games. How many games did Ned have before he lost them?",
        "temporal_scope", RefusalCode.UNBOUND_TEMPORAL_SCOPE, Fraction(6))


def test_untold_use_is_load_bearing() -> None:
    # the pie may have been baked from the pears: how many is never told
    assert_load_bearing("Tom had 9 pears. He baked a pie. How many pears does Tom have?",
                        "untold_use", RefusalCode.NOT_UNIQUE, Fraction(9))


def test_untold_use_holds_a_doing_of_unknown_effect() -> None:
    # feeding ducks may use the bread counted
    assert_load_bearing("Tom had 9 pieces of bread. He fed the ducks. How many pieces of bread does "
                        "Tom have?", "untold_use", RefusalCode.NOT_UNIQUE, Fraction(9))


def test_completeness_is_load_bearing() -> None:
    # "in all" over Alice alone would silently leave Tom's 2 out (hazard H1)
    assert_load_bearing("Alice has 6 apples. Tom has 2 apples. How many apples does Alice have in all?",
                        "completeness", RefusalCode.UNUSED_QUANTITY, Fraction(6))


def test_completeness_holds_a_two_word_category_told_as_a_holding() -> None:
    # are the 3 books among the 4 reading materials? Without the check the books are left out
    assert_load_bearing("Ada has 3 books and 4 reading materials. How many reading materials "
                        "does Ada have?", "completeness", RefusalCode.UNUSED_QUANTITY, Fraction(4))


def test_unit_consistency_is_load_bearing() -> None:
    # 45 feet and 1 mile are not 46 of anything (and 45 feet are no part of a mile said so:
    # they are not converted)
    assert_load_bearing("Tom ran 45 feet. Then he ran 1 mile. How many miles did Tom run?",
                        "unit_consistency", RefusalCode.UNIT_MISMATCH, Fraction(46))


def test_uniqueness_is_load_bearing() -> None:
    # no start is given: 9 is only one of the values the text allows
    assert_load_bearing("Sam has some apples. He buys 9 more. How many apples does Sam have?",
                        "uniqueness", RefusalCode.NOT_UNIQUE, Fraction(9))


def test_non_negativity_is_load_bearing() -> None:
    assert_load_bearing(
        "Joan had 70 seashells. She gave 90 seashells to Sam. How many seashells does Joan have now?",
        "non_negativity", RefusalCode.NEGATIVE_COUNT, Fraction(-20))


def test_integrality_is_load_bearing() -> None:
    assert_load_bearing(
        "Joan had 7 seashells. She gave 2.5 seashells to Sam. How many seashells does Joan have now?",
        "integrality", RefusalCode.NON_INTEGER_COUNT, Fraction(9, 2))


def test_whole_cents_is_load_bearing() -> None:
    assert_load_bearing(
        "Ann spent 60% of her money on a coat and 25% of the rest on a hat. After earning $20, she "
        "had $40 left. How much money did Ann have at first?",
        "integrality", RefusalCode.NON_INTEGER_COUNT, Fraction(200, 3))


def test_whole_cents_of_a_sum_paid_is_load_bearing() -> None:
    # a third of $10 spent: no till takes 10/3 dollars, so the story was misread or is ill-posed
    assert_load_bearing("Kim had $10. She spent a third of it on ribbons. How much did she spend?",
                        "integrality", RefusalCode.NON_INTEGER_COUNT, Fraction(10, 3))


@pytest.mark.parametrize(("text", "wrong"), [
    # a whole-text reader (a price worked back from the sum paid): 35.50 is 60 % of 355/6 dollars
    ("Lena bought a pair of boots with a 40% discount and paid the sale price of $35.50. How much "
     "was the original price?", Fraction(355, 6)),
    # a pace of money scaled to another stretch: $5 in 3 hours is 35/3 dollars in 7
    ("Pia earns $5 in 3 hours. How much will she earn in 7 hours?", Fraction(35, 3)),
])
def test_money_whole_cents_is_load_bearing(text: str, wrong: Fraction) -> None:
    off = "money_whole_cents" if "discount" in text else "integrality"
    assert_load_bearing(text, off, RefusalCode.NON_INTEGER_COUNT, wrong)


def misread(text: str, wrong_value: Fraction, disabled: frozenset[str]) -> Answer | Refusal:
    """Prove the first reading of ``text`` after a simulated misreading: the first given
    amount carries ``wrong_value`` while still citing its span."""
    tokens = tokenize(text)
    assert not isinstance(tokens, Refusal)
    state = read(text, tokens)
    assert state.refusal is None
    hypothesis = state.hypotheses[0]
    first = next(e for e in hypothesis.entries if e.op is not Op.START_EMPTY)
    amount = Amount(wrong_value, first.amount.span, first.amount.text)
    entries = tuple(attrs.evolve(e, amount=amount) if e is first else e for e in hypothesis.entries)
    checks: list[ObligationCheck] = []
    return _prove(text, attrs.evolve(hypothesis, entries=entries), disabled, checks)


def test_grounding_is_load_bearing() -> None:
    # a reading that takes "a dozen" as 10 still cites the words "a dozen"
    text = "Kim has a dozen eggs. She eats 2 eggs. How many eggs does Kim have now?"
    assert isinstance(misread(text, Fraction(12), frozenset()), Answer)
    on = misread(text, Fraction(10), frozenset())
    assert isinstance(on, Refusal) and on.code is RefusalCode.UNGROUNDED_OPERAND
    off = misread(text, Fraction(10), frozenset({"grounding"}))
    assert isinstance(off, Answer) and off.value == 8


def test_grounding_rereads_a_verb_of_scaling() -> None:
    # a reading that takes "doubled" as a factor of 3 still cites the verb "doubled"
    text = "Kim had 6 eggs. She doubled her eggs. How many eggs does Kim have now?"

    def scaled_by(factor: Fraction, disabled: frozenset[str]) -> Answer | Refusal:
        tokens = tokenize(text)
        assert not isinstance(tokens, Refusal)
        hypothesis = read(text, tokens).hypotheses[0]
        entries = tuple(attrs.evolve(e, scaled=attrs.evolve(e.scaled, value=factor)) if e.scaled else e
                        for e in hypothesis.entries)
        return _prove(text, attrs.evolve(hypothesis, entries=entries), disabled, [])

    assert isinstance(answer := scaled_by(Fraction(2), frozenset()), Answer) and answer.value == 12
    on = scaled_by(Fraction(3), frozenset())
    assert isinstance(on, Refusal) and on.code is RefusalCode.UNGROUNDED_OPERAND
    off = scaled_by(Fraction(3), frozenset({"grounding"}))
    assert isinstance(off, Answer) and off.value == 18


def test_grounding_counts_the_people_named_again() -> None:
    # a reading that counts "herself and her 3 friends" as 3 parts still cites those words
    text = "She shared 24 cookies equally between herself and her 3 friends. How many cookies did each get?"

    def parted_among(count: Fraction, disabled: frozenset[str]) -> Answer | Refusal:
        tokens = tokenize(text)
        assert not isinstance(tokens, Refusal)
        hypothesis = read(text, tokens).hypotheses[0]
        entries = tuple(attrs.evolve(e, count=attrs.evolve(e.count, value=count)) if e.op is Op.SHARE else e
                        for e in hypothesis.entries)
        return _prove(text, attrs.evolve(hypothesis, entries=entries), disabled, [])

    assert isinstance(answer := parted_among(Fraction(4), frozenset()), Answer) and answer.value == 6
    on = parted_among(Fraction(3), frozenset())
    assert isinstance(on, Refusal) and on.code is RefusalCode.UNGROUNDED_OPERAND
    off = parted_among(Fraction(3), frozenset({"grounding"}))
    assert isinstance(off, Answer) and off.value == 8


@pytest.mark.parametrize("obligation", REGISTRY, ids=lambda o: o.name)
def test_every_obligation_names_an_existing_proof_test(obligation: object) -> None:
    path, _, name = obligation.proof_test.partition("::")  # type: ignore[attr-defined]
    assert name in globals(), f"{obligation} names a missing test"
    assert path.endswith("test_nonvacuity.py")
