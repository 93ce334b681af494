"""Replay: a ledger becomes a system of exact linear equations over named quantities.

Every holder has, for every kind it holds, a timeline of states s0, s1, ...; each entry adds
an equation: an observation fixes the current state, a gain or loss makes the next state,
a transfer moves an amount between two timelines, a comparison ties two current states.
Amounts the text gives are *givens*, each citing its span. The question becomes a linear
target expression over states or amounts. Which entries the target does not depend on is
recorded with the rule that excludes them.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from fractions import Fraction

import attrs

from wordproof.ledger.ages import aged_when, ages_are_counts, at_offset, total_at_offset
from wordproof.ledger.chains import (
    contents_event_terms,
    contents_state_terms,
    holds,
    last_period_terms,
    span_terms,
    stretch_terms,
    told_as_put,
    told_of_any_one,
    unsettle_contents,
)
from wordproof.ledger.coins import coins_as_money, money_of_untold_worth
from wordproof.ledger.datings import asked_dating, dating, own_dating, stretches, told_of_one_time
from wordproof.ledger.derivation import Citation
from wordproof.ledger.entries import (
    AWAY,
    BOUGHT_FOR_SUM,
    KIND_LEFT_OUT,
    PLACED_AT,
    SUBJECT_DESCRIBED,
    UNITS_TOLD_OTHERWISE,
    Amount,
    Entity,
    EntityKind,
    Entry,
    Kind,
    KindMatcher,
    Ledger,
    Op,
    Setting,
    Target,
    TargetWhat,
    UntoldDoing,
    is_measure,
    is_money_measure,
    is_money_unit,
    of_a_member,
    of_names,
    same_dimension,
)
from wordproof.ledger.fractions_of import (
    added,
    compared_price,
    discounted,
    price_more_by_a_sum,
    scaled,
    share,
)
from wordproof.ledger.paces import (
    CLOCK_UNITS,
    CONVERSION,
    apply_pace,
    compared_pace,
    convert,
    habit_over,
    paced_terms,
    pay_in,
    speed_over,
    stated_conversion,
    wage_terms,
)
from wordproof.ledger.parts import parts_terms
from wordproof.ledger.places import a_thing
from wordproof.ledger.prices import (
    most_bought,
    price_terms,
    proceeds,
    proceeds_terms,
    profit_terms,
    untold_sale_terms,
    wants_besides,
    whole_bundles,
)
from wordproof.ledger.shares import (
    ROW_COUNTED,
    apply_share,
    finish_shares,
    made_use_terms,
    rest_part_terms,
    row_total_terms,
    share_shortfall,
    share_terms,
)
from wordproof.lexicon.tables import (
    MeasureUnit,
    coin_value,
    conversion_factor,
    hypernyms_of,
    is_category,
    is_counted_part,
    measure_unit,
    membership,
    name_gender,
    narrowest_category,
    normal_form,
    one_sort,
)
from wordproof.lexicon.words import (
    VerbClass,
    graded_apart,
    in_class,
    inflections,
    lemmas,
    names_noun,
    noun_form,
    noun_lemma,
    one_doing,
    plural_form,
    verb_class,
    verb_lemma,
)
from wordproof.reader.clauses import is_person_word
from wordproof.reader.listed import kinds_told_apart
from wordproof.reader.rows import row_naming
from wordproof.reader.told import NounTold
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import ordinal_place
from wordproof.text.pieces import sentence_span
from wordproof.text.times import (
    DATING,
    PLACING,
    Span,
    Tense,
    TimeChunk,
    TimeKind,
    dated_gone_by,
    days_on,
    tense_within,
    told_with,
    told_within,
)

Term = tuple[Fraction, str]


@attrs.frozen
class Var:
    name: str
    unit: str
    label: str  # plain English: "Joan's seashells after e2"
    count: bool  # a count of things: whole and never below zero
    per: str | None = None  # a rate's denominator: "slices per pizza" has unit slice, per pizza
    # what the rate is per beyond ``per``, in order: "liters per cow per day" is per cow, then
    # per day (cows cancel it first: liters per cow per day × cows = liters per day)
    per_then: tuple[str, ...] = ()
    held: bool = False  # a holding at some time: never below zero, counted or measured ($, pounds)
    done: bool = False  # the amount a doing moved or made ("found 24 cents less than that"): never below zero


Product = tuple[Fraction, str, str]


@attrs.frozen
class Equation:
    """sum(coef * var) + sum(coef * rate * count) == constant, stated by entry ``entry``."""

    entry: str
    terms: tuple[Term, ...]
    constant: Fraction
    text: str  # the clause it comes from
    products: tuple[Product, ...] = ()  # (coef, rate var, count var)
    # a division with a rest: (rounding, parts, rest, size); whole = size × parts ∓ rest with
    # parts whole and 0 ≤ rest < size ("floor": the rest is left over, "ceil": room to spare;
    # "partial": the rest fills a last part, so 0 < rest)
    rounded: tuple[str, str, str, str] | None = None
    rounded_by: Citation | None = None  # the words that ask the quotient rounded that way
    # "3 more dogs than cats": counts of two kinds compared one for one; the unit obligation
    # asks every term to be a count (never a measure), the first and the last of one unit
    counts_compared: bool = False
    # "had 15 fruits left" after plums and apples: the first term counts this category, every
    # other term a kind of it (the unit obligation checks each against the hypernym table)
    category: str | None = None


@attrs.frozen
class Given:
    """var == value, read from the text (or a cited lexicon constant)."""

    entry: str
    var: str
    value: Fraction
    span: tuple[int, int]
    quote: str
    constant: str | None = None  # lexicon constant or reading rule

    @classmethod
    def told(cls, entry: str, var: str, amount: Amount) -> Given:
        """var == the amount as the text tells it, citing its span."""
        assert amount.value is not None
        return cls(entry, var, amount.value, amount.span, amount.text, amount.constant)


@attrs.frozen
class System:
    vars: tuple[Var, ...]
    equations: tuple[Equation, ...]
    givens: tuple[Given, ...]
    target: tuple[Term, ...]
    target_unit: str | None  # the unit the question asks for; None: whatever the story has
    target_label: str
    exclusions: tuple[tuple[str, str], ...]  # (entry id, rule)
    time_scope: tuple[str, int, tuple[int, ...]]  # (holder key, bound index, allowed indices)
    nonnegative_target: bool = False  # an amount of an untold change: below zero refuses
    category: str | None = None  # "how many animals": the target sums kinds of this category
    compared: bool = False  # "how many more beads than rings": counts of two kinds, the first less the second
    listed: tuple[str, ...] = ()  # "how many boys and girls": the category is these kinds together

    def var(self, name: str) -> Var:
        for v in self.vars:
            if v.name == name:
                return v
        raise KeyError(name)


MEASURE_UNITS = frozenset({
    "dollar", "cent", "hour", "minute", "second", "day", "week", "month", "year", "mile",
    "meter", "kilometer", "foot", "inch", "yard", "pound", "ounce", "gram", "kilogram",
    "liter", "gallon", "cup", "centimeter",
})


def _bought_or_to_be(entry: Entry) -> bool:
    """A purchase ("buys four sacks"), a purchase wanted ("decides to buy four sacks"), or the
    empty start the reading adds before a purchase: what a price may be told of."""
    if entry.op is Op.START_EMPTY:
        return True
    if entry.op is Op.GOAL:
        return entry.wanted is not None and in_class(entry.wanted, "buying_verbs")
    return entry.op is Op.GAIN and entry.verb is not None and in_class(entry.verb, "buying_verbs")


class _Builder:
    def __init__(self, ledger: Ledger, text: str) -> None:
        self.ledger = ledger
        self.text = text
        self.vars: dict[str, Var] = {}
        self.equations: list[Equation] = []
        self.givens: list[Given] = []
        self.timelines: dict[tuple[str, Kind], list[str]] = {}
        self.amount_var: dict[str, str] = {}
        self.creator: dict[str, str] = {}  # state var -> the entry that made it
        self.goals: dict[tuple[str, Kind], str] = {}  # "needs 125 rocks": the wanted amount
        self.wanted: dict[tuple[str, Kind], Entry] = {}  # "needs to sell 12": the goal of events
        self.part_of: dict[tuple[str, Kind], str] = {}  # a part's timeline -> its whole's entry
        self.parts: dict[tuple[str, Kind], list[tuple[str, Kind]]] = {}  # a whole's timeline -> parts
        self.whole_of: dict[tuple[str, Kind], tuple[str, Kind]] = {}  # a part's timeline -> whole's
        self.observed: set[str] = set()  # state vars an observation fixes
        self.nonnegative_target = False  # the answer is an amount of a change: never below 0
        self.untold: dict[tuple[str, Kind], list[str]] = {}  # implied changes per timeline
        self.merged: dict[tuple[str, Kind], tuple[str, Kind]] = {}  # sub-kind -> merged timeline
        self.in_category: set[tuple[str, Kind]] = set()  # kinds merged into a category's timeline
        self.merged_at: dict[tuple[str, Kind], int] = {}  # a merged timeline -> its length then
        self.prices: list[tuple[Entry, str]] = []  # "$2 each": a price entry and its variable
        self.costs: list[tuple[Entry, str]] = []  # a priced purchase and what it cost its buyer
        self.sale_prices: list[tuple[Entry, str]] = []  # "sold 6 for $3 each": the entry, its variable
        self.proceeds: list[tuple[Entry, str]] = []  # a priced sale and what it brought its seller
        self.discounts: list[Entry] = []  # "gets a 20% discount": the buyer pays less of each price
        self.paid: list[tuple[str, str, str]] = []  # (stated sum's entry, price, amount bought)
        self.compared_events: list[tuple[Entry, str]] = []  # "sold 17 more than Kim": entry, difference
        self.later_bases: list[tuple[Entry, str]] = []  # "twice as many as Kim", Kim's told later
        self.totals_first: list[tuple[Entry, str]] = []  # "Together they found 95", each one's told later
        self.shares: dict[str, tuple[str, str]] = {}  # SHARE entry -> (size, parts)
        self.share_wholes: dict[str, str] = {}  # SHARE entry -> the state of the whole it parts
        self.paced_parts: tuple[Entry, str] | None = None  # a pace, the parts it makes in the time asked
        self.rows_counted: set[str] = set()  # counts of parts checked against the parts named by place
        self.compared = False  # the target compares two kinds
        self.paces: dict[str, str] = {}  # PACE entry -> its rate (never an amount of an event)
        self.conversions: dict[tuple[str, str], Entry] = {}  # (unit, per unit) -> the text's factor
        self.tendered: list[tuple[Entry, str]] = []  # "paid with a $50 bill": the entry, its sum
        self.changes_got: list[tuple[Entry, str]] = []  # "got $2 in change": the entry, its sum
        self.spent_totals: list[tuple[Entry, str]] = []  # "spent $26 in total": the entry, its sum
        # containers -> their contents, a kind each ("Each box has 4 pens and 6 pencils": two)
        self.contained: dict[tuple[str, Kind], tuple[tuple[str, Kind], ...]] = {}
        self.compared_only: set[tuple[str, Kind]] = set()  # a kind only a comparison named of its holder
        self.blurred: dict[tuple[str, Kind], list[Kind]] = {}  # a holding's gains told less precisely
        self.told_now: set[str] = set()  # states told as now ("has 7 pears now")
        self.told_then: set[str] = set()  # states told of a past time ("had 12 last year")
        self.compared_states: set[str] = set()  # states another's holding was compared with
        self.compared_then: set[str] = set()  # states a comparison in the past ties ("had twice as many")
        self.held_now: set[str] = set()  # states a holding told with "now", "still" or "left" fixes
        self.held_past: set[str] = set()  # states a holding told in the past tense fixes ("had 7")
        self.said_now: set[str] = set()  # holders of a holding told with "now"
        self.compared_now: set[str] = set()  # states a comparison told in the present ties
        self.held_present: set[str] = set()  # states a holding told in the present tense fixes
        self.compared_placed: set[str] = set()  # states a comparison placed in the past ties ("at first")
        self.folded: set[str] = set()  # losses taken from a holding told in another unit

    def price_covers(self, price_entry: Entry, kind: Kind) -> bool:
        """Whether a price is told of things of ``kind``: of that kind or a wider one
        (``Kind.covers``), or of "a pound of steak" when ``kind`` is a bare measure bought
        ("A pound of steak costs $7. He buys two pounds."): a measure is always of some stuff,
        and when every other pound the story tells is of steak or a bare pound bought (nothing
        more said of the purchase: `for his car`?), it is the pounds of steak said short. Never
        a package or a measure that is also a thing ("four bags", "3 cups": bought empty?), never
        of "pounds of fish", nor when a pound is told otherwise (of fish, weighed, held) or
        holds something ("Each bottle holds 2 liters")."""
        per = price_entry.per
        if per is None or per.covers(kind):
            return per is not None
        measure = measure_unit(per.unit)
        return measure is not None and measure.dimension in ("mass", "volume", "length") and not in_class(
            per.unit, "thing_measures") and per.of is not None and not per.modifiers and kind == Kind(
            per.unit) and all(
            per.covers(e.kind) or e.kind == kind and _bought_or_to_be(e) and self._said_last(e)
            for e in self.ledger.entries if e.kind.unit == per.unit) and not any(
            e.per is not None and e.per.unit == per.unit and not per.covers(e.per)
            for e in self.ledger.entries if e.op is not Op.PRICE)

    def _said_last(self, entry: Entry) -> bool:
        """Whether nothing follows the amount's unit word in its clause ("buys two pounds", not
        "buys two pounds for his car"); the empty start the reading adds is its purchase's."""
        if entry.op is Op.START_EMPTY:
            return True
        return re.fullmatch(r"\s*[A-Za-z]+\W*", self.text[entry.amount.span[1]:entry.clause[1]]) is not None

    def new_var(self, name: str, unit: str, label: str, signed: bool = False) -> str:
        """A named quantity; a count of things unless measured or ``signed`` (a change)."""
        self.vars[name] = Var(name, unit, label, unit not in MEASURE_UNITS and not signed)
        return name

    def key_for(self, holder: str, kind: Kind) -> tuple[str, Kind] | Refusal:
        """The timeline an entry about ``kind`` of ``holder`` belongs to: the exact kind,
        else the one held kind it names less precisely ("apples" for "red apples")."""
        if (holder, kind) in self.in_category:
            # "… had 15 fruits left. She ate 2 plums.": the plums now count only among the fruits
            return Refusal(RefusalCode.UNSUPPORTED_QUANTITY, Stage.LEDGER, kind.label,
                           expected=(f"no {kind.label} told apart after their category's total",))
        if (holder, kind) in self.timelines:
            return (holder, kind)
        held = [k for (h, k) in self.timelines if h == holder and k.narrows(kind)
                and (holder, k) not in self.compared_only]
        if len(held) == 1:
            return (holder, held[0])
        if len(held) > 1:
            same_unit = [k for (h, k) in self.timelines if h == holder and k.unit == kind.unit
                         and k.part == kind.part]
            if kind.modifiers and len(same_unit) > len(held):
                # "water bottles" of red and black water bottles and blue jugs' bottles: which?
                # (a modifier every held one has names them all, as the bare noun would)
                return Refusal(RefusalCode.UNSUPPORTED_QUANTITY, Stage.LEDGER, kind.label,
                               expected=(f"one kind of {kind.label}",))
            return self.merge(holder, kind, [(holder, k) for k in held])
        members = self._category_members(holder, kind)
        if members:
            merged = self.merge(holder, kind, members, category=kind.unit)
            self.in_category.update(members)
            if all(self.timelines[key][-1] in self.observed for key in members):
                self.observed.add(self.timelines[merged][0])  # "had 15 fruits left": a change untold
            return merged
        return (holder, kind)

    def _category_members(self, holder: str, kind: Kind) -> list[tuple[str, Kind]]:
        """ "16 plums and 21 apples … some of her fruits": the holder's kinds the category
        ``kind`` names, when the table places every kind the holder holds in it or out of it
        (none is a part of another holding, none named only in a comparison); else none."""
        if not is_category(kind.unit) or kind.modifiers or kind.of is not None or kind.part is not None:
            return []
        own = [(h, k) for (h, k) in self.timelines if h == holder and (h, k) not in self.merged]
        placed = {key: membership(key[1].unit, kind.unit, key[1].modifiers) for key in own}
        members = [key for key in own if placed[key]]
        if any(value is None for value in placed.values()) or any(
            key[1].part is not None or key in self.whole_of or key in self.compared_only
            or key in self.parts for key in members
        ):
            return []
        return members

    def merge(self, holder: str, kind: Kind, keys: list[tuple[str, Kind]],
              category: str | None = None) -> tuple[str, Kind]:
        """ "26 music files and 36 video files … she deleted 48 of the files": a change to
        the files together. From here on the holder has one timeline of files, starting at
        the sum; the sub-kinds can no longer be told apart. So too for the kinds of a
        ``category`` named after them ("plums and apples … 15 fruits left")."""
        merged = (holder, kind)
        start = self.state(merged)
        self.equations.append(Equation(
            f"{holder}'s {kind.label} together",
            tuple([(ONE, start)] + [(-ONE, self.timelines[key][-1]) for key in keys]),
            Fraction(0), "", category=category))
        for key in keys:
            self.merged[key] = merged
            self.merged_at[key] = len(self.timelines[key])
        # the sum is held at the time its parts were compared ("has 4 more apples than pears")
        for compared in (self.compared_now, self.compared_then):
            if any(self.timelines[key][-1] in compared for key in keys):
                compared.add(start)
        return merged

    def state(self, key: tuple[str, Kind]) -> str:
        line = self.timelines.setdefault(key, [])
        if not line:
            holder, kind = key
            line.append(self.new_var(f"{_slug(holder)}.{_slug(kind.label)}.0", kind.unit,
                                     f"{_possessive(holder)} {kind.plural_label} at the start"))
            self.vars[line[-1]] = attrs.evolve(self.vars[line[-1]], held=True)
        return line[-1]

    def next_state(self, key: tuple[str, Kind], entry: Entry) -> str:
        self.state(key)
        line = self.timelines[key]
        holder, kind = key
        name = self.new_var(f"{_slug(holder)}.{_slug(kind.label)}.{len(line)}", kind.unit,
                            f"{_possessive(holder)} {kind.plural_label} after {_event(entry)}")
        self.vars[name] = attrs.evolve(self.vars[name], held=True)
        line.append(name)
        self.creator[name] = entry.id
        return name

    def change(self, key: tuple[str, Kind], entry: Entry, sign: Fraction, by: str) -> None:
        """The holding ``key`` moves on: its next state is the current one ``sign`` × ``by``.
        A whole told in parts moves its parts by unknown amounts; a part moves its whole too."""
        self._step(key, entry, sign, by)
        if sign > 0 and not entry.continuation and any(
            "ADJ" in lemmas(word) for word in set(key[1].modifiers) - set(entry.kind.modifiers)
        ):
            # "She had 6 red pens. She found 3 pens.": the 3 join the pens, red or not ("3
            # more pens" are more red pens; a compound's noun names the kind: "toy cars")
            self.blurred.setdefault(key, []).append(entry.kind)
        for part in self.parts.get(key, ()):
            # "40 pens, a quarter of them red. She bought 6 pens.": were any of the 6 red?
            effect = self.new_var(f"{entry.id}.{_slug(part[1].label)}", part[1].unit,
                                  f"the {part[1].plural_label} among the {key[1].plural_label} of {entry.id}",
                                  signed=True)
            self._step(part, entry, ONE, effect)
        if (whole := self.whole_of.get(key)) is not None:
            self._step(whole, entry, sign, by)  # "half of them are red. She lost 4 red pens."

    def _step(self, key: tuple[str, Kind], entry: Entry, sign: Fraction, by: str) -> None:
        before = self.state(key)
        after = self.next_state(key, entry)
        self.equation(entry, [(ONE, after), (-ONE, before), (-sign, by)])
        for contents in self.contained.get(key, ()):
            unsettle_contents(self, contents, entry)  # the boxes moved: their pens?

    def amount(self, entry: Entry) -> str:
        name = self.new_var(f"{entry.id}.amount", entry.kind.unit,
                            f"the {entry.kind.plural_label} in {_event(entry)}")
        self.vars[name] = attrs.evolve(self.vars[name], done=True)
        self.amount_var[entry.id] = name
        if entry.rate is not None and entry.count is not None and entry.per is not None and (
            entry.count_unit is not None
        ):
            self.product(entry, name, entry.rate, entry.count, entry.per, entry.count_unit)
        if entry.amount.value is not None:
            self.givens.append(Given.told(entry.id, name, entry.amount))
        return name

    def product(self, entry: Entry, amount: str, rate: Amount, count: Amount, per: Kind,
                count_unit: str) -> None:
        """ "60 miles per hour for 3 hours": the amount is the rate times the count, the
        rate's "per" unit composed with the count's (the unit obligation checks it)."""
        rate_var = self.new_var(f"{entry.id}.rate", entry.kind.unit,
                                f"the {entry.kind.plural_label} per {per.label}")
        self.vars[rate_var] = attrs.evolve(self.vars[rate_var], per=per.unit, count=False)
        counted = Kind(count_unit)
        count_var = self.new_var(f"{entry.id}.count", count_unit,
                                 f"the {counted.plural_label} of {_event(entry)}")
        told = rate_var
        if entry.stretch is not None:
            # "3 miles every 2 days": the miles told are for each stretch; per day, 3 ÷ 2
            told = self.new_var(f"{entry.id}.told", entry.kind.unit, f"the {entry.kind.plural_label} told")
            stretch = self.new_var(f"{entry.id}.stretch", per.unit, f"the {per.plural_label} of each stretch")
            assert entry.stretch.value is not None
            self.givens.append(Given.told(entry.id, stretch, entry.stretch))
            self.equations.append(Equation(entry.id, ((ONE, told),), Fraction(0), self.clause(entry),
                                           products=((-ONE, rate_var, stretch),)))
        for var, given in ((told, rate), (count_var, count)):
            assert given.value is not None
            self.givens.append(Given.told(entry.id, var, given))
        if count_unit != per.unit and (days := habit_over(self, entry, count_var, count_unit, count.span)
                                       or speed_over(self, entry, count_var, count_unit, count.span)):
            count_var = days  # "every day for 2 weeks": the days in them; "for 30 minutes" at a speed
        self.equations.append(Equation(entry.id, ((ONE, amount),), Fraction(0), self.clause(entry),
                                       products=((-ONE, rate_var, count_var),)))

    def clause(self, entry: Entry) -> str:
        return self.text[entry.clause[0]:entry.clause[1]]

    def equation(self, entry: Entry, terms: list[Term], constant: Fraction = Fraction(0)) -> None:
        self.equations.append(Equation(entry.id, tuple(terms), constant, self.clause(entry)))


ONE = Fraction(1)


def _described_otherwise(part: Entry, rest: Entry, whole: Entry) -> bool:
    """ "5 are big. The rest are green.": a part and the rest each told by one word beyond the
    whole's, one of colour and the other of size: a thing may be both. (Words of one scale, or
    of none the lexicon knows, "15 plain buns and the rest were brown", are read as parting the
    whole.)"""
    said = [[m for m in e.kind.modifiers if m not in whole.kind.modifiers] for e in (part, rest)]
    if not all(len(words) == 1 for words in said):
        return False
    scales = [{c for c in ("colour_adjectives", "size_adjectives") if in_class(words[0], c)}
              for words in said]
    return all(len(s) == 1 for s in scales) and scales[0] != scales[1]


def _part_of_a_whole_told_apart(b: _Builder, entry: Entry) -> bool:
    """A holding of things of a kind told apart by its words ("blue pens"), tied to another's
    as a multiple or a difference, by a holder the story told a holding of all such things of
    ("Ann has 60 pens") before: a part of that whole the tie leaves unlinked to it."""
    told = b.ledger.entries[:b.ledger.entries.index(entry)]
    return bool(entry.kind.modifiers) and any(
        e.op is Op.OBSERVE and e.subject == entry.subject and e.whole is None and not e.kind.modifiers
        and e.kind.unit == entry.kind.unit and e.kind.of == entry.kind.of for e in told)


def _others_beside(b: _Builder, part: Entry) -> str:
    """The things of a whole not among its parts told so far: never fewer than none."""
    whole = b.vars[b.amount_var[part.whole or ""]]
    name = b.new_var(f"{part.id}.others", whole.unit,
                     f"the {whole.label} not among the parts told by {part.id}")
    b.vars[name] = attrs.evolve(b.vars[name], held=True)
    return name


def _changed_beside_to_come(ledger: Ledger, text: str) -> Refusal | None:
    """ "Omar will have 28 marbles. Ravi gives him 3 marbles.": a holding to come may be after
    the change or before it, so no entry of its kind but a share of it is read beside it."""
    for come in (e for e in ledger.entries if e.to_come):
        if any(e is not come and e.op is not Op.SHARE and e.kind.unit == come.kind.unit
               for e in ledger.entries):
            start, end = come.clause
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, text[start:end], span=come.clause,
                           expected=("a holding to come with no change of its kind beside it",))
    return None


def _taken_beside_not_done(ledger: Ledger, text: str) -> Refusal | None:
    """ "Nia had 14 shells, but did not sell 5 of them. She gave 2 of them to Al.": the doing read
    as done to all but the 5 may have left out the 2 given too, so no other taking away of its
    kind by its doer is read beside it."""
    for done in (e for e in ledger.entries if e.not_done):
        if any(e is not done and e.op in (Op.LOSS, Op.TRANSFER) and e.subject == done.subject
               and e.kind.unit == done.kind.unit for e in ledger.entries):
            start, end = done.clause
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, text[start:end], span=done.clause,
                           expected=("a doing not done to some with no other taking away of its kind",))
    return None


def replay(ledger: Ledger, text: str) -> System | Refusal:
    b = _Builder(ledger, text)
    beside_to_come = _changed_beside_to_come(ledger, text)
    if beside_to_come is not None:
        return beside_to_come
    beside_not_done = _taken_beside_not_done(ledger, text)
    if beside_not_done is not None:
        return beside_not_done
    fitted = _fitted_by_another(ledger)
    if fitted is not None:
        return fitted
    for entry in ledger.entries:
        if entry.op in (Op.PRICE, Op.SALE_PRICE):
            _price(b, entry)  # a price counts for purchases (or sales) told before it too
        if entry.op is Op.DISCOUNT:
            b.discounts.append(entry)  # so does a discount
    waiting: list[Entry] = []  # rates of containers counted after them
    for entry in ledger.entries:
        if entry.counted_after and not _containers_counted(b, entry):
            waiting.append(entry)
            continue
        refusal = _apply(b, entry)
        if refusal is not None:
            return refusal
        for rate in [w for w in waiting if _containers_counted(b, w)]:
            waiting.remove(rate)
            refusal = _apply(b, rate)
            if refusal is not None:
                return refusal
    for rate in waiting:  # containers never counted: refused as a rate of nothing
        refusal = _apply(b, rate)
        if refusal is not None:
            return refusal
    apart = [key for key, length in b.merged_at.items() if len(b.timelines[key]) > length]
    if apart:
        # "48 blue tiles and 32 red tiles. He sold 20 tiles. Then he bought 10 blue tiles.":
        # after the kinds are counted together, a change told of one alone reaches no total
        changed = b.creator.get(b.timelines[apart[0]][b.merged_at[apart[0]]])
        lone = next((e for e in ledger.entries if e.id == changed), None)
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER,
                       b.clause(lone) if lone is not None else apart[0][1].label,
                       span=lone.clause if lone is not None else None,
                       expected=("no change to a kind told apart after it was counted together",))
    ages_are_counts(b)
    _past_beside_now(b)
    for stated, price, bought in b.paid:
        # "bought 3 pens for $6" with "each pen costs $2": the sum is the price times the count
        clause = next(b.clause(e) for e in ledger.entries if e.id == stated)
        b.equations.append(Equation(stated, ((ONE, b.amount_var[stated]),), Fraction(0), clause,
                                    products=((-ONE, price, bought),)))
    for entry, got in b.changes_got:
        refusal = _change_told(b, entry, got)
        if refusal is not None:
            return refusal
    for entry, total in b.spent_totals:
        refusal = _spent_in_all(b, entry, total)
        if refusal is not None:
            return refusal
    for entry, amount in b.later_bases:
        refusal = share(b, entry, amount, later=True)
        if refusal is not None:
            return refusal
    for entry, difference in b.compared_events:
        refusal = _compare_events(b, entry, difference)
        if refusal is not None:
            return refusal
    for entry, amount in b.totals_first:
        refusal = _total(b, entry, amount, first=True)
        if refusal is not None:
            return refusal
    finished = finish_shares(b)
    if finished is not None:
        return finished
    compound = (_compound_of_asked(ledger) or _bare_measure_beside_asked(ledger)
                or _category_beside_asked(ledger) or _listed_beside_one_compound(ledger)
                or _bare_unit_beside_asked_of(ledger, b.text))
    if compound is not None:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, compound, span=ledger.target.span,
                       expected=("no kind named by a word ending in the noun asked",))
    part_apart = _total_and_part_told_apart(ledger)
    if part_apart is not None:
        return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER,
                       text[part_apart.clause[0]:part_apart.clause[1]], span=part_apart.clause,
                       expected=("a total and its parts told of one time",))
    kept = _kept_before_giving(ledger)
    if kept is not None:
        return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, text[kept.clause[0]:kept.clause[1]],
                       span=kept.clause, expected=("a keeping told after the giving it is kept back from",))
    bodied = _body_parts_of_a_person(ledger.target)
    if bodied is not None:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, bodied, span=ledger.target.span,
                       expected=("parts of a body asked of what has no body of its own",))
    made = _made_beside_asked(ledger, text)
    if made is not None:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, made, span=ledger.target.span,
                       expected=("no making beside the kind asked, or a requirement per thing made",))
    days_compared = ledger.target.what is TargetWhat.DIFFERENCE and bool(ledger.target.parts) and all(
        part.what is TargetWhat.EVENTS and part.day is not None for part in ledger.target.parts)
    one_day_asked = ledger.target.what is TargetWhat.EVENTS and not ledger.target.parts
    if _days_of_question(b, ledger.target) != () and (
        not (one_day_asked or days_compared) or ledger.target.change or ledger.target.profit
        or ledger.target.average or ledger.target.periods is not None
    ):
        # "How many figs did she have on Monday?", "more than on Monday": only doings asked
        # of one day, or of two compared by one doer, are placed on a day here
        return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, ledger.target.text,
                       span=ledger.target.span, expected=("doings asked of one day named",))
    target = _change_back(b, ledger.target) if ledger.target.change else (
        profit_terms(b, ledger.target) if ledger.target.profit else (
            parts_terms(b, ledger.target) or target_terms(b, ledger.target)))
    if isinstance(target, Refusal):
        return target
    terms, unit, scope = target
    money = coins_as_money(b, terms, ledger.target)  # "has 3 dimes. How many cents …"
    if isinstance(money, Refusal):
        return money
    if money is not None:
        terms, unit = money
    if ledger.target.time == "final" and _rests_on_then(b, terms):
        # "Leo had $20 last week. How much more does he need to have $47?": the question
        # is of now, and nothing told brings that holding on to now
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, ledger.target.text,
                       span=ledger.target.span, expected=("a holding told of the time asked",))
    category = ledger.target.matcher.category if ledger.target.what is not TargetWhat.PERCENT else None
    listed: tuple[str, ...] = ()
    if ledger.target.what is TargetWhat.SUM and ledger.target.parts[0].spent_on is None and (
        not ledger.target.spans_added
    ):
        category = summed_unit(ledger.target)  # the answer counts the kinds together
        listed = tuple(str(part.matcher.unit) for part in ledger.target.parts)
    if category is not None:
        overlap = _overlap(b, terms)
        if overlap is not None:
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, overlap,
                           span=ledger.target.span, expected=(f"kinds of {category} that do not overlap",))
        unit = category
    named = ledger.target.matcher.unit is not None and not ledger.target.matcher.money  # "How many cents"
    answered = {b.vars[name].unit for _, name in terms} | ({unit} if unit is not None else set())
    if ledger.target.unit_asked is None and not named and any(is_money_measure(u) for u in answered) and any(
        is_money_measure(e.kind.unit) and e.kind.unit not in answered for e in ledger.entries
    ):
        # "Each muffin costs 75 cents … paid with a $20 bill. How much did she spend?": 900 cents,
        # or $9? The story tells money in two units and the question names neither
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, ledger.target.text,
                       span=ledger.target.span, expected=("the unit of money asked, of the two told",))
    if ledger.target.unit_asked is not None:
        unit = ledger.target.unit_asked  # "in dollars": the unit obligation refuses pens
        if (unit in CLOCK_UNITS and all(b.vars[name].unit in CLOCK_UNITS for _, name in terms)
            or is_money_measure(unit) and all(is_money_measure(b.vars[name].unit) for _, name in terms)) and (
            category is None and not b.compared
        ):  # (never days of a doing in hours: "reads 10 pages a day" tells no hours of reading)
            # "How long, in hours, …": as "How many hours …"; "How much money, in cents, …": as
            # "How many cents …" (every unit of money the story tells among the terms)
            terms = _in_unit_asked(b, terms, unit, ledger.target)
    elif category is None and not b.compared and unit != PERCENT_UNIT:
        terms = _in_unit_asked(b, terms, unit, ledger.target)
    if ledger.target.people is not None and (counted := _count_people(b, ledger)) is not None:
        return counted
    if ledger.target.average:
        averaged = _average(b, terms, unit, ledger.target)
        if isinstance(averaged, Refusal):
            return averaged
        terms = averaged
    if (periods := ledger.target.periods) is not None:
        # "over the three days": the days the story told, a given read against the number said
        assert periods.value is not None
        if not _told_in_periods(b, ledger.target, terms):
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, periods.text,
                           span=ledger.target.span,
                           expected=("every event counted told in a period asked, and one in each",))
        var = b.new_var("question.periods", "period", f"the periods of {periods.text!r}")
        b.givens.append(Given.told("question", var, periods))
    exclusions = _exclusions(b, ledger, terms)
    return System(tuple(b.vars.values()), tuple(b.equations), tuple(b.givens), tuple(terms),
                  unit, ledger.target.text, tuple(exclusions), scope, b.nonnegative_target,
                  category, b.compared, listed)


def _changed_then_asked_now(b: _Builder, state: str) -> bool:
    """ "Last year he bought 23 gallons of milk. How many does he have now?": a holding asked in
    the present whose last change a past time dates (``_dated_past``), nothing told since: what
    was got then may be used up by now. (A growth is no getting: "grew 6 inches last year".)"""
    made_by = b.creator.get(state)
    entry = next((e for e in b.ledger.entries if e.id == made_by), None)
    if entry is None or entry.op is Op.OBSERVE or entry.verb is not None and in_class(
        verb_lemma(entry.verb) or entry.verb, "growing_verbs"
    ):
        return False
    asked = b.ledger.target.span
    return _dated_past(b, entry) and (tense_within(b.ledger.times, asked) is Tense.PRESENT or bool(
        told_within(b.ledger.times, asked, frozenset({TimeKind.NOW}))))


def _dated_past(b: _Builder, entry: Entry) -> bool:
    """Whether a past time ("last year", "yesterday", "3 days ago") dates the clause of ``entry``
    (said in its sentence, not after "than"), and no word of today or now does ("Today he bought
    10 more than yesterday": today's)."""
    times = told_with(b.ledger.times, entry.clause, frozenset(TimeKind))
    return any(t.kind is TimeKind.PAST and not re.search(r"\b(than|as)\s*$", b.text[t.sentence[0]:t.span[0]])
               for t in times) and not any(t.kind in (TimeKind.DAY, TimeKind.NOW) for t in times)


def _past_beside_now(b: _Builder) -> None:
    """ "Mara had 24 marbles. Markus has 26 marbles now.": beside another's holding said of now,
    a holding told only in the past tense, and never moved on, is of a time gone by."""
    for (holder, _), line in b.timelines.items():
        if len(line) == 1 and line[0] in b.held_past and b.said_now - {holder}:
            b.told_then.add(line[0])


def _compound_of_asked(ledger: Ledger) -> str | None:
    """A kind whose noun ends in the noun asked ("t-shirts", "strawberries" when the question
    asks "shirts", "berries"): whether it is one of them is not told by the words (a pineapple
    is no apple), so the question is not read. The kind found, else None."""
    asked = {t.matcher.unit for t in (ledger.target, *ledger.target.parts) if t.matcher.unit}
    for entry in ledger.entries:
        for unit in asked:
            if entry.kind.unit != unit and entry.kind.unit.endswith(unit) and not (
                measure_unit(entry.kind.unit) and measure_unit(unit)  # kilograms are no sort of grams
            ):
                return entry.kind.unit
    return None


def _made_beside_asked(ledger: Ledger, text: str) -> str | None:
    """ "Tom uses 10 beads to make a necklace. He made 4 necklaces. How many beads did he use?":
    a use told in the present is what one making takes, not what the 4 took; so is a use told
    with the thing it made ("used 10 beads to make a necklace", "for a necklace"), which may be
    one of those made or all of them. Things made by one who uses the kind asked may have used
    more of it, which only a requirement tied to the things made tells ("3 eggs for each
    cake"). The kind made, else None. (A holding asked beside a making is the obligation
    untold_use's.)"""
    target = ledger.target
    asked = [e for e in ledger.entries if target.matcher.matches(e.kind)]
    if target.matcher.counts_money or not (
        target.what is TargetWhat.EVENTS and in_class(target.verb or "", "using_verbs")
    ):
        return None
    uses = [e for e in asked if e.op is Op.LOSS]
    tied = {e.per.unit for e in asked if e.per is not None}  # ("Each loaf is cut into 10 slices")
    users = {who for e in asked for who in (e.actor, e.subject) if who is not None}

    def told_beside(made: Entry) -> bool:
        # ("made 5 treats. She used 8 marshmallows": a use told in the past with no making of
        # its own is the making's)
        def of_its_own(use: Entry) -> bool:
            said = text[use.clause[0]:sentence_span(text, use.clause)[1]]
            words = re.findall(r"[A-Za-z]+", said)
            return names_noun(said, made.kind.unit) or any(
                in_class(verb_lemma(word) or "", "producing_verbs") for word in words)

        return any(tense_within(ledger.times, e.clause) is Tense.PRESENT
                   or made.clause != e.clause and of_its_own(e) for e in uses)

    return next((e.kind.label for e in ledger.entries if e.op is Op.GAIN and e.kind.unit not in tied
                 and e.kind.unit != target.matcher.unit and not target.matcher.matches(e.kind)
                 and in_class(e.verb or "", "producing_verbs")
                 and (e.actor or e.subject) in users and told_beside(e)), None)


def _category_beside_asked(ledger: Ledger) -> str | None:
    """ "Ann has 3 salmon and 4 salmon fish (red fish). How many salmon?": things counted by a
    category the asked kind belongs to, described ("salmon fish" is salmon; "red fish" may be),
    or by any noun the asked one is named before ("poodle dogs"),
    may be some of the things asked; which is not told, so the question is not read. The kind
    found, else None. A member named before the category noun names the kind ("pine trees"
    are pines, no oaks)."""
    asked = {t.matcher.unit for t in (ledger.target, *ledger.target.parts)
             if t.matcher.unit and t.matcher.category is None}

    def may_be(unit: str, kind: Kind) -> bool:
        named = [m for m in kind.modifiers if kind.unit in hypernyms_of(m)]
        return unit in map(normal_form, named) if named else membership(unit, kind.unit) is True

    def named_before(unit: str, kind: Kind) -> bool:
        # "4 poodle dogs" beside poodles asked: the noun asked named before another, which it
        # may be one of (a poodle is a dog), unless the lexicon tells it is not (apple pies)
        return unit in map(normal_form, kind.modifiers) and membership(unit, kind.unit) is not False

    return next((e.kind.label for e in ledger.entries for unit in asked
                 if e.kind.unit != unit and e.kind.modifiers and e.kind.part is None
                 and (is_category(e.kind.unit) and may_be(unit, e.kind) or named_before(unit, e.kind))), None)


def _listed_beside_one_compound(ledger: Ledger) -> str | None:
    """ "deleted 2 pictures, 8 songs and 7 text files. How many files …?": the noun asked is
    only the last word of kinds told by a noun before it ("text", not "red"), so the other
    kinds listed with them, or done the same by the same one ("She also deleted 8 songs"),
    may be of the noun too (a song is a file) unless the lexicon tells they are not; which is
    not told, so the question is not read. The kind told beside it, else None."""
    found: str | None = None
    for target in (ledger.target, *ledger.target.parts):
        unit = target.matcher.unit
        if unit is None or target.matcher.modifiers or target.matcher.category is not None:
            continue
        named = [e for e in ledger.entries if e.kind.unit == unit and e.amount.value is not None]
        if not named or not all(e.kind.modifiers and "ADJ" not in lemmas(e.kind.modifiers[-1])
                                for e in named):
            continue
        found = found or next((e.kind.label for e in ledger.entries for one in named
                               if e.kind.unit != unit and (e.clause == one.clause or e.subject == one.subject
                                                           and e.verb is not None and e.verb == one.verb)
                               and e.amount.value is not None and measure_unit(e.kind.unit) is None
                               and not is_money_unit(e.kind.unit)
                               and membership(e.kind.unit, unit) is not False), None)
    return found


def _bare_measure_beside_asked(ledger: Ledger) -> str | None:
    """ "A jug had 9 liters of water. Tom drank 2 liters. How much water is left?": liters moved
    with no "of" beside liters of the water asked may be of that water, or of another; which is
    not told, so the question is not read (one that asks the pints counts bare pints too). The
    bare measure found, else None."""
    asked = [t.matcher for t in (ledger.target, *ledger.target.parts)]
    measured = {e.kind.unit for e in ledger.entries if e.kind.of is not None
                and measure_unit(e.kind.unit) is not None and any(m.matches(e.kind) for m in asked)}
    return next((e.kind.label for e in ledger.entries if e.kind.unit in measured and e.kind.of is None
                 and e.op in (Op.GAIN, Op.LOSS, Op.TRANSFER, Op.EVENT)
                 and not any(m.matches(e.kind) for m in asked)), None)


def _bare_unit_beside_asked_of(ledger: Ledger, text: str) -> str | None:
    """ "Tom has 5 boxes. How many boxes of pens does he have?": a unit told with no "of" is of
    what the question names only when the story says so: that unit told of it before, and of
    nothing else ("5 bags of rice. He buys 3 more bags"); what each of a thing of it holds
    ("Each pizza has 8 slices"); or the stuff named with no count of its own ("a bag of candy.
    She ate 7 pieces"). Otherwise what the boxes hold is not told. The bare unit found, else
    None."""
    told = text[:ledger.target.span[0]]
    for asked in (ledger.target, *ledger.target.parts):
        matcher = asked.matcher
        if matcher.of is None or matcher.unit is None:
            continue
        stuff = matcher.of.split()[-1]
        for index, entry in enumerate(ledger.entries):
            kind = entry.kind
            if kind.of is not None or entry.op is Op.SHARE or not matcher.matches(kind):
                continue
            same_unit = [e for e in ledger.entries if e.kind.unit == kind.unit and e.kind.of is not None]
            if any(not matcher.matches(e.kind) for e in same_unit):
                return kind.label
            if same_unit:
                if ledger.entries.index(same_unit[0]) > index:
                    return kind.label
                continue
            tied = [k for k in (entry.per, entry.each_of, *entry.within_per) if k is not None]
            if any(stuff in (k.unit, k.of, *hypernyms_of(k.unit)) for k in tied) or (
                stuff == entry.count_unit or _told_with(ledger, text, entry, stuff)
            ):
                continue  # ("Each pizza has 8 slices", "3 naps a week. Each nap is 2 hours long")
            if not names_noun(told, stuff) or any(
                e.kind.unit == stuff and e.amount.value is not None for e in ledger.entries
            ):
                return kind.label
    return None


def _told_with(ledger: Ledger, text: str, entry: Entry, stuff: str) -> bool:
    """ "4 novels with 200 pages each": the bare unit told right after things of the stuff
    asked, joined to them by "with", is theirs."""
    spans = {q.entry: q.span for q in ledger.quantities if q.entry is not None}
    own = spans.get(entry.id)
    return own is not None and any(
        e.kind.unit == stuff and (span := spans.get(e.id)) is not None and span[1] <= own[0]
        and re.fullmatch(r"\s+[A-Za-z ]*\bwith\s+", text[span[1]:own[0]]) is not None
        for e in ledger.entries)


def _told_in_periods(b: _Builder, target: Target, terms: list[Term]) -> bool:
    """ "How many did he sell over the three days?" is the events told in those days: one
    entry counted for each day named, each told in a sentence that names one ("doubled his
    rate the second hour" reads as no event, and leaves a day without one). A doing a pace pays
    for ("worked 6 hours" at "$6 an hour") is counted by what the pace gave for it."""
    counted = {v for _, v in terms}
    # a doing counts by its amount, or by what a pace gives for it ("worked 6 hours" at "$6 an
    # hour", "walked 4 dogs" at "$2 for each dog")
    told = [sentence_span(b.text, e.clause) for e in b.ledger.entries
            if b.amount_var.get(e.id) in counted or {f"{e.id}.paid", f"{e.id}.paced"} & counted]
    mentions = [sentence_span(b.text, m) for m in target.period_mentions]
    return len(told) == len(counted) == len(mentions) and set(told) == set(mentions)


def _count_people(b: _Builder, ledger: Ledger) -> Refusal | None:
    """ "the three of them": the group bound has that many members, a given the grounding
    obligation reads against the number the question says."""
    said, target = ledger.target.people, ledger.target
    assert said is not None
    holders = target.holders if target.holders is not None else next(
        (part.holders for part in target.parts if part.holders is not None), None)
    members = ledger.entity(holders[0]).members if holders is not None and len(holders) == 1 else ()
    if not members:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, said.text, span=target.span,
                       expected=("the people the question counts, as one group",))
    var = b.new_var("question.people", "person", f"the people of {said.text!r}")
    b.givens.append(Given("question", var, Fraction(len(members)), said.span, said.text, said.constant))
    return None


def _average(b: _Builder, terms: list[Term], unit: str | None, target: Target) -> list[Term] | Refusal:
    """ "What is the average number of ducks the three bought?": the total asked, over the people
    the question counts (the given ``question.people``): total = average × people, the average
    "ducks per person" that the unit obligation composes like a rate. Only of one kind of thing
    (money in the one unit the story counts it in)."""
    told = {b.vars[name].unit for _, name in terms}
    unit = unit if unit is not None else (next(iter(told)) if len(told) == 1 else None)
    holders = target.holders or ()
    members = b.ledger.entity(holders[0]).members if len(holders) == 1 else ()
    told = {e.subject for e in b.ledger.entries
            if e.op is not Op.START_EMPTY and target.matcher.matches(e.kind)
            and (target.what is not TargetWhat.EVENTS or e.verb == target.verb)}
    if target.people is None and unit == "year" and target.matcher.category is None and len(members) > 1 and (
        set(members) <= told and len([v for _, v in terms if v != "question.offset"]) == len(members)
    ):
        # "their average age": each member's age, added, over the members (one each, as the
        # ages added are): total = average × members
        return _averaged_over(b, terms, unit, target, Fraction(len(members)))
    if unit is None or target.people is None or target.matcher.category is not None or (
        "question.people" not in b.vars or not members or not set(members) <= told
    ):  # ("Cy swam": what of the average is his, none or untold?)
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a total of one kind of thing over the people counted",))
    return _averaged_over(b, terms, unit, target, None)


def _averaged_over(b: _Builder, terms: list[Term], unit: str, target: Target,
                   members: Fraction | None) -> list[Term]:
    """The total of the terms, and the average: the total over the people counted (the given
    ``question.people``), or over the members whose ages are averaged, one term each."""
    total = b.new_var("question.total", unit, f"the total asked by {target.text!r}")
    b.equations.append(Equation("question", ((ONE, total), *((-c, v) for c, v in terms)), Fraction(0),
                                target.text))
    average = b.new_var("question.average", unit, f"the average asked by {target.text!r}")
    if members is not None:
        b.equations.append(Equation("question", ((ONE, total), (-members, average)), Fraction(0),
                                    target.text))
        return [(ONE, average)]
    b.vars[average] = attrs.evolve(b.vars[average], per="person", count=False)
    b.equations.append(Equation("question", ((ONE, total),), Fraction(0), target.text,
                                products=((-ONE, average, "question.people"),)))
    return [(ONE, average)]


def _overlap(b: _Builder, terms: list[Term]) -> str | None:
    """ "3 birds and 2 parrots" may count the parrots twice: a summed kind that is a category
    of another summed kind."""
    units = {b.vars[name].unit for _, name in terms}
    for unit in sorted(units):
        for other in sorted(units):
            if unit in hypernyms_of(other):
                return f"{other} among {unit}"
    return None


def _change_back(b: _Builder, target: Target) -> tuple[list[Term], str | None, Scope] | Refusal:
    """ "How much change did she get?": the one sum she handed over ("paid with a $50 bill",
    given to one who sells, given to no one named: "if she gave a $100 bill", or named by the
    question: "… from a $20 bill") less what her priced purchases cost and the sums she spent
    ("bought a lamp for $20"), in one unit; never below zero. A purchase with no price leaves
    what she spent unknown; any other money of hers moved (a tip, a gift: out of the bill too?)
    is not read."""
    holders = target.holders or ()
    if not any((e.actor in holders or e.subject in holders) and e.op is not Op.START_EMPTY
               for e in b.ledger.entries):
        # "She paid the cashier $100. How much change did she receive?": a reading binding
        # "she" to the cashier, who bought nothing and paid nothing, asks of no one's change
        return Refusal(RefusalCode.UNBOUND_REFERENT, Stage.LEDGER, target.text, span=target.span)
    named: str | None = None
    if target.goal is not None and target.goal.value is not None and target.goal_unit is not None:
        # "How much change must she get from a $20 bill?": the sum the question names
        named = b.new_var("question.handed", target.goal_unit, "the money handed over")
        b.givens.append(Given.told("question", named, target.goal))
    terms = _handed_less_spent(b, holders, named, set(), _wanted_as_bought(b, holders, target))
    if terms is None or any(e.op is Op.CHANGE and e.subject in holders for e in b.ledger.entries):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("one sum handed over, and the price of all that was bought, in its unit",))
    b.nonnegative_target = True
    return terms, b.vars[terms[0][1]].unit, ("", 0, (0,))


def _wanted_as_bought(b: _Builder, holders: tuple[str, ...], target: Target) -> str | None:
    """ "She wants to buy a watch that costs $87. How much change does she get if she gives the
    cashier $100?": a change asked of one who bought nothing, spent nothing and paid no price is
    the change of buying what she wants; the cost of all she wants (``_wanted_cost``), else None."""
    if any(e.actor in holders and e.verb is not None and (
        e.op is Op.GAIN and in_class(e.verb, "buying_verbs")
        or e.op is Op.LOSS and in_class(e.verb, "spending_verbs")
    ) for e in b.ledger.entries) or any(e.actor in holders for e, _ in b.costs):
        return None
    cost = _wanted_cost(b, list(holders), target)
    return None if cost is None else cost[0]


def _change_told(b: _Builder, entry: Entry, got: str) -> Refusal | None:
    """ "He paid with a $20 bill and got $2 in change": the change is the one sum he handed
    over less what all he bought cost, an equation that may tell a price or a count asked
    ("How much did each pen cost?"), read as the change question reads that difference."""
    terms = _handed_less_spent(b, (entry.subject,), None, {entry.id}, in_costs_unit=True)
    if terms is not None and b.vars[got].unit != b.vars[terms[0][1]].unit:
        # "got $11 in change" of things priced in cents: the change in cents too
        converted = convert(b, got, b.vars[got].unit, b.vars[terms[0][1]].unit, entry.amount.span,
                            b.clause(entry))
        got = converted if converted is not None else got
    if terms is None or len(b.changes_got) != 1 or b.vars[got].unit != b.vars[terms[0][1]].unit:
        return Refusal(RefusalCode.UNSUPPORTED_QUANTITY, Stage.LEDGER, entry.amount.text,
                       span=entry.amount.span,
                       expected=("change of one sum handed over, for all that was bought, in its unit",))
    b.equations.append(Equation(entry.id, ((-ONE, got), *terms), Fraction(0), b.clause(entry)))
    return None


def _buyers_spending(b: _Builder, total: Entry) -> list[Entry]:
    """The purchases and sums spent of one whose whole spending is told ("She spent $260 in
    total"), when it is a sum of money spent: the doings it is the whole of."""
    if total.verb is None or not in_class(total.verb, "spending_verbs") or not is_money_measure(
        total.kind.unit
    ):
        return []
    return [e for e in b.ledger.entries if e is not total and e.actor == total.actor and e.verb is not None
            and (e.op is Op.GAIN and in_class(e.verb, "buying_verbs")
                 or e.op is Op.LOSS and in_class(e.verb, "spending_verbs") and is_money_measure(e.kind.unit))]


def _spent_in_all(b: _Builder, total: Entry, whole: str) -> Refusal | None:
    """ "She bought 5 lamps for $50 each and 10 mugs. She spent $260 in total.": the whole told is
    every priced purchase's cost and every sum she spent, in its unit (so it may tell a price
    asked). Refused when that may not be so: another total, a purchase with neither price nor
    sum, her money moved otherwise (a tip, a gift: in the total?), a share off or added (before
    it or after?), a doing told at another time, or told after it as one more besides, a sum
    for no one thing bought told after it or spent apart ("$5 on lunch": in it, or besides?)."""
    buyer, unit = total.actor, b.vars[whole].unit
    doings = _buyers_spending(b, total)
    sums = [e for e in doings if e.op is Op.LOSS]
    summed = {e.clause for e in sums}
    spent = [cost for e, cost in b.costs if e.actor == buyer and e.clause not in summed] + [
        b.amount_var[e.id] for e in sums if e.id in b.amount_var]
    moved = [e for e in b.ledger.entries if e is not total and e not in sums and is_money_measure(e.kind.unit)
             and e.actor == buyer and e.op in (Op.LOSS, Op.TRANSFER, Op.EVENT)]
    if len(b.spent_totals) != 1 or not spent or (
        moved or b.discounts or unpriced_purchase(b, [buyer]) or any(e.id not in b.amount_var for e in sums)
        or any(dated_apart(b, e, total) for e in doings)
        or any(_besides_the_whole(b, e, total, doings) for e in doings)
        or any(e.paid_for is None and (e.clause[0] > total.clause[0] or spent_toward(b, e) == "apart")
               for e in sums)  # ("$5 on lunch", "$10 for parking": in the whole, or besides?)
        or {b.vars[var].unit for var in spent} != {unit}
    ):
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(total), span=total.clause,
                       expected=("a buyer's whole spending: each purchase priced, in one unit, nothing "
                                 "else of her money spent",))
    b.equations.append(Equation(total.id, ((ONE, whole), *((-ONE, var) for var in spent)), Fraction(0),
                                b.clause(total)))
    return None


def _besides_the_whole(b: _Builder, doing: Entry, total: Entry, doings: list[Entry]) -> bool:
    """ "She spent $26 in total. She also bought a rug.": the first doing told after a whole
    as one more may be one besides it ("He bought a pen for $2. He also bought 2 pads." after
    the whole adds to the pen)."""
    return doing.clause[0] > total.clause[0] and _told_besides(b, doing) and not any(
        total.clause[0] < e.clause[0] < doing.clause[0] for e in doings)


def spent_toward(b: _Builder, entry: Entry) -> str:
    """What a sum spent or paid by one who bought priced things went to: "all" (no object
    told, or words naming all bought: "paid $200 for all the items"), "bought" (a kind they
    bought: "paid $200 for the cups", which may be what the cups cost, or a sum handed over
    for them), or "apart" (anything else: "spent $20 on lunch")."""
    rest = b.text[entry.amount.span[1]:entry.clause[1]]
    told = re.match(r"\s*(?:in all\s+|in total\s+)?(?:on|for)\b(.*)", rest)
    if told is None:
        return "all"
    said = [noun_form(word) for word in re.findall(r"[A-Za-z]+", told.group(1).lower())]
    if any(in_class(word, "all_bought_words") for word in said):
        return "all"
    kinds = [{e.kind.unit, e.kind.of} for e, _ in b.costs if e.actor == entry.actor]
    named = [kind for kind in kinds if kind & set(said)]
    if named and len(named) == len(kinds):
        return "all"  # "bought 3 frames … paid $20 for the frames": all she bought
    return "bought" if named else "apart"


def paid_beside_priced(b: _Builder, holders: Sequence[str]) -> bool:
    """ "She bought 5 pens at $6 each. She paid $200 (for them).": a sum spent or paid by one
    who bought priced things, told for no other thing, may be what those things cost, or the
    money handed over for them: no sum of its own beside their cost."""
    priced = {e.actor for e, _ in b.costs}
    return any(e.op is Op.LOSS and e.actor in holders and e.actor in priced and e.verb is not None
               and in_class(e.verb, "spending_verbs") and is_money_measure(e.kind.unit)
               and e.amount.value is not None and _verb_said(b, e) and spent_toward(b, e) != "apart"
               for e in b.ledger.entries)


def _verb_said(b: _Builder, entry: Entry) -> bool:
    """Whether the entry's own verb is told before its amount ("spent $20", not "bought a lamp
    for $20", the lamp's sum read as spent)."""
    said = re.findall(r"[A-Za-z]+", b.text[entry.clause[0]:entry.amount.span[0]])
    return any(entry.verb in lemmas(word).get("VERB", ()) for word in said)


def _handed_for_purchases(b: _Builder, entry: Entry) -> bool:
    """ "She bought a lamp for $12. She gave the cashier $20 (and got $8 in change).": money given
    to one who sells by someone who buys is handed over for what was bought, as "paid with a $20
    bill" is: it leaves her only as the cost of her purchases (and the change comes back), never
    as $20 lost beside a cost of $12. So is money given to no one named by one who got change."""
    if entry.op not in (Op.TRANSFER, Op.LOSS) or not is_money_measure(entry.kind.unit) or (
        entry.actor != entry.subject
    ):
        return False
    if entry.op is Op.TRANSFER:
        # (or wants to buy: "wants a watch that costs $87 … gives the cashier $100")
        return _to_seller(entry) and any(
            e.actor == entry.subject and e.verb is not None and (
                e.op is Op.GAIN and in_class(e.verb, "buying_verbs")
                or e.op is Op.LOSS and in_class(e.verb, "spending_verbs"))
            or e.op is Op.GOAL and e.subject == entry.subject and e.wanted is not None
            and in_class(e.wanted, "buying_verbs")
            for e in b.ledger.entries)
    return entry.verb_class is VerbClass.TRANSFER_OUT and entry.other is None and any(
        e.op is Op.CHANGE and e.subject == entry.subject for e in b.ledger.entries)


def _to_seller(entry: Entry) -> bool:
    """ "paid the cashier $100": given to one who takes the money for what is bought."""
    return entry.other is not None and in_class(entry.other.partition(" of ")[0].split()[-1], "seller_nouns")


def _handed_less_spent(b: _Builder, holders: tuple[str, ...], named: str | None,
                       accounted: set[str], wanted: str | None = None,
                       in_costs_unit: bool = False) -> list[Term] | None:
    """The one sum ``holders`` handed over (or the one the question names) less what their priced
    purchases cost and the sums they spent, all in one unit; None when that is not all the money
    of theirs that moved, or a purchase has no price. ``wanted``: the cost of what they want to
    buy, when they bought nothing, spent as a purchase would be. ``in_costs_unit``: a sum handed
    over in dollars for things priced in cents is converted into cents by the units table."""
    handed = [(e, var) for e, var in b.tendered if e.actor in holders] + [
        (e, b.amount_var[e.id]) for e in b.ledger.entries  # "if she gave a $100 bill": to no one named
        if e.op is Op.LOSS and e.subject in holders and e.verb_class is VerbClass.TRANSFER_OUT
        and e.other is None and e.id in b.amount_var and is_money_measure(e.kind.unit)
        and all(e.id != t.id for t, _ in b.tendered)]
    if any(spent_toward(b, e) != "all" for e, _ in handed if e.op is Op.LOSS and e.verb is not None
           and in_class(e.verb, "spending_verbs")):
        return None  # "paid $200 for the cups" (or "for lunch"): not handed over for all bought
    if any(re.search(r"\b(?:on|for)\b", b.text[e.amount.span[1]:e.clause[1]]) for e, _ in handed
           if not (e.op is Op.LOSS and e.verb is not None and in_class(e.verb, "spending_verbs"))):
        return None  # "gave the clerk $30 for a bag (for the kite and a pen)": for what else?
    if not handed:
        handed = _supposed_purse(b, holders)
    handed_sums = [var for _, var in handed] + ([named] if named is not None else [])
    sums = [e for e in b.ledger.entries if set(holders) & {e.subject, e.actor, e.other}
            and e.op in (Op.GAIN, Op.LOSS, Op.TRANSFER) and is_money_measure(e.kind.unit)
            and e.id not in {h.id for h, _ in handed}]
    spent_sums = [e for e in sums if e.op is Op.LOSS and e.actor in holders and e.verb is not None
                  and in_class(e.verb, "spending_verbs") and e.id in b.amount_var]
    # "bought a lamp for $20": the sum is what the lamp cost, never counted again as its price × 1
    summed = {e.clause for e in spent_sums}
    spent = [cost for e, cost in b.costs if e.actor in holders and e.clause not in summed] + [
        b.amount_var[e.id] for e in spent_sums] + ([wanted] if wanted is not None else [])
    accounted = accounted | {e.id for e, _ in handed} | {e.id for e in spent_sums}
    bought = [e for e, _ in b.costs if e.actor in holders] + spent_sums
    one_sum = len(handed_sums) == 1 or _handed_together(b, handed, named)
    if not one_sum or not spent or len(spent_sums) != len(sums) or (
        unpriced_purchase(b, list(holders)) or _others_paid(b, holders)
    ) or _money_moved_apart(b, holders, b.vars[handed_sums[0]].unit, accounted) or _bought_after_paying(
        b, holders, bought, [h for h, _ in handed if not h.supposed]
    ):
        return None
    handed_sum, unit = handed_sums[0], b.vars[handed_sums[0]].unit
    units = {b.vars[cost].unit for cost in spent}
    if len(handed_sums) > 1:
        # "gave the cashier two $20 bills and $3 in coins": the sums handed over together
        together: list[Term] = [(ONE, var) for var in handed_sums]
        return None if units != {unit} else together + [(-ONE, cost) for cost in spent]
    if units != {unit}:
        if not in_costs_unit or len(units) != 1 or len(handed) != 1 or named is not None:
            return None
        (cost_unit,) = units
        converted = None if _money_moved_apart(b, holders, cost_unit, accounted) else convert(
            b, handed_sum, unit, cost_unit, handed[0][0].amount.span, b.clause(handed[0][0]))
        if converted is None:
            return None
        handed_sum = converted  # "paid $20 … each muffin is 75 cents": the $20 in cents
    return [(ONE, handed_sum)] + [(-ONE, cost) for cost in spent]


def _handed_together(b: _Builder, handed: list[tuple[Entry, str]], named: str | None) -> bool:
    """ "She gave the cashier two $20 bills and $3 in coins": several sums handed over, all told
    in one clause (none supposed held, none named by the question) and in one unit, are together
    the one sum handed over."""
    return named is None and len(handed) > 1 and len({e.clause for e, _ in handed}) == 1 and not any(
        e.supposed for e, _ in handed) and len({b.vars[var].unit for _, var in handed}) == 1


def _bought_after_paying(b: _Builder, holders: Sequence[str], bought: list[Entry],
                         handed: list[Entry]) -> bool:
    """ "She paid with a $10 bill (and got $4 back). She also bought a cap.": a purchase told
    after the change, or after the sum handed over when others were told before it, may have
    been paid apart from that sum."""
    changes = [e for e in b.ledger.entries if e.op is Op.CHANGE and e.subject in holders]
    before = [e for e in bought if any(e.clause[1] <= h.clause[0] for h in handed)]
    return any(e.clause[0] >= c.clause[1] for e in bought for c in changes) or bool(before) and any(
        e.clause[0] >= h.clause[1] for e in bought for h in handed)


def _told_besides(b: _Builder, entry: Entry) -> bool:
    """ "She also taught second grade for 8 years", "ran 20 more minutes": a doing its clause
    tells as one more besides those told."""
    said = {word.strip(".,;:!?").lower() for word in b.clause(entry).split()}
    return bool(said & {"also", "more", "another"})


def _others_paid(b: _Builder, holders: Sequence[str]) -> bool:
    """ "Her brother paid for them": someone else paid an untold part of the cost."""
    return any(e.actor not in holders and e.amount.value is None and e.verb is not None
               and in_class(e.verb, "spending_verbs") for e in b.ledger.entries)


def _money_moved_apart(b: _Builder, holders: tuple[str, ...], unit: str, accounted: set[str]) -> bool:
    """ "She earns $9 an hour. She bought a pad for $4. She paid the clerk $20.": money of the
    buyer's that moved other than by the sum handed over, the sums spent and the priced
    purchases; what she spent is then not those alone. Coins moved count too ("gave the clerk a
    $20 bill and 3 quarters": the quarters were handed over as well)."""
    return any(e.id not in accounted and (e.kind.unit == unit or coin_value(e.kind.unit) is not None)
               and e.op not in (Op.OBSERVE, Op.TENDER, Op.CHANGE)
               and (e.subject in holders or e.actor in holders or e.other in holders)
               for e in b.ledger.entries)


def _supposed_purse(b: _Builder, holders: tuple[str, ...]) -> list[tuple[Entry, str]]:
    """ "How much change does she get back if she has $300?", "If he had a $50 bill, how
    much change …": the one money holding the question supposes is the sum handed over, when
    the story tells no other holding of the buyer's money. Her sums spent ("spends $40 on
    oranges") are what she spent, no holding; a part of her money spent ("spent 40% of her
    money") tells a holding of hers, so no purse is supposed beside it."""
    spent = [e for e in b.ledger.entries if e.op is Op.LOSS and e.actor in holders and e.verb is not None
             and in_class(e.verb, "spending_verbs")]
    doings = spent + [e for e, _ in b.costs if e.actor in holders]
    if spent and len(doings) > 1 and any(told_within(b.ledger.times, e.clause, DATING) for e in doings):
        return []  # "spent $40 yesterday and $10 today": handed over once, for both?
    if any(e.share is not None or e.amount.value is None for e in spent):
        return []  # "spent 40% of his money": a part of a holding told, no sum
    money = {b.vars[cost].unit for _, cost in b.costs} | {e.kind.unit for e in spent}
    held = [e for e in b.ledger.entries if e.kind.unit in money and e not in spent and (
        e.subject in holders or e.actor in holders or e.other in holders)]
    match held:
        case [Entry(op=Op.OBSERVE, supposed=True, later=False, at_start=False, whole=None) as purse] if (
            purse.id in b.amount_var and purse.share is None and not purse.rest
        ):
            return [(purse, b.amount_var[purse.id])]
    return []


# units whose parts are said as parts of the larger one: 90 minutes are 1.5 hours, 250 cents
# $2.50, 1500 grams 1.5 kilograms; never days or weeks (a day of work is no 24 hours), nor a
# length in feet asked in miles
_PARTS_SAID = frozenset({"second", "minute", "hour", "cent", "dollar", "milligram", "gram", "kilogram",
                         "millimeter", "centimeter", "meter", "kilometer", "milliliter", "liter"})


def said_in_parts(source: str, target: str) -> bool:
    """Whether an amount in ``source`` is said in ``target`` by the units table, a part of one
    too (90 minutes are 3/2 hours): the same unit, or two of ``_PARTS_SAID`` of one dimension."""
    first, second = measure_unit(source), measure_unit(target)
    return source == target or {source, target} <= _PARTS_SAID and (
        first is not None and second is not None and conversion_factor(first, second) is not None)


def _in_unit_asked(b: _Builder, terms: list[Term], unit: str | None, target: Target) -> list[Term]:
    """ "How many feet did she run?" of miles run, "How many minutes" of "2 hours and 30
    minutes": each term in the unit asked, by the factor the text states or a whole factor
    of the units table, cited as a given; a part of one only between units of ``_PARTS_SAID``
    ("How many hours" of 90 minutes: 3/2). Only when every unit the story tells that dimension
    in is among the terms: the replay keeps units apart, so "12 kg … ate 800 g" may be one
    holding split in two, and converting one part would miss the other. Otherwise the terms
    stay as they are (and the unit obligation refuses what does not add up)."""
    asked = measure_unit(unit) if unit is not None else None
    units = {b.vars[name].unit for _, name in terms}
    if unit is None or asked is None or units <= {unit}:
        return terms
    told = {e.kind.unit for e in b.ledger.entries if e.op is not Op.CONVERSION and e.id not in b.folded}
    of_dimension = {u for u in told if (m := measure_unit(u)) is not None and m.dimension == asked.dimension}
    if not of_dimension <= units or _done_on_days(b, asked):
        return terms
    converted: list[Term] = []
    for coefficient, name in terms:
        source = b.vars[name].unit
        in_unit = name if source == unit else convert(b, name, source, unit, target.span, target.text,
                                                      part={source, unit} <= _PARTS_SAID)
        if in_unit is None:
            return terms
        converted.append((coefficient, in_unit))
    return converted


def _done_on_days(b: _Builder, asked: MeasureUnit) -> bool:
    """ "worked 2 days", "practiced for a half day": a doing counted in days (or weeks) is
    counted in the days it was done on, never in so many whole days of it; so its days are no
    24 hours each, nor a working week 7 days, unless the text says how many ("There are 6 days
    in a week"). Only a time a thing lasts ("the trip took 2 days", lexicon ``lasting_verbs``)
    is that many whole days."""
    day = measure_unit("day")
    assert day is not None
    for e in b.ledger.entries:
        told = measure_unit(e.kind.unit)
        if told is None or e.verb is None or in_class(e.verb, "lasting_verbs") or (
                (whole := conversion_factor(told, day)) is None or whole < 1):
            continue
        below = conversion_factor(told, asked)
        if (asked.name, told.name) not in b.conversions and below is not None and below > 1 and (
                (factor := conversion_factor(asked, day)) is not None and factor < 1
                or in_class(e.verb, "working_verbs")):
            return True
    return False


def _apply(b: _Builder, entry: Entry) -> Refusal | None:
    if entry.whole_doing and _buyers_spending(b, entry):
        b.spent_totals.append((entry, b.amount(entry)))  # tied to all she spent (``_spent_in_all``)
        return None
    if entry.whole_doing and any(e.clause != entry.clause and (e.verb == entry.verb or e.op in (
        Op.GAIN, Op.LOSS, Op.TRANSFER, Op.EVENT) and e.kind.unit == entry.kind.unit)
                                 for e in b.ledger.entries):
        # "Penny counted a total of 30 frogs. She counted 12 in the morning": the 12 may be among
        # the 30; so may a doing of the things told by another verb ("spent a total of $90 … gave $30")
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a doer's total with no other doing of its verb told",))
    if entry.op is Op.TOTAL:
        return _total(b, entry, b.amount(entry))  # a total spans kinds: no one timeline
    if entry.op is Op.SHARE:
        return apply_share(b, entry)
    if entry.op is Op.DISCOUNT:
        return None  # applied to the buyer's priced purchases (``_cost``)
    key = b.key_for(entry.subject, entry.kind)
    if isinstance(key, Refusal):
        return key
    if entry.op in (Op.GAIN, Op.LOSS) and key not in b.timelines:
        key = _base_holding(b, key)
    if entry.op is Op.LOSS and key not in b.timelines and _used_in_a_unit_unlike_held(b, entry):
        # "had 3 L of juice. She drank 250 g of the juice": no units table turns one into the other
        return Refusal(RefusalCode.UNIT_MISMATCH, Stage.LEDGER, b.clause(entry), span=entry.clause)
    held = _held_in_another_unit(b, entry) if entry.op is Op.LOSS and key not in b.timelines else None
    if held is not None:
        return _lost_from_held(b, entry, held)  # "drank 500 mL of the juice" of "3 L of juice"
    if entry.op in (Op.GAIN, Op.LOSS, Op.TRANSFER) and key not in b.timelines:
        key = _pooled_by_members(b, key)
    if entry.op is Op.EVENT and not entry.effect_known and key not in b.timelines:
        key = _thing_of_the_doer(b, key)
    if entry.op is Op.START_EMPTY:
        if not told_with(b.ledger.times, entry.clause, _PLACED_BEFORE) and any(
            (e.op is Op.LOSS or e.op is Op.TRANSFER) and (
                e.subject == entry.subject or entry.subject in b.ledger.entity(e.subject).members)
            and told_with(b.ledger.times, e.clause, _PLACED_BEFORE)
            for e in b.ledger.entries[b.ledger.entries.index(entry) + 1:]
        ):
            # "She found $30 today. She spent $20 yesterday.": told after, done before the
            # first getting, so it came out of money held before it, not from none (so too
            # what a group she is one of gave away: "If they gave away 4 last year")
            return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, b.clause(entry),
                           span=entry.clause)
        current = b.state(key)
        b.givens.append(Given(entry.id, current, Fraction(0), entry.amount.span,
                              entry.amount.text, constant="reading: a first acquisition starts from none"))
        return None
    if entry.op is Op.RATE:
        return _rate(b, entry, key)
    if entry.op in (Op.PRICE, Op.SALE_PRICE):
        return None
    if entry.op is Op.CONVERSION:
        stated_conversion(b, entry)
        return None
    if entry.op is Op.TENDER or _handed_for_purchases(b, entry):
        b.tendered.append((entry, b.amount(entry)))  # the change is what comes back of it
        return None
    if entry.op is Op.CHANGE:
        b.changes_got.append((entry, b.amount(entry)))  # tied to the sum handed over (``_change_told``)
        return None
    if entry.op is Op.PACE and (entry.share_event or entry.share_of is not None):
        return compared_pace(b, entry)  # "reads twice as many pages as Ana": her pace, doubled
    if entry.op is Op.PACE:
        return apply_pace(b, entry)
    amount = b.amount(entry)
    if entry.offset is not None:
        return at_offset(b, entry, key, amount)  # "in 4 years, Tom will be 20"
    if entry.other_then is not None:
        return aged_when(b, entry, key, amount)  # "Ann was 20 when Bo was 8"
    told_as_share = entry.share is not None or entry.share_event or entry.share_entry is not None
    if told_as_share and (refused := share(b, entry, amount)) is not None:
        return refused  # "a third of them": the amount is a fraction of a stated one
    if entry.op is Op.GOAL and tense_within(b.ledger.times, entry.clause) is Tense.PAST and (
        b.ledger.target is not None and told_with(b.ledger.times, b.ledger.target.span, _NOW_MARKED)
    ):
        # "Gus needed 810 cans. … How many boxes does he need now?": the need then, still his?
        return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, b.clause(entry), span=entry.clause)
    if entry.op is Op.GOAL and entry.wanted is not None:
        b.wanted[(entry.subject, entry.kind)] = entry
    elif entry.op is Op.GOAL:
        b.goals[(entry.subject, entry.kind)] = amount
    elif entry.op is Op.OBSERVE:
        if _some_more_held(b, entry, key):
            # "Max has 22 plates. He also has some plates at home.": more of them, or the same?
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("a holding of no amount told before its amount",))
        if entry.at_start and _merged_after_changes(b, key):
            # "found 3 pennies and 4 dimes. He already had 10 coins.": the coins before the
            # finding; the timeline that counts them together starts after it
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("a holding of kinds together told after their changes",))
        if not (entry.later or entry.at_start) and (
            len(b.timelines.get(key, ())) > 1 or _merged_after_changes(b, key)
        ) and (past_holding(b, entry) and not _told_after(b, entry)
               and not told_with(b.ledger.times, entry.clause, _NOW_LEFT)):
            # "Ann bought 2 shirts. She had $50.": a past holding told after a change, with no
            # "now", "left" or "then": held before the change, or after it?
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("a holding placed before or after what changed it",))
        if not entry.at_start and _changed_in_a_group(b, key, entry):
            # "Ann and Bo bought 4 pens. (Now) Ann has 12 pens.": are the group's pens among hers?
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("a holding of one of a group told before the group's change",))
        if entry.whole is None and any(
            e.op is Op.OBSERVE and e.clause == entry.clause and e.whole is None and _entry_key(b, e) == key
            for e in b.ledger.entries[:b.ledger.entries.index(entry)]
        ):
            # "She has $8 left in her purse and $5 in the bank": one holder's holding of one kind
            # told twice in one clause, at two places (both hers), never one after the other
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("a holding of one kind told once at one time",))
        current = b.state(key)
        if (entry.later or _told_after(b, entry)) and current in b.observed or entry.later and (
            _gained(b, current) and _says_left(b, entry) and _asks_untold_event(b)
        ) or _only_holding_told_as_after(b, entry, key):
            # "She had 20. … she had seven left", "She had some. Then she had 60": a change the
            # story does not tell; so too after a gain ("He bought 11. After the party he had
            # two left. How many were eaten?") when the question asks for an event never told,
            # and before a holding told as "now" or "left" that is all the story tells of it
            change = b.new_var(f"{entry.id}.change", entry.kind.unit,
                               f"the untold change before {entry.id}", signed=True)
            b.change(key, entry, ONE, change)
            b.untold.setdefault(key, []).append(change)
        observed = b.timelines[key][0] if entry.at_start else b.timelines[key][-1]
        b.observed.add(observed)
        if not entry.at_start and entry.past:
            if observed in b.compared_states:
                # "Ivo has 5 more stamps than Jan. Jan had 12 yesterday.": compared now with then
                return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                               span=entry.clause, expected=("holdings compared at one time",))
            b.told_then.add(observed)  # "Jan had 12 stamps last year": not what he has now
        now, then = bool(told_with(b.ledger.times, entry.clause, _NOW_MARKED)), held_then(b, entry)
        present = tense_within(b.ledger.times, entry.clause) is Tense.PRESENT
        if now and observed in b.compared_then or then and observed in b.compared_now or (
                present and observed in b.compared_placed):
            # "Lola had 4 times as many shells as Edna. Edna has 7 now.", "Lola has 4 times as
            # many shells as Edna. Edna had 7.": compared at one time, held at another
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                           span=entry.clause, expected=("holdings compared at one time",))
        if now:
            b.held_now.add(observed)
        if told_with(b.ledger.times, entry.clause, _NOW):
            b.said_now.add(key[0])
        if then:
            b.held_past.add(observed)
        if present:
            b.held_present.add(observed)
        if (observed == b.timelines[key][0] and entry.later) or told_with(b.ledger.times, entry.clause, _NOW):
            # "Ann has 7 pears now", "ended up with 7 pears" first: what she did next is told before;
            # so too "now" after changes ("gave 5 away. Now she has 7. She ate 2.": eaten before now?)
            b.told_now.add(observed)
        b.equation(entry, [(ONE, observed), (-ONE, amount)])
        if entry.whole is not None:
            b.part_of[key] = entry.whole
            whole = next(e for e in b.ledger.entries if e.id == entry.whole)
            if (whole_key := _entry_key(b, whole)) is not None and whole_key != key:
                b.parts.setdefault(whole_key, []).append(key)
                b.whole_of[key] = whole_key
        if entry.whole is not None:
            # "the rest are spoons": the parts make up the whole; before it, the parts told (each
            # apart from the others) and some not told yet make it up ("has 20 pens; 12 are red,
            # 10 are blue" tells more pens than there are)
            told = b.ledger.entries[:b.ledger.entries.index(entry) + 1]
            if entry.rest and any(
                e.whole == entry.whole and e is not entry and e.kind.unit == entry.kind.unit
                and _described_otherwise(e, entry, whole) for e in told
            ):
                # "20 marbles. 5 are big. The rest are green.": the big ones may be green too,
                # so the green ones are not the rest alone
                return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                               span=entry.clause, expected=("a rest told on the scale of the parts",))
            parts = [b.amount_var[e.id] for e in told if e.whole == entry.whole]
            others = [] if entry.rest else [(-ONE, _others_beside(b, entry))]
            b.equation(entry, [(ONE, b.amount_var[entry.whole])] + [(-ONE, p) for p in parts] + others)
    elif entry.op in (Op.GAIN, Op.LOSS, Op.TRANSFER) and key in b.timelines and (
        b.state(key) in b.told_now and not _told_after(b, entry)
    ):
        # "Ann has 7 pears now. She ate 3.": eaten before now, so not taken from the 7
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a change placed after the holding told as now",))
    elif entry.scaled is not None:
        return scaled(b, entry, key, amount)
    elif entry.op is Op.GAIN and _saved_from_held(b, entry):
        # "Ann had 30 stickers. She saved 10 stickers.": 10 of hers kept aside, or 10 more?
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a saving told apart from a holding of its kind",))
    elif entry.op in (Op.GAIN, Op.LOSS):
        b.change(key, entry, ONE if entry.op is Op.GAIN else -ONE, amount)
        if entry.op is Op.GAIN:
            return _cost(b, entry, amount)
        return _one_paid_for(b, entry, amount) or proceeds(b, entry, amount)
    elif entry.op is Op.COMPARE and entry.verb is not None:
        b.compared_events.append((entry, amount))  # both sides' events may be told later
    elif entry.op in (Op.SCALE, Op.COMPARE) and _part_of_a_whole_told_apart(b, entry):
        # "Ann has 60 pens. 20 are red. She has twice as many blue pens as red pens.": the blue
        # ones are some of the 60, which this tie does not say (added to them, 60 counts twice)
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a part of a told whole told as a part",))
    elif entry.op in (Op.TRANSFER, Op.SCALE, Op.COMPARE):
        return _between(b, entry, key, amount)
    elif entry.op is Op.EVENT and (refused := pay_in(b, entry)) is not None:
        return refused
    elif entry.op is Op.EVENT and not entry.effect_known and key in b.timelines:
        if _task_done(b, entry, key):
            return None  # "finished 5 of the problems to do": still told, now done
        # a verb whose effect on holdings is unknown leaves the holding unknown after it
        effect = b.new_var(f"{entry.id}.effect", entry.kind.unit,
                           f"the unknown effect of {entry.verb!r}", signed=True)
        b.change(key, entry, ONE, effect)
    return None


def _some_more_held(b: _Builder, entry: Entry, key: tuple[str, Kind]) -> bool:
    """A holding of no amount ("He also has some plates at home") told after the holder's amount
    of the kind with nothing changed between: the same plates said again, or more of them? """
    if entry.amount.value is not None or entry.later or entry.at_start or key not in b.timelines or (
        b.state(key) not in b.observed
    ):
        return False
    return any(e.op is Op.OBSERVE and e.amount.value is not None and b.key_for(e.subject, e.kind) == key
               for e in b.ledger.entries[:b.ledger.entries.index(entry)])


def _thing_of_the_doer(b: _Builder, key: tuple[str, Kind]) -> tuple[str, Kind]:
    """ "Ida's rope was 15 feet long. She coiled some of it.": a doing of unknown effect told of
    one who holds none of its kind is done to the one thing of theirs that does (her rope),
    whose length is then unknown after it, as ``_thing_of_theirs`` reads a question of hers."""
    owned = [k for k in b.timelines if k[1] == key[1] and k[0].partition(" of ")[2] == key[0]]
    return owned[0] if len(owned) == 1 else key


_OWNING = frozenset({"own", "belong", "possess"})  # what is one's own, lent or not
_NOW = frozenset({TimeKind.NOW})
_NOW_OR_STILL = frozenset({TimeKind.NOW, TimeKind.STILL, TimeKind.LEFT})
_NOW_LEFT = _NOW_OR_STILL | {TimeKind.REMAINING}  # a holding told as after what went before
_NOW_MARKED = _NOW_OR_STILL | {TimeKind.DAY}  # a holding said of now, or of a day named from now
_PLACED_BEFORE = frozenset({TimeKind.PAST})
_PAST_COMPARED = frozenset({TimeKind.PAST_TENSE, TimeKind.START, TimeKind.PAST, TimeKind.PRIOR})
_AFTER = frozenset({TimeKind.LATER, TimeKind.END})
_PAST_TENSE = frozenset({TimeKind.PAST_TENSE})
_ONE_OF_A_ROW = frozenset({TimeKind.LATER, TimeKind.START, TimeKind.PRIOR})  # "later", "first", "last"


def _held_in_another_unit(b: _Builder, entry: Entry) -> tuple[str, Kind] | None:
    """ "Tony made 14 L of lemonade. He drank 9500 mL of the lemonade.": a measured amount used
    "of the" stuff one holding of its holder holds in another unit of one dimension,
    a part of the other by the units table (``_PARTS_SAID``: liters and milliliters, kilograms
    and grams), is taken from that holding; the holding's timeline, else None. Never when the
    holder holds that stuff in the loss's own unit too, or in two other units."""
    if entry.kind.of is None or entry.amount.value is None or not re.match(
        r"\s*of\s+the\b", _after_unit(b, entry)
    ):
        return None
    held = [(holder, kind) for holder, kind in b.timelines if holder == entry.subject
            and kind.of == entry.kind.of and kind.modifiers == entry.kind.modifiers and kind.part is None]
    if len(held) != 1 or held[0][1].unit == entry.kind.unit or not said_in_parts(
        entry.kind.unit, held[0][1].unit
    ):
        return None
    return held[0]


def _used_in_a_unit_unlike_held(b: _Builder, entry: Entry) -> bool:
    """ "Ann had 3 L of juice. She drank 250 g of the juice.": an amount used "of the" stuff its
    holder holds only in a unit the units table does not turn the amount's unit into (another
    dimension, or no measure): what is left of the holding is not told. One who holds none of
    the stuff uses it up from anyone's holding of it."""
    if entry.kind.of is None or not re.match(r"\s*of\s+the\b", _after_unit(b, entry)):
        return False
    of_stuff = [(holder, kind.unit) for holder, kind in b.timelines
                if kind.of == entry.kind.of and kind.modifiers == entry.kind.modifiers and kind.part is None]
    # the user's own holding of the stuff, else anyone's ("His guests drank 900 g of the lemonade")
    held = [unit for holder, unit in of_stuff if holder == entry.subject] or [unit for _, unit in of_stuff]
    if not held or entry.kind.unit in held:
        return False
    used = measure_unit(entry.kind.unit)
    return all(used is None or (unit := measure_unit(told)) is None or conversion_factor(used, unit) is None
               for told in held)


def _after_unit(b: _Builder, entry: Entry) -> str:
    """The words of the entry's clause after its amount and unit ("of the lemonade")."""
    rest = b.text[entry.amount.span[1]:entry.clause[1]]
    return re.sub(r"^\s*[A-Za-z]+", "", rest, count=1)


def _lost_from_held(b: _Builder, entry: Entry, held: tuple[str, Kind]) -> Refusal | None:
    """The loss, in the held unit by the units table (cited), taken from the held timeline; its
    own unit is then no unit of a holding of the story's (``b.folded``)."""
    converted = convert(b, b.amount(entry), entry.kind.unit, held[1].unit, entry.amount.span, b.clause(entry),
                        part=True)
    if converted is None:
        return Refusal(RefusalCode.UNIT_MISMATCH, Stage.LEDGER, b.clause(entry), span=entry.clause)
    b.folded.add(entry.id)
    b.change(held, entry, -ONE, converted)
    return None


def _saved_from_held(b: _Builder, entry: Entry) -> bool:
    """A saving (lexicon ``sparing_verbs``) with no "more" after the saver's holding of its kind
    told as had: some of what she had kept aside, or more of it?"""
    told = b.ledger.entries[:b.ledger.entries.index(entry)]
    return in_class(entry.verb or "", "sparing_verbs") and not (entry.continuation or entry.another) and any(
        e.op is Op.OBSERVE and e.subject == entry.subject and e.kind.unit == entry.kind.unit for e in told)


def _merged_after_changes(b: _Builder, key: tuple[str, Kind]) -> bool:
    """``key`` counts kinds together ("his coins" after pennies and dimes) from a time after
    one of them changed: its start is not the kinds' start."""
    return any(len(b.timelines[kind]) > 1 for kind, into in b.merged.items() if into == key)


def _changed_in_a_group(b: _Builder, key: tuple[str, Kind], entry: Entry) -> bool:
    """ "Ann and Bo bought 4 pens. Ann had 12 pens.": the kind changed by an amount told, before
    ``entry``, for a group the holder is one of; whether the group's things are among the
    holder's is not told. (A habit of no amount, "They all raise goats", tells no change.)"""
    holder, _ = key
    groups = {group.id for group in b.ledger.entities if holder in group.members}
    return any(e.subject in groups and e.op in (Op.GAIN, Op.LOSS, Op.TRANSFER) and e.amount.value is not None
               and e.clause[0] < entry.clause[0] and _entry_key(b, e) == (e.subject, key[1])
               for e in b.ledger.entries)


def past_holding(b: _Builder, entry: Entry) -> bool:
    """ "had", "was", "were" in the entry's own clause: a holding said of a time gone by."""
    return any(t.text.lower() in ("had", "was", "were")
               for t in told_within(b.ledger.times, entry.clause, frozenset({TimeKind.PAST_TENSE})))


def held_then(b: _Builder, entry: Entry) -> bool:
    """A holding told in the past tense, by "had" or by the verb itself ("owned", "kept"
    9 goats): said of a time gone by, not known to hold now."""
    return past_holding(b, entry) or any(
        verb.written.lower() != verb.lemma and verb.written.lower() in inflections(verb.lemma, "VBD")
        for verb in b.ledger.told.verbs_within(entry.clause))


def _only_holding_told_as_after(b: _Builder, entry: Entry, key: tuple[str, Kind]) -> bool:
    """ "Ann has 7 pears left.", "Now they have 2 posters left." with nothing else told of the
    holder's things of the kind: "left" and "now" say something went before, never told."""
    told_as_after = entry.later or bool(told_with(b.ledger.times, entry.clause, _NOW_LEFT))
    return told_as_after and not entry.at_start and (
        len(b.timelines.get(key, ())) <= 1 and b.state(key) not in b.observed
    ) and not any(e is not entry and e.kind.unit == entry.kind.unit and entry.subject in (e.subject, e.other)
                  for e in b.ledger.entries)


def _told_after(b: _Builder, entry: Entry) -> bool:
    """ "then", "after", "later", "finally", "at the end" in the entry's sentence up to its
    clause's end: placed after what was told before it."""
    return any(t.span[1] <= entry.clause[1] for t in told_with(b.ledger.times, entry.clause, _AFTER))


def _kind_told_uncounted(b: _Builder, target: Target) -> str | None:
    """A kind of the asked things listed among others in a sentence that counts none ("red
    chairs, yellow chairs and blue chairs", "red, pink and white daisies") that no entry counts:
    the whole asked holds them too, in a number not told. Returns the kind's name."""
    unit = target.matcher.unit
    if unit is None or target.matcher.modifiers:
        return None
    counted = {modifier for e in b.ledger.entries if e.kind.unit == unit for modifier in e.kind.modifiers}
    counting = {e.clause for e in b.ledger.entries
                if unit == e.kind.unit or unit in (e.kind.part or "").split()}  # "12 are tall oaks"
    nouns = [n for n in b.ledger.told.nouns if n.clause not in counting and not (
        target.span[0] <= n.span[0] < target.span[1])]
    named: dict[tuple[int, int], dict[str, str]] = {}  # per clause: each kind named, and its noun
    for index, noun in enumerate(nouns):
        if noun.head != unit or not noun.modifiers:
            continue
        kinds = named.setdefault(noun.clause, {})
        kinds[" ".join(noun.modifiers)] = noun.written
        before = index
        while before and _listed_before(b, nouns[before - 1], nouns[before]):
            before -= 1
            kinds[nouns[before].head] = noun.written  # "red, pink and white daisies": listed before it
    listed = [kinds for kinds in named.values() if len(kinds) > 1]
    return next((f"'{kind} {written}' are named but never counted" for kinds in listed
                 for kind, written in kinds.items() if not set(kind.split()) <= counted), None)


def _made_of_held(b: _Builder, target: Target) -> Entry | None:
    """A making (lexicon ``producing_verbs``) of the asked things, not said to be more, by one
    told holding things of that kind before it: cooking, frying or baking them may use those
    held ("had 5 eggs. She fried 3 eggs") as well as make new ones ("baked 3 more cakes"); so
    may a making named by the held kind's head alone ("28 sheets of paper. She folded 5 sheets")."""
    entries = b.ledger.entries

    def makers(e: Entry) -> tuple[str, ...]:
        doer = e.actor or e.subject  # ("They cooked 6 apples": what any of them held)
        return (doer, *next((x.members for x in b.ledger.entities if x.id == doer), ()))

    return next((e for i, e in enumerate(entries)
                 if e.op is Op.GAIN and target.matcher.matches(e.kind) and not (e.continuation or e.another)
                 and in_class(e.verb or "", "producing_verbs") and any(
                     held.op in (Op.OBSERVE, Op.GAIN) and held.subject in makers(e)
                     and _named_as_held(e.kind, held.kind) for held in entries[:i])), None)


def _named_as_held(made: Kind, held: Kind) -> bool:
    """The kind made is the held one, or named by its head alone ("folded 5 sheets" after "28
    sheets of paper": of the paper's sheets, maybe)."""
    return made == held or made.unit == held.unit and made.of is None and not made.modifiers and (
        made.part is None)


def _listed_before(b: _Builder, listed: NounTold, noun: NounTold) -> bool:
    """ ``listed`` is a bare word of the list that ends in ``noun`` ("red, pink and white daisies")."""
    between = b.text[listed.span[1]:noun.span[0]].strip(" ,")
    return listed.clause == noun.clause and not listed.modifiers and between in ("", "and", "or")


def _member_told_nothing(b: _Builder, target: Target) -> str | None:
    """A person of a group named by them ("Ann, Bo and Cy", "the three friends" after them) that
    the question asks about and no entry tells anything of; for a doing asked ("How many fish
    did Ann and her dad catch?"), none tells a doing of hers of the asked things (her dad gave
    her 10: how many did he catch?)."""
    asked_doing = target.what is TargetWhat.EVENTS and target.verb is not None and (
        not target.matcher.counts_money)  # money spent is told by the things bought
    told: set[str] = set()
    for e in b.ledger.entries:
        doing = e.verb == target.verb or target.matcher.matches(e.kind) and e.op is Op.GAIN
        if asked_doing and not doing:
            continue
        # ("Rob bought 4 pens from Amy": the doer is the buyer, not the one bought from)
        for who in (e.actor or e.subject,) if asked_doing else (e.subject, e.actor, e.other):
            if who is not None:
                told.update((who, *_told_members(b, who)))
    kinds = (EntityKind.PERSON, EntityKind.ROLE) if asked_doing else (EntityKind.PERSON,)
    people = {e.id for e in b.ledger.entities if e.kind in kinds}
    # a doing asked of a group the question counts ("the two friends" of "Jo went shopping with
    # Amy"): each member's doing must be told, named together in the story or not
    counted = asked_doing and target.people is not None
    roles = {e.id for e in b.ledger.entities if e.kind is EntityKind.ROLE
             and in_class(e.id.split(" of ")[0].split()[-1], "person_nouns")}

    # people told as company ("went to the farm with Lev"), not in a clause of the doing asked
    # ("baked 5 pies with Bo": the 5 are theirs together)
    doings = {e.clause for e in b.ledger.entries if e.verb == target.verb}
    company = {e.id for e in b.ledger.entities if e.kind is EntityKind.PERSON and any(
        p.word == "with" and p.clause not in doings and set(e.id.lower().split()) <= set(p.object)
        for p in b.ledger.told.prepositions)}
    # people told only as the one bought from ("Sam bought 5 pies from Bo"): nothing of theirs done
    doers = {e.actor or e.subject for e in b.ledger.entries}
    company |= {e.subject for e in b.ledger.entries if e.op is Op.TRANSFER and e.actor not in (
        None, e.subject)} - doers

    def members(holder: str) -> tuple[str, ...]:
        named = _told_members(b, holder, implicit=counted)
        if named or not asked_doing:
            return named
        # so must that of a person named by a role that a "they" of everyone named takes in
        # ("Ann helped her mom bake cookies. Her mom baked 12 …": her mom's, if "her" is the
        # mom's), or of one told going along "with" another ("Uma went to the farm with Lev.
        # Uma picked 14 plums": Lev's picking untold), or of one told only as the one bought
        # from; a name may be a place's ("Their first stop is Lake Ontario")
        return tuple(m for m in _told_members(b, holder, implicit=True) if m in roles or m in company)

    untold = next((member for holder in target.holders or () for member in members(holder)
                   if member not in told and member in people), None)
    if untold is None:
        return None
    return f"no {target.verb!r} of {untold}'s is told" if asked_doing else f"nothing is told of {untold}"


def _found_in_a_state(b: _Builder) -> Entry | None:
    """A finding of things in a state the finder's own may be in ("Sam had 12 apples. He found
    4 rotten apples."): found among his, or got besides? The finding, or None."""
    for i, e in enumerate(b.ledger.entries):
        if e.op is Op.GAIN and e.verb in ("find", "discover", "notice", "spot") and any(
            in_class(word, "condition_adjectives") for word in re.findall(r"[a-z]+", b.clause(e).lower())
        ) and any(held.subject == e.subject and held.kind.unit == e.kind.unit
                  and held.op in (Op.OBSERVE, Op.GAIN) for held in b.ledger.entries[:i]):
            return e
    return None


def _kept_then_got(b: _Builder, target: Target, holders: list[str]) -> bool:
    """ "How many roses did Ian keep?" where he got some of the kind asked after giving or losing
    some: what he kept of them is not what he holds at the end."""
    if not re.search(r"\b(?:keep|kept)\b", target.text.lower()):
        return False
    lost = False
    for e in b.ledger.entries:
        if not target.matcher.matches(e.kind):
            continue
        gets = e.op is Op.GAIN and e.subject in holders or e.op is Op.TRANSFER and e.other in holders
        lost = lost or e.op in (Op.LOSS, Op.TRANSFER) and e.subject in holders
        if lost and gets:
            return True
    return False


def _they_beside_a_group_described(b: _Builder, target: Target) -> bool:
    """A plural pronoun in the question bound to everyone named, where a subject was told
    "one of the hunters" between commas: "they" may be that group, whose doings are not told."""
    described = any(q.excluded == SUBJECT_DESCRIBED for q in b.ledger.quantities)
    return described and any(
        bound.plural and target.span[0] <= bound.span[0] < target.span[1]
        and b.ledger.entity(bound.chosen).implicit for bound in b.ledger.bindings)


def _told_members(b: _Builder, entity_id: str, implicit: bool = False) -> tuple[str, ...]:
    """The members of a group the text names ("Ann and Bo"), or with ``implicit`` of any group;
    none for any other holder."""
    group = next((e for e in b.ledger.entities if e.id == entity_id), None)
    named = group is not None and group.kind is EntityKind.GROUP and (implicit or not group.implicit)
    return group.members if named and group is not None else ()


def _owner_holding(b: _Builder, target: Target) -> Target | None:
    """ "Jerry had 8 figures on a shelf. He added 2 more to the shelf. How many are on his
    shelf?": a place of the owner's that the story gives no holding of its own asks for the
    owner's holding — the sub-kind the place names ("his bag" of "books in his bag"), else the
    holding whose first telling names the place, when every gain or holding told since names it
    too (a gain told elsewhere may not be on the shelf). None: the place is asked about as it is."""
    assert target.place_of is not None
    owner, place = target.place_of
    if any(target.holders and target.holders[0] in (e.subject, e.other) for e in b.ledger.entries):
        return None
    if any(place in (noun_form(word) for word in entity.id.split()) for entity in b.ledger.entities
           if not target.holders or entity.id != target.holders[0]):
        return None  # "hung 3 mugs on the rack": the story's rack holds its own
    keys = [key for key in b.timelines if key[0] == owner and target.matcher.matches(key[1])]
    if not keys:
        return _scene_holding(b, target, owner, place)
    named = [key for key in keys if place in key[1].modifiers]
    if named:
        matcher = attrs.evolve(target.matcher, modifiers=target.matcher.modifiers + (place,))
        return attrs.evolve(target, holders=(owner,), matcher=matcher, place_of=None)
    # "Ryan collected 89 leaves … How many are left in his collection?": a collection is all
    # the owner has of the kind, unless some is told apart ("20 in his bag", in any thing)
    apart = [key for key in b.timelines if target.matcher.matches(key[1])
             and not _a_person(b.ledger.entity(key[0]))] + [
        key for key in keys if set(key[1].modifiers) - set(target.matcher.modifiers)]
    if in_class(place, "holding_nouns") and not apart:
        return attrs.evolve(target, holders=(owner,), place_of=None)
    told = [e for e in b.ledger.entries if owner in (e.subject, e.other) and target.matcher.matches(e.kind)]
    groups = {e.id for e in b.ledger.entities if owner in e.members}
    if any(groups & {e.subject, e.other} and target.matcher.matches(e.kind) for e in b.ledger.entries):
        return None  # "Tom and Ann have 5 cows": on his farm? his, or theirs?
    if any(owner not in (e.subject, e.other) and target.matcher.matches(e.kind) and _names_place(b, e, place)
           for e in b.ledger.entries):
        return None  # "Ann has 5 cows on his farm": the farm holds more than his own
    gains = [e for e in told[1:] if e.op is Op.GAIN and e.subject == owner
             or e.op is Op.TRANSFER and e.other == owner or e.op is Op.OBSERVE and not e.later
             or e.op in (Op.SCALE, Op.COMPARE) and e.subject == owner]
    if not keys or not told or not _names_place(b, told[0], place) or not all(
        _names_place(b, e, place) or _added_to_the_held(e) for e in gains
    ):
        return None  # ("He also has 25 pines": on the farm too?)
    return attrs.evolve(target, holders=(owner,), place_of=None)


def _added_to_the_held(entry: Entry) -> bool:
    """ "She had 30 songs on her phone. She added 10 songs.": a gain of the owner's by a verb
    that brings things into what is held (lexicon ``admitting_verbs``: "added", "enrolled"),
    told with no place, giver or receiver of its own, joins the things already held, at the one
    place they were told held; any other getting ("bought 10 songs") may be kept elsewhere."""
    return entry.op is Op.GAIN and entry.verb is not None and in_class(entry.verb, "admitting_verbs") and (
        not entry.settings and entry.other is None and entry.held_at is None)


_POSSESSIVES = ("his", "her", "their", "its", "my", "our", "your")


def _scene_holding(b: _Builder, target: Target, owner: str, place: str) -> Target | None:
    """ "In her house there are red chairs and blue chairs. There are 5 red chairs. … How many
    chairs are there in Susan's house?": the owner holds none of the kind and every telling of
    it is unplaced, after a scene that names the owner's place ("her house", "Susan's house"):
    the unplaced holding is the one in that place. None otherwise."""
    told = [e for e in b.ledger.entries if (target.matcher.matches(e.kind) or e.other_kind is not None
                                            and target.matcher.matches(e.other_kind))
            and not (e.op is Op.EVENT and e.amount.value is None)]  # "Susan loves chairs": no count
    if not told or any(e.subject != "world" or e.other not in (None, "world") and e.op is not Op.TRANSFER
                       for e in told):  # ("Lisa borrows 3 chairs": they leave the place)
        return None
    scene_end = min(e.clause[0] for e in told)
    owners = {*_POSSESSIVES, owner.lower()}
    if not any(n.span[1] <= scene_end and n.head == place and not n.modifiers and n.owner is not None
               and n.owner.lower() in owners for n in b.ledger.told.nouns):
        return None
    return attrs.evolve(target, holders=("world",), place_of=None)


def _names_place(b: _Builder, entry: Entry, place: str) -> bool:
    """The entry's clause names the place (in any form of its noun)."""
    return names_noun(b.clause(entry), place)


def _gained(b: _Builder, state: str) -> bool:
    """The state was made by a gain of the holder's."""
    made_by = next((e for e in b.ledger.entries if e.id == b.creator.get(state)), None)
    return made_by is not None and made_by.op is Op.GAIN


def _asks_untold_event(b: _Builder) -> bool:
    """The question asks for the amount of a verb's events, and the story tells none of that
    verb: it presupposes an event the story left out."""
    target = b.ledger.target
    asked = target.parts if target.what in (TargetWhat.DIFFERENCE, TargetWhat.SUM, TargetWhat.PERCENT) else (
        target,)
    return any(part.what is TargetWhat.EVENTS and part.verb is not None
               and not any(_same_event(e.verb, part.verb) for e in b.ledger.entries) for part in asked)


def _finer_kind_held(b: _Builder, key: tuple[str, Kind]) -> bool:
    """Whether the holder holds, apart, a kind the key's kind also names ("big red marbles"
    beside "red marbles"): the key's timeline counts only some of what its words name."""
    holder, kind = key
    return any(h == holder and k != kind and k.narrows(kind) and (
        set(kind.modifiers) < set(k.modifiers) or kind.of is not None and k.of != kind.of)
        for h, k in b.timelines)


def _says_left(b: _Builder, entry: Entry) -> bool:
    """The clause says what was left ("had two left", "the remaining"), not only "now"."""
    return bool(told_within(b.ledger.times, entry.clause, frozenset({TimeKind.LEFT, TimeKind.REMAINING})))


def _between(b: _Builder, entry: Entry, key: tuple[str, Kind], amount: str) -> Refusal | None:
    """Entries that tie the subject's holding to another's: transfer, scale, comparison."""
    assert entry.other is not None
    group = b.ledger.entity(entry.other)
    if entry.op is Op.SCALE and entry.other_kind is None and group.kind is EntityKind.GROUP and (
        not group.implicit and (entry.other, entry.kind) not in b.timelines
    ):
        return _scale_of_total(b, entry, key, amount, group.members)
    if entry.op is Op.SCALE and entry.other_kinds:
        return _scale_of_kinds(b, entry, key, amount)
    other = b.key_for(entry.other, entry.other_kind or entry.kind)
    if isinstance(other, Refusal):
        return other
    if entry.op is not Op.TRANSFER and other not in b.timelines and other[0] != key[0] and (any(
        "ADJ" in lemmas(word) for word in other[1].modifiers
    ) or bool(hypernyms_of(other[1].unit))):
        # "6 more red balls than Mo. Mo has 9 balls": Mo's balls need not all be red (a
        # compound's noun names the kind: "cheese crackers" are Mo's crackers); "5 more dolls
        # than Ria. Ria has 8 toys": Ria's toys need not all be dolls; two kinds of one holder
        # ("4 more red pens than blue pens") are both what "her pens" counts
        b.compared_only.add(other)
    if other == key:
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("two holdings to compare",))
    if entry.op is not Op.TRANSFER:
        if _finer_kind_held(b, other):
            # "5 red marbles and 2 big red marbles … as many blue marbles as red marbles": the
            # big red ones are red marbles too
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("a kind compared with none of it held apart",))
        if _compared_before_told_change(b, entry, (key, other)):
            # "Ann gave Bo 4 pens. At first Bo had twice as many pens as Ann.": the two
            # holdings compared before the change told ahead, or after it?
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("holdings compared at a time the story places",))
        if b.state(other) in b.told_then:
            # "Jan had 12 yesterday. Ivo has 5 more stamps than Jan.": now compared with then
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("holdings compared at one time",))
        b.compared_states.add(b.state(other))
        if (refused := _compared_at_another_time(b, entry, {b.state(key), b.state(other)})) is not None:
            return refused
    if entry.op is Op.TRANSFER:
        b.change(key, entry, -ONE, amount)
        b.change(other, entry, ONE, amount)
    elif entry.op is Op.SCALE:
        # the factor is "kind per kind": units compose like any rate's
        b.vars[amount] = attrs.evolve(b.vars[amount], per=(entry.other_kind or entry.kind).unit, count=False)
        # "6 more than twice as many": the multiple and the amount added (or taken)
        terms: tuple[Term, ...] = ((ONE, b.state(key)),) + added(b, entry)
        b.equations.append(Equation(entry.id, terms, Fraction(0), b.clause(entry),
                                    products=((-ONE, amount, b.state(other)),)))
    else:
        sign = Fraction(entry.sign)
        terms = ((ONE, b.state(key)), (-ONE, b.state(other)), (-sign, amount))
        b.equations.append(Equation(entry.id, terms, Fraction(0), b.clause(entry),
                                    counts_compared=other[1].unit != key[1].unit))
    return None


def _scale_of_kinds(b: _Builder, entry: Entry, key: tuple[str, Kind], amount: str) -> Refusal | None:
    """ "He has twice as many fish as cats and dogs combined": the factor times the sum of the
    holder's holdings of the kinds named, each told and held now; kinds of two units are summed
    as the narrowest category they all belong to (mammals), which the unit obligation checks
    each counts, and the factor is fish per mammal."""
    assert entry.other_kind is not None
    keys: list[tuple[str, Kind]] = []
    own = KindMatcher(entry.kind.unit, entry.kind.of, entry.kind.modifiers)
    for kind in (entry.other_kind, *entry.other_kinds):
        other = b.key_for(entry.subject, kind)
        if isinstance(other, Refusal):
            return other
        matcher = KindMatcher(kind.unit, kind.of, kind.modifiers)
        if other not in b.timelines or other == key or own.matches(kind) or matcher.matches(entry.kind) or (
            b.state(other) in b.told_then or other in keys
        ):
            # "twice as many cats as cats and dogs", a kind never told held: of what?
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("kinds the holder is told to hold now, apart from the one scaled",))
        keys.append(other)
    listed = [KindMatcher(kind.unit, kind.of, kind.modifiers) for _, kind in keys]
    overlap = any(i != j and matcher.matches(kind)
                  for i, matcher in enumerate(listed) for j, (_, kind) in enumerate(keys))
    if overlap or any(e.subject != entry.subject and any(m.matches(e.kind) for m in listed)
                      for e in b.ledger.entries):
        # "as pens and red pens combined": the red pens are among the pens, or more? With plums
        # and figs of another's told too: his own, or all of them?
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("kinds summed apart from one another",))
    if any(_finer_kind_held(b, other) for other in keys):
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("kinds summed with none of them held apart",))
    holdings = [e for e in b.ledger.entries if e.op is Op.OBSERVE and e.subject == entry.subject
                and any(m.matches(e.kind) for m in listed)]
    if _compared_before_told_change(b, entry, (key, *keys)) or len(
        {held_then(b, e) for e in (*holdings, entry)}
    ) > 1:
        # ("Ed had 2 dogs and 3 cats. He has twice as many fish as …": the cats he has now? "Ed
        # has 2 dogs and 3 cats. He had twice as many fish as …": has he the fish now?)
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("holdings compared at a time the story places",))
    units = {kind.unit for _, kind in keys}
    measured = any(kind.of is not None or kind.part is not None for _, kind in keys)  # no category names them
    category = None if len(units) == 1 or measured else narrowest_category(
        [(kind.unit, kind.modifiers) for _, kind in keys])
    if len(units) > 1 and category is None:
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("kinds one category certainly holds, summed",))
    summed = category or units.pop()
    total = b.new_var(f"{entry.id}.basis", summed,
                      " and ".join(kind.plural_label for _, kind in keys) + " together")
    b.equations.append(Equation(entry.id, ((ONE, total), *((-ONE, b.state(k)) for k in keys)), Fraction(0),
                                b.clause(entry), category=category))
    b.compared_states.update(b.state(k) for k in keys)
    b.vars[amount] = attrs.evolve(b.vars[amount], per=summed, count=False)  # fish per mammal
    terms: tuple[Term, ...] = ((ONE, b.state(key)),) + added(b, entry)
    b.equations.append(Equation(entry.id, terms, Fraction(0), b.clause(entry),
                                products=((-ONE, amount, total),)))
    return None


def _shown_holding(target: Target, entries: Sequence[Entry], loss: int, *,
                   before: bool = False) -> set[str | None]:
    """Who the story shows holding the kind asked (a holding or a handing told of them), as
    the ``loss``-th entry is told: one handed things only after it may have held none then
    (with ``before``, nothing told after it shows a holding then).
    A comparison of doings ("ate 5 fewer than Jack", its verb told) shows no one holding."""
    return {who for i, e in enumerate(entries) if target.matcher.matches(e.kind) and (
        e.op is not Op.GAIN and e.op is not Op.LOSS)
        and not (e.op in (Op.COMPARE, Op.SCALE) and e.verb is not None) and not (before and i > loss)
        for who in ((e.subject,) if e.op is Op.TRANSFER and i > loss else (e.subject, e.other))}


def _compared_at_another_time(b: _Builder, entry: Entry, states: set[str]) -> Refusal | None:
    """A comparison in the past tense beside a holding of either side told as now ("Edna has 7
    shells now. Lola had twice as many as Edna."), or in the present beside one told only in the
    past ("Edna had 7 shells. Lola has twice as many.", Edna's now untold): two times, one
    count. A past comparison beside a plain present holding is one story time, as tales tell."""
    if _compared_then(b, entry):
        placed = [t for t in told_with(b.ledger.times, entry.clause, _PLACED_BEFORE | {TimeKind.START})
                  if t.kind is not TimeKind.START or not _ordinal(b, t)]
        if states & b.held_now or placed and states & b.held_present:
            # ("At first Tom had twice as many as Jan. Jan has 12.": a comparison placed in the
            # past beside a holding in the present)
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("holdings compared at one time",))
        b.compared_then.update(states)
        if placed:
            b.compared_placed.update(states)
    elif tense_within(b.ledger.times, entry.clause) is Tense.PRESENT or told_with(
            b.ledger.times, entry.clause, _NOW_MARKED):
        if states & b.held_past:
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("holdings compared at one time",))
        b.compared_now.update(states)
    return None


def told_apart_in_time(b: _Builder, rate: Entry, key: tuple[str, Kind]) -> bool:
    """A rate told in the past ("Each herd had 28 cows") beside the count it multiplies told as
    now ("Now there are 30 herds", or a holder's in the present: "He has 9 albums"; a scene told
    is seen at one time), or the other way round: were the herds as full then?"""
    held = [e for e in b.ledger.entries if e.op is Op.OBSERVE and _entry_key(b, e) == key]
    rate_then = tense_within(b.ledger.times, rate.clause) is Tense.PAST or bool(
        told_with(b.ledger.times, rate.clause, _PLACED_BEFORE))
    rate_now = bool(told_with(b.ledger.times, rate.clause, _NOW_MARKED))
    return any(rate_then and (told_with(b.ledger.times, e.clause, _NOW_MARKED) or (
        tense_within(b.ledger.times, e.clause) is Tense.PRESENT and b.ledger.entity(e.subject).kind is not
        EntityKind.WORLD)) or rate_now and held_then(b, e) for e in held)


def _ordinal(b: _Builder, chunk: TimeChunk) -> bool:
    """ "the first jar", "than the first": an ordinal after a determiner, placing no time."""
    before = b.text[:chunk.span[0]].split()
    return bool(before) and before[-1].lower() in ("the", "a", "his", "her", "their", "its", "my")


def _compared_then(b: _Builder, entry: Entry) -> bool:
    """A comparison told of a time gone by: "had", "was", "were" in its clause, or a past,
    first or earlier time in its sentence ("yesterday", "at first", "before")."""
    return past_holding(b, entry) or bool(told_with(b.ledger.times, entry.clause, _PAST_COMPARED))


def _compared_before_told_change(b: _Builder, entry: Entry, keys: Sequence[tuple[str, Kind]]) -> bool:
    """ "Ann has 12 pens. She gave Bo 4. Bo had twice as many as Ann.": a comparison in the
    past ("had", "than Ann did"), or placed at the start or in the past ("at first",
    "yesterday"), told after a change to either side, with no "then", "now", "still" or
    "left" to place it after the change."""
    if not any(len(b.timelines.get(k, ())) > 1 for k in keys):
        return False
    earlier = past_holding(b, entry) or told_with(b.ledger.times, entry.clause, _PAST_COMPARED)
    still = told_with(b.ledger.times, entry.clause, _NOW_OR_STILL)
    return bool(earlier) and not _told_after(b, entry) and not still


def _compare_events(b: _Builder, entry: Entry, difference: str) -> Refusal | None:
    """ "Jen sold 17 more boxes than Kim": what Jen sold (in every event of that verb) is
    what Kim sold and 17 more."""
    assert entry.other is not None
    # "6 more bags of apples than Dal", "6 more red apples than Dal": the kind compared, by all its
    # words, on each side (never Dal's bags of pears, or his green apples, beside)
    matcher = KindMatcher(entry.kind.unit, entry.kind.of, entry.kind.modifiers)
    other_matcher = matcher
    if entry.other_kind is not None:
        # "sold 9 fewer puzzles than science kits": each kind by its own words
        matcher = KindMatcher(entry.kind.unit, entry.kind.of, entry.kind.modifiers)
        other_matcher = KindMatcher(entry.other_kind.unit, entry.other_kind.of, entry.other_kind.modifiers)
        if matcher.matches(entry.other_kind) or other_matcher.matches(entry.kind):
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("two kinds apart",))  # "more red pens than pens": one among the other
    own = _events(b, entry.verb, (entry.subject,), matcher)
    others = _events(b, entry.verb, (entry.other,), other_matcher)
    if entry.other_kind is None and any(
        e.kind.unit == entry.kind.unit and e.kind.of in (None, entry.kind.of) and not matcher.matches(e.kind)
        and set(e.kind.modifiers) < set(entry.kind.modifiers)
        for e in _events(b, entry.verb, (entry.subject, entry.other), KindMatcher(entry.kind.unit))
    ):
        # "Rui picked 14 figs. Rui picked 3 big figs. Ivo picked 6 more big figs than Rui.": some
        # of the 14 may be big too
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("no doing of the kind told with fewer words beside",))
    if entry.verb_class is None and any(
        e.verb != entry.verb and e.actor in (entry.subject, entry.other) and e.kind.unit == entry.kind.unit
        for e in b.ledger.entries
    ):
        # "weighs 30 pounds more than Yola" with a pound Yola lost told too: of her weight when?
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a measure no other event changes",))
    when = own_dating(b.ledger, b.text, entry.clause)
    if when and all(dating(b.ledger, b.text, e.clause) for e in (*own, *others)):
        # "On Tuesday Ona read 5 more pages than Ned": of the doings told at a time, Tuesday's
        own = [e for e in own if dating(b.ledger, b.text, e.clause) == when]
        others = [e for e in others if dating(b.ledger, b.text, e.clause) == when]
    # "Ed found 7 limpet shells and 2 conch shells. Jacob found 2 more shells than Ed": the
    # events of kinds one clause lists are one doing; two of one kind (on Monday, on Tuesday)
    # or told apart may be told apart in time
    if len(own) != 1 or not others or len({e.clause for e in others}) != 1 or (
        len({e.kind for e in others}) != len(others)
    ):
        # "Ned read 20 pages on Monday and 10 on Tuesday. Ona read 5 more than Ned": which?
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=(f"one event of {entry.verb!r} on each side of the comparison",))
    if any(not told_of_one_time(b.ledger, b.text, e.clause, entry.clause) for e in (*own, *others)):
        # "Yesterday Adam ran 25 miles more than Kay. Today Kay ran 10 miles.": Kay's run of
        # yesterday is not told
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("the doings compared told of the comparison's time",))
    terms = [(ONE, b.amount_var[e.id]) for e in own] + [(-ONE, b.amount_var[e.id]) for e in others]
    b.equations.append(Equation(entry.id, (*terms, (-Fraction(entry.sign), difference)), Fraction(0),
                                b.clause(entry), counts_compared=own[0].kind.unit != others[0].kind.unit))
    return None


def _nested(b: _Builder, container: tuple[str, Kind], inward: bool = True) -> set[str]:
    """The kinds of ``container``, of the containers that hold it in turn, and (``inward``) of
    what its contents hold in turn ("Each box has 7 bags. Each bag has 30 pens": boxes, bags,
    pens)."""
    units = {container[1].unit}
    outer: tuple[str, Kind] | None = container
    while (outer := next((o for o, held in b.contained.items() if outer in held), None)) is not None \
            and outer[1].unit not in units:
        units.add(outer[1].unit)
    inner = [container] if inward else []
    while inner:
        for contents in b.contained.get(inner.pop(), ()):
            if contents[1].unit not in units:
                units.add(contents[1].unit)
                inner.append(contents)
    return units


_POINTED_TIME = re.compile(r"\bthat ([a-z]+)$")


def _doing_told_apart(b: _Builder, target: Target, terms: list[Term]) -> bool:
    """ "Jo bought 8 tokens. After riding the train she had 5 left. How much did she spend riding
    the train?": the doing a closing phrase names, told in a sentence apart from every event
    counted, may be only a part of them (or none): which of them went on it is not read here."""
    if not target.qualified or target.doing is None:
        return False
    counted = {var: e for e, var in b.costs + b.proceeds} | {
        var: e for e in b.ledger.entries if (var := b.amount_var.get(e.id)) is not None}
    sentences = {sentence_span(b.text, counted[var].clause) for _, var in terms if var in counted}
    story = b.text[:target.span[0]]
    return any(target.doing in lemmas(m.group().lower()).get("VERB", ())
               and sentence_span(b.text, m.span()) not in sentences for m in re.finditer(r"[A-Za-z]+", story))


def _all_at_the_time_pointed(b: _Builder, target: Target, told: list[Entry], terms: list[Term]) -> bool:
    """ "That day Robyn sold 55 packs while Lucy sold 43. How many packs did they sell that day?":
    a question closed by "that" and a time noun points back at the one time the doings counted
    were told at: all of them (and no more than them) told in one sentence naming at most one
    day, and no doing of the verb asked told in any other sentence ("Ann sold 5 on Monday and
    Bo sold 3 on Tuesday. … that day?": which day?)."""
    pointed = _POINTED_TIME.search(target.text.lower())
    if pointed is None or not in_class(pointed.group(1), "time_nouns") or not told or len(told) != len(terms):
        return False
    sentences = {sentence_span(b.text, e.clause) for e in b.ledger.entries
                 if e.verb is not None and _same_event(e.verb, target.verb)} | {
        sentence_span(b.text, e.clause) for e in told}
    if len(sentences) != 1:
        return False
    start, end = sentences.pop()
    days = [t for t in b.ledger.times if t.kind is TimeKind.NAMED and start <= t.span[0] < end]
    return len(days) <= 1


def _nested_of_all(b: _Builder, contents: tuple[str, Kind]) -> set[str]:
    """The kinds nested with every container told to hold ``contents`` (the bicycles and the
    tricycles, each with its wheels)."""
    return {unit for container, held in b.contained.items() if contents in held
            for unit in _nested(b, container)}


def _containers_counted(b: _Builder, rate: Entry) -> bool:
    """Whether the containers ``rate`` is of have a count in the replay so far."""
    assert rate.per is not None
    counted = b.key_for(rate.subject, rate.per)
    return not isinstance(counted, Refusal) and counted in b.timelines


def _every_sort_held(rate: Entry, described: set[Kind]) -> bool:
    """ "3 red bags and 2 blue bags. Each bag has 6 pens": a rate told of the bare noun is of
    every sort of it the holder has, when each sort is told by words of its own that no other
    sort's thing may also have ("red" and "blue"; "pop" and "jazz"), never beside the bare noun
    ("3 bags and 2 red bags": are the red ones among the 3?) nor of sorts that may overlap
    ("red" and "big": a red bag may be big), nor sorts one of which is named by what they hold
    ("3 apple crates and 2 pear crates. Each crate has 6 apples": the pear crates too?)."""
    return rate.every_sort and all(k.modifiers for k in described) and kinds_told_apart(
        [(*k.modifiers, k.unit) for k in described]) and not any(
        noun_form(m) in (rate.kind.unit, rate.kind.of) for k in described for m in k.modifiers)


def _rate(b: _Builder, entry: Entry, key: tuple[str, Kind]) -> Refusal | None:
    """ "Each pizza had 8 slices": the holder's slices are 8 times the pizzas it has now."""
    assert entry.per is not None
    counted = b.key_for(entry.subject, entry.per)
    described = {e.kind for e in b.ledger.entries
                 if e.subject == entry.subject and e.kind.unit == entry.per.unit}
    if entry.per.modifiers:
        if not _sorts_each_rated(b, entry, described):
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                           span=entry.clause, expected=("what each sort of container holds",))
        described = {kind for kind in described if entry.per.covers(kind)}
    beside = not isinstance(counted, Refusal) and _contents_beside_another_kind(b, entry, key, counted)
    if isinstance(counted, Refusal) or counted not in b.timelines or key in b.timelines and not beside or (
        not holds(counted[1], entry.kind)  # "4 boxes of crayons. Each box has 6 pens."
    ) or not all(holds(k, entry.kind) for k in described) or (
        len({k.modifiers for k in described}) > 1 and not _every_sort_held(entry, described)
    ) or any(in_class(m, "empty_adjectives") for k in described for m in k.modifiers):  # "7 empty bags"
        # "3 boxes of pens and 2 boxes of pencils. Each box has 6 pens", "3 red bags and 2 blue
        # bags. Each red bag has 6 pens" (the rate keeps no "red"): not every container holds
        # them; "3 boxes of crayons and 2 boxes of chalk. Each box has 6 pens": none does
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                       span=entry.clause, expected=("a count of the kind each one holds",))
    if told_apart_in_time(b, entry, counted):
        return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, b.clause(entry),
                       span=entry.clause, expected=("a count and what each holds told of one time",))
    if any(e.op is Op.GAIN and entry.subject in (e.subject, e.actor) and e.kind.unit == entry.kind.unit
           and e.verb is not None and in_class(e.verb, "gathering_verbs") for e in b.ledger.entries):
        # "She has 6 trees. Each tree has 7 apples. She picked 20 apples.": from her own trees
        # (the apples she has are as many), or from others'?
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("no gathering of the contents by the containers' holder",))
    rate = b.new_var(f"{entry.id}.rate", entry.kind.unit,
                     f"the {entry.kind.plural_label} in each {entry.per.label}")
    b.vars[rate] = attrs.evolve(b.vars[rate], per=entry.per.unit)
    b.amount_var[entry.id] = rate
    assert entry.amount.value is not None
    b.givens.append(Given.told(entry.id, rate, entry.amount))
    count = b.timelines[counted][-1]
    if beside:
        # "Each bicycle has 2 wheels. Each tricycle has 3 wheels.": the holder's wheels are
        # the bicycles' and, besides them, the tricycles'
        total = b.new_var(f"{entry.id}.contents", entry.kind.unit,
                          f"the {entry.kind.plural_label} of the {entry.per.plural_label}")
        b._step(key, entry, ONE, total)
    else:
        total = b.state(key)
    b.equations.append(Equation(entry.id, ((ONE, total),), Fraction(0), b.clause(entry),
                                products=((-ONE, rate, count),)))
    b.contained[counted] = (*b.contained.get(counted, ()), key)
    return None


def _sorts_each_rated(b: _Builder, entry: Entry, held: set[Kind]) -> bool:
    """ "9 indoor tables and 11 outdoor tables. Each indoor table has 10 chairs. Each outdoor
    table has 3 chairs.": a rate said of one sort of the holder's containers counts their
    contents only when every sort held has a rate of those contents of its own, the sorts are
    told apart (a big table may be red: "9 big tables and 11 red tables" is refused) and no
    container is held by the bare noun alone ("20 tables": of which sort?)."""
    assert entry.per is not None
    rated = [e.per for e in b.ledger.entries if e.op is Op.RATE and e.subject == entry.subject
             and e.per is not None and e.per.unit == entry.per.unit and e.kind == entry.kind]
    return all(kind.modifiers and sum(per.covers(kind) for per in rated) == 1 for kind in held) and (
        kinds_told_apart([(*kind.modifiers, kind.unit) for kind in held]))


def _contents_beside_another_kind(b: _Builder, entry: Entry, key: tuple[str, Kind],
                                  counted: tuple[str, Kind]) -> bool:
    """ "16 bicycles and 7 tricycles. Each bicycle has 2 wheels. Each tricycle has 3 wheels.":
    the holder's wheels so far are only the contents of containers of another kind, told by
    rates alone; containers of two kinds neither of which names a category (a bike may be a
    vehicle) hold no thing in common, so this rate adds the second kind's contents to them."""
    others = [container for container, contents in b.contained.items() if key in contents]
    holder = b.ledger.entity(counted[0])
    person = holder.kind is EntityKind.PERSON or holder.kind is EntityKind.ROLE and in_class(
        holder.id.split(" of ")[0].split()[-1], "person_nouns")
    if person and is_counted_part(entry.kind.unit):
        return False  # "The farmer has 5 cows and 3 hens. Each cow has 4 legs.": his own legs too?
    return key in b.timelines and len(b.timelines[key]) == 1 and bool(others) and all(
        other[0] == counted[0] and not is_category(other[1].unit) and (
            other[1].unit != counted[1].unit and not other[1].modifiers and not counted[1].modifiers
            or _sorts_of_one_noun(other[1], counted[1])) for other in others
    ) and not is_category(counted[1].unit) and all(
        e.op is Op.RATE for e in b.ledger.entries
        if e.subject == entry.subject and e.kind.unit == entry.kind.unit and e is not entry)


def _sorts_of_one_noun(one: Kind, other: Kind) -> bool:
    """ "indoor tables" and "outdoor tables": two sorts of one container the story tells apart,
    each with words of its own, so no container is of both."""
    return one.unit == other.unit and one.of == other.of and bool(one.modifiers) and bool(
        other.modifiers) and kinds_told_apart([(*one.modifiers, one.unit), (*other.modifiers, other.unit)])


def _price(b: _Builder, entry: Entry) -> None:
    """ "Each pen costs $2": dollars per pen, a rate whose units compose like any other's."""
    assert entry.per is not None
    price = b.new_var(f"{entry.id}.price", entry.kind.unit, f"the price of one {entry.per.label}")
    b.vars[price] = attrs.evolve(b.vars[price], per=entry.per.unit)
    b.amount_var[entry.id] = price
    (b.sale_prices if entry.op is Op.SALE_PRICE else b.prices).append((entry, price))
    if entry.count is not None and entry.amount.value is not None:
        # "One pack costs $2": the sum paid for the count told, which is one
        paid = b.new_var(f"{entry.id}.sum", entry.kind.unit,
                         f"the cost of {entry.count.text} {entry.per.label}")
        count = b.new_var(f"{entry.id}.count", entry.per.unit, f"the {entry.per.plural_label} priced")
        for var, given in ((paid, entry.amount), (count, entry.count)):
            assert given.value is not None
            b.givens.append(Given.told(entry.id, var, given))
        b.equations.append(Equation(entry.id, ((ONE, paid),), Fraction(0), b.clause(entry),
                                    products=((-ONE, price, count),)))
    elif entry.amount.value is not None:
        b.givens.append(Given.told(entry.id, price, entry.amount))
    elif entry.share is not None and entry.share_entry in b.amount_var:
        compared_price(b, entry, price, b.amount_var[entry.share_entry])
    elif entry.plus is not None and entry.share_entry in b.amount_var:
        price_more_by_a_sum(b, entry, price, b.amount_var[entry.share_entry])


def _cost(b: _Builder, entry: Entry, amount: str) -> Refusal | None:
    """A purchase of a kind with a price costs the buyer the price times the amount bought:
    money out of the buyer's holding, and an event of spending a question can count. When
    the clause states the sum too ("bought 3 pens for $6"), the sum must be that product."""
    if entry.verb is None or not in_class(entry.verb, "buying_verbs"):
        return None
    prices = [(p, var) for p, var in b.prices if b.price_covers(p, entry.kind)]
    if entry.most_bought is not None and (len(prices) != 1 or prices[0][0].kind.unit != "dollar" and (
        prices[0][0].kind.unit != "cent"
    )):
        # "bought as many pens as she could": the most a price in money buys; none, or two?
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("one price in money of the things bought",))
    found = _buyers_price(b, entry, entry.kind, prices)
    if found is None or isinstance(found, Refusal):
        return found
    price_entry, price = found
    assert price_entry.per is not None
    if price_entry.later and b.ledger.entries.index(entry) < b.ledger.entries.index(price_entry) and (
        entry.clause != price_entry.clause
    ):
        # "She bought 2 kites. Later she found kites that cost $8 each": the price then, not
        # what the kites bought before it cost ("Then she bought 2 kites for $8 each": its own)
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a price told before the purchase, or at no other time",))
    sellers = {noun_form(n.head) for n in b.ledger.told.nouns if in_class(n.head, "selling_places")}
    if any(s.preposition in PLACED_AT and s.head in sellers and sellers - {noun_form(s.head)}
           for s in entry.settings):
        # "… a store where pens were $4 each. He bought 3 pens at the mall.": the price told
        # may be the other place's
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a price told where the things were bought",))
    stated = [e for e in b.ledger.entries if e.clause == entry.clause and e.op is Op.LOSS
              and e.actor == entry.actor and e.verb is not None and in_class(e.verb, "spending_verbs")]
    if len(stated) > 1:
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                       span=entry.clause, expected=("one sum paid for one purchase",))
    discounts = _discounts_on(b, entry.actor, entry.kind)
    others = [d for d in b.discounts if d.raises and d.per is None and d.subject != entry.actor]
    # "… and a lamp for $9" beside a discount on everything: was the $9 before it or after?
    sums = [e for e in b.ledger.entries if e.op is Op.LOSS and e.actor == entry.actor and e.verb is not None
            and in_class(e.verb, "spending_verbs")]
    if discounts and (stated or sums and discounts[0].per is None or len(discounts) > 1 or (
        price_entry.payer is not None) or (
        _priced_kinds(b, entry.actor) > 1 and not discounts[0].every_purchase and discounts[0].per is None
    ) or _told_at(b, discounts[0]) != _told_at(b, entry) or _told_between(b, discounts[0])
        or _purchase_beside_told(b, discounts[0], entry)) or (
        not discounts and others
    ):
        # a share told at another time than the purchase ("got a discount last year", "Then
        # the pens are 10% off"), or between her purchases, or a tax or tip told of another
        # buyer only (is hers taxed?)
        # "bought 3 pens for $6" (or "pays $2 for each pen") and a discount: was $6 before it
        # or after? Two discounts, or a discount and two priced kinds, not said to be "on
        # everything": on what?
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                       span=entry.clause, expected=("one discount on one priced kind",))
    if entry.most_bought is not None and (stated or discounts):
        # "bought as many pens as she could for $20", or at a share off: the most of what?
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("the most bought at one plain price",))
    if stated:
        b.paid.append((stated[0].id, price, amount))
        return None
    if discounts:
        paid = discounted(b, discounts[0], price, price_entry)
        if isinstance(paid, Refusal):
            return paid
        price = paid
    cost = priced_money(b, entry, price_entry, price, amount, -ONE, f"the cost of {_event(entry)}")
    if isinstance(cost, Refusal):
        return cost
    b.costs.append((entry, cost))
    if entry.most_bought is not None:
        return most_bought(b, entry, price_entry, price, amount)
    return None


def _discounts_on(b: _Builder, buyer: str, kind: Kind) -> list[Entry]:
    """A buyer's own share, or a tax told of every purchase ("The sales tax is 8%"), or a
    share off the things of a kind ("The bags are 10% off")."""
    return [d for d in b.discounts if d.subject in (buyer, "world") if d.per is None] + [
        d for d in b.discounts if d.per is not None and d.per.covers(kind)]


def _one_paid_for(b: _Builder, entry: Entry, spent: str) -> Refusal | None:
    """ "bought a pad for $5", "paid $5 for a pad" beside a price of pads ("A pad costs $6"):
    two tellings of one price, so the sum is the price times the one thing bought (and a sum
    that is not makes the story inconsistent). The sum beside any share off or added to the
    price refuses: before it, or after?"""
    if entry.paid_for is None or entry.paid_for_kind is None:
        return None
    kind = entry.paid_for_kind
    found = _buyers_price(b, entry, kind, [(p, var) for p, var in b.prices if p.per is not None
                                           and p.per.covers(kind)])
    if found is None or isinstance(found, Refusal):
        return found
    if _discounts_on(b, entry.actor, kind) or any(d.raises for d in b.discounts):
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a sum paid for one thing at its plain price",))
    one = b.new_var(f"{entry.id}.bought", kind.unit, f"the {kind.label} bought for {entry.amount.text}")
    b.givens.append(Given.told(entry.id, one, entry.paid_for))
    b.paid.append((entry.id, found[1], one))
    return None


def _buyers_price(b: _Builder, entry: Entry, kind: Kind,
                  prices: list[tuple[Entry, str]]) -> tuple[Entry, str] | Refusal | None:
    """The one price ``entry``'s buyer pays for things of ``kind``, among the ``prices`` that
    cover it; None when there is none, a refusal when it is not certainly hers or theirs."""
    if not prices:
        return None
    if any(p.payer not in (None, entry.actor) for p, _ in prices):
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a price another buyer paid is not told of this one",))
    if any(p.other == entry.actor for p, _ in prices):
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a price the buyer pays, not the one she sells at",))
    if len(prices) > 1:
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                       span=entry.clause, expected=(f"one price for {kind.label}",))
    (price_entry, price), = prices
    assert price_entry.per is not None
    if any("ADJ" in lemmas(m) for m in set(kind.modifiers) - set(price_entry.per.modifiers)):
        # "A notebook costs $3. She buys 2 used notebooks.": as dear as any notebook?
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a price told of the sort of thing bought",))
    paid_by = {e.actor for e in b.ledger.entries if e.clause == price_entry.clause and e.op is Op.GAIN}
    # "Ann bought 3 books, each of which cost $2": a price told on in the sentence of purchases
    # of the kind is what their buyer paid (two buyers there: whose books?)
    # of things bought in an earlier sentence, a price not told as lasting ("They each cost $8",
    # not "A shirt costs $8") is what that buyer paid, too: not a price for another buyer
    # ("They are $8 each" is said of those things, in the present or not)
    lasting = tense_within(b.ledger.times, price_entry.clause) is Tense.PRESENT and (
        b.clause(price_entry).lower().split(maxsplit=1)[:1] != ["they"])
    earlier = [e for e in b.ledger.entries if e.op is Op.GAIN and e.verb is not None
               and in_class(e.verb, "buying_verbs") and b.price_covers(price_entry, e.kind)
               and e.clause[0] < price_entry.clause[0]]
    bought_before = {e.actor for e in earlier
                     if sentence_span(b.text, e.clause) == sentence_span(b.text, price_entry.clause)}
    if not lasting and not bought_before and len({e.actor for e in earlier}) == 1 and entry not in earlier:
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a price told of this purchase or of the thing",))
    if len(bought_before) > 1:
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a price told after one buyer's purchase",))
    if (paid_by | bought_before) and entry.clause != price_entry.clause and not (
            entry.actor in bought_before and sentence_span(b.text, entry.clause) == sentence_span(
                b.text, price_entry.clause) and entry.clause[0] < price_entry.clause[0]):
        # "Lola bought 5 mugs for $16 each. She bought 3 more mugs.": the price of that purchase;
        # the later one's is not told
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a price told of this purchase or of the thing",))
    paid_by |= bought_before
    if paid_by and entry.actor not in paid_by:
        # "Eva bought 2 lamps for $30 each. Ann bought 1 lamp.": what Eva paid, not a price Ann paid
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a price told of this buyer's purchase or of the thing",))
    bought = [e for e in b.ledger.entries if e.op is Op.GAIN and e.verb is not None
              and in_class(e.verb, "buying_verbs") and b.price_covers(price_entry, e.kind)]
    told_past = tense_within(b.ledger.times, price_entry.clause) is Tense.PAST
    if paid_by and dated_apart(b, entry, price_entry) or not paid_by and told_past and any(
            dated_apart(b, e, entry) for e in bought):
        # "bought 3 shirts on Monday. Each shirt cost $12. She bought 2 on Friday.": which day's?
        return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a price told of a purchase at the time of this one",))
    return price_entry, price




def dated_apart(b: _Builder, entry: Entry, price_entry: Entry) -> bool:
    """A price told with one purchase or sale ("sold 5 mugs for $16 each on Saturday") is what
    that one was at: another told at another time ("3 mugs on Sunday") may be at another price."""
    if entry.clause == price_entry.clause:
        return False
    return any(
        {t.text.lower() for t in told(b.ledger.times, entry.clause, DATING)}
        != {t.text.lower() for t in told(b.ledger.times, price_entry.clause, DATING)}
        for told in (told_with, told_within))


_WHEN = PLACING


def _told_at(b: _Builder, entry: Entry) -> frozenset[str]:
    """The words placing an entry's sentence in time ("last week", "then", "today"), tense aside."""
    return frozenset(t.text.lower() for t in told_with(b.ledger.times, entry.clause, _WHEN))


def _told_between(b: _Builder, share: Entry) -> bool:
    """A buyer's own share told between two of her purchases ("buys 3 pens. He pays 8% tax.
    He buys 2 more pens."): on the later ones too?"""
    if share.per is not None:
        return False
    sides = {e.clause[0] < share.clause[0] for e in b.ledger.entries
             if e.op is Op.GAIN and e.actor == share.subject and e.verb is not None
             and in_class(e.verb, "buying_verbs")}
    return len(sides) > 1


def priced_money(b: _Builder, entry: Entry, price_entry: Entry, price: str, amount: str, sign: Fraction,
                 label: str) -> str | Refusal:
    """The money a priced purchase or sale moves (price × amount), out of (sign −1) or into
    (+1) the actor's holding of money."""
    money_kind = price_entry.kind
    if not whole_bundles(price_entry, entry.amount.value):
        # "pears 3 for $2. She buys 7 pears": the deal prices 6 or 9, not 7
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a count the deal's bundles make up",))
    moved = b.new_var(f"{entry.id}.{'cost' if sign < 0 else 'proceeds'}", money_kind.unit, label)
    b.equations.append(Equation(entry.id, ((ONE, moved),), Fraction(0), b.clause(entry),
                                products=((-ONE, price, amount),)))
    money = b.key_for(entry.actor, money_kind)
    if isinstance(money, Refusal):
        return money
    b.change(money, entry, sign, moved)
    return moved


def _purchase_beside_told(b: _Builder, discount: Entry, entry: Entry) -> bool:
    """ "bought 6 caps with a 50% discount" and another purchase of the buyer ("She bought 2 more
    caps", "6 caps and 2 caps with …"): a discount told with a purchase is that purchase's; is
    the other at the share off too?"""
    buyings = [e for e in b.ledger.entries if e.op is Op.GAIN and e.actor == discount.subject
               and e.verb is not None and in_class(e.verb, "buying_verbs")]
    told_with = [e for e in buyings
                 if discount.clause[0] <= e.clause[0] and e.clause[1] <= discount.clause[1]]
    return bool(told_with) and (len(buyings) > 1 or entry not in told_with)


def _priced_kinds(b: _Builder, buyer: str) -> int:
    """How many kinds with a price the buyer buys in the story."""
    return len({e.kind.base for e in b.ledger.entries if e.op is Op.GAIN and e.actor == buyer
                and e.verb is not None and in_class(e.verb, "buying_verbs")
                and any(b.price_covers(p, e.kind) for p, _ in b.prices)})


# entries whose amount is a count of things done (not a price, a pace, or a difference)
_DOINGS = frozenset({Op.GAIN, Op.LOSS, Op.TRANSFER, Op.EVENT})


def _total(b: _Builder, entry: Entry, amount: str, first: bool = False) -> Refusal | None:
    """Members' amounts of the verb (or their holdings now) add up to the total. A total of
    doings told before some member's doing ("Together they found 95. Ann found 46.") is ``first``:
    added up once every doing is told, of the doings told after it too, none said to come later."""
    group = b.ledger.entity(entry.subject)
    members = group.members or (entry.subject,)
    if entry.verb is not None:
        done = [e for e in b.ledger.entries
                if e.id in b.amount_var and e.verb == entry.verb and e.actor in members
                and e.kind.base == entry.kind.base and e.id != entry.id and e.op in _DOINGS]
        if not first and len(members) > 1 and set(members) - {e.actor for e in done}:
            b.totals_first.append((entry, amount))
            return None
        after = b.ledger.entries[b.ledger.entries.index(entry) + 1:]
        told_after = [e for e in after if e.verb == entry.verb and e.actor in members
                      and e.kind.base == entry.kind.base]
        if told_after and any(e not in after and e.amount.value is not None for e in done):
            # "Ann found 10. Together Ann and Bo found 95. Ann found 46.": is the 10 among the 95?
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("members' doings told on one side of the total",))
        if first and _placed_apart(b, entry, [e for e in done if e in after]):
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("doings told within the total",))
        if set(members) - {e.actor for e in done}:
            # "Mo, Ann and Bo found 80 in all" and nothing told of Ann's finding: none, or some?
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                           span=entry.clause, expected=("a doing told of every member of the total",))
        parts = [b.amount_var[e.id] for e in done]
    else:
        held = _members_holdings(b, members, entry.kind)
        if isinstance(held, Refusal):
            return held
        if entry.offset is not None and entry.kind.unit == "year":
            total_at_offset(b, entry, held, amount)
            return None
        parts = [b.state(key) for key in held]
        present = tense_within(b.ledger.times, entry.clause) is Tense.PRESENT
        if held_then(b, entry) and any(s in b.compared_now for s in parts) or present and any(
                s in b.compared_then for s in parts):
            # "Ann has 4 more apples than pears. She had 60 fruits in all.": compared now, counted then
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                           span=entry.clause, expected=("holdings compared and counted at one time",))
    if not parts:
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                       span=entry.clause, expected=("parts that the total adds up",))
    b.equation(entry, [(ONE, part) for part in parts] + [(-ONE, amount)])
    return None


def _placed_apart(b: _Builder, total: Entry, later: list[Entry]) -> bool:
    """Doings told after a total of them that may not be among it: said to come later ("Later
    Ann found 10 more"), or any time told of the total or of them ("last year", "today", "this
    morning"): which doings fall within the total's time is not told."""
    spans = [total.clause, *(e.clause for e in later)]
    # ("this morning" is set aside by the machine as no chunk at all: its sentence's words are asked)
    said = {noun_form(word) for span in spans
            for word in re.findall(r"[a-z]+", b.text[slice(*sentence_span(b.text, span))].lower())}
    return any(e.continuation or e.another or _told_after(b, e) or _told_besides(b, e)
               or _fronted(b, e) for e in later) or any(
        told_with(b.ledger.times, span, PLACING) for span in spans) or any(
        in_class(word, "time_nouns") for word in said)


def _fronted(b: _Builder, entry: Entry) -> bool:
    """ "Next, Ann found 10", "On the way home, Ann found 10", "Ann also found 10": words before
    the doing's verb (no other clause's) that place it or tell it besides: a preposition, a word
    that counts nothing ("next", "also", "then"), or a phrase set off by a comma."""
    verbs = b.ledger.told.verbs_within(entry.clause)
    start = sentence_span(b.text, entry.clause)[0]
    end = verbs[0].span[0] if verbs else entry.clause[1]
    before = [(m.start() + start, m.group().lower()) for m in re.finditer(r"[A-Za-z]+,?", b.text[start:end])]
    earlier = [e.clause for e in b.ledger.entries if e.clause[1] <= entry.clause[0]]
    return any((word.endswith(",") or in_class(word, "prepositions") or in_class(word, "drain"))
               and not any(clause[0] <= at < clause[1] for clause in earlier) for at, word in before)


def _of_a_member_wanted(held: Kind, wanted: Kind) -> bool:
    """ "cartons of plums" held toward "cartons of fruit" wanted: containers of the one noun,
    of things the table places in the category the want names, told with its words."""
    return held.of is not None and wanted.of is not None and held.part is None and (
        wanted.part is None and set(wanted.modifiers) <= set(held.modifiers)
        and of_a_member(held.of, wanted.of) is True)


def _of_unplaced(kind: Kind, matcher: KindMatcher) -> bool:
    """ "bags of tomatoes" asked as "bags of fruit": containers of the noun asked, of things
    the table does not place in or out of the category they are asked by."""
    return matcher.of is not None and kind.unit == matcher.unit and kind.of is not None and (
        not of_names(kind.of, matcher.of) and of_a_member(kind.of, matcher.of) is None)


def _merged_unchanged(b: _Builder, key: tuple[str, Kind]) -> bool:
    """ "Ann has 4 more apples than pears. She has 60 fruits in all.": a kind counted together
    with others by a holding told of them all, and nothing changed after: it is still held as
    it was, so a question of it alone asks of that state (the sum ties it)."""
    holder, whole = merged = b.merged[key]
    besides = [k for (h, k) in b.timelines if h == holder and (h, k) not in b.merged and k != whole]
    if any(k.narrows(whole) or is_category(whole.unit) and membership(k.unit, whole.unit, k.modifiers)
           is not False for k in besides):
        return False  # "has 40 animals and 5 dogs": are the dogs among the 40?
    return len(b.timelines[merged]) == 1 and b.merged_at[key] == len(b.timelines[key])


def _members_holdings(b: _Builder, members: Sequence[str], kind: Kind) -> list[tuple[str, Kind]] | Refusal:
    """What each member holds of ``kind``, over every kind it names ("44 pieces in all"): the
    timelines whose states now add up to the members' total. A member told nothing of it holds
    an unknown amount."""
    matcher = KindMatcher(kind.unit, kind.of, kind.modifiers)
    held: list[tuple[str, Kind]] = []
    for member in members:
        keys = [key for key in b.timelines if key[0] == member and matcher.matches(key[1])]
        if not keys:
            key = b.key_for(member, kind)
            if isinstance(key, Refusal):
                return key
            keys = [key]
        held += [key for key in keys if key not in b.part_of]
    return held


def _named_members(b: _Builder, holder: str) -> tuple[str, ...]:
    """The people a group named by them ("Ann and Bo") is; any other holder is itself."""
    entity = b.ledger.entity(holder)
    return entity.members if entity.kind is EntityKind.GROUP and not entity.implicit else (holder,)


def _scale_of_total(b: _Builder, entry: Entry, key: tuple[str, Kind], amount: str,
                    members: Sequence[str]) -> Refusal | None:
    """ "Cy has twice as many pens as Ann and Bo combined": the subject holds the factor times
    what the members hold together now, one product for each member's holding."""
    held = _members_holdings(b, members, entry.kind)
    if isinstance(held, Refusal):
        return held
    if key in held or key[0] in members:
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a holding compared with others' total",))
    if _compared_before_told_change(b, entry, (key, *held)) or any(b.state(k) in b.told_then for k in held):
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("holdings compared at one time",))
    b.compared_states.update(b.state(k) for k in held)
    b.vars[amount] = attrs.evolve(b.vars[amount], per=entry.kind.unit, count=False)
    terms: tuple[Term, ...] = ((ONE, b.state(key)),) + added(b, entry)
    b.equations.append(Equation(entry.id, terms, Fraction(0), b.clause(entry),
                                products=tuple((-ONE, amount, b.state(k)) for k in held)))
    return None


def _actors(b: _Builder) -> list[str]:
    return sorted({e.actor for e in b.ledger.entries if e.actor is not None})


def _events(b: _Builder, verb: str | None, actors: tuple[str, ...] | list[str],
            matcher: KindMatcher | None) -> list[Entry]:
    """The events of ``verb`` done by ``actors`` on things ``matcher`` counts (any, for None); a price, a pace
    ("earns $12 an hour": how much for each hour, not how much), a comparison of events or a
    whole spending tied to its parts ("spent $26 in total") is no event of its own."""
    wholes = {total.id for total, _ in b.spent_totals}
    return [e for e in b.ledger.entries
            if _same_event(e.verb, verb) and e.actor in actors
            and (matcher is None or matcher.matches(e.kind)) and e.id in b.amount_var and e.id not in wholes
            and e.op not in (Op.PRICE, Op.SALE_PRICE, Op.COMPARE, Op.PACE, Op.TENDER, Op.CHANGE)]


def _done_to_a_kind_within(b: _Builder, target: Target, holders: tuple[str, ...] | list[str],
                           counted: list[Entry]) -> bool:
    """Whether the question's doing is also told of a kind the lexicon places among the things
    asked but named apart ("4 roses and 7 flowers" when flowers are asked): left out of the
    count, the answer would miss them; put in, the 7 may be all of them."""
    asked = target.matcher.unit
    return asked is not None and any(
        e not in counted and e.kind.unit != asked and membership(e.kind.unit, asked, e.kind.modifiers) is True
        for e in _events(b, target.verb, holders, None))


def told_of(b: _Builder, target: Target, holders: list[str] | None = None) -> list[Entry]:
    """Every entry of the question's verb, by ``holders`` (else its own holders; anyone, when
    it names none), that counts its kind: events, rates and paces alike."""
    actors = holders if holders is not None else target.holders
    return [e for e in b.ledger.entries if (actors is None or e.actor in actors)
            and _same_event(e.verb, target.verb) and target.matcher.matches(e.kind)]


def _bought_unpriced(b: _Builder, keys: list[tuple[str, Kind]]) -> bool:
    """Whether a holding of money asked is of one who bought (or sold) something with no price
    or sum told, or got one in a way that may be bought ("got a haircut"): what the purchase
    took from it is unknown. A spending told in the purchase's sentence
    ("She spent half the amount and bought a toy") is what it cost, unless it says what it
    went on ("bought a pen and spent $4 on a book": not the pen)."""
    costed = {e.id for e, _ in b.costs}
    buyers = {key[0] for key in keys if is_money_measure(key[1].unit)}
    return any(
        e.op is Op.GAIN and e.actor in buyers and e.verb is not None and (
            in_class(e.verb, "buying_verbs") or in_class(e.verb, "maybe_bought_verbs") and e.other is None
            and not is_money_measure(e.kind.unit))
        and e.id not in costed and not _sum_said_with(b, e) and not any(
            s.actor == e.actor and s.op is Op.LOSS and s.verb is not None
            and in_class(s.verb, "spending_verbs") and "." not in b.text[
                min(s.clause[1], e.clause[1]):max(s.clause[0], e.clause[0])]
            and not s.settings and not re.search(r"\b(on|for)\b", b.text[s.clause[0]:s.clause[1]])
            for s in b.ledger.entries)
        for e in b.ledger.entries) or unpriced_sale(b, buyers)


def _held_uncounted_beside_a_count(b: _Builder, keys: list[tuple[str, Kind]]) -> bool:
    """Whether a holding asked is told twice with nothing done to it between, once by a count and
    once by a thing of no count ("has a box of plums. She has 6 plums in a bag."): the count may
    be only some of it. (With a change told, "had a bag of marbles. He gave 5 away. Now he has
    7", the thing of no count is the start the story solves for.)"""
    for holder, kind in keys:
        told = [e for e in b.ledger.entries if e.kind == kind and holder in (e.subject, e.other)]
        if any(e.op is not Op.OBSERVE for e in told):
            continue
        if any(e.amount.value is not None for e in told) and any(
            e.amount.value is None and e.amount.text.lower().startswith(("a ", "an ", "one ")) for e in told
        ):
            return True
    return False


def _put_away_still_held(b: _Builder, target: Target, keys: list[tuple[str, Kind]]) -> bool:
    """Whether a holder asked about put things of the kind asked in or on a thing ("She put 2
    plums in the fridge", a verb of placing and no person, no one's but hers): put away, they
    may still be hers, so what she has is the same or less. Asked what she has "left" or
    "remaining", the things put away are the ones used up."""
    if target.what is not TargetWhat.STATE or target.holders is None or re.search(
            r"\b(?:left|remaining)\b", target.text, re.I):
        return False
    for holder, kind in keys:
        for e in b.ledger.entries:
            if e.op is not Op.TRANSFER or e.subject != holder or e.kind.unit != kind.unit or (
                e.verb is None or verb_class(e.verb) is not VerbClass.PLACE or e.other is None
            ):
                continue
            place = b.ledger.entity(e.other)
            owner = e.other.partition(" of ")[2]
            if place.kind in (EntityKind.ROLE, EntityKind.PLACE) and place.gender not in ("f", "m") and (
                owner in ("", holder)
            ):
                return True
    return False


# "are broken", "were used", "got torn", "have been damaged": a state told of the things, or
# a doing told of them with no doer; either way the things are still there
_BE_OR_GET = r"(?:is|are|was|were|gets?|got|became|become|(?:has|have|had)\s+been)"
_SPOILT_STATE = rf"\b({_BE_OR_GET})\s+(?:being\s+|now\s+|all\s+)?([a-z]+)\b"


def _spoilt_still_held(b: _Builder, target: Target, keys: list[tuple[str, Kind]]) -> bool:
    """Whether things of a holding asked about are told spoilt or in use in the present ("5 of
    the chairs are broken", "5 chairs are used"): a state of some of them, which are still
    there, so what is there is the same or fewer. Asked what is "left" or "remaining", the
    spoilt ones are the ones gone."""
    if target.what is not TargetWhat.STATE or re.search(r"\b(?:left|remaining)\b", target.text, re.I):
        return False
    return _spoilt_told(b, {kind.unit for _, kind in keys})


def _spoilt_told(b: _Builder, asked: set[str]) -> bool:
    """Whether some things of a kind in ``asked`` are told spoilt or in use with no doer ("5 chairs
    are broken", "5 eggs cracked" in a place): still there, or gone? (``_spoilt_still_held``)"""
    for e in b.ledger.entries:
        if e.op is not Op.LOSS or e.verb is None or not in_class(e.verb, "spoiling_verbs") or (
            e.kind.unit not in asked
        ):
            continue
        said = b.text[e.clause[0]:e.clause[1]]
        if any(verb_lemma(w.group(2).lower()) == e.verb for w in re.finditer(_SPOILT_STATE, said, re.I)):
            return True
        # "5 eggs cracked", "3 of them broke": the things themselves the subject, no doer told,
        # still in the place that held them (a person's broken cups are counted gone, as told)
        things = {e.kind.plural_label.lower(), "them", "ones"}
        holder = b.ledger.entity(e.subject)
        placed = holder.kind in (EntityKind.PLACE, EntityKind.ROLE) and holder.gender not in ("f", "m")
        if placed and any(w.group(1).lower() in things and verb_lemma(w.group(2).lower()) == e.verb
               for w in re.finditer(r"\b([a-z]+)\s+(?=(?:all\s+)?([a-z]+)\b)", said, re.I)):
            return True
    return False


def _state_of_some_shared(b: _Builder) -> bool:
    """Whether some of the things a share parts out are told in a state ("5 students are absent",
    "are sick", "10 cookies are broken", "got burnt"): whether those go into the parts or are
    left out, the story does not say."""
    shared = {e.kind.unit for e in b.ledger.entries if e.op is Op.SHARE}
    for e in b.ledger.entries:
        if e.op is Op.OBSERVE and e.kind.unit in shared and e.kind.modifiers and e.kind.part is None:
            said = b.text[e.clause[0]:e.clause[1]]
            if any(re.search(rf"\b{_BE_OR_GET}\s+{re.escape(m)}\b", said, re.I)
                   for m in e.kind.modifiers):
                return True
    return _spoilt_told(b, shared)


def _gotten_full_of_the_kind(b: _Builder, keys: list[tuple[str, Kind]]) -> bool:
    """Whether a holder asked about got or gave up, in no count told, things said full of the
    kind asked ("bought a bag of plums", "gave away two boxes of pens" of plums or pens asked):
    the kind in them changed the holding by an amount never told."""
    asked = {(holder, kind.unit) for holder, kind in keys}
    for e in b.ledger.entries:
        if e.op not in (Op.GAIN, Op.LOSS, Op.TRANSFER) or e.amount.value is not None or e.kind.of is not None:
            continue
        said = b.text[e.clause[0]:e.clause[1]]
        for filled in re.finditer(rf"\b{re.escape(e.kind.unit)}\w*\s+of\s+(?:\w+\s+)?([a-z]+)", said, re.I):
            if noun_lemma(filled.group(1).lower()) in {unit for holder, unit in asked
                                                        if holder in (e.subject, e.other)}:
                return True
    return False


def _sum_said_with(b: _Builder, bought: Entry) -> bool:
    """ "bought 3 pens for $5", "bought a pair of socks for $5", "bought a pair of shorts that
    cost $5": the sum right after what was bought, with only its noun and "for" (or "that /
    which cost") between, is what it all cost the buyer (read as spent). Never a sum beside
    others ("3 pens and a pad for $5", "3 pens for $5 each")."""
    if bought.amount is None:
        return False
    for s in b.ledger.entries:
        if s.op is Op.LOSS and s.actor == bought.actor and s.clause == bought.clause and (
            s.verb is not None and in_class(s.verb, "spending_verbs") and s.amount is not None
            and is_money_measure(s.kind.unit) and s.amount.span[0] > bought.amount.span[1]
        ):
            between = b.text[bought.amount.span[1]:s.amount.span[0]]
            after = b.text[s.amount.span[1]:s.clause[1]]
            told_for = re.fullmatch(r"[A-Za-z' -]+ (for|that costs?|which costs?) ", between)
            return told_for is not None and not re.search(
                r"\b(and|or|each|per|a|an|every|with)\b", between.lower()) and not after.strip(" ,.")
    return False


def unpriced_sale(b: _Builder, sellers: set[str], before: Entry | None = None) -> bool:
    """ "Tom has $19. He sold a pen.", "He returned a shirt (for a refund)": what the pen brought
    him, or the shirt given back, is untold, unless a sum he got is told in the sale's sentence
    ("sold 3 pens and made $6"). With `before`, only sales told before that entry count."""
    sold = {e.id for e, _ in b.proceeds}
    told = b.ledger.entries if before is None else b.ledger.entries[:b.ledger.entries.index(before)]
    return any(
        e.op in (Op.LOSS, Op.TRANSFER) and e.actor in sellers and e.verb is not None and (
            in_class(e.verb, "selling_verbs") or in_class(e.verb, "giving_back_verbs"))
        and not is_money_measure(e.kind.unit) and e.id not in sold and not any(
            g.op is Op.GAIN and g.actor == e.actor and is_money_measure(g.kind.unit) and "." not in b.text[
                min(g.clause[1], e.clause[1]):max(g.clause[0], e.clause[0])]
            for g in b.ledger.entries)
        for e in told)


def unpriced_purchase(b: _Builder, holders: list[str], before: Entry | None = None) -> bool:
    """ "bought 2 pens at $1 each. She bought 2 tickets.": what the tickets cost is not told,
    so what she spent is not the pens' cost alone. With `before`, only purchases told before
    that entry count."""
    costed = {e.id for e, _ in b.costs}
    told = b.ledger.entries if before is None else b.ledger.entries[:b.ledger.entries.index(before)]
    return any(e.op is Op.GAIN and e.actor in holders and e.verb is not None
               and in_class(e.verb, "buying_verbs") and e.id not in costed and not any(
                   s.clause == e.clause and s.actor == e.actor and s.op is Op.LOSS and s.verb is not None
                   and in_class(s.verb, "spending_verbs") for s in b.ledger.entries)
               for e in told)


def _doers_may_overlap(b: _Builder, doers: list[str]) -> bool:
    """Two doers of the events counted where one may be among the other: a group and one of
    its members ("Tom and Sue picked 20 … Sue picked 8"), or a body of people ("the team
    scored 30") beside anyone else."""
    known = {e.id: e for e in b.ledger.entities}
    told = {d for d in doers if d in known}
    if len(told) < 2:
        return False
    return any(set(known[d].members) & told or known[d].kind is EntityKind.ROLE and in_class(
        d.partition(" of ")[0].split()[-1], "collective_nouns") for d in told)


def _measure_changed(b: _Builder, measured: Sequence[Entry]) -> bool:
    """A measure told by a verb of measuring ("weighs 220 pounds") beside any other entry in a
    unit of the same dimension ("loses 20 pounds", "gains back 2 pounds"), or of a kind named
    by a word of that measure ("10% of his body weight"), not told by such a verb: the measure
    asked may be the one after those changes. So too any gain or loss of the one measured, in a
    unit or of a kind the lexicon may not know as a measure ("loses 2 stone", "10% of his body
    mass")."""
    dimensions = {unit.dimension for e in measured if (unit := measure_unit(e.kind.unit)) is not None}
    ids = {e.id for e in measured}
    whose = {e.subject for e in measured}
    for entry in b.ledger.entries:
        if entry.id in ids or entry.verb is not None and in_class(entry.verb, "measuring_verbs"):
            continue
        unit = measure_unit(entry.kind.unit)
        if unit is not None and unit.dimension in dimensions or entry.kind.unit in _MEASURE_NOUNS or (
            entry.subject in whose and entry.op in (Op.GAIN, Op.LOSS, Op.SCALE)
        ):
            return True
    return False


_MEASURE_NOUNS = frozenset({"weight", "height", "length", "width"})


def _done_with_another(b: _Builder, told: list[Entry]) -> bool:
    """A doing told done "with" another doer of the events counted ("Ann picked 12 apples with
    Paul. Paul picked 5."): the 12 may be theirs together, his 5 among them. Another doer is
    named after "with" by the head of its name, or by an object pronoun."""
    for event in told:
        withs = [p for p in b.ledger.told.prepositions_within(event.clause) if p.word == "with"]
        taken, after = (withs[0].object, withs[0].named_after) if withs else ((), ())
        others = {d.partition(" of ")[0].split()[-1].lower() for d in {e.actor for e in told} - {event.actor}}
        pronoun = any(word in ("him", "her", "them", "us", "me") for word in taken[:1])
        if after and others and (others & set(after) or pronoun):
            return True
    return False


def _done_together(b: _Builder, told: list[Entry]) -> bool:
    """ "Uma picked 14 plums with Lev", "Sam caught 3 fish with Lev": a doing told done "with" a
    person (a name told, a person noun, an object pronoun): the 14 may be theirs together, so how
    many are hers alone is not told ("with her basket" names no person). A doing each takes part
    in whole ("played 3 games with Lev", lexicon ``partaking_verbs``) or a going ("walked 2 miles
    with Lev") is each one's own."""
    people = {word for e in b.ledger.entities if e.kind is EntityKind.PERSON for word in e.id.lower().split()}
    for event in told:
        if event.verb is None or any(in_class(event.verb, kind) for kind in (
                "partaking_verbs", "going_ways_verbs", "going_verbs", "motion_verbs", "travelling_verbs")):
            continue
        for p in b.ledger.told.prepositions_within(event.clause):
            taken = p.object[-1:] if p.word == "with" else ()
            if taken and (taken[0] in people or in_class(taken[0], "person_nouns")
                          or taken[0] in ("him", "her", "them", "us", "me")):
                return True
    return False


def _told_by_another_verb(b: _Builder, target: Target, holders: list[str], told: list[Entry]) -> bool:
    """The asked holder's doing of the same way (a getting beside the gettings asked) to things
    of the asked kind, over all the time asked, told by a verb not the question's: "found 30
    shells and collected 15. How many did she find?" (30, or were the 15 found too?)."""
    ways = {e.op for e in told} or _ways_of_paces(b, target, holders)
    if not ways or target.qualified or target.owner is not None:
        return False
    doings: tuple[Op, ...] = (Op.GAIN, Op.LOSS, Op.EVENT, Op.TRANSFER) if target.verb == "do" else (
        Op.GAIN, Op.LOSS)
    if target.counterparty is not None:
        # "sent 4 cards to Ann … mailed 3 cards to Ann. How many did he send to Ann?": the
        # giving to the one asked, told by another verb
        doings = (Op.TRANSFER,)
    return any(  # "How many puzzles did they do?": "do" says any doing ("solved 2 puzzles")
        (e.op in ways or target.verb == "do") and e.op in doings and e.actor in holders and e.verb is not None
        and target.counterparty in (None, e.other if e.actor == e.subject else e.subject)
        and not _same_event(e.verb, target.verb) and target.matcher.matches(e.kind) and e.id in b.amount_var
        for e in b.ledger.entries) or any(
        # "biked 3 miles. He cycled 4 miles. How many miles did he bike?": 3, or 7?
        e.op is Op.EVENT and e.actor in holders and _one_doing_said(e.verb, target.verb)
        and not _same_event(e.verb, target.verb) and target.matcher.matches(e.kind)
        for e in b.ledger.entries)


def _ways_of_paces(b: _Builder, target: Target, holders: list[str]) -> set[Op]:
    """The way things go by the asked verb when only paces of the holders tell it ("earned 9
    points for each enemy"): a getting for a verb of getting, a losing for one of losing."""
    if target.verb is None or not any(
        e.op is Op.PACE and e.actor in holders and _same_event(e.verb, target.verb) for e in b.ledger.entries
    ):
        return set()
    cls = verb_class(target.verb)
    if cls in (VerbClass.GAIN, VerbClass.TRANSFER_IN):
        return {Op.GAIN}
    return {Op.LOSS} if cls is VerbClass.LOSS else set()


def _given_besides(b: _Builder, target: Target, holders: list[str], counted: set[str]) -> bool:
    """A giving of the asked kind to one of ``holders`` that the terms do not count (by the
    one giver asked of, when the question names one: "receive from her uncle")."""
    return any(e.op is Op.TRANSFER and e.other in holders and target.counterparty in (None, e.subject)
               and target.matcher.matches(e.kind) and e.id in b.amount_var
               and b.amount_var[e.id] not in counted for e in b.ledger.entries)


def _done_as_asked(target: Target, told: list[Entry]) -> list[Entry] | Refusal:
    """The doings told with the object and place the question names ("How many stones did
    he throw into the river?"): each asked ``Setting`` told alike (same preposition,
    possessor, modifiers and head). A doing told with another object or place of that
    preposition is another doing only when one clause tells the two amounts apart ("2 laps
    in the big pool and 5 laps in the small pool"): told apart from each other, two names may
    still name one place or one within the other ("in the park", "into the pond"), and so
    may a name with fewer or more words ("the pool", "the big pool"); a doing told with no
    such object or place may be the one asked. Each of those refuses as not unique."""
    if _legs_of_one_way(target, told):
        return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, target.text, span=target.span,
                       expected=("a way asked to one place only, the ways told each from the start",))
    verdicts = {e.id: [_told_alike(asked, e.settings) for asked in target.settings] for e in told}
    kept = [e for e in told if all(verdicts[e.id])]
    apart = {e.clause for e in kept}
    if any(None in verdicts[e.id] or False in verdicts[e.id] and e.clause not in apart for e in told):
        return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, target.text, span=target.span,
                       expected=("each such doing told with, or told apart from, the place or object asked",))
    if not kept:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a doing told with the place or object asked",))
    return kept


_TOWARD = frozenset({"to", "toward", "towards", "into"})


def _legs_of_one_way(target: Target, told: list[Entry]) -> bool:
    """ "walked 234 steps to the shop and 378 steps to the park. How many steps did he walk to
    the park?": going to one place and then to another may be two legs of one way, so the way
    to the second place, from the start, is both; going asked to a place among two or more
    places gone to."""
    goes = [e for e in told if e.verb is not None and any(
        in_class(e.verb, kind) for kind in ("going_ways_verbs", "going_verbs", "motion_verbs"))]
    asked = {s.head for s in target.settings if s.preposition in _TOWARD}
    places = {s.head for e in goes for s in e.settings if s.preposition in _TOWARD}
    return bool(asked) and len(places) > 1


def asks_to_come(b: _Builder, target: Target) -> bool:
    """The question asks of a time to come: a verb group of it is in the future ("will she
    paint", "is she going to paint")."""
    verbs = told_within(b.ledger.times, target.span, frozenset({TimeKind.TENSE}))
    return any(t.tense is Tense.FUTURE for t in verbs)


def past_pace_asked_otherwise(b: _Builder, target: Target, pace: Entry) -> bool:
    """ "She earned $8 an hour. How much will (can) she earn in 5 hours?", "It took her 5
    minutes to wash a car. How long will it take …?": a pace told in the past says nothing of
    the pace now or to come (one told in the present is a habit that holds on); asked of the
    past, or supposed, or told in the question's sentence, it stands."""
    verbs = told_within(b.ledger.times, target.span, frozenset({TimeKind.TENSE}))
    return tense_within(b.ledger.times, pace.clause) is Tense.PAST and not any(
        t.tense is Tense.PAST for t in verbs) and not placed_as_asked(b, target, pace)


def placed_as_asked(b: _Builder, target: Target, entry: Entry) -> bool:
    """An entry that stands at the time asked, whatever its tense: supposed ("If she paints
    5 …"), or told in the question's own sentence ("If Rui bakes 12 and Ada bakes 8, how many
    will they bake?")."""
    said = told_with(b.ledger.times, target.span, frozenset(TimeKind))
    sentence = said[0].sentence if said else target.span
    return entry.supposed or sentence[0] <= entry.clause[0] < sentence[1]


def _held_to_come_untold(b: _Builder, target: Target) -> bool:
    """A holding asked at a time to come ("How many will she have?") of a story told all in
    the past: no change supposed ("If she buys 3 …"), told in the question's sentence, told to
    come or told now (the story's present, from which "will" looks on: "She puts them into
    tins. How many will not be placed?"), no time asked from now ("in 5 years", "when he is
    50") and no doing named ("after …")."""
    fixed = target.offset is not None or target.when_of is not None or target.time != "final"
    # a form both past and present said of many ("6 kids split 40 cards") tells no time: now, maybe
    told_of_now = (Tense.PRESENT, Tense.FUTURE, None)
    return not fixed and asks_to_come(b, target) and not any(
        placed_as_asked(b, target, e) or tense_within(b.ledger.times, e.clause) in told_of_now
        for e in b.ledger.entries)


def _days_of_question(b: _Builder, target: Target) -> tuple[tuple[str, bool], ...] | None:
    """The days the question's sentence names after "on" (``days_on``), less those inside a
    supposition told there ("If she eats 2 on Monday, how many will she have?": the Monday
    places the doing supposed; the question asks of the time after it, as with no day)."""
    opened = min((e.clause[0] for e in b.ledger.entries if e.supposed and (
        sentence_span(b.text, target.span)[0] <= e.clause[0] < target.span[0])), default=None)
    times = [t for t in b.ledger.times if opened is None or not opened <= t.span[0] < target.span[0]]
    return days_on(times, b.text, target.span)


def named_days(b: _Builder, span: Span) -> frozenset[str] | None:
    """The days the sentence ``span`` stands in places its own doings on by name ("on Monday"),
    not a compared doing's ("as many as on Monday"); None: a day named another way."""
    days = days_on(b.ledger.times, b.text, span)
    return None if days is None else frozenset(day for day, compared in days if not compared)


def _done_on_day_asked(b: _Builder, target: Target, told: list[Entry]) -> list[Entry] | Refusal | None:
    """ "How many cakes did it sell on Tuesday?": only the doings told on that day, each told
    on one day named alike; a doing told on no day, or on two, may have been done on the day
    asked, and refuses. None: the question names no day."""
    said = days_on(b.ledger.times, b.text, target.span)
    if said == ():
        return None
    # a compared day alone ("sell as on Monday") is asked of no doing here
    asked = frozenset({target.day}) if target.day is not None else (
        None if said is None or any(compared for _, compared in said) else frozenset(day for day, _ in said))
    placed = {e.id: named_days(b, e.clause) for e in told}
    if asked is None or len(asked) != 1 or any(days is None or len(days) != 1 for days in placed.values()):
        return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, target.text, span=target.span,
                       expected=("one day asked, and each such doing told on one day by its name",))
    kept = [e for e in told if placed[e.id] == asked]
    if kept and kept[0].continuation and len(kept) < len(told):
        # "baked 12 on Monday. She baked 4 more on Tuesday": 4, or 4 more than on Monday?
        return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, target.text, span=target.span,
                       expected=("a doing on the day asked told as no more than one of another day",))
    if not kept:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a doing told on the day asked",))
    return kept


def _told_at_another_time(b: _Builder, target: Target, told: list[Entry]) -> Refusal | None:
    """Doings asked of a time none of those told stands at. A doing asked to come ("How many
    fences will she paint?") is told only by a doing told to come, or supposed ("If she
    paints 5 …"): one done ("painted 5") or done as a habit ("paints 5") says nothing of what
    she will do; and a doing told to come ("plans to paint 5") is none asked as done. The
    past and the present are not told apart: the stories tell one doing in either."""
    asked = asks_to_come(b, target)
    untimely = [e for e in told if not placed_as_asked(b, target, e) and (
        tense_within(b.ledger.times, e.clause) is Tense.FUTURE) is not asked]
    if not untimely:
        return None
    said = target.span if asked else untimely[0].clause
    return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, b.text[said[0]:said[1]], span=said,
                   expected=("a doing told of the time the question asks it",))


def _received_from_untold(b: _Builder, target: Target, holders: Sequence[str]) -> bool:
    """Another's receiving of the kind asked (``transfer_in``: "received", "borrowed"), told with
    no one it came from, after a person asked is told holding some: she may have given it."""
    entries = b.ledger.entries
    givers = {e.subject for e in entries if e.subject in holders and _a_person(b.ledger.entity(e.subject))}
    return any(e.op is Op.GAIN and e.other is None and e.subject not in holders and e.verb is not None
               and verb_class(e.verb) is VerbClass.TRANSFER_IN and target.matcher.matches(e.kind)
               and any(h.subject in givers and h.op is Op.OBSERVE and target.matcher.matches(h.kind)
                       for h in entries[:i])
               for i, e in enumerate(entries))


def _owner_did_to_them(b: _Builder, target: Target, holders: list[str]) -> bool:
    """A thing's holding asked ("pages left in the book") when its owner is told a doing that
    changes no holding to things of the kind ("Lou read 40 pages"): done to these? and is what
    is "left" what is not yet done?"""
    owners = {h.partition(" of ")[2] for h in holders} - {""} - set(holders)
    return any(e.op is Op.EVENT and e.effect_known and e.subject in owners and target.matcher.matches(e.kind)
               for e in b.ledger.entries)


def _measured_changed_otherwise(b: _Builder, target: Target) -> bool:
    """Two measures compared ("How much taller is Pat's tower than Lou's?") when the story
    tells a doing of a measured thing, or of its owner, to things of another kind ("Pat added
    4 blocks"): what it did to the measure is not told. Or a side is several things, whose
    measures are no one measure to compare."""
    if target.matcher.dimension is None:
        return False
    measured = {who for part in target.parts for who in part.holders or ()}
    if any(len(part.holders or ()) > 1 for part in target.parts) or any(
        b.ledger.entity(who).members for who in measured
    ):
        return True  # "How much taller are Ivo and Ana than Ben?": two heights are no one height
    touched = measured | {who.partition(" of ")[2] for who in measured} - {""}
    return any(e.op in (Op.GAIN, Op.LOSS, Op.TRANSFER, Op.EVENT) and not target.matcher.matches(e.kind)
               and (e.subject in touched or e.other in touched) for e in b.ledger.entries)


def _told_there_by_another_verb(b: _Builder, target: Target, holders: list[str]) -> bool:
    """A doing of the asked kind by the asked doers, told by another verb, whose clause names
    a place or object the question asks ("visited the zoo" beside "go to the zoo"): the two
    verbs may tell one doing."""
    heads = {noun_form(s.head) for s in target.settings if s.head}
    return any(e.actor in holders and e.verb is not None and not _same_event(e.verb, target.verb)
               and target.matcher.matches(e.kind) and e.id in b.amount_var
               and any(names_noun(b.clause(e), head) for head in heads) for e in b.ledger.entries)


def _done_by_another_verb(b: _Builder, target: Target, holders: list[str],
                          unknown_only: bool = False) -> bool:
    """A doing of the asked kind by the asked doers told by another verb than the one asked:
    asked of "go" ("How many rides did she go on?"), whose things name the doing itself, it may
    be the same doing ("rode 6 rides"); asked of a verb whose effect the lexicon does not know
    ("How many songs does he know?"), a doing of another such verb ("learned 18 songs", ``unknown_only``)
    may change what it counts."""
    return any(e.actor in holders and e.verb is not None and not _same_event(e.verb, target.verb)
               and target.matcher.matches(e.kind) and e.id in b.amount_var
               and not (unknown_only and e.effect_known) for e in b.ledger.entries)




def _told_elsewhere(asked: Setting, entry: Entry) -> bool:
    """The doing was told in, at or on a place of another noun than the one asked."""
    places = [s for s in entry.settings if s.preposition in PLACED_AT]
    return bool(places) and not any(noun_form(s.head) == noun_form(asked.head) for s in places)


def _told_alike(asked: Setting, told: tuple[Setting, ...]) -> bool | None:
    """True: the doing was told with the asked object or place; False: with another of that
    preposition, of another head or of words that differ both ways ("big" and "small"); None:
    with no such one, or with fewer or more words than asked ("the pool", "the big pool")."""
    if asked in told:
        return True
    if not any(s.preposition == asked.preposition for s in told):
        return None
    asked_words = {*asked.modifiers, asked.possessor} - {""}
    for s in told:
        told_words = {*s.modifiers, s.possessor} - {""}
        if s.same_thing_named(asked) and (asked_words <= told_words or told_words <= asked_words):
            return None
    return False


def _doing_measured_otherwise(b: _Builder, target: Target, holders: list[str]) -> bool:
    """ "ran 21 miles on Monday. He ran for 4 hours on Tuesday. How many miles did he run?":
    a doing of the asked verb measured only by how long or how far it went (no stuff named)
    counts none of the asked kind, yet the asked kind was surely done in it too. With a pace
    of the verb told ("jogs 3 miles a day. She jogged for 5 days") the time is the pace's span."""
    if any(e.op is Op.PACE and e.actor in holders and _same_event(e.verb, target.verb)
           for e in b.ledger.entries):
        return False
    return any(
        not target.matcher.matches(e.kind) and e.kind.of is None and (unit := measure_unit(e.kind.unit))
        is not None and unit.dimension in ("time", "length")
        for e in _events(b, target.verb, holders, None))


def _untold_doing(b: _Builder, target: Target, holders: list[str]) -> bool:
    """A doing of the asked verb told with no amount ("She walked to the park", "They swam in
    the lake") by one of the holders, or a group with one of them in it, or by no one known
    ("They walked to school" first): what it added to the sum asked is not told. A doer the
    subject may be counts as the doer (a pronoun with two candidates)."""
    members = {e.id: e.members for e in b.ledger.entities}
    known = {e.id for e in b.ledger.entities if e.kind is not EntityKind.ANONYMOUS}  # ("They" of no one)
    asked = {who for h in holders for who in (h, *members.get(h, ()))}
    return any((_same_event(doing.verb, target.verb) or _one_doing_said(doing.verb, target.verb)) and (
        not doing.doers or any(
        who in asked or who not in known or asked & set(members.get(who, ()))
        for who in doing.doers)) and not (
        doing.under_way and not any(e.clause[0] < doing.span[0] and _same_event(e.verb, target.verb)
                                    for e in b.ledger.entries))  # ("was reading a book" first: a scene)
        for doing in b.ledger.untold)


def _done_with_unknown_effect(b: _Builder, target: Target, holders: list[str]) -> bool:
    """ "Ann had 10 stickers. She decorated her notebook.", "had 10 nails. He fixed the fence":
    a doing told with no amount, by a holder asked, after her holding of the kind is told, of a
    verb whose effect on holdings the lexicon does not know (no verb class, no scene verb): it
    may have used some of them. So may any such doing told last ("had $20. She went shopping.
    How much does she have now?"): a scene sets the stage of the doings told after it, and one
    told last may be the change asked. A doing under way is a scene the next sentences tell;
    but a making under way after the holding ("had 40 flowers. She was making bouquets.") that
    no later doing of the kind tells may have used some of them too."""
    if _errand_untold(b, target, holders):
        return True
    held_from = min((e.clause[0] for e in b.ledger.entries
                     if e.subject in holders and target.matcher.matches(e.kind)), default=None)
    # (a doing of unknown effect to something counted, "She fed the horses", is the obligation
    # untold_use's)
    return held_from is not None and any(
        set(doing.doers) & set(holders) and doing.span[0] > held_from and (
            not doing.under_way and (
                doing.last or verb_class(doing.verb) is None and not in_class(doing.verb, "scene_verbs"))
            or doing.under_way and _making_untold_after(b, target, holders, doing))
        for doing in b.ledger.untold)


def _pace_changed_untold(b: _Builder) -> bool:
    """ "covers 200 km in 4 hours. Then it slows down.": a doing told with no amount by a pace's
    doer after the pace, of a verb whose effect the lexicon does not know (no verb class, no scene
    verb), any such doing by another ("Ivo joins her"), or any entry of no amount told after it
    ("Ivo knits with her"), may change the pace from then on."""
    paces = [e for e in b.ledger.entries if e.op is Op.PACE]
    # "He gets sick.": read as a getting of no amount told, of the pace's own doer after it;
    # "Ivo helps her.", "Ivo knits with her.": another's doing may change the pace as well
    return any(
        doing.span[0] > e.clause[0] and not doing.under_way and (e.subject not in doing.doers or (
            verb_class(doing.verb) is None and not in_class(doing.verb, "scene_verbs")))
        for e in paces for doing in b.ledger.untold) or any(
        other.clause[0] > e.clause[0] and other.amount.value is None
        and other.op in (Op.GAIN, Op.LOSS, Op.TRANSFER, Op.EVENT) and not other.supposed
        for e in paces for other in b.ledger.entries)


def _stretch_beyond_held(b: _Builder) -> bool:
    """ "reads 20 pages an hour. He read for 3 hours. His book has 50 pages.": the pace over the
    stretches told goes beyond a holding, size or need of the paced things told beside it (the
    book read through before the stretch was over), as ``_paced_thing_held`` over periods asked."""
    for pace in b.ledger.entries:
        if pace.op is not Op.PACE or pace.per is None or pace.amount.value is None:
            continue
        stretches = [e.amount.value for e in b.ledger.entries if e.op is Op.EVENT and e.actor == pace.actor
                     and e.kind.unit == pace.per.unit and e.amount.value is not None]
        if any(e.op in (Op.OBSERVE, Op.GOAL, Op.RATE) and e.kind.unit == pace.kind.unit
               and e.amount.value is not None and pace.amount.value * sum(stretches) > e.amount.value
               for e in b.ledger.entries):
            return True
    return False


def _paced_thing_held(b: _Builder, target: Target) -> bool:
    """ "reads 20 pages a day. Her book has 100 pages.": a holding, a size or a need of the
    things a pace does, told beside it, may end the doing before the period asked is over (the
    book read through on the fifth day). Only a doing over the periods asked that cannot reach
    any such amount ("30 kites a day" of 100 needed, in 2 days) is sure to go on throughout."""
    def within(pace: Entry, held: Entry) -> bool:
        periods = None if target.goal is None else target.goal.value
        return (pace.per is not None and pace.per.unit == target.per and periods is not None
                and pace.amount.value is not None and held.amount.value is not None
                and pace.amount.value * periods <= held.amount.value)

    paces = [e for e in b.ledger.entries if e.op is Op.PACE and e.per is not None and (
        (unit := measure_unit(e.per.unit)) is not None and unit.dimension == "time")]
    return any(e.op in (Op.OBSERVE, Op.GOAL, Op.RATE) and e.kind.unit == pace.kind.unit
               and e.amount.value is not None and not within(pace, e)
               for pace in paces for e in b.ledger.entries)


def _making_untold_after(b: _Builder, target: Target, holders: list[str], doing: UntoldDoing) -> bool:
    """A making under way ("She was making bouquets") after which nothing of the kind asked is
    told of its holders: what it used of them is not told."""
    return in_class(doing.verb, "producing_verbs") and not any(
        e.clause[0] > doing.span[0] and e.subject in holders and target.matcher.matches(e.kind)
        for e in b.ledger.entries)


def _errand_untold(b: _Builder, target: Target, holders: list[str]) -> bool:
    """ "Ann went to buy some food. She had $20." How much is left? An errand (``UntoldDoing.errand``)
    by one asked, or by a group with one asked in it, whose getting is not told after it: each of
    its doers asked must be told to get things of the asked kind (`bought 3 rolls`, `They bought
    5 rolls`), or to get or pay anything when money is asked; a gift to the doer or things found
    tell nothing of the errand ("went to buy some plums. He had 6 plums. He bought 4 pears.": and
    plums?)."""
    members = {e.id: e.members for e in b.ledger.entities}
    asked = {who for h in holders for who in (h, *members.get(h, ()))}
    # ("How much did he spend?" asks money too, whatever its matcher counts)
    money = target.matcher.counts_money or in_class(target.verb or "", "spending_verbs")
    getting = ("buying_verbs", "getting_verbs", "gathering_verbs")

    def got(e: Entry, thing: NounTold | None) -> bool:
        if money and e.op in (Op.LOSS, Op.TENDER) and is_money_unit(e.kind.unit):
            # ("spent $12 on paint", "paid with a $20 bill"; not "spent $12 on brushes" for paint)
            return _spent_on_errand(b, e, thing)
        lemma = None if e.verb is None else verb_lemma(e.verb) or e.verb
        return e.op is Op.GAIN and lemma is not None and any(in_class(lemma, c) for c in getting) and (
            money and _of_errand(e.kind, thing) or target.matcher.matches(e.kind))

    def told(who: str, errand: UntoldDoing) -> bool:
        # "went to buy pens and paper": the pens bought tell nothing of the paper
        return all(who in by or any(who in members.get(s or "", ()) for s in by) for by in (
            {e.subject for e in b.ledger.entries if e.clause[0] > errand.span[0] and got(e, thing)}
            for thing in _errand_things(b, errand) or (None,)
        )) or bool(members.get(who)) and all(told(m, errand) for m in members[who])

    # an errand named by a noun ("went shopping. She had $20.") leaves a holding asked as such
    # the one told after it; asked as what is left (or now), its spending is untold
    asked_after = target.what is not TargetWhat.STATE or told_with(b.ledger.times, target.span, _NOW_LEFT)
    errands = [doing for doing in b.ledger.untold if doing.errand is not None and (
        asked_after or any(in_class(doing.errand, c) for c in getting))]
    return any(any(
        who in asked and not told(who, doing)
        for doer in doing.doers for who in (doer, *members.get(doer, ()))) for doing in errands)


def _one_asked_never_did(b: _Builder, target: Target, holders: list[str]) -> bool:
    """A sum of a doing asked of a group of people ("they", "Ann and Bo"), one of whom the story
    never tells doing it, in any amount or none, alone or in a group: what that one did is untold."""
    if target.verb is None:
        return False
    members = {e.id: e.members for e in b.ledger.entities}
    # the members of a group asked that the story tells doing anything (a place a "they" took in
    # by mistake, told doing nothing, is left to the sum as before)
    doers = {e.actor for e in b.ledger.entries} | {who for d in b.ledger.untold for who in d.doers} | {
        v.doer for v in b.ledger.told.verbs if v.doer is not None}
    doers |= {who for group in doers for who in members.get(group, ())}
    asked = {who for h in holders for who in members.get(h, ()) if who in doers}
    if len(asked) < 2:
        return False
    actors = {e.actor for e in b.ledger.entries if _same_event(e.verb, target.verb)}
    actors |= {who for doing in b.ledger.untold if _same_event(doing.verb, target.verb)
               for who in doing.doers}
    did = {who for a in actors for who in (a, *members.get(a, ()))}
    # a doing told of no one is the group's untold change ("They had 18 left. How many did they
    # sell?"), read from their holding as one's would be
    return bool(did) and any(who not in did for who in asked)


def _errand_things(b: _Builder, errand: UntoldDoing) -> tuple[NounTold, ...]:
    """The things an errand is to get, as told ("went to buy some paint": paint; "to buy pens
    and paper": both), or none told."""
    told = b.ledger.told
    start, end = errand.span
    after = next((v.span[1] for v in told.verbs
                  if v.lemma == errand.errand and start <= v.span[0] < end), None)
    nouns = [] if after is None else [n for n in told.nouns if after <= n.span[0] < end]
    things = nouns[:1]
    for noun in nouns[1:]:
        said = b.text[things[-1].span[1]:noun.span[0]].lower()
        between = re.findall(r"[a-z]+", said)
        if not set(between) <= _LISTING_WORDS or not between and "," not in said:
            break
        things.append(noun)
    return tuple(things)


_LISTING_WORDS = frozenset({"and", "or", "some", "a", "an", "the", "more", "new"})  # "pens and some paper"


def _of_errand(kind: Kind, thing: NounTold | None) -> bool:
    """Whether things of ``kind`` may be what an errand was to get: the errand's things, or
    things of a category they may belong to ("went to buy some fruit" … "bought 4 plums")."""
    return thing is None or thing.head in (kind.unit, kind.of) or is_category(thing.head) and (
        membership(kind.unit, thing.head, kind.modifiers) is not False)


def _spent_on_errand(b: _Builder, spending: Entry, thing: NounTold | None) -> bool:
    """Whether a spending of money may be an errand's buying of ``thing``: it names nothing
    bought after "on" or "for" ("spent $12"), or names the errand's things ("on blue paint",
    whatever chunks the words were read as), or things they may be a category of."""
    told = b.ledger.told
    if spending.paid_for_kind is not None:
        return _of_errand(spending.paid_for_kind, thing)
    after = [p.span[1] for p in told.prepositions if p.clause == spending.clause and p.word in ("on", "for")]
    if not after or thing is None:
        return True
    words = set(re.findall(r"[a-z]+", b.text[min(after):spending.clause[1]].lower()))
    things = [n for n in told.nouns if n.clause == spending.clause and not is_money_unit(n.head)]
    # ("spent $6 on tape"; "bought tape for $6": the thing before "for")
    bought = next((n.head for n in things if n.span[0] >= min(after)), None) or next(
        (n.head for n in things), None)
    named = bool({thing.head, thing.written.lower()} & words)
    return named or bought is None or _of_errand(Kind(bought), thing)


def _errand_of_the_doing_asked(b: _Builder, target: Target, holders: list[str]) -> bool:
    """A sum asked of getting or spending (`How many did they buy?`, `How much did they spend?`)
    over an errand's doer whose getting is untold (``_errand_untold``)."""
    verb = target.verb
    getting = ("buying_verbs", "getting_verbs", "gathering_verbs", "spending_verbs")
    return verb is not None and any(in_class(verb, c) for c in getting) and _errand_untold(b, target, holders)


def _changed_as_a_category(b: _Builder, target: Target, holders: list[str]) -> bool:
    """ "had 5 dogs and 3 cats. She sold some pets. How many dogs?": a change to the holding
    told of a category the asked kind belongs to may have taken some of the asked things."""
    asked = target.matcher.unit
    if asked is None:
        return False
    # (the asked kind held by its own noun: "sunflowers" told as a part of the flowers got
    # is counted among them, not beside them)
    held_as_own = any(e.subject in holders and e.kind.unit == asked and e.kind.part is None
                      for e in b.ledger.entries)
    # ("Each flower has 4 petals": the asked things are told as the contents of each one of the
    # changed kind, so they are not among them, unless they are certainly of it: "Each pet has 2
    # dogs")
    containers = {e.per.unit for e in b.ledger.entries
                  if e.per is not None and target.matcher.matches(e.kind)}
    return held_as_own and any(
        e.op in (Op.GAIN, Op.LOSS, Op.TRANSFER) and (e.subject in holders or e.other in holders)
        and not target.matcher.matches(e.kind)
        and (e.kind.unit not in containers or membership(asked, e.kind.unit) is True)
        and _told_by_category(e.kind, target.matcher)
        for e in b.ledger.entries)


def _told_by_category(kind: Kind, asked: KindMatcher) -> bool:
    """The kind is a category the asked things may belong to: "sold some pets" may have sold
    some of the cows asked (undecided membership is enough)."""
    return asked.unit is not None and any(
        word is not None and is_category(word) and membership(asked.unit, word) is not False
        for word in (kind.unit, kind.of))


def _over_counted_parts(events: list[Entry]) -> bool:
    """ "made 3 sandwiches for each of his 4 friends", "ran 8 miles each day for 9 days": one
    doing told as so much for each of a count is a total over those parts."""
    return len(events) == 1 and events[0].rate is not None and events[0].count is not None


def _doing_read_to_nothing(b: _Builder, target: Target) -> bool:
    """Whether the story tells the doing asked, in a tense that says it was (or is) done ("Bo
    ran a mile", "Then she ran to the store", "Bo did too": the pro-verb; not "was buying",
    "decided to sell", "loves to read"), in a clause the ledger holds nothing of, after a doing
    of it the ledger counts, or of one thing ("a mile"), or by one named whom no counted doing
    is of ("Bo ran to the park. Ada ran 2 miles."): a doing the sum asked would leave out. (A
    clause ahead of every counted doing, "gave seedlings. … he gave 14 of cedar and 38 of
    pine", may tell the doings that follow.)"""
    told = b.ledger.told
    counted = [e for e in b.ledger.entries if _same_event(e.verb, target.verb)]
    named_apart = set() if target.holders is None else {e.id for e in b.ledger.entities} - {
        who for h in target.holders for who in (h, *b.ledger.entity(h).members)}  # "Bo ran …" of Ada's
    asked = sentence_span(b.text, target.span)  # "If Zig wrote 60 books, how many …": the supposed
    for verb in told.verbs:
        done = verb.written.lower() in (*inflections(verb.lemma, "VBD"), *inflections(verb.lemma, "VBZ"))
        pro_verb = verb.auxiliary and verb.lemma == "do" and not told.verbs_within(verb.clause)
        if verb.span[1] > asked[0] or not done or verb.doer in named_apart or not (
            pro_verb or not verb.auxiliary and _same_event(verb.lemma, target.verb)
        ) or b.text[:verb.span[0]].split()[-1:] == ["to"] or any(
            e.clause[0] <= verb.span[0] < e.clause[1] for e in b.ledger.entries
        ):
            continue
        if any(e.clause[0] < verb.span[0] for e in counted) or any(
            noun.determiner in ("a", "an") for noun in told.nouns
            if verb.clause[0] <= noun.span[0] < verb.clause[1] and noun.span[0] > verb.span[0]
        ) or counted and verb.doer in {e.id for e in b.ledger.entities} - {e.actor for e in counted}:
            return True
    return False


def _one_doing_said(verb: str | None, asked: str | None) -> bool:
    """Two verbs of one doing ("biked" and "cycled home"): a doing told by the other verb with
    no amount may be more of the doing asked."""
    return verb is not None and asked is not None and one_doing(verb, asked)


def _same_event(verb: str | None, asked: str | None) -> bool:
    """The question's verb names the entry's event: the same lemma, or two ways of saying
    money went out for things bought ("spend", "pay") or came in for work ("earn", "make")."""
    if verb is None or asked is None:
        return verb == asked
    return verb == asked or in_class(verb, "spending_verbs") and in_class(asked, "spending_verbs") or (
        in_class(verb, "wage_verbs") and in_class(asked, "wage_verbs"))


_SAID_ALIKE = ("gathering_verbs", "receiving_verbs")  # classes whose verbs may each say the others'


def _gathering_told(b: _Builder, target: Target) -> str | None:
    """ "Ann picked 12 apples … How many apples did they collect?", "Bo got 10 pounds … What
    is the weight they received?": a verb of gathering (or of receiving) asked that the story
    never tells names the one other verb of its class it tells of the kind asked (lexicon
    `gathering_verbs`, `receiving_verbs`); "travel" asked names the one way of going told
    (`travelling_verbs`, `going_ways_verbs`). None when the asked verb is told, or two others
    are ("picked 12 and gathered 5": which are "collected"?)."""
    asked = target.verb
    if asked is None or any(e.verb == asked for e in b.ledger.entries):
        return None
    for name in _SAID_ALIKE:
        if in_class(asked, name):
            told = {e.verb for e in b.ledger.entries if e.verb is not None and in_class(e.verb, name)
                    and target.matcher.matches(e.kind)}
            return told.pop() if len(told) == 1 else None
    if in_class(asked, "travelling_verbs"):
        # "flew 8 meters … How far did it travel?": the one way of going told ("walked 3 and
        # ran 2": both are travelling, but the sum of two ways is not read here)
        ways = {e.verb for e in b.ledger.entries if e.verb is not None
                and in_class(e.verb, "going_ways_verbs") and target.matcher.matches(e.kind)}
        way = ways.pop() if len(ways) == 1 else None
        return way if way is not None and not _other_goings(b, {way}, target.span) else None
    return None


_GOING_CLASSES = ("going_ways_verbs", "going_verbs", "motion_verbs", "travelling_verbs", "leaving_verbs",
                  "visiting_verbs", "entering_verbs", "alighting_verbs", "getting_about_verbs",
                  "taking_verbs")


_MOVING_CLASSES = ("going_ways_verbs", "going_verbs", "motion_verbs")  # a going, not what it is for


def _other_goings(b: _Builder, ways: set[str], asked: Span) -> bool:
    """Whether the story (before the question at ``asked``) tells a going other than by
    ``ways`` ("drove 30 miles … then hiked around it", "… then went home", "took a bus",
    "traveled home by bus"): travel no amount of which may be told."""
    return any(not v.auxiliary and v.lemma not in ways and any(in_class(v.lemma, c) for c in _GOING_CLASSES)
               and not asked[0] <= v.span[0] < asked[1] for v in b.ledger.told.verbs)


def _travel_beside_ways(b: _Builder, target: Target) -> bool:
    """ "Tom drove 30 miles. He traveled 5 more miles by bus. How far did he travel?": travel
    asked where the story tells it beside a length gone another way (those miles are travel
    too), or beside a going told with no length ("Then he walked home")."""
    return target.what is TargetWhat.EVENTS and in_class(target.verb or "", "travelling_verbs") and any(
        e.verb == target.verb for e in b.ledger.entries) and (any(
            e.verb is not None and in_class(e.verb, "going_ways_verbs") and target.matcher.matches(e.kind)
            for e in b.ledger.entries) or any(
            doing.verb != target.verb and any(in_class(doing.verb, c) for c in _MOVING_CLASSES)
            for doing in b.ledger.untold))


def _fitted_by_another(ledger: Ledger) -> Refusal | None:
    """ "Ben can fit 5 cards in each box. Al has 42 cards.": the room told is what Ben fits; what
    anyone else does with boxes, it does not tell. A refusal when a room told of a doer's
    fitting stands beside anyone else who holds or does (a place of the doer's is the doer's)."""
    doers = {e.actor for e in ledger.entries
             if e.op is Op.SHARE and e.capacity and e.actor not in ("", e.subject)}
    # (things that wilt, break or spoil by themselves are no one else who does: "48 of them wilted")
    others = {who for e in ledger.entries for who in (e.subject, e.actor, e.other)
              if who and who not in ("world", "the things themselves")
              and who.partition(" of ")[2] not in doers} - doers
    if not doers or (len(doers) == 1 and not others):
        return None
    return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, ledger.target.text,
                   span=ledger.target.span, expected=("no one but the doer whose fitting tells the room",))


def _bought_told(b: _Builder, target: Target) -> str | None:
    """ "She bought 3 bags of 6 pears. How many did she get?": "get" (lexicon `getting_verbs`)
    asked of holders the story never says got anything names the one buying verb of every
    event told of them; None when any other event of theirs is told
    ("Bo gave her 4 more": got by buying or both?), or "get" is told."""
    asked, holders = target.verb, target.holders
    if asked is None or not in_class(asked, "getting_verbs") or not holders or any(
        e.verb == asked for e in b.ledger.entries
    ):
        return None
    # every doing of theirs but a loss ("He lost 4", "Eleven were eaten": no way they came
    # to have any), of any kind: the kind asked may be what the things bought hold
    told = {e.verb for e in b.ledger.entries if e.op in (
        Op.GAIN, Op.TRANSFER, Op.EVENT, Op.GOAL, Op.TOTAL) and (
        e.actor in holders or e.subject in holders or e.other in holders)}
    if len(told) != 1:
        return None
    bought = told.pop()
    return bought if bought is not None and in_class(bought, "buying_verbs") else None


def _got_besides_bought(b: _Builder, target: Target) -> bool:
    """ "He bought 5 plums. He got 3 plums from Lia. How many plums did he get?": "get" told
    of holders who also bought things says as well what they bought: the 3, or all 8?"""
    asked, holders = target.verb, target.holders
    return asked is not None and in_class(asked, "getting_verbs") and bool(holders) and any(
        e.verb == asked for e in b.ledger.entries) and any(
        e.verb is not None and in_class(e.verb, "buying_verbs") and e.actor in (holders or ())
        for e in b.ledger.entries)


def _pooled_by_members(b: _Builder, key: tuple[str, Kind]) -> tuple[str, Kind]:
    """ "Debby had 32 pieces and her sister had 42. They ate 35.": a change to a group that
    holds nothing of its own is a change to what its members hold together, when every member
    is told holding the kind now (not only at a time gone by). From then on the members'
    holdings are counted only together (``merge``)."""
    holder, kind = key
    group = b.ledger.entity(holder)
    if group.kind is not EntityKind.GROUP or len(group.members) < 2:
        return key
    held: list[tuple[str, Kind]] = []
    for member in group.members:
        own = b.key_for(member, kind)
        if isinstance(own, Refusal) or own not in b.timelines or own in b.merged or (
            b.timelines[own][-1] in b.told_then
        ):
            return key
        held.append(own)
    return b.merge(holder, kind, held)


def _base_holding(b: _Builder, key: tuple[str, Kind]) -> tuple[str, Kind]:
    """ "has 21 CDs … buys 8 brand new CDs": a change of a sub-kind no timeline holds goes to
    the one plain holding of its kind (new CDs are CDs); a question about the sub-kind then
    finds no holding of its own."""
    holder, kind = key
    plain = [k for (h, k) in b.timelines if h == holder and k.unit == kind.unit and not k.modifiers
             and k.part is None and k.of in (None, kind.of)]
    return (holder, plain[0]) if kind.modifiers and len(plain) == 1 else key


def _part_of_contents(b: _Builder, part: tuple[str, Kind], contents: tuple[str, Kind]) -> bool:
    """ "Each box has 8 pens. Half of the pens are red": the red pens are a part told of the whole
    the contents make (its holder's, of its kind), so they are among those in the boxes."""
    whole = next((e for e in b.ledger.entries if e.id == b.part_of.get(part)), None)
    return whole is not None and _entry_key(b, whole) == contents


def _wallet_told_after_purchase(b: _Builder, keys: list[tuple[str, Kind]]) -> bool:
    """ "Ivo bought 3 kg of rice. Rice costs $4 per kilogram. Ivo has $50 in his purse.": money
    told held after a priced purchase of the holder's, or after a sum of it spent or handed
    away ("spent $40 on pears. He has $300."), never said to come after it ("now", "left",
    "then"), may be what was in the purse before paying."""
    order = {e.id: i for i, e in enumerate(b.ledger.entries)}
    return any(
        e.op is Op.OBSERVE and (key := _entry_key(b, e)) in keys and key is not None
        and key[1].unit in ("dollar", "cent") and not _told_after(b, e)
        and not told_with(b.ledger.times, e.clause, _NOW_LEFT)
        and (any(bought.actor == key[0] and order[bought.id] < order[e.id] for bought, _ in b.costs)
             or any(paid.op in (Op.LOSS, Op.TRANSFER) and paid.subject == key[0]
                    and paid.kind.unit == key[1].unit and order[paid.id] < order[e.id]
                    and _entry_key(b, paid) == key
                    for paid in b.ledger.entries))
        for e in b.ledger.entries)


def _entry_key(b: _Builder, entry: Entry) -> tuple[str, Kind] | None:
    key = b.key_for(entry.subject, entry.kind)
    return None if isinstance(key, Refusal) else key


def _a_person(entity: Entity) -> bool:
    """A person, or one told by a role with a gender ("his wife"): not a place or a thing."""
    return entity.kind is EntityKind.PERSON or entity.kind is EntityKind.ROLE and entity.gender != "n"


def _place_beside_a_person(b: _Builder, holders: list[str]) -> bool:
    """Among the holders of a kind asked of no one, a place and a person: what the person has
    may be in the place, or beside what it holds. A person told to keep theirs in another
    place ("has 10 pies on the shelf while 6 are in the oven") is beside it."""
    entities = [b.ledger.entity(h) for h in holders]
    places = {e.label.split()[-1].lower() for e in entities
              if e.kind is EntityKind.PLACE or e.kind is EntityKind.ROLE and e.gender == "n"}
    return bool(places) and any(
        (e.kind is EntityKind.PERSON or e.kind is EntityKind.ROLE and e.gender != "n") and not any(
            entry.subject == e.id and entry.held_at is not None and entry.held_at.head not in places
            for entry in b.ledger.entries
        ) for e in entities)


def _holders(b: _Builder, target: Target) -> list[str]:
    """Target holders with groups opened into their members. With none named: for events,
    every actor; for a state ("How many books are left?"), every holder the story states
    as holding that kind — not whoever borrowed some of them."""
    if target.holders is None:
        if target.what is TargetWhat.EVENTS:
            return sorted({e.actor for e in b.ledger.entries})
        told = [e for e in b.ledger.entries if target.matcher.matches(e.kind)]
        # the other side of a comparison holds the kind too, and so does each member of a
        # group whose total is told ("Ann and Bo have 22 pens. Ann has 10 times as many as Bo."),
        # and a sharer held what it shared
        stated = sorted({e.subject for e in told
                         if e.op in (Op.OBSERVE, Op.RATE, Op.SCALE, Op.COMPARE)
                         or e.op is Op.SHARE and not e.capacity}
                        | {m for e in told if e.op in (Op.SCALE, Op.COMPARE) and e.other is not None
                           and e.verb is None for m in _named_members(b, e.other)}
                        | {m for e in told if e.op is Op.TOTAL and e.verb is None
                           for m in b.ledger.entity(e.subject).members})
        changed = {e.subject for e in told}
        # "Tom harvested 80 potatoes. He sold 20. How many potatoes are not sold?": a holding
        # no one states, got by the one holder whose holding of the kind anything changes
        got = len(changed) == 1 and any(e.op is Op.GAIN for e in told) or _each_got_their_own(told, changed)
        return stated or (sorted(changed) if got else [])
    found: list[str] = []
    for holder in target.holders:
        entity = b.ledger.entity(holder)
        found.append(holder)
        if entity.kind is EntityKind.GROUP:
            found.extend(entity.members)
    return found


def _each_got_their_own(told: Sequence[Entry], changed: set[str]) -> bool:
    """ "Diego baked 12 cakes. Donald baked 4 cakes and ate 1. How many cakes are left?": each
    holder's first telling of the kind is a making or a gathering of their own, new things from
    no one (a buying or a taking may be of another's: "Ann baked 12. Bo bought 4."), and nothing
    of it passes between holders (a giving leaves the given ones held elsewhere: left, or not?)."""
    if len(changed) < 2 or any(e.op not in (Op.START_EMPTY, Op.GAIN, Op.LOSS) or e.other is not None
                               or e.actor not in (None, e.subject) for e in told):
        return False
    first = {e.subject: e for e in reversed(told) if e.op is not Op.START_EMPTY}
    return all(e.op is Op.GAIN for e in first.values()) and all(
        e.verb is not None and (in_class(e.verb, "producing_verbs") or in_class(e.verb, "gathering_verbs"))
        for e in told if e.op is Op.GAIN)


Scope = tuple[str, int, tuple[int, ...]]


def _may_be_among(matcher: KindMatcher, kind: Kind) -> bool:
    """Things of ``kind`` may be among those ``matcher`` asks: matched; of the category the
    matcher names as a told kind ("She gave 4 of her pets to Tia. Tia gave 1 cat back": the cat
    may be one of the pets asked); or a category the asked things may belong to ("The farmer
    sold 2 animals": some of the cows asked, maybe)."""
    return matcher.matches(kind) or _told_by_category(kind, matcher) or (
        matcher.unit is not None and matcher.category is None and is_category(matcher.unit)
        and membership(kind.unit, matcher.unit, kind.modifiers) is not False)


def target_terms(b: _Builder, target: Target) -> tuple[list[Term], str | None, Scope] | Refusal:
    """The terms whose sum the question ``target`` asks, the unit they count in and the scope
    they are taken over; a Refusal where the story does not tell them."""
    unit = target.matcher.unit if not target.matcher.money else None
    no_scope: tuple[str, int, tuple[int, ...]] = ("", 0, (0,))
    if any(e.to_come for e in b.ledger.entries) and not asks_to_come(b, target):
        # "Ivo will have 30 plums. How many plums does he have now?": a holding to come says
        # nothing of now or before
        return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, target.text, span=target.span,
                       expected=("a question asked of the time to come the story is told at",))
    if target.todo == "do":
        doing_named = _doing_told(b, target)
        if isinstance(doing_named, Refusal):
            return doing_named
        target = doing_named
    if target.what in (TargetWhat.EACH, TargetWhat.PARTS, TargetWhat.PARTIAL) and _state_of_some_shared(b):
        # "125 students go on a trip. 5 students are absent. How many vans are needed?": do the
        # absent ones ride, or the broken cookies go in the boxes? (was 11)
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no state told of some of the things shared",))
    if target.what in (TargetWhat.EACH, TargetWhat.PARTS, TargetWhat.PARTIAL):
        return share_terms(b, target)
    if target.what in (TargetWhat.PRICE, TargetWhat.BUDGET):
        return price_terms(b, target)
    if target.what in (TargetWhat.PACED, TargetWhat.SPAN, TargetWhat.LAST, TargetWhat.PERIODS) and (
        _pace_changed_untold(b)
    ):
        # "A train covers 200 km in 4 hours. Then it slows down. How many hours …?" (hazard: 2)
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no doing of unknown effect by a pace's doer after the pace",))
    if target.what is TargetWhat.PACED and _paced_thing_held(b, target):
        # "reads 20 pages a day. Her book has 100 pages. How many pages in a week?" (hazard: 140)
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no holding or size of the paced things told beside the pace",))
    if target.what is TargetWhat.PACED:
        if (gathered := _gathering_told(b, target)) is not None:
            target = attrs.evolve(target, verb=gathered)  # "drives 80 miles in 2 hours … How far will he go?"
        return paced_terms(b, target)
    if target.what is TargetWhat.SPAN:
        return span_terms(b, target)
    if target.what in (TargetWhat.LAST, TargetWhat.PERIODS):
        return last_period_terms(b, target)
    if target.what is TargetWhat.SUM:
        return _sum(b, target)
    if _travel_beside_ways(b, target):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("travel told with no other way of going",))
    said_alike = target.what is TargetWhat.EVENTS and (gathered := _gathering_told(b, target)) is not None
    if said_alike:
        target = attrs.evolve(target, verb=gathered)  # "picked 12 … How many did they collect?"
    elif target.what is TargetWhat.EVENTS and (bought := _bought_told(b, target)) is not None:
        target = attrs.evolve(target, verb=bought)  # "bought 3 bags … How many did she get?"
    elif target.what is TargetWhat.EVENTS and _got_besides_bought(b, target):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no purchase beside the gettings asked",))
    put_used = _put_asked_as_used(b, target) if target.what is TargetWhat.EVENTS else None
    if put_used:
        # "She puts 6 candles on each of her 5 cakes. How many candles does she use?": those put
        target = attrs.evolve(target, what=TargetWhat.STATE, verb=None)
    elif put_used is not None:
        # "… She used 4 candles on a pie. How many candles does she use?": those put too?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("the things put into each container and nothing else told of them",))
    if target.what is TargetWhat.EVENTS and _seen_as_there(b, target):
        # "There are 5 owls in an oak. How many owls do you see?": what there is, seen
        target = attrs.evolve(target, what=TargetWhat.STATE, verb=None, holders=None)
    if target.what is TargetWhat.PERCENT:
        return _percentage(b, target)
    if target.what is TargetWhat.DIFFERENCE:
        if _measured_changed_otherwise(b, target):
            # "Pat's tower is 18 inches tall … Pat added 4 blocks": to the tower? by how much?
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("no change told of a measured thing but in its measure",))
        first = target_terms(b, target.parts[0])
        second = target_terms(b, target.parts[1])
        if isinstance(first, Refusal):
            return first
        if isinstance(second, Refusal):
            return second
        # a part asked at a time ("before selling") must name one state; it is the one checked
        timed = [part[2] for part, asked in ((first, target.parts[0]), (second, target.parts[1]))
                 if asked.what is TargetWhat.STATE and asked.time != "final"]
        beside = _whole_beside_one_side(b, first[0], second[0])
        if beside is not None:
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=(f"no whole whose untold rest may hold the {beside} compared",))
        b.compared = target.parts[0].matcher != target.parts[1].matcher
        terms = first[0] + [(-c, v) for c, v in second[0]]
        if first[1] == second[1] and first[1] is not None and all(
            asked.matcher.unit not in (None, first[1]) for asked in target.parts
        ):
            unit = first[1]  # "how many more oaks than willows": parts, counted in the whole's trees
        if len(timed) > 1:
            return terms, unit, _both_scopes(timed[0], timed[1])
        return terms, unit, timed[0] if timed else no_scope
    asked_at_place = target.place_of is not None
    if target.place_of is not None and (owned := _owner_holding(b, target)) is not None:
        target = owned  # "on his shelf": the owner's holding told as kept there
    holders = _holders(b, target)
    if (untold_member := _member_told_nothing(b, target)) is not None:
        # "Dot, Jo and Rob went shopping. Jo bought 3 pens. Rob bought 4 pens. How much did the
        # three friends spend?": what Dot bought is never told
        return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, untold_member, span=target.span)
    if _they_beside_a_group_described(b, target):
        # "Joe, one of the hunters, found 12 eggs. Ann found 3. How many did they find?": the
        # two named, or the hunters?
        return Refusal(RefusalCode.AMBIGUOUS_REFERENT, Stage.LEDGER, target.text, span=target.span,
                       expected=("no group the subject was told one of, beside a 'they' asked",))
    if (found := _found_in_a_state(b)) is not None:
        # "had 12 apples. He found 4 rotten apples.": among his, or 4 more?
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(found), span=found.clause,
                       expected=("things found in no state the ones held may be in",))
    if target.what is TargetWhat.STATE and _kept_then_got(b, target, holders):
        # "gave 6 to his mother and kept the rest. Then he bought 5. How many did he keep?": the
        # rest he kept, or all he has now?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no getting after the giving away, beside 'keep' asked",))
    if target.what is TargetWhat.STATE and target.holders is None and "world" in holders and len(holders) > 1:
        # "There are 48 chairs. Ann has 4 chairs. How many chairs are there?": hers among the
        # 48 told of no place, or beside them?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("things told of no place beside no one else's",))
    if target.what is TargetWhat.STATE and target.holders is None and _place_beside_a_person(b, holders):
        # "The bus has 20 riders. Ann has 4 riders. How many riders are there?": hers on the
        # bus, or beside its 20?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("things told in a place beside no one's own",))
    if target.what is TargetWhat.STATE and target.holders is None and not target.time_cue and (
        target.todo is None
    ) and any(e.op is Op.TRANSFER and e.other not in holders and target.matcher.matches(e.kind)
              for e in b.ledger.entries):
        # "Tom had 80 pears. He put 20 pears in a box. How many pears are there?": the 20 are
        # there too, in the box; only what is "left" is his 60
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("things asked of no holder that no one passed on",))
    if target.what in (TargetWhat.STATE, TargetWhat.SHORTFALL) and target.holders is not None and any(
        e.bought_for and (e.other if e.op is Op.TRANSFER else e.subject) in holders and (
            _may_be_among(target.matcher, e.kind) or e.kind.unit == target.matcher.unit)
        for e in b.ledger.entries
    ):
        # "She bought 6 fish for her brother. How many fish does she have?": his, or hers? (so
        # with "bought her brother 6 fish"; and "toy cars" asked may count the "cars" bought;
        # "How many fish are there?" names no holder: they are there, his or hers)
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a holding of things got for oneself",))
    if target.what is TargetWhat.STATE and any(
        e.op is Op.LOSS and e.verb_class is VerbClass.TRANSFER_OUT and e.other is None
        and e.subject not in holders and _may_be_among(target.matcher, e.kind)
        and AWAY not in e.settings for e in b.ledger.entries
    ):
        # "Mia gave 2 apples. How many apples does Jo have?": given to whom? Jo, maybe
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a giving whose receiver is told",))
    if target.what is TargetWhat.STATE and any(
        e.op is Op.GAIN and e.from_untold and e.subject not in holders
        and target.matcher.matches(e.kind) for e in b.ledger.entries
    ) and any(e.subject in holders and target.matcher.matches(e.kind) for e in b.ledger.entries):
        # "Ava has 12 plums. 3 plums were added to the bowl. How many plums does Ava have?":
        # put there by no one named, perhaps by Ava from her own
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a placing whose giver is told",))
    if target.what is TargetWhat.STATE and target.matcher.counts_money and any(
        e.actor in holders for e, _ in b.tendered
    ) and not any(e.actor in holders for e, _ in b.costs) and not any(
        e.actor in holders and e.op is Op.LOSS and e.verb is not None and in_class(e.verb, "spending_verbs")
        for e in b.ledger.entries
    ):
        # "Ann had $10. She paid with a $5 bill.": paid for what? What went, and what came back
        # as change, is untold
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a sum handed over for something whose cost is told",))
    if target.what is TargetWhat.STATE and not asked_at_place and target.todo is None and (
        _held_in_own_thing(b, target, holders)
    ):
        # "Ann has 5 pens. Her box has 3 pens. How many pens does Ann have?": the box's among
        # her 5, or 3 more?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no holding of the kind told of a thing the holder owns",))
    if target.what is TargetWhat.STATE and not asked_at_place and target.holders is not None and (
        "world" not in holders
    ) and _another_place_of_a_row_holds(
        b, target, holders
    ):
        # "The house had 6 bedrooms on the first floor. The second floor had 4 bedrooms. How many
        # bedrooms does the house have?": the second floor's are the house's too
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no other place of the kind the holding was told at holding some",))
    if target.what is TargetWhat.STATE and target.matcher.money and any(
        e.supposed and e.op is Op.GAIN and e.subject in holders and wants_besides(b, e.subject, e.kind.unit)
        for e in b.ledger.entries
    ):
        # "Ivo has $14. He wants to buy 2 plates too. How much will he have left if he buys 2
        # balls?": the plates too, or not?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no other thing the buyer needs or wants",))
    if target.what is TargetWhat.STATE and _stuff_beside_measured_things(b, target, holders):
        # "She has 6 bags. Each bag weighs 3 pounds. She has 4 pounds of sugar. How many pounds
        # does she have?": the sugar may be in the bags, its weight among theirs
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no stuff measured beside things each measured",))
    if target.what is TargetWhat.STATE and _stuff_counted_otherwise(b, target, holders):
        # "She has 22 pairs of shoes and 10 shoes. How many pairs of shoes?", "36 ounces of
        # milk and 2 cartons of milk … How many ounces of milk?": what the others make in the
        # unit asked is untold
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no holding of the stuff asked counted in another unit",))
    if target.what is TargetWhat.STATE and _bought_from_whom_untold(b, target, holders):
        # "A store had 40 kites. Ann bought 12 kites. How many kites does the store have?":
        # bought there, most likely, though the story does not say so
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a buying whose seller is told",))
    if target.what is TargetWhat.STATE and not asked_at_place and any(
        e.op is Op.GAIN and e.kept_at_place and e.subject in holders and target.matcher.matches(e.kind)
        for e in b.ledger.entries
    ):
        # "Uma has 15 limes. She adds 4 limes to the crate. How many limes does Uma have?": the
        # crate may be where hers are kept, or apart from them (only "on her shelf" is asked so)
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a holding asked at the place things were added to",))
    if target.what is TargetWhat.STATE and _done_with_unknown_effect(b, target, holders):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no doing of unknown effect by the holder after her holding is told",))
    if target.what is TargetWhat.STATE and _changed_as_a_category(b, target, holders):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no change told of a category the asked kind is in",))
    if target.what is TargetWhat.STATE and (uncounted := _kind_told_uncounted(b, target)) is not None:
        # "There are red chairs and blue chairs. There are 3 red chairs. How many chairs are
        # there?": the blue ones are there too, in a number never told
        return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, uncounted, span=target.span)
    if target.what is TargetWhat.STATE and (making := _made_of_held(b, target)) is not None:
        # "Ann had 5 eggs. She fried 3 eggs. How many eggs does she have left?": 3 more eggs
        # made, or 3 of hers cooked?
        return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, b.clause(making), span=making.clause)
    if target.what is TargetWhat.STATE and _held_to_come_untold(b, target):
        # "Ola bought 5 pears. How many pears will she have?": what she will do is not told
        return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, target.text, span=target.span,
                       expected=("a change supposed at the time asked",))
    if target.what is TargetWhat.SHORTFALL:
        return _shortfall(b, target, holders)
    if target.what is TargetWhat.EVENTS and target.spent_on is not None:
        spent = _spent_on(b, target, holders)
        if spent is not None:
            return spent
        # no priced purchase of the kind: "on toys" only names the one event of spending, and
        # only when the story names toys ("went to the mall … How much on shoes?": of what?)
        if not names_noun(b.text[:target.span[0]], target.spent_on.unit):
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("the things the money went on, named in the story",))
        target = attrs.evolve(target, spent_on=None, qualified=True)
    if target.what is TargetWhat.EVENTS and _one_asked_never_did(b, target, holders):
        # "Ann met Bo. Bo baked 12 cookies. How many cookies did they bake?": what Ann baked untold
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=(f"a doing of {target.verb!r} told of each one asked",))
    if target.what is TargetWhat.EVENTS:
        told_events = [e for e in _events(b, target.verb, holders, target.matcher)
                       if target.counterparty in (None, e.other if e.actor == e.subject else e.subject)
                       and target.owner in (None, e.subject)]  # "of her leaves": changes to her holding
        if len(told_events) > 1 and any(
            tense_within(b.ledger.times, e.clause) in (Tense.PERFECT, Tense.PRESENT) for e in told_events
        ) and any(tense_within(b.ledger.times, e.clause) is Tense.PAST and not _told_besides(b, e)
                  for e in told_events):
            # "has been swimming for 3 hours. She swam for 2 hours before lunch.": a doing told
            # as running up to now beside one told in the past: the past stretch within it?
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("stretches of a doing none of which is told up to now",))
        if told_events and _done_to_a_kind_within(b, target, holders, told_events):
            # "picked 4 roses and 7 flowers. How many flowers did she pick?": the roses are flowers
            return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, target.text, span=target.span,
                           expected=("no kind among the things asked done alike, counted apart",))
        if (target.verb or "").endswith(" with") and any(
            target.matcher.matches(e.kind) and e not in told_events
            and not (e.op is Op.EVENT and e.verb == target.verb)  # (another's doing alike)
            for e in b.ledger.entries
        ):
            # "played tag with 12 kids. Then 3 more kids joined.": the people a doing was done
            # with, beside others of the kind the story tells of (maybe among them, or joining)
            return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, target.text, span=target.span,
                           expected=("no other people of the kind asked told besides the doing",))
        if in_class(target.verb or "", "carrying_verbs") and len({e.op is Op.EVENT for e in told_events}) > 1:
            # "took 6 pens to school … took 9 pens (from the desk)": carried along, or got? The
            # pens got may be those carried there; one doing of two senses is not summed
            return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, target.text, span=target.span,
                           expected=("one sense of the verb: every doing a carrying to a place, or none",))
        from_asked = {e.verb for e in told_events if e.op is Op.TRANSFER}
        if target.counterparty is not None and any(
            e.op is Op.GAIN and (e.from_untold or e.other is None and e.verb in from_asked)
            and e.subject in holders and target.matcher.matches(e.kind)
            for e in b.ledger.entries
        ):
            # "picked 4 figs from the tree and 3 more. How many did she pick from the tree?": the
            # 3 got from somewhere untold may be from the tree too; so may "She picked 3 figs
            # yesterday", by the verb of the getting from the tree
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("every getting's source told",))
        if target.settings:
            done_so = _done_as_asked(target, told_events)
            if isinstance(done_so, Refusal):
                return done_so
            told_events = done_so
            if _told_there_by_another_verb(b, target, holders):
                # "visited the zoo 4 times … went to the zoo 3 times": one doing, two verbs?
                return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, target.text, span=target.span,
                               expected=("no other verb's doing told at the place asked",))
        if (target.verb == "go" or told_events and not any(e.effect_known for e in told_events)) and (
            _done_by_another_verb(b, target, holders, unknown_only=target.verb != "go")
        ):
            # "rode 6 rides … went on 2 rides": going on rides is riding them
            return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, target.text, span=target.span,
                           expected=("no other verb's doing of the things asked",))
        said_when = dating(b.ledger, b.text, told_events[0].clause) if len(told_events) == 1 else frozenset()
        if b.ledger.target.what is TargetWhat.EVENTS and len(said_when) == 1 and stretches(
            b.ledger, b.text, told_events[0].clause
        ) == said_when and not said_when <= asked_dating(target.text):
            # "scored 6 points in the first half. How many points did she score?": the one doing
            # asked told in one stretch, the others not (its ordinal says there are others)
            return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, target.text, span=target.span,
                           expected=("the doing told in every stretch, or asked of the one told",))
        if target.said_at is not None and any(_told_elsewhere(target.said_at, e) for e in told_events):
            # "swam 6 laps in the pool. How many laps did she swim at the lake?"
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("the doing told at the place the question names",))
        if target.direction == "loss" and any(e.op is Op.GAIN for e in told_events):
            # "6 people got on and 4 got off. How many people got off?": the question's particle
            # turns the verb away; a doing of it that brought things in is another doing
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("doings of the verb all the way its particle says",))
        changed = {holder for e in told_events for holder in (e.subject, e.other) if holder is not None}
        if any(found and key[0] in changed and target.matcher.matches(key[1])
               for key, found in b.untold.items()):
            # "There were 20 birds in the tree. Later there were 14. Then 3 flew away. How many
            # flew away?": the 6 gone untold may have flown away too
            return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, target.text, span=target.span,
                           expected=("no untold change of a holding the asked doings change",))
        if target.owner is not None and len({e.op for e in told_events}) > 1:
            # "3 birds flew up to the tree. 2 birds flew away. How many flew up to the tree?":
            # the verb moved things in and out of the holding; the question says one way
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("changes to the holding all one way",))
        if any(e.op is Op.TRANSFER and e.actor == e.other and any(
            o.op is not Op.TRANSFER and o.actor == e.subject for o in told_events) for e in told_events):
            # "Zoe took 67 pictures. Her sister took 17 of them.": the verb took from one who
            # got them by the same doing; summed, those things count twice
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("no doing that takes what another such doing got",))
        # (of the verb's doings of any kind too: "bought 4 bags of 6 pears. How many pears will
        # she buy?" counts the pears in the bags, bought in the past)
        untimely = _told_at_another_time(b, target, told_events or [
            e for e in b.ledger.entries if e.op in (Op.GAIN, Op.LOSS, Op.TRANSFER, Op.EVENT)
            and e.actor in holders and _same_event(e.verb, target.verb)])
        if untimely is not None:
            return untimely
        times = b.ledger.times
        if in_class(target.verb or "", "measuring_verbs") and (
            tense_within(times, target.span) is Tense.PRESENT
        ) and any(told_with(times, e.clause, frozenset({TimeKind.PAST}))
                  or dated_gone_by(times, b.text, e.clause) for e in told_events):
            # "Jack weighed 52 pounds last year. How much does he weigh?", "… weighed 52 pounds in
            # May": a measure of a time gone by, asked of now
            return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, target.text, span=target.span,
                           expected=("a measure told of the time the question asks it",))
        if any(told_with(times, e.clause, frozenset({TimeKind.PAST})) for e in told_events) and not all(
            told_with(times, e.clause, PLACING) for e in told_events
        ) and not (target.aggregate or told_with(times, target.span, PLACING)):
            # "sold 12 cakes. Last year she sold 5.": this time's doings, or both times'?
            return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, target.text, span=target.span,
                           expected=("doings told at one time, or asked in all",))
        if len(told_events) > 1 and any(t.span[0] >= target.span[0] for t in told_with(
                b.ledger.times, target.span, _ONE_OF_A_ROW)):
            # "bought 8 boxes. Later he bought 6 more. How many did he buy later?": one of the
            # doings, picked by its time, not their sum
            return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, target.text, span=target.span,
                           expected=("a question of doings that picks none of them by its time",))
        if target.verb is not None and in_class(target.verb, "measuring_verbs") and len(
            {e.actor for e in told_events}
        ) < len(told_events):
            # "Ann weighs 50 pounds. Ann weighed 45 pounds last year.": what she weighs is one
            # measure of her at a time, never the sum of two
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("one measure told of each thing measured",))
        if target.verb is not None and in_class(target.verb, "measuring_verbs") and _measure_changed(
            b, told_events
        ):
            # "John weighs 220 pounds. He loses 20 pounds.": what he weighs after the loss is
            # not the measure told before it
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("a measure no later change of it is told beside",))
        # "Bo painted 6 walls with her. How many walls did Ann paint?": hers too
        besides = [e for e in _events(b, target.verb, _actors(b), target.matcher) if e.actor not in holders]
        if _doers_may_overlap(b, [e.actor for e in told_events]) or _done_with_another(
            b, [*told_events, *besides]
        ):
            # "Tom and Sue picked 20. Sue picked 8.": her 8 may be among the 20
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("doers none of whom is among another",))
        if len(holders) == 1 and not b.ledger.entity(holders[0]).members and _done_together(b, told_events):
            # "Uma picked 14 plums with Lev. How many did Uma pick?": hers alone, or theirs?
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("a doing of the one asked, not done with another",))
        members = {e.id: e.members for e in b.ledger.entities}
        named = [h for h in holders if not members.get(h)]  # a group's members, not the group
        doers = {who for e in told_events for who in (e.actor, *members.get(e.actor, ()))}
        otherwise = {e.actor for e in b.ledger.entries if e.op in (Op.GAIN, Op.LOSS, Op.EVENT)
                     and _same_event(e.verb, target.verb) and not target.matcher.matches(e.kind)}
        if target.holders is not None and len(named) > 1 and told_events and (
            any(h not in doers and h in otherwise for h in named)
        ):
            # "Omar found 12 shells and Lise found 9 stones … than Omar and Lise combined": one
            # named is told the doing only to other things (none of these, or left untold?)
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("such a doing told of everyone named",))
        told_of = {who for e in b.ledger.entries for who in (e.subject, e.other, e.actor)}
        if target.holders is not None and len(named) > 1 and not any(
            b.ledger.entity(h).implicit for h in target.holders
        ) and any(
            h not in told_of | {m for who in told_of for m in members.get(who or "", ())} for h in named
        ):
            # "Tim found 3 shells. How many did he and Ann find?": of Ann nothing is told (a
            # "they" of everyone mentioned may take in a place or a thing that did nothing)
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("something told of everyone named",))
        if _untold_doing(b, target, holders) or _errand_of_the_doing_asked(b, target, holders):
            # "Ann walked 3 miles. She walked to the park.": how far was the second walk?
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("every doing of the asked verb told with its amount",))
        if _told_by_another_verb(b, target, holders, told_events):
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("no like doing of the holder's told by another verb",))
        if _doing_read_to_nothing(b, target):
            # "Ada ran 2 miles. Bo ran a mile.": Bo's mile, read as no amount, is no less run
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("every doing of the verb asked read to an amount",))
        on_day = _done_on_day_asked(b, target, told_events)
        if isinstance(on_day, Refusal):
            return on_day
        told_events = on_day if on_day is not None else told_events
        terms = [(ONE, b.amount_var[e.id]) for e in told_events]
        if terms and _done_to_a_broader_kind(b, target, holders):
            # "made 86 cookies. She made 12 pink cookies. How many pink cookies did she
            # make?": some of the 86 may be pink too
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("no doing of the verb told of things the kind asked may be among",))
        if in_class(target.verb or "", "receiving_verbs") and target.counterparty is not None:
            # "How many did he get from his dad?" when "his dad gave him some"
            counted = {v for _, v in terms}
            terms += [(ONE, b.amount_var[e.id]) for e in b.ledger.entries
                      if e.op is Op.TRANSFER and e.other in holders and e.subject == target.counterparty
                      and target.matcher.matches(e.kind) and b.amount_var[e.id] not in counted]
        if (said_alike or in_class(target.verb or "", "receiving_verbs")) and _given_besides(
            b, target, holders, {v for _, v in terms}
        ):
            # "Bo got 10 stickers. Ann gave him 5. How many did he receive?": the 5 were
            # received too; "picked 10 … Ann gave him 5 … collect?": collected or not?
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("no giving to the holder besides the gettings asked",))
        if _same_event("spend", target.verb) and target.counterparty is None:
            # "How much did she spend?": what her priced purchases cost her
            terms += [(ONE, cost) for e, cost in b.costs
                      if e.actor in holders and target.matcher.matches(Kind(b.vars[cost].unit))]
            if terms and unpriced_purchase(b, holders):  # (with no terms: told by the money left)
                return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                               expected=("a price or a sum for every purchase",))
            if terms and _others_paid(b, holders):
                return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                               expected=("no one else paying for the purchases",))
            if terms and any(
                e.actor in holders and e.op in (Op.LOSS, Op.EVENT, Op.TRANSFER)
                and is_money_measure(e.kind.unit) and e.verb is not None
                and not in_class(e.verb, "spending_verbs") and not in_class(e.verb, "mishap_verbs")
                for e in b.ledger.entries
            ):
                # "bought 3 bags for $5 each and tipped $2": money out by another verb than
                # "spend" or "pay" (a tip, a donation, a gift): spent too, or not?
                return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                               expected=("no money out of the holder's by another verb",))
        category = target.matcher.category
        unclassed = sorted({e.kind.label for e in _events(b, target.verb, holders, KindMatcher(None))
                            if category is not None
                            and membership(e.kind.unit, category, e.kind.modifiers) is None
                            or _of_unplaced(e.kind, target.matcher)})
        unclassed += _likeness_beside_the_thing(target.matcher, [("", e.kind) for e in told_events])
        if unclassed:
            # "How many clothes did she buy?" after "10 shirts and 5 pants": are pants clothes?
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, ", ".join(unclassed),
                           span=target.span, expected=(f"kinds known to be {target.matcher.label} or not",))
        if target.matcher.dimension is not None and len(
            _events(b, target.verb, holders, KindMatcher(None))) != len(terms) and (
            terms or not stretch_terms(b, target, holders)
        ):
            # "How long did she run?" after "she ran 3 miles": that run took a time untold
            # ("How far did she walk?" after "walks 3 miles an hour. She walked for 4 hours":
            # the pace over its one stretch, as "How many miles did she walk?" reads it)
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                           span=target.span, expected=("every event measured in the unit asked",))
        if _doing_measured_otherwise(b, target, holders):
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                           span=target.span, expected=("every event measured in the unit asked",))
        earned = proceeds_terms(b, target, holders, terms)  # "sold 6 cakes for $3 each"
        if isinstance(earned, Refusal):
            return earned
        terms += earned
        chained = contents_event_terms(b, target, holders, terms)  # "bought 6 boxes of 5 pens"
        if on_day is not None and (chained is not None or len(terms) != len(told_events)):
            # "bought 2 pens at $3 on Monday. How much did she spend on Monday?": what else
            # counts (a cost, a gift, a box's contents) is not placed on a day here
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("only doings told on the day asked",))
        if chained is not None:
            return (chained, unit, no_scope) if chained else _refuse_chain(target)
        if not terms and (made := _part_of_one_getting(b, target, holders)) is not None:
            return [(ONE, made)], unit, no_scope
        if not terms:
            wage = wage_terms(b, target, holders)
            if not wage and (stretched := stretch_terms(b, target, holders)) and (
                _pace_changed_untold(b) or _stretch_beyond_held(b)
            ):
                # "reads 20 pages an hour. He read for 3 hours, but he stopped for an hour."
                return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                               expected=("no doing of unknown effect by a pace's doer after the pace",))
            wage = wage or stretched or made_use_terms(b) or untold_sale_terms(b, target, holders)
            owners = holders if target.owner is None else [target.owner]
            return (wage, unit, no_scope) if wage else _untold_change(b, target, owners)
        if target.qualified and len(terms) != 1 and not _all_at_the_time_pointed(
            b, target, told_events, terms
        ):
            # "How much did he make washing windows?" among several earnings: which?
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                           span=target.span, expected=("one event the closing phrase names",))
        if _doing_told_apart(b, target, terms):
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                           span=target.span, expected=("the doing asked told with what it counts",))
        if target.aggregate and len(terms) == 1 and terms[0][1] not in {
            v for _, v in b.costs + b.proceeds
        } and not _over_counted_parts(told_events):
            # (a priced purchase or sale is a total over the things it counts, as is an amount
            # told for each of counted parts: "made 3 for each of his 4 friends")
            # "in total" over a single event: the others were told in words we did not count
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                           span=target.span, expected=("a total over more than one event",))
        return terms, unit, no_scope
    askers = holders
    if target.todo is not None and (things := _thing_of_theirs(b, target, holders)) and _events(
        b, target.todo, holders, target.matcher
    ):
        # "There are 95 pages in her book. She read 18 pages. How many pages does she have left
        # to read?": the things of the one thing of hers that holds them, less what she did
        holders = things
    keys = [key for key in b.timelines if key[0] in holders and target.matcher.matches(key[1])]
    if _wallet_told_after_purchase(b, keys):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("money told as held before or after the purchases",))
    unclassed = [key[1].label for key in b.timelines if key[0] in holders and (
        not target.matcher.matches(key[1]) and key not in b.merged and (
            target.matcher.category is not None
            and membership(key[1].unit, target.matcher.category, key[1].modifiers) is None
            or target.matcher.unit is not None and key[1].of is not None
            and key[1].of.split()[-1] == target.matcher.unit and not _contents_told(b, key)))]
    unclassed += [key[1].label for key in b.timelines if key[0] in holders and key not in b.merged
                  and target.matcher.category is not None and target.matcher.modifiers
                  and not key[1].modifiers and key[1].part is None and key not in b.parts
                  and attrs.evolve(target.matcher, modifiers=()).matches(key[1])]
    unclassed += [key[1].label for key in b.timelines if key[0] in holders and key not in b.merged
                  and target.matcher.unit is not None and target.matcher.category is None
                  and key[1].unit != target.matcher.unit and in_class(key[1].unit, "young_animal_nouns")
                  and membership(target.matcher.unit, "animal") is True]
    unclassed += [key[1].label for key in b.timelines
                  if key[0] in holders and key not in b.merged and _of_unplaced(key[1], target.matcher)]
    unclassed += [gained.label for key in keys for gained in b.blurred.get(key, ())
                  if not set(target.matcher.modifiers) <= set(gained.modifiers)]
    shared = target.matcher.unit is not None and bool(target.matcher.modifiers) and len(
        [key for key in keys if set(key[1].modifiers) > set(target.matcher.modifiers)]) > 1
    unclassed += [key[1].label for key in b.timelines if shared and key[0] in holders and key not in keys
                  and key not in b.merged and key[1].unit == target.matcher.unit and key[1].part is None]
    unclassed += _likeness_beside_the_thing(target.matcher, keys)
    unclassed += [key[1].label for key in keys if not is_category(key[1].unit) and any(
        one_sort(key[1].unit, other[1].unit) for other in keys
        if other[0] == key[0] and not is_category(other[1].unit))]
    if unclassed:
        # "How many animals?" of "20 dogs and 12 puppies": the puppies may be among the dogs
        # "how many water bottles" of "2 red water bottles, 3 black water bottles and 4 blue
        # bottles": a modifier the kinds share names no difference; are the blue ones too?
        # "how many dogs" of one holding "3 dogs and 4 puppies": are the puppies dogs too?
        # "how many red fruits" of one holding "5 red apples and 3 pears": the pears may be red;
        # "how many socks" of someone holding pairs of socks: how many socks is a pair?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, ", ".join(unclassed),
                       span=target.span, expected=(f"kinds known to be {target.matcher.label} or not",))
    if any(key in b.merged and b.merged[key] not in keys and not _merged_unchanged(b, key) for key in keys):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                       span=target.span, expected=("a kind a later change did not merge",))
    keys = [key for key in keys
            if key not in b.merged or b.merged[key] not in keys and _merged_unchanged(b, key)]
    if any(k[0] == key[0] and k[1].unit not in _nested_of_all(b, key)
           for held in b.contained.values() for key in held if key in keys for k in b.timelines):
        # "6 wagons and 2 carts. Each wagon has 4 wheels": the carts may hold some too
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no other things beside the containers that may hold the kind",))
    if any(k[0] == key[0] and k != key and k[1].unit == key[1].unit and k[1].modifiers
           and k not in b.contained and not any(in_class(m, "uncontained_adjectives") for m in k[1].modifiers)
           and not _part_of_contents(b, k, key)
           and not graded_apart(k[1].modifiers,
                                key[1].modifiers or tuple((container[1].of or "").split()[:-1]))
           for container, held in b.contained.items() for key in held if key in keys for k in keys):
        # "4 packs of crayons. Each pack has 10 crayons. She has 6 broken crayons": the broken
        # ones may be among those in the packs ("6 loose crayons", "6 blue" beside packs of red
        # ones are not)
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a described kind told apart from the containers' contents",))
    if any(k[0] != container[0] and (k[0] in holders or target.holders is None or container[0] == "world")
           and k[1].unit in _nested(b, container, inward=False) and k not in b.contained
           for container, held in b.contained.items() for key in held if key in keys for k in b.timelines):
        # "There are 6 rows with 11 chairs in each row. Ines adds 4 rows.", "… in the library.
        # There are 3 shelves in the office.": the rows another holds or brings (among the
        # world's, maybe), the shelves elsewhere, hold things the answer would leave out
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no containers of the kind whose contents are untold",))
    shared_keys = [b.key_for(e.subject, e.kind) for e in b.ledger.entries if e.op is Op.SHARE]
    if "over" in target.time_cue.lower().split() and shared_keys and any(
        key not in shared_keys for key in keys
    ):
        # "12 red beads and 10 blue beads. She puts the red beads in bags of 4. How many beads
        # are left over?": the rest of the bagging, or every bead outside a bag?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("things left over all of the kind shared",))
    if _group_counts_members(b, keys, target.matcher):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                       span=target.span, expected=("a group's holding or its members', not both",))
    wholes = {_entry_key(b, e) for e in b.ledger.entries if e.id in set(b.part_of.values())}
    if any(key in wholes for key in keys):
        keys = [key for key in keys if key not in b.part_of]  # the whole already counts its parts
    if keys and all(key[1].part and key[1].part.split()[-1] == target.matcher.unit for key in keys):
        unit = keys[0][1].unit  # "how many spoons": counted in the whole's unit
    if keys and all(key[1].of == target.matcher.unit for key in keys):
        unit = keys[0][1].unit  # "how much cement": in the pounds the story counts it
    named = [h for h in holders if b.ledger.entity(h).kind is not EntityKind.GROUP] if (
        target.holders is not None) else []
    # "Sam and Jo had 24 pens. How many do Sam and Jo have?": the group's holding is theirs,
    # when none of them is told a holding of their own (Sam's 10 may be among the 24)
    holding = {key[0] for key in keys}
    held_together = {m for group in holding for m in b.ledger.entity(group).members
                     if not holding & set(b.ledger.entity(group).members)}
    silent = [h for h in named if not any(key[0] == h for key in keys) and h not in held_together]
    if not keys and (chained := contents_state_terms(b, target, holders)):
        return chained, unit, no_scope  # "Each box has 6 pens. Tom has 4 boxes."
    if not keys and (rest_part := rest_part_terms(b, target, holders) or row_total_terms(
        b, target, holders
    )) is not None:
        return rest_part if isinstance(rest_part, Refusal) else (rest_part, unit, no_scope)
    if silent and (unbound := _named_first_asked(b, target, silent)) is not None:
        return unbound
    if silent:
        # "How many do Kylie and Nelly have?" needs a holding for each of them
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, ", ".join(silent),
                       span=target.span, expected=("a holding for every holder asked about",))
    if not keys:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                       span=target.span, expected=("a holding the story states",))
    money_holders = [key[0] for key in keys if is_money_measure(key[1].unit)]
    if target.todo is None and (_bought_unpriced(b, keys) or money_of_untold_worth(b, money_holders)):
        # "Tom has $19. He bought a pen. How much money does he have left?": the pen cost him
        # something the story does not tell (was 19)
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a price or a sum for every purchase of the money's holder",))
    if target.todo is None and _held_uncounted_beside_a_count(b, keys):
        # "Ana has a box of plums. She has 6 plums in a bag.": the box's plums, of no count
        # told, may be more than the bag's (was 6)
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("one count of what is held, or counts of every part of it",))
    if target.todo is None and _put_away_still_held(b, target, keys):
        # "Ana had 6 plums. She put 2 plums in the fridge. How many plums does she have?": the
        # fridge's plums are hers still, or not? (was 4)
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("things put away told as kept or as given",))
    if target.todo is None and _spoilt_still_held(b, target, keys):
        # "There are 40 chairs. 5 chairs are broken. How many chairs are there?": the broken
        # chairs are chairs still (was 35)
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("things spoilt told as gone, or a question of those left",))
    if target.todo is None and _gotten_full_of_the_kind(b, keys):
        # "Ana had 20 plums. She bought a bag of plums.": the bag's plums are hers too, how many
        # never told (was 20)
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a count of the kind asked in every thing of it got or given",))
    if target.todo is None and paid_beside_priced(b, money_holders):
        # "bought 5 pens at $6 each. She spent $200.": $200 besides the $30, or in all?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a sum spent told apart from the priced purchases",))
    if target.todo is None and _received_from_untold(b, target, [key[0] for key in keys]):
        # "Ann had 30 stickers. Ben had 5. He borrowed 10.": from Ann, maybe
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a receiving of the kind asked told with whom it came from",))
    if target.todo is None and _owner_did_to_them(b, target, holders):
        # "Lou's book has 120 pages. Lou read 40 pages. How many pages are left in the book?"
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no doing of the owner to the things of a thing of theirs",))
    held_by = {key[0] for key in keys}
    # (anyone's doing of unknown effect to them after they are told, "A cat chased the
    # birds", "The teacher confiscated the pens", may have taken some away)
    entries = b.ledger.entries

    def told_before(index: int) -> bool:
        return any(target.matcher.matches(e.kind) and e.op is not Op.EVENT for e in entries[:index])

    used_up = sorted({e.kind.label for i, e in enumerate(entries) if e.op is Op.EVENT
                      and target.matcher.matches(e.kind)
                      and (e.actor in held_by or not e.effect_known and told_before(i))})
    asked_left = "left" in target.time_cue.lower().split()
    if asked_left and target.todo is None and any(
        e.op is Op.EVENT and e.verb_class is VerbClass.ACTIVITY and e.actor not in held_by
        and target.matcher.matches(e.kind) and not any(key[0] == e.actor for key in b.timelines)
        for e in b.ledger.entries
    ):
        # "Sam has 9 pages. Bo read 2 of them. How many pages does Sam have left?": Bo, who holds
        # none, may have done it to Sam's: left to read, or left in his hands?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no doing to the things asked by one who holds none of them",))
    if target.todo is None and (made := _told_due(b, keys)) is not None and any(
        e.op is Op.GAIN and e.verb == made and e.subject in held_by and target.matcher.matches(e.kind)
        for e in b.ledger.entries
    ):
        # "Kit has 9 cakes to bake. She baked 5 cakes.": things still to be made are not held
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no holding told as things still to be made",))
    if asked_left and any(
        e.op is Op.OBSERVE and e.kind.modifiers and target.matcher.matches(e.kind.base)
        and not set(e.kind.modifiers) <= set(target.matcher.modifiers) and any(
            whole.op in (Op.OBSERVE, Op.GAIN) and whole.subject == e.subject and whole.kind == e.kind.base
            for whole in entries[:i])
        for i, e in enumerate(entries)
    ):
        # "Tom had 80 pears. 20 of them were rotten. How many pears are left?": the sort told
        # of the whole may be the part thrown out, or still among those left
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no sort told among a holding asked as left",))
    due = _told_due(b, keys) if used_up and target.todo is None and asked_left else None
    if due is not None:
        # "Sam has 10 pages to read. He read 4 of them. How many pages does he have left?": the
        # things were told as things to be done, so "left" is left to be done
        return target_terms(b, attrs.evolve(target, todo=due))
    if used_up and target.todo is None:  # ("left to read" asks of the doing itself)
        # "Sam had 10 pages. He read 4 of them. How many pages does he have left?": a doing to
        # things of the kind held may use them up (left to read), or leave them held
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, ", ".join(used_up), span=target.span,
                       expected=("a holding no doing of its holder may have used",))
    sorts = [key for key in keys if key[1].modifiers and b.timelines[key][0] in b.observed and any(
        other[0] == key[0] and other[1] == attrs.evolve(key[1], modifiers=())
        and (b.timelines[other][0] in b.observed or _first_got(b, other)) for other in keys)]
    if sorts:
        # "A store had 77 birds. It had 64 talking birds.": a sort told beside the whole of
        # its holder may be among them, or more; so too beside a whole first got ("Ann collected
        # 30 shells. She has 12 red shells and 9 green shells.": 30 shells, or 51?)
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, ", ".join(k[1].label for k in sorts),
                       span=target.span, expected=("a sort told apart from the whole it may be part of",))
    if target.todo is None and any(key in b.wanted for key in keys):
        # "She plans to eat 4 apples. How many will she have left?": the holding asked may
        # be the one after the doing planned
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a holding no planned doing may change",))
    if target.verb in _OWNING and any(e.verb is not None and in_class(e.verb, "lending_verbs")
                                           for e in b.ledger.entries):
        # "He lent 2 to Sara. How many pens does he own?": lent things are still his
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("what is held, not what is owned, after a lending",))
    changed = {key[0] for key in keys if len(b.timelines[key]) > 1}
    if target.holders is None and target.time == "final" and changed and any(
        key[0] not in changed and _a_person(b.ledger.entity(key[0])) for key in keys
    ):
        # "The baker has 10 cakes; his wife has 4. The baker sold 7. How many cakes are
        # left?": the seller's that are left, or all that are left? (a place's stock, "15 in
        # the fridge", is the seller's too)
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("one holder, or changes to every holder counted",))
    if target.holders is None:
        outside = sorted({e.subject for e in b.ledger.entries
                          if e.op in (Op.GAIN, Op.LOSS, Op.SCALE, Op.COMPARE)
                          and e.subject not in holders and _may_be_among(target.matcher, e.kind)})
    else:
        # "21 dollars in the jar … Martha spent half as much": a holder named too; the money
        # of a spender the story never shows holding any may have come out of the jar
        # (a receiver shown only later is not: "Sam ate 4. She gave 5 to Sam.")
        # (of a place or a thing asked, "9 eggs in the basket. Ann ate 3. She gave 2 to Leo.",
        # only a holding told before the loss shows hers were eaten)
        entries = b.ledger.entries
        things_asked = not any(_a_person(b.ledger.entity(h)) for h in holders)
        outside = sorted({e.subject for i, e in enumerate(entries)
                          if e.op is Op.LOSS and e.subject not in holders
                          and _may_be_among(target.matcher, e.kind)
                          and e.subject not in _shown_holding(target, entries, i, before=things_asked)})
        # "64 apples on a tree. Zoe picked 13 apples. She gave 3 to Leo.": what another got from
        # no one told may have come off the tree asked about, held or not; from a person asked
        # ("Max had 40 apples. Ann bought 10 apples."), when got by a verb of taking what
        # someone else holds, or of receiving ("Ann received 12 eggs": from Max?), by one not
        # told holding any before ("Ann had 5 apples. She bought 10 more." adds to hers); only
        # from a holder asked whose holding is told before the getting
        outside = sorted(set(outside) | {
            e.subject for i, e in enumerate(entries)
            if e.subject not in holders and _taken_from_anyone(e) and not any(
                e.subject in (x.subject, x.other) and target.matcher.matches(x.kind) for x in entries[:i])
            and _may_be_among(target.matcher, e.kind)
            and any(told.op is Op.OBSERVE and told.subject in holders and target.matcher.matches(told.kind)
                    for told in entries[:i])} | {
            e.subject for i, e in enumerate(entries)
            if e.op is Op.GAIN and e.other is None and e.subject not in holders
            and (things_asked or (e.verb_class is VerbClass.TRANSFER_IN
                                  or e.verb is not None and in_class(e.verb, "taking_verbs"))
                 and e.subject not in _shown_holding(target, entries, i, before=True))
            and _may_be_among(target.matcher, e.kind)
            and any(told.op is Op.OBSERVE and told.subject in holders and target.matcher.matches(told.kind)
                    for told in entries[:i])})
    if outside:
        # "There were 9 apples in the basket. Tom ate 3.": a change to a holding the
        # story never states may be a change to the one asked about
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, ", ".join(outside),
                       span=target.span, expected=("changes only to holdings the story states",))
    terms = []
    scope = no_scope
    for key in sorted(keys, key=lambda k: (k[0], k[1].label)):
        line = b.timelines[key]
        if target.time in ("initial", "past") and _merged_after_changes(b, key):
            # "found 3 pennies and 4 dimes. Now he has 10 coins. How many coins did he have at
            # first?": the coins together start after the finding, not at the time asked
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("kinds counted together only from when they were",))
        allowed = _time_indices(b, key, target.time)
        # an unbound time falls back to the final state; temporal_scope refuses it
        index = allowed[0] if len(allowed) == 1 else len(line) - 1
        if len(scope[2]) == 1:
            # the scope checked is one whose time is unbound, when any is ("did the three have")
            scope = (f"{key[0]}.{key[1].label}", index, allowed)
        changed_by = {b.creator.get(name) for name in line[1:]}
        taken = any(e.id in changed_by and (e.op is Op.LOSS or e.op is Op.TRANSFER and e.subject == key[0])
                    for e in b.ledger.entries)
        if target.time == "final" and target.aggregate and taken and any(
                t.text.lower() == "did" for t in told_within(b.ledger.times, target.span, _PAST_TENSE)):
            # "He had 8 cards. He gave 4 away. How many cards did he have in all?": all he had
            # before the giving, or what he had after it?
            return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, target.text, span=target.span,
                           expected=("a total held asked in the past with nothing taken from it",))
        if target.time == "final" and (line[index] in b.told_then or _changed_then_asked_now(b, line[index])):
            # "Jan had 12 stamps last year. How many does he have?": nothing told since then
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("a holding told of the time asked",))
        terms.append((ONE, line[index]))
    if target.offset is not None and target.offset.value is not None:
        # "How old will she be in 5 years?": her age now, moved by the years the question names
        offset = b.new_var("question.offset", "year", f"the years of {target.offset.text!r}")
        b.givens.append(Given.told("question", offset, target.offset))
        terms.append((Fraction(target.offset_sign * len(keys)), offset))  # every age asked moves
        _ages_then_are_counts(b, target.text, terms[:len(keys)], (Fraction(target.offset_sign), offset))
    if target.when_of is not None and target.when_age is not None:
        from wordproof.ledger.ages import when_aged  # ages builds on this module

        moved = when_aged(b, target, keys)
        if isinstance(moved, Refusal):
            return moved
        if target.until:
            return [(ONE, moved[1])], unit, scope  # the years until then, not the age then
        terms.append(moved)
        _ages_then_are_counts(b, target.text, terms[:len(keys)], moved)
    if target.todo is not None:
        done = _done(b, target, askers, [key for key in keys])
        if isinstance(done, Refusal):
            return done
        terms += done
    return terms, unit, scope


def _ages_then_are_counts(b: _Builder, text: str, nows: list[Term], moved: Term) -> None:
    """ "How old was he 10 years ago?": every age asked, moved to the time asked, is never
    below zero (one not yet born has no age), even when only their sum is asked."""
    for _, now in nows:
        then = b.new_var(f"question.then.{now}", "year", f"{b.vars[now].label} at the time asked")
        b.vars[then] = attrs.evolve(b.vars[then], count=True)
        b.equations.append(Equation("question", ((ONE, then), (-ONE, now), (-moved[0], moved[1])),
                                    Fraction(0), text))


def _held_undated_in_the_past(b: _Builder, target: Target) -> bool:
    """ "Omar had 15 chores. How many did he have to finish?": the holdings told by "had", as the
    question asks, and neither they nor the question dated ("had 15 chores yesterday … today?",
    "has 15 chores … did he have to?": another time)."""
    held = [e for e in b.ledger.entries if e.op is Op.OBSERVE]
    return not own_dating(b.ledger, b.text, target.span) and all(
        not own_dating(b.ledger, b.text, e.clause) and all(
            v.written.lower() in ("had", "was", "were") for v in b.ledger.told.verbs
            if v.clause == e.clause and v.lemma in ("have", "be")) for e in held)


def _told_due(b: _Builder, keys: list[tuple[str, Kind]]) -> str | None:
    """ "has 9 problems to do", "95 pages to read": the doing the one holding asked was told
    to be for, said by "to" right after its things; None when it was told with none, or the
    holdings asked were told with different ones."""
    told = b.ledger.told
    dues = set()
    for entry in b.ledger.entries:
        if entry.op is not Op.OBSERVE or _entry_key(b, entry) not in keys:
            continue
        things = sorted((n for n in told.nouns if n.clause == entry.clause
                         and n.span[0] > entry.amount.span[1] and n.head == entry.kind.unit),
                        key=lambda n: n.span)
        dues.add(told.doing_due(things[0].span[1]) if things else None)
    return dues.pop() if len(dues) == 1 else None


def _task_done(b: _Builder, entry: Entry, key: tuple[str, Kind]) -> bool:
    """A verb that completes a task (lexicon `completing_verbs`), of things asked as left to do
    ("… have left to do?") or told as to be done ("has 9 problems to do"): they stay among the
    things told, done; of anything else ("finished 3 pies": eaten?) its effect stays unknown."""
    target = b.ledger.target
    if entry.verb is None or not in_class(entry.verb, "completing_verbs") or target is None:
        return False
    due = _told_due(b, [key])  # ("9 pies to sell … finished 3": sold, or eaten?)
    return target.todo in (entry.verb, "do") or due is not None and (due == "do" or _leaves_held(due))


def _leaves_held(verb: str) -> bool:
    """A doing that leaves its things held, to be counted off what is left to do: an activity
    ("read"), or a verb that completes a task (lexicon `completing_verbs`: "finish")."""
    return verb_class(verb) is VerbClass.ACTIVITY or in_class(verb, "completing_verbs")


def _doing_told(b: _Builder, target: Target) -> Target | Refusal:
    """ "How many more problems does she have to do?": "do" stands for the one doing the
    story told the holders asked doing to those things ("She finished 5 of them"); two such
    doings, or none, and the question is refused."""
    holders = _holders(b, target)
    doings = {e.verb for e in b.ledger.entries if e.op is Op.EVENT and e.verb is not None
              and e.actor in holders and target.matcher.matches(e.kind)}
    if len(doings) != 1 or not _leaves_held(next(iter(doings))) or any(
        e.verb in doings and e.actor not in holders and target.matcher.matches(e.kind)
        for e in b.ledger.entries
    ):  # ("Bo finished 2 chores": of hers, or his own?)
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("one doing told of the things asked, which 'do' stands for",))
    return attrs.evolve(target, todo=doings.pop())


_HELD_ONLY = (Op.OBSERVE, Op.START_EMPTY, Op.RATE)  # a story of holdings alone: nothing done


def _done(b: _Builder, target: Target, holders: list[str],
          keys: list[tuple[str, Kind]]) -> list[Term] | Refusal:
    """ "How many pages does she have left to read?": what she holds less what she has read
    since. A verb that takes things away ("left to sell") already took them from the
    holding; a verb that leaves them held ("read") is subtracted here, when the holding was
    stated before the reading and not again after it."""
    assert target.todo is not None
    cls = verb_class(target.todo)
    refusal = Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                      expected=(f"things held that {target.todo!r} takes away or does not change",))
    if target.todo_all:
        # "How many problems did she have to complete?": all she had to do, or what was left of
        # it? The same only in a story that tells nothing but what is held and what each holds,
        # and only of a verb that completes a task ("did she have to eat": were they to be
        # eaten?), the one any told purpose of the things names ("95 pages to read")
        due = _told_due(b, keys)
        return [] if in_class(target.todo, "completing_verbs") and due in (None, target.todo) and all(
            e.op in _HELD_ONLY for e in b.ledger.entries
        ) and _held_undated_in_the_past(b, target) else refusal
    if cls in (VerbClass.LOSS, VerbClass.TRANSFER_OUT):
        # "left to be sold", "not sold": what is left, when nothing else took any away ("gave 3
        # away": not sold, and not left either; "cut it into 5 parts": the parts are not used
        # up by the cutting) and the verb's things are all of the kind asked ("used 3 parts"
        # of the wire counts parts, not meters)
        others = [e for e in b.ledger.entries if e.subject in holders and target.matcher.matches(e.kind)
                  and e.op not in (Op.OBSERVE, Op.START_EMPTY, Op.GAIN)
                  and not (e.op in (Op.LOSS, Op.TRANSFER) and e.verb == target.todo)]
        elsewhere = [e for e in b.ledger.entries
                     if e.verb == target.todo and not target.matcher.matches(e.kind)]
        return refusal if others or elsewhere else []
    if not _leaves_held(target.todo) or target.time != "final":
        return refusal
    done = _events(b, target.todo, holders, target.matcher)
    if not done and any(e.op is Op.GAIN and e.verb is not None and _entry_key(b, e) in keys
                        for e in b.ledger.entries):
        return refusal  # "Lou wrote 40 pages. How many does he have left to read?": none to read?
    held = {key[1].of for key in keys} | {key[0].partition(" of ")[0] for key in keys}
    if any(e.kind.of is not None and e.kind.of not in held for e in done):
        return refusal  # "read 30 pages of his magazine": not of the book whose pages are left
    order = [e.id for e in b.ledger.entries]
    first = min((order.index(e.id) for e in done), default=len(order))
    restated = [e for e in b.ledger.entries[first:] if e.op is Op.OBSERVE
                and _entry_key(b, e) in keys]
    if restated:
        return refusal  # "She read 8 pages. She has 12 pages left to read.": 12 is after reading
    return [(-ONE, b.amount_var[e.id]) for e in done]


TargetTerms = tuple[list[Term], str | None, Scope]


def _group_counts_members(b: _Builder, keys: list[tuple[str, Kind]], matcher: KindMatcher) -> bool:
    """ "Ann has 5. Bo has 3. Now they have 12.": what a group is told to hold after its
    members' own holdings or changes may be theirs together, so adding both may count the same
    things twice. A group's stock told first ("They already had 6. Henry bought 2.") is not."""
    entries = b.ledger.entries
    for group in {key[0] for key in keys}:
        entity = b.ledger.entity(group)
        members = [key[0] for key in keys if key[0] in entity.members]
        if entity.kind is not EntityKind.GROUP or not members:
            continue
        told = [i for i, e in enumerate(entries) if e.subject == group and e.op is Op.OBSERVE
                and not e.at_start and matcher.matches(e.kind)]
        theirs = [i for i, e in enumerate(entries) if (e.subject in members or e.other in members
                                                        or e.op is Op.TOTAL and e.subject == group)
                  and matcher.matches(e.kind)]  # a total is said of the members' holdings
        if told and theirs and min(theirs) < max(told):
            return True
    return False


def _held_in_own_thing(b: _Builder, target: Target, holders: Sequence[str]) -> bool:
    """Whether a thing a holder asked owns ("her box", "Ann's bag": a role of gender "n", no
    body of people) is told holding things of the kind asked: they may be among the holder's."""
    owned = {e.id for e in b.ledger.entities if e.kind is EntityKind.ROLE and e.gender == "n"
             and not in_class(e.head, "collective_nouns")
             and any(e.id.endswith(f" of {holder}") for holder in holders)}
    return any(e.subject in owned and e.op is Op.OBSERVE and _may_be_among(target.matcher, e.kind)
               for e in b.ledger.entries)


def _taken_from_anyone(entry: Entry) -> bool:
    """ "Tom took 8 apples to school": a doing of a taking verb whose effect on holdings is not
    read (``Op.EVENT``), which may have taken them from the holding asked about."""
    return entry.op is Op.EVENT and entry.verb is not None and in_class(entry.verb, "taking_verbs") and (
        entry.amount.value is not None)


def _another_place_of_a_row_holds(b: _Builder, target: Target, holders: Sequence[str]) -> bool:
    """Whether a holding asked was told at a place one of a row ("on the first floor": an
    ordinal says there are others; "upstairs", "outdoors": so do these), or something else
    named by that place's noun ("the second floor") holds things of the kind too: a place of
    the holder's own, whose things may be the holder's as well."""
    if any(e.op is Op.OBSERVE and e.subject in holders and target.matcher.matches(e.kind) and any(
        in_class(word, "place_adverbs") or word == "outside" for word in re.findall(r"[a-z]+", b.text[
            slice(*sentence_span(b.text, e.clause))].lower())) for e in b.ledger.entries):
        # (the adverb is drained from the clause it stands in)
        return True
    settings = [e.held_at for e in b.ledger.entries
                if e.held_at is not None and e.subject in holders and target.matcher.matches(e.kind)
                and noun_form(e.held_at.head) != noun_form(b.ledger.entity(e.subject).head)]
    if any(ordinal_place(word) is not None or len(word) == 1 and word.isalpha()
           for setting in settings for word in setting.modifiers):
        return True  # "on the first floor", "in room B": one of a row
    return bool(settings) and any(
        e.subject not in holders and e.op in (Op.OBSERVE, Op.GAIN) and a_thing(b.ledger.entity(e.subject))
        and _may_be_among(target.matcher, e.kind)
        for e in b.ledger.entries)


def _stuff_beside_measured_things(b: _Builder, target: Target, holders: Sequence[str]) -> bool:
    """Whether the holders asked hold things each told measured ("Each bag weighs 3 pounds",
    "Each bag is 3 pounds") and, beside them, some stuff measured in the same dimension
    ("4 pounds of sugar") that the question counts with them: it may be in the things."""
    measured = [e for e in b.ledger.entries if e.op is Op.RATE and e.subject in holders
                and e.per is not None and measure_unit(e.per.unit) is None
                and measure_unit(e.kind.unit) is not None and e.kind.of in (None, e.per.unit)]
    return any(e.op in (Op.OBSERVE, Op.GAIN) and e.subject in holders and e.kind.of is not None
               and target.matcher.matches(e.kind) and any(
                   e.kind.of != m.per.unit and same_dimension(e.kind.unit, m.kind.unit) for m in measured
                   if m.per is not None)
               for e in b.ledger.entries)


def _stuff_counted_otherwise(b: _Builder, target: Target, holders: Sequence[str]) -> bool:
    """Whether a question asks things counted by a unit of a number ("pairs of shoes") and the
    holders hold (or get, or lose) some of those things counted another way ("10 shoes")."""
    stuff = target.matcher.of
    unit = measure_unit(target.matcher.unit) if target.matcher.unit is not None else None
    if stuff is None or unit is None or unit.dimension != "count":
        # "slices of pizza" beside "2 pizzas", "pounds of rice" beside "a 5-pound bag of rice" may
        # be told by what each holds
        return False
    return any(e.op in (Op.OBSERVE, Op.GAIN, Op.LOSS, Op.TRANSFER) and {e.subject, e.other} & set(holders)
               and not target.matcher.matches(e.kind) and (
                   of_names(e.kind.of, stuff) if e.kind.of is not None else e.kind.unit == stuff.split()[-1])
               for e in b.ledger.entries)


def _bought_from_whom_untold(b: _Builder, target: Target, holders: Sequence[str]) -> bool:
    """Whether a holder asked is a place that sells (lexicon ``selling_places``) and someone
    else bought things of the kind asked, or containers that hold them ("Each box has 30 pens.
    Tom bought 2 boxes."), with no seller named: they may be the place's."""
    sellers = [e for e in b.ledger.entities if e.id in holders and in_class(e.head, "selling_places")]
    containers = {unit for container, held in b.contained.items()
                  if any(_may_be_among(target.matcher, key[1]) for key in held)
                  for unit in _nested(b, container)}
    return bool(sellers) and any(
        e.op is Op.GAIN and e.verb is not None and in_class(e.verb, "buying_verbs") and e.other is None
        and e.subject not in holders and (_may_be_among(target.matcher, e.kind) or e.kind.unit in containers)
        for e in b.ledger.entries)


def _put_asked_as_used(b: _Builder, target: Target) -> bool | None:
    """ "How many candles does she use (need, put on the cakes)?" where all the story tells of
    candles is one holder's count put into each of her containers: a verb of using (lexicon
    ``using_verbs``) or of placing asks what the containers then hold, as "How many candles
    are on her cakes?" does (True). False (refuse) when anything else is told of the things, or
    a doing of the verb asked is told; None when no such putting is told or another verb asked."""
    verb = target.verb
    if verb is None or not (in_class(verb, "using_verbs") or verb_class(verb) is VerbClass.PLACE):
        return None
    told = [e for e in b.ledger.entries if target.matcher.matches(e.kind)]
    if not any(e.op is Op.RATE and told_as_put(b, e) for e in told):
        return None
    return len(told) == 1 and told[0].op is Op.RATE and (
        target.holders is None or target.holders == (told[0].subject,)) and not any(
        e.verb == verb for e in b.ledger.entries)


def _seen_as_there(b: _Builder, target: Target) -> bool:
    """ "How many owls do you see?" where the story tells no seeing and no one but the asker
    ("you", "I"), of whom it tells nothing, asked now: a verb of seeing (lexicon
    ``perceiving_verbs``) asks what there is."""
    asker = target.holders
    if target.verb is None or not in_class(target.verb, "perceiving_verbs") or asker is None or (
        len(asker) != 1 or asker[0] not in ("you", "I")
    ) or target.settings or target.said_at is not None:  # "do you see in the oak": all there is?
        return False
    told = any(e.verb == target.verb or asker[0] in (e.subject, e.actor, e.other) for e in b.ledger.entries)
    told = told or any(v.span[1] <= target.span[0] and (v.doer or "").lower() == asker[0].lower()
                       for v in b.ledger.told.verbs)  # "You close your eyes."
    # "How many owls did you see yesterday (will you see tomorrow)?": not what there is now
    at_another_time = any(
        not (t.kind is TimeKind.NOW or t.kind is TimeKind.TENSE and t.tense is Tense.PRESENT)
        for t in told_with(b.ledger.times, target.span, frozenset(TimeKind)))
    return not told and not at_another_time and (
        all(entity.id == asker[0] or entity.kind is EntityKind.ROLE and entity.gender == "n"
            and " of " not in entity.id and not in_class(entity.head, "collective_nouns")
            for entity in b.ledger.entities))


def _contents_told(b: _Builder, key: tuple[str, Kind]) -> bool:
    """ "8 boxes of toys. Each box had 6 toys.": the toys in the boxes are counted apart, as
    they are by what any box holds, told before ("Each box has 6 toys. She has 8 boxes of toys.")."""
    return any(e.per is not None and e.per.unit == key[1].unit and (
        e.op is Op.RATE and e.subject == key[0] or e.op is Op.PACE and e.verb is None and e.id in b.paces
    ) or told_of_any_one(b, e, key[1].unit) for e in b.ledger.entries)  # "10 pens in a box"


def _sum(b: _Builder, target: Target) -> TargetTerms | Refusal:
    """ "How many boys and girls are left?": each kind's part, added. Every kind must be one
    unit the story counts (no category, no money), and a part asked at a time names one
    state, like the sides of a difference."""
    terms: list[Term] = []
    scope: Scope | None = None
    spent = {part.spent_on is not None for part in target.parts}
    units: set[str | None] = set()
    for part in target.parts:
        matcher = part.matcher
        priced = part.what is TargetWhat.PRICE  # "do 3 pens and 2 pads cost": each kind named by its price
        if spent != {False} and spent != {True} or part.spent_on is None and not priced and (
            matcher.unit is None or matcher.category is not None or matcher.money
        ):
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                           span=target.span, expected=("kinds each named by one noun",))
        found = target_terms(b, part)
        if isinstance(found, Refusal):
            return found
        terms += found[0]
        units.add(found[1])
        if part.what is TargetWhat.STATE and part.time != "final":
            scope = found[2] if scope is None else _both_scopes(scope, found[2])
    # "spend on the game and figures", "to paint 3 lilies and 2 roses": money (times) added, in one unit
    if spent == {True} or target.spans_added:
        if len(units) != 1:
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                           span=target.span, expected=("costs told in one unit",))
        return terms, units.pop(), scope or ("", 0, (0,))
    return terms, summed_unit(target), scope or ("", 0, (0,))


PERCENT_UNIT = "percent"


def _percentage(b: _Builder, target: Target) -> TargetTerms | Refusal:
    """ "What percentage of the pens are red?": the part (red pens) and the whole (pens), each a
    sum of the story's quantities, and the share s with part = s × whole, a "pen per pen" that
    the unit obligation composes like a rate; the answer is 100 × s, in percent. A whole the
    story leaves open (or zero) leaves s open: the uniqueness obligation refuses."""
    part, whole = target.parts
    found = [target_terms(b, asked) for asked in (part, whole)]
    sides: list[str] = []
    units: set[str | None] = set()
    for asked, terms in zip((part, whole), found, strict=True):
        if isinstance(terms, Refusal):
            return terms
        if asked.matcher.money or asked.matcher.dimension is not None:
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("a part and a whole counted in things",))
        units.add(terms[1])
        side = b.new_var(f"question.{'part' if asked is part else 'whole'}", str(terms[1]),
                         "the part the question takes" if asked is part else "the whole it is taken of")
        b.equations.append(Equation("question", ((ONE, side), *((-c, v) for c, v in terms[0])), Fraction(0),
                                    target.text))
        sides.append(side)
    if len(units) != 1 or None in units:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a part and a whole of one kind of thing",))
    unit = str(units.pop())
    share = b.new_var("question.share", unit, "the part's share of the whole")
    b.vars[share] = attrs.evolve(b.vars[share], per=unit, count=False)
    b.equations.append(Equation("question", ((ONE, sides[0]),), Fraction(0), target.text,
                                products=((-ONE, share, sides[1]),)))
    return [(Fraction(100), share)], PERCENT_UNIT, ("", 0, (0,))


def _made_of_the_stuff(stuff: Kind, thing: Kind) -> bool:
    """ "ice cream" of "ice cream cones", "cheese" of "cheese crackers": a noun (never a
    describing word alone: "red" of "red pens") that is every word told before the thing's own."""
    return stuff.of is None and stuff.part is None and thing.of is None and thing.part is None and (
        (*stuff.modifiers, stuff.unit) == thing.modifiers and (
            bool(stuff.modifiers) or "ADJ" not in lemmas(stuff.unit)))


def summed_unit(target: Target) -> str:
    """The unit of kinds counted together: "boy and girl"."""
    return " and ".join(str(part.matcher.unit) for part in target.parts)


def _both_scopes(first: Scope, second: Scope) -> Scope:
    """Two sides each asked at a time ("before selling and after selling") as one scope: the
    pair of indices (i, j) numbered i·m + j, so one index is unique only when both are."""
    m = max((*first[2], first[1], *second[2], second[1])) + 1
    pairs = tuple(sorted(i * m + j for i in first[2] for j in second[2]))
    return f"{first[0]} & {second[0]}", first[1] * m + second[1], pairs


def _spent_on(b: _Builder, target: Target, holders: list[str]) -> TargetTerms | Refusal | None:
    """ "How much did she spend on pens?": the cost of every purchase of pens, each priced;
    a sum spent that the story does not tie to what it bought may have gone for pens too.
    None when no purchase of pens has a price."""
    spent_on = target.spent_on
    assert spent_on is not None
    refusal = Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                      expected=(f"a price for every purchase of {spent_on.label}, and no other spending",))
    costed = {e.id for e, _ in b.costs}
    purchases = [e for e in b.ledger.entries if e.op is Op.GAIN and e.actor in holders
                 and e.verb is not None and in_class(e.verb, "buying_verbs")]
    category = is_category(spent_on.unit) and not (spent_on.modifiers or spent_on.of or spent_on.part)
    if category and any(not spent_on.names(e.kind) and (
        membership(e.kind.unit, spent_on.unit, e.kind.modifiers) is None
    ) for e in purchases):
        # "bought 3 plums and a pen … How much did she spend on fruit?": is each thing bought
        # fruit or not? Only kinds the table places in or out of the category are summed
        return refusal

    def named(kind: Kind) -> bool:
        """ "on pens": pens; "on fruit": each kind the table places in the category; "on ice
        cream": "ice cream cones", things told by the very stuff named (all their words)."""
        return spent_on.names(kind) or category and (
            membership(kind.unit, spent_on.unit, kind.modifiers) is True) or (
            _made_of_the_stuff(spent_on, kind))

    bought = [e for e in purchases if named(e.kind)]
    terms: list[Term] = [(ONE, cost) for e, cost in b.costs if e.actor in holders and named(e.kind)]
    paid = _sums_paid_for_one_thing(b, holders)
    paid_for_it = [e for e in paid if e.paid_for_kind is not None and named(e.paid_for_kind)]
    if len(paid_for_it) > 1 or paid_for_it and terms:
        # "spent $2 on a game. Later he spent $4 on a game. … on the game?": which game?
        return refusal
    terms += [(ONE, b.amount_var[e.id]) for e in paid_for_it]
    if not terms:
        # "She buys 3 toys at $10 each. How much does she spend on games?": the money priced
        # went for other things
        return refusal if any(e.actor in holders for e, _ in b.costs) else None
    if any(e.id not in costed for e in bought) or [
        e for e in _events(b, target.verb, holders, target.matcher) if e not in paid
    ]:
        return refusal
    if any(d.raises and d.subject in (*holders, "world") for d in b.discounts):
        # "adds a 20% tip. How much did he spend on the pens?": is a tip spent on the pens?
        return refusal
    return terms, b.vars[terms[0][1]].unit, ("", 0, (0,))


def _first_got(b: _Builder, key: tuple[str, Kind]) -> bool:
    """Whether the holding ``key`` starts from none at a first getting told of it ("collected
    30 shells"): the whole of that kind its holder is told to have then."""
    return any(e.op is Op.START_EMPTY and (e.subject, e.kind) == key for e in b.ledger.entries)


def _sums_paid_for_one_thing(b: _Builder, holders: list[str]) -> list[Entry]:
    """ "spent $2 on a game", "bought a book for $5": a sum spent by ``holders`` that its clause
    ties to the one thing it went for, and nothing else told in that clause; it went for that
    thing and for no other. A purchase priced elsewhere in the clause is costed already."""
    return [e for e in b.ledger.entries if e.op is Op.LOSS and e.actor in holders and e.verb is not None
            and in_class(e.verb, "spending_verbs") and e.paid_for_kind is not None and e.id in b.amount_var
            and [other.id for other in b.ledger.entries if other.clause == e.clause] == [e.id]]


def _refuse_chain(target: Target) -> Refusal:
    return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                   expected=("contents of one kind of container, and not the things themselves",))


def _untold_change(b: _Builder, target: Target, holders: list[str]) -> TargetTerms | Refusal:
    """ "How many did she eat?" when the story only says what she had before and after: the
    one untold change on her holding, read as a loss or a gain by the question's verb."""
    paid = _untold_price_paid(b, target, holders)
    if paid is not None:
        return paid
    cls = verb_class(target.verb or "")
    if target.direction == "loss" and cls in (VerbClass.EITHER, VerbClass.LOSS, VerbClass.TRANSFER_OUT):
        cls = VerbClass.LOSS  # "How much did she cut off?"
    if target.holders is None and target.verb is not None:
        # "How many goldfish disappeared?": the things are the subject; they left their holder
        if in_class(target.verb, "ending_verbs") or in_class(target.verb, "leaving_verbs"):
            cls = VerbClass.LOSS
        elif in_class(target.verb, "entering_verbs"):
            cls = VerbClass.GAIN
        elif target.things_did and target.direction == "loss" and (
            verb_class(target.verb) is VerbClass.ACTIVITY or in_class(target.verb, "getting_about_verbs")
        ):
            cls = VerbClass.LOSS  # "How many people got off?", "… flew away?": they went off their holder
        elif target.things_did:
            cls = None  # "How many kids ate?": the kids did the eating; nothing says any was eaten
    holders = holders + _thing_of_theirs(b, target, holders)
    measured = _measured_thing(b, target, holders)
    if measured is not None:
        # "How much hair did she grow?": the thing of hers asked by name, in the one measure told
        holders, target = [measured[0]], attrs.evolve(target, matcher=KindMatcher(measured[1].unit))
    changes = [var for key, found in b.untold.items() if key[0] in holders
               and target.matcher.matches(key[1]) for var in found]
    stated = {e.subject for e in b.ledger.entries if e.op is Op.OBSERVE and target.matcher.matches(e.kind)}
    # "Her sister used some. … she had 22 left.": the untold change may be the sister's doing
    others = [e for e in b.ledger.entries if e.op in (Op.GAIN, Op.LOSS, Op.EVENT) and (
        e.subject not in holders and e.subject not in stated and target.matcher.matches(e.kind))]
    # "A cook had 20 eggs. Her son baked a cake. She had 8 left.": a making or a using up by
    # another, of no amount of the things asked told, may have used up hers
    using = ("producing_verbs", "consuming_verbs")
    others += [e for e in b.ledger.entries if e.op in (Op.GAIN, Op.LOSS, Op.EVENT) and e.actor not in holders
               and e.verb is not None and not target.matcher.matches(e.kind)
               and any(in_class(e.verb, c) for c in using)]
    used_by_others = any(doing.doers and not set(doing.doers) & set(holders) and any(
        in_class(doing.verb, c) for c in using) for doing in b.ledger.untold)
    # "It shrank in the wash. Now she has 11 feet": a doing of unknown effect (no verb class, no
    # scene verb) in a sentence of its own may be some or all of the untold change, whoever did
    # it; one told in the sentence of a holding ("After blowing her nose she had 93 left") is
    # the occasion of the change the question names
    held_in = {sentence_span(b.text, e.clause) for e in b.ledger.entries if e.op is Op.OBSERVE}
    used_by_others = used_by_others or any(
        not doing.under_way and verb_class(doing.verb) is None and not in_class(doing.verb, "scene_verbs")
        and sentence_span(b.text, doing.span) not in held_in for doing in b.ledger.untold)
    # "He washed windows, bought a hat, and now has $52": the hat's cost is in the change too
    traded = target.matcher.money and any(
        e.actor in holders and e.verb is not None and not target.matcher.matches(e.kind) and (
            in_class(e.verb, "buying_verbs") or in_class(e.verb, "selling_verbs"))
        for e in b.ledger.entries)
    # "She sold some of the hats and had 13 pens left. How many pens did she sell / give away?":
    # the selling told (or a parting with things told without its amount) was of hats; what
    # took the pens is untold. A getting is not (tickets may buy candy); money asked goes by
    # ``traded`` below; a kind sharing a noun with the one asked ("twice the amount of rice") may
    # be it.
    if target.verb is not None and not target.matcher.counts_money and not told_of(
        b, target, holders
    ) and any(
        e.actor in holders and not target.matcher.matches(e.kind) and not (
            {e.kind.unit, e.kind.of} & {target.matcher.unit, target.matcher.of} - {None}
        ) and (
            _same_event(e.verb, target.verb) and e.op in (Op.GAIN, Op.LOSS, Op.TRANSFER, Op.EVENT)
            or e.amount.value is None and e.op in (Op.LOSS, Op.TRANSFER)
        ) for e in b.ledger.entries
    ):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=(f"a doing of {target.verb!r} told of the things asked",))
    if not changes and not others and not traded and _untouched(b, target, holders):
        # "had 46 apples. After making some pies he had 14 left.", read as 14 pies: then
        # nothing befell the apples, and "How many apples did he use?" asks of no doing
        return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, target.text, span=target.span,
                       expected=(f"a doing of {target.verb!r} to the things asked",))
    if cls not in (VerbClass.GAIN, VerbClass.LOSS, VerbClass.TRANSFER_OUT, VerbClass.TRANSFER_IN) or (
        len(changes) != 1 or others or traded or used_by_others
    ):
        if holders and (unbound := _named_first_asked(b, target, holders)) is not None:
            return unbound  # "Bo caught 2. His dad caught 6. How many did his dad catch?": Bo's dad's dad?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                       span=target.span, expected=(f"an event of {target.verb!r} to count",))
    if len({(e.held_at.preposition, noun_form(e.held_at.head)) for e in b.ledger.entries
            if e.op is Op.OBSERVE and e.held_at is not None and e.subject in holders
            and target.matcher.matches(e.kind)}) > 1:
        # "had $20 in his wallet. Later he had $15 in his bank.": the $5 may still be in the
        # wallet; holdings told at two places say no change of either
        return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, target.text, span=target.span,
                       expected=("the holdings before and after told at one place",))
    sign = ONE if cls in (VerbClass.GAIN, VerbClass.TRANSFER_IN) else -ONE
    b.nonnegative_target = True
    return [(sign, changes[0])], target.matcher.unit, ("", 0, (0,))


def _named_first_asked(b: _Builder, target: Target, holders: Sequence[str]) -> Refusal | None:
    """ "Mia is 12. Her mother is 3 times as old as her. How old is her mother?": "her" read as
    the mother asks of the mother's mother, named first by the question and told of nowhere: no
    such reading."""
    told_of = {who for e in b.ledger.entries for who in (e.subject, e.other, e.actor)}
    if not all(h not in told_of and b.ledger.entity(h).span[0] >= target.span[0] for h in holders):
        return None
    return Refusal(RefusalCode.UNBOUND_REFERENT, Stage.LEDGER, ", ".join(holders), span=target.span,
                   expected=("someone the story tells of",))


def _done_to_a_broader_kind(b: _Builder, target: Target, holders: list[str]) -> bool:
    """Whether a doing of the asked verb by ``holders`` is told of the asked noun with fewer
    or other words ("86 cookies", "20 big cookies" when pink ones are asked), never of
    another grade of one scale ("86 red cookies"): some of those may be of the kind asked."""
    if not target.matcher.modifiers or target.matcher.unit is None or target.verb is None:
        return False
    asked = target.matcher
    return any(not asked.matches(e.kind) and not graded_apart(asked.modifiers, e.kind.modifiers)
               for e in _events(b, target.verb, holders, attrs.evolve(asked, modifiers=())))


def _part_of_one_getting(b: _Builder, target: Target, holders: list[str]) -> str | None:
    """ "made 86 cookies. 36 are red and the rest are pink. How many pink cookies did she
    make?": no doing of the verb is told of the sub-kind asked, but one is of its whole, the
    holding starting with it, and one part of that sub-kind is told of that whole, with
    nothing told between them but its parts: what that doing got of the sub-kind is the part."""
    if not target.matcher.modifiers or target.matcher.unit is None or target.verb is None:
        return None
    events = _events(b, target.verb, holders, attrs.evolve(target.matcher, modifiers=()))
    if len(events) != 1 or events[0].op is not Op.GAIN or f"{events[0].id}s" not in {
        e.id for e in b.ledger.entries
    }:
        return None
    whole = events[0]
    after = b.ledger.entries[b.ledger.entries.index(whole) + 1:]
    parts = list(itertools.takewhile(lambda e: e.whole == whole.id, after))
    if any(e.whole == whole.id for e in after[len(parts):]):
        return None  # a part told after some other doing: of the holding at another time
    asked = [e for e in parts if target.matcher.matches(e.kind)]
    if len(asked) != 1 or asked[0].doing:
        return None
    return b.amount_var[asked[0].id]


def _untold_price_paid(b: _Builder, target: Target, holders: list[str]) -> TargetTerms | None:
    """ "She had $90. She bought a lamp. Now she has $12. How much did the lamp cost?", "had 48
    tickets. After buying a yoyo he had 32 tickets left. How many tickets did the yoyo cost?":
    what the thing asked cost is the one untold loss of its buyer's, when the story tells one
    purchase of that thing (of the number asked), no price, no other purchase or spending, no
    other doing of the buyer's without its amount (a doing told with its amount is in the
    timeline already: "won 48 tickets"), and one untold change of the buyer's holdings, in money
    or in the unit asked. Else None."""
    if target.verb != "cost" or len(holders) != 1 or not holders[0].startswith("the "):
        return None
    thing = noun_form(holders[0].split()[-1])
    bought = [e for e in b.ledger.entries if e.op is Op.GAIN and e.verb is not None
              and in_class(e.verb, "buying_verbs") and e.kind.unit == thing and not e.kind.modifiers]
    if len(bought) != 1 or b.costs or b.prices:
        return None
    buyer, told = bought[0].actor, bought[0].amount
    # "the lamp" of "bought a lamp" or "bought 1 lamp", "the lamps" of "bought 2 lamps"; never
    # "the lamp" of "bought lamps", "bought some lamps" (which lamp?)
    written = [n for n in b.ledger.told.nouns if n.clause == bought[0].clause and n.head == thing]
    one = told.value == 1 or told.value is None and len(written) == 1 and (
        written[0].determiner in ("a", "an") and written[0].written.lower() == thing)
    if b.ledger.entity(holders[0]).plural == one or not one and (told.value is None or told.value < 2):
        return None
    for e in b.ledger.entries:
        if e is bought[0] or e.op in (Op.OBSERVE, Op.START_EMPTY) or (
            buyer not in (e.subject, e.actor, e.other)
        ):
            continue
        if e.op not in (Op.GAIN, Op.LOSS, Op.TRANSFER) or e.amount.value is None or e.verb is None or (
            in_class(e.verb, "buying_verbs") or in_class(e.verb, "spending_verbs")
        ):
            return None  # "She also gave some to Bo", "bought a rug": in the untold change too?
    changes = [(key, var) for key, found in b.untold.items() if key[0] == buyer for var in found]
    if len(changes) != 1:
        return None
    (key, change), = changes
    if not (target.matcher.unit is None and is_money_measure(key[1].unit) or target.matcher.unit is not None
            and target.matcher.matches(key[1])):
        return None
    b.nonnegative_target = True
    return [(-ONE, change)], key[1].unit, ("", 0, (0,))


def _untouched(b: _Builder, target: Target, holders: list[str]) -> bool:
    """No doing touches the things a question of using asks: every entry of their kind is a
    holding told, none changes between the holdings told (no untold change), no doing of the
    question's verb is told of anything, and every untold change is of things the asked holder
    made. The reading then reads what was made as left, not what was used to make it, and says
    nothing of the use asked: it drops out of the pool (another reading may tell it). A question
    of another doing ("How many apples did he eat / sell?"), a making by another, or a change of
    a third kind told ("46 apples and 20 pears … 14 left", "gave some pears away … 14 left": the
    pears?) keeps the reading."""
    told = [e for e in b.ledger.entries if target.matcher.matches(e.kind)
            or e.other_kind is not None and target.matcher.matches(e.other_kind)]
    if not told or target.verb is None or not in_class(target.verb, "means_verbs") or not all(
        e.op is Op.OBSERVE for e in told
    ) or any(e.verb == target.verb or e.wanted == target.verb for e in b.ledger.entries):
        return False
    made = {e.kind for e in b.ledger.entries if e.op is Op.GAIN and e.actor in holders
            and e.verb is not None and _making(e.verb)}
    changed = [key for key, found in b.untold.items() if found]
    return bool(made) and all(key[0] in holders and key[1] in made for key in changed) and all(
        e.kind in made for e in b.ledger.entries if e not in told)


def _making(verb: str) -> bool:
    """A verb of making things ("make", "bake", "knit"), never of getting things that were
    there already ("buy", "pick", "get")."""
    return verb_class(verb) is VerbClass.GAIN and not any(
        in_class(verb, kind) for kind in ("taking_verbs", "buying_verbs", "receiving_verbs",
                                          "gathering_verbs", "getting_verbs"))


def _measured_thing(b: _Builder, target: Target, holders: list[str]) -> tuple[str, Kind] | None:
    """ "Her hair is 18 inches long … How much hair did she grow?": the noun asked names a thing
    of the holder's (no person) told in one measure only, and the holder holds none of the noun
    itself. That thing and its measure, else None."""
    asked = target.matcher.unit
    if asked is None or target.matcher.category is not None or any(
        key[0] in holders and target.matcher.matches(key[1]) for key in b.timelines
    ):
        return None
    things = sorted({key[0] for key in b.timelines if any(
        key[0] == f"{asked} of {holder}" for holder in holders
    ) and not _a_person(b.ledger.entity(key[0])) and b.ledger.entity(key[0]).kind is EntityKind.ROLE})
    if len(things) != 1:
        return None
    kinds = [key[1] for key in b.timelines if key[0] == things[0]]
    return (things[0], kinds[0]) if len(kinds) == 1 else None


def _thing_of_theirs(b: _Builder, target: Target, holders: list[str]) -> list[str]:
    """ "Amy's hair was 11 inches long. After a haircut it was 7. How much did she cut off?",
    "$94 in her wallet … $78 left. How much did she spend?": what changed in a thing of hers is
    her doing, when she holds none of the kind herself and it is the one thing of hers that
    does. That thing, else nothing."""
    if any(key[0] in holders and target.matcher.matches(key[1]) for key in b.timelines):
        return []
    got_one = _one_thing_got(b, holders)
    owned = sorted({key[0] for key in b.timelines if target.matcher.matches(key[1]) and (
        key[0].partition(" of ")[2] in holders or key[0] in got_one) and not _a_person(
        b.ledger.entity(key[0])) and b.ledger.entity(key[0]).kind is EntityKind.ROLE})
    return owned if len(owned) == 1 else []


def _one_thing_got(b: _Builder, holders: list[str]) -> set[str]:
    """ "Ann has a book that has 95 pages", "She picked up a book …": a thing told held or got
    by ``holders`` with "a" (one, of no count said) and never told of again, by them or to
    them, is theirs as "her book" is ("She lost the book" leaves it no longer hers)."""
    things = {f"the {e.kind.unit}" for e in b.ledger.entries
              if e.subject in holders and e.op in (Op.OBSERVE, Op.GAIN) and e.amount.value is None}
    return {thing for thing in things
            if any(n.id == thing and n.indefinite and not n.plural for n in b.ledger.entities)
            and len([e for e in b.ledger.entries if f"the {e.kind.unit}" == thing
                     and (e.subject in holders or e.other in holders)]) == 1}


_SORTS_OF_ONE_USE = ("colour_adjectives", "size_adjectives", "likeness_modifiers")


def _shortfall(
    b: _Builder, target: Target, holders: list[str]
) -> tuple[list[Term], str | None, Scope] | Refusal:
    """The wanted amount (named in the question, or the one goal the story states) less the
    holder's final state."""
    keys = [key for key in b.timelines if key[0] in holders and target.matcher.matches(key[1])]
    if target.room is not None:
        return _room_left(b, target, keys)
    if target.goal is None and _goal_dated_apart(b, target, holders):
        # "must sell 60 cookies this week. She sold 25 last week.": sold toward this week's goal?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("doings told of the time of the goal",))
    if any(key in b.merged and b.merged[key] not in keys for key in keys):
        # "It has 48 blue tiles and 32 red tiles. It needs 100 tiles. How many more blue tiles?"
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                       span=target.span, expected=("a kind the goal did not count together",))
    unfit = next((word for key in keys if key in b.merged for word in key[1].modifiers
                  if not any(in_class(word, c) for c in _SORTS_OF_ONE_USE)), None)
    if unfit is not None:
        # "48 ripe apples and 32 rotten apples. He needs 100 apples.": a sort told by its state
        # (rotten, broken, empty, used) may not serve the need; only colour, size and stuff do
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=(f"sorts told by colour, size or stuff, not {unfit!r}, counted for a goal",))
    keys = [key for key in keys if key not in b.merged]  # "needs 100 tiles": blue and red together
    if target.equal_parts:  # "… so all the stacks would be equal": what makes the one share exact
        short = share_shortfall(b, target)
        return short if short is not None else Refusal(
            RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
            expected=("one share to make exact",))
    wanted_name = target.matcher.category or target.matcher.unit
    unclassed = sorted({key[1].label for key in b.timelines if key[0] in holders and key not in keys
                        and key not in b.merged and wanted_name is not None
                        and measure_unit(key[1].unit) is None and key[1].unit != wanted_name
                        and membership(key[1].unit, wanted_name, key[1].modifiers) is None})
    if unclassed:
        # "has 3 ferns, 5 palms and 7 leafy plants … wants 24 plants": are the ferns plants too?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, ", ".join(unclassed),
                       span=target.span, expected=(f"kinds known to be {wanted_name} or not",))
    if target.direction == "loss" and target.goal is None:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("the amount to be left, said in the question",))
    if target.goal is not None:
        goal = b.new_var("question.goal", keys[0][1].unit if keys else target.matcher.unit or "",
                         f"the {target.unit_text or 'amount'} wanted")
        assert target.goal.value is not None
        b.givens.append(Given("question", goal, target.goal.value, target.goal.span,
                              target.goal.text))
    else:
        goal_keys = [(holder, kind) for holder, kind in b.goals
                     if holder in holders and target.matcher.matches(kind)]
        goals = [b.goals[key] for key in goal_keys]
        wanted = [entry for (holder, kind), entry in b.wanted.items()
                  if holder in holders and target.matcher.matches(kind)]
        used = _use_wanted_as_had(b, target, holders, wanted) if not goals else None
        if used is not None:
            goals, goal_keys = [b.amount_var[used.id]], [(used.subject, used.kind)]
        elif not goals and wanted and target.verb is not None:
            return _wanted_events(b, target, holders, wanted)
        if not goals and target.todo is not None:
            # "How many more pages does she have to read?" with no amount wanted: those left
            return target_terms(b, attrs.evolve(target, what=TargetWhat.STATE))
        short = share_shortfall(b, target) if not goals and not wanted else None
        if short is not None:  # "How many more would she need (for equal parts)?"
            return short
        if not goals and not wanted and not any(
            e.op is Op.GOAL and (e.subject in holders or e.actor in holders) for e in b.ledger.entries
        ) and any(e.op is Op.GOAL for e in b.ledger.entries):
            # "Ann needs 30 eggs. Her friend gave her 12. How many more does she need?": a reading
            # binding "she" to the friend, of whom no need is told, asks of no one's need
            return Refusal(RefusalCode.UNBOUND_REFERENT, Stage.LEDGER, target.text, span=target.span)
        if goals and target.verb is not None and verb_class(target.verb) not in (
            VerbClass.GAIN, VerbClass.TRANSFER_IN
        ):
            # "wants 12 books. He has 5. How many more books does he need to read?": an amount
            # wanted had is no amount of a doing that gets nothing
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("a need told with the doing asked",))
        if goals and target.spent_on is not None:
            # "needs $200 … How much more does she need to buy the bike?": is the $200 the bike's?
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("a want to buy the thing the question names",))
        if not goals and (cost := _wanted_cost(b, holders, target)) is not None:
            goals, goal_keys = [cost[0]], [(holders[0], cost[1])]
        if len(goals) != 1:
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                           span=target.span, expected=("one amount wanted",))
        goal = goals[0]
        wanted_kind = goal_keys[0][1]
        if len(keys) == 1 and not wanted_kind.names(keys[0][1]):
            # "has 31 red beads … needs 50 blue beads": what is held is not of the kind wanted
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("a holding of the kind wanted",))
        if len(keys) > 1 and all(k[1].unit == wanted_kind.unit and k[1] != wanted_kind and (
                wanted_kind.names(k[1]) or _of_a_member_wanted(k[1], wanted_kind)) for k in keys):
            # "needs 65 paper plates … has 22 green paper plates and 24 blue paper plates": each
            # held kind is a kind of what is wanted, so the holding is their sum as asked now
            # (so are "cartons of figs" and "cartons of plums" of "cartons of fruit")
            held = target_terms(b, attrs.evolve(target, what=TargetWhat.STATE, time="final"))
            if isinstance(held, Refusal):
                return held
            b.nonnegative_target = True
            return [(ONE, goal)] + [(-c, v) for c, v in held[0]], None, held[2]
    groups = [h for h in holders if b.ledger.entity(h).members]
    if len(keys) != 1 or groups and keys[0][0] not in groups:
        # "Kim and Lea need 40 beads. Kim has 15.": what Lea has is not told
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                       span=target.span, expected=("one holding to compare with what is wanted",))
    line = b.timelines[keys[0]]
    b.nonnegative_target = True  # "How many more does she need?" presupposes she has no more
    scope = (f"{keys[0][0]}.{keys[0][1].label}", len(line) - 1, (len(line) - 1,))
    if target.direction == "loss":
        return [(ONE, line[-1]), (-ONE, goal)], None, scope  # "to give away to have 22 left"
    return [(ONE, goal), (-ONE, line[-1])], None, scope


def _goal_dated_apart(b: _Builder, target: Target, holders: list[str]) -> bool:
    """A goal its own words date ("this week") beside a doing of the kind asked that a past time
    dates ("last week", "yesterday", ``_dated_past``): done toward that goal, or before it?"""
    def ours(entry: Entry) -> bool:
        return (entry.subject in holders or entry.actor in holders) and target.matcher.matches(entry.kind)

    goals = [e for e in b.ledger.entries if e.op is Op.GOAL and ours(e)]
    dated = any(own_dating(b.ledger, b.text, goal.clause) and not _dated_past(b, goal) for goal in goals)
    undated = any(not own_dating(b.ledger, b.text, goal.clause) for goal in goals)
    return any(e.op not in (Op.GOAL, Op.OBSERVE) and ours(e) and _dated_past(b, e) and (
        dated or undated and _long_ago(b, e)) for e in b.ledger.entries)


def _long_ago(b: _Builder, entry: Entry) -> bool:
    """ "scrubbed 9 pots last week", "… 2 years ago": a doing dated further back than the day
    before, which a goal told with no time of its own ("He has to scrub 25 pots") may have been
    set after (a doing "yesterday" or "last night" is taken as toward it)."""
    return any(t.kind is TimeKind.PAST and (
        t.text.lower().startswith("last ") and t.text.lower() != "last night" or t.text.lower() == "ago")
        for t in told_with(b.ledger.times, entry.clause, frozenset({TimeKind.PAST})))


def _each_named_once(wants: list[Entry], named: tuple[Kind | None, ...]) -> bool:
    """Each thing wanted is one, and the things a question names to buy ("the rope, the game and
    the ball") name them one for one: each name one want ("the game" names "a board game"), each
    want one name."""
    if len(wants) != len(named) or any(want.amount.value != 1 for want in wants):
        return False
    matches = [[want for want in wants if kind is not None and kind.names(want.kind)] for kind in named]
    return all(len(found) == 1 for found in matches) and len(
        {id(found[0]) for found in matches}) == len(wants)


def _wanted_cost(b: _Builder, holders: list[str], target: Target) -> tuple[str, Kind] | None:
    """ "She wants to buy a bike. The bike costs $90. She has $60. How much more money does she
    need?": the money wanted is what all she wants to buy costs, each kind at its one price
    (price × count wanted, summed), when a want to buy is all she is told to want, nothing of
    those kinds is bought yet, and no discount, tax or tip touches a price. The variable of
    that cost and its kind of money, else None."""
    wants = [e for (holder, _), e in b.wanted.items() if holder in holders]
    if target.spent_on is not None and not target.bought_too and not (
        len(wants) == 1 and wants[0].kind == target.spent_on and wants[0].amount.value == 1
    ):
        return None  # "… need to buy the bike?": the one bike she wants to buy, and nothing else
    if target.bought_too and not _each_named_once(wants, (target.spent_on, *target.bought_too)):
        return None  # "… to buy the rope and the ball?": each one wanted named, and nothing else
    if len(holders) != 1 or not wants or any(
        e.wanted is None or not in_class(e.wanted, "buying_verbs") or e.id not in b.amount_var
        for e in wants
    ) or b.discounts or any(e.op is Op.GOAL and e.subject in holders and e not in wants
                            for e in b.ledger.entries):
        return None
    products: list[tuple[Fraction, str, str]] = []
    for want in wants:
        prices = [(p, var) for p, var in b.prices if b.price_covers(p, want.kind)]
        if len(prices) != 1 or prices[0][0].payer not in (None, holders[0]) or any(
            e.op is Op.GAIN and e.actor in holders and e.verb is not None and in_class(e.verb, "buying_verbs")
            and b.price_covers(prices[0][0], e.kind) for e in b.ledger.entries
        ):
            return None
        products.append((-ONE, prices[0][1], b.amount_var[want.id]))
    units = {b.vars[price].unit for _, price, _ in products}
    if len(units) != 1 or not target.matcher.matches(Kind(next(iter(units)))):
        return None
    unit = next(iter(units))
    cost = b.new_var("question.wanted_cost", unit, "the cost of all that is wanted")
    b.equations.append(Equation(wants[0].id, ((ONE, cost),), Fraction(0), b.clause(wants[0]),
                                products=tuple(products)))
    return cost, Kind(unit)


def _room_left(
    b: _Builder, target: Target, keys: list[tuple[str, Kind]]
) -> tuple[list[Term], str | None, Scope] | Refusal:
    """ "A shelf can hold 40 books. There are 25 books on the shelf. How many more books can the
    shelf hold?": the one capacity told of that container's noun, less what the one asked holds
    now. Refused unless exactly one capacity of the kind asked is told for the noun, and the
    container holds exactly one told kind of what is asked."""
    # "A shelf can hold 40 books" (a capacity), "A shelf holds 40 books" (a pace of holding)
    told = [e for e in b.ledger.entries if e.op in (Op.SHARE, Op.PACE) and e.per is not None
            and e.per.unit == target.room]
    sizes = [b.shares[e.id][0] if e.op is Op.SHARE else b.paces[e.id] for e in told
             if (e.capacity and e.id in b.shares or e.id in b.paces and not e.within) and e.room
             and (e.count is None or e.count.value is None) and target.matcher.matches(e.kind)]
    # "There are 3 shelves", "4 shelves hold 40 each", "each shelf holds 9 pens": which shelf
    # is "the shelf", or is its room shared with other things?
    others = len(told) != len(sizes) or any(e.kind.unit == target.room for e in b.ledger.entries)
    # "A shelf held 40 books": what one held once, no room it has; "The shelf has 25 books and
    # 3 vases": the vases take room too
    once = any(tense_within(b.ledger.times, e.clause) is Tense.PAST for e in told)
    crowded = any(holder == key[0] and kind != key[1] for key in keys[:1] for holder, kind in b.timelines)
    if len(sizes) != 1 or others or once or crowded or len(keys) != 1 or (
        b.timelines[keys[0]][0] not in b.observed
    ):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("one capacity of the container's kind, and what it holds now",))
    line = b.timelines[keys[0]]
    b.nonnegative_target = True  # "How many more can it hold?" presupposes it is not over full
    return [(ONE, sizes[0]), (-ONE, line[-1])], None, (f"{keys[0][0]}.{keys[0][1].label}",
                                                       len(line) - 1, (len(line) - 1,))


def _use_wanted_as_had(b: _Builder, target: Target, holders: list[str], wanted: list[Entry]) -> Entry | None:
    """ "He plans to use 501 pounds of flour. He has 294 pounds. How much more flour does he need
    (to buy)?": to use up an amount one must have it, so a want to use (eat, drink) is an amount
    wanted had, when it is the one want of the kind, nothing is told used so far, and the question
    asks the things got (no verb, or one of getting) and not the doing. The want, else None."""
    if len(wanted) != 1 or wanted[0].wanted is None or not in_class(wanted[0].wanted, "consuming_verbs") or (
        target.verb is not None and verb_class(target.verb) not in (VerbClass.GAIN, VerbClass.TRANSFER_IN)
    ):
        return None
    if _events(b, wanted[0].wanted, [e.actor for e in b.ledger.entries], KindMatcher(None)):
        return None  # "… He used 12 pounds": toward the use wanted, or from the holding?
    return wanted[0]


def _wanted_events(
    b: _Builder, target: Target, holders: list[str], wanted: list[Entry]
) -> tuple[list[Term], str | None, Scope] | Refusal:
    """ "She needs to sell 12 rolls. She sold 3 … How many more does she need to sell?": the
    amount of doing wanted less the events of that verb told after it. An event told before
    the want may be part of it or not; events of another kind ("boxes of candy" for "boxes of
    cookies") are not what is wanted; another verb's change to that kind ("found 15" for
    "wants to collect 40") may be what was wanted, in other words; and a holding of that kind
    ("has 5 eggs … needs to buy 12") may be meant to count toward it, and so may the same
    doing by someone else: refused."""
    order = [e.id for e in b.ledger.entries]
    goal = wanted[0]
    asked = target.verb
    doing = _travel_gone_one_way(b, target, goal) or asked
    if doing != asked:
        target = attrs.evolve(target, verb=doing)  # the travel asked is that going's
    events = _events(b, doing, holders, target.matcher)
    done_otherwise = [e for e in b.ledger.entries if target.matcher.matches(e.kind) and e not in events
                      and e is not goal and e.op is not Op.START_EMPTY and (e.actor in holders and e.op in (
                          Op.GAIN, Op.LOSS, Op.TRANSFER, Op.EVENT) or e.subject in holders)]
    by_others = [e for e in _events(b, doing, [e.actor for e in b.ledger.entries], target.matcher)
                 if e not in events]  # "Then his sister washed 4 loads": maybe toward his goal
    # "needs to read 90 pages. She read 3 books / read for an hour / read her book": the doing
    # wanted, told in another measure or in none, did some of what is wanted, how much untold
    unmeasured = [e for e in _events(b, doing, holders, KindMatcher(None))
                  if e not in events and e.kind.unit != goal.kind.unit] or _untold_doing(b, target, holders)
    # ("must travel 300 miles. He drove for 2 hours": a going that is travel, its length untold)
    unmeasured = unmeasured or asked is not None and doing == asked and in_class(
        asked, "travelling_verbs") and _other_goings(b, {asked}, target.span)
    # ("Lou and Kim must read 90 pages. Lou read 30 pages.": and Kim?)
    unmeasured = unmeasured or _one_asked_never_did(b, target, holders)
    wanting = {goal.subject, *b.ledger.entity(goal.subject).members}
    if len(wanted) != 1 or any(holder not in wanting for holder in holders) or not _same_event(
        goal.wanted, asked
    ) or done_otherwise or by_others or (
        unmeasured
    ) or any(
        order.index(e.id) < order.index(goal.id) or e.kind.unit != goal.kind.unit
        or e.kind.of is not None and goal.kind.of is not None and not of_names(e.kind.of, goal.kind.of)
        for e in events
    ):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                       span=target.span, expected=("one amount of that doing wanted, before it is done",))
    if goal.period is not None and not _within_one_period(b, goal.period, events, target):
        return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, target.text, span=target.span,
                       expected=(f"the doing told on the days of one {goal.period}, in their order",))
    b.nonnegative_target = True
    terms = [(ONE, b.amount_var[goal.id])] + [(-ONE, b.amount_var[e.id]) for e in events]
    return terms, target.matcher.unit, ("", 0, (0,))


def _travel_gone_one_way(b: _Builder, target: Target, goal: Entry) -> str | None:
    """ "They must travel 300 miles. Ann drove 120 miles. How many more miles must they
    travel?": travel wanted and asked, and told of no one, is gone by the one way of going the
    story tells of the kind (lexicon `going_ways_verbs`), as a question of travel names it
    (``_gathering_told``); None when two ways are told, or any other going ("then walked home")."""
    asked = target.verb
    if asked is None or not in_class(asked, "travelling_verbs") or goal.wanted != asked or any(
        e.verb == asked and e is not goal for e in b.ledger.entries
    ):
        return None
    ways = {e.verb for e in b.ledger.entries if e.verb is not None
            and in_class(e.verb, "going_ways_verbs") and target.matcher.matches(e.kind)}
    way = ways.pop() if len(ways) == 1 else None
    return way if way is not None and not _other_goings(b, {way, asked}, target.span) else None


_DAYS_OF_PERIOD = {  # the days of one period, in order: a week read from Monday ("on Sunday and
    # Monday" may be of two weeks, so Sunday is its day only told alone)
    "week": ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday"),
    "weekend": ("saturday", "sunday"),
}


def _within_one_period(b: _Builder, period: str, events: list[Entry], target: Target) -> bool:
    """ "Her goal is to find 48 balls every weekend. She found 16 on Saturday and 18 on Sunday":
    a goal wanted again each ``period`` counts the doing of one period only, so every event is
    told on one day of the period ("on Saturday"), no day twice, in the period's order (a later
    day told first may be of the next one), some doing is told, and the question names no day or
    time of its own."""
    days = _DAYS_OF_PERIOD.get(period, ())
    told: list[str] = []
    for event in events:
        on = days_on(b.ledger.times, b.text, event.clause)
        if not on or len(on) != 1 or on[0][1]:
            return False
        told.append(on[0][0])
    if not told:
        return False  # ("How many more?" with nothing told done: in which period?)
    if len(told) == 1 and told[0] == "sunday" and period == "week":
        days = (*days, "sunday")
    if not all(day in days for day in told) or [days.index(d) for d in told] != sorted(
        {days.index(d) for d in told}
    ):
        return False
    return not told_within(b.ledger.times, target.span, DATING)


def _time_indices(b: _Builder, key: tuple[str, Kind], time: str) -> tuple[int, ...]:
    """The states of timeline ``key`` the question's time words allow: the last one
    ("now", "left"), the first ("at first"), or the one before/after each entry the
    question names ("before she gave any away")."""
    line = b.timelines[key]
    if time == "final":
        return (len(line) - 1,)
    if time == "past":
        # "How many did he have?" in the past tense: the one state there is, or the one a
        # single gain from none made ("bought 2 pizzas … how many slices did she have?");
        # after other changes it may ask the first state as well as the last
        if len(line) == 1:
            return (0,)
        assumed = any(g.var == line[0] and g.constant is not None for g in b.givens)
        return (1,) if assumed and len(line) == 2 else ()
    if time == "initial":
        opening = _got_before_the_story(b, line)
        if opening:
            return (opening,)  # "Jo had caught some fish. … How many did she have at first?"
        # a first state this reading assumed ("starts from none") is no answer to "at first"
        assumed = any(g.var == line[0] and g.constant is not None for g in b.givens)
        return () if assumed or _start_told_as_now(b, line) else (_contents_told_first(b, line),)
    when, _, named = time.partition(":")
    order = [e.id for e in b.ledger.entries]
    found = []
    on_line = {b.creator[name] for name in line[1:]}
    asked = [n for n in named.split("|") if n in on_line]
    if any(e.op is Op.OBSERVE and order.index(e.id) > order.index(n) and not _told_after(b, e)
           and not told_with(b.ledger.times, e.clause, _NOW_LEFT) and _entry_key(b, e) == key
           for n in asked for e in b.ledger.entries):
        # "He bought 2 kg of meat. He has $180. How much has he left after paying for it?": a
        # holding told after the doing, never said to come after it ("then", "now", "left"),
        # may be the one before it
        return ()
    for entry_id in asked:
        position = order.index(entry_id) + (1 if when == "after" else 0)
        earlier = set(order[:position])
        found.append(sum(1 for name in line[1:] if b.creator[name] in earlier))
    if 0 in found and (_start_told_as_now(b, line) or any(g.var == line[0] and g.constant is not None
                                                          for g in b.givens)):
        # "Ann has 20 pens. She gave 5 away. How many before she gave any?"; "Tom found $30.
        # How much did he have before he found it?": the none this reading assumed is untold
        return ()
    return tuple(sorted(set(found)))


def _contents_told_first(b: _Builder, line: list[str]) -> int:
    """ "There are 4 boxes with 6 pens in each and 3 bags with 2 pens in each. How many pens were
    there at first?": what each container holds, told one after another before any change, makes
    one state after another of the things they hold; all are of the start. How many states of
    ``line`` after its first they make."""
    by_id = {e.id: e for e in b.ledger.entries}
    told = 0
    for name in line[1:]:
        made = by_id.get(b.creator[name])
        if made is None or made.op is not Op.RATE:
            break
        told += 1
    return told


def _got_before_the_story(b: _Builder, line: list[str]) -> int:
    """ "Jerry had caught some butterflies. He let 11 go and has 82 left. How many did he have
    at first?": the gettings the story opens with in the past perfect (``Entry.before_story``)
    were done before its own time, so its first state is the one after them. How many states
    of ``line`` they make (0 for none, or when anything else is told before them)."""
    by_id = {e.id: e for e in b.ledger.entries}
    opening = 0
    for name in line[1:]:
        made = by_id.get(b.creator[name])
        if made is None or not made.before_story:
            break
        opening += 1
    if not opening:
        return 0
    last = b.ledger.entries.index(by_id[b.creator[line[opening]]])
    told_first = all(e.before_story or e.op is Op.START_EMPTY for e in b.ledger.entries[:last + 1])
    return opening if told_first else 0


def _start_told_as_now(b: _Builder, line: list[str]) -> bool:
    """ "Sam has 20 apples. He ate 5. How many did he have at first?": the first state told
    by its number in the present, a change on its line in the past — the present may be now,
    after the change, so "at first" (or "before he ate any") is not known to be it."""
    clauses = {e.id: e.clause for e in b.ledger.entries}
    observed = {e.id for e in b.ledger.entries if e.op is Op.OBSERVE and e.amount.value is not None}
    told = {eq.entry for eq in b.equations if line[0] in _names_in(eq)} & observed
    if not told or any(tense_within(b.ledger.times, clauses[e]) is not Tense.PRESENT for e in told):
        return False
    return any(tense_within(b.ledger.times, clauses[b.creator[name]]) is Tense.PAST for name in line[1:])


_FOODS = frozenset({"fruit", "nut", "berry", "vegetable", "baked good", "candy", "drink"})


def _likeness_beside_the_thing(matcher: KindMatcher, keys: list[tuple[str, Kind]]) -> list[str]:
    """ "How many bears?" of "4 gummy bears and 6 brown bears", "How many beans?" of jelly beans
    and green beans: a kind told by a likeness word the question does not say (lexicon
    ``likeness_modifiers``: a gummy bear is a sweet, a toy car no car) counted beside another
    that has none: are the likenesses of the kind asked? Only the word right before the noun,
    making a kind the table lists ("jelly bean" is a candy) or said of a thing the table knows
    as no food ("toy truck"): "sugar cookies" and "chocolate cookies" are cookies, flavoured.
    Their labels (none when every kind counted has a likeness word, as "4 gummy bears. How many
    bears?" or "3 wooden fences and 4 metal fences" have: all of one sort, real or not)."""

    def likeness(key: tuple[str, Kind]) -> bool:
        word = key[1].modifiers[-1] if key[1].modifiers else ""
        kinds = set(hypernyms_of(key[1].unit))
        return in_class(word, "likeness_modifiers") and word not in matcher.modifiers and (
            bool(hypernyms_of(f"{word} {key[1].unit}")) or bool(kinds) and not kinds & _FOODS)

    if matcher.unit is None or matcher.category is not None or all(likeness(k) for k in keys) or (
        not any(likeness(k) for k in keys)
    ):
        return []
    return [key[1].label for key in keys if likeness(key)]


def _exclusions(b: _Builder, ledger: Ledger, terms: list[Term]) -> list[tuple[str, str]]:
    """Entries whose quantities the target cannot depend on, with the rule that says so."""
    relevant = _connected(b, {v for _, v in terms})
    found = []
    for entry in ledger.entries:
        involved = {v for eq in b.equations if eq.entry == entry.id for v in _names_in(eq)}
        involved |= {g.var for g in b.givens if g.entry == entry.id}
        if involved & relevant:
            continue
        if _units_told(ledger, entry) and any((g.constant or "").startswith(CONVERSION) for g in b.givens):
            found.append((entry.id, UNITS_TOLD_OTHERWISE))
            continue
        if entry.id in b.rows_counted or _row_asked_counts(ledger, entry):
            found.append((entry.id, ROW_COUNTED))  # "has two chapters": both named, each counted
            continue
        if entry.op is Op.GAIN and ledger.target.what is TargetWhat.STATE and (
            (ledger.target.matcher.money or is_money_measure(ledger.target.matcher.unit or ""))
            and _sum_said_with(b, entry)
        ):
            found.append((entry.id, BOUGHT_FOR_SUM))
            continue
        holders = set(ledger.target.holders or ())
        if ledger.target.holders is not None and entry.subject not in holders and (
            entry.other not in holders
        ):
            rule = "about another holder"
        elif not any(part.matcher.matches(entry.kind) for part in (
                ledger.target.parts if ledger.target.what in (TargetWhat.SUM, TargetWhat.PERCENT)
                else (ledger.target,))):
            rule = KIND_LEFT_OUT if _kind_said_by_a_describing_word(b.text, entry) else "counts another kind"
        elif ledger.target.what is TargetWhat.EVENTS:
            rule = "not an event the question counts"
        else:
            rule = "not connected to the question"
        found.append((entry.id, rule))
    return found


def _kind_said_by_a_describing_word(text: str, entry: Entry) -> bool:
    """A count above one told with its word in the singular ("bought 2 chocolate, 13 vanilla"):
    the word describes things whose noun is left out, and names no kind of its own."""
    value, (_, end) = entry.amount.value, entry.amount.span
    said = re.match(r"\s+([A-Za-z]+)\b", text[end:])
    return value is not None and value > 1 and said is not None and not is_measure(entry.kind.unit) and (
        said.group(1).lower() == entry.kind.unit != plural_form(entry.kind.unit)
    ) and not in_class(entry.kind.unit, "unchanged_plurals")


def _units_told(ledger: Ledger, entry: Entry) -> bool:
    """ "There are 360 days in a year", "A week has 5 days": how many of one unit make
    another, as the text tells it (a conversion, or a holding of a unit's own)."""
    if entry.op is Op.CONVERSION:
        return True
    holder = ledger.entity(entry.subject)
    return measure_unit(holder.head) is not None and measure_unit(entry.kind.unit) is not None


def _row_asked_counts(ledger: Ledger, entry: Entry) -> bool:
    """ "A vet weighed 3 cats. The first …, the second … and the last … What is their combined
    weight?": the 3 counts the row asked, each member named and counted by the question."""
    holders = ledger.target.holders or ()
    asked = [m for holder in holders for m in (ledger.entity(holder).members or (holder,))]
    return entry.amount.value is not None and bool(asked) and row_naming(
        ledger.entities, ledger.entries, ledger.told, entry.kind.unit, ledger.target.span[0]) == tuple(asked)


def _whole_beside_one_side(b: _Builder, first: list[Term], second: list[Term]) -> str | None:
    """ "A box has 30 pens: 12 are red and 8 blue. A bag has 20 pens: 5 are red. How many more
    red pens than blue?": the bag's whole counts on the red side only, and its untold 15 may be
    blue. A whole with parts told that one side of a difference reaches and the other does not
    (the completeness check sees its number used, by the one side); the side's label, or None."""
    wholes = set(b.part_of.values())
    for mine, theirs in ((first, second), (second, first)):
        reached = _connected(b, {v for _, v in mine})
        other = _connected(b, {v for _, v in theirs})
        for whole in sorted(wholes):
            involved = {v for eq in b.equations if eq.entry == whole for v in _names_in(eq)}
            involved |= {g.var for g in b.givens if g.entry == whole}
            if involved & other and not involved & reached and mine:
                return b.vars[mine[0][1]].label
    return None


def _total_and_part_told_apart(ledger: Ledger) -> Entry | None:
    """ "Ada and Ben weighed 80 pounds together. Ada weighs 45 pounds.", "Ada and Ben had 80
    pens in all. Ada has 45.": a total told in one tense and a part of it, held or measured, in
    the other: the part now may not be the part then. The part so told, if any."""
    times = ledger.times
    for total in ledger.entries:
        if total.op is not Op.TOTAL or total.subject is None:
            continue
        members = set(re.split(r",\s*(?:and\s+)?|\s+and\s+", total.subject))
        tenses = {tense_within(times, total.clause)}
        for part in ledger.entries:
            if part.subject in members and part.kind.unit == total.kind.unit and (
                part.op is Op.OBSERVE or part.op is Op.EVENT and in_class(part.verb or "", "measuring_verbs")
            ) and tenses | {tense_within(times, part.clause)} == {Tense.PAST, Tense.PRESENT}:
                return part
    return None


def _kept_before_giving(ledger: Ledger) -> Entry | None:
    """ "She kept 5 pies at home. She gave 3 pies to Bo.": the 5 kept may be all she had before
    the giving, or what she kept back from it, told first; a holding told by a verb of keeping
    back (lexicon ``keeping_back_verbs``) of things the holder got before, told before it gives or
    loses things of their kind. The keeping so told, if any."""
    entries = ledger.entries
    for i, kept in enumerate(entries):
        got_before = any(e.op is Op.GAIN and e.subject == kept.subject and e.kind.unit == kept.kind.unit
                         for e in entries[:i])  # ("Tia kept 20 finches": her pets, nothing kept back)
        if kept.op is Op.OBSERVE and got_before and any(in_class(verb.lemma, "keeping_back_verbs")
                                         for verb in ledger.told.verbs_within(kept.clause)) and any(
            e.op in (Op.TRANSFER, Op.LOSS) and e.subject == kept.subject and e.kind.unit == kept.kind.unit
            for e in entries[i + 1:]
        ):
            return kept
    return None


def _body_parts_of_a_person(target: Target) -> str | None:
    """ "The farmer has 5 cows. Each cow has 4 legs. How many legs does the farmer have?": a
    person has legs (eyes, hands) of his own, so parts of a body asked of a person may count
    his own as well as those of what he keeps; the holder asked, when it is one."""
    unit = target.matcher.unit
    if target.what is not TargetWhat.STATE or unit is None or measure_unit(unit) is not None or not in_class(
            noun_form(unit.lower()), "body_part_nouns"):
        return None  # ("How many legs did she see?": the ones seen; "feet": a length)
    return next((holder for holder in target.holders or () if name_gender(holder) is not None or any(
        is_person_word(noun_form(word.lower())) for word in holder.split()[-1:])), None)


def _rests_on_then(b: _Builder, terms: list[Term]) -> bool:
    """The answer reaches a holding told of a past time that nothing told after it moves on."""
    stale = {line[-1] for line in b.timelines.values() if line and line[-1] in b.told_then}
    return bool(stale) and bool(stale & _connected(b, {name for _, name in terms}))


def _names_in(equation: Equation) -> set[str]:
    return {v for _, v in equation.terms} | {v for _, a, b in equation.products for v in (a, b)}


def _connected(b: _Builder, start: set[str]) -> set[str]:
    seen = set(start)
    changed = True
    while changed:
        changed = False
        for equation in b.equations:
            names = _names_in(equation)
            if names & seen and not names <= seen:
                seen |= names
                changed = True
    return seen


def _event(entry: Entry) -> str:
    """ "what Joan gave Sam", for explanations."""
    if entry.verb is None:
        return f"{entry.id}"
    past = inflections(entry.verb, "VBD")
    verb = past[0] if past else entry.verb
    if entry.op is Op.TRANSFER and entry.actor == entry.subject:
        return f"what {entry.subject} {verb} {entry.other}"
    if entry.op is Op.TRANSFER:
        return f"what {entry.other} {verb} from {entry.subject}"
    return f"what {entry.actor or entry.subject} {verb}"


def _slug(text: str) -> str:
    return "_".join(text.replace("'", "").split())


def _possessive(holder: str) -> str:
    return "everyone's" if holder == "world" else f"{holder}'s"
