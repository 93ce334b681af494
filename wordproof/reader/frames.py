"""Frames: what a clause says, as proto-entries over unresolved references.

A frame reads one clause: possession ("Sam has 14 apples"), existence ("There are 5 cats in
the barn"), change ("He buys 9 more"), transfer ("She gave Sam some of her seashells"),
comparison ("Ellen has six more balls than Marin") and measured activity ("Jerry walked
nine miles"). References (pronouns, elided units) are resolved later, per reading. A clause
no frame reads refuses with the clause and the frames that were tried.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Sequence
from fractions import Fraction

import attrs

from wordproof.ledger.entries import AWAY, PLACED_AT, Op, Setting
from wordproof.lexicon.tables import (
    hypernyms_of,
    is_category,
    measure_unit,
    membership,
    name_gender,
    reckoned,
)
from wordproof.lexicon.words import (
    VerbClass,
    comparative_dimension,
    in_class,
    inflected_like,
    inflections,
    is_comparative,
    is_participle,
    lemmas,
    lesser_comparative_dimension,
    measured_dimension,
    named_dimension,
    names_noun,
    noun_form,
    plural_form,
    pronoun,
    role_gender,
    time_vocabulary,
    verb_class,
    verb_lemma,
)
from wordproof.reader.chunks import (
    A_ONE,
    THE_ONE,
    AuxChunk,
    Chunk,
    ConjChunk,
    CueChunk,
    EntityChunk,
    Noun,
    NounChunk,
    PrepChunk,
    QtyChunk,
    Span,
    UnknownChunk,
    VerbChunk,
    WhChunk,
    is_factor,
    join,
    list_items,
    named_group,
    work_named,
)
from wordproof.reader.classes import aggregate_words, is_fraction_like, is_never_a_count
from wordproof.reader.clauses import (
    Clause,
    gerund_verb,
    goes_by_itself,
    in_present,
    is_person_word,
    names_a_person,
    planned_passive,
    split_clauses,
)
from wordproof.reader.tenses import group_tense
from wordproof.reader.told import Told, VerbTold
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralKind, ordinal_place
from wordproof.text.pieces import sentence_span
from wordproof.text.times import (
    PLACING,
    Tense,
    TimeChunk,
    TimeKind,
    compared_day,
    dated_gone_by,
    tense_within,
)

Ref = EntityChunk | NounChunk | CueChunk  # CueChunk "there": the world


@attrs.frozen
class Proto:
    """An entry before its references are bound."""

    op: Op
    subject: Ref
    qty: QtyChunk
    clause: tuple[int, int]
    verb: VerbChunk | None = None
    other: Ref | None = None
    sign: int = 1
    cues: tuple[str, ...] = ()
    at_start: bool = False  # "already had": the state before the story's changes
    part: NounChunk | None = None  # "38 are forks": the part's noun (or adjective)
    later: bool = False  # "she had seven left": after a change the story may not tell
    to_come: bool = False  # OBSERVE "will have 56 apples": no change of the kind may be told beside it
    not_done: bool = False  # "had 14 shells, but did not sell 5 of them": the doing read as of the rest
    rest: bool = False  # "the rest are spoons"
    whole_placed: bool = False  # "A third of the kids at the camp are boys": the whole told with a place
    doing: bool = False  # a part picked out by what its members are doing ("42 were hiding")
    doing_habit: bool = False  # that doing a present habit ("12 of them walk to school") or a past event
    # ("19 of them voted"): done by people or animals only
    placing: bool = False  # "put 5 books on the shelf": from the actor only if it held them
    removing: bool = False  # "removed 3 pears from the bowl": the place's, unless the actor's
    supposed: bool = False  # said in an "If …" clause: the question depends on it
    past: bool = False  # OBSERVE in a sentence placed before now ("last week", "yesterday", "ago")
    restates: bool = False  # "If Zig wrote 60 books,": the clause tells an amount and nothing else
    besides: bool = False  # "She also ran 5 more miles than Kay": told as one more besides those told
    # GAIN "Jo had caught some fish.": a getting in the past perfect opening the story, done
    # before the story's own time starts
    before_story: bool = False
    habit: bool = False  # "collects stamps": a holding of unknown size, if the story opens it
    rate: QtyChunk | None = None  # "60 miles per hour for 3 hours": the amount is rate × count
    per: Noun | None = None  # what the rate is per ("hour")
    count: QtyChunk | None = None  # how many of what it is per ("3 hours")
    stretch: QtyChunk | None = None  # "3 miles every 2 days for 2 weeks": the rate is told per these
    # PACE "1 hour a day, 5 days a week": the days in each `per`; "13 cookies, 3 times a day, 20
    # days a month": each count in each one of the next, from the innermost out
    within: tuple[QtyChunk, ...] = ()
    members: bool = False  # PACE "Each cow gives 5 liters a day": of each of the subject's kind a holder has
    members_count: QtyChunk | None = None  # PACE "4 kids each eat 3 apples a day": the members, counted
    counted_before: bool = False  # "There are 4 boys. Each boy ate 3 pies.": the count is the one told
    shared: QtyChunk | None = None  # SHARE: the whole, when the clause states it
    capacity: bool = False  # SHARE: "each box holds 6": for all its holder has
    sized_later: bool = False  # SHARE: "put them in jars": each part's size is told after
    # SHARE: "wants to put her pens into bags", "was putting …"; GAIN "wants to buy as many pens as
    # he can": not yet done
    planned: bool = False
    room: bool = False  # SHARE: the size is the most one part takes ("can hold 8"): the last may take less
    required: bool = False  # SHARE "Each pie takes 5 apples": what making one uses up
    made_told: bool = False  # SHARE required, told of one making the parts ("was making bags with 6 in each")
    # SHARE "Each kid should get the same number of cards": says again that the parts of a
    # share already told are equal; no share of those parts and that kind told, not read
    equal_again: bool = False
    # SHARE "had 84 cards in 7 binders", "is to give them to 5 friends": equal parts only if told after
    equal_untold: bool = False
    # SHARE "keeps 84 cards in 7 binders": where the things lie, all of them: no rest, no part short
    all_placed: bool = False
    parted_by_subject: bool = False  # SHARE: the subject did the parting ("Al put them into rows"), active
    rest_kept: tuple[int, int] | None = None  # SHARE "… and kept the rest": each part whole, the rest kept
    most_bought: tuple[int, int] | None = None  # GAIN "bought as many pens as he could": the words
    described: Noun | None = None  # SHARE: the one container as told ("each green box"), for a rate
    actor: str | None = None  # who did it, when not the holder ("12 were sold": someone)
    share: QtyChunk | None = None  # "a third of them": the amount is this fraction of a basis
    basis: Ref | None = None  # whose holding (or event) the share is of, when the text names it
    payer: Ref | None = None  # PRICE "She paid $12 for each box": the one whose purchases it prices
    share_event: bool = False  # "twice as many as Sam (did)": of an earlier event of the verb
    # SCALE "twice as many fish as cats and dogs combined": the kinds after the first (other_kind) summed
    also_kinds: tuple[Noun, ...] = ()
    other_kind: Noun | None = None  # "6 fewer yellow envelopes than blue envelopes": the subject's
    offset: QtyChunk | None = None  # "in 4 years" (+), "5 years ago" (-): an age at another time
    offset_sign: int = 1
    share_last: bool = False  # "half that amount": a share of the quantity told just before
    # "twice as many as he gave (to) Bo", "as she spent on a hat": the doer and the receiver, or
    # the object or place, of the one earlier doing the share is of
    named_doing: tuple[EntityChunk, EntityChunk | NounChunk | Setting] | None = None
    # "twice as long as he played (chess)": the doer, the verb and the object of another doing
    # whose measure the share is of
    measured_doing: tuple[EntityChunk, str, Setting | None] | None = None
    # "twice that distance": the quantity told just before is measured in a unit of this dimension
    share_dimensions: tuple[str, ...] = ()
    # "swam twice as long": a multiple of a doing's measure with no "as" after it, of the quantity
    # told just before only when no earlier doing of the doer's verb may be meant instead
    share_unsaid: bool = False
    plus: QtyChunk | None = None  # "6 more than twice as many as Benjy": added to the multiple
    other_then: QtyChunk | None = None  # "Ann was 20 when Bo was 8": the other's age at that time
    than_time: str | None = None  # "10 more than yesterday": when the amount compared was told
    wanted: str | None = None  # GOAL: "needs to sell 12": the verb whose events are wanted
    period: str | None = None  # GOAL "has to sell 90 bars each week": the calendar unit it is wanted in
    other_now: bool = False  # "in 5 years … twice as old as Kim is now": the other's age now
    work: tuple[str, ...] = ()  # "earns $12 an hour babysitting", "worked 5 hours at the store"
    counted_by: str | None = None  # PACE "5 points for each treasure she finds": the verb counting them
    every_purchase: bool = False  # DISCOUNT "on everything": off each of the buyer's purchases
    price_share: str = "discount"  # DISCOUNT: what the share of each price is ("discount", "tax", "tip")
    bought_for: bool = False  # GAIN "bought 6 fish for her brother": got for someone else
    from_untold: bool = False  # GAIN "3 plums were added to the bowl": put there by no one named
    kept_at_place: bool = False  # GAIN "added 3 mugs to the shelf": the adder's, kept there?
    homeward: bool = False  # LOSS "2 went home", "were sent home": gone from where they were
    from_seller: bool = False  # LOSS "6 capes are bought": bought from their holder, who must sell
    settings: tuple[Setting, ...] = ()  # the doing's object and place told beside the amount
    held_at: Setting | None = None  # OBSERVE "had $20 in his wallet": the place told after the amount
    # LOSS of money "bought a pad for $5", "paid $5 for a pad": the one thing the sum bought
    paid_for: QtyChunk | None = None
    of_counted: bool = False  # RATE "3 120-page books": said of the things the clause counts only
    whole_doing: bool = False  # "Penny counted a total of 55 frogs": all her doings of the verb
    scaled: VerbChunk | None = None  # GAIN/LOSS "doubled her stamps": the holding after is its factor × it
    grown: bool = False  # GAIN "her stamps increased by 25%": a share of the holding added to it
    # RATE "He has 6 pens in each box": of the boxes of ``other`` (the clause's holder), which
    # may be counted after
    owned_later: bool = False


FRAMES_TRIED = ("possession", "existence", "change", "transfer", "comparison", "activity")


def _refuse(code: RefusalCode, evidence: str, span: tuple[int, int]) -> Refusal:
    return Refusal(code, Stage.READER, evidence, span=span, expected=FRAMES_TRIED)


def doing_taken(clause: Clause, text: str) -> Clause:
    """ "took a look at his books", "takes a short nap": "take" before a noun that names a
    doing (lexicon ``doing_nouns``) is that doing, and nothing is taken; so is it after "to"
    ("went in to take a look at them": went in to look at them). Only with no number in the
    clause ("took a 10-minute break" is left as it was), and only when the story names the
    noun nowhere else ("took a break … took 2 more breaks": the breaks are counted)."""
    verb = clause.verb
    if any(isinstance(c, QtyChunk) for c in (*clause.rest, *clause.placed)):
        return clause
    match clause.rest:
        case (NounChunk() as doing, *after) if verb is not None and _names_doing(verb, doing, text):
            return attrs.evolve(clause, verb=attrs.evolve(
                verb, lemma=doing.noun.head, verb_class=None), rest=tuple(after))
    rest = list(clause.rest)
    for i in range(len(rest) - 2):
        match rest[i:i + 3]:
            case [PrepChunk(word="to"), VerbChunk() as taken, NounChunk() as doing] if _names_doing(
                taken, doing, text
            ):
                done = attrs.evolve(taken, lemma=doing.noun.head, verb_class=None)
                return attrs.evolve(clause, rest=(*rest[:i + 1], done, *rest[i + 3:]))
    return clause


def _names_doing(verb: VerbChunk, doing: NounChunk, text: str) -> bool:
    """ "take a look", "take a nap": "take" and a noun of a doing, told nowhere else."""
    return verb.lemma == "take" and verb.particle is None and doing.determiner == "a" and (
        in_class(doing.noun.head, "doing_nouns") and doing.noun.of is None and not doing.noun.plural
        and doing.possessor is None
        and not names_noun(text[:doing.span[0]] + " " + text[doing.span[1]:], doing.noun.head))


def read_statement(clause: Clause, text: str) -> tuple[Proto, ...] | Refusal:
    """The proto-entries of one statement clause; () for a clause that counts nothing."""
    if _place_named_again(clause, text) or clause.verb is None and _pace_changed(clause):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    clause = _given_as_received(_grid_as_rows(_row_member_weighed(_place_of_holder_set_aside(clause))))
    if _times_joined(clause.rest):
        # "picked 3 apples in the morning and evening": the time after "and" was set aside;
        # 3 in each of them, or 3 in the two together?
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    read = _read_whole_statement(clause, text)
    scene = _doing_as_scene(clause) if isinstance(read, Refusal) else clause
    if scene is not clause:
        # "4 friends were playing chess", when no frame reads it as told: a scene that counts them
        as_scene = _read_whole_statement(scene, text)
        return read if isinstance(as_scene, Refusal) else as_scene
    return read


def _given_as_received(clause: Clause) -> Clause:
    """ "Ben was given 7 pears (for his birthday)": the passive of giving with the receiver as its
    subject says what "Ben received 7 pears" says, a getting from no one the story names. Only one
    person named or said by a singular pronoun, "was given" (no other auxiliary, no negation), a
    stated count of a kind or a sum, and nothing after it but "for" and a thing with no number
    (an occasion). A giver ("by Ann"), a purpose ("to share"), a pace ("every day"), a group ("They
    were given": all together, or each?) or "more" leave the clause as it was."""
    verb, subject = clause.verb, clause.subject
    match clause.auxiliaries, clause.rest:
        case ((AuxChunk(group="be", word=was),), (QtyChunk() as qty, *after)) if (
            verb is not None and verb.word.lower() == "given" and verb.lemma == "give"
            and verb.particle is None and not clause.negated and was.lower() == "was"
            and isinstance(subject, EntityChunk) and not subject.members and not subject.plural
            and subject.kind in ("name", "pronoun") and qty.value is not None and qty.comparative is None
            and (qty.noun is not None or _is_money(qty)) and qty.of_entity is None and not qty.of_them
            and not qty.of_the and _an_occasion_or_nothing(after)
        ):
            received = VerbChunk(verb.word, "receive", VerbClass.TRANSFER_IN, verb.span, participle=True)
            return attrs.evolve(clause, auxiliaries=(), verb=received)
    return clause


def _an_occasion_or_nothing(after: list[Chunk]) -> bool:
    """Nothing, or "for" and one thing with no number ("for his birthday", "for Easter")."""
    match after:
        case []:
            return True
        case [PrepChunk(word="for"), NounChunk(noun=Noun(of=None))]:
            return True
    return False


def _place_of_holder_set_aside(clause: Clause) -> Clause:
    """ "The barn on the hill has 6 stalls": the place a holder is told at, between it and "has",
    says which barn, not what it holds; set aside when the story tells no other thing of that
    noun before it (with "The barn by the river has 4 stalls" told, "the barn" may be either)."""
    match clause.subject, clause.rest:
        case (NounChunk(determiner="the" | "a" | "an", possessor=None) as holder,
              (PrepChunk(word="in" | "at" | "on"), NounChunk() | EntityChunk() as place,
               AuxChunk(group="have") as has, QtyChunk() as held, *after)) if (
            clause.verb is None and not clause.auxiliaries and holder.noun.head
            and not (isinstance(place, NounChunk) and in_class(place.noun.head, "time_nouns"))
            and not any(n.head == holder.noun.head and n.span[1] <= holder.span[0] for n in clause.told.nouns)
        ):
            return attrs.evolve(clause, auxiliaries=(has,), rest=(held, *after))
    return clause


_GRID_SIDES = {"row": "column", "column": "row"}


def _grid_as_rows(clause: Clause) -> Clause:
    """ "A field has 6 rows and 9 columns of oaks": a grid of things, one where each row meets
    each column, read as "6 rows of oaks with 9 oaks in each row" (the first side told, of the
    things, with the other side's count in each). Only two bare counts, of rows and of columns
    (either first), the things after the second, perhaps a place after them ("in the hall"); any
    other clause is returned as it is."""
    match clause.rest:
        case (QtyChunk(noun=Noun(head=first, modifiers=(), of=None, plural=True) as side) as lines,
              ConjChunk(word="and"),
              QtyChunk(noun=Noun(head=second, modifiers=(), of=str(things), plural=True) as other,
                       of_entity=None, comparative=None) as across, *place) if (
            _GRID_SIDES.get(first) == second and (
                not place or len(place) == 2 and isinstance(place[0], PrepChunk)
                and place[0].word in ("in", "at", "on") and isinstance(place[1], NounChunk))
            and lines.comparative is None and lines.of_entity is None
            and lines.value is not None and across.value is not None and lines.kind is NumeralKind.CARDINAL
            and across.kind is NumeralKind.CARDINAL
        ):
            head = things.split()[-1]  # "with 9 oaks in each row", as English says it again
            lines_of = attrs.evolve(lines, span=(lines.span[0], across.span[1]), of_said=True,
                                    noun=attrs.evolve(side, of=things, span=(side.span[0], across.span[1])))
            each = attrs.evolve(across, noun=Noun(head, plural_form(head), True, span=other.span))
            one = NounChunk(Noun(first, first, False, span=side.span), side.span)
            at = across.span
            return attrs.evolve(clause, rest=(lines_of, PrepChunk("with", at), each, PrepChunk("in", at),
                                              CueChunk("each", "each", at), one, *place))
    return clause


def _row_member_weighed(clause: Clause) -> Clause:
    """ "The first was 2 pounds, the second was 11 pounds and the last was 5 pounds": a thing named
    by its place in a row, said to be a weight, weighs it, as "The first weighed 2 pounds" tells;
    any other clause is returned as it is."""
    match clause.subject, clause.auxiliaries, clause.rest:
        case NounChunk(noun=Noun(head=place, modifiers=(), of=None), determiner="the", possessor=None), (
            AuxChunk(group="be") as be,), (QtyChunk(noun=Noun(head=unit), comparative=None, of_entity=None),
                                           ) if (place == "last" or ordinal_place(place) is not None) and (
            not clause.negated and (weight := measure_unit(unit)) is not None and weight.dimension == "mass"
            and not weight.ambiguous
        ):
            return attrs.evolve(clause, auxiliaries=(), verb=_be_as_weigh(be))
    return clause


def _read_whole_statement(clause: Clause, text: str) -> tuple[Proto, ...] | Refusal:
    from wordproof.reader.measures import read_measured, unread_size  # they build on this module's Proto
    from wordproof.reader.scalings import read_scaling, read_share_change, scaling_verb, share_change_verb

    if share_change_verb(clause) is not None:
        # "Her stamps increased by 25%"; any other clause with such a verb ("The price increased",
        # "increased by 5") changes what it tells of by an amount no frame reads
        said = text[clause.span[0]:clause.span[1]]
        return read_share_change(clause) or _refuse(RefusalCode.UNSUPPORTED_FRAME, said, clause.span)
    if scaling_verb(clause) is not None:
        # "She doubled her stamps"; any other clause with a verb of scaling ("The price doubled",
        # "doubled her money by selling pens", "doubles every week") changes what it tells of
        # by a factor no frame reads
        said = text[clause.span[0]:clause.span[1]]
        return read_scaling(clause) or _refuse(RefusalCode.UNSUPPORTED_FRAME, said, clause.span)
    own = _than_own_kind(clause)
    if own is not None:
        # "He has 6 more dogs than he has cats": his own cats, the pronoun bound to the subject only
        kinds_clause, who = own
        compared = read_statement(kinds_clause, text)
        return compared if isinstance(compared, Refusal) else tuple(
            attrs.evolve(p, other=who) if p.op is Op.COMPARE and p.other_kind is not None else p
            for p in compared)
    told = clause
    clause = _numbers_compared(clause) or _weight_of_two_named(clause) or clause
    if _they_weighed_beside_things(clause):
        # "Ann and Bo have some cats. They weigh 30 pounds together": the cats may be weighed
        # (hazard: it was Bo's weight, 20)
        return _refuse(RefusalCode.AMBIGUOUS_REFERENT, "they", clause.span)
    measured = read_measured(clause, text, read_statement)
    if measured is not None:
        return measured
    read = _read_told(clause, text)
    if read == () and _number_said(told):
        # "The number of her stamps grew (fell, went up)": a count changed, by what no frame reads
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    return read if isinstance(read, Refusal) else unread_size(clause, read, text) or read


def _they_weighed_beside_things(clause: Clause) -> bool:
    """ "They weigh 30 pounds (together)" after things someone had or did something to ("Ann
    and Bo have some cats", "carried the boxes"): "they" may be the things as well as the people."""
    subject = clause.subject
    return clause.verb is not None and in_class(clause.verb.lemma, "measuring_verbs") and isinstance(
        subject, EntityChunk) and subject.kind == "pronoun" and subject.text.lower() == "they" and (
        clause.told.things_before(clause.span[0]))


_MEASURES_OF_TWO = frozenset({"weight", "height"})


def _weight_of_two_named(clause: Clause) -> Clause | None:
    """ "The total weight of Jack and Sam is 96 pounds", "Their combined weight was 96 pounds":
    the weight of two named together (a word that adds them said: `clause.total`), read as
    "Jack and Sam weigh (weighed) 96 pounds together"; so too a height ("Their total height is
    98 inches"), read as what they have of that measure together, each one's height (`is 39
    inches tall`) a part of it. None for any other clause ("The weight of Jack and Sam is 96
    pounds": each one's?, "the total weight of the boys": how many?)."""
    if not clause.total or clause.negated or clause.verb is not None or clause.auxiliaries:
        return None
    match clause.subject, clause.rest:
        case NounChunk(noun=noun, possessor=None), (
            PrepChunk(word="of"), EntityChunk(kind="name") as one, ConjChunk(word="and"),
            EntityChunk(kind="name") as other, AuxChunk(group="be") as be, QtyChunk() as weight
        ) if noun.head in _MEASURES_OF_TWO:
            group = EntityChunk("group", "", join(one.span, other.span), members=(one, other), plural=True)
        case EntityChunk(kind="pronoun", text=their) as owner, (
            NounChunk(noun=noun, possessor=None, determiner=None), AuxChunk(group="be") as be,
            QtyChunk() as weight,
        ) if their.lower() == "their" and noun.head in _MEASURES_OF_TWO:
            group = attrs.evolve(owner, text="they", pronoun_role="subject", plural=True)
        case _:
            return None
    unit = measure_unit(weight.noun.head) if weight.noun is not None else None
    if noun.plural or noun.modifiers or noun.of is not None or unit is None or (
        unit.dimension != named_dimension(noun.head)
    ) or weight.value is None or weight.comparative or weight.noun is None or weight.noun.modifiers:
        return None
    if noun.head != "weight":
        # "they have 98 inches (of height) together": a total of what each one measures
        return attrs.evolve(clause, subject=group, auxiliaries=(AuxChunk("have", "have", be.span),),
                            rest=(weight,))
    return attrs.evolve(clause, subject=group, verb=_be_as_weigh(be), rest=(weight,))


def _be_as_weigh(be: AuxChunk) -> VerbChunk:
    """ "is / are / was / were (5 pounds)" said as "weighs / weigh / weighed", in its tense."""
    said = {"is": "weighs", "are": "weigh"}.get(be.word.lower(), "weighed")
    return VerbChunk(said, "weigh", verb_class("weigh"), be.span)


def _times_joined(rest: tuple[Chunk, ...]) -> bool:
    """Two times joined by "and" or "or" after a count ("3 apples in the morning and evening",
    "at lunch and dinner", "before and after school"): so many in each, or in both together?
    Also "and" with nothing read after it before the clause or a comma ends: what it joined, a
    time of day, was set aside."""
    def a_time(chunk: Chunk) -> bool:
        return isinstance(chunk, NounChunk) and any(
            in_class(chunk.noun.head, c) for c in ("time_nouns", "clock_nouns", "meal_nouns", "time_words"))

    def before_or_after(chunk: Chunk) -> bool:
        return isinstance(chunk, CueChunk) and chunk.text.lower() in ("before", "after")

    for i, chunk in enumerate(rest):
        if not isinstance(chunk, ConjChunk) or chunk.word not in ("and", "or"):
            continue
        if i + 1 == len(rest) or isinstance(rest[i + 1], ConjChunk):
            return True
        if i > 0 and before_or_after(rest[i - 1]) and before_or_after(rest[i + 1]):
            return True
        counted = any(isinstance(c, QtyChunk) for c in rest[:i])
        if counted and i >= 2 and isinstance(rest[i - 2], PrepChunk) and a_time(rest[i - 1]) and a_time(
            rest[i + 1]
        ):
            return True
    return False


def _than_own_kind(clause: Clause) -> tuple[Clause, EntityChunk] | None:
    """ "He has 6 more dogs than he has cats" (a pronoun, then "has" of the clause's tense and a
    bare plural, closing it): the clause "than cats" says, and the pronoun, which must be the
    subject (binding keeps no reading in which it may be another). None for any other clause."""
    match clause.rest:
        case (*head, CueChunk(kind="than") as than, EntityChunk(kind="pronoun") as who,
              AuxChunk(group="have" | "do") as has, NounChunk(determiner=None, possessor=None) as kind) if (
            _holds(clause) and _same_tense(clause, has) and kind.noun.plural and head
        ):
            said = attrs.evolve(kind, span=join(who.span, kind.span))  # "he has cats": all read
            return attrs.evolve(clause, rest=(*head, than, said)), who
    return None


def doer_again(clause: Clause, who: Chunk, did: Chunk) -> bool:
    """ "sold more pens than it did pencils", "as she does dimes": a pronoun and "do" of the
    clause's own tense that can only be its subject — the same pronoun, or "it" after one thing
    or body ("The shop sold … as it did"). Binding has no say in a doer's other kind, so a
    pronoun that may be another is never taken for the subject."""
    subject = clause.subject
    if not (isinstance(who, EntityChunk) and who.kind == "pronoun" and isinstance(did, AuxChunk)
            and did.group == "do" and _same_tense(clause, did)):
        return False
    if isinstance(subject, EntityChunk) and subject.kind == "pronoun":
        return subject.text.lower() == who.text.lower()
    return who.text.lower() == "it" and isinstance(subject, NounChunk) and not subject.noun.plural and (
        not names_a_person(subject.noun))


def _number_said(clause: Clause) -> bool:
    """ "The number of her stamps grew": a clause with no subject or verb of its own that opens
    with "number of" says something of a count."""
    rest = clause.rest
    return clause.subject is None and clause.verb is None and len(rest) > 2 and isinstance(
        rest[0], CueChunk) and rest[0].kind == "number" and isinstance(rest[1], PrepChunk) and (
        rest[1].word == "of")


def _gender_said(entity: EntityChunk) -> str | None:
    """ "f" or "m" when the chunk says one: a pronoun's ("his"), a given name's, a role's ("mom")."""
    if entity.kind == "pronoun":
        said = entity.text.lower()
        info = pronoun(said, "possessive") or pronoun(said, "subject") or pronoun(said, "object")
        return info.gender if info is not None and info.gender in ("f", "m") else None
    if entity.kind == "name":
        return {"female": "f", "male": "m"}.get(name_gender(entity.name or entity.text) or "")
    gender = role_gender(entity.name or "") if entity.kind == "role" else None
    return gender if gender in ("f", "m") else None


def _genders_apart(one: EntityChunk, other: EntityChunk) -> bool:
    """Two people said with genders that differ: never one and the same."""
    first, second = _gender_said(one), _gender_said(other)
    return first is not None and second is not None and first != second


def _read_told(clause: Clause, text: str) -> tuple[Proto, ...] | Refusal:
    clause_done = _resolve_done(clause, text)
    if isinstance(clause_done, Refusal):
        return clause_done  # "He planned to sell them", "decided to sell 5 but …": done, or only meant?
    clause = clause_done
    if any(isinstance(c, VerbChunk) and in_class(c.lemma, "excepting_verbs")
           for c in (clause.verb, *clause.rest, *clause.placed)):
        # "walks 5 miles a day except on Sundays", "but skipped a day": what is left out is untold
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if any(isinstance(c, NounChunk | QtyChunk) and c.noun is not None
           and in_class(c.noun.head, "standalone_possessives") for c in clause.rest):
        # "Ann gave hers to Cy": her things of which kind, and how many?
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if _time_clause_of_doing(clause) or _habit_when(clause):
        # "Every time Ann sells a pen(, she gets $2)", "When she sells a pen": said of each
        # such doing, never of one
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if _after_a_told_doing(clause, text):
        # "he had 43 after losing them": after that one doing, not after all told
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if _each_of_doers_or_things(clause):
        # "Ann and Bo sold 9 pears each for $2": $2 a pear, or each one's 9 pears for $2?
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    from wordproof.reader.rates import paid_to_do, read_rate  # rates builds on this module

    if paid_to_do(clause):
        # "charges $5 to walk a dog": a pay for each dog walked, or nothing read (it was $5 earned)
        paced = read_rate(clause, text, read_statement)
        if isinstance(paced, Refusal) or not paced or any(p.op is not Op.PACE for p in paced):
            return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
        return paced
    if _paid_with_anothers(clause, text):
        # "spent $10 on lunch with her brother's money": the money gone is not hers
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if _count_for_all_of_a_group(clause):
        # "bought 2 packs for all his students": 2 in all, or 2 for each of them?
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    clause = _imperative_to_the_reader(clause, text)
    if _gapped_subject(clause):
        # "Ann has 5 pens and Bo 3 pads": Bo's 3 pads, with the verb left out, not Ann's
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    clause = doing_taken(clause, text)
    clause = _kind_the_holder_has_left(_kind_said_by_its_word(clause))
    clause = _one_thing_going(clause, text) or clause
    if clause.subject is None and clause.rest and isinstance(clause.rest[0], CueChunk) and (
        clause.rest[0].kind == "another"
    ):
        # "Another kid sang", "Another friend brought 15 pounds": one more of them, or someone
        # else doing it? Only a going is read ("Another kid joined them")
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    # a clause that says two things, read in turn: "Tim gave him half of his 40 balls" (he has 40
    # balls, and gave half), "earned $600 mowing lawns" (the sum, and the doing it came by), "had
    # 15 pens to split into 2 cups" (the holding, and the plan), "Of 96 plums, half were ripe"
    clause = attrs.evolve(clause, rest=_spent_buying(clause.rest, clause.verb))
    to_be_done = _there_to_be_done(clause)
    if to_be_done is not None:
        return to_be_done  # "There are 248 vases to be arranged"
    clause = _tasks_had(clause)
    not_done = _not_done_to_some(clause, text)
    if not_done is not None:
        read = _read_in_turn(not_done, text)
        return read if isinstance(read, Refusal) else tuple(
            attrs.evolve(p, not_done=True) if p.op is not Op.OBSERVE else p for p in read)
    for told_twice in (_all_but_kept, _share_of_a_told_holding, _added_to_own, _sum_and_its_doing,
                       _held_to_part, _whole_told_first, _whole_counted_in_share, _told_parted_equally,
                       _counted_then_parted, _wanted_at_a_rate):
        pair = told_twice(clause)
        if pair is not None:
            return _read_in_turn(pair, text)
    read = _read_statement(clause, text)
    if read and not isinstance(read, Refusal) and any(
        p.op is Op.EVENT and p.verb is not None and in_class(p.verb.lemma, "price_verbs") for p in read
    ):
        # "Later, pens cost $3": a price no price frame took (told at a time), never a doing of
        # the pens that counts dollars beside the price told before
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if read == () and past_resolve_to_change(clause):
        # "He decided to eat them. He ate 5 of them.": done after, or only meant?
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if read == () and isinstance(clause.subject, NounChunk) and in_class(
        clause.subject.noun.head, "price_nouns"
    ):
        # "The price went up", "The cost fell": a change to a price, no number told
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if read == () and _price_cut_told(clause):
        # "The cones were on sale", "They are at a discount": a price cut by an amount untold, so
        # a price told of them may be before it or after it, and a cost at it is either
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if read and not isinstance(read, Refusal) and all(p.op is not Op.PRICE for p in read) and (any(
        isinstance(c, NounChunk) and in_class(c.noun.head, "price_nouns")
        and not _cost_with_its_sum(c, clause)
        for c in (*clause.rest, *clause.placed)
    ) or _price_cut_told(clause) and all(p.op is not Op.DISCOUNT for p in read)):
        # "bought 3 lamps at full price", "at the sale price": a price named, with no number;
        # "sold 4 mice at a discount", "bought 2 on sale": at a price cut by an amount untold
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if not isinstance(read, Refusal) and _days_beside_fewer_amounts(clause, read, text):
        # "sold 4 pens on Monday and Tuesday": 4 each day, told once
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if not isinstance(read, Refusal) and _pace_of_the_last_only(read):
        # "sold 4 pens and 5 pencils every day": the pace said once is of every thing listed
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if not isinstance(read, Refusal) and any(
        p.op is not Op.OBSERVE and p.qty.of_the and p.qty.noun is not None
        and set(p.qty.noun.modifiers) & _SINCE_OR_BEFORE for p in read
    ):
        # "lost 5 of the new pens": of those gained (how many were?), and none of the others
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if not isinstance(read, Refusal) and _occasions_beside_amount(read):
        # "read 12 pages 3 times": 12 pages each time, not 12 pages and 3 doings
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if not isinstance(read, Refusal) and any(
        p.qty.comparative in ("fewer", "less") and p.op is not Op.COMPARE and p.plus is None for p in read
    ):
        # "Bo ran 3 fewer miles", "She bought 3 fewer pens": fewer than what, no frame took;
        # the number is a difference, never the amount itself
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if not isinstance(read, Refusal) and (
        _price_of_things_found_later(clause, read) or _price_of_things_bought_then(clause, read)
    ):
        # "Later she found some toys that cost $9 each", "Then he bought 4 kites for $3 each": the
        # price when she found them (bought them), which prices only what is bought in its clause
        # or after it (``Entry.later``)
        read = tuple(attrs.evolve(p, later=True) if p.op is Op.PRICE else p for p in read)
    elif not isinstance(read, Refusal) and any(
        p.op is not Op.DISCOUNT and p.qty.noun is not None and (
            in_class(p.qty.noun.head, "discount_nouns") or in_class(p.qty.noun.head, "surcharge_nouns"))
        or p.op is Op.PRICE and any(t.kind in PLACING for t in _times_of_price(clause))
        for p in read
    ):
        # "received a 10 cent discount", "gives the waiter a $3 tip": a sum off or on, read as
        # a thing held or given; "Last year a bowl was 25% dearer than a mug", "charged $2 for 4
        # pens last year": a price then, not now
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if isinstance(read, Refusal):
        return read
    told_then = any(t.kind is TimeKind.PAST and not (
        all(p.op is Op.GOAL for p in read) and t.text.lower().startswith("before ")
    ) and not _age_supposed_now(clause, read, t) for t in clause.times)
    # ("wants to learn 60 words before her birthday": by when, not when)
    if told_then and any(
        p.op is Op.TOTAL and p.verb is None and p.offset is None or p.op in (Op.RATE, Op.GOAL)
        or p.capacity or p.doing or p.op in (Op.SCALE, Op.COMPARE) and p.verb is None and p.offset is None
        for p in read
    ):
        # "Together they had 48 stamps last year": a joint holding then is not what the
        # group holds now, and the replay keeps no time for a total; nor for what each
        # box held then ("A box held 6 eggs last year") or what was needed then; nor for a
        # holding then compared ("Yesterday there were twice as many geese in the field"); nor
        # a part picked out by what it was doing then ("5 of them were hiding yesterday")
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    if told_then or dated_gone_by(clause.times, text, clause.span) or _earlier_today(clause, text):
        # "Kia had 12 pens last week", "… on Monday", "… in May", "this morning": a holding
        # then, not now
        # (an age "3 years ago" carries its own offset)
        read = tuple(attrs.evolve(p, past=True) if p.op is Op.OBSERVE and p.offset is None else p
                     for p in read)
    return tuple(attrs.evolve(p, settings=p.settings or told_settings(clause, p.qty))
                 if p.op in _DOINGS else attrs.evolve(p, held_at=_held_at(clause, p.qty))
                 if p.op is Op.OBSERVE else p for p in read)


def _held_at(clause: Clause, qty: QtyChunk) -> Setting | None:
    """ "had $20 in his wallet", "had 5 at school": the place a holding is told at, right after
    its amount (after "at" a bare noun too: "at home", never a time: "at noon"), or opening its
    clause alone ("On the first floor the house had 6 bedrooms")."""
    rest = clause.rest
    at = next((i for i, c in enumerate(rest) if isinstance(c, QtyChunk) and c.span == qty.span), None)
    if at is None:
        return None
    for told in (rest[at + 1:at + 3], clause.placed):
        match told:
            case (PrepChunk(word=word), NounChunk() as place) if word in PLACED_AT and (
                a_setting(word, place) or word == "at" and not in_class(place.noun.head, "time_nouns")
            ):
                return setting_of(word, place)
    match rest[at + 1:at + 4]:
        case (PrepChunk(word=word), NounChunk() as place, EntityChunk(text=label)) if (
            word in PLACED_AT and len(label) == 1 and label.isupper()
        ):
            # "30 desks in room B": one place of those its noun names, by its letter
            return setting_of(word, attrs.evolve(place, noun=attrs.evolve(
                place.noun, modifiers=(*place.noun.modifiers, label))))
    return None


def _age_supposed_now(clause: Clause, read: tuple[Proto, ...], time: TimeChunk) -> bool:
    """ "If Kate is 29, how old was Tully 2 years ago?": an age supposed in the present, the
    past time outside its clause (the question's own, `ages.question_offset`): the age now."""
    return clause.supposed and [a.word.lower() for a in clause.auxiliaries] in (["is"], ["are"]) and not (
        clause.span[0] <= time.span[0] < clause.span[1]
    ) and all(p.op is Op.OBSERVE and p.offset is None and p.qty.noun is not None
              and p.qty.noun.head == "year" for p in read)


def _price_of_things_found_later(clause: Clause, read: tuple[Proto, ...]) -> bool:
    """ "Later she found some toys that cost $9 each": a price told in a relative clause of the
    things its sentence tells, placed by "later" alone (no time gone by, no "now"): the price
    then."""
    times = [t for t in _times_of_price(clause) if t.kind in PLACING]
    return bool(times) and all(t.kind is TimeKind.LATER and t.text.lower() == "later" for t in times) and (
        clause.relative and [p.op for p in read] == [Op.PRICE] and not clause.supposed)


def _price_of_things_bought_then(clause: Clause, read: tuple[Proto, ...]) -> bool:
    """ "Then he bought 4 kites for $3 each": a price told with the one purchase it prices, in a
    clause placed by "then" or "later" alone (no time gone by, no day named): the price then."""
    times = [t for t in _times_of_price(clause) if t.kind in PLACING]
    match read:
        case (Proto(op=Op.GAIN, verb=VerbChunk(lemma=lemma), qty=QtyChunk(noun=Noun())),
              Proto(op=Op.PRICE)) if in_class(lemma, "buying_verbs"):
            pass
        case _:
            return False
    return bool(times) and not clause.supposed and all(
        t.kind is TimeKind.LATER and t.text.lower() in ("then", "later") for t in times)


def _times_of_price(clause: Clause) -> tuple[TimeChunk, ...]:
    """The time chunks that may place a price told in ``clause``: its sentence's, but in an
    "If …" clause not those after it ("If a pen costs $2, how much is left after …?": the
    question's `left` and `after` place the asking, not the price)."""
    if not clause.supposed:
        return clause.times
    return tuple(t for t in clause.times if t.span[0] < clause.span[1])


ANOTHER_ONE = "reading: another and a singular noun name one more"  # "another kid came": one more kid


def _one_thing_going(clause: Clause, text: str) -> Clause | None:
    """ "A kid went home", "A new kid arrived", "Another duck flew away", "Another kid joined
    them": one thing of a kind, told by "a" / "an" or by "another" and a singular noun, that goes
    somewhere is a count of one, the clause read as "1 kid went home" or "1 more duck flew away"
    is ("another" is one more, as "another 3 ducks" is 3 more). Only of a kind the story names
    elsewhere, in a clause told as done (no auxiliary, no negation) with a verb of going; None
    for any other clause."""
    rest, subject, verb = clause.rest, clause.subject, clause.verb
    match subject, rest:
        case None, (CueChunk(kind="another") as cue, NounChunk(determiner=None, possessor=None) as thing,
                    VerbChunk() as verb, *after):
            rest = tuple(after)
            said, value, more = join(cue.span, thing.span), cue.span, True
        case NounChunk(determiner="a" | "an", possessor=None) as thing, _ if verb is not None and (
            text[thing.span[0]:thing.span[1]].split()[0].lower() == thing.determiner
        ):
            article = (thing.span[0], thing.span[0] + len(thing.determiner))
            said, value, more = thing.span, article, False
        case _:
            return None
    if verb is None or not _goes_somewhere(verb) or clause.auxiliaries or clause.negated or (
        verb.negated or thing.noun.plural or thing.noun.of is not None or not thing.noun.head
        or any(isinstance(c, QtyChunk) for c in rest)
        or not names_noun(text[:clause.span[0]] + " " + text[clause.span[1]:], thing.noun.head)
    ):
        return None  # ("A crow landed on the fence" beside birds: a kind no count names, which
        # a question of the birds would leave out)
    one = QtyChunk(Fraction(1), NumeralKind.CARDINAL, value, said, noun=thing.noun,
                   lexicon_constant=ANOTHER_ONE if more else A_ONE, comparative="more" if more else None,
                   another=more)
    return attrs.evolve(clause, subject=one, verb=verb, rest=tuple(rest))


def _read_in_turn(clauses: tuple[Clause, Clause], text: str) -> tuple[Proto, ...] | Refusal:
    """The proto-entries of two clauses one statement was split into, read first to last."""
    first = read_statement(clauses[0], text)
    if isinstance(first, Refusal):
        return first
    second = read_statement(clauses[1], text)
    return second if isinstance(second, Refusal) else first + second


_DOINGS = (Op.EVENT, Op.GAIN, Op.LOSS, Op.TRANSFER)
# prepositions that put a doing in or at a place, or along a way ("into" is "in", "onto" "on")
SETTING_PREPOSITIONS = {"in": "in", "into": "in", "on": "on", "onto": "on", "at": "at", "to": "to",
                        "down": "down", "up": "up", "across": "across", "along": "along",
                        "around": "around", "through": "through", "over": "over", "under": "under"}


def setting_of(preposition: str, phrase: NounChunk) -> Setting:
    """The object ("" preposition) or place a noun phrase names, as ``Setting`` keeps it."""
    possessor = phrase.possessor.text.lower() if phrase.possessor is not None else ""
    return Setting(SETTING_PREPOSITIONS.get(preposition, preposition), possessor,
                   tuple(m.lower() for m in phrase.noun.modifiers), phrase.noun.head.lower())


def _told_before(before: tuple[Chunk, ...], doing: bool) -> tuple[Setting, ...]:
    """ "went to the movies 15 times (and)", "watched TV for 6 hours (in the den) and": the
    place or object a list of amounts is told after, when nothing but that list's amounts
    (and their own places) stands between it and this amount. An object only of a ``doing``
    that moves nothing ("watched TV for 3 hours", not "paid Sam for 3 hours")."""
    i = len(before)
    while i > 0:
        if isinstance(before[i - 1], QtyChunk | ConjChunk):
            i -= 1
        elif i > 2 and _placed_amount(before[i - 3:i]):
            i -= 2  # an earlier amount's own place
        else:
            break
    match before[:i]:
        case (NounChunk() as thing, PrepChunk(word="for")) if doing:
            return (setting_of("", thing),)
        case (PrepChunk(word=word), NounChunk() as place) if a_setting(word, place):
            return (setting_of(word, place),)
    return ()


def _placed_amount(chunks: tuple[Chunk, ...]) -> bool:
    """ "6 hours in the den": an amount and the place told right after it."""
    match chunks:
        case (QtyChunk(), PrepChunk(word=word), NounChunk() as place):
            return a_setting(word, place)
    return False


def a_setting(word: str, place: NounChunk) -> bool:
    """ "into the pond", "down her slide": a preposition of place before a noun phrase that
    names one place (a determiner or a possessor), not a time ("in the morning")."""
    named = place.determiner is not None or place.possessor is not None
    return word in SETTING_PREPOSITIONS and named and not in_class(place.noun.head, "time_nouns")


def told_settings(clause: Clause, qty: QtyChunk) -> tuple[Setting, ...]:
    """The object and place a doing's amount was told with: "watched TV for 3 hours" (the
    noun phrase the verb takes before the amount, for a doing that moves nothing), "swam 2
    laps in the big pool" (a place right after the amount). Only what the chunks show beside
    this amount; () when the amount is not among the clause's chunks. A doing sent "away"
    (a particle, "gave away 3", "gave 3 away") is told with the way ``AWAY``: to no one."""
    rest = clause.rest
    verb = clause.verb
    away = (AWAY,) if verb is not None and verb.particle == "away" or any(
        isinstance(c, PrepChunk) and c.word == "away" for c in rest) else ()
    at = next((i for i, c in enumerate(rest) if isinstance(c, QtyChunk) and c.span == qty.span), None)
    if at is None and verb is not None and qty.value is None and qty.span == verb.span:
        # "stacked (more) bales in the barn": the untold amount stands for the noun it counts
        at = next((i for i, c in enumerate(rest) if isinstance(c, NounChunk) and c.noun == qty.noun), None)
    if at is None:
        return away
    moves_nothing = verb is not None and verb.verb_class in (None, VerbClass.ACTIVITY)
    found = [*away, *_told_before(rest[:at], moves_nothing)]
    match rest[at + 1:at + 3]:
        case (PrepChunk(word=word), NounChunk() as place) if a_setting(word, place):
            found.append(setting_of(word, place))  # "swam 2 laps in the big pool"
    return tuple(found)


_SHARES = (NumeralKind.PERCENT, NumeralKind.FRACTION)


def _whole_told_first(clause: Clause) -> tuple[Clause, Clause] | None:
    """ "Of 96 plums, half were ripe", "Out of the 200 figs in the crate, 40% were soft": the
    whole told first (there were 96 plums (in the crate)), and after the comma a share of it
    that is something (as "There were 96 plums. Half were ripe." tells), or a share or count
    of it that a habit picks out ("Of the 30 kids, 18 ride the bus"). The two clauses; None
    for a clause not of that shape."""
    if clause.subject is not None or clause.verb is not None or clause.auxiliaries or clause.negated:
        return None
    rest = list(clause.rest)
    match rest:
        case [PrepChunk(word="out"), PrepChunk(word="of"), *told] | [PrepChunk(word="of"), *told]:
            pass
        case _:
            return None
    comma = next((i for i, c in enumerate(told) if isinstance(c, ConjChunk)), None)
    if comma is None:
        return None
    match told[:comma]:
        case [QtyChunk() as whole] | [QtyChunk() as whole, PrepChunk(), NounChunk()]:
            place = told[1:comma]
        case _:
            return None
    if whole.value is None or whole.kind is not NumeralKind.CARDINAL or whole.noun is None or (
        not whole.noun.plural or whole.comparative is not None
    ):
        return None
    match told[comma:]:
        case [ConjChunk(word=","), QtyChunk() as share, AuxChunk(group="be") as be, *complement] if (
            share.noun is None and share.kind in _SHARES and complement
        ):
            of_it = attrs.evolve(clause, subject=share, auxiliaries=(be,), rest=tuple(complement),
                                 span=(share.span[0], clause.span[1]))
        case [ConjChunk(word=","), QtyChunk() as share, VerbChunk() as verb, *complement] if (
            share.noun is None and share.kind in (NumeralKind.CARDINAL, *_SHARES)
        ):
            # "Of the 30 kids, 18 ride the bus": a part a habit picks out (``habit_of_part``)
            of_it = attrs.evolve(clause, subject=share, verb=verb, rest=tuple(complement),
                                 span=(share.span[0], clause.span[1]))
            if habit_of_part(of_it) is None:
                return None
            be = AuxChunk("are", "be", verb.span)
        case _:
            return None
    if place and not (isinstance(place[0], PrepChunk) and place[0].word in PLACE_PREPOSITIONS):
        return None
    there = attrs.evolve(clause, subject=CueChunk("there", "there", whole.span), auxiliaries=(be,),
                         rest=(whole, *place), span=(clause.span[0], (place or [whole])[-1].span[1]))
    return there, of_it


def _whole_counted_in_share(clause: Clause) -> tuple[Clause, Clause] | None:
    """ "80% of the 50 questions are hard", "Half of the 30 pens were red": the whole counted
    inside the share (there are 50 questions) and the share of it that is something, as "Of the
    50 questions, 80% are hard" says (``_whole_told_first``). Only with one word or noun after
    "be" ("Half of the 30 pens she bought were red" tells whose pens, and is not read); None for
    a clause not of that shape."""
    share = clause.subject
    if not isinstance(share, QtyChunk) or clause.verb is not None or clause.auxiliaries or (
        clause.negated or clause.hedged
    ):
        return None
    match clause.rest:
        case (QtyChunk() as whole, AuxChunk(group="be") as be, NounChunk() as complement) if (
            share.noun is None and share.of_the and share.of_entity is None and not share.of_them
            and not share.remaining and share.comparative is None and share.value is not None
            and (share.kind is NumeralKind.PERCENT and 0 < share.value < 100
                 or share.kind is NumeralKind.FRACTION and 0 < share.value < 1)
            and whole.value is not None and whole.kind is NumeralKind.CARDINAL and whole.noun is not None
            and whole.noun.plural and whole.noun.of is None and whole.comparative is None
            and whole.of_entity is None and complement.determiner is None and complement.possessor is None
        ):
            pass
        case _:
            return None
    share = attrs.evolve(share, of_the=False, span=share.value_span)
    there = attrs.evolve(clause, subject=CueChunk("there", "there", whole.span), auxiliaries=(be,),
                         rest=(whole,), span=(share.span[0], whole.span[1]))
    of_it = attrs.evolve(clause, subject=share, auxiliaries=(be,), rest=(complement,),
                         span=(share.span[0], clause.span[1]))
    return there, of_it


_DAY_CLOSING = re.compile(r"[\s,]*(?:(?:and|or)\s+)?(?:on\s+)?", re.IGNORECASE)


def _days_beside_fewer_amounts(clause: Clause, read: tuple[Proto, ...], text: str) -> bool:
    """Days named in the clause (not a compared one: "as on Monday") outnumbering its amounts."""
    # (a day closing the sentence is set aside past the clause's span: "on Monday and Tuesday.")
    days = [t for t in clause.times if t.kind is TimeKind.NAMED and clause.span[0] <= t.span[0] and (
        t.span[0] < clause.span[1] or _DAY_CLOSING.fullmatch(text[clause.span[1]:t.span[0]])
        and not text[t.span[1]:t.sentence[1]].strip(" .!?")
    ) and not compared_day(text, t.span)]
    return len(days) > 1 and len(days) > len([p for p in read if p.qty.value is not None
                                               or _multiple_said(p.qty, text)])


def _multiple_said(qty: QtyChunk, text: str) -> bool:
    """Whether an amount with no number of its own stands where a multiple was said ("twice as
    many", "3 times as long": a share's amount, whose number the share tells), not "some"."""
    from wordproof.text.tokens import tokenize

    said = text[qty.span[0]:qty.span[1]]
    tokens = tokenize(said)
    if isinstance(tokens, Refusal) or not tokens or tokens[0].numeral is None:
        return False
    return tokens[0].numeral.kind in (NumeralKind.MULTIPLIER, NumeralKind.FRACTION, NumeralKind.PERCENT) or (
        said.lower().split()[-1] == "times")


def _pace_of_the_last_only(read: tuple[Proto, ...]) -> bool:
    """Things listed after one verb, a pace of time ("every day", "a week") read with only
    some of them."""
    paced = {p.verb.span for p in read if p.verb is not None and p.per is not None
             and in_class(p.per.head, "time_nouns")}
    return any(p.verb is not None and p.per is None and p.verb.span in paced for p in read)


def _occasions_beside_amount(read: tuple[Proto, ...]) -> bool:
    """A count of occasions ("3 times", "twice") read as a thing beside another amount."""
    from wordproof.reader.rates import _occasions  # rates reads with this module

    occasions = [p for p in read if _occasions(p.qty)]
    return bool(occasions) and len(occasions) < len(read)


def _after_a_told_doing(clause: Clause, text: str) -> bool:
    """ "He lost 6 and found 9. He had 43 after losing them": "after"/"before" one doing the
    story told earlier ("lose"), which need not be the last; "had $12 left after shopping",
    a doing told nowhere else, is after all of it."""
    told = {lemma for word in re.findall(r"[A-Za-z]+", text[:clause.span[0]])
            for lemma in lemmas(word).get("VERB", ())}
    for cue, doing in zip(clause.rest, clause.rest[1:], strict=False):
        if not (isinstance(cue, CueChunk) and cue.kind in ("after", "before")):
            continue
        said = doing.lemma if isinstance(doing, VerbChunk) else doing.noun.surface if isinstance(
            doing, NounChunk) and doing.noun.surface.lower().endswith("ing") else None
        if said is not None and (set(lemmas(said).get("VERB", ())) | {said}) & told:
            return True
        if said is not None and cue.kind == "after" and _untold_thing_after(clause, doing, text):
            return True  # "had $8 left after buying a pen": the pen's cost is told nowhere
    return False


def _untold_thing_after(clause: Clause, doing: Chunk, text: str) -> bool:
    """Whether the doing after "after" is done to a thing the story told nowhere before ("after
    buying a pen" when only a book was told): what that doing took is untold."""
    rest = list(clause.rest)
    after = rest[rest.index(doing) + 1:rest.index(doing) + 2]
    before = {noun_form(word) for word in re.findall(r"[A-Za-z]+", text[:clause.span[0]].lower())}
    return any(isinstance(thing, NounChunk) and thing.noun.head.lower() not in before for thing in after)


def _paid_with_anothers(clause: Clause, text: str) -> bool:
    """A sum spent or paid "with" (or "from", "using", "out of") something its subject's own
    possessive does not name ("with her brother's money", "from Tom's savings", "with his card"
    after "she"): the money that went is not the subject's."""
    subject = clause.subject
    verb = clause.verb
    if verb is None or verb.verb_class not in (VerbClass.LOSS, VerbClass.TRANSFER_OUT) and not in_class(
        verb.lemma, "buying_verbs"
    ) or not any(
        _is_money(chunk) for chunk in clause.rest
    ):
        return False
    for prep, source in itertools.pairwise(clause.rest):
        if not (isinstance(prep, PrepChunk) and prep.word in ("with", "from", "using", "of")
                and isinstance(source, NounChunk) and source.possessor is not None):
            continue
        owner = source.possessor
        between = text[owner.span[1]:source.span[1]]
        if "'s" in between or "\u2019s" in between or not isinstance(subject, EntityChunk) or (
            not _subjects_own(subject, owner)
        ):
            return True
    return False


def _count_for_all_of_a_group(clause: Clause) -> bool:
    """A count of things for a group named with "all" or "both" ("bought 2 packs for all (of) his
    students", "for all 30 students", "for them all", "for both his sons", "bought all his kids 2
    packs"): English leaves open whether the count is the whole or each one's."""
    rest = clause.rest
    counts = [i for i, chunk in enumerate(rest)
              if isinstance(chunk, QtyChunk) and chunk.value is not None and not _is_money(chunk)]
    if not counts:
        return False
    if _all_of_a_group(rest[:counts[0]]) and not any(isinstance(c, PrepChunk) for c in rest[:counts[0]]):
        return True  # "bought all his kids 2 packs": given to them, the count before
    return any(isinstance(prep, PrepChunk) and prep.word == "for" and _all_of_a_group(rest[index + 1:])
               for index, prep in enumerate(rest) if index > counts[0])


def _all_of_a_group(chunks: Sequence[Chunk]) -> bool:
    """The chunks open on a group of many named with "all" or "both": "all (of) his students",
    "all 30 students", "them all", "both (of) his sons"."""
    def universal(chunk: Chunk) -> bool:
        return isinstance(chunk, CueChunk) and chunk.text.lower() == "all" or isinstance(
            chunk, NounChunk) and chunk.noun.head.lower() == "both"

    def many(chunk: Chunk) -> bool:
        return isinstance(chunk, EntityChunk) and (chunk.plural or len(chunk.members) > 1) or isinstance(
            chunk, NounChunk) and chunk.noun.plural or (
            isinstance(chunk, QtyChunk) and chunk.value is not None and not _is_money(chunk))

    if len(chunks) > 2 and isinstance(chunks[1], EntityChunk) and chunks[1].kind == "pronoun" and (
        isinstance(chunks[2], QtyChunk)
    ):
        chunks = (chunks[0], *chunks[2:])  # "all his 30 students"
    match tuple(chunks[:3]):
        case (first, PrepChunk(word="of"), group, *_) if universal(first) and many(group):
            return True
        case (first, group, *_) if universal(first) and many(group) or many(first) and universal(group):
            return True
    return False


def _each_of_doers_or_things(clause: Clause) -> bool:
    """A subject of many ("Ann and Bo", "they", "the boys", "5 kids") with a count followed by
    "each" and a price or a share ("9 pears each for $2"): each doer's, or each thing's?"""
    subject = clause.subject
    many = isinstance(subject, EntityChunk) and (len(subject.members) > 1 or subject.plural) or (
        isinstance(subject, NounChunk) and subject.noun.plural) or isinstance(subject, QtyChunk)
    if not many:
        return False
    rest = clause.rest
    return any(
        isinstance(qty, QtyChunk) and qty.value is not None and isinstance(each, CueChunk)
        and each.text.lower() == "each" and isinstance(prep, PrepChunk) and prep.word in ("for", "at")
        and isinstance(price, QtyChunk)
        for qty, each, prep, price in zip(rest, rest[1:], rest[2:], rest[3:], strict=False)
    )


def _read_statement(clause: Clause, text: str) -> tuple[Proto, ...] | Refusal:
    clause = _number_of_theirs(_main_do(_without_epithet(_there_were_who(clause), text)))
    clause = _without_phase_verb(_let_have(_let_go(clause)))
    clause = _gone_on(clause)
    clause = _cut_into_parts(clause)
    rest = clause.rest
    if clause.verb is not None and clause.verb.verb_class in _PURPOSED:
        rest = _without_object_purpose(rest)
    rest = _measure_adverbs(_postposed_comparatives(_costing(_sum_named_after(rest))), clause.verb)
    rest = _sum_of_a_kind_bought(rest, clause.verb)
    rest = _named_other(_inverted_as(_contact_relatives(_counted_of(_describing_relatives(rest)))))
    rest = _time_of_the_doing(rest, clause.verb)
    rest = fill_gapped_heads(_owned_complements(_coordinate_adjectives(rest), text))
    clause = attrs.evolve(clause, rest=rest)
    clause = _measure_compared(_ordinal_ellipses(clause), text) or _ordinal_ellipses(clause)
    match clause.rest:
        case (*head, CueChunk(kind="than") as than, EntityChunk() as other,
              AuxChunk(group="have" | "do") as aux) if _holds(clause) and _same_tense(clause, aux):
            # "16 more pens than Bo has": what Bo has at the clause's own time
            other = attrs.evolve(other, span=join(other.span, aux.span))
            clause = attrs.evolve(clause, rest=(*head, than, other))
        case (*head, CueChunk(kind="than") as than, EntityChunk() as who, AuxChunk() as did,
              NounChunk(determiner=None, possessor=None) as kind) if (
            clause.verb is not None and not _holds(clause) and kind.noun.plural
            and doer_again(clause, who, did)
        ):
            # "sent 3 more cards than she did letters": her own letters, as "than letters"
            said = attrs.evolve(kind, span=join(who.span, kind.span))
            clause = attrs.evolve(clause, rest=(*head, than, said))
        case (*head, CueChunk(kind="than") as than, EntityChunk() as other, VerbChunk() as again) if (
            clause.verb is not None and not clause.auxiliaries and clause.verb.particle is None
            and again.particle is None and not again.negated and again.auxiliary is None
            and again.word.lower() == clause.verb.word.lower()
        ):
            # "sold 6 more pens than Ann sold": the verb said again in its own form is "than Ann did"
            did = AuxChunk("did" if _said_in_past(clause) else "does", "do", again.span)
            clause = attrs.evolve(clause, rest=(*head, than, other, did))
    evidence = text[clause.span[0]:clause.span[1]]
    clause = _need_to_come(clause)
    come = _holding_to_come(clause, text)
    if come is not clause:
        held = read_statement(come, text)
        return held if isinstance(held, Refusal) else tuple(
            attrs.evolve(p, to_come=True) if p.op is Op.OBSERVE else p for p in held)
    compared = _held_then_compared(clause, text)
    if compared is not None:
        return compared
    scaled = _measure_scaled(clause, text)
    if scaled is not None:
        return (scaled,)
    if any(isinstance(c, CueChunk) and c.kind == "relative" for c in clause.placed + clause.rest):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)  # not placed
    if any(isinstance(prep, PrepChunk) and prep.word == "for" and isinstance(free, NounChunk)
           and free.noun.head == "free" for prep, free in zip(clause.rest, clause.rest[1:], strict=False)):
        # "mowed 2 lawns for free": a price of nothing, never a purpose set aside
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    opening = next((i for i, c in enumerate(clause.rest) if isinstance(c, CueChunk) and c.kind == "initial"),
                   None)
    if opening is not None:
        # "Tom had 20 apples at first", told after what he gave: the holding before the story
        match clause.rest[opening:]:
            case [CueChunk()] | [CueChunk(), PrepChunk(word="of")] if _holds(clause) or there_is(clause):
                # ("at the start of the year": the year was set aside as a time)
                clause = attrs.evolve(clause, rest=clause.rest[:opening], already=True)
            case _:
                return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)  # when, then?
    if _earlier_than_told(clause, text):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if clause.rest and isinstance(last := clause.rest[-1], CueChunk) and last.kind == "before":
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)  # "had 20 before": before what?
    for chunk, after in zip((clause.subject,) + clause.rest, clause.rest + (None,), strict=True):
        if isinstance(chunk, QtyChunk) and (_prices_a_thing(chunk) or _sum_of_a_verb_word(chunk, after)):
            return _refuse(RefusalCode.UNSUPPORTED_QUANTITY, text[chunk.span[0]:chunk.span[1]], chunk.span)
    placed_parts = _placed_parts(clause)
    if placed_parts is not None:
        # "There are 14 hens in the barn and 20 (twice that many) in the yard": a clause a place
        return read_gapped(clause, placed_parts, text, read_statement)
    spent = _spent_on_doings(clause, text)
    if spent is not None:
        # "spent 90 minutes reading and 45 minutes writing": each amount with its own doing
        return read_gapped(clause, spent, text, read_statement)
    if _two_parties(clause):
        # each amount goes to its own party, or the clause is not read
        segments = gapped_segments(list(clause.rest))
        if segments is None:
            return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
        return read_gapped(clause, segments, text, read_statement)
    for special in _special_frames():
        read = special(clause, text)
        if read is not None:
            if read and not isinstance(read, Refusal) and clause.negated:
                # "Jo does not have twice as many pens as Al": what is not so tells no amount
                return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
            return read
    if _left_with(clause):
        # "She was left with 39 stamps": what she has after what the story told
        left = attrs.evolve(clause, verb=None, rest=clause.rest[1:],
                            auxiliaries=(AuxChunk("had", "have", clause.span),), later=True)
        return _possession(left, [c for c in left.rest if isinstance(c, QtyChunk)], evidence)
    started = _started_with(clause, text)
    if started is not None:
        return started if isinstance(started, Refusal) else _possession(
            started, [c for c in started.rest if isinstance(c, QtyChunk)], evidence)
    filled = _filled_with(clause)
    if filled is not None:
        return _possession(filled, [c for c in filled.rest if isinstance(c, QtyChunk)], evidence)
    stored = _put_in_own(clause, text)
    if stored is not None:
        return _possession(stored, [c for c in stored.rest if isinstance(c, QtyChunk)], evidence)
    contained = _without_container_of(clause)
    if contained is not clause and _named_again(clause.rest[0], text, clause.span[1]):
        # "has a bag of 10 marbles. He puts 5 more in the bag": are the bag's his?
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    clause = _held_by_other_words(contained, text) or contained
    quantities = [c for c in clause.rest if isinstance(c, QtyChunk)]
    subject_qtys = _subject_quantities(clause)
    if any(isinstance(c, NounChunk) and c.noun.of is None and (
        in_class(c.noun.head, "vague_amount_nouns") and not _named_by_a_noun(c.noun)
        or in_class(c.noun.head, "standalone_determiners") and not (
            isinstance(before, PrepChunk) and before.word != "to" or isinstance(before, VerbChunk))
        or not (isinstance(after, PrepChunk) and after.word == "of") and (
            in_class(c.noun.head, "amount_nouns")
            or in_class(c.noun.head, "portion_nouns") and not c.noun.modifiers))
           for before, c, after in zip((None, *clause.rest), clause.rest, (*clause.rest[1:], None),
                                       strict=False)):
        # "He ate a couple", "took a handful", "ate a tiny amount", "ate both", "sold everything",
        # "gave 3 to everyone": an amount of what, and how many? "ate a slice": a slice of what
        # (of the apples told, maybe)? ("a candy bar" is one; "made pies for everyone" says whom
        # for; "gave her $10 to buy anything" names what another verb takes)
        return _refuse(RefusalCode.UNSUPPORTED_QUANTITY, evidence, clause.span)
    if not quantities and not subject_qtys:
        wanted = None if clause.negated or _not_a_fact(clause) or _told_of_tomorrow(clause, text) else (
            _wanted_doing(clause, text))
        if wanted is not None:
            return wanted  # "wants to buy a bike": one bike wanted
        if _pace_kept(clause):
            return ()  # "If he keeps raking at the same rate,": the pace told holds on
        if _pace_changed(clause) and not _pace_kept(clause, doing_as_noun=True):
            return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
        if _distributes(clause):
            # "If each of them watered the same number of trees": a sharing this reader
            # cannot read changes what every later count means
            return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
        counted = _one_each_bought(clause, text) or _one_held_by_each(clause, text) or (
            _unstated_amount(clause) or _unstated_holding(clause))
        if counted is None:
            if _unread_passive(clause) or _thing_changed(clause) or _no_predicate(clause) or (
                _told_kind_gone(clause, text) or gone_among_told(clause, text)
                or _change_by_no_one(clause) or _change_in_a_noun(clause)) or (
                _compared_without_number(clause) or clause.supposed or _verb_not_taken(clause)
            ):  # ("… in 5 minutes if Bo helps her": a condition may limit what is told)
                # "More plums were added to the basket", "Selling cups at the fair, he …": a
                # change no frame took is no clause that counts nothing
                return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
            return ()
        clause = counted
        quantities = [c for c in clause.rest if isinstance(c, QtyChunk)]
    if progressive(clause) and all(q.value is None for q in quantities) and not subject_qtys:
        return ()  # "She was selling some of her toys": a scene the next sentences tell
    if progressive(clause) and clause.verb is not None and clause.verb.verb_class in _CHANGES and any(
        q.value is not None for q in quantities
    ):
        # "She is selling 20 shirts": a change under way, not yet done; what is held after it
        # is not told
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    for chunk in clause.rest:
        if isinstance(chunk, UnknownChunk) and chunk.known:
            return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, chunk.span)  # "8 hours a night"
        if isinstance(chunk, UnknownChunk):
            return _refuse(RefusalCode.UNKNOWN_WORD, chunk.text, chunk.span)
    for qty in quantities + subject_qtys:
        if qty.kind is not None and is_fraction_like(qty.kind):
            return _refuse(RefusalCode.UNSUPPORTED_QUANTITY, text[qty.span[0]:qty.span[1]], qty.span)
        if is_never_a_count(qty.kind):
            return _refuse(RefusalCode.UNSUPPORTED_QUANTITY, text[qty.span[0]:qty.span[1]], qty.span)
    if clause.negated or _not_a_fact(clause) and not _must_do(clause) or _told_of_tomorrow(clause, text):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    wanted = _wanted_doing(clause, text)
    if wanted is not None:
        return wanted
    if _not_a_fact(clause):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)  # "must" of no amount wanted
    if _unread_structure(clause):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if _counts_a_list(clause) or _uncounted_member(clause) or _price_per_count(clause):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if any(isinstance(c, CueChunk) and c.kind in ("each", "rest", "other", "another") for c in clause.rest):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    verb = clause.verb
    if verb is not None and verb.lemma == "have" and _next_is_verb(clause):
        verb = None
    aux_groups = [a.group for a in clause.auxiliaries]
    if clause.each:
        return _each(clause, verb, quantities, evidence)
    if clause.total:
        return _total(clause, verb, quantities, evidence)
    if subject_qtys:
        return _existence_of_subject(clause, subject_qtys, text, evidence)
    if verb is None:
        if "have" in aux_groups:
            return _possession(clause, quantities, evidence)
        measured = _measure(clause, quantities, evidence)
        if measured is not None:
            return measured
        if isinstance(clause.subject, CueChunk) and clause.subject.kind == "there":
            return _existence(clause, quantities, evidence)
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if verb.verb_class is VerbClass.POSSESS:
        if verb.participle and "be" in aux_groups:
            # "it was carried 15 meters", "was held 3 hours": the subject was held, and holds
            # nothing told
            return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
        return _possession(clause, quantities, evidence)
    if in_class(verb.lemma, "measuring_verbs") and isinstance(clause.subject, NounChunk) and (
        clause.subject.determiner in ("a", "an") and not clause.subject.noun.plural and len(clause.rest) == 1
        and not clause.auxiliaries and _weighed_each(clause.rest[0]) and clause.subject.noun.of is None
        and not clause.subject.noun.modifiers and not goes_by_itself(clause.subject.noun)
    ):
        # "A bag weighs 3 pounds": what "A bag has 3 pounds of bag" says, the weight of any one
        # bag when nothing else is told of bags; people and animals are not alike so ("A dog
        # weighs 30 pounds" is one dog's weight)
        (weighed,) = quantities
        assert weighed.noun is not None
        own = attrs.evolve(weighed, noun=attrs.evolve(weighed.noun, of=clause.subject.noun.head))
        has = AuxChunk("has", "have", verb.span)
        return _possession(attrs.evolve(clause, verb=None, auxiliaries=(has,), rest=(own,)), [own], evidence)
    if _each_told_after_a_sum(clause, quantities, text):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    return _change(clause, verb, quantities, evidence)


_EACH_OWN = re.compile(r"\s*(?:each|apiece|a\s+piece)\b")
_SUM_EACH_AFTER = re.compile(
    r"^[^.?!]*\band\b[^.?!]*(?:[$£€]\s*\d[\d.,]*|\b\d[\d.,]*\s*(?:dollars?|cents?))\s+(?:each|apiece|a\s+piece)\b")


def _each_told_after_a_sum(clause: Clause, quantities: list[QtyChunk], text: str) -> bool:
    """ "bought 3 pens for $10 and 2 pads for $5 each": a sum paid "for" some things, with
    no "each" of its own, then later in the sentence another sum told "each" — the last "each"
    may tell of both sums ($10 a pen too?). Not for one thing ("a lamp for $12"): its sum is
    its price either way."""
    many = any(not _is_money(q) and q.value is not None and q.value > 1 for q in quantities)
    return many and any(
        _is_money(q) and _quantity_preposition(clause, q) == "for"
        and _EACH_OWN.match(text[q.span[1]:]) is None for q in quantities
    ) and _SUM_EACH_AFTER.match(text[clause.span[1]:]) is not None


_HOLDING_NOW = frozenset({"has", "have", "owns", "own", "contains", "contain"})


def _held_then_compared(clause: Clause, text: str) -> tuple[Proto, ...] | Refusal | None:
    """ "Ann has 4 pens, which is 9 less than Bo", "Ann picked 74 pens which are 9 more than what
    Bo picked": an amount told, and "which" says it is that much more (less) than the other's:
    "Ann has 4 pens" and "Ann has 9 fewer pens than Bo" ("Ann picked 9 more pens than Bo"), each
    read by its own frame. The other is a doer alone, or "what" and a doer with the clause's verb
    said again in the same form ("what Bo picked") or an auxiliary of the clause's tense ("what
    Bo has", "what Bo did"). None when the clause is not so."""
    rest = list(clause.rest)
    if len(rest) > 1 and isinstance(comma := rest[1], ConjChunk) and comma.word == ",":
        del rest[1]
    match rest:
        case [QtyChunk() as held, CueChunk(kind="relative") as which, AuxChunk(group="be") as be,
              QtyChunk() as by, CueChunk(kind="than") as than, *said] if which.text.lower() == "which" and (
            not clause.negated and held.value is not None and held.comparative is None
            and by.value is not None and by.comparative in ("more", "less", "fewer")
            and by.noun is None and by.currency == held.currency
            and (held.noun is not None or held.currency is not None)
            and (not _holds(clause) or _same_tense(
                clause, AuxChunk("had" if be.word.lower() in ("was", "were") else "has", "have", be.span)))
        ):
            other = _other_compared(clause, said)
            if other is None:
                return None
            difference = attrs.evolve(by, noun=held.noun)
            told = read_statement(attrs.evolve(clause, rest=(held,)), text)
            if isinstance(told, Refusal):
                return told
            if not _holds(clause) and len(told) == 1 and not clause.placed and not held.remaining and (
                held.of_entity is None and not is_fraction_like(held.kind)
            ):
                # "Ann picked 30 apples, which is …": the doing told by its amount is the one the
                # comparison tells of her (as "Ann picked 30 apples. She picked 6 fewer than Bo.")
                told = (attrs.evolve(told[0], restates=True),)
            compared = read_statement(attrs.evolve(clause, rest=(difference, than, other)), text)
            return compared if isinstance(compared, Refusal) else told + compared
    return None


def _other_compared(clause: Clause, said: list[Chunk]) -> EntityChunk | None:
    """ "Bo", "what Bo picked" (the clause's verb in the same form), "what Bo has" / "what Bo
    did" (of the clause's tense): the other of a comparison told after "than", said over all
    those words; None otherwise."""
    verb = clause.verb
    match said:
        case [EntityChunk() as other]:
            return other
        case [WhChunk(asks="what") as what, EntityChunk() as other, VerbChunk() as again] if (
            verb is not None and not clause.auxiliaries and verb.particle is None
            and again.particle is None and not again.negated and again.auxiliary is None
            and again.word.lower() == verb.word.lower() and not _holds(clause)
        ):
            return attrs.evolve(other, span=join(what.span, again.span))
        case [WhChunk(asks="what") as what, EntityChunk() as other,
              AuxChunk(group="have" | "do") as closing] if (
            _same_tense(clause, closing) and (closing.group == "do" or _holds(clause))
        ):
            return attrs.evolve(other, span=join(what.span, closing.span))
    return None


def _place_named_again(clause: Clause, text: str) -> bool:
    """ "The town of Ely has 300 adults. Ely has 20 children.": the town held under its name
    (``clauses._with_of_complement``) and the name alone, which may be the same place, are two
    holders to the ledger; so the name must be said only in "the town of Ely" and in "live in
    Ely", which the question reads as the town."""
    subject = clause.subject
    if not isinstance(subject, NounChunk) or len(subject.noun.modifiers) != 1 or not in_class(
        subject.noun.head, "settlement_nouns"
    ):
        return False
    said = re.fullmatch(r"the\s+(\w+)\s+of\s+(\w+)", text[subject.span[0]:subject.span[1]], re.IGNORECASE)
    if said is None or said.group(2).lower() != subject.noun.modifiers[0]:
        return False
    name = re.escape(said.group(2))
    places = [m for m in re.findall(rf"\bthe\s+(\w+)\s+of\s+{name}\b", text, re.IGNORECASE)
              if in_class(m, "settlement_nouns")]
    asked = re.findall(rf"\blived?\s+in\s+{name}\b", text, re.IGNORECASE)  # question._lived_in
    return len(re.findall(rf"\b{name}\b", text)) != len(places) + len(asked)


def _doing_as_scene(clause: Clause) -> Clause:
    """ "4 friends were playing video games": people or animals counted as they do something
    that moves nothing, told in the progressive, are "There were 4 friends playing video games"
    (a scene that counts them). Not a doing of a verb that gains, loses or moves things, or
    whose object may be things told ("were eating them", "were eating 3 pies"), nor a going
    ("were leaving", "were flying away"): those change holdings."""
    subject, verb = clause.subject, clause.verb
    if not isinstance(subject, QtyChunk) or subject.noun is None or verb is None or (
        [a.group for a in clause.auxiliaries] != ["be"] or clause.negated or verb.negated
        or verb.particle is not None or verb.participle or not verb.word.lower().endswith("ing")
        or verb.verb_class not in (VerbClass.ACTIVITY, None) or clause.placed
    ):
        return clause
    if not goes_by_itself(subject.noun) or subject.kind is not NumeralKind.CARDINAL or (
        subject.comparative is not None or subject.of_entity is not None or subject.of_them
        or subject.of_said or subject.another or subject.remaining or subject.pointed
    ) or any(in_class(verb.lemma, kind) for kind in ("motion_verbs", "leaving_verbs", "entering_verbs",
                                                    "ending_verbs")):
        return clause
    match clause.rest:
        case (PrepChunk(word="at" | "on" | "in") as at, CueChunk(kind="each", text=e) as each,
              NounChunk(noun=Noun(plural=False), determiner=None, possessor=None) as part) if (
            e.lower() == "each" and in_class(verb.lemma, "occupying_verbs")
        ):
            # "6 students were sitting at each table": there were 6 students at each table
            there = CueChunk("there", "there", (subject.span[0], subject.span[0]))
            return attrs.evolve(clause, subject=there, verb=None, rest=(subject, at, each, part))
    if any(isinstance(c, QtyChunk | EntityChunk | CueChunk) for c in clause.rest):
        return clause
    there = CueChunk("there", "there", (subject.span[0], subject.span[0]))
    return attrs.evolve(clause, subject=there, verb=None, rest=(subject, verb, *clause.rest))


def _there_were_who(clause: Clause) -> Clause:
    """ "There were 39 students that got on the bus": the counted things did the relative's
    doing, as "39 students got on the bus" says. A doing that moves nothing closing the clause
    ("there are 64 birds that talk") names a sort instead, and is left to that reading."""
    if not (isinstance(clause.subject, CueChunk) and clause.subject.kind == "there") or (
        clause.verb is not None or [a.group for a in clause.auxiliaries] != ["be"] or clause.negated
    ):
        return clause
    match clause.rest:
        case (QtyChunk() as qty, CueChunk(kind="relative") as relative,
              VerbChunk(auxiliary=None, negated=False) as verb, *after) if (
            relative.text.lower() in ("that", "who") and qty.noun is not None and qty.comparative is None
            and (verb.verb_class not in (VerbClass.ACTIVITY, None)
                 or after and not isinstance(after[0], ConjChunk))
        ):
            return attrs.evolve(clause, subject=qty, auxiliaries=(), verb=verb, rest=tuple(after))
        case (QtyChunk() as qty, VerbChunk(auxiliary=None, negated=False, participle=True) as verb,
              *after) if not verb.word.lower().endswith("ing"):
            # "There were 8 pies sold (the next day)": a passive with its subject put after
            # "there", as "8 pies were sold" says; never only that 8 pies were there
            return attrs.evolve(clause, subject=qty, verb=verb, rest=tuple(after))
    return clause


def _done_again_to_some(clause: Clause, qty: QtyChunk, verb: VerbChunk, partitive: bool,
                        before: Sequence[QtyChunk] = ()) -> bool:
    """ "He washed 21 cars. He washed 17 of them (of those cars) again.", "She painted 9 fences,
    then 4 of those fences": a doing of some of the things an earlier doing of the same verb was
    done to; the doings are 38, the cars 21 (``partitive``: a verb whose "of them" is no part of
    a holding it takes from). Any doing but a taking told "again" ("She cleaned 5 rooms again",
    "moved 5 boxes again", "painted 4 doors again") may be of the same things too; "bought 3
    pens again" gets other pens. So too a second part of them told in the same clause
    (``before``: its quantities ahead of ``qty``): "scrubbed 9 of them on Monday and 9 of them
    on Tuesday" may scrub some pots twice."""
    some = qty.of_them or qty.of_the  # "took 5 of those photos again": of the ones taken
    if partitive and some and any(q.of_them or q.of_the for q in before):
        return True
    again = any(t.kind is TimeKind.AGAIN and t.span[0] >= clause.span[0] for t in clause.times)
    # "Ann ate 11 plums. Bo ate 9 of them.": no holding told they may be of, but the eaten
    # ("made 24 buns. Ed ate 8 of them. Mia ate 4 of them": the buns made, none eaten twice)
    held = any(v.span[1] <= clause.span[0] and (
        v.lemma in ("have", "be") or verb_class(v.lemma) in (VerbClass.POSSESS, VerbClass.GAIN)
    ) for v in clause.told.verbs) or any(  # "spent 1/5 of his money": his holding
        n.span[1] <= clause.span[0] and (n.owner is not None or n.owners) for n in clause.told.nouns)
    apart = not in_class(verb.lemma, "taking_verbs")
    unheld = not held and not qty.remaining  # "1/4 of the remaining money": what is left of hers
    # (a doing wanted, "has to wash 20 shirts. She washed 6 of them", was done to none of them)
    earlier = [v for v in clause.told.verbs if not v.auxiliary and v.lemma == verb.lemma
               and v.span[1] <= clause.span[0] and not clause.told.infinitive(v) and not v.counts_each]
    if some and not again and earlier and _one_of_the_doers(clause, earlier):
        return False
    return ((partitive or again or unheld) and some or again and apart) and bool(earlier)


def _one_of_the_doers(clause: Clause, earlier: Sequence[VerbTold]) -> bool:
    """ "Together they scored 13 points. Ana scored 7 of them.": one person, by a name, doing to
    some of the things a doing of the same verb by several was done to (every earlier one of that
    verb by "they", "we" or people joined by "and") did her own part of that doing, never the
    doing again."""
    one = isinstance(clause.subject, EntityChunk) and clause.subject.kind == "name" and not (
        clause.subject.plural or clause.subject.members)
    return one and all(v.doer is not None and (v.doer.lower() in ("they", "we") or " and " in v.doer)
                       for v in earlier)


def _earlier_than_told(clause: Clause, text: str) -> bool:
    """ "Sid has 12 pens. He lost 4 pens yesterday.": a change the text places before a holding
    it told as now, so the order of telling is not the order of the changes; so too one whose
    sentence a past time leads, after any holding ("Sid had 12 pens. Last week he lost 4."),
    which may go back before it. So too a change
    in the past perfect after a holding ("Sid has 12 pens. He had lost 4."), unless its
    sentence places it later ("By March he had spent 11"). So too a doing counted off things
    told as to be done ("has 9 chores to do. She finished 5 yesterday."): done before them?"""
    if clause.verb is None or clause.verb.verb_class not in _PURPOSED and not (
        clause.verb.verb_class is VerbClass.ACTIVITY or in_class(clause.verb.lemma, "completing_verbs")
    ):
        return False
    perfect = any(a.word.lower() == "had" for a in clause.auxiliaries)
    placed_later = any(t.kind in _PLACED_LATER for t in clause.times)
    past = [t for t in clause.times if t.kind is TimeKind.PAST]
    placed_past = any(t.span[0] >= clause.span[0] for t in past)
    leading_past = any(t.span[0] == t.sentence[0] for t in past)
    told = clause.told
    # "Ann is 50 inches tall. She grew 3 inches last year.": a measure told held by the copula
    # is a holding for a change of a measure
    measured = any(isinstance(c, QtyChunk) and c.noun is not None and measure_unit(c.noun.head) is not None
                   for c in clause.rest)
    return placed_past and (told.writes_verb_before(_HOLDING_NOW, clause.span[0]) or (
        measured and _measure_held_before(told, _MEASURE_NOW, clause.span[0]))) or (
        leading_past and (told.writes_verb_before(_ANY_HOLDING, clause.span[0]) or (
            measured and _measure_held_before(told, _MEASURE_ANY, clause.span[0])))) or (
        perfect and not placed_later and told.writes_verb_before(_ANY_HOLDING, clause.span[0]))


_MEASURE_NOW = frozenset({"is", "are"})
_MEASURE_ANY = _MEASURE_NOW | {"was", "were"}


def _measure_held_before(told: Told, said: frozenset[str], end: int) -> bool:
    """Whether a clause before ``end`` tells a measure held by the copula written as one of
    ``said`` ("is 50 inches tall")."""
    measured = {n.clause for n in told.nouns if n.span[1] <= end and measure_unit(n.head) is not None}
    return any(v.span[1] <= end and v.written.lower() in said and v.clause in measured for v in told.verbs)
_PLACED_LATER = frozenset({TimeKind.LATER, TimeKind.NOW, TimeKind.REACHED})  # "then", "now", "by March"
_ANY_HOLDING = _HOLDING_NOW | {"had", "owned", "contained"}


def _uncounted_member(clause: Clause) -> bool:
    """ "has 3 cats and a dog", "bought 4 shirts and a hat": a thing listed with a counted
    one, but with no number of its own, is held or moved too (a count of all of them, or a
    sum paid for all, would leave it out)."""
    rest = clause.rest
    sums = [i for i, c in enumerate(rest) if isinstance(c, QtyChunk) and _is_money(c)]
    return any(isinstance(before, QtyChunk) and not _is_money(before) and isinstance(join, ConjChunk)
               and join.word in ("and", ",") and isinstance(after, NounChunk)
               for before, join, after in zip(rest, rest[1:], rest[2:], strict=False)) or any(
        # "$6 (in savings) and a check from her aunt": money of a worth untold
        isinstance(join, ConjChunk) and join.word in ("and", ",") and sums[:1] and sums[0] < i
        and isinstance(rest[i + 1], NounChunk) and any(_names_money(c.noun) for c in rest[i + 1:]
                                                      if isinstance(c, NounChunk))
        for i, join in enumerate(rest[:-1]))


def _names_money(noun: Noun) -> bool:
    """ "a piggy bank full of coins", "a gift card", "a jar of dimes": a thing beside a sum that is
    money, or keeps some, of a worth untold (a sum and "a cat" tells all the money held)."""
    words = (*map(noun_form, (noun.head, *noun.modifiers, *(noun.of or "").split())),
             " ".join((*noun.modifiers[-1:], noun.head)))
    return any(in_class(w, "money_nouns") or in_class(w, "money_keepers") or "coin" in hypernyms_of(w)
               for w in words)


def _price_per_count(clause: Clause) -> bool:
    """ "sold them for $2 a dozen": a sum and a count of nothing right after it is a price per
    that many, never two amounts."""
    rest = clause.rest
    return any(_is_money(price) and isinstance(per, QtyChunk) and per.noun is None
               for price, per in zip(rest, rest[1:], strict=False))


# words that pick things by when they came ("the new pens", "the old stamps", "the original
# cards"): a part of what some change brought or left, which the sentence does not say
_SINCE_OR_BEFORE = frozenset({"new", "old", "original"})

# wanting verbs whose past tells a doing settled on, which a story goes on from as done
# ("decided to sell them") or as only meant; "wanted to buy as many as he could" is a wish
_RESOLVE_VERBS = frozenset({"decide", "agree", "promise", "plan", "choose"})
# words after a resolve that undo or contrast its doing ("but", "instead", "changed her mind",
# "decided not to", "couldn't"), and words of its sentence that hold it back ("if", "unless"):
# a careful reader no longer takes it as done
# of them, those whose past a story goes on from as the doing done ("She decided to give 5
# pens to Max" gave them); a plan or a promise told in the past may never have been kept
_RESOLVES_DONE = frozenset({"decide", "agree", "choose"})
_RESOLVE_UNDONE = re.compile(
    r"\b(?:but|instead|however|rather|though|although|yet|mind|not|never|\w+n't|cannot|before|tried)\b",
    re.IGNORECASE)
_RESOLVE_HELD_BACK = re.compile(r"\b(?:if|unless|until|whether|when|once)\b", re.IGNORECASE)
# words of its sentence that put the doing after the resolve, in a time to come ("decided to
# give 8 plums to Omar next week", "tomorrow", "later"): not yet done when the story is asked
# ("on Friday", "after lunch", "on his birthday", "at the end of the month", "in 2 days")
_RESOLVE_LATER = re.compile(
    r"\b(?:next|tomorrow|later|soon|tonight|following|future|after|during|within|end|weekend|birthday|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|in \w+ (?:days?|weeks?|months?|years?|hours?|minutes?))\b",
    re.IGNORECASE)
# a sentence after the resolve telling no amount ("Omar refused.", "He was away."): what it
# tells of the doing, whether it was done, is not read
_AN_AMOUNT = re.compile(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|\w+ty|hundred|"
    r"half|third|quarter|twice|double|triple)\b", re.IGNORECASE)
# words after a resolve that tell it as a goal worked toward ("How many more does she need to
# sell?", "left to read", "so far"): the resolve is then the want, read as before
_RESOLVE_AS_GOAL = re.compile(r"\b(?:needs?|needed|goal|reach\w*|enough|so far|(?:left|more|ha[sdve]+) to|"
                              r"must|should|wants?|wanted)\b", re.IGNORECASE)
# a question asked of the time before the resolve, or of the resolve itself
_QUESTION_BEFORE = re.compile(r"\b(?:before|decid\w*|agree\w*|chose|chosen|choos\w*)\b", re.IGNORECASE)


_EARLIER_TODAY = re.compile(r"\bthis\s+(?:morning|afternoon|evening)\b", re.IGNORECASE)


def _earlier_today(clause: Clause, text: str) -> bool:
    """A clause told in the past tense of a part of today ("had 20 cakes this morning"): a time
    before now, whatever was held then."""
    start, end = sentence_span(text, clause.span)
    return tense_within(clause.times, clause.span) is Tense.PAST and _EARLIER_TODAY.search(
        text[start:end]) is not None


def past_resolve_to_change(clause: Clause) -> bool:
    """A resolve said in the past ("decided", "agreed", "planned") whose "to" + verb changes
    holdings: the story may go on as if the doing was done, or only meant."""
    verb = clause.verb
    return verb is not None and verb.lemma in _RESOLVE_VERBS and not clause.auxiliaries and (
        verb.word.lower() != verb.lemma and not verb.word.lower().endswith(("s", "ing"))) and any(
        isinstance(c, VerbChunk) and c.verb_class in _CHANGES for c in clause.rest)


def _resolve_done(clause: Clause, text: str) -> Clause | Refusal:
    """ "She decided to give 5 pens to Max", "He agreed to sell half of them", "chose to keep 4":
    a resolve told in the simple past, right before the doing that changes holdings, with the
    story going on from it, is read as that doing done, in the resolve's tense ("gave 5 pens to
    Max"). Refused where a careful reader doubts it was done: a past plan or promise ("planned
    to", "promised to"), a resolve held back by a condition ("if", "unless"), undone or
    contrasted after it ("but", "instead", "changed his mind", "decided not to"), or a question
    asked of the time before it ("before he decided"). Any other clause is returned as it is."""
    resolve, rest = clause.verb, clause.rest
    if resolve is None or not past_resolve_to_change(clause):
        return clause
    said = text[clause.span[0]:clause.span[1]]
    match rest:
        case (PrepChunk(word="to"), VerbChunk(particle=None | "away" | "up" | "out" | "back") as doing,
              *after) if doing.verb_class in _CHANGES and doing.word.lower() == doing.lemma:
            pass
        case _:
            return _refuse(RefusalCode.UNSUPPORTED_FRAME, said, clause.span)
    asked = text.rfind("?")
    question = sentence_span(text, (asked, asked + 1)) if asked >= 0 else (len(text), len(text))
    if _RESOLVE_AS_GOAL.search(text, clause.span[1]) or any(
        (lemma := verb_lemma(w)) is not None and verb_class(lemma) == doing.verb_class
        for w in re.findall(r"[a-z]+", text[clause.span[1]:question[0]].lower())
    ):
        # "She decided to sell 30 pens. She sold 12 (So far she has sold 12).": the resolve is
        # a goal the story works toward; "decided to donate 20 toys. She gave 12 to …": the
        # doings after it may be its own, told again in parts; never the doing done
        return clause
    word = inflected_like(doing.lemma, resolve.word, resolve.lemma)
    if resolve.lemma not in _RESOLVES_DONE or resolve.negated or clause.negated or clause.conditional or (
        clause.supposed or clause.hedged or word is None or clause.span[0] >= question[0]
        or _RESOLVE_UNDONE.search(text, clause.span[0], question[0])
        or _RESOLVE_HELD_BACK.search(text, *sentence_span(text, clause.span))
        or _RESOLVE_LATER.search(text, *sentence_span(text, clause.span))
        or _sentence_of_no_amount_after(text, sentence_span(text, clause.span)[1], question[0])
        or _QUESTION_BEFORE.search(text, question[0], question[1])
    ):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, said, clause.span)
    done = attrs.evolve(doing, word=word, span=join(resolve.span, doing.span), participle=resolve.participle)
    return attrs.evolve(clause, verb=done, rest=tuple(after))


def _sentence_of_no_amount_after(text: str, start: int, end: int) -> bool:
    """Whether a sentence between ``start`` and ``end`` tells no amount ("Omar refused.")."""
    return any(said.strip() and not _AN_AMOUNT.search(said) for said in re.split(r"[.!;]", text[start:end]))


def _change_by_no_one(clause: Clause) -> bool:
    """A verb of change (or of no known class) done to things with no subject to say whose
    ("Selling cups at the fair, he was happy", "Pocketing pebbles, …"): whose holding changed
    is not told."""
    return clause.subject is None and clause.verb is not None and (
        clause.verb.verb_class in _PURPOSED or clause.verb.verb_class is None) and any(
        isinstance(c, NounChunk) and c.noun.plural for c in clause.rest)


def _time_clause_of_doing(clause: Clause) -> bool:
    """A doing after a bare time noun or "whenever", and no verb of the clause's own: "(every)
    time Ann sells a pen", "(each) day she walks", "whenever she sells"."""
    if clause.verb is not None or not any(isinstance(c, VerbChunk) for c in clause.rest):
        return False
    subject = clause.subject
    if subject is None:
        return isinstance(opener := clause.rest[0], ConjChunk) and opener.word == "whenever"
    return isinstance(subject, NounChunk) and subject.determiner is None and subject.possessor is None and (
        in_class(subject.noun.head, "time_nouns"))


def _habit_when(clause: Clause) -> bool:
    """ "When Ann sells a pen": a "when" (not "if") of a doing in the simple present that moves
    things is a habit, what follows holds each time."""
    verb = clause.verb
    return clause.conditional and not clause.supposed and verb is not None and _habitual(verb) and (
        verb.verb_class in _CHANGES) and bool(clause.rest) and isinstance(
        clause.rest[0], NounChunk | QtyChunk)


_PACE_NOUNS = frozenset({"rate", "pace", "speed"})


def _pace_kept(clause: Clause, *, doing_as_noun: bool = False) -> bool:
    """ "If he keeps raking at the same rate", "If she reads at this pace": the doing goes on at
    the pace the story told, which tells nothing new. Only with nothing after the pace ("at the
    same rate as Ann" is another's pace) and no number in the clause."""
    verb, rest = clause.verb, list(clause.rest)
    if verb is None or clause.negated or clause.auxiliaries and not clause.supposed:
        return False
    if verb.particle is None and in_class(verb.lemma, "phase_verbs") and rest and (
        isinstance(rest[0], VerbChunk) and rest[0].word.lower().endswith("ing") and rest[0].particle is None
        or doing_as_noun and isinstance(rest[0], NounChunk) and rest[0].determiner is None
        and rest[0].possessor is None
        and not rest[0].noun.modifiers and rest[0].noun.surface.lower().endswith("ing")
    ):
        rest = rest[1:]  # "keeps raking", "keeps reading" (chunked as a noun): the doing itself
    return _at_the_pace_told(rest)


def _at_the_pace_told(chunks: Sequence[Chunk]) -> bool:
    """ "at the same rate", "at this (same) pace", with nothing after."""
    match chunks:
        case [PrepChunk(word="at"),
              NounChunk(noun=Noun(plural=False, of=None) as pace, possessor=None) as said] if (
            pace.head in _PACE_NOUNS and (
                said.determiner in ("the", "this", "that") and pace.modifiers == ("same",)
                or said.determiner in ("this", "that") and not pace.modifiers)
        ):
            return True
    return False


def _pace_changed(clause: Clause) -> bool:
    """A rate, pace or speed named with no number, but for the one told kept ("At this rate,";
    ``_pace_kept`` reads "If he keeps raking at the same rate"): "At a faster rate,", "At Jon's
    pace,", "at the same rate as Jon" tell a pace the story never gave, and passing over them
    would answer at the one it did."""
    chunks = (*clause.placed, *((clause.subject,) if clause.subject is not None else ()), *clause.rest)
    if any(isinstance(c, QtyChunk) for c in chunks) or not any(
        isinstance(c, NounChunk) and c.noun.head in _PACE_NOUNS for c in chunks
    ):
        return False
    return clause.verb is not None or clause.subject is not None or bool(clause.rest) or not (
        _at_the_pace_told(clause.placed))  # "At the same rate, how long …"


def _verb_not_taken(clause: Clause) -> bool:
    """What is left told of by a verb the clause did not take as its own ("The rest of the
    shares end up doubling in value"): no frame reads what it tells of them, and it may change
    what they count or are worth."""
    return isinstance(clause.subject, CueChunk) and clause.subject.kind == "rest" and (
        clause.verb is None and any(isinstance(c, VerbChunk) for c in clause.rest))


def _change_in_a_noun(clause: Clause) -> bool:
    """A verb of change (or of no known class) the token machine took for a noun's describing
    word ("Finding pebbles, he smiled": "finding" is no kind of pebble): a doing with no number
    is no clause that counts nothing."""
    def changes(word: str) -> bool:
        lemma = verb_lemma(word) if word.endswith("ing") else None
        return lemma is not None and (verb_class(lemma) in _PURPOSED or verb_class(lemma) is None)
    subject = clause.subject  # ("went to the shopping center": a kind of center)
    return isinstance(subject, NounChunk) and subject.determiner is None and subject.possessor is None and (
        subject.noun.modifiers[:1] != () and changes(subject.noun.modifiers[0]))


def _bought_with_something(clause: Clause) -> bool:
    """ "bought 4 tickets with a coupon / with her brother / with a gift card", "on sale": what
    is bought with a thing or a person, or at a cut, may not cost its price, or not all of it
    to the buyer ("with $20" is what was paid, and is read)."""
    rest = list(clause.rest)
    pairs = zip(rest, rest[1:], strict=False)
    return any(isinstance(chunk, PrepChunk) and chunk.word == "with"
               and isinstance(nxt, NounChunk | EntityChunk)
               # "bought 2 lamps on sale / at a discount": at some other price
               or isinstance(chunk, PrepChunk) and isinstance(nxt, NounChunk) and not nxt.noun.modifiers
               and (chunk.word, nxt.noun.head) in _PRICE_CUT for chunk, nxt in pairs)


# "on sale", "at a discount" (not "at a yard sale": a place)
_PRICE_CUT = frozenset({("on", "sale"), ("at", "discount"), ("on", "discount"), ("on", "clearance")})


def _price_cut_told(clause: Clause) -> bool:
    """ "(They) were on sale", "is at a discount": a price cut said of things, by no amount."""
    rest = list(clause.rest)
    return any(isinstance(prep, PrepChunk) and isinstance(cut, NounChunk) and not cut.noun.modifiers
               and (prep.word, cut.noun.head) in _PRICE_CUT
               for prep, cut in zip(rest, rest[1:], strict=False))


def _work_after(clause: Clause, qty: QtyChunk) -> tuple[str, ...]:
    """ "worked 5 hours at the store": the words after a stretch, up to the next item."""
    rest = list(clause.rest)
    after = rest[rest.index(qty) + 1:]
    end = next((i for i, c in enumerate(after) if isinstance(c, QtyChunk | ConjChunk)), len(after))
    return work_named(after[:end])


def _stretch_of_doing(verb: VerbChunk, qty: QtyChunk) -> tuple[VerbChunk, QtyChunk]:
    """ "did 40 minutes of tutoring", "does 3 hours of work": a stretch of time spent at the
    doing its "of" names, told as "tutored for 40 minutes" tells it (the verb that doing's, the
    stretch plain minutes). Only "do" with a time and one word that is a verb's ("-ing", or a
    verb of paid work: "work"); any other thing done is left as told."""
    if verb.lemma != "do" or qty.noun is None or qty.noun.of is None or not _time_measure(qty.noun.head):
        return verb, qty
    said = qty.noun.of
    lemma = verb_lemma(said) if " " not in said else None
    if lemma is None or not (said.endswith("ing") or in_class(lemma, "working_verbs")):
        return verb, qty
    return (attrs.evolve(verb, lemma=lemma, verb_class=verb_class(lemma)),
            attrs.evolve(qty, noun=attrs.evolve(qty.noun, of=None)))


def _compared_without_number(clause: Clause) -> bool:
    """ "Now she is faster", "He reads slower": a comparison with no number changes what a
    pace or an amount told before means, by how much the text does not say."""
    return any(isinstance(c, NounChunk) and not c.noun.modifiers and is_comparative(c.noun.head)
               for c in clause.rest)


def _held_by_other_words(clause: Clause, text: str) -> Clause | None:
    """A holding told with another verb than "have", as the clause "<subject> has <quantities>":
    what a whole is made of ("The club consists of 12 boys and 9 girls", "is composed of",
    "is made up of"), what a goer carried ("She went to the store with $70": the money she had
    then), the money one took along ("She brought $75 to the fair"), and what a stretch of time
    started with ("He started the day with 14 buttons")."""
    verb = clause.verb
    if verb is None or not isinstance(clause.subject, EntityChunk | NounChunk):
        return None
    groups = [a.group for a in clause.auxiliaries]
    rest = list(clause.rest)
    counted: list[Chunk] = []
    composed = in_class(verb.lemma, "composition_verbs") and verb.particle is None or (
        verb.lemma == "make" and verb.particle == "up")
    active = not groups and verb.lemma == "consist" or groups == ["be"] and verb.participle
    if composed and active and rest and isinstance(of := rest[0], PrepChunk) and of.word == "of":
        counted = rest[1:]  # "consists of 12 boys and 9 girls"
    match rest:
        case [PrepChunk(word="to"), NounChunk(), PrepChunk(word="with"), QtyChunk() as carried] | [
            PrepChunk(word="with"), QtyChunk() as carried
        ] if in_class(verb.lemma, "motion_verbs") and not groups and _carried(carried):
            counted = [carried]  # "went to the store with $70", "arrived with 30 buns"
        case [QtyChunk() as carried, PrepChunk(word="to"), NounChunk() as place] if (
            in_class(verb.lemma, "carrying_verbs") and not groups and _is_money(carried)
            and _a_place(place) and not _named_again(place, text, clause.span[1])
        ):
            counted = [carried]  # "brought $75 to the fair": the money she had there
        case [QtyChunk() as carried, PrepChunk(word="with"), EntityChunk(kind="pronoun")] if (
            in_class(verb.lemma, "carrying_verbs") and not groups and _is_money(carried)
        ):
            counted = [carried]  # "took $40 with him"
        case [NounChunk(noun=period, possessor=None), PrepChunk(word="with"), QtyChunk() as held] if (
            verb.lemma in ("start", "begin") and verb.particle is None and not groups
            and in_class(period.head, "time_nouns") and not period.plural
            and not _change_told_before(clause)
        ):
            # "started the day with 14 buttons"; after a change told ("He sold 3 buttons. He
            # started the day with 14."), the day's start may be before it or after it
            counted = [held]
    if not counted or not isinstance(counted[0], QtyChunk) or not all(
        isinstance(c, QtyChunk) and c.value is not None or isinstance(c, ConjChunk) and c.word in (",", "and")
        for c in counted
    ):
        return None
    have = AuxChunk(verb.word, "have", verb.span)
    return attrs.evolve(clause, verb=None, auxiliaries=(have,), rest=tuple(counted))


def _change_told_before(clause: Clause) -> bool:
    """Whether a verb that changes a holding is told before ``clause``."""
    return any(v.span[1] <= clause.span[0] and verb_class(v.lemma) in _CHANGES for v in clause.told.verbs)


_TIME_ORDER_WORDS = frozenset({"then", "next", "later", "after", "afterwards", "now", "again", "noon",
                               "midnight"})
_PLACING_TIMES = frozenset({TimeKind.PAST, TimeKind.PRIOR, TimeKind.NOW, TimeKind.LATER, TimeKind.END,
                            TimeKind.REACHED, TimeKind.DAY, TimeKind.NEXT, TimeKind.NAMED, TimeKind.AGAIN})


def _placed_in_time(clause: Clause, text: str) -> bool:
    """Whether the sentence of ``clause`` tells a time ("on Tuesday", "today", "in the
    afternoon", "at noon", "at 9 am") or an order in time ("then", "later", "again") up to the
    clause's end or in the words right after it ("began with 14 this morning")."""
    start, end = sentence_span(text, clause.span)
    after = re.match(r"[^,;]*?(?=,|;|\band\b|\bbut\b|$)", text[clause.span[1]:end])
    told_end = clause.span[1] + (after.end() if after else 0)
    told = text[start:told_end].lower()
    return any(t.kind in _PLACING_TIMES and start <= t.span[0] < told_end for t in clause.times) or any(
        word in _TIME_ORDER_WORDS or in_class(word, "time_nouns") for word in re.findall(r"[a-z]+", told)
    ) or _CLOCK_TIME.search(told) is not None


_CLOCK_TIME = re.compile(r"\d\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)|\d:\d")


def _named_again(chunk: Chunk, text: str, after: int) -> bool:
    """Whether the noun of ``chunk`` is named again in the text after ``after``."""
    return isinstance(chunk, NounChunk) and names_noun(text[after:], chunk.noun.head)


def _wanted_doing(clause: Clause, text: str) -> tuple[Proto, ...] | None:
    """ "She needs to sell 12 rolls", "wants to collect 50 cans", "is planning to read 90
    pages", "has to wash 14 loads", "Her goal is to learn 60 words": an amount of doing
    wanted, no event and no holding (a closing purpose with no amount, "… to get a prize", only
    says what for). "How many more does she need to sell?" is then 12 less
    what she sells after this (a GOAL of the verb's events). "needs to have 12 rolls" is the
    holding wanted, as "needs 12 rolls" is. "wants to buy a bike" wants one bike bought, its
    article counted one by a reading rule."""
    verb = clause.verb
    groups = [a.group for a in clause.auxiliaries]
    wanting = verb is not None and in_class(verb.lemma, "wanting_verbs") and verb.particle is None and (
        not groups or groups == ["be"] and verb.word.lower().endswith("ing"))  # "is planning to"
    obliged = verb is None and groups == ["have"]  # "has to sell", "had to wash"
    rest = clause.rest
    if _must_do(clause) and verb is not None:
        # "The shop must sell 80 shirts": what "has to sell 80 shirts" says
        rest = (PrepChunk("to", clause.auxiliaries[0].span), verb, *rest)
        obliged, verb = True, None
    subject = clause.subject
    if verb is None and groups == ["be"] and isinstance(subject, NounChunk) and in_class(
        subject.noun.head, "goal_nouns"
    ) and subject.possessor is not None and not subject.noun.modifiers:
        # "Her goal is to learn 60 words": what she wants to do
        wanting, subject = True, subject.possessor
    if not (wanting or obliged) or not isinstance(subject, EntityChunk | NounChunk):
        return None
    rest = _without_goal_setting(rest, text, clause.span[1])
    period = None
    match rest[-2:]:
        case [CueChunk(kind="each"), NounChunk(determiner=None, possessor=None, noun=noun)] if (
            len(rest) > 3 and noun.head in _GOAL_PERIODS and not noun.plural and not noun.modifiers
        ):
            rest, period = rest[:-2], noun.head  # "has to sell 90 bars each week"
    match rest:
        case [PrepChunk(word="to"), VerbChunk(), QtyChunk(), PrepChunk(word="to"),
              VerbChunk(particle=None) as purpose, NounChunk(), *nouns] if (
            purpose.word.lower() == purpose.lemma and purpose.lemma not in _JOINING
            and all(isinstance(c, NounChunk) for c in nouns)
        ):
            rest = rest[:3]  # "has to sell 710 bars to get a prize": what for, no amount of it
    match rest:
        case [PrepChunk(word="to"), VerbChunk(particle=None) as doing, QtyChunk() as qty] if (
            qty.value is not None and (qty.noun is not None or _is_money(qty)) and qty.comparative is None
            and qty.of_entity is None and not qty.of_them and doing.word.lower() == doing.lemma
        ):
            pass
        case [PrepChunk(word="to"), VerbChunk(particle=None) as doing, NounChunk() as first, *others] if (
            in_class(doing.lemma, "buying_verbs") and doing.word.lower() == doing.lemma
            and (things := _one_each_listed([first, *others], text)) is not None
        ):
            # "wants to buy a ball, a kite and a hat": one of each thing wanted, each a goal
            return tuple(Proto(Op.GOAL, subject, _one_by_article(thing), clause.span, verb=verb,
                               wanted=doing.lemma, period=period) for thing in things)
        case _:
            return None
    if doing.lemma == "have" and period is None:
        return (Proto(Op.GOAL, subject, qty, clause.span, verb=verb),)
    if doing.lemma == "have":
        return None  # ("needs to have 12 eggs each day": a holding wanted again and again)
    return (Proto(Op.GOAL, subject, qty, clause.span, verb=verb, wanted=doing.lemma, period=period),)


# the periods a goal of doing may be wanted in again and again, each told by the days of one
# ("His goal is to find 48 balls every weekend. He found 16 on Saturday …"): ``replay._wanted_events``
_GOAL_PERIODS = frozenset({"week", "weekend"})
_SETTING_TOLD = r"\s+(?:the|a|an|his|her|their|my|our|its|your)\b"  # "at the", "for her": a setting


def _without_goal_setting(rest: tuple[Chunk, ...], text: str, end: int) -> tuple[Chunk, ...]:
    """``rest`` of an amount of doing wanted without the closing words that only say where, what
    for or by when ("to sell 20 muffins at the fair", "… for her club", "… before her birthday"):
    none names an amount. A place or purpose is a noun with its article or owner; "for each
    friend", "in 3 boxes" or "for Tom" are kept (a rate, parts, or another's want) and the clause
    is not read, and so is a setting when a later clause (after ``end``) tells one of its sort (a
    place: "at", "in", "on"; an end: "for"): a doing elsewhere or for another end is not toward
    it. A deadline named again after the clause ("… read 30 pages after her exam") may have some
    doing fall outside it, and is kept; so is a day ("by Friday"), which a later day named may be
    after. A holding wanted ("to have 20 trees in the garden") keeps its place: what is held
    elsewhere is not toward it."""
    if len(rest) > 1 and isinstance(rest[1], VerbChunk) and rest[1].lemma == "have":
        return rest
    while len(rest) > 3:
        match rest[-3:]:
            case [_, PrepChunk(word="at" | "for" | "in" as word), NounChunk(noun=noun) as setting] if (
                setting.determiner in ("the", "a", "an") or setting.possessor is not None
            ) and noun.of is None and not in_class(noun.head, "goal_nouns") and not re.search(
                r"\b(?:for)" + _SETTING_TOLD if word == "for" else r"\b(?:at|in|on)" + _SETTING_TOLD,
                text[end:], re.IGNORECASE,
            ):  # ("… at the fair. He sold 8 at the fair and 5 in the shop": not all toward it)
                rest = rest[:-2]
            case [_, CueChunk(kind="before"), NounChunk(determiner=None, noun=noun) as deadline] if (
                noun.of is None and not _named_again(deadline, text, end)
            ):
                rest = rest[:-2]
            case [CueChunk(kind="before"), EntityChunk(kind="pronoun") as owner, NounChunk(
                    determiner=None, possessor=None, noun=noun) as deadline] if noun.of is None and (
                owner.text.lower() in ("her", "his", "their", "its", "my", "our", "your")
                and not _named_again(deadline, text, end)
            ):
                rest = rest[:-3]  # "before her eighth birthday": the machine read "her" apart
            case _:
                return rest
    return rest


def _there_to_be_done(clause: Clause) -> tuple[Proto, ...] | None:
    """ "There are 248 vases to be arranged": that many things wanted done, by the one the story
    shows with things of that kind so far (no one, or several: of no one, and no question of a
    doer's wanted doing reads it); nothing else said in the clause. A verb that parts or hands
    out things ("to be shared", "to be given") tells a share or a giving planned, never so."""
    subject, verb = clause.subject, clause.verb
    if verb is not None or clause.negated or not isinstance(subject, CueChunk) or subject.kind != "there" or (
        [a.group for a in clause.auxiliaries] != ["be"]
    ):
        return None
    match clause.rest:
        case (QtyChunk() as qty, PrepChunk(word="to"), AuxChunk(group="be", word=be), VerbChunk(
            particle=None, participle=True) as done) if (
            be.lower() == "be" and qty.value is not None and qty.noun is not None and qty.noun.plural
            and qty.comparative is None and qty.of_entity is None and not qty.of_them
            and qty.measure is None and not in_class(done.lemma, "handing_verbs") and (
                done.verb_class is VerbClass.PLACE or not in_class(done.lemma, "partition_verbs"))
            and done.verb_class is not VerbClass.TRANSFER_OUT
        ):  # ("to be arranged", "to be packed": put in place, no parts told)
            unplaced = CueChunk("unplaced", "there", subject.span)
            return (Proto(Op.GOAL, unplaced, qty, clause.span, wanted=done.lemma),)
    return None


def _tasks_had(clause: Clause) -> Clause:
    """ "She had to complete 3 pages of homework (and 2 pages of reading)": tasks she had, as
    "She had 3 pages of homework" says, by a verb that completes a task (lexicon
    ``completing_verbs``), with nothing after it but the counts listed; any other clause as it
    is ("had to sell 90 bars" is a goal, and holds nothing)."""
    match clause.auxiliaries, clause.rest:
        case ((AuxChunk(group="have"),), (
            PrepChunk(word="to"), VerbChunk(particle=None) as done, *tasks
        )) if (
            clause.verb is None and not clause.negated and isinstance(clause.subject, EntityChunk)
            and in_class(done.lemma, "completing_verbs") and tasks and isinstance(tasks[0], QtyChunk)
            and all(isinstance(c, QtyChunk) and c.value is not None and c.noun is not None
                    and c.comparative is None and c.measure is None
                    or isinstance(c, ConjChunk) and c.word in (",", "and") for c in tasks)
        ):
            return attrs.evolve(clause, rest=tuple(tasks))
    return clause


_RELATIVE_OPENERS = frozenset({"that", "which", "who", "whose", "with", ","})


def _one_each_bought(clause: Clause, text: str) -> Clause | None:
    """ "bought a lamp", "buys a rug and a vase at the fair": things bought, each told by its
    own article "a"/"an" (``_one_each_listed``) right after a verb of buying, are one of each,
    the clause read as "bought 1 lamp" says; what follows the list must open with a
    preposition. None for any other clause ("bought her a lamp", "bought lamps", "bought a sack of
    figs": the things of its "of" go uncounted)."""
    verb = clause.verb
    if verb is None or not in_class(verb.lemma, "buying_verbs") or verb.particle is not None:
        return None
    rest = list(clause.rest)
    end = next((i for i, c in enumerate(rest) if not isinstance(c, NounChunk | ConjChunk)), len(rest))
    if end < len(rest) and not (isinstance(after := rest[end], PrepChunk) and after.word != "of"):
        return None
    things = _one_each_listed(rest[:end], text) if end else None
    if things is None or any(t.noun.of is not None for t in things):
        return None  # ("bought a sack of figs": the figs in it are not counted)
    said_after = text[things[-1].span[1]:].split(maxsplit=1)[:1]
    if said_after and said_after[0].lower() in _RELATIVE_OPENERS:
        return None  # "bought a book that has 40 pages": the thing is told of again
    return attrs.evolve(clause, rest=tuple(
        _one_by_article(c) if isinstance(c, NounChunk) else c for c in rest[:end]) + tuple(rest[end:]))


def _one_held_by_each(clause: Clause, text: str) -> Clause | None:
    """ "Each kit has a map", "Each box had a lid and a key": things each one of a kind holds,
    every one told by its own article "a"/"an" (``_one_each_listed``), are one of each per
    holder, the clause read as "Each kit has 1 map" says. Only "has" / "had" after an "each"
    subject, nothing after the list, no "of" on a thing, nothing the text tells of again ("a map
    that shows …"), and no person held ("Each class has a teacher": one teacher may have two
    classes); None for any other clause."""
    subject = clause.subject
    if not (clause.each and isinstance(subject, NounChunk) and not subject.noun.plural
            and clause.verb is None and len(clause.auxiliaries) == 1
            and clause.auxiliaries[0].group == "have" and not clause.negated):
        return None
    rest = list(clause.rest)
    things = _one_each_listed(rest, text) if rest else None
    if things is None or any(
        t.noun.of is not None or t.noun.head == subject.noun.head or in_class(t.noun.head, "person_nouns")
        for t in things
    ):
        return None
    said_after = text[things[-1].span[1]:].split(maxsplit=1)[:1]
    if said_after and said_after[0].lower().rstrip(".?!") in _RELATIVE_OPENERS | {"each", "for", "per"}:
        return None
    return attrs.evolve(clause, rest=tuple(
        _one_by_article(c) if isinstance(c, NounChunk) else c for c in rest))


def _one_each_listed(chunks: list[Chunk], text: str) -> list[NounChunk] | None:
    """ "a bike", "a ball, a kite(,) and a hat": things of one kind each, every one said with
    its own article "a"/"an" as written, none plural and no kind twice, a list joined by commas
    and a closing "and"; None otherwise ("a pair of shorts" counts two; "a ball or a kite")."""
    joins = [c for c in chunks if isinstance(c, ConjChunk)]
    items = list_items(chunks, (",", "and"))
    if len(joins) != len(chunks) - len(items) or (len(items) > 1 and joins[-1].word != "and") or any(
        j.word not in (",", "and") for j in joins
    ):
        return None
    things: list[NounChunk] = []
    for item in items:
        match item:
            case [NounChunk(determiner="a" | "an", possessor=None) as thing] if (
                not thing.noun.plural and _article_said(thing, text)
            ):
                things.append(thing)
            case _:
                return None
    kinds = {(t.noun.head, t.noun.modifiers, t.noun.of) for t in things}
    return things if len(kinds) == len(things) else None


def _one_by_article(thing: NounChunk) -> QtyChunk:
    """ "a bike": one bike, its article counted one by a reading rule."""
    article = (thing.span[0], thing.span[0] + len(thing.determiner or ""))
    return QtyChunk(Fraction(1), NumeralKind.CARDINAL, article, thing.span, noun=thing.noun,
                    lexicon_constant=A_ONE)


def _article_said(thing: NounChunk, text: str) -> bool:
    """The noun phrase opens with its article as the text writes it ("a bike", "an easel")."""
    article = thing.determiner or ""
    return text[thing.span[0]:thing.span[0] + len(article)].lower() == article


_TAKING_A_PARTY = (VerbClass.TRANSFER_OUT, VerbClass.TRANSFER_IN)  # "gave Ann 5 and Bo 3": Bo is a party


def _gapped_subject(clause: Clause) -> bool:
    """ "… and Bo 3 pads", "…, and she 12": after a list's joint, someone named (not a party the
    verb takes) right before an amount is a second subject whose verb is left out."""
    verb_takes_party = clause.verb is not None and clause.verb.verb_class in _TAKING_A_PARTY
    rest = clause.rest
    for joint, who, amount in zip(rest, rest[1:], rest[2:], strict=False):
        if isinstance(joint, ConjChunk) and joint.word in ("and", ",") and isinstance(
            who, EntityChunk
        ) and who.possessor is None and isinstance(amount, QtyChunk) and (
            who.pronoun_role == "subject" or who.kind == "name" and not verb_takes_party
        ):
            return True
    return False


def gapped_segments(rest: list[Chunk]) -> list[list[Chunk]] | None:
    """ "spent half of it on a hat, and a third of the rest on a pen": one verb for a list of
    amounts, each with its own complement — the segments, each opening with its amount; None
    when the clause is not such a list."""
    segments = list_items(rest)
    if len(segments) < 2 or not all(s and isinstance(s[0], QtyChunk) for s in segments[:-1]) or not (
        segments[-1] and (isinstance(segments[-1][0], QtyChunk) or is_the_rest(segments[-1][0]))
    ):
        return None  # ("gave 5 to Ann and the rest to Bo": the rest last, as a frame reads it alone)
    if any(isinstance(c, QtyChunk) for s in segments for c in s[1:]):
        return None
    return segments


def is_the_rest(chunk: Chunk) -> bool:
    return isinstance(chunk, CueChunk) and chunk.kind == "rest"


def read_gapped(clause: Clause, segments: list[list[Chunk]], text: str,
                frames: Callable[[Clause, str], tuple[Proto, ...] | Refusal]) -> tuple[Proto, ...] | Refusal:
    """Each segment of a gapped list read as the clause with that segment as its rest."""
    read: tuple[Proto, ...] = ()
    for segment in segments:
        one = frames(attrs.evolve(clause, rest=tuple(segment)), text)
        if isinstance(one, Refusal):
            return one
        read += one
    return read


def _placed_parts(clause: Clause) -> list[list[Chunk]] | None:
    """ "There are 14 hens in the barn, and 20 in the yard": the parts of a list after "there
    is", each an amount and the one place it is in (places told apart, none the same); None
    when the clause is not such a list."""
    if not there_is(clause) or clause.negated or clause.each or clause.total:
        return None
    segments = gapped_segments(list(clause.rest))
    if segments is None:
        return None
    places: list[tuple[tuple[str, ...], str, str | None]] = []
    for segment in segments:
        match segment[-2:]:
            case [PrepChunk(word=word), NounChunk() as place] if word in PLACE_PREPOSITIONS and (
                place.determiner is not None or place.possessor is not None
            ) and not any(isinstance(c, PrepChunk | NounChunk) for c in segment[1:-2]):
                places.append((place.noun.modifiers, place.noun.head, place.noun.of))
            case _:
                return None
    return segments if len(set(places)) == len(places) else None


def _spent_on_doings(clause: Clause, text: str) -> list[list[Chunk]] | None:
    """ "spent 90 minutes reading and 45 minutes writing (at home)": "spend" with a list of
    amounts, each followed by the doing in "-ing" it was spent on (the verb left out after the
    joint): the segments, each read as the clause with the verb; None for any other clause."""
    if clause.verb is None or clause.verb.lemma != "spend":
        return None
    segments = gapped_segments(list(clause.rest))
    if segments is None or not all(_amount_then_doing(s, text) for s in segments):
        return None
    return segments


def _amount_then_doing(segment: list[Chunk], text: str) -> bool:
    """Whether a segment of time spent is its amount and then the doing in "-ing": right after
    the amount ("45 minutes writing"), or after a multiple of the time told before it ("twice
    that amount of time writing", "half that time writing")."""
    if not segment or not isinstance(amount := segment[0], QtyChunk):
        return False
    rest = segment[1:]
    match rest[:1]:
        case [NounChunk(noun=Noun(head="time", plural=False, modifiers=(), of=None),
                        determiner="that" | "this", possessor=None)] if is_factor(amount):
            rest = rest[1:]  # "twice that time"
        case [NounChunk(noun=Noun(head="amount", plural=False, modifiers=(), of=None),
                        determiner="that" | "this", possessor=None)] if is_factor(amount):
            measured = amount_of_measure(segment, 1, text)  # "twice that amount (of time)"
            if measured is not None and measured[0] != "time":
                return False
            rest = rest[1:] if measured is None else measured[1]
    # "20 minutes painting a day": a pace, not a day painted
    return bool(rest) and isinstance(rest[0], VerbChunk) and rest[0].word.lower().endswith("ing") and not any(
        isinstance(c, NounChunk) and in_class(c.noun.head, "time_nouns") and not isinstance(before, PrepChunk)
        for before, c in zip(rest, rest[1:], strict=False))


def gerund_after(word: NounChunk) -> VerbChunk | None:
    """ "long writing", "time writing": the doing in "-ing" the machine took for a noun after a
    measure word, as the verb it is."""
    head = word.noun.surface.split()[-1]
    span = (word.span[1] - len(head), word.span[1])
    return gerund_verb(NounChunk(Noun(head, head, False, (), None, span), span))


def amount_of_measure(rest: list[Chunk], at: int, text: str) -> tuple[str | None, list[Chunk]] | None:
    """ "that amount of time (writing)" at ``at``: the measure noun named after "of" (None when
    it names no measure: "that amount of money") and the chunks after it, a doing the machine
    joined to the noun ("time writing") its verb again; None when "that amount" is not followed
    by "of"."""
    match rest[at:at + 2]:
        case [NounChunk(noun=Noun(head="amount", plural=False, modifiers=(), of=None),
                        determiner="that" | "this", possessor=None), PrepChunk(word="of") as of]:
            pass
        case _:
            return None
    said = re.match(r"\s*([A-Za-z]+)", text[of.span[1]:])
    named = said.group(1).lower() if said is not None else ""
    if named_dimension(named) is None:
        return None, []
    after = rest[at + 2:]
    match after[:1]:
        case []:
            return named, []  # the noun closing the clause, set aside as a word of time
        case [NounChunk(noun=Noun(head=head, modifiers=(), of=None), determiner=None, possessor=None)] if (
            head == named
        ):
            return named, after[1:]  # "of time"
        case [NounChunk(noun=Noun(modifiers=(word,), of=None), determiner=None, possessor=None) as noun] if (
            word == named
        ):
            # "of time writing": the machine took the doing for a noun with "time" before it
            doing = gerund_after(noun)
            return (named, [doing, *after[1:]]) if doing is not None else (None, [])
        case [first] | [first, *_] if text[of.span[1]:first.span[0]].split() == [named]:
            return named, after  # the noun set aside as a word of time
    return None, []


def _two_parties(clause: Clause) -> bool:
    """ "gave 5 to Ann and 3 to Bob": two parties after one preposition in one clause."""
    rest = clause.rest
    named: dict[str, set[str]] = {}
    for chunk, nxt in zip(rest, rest[1:], strict=False):
        if isinstance(chunk, PrepChunk) and chunk.word in ("to", "from") and isinstance(
            nxt, EntityChunk | NounChunk
        ):
            party = nxt.text if isinstance(nxt, EntityChunk) else nxt.noun.surface
            named.setdefault(chunk.word, set()).add(party)
    return any(len(parties) > 1 for parties in named.values())


def _a_place(chunk: NounChunk) -> bool:
    """ "the fair", "the county fair": a place named by "the" and a noun that names no person
    (money brought to "the teacher" is given to her)."""
    return chunk.determiner == "the" and chunk.possessor is None and chunk.noun.of is None and not in_class(
        chunk.noun.head, "person_nouns")


def _carried(qty: QtyChunk) -> bool:
    """What "with" after a verb of going names as carried: money or things, never people
    ("went with 3 friends": company, not a holding) or a count with no noun."""
    if _is_money(qty):
        return True
    return qty.noun is not None and qty.of_entity is None and not qty.of_them and not in_class(
        qty.noun.head, "person_nouns") and qty.comparative is None


def _without_container_of(clause: Clause) -> Clause:
    """ "has a collection of 346 games", "bought a box of 24 crayons": the count after "of"
    is what is held or moved; the one container around it counts nothing here."""
    match clause.rest[:3]:
        case [NounChunk(determiner="a" | "an", possessor=None), PrepChunk(word="of"),
              QtyChunk(value=value, noun=noun)] if value is not None and noun is not None and noun.plural:
            return attrs.evolve(clause, rest=clause.rest[2:])
    return clause


def _left_with(clause: Clause) -> bool:
    """ "was left with 39": "left" read as a cue after a form of "be", then "with" N; "ended up
    with 39" (a verb of outcome and its particle, with no auxiliary) says the same, and so does
    "ended with 39" said of someone (a thing ends with an event: "The day ended with a song")."""
    left = clause.verb is None and clause.later and [a.group for a in clause.auxiliaries] == ["be"]
    ended = clause.verb is not None and clause.verb.particle is not None and not clause.auxiliaries and (
        in_class(f"{clause.verb.lemma} {clause.verb.particle}", "outcome_phrasal_verbs"))
    ended = ended or (clause.verb is not None and clause.verb.lemma == "end" and not clause.auxiliaries
                      and clause.verb.particle is None and isinstance(clause.subject, EntityChunk))
    return (left or ended) and (
        len(clause.rest) == 2 and isinstance(clause.rest[0], PrepChunk) and clause.rest[0].word == "with"
        and isinstance(clause.rest[1], QtyChunk) and isinstance(clause.subject, EntityChunk | NounChunk))


def _counts_a_list(clause: Clause) -> bool:
    """ "50 cats, dogs and birds": one number for a list of kinds counts them together, not
    the first kind; no frame reads it."""
    chunks = ((clause.subject,) if isinstance(clause.subject, QtyChunk) else ()) + clause.rest
    for index, chunk in enumerate(chunks):
        if not isinstance(chunk, QtyChunk):
            continue
        following = chunks[index + 1:]
        joined = list(itertools.takewhile(lambda c: isinstance(c, ConjChunk), following))
        listed = following[len(joined)] if len(joined) < len(following) else None
        if joined and isinstance(listed, NounChunk) and listed.determiner is None and (
            listed.possessor is None
        ):
            return True
    return False


def _started_with(clause: Clause, text: str) -> Clause | Refusal | None:
    """ "She started out with seven toys", "began with 12", "started with a bag of 24
    marbles", "started with 36 tokens at the arcade": what was held at the start, as the
    clause "<subject> already had <quantity>" (and the place it was held in)."""
    verb = clause.verb
    starts = verb is not None and verb.lemma in ("start", "begin") and verb.particle in (None, "out", "off")
    if not starts or clause.auxiliaries or not clause.rest or not (
        isinstance(with_ := clause.rest[0], PrepChunk) and with_.word == "with"
    ) or isinstance(clause.subject, NounChunk) and in_class(clause.subject.noun.head, "time_nouns"):
        return None  # "His day began with some bacon": a time holds nothing
    assert verb is not None
    between = re.findall(r"[a-z]+", text[verb.span[1]:with_.span[0]].lower())
    started_what = [w for w in between if w != verb.particle]  # "started the morning with"
    if _change_told_before(clause) and (started_what or _placed_in_time(clause, text)):
        # "Tom sold 3 buttons. Then (today) he started with 14.": a start after that sale, not
        # the story's; what he held at the story's start is untold
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    held = attrs.evolve(clause, rest=clause.rest[1:], already=True)
    contained = _without_container_of(held)
    if contained is not held and _named_again(held.rest[0], text, clause.span[1]):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    match contained.rest:
        case [QtyChunk(noun=Noun() as people), *_] if isinstance(clause.subject, EntityChunk) and (
            names_a_person(people)
        ):
            return None  # "Ryan started with 3 friends": company, not a holding
        case [QtyChunk()] | [QtyChunk(), PrepChunk(word="in" | "on" | "at"), NounChunk()]:
            return contained  # "started with 36 tokens at the arcade": where they were held
    return None


def _filled_with(clause: Clause) -> Clause | None:
    """ "A jug is filled with 5 liters of water", "The truck was loaded with 100 boxes": what
    one thing holds, as the clause "<container> has (had) <quantity>". Only a container that
    is no person and one of it ("The boxes are filled with 5 pens": in each or in all?), only
    the first things of that kind the story tells (after "The jar had 20 marbles", "It was
    filled with 30 marbles" may be 30 put in), no container with an owner (who may move
    them), and nothing but the amount after "with"."""
    verb, subject = clause.verb, clause.subject
    if verb is None or not in_class(verb.lemma, "filling_verbs") or verb.particle is not None or (
        not verb.participle or verb.negated or clause.negated or clause.supposed or clause.conditional
        or clause.hedged or clause.each or clause.total
    ) or [a.group for a in clause.auxiliaries] != ["be"] or not isinstance(subject, NounChunk) or (
        subject.noun.plural or names_a_person(subject.noun) or not subject.noun.head
        or subject.possessor is not None  # "Ann's box is filled with 12 pens. Ann gives Bo 3 pens": from it?
    ):
        return None
    match clause.rest:
        case [PrepChunk(word="with"), QtyChunk() as held] if held.value is not None and (
            held.noun is not None and held.currency is None and held.comparative is None
            and held.of_entity is None and not (held.of_them or held.another or held.remaining)
            and not clause.told.writes_noun_before(held.noun.head, clause.span[0])
        ):
            said = clause.auxiliaries[0].word.lower()
            has = AuxChunk("had" if said in ("was", "were") else "has", "have", clause.auxiliaries[0].span)
            return attrs.evolve(clause, verb=None, auxiliaries=(has,), rest=(held,))
    return None


_OWN_POSSESSIVE = {"female": "her", "male": "his"}


def _subjects_own(subject: EntityChunk, owner: EntityChunk) -> bool:
    """``owner`` is the possessive pronoun ``subject`` takes ("she … her", "Lucy … her")."""
    if subject.kind == "pronoun":
        own = {"she": "her", "he": "his"}.get(subject.text.lower())
    else:
        gender = name_gender(subject.name or subject.text) if subject.kind == "name" else None
        own = _OWN_POSSESSIVE.get(gender or "")
    return own == owner.text.lower()


def _put_in_own(clause: Clause, text: str) -> Clause | None:
    """ "Lucy put 68 shells in her bucket", "She filled her jar with 5 pounds of sand": the
    first things of that kind the story tells, stored by one person in a container of her own,
    are hers, read as "Lucy had 68 shells in her bucket". Only when her holding of the kind
    was never told before (else she moved some of what she held), the container is named by
    the possessive her subject takes and not named again (things later taken from it or put
    in it are no change of her holding), and nothing but the amount and the container is said."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.particle is not None or verb.negated or clause.auxiliaries or (
        clause.supposed or clause.conditional or clause.negated or clause.hedged or clause.total
        or clause.each or clause.placed
    ) or not isinstance(subject, EntityChunk) or subject.plural or subject.members:
        return None
    match clause.rest:
        case (QtyChunk() as qty, PrepChunk(word="in" | "into") as into, NounChunk() as container) if (
            verb.verb_class is VerbClass.PLACE
        ):
            pass
        case (NounChunk() as container, PrepChunk(word="with") as into, QtyChunk() as qty) if (
            verb.lemma == "fill"
        ):
            pass
        case _:
            return None
    owner = container.possessor
    if owner is None or owner.pronoun_role != "possessive" or container.determiner is not None or (
        container.noun.of is not None or container.noun.plural
    ):
        return None
    if not _subjects_own(subject, owner):
        return None
    if qty.value is None or qty.noun is None or qty.currency is not None or qty.comparative is not None or (
        qty.of_entity is not None or qty.of_them or qty.of_the or qty.another or qty.remaining
    ) or clause.told.writes_noun_before(qty.noun.head, clause.span[0]) or (
        _named_again(container, text, clause.span[1])
    ):
        return None
    past = tense_within(clause.times, clause.span) is Tense.PAST
    held = AuxChunk("had" if past else "has", "have", verb.span)
    return attrs.evolve(clause, verb=None, auxiliaries=(held,),
                        rest=(qty, PrepChunk("in", into.span), container))


SpecialFrame = Callable[[Clause, str], "tuple[Proto, ...] | Refusal | None"]


@functools.cache
def _special_frames() -> tuple[SpecialFrame, ...]:
    """The frames for clauses of one shape each, tried in this order before the general ones;
    each answers None for a clause not of its shape. They live in modules that build on
    this one (ages, comparisons, fractions, shares, rates), so they are imported here."""
    from wordproof.reader.ages import read_age
    from wordproof.reader.coins import read_counted_bills, read_quarter_coin
    from wordproof.reader.comparisons import compare_kinds
    from wordproof.reader.fractions_of import read_share as read_fraction
    from wordproof.reader.members import (
        read_counted_each,
        read_each_counted_before,
        read_members_each,
        read_occupants_each,
    )
    from wordproof.reader.prices import read_bought_most, read_wanted_things
    from wordproof.reader.rates import read_rate
    from wordproof.reader.shares import done_by_group, done_over_span, none_gets_more, read_share

    return (
        lambda clause, text: _stated_conversion(clause),
        lambda clause, text: read_counted_bills(clause, text, read_statement),
        lambda clause, text: read_quarter_coin(clause, text, read_statement),
        lambda clause, text: _tender(clause),
        lambda clause, text: _change_got(clause),
        read_wanted_things,
        lambda clause, text: read_bought_most(clause),
        _used_to_get,
        _known_fact,
        lambda clause, text: _same_number(clause),
        lambda clause, text: read_members_each(clause, text, read_statement),
        lambda clause, text: read_counted_each(clause, text, read_statement),
        lambda clause, text: read_occupants_each(clause, text, read_statement),
        read_age,
        none_gets_more,
        _than_at_another_time,
        lambda clause, text: compare_kinds(clause, text, read_statement),
        _times_as_many,
        lambda clause, text: read_fraction(clause, text, read_statement),
        _read_contents,
        lambda clause, text: read_share(clause),
        lambda clause, text: read_rate(clause, text, read_statement),
        lambda clause, text: _part(clause),
        lambda clause, text: read_each_counted_before(clause, text, read_statement),
        lambda clause, text: done_over_span(clause),
        lambda clause, text: done_by_group(clause),
        _done_with_people,
    )


# verbs of going or coming: "with" after them names company or what was carried, not a doing
# shared ("went to the park with 3 friends")
GOING_TABLES = ("motion_verbs", "going_ways_verbs", "going_verbs", "leaving_verbs", "arriving_verbs",
                 "entering_verbs", "alighting_verbs")


def _done_with_people(clause: Clause, text: str) -> tuple[Proto, ...] | None:
    """ "Julia played tag with 12 kids", "He danced with 3 girls and 2 boys": a past doing of
    someone told, with the people counted after "with" as those it was done with (maybe a game
    or a pastime named before "with", with no count). It moves nothing anyone holds: read as
    a doing of the verb and "with" (its effect unknown), counted by the people, for a question
    of how many were done with ("How many kids did she play with?"). Only a verb of doing that
    changes no holding and is no going ("went to the zoo with 3 friends": company); only
    people after "with", and nothing after them."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.particle is not None or verb.negated or (
        clause.auxiliaries or clause.negated or clause.supposed or clause.conditional or clause.hedged
        or clause.each or clause.total
    ) or verb.verb_class not in (VerbClass.ACTIVITY, None) or any(
        in_class(verb.lemma, table) for table in GOING_TABLES
    ) or not isinstance(subject, EntityChunk) or tense_within(clause.times, clause.span) is not Tense.PAST:
        return None
    rest = clause.rest
    if rest and isinstance(game := rest[0], NounChunk) and game.determiner is None and (
        game.possessor is None and game.noun.of is None and not names_a_person(game.noun)
    ):
        rest = rest[1:]  # "played tag (with …)": the game, no count
    if len(rest) < 2 or not (isinstance(rest[0], PrepChunk) and rest[0].word == "with"):
        return None
    people = list_items(list(rest[1:]), (",", "and"))
    quantities = [item[0] for item in people if len(item) == 1 and isinstance(item[0], QtyChunk)]
    if len(quantities) != len(people) or sum(isinstance(c, QtyChunk) for c in rest) != len(quantities) or any(
        q.value is None or q.noun is None or not names_a_person(q.noun) or q.comparative is not None
        or q.currency is not None or q.of_entity is not None or q.of_them or q.another or q.remaining
        for q in quantities
    ):
        return None
    doing = attrs.evolve(verb, lemma=f"{verb.lemma} with", verb_class=None)
    return tuple(Proto(Op.EVENT, subject, qty, clause.span, verb=doing) for qty in quantities)


SAME_NUMBER = "reading: the same number is none more"  # the reading rule that cites the 0
AS_MANY = "reading: as many is once as many"  # "as many cougars as lions": the factor 1


def _same_number(clause: Clause) -> tuple[Proto, ...] | None:
    """ "Cindy and Dan have the same number of stickers": how many is not told, but each one
    after the first has 0 more than the first (a difference later changes can build on)."""
    subject = clause.subject
    if not isinstance(subject, EntityChunk) or len(subject.members) < 2 or any(
        m.kind != "name" or m.members for m in subject.members
    ) or not _holds(clause) or clause.verb is not None or clause.negated or clause.hedged or any(
        a.group == "modal" for a in clause.auxiliaries  # "will have the same number": not so now
    ):
        return None
    match clause.rest:
        case (NounChunk(noun=Noun(head="same", modifiers=())) as same, CueChunk(kind="number"),
              PrepChunk(word="of"), NounChunk(determiner=None, possessor=None) as counted) if (
            counted.noun.plural and not any("ADJ" in lemmas(m) for m in counted.noun.modifiers)
        ):  # ("the same number of red shells": what of the shells that are not red?)
            pass
        case _:
            return None
    span = join(same.span, counted.span)
    first, *others = subject.members
    unknown = QtyChunk(None, None, span, span, noun=counted.noun)
    none_more = QtyChunk(Fraction(0), NumeralKind.CARDINAL, span, span, noun=counted.noun, comparative="more",
                         lexicon_constant=SAME_NUMBER)
    return (Proto(Op.OBSERVE, first, unknown, clause.span),
            *(Proto(Op.COMPARE, other, none_more, clause.span, other=first) for other in others))


def _known_fact(clause: Clause, text: str) -> tuple[Proto, ...] | Refusal | None:
    """ "She found there were 26 left", "Alexa knows she weighs 46 pounds", "He saw that there
    are 4 rows": a verb of knowing or finding out whose object is a clause that is true when
    the verb is (`knowing_verbs`; not "said" or "thinks", which may be wrong): that clause is
    read as a statement of its own."""
    verb = clause.verb
    if verb is None or not in_class(verb.lemma, "knowing_verbs") or clause.negated or clause.hedged or (
        any(a.group == "modal" for a in clause.auxiliaries)
    ):
        return None
    rest = clause.rest
    if verb.particle == "out" or rest[:1] and isinstance(rest[0], PrepChunk) and rest[0].word == "out":
        rest = rest[1:] if verb.particle is None else rest  # "found out (that) …"
    elif verb.particle is not None:
        return None
    match rest:
        case (CueChunk(kind="there") | EntityChunk() | NounChunk(), AuxChunk() | VerbChunk(), *_):
            pass
        case _:
            return None
    inner = split_clauses(tuple(rest), clause.times)
    if len(inner) != 1 or inner[0].subject is None or inner[0].wh is not None:
        return None
    told = attrs.evolve(inner[0], supposed=clause.supposed or inner[0].supposed,
                        conditional=clause.conditional or inner[0].conditional)
    return read_statement(told, text)


def _used_to_get(clause: Clause, text: str) -> tuple[Proto, ...] | Refusal | None:
    """ "He used the money he earned to buy 23 books", "used his tickets to get 3 toys": what
    the means got (a verb of taking) is the clause's count, and the means is spent by an
    amount the text does not tell (a later question about it refuses rather than finding it
    untouched). Not "used a coupon to save $5": saving is no getting."""
    verb = clause.verb
    if verb is None or not in_class(verb.lemma, "means_verbs") or verb.particle is not None or (
        clause.auxiliaries
    ):
        return None
    match clause.rest:
        case (NounChunk() as means, PrepChunk(word="to"), VerbChunk() as got, *after) | (
            NounChunk() as means, EntityChunk(), VerbChunk(), PrepChunk(word="to"), VerbChunk() as got, *after
        ) if in_class(got.lemma, "taking_verbs") and got.particle is None and after and isinstance(
            after[0], QtyChunk
        ) and after[0].value is not None and not _is_money(after[0]):  # ("the money he earned")
            pass
        case _:
            return None
    read = read_statement(attrs.evolve(clause, verb=got, rest=tuple(after)), text)
    if isinstance(read, Refusal):
        return read
    if not isinstance(clause.subject, EntityChunk | NounChunk):
        return None
    spent = QtyChunk(None, None, means.span, means.span, noun=means.noun)
    return (Proto(Op.LOSS, clause.subject, spent, clause.span, verb=verb, cues=("loss",)), *read)


def _holds(clause: Clause) -> bool:
    """ "has", "had", "owns": a clause that tells a holding, with no verb of change."""
    return clause.verb is None and any(a.group == "have" for a in clause.auxiliaries) or (
        clause.verb is not None and clause.verb.verb_class is VerbClass.POSSESS)


def there_is(clause: Clause) -> bool:
    """ "There were 30 pupils": a clause that tells what is there."""
    return isinstance(clause.subject, CueChunk) and clause.subject.kind == "there" and (
        clause.verb is None and any(a.group == "be" for a in clause.auxiliaries))


def _tender(clause: Clause) -> tuple[Proto, ...] | None:
    """ "She paid with (using) a $50 bill": the money handed over for what was bought, of which the
    change comes back. Changes no holding by itself (what was bought costs what it costs);
    "paid the cashier $100" is a transfer, which the change question also takes."""
    verb = clause.verb
    if verb is None or verb.lemma != "pay" or verb.particle is not None or (
        clause.negated or not isinstance(clause.subject, EntityChunk | NounChunk)
        or any(a.group == "modal" for a in clause.auxiliaries)
    ):
        return None
    match clause.rest:
        case [PrepChunk(word="with"), QtyChunk() as handed] | [
            VerbChunk(word="using", particle=None), QtyChunk() as handed
        ]:
            pass
        case _:
            return None
    if not _is_money(handed) or handed.comparative is not None or handed.of_entity or (
        handed.value is None and handed.currency is None
    ):  # (a sum of counted bills is tied to its product: ``reader.coins``)
        return None
    return (Proto(Op.TENDER, clause.subject, handed, clause.span, verb=verb),)


def _change_got(clause: Clause) -> tuple[Proto, ...] | None:
    """ "He got $2 in change", "gets $11 change", "got a $4 change", "received $3 back as change",
    "got $3 back": the money that came back of a sum handed over for what was bought. Changes no
    holding (the sum handed over did not either); replay ties it to that sum less the cost."""
    verb = clause.verb
    if verb is None or not in_class(verb.lemma, "receiving_verbs") or verb.particle not in (None, "back") or (
        clause.negated or clause.hedged or not isinstance(clause.subject, EntityChunk | NounChunk)
        or any(a.group in ("modal", "be") for a in clause.auxiliaries)
    ):
        return None
    rest = list(clause.rest)
    if rest[-1:] and isinstance(back := rest[-1], PrepChunk) and back.word == "back":
        rest = rest[:-1]  # "got $11 in change back"
    if len(rest) > 1 and isinstance(back := rest[1], PrepChunk) and back.word == "back":
        rest = rest[:1] + rest[2:]  # "got $4 back as change"
    said_back = verb.particle == "back" or len(rest) < len(clause.rest)
    match rest:
        case [QtyChunk(noun=None) as got, PrepChunk(word="in" | "as"), NounChunk(
                noun=Noun(head="change", plural=False, modifiers=(), of=None), determiner=None,
                possessor=None)]:
            pass
        case [QtyChunk(noun=Noun(head="change", plural=False, modifiers=(), of=None)) as got]:
            pass
        case [QtyChunk(noun=None) as got] if said_back:
            pass
        case _:
            return None
    if not _is_money(got) or got.comparative is not None or got.of_entity or got.value is None:
        return None
    return (Proto(Op.CHANGE, clause.subject, got, clause.span, verb=verb),)


def _stated_conversion(clause: Clause) -> tuple[Proto, ...] | None:
    """ "There are 60 minutes in an hour", "If there are 128 ounces in a gallon": how many of
    one unit make one of another of its dimension, as the problem states it."""
    if not (isinstance(clause.subject, CueChunk) and clause.subject.kind == "there") or clause.negated:
        return None
    match clause.rest:
        case [QtyChunk(noun=Noun() as told) as qty, PrepChunk(word="in"), NounChunk(
                noun=Noun(plural=False) as one, determiner="a" | "an", possessor=None)]:
            pass
        case [QtyChunk(noun=Noun() as told) as qty, PrepChunk(word="in"), CueChunk(kind="each"),
              NounChunk(noun=Noun(plural=False) as one, determiner=None, possessor=None)]:
            pass
        case [QtyChunk(noun=Noun() as told) as qty, PrepChunk(word="in"),
              QtyChunk(noun=Noun(plural=False) as one) as single] if single.value == 1:
            pass
        case _:
            return None
    unit, per = measure_unit(told.head), measure_unit(one.head)
    if unit is None or per is None or unit.name == per.name or (
        qty.value is None or qty.comparative is not None or told.modifiers or one.modifiers
    ):
        return None
    # "There are 360 days in a year": the calendar reckons days in a year though no table
    # converts them; the text's own count is the one used
    if unit.dimension != per.dimension and reckoned(per, unit) is None:
        return None
    return (Proto(Op.CONVERSION, clause.subject, qty, clause.span, per=one),)


def _read_contents(clause: Clause, text: str) -> tuple[Proto, ...] | Refusal | None:
    """ "37 bags with 19 cookies in each bag": the bags, then the rate of cookies per bag."""
    from wordproof.reader.contents import read_contents  # contents builds on this module's Proto

    contents = _contents(clause) or read_contents(clause)
    if contents is None or _parted_into_sized(clause):
        return None
    container_clause, rate = contents
    # "buys 3 books with 300 pages each": said of those 3 books, not of any others she has
    rate = attrs.evolve(rate, of_counted=True)
    rest = container_clause.rest
    if any(_is_money(money) and isinstance(each, CueChunk) and each.kind == "each"
           for money, each in zip(rest, rest[1:], strict=False)):
        # "3 bags of 5 apples at $1 each": each bag, or each apple?
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)
    read = read_statement(container_clause, text)
    if isinstance(read, Refusal):
        return read
    counted = [p for p in read if isinstance(rate.subject, NounChunk) and p.qty.noun is not None
               and p.qty.noun.head == rate.subject.noun.head and p.op is Op.OBSERVE]
    if len(counted) == 1 and not isinstance(counted[0].subject, CueChunk):
        rate = attrs.evolve(rate, other=counted[0].subject)  # the containers' holder, said here
    return read + (rate,)


def _parted_into_sized(clause: Clause) -> bool:
    """ "She put them into 30 baskets with 28 eggs in each basket": a whole parted into counted
    parts of a stated size, which the share frame reads (the whole is their product), never
    baskets she holds beside it."""
    verb = clause.verb
    if verb is None or not in_class(verb.lemma, "partition_verbs"):
        return False
    return any(isinstance(prep, PrepChunk) and prep.word in ("into", "in") and isinstance(parts, QtyChunk)
               for prep, parts in zip(clause.rest, clause.rest[1:], strict=False))


def _than_at_another_time(clause: Clause, text: str) -> Refusal | None:
    """ "5 more pages than Ned did yesterday", "twice as many as Ned yesterday": a word after
    "than" (or the second "as") that no chunk took (the machine sets aside "yesterday",
    "Monday") may put the compared side at another time."""
    from wordproof.reader.ages import unread_after  # it builds on this module
    from wordproof.reader.fractions_of import THAN_THAT, as_many_then, more_than_then

    than: Chunk | None = next((c for c in clause.rest if isinstance(c, CueChunk) and c.kind == "than"), None)
    if than is None and not _relative_follows(clause, text):
        than = _second_as(clause.rest)  # a relative clause after "as Kyla" is read on its own
    start = than.span[0] if than is not None else 0
    if than is not None and (that := THAN_THAT.match(text, than.span[1])) is not None:
        start = that.end()  # "5 more than that": the quantity told just before, read as a share
    if than is not None and (at := clause.rest.index(than)) and (
        then := more_than_then(list(clause.rest), at - 1, text)
    ) is not None:
        start = then[0]  # "10 more than yesterday": the amount told then, read as a share
    rest = list(clause.rest)
    if than is not None and (as_then := next((found for i in range(rest.index(than)) if (
        found := as_many_then(clause, rest, i, text)) is not None), None)) is not None:
        start = as_then[1]  # "twice as many as on Monday": the amount told then, read as a share
    # "than twice the number of pens": an article says no time, nor does "only" ("but only 2
    # fewer than Vi"); "as Ann and Bo combined" adds
    allowed = frozenset({"the", "only"}) | (
        aggregate_words() | {"have", "do", "had", "did"}  # (the tense is group_totalled's)
        if clause.total and (group_totalled(rest, clause, text) or _kinds_totalled(rest, clause, text))
        else frozenset())
    if than is None or not unread_after(clause, text, start, allowed=allowed):
        return None
    return _refuse(RefusalCode.UNSUPPORTED_FRAME, text[clause.span[0]:clause.span[1]], clause.span)


_OWNED_COMPLEMENT = re.compile(r"\s+of\s+(?:his|her|their|its|my|our|your|[A-Z][\w.]*['’]s?)$")


def _owned_complements(chunks: tuple[Chunk, ...], text: str) -> tuple[Chunk, ...]:
    """ "63 photos of her friends", "37 pages of his book": the "of" complement with an owner
    names the kind ("photos of friends"), as "bags of dog food" does; the owner is not the
    things' holder."""
    items: list[Chunk] = []
    for chunk in chunks:
        qty = items[-1] if items else None
        if isinstance(chunk, NounChunk) and isinstance(qty, QtyChunk) and qty.noun is not None and (
            qty.noun.of is None and qty.of_entity is not None and qty.noun.span[1] < qty.of_entity.span[0]
            and chunk.determiner is None and chunk.possessor is None
        ) and _OWNED_COMPLEMENT.search(text[qty.noun.span[1]:qty.span[1]]) is not None:
            of = " ".join(chunk.noun.modifiers + (chunk.noun.head,))
            items[-1] = attrs.evolve(qty, noun=attrs.evolve(qty.noun, of=of), of_entity=None,
                                     span=join(qty.span, chunk.span))
            continue
        items.append(chunk)
    return tuple(items)


def _relative_follows(clause: Clause, text: str) -> bool:
    following = text[clause.span[1]:].split(maxsplit=1)
    return bool(following) and following[0].lower().strip(",") in ("who", "whose", "which", "that", "where")


def _second_as(rest: tuple[Chunk, ...]) -> Chunk | None:
    """The "as" that names the other side of "as many (…) as"."""
    for index in range(1, len(rest)):
        before, chunk = rest[index - 1], rest[index]
        if isinstance(before, PrepChunk) and before.word == "as" and isinstance(chunk, CueChunk) and (
            chunk.kind in ("many", "much")
        ):
            return next((c for c in rest[index + 1:] if isinstance(c, PrepChunk) and c.word == "as"), None)
    return None


_PURPOSED = frozenset({VerbClass.GAIN, VerbClass.LOSS, VerbClass.TRANSFER_OUT, VerbClass.TRANSFER_IN,
                       VerbClass.PLACE})


def _without_object_purpose(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "collected 71 cans to recycle on Monday and 27 more": "to" and a verb right after what
    a verb of change moved say what for; they are set aside up to the next conjunction when
    nothing but nouns follows the verb (no amount, no other party). Not after other verbs:
    "It takes Uma 3 hours to knit a hat" is what the hours are for."""
    items = list(chunks)
    index = 1
    while index + 1 < len(items):
        counted, to, verb = items[index - 1], items[index], items[index + 1]
        end = next((k for k in range(index + 2, len(items)) if isinstance(items[k], ConjChunk)), len(items))
        if isinstance(counted, QtyChunk) and isinstance(to, PrepChunk) and to.word == "to" and isinstance(
            verb, VerbChunk
        ) and all(isinstance(c, NounChunk) or isinstance(c, QtyChunk) and c.value is None
                  for c in items[index + 2:end]) and not (  # ("used six to buy some toys")
            counted.noun is not None and measure_unit(counted.noun.head) is not None
        ):  # "3 hours to knit a hat", "$5 to buy a hat": what a measure is spent on is read
            del items[index:end]
        index += 1
    return tuple(items)


def _postposed_comparatives(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "35 dollars more than Ian", "12 apples fewer than Kim": a comparative after the counted
    noun says what one before it says ("12 more apples than Kim"). Not after "times" ("4 times
    more than" is not read) nor after a share."""
    items = list(chunks)
    for index in range(len(items) - 1, 0, -1):
        qty, word = items[index - 1], items[index]
        if isinstance(qty, QtyChunk) and qty.noun is not None and qty.comparative is None and (
            qty.value is not None and qty.kind is NumeralKind.CARDINAL and qty.noun.head != "time"
            and qty.of_entity is None and not qty.of_them
            and isinstance(word, CueChunk) and word.kind in ("more", "fewer", "less")
        ):
            # with no "than" ("ran 3 miles less", "has 3 pens more") it is "3 fewer miles",
            # "3 more pens": compared with what the story told before, never a plain amount
            folded = attrs.evolve(qty, comparative=word.kind, span=join(qty.span, word.span))
            items[index - 1:index + 1] = [folded]
    return tuple(items)


def _named_by_a_noun(noun: Noun) -> bool:
    """ "a parking lot", "a car lot": a word of vague amount after a describing noun (no
    adjective: "a whole lot", "a huge bunch" stay amounts) names a thing of its own, a place."""
    return bool(noun.modifiers) and "ADJ" not in lemmas(noun.modifiers[-1])


def _measure_adverbs(chunks: tuple[Chunk, ...], verb: VerbChunk | None) -> tuple[Chunk, ...]:
    """ "jumped 15 inches farther than the toad", "ran 2 miles further": after a doing, a
    length then the comparative of an adjective of distance says what "15 more inches" says.
    Only a unit of length ("3 hours farther" is not read), only distance ("5 inches higher"
    may compare a height with a distance told), only before "than" ("ran 2 miles farther"
    may go on from where the last run stopped); never after "is" ("is 5 inches taller"
    compares measures held, not doings)."""
    if verb is None or verb.verb_class is VerbClass.POSSESS:
        return chunks
    items = list(chunks)
    for index in range(len(items) - 2, 0, -1):
        qty, word, than = items[index - 1], items[index], items[index + 1]
        if isinstance(word, NounChunk) and word.determiner is None and word.possessor is None and (
            not word.noun.modifiers and word.noun.of is None
        ):
            comparative = word.noun.head
        elif isinstance(word, VerbChunk) and word.particle is None and word.auxiliary is None:
            comparative = word.word  # "further", a verb too, is none before "than"
        else:
            continue
        if not (isinstance(than, CueChunk) and than.kind == "than"
                and isinstance(qty, QtyChunk) and qty.noun is not None and qty.comparative is None
                and qty.value is not None and qty.kind is NumeralKind.CARDINAL and qty.of_entity is None
                and not qty.of_them and not qty.attributive):
            continue
        unit = measure_unit(qty.noun.head)
        dimension = comparative_dimension(comparative)
        distance = comparative_of(comparative, "distance_adjectives")
        duration = dimension is not None and comparative_of(comparative, "duration_adjectives")
        if unit is not None and not unit.ambiguous and (
            distance and unit.dimension == dimension or duration and unit.dimension == "time"
        ):
            folded = attrs.evolve(qty, comparative="more", span=join(qty.span, word.span))
            items[index - 1:index + 1] = [folded]
    return tuple(items)


def _ordinal_ellipses(clause: Clause) -> Clause:
    """ "The first jar holds 9 beads. The second one holds 4 more than the first.": "the second
    one" is "the second jar" when the nouns told before with an ordinal all name jars, and "than
    the first" (or "as the first" closing the clause: "twice as many as the first") is "than the
    first jar" when one noun was told with "first" (a bare "the first" elsewhere may be a time
    whose noun was set aside: "the first night"). The clause with each
    so named; as it was when the noun is not that one noun."""
    told = [noun for noun in clause.told.nouns if noun.span[1] <= clause.span[0]]

    def named(chunk: NounChunk, after_than: bool) -> NounChunk:
        if chunk.determiner != "the" or chunk.possessor is not None or chunk.noun.of is not None:
            return chunk
        match chunk.noun.modifiers, chunk.noun.head:
            case ((ordinal,), "one") if _is_ordinal(ordinal):
                heads = {n.head for n in told if any(_is_ordinal(m) for m in n.modifiers)}
            case ((), ordinal) if after_than and _is_ordinal(ordinal):
                heads = {n.head for n in told if n.modifiers == (ordinal,) and n.of is None}
            case _:
                return chunk
        if len(heads) != 1:
            return chunk
        (head,) = heads
        noun = attrs.evolve(chunk.noun, head=head, modifiers=(ordinal,), plural=False)
        return attrs.evolve(chunk, noun=noun)

    rest = list(clause.rest)
    for i, chunk in enumerate(rest):
        if isinstance(chunk, NounChunk):
            before = rest[i - 1] if i else None
            rest[i] = named(chunk, isinstance(before, CueChunk) and before.kind == "than" or (
                isinstance(before, PrepChunk) and before.word == "as" and i + 1 == len(rest)))
    subject = named(clause.subject, False) if isinstance(clause.subject, NounChunk) else clause.subject
    return attrs.evolve(clause, subject=subject, rest=tuple(rest))


def comparative_of(comparative: str, adjectives: str) -> bool:
    """Whether ``comparative`` ("farther", "longer") is the comparative of an adjective of the
    lexicon class ``adjectives``."""
    return any(in_class(base, adjectives) for base in lemmas(comparative).get("ADJ", ())
               if base != comparative.lower())


@functools.cache
def _is_ordinal(word: str) -> bool:
    """ "first", "second", "twentieth", "last": a word that orders things."""
    from wordproof.text.tokens import tokenize

    tokens = tokenize(word)
    return word.lower() == "last" or not isinstance(tokens, Refusal) and len(tokens) == 1 and (
        tokens[0].numeral is not None and tokens[0].numeral.kind is NumeralKind.ORDINAL)


# the side of a thing a measure adjective names: a length is told as its height, its length,
# its width, … and "10 inches wider" says nothing of a height ("short" and "low" fit either of
# the first two, and name none)
_SIDES = {"tall": "height", "high": "height", "long": "length", "wide": "width", "narrow": "width",
          "broad": "width", "deep": "depth", "shallow": "depth", "thick": "thickness", "thin": "thickness",
          "far": "distance", "near": "distance"}


def _sides_named(word: str) -> set[str]:
    """The sides ``word`` names, itself or as a comparative ("wider": width)."""
    bases = {word.lower(), *lemmas(word).get("ADJ", ())}
    return {_SIDES[b] for b in bases if b in _SIDES}


def _sides_agree(comparative: str, text: str) -> bool:
    """ "A door is 80 inches tall. A window is 10 inches wider …": the side the comparative
    names is the only one the text measures (a lesser one, "shorter", with any one side)."""
    compared = _sides_named(comparative)
    told = {side for word in set(re.findall(r"[a-z]+", text.lower())) for side in _sides_named(word)}
    return len(told | compared) <= 1


def _measure_compared(clause: Clause, text: str) -> Clause | None:
    """ "Ann is 5 inches taller than Bo", "Ann's rope was 2 feet shorter than Bo's rope": a
    measure held, told by its difference from another's, says what "Ann has 5 more inches
    than Bo" says of the measures (a measure is held as its amount, "Ann is 50 inches tall"):
    the clause so rewritten. Only a unit of the dimension the comparative names, one other
    holder or thing named ("than girls" would compare two kinds of one holder), nothing after
    it ("than Bo was last year"). None for any other clause."""
    if clause.verb is not None or [a.group for a in clause.auxiliaries] != ["be"] or clause.negated:
        return None
    match clause.rest:
        case (QtyChunk() as qty, NounChunk(determiner=None, possessor=None, noun=Noun(modifiers=(), of=None))
              as word, CueChunk(kind="than") as than, EntityChunk() | NounChunk() as other):
            pass
        case _:
            return None
    if isinstance(other, NounChunk) and (
        other.determiner is None and other.possessor is None or other.noun.plural
    ) or isinstance(other, EntityChunk) and (other.members or other.plural):
        return None  # "than her brothers": each one's measure, or all of theirs?
    if qty.noun is None or qty.comparative is not None or qty.value is None or (
        qty.kind is not NumeralKind.CARDINAL or qty.of_entity is not None or qty.of_them or qty.attributive
    ):
        return None
    unit = measure_unit(qty.noun.head)
    greater, lesser = comparative_dimension(word.noun.head), lesser_comparative_dimension(word.noun.head)
    duration = comparative_of(word.noun.head, "duration_adjectives")
    if unit is not None and unit.dimension == "time" and duration:
        greater, lesser = ("time", None) if greater is not None else (None, "time")  # "30 minutes longer"
    if unit is None or unit.ambiguous or unit.dimension not in (greater, lesser):
        return None
    if unit.dimension == "length" and not _sides_agree(word.noun.head, text):
        return None  # "80 inches tall … 10 inches wider": a width is no height
    if any(noun.head == qty.noun.head and noun.of is not None for noun in clause.told.nouns):
        return None  # after "Bo has 30 inches of ribbon", Bo's inches are no height
    be = clause.auxiliaries[0]
    had = AuxChunk("had" if _said_in_past(clause) else "has", "have", be.span)
    compared = attrs.evolve(qty, comparative="more" if unit.dimension == greater else "fewer",
                            span=join(qty.span, word.span))
    return attrs.evolve(clause, auxiliaries=(had,), rest=(compared, than, other))


def owned_counted(chunk: Chunk) -> tuple[EntityChunk, NounChunk] | None:
    """ "Bennett's brothers", "Ann's pens": the one owner named and the things owned, as a bare
    plural noun; None for anything else."""
    match chunk:
        case EntityChunk(kind="role", plural=True, members=(), possessor=EntityChunk() as owner) as role if (
            role.name is not None
        ):
            surface = role.text.split()[-1]
            noun = Noun(role.name, surface, True, span=(role.span[1] - len(surface), role.span[1]))
        case NounChunk(determiner=None, possessor=EntityChunk() as owner, noun=noun) if noun.plural:
            pass
        case _:
            return None
    if owner.members or owner.plural or owner.possessor is not None or noun.modifiers or noun.of is not None:
        return None
    return owner, NounChunk(noun, noun.span)


def _numbers_compared(clause: Clause) -> Clause | None:
    """ "(If) the number of Ben's brothers is (2 less than) twice the number of Al's brothers":
    what "Ben has (2 fewer than) twice as many brothers as Al" says, the clause so rewritten. The
    same things counted on each side, one owner each, a plain present "is"; None for any other
    clause."""
    if clause.subject is not None or clause.verb is not None or clause.auxiliaries or clause.negated:
        return None
    match clause.rest:
        case (CueChunk(kind="number"), PrepChunk(word="of"), first, AuxChunk(group="be") as be, *compared):
            pass
        case _:
            return None
    plus: list[Chunk] = []
    match compared:
        case [QtyChunk(comparative="more" | "less" | "fewer") as diff, CueChunk(kind="than") as than,
              QtyChunk() as factor, CueChunk(kind="number") as number, PrepChunk(word="of") as of, second]:
            plus = [diff, than]
        case [QtyChunk() as factor, CueChunk(kind="number") as number, PrepChunk(word="of") as of, second]:
            pass
        case _:
            return None
    told, other = owned_counted(first), owned_counted(second)
    if told is None or other is None or be.word.lower() != "is" or not is_factor(factor) or (
        told[1].noun.head != other[1].noun.head
    ):
        return None
    has = AuxChunk("has", "have", be.span)
    # (the words said stay read: "number of" as the second "as", the other's things as the other)
    said = (factor.span[1], factor.span[1])
    rest = (*plus, factor, PrepChunk("as", said), CueChunk("many", "many", said), told[1],
            PrepChunk("as", join(number.span, of.span)), attrs.evolve(other[0], span=second.span))
    return attrs.evolve(clause, subject=told[0], auxiliaries=(has,), rest=rest)


def _measure_scaled(clause: Clause, text: str) -> Proto | None:
    """ "Bo is twice as tall as Ann", "… half as long" (as the one other holder of such a
    measure), "Bo is half her height", "… twice the length of the red rope": a measure held as a
    multiple of another's, in any unit of the dimension the adjective or noun names
    (``Proto.share_dimensions``, which binding keeps to; "long" measures a time too). Only a
    plain present "is"; None for any other clause."""
    if clause.verb is not None or [a.word.lower() for a in clause.auxiliaries] not in (["is"], ["are"]) or (
        clause.negated or clause.hedged or not isinstance(clause.subject, EntityChunk | NounChunk)
    ):
        return None
    other: Ref
    match clause.rest:
        case (QtyChunk() as factor, PrepChunk(word="as"), NounChunk(determiner=None, possessor=None) as word,
              PrepChunk(word="as"), EntityChunk() | NounChunk() as other):
            dimension = measured_dimension(word.noun.head)
        case (QtyChunk() as factor, PrepChunk(word="as"), NounChunk(determiner=None, possessor=None) as word):
            dimension, other = measured_dimension(word.noun.head), CueChunk("other holder", "", word.span)
        case (QtyChunk() as factor, NounChunk(determiner=None, possessor=EntityChunk() as other) as word):
            dimension = named_dimension(word.noun.head)  # "half her height"
        case (QtyChunk() as factor, NounChunk(determiner="the", possessor=None) as word, PrepChunk(word="of"),
              EntityChunk() | NounChunk() as other):
            dimension = named_dimension(word.noun.head)  # "twice the height of Ann"
        case _:
            return None
    if dimension is None or dimension == "calendar" or not is_factor(factor) or word.noun.modifiers or (
        word.noun.of is not None or word.noun.plural
    ):
        return None
    said = _MEASURE_NOUN_ADJECTIVES.get(word.noun.head, frozenset({word.noun.head}))
    if any(measured_dimension(told) == dimension and told.lower() not in said
           for told in re.findall(r"[A-Za-z]+", text[:clause.span[0]])):
        return None  # "Ann is 10 inches wide. Bo is twice as tall as Ann": her height is not told
    if isinstance(other, NounChunk) and (
        other.determiner is None and other.possessor is None or other.noun.plural
    ) or isinstance(other, EntityChunk) and (other.members or other.plural):
        return None  # "as tall as girls", "than her brothers": each one's, or all of theirs?
    return Proto(Op.SCALE, clause.subject, attrs.evolve(factor, noun=None, span=join(factor.span, word.span)),
                 clause.span, other=other, share_dimensions=(dimension, "time") if (
                     in_class(word.noun.head, "duration_adjectives")) else (dimension,))


# the adjectives that tell a measure named by its noun ("half her height": "Ann is 5 feet tall")
_MEASURE_NOUN_ADJECTIVES = {"height": frozenset({"tall", "high"}), "length": frozenset({"long"}),
                            "distance": frozenset({"far", "long"}), "weight": frozenset({"heavy"}),
                            "time": frozenset({"long"})}


def _counted_of(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "as many pieces of chalk", "the number of boxes of crackers": the "of" complement of
    the counted noun names the kind, as after a number ("4 pieces of chalk")."""
    items = list(chunks)
    for index in range(len(items) - 3, 0, -1):
        match items[index - 1:index + 3]:
            case [CueChunk(kind="many" | "much") | PrepChunk(word="of"), NounChunk() as counted,
                  PrepChunk(word="of"), NounChunk() as complement] if (
                counted.determiner is None and counted.possessor is None and counted.noun.of is None
                and complement.determiner is None and complement.possessor is None
                and complement.noun.of is None
            ):
                of = " ".join(complement.noun.modifiers + (complement.noun.head,))
                noun = attrs.evolve(counted.noun, of=of, span=join(counted.noun.span, complement.span))
                whole = attrs.evolve(counted, noun=noun, span=join(counted.span, complement.span))
                items[index:index + 3] = [whole]
    return tuple(items)


def _time_of_the_doing(chunks: tuple[Chunk, ...], verb: VerbChunk | None) -> tuple[Chunk, ...]:
    """ "reads 10 pages every hour of reading", "earns $9 per hour of work": the "of" after a
    unit of time in a pace names the doing the time is spent on; when that is the clause's own
    verb, or paid working time (lexicon ``working_verbs``: an hour of work is an hour worked),
    the pace is per that unit, as "every hour" says. Any other doing ("per hour of overtime")
    stays, and is not read."""
    items = list(chunks)
    for index in range(len(items) - 3):
        match items[index:index + 4]:
            case [CueChunk(kind="each"), NounChunk() as unit, PrepChunk(word="of"), NounChunk() as doing] if (
                unit.determiner is None and unit.possessor is None and unit.noun.of is None
                and not unit.noun.plural and (measured := measure_unit(unit.noun.head)) is not None
                and measured.dimension in ("time", "calendar")
                and doing.determiner is None and doing.possessor is None and not doing.noun.modifiers
                and not doing.noun.plural and doing.noun.of is None
            ):
                done = verb_lemma(doing.noun.surface)
                own = verb is not None and done == verb.lemma
                if done is not None and (own or in_class(done, "working_verbs")):
                    return tuple(items[:index + 2] + items[index + 4:])
    return chunks


def _named_other(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "as many books as his sister, Laura", "than her brother, Stu" closing the clause: the
    name after the comma is who the role is; the comparison is with Laura."""
    match chunks:
        case (*head, PrepChunk(word="as") | CueChunk(kind="than") as than,
              EntityChunk(kind="role", possessor=EntityChunk()) as role, ConjChunk(word=","),
              EntityChunk(kind="name") as name):
            return (*head, than, attrs.evolve(name, span=join(role.span, name.span)))
        case (*head, PrepChunk(word="as") | CueChunk(kind="than") as than,
              EntityChunk(kind="role", possessor=EntityChunk()) as role, EntityChunk(kind="name") as name):
            return (*head, than, attrs.evolve(name, span=join(role.span, name.span)))  # "her sister Gigi"
    return chunks


def _inverted_as(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "as many points as did Kim", "as does Kim", "2 fewer stars than did Kim" closing the
    clause: "as Kim did", "than Kim did"."""
    match chunks:
        case (*head, PrepChunk(word="as") | CueChunk(kind="than") as as_,
              AuxChunk(group="do" | "have") as aux, EntityChunk() as other):
            return (*head, as_, other, aux)
    return chunks


def _without_epithet(clause: Clause, text: str) -> Clause:
    """ "Dylan the Dog bought 36 apples": a name, then "the" and a capitalized noun with no
    comma between (an epithet, as in "Alexander the Great"), then the verb: the epithet only
    says who the name is, and the clause is read as "Dylan bought 36 apples"."""
    subject, rest = clause.subject, clause.rest
    if clause.verb is not None or clause.auxiliaries or subject is None or not (
        isinstance(subject, EntityChunk) and subject.kind == "name" or _bare_capitalized(subject, text)
    ) or len(rest) < 2:
        return clause
    epithet, verb = rest[0], rest[1]
    said = text[epithet.span[0]:epithet.span[1]].split()
    if not isinstance(epithet, NounChunk) or not isinstance(verb, VerbChunk) or (
        epithet.determiner != "the" or epithet.possessor is not None or epithet.noun.of is not None
        or epithet.noun.modifiers or said[:1] != ["the"] or len(said) != 2 or not said[1][:1].isupper()
        or text[subject.span[1]:epithet.span[0]].strip()
    ):
        return clause
    name = text[subject.span[0]:subject.span[1]]
    if {e.lower() for e in re.findall(rf"\b{re.escape(name)}\s+the\s+([A-Z]\w*)", text)} != {said[1].lower()}:
        return clause  # "Dylan the Dog … Dylan the Cat": the epithets tell two of one name apart
    return attrs.evolve(clause, verb=verb, rest=rest[2:])


def _bare_capitalized(chunk: Chunk | None, text: str) -> bool:
    """ "Pinky the Pig bought …": a capitalized singular noun with no determiner, no word
    before it in its noun phrase, opening its sentence: a name the names table lacks, as the
    epithet after it shows (the binding keeps it a noun that may be a name)."""
    if not isinstance(chunk, NounChunk) or chunk.determiner is not None or chunk.possessor is not None or (
        chunk.noun.plural or chunk.noun.modifiers or chunk.noun.of is not None
    ):
        return False
    before = text[:chunk.span[0]].rstrip()
    return text[chunk.span[0]:chunk.span[0] + 1].isupper() and (not before or before[-1] in ".!?")


def _main_do(clause: Clause) -> Clause:
    """ "Zac did 47 push-ups": a "do" with no verb after it and a count right after it is the
    verb itself, a doing counted as "ran 47 laps" is."""
    match clause.auxiliaries, clause.rest:
        case (AuxChunk(group="do") as did,), (QtyChunk(), *_) if clause.verb is None:
            doing = VerbChunk(did.word, "do", VerbClass.ACTIVITY, did.span)
            return attrs.evolve(clause, auxiliaries=(), verb=doing)
    return clause


def _let_go(clause: Clause) -> Clause:
    """ "He let 11 go", "let 3 of the fish go": "let" with a bare "go" closing the clause says
    what "released" says, a loss of what was let go."""
    verb = clause.verb
    match clause.rest:
        case (QtyChunk(), VerbChunk(lemma="go", particle=None) as went) if (
            verb is not None and verb.lemma == "let" and verb.particle is None
            and went.word.lower() == "go"
        ):
            released = attrs.evolve(verb, lemma="release", verb_class=VerbClass.LOSS,
                                    span=join(verb.span, went.span))
            return attrs.evolve(clause, verb=released, rest=clause.rest[:1])
    return clause


def _let_have(clause: Clause) -> Clause:
    """ "She lets her sister have 1/3 of them", "let Bo take 4 of the pens": "let" a person "have"
    or "take" a part of things told, closing the clause, says what "gives her sister 1/3 of
    them" says: a giving of that amount to that person. ("let Bo keep 4 pens" may be Bo's own
    pens; "Her mom lets her have 3 cookies" may only allow her 3 of her own; "lets herself have
    3" gives nobody anything: not read.)"""
    verb = clause.verb
    match clause.rest:
        case (EntityChunk() | NounChunk() as receiver, AuxChunk(group="have") | VerbChunk(
            lemma="take", particle=None
        ) as had, QtyChunk(of_said=True) as amount) if (
            verb is not None and verb.lemma == "let" and verb.particle is None and not clause.negated
            and had.word.lower() in ("have", "take") and not _oneself(receiver)
            and (amount.of_them or amount.of_the or amount.of_entity is not None)
        ):
            given = attrs.evolve(verb, lemma="give", verb_class=VerbClass.TRANSFER_OUT,
                                 span=join(verb.span, had.span))
            return attrs.evolve(clause, verb=given, rest=(receiver, amount))
    return clause


_GROUP_SUBJECTS = {"their": "they", "our": "we"}


def _number_of_theirs(clause: Clause) -> Clause:
    """ "The (total) number of their dresses (combined) is 48", "The total number of dresses they
    have is 48": said of a group, what "They have 48 dresses combined" says — a total the group
    holds now (``total``). Only with a present "is", a plain count and nothing else said."""
    if clause.subject is not None or clause.verb is not None or clause.auxiliaries or clause.negated:
        return clause
    match clause.rest:
        case (CueChunk(kind="number"), PrepChunk(word="of"),
              NounChunk(determiner=None, possessor=EntityChunk(kind="pronoun") as theirs) as counted,
              AuxChunk(word="is") as be, QtyChunk(noun=None, kind=NumeralKind.CARDINAL) as count) if (
            theirs.text.lower() in _GROUP_SUBJECTS
        ):
            holders = attrs.evolve(theirs, text=_GROUP_SUBJECTS[theirs.text.lower()], plural=True)
        case (CueChunk(kind="number"), PrepChunk(word="of"),
              NounChunk(determiner=None, possessor=None) as counted, EntityChunk(plural=True) as holders,
              AuxChunk(group="have", word="have"), AuxChunk(word="is") as be,
              QtyChunk(noun=None, kind=NumeralKind.CARDINAL) as count):
            pass
        case _:
            return clause
    if count.value is None or count.comparative is not None or not counted.noun.plural or (
        holders.kind != "pronoun" or holders.possessor is not None
    ):
        return clause
    holders = attrs.evolve(holders, pronoun_role="subject")
    have = AuxChunk("have", "have", be.span)
    held = attrs.evolve(count, noun=counted.noun, span=join(counted.span, count.span))
    return attrs.evolve(clause, subject=holders, auxiliaries=(have,), rest=(held,), total=True)


def _gone_on(clause: Clause) -> Clause:
    """ "went on 6 rides", "goes on 3 trips": "go on" before a count is one verb whose things
    are the count ("How many rides did she go on?"), not a going onto a place."""
    verb = clause.verb
    match clause.rest:
        case (PrepChunk(word="on") as on, QtyChunk(noun=Noun()), *_) if (
            verb is not None and verb.lemma == "go" and verb.particle is None
        ):
            return attrs.evolve(clause, verb=attrs.evolve(verb, particle="on", span=join(verb.span, on.span)),
                                rest=clause.rest[1:])
    return clause


def _cut_into_parts(clause: Clause) -> Clause:
    """ "Each pie is cut into 8 slices", "A melon can be sliced into 6 pieces": the parts one
    thing is cut into, read as the clause "<the thing> has <the parts>" ("Each pie has 8
    slices"). Only one thing (a plural, "The pies were cut into 8 slices": each, or in all?),
    never a person ("The class is divided into 3 teams")."""
    verb, subject = clause.verb, clause.subject
    if verb is None or not verb.participle or verb.particle is not None or not in_class(
        verb.lemma, "cutting_verbs"
    ) or not isinstance(subject, NounChunk) or subject.noun.plural or in_class(
        subject.noun.head, "person_nouns"
    ):
        return clause
    groups = [a.group for a in clause.auxiliaries]
    if groups not in (["be"], ["modal", "be"]) or clause.negated:
        return clause
    match clause.rest:
        case (PrepChunk(word="into"), QtyChunk(noun=Noun() as parts, value=Fraction()) as count) if (
            count.comparative is None and parts.plural and not in_class(parts.head, "person_nouns")
        ):
            be = clause.auxiliaries[0]
            past = be.word.lower() in ("was", "were", "could", "would")
            have = AuxChunk("had" if past else "has", "have", join(be.span, verb.span))
            return attrs.evolve(clause, verb=None, auxiliaries=(have,), rest=(count,))
    return clause


def _without_phase_verb(clause: Clause) -> Clause:
    """ "She starts saving $5 a week", "He kept selling 3 a day", "He ended up buying 11": the
    doing itself, in the phase verb's tense ("saves", "sold", "bought"); the clause is read as
    that doing."""
    phase, rest = clause.verb, clause.rest
    if phase is None or not rest:
        return clause
    outcome = phase.particle is not None and in_class(
        f"{phase.lemma} {phase.particle}", "outcome_phrasal_verbs")
    if not (phase.particle is None and in_class(phase.lemma, "phase_verbs") or outcome):
        return clause
    doing = rest[0]
    if not isinstance(doing, VerbChunk) or doing.particle is not None or (
        not doing.word.lower().endswith("ing")
    ):
        return clause
    word = inflected_like(doing.lemma, phase.word, phase.lemma)
    if word is None:
        return clause
    verb = attrs.evolve(doing, word=word, span=join(phase.span, doing.span), negated=phase.negated,
                        auxiliary=phase.auxiliary, participle=phase.participle)
    return attrs.evolve(clause, verb=verb, rest=rest[1:])


def _spent_buying(chunks: tuple[Chunk, ...], verb: VerbChunk | None) -> tuple[Chunk, ...]:
    """ "spent $10 buying his lunch": a sum spent, then the buying it went on, read as
    "spent $10 on his lunch". Only a sum of money right after "spend" and a bare gerund of a verb
    of buying right after it, with the thing bought next ("spent 2 hours buying food" is time,
    "spent $10 selling" buys nothing)."""
    if verb is None or verb.lemma != "spend" or verb.negated:
        return chunks
    match chunks[:3]:
        case [QtyChunk() as money, VerbChunk(particle=None, auxiliary=None, negated=False) as buying,
              NounChunk() | QtyChunk()] if (
            _is_money(money) and buying.word.lower().endswith("ing")
            and in_class(buying.lemma, "buying_verbs")
        ):
            return (money, PrepChunk("on", buying.span), *chunks[2:])
    return chunks


def _sum_named_after(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "got a bonus of $500", "left a tip of $6": a sum named by a noun of money itself
    (lexicon ``money_nouns``) before "of", read as "a $500 bonus" is (one chunk). Only "a"/"an"
    and the plain noun; never a noun of money that is a thing handed ("a bill of $20") or has
    words before it ("a weekly allowance of $20")."""
    items = list(chunks)
    for i in range(len(items) - 2):
        match items[i:i + 3]:
            case [NounChunk(noun=noun, determiner="a" | "an", possessor=None) as named, PrepChunk(word="of"),
                  QtyChunk(currency="dollar", noun=None, comparative=None) as money] if (
                money.value is not None and in_class(noun.head, "money_nouns") and not noun.plural
                and not noun.modifiers and noun.of is None and noun.head not in _SUMS_HANDED
                and money.of_entity is None and not money.of_them and money.measure is None
            ):
                items[i:i + 3] = [attrs.evolve(money, span=join(named.span, money.span), noun=noun)]
                return tuple(items)
    return chunks


def _sum_of_a_kind_bought(chunks: tuple[Chunk, ...], verb: VerbChunk | None) -> tuple[Chunk, ...]:
    """ "bought $400 of furniture": a sum and "of" a kind right after a verb of buying, read as
    "bought $400 worth of furniture" is (a sum spent on the kind, ``rates._bought_worth``). Only a
    bare kind ("of the furniture", "of her books" are things told, not read so)."""
    if verb is None or not in_class(verb.lemma, "buying_verbs"):
        return chunks
    items: list[Chunk] = []
    for at, chunk in enumerate(chunks):
        match chunk:
            case QtyChunk(noun=Noun() as noun, currency="dollar", of_said=True, of_the=False, of_entity=None,
                          comparative=None) as said if said.value is not None and not noun.owners and (
                at == 0 or isinstance(chunks[at - 1], ConjChunk)
            ):
                worth = CueChunk("rate", "worth", (said.value_span[1], said.value_span[1]))
                of = PrepChunk("of", (noun.span[0], noun.span[0]))
                items += [attrs.evolve(said, noun=None, of_said=False, span=said.value_span), worth, of,
                          NounChunk(noun, noun.span)]
            case _:
                items.append(chunk)
    return tuple(items)


# money nouns that are things handed over, counted apart from their sum ("a bill of $20")
_SUMS_HANDED = frozenset({"dollar", "cent", "buck", "money", "cash", "bill", "note", "coin", "check",
                          "cheque", "change"})


def _cost_with_its_sum(chunk: NounChunk, clause: Clause) -> bool:
    """ "(a pair of shorts) that cost $18": the relative "that cost", read as one chunk
    (``_costing``), right before the sum it tells: a sum said, no price named without one."""
    rest = list(clause.rest)
    at = next((i for i, c in enumerate(rest) if c is chunk), None)
    return chunk.determiner == "that" and chunk.noun.head in ("cost", "costs") and at is not None and (
        at + 1 < len(rest) and isinstance(money := rest[at + 1], QtyChunk) and money.currency is not None
        and money.value is not None and money.comparative is None)


def _costing(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "3 pens which cost $2 each", "a stand that costs $28", "a stand costing $28": the
    relative "which / that cost" (or the participle) before a sum, read as the words "that cost"
    after a count are (one chunk), so that the purchase frames see one shape."""
    items = list(chunks)
    for i in range(len(items) - 2):
        match items[i:i + 3]:
            case [CueChunk(kind="relative", text="that" | "which") as that,
                  VerbChunk(lemma="cost", particle=None, negated=False) as verb, QtyChunk() as money] if (
                money.currency is not None
            ):
                cost = Noun("cost", verb.word, False, span=verb.span)
                items[i:i + 2] = [NounChunk(cost, join(that.span, verb.span), determiner="that")]
                return _costing(tuple(items))
            case [NounChunk() | QtyChunk(), VerbChunk(lemma="cost", particle=None, negated=False) as verb,
                  QtyChunk() as money] if (
                money.currency is not None and verb.word.lower() == "costing" and verb.auxiliary is None
            ):
                # "a pen costing $2": the participle says what "that costs" says
                cost = Noun("cost", verb.word, False, span=verb.span)
                items[i + 1] = NounChunk(cost, verb.span, determiner="that")
                return _costing(tuple(items))
    return chunks


def _describing_relatives(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "had 64 birds that talked and 13 that did not": a relative after a count whose verb is
    a doing that moves nothing (an activity, or a verb of no class that neither ends the
    things nor takes them away: not "died", "escaped"), closing the clause or its
    list item, names a sort of the counted thing, as "talking birds" would; "13 that did not"
    is the other sort of the same thing. Any other relative is left to refuse."""
    items: list[Chunk] = []
    told: Noun | None = None  # the counted thing, as the last count in the list named it
    doing: str | None = None
    index = 0
    while index < len(chunks):
        chunk = chunks[index]
        relative = chunks[index + 1] if index + 1 < len(chunks) else None
        if not (isinstance(chunk, QtyChunk) and isinstance(relative, CueChunk) and relative.kind == "relative"
                and relative.text.lower() in ("that", "who", "which")):
            items.append(chunk)
            index += 1
            continue
        match chunks[index + 2:]:
            case (VerbChunk(particle=None, negated=False, auxiliary=None) as verb, *after) if (
                verb.verb_class in (VerbClass.ACTIVITY, None) and not in_class(verb.lemma, "ending_verbs")
                and not in_class(verb.lemma, "leaving_verbs")  # "monkeys that escaped" are gone
            ):
                sort, used = verb.lemma, 3
            case (AuxChunk(group="do"), CueChunk() as negation, *after) if doing is not None and (
                in_class(negation.text, "negations")
            ):
                sort, used = f"not {doing}", 4
            case _:
                return chunks
        if after and not isinstance(after[0], ConjChunk):
            return chunks
        noun = chunk.noun if chunk.noun is not None else told
        if noun is None or noun.modifiers or noun.of is not None:
            return chunks
        told, doing = noun, sort.removeprefix("not ")
        items.append(attrs.evolve(chunk, noun=attrs.evolve(noun, modifiers=(sort,))))
        index += used
    return tuple(items)


def _contact_relatives(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "twice the number (amount) of pens that Ann has / bought" closing the clause says what
    "twice the number of pens Ann has / bought" says: the relative's object is the counted noun."""
    match chunks:
        case (*head, CueChunk(kind="number") | NounChunk(noun=Noun(head="amount"), determiner="the"),
              PrepChunk(word="of"),
              NounChunk() as counted, CueChunk(kind="relative", text="that") as that, EntityChunk() as other,
              AuxChunk() | VerbChunk() as verb):
            # the noun phrase takes the word: no word is left unread
            counted = attrs.evolve(counted, span=join(counted.span, that.span))
            return (*head, chunks[-6], chunks[-5], counted, other, verb)
    return _things_told_after_a_factor(chunks)


def _things_told_after_a_factor(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "twice the pages (that) Ann read", "half the cans collected by Ann" closing the clause say
    what "twice the number of pages Ann read", "half the number of cans collected by Ann" say: a
    factor right before "the" and a plain plural whose doer is told after it counts them. The
    doing after it is checked as after "the number of" (the clause's own verb, or refused)."""
    for at in range(len(chunks) - 2):
        match chunks[at:at + 2]:
            case (QtyChunk() as factor, NounChunk(determiner="the", possessor=None) as counted) if (
                is_factor(factor) and counted.noun.plural and counted.noun.of is None
            ):
                break
    else:
        return chunks
    head, told = chunks[:at], list(chunks[at + 2:])
    match told:
        case [CueChunk(kind="relative", text="that") as that, EntityChunk(), AuxChunk() | VerbChunk()]:
            told = told[1:]
            counted = attrs.evolve(counted, span=join(counted.span, that.span))
        case [EntityChunk(), AuxChunk() | VerbChunk()] | [
            VerbChunk(participle=True, particle=None), PrepChunk(word="by"), EntityChunk()
        ]:
            pass
        case _:
            return chunks
    the = (counted.span[0], counted.noun.span[0])
    number = CueChunk("number", "the", the)
    of = PrepChunk("of", (the[1], the[1]))
    plain = attrs.evolve(counted, determiner=None, span=(counted.noun.span[0], counted.span[1]))
    return (*head, factor, number, of, plain, *told)


def _coordinate_adjectives(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "46 big, red apples", "28 old, brown sheets of paper": adjectives parted by a comma
    all modify the noun after the last one (with its "of" complement); the comma split the
    quantity from its noun."""
    items = list(chunks)
    index = 0
    while index + 2 < len(items):
        qty, comma, noun = items[index], items[index + 1], items[index + 2]
        if isinstance(qty, QtyChunk) and qty.noun is not None and not qty.noun.modifiers and (
            qty.noun.of is None and isinstance(comma, ConjChunk) and comma.word == ","
            and isinstance(noun, NounChunk) and noun.determiner is None and noun.possessor is None
            and noun.noun.of is None
        ) and "ADJ" in (parts := lemmas(qty.noun.surface)) and (
            "NOUN" not in parts or _singular_after_many(qty)  # "28 old, brown sheets"
        ):
            head = attrs.evolve(noun.noun, modifiers=(qty.noun.head,) + noun.noun.modifiers)
            end = index + 3
            match items[end:end + 2]:
                case [PrepChunk(word="of"), NounChunk(determiner=None, possessor=None) as of]:
                    head = attrs.evolve(head, of=" ".join(of.noun.modifiers + (of.noun.head,)))
                    end += 2
            items[index:end] = [attrs.evolve(qty, noun=head, span=join(qty.span, items[end - 1].span))]
        index += 1
    return tuple(items)


def _singular_after_many(qty: QtyChunk) -> bool:
    """A singular word after a count above one is no noun that count counts."""
    return qty.noun is not None and not qty.noun.plural and qty.value is not None and qty.value > 1 and (
        qty.kind is NumeralKind.CARDINAL)


def fill_gapped_heads(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "31 red and 15 green balloons", "2 apple, 4 pecan and 7 pumpkin pies": in a list
    of quantities, one whose noun is a lone modifier (an adjective, or a singular noun after
    a number above one) takes the head of the last quantity in the list."""
    items = list(chunks)
    for index, chunk in enumerate(items):
        if not isinstance(chunk, QtyChunk) or chunk.noun is None or not _lone_modifier(chunk):
            continue
        head = _list_head(items, index)
        if head is not None and _animals_counted(chunk.noun, head):
            continue  # "4 fish and 3 crabs": a plural spelled as its singular, beside more animals
        if head is not None:
            noun = attrs.evolve(head, modifiers=chunk.noun.modifiers + (chunk.noun.head,))
            items[index] = attrs.evolve(chunk, noun=noun)
    return tuple(items)


def _lone_modifier(qty: QtyChunk) -> bool:
    noun = qty.noun
    assert noun is not None
    if noun.modifiers or noun.of:
        return False
    parts = lemmas(noun.surface)
    adjective = "ADJ" in parts and "NOUN" not in parts or noun.head in _COLOR_WORDS and not noun.plural
    # ("a $5 bill and 13 quarters": a sum before its money noun is one bill, not five)
    return adjective or not noun.plural and qty.value is not None and qty.value > 1 and qty.currency is None


def _animals_counted(noun: Noun, head: Noun) -> bool:
    """ "4 sheep and 3 goats", "4 fish and 3 crabs": an animal whose plural is spelled as its
    singular, listed beside a count of animals, is counted itself ("fish crabs" are no kind)."""
    return noun.head in inflections(noun.head, "NNS") and all(
        membership(n.head, "animal") for n in (noun, head))


_COLOR_WORDS = frozenset({"red", "blue", "green", "yellow", "white", "black", "pink",
                          "purple", "orange", "brown", "gray", "grey", "silver", "gold"})


def _list_head(items: list[Chunk], index: int) -> Noun | None:
    """The noun of the last quantity in the list that starts at ``index``."""
    j = index + 1
    head = None
    while j + 1 < len(items) and isinstance(items[j], ConjChunk) and isinstance(items[j + 1], QtyChunk):
        following = items[j + 1]
        assert isinstance(following, QtyChunk)
        if following.noun is not None and following.noun.plural:
            head = following.noun
        j += 2
    return attrs.evolve(head, modifiers=()) if head is not None else None


_CHANGES = frozenset({VerbClass.GAIN, VerbClass.LOSS, VerbClass.TRANSFER_OUT,
                      VerbClass.TRANSFER_IN, VerbClass.EITHER, VerbClass.PLACE})


_SHARING = frozenset({"each", "every", "per", "equal", "equally", "same", "evenly", "apiece"})


def _distributes(clause: Clause) -> bool:
    """Whether the clause speaks of equal shares ("each", "the same number", "equally")."""
    chunks: list[Chunk] = [c for c in (clause.subject,) if c is not None] + list(clause.rest)
    for chunk in chunks:
        if isinstance(chunk, CueChunk) and (chunk.kind == "each" or chunk.text in _SHARING):
            return True
        if isinstance(chunk, NounChunk) and _SHARING & set(chunk.noun.modifiers + (chunk.noun.head,)):
            return True
    return False


def _unstated_amount(clause: Clause) -> Clause | None:
    """ "He buys more", "She ate apples", "picked peaches": a change whose amount the text
    does not give changes the holding by an unknown amount; it is never dropped. A
    progressive ("was making pies") sets a scene and changes nothing yet."""
    verb = clause.verb
    if verb is None or clause.subject is None:
        return None
    if verb.verb_class is None:
        return _unknown_effect(clause, verb)
    if verb.verb_class not in _CHANGES:
        return None
    if progressive(clause):
        return None
    # the thing changed, never a place after a preposition ("adds them to the bowl")
    object_ = next((c for before, c in zip((None, *clause.rest), clause.rest, strict=False)
                    if isinstance(c, NounChunk) and c.possessor is None and c.noun.head
                    and not isinstance(before, PrepChunk)), None)
    if object_ is not None and _habitual(verb) and object_.noun.plural and object_.determiner is None and (
        verb.verb_class is VerbClass.GAIN
    ):
        # "Danny collects bottle caps": a habit, no event of the story; he holds some
        unknown = QtyChunk(None, None, object_.span, object_.span, noun=object_.noun)
        have = AuxChunk("has", "have", verb.span)
        return attrs.evolve(clause, verb=None, auxiliaries=(have,), already=True, habit=True,
                            rest=(unknown,) + tuple(c for c in clause.rest if c is not object_))
    if in_class(verb.lemma, "spending_verbs"):
        # "paid the bill", "paid the driver", "spent the afternoon": whatever it names, money
        # went, an amount not told (never a loss of bills or of drivers)
        unknown = QtyChunk(None, None, verb.span, verb.span, currency="dollar")
        return attrs.evolve(clause, rest=(unknown,) + tuple(c for c in clause.rest if c is not object_))
    them = any(isinstance(c, EntityChunk) and c.text.lower() in ("them", "it") for c in clause.rest)
    # "bought more pizzas", "picked more": more of what was got before, never a first getting
    more = any(isinstance(c, CueChunk) and c.kind == "more" for c in clause.rest)
    # the "more" of "more bales" goes into the amount with its noun ("stacked more bales in the
    # barn": the place right after the amount, as after "some more bales")
    said_of_object = next((c for c, after in zip(clause.rest, clause.rest[1:], strict=False)
                           if isinstance(c, CueChunk) and c.kind == "more" and after is object_), None)
    unknown = QtyChunk(None, None, verb.span, verb.span, noun=object_.noun if object_ else None,
                       of_them=them, comparative="more" if more else None)
    return attrs.evolve(clause, rest=(unknown,) + tuple(
        c for c in clause.rest if c is not object_ and c is not said_of_object))


def _unread_passive(clause: Clause) -> bool:
    """ "were added", "was taken away" left in a clause's rest: a passive change."""
    rest = clause.rest
    return any(isinstance(aux, AuxChunk) and aux.group == "be" and isinstance(verb, VerbChunk)
               and verb.verb_class in _CHANGES and not verb.word.lower().endswith("ing")
               for aux, verb in zip(rest, rest[1:], strict=False))


def _thing_changed(clause: Clause) -> bool:
    """ "The pens were stolen", "Her cookies disappeared", "Her ducks flew away": things told to
    change or go, with no number; how many went is not told."""
    verb = clause.verb
    subject = clause.subject
    if verb is None or not isinstance(subject, NounChunk) or names_a_person(subject.noun) or (
        verb.word.lower().endswith("ing")
    ):
        return False
    passive = any(a.group == "be" for a in clause.auxiliaries)
    gone = verb.particle in ("away", "off") or any(  # "flew away", "ran off"
        isinstance(c, PrepChunk) and c.word in ("away", "off") for c in clause.rest[:1])
    return verb.verb_class in _CHANGES or gone or any(
        in_class(verb.lemma, name) for name in ("ending_verbs", "leaving_verbs")) or (
        passive and in_class(verb.lemma, "taking_verbs"))


def _told_kind_gone(clause: Clause, text: str) -> bool:
    """ "The kids went home", "The ducks came to the pond", "A group of kids went home", "The kid
    came back", "A duck flew in", with kids or ducks named elsewhere in the story: things of a
    kind it tells of go somewhere, with no number; how many of those told went is not told
    (people too, unlike ``_thing_changed``). One thing of the kind is so only where the story
    counts that kind (its plural told elsewhere): "The boy went to the store" beside no boys
    counted is a scene."""
    subject = clause.subject
    verb = clause.verb or next((c for c in clause.rest if isinstance(c, VerbChunk)), None)
    if verb is None or not isinstance(subject, NounChunk) or not _goes_in_clause(verb, clause):
        return False  # (a verb left after a joined subject: "A kid and his dad went home")
    elsewhere = text[:clause.span[0]] + " " + text[clause.span[1]:]
    kinds = (subject.noun.head, *((subject.noun.of,) if subject.noun.of else ()))
    if subject.noun.plural:
        return any(names_noun(elsewhere, kind) for kind in kinds)
    return any(word.lower() != noun_form(word) and noun_form(word) in kinds
               for word in re.findall(r"[A-Za-z]+", elsewhere))


def _goes_in_clause(verb: VerbChunk, clause: Clause) -> bool:
    """A verb of going (``_goes_somewhere``), or an activity told with a word of whither or
    whence after it and a place or nothing ("flew onto the fence", "flew in", "ran off"; "in" /
    "on" only last: "swam in the pond" says where)."""
    rest = clause.rest
    return _goes_somewhere(verb) or verb.verb_class in (VerbClass.ACTIVITY, None) and any(
        isinstance(c, PrepChunk) and c.word in _TOWARD | _AWAY and c.span[0] > verb.span[0] and (
            index == len(rest) - 1 and c.word != "to"
            or c.word not in _WHERE and index + 1 < len(rest) and isinstance(rest[index + 1], NounChunk))
        for index, c in enumerate(rest))


def gone_among_told(clause: Clause, text: str) -> bool:
    """ "Sam joined them", "She came to the park" (people counted in the park), "A crow landed on
    the fence" (birds counted on it): one going with no number to a place the story names
    elsewhere (or to join "them"), or to no place told ("He came back", "Sam went home"): one of
    those counted, one more of them, or neither? Not told. A person's going counts so only where
    the story counts people ("Sam went to the zoo. He saw 5 lions" is a scene), and a going to a
    place the story names nowhere else is a scene too ("The kids went to the zoo")."""
    verb, subject = clause.verb, clause.subject
    if verb is None or not _goes_somewhere(verb):
        return False
    elsewhere = text[:clause.span[0]] + " " + text[clause.span[1]:]
    if isinstance(subject, EntityChunk) and subject.kind in ("name", "pronoun", "role", "group") or (
        isinstance(subject, NounChunk) and names_a_person(subject.noun)
    ):
        if not any(word.lower() != noun_form(word) and is_person_word(noun_form(word))
                   for word in re.findall(r"[A-Za-z]+", elsewhere)):
            return False
    elif not isinstance(subject, NounChunk) or subject.determiner not in (None, "a", "an", "some") or (
        subject.possessor is not None
    ):
        return False  # ("The family went to the zoo": a holder the story goes on to tell of)
    rest = clause.rest
    places = [place for to, place in zip(rest, rest[1:], strict=False)
              if isinstance(to, PrepChunk) and to.word in _TOWARD and isinstance(place, NounChunk)]
    # ("He came back", "Sam went home" beside kids counted: maybe one of them, back or gone)
    gone_bare = all(isinstance(c, NounChunk) and c.noun.head == "home" and c.determiner is None for c in rest)
    return any(isinstance(c, EntityChunk) and c.text.lower() == "them" for c in rest) or gone_bare or any(
        names_noun(elsewhere, place.noun.head) for place in places)


def _no_predicate(clause: Clause) -> bool:
    """A statement of a thing in which the reader found no verb at all ("Lou's tower fell down",
    where "fell" was taken into the noun): what it tells is not known to count nothing."""
    return clause.verb is None and not clause.auxiliaries and isinstance(clause.subject, NounChunk) and not (
        any(isinstance(c, VerbChunk | AuxChunk) for c in clause.rest))


def progressive(clause: Clause) -> bool:
    verb = clause.verb
    return verb is not None and verb.word.lower().endswith("ing") and any(
        a.group == "be" for a in clause.auxiliaries)


def _habitual(verb: VerbChunk) -> bool:
    """ "collects", "earns": the simple present of the third person tells a habit."""
    word = verb.word.lower()
    return verb.auxiliary is None and word != verb.lemma and word.endswith("s") and not (
        is_participle(word, verb.lemma))


def _unknown_effect(clause: Clause, verb: VerbChunk) -> Clause | None:
    """ "Sam swiped marbles": a verb the lexicon cannot class, done to things of a kind,
    may have changed a holding of that kind by an amount the text does not give."""
    if progressive(clause) or not clause.rest or not isinstance(object_ := clause.rest[0], NounChunk):
        return None
    if not object_.noun.plural or object_.possessor is not None or not object_.noun.head:
        return None
    unknown = QtyChunk(None, None, verb.span, verb.span, noun=object_.noun)
    return attrs.evolve(clause, rest=(unknown,) + clause.rest[1:])


def _unstated_holding(clause: Clause) -> Clause | None:
    """ "Sam has marbles", "Cody had a bag of marbles", "has another pen": a holding the text
    does not count. It is never dropped: a first gain after it must not start from none, and a
    holding told before it is not all there is."""
    verb = clause.verb
    possess = verb is None and any(a.group == "have" for a in clause.auxiliaries) or (
        verb is not None and verb.verb_class is VerbClass.POSSESS)
    if possess and clause.subject is not None and len(clause.rest) > 1 and isinstance(
        clause.rest[0], CueChunk
    ) and clause.rest[0].kind == "another" and isinstance(clause.rest[1], NounChunk):
        # "He has another pen at home", "had another son": one more, of no amount read here
        clause = attrs.evolve(clause, rest=clause.rest[1:])
    if not possess or clause.subject is None or not clause.rest or not isinstance(
        held := clause.rest[0], NounChunk
    ):
        return None
    match clause.rest[:3]:
        case [NounChunk(determiner="a" | "an"), PrepChunk(word="of"), NounChunk(noun=contents)]:
            unknown = QtyChunk(None, None, held.span, held.span, noun=contents)  # "a bag of marbles"
            return attrs.evolve(clause, rest=(unknown,) + clause.rest[3:])
    unknown = QtyChunk(None, None, held.span, held.span, noun=held.noun)
    return attrs.evolve(clause, rest=(unknown,) + clause.rest[1:])


def _told_of_tomorrow(clause: Clause, text: str) -> bool:
    """ "Tomorrow she sells 12 buns", "She sells 12 buns tomorrow": a doing still to come, told
    in the present tense; "tomorrow" next to the clause, with no other clause between."""
    for time in clause.times:
        if time.text.lower() != "tomorrow":
            continue
        between = text[clause.span[1]:time.span[0]] if time.span[0] >= clause.span[1] else (
            text[time.span[1]:clause.span[0]])
        if not re.search(r"[,;?]|\b(?:and|but|how|what|so)\b", between, re.IGNORECASE):
            return True
    return False


def _need_to_come(clause: Clause) -> Clause:
    """ "He will need 30 pounds of flour": a need to come is an amount wanted told now, as "He
    needs 30 pounds" is. Only "will" before "need" itself: "would need" (if …), "may need" and
    "will need to buy" (12 to buy, or to have?) stay no fact."""
    verb = clause.verb
    if verb is None or verb.lemma != "need" or verb.word.lower() != "need" or clause.negated:
        return clause
    if [a.word.lower() for a in clause.auxiliaries] != ["will"] or clause.supposed:
        return clause
    if any(isinstance(c, VerbChunk) for c in clause.rest):
        return clause
    return attrs.evolve(clause, auxiliaries=())


def _holding_to_come(clause: Clause, text: str) -> Clause:
    """ "Mrs. Lee will have 56 apples (for the fair)": a holding to come that opens the story is
    what the story starts from, as "Mrs. Lee has 56 apples" says: nothing told before it can be
    later. Only "will" before "have" itself, said of someone, with a count alone after it (a
    purpose may close it); "would have" (if …), "will have 5 left", "will have 8 more" or one
    told after anything else stay no fact."""
    match clause.auxiliaries, clause.rest:
        case ((AuxChunk(group="modal", word=will), AuxChunk(group="have") as have),
              (QtyChunk() as qty, *purpose)) if (
            will.lower() == "will" and have.word.lower() == "have" and clause.verb is None
            and isinstance(clause.subject, EntityChunk) and not clause.negated and not clause.supposed
            and clause.span[0] == len(text) - len(text.lstrip())
            and qty.value is not None and qty.noun is not None and qty.comparative is None
            and not qty.remaining
            and (not purpose or isinstance(purpose[0], PrepChunk) and purpose[0].word == "for")
        ):
            has = AuxChunk("has", "have", have.span)
            return attrs.evolve(clause, auxiliaries=(has,), to_come=True)
    return clause


def _not_a_fact(clause: Clause) -> bool:
    """What did not (certainly, exactly) happen: a modal ("will buy", "could buy"), a hedge
    ("almost ate", "about 5"), or alternatives ("3 or 4")."""
    if any(a.group == "modal" for a in clause.auxiliaries):
        return True
    chunks = list(clause.auxiliaries) + list(clause.rest)
    return any(isinstance(c, CueChunk) and c.kind == "hedge" or isinstance(c, ConjChunk) and c.word == "or"
               for c in chunks) or clause.hedged


def _must_do(clause: Clause) -> bool:
    """ "The shop must sell 80 shirts": "must" alone before a bare verb, an obligation (read as an
    amount of doing wanted, or not at all), never a doing told."""
    verb = clause.verb
    return verb is not None and [a.word.lower() for a in clause.auxiliaries] == ["must"] and (
        verb.word.lower() == verb.lemma != "have") and verb.particle is None


def _unread_structure(clause: Clause) -> bool:
    """Parts of a clause no frame reads, which could change what its numbers mean: an
    auxiliary or a verb before a quantity ("used the money to buy 23 books"), a "than" that
    no comparison frame takes, a total stated rather than asked ("15 times total")."""
    rest = list(clause.rest)
    first_quantity = next((i for i, c in enumerate(rest) if isinstance(c, QtyChunk)), None)
    duration = clause.verb is not None and clause.verb.verb_class in (VerbClass.ACTIVITY, None)
    before = rest[:first_quantity] if first_quantity is not None else []
    if duration and [getattr(c, "word", "") for c in before][-1:] == ["for"] and (
        len(before) == 1 or len(before) == 2 and isinstance(before[0], NounChunk | EntityChunk)
    ):
        before = []  # "ran for 45 minutes", "watched TV for 6 hours": a measured activity
    buying = clause.verb is not None and clause.verb.verb_class is VerbClass.GAIN
    if buying and first_quantity is not None and _is_money(rest[first_quantity]) and (
        _priced_thing(before)
    ):
        before = []  # "bought a yoyo for 24 cents", "a box of cookies for 39 cents": the price
    if before and before[0] is _indirect_noun(clause):
        before = before[1:]  # "gave the clerk $5": who received it
    if clause.verb is not None and clause.verb.verb_class is VerbClass.PLACE and len(before) == 1 and (
        isinstance(before[0], PrepChunk) and before[0].word in ("in", "into")
    ):
        before = []  # "put in 27 more": into the container told (``_container_told``)
    objects = [c for c in before if not (isinstance(c, PrepChunk) and c.word in ("to", "at", "in", "on"))]
    if duration and len(objects) == 1 and isinstance(objects[0], NounChunk) and _frequency(
        rest, first_quantity
    ):
        before = []  # "mowed his lawn six times", "went to the movies 15 times": how often
    if any(isinstance(c, PrepChunk | NounChunk) for c in before):
        return True  # "has to pay $35": the quantity is not the verb's object
    if clause.verb is not None and in_class(clause.verb.lemma, "sparing_verbs") and any(
        isinstance(c, PrepChunk) and c.word in ("on", "by") for c in rest[first_quantity or 0:]
    ):
        return True  # "saved $20 on a bike": a price not paid, not money gained
    if any(isinstance(c, CueChunk) and in_class(c.text, "negations") for c in rest):
        return True  # "sold 5 pens, not 3": a number said not to hold is no amount
    for index, chunk in enumerate(rest[first_quantity or 0:-1], start=first_quantity or 0):
        whom = rest[index + 1]
        if first_quantity is not None and isinstance(chunk, PrepChunk) and chunk.word == "to" and (
            isinstance(whom, CueChunk) and whom.text.lower() == "all"
            or isinstance(whom, NounChunk) and whom.noun.head == "both"
        ):
            return True  # "gave 4 pens to both of them": 4 in all, or 4 to each?
    for index, chunk in enumerate(rest):
        if isinstance(chunk, QtyChunk) and chunk.noun is not None and chunk.noun.head == "time" and (
            not _frequency(rest, index)
        ):
            return True  # "three times as many", "six times that number"
        if isinstance(chunk, CueChunk) and chunk.kind == "rate":
            return True  # "worth 3 points"
    for before_chunk, chunk, after_chunk in zip(rest, rest[1:], rest[2:], strict=False):
        if isinstance(before_chunk, QtyChunk) and isinstance(after_chunk, QtyChunk) and (
            isinstance(chunk, PrepChunk) and chunk.word == "of"
        ):
            return True  # "3 boxes of 12 pens" no contents frame took: never 3 boxes and 12 pens
    for index, chunk in enumerate(rest):
        following = rest[index + 1] if index + 1 < len(rest) else None
        if isinstance(chunk, PrepChunk) and chunk.word == "as" and not isinstance(following, NounChunk):
            return True  # "as many as", "as much as"; "as awards" only says what for
    for before_chunk, chunk in zip(rest, rest[1:], strict=False):
        if isinstance(before_chunk, QtyChunk) and isinstance(chunk, NounChunk) and (
            measured_dimension(chunk.noun.head) is None
        ):
            return True  # a noun the quantity did not take: "4 fewer | yellow envelopes"
    for before_chunk, chunk in zip(rest, rest[1:], strict=False):
        if clause.verb is not None and clause.subject is not None and isinstance(before_chunk, QtyChunk) and (
            isinstance(chunk, AuxChunk) and chunk.group in ("be", "have")
        ):
            return True  # "found 4 shells were missing": the quantity is the subject of what was found
    if _clause_run_on(rest):
        return True
    for index, chunk in enumerate(rest):
        later_quantity = any(isinstance(c, QtyChunk) for c in rest[index + 1:])
        if isinstance(chunk, AuxChunk | VerbChunk) and later_quantity:
            return True
        if isinstance(chunk, CueChunk) and chunk.kind == "aggregate":
            return True
        if isinstance(chunk, ConjChunk) and chunk.word == "but":
            return True  # "used all but 1 pound": the amount is what the number leaves out
        if isinstance(chunk, CueChunk) and chunk.kind == "than":
            following = rest[index + 1] if index + 1 < len(rest) else None
            if not isinstance(following, EntityChunk | NounChunk) or not any(
                isinstance(c, QtyChunk) and c.comparative for c in rest[:index]
            ):
                return True
            after = rest[index + 2:]
            if after and isinstance(did := after[0], AuxChunk) and did.group == "do":
                after = after[1:]  # "than Kim did"
            after = _without_time_of_both(after)
            if any(not (isinstance(c, CueChunk) and c.kind == "final") for c in after):
                return True  # "than Stacy started with": than her amount at another time
    return False


def _without_time_of_both(after: list[Chunk]) -> list[Chunk]:
    """ "than Emma in the first round", "than Bo during the game": a time (a time noun or an
    occasion, with "the" or "their") closing a comparison is the time of both sides, not the
    other's alone; the words without it (the ledger asks both sides' doings to be told of it:
    ``ledger/datings``)."""
    match after:
        case [PrepChunk(word="in" | "on" | "during"), NounChunk(possessor=None) as time] if (
            time.determiner in ("the", "their") and time.noun.of is None  # ("in a game": each one)
            and (in_class(time.noun.head, "time_nouns") or in_class(time.noun.head, "occasion_nouns"))
        ):
            return []
    return after


def _clause_run_on(rest: list[Chunk]) -> bool:
    """ "sold 5 apples she would have money", "gave 5 pens to Bo he was happy": after a
    quantity, a subject whose verb has its own complement is a second clause, with no comma to
    part it (and perhaps a condition's result, "If she sold 5 apples she would have money":
    no sale at all). A relative with no "that" ("5 apples she picked", "she had left")
    lacks its object and stays read."""
    for index, chunk in enumerate(rest):
        if not (isinstance(chunk, EntityChunk) and chunk.kind in ("name", "pronoun") and (
            chunk.pronoun_role in (None, "subject")
        ) and any(isinstance(c, QtyChunk) for c in rest[:index])):
            continue
        after = rest[index + 1:]
        auxiliaries = 0
        while auxiliaries < len(after) and isinstance(after[auxiliaries], AuxChunk):
            auxiliaries += 1
        verbs = auxiliaries + int(auxiliaries < len(after) and isinstance(after[auxiliaries], VerbChunk))
        if verbs and verbs < len(after) and isinstance(after[verbs], NounChunk | QtyChunk):
            return True  # the verb's object or complement is there: no gap, no relative
    return False


def _priced_thing(before: list[Chunk]) -> bool:
    """ "a yoyo for", "a box of cookies for": one thing (or one container of a kind), then the
    "for" of its price."""
    match before:
        case [NounChunk(), PrepChunk(word="for")]:
            return True
        case [NounChunk(determiner="a" | "an"), PrepChunk(word="of"), NounChunk(determiner=None,
                                                                                 possessor=None),
              PrepChunk(word="for")]:
            return True
    return False


def _frequency(rest: list[Chunk], index: int | None) -> bool:
    """ "six times" that ends its phrase (nothing but "and", a preposition or the end after
    it) counts how often; "three times as many", "six times that number" scale."""
    if index is None or not isinstance(qty := rest[index], QtyChunk) or qty.noun is None or (
        qty.noun.head != "time" or qty.noun.modifiers
    ):
        return False
    following = rest[index + 1] if index + 1 < len(rest) else None
    if qty.comparative is not None:
        return isinstance(following, CueChunk) and following.kind == "than"  # "86 more times than"
    return following is None or isinstance(following, ConjChunk) or isinstance(
        following, PrepChunk) and following.word != "as"


def _measure(clause: Clause, quantities: list[QtyChunk], evidence: str) -> tuple[Proto, ...] | None:
    """ "Isha's pencil is 12 inches long", "Ted is 39 inches tall": a holder's measure. Without
    the adjective ("The shorter rope is 68 inches", "The first box was 2 pounds") a length or
    a weight still says what the holder measures: the unit names the dimension."""
    rest = clause.rest
    if not any(a.group == "be" for a in clause.auxiliaries):
        return None
    named = _owner_of_measure_named(clause)
    if named is not None:
        return (Proto(Op.OBSERVE, named[0], named[1], clause.span, later=clause.later),)
    if len(rest) == 1 and _unadjectived_measure(clause):
        assert isinstance(clause.subject, NounChunk | EntityChunk) and isinstance(rest[0], QtyChunk)
        return (Proto(Op.OBSERVE, clause.subject, rest[0], clause.span, later=clause.later),)
    if len(rest) != 2:
        return None
    qty, adjective = rest
    if not isinstance(qty, QtyChunk) or not isinstance(adjective, NounChunk) or qty.noun is None:
        return None
    dimension = measured_dimension(adjective.noun.head)
    if dimension is None or adjective.noun.modifiers:
        return None
    if dimension == "calendar" and not in_present(clause):
        return None  # "Jessica was 6 years old": time moves ages; at a time not told
    subject = clause.subject
    if not isinstance(subject, EntityChunk | NounChunk):
        return None
    return (Proto(Op.OBSERVE, subject, qty, clause.span, later=clause.later),)


_MEASURED_WITHOUT_ADJECTIVE = frozenset({"length", "mass"})

# a measure named by its noun, told of its owner: "Fred's height is 98 inches" says what "Fred
# is 98 inches tall" says; the nouns whose one adjective the question may ask back (not "width")
_OWNED_MEASURE_NOUNS = frozenset({"height", "length", "weight"})


def _owner_of_measure_named(clause: Clause) -> tuple[EntityChunk | NounChunk, QtyChunk] | None:
    """ "Fred's height is 98 inches", "The rope's length is 5 feet", "Jack's weight is 52
    pounds": the owner whose measure the clause tells, and the measure, when a lone number of a unit of the
    noun's own dimension follows the copula; None for any other clause ("Fred's height is 2
    inches more than Ted's", "his height in feet", "their heights": each one's?)."""
    subject = clause.subject
    if not isinstance(subject, NounChunk) or len(clause.rest) != 1 or clause.negated:
        return None
    (qty,) = clause.rest
    owner = subject.possessor
    if subject.noun.head not in _OWNED_MEASURE_NOUNS or subject.noun.plural or subject.noun.modifiers or (
        subject.noun.of is not None or subject.determiner is not None
    ) or not isinstance(owner, EntityChunk | NounChunk):
        return None
    if isinstance(owner, EntityChunk) and (owner.kind == "group" or owner.members or owner.plural or (
        owner.kind == "pronoun" and owner.text.lower() in ("their", "our", "your")
    )) or isinstance(owner, NounChunk) and owner.noun.plural:
        return None
    if not isinstance(qty, QtyChunk) or qty.value is None or qty.noun is None or qty.comparative or (
        qty.of_entity is not None or qty.attributive or qty.noun.modifiers or qty.noun.of is not None
    ):
        return None
    unit = measure_unit(qty.noun.head)
    if unit is None or unit.ambiguous or unit.dimension != named_dimension(subject.noun.head):
        return None
    if isinstance(owner, EntityChunk) and owner.kind == "pronoun":
        return attrs.evolve(owner, pronoun_role="subject"), qty  # "His height is 60 inches": how tall he is
    return owner, qty


def _unadjectived_measure(clause: Clause) -> bool:
    """A lone length or weight after "is" whose holder is a thing or someone named: never a
    bare "it" or "that" (the distance, the weather), never money, time or a count."""
    (qty,) = clause.rest
    subject = clause.subject
    if not isinstance(qty, QtyChunk) or qty.value is None or qty.noun is None or qty.comparative or (
        qty.of_entity is not None or qty.attributive
    ):
        return False
    unit = measure_unit(qty.noun.head)
    if unit is None or unit.ambiguous or qty.noun.modifiers or (
        unit.dimension not in _MEASURED_WITHOUT_ADJECTIVE
    ):
        return False
    return isinstance(subject, NounChunk) or isinstance(subject, EntityChunk) and subject.kind == "name"


def _next_is_verb(clause: Clause) -> bool:
    return bool(clause.rest) and isinstance(clause.rest[0], VerbChunk)


def _subject_quantities(clause: Clause) -> list[QtyChunk]:
    """ "Seven red apples and two green apples are in the basket": quantities as subject."""
    if not isinstance(clause.subject, QtyChunk):
        return []
    found = [clause.subject]
    rest = list(clause.rest)
    while len(rest) >= 2 and isinstance(rest[0], ConjChunk) and isinstance(rest[1], QtyChunk):
        found.append(rest[1])
        rest = rest[2:]
    return found


def _objects(clause: Clause) -> dict[str, Ref | None]:
    """Indirect object, "to"/"from" entity, "than" entity and place from a clause's rest."""
    found: dict[str, Ref | None] = {"indirect": None, "to": None, "from": None, "than": None,
                                    "place": None}
    rest = clause.rest
    if rest and isinstance(rest[0], EntityChunk) and clause.verb is not None:
        found["indirect"] = rest[0]
    found["indirect"] = found["indirect"] or _indirect_noun(clause)
    for i, chunk in enumerate(rest[:-1]):
        nxt = rest[i + 1]
        if isinstance(chunk, PrepChunk) and chunk.word == "out" and isinstance(nxt, PrepChunk) and (
            nxt.word == "of" and i + 2 < len(rest) and isinstance(rest[i + 2], NounChunk)
        ):
            chunk, nxt = PrepChunk("from", chunk.span), rest[i + 2]  # "out of the jar"
        if isinstance(chunk, PrepChunk) and isinstance(nxt, EntityChunk | NounChunk):
            if chunk.word in ("to", "from") and found[chunk.word] is None:
                # "gave 8 pens to Jane and Ann": to the two, never to Jane alone
                group = named_group(list(rest[i + 1:]))
                found[chunk.word] = group[0] if group is not None else nxt
            elif chunk.word in PLACE_PREPOSITIONS and isinstance(nxt, NounChunk):
                found["place"] = nxt
        if isinstance(chunk, CueChunk) and chunk.kind == "than" and isinstance(
            nxt, EntityChunk | NounChunk
        ):
            found["than"] = nxt
    return found


def _indirect_noun(clause: Clause) -> NounChunk | None:
    """ "gave the clerk $5", "handed her cat 2 treats": a verb of giving, then one receiver
    named by a singular noun, then what was given. A plural receiver ("gave the kids 5
    apples": 5 in all, or each?) is not read."""
    verb = clause.verb
    if verb is None or verb.verb_class is not VerbClass.TRANSFER_OUT or verb.particle is not None:
        return None
    match clause.rest[:2]:
        case [NounChunk(noun=noun, determiner=determiner, possessor=possessor) as receiver, QtyChunk()] if (
            not noun.plural and noun.of is None and (determiner == "the" or possessor is not None)
            and measured_dimension(noun.head) is None and not in_class(noun.head, "time_nouns")
        ):
            return receiver
    return None


def _quantity_preposition(clause: Clause, qty: QtyChunk) -> str | None:
    rest = clause.rest
    for i, chunk in enumerate(rest):
        if chunk is qty and i > 0 and isinstance(prep := rest[i - 1], PrepChunk):
            return prep.word
    return None


def _subject(clause: Clause, evidence: str) -> Ref | Refusal:
    subject = clause.subject
    if subject is None or isinstance(subject, QtyChunk):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    return subject


def _possession(clause: Clause, quantities: list[QtyChunk], evidence: str) -> tuple[Proto, ...] | Refusal:
    subject = _subject(clause, evidence)
    if isinstance(subject, Refusal):
        return subject
    objects = _objects(clause)
    if len(quantities) > 1:
        located = _located_parts(clause)
        if isinstance(located, Clause):
            clause = located
            quantities = [c for c in clause.rest if isinstance(c, QtyChunk)]
        elif located or _repeated_kind(quantities):
            # "4 bottles in the fridge and 4 bottles": parts told apart by a place for one
            # only, or not at all
            return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if _said_of_by_another_clause(clause):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    protos: list[Proto] = []
    for qty in quantities:
        if _quantity_preposition(clause, qty) is not None:
            return _refuse(RefusalCode.UNSUPPORTED_QUANTITY, evidence, qty.span)
        if qty.comparative is not None:
            other = objects["than"]
            closing = clause.rest[-1]
            if other is None and closing is qty and len(quantities) == 1 and not (
                clause.later or clause.already or clause.negated or clause.hedged
            ) and isinstance(clause.subject, EntityChunk):
                # "Ellie has 8 pens. Riley has 3 fewer.": than the one other holder of the kind
                other = CueChunk("other holder", "", qty.span)
            if other is None or qty.value is None or isinstance(other, CueChunk) and (
                other.kind != "other holder"
            ) or (
                isinstance(closing, AuxChunk) and not _same_tense(clause, closing)
            ):
                # ("has 5 more pens than Bo did": what Bo had at another time)
                return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
            sign = 1 if qty.comparative == "more" else -1
            if isinstance(other, NounChunk) and other.determiner is None and other.possessor is None:
                # "6 fewer yellow envelopes than blue envelopes": two kinds of one holder
                if qty.noun is None or not other.noun.plural:
                    return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
                protos.append(Proto(Op.COMPARE, subject, qty, clause.span, other=subject, sign=sign,
                                    other_kind=other.noun))
                continue
            protos.append(Proto(Op.COMPARE, subject, qty, clause.span, other=other, sign=sign))
        else:
            if objects["than"] is not None:
                return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
            protos.append(Proto(Op.OBSERVE, subject, qty, clause.span,
                                at_start=_says_already(clause), later=clause.later, habit=clause.habit))
    return tuple(protos)


def _said_of_by_another_clause(clause: Clause) -> bool:
    """ "has 5 pens he will give her", "has 9 cups she lost": a clause with its own subject
    and a verb that gives or loses right after the things held, with no "that", tells what is
    or will be done with them, which the holding alone leaves out ("he wants to display" is a
    wish, no doing)."""
    rest = list(clause.rest)
    moving = (VerbClass.LOSS, VerbClass.TRANSFER_OUT, VerbClass.TRANSFER_IN)
    for i, chunk in enumerate(rest[:-2]):
        if isinstance(chunk, QtyChunk) and isinstance(rest[i + 1], EntityChunk):
            after = rest[i + 2:]
            while after and isinstance(after[0], AuxChunk):
                after = after[1:]
            if after and isinstance(verb := after[0], VerbChunk) and verb.verb_class in moving:
                return True
    return False


def _located_parts(clause: Clause) -> Clause | bool:
    """ "had 4 bottles in the fridge and 4 (more) in the pantry": each quantity is the part
    of the holding in its place, a sub-kind named by the place (a question about bottles
    adds them). Returns the clause with the places folded into the kinds; False when no
    quantity has a place, or only the last (which may place them all); True when places
    divide some quantities but not all (refused)."""
    rest = list(clause.rest)
    quantities = [i for i, c in enumerate(rest) if isinstance(c, QtyChunk)]
    places: dict[int, NounChunk] = {}
    for i in quantities:
        match rest[i + 1:i + 3]:
            case [PrepChunk(word=word), NounChunk() as place] if word in PLACE_PREPOSITIONS:
                places[i] = place
    if not places or list(places) == quantities[-1:]:
        return False
    if len(places) != len(quantities):
        return True
    folded: list[Chunk] = []
    head: Noun | None = None
    for i in quantities:
        qty = rest[i]
        assert isinstance(qty, QtyChunk)
        noun = qty.noun or head
        if noun is None or qty.value is None or qty.comparative not in (None, "more") or (
            qty.comparative is not None and head is None
        ):
            # "and 3 fewer in the pantry": fewer than those in the fridge, a difference and not
            # the amount; "4 more" is "4 besides" only after another part
            return True
        head = attrs.evolve(noun, modifiers=())
        where = places[i].noun.head
        folded.append(attrs.evolve(qty, comparative=None,
                                   noun=attrs.evolve(noun, modifiers=noun.modifiers + (where,))))
    return attrs.evolve(clause, rest=tuple(folded))


PLACE_PREPOSITIONS = frozenset({"in", "on", "at", "inside", "under", "behind", "near"})


def _repeated_kind(quantities: list[QtyChunk]) -> bool:
    kinds = [(q.noun.head, q.noun.modifiers, q.noun.of) for q in quantities if q.noun is not None]
    return len(set(kinds)) < len(kinds)


def _says_already(clause: Clause) -> bool:
    return clause.already or any(
        isinstance(c, CueChunk) and c.kind == "already" for c in clause.rest)


def _part(clause: Clause) -> tuple[Proto, ...] | None:
    """ "38 are forks", "22 are red", "12 of them are red cards", "17 pens are gel pens",
    "the rest are spoons": a part of the whole just counted (bound per reading to the last
    holding the story stated), named by a noun, a noun with modifiers, or an adjective."""
    gapped = _gapped_parts(clause)
    if gapped is not None:
        read: tuple[Proto, ...] = ()
        for one in gapped:
            if (protos := _part(one)) is None:
                return None
            read += protos
        return read
    multiple = _multiple_of_part(clause)
    if multiple is not None:
        clause, factor = multiple
        read_part = _part(clause)
        return None if read_part is None else tuple(
            attrs.evolve(p, share=factor, share_last=True) for p in read_part)
    clause, named = _rest_named(clause)
    clause = _rest_habit_verb(clause)
    clause, plus = _more_than_a_share(clause)
    clause, placed = _share_of_placed(clause)
    subject = clause.subject
    rest_of = isinstance(subject, CueChunk) and subject.kind == "rest" or _remaining_counted(clause)
    doing = doing_of_part(clause)
    # "9 seals were hiding", a number with its own noun and no "of", is not said to be of the whole
    if not (rest_of or isinstance(subject, QtyChunk) and (
        subject.noun is None or subject.of_them or (
            subject.of_said if doing is not None else _adjective_part(clause) or _noun_part(clause))
    )):
        return None
    complement = clause.rest[0] if len(clause.rest) == 1 else None
    if doing is not None:
        said = clause.verb.span if clause.verb is not None else clause.auxiliaries[0].span  # "have a dog"
        complement = NounChunk(Noun(doing, doing, False, span=said), said)
    elif clause.verb is not None or not any(a.group == "be" for a in clause.auxiliaries):
        return None
    if not isinstance(complement, NounChunk):
        return None
    if complement.possessor is not None or complement.determiner is not None or complement.noun.of:
        return None
    assert subject is not None
    qty = subject if isinstance(subject, QtyChunk) else QtyChunk(None, None, subject.span, subject.span,
                                                                  noun=named)
    if qty.comparative == "more" and qty.of_them and not is_fraction_like(qty.kind):
        # "23 more of them are firs": a further part, as "another 23 of them" (bound only after
        # a part told: more than which?); "20 percent more of them" is no part at all
        qty = attrs.evolve(qty, comparative=None, another=True)
    if qty.comparative is not None:
        return None
    whole = CueChunk("whole", "", subject.span)
    share = None
    if is_fraction_like(qty.kind):
        # "Half of them are red", "25% of the pens are blue": that share of the whole
        share, qty = qty, attrs.evolve(qty, value=None, kind=None, lexicon_constant=None)
    if plus is not None and share is None:
        return None
    return (Proto(Op.OBSERVE, whole, qty, clause.span, part=complement, rest=rest_of, share=share,
                  doing=doing is not None, whole_placed=placed,
                  doing_habit=habit_of_part(clause) is not None or _event_of_part(clause) is not None,
                  plus=plus, sign=-1 if plus is not None and plus.comparative != "more" else 1),)


def _share_of_placed(clause: Clause) -> tuple[Clause, bool]:
    """ "A third of the contestants at the show are female": a share "of the" plain plural noun
    with a place right after it (a preposition of place and its noun) before "be"; the clause
    without the place, and True (the whole is then bound only where the story tells no whole
    before it, ``state._whole_untold``: "the apples on the table" after apples told in a basket
    are other apples). Else the clause as it is, and False."""
    match clause.subject, clause.auxiliaries, clause.verb, clause.rest:
        case (QtyChunk(of_the=True, of_them=False, of_entity=None, noun=Noun(plural=True, of=None)) as share,
              (), None, (PrepChunk(word=word), NounChunk(possessor=None, noun=Noun(of=None)),
                     AuxChunk(group="be") as be, *after)) if (
            word in PLACE_PREPOSITIONS and is_fraction_like(share.kind)
        ):
            return attrs.evolve(clause, auxiliaries=(be,), rest=tuple(after)), True
    return clause, False


def _more_than_a_share(clause: Clause) -> tuple[Clause, QtyChunk | None]:
    """ "5 more than half of the cows are black", "3 fewer than a third of them are red": a part
    that is a share of the whole and a count more (or fewer); the clause as "half of the cows are
    black", and that count (its comparative the sign). Else the clause as it is, and None."""
    rest = clause.rest
    match rest:
        case (CueChunk(kind="than") as than, QtyChunk(lexicon_constant="half", noun=None) as half,
              NounChunk(determiner=determiner, possessor=owner) as whole, *after) if (
            half.span == half.value_span and (determiner == "the" or owner is not None)
        ):
            # "5 more than half the cows": "half" before a determined noun is "half of" it
            rest = (than, attrs.evolve(half, noun=whole.noun, span=join(half.span, whole.span),
                                       of_entity=owner, of_said=True, of_the=determiner == "the"), *after)
    match clause.subject, clause.auxiliaries, clause.verb, rest:
        case (QtyChunk(comparative="more" | "fewer" | "less") as plus, (), None,
              (CueChunk(kind="than"), QtyChunk() as share, AuxChunk(group="be") as be, *after)) if (
            plus.value is not None and plus.kind is NumeralKind.CARDINAL and plus.noun is None
        ) and not (
            plus.of_them or plus.of_said or plus.of_entity is not None or plus.remaining or plus.another
        ) and is_fraction_like(share.kind) and (share.of_said or share.of_them) and share.comparative is None:
            return attrs.evolve(clause, subject=share, auxiliaries=(be,), rest=tuple(after)), plus
    return clause, None


def _remaining_counted(clause: Clause) -> bool:
    """ "12 are red and the remaining 8 (pens) are blue": a number opening its clause after
    "(the) remaining", with no "of" and at most a bare plural noun of its own, is the rest of the
    whole told with its count (so a count that does not make up the whole is a contradiction,
    never a part of its own: "30 pens, 12 red, the remaining 10 pens blue")."""
    subject = clause.subject
    return isinstance(subject, QtyChunk) and subject.value is not None and (
        subject.noun is None or subject.noun.plural and not subject.noun.modifiers and not subject.noun.of
    ) and not (
        subject.of_them or subject.of_said or subject.of_entity is not None or subject.remaining
        or subject.comparative is not None or is_fraction_like(subject.kind)
    ) and any(t.kind is TimeKind.REMAINING and t.span[0] == clause.span[0]
              and 0 <= subject.span[0] - t.span[1] <= 1 for t in clause.times)


def _gapped_parts(clause: Clause) -> list[Clause] | None:
    """ "32 of them are cats and 15 of them rabbits": parts listed after one "be", each later one
    a number and its noun with the verb left out; each part as its own clause ("15 of them are
    rabbits"), or None when the clause lists no such parts."""
    rest = list(clause.rest)
    if clause.verb is not None or not rest or not isinstance(rest[0], NounChunk):
        return None
    parts = [attrs.evolve(clause, rest=(rest[0],))]
    at = 1
    while at < len(rest):
        while at < len(rest) and isinstance(joint := rest[at], ConjChunk) and joint.word in (",", "and"):
            at += 1
        match rest[at:at + 2]:
            case [QtyChunk() as qty, NounChunk() as named] if at > 1 and isinstance(rest[at - 1], ConjChunk):
                span = (qty.span[0], named.span[1])
                parts.append(attrs.evolve(clause, subject=qty, rest=(named,), span=span))
                at += 2
            case _:
                said = _multiple_said_of_part(rest[at:])
                factor = rest[at]
                if said is None or not (isinstance(rest[at - 1], ConjChunk) and isinstance(factor, QtyChunk)):
                    return None
                # "5 of them are red and twice as many are green": a multiple of the part before
                span = (factor.span[0], rest[at + said - 1].span[1])
                parts.append(attrs.evolve(clause, subject=factor, rest=tuple(rest[at + 1:at + said]),
                                          span=span))
                at += said
    return parts if len(parts) > 1 else None


def _multiple_said_of_part(chunks: Sequence[Chunk]) -> int | None:
    """ "twice as many are green", "half that many are blue" at the start of ``chunks``: a
    factor, "(as) many", a "be" and the part's word; how many chunks it takes, or None."""
    match chunks[:5]:
        case [QtyChunk(noun=None) as factor, PrepChunk(word="as"), CueChunk(kind="many"),
              AuxChunk(group="be"), NounChunk(), *_] if is_factor(factor):
            return 5
    match chunks[:4]:
        case [QtyChunk(noun=None) as factor, CueChunk(kind="many"), AuxChunk(group="be"),
              NounChunk(), *_] if is_factor(factor):
            return 4
    return None


def _multiple_of_part(clause: Clause) -> tuple[Clause, QtyChunk] | None:
    """ "(and) twice as many are green", "Half that many are blue", told right after a part
    ("5 of them are red"): the part named, and the factor of the part told just before (bound
    as "half that amount" is, ``fraction_binding``); None for any other clause."""
    subject = clause.subject
    if not isinstance(subject, QtyChunk) or clause.verb is not None:
        return None
    said = _multiple_said_of_part((subject, *clause.rest))
    if said is None or said != len(clause.rest) + 1:
        return None
    many, be, part = clause.rest[-3:]
    assert isinstance(be, AuxChunk)
    amount = QtyChunk(None, None, subject.value_span, join(subject.span, many.span))
    return attrs.evolve(clause, subject=amount, auxiliaries=(be,), rest=(part,)), subject


def doing_of_part(clause: Clause) -> str | None:
    """ "42 of the snakes were hiding", "the rest are carrying pears": what some of a whole are
    doing picks them out, a progressive "be" and its verb with a bare plural object or none;
    the doing's words ("hiding", "carrying pear"), the same for a question ("How many were
    carrying pears?"). A verb that changes holdings ("were leaving", "are selling 3") or one
    with a particle or any other word after it is not read: None. The simple present of a
    habit verb is read as well (``habit_of_part``)."""
    habit = habit_of_part(clause)
    if habit is not None:
        return habit
    if (event := _event_of_part(clause)) is not None:
        return event
    verb = clause.verb
    if verb is None or verb.auxiliary not in (None, "be") or verb.particle is not None or verb.participle or (
        verb.negated or clause.negated or not verb.word.lower().endswith("ing")
        or verb.verb_class not in (None, VerbClass.POSSESS, VerbClass.ACTIVITY)
        or [a.group for a in clause.auxiliaries] not in (["be"], [])
        or verb.auxiliary is None and not clause.auxiliaries
    ):
        return None
    match clause.rest:
        case ():
            return verb.word.lower()
        case (NounChunk(determiner=None, possessor=None, noun=Noun(of=None) as thing),) if (
            thing.plural and all(m.isalpha() for m in thing.modifiers)
        ):
            # "were wearing red hats": the doing with its object's adjectives
            return " ".join((verb.word.lower(), *thing.modifiers, thing.head))
    return None


# a doing that moves the doers ("went", "left", "came") or ends them ("died", "rotted") changes
# where they are or whether they are: read by the frames of change, never as a part's doing
_MOVING_CLASSES = ("leaving_verbs", "arriving_verbs", "motion_verbs", "ending_verbs")
# a going with no object may be a going away ("12 of them swam"); with one ("passed the test",
# "climbed the hill") it is what they did, and no words of direction say they left
_GOING_CLASSES = ("going_ways_verbs", "going_verbs")


def _event_of_part(clause: Clause) -> str | None:
    """ "19 of them passed the test", "(How many did not) pass the test": a past doing, done once,
    picks out those who did it, with no object or one thing told as the one they all did it to
    ("the test", "the race"); the doing's words by the verb's lemma ("pass test"). A doing
    that may be repeated ("again"), a particle, a count or any other word after it: None."""
    verb = clause.verb
    if verb is None or verb.auxiliary is not None or verb.particle is not None or (
        verb.negated or clause.negated or verb.word.lower() == verb.lemma and (
            [a.word.lower() for a in clause.auxiliaries] != ["did"])
        or clause.auxiliaries and [a.word.lower() for a in clause.auxiliaries] != ["did"]
        or verb.lemma in ("have", "be", "do") or any(isinstance(c, CueChunk) for c in clause.rest)
        or any(t.kind not in (TimeKind.TENSE, TimeKind.PAST_TENSE) for t in clause.times)
        or any(in_class(verb.lemma, moving) for moving in _MOVING_CLASSES)
        or not clause.rest and any(in_class(verb.lemma, going) for going in _GOING_CLASSES)
        or verb.verb_class not in (None, VerbClass.ACTIVITY, VerbClass.TRANSFER_OUT)
    ):
        return None
    match clause.rest:
        case () if verb.verb_class is not VerbClass.TRANSFER_OUT:  # ("passed": handed on, or went by?)
            return verb.lemma
        case (NounChunk(determiner="the", possessor=None, noun=Noun(modifiers=(), of=None) as thing),) if (
            not thing.plural
        ):
            return f"{verb.lemma} {thing.head}"
    return None


HABIT_PREPOSITIONS = frozenset({"to", "at", "in", "on", "by", "for", "with"})


def habit_of_part(clause: Clause) -> str | None:
    """ "12 of the students play soccer", "the rest walk to school", "18 ride the bus": the simple
    present of a verb the lexicon lists as a habit changing no holding (``habit_verbs``), with
    no object, one plain noun ("soccer", "the bus"), or a preposition and one ("to school",
    "in the city"); the doing's words by the verb's lemma
    ("play soccer", "walk to school"), so "walks" and "walk" name one doing. Any other verb
    (one that changes holdings, "rot", "eat"; one not listed), a past or future, a particle,
    a number or any other word after the verb: None."""
    if (owning := _owning_of_part(clause)) is not None:
        return owning
    verb = clause.verb
    if verb is None or verb.auxiliary is not None or clause.auxiliaries or verb.particle is not None or (
        verb.participle or verb.negated or clause.negated or not in_class(verb.lemma, "habit_verbs")
    ):
        return None
    word = verb.word.lower()
    if word != verb.lemma and not _habitual(verb):
        return None  # "walked", "rode": an event, which may have moved them
    match clause.rest:
        case ():
            return verb.lemma
        case (NounChunk(determiner=None | "the", possessor=None, noun=Noun(modifiers=(), of=None) as thing),):
            return f"{verb.lemma} {thing.head}"
        case (PrepChunk(word=preposition), NounChunk(
            determiner=None | "the", possessor=None, noun=Noun(modifiers=(), of=None) as thing
        )) if preposition in HABIT_PREPOSITIONS:
            return f"{verb.lemma} {preposition} {thing.head}"
    return None


_OWNING_NOW = frozenset({"have", "has", "own", "owns"})


def _owning_of_part(clause: Clause) -> str | None:
    """ "40% of the students have a dog", "the rest own a bike", "(How many do not) have a pet":
    owning one thing of a kind, said in the simple present with "a"/"an" and a singular noun
    (its plain adjectives allowed), picks out those who do, as a habit does; the words as said
    ("have a dog"), so a question must own the same thing in the same words. A count ("have 2
    dogs"), a plural ("have dogs": two or more?), a past ("had a dog": then, and now?), a
    possessor or any other word after the noun: None."""
    said = [a.word.lower() for a in clause.auxiliaries]
    verb = clause.verb
    if verb is None and said in (["have"], ["has"]) and not clause.negated:
        word = said[0]
    elif verb is not None and not clause.auxiliaries and verb.particle is None and not (
        verb.participle or verb.negated or clause.negated or verb.auxiliary is not None
    ):
        word = verb.word.lower()
    else:
        return None
    if word not in _OWNING_NOW:
        return None
    match clause.rest:
        case (NounChunk(determiner="a" | "an" as article, possessor=None, noun=Noun(of=None) as thing),) if (
            not thing.plural and thing.head.isalpha() and all(m.isalpha() for m in thing.modifiers)
        ):
            lemma = "have" if word in ("have", "has") else "own"
            return " ".join((lemma, article, *thing.modifiers, thing.head))
    return None


def _rest_habit_verb(clause: Clause) -> Clause:
    """ "The rest ride the bus", "the rest play tennis": a habit verb that is a noun too ("a
    ride", "a walk") chunked as a noun, or as the modifier of its object, right after "the rest"
    with no verb told; the clause with it as the verb."""
    subject = clause.subject
    if not (isinstance(subject, CueChunk) and subject.kind == "rest") or clause.verb is not None or (
        clause.auxiliaries
    ):
        return clause
    match clause.rest:
        case (NounChunk(determiner=None, possessor=None, noun=Noun(modifiers=(), of=None) as said),
              *after) if said.surface.lower() == said.head and in_class(said.head, "habit_verbs"):
            verb = VerbChunk(said.surface, said.head, verb_class(said.head), said.span)
            return attrs.evolve(clause, verb=verb, rest=tuple(after))
        case (NounChunk(determiner=None, possessor=None, noun=Noun(modifiers=(said,), of=None) as thing)
              as done,) if in_class(said, "habit_verbs"):
            # "The rest play tennis": the verb read as the object's modifier
            verb = VerbChunk(said, said, verb_class(said), done.span)
            done = attrs.evolve(done, noun=attrs.evolve(thing, modifiers=()))
            return attrs.evolve(clause, verb=verb, rest=(done,))
    return clause


def _rest_named(clause: Clause) -> tuple[Clause, Noun | None]:
    """ "The rest of the balloons are blue": "the rest" with the noun of the whole it is the
    rest of; the clause as "the rest are blue", and that noun (for binding to hold it only
    where it names the whole's kind). "The rest of them" is "the rest", with no noun. Else
    the clause as it is, and None."""
    subject = clause.subject
    if (remaining := _remaining_kind(clause)) is not None:
        return remaining
    if not (isinstance(subject, CueChunk) and subject.kind == "rest") or clause.auxiliaries or (
        clause.verb is not None
    ):
        return clause, None
    match clause.rest:
        case (PrepChunk(word="of"), NounChunk(determiner="the", possessor=None) as whole,
              AuxChunk(group="be") as be, *after) if whole.noun.plural and whole.noun.of is None:
            return attrs.evolve(clause, auxiliaries=(be,), rest=tuple(after)), whole.noun
        case (PrepChunk(word="of"), EntityChunk(kind="pronoun") as them, AuxChunk(group="be") as be,
              *after) if them.text.lower() == "them":
            return attrs.evolve(clause, auxiliaries=(be,), rest=tuple(after)), None  # "the rest of them"
    return clause, None


def _remaining_kind(clause: Clause) -> tuple[Clause, Noun] | None:
    """ "The remaining toys are dolls": "remaining" opening the clause right before a bare plural
    noun, then "be" and the part, says what "the rest of the toys are dolls" says; the clause as
    "the rest are dolls", and the noun (bound only where it names the whole's kind). None for
    any other clause ("the remaining 8 toys" counts, "the remaining red toys" is some of them)."""
    subject = clause.subject
    if not isinstance(subject, NounChunk) or clause.verb is not None or not (
        any(a.group == "be" for a in clause.auxiliaries)
    ) or clause.negated or clause.hedged or subject.possessor is not None or not subject.noun.plural or (
        subject.noun.modifiers or subject.noun.of
    ):
        return None
    opening = [t for t in clause.times if t.kind is TimeKind.REMAINING and t.span[0] == clause.span[0]]
    if len(opening) != 1 or not 0 <= subject.span[0] - opening[0].span[1] <= 1:
        return None
    said = opening[0]
    placed = tuple(c for c in clause.placed if not (isinstance(c, CueChunk) and c.span == said.span))
    if any(isinstance(c, CueChunk) and c.kind == "final" for c in placed):
        return None  # "The remaining toys are now dolls": a change, not a part
    rest = CueChunk("rest", said.text, join(said.span, subject.span))
    return attrs.evolve(clause, subject=rest, placed=placed, later=False,
                        times=tuple(t for t in clause.times if t is not said)), subject.noun


def _noun_part(clause: Clause) -> bool:
    """ "17 pens are gel pens", "5 animals are dogs": a quantity with its noun, and a plural
    noun after "be" for the part."""
    if len(clause.rest) != 1 or not isinstance(complement := clause.rest[0], NounChunk):
        return False
    return complement.noun.plural and "NOUN" in lemmas(complement.noun.surface)


def _adjective_part(clause: Clause) -> bool:
    """ "8 balloons are red": a quantity with its noun, and an adjective for the part."""
    if len(clause.rest) != 1 or not isinstance(complement := clause.rest[0], NounChunk):
        return False
    parts = lemmas(complement.noun.surface)
    return "ADJ" in parts and not complement.noun.plural


def _times_as_many(clause: Clause, text: str) -> tuple[Proto, ...] | None:
    """ "Jeff has twice as many crayons as Joan (does | has)", "three times as many poems as
    Lu", "half as many": the subject holds the factor times what the other holds. "N times
    more" is not read (English splits on it). "as Ann and Bo combined": of the group's total."""
    have = _holds(clause)
    there = there_is(clause)
    if not (have and isinstance(clause.subject, EntityChunk | NounChunk) or there):
        return None
    if _not_a_fact(clause):
        return None  # "will have twice as many", "might have": not what is so now
    placed = _place_holds_multiple(clause) if there else None
    if placed is not None:
        # "There are twice as many hens in the yard": the yard has twice as many hens
        clause, have, there = placed, True, False
    rest = list(clause.rest)
    also: tuple[Noun, ...] = ()
    if clause.total and (grouped := group_totalled(rest, clause, text)) is not None:
        rest = grouped
    elif clause.total and (summed := _kinds_totalled(rest, clause, text)) is not None:
        rest, also = summed  # "as cats and dogs combined": the first kind, and the others
    if rest and isinstance(rest[-1], AuxChunk) and not _same_tense(clause, rest[-1]):
        return None  # "has half as many as Jacob did": what Jacob had at another time
    match rest:
        case [PrepChunk(word="as") as as_, CueChunk(kind="many" | "much") as many, NounChunk(), PrepChunk(
            word="as"), *_]:
            # "as many cougars as lions": once as many, the 1 a reading rule citing the words
            span = join(as_.span, many.span)
            once = QtyChunk(Fraction(1), NumeralKind.MULTIPLIER, span, span, lexicon_constant=AS_MANY)
            rest = [once, *rest]
    if len(rest) == 7 and isinstance(rest[-1], AuxChunk) and rest[-1].group in ("do", "have") and (
        isinstance(rest[-2], EntityChunk)
    ):
        rest = rest[:-1]  # "as Jacob does", "as Jacob has": what Jacob has
    own_kind: EntityChunk | None = None
    match rest:
        case [QtyChunk(), PrepChunk(word="as"), CueChunk(kind="many" | "much"), NounChunk(),
              PrepChunk(word="as"), EntityChunk() as own_kind, AuxChunk(group="have" | "do") as has,
              NounChunk(determiner=None, possessor=None)] if have and _same_tense(clause, has):
            # "has 4 times as many red socks as she has blue socks": her blue socks, the other
            # kind of the subject's own (binding keeps only the reading where she is the subject)
            rest = rest[:5] + rest[7:]
    counted: NounChunk | None
    other: Ref
    match rest:
        case [QtyChunk() as factor, PrepChunk(word="as"), CueChunk(kind="many" | "much"),
              NounChunk() as counted, PrepChunk(word="as"), EntityChunk() | NounChunk() as other]:
            pass
        case [QtyChunk() as factor, PrepChunk(word="as"), CueChunk(kind="many" | "much"),
              PrepChunk(word="as"), EntityChunk() as other]:
            counted = None  # "Sid has twice as many as Steve": of the kind the story tells them
        case [QtyChunk() as factor, PrepChunk(word="as"), CueChunk(kind="many" | "much") as many] if (
            have and not clause.later and not clause.already
        ):
            # "Bo has $48 and his sister has half as much": as the one other holder of the kind
            counted, other = None, CueChunk("other holder", "", many.span)
        case [QtyChunk() as factor, PrepChunk(word="as"), CueChunk(kind="many" | "much") as many,
              NounChunk() as counted] if have and not clause.later and not clause.already:
            other = CueChunk("other holder", "", many.span)  # "Chad has twice as many stars"
        case [QtyChunk() as factor,
              CueChunk(kind="number") | NounChunk(noun=Noun(head="amount"), determiner="the"),
              PrepChunk(word="of"), NounChunk() as counted,
              EntityChunk() as other, AuxChunk(group="have" | "do")] if counted.determiner is None:
            pass  # "half the number (amount) of shoes Ed has"
        case [QtyChunk() as factor, CueChunk(kind="number"), PrepChunk(word="of"),
              NounChunk(determiner=None, possessor=EntityChunk(kind="name") as other) as counted] if (
            have and _one_other_holder(other) and counted.noun.plural
            and not (isinstance(clause.subject, EntityChunk) and clause.subject.text == other.text)
        ):
            # "twice the number of Ann's pens": what "twice as many pens as Ann" says
            counted = attrs.evolve(counted, possessor=None)
        case [QtyChunk() as factor, NounChunk(determiner="the") as counted, EntityChunk() as other,
              AuxChunk(group="have")] if have and _one_other_holder(other) and _counted_as_held(counted):
            # "twice the money Sam has", "half the books Ed has": what "the number of" says
            counted = attrs.evolve(counted, determiner=None)
        case [QtyChunk() as factor,
              CueChunk(kind="number") | NounChunk(noun=Noun(head="amount"), determiner="the"),
              PrepChunk(word="of"), NounChunk() as counted,
              PrepChunk(word="as"), EntityChunk() as other] if counted.determiner is None:
            pass  # "half the number (amount) of shoes as Ed"
        case _:
            return None
    holder = clause.subject
    assert isinstance(holder, EntityChunk | NounChunk | CueChunk)
    than_kind: Noun | None = None  # "as red tickets": a kind of the same holder
    compared: Ref = other
    if isinstance(other, NounChunk) and other.determiner is None and other.possessor is None:
        # "twice as many blue tickets as red tickets": two kinds of one holder
        if not other.noun.plural:
            return None
        than_kind, compared = other.noun, own_kind or holder
    elif isinstance(other, NounChunk) and other.determiner is None and other.possessor is not None and (
        other.possessor.kind == "pronoun" and other.noun.plural and have and counted is not None
        and (counted.noun.head, counted.noun.modifiers) != (other.noun.head, other.noun.modifiers)
    ):
        # "She has twice as many red pens as her blue pens": her own other kind (binding keeps
        # only the reading where "her" is the subject, and refuses when she may be another)
        than_kind, compared = other.noun, other.possessor
    elif there or isinstance(other, CueChunk) and isinstance(holder, CueChunk) or also:
        return None
    if not is_factor(factor) or counted is not None and counted.possessor is not None or also and (
        counted is None or clause.later or clause.already
    ):
        return None
    qty = attrs.evolve(factor, noun=counted.noun if counted is not None else None)
    return (Proto(Op.SCALE, holder, qty, clause.span, other=compared, other_kind=than_kind, also_kinds=also),)


def _one_other_holder(other: EntityChunk) -> bool:
    """One person named after "the books": not a group the subject may be among ("half the
    books they have", "the pens her class has")."""
    return other.kind in ("name", "pronoun", "role") and not other.plural and not other.members and (
        other.kind != "role" or not in_class(other.text.split()[-1].lower(), "collective_nouns"))


def _counted_as_held(counted: NounChunk) -> bool:
    """ "the books", "the money" (no words of its own): things counted, or the money the story
    counts; "the book" is one thing, not an amount."""
    noun = counted.noun
    return counted.possessor is None and not noun.modifiers and noun.of is None and (
        noun.plural or noun.head == "money")


def _kinds_totalled(rest: list[Chunk], clause: Clause,
                    text: str) -> tuple[list[Chunk], tuple[Noun, ...]] | None:
    """ "… as cats and dogs combined", "… as oaks, pines and firs together": bare plural kinds
    after the last "as", listed with "and" and closed by one word that adds them: the rest with
    the first kind alone after "as", and the other kinds. None for a clause of any other shape."""
    last_as = max((i for i, c in enumerate(rest) if isinstance(c, PrepChunk) and c.word == "as"),
                  default=None)
    listed = rest[last_as + 1:] if last_as is not None else []
    kinds = listed[::2]
    joins = [c.word for c in listed[1::2] if isinstance(c, ConjChunk)]
    if last_as is None or len(kinds) < 2 or len(joins) != len(kinds) - 1 or joins[-1] != "and" or (
        any(j != "," for j in joins[:-1])
    ) or not all(isinstance(k, NounChunk) and k.noun.plural and k.determiner is None and k.possessor is None
                 for k in kinds):
        return None
    after = [word.lower() for word in text[listed[-1].span[1]:clause.span[1]].split()]
    if len(after) != 1 or after[0] not in aggregate_words():
        return None
    nouns = [k.noun for k in kinds if isinstance(k, NounChunk)]
    if len({(n.head, n.modifiers, n.of) for n in nouns}) != len(nouns):
        return None
    return rest[:last_as + 2], tuple(nouns[1:])


def group_totalled(rest: list[Chunk], clause: Clause, text: str) -> list[Chunk] | None:
    """ "… as Ann and Bo combined", "… as Ann, Bo and Cy together": the people named after the
    last "as", as one group, when the word that adds them ends the clause right after them
    ("as Ann and Bo" alone may compare with each). None for a clause of any other shape."""
    last_as = max((i for i, c in enumerate(rest) if isinstance(c, PrepChunk) and c.word == "as"),
                  default=None)
    if last_as is None:
        return None
    named = named_group(rest[last_as + 1:])
    if named is None or last_as + 1 + named[1] != len(rest):
        return None
    group = named[0]
    if any(m.kind != "name" or m.possessor is not None for m in group.members):
        return None
    after = [word.lower() for word in text[group.span[1]:clause.span[1]].split()]
    if len(after) == 2 and after[0] in (("had", "did") if _said_in_past(clause) else ("have", "do")):
        after = after[1:]  # "as Ann and Bo have combined": their holdings at the clause's time
    if len(after) != 1 or after[0] not in aggregate_words():
        return None
    return rest[:last_as + 1] + [group]


def _place_holds_multiple(clause: Clause) -> Clause | None:
    """ "There are twice as many hens in the yard (as in the barn | as there are in the barn)"
    says what "The yard has twice as many hens (as the barn)" says: the place is the holder,
    as in "There are 14 hens in the barn". None for a clause not of that shape (a comparison
    with no place, or with a place that is not the last words before "as")."""
    rest = list(clause.rest)
    match rest:
        case [QtyChunk() as factor, PrepChunk(word="as"), CueChunk(kind="many" | "much"), NounChunk(),
              PrepChunk(word=word), NounChunk() as place, *compared] if (
            is_factor(factor) and word in PLACE_PREPOSITIONS and place.determiner is not None
        ):
            pass
        case _:
            return None
    match compared:
        case []:
            other: list[Chunk] = []
        case [PrepChunk(word="as"), PrepChunk(word=other_word), NounChunk() as other_place] | [
            PrepChunk(word="as"), CueChunk(kind="there"), AuxChunk(group="be"), PrepChunk(word=other_word),
            NounChunk() as other_place
        ] if other_word == word and other_place.determiner is not None:
            other = [compared[0], other_place]  # "as (there are) in the barn": as the barn
        case _:
            return None
    past = any(a.word.lower() in ("was", "were") for a in clause.auxiliaries)
    holds = AuxChunk("had" if past else "has", "have", clause.span)
    return attrs.evolve(clause, subject=place, auxiliaries=(holds,), rest=tuple(rest[:4] + other))


def _same_tense(clause: Clause, closing: AuxChunk) -> bool:
    """ "has … as Jacob does / has", "had … as Jacob did / had": the closing auxiliary
    tells the other's holding at the clause's own time."""
    return _said_in_past(clause) == (closing.word.lower() in ("had", "did"))


def _done_at_another_tense(clause: Clause, closing: AuxChunk) -> bool:
    """ "picked 5 more than Bo does", "picks 5 more than Bo did": the other's doing said again in
    another tense than the clause's. A verb whose past is written as its present ("read", "put")
    with no "-s" tells no tense against "did"."""
    past = closing.word.lower() in ("had", "did")
    if _said_in_past(clause):
        return not past
    present_said = any(a.word.lower() in ("does", "do", "is", "are", "has", "have")
                       for a in clause.auxiliaries) or (
        clause.verb is not None and clause.verb.word.lower().endswith("s"))
    return past and present_said


def _said_in_past(clause: Clause) -> bool:
    return group_tense(clause.auxiliaries, clause.verb) is Tense.PAST


def _contents(clause: Clause) -> tuple[Clause, Proto] | None:
    """ "37 bags with 19 cookies in each (bag)": the bags, and a rate of cookies per bag."""
    rest = list(clause.rest)
    for i in range(len(rest) - 4):
        match rest[i:i + 5]:
            case [QtyChunk(noun=Noun() as container) as bags, PrepChunk(word="with"),
                  QtyChunk(noun=Noun()) as inside, PrepChunk(word="in"), CueChunk(kind="each")]:
                tail = rest[i + 5:]
                if tail and isinstance(tail[0], NounChunk) and tail[0].noun.head == container.head:
                    tail = tail[1:]  # "in each bag"
                per = NounChunk(attrs.evolve(container, modifiers=(), of=None), bags.span)
                rate = Proto(Op.RATE, per, inside, clause.span)
                return attrs.evolve(clause, rest=tuple(rest[:i + 1] + tail)), rate
    return None


def _each(clause: Clause, verb: VerbChunk | None, quantities: list[QtyChunk],
          evidence: str) -> tuple[Proto, ...] | Refusal:
    """ "Each pizza had 8 slices": every one of the pizzas its holder has holds 8 slices.
    "Each song is 4 minutes (long)", "Each story is 50 pages": what every one of them
    measures, a rate as what it holds is."""
    subject = clause.subject
    possess = verb is None and any(a.group == "have" for a in clause.auxiliaries) or (
        verb is not None and verb.verb_class is VerbClass.POSSESS)
    rest = list(clause.rest)
    if verb is None and [a.group for a in clause.auxiliaries] == ["be"] and rest and _measured_each(rest):
        possess, rest = True, rest[:1]
    if verb is not None and in_class(verb.lemma, "measuring_verbs") and len(rest) == 1 and (
        isinstance(subject, NounChunk) and _weighed_each(rest[0])
    ):
        # "Each bag weighs 3 pounds": 3 pounds of bag, the bag's own weight, never of what
        # else is asked ("How many pounds of sugar?")
        weighed = quantities[0]
        assert weighed.noun is not None
        quantities = [attrs.evolve(weighed, noun=attrs.evolve(weighed.noun, of=subject.noun.head))]
        possess, rest = True, [quantities[0]]
    match rest[-2:]:
        case [PrepChunk(word="in" | "inside" | "on"), EntityChunk(text=it)] if it.lower() == "it":
            rest = rest[:-2]  # "has 6 pieces inside it", "had 4 problems on it"
        case [QtyChunk(), PrepChunk(word="inside")]:
            rest = rest[:-1]  # "has 7 cards inside"
    if isinstance(subject, NounChunk) and possess and _kinds_apart(rest):
        # "Each box has 4 pens and 6 pencils": what each one has of either kind
        return tuple(Proto(Op.RATE, subject, q, clause.span) for q in rest if isinstance(q, QtyChunk))
    if not isinstance(subject, NounChunk) or not possess or len(quantities) != 1 or len(
        rest
    ) != 1 or quantities[0].value is None or quantities[0].noun is None:
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    return (Proto(Op.RATE, subject, quantities[0], clause.span),)


def _kinds_apart(rest: list[Chunk]) -> bool:
    """ "4 pens and 6 pencils", "12 black dots and 17 yellow dots": two counts joined by "and",
    of kinds no thing may be of both (``kinds_told_apart``: "12 dots and 5 black dots", "12 big
    dots and 5 black dots" may count some twice)."""
    match rest:
        case [QtyChunk(noun=Noun() as one) as a, ConjChunk(word="and"), QtyChunk(noun=Noun() as other) as b]:
            pass
        case _:
            return False
    from wordproof.reader.listed import kinds_told_apart  # listed reads whole texts, after this stage

    if any(q.value is None or q.comparative is not None or q.of_entity is not None or q.of_them
           or q.currency is not None or not held_by_each(q) for q in (a, b)) or one.of or other.of:
        return False
    return kinds_told_apart([(*one.modifiers, one.head), (*other.modifiers, other.head)])


def _weighed_each(qty: Chunk) -> bool:
    """ "weighs 3 pounds", "measures 5 feet": a length or a weight of each, in a unit of the
    lexicon that is no other word, and nothing more."""
    if not isinstance(qty, QtyChunk) or qty.noun is None or not held_by_each(qty) or qty.attributive:
        return False
    unit = measure_unit(qty.noun.head)
    return unit is not None and not unit.ambiguous and not qty.noun.modifiers and qty.noun.of is None and (
        unit.dimension in _MEASURED_WITHOUT_ADJECTIVE)


def _measured_each(rest: list[Chunk]) -> bool:
    """ "is 4 minutes", "is 18 inches long": a count or a measure, with at most the adjective
    that names its dimension; never an age ("is 9 years old") nor a sum (a price)."""
    qty = rest[0]
    if not isinstance(qty, QtyChunk) or qty.noun is None or not held_by_each(qty) or qty.noun.head == "year":
        return False
    match rest[1:]:
        case []:
            return True
        case [NounChunk(noun=adjective, determiner=None, possessor=None)]:
            return measured_dimension(adjective.head) is not None and adjective.head != "old"
    return False


def _total(clause: Clause, verb: VerbChunk | None, quantities: list[QtyChunk],
           evidence: str) -> tuple[Proto, ...] | Refusal:
    """ "Together they found 80 apples", "They have 40 eggs in total": what a group's
    members did (or hold) adds up to the amount."""
    subject = clause.subject
    if isinstance(subject, CueChunk) and subject.kind == "there" and verb is None:
        return _existence(clause, quantities, evidence)  # "there were 25 children in all on the bus"
    whole = _spent_in_all(clause, verb, quantities, evidence) or _one_doers_whole(clause, verb, quantities,
                                                                                 evidence)
    if whole is not None:
        return whole
    if not isinstance(subject, EntityChunk | NounChunk) or len(quantities) != 1 or (
        quantities[0].value is None
    ):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if verb is not None and verb.lemma in ("need", "want"):
        # "She needs a total of 75 points": an amount wanted is the whole wanted already
        return _change(attrs.evolve(clause, total=False), verb, quantities, evidence)
    if verb is not None and verb.verb_class is VerbClass.POSSESS:
        verb = None
    plural = isinstance(subject, EntityChunk) and (subject.kind == "group" or subject.plural)
    if verb is None and not plural and not subject.noun.plural if isinstance(subject, NounChunk) else (
        verb is None and not plural and subject.kind in ("name", "role") and not subject.members
    ):
        # "A farm has a total of 77 animals": one holder's total is what it holds, of every kind
        # of the noun (its parts may follow)
        return _possession(attrs.evolve(clause, total=False), quantities, evidence)
    if not plural and verb is not None:
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if verb is None and not any(a.group == "have" for a in clause.auxiliaries):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    return (Proto(Op.TOTAL, subject, quantities[0], clause.span, verb=verb),)


def _spent_in_all(clause: Clause, verb: VerbChunk | None, quantities: list[QtyChunk],
                  evidence: str) -> tuple[Proto, ...] | Refusal | None:
    """ "She spent $260 in total", "Dan spent a total of 74 cents": one buyer's whole spending, a
    sum of money and nothing else said (not "on toys": a part of it), read as the sum spent and
    marked ``whole_doing``; replay ties it to every cost and sum of the buyer's spending. None
    for any other clause."""
    subject = clause.subject
    one = isinstance(subject, EntityChunk) and not subject.members and not subject.plural and (
        subject.kind in ("name", "role") or subject.pronoun_role == "subject") or isinstance(
        subject, NounChunk) and not subject.noun.plural and subject.possessor is None and (
        subject.determiner in ("a", "an", "the"))  # "A merchant spent $90 in total"
    if not one or verb is None or not in_class(verb.lemma, "spending_verbs") or verb.particle is not None or (
        clause.negated or clause.hedged or clause.auxiliaries or len(quantities) != 1
    ):
        return None
    match clause.rest:
        case [QtyChunk() as spent] if spent is quantities[0] and _is_money(spent) and (
            spent.value is not None and spent.comparative is None and spent.of_entity is None
            and not spent.of_them and not spent.another
        ):
            pass
        case _:
            return None
    read = _change(attrs.evolve(clause, total=False), verb, quantities, evidence)
    if isinstance(read, Refusal):
        return read
    return tuple(attrs.evolve(p, whole_doing=True) for p in read)


def _one_doers_whole(clause: Clause, verb: VerbChunk | None, quantities: list[QtyChunk],
                     evidence: str) -> tuple[Proto, ...] | Refusal | None:
    """ "Penny counted a total of 55 frogs", "… a total of 55 tree frogs, 10 poison frogs and 13
    wood frogs": one doer's total of a doing is every doing of the verb by her, the things listed
    added. Read as the doing told (each entry ``whole_doing``: replay refuses when any other doing
    of the verb is told, for it may be among the total). A list whose kinds may overlap (``55 frogs,
    10 tree frogs``: a kind and its sort, or a category) may list the total and its parts: refused.
    None when the subject is not one doer or the verb is none or a holding's."""
    subject = clause.subject
    one = isinstance(subject, EntityChunk) and subject.kind in ("name", "role") and not subject.members and (
        not subject.plural) or isinstance(subject, NounChunk) and not subject.noun.plural
    # "They caught a total of 30 pikes and 40 eels": a group's total listed by kinds is the
    # group's doing of each kind, as told without the total (one kind is the members' sum, below)
    listed_by_group = isinstance(subject, EntityChunk | NounChunk) and not one and len(quantities) > 1
    if not (one or listed_by_group) or verb is None or verb.verb_class is VerbClass.POSSESS or (
        verb.lemma in ("need", "want")
    ):
        return None
    nouns = [q.noun for q in quantities]
    if not quantities or any(q.value is None or q.comparative is not None or q.of_them or q.another
                             or q.of_entity is not None for q in quantities) or any(
        n is None or is_category(n.head) for n in nouns
    ):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    told = [n for n in nouns if n is not None]
    if any(a is not b and a.head == b.head and set(a.modifiers) <= set(b.modifiers)
           for a in told for b in told):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)  # "55 frogs, 10 tree frogs"
    read = _change(attrs.evolve(clause, total=False), verb, quantities, evidence)
    if isinstance(read, Refusal):
        return read
    return tuple(attrs.evolve(p, whole_doing=True) for p in read)


_ADDING_WORDS = frozenset({"also", "too"})  # "There are also 4 hoes": beside what was just told
# "There are 40 boys and some girls in the yard. There are 90 children altogether.": a total of
# what the sentence before told, so in the scene it set
_TOTALLING = re.compile(r"\b(?:altogether|in all|in total)\b|\btotal$")  # "There are 52 pens total"


def _existence(clause: Clause, quantities: list[QtyChunk], evidence: str) -> tuple[Proto, ...] | Refusal:
    """ "There are 5 cats in the barn": the place holds them. With no place but "left"
    ("there were nine left"), the holder is whoever holds that kind (bound per reading)."""
    assert isinstance(clause.subject, CueChunk)
    rest = clause.rest
    if any(isinstance(c, NounChunk) and i and isinstance(rest[i - 1], ConjChunk | QtyChunk)
           for i, c in enumerate(rest)):
        # "there are 87 kids, teens and adults": kinds listed with no count of their own
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    place = _objects(clause)["place"] or leading_place(clause)
    if place is None and any(isinstance(c, CueChunk) and c.text == "left" for c in clause.rest):
        remaining = CueChunk("remaining", "there", clause.subject.span)
        return tuple(Proto(Op.OBSERVE, remaining, qty, clause.span, later=True) for qty in quantities
                     if qty.comparative is None) or _refuse(
            RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    adding = bool(_ADDING_WORDS & set(re.findall(r"[a-z]+", evidence.lower())))
    if place is None and not clause.later and (adding or _TOTALLING.search(evidence.lower())):
        # "The shed has 9 rakes. There are also 4 hoes.": in the scene the sentence before set
        scene = CueChunk("scene" if adding else "totalled", "there", clause.subject.span)
        return tuple(Proto(Op.OBSERVE, scene, qty, clause.span) for qty in quantities
                     if qty.comparative is None) or _refuse(
            RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if place is None and clause.later:
        # "Now there are six balls": of the one holder of balls so far, if there is one
        unplaced = CueChunk("unplaced", "there", clause.subject.span)
        return tuple(Proto(Op.OBSERVE, unplaced, qty, clause.span, later=True) for qty in quantities
                     if qty.comparative is None) or _refuse(
            RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    protos = []
    subject: Ref = place if isinstance(place, NounChunk) else clause.subject
    than = _objects(clause)["than"]
    for qty in quantities:
        if _quantity_preposition(clause, qty) is not None:
            return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
        if qty.comparative is not None:
            # "there are 2 fewer blue chairs than yellow chairs": two kinds in one place
            if not isinstance(than, NounChunk) or than.determiner or than.possessor or not (
                than.noun.plural) or qty.noun is None or qty.value is None:
                return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
            sign = 1 if qty.comparative == "more" else -1
            protos.append(Proto(Op.COMPARE, subject, qty, clause.span, other=subject, sign=sign,
                                other_kind=than.noun))
            continue
        protos.append(Proto(Op.OBSERVE, subject, qty, clause.span))
    return tuple(protos)


def leading_place(clause: Clause) -> NounChunk | None:
    """ "On a table(,) there were 12 cups", "In the barn there are 5 cows": the place a
    clause opens with, when it names no time ("In the morning"); the one such place."""
    places = [noun for prep, noun in zip(clause.placed, clause.placed[1:], strict=False)
              if isinstance(prep, PrepChunk) and prep.word in PLACE_PREPOSITIONS
              and isinstance(noun, NounChunk) and noun.noun.head not in time_vocabulary()]
    return places[0] if len(places) == 1 else None


def _existence_of_subject(
    clause: Clause, quantities: list[QtyChunk], text: str, evidence: str
) -> tuple[Proto, ...] | Refusal:
    """ "Seven apples are in the basket": only with a form of "be" and a place."""
    rest_after = _without_times(clause.rest[2 * (len(quantities) - 1):])
    if clause.verb is None and rest_after and isinstance(rest_after[0], VerbChunk) and not any(
        isinstance(a, AuxChunk) for a in clause.auxiliaries
    ):
        # "5 girls and 3 boys went to the pool": the verb after a list of subjects
        clause = attrs.evolve(clause, verb=rest_after[0])
        rest_after = rest_after[1:]
    plainly = _doing_said_plainly(clause, rest_after)
    if plainly == ():
        return ()  # "2 of them got tired of waiting (and left)": why, before what they did
    if plainly:
        clause, rest_after = plainly
    be = [a for a in clause.auxiliaries + tuple(rest_after[:1]) if isinstance(a, AuxChunk)]
    if not any(a.group == "be" for a in be):
        return _went(clause, quantities, rest_after, evidence, text)
    verbs = [c for c in (clause.verb, *rest_after) if isinstance(c, VerbChunk)]
    if verbs and not (len(verbs) == 1 and verbs[0].word.lower().endswith("ing")):
        return _moved(clause, quantities, rest_after, text, evidence)
    # "179 birds were sitting in a tree": things that are somewhere, doing something
    if any(isinstance(c, QtyChunk) for c in rest_after):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    place = _objects(attrs.evolve(clause, rest=rest_after))["place"]
    if not isinstance(place, NounChunk) or place.determiner is None and place.possessor is None:
        # "5 chairs are in use", "in stock", "in line": a bare noun names a state the things
        # are in, not one place that holds them (they may be among the hall's chairs)
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    return tuple(Proto(Op.OBSERVE, place, qty, clause.span) for qty in quantities)


def _doing_said_plainly(clause: Clause,
                        rest: tuple[Chunk, ...]) -> tuple[Clause, tuple[Chunk, ...]] | tuple[()] | None:
    """ "3 of his friends had to go home", "2 of them got tired of waiting and left": a
    counted subject's going told through a past need, or after a feeling that says why, is
    the going itself ("had to go home": they went). The clause with that verb as its own and
    the chunks after it; None for any other shape ("has to leave", "will have to", a feeling
    and nothing done: "2 of them got bored")."""
    verb = clause.verb
    match (clause.auxiliaries, verb, rest):
        case ((AuxChunk(word="had", group="have"),), None,
              (PrepChunk(word="to"), VerbChunk(particle=None, participle=False) as doing, *after)) if (
            doing.word.lower() == doing.lemma and not clause.negated
        ):
            return attrs.evolve(clause, verb=doing, auxiliaries=()), tuple(after)
        case ((), VerbChunk(lemma="get" | "grow" | "become", particle=None), (
                VerbChunk() | NounChunk() | UnknownChunk() as feeling, *after)) if (
            _feeling_word(feeling) and not clause.negated
        ):
            if after[:1] and isinstance(after[0], PrepChunk) and after[0].word == "of" and (
                after[1:2] and isinstance(after[1], VerbChunk) and after[1].word.lower().endswith("ing")
            ):
                after = after[2:]  # "tired of waiting": of what, which moves nothing
            match after:
                case []:
                    return ()
                case [ConjChunk(word="and"), VerbChunk(participle=False, auxiliary=None) as doing, *tail] if (
                    doing.word.lower() != doing.lemma
                ):
                    return attrs.evolve(clause, verb=doing), tuple(tail)
                case [ConjChunk(word="and"), CueChunk(kind="final", text="left") as left, *tail]:
                    leaving = VerbChunk("left", "leave", verb_class("leave"), left.span)
                    return attrs.evolve(clause, verb=leaving), tuple(tail)
    return None


def _feeling_word(chunk: Chunk) -> bool:
    """ "tired", "bored", "hungry": a state one grows into (lexicon ``feeling_words``)."""
    said = chunk.word if isinstance(chunk, VerbChunk) else chunk.noun.surface if isinstance(
        chunk, NounChunk
    ) and not chunk.determiner and chunk.possessor is None and not chunk.noun.modifiers else (
        chunk.text if isinstance(chunk, UnknownChunk) else "")
    return in_class(said.lower(), "feeling_words")


def _without_times(rest: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "12 were sold the first week", "5 kids left on Monday": a time phrase places the
    clause in time and counts nothing; "each week" is a rate and stays."""
    vocabulary = time_vocabulary()
    kept: list[Chunk] = []
    for chunk in rest:
        if isinstance(chunk, NounChunk) and chunk.noun.head in vocabulary and (
            chunk.possessor is None and chunk.noun.of is None
            and chunk.determiner not in ("a", "an", "each", "every", "per")
        ):
            if kept and isinstance(kept[-1], PrepChunk) and kept[-1].word in ("in", "on", "during"):
                kept.pop()
            continue
        kept.append(chunk)
    return tuple(kept)


_PARTICLE_POLARITY = {"away": "loss", "out": "loss"}
_INTO = frozenset({"in", "into", "on", "onto", "to"})
_OUT_OF = frozenset({"from", "off"})


_TOWARD = frozenset({"in", "into", "on", "onto", "to", "up", "over"})
_JOINING = frozenset({"join"})
_AWAY = frozenset({"off", "from", "out", "away"})


def _without_purpose(rest: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "2 go home to eat dinner": a closing "to" + verb (other than "join") says why, not
    where; it is set aside when no number follows it."""
    for index in range(len(rest) - 1):
        prep, verb = rest[index], rest[index + 1]
        if isinstance(prep, PrepChunk) and prep.word == "to" and isinstance(verb, VerbChunk) and (
            verb.lemma not in _JOINING
        ) and not any(isinstance(c, QtyChunk) for c in rest[index:]):
            return rest[:index]
    return rest


def _went(clause: Clause, quantities: list[QtyChunk], rest: tuple[Chunk, ...],
          evidence: str, text: str) -> tuple[Proto, ...] | Refusal:
    """ "3 ducks flew away", "3 students got off of the bus", "38 more birds flew up to the
    tree", "4 players quit the team", "12 guests arrived at the party": counted things that move
    themselves leave or join a place. Only the words of direction say which (a verb of motion says nothing of
    holdings); with no place named, the place is the one holder of that kind. Things that
    end ("12 of the fish died", "3 balloons popped") are a loss of their holder."""
    verb = clause.verb
    if verb is None or clause.auxiliaries or clause.negated:
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    doing = counted_doing(verb, rest)
    if doing is not None and doing[1] == () and all(q.noun is not None for q in quantities):
        # "22 boys went down the slide", "35 campers went rowing": how many did that doing;
        # it moves nothing anyone holds (its effect is unknown), and counts only for a
        # question of the same doing
        if any(t.kind is TimeKind.AGAIN and t.span[0] >= clause.span[0] for t in clause.times):
            # "5 boys went down the slide again": some who did it before, not more doers
            return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
        doers = CueChunk("doers", "there", clause.span)
        return tuple(Proto(Op.EVENT, doers, qty, clause.span, verb=doing[0],
                           settings=(doing[2],) if doing[2] is not None else ()) for qty in quantities)
    cues = []
    if verb.particle in _TOWARD | _AWAY:
        cues.append("gain" if verb.particle in _TOWARD else "loss")
    ending = in_class(verb.lemma, "ending_verbs")
    arriving = in_class(verb.lemma, "arriving_verbs")
    if ending or in_class(verb.lemma, "leaving_verbs"):
        cues.append("loss")
    elif in_class(verb.lemma, "entering_verbs"):
        cues.append("gain")
    place: NounChunk | None = None
    homeward = False
    rest = _without_purpose(rest)
    if _gone_for_an_outing(verb, rest, clause, text):
        cues.append("loss")  # "1 went for a swim": stopped what they were told doing
        rest = ()
    for index, chunk in enumerate(rest):
        before = rest[index - 1] if index else None
        if isinstance(chunk, PrepChunk) and chunk.word in _WHERE and not cues and not (
            verb.verb_class not in (VerbClass.ACTIVITY, None) or _goes_somewhere(verb)
            or all(_newly_come(q, verb, text) for q in quantities)
        ):
            # "2 ducks swam in the pond", "1 kid played in the park": where they did it, maybe
            # among those told there, not a coming in
            return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
        if isinstance(chunk, PrepChunk) and chunk.word in _TOWARD | _AWAY:
            cues.append("gain" if chunk.word in _TOWARD else "loss")
        elif arriving and isinstance(chunk, PrepChunk) and chunk.word == "at":
            cues.append("gain")  # "arrived at the party": come to it (a bare "came" may be elsewhere)
        elif arriving and isinstance(before, PrepChunk) and before.word == "at" and isinstance(
            chunk, NounChunk
        ) and place is None and chunk.possessor is None:
            place = chunk
        elif isinstance(chunk, PrepChunk) and chunk.word in _ADJUNCT:
            pass  # "got off at the first stop", "flew away for the winter": no holder
        elif isinstance(chunk, VerbChunk) and chunk.lemma in _JOINING:
            if not (in_class(verb.lemma, "motion_verbs") or verb.lemma == "decide"):
                # "22 kids wanted (tried, hoped, refused) to join in": did they?
                return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
            cues.append("gain")  # "came to join them", "decided to join in"
        elif isinstance(chunk, EntityChunk) and chunk.text.lower() == "them":
            pass  # "join them": the ones already there, whoever holds that kind
        elif isinstance(chunk, NounChunk) and chunk.noun.head == "home" and not chunk.determiner and (
            not isinstance(before, PrepChunk)
        ):
            cues.append("loss")  # "2 go home": away from here ("at home" is where, not whither)
            homeward = True
        elif isinstance(chunk, NounChunk) and isinstance(before, PrepChunk) and before.word in _ADJUNCT:
            pass
        elif isinstance(chunk, NounChunk) and place is None and chunk.possessor is None and not (
            ending and not isinstance(before, PrepChunk)
        ):
            place = chunk  # not the object of a loss verb: "3 kids ate cookies"
        elif not (isinstance(chunk, PrepChunk) and chunk.word == "of"):
            return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if verb.lemma in _JOINING:
        cues.append("gain")
    if not cues or arriving and "loss" in cues:
        # ("3 kids came from the park", "came out", "came home"): come from, or to, elsewhere
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    op = Op.GAIN if cues[0] == "gain" else Op.LOSS
    if ending:
        # the things themselves did it: no holder's doing ("How many did Ryan break?")
        return tuple(Proto(op, place if place is not None else _holder_of(clause, qty), qty,
                           clause.span, verb=verb, cues=tuple(cues), actor="the things themselves",
                           homeward=homeward) for qty in quantities)
    return tuple(Proto(op, place if place is not None else _holder_of(clause, qty), qty,
                       clause.span, verb=attrs.evolve(verb, verb_class=None), cues=tuple(cues),
                       homeward=homeward) for qty in quantities)


_WHERE = frozenset({"in", "on"})  # "swam in the pond": where, unless a going says whither


def _gone_for_an_outing(verb: VerbChunk, rest: tuple[Chunk, ...], clause: Clause, text: str) -> bool:
    """ "2 beavers were working on their home. 1 went for a swim. How many beavers are still
    working on their home?": counted things that go for an outing of a way of going (lexicon
    ``going_ways_verbs`` said as a noun: a swim, a walk, a ride) stop the doing the story told
    them at in the progressive, when the question asks who are "still" at that doing. Asked
    anything else, where they went is not told ("4 kids at the beach went for a swim": still at
    the beach), and the clause is not read so."""
    match rest:
        case (PrepChunk(word="for"), NounChunk(determiner="a", possessor=None,
                                               noun=Noun(modifiers=(), of=None, plural=False) as outing)):
            pass
        case _:
            return False
    if verb.lemma != "go" or verb.particle is not None or not in_class(outing.head, "going_ways_verbs"):
        return False
    question = text[text.rfind(".", 0, text.rfind("?")) + 1:]
    still = re.search(r"\bstill\s+([a-z]+ing)\b", question.lower())
    told = text[:clause.span[0]].lower()
    if still is None or verb_lemma(still.group(1)) == outing.head:
        return False
    return re.search(rf"\b(?:were|are)\s+{still.group(1)}\b", told) is not None


def _goes_somewhere(verb: VerbChunk) -> bool:
    """A verb whose doer goes from one place to another ("came", "left", "entered", "joined",
    "flew away"), after which "in" / "on" may say whither; any other verb done "in the pond"
    says where."""
    goings = ("motion_verbs", "leaving_verbs", "entering_verbs", "alighting_verbs")
    return any(in_class(verb.lemma, table) for table in goings) or verb.lemma in _JOINING or (
        verb.particle in _TOWARD | _AWAY and verb.verb_class in (VerbClass.ACTIVITY, None))


_ADJUNCT = frozenset({"at", "for", "during"})
_PATHS = frozenset({"down", "across", "along", "around", "through", "past"})


def counted_doing(verb: VerbChunk,
                  rest: tuple[Chunk, ...]) -> tuple[VerbChunk, tuple[Chunk, ...], Setting | None] | None:
    """ "went down the slide", "went rowing": a going that is a doing of its own, neither into
    nor out of any place (a path, or a pastime in "-ing"). The doing as one verb ("go down
    slide", "go rowing", class unknown: it changes no holding) and the chunks after it; the
    statement and the question build it here alike, so only the same doing matches; with the
    way as a ``Setting`` (None for a pastime). None for any other verb or shape."""
    if verb.lemma != "go" or verb.particle is not None:
        return None
    match rest:
        case (VerbChunk(participle=False) as pastime, *after) if pastime.word.lower().endswith("ing") and (
            pastime.particle is None
        ):
            said, setting = f"go {pastime.word.lower()}", None
        case (PrepChunk(word=path), NounChunk(determiner="the", possessor=None) as way, *after) if (
            path in _PATHS and way.noun.of is None
        ):
            said = " ".join(("go", path, *way.noun.modifiers, way.noun.head))
            setting = setting_of(path, way)
        case _:
            return None
    return attrs.evolve(verb, lemma=said, verb_class=None), tuple(after), setting


def _holder_of(clause: Clause, qty: QtyChunk) -> Ref:
    """Whose things a counted subject is: "3 of her pens" hers; else the one holder of the
    kind (bound per reading)."""
    if qty.of_entity is not None:
        return qty.of_entity
    return CueChunk("holder", "", clause.span)


def _imperative_to_the_reader(clause: Clause, text: str) -> Clause:
    """ "Divide 39 pens into 7 equal groups.": a sentence opened by a verb in its base form,
    with no subject and no auxiliary, bids the reader do it, as "You divide …" tells."""
    verb = clause.verb
    if clause.subject is not None or clause.auxiliaries or clause.conditional or clause.placed or (
        verb is None or verb.participle or verb.negated or verb.span[0] != clause.span[0]
        or verb.word != verb.word.capitalize() or verb.word.lower() != verb.lemma
        or text[:clause.span[0]].rstrip()[-1:] not in ("", ".", "!")
    ):
        return clause
    reader = EntityChunk("pronoun", "you", (verb.span[0], verb.span[0]), pronoun_role="subject")
    return attrs.evolve(clause, subject=reader)


def _picked_out(qty: QtyChunk, text: str) -> bool:
    """ "12 of them", "5 of her cats", "20 of the dogs": some of what a holder was told to have."""
    if qty.of_them or qty.of_entity is not None:
        return True
    between = text[qty.value_span[1]:qty.span[1]].split()
    return qty.noun is not None and qty.comparative is None and bool(between) and between[0].lower() == "of"


def _newly_come(qty: QtyChunk, verb: VerbChunk, text: str) -> bool:
    """A count brought in is told as new ("4 new members", "6 more", "another 5"), or is added
    (always into something); "120 students are enrolled" may be a part of those told, and
    "12 of them were added" says nothing of where to."""
    if _picked_out(qty, text) or qty.value is None or qty.comparative not in (None, "more"):
        return False
    return verb.lemma == "add" or qty.comparative == "more" or qty.another or (
        qty.noun is not None and "new" in qty.noun.modifiers)


def _gone_to_another(qty: QtyChunk, verb: VerbChunk, prep: PrepChunk, other: NounChunk) -> bool:
    """A passive move away from the holder to a receiver named for the first time, with "a"
    ("shipped away to a company", "sent off to a school"), or a making of the things into
    something else, told with no article ("are made into salads", "were turned into jam"):
    either way the things are no longer the holder's. A told place ("to the shelf") is no
    such receiver; "made into a tower" or "into stacks" (lexicon ``arranging_nouns``) only
    arranges them, and people "made into teams" or "into captains" stay people."""
    if verb.particle in ("away", "off") and prep.word == "to":
        return other.determiner in ("a", "an") and other.possessor is None
    return prep.word == "into" and verb.particle is None and in_class(verb.lemma, "transforming_verbs") and (
        other.determiner is None and other.possessor is None
        and not in_class(other.noun.head, "arranging_nouns") and not in_class(other.noun.head, "person_nouns")
        and not (qty.noun is not None and in_class(qty.noun.head, "person_nouns")))


def _unnamed_agent(after: list[Chunk]) -> bool:
    """ "by families", "by visitors": a passive's agent that is no one the story tells of."""
    match after:
        case [PrepChunk(word="by"), NounChunk(determiner=None, possessor=None, noun=Noun(plural=True))]:
            return True
    return False


def _moved(clause: Clause, quantities: list[QtyChunk], rest: tuple[Chunk, ...], text: str,
           evidence: str) -> tuple[Proto, ...] | Refusal:
    """ "25 more peaches are put in the basket", "Two marbles are taken out of the bag":
    things moved into a place are its gain, out of it its loss. The verb's class, its
    particle and the preposition are all cues; the polarity obligation refuses a clash."""
    match rest[-3:]:
        case (PrepChunk(word="to"), AuxChunk(group="be"), VerbChunk(participle=True)):
            rest = rest[:-3]  # "taken out to be read": why they were moved counts nothing
    verbs = [c for c in (clause.verb,) + tuple(rest) if isinstance(c, VerbChunk)]
    if len(verbs) != 1 or not verbs[0].participle:
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    verb = verbs[0]
    after = list(rest) if verb is clause.verb else list(rest[rest.index(verb) + 1:])
    if after and isinstance(after[0], PrepChunk) and after[0].word == "out":
        after = after[1:]
        verb = attrs.evolve(verb, particle="out")
    match after:
        case [PrepChunk(word="in" | "down" as particle)] if verb.particle is None:
            after = []  # "were brought in", "were cut down": a particle, closing the clause
            verb = attrs.evolve(verb, particle=particle)
    if not after and verb.particle in _PARTICLE_POLARITY:
        # "5 water bottles are taken out": of whoever holds them
        return tuple(Proto(Op.LOSS, _holder_of(clause, qty), qty, clause.span,
                           verb=verb, cues=("loss",), actor="someone") for qty in quantities)
    if not after and verb.particle in (None, "up") and verb.verb_class is VerbClass.LOSS:
        # "12 of them were sold", "four were eaten": their holder's loss, by someone the
        # text does not name. A passive gain or transfer ("6 were bought", "4 more were
        # given") may be the holder's gain or its loss: not read.
        return tuple(Proto(Op.LOSS, _holder_of(clause, qty), qty, clause.span,
                           verb=verb, cues=("loss",), actor="someone") for qty in quantities)
    match after:
        case [NounChunk(determiner=None, possessor=None, noun=Noun(head="home", modifiers=()))] if (
            verb.verb_class is VerbClass.TRANSFER_OUT and verb.particle is None
        ):
            # "7 of them were sent home": sent away from here, as "2 went home" goes ("were
            # taken home", "brought home" may go home with their holder)
            return tuple(Proto(Op.LOSS, _holder_of(clause, qty), qty, clause.span,
                               verb=verb, cues=("loss",), actor="someone", homeward=True)
                         for qty in quantities)
    if not after and verb.particle == "down" and in_class(verb.lemma, "cutting_verbs"):
        # "23 of them were cut down": felled, no longer standing among their holder's ("were
        # cut" alone may be cut into pieces, or trimmed)
        return tuple(Proto(Op.LOSS, _holder_of(clause, qty), qty, clause.span,
                           verb=verb, cues=("loss",), actor="someone") for qty in quantities)
    if not after and (
        verb.particle is None and in_class(verb.lemma, "admitting_verbs")
        or verb.particle == "in" and in_class(verb.lemma, "carrying_verbs") and verb.lemma != "take"
    ) and all(  # (what is "taken in" may be narrowed, or fooled)
        _newly_come(qty, verb, text) for qty in quantities
    ):
        # "4 new members are enrolled", "6 more pens were added", "2 more were brought in":
        # things brought into the one holder of their kind by someone the text does not name
        return tuple(Proto(Op.GAIN, _holder_of(clause, qty), qty, clause.span, verb=verb,
                           cues=("gain",), from_untold=True) for qty in quantities)
    if not after and verb.particle is None and in_class(verb.lemma, "buying_verbs") and (
        verb.lemma != "order"  # ("6 capes were ordered": by the store, or from it?)
    ) and all(
        qty.of_entity is None and qty.comparative is None and not qty.another for qty in quantities
    ):  # ("6 more capes were bought": more the store bought, or more its buyers did?)
        # "6 capes are bought": bought from their holder by someone the text does not name,
        # read only when that holder sells (a store; a buyer's things "bought" are its gain)
        return tuple(Proto(Op.LOSS, _holder_of(clause, qty), qty, clause.span, verb=verb,
                           cues=("loss",), actor="someone", from_seller=True) for qty in quantities)
    if verb.particle is None and in_class(verb.lemma, "taking_verbs") and (
        not after or _unnamed_agent(after)
    ) and all(_picked_out(qty, text) for qty in quantities):
        # "20 of the dogs were adopted (by families)": some of a holding told before, which
        # others took: its holder's loss ("6 dogs were adopted" may be anyone's gain; "12 of
        # them were baked" says who made them, and takes none)
        return tuple(Proto(Op.LOSS, _holder_of(clause, qty), qty, clause.span,
                           verb=verb, cues=("loss",), actor="someone") for qty in quantities)
    if len(after) < 2 or not isinstance(after[0], PrepChunk) or not isinstance(after[1], NounChunk):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if len(after) == 2 and all(_gone_to_another(qty, verb, after[0], after[1]) for qty in quantities):
        # "20 are shipped away to a company", "32 are made into salads": gone from their
        # holder to someone, or into something, the story only now names and does not follow
        return tuple(Proto(Op.LOSS, _holder_of(clause, qty), qty, clause.span,
                           verb=verb, cues=("loss",), actor="someone") for qty in quantities)
    if len(after) > 2 or after[0].word not in _INTO | _OUT_OF | {"of"}:
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    cues = []
    if verb.verb_class in (VerbClass.GAIN, VerbClass.TRANSFER_IN) and verb.lemma not in _PLACING:
        cues.append("loss")  # bought or picked from the place: the place loses them
    elif verb.verb_class in (VerbClass.LOSS, VerbClass.TRANSFER_OUT):
        cues.append("loss")
    if verb.particle in _PARTICLE_POLARITY:
        cues.append("loss")
    cues.append("gain" if after[0].word in _INTO else "loss")
    op = Op.GAIN if cues[0] == "gain" else Op.LOSS
    place = after[1]
    # by someone the text does not name: "3 plums were added to the bowl" came from somewhere
    return tuple(Proto(op, place, qty, clause.span, verb=verb, cues=tuple(cues),
                       from_untold=op is Op.GAIN) for qty in quantities)


def _change(
    clause: Clause, verb: VerbChunk, quantities: list[QtyChunk], evidence: str
) -> tuple[Proto, ...] | Refusal:
    subject = _subject(clause, evidence)
    if isinstance(subject, Refusal):
        return subject
    if isinstance(subject, CueChunk):
        # "After eating some, there were nine left": the things of their one holder
        subject = CueChunk("remaining", subject.text, subject.span)
    if any(a.group == "be" for a in clause.auxiliaries) and verb.participle:
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)  # passive
    objects = _objects(clause)
    if objects["than"] is not None:
        return _compared_events(clause, subject, verb, quantities, objects["than"], evidence)
    if _fewer_done_than_left_out(clause, quantities):
        # "Oda sold 14 pens. Pim sold 5 fewer.": than the one other who did it
        return _compared_events(clause, subject, verb, quantities,
                                CueChunk("other holder", "", quantities[0].span), evidence)
    rest = clause.rest
    if objects["indirect"] is not None and any(
        isinstance(conj, ConjChunk) and isinstance(party, EntityChunk | NounChunk)
        and isinstance(given, QtyChunk) for conj, party, given in zip(rest, rest[1:], rest[2:], strict=False)
    ):
        # "gave Bo 5 apples and Cy 3 apples": a receiver for each amount, not read
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if objects["indirect"] is not None and objects["to"] not in (None, objects["indirect"]) and not any(
        isinstance(c, VerbChunk) for c in rest
    ):  # (not "gave him $30 to go to the market": the purpose's place)
        # "gave the clerk $20 and $10 to his son": two receivers, each of some of the amounts
        # (both amounts were read as the clerk's)
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if any(isinstance(first, QtyChunk) and isinstance(second, QtyChunk)
           for first, second in zip(rest, rest[1:], strict=False)):
        # "gave 3 friends 4 pens": 4 pens to each, or in all? Two amounts side by side with no
        # "and" between are no list of things moved
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    parted = _parties_by_quantity(clause)
    if parted is not None:
        # "gave 3 rolls to Bo and 4 rolls to Cy": each amount to its own receiver
        pieces: list[Proto] = []
        for piece in parted:
            if not piece:
                return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
            counted = [c for c in piece if isinstance(c, QtyChunk)]
            read = _change(attrs.evolve(clause, rest=piece), verb, counted, evidence)
            if isinstance(read, Refusal):
                return read
            if not any(isinstance(c, PrepChunk) and c.word == "from" for c in piece):
                # got from a place untold, perhaps one named for the other amounts: a question
                # of what another holds of the kind is refused (``Entry.from_untold``)
                read = tuple(attrs.evolve(p, from_untold=True) if p.op is Op.GAIN else p for p in read)
            pieces.extend(read)
        return tuple(pieces)
    if in_class(verb.lemma, "selling_verbs") and clause.rest and _is_money(clause.rest[0]):
        # "sold $620 in tickets": the money taken in for what was sold, never money given up
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if verb.lemma in ("need", "want"):
        # "She needs 125 rocks": an amount wanted, which changes no holding
        if len(quantities) != 1 or _quantity_preposition(clause, quantities[0]) is not None or (
            quantities[0].comparative is not None  # "needs 2 more pounds": more than another
        ):
            return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
        return (Proto(Op.GOAL, subject, quantities[0], clause.span, verb=verb),)
    if verb.verb_class is VerbClass.EITHER and verb.particle is None and objects["from"] is None and (
        in_class(verb.lemma, "giving_back_verbs")
    ):
        # "She returned 6 of them": gave them back, as "gave back 6 of them" says
        verb = attrs.evolve(verb, verb_class=VerbClass.TRANSFER_OUT, particle="back")
    cls = verb.verb_class
    cues: list[str] = []
    if cls in (VerbClass.GAIN, VerbClass.TRANSFER_IN):
        cues.append("gain")
    elif cls in (VerbClass.LOSS, VerbClass.TRANSFER_OUT):
        cues.append("loss")
    elif cls is VerbClass.EITHER:
        cues += ["gain", "loss"]
    particle = _PARTICLE_POLARITY.get(verb.particle or "")
    if particle and cls is not VerbClass.EITHER:
        cues.append(particle)
    elif particle:
        cues = [particle]
    recipient = objects["indirect"] or objects["to"]
    if cls is VerbClass.TRANSFER_OUT and _oneself(recipient):
        # "She gave herself 3 of them": nothing leaves her; kept aside, or eaten?
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    source = objects["from"]
    destination = _destination(clause, verb)
    if destination is not None and recipient is destination:
        recipient = None  # "added 3 plums to the bowl": the place they go to, no receiver
    if in_class(verb.lemma, "carrying_verbs") and isinstance(recipient, NounChunk) and not in_class(
        recipient.noun.head, "person_nouns"
    ) and (isinstance(subject, NounChunk) or isinstance(subject, EntityChunk) and (
        subject.text.lower() != "it"
    )) and all(
        q.noun is not None and not _is_money(q) and not _time_measure(q.noun.head)
        and not in_class(q.noun.head, "person_nouns") for q in quantities
    ):
        # "took 5 pens to school": carried along, still with him there, or left there? (not "It
        # takes 7 years to …", money taken along, nor a measure): no holding is read, only the
        # doing, for a question of how many were taken; its effect on what the doer holds is
        # unknown ("brought 16 to school. She kept 24": all she made, or some of it?)
        return tuple(Proto(Op.EVENT, subject, qty, clause.span, verb=attrs.evolve(verb, verb_class=None))
                     for qty in quantities)
    if destination is not None and destination.possessor is not None:
        # "puts 5 marbles in his bag": still his; "in Sam's bag": Sam's now?
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if isinstance(source, NounChunk) and (source.possessor is not None and (
        clause.told.writes_noun_before(source.noun.head, clause.span[0])
    ) or clause.told.held_in_before(source.noun.head, clause.span[0])):
        # "has 8 shells in her pail. She took 3 out of her pail": hers before and after; "Bo
        # took 3 from her pail": hers lost, not the pail's
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if destination is not None and recipient is None and source is None:
        put_in = destination.span == clause.rest[0].span  # "put in 27 more": its "in" no place of its own
        return tuple(Proto(Op.TRANSFER, subject, qty, clause.span, verb=verb, other=destination,
                           cues=("loss",), placing=True) for qty in quantities
                     if put_in or _quantity_preposition(clause, qty) is None) or _refuse(
            RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    owners = [q.of_entity for q in quantities if q.of_entity is not None]
    def possessive(owner: EntityChunk) -> bool:  # "Dee's", not the name in "Girl Scout cookies"
        said = evidence[owner.span[0] - clause.span[0]:owner.span[1] - clause.span[0]]
        return said.endswith(("'s", "’s", "s'", "s’"))

    if cls in (VerbClass.LOSS, VerbClass.TRANSFER_OUT) and isinstance(subject, EntityChunk) and any(
        owner.pronoun_role is None and owner.text != subject.text and possessive(owner) for owner in owners
    ):
        # "Eli ate 2 of Dee's plums": Dee's holding lost them, not Eli's
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if cls not in (VerbClass.EITHER, VerbClass.GAIN, VerbClass.TRANSFER_IN) and isinstance(
        subject, EntityChunk
    ) and any(_genders_apart(owner, subject) or _never_the_doers(owner, subject) for owner in owners):
        # "Ana lost 1 of his hats": his holding lost it, not Ana's (it answered 5 of his); "Mia
        # gave Bo 3 of his cookies": his own, never Mia's; what left whom is not told
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if any(q.of_entity is not None and re.search(r"['’]s\b", evidence[
        q.of_entity.span[1] - clause.span[0]:q.span[1] - clause.span[0]]) for q in quantities
    ):
        # "sold 2 of his dad's cars": the dad's cars, though the chunk keeps only "his"
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if owners and in_class(verb.lemma, "finding_verbs"):
        # "Bo found 8 of his marbles": his own, lost before (among those he is told to have?),
        # or another's, who lost them (and is not told to): no holding said to give them up
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if source is None and owners and cls in (VerbClass.EITHER, VerbClass.GAIN, VerbClass.TRANSFER_IN):
        if owners[0].pronoun_role is not None and isinstance(subject, EntityChunk) and not _genders_apart(
            owners[0], subject
        ):
            # "Bo took 8 of his marbles": another's, taken from him, or Bo's own, taken along?
            return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
        source = owners[0]
    if cls is VerbClass.EITHER and len(cues) == 2:
        if source is not None and recipient is None:
            cues = ["gain"]
        elif recipient is not None and source is None:
            cues = ["loss"]
        elif recipient is None and _snapshots_taken(clause, verb, quantities):
            cues = ["gain"]
    if cls is VerbClass.GAIN and _sum_leaves_a_thing_unpriced(clause):
        return _refuse(RefusalCode.UNSUPPORTED_QUANTITY, evidence, clause.span)
    if in_class(verb.lemma, "buying_verbs") and _bought_with_something(clause):
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    if cls is VerbClass.GAIN and source is None and any(_is_money(q) for q in quantities) and (
        verb.particle == "back" or any(isinstance(c, PrepChunk) and c.word == "back" for c in clause.rest)
    ):
        # "bought a book for $8 and got $2 back": change from a larger sum paid (the $8 is all
        # she spent) or a refund of part of the $8?
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    protos: list[Proto] = []
    for at, qty in enumerate(quantities):
        prep = _quantity_preposition(clause, qty)
        if _done_again_to_some(clause, qty, verb, cls in (VerbClass.ACTIVITY, VerbClass.GAIN, None),
                               quantities[:at]):
            return _refuse(RefusalCode.UNSUPPORTED_QUANTITY, evidence, qty.span)
        if cls in (VerbClass.ACTIVITY, None):
            if prep not in (None, "for"):
                return _refuse(RefusalCode.UNSUPPORTED_QUANTITY, evidence, qty.span)
            work = _work_after(clause, qty)
            done, stretch = _stretch_of_doing(verb, qty)
            protos.append(Proto(Op.EVENT, subject, stretch, clause.span, verb=done, work=work))
            continue
        if _is_money(qty) and qty.comparative is not None and not qty.another and (
            prep == "for" or in_class(verb.lemma, "spending_verbs") and _spent_on_a_thing(clause, qty)
        ):
            # "bought a pear for $1 more", "sold 4 pens for $1 more", "paid $1 more for a pear":
            # a price that much more than another's, never the sum itself ("spent another $5 on
            # dessert", "got 13 more dollars for chores" are sums besides)
            return _refuse(RefusalCode.UNSUPPORTED_QUANTITY, evidence, qty.span)
        if prep == "for" and cls is VerbClass.GAIN and _is_money(qty):
            # "bought a yoyo for 24 cents": what was bought cost that much, spent
            spend = attrs.evolve(verb, lemma="spend", verb_class=VerbClass.LOSS)
            protos.append(Proto(Op.LOSS, subject, qty, clause.span, verb=spend, cues=("loss",),
                                paid_for=_one_thing_paid_for(clause, qty, evidence)))
            continue
        if prep == "for" and cls is VerbClass.LOSS and in_class(verb.lemma, "selling_verbs") and (
            _is_money(qty) and recipient is None
        ):
            # "sold 6 cakes for $18": what was sold brought that much, earned (sold to someone
            # named, that one's money moves too, which is not read)
            earn = attrs.evolve(verb, lemma="earn", verb_class=VerbClass.GAIN)
            protos.append(Proto(Op.GAIN, subject, qty, clause.span, verb=earn, cues=("gain",)))
            continue
        if prep is not None:
            return _refuse(RefusalCode.UNSUPPORTED_QUANTITY, evidence, qty.span)
        polarity = cues[0] if len(set(cues)) == 1 else None
        if polarity == "loss" and recipient is not None and isinstance(source, NounChunk) and in_class(
            source.noun.head, "growing_places"
        ):
            # "gave 3 apples from her garden to Bo": got there, not of those she held
            return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
        if polarity == "loss" and recipient is not None:
            protos.append(Proto(Op.TRANSFER, subject, qty, clause.span, verb=verb,
                                other=recipient, cues=tuple(cues)))
        elif polarity == "loss" and isinstance(source, NounChunk):
            protos.append(Proto(Op.LOSS, subject, qty, clause.span, verb=verb, other=source,
                                cues=tuple(cues), removing=True))
        elif polarity == "gain" and source is not None:
            # ("picked 15 plums from her tree for Eva": got for another one, as with no source)
            protos.append(Proto(Op.TRANSFER, source, qty, clause.span, verb=verb,
                                other=subject, cues=tuple(cues), bought_for=_for_someone(clause)))
        else:
            # the first cue stands when several disagree; the polarity obligation refuses it
            op = Op.GAIN if cues and cues[0] == "gain" else Op.LOSS
            spent = op is Op.LOSS and in_class(verb.lemma, "spending_verbs") and _is_money(qty)
            protos.append(Proto(op, subject, qty, clause.span, verb=verb, cues=tuple(cues),
                                bought_for=op is Op.GAIN and (_for_someone(clause) or recipient is not None),
                                paid_for=_one_thing_paid_for(clause, qty, evidence) if spent else None))
    return tuple(protos)


def _spent_on_a_thing(clause: Clause, qty: QtyChunk) -> bool:
    """ "paid $5 for a pad", "spent $5 on pens": the sum is followed by what it went on."""
    rest = clause.rest
    at = next((i for i, c in enumerate(rest) if c is qty), None)
    match rest[at + 1:at + 3] if at is not None else ():
        case [PrepChunk(word="for" | "on"), NounChunk() | QtyChunk()]:
            return True
    return False


def _one_thing_paid_for(clause: Clause, qty: QtyChunk, evidence: str) -> QtyChunk | None:
    """The one thing a sum of money bought, told by "a", "an" or "the" and a singular noun
    right beside the sum: "bought a pad for $5" (before "for"), "paid $5 for a pad", "spent $5
    on the eraser" (after "for" / "on"); a count of one, by the article. None for things
    counted or plural ("2 pads for $12", "$5 on pads"), which other frames read, for a thing
    listed with others ("$9 for a pen and a pad") and for anything else beside the sum ("her
    pad", "a box of pens")."""
    rest = clause.rest
    at = next((i for i, c in enumerate(rest) if c is qty), None)
    if at is None:
        return None
    match rest[max(at - 2, 0):at], rest[at + 1:at + 5]:
        case [NounChunk() as thing, PrepChunk(word="for")], _:
            pass
        case _, [PrepChunk(word="for" | "on"), NounChunk() as thing, *after] if not (
            after[:1] and isinstance(after[0], ConjChunk) and not after[1:2]
            or after[:2] and isinstance(after[0], ConjChunk) and not isinstance(after[1], QtyChunk)
            or after[:1] and isinstance(after[0], PrepChunk) and after[0].word == "of"
        ):
            pass  # ("$9 for a pen and a pad": for both; "… and $3 on a pen": the next sum's)
        case _:
            return None
    start = thing.span[0] - clause.span[0]
    article = thing.determiner or ""
    if article not in ("a", "an", "the") or evidence[start:start + len(article)].lower() != article or (
        thing.possessor is not None or thing.noun.plural or not thing.noun.head
    ):
        return None
    said = (thing.span[0], thing.span[0] + len(article))
    return QtyChunk(Fraction(1), NumeralKind.CARDINAL, said, thing.span, noun=thing.noun,
                    lexicon_constant=A_ONE if article != "the" else THE_ONE)


def _oneself(chunk: Chunk | None) -> bool:
    """ "herself", "themselves": the doer again, no other one."""
    return isinstance(chunk, EntityChunk) and chunk.text.lower().endswith(("self", "selves"))


_POSSESSIVE_GENDERS = {"his": "m", "her": "f"}
_NAME_GENDERS = {"male": "m", "female": "f"}
_PRONOUN_GENDERS = {"he": "m", "she": "f"}


def _never_the_doers(owner: EntityChunk, doer: EntityChunk) -> bool:
    """ "(Mia gave Bo 3) of his (cookies)", "(They ate 2) of her (plums)": a "his" or "her" that
    cannot name the doer — a group, or one of the other gender by the pronoun, the names
    table or the role — names another's things."""
    owned = _POSSESSIVE_GENDERS.get(owner.text.lower())
    if owned is None:
        return False
    if doer.plural or doer.members:
        return True
    said = doer.text.lower()
    if doer.kind == "pronoun":
        gender = _PRONOUN_GENDERS.get(said)
    elif doer.kind == "name":
        gender = _NAME_GENDERS.get(name_gender(doer.name or doer.text) or "")
    else:
        gender = role_gender(doer.name or said.split()[-1])
    return gender is not None and gender != owned


def _for_someone(clause: Clause) -> bool:
    """ "bought 6 fish for her brother", "for Tom": got for another one (not "for herself"); so
    is "bought her brother 6 fish", told by the indirect object (the caller's), and "for the
    friend", a person named by a common noun."""
    return any(isinstance(prep, PrepChunk) and prep.word == "for" and (
        isinstance(who, EntityChunk) and who.kind in ("name", "role", "pronoun") and not _oneself(who)
        or isinstance(who, NounChunk) and in_class(who.noun.head, "person_nouns")
    ) for prep, who in zip(clause.rest, clause.rest[1:], strict=False))


def _sum_leaves_a_thing_unpriced(clause: Clause) -> bool:
    """A sum paid "for" some things, then a thing counted or listed with no sum of its own
    ("bought a hat for $12 and 2 scarves": the scarves' cost is untold, or the $12 paid for
    both), or a sum taken "off" ("with a coupon for $3 off": a discount, no spending)."""
    rest = clause.rest
    priced = False
    for i, chunk in enumerate(rest):
        listed = isinstance(chunk, NounChunk) and i > 0 and isinstance(rest[i - 1], ConjChunk)
        if not isinstance(chunk, QtyChunk) and not listed:  # "… for 35 cents and a pen"
            continue
        after = rest[i + 1] if i + 1 < len(rest) else None
        if _is_money(chunk):
            if isinstance(after, PrepChunk) and after.word == "off":
                return True
            priced = priced or isinstance(chunk, QtyChunk) and _quantity_preposition(clause, chunk) == "for"
            continue
        if priced and not any(
            isinstance(prep, PrepChunk) and prep.word == "for" and _is_money(money)
            for prep, money in zip(rest[i + 1:], rest[i + 2:], strict=False)
        ):
            return True
    return False


def _parties_by_quantity(clause: Clause) -> list[tuple[Chunk, ...]] | None:
    """ "gave 3 rolls to Bo and 4 rolls to Cy", "got 5 from Al and 2 from Di": the clause cut
    into one piece per quantity when each names its own other party ("to" / "from"); None
    when at most the last one does (then it is said of them all). A party for some quantities
    but not others is not read: one empty piece stands for it."""
    rest = clause.rest
    starts = [i for i, c in enumerate(rest) if isinstance(c, QtyChunk)]
    if len(starts) < 2 or not starts or starts[0] != 0:
        return None
    pieces = [rest[start:end] for start, end in zip(starts, starts[1:] + [len(rest)], strict=True)]
    pieces = [piece[:-1] if isinstance(piece[-1], ConjChunk) else piece for piece in pieces]

    def party(piece: tuple[Chunk, ...]) -> bool:
        return any(isinstance(prep, PrepChunk) and prep.word in ("to", "from") and isinstance(
            following, EntityChunk | NounChunk) for prep, following in zip(piece, piece[1:], strict=False))

    named = [party(piece) for piece in pieces]
    if not any(named[:-1]):
        return None
    return pieces if all(named) or _gathered_from_places(clause, pieces) else [()]


def _gathered_from_places(clause: Clause, pieces: list[tuple[Chunk, ...]]) -> bool:
    """ "collected 2 shells from the beach on Monday and 2 more on Tuesday": a getting whose
    other parties are all places ("from" a thing, no person and no one's), which names no
    place for some amounts; those are still got, from somewhere untold (``Entry.from_untold``)."""
    if clause.verb is None or clause.verb.verb_class is not VerbClass.GAIN:
        return False
    preps = [(prep, following) for piece in pieces for prep, following in zip(piece, piece[1:], strict=False)
             if isinstance(prep, PrepChunk) and prep.word in ("to", "from")]
    return all(prep.word == "from" and isinstance(source, NounChunk) and source.possessor is None
               and not names_a_person(source.noun) for prep, source in preps)


def _snapshots_taken(clause: Clause, verb: VerbChunk, quantities: list[QtyChunk]) -> bool:
    """ "took 24 pictures at the zoo and 12 at the museum": to take a photo is to make one, new
    ones (never "of the pictures", "of them" nor anyone's, which were there to carry off); a
    number after the first that names no noun counts the same things. Only places and times
    may be told beside them ("at", "in", "on", "during"): "took 5 pictures off the wall" carries
    off ones that were there."""
    nouns = [q.noun for q in quantities if q.noun is not None]
    return verb.lemma == "take" and verb.particle is None and quantities[0].noun is not None and all(
        in_class(noun.head, "snapshot_nouns") for noun in nouns) and not any(
        q.of_them or q.of_the or q.of_said or q.of_entity is not None or q.pointed or q.currency is not None
        for q in quantities) and all(
        isinstance(c, QtyChunk | ConjChunk | NounChunk)
        or isinstance(c, PrepChunk) and c.word in _SNAPSHOT_SETTINGS for c in clause.rest)


_SNAPSHOT_SETTINGS = frozenset({"at", "in", "on", "during"})


_PLACING = frozenset({"add", "plant"})


def _destination(clause: Clause, verb: VerbChunk) -> NounChunk | None:
    """ "put 10 books on the shelf", "planted 5 roses in her garden": where the things go.
    Only a clause of quantities, then one place, reads so; a closing "for" and a noun says
    what they are there for ("put 86 pretzels in a bowl for the party": in the bowl all the
    same). "put in 27 more pretzels" puts them into the one container the story told things
    put in (``_container_told``)."""
    if verb.verb_class is not VerbClass.PLACE and verb.lemma not in _PLACING:
        return None
    rest = list(clause.rest)
    match rest:
        case [*placed, PrepChunk(word="for"), NounChunk(
            determiner="the" | "a" | "an" | None, possessor=None,
        )] if len(placed) >= 3:
            rest = placed
        case [PrepChunk(word="in" | "into") as put_in, QtyChunk(comparative="more") | QtyChunk(another=True)]:
            return _container_told(clause, put_in)
    if len(rest) < 3 or not isinstance(place := rest[-1], NounChunk) or not isinstance(
        prep := rest[-2], PrepChunk
    ) or prep.word not in _INTO | {"inside"}:
        return None
    counted = rest[:-2]
    if not all(isinstance(c, QtyChunk | ConjChunk) for c in counted):
        return None
    return place


def _container_told(clause: Clause, put_in: PrepChunk) -> NounChunk | None:
    """ "Sam put 86 pretzels in a bowl. … He put in 27 more.": the container things were told
    put in (a verb of placing, then "in" / "into" and one noun) before the clause, as "the
    bowl"; None when the story told none, or two ("in a bowl … in a bag": which?)."""
    placing = {v.clause for v in clause.told.verbs
               if v.span[1] <= clause.span[0] and verb_class(v.lemma) is VerbClass.PLACE}
    containers = {noun_form(p.object[-1]) for p in clause.told.prepositions
                  if p.clause in placing and p.word in ("in", "into") and p.object}
    # any other thing told before that things may be in ("There are 10 beads in a jar", "He also
    # has a jar"): the "in" may be into it
    before = [p for p in clause.told.prepositions if p.span[1] <= clause.span[0]]
    places = {noun_form(p.object[-1]) for p in before if p.word in ("in", "into") and p.object}
    said = {noun_form(n.head) for n in clause.told.nouns if n.span[1] <= clause.span[0]
            and n.determiner in ("a", "an")
            and not any(p.word == "for" and n.head in p.object for p in before)}
    if len(containers) != 1 or not places | said <= containers:
        return None
    (head,) = containers
    noun = Noun(head, head, False, span=put_in.span)
    return NounChunk(noun, put_in.span, determiner="the")


def _fewer_done_than_left_out(clause: Clause, quantities: list[QtyChunk]) -> bool:
    """ "Pim sold 5 fewer (pens)" closing a clause with no "than": a doing compared with the one
    other doer of it the story told, as "Pim has 5 fewer" is with the one other holder. Only
    "fewer" and "less": "Pim sold 5 more" may be 5 sold besides (a second selling)."""
    return len(quantities) == 1 and (qty := quantities[0]).comparative in ("fewer", "less") and (
        qty.value is not None and not qty.another and clause.rest[-1:] == (qty,)
        and isinstance(clause.subject, EntityChunk)
        and not (clause.later or clause.already or clause.negated or clause.hedged))


def _compared_events(clause: Clause, subject: Ref, verb: VerbChunk, quantities: list[QtyChunk],
                     other: Ref, evidence: str) -> tuple[Proto, ...] | Refusal:
    """ "Jen sold 17 more boxes than Kim (did)": Jen's selling, of an amount the text does
    not give, and a comparison of what the two sold (events of one verb, not holdings)."""
    bare = isinstance(other, NounChunk) and other.determiner is None and other.possessor is None
    kind = other if bare and isinstance(other, NounChunk) else None
    if len(quantities) != 1 or (qty := quantities[0]).comparative is None or qty.value is None or (
        # a verb of no class compares only measures: "weighs 30 pounds more than Yola"
        verb.verb_class is None and (qty.noun is None or measure_unit(qty.noun.head) is None)
        or _quantity_preposition(clause, qty) is not None
    ) or isinstance(other, CueChunk) and other.kind != "other holder" or kind is not None and (
        qty.noun is None or not kind.noun.plural or qty.kind is not NumeralKind.CARDINAL
    ) or isinstance(closing := clause.rest[-1], AuxChunk) and _done_at_another_tense(clause, closing):
        # ("picked 5 more than Bo does": Bo's picking at another time)
        return _refuse(RefusalCode.UNSUPPORTED_FRAME, evidence, clause.span)
    unknown = QtyChunk(None, None, verb.span, verb.span, noun=qty.noun, currency=qty.currency)
    own = _change(attrs.evolve(clause, rest=(unknown,)), verb, [unknown], evidence)
    if isinstance(own, Refusal):
        return own
    sign = 1 if qty.comparative == "more" else -1
    if kind is not None:
        # "sold 9 fewer puzzles than science kits": the subject's two kinds, by one verb
        return own + (Proto(Op.COMPARE, subject, qty, clause.span, verb=verb, other=subject, sign=sign,
                            other_kind=kind.noun),)
    return own + (Proto(Op.COMPARE, subject, qty, clause.span, verb=verb, other=other, sign=sign),)


def _told_parted_equally(clause: Clause) -> tuple[Clause, Clause] | None:
    """ "bought 48 figs packed equally into 4 boxes", "has 30 pens split into 5 equal piles": the
    things told, and a participle of a verb of parting after them saying how they lie, as "They
    were packed equally into 4 boxes" tells. Only parts said to be equal ("equally", "evenly",
    "equal"): "48 figs packed into 4 boxes" says nothing of each box. None for any other clause."""
    rest = list(clause.rest)
    at = next((i for i, c in enumerate(rest) if isinstance(c, VerbChunk)), None)
    if at is None or at == 0:
        return None
    told, things, parting = rest[:at - 1], rest[at - 1], rest[at]
    match rest[at + 1:]:
        case [*how, PrepChunk(word="into" | "among" | "between" | "in") as into, QtyChunk() as parts] if (
            isinstance(things, QtyChunk) and isinstance(parting, VerbChunk) and parting.participle
            and parting.particle is None
        ):
            pass
        case _:
            return None
    equal = [c for c in how if isinstance(c, CueChunk) and c.text.lower() in ("equally", "evenly")]
    if len(how) != len(equal) or not in_class(parting.lemma, "partition_verbs") or (
        parting.word.lower() == parting.lemma and not parting.word.lower().endswith(("t", "ed"))
    ) or not (equal or parts.noun is not None and "equal" in parts.noun.modifiers) or (
        things.noun is None or not things.noun.plural or things.value is None
        or parts.value is None or parts.noun is None or not parts.noun.plural
    ):
        return None
    told_clause = attrs.evolve(clause, rest=(*told, things), span=(clause.span[0], things.span[1]))
    # the 48 figs told are the whole parted (never all the figs the subject may have)
    parted = Clause(clause.subject, (), parting, (things, *how, into, parts),
                    (things.span[0], clause.span[1]), times=clause.times)
    return told_clause, parted


def _counted_then_parted(clause: Clause) -> tuple[Clause, Clause] | None:
    """ "48 cookies are shared equally among 6 children", "48 students were split into groups of
    6": a count of things as the subject of a passive parting says two things, read in turn:
    that there are that many ("There are 48 cookies") and that they were parted ("The cookies
    are shared …"), so the parting's whole is the count told, and nothing else of the kind. Only
    a plain count of a plural noun (never "48 of them", "12 more cookies") and a participle of a
    verb of parting or handing out, no particle; None for any other clause. "There are 48
    cookies to be shared equally among 6 children" says the same two things, the parting
    arranged."""
    clause = _there_to_be_parted(clause)
    things = clause.subject
    said = planned_passive(clause) or clause  # "48 cookies are to be shared …": the sharing arranged
    groups = [a.group for a in said.auxiliaries]
    parting = said.verb
    if not isinstance(things, QtyChunk) or parting is None or not groups or groups[-1] != "be" or (
        not parting.participle or parting.particle is not None or clause.negated or clause.hedged
        or not (in_class(parting.lemma, "partition_verbs") or in_class(parting.lemma, "handing_verbs"))
    ):
        return None
    if things.value is None or things.kind is not NumeralKind.CARDINAL or things.noun is None or (
        not things.noun.plural or things.comparative is not None or things.of_entity is not None
        or things.of_them or things.of_the or things.remaining or things.another or things.measure is not None
        or things.currency is not None
    ):
        return None
    be = clause.auxiliaries[-1]
    there = Clause(CueChunk("there", "there", things.span), (be,), None, (things,), things.span,
                   placed=clause.placed, times=clause.times, told=clause.told)
    them = NounChunk(things.noun, things.span, determiner="the")
    return there, attrs.evolve(clause, subject=them)


def _there_to_be_parted(clause: Clause) -> Clause:
    """ "There are 48 cookies to be shared equally among 6 children": the clause as "48 cookies
    are to be shared …" says it; so is "There are 48 cookies for 6 children to share (equally)"
    (a count of people after "for", then "to" and a verb of sharing among those who do it, with
    nothing after it but "equally": the people share them among themselves). Any other clause
    unchanged."""
    from wordproof.reader.rates import a_plain_count  # rates reads with this module

    match clause.subject, clause.verb, clause.auxiliaries, clause.rest:
        case (CueChunk(kind="there"), None, (AuxChunk(group="be"),),
              (QtyChunk() as things, PrepChunk(word="to"), AuxChunk(group="be"), VerbChunk(), *_)):
            return attrs.evolve(clause, subject=things, rest=clause.rest[1:])
        case (CueChunk(kind="there"), None, (AuxChunk(group="be"),), (
            QtyChunk() as things, PrepChunk(word="for") as for_, QtyChunk(noun=Noun() as who) as people,
            PrepChunk(word="to") as to, VerbChunk(particle=None) as sharing, *how
        )) if in_class(sharing.lemma, "sharing_verbs") and sharing.word.lower() == sharing.lemma and (
            who.plural and not who.modifiers
        ) and (
            who.of is None and names_a_person(who) and a_plain_count(people) and not people.pointed
            and all(isinstance(c, CueChunk) and c.text.lower() in ("equally", "evenly") for c in how)
        ):
            done = attrs.evolve(sharing, participle=True)
            among = PrepChunk("among", for_.span)
            return attrs.evolve(clause, subject=things, rest=(
                to, AuxChunk("be", "be", to.span), done, *how, among, people))
    return clause


def _all_but_kept(clause: Clause) -> tuple[Clause, Clause] | None:
    """ "She sold all but 3 pens": what "She sold some pens and had 3 pens left" says — the
    pens she had, less the 3 the words leave out, went by the verb. Only a verb that takes
    things away from its subject (a loss, a giving), told in the past of one doer, with the
    things left out counted by a number and named ("all but 3", with no noun, leaves open of
    what)."""
    verb = clause.verb
    if verb is None or clause.auxiliaries or verb.particle not in (None, "away") or clause.each or (
        not isinstance(clause.subject, EntityChunk) or group_tense((), verb) is not Tense.PAST
        or verb.verb_class not in (VerbClass.LOSS, VerbClass.TRANSFER_OUT)
    ):
        return None
    match clause.rest:
        case (CueChunk(kind="all") as every, ConjChunk(word="but"), QtyChunk() as kept) if (
            _counted_apart(kept) and kept.noun is not None  # ("all but 3 of them": of which told?)
        ):
            pass
        case _:
            return None
    return _went_and_kept(clause, kept, every.span)


def _counted_apart(kept: QtyChunk) -> bool:
    """ "3 pens", "3 of them": the things a doing left out, counted by a number and named by
    their noun or by "of them" (never "of the pens", "of Bo's", "those 3")."""
    return kept.value is not None and kept.kind is NumeralKind.CARDINAL and kept.comparative is None and (
        kept.noun is not None and not kept.of_them or kept.noun is None and kept.of_them
    ) and not kept.of_the and not kept.pointed and kept.of_entity is None and not kept.attributive and (
        kept.currency is None and kept.measure is None)


def _went_and_kept(clause: Clause, kept: QtyChunk, start: Span) -> tuple[Clause, Clause]:
    """The two clauses "She sold some pens (some of them) and had 3 pens (3 of them) left" say,
    for a doing that left ``kept`` out ("all but 3", "did not sell 3 of them")."""
    verb = clause.verb
    assert verb is not None
    some = QtyChunk(None, None, start, (start[0], kept.span[1]), noun=kept.noun, of_them=kept.of_them,
                    of_said=kept.of_them)
    went = attrs.evolve(clause, rest=(some,), span=(clause.span[0], kept.span[1]))
    had = AuxChunk("had", "have", verb.span)
    left = CueChunk("final", "left", kept.span)
    return went, attrs.evolve(clause, verb=None, auxiliaries=(had,), rest=(kept, left), negated=False)


def _not_done_to_some(clause: Clause, text: str) -> tuple[Clause, Clause] | None:
    """ "She had 11 bags, but did not recycle 2 of them", "… but forgot to sell 3 pens": set
    against a holding told right before ("had 11 bags, but"), a doing that takes things away from
    its one doer, told in the past and not done to a counted few of them, was done to the rest —
    what "She recycled all but 2 of them" says. Only right after "but" (with no "but", "She did
    not sell 3 pens" says nothing of the others) and with nothing else in the clause ("did not
    sell 3 pens on Monday": and on Tuesday?)."""
    placed = any(  # a time told anywhere after the doing's start in its sentence ("… 5 of them today")
        t.kind in PLACING and clause.span[0] <= t.span[0] and t.sentence[0] <= clause.span[0] < t.sentence[1]
        for t in clause.times)
    if not re.search(r"\bbut\s*$", text[:clause.span[0]]) or not isinstance(clause.subject, EntityChunk) or (
        clause.each or placed
    ):
        return None
    said = [v for v in clause.told.verbs if v.span[1] <= clause.span[0]]
    if not said or said[-1].lemma != "have" or re.search(r"[.?!]", text[said[-1].span[1]:clause.span[0]]):
        # "sold 5 kites, but …", "gave 2 to Ann, but …", "4 of them were red, but …": "them" may
        # be those, not the holding
        return None
    match clause.negated, clause.auxiliaries, clause.verb, clause.rest:
        case (True, (AuxChunk(group="do") as did,), VerbChunk(particle=None, auxiliary=None) as verb,
              (QtyChunk() as kept,)) if did.word.lower().startswith("did") and (
            verb.word.lower() == verb.lemma
        ):
            pass
        case (False, (), VerbChunk(lemma="forget", particle=None) as forgot,
              (PrepChunk(word="to"), VerbChunk(particle=None, auxiliary=None) as verb,
               QtyChunk() as kept)) if (
            group_tense((), forgot) is Tense.PAST and verb.word.lower() == verb.lemma
        ):
            did = AuxChunk("did", "do", forgot.span)
        case _:
            return None
    if verb.verb_class not in (VerbClass.LOSS, VerbClass.TRANSFER_OUT) or not _counted_apart(kept):
        return None
    if not re.fullmatch(r"\s*(?:not|n't|to)?\s*", text[did.span[1]:verb.span[0]]) or (
        text[verb.span[1]:kept.span[0]].strip()
    ):
        return None  # "did not even sell 5", "did not sell only (exactly, even) 5": fewer, or more
    if not re.match(r"\s*(?:[.?!]|,\s*(?:how|what)\b)", text[kept.span[1]:], re.IGNORECASE):
        # "did not sell 5 of them today / in the morning / quickly / and gave 2 to Al": not done
        # then, or so, or beside another doing, says nothing of the rest
        return None
    done = attrs.evolve(clause, auxiliaries=(did,), verb=verb, negated=False)
    return _went_and_kept(done, kept, kept.span)


def _held_to_part(clause: Clause) -> tuple[Clause, Clause] | None:
    """ "An inn had 15 towels to split (to be split) equally into 2 closets": a holding told with
    what it is for, a parting into parts, says two things: the holding ("had 15 towels") and the parting
    planned, as "It is to split them equally into 2 closets" tells. So does a holding with a
    clause of its own after it, no "which" ("had 15 towels it wants to split …", "… they were
    putting into 2 closets"): its subject a pronoun, a verb of wanting and "to", or "be" and the
    verb in -ing. None for any other clause."""
    if clause.subject is None or clause.negated:
        return None
    gained = _gained_to_give(clause)
    if gained is not None:
        return gained
    if clause.verb is not None:
        return None
    match clause.auxiliaries, clause.rest:
        case ((AuxChunk(group="have") as had,), (QtyChunk() as held, PrepChunk(word="to") as to,
                                                  VerbChunk() as parting, *into)):
            plan = attrs.evolve(clause, auxiliaries=(AuxChunk("is", "be", to.span),), rest=(to, parting))
        case ((AuxChunk(group="have") as had,), (QtyChunk() as held, PrepChunk(word="to") as to,
                                                  AuxChunk(group="be"), VerbChunk(participle=True) as done,
                                                  *into)):
            # "has 210 books to be distributed equally on 10 shelves": the parting planned, said
            # of the things, as "He is to distribute them …" says it of the holder
            parting = attrs.evolve(done, word=done.lemma, participle=False)
            plan = attrs.evolve(clause, auxiliaries=(AuxChunk("is", "be", to.span),), rest=(to, parting))
        case ((AuxChunk(group="have") as had,), (
            QtyChunk() as held, EntityChunk(kind="pronoun", pronoun_role="subject") as who,
            VerbChunk() as want, PrepChunk(word="to") as to, VerbChunk() as parting, *into
        )) if in_class(want.lemma, "wanting_verbs") and want.particle is None:
            plan = Clause(who, (), want, (to, parting), (who.span[0], clause.span[1]), times=clause.times)
        case ((AuxChunk(group="have") as had,), (
            QtyChunk() as held, EntityChunk(kind="pronoun", pronoun_role="subject") as who,
            AuxChunk(group="be") as being, VerbChunk() as parting, *into
        )) if parting.word.lower().endswith("ing"):
            plan = Clause(who, (being,), parting, (), (who.span[0], clause.span[1]), times=clause.times)
        case _:
            return None
    if not (in_class(parting.lemma, "partition_verbs") and parting.particle is None and (
        parting.word.lower() == parting.lemma or parting.word.lower().endswith("ing")
    ) and any(isinstance(c, PrepChunk) and c.word in _INTO | {"among", "between"} for c in into)) or (
        held.noun is None or not held.noun.plural or held.value is None or held.comparative is not None
        or held.of_entity is not None
    ):
        return None
    holding = attrs.evolve(clause, auxiliaries=(had,), rest=(held,), span=(clause.span[0], held.span[1]))
    them = EntityChunk("pronoun", "them", held.span, pronoun_role="object")
    return holding, attrs.evolve(plan, rest=(*plan.rest, them, *into))


def _wanted_at_a_rate(clause: Clause) -> tuple[Clause, Clause] | None:
    """ "Simon needs to make 519 bags at a rate of 42 bags per day", "plans to fix 158 watches at
    the rate of 12 watches a day": the doing wanted ("needs to make 519 bags") and the pace it is
    to be done at, as "He makes 42 bags per day" tells; the pace's things of the wanted thing's
    noun. None for any other clause."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.particle is not None or clause.auxiliaries or clause.negated or (
        not isinstance(subject, EntityChunk)
        or not (verb.lemma == "need" or in_class(verb.lemma, "wanting_verbs"))
    ):
        return None
    match clause.rest:
        case (PrepChunk(word="to"), VerbChunk(particle=None) as doing, QtyChunk() as whole,
              PrepChunk(word="at"),
              NounChunk(noun=Noun(head="rate", modifiers=(), of=None), determiner="a" | "the",
                        possessor=None),
              PrepChunk(word="of"), QtyChunk() as pace, CueChunk(kind="each") as per,
              NounChunk(determiner=None, possessor=None) as period) if (
            doing.word.lower() == doing.lemma and whole.noun is not None and pace.noun is not None
            and whole.value is not None and pace.value is not None and pace.noun.head == whole.noun.head
            and set(pace.noun.modifiers) <= set(whole.noun.modifiers) and not period.noun.plural
            and whole.comparative is None and pace.comparative is None
        ):
            pass
        case _:
            return None
    wanted = attrs.evolve(clause, rest=clause.rest[:3], span=(clause.span[0], whole.span[1]))
    paced = Clause(subject, (), doing, (pace, per, period), (pace.span[0], clause.span[1]),
                   times=clause.times, conditional=clause.conditional, supposed=clause.supposed,
                   told=clause.told)
    return wanted, paced


def _gained_to_give(clause: Clause) -> tuple[Clause, Clause] | None:
    """ "bought 17 pens to give to his 5 friends", "had 17 pens to give (away, out) to 5 of her friends": the
    holding (or the gain) and the giving planned, as "He is to give them to his 5 friends" tells:
    a giving of no stated amount to a stated number of people, whose parts are equal only when
    the story says so (`shares._partition`, ``equal_untold``)."""
    verb, groups = clause.verb, [a.group for a in clause.auxiliaries]
    if not (verb is None and groups == ["have"] or verb is not None and not groups and not verb.particle
            and verb.verb_class is VerbClass.GAIN):
        return None
    match clause.rest:
        case (QtyChunk() as held, PrepChunk(word="to") as to,
              VerbChunk(particle=None | "away" | "out") as giving, PrepChunk(word="to") as receiving,
              *receivers) if (
            giving.verb_class is VerbClass.TRANSFER_OUT and giving.word.lower() == giving.lemma
            and held.noun is not None and held.noun.plural and held.value is not None
            and held.comparative is None and held.of_entity is None
        ):
            pass
        case _:
            return None
    match receivers:
        case [QtyChunk(noun=Noun(plural=True))] | [
            EntityChunk(kind="pronoun"), QtyChunk(noun=Noun(plural=True))
        ]:
            pass  # "to 5 of his friends", "to his 5 friends"
        case _:
            return None
    holding = attrs.evolve(clause, rest=(held,), span=(clause.span[0], held.span[1]))
    # what was had is all of it; what was bought is the amount bought, not all then held
    whole: Chunk = EntityChunk("pronoun", "them", held.span, pronoun_role="object") if verb is None else held
    # "to give away (out) to 5 friends": the particle says only that the things leave the giver
    plan = attrs.evolve(clause, auxiliaries=(AuxChunk("is", "be", to.span),), verb=None,
                        rest=(to, attrs.evolve(giving, particle=None), whole, receiving, *receivers))
    return holding, plan


def _share_of_a_told_holding(clause: Clause) -> tuple[Clause, Clause] | None:
    """ "gave him half of his 40 balls", "gives Bo a fourth of her 16 pens": a share of an
    owner's holding whose count is told with it says two things, the owner's holding (as "He
    has 40 balls" at that time) and the share of it taken; None for any other clause."""
    verb = clause.verb
    if verb is None or verb.verb_class not in (VerbClass.LOSS, VerbClass.TRANSFER_OUT):
        return None
    rest = clause.rest
    for i in range(len(rest) - 1):
        match rest[i:i + 2]:
            case [QtyChunk(of_entity=EntityChunk() as owner) as share,
                  QtyChunk(noun=Noun() as noun) as count] if (
                share.kind is not None and is_fraction_like(share.kind) and share.of_said
                and share.noun is None and not (share.of_them or share.remaining)
                and owner.kind in ("pronoun", "name") and owner.pronoun_role in (None, "possessive")
                and count.kind is NumeralKind.CARDINAL and count.value is not None and noun.plural
                and count.of_entity is None and not count.of_said and count.comparative is None
                and count.currency is None and not count.attributive and share.span[1] + 1 >= count.span[0]
            ):
                past = verb.word.lower() != verb.lemma and not verb.word.lower().endswith("s")
                holder = attrs.evolve(owner, pronoun_role="subject") if owner.kind == "pronoun" else owner
                had = AuxChunk("had" if past else "has", "have", owner.span)
                held = Clause(holder, (had,), None, (count,), count.span, times=clause.times)
                taken = attrs.evolve(share, noun=noun, span=join(share.span, count.span))
                return held, attrs.evolve(clause, rest=(*rest[:i], taken, *rest[i + 2:]))
    return None


_OWN_OF_SUBJECT = {"he": "his", "she": "her", "they": "their"}


def _added_to_own(clause: Clause) -> tuple[Clause, Clause] | None:
    """ "He bought 23 gallons to add to his (existing) 36 gallons of paint": a getting whose
    purpose names the getter's own holding with its count says two things, that holding (as
    "He had 36 gallons of paint", before the getting) and the getting, of the holding's kind.
    Only a pronoun subject and its own possessive ("to add to her 36 gallons" after "he" may be
    another's), the same unit, both counts told; None for any other clause."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.verb_class is not VerbClass.GAIN or verb.particle is not None or (
        clause.negated or clause.hedged or clause.total or clause.each
        or not isinstance(subject, EntityChunk) or subject.kind != "pronoun"
    ):
        return None
    match clause.rest:
        case (QtyChunk() as got, PrepChunk(word="to"), VerbChunk(lemma="add", particle=None),
              PrepChunk(word="to"), EntityChunk(kind="pronoun") | NounChunk(
                  noun=Noun(head="existing", modifiers=(), of=None), determiner=None,
                  possessor=EntityChunk(kind="pronoun")) as owner, QtyChunk() as held):
            pass
        case _:
            return None
    own = owner.possessor if isinstance(owner, NounChunk) else owner
    assert own is not None
    if _OWN_OF_SUBJECT.get(subject.text.lower()) != own.text.lower():
        return None
    for qty in (got, held):
        if qty.value is None or qty.noun is None or qty.kind is not NumeralKind.CARDINAL or (
            qty.comparative is not None or qty.of_entity is not None or qty.currency is not None
            or qty.attributive or qty.of_them or qty.remaining
        ):
            return None
    assert got.noun is not None and held.noun is not None
    if got.noun.head != held.noun.head or got.noun.modifiers or got.noun.of not in (None, held.noun.of):
        return None
    past = verb.word.lower() != verb.lemma and not verb.word.lower().endswith("s")
    had = AuxChunk("had" if past else "has", "have", own.span)
    told = attrs.evolve(held, pointed=False)
    holding = Clause(subject, (had,), None, (told,), held.span, times=clause.times)
    got = attrs.evolve(got, noun=attrs.evolve(held.noun, span=got.noun.span))
    return holding, attrs.evolve(clause, rest=(got,))


def _sum_and_its_doing(clause: Clause) -> tuple[Clause, Clause] | None:
    """ "earned $600 mowing lawns": a gain or loss of a sum of money followed by a gerund (the
    machine ends a sum at one, ``gerund_modifier``) is two tellings of one subject, the sum and
    the doing; None for any other clause."""
    verb = clause.verb
    if verb is None or verb.verb_class not in (VerbClass.GAIN, VerbClass.LOSS) or len(clause.rest) < 2:
        return None
    match clause.rest[:2]:
        case [QtyChunk() as qty, VerbChunk() as doing] if (
            qty.currency is not None and qty.noun is None and doing.word.lower().endswith("ing")
            and doing.lemma != doing.word.lower() and not doing.participle
            and not any(isinstance(c, QtyChunk) for c in clause.rest[2:])
        ):
            # "earned $50 mowing and $30 babysitting": a second sum is no thing the doing did
            told = attrs.evolve(clause, rest=(qty,), span=(clause.span[0], qty.span[1]))
            done = attrs.evolve(clause, verb=doing, rest=clause.rest[2:],
                                span=(doing.span[0], clause.span[1]))
            return told, done
    return None


def _kind_said_by_its_word(clause: Clause) -> Clause:
    """ "three times as many blue marbles as red", "6 more blue marbles than red": the bare word
    closing the clause after the second "as" (or "than") is the describing word of the counted
    kind, its noun left unsaid ("as red marbles"): the kind counted with that word in place of
    its first. Only an adjective, and only when the counted kind is described (a bare noun there
    is another kind: "as dogs")."""
    match clause.rest[-4:]:
        case [CueChunk(text="many" | "much"), NounChunk(noun=Noun(modifiers=(first, *others)) as counted),
              PrepChunk(word="as"), NounChunk(noun=Noun(modifiers=(), of=None) as bare) as other] if (
            other.determiner is None and other.possessor is None and not bare.plural and counted.plural
            and "ADJ" in lemmas(bare.head) and "ADJ" in lemmas(first) and bare.head != first
        ):
            said = attrs.evolve(counted, modifiers=(bare.head, *others), span=other.span,
                                surface=bare.surface)
            return attrs.evolve(clause, rest=(*clause.rest[:-1], attrs.evolve(other, noun=said)))
    match clause.rest[-3:]:
        case [QtyChunk(comparative="more" | "fewer" | "less",
                       noun=Noun(modifiers=(first, *others)) as counted),
              CueChunk(kind="than"), NounChunk(noun=Noun(modifiers=(), of=None) as bare) as other] if (
            other.determiner is None and other.possessor is None and not bare.plural and counted.plural
            and "ADJ" in lemmas(bare.head) and "ADJ" in lemmas(first) and bare.head != first
            and any(n.head == counted.head and bare.head in n.modifiers and n.span[1] <= clause.span[0]
                    for n in clause.told.nouns)
        ):
            # "6 more green balls than red", after "red balls" were told: "than red balls" ("than
            # usual" names no kind the story told)
            said = attrs.evolve(counted, modifiers=(bare.head, *others), span=other.span,
                                surface=bare.surface)
            return attrs.evolve(clause, rest=(*clause.rest[:-1], attrs.evolve(other, noun=said)))
    return clause


_LEFT_HOLDERS = frozenset({"he", "she", "they"})


def _kind_the_holder_has_left(clause: Clause) -> Clause:
    """ "half of the stickers she has left", "a quarter of the money he had left": a share of
    what that holder has left now, as "a quarter of what she has left" is (the machine's
    ``of_what_is_left``): the quantity is marked remaining and the pronoun kept as its owner,
    bound as "of her stickers" is. Only after "of the" and a kind: "of her stickers she has
    left" names the owner twice, and stays as told."""
    rest = clause.rest
    for i in range(len(rest) - 3):
        match rest[i:i + 4]:
            case [QtyChunk() as qty, EntityChunk(kind="pronoun", pronoun_role="subject") as holder,
                  AuxChunk(group="have"), CueChunk(text="left") as left] if (
                qty.of_said and qty.noun is not None and not (qty.remaining or qty.of_them)
                and qty.of_entity is None and holder.text.lower() in _LEFT_HOLDERS
                and qty.of_the
            ):
                owner = EntityChunk("pronoun", holder.text, holder.span, pronoun_role="subject")
                left_of = attrs.evolve(qty, remaining=True, of_entity=owner, span=join(qty.span, left.span))
                return attrs.evolve(clause, rest=(*rest[:i], left_of, *rest[i + 4:]))
    return clause


def _sum_of_a_verb_word(qty: QtyChunk, after: Chunk | None) -> bool:
    """ "gets a $2 raise", "a $5 increase": a sum right before a word the chunker took for a verb
    in its bare form is said of that word, a noun (what changed, not money held): it is never
    that many dollars got."""
    return qty.currency is not None and qty.noun is None and isinstance(after, VerbChunk) and (
        after.particle is None and not after.participle and after.word.lower() == after.lemma)


def _prices_a_thing(qty: QtyChunk) -> bool:
    """ "a $4 coupon", "two $9 shirts": a sum before a noun that is not money (lexicon
    `money_nouns`) says what the thing costs or is worth; it is not that many dollars held."""
    return qty.currency is not None and qty.noun is not None and not in_class(qty.noun.head, "money_nouns")


def held_by_each(qty: QtyChunk) -> bool:
    """A count of things each one holds: a known number, no comparison, not money (a value),
    not "of" someone's, nor "of the" / "of them" (`each with 28 of the clowns`: some of more)."""
    return qty.value is not None and qty.comparative is None and not _is_money(qty) and (
        qty.of_entity is None and not qty.of_the and not qty.of_them)


def _time_measure(noun: str) -> bool:
    """ "hours", "days": a stretch of time ("It took 3 hours to …"), never things carried; "cups",
    "gallons" measure things that can be."""
    unit = measure_unit(noun)
    return unit is not None and unit.dimension in ("time", "calendar")


def _is_money(chunk: Chunk) -> bool:
    return isinstance(chunk, QtyChunk) and (chunk.currency == "dollar" or (
        chunk.noun is not None and chunk.noun.head in ("dollar", "cent")))


def mentions(chunks: tuple[Chunk, ...]) -> list[EntityChunk]:
    """Entities a clause mentions, in order, for the registry."""
    found: list[EntityChunk] = []
    for chunk in chunks:
        if isinstance(chunk, EntityChunk):
            found.extend(chunk.members or (chunk,))
        elif isinstance(chunk, NounChunk) and chunk.possessor is not None:
            found.append(chunk.possessor)
        elif isinstance(chunk, QtyChunk) and chunk.of_entity is not None:
            found.append(chunk.of_entity)
    return found


__all__ = ["AuxChunk", "Proto", "mentions", "read_statement"]
