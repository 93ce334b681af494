"""The token machine: ``feed(state, token) -> state`` over a table of (phase, class) handlers.

The machine groups tokens into chunks (quantities, noun phrases, entities, verbs, cues) and
closes a sentence at its end mark, handing the sentence's chunks to the frames. A pair of
(phase, token class) that is not in the table is a refusal naming the phase, the token and
the classes that would have been accepted; the refusing state keeps everything read so far.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable
from fractions import Fraction

import attrs

from wordproof.ledger.coins import COIN_WORTH
from wordproof.ledger.paces import TWO_UNITS
from wordproof.lexicon import words
from wordproof.lexicon.tables import coin_value, is_given_name, measure_unit, two_part_factor
from wordproof.reader.chunks import (
    A_ONE,
    A_PAIR_ONE,
    AuxChunk,
    Chunk,
    ConjChunk,
    CueChunk,
    EntityChunk,
    Noun,
    NounChunk,
    PrepChunk,
    QtyChunk,
    UnknownChunk,
    VerbChunk,
    WhChunk,
    join,
)
from wordproof.reader.classes import COMPARATIVE_MEANING, TC, classify, cue_kind, is_plural_acronym
from wordproof.reader.tenses import verb_tenses
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralKind, ordinal_place
from wordproof.text.times import TimeChunk, time_chunks
from wordproof.text.tokens import Token, TokenKind


class Phase(enum.Enum):
    __hash__ = object.__hash__  # by identity, in C, like TC's

    IDLE = "between phrases"
    QTY = "in a quantity"
    QTY_OF = "after 'of' in a quantity"
    NP = "in a noun phrase"
    HOW = "after 'how'"


@attrs.frozen
class Sentence:
    chunks: tuple[Chunk, ...]
    span: tuple[int, int]
    question: bool
    tokens: tuple[Token, ...]
    times: tuple[TimeChunk, ...] = ()  # the words that place it in time, set aside (text/times.py)


@attrs.frozen
class MachineState:
    """What the token machine holds between tokens."""

    phase: Phase = Phase.IDLE
    pending: Chunk | None = None
    chunks: tuple[Chunk, ...] = ()
    tokens: tuple[Token, ...] = ()
    sentences: tuple[Sentence, ...] = ()
    refusal: Refusal | None = None

    @property
    def times(self) -> tuple[TimeChunk, ...]:
        """The time chunks of the sentences closed so far."""
        return tuple(t for sentence in self.sentences for t in sentence.times)


Handler = Callable[[MachineState, Token, frozenset[TC]], MachineState]


def _emit(state: MachineState, chunk: Chunk) -> MachineState:
    return attrs.evolve(state, chunks=state.chunks + (chunk,))


def _one_pair(qty: QtyChunk) -> QtyChunk:
    """ "a pair of shorts": one of a thing named only in the plural (lexicon `pair_nouns`), as
    "3 shorts" are 3 pairs, never 2 shorts; "a pair of socks" stays 2 socks. "a pair of
    glasses" is one pair of spectacles or two drinking glasses: how many is not told."""
    if qty.lexicon_constant != "pair" or qty.value != 2 or qty.noun is None:
        return qty
    if words.in_class(qty.noun.head, "pair_nouns"):
        return attrs.evolve(qty, value=Fraction(1), lexicon_constant=A_PAIR_ONE)
    if qty.noun.head == "glass" and qty.noun.surface.lower() == "glasses" and not qty.noun.modifiers and (
        qty.noun.of is None
    ):
        return attrs.evolve(qty, value=None, lexicon_constant=None)
    return qty


def _flush(state: MachineState) -> MachineState:
    """Close the phrase under construction (if any) and return to IDLE."""
    if state.pending is None:
        return state if state.phase is Phase.IDLE else attrs.evolve(state, phase=Phase.IDLE)
    chunk = state.pending
    if isinstance(chunk, NounChunk) and not chunk.noun.head:
        # a determiner or a possessive with no noun after it: "her" was an object pronoun
        state = attrs.evolve(state, pending=None, phase=Phase.IDLE)
        owner = chunk.possessor
        if owner is None:
            return state
        role = "object" if owner.kind == "pronoun" else owner.pronoun_role
        return _emit(state, attrs.evolve(owner, pronoun_role=role))
    if isinstance(chunk, NounChunk) and (
        chunk.determiner in ("a", "an")
        or (chunk.determiner == "the" and state.chunks and isinstance(state.chunks[-1], VerbChunk))
    ) and (ordinal_place(chunk.noun.head) is not None and measure_unit(chunk.noun.head) is None):
        # "He ate a fourth." / "He ate the fifth.": an ordinal with no noun after it is a share
        # with no "of" or one thing of a row never named, never one thing of a kind "fourth"
        # ("than the first" after "the first basket" is the basket named before: it stays)
        refusal = Refusal(RefusalCode.UNEXPECTED_TOKEN, Stage.READER, chunk.noun.surface, span=chunk.span,
                          expected=("a noun after the ordinal",))
        return attrs.evolve(state, refusal=refusal, pending=None, phase=Phase.IDLE)
    match state.chunks[-2:]:
        case [EntityChunk(kind="role", possessor=EntityChunk() as owner), ConjChunk(word="and")] if (
            isinstance(chunk, NounChunk) and chunk.possessor is None and chunk.determiner is None
            and is_role(chunk.noun)
        ):
            chunk = attrs.evolve(chunk, possessor=owner)  # "his aunt and uncle": his uncle too
    if isinstance(chunk, NounChunk) and chunk.possessor is not None and is_role(chunk.noun) and (
        not chunk.noun.owners  # "her friend's sister" is not her sister
    ):
        chunk = EntityChunk("role", chunk.noun.surface, chunk.span, name=chunk.noun.head,
                            possessor=chunk.possessor, plural=chunk.noun.plural)
    if isinstance(chunk, QtyChunk):
        chunk = _one_pair(_dollar_note(_fraction_of_unit(chunk)))
        if (priced := _priced_purchase(state, chunk)) is not None:
            return attrs.evolve(state, chunks=state.chunks + priced, pending=None, phase=Phase.IDLE)
        if (whole := _time_in_two_units(state, chunk)) is not None:
            state, chunk = whole
    last = state.chunks[-1] if state.chunks else None
    if isinstance(chunk, NounChunk) and isinstance(last, QtyChunk) and last.attributive and (
        chunk.determiner is None and chunk.possessor is None and last.noun is not None
        and last.noun.head == "dollar" and last.span[1] + 1 == chunk.span[0]
    ):
        # "a fifty-dollar bill": a bill of $50, as "a $50 bill" is
        merged = _dollar_note(attrs.evolve(last, noun=attrs.evolve(chunk.noun, modifiers=("dollar",)),
                                           attributive=False, span=(last.span[0], chunk.span[1])))
        if merged.currency is not None:
            state = attrs.evolve(state, chunks=state.chunks[:-1])
            chunk = merged
    return attrs.evolve(_emit(state, chunk), pending=None, phase=Phase.IDLE)


def _time_in_two_units(state: MachineState, smaller: QtyChunk) -> tuple[MachineState, QtyChunk] | None:
    """ "in 4 hours and 30 minutes", "for an hour 15 minutes": a time told in two units of
    time, the larger first and right before (with "and" or nothing between), is one time in the
    smaller unit (270 minutes), the larger converted by the whole factor of the units table; the
    quantity cites all its words (re-read by ``paces.two_units``). None when it is not one."""
    if not _plain_time(smaller):
        return None
    chunks = state.chunks
    if len(chunks) > 1 and isinstance(chunks[-1], ConjChunk) and chunks[-1].word == "and" and (
        chunks[-1].span[1] + 1 == smaller.span[0]
    ):
        larger, gap = chunks[-2], chunks[-1].span[0]
    elif chunks:
        larger, gap = chunks[-1], smaller.span[0]
    else:
        return None
    if isinstance(larger, QtyChunk) and _plain_time(larger) and larger.lexicon_constant is None:
        assert larger.noun is not None and larger.value is not None
        head, count = larger.noun.head, larger.value
    elif isinstance(larger, NounChunk) and larger.determiner in ("a", "an") and larger.possessor is None and (
        not larger.noun.plural and not larger.noun.modifiers and larger.noun.of is None
    ):
        head, count = larger.noun.head, Fraction(1)  # "an hour and 45 minutes"
    else:
        return None
    assert smaller.noun is not None and smaller.value is not None
    factor = two_part_factor(head, smaller.noun.head)
    if larger.span[1] + 1 != gap or factor is None or smaller.value >= factor:
        return None
    span = (larger.span[0], smaller.span[1])
    whole = attrs.evolve(smaller, value=count * factor + smaller.value, value_span=span, span=span,
                         lexicon_constant=TWO_UNITS)
    kept = state.chunks[:-2] if chunks[-1] is not larger else state.chunks[:-1]
    return attrs.evolve(state, chunks=kept), whole


def _plain_time(qty: QtyChunk) -> bool:
    """A whole count of a unit of time and nothing else ("30 minutes", not "30 more minutes")."""
    noun = qty.noun
    unit = None if noun is None else measure_unit(noun.head)
    return noun is not None and unit is not None and unit.dimension == "time" and (
        qty.value is not None and qty.kind is NumeralKind.CARDINAL and qty.value.denominator == 1
        and not noun.modifiers and noun.of is None and not noun.owners and qty.currency is None
        and not qty.attributive and qty.comparative is None and qty.measure is None and not qty.pointed
        and not qty.of_said and not qty.another and qty.of_entity is None
    )


def _dollar_note(qty: QtyChunk) -> QtyChunk:
    """ "a twenty dollar bill", "a 20 dollar tip": one bill (lexicon ``money_nouns``) of that
    many dollars, as "a $20 bill" is. Never of bills ("3 dollar bills": three of one dollar?)."""
    noun = qty.noun
    if qty.currency is not None or noun is None or noun.plural or noun.modifiers != ("dollar",) or (
        noun.of is not None or not words.in_class(noun.head, "money_nouns") or qty.value is None
        or qty.comparative is not None or qty.kind is not NumeralKind.CARDINAL
    ):
        return qty
    return attrs.evolve(qty, currency="dollar", noun=attrs.evolve(noun, modifiers=()))


def _one_unit_of_money(state: MachineState, token: Token) -> QtyChunk | None:
    """ "for a dollar each", "a dollar more than the pen": "a" / "an" right before one unit of
    money of the units table is one of that unit, as "1 dollar" is (the article counted one by
    a reading rule), the phrase going on as a quantity's does ("a dollar bill" is then one bill
    of a dollar, as "a 1 dollar bill" is). Never after "of" ("three fourths of a dollar": a
    fraction's whole); coins are things counted ("a dime"), never read here."""
    np = state.pending
    if not (isinstance(np, NounChunk) and np.determiner in ("a", "an") and not np.noun.head
            and np.possessor is None) or token.possessive:
        return None
    noun = _noun_of(token)
    unit = measure_unit(noun.head)
    before = [t for t in state.tokens if t.end <= np.span[0]]
    if unit is None or unit.dimension != "money" or noun.plural or before and before[-1].lower == "of":
        return None
    article = np.span
    return QtyChunk(Fraction(1), NumeralKind.CARDINAL, article, join(article, token.span), noun=noun,
                    lexicon_constant=A_ONE)


def _priced_purchase(state: MachineState, qty: QtyChunk) -> tuple[Chunk, ...] | None:
    """ "wants to buy a $90 scooter", "bought a $7 lamp": one thing right after a verb of buying
    (lexicon `buying_verbs`), its price said before its noun, says what "a scooter that costs
    $90" says; the chunks of that, else None. Only one thing, told by "a" / "an", of no "of"
    ("a $150 pair of shoes": the pair or each shoe?), never money ("a $20 bill") or a measure."""
    noun = qty.noun
    if qty.currency is None or qty.value is None or noun is None or noun.plural or noun.of is not None or (
        words.in_class(noun.head, "money_nouns") or qty.comparative is not None or qty.attributive
        or qty.measure is not None or qty.of_entity is not None or qty.of_them or qty.pointed
    ):
        return None
    before = [t for t in state.tokens if t.end <= qty.span[0]]
    last = state.chunks[-1] if state.chunks else None
    if not before or before[-1].lower not in ("a", "an") or not (
        isinstance(last, VerbChunk) and words.in_class(last.lemma, "buying_verbs") and last.particle is None
    ):
        return None
    cost = VerbChunk("costs", "cost", words.verb_class("cost"), qty.value_span)
    return (NounChunk(noun, (before[-1].span[0], qty.span[1]), determiner=before[-1].lower),
            CueChunk("relative", "that", qty.value_span), cost,
            attrs.evolve(qty, noun=None, span=qty.value_span))


def is_role(noun: Noun) -> bool:
    """A noun naming a person by a role ("father", "friend", "teacher"), not by a name."""
    return words.role_gender(noun.head) is not None or noun.head in _PERSON_NOUNS


_PERSON_NOUNS = frozenset({
    "friend", "teacher", "classmate", "neighbor", "neighbour", "cousin", "parent", "coach",
    "boss", "partner", "roommate", "teammate", "grandparent", "sibling", "kid", "child",
    "family", "class", "team", "student", "baby", "guest", "owner", "mate", "buddy",
})


def _noun_of(token: Token) -> Noun:
    return noun_of_word(token.text, token.span)


def noun_of_word(text: str, span: tuple[int, int]) -> Noun:
    """The noun one word names: its lemma, and whether it is plural."""
    lower = text.lower()
    lemma = words.noun_lemma(lower)
    head = lemma or lower
    # "the Ferris wheel", "a Davis cup": a name's closing "s" makes no plural
    plural = lemma is not None and lemma != lower or (
        lemma is None and lower.endswith("s") and not is_given_name(lower))
    money = measure_unit(lower) if lower.isalpha() else None
    if money is not None and money.dimension == "money" and lower not in (money.name, money.plural):
        head, plural = money.name, lower.endswith("s")  # "bucks": dollars by another name
    elif len(text) > 1 and text.isupper():
        head, plural = lower, False  # "DS games", "TV": an acronym modifies
    elif is_plural_acronym(text):
        head, plural = lower[:-1], True  # "DVDs": DVD, many
    return Noun(head, text, plural, span=span)


def _extend_noun(noun: Noun | None, token: Token) -> Noun:
    """Add a word to a noun phrase: the newest word is the head, earlier ones modify it. A
    word written with "'s" naming one thing is an owner's ("her cousin's shells")."""
    new = _noun_of(token)
    if _one_owners(token, new):
        new = attrs.evolve(new, owners=(new.head,))
    if noun is None:
        return new
    if words.in_class(noun.head, "unit_powers") and measure_unit(new.head) is not None:
        # "square feet": an area, never a length; the kind is named by both words
        return attrs.evolve(new, head=f"{noun.head} {new.head}", modifiers=noun.modifiers,
                            span=join(noun.span, token.span))
    return attrs.evolve(new, modifiers=noun.modifiers + (noun.head,), span=join(noun.span, token.span),
                        owners=noun.owners + new.owners)


def _one_owners(token: Token, noun: Noun) -> bool:
    """ "cousin's": a possessive of one owner, its word as written ("children's", "cousins'"
    are not)."""
    return token.possessive and not noun.plural and token.span[1] - token.span[0] == len(token.text) + 2 and (
        noun.head == token.lower)


# ----------------------------------------------------------------------------- handlers


def start_quantity(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    assert token.numeral is not None
    if token.numeral.kind is NumeralKind.ORDINAL and isinstance(state.pending, NounChunk) and (
        state.pending.determiner is not None or state.pending.possessor is not None
    ):
        return noun_phrase_word(state, token, classes)  # "the first game", "her third try"
    if token.numeral.kind is NumeralKind.ORDINAL:
        state = _flush(state)
        last = state.chunks[-1] if state.chunks else None
        if isinstance(last, QtyChunk) and last.noun is None and last.span[1] + 1 >= token.span[0]:
            # "One-third" the numerals did not read as a fraction: never the count "One"
            return _refuse(state, token, Phase.QTY)
        if isinstance(last, CueChunk) and words.in_class(last.text, "distributives"):
            # "every third day": one day in three, never every day
            return _refuse(state, token, Phase.QTY)
        return state  # "First, he prepared …": an ordinal orders; it counts nothing
    state = _flush(state)
    comparative = None
    last = state.chunks[-1] if state.chunks else None
    if isinstance(last, NounChunk) and last.determiner is None and last.possessor is None and (
        not last.noun.plural and not last.noun.modifiers and last.span[1] + 1 >= token.span[0]
        and len(state.chunks) > 1 and isinstance(prep := state.chunks[-2], PrepChunk)
        and prep.span[1] + 1 >= last.span[0]  # the noun alone after it: "on day", not "at the next stop"
    ):
        # "on day 2", "in chapter 3", "game 1": a number after a bare noun names one of
        # them, it counts nothing
        return _refuse(state, token, Phase.QTY)
    another = isinstance(last, CueChunk) and last.kind == "another"
    if another:
        # "another three points" says what "three more points" says
        state = attrs.evolve(state, chunks=state.chunks[:-1])
        comparative = "more"
    qty = QtyChunk(token.numeral.value, token.numeral.kind, token.span, token.span,
                   currency=token.numeral.currency,
                   lexicon_constant=token.numeral.lexicon_constant, comparative=comparative,
                   attributive=token.attributive, another=another, pointed=_points_at(state, token))
    if token.numeral.kind in _MOMENTS_AND_PARTS:
        return _emit(state, qty)  # "at 3:00 pm Sam had": a time or a ratio takes no noun
    return attrs.evolve(state, phase=Phase.QTY, pending=qty)


_MOMENTS_AND_PARTS = frozenset({NumeralKind.CLOCK, NumeralKind.RATIO, NumeralKind.CLOCK_OR_RATIO})
_POINTING = frozenset({"the", "these", "those", "his", "her", "their", "its", "my", "our", "your",
                       "all", "both", "each", "every", "first", "last", "other"})


def _points_at(state: MachineState, token: Token) -> bool:
    """ "the 3 pens", "Ann's 3 pens", "all 3", "her first 3": the word right before a number
    points at things already told (a determiner, a possessive, an ordinal)."""
    before = [t for t in state.tokens if t.span[1] <= token.span[0]]
    return bool(before) and (before[-1].lower in _POINTING or before[-1].possessive)


def measure_hyphen(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    """The hyphen of "a 3-pound bag": the word after it is what the number measures; in
    "10 same-size cakes" it joins two words that describe the noun."""
    qty = state.pending
    assert isinstance(qty, QtyChunk)
    measure = qty.attributive and qty.noun is None
    if _joins_of_words(state, token, qty):
        # "50 pairs of medium-size shoes": the complement goes on after the hyphen
        assert qty.noun is not None
        noun = attrs.evolve(qty.noun, span=join(qty.noun.span, token.span))
        return attrs.evolve(state, pending=attrs.evolve(qty, noun=noun, span=join(qty.span, token.span)))
    if not (measure or _joins_words(state, token, qty.noun) and not qty.attributive):
        return _redispatch(state, token)
    return attrs.evolve(state, pending=attrs.evolve(qty, span=join(qty.span, token.span)))


def _joins_of_words(state: MachineState, token: Token, qty: QtyChunk) -> bool:
    """A hyphen written against the last word of an "of" complement that is no plural head
    yet ("of medium-size shoes")."""
    before = state.tokens[-2] if len(state.tokens) > 1 else None
    return token.text == "-" and qty.noun is not None and bool(qty.noun.of) and not (
        qty.of_entity or qty.of_them) and before is not None and before.kind is TokenKind.WORD and (
        before.end == token.start == qty.noun.span[1]) and not _noun_of(before).plural


def _thing_measured(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState | None:
    """ "3 120-page | books", "a 5-pound | bag of rice", "one 10-minute | song": the noun after
    a measure said of each thing is what the count before the measure counts (a bare number,
    or "a" read as one), each of them measuring it; after "in" or "into" ("into 12-ounce |
    steaks"), things of that size, an untold count. The count goes on, the measure held in it;
    None when there is no such count, or the measure is money (a bill's worth, not a size)."""
    pending = state.pending
    assert isinstance(pending, QtyChunk) and pending.noun is not None
    measure = _fraction_of_unit(pending)  # "2 half-gallon jugs": half a gallon each
    assert measure.noun is not None
    unit = measure_unit(measure.noun.head)
    if TC.NOUN not in classes or TC.ADJ in classes and _sized(token) or measure.value is None or (
        measure.kind is not NumeralKind.CARDINAL or measure.currency is not None or measure.noun.modifiers
        or measure.noun.of is not None or unit is not None and unit.dimension == "money"
    ):
        return None
    before = [t for t in state.tokens if t.end <= measure.value_span[0]]
    last = state.chunks[-1] if state.chunks else None
    if before and isinstance(last, QtyChunk) and last.span[1] == before[-1].end and (
        last.value is not None and last.noun is None and last.kind is NumeralKind.CARDINAL
        and not last.attributive and last.currency is None and last.comparative is None
        and last.of_entity is None and not last.of_said and not last.remaining and last.measure is None
        and not last.pointed  # ("the 2 5-pound bags": of things told before, measured only now?)
    ):
        count, chunks = last, state.chunks[:-1]
    elif before and before[-1].lower in ("a", "an") and not isinstance(last, QtyChunk) and (
        len(before) < 2 or before[-2].lower != "of"
    ):
        count = QtyChunk(Fraction(1), NumeralKind.CARDINAL, before[-1].span, before[-1].span,
                         lexicon_constant=A_ONE)
        chunks = state.chunks
    elif before and before[-1].lower in ("in", "into") and not isinstance(last, QtyChunk):
        # "cut it into 12-ounce steaks": parts of that size, how many not told
        count, chunks = QtyChunk(None, None, measure.span, measure.span), state.chunks
    else:
        return None
    counted = attrs.evolve(count, measure=measure, span=join(count.span, measure.span))
    return attrs.evolve(state, chunks=chunks, pending=counted)


def _sized(token: Token) -> bool:
    """ "a 6-foot tall fence", "a 5-pound heavy bag": an adjective of a measure or a size after
    the measure tells which of the thing's measures it is (or none), so it names no thing
    measured; a word that is also a noun ("a 4-minute video", "a 26-mile marathon") does."""
    return words.measured_dimension(token.lower) is not None or words.in_class(token.lower, "size_adjectives")


def _lengthwise(measure: QtyChunk, token: Token) -> bool:
    """ "a 27-yard | long rope", "a 2-hour | long movie": `long` after a measure of length or
    time says what "a 27-yard rope" says. Never `tall`, `wide` or `deep`: "a 6-foot tall fence"
    tells no feet of fence."""
    assert measure.noun is not None
    unit = measure_unit(measure.noun.head)
    return token.lower == "long" and unit is not None and unit.dimension in (
        "length", "time", "calendar") and not measure.noun.modifiers and measure.noun.of is None and (
        measure.span[1] == measure.noun.span[1])


def _gerund(token: Token) -> bool:
    lemma = words.verb_lemma(token.lower)
    return token.lower.endswith("ing") and lemma is not None and lemma != token.lower


def gerund_modifier(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    """ "45 coloring books", "some trading cards": a gerund right after a count (or a word that
    describes its noun) names what the things are for, after "more" too when a describing word
    came first ("6 more green bowling balls"); any other verb ends the quantity."""
    qty = state.pending
    assert isinstance(qty, QtyChunk)
    gerund = _gerund(token)
    if not gerund or qty.of_them or qty.of_entity is not None or (
        qty.noun is not None and (qty.noun.plural or qty.noun.of is not None)
    ) or qty.comparative is not None and qty.noun is None or qty.attributive or (
        qty.currency is not None and qty.noun is None
    ):
        # ("earned $600 mowing lawns": a sum of money is no kind of thing a doing describes)
        return _redispatch(state, token)
    return of_them_noun(state, token, frozenset({TC.NOUN}))


def noun_hyphen(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    """ "a star-shaped box", "the high-tech shoes": the hyphen joins words before the noun."""
    np = state.pending
    assert isinstance(np, NounChunk)
    if token.lower == "last" and not np.noun.head and (np.determiner == "the" or np.possessor is not None):
        # "the last weighed 4 pounds", "the last box": an ordinal, as "the first" is, never a
        # word dropped (the clause would take the subject before it)
        return noun_phrase_word(state, token, classes)
    if not _joins_words(state, token, np.noun):
        return _redispatch(state, token)
    return attrs.evolve(state, pending=attrs.evolve(np, span=join(np.span, token.span)))


def _after_joining_hyphen(state: MachineState, token: Token) -> bool:
    """The word right after a hyphen that joined the phrase under construction."""
    pending = state.pending
    hyphen = state.tokens[-2] if len(state.tokens) > 1 else None
    return isinstance(pending, NounChunk | QtyChunk) and hyphen is not None and hyphen.text == "-" and (
        pending.span[1] == hyphen.end == token.start and token.kind is TokenKind.WORD)


def _joins_words(state: MachineState, token: Token, noun: Noun | None) -> bool:
    """A hyphen written against the word before it, a word that is no plural head yet."""
    before = state.tokens[-2] if len(state.tokens) > 1 else None
    return token.text == "-" and noun is not None and bool(noun.head) and not noun.plural and (
        before is not None and before.kind is TokenKind.WORD and before.end == token.start)


def start_some(state: MachineState, token: Token, _: frozenset[TC]) -> MachineState:
    state = _flush(state)
    qty = QtyChunk(None, None, token.span, token.span)
    return attrs.evolve(state, phase=Phase.QTY, pending=qty)


def quantity_word(state: MachineState, token: Token, _: frozenset[TC]) -> MachineState:
    qty = state.pending
    assert isinstance(qty, QtyChunk)
    if qty.of_entity is not None or qty.of_them or qty.attributive and qty.noun is not None:
        return _redispatch(state, token)  # "a 3-pound | bag": the measure ends at its unit
    if qty.noun is not None and (qty.noun.of is not None or qty.noun.plural):
        # a plural noun ends the phrase: "5 toy cars", but not "5 apples cost"
        return _redispatch(state, token)
    noun = _extend_noun(qty.noun, token)
    return attrs.evolve(state, pending=attrs.evolve(qty, noun=noun, span=join(qty.span, token.span)))


def quantity_comparative(state: MachineState, token: Token, _: frozenset[TC]) -> MachineState:
    qty = state.pending
    assert isinstance(qty, QtyChunk)
    if qty.noun is not None or qty.comparative is not None:
        return _redispatch(state, token)
    meaning = COMPARATIVE_MEANING.get(token.lower, token.lower)
    updated = attrs.evolve(qty, comparative=meaning, span=join(qty.span, token.span))
    return attrs.evolve(state, pending=updated)


def quantity_of(state: MachineState, token: Token, _: frozenset[TC]) -> MachineState:
    if token.lower != "of":
        return _redispatch(state, token)
    assert isinstance(state.pending, QtyChunk)
    return attrs.evolve(state, phase=Phase.QTY_OF, pending=attrs.evolve(state.pending, of_said=True))


_HOLDER = "(holder)"  # a subject pronoun: "what she has left"
_WHAT_IS_LEFT = {("what", "was", "left"), ("what", "is", "left"), ("what", "remained"), ("what", "remains"),
                 ("what", _HOLDER, "has", "left"), ("what", _HOLDER, "had", "left"),
                 ("what", _HOLDER, "have", "left")}
_HOLDER_PRONOUNS = frozenset({"he", "she", "they"})


def of_what_is_left(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    """ "a third of what was left", "half of what remained": of what is left now, as "of the
    rest" says; "a quarter of what she has left": of what that holder has left now (the
    pronoun is bound as the basis's holder, as "of her apples" is). The words are taken one
    by one, and any other refuses."""
    qty = state.pending
    assert isinstance(qty, QtyChunk)
    if _share_of_which(state, token):
        return attrs.evolve(state, pending=attrs.evolve(qty, of_them=True, span=join(qty.span, token.span)),
                            phase=Phase.QTY)
    tokens = state.tokens[-4:]
    start = next((i for i in range(len(tokens)) if tokens[i].lower == "what"), len(tokens))
    told = [_HOLDER if i == start + 1 and t.lower in _HOLDER_PRONOUNS else t.lower
            for i, t in enumerate(tokens) if i >= start]
    if told == ["what"] and state.tokens[-2].lower != "of" or qty.noun is not None or (
        qty.of_them or qty.of_entity is not None or qty.remaining
    ) or not any(tuple(told) == whole[:len(told)] for whole in _WHAT_IS_LEFT):
        return _refuse(state, token, Phase.QTY_OF)
    span = join(qty.span, token.span)
    if tuple(told) in _WHAT_IS_LEFT:
        holder = tokens[start + 1] if _HOLDER in told else None
        owner = None if holder is None else EntityChunk("pronoun", holder.text, holder.span,
                                                        pronoun_role="subject")
        return attrs.evolve(state, pending=attrs.evolve(qty, remaining=True, of_them=owner is None,
                                                        of_entity=owner, span=span), phase=Phase.QTY)
    return attrs.evolve(state, pending=attrs.evolve(qty, span=span))


def _saying_what_is_left(state: MachineState) -> bool:
    """Inside "of what was left": the pending quantity ends with "what", "what was", "what she"
    or "what she has"."""
    qty = state.pending
    said = [t.lower for t in state.tokens[-4:-1]]
    return isinstance(qty, QtyChunk) and len(state.tokens) > 3 and qty.span[1] == state.tokens[-2].end and (
        "what" in said[-2:] or said[0] == "what" and said[1] in _HOLDER_PRONOUNS)


def _share_of_which(state: MachineState, token: Token) -> bool:
    """ "350 trees, 70% of which are pines": a share after a comma, "of which" the things the
    clause before it told, as "and 70% of them are pines" says."""
    qty = state.pending
    before = state.tokens[-4:-3]
    return token.lower == "which" and isinstance(qty, QtyChunk) and qty.comparative is None and (
        qty.kind in (NumeralKind.FRACTION, NumeralKind.PERCENT) and bool(before) and before[0].lower == ",")


def quantity_of_word(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    """After "of": "of them", "of her seashells", "of the apples", "of candy"."""
    qty = state.pending
    assert isinstance(qty, QtyChunk)
    if _saying_what_is_left(state):
        return of_what_is_left(state, token, classes)
    span = join(qty.span, token.span)
    if TC.PRON_OBJ in classes and token.lower in ("them", "it"):
        return attrs.evolve(state, pending=attrs.evolve(qty, of_them=True, span=span),
                            phase=Phase.QTY)
    if _source_after_count(qty, token, classes):
        # "8 pages of a book": the things are counted already; "of" and what follows name the
        # one thing they come from, a noun phrase of its own ("book" is no verb there, and "a
        # book" no "per book")
        of_span = (qty.span[1], token.span[0])
        counted = attrs.evolve(state, pending=attrs.evolve(qty, of_said=False))
        return start_noun_phrase(_emit(_flush(counted), PrepChunk("of", of_span)), token, classes)
    if TC.DET in classes and TC.PRON_POSS not in classes:
        # "some of the apples": the noun after "of the" is what is counted; "8600 g of the trail
        # mix": a measure's complement, as after a bare "of"
        measured = qty.noun is not None and measure_unit(qty.noun.head) is not None
        phase = Phase.QTY_OF if measured else Phase.QTY
        of_the = qty.of_the or token.lower in ("the", "those", "these") and state.tokens[-2].lower == "of"
        return attrs.evolve(state, pending=attrs.evolve(qty, span=span, of_the=of_the), phase=phase)
    brand = TC.NAME in classes and not token.possessive and qty.noun is not None and not is_role(qty.noun)
    if (TC.PRON_POSS in classes or TC.NAME in classes) and not brand:
        owner = None
        if TC.PRON_POSS in classes:
            owner = EntityChunk("pronoun", token.text, token.span, pronoun_role="possessive")
        elif TC.NAME in classes:
            owner = EntityChunk("name", token.text, token.span, name=token.text)
        return attrs.evolve(state, pending=attrs.evolve(qty, of_entity=owner, span=span,
                                                        of_them=owner is None),
                            phase=Phase.QTY)
    if TC.CUE in classes and token.lower == "all" and state.tokens[-2].lower == "of":
        return attrs.evolve(state, pending=attrs.evolve(qty, span=span))  # "half of all the apples"
    if brand or classes & {TC.NOUN, TC.UNKNOWN, TC.ADJ, TC.VERB}:
        # "of candy"; "of frozen yogurt", "of wooden blocks", "of baking soda": after "of" a
        # participle or an adjective names the kind with the noun after it; so does a name
        # after a thing ("5 games of Monopoly", "2 cans of Coke"), never its owner
        noun = qty.noun or Noun("", "", False)
        of_noun = _noun_of(token)
        if qty.noun is None:
            noun = of_noun
        else:
            noun = attrs.evolve(noun, of=of_noun.head, span=join(noun.span, token.span))
        return attrs.evolve(state, pending=attrs.evolve(qty, noun=noun, span=span),
                            phase=Phase.QTY)
    return _refuse(state, token, Phase.QTY_OF)


def _source_after_count(qty: QtyChunk, token: Token, classes: frozenset[TC]) -> bool:
    """ "8 pages of a book", "3 slices of a pie": a number of plain plural things, then "of a"
    (or "an"): the one thing they are parts of, never a holder nor the kind counted. ("of her"
    is not read so: "photos of her friends" are no parts of them.)"""
    noun = qty.noun
    return TC.DET in classes and token.lower in ("a", "an") and noun is not None and noun.plural and (
        noun.of is None and not noun.modifiers and measure_unit(noun.head) is None
        and qty.value is not None and qty.comparative is None and not qty.of_them
        and qty.of_entity is None)


def count_of_counts(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    """ "8 rows of 12 chairs", "4 boxes of 6 pens": a count of things, "of", and what each of
    them holds, counted: two quantities with the "of" between them (the frames read it)."""
    qty = state.pending
    assert isinstance(qty, QtyChunk)
    if qty.noun is None or not qty.noun.plural or qty.of_entity is not None or qty.of_them:
        return _refuse(state, token, Phase.QTY_OF)
    of_span = (qty.span[1], token.span[0])  # the "of" and the spaces around it
    return start_quantity(_emit(_flush(state), PrepChunk("of", of_span)), token, classes)


_REMAINDER_WORDS = {"remaining": False, "rest": True, "remainder": True}  # word: names no kind


def of_the_remaining(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    """ "half of the remaining apples", "a third of the rest", "25% of the remainder": a
    quantity of what is left now; "rest" and "remainder" leave the kind to the story."""
    qty = state.pending
    assert isinstance(qty, QtyChunk)
    before = tuple(t.lower for t in state.tokens[-3:-1])
    if token.lower not in _REMAINDER_WORDS or before != ("of", "the") or qty.noun is not None or (
        qty.of_them or qty.of_entity is not None or qty.remaining
    ):
        return _redispatch(state, token)
    remaining = attrs.evolve(qty, remaining=True, of_them=_REMAINDER_WORDS[token.lower],
                             span=join(qty.span, token.span))
    return attrs.evolve(state, pending=remaining)


def _half_the_remaining(state: MachineState, token: Token) -> MachineState | None:
    """ "sold half the remaining apples", "gave half the rest to Bo": "half" before "the" says
    "half of the" (as in "half the money"), so the remainder word reads as after "of the"."""
    np, last = state.pending, state.chunks[-1] if state.chunks else None
    if state.phase is not Phase.NP or token.lower not in _REMAINDER_WORDS or not (
        isinstance(np, NounChunk) and np.determiner == "the" and not np.noun.head and np.possessor is None
        and isinstance(last, QtyChunk) and last.lexicon_constant == "half" and last.noun is None
        and last.span == last.value_span and not (last.of_said or last.of_them or last.remaining)
        and last.of_entity is None
    ):
        return None
    remaining = attrs.evolve(last, remaining=True, of_them=_REMAINDER_WORDS[token.lower],
                             span=join(last.span, token.span))
    return attrs.evolve(state, chunks=state.chunks[:-1], pending=remaining, phase=Phase.QTY)


def of_them_noun(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    """ "some of her seashells": the noun after the possessive names the kind."""
    qty = state.pending
    assert isinstance(qty, QtyChunk)
    if qty.attributive and qty.noun is not None:
        if _lengthwise(qty, token):
            return attrs.evolve(state, pending=attrs.evolve(qty, span=join(qty.span, token.span)))
        measured = _thing_measured(state, token, classes)
        return _redispatch(state, token) if measured is None else of_them_noun(measured, token, classes)
    if qty.currency is not None and qty.noun is None and TC.VERB in classify(token) and _gerund(token):
        # "earned $90 washing cars": the doing the sum came by, never a kind of money
        return TABLE[(Phase.IDLE, TC.VERB)](_flush(state), token, frozenset({TC.VERB}))
    if token.lower in _REMAINDER_WORDS and tuple(t.lower for t in state.tokens[-3:-1]) == ("of", "the"):
        return of_the_remaining(state, token, classes)
    if qty.noun is not None and qty.noun.of and not (qty.of_entity or qty.of_them) and len(
        state.tokens
    ) > 1 and not _noun_of(state.tokens[-2]).plural and qty.noun.span[1] == state.tokens[-2].end:
        # "600 bags of dog food", "4 packs of red bouncy balls": the complement goes on
        of = f"{qty.noun.of} {_noun_of(token).head}"
        noun = attrs.evolve(qty.noun, of=of, span=join(qty.noun.span, token.span))
        return attrs.evolve(state, pending=attrs.evolve(qty, noun=noun, span=join(qty.span, token.span)))
    if qty.noun is not None and qty.noun.head and TC.VERB in classes and _verb_after_count(qty, token):
        return _redispatch(state, token)  # "32 of the goldfish die": the verb
    if token.possessive and TC.NAME in classes and qty.noun is None and not (qty.of_entity or qty.of_them):
        # "half Jacob's age" is "half of Jacob's age"
        owner = EntityChunk("name", token.text, token.span, name=token.text)
        owned = attrs.evolve(qty, of_entity=owner, span=join(qty.span, token.span))
        return attrs.evolve(state, pending=owned)
    if not (qty.of_entity or qty.of_them):
        # "some more fly up" (but "some fish" are fish; "caught 20 more fish than Leo": the clause
        # has its verb already; "1 more swan" a swan: one would "fly")
        joins = [i for i, c in enumerate(state.chunks) if isinstance(c, ConjChunk)]
        clause_so_far = state.chunks[(joins[-1] + 1 if joins else 0):]
        verb_before = any(isinstance(c, VerbChunk | AuxChunk) for c in clause_so_far)
        vague = qty.comparative is not None and not verb_before and qty.value != 1
        one = qty.value == 1 and qty.comparative is None
        after_of_the = len(state.tokens) > 2 and state.tokens[-3].lower == "of" and (
            TC.DET in classify(state.tokens[-2]))
        plural_after_one = one and TC.VERB in classes and _noun_of(token).plural and (
            not after_of_the)  # "1 flies away", but "one of the bags"
        if qty.currency is not None and words.in_class(_noun_of(token).head, "money_nouns"):
            plural_after_one = False  # "two $1 bills": bills of a dollar, never "$1 bills (someone)"
        lemma = words.verb_lemma(token.lower)
        known_verb = lemma is not None and (words.verb_class(lemma) is not None or words.in_class(
            lemma, "ending_verbs") or words.in_class(lemma, "leaving_verbs"))
        many = qty.value is not None and qty.value > 1
        base_form = lemma == token.lower  # "go", not "building" ("37 building pieces")
        singular_after_many = many and known_verb and base_form and not _noun_of(token).plural
        if qty.noun is None and (plural_after_one or singular_after_many or vague and (
            TC.VERB in classes and TC.ADJ not in classes and not _noun_of(token).plural
        )):
            return _redispatch(state, token)  # "some more fly up": a verb, not "some more fly"
        return quantity_word(state, token, classes)
    if qty.of_them:
        return _redispatch(state, token)  # "54 of them away": "them" ends the phrase
    if qty.noun is not None and not qty.noun.plural:
        noun = _extend_noun(qty.noun, token)
    elif qty.noun is None:
        noun = _noun_of(token)
    else:
        return _redispatch(state, token)
    return attrs.evolve(state, pending=attrs.evolve(qty, noun=noun, of_them=False,
                                                    span=join(qty.span, token.span)))


def _verb_after_count(qty: QtyChunk, token: Token) -> bool:
    """After a count above one and its noun, a verb's base form agrees with them as their
    verb ("32 goldfish die"); it cannot be the next word of a noun counted in the plural. After
    a count of one and its singular noun, so does the verb's "-s" form ("1 more toucan joins")."""
    lemma = words.verb_lemma(token.lower)
    known = lemma is not None and (words.verb_class(lemma) is not None or words.in_class(
        lemma, "ending_verbs") or words.in_class(lemma, "leaving_verbs"))
    if lemma is not None and qty.value == 1 and qty.noun is not None and not qty.noun.plural and (
        known or words.in_class(lemma, "price_verbs")
    ):
        return words.is_third_singular(token.lower, lemma)
    return known and lemma == token.lower and qty.value is not None and qty.value > 1


def start_noun_phrase(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    state = _flush(state)
    if TC.DET in classes:
        pending = NounChunk(Noun("", "", False, span=token.span), token.span, determiner=token.lower)
    elif TC.PRON_POSS in classes:
        owner = EntityChunk("pronoun", token.text, token.span, pronoun_role="possessive")
        pending = NounChunk(Noun("", "", False, span=token.span), token.span, possessor=owner)
    else:
        pending = NounChunk(_noun_of(token), token.span)
    return attrs.evolve(state, phase=Phase.NP, pending=pending)


def _fraction_of_unit(qty: QtyChunk) -> QtyChunk:
    """ "every half hour", "a half-hour of teaching", "a quarter hour": a fraction right before
    one unit of the measure table, and nothing more in the phrase, is that fraction of the unit,
    as "half an hour" is (``_fraction_of_one_unit``). "The half-hour newscast" names a newscast
    (the measure is said of it, and refuses); "half hours", "half a pie" are no measure."""
    noun = qty.noun
    if qty.kind is not NumeralKind.FRACTION or qty.value is None or noun is None or noun.plural or (
        noun.modifiers or qty.of_said or qty.of_them or qty.of_entity is not None
        or qty.comparative is not None or qty.remaining or qty.currency is not None
    ) or noun.span[0] > qty.value_span[1] + 1:
        return qty
    unit = measure_unit(noun.head)
    if unit is None or unit.dimension == "money":
        return qty
    return attrs.evolve(qty, kind=NumeralKind.CARDINAL, attributive=False)


def _fraction_of_one_unit(state: MachineState, token: Token) -> QtyChunk | None:
    """ "half a pound", "half an hour": a fraction right before "a" / "an" and a unit of the
    lexicon's measure table is that fraction of the unit, a measure as "0.5 hours" is (the
    fraction the number, the unit its noun: "of fudge" may follow). "half a pie" is no
    measure (half of which pie?) and stays as told."""
    np = state.pending
    last = state.chunks[-1] if state.chunks else None
    if not (isinstance(np, NounChunk) and np.determiner in ("a", "an") and not np.noun.head
            and np.possessor is None and isinstance(last, QtyChunk)):
        return None
    if last.kind is not NumeralKind.FRACTION or last.value is None or last.noun is not None or (
        last.of_said or last.of_them or last.of_entity is not None or last.comparative is not None
        or last.remaining or last.attributive or last.currency is not None
    ) or last.span[1] + 1 < np.span[0]:
        return None
    noun = _noun_of(token)
    if noun.plural or measure_unit(noun.head) is None:
        return None
    return attrs.evolve(last, noun=noun, kind=NumeralKind.CARDINAL, span=join(last.span, token.span))


def noun_phrase_word(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    np = state.pending
    assert isinstance(np, NounChunk)
    measured = _fraction_of_one_unit(state, token)
    if measured is not None:
        return attrs.evolve(state, chunks=state.chunks[:-1], pending=measured, phase=Phase.QTY)
    money = _one_unit_of_money(state, token)
    if money is not None:
        return attrs.evolve(state, pending=money, phase=Phase.QTY)
    if np.noun.head and np.noun.plural and _name_before_noun(np, token, classes):
        # "the Spurs basketball team": a capitalized word after "the" names the team, not spurs
        named = attrs.evolve(np.noun, head=np.noun.surface.lower(), plural=False)
        return attrs.evolve(state, pending=attrs.evolve(np, noun=_extend_noun(named, token),
                                                          span=join(np.span, token.span)))
    if np.noun.head and np.noun.plural:
        return _redispatch(state, token)
    lemma = words.verb_lemma(token.lower)
    last = state.chunks[-1] if state.chunks else None
    if np.noun.head and isinstance(last, WhChunk) and last.asks == "count" and _plural_noun(token):
        # "how many toy trains": the plural after the counted word ends what is counted
        noun = _extend_noun(np.noun, token)
        return attrs.evolve(state, pending=attrs.evolve(np, noun=noun, span=join(np.span, token.span)))
    if np.noun.head and TC.VERB in classes and lemma == token.lower and _after_inverted_auxiliary(state):
        return _redispatch(state, token)
    bare = np.determiner is None and np.possessor is None and not np.noun.modifiers
    if np.noun.head and bare and TC.VERB in classes and lemma is not None and (
        words.verb_class(lemma) is not None and not token.lower.endswith("ing")
    ):
        return _redispatch(state, token)  # "Teacher buys", "Mother bought": a verb after a bare noun
    if np.noun.head and TC.VERB in classes and lemma is not None and words.verb_class(lemma) is not None and (
        lemma != token.lower and not token.lower.endswith("ing") and not _after_inverted_auxiliary(state)
    ):
        return _redispatch(state, token)  # "A library buys", "Her mom ordered": a verb of known class
    if np.noun.head and np.determiner in ("a", "an") and not np.noun.plural and TC.VERB in classes and (
        lemma is not None and token.lower != lemma and token.lower.endswith("s")
        and not _after_inverted_auxiliary(state)
    ):
        return _redispatch(state, token)  # "A dog barks": "a" never heads a plural, so the verb
    if np.noun.head and lemma is not None and (words.in_class(lemma, "price_verbs") or (
        words.in_class(lemma, "portion_verbs") and token.lower != lemma and token.lower.endswith("s")
    ) or (words.in_class(lemma, "partition_verbs") and token.lower != lemma
          and not token.lower.endswith("ing") and not _after_inverted_auxiliary(state))):
        # "Each pen costs $2", "A vase holds 5 flowers", "The teacher divided them": the verb
        return _redispatch(state, token)
    if np.noun.head and not np.noun.plural and lemma is not None and token.lower != lemma and (
            words.in_class(lemma, "phase_verbs") and token.lower.endswith("s")
            and not _after_inverted_auxiliary(state)):
        return _redispatch(state, token)  # "The tank starts with 40 gallons": the verb, not "tank starts"
    noun = _extend_noun(np.noun if np.noun.head else None, token)
    return attrs.evolve(state, pending=attrs.evolve(np, noun=noun, span=join(np.span, token.span)))


def _name_before_noun(np: NounChunk, token: Token, classes: frozenset[TC]) -> bool:
    """ "the Spurs basketball team", "the Yankees stadium": one capitalized plural word right
    after "the", before a word that is only a noun, is a name describing it; "The Smiths paint
    fences" (a word that may be a verb) stays the family and its doing."""
    return np.determiner == "the" and np.possessor is None and not np.noun.modifiers and (
        np.noun.surface[:1].isupper() and not np.noun.surface.isupper() and not token.possessive
        and TC.NOUN in classes and TC.VERB not in classes and token.text[:1].islower())


def _after_inverted_auxiliary(state: MachineState) -> bool:
    """ "did the club plant", "will the boy eat": a noun phrase right after "do" or a modal
    is a subject, and the base form after it is its verb."""
    last = state.chunks[-1] if state.chunks else None
    return isinstance(last, AuxChunk) and last.group in ("do", "modal")


def compound_or_verb(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    """ "a candy bar", "the school bake sale": a verb's base form cannot follow a singular
    noun as its verb, so it is the next word of the noun (unless the base form is also a
    past tense: "the shirt cost $5")."""
    np = state.pending
    assert isinstance(np, NounChunk)
    if _after_inverted_auxiliary(state):
        return _redispatch(state, token)
    lemma = words.verb_lemma(token.lower)
    if _person_told_to_do(state, np) and lemma == token.lower:
        return _redispatch(state, token)  # "helping his mom wash clothes": she washes them
    fenced = np.determiner is not None or np.possessor is not None or bool(np.noun.modifiers)
    if np.noun.head and not np.noun.plural and fenced and lemma == token.lower and (
        not words.past_is_base(lemma)
    ):
        return noun_phrase_word(state, token, classes)
    if not np.noun.head and fenced and lemma is not None and lemma != token.lower and (
        words.is_participle(token.lower, lemma) or token.lower.endswith("ing")
    ):
        return noun_phrase_word(state, token, classes)  # "a stuffed animal": no verb follows "a"
    return _redispatch(state, token)


def _person_told_to_do(state: MachineState, np: NounChunk) -> bool:
    """ "was helping his mom", "let her brother", "watched the boy": a person right after a
    verb that takes a bare infinitive after its object, so a base form next is that person's
    verb, never a word of the noun ("his mom wash clothes")."""
    last = state.chunks[-1] if state.chunks else None
    return isinstance(last, VerbChunk) and last.lemma in _BARE_INFINITIVE_TAKERS - {"go", "come"} and (
        last.particle is None and not np.noun.modifiers and np.noun.of is None and not np.noun.plural
        and words.in_class(np.noun.head, "person_nouns"))


def name_after_the(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    """ "the Vance family", "a Nancy Drew mystery": a name right after an article is a word of
    the noun phrase."""
    pending = state.pending
    if isinstance(pending, NounChunk) and pending.determiner in ("the", "a", "an") and (
        not token.possessive) and (not pending.noun.head or pending.noun.surface[:1].isupper()
    ):
        return noun_phrase_word(state, token, classes)  # "the Chrysler Building"
    return _redispatch(state, token)


def name(state: MachineState, token: Token, _: frozenset[TC]) -> MachineState:
    state = _flush(state)
    if _kind_counted_after(state, token):
        return attrs.evolve(state, phase=Phase.NP, pending=NounChunk(_noun_of(token), token.span))
    entity = EntityChunk("name", token.text, token.span, name=token.text)
    before = _name_before(state, token)
    asked = _asked_name_plural(state, token) if before is not None else None
    if asked is not None:
        return asked
    if before is not None:
        # "Tom Jones", "Book Nook", "Grandma Sue": capitalized words in a row are one name
        full = f"{before} {token.text}"
        entity = EntityChunk("name", full, join(state.chunks[-1].span, token.span), name=full)
        state = attrs.evolve(state, chunks=state.chunks[:-1])
    if token.possessive:
        pending = NounChunk(Noun("", "", False, span=token.span), token.span, possessor=entity)
        return attrs.evolve(state, phase=Phase.NP, pending=pending)
    return _emit(state, entity)


def _kind_counted_after(state: MachineState, token: Token) -> bool:
    """ "as many Legos as", "the number of Legos Ann has": right after "many" or "the number
    of", a capitalized plural word that is no given name counts things of that kind, as "5
    Legos" does; a person there ("as many Bo") is no English."""
    chunks = state.chunks
    if token.possessive or is_given_name(token.text) or not _noun_of(token).plural:
        return False
    counted = bool(chunks) and isinstance(many := chunks[-1], CueChunk) and many.text.lower() == "many"
    number_of = len(chunks) > 1 and isinstance(of := chunks[-1], PrepChunk) and of.word == "of" and (
        isinstance(number := chunks[-2], CueChunk) and number.text.lower() == "number")
    return counted or number_of


def _name_before(state: MachineState, token: Token) -> str | None:
    """The capitalized word right before ``token`` that opens the same name, if any."""
    last = state.chunks[-1] if state.chunks else None
    if last is None or last.span[1] + 1 != token.span[0]:
        return None
    if isinstance(last, EntityChunk) and last.kind == "name" and last.possessor is None and (
        last.name and not last.name.endswith("'s")
    ):
        return last.name
    opening = len(state.chunks) == 1 and isinstance(last, NounChunk) and not (
        last.determiner or last.possessor or last.noun.modifiers or last.noun.of)
    if opening and isinstance(last, NounChunk) and last.noun.surface[:1].isupper() and not (
        words.in_class(last.noun.head, "time_nouns")
    ):
        return last.noun.surface
    return None


def possessive_noun(state: MachineState, token: Token, _: frozenset[TC]) -> MachineState:
    """ "the dog's bones": a lowercase possessive noun owns what follows."""
    state = _flush(state)
    owner = EntityChunk("role", token.text, token.span, name=_noun_of(token).head)
    pending = NounChunk(Noun("", "", False, span=token.span), token.span, possessor=owner)
    return attrs.evolve(state, phase=Phase.NP, pending=pending)


def pronoun(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    state = _flush(state)
    role = "subject" if TC.PRON_SUBJ in classes else "object"
    return _emit(state, EntityChunk("pronoun", token.text, token.span, pronoun_role=role,
                                    plural=token.lower in ("they", "them", "we", "us")))


def her(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    """ "her" is possessive before a noun phrase and an object pronoun elsewhere: held until
    the next token decides (a NounChunk with an empty head is the held form)."""
    return start_noun_phrase(state, token, frozenset({TC.PRON_POSS}))


_OBJECT_ONLY = frozenset({"them", "it", "him", "us", "me"})


def _verb_before_its_object(state: MachineState) -> MachineState:
    """ "made 48 donuts and split them": one bare word after "and" or "then", begun as a noun,
    that may be a verb and is followed by an object pronoun was the verb (no noun takes "them"
    right after it): the next doing of the subject, not one more thing in a list."""
    pending, last = state.pending, state.chunks[-1] if state.chunks else None
    if state.phase is not Phase.NP or not isinstance(pending, NounChunk) or not (
        isinstance(last, ConjChunk) and last.word in ("and", "then")
    ) or len(state.tokens) < 2:
        return state
    word = state.tokens[-2]
    noun = pending.noun
    if pending.determiner or pending.possessor or noun.modifiers or noun.of or noun.plural or (
        pending.span != word.span or TC.VERB not in classify(word)
    ):
        return state
    return verb(attrs.evolve(state, pending=None, phase=Phase.IDLE), word, frozenset({TC.VERB}))


def verb(state: MachineState, token: Token, _: frozenset[TC]) -> MachineState:
    state = _flush(state)
    lemma = words.verb_lemma(token.lower) or token.lower
    if token.lower != lemma and not token.lower.endswith("ing"):
        state = _opening_modal_named(state)  # "Will went to the fair": a verb no modal comes before
    chunk = VerbChunk(token.text, lemma, words.verb_class(lemma), token.span,
                      participle=words.is_participle(token.lower, lemma))
    return _emit(state, chunk)


def auxiliary(state: MachineState, token: Token, _: frozenset[TC]) -> MachineState:
    state = _flush(state)
    lower = token.lower
    group = next(
        (g for g in ("be", "do", "modal") if words.in_class(lower, f"aux_{g}")), "have"
    )
    if lower in _FINITE_AUXILIARIES:
        state = _opening_modal_named(state)  # "Will was drawing"
    return _emit(state, AuxChunk(lower, group, token.span))


def _opening_modal_named(state: MachineState) -> MachineState:
    """ "Will was drawing", "Will went to the fair": no modal comes before a finite verb (a
    form of the verb other than its base), nor before a conjunction ("Will and Jo have"), so a
    capitalized given name that opens the sentence as a modal is the name."""
    match state.chunks:
        case (AuxChunk(group="modal") as opening,) if (
            state.tokens[0].text[:1].isupper() and is_given_name(opening.word)
        ):
            named = state.tokens[0].text
            return attrs.evolve(state, chunks=(EntityChunk("name", named, opening.span, name=named),))
    return state


_FINITE_AUXILIARIES = frozenset({"was", "were", "is", "are", "has", "had", "does", "did"})


def particle_or_preposition(state: MachineState, token: Token, _: frozenset[TC]) -> MachineState:
    state = _flush(state)
    last = state.chunks[-1] if state.chunks else None
    particle = words.tables().particles.get(token.lower)
    if isinstance(last, VerbChunk) and particle is not None and last.particle is None:
        updated = attrs.evolve(last, particle=token.lower, span=join(last.span, token.span))
        return attrs.evolve(state, chunks=state.chunks[:-1] + (updated,))
    return _emit(state, PrepChunk(token.lower, token.span))


def negation(state: MachineState, token: Token, _: frozenset[TC]) -> MachineState:
    state = _flush(state)
    return _emit(state, CueChunk("negation", token.lower, token.span))


def conjunction(state: MachineState, token: Token, _: frozenset[TC]) -> MachineState:
    state = _flush(state)
    state = _opening_modal_named(state)  # "Will and Jo have 12 pens": no modal is joined by "and"
    return _emit(state, ConjChunk("and" if token.text == "&" else token.lower, token.span))


def cue(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    state = _flush(state)
    if TC.COMPARATIVE in classes:
        kind = COMPARATIVE_MEANING.get(token.lower, token.lower)
    elif TC.THAN in classes:
        kind = "than"
    elif TC.EACH in classes:
        kind = "each"
    elif TC.THERE in classes:
        kind = "there"
    else:
        kind = cue_kind(token.lower)
    return _emit(state, CueChunk(kind, token.lower, token.span))


def question_word(state: MachineState, token: Token, _: frozenset[TC]) -> MachineState:
    state = _flush(state)
    if token.lower in ("whom", "which") and _each_of_after_head(state):
        # "5 books, each of which cost $2" says what "5 books, which each cost $2" says
        each = state.chunks[-2]
        relative = CueChunk("relative", token.lower, token.span)
        return _emit(_emit(attrs.evolve(state, chunks=state.chunks[:-2]), relative), each)
    if token.lower in ("who", "which", "where") and _after_head(state, comma=True):
        return _emit(state, CueChunk("relative", token.lower, token.span))  # "Bob, who is 12,"
    if token.lower == "how":
        state = _without_least_after_comma(state)
        return attrs.evolve(_emit(state, WhChunk("how", token.span, "how")), phase=Phase.HOW)
    return _emit(state, WhChunk(token.lower, token.span, "what"))


def _without_least_after_comma(state: MachineState) -> MachineState:
    """ "If she splits them into 8 bags, at least how many more …": "at least" opens the question
    after the condition's comma, as it does at the start of a sentence (where the question reads
    it as it reads any words before "how"); it is no word of the condition."""
    match state.chunks[-3:]:
        case [ConjChunk(word=","), PrepChunk(word="at"), NounChunk(
                noun=Noun(head="least", modifiers=(), of=None), determiner=None, possessor=None)]:
            return attrs.evolve(state, chunks=state.chunks[:-2])
    return state


def _each_of_after_head(state: MachineState) -> bool:
    """ "each of" right after a head and its comma: "5 books, each of (which)"."""
    chunks = state.chunks
    return len(chunks) > 3 and isinstance(each := chunks[-2], CueChunk) and each.text == "each" and (
        isinstance(of := chunks[-1], PrepChunk) and of.word == "of") and _after_head(
        attrs.evolve(state, chunks=chunks[:-2]), comma=True)


def _after_head(state: MachineState, comma: bool = False) -> bool:
    """A relative word ("that", "who", "which", "where") right after what it can describe: a
    noun phrase, a quantity or a person (with a comma between: "Bob, who"), in a sentence
    that is not yet a question."""
    chunks = state.chunks
    if comma and chunks and isinstance(chunks[-1], ConjChunk) and chunks[-1].word == ",":
        chunks = chunks[:-1]
    return bool(chunks) and isinstance(chunks[-1], NounChunk | QtyChunk | EntityChunk) and not any(
        isinstance(c, WhChunk) for c in chunks)


_CLAUSE_STARTS = frozenset({TC.AUX, TC.NEG, TC.PRON_SUBJ, TC.NAME, TC.DET})


def _relative_that(state: MachineState, classes: frozenset[TC], token: Token) -> bool:
    """ "a book that has", "the plums that she picked", "birds that talked": after a head,
    "that" before an auxiliary, a subject or a verb starts a relative clause. A word that
    can be a verb or a noun is the verb after a noun ("a watch that costs"; "that" does not
    count plurals); after a quantity, only when it cannot be a noun ("5 shells that day",
    "6 times that number")."""
    pending = state.pending
    if not (isinstance(pending, NounChunk) and pending.determiner == "that" and not pending.noun.head
            and pending.possessor is None and _after_head(state)):
        return False
    if classes & _CLAUSE_STARTS:
        return True
    if TC.VERB not in classes:
        return False
    plural = TC.NOUN in classes and (words.noun_lemma(token.lower) or token.lower) != token.lower
    last = state.chunks[-1]
    priced = isinstance(last, QtyChunk) and last.noun is not None and last.noun.plural and (
        words.in_class(words.verb_lemma(token.lower) or token.lower, "price_verbs"))
    # ("5 pens that cost $2 each": no count is "that cost")
    return TC.NOUN not in classes or plural or priced or not isinstance(last, QtyChunk)


def how_word(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    last = state.chunks[-1]
    assert isinstance(last, WhChunk)
    if token.lower == "to" and not any(isinstance(c, WhChunk) for c in state.chunks[:-1]):
        # "She learned how to knit": the way of doing, asked of nobody; "to knit" goes on
        return _step(attrs.evolve(state, chunks=state.chunks[:-1], phase=Phase.IDLE), token,
                     remember=False)
    asks = {"many": "count", "much": "amount", "big": "size", "large": "size"}.get(token.lower)
    if asks is None and words.measured_dimension(token.lower) is not None:
        asks = f"measure:{words.measured_dimension(token.lower)}"  # "How long is …"
    if asks is None:
        return _refuse(state, token, Phase.HOW)
    updated = WhChunk(f"how {token.lower}", join(last.span, token.span), asks)
    return attrs.evolve(state, chunks=state.chunks[:-1] + (updated,), phase=Phase.IDLE)


def dollar(state: MachineState, token: Token, _: frozenset[TC]) -> MachineState:
    return _flush(state)


def drain(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    if token.lower == "last" and _lasting(state):
        return verb(state, token, classes)  # "How many days will the candy last?": the verb
    before = state.tokens[-2].lower if len(state.tokens) > 1 else ""
    if before in ("a", "an", "each", "every", "per", "one") and (
        token.lower in _PARTS_OF_DAY or token.lower in words.tables().classes["time_words"]
    ):
        # "8 pages a night", "$5 each morning", "every Monday": a pace per period; "one
        # night": which time, not one more of what was counted. Never words that count nothing
        return _emit(_flush(state), UnknownChunk(token.text, token.span, known=True))
    return state


_PARTS_OF_DAY = frozenset({"morning", "afternoon", "evening", "night"})


def _lasting(state: MachineState) -> bool:
    """ "last" right after a question's auxiliary and its subject is the verb "to last"."""
    return any(isinstance(c, WhChunk) for c in state.chunks) and state.pending is None and len(
        state.chunks) > 1 and isinstance(state.chunks[-1], EntityChunk | NounChunk) and isinstance(
        aux := state.chunks[-2], AuxChunk) and aux.group in ("modal", "do")


def unknown(state: MachineState, token: Token, classes: frozenset[TC]) -> MachineState:
    last = state.chunks[-1] if state.chunks else None
    if isinstance(last, WhChunk) and state.pending is None:
        return start_noun_phrase(state, token, classes)  # "how many popsicles"
    state = _flush(state)
    return _emit(state, UnknownChunk(token.text, token.span))


def comma(state: MachineState, token: Token, _: frozenset[TC]) -> MachineState:
    state = _flush(state)
    return _emit(state, ConjChunk(",", token.span))


def end_sentence(state: MachineState, token: Token, _: frozenset[TC]) -> MachineState:
    state = _worth_of_packages(_flush(state))
    tokens = state.tokens
    if not state.chunks:
        return attrs.evolve(state, tokens=())
    span = (tokens[0].start, token.end) if tokens else token.span
    times = sorted((*time_chunks(tokens, span), *verb_tenses(state.chunks, tokens, span)),
                   key=lambda t: t.span)
    asked = token.text == "?" or any(isinstance(c, WhChunk) and c.imperative for c in state.chunks)
    sentence = Sentence(_coins_as_prices(_places_gone_to(state.chunks)), span, asked, tokens, tuple(times))
    return attrs.evolve(state, chunks=(), tokens=(), sentences=state.sentences + (sentence,))


def _places_gone_to(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "went to Peru", "flew to Oslo", "a trip to Rome", "visited Lima": a name right after "to"
    after a verb of going (lexicon ``motion_verbs``, ``going_ways_verbs``) or a noun of one
    (``journey_nouns``), or right after a verb of visiting (``visiting_verbs``), names the place
    gone to, as "went to the city" does: a noun, never a person who holds or acts, or whom a
    later "she" may be. A name closed by a noun of place ("Rock Lake") is left to the state's
    own reading of such names. A name owned or owning ("went to Bo's house"), a group of names, or a
    name after a bare gerund ("After visiting Peru, …": an opening that tells no doing of the
    story's) stays as told."""
    read = list(chunks)
    for i, chunk in enumerate(chunks):
        if not (isinstance(chunk, EntityChunk) and chunk.kind == "name" and chunk.name and i) or (
            chunk.possessor is not None or chunk.members or chunk.name.endswith("'s")
            or words.in_class(chunk.name.split()[-1], "place_name_nouns")  # ("Rock Lake": state's own)
        ):
            continue
        before = chunks[i - 1]
        went = isinstance(before, VerbChunk) and words.in_class(before.lemma, "visiting_verbs")
        if isinstance(before, PrepChunk) and before.word == "to" and i > 1:
            goer = chunks[i - 2]
            went = isinstance(goer, VerbChunk) and any(
                words.in_class(goer.lemma, going) for going in ("motion_verbs", "going_ways_verbs")
            ) or isinstance(goer, NounChunk) and words.in_class(goer.noun.head, "journey_nouns")
        verb = next((c for c in (before, chunks[i - 2] if i > 1 else None) if isinstance(c, VerbChunk)), None)
        if went and not (verb is not None and verb.word.endswith("ing") and verb.auxiliary is None):
            read[i] = NounChunk(Noun(chunk.name.lower(), chunk.name, False, span=chunk.span), chunk.span)
    return tuple(read)


def _coins_as_prices(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "sells them for a nickel each", "bought 6 at a dime each", "A pencil costs a dime": one
    coin of the coins table named as what each thing goes for ("for" / "at" … "each") or as what
    a verb of price (lexicon ``price_verbs``) says is its worth, in cents, as "5 cents" is (its
    worth read again from the table). A coin anywhere else is a coin held or moved, as told."""
    read = list(chunks)
    for i, chunk in enumerate(chunks):
        match chunk:
            case NounChunk(determiner="a", possessor=None, noun=Noun(plural=False, modifiers=(), of=None)):
                coin = chunk.noun.head
            case QtyChunk(lexicon_constant="quarter", value=value, noun=None) if value == Fraction(1, 4) and (
                chunk.value_span == chunk.span and not chunk.of_said and chunk.comparative is None
            ):
                coin = "quarter"  # "a quarter": the numerals read it a fraction
            case _:
                continue
        worth = coin_value(coin)
        before = chunks[i - 1] if i else None
        after = chunks[i + 1] if i + 1 < len(chunks) else None
        each = isinstance(before, PrepChunk) and before.word in ("for", "at") and (
            isinstance(after, CueChunk) and after.kind == "each")
        priced = isinstance(before, VerbChunk) and words.in_class(before.lemma, "price_verbs") and (
            after is None or isinstance(after, CueChunk) and after.kind == "each")
        if worth is None or not (each or priced):
            continue
        cents = Noun("cent", "cents", True, span=chunk.span)
        read[i] = QtyChunk(worth * 100, NumeralKind.CARDINAL, chunk.span, chunk.span, noun=cents,
                           lexicon_constant=f"{COIN_WORTH}cent per {coin}")
    return tuple(read)


def _worth_of_packages(state: MachineState) -> MachineState:
    """ "She found eight more bags worth.": a `worth` closing the sentence right after a count
    of packages (lexicon `package_nouns`) says the things found filled that many of them, so
    the count is of the packages; the word is set aside. Before a price (`bags worth $5`) or
    an `of` (`3 bags worth of sand`) it stays."""
    chunks = state.chunks
    if len(chunks) > 1 and isinstance(worth := chunks[-1], CueChunk) and worth.text.lower() == "worth" and (
        isinstance(counted := chunks[-2], QtyChunk) and counted.noun is not None
        and counted.noun.plural and words.in_class(counted.noun.head, "package_nouns")
    ):
        return attrs.evolve(state, chunks=chunks[:-1])
    return state


def _redispatch(state: MachineState, token: Token) -> MachineState:
    """The phrase under construction ends before this token: close it, then read the token
    again from IDLE."""
    return _step(_flush(state), token, remember=False)


def _refuse(state: MachineState, token: Token, phase: Phase) -> MachineState:
    accepted = sorted(tc.value for (p, tc) in TABLE if p is phase)
    refusal = Refusal(RefusalCode.UNEXPECTED_TOKEN, Stage.READER, token.text,
                      span=token.span, expected=tuple(accepted))
    return attrs.evolve(state, refusal=refusal)


# (phase, token class) -> handler. Order of classes in PREFERENCE decides which class a
# many-class token takes in a phase.
TABLE: dict[tuple[Phase, TC], Handler] = {}

_IDLE_HANDLERS: dict[TC, Handler] = {
    TC.NUMBER: start_quantity, TC.SOME: start_some, TC.NAME: name,
    TC.PRON_SUBJ: pronoun, TC.PRON_OBJ: pronoun, TC.PRON_POSS: start_noun_phrase,
    TC.DET: start_noun_phrase, TC.AUX: auxiliary, TC.NEG: negation,
    TC.PREP: particle_or_preposition, TC.CONJ: conjunction, TC.WH: question_word,
    TC.COMPARATIVE: cue, TC.THAN: cue, TC.CUE: cue, TC.EACH: cue, TC.THERE: cue,
    TC.VERB: verb, TC.NOUN: start_noun_phrase, TC.ADJ: start_noun_phrase, TC.DRAIN: drain,
    TC.COMMA: comma, TC.END: end_sentence, TC.QMARK: end_sentence, TC.DOLLAR: dollar,
    TC.UNKNOWN: unknown,
}
for _tc, _handler in _IDLE_HANDLERS.items():
    TABLE[(Phase.IDLE, _tc)] = _handler
TABLE[(Phase.QTY, TC.NOUN)] = of_them_noun
TABLE[(Phase.QTY, TC.ADJ)] = of_them_noun
TABLE[(Phase.QTY, TC.UNKNOWN)] = of_them_noun
TABLE[(Phase.QTY, TC.NAME)] = of_them_noun  # "thirteen DVDs": a capitalized thing counted
TABLE[(Phase.QTY, TC.COMPARATIVE)] = quantity_comparative
TABLE[(Phase.QTY, TC.CUE)] = of_the_remaining
TABLE[(Phase.QTY, TC.PREP)] = quantity_of
TABLE[(Phase.QTY, TC.DRAIN)] = measure_hyphen
TABLE[(Phase.QTY, TC.VERB)] = gerund_modifier
for _tc in (TC.PRON_OBJ, TC.PRON_POSS, TC.DET, TC.NAME, TC.NOUN, TC.UNKNOWN, TC.ADJ, TC.VERB, TC.CUE):
    TABLE[(Phase.QTY_OF, _tc)] = quantity_of_word
TABLE[(Phase.QTY_OF, TC.NUMBER)] = count_of_counts
TABLE[(Phase.QTY_OF, TC.WH)] = of_what_is_left  # "half of what was left"
TABLE[(Phase.QTY_OF, TC.AUX)] = of_what_is_left
TABLE[(Phase.QTY_OF, TC.PRON_SUBJ)] = of_what_is_left  # "half of what she had left"
TABLE[(Phase.NP, TC.NOUN)] = noun_phrase_word
TABLE[(Phase.NP, TC.ADJ)] = noun_phrase_word
TABLE[(Phase.NP, TC.UNKNOWN)] = noun_phrase_word
TABLE[(Phase.NP, TC.NUMBER)] = start_quantity
TABLE[(Phase.NP, TC.VERB)] = compound_or_verb
TABLE[(Phase.NP, TC.NAME)] = name_after_the
TABLE[(Phase.NP, TC.DRAIN)] = noun_hyphen
for _tc in (TC.CUE, TC.COMPARATIVE, TC.ADJ, TC.NOUN, TC.VERB, TC.PREP):
    TABLE[(Phase.HOW, _tc)] = how_word

# Which class a token with several takes, per phase: earlier wins.
PREFERENCE: dict[Phase, tuple[TC, ...]] = {
    Phase.IDLE: (
        TC.NUMBER, TC.NAME, TC.WH, TC.THERE, TC.AUX, TC.NEG, TC.PRON_SUBJ, TC.PRON_POSS,
        TC.PRON_OBJ, TC.DET, TC.SOME, TC.COMPARATIVE, TC.THAN, TC.EACH, TC.CUE, TC.PREP,
        TC.CONJ, TC.NOUN, TC.VERB, TC.ADJ, TC.DRAIN, TC.COMMA, TC.END, TC.QMARK, TC.DOLLAR,
        TC.UNKNOWN,
    ),
    Phase.QTY: (TC.COMPARATIVE, TC.NOUN, TC.ADJ, TC.PREP, TC.UNKNOWN, TC.NAME, TC.CUE, TC.DRAIN,
                TC.VERB),
    Phase.QTY_OF: (TC.PRON_OBJ, TC.PRON_POSS, TC.DET, TC.NAME, TC.NOUN, TC.ADJ, TC.UNKNOWN, TC.VERB,
                   TC.CUE, TC.NUMBER, TC.WH, TC.AUX, TC.PRON_SUBJ),
    Phase.NP: (TC.NOUN, TC.ADJ, TC.UNKNOWN, TC.NUMBER, TC.VERB, TC.NAME, TC.DRAIN),
    Phase.HOW: (TC.CUE, TC.COMPARATIVE, TC.ADJ, TC.NOUN, TC.VERB, TC.PREP),
}


def _choose(state: MachineState, classes: frozenset[TC], token: Token) -> TC | None:
    ordered = PREFERENCE[state.phase]
    if state.phase is Phase.IDLE and TC.VERB in classes and _participle_after_of(state, token):
        return TC.ADJ  # "cartons of frozen yogurt": the participle describes the noun after it
    last = state.chunks[-1] if state.chunks else None
    gerund = classes == {TC.VERB} and token.lower.endswith("ing")
    if state.phase is Phase.IDLE and (classes >= {TC.ADJ, TC.VERB} or gerund) and isinstance(
        last, WhChunk
    ) and last.asks in ("count", "amount"):
        return TC.ADJ  # "How many stuffed toys", "how many coloring books": what is counted
    before = state.chunks[-2] if len(state.chunks) > 1 else None
    as_many = isinstance(last, CueChunk) and last.kind in ("many", "much") and isinstance(
        before, PrepChunk) and before.word == "as"
    participle = classes == {TC.VERB} and token.lower.endswith("ed")
    if state.phase is Phase.IDLE and (classes >= {TC.ADJ, TC.VERB} or gerund or as_many and participle) and (
        as_many or isinstance(last, CueChunk) and last.kind == "more" and isinstance(before, WhChunk) and (
            before.asks in ("count", "amount"))):
        # "twice as many stuffed (decorated) animals as", "how many more stuffed animals": what
        # is counted
        return TC.ADJ
    if state.phase is Phase.IDLE and classes >= {TC.ADJ, TC.VERB} and isinstance(last, VerbChunk) and (
        last.verb_class is not None and last.particle is None and words.verb_lemma(token.lower) == token.lower
    ):
        return TC.ADJ  # "sells hot dogs", "bought clean towels": a verb of a known class takes things
    if state.phase is Phase.IDLE and TC.VERB in classes and _expects_verb(state, token):
        return TC.VERB
    if state.phase is Phase.NP and classes >= {TC.ADJ, TC.VERB} and _wanting_after_noun(state, token):
        return TC.VERB
    # every preferred class has its handler in TABLE (validate_table)
    return next((tc for tc in ordered if tc in classes), None)


def _wanting_after_noun(state: MachineState, token: Token) -> bool:
    """ "The farmer wanted to …": the past of a wanting verb (lexicon `wanting_verbs`) after a
    noun is its subject's verb, never an adjective of it (adjectives stand before the noun)."""
    np = state.pending
    lemma = words.verb_lemma(token.lower)
    return isinstance(np, NounChunk) and bool(np.noun.head) and lemma is not None and (
        lemma != token.lower and words.in_class(lemma, "wanting_verbs"))


def _plural_noun(token: Token) -> bool:
    if is_plural_acronym(token.text):
        return True  # "DVDs"
    lemma = words.noun_lemma(token.lower)
    return lemma is not None and lemma != token.lower


def _name_as_modifier(state: MachineState, token: Token) -> MachineState:
    """ "How many (more) Easter eggs": what "how many" counts comes right after it, so a capitalized
    word there followed by a plural noun describes the things counted; it is no person
    (a person would be followed by a verb: "how many Sam saw" is no English)."""
    chunks = state.chunks
    if state.phase is not Phase.IDLE or len(chunks) < 2 or token.possessive:
        return state
    wh, named = chunks[-2], chunks[-1]
    if len(chunks) > 2 and isinstance(wh, CueChunk) and wh.kind in ("more", "fewer"):
        wh = chunks[-3]  # "how many more Easter eggs"
    if not (isinstance(wh, WhChunk) and wh.asks == "count" and isinstance(named, EntityChunk)
            and named.kind == "name" and named.possessor is None
            and named.span[1] + 1 == token.span[0]):
        return state
    return attrs.evolve(state, chunks=chunks[:-1], pending=NounChunk(_words_of_name(named), named.span),
                        phase=Phase.NP)


def _words_of_name(named: EntityChunk) -> Noun:
    """The capitalized words of a name read as a noun's words, as a quantity reads them
    ("58 Power Ranger stickers"): the last the head, the ones before it its modifiers."""
    said = named.text.split()
    head = said[-1]
    return Noun(head.lower(), head, False, modifiers=tuple(w.lower() for w in said[:-1]), span=named.span)


def _asked_name_plural(state: MachineState, token: Token) -> MachineState | None:
    """ "How many (more) Barbie Dolls": a name of capitalized words right after "how many" whose
    last word is a plural noun counts those things, the words before it describing them, as
    "79 Barbie Dolls" says; the state with that noun phrase pending. None otherwise."""
    chunks = state.chunks
    if not chunks or not _plural_noun(token) or token.possessive:
        return None
    more = len(chunks) > 2 and isinstance(cue := chunks[-2], CueChunk) and cue.kind in ("more", "fewer")
    at = -3 if more else -2
    if len(chunks) < -at or not (isinstance(wh := chunks[at], WhChunk) and wh.asks == "count"):
        return None
    named = _words_of_name(EntityChunk("name", f"{_name_before(state, token)} {token.text}",
                                       join(chunks[-1].span, token.span)))
    return attrs.evolve(state, chunks=chunks[:-1], pending=NounChunk(_extend_noun(
        attrs.evolve(named, head=named.modifiers[-1], modifiers=named.modifiers[:-1]), token),
        named.span), phase=Phase.NP)


def _verb_as_modifier(state: MachineState, token: Token, hyphened: bool = False) -> MachineState:
    """ "sold 15 more cook books", "baked 10 pop tarts": a count that is a verb's object, a
    base form that is also a noun, and a plural right after it: the base form describes the
    plural counted. The count as a subject keeps its verb ("Of the 30, 12 play games").
    A hyphen written against the base form joins it to the next word ("20 sit-ups")."""
    chunks = state.chunks
    if state.phase is not Phase.IDLE or len(chunks) < 2 or token.possessive:
        return state
    qty, verb_chunk = chunks[-2], chunks[-1]
    if not (isinstance(qty, QtyChunk) and isinstance(verb_chunk, VerbChunk)):
        return state
    word = verb_chunk.word.lower()
    if qty.noun is not None or qty.value is None or qty.of_them or qty.of_entity is not None or (
        qty.attributive or qty.kind is not NumeralKind.CARDINAL or verb_chunk.particle is not None
        or word != verb_chunk.lemma or not hyphened and words.noun_lemma(word) != word
        or qty.span[1] + 1 < verb_chunk.span[0]
        or verb_chunk.span[1] + (0 if hyphened else 1) != token.span[0]
    ):
        return state
    if not hyphened and not any(isinstance(c, VerbChunk | AuxChunk) for c in chunks[:-2]):
        return state
    modifier = Noun(word, verb_chunk.word, False, span=verb_chunk.span)
    counted = attrs.evolve(qty, noun=modifier, span=join(qty.span, verb_chunk.span))
    return attrs.evolve(state, chunks=chunks[:-2], pending=counted, phase=Phase.QTY)


def _inverted_subject_head(state: MachineState, token: Token) -> MachineState:
    """ "did the pet store have", "will the toy shop earn": after "do" or a modal the subject
    has one verb, a base form; when a second base form follows the first, the first (also a
    noun) was the head of the subject."""
    chunks = state.chunks
    if state.phase is not Phase.IDLE or len(chunks) < 3:
        return state
    aux, subject, first = chunks[-3], chunks[-2], chunks[-1]
    if not (isinstance(aux, AuxChunk) and aux.group in ("do", "modal") and isinstance(subject, NounChunk)
            and isinstance(first, VerbChunk)):
        return state
    word = first.word.lower()
    if first.particle is not None or word != first.lemma or words.noun_lemma(word) != word or (
        word in _BARE_INFINITIVE_TAKERS or not subject.noun.head or subject.noun.plural
        or subject.span[1] + 1 != first.span[0] or first.span[1] + 1 != token.span[0]
    ):
        return state
    head = next((t for t in state.tokens if t.span == first.span), None)
    if head is None:
        return state
    noun = _extend_noun(subject.noun, head)
    merged = attrs.evolve(subject, noun=noun, span=join(subject.span, first.span))
    return attrs.evolve(state, chunks=chunks[:-2] + (merged,))


def _plural_subject_head(state: MachineState, token: Token) -> MachineState:
    """ "the sports channels cost", "Regular bikes have": a noun phrase, then a word
    that is a plural noun or a verb's "-s" form, then a verb: the phrase has one verb, so the
    "-s" word was the plural head of the subject. A noun phrase right after another is left
    alone ("each house a carpenter builds needs": a clause inside)."""
    chunks = state.chunks
    if state.phase is not Phase.IDLE or len(chunks) < 2:
        return state
    subject, first = chunks[-2], chunks[-1]
    if not (isinstance(subject, NounChunk) and isinstance(first, VerbChunk)) or first.particle is not None:
        return state
    word = first.word.lower()
    head = next((t for t in state.tokens if t.span == first.span), None)
    if head is None or not _plural_noun(head) or first.participle or word == first.lemma or (
        not subject.noun.head or subject.noun.of is not None
        or subject.span[1] + 1 != first.span[0] or first.span[1] + 1 != token.span[0]
    ):
        return state
    before = chunks[-3] if len(chunks) > 2 else None
    if isinstance(before, NounChunk | EntityChunk | QtyChunk):
        return state
    noun = _extend_noun(subject.noun, head)
    merged = attrs.evolve(subject, noun=noun, span=join(subject.span, first.span))
    return attrs.evolve(state, chunks=chunks[:-2] + (merged,))


def _asked_head_noun(state: MachineState, token: Token) -> MachineState:
    """ "How many pieces of junk mail does he have?": what "how many" counts runs up to the
    question's auxiliary, so a base form that is also a noun, right after a noun of it and
    right before the auxiliary, ends the thing counted ("junk mail"); no verb stands between
    the thing counted and the auxiliary of a question."""
    chunks = state.chunks
    if state.phase is not Phase.IDLE or len(chunks) < 3:
        return state
    at = next((i for i in range(len(chunks) - 1, -1, -1) if isinstance(chunks[i], WhChunk)), None)
    if at is None or not isinstance(wh := chunks[at], WhChunk) or wh.asks != "count":
        return state
    noun, first = chunks[-2], chunks[-1]
    if not (isinstance(noun, NounChunk) and isinstance(first, VerbChunk)) or at + 1 >= len(chunks) - 1 or any(
        not isinstance(c, NounChunk | PrepChunk) and not (isinstance(c, CueChunk) and c.kind == "more")
        for c in chunks[at + 1:-1]
    ):
        return state
    word = first.word.lower()
    if first.particle is not None or first.participle or word != first.lemma or (
        words.noun_lemma(word) != word or noun.noun.plural
        or noun.span[1] + 1 != first.span[0] or first.span[1] + 1 != token.span[0]
    ):
        return state
    head = next((t for t in state.tokens if t.span == first.span), None)
    if head is None:
        return state
    merged = attrs.evolve(noun, noun=_extend_noun(noun.noun, head), span=join(noun.span, first.span))
    return attrs.evolve(state, chunks=chunks[:-2] + (merged,))


_BARE_INFINITIVE_TAKERS = frozenset({"go", "come", "help", "let", "make", "have", "see", "watch", "hear"})


def _after_distributive_determiner(state: MachineState) -> bool:
    """Right after "per", "every", or an "each" that opens a phrase (not "they each")."""
    chunks = state.chunks
    last = chunks[-1] if chunks else None
    if not (isinstance(last, CueChunk) and last.kind == "each"):
        return False
    if last.text in ("per", "every"):
        return True
    before = chunks[-2] if len(chunks) > 1 else None
    if isinstance(before, CueChunk) and before.kind == "relative":
        return False  # "which each cost $2": the relative's verb follows
    return last.text == "each" and not isinstance(before, EntityChunk | NounChunk | QtyChunk | VerbChunk)


def _after_than(state: MachineState) -> bool:
    """ "12 more drinks than hot dogs": what "than" compares with is a thing (or someone), so a
    word right after it that can describe a thing is no verb."""
    last = state.chunks[-1] if state.chunks else None
    return isinstance(last, CueChunk) and last.kind == "than"


def _thing_after_determiner(token: Token, classes: frozenset[TC]) -> frozenset[TC]:
    """ "$2 per can", "each hot dog": a determiner is followed by the thing it picks out, so a
    modal that is also a noun is the noun, and a word that can describe a thing is no verb."""
    if TC.AUX in classes and words.noun_lemma(token.lower) is not None:
        return frozenset({TC.NOUN})
    if TC.VERB in classes and classes & {TC.NOUN, TC.ADJ}:
        return classes - {TC.VERB}
    return classes


def _participle_after_of(state: MachineState, token: Token) -> bool:
    """A past participle right after "of" ("of sliced bread") is no verb; a gerund may be one
    ("instead of buying")."""
    last = state.chunks[-1] if state.chunks else None
    lemma = words.verb_lemma(token.lower)
    return isinstance(last, PrepChunk) and last.word == "of" and lemma is not None and (
        lemma != token.lower and not token.lower.endswith("ing") and words.is_participle(token.lower, lemma))


def _after_wanting(state: MachineState) -> bool:
    """The chunk before the last is a verb of wanting ("needs", "decided"), "have" or "be"
    ("is to split them": what is arranged to be done), or "take" of a time, its taker between
    ("will it take (her) to finish": the doing the time is taken by)."""
    before = state.chunks[-2] if len(state.chunks) > 1 else None
    if isinstance(before, AuxChunk):
        return before.group in ("have", "be")
    if isinstance(before, EntityChunk) and len(state.chunks) > 2:
        before = state.chunks[-3]  # "it will take her to finish": the time "take" is said of
        return isinstance(before, VerbChunk) and before.lemma == "take"
    return isinstance(before, VerbChunk) and (
        words.in_class(before.lemma, "wanting_verbs") or before.lemma == "take")


def _parting_after_count(state: MachineState, token: Token) -> bool:
    """ "15 pictures to split", "40 cards to divide": the base form of a verb of parting right
    after a counted thing and "to" is the verb of what they are for (not one of the words
    that name a part as often as the doing: "to group", "to place", "to sort", "to pack")."""
    before = state.chunks[-2] if len(state.chunks) > 1 else None
    return isinstance(before, QtyChunk) and before.noun is not None and (
        words.verb_lemma(token.lower) == token.lower and words.in_class(token.lower, "partition_verbs")
        and token.lower not in ("group", "place", "sort", "pack"))


def _expects_verb(state: MachineState, token: Token) -> bool:
    """After a subject (a name, a pronoun, a role, a noun phrase or a quantity) or an
    auxiliary, a word that can be a verb is read as one; after "and", only a verb whose
    class the lexicon knows ("and picks 5")."""
    last = state.chunks[-1] if state.chunks else None
    if isinstance(last, QtyChunk) and last.attributive:
        return False  # "a 120-page book": the thing measured
    if isinstance(last, PrepChunk) and last.word == "to" and _after_wanting(state) and (
        words.verb_lemma(token.lower) == token.lower
    ):
        return True  # "needs to fill", "has to paint": the base form after "to" is the verb
    if isinstance(last, PrepChunk) and last.word == "to" and _parting_after_count(state, token):
        return True  # "had 15 pens to split into 2 piles": what the counted things are for
    if isinstance(last, ConjChunk) or isinstance(last, PrepChunk) and last.word == "to":
        lemma = words.verb_lemma(token.lower)
        return lemma is not None and words.verb_class(lemma) is not None
    if isinstance(last, AuxChunk) and last.group == "do" and TC.NOUN in classify(token) and (
        words.verb_class(words.verb_lemma(token.lower) or token.lower) is None
    ):
        return False  # "did mother buy": after an inverted "do", a noun no verb class knows is the subject
    if isinstance(last, AuxChunk) and last.group == "have":
        # "has marbles" is a noun; after "have" a verb is a participle ("has eaten")
        lemma = words.verb_lemma(token.lower) or token.lower
        return words.is_participle(token.lower, lemma) or TC.NOUN not in classify(token)
    if isinstance(last, AuxChunk) and last.group == "be":
        # "are sitting", "were picked" are verbs; "are forks", "is red" are not
        lemma = words.verb_lemma(token.lower) or token.lower
        return token.lower.endswith("ing") or words.is_participle(token.lower, lemma)
    if isinstance(last, CueChunk) and last.kind == "relative" and last.text == "where" and (
        TC.NOUN in classify(token)
    ):
        return False  # "a fair where tickets were $2": "where" opens a whole clause, its subject first
    if isinstance(last, CueChunk) and last.text in ("remaining", "all") and _plural_noun(token) and not (
        len(state.chunks) > 1 and isinstance(state.chunks[-2], EntityChunk | NounChunk | QtyChunk)
    ):
        return False  # "the remaining guests were", "all seeds are": the word describes a plural
    return isinstance(last, EntityChunk | NounChunk | QtyChunk | AuxChunk) or (
        isinstance(last, CueChunk) and last.kind in ("negation", "then", "all", "final", "already",
                                                     "relative")
    ) or isinstance(last, CueChunk) and last.kind == "each" and len(state.chunks) > 1 and (
        isinstance(marker := state.chunks[-2], CueChunk) and marker.kind == "relative"  # "which each cost"
        or isinstance(marker, EntityChunk) and marker.pronoun_role == "subject"  # "they each cost"
        or isinstance(marker, NounChunk) and marker.noun.plural and marker.possessor is None
        and (marker.determiner or "").lower() == "the"  # "the boxes each hold"
        and (len(state.chunks) == 2 or isinstance(state.chunks[-3], ConjChunk))
    )


def _asking_imperative(state: MachineState, token: Token) -> bool:
    """A verb of asking (lexicon `asking_imperatives`) in its bare form opening the sentence,
    or the main clause after an opening "if …," condition."""
    if state.phase is not Phase.IDLE or state.pending is not None or not words.in_class(
        token.lower, "asking_imperatives"
    ):
        return False
    chunks = state.chunks
    return not chunks or isinstance(chunks[-1], ConjChunk) and chunks[-1].word == "," and (
        isinstance(chunks[0], ConjChunk) and chunks[0].word == "if"
    ) and not any(isinstance(c, WhChunk) for c in chunks)


def _step(state: MachineState, token: Token, remember: bool = True) -> MachineState:
    classes = classify(token)
    if state.phase is Phase.NP and isinstance(state.pending, NounChunk):
        pending = state.pending
        held_her = pending.possessor is not None and not pending.noun.head and (
            pending.determiner is None)
        if held_her and not classes & {TC.NOUN, TC.ADJ, TC.UNKNOWN}:
            state = _flush(state)  # no noun followed "her": it was the object pronoun
    if remember:
        state = attrs.evolve(state, tokens=state.tokens + (token,))
    if state.phase is Phase.NP and (TC.PRON_POSS in classes or token.lower == "the"):
        state = _doing_before_its_object(state)
    if _asking_imperative(state, token):
        # "Find the total cost.", "If …, calculate the number …": asked as "What is …?"
        asked = WhChunk(token.text, token.span, "what", imperative=True)
        return _emit(_emit(state, asked), AuxChunk("is", "be", token.span))
    if TC.PRON_OBJ in classes and token.lower in _OBJECT_ONLY:
        state = _verb_before_its_object(state)
    if _relative_that(state, classes, token):
        assert state.pending is not None
        marker = CueChunk("relative", "that", state.pending.span)
        state = _emit(attrs.evolve(state, pending=None, phase=Phase.IDLE), marker)
    if _after_joining_hyphen(state, token):
        classes = frozenset({TC.NOUN})  # "star-shaped", "same-size": one word of the phrase
    if state.phase is Phase.IDLE and (_after_distributive_determiner(state) or _after_than(state)):
        classes = _thing_after_determiner(token, classes)
    if TC.NOUN in classes and _plural_noun(token):
        state = _verb_as_modifier(_name_as_modifier(state, token), token)
    if token.text == "-":
        state = _verb_as_modifier(state, token, hyphened=True)
    if classes & {TC.VERB, TC.AUX} and (words.verb_lemma(token.lower) or token.lower) == token.lower:
        state = _inverted_subject_head(state, token)
    lemma = words.verb_lemma(token.lower)
    if TC.AUX in classes or TC.VERB in classes and (
        TC.NOUN not in classes or lemma is not None and words.in_class(lemma, "price_verbs")
    ):
        state = _plural_subject_head(state, token)  # not "The cat catches fish"
    if TC.AUX in classes:
        state = _asked_head_noun(state, token)
    half_of_what_is_left = _half_the_remaining(state, token)
    if half_of_what_is_left is not None:
        return half_of_what_is_left
    if TC.VERB in classes and lemma == token.lower and state.phase is Phase.NP and isinstance(
        state.pending, NounChunk
    ) and _person_told_to_do(state, state.pending):
        classes = frozenset({TC.VERB})
    tc = _choose(state, classes, token)
    if tc is None and state.phase in (Phase.QTY, Phase.NP):
        # the phrase under construction ends before this token
        return _redispatch(state, token)
    if tc is None:
        return _refuse(state, token, state.phase)
    if token.possessive and tc is TC.NOUN and state.phase is Phase.IDLE:
        return possessive_noun(state, token, classes)
    return _merge_phrases(TABLE[(state.phase, tc)](state, token, classes))


_PHRASE_KINDS = {"aggregate_cues": "aggregate", "final_cues": "final", "initial_cues": "initial",
                 "drain_phrases": "drain", "vague_amounts": "some", "conjunction_phrases": "and"}


def _doing_before_its_object(state: MachineState) -> MachineState:
    """ "spend 20 minutes a day brushing | his dog", "spent an hour painting | the fence": an
    "-ing" word that is a noun and a verb, read into a noun phrase, is the verb when "the" or a
    possessive comes right after it: no noun takes an object so. Only a bare "-ing" noun right
    after a verb of spending ("spend brushing his dog"), or one right after one unit of time
    ("a day brushing"), whose unit stays a noun of its own; "the painting his aunt made" (a
    determiner before it), "each costing her $3" (an object "her") stay as read."""
    np, before = state.pending, state.tokens[-2] if len(state.tokens) > 1 else None
    if not isinstance(np, NounChunk) or before is None or np.possessor is not None or (
        np.noun.of is not None or np.noun.head != before.lower or np.span[1] != before.end
        or not before.lower.endswith("ing") or not words.lemmas(before.lower).get("VERB")
    ):
        return state
    unit = measure_unit(np.noun.modifiers[0]) if len(np.noun.modifiers) == 1 else None
    last = state.chunks[-1] if state.chunks else None
    if np.determiner is None and not np.noun.modifiers and isinstance(last, VerbChunk) and (
        words.in_class(last.lemma, "spending_verbs") and last.span[1] + 1 == np.span[0]
    ):
        state = attrs.evolve(state, pending=None, phase=Phase.IDLE)
    elif np.determiner in ("a", "an", "every", "each", "per") and unit is not None and (
        unit.dimension in ("time", "calendar") and state.tokens[-3].lower == np.noun.modifiers[0]
    ):
        word = state.tokens[-3]
        kept = Noun(word.lower, word.text, False, span=word.span)
        unit_said = attrs.evolve(np, noun=kept, span=(np.span[0], kept.span[1]))
        state = _flush(attrs.evolve(state, pending=unit_said))
    else:
        return state
    return verb(state, before, frozenset({TC.VERB}))


def _merge_verb_phrase(state: MachineState) -> MachineState | None:
    """ "got rid of": the tokens of a verb phrase become one verb of the phrase's class."""
    phrases = words.tables().verb_phrases
    if not state.tokens or all(state.tokens[-1].lower != phrase[-1] for phrase in phrases):
        return None
    for phrase, lemma in phrases.items():
        n = len(phrase)
        tokens = state.tokens[-n:]
        if len(tokens) < n or tuple(t.lower for t in tokens[1:]) != phrase[1:] or (
            words.verb_lemma(tokens[0].lower) != phrase[0]
        ):
            continue
        span = (tokens[0].start, tokens[-1].end)
        kept = tuple(c for c in state.chunks if not span[0] <= c.span[0] < span[1])
        chunk = VerbChunk(tokens[0].text, lemma, words.verb_class(lemma), span)
        return attrs.evolve(state, chunks=kept + (chunk,), pending=None, phase=Phase.IDLE)
    return None


@functools.cache
def _phrase_ends() -> frozenset[str]:
    """The last words of the cue phrases: only a token among them can complete one."""
    return frozenset(phrase[-1] for table in _PHRASE_KINDS for phrase in words.tables().phrases[table])


def _merge_phrases(state: MachineState) -> MachineState:
    """When the last tokens complete a cue phrase ("in all", "at first", "to begin with"),
    the chunks they made are replaced by one cue."""
    merged = _merge_verb_phrase(state)
    if merged is not None:
        return merged
    if not state.tokens or state.tokens[-1].lower not in _phrase_ends():
        return state
    tail = tuple(t.lower for t in state.tokens[-4:])
    for table, kind in _PHRASE_KINDS.items():
        for phrase in words.tables().phrases[table]:
            n = len(phrase)
            if n < 2 or tail[-n:] != phrase:
                continue
            start, end = state.tokens[-n].start, state.tokens[-1].end
            kept = tuple(c for c in state.chunks if not start <= c.span[0] < end)
            pending = state.pending
            if pending is not None and start <= pending.span[0] < end:
                state = attrs.evolve(state, pending=None, phase=Phase.IDLE)
            elif pending is not None:
                return state
            if kind == "drain":
                return attrs.evolve(state, chunks=kept)  # "as well": no meaning for counting
            if kind == "and":
                return attrs.evolve(state, chunks=kept + (ConjChunk("and", (start, end)),))  # "as well as"
            if kind == "some":
                # "a lot of toys": an amount the text does not give, like "some toys"
                qty = QtyChunk(None, None, (start, end), (start, end))
                return attrs.evolve(state, chunks=kept, pending=qty, phase=Phase.QTY)
            return attrs.evolve(state, chunks=kept + (CueChunk(kind, " ".join(phrase), (start, end)),))
    return state


def feed(state: MachineState, token: Token) -> MachineState:
    """Consume one token. A refused state stays refused."""
    if state.refusal is not None:
        return state
    return _step(state, token)


def validate_table() -> None:
    """Every phase can be left and every preferred class has its handler: a table that
    breaks this is a bug, found when the module loads."""
    for phase, classes in PREFERENCE.items():
        for tc in classes:
            if (phase, tc) not in TABLE:
                raise ValueError(f"{phase.name} prefers {tc.name} but has no handler for it")
    for phase in Phase:
        if phase not in PREFERENCE:
            raise ValueError(f"phase {phase.name} has no preference order")
    entered = {Phase.IDLE, Phase.QTY, Phase.QTY_OF, Phase.NP, Phase.HOW}
    if entered != set(Phase):
        raise ValueError(f"unreachable phases: {set(Phase) - entered}")


validate_table()
