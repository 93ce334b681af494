"""solve(text) -> Answer | Refusal: the only place a refusal signal becomes a value.

text -> tokens -> readings (held hypotheses) -> for each reading: ledger -> replay ->
obligations (each a Z3 check with a certificate) -> candidates -> pool. Readings that
survive every obligation are pooled: one value answers, two values refuse.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

import attrs

from wordproof.ledger.at_a_time import AtATimeEntry, replay_at_a_time
from wordproof.ledger.bills_held import BillsHeldEntry, replay_bills_held
from wordproof.ledger.circles import CircleEntry, replay_circle
from wordproof.ledger.clocks import ClockEntry, replay_clocks
from wordproof.ledger.commons import (
    CommonsEntry,
    common_measure,
    counted_within,
    replay_commons,
)
from wordproof.ledger.container_sum import ContainerSumEntry, replay_container_sum
from wordproof.ledger.counted_doers import CountedDoersEntry, replay_counted_doers
from wordproof.ledger.derivation import Step, fraction_text
from wordproof.ledger.derive import derive, explain
from wordproof.ledger.detailed import detailed_gettings
from wordproof.ledger.digits import DigitsEntry, replay_digits
from wordproof.ledger.each_gets import EachGetsEntry, replay_each_gets
from wordproof.ledger.each_of_group import EachOfGroupEntry, replay_each_of_group
from wordproof.ledger.entries import Binding, EntityKind, Kind, Ledger, Op, TargetWhat, is_measure
from wordproof.ledger.equations import NumberPair, NumberPuzzle, replay_pair, replay_puzzle
from wordproof.ledger.even_split import EvenSplitEntry, replay_even_split
from wordproof.ledger.fewest import FewestPartsEntry, fewest_counts, replay_fewest
from wordproof.ledger.figures import FigureEntry, replay_figure
from wordproof.ledger.fractions_of import implied_events
from wordproof.ledger.groups import GroupsEntry, replay_groups
from wordproof.ledger.held_kinds import sorts_into_the_held
from wordproof.ledger.holding_over_time import (
    HoldingOverTimeEntry,
    MeetingEntry,
    replay_holding_over_time,
    replay_meeting,
)
from wordproof.ledger.jobs_paid import JobsPaidEntry, replay_jobs_paid
from wordproof.ledger.listed import ListedKindsEntry, replay_listed
from wordproof.ledger.means import MeanEntry, replay_mean
from wordproof.ledger.offspring import children_as_offspring
from wordproof.ledger.original_price import OriginalPriceEntry, replay_original_price
from wordproof.ledger.overlaps import OverlapEntry, replay_overlap
from wordproof.ledger.pace_scaled import PaceScaledEntry, replay_pace_scaled
from wordproof.ledger.paces import compared_paces, mean_asked
from wordproof.ledger.parts_contents import PartsContentsEntry, replay_parts_contents
from wordproof.ledger.pieces import sheets_as_pieces
from wordproof.ledger.places import more_for_the_place, taken_from_the_place
from wordproof.ledger.price_back import PriceBackEntry, replay_price_back
from wordproof.ledger.price_compared import PriceComparedEntry, replay_price_compared
from wordproof.ledger.price_share import PriceShareEntry, replay_price_share
from wordproof.ledger.prices import sum_before_discount, wishes_done
from wordproof.ledger.profit import ProfitEntry, replay_profit
from wordproof.ledger.pupils import pupils_of_the_school
from wordproof.ledger.ratios import RatioEntry, replay_ratio
from wordproof.ledger.replay import System, replay
from wordproof.ledger.rest_cost import RestCostEntry, replay_rest_cost
from wordproof.ledger.rest_given import RestGivenEntry, replay_rest_given
from wordproof.ledger.savings_goal import SavingsGoalEntry, replay_savings_goal
from wordproof.ledger.sequences import SequenceEntry, replay_sequence
from wordproof.ledger.set_apart import SetApartEntry, replay_set_apart
from wordproof.ledger.share_whole import ShareWholeEntry, replay_share_whole
from wordproof.ledger.split_bill import SplitBillEntry, replay_split_bill
from wordproof.ledger.times_as_many import TimesAsManyEntry, replay_times_as_many
from wordproof.ledger.wage_time import WageTimeEntry, replay_wage_time
from wordproof.ledger.weights import UnitWeightEntry, replay_unit_weight
from wordproof.obligations.at_a_time import prove_at_a_time
from wordproof.obligations.base import EMPTY_SYSTEM, Reading
from wordproof.obligations.bills_held import prove_bills_held
from wordproof.obligations.cents import prove_whole_cents
from wordproof.obligations.circles import prove_circle
from wordproof.obligations.clocks import prove_clocks
from wordproof.obligations.commons import prove_commons, prove_within
from wordproof.obligations.container_sum import prove_container_sum
from wordproof.obligations.counted_doers import prove_counted_doers
from wordproof.obligations.digits import prove_digits
from wordproof.obligations.each_gets import prove_each_gets
from wordproof.obligations.each_of_group import prove_each_of_group
from wordproof.obligations.equations import prove_pair, prove_puzzle
from wordproof.obligations.even_split import prove_even_split
from wordproof.obligations.fewest import prove_fewest
from wordproof.obligations.figures import prove_figure
from wordproof.obligations.groups import prove_groups
from wordproof.obligations.holding_over_time import prove_holding_over_time, prove_meeting
from wordproof.obligations.jobs_paid import prove_jobs_paid
from wordproof.obligations.listed import prove_listed
from wordproof.obligations.means import prove_mean
from wordproof.obligations.original_price import prove_original_price
from wordproof.obligations.overlaps import prove_overlap
from wordproof.obligations.pace_scaled import prove_pace_scaled
from wordproof.obligations.parts_contents import prove_parts_contents
from wordproof.obligations.price_back import prove_price_back
from wordproof.obligations.price_compared import prove_price_compared
from wordproof.obligations.price_share import prove_price_share
from wordproof.obligations.profit import prove_profit
from wordproof.obligations.ratios import prove_ratio
from wordproof.obligations.registry import REGISTRY
from wordproof.obligations.rest_cost import prove_rest_cost
from wordproof.obligations.rest_given import prove_rest_given
from wordproof.obligations.savings_goal import prove_savings_goal
from wordproof.obligations.sequences import prove_sequence
from wordproof.obligations.set_apart import prove_set_apart
from wordproof.obligations.share_whole import prove_share_whole
from wordproof.obligations.split_bill import prove_split_bill
from wordproof.obligations.times_as_many import prove_times_as_many
from wordproof.obligations.wage_time import prove_wage_time
from wordproof.obligations.weights import prove_unit_weight
from wordproof.outcome import Answer, ObligationCheck, Outcome, Trace
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import gateway
from wordproof.reader.at_a_time import read_at_a_time
from wordproof.reader.batch_scaled import read_batch_scaled
from wordproof.reader.bills_held import read_bills_held, read_bills_valued
from wordproof.reader.circles import read_circle
from wordproof.reader.clocks import read_clocks
from wordproof.reader.commons import read_commons
from wordproof.reader.container_sum import read_container_sum
from wordproof.reader.counted_doers import read_counted_doers
from wordproof.reader.did_not import read_did_not
from wordproof.reader.digits import read_digits
from wordproof.reader.each_gets import read_each_gets
from wordproof.reader.each_of_group import read_each_of_group
from wordproof.reader.empty_seats import read_empty_seats
from wordproof.reader.equations import (
    read_consecutive,
    read_kinds_pair,
    read_number_pair,
    read_number_puzzle,
    read_pieces_pair,
)
from wordproof.reader.even_split import read_even_split
from wordproof.reader.fewest import read_fewest_parts
from wordproof.reader.figures import read_figure
from wordproof.reader.groups import read_groups
from wordproof.reader.holding_over_time import read_holding_over_time, read_holdings_meeting
from wordproof.reader.jobs_paid import read_jobs_paid
from wordproof.reader.joining_in import read_joining_in
from wordproof.reader.lengths_cut import read_length_cut
from wordproof.reader.listed import read_listed_kinds
from wordproof.reader.means import read_mean
from wordproof.reader.ordinal_shares import read_ordinal_shares
from wordproof.reader.original_price import read_original_price
from wordproof.reader.overlaps import read_overlap
from wordproof.reader.pace_back import read_pace_back
from wordproof.reader.pace_scaled import read_pace_scaled
from wordproof.reader.parts_contents import read_parts_contents
from wordproof.reader.price_back import read_price_back
from wordproof.reader.price_change import read_price_change
from wordproof.reader.price_compared import read_price_compared, read_priced_pair
from wordproof.reader.price_share import read_price_share
from wordproof.reader.profit import read_profit
from wordproof.reader.ratio_scaled import read_ratio_scaled
from wordproof.reader.ratios import read_ratio
from wordproof.reader.recipe_left import read_recipe_left
from wordproof.reader.rest_cost import read_rest_cost
from wordproof.reader.rest_given import read_rest_given
from wordproof.reader.rest_grouped import read_rest_grouped
from wordproof.reader.savings_goal import read_savings_goal
from wordproof.reader.seats_needed import read_seats_needed
from wordproof.reader.sequences import read_sequence
from wordproof.reader.set_apart import read_set_apart
from wordproof.reader.share_whole import read_share_whole
from wordproof.reader.split_bill import read_split_bill
from wordproof.reader.spread_over import read_spread_over
from wordproof.reader.state import Hypothesis, read
from wordproof.reader.take_home import read_take_home
from wordproof.reader.times_as_many import read_times_as_many
from wordproof.reader.visits_compared import read_visits_compared
from wordproof.reader.wage_time import read_wage_time
from wordproof.reader.weights import read_unit_weight
from wordproof.refusals import Refusal, RefusalCode, Stage, most_specific
from wordproof.text.tokens import Token, negated_number, tokenize, told_twice, unsure_number

MAX_CHARS = 20_000


def solve(text: str) -> Outcome:
    """Read ``text`` and return a proven Answer or a Refusal. Never raises on a ``str``."""
    return solve_traced(text).outcome


def solve_traced(text: str, *, disabled: frozenset[str] = frozenset()) -> Trace:
    """``solve`` that also returns every obligation check it made (for audit reports).

    ``disabled`` switches obligations off by name; it exists so that tests can show each
    obligation is load-bearing, and is never set by the CLI."""
    if not text.strip():
        return Trace(Refusal(RefusalCode.EMPTY_INPUT, Stage.TEXT, ""))
    if len(text) > MAX_CHARS:
        return Trace(Refusal(RefusalCode.INPUT_TOO_LARGE, Stage.TEXT, text[:40], limit=MAX_CHARS))
    tokens = tokenize(text)
    if isinstance(tokens, Refusal):
        return Trace(tokens)
    if (unsure := told_twice(tokens) or unsure_number(tokens)) is not None:
        return Trace(unsure)
    whole = _read_whole_text(text, tokens, disabled)
    if whole is not None:
        return Trace(whole)
    state = read(text, tokens)
    if state.refusal is not None:
        return Trace(state.refusal)
    checks: list[ObligationCheck] = []
    answers: list[tuple[Answer, Hypothesis]] = []
    refusals: list[Refusal] = list(state.dropped)
    impossible: list[Hypothesis] = []
    undetermined: list[Hypothesis] = []
    for hypothesis in state.hypotheses:
        outcome = _prove(text, hypothesis, disabled, checks)
        if isinstance(outcome, Answer):
            answers.append((outcome, hypothesis))
        else:
            refusals.append(outcome)
            if outcome.code in _ARITHMETIC_IMPOSSIBLE:
                impossible.append(hypothesis)
            elif outcome.code is RefusalCode.NOT_UNIQUE:
                undetermined.append(hypothesis)
    pronouns = _disputed_pronouns([h for _, h in answers] + impossible) if answers and impossible else []
    pronouns = pronouns or _disputed_by_a_doer([h for _, h in answers], undetermined)
    if pronouns:
        # "Then she gave half her 19 daisies": that half of 19 is no count says nothing of who
        # "she" is; arithmetic never chooses a pronoun's antecedent
        return Trace(Refusal(RefusalCode.AMBIGUOUS_REFERENT, Stage.POOL, pronouns[0].word,
                             span=pronouns[0].span), tuple(checks))
    return Trace(_pool(answers, refusals), tuple(checks))


def _ledger(hypothesis: Hypothesis, text: str) -> Ledger:
    assert hypothesis.target is not None
    told = Ledger(hypothesis.entities, hypothesis.entries, hypothesis.bindings, hypothesis.target,
                  hypothesis.quantities, hypothesis.notes, hypothesis.times, hypothesis.told,
                  hypothesis.untold)
    read = wishes_done(implied_events(compared_paces(detailed_gettings(told, text), text), text))
    read = sum_before_discount(read)
    held = sorts_into_the_held(taken_from_the_place(more_for_the_place(read)))
    return sheets_as_pieces(children_as_offspring(pupils_of_the_school(held)), text)


def _prove(text: str, hypothesis: Hypothesis, disabled: frozenset[str],
           checks: list[ObligationCheck]) -> Outcome:
    ledger = _ledger(hypothesis, text)
    reading = Reading(ledger, EMPTY_SYSTEM, text)
    solver = gateway()
    certificates: list[Certificate] = []
    value: Fraction | None = None
    system: System | None = None
    for obligation in REGISTRY:
        if obligation.needs_replay and system is None:
            # bindings and directions are proven first: a reading that binds "she" to Sam
            # is dropped before its replay can refuse for some other reason
            replayed = replay(ledger, text)
            if isinstance(replayed, Refusal):
                return replayed
            system = replayed
            reading = Reading(ledger, system, text)
        if obligation.name in disabled and obligation.name != "uniqueness":
            continue
        result = obligation.check(reading, solver)
        checks.append(ObligationCheck(obligation.name, result.certificate.verdict, result.solver_ms))
        if obligation.name == "uniqueness":
            value = result.value
            if obligation.name in disabled and value is not None:
                continue
        if result.refusal is not None:
            return result.refusal
        certificates.append(result.certificate)
    assert value is not None and system is not None
    if system.nonnegative_target and value < 0:
        return Refusal(RefusalCode.NEGATIVE_COUNT, Stage.OBLIGATIONS,
                       f"{ledger.target.text!r} would be {fraction_text(value)}",
                       span=ledger.target.span)
    if ledger.target.what is TargetWhat.SHORTFALL and value < 0:
        # "How many more does he need?" when he holds more than he needs: no amount is lacking
        return Refusal(RefusalCode.NEGATIVE_COUNT, Stage.OBLIGATIONS,
                       f"{ledger.target.text!r} would be {fraction_text(value)}",
                       span=ledger.target.span)
    if ledger.target.what is TargetWhat.DIFFERENCE and not ledger.target.absolute and value < 0:
        # "How many more does Mary have than John?" presupposes Mary has more
        return Refusal(RefusalCode.NEGATIVE_COUNT, Stage.OBLIGATIONS,
                       f"{ledger.target.text!r} would be {fraction_text(value)}",
                       span=ledger.target.span)
    if ledger.target.what is TargetWhat.PERCENT and value > 100:
        # "has 50 marbles. 60 marbles are red": a part larger than its whole is not of it
        return Refusal(RefusalCode.INCONSISTENT, Stage.OBLIGATIONS,
                       f"{ledger.target.text!r} would be {fraction_text(value)}: a part over its whole",
                       span=ledger.target.span)
    if ledger.target.absolute and value < 0:
        # "the difference between" is the larger less the smaller
        system = attrs.evolve(system, target=tuple((-c, v) for c, v in system.target))
        value = -value
    return _answer(text, ledger, system, value, tuple(certificates))


def _answer(text: str, ledger: Ledger, system: System, value: Fraction,
            certificates: tuple[Certificate, ...]) -> Outcome:
    steps = derive(system, value)
    if not steps:
        # proven, but the arithmetic cannot be shown step by step: no answer without it
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER,
                       f"{ledger.target.text!r} is determined but its steps cannot be shown")
    excluded = {entry for entry, _ in system.exclusions}
    used = tuple(e.id for e in ledger.entries if e.id not in excluded)
    counted = system.var(system.target[0][1]).unit
    unit = ledger.target.unit_text or ledger.target.matcher.label or Kind(counted).plural_label
    if ledger.target.matcher.money or ledger.target.unit_asked == counted and is_measure(counted):
        # "how much money": in the unit it is counted in, cents or dollars; "How long, in hours, …":
        # in the unit named
        unit = Kind(counted).plural_label
    if ledger.target.matcher.unit not in (None, counted) and is_measure(counted) and (
        ledger.target.what not in (TargetWhat.SPAN, TargetWhat.PERIODS)  # "how many days", not days of pages
        and not ledger.target.spans_added
    ):
        unit = f"{Kind(counted).plural_label} of {unit}"  # "how much cement": pounds of cement
    if ledger.target.what is TargetWhat.PACED and mean_asked(ledger.target):
        unit = f"{unit} per {ledger.target.per}"  # "How many miles per hour": miles per hour
    explanation = explain(ledger, system, steps, text, used, value, unit)
    return Answer(value, unit, steps, explanation, certificates,
                  ledger=ledger.describe())


def _whole_text_answer(value: Fraction, unit: str, steps: tuple[Step, ...],
                       certificates: tuple[Certificate, ...], ledger: tuple[str, ...],
                       reading: str) -> Answer:
    """The answer of a reader of one whole-text frame (a sequence, common measure, number
    puzzle, ratio, figure): how the text was read, then each step of the arithmetic."""
    lines = [reading, *(f"so {step.formula}: {step.explanation}" for step in steps),
             f"answer: {fraction_text(value)} {unit}".rstrip()]
    return Answer(value, unit, steps, "\n".join(lines), certificates, ledger=ledger)


_WholeTextReader = tuple[Callable[[str, tuple[Token, ...]], Any], Callable[[Any, frozenset[str]], Outcome]]


def _read_whole_text(text: str, tokens: tuple[Token, ...], disabled: frozenset[str]) -> Outcome | None:
    """The outcome of the first whole-text reader whose shape the problem has (each reads one
    shape of a whole problem and proves it, before the general reader is tried); None when no
    reader knows the shape."""
    for read_shape, prove in _WHOLE_TEXT_READERS:
        entry = read_shape(text, tokens)
        if isinstance(entry, Refusal):
            return entry
        if entry is not None and read_shape in _READ_NO_NEGATION and (not_told := negated_number(tokens)):
            # "Bo did not pick 18 figs from the first tree, 22 from the second …": a pattern
            # or a common multiple read from numbers the text denies
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER, not_told.text, span=not_told.span,
                           expected=("no negation in a sentence with a number",))
        if entry is not None:
            return _in_whole_cents(prove(entry, disabled), disabled)
    return None


def _in_whole_cents(outcome: Outcome, disabled: frozenset[str]) -> Outcome:
    """A whole-text answer whose sums of money, the answer and every step, are whole cents
    (obligations.cents), with that certificate; the refusal otherwise."""
    if not isinstance(outcome, Answer):
        return outcome
    sums = [("the answer", outcome.value, outcome.unit),
            *((step.name, step.value, step.unit) for step in outcome.steps)]
    certificates = prove_whole_cents(sums, gateway(), disabled)
    if isinstance(certificates, Refusal):
        return certificates
    return attrs.evolve(outcome, certificates=(*outcome.certificates, *certificates))


def _prove_sequence(entry: SequenceEntry) -> Outcome:
    proven = prove_sequence(entry, gateway())
    if isinstance(proven, Refusal):
        return proven
    family, value, certificates = proven
    if value < 0:
        return Refusal(RefusalCode.NEGATIVE_COUNT, Stage.OBLIGATIONS,
                       f"{entry.asked_text!r} would be {fraction_text(value)}")
    if value.denominator != 1:
        return Refusal(RefusalCode.NON_INTEGER_COUNT, Stage.OBLIGATIONS,
                       f"{entry.asked_text!r} would be {fraction_text(value)}")
    steps = replay_sequence(entry, family)
    assert steps[-1].value == value
    return _whole_text_answer(value, entry.unit, steps, certificates, entry.describe(),
                              f"The values told follow a {family.label}, carried on to {entry.asked_text}.")


def _prove_commons(entry: CommonsEntry, disabled: frozenset[str]) -> Outcome:
    measure = common_measure(entry)
    proven = prove_commons(entry, measure, gateway(), disabled)
    if isinstance(proven, Refusal):
        return proven
    steps = replay_commons(entry, measure)
    if entry.within is not None:
        count = counted_within(entry, measure)
        counted = prove_within(entry, measure, count, gateway(), disabled)
        if isinstance(counted, Refusal):
            return counted
        return _whole_text_answer(count, entry.unit, steps, (*proven, *counted), entry.describe(),
                                  f"Every {fraction_text(measure)}th of the first "
                                  f"{fraction_text(entry.within.value)} answers {entry.asked_text!r}.")
    if entry.each_of is not None:
        return _whole_text_answer(steps[-1].value, entry.unit, steps, proven, entry.describe(),
                                  f"The {entry.measure.value} of the numbers told counts the groups; "
                                  f"{entry.asked_text!r} asks one kind's share of them.")
    return _whole_text_answer(measure, entry.unit, steps, proven, entry.describe(),
                              f"The {entry.measure.value} of the numbers told answers {entry.asked_text!r}.")


def _proved_steps(steps: tuple[Step, ...], unit: str,
                  prove: Callable[[Fraction], tuple[Certificate, ...] | Refusal],
                  ledger: tuple[str, ...], reading: str) -> Outcome:
    """The answer the last step computes, once ``prove`` discharges its obligations at that
    value (a whole-text reader that replays first and proves after)."""
    value = steps[-1].value
    certificates = prove(value)
    if isinstance(certificates, Refusal):
        return certificates
    return _whole_text_answer(value, unit, steps, certificates, ledger, reading)


def _replayed_after_proof(proven: tuple[Fraction, tuple[Certificate, ...]] | Refusal,
                          replayed: Callable[[], tuple[Step, ...]], unit: str,
                          ledger: tuple[str, ...], reading: str) -> Outcome:
    """The value the obligations pinned, with the steps that compute it (a whole-text reader
    that proves first and replays after)."""
    if isinstance(proven, Refusal):
        return proven
    value, certificates = proven
    steps = replayed()
    assert steps[-1].value == value
    return _whole_text_answer(value, unit, steps, certificates, ledger, reading)


def _prove_unit_weight(entry: UnitWeightEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_unit_weight(entry), entry.unit,
                         lambda value: prove_unit_weight(entry, value, gateway(), disabled),
                         entry.describe(), f"One {entry.known} and one {entry.other} weighed from the "
                         "weight of the first kind and the total of both.")


def _prove_fewest(entry: FewestPartsEntry, disabled: frozenset[str]) -> Outcome:
    counts = fewest_counts(entry)
    if counts is None:
        return Refusal(RefusalCode.INCONSISTENT, Stage.LEDGER, entry.asked_text,
                       expected=("parts of the two sizes that hold the whole exactly",))
    return _proved_steps(replay_fewest(entry, counts), entry.part,
                         lambda value: prove_fewest(entry, counts, value, gateway(), disabled),
                         entry.describe(),
                         f"The fewest {entry.part} of two sizes that hold the whole exactly.")


def _prove_share_whole(entry: ShareWholeEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_share_whole(entry), entry.noun,
                         lambda value: prove_share_whole(entry, value, gateway(), disabled),
                         entry.describe(), f"Shares of the {entry.noun}, never counted, "
                         f"and the {entry.noun} that {entry.counted} counted.")


def _prove_listed(entry: ListedKindsEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_listed(entry), entry.unit or entry.asked,
                         lambda value: prove_listed(entry, value, gateway(), disabled), entry.describe(),
                         f"The kind left of {entry.listed!r} once the others are counted.")


def _prove_at_a_time(entry: AtATimeEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_at_a_time(entry), entry.goings,
                         lambda value: prove_at_a_time(entry, value, gateway(), disabled), entry.describe(),
                         f"The fewest {entry.goings} that take all the {entry.things} of the task.")


def _prove_rest_grouped(entry: SetApartEntry | AtATimeEntry, disabled: frozenset[str]) -> Outcome:
    if isinstance(entry, SetApartEntry):
        return _prove_set_apart(entry, disabled)
    return _prove_at_a_time(entry, disabled)


def _prove_jobs_paid(entry: JobsPaidEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_jobs_paid(entry), entry.things,
                         lambda value: prove_jobs_paid(entry, value, gateway(), disabled), entry.describe(),
                         f"The {entry.things} the sum earned pays for, at the price of each.")


def _prove_each_of_group(entry: EachOfGroupEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_each_of_group(entry), entry.things,
                         lambda value: prove_each_of_group(entry, value, gateway(), disabled),
                         entry.describe(),
                         f"Each of the {entry.group} has its {entry.things}, as many as told.")


def _prove_parts_contents(entry: PartsContentsEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_parts_contents(entry), entry.things,
                         lambda value: prove_parts_contents(entry, value, gateway(), disabled),
                         entry.describe(),
                         f"Each part of the {entry.noun} has its own {entry.things} per item; the rest "
                         f"is the {entry.noun} less the parts told.")


def _prove_each_gets(entry: EachGetsEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_each_gets(entry), entry.things,
                         lambda value: prove_each_gets(entry, value, gateway(), disabled), entry.describe(),
                         f"The {entry.things} are done alike in each of the {entry.part}." if entry.spread
                         else f"The {entry.things} are given out alike to the {entry.part}, all of them.")


def _prove_even_split(entry: EvenSplitEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_even_split(entry), entry.unit,
                         lambda value: prove_even_split(entry, value, gateway(), disabled), entry.describe(),
                         f"The fewest more {entry.unit} that split evenly among the {entry.part}.")


def _prove_groups(entry: GroupsEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_groups(entry), entry.group,
                         lambda value: prove_groups(entry, value, gateway(), disabled), entry.describe(),
                         f"The {entry.unit} make {entry.group} of {entry.each.text} ({entry.each_by!r}).")


def _prove_split_bill(entry: SplitBillEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_split_bill(entry), "dollars",
                         lambda value: prove_split_bill(entry, value, gateway(), disabled), entry.describe(),
                         f"A sum split {entry.even_by} among {entry.members.text}, each share told.")


def _prove_rest_cost(entry: RestCostEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_rest_cost(entry), entry.unit,
                         lambda value: prove_rest_cost(entry, value, gateway(), disabled), entry.describe(),
                         f"What the {entry.things} still needed take, each one alike.")


def _prove_price_back(entry: PriceBackEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_price_back(entry), entry.unit,
                         lambda value: prove_price_back(entry, value, gateway(), disabled), entry.describe(),
                         f"The price of each {entry.thing} worked back from the sum spent.")


def _prove_rest_given(entry: RestGivenEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_rest_given(entry), entry.things,
                         lambda value: prove_rest_given(entry, value, gateway(), disabled),
                         entry.describe(),
                         f"The {entry.things} left over when parted evenly among the {entry.part}.")


def _prove_savings_goal(entry: SavingsGoalEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_savings_goal(entry), entry.period,
                         lambda value: prove_savings_goal(entry, value, gateway(), disabled),
                         entry.describe(),
                         f"Saving toward a price: the {entry.period} each sum saved is one of.")


def _prove_holding_over_time(entry: HoldingOverTimeEntry, disabled: frozenset[str]) -> Outcome:
    unit = entry.unit if entry.elapsed is not None else entry.period + "s"
    return _proved_steps(replay_holding_over_time(entry), unit,
                         lambda value: prove_holding_over_time(entry, value, gateway(), disabled),
                         entry.describe(),
                         f"A holding told now, each pace added or taken once each {entry.period}.")


def _prove_meeting(entry: MeetingEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_meeting(entry), entry.period + "s",
                         lambda value: prove_meeting(entry, value, gateway(), disabled), entry.describe(),
                         f"Two holdings told now, each changed by its pace once each {entry.period}.")


def _prove_wage_time(entry: WageTimeEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_wage_time(entry), entry.unit,
                         lambda value: prove_wage_time(entry, value, gateway(), disabled), entry.describe(),
                         "A wage told for a time: the time the sum wanted takes at the same rate.")


def _pace_scaled_prover(
    why: Callable[[PaceScaledEntry], str],
) -> Callable[[PaceScaledEntry, frozenset[str]], Outcome]:
    """The prover of a reader whose entry is a pace scaled (a pace, a batch made, an amount done
    at a pace): one replay and one set of obligations, only the closing line its own."""

    def prove(entry: PaceScaledEntry, disabled: frozenset[str]) -> Outcome:
        return _proved_steps(replay_pace_scaled(entry), entry.unit,
                             lambda value: prove_pace_scaled(entry, value, gateway(), disabled),
                             entry.describe(), why(entry))

    return prove


_prove_pace_scaled = _pace_scaled_prover(
    lambda entry: f"A pace told as {entry.things} done in a stretch of {entry.stretch_unit}, kept.")
_prove_batch_scaled = _pace_scaled_prover(
    lambda entry: f"What making {entry.stretch_unit} takes, as much {entry.things} for each one.")
_prove_ratio_scaled = _pace_scaled_prover(
    lambda entry: f"A ratio told with 'for every': {entry.things} for each group of {entry.stretch_unit}.")
_prove_pace_back = _pace_scaled_prover(
    lambda entry: f"The {entry.things} done, at the pace told: the {entry.time_unit} they took.")


def _prove_times_as_many(entry: TimesAsManyEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_times_as_many(entry), "times",
                         lambda value: prove_times_as_many(entry, value, gateway(), disabled),
                         entry.describe(), f"Two counts of {entry.things}: the one asked of over the other.")


def _prove_set_apart(entry: SetApartEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_set_apart(entry), entry.things,
                         lambda value: prove_set_apart(entry, value, gateway(), disabled), entry.describe(),
                         f"Some {entry.things} put apart, the rest parted among the {entry.part}.")


def _prove_profit(entry: ProfitEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_profit(entry), "dollars",
                         lambda value: prove_profit(entry, value, gateway(), disabled), entry.describe(),
                         f"The {entry.things} bought and sold at a price each.")


def _prove_container_sum(entry: ContainerSumEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_container_sum(entry), entry.unit,
                         lambda value: prove_container_sum(entry, value, gateway(), disabled),
                         entry.describe(), f"The {entry.unit} put into the {entry.container}, together.")


def _prove_bills_held(entry: BillsHeldEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_bills_held(entry), "dollars",
                         lambda value: prove_bills_held(entry, value, gateway(), disabled),
                         entry.describe(), "Money held as bills, each bill of a told sum.")


def _prove_price_compared(entry: PriceComparedEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_price_compared(entry), "dollars",
                         lambda value: prove_price_compared(entry, value, gateway(), disabled),
                         entry.describe(),
                         f"The price of one {entry.compared}, told against one {entry.told}'s.")


def _prove_counted_doers(entry: CountedDoersEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_counted_doers(entry), entry.category,
                         lambda value: prove_counted_doers(entry, value, gateway(), disabled),
                         entry.describe(), f"Doers of kinds apart, all {entry.category}, together.")


def _prove_price_share(entry: PriceShareEntry, disabled: frozenset[str]) -> Outcome:
    way = "added" if entry.added else "taken off"
    return _proved_steps(replay_price_share(entry), "dollars",
                         lambda value: prove_price_share(entry, value, gateway(), disabled), entry.describe(),
                         f"One price with its {entry.share_noun} {way}.")


def _prove_take_home(entry: PriceShareEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_price_share(entry), "dollars",
                         lambda value: prove_price_share(entry, value, gateway(), disabled), entry.describe(),
                         f"A pay with its {entry.share_noun} taken off.")


def _prove_original_price(entry: OriginalPriceEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_original_price(entry), "dollars",
                         lambda value: prove_original_price(entry, value, gateway(), disabled),
                         entry.describe(),
                         "A price worked back from the sum paid, a share of it.")


def _prove_mean(entry: MeanEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_mean(entry), entry.unit,
                         lambda value: prove_mean(entry, value, gateway(), disabled), entry.describe(),
                         f"The mean of the numbers told in {entry.listed.text!r}.")


def _prove_overlap(entry: OverlapEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_overlap(entry), entry.noun,
                         lambda value: prove_overlap(entry, value, gateway(), disabled), entry.describe(),
                         f"Two groups of the {entry.whole.text} {entry.noun}: "
                         f"{entry.first_words!r} and {entry.second_words!r}.")


def _prove_puzzle(puzzle: NumberPuzzle, disabled: frozenset[str]) -> Outcome:
    return _replayed_after_proof(prove_puzzle(puzzle, gateway(), disabled), lambda: replay_puzzle(puzzle),
                                 puzzle.unit, puzzle.describe(),
                                 f"{puzzle.equation.clause}: working back from "
                                 f"{puzzle.equation.result.text}.")


def _prove_pair(pair: NumberPair, disabled: frozenset[str]) -> Outcome:
    steps = replay_pair(pair)
    if steps is None:
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER,
                       "; ".join(r.clause for r in pair.relations),
                       expected=("a number told, or a sum split by a difference or a multiple",))
    return _proved_steps(steps, pair.unit or (pair.asked if pair.counted else ""),
                         lambda value: prove_pair(pair, value, gateway(), disabled), pair.describe(),
                         f"{'; '.join(r.clause for r in pair.relations)}: {pair.called(pair.asked)} asked.")


def _prove_digits(entry: DigitsEntry, disabled: frozenset[str]) -> Outcome:
    steps = replay_digits(entry)
    if steps is None:
        code = RefusalCode.INCONSISTENT if not entry.numbers_meeting() else RefusalCode.NOT_UNIQUE
        return Refusal(code, Stage.LEDGER, entry.asked_text,
                       expected=("one two-digit number meeting every relation told",))
    return _proved_steps(steps, "", lambda value: prove_digits(entry, value, gateway(), disabled),
                         entry.describe(), "A two-digit number, 10 × its tens digit + its units digit.")


def _prove_ratio(entry: RatioEntry, disabled: frozenset[str]) -> Outcome:
    first, second = entry.kinds
    return _replayed_after_proof(prove_ratio(entry, gateway(), disabled), lambda: replay_ratio(entry),
                                 entry.unit, entry.describe(),
                                 f"{first.capitalize()} and {second} are told in the ratio "
                                 f"{entry.terms[0].text}:{entry.terms[1].text}.")


def _prove_clocks(entry: ClockEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_clocks(entry), entry.unit,
                         lambda value: prove_clocks(entry, value, gateway(), disabled), entry.describe(),
                         f"Moments told on the clock; {entry.asked_text!r} asks the time from "
                         f"{entry.first} to {entry.second}.")


def _prove_circle(entry: CircleEntry, disabled: frozenset[str]) -> Outcome:
    return _proved_steps(replay_circle(entry), entry.unit,
                         lambda value: prove_circle(entry, value, gateway(), disabled), entry.describe(),
                         f"The {entry.thing}'s {entry.told.value}, and a diameter is two radii.")


def _prove_figure(entry: FigureEntry, disabled: frozenset[str]) -> Outcome:
    replayed = replay_figure(entry)
    if isinstance(replayed, Refusal):
        return replayed
    steps, unit = replayed
    return _proved_steps(steps, unit, lambda value: prove_figure(entry, value, gateway(), disabled),
                         entry.describe(), f"The {entry.figure} is read as a {entry.shape.value}.")


# whole-text readers that read no negation: a sentence told with a number and "not" leaves them
_READ_NO_NEGATION: frozenset[Callable[..., object]] = frozenset({read_sequence, read_commons})

# in the order they are tried: the first whose shape the problem has reads it
_WHOLE_TEXT_READERS: tuple[_WholeTextReader, ...] = (
    (read_sequence, lambda entry, _: _prove_sequence(entry)),
    (read_clocks, _prove_clocks),
    (read_commons, _prove_commons),
    (read_mean, _prove_mean),
    (read_overlap, _prove_overlap),
    (read_number_puzzle, _prove_puzzle),
    (read_consecutive, _prove_puzzle),
    (read_number_pair, _prove_pair),
    (read_digits, _prove_digits),
    (read_kinds_pair, _prove_pair),
    (read_pieces_pair, _prove_pair),
    (read_ratio, _prove_ratio),
    (read_figure, _prove_figure),
    (read_circle, _prove_circle),
    (read_unit_weight, _prove_unit_weight),
    (read_fewest_parts, _prove_fewest),
    (read_listed_kinds, _prove_listed),
    (read_ordinal_shares, _prove_listed),
    (read_empty_seats, _prove_listed),
    (read_share_whole, _prove_share_whole),
    (read_even_split, _prove_even_split),
    (read_groups, _prove_groups),
    (read_split_bill, _prove_split_bill),
    (read_container_sum, _prove_container_sum),
    (read_bills_held, _prove_bills_held),
    (read_bills_valued, _prove_bills_held),
    (read_price_compared, _prove_price_compared),
    (read_priced_pair, _prove_pair),
    (read_counted_doers, _prove_counted_doers),
    (read_joining_in, _prove_counted_doers),
    (read_price_share, _prove_price_share),
    (read_price_change, _prove_price_share),
    (read_take_home, _prove_take_home),
    (read_original_price, _prove_original_price),
    (read_length_cut, _prove_listed),
    (read_recipe_left, _prove_listed),
    (read_rest_cost, _prove_rest_cost),
    (read_did_not, _prove_rest_cost),
    (read_price_back, _prove_price_back),
    (read_rest_given, _prove_rest_given),
    (read_set_apart, _prove_set_apart),
    (read_savings_goal, _prove_savings_goal),
    (read_holding_over_time, _prove_holding_over_time),
    (read_holdings_meeting, _prove_meeting),
    (read_profit, _prove_profit),
    (read_wage_time, _prove_wage_time),
    (read_pace_scaled, _prove_pace_scaled),
    (read_batch_scaled, _prove_batch_scaled),
    (read_ratio_scaled, _prove_ratio_scaled),
    (read_pace_back, _prove_pace_back),
    (read_visits_compared, _prove_pair),
    (read_times_as_many, _prove_times_as_many),
    (read_at_a_time, _prove_at_a_time),
    (read_rest_grouped, _prove_rest_grouped),
    (read_seats_needed, _prove_at_a_time),
    (read_jobs_paid, _prove_jobs_paid),
    (read_each_gets, _prove_each_gets),
    (read_spread_over, _prove_each_gets),
    (read_each_of_group, _prove_each_of_group),
    (read_parts_contents, _prove_parts_contents),
)


def _pool(answers: list[tuple[Answer, Hypothesis]], refusals: list[Refusal]) -> Outcome:
    blocking = [r for r in refusals if not r.code.eliminates_reading]
    if answers and blocking:
        return most_specific(blocking)
    if not answers:
        # what stopped the readings that were not eliminated says more than the eliminations
        return most_specific(blocking or refusals) if refusals else Refusal(
            RefusalCode.UNBOUND_REFERENT, Stage.POOL, "no reading binds every reference")
    values = sorted({answer.value for answer, _ in answers})
    if len(values) > 1:
        pronouns = _disputed_pronouns([h for _, h in answers])
        if pronouns:
            first = pronouns[0]
            return Refusal(RefusalCode.AMBIGUOUS_REFERENT, Stage.POOL, first.word,
                           span=first.span)
        return Refusal(RefusalCode.READINGS_DISAGREE, Stage.POOL,
                       " vs ".join(fraction_text(v) for v in values))
    units = sorted({answer.unit for answer, _ in answers})
    if len(units) > 1:
        # "5 apples, 2 pears and 4 carrots. She gave some of them to Ben": 1 apple or 1 pear
        # given is one number of two things, no answer to "how many did she give?"
        return Refusal(RefusalCode.READINGS_DISAGREE, Stage.POOL, " vs ".join(units))
    return attrs.evolve(answers[0][0], readings=len(answers))


_ARITHMETIC_IMPOSSIBLE = frozenset({RefusalCode.NON_INTEGER_COUNT, RefusalCode.NEGATIVE_COUNT})


def _disputed_by_a_doer(answering: list[Hypothesis], undetermined: list[Hypothesis]) -> list[Binding]:
    """ "Dan had some nuts. Ed had some nuts. He gave 12 to Will.": the pronouns that a reading
    leaving the answer open binds to a person named who did something of their own before it
    (Ed, as much the story's subject as Dan), and an answering reading binds otherwise. That
    one reading determines the answer says nothing of who "he" is. A person given to before it
    is such a rival ("Ana gave 5 pens to Mia. Now she has 12."); a person named only as
    another's relative ("Her sister gave her 4 more") is not."""
    if not answering:
        return []
    return [binding for binding in _disputed_pronouns(answering + undetermined)
            if any(_a_rival_doer(h, binding, answering) for h in undetermined)]


def _a_rival_doer(hypothesis: Hypothesis, disputed: Binding, answering: list[Hypothesis]) -> bool:
    """The reading binds the pronoun to a person no answering reading chose, who did
    something, or was given something, in a clause before it."""
    def chosen_in(h: Hypothesis) -> str | None:
        return next((b.chosen for b in h.bindings if b.span == disputed.span), None)
    chosen = chosen_in(hypothesis)
    entity = hypothesis.find(chosen) if chosen is not None else None
    if entity is None or any(chosen_in(h) == chosen for h in answering):
        return False
    if entity.plural and not entity.implicit and entity.kind in (EntityKind.ROLE, EntityKind.GROUP):
        # "Lisa has 18 more dresses than Ana. The twins have some dresses. They have 48 in all.":
        # the twins, as much "they" as the two named, told holding some before it
        return any(e.subject == entity.id and e.clause[1] <= disputed.span[0] for e in hypothesis.entries)
    if entity.kind is not EntityKind.PERSON or entity.plural:
        return False
    # "Ana gave 5 apples to Mia. Now she has 12.": the one given to, of the pronoun's gender, as
    # much "she" as the giver named (a name of no known gender is only a "she" no other is; "She
    # gave 5 to Mia. … she …" goes on with the giver's own pronoun)
    received = entity.gender is not None and any(
        e.op is Op.TRANSFER and e.other == entity.id and e.clause[1] <= disputed.span[0]
        and not _said_by_the_pronoun(hypothesis, e.subject, e.clause, disputed.word)
        for e in hypothesis.entries)
    return received or any(
        verb.doer == entity.id and verb.clause[1] <= disputed.span[0] for verb in hypothesis.told.verbs)


def _said_by_the_pronoun(hypothesis: Hypothesis, entity: str, clause: tuple[int, int], word: str) -> bool:
    """The entity is named in the clause by the same pronoun ("She gave …")."""
    return any(b.chosen == entity and b.word.lower() == word.lower() and clause[0] <= b.span[0] < clause[1]
               for b in hypothesis.bindings)


def _disputed_pronouns(hypotheses: list[Hypothesis]) -> list[Binding]:
    """The pronouns that answering readings bind differently, in text order."""
    chosen: dict[tuple[int, int], set[str]] = {}
    first: dict[tuple[int, int], Binding] = {}
    for hypothesis in hypotheses:
        for binding in hypothesis.bindings:
            chosen.setdefault(binding.span, set()).add(binding.chosen)
            first.setdefault(binding.span, binding)
    return [first[span] for span in sorted(chosen) if len(chosen[span]) > 1]


__all__ = ["Answer", "Refusal", "solve", "solve_traced"]
