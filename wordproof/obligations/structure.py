"""Obligations on the reading: no new actor, polarity, grounding, temporal scope,
completeness. Each is stated as a Z3 query over facts named by ledger entries."""

from __future__ import annotations

import re
from fractions import Fraction

import z3

from wordproof.ledger.coins import COIN_WORTH, worth
from wordproof.ledger.entries import (
    BOUGHT_FOR_SUM,
    KIND_LEFT_OUT,
    SPAN_OF_TIME,
    UNITS_TOLD_OTHERWISE,
    Binding,
    Entity,
    EntityKind,
    Entry,
    Kind,
    KindMatcher,
    Ledger,
    Op,
    Target,
    TargetWhat,
    is_money_unit,
    of_names,
    same_dimension,
)
from wordproof.ledger.paces import CONVERSION, TWO_UNITS, conversion, two_units
from wordproof.ledger.parts import PARTS_OF, parts_count
from wordproof.ledger.shares import PEOPLE_COUNTED, ROW_COUNTED, people_counted
from wordproof.lexicon.tables import hypernyms_of, is_category, measure_unit, membership
from wordproof.lexicon.words import (
    SCALED_BY,
    graded_apart,
    in_class,
    names_noun,
    noun_form,
    scaling_factor,
    verb_lemma,
)
from wordproof.obligations.base import Reading, Verdict, certify, verdict
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.reader.ages import BORN, SAME_AGE
from wordproof.reader.chunks import A_ONE, A_PAIR_ONE
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralError, NumeralKind, match_numeral, number_said
from wordproof.text.pieces import SENTENCE_BREAK, split_pieces

READING_RULES = {"reading: a first acquisition starts from none": Fraction(0),
                 "reading: both names two": Fraction(2), "reading: a names one": Fraction(1),
                 "reading: the and a singular noun name one": Fraction(1),
                 "reading: each names one": Fraction(1),
                 "reading: all of a holding is the whole of it": Fraction(1),
                 "reading: the rest is all of what is left": Fraction(1),
                 "reading: next year is one year on": Fraction(1),
                 "reading: last year is one year back": Fraction(1),
                 "reading: the same number is none more": Fraction(0),
                 "reading: every other one is every second": Fraction(2),
                 "reading: Monday through Friday are five days of each week": Fraction(5),
                 "reading: as many is once as many": Fraction(1),
                 SAME_AGE: Fraction(1), BORN: Fraction(0),
                 "reading: another and a singular noun name one more": Fraction(1),
                 A_PAIR_ONE: Fraction(1)}


def _trivially(obligation: str, gateway: Gateway, detail: str) -> Verdict:
    """A discharged certificate for a reading with nothing to check (the query is `true`)."""
    outcome = gateway.check([("nothing to check", z3.BoolVal(False))])
    return Verdict(certify(obligation, outcome, "unsat", detail), None, outcome.solver_ms)


def _compatible(pronoun_gender: str, entity_gender: str | None) -> bool:
    return pronoun_gender in ("any", "n") and entity_gender is None or pronoun_gender == "any" or (
        entity_gender is None and pronoun_gender in ("f", "m")) or pronoun_gender == entity_gender


def no_new_actor(reading: Reading, gateway: Gateway) -> Verdict:
    """Every change is made by an entity the text introduced, and every pronoun binds to an
    antecedent it agrees with: for each binding, candidates ∧ agreement ∧ `ref = chosen` is
    sat. A binding against agreement makes the whole reading impossible. A pronoun with two
    agreeing antecedents is one reading per antecedent: the pool refuses when they answer
    differently (and a reading that leaves the question open drops out: the question
    presupposes an answer)."""
    ledger = reading.ledger
    anonymous = {e.id for e in ledger.entities if e.kind is EntityKind.ANONYMOUS}
    named = [b for b in ledger.bindings if b.chosen not in anonymous]
    entity_ids = sorted({e.id for e in ledger.entities})
    by_id = {entity_id: z3.IntVal(index) for index, entity_id in enumerate(entity_ids)}
    total_ms = 0.0
    certificates = []
    for index, binding in enumerate(named):
        ref = z3.Int(f"ref{index}_{binding.word}")
        facts: list[tuple[str, z3.BoolRef]] = [
            (f"candidates of {binding.word!r}", z3.Or([ref == by_id[c] for c in binding.candidates])),
        ]
        for candidate in binding.candidates:
            if not _compatible(binding.gender, ledger.entity(candidate).gender):
                facts.append((f"{candidate} is not {binding.word!r}", ref != by_id[candidate]))
        facts += _one_gender(named, binding)
        chosen_ok = gateway.check(facts + [("chosen", ref == by_id[binding.chosen])])
        total_ms += chosen_ok.solver_ms
        if chosen_ok.result != "sat":
            result = verdict("no_new_actor", chosen_ok, "sat", RefusalCode.UNBOUND_REFERENT,
                             f"{binding.word!r} as {binding.chosen}", span=binding.span)
            return Verdict(result.certificate, result.refusal, total_ms)
        certificates.append(certify("no_new_actor", chosen_ok, "sat",
                                    f"{binding.word!r} -> {binding.chosen}"))
    actors = _actors(ledger, anonymous - _lone_teller(ledger), gateway) or _named_after(
        ledger, anonymous, gateway)
    if actors is not None:
        return actors
    if not certificates:
        return _trivially("no_new_actor", gateway, "no pronouns to bind")
    return Verdict(certificates[-1], None, total_ms)


def _one_gender(bindings: list[Binding], binding: Binding) -> list[tuple[str, z3.BoolRef]]:
    """ "Bingley gives a third of her bracelets to his sister": one of unknown gender is
    "he" or "she", never both: every gendered pronoun bound to the chosen one sets its gender."""
    if binding.gender not in ("m", "f"):
        return []
    gender = z3.Int(f"gender of {binding.chosen}")
    said = {"m": 0, "f": 1}
    return [(f"{b.word!r} at {b.span[0]} is {b.chosen}", gender == said[b.gender])
            for b in bindings if b.chosen == binding.chosen and b.gender in said]


def _lone_teller(ledger: Ledger) -> set[str]:
    """ "She had 35 pens … How many will she have left?": a story told of one "he" or "she"
    and no one else names that one person, whoever it is; with anyone else beside (a name, a
    role, a second pronoun never bound) the pronoun may be someone the text left out. A thing
    told ("She gave 4 to the museum") is no one else."""
    people = [e for e in ledger.entities if e.kind in (
        EntityKind.PERSON, EntityKind.ROLE, EntityKind.GROUP, EntityKind.ANONYMOUS)
        and not (e.kind is EntityKind.ROLE and e.gender == "n")]
    match people:
        case [Entity(kind=EntityKind.ANONYMOUS, plural=False, label=label) as lone] if (
            label.lower() in ("she", "he")
        ):
            return {lone.id}
        case [Entity(kind=EntityKind.ANONYMOUS, label=label) as lone] if label.lower() == "they":
            return {lone.id}
    return set()


def _actors(ledger: Ledger, anonymous: set[str], gateway: Gateway) -> Verdict | None:
    """A refusal when a change is made by someone the text never introduced."""
    for entry in ledger.entries:
        if entry.op in (Op.GAIN, Op.LOSS, Op.OBSERVE, Op.COMPARE, Op.EVENT) and (
            entry.subject in anonymous or entry.other in anonymous
        ):
            return _new_actor(gateway, entry, "acts or holds but was never introduced")
        if entry.op is Op.TRANSFER and {entry.subject, entry.other} <= anonymous:
            return _new_actor(gateway, entry, "a transfer between no known entities")
        if entry.continuation and entry.op in (Op.GAIN, Op.LOSS, Op.EVENT) and not _held_before(
            ledger.entries, entry
        ):
            return _new_actor(gateway, entry, "says 'more' of what it never held")
        if (more_to := _more_to_a_pronoun_never_holding(ledger, entry)) is not None:
            return _unbound(gateway, *more_to)
        if entry.op in (Op.OBSERVE, Op.GAIN, Op.LOSS, Op.TRANSFER) and _moves_held_contents(ledger, entry):
            return _new_actor(gateway, entry, "holds or moves the kind a thing it holds holds: whose?")
    for holder in ledger.target.holders or ():
        if holder in anonymous:
            binding = next(b for b in ledger.bindings if b.chosen == holder)
            return _unbound(gateway, binding.word, binding.span)
    return None


def _named_after(ledger: Ledger, anonymous: set[str], gateway: Gateway) -> Verdict | None:
    """ "He gave 5 pens to Ann. Bo had 20 pens.": a pronoun that stood for no one told before
    may stand for one named after it ("he" may be Bo); whether it does, the words do not say,
    so the reading is refused. One of the pronoun's own ("his aunt") is no such one."""
    for binding in ledger.bindings:
        if binding.chosen not in anonymous:
            continue
        for entity in ledger.entities:
            if entity.kind in (EntityKind.PERSON, EntityKind.ROLE, EntityKind.GROUP) and (
                entity.span[0] > binding.span[0] and entity.plural == binding.plural
                and not entity.implicit and binding.chosen not in entity.id
                and _compatible(binding.gender, entity.gender)
            ):
                return _unbound(gateway, binding.word, binding.span)
    return None


def _moves_held_contents(ledger: Ledger, entry: Entry) -> bool:
    """ "Tom had a box that had 12 pens. He gave 3 pens to Ann.": the pens he gave may be the
    box's ("He has 5 pens": with the box's or besides?); a holding or a change by a holder of
    a thing, of the kind the thing holds, is not read."""
    movers = {entry.subject, entry.other} - {None}
    for contents in ledger.entries:
        if contents.op is not Op.OBSERVE or contents.kind.unit != entry.kind.unit:
            continue
        thing, _, owner = contents.subject.partition(" of ")
        if owner in movers and contents.subject not in movers and not _a_person(thing.split()[-1]):
            return True  # "Ann's box has 12 pens. Ann gives Bo 3 pens.": from the box or besides?
        thing = ledger.entity(contents.subject).label.lower()
        if any(held.op is Op.OBSERVE and held.subject in movers and held.subject != contents.subject
               and thing.endswith(held.kind.label.lower()) for held in ledger.entries):
            return True
    return False


_SPEAKERS = frozenset({"I", "we", "you"})  # the entities a first or second person pronoun names


def _more_to_a_pronoun_never_holding(ledger: Ledger, entry: Entry) -> tuple[str, tuple[int, int]] | None:
    """ "Our class got 54 books from the library. Then we got 23 more": "more" got by a pronoun's
    referent says it got some before; bound to one of whom nothing was told before (the
    speakers apart from their class), the reading is impossible, and drops out. Only a pronoun:
    a name that gets "more" is one the story may have left untold."""
    receiver = entry.other
    if not entry.continuation or entry.op is not Op.TRANSFER or receiver is None:
        return None
    bound = next(((b.word, b.span) for b in ledger.bindings if b.chosen == receiver
                  and entry.clause[0] <= b.span[0] < entry.clause[1]), None)
    if bound is None and receiver in _SPEAKERS:
        # "My family got 3 kittens … Then we got 2 more": the speakers, said by the pronoun itself
        bound = (receiver, entry.clause)
    if bound is None:
        return None
    for earlier in ledger.entries:
        if earlier.id == entry.id:
            return bound
        if earlier.op is not Op.START_EMPTY and receiver in (earlier.subject, earlier.other, earlier.actor):
            return None  # told of before, of anything ("has some gum … gave him 16 more pieces")
    return None


def _held_before(entries: tuple[Entry, ...], entry: Entry) -> bool:
    for earlier in entries:
        if earlier.id == entry.id:
            return False
        if earlier.op in (Op.START_EMPTY, Op.GOAL):
            # ("needed 9 sodas, but bought 7 extra": 7 beyond the need, or 7 besides some held?)
            continue
        same_kind = earlier.kind.unit == entry.kind.unit and entry.kind.of in (None, earlier.kind.of)
        if same_kind and entry.subject in (earlier.subject, earlier.other):
            return True  # "twelve pounds of flour … another four pounds"
        if same_kind and entry.another and entry.op is earlier.op and entry.verb is not None and (
            entry.verb == earlier.verb
        ):
            # "Zoe took 67 pictures. Her sister took another 17": one more doing of the told
            # verb, whoever did it ("another" is never "than Zoe"; "17 more" may be)
            return True
    return False


def _new_actor(gateway: Gateway, entry: Entry, why: str) -> Verdict:
    outcome = gateway.check([(entry.id, z3.BoolVal(False))])
    certificate = certify("no_new_actor", outcome, "sat", f"{entry.id}: {why}")
    refusal = Refusal(RefusalCode.NEW_ACTOR, Stage.OBLIGATIONS, f"{entry.actor or entry.subject}: {why}",
                      span=entry.clause)
    return Verdict(certificate, refusal, outcome.solver_ms)


def _unbound(gateway: Gateway, word: str, span: tuple[int, int]) -> Verdict:
    outcome = gateway.check([(word, z3.BoolVal(False))])
    certificate = certify("no_new_actor", outcome, "sat", f"{word!r} has no antecedent")
    return Verdict(certificate, Refusal(RefusalCode.UNBOUND_REFERENT, Stage.OBLIGATIONS, word,
                                        span=span), outcome.solver_ms)


def polarity(reading: Reading, gateway: Gateway) -> Verdict:
    """Each change has exactly one direction: its cues force `gains` one way, and the
    direction the ledger replays is the one forced (cues ∧ gains ≠ replayed is unsat)."""
    changes = [e for e in reading.ledger.entries if e.op in (Op.GAIN, Op.LOSS, Op.TRANSFER)]
    if _counts_stated_events(reading.ledger):
        # "How many trees did they plant?" over stated amounts: the answer adds the amounts
        # and no direction enters it
        return _trivially("polarity", gateway, "the question adds stated amounts of its events")
    if not changes:
        return _trivially("polarity", gateway, "no changes")
    facts: list[tuple[str, z3.BoolRef]] = []
    replayed: list[z3.BoolRef] = []
    for entry in changes:
        gains = z3.Bool(f"{entry.id}.actor_gains")
        for cue in entry.cues:
            facts.append((f"{entry.id} cue {cue}", gains if cue == "gain" else z3.Not(gains)))
        actor_gains = entry.op is Op.GAIN or (entry.op is Op.TRANSFER and entry.actor == entry.other)
        replayed.append(gains == z3.BoolVal(actor_gains))
    outcome = gateway.check(facts + [("replayed direction", z3.Not(z3.And(replayed)))])
    span = changes[0].clause
    if outcome.result == "unsat":
        cues = gateway.check(facts)
        if cues.result != "sat":  # the cues contradict each other: "picked away"
            return verdict("polarity", cues, "sat", RefusalCode.AMBIGUOUS_POLARITY,
                           ", ".join(e.verb or e.id for e in changes), span=span)
    evidence = ", ".join(f"{e.id} ({e.verb})" for e in changes)
    return verdict("polarity", outcome, "unsat", RefusalCode.AMBIGUOUS_POLARITY, evidence, span=span)


def _counts_stated_events(ledger: Ledger) -> bool:
    """The question counts events of one verb, and every such event states its amount (or
    asks what is still wanted of that verb's doing: the amount wanted less them)."""
    target = ledger.target
    if target is None or target.what not in (TargetWhat.EVENTS, TargetWhat.SHORTFALL) or target.verb is None:
        return False
    if target.what is TargetWhat.SHORTFALL and not any(
        e.op is Op.GOAL and e.wanted == target.verb for e in ledger.entries
    ):
        return False  # what is still wanted of a holding depends on every change to it
    counted = [e for e in ledger.entries if e.verb == target.verb and e.op is not Op.COMPARE]
    if any({"gain", "loss"} <= set(e.cues) for e in ledger.entries if e not in counted):
        # "She bought a rug for $12. She returned it.": a change either way may undo one counted
        return False
    return bool(counted) and all(e.amount.value is not None for e in counted)


def grounding(reading: Reading, gateway: Gateway) -> Verdict:
    """Every given cites text that, read again on its own, is the same number (or a cited
    lexicon constant or reading rule): ∨(given_i ≠ reread_i) is unsat."""
    givens = reading.system.givens
    if not givens:
        return _trivially("grounding", gateway, "no givens")
    facts: list[tuple[str, z3.BoolRef]] = []
    differs: list[z3.BoolRef] = []
    for index, given in enumerate(givens):
        reread = _reread(reading.text, given.span, given.constant)
        if reread is None:
            return Verdict(
                certify("grounding", gateway.check([(given.entry, z3.BoolVal(False))]), "unsat"),
                Refusal(RefusalCode.UNGROUNDED_OPERAND, Stage.OBLIGATIONS,
                        f"{given.quote!r} in {given.entry}", span=given.span),
                0.0,
            )
        operand = z3.Real(f"operand{index}")
        facts.append((given.entry, operand == real_value(given.value)))
        differs.append(operand != real_value(reread))
    outcome = gateway.check(facts + [("some operand differs from its text", z3.Or(differs))])
    return verdict("grounding", outcome, "unsat", RefusalCode.UNGROUNDED_OPERAND,
                   ", ".join(outcome.core))


def _reread(text: str, span: tuple[int, int], constant: str | None) -> Fraction | None:
    if constant in READING_RULES:
        return READING_RULES[constant]
    if constant == PEOPLE_COUNTED:
        return people_counted(text[span[0]:span[1]])  # "herself and her 3 friends": counted again
    if constant == TWO_UNITS:
        return two_units(text[span[0]:span[1]])  # "4 hours and 30 minutes": read again in minutes
    if constant is not None and constant.startswith(CONVERSION):
        return conversion(constant)  # a factor of the units table, read from the table again
    if constant is not None and constant.startswith(COIN_WORTH):
        return worth(constant)  # a coin's worth, read from the coin table again
    if constant is not None and constant.startswith(PARTS_OF):
        return parts_count(constant)  # the parts of a thing, read from the parts table again
    if constant is not None and constant.startswith(SCALED_BY):
        # "doubled": the verb read again, its factor from the lexicon; the verb cited must be it
        lemma = verb_lemma(text[span[0]:span[1]])
        return scaling_factor(lemma) if lemma == constant.removeprefix(SCALED_BY) else None
    pieces = split_pieces(text[span[0]:span[1]])
    try:
        numeral = match_numeral(pieces, 0) if pieces else None
        if (numeral is None or numeral.length != len(pieces)) and pieces:
            # "a third", "One-fourth" are fractions only before "of" ("One" alone is a
            # cardinal): read it with the words that follow; it must still end where the span ends
            numeral = match_numeral(split_pieces(text[span[0]:]), 0)
    except NumeralError:
        return None
    readable = (NumeralKind.CARDINAL, NumeralKind.MULTIPLIER, NumeralKind.FRACTION, NumeralKind.PERCENT)
    if numeral is None or numeral.length != len(pieces) or numeral.kind not in readable:
        return None
    return number_said(numeral.value, numeral.kind)


def temporal_scope(reading: Reading, gateway: Gateway) -> Verdict:
    """The state the question asks about is the one replayed: the time index t allowed by
    the question's words is unique and equal to the replayed one."""
    key, used, allowed = reading.system.time_scope
    t = z3.Int("t")
    facts = [(f"question time {reading.ledger.target.time}",
              z3.Or([t == i for i in allowed]) if allowed else z3.BoolVal(False))]
    outcome = gateway.check(facts + [("replayed", t != used)])
    bound = gateway.check(facts)
    cue = reading.ledger.target.time_cue or reading.ledger.target.time
    if bound.result != "sat":
        return verdict("temporal_scope", bound, "sat", RefusalCode.UNBOUND_TEMPORAL_SCOPE, cue,
                       span=reading.ledger.target.span)
    return verdict("temporal_scope", outcome, "unsat", RefusalCode.UNBOUND_TEMPORAL_SCOPE, cue,
                   span=reading.ledger.target.span, detail=f"{key} at index {used}")


def completeness(reading: Reading, gateway: Gateway) -> Verdict:
    """Every number in the text is used by an entry the answer rests on or excluded by a
    named rule: ∨(¬accounted_i) is unsat."""
    ledger = reading.ledger
    excluded = dict(reading.system.exclusions)
    cited = {g.span for g in reading.system.givens if g.entry not in excluded}
    # "herself and her 3 friends", "4 hours and 30 minutes": the count cites all the words, the
    # numbers among them
    counted_with = [g.span for g in reading.system.givens
                    if g.entry not in excluded and g.constant in (PEOPLE_COUNTED, TWO_UNITS)]
    by_span = {q.span: q for q in ledger.quantities}
    facts: list[tuple[str, z3.BoolRef]] = []
    unaccounted: list[z3.BoolRef] = []
    missing: list[str] = []
    for start, end, quote in _numbers(reading.text) + _paces_by_article(reading):
        accounted = z3.Bool(f"accounted {quote}@{start}")
        unaccounted.append(z3.Not(accounted))
        use = by_span.get((start, end))
        rule = excluded.get(use.entry or "") if use is not None else None
        if (start, end) in cited:
            facts.append((use.entry if use is not None and use.entry else "question", accounted))
        elif any(s <= start and end <= e for s, e in counted_with):
            facts.append(("counted with the words cited", accounted))
        elif use is not None and rule is not None and _rule_applies(reading, use.entry or "", rule):
            facts.append((f"{use.entry} excluded: {rule}", accounted))
        elif use is not None and use.entry is None and use.excluded is not None and (
            use.excluded != SPAN_OF_TIME or _unpaced(ledger)
        ):
            facts.append((f"excluded: {use.excluded}", accounted))
        else:
            missing.append(quote)
    for clause in _passed_over_naming_asked(ledger, reading.text):
        # "Ana has 6 plums in a bag. Her box is full of plums.": a clause no frame reads that
        # names what is asked holds some of it, or changes it, by an amount never counted
        unaccounted.append(z3.Not(z3.Bool(f"accounted {clause!r}")))
        missing.append(clause)
    if not unaccounted:
        return _trivially("completeness", gateway, "no numbers in the text")
    outcome = gateway.check(facts + [("some number unaccounted", z3.Or(unaccounted))])
    return verdict("completeness", outcome, "unsat", RefusalCode.UNUSED_QUANTITY,
                   ", ".join(missing))


def _passed_over_naming_asked(ledger: Ledger, text: str) -> list[str]:
    """The clauses passed over, after a count of what the question counts is told, that tell a
    thing full of it ("Her box is full of plums", "a bag filled with fruit": its noun, a category
    of it or a kind of it) or, of money asked, a keeper of money or money itself ("Her purse is
    full of money", "She also has a piggy bank"). A scene names nothing told elsewhere, so only a
    clause no frame read can be one; one told before any count sets the scene ("Ivy's jar is full
    of beads. She counts 40 beads."), and one said of each or of the same number spreads what is
    told ("so there are the same number in each bag")."""
    target = ledger.target
    asked = target.parts if target.what in (TargetWhat.SUM, TargetWhat.PERCENT) else (target,)
    units = {p.matcher.unit for p in asked if p.matcher.unit is not None}
    money = any(p.matcher.money or p.matcher.unit in ("dollar", "cent") for p in asked)
    kinds = {e.id: e.kind for e in ledger.entries if e.amount.value is not None}
    counted = [q.span[0] for q in ledger.quantities if q.entry in kinds and any(
        p.matcher.matches(kinds[q.entry]) for p in asked)]
    named: list[str] = []
    for note in ledger.notes:
        clause, _, why = note.removeprefix("passed over ").rpartition(": ")
        clause = clause[1:-1]  # the clause's words, quoted
        if not note.startswith("passed over ") or why == "a question the story leaves open" or (
            not counted or text.find(clause) < min(counted)
        ):
            continue
        said = {noun_form(w.lower()) for w in re.findall(r"[A-Za-z]+", clause)}
        if said & {"each", "every", "same"}:
            continue
        full = bool(said & _FULL_OF)
        if any(full and (w in units or units & set(hypernyms_of(w))
                         or any(w in hypernyms_of(u) for u in units))
               or money and (in_class(w, "money_keepers") or full and (
                   in_class(w, "money_nouns") or "coin" in hypernyms_of(w)))
               for w in said):
            named.append(clause)
    return named


# words telling a thing holds some stuff, of no count: "full of plums", "filled with coins"
_FULL_OF = frozenset({"full", "filled", "packed", "stuffed", "loaded", "crammed"})


def _unpaced(ledger: Ledger) -> bool:
    """No pace, rate, conversion or parting is told, nor asked: a span of time ("during the first
    3 innings") can then be no count of anything the answer rests on."""
    kept_apart = (Op.PACE, Op.RATE, Op.CONVERSION, Op.SHARE, Op.GOAL)
    return not any(e.op in kept_apart or e.rate is not None or e.period is not None
                   for e in ledger.entries) and ledger.target.what in (
        TargetWhat.STATE, TargetWhat.SUM, TargetWhat.DIFFERENCE, TargetWhat.EVENTS)


def _rule_applies(reading: Reading, entry_id: str, rule: str) -> bool:
    """Whether an exclusion stands. A quantity that may be of the kind the question counts
    is set aside only when nothing could tie it to the question's holders: not when the
    question asks for a total ("in all" must not leave out another holder's apples), not
    when its holder is unplaced ("There are also 15 flutes"), not when it changes a holder
    the story never mentions again ("Then Hugo spent $75"), and not past a verb whose effect
    the lexicon does not know. A quantity of another kind is set aside unless it changes a
    holder the question asks about. Nothing supposed for the question ("If …") is set aside,
    and no count of the kind of thing that holds what is asked ("There are 4 boxes" when a box
    holds the candies)."""
    if rule in (UNITS_TOLD_OTHERWISE, KIND_LEFT_OUT):
        return False
    if rule in (ROW_COUNTED, BOUGHT_FOR_SUM):
        return True  # the replay checked it against the parts named by place, each counted
    target = reading.ledger.target
    entries = reading.ledger.entries
    entry = next(e for e in entries if e.id == entry_id)
    if entry.supposed:
        return False  # "If they made 9 shirts, how many …": a supposition the answer ignores
    if entry.op is Op.EVENT and entry.kind.unit == "time" and (
        target.holders is None or entry.subject in target.holders
    ):
        return False  # "went to the shop 3 times. He bought 4 pens": 4 in all, or 4 each time?
    if _left_with_nothing_taken(reading):
        return False  # "A box has 40 slots. 12 pens are in it. How many slots are left?": filled by the pens
    if entry.op in (Op.PACE, Op.DISCOUNT):
        # "puts 3 slices in each sandwich" holds for every sandwich, "gets a 20% discount"
        # for every purchase: never beside the point
        return False
    if target.what is not TargetWhat.EVENTS and any(
        e.op is Op.EVENT and not e.effect_known for e in entries
    ):
        return False
    if target.what is TargetWhat.EVENTS and target.verb is not None and entry.verb == target.verb and (
        target.matcher.unit is not None and measure_unit(target.matcher.unit) is not None
        and measure_unit(entry.kind.unit) is None
    ):
        return False  # "bought 5 pounds of flour and 3 bags of sugar": the bags weigh too
    if target.what is TargetWhat.EVENTS and target.verb is not None and entry.verb == target.verb and (
        target.matcher.unit is not None and in_class(target.matcher.unit, "section_nouns")
        and not target.matcher.matches(entry.kind)
    ):
        return False  # "read 5 pages. She read 3 comics.": the comics have pages too
    paid_to_asked = entry.kind.unit in ("dollar", "cent") and (  # ("got a $5 tip")
        entry.op is Op.TRANSFER and entry.other in (target.holders or ())
        or entry.op is Op.GAIN and entry.subject in (target.holders or ()))
    if target.what is TargetWhat.EVENTS and paid_to_asked and target.verb is not None and (
        in_class(target.verb, "wage_verbs")
    ):
        return False  # "How much did Ken earn?" after "His boss paid him a $5 bonus": pay is earned
        # (money he got some other way may be too: "got a $5 tip")
    # "boys and girls": each; "what percentage of the pens are red": the red pens and the pens
    asked = target.parts if target.what in (TargetWhat.SUM, TargetWhat.PERCENT) else (target,)
    if _measure_of_untold_stuff(entry, asked, entries):
        return False  # "A jug has 2 liters of milk. Tim drank 3 cups.": cups of that milk, perhaps
    holders_of_asked = {e.subject.partition(" of ")[0].split()[-1] for e in entries
                        if e.subject and any(_may_count(part.matcher, e.kind) for part in asked)}
    if entry.kind.unit in holders_of_asked:
        return False  # "A box has 15 candies … There are 4 boxes": one box, or each of the 4?
    if entry.op in (Op.LOSS, Op.TRANSFER) and any(
        e.op in (Op.RATE, Op.SHARE) and e.per is not None and e.per.unit == entry.kind.unit
        and any(_may_count(part.matcher, e.kind) for part in asked) for e in entries
    ):
        # "5 jars with 6 figs in each jar … Ann ate 2 jars": each jar holds the asked figs, and
        # the jars eaten may be those jars (not "Ann bought 2 jars", of her own); so do the bags
        # a whole was shared into ("put her 30 figs in 5 bags equally. She ate one bag")
        return False
    changed_holders = {h.partition(" of ")[0].split()[-1] for h in (entry.subject, entry.other) if h}
    if entry.op in (Op.GAIN, Op.LOSS, Op.TRANSFER) and any(
        part.matcher.unit in changed_holders for part in asked
    ):
        return False  # "3 caterpillars turned into butterflies": a change to what is counted
    if rule != "about another holder" and entry.kind.part is None and any(
        e.whole is not None and e.kind.unit == entry.kind.unit and e.kind.part is not None
        and set(entry.kind.modifiers) <= set(e.kind.modifiers)
        and any(part.matcher.matches(e.kind) for part in asked) for e in entries
    ):
        return False  # "20 of them are owls … A park has 30 birds": some of those may be owls too
    if entry.kind.of is not None and any(
        _may_count(part.matcher, Kind(entry.kind.of)) for part in asked
    ):
        return False  # "bought 3 bags of plums and 5 plums": the plums in the bags were bought too
    if any(_may_count(part.matcher, entry.kind) for part in asked):
        if rule == "not connected to the question" and asked[0].what is TargetWhat.STATE and (
            target.aggregate or target.holders is None
        ):
            return False  # "How many pens are there in all?" must not leave out some pens
        if rule != "about another holder":
            return rule != "counts another kind"
        if entry.op is Op.OBSERVE and _doing_told_as_a_thing(reading, entry):
            return False  # "Molly swam 45 meters. Her swim on Sunday was 28 meters.": hers, asked too
        groups = {g.id for g in reading.ledger.entities
                  if set(g.members) & set(target.holders or ())}
        if groups & {entry.subject, entry.other}:
            return False  # "Tom and Ann have 5 cows. How many animals does Tom have?": his share?
        members = {m for g in reading.ledger.entities if g.id in (target.holders or ()) for m in g.members}
        if members & {entry.subject, entry.other}:
            return False  # "Tom has 5 oaks. How many trees do Tom and Ann have?": one of those asked
        people = {g.id for g in reading.ledger.entities if g.kind is EntityKind.PERSON or _a_person(g.head)}
        if any(e.op is Op.RATE and e.per is not None and e.subject in (target.holders or ())
               and (_a_person(e.per.unit) or e.subject not in people) for e in entries):
            # "25 students in the class. Each student has 3 pencils. The teacher has 10 pencils.
            # How many pencils are in the class?", "A farm has 5 pens. Each pen has 8 sheep. The
            # farmer has 2 sheep in the barn.": a place or one told by what each of its people
            # has may hold others' things (not "Ben has 3 jars with 9 figs in each jar")
            return False
        if _to_someone_unnamed(reading, entry):
            return False  # "She gave 6 pens to a friend. Her friend Sam had 3 pens.": Sam's?
        if _moved_to_or_from_a_place(reading, entry):
            return False  # "28 books on the shelf. Ann moved 12 books to the desk.": off the shelf?
        asked_heads = {h.partition(" of ")[0].split()[-1] for h in target.holders or () if h}
        if any(e.op is Op.SHARE and e.per is not None and e.per.unit in asked_heads
               and e.subject == entry.subject for e in entries):
            return False  # "She puts her 60 shells into two jars … in the second jar?": some of hers
        # a comparison of doings ("bought 4 more than Ann") tells of no holding of hers
        mentioned_again = any(e.id != entry.id and entry.subject in (e.subject, e.other)
                              and not (e.op in (Op.COMPARE, Op.SCALE) and e.verb is not None)
                              for e in entries)
        # "How many meters did she swim in all?" sums her doings: a size some thing is told to
        # have ("The pool is 25 meters long") is none of them, "in all" or not
        summed_beside = target.aggregate and not (target.what is TargetWhat.EVENTS and entry.op is Op.OBSERVE)
        return not (summed_beside or entry.subject == "world"
                    or entry.op in (Op.GAIN, Op.LOSS) and not mentioned_again)
    holders = target.holders or ()
    changes_holder = entry.op in (Op.GAIN, Op.LOSS, Op.TRANSFER) and (
        entry.subject in holders or entry.other in holders)
    if changes_holder and all(_told_apart(part.matcher, entry, reading) for part in asked):
        return True  # "took 23 of his green marbles. How many violet marbles …": none of them
    return not (changes_holder and target.what is not TargetWhat.EVENTS)


_LEFT_ASKED = re.compile(r"\b(?:left|remains?|remaining|empty|vacant|unoccupied|free)\b", re.IGNORECASE)
_TAKING = (Op.LOSS, Op.TRANSFER, Op.SHARE, Op.CHANGE)


def _left_with_nothing_taken(reading: Reading) -> bool:
    """A question of what is left (remains, is empty or free) after a story that takes nothing
    away: "left" says something took some, and a quantity set aside may be what did (people in
    seats, pens in slots); no quantity is set aside then. A taking of another kind ("ate 3
    apples" when slots are asked) takes none of what is asked, unless from a holder asked ("He
    deleted 8 apps. How many files does he have left?")."""
    target = reading.ledger.target
    asked = target.parts or (target,)
    return _LEFT_ASKED.search(target.text) is not None and not any(
        e.op in _TAKING and (any(part.matcher.matches(e.kind) for part in asked)
                             or e.subject in (target.holders or ()))
        for e in reading.ledger.entries)


def _doing_told_as_a_thing(reading: Reading, entry: Entry) -> bool:
    """A measure a thing is told to have that may be a doing asked about: the thing is an asked
    holder's own and no person ("her swim", "his route"), or named by a noun of a stretch gone
    or done (lexicon ``stretch_nouns``: "the distance", "the trip", "the race") or by the asked
    verb itself ("the swim" when swimming is asked)."""
    target = reading.ledger.target
    said, _, owner = (entry.subject or "").partition(" of ")
    head = said.split()[-1] if said.split() else ""
    asked = set(target.holders or ()) | {
        m for g in reading.ledger.entities if g.id in (target.holders or ()) for m in g.members}
    return measure_unit(entry.kind.unit) is not None and (
        owner in asked and not _a_person(head) or head == target.verb or in_class(head, "stretch_nouns"))


def _measure_of_untold_stuff(entry: Entry, asked: tuple[Target, ...], entries: tuple[Entry, ...]) -> bool:
    """A measure told of no stuff ("drank 3 cups", "spilled 300 ml", "used 2 cups" of rice told in
    kilograms) in the dimension of a stuff the question asks and the story measures ("2 liters
    of milk"), or in volume or mass, by which any stuff may be measured: it may be of that stuff."""
    unit = measure_unit(entry.kind.unit)
    if entry.kind.of is not None or unit is None:
        return False
    return any(e.kind.of is not None and part.matcher.matches(e.kind) and (
        same_dimension(e.kind.unit, entry.kind.unit) or unit.dimension in ("volume", "mass"))
        for part in asked for e in entries)


def _a_person(noun: str) -> bool:
    return in_class(noun, "person_nouns") or "person" in hypernyms_of(noun)


_TO_OR_FROM_A_PLACE = re.compile(
    r"\b(?:to|into|onto|from|out\s+of|off)\s+(?:the|a|an|his|her|their|its|my|our|your)\s+(\w+)",
    re.IGNORECASE)


def _moved_to_or_from_a_place(reading: Reading, entry: Entry) -> bool:
    """ "There are 28 books on the shelf. Ann moved 12 books to the desk. How many books are on
    the shelf?": a clause of another that carries things to or from a place (no person) may
    carry them off the place asked or onto it, whatever its doer is said to hold (and "carried
    15 jars to the kitchen" may read as her holding)."""
    ledger = reading.ledger
    places = [ledger.entity(h) for h in ledger.target.holders or () if h]
    if not any(
        e.kind is not EntityKind.PERSON and not _a_person(e.head) for e in places
    ):
        return False
    said = reading.text[entry.clause[0]:entry.clause[1]]
    return any(not _a_person(m.group(1).lower()) for m in _TO_OR_FROM_A_PLACE.finditer(said))


def _to_someone_unnamed(reading: Reading, entry: Entry) -> bool:
    """A change with people told by a noun alone ("to a friend", "among her 5 friends") may
    have been with the named one asked about: the name may be one of them."""
    ledger = reading.ledger
    named = {e.id for e in ledger.entities if e.kind is EntityKind.PERSON}
    if ledger.target.what not in (TargetWhat.STATE, TargetWhat.DIFFERENCE, TargetWhat.SUM) or not (
        named & set(ledger.target.holders or ())
    ):
        return False  # what one gave each friend is his doing, whoever they are
    if entry.op is Op.SHARE:
        return entry.per is not None and _a_person(entry.per.unit)
    if entry.op is Op.TRANSFER:
        others = [ledger.entity(h) for h in (entry.subject, entry.other) if h]
        return any(e.kind is not EntityKind.PERSON and _a_person(e.label.partition(" of ")[0].split()[-1])
                   for e in others if e.label)
    return False


def _told_apart(matcher: KindMatcher, change: Entry, reading: Reading) -> bool:
    """Whether the things ``change`` moves are certainly not among those the question counts:
    another grade of one scale of the same noun ("green" marbles when "violet" ones are asked),
    or another noun listed beside the asked one in one holding ("had 15 apps and 24 files"),
    neither a category, a young animal or money, nor known to be among the other; and never
    when the rest of the change's sentence names the asked things otherwise than as a change of
    their own ("used 6 apples to bake pies", "lost 5 white socks and they turned gray")."""
    kind, entries = change.kind, reading.ledger.entries
    if _sentence_names_asked(matcher, change, reading):
        return False
    if matcher.unit == kind.unit:
        return matcher.of == kind.of and graded_apart(matcher.modifiers, kind.modifiers)
    units = (matcher.unit, kind.unit)
    if matcher.unit is None or matcher.modifiers or kind.modifiers or any(
        is_category(u) or in_class(u, "young_animal_nouns") or u in ("dollar", "cent") or measure_unit(u)
        for u in units if u is not None
    ) or membership(kind.unit, matcher.unit, ()) or membership(matcher.unit, kind.unit, ()):
        return False
    listed = [{e.kind.unit for e in entries if e.op is Op.OBSERVE and e.clause == clause
               and e.subject in (change.subject, change.other)}
              for clause in {e.clause for e in entries}]
    return any(set(units) <= told for told in listed)


def _sentence_names_asked(matcher: KindMatcher, change: Entry, reading: Reading) -> bool:
    """The change's sentence, from the change on, names the asked noun, what it is of or its
    grade ("to bake pies", "into jam", "they turned gray"), with no change of the asked things
    of its own there ("deleted 8 apps and 3 files" counts the files apart)."""
    start = change.clause[0]
    end = next((m.end() for m in SENTENCE_BREAK.finditer(reading.text, change.clause[1])), len(reading.text))
    said = reading.text[start:end]
    asked_words = (matcher.unit, matcher.of) if matcher.unit != change.kind.unit else matcher.modifiers
    return any(names_noun(said, word) for word in asked_words if word is not None) and not any(
        e.id != change.id and start <= e.clause[0] < end and matcher.matches(e.kind)
        for e in reading.ledger.entries)


def _may_count(matcher: KindMatcher, kind: Kind) -> bool:
    """The question's counting may include ``kind``: it matches, it is a unit of the same
    dimension ("hours" for "minutes"), or the hypernym table cannot say it is outside the
    category ("horns" for "instruments")."""
    if matcher.matches(kind):
        return True
    if (matcher.money or matcher.unit in ("dollar", "cent")) and (
        "coin" in hypernyms_of(kind.unit) or in_class(kind.unit, "money_nouns")
    ):
        # "3 dollars and 2 dimes": the dimes are money too; so are "3 coins", "a bill", "a
        # check" of no worth told
        return True
    if matcher.unit == kind.unit and matcher.of == kind.of and not kind.modifiers:
        return True  # "45 pieces" may be the "building pieces" the question counts
    if matcher.unit is not None and same_dimension(kind.unit, matcher.unit):
        return True
    if matcher.of is not None and kind.of is not None and of_names(kind.of, matcher.of):
        return True  # "36 ounces of milk and 2 cartons of milk": the cartons hold milk too
    if matcher.unit is not None and all(in_class(u, "person_nouns") for u in (matcher.unit, kind.unit)):
        return True  # "10 boys" may be some of the "students" asked about (a boy may be a student)
    # the category word as the asked unit, in one word or two ("reading materials")
    unit = matcher.unit
    named = None if unit is None else next(
        (c for c in (unit, " ".join((*matcher.modifiers, unit))) if is_category(c)), None)
    if named is not None and membership(kind.unit, named, kind.modifiers) is not False:
        return True  # "3 animals and 2 cats. How many animals?": are the cats among the 3?
    return matcher.category is not None and membership(kind.unit, matcher.category, kind.modifiers) is None


def _paces_by_article(reading: Reading) -> list[tuple[int, int, str]]:
    """ "Each crate has a lid": a pace whose amount is an article counted one says a number as
    surely as "Each crate has 1 lid" does; it must be used or set aside by a rule like any number
    (a pace never is), or "Each crate has a lid. Tom has 7 crates. Ann has 4 lids. How many lids
    are there?" answers Ann's 4 alone."""
    paces = {e.id for e in reading.ledger.entries if e.op is Op.PACE}
    return sorted({(g.span[0], g.span[1], g.quote) for g in reading.system.givens
                   if g.constant == A_ONE and g.entry in paces})


def _numbers(text: str) -> list[tuple[int, int, str]]:
    from wordproof.text.tokens import TokenKind, tokenize

    tokens = tokenize(text)
    if isinstance(tokens, Refusal):
        return []
    # an ordinal names a position ("the third day"); it counts nothing
    return [(t.start, t.end, t.text) for t in tokens if t.kind is TokenKind.NUMBER
            and t.numeral is not None and t.numeral.kind is not NumeralKind.ORDINAL]


def untold_use(reading: Reading, gateway: Gateway) -> Verdict:
    """A holding asked after someone made a thing of another kind (`baked a pie` after pears
    told), its holder did to something the story does not count a doing whose effect the
    lexicon does not know (`fed the ducks` after bread told), or had a meal (`had lunch`): what
    that took from the holding is never told. Each such doing may have used some (`used_i`
    free); ∨ used_i must be unsat."""
    target = reading.ledger.target
    asked = target.parts or (target,)
    facts: list[tuple[str, z3.BoolRef]] = []
    held = (TargetWhat.STATE, TargetWhat.SUM, TargetWhat.DIFFERENCE)
    states = all(p.what is TargetWhat.STATE for p in target.parts)
    if target.what in held and target.time == "final" and states:
        for entry in reading.ledger.entries:
            if _may_use(reading.ledger, entry, asked):
                facts.append((f"{entry.id} may use what is asked", z3.Bool(f"used {entry.id}")))
    if not facts:
        return _trivially("untold_use", gateway, "no doing may use the asked holding")
    outcome = gateway.check([("some doing used the asked holding", z3.Or([u for _, u in facts]))])
    return verdict("untold_use", outcome, "unsat", RefusalCode.NOT_UNIQUE,
                   "what " + ", ".join(name.split()[0] for name, _ in facts) + " used is untold")


def _may_use(ledger: Ledger, entry: Entry, asked: tuple[Target, ...]) -> bool:
    """A making (by anyone), an unknown doing or a meal had by a holder of the asked kind, of
    another kind, after a holding of it told and in a clause that tells no loss of it (`used 8
    pears to bake a pie`). Money is never made into things (a meal may be paid for)."""
    if any(part.matcher.matches(entry.kind) for part in asked):
        return False
    made = entry.op is Op.GAIN and entry.verb is not None and in_class(
        verb_lemma(entry.verb) or entry.verb, "producing_verbs")
    # a loss of no told amount ("dropped the basket", "ate lunch", "mailed a letter")
    lost = entry.op is Op.LOSS and entry.amount.value is None
    own = entry.op is Op.EVENT and not entry.effect_known or lost or (
        entry.op is Op.OBSERVE and in_class(entry.kind.unit, "meal_nouns"))
    if (made or lost) and (any(p.matcher.counts_money for p in asked) or is_money_unit(entry.kind.unit)):
        return False
    before = ledger.entries[:ledger.entries.index(entry)]
    # (anyone's: "they" asked, or a difference, may count the doer's)
    counted = [e for e in before if e.op is not Op.EVENT and any(p.matcher.matches(e.kind) for p in asked)]
    told_used = any(e.clause == entry.clause for e in ledger.entries if e is not entry
                    and any(p.matcher.matches(e.kind) for p in asked))
    by_holder = any(e.subject == entry.subject for e in counted)
    return bool(counted) and not told_used and (made or own and by_holder)
