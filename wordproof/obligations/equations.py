"""The proofs a number puzzle must pass: the relation told can hold (sat, with the number the
derivation found), and no other number satisfies it (the number differing from that value is
unsat). Both are checked over the reals: "a number" is any number, whole or not."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.equations import Apply, NumberPair, NumberPuzzle, Tie, replay_puzzle
from wordproof.obligations.base import certify, pin_value
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal, RefusalCode, Stage

_NAMES = ("equation_consistency", "equation_uniqueness")


def _related(puzzle: NumberPuzzle, number: z3.ArithRef) -> z3.BoolRef:
    amount: z3.ArithRef = number
    for operation in puzzle.equation.operations:
        by = real_value(operation.by.value)
        if operation.apply is Apply.TIMES:
            amount = amount * by
        elif operation.apply is Apply.DIVIDED:
            amount = amount / by
        elif operation.apply is Apply.PLUS:
            amount = amount + by
        elif operation.apply is Apply.MINUS:
            amount = amount - by
        elif operation.apply is Apply.ITSELF:
            amount = amount + by * number
        else:
            amount = by - amount
    related = amount == real_value(puzzle.equation.result.value)
    assert isinstance(related, z3.BoolRef)
    return related


def prove_puzzle(puzzle: NumberPuzzle, solver: Gateway, disabled: frozenset[str] = frozenset()
                 ) -> tuple[Fraction, tuple[Certificate, ...]] | Refusal:
    """The one number the relation pins, with its certificates, or a refusal; an obligation
    named in ``disabled`` ("equation_consistency", "equation_uniqueness") is not checked."""
    equation = puzzle.equation
    if equation.loses_the_number():
        return Refusal(RefusalCode.NOT_UNIQUE, Stage.OBLIGATIONS, equation.clause, span=equation.span)
    value = replay_puzzle(puzzle)[-1].value
    number = z3.Real("number")
    facts = [(equation.id, _related(puzzle, number))]
    pinned = pin_value(solver, facts, number, value, _NAMES, disabled, equation.clause)
    if isinstance(pinned, Refusal):
        return pinned
    certificates = pinned[0]
    if puzzle.whole and "consecutive_whole" not in disabled:
        # consecutive numbers are whole, and odd or even when told so
        kind = z3.ToInt(number)
        broken = {"whole": z3.Not(z3.IsInt(number)),
                  "odd": z3.Or(z3.Not(z3.IsInt(number)), kind % 2 == 0),
                  "even": z3.Or(z3.Not(z3.IsInt(number)), kind % 2 == 1),
                  "count": z3.Or(z3.Not(z3.IsInt(number)), number < 0),
                  "age": number < 0}[puzzle.whole]
        assert isinstance(broken, z3.BoolRef)
        checked = solver.check([*facts, ("not_" + puzzle.whole, broken)])
        certificate = certify("consecutive_whole", checked, "unsat",
                              f"the number asked is {puzzle.whole}")
        if certificate.verdict != "discharged":
            code = RefusalCode.NEGATIVE_COUNT if puzzle.whole == "age" else RefusalCode.NON_INTEGER_COUNT
            return Refusal(code, Stage.OBLIGATIONS, equation.clause, span=equation.span)
        certificates = (*certificates, certificate)
    return value, certificates


def _pair_facts(pair: NumberPair) -> tuple[list[tuple[str, z3.BoolRef]], dict[str, z3.ArithRef]]:
    numbers = {name: z3.Real(f"the {name} number") for name in pair.names}
    first, second = (numbers[name] for name in pair.names)
    facts: list[tuple[str, z3.BoolRef]] = []
    if pair.ordered:
        facts.append(("ordered", first >= second))
    for relation in pair.relations:
        by = real_value(relation.by.value)
        fact: object
        if relation.tie is Tie.SUM:
            fact = first + second == by
        elif relation.tie is Tie.DIFFERENCE:
            fact = z3.If(first >= second, first - second, second - first) == by
        else:
            subject, other = numbers[relation.subject], numbers.get(relation.other)
            if relation.tie is Tie.VALUE:
                fact = subject == by
            elif other is None:
                raise ValueError(f"{relation.tie} needs the other number: {relation}")
            elif relation.tie is Tie.MULTIPLE:
                fact = subject == by * other
            elif relation.tie is Tie.RATIO:
                one, two = (real_value(w.value) for w in relation.weights)
                fact = two * subject == one * other
            elif relation.tie is Tie.WORTH:
                one, two = (real_value(w.value) for w in relation.weights)
                fact = one * subject + two * other == by
            elif relation.tie is Tie.MORE:
                fact = subject == other + by
            else:
                fact = subject == other - by
        assert isinstance(fact, z3.BoolRef)
        facts.append((relation.id, fact))
    return facts, numbers


def prove_pair(pair: NumberPair, value: Fraction, solver: Gateway,
               disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """That the relations can hold with the asked number at ``value`` (the derivation's), and
    that no other value of it satisfies them."""
    facts, numbers = _pair_facts(pair)
    clauses = "; ".join(r.clause for r in pair.relations)
    pinned = pin_value(solver, facts, numbers[pair.asked], value, _NAMES, disabled, clauses)
    if isinstance(pinned, Refusal):
        return pinned
    certificates = pinned[0]
    if not pair.counted and not pair.unit:
        return certificates
    counts = list(numbers.values())
    below = z3.Or([n < 0 for n in counts])
    broken_whole = z3.Not(z3.And([z3.IsInt(n) for n in counts]))
    checks: tuple[tuple[str, RefusalCode, z3.BoolRef | z3.Probe, str], ...] = (
        ("count_nonnegative", RefusalCode.NEGATIVE_COUNT, below, "no count of either kind is below zero"),
        ("count_whole", RefusalCode.NON_INTEGER_COUNT, broken_whole, "the count of each kind is whole"))
    if not pair.counted:  # two amounts of a measure: above zero, maybe not whole
        checks = (("amount_positive", RefusalCode.NEGATIVE_COUNT, z3.Or([n <= 0 for n in counts]),
                   f"each amount in {pair.unit} is above zero"),)
    for name, code, broken, detail in checks:
        if name in disabled:
            continue
        assert isinstance(broken, z3.BoolRef)
        checked = solver.check([*facts, (name, broken)])
        certificate = certify(name, checked, "unsat", detail)
        if certificate.verdict != "discharged":
            return Refusal(code, Stage.OBLIGATIONS, clauses)
        certificates = (*certificates, certificate)
    return certificates


__all__ = ["prove_pair", "prove_puzzle"]
