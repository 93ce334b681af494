"""ProblemReadingState and the held hypotheses: readings of the problem read so far.

Each closed sentence is read into proto-entries by the frames; each live hypothesis then
binds the references (pronouns, roles, elided units) in every way the text allows, so one
hypothesis may become several. Nothing is picked: a pronoun with two candidates of the
right number becomes two readings, and the obligations (not the reader) decide which
bindings are proven. Past ``MAX_READINGS`` the problem is refused.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable
from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation
from wordproof.ledger.entries import (
    ONE_OF_TWO,
    PLACED_AT,
    Amount,
    Binding,
    Entity,
    EntityKind,
    Entry,
    Kind,
    KindMatcher,
    Op,
    QuantityUse,
    Setting,
    Span,
    Target,
    TargetWhat,
    UntoldDoing,
    counts_by_bundle,
    is_measure,
    of_names,
)
from wordproof.lexicon import words
from wordproof.lexicon.tables import (
    category_for_plural,
    coin_value,
    conversion_factor,
    has_counted_parts,
    hypernyms_of,
    is_category,
    is_given_name,
    kinds_apart,
    measure_unit,
    membership,
    name_gender,
    narrowest_category,
)
from wordproof.lexicon.words import SCALED_BY, VerbClass
from wordproof.reader.chunks import (
    AuxChunk,
    Chunk,
    ConjChunk,
    CueChunk,
    EntityChunk,
    Noun,
    NounChunk,
    PrepChunk,
    QtyChunk,
    VerbChunk,
    is_factor,
)
from wordproof.reader.classes import HEDGES, is_fraction_like
from wordproof.reader.clauses import Clause, is_person_word, split_clauses
from wordproof.reader.frames import (
    SETTING_PREPOSITIONS,
    Proto,
    Ref,
    mentions,
    past_resolve_to_change,
    read_statement,
    setting_of,
)
from wordproof.reader.group_pronouns import each_of_group
from wordproof.reader.machine import MachineState, Sentence
from wordproof.reader.machine import feed as machine_feed
from wordproof.reader.occasions import occasion_entries
from wordproof.reader.question import (
    QuestionProto,
    elided_measure,
    kind_noun,
    read_question,
    unit_opening,
    unnamed_doing,
)
from wordproof.reader.rows import last_after_gap, row_counted_by, row_naming, row_uncounted
from wordproof.reader.scenes import (
    amount_said,
    errand_named,
    errand_passed,
    errand_verb,
    event_hosted,
    getting_purpose,
    goer_maybe_counted,
    held_event,
    pooled_passed,
    scene_passed,
    told_holder_moved,
    told_last,
)
from wordproof.reader.told import NounTold, Told, VerbTold
from wordproof.refusals import Refusal, RefusalCode, Stage, most_specific
from wordproof.text.numerals import Numeral, NumeralKind, number_said, ordinal_place
from wordproof.text.pieces import SENTENCE_BREAK, sentence_span
from wordproof.text.times import PLACING, TimeChunk, TimeKind, told_within
from wordproof.text.tokens import SENTENCE_END, Token, TokenKind, title_gender, titled

MAX_READINGS = 64
WORLD = Entity("world", "everyone", EntityKind.WORLD, (0, 0))


@attrs.frozen
class Hypothesis:
    """One reading of the problem so far."""

    entities: tuple[Entity, ...] = ()
    entries: tuple[Entry, ...] = ()
    bindings: tuple[Binding, ...] = ()
    quantities: tuple[QuantityUse, ...] = ()
    target: Target | None = None
    notes: tuple[str, ...] = ()
    scene_kinds: tuple[Kind, ...] = ()  # "were picking carrots": what the story is about
    times: tuple[TimeChunk, ...] = ()  # the time chunks of the sentences read so far
    told: Told = Told()  # the nouns and verbs of the sentences read so far
    doings: tuple[str, ...] = ()  # "He washed windows": verbs of doings that counted nothing
    untold: tuple[UntoldDoing, ...] = ()  # "She walked to the park": doings told with no amount
    pooled: bool = False  # "Ava and her sister combined their candy": what each holds is untold since
    wanted_untold: bool = False  # "He also wants a vase": a thing wanted, passed over with no price or count

    def find(self, entity_id: str) -> Entity | None:
        return next((e for e in self.entities if e.id == entity_id), None)

    def with_entity(self, entity: Entity) -> Hypothesis:
        if self.find(entity.id) is not None:
            return self
        return attrs.evolve(self, entities=self.entities + (entity,))


@attrs.frozen
class ProblemReadingState:
    """Everything read so far: the token machine and the held readings."""

    text: str
    machine: MachineState = MachineState()
    hypotheses: tuple[Hypothesis, ...] = (Hypothesis(),)
    dropped: tuple[Refusal, ...] = ()
    refusal: Refusal | None = None
    questions: int = 0
    sentences_read: int = 0
    told: Told = Told()  # the nouns and verbs of the sentences read so far
    wished: bool = False  # a doing of more wanted was read as supposed (``_wish_as_supposition``)

    @property
    def done(self) -> bool:
        return self.refusal is not None


def feed(state: ProblemReadingState, token: Token) -> ProblemReadingState:
    """Consume one token; when it closes a sentence, read the sentence into every reading."""
    if state.refusal is not None:
        return state
    machine = machine_feed(state.machine, token)
    if machine.refusal is not None:
        return attrs.evolve(state, machine=machine, refusal=machine.refusal)
    state = attrs.evolve(state, machine=machine)
    if len(machine.sentences) > state.sentences_read:
        state = attrs.evolve(state, sentences_read=len(machine.sentences))
        return _read_sentence(state, machine.sentences[-1])
    return state


def _dated_by_a_past_when(clauses: list[Clause]) -> Clause | None:
    """ "When he was young, Theo could eat 13 cookies a day", "Ivy has 5 dolls when she was
    little": a "when" clause that counts nothing, told in the past, dates the other clauses of
    its sentence to a time gone by, which they (in the present, or by "could" that tells no
    time) do not say is over: the "when" clause, else None."""
    from wordproof.reader.tenses import group_tense
    from wordproof.text.times import Tense

    past = [c for c in clauses if c.conditional and not c.supposed
            and group_tense(c.auxiliaries, c.verb) is Tense.PAST
            and not any(isinstance(chunk, QtyChunk) for chunk in (c.subject, *c.rest, *c.placed))]
    others = [c for c in clauses if c not in past and (c.verb is not None or c.auxiliaries)]
    if past and others and all(group_tense(c.auxiliaries, c.verb) is not Tense.PAST for c in others):
        return past[0]
    return None


def _spread_over(clause: Clause) -> NounChunk | None:
    """ "sold 4 pens on both days", "in those weeks", "Both boxes hold 4 pens": an amount told
    with several times, or with both of two things, is each one's or all of theirs; English
    does not say which, and the amount is never read as if they were one."""
    chunks = (clause.subject, *clause.rest, *clause.placed)
    if not any(isinstance(c, QtyChunk) and c.value is not None for c in chunks):
        return None
    return next((c for c in chunks if isinstance(c, NounChunk) and c.noun.plural and (
        "both" in c.noun.modifiers or c.determiner == "both" or words.in_class(c.noun.head, "time_nouns"))),
        None)


def _in_one_of_several(clause: Clause, protos: tuple[Proto, ...],
                       hypotheses: tuple[Hypothesis, ...]) -> NounChunk | None:
    """The place a holding is told in right after its amount ("9 pens in the first box", "in a
    box"), when it is one thing of a kind the story has counted more than one of: the holding
    is that one's, and says nothing of what the others hold."""
    for proto in protos:
        if proto.op is not Op.OBSERVE:
            continue
        rest = clause.rest
        at = next((i for i, c in enumerate(rest) if isinstance(c, QtyChunk) and c.span == proto.qty.span),
                  None)
        if at is None:
            continue
        match rest[at + 1:at + 3]:
            case (PrepChunk(word="in" | "on" | "inside"), NounChunk(noun=noun, determiner=det) as place) if (
                not noun.plural and det is not None and det.lower() in ("a", "an", "the", "one")
            ):
                unit = words.noun_form(noun.head.lower())
                if ordinal_place(unit) is not None and any(  # "in the first": of the things counted
                    p.qty.value is not None and p.qty.value > 1 for p in protos if p is not proto
                ) or any(e.kind.unit == unit and e.amount.value is not None and e.amount.value > 1
                       for h in hypotheses for e in h.entries) or any(
                    p.qty.noun is not None and words.noun_form(p.qty.noun.head.lower()) == unit
                    and p.qty.value is not None and p.qty.value > 1 for p in protos
                ):
                    return place
    return None


def _paced(protos: tuple[Proto, ...]) -> bool:
    """An amount told over time: a pace ("5 lines every day", "… for 3 days")."""
    return any(p.per is not None and words.in_class(p.per.head, "time_nouns") for p in protos)


def _unpaced_doing(protos: tuple[Proto, ...]) -> bool:
    """A doing or a change told with no pace and no span of its own ("read 4 pages"); a
    holding ("has 20 pens") is no doing a pace could be said of."""
    return any(p.op in (Op.EVENT, Op.GAIN, Op.LOSS, Op.TRANSFER) and p.count is None for p in protos)


def _told_by_its_periods(before: tuple[Proto, ...], protos: tuple[Proto, ...]) -> bool:
    """ "played 7 times and earned 5 tickets each time", "practiced for 9 days and ran 8 miles
    each day": every doing before is told only by how many of the pace's own periods it took, so
    the pace cannot be said of it too ("7 times each time" is no English)."""
    periods = {p.per.head for p in protos if p.per is not None}
    doings = [p for p in before if p.op in (Op.EVENT, Op.GAIN, Op.LOSS, Op.TRANSFER) and p.count is None]
    return bool(doings) and all(
        p.qty is not None and p.qty.noun is not None and p.qty.noun.head in periods for p in doings)


def _gone_to_a_place(clause: Clause) -> bool:
    """ "went to a mall", "went home", "came back", "visited a mall": a going (lexicon
    ``motion_verbs``), or a place named as what is visited (``visiting_verbs``)."""
    verb = clause.verb
    return verb is not None and (words.in_class(verb.lemma, "motion_verbs") or (
        words.in_class(verb.lemma, "visiting_verbs") and any(isinstance(c, NounChunk) for c in clause.rest)))


def _placed(sentence: Sentence) -> bool:
    """Whether the sentence places what it tells at a time ("last year", "now", "then")."""
    return any(t.kind in PLACING for t in sentence.times)


def _read_sentence(state: ProblemReadingState, sentence: Sentence) -> ProblemReadingState:
    if state.questions:
        return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                                      _text(state, sentence.span), span=sentence.span,
                                      expected=("one question, at the end",)))
    measure = next((c for c in sentence.chunks if isinstance(c, QtyChunk) and c.attributive), None)
    if measure is not None:
        # "the 3-pound bag", "10-minute breaks": a measure of each thing with no count of them
        # (the frames read one only beside its count, "2 10-minute breaks")
        return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_QUANTITY, Stage.READER,
                                      _text(state, measure.span), span=measure.span,
                                      expected=("a count, not a measure said of each thing",)))
    from wordproof.reader.ages import time_into_question, when_joined
    from wordproof.reader.prices import (  # they read with this module
        supposed_purchase_into_question,
        tender_supposed_before_change,
    )
    from wordproof.reader.shares import (
        each_without_be,
        given_each_into_supposition,
        made_with_into_supposition,
        needed_for_into_supposition,
        rest_kept_after_share,
        sized_parts_into_supposition,
    )

    chunks = each_of_group(sentence.chunks, _placed(sentence),
                           tuple((s.chunks, _placed(s)) for s in state.machine.sentences[:-1]))
    clauses = rest_kept_after_share(split_clauses(chunks, sentence.times))
    told = state.told.with_clauses(clauses)
    clauses = [attrs.evolve(c, told=told) for c in clauses]
    state = attrs.evolve(state, told=told)
    if not sentence.question:
        clauses = when_joined(clauses, state.text)  # "Ann was 20 when Bo was 8": one time, the when's
    dated = None if sentence.question else _dated_by_a_past_when(clauses)
    if dated is not None:
        # "When he was young, Theo could eat 13 cookies a day": of that time, not of now
        return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                      _text(state, dated.span), span=dated.span,
                                      expected=("a statement of the time the story tells",)))
    if sentence.question:
        # (a price counts nothing held: "Pens cost $2" tells no money anyone has)
        counted = frozenset(e.kind.unit for h in state.hypotheses for e in h.entries if e.op is not Op.PRICE)
        clauses = given_each_into_supposition(each_without_be(sized_parts_into_supposition(
            needed_for_into_supposition(made_with_into_supposition(supposed_purchase_into_question(
                tender_supposed_before_change(time_into_question(_when_into_question(clauses, state.text))),
                counted))))))
    opening = unit_opening(clauses[0]) if sentence.question and len(clauses) == 2 else None
    if opening is not None:
        clauses = clauses[1:]  # "In dollars, how much …": the unit the answer is in
    if state.wished and not sentence.question:
        # "He wants to buy 5 more. He sells 2.": the told doing after the wanted one, or before?
        return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                      _text(state, sentence.span), span=sentence.span,
                                      expected=("the question right after a doing wanted",)))
    if not sentence.question and len(clauses) == 1 and (wish := _wish_as_supposition(clauses[0])) is not None:
        clauses, state = [wish], attrs.evolve(state, wished=True)
    hypotheses = tuple(attrs.evolve(h, times=state.machine.times, told=told) for h in state.hypotheses)
    dropped = list(state.dropped)
    told_before: tuple[Proto, ...] = ()
    asked = False
    for clause in clauses:
        untold_more = None if sentence.question or clause.wh is not None else (
            _held_more_untold(clause) or _counted_elsewhere(clause, state.told))
        if untold_more is not None:
            # "has 6 apples in a bag and more in a box", "She has more apples at home", "keeps her
            # apples in a bag. She has 6 apples in a box": more held, how many never told
            return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_QUANTITY, Stage.READER,
                                          _text(state, clause.span), span=untold_more.span,
                                          expected=("an amount told of what is held",)))
        if clause.wh is not None and not sentence.question and _open_question(clause, clauses, sentence):
            note = f"passed over {_text(state, clause.span)!r}: a question the story leaves open"
            hypotheses = tuple(attrs.evolve(h, notes=h.notes + (note,)) for h in hypotheses)
            continue
        if clause.wh is not None:
            if not sentence.question or asked:
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                                              _text(state, clause.span), span=clause.span))
            measured = next((c for c in (clause.subject, *clause.head, *clause.rest, *clause.placed)
                             if isinstance(c, QtyChunk) and c.measure is not None), None)
            if measured is not None:
                # "How many pages are in 2 300-page books?": no question reads a measure of each
                # thing (an "If" clause before it is a statement: "If she reads 4 200-page books")
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_QUANTITY, Stage.READER,
                                              _text(state, measured.span), span=measured.span,
                                              expected=("a count, not a measure said of each thing",)))
            # a question's clause carries the whole text's time chunks: "yesterday" asked is
            # read against the times the story told
            question_text = state.text[clause.span[0]:sentence.span[1]]
            if any(words.in_class(w.lower(), "place_adverbs")
                   for w in re.findall(r"[A-Za-z]+", question_text)):
                # "How many did she buy online?": of the doings done there, which the story does
                # not tell apart from the rest (the adverb is drained where it stands)
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                                              question_text, span=clause.span))
            clause = _without_place_of_every_holding(clause, hypotheses)
            question = read_question(attrs.evolve(clause, times=state.machine.times), state.text)
            if isinstance(question, Refusal):
                return _refuse(state, question)
            if state.wished and (not question.unreal or len(clauses) > 1):
                # "He wants to buy 5 more. How many does he have?": asked before the doing wanted;
                # "… How many would he have if he lost 2?": besides the doing wanted, or instead?
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                                              _text(state, clause.span), span=clause.span,
                                              expected=("what would be, after the doing wanted",)))
            if opening is not None:
                if question.unit_asked not in (None, opening):
                    return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                                                  _text(state, clause.span), span=clause.span))
                question = attrs.evolve(question, unit_asked=opening)
            asked = True
            expanded: Iterable[list[Hypothesis] | Refusal] = (
                _whole_beside_habit(h, question, state.text) or _not_of_one_pooled(_bind_question(
                    _rest_of_a_pair(_pair_told_both(h), question, state.machine.times), question, state.text))
                for h in hypotheses)
        else:
            if clause.wh is None and sentence.question and clause is clauses[-1] and not asked:
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                                              _text(state, clause.span), span=clause.span))
            if sentence.question and not asked and not (clause.supposed or clause.conditional) and (
                clause.verb is None and not clause.auxiliaries or clause.subject is None
            ) and any(isinstance(c, EntityChunk) and c.kind == "name"
                      for c in (clause.subject, *clause.head, *clause.rest, *clause.placed)):
                # "Between Hal and Sue, how many …", "Without Bea, …", "Counting Hal, …": the
                # people put before the question pick out or leave out some of those asked
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                                              _text(state, clause.span), span=clause.span))
            if sentence.question and not asked and _asked_after_its_subject(clause, clauses, state.text):
                # "Ben has how many brothers?": the question's own subject and verb, split off
                # before the wh-words; read without them it would ask everyone's brothers
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                                              _text(state, clause.span), span=clause.span))
            spread = _spread_over(clause)
            if spread is not None:
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                              _text(state, clause.span), span=spread.span,
                                              expected=("one time or one thing the amount is told of",)))
            expected = held_event(clause)
            if expected is not None and words.in_class(expected.head, "person_nouns"):
                # "She is having a baby": one more person to come, whom a count may take in
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                              _text(state, clause.span), span=clause.span,
                                              expected=("a thing held, not a person to come",)))
            # an event held sets the scene only before anything is counted: told after, it may
            # use what was ("had 12 cups. She was having a party.")
            passed = None if any(h.entries for h in hypotheses) else event_hosted(
                clause, sentence.tokens, state.text)
            protos = read_statement(clause, state.text) if passed is None else ()
            if isinstance(protos, Refusal) and protos.code is RefusalCode.UNSUPPORTED_FRAME:
                # "Sam decided to visit his aunt": no frame reads it, and it provably counts nothing
                passed = scene_passed(clause, sentence.tokens, state.text) or errand_passed(
                    clause, state.text) or pooled_passed(clause, sentence.tokens, state.text)
                protos = protos if passed is None else ()
            if isinstance(protos, Refusal):
                return _refuse(state, protos)
            if not sentence.question and protos == () and _said_empty(clause, sentence.tokens):
                # "The crates are empty. Each crate holds 6 jars.": what each holds is room, or the
                # crates were emptied: no count of what is in them is certain
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                              _text(state, clause.span), span=clause.span,
                                              expected=("containers whose contents are told",)))
            if not sentence.question and _price_cut_untold(clause, sentence.tokens, protos, hypotheses):
                # (hazard: the coupon was passed over, the full price paid)
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                              _text(state, clause.span), span=clause.span,
                                              expected=("a price cut told by its share or sum",)))
            unequal = next((t for t in sentence.tokens if clause.span[0] <= t.start <= t.end <= clause.span[1]
                            and words.in_class(t.lower, "unequal_words")), None)
            if unequal is not None and any(p.op is Op.SHARE for p in protos):
                # "shared them unevenly", "into 3 unequal piles": no equal parts
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                              _text(state, clause.span), span=(unequal.start, unequal.end),
                                              expected=("parts of equal size",)))
            one_of = _in_one_of_several(clause, protos, hypotheses)
            if one_of is not None:
                # "Ann has 3 boxes. She has 9 pens in the first box.": the other boxes may hold pens
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                              _text(state, clause.span), span=one_of.span,
                                              expected=("a holding told of all the containers counted",)))
            if clause.shared_subject and _paced(protos) and _unpaced_doing(told_before) and not (
                _told_by_its_periods(told_before, protos)
            ):
                # "read 4 pages and wrote 5 lines every day": the pace may be both doings'
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                              _text(state, clause.span), span=clause.span,
                                              expected=("a pace told with each doing it paces",)))
            if clause.shared_subject and isinstance(clause.subject, QtyChunk) and _moves(protos) and _moves(
                told_before
            ):
                # "3 of them popped and flew away": the same things changed twice, one loss
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                              _text(state, clause.span), span=clause.span,
                                              expected=("one change told of the things a count names",)))
            if clause.supposed and _money_held_supposed_after_spending(
                clause, clauses, sentence.tokens, protos, hypotheses
            ):
                # "She bought 4 pens at $10 each. If she had $50, how much does she have left?": held
                # before the purchase, or after it? (hazard: it was 50)
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                              _text(state, clause.span), span=clause.span,
                                              expected=("money supposed held before anything is spent",)))
            told_before = protos
            if clause.supposed and not sentence.question and protos and any(not c.supposed for c in clauses):
                # "If she gives Bo 5 stamps, she will be happy.": a supposition no question rests
                # on ("If he spent 3 tickets." alone is the next question's condition)
                return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                              _text(state, clause.span), span=clause.span))
            if clause.supposed:
                protos = tuple(attrs.evolve(p, supposed=True, restates=_only_an_amount(clause, state.text))
                               for p in protos)
            elif len(protos) == 1 and _only_an_amount(clause, state.text) and not any(
                t.kind in PLACING for t in clause.times
            ):
                # "Ann ran 35 miles.": a doing told by its amount alone, which may be the one a
                # comparison tells of her ("She ran 25 miles more than Kay": ledger.implied_events)
                protos = (attrs.evolve(protos[0], restates=True),)
            if _BESIDES & {w.strip(".,;:!?").lower() for w in _text(state, clause.span).split()}:
                protos = tuple(attrs.evolve(p, besides=True) for p in protos)
            if _opening_past_perfect(clause) and not any(h.entries for h in hypotheses):
                # "Jo had caught some fish. She let 4 go …": got before the story's time starts,
                # so the state before it is asked by no "at first"; an amount told ("had caught
                # 5") leaves that state askable
                protos = tuple(attrs.evolve(p, before_story=True) if p.op is Op.GAIN and p.qty.value is None
                               else p for p in protos)
            protos = _gotten_again(clause, clauses, protos)
            if not protos:
                # "She had $20. She went shopping. How much does she have now?" ("kept the rest"
                # told last tells an amount: the rest)
                last = not sentence.question and not amount_said(clause, sentence.tokens) and told_last(
                    clause, state.text)
                # "went to the store to buy some food": what was got or spent is told after it, or
                # not at all
                # ("went shopping", "went fishing": an errand named by a noun, its verb untold)
                errand = errand_verb(clause, state.text) or errand_named(clause, state.text) or (
                    getting_purpose(clause))
                pooling = _pooling_said(clause, sentence.tokens)
                hypotheses = tuple(
                    attrs.evolve(_with_untold_doing(_with_doing(_with_scene_kind(h, clause), clause),
                                                    clause, state.text, last, errand),
                                 pooled=h.pooled or pooling)
                    for h in hypotheses if _keeps_own_rest(h, clause, state.text))
                moved = None if passed is not None else told_holder_moved(clause, state.text)
                moved = moved or goer_maybe_counted(clause, state.text)
                if moved is not None:
                    return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                                  _text(state, clause.span), span=moved.span,
                                                  expected=("a scene that does nothing to a told holder",)))
                if any(h.entries for h in hypotheses) and (errand is not None or any(
                    words.in_class(t.lower, "errand_nouns") for t in sentence.tokens
                    if t.kind is TokenKind.WORD and clause.span[0] <= t.start and t.end <= clause.span[1]
                )):
                    # "Tom had $9. He went shopping.": a doing by which things told are got or spent
                    return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                                  _text(state, clause.span), span=clause.span,
                                                  expected=("a doing that gets or spends nothing",)))
                if _price_named(clause, sentence.tokens) and any(
                    e.op in (Op.PRICE, Op.SALE_PRICE) or _is_money_kind(e.kind) for h in hypotheses
                    for e in h.entries
                ):
                    # "bought 3 cakes for $12 each. He splits the cost with Bo.": a doing to what
                    # was paid may change what the buyer paid (hazard: it was the whole cost)
                    return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                                  _text(state, clause.span), span=clause.span,
                                                  expected=("a clause doing nothing to a price or cost",)))
                if _gone_to_a_place(clause) and any(
                    e.op in (Op.PRICE, Op.SALE_PRICE) for h in hypotheses for e in h.entries
                ):
                    # "… a store where pens were $4 each. Then he went to a mall.": the price
                    # told may be the place's left, not the one gone to
                    return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                                  _text(state, clause.span), span=clause.span,
                                                  expected=("a price told where the things are got",)))
                if _others_besides_contents(hypotheses, _text(state, clause.span)):
                    return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                                  _text(state, clause.span), span=clause.span,
                                                  expected=("nothing besides what each container holds",)))
                why = passed or scene_passed(clause, sentence.tokens, state.text)
                note = f"passed over {_text(state, clause.span)!r}: {why or 'no frame reads an amount in it'}"
                wants = _thing_wanted(clause)
                hypotheses = tuple(attrs.evolve(h, notes=h.notes + (note,),
                                                wanted_untold=h.wanted_untold or wants) for h in hypotheses)
                if not hypotheses:
                    # "His sister kept the rest": the rest of what someone else held
                    return _refuse(state, Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER,
                                                  _text(state, clause.span), span=clause.span))
            chunks = clause.placed + ((clause.subject,) if clause.subject is not None else ()) + (
                clause.rest)
            doers = clause.subject if protos else (
                _helper_and_helped(clause) or _with_companion(clause, state.text) or clause.subject)
            expanded = (_bind_statement(h, protos, chunks, state.text, doers) for h in hypotheses)
        live: list[Hypothesis] = []
        for result in expanded:
            if isinstance(result, Refusal):
                dropped.append(result)
            else:
                live.extend(result)
            if len(live) > MAX_READINGS:
                break
        if not live:
            return _refuse(state, most_specific(dropped) if dropped else Refusal(
                RefusalCode.UNBOUND_REFERENT, Stage.READER, _text(state, clause.span),
                span=clause.span))
        if len(live) > MAX_READINGS:
            return _refuse(state, Refusal(RefusalCode.TOO_MANY_READINGS, Stage.READER,
                                          _text(state, clause.span), span=clause.span,
                                          limit=MAX_READINGS))
        hypotheses = tuple(live)
        if clause.wh is None and clause.set_aside:
            hypotheses = tuple(_with_counts_set_aside(h, clause, state.text) for h in hypotheses)
    return attrs.evolve(state, hypotheses=hypotheses, dropped=tuple(dropped),
                        questions=state.questions + int(asked))


def _without_place_of_every_holding(clause: Clause, hypotheses: tuple[Hypothesis, ...]) -> Clause:
    """ "How many shells did Ann and Bo have on the beach?" when every amount the story told is
    held, got or brought there ("found 4 shells on the beach", "brought 3 kites to the beach"):
    the place names no part of the holdings, so the question asks them all, as without it. The
    same place (preposition of being there, or "to" the place for what is told) by its owner,
    modifiers and head; any amount told elsewhere, or nowhere, keeps the place, and the question
    is not read."""
    match clause:
        case Clause(verb=None, auxiliaries=(*_, AuxChunk(group="have")), subject=EntityChunk(),
                    rest=(PrepChunk(word=word), NounChunk() as place)) if (
            clause.wh is not None and word in PLACED_AT and place.noun.of is None
        ):
            asked = setting_of(word, place)
        case _:
            return clause

    def there(e: Entry) -> bool:
        told = [s for s in (*e.settings, *((e.held_at,) if e.held_at is not None else ()))
                if s.preposition in (*PLACED_AT, "to")]
        return bool(told) and all((s.possessor, s.modifiers, s.head) == (asked.possessor, asked.modifiers,
                                                                        asked.head) for s in told)
    if not all(h.entries and all(e.op is Op.START_EMPTY or there(e) for e in h.entries) for h in hypotheses):
        return clause
    return attrs.evolve(clause, rest=())


def _wish_as_supposition(clause: Clause) -> Clause | None:
    """ "She wants to buy 6 more pens.", "He plans to pick 4 more.": more of a doing wanted, by
    its wanter alone, said as "If she buys 6 more pens." says it: a supposition, which only a
    question of what would be ("How many would she have then?") asked right after rests on
    (``_read_sentence`` refuses any other). Only "more" told by a number, after a wanting verb
    of the wanter's own goal (lexicon ``aiming_verbs``), nothing denied, no auxiliary; never a
    resolve told in the past ("She decided to buy 6 more"), which is read as done."""
    verb = clause.verb
    if verb is None or past_resolve_to_change(clause) or clause.auxiliaries or clause.negated or (
        verb.negated or clause.conditional
        or verb.particle is not None or not words.in_class(verb.lemma, "aiming_verbs")
        or not isinstance(clause.subject, EntityChunk) or clause.wh is not None or clause.placed
    ):
        return None
    match clause.rest:
        case (PrepChunk(word="to"), VerbChunk() as doing, QtyChunk() as more) if (
            doing.word.lower() == doing.lemma and not doing.negated and more.value is not None
            and more.comparative == "more" and more.of_entity is None and not more.of_them
        ):
            return attrs.evolve(clause, verb=doing, rest=clause.rest[2:], supposed=True, conditional=True)
    return None


def _with_counts_set_aside(h: Hypothesis, clause: Clause, text: str) -> Hypothesis:
    """ "sold 19 hot dogs during the first 3 innings" (the 3 says how long the selling went on),
    "Joe, one of the hunters, found …" (the one says who Joe is): numbers the clause read as
    counting nothing, kept with their rule (completeness grants a span of time only while no
    pace is told that it could be a count of)."""
    uses = tuple(QuantityUse(count.value_span, text[count.value_span[0]:count.value_span[1]], None,
                             excluded=rule) for count, rule in clause.set_aside if count.value is not None)
    return attrs.evolve(h, quantities=h.quantities + uses)


def _open_question(clause: Clause, clauses: list[Clause], sentence: Sentence) -> bool:
    """ "He decides to calculate how many wheels he saw.", "Ann wonders how much she spent.":
    a question put as the object of a verb of asking or working out, in a statement, tells no
    amount; with a number inside ("how many of his 12 pens are red") it tells one, and is read."""
    at = next(i for i, c in enumerate(clauses) if c is clause)
    if at == 0:
        return False
    before = clauses[at - 1]
    last = before.rest[-1] if before.rest else before.verb
    if not isinstance(last, VerbChunk) or not words.in_class(last.lemma, "inquiring_verbs") or (
        before.negated
    ):
        return False
    return not any((t.kind is TokenKind.NUMBER or t.numeral is not None)
                   and clause.span[0] <= t.start and t.end <= clause.span[1] for t in sentence.tokens)


def _asked_after_its_subject(clause: Clause, clauses: list[Clause], text: str) -> bool:
    """A subject (and its verb) with nothing after them, right before the question's wh-words.
    Not a count with its verb closed by a comma ("31 cats ran away, how many are left?"): a
    statement of its own before the question."""
    at = next(i for i, c in enumerate(clauses) if c is clause)
    asked = clauses[at + 1].wh if at + 1 < len(clauses) else None
    if asked is None or clause.supposed or clause.subject is None or clause.rest or clause.head:
        return False
    counted = isinstance(clause.subject, QtyChunk) and clause.subject.value is not None
    return not (counted and clause.verb is not None and text[clause.span[1]:asked.span[0]].strip() == ",")


_BESIDES = frozenset({"also", "too", "again"})
_OTHERS = frozenset({"rest", "other", "others"})


def _others_besides_contents(hypotheses: tuple[Hypothesis, ...], said: str) -> bool:
    """ "She puts 3 books on each shelf. The rest of the books are on the floor.": things held
    as a count in each container, and a clause reading no amount that tells of the rest or of
    others: more besides those in the containers, by an amount untold."""
    from wordproof.reader.shares import _a_period

    if not _OTHERS & {w.strip(".,;:!?").lower() for w in said.split()}:
        return False
    return any(e.op is Op.RATE and e.per is not None and not _a_period(e.per.unit)
               and not _is_money_kind(e.kind) for h in hypotheses for e in h.entries)


def _opening_past_perfect(clause: Clause) -> bool:
    """ "Jo had caught some fish.": a doing told in the past perfect ("had" and a participle),
    done and not supposed, denied or placed at any time of its own ("By May she had …")."""
    return clause.verb is not None and clause.verb.participle and not (
        clause.supposed or clause.negated or clause.verb.negated
    ) and [a.word.lower() for a in clause.auxiliaries] == ["had"] and not any(
        t.kind in PLACING for t in clause.times)


def _only_an_amount(clause: Clause, text: str) -> bool:
    """ "If Zig wrote 60 books, …", "Zig wrote 60 books.": a subject, its verb and one plain
    amount closing the clause in the text (no time or place the machine may have set aside:
    "60 books on Monday"); a manner said by "without" and one word of doing ("jumped 53 times
    without stopping") tells how, not when or where."""
    rest = clause.rest
    match rest:
        case (QtyChunk(), PrepChunk(word="without"), VerbChunk(particle=None, negated=False) as how) if (
            how.word.lower().endswith("ing")
        ):
            rest = rest[:1]
    match rest:
        case (QtyChunk(comparative=None, remaining=False, of_entity=None) as qty,) if not clause.placed and (
            qty.value is not None and (qty.noun is not None or qty.currency is not None)
            and not is_fraction_like(qty.kind)
        ):
            return re.match(r"\s*[,?]|\.(?!\d)", text[clause.rest[-1].span[1]:]) is not None
    return False


def _when_into_question(clauses: list[Clause], text: str) -> list[Clause]:
    """ "When Lea is 20, how old will Kim be?": the "when" clause says the question's time,
    as "How old will Kim be when Lea is 20?" does; it is no statement of the story."""
    for i, clause in enumerate(clauses[:-1]):
        asked = clauses[i + 1]
        opener = re.search(r"\bwhen\s+$", text[:clause.span[0]], re.IGNORECASE)
        if not clause.conditional or clause.supposed or clause.wh is not None or asked.wh is None or (
            opener is None or clause.subject is None or clause.verb is not None
        ):
            continue
        said = (ConjChunk("when", (opener.start(), opener.start() + 4)), clause.subject,
                *clause.auxiliaries, *clause.rest)
        return [*clauses[:i], attrs.evolve(asked, rest=asked.rest + said), *clauses[i + 2:]]
    return clauses


def _refuse(state: ProblemReadingState, refusal: Refusal) -> ProblemReadingState:
    return attrs.evolve(state, refusal=refusal)


def _text(state: ProblemReadingState, span: tuple[int, int]) -> str:
    return state.text[span[0]:span[1]]


# ---------------------------------------------------------------- binding references


def _register(h: Hypothesis, chunk: EntityChunk) -> Hypothesis:
    if chunk.kind == "name" and chunk.name:
        given = chunk.name.split()[0]  # "Tom Jones": the given name tells
        gender = title_gender(chunk.name) or {"female": "f", "male": "m"}.get(
            name_gender(given) or "")
        return h.with_entity(Entity(chunk.name, chunk.name, EntityKind.PERSON, chunk.span, gender))
    return h


def _keeps_own_rest(h: Hypothesis, clause: Clause, text: str) -> bool:
    """A clause that counts nothing but "the rest" ("and he kept the rest") changes nothing
    only when the rest is its subject's own: one who held none of it takes it from another.
    The rest is of a doing: of one who is only told holding ("has 6 plums in a bag. She keeps
    the rest in a box"), it is more held, never counted."""
    subject = clause.subject
    if not any(isinstance(c, CueChunk) and c.kind == "rest" for c in clause.rest) or subject is None or (
        isinstance(subject, QtyChunk)
    ):
        return True
    holders = {e.subject for e in h.entries if e.op in (Op.OBSERVE, Op.GAIN, Op.TRANSFER)}
    done = {e.subject for e in h.entries if e.op is not Op.OBSERVE} | {
        e.other for e in h.entries if e.op is Op.TRANSFER}
    return any(who in holders and who in done for who, _ in _resolve(h, subject, text))


def _whole_of_a_pair_with(h: Hypothesis, who: str, target: Target, text: str) -> bool:
    """The whole parted is held by a group told as ``who`` and another, and never held or parted
    by ``who`` alone ("Ann and Bo baked 96 buns. … How many boxes does she need?": for all, or
    her part? A group only "they" names, as after "Jo helped her mom", is left to the pronoun)."""
    shared = {e.kind.unit for e in h.entries
              if e.op is Op.SHARE and e.per is not None and e.per.unit == target.per}
    groups = {e.id for e in h.entities if who in e.members and " and " in text[e.span[0]:e.span[1]]}
    holders = {who_ for e in h.entries if e.kind.unit in shared for who_ in (e.subject, e.parter, e.actor)}
    return bool(holders & groups) and who not in holders


def _parts_of_asked(h: Hypothesis, subject: Ref, target: Target, text: str) -> bool:
    """The one a question about parts names ("How many boxes will Tom fill?") may be the one
    who shares the whole or holds what is shared: a name or role the story binds to neither,
    or a thing it never told, asks of someone else. A place is not checked here, nor whom a
    pronoun binds to, only that "he" or "she" has someone of that gender to bind ("Ann packed
    them into boxes of 6. How many boxes did he pack?")."""
    if isinstance(subject, EntityChunk) and subject.kind == "pronoun" and subject.text.lower() in (
        "he", "she"
    ):
        said = "m" if subject.text.lower() == "he" else "f"
        return any(e.id == who and e.gender in (None, said)
                   and not _whole_of_a_pair_with(h2, who, target, text)
                   for who, h2 in _resolve(h, subject, text)
                   for e in h2.entities) or any(  # "If the teacher put them into groups …, she"
            n.span[1] <= subject.span[0] and _noun_gender(n.head) in (None, said) for n in h.told.nouns)
    if isinstance(subject, NounChunk):
        # "A store needed 810 cans. … How many boxes did the shop need?": a thing never told
        # ("building a hotel downtown … how many rooms does the hotel have?" tells it); "did the
        # stores need?" after one store told asks of others too
        plural = subject.noun.plural
        if any(e.op is not Op.SHARE and e.kind.unit == subject.noun.head and e.amount.value is not None
               for e in h.entries) and all(
            e.kind.unit != subject.noun.head for e in h.entries if e.op is Op.SHARE and e.per is not None
            and e.per.unit == target.per
        ):
            # "had 31 boys and 32 girls. They were split into groups of 9. How many groups did the
            # boys make?": things counted that are not the whole parted (some of it, or others)
            return False
        if any(e.op is Op.SHARE and e.per is not None and e.per.unit == target.per
               and e.kind.unit == subject.noun.head
               and not set(subject.noun.modifiers) <= set(e.kind.modifiers) for e in h.entries) and any(
            e.op is not Op.SHARE and e.kind.unit == subject.noun.head
            and not set(subject.noun.modifiers) <= set(e.kind.modifiers) for e in h.entries
        ):
            # "30 red pens and 42 blue pens … each box holds 9 pens. How many boxes will the
            # blue pens fill?": some of the pens shared, not all of them
            return False
        return any(n.span[1] <= subject.span[0] and (
            subject.noun.head == n.head and (n.written.lower() != n.head) == plural
            or not plural and subject.noun.head in n.modifiers
        ) for n in h.told.nouns)
    if not isinstance(subject, EntityChunk) or subject.kind not in ("name", "role"):
        return True
    shares = [e for e in h.entries if e.op is Op.SHARE and e.per is not None and e.per.unit == target.per]
    kinds = {e.kind.unit for e in shares}
    allowed = {e.subject for e in shares} | {e.actor for e in shares} | {
        e.subject for e in h.entries if e.kind.unit in kinds} | {"world"}
    return any(entity_id in allowed for entity_id, _ in _resolve(h, subject, text))


def _parters_asked(h: Hypothesis, subject: Ref | None, text: str) -> list[tuple[str, Hypothesis]]:
    """Whom a question's subject may denote when it asks of a parting ("How many bags did she
    fill?", "How many pens did Ann put in each bag?" after "Ann put them into bags"): every
    entity a name or pronoun may be that is not of the other gender, when some share's parter
    is known; none (the question is bound as before) when no parting names its doer."""
    if not isinstance(subject, EntityChunk) or subject.kind not in ("name", "pronoun") or not any(
        e.op is Op.SHARE and e.parter is not None for e in h.entries
    ):
        return []
    said = {"he": "m", "she": "f"}.get(subject.text.lower())
    genders = {e.id: e.gender for e in h.entities}
    return [(who, h2) for who, h2 in _resolve(h, subject, text)
            if said is None or genders.get(who) in (None, said)]


def _resolve(
    h: Hypothesis, ref: Ref, text: str, clause_subject: str | None = None
) -> list[tuple[str, Hypothesis]]:
    """Every entity ``ref`` may denote in ``h``, each with the hypothesis that binds it.
    An object pronoun never denotes its own clause's subject ("Her teacher gives her 5":
    "her" is not the teacher; that would be "herself")."""
    if isinstance(ref, CueChunk) and ref.kind == "remaining":
        holders = _holders_of_kinds(h)
        if len(holders) == 1:
            return [(holders[0], h)]  # "there were nine left": of what its one holder held
        return [("world", h.with_entity(WORLD))]
    if isinstance(ref, CueChunk):
        return [("world", h.with_entity(WORLD))]
    if isinstance(ref, NounChunk):
        if ref.possessor is not None:
            if any(_names_person(m) for m in ref.noun.modifiers):
                return []  # "her brother's bag" (chunked "her" + "brother bag"): not her bag
            return [
                (f"{ref.noun.head} of {owner}", h2.with_entity(_role(f"{ref.noun.head} of {owner}", ref)))
                for owner, h2 in _resolve(h, ref.possessor, text)
            ]
        label = " ".join(ref.noun.modifiers + (ref.noun.head,))
        if ref.determiner == "the" and ref.noun.plural and not ref.noun.modifiers and (
            named := _named_people(h, ref.noun.head, ref.span, text)
        ) is not None:
            return named
        if ref.determiner == "the":
            # "the tree" is the tree the story already has, when it has exactly one
            known = [e.id for e in h.entities if e.kind is EntityKind.ROLE
                     and e.plural == ref.noun.plural and _names(e.id, ref.noun)]
            if len(known) == 1:
                return [(known[0], h)]
        if ref.noun.plural and (told := h.find(f"the {label}")) is not None and not told.plural:
            return []  # "the boxes" after only "a box" is told: how many boxes, and which?
        if ref.determiner in ("a", "an") and (told := h.find(f"the {label}")) is not None and (
            told.span != ref.span and text[:ref.span[0]].rstrip()[-1:] in (".", "!", "?")
        ):
            # "A baker sells … A baker sold …": a second "a baker" opening a sentence is another
            # one ("less than a cat" after "A cat has 9 lives" is any cat, so the one told)
            return []
        entity = _role(f"the {label}", ref)
        if entity.gender == "n" and _may_be_a_name(ref, text):
            entity = attrs.evolve(entity, gender=None)
        return [(f"the {label}", h.with_entity(entity))]
    if ref.kind == "name":
        assert ref.name is not None
        return [(ref.name, _register(h, ref))]
    if ref.kind == "role":
        if ref.possessor is None:
            return [(f"the {ref.name}", h.with_entity(_role_of(f"the {ref.name}", ref)))]
        if _role_told_apart_by_age(ref.name or "", text):
            return []  # "her older sister … her younger sister": two people, one role word
        # ("her friend" after only "her friends" is told: one of them, or another?)
        owners = _resolve(h, ref.possessor, text)
        return [
            (f"{ref.name} of {owner}", h2.with_entity(_role_of(f"{ref.name} of {owner}", ref)))
            for owner, h2 in owners
            if ((told := h2.find(f"{ref.name} of {owner}")) is None or told.plural == ref.plural)
            and not _said_again(ref, owner, owners, text)
        ]
    if ref.kind == "counted":
        return _resolve_counted(h, ref, text)
    if ref.kind == "group":
        options = [_resolve(h, member, text) for member in ref.members]
        found = []
        for combo in itertools.product(*options):
            ids = tuple(entity_id for entity_id, _ in combo)
            merged = h
            for _, h2 in combo:
                for entity in h2.entities:
                    merged = merged.with_entity(entity)
                merged = attrs.evolve(merged, bindings=merged.bindings + tuple(
                    b for b in h2.bindings if b not in merged.bindings))
            group_id = " and ".join(ids)
            group = Entity(group_id, group_id, EntityKind.GROUP, ref.span, plural=True, members=ids)
            found.append((group_id, merged.with_entity(group)))
        return found
    return _resolve_pronoun(h, ref, text, clause_subject)


def _said_again(ref: EntityChunk, owner: str, owners: list[tuple[str, Hypothesis]], text: str) -> bool:
    """ "Caleb and his dad went out. Caleb caught 2 and his dad caught 6": "his dad" said again
    is the dad told by those words, not that dad's own dad, while the one whose dad he is
    may still be "his" (that dad's dad would be told as "his grandfather")."""
    whose, _, of = owner.partition(" of ")
    if whose != ref.name:
        return False
    gender = {"his": "m", "her": "f"}.get(text[slice(*ref.possessor.span)].lower()) if (
        ref.possessor is not None) else None
    words = text[slice(*ref.span)].lower()
    for candidate, h2 in owners:
        person, told = h2.find(candidate), h2.find(owner)
        if candidate == of and told is not None and text[slice(*told.span)].lower() == words and (
                gender is None or person is None or person.gender in (None, gender)):
            return True
    return False


def _resolve_counted(h: Hypothesis, ref: EntityChunk, text: str) -> list[tuple[str, Hypothesis]]:
    """ "the three of them", "these two boys": every person the story has named before, when
    they are exactly that many and each may be called by the noun ("boys": none known to be
    female), and no person the story mentions without a holding ("caught 4 fish with his dad")
    is left out; otherwise nothing is bound."""
    people = [e for e in h.entities if e.kind in (EntityKind.PERSON, EntityKind.ROLE)
              and not e.plural and e.span[0] < ref.span[0] and e.gender != "n"
              and not words.in_class(_head_of(e.id), "collective_nouns") and not _place_name(h, e.id, text)]
    groups = [e for e in h.entities
              if e.plural and e.span[0] < ref.span[0] and e.kind is not EntityKind.GROUP]
    if ref.name and not words.in_class(ref.name, "person_nouns"):
        # "the two lakes", "both ponds": every holder so far called by that noun ("Lassie
        # Lake", "Pond A", "the first warehouse")
        people = [e for e in h.entities if e.kind in (EntityKind.PERSON, EntityKind.ROLE)
                  and not e.plural and e.span[0] < ref.span[0]
                  and any(words.noun_form(w) == ref.name for w in e.id.partition(" of ")[0].split())]
        groups = [e for e in groups if _head_of(e.id) == ref.name]
        row = row_counted_by(h.entities, h.entries, h.told, ref.name, ref.count or 0, ref.span[0])
        if not people and not groups and row is not None:
            # "the combined weight of all three boxes" after "the first …, the second … and the last …"
            people = [e for e in h.entities if e.id in row]
    wanted = words.role_gender(ref.name) if ref.name else None
    if not ref.name or words.in_class(ref.name, "person_nouns"):
        places = [e for e in h.entities if e.span[0] < ref.span[0] and _place_name(h, e.id, text)]
        known = {w.lower() for e in people + places for w in e.id.split()}  # ("Rock" of "Rock Lake")
        if any(w.lower() not in known for w in _people_mentioned(text[:ref.span[0]])):
            return []
    if groups or not people or len(people) != ref.count or wanted is not None and any(
            e.gender not in (wanted, None) for e in people):
        return []
    members = tuple(e.id for e in people)
    group_id = " and ".join(members)
    group = h.find(group_id) or Entity(group_id, group_id, EntityKind.GROUP, ref.span, plural=True,
                                       members=members, implicit=True)
    return [(group_id, h.with_entity(group))]


def _place_name(h: Hypothesis, said: str, text: str) -> bool:
    """ "Broadway Street", "Rock Lake": a name of two or more words, with no title, whose last
    word is a common noun that closes a place's name; not a person counted by "the three".
    A person may bear such a name ("Tom Lake"): nothing may be told done or had by it, nor may
    it be named among people, owned by or done with it ("Tom Lake's house", "played with Tom
    Lake"), and no verb or preposition may take it but one of going or placing ("met Tom
    Lake"; "went along Pine Street", "visited Rock Lake")."""
    names = said.split()
    if len(names) < 2 or titled(said) or not words.in_class(names[-1].lower(), "place_name_nouns"):
        return False
    verbs = {v.span[1]: v for v in h.told.verbs}
    prepositions = {p.span[1]: p for p in h.told.prepositions}

    def taken_as_a_person(start: int) -> bool:
        # "met Tom Lake", "waited for Mia Lane", "talked to Mia Lane"; not "hiked up Bear
        # Mountain", "went to Rock Lake", "along Broadway Street and the scary Werewolf Avenue"
        before = text[:start].rstrip()
        word = before.split()[-1].lower() if before.split() else ""
        if word == "to" and len(before) in prepositions:
            going = [v for end, v in verbs.items() if end <= prepositions[len(before)].span[0]]
            return not going or not words.in_class(max(going, key=lambda v: v.span[0]).lemma, "motion_verbs")
        return (len(before) in verbs or len(before) in prepositions) and word not in _WORDS_BEFORE_A_PLACE

    return not re.search(rf"\bwith\s+{re.escape(said)}\b|\b{re.escape(said)}'", text) and not any(
        taken_as_a_person(m.start()) for m in re.finditer(rf"\b{re.escape(said)}\b", text)
    ) and not any(said in (e.subject, e.actor, e.other) for e in h.entries) and not any(
        said in e.members for e in h.entities)  # ("Una, Vic and Mia Lane went to the zoo")


_WORDS_BEFORE_A_PLACE = frozenset({
    "to", "at", "in", "on", "along", "near", "across", "around", "past", "through", "into", "onto", "over",
    "down", "up", "toward", "towards", "visited", "visit", "visits", "visiting", "leaving", "left", "reached",
    "reach"})


_PEOPLE_TOGETHER = ("girl", "boy", "kid", "child", "friend")


def _named_people(
    h: Hypothesis, noun: str, span: tuple[int, int], text: str
) -> list[tuple[str, Hypothesis]] | None:
    """ "How many do the girls have?" after "Ann … Bea …": "the girls" are the people the story
    named, when it named two or more, every one by a given name that the noun may call ("girls":
    each known to be female; "Mrs. Hill" is no girl nor kid), mentioned no other person ("her
    mom", "a boy") and has no girls of its own. None otherwise: "the girls" is then a role of
    its own, as before."""
    if noun not in _PEOPLE_TOGETHER:
        return None
    earlier = [e for e in h.entities if e.span[0] < span[0] and e.kind is not EntityKind.GROUP]
    people = [e for e in earlier if e.kind is EntityKind.PERSON and not e.plural]
    wanted = words.role_gender(noun)
    known = {e.id.lower() for e in people}
    if any(titled(e.id) for e in people) or len(people) < 2 or len(people) != len(earlier) or any(
        w.lower() not in known for w in _people_mentioned(text[:span[0]])
    ) or wanted is not None and any(e.gender != wanted for e in people):
        return None
    members = tuple(e.id for e in people)
    group_id = " and ".join(members)
    group = h.find(group_id) or Entity(group_id, group_id, EntityKind.GROUP, span, plural=True,
                                       members=members, implicit=True)
    return [(group_id, h.with_entity(group))]


def _people_mentioned(text: str) -> list[str]:
    """The words of a text that name a person: given names and person nouns ("dad", "aunt")."""
    return [w for w in re.findall(r"[A-Za-z]+", text)
            if w[0].isupper() and is_given_name(w)
            or words.in_class((words.noun_lemma(w.lower()) or w.lower()), "person_nouns")]


def _names(entity_id: str, noun: Noun) -> bool:
    """ "the bus" names "the school bus" and "bus of Sam": the same head, no new words."""
    described, _, _owner = entity_id.partition(" of ")
    words_ = described.split()
    if words_ and words_[0] == "the":
        words_ = words_[1:]
    return bool(words_) and words_[-1] == noun.head and set(noun.modifiers) <= set(words_[:-1])


def _head_of(entity_id: str) -> str:
    """ "the school bus" -> "bus", "friend of Kate" -> "friend"."""
    described = entity_id.partition(" of ")[0].split()
    return described[-1] if described else ""


def _holders_of_kinds(h: Hypothesis) -> list[str]:
    """Who the story says holds things so far (observed or gained)."""
    found: list[str] = []
    for entry in h.entries:
        if entry.op in (Op.OBSERVE, Op.GAIN) and entry.subject not in found:
            found.append(entry.subject)
    return found


def _may_be_a_name(chunk: NounChunk, text: str) -> bool:
    """ "Dot buys 10 pens": a capitalized singular noun with no determiner opening a sentence
    may be the name of a person the names table does not list (a singular count noun needs a
    determiner), so "she" or "they" may stand for it. Not a word the story also writes in small
    letters ("Milk costs $3 … 2 bottles of milk"): a name is always capitalized."""
    start, end = chunk.span
    before = text[:start].rstrip()
    word = text[start:end].lower()
    return (chunk.determiner is None and chunk.possessor is None and not chunk.noun.plural
            and text[start:start + 1].isupper() and (not before or before[-1] in ".!?")
            and word.isalpha() and re.search(rf"\b{word}", text) is None)


def _body_of_the_scene(h: Hypothesis, before: Span) -> Entity | None:
    """The body of people ("the toy store", "the school": lexicon ``collective_nouns``) that
    "they" stands for when no one else can: the one such noun the story names before it, in
    the singular with "the", never as a place ("at the store": the people there may be the
    buyers), in a story that names no person, no other body and nothing held by anyone before
    it. None otherwise."""
    if any(e.kind in (EntityKind.PERSON, EntityKind.ROLE, EntityKind.GROUP) and e.span[0] < before[0]
           for e in h.entities) or h.entries:
        return None
    told = [n for n in h.told.nouns if n.span[1] <= before[0] and words.in_class(n.head, "collective_nouns")]
    labels = {" ".join((*n.modifiers, n.head)) for n in told}
    if len(labels) != 1 or any(n.determiner != "the" or n.owner or n.owners or n.of or (
        n.written.lower() != n.head  # ("the stores": some stores, not one body)
    ) for n in told) or any(
        words.in_class(n.head, "person_nouns") for n in h.told.nouns if n.span[1] <= before[0]
    ):
        return None
    label = labels.pop()
    places = {p.span[1] for p in h.told.prepositions if p.word != "for" and p.object[-1:] == (told[0].head,)}
    if places:
        return None  # "a busy day at the store. They bought 30 hats": people there, the buyers perhaps
    return Entity(f"the {label}", f"the {label}", EntityKind.ROLE, told[0].span, "n", False)


_AGE_TOLD_ROLE = re.compile(r"\b(older|younger|elder|eldest|oldest|youngest|little|big|baby)\s+([a-z]+)",
                            re.IGNORECASE)


def _role_told_apart_by_age(role: str, text: str) -> bool:
    """The role's noun said with two words of age or size ("older sister", "younger sister"):
    two people the role's id ("sister of Bea") would make one."""
    said = {m.group(1).lower() for m in _AGE_TOLD_ROLE.finditer(text) if words.noun_form(m.group(2)) == role}
    return len(said) > 1


def _role(entity_id: str, chunk: NounChunk) -> Entity:
    return Entity(entity_id, entity_id, EntityKind.ROLE, chunk.span, _noun_gender(chunk.noun.head),
                  chunk.noun.plural, indefinite=chunk.determiner in ("a", "an"))


def _role_of(entity_id: str, chunk: EntityChunk) -> Entity:
    return Entity(entity_id, entity_id, EntityKind.ROLE, chunk.span,
                  _noun_gender(chunk.name or ""), chunk.plural)


def _noun_gender(head: str) -> str | None:
    """ "mom" is f; "chef" may be either (None); "box" is a thing ("n"): no he or she."""
    gender = words.role_gender(head)
    animal = "animal" in hypernyms_of(head)  # "The elephant … She ate 129 of them"
    if gender is None and not words.in_class(head, "person_nouns") and not animal:
        return "n"
    return gender


def _resolve_pronoun(
    h: Hypothesis, ref: EntityChunk, text: str, clause_subject: str | None
) -> list[tuple[str, Hypothesis]]:
    role = ref.pronoun_role or "subject"
    info = words.pronoun(ref.text, role) or words.pronoun(ref.text, "object") or words.pronoun(
        ref.text, "possessive")
    if info is None:
        return []
    bound = next((b for b in h.bindings if b.span == ref.span), None)
    if bound is not None and h.find(bound.chosen) is not None:
        # "She jumped 18 fewer times than Meg": the clause's doing and its comparison are two
        # protos of one "she", which names one person in a reading
        return [(bound.chosen, h)]
    if info.person == 1 and info.number == "sg":
        narrator = Entity("I", "I", EntityKind.PERSON, ref.span)
        return [("I", h.with_entity(narrator))]
    if info.person == 1:
        # the narrator's party; "we" may also be a body of people that is "ours" ("Our class got
        # 54 books. Then we got 23 more"): both are held
        party = h.find("we") or Entity("we", "we", EntityKind.PERSON, ref.span, plural=True)
        ours = [e.id for e in h.entities if e.id.endswith(" of we")
                and words.in_class(_head_of(e.id), "collective_nouns") and e.span[0] < ref.span[0]]
        pair = _speaker_and_one_other(h, ref, text)
        h = h.with_entity(party)
        if pair is not None:
            # "Gino has 63 sticks. I have 50. How many do we have?": the speaker and the one
            # other person told; "we" the party of its own is held beside them
            h = h.with_entity(h.find(pair.id) or pair)
            ids: tuple[str, ...] = ("we", pair.id)
        elif role == "possessive" or not ours:
            return [("we", h)]
        else:
            ids = ("we", *ours)
        return [(chosen, attrs.evolve(h, bindings=h.bindings + (
            Binding(ref.text.lower(), ref.span, chosen, ids, info.gender, True),))) for chosen in ids]
    if info.person == 2:
        reader = Entity("you", "you", EntityKind.PERSON, ref.span)  # the reader of the problem
        return [("you", h.with_entity(reader))]
    if info.person != 3:
        return []
    plural = info.number == "pl"
    speakers = ("I", "we", "you")  # "she", "they" never name the narrator or the reader
    # "she", "her" and "herself" with no one to stand for: one someone, named as "she"
    said = ref.text.lower()
    if not plural:
        said = {"f": "she", "m": "he"}.get(info.gender or "", said)
    # "She has 9 kites. She gave 4 to the museum. How many are left with her?": after a "she"
    # who stood for no one, "her" is that someone still, never a thing told since
    someone_told = not plural and info.gender in ("f", "m") and h.find(f"someone ({said})") is not None
    candidates = [
        e for e in h.entities
        if e.kind in (EntityKind.PERSON, EntityKind.ROLE, EntityKind.GROUP)
        and e.plural == plural and e.span[0] < ref.span[0] and not e.implicit
        and not (role == "object" and e.id == clause_subject) and e.id not in speakers
        and not (someone_told and e.gender == "n")
    ]
    if plural:
        # "Ann has 5 pens. Bo has 3. Their dad has 4.": the "they" that "their" was may be meant
        earlier = {b.chosen for b in h.bindings if b.plural and b.span[0] < ref.span[0]}
        candidates += [e for e in h.entities if e.id in earlier and e.implicit and e.kind is EntityKind.GROUP
                       and all(c.id != e.id for c in candidates)]
    if plural:
        # "they" may also be everyone mentioned so far: held beside the named groups
        named = [e for e in h.entities if e.kind in (EntityKind.PERSON, EntityKind.ROLE)
                 and not e.plural and e.span[0] < ref.span[0] and e.id not in speakers
                 and not words.in_class(_head_of(e.id), "collective_nouns")]
        # "they" for the people, or for the things; a box and Tom together are no "they"
        for thing in (False, True):
            members = [e.id for e in named if (e.gender == "n") == thing]
            group_id = " and ".join(members)
            if len(members) >= 2 and all(c.id != group_id for c in candidates) and (
                not last_after_gap(members)
            ) and not (thing and row_uncounted(h.entities, h.entries, h.told, ref.span[0])):
                group = h.find(group_id) or Entity(group_id, group_id, EntityKind.GROUP, ref.span,
                                                   plural=True, members=tuple(members), implicit=True)
                h = h.with_entity(group)
                candidates.append(group)
                # "Tom has $5. Jean has 3 times as much as Jane. They have $76 in all.": the
                # two just named, or everyone? "Hal is 8 and Gus is 9. Gus's mother is 40. …
                # their ages": the two, or their kin too? Both are held (a group told, "Ann and
                # her dad", is "they" first)
                for some in (_named_in_last_sentence(named, members, text, ref.span) if not thing else (),
                             _without_kin(h, members) if not thing and not any(
                                 not c.implicit and c.members for c in candidates) else ()):
                    some_id = " and ".join(some)
                    if some and all(c.id != some_id for c in candidates):
                        pair = h.find(some_id) or Entity(some_id, some_id, EntityKind.GROUP, ref.span,
                                                         plural=True, members=some, implicit=True)
                        h = h.with_entity(pair)
                        candidates.append(pair)
    bodies = [e for e in h.entities if e.kind is EntityKind.ROLE and not e.plural
              and words.in_class(_head_of(e.id), "collective_nouns") and e.span[0] < ref.span[0]]
    if plural:
        # "The store had 49 shirts … How many did they sell?": a body of people. Beside a body
        # or a plural role, people named on their own ("Ann has 5 stamps. The club has 7."),
        # another body or role, "they" may be any one of them or all of them: each is held, for
        # the replay to tell whether they disagree; a group told ("Ann and Bo have …") is
        # "they" first
        alone = not candidates
        people = [e for e in named if e.gender != "n"]
        loners = [] if _named_together(h, people) else [
            e.id for e in people if not (role == "object" and e.id == clause_subject)]  # "She gives them 3"
        units = list(dict.fromkeys([*(c.id for c in candidates if not c.implicit and not c.members),
                                    *(b.id for b in bodies), *loners]))
        told_group = any(not c.implicit and c.members for c in candidates)
        if alone and len(bodies) == 1 and people or (
            bodies or len(units) > len(loners)
        ) and len(units) >= 2 and not told_group and _told_of_one_kind(
            h, [u for u in units if u not in loners], units
        ):
            candidates += [b for b in bodies if all(c.id != b.id for c in candidates)]
            together = tuple(sorted(units, key=lambda u: next(e.span for e in h.entities if e.id == u)))
            group_id = " and ".join(together)
            if all(c.id != group_id for c in candidates):
                group = h.find(group_id) or Entity(group_id, group_id, EntityKind.GROUP, ref.span,
                                                   plural=True, members=together, implicit=True)
                h = h.with_entity(group)
                candidates.append(group)
        elif alone:
            candidates += bodies
    things = _things_counted(h) if plural and not candidates and _in_question(text, ref.span) else None
    if things is not None:
        # "I see 9 frogs. How many legs do they have?": no people to be "they"; the things counted
        candidates = [h.find(things) or Entity(things, things, EntityKind.ROLE, ref.span,
                                               _noun_gender(things.split()[-1]), plural=True)]
        h = h.with_entity(candidates[0])
    if not plural and role == "subject" and info.gender in ("f", "m") and len(candidates) > 1 and (
        kept := _kept_subject(h, ref, candidates, text)
    ) is not None:
        candidates = [kept]
    body = _body_of_the_scene(h, ref.span) if plural and not candidates else None
    if body is not None:
        # "December is busy for the toy store. They had 95 games.": the one body of people the
        # scene named, though no frame read it
        candidates = [h.find(body.id) or body]
        h = h.with_entity(candidates[0])
    ids = tuple(c.id for c in candidates)
    if not candidates:
        anonymous = Entity(f"someone ({said})", said, EntityKind.ANONYMOUS, ref.span, plural=plural)
        binding = Binding(ref.text.lower(), ref.span, anonymous.id, (), info.gender, plural)
        return [(anonymous.id, attrs.evolve(h.with_entity(anonymous),
                                            bindings=h.bindings + (binding,)))]
    return [
        (c.id, attrs.evolve(h, bindings=h.bindings + (
            Binding(ref.text.lower(), ref.span, c.id, ids, info.gender, plural),)))
        for c in candidates
    ]


def _speaker_and_one_other(h: Hypothesis, ref: EntityChunk, text: str) -> Entity | None:
    """ "Gino has 63 sticks. I have 50 sticks. What is the sum of our sticks?": a question's
    "we" / "our" / "us" after a story told by "I" of exactly one other person (one named or a
    role: "my mom") is the speaker and that person, a group of two. None when the story said
    "we" itself, names a group or a body, or tells of two or more others (which of them
    are "we"?)."""
    if not _in_question(text, ref.span) or h.find("I") is None or h.find("we") is not None:
        return None
    others = [e for e in h.entities if e.span[0] < ref.span[0] and e.id not in ("I", "you") and (
        e.kind in (EntityKind.PERSON, EntityKind.ROLE, EntityKind.GROUP, EntityKind.ANONYMOUS))
        and not (e.implicit and e.kind is EntityKind.GROUP)]
    match others:
        case [Entity(kind=EntityKind.PERSON | EntityKind.ROLE, plural=False, members=()) as other] if (
            not words.in_class(_head_of(other.id), "collective_nouns")
            and (other.kind is EntityKind.PERSON or is_person_word(_head_of(other.id)))
        ):
            speaker = h.find("I")
            assert speaker is not None
            members = tuple(e.id for e in sorted((speaker, other), key=lambda e: e.span))
            group_id = " and ".join(members)
            return Entity(group_id, group_id, EntityKind.GROUP, ref.span, plural=True, members=members,
                          implicit=True)
    return None


def _without_kin(h: Hypothesis, members: list[str]) -> tuple[str, ...]:
    """The people of ``members`` who are no one's kin among them, when two or more are, each told
    something of their own, and some are kin ("Hal", "Gus" beside "mother of Gus"): a "they" may
    be the ones named on their own."""
    kin = {m for m in members if any(m.endswith(f" of {other}") for other in members if other != m)}
    rest = tuple(m for m in members if m not in kin)
    told = {e.subject for e in h.entries}
    return rest if kin and len(rest) >= 2 and told.issuperset(rest) else ()


def _named_in_last_sentence(named: list[Entity], members: list[str], text: str,
                            span: tuple[int, int]) -> tuple[str, ...]:
    """The people first named in the sentence before the one of a statement's "they" at
    ``span``, when two or more of them are, and not everyone named (``members``)."""
    if _in_question(text, span):
        return ()
    start = sentence_span(text, span)[0]
    before = sentence_span(text, (start - 1, start - 1))[0] if start else 0
    last = tuple(e.id for e in named if e.id in members and before <= e.span[0] < start)
    return last if 2 <= len(last) < len(members) else ()


def _kept_subject(h: Hypothesis, ref: EntityChunk, candidates: list[Entity], text: str) -> Entity | None:
    """ "Tom had 20 cards. He gave 5 to Sam. He bought 3 more.": a subject "he" or "she" that
    goes on a story whose every clause so far had one subject, named and then called by this
    same pronoun, is that subject, though someone named since only as an object (a recipient,
    a possessor) agrees with it too. None (every candidate held) when a clause had another
    subject or none read ("Sam smiled.", "There are …", "5 were given to Sam"), when no clause
    before called the subject by the pronoun, when the pronoun is not its own clause's subject,
    or when a change is told of another candidate's doing ("Sam got 5 from him"), or when the
    clause hands back to the subject what the subject handed another candidate."""
    word = ref.text.lower()
    doers: dict[Span, str | None] = {}
    for verb in h.told.verbs:
        doers.setdefault(verb.clause, verb.doer or _role_doer(h.told, verb))
    own = [doer for clause, doer in doers.items() if clause[0] <= ref.span[0] < clause[1]]
    before = [doer.lower() if doer is not None else None
              for clause, doer in doers.items() if clause[1] <= ref.span[0]]
    chosen = {b.chosen for b in h.bindings if b.word == word and b.span[0] < ref.span[0]}
    if [d.lower() for d in own if d is not None] != [word] or word not in before or len(chosen) != 1:
        return None
    (one,) = chosen
    kept = next((c for c in candidates if c.id == one), None)
    if kept is None or any(doer not in (word, one.lower()) for doer in before):
        return None
    others = {c.id for c in candidates} - {one}
    if any(e.clause[1] <= ref.span[0] and (e.actor or e.subject) in others for e in h.entries):
        return None
    if _handing_back(h, ref, text) and any(
        e.clause[1] <= ref.span[0] and e.op is Op.TRANSFER and e.other in others for e in h.entries
    ):
        return None  # "She lent Mia 6 of them. She returned 2 of them.": Mia's doing as well
    return kept


def _taken_from_a_holders_thing(h: Hypothesis) -> bool:
    """Whether things were taken from a thing another person owns ("from Sam's desk") while that
    owner is told holding things of their kind: the owner's may be the ones taken (the owner
    taking from her own, "picked 12 from her garden", is a getting)."""
    for e in h.entries:
        owned = re.fullmatch(r"(.+) of (.+)", e.subject) if e.op is Op.TRANSFER else None
        if owned is None or is_person_word(_head_of(owned.group(1))):
            continue
        owner = h.find(owned.group(2))
        if owner is None or owner.id == e.actor or not (
            owner.kind is EntityKind.PERSON or is_person_word(_head_of(owner.id))
        ):
            continue
        if any(o.subject == owner.id and o.kind.unit == e.kind.unit and o.op in (Op.OBSERVE, Op.GAIN)
               for o in h.entries):
            return True
    return False


def _bought_handed_back(h: Hypothesis, text: str) -> bool:
    """Whether things bought were handed back by their buyer ("returned 3 of them", "gave 3
    back"): a return to the seller may give the money back, which the story does not tell."""
    bought = {(e.actor or e.subject, e.kind.unit) for e in h.entries
              if e.op is Op.GAIN and e.verb is not None and words.in_class(e.verb, "buying_verbs")}
    return any(e.op in (Op.LOSS, Op.TRANSFER) and e.verb is not None and _hands_back(e.verb, e.clause, text)
               and (e.actor or e.subject, e.kind.unit) in bought for e in h.entries)


def _handing_back(h: Hypothesis, ref: EntityChunk, text: str) -> bool:
    """Whether the clause of ``ref`` hands things back: the doing of one who was handed them."""
    return any(v.clause[0] <= ref.span[0] < v.clause[1] and _hands_back(v.lemma, v.clause, text)
               for v in h.told.verbs)


def _hands_back(lemma: str, clause: Span, text: str) -> bool:
    """Whether a verb hands things back: one of ``giving_back_verbs`` ("returned 2") or said
    with "back" in its clause ("gave 2 of them back")."""
    return words.in_class(lemma, "giving_back_verbs") or _BACK.search(text[slice(*clause)]) is not None


_BACK = re.compile(r"\bback\b")
_HOW_MUCH = re.compile(r"\bhow much\b", re.IGNORECASE)


def _role_doer(told: Told, verb: VerbTold) -> str | None:
    """ "The farmer had 30 eggs": the one a role noun names, the only noun of its clause before
    its first verb, as the reader names that role ("the farmer"); None for anything else."""
    nouns = [n for n in told.nouns if n.clause == verb.clause and n.span[1] <= verb.span[0]]
    if len(nouns) != 1 or nouns[0].owners or nouns[0].owner is not None or nouns[0].of is not None or (
        nouns[0].determiner not in ("the", "a", "an")
    ):
        return None
    return "the " + " ".join((*nouns[0].modifiers, nouns[0].head))


def _named_together(h: Hypothesis, people: list[Entity]) -> bool:
    """ "Ann and Bo bought 6 kites each": the people first named as one list, a group told (one
    chunk of the record spans the first mention of each)."""
    spans = [e.span for e in people]
    return len(spans) >= 2 and any(
        span[0] <= min(start for start, _ in spans) and max(end for _, end in spans) <= span[1]
        for _, span in h.told.entities)


def _told_of_one_kind(h: Hypothesis, some: list[str], holders: list[str]) -> bool:
    """Whether one of ``some`` and another of the holders are told with things of one noun."""
    def told(holder: str) -> set[str]:
        return {e.kind.unit for e in h.entries if e.subject == holder}
    return any(told(one) & told(other) for one in some for other in holders if other != one)


def _in_question(text: str, span: tuple[int, int]) -> bool:
    """Whether the sentence holding ``span`` is a question."""
    ends = [i for i in (text.find(mark, span[1]) for mark in ".?!") if i >= 0]
    return bool(ends) and text[min(ends)] == "?"


def _things_counted(h: Hypothesis) -> str | None:
    """ "the frog", when frogs are all the story has counted so far, held or seen by someone,
    and they are things with parts of their own (no person noun: people would be "they"), and
    no one the story names but their holder or seer (who might be among "they")."""
    units = {e.kind.unit for e in h.entries}
    if len(units) != 1 or not h.entries or any(
        e.kind.of is not None or e.kind.part or e.kind.modifiers or e.op not in (Op.OBSERVE, Op.EVENT)
        for e in h.entries
    ):
        return None
    unit = units.pop()
    if words.in_class(unit, "person_nouns") or not has_counted_parts(unit):
        return None
    holders = {who for e in h.entries for who in (e.subject, e.actor)}
    if any(e.kind is not EntityKind.ANONYMOUS and e.gender != "n" and e.id not in holders
           and e.id not in ("I", "we", "you") for e in h.entities):
        return None  # "There are 7 cats in a yard. Ann is there too.": the cats, or all of them?
    return f"the {unit}"


def _with_doing(h: Hypothesis, clause: Clause) -> Hypothesis:
    verb = clause.verb
    if verb is None or verb.verb_class is not VerbClass.ACTIVITY or verb.lemma in h.doings:
        return h
    return attrs.evolve(h, doings=h.doings + (verb.lemma,))


def _with_untold_doing(h: Hypothesis, clause: Clause, text: str, last: bool = False,
                       errand: str | None = None) -> Hypothesis:
    """ "Ann walked 3 miles. She walked to the park.": a doing that counts nothing is still a
    doing of its verb, of an amount not told; kept with every one its subject may be. Not a
    doing denied or supposed; one under way ("She was reading a book") is kept as a scene, which
    the replay counts only after such doings were told."""
    verb, subject = clause.verb, clause.subject
    if verb is None or subject is None or isinstance(subject, QtyChunk) or clause.negated or clause.supposed:
        return h
    under_way = verb.word.lower().endswith("ing") and any(a.group == "be" for a in clause.auxiliaries)
    doers = tuple(dict.fromkeys(who for who, _ in _resolve(h, subject, text)))
    return attrs.evolve(h, untold=h.untold + (UntoldDoing(verb.lemma, doers, clause.span, under_way, last,
                                                          errand),))


def _pooling_said(clause: Clause, tokens: tuple[Token, ...]) -> bool:
    """ "Ava and her sister combined their candy": a pooling told (lexicon ``pooling_verbs``),
    even when the machine read its verb as a word of totalling ("combined"); not supposed."""
    return not clause.supposed and any(
        t.kind is TokenKind.WORD and clause.span[0] <= t.start and t.end <= clause.span[1]
        and (lemma := words.verb_lemma(t.lower)) is not None and words.in_class(lemma, "pooling_verbs")
        for t in tokens)


_PLACING = frozenset({"in", "inside"})  # not "on a hat" (spent on), nor "at the store"


def _counted_elsewhere(clause: Clause, told: Told) -> QtyChunk | None:
    """ "Ann keeps her apples in a bag. She has 6 apples in a box.": a count of a kind placed
    ("in a box") after the kind was told, uncounted and owned ("her apples", "the apples"), at
    another place ("in a bag"): the count may be only those of one place, so much more never
    counted. The count, else None."""
    chunks = [clause.subject, *clause.head, *clause.rest]
    for at, chunk in enumerate(chunks[:-2]):
        prep, place = chunks[at + 1], chunks[at + 2]
        if not (isinstance(chunk, QtyChunk) and chunk.value is not None and chunk.noun is not None
                and isinstance(prep, PrepChunk) and prep.word.lower() in _PLACING
                and isinstance(place, NounChunk)):
            continue
        head, where = chunk.noun.head, place.noun.surface.lower()
        for noun in told.nouns:
            if noun.head != head or not (noun.owned_by is not None or noun.determiner in ("the", "some")):
                continue
            if any(p.clause == noun.clause and p.span[0] > noun.span[0] and p.word in _PLACING
                   and p.object and p.object[-1] != where for p in told.prepositions):
                return chunk
    return None


def _held_more_untold(clause: Clause) -> CueChunk | QtyChunk | None:
    """ "She has more apples at home" (a clause of "have" with no verb of its own), "bought 6 at
    the store and more at the market", "6 are in a bag and more are in a box" (joined after a
    count, the subject's or the object's), "More are in a box", "There are more in a box",
    "More plums were in the bowl" (a subject of its own): a bare "more" told (no count
    before it, no "than" after it), so much more never counted."""
    rest = list(clause.rest)
    than = any(isinstance(c, CueChunk) and c.kind == "than" for c in rest)
    subject = clause.subject
    if isinstance(subject, QtyChunk) and subject.value is None and subject.comparative == "more" and not (
        than or clause.verb is not None
    ):
        return subject  # "More plums were in the bowl" (not a doing: "More plums were added")
    there = isinstance(subject, CueChunk) and subject.kind == "there"
    held = clause.verb is None and [a.group for a in clause.auxiliaries] == ["have"] or there
    for at, chunk in enumerate(rest):
        before = rest[at - 1] if at else None
        joined = isinstance(before, ConjChunk) and before.word == "and" and any(
            isinstance(c, QtyChunk) for c in (subject, *clause.head, *rest[:at - 1]))
        opening = at == 0 and subject is None and clause.verb is None  # "More are in a box"
        if isinstance(chunk, CueChunk) and chunk.kind == "more" and not isinstance(before, QtyChunk) and (
            held or joined or opening
        ) and not any(isinstance(c, CueChunk) and c.kind == "than" for c in rest[at + 1:]):
            return chunk
    return None


def _with_scene_kind(h: Hypothesis, clause: Clause) -> Hypothesis:
    """ "Faye and her mom were picking carrots": a scene that counts nothing still names
    what a later bare number ("Faye picked 23") may count."""
    if clause.verb is None or not clause.verb.word.lower().endswith("ing"):
        return h
    noun = next((c.noun for c in clause.rest if isinstance(c, NounChunk) and c.noun.plural
                 and c.possessor is None), None)
    if noun is None:
        return h
    kind = Kind(noun.head, noun.of, noun.modifiers)
    return h if kind in h.scene_kinds else attrs.evolve(h, scene_kinds=h.scene_kinds + (kind,))


def _kinds(h: Hypothesis, qty: QtyChunk, subject: str | None) -> list[Kind]:
    noun = qty.noun
    bare_money = noun is not None and (noun.head, noun.modifiers, noun.of) == ("money", (), None)
    if qty.currency == "dollar" or bare_money:
        return [Kind("dollar")]  # "twice as much money as Jane": the money the story counts, in dollars
    pro_form = noun is not None and (noun.head == "one" and bool(noun.modifiers)
                                     or words.in_class(noun.head, "part_nouns"))
    if noun is not None and pro_form:
        # "20 red pens and 15 blue ones", "threw the rotten ones away", "sold the leftovers":
        # the pro-form takes its noun from what is told (its own words stay); never a kind
        # called "one" or "leftover" that no question counts
        told_nouns = [(e.kind.unit, e.kind.of) for e in h.entries if e.kind.unit not in ("one", "year")
                      and not words.in_class(e.kind.unit, "part_nouns")]
        held = [(e.kind.unit, e.kind.of) for e in h.entries
                if e.subject == subject and (e.kind.unit, e.kind.of) in told_nouns]
        return _untold_amount_of_one(qty, [Kind(unit, of, noun.modifiers)
                                           for unit, of in dict.fromkeys(held or told_nouns)])
    if qty.noun is not None and qty.noun.head and not _elided_head(qty):
        noun = qty.noun
        # ("5 blue shoes" told as well: "the shoes" are those too, never only the pairs)
        counted_bare = any(e.kind.unit == noun.head for e in h.entries)
        measured = {e.kind.base for e in h.entries if e.kind.of is not None and is_measure(e.kind.unit) and (
            e.kind.of == noun.head or not counted_bare and of_names(e.kind.of, noun.head))}
        untold_of_it = qty.value is None and not noun.modifiers and noun.of is None
        if not qty.of_said:
            # "gave each of her 2 sisters 5 shoes" after "22 pairs of shoes": shoes, never pairs
            # ("some of the shoes" may be pairs of them; "5 shoes" each counts shoes)
            measured = {k for k in measured if not counts_by_bundle(k.unit)}
        if untold_of_it and len(measured) == 1:
            return list(measured)  # "had 20 kilograms of meat … used 1/4 of the meat": kilograms of it
        if untold_of_it and len({k.unit for k in measured}) == 1:
            # "22 pairs of large shoes and 24 pairs of small shoes … sold some of the shoes": pairs
            # of them, whichever
            return [Kind(next(iter(measured)).unit, noun.head)]
        if qty.of_the and not noun.modifiers and noun.of is None:
            # "There were 32 slices of pizza. Tom ate 9 of the slices": the slices told, of what
            # they were told of, when one such kind is told and none of those things alone
            told_of = {e.kind.base for e in h.entries if e.kind.unit == noun.head}
            if len(told_of) == 1 and next(iter(told_of)).of is not None:
                return list(told_of)
        if qty.value is not None and is_measure(noun.head) and not noun.modifiers and noun.of is None:
            # "needs 60 pounds of flour. He has 25 pounds": of the one stuff told in that unit, told
            # of the holder; with two ("20 pounds of flour and 5 pounds of sugar"), or told only of
            # another ("The tank has 12 gallons": of water?), the unit alone
            stuffs = {e.kind for e in h.entries if e.kind.unit == noun.head}
            told_of_holder = any(e.subject == subject for e in h.entries if e.kind.unit == noun.head)
            stuff = next(iter(stuffs)) if len(stuffs) == 1 else None
            if told_of_holder and stuff is not None and stuff.of is not None and not stuff.modifiers:
                return [stuff]
        return [Kind(noun.head, noun.of, noun.modifiers)]
    # (never an age: "Rey is twice as old as Sol. If Sol had 4": 4 of what is not told)
    told = [e for e in h.entries if e.kind.unit != "year"]
    if any(e.per is None and e.clause[0] <= qty.span[0] < e.clause[1] for e in told):
        # "scores 5 points for each treasure … found 4 treasures on one level and 3 on the next":
        # beside a count of things in its own clause, a bare number goes on with those things,
        # never with an amount told per one of another kind
        told = [e for e in told if e.per is None]
    if qty.of_them and any(e.per is None for e in told):
        # "earns 5 points for each bag she recycles. She had 11 bags … 2 of them": "them" are
        # things told, never an amount told per one of them
        told = [e for e in told if e.per is None]
    own = [e.kind for e in told if subject is not None and e.subject == subject]
    pool = own or [e.kind for e in told] or list(h.scene_kinds)
    # "had two $20 bills. He spent one of them": the bills, not a dollar of their sum
    counted_money = {e.kind for e in told if e.count_unit is not None and e.rate is not None}
    seen: list[Kind] = []
    for kind in pool:
        if kind not in seen and kind not in counted_money:
            seen.append(kind)
    if qty.value is not None and not qty.of_them and any(
        e.kind in seen and e.amount.constant is not None and "dozen" in e.amount.constant and (
            e.clause[0] <= qty.span[0] < e.clause[1] or qty.comparative == "more" or qty.another)
        for e in told
    ):
        # "bought 12 dozen eggs and 8 on Monday", "(bought) 8 more": 8 eggs, or 8 dozen? ("8 of
        # them" counts the eggs; so does "ate 8" told apart)
        return []
    if len(seen) > 1 and len({(kind.unit, kind.of) for kind in seen}) == 1:
        # "15 red pens and 17 blue pens. He gave some of them away": kinds of one noun told
        # apart by their words; "them" is the pens, whichever (one kind alone is a guess)
        return [Kind(seen[0].unit, seen[0].of)]
    if len(seen) > 1 and own and (category := _common_category(seen)) is not None:
        # "16 plums, 18 guavas and 21 apples. She gave some of them away": the fruits, all
        # of them (the replay counts the kinds together from here on)
        return [Kind(category)]
    if len(seen) > 1 and own and (qty.of_them or qty.value is None):
        # "5 apples and 2 carrots. She ate 4 of them", "She gave Lu some": some of each,
        # perhaps; no one kind, and no category names them all
        return []
    return _untold_amount_of_one(qty, seen)


def _untold_amount_of_one(qty: QtyChunk, kinds: list[Kind]) -> list[Kind]:
    """ "had 25 stamps and 8 coins. She sold the leftovers": an untold amount of things not
    named, with two nouns told, binds neither. As two readings, the one where the asked
    holding lost it says nothing determinate and drops out of the pool, and the other
    would answer as if nothing had changed."""
    if qty.value is None and len({(kind.unit, kind.of) for kind in kinds}) > 1:
        return []
    return kinds


def _common_category(kinds: list[Kind]) -> str | None:
    """The narrowest category every kind certainly belongs to ("mammal" for cats and dogs,
    before "animal"), else None (a measure of stuff, a part: no category names them)."""
    if any(kind.of is not None or kind.part is not None for kind in kinds):
        return None
    return narrowest_category([(kind.unit, kind.modifiers) for kind in kinds])


def _sorts_of_a_told_getting(h: Hypothesis, protos: tuple[Proto, ...]) -> bool:
    """A list of two sorts or more, each with its noun left out ("2 blue and 3 red"), got by the
    verb of the getting of a told amount just before it, with nothing saying "also", "more" or
    "another": the same getting told in detail, or a second one? (One of an untold amount told
    so is read as its parts: ``ledger.detailed``.)"""
    if len(protos) < 2 or not h.entries or any(
        p.op is not Op.GAIN or p.verb is None or p.besides or p.qty.another or p.qty.comparative is not None
        or p.qty.noun is None or not p.qty.noun.head or not _elided_head(p.qty) for p in protos
    ):
        return False
    last, verb = h.entries[-1], protos[0].verb
    assert verb is not None
    return last.op is Op.GAIN and last.amount.value is not None and last.verb == verb.lemma and (
        not last.continuation)


def _elided_head(qty: QtyChunk) -> bool:
    """ "nine extra", "19 old ones", "13 new ones": no noun names what is counted."""
    noun = qty.noun
    assert noun is not None
    if noun.modifiers or noun.of:
        return False
    parts = words.lemmas(noun.surface)
    describing = "ADJ" in parts or "ADV" in parts
    return noun.head == "one" or describing and not noun.plural or (
        "NOUN" not in parts and bool(parts))


def _amount(qty: QtyChunk, text: str) -> Amount:
    value = None if qty.value is None else number_said(qty.value, qty.kind)
    return Amount(value, qty.value_span, text[qty.value_span[0]:qty.value_span[1]],
                  qty.lexicon_constant)


def _helper_and_helped(clause: Clause) -> EntityChunk | None:
    """ "Cody was helping his mom wash clothes": the two do the washing together, so the
    clause names them as a pair (whom a later "they" may be), as "Cody and his mom were washing
    clothes" does. Only "help" with a person and the verb of the doing after it: "let her
    brother wash" and "watched him wash" tell of one doer, "helped his mom" of no doing."""
    match clause.subject, clause.rest:
        case EntityChunk(kind="name" | "role") as helper, (
                EntityChunk(kind="name" | "role", plural=False) as helped, VerbChunk(), *_) if (
            clause.verb is not None and clause.verb.lemma == "help" and not clause.negated
            and not clause.supposed and not helper.plural
        ):
            return EntityChunk("group", f"{helper.text} and {helped.text}", clause.span,
                               members=(helper, helped), plural=True)
    return None


_ONE_PERSON = re.compile(r"\b(?:he|him|himself|she|her|herself)\b", re.IGNORECASE)


def _with_companion(clause: Clause, text: str) -> EntityChunk | None:
    """ "Sam went fishing with his dad", "Eva was playing chess with Lu": one person doing
    something with one other, at the clause's end, tells of the two together (whom a later
    "they" may be), as "Sam and his dad went fishing" does. Only a clause that counts nothing
    (the caller asks only then), with one person of each side named by a name or a role, in
    the singular, nothing after the companion, and nothing denied or supposed; and only when
    no "he" or "she" follows, which could then be either of the two ("Sam went fishing with his
    dad. He caught 5 fish.": Sam, as the one the scene told of alone); the companion named again
    in the words it was named by ("her aunt") is no such pronoun."""
    match clause.subject, clause.rest[-2:]:
        case EntityChunk(kind="name" | "role", plural=False) as doer, (
                PrepChunk(word="with"), EntityChunk(kind="name" | "role", plural=False) as companion) if (
            clause.verb is not None and not clause.negated and not clause.supposed and not clause.conditional
            and not doer.members and not companion.members
            and not any(isinstance(c, EntityChunk | QtyChunk) for c in clause.rest[:-2])
        ):
            said = text[companion.span[0]:companion.span[1]]
            if _ONE_PERSON.search(text[clause.span[1]:].replace(said, "")):
                return None
            return EntityChunk("group", f"{doer.text} and {companion.text}", clause.span,
                               members=(doer, companion), plural=True)
    return None


def _bind_statement(
    h: Hypothesis, protos: tuple[Proto, ...], chunks: tuple[Chunk, ...], text: str,
    subject: object = None,
) -> list[Hypothesis] | Refusal:
    for chunk in mentions(chunks):
        h = _register(h, chunk)
    if not protos and (isinstance(subject, NounChunk) or isinstance(subject, EntityChunk) and (
        subject.kind == "group" and all(m.kind in ("name", "role") for m in subject.members)
    )):
        # "A chef was making pies." introduces the chef; "Luke and his mom were washing
        # clothes." the two of them, whom a later "they" may be (one role alone is not
        # introduced: "Mary's mom is …" would make every later "she" Mary or her mom)
        introduced = _resolve(h, subject, text)
        if len(introduced) == 1:
            h = introduced[0][1]
    if _sorts_of_a_told_getting(h, protos):
        # "She bought 5 pens. She bought 2 blue and 3 red.": the 5 told sort by sort, or 5 more?
        start, end = protos[0].clause
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER, text[start:end], span=(start, end),
                       expected=("a getting told once",))
    readings = [h]
    for proto in protos:
        if _sold_each_period(h, proto, protos, text):
            continue  # "bakes 40 loaves a day. He sells them for $3 each": the sale price tells it
        next_readings: list[Hypothesis] = []
        for reading in readings:
            next_readings.extend(_bind_proto(reading, proto, text))
        readings = next_readings
        if not readings and _told_of_first_getting(h, proto):
            return []
        if not readings:
            return Refusal(RefusalCode.UNSUPPORTED_QUANTITY, Stage.READER,
                           text[proto.qty.span[0]:proto.qty.span[1]], span=proto.qty.span,
                           expected=("a quantity whose unit the text names",))
        if len(readings) > MAX_READINGS:
            return readings  # past the cap already: the caller refuses, no need to go on
    return readings


def told_wholes(h: Hypothesis, started_or_not: bool = False) -> list[Entry]:
    """The holdings a part may be of: each told, and each first getting of a kind in the
    reading where the holding starts with it ("George collected 50 marbles. Half of them are
    white": of the 50 he has, when he had none before). ``started_or_not``: in either reading."""
    started = {e.id for e in h.entries if e.op is Op.START_EMPTY}
    return [e for i, e in enumerate(h.entries) if e.whole is None and (
        e.op is Op.OBSERVE or e.op is Op.GAIN and e.amount.value is not None and not e.continuation
        and e.share is None and e.rate is None and (f"{e.id}s" in started or started_or_not and not any(
            e.subject in (o.subject, o.other) for o in h.entries[:i] if o.op is not Op.START_EMPTY)))]


def _told_beside_another(whole: Entry, wholes: list[Entry], text: str) -> bool:
    """A whole told in the same sentence as a whole of another kind or holder: a part that
    names no kind of its own may be of either."""
    for other in wholes[:-1]:
        start, end = sorted((other.clause[0], whole.clause[0]))
        apart = (other.kind, other.subject) != (whole.kind, whole.subject)
        if apart and not SENTENCE_BREAK.search(text[start:end]):
            return True
    return False


def _told_of_first_getting(h: Hypothesis, proto: Proto) -> bool:
    """A part told of what a first getting got ("collected 50 marbles. Half of them are
    white"), in the reading where the holder had some before: the reading where the holding
    started with it is read instead. Any answer this one determines, that one gives too
    (it is the case of none before), so leaving it out changes no answer."""
    wholes = told_wholes(h, started_or_not=True)
    return proto.part is not None and bool(wholes) and wholes[-1].op is Op.GAIN and (
        f"{wholes[-1].id}s" not in {e.id for e in h.entries})


def _bind_part(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis]:
    """ "38 are forks": the part belongs to the last holding the story stated. A part named
    with the whole's noun ("12 of them are red cards") is a sub-kind of the whole; one
    named by another noun is a part of it ("fir trees" among the trees)."""
    wholes = told_wholes(h)
    seen = _seen_whole(h, wholes)
    if seen is not None and proto.part is not None:
        return _bind_part_of_seen(h, proto, seen, text)
    untold = _whole_untold(h, proto, text)
    if untold is not None:
        h = attrs.evolve(h.with_entity(WORLD), entries=h.entries + (untold,))
        wholes = told_wholes(h)
    elif proto.whole_placed:
        return []  # "the apples on the table" after apples told elsewhere: other apples?
    contents = _whole_of_contents(h, proto, wholes)
    if contents is not None:
        h = attrs.evolve(h, entries=h.entries + (contents,))
        wholes = told_wholes(h)
    if not wholes or proto.part is None:
        return []
    whole = wholes[-1]
    sub = _sub_whole(h, whole, proto)
    if sub is not None:
        # "Half of the cows are female. 30% of the female cows (of the females) are pregnant":
        # of that part, as the whole it now is
        whole, proto = sub
    later = h.entries[h.entries.index(whole) + 1:]
    unowned = _held_by_no_one(h, whole)
    if any(_may_be_of(e.kind, whole.kind) and (unowned or whole.subject in (e.subject, e.other))
           and e.op in (Op.GAIN, Op.LOSS, Op.TRANSFER) for e in later):
        # "has 40 pens, buys 10 more; 17 of them are red": of the 50, not the 40; "has 60 pets
        # … sold 15 dogs. The rest are fish": the rest of which? ("There are 60 pets", "at the
        # farm": held by no one named, so anyone's sale may be of them)
        return []
    counted = proto.qty.noun
    if counted is not None and counted.head and not proto.qty.of_them and counted.head != whole.kind.unit:
        return []  # "8 pears are red" is no part of 20 apples
    unnamed = counted is None or not counted.head or proto.qty.of_them
    if unnamed and _told_beside_another(whole, wholes, text):
        return []  # "40 balloons and 20 kites. 12 are red": of the balloons or the kites?
    if counted is not None and counted.modifiers not in ((), whole.kind.modifiers):
        # "the rest of the red pens" after 20 pens: the rest of which?; "Half of the brown
        # eggs were large" after 40 eggs: of the brown ones, never of all 40
        return []
    if counted is not None and counted.head and not proto.qty.of_them and len(
        _holders_of(h, whole.kind)
    ) != 1:
        return []  # "17 pens are gel pens" when two holders have pens: whose?
    owner = proto.qty.of_entity
    if owner is not None and not proto.qty.of_them and whole.subject not in (
        who for who, _ in _resolve(h, owner, text)
    ):
        return []  # "Half of Ann's pets are dogs" is no part of Michael's pets
    parts = [e for e in h.entries if e.whole == whole.id]
    if any(e.rest for e in parts):
        return []  # nothing follows "the rest"
    if proto.qty.another and not parts:
        return []  # "has 50 crayons and 20 more of them are pink": more than which part?
    if proto.rest and not parts:
        return []  # "has 30 dolls; 12 of them … Bo has 20 dolls. The rest …": no part of Bo's told
    assert proto.part is not None
    if proto.doing_habit and not _animate(whole.kind.unit):
        return []  # "12 of the marbles like red": only people and animals keep habits
    noun = proto.part.noun
    lemma_parts = words.lemmas(noun.surface)
    if proto.doing or "ADJ" in lemma_parts and not noun.plural and not noun.modifiers:
        kind = attrs.evolve(whole.kind, modifiers=whole.kind.modifiers + (noun.head,))
    elif noun.head == whole.kind.unit and len(noun.modifiers) == 1 and not whole.kind.of:
        kind = attrs.evolve(whole.kind, modifiers=whole.kind.modifiers + noun.modifiers)
    elif noun.plural and noun.modifiers and noun.head != whole.kind.unit and not is_category(whole.kind.unit):
        return []  # "has some pens. 12 are red and the remaining 8 are blue pencils": not pens
    elif is_category(whole.kind.unit) and membership(noun.head, whole.kind.unit, noun.modifiers) is False:
        return []  # "has 40 animals. 12 are cows and the rest are roses": no rose is an animal
    else:
        kind = attrs.evolve(whole.kind, part=" ".join(noun.modifiers + (noun.head,)))
    if any(e.kind == kind for e in parts):
        return []  # "12 are red cards … 8 are red cards": the same part twice
    of_remaining = proto.qty.remaining or proto.share is not None and proto.share.remaining
    if not (proto.rest or of_remaining) and not all(
        _parts_apart(whole.kind, kind, proto.doing, e) for e in parts
    ):
        # "12 are red … 8 are large", "12 are dogs … 8 are puppies", "9 were singing … 5 were
        # dancing": some may be counted in both, so no rest nor complement is the whole less
        # them ("the rest", "half of the remaining" are apart from the parts before)
        return []
    entry = Entry(f"e{len(h.entries) + 1}", Op.OBSERVE, whole.subject, kind,
                  _amount(proto.qty, text), proto.clause, actor=whole.subject,
                  whole=whole.id, rest=proto.rest, doing=proto.doing,
                  doing_habit=proto.doing_habit, sign=proto.sign,
                  plus=_amount(proto.plus, text) if proto.plus is not None else None)
    uses = h.quantities + ((QuantityUse(proto.qty.value_span, entry.amount.text, entry.id),)
                           if proto.qty.value is not None else ())
    if proto.share_last:
        from wordproof.reader.fraction_binding import bind_share  # it binds with this module

        if not parts or h.entries[-1].whole != whole.id:
            return []  # "A box has 30 pens. Half as many are red": as many as what?
        # "5 of them are red and twice as many are green": a multiple of the part told just before
        return bind_share([attrs.evolve(h, entries=h.entries + (entry,), quantities=uses)], proto, entry.id,
                          text)
    if proto.share is not None:
        from wordproof.reader.fraction_binding import share_of_whole  # it binds with this module

        if proto.plus is not None:  # "5 more than half of them": the count added is the entry's
            h = attrs.evolve(h, quantities=h.quantities + (
                QuantityUse(proto.plus.value_span, _amount(proto.plus, text).text, entry.id),))
        return share_of_whole(h, entry, whole, proto, text)
    return [attrs.evolve(h, entries=h.entries + (entry,), quantities=uses)]


def _whole_untold(h: Hypothesis, proto: Proto, text: str) -> Entry | None:
    """ "70% of the students are boys", "Half of the mangoes are ripe" said before the story tells
    any of those things: a share of all the things the noun names, held by no one named, how many
    left untold — for a later "There are 400 mangoes" to tell (an observation of the same holding)
    or the parts to find ("and 12 are girls"). None when anything was told before (the share is
    then of that, or refused), or the share is not plainly "of the" plural noun alone."""
    qty, counted = proto.qty, proto.qty.noun
    if proto.share is None or proto.part is None or counted is None or not counted.head or not (
        counted.plural and qty.of_the
    ) or counted.of is not None or counted.modifiers or qty.of_them or qty.of_entity is not None or (
        qty.remaining or proto.share.remaining or proto.rest or proto.supposed or proto.past
    ):
        return None
    if h.entries:
        return None  # ("20% of the females" after goats told: a part of a part, ``_sub_whole``)
    return Entry(f"e{len(h.entries) + 1}", Op.OBSERVE, WORLD.id, Kind(counted.head),
                 Amount(None, counted.span, text[counted.span[0]:counted.span[1]]), proto.clause,
                 actor=WORLD.id)


def _whole_of_contents(h: Hypothesis, proto: Proto, wholes: list[Entry]) -> Entry | None:
    """ "Ann has 5 boxes. Each box has 8 pens. Half of the pens are red": a part said "of the"
    plain plural noun of a holder's contents (a RATE per container, no verb) is of all of them,
    the rate times the containers, though the story never told that many held: the whole is an
    observation of that holding, its amount left for replay to find (the contents make it).
    Only when ``contents_alone`` holds of them; else None, and the part is bound as before (or
    refused)."""
    qty, counted = proto.qty, proto.qty.noun
    if proto.part is None or counted is None or not counted.head or not (counted.plural and qty.of_the) or (
        counted.of is not None or counted.modifiers or qty.of_them or qty.of_entity is not None
        or qty.remaining or proto.rest or proto.supposed or proto.past
    ) or any(w.kind.unit == counted.head for w in wholes):
        return None
    rates = [e for e in h.entries if e.kind.unit == counted.head and e.op is Op.RATE]
    if len(rates) != 1 or not contents_alone(h, rates[0]):
        return None
    rate = rates[0]
    return Entry(f"e{len(h.entries) + 1}", Op.OBSERVE, rate.subject, rate.kind,
                 Amount(None, counted.span, counted.surface), proto.clause, actor=rate.subject)


def contents_alone(h: Hypothesis, rate: Entry, besides: Entry | None = None) -> bool:
    """Whether a holder's RATE of contents ("Each box has 8 pens", no verb, per a container) is all
    the story tells of its kind and of its holder, so that the holder's things of the kind are
    the rate times the containers and nothing more: no other entry of the kind or of the
    containers' kind (another holder, rate, change or count of them), and the holder told to
    hold nothing but the containers once (with rates per them: "and 6 pencils"; "5 boxes and 2
    bags": may the bags hold pens too?). ``besides``: the entry being bound, set aside."""
    if rate.op is not Op.RATE or rate.per is None or rate.verb is not None or rate.kind.modifiers or (
        rate.kind.of is not None or rate.supposed
    ):
        return False
    told = [e for e in h.entries if e is not besides and e.op is not Op.START_EMPTY]
    if [e for e in told if e.kind.unit == rate.kind.unit or e.per is not None and (
        e.per.unit == rate.kind.unit
    )] != [rate]:
        return False
    containers = [e for e in told if e.kind.unit == rate.per.unit and e is not rate]
    if len(containers) != 1 or containers[0].op not in (Op.OBSERVE, Op.GAIN) or (
        containers[0].subject != rate.subject or containers[0].amount.value is None
        or not rate.per.covers(containers[0].kind) or containers[0].kind.modifiers
        or containers[0].kind.of is not None and containers[0].kind.of.split()[-1] != rate.kind.unit
        # "10 packages (of (racing) cars)"
    ):
        return False
    return not any(e.subject == rate.subject and e is not containers[0] and not (
        e.op is Op.RATE and e.per == rate.per) for e in told)


def _sub_whole(h: Hypothesis, whole: Entry, proto: Proto) -> tuple[Entry, Proto] | None:
    """A part said "of the" one part of ``whole`` told before, named by the whole's noun with
    that part's word ("of the female cows") or by that word alone as a plural noun ("of the
    females"): that part entry, and the proto counting its kind in the whole's words. None
    when the words name no part of it, or more than one."""
    counted = proto.qty.noun
    if counted is None or not proto.qty.of_the or proto.qty.of_them or counted.of is not None or (
        proto.qty.of_entity is not None or not counted.plural
    ):
        return None
    wanted: set[str] | None = None
    if counted.head == whole.kind.unit and set(counted.modifiers) > set(whole.kind.modifiers):
        wanted = set(counted.modifiers)  # "of the female cows"
    elif not counted.modifiers and counted.head != whole.kind.unit:
        wanted = {*whole.kind.modifiers, counted.head}  # "of the females"
    if wanted is None:
        return None
    found = [e for e in h.entries if e.whole == whole.id and e.kind.part is None and not e.doing
             and e.kind.of == whole.kind.of and set(e.kind.modifiers) == wanted
             and len(e.kind.modifiers) == len(whole.kind.modifiers) + 1]
    if len(found) != 1:
        return None
    named = attrs.evolve(counted, head=whole.kind.unit, modifiers=found[0].kind.modifiers)
    return found[0], attrs.evolve(proto, qty=attrs.evolve(proto.qty, noun=named))


def _seen_whole(h: Hypothesis, wholes: list[Entry]) -> Entry | None:
    """ "Ivy saw 33 moths", "met 15 friends", "counted 40 cars": the things a doing that moves
    nothing counted, when it is the last count told (after every holding a part may be of)."""
    last = wholes[-1] if wholes else None
    for e in reversed(h.entries):
        if e is last:
            return None
        if e.op is Op.EVENT and e.verb_class in (None, VerbClass.ACTIVITY) and (
            e.amount.value is not None and e.whole is None and e.kind.part is None and not e.supposed
            and e.rate is None and measure_unit(e.kind.unit) is None
        ):
            return e
        if e.op is not Op.OBSERVE or e.whole is None:
            return None  # anything but parts told after it: of what, then?
    return None


def _bind_part_of_seen(h: Hypothesis, proto: Proto, seen: Entry, text: str) -> list[Hypothesis]:
    """ "Ivy saw 33 moths. 20 of them were brown": a part of what a doing counted, held by
    no one (the seer does not have them); named as the whole's noun, or with "of them"."""
    assert proto.part is not None
    counted = proto.qty.noun
    if counted is not None and counted.head and not proto.qty.of_them and (
        counted.head != seen.kind.unit or counted.modifiers not in ((), seen.kind.modifiers)
    ) or proto.qty.of_entity is not None and not proto.qty.of_them or proto.share is not None or (
        proto.qty.remaining
    ):
        return []
    parts = [e for e in h.entries if e.whole == seen.id]
    if any(e.rest for e in parts) or proto.rest and not parts:
        return []
    before = h.entries[:h.entries.index(seen)]
    if any(e.kind.base == seen.kind.base for e in before) or _told_beside_another(
        seen, [e for e in before if e.whole is None] + [seen], text
    ):
        # "Bo saw 20 moths" told before, "saw 33 moths and 12 bees": of which?
        return []
    noun = proto.part.noun
    if proto.doing_habit and not _animate(seen.kind.unit):
        return []
    if not (proto.doing or "ADJ" in words.lemmas(noun.surface) and not noun.plural and not noun.modifiers):
        return []  # "12 of them were dogs": a kind among the things seen is not read here
    kind = attrs.evolve(seen.kind, modifiers=seen.kind.modifiers + (noun.head,))
    if any(e.kind == kind for e in parts) or not proto.rest and not all(
        _parts_apart(seen.kind, kind, proto.doing, e) for e in parts
    ):
        return []
    h = h.with_entity(WORLD) if h.find(WORLD.id) is None else h
    entry = Entry(f"e{len(h.entries) + 1}", Op.OBSERVE, WORLD.id, kind, _amount(proto.qty, text),
                  proto.clause, actor=WORLD.id, whole=seen.id, rest=proto.rest, doing=proto.doing,
                  doing_habit=proto.doing_habit)
    uses = h.quantities + ((QuantityUse(proto.qty.value_span, entry.amount.text, entry.id),)
                           if proto.qty.value is not None else ())
    return [attrs.evolve(h, entries=h.entries + (entry,), quantities=uses)]


def _held_sub_kind(h: Hypothesis, proto: Proto, text: str) -> tuple[Hypothesis, Proto] | None:
    """ "Eric has 20 marbles. He has 12 white marbles": what one holds of a sub-kind of a
    whole the same holder was just told to hold, at the same time (no change told since,
    nothing told after it but its parts), is among that whole: the part "12 are white", with
    the hypothesis that holds its pronoun's binding ("She has" after Eric's marbles must be
    checked for agreement). None when the clause may tell more things ("also", "more",
    "other"), or another time. A getting after a first getting is among it only as
    ``_got_again_with_rest`` says."""
    counted = proto.qty.noun
    if proto.qty.value is None or counted is None or (
        len(counted.modifiers) != 1 or counted.of is not None or proto.qty.of_said
    ) or proto.at_start or proto.later or proto.past or proto.supposed:
        return None
    wholes = told_wholes(h)
    if not wholes:
        return None
    whole = wholes[-1]
    if whole.op is Op.OBSERVE:
        if proto.op is not Op.OBSERVE or proto.cues:
            return None
    elif not _got_again_with_rest(h, whole, proto, text):
        return None
    if whole.clause == proto.clause:
        return None  # "has 12 apples and 8 green apples": listed beside the whole, not among it
    if whole.kind != Kind(counted.head) and not (
        whole.op is Op.GAIN and whole.kind.base == Kind(counted.head) and not set(counted.modifiers) & set(
            whole.kind.modifiers)
    ) or any(e.whole != whole.id for e in h.entries[h.entries.index(whole) + 1:]):
        return None  # ("made 86 heart cookies. She made 36 red cookies and the rest …": of those)
    # the words from each clause to its sentence's end ("She has 20 rare cards too.")
    said = [set(re.findall(r"[a-z]+", text[start:sentence_span(text, (start, end))[1]].lower()))
            for start, end in (proto.clause, whole.clause)]
    if _PLACING_WORDS & said[0] or not _held_by_no_one(h, whole) and _PLACING_WORDS & said[1]:
        return None  # "has 20 marbles in his bag. He has 12 white marbles in his box"
    if {"also", "too", "more", "other", "another", "extra", "now", "still"} & said[0] or (
        whole.op is Op.OBSERVE
        and len({bool({"had", "was", "were", "will"} & words_said) for words_said in said}) != 1
    ):
        return None  # "had 20 marbles. He has 12 white marbles": maybe not among those 20
    if isinstance(proto.subject, CueChunk) and proto.subject.kind in ("there", "unplaced"):
        # "There are 60 chips in the bag. … There are 34 red chips": the one holder of chips
        holders = set(_holders_of(h, whole.kind))
        bound = h
    else:
        resolved = _resolve(h, proto.subject, text)
        holders = {who for who, _ in resolved}
        bound = resolved[0][1] if resolved else h
    if holders != {whole.subject}:
        return None
    described = NounChunk(counted, counted.span)
    return bound, attrs.evolve(proto, op=Op.OBSERVE, cues=(), part=described,
                               qty=attrs.evolve(proto.qty, noun=None))


_TOLD_AFTER = frozenset({"then", "later", "next", "after", "afterwards", "again", "second", "soon"})
_REST_TOLD = re.compile(r"\bthe rest (?:of (?:them|those|the [a-z]+) )?(?:are|were)\b")


def _got_again_with_rest(h: Hypothesis, whole: Entry, proto: Proto, text: str) -> bool:
    """ "made 86 cookies. She made 36 red cookies and the rest are pink": a getting by the
    whole's own verb of a sub-kind of what the first getting got is among it only when its
    sentence goes on to tell the rest of it; told alone it may be a second batch. So it may
    when either sentence places its getting at a time ("yesterday", "Today she made") or the
    second tells a setting of its own ("For the party she made"): another batch then."""
    if whole.op is not Op.GAIN or proto.op is not Op.GAIN or proto.verb is None or (
        proto.verb.lemma != whole.verb or proto.other is not None or proto.settings
        or proto.bought_for or proto.besides or proto.share is not None or proto.rate is not None
        or proto.paid_for is not None or proto.most_bought is not None
    ):
        return False
    start, end = sentence_span(text, proto.clause)
    if _TOLD_AFTER & set(re.findall(r"[a-z]+", text[start:end].lower())):
        return False  # "Then she made 36 red cookies": a second making, told after the first
    told = (sentence_span(text, whole.clause), (start, end))
    if re.search(r"[A-Za-z0-9]", text[start:proto.clause[0]]) or any(
        words.in_class(w, "prepositions") for w in re.findall(r"[a-z]+", text[start:proto.clause[1]].lower())
    ) or any(t.kind in PLACING and any(a <= t.span[0] < b for a, b in told) for t in h.times):
        return False
    return bool(_REST_TOLD.search(text[proto.clause[1]:end].lower()))


def _held_by_no_one(h: Hypothesis, whole: Entry) -> bool:
    """A whole held by a place or thing ("the jar", "the farm"), or by no one named."""
    return _no_one(h, whole.subject)


def _no_one(h: Hypothesis, holder: str) -> bool:
    """A holder that is a place or a thing, or no one named."""
    held_by = h.find(holder)
    return held_by is None or held_by.kind in (EntityKind.WORLD, EntityKind.PLACE) or held_by.gender == "n"


_PLACING_WORDS = frozenset({"in", "at", "on", "inside", "under", "from"})


def _may_be_of(kind: Kind, whole: Kind) -> bool:
    """Whether things of ``kind`` may be among a whole of ``whole``: of its noun, or of a kind
    the category it names may hold ("dogs" among "pets")."""
    return kind.base == whole.base or (
        is_category(whole.unit) and membership(kind.unit, whole.unit) is not False)


def _parts_apart(whole: Kind, kind: Kind, doing: bool, other: Entry) -> bool:
    """Whether a part of ``whole`` of ``kind`` certainly shares no member with the part told
    in ``other``: two colours ("red", "blue") or two size grades ("small", "medium"), or two
    kinds neither of which may be among the other: in two sorts of the categories table
    ("cats", "hamsters"; "oak trees", "fir trees"), or both unknown to it and no people
    ("forks", "knives"); not "dogs" and "puppies" or "poodles", "hens" and "chickens",
    "teachers" and "parents", "pets" and "cats", nor "tall trees" and "oak trees". A
    doing ("were hiding") is apart from no other part: the same ones may do two things."""
    if doing or other.doing:
        return False
    if kind.part is None and other.kind.part is None:
        added = set(kind.modifiers) - set(whole.modifiers), set(other.kind.modifiers) - set(whole.modifiers)
        if words.graded_apart(*added):
            return True
        kinds = [_kind_named(whole, a) for a in added if len(a) == 1]
    elif kind.part is not None and other.kind.part is not None:
        # "huge oaks": the oaks (a plural noun's head); "tall fir trees" among trees: the firs
        kinds = [part.split()[-1] if part.split()[-1] != whole.unit else _kind_named(
            whole, tuple(part.split()[-2:-1])) for part in (kind.part, other.kind.part)]
    else:
        return False
    if len(kinds) != 2 or None in kinds or kinds[0] == kinds[1]:
        return False
    named = [k for k in kinds if k is not None]
    if any(is_category(k) for k in named):
        return False
    if any(hypernyms_of(k) for k in named):
        # the table's sorts: "cats" and "hamsters" are apart; "hens" and "chickens", "cats" and
        # "lions", "dogs" and "poodles" (unknown) may share some
        return kinds_apart(*named)
    # "forks", "knives"; never people named by roles: a teacher may be a parent
    return not any(words.in_class(k, "young_animal_nouns") or is_person_word(k) for k in named)


def _kind_named(whole: Kind, described: tuple[str, ...] | set[str]) -> str | None:
    """The one word before the whole's noun that names a part's kind ("fir" of "fir trees"
    among trees, "apple" of "apple cards"); None when the words name no kind ("tall", "red")."""
    said = list(described)
    if len(said) != 1 or "ADJ" in words.lemmas(said[0]) or said[0] == whole.unit:
        return None
    return said[0]


def _sized_parts(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis] | None:
    """The reading with the size told of parts things were put into, unsized till now."""
    from wordproof.reader.shares import size_parts_put

    sized = size_parts_put(h.entries, proto, text)
    if sized is None:
        return None
    entry, use = sized
    if proto.op is Op.SHARE and not proto.capacity and (proto.subject is not None and {
        holder for holder, _ in _resolve(h, proto.subject, text)
    } != {entry.subject} or proto.besides or any(
        t.kind is not TimeKind.TENSE and t.span[0] >= entry.clause[1] for t in h.times
    )):
        # "Tom put 8 eggs into each basket": more of his, not the size of hers; "She also put",
        # "Then (The next day) she put 8 eggs into each basket": a second putting, of more
        return None
    return [attrs.evolve(h, entries=tuple(entry if e.id == entry.id else e for e in h.entries),
                         quantities=h.quantities + (use,))]


def _bind_rate(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis]:
    """ "Each pizza had 8 slices": of the pizzas of their one holder."""
    assert isinstance(proto.subject, NounChunk)
    if proto.qty.comparative is not None:
        return []  # "Each bowl has 23 more fish": more than what it had, which is not told
    sized = _sized_parts(h, proto, text)
    if sized is not None:  # "She packed them in baskets. There are 25 apples in each basket."
        return sized
    # "each pack of red balls": of those packs only, not of packs of blue balls
    per = Kind(proto.subject.noun.head, proto.subject.noun.of)
    # "each blue box": of blue boxes told, not of "4 red boxes" ("each book shelf" names shelves)
    described = {m for m in proto.subject.noun.modifiers if "ADJ" in words.lemmas(m)}
    if described and set(proto.subject.noun.modifiers) == described:
        # "Each indoor table has 10 chairs": the rate keeps its words, so it is said of the
        # indoor tables alone and another sort's rate ("each outdoor table") stands beside it
        per = attrs.evolve(per, modifiers=proto.subject.noun.modifiers)
    holders = sorted({e.subject for e in h.entries if e.kind.unit == per.unit and not e.kind.part
                      and e.op in (Op.OBSERVE, Op.GAIN) and described <= set(e.kind.modifiers)})
    told = [e for e in h.entries if e.kind.unit == per.unit or e.per is not None and e.per.unit == per.unit]
    if proto.owned_later:
        return _rate_of_own(h, proto, per, holders, told, text)
    if not described and per.of is None and len(told) == 1 and _plain_pace(told[0], per):
        return _measured_pace(h, proto, told[0], text)
    if not holders and not described and proto.qty.noun is not None and not any(
        e.kind.unit == per.unit and e.op is not Op.EVENT or e.per is not None and e.per.unit == per.unit
        for e in h.entries
    ):
        # "Each box has 6 pens" of no boxes the story counts: what any box has (a pace); boxes
        # an activity counted ("read 5 stories. Each story is 50 pages") are not held. "Each
        # big box" is not read so: the pace would keep no "big" and hold for any box
        return _any_ones_pace(h, proto, per, text)
    if len(holders) > 1 and not described and per.of is None and proto.other is None and not any(
        e.per is not None and e.per.unit == per.unit for e in h.entries
    ) and not words.in_class(per.unit, "person_nouns"):
        # "Ann has 6 boxes. Ben gives her 2 of his 5 boxes. Each box has 3 pens.": the boxes of
        # every holder told, whose they are now or were: what any box has (a pace)
        return _any_ones_pace(h, proto, per, text)
    if proto.other is not None:
        # "Mara has 12 bags with 2 pens in each bag": the bags of the clause's own holder
        return [bound for who, h1 in _resolve(h, proto.other, text) if who in holders
                for bound in _rate_of(h1, proto, per, who, text)]
    if not holders and not described:
        holders = _holders_of_contents(h, per)
    if len(holders) != 1:
        return []
    return _rate_of(h, proto, per, holders[0], text, every_sort=not proto.subject.noun.modifiers)


def _any_ones_pace(h: Hypothesis, proto: Proto, per: Kind, text: str) -> list[Hypothesis]:
    """What each one of a kind has, told of no one holder's: a world pace of any one."""
    kinds = _kinds(h, proto.qty, None)
    if len(kinds) != 1:
        return []  # "There is one champion per year": one of what the story never counted
    kind = kinds[0]
    entry = Entry(f"e{len(h.entries) + 1}", Op.PACE, WORLD.id, kind, _amount(proto.qty, text),
                  proto.clause, actor=WORLD.id, per=per, of_counted=proto.of_counted)
    use = QuantityUse(proto.qty.value_span, entry.amount.text, entry.id)
    return [attrs.evolve(h.with_entity(WORLD), entries=h.entries + (entry,),
                         quantities=h.quantities + (use,))]


def _rate_of_own(h: Hypothesis, proto: Proto, per: Kind, holders: list[str], told: list[Entry],
                 text: str) -> list[Hypothesis]:
    """ "He has 6 pens in each box": the rate of the boxes of the clause's holder, who holds
    all the boxes told so far, or, when none are told yet, the boxes counted after (the rate is
    the holder's, so another's boxes are never multiplied by it)."""
    assert proto.other is not None
    if holders and len(holders) != 1 or not holders and told:
        return []  # boxes of two holders, or told only as what something else holds
    return [bound for who, h1 in _resolve(h, proto.other, text) if not holders or who in holders
            for bound in _rate_of(h1, proto, per, who, text, counted_after=not holders)]


def _holders_of_contents(h: Hypothesis, per: Kind) -> list[str]:
    """ "Tom has 6 boxes. Each box has 7 bags. Each bag has 30 pens.": bags told only as what
    each box holds are the boxes' holder's, so what each bag holds is that holder's too. Only
    when the story tells of those things nothing but one holder's rate of them (loose bags, or
    bags of two holders: which bags does "each bag" say?)."""
    told = [e for e in h.entries if e.kind.unit == per.unit or e.per is not None and e.per.unit == per.unit]
    rates = [e for e in told if e.op is Op.RATE and e.kind.unit == per.unit]
    if len(rates) != 1 or len(told) != 1 or per.of is not None or words.in_class(per.unit, "person_nouns"):
        return []  # "Each class has 20 students. Each student has 3 pens.": the students' own
    return [rates[0].subject]


def _plain_pace(entry: Entry, counted: Kind) -> bool:
    """A pace of a count of things for each one of a time, and nothing more ("takes 3 naps a
    week"), its things those ``counted``, as the story tells them nowhere else."""
    return entry.op is Op.PACE and entry.kind.unit == counted.unit and not entry.kind.modifiers and (
        counted.of in (None, entry.kind.of) and not entry.kind.part and entry.amount.value is not None
    ) and (
        not entry.within and entry.count is None and entry.each_of is None and entry.counted_by is None
        and not entry.work and entry.per is not None and entry.verb is not None)


def _measured_pace(h: Hypothesis, proto: Proto, pace: Entry, text: str) -> list[Hypothesis]:
    """ "He takes 3 naps a week. Each nap is 2 hours long.": what each of the things a pace
    counts measures, told of every one of them, makes a pace of the measure, as "takes 3 2-hour
    naps a week" does (2 hours a nap, 3 naps a week): the pace of the things stays."""
    assert pace.per is not None and proto.qty.noun is not None
    noun = proto.qty.noun
    # "drinks 4 glasses of water a day. Each glass is 5 ounces": 5 ounces of water
    kind = Kind(noun.head, noun.of or pace.kind.of)
    measure = measure_unit(noun.head)
    if kind.of is not None and (measure is None or measure.dimension not in ("mass", "volume")):
        return []  # "4 glasses of water a day. Each glass is 5 inches": the glass's size, not the water's
    if measure is not None and measure.dimension == "length" and (pace.verb is None or not words.goes_over(
        pace.verb
    )):
        return []  # "drinks 3 mugs a day. Each mug is 6 inches": how tall; "runs 3 laps … 400 meters"
    entry = Entry(f"e{len(h.entries) + 1}", Op.PACE, pace.subject, kind, _amount(proto.qty, text),
                  proto.clause, actor=pace.actor, verb=pace.verb, verb_class=pace.verb_class,
                  per=pace.per, cues=pace.cues, within=(pace.amount,), within_per=(pace.kind,))
    use = QuantityUse(proto.qty.value_span, entry.amount.text, entry.id)
    return [attrs.evolve(h, entries=h.entries + (entry,), quantities=h.quantities + (use,))]


def _rate_of(h: Hypothesis, proto: Proto, per: Kind, holder: str, text: str,
             counted_after: bool = False, every_sort: bool = False) -> list[Hypothesis]:
    """The RATE of ``holder``'s containers of kind ``per``: one a holder and container kind
    (``counted_after``: containers the story counts after the rate; ``every_sort``: told of
    the bare noun, "Each bag has 6 pens", so of every sort of bags the holder has)."""
    if words.in_class(per.unit, "person_nouns") and _is_person(h.find(holder)):
        return []  # "Ann has 3 sons. Each son has 6 pens.": the pens are the sons', not Ann's
    kinds = _kinds(h, proto.qty, holder)
    if len(kinds) != 1:
        return []
    kind = kinds[0]
    if any(e.op is Op.RATE and e.per == per and e.subject == holder and (
        e.clause != proto.clause or e.kind == kind) for e in h.entries
    ):
        return []  # one rate a holder and container kind, but for the kinds one clause lists
    entry = Entry(f"e{len(h.entries) + 1}", Op.RATE, holder, kind, _amount(proto.qty, text),
                  proto.clause, actor=holder, per=per, of_counted=proto.of_counted,
                  counted_after=counted_after, every_sort=every_sort)
    use = QuantityUse(proto.qty.value_span, entry.amount.text, entry.id)
    return [attrs.evolve(h, entries=h.entries + (entry,), quantities=h.quantities + (use,))]


def _is_person(entity: Entity | None) -> bool:
    """A person or people (not a team, a place or the world): what they hold is their own,
    never what the people they have hold."""
    return entity is not None and (entity.kind in (EntityKind.PERSON, EntityKind.GROUP) or (
        entity.kind is EntityKind.ROLE and entity.gender != "n") or (
        # "He has 5 friends with 3 pens each": a personal pronoun no one told before is someone
        entity.kind is EntityKind.ANONYMOUS and (said := words.pronoun(entity.label, "subject")) is not None
        and said.gender != "n"))


def _bind_price(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis]:
    """ "Each pen costs $2": the price of one pen, whoever buys pens; one price a kind (and
    one sale price: "sold 6 cakes for $3 each"). "sold them for $3 each": of the kind this
    reading bound the clause's one sale to."""
    if proto.share is not None or proto.plus is not None:
        return _bind_compared_price(h, proto, text)
    if isinstance(proto.subject, EntityChunk):
        from wordproof.reader.fraction_binding import one_kind_told  # it binds with this module

        sold = [e for e in h.entries if e.clause == proto.clause and e.op in (Op.LOSS, Op.TRANSFER)]
        if not sold and (bought := _bought_before(h, proto) or _paced_before(h, proto, text)) is not None:
            per = bought  # "He buys 2 pens a day. They cost $2 each.", "bakes 9 pies a day. sells them …"
        elif len(sold) != 1 or not one_kind_told(h, sold[0]) or sold[0].kind.of is not None:
            return []  # "12 pounds of apples … sold them for $5 each": each apple, or each pound?
        else:
            per = sold[0].kind
    else:
        assert isinstance(proto.subject, NounChunk)
        noun = proto.subject.noun
        per = Kind(noun.head, noun.of, noun.modifiers)
    kinds = _kinds(h, proto.qty, None)
    if len(kinds) != 1 or any(e.op is proto.op and e.per is not None and e.per.unit == per.unit
                              and not _told_apart(e.per, per) for e in h.entries):
        return []
    count = _amount(proto.count, text) if proto.count is not None else None  # "One pack costs $2"
    # "Vera sells scarves for $9": her price (``other``), for her sales and others' purchases
    sellers = _resolve(h, proto.basis, text) if proto.basis is not None else [(None, h)]
    told_by: list[tuple[str | None, str | None, Hypothesis]] = [(seller, None, h1) for seller, h1 in sellers]
    if proto.payer is not None:  # "Ana paid $2 for each pen": her price, for her purchases only
        told_by = [(None, payer, h1) for payer, h1 in _resolve(h, proto.payer, text)]
    found = []
    for seller, payer, h1 in told_by:
        entry = Entry(f"e{len(h1.entries) + 1}", proto.op, WORLD.id, kinds[0], _amount(proto.qty, text),
                      proto.clause, actor=WORLD.id, per=per, count=count,
                      count_unit=per.unit if count else None, other=seller, payer=payer, later=proto.later)
        uses = tuple(QuantityUse(a.span, a.text, entry.id) for a in (entry.amount, count) if a is not None)
        found.append(attrs.evolve(h1.with_entity(WORLD), entries=h1.entries + (entry,),
                                  quantities=h1.quantities + uses))
    return found


# words that place a holding supposed before the doings told ("at first", "initially") or after
# them ("left", "now", "after that")
_HOLDING_PLACED = frozenset({"after", "left", "now", "still", "remaining", "then", "initially", "first",
                             "originally", "before", "beginning", "start"})


def _money_held_supposed_after_spending(clause: Clause, clauses: list[Clause], tokens: tuple[Token, ...],
                                        protos: tuple[Proto, ...],
                                        hypotheses: tuple[Hypothesis, ...]) -> bool:
    """Whether a supposition holds money ("If she had $50") after the story told a purchase or
    money spent, given or lost, with no word placing it before them ("at first") or after them
    ("left", "now", "after that") and no question of the change (the money handed over): the
    money may be what she had before them or after."""
    said = {t.lower for t in tokens if clause.span[0] <= t.start and t.end <= clause.span[1]}
    change_asked = any(c.wh is not None and any(isinstance(n, NounChunk) and n.noun.head == "change"
                                                 for n in (*c.head, *c.rest)) for c in clauses)
    if said & _HOLDING_PLACED or clause.later or change_asked:
        return False
    held = any(p.op is Op.OBSERVE and p.qty.currency is not None for p in protos)
    return held and any(
        e.op is Op.GAIN and e.verb is not None and words.in_class(e.verb, "buying_verbs")
        or e.op in (Op.LOSS, Op.TRANSFER) and _is_money_kind(e.kind) for h in hypotheses for e in h.entries)


def _thing_wanted(clause: Clause) -> bool:
    """ "He also wants a vase", "She needs a new pen too": a wanting (lexicon ``wanting_verbs``) of
    a thing named as its object, no amount or price of it told (not a doing wanted, "wants to
    make a border", "decides to go to the store")."""
    verb = clause.verb
    return verb is not None and words.in_class(verb.lemma, "wanting_verbs") and any(
        isinstance(c, NounChunk) for c in clause.rest) and not any(
        isinstance(c, VerbChunk) for c in clause.rest)


def _price_named(clause: Clause, tokens: tuple[Token, ...], named: str = "price_nouns") -> bool:
    """Whether a clause names a price or a cost (lexicon ``price_nouns``: "splits the cost",
    "the price went up"), or a noun of another class ``named``."""
    return any(t.kind is TokenKind.WORD and clause.span[0] <= t.start and t.end <= clause.span[1]
               and words.in_class(words.noun_lemma(t.lower) or t.lower, named) for t in tokens)


def _said_empty(clause: Clause, tokens: tuple[Token, ...]) -> bool:
    """ "The crates are empty", "The yellow boxes were vacant": things said to hold nothing (lexicon
    ``empty_adjectives``) by a clause that counts nothing."""
    return clause.verb is not None and (clause.verb.lemma == "be" or words.in_class(
        clause.verb.lemma, "empty_adjectives")) and _price_named(clause, tokens, "empty_adjectives")


def _price_cut_untold(clause: Clause, tokens: tuple[Token, ...], protos: tuple[Proto, ...],
                      hypotheses: tuple[Hypothesis, ...]) -> bool:
    """ "bought 5 pens for $2 each. She used a coupon.", "There was a sale.": what cuts a price
    (lexicon ``price_cutting_nouns``) told after something priced or paid, with no share or
    sum of it read: what the buyer paid is less, by how much is not told. A sum held beside
    one ("He has a $5 off coupon", "a $5 coupon") is no money held at any point of the story.
    So are things got free (lexicon ``no_charge_words``) told after things bought, sold or
    priced: "She got 2 plates free" may be 2 of those paid for, or 2 besides."""
    if _price_named(clause, tokens, "no_charge_words") and any(
            e.op in (Op.PRICE, Op.SALE_PRICE) or e.verb is not None and (
                words.in_class(e.verb, "buying_verbs") or words.in_class(e.verb, "selling_verbs"))
            for h in hypotheses for e in h.entries):
        return True
    if not _price_named(clause, tokens, "price_cutting_nouns"):
        return False
    if any(p.op is Op.OBSERVE and p.qty.currency is not None for p in protos):
        return True
    return not any(
        p.op is Op.DISCOUNT or p.qty.currency is not None for p in protos
    ) and any(e.op in (Op.PRICE, Op.SALE_PRICE) or _is_money_kind(e.kind)
              for h in hypotheses for e in h.entries)


def _bought_before(h: Hypothesis, proto: Proto) -> Kind | None:
    """ "They cost $2 each" after a purchase: the kind "they" are, when one purchase (or pace
    of buying) was told before, of things of one kind with no "of" (each box, or each pen?)
    counted one by one (not "3 dozen": each dozen?),
    and the story has told of no other kind of things (money and times aside: with two kinds
    "they" may be either)."""
    bought = [e for e in h.entries if e.op in (Op.GAIN, Op.PACE) and e.verb is not None
              and words.in_class(e.verb, "buying_verbs") and e.clause[1] <= proto.clause[0]]
    if len(bought) != 1 or bought[0].kind.of is not None or bought[0].amount.value == 1 or (
        bought[0].amount.constant is not None
    ):
        return None  # ("3 dozen pens. They cost $2 each": each pen, or each dozen?)
    kind = bought[0].kind
    if any(e.op is Op.LOSS and e.verb is not None and words.in_class(e.verb, "selling_verbs")
           and e.kind == kind for e in h.entries):
        return None  # ("bought 4 pens and sold them. They are $2 each": the price paid, or got?)
    return kind if _things_told(h) == {kind} else None


def _sold_each_period(h: Hypothesis, proto: Proto, protos: tuple[Proto, ...], text: str) -> bool:
    """ "Omar bakes 40 loaves a day. He sells them for $3 each.": the selling of "them" (all of
    them, no count said) in a clause that tells its sale price is of the things of the one
    pace told before (``_paced_before``), each period's; it changes no holding, so it is no
    entry of its own: the sale price, told of those things, says they are sold."""
    return proto.op is Op.LOSS and proto.qty.value is None and proto.qty.noun is None and (
        text[proto.qty.span[0]:proto.qty.span[1]].lower() == "them") and any(
        p.op is Op.SALE_PRICE and p.clause == proto.clause for p in protos) and (
        _paced_before(h, proto, text) is not None)


def _paced_before(h: Hypothesis, proto: Proto, text: str) -> Kind | None:
    """The kind of the one pace told before ``proto``, of plain things counted one by one
    ("40 loaves a day"), when the story has told of nothing else and the seller is the pace's
    doer: "them" he sells are that pace's things ("Ida sells them": Omar's loaves, whose money?)."""
    if len(h.entries) != 1 or h.entries[0].op is not Op.PACE or h.entries[0].clause[1] > proto.clause[0]:
        return None
    pace = h.entries[0]
    seller = proto.subject if proto.op is Op.LOSS else proto.basis  # a price's subject is the things
    if seller is not None and (not isinstance(seller, EntityChunk) or {
        subject for subject, _ in _resolve(h, seller, text)} != {pace.actor}
    ) or pace.kind.of is not None or pace.amount.value in (None, 1) or (
        pace.amount.constant is not None or pace.each_of is not None or pace.within
        or pace.count is not None or is_measure(pace.kind.unit)
    ):
        return None
    return pace.kind if _things_told(h) == {pace.kind} else None


def _things_told(h: Hypothesis) -> set[Kind]:
    """The kinds of things the story has told of, money and times aside."""
    return {k for e in h.entries if e.op is not Op.DISCOUNT  # a share off names no things
            for k in (e.kind, e.per) if k is not None and not _is_money_kind(k)
            and not ((unit := measure_unit(k.unit)) is not None and unit.dimension in ("time", "calendar"))}


def _bind_compared_price(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis]:
    """ "A pad is 50% more expensive than a pen": the price of one pad is the one price told
    before of one pen (with no "than", of the one other thing priced) plus that share of it;
    none, two, or a price of pads told already, and there is no reading. "A pad costs twice as
    much (as a pen)": the factor times that price, with no "as" only of a price told just before.
    "A pad costs $3 more than a pen": that price plus the sum, in the pen's money unit."""
    from wordproof.reader.fractions_of import share_amount  # it binds with this module

    assert isinstance(proto.subject, NounChunk)
    noun = proto.subject.noun
    per = Kind(noun.head, noun.of, noun.modifiers)
    other = None if proto.other_kind is None else Kind(
        proto.other_kind.head, proto.other_kind.of, proto.other_kind.modifiers)
    prices = [e for e in h.entries if e.op is Op.PRICE and e.per is not None and e.payer is None
              and e.other is None]
    bases = [e for e in prices if e.per == other or other is None and e.per != per]
    if len(bases) != 1 or any(e.per is not None and e.per.unit == per.unit and not _told_apart(e.per, per)
                              for e in prices):
        return []
    basis = bases[0]
    if proto.share is None:
        return _price_more_by_a_sum(h, proto, text, per, basis)
    multiple = is_factor(proto.share)
    if multiple and other is None and (h.entries[-1] is not basis or basis.count is not None and (
        basis.count.value != 1
    ) or basis.per is not None and measure_unit(basis.per.unit) is not None):
        # "A pen costs $3. Ann bought 4 pens. A pad costs twice as much": as the pen, or as
        # the $12? With no "as", only a price told just before, of one thing ("Two pens cost
        # $3": as one pen, or as the two? "$3 a pound": as a pound?), is that much
        return []
    entry = Entry(f"e{len(h.entries) + 1}", Op.PRICE, WORLD.id, basis.kind, Amount(None, proto.clause, ""),
                  proto.clause, actor=WORLD.id, per=per, share=share_amount(proto.share, text),
                  share_entry=basis.id, sign=proto.sign, share_added=not multiple)
    use = QuantityUse(proto.share.value_span, entry.share.text if entry.share else "", entry.id)
    return [attrs.evolve(h.with_entity(WORLD), entries=h.entries + (entry,),
                         quantities=h.quantities + (use,))]


def _price_more_by_a_sum(h: Hypothesis, proto: Proto, text: str, per: Kind, basis: Entry) -> list[Hypothesis]:
    """ "A pen costs $2. A pad costs $3 more than a pen": the pad's price is the pen's plus $3;
    a sum in another money unit than the pen's price ("50 cents more than a $2 pen") is not read."""
    assert proto.plus is not None and proto.plus.currency is not None and proto.plus.value is not None
    if basis.kind.unit != proto.plus.currency:
        return []
    if proto.sign < 0 and (basis.amount.value is None or proto.plus.value >= basis.amount.value / (
        basis.count.value if basis.count is not None and basis.count.value else 1
    )):
        return []  # "$3 less than a $2 pen" is no price; less than a price found later may not be one
    entry = Entry(f"e{len(h.entries) + 1}", Op.PRICE, WORLD.id, basis.kind, Amount(None, proto.clause, ""),
                  proto.clause, actor=WORLD.id, per=per, plus=_amount(proto.plus, text),
                  share_entry=basis.id, sign=proto.sign)
    use = QuantityUse(proto.plus.value_span, entry.plus.text if entry.plus else "", entry.id)
    return [attrs.evolve(h.with_entity(WORLD), entries=h.entries + (entry,),
                         quantities=h.quantities + (use,))]


def _bind_conversion(h: Hypothesis, proto: Proto, text: str) -> Hypothesis:
    """ "There are 60 minutes in an hour": a factor of units, held by no one."""
    assert proto.per is not None and proto.qty.noun is not None
    entry = Entry(f"e{len(h.entries) + 1}", Op.CONVERSION, WORLD.id, Kind(proto.qty.noun.head),
                  _amount(proto.qty, text), proto.clause, actor=WORLD.id, per=Kind(proto.per.head))
    use = QuantityUse(proto.qty.value_span, entry.amount.text, entry.id)
    return attrs.evolve(h.with_entity(WORLD), entries=h.entries + (entry,), quantities=h.quantities + (use,))


def _told_apart(one: Kind, other: Kind) -> bool:
    """ "bags of nuts" and "bags of figs", "VIP tickets" and "regular tickets": two kinds of
    one noun that their words tell apart, each of which may have its own price."""
    return one.of is not None and other.of is not None and one.of != other.of or (
        one.of == other.of and bool(one.modifiers) and bool(other.modifiers)
        and not set(one.modifiers) & set(other.modifiers))


def _bind_share(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis]:
    """ "He shares them among 4 friends": of the one holder of the kind shared."""
    from wordproof.reader.shares import bind_share

    assert proto.per is not None
    told_equal = _told_equal(h, proto, text)
    if told_equal is not None:  # "Each binder has the same number of cards.": of a share told
        return told_equal
    sized = _sized_parts(h, proto, text)
    if sized is not None:  # "She put them in jars. Each jar holds 6."
        return sized
    if proto.capacity and proto.verb is not None and any(e.kind.unit == proto.per.head for e in h.entries):
        # "Each box has 6 pens" of boxes the story counts: the pens are a rate of the boxes
        # ("Each box can hold 6 pens" is room: the boxes may not be full)
        per = NounChunk(proto.described or proto.per,
                        proto.count.span if proto.count is not None else proto.clause)
        return _bind_rate(h, Proto(Op.RATE, per, proto.qty, proto.clause), text)
    if _put_in_each_counted(h, proto):
        if len({who for who, _ in _resolve(h, proto.subject, text)}) != 1:
            return []  # "Omar has 5 trays. Ivo has 3 bags. He places 6 buns on each tray": who?
        # "Ann has 10 crates. She packs 12 bottles in each crate": what "She has 12 bottles in
        # each crate" says, a rate of her own crates (another's crates are never multiplied)
        per = NounChunk(proto.per, proto.count.span if proto.count is not None else proto.clause)
        return _bind_rate(h, Proto(Op.RATE, per, proto.qty, proto.clause, other=proto.subject,
                                   owned_later=True, supposed=proto.supposed), text)
    sharers: list[tuple[str | None, Hypothesis]] = [(None, h)]
    if proto.shared is not None:
        sharers = [(s, h1) for s, h1 in _resolve(h, proto.subject, text)]
    found: list[Hypothesis] = []
    if proto.capacity:
        sharers = [(None, h.with_entity(WORLD))]
    # ("5 of his friends": the count is told, whoever's they are)
    owner = proto.count.of_entity if proto.count is not None and proto.count.value is None else None
    for sharer, h1 in sharers:
        for entry, uses in bind_share(h1.entries, proto, text, sharer, _shared_kinds(h1, proto, text)):
            if not proto.parted_by_subject and isinstance(proto.other, EntityChunk) and (
                proto.other.text.lower() == "they" and is_person_word(entry.kind.unit)
                and any(_is_person(e) for e in h1.entities)
            ):
                # "There are 6 kids and Tom. They were split into teams": with Tom, or not? (a
                # club or a school that has the kids is none of them: "The club had 63 students")
                continue
            if isinstance(proto.other, EntityChunk) and proto.other.text.lower() in ("they", "them") and any(
                e.kind.part is not None and e.kind.unit == entry.kind.unit and e.subject == entry.subject
                and e.clause[0] < proto.clause[0] for e in h1.entries
            ):
                # "had 63 students. 27 of them were girls. They were split into groups": the
                # girls, or all the students?
                continue
            if proto.parted_by_subject:
                entry = attrs.evolve(entry, parter=_parter(h1, proto, sharer, text))
            if not proto.capacity and proto.shared is None and isinstance(proto.subject, EntityChunk):
                doers = {who for who, _ in _resolve(h1, proto.subject, text)}
                if len(doers) == 1 and None not in doers and entry.subject not in doers:
                    doer = doers.pop()
                    if any(e.op is not Op.SHARE and doer in (e.subject, e.other)
                           and e.kind.unit == entry.kind.unit for e in h1.entries):
                        continue  # "gave 4 pens to Bo. Bo put the pens into bags": his 4, or hers?
                    # "Ivo has 22 coins. Ana wants to put them in 4 stacks": Ana's doing
                    entry = attrs.evolve(entry, actor=doer)
            if isinstance(proto.other, NounChunk) and proto.other.possessor is not None and any(
                owner != entry.subject for owner, _ in _resolve(h1, proto.other.possessor, text)
            ):
                continue  # "Bo put his pens into bags" is no parting of Ann's pens
            if proto.capacity and isinstance(proto.other, EntityChunk):
                # "Ben can fit 5 cards on each page": the room of the pages he fills
                fitters = {who for who, _ in _resolve(h1, proto.other, text)}
                if len(fitters) != 1 or None in fitters:
                    continue
                entry = attrs.evolve(entry, actor=fitters.pop(), other=None)
            # "among her children": the children counted must be hers, whoever "her" may be
            owners = _resolve(h1, owner, text) if owner is not None else [(entry.other, h1)]
            owned = [h2 for _, h2 in owners] if all(who == entry.other for who, _ in owners) else []
            found.extend(_sized_before(attrs.evolve(h2, entries=h2.entries + (entry,),
                                                    quantities=h2.quantities + uses))
                         for h2 in owned)
    if not found and proto.planned and isinstance(proto.subject, EntityChunk):
        # "Ana wants to split her pens into groups of 5. She has 30 pens.": the whole told after
        from wordproof.reader.shares import bind_share_told_later

        for sharer, h1 in _resolve(h, proto.subject, text):
            if sharer is not None:
                for entry, uses in bind_share_told_later(h1.entries, proto, text, sharer,
                                                         _kinds(h1, proto.qty, None)):
                    if proto.parted_by_subject:
                        entry = attrs.evolve(entry, parter=sharer)
                    found.append(attrs.evolve(h1, entries=h1.entries + (entry,),
                                              quantities=h1.quantities + uses))
    return found


def _parter(h: Hypothesis, proto: Proto, sharer: str | None, text: str) -> str | None:
    """Who did a parting told in the active voice: the one its subject denotes ("Al put Ben's
    chairs into rows": Al); None when the subject may be more than one."""
    if sharer is not None:
        return sharer
    doers = {who for who, _ in _resolve(h, proto.subject, text)}
    return doers.pop() if len(doers) == 1 else None


def _shared_kinds(h: Hypothesis, proto: Proto, text: str) -> list[Kind]:
    """The kinds the whole of a share may be: those its words name; for "them" after kinds of
    one category the sharer holds ("has 4 tulips and 23 roses. She puts them into vases"), the
    category, when "she" can be no one else and the kinds were told together in one clause; so
    for a passive "they" of people kinds that one holder has ("The team had 31 boys and 32 girls.
    They were split into groups")."""
    kinds = _kinds(h, proto.qty, None)
    if proto.capacity and proto.qty.noun is None and proto.qty.currency is None:
        # "Each shelf can hold 7" after "35 sodas": seven of the things counted; never a sum of
        # money or a measure ("$30 … Each box can hold 6": 6 of what?)
        kinds = [k for k in kinds if k.unit != "dollar" and measure_unit(k.unit) is None]
    named = {(k.unit, k.of) for k in kinds}
    said = proto.other.text.lower() if isinstance(proto.other, EntityChunk) else None
    if len(named) == 1 or said not in ("them", "they"):
        return kinds
    if said == "them" and isinstance(proto.subject, EntityChunk):
        sharers = {who for who, _ in _resolve(h, proto.subject, text)}
    elif said == "they" and not proto.parted_by_subject and all(is_person_word(unit) for unit, _ in named):
        # "The team had 31 boys and 32 girls. They were split into groups": the one holder's people
        sharers = {e.subject for e in h.entries
                   if e.op in (Op.OBSERVE, Op.GAIN) and (e.kind.unit, e.kind.of) in named}
    else:
        return kinds
    if len(sharers) != 1 or None in sharers:
        return kinds
    if len({e.clause for e in h.entries if (e.kind.unit, e.kind.of) in named}) > 1:
        return kinds  # "… and 23 roses. She sold 9 roses. She puts them …": the roses, or all?
    categories = [k for k in _kinds(h, proto.qty, sharers.pop()) if is_category(k.unit)]
    return categories if len(categories) == 1 else kinds


def _put_in_each_counted(h: Hypothesis, proto: Proto) -> bool:
    """ "She packs 12 bottles in each crate" (a putting of a count into each one of a kind, by
    one doer, the parts uncounted by the clause), told when the story counts those crates: the
    crates are not parts still to be counted but the putter's own, each holding the count. The
    containers named with a word the counted ones were not told with ("She has 7 boxes. She puts
    3 pens in each blue box") are only some of them, or others: no such count."""
    return proto.parted_by_subject and not proto.capacity and proto.shared is None and (
        proto.other is None and not proto.sized_later and proto.per is not None
        and proto.count is not None and proto.count.value is None and proto.qty.value is not None
        and proto.qty.noun is not None and isinstance(proto.subject, EntityChunk)
        and not proto.subject.members) and any(
        e.kind.unit == proto.per.head
        and set((proto.described or proto.per).modifiers) <= set(e.kind.modifiers)
        and e.op is not Op.SHARE for e in h.entries)


def _told_equal(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis] | None:
    """A clause saying the parts of one share told before are equal, as a share of its own
    never is. What should be, or is wished or supposed ("Each kid should get the same number of
    cards", "She wants to give each friend the same amount": ``equal_again``) is read only so:
    the one share into parts of that noun (and of that kind, when named), wished by the one who
    shares, is ``told_equal`` (and what its parts leave over is its rest); of no such share, the
    clause is not read ([]). A holding said of every part ("Tom had 84 cards in 7 binders. Each
    binder has the same number of cards.") makes the one share of those parts and that kind whose
    parts are equal only when told (``equal_untold``) a share of equal parts, no more (the things
    are in the parts: none is left over); None when there is no such share, or the clause is no
    such saying (it is then read as the share it tells itself: `shares._each_the_same`)."""
    from wordproof.reader.shares import EVERYONE

    assert proto.per is not None
    wished = proto.equal_again
    if not wished and (
        proto.capacity or proto.sized_later or proto.shared is not None or proto.qty.value is not None
        or proto.count is None or proto.count.value is not None or proto.qty.noun is None
    ):
        return None
    kind = proto.qty.noun.head if proto.qty.noun is not None else None
    anyone = proto.per.head in EVERYONE  # "gives everyone the same number": parts that are people
    told = [e for e in h.entries if e.op is Op.SHARE and e.per is not None and (
                e.per.unit == proto.per.head
                or anyone and wished and words.in_class(e.per.unit, "person_nouns"))
            and (kind is None or kind in (e.kind.unit, e.kind.of)) and not e.capacity
            and (wished or e.equal_untold and not e.told_equal)
            # "read 120 pages in 4 days … wrote the same number each day" says nothing of the reading
            and (e.verb is None or proto.verb is not None and proto.verb.lemma == e.verb)]
    if len(told) != 1 or not wished and told[0].per is not None and words.in_class(
        told[0].per.unit, "person_nouns"
    ):
        # ("Each kid should get the same number of cards" of no sharing told; "Each friend has
        # the same number of pens": of their own, too?)
        return [] if wished else None
    share = told[0]
    if share.subject == "world" and share.shared is not None and any(
        e.actor not in (None, "world") for e in h.entries
    ):
        return []  # "6 friends bought 234 tickets. Tom bought 10. They each …": Tom too?
    equal = attrs.evolve(share, told_equal=True) if wished else attrs.evolve(share, equal_untold=False)
    readings = [h] if isinstance(proto.subject, CueChunk) else [
        h1 for who, h1 in _resolve(h, proto.subject, text) if who in (share.subject, share.actor)]
    return [attrs.evolve(h1, entries=tuple(equal if e is share else e for e in h1.entries))
            for h1 in readings]


def _sized_before(h: Hypothesis) -> Hypothesis:
    """ "A vase can hold 7 flowers. … She put them into vases.": parts neither counted nor
    sized take the size of the one room told before of every part of that noun and of the kind
    put, as "Each vase can hold 7" told after them gives it (`shares.size_parts_put`). The room
    becomes the size of that sharing: the share keeps the room's id and cites its number."""
    put = h.entries[-1]
    if put.op is not Op.SHARE or not put.sized_later or put.per is None:
        return h
    rooms = [e for e in h.entries[:-1] if e.op is Op.SHARE and e.capacity and e.per is not None
             and e.per.unit == put.per.unit and not e.per.modifiers]
    if len(rooms) != 1 or rooms[0].amount.value is None or rooms[0].kind.unit != put.kind.unit or any(
        e.op is Op.SHARE and e.sized_later for e in h.entries[:-1]
    ):
        return h
    room = rooms[0]
    sized = attrs.evolve(put, id=room.id, amount=room.amount, sized_later=False, room=room.room)
    uses = tuple(attrs.evolve(u, entry=room.id) if u.entry == put.id else u for u in h.quantities)
    return attrs.evolve(h, entries=tuple(e for e in h.entries[:-1] if e is not room) + (sized,),
                        quantities=uses)


def _bind_pace(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis]:
    """ "She reads 10 pages a day": her reading, 10 pages for each day."""
    assert proto.per is not None and proto.verb is not None
    found = []
    doers = [(WORLD.id, h.with_entity(WORLD))] if proto.actor == WORLD.id else (
        _resolve(h, proto.subject, text))  # "It takes 7 minutes to bake a cake": anyone
    each_of, holder = None, None
    # "12 bags weigh 24 pounds": what each has of the weight, no doing
    verb: str | None = None if proto.count is not None and words.in_class(
        proto.verb.lemma, "measuring_verbs") else proto.verb.lemma
    if proto.members:
        assert isinstance(proto.subject, NounChunk)
        member = proto.subject.noun
        each_of, holder = Kind(member.head), _members_holder(h, member)
        if proto.members_count is not None and proto.members_count.noun is not None:
            # "4 kids each eat 3 apples a day": the kids counted there do it
            holder = None
            counted = NounChunk(proto.members_count.noun, proto.members_count.span, determiner="the")
            doers = _resolve(h, counted, text)
        elif holder is None:
            doers = []
        elif words.in_class(proto.verb.lemma, "yielding_verbs") and not words.in_class(
            member.head, "person_nouns"
        ):
            verb = "get"  # "Each cow gives 5 liters of milk a day": what the farmer gets
            doers = [(holder, h)]
        else:
            # "Each dog eats 2 cups a day": the dogs do it, the holder's dogs ("her dogs")
            them = f"{member.head} of {holder}"
            doers = [(them, h.with_entity(_role(them, attrs.evolve(proto.subject, noun=attrs.evolve(
                member, plural=True)))))]
    for subject, h1 in doers:
        for kind in _kinds(h1, proto.qty, subject):
            if proto.qty.noun is None and kind.of is not None and _counted_by_its_own_noun(kind.of, text):
                continue  # "28 boxes of cookies. He eats 7 a day": 7 boxes, or 7 cookies?
            entry = Entry(f"e{len(h1.entries) + 1}", Op.PACE, subject, kind, _amount(proto.qty, text),
                          proto.clause, actor=subject, verb=verb, per=Kind(proto.per.head, proto.per.of),
                          each_of=each_of,
                          other=holder if holder != subject else None,
                          each_of_count=_amount(proto.members_count, text) if proto.members_count else None,
                          count=_amount(proto.count, text) if proto.count is not None else None,
                          cues=proto.cues, work=proto.work, counted_by=proto.counted_by,
                          within=tuple(_amount(count, text) for count in proto.within),
                          within_per=tuple(Kind(count.noun.head if count.noun else "time")  # "twice": 2 times
                                           for count in proto.within))
            uses = tuple(QuantityUse(q.value_span, _amount(q, text).text, entry.id)
                         for q in (proto.qty, proto.count, *proto.within, proto.members_count)
                         if q is not None)  # "for one cake"
            found.append(attrs.evolve(h1, entries=h1.entries + (entry,), quantities=h1.quantities + uses))
    return found


def _many_asked_of_one(h: Hypothesis, subject: Chunk, holder: str) -> bool:
    """ "A frog eats 2 flies a day. How many flies do the frogs eat in 5 days?": a plural
    noun asked of one doer's pace (how many frogs?), with no pace told of each member."""
    entity = h.find(holder)
    return isinstance(subject, NounChunk) and subject.noun.plural and entity is not None and not (
        entity.plural or entity.members) and not any(e.op is Op.PACE and e.each_of is not None
                                                     for e in h.entries)


def _members_holder(h: Hypothesis, member: Noun) -> str | None:
    """The one holder of the things "each cow" names: every entry told of cows so far is one
    plain holding of theirs (of every cow: "each brown cow" is not said of "52 cows")."""
    told = _members_told(h, member)
    return told.subject if told is not None else None


def _members_told(h: Hypothesis, member: Noun) -> Entry | None:
    """The one plain holding of the things "each cow" names, when it is every entry told of
    cows so far."""
    told = [e for e in h.entries
            if e.kind.unit == member.head or e.per is not None and e.per.unit == member.head]
    if len(told) != 1 or told[0].op is not Op.OBSERVE or told[0].kind.part or told[0].kind.of or (
        told[0].amount.value is None or not set(member.modifiers) <= set(told[0].kind.modifiers)
    ):
        return None
    return told[0]


def _spent_bare(h: Hypothesis, proto: Proto, kind: Kind) -> bool:
    """A bare count spent ("She spent 6") taken for a kind held that is no money: not coins, not
    things told spent before ("spent 2 tickets on a hat, 10 on a ball"), not "6 of them"."""
    if proto.verb is None or not words.in_class(proto.verb.lemma, "spending_verbs") or (
        proto.qty.noun is not None or proto.qty.of_them or coin_value(kind.unit) is not None
    ):
        return False
    unit = measure_unit(kind.unit)
    return (unit is None or unit.dimension != "money") and not any(
        e.kind == kind and e.verb is not None and words.in_class(e.verb, "spending_verbs") for e in h.entries)


def _bought_bare_money(proto: Proto, kind: Kind) -> bool:
    """A bare count bought ("bought 3 more", "bought 3 for $9") taken for money: money is what
    buys, never what is bought (coins aside)."""
    return proto.op is Op.GAIN and proto.verb is not None and words.in_class(
        proto.verb.lemma, "buying_verbs") and proto.qty.value is not None and proto.qty.noun is None and (
        proto.qty.currency is None and _is_money_kind(kind) and coin_value(kind.unit) is None)


def _is_money_kind(kind: Kind) -> bool:
    unit = measure_unit(kind.unit)
    return unit is not None and unit.dimension == "money"


def _same_doing_by_another(h: Hypothesis, proto: Proto, subject: str, kind: Kind, text: str) -> bool:
    """ "Robyn sold 47 boxes of cookies while Lucy sold 29": the doing told last, of containers
    of a stuff and of nothing else in its sentence, is the same doing (op and verb) by another
    doer, so the bare number leaves out the whole noun phrase said there, as the same words
    would: 29 boxes of cookies. The doer's own next doing ("He ate 7") may take from inside the
    boxes, and is still refused; so is a number after two kinds ("3 bags and 2 boxes of nuts.
    Bo sold 5": of which?)."""
    if not h.entries or proto.verb is None and proto.op is not Op.OBSERVE:
        return False
    last = h.entries[-1]
    verb = None if proto.verb is None else proto.verb.lemma
    sentence = sentence_span(text, last.clause)
    return last.kind == kind and last.amount.value is not None and last.op is proto.op and (
        last.verb == verb and last.subject != subject and last.actor == last.subject
        and not last.continuation) and all(
        e.kind == kind for e in h.entries if sentence_span(text, e.clause) == sentence)


def _counts_as_compared(proto: Proto, subject: str, other: str | None) -> bool:
    """A bare amount told by comparison with an amount told, which it counts as: with another
    holder's ("8 bags of chips. Bo has 3 fewer", "Bo has twice as many as Ann"), or with the same
    doing at another time ("sold 30 boxes of cookies on Friday … twice as many as on Friday",
    "10 more than yesterday"): in bags, in boxes, as that amount is."""
    return proto.op in (Op.COMPARE, Op.SCALE) and other not in (None, subject) or proto.than_time is not None


def _counted_by_its_own_noun(stuff: str, text: str) -> bool:
    """Whether the text writes ``stuff`` (what containers hold: "boxes of cookies") in a plural
    form, things a bare number may count as well as the containers ("bottles of water": no)."""
    return any(words.noun_form(word) == stuff and word.lower() != stuff
               for word in re.findall(r"[A-Za-z]+", text))


def _bind_proto(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis]:
    found: list[Hypothesis] = []
    if proto.op is Op.RATE:
        return _bind_rate(h, proto, text)
    if proto.op in (Op.PRICE, Op.SALE_PRICE):
        return _bind_price(h, proto, text)
    if proto.op is Op.CONVERSION:
        return [_bind_conversion(h, proto, text)]
    if proto.op is Op.SHARE:
        return _bind_share(h, proto, text)
    if proto.op is Op.PACE:
        return _bind_pace(h, proto, text)
    if proto.op is Op.DISCOUNT:
        from wordproof.reader.fraction_binding import bind_discount  # it binds with this module

        return bind_discount(h, proto, text)
    if proto.part is not None:
        return _bind_part(h, proto, text)
    if (told_part := _held_sub_kind(h, proto, text)) is not None:
        return _bind_part(*told_part, text)
    if isinstance(proto.subject, CueChunk) and proto.subject.kind == "holder":
        return _bind_to_holder(h, proto, text)
    if isinstance(proto.subject, CueChunk) and proto.subject.kind == "unplaced":
        return _bind_unplaced(h, proto, text)
    if isinstance(proto.subject, CueChunk) and proto.subject.kind in ("scene", "totalled"):
        return _bind_scene(h, proto, text)
    if isinstance(proto.subject, CueChunk) and proto.subject.kind == "there" and proto.op is Op.OBSERVE and (
        proto.qty.comparative is None and not proto.later
    ):
        return _bind_placeless(h, proto, text)
    if proto.most_bought is not None and proto.qty.noun is None:
        priced = _priced_most_bought(h, proto.qty)
        return [] if priced is None else _bind_plain(h, attrs.evolve(proto, qty=priced), text)
    if proto.op is Op.GAIN and proto.qty.of_them and proto.qty.noun is None:
        readings = []
        for subject, h1 in _resolve(h, proto.subject, text):
            for kind in _kinds(h1, proto.qty, None):
                sourced = _source_of_them(h1, proto, subject, kind)
                if sourced is not None:
                    readings.append((h1, sourced))
        for h1, sourced in readings:
            found.extend(_bind_proto(h1, attrs.evolve(sourced, qty=attrs.evolve(
                sourced.qty, of_them=False)), text) if sourced.op is Op.TRANSFER else
                _bind_plain(h1, sourced, text))
        return found
    return _bind_plain(h, proto, text)


def _priced_most_bought(h: Hypothesis, qty: QtyChunk) -> QtyChunk | None:
    """ "Toys cost $9 each. … if she bought as many as she could": the things bought as many
    as the money buys, named by no noun, are the one kind the story has priced so far; none,
    or two kinds priced, leave no reading."""
    priced = list(dict.fromkeys(e.per for e in h.entries if e.op is Op.PRICE and e.per is not None))
    if len(priced) != 1 or priced[0].part is not None or is_measure(priced[0].unit):
        return None  # ("Rope costs $2 per foot": as many feet as she could, or any length?)
    kind = priced[0]
    noun = Noun(kind.unit, kind.unit, True, kind.modifiers, kind.of, qty.span)
    return attrs.evolve(qty, noun=noun)


def _bind_unplaced(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis]:
    """ "Now there are six balls": the holding of the one holder of that kind so far; with
    none or several, of no one the text names (the world)."""
    found: list[Hypothesis] = []
    for kind in _kinds(h, proto.qty, None):
        holders = _holders_of(h, kind)
        if len(holders) == 1:
            found.extend(_add_entry(h, proto, holders[0], None, kind, text))
        else:
            found.extend(_add_entry(h.with_entity(WORLD), proto, WORLD.id, None, kind, text))
    return found


def _bind_placeless(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis]:
    """ "There are 12 more green pens than red pens in a box. There are 16 red pens.": things said
    to be there with no place are where the one holder of their kind so far holds them, when
    that holder is a place or a thing (never a person: "Ann has 9 pens. There are 4 pens." says
    not whose); otherwise no one's the text names, as before."""
    kinds = _kinds(h, proto.qty, None)
    holders = [_holders_of(h, kind) for kind in kinds]
    if len(kinds) != 1 or len(holders[0]) != 1 or h.find(holders[0][0]) in (None, WORLD) or not _no_one(
        h, holders[0][0]
    ):
        return _bind_plain(h, proto, text)
    return _add_entry(h, proto, holders[0][0], None, kinds[0], text)


def _bind_scene(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis]:
    """ "The shed has 9 rakes. There are also 4 hoes.": things said to be there too, with no
    place, are where the sentence right before put its things, when that sentence told only
    what one thing (never a person: "Ann has 9 rakes. There are also 4 hoes." says not whose)
    holds; otherwise they are no one's the text names, as any unplaced "there are". So too a
    total told with no place ("There are 9 boys and some girls in the yard. There are 30
    children in all."), when that sentence told two kinds or more there: the total of its
    parts ("There are 5 cows in the barn. There are 20 animals in all." may count a whole farm)."""
    holder = _scene_holder(h, proto, text)
    if holder is None and isinstance(proto.subject, CueChunk) and proto.subject.kind == "totalled" and (
        people := _people_totalled(h, proto, text)
    ):
        return people
    if holder is None:
        unplaced = attrs.evolve(proto, subject=CueChunk("there", "there", proto.subject.span))
        return _bind_plain(h, unplaced, text)
    if _another_scene_before(h, holder):
        # "The hall has 27 chairs. 18 boys are in the choir. There are also 15 desks.": beside
        # the boys in the choir, or beside the chairs in the hall?
        return []
    return [found for kind in _kinds(h, proto.qty, None)
            for found in _add_entry(h, proto, holder, None, kind, text)]


# the words a placeless total may say after its quantity, beside its kind
_TOTALLED_ONLY = frozenset({"altogether", "in", "all", "total", "together", "combined"})


def _people_totalled(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis]:
    """ "Bo has 3 more pens than Al. There are 15 pens altogether.": a total told with no place,
    of a kind only people have held so far (two or more, each told apart, no group, thing or
    place among them), is the total of all of them, as "They have 15 pens altogether" is of
    everyone named. Only right before the question ("If there are 15 pens in all, how many
    …?"), so no one told after it may hold some too; any other holder of the kind, or a kind
    the quantity does not name exactly, leaves no such reading."""
    after = text[proto.clause[1]:].lstrip(" ,.!")
    if not re.match(r"(?:how|what)\b", after, re.IGNORECASE) or re.search(r"[.!?]", after[:-1]):
        return []
    kinds = _kinds(h, proto.qty, None)
    if len(kinds) != 1:
        return []
    said = re.findall(r"[a-z]+", text[proto.qty.span[1]:proto.clause[1]].lower())
    if not set(said) <= set(kinds[0].plural_label.split()) | _TOTALLED_ONLY:
        return []  # "… altogether in their class", "… to share": a place or doing the total is of
    holders = [h.find(holder) for holder in _holders_of(h, kinds[0])]
    people = [e for e in holders if e is not None and e.kind in (EntityKind.PERSON, EntityKind.ROLE)
              and e.gender != "n" and not e.plural and not e.members]
    if len(people) < 2 or len(people) != len(holders) or any(
        e.kind.base == kinds[0].base and e.kind != kinds[0] for e in h.entries
    ):
        return []
    ids = tuple(e.id for e in people)
    group_id = " and ".join(ids)
    group = h.find(group_id) or Entity(group_id, group_id, EntityKind.GROUP, proto.subject.span,
                                       plural=True, members=ids, implicit=True)
    return _add_entry(h.with_entity(group), attrs.evolve(proto, op=Op.TOTAL), group_id, None, kinds[0], text)


def _another_scene_before(h: Hypothesis, holder: str) -> bool:
    """Whether a thing other than ``holder`` (a place, a box) was told to hold things before."""
    return any(e.subject != holder and (found := h.find(e.subject)) is not None
               and found.kind is EntityKind.ROLE and found.gender == "n" for e in h.entries)


def _scene_holder(h: Hypothesis, proto: Proto, text: str) -> str | None:
    """The one thing whose holdings the sentence right before ``proto``'s told, or None."""
    if not h.entries:
        return None
    last = h.entries[-1]
    told = [e for e in h.entries if e.clause == last.clause]
    between = text[last.clause[1]:proto.clause[0]]
    if sentence_span(text, last.clause) == sentence_span(text, proto.clause) or (
        between.strip(" .!") or between.count(".") + between.count("!") != 1
    ):
        return None  # not the sentence right before
    if any(words.in_class(w, "place_adverbs") or w in ("outside", "out", "away")
           for w in re.findall(r"[a-z]+", text[slice(*proto.clause)].lower())):
        return None  # "There are also 4 hoes outside": a place of their own
    holder = h.find(last.subject)
    if holder is None or holder.kind is not EntityKind.ROLE or holder.gender != "n" or holder.plural or any(
        e.op is not Op.OBSERVE or e.subject != last.subject or e.other is not None for e in told
    ):
        return None
    totalled = isinstance(proto.subject, CueChunk) and proto.subject.kind == "totalled"
    if totalled and len({e.kind for e in told}) < 2:
        return None  # a total of one kind told: of that place, or of more than it?
    return holder.id


def _moves(protos: tuple[Proto, ...]) -> bool:
    """Whether some reading of a clause changes a holding (a gain, a loss or a giving)."""
    return any(p.op in (Op.GAIN, Op.LOSS, Op.TRANSFER) for p in protos)


def _bind_to_holder(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis]:
    """ "12 of them were sold", "3 ducks flew away": things whose holder the clause does not
    name change the holding of the one holder of their kind so far, per kind the quantity
    may count. No reading when no one or several hold that kind, nor for a gain of things
    picked out of a holding ("4 of them got in"): no one gains what they already hold."""
    found: list[Hypothesis] = []
    if proto.op is Op.GAIN and (proto.qty.of_them or proto.qty.of_the):
        return found
    kinds = _kinds(h, proto.qty, None)
    if len(kinds) == 1 and kinds[0].of is None and (is_measure(kinds[0].unit) or not kinds[0].modifiers and (
        not _holders_of(h, kinds[0])
    )):
        # "20 liters evaporated": liters of what the story measures in liters; "12 flocks of geese
        # … 5 flocks flew off": flocks of what the story counts in flocks, when no one holds
        # bare flocks (flocks of geese and of ducks told: of either, two readings)
        kinds = [e.kind.base for e in h.entries if e.kind.unit == kinds[0].unit and e.kind.of] or kinds
        kinds = list(dict.fromkeys(kinds))
    for kind in kinds:
        holders = _holders_of(h, kind)
        if len(holders) == 1 and (not proto.from_seller or _sells(h, holders[0])):
            found.extend(_add_entry(h, proto, holders[0], None, _words_all_share(h, kind), text))
    return found


def _words_all_share(h: Hypothesis, kind: Kind) -> Kind:
    """ "3 brown candy boxes and 2 blue candy boxes … 5 boxes were sold": every box told is a
    candy box, so the boxes sold are candy boxes too (the words every told kind of that noun
    has, when the quantity says none of its own)."""
    told = [e.kind.modifiers for e in h.entries if e.kind.base == kind.base and not e.kind.part]
    if kind.modifiers or kind.part or not told:
        return kind
    shared = tuple(word for word in told[0] if all(word in others for others in told[1:]))
    return attrs.evolve(kind, modifiers=shared)


def _sells(h: Hypothesis, holder: str) -> bool:
    """A holder that sells what it holds: a place or body named by a selling place ("a toy store"),
    not told buying things itself ("The bakery bought 10 rolls. 12 rolls were bought.": by it?)."""
    entity = h.find(holder)
    return entity is not None and bool(entity.label.split()) and words.in_class(
        entity.head, "selling_places") and not any(
        holder in (e.subject, e.actor) and e.verb is not None and words.in_class(e.verb, "buying_verbs")
        for e in h.entries)


def _self_compared(proto: Proto, others: list[tuple[str | None, Hypothesis]], subject: str | None) -> bool:
    """A holding or a doing compared with a pronoun's, at no other time told ("than she has",
    "as he does", "than she did"): the reading in which the pronoun is the subject compares a
    thing with itself, and is no reading."""
    return proto.op in (Op.SCALE, Op.COMPARE) and proto.other_kind is None and proto.than_time is None and (
        isinstance(proto.other, EntityChunk) and proto.other.kind == "pronoun"
        and proto.offset is None and not proto.share_dimensions
        and any(other == subject for other, _ in others))


def _holders_of(h: Hypothesis, kind: Kind) -> list[str]:
    """Everyone the entries so far show holding ``kind`` (givers and receivers too). A size
    said of parts alone ("A vase holds 5 flowers", "Each pie takes 5 apples") shows no one
    holding any."""
    found: list[str] = []
    for entry in h.entries:
        if entry.op in (Op.COMPARE, Op.SCALE) and kind.base in (
            k.base for k in (entry.other_kind, *entry.other_kinds) if k is not None
        ) and entry.subject not in found:
            found.append(entry.subject)  # "12 more green pens than red pens in a box": the box's red pens
        if entry.kind.base != kind.base or entry.op is Op.PRICE or entry.op is Op.SHARE and entry.capacity:
            continue
        for holder in (entry.subject, entry.other):
            if holder is not None and holder not in found:
                found.append(holder)
    return found


def _bind_plain(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis]:
    found: list[Hypothesis] = []
    them_unread = False
    for subject, h1 in _resolve(h, proto.subject, text):
        others: list[tuple[str | None, Hypothesis]] = [(None, h1)]
        if isinstance(proto.other, CueChunk) and proto.other.kind == "other holder":
            found.extend(_scale_of_other_holder(h1, proto, subject, text))
            continue
        if proto.other is not None:
            others = list(_resolve(h1, proto.other, text, clause_subject=subject))
            if proto.op in (Op.SCALE, Op.COMPARE) and any(
                _untold_one_meant(h1, h2, subject, of_ages=_of_ages(proto)) for _, h2 in others
            ):
                continue  # "Ann is 40. Kim's daughter is half her age": Ann's age, or Kim's?
            if proto.other_kind is not None and proto.other is not proto.subject and any(
                other != subject for other, _ in others
            ):
                # "Bo has twice as many dogs as she has cats" after Ann's cats: Bo's own cats,
                # or Ann's? Held as one reading, the other would be dropped unseen
                continue
            if _self_compared(proto, others, subject):
                # "Bo has 6 fewer pens than she has": no one holds fewer than they hold now
                others = [(other, h2) for other, h2 in others if other != subject]
        for other, h2 in others:
            if proto.op is Op.TRANSFER and other == subject:
                continue  # a transfer has two parties: "borrowed 3 of his dimes" is not his own
            if proto.offset is None and _of_ages(proto) and other == subject:
                continue  # "Her sister is twice her age": no one is twice their own age
            if proto.other_kind is not None and other is not None and other != subject:
                continue  # "twice as many red socks as she has blue socks": only her own
            if proto.share_dimensions and proto.op is Op.SCALE and other == subject:
                continue  # "Bo is half his height": no one is half their own height
            for kind in _kinds_of_proto(h2, proto, subject):
                if not (proto.qty.of_them or proto.qty.of_the) and _placed_nowhere(proto, text) and (
                    owner := _owner_of_used_up(h2, proto, subject, other, kind)
                ) is not None:  # "There were 40 nuts in a jar. Bo ate 9 nuts": the jar's, by him
                    found.extend(_add_entry(h2, proto, owner, None, kind, text, actor=subject))
                    continue
                if _of_them_held_by_another(h2, proto, subject, kind) or _of_them_told_last_of_another(
                    h2, proto, subject, other, kind
                ):
                    owner = _owner_of_used_up(h2, proto, subject, other, kind)
                    if owner is not None:  # "Tom has 40 cookies. His sister ate 16 of them"
                        found.extend(_add_entry(h2, proto, owner, None, kind, text, actor=subject))
                        continue
                    them_unread = them_unread or _holds(h2, subject, kind) and _pronoun_may_be(
                        h2, proto.subject, subject)
                    continue  # "Tom has 40 cookies. His sister ate 16 of them": Tom's, by her
                if proto.share_dimensions and proto.op is Op.SCALE and (
                    other is None or not _measure_held(h2, other, kind)
                ):
                    continue  # "Ann ran 3 miles. Bo is twice as tall as Ann": a distance run is no height
                if proto.habit and any(subject in (e.subject, e.other) for e in h2.entries):
                    # a habit told after the story began may have added to what it told
                    gained = attrs.evolve(proto, op=Op.GAIN, cues=("gain",), at_start=False)
                    found.extend(_add_entry(h2, gained, subject, other, kind, text))
                    continue
                if proto.removing and other is not None:
                    found.extend(_removed_from(h2, proto, subject, other, kind, text))
                    continue
                if proto.placing and other is not None and kind.of is None and any(
                    subject in (e.subject, e.other) and e.kind.unit == kind.unit and e.kind.of is not None
                    for e in h2.entries
                ):
                    continue  # "had 10 liters of juice. She poured 3 liters into a jug": of her juice?
                if proto.placing and other is not None and not _holds(h2, subject, kind):
                    # "Marta put 10 more books on the shelf": the shelf gains them
                    gained = attrs.evolve(proto, op=Op.GAIN, cues=("gain",))
                    found.extend(_add_entry(h2, gained, other, None, kind, text, actor=subject))
                    continue
                if proto.placing and other is not None and proto.verb is not None and (
                    proto.verb.verb_class is VerbClass.GAIN and not _holds(h2, other, kind)
                ):
                    # "kept 9 mugs on a shelf. He added 3 more mugs to the shelf": a place that
                    # holds none of its own may be where his own are kept: his gain (replay asks
                    # every telling to name the place before it answers for the place)
                    gained = attrs.evolve(proto, op=Op.GAIN, cues=("gain",), other=None, placing=False,
                                          kept_at_place=True)
                    found.extend(_add_entry(h1, gained, subject, None, kind, text))
                    continue
                found.extend(_add_entry(h2, proto, subject, other, kind, text))
    # "Jen has 5 apples. Ann has 4. She ate 2 of them": that "them" is unread when "she" is
    # Jen, who holds apples too, says nothing of who "she" is; no reading chooses her
    return [] if them_unread else found


def _pronoun_may_be(h: Hypothesis, ref: Ref, chosen: str) -> bool:
    """Whether ``ref`` is a pronoun this reading binds to ``chosen`` with no gender against it."""
    binding = next((b for b in h.bindings if b.span == ref.span and b.chosen == chosen), None)
    entity = h.find(chosen)
    return binding is not None and entity is not None and (
        binding.gender == "any" or entity.gender in (None, binding.gender))


def _of_them_held_by_another(h: Hypothesis, proto: Proto, subject: str, kind: Kind) -> bool:
    """A loss or a giving of some "of them" ("of the cars") by one who holds none of the kind
    while another does: they were the other's, so the other's holding changes too, which this entry does
    not say. No reading."""
    return proto.op in (Op.LOSS, Op.TRANSFER) and (proto.qty.of_them or proto.qty.of_the) and not _holds(
        h, subject, kind) and any(holder != subject
                                  for holder in _holders_of(h, kind) or _holders_of_stuff(h, kind))


def _owner_of_used_up(h: Hypothesis, proto: Proto, subject: str, other: str | None,
                      kind: Kind) -> str | None:
    """ "Tom has 40 cookies. His sister ate 16 of them (of the cookies)": things used up "of them" (lexicon
    ``consuming_verbs``) by one who holds none of the kind are those of the one holder of the
    kind so far, its holding told last: a loss of that holder's, done by the doer. None when
    two hold the kind ("Tom has 40. Ann has 8. His sister ate 16 of them": whose?), or when a
    receiver, a place or a share is said; a journey said of the using ("ate 16 of them on the
    trip") names the time of it, no place its things were in."""
    holders = _holders_of(h, kind) or _holders_of_stuff(h, kind)
    partitive = proto.qty.of_them or proto.qty.of_the
    if proto.op is not Op.LOSS or proto.verb is None or other is not None or (
        not words.in_class(proto.verb.lemma, "consuming_verbs") or proto.verb.particle is not None
        or proto.settings and not (partitive and all(s.preposition in ("on", "during") and words.in_class(
            s.head, "journey_nouns") for s in proto.settings))
        or proto.share_event or proto.share_last or proto.actor is not None
    ) or _holds(h, subject, kind) or len(holders) != 1:
        return None
    if not partitive and not _of_a_place(h, holders[0], proto):
        return None
    last = next((e for e in reversed(h.entries)
                 if e.kind.base == kind.base or _one_stuff(e.kind, kind)), None)
    return holders[0] if last is not None and last.subject == holders[0] else None


def _of_a_place(h: Hypothesis, holder: str, proto: Proto) -> bool:
    """ "There were 40 nuts in a jar. Bo ate 9 nuts": a count used up, said with no "of them", is
    of the things a place holds when a place (or no one named) is their one holder and the doer
    holds none — there are no others for him to eat; never a share or a count not told."""
    return proto.qty.value is not None and proto.share is None and proto.qty.of_entity is None and _no_one(
        h, holder)


def _placed_nowhere(proto: Proto, text: str) -> bool:
    """A sentence that tells no place or way of its doing ("Bo ate 9 nuts at school", "from a
    bag", "in the car" may be other nuts than a place's)."""
    start, end = sentence_span(text, proto.clause)
    said = set(re.findall(r"[a-z]+", text[start:end].lower()))
    return not said & _PLACING_WORDS.union({"to", "into", "out", "off"})


def _holders_of_stuff(h: Hypothesis, kind: Kind) -> list[str]:
    """Who holds the stuff of ``kind`` measured in another unit of its dimension ("14 L of
    lemonade" beside "9500 mL of the lemonade")."""
    return list(dict.fromkeys(e.subject for e in h.entries if e.op in (Op.OBSERVE, Op.GAIN)
                              and _one_stuff(e.kind, kind)))


def _one_stuff(told: Kind, kind: Kind) -> bool:
    """ "14 L of lemonade", "9500 mL of lemonade": one stuff in two units the units table turns
    one into the other."""
    first, second = measure_unit(told.unit), measure_unit(kind.unit)
    return kind.of is not None and told.of == kind.of and told.unit != kind.unit and (
        first is not None and second is not None and conversion_factor(first, second) is not None)


def _of_them_told_last_of_another(h: Hypothesis, proto: Proto, subject: str, other: str | None,
                                  kind: Kind) -> bool:
    """A loss or a giving of some "of them" ("of the cookies") right after the story told
    another one's holding of the kind ("Sam has 12 cookies. Ann has 8. He ate 3 of them"), outright
    or against another's ("Ann has 8 more than Sam"):
    "them" may be Ann's, or all 20, as well as Sam's; so too after a gain told of another ("Bob
    gave Ann 3 figs. Tom bought 20 figs. Ann ate 5 of the figs": Tom's figs?). No reading.
    (Given to the one told last, "them" are the giver's: "Ann has 8. Sam gave 3 of them to Ann".)"""
    if proto.op not in (Op.LOSS, Op.TRANSFER) or not (proto.qty.of_them or proto.qty.of_the):
        return False
    told = [e for e in h.entries if e.kind.base == kind.base]
    return any(last is not None and last.subject not in (subject, other) for last in (
        next((e for e in reversed(told) if e.op in _HOLDING_TOLD), None),
        next((e for e in reversed(told) if e.op in (*_HOLDING_TOLD, Op.GAIN)), None)))


# a holding told outright, or told against another's ("Ann has twice as many as Sam")
_HOLDING_TOLD = (Op.OBSERVE, Op.SCALE, Op.COMPARE)


def _kinds_of_proto(h: Hypothesis, proto: Proto, subject: str) -> list[Kind]:
    """The kinds the proto's amount may count: those ``_kinds`` finds, kept to the share's
    dimensions; a doing's measure said by its adjective alone ("swam twice as long", "walked half
    as far") is in a unit of that dimension the story measured a doing in, whoever did it and
    whatever it was of ("10 hours of chess": hours)."""
    if not proto.share_dimensions or proto.op is Op.SCALE or proto.qty.noun is not None or (
        proto.qty.currency is not None
    ):
        return _measured_as(_kinds(h, proto.qty, subject), proto.share_dimensions)
    return list(dict.fromkeys(Kind(e.kind.unit) for e in h.entries if (
        unit := measure_unit(e.kind.unit)) is not None and unit.dimension in proto.share_dimensions))


def _measured_as(kinds: list[Kind], dimensions: tuple[str, ...]) -> list[Kind]:
    """The kinds a measure of one of ``dimensions`` may be ("twice as tall": inches or feet held
    as a measure, never "30 inches of rope"); all of them when no dimension is said."""
    if not dimensions:
        return kinds
    units = [(k, measure_unit(k.unit)) for k in kinds if k.of is None and not k.modifiers]
    return [k for k, unit in units if unit is not None and unit.dimension in dimensions]


def _measure_held(h: Hypothesis, holder: str, kind: Kind) -> bool:
    """Whether the story told the holder's measure of that kind as held ("Ann is 60 inches
    tall"), not only a distance done or a stuff measured."""
    return any(e.op is Op.OBSERVE and e.subject == holder and e.kind == kind and not e.past
               for e in h.entries)


def _untold_one_meant(before: Hypothesis, h: Hypothesis, subject: str, *, of_ages: bool) -> bool:
    """Whether a pronoun bound in ``h`` (and not in ``before``) may stand for someone of its
    gender, other than the subject, whose age (or, for things, anything) the story has not
    told: a reading of that one says nothing, so the one whose amount is told is no more meant
    than they are ("Max has 40 pens. Tom's son has half as many as him": Max, or Tom?)."""
    aged = _holders_of(h, Kind("year")) if of_ages else [
        one for e in h.entries for one in (e.subject, e.other) if one is not None]
    for binding in h.bindings:
        if binding in before.bindings or len(binding.candidates) < 2:
            continue
        for candidate in binding.candidates:
            entity = h.find(candidate)
            if candidate == subject or candidate in aged or entity is None:
                continue
            if binding.gender == "any" or entity.gender in (None, binding.gender):
                return True
    return False


def _of_ages(proto: Proto) -> bool:
    """A factor or a difference of ages ("twice as old as", "3 years older than")."""
    return proto.op in (Op.SCALE, Op.COMPARE) and proto.qty.noun is not None and (
        proto.qty.noun.head == "year" and proto.other_kind is None and proto.than_time is None)


def _scale_of_other_holder(h: Hypothesis, proto: Proto, subject: str, text: str) -> list[Hypothesis]:
    """ "Eric has 4 stars. His friend Chad has twice as many.": as the one holder of the kind
    the story has told so far, when the subject holds none of it yet; per kind the amount may
    count. No reading with two such holders (as which?)."""
    if proto.op is Op.COMPARE and proto.verb is not None:
        return _compared_with_other_doer(h, proto, subject, text)
    found: list[Hypothesis] = []
    for kind in _measured_as(_kinds(h, proto.qty, subject), proto.share_dimensions):
        holders = _holders_of(h, kind)
        if subject in holders or len(holders) != 1:
            continue
        if proto.share_dimensions and not _measure_held(h, holders[0], kind):
            continue
        if kind.unit == "year" and any(e.id not in (subject, holders[0]) for e in h.entities):
            continue  # "Mia is 9. Tom has a son. He is 3 years older": than Tom, whose age is untold?
        found.extend(_add_entry(h, attrs.evolve(proto, other=None), subject, holders[0], kind, text))
    sibling = None if found else _sibling_kind(h, proto, subject) or _one_other_kind(h, proto, subject)
    if sibling is not None:
        kind, other_kind = sibling
        noun = Noun(other_kind.unit, other_kind.unit, True, other_kind.modifiers, other_kind.of)
        compared = attrs.evolve(proto, other=None, other_kind=noun)
        found.extend(_add_entry(h, compared, subject, subject, kind, text))
    return found


def _compared_with_other_doer(h: Hypothesis, proto: Proto, subject: str, text: str) -> list[Hypothesis]:
    """ "Oda sold 14 pens. Pim sold 5 fewer.": than the one other who did that verb to the kind,
    per kind the amount may count, when no one else holds any of it either (with Bo's 20 pens
    told too: fewer than Bo has?). Replay asks one doing of the verb on each side."""
    found: list[Hypothesis] = []
    assert proto.verb is not None
    for kind in _kinds(h, proto.qty, subject):
        doers = list(dict.fromkeys(e.subject for e in h.entries if e.subject != subject and (
            e.verb == proto.verb.lemma and e.kind.base == kind.base)))
        others = [holder for holder in _holders_of(h, kind) if holder != subject]
        if len(doers) == 1 and others == doers:
            found.extend(_add_entry(h, attrs.evolve(proto, other=None), subject, doers[0], kind, text))
    return found


def _sibling_kind(h: Hypothesis, proto: Proto, subject: str) -> tuple[Kind, Kind] | None:
    """ "There were 13 female students. There were three times as many male students.": with no
    other holder of male students, "as many" is as many as the subject's one other kind of that
    noun, told apart by words of its own (the female ones), as "as female students" says. The
    kind asked and that other kind; None with no such kind, or two ("13 female students and 4
    new students": as which?), or with no words telling the kind asked apart."""
    noun = proto.qty.noun
    if noun is None or not noun.modifiers or proto.share_dimensions or proto.op is not Op.SCALE:
        return None
    kind = Kind(noun.head, noun.of, noun.modifiers)
    if _holders_of(h, kind) != [subject]:
        return None  # "Ann has 5 green apples. Tom has twice as many green apples": as hers?
    siblings = {e.kind for e in h.entries if e.subject == subject and e.op in (Op.OBSERVE, Op.GAIN)
                and e.kind.unit == kind.unit and e.kind.of == kind.of}
    if any(not k.modifiers or set(k.modifiers) & set(kind.modifiers) for k in siblings) or len(siblings) != 1:
        return None  # "13 students … twice as many male students": are the 13 all of them?
    return kind, siblings.pop()


def _one_other_kind(h: Hypothesis, proto: Proto, subject: str) -> tuple[Kind, Kind] | None:
    """ "Camp Oak has 40 boys. It has 3 times as many girls.": when all the story has told is the
    subject's holding of one other kind of things, "as many" is as many as that ("as boys"). The
    kind asked and that other kind; None when anyone else, or any other kind, was told (as
    whose? as which?), or either is money, a measure (no count of things one for one) or a kind
    told with words of its own."""
    noun = proto.qty.noun
    if noun is None or proto.share_dimensions or proto.op is not Op.SCALE or proto.plus is not None:
        return None
    kind = Kind(noun.head, noun.of, noun.modifiers)
    told = {e.kind for e in h.entries}
    if len(told) != 1 or any(e.subject != subject or e.op is not Op.OBSERVE or e.other is not None
                             for e in h.entries):
        return None
    (other,) = told
    if other.unit == kind.unit or any(
        measure_unit(k.unit) is not None or k.unit == "dollar" or k.modifiers for k in (kind, other)
    ):
        # ("40 red pens … twice as many blue pens" is ``_sibling_kind``'s; "20 red apples … twice
        # as many green pears" may be as many as red pears the story never told)
        return None
    return kind, other


def _removed_from(h: Hypothesis, proto: Proto, actor: str, place: str, kind: Kind,
                  text: str) -> list[Hypothesis]:
    """ "Tom removed 3 pears from the bowl", "ate 4 cookies from the jar": the place loses
    them, done by the actor, who gains nothing by these words; when only the actor is told
    to hold that kind, the loss is the actor's ("had 20 cakes … sold 5 from his shop").
    When both hold it, whose loss it is is not said: no reading."""
    actor_holds, place_holds = _holds(h, actor, kind), _holds(h, place, kind)
    if actor_holds and place_holds:
        return []
    if actor_holds and words.in_class(_head_of(place), "growing_places"):
        # "bought 12 apples. She ate 3 apples from her garden": things got from where they grow
        # are new ones, not those she held
        return []
    if actor_holds:
        return _add_entry(h, attrs.evolve(proto, other=None), actor, None, kind, text)
    return _add_entry(h, attrs.evolve(proto, other=None), place, None, kind, text, actor=actor)


def _holds(h: Hypothesis, holder: str, kind: Kind) -> bool:
    return any(holder in (e.subject, e.other) and e.kind.base == kind.base for e in h.entries)


def _source_of_them(h: Hypothesis, proto: Proto, subject: str, kind: Kind) -> Proto | None:
    """ "The second graders borrowed 18 of them": taking some "of them" takes them from
    whoever holds them. Only a gain from exactly one other holder is read; a gain "of"
    what the taker already holds, or by a verb of making ("His sister cooked 16 of them": the
    figs are cooked, not taken), is no reading at all (returns None). Nor is a finding ("Ann found
    3 of them": found where no one held them), or a getting after the one holder lost things of
    the kind ("He lost 7. Ann picked up 3 of them": of the lost ones, perhaps)."""
    holders = sorted({e.subject for e in h.entries if e.kind.base == kind.base
                      and e.op in (Op.OBSERVE, Op.GAIN)})
    if subject in holders or proto.verb is not None and (words.in_class(
            proto.verb.lemma, "producing_verbs") or words.in_class(proto.verb.lemma, "finding_verbs")):
        return None
    if any(e.op is Op.LOSS and e.subject in holders and e.kind.base == kind.base for e in h.entries):
        return None
    if len(holders) == 1:
        holder = holders[0]
        source = EntityChunk("name", holder, proto.qty.span, name=holder)
        # the words of direction said the taker's gain ("flew to the field"): the giver's loss
        cues = tuple("loss" if cue == "gain" else "gain" if cue == "loss" else cue for cue in proto.cues)
        return attrs.evolve(proto, op=Op.TRANSFER, subject=source, other=proto.subject, cues=cues)
    return proto


def _scale_factor(verb: VerbChunk | None, text: str) -> Amount | None:
    """ "doubled": the factor a verb of scaling names (2), citing the verb."""
    if verb is None:
        return None
    factor = words.scaling_factor(verb.lemma)
    assert factor is not None
    return Amount(factor, verb.span, text[verb.span[0]:verb.span[1]], f"{SCALED_BY}{verb.lemma}")


def _add_entry(
    h: Hypothesis, proto: Proto, subject: str, other: str | None, kind: Kind, text: str,
    actor: str | None = None,
) -> list[Hypothesis]:
    entry_id = f"e{len(h.entries) + 1}"
    if proto.op is Op.LOSS and proto.verb is not None and words.in_class(
        proto.verb.lemma, "transforming_verbs"
    ) and words.in_class(kind.unit, "person_nouns"):
        return []  # "30 students … 12 were turned into monitors": people made so stay people
    if proto.qty.noun is None and not proto.qty.of_them and kind.of is not None and (
        _counted_by_its_own_noun(kind.of, text)
    ) and not _counts_as_compared(proto, subject, other) and not _same_doing_by_another(
        h, proto, subject, kind, text
    ):
        # "28 bags of chips. He ate 7": 7 bags, or 7 chips? ("8 bags of chips. Bo has 3 fewer":
        # a comparison counts as the amount it is compared with does, in bags)
        return []
    if proto.homeward and (words.in_class(kind.unit, "belonging_nouns") or (
        (held_by := h.find(subject)) is not None and held_by.kind is EntityKind.PERSON
        and not words.in_class(kind.unit, "person_nouns"))):
        # "A club has 9 members. 3 of them went home", "Tom has 5 dogs. 2 went home": a going
        # home moves the goers, and ends no belonging (the guests a host had over leave)
        return []
    if _spent_bare(h, proto, kind):
        return []  # "bought 28 sodas. He spent 7": 7 of his money, never 7 sodas
    if _bought_bare_money(proto, kind):
        return []  # "bought 5 pens for $10. Then she bought 3 more for $9": 3 pens, never $3
    if _stuff_told_both_ways(h, proto, subject):
        return []
    if proto.scaled is not None and proto.basis is not None:
        # "She doubled her stamps": "her" is the doer, or there is no reading (whose holding
        # another scales, and who gains by it, is not told)
        own = attrs.evolve(proto, basis=None)
        return [found for owner, h1 in _resolve(h, proto.basis, text) if owner == subject
                for found in _add_entry(h1, own, subject, other, kind, text, actor)]
    if proto.share is not None or proto.share_event or proto.share_last:
        from wordproof.reader.fraction_binding import bind_share  # it binds with this module

        plain = _add_entry(h, attrs.evolve(proto, share=None, share_event=False, share_last=False), subject,
                           other, kind, text, actor)
        return bind_share(plain, proto, entry_id, text)
    verb: VerbChunk | None = proto.verb
    actor = actor or proto.actor or subject
    if proto.op is Op.TRANSFER and verb is not None and verb.verb_class in (
        VerbClass.GAIN, VerbClass.TRANSFER_IN, VerbClass.EITHER
    ) and "gain" in proto.cues:
        actor = other or subject
    entry = Entry(
        entry_id, proto.op, subject, kind, _amount(proto.qty, text), proto.clause, actor=actor,
        verb=verb.lemma if verb else None, verb_class=verb.verb_class if verb else None,
        other=other if proto.other_kind is None else subject, sign=proto.sign, cues=proto.cues,
        other_kind=_compared_stuff(h, proto, subject) or _other_kind(proto), offset_sign=proto.offset_sign,
        other_kinds=tuple(Kind(noun.head, noun.of, noun.modifiers) for noun in proto.also_kinds),
        offset=_amount(proto.offset, text) if proto.offset is not None else None,
        plus=_amount(proto.plus, text) if proto.plus is not None else None,
        other_then=_amount(proto.other_then, text) if proto.other_then is not None else None,
        continuation=proto.qty.comparative == "more", at_start=proto.at_start,
        # "another 17 of them" takes from what was told: no new doing of the told verb
        another=proto.qty.another and not proto.qty.of_them and proto.qty.of_entity is None,
        later=proto.later, to_come=proto.to_come, not_done=proto.not_done,
        supposed=proto.supposed, past=proto.past, restates=proto.restates, besides=proto.besides,
        before_story=proto.before_story,
        wanted=proto.wanted, period=proto.period, other_now=proto.other_now,
        work=proto.work, bought_for=proto.bought_for, settings=proto.settings, held_at=proto.held_at,
        paid_for=None if proto.paid_for is None else _amount(proto.paid_for, text),
        paid_for_kind=None if (thing := proto.paid_for) is None or thing.noun is None else Kind(
            thing.noun.head, thing.noun.of, thing.noun.modifiers),
        from_untold=proto.from_untold, kept_at_place=proto.kept_at_place, whole_doing=proto.whole_doing,
        scaled=_scale_factor(proto.scaled, text), grown=proto.grown,
        effect_known=not (proto.op is Op.EVENT and verb is not None and verb.verb_class is None),
        most_bought=None if proto.most_bought is None else Citation(
            "text", text[proto.most_bought[0]:proto.most_bought[1]], proto.most_bought),
        wished=proto.most_bought is not None and proto.planned,
    )
    uses: tuple[QuantityUse, ...] = (QuantityUse(proto.qty.value_span, entry.amount.text, entry_id),)
    if proto.counted_before:
        assert proto.rate is not None and proto.per is not None
        told = _members_told(h, proto.per)
        if told is None or told.kind.modifiers or told.past or told.later or told.supposed or any(
            e.subject == told.subject and e.kind != told.kind for e in h.entries
        ):
            # "Each boy ate 3 pies" of which boys, how many? Beside "and 5 girls", "How many
            # did they eat?" may ask of the girls too
            return []
        # "There are 4 boys. Each boy ate 3 pies.": the 4 told, cited again
        entry = attrs.evolve(entry, rate=_amount(proto.rate, text), count=told.amount,
                             per=Kind(proto.per.head), count_unit=proto.per.head)
        uses = (QuantityUse(proto.rate.value_span, _amount(proto.rate, text).text, entry_id),)
    elif proto.rate is not None and proto.count is not None and proto.count.noun is not None and (
        proto.per is not None
    ):
        # "60 miles per hour for 3 hours": both numbers are the entry's ("every 2 days": three)
        entry = attrs.evolve(entry, rate=_amount(proto.rate, text), count=_amount(proto.count, text),
                             per=Kind(proto.per.head), count_unit=proto.count.noun.head,
                             stretch=_amount(proto.stretch, text) if proto.stretch is not None else None)
        uses = tuple(QuantityUse(q.value_span, _amount(q, text).text, entry_id)
                     for q in (proto.rate, proto.count, proto.stretch) if q is not None)
    if entry.scaled is not None:  # "doubled": the factor is the verb's
        uses += (QuantityUse(entry.scaled.span, entry.scaled.text, entry_id),)
    for extra in (proto.offset, proto.plus, proto.other_then):  # "in 4 years", "6 more than": the entry's too
        if extra is not None:
            uses += (QuantityUse(extra.value_span, _amount(extra, text).text, entry_id),)
    use = uses[0]
    added = attrs.evolve(h, entries=h.entries + (entry,), quantities=h.quantities + uses)
    if entry.scaled is not None or entry.grown:
        return [added]  # a holding scaled (or grown by a share) is one told before: never a first getting
    # a first getting: a gain, or money handed to someone by another ("His mother gave him $74")
    receiver = other if (
        proto.op is Op.TRANSFER and other not in (None, subject) and _is_money_kind(kind)
        # the giver's own money told ("Jack had $50. He gave $20 to Sam."): the story is of
        # the giver's money, and the receiver's before it is not told
        and not any(e.subject == subject and _is_money_kind(e.kind) for e in h.entries)
        or _got_from_a_source(entry)) else None
    first_gain = (proto.op is Op.GAIN or receiver is not None) and entry.continuation is False and not any(
        (receiver or subject) in (e.subject, e.other)
        for e in h.entries if e.op is not Op.GOAL  # (a want holds nothing)
    )
    if not first_gain and (wage := _first_pay(h, entry)) is not None:
        # "She earns $12 an hour. She works 5 hours.": the pay may be where her money starts
        # (from none), or add to money never told; replay pays the stretch into it
        start = Entry(f"{entry_id}s", Op.START_EMPTY, subject, wage.kind,
                      Amount(None, proto.qty.value_span, "none before"), proto.clause, actor=subject)
        started = attrs.evolve(added, entries=h.entries + (start, entry),
                               notes=h.notes + (f"{entry_id}: {subject} starts with no {wage.kind.label}",))
        return [started, added]
    if not first_gain:
        if proto.op is Op.GAIN and _started_in_clause(h, entry):
            # "collected 42 pennies, 36 nickels and 15 dimes", the story beginning there: each
            # kind listed starts from none as the first did
            start = Entry(f"{entry_id}s", Op.START_EMPTY, subject, kind,
                          Amount(None, proto.qty.value_span, "none before"), proto.clause, actor=subject)
            return [attrs.evolve(added, entries=h.entries + (start, entry))]
        return [added]
    # Held: the first acquisition may be where the holding starts (from none) or add to
    # an amount the text never gives. Uniqueness tells them apart.
    holder = receiver or subject
    start = Entry(f"{entry_id}s", Op.START_EMPTY, holder, kind,
                  Amount(None, proto.qty.value_span, "none before"), proto.clause, actor=holder)
    started = attrs.evolve(h, entries=h.entries + (start, entry), quantities=h.quantities + (use,),
                           notes=h.notes + (f"{entry_id}: {holder} starts with no {kind.label}",))
    return [started, added]


def _got_from_a_source(entry: Entry) -> bool:
    """ "Nancy picked 12 carrots from her garden", "bought 5 pens from Tom": a getting whose
    doer is the one it goes to, told with where it came from, is the doer's getting as one
    told with no source is (a first one may start the doer's holding from none)."""
    return entry.op is Op.TRANSFER and entry.verb_class is VerbClass.GAIN and (
        entry.other is not None and entry.actor == entry.other != entry.subject)


def _first_pay(h: Hypothesis, stretch: Entry) -> Entry | None:
    """The wage told before a first stretch of work of its earner ("earns $12 an hour … works
    5 hours"), when nothing of the earner's money is told before it; else None."""
    if stretch.op is not Op.EVENT or stretch.verb is None or not words.in_class(
        stretch.verb, "working_verbs"
    ):
        return None
    wages = [e for e in h.entries if e.op is Op.PACE and e.actor == stretch.actor and e.verb is not None
             and words.in_class(e.verb, "wage_verbs") and _is_money_kind(e.kind) and e.per is not None
             and e.per.unit == stretch.kind.unit]
    if len(wages) != 1 or any(
        e.subject == stretch.subject and e.op is not Op.PACE and _is_money_kind(e.kind) for e in h.entries
    ) or any(e.op is Op.EVENT and e.actor == stretch.actor and e.verb == stretch.verb for e in h.entries):
        return None
    return wages[0]


def _started_in_clause(h: Hypothesis, entry: Entry) -> bool:
    """``entry`` gets a kind not yet told, and every entry so far is its subject's acquisition
    of another kind by the same verb in the same clause, the first of them read as where the
    holding starts (a START_EMPTY before it). ("3 apples and 4 more" adds to the apples.)"""
    return bool(h.entries) and h.entries[0].op is Op.START_EMPTY and not entry.continuation and all(
        e.subject == entry.subject and e.clause == entry.clause and e.kind != entry.kind
        and e.op in (Op.START_EMPTY, Op.GAIN)
        and (e.op is Op.START_EMPTY or e.verb == entry.verb and e.amount.value is not None)
        for e in h.entries)


def _other_kind(proto: Proto) -> Kind | None:
    noun = proto.other_kind
    return Kind(noun.head, noun.of, noun.modifiers) if noun is not None else None


def _compared_stuff(h: Hypothesis, proto: Proto, subject: str) -> Kind | None:
    """ "sold 27 bags of chips. He sold 8 fewer cakes than chips": a bare plural after "than"
    that the story counts only in containers of it, by the same doer and verb, names those
    containers (as "than oats" does in a question). None when not so: in two containers
    ("bags" and "boxes"), or counted loose too (``_stuff_told_both_ways`` drops that reading)."""
    loose, done = _compared_stuff_told(h, proto, subject)
    return done[0] if len(done) == 1 and not loose else None


def _stuff_told_both_ways(h: Hypothesis, proto: Proto, subject: str) -> bool:
    """ "sold 27 bags of chips and 10 chips. He sold 8 fewer cakes than chips": the bags, or
    the loose chips?"""
    loose, done = _compared_stuff_told(h, proto, subject)
    return loose and bool(done)


def _stuff_told_another_way_since(h: Hypothesis) -> bool:
    """A comparison "than" containers of stuff (``_compared_stuff``), followed by a count of the
    stuff loose or in other containers: the comparison may be of those."""
    for at, entry in enumerate(h.entries):
        kind = entry.other_kind
        if entry.op is not Op.COMPARE or kind is None or kind.of is None:
            continue
        if any(kind.of in (e.kind.unit, e.kind.part) or e.kind.of == kind.of and e.kind != kind
               for e in h.entries[at + 1:]):
            return True
    return False


def _compared_stuff_told(h: Hypothesis, proto: Proto, subject: str) -> tuple[bool, list[Kind]]:
    """For a comparison of kinds by one verb "than" a bare plural: whether the story counts the
    noun's own things, and the kinds of containers of it the doer's doings of that verb count
    (each once; two when any other container of it is told)."""
    noun = proto.other_kind
    if proto.op is not Op.COMPARE or proto.verb is None or noun is None or noun.of is not None or (
        noun.modifiers or not noun.plural
    ):
        return False, []
    stuff = Kind(noun.head)
    loose = any(stuff.unit in (e.kind.unit, e.kind.part) for e in h.entries)
    containers = {e.kind for e in h.entries if e.kind.of is not None and stuff.names(e.kind)}
    done = sorted({e.kind for e in h.entries if e.kind in containers and e.actor == subject
                   and e.verb == proto.verb.lemma and e.op in (Op.GAIN, Op.LOSS, Op.EVENT, Op.TRANSFER)},
                  key=lambda kind: kind.label)
    return loose, done if len(containers) == len(done) else [*done, *done]


def _gotten_again(clause: Clause, clauses: list[Clause], protos: tuple[Proto, ...]) -> tuple[Proto, ...]:
    """ "bought some pizzas again", "picked 5 plums once more": a getting told before, so
    the holding goes on from what that one got, as after "5 more"; never a first getting
    where it may start from none. (The clause's span may stop before its closing "again".)"""
    after = [c.span[0] for c in clauses if c.span[0] > clause.span[0]]
    reach = (clause.span[0], min(after, default=clause.span[1] + 10**9))
    if not told_within(clause.times, reach, frozenset({TimeKind.AGAIN})):
        return protos
    return tuple(attrs.evolve(p, qty=attrs.evolve(p.qty, comparative="more"))
                 if p.op is Op.GAIN and p.qty.comparative is None else p for p in protos)


def _doing_finished(h: Hypothesis, verb: VerbChunk | None, measure: Noun) -> VerbChunk | None:
    """ "to finish the book" (lexicon ``finishing_verbs``): the doing of the one pace of what the
    book measures ("reads 20 pages a day": to read it); any other verb as it is."""
    if verb is None or not words.in_class(verb.lemma, "finishing_verbs"):
        return verb
    doings = {e.verb for e in h.entries if e.op is Op.PACE and e.kind.unit == measure.head}
    if len(doings) != 1 or None in doings:
        return verb
    doing, = doings
    assert doing is not None
    return attrs.evolve(verb, lemma=doing, verb_class=words.verb_class(doing))


def _the_doing_timed(h: Hypothesis, question: QuestionProto) -> QuestionProto | None:
    """ "6 minutes to wash each van … How many minutes did it take him?": a time asked of no
    doing named is of the one pace told per thing in a unit of time ("to wash" "each van"), read as
    "to wash all the vans" (the ledger holds it to the one doing of that verb told); None when no
    such pace, or more than one, is told."""
    assert question.verb is not None and question.goal is not None
    paces = [e for e in h.entries if e.op is Op.PACE and e.per is not None and e.verb is not None
             and (unit := measure_unit(e.kind.unit)) is not None and unit.dimension == "time"]
    if len(paces) != 1 or any(e.op is Op.PACE and e is not paces[0] for e in h.entries) or (
        h.untold or h.doings
    ):
        return None
    pace, = paces
    assert pace.per is not None and pace.verb is not None
    others = [e for e in h.entries if e is not pace and e.op is not Op.START_EMPTY]
    if any(e.kind.unit != pace.per.unit for e in others):
        return None  # ("Then she read for 10 minutes": time spent otherwise, or things of no time told)
    doing: str | None = pace.verb
    if doing == "spend":
        # "spent 4 minutes on each fence. She painted 7 fences.": the one doing of those things
        done = {e.verb for e in others}
        doing = done.pop() if len(done) == 1 else None
    if doing is None:
        return None
    span = question.goal.span
    things = Noun(pace.per.unit, words.plural_form(pace.per.unit), True, of=pace.per.of, span=span)
    return attrs.evolve(question, noun=NounChunk(things, span), goal=attrs.evolve(question.goal, noun=things),
                        verb=attrs.evolve(question.verb, lemma=doing, verb_class=words.verb_class(doing)))


def _the_doing_wanted(h: Hypothesis, verb: VerbChunk | None) -> Noun | None:
    """ "A chef needs to cook 12 potatoes.": the things of the one amount of ``verb``'s doing
    wanted ("potatoes"), which "the rest" of that doing counts; None unless exactly one is told."""
    wanted = [e for e in h.entries if e.op is Op.GOAL and verb is not None and e.wanted == verb.lemma]
    if len(wanted) != 1 or wanted[0].kind.modifiers:
        return None
    kind = wanted[0].kind
    return Noun(kind.unit, words.plural_form(kind.unit), True, of=kind.of, span=wanted[0].amount.span)


def _what_the_one_measures(h: Hypothesis, thing: QtyChunk) -> QtyChunk | None:
    """ "the book" of "Ann has a 300-page book": the measure of the one thing of its kind the
    story counts, held by a rate said of it ("a 300-page book") and never changed since; None
    when the story tells of any other thing of its kind, or of that one in another count."""
    assert thing.noun is not None
    head = thing.noun.head
    told = [e for e in h.entries if e.op is not Op.START_EMPTY and head in (e.kind.unit, e.kind.of)]
    # "Lex read a 300-page book": the one book read measures so much too (a PACE of the doing)
    rates = [e for e in h.entries
             if e.op in (Op.RATE, Op.PACE) and e.of_counted and e.per is not None and e.per.unit == head]
    if not told and not rates:
        return _held_by_the_one(h, head)
    if len(told) != 1 or len(rates) != 1 or told[0].amount.value != 1 or (
        told[0].clause != rates[0].clause or told[0].op not in (Op.OBSERVE, Op.GAIN, Op.EVENT)
        or (told[0].op is Op.EVENT) != (rates[0].op is Op.PACE)
    ):
        return None
    rate = rates[0]
    noun = Noun(rate.kind.unit, words.plural_form(rate.kind.unit), True, of=rate.kind.of,
                span=rate.amount.span)
    return QtyChunk(rate.amount.value, NumeralKind.CARDINAL, rate.amount.span, rate.amount.span, noun=noun,
                    lexicon_constant=rate.amount.constant)


def _held_by_the_one(h: Hypothesis, head: str) -> QtyChunk | None:
    """ "A book has 200 pages. Ann reads 20 pages a day. How many days will it take her to read
    the book?": the one thing of its kind, told as a holder of a count once ("the book" holds 200
    pages), in a story that tells nothing else but one pace of that count; None otherwise (a
    second book, a change, pages read already, anything else told)."""
    holders = [e for e in h.entities if e.head == head and e.kind is not EntityKind.PERSON]
    held = [e for e in h.entries if holders and e.subject == holders[0].id]
    others = [e for e in h.entries if e not in held and e.op is not Op.START_EMPTY]
    if len(holders) != 1 or len(held) != 1 or len(others) != 1:
        return None
    told, pace = held[0], others[0]
    if told.op is not Op.OBSERVE or told.amount.value is None or told.supposed or told.other is not None or (
        told.whole is not None or pace.op is not Op.PACE or pace.kind != told.kind
    ):
        return None
    noun = Noun(told.kind.unit, words.plural_form(told.kind.unit), True, of=told.kind.of,
                span=told.amount.span)
    return QtyChunk(told.amount.value, NumeralKind.CARDINAL, told.amount.span, told.amount.span, noun=noun,
                    lexicon_constant=told.amount.constant)


def _measured_among_others(h: Hypothesis, asked: str | None) -> bool:
    """A measure said of each thing one clause counts ("3 120-page books") beside other things
    of their kind, even in that clause ("a 300-page book and 2 books"): what those others
    measure is not told. Unless the things are what is asked ("How many books?"), the things
    measured must be the one count of their kind their holder's entries tell (anyone's, for a
    measure of what is done, "read 3 120-page books", which holds for any book read)."""
    return any(rate.of_counted and rate.per is not None and rate.per.unit != asked and [
        e.clause for e in h.entries
        if e.op is not Op.START_EMPTY and rate.per.unit in (e.kind.unit, e.kind.of) and (
            rate.op is not Op.RATE or rate.subject in (e.subject, e.other, e.actor))
    ] != [rate.clause] for rate in h.entries)


def _measure_of_another_stuff(h: Hypothesis, stuff: str | None) -> bool:
    """ "Ann has 3 12-ounce glasses. How many ounces of milk …?": a measure said of each thing
    with no stuff told ("12-ounce glasses", not "glasses of milk") is the thing's own size, never
    so much of the stuff asked."""
    return stuff is not None and any(
        rate.op is Op.RATE and rate.of_counted and rate.per is not None and rate.kind.of is None
        and measure_unit(rate.kind.unit) is not None and rate.per.unit != stuff for rate in h.entries)


def _stuff_untold(h: Hypothesis, asked: Noun | None) -> bool:
    """ "Ann has 36 ounces. How many ounces of milk …?": a stuff asked that the story never
    names; its bare measures may be of anything, never counted as that stuff. A stuff named
    once ("36 ounces of milk", "a carton of milk") lets its measures count."""
    if asked is None or asked.of is None or measure_unit(asked.head) is None:
        return False
    stuff = asked.of
    return not any(stuff == e.kind.unit or e.kind.of is not None and of_names(e.kind.of, stuff)
                   or e.per is not None and stuff in (e.per.unit, e.per.of) for e in h.entries)


def _some_started_asked(h: Hypothesis, question: QuestionProto) -> bool:
    """A reading where a holding starts from none at a first gain of an untold amount ("Ned
    bought some pizzas") is held only for a question asking what that verb got ("How many did
    Ned buy?"): there the holding before it, never told, leaves the other reading no one
    answer. Any other question ("How many did he have at first?") would take the none for a
    fact the story never told."""
    # (an amount derived from a told one, "3 times as many", or from a pace told over a told
    # stretch, "20 a day for 9 days", is no untold amount)
    unsized = [gain for start, gain in zip(h.entries, h.entries[1:], strict=False)
               if start.op is Op.START_EMPTY and gain.op is Op.GAIN and gain.amount.value is None
               and gain.share is None and gain.offset is None and gain.plus is None
               and not (gain.rate is not None and gain.rate.value is not None
                        and gain.count is not None and gain.count.value is not None)]
    return not unsized or question.what is TargetWhat.EVENTS and question.verb is not None and all(
        _asks_what_got(gain, question.verb.lemma) for gain in unsized) and not any(
        _lost_unheld(h, gain.subject) for gain in unsized)


def _sourced_start_asked_before(h: Hypothesis, question: QuestionProto) -> bool:
    """A reading where a holding starts from none at a getting told with its source ("picked 12
    plums from her tree") is no reading of a question asked of an earlier time ("How many did
    she have at first?"): it would take the none for a fact the story never told, and the
    other reading (it adds to what was held) answers alone, as before the source was read."""
    return question.time != "final" and any(
        start.op is Op.START_EMPTY and _got_from_a_source(got)
        for start, got in zip(h.entries, h.entries[1:], strict=False))


def _asks_what_got(gain: Entry, asked: str) -> bool:
    """The verb asked names what ``gain`` got: its own verb, or "get" of a purchase ("She
    bought some pens … How many pens did she get?", lexicon `getting_verbs`)."""
    return gain.verb == asked or gain.verb is not None and words.in_class(asked, "getting_verbs") and (
        words.in_class(gain.verb, "buying_verbs"))


def _lost_unheld(h: Hypothesis, holder: str) -> bool:
    """ "bought some pizzas. He ate 3 slices.": a loss of a kind the holder never got nor had,
    so it came from what was got (slices of the pizzas), in a reading where that started from
    none."""
    held: set[Kind] = set()
    for e in h.entries:
        if e.subject == holder and e.op in (Op.GAIN, Op.OBSERVE, Op.START_EMPTY) or (
            e.op is Op.TRANSFER and e.other == holder
        ):
            held.add(e.kind)
        elif e.subject == holder and e.op in (Op.LOSS, Op.TRANSFER) and e.kind not in held:
            return True
    return False


def _supposed_again(h: Hypothesis) -> bool:
    """An "If …" clause tells a doing the story told as done, by the same doer, of the same
    things, in an amount told ("He sold 3 pens. If he had sold 5 pens, …"): asked what would
    be, the supposed doing may stand instead of the told one, or beside it. (A doing told with
    no amount, "wrote twice as many as Flo", is one a supposition may name the amount of.)"""
    told = [e for e in h.entries if not e.supposed and e.verb is not None and e.amount.value is not None]
    return any(e.verb is not None and any(
        t.verb == e.verb and t.actor == e.actor and t.kind.unit == e.kind.unit for t in told)
        for e in h.entries if e.supposed)


def _getting_told(h: Hypothesis, got: str | None) -> bool:
    """The story tells a getting by this verb (any verb of buying, for one): a need "to buy"
    asked may be the one before it or the one after."""
    if got is None:
        return True
    buying = words.in_class(got, "buying_verbs")
    return any(e.verb is not None and (e.verb == got or buying and words.in_class(e.verb, "buying_verbs"))
               for e in h.entries)


def _rest_of_a_pair(h: Hypothesis, question: QuestionProto, times: tuple[TimeChunk, ...]) -> Hypothesis:
    """ "There are 30 kids. 12 of them are girls. How many boys …?", "Jo has 40 goats. A quarter
    of them are male. How many female goats …?": a whole that a pair of kinds divides with
    nothing left over (boys and girls of children, male and female of animals and people), one
    kind told as its part, and the other asked: the story read as if it went on "The rest are
    boys." Only when the story tells nothing but the whole and that one part (another holding
    or a change may hold the kind asked too), and the part and the question are said of the
    same times (`absent yesterday` says nothing of who is present today)."""
    asked = question.noun
    if asked is None or question.what is not TargetWhat.STATE or question.predicate_habit or len(
        h.entries
    ) != 2 or asked.noun.of is not None:
        return h
    whole, part = h.entries
    if whole.op is not Op.OBSERVE or part.op is not Op.OBSERVE or part.whole != whole.id or whole.whole or (
        part.rest or part.doing or part.doing_habit or whole.kind.part is not None or whole.kind.of
    ) or not _animate(whole.kind.unit):
        return h
    noun = asked.noun
    if question.predicate is not None:  # "How many pupils were present?"
        noun = attrs.evolve(noun, modifiers=noun.modifiers + (question.predicate,))
    if not noun.modifiers and noun.head != whole.kind.unit and not whole.kind.modifiers:  # "How many boys …"
        other = words.other_of_pair(noun.head, whole.kind.unit)
        kind, told = (attrs.evolve(whole.kind, part=w) for w in (noun.head, other))
    elif noun.head == whole.kind.unit and noun.modifiers[:-1] == whole.kind.modifiers and noun.modifiers:
        other = words.other_of_pair(noun.modifiers[-1], whole.kind.unit)  # "… female goats"
        kind, told = (attrs.evolve(whole.kind, modifiers=whole.kind.modifiers + (w,))
                      for w in (noun.modifiers[-1], other or ""))
    else:
        return h
    if other is None or part.kind != told or {other, *noun.modifiers} & set(whole.kind.modifiers) or (
        _times_said(times, part.clause) != _times_said(times, question.span)
    ):
        return h
    rest = Entry(f"e{len(h.entries) + 1}", Op.OBSERVE, whole.subject, kind, Amount(None, asked.span, "rest"),
                 part.clause, actor=whole.subject, whole=whole.id, rest=True)
    return attrs.evolve(h, entries=h.entries + (rest,))


def _pair_told_both(h: Hypothesis) -> Hypothesis:
    """ "70% of the students are boys and 180 are girls": a whole that a pair of kinds divides
    with nothing left over (``_rest_of_a_pair``), both kinds told as its parts, the first as a
    share of it and the second as a count: the second is the rest of the whole ("and the other
    180 are girls"), so together they make the whole. Only when the story tells nothing but the
    whole and those two parts; else the reading as it is."""
    if len(h.entries) != 3:
        return h
    whole, first, second = h.entries
    if whole.op is not Op.OBSERVE or whole.whole or whole.kind.part is not None or whole.kind.of or (
        whole.kind.modifiers or not _animate(whole.kind.unit)
    ) or first.share is None or second.share is not None or second.amount.value is None:
        return h
    if any(e.op is not Op.OBSERVE or e.whole != whole.id or e.rest or e.doing or e.doing_habit
           or e.kind.part is None or e.kind.modifiers != whole.kind.modifiers for e in (first, second)):
        return h
    assert first.kind.part is not None and second.kind.part is not None
    if words.other_of_pair(first.kind.part, whole.kind.unit) != second.kind.part:
        return h
    return attrs.evolve(h, entries=(whole, first, attrs.evolve(second, rest=True)))


def _times_said(times: tuple[TimeChunk, ...], span: tuple[int, int]) -> list[str]:
    """The words of the times told in the sentence ``span`` starts in ("last Monday"), tenses
    aside."""
    return [t.text.lower() for t in times if t.kind not in (TimeKind.TENSE, TimeKind.PAST_TENSE)
            and t.sentence[0] <= span[0] < t.sentence[1]]


def _whole_beside_habit(h: Hypothesis, question: QuestionProto, text: str) -> Refusal | None:
    """ "There are 30 kids in the park. 12 of them walk home. How many kids are in the park?":
    told in the present, a habit ("walk home") may be a going away, so after a part a habit
    picks out only that part, the rest or the others ("do not walk home") are asked without
    doubt; a question of anything else is refused. A habit asked ("How many birds sing?") is
    read only of a part a habit picked out ("40 birds that sing" names a sort of bird)."""
    habits = any(e.doing_habit for e in h.entries)
    if question.predicate is None and habits or question.predicate_habit and not habits:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                       text[question.span[0]:question.span[1]], span=question.span,
                       expected=("the part a present doing picks out, or the rest",))
    return None


def _not_of_one_pooled(bound: list[Hypothesis] | Refusal) -> list[Hypothesis] | Refusal:
    """ "Ava and her sister combined their candy. Ava had 20 pieces … How many pieces does her
    sister have?": after a pooling no frame read (lexicon ``pooling_verbs``) what each member
    holds is no longer told, so a reading asking the holding of one holder, no group, is dropped."""
    if isinstance(bound, Refusal):
        return bound
    kept = [h for h in bound if not _asks_one_pooled(h)]
    if kept or not bound:
        return kept
    target = bound[0].target
    assert target is not None
    return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, target.text, span=target.span,
                   expected=("a question of the pooling group, not of one member",))


def _asks_one_pooled(h: Hypothesis) -> bool:
    """A question of one holder, or of a group leaving out someone named ("Ava and Cy combined
    their candy. How many do Ava and Bo have?": Cy's candy is Ava's now, in a number untold)."""
    target = h.target
    if not h.pooled or target is None or not target.holders:
        return False
    asked = {who for holder in target.holders if (held := h.find(holder)) is not None
             for who in (holder, *held.members)}
    return any((held := h.find(holder)) is None or not held.members for holder in target.holders) or any(
        e.kind is EntityKind.PERSON and e.id not in asked for e in h.entities)


def _bind_question(h: Hypothesis, question: QuestionProto, text: str) -> list[Hypothesis] | Refusal:
    """The question bound in ``h``; a subject that numbers its people ("the three of them")
    leaves that number on the target, for the replay to give against the group bound."""
    if not _some_started_asked(h, question) or _sourced_start_asked_before(h, question):
        return []
    if _taken_from_a_holders_thing(h):
        # "Sam had 30 stickers. Kim took 6 stickers from Sam's desk.": Sam's may be the desk's
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                       text[question.span[0]:question.span[1]], span=question.span,
                       expected=("no things taken from a thing of one who holds things of their kind",))
    if (question.money or _HOW_MUCH.search(text[slice(*question.span)])) and _bought_handed_back(h, text):
        # "bought 8 shirts for $5 each. She returned 3 of them. How much did she spend?": the
        # money may come back
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                       text[question.span[0]:question.span[1]], span=question.span,
                       expected=("no bought things handed back, whose money may be given back",))
    if question.what in (TargetWhat.SPAN, TargetWhat.PRICE) and question.goals:
        return _bind_spans_listed(h, question, text)
    named = _owned_place_named(h, question)
    if named is None:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                       text[question.span[0]:question.span[1]], span=question.span,
                       expected=("one place of that noun, owned once or never",))
    question = named
    if unnamed_doing(question):
        unnamed = _the_doing_timed(h, question)
        if unnamed is None and question.otherwise is not None:
            return _bind_question(h, question.otherwise, text)
        if unnamed is None:
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                           text[question.span[0]:question.span[1]], span=question.span,
                           expected=("one doing told with a time for each one",))
        question = unnamed
    if question.what is TargetWhat.SPAN and question.goal is not None and question.goal.remaining:
        # "How long will it take him to cook the rest?": the things of the one doing wanted
        wanted = _the_doing_wanted(h, question.verb)
        if wanted is None:
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                           text[question.span[0]:question.span[1]], span=question.span,
                           expected=("one amount of the doing asked, wanted",))
        question = attrs.evolve(question, noun=NounChunk(wanted, question.goal.span),
                                goal=attrs.evolve(question.goal, noun=wanted))
    elif question.what is TargetWhat.SPAN and question.goal is not None and question.goal.value is None and (
        question.goal.noun is not None and question.goal.noun.plural
    ):
        # "How many hours will it take her to finish all the problems?": what she holds of them,
        # at the pace of the verb asked (bound as "How many hours will they last her?" is)
        question = attrs.evolve(question, goal=None)
    elif question.what is TargetWhat.SPAN and question.goal is not None and question.goal.value is None:
        # "How many days will it take her to read the book?": the pages the one book holds
        measured = _what_the_one_measures(h, question.goal)
        if measured is None:
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                           text[question.span[0]:question.span[1]], span=question.span,
                           expected=("the one thing told, with what it measures",))
        assert measured.noun is not None
        question = attrs.evolve(question, goal=measured, noun=NounChunk(measured.noun, measured.span),
                                verb=_doing_finished(h, question.verb, measured.noun))
    goal = question.goal.noun.head if question.goal is not None and question.goal.noun is not None else None
    if _measured_among_others(h, question.noun.noun.head if question.noun is not None else None) or any(
        e.of_counted and e.per is not None and e.per.unit == goal for e in h.entries
    ) or _measure_of_another_stuff(h, question.noun.noun.of if question.noun is not None else None) or (
        _stuff_untold(h, question.noun.noun if question.noun is not None else None)
    ):
        # "Ann has a 300-page book. How many pages are in 2 books?": which books, of what size?
        # "Ann has 2 books. She buys a 300-page book.": what the 2 measure is not told
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                       text[question.span[0]:question.span[1]], span=question.span,
                       expected=("things measured each, and no others of their kind",))
    if question.unreal and _supposed_again(h):
        # "He sold 3 pens. How much would he make if he sold 5 pens?": the 5 instead of the 3?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                       text[question.span[0]:question.span[1]], span=question.span,
                       expected=("a supposition of a doing not told as done",))
    if question.doing is not None and h.doings and h.doings != (question.doing,):
        # "He mowed lawns (and washed windows) … How much did he make washing windows?"
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                       text[question.span[0]:question.span[1]], span=question.span,
                       expected=("the one doing told, the one the question names",))
    if question.alternative is not None and any(
        e.op not in (Op.OBSERVE, Op.GAIN, Op.START_EMPTY) or e.whole is not None for e in h.entries
    ):
        # "How many were lost or given away?" after a told change: which of them the two verbs
        # name is not read. With only holdings and gains told, what went is the one untold loss.
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                       text[question.span[0]:question.span[1]], span=question.span,
                       expected=("one verb for what went",))
    if question.doers and not question.aggregate and question.verb is not None and any(
        not e.continuation for e in [e for e in h.entries if e.verb == question.verb.lemma][1:]
    ):
        # "22 boys went down the slide. 15 boys went down the slide.": the same boys twice?
        # The groups add up when the question asks them in all, or each later one is "more"
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                       text[question.span[0]:question.span[1]], span=question.span,
                       expected=("doers told apart, or asked in all",))
    if question.doers and (way := question.way) is not None and any(
        told != way and told.same_thing_named(way) for e in h.entries for told in e.settings
    ):
        # "went down the slide … went down the big slide": is the big slide the slide?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                       text[question.span[0]:question.span[1]], span=question.span,
                       expected=("one way to name the place of the doing",))
    if _stuff_told_another_way_since(h):
        # "sold 27 bags of chips. He sold 8 fewer hot dogs than chips. He also sold 5 chips":
        # "than chips" names the bags only while no other count of chips is told
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                       text[question.span[0]:question.span[1]], span=question.span,
                       expected=("stuff compared counted one way in the whole story",))
    if any(e.count is not None and e.count == told.amount and told.op is Op.OBSERVE and any(
        e2.kind.unit == _head_of(told.subject) for e2 in h.entries
    ) for e in h.entries for told in h.entries if told is not e):
        # "There are 4 boys in a room. Each boy ate 3 pies. There are 3 rooms.": the boys of
        # one room, or 4 in each?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER,
                       text[question.span[0]:question.span[1]], span=question.span,
                       expected=("a group counted in one holder of its noun",))
    bound = _bind_asked(h, question, text)
    asked_noun = question.noun.noun.head if question.noun is not None else None  # "fish did they catch"
    if not isinstance(bound, Refusal) and (they := next(
        (b for h2 in bound for b in h2.bindings
         if b.plural and question.span[0] <= b.span[0] < question.span[1]
         and len(_groups_they_may_name(h2, b) - {asked_noun}) >= 2), None)
    ) is not None:
        # "4 boys each ate 3 pies. There are 5 girls. How many pies did they eat?": the boys,
        # or the boys and the girls? A group the pronoun did not choose may be in it
        return Refusal(RefusalCode.AMBIGUOUS_REFERENT, Stage.READER, they.word, span=they.span)
    if not isinstance(bound, Refusal) and (they := next(
        (b for h2 in bound for b in h2.bindings
         if b.plural and question.span[0] <= b.span[0] < question.span[1] and _company_kept(h2, b, text)),
        None)
    ) is not None:
        # "Ann and Bo went to the beach with Cy. … How many shells did they find?": with Cy?
        return Refusal(RefusalCode.AMBIGUOUS_REFERENT, Stage.READER, they.word, span=they.span)
    if not isinstance(bound, Refusal) and question.periods is not None:
        periods = question.periods
        bound = [attrs.evolve(h2, target=attrs.evolve(h2.target, periods=periods.said,
                                                      period_mentions=periods.mentions))
                 for h2 in bound if h2.target is not None]
    if not isinstance(bound, Refusal) and question.when_of is not None and question.when_age is not None:
        # "… when Lea is 20": each way "Lea" may be bound fixes the time asked
        age = _amount(question.when_age, text)
        bound = [attrs.evolve(h3, target=attrs.evolve(asked, when_of=who, when_age=age, until=question.until,
                                                      when_total=question.when_total))
                 for h2 in bound if (asked := h2.target) is not None
                 for who, h3 in _resolve(h2, question.when_of, text)]
        if question.when_than is not None:
            # "… when Lea is twice as old as him": each way "him" may be bound, but never Lea
            # herself (no one is twice her own age then; "as she is now" may be her)
            than = question.when_than
            bound = [attrs.evolve(h3, target=attrs.evolve(asked, when_than=other,
                                                          when_than_now=question.when_than_now))
                     for h2 in bound if (asked := h2.target) is not None
                     for other, h3 in _resolve(h2, than, text)
                     if other != asked.when_of or question.when_than_now]
    subject = question.subject
    if not isinstance(bound, Refusal) and question.average and isinstance(subject, EntityChunk) and (
        subject.count is None
    ):
        # "their average age": over the members of the group bound (``ledger.replay._average``)
        return [attrs.evolve(h2, target=attrs.evolve(h2.target, average=True))
                for h2 in bound if h2.target is not None]
    if isinstance(bound, Refusal) or not isinstance(subject, EntityChunk) or subject.count is None:
        return bound
    people = Amount(Fraction(subject.count), subject.span, subject.text, subject.constant)
    return [attrs.evolve(h2, target=attrs.evolve(h2.target, people=people, average=question.average))
            for h2 in bound if h2.target is not None]


def _animate(head: str) -> bool:
    """The noun names people or animals."""
    return words.in_class(head, "person_nouns") or bool({"person", "animal"} & set(hypernyms_of(head)))


def _company_kept(h: Hypothesis, they: Binding, text: str) -> bool:
    """Whether someone is told going along "with" the people a plural pronoun is bound to
    ("Ann and Bo went to the beach with Cy", "with their dad"), in a sentence naming one of
    them before: "they" may be the people with that one too."""
    chosen = h.find(they.chosen)
    if chosen is None or not chosen.members:
        return False
    members = [m for m in (h.find(who) for who in chosen.members) if m is not None]
    named = {e.label.lower() for e in h.entities
             if e.kind is EntityKind.PERSON and e.id not in chosen.members}
    said = text[:they.span[0]]
    for with_ in re.finditer(r"\bwith\s+([A-Za-z ]+)", said, re.IGNORECASE):
        sentence = sentence_span(text, with_.span())[0]
        if not any(sentence <= m.span[0] < with_.start() for m in members):
            continue
        for word in (w.lower() for w in with_.group(1).split()):
            if word in _COMPANY_JOINERS:
                continue
            if not (word in named or _animate(words.noun_form(word))):
                break  # "with his friend to the park": the company ends
            if all(words.noun_form(word) != m.label.lower().partition(" of ")[0] for m in members):
                return True  # ("playing with his friend. … his friend scored": one of "they")
    return False


_COMPANY_JOINERS = frozenset({"and", "their", "his", "her", "the", "a", "an", "two", "both"})


def _groups_they_may_name(h: Hypothesis, they: Binding) -> set[str]:
    """The groups a plural pronoun may name, by their noun: the one it is bound to, and those
    told before it, plural people or animals the story counts ("There are 5 girls", "Ann has 3
    dogs") or tells of as one ("4 boys each ate", "Ann and Bo ate"), not a body ("the class")
    nor a group another "they" made."""
    groups = {e.id if e.members else _head_of(e.id) for e in h.entities
              if e.plural and e.kind in (EntityKind.ROLE, EntityKind.GROUP) and (
                  e.id == they.chosen or not e.implicit and e.span[0] < they.span[0]
              ) and not words.in_class(_head_of(e.id), "collective_nouns")}
    chosen = h.find(they.chosen)
    theirs = {they.chosen, *(chosen.members if chosen is not None else ())}  # "Ann and Bo have 2 cats"
    if chosen is not None and chosen.implicit and any(
        e.members and not e.implicit and set(e.members) < theirs for e in h.entities
    ):
        groups.discard(they.chosen)  # "they" made of a group told and more: as "they" was read before
    counted = {e.kind.unit for e in h.entries if e.amount.value is not None and e.kind.unit
               and _animate(e.kind.unit) and e.clause[0] < they.span[0] and e.subject not in theirs}
    if chosen is not None:
        # "weighed 3 cats. The first …, the second … and the third …": the row is the cats
        counted = {unit for unit in counted
                   if row_naming(h.entities, h.entries, h.told, unit, they.span[0]) != chosen.members}
    return groups | counted


def _rooms_filled(h: Hypothesis, question: QuestionProto, asked_noun: str | None,
                  text: str) -> list[Hypothesis] | Refusal | None:
    """ "How many books can his shelves hold?" of the room of each shelf the story counts: what
    the shelves' one holder has with every shelf full, asked of the shelves or of that holder
    ("How many kids can the bus hold?"). None when no room is told of parts the story counts."""
    from wordproof.reader.shares import rooms_filled

    verb = question.verb.lemma if question.verb is not None else None
    filled = rooms_filled(h.entries, asked_noun, verb, question.able)
    if filled is not None and filled[1] is None:
        return None
    evidence = text[question.span[0]:question.span[1]]
    refused = Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=question.span,
                      expected=("what parts the story counts can hold, and nothing else",))
    if filled is None or question.what not in (TargetWhat.STATE, TargetWhat.EVENTS) or question.place or (
        question.time != "final" or question.other is not None or question.predicate is not None
    ):
        return refused
    entries, holder = filled
    subject = question.subject
    room = next(e for e in entries if e.op is Op.RATE and e.subject == holder and e not in h.entries)
    assert room.per is not None
    if any(isinstance(c, NounChunk) and c.noun.head != room.per.unit for c in question.qualifier):
        return refused  # "How many kids can sit on the grass?": not in the parts whose room is told
    if isinstance(subject, NounChunk) and subject.noun.head == room.per.unit and subject.noun.plural:
        subject = subject.possessor  # "his shelves": whose the shelves are, or whoever has them
    # ("his shelves" of the shelves of his room: a place of his holds them)
    owner = holder.partition(" of ")[2] if holder is not None else None
    if subject is not None and not all(who in (holder, owner) for who, _ in _resolve(h, subject, text)):
        return refused
    place = question.owner
    if isinstance(place, NounChunk) and place.noun.head != room.per.unit and not all(
        who == holder for who, _ in _resolve(h, place, text)
    ):
        return refused  # "How many can ride in the bus?" of the seats of the wheel
    plain = attrs.evolve(question, what=TargetWhat.STATE, subject=None, verb=None, able=False)
    return _bind_question(attrs.evolve(h, entries=entries), plain, text)


def _bind_spans_listed(h: Hypothesis, question: QuestionProto, text: str) -> list[Hypothesis] | Refusal:
    """ "How long will it take her to paint 3 lilies and 2 roses?", "How much do 3 pens and 2 pads
    cost?": each count bound as its own span (price) question ("… to paint 3 lilies?", "… do 3
    pens cost?"), the answer their sum (TargetWhat.SUM), each part in the one unit asked."""
    parts: list[tuple[Hypothesis, tuple[Target, ...]]] = [(h, ())]
    for count in question.goals:
        assert count.noun is not None
        one = attrs.evolve(question, goals=(), goal=count, per=NounChunk(count.noun, count.span)) if (
            question.what is TargetWhat.PRICE
        ) else attrs.evolve(question, goals=(), goal=count, noun=NounChunk(count.noun, count.span))
        grown: list[tuple[Hypothesis, tuple[Target, ...]]] = []
        for h2, told in parts:
            bound = _bind_question(h2, one, text)
            if isinstance(bound, Refusal):
                return bound
            grown += [(h3, (*told, h3.target)) for h3 in bound if h3.target is not None]
        parts = grown
    readings: list[Hypothesis] = []
    span = question.span
    for h2, told in parts:
        first = told[0]
        readings.append(attrs.evolve(h2, target=Target(
            TargetWhat.SUM, first.matcher, span, text[span[0]:span[1]], holders=first.holders, parts=told,
            per=first.per, unit_text=first.unit_text)))
    return readings


def _time_paced_in(h: Hypothesis, question: QuestionProto, matcher: KindMatcher) -> str | None:
    """ "Ann reads 12 pages a day. How long will it take her to read 60 pages?": "how long" is
    asked in the unit of time the paces of the verb are told in ("a day", "3 minutes a page"),
    when they are all told in one; "How much will it cost to print 8 pages?" in the one unit of
    money they are told in ("$2 a page"); None otherwise."""
    dimension = question.taken_in
    verb = question.verb.lemma if question.verb is not None else None
    paces = [e for e in h.entries if e.op is Op.PACE and e.per is not None and e.verb == verb]
    units = {e.per.unit for e in paces if e.per is not None and matcher.matches(e.kind)} | {
        e.kind.unit for e in paces if e.per is not None and matcher.matches(e.per)}
    match list(units):
        case [unit] if (measured := measure_unit(unit)) is not None and measured.dimension == dimension:
            return unit
    return None


def _bind_lasting(h: Hypothesis, question: QuestionProto, matcher: KindMatcher,
                  text: str) -> list[Hypothesis]:
    """ "How many days will the candy last her?": her candy at the end over the pace she uses it
    up; "How long …" is asked in the pace's own unit."""
    span = question.span
    consumers: list[tuple[tuple[str, ...] | None, Hypothesis]] = [(None, h)]
    if question.subject is not None:
        consumers = [((holder,), h2) for holder, h2 in _resolve(h, question.subject, text)]
    bound = []
    for consumer, h2 in consumers:
        per = question.per.noun.head if question.per is not None else None
        unit_text = text[question.per.noun.span[0]:question.per.noun.span[1]] if question.per else ""
        pace_units = {e.per.unit for e in h2.entries if e.op is Op.PACE and e.per is not None
                      and (consumer is None or e.actor in consumer)}
        if per is None and len(pace_units) == 1:
            per, = pace_units
            unit_text = Kind(per).plural_label
        # a verb asked ("to finish all the problems") is the pace's; none: a verb using things up
        verb = question.verb.lemma if question.verb is not None else None
        timed = {e.kind.unit for e in h2.entries if e.op is Op.PACE and e.per is not None and verb is not None
                 and e.verb in (verb, "spend") and (measure := measure_unit(e.kind.unit)) is not None
                 and measure.dimension == "time"}
        if question.per is None and len(timed) == 1:
            # "How long did it take him to wash all the cars?" of "6 minutes to wash each car": a
            # time for each one, asked in its own unit
            per, = timed
            unit_text = Kind(per).plural_label
        target = Target(TargetWhat.SPAN, matcher, span, text[span[0]:span[1]], holders=consumer, per=per,
                        unit_text=unit_text, verb=verb)
        bound.append(attrs.evolve(h2, target=target))
    return bound


_ROUNDING_AUXILIARY = r"\b(?:can|could|are|is|be)\b"


def _rounded_by(question: QuestionProto, text: str, full: bool) -> Citation | None:
    """The words of a question that ask its count of parts rounded: "full boxes" or "fully
    filled" (the complete parts), "are needed" (parts for all of it), "can make" (as many as
    there is enough for): cited by the step that rounds."""
    verb = question.verb
    if full and question.noun is not None and not (verb is not None and _said_fully(verb, text)):
        start, end = question.noun.span
    elif verb is not None:
        start, end = verb.span
        if full and not _filled_up(verb):  # "were fully filled": the adverb right before the verb
            # ("would he fill up": the verb's own words, its particle with it)
            start = text.rindex(text[:start].split()[-1], 0, start)
        elif said := list(re.finditer(_ROUNDING_AUXILIARY, text[question.span[0]:start])):
            start = question.span[0] + said[-1].start()  # "can fill", "are needed"
    else:  # "How many pens can she buy?": the buying is the budget's, not a verb kept
        said = list(re.finditer(r"\b(?:can|could)\b", text[question.span[0]:question.span[1]]))
        if not said:
            return None
        start, end = question.span[0] + said[-1].start(), question.span[1]
    return Citation("text", text[start:end], (start, end))


def _rounded_paced(target: Target, question: QuestionProto, text: str) -> Target:
    """A paced question asking full parts ("How many full boxes …", "… can it fill …") carries
    its rounding as a question for parts does."""
    from wordproof.reader.shares import parts_rounding

    full = question.noun is not None and any(
        words.in_class(m, "full_part_adjectives") for m in question.noun.noun.modifiers) or (
        question.verb is not None and _said_fully(question.verb, text))
    verb = question.verb.lemma if question.verb is not None else None
    rounding = parts_rounding(verb, question.able, full, _estimate(text, question.span))
    if rounding is None:
        return target
    return attrs.evolve(target, rounding=rounding, rounded_by=_rounded_by(question, text, full))


def _said_fully(verb: VerbChunk, text: str) -> bool:
    """ "were fully filled": the word right before the verb says only complete parts count; so
    does "fill up" ("How many shelves would he fill up?": the shelves made full)."""
    before = text[:verb.span[0]].split()
    return _filled_up(verb) or bool(before) and words.in_class(before[-1], "full_part_adverbs")


def _filled_up(verb: VerbChunk) -> bool:
    """ "fill up": to fill a thing to the top, so a part filled up is a full one."""
    return verb.lemma == "fill" and verb.particle == "up"


def _bind_asked(h: Hypothesis, question: QuestionProto, text: str) -> list[Hypothesis] | Refusal:
    if question.change:  # "How much change did she get?": the spending asked, marked on every target
        from wordproof.reader.prices import sum_unit

        bound = _bind_question(h, attrs.evolve(question, change=False, handed=None), text)
        handed = question.handed  # "… from a $20 bill": the sum handed over, named by the question
        return bound if isinstance(bound, Refusal) else [
            attrs.evolve(h2, target=attrs.evolve(h2.target, change=True) if handed is None else attrs.evolve(
                h2.target, change=True, goal=_amount(handed, text), goal_unit=sum_unit(handed)))
            for h2 in bound if h2.target is not None]
    if question.profit:  # "How much profit did she make?": the earning asked, marked on every target
        bound = _bind_question(h, attrs.evolve(question, profit=False), text)
        return bound if isinstance(bound, Refusal) else [
            attrs.evolve(h2, target=attrs.evolve(h2.target, profit=True))
            for h2 in bound if h2.target is not None]
    if question.leftover_of is not None:  # "How many were left unpacked?": only a share's rest
        bound = _bind_question(h, attrs.evolve(question, leftover_of=None), text)
        return bound if isinstance(bound, Refusal) else [
            attrs.evolve(h2, target=attrs.evolve(h2.target, leftover_of=question.leftover_of,
                                                 leftover_undone=question.leftover_undone))
            for h2 in bound if h2.target is not None]
    if question.unit_asked is not None:  # "How much money, in dollars, …": every target keeps it
        bound = _bind_question(h, attrs.evolve(question, unit_asked=None), text)
        return bound if isinstance(bound, Refusal) else [
            attrs.evolve(h2, target=attrs.evolve(h2.target, unit_asked=question.unit_asked))
            for h2 in bound if h2.target is not None]
    if question.kinds:
        return _bind_kinds(h, question, text)
    if question.whole_asked is not None:
        return _bind_percentage(h, question, text)
    from wordproof.reader.shares import contents_unless_asked, parts_of_contents

    asked_noun = question.noun.noun.head if question.noun is not None else None
    filled = _rooms_filled(h, question, asked_noun, text)
    if filled is not None:
        return filled
    h = attrs.evolve(h, entries=parts_of_contents(contents_unless_asked(
        h.entries, question.what is TargetWhat.EACH, asked_noun, WORLD.id), asked_noun,
        question.verb.lemma if question.verb is not None else None, WORLD.id))
    matcher = _matcher(h, question)
    span = question.span
    evidence = text[span[0]:span[1]]
    if _beside_a_part_of_a_part(h, matcher):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, evidence, span=span,
                       expected=("a part of a part asked by all the words of the part it is of",))
    if _changed_since_a_part_of_a_part(h, matcher):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, evidence, span=span,
                       expected=("a part of a part unchanged since it was told",))
    unit_text = "dollars" if question.money else ""
    if question.noun is not None:
        noun = question.noun.noun
        unit_text = text[noun.span[0]:noun.span[1]]
    if question.what is TargetWhat.PRICE:
        from wordproof.reader.prices import price_target

        priced = price_target(h.entries, (question.per, question.goal), matcher, span, evidence,
                              text, f"e{len(h.entries) + 1}", h.times, unit_text or "dollars",
                              done=question.done)
        if isinstance(priced, Refusal):
            return priced
        added = (priced[0],) if priced[0] is not None else ()
        return [attrs.evolve(h.with_entity(WORLD), entries=h.entries + added, target=priced[1])]
    if question.what is TargetWhat.BUDGET:
        return _bind_budget(h, question, matcher, text)
    if question.what in (TargetWhat.LAST, TargetWhat.PERIODS):
        assert question.subject is not None and question.per is not None
        per = question.per.noun.head
        if question.what is TargetWhat.PERIODS:
            unit_text = text[question.per.noun.span[0]:question.per.noun.span[1]]  # "days"
        return [attrs.evolve(h2, target=Target(
            question.what, matcher, span, evidence, holders=(holder,),
            verb=question.verb.lemma if question.verb is not None else None, per=per, unit_text=unit_text))
            for holder, h2 in _resolve(h, question.subject, text)]
    if question.what is TargetWhat.SPAN and question.goal is None:
        return _bind_lasting(h, question, matcher, text)
    if question.what in (TargetWhat.PACED, TargetWhat.SPAN):
        count = question.goal
        assert count is not None and (count.noun is not None or question.what is TargetWhat.SPAN)
        per = count.noun.head if count.noun is not None else ""  # "to earn $40": the unit asked
        if question.what is TargetWhat.SPAN and question.per is None:
            per_told = _time_paced_in(h, question, matcher)
            if per_told is None:
                return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                               expected=("one pace of the verb asked, per a unit of time",))
            per, unit_text = per_told, Kind(per_told).plural_label
        elif question.what is TargetWhat.SPAN:  # the pace's unit is asked, the amount is given
            assert question.per is not None
            per = question.per.noun.head
            unit_text = text[question.per.noun.span[0]:question.per.noun.span[1]]
        paced: list[tuple[tuple[str, ...] | None, Hypothesis]] = [(None, h)]  # "in 7 boxes": any
        if question.subject is not None:
            paced = [((holder,), h2) for holder, h2 in _resolve(h, question.subject, text)
                     if not _many_asked_of_one(h2, question.subject, holder)]
        paced_target = Target(
            question.what, matcher, span, evidence,
            verb=question.verb.lemma if question.verb is not None else None,
            goal=_amount(count, text), per=per, unit_text=unit_text, work=question.work,
            rest=question.what is TargetWhat.SPAN and count.remaining)
        if question.what is TargetWhat.PACED and question.verb is not None and words.in_class(
            question.verb.lemma, "saving_verbs"
        ) and any(e.op in (Op.OBSERVE, Op.GAIN) and matcher.matches(e.kind) for e in h.entries):
            # "has $40 in his bank. He saves $5 a week. How much will he have saved after 6 weeks?":
            # the $30 put by in the weeks, or all his savings then, the $40 among them?
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                           expected=("savings asked with no savings told before",))
        if question.what is TargetWhat.PACED:
            # "How many full boxes does it make a day?": parts of what a pace makes, when the
            # story sizes them (``ledger.shares._pace_parted``), rounded as any parts asked are
            paced_target = _rounded_paced(paced_target, question, text)
        return [attrs.evolve(h2, target=attrs.evolve(paced_target, holders=holders_))
                for holders_, h2 in paced]
    if question.what is TargetWhat.PARTIAL:
        from wordproof.reader.remainders import partial_target

        assert question.per is not None
        if question.subject is not None:
            # "How many cards will he have on the page that isn't full?": the pages of his
            readings: list[Hypothesis] = []
            for who, h2 in _resolve(h, question.subject, text):
                partial = partial_target(h2.entries, matcher, question.per, span, evidence, unit_text,
                                         holder=who)
                if isinstance(partial, Refusal):
                    return partial
                readings.append(attrs.evolve(h2, target=partial))
            return readings
        partial = partial_target(h.entries, matcher, question.per, span, evidence, unit_text)
        return partial if isinstance(partial, Refusal) else [attrs.evolve(h, target=partial)]
    from wordproof.reader.shares import share_target

    full = question.noun is not None and any(  # "How many full boxes …"
        words.in_class(m, "full_part_adjectives") for m in question.noun.noun.modifiers) or (
        question.verb is not None and _said_fully(question.verb, text))
    shared = share_target(h.entries, question.what, matcher, question.per,
                          question.noun.noun.head if question.noun is not None else None,
                          question.verb.lemma if question.verb is not None else None,
                          span, evidence, unit_text, question.able, full,
                          _estimate(text, span), question.whole)
    if isinstance(shared, Target) and _qualifier_names_other_kind(h.entries, question):
        # "A vase holds 7 flowers. You have 57 roses and 7 tulips. How many vases do you need
        # for the roses?": the parts of the roses alone, not of every flower shared
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("parts of the whole shared, not of one kind told in it",))
    if isinstance(shared, Target) and shared.rounding is not None:
        shared = attrs.evolve(shared, rounded_by=_rounded_by(question, text, full))
    if isinstance(shared, Target) and shared.what is TargetWhat.PARTS:
        shared = attrs.evolve(shared, parts_doing=question.parts_doing)
    if isinstance(shared, Target) and shared.what is TargetWhat.PARTS and (
        question.subject is not None and not _parts_of_asked(h, question.subject, shared, text)
    ):
        # "I put 4 pens in each box. How many boxes will Tom fill?": Tom shares nothing
        return Refusal(RefusalCode.NEW_ACTOR, Stage.READER, evidence, span=span,
                       expected=("parts filled by one who holds or shares the whole",))
    if isinstance(shared, Target) and shared.what is TargetWhat.PARTS and isinstance(
        question.subject, EntityChunk
    ) and question.subject.kind == "name":
        # "How many cakes can Omar make?": the parts of what Omar has, not another's
        return [attrs.evolve(h2, target=attrs.evolve(shared, holders=(who,)))
                for who, h2 in _resolve(h, question.subject, text)]
    asked_of = _parters_asked(h, question.subject, text) if isinstance(shared, Target) else []
    if isinstance(shared, Target) and shared.what is TargetWhat.EACH and question.subject is not None and (
        not asked_of
    ):
        # "How many pens did Bo put in each bag?" when no parting names who did it
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("a parting whose doer the story names",))
    if isinstance(shared, Target) and asked_of:
        # "How many bags did she fill?": the parting of the one "she" may be (the ledger holds
        # the share asked about to its parter: a reading where she parted nothing refuses)
        return [attrs.evolve(h2, target=attrs.evolve(shared, holders=(who,))) for who, h2 in asked_of]
    if shared is not None:
        return shared if isinstance(shared, Refusal) else [attrs.evolve(h, target=shared)]
    if question.parts_only and question.or_more is not None and not _getting_told(h, question.or_more.wanted):
        # "How many apples does he need to buy?" of no parts: those he lacks, when he has some
        # (and has bought none yet: "He bought 6. How many did he have to buy?" asks the 6)
        return _bind_question(h, question.or_more, text)
    if question.parts_only:  # "How many apples does he need to buy?" of no parts: more, or in all?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("the parts of a shared whole",))
    holders: list[tuple[tuple[str, ...] | None, Hypothesis]] = [(None, h)]
    if question.subject is not None and question.place is not None:
        # "How many trees does Randy have on his farm?": what is on Randy's farm, when it is his
        holders = [((place,), h3) for who, h2 in _resolve(h, question.subject, text)
                   for place, h3 in _resolve(h2, question.place, text)
                   if place == f"{question.place.noun.head} of {who}"]
    elif question.subject is not None and question.place is None and (
        _in_containers(h, question, question.subject)
    ):
        holders = [(None, h)]  # "How many books do the shelves have?": in the shelves counted
    elif question.subject is not None:
        holders = [((entity_id,), h2) for entity_id, h2 in _resolve(h, question.subject, text)]
    elif question.place is not None and _in_containers(h, question, question.place):
        holders = [(None, h)]  # "How many books are on the shelves?": in the shelves counted
    elif question.place is not None:
        holders = [((entity_id,), h2) for entity_id, h2 in _resolve(h, question.place, text)]
    if question.sole:
        holders = [(ids, h2) for ids, h2 in holders if _sole_holder(h2, ids, matcher)]
    if question.every_doing:
        holders = [(ids, h2) for ids, h2 in holders if _sole_doer(h2, ids, matcher)]
    found: list[Hypothesis] = []
    if question.parts:
        return _bind_parts(h, question, matcher, text, unit_text)
    if question.sides:
        return _bind_sides(h, question, matcher, text, unit_text)
    for holder_ids, h2 in holders:
        if question.spent_on and question.what is not TargetWhat.SHORTFALL:
            # "How much more did she spend on pens than on pads?": the cost of each kind bought
            spent = tuple(Target(TargetWhat.EVENTS, matcher, span, evidence, holders=holder_ids,
                                 verb=question.verb.lemma if question.verb else None,
                                 unit_text=unit_text, spent_on=Kind(n.noun.head, n.noun.of, n.noun.modifiers))
                          for n in question.spent_on)
            if question.fewer:
                spent = spent[::-1]
            # ("… on the game and figures": the costs of both, added)
            combined = TargetWhat.SUM if question.what is TargetWhat.EVENTS else TargetWhat.DIFFERENCE
            found.append(attrs.evolve(h2, target=spent[0] if len(spent) == 1 else Target(
                combined, matcher, span, evidence, parts=spent, unit_text=unit_text)))
            continue
        if question.what is TargetWhat.SHORTFALL:
            if h2.wanted_untold:
                # "wants a lamp and a rug (priced). He also wants a vase.": what the vase takes is
                # untold, so what is still needed is too
                continue
            goal = _amount(question.goal, text) if question.goal is not None else None
            needer_ids = holder_ids
            if question.subject is None:
                # "How many more grains are needed?": of the one the story tells needs them
                needers = {e.subject for e in h2.entries if e.op is Op.GOAL and matcher.matches(e.kind)}
                if not needers:
                    needers = _sharers_of_own(h2, matcher)
                if len(needers) != 1:
                    continue
                needer_ids = tuple(needers)
            target = Target(TargetWhat.SHORTFALL, matcher, span, evidence, holders=needer_ids,
                            unit_text=unit_text, goal=goal, todo=question.todo, verb=question.wanted,
                            equal_parts=question.equal_parts, direction=question.direction,
                            spent_on=next((Kind(n.noun.head, n.noun.of, n.noun.modifiers)
                                           for n in question.spent_on), None),
                            bought_too=tuple(Kind(n.noun.head, n.noun.of, n.noun.modifiers)
                                             for n in question.spent_on[1:]),
                            room=question.subject.noun.head if question.room and isinstance(
                                question.subject, NounChunk) else None)
            found.append(attrs.evolve(h2, target=target))
            continue
        if question.what is TargetWhat.DIFFERENCE and question.goal is not None:
            found += _paced_difference(h2, question, matcher, holder_ids, text, unit_text)
            continue
        if question.what is TargetWhat.DIFFERENCE and question.days is not None and question.verb is not None:
            # "How many more did she sell on Monday than on Tuesday?": her doings of each day
            parts = tuple(Target(TargetWhat.EVENTS, matcher, span, evidence, holders=holder_ids,
                                 verb=question.verb.lemma, day=day) for day in question.days)
            if question.fewer:
                parts = parts[::-1]
            found.append(attrs.evolve(h2, target=Target(
                TargetWhat.DIFFERENCE, matcher, span, evidence, parts=parts, unit_text=unit_text)))
            continue
        if question.what is TargetWhat.DIFFERENCE and question.implicit_other:
            others = _other_holders(h2, question, matcher, holder_ids)
            if len(others) != 1:
                if question.verb is None or others or question.modal:
                    continue  # ("How many more could / will she buy?": not what she bought)
                if any(e.verb == question.verb.lemma and e.subject not in (holder_ids or ())
                       for e in h2.entries):
                    continue  # "Ben scored 21 goals.": more points than Ben, who scored none?
                if not any(e.verb == question.verb.lemma and e.continuation for e in h2.entries):
                    continue  # "Zach scored 42 points.": more than what? ("found 8 more": the 8)
                # "How many more did she find?": no one else found any; the amount found, when
                # she found once ("She found 5. Then she found 8 more.": the 8, or all 13?)
                target = Target(TargetWhat.EVENTS, matcher, span, evidence, holders=holder_ids,
                                verb=question.verb.lemma, unit_text=unit_text, qualified=True)
                found.append(attrs.evolve(h2, target=target))
                continue
            if question.verb is None and any(
                e.op in (Op.GAIN, Op.LOSS, Op.TRANSFER) and matcher.matches(e.kind)
                and (e.subject in (holder_ids or ()) or e.other in (holder_ids or ())) for e in h2.entries
            ):
                continue  # "Jo buys 3 pens. How many more pens does Jo have?": than Al, or than before?
            what = TargetWhat.EVENTS if question.verb is not None else TargetWhat.STATE
            verb = question.verb.lemma if question.verb is not None else None
            parts = (Target(what, matcher, span, evidence, holders=holder_ids, verb=verb),
                     Target(what, matcher, span, evidence, holders=(others[0],), verb=verb))
            if question.fewer:
                parts = (parts[1], parts[0])
            found.append(attrs.evolve(h2, target=Target(
                TargetWhat.DIFFERENCE, matcher, span, evidence, parts=parts, unit_text=unit_text)))
            continue
        if question.what is TargetWhat.DIFFERENCE and (compared := _compared_kind(h2, question)):
            # "How many more beads are there than rings?": two kinds of the same holders
            theirs = _matcher(h2, attrs.evolve(question, noun=compared))
            # "… than blue balls did she buy?": what her buying counted of each kind
            what = TargetWhat.EVENTS if question.verb is not None else TargetWhat.STATE
            verb = question.verb.lemma if question.verb is not None else None
            parts = (Target(what, matcher, span, evidence, holders=holder_ids, verb=verb),
                     Target(what, theirs, span, evidence, holders=holder_ids, verb=verb))
            if question.fewer:
                parts = (parts[1], parts[0])
            found.append(attrs.evolve(h2, target=Target(TargetWhat.DIFFERENCE, matcher, span, evidence,
                                                        parts=parts, unit_text=unit_text,
                                                        absolute=question.absolute)))
            continue
        if question.what is TargetWhat.DIFFERENCE and question.other_party is not None:
            assert question.counterparty is not None and question.verb is not None
            # "How many more did she give to Lea than to Mae?": her doings with each one
            for first, h3 in _resolve(h2, question.counterparty, text):
                for second, h4 in _resolve(h3, question.other_party, text):
                    if len({first, second, *(holder_ids or ())}) < 2 + len(holder_ids or ()) or any(
                        h4.find(who) is None for who in (first, second)
                    ):
                        continue  # one party twice, or the doer as a party, or one never told
                    parts = tuple(Target(TargetWhat.EVENTS, matcher, span, evidence, holders=holder_ids,
                                         verb=question.verb.lemma, counterparty=who)
                                  for who in (first, second))
                    if question.fewer:
                        parts = parts[::-1]
                    found.append(attrs.evolve(h4, target=Target(
                        TargetWhat.DIFFERENCE, matcher, span, evidence, parts=parts, unit_text=unit_text)))
            continue
        if question.what is TargetWhat.DIFFERENCE:
            assert question.other is not None
            # "How many more did Ann buy than Jim?": what each bought, never what each has
            doing = question.verb is not None and question.verb.verb_class is not VerbClass.POSSESS
            what = TargetWhat.EVENTS if doing else TargetWhat.STATE
            verb = question.verb.lemma if doing and question.verb is not None else None
            for other_id, h3 in _resolve(h2, question.other, text):
                if holder_ids == (other_id,):
                    continue  # "is she taller than Ivo": "she" is not Ivo, who would be "himself"
                # "How many more did Ann have than Jim?" after a change: at first, or now? (replay)
                when = question.time if what is TargetWhat.STATE else "final"
                # "In 5 years, how many years older will Kit be than Ugo?": both ages moved alike
                moved = _amount(question.offset, text) if question.offset is not None else None
                parts = (
                    Target(what, matcher, span, evidence, holders=holder_ids, verb=verb, time=when,
                           offset=moved, offset_sign=question.offset_sign),
                    Target(what, matcher, span, evidence, holders=(other_id,), verb=verb, time=when,
                           offset=moved, offset_sign=question.offset_sign),
                )
                if question.fewer:
                    parts = (parts[1], parts[0])  # "how many fewer … than": theirs less ours
                target = Target(TargetWhat.DIFFERENCE, matcher, span, evidence, parts=parts,
                                aggregate=question.aggregate, unit_text=unit_text,
                                absolute=question.absolute)
                found.append(attrs.evolve(h3, target=target))
            continue
        if question.what is TargetWhat.EVENTS and question.modal and not _told_doing(h2, holder_ids):
            # "had 9 apples. She has 3 left. How many will she eat?": the holdings show what was
            # done, never what is still to be
            continue
        time = question.time
        if time in ("before", "after"):
            time = _event_time(h2, question.time, question.time_clause, text, span[0])
        parties: list[tuple[str | None, Hypothesis]] = [(None, h2)]
        if question.counterparty is not None:
            parties = list(_resolve(h2, question.counterparty, text))
            known = [(party, h3) for party, h3 in parties if h2.find(party or "") is not None]
            # "from her mom": the mom the story has, not the mom's mom it never mentions
            parties = known or parties
            if not known and _counted_receivers(h2, question, holder_ids):
                parties = [(None, h2)]  # "did he give his friends" after "gave his 4 friends 6 each"
        for party, h3 in parties:
            if party is not None and party in (holder_ids or ()):
                continue  # "did he give to Tom": "he" is not Tom, who would be "himself"
            owners: list[tuple[str | None, Hypothesis]] = [(None, h3)]
            if question.owner is not None:  # "of her leaves": each way "her" may be bound
                owners = list(_resolve(h3, question.owner, text))
            for owner, h4 in owners:
                target = Target(question.what, matcher, span, evidence, holders=holder_ids,
                                place_of=_place_owner(question, holder_ids), owner=owner,
                                time=time, time_cue=question.time_cue,
                                verb=question.verb.lemma if question.verb else None,
                                aggregate=question.aggregate, unit_text=unit_text,
                                counterparty=party, qualified=question.qualified,
                                direction=question.direction, things_did=question.things_did,
                                todo=question.todo, todo_all=question.todo_all,
                                offset=_amount(question.offset, text) if question.offset else None,
                                offset_sign=question.offset_sign, settings=question.settings,
                                said_at=_qualifier_place(question),
                                doing=question.doing if question.qualified else None)
                found.append(attrs.evolve(h4, target=target))
    return found


def _told_doing(h: Hypothesis, holder_ids: tuple[str, ...] | None) -> bool:
    """Whether the story tells a doing (anything but a holding or a price) of the asked holders,
    or tells none of their holdings either (a supposition in the question may yet tell one)."""
    kept = (Op.OBSERVE, Op.START_EMPTY, Op.PRICE, Op.SALE_PRICE)
    theirs = [e for e in h.entries if holder_ids is None or e.subject in holder_ids or e.actor in holder_ids]
    return any(e.op not in kept for e in theirs) or not any(e.op is Op.OBSERVE for e in theirs)


def _counted_receivers(h: Hypothesis, question: QuestionProto, holder_ids: tuple[str, ...] | None) -> bool:
    """The counterparty asked ("his friends") names the receivers every event of the verb asked
    was counted by ("gave his 35 friends 12 pieces each": pieces per friend × friends), who are
    counted, never named: the events are the giver's alone."""
    party, verb = question.counterparty, question.verb
    if not isinstance(party, EntityChunk) or not party.plural or party.kind != "role" or verb is None or (
        party.possessor is not None and party.possessor.kind != "pronoun"  # "Ann's friends": hers?
    ):
        return False
    events = [e for e in h.entries if e.verb == verb.lemma and (holder_ids is None or e.actor in holder_ids)]
    return bool(events) and all(e.rate is not None and e.count is not None and e.per is not None
                                and e.per.unit == party.name and e.other is None for e in events)


def _sole_holder(h: Hypothesis, holder_ids: tuple[str, ...] | None, matcher: KindMatcher) -> bool:
    """ "How many are left for Neil?": the things left are his only when no one else is told
    to hold, get or be compared by them (the mother's cookies may be left for him too)."""
    holding = (Op.OBSERVE, Op.START_EMPTY, Op.GAIN, Op.SCALE, Op.COMPARE)
    return holder_ids is not None and not any(
        e.op in holding and e.subject not in holder_ids and matcher.matches(e.kind) for e in h.entries)


def _sole_doer(h: Hypothesis, holder_ids: tuple[str, ...] | None, matcher: KindMatcher) -> bool:
    """ "How long did Ole spend on these activities?": the doings "these" points back at are
    all those told, so none of the kind may be someone else's (Rin's painting is not Ole's)."""
    if holder_ids is None:
        return False
    doers = set(holder_ids) | {m for e in h.entities if e.id in holder_ids for m in e.members}
    return not any(e.subject not in doers and matcher.matches(e.kind) for e in h.entries)


def _sharers_of_own(h: Hypothesis, matcher: KindMatcher) -> set[str]:
    """ "It wants to put them equally into 35 rooms. How many more chairs are needed?": with no
    amount wanted told, the one who shares their own holding of the kind into a counted number
    of parts is the one the parts need more for (the ledger checks the share is to be exact)."""
    return {e.subject for e in h.entries if e.op is Op.SHARE and e.actor == e.subject
            and e.count is not None and matcher.matches(e.kind)}


def _in_containers(h: Hypothesis, question: QuestionProto, place: object) -> bool:
    """ "Each shelf had 15 books. How many books were on the shelves?", "How many books do the
    shelves have?": "the shelves" are the containers the contents are told of, not a place or a
    holder of their own; only when every entry of the kind asked is those contents, or the
    contents of what those hold in turn ("Each fern has 7 fronds, and each frond has 30 leaves.
    How many leaves do the ferns have?"), and no books are held anywhere else."""
    if not isinstance(place, NounChunk) or not place.noun.plural or place.determiner != "the" or (
        place.possessor is not None or place.noun.modifiers or question.noun is None
    ):
        return False
    within = {place.noun.head}
    contents = [e for e in h.entries if e.op in (Op.RATE, Op.PACE) and e.verb is None and e.per is not None]
    while grown := {e.kind.unit for e in contents if e.per is not None and e.per.unit in within} - within:
        within |= grown
    told = [e for e in h.entries if e.kind.unit == question.noun.noun.head]
    return bool(told) and all(e in contents and e.per is not None and e.per.unit in within for e in told)


def _bind_kinds(h: Hypothesis, question: QuestionProto, text: str) -> list[Hypothesis] | Refusal:
    """ "How many boys and girls are left?": the question bound for its first kind, and the
    same target again for each other kind; the answer adds them (TargetWhat.SUM)."""
    bound = _bind_question(h, attrs.evolve(question, kinds=(), noun=question.kinds[0]), text)
    if isinstance(bound, Refusal):
        return bound
    span = question.span
    named = text[question.kinds[0].span[0]:question.kinds[-1].span[1]]
    found = []
    for h2 in bound:
        first = h2.target
        if first is None or first.what not in (TargetWhat.STATE, TargetWhat.EVENTS):
            continue
        # "in total" adds the kinds: each kind's own count may be one doing
        parts = tuple(attrs.evolve(first, matcher=_matcher(h2, attrs.evolve(question, kinds=(), noun=kind)),
                                   unit_text=text[kind.noun.span[0]:kind.noun.span[1]], aggregate=False)
                      for kind in question.kinds)
        target = Target(TargetWhat.SUM, first.matcher, span, text[span[0]:span[1]],
                        holders=first.holders, parts=parts, aggregate=first.aggregate, unit_text=named)
        found.append(attrs.evolve(h2, target=target))
    return found


def _bind_percentage(h: Hypothesis, question: QuestionProto, text: str) -> list[Hypothesis] | Refusal:
    """ "What percentage of the flowers are red?": the part asked and the whole it is taken of,
    each bound as its own question; the replay takes the part over the whole (TargetWhat.PERCENT).
    The whole is bound only where the story leaves no other whole: every holding of its kind is
    one holder's (of the flowers the story has, not of Ann's or of Bo's), or every thing of its
    kind came from a doing of the verb asked (the games won are all the games told)."""
    assert question.whole_asked is not None
    bound = _bind_question(h, attrs.evolve(question, whole_asked=None), text)
    if isinstance(bound, Refusal):
        return bound
    span = question.span
    found = []
    for h2 in bound:
        part = h2.target
        if part is None or part.what not in (TargetWhat.STATE, TargetWhat.EVENTS):
            continue
        wholes = _bind_question(h2, question.whole_asked, text)
        if isinstance(wholes, Refusal):
            return wholes
        for h3 in wholes:
            whole = h3.target
            if whole is None or whole.what is not part.what or whole.holders is not None or not (
                _one_whole(h3, whole, part.holders is not None)
            ):
                continue
            if question.complement and _undecided_member(h3, part.matcher):
                continue
            if question.kind_within:
                found.append(attrs.evolve(h3, target=part))  # the part, now known of one whole
                continue
            target = Target(TargetWhat.PERCENT, part.matcher, span, text[span[0]:span[1]],
                            parts=(part, whole), unit_text="percent") if not question.complement else Target(
                TargetWhat.DIFFERENCE, whole.matcher, span, text[span[0]:span[1]], parts=(whole, part),
                unit_text=whole.unit_text)  # "How many roses are not red?": all less the red
            found.append(attrs.evolve(h3, target=target))
    if not found:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, text[span[0]:span[1]], span=span,
                       expected=("one whole the part is taken of",))
    return found


def _beside_a_part_of_a_part(h: Hypothesis, matcher: KindMatcher) -> bool:
    """ "40 beans; half are red; half of the red beans are big. How many big beans are there?":
    a question counting a part of a part, by words that leave out the part it is of, counts
    things the story leaves untold among the whole's other parts (are none of them big?). Nor is
    it asked after a change of the whole's things told after the whole ("She sold 5 goats": were
    black female goats among them?): the replay ties a part to its whole, not a part of a part."""
    by_id = {e.id: e for e in h.entries}
    for entry in h.entries:
        of = by_id.get(entry.whole or "")
        top = by_id.get(of.whole or "") if of is not None else None
        if of is None or top is None or not matcher.matches(entry.kind) or matcher.matches(top.kind):
            continue
        if matcher.unit is None or not set(of.kind.modifiers) <= set(matcher.modifiers):
            return True
        after = h.entries[h.entries.index(top) + 1:]
        if any(e.op not in (Op.OBSERVE, Op.START_EMPTY) and _may_be_of(e.kind, top.kind) for e in after):
            return True
    return False


def _changed_since_a_part_of_a_part(h: Hypothesis, matcher: KindMatcher) -> bool:
    """ "60 goats; half are female; a third of the female goats are black. Ola sells 12 goats
    (2 black goats). How many black female goats?": the goats sold may or may not be of that
    part, which the ledger only splits among the whole's own parts: unless the change names
    the part itself, its count since is not told."""
    by_id = {e.id: e for e in h.entries}
    for entry in h.entries:
        of = by_id.get(entry.whole or "")
        top = by_id.get(of.whole or "") if of is not None else None
        if of is None or top is None or not matcher.matches(entry.kind):
            continue
        unowned = _held_by_no_one(h, top)
        same = attrs.evolve(entry.kind, modifiers=())
        if any((attrs.evolve(e.kind, modifiers=()), set(e.kind.modifiers)) != (
                   same, set(entry.kind.modifiers)) and _may_be_of(e.kind, top.kind)
               and (unowned or top.subject in (e.subject, e.other))
               and e.op in (Op.GAIN, Op.LOSS, Op.TRANSFER)
               for e in h.entries[h.entries.index(entry) + 1:]):
            return True
    return False


def _undecided_member(h: Hypothesis, part: KindMatcher) -> bool:
    """ "8 are green and 4 are dark green. How many are not green?": a told kind of the part's
    noun described by all of the part's words and more, which the part does not count, may be
    among the part all the same (dark green things are green)."""
    if not part.modifiers:
        return False
    for entry in h.entries:
        kind = entry.kind
        if kind.unit != part.unit or part.matches(kind):
            continue
        words = set(kind.modifiers) | set((kind.part or "").split())
        if set(part.modifiers) < words:
            return True
    return False


def _one_whole(h: Hypothesis, whole: Target, of_holders: bool) -> bool:
    """The things ``whole`` counts are one whole: every one of them come by a doing of the verb
    asked (events); held by one holder alone (a state, its part a sub-kind); or, the part being
    one holder's (``of_holders``: "What percentage of the stamps does Rafe have?"), held by two
    or more people, the story telling no place that keeps any (a holder's share of the stamps
    is of everyone's: one holder alone would be all of them, whatever the question meant)."""
    told = [e for e in h.entries if e.op is not Op.START_EMPTY and whole.matcher.matches(e.kind)]
    if not told:
        return False
    if whole.what is TargetWhat.EVENTS:
        # one doer alone would have done all of them, whatever the question meant
        return all(e.op is Op.GAIN and e.verb == whole.verb for e in told) and (
            not of_holders or len({e.actor for e in told}) > 1)
    holders = {e.subject for e in told} | {e.other for e in told if e.op is Op.TRANSFER and e.other}
    if not of_holders:
        return len(holders) == 1
    people = [entity for holder in holders if (entity := h.find(holder)) is not None and (
        entity.kind is EntityKind.PERSON
        or entity.kind is EntityKind.ROLE and words.in_class(_head_of(entity.id), "person_nouns"))]
    return len(holders) > 1 and len(people) == len(holders) and all(
        e.op in (Op.OBSERVE, Op.GAIN, Op.LOSS, Op.TRANSFER, Op.COMPARE, Op.SCALE) for e in told)


def _qualifier_names_other_kind(entries: tuple[Entry, ...], question: QuestionProto) -> bool:
    """A closing qualifier of a question on shares ("… need for the roses", "for the red pens")
    names a kind the story counts that no share is of: it asks of a part of the whole shared."""
    for chunk in question.qualifier:
        if not isinstance(chunk, NounChunk):
            continue
        named = Kind(chunk.noun.head, chunk.noun.of, chunk.noun.modifiers)
        if any(named.names(e.kind) for e in entries) and not any(
            named.names(e.kind) for e in entries if e.op is Op.SHARE
        ):
            return True
    return False


def _qualifier_place(question: QuestionProto) -> Setting | None:
    """ "How many laps did she swim at the lake?": the place a closing qualifier names."""
    match question.qualifier:
        case (PrepChunk(word=word), NounChunk() as place) if word in SETTING_PREPOSITIONS and (
            not words.in_class(place.noun.head, "time_nouns")
        ):
            return setting_of(word, place)
    return None


def _names_person(word: str) -> bool:
    """A noun that names a person ("sister", "uncle", "friend"), with or without a gender."""
    return words.in_class(word, "person_nouns") or words.role_gender(word) is not None


def _owned_place_named(h: Hypothesis, question: QuestionProto) -> QuestionProto | None:
    """ "Ivo keeps 40 letters in his mailbox. … How many letters are left in the mailbox?": "the
    mailbox", owned by no one said, names the one mailbox the story told, when it told it once
    and owned ("his mailbox", "Ivo's mailbox"): asked as that telling, its owner read where it
    was written. A mailbox told with no owner is asked as it is; one told twice, once owned,
    is refused (None): "the mailbox" may be his, or another."""
    place = question.place
    if place is None or place.possessor is not None or place.determiner != "the":
        return question
    match [n for n in h.told.nouns if n.span[1] <= question.span[0] and n.head == place.noun.head]:
        case [NounTold(owned_by=EntityChunk() as owner) as told] if (
            told.written.lower() == place.noun.surface.lower()
            and set(place.noun.modifiers) <= set(told.modifiers)
        ):
            return attrs.evolve(question, place=attrs.evolve(place, possessor=owner, determiner=None))
        case [*told] if len(told) > 1 and any(n.owned_by is not None for n in told) and (
            h.find(f"the {place.noun.surface}".lower()) is not None
        ):
            return None  # "in his box … Ada puts 5 cards in the box": his box, or another?
    return question


def _place_owner(question: QuestionProto, holder_ids: tuple[str, ...] | None) -> tuple[str, str] | None:
    """ "How many are on his shelf?": the owner of the place asked about ("shelf of Jerry"
    is Jerry's) and the place's noun."""
    place = question.place
    if place is None or place.possessor is None or not holder_ids:
        return None
    modifiers = place.noun.modifiers
    asked = words.noun_form(question.noun.noun.head) if question.noun is not None else None
    if any(_names_person(m) for m in modifiers) or words.in_class(place.noun.head, "holding_nouns") and (
        any(words.noun_form(m) != asked for m in modifiers)
    ):
        # "his sister's bag": another's; "his coin collection" asked of stamps: not all he has
        # (of coins, "his coin collection" is what "his collection" is)
        return None
    prefix = f"{place.noun.head} of "
    return (holder_ids[0].removeprefix(prefix), place.noun.head) if holder_ids[0].startswith(prefix) else None


def _compared_kind(h: Hypothesis, question: QuestionProto) -> NounChunk | None:
    """ "than rings" compares kinds when "rings" is a bare plural the story counts; "(bags of
    rice) than oats" when the story counts bags of oats, the noun "oats" stands for. The
    other kind's noun, else None."""
    other = question.other
    if question.noun is None or not isinstance(other, NounChunk):
        return None
    elided = elided_measure(question.noun, other)
    counted = any(other.noun.head in (e.kind.unit, e.kind.part) for e in h.entries)
    if elided is not None and any(
        e.kind.unit == elided.noun.head and e.kind.of == elided.noun.of for e in h.entries
    ):
        # "(boxes of pens) than pencils" when the story counts loose pencils too: which?
        return None if counted else elided
    return other if kind_noun(other) and counted else None


def _estimate(text: str, span: tuple[int, int]) -> bool:
    """ "Approximately how many …", "…, about how many": the question's sentence has a hedge,
    so it asks an estimate, not a count rounded one way."""
    start = sentence_span(text, span)[0]
    return any(word in HEDGES for word in re.findall(r"[a-z]+", text[start:span[1]].lower()))


def _bind_budget(h: Hypothesis, question: QuestionProto, matcher: KindMatcher,
                 text: str) -> list[Hypothesis] | Refusal:
    """ "How many pens can she buy with the money she has?": the money is the buyer's. A price
    the question says ("How many $3 pens …") is bound as the story's price of the things."""
    from wordproof.reader.prices import sum_unit

    assert question.noun is not None and isinstance(question.subject, EntityChunk)
    span = question.span
    goal = _amount(question.goal, text) if question.goal is not None else None
    priced = [h] if question.unit_price is None else _bind_statement(
        h, (Proto(Op.PRICE, question.noun, question.unit_price, span),), (), text)
    if isinstance(priced, Refusal):
        return priced
    found = []
    buyers = [(who, bound) for base in priced for who, bound in _resolve(base, question.subject, text)]
    for buyer, h2 in buyers:
        owners = [(buyer, h2)] if question.other is None else [
            (owner, h3) for owner, h3 in _resolve(h2, question.other, text) if owner == buyer]
        for _, h3 in owners:
            target = Target(TargetWhat.BUDGET, matcher, span, text[span[0]:span[1]],
                            holders=(buyer,), per=question.noun.noun.head, goal=goal,
                            unit_text=question.noun.noun.surface,
                            goal_unit=sum_unit(question.goal) if question.goal is not None else None,
                            # "How many can she buy?": as many as the money pays for in full
                            rounding="floor" if question.able and not _estimate(text, span) else None)
            if target.rounding is not None:
                target = attrs.evolve(target, rounded_by=_rounded_by(question, text, False))
            found.append(attrs.evolve(h3, target=target))
    return found


def _paced_difference(h: Hypothesis, question: QuestionProto, matcher: KindMatcher,
                      holder_ids: tuple[str, ...] | None, text: str, unit_text: str) -> list[Hypothesis]:
    """ "How many more pages does Liza read than Suzie in 3 hours?": a PACED target for each,
    the subject's less the other's; with no "than", the one other who does the verb."""
    assert question.goal is not None and question.goal.noun is not None and question.verb is not None
    others = [(who, h) for who in _other_holders(h, question, matcher, holder_ids)]
    if question.other is not None:
        others = list(_resolve(h, question.other, text))
    elif len(others) != 1:
        return []
    found = []
    for other_id, h2 in others:
        if other_id in (holder_ids or ()):
            continue
        evidence = text[question.span[0]:question.span[1]]
        parts = tuple(Target(TargetWhat.PACED, matcher, question.span, evidence, holders=who,
                             verb=question.verb.lemma, goal=_amount(question.goal, text),
                             per=question.goal.noun.head, unit_text=unit_text)
                      for who in (holder_ids, (other_id,)))
        if question.fewer:
            parts = parts[::-1]
        found.append(attrs.evolve(h2, target=Target(TargetWhat.DIFFERENCE, matcher, question.span, evidence,
                                                    parts=parts, unit_text=unit_text)))
    return found


def _other_holders(h: Hypothesis, question: QuestionProto, matcher: KindMatcher,
                   holder_ids: tuple[str, ...] | None) -> list[str]:
    """Who else holds (or, for a verb, did) what the question counts."""
    verb = question.verb.lemma if question.verb is not None else None
    found = []
    for entry in h.entries:
        who = entry.actor if verb is not None else entry.subject
        relevant = entry.verb == verb if verb is not None else entry.op in (Op.OBSERVE, Op.RATE)
        if relevant and matcher.matches(entry.kind) and who not in (holder_ids or ()) and (
            who not in found
        ):
            found.append(who)
    row = _ordinal_row(h, holder_ids)
    if row is not None and any(who in row for who in found):
        # "How many more will there be in the second box?": than the other boxes of its row
        return [who for who in found if who in row]
    return found


def _ordinal_row(h: Hypothesis, holder_ids: tuple[str, ...] | None) -> frozenset[str] | None:
    """The one holder asked named by its place in a row ("the second box"): the others named
    so ("the first box", "the third box"); None when the holder asked is not named so."""
    if holder_ids is None or len(holder_ids) != 1 or (asked := h.find(holder_ids[0])) is None or (
        (row := asked.place_in_row) is None
    ):
        return None
    return frozenset(e.id for e in h.entities if e.id != asked.id and e.place_in_row is not None
                     and e.place_in_row[1] == row[1])


def _bind_parts(h: Hypothesis, question: QuestionProto, matcher: KindMatcher, text: str,
                unit_text: str) -> list[Hypothesis] | Refusal:
    """ "the difference between Bobby's books and Kristi's books": each part's holder and kind."""
    span = question.span
    evidence = text[span[0]:span[1]]

    def part(base: Hypothesis, index: int) -> list[tuple[Target, Hypothesis]]:
        owner, noun = question.parts[index]
        assert noun is not None
        noun, role = _possessed_by_role(noun) if owner is not None else (noun, None)
        kind = KindMatcher(noun.noun.head, noun.noun.of, noun.noun.modifiers)
        owners = _resolve(base, owner, text) if owner is not None else [("", base)]
        if owner is not None and all(o is owner for o, _ in question.parts):
            # "their apples": one of the two people "their" names, each part its own
            owners = [(group.members[index], bound) for who, bound in owners
                      if (group := bound.find(who)) is not None and len(group.members) == 2]
        if role is not None:
            # "your friend's balloons": the balloons of the friend of yours the story has
            owners = [(f"{role} of {who}", bound) for who, bound in owners
                      if bound.find(f"{role} of {who}") is not None]
        if question.by_place:
            # "the pens in Ida's bag": hers told there, when no one else is told holding pens
            # (her brother's may be in the bag too)
            owners = [(who, bound) for who, bound in owners if not any(
                e.subject != who and e.kind.unit == noun.noun.head for e in bound.entries)]
        return [(Target(TargetWhat.STATE, kind, span, evidence, holders=(who,) if who else None),
                 bound) for who, bound in owners]

    return _differences(h, part, matcher, span, evidence, unit_text)


def _possessed_by_role(noun: NounChunk) -> tuple[NounChunk, str | None]:
    """ "(your) friend's balloons": a first modifier written with "'s" is a second owner, the
    one the first names ("friend of you"); the noun without it, and that role. Else the noun
    as it is and None."""
    modifiers = noun.noun.modifiers
    if not modifiers or modifiers[0] not in noun.noun.owners:
        return noun, None
    return attrs.evolve(noun, noun=attrs.evolve(noun.noun, modifiers=modifiers[1:])), modifiers[0]


def _bind_sides(h: Hypothesis, question: QuestionProto, matcher: KindMatcher, text: str,
                unit_text: str) -> list[Hypothesis]:
    """ "the difference between the number of chairs before selling and the left": each
    side a holding at its time, or the amount of its verb's events, of the counted kind."""
    span = question.span
    evidence = text[span[0]:span[1]]

    def side(base: Hypothesis, index: int) -> list[tuple[Target, Hypothesis]]:
        described = question.sides[index]
        owners: list[tuple[str | None, Hypothesis]] = [(None, base)]
        if described.holder is not None:
            owners = [(who, bound) for who, bound in _resolve(base, described.holder, text)]
        found = []
        for who, bound in owners:
            holders = (who,) if who is not None else None
            if described.verb is not None:
                target = Target(TargetWhat.EVENTS, matcher, span, evidence, holders=holders,
                                verb=described.verb.lemma, qualified=described.qualified)
            else:
                time = described.time
                if time in ("before", "after"):
                    time = _event_time(bound, time, described.time_clause, text, span[0])
                target = Target(TargetWhat.STATE, matcher, span, evidence, holders=holders,
                                time=time)
            found.append((target, bound))
        return found

    return _differences(h, side, matcher, span, evidence, unit_text)


SideTargets = Callable[[Hypothesis, int], list[tuple[Target, Hypothesis]]]


def _differences(h: Hypothesis, side: SideTargets, matcher: KindMatcher, span: tuple[int, int],
                 evidence: str, unit_text: str) -> list[Hypothesis]:
    """ "the difference between A and B": every binding of the first side, then of the
    second, as the larger less the smaller."""
    found = []
    for first, h1 in side(h, 0):
        for second, h2 in side(h1, 1):
            target = Target(TargetWhat.DIFFERENCE, matcher, span, evidence, parts=(first, second),
                            unit_text=unit_text, absolute=True)
            found.append(attrs.evolve(h2, target=target))
    return found


def _matcher(h: Hypothesis, question: QuestionProto) -> KindMatcher:
    if question.dimension is not None:
        return KindMatcher(None, question.weighed, dimension=question.dimension,
                           own_measure=question.what is TargetWhat.STATE)
    if question.money:
        return KindMatcher(None, money=True)
    predicate = (question.predicate,) if question.predicate is not None else ()
    if question.noun is None:
        # "How much did she get?" when the story tells a sum of money: never the things counted
        money_told = question.amount and any(
            (unit := measure_unit(e.kind.unit)) is not None and unit.dimension == "money" for e in h.entries)
        return KindMatcher(None, modifiers=predicate, amount=money_told)
    noun = question.noun.noun
    modifiers = noun.modifiers + predicate
    if not any(noun.head in (e.kind.unit, e.kind.part) for e in h.entries):
        # a category whose plural is written in two words ("reading materials", "musical
        # instruments"): every word before the noun is of the name, none describes the kind
        named = " ".join((*noun.modifiers, noun.surface.lower()))
        category = category_for_plural(named) if noun.modifiers and noun.of is None else None
        if category is not None:
            return KindMatcher(None, modifiers=predicate, category=category)
        category = category_for_plural(noun.surface.lower()) or category_for_plural(noun.head)
        if category is not None:
            return KindMatcher(None, modifiers=modifiers, category=category)
        category = category_for_plural(noun.of) if noun.of is not None and not noun.modifiers and (
            words.in_class(noun.head, "item_nouns")) else None
        if category is not None:
            # "pieces of clothing", "items of furniture": the category's things, one by one (a
            # story that counts pieces, "cut into 4 pieces", has them as its own unit, above)
            return KindMatcher(None, modifiers=predicate, category=category)
    return KindMatcher(noun.head, noun.of, modifiers)


def _event_time(h: Hypothesis, time: str, time_clause: tuple[Chunk, ...], text: str, asked_at: int) -> str:
    """ "before she gave any away": the one entry whose verb the time clause names — the
    entry's own verb or a verb written in its clause ("bought a kite for $5", read as money
    spent); a purchase and the paying for it are one doing ("after paying for the kite", and a
    noun that is the verb's own word, "after the purchase"). An occasion named by a noun
    ("before the party"): the doings told at it (``occasions.occasion_entries``)."""
    lemmas = {c.lemma for c in time_clause if isinstance(c, VerbChunk)} | {
        c.noun.head for c in time_clause if isinstance(c, NounChunk) and c.possessor is None
        and words.in_class(c.noun.head, "buying_verbs")}

    def paying(lemma: str | None) -> bool:
        return lemma is not None and (words.in_class(lemma, "buying_verbs") or words.in_class(
            lemma, "spending_verbs"))

    def named(lemma: str | None) -> bool:
        return lemma in lemmas or paying(lemma) and any(paying(asked) for asked in lemmas)

    # "after he bought the folders" names a purchase only wished by its things, and only them
    # ("after he bought the pens (and the folders)", "the red folders" is no doing of the wish)
    things = {(c.noun.head, c.noun.modifiers) for c in time_clause
              if isinstance(c, NounChunk | QtyChunk) and c.noun is not None}
    matches = [e.id for e in h.entries if (named(e.verb) or any(named(v.lemma) for v in h.told.verbs_within(
        e.clause))) and (not e.wished or things == {(e.kind.unit, e.kind.modifiers)})]
    if time == "before" and not time_clause:
        matches = _the_one_change(h)
    occasion = None if matches or not all(words.in_class(lemma, "motion_verbs") for lemma in lemmas) else (
        occasion_entries(h.entries, time, time_clause, text, asked_at))
    if occasion is not None:
        matches = occasion  # "before the party", "before going to the store": the doings there
    return f"{time}:{'|'.join(matches)}"


def _the_one_change(h: Hypothesis) -> list[str]:
    """ "Ann ate 5 apples. Now she has 4. How many did she have before?": a bare "before" is
    before the one change the story tells, when it tells nothing but that change and the
    holdings after it (two changes: before which? "Ann has 12. She buys 4. … before?": before
    the buying, or before the telling?)."""
    changes = [i for i, e in enumerate(h.entries) if e.op in (Op.GAIN, Op.LOSS, Op.TRANSFER)]
    if len(changes) != 1 or any(e.op not in (Op.GAIN, Op.LOSS, Op.TRANSFER, Op.OBSERVE) for e in h.entries):
        return []
    held_after = all(i > changes[0] for i, e in enumerate(h.entries) if e.op is Op.OBSERVE)
    return [h.entries[changes[0]].id] if held_after else []


_PRESENT_BE = frozenset({"is", "are", "am"})


# the verbs of holding that "One box had 5 pens and the other had 7" may be told with
_ONE_OTHER_HOLDS = frozenset({"has", "had", "holds", "held", "contains", "contained"})


def _one_and_the_other(tokens: tuple[Token, ...]) -> tuple[tuple[Token, ...], tuple[QuantityUse, ...]]:
    """ "One stack had 4 coins and the other had 8.", "One jar holds 6 beads. The other jar
    holds 9 beads.": of two things of a noun, each holds an amount; the tokens read as "The
    first stack had 4 coins and the second stack had 8." Only a capitalized "One" opening its
    sentence, a singular noun, a verb of holding and a number right after; then, in that
    sentence after "and" or opening the next, "the other" with the same noun or none, the same
    verb and a number. A text with another "other", "others" or "another" (two things, or
    more?) or any ordinal word (which would be the first?) is left as it is. The "One" is set
    aside (``ONE_OF_TWO``): it counts nothing."""
    found = list(tokens)
    others = [j for j, t in enumerate(found) if t.lower in ("other", "others", "another")]
    if len(others) != 1 or found[others[0]].lower != "other" or any(
        t.numeral is not None and t.numeral.kind is NumeralKind.ORDINAL for t in found
    ):
        return tokens, ()
    (other,) = others
    for i in range(len(found) - 4):
        one, noun, verb, amount = found[i:i + 4]
        if not (one.text == "One" and one.sentence_initial and one.kind is TokenKind.NUMBER
                and noun.kind is TokenKind.WORD and words.noun_lemma(noun.lower) == noun.lower
                and not noun.capitalized and verb.lower in _ONE_OTHER_HOLDS
                and amount.kind is TokenKind.NUMBER and amount.numeral is not None
                and amount.numeral.kind is NumeralKind.CARDINAL):
            continue
        the = found[other - 1] if other > i + 4 else None
        joined = found[other - 2] if other > i + 5 else None
        opens = the is not None and the.text == "The" and the.sentence_initial and (
            joined is not None and joined.text == ".")
        after = other + 2 if other + 1 < len(found) and found[other + 1].lower == noun.lower else other + 1
        if the is None or joined is None or not (
            opens or the.text == "the" and joined.lower == "and"
        ) or (
            after + 1 >= len(found) or found[after].lower != verb.lower
            or found[after + 1].kind is not TokenKind.NUMBER
            or any(t.text in (".", "?", "!") for t in found[i:other - 2])
        ):
            return tokens, ()
        word = attrs.evolve(_ordinal_token("first", 1, one), start=one.end)
        second = _ordinal_token("second", 2, found[other])
        named = attrs.evolve(noun, start=found[other].end, end=found[other].end)
        found[other:after] = [second, named]
        found[i] = attrs.evolve(one, text="The", kind=TokenKind.WORD, numeral=None)
        found.insert(i + 1, word)
        return tuple(found), (QuantityUse(one.span, one.text, None, excluded=ONE_OF_TWO),)
    return tokens, ()


def _ordinal_token(text: str, place: int, at: Token) -> Token:
    """The ordinal word ``text`` read at the place of the token ``at``."""
    numeral = Numeral(Fraction(place), NumeralKind.ORDINAL, 1, None)
    return attrs.evolve(at, text=text, kind=TokenKind.NUMBER, numeral=numeral, sentence_initial=False)


def _going_to_as_will(tokens: tuple[Token, ...]) -> tuple[Token, ...]:
    """ "He is going to buy 3 pens", "How old is Ana going to be?": the present of ``be`` with
    "going to" and a verb's base form says what "will" says ("He will buy", "How old will Ana
    be?"); the tokens read so, "will" standing at ``be``'s place. "was going to" (a plan of the
    past, perhaps never done) and "going to the shop" (a going) are left as they are."""
    found = list(tokens)
    i = 0
    while i < len(found) - 2:
        going, to, verb = found[i:i + 3]
        base = verb.kind is TokenKind.WORD and words.verb_lemma(verb.text) == verb.lower
        if going.lower != "going" or to.lower != "to" or not base:
            i += 1
            continue
        be = next((j for j in range(i - 1, max(i - 5, -1), -1)
                   if found[j].lower in _PRESENT_BE or found[j].kind is not TokenKind.WORD), None)
        if be is None or found[be].lower not in _PRESENT_BE:
            i += 1
            continue
        found[be] = attrs.evolve(found[be], text="will")
        del found[i:i + 2]
    return tuple(found)


_BE_PRESENT_OR_PAST = frozenset({"is", "are", "was", "were"})


def _told_verb(token: Token) -> bool:
    """A verb in the past ("flew", "passed") or a form of ``be``: the doing of a subject."""
    if token.kind is not TokenKind.WORD:
        return False
    if token.lower in _BE_PRESENT_OR_PAST:
        return True
    lemma = words.verb_lemma(token.lower)
    return lemma is not None and lemma != token.lower and not token.lower.endswith(("s", "ing"))


def _noun_and_place(words_: list[Token]) -> bool:
    """ "geese", "salmon families", "kids in a gym": one to three words of noun, then at most
    a place ("in", "at" or "on" and up to three words), which goes with the whole."""
    place = next((j for j, t in enumerate(words_) if t.lower in {"in", "at", "on"}), len(words_))
    return (1 <= place <= 3 and len(words_) - place != 1 and len(words_) - place <= 4
            and not _told_verb(words_[0]))


def _out_of_as_of_them(tokens: tuple[Token, ...]) -> tuple[Token, ...]:
    """ "At the lake, 17 out of 42 geese flew away", "9 out of the 30 pupils were late": the
    whole (42 geese) is told, and the part that did the doing; the tokens read as English
    says it at length ("there were 42 geese. 17 of them flew away"). Only a count opening
    its sentence (or after an opening phrase and a comma), a whole with its noun right
    after it (and perhaps its place: "in a gym"), and a doing told in the past or by ``be``
    are read so; any other "out of" is left as it is."""
    found = list(tokens)
    i = 0
    while i < len(found) - 5:
        part, out, of = found[i:i + 3]
        opens = i == 0 or found[i - 1].text in {".", ",", "!", "?"}
        if not (opens and part.kind is TokenKind.NUMBER and out.lower == "out" and of.lower == "of"):
            i += 1
            continue
        at = i + 4 if found[i + 3].lower == "the" else i + 3
        whole = found[at] if at < len(found) else None
        end = at + 2
        while end < len(found) and found[end].kind is TokenKind.WORD and not _told_verb(found[end]):
            end += 1
        if (whole is None or whole.kind is not TokenKind.NUMBER or end >= len(found)
                or not _told_verb(found[end]) or not _noun_and_place(found[at + 1:end])
                or any(t.kind is not TokenKind.WORD for t in found[at + 1:end])):
            i += 1
            continue
        verb = found[end]
        present = verb.lower in {"is", "are"}
        initial = i == 0 or found[i - 1].text != ","
        there = attrs.evolve(out, text="There" if initial else "there", sentence_initial=initial)
        be = attrs.evolve(of, text="are" if present else "were")
        stop = attrs.evolve(found[end - 1], text=".", kind=TokenKind.PUNCT,
                            start=found[end - 1].end, end=found[end - 1].end)
        them = attrs.evolve(of, text="them")
        found[i:end] = [there, be, *found[at:end], stop,
                        attrs.evolve(part, sentence_initial=True), of, them]
        i = end + 3
    return tuple(found)


# words that join another clause to a sentence, which "this" might be instead
_JOINING = frozenset({"and", "but", "or", "then", "while", "if", "when", "because", "so", ",", ";"})


def _done_again_over_a_stretch(tokens: tuple[Token, ...]) -> tuple[Token, ...]:
    """ "Ana bakes 20 cakes a day. She does this for 9 days.": a sentence of one clause closing
    on a pace per one unit of time ("a day", "each week"), then its subject's pronoun doing
    "this" (or "that") for a stretch of time: the pace told over that stretch, read as "Ana bakes
    20 cakes a day for 9 days" says (the tokens between dropped, the rest kept where they stand).
    The pronoun must be the subject's ("she" after "Ana", a name of her gender, or "she" again;
    "it" after a thing); anything else is left as it is."""
    found = list(tokens)
    i = 1
    while i < len(found) - 7:
        stop, doer, do, this, for_, count, unit, after = found[i:i + 8]
        period = measure_unit(words.noun_form(found[i - 1].lower))
        stretch = measure_unit(words.noun_form(unit.lower))
        if not (stop.text == "." and do.lower in ("do", "does", "did") and this.lower in ("this", "that")
                and for_.lower == "for" and count.kind is TokenKind.NUMBER and after.lower in (".", "and")
                and period is not None and period.dimension == "time" and found[i - 1].lower == period.name
                and stretch is not None and stretch.dimension == "time"
                and found[i - 2].lower in ("a", "an", "each", "every", "per")):
            i += 1
            continue
        start = max((j + 1 for j in range(i) if found[j].text in SENTENCE_END), default=0)
        first = found[start]
        gender = name_gender(first.text) if first.capitalized and first.text.isalpha() else None
        subject = first.lower if first.lower in ("he", "she") else "it" if first.lower in (
            "a", "an", "the") else {"male": "he", "female": "she", None: ""}[gender]
        if subject != doer.lower or any(t.lower in _JOINING for t in found[start:i]):
            i += 1
            continue
        del found[i:i + 4]
        i += 4
    return tuple(found)


WEEKDAYS = "reading: Monday through Friday are five days of each week"
_PACE_WORDS = frozenset({"a", "an", "each", "every", "per"})


def _weekdays_as_days_a_week(tokens: tuple[Token, ...]) -> tuple[Token, ...]:
    """ "swims 12 laps a day, Monday through Friday.", "… every afternoon, Monday to Friday.": a
    pace per day (or per a time that comes once a day), then the days Monday through Friday
    closing the sentence, says what "…, 5 days a week" says; the tokens read so, the 5 said by
    "Monday" (a reading rule the grounding re-reads) and "days a week" by "through Friday". Any
    other days, or words after them, are left as they are."""
    found = list(tokens)
    for i in range(3, len(found) - 4):
        comma, monday, through, friday, stop = found[i:i + 5]
        period, each = found[i - 1].lower, found[i - 2].lower
        once_a_day = words.in_class(period, "times_once_a_day") and each in ("each", "every")
        if not (comma.text == "," and monday.lower == "monday" and through.lower in ("through", "to")
                and friday.lower == "friday" and stop.text == "." and each in _PACE_WORDS
                and (period == "day" or once_a_day)):
            continue
        five = attrs.evolve(monday, kind=TokenKind.NUMBER, text="5", numeral=Numeral(
            Fraction(5), NumeralKind.CARDINAL, 1, None, lexicon_constant=WEEKDAYS))
        days = attrs.evolve(through, text="days")
        a = attrs.evolve(friday, text="a", start=friday.start, end=friday.start)
        week = attrs.evolve(friday, text="week", sentence_initial=False)
        return tuple((*found[:i + 1], five, days, a, week, *found[i + 4:]))
    return tokens


def read(text: str, tokens: tuple[Token, ...]) -> ProblemReadingState:
    """Read a whole problem: a fold of ``feed`` over its tokens."""
    tokens, set_aside = _one_and_the_other(tokens)
    state = ProblemReadingState(text, hypotheses=(Hypothesis(quantities=set_aside),))
    for token in _out_of_as_of_them(_going_to_as_will(_done_again_over_a_stretch(
            _weekdays_as_days_a_week(tokens)))):
        state = feed(state, token)
        if state.refusal is not None:
            break
    if state.refusal is None and (state.machine.chunks or state.machine.pending is not None):
        state = _refuse(state, Refusal(RefusalCode.NO_QUESTION, Stage.READER,
                                       text[-40:], expected=("a sentence ending in '?'",)))
    if state.refusal is None and state.questions == 0:
        state = _refuse(state, Refusal(RefusalCode.NO_QUESTION, Stage.READER, text[-40:],
                                       expected=("a question",)))
    return state
