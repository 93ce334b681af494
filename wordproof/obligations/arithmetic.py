"""Obligations on the numbers: uniqueness, non-negativity, integrality, unit consistency."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.derivation import fraction_text
from wordproof.ledger.replay import PERCENT_UNIT
from wordproof.lexicon.tables import hypernyms_of
from wordproof.obligations.base import Reading, Verdict, certify, variables_of, verdict
from wordproof.obligations.cents import cents_in
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal, RefusalCode, Stage


def uniqueness(reading: Reading, gateway: Gateway) -> Verdict:
    """The text determines the target: solve for v, then constraints ∧ target ≠ v is unsat.
    An unsatisfiable system is refused as inconsistent, with the entries that conflict."""
    system = reading.system
    variables = variables_of(system)
    facts = variables.facts()
    target = variables.linear(system.target)
    solved = gateway.check(facts, read_back=(("target", target),))
    if solved.result != "sat":
        code = RefusalCode.INCONSISTENT if solved.result == "unsat" else RefusalCode.SOLVER_UNKNOWN
        return verdict("uniqueness", solved, "sat", code, ", ".join(solved.core))
    value = dict(solved.model)["target"]
    other = gateway.check(facts + [("target", target != real_value(value))],
                          read_back=(("target", target),))
    # no example values: which ones the solver picks depends on what it solved before
    evidence = f"{system.target_label!r} has more than one value"
    return verdict("uniqueness", other, "unsat", RefusalCode.NOT_UNIQUE, evidence,
                   detail=f"target = {fraction_text(value)}", value=value)


def _counts(reading: Reading) -> list[str]:
    return [v.name for v in reading.system.vars if v.count]


def non_negativity(reading: Reading, gateway: Gateway) -> Verdict:
    """Counts of things, holdings of a measured amount ("$20 … spent $42": left?) and measured
    amounts of doings ("found 17 cents … 24 cents less than that") never go below zero: the
    constraints admit a world where each is at least zero (sat), or the story is refused."""
    system = reading.system
    variables = variables_of(system)
    facts = variables.facts()
    facts += [(f"count {name}", variables.reals[name] >= 0) for name in _counts(reading)]
    facts += [(f"held {v.name}", variables.reals[v.name] >= 0) for v in system.vars if v.held and not v.count]
    facts += [(f"done {v.name}", variables.reals[v.name] >= 0) for v in system.vars
              if v.done and not v.held and not v.count]
    outcome = gateway.check(facts)
    return verdict("non_negativity", outcome, "sat", RefusalCode.NEGATIVE_COUNT,
                   ", ".join(outcome.core) or "a count")


def integrality(reading: Reading, gateway: Gateway) -> Verdict:
    """Counts of things are whole numbers, and sums of money held, paid or got are whole cents, in
    some world the constraints admit (a price per thing may be a fraction of a cent; a holding or
    a payment not), and so is an answer asked in money, a price too."""
    system = reading.system
    variables = variables_of(system)
    facts = variables.facts()
    for name in _counts(reading):
        facts.append((f"whole {name}", z3.IsInt(variables.reals[name])))
    for v in system.vars:
        cents = cents_in(v.unit) if (v.held or v.done) and v.per is None and not v.count else None
        if cents is not None:
            facts.append((f"whole cents {v.name}", z3.IsInt(variables.reals[v.name] * real_value(cents))))
    asked = system.target_unit or (system.var(system.target[0][1]).unit if system.target else None)
    cents = cents_in(asked) if asked is not None else None
    if cents is not None:
        # an answer in money is paid or handed over, so whole cents, a price each too ("3 pens
        # for $10: each?" has no price a till can charge; "$10 shared by 3": each gets $3.33)
        facts.append(("whole cents asked", z3.IsInt(variables.linear(system.target) * real_value(cents))))
    outcome = gateway.check(facts)
    return verdict("integrality", outcome, "sat", RefusalCode.NON_INTEGER_COUNT,
                   ", ".join(outcome.core) or "a count")


def unit_consistency(reading: Reading, gateway: Gateway) -> Verdict:
    """Every equation combines quantities of one unit, and the answer has the unit the
    question asks for: unit(answer) ≠ unit asked is unsat.

    Units are integers naming base units; each quantity's unit is declared from the text
    (labelled by the quantity), each equation and the target assert their terms' units
    equal (labelled by the entry)."""
    system = reading.system
    units = {v.unit for v in system.vars} | {v.per for v in system.vars if v.per is not None}
    units |= {unit for v in system.vars for unit in v.per_then}
    units |= {system.category} if system.category is not None else set()
    codes = {unit: index for index, unit in enumerate(sorted(units))}
    unit_of = {v.name: z3.Int(f"unit({v.name})") for v in system.vars}
    per_of = {v.name: z3.Int(f"per({v.name})") for v in system.vars if v.per is not None}
    facts: list[tuple[str, z3.BoolRef]] = [
        (f"{v.name} counts {v.unit}", unit_of[v.name] == codes[v.unit]) for v in system.vars
    ]
    facts += [(f"{v.name} is per {v.per}", per_of[v.name] == codes[v.per])
              for v in system.vars if v.per is not None]
    then_of = {v.name: [z3.Int(f"per{place}({v.name})") for place, _ in enumerate(v.per_then, 2)]
               for v in system.vars if v.per is not None}
    facts += [(f"{v.name} is then per {unit}", then_of[v.name][place] == codes[unit])
              for v in system.vars if v.per is not None for place, unit in enumerate(v.per_then)]

    def pers(name: str) -> list[z3.ArithRef]:
        """What a quantity is per, in order ("liters per cow per day": cow, then day)."""
        return [per_of[name], *then_of[name]] if name in per_of else []

    for equation in system.equations:
        names = [v for _, v in equation.terms]
        if equation.counts_compared:
            # "3 more dogs than cats": dogs = cats + 3 dogs, counts one for one, never measures
            facts += [(equation.entry, unit_of[names[0]] == unit_of[names[-1]])]
            facts += [(equation.entry, z3.BoolVal(system.var(name).count)) for name in names]
            continue
        if equation.category is not None:
            # "plums and apples … 15 fruits left": the total counts the category, each other
            # term a kind the hypernym table places in it
            kinds = [codes[u] for u in sorted(units) if equation.category in hypernyms_of(u)]
            facts.append((equation.entry, unit_of[names[0]] == codes[equation.category]))
            facts += [(equation.entry, z3.Or([unit_of[name] == code for code in kinds]))
                      for name in names[1:]]
            continue
        facts += [(equation.entry, unit_of[a] == unit_of[b]) for a, b in zip(names, names[1:], strict=False)]
        for _, rate, count in equation.products:
            # slices per pizza × pizzas = slices: the rate's unit is the sum's, its "per" the count's
            if rate not in per_of:
                facts.append((equation.entry, z3.BoolVal(False)))
                continue
            facts += [(equation.entry, unit_of[rate] == unit_of[names[0]]),
                      (equation.entry, per_of[rate] == unit_of[count])]
            share_of_like = system.var(rate).per == system.var(rate).unit
            # hours per day × days per week = hours per week: a rate of a rate is per the
            # second one's "per"; liters per cow per day × cows = liters per day: what the rate
            # is per after the count's unit stays. The product is per what is left of the rate's
            # "per"s, then the count's (a share of like things, "25% more than a mug's price",
            # scales what it takes and names no "per" of its own)
            carried, made = then_of.get(rate, []) + pers(count), pers(names[0])
            if (carried or made) and not share_of_like:
                facts += [(equation.entry, left == right) for left, right in zip(carried, made, strict=False)
                          ] if len(carried) == len(made) else [(equation.entry, z3.BoolVal(False))]
    answer = z3.Int("unit(answer)")
    target_names = [v for _, v in system.target]
    if system.compared:
        # "how many more beads than rings": each side counts one kind of thing; a measure
        # ("miles" less "hours") is never compared with another unit
        sides = ([v for c, v in system.target if c > 0], [v for c, v in system.target if c < 0])
        facts += [("question", unit_of[a] == unit_of[b])
                  for side in sides for a, b in zip(side, side[1:], strict=False)]
        facts += [(f"question: {name} is a count", z3.BoolVal(system.var(name).count))
                  for name in target_names]
        # the answer counts the kind asked for ("how many fewer rings than beads": rings)
        facts.append(("question", z3.Or([answer == unit_of[side[0]] for side in sides if side])))
    elif system.category is None:
        facts += [("question", answer == unit_of[name]) for name in target_names]
    else:
        # "how many animals": the answer counts the category, each term a kind of it
        # ("how many boys and girls": of the kinds listed)
        # (a count told in the category's own noun counts it: "toys" bought at a toy's price)
        members = sorted(u for u in units if system.category in hypernyms_of(u) or u in system.listed
                         or u == system.category)
        facts.append((f"question counts {system.category}", answer == codes[system.category]))
        facts += [(f"question: {name} counts a {system.category}",
                   z3.Or([unit_of[name] == codes[m] for m in members]) if members else z3.BoolVal(False))
                  for name in target_names]
    consistent = gateway.check(facts)
    if consistent.result != "sat":
        return verdict("unit_consistency", consistent, "sat", RefusalCode.UNIT_MISMATCH,
                       " vs ".join(consistent.core))
    asked = system.target_unit
    if asked == PERCENT_UNIT and len(target_names) == 1 and target_names[0] in per_of:
        # "what percentage of the pens are red": a share of like things, "pen per pen"
        share = target_names[0]
        outcome = gateway.check(facts + [("asked", unit_of[share] != per_of[share])])
        return verdict("unit_consistency", outcome, "unsat", RefusalCode.UNIT_MISMATCH,
                       "the part and the whole count different things", detail="answer unit = percent")
    if asked is None:
        asked = reading.system.var(target_names[0]).unit
    if asked not in codes:
        return Verdict(
            certify("unit_consistency", consistent, "unsat", f"asked for {asked}"),
            Refusal(RefusalCode.UNIT_MISMATCH, Stage.OBLIGATIONS, f"the question asks for {asked}"),
            consistent.solver_ms,
        )
    if system.compared:
        firsts = [v for c, v in system.target if c > 0][:1] + [v for c, v in system.target if c < 0][:1]
        differs = z3.And([unit_of[name] != codes[asked] for name in firsts])
    else:
        differs = answer != codes[asked]
    outcome = gateway.check(facts + [("asked", differs)])
    return verdict("unit_consistency", outcome, "unsat", RefusalCode.UNIT_MISMATCH,
                   f"the answer is not in {asked}", detail=f"answer unit = {asked}")


__all__ = ["Fraction", "integrality", "non_negativity", "uniqueness", "unit_consistency"]
