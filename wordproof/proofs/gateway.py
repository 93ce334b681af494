"""The one Z3 gateway: every solver wordproof uses is made and run here.

Fixed seeds and a resource limit (``rlimit``, not a wall clock) make a check stop at the
same point on every machine; ``unknown`` is never a pass. One solver per process is reused
with push/pop. Every check returns the SMT-LIB text of its query, so a certificate can be
re-checked by a fresh solver (``wordproof audit``).
"""

from __future__ import annotations

import time
from fractions import Fraction

import attrs
import z3

RLIMIT = 2_000_000
SEED = 0


@attrs.frozen
class CheckResult:
    result: str  # "sat" | "unsat" | "unknown"
    query: str
    core: tuple[str, ...]
    model: tuple[tuple[str, Fraction], ...]
    solver_ms: float


def solver_description() -> str:
    return f"z3 {z3.get_version_string()} seed={SEED} rlimit={RLIMIT}"


def fraction_of(value: z3.ExprRef) -> Fraction:
    """An exact rational from a Z3 numeral (never through a float)."""
    if z3.is_int_value(value):
        return Fraction(value.as_long())
    if z3.is_rational_value(value):
        return Fraction(value.numerator_as_long(), value.denominator_as_long())
    raise ValueError(f"not an exact numeral: {value}")


def real_value(value: Fraction) -> z3.ArithRef:
    return z3.Q(value.numerator, value.denominator)


class Gateway:
    """A reusable solver. ``check`` asserts labelled facts in a fresh scope and reports."""

    def __init__(self) -> None:
        z3.set_param("smt.random_seed", SEED)
        self._solver = z3.Solver()
        self._solver.set("random_seed", SEED)
        self._solver.set("rlimit", RLIMIT)
        self._solver.set("unsat_core", True)

    def check(
        self,
        facts: list[tuple[str, z3.BoolRef]],
        read_back: tuple[tuple[str, z3.ExprRef], ...] = (),
    ) -> CheckResult:
        """Assert each (label, fact) tracked by its label and check. On sat, ``read_back``
        names the terms whose values are returned; on unsat, the core is the labels."""
        solver = self._solver
        solver.push()
        started = time.perf_counter()
        try:
            labels: dict[str, z3.BoolRef] = {}
            for index, (label, fact) in enumerate(facts):
                name = f"{label}#{index}"
                marker = z3.Bool(name)
                labels[name] = marker
                solver.assert_and_track(fact, marker)
            answer = solver.check()
            result = str(answer)
            # assert_and_track writes (=> |label| fact); stating the labels as assumptions
            # makes the text alone reproduce the answer in a fresh solver
            markers = " ".join(f"|{name}|" for name in labels)
            text = solver.to_smt2()
            query = text[: text.rindex("(check-sat)")] + f"(check-sat-assuming ({markers}))\n"
            core: tuple[str, ...] = ()
            model: tuple[tuple[str, Fraction], ...] = ()
            if answer == z3.unsat:
                core = tuple(sorted({str(c).split("#")[0] for c in solver.unsat_core()}))
            elif answer == z3.sat:
                found = solver.model()
                model = tuple(
                    (name, fraction_of(found.eval(term, model_completion=True)))
                    for name, term in read_back
                )
        finally:
            solver.pop()
        return CheckResult(result, query, core, model, (time.perf_counter() - started) * 1000)


_GATEWAY: Gateway | None = None


def gateway() -> Gateway:
    """The process's gateway (Z3 contexts are per process; never shared across threads)."""
    global _GATEWAY
    if _GATEWAY is None:
        _GATEWAY = Gateway()
    return _GATEWAY
