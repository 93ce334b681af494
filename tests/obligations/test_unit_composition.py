"""The unit obligation checks what a rate composes: miles per hour times hours is miles (not
times minutes), a price in cents times a count is cents, and cents added to dollars are not
a sum of anything. Switched off, these stories are
answered wrong; on, they are refused."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, RefusalCode
from wordproof.ledger.replay import System
from wordproof.pipeline import solve_traced

COMPOSED_WRONG = [
    # apples per hour times minutes is not apples (and 30 minutes of picking at 60 apples per
    # hour need not be 30 apples: they may come in lumps; a speed's minutes are converted)
    ("Tom picked 60 apples per hour for 30 minutes. How many apples did Tom pick?", Fraction(1800)),
    # 3 pens at 50 cents are 150 cents; with the $5 hat that is $6.50, not 155 of anything
    ("Ann spent $5 on a hat. She bought 3 pens at 50 cents each. How much money did Ann spend?",
     Fraction(155)),
    # the price is dollars per hat: 2 hats cost $8, which is not 8 cents to add to 75 cents
    ("Ann spent 75 cents on a pen. She bought 2 hats. Each hat costs $4. How much did Ann pay?",
     Fraction(83)),
    # cents per cup times cups is cents, dollars per bowl times bowls is dollars: 6 cups at 50
    # cents and 2 bowls at $3 made $9, not 306 of anything
    ("Ivy sold 6 cups for 50 cents each and 2 bowls for $3 each. How much money did she make?",
     Fraction(306)),
    # the rate said with "at" composes like any rate: apples per hour are not per minute
    ("Tom picked for 30 minutes at a rate of 60 apples per hour. How many apples did Tom pick?",
     Fraction(1800)),
]


@pytest.mark.parametrize(("text", "wrong"), COMPOSED_WRONG)
def test_a_wrongly_composed_unit_is_refused(text: str, wrong: Fraction) -> None:
    on = solve_traced(text).outcome
    assert isinstance(on, Refusal), on
    assert on.code is RefusalCode.UNIT_MISMATCH, on
    off = solve_traced(text, disabled=frozenset({"unit_consistency"})).outcome
    assert isinstance(off, Answer), off
    assert off.value == wrong


@pytest.mark.parametrize(("text", "value"), [
    # dollars per hour × hours per day × days = dollars
    ("Ivy earns $8 an hour. She works 3 hours a day. How much does she earn in 4 days?", 96),
    # dollars per hat × hats = dollars, added to dollars
    ("Ann spent $5 on a pen. She bought 2 hats for $4 each. How much did Ann spend?", 13),
])
def test_a_rightly_composed_amount_of_money_is_answered(text: str, value: int) -> None:
    outcome = solve_traced(text).outcome
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == value
    assert outcome.unit == "dollars"


def _category_system(units: tuple[str, ...]) -> System:
    from wordproof.ledger.replay import Var

    names = tuple(f"x{i}" for i in range(len(units)))
    return System(tuple(Var(n, u, n, True) for n, u in zip(names, units, strict=True)), (), (),
                  tuple((Fraction(1), n) for n in names), "animal", "how many animals",
                  (), ("", 0, (0,)), category="animal")


def _member_pace_system(member: str, then: str, counted: str, answered: str) -> System:
    """A pace per member and per time ("liters per cow per day") times ``member``s, then
    times ``counted``, answered in ``answered``."""
    from wordproof.ledger.replay import Equation, Var

    one = Fraction(1)
    variables = (Var("each", "liter", "each", False, per="cow", per_then=(then,)),
                 Var("cows", member, "cows", True), Var("herd", "liter", "herd", False, per="day"),
                 Var("days", counted, "days", True), Var("asked", answered, "asked", False))
    equations = (Equation("e2", ((one, "herd"),), Fraction(0), "", products=((-one, "each", "cows"),)),
                 Equation("q", ((one, "asked"),), Fraction(0), "", products=((-one, "herd", "days"),)))
    return System(variables, equations, (), ((one, "asked"),), "liter", "how many liters", (), ("", 0, (0,)))


@pytest.mark.parametrize(("member", "then", "counted", "answered", "consistent"), [
    # liters per cow per day × cows = liters per day; × days = liters
    ("cow", "day", "day", "liter", True),
    # the pace of each cow times the goats, or per cow per week taken as per day, or times
    # weeks: each a wrong number of liters, and no composition of the units
    ("goat", "day", "day", "liter", False),
    ("cow", "week", "day", "liter", False),
    ("cow", "day", "week", "liter", False),
    # the herd's liters per day given as the liters asked
    ("cow", "day", "day", "day", False),
])
def test_a_pace_per_member_and_per_time_composes(member: str, then: str, counted: str, answered: str,
                                                 consistent: bool) -> None:
    from wordproof.ledger.entries import KindMatcher, Ledger, Target, TargetWhat
    from wordproof.obligations.arithmetic import unit_consistency
    from wordproof.obligations.base import Reading
    from wordproof.proofs.gateway import gateway

    target = Target(TargetWhat.PACED, KindMatcher("liter"), (0, 0), "")
    system = _member_pace_system(member, then, counted, answered)
    reading = Reading(Ledger((), (), (), target, ()), system, "")
    verdict = unit_consistency(reading, gateway())
    assert (verdict.refusal is None) == consistent, verdict.refusal


def test_a_pace_per_member_cancelled_in_the_wrong_order_is_refused() -> None:
    """Liters per cow per day times days first is per cow still: never liters."""
    from wordproof.ledger.entries import KindMatcher, Ledger, Target, TargetWhat
    from wordproof.ledger.replay import Equation, Var
    from wordproof.obligations.arithmetic import unit_consistency
    from wordproof.obligations.base import Reading
    from wordproof.proofs.gateway import gateway

    one = Fraction(1)
    variables = (Var("each", "liter", "each", False, per="cow", per_then=("day",)),
                 Var("days", "day", "days", True), Var("asked", "liter", "asked", False))
    equations = (Equation("q", ((one, "asked"),), Fraction(0), "", products=((-one, "each", "days"),)),)
    system = System(variables, equations, (), ((one, "asked"),), "liter", "", (), ("", 0, (0,)))
    target = Target(TargetWhat.PACED, KindMatcher("liter"), (0, 0), "")
    verdict = unit_consistency(Reading(Ledger((), (), (), target, ()), system, ""), gateway())
    assert verdict.refusal is not None


def _compared_system(units: tuple[str, str]) -> System:
    from wordproof.ledger.replay import MEASURE_UNITS, Var

    variables = tuple(Var(f"x{i}", u, u, u not in MEASURE_UNITS) for i, u in enumerate(units))
    return System(variables, (), (), ((Fraction(1), "x0"), (Fraction(-1), "x1")), units[0],
                  "how many more", (), ("", 0, (0,)), compared=True)


@pytest.mark.parametrize(("units", "consistent"), [
    (("bead", "ring"), True),  # 44 more beads than rings: two counts compared
    (("mile", "hour"), False),  # miles less hours is nothing
])
def test_two_kinds_are_compared_only_as_counts(units: tuple[str, str], consistent: bool) -> None:
    from wordproof.ledger.entries import KindMatcher, Ledger, Target, TargetWhat
    from wordproof.obligations.arithmetic import unit_consistency
    from wordproof.obligations.base import Reading
    from wordproof.proofs.gateway import gateway

    target = Target(TargetWhat.DIFFERENCE, KindMatcher(units[0]), (0, 0), "")
    reading = Reading(Ledger((), (), (), target, ()), _compared_system(units), "")
    verdict = unit_consistency(reading, gateway())
    assert (verdict.refusal is None) == consistent, verdict.refusal


@pytest.mark.parametrize(("units", "consistent"), [
    (("dog", "cow"), True),  # a sum over kinds of the category counts the category
    (("dog", "apple"), False),  # an apple is no animal: the sum is of nothing
])
def test_a_category_sum_counts_only_its_kinds(units: tuple[str, ...], consistent: bool) -> None:
    from wordproof.ledger.entries import KindMatcher, Ledger, Target, TargetWhat
    from wordproof.obligations.arithmetic import unit_consistency
    from wordproof.obligations.base import Reading
    from wordproof.proofs.gateway import gateway

    target = Target(TargetWhat.STATE, KindMatcher(None, category="animal"), (0, 0), "")
    reading = Reading(Ledger((), (), (), target, ()), _category_system(units), "")
    verdict = unit_consistency(reading, gateway())
    assert (verdict.refusal is None) == consistent, verdict.refusal


CONVERTED = [
    # the answer in the unit asked, by a whole factor of the units table
    ("Ann ran 2 miles. How many feet did Ann run?", 10560, "feet"),
    ("Tom has 3 dollars. How many cents does Tom have?", 300, "cents"),
    # each term converted: a time told in two units
    ("Ann ran 2 hours and 30 minutes. How many minutes did Ann run?", 150, "minutes"),
]


@pytest.mark.parametrize(("text", "value", "unit"), CONVERTED)
def test_an_answer_is_converted_to_the_unit_asked(text: str, value: int, unit: str) -> None:
    outcome = solve_traced(text).outcome
    assert isinstance(outcome, Answer), outcome
    assert (outcome.value, outcome.unit) == (value, unit)
    assert any(word in s.expression for s in outcome.steps for word in ("5280", "100", "60"))


NOT_CONVERTED = [
    # a factor that is not whole, of units whose parts are not said so (1500 feet in miles)
    "Ann ran 1500 feet. How many miles did Ann run?",
    # a story that tells the thing in two units of one dimension, the grams eaten not said to be
    # of the nuts made: the replay keeps them apart ("800 g of the nuts" is taken from the kilograms:
    # tests/reader/test_used_in_another_unit.py)
    "Noah made 12 kg of nuts. He ate 800 g of nuts. How many grams of nuts did Noah have left?",
    # the same with the factor stated: the ounces drunk are a timeline of their own
    "Ida has 3 gallons of milk. She drank 13 ounces of the milk. If there are 128 ounces in a "
    "gallon, how many ounces of milk does Ida have left?",
    # a stated factor nothing needs is a number unaccounted for
    "Ann ran 30 minutes. There are 60 minutes in an hour. How many minutes did Ann run?",
]


def test_a_part_of_an_hour_is_said_in_hours() -> None:
    # minutes asked in hours: a part of one, 90 minutes are 3/2 hours, the table's 60 cited
    outcome = solve_traced("Ann ran 90 minutes. How many hours did Ann run?").outcome
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(3, 2)


def test_a_stated_factor_is_the_one_used_and_cited() -> None:
    # the text's factor, not the table's: the given cites "6"
    outcome = solve_traced("Ann works 3 weeks. There are 6 days in a week. How many days does Ann "
                           "work?").outcome
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == 18
    assert any("6 × 3" in s.expression or "3 × 6" in s.expression for s in outcome.steps)


@pytest.mark.parametrize("text", NOT_CONVERTED)
def test_an_answer_is_not_converted_when_the_story_may_be_split(text: str) -> None:
    assert isinstance(solve_traced(text).outcome, Refusal)
