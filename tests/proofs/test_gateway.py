"""The SMT-LIB text of a query: written once per term, the same text however often it is asked."""

from __future__ import annotations

from fractions import Fraction

import pytest
import z3
from hypothesis import given
from hypothesis import strategies as st

from wordproof.proofs import gateway


def _facts(names: list[str], totals: list[int]) -> list[tuple[str, z3.BoolRef]]:
    terms = [z3.Real(name) for name in names]
    return [(f"fact{i}", z3.Sum(terms[: i + 1]) == total) for i, total in enumerate(totals)]


@given(
    st.lists(st.sampled_from(["a", "b", "c", "d"]), min_size=1, max_size=4, unique=True),
    st.lists(st.integers(-5, 5), min_size=1, max_size=4),
)
def test_a_term_written_before_reads_as_one_never_written(names: list[str], totals: list[int]) -> None:
    warm = gateway.smtlib(_facts(names, totals))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(gateway, "_WRITTEN", {})
        assert gateway.smtlib(_facts(names, totals)) == warm


def test_the_text_declares_every_constant_once_and_asserts_every_fact_under_its_label() -> None:
    query = gateway.smtlib([("start", z3.Real("x") + z3.Real("y") == 3), ("later", z3.Real("x") == -1)])
    assert query.count("(declare-fun |x| () Real)") == 1
    assert query.count("(declare-fun |y| () Real)") == 1
    assert "(assert (! (= (+ |x| |y|) 3.0) :named |start#0|))" in query
    assert "(assert (! (= |x| (- 1.0)) :named |later#1|))" in query
    solver = z3.Solver()
    solver.from_string(query)
    assert solver.check() == z3.sat


@given(st.fractions(max_denominator=50), st.integers(-1000, 1000))
def test_every_numeral_reads_back_as_the_value_asserted(real: Fraction, whole: int) -> None:
    query = gateway.smtlib([("real", z3.Real("r") == gateway.real_value(real)),
                            ("whole", z3.Int("n") == whole), ("flag", z3.Bool("b") == z3.BoolVal(True))])
    assert "(declare-fun |n| () Int)" in query and "(declare-fun |b| () Bool)" in query
    solver = z3.Solver()
    solver.from_string(query)
    assert solver.check() == z3.sat
    model = solver.model()
    assert gateway.fraction_of(model.eval(z3.Real("r"))) == real
    assert model.eval(z3.Int("n")).as_long() == whole
