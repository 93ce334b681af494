"""The one Z3 gateway: every solver wordproof uses is made and run here.

Fixed seeds and a resource limit (``rlimit``, not a wall clock) make a check stop at the
same point on every machine; ``unknown`` is never a pass. One solver per process is reused
with push/pop. Every check returns the SMT-LIB text of its query, so a certificate can be
re-checked by a fresh solver (``wordproof audit``).
"""

from __future__ import annotations

import functools
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


def smtlib(facts: list[tuple[str, z3.BoolRef]]) -> str:
    """The query as an SMT-LIB script that a fresh solver (Z3 or cvc5) reproduces: each fact
    asserted under its label, the labels assumed. Written from the terms themselves, not by
    Z3's printer, whose let-sharing depends on every term the process built before."""
    written = [_written(fact) for _, fact in facts]
    declared = sorted(set().union(*(constants for _, constants in written)))
    lines = ["(set-option :produce-unsat-cores true)"]
    lines += [f"(declare-fun |{name}| () {sort})" for name, sort in declared]
    lines += [f"(assert (! {text} :named |{label}#{index}|))"
              for index, ((label, _), (text, _)) in enumerate(zip(facts, written, strict=True))]
    lines.append("(check-sat)")
    return "\n".join(lines) + "\n"


_Written = tuple[str, frozenset[tuple[str, str]]]  # a term's text, the constants it declares

# Prefix notation written out in full (no lets), names quoted, each term written once per
# process: the obligations of one problem assert the same facts again and again, and Z3 gives
# equal terms one id while they live. Every term in the cache is a fact held here or a part of
# one, so its id stays its own until both are dropped together.
_WRITTEN: dict[int, _Written] = {}
_HELD: list[z3.ExprRef] = []
_MAX_WRITTEN = 20_000


def _written(term: z3.ExprRef) -> _Written:
    ctx, ast = term.ctx.ref(), term.as_ast()
    cached = _WRITTEN.get(z3.Z3_get_ast_id(ctx, ast))
    if cached is not None:
        return cached
    if len(_WRITTEN) >= _MAX_WRITTEN:
        _WRITTEN.clear()
        _HELD.clear()
    _HELD.append(term)
    return _write(ctx, ast)


_SORT_NAMES = {z3.Z3_INT_SORT: "Int", z3.Z3_REAL_SORT: "Real", z3.Z3_BOOL_SORT: "Bool"}


def _write(ctx: z3.ContextObj, ast: z3.Ast) -> _Written:
    """A term and its parts written through Z3's C interface: a Python object for each part
    (what ``children()`` makes) costs more than the whole query's text."""
    key = z3.Z3_get_ast_id(ctx, ast)
    cached = _WRITTEN.get(key)
    if cached is not None:
        return cached
    kind = z3.Z3_get_ast_kind(ctx, ast)
    if kind == z3.Z3_NUMERAL_AST:
        sort_kind = z3.Z3_get_sort_kind(ctx, z3.Z3_get_sort(ctx, ast))
        written: _Written = _numeral(z3.Z3_get_numeral_string(ctx, ast), sort_kind), frozenset()
    elif kind != z3.Z3_APP_AST:
        raise ValueError(f"no SMT-LIB text is written for {z3.Z3_ast_to_string(ctx, ast)}")
    else:
        written = _write_application(ctx, z3.Z3_to_app(ctx, ast))
    _WRITTEN[key] = written
    return written


def _write_application(ctx: z3.ContextObj, app: z3.Ast) -> _Written:
    decl = z3.Z3_get_app_decl(ctx, app)
    name = z3.Z3_get_symbol_string(ctx, z3.Z3_get_decl_name(ctx, decl))
    count = z3.Z3_get_app_num_args(ctx, app)
    if not count and z3.Z3_get_decl_kind(ctx, decl) == z3.Z3_OP_UNINTERPRETED:
        sort = z3.Z3_get_range(ctx, decl)
        sort_name = _SORT_NAMES.get(z3.Z3_get_sort_kind(ctx, sort)) or z3.Z3_sort_to_string(ctx, sort)
        return f"|{name}|", frozenset({(name, sort_name)})
    if not count:
        return name, frozenset()  # true, false
    if count == 1 and name in ("+", "*", "and", "or"):
        return _write(ctx, z3.Z3_get_app_arg(ctx, app, 0))  # a one-term sum is the term (cvc5 insists)
    parts = [_write(ctx, z3.Z3_get_app_arg(ctx, app, i)) for i in range(count)]
    text = f"({name} {' '.join(text for text, _ in parts)})"
    return text, frozenset().union(*(constants for _, constants in parts))


def _numeral(written: str, sort_kind: int) -> str:
    """An integer as digits, a real as a decimal or a quotient of decimals; negatives as
    ``(- …)``: the forms every SMT-LIB solver parses in both logics. Z3 writes a numeral as
    "-3/5", in lowest terms."""
    magnitude = written.removeprefix("-")
    if sort_kind != z3.Z3_INT_SORT:
        numerator, _, denominator = magnitude.partition("/")
        magnitude = f"(/ {numerator}.0 {denominator}.0)" if denominator else f"{numerator}.0"
    return f"(- {magnitude})" if written.startswith("-") else magnitude


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
    # the numeral made directly from "3/5": the same term as z3.Q(3, 5), without the
    # division and simplify z3.Q builds it through
    return z3.RealVal(str(value))


@functools.lru_cache(maxsize=4096)
def _tracker(name: str) -> z3.BoolRef:
    """The Boolean that tracks a fact in unsat cores ("e3#0"): the same few names come back
    in every check of a problem."""
    return z3.Bool(name)


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
            core_label: dict[int, str] = {}  # a tracker's id -> the label a core names it by
            for index, (label, fact) in enumerate(facts):
                name = f"{label}#{index}"
                tracker = _tracker(name)
                core_label[tracker.get_id()] = name.split("#")[0]
                # the C call itself: Solver.assert_and_track asks Z3 again, per fact, whether
                # the tracker is a constant (it is: _tracker made it)
                z3.Z3_solver_assert_and_track(solver.ctx.ref(), solver.solver, fact.as_ast(),
                                              tracker.as_ast())
            answer = solver.check()
            result = str(answer)
            query = smtlib(facts)
            core: tuple[str, ...] = ()
            model: tuple[tuple[str, Fraction], ...] = ()
            if answer == z3.unsat:
                core = tuple(sorted({core_label[c.get_id()] for c in solver.unsat_core()}))
            elif answer == z3.sat and read_back:
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
