"""Sums of money are whole cents (obligations.cents): the answer and every step in a unit of
money, never a price per thing."""

from fractions import Fraction

from wordproof.obligations.cents import prove_whole_cents
from wordproof.proofs.gateway import gateway
from wordproof.refusals import Refusal, RefusalCode


def test_whole_cents_pass_with_a_certificate() -> None:
    proven = prove_whole_cents([("the answer", Fraction(61, 2), "dollars"), ("steps", Fraction(7), "cents")],
                               gateway())
    assert not isinstance(proven, Refusal)
    assert [c.verdict for c in proven] == ["discharged"]


def test_a_step_of_money_in_parts_of_a_cent_refuses() -> None:
    proven = prove_whole_cents([("the answer", Fraction(40), "dollars"),
                                ("the price before", Fraction(122, 3), "dollars")], gateway())
    assert isinstance(proven, Refusal) and proven.code is RefusalCode.NON_INTEGER_COUNT
    assert "the price before" in proven.message


def test_no_sum_of_money_is_no_obligation() -> None:
    assert prove_whole_cents([("the answer", Fraction(10, 3), "dollars per pound"),
                              ("miles", Fraction(1, 3), "miles")], gateway()) == ()


def test_switched_off_it_passes_nothing_it_would_refuse() -> None:
    assert prove_whole_cents([("the answer", Fraction(1, 3), "dollars")], gateway(),
                             frozenset({"money_whole_cents"})) == ()
