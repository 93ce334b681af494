"""The question frame: what is asked, about whom, counted in what, and when.

"How many seashells did she give to Sam?" asks for the amount of an event; "How many apples
does Sam have now?" for a state; "How many more apples does Sam have than Tom?" for a
difference of states. A question no frame reads refuses; so does a question whose time
("before he gave any away") the reader cannot name.
"""

from __future__ import annotations

import re
from contextvars import ContextVar
from fractions import Fraction

import attrs

from wordproof.ledger.entries import Amount, Setting, TargetWhat
from wordproof.lexicon import tables, words
from wordproof.lexicon.words import VerbClass
from wordproof.reader.chunks import (
    A_ONE,
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
    named_group,
)
from wordproof.reader.clauses import Clause, in_present, names_a_person
from wordproof.reader.frames import (
    GOING_TABLES,
    PLACE_PREPOSITIONS,
    SETTING_PREPOSITIONS,
    comparative_of,
    counted_doing,
    doing_of_part,
    habit_of_part,
    owned_counted,
    setting_of,
)
from wordproof.reader.machine import is_role, noun_of_word
from wordproof.reader.tenses import group_tense, said_tense
from wordproof.reader.told import VerbTold
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralKind, ordinal_place
from wordproof.text.pieces import SENTENCE_BREAK, same_words, told_in_same_words
from wordproof.text.times import PLACING, TimeChunk, TimeKind, compared_day, days_on, told_within

QUESTION_FRAMES = ("how many/much NOUN does ENTITY have", "how many NOUN did ENTITY VERB",
                   "how many NOUN are there", "how many more NOUN does ENTITY have than ENTITY")


@attrs.frozen
class Side:
    """One side of "the difference between …": a holding at a time ("before selling",
    "left", "the clown had in the beginning") or the amount of a verb's events ("he spent")."""

    holder: EntityChunk | NounChunk | None  # None: whoever holds (or did) it
    verb: VerbChunk | None  # events of this verb; None: a holding
    time: str = "final"  # "final" | "initial" | "past" | "before" | "after"
    time_clause: tuple[Chunk, ...] = ()
    qualified: bool = False  # "he gave away at a party": the one event the phrase names


@attrs.frozen
class Periods:
    """ "over the three days": the number said, read as the count of the periods the story
    told, and where it told each."""

    said: Amount
    mentions: tuple[tuple[int, int], ...]


@attrs.frozen
class QuestionProto:
    what: TargetWhat
    noun: NounChunk | None  # None: "how much" with no noun
    money: bool
    subject: EntityChunk | NounChunk | None  # None: everyone
    place: NounChunk | None
    verb: VerbChunk | None
    time: str  # "final" | "initial" | "before" | "after"
    time_clause: tuple[Chunk, ...]  # for before/after: the chunks naming the event
    time_cue: str
    other: EntityChunk | NounChunk | None
    aggregate: bool
    span: tuple[int, int]
    counterparty: EntityChunk | NounChunk | None = None
    goal: QtyChunk | None = None  # "need to have 43 cats": the amount wanted
    implicit_other: bool = False  # "How many more pennies does John have?": than the other one
    absolute: bool = False  # "What's the difference between …": the larger less the smaller
    parts: tuple[tuple[EntityChunk | NounChunk | None, NounChunk | None], ...] = ()
    dimension: str | None = None  # "How long …": the dimension asked
    qualified: bool = False  # a closing phrase names the event: only one may be counted
    doing: str | None = None  # "(make) washing windows": the verb of the doing the phrase names
    qualifier: tuple[Chunk, ...] = ()  # that closing phrase ("at the benches", "at a party")
    fewer: bool = False  # "how many fewer … than": the other's count less the subject's
    days: tuple[str, str] | None = None  # "(sell more) on Monday than on Tuesday": the days compared
    predicate: str | None = None  # "How many apples are green?": the sub-kind asked for
    predicate_habit: bool = False  # that sub-kind a present habit ("How many walk to school?")
    sides: tuple[Side, ...] = ()  # "the difference between the number … before and after …"
    per: NounChunk | None = None  # EACH: "how many does each friend get": the friend
    direction: str | None = None  # "cut off": "loss", the way a closing particle turns the verb
    things_did: bool = False  # "How many kids ate?": the things counted are the doers, in the active
    offset: QtyChunk | None = None  # "How old will she be in 5 years?": the age now + 5
    when_of: EntityChunk | NounChunk | None = None  # "… when Lea is 20": whose age fixes the time
    when_age: QtyChunk | None = None  # that age ("20"); the offset is unknown, offset_sign its way
    # "… when Lea is twice as old as Kim": whose age when_age (then a factor) scales
    when_than: EntityChunk | NounChunk | None = None
    when_than_now: bool = False  # "… as Kim is now": of Kim's age now, not then
    until: bool = False  # "In how many years will Lea be 20?": the unknown offset itself is asked
    when_total: bool = False  # "… will their combined age be 44?": the group's ages added fix the time
    wanted: str | None = None  # SHORTFALL: "need to sell": the verb of the doing wanted
    offset_sign: int = 1
    todo: str | None = None  # "have left to read": the verb whose things are still to be done
    todo_all: bool = False  # "did she have to read": all the things that were to be done
    unit_asked: str | None = None  # "How much money, in dollars, …": the unit the answer is in
    change: bool = False  # "How much change did she get?": what she handed over less what she spent
    handed: QtyChunk | None = None  # "How much change … from a $20 bill?": the sum handed over
    profit: bool = False  # "How much profit did she make?": what her sales brought less what she paid
    kinds: tuple[NounChunk, ...] = ()  # "How many boys and girls …": kinds counted together
    owner: EntityChunk | NounChunk | None = None  # EVENTS "of her leaves", "came into the barn": whose
    able: bool = False  # "can", "could": what may be done, not what was ("How many can he fill?")
    modal: bool = False  # any modal ("will", "could", "should"): not (only) what was done
    # "needed to carry all the students" (or "all 105 students"): the whole (None: "all of them")
    whole: NounChunk | QtyChunk | None = None
    sole: bool = False  # "left for her": only when no one else is told to hold the things
    every_doing: bool = False  # "on these activities": of every doing told, none of anyone else's
    # "spend on pens (than on pads)": the things bought; SHORTFALL "need to buy the bike": its purpose
    spent_on: tuple[NounChunk, ...] = ()
    work: tuple[str, ...] = ()  # PACED "spend drawing": the words of the doing the time went on
    parts_only: bool = False  # "How many packs does he need to buy?": only the parts of a share
    parts_doing: str | None = None  # parts_only: the doing they are needed for ("buy", "sell")
    periods: Periods | None = None  # "over the three days": the days told, said at the number
    unit_price: QtyChunk | None = None  # BUDGET "How many $3 pens …": the price the question says
    equal_parts: bool = False  # SHORTFALL "… so all the stacks would be equal": what makes a share exact
    whole_asked: QuestionProto | None = None  # "What percentage of …": the whole the part is taken of
    by_place: bool = False  # DIFFERENCE "the pens in Ida's bag and at her home": parts told apart by place
    average: bool = False  # "What is the average number of … the three …": the total over their number
    complement: bool = False  # "How many roses are not red?": the whole (whole_asked) less the part
    kind_within: bool = False  # "How many of the children are girls?": the part, of one whole (whole_asked)
    alternative: str | None = None  # "lost or given away": the second verb asked beside `verb`
    weighed: str | None = None  # PACED "How much do 6 bags weigh?": the things whose own measure is asked
    doers: bool = False  # "How many boys went down the slide?": the doers of one doing (`counted_doing`)
    settings: tuple[Setting, ...] = ()  # EVENTS "did he throw into the river": the object and place asked
    way: Setting | None = None  # doers: the way of the doing asked ("down the big slide")
    leftover_of: str | None = None  # "left unpacked", "not placed in a jar": only a share's rest
    leftover_undone: str | None = None  # "left unsold": the doing the rest was spared ("sell")
    room: bool = False  # SHORTFALL "How many more can the shelf hold?": the room left in `subject`
    or_more: QuestionProto | None = None  # parts_only: "need to buy" of no parts asks "need to buy more"
    # SPAN of no doing named ("How many minutes did she spend?"): the reading to bind when the
    # story tells no one time for each thing (state._the_doing_timed)
    otherwise: QuestionProto | None = None
    unreal: bool = False  # "would", "could": what would be (if …), perhaps instead of what was told
    done: bool = False  # PRICE "How much did she pay for 3 pens?": a purchase told, not a cost supposed
    amount: bool = False  # "how much" with no noun: an amount asked, not a count
    # DIFFERENCE "did she give to Lea than to Mae": the party compared with `counterparty`
    other_party: EntityChunk | NounChunk | None = None
    # SPAN: the dimension of the pace's amount asked: "How long will it take …" a time, "How much
    # will it cost to print 8 pages?" money (the dollars a doing costs for each one)
    taken_in: str = "time"
    # SPAN: "to paint 3 lilies and 2 roses", PRICE: "do 3 pens and 2 pads cost": each count, the sum asked
    goals: tuple[QtyChunk, ...] = ()


_AWAY = ("off", "away", "out")  # particles that take things away from the verb's subject


def _went_away(verb: VerbChunk | None) -> bool:
    """ "How many people got off?", "… flew away?", "… got out?": a particle of going away after
    the verb of things that are its subject ("out" only after a verb of getting: pens that "ran
    out" ran out of ink, and candles that "went out" are still there)."""
    return verb is not None and (verb.particle in ("off", "away") or verb.particle == "out"
                                 and words.in_class(verb.lemma, "getting_about_verbs"))
_INTO = ("into", "onto")  # a place things move into: "came into the barn"
_LEFT = ("left", "remain", "remains")  # "are left", "remain": what is held at the end


def _for_all(rest: list[Chunk]) -> tuple[list[Chunk], NounChunk | QtyChunk | None]:
    """ "(needed) to carry all the students", "to pack all of them", "to hold the flowers": a
    purpose saying every thing of the whole goes into the parts (a definite plural with no
    "all" is all of them too). "to get all 105 people": the whole with its count said again
    (``share_target`` holds it to the count told). A place closing it ("… to the movie",
    "… across town") says where they go, not how many. The rest without it, and the whole it
    names (None for "all of them", "them"); the rest unchanged when it has no such tail."""
    match rest:
        case [*purpose, PrepChunk(word=word), NounChunk(possessor=None) as place] if (
            word in _PLACE_PREPOSITIONS and len(purpose) >= 3 and not place.noun.plural
            and place.noun.of is None and place.determiner in ("the", None)
        ):
            kept, whole = _for_all(purpose)
            if not kept:
                return [], whole
    match rest:
        case [PrepChunk(word="to"), VerbChunk(), CueChunk(kind="all"), QtyChunk() as whole] if (
            whole.value is not None and whole.noun is not None and whole.noun.plural
            and whole.comparative is None and whole.of_entity is None and not whole.of_said
            and whole.measure is None and not whole.attributive
        ):
            return [], whole
        case [PrepChunk(word="to"), VerbChunk(), CueChunk(kind="all"), PrepChunk(word="of"),
              EntityChunk(text=them)] | [PrepChunk(word="to"), VerbChunk(), EntityChunk(text=them)] if (
            them.lower() == "them"
        ):
            return [], None
        case [PrepChunk(word="to"), VerbChunk(), CueChunk(kind="all"), NounChunk() as whole] if (
            whole.determiner == "the" and whole.possessor is None
            and (whole.noun.plural or not whole.noun.modifiers)  # "all the oil": a stuff, measured
        ):
            return [], whole
        case [PrepChunk(word="to"), VerbChunk(), NounChunk() as whole] if (
            whole.determiner == "the" and whole.noun.plural and whole.possessor is None
        ):
            return [], whole
    return rest, None


_PLACE_PREPOSITIONS = ("to", "across", "into", "from", "over")
_CAN = ("can", "could", "will", "would")


def _room_left(clause: Clause, span: tuple[int, int]) -> QuestionProto | None:
    """ "How many more books can the shelf hold?", "… can be put on the shelf?", "… will fit in
    the box?": the room left in one container named by "the", its capacity less what it holds
    now (SHORTFALL of the container, its capacity the amount wanted). None for any other shape."""
    match clause.head:
        case (CueChunk(kind="more"), NounChunk(possessor=None) as noun) if noun.noun.head != "money":
            pass
        case _:
            return None
    verb = clause.verb
    said = [a.word.lower() for a in clause.auxiliaries]
    if verb is None or verb.particle or clause.negated or not said or said[0] not in _CAN:
        return None
    container: NounChunk | None = None
    match clause.subject, said[1:], clause.rest:
        case NounChunk() as holder, [], () if words.in_class(verb.lemma, "room_verbs"):
            container = holder  # "can the shelf hold"
        case None, [], (PrepChunk(word=prep), NounChunk() as place) if prep in _ROOM_PREPOSITIONS and (
            words.in_class(verb.lemma, "occupying_verbs")
        ):
            container = place  # "will fit in the box"
        case None, ["be"], (PrepChunk(word=prep), NounChunk() as place) if prep in _ROOM_PREPOSITIONS and (
            verb.verb_class is VerbClass.PLACE
        ):
            container = place  # "can be put on the shelf"
    if container is None or container.determiner != "the" or container.possessor is not None or (
        container.noun.plural or container.noun.of is not None
    ):
        return None
    return QuestionProto(TargetWhat.SHORTFALL, noun, False, container, None, None, "final", (), "", None,
                         False, span, room=True)


_ROOM_PREPOSITIONS = ("in", "into", "on", "onto", "inside")


def _refuse(evidence: str, span: tuple[int, int]) -> Refusal:
    return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                   expected=QUESTION_FRAMES)


def _merge_of(head: tuple[Chunk, ...]) -> list[Chunk]:
    """ "pieces of candy": a noun, "of", a noun is one noun with an "of" complement (every
    such noun: "bags of rice than bags of oats"). A complement with a determiner is no stuff
    but a part of a set told ("pens of the black pens"), and is left as it is (and refused)."""
    items = list(head)
    for i in range(len(items) - 2):
        first, prep, second = items[i:i + 3]
        if isinstance(first, NounChunk) and isinstance(prep, PrepChunk) and prep.word == "of" and (
            isinstance(second, NounChunk) and second.possessor is None and second.determiner is None
        ):
            noun = attrs.evolve(first.noun, of=of_phrase(second.noun))
            return items[:i] + [attrs.evolve(first, noun=noun)] + _merge_of(tuple(items[i + 3:]))
    return items


def of_phrase(noun: Noun) -> str:
    """The words an "of" complement keeps of a noun: "bags of (red beans)" -> "red bean"."""
    return " ".join(noun.modifiers + (noun.head,))


# whether a time asked of no doing named is read as of the one time told for each thing
_UNNAMED: ContextVar[bool] = ContextVar("_UNNAMED", default=True)


def unnamed_doing(question: QuestionProto) -> bool:
    """ "How many minutes did it take him?", "How much time did she spend?": a time asked of no
    doing named (``paces.read_span_question``), bound to the one time told for each thing."""
    goal, verb = question.goal, question.verb
    return question.what is TargetWhat.SPAN and goal is not None and goal.noun is None and (
        goal.value is None and verb is not None and verb.lemma in ("take", "spend"))


def read_question(clause: Clause, text: str) -> QuestionProto | Refusal:
    """Read a question clause into what it asks; the told periods it closes on ("over the
    three days") are set aside and kept, for the replay to give against the number said. A time
    asked of no doing named keeps the reading it has otherwise too (``otherwise``)."""
    read = _read_question_whole(clause, text)
    if isinstance(read, Refusal) or not unnamed_doing(read):
        return read
    token = _UNNAMED.set(False)
    try:
        otherwise = _read_question_whole(clause, text)
    finally:
        _UNNAMED.reset(token)
    return attrs.evolve(read, otherwise=None if isinstance(otherwise, Refusal) else otherwise)


def _read_question_whole(clause: Clause, text: str) -> QuestionProto | Refusal:
    clause, periods = _counted_periods(clause, text)
    if periods is None and (
        _closes_on_both_periods(clause, text) or _closes_on_periods_pointed_at(clause, text)
    ):
        # "How many did she sell on both days (in those two days)?" when the story told no two
        # days: which two?
        return _refuse(text[clause.span[0]:clause.span[1]], clause.span)
    if _two_units_asked(text[clause.span[0]:clause.span[1]]):
        # "How long, in hours and minutes, …?": an answer in two units of one dimension is a
        # form the answer (one number, one unit) cannot take
        return _refuse(text[clause.span[0]:clause.span[1]], clause.span)
    from wordproof.reader.ages import years_until  # ages reads the words of time

    until = years_until(clause)
    read = _read_asked(clause, text) if until is None else QuestionProto(
        TargetWhat.STATE, None, False, until.whose, None, None, "final", (), "", None, False,
        clause.span if clause.wh is None else (clause.wh.span[0], clause.span[1]),
        dimension="calendar", when_of=until.whose, when_age=until.age, when_than=until.other,
        when_than_now=until.other_now, until=True, when_total=until.total)
    if periods is None or isinstance(read, Refusal):
        return read
    return attrs.evolve(read, periods=periods)


def _two_units_asked(question: str) -> bool:
    """ "hours and minutes", "feet and inches", "dollars and cents": two units of one dimension
    joined by "and" ask an answer in both at once."""
    said = re.findall(r"[A-Za-z]+", question)
    for first, joined, second in zip(said, said[1:], said[2:], strict=False):
        one, other = tables.measure_unit(first), tables.measure_unit(second)
        if joined.lower() == "and" and one is not None and other is not None and (
            one.dimension == other.dimension and one.name != other.name
        ):
            return True
    return False


_A_TIME = (("a", ()), ("the", ("same",)))  # "at a time", "at the same time"


def _room_asked(clause: Clause) -> Clause:
    """ "How many people can ride the wheel (at a time)?", "… can sit on the bench at the same
    time?": with "can", a verb of taking up a place (lexicon `occupying_verbs`) asks the room of
    the place, as "… can ride in the wheel?" does; "at a time" says again what "can" says, and
    "in there" (or "on there") what "there" says."""
    verb = clause.verb
    if verb is None or verb.particle or clause.subject is not None or not words.in_class(
        verb.lemma, "occupying_verbs"
    ) or [a.word.lower() for a in clause.auxiliaries] not in (["can"], ["could"]):
        return clause
    rest = list(clause.rest)
    match rest[-2:]:
        case [PrepChunk(word="at"), NounChunk(noun=Noun(head="time", of=None, modifiers=said),
                                               determiner=the)] if (the, said) in _A_TIME:
            rest = rest[:-2]
    match rest:
        case [PrepChunk(word="on") as on, NounChunk() as place]:
            rest = [attrs.evolve(on, word="in"), place]
        case [PrepChunk(word="in" | "on"), CueChunk(kind="there") as there]:
            rest = [there]  # "can sit in there": "can sit there", the one place told
        case _:
            rest = _place_taken(rest)
    return attrs.evolve(clause, rest=tuple(rest))


def _got_as_needed(clause: Clause) -> Clause:
    """ "How many buses should (must) be rented?", "… should be bought?": parts got, with no one
    named, as they ought to be got, are the parts needed, as "How many buses are needed?" asks
    (rounded up only where the parts have a room, or cover an amount needed: the share decides).
    The passive alone, after `should` / `must` and `be`, of a verb of hiring or buying; an
    active "should they rent" (theirs, maybe beside some they have) is left as it is."""
    verb = clause.verb
    if verb is None or not verb.participle or verb.particle is not None or clause.subject is not None or (
        clause.negated or clause.rest
        or [a.word.lower() for a in clause.auxiliaries] not in (["should", "be"], ["must", "be"])
        or not (words.in_class(verb.lemma, "hiring_verbs") or words.in_class(verb.lemma, "buying_verbs"))
    ):
        return clause
    be = clause.auxiliaries[-1]
    return attrs.evolve(clause, verb=attrs.evolve(verb, lemma="need"),
                        auxiliaries=(attrs.evolve(be, word="are"),))  # "are needed"


def _full_said_after(clause: Clause) -> Clause:
    """ "How many boxes are (were) full?": the parts that are full, as "How many full boxes are
    there?" asks them (`full` alone after a plain `are` / `were`, the parts a bare plural noun;
    `whole`, `complete` after `are` may say unbroken or done, and are not read so). Anything
    after the adjective ("full of pens", "full to hold all the pens") is left as it is, and
    refused."""
    match clause.subject, clause.head, [a.word.lower() for a in clause.auxiliaries]:
        case (NounChunk(noun=Noun(plural=False, modifiers=(), of=None, owners=()) as adjective,
                        determiner=None, possessor=None) as said,
              (NounChunk(noun=Noun(plural=True, modifiers=(), of=None, owners=()) as parts,
                         determiner=None, possessor=None) as asked,),
              ["are"] | ["were"]) if (
            clause.verb is None and not clause.rest and not clause.negated
            and adjective.head == "full"  # "are whole", "are complete" may say unbroken, or done
        ):
            full = attrs.evolve(parts, modifiers=(adjective.head,))
            there = CueChunk(kind="there", text="there", span=said.span)
            cited = attrs.evolve(asked, noun=full, span=(asked.span[0], said.span[1]))  # "boxes are full"
            return attrs.evolve(clause, head=(cited,), subject=there)
    return clause


def _gone_on_asked(clause: Clause) -> Clause:
    """ "How many rides did she go on (in all)?": "go" with "on" right after it and nothing
    after but a word that adds is the verb "go on" the statements read ("went on 6 rides")."""
    verb = clause.verb
    match clause.rest:
        case (PrepChunk(word="on") as on, *after) if (
            verb is not None and verb.lemma == "go" and verb.particle is None
            and all(isinstance(c, CueChunk) and c.kind == "aggregate" for c in after)
        ):
            went_on = attrs.evolve(verb, particle="on", span=(verb.span[0], on.span[1]))
            return attrs.evolve(clause, verb=went_on, rest=tuple(after))
    return clause


def _time_asked_as_long(clause: Clause) -> Clause:
    """ "How much time did she spend (in all)?", "How much time will it take him?": "how much"
    with the bare noun "time" asks what "how long" asks, the same clause without the noun."""
    match clause.wh, clause.head:
        case WhChunk(asks="amount") as wh, (NounChunk(
            noun=Noun(head="time", plural=False, modifiers=(), of=None), determiner=None, possessor=None
        ) as time,):
            how_long = WhChunk("how long", (wh.span[0], time.span[1]), "measure:length")
            return attrs.evolve(clause, wh=how_long, head=())
    return clause


def _doings_pointed_at(clause: Clause) -> Clause:
    """ "How long did she spend on these activities (all those tasks) in total?": time spent on
    the doings "these" points back at is all the time spent, "How long did she spend in
    total?"; the phrase is set aside. With a count ("these two tasks") it says how many doings
    were told, which is not read: the question is left as it is."""
    verb = clause.verb
    if verb is None or verb.lemma != "spend":
        return clause
    rest = list(clause.rest)
    on = next((i for i, c in enumerate(rest) if isinstance(c, PrepChunk) and c.word == "on"), None)
    if on is None:
        return clause
    after = rest[on + 1:]
    if after and isinstance(after[0], CueChunk) and after[0].kind == "all":
        after = after[1:]  # "on all these activities"
    match after:
        case [NounChunk(noun=Noun(head=head, plural=True, modifiers=(), of=None),
                        determiner="these" | "those", possessor=None), *closing] if words.in_class(
            head, "activity_nouns"
        ) and all(isinstance(c, CueChunk) and c.kind == "aggregate" for c in closing):
            return attrs.evolve(clause, rest=tuple(rest[:on] + closing))
    return clause


def _remains_asked(clause: Clause) -> Clause:
    """ "How much money remains?", "How much water remains in the tank?": the chunker took
    "remains" for a plural noun after the one asked; it is the verb, as "How many pens remain?"
    says."""
    match clause.head:
        case (*before, NounChunk(noun=Noun(surface=said, modifiers=(asked,), of=None)) as head) if (
            said.lower() == "remains" and clause.verb is None and not clause.auxiliaries
            and head.determiner is None and not clause.rest
        ):  # (also "How much of her money remains?")
            start, end = head.noun.span
            noun = Noun(asked, asked, False, span=(start, start + len(asked)))
            verb = VerbChunk(said, "remain", None, (end - len(said), end))
            asked_head = attrs.evolve(head, noun=noun, span=(head.span[0], noun.span[1]))
            return attrs.evolve(clause, head=(*before, asked_head), verb=verb)
    return clause


def _paid_for_everything(clause: Clause) -> Clause:
    """ "How much did he pay for everything?", "… spend on everything?", "… pay for his
    purchases?": all he paid, as "How much did he pay?" asks."""
    verb = clause.verb
    if verb is None or verb.particle is not None or not words.in_class(verb.lemma, "spending_verbs"):
        return clause
    match clause.rest:
        case (PrepChunk(word="for" | "on"), NounChunk(noun=Noun(head="everything", modifiers=(), of=None),
                                                      determiner=None, possessor=None)):
            return attrs.evolve(clause, rest=())
        case (PrepChunk(word="for" | "on"), NounChunk(noun=Noun(head="purchase", plural=True, modifiers=(),
                                                                of=None), determiner=None,
                                                      possessor=EntityChunk(kind="pronoun") as whose)) if (
            isinstance(clause.subject, EntityChunk) and clause.subject.kind == "pronoun"
            and _same_person(whose.text, clause.subject.text)
        ):
            return attrs.evolve(clause, rest=())  # (his own purchases: "she … for his purchases" is not)
    return clause


_PERSON_FORMS = ({"he", "his", "him"}, {"she", "her", "hers"}, {"they", "their", "them"},
                 {"i", "my", "me"}, {"you", "your"}, {"we", "our", "us"})


def _same_person(possessive: str, subject: str) -> bool:
    """ "his" of "he", "her" of "she": the possessive names the subject's own person."""
    return any({possessive.lower(), subject.lower()} <= forms for forms in _PERSON_FORMS)


def _place_taken(rest: list[Chunk]) -> list[Chunk]:
    """ "(can ride) the wheel", "(are riding) the bus": the one place a verb of taking up a
    place (lexicon `occupying_verbs`) takes as its object, read as "in the bus"; any other
    rest unchanged."""
    match rest:
        case [NounChunk(possessor=None) as place]:
            return [PrepChunk("in", (place.span[0], place.span[0])), place]
    return rest


def _read_asked(clause: Clause, text: str) -> QuestionProto | Refusal:
    """A question clause read; a unit it names ("How much money, in dollars, …") is set aside
    and kept: the answer must be counted in it. Time spent "on these activities" is of every
    doing told (``every_doing``)."""
    timed = _time_asked_as_long(clause)
    pointed = _doings_pointed_at(timed)
    read = _read_asked_clause(pointed, text)
    if pointed is timed or isinstance(read, Refusal):
        return read
    return attrs.evolve(read, every_doing=True)


def _read_asked_clause(clause: Clause, text: str) -> QuestionProto | Refusal:
    clause = _room_asked(_paid_for_everything(_remains_asked(_gone_on_asked(_full_said_after(
        _got_as_needed(clause))))))
    from wordproof.reader.needs import without_equal_purpose

    if (rest := without_equal_purpose(list(clause.rest))[0]) and isinstance(last := rest[-1], CueChunk) and (
        last.kind in ("more", "fewer", "less")
    ):
        # "How many pens does Tom have more?": more than whom, or more than before?
        return _refuse(text[clause.span[0]:clause.span[1]], clause.span)
    if _price_asked_as_charged(clause):
        # "How much does he charge?": his price for one, or all he charged for what he did?
        return _refuse(text[clause.span[0]:clause.span[1]], clause.span)
    head, unit_asked = _unit_asked(clause.head)
    if unit_asked is None:
        clause, unit_asked = _unit_asked_last(clause)
    spent = _change_as_spent(attrs.evolve(clause, head=tuple(head)))
    if spent is not None:
        read = _read_question(spent[0], text)
        return read if isinstance(read, Refusal) else attrs.evolve(read, change=True, handed=spent[1],
                                                                   unit_asked=unit_asked)
    made = _profit_as_made(attrs.evolve(clause, head=tuple(head)))
    if made is not None:
        read = _read_question(made, text)
        return read if isinstance(read, Refusal) else attrs.evolve(read, profit=True, unit_asked=unit_asked)
    first = _first_event(attrs.evolve(clause, head=tuple(head)))
    if first is not None:
        read = _read_question(first, text)
        if not isinstance(read, Refusal) and read.what is TargetWhat.EVENTS:
            return attrs.evolve(read, qualified=True, unit_asked=read.unit_asked or unit_asked)
    read = _read_question(attrs.evolve(clause, head=tuple(head)), text)
    if unit_asked is None or isinstance(read, Refusal) or read.unit_asked is not None:
        return read
    return attrs.evolve(read, unit_asked=unit_asked)


def _price_asked_as_charged(clause: Clause) -> bool:
    """ "How much does he charge?": "charge" in the present with nothing after it asks what he
    asks for one (his price), as much as what he asked for all he did."""
    verb = clause.verb
    return clause.wh is not None and clause.wh.asks == "amount" and verb is not None and (
        verb.lemma == "charge") and verb.particle is None and not clause.rest and [
        a.word.lower() for a in clause.auxiliaries] in (["do"], ["does"]) and all(
        isinstance(c, NounChunk) and c.noun.head == "money" for c in clause.head)


def _change_as_spent(clause: Clause) -> tuple[Clause, QtyChunk | None] | None:
    """ "How much change did she get (back)?", "… will he receive?", "… did she take?", "How much
    (money) does he get in change?", "How much money will she get back?": the money handed over
    less what was spent, asked as "How much did she spend?" and marked (``change``); "… from /
    for a $20 bill" names the sum handed over."""
    verb = clause.verb
    rest = list(clause.rest)
    match clause.head, rest[-2:]:
        case (NounChunk(noun=Noun(head="change", plural=False, modifiers=()), determiner=None,
                        possessor=None),), _:
            pass
        case () | (NounChunk(noun=Noun(head="money", plural=False, modifiers=()), determiner=None,
                             possessor=None),), [PrepChunk(word="in"), NounChunk(
                noun=Noun(head="change", plural=False, modifiers=()), determiner=None, possessor=None)]:
            rest = rest[:-2]  # "How much does he get in change?"
        case (NounChunk(noun=Noun(head="money", plural=False, modifiers=()), determiner=None,
                        possessor=None),), _ if verb is not None and verb.particle == "back":
            pass  # "How much money will he get back?": what comes back of a sum handed over
        case _:
            return None
    handed: QtyChunk | None = None
    match rest:
        case [PrepChunk(word="from" | "for"), QtyChunk(noun=Noun(head="bill" | "note"), currency=str(),
                                                       comparative=None, of_entity=None) as bill]:
            handed, rest = bill, []  # "from a $20 bill": one bill, the sum handed over
        case [PrepChunk(word="from"), QtyChunk() as paid] if paid.value is not None and _sum_handed(paid):
            handed, rest = paid, []  # "from $20", "from 20 dollars": the sum handed over
    # "was he given": a giving to him, the change he received
    given = verb is not None and verb.lemma == "give" and verb.participle and [
        a.group for a in clause.auxiliaries] == ["be"]
    if clause.wh is None or clause.wh.asks != "amount" or verb is None or rest or clause.negated or (
        not (words.in_class(verb.lemma, "receiving_verbs") or given or verb.lemma == "take")
        or verb.particle not in (None, "back")
    ):
        return None
    spend = VerbChunk("spend", "spend", words.verb_class("spend"), verb.span)
    did = AuxChunk("did", "do", clause.auxiliaries[0].span if clause.auxiliaries else verb.span)
    # "will he get": of what he buys
    return attrs.evolve(clause, head=(), verb=spend, auxiliaries=(did,), rest=()), handed


def _sum_handed(paid: QtyChunk) -> bool:
    """ "$20", "20 dollars": a plain sum of money, no bill counted and no words of its own."""
    from wordproof.reader.prices import _is_sum  # builds on this module

    return _is_sum(paid) and paid.kind is NumeralKind.CARDINAL and not paid.remaining and (
        paid.noun is None and paid.currency == "dollar" or paid.noun is not None and paid.currency is None
        and not paid.noun.modifiers and paid.noun.of is None)


def _profit_as_made(clause: Clause) -> Clause | None:
    """ "How much profit did she make?", "How much (money) did he make in profit?": asked as
    "How much did she make?" and marked (``profit``): what was earned less what was paid."""
    verb = clause.verb
    if clause.wh is None or clause.wh.asks != "amount" or verb is None or clause.negated or (
        not words.in_class(verb.lemma, "wage_verbs") or verb.particle is not None
    ):
        return None
    rest = list(clause.rest)
    match clause.head, rest:
        case (NounChunk(noun=Noun(head="profit", plural=False, modifiers=()), determiner=None,
                        possessor=None),), []:
            pass
        case () | (NounChunk(noun=Noun(head="money"), determiner=None, possessor=None),), [
            PrepChunk(word="in"), NounChunk(noun=Noun(head="profit", plural=False, modifiers=()),
                                            determiner=None, possessor=None)
        ]:
            pass
        case _:
            return None
    return attrs.evolve(clause, head=(), rest=())


def _unit_asked(chunks: tuple[Chunk, ...] | list[Chunk]) -> tuple[list[Chunk], str | None]:
    """ "(money), in dollars,", "(money) in cents": a measure unit named after "in", with the
    commas around it; returned apart from the other chunks. No such phrase: (chunks, None)."""
    from wordproof.lexicon.tables import measure_unit  # a lexicon table, read when asked

    items = list(chunks)
    for i in range(len(items) - 1):
        match items[i:i + 2]:
            case [PrepChunk(word="in"), NounChunk(determiner=None, possessor=None, noun=noun)] if (
                noun.plural and not noun.modifiers and not noun.of
                and (unit := measure_unit(noun.head)) is not None and not unit.ambiguous
            ):
                start, end = i, i + 2
                if _comma(items, start - 1):
                    start -= 1
                    end += 1 if _comma(items, end) else 0
                return items[:start] + items[end:], unit.name
    return items, None


def unit_opening(clause: Clause) -> str | None:
    """ "In dollars, how much money did he find?": a clause of nothing but "in" and a unit,
    set before the question, names the unit of its answer (as "…, in dollars, …" does)."""
    if clause.subject is not None or clause.verb is not None or clause.auxiliaries or clause.rest or (
        clause.wh is not None or clause.head or clause.conditional or clause.negated
    ):
        return None
    kept, unit = _unit_asked(clause.placed)
    return unit if not kept else None


def _counted_name(clause: Clause) -> tuple[Chunk, ...]:
    """ "How many Valentines did she give?": a capitalized plural right after "how many" is
    what is counted, not a person (no one is counted by name); the head with it a noun."""
    assert clause.wh is not None
    match clause.head:
        case (EntityChunk(kind="name", possessor=None) as named, *rest) if (
            clause.wh.asks == "count" and " " not in named.text
            and (noun := noun_of_word(named.text, named.span)).plural
        ):
            return (NounChunk(noun, named.span), *rest)
    return clause.head


def _comma(items: list[Chunk], i: int) -> bool:
    return 0 <= i < len(items) and isinstance(chunk := items[i], ConjChunk) and chunk.word == ","


_STILL_OWED = re.compile(r"\b(?:still|more|else|left|remaining|rest|yet)\b", re.IGNORECASE)


def _obliged_to_pay(clause: Clause, text: str) -> Clause:
    """ "How much does she have to pay?", "How much will he need to pay for the pens?", "How much
    did she have to pay?", "How much should (must) she pay?": what was (is, will be) paid, as "How
    much does she pay?" asks; the obligation adds nothing to the sum. Only "pay", of a doer named,
    and nothing that asks what is yet unpaid ("still", "more", "left", "else", "the rest")."""
    if clause.wh is None or clause.wh.asks != "amount" or clause.negated or not isinstance(
        clause.subject, EntityChunk
    ) or any(not (isinstance(c, NounChunk) and c.noun.head == "money") for c in clause.head):
        return clause
    if _STILL_OWED.search(text[clause.wh.span[0]:clause.span[1]]):
        return clause
    aux = clause.auxiliaries
    match aux, clause.verb, clause.rest:
        case (AuxChunk(group="do") | AuxChunk(group="modal"), AuxChunk(group="have") as have), None, (
                PrepChunk(word="to"), VerbChunk(lemma="pay", particle=None, negated=False) as pay, *rest
        ) if have.word.lower() == "have":
            aux = aux[:1]  # "does she have to pay", "will he have to pay"
        case (AuxChunk(group="do") | AuxChunk(group="modal"),), VerbChunk(lemma="need", particle=None), (
                PrepChunk(word="to"), VerbChunk(lemma="pay", particle=None, negated=False) as pay, *rest
        ):
            pass  # "does she need to pay"
        case (AuxChunk(group="modal", word=modal) as owed,), VerbChunk(
                lemma="pay", particle=None, negated=False) as pay, rest if (
            modal.lower() in ("should", "must")
        ):
            aux = (AuxChunk("does", "do", owed.span),)  # "should she pay": what "does she have to pay" asks
        case _:
            return clause
    return attrs.evolve(clause, auxiliaries=aux, verb=pay, rest=tuple(rest))


def _everything_cost(clause: Clause) -> Clause:
    """ "How much did everything cost (in all)?", "How much did it all cost?": the sum every
    purchase told cost, what "How much was spent?" asks. Not read when the story tells a sale
    (what was sold cost its buyer too), nor in the present ("does everything cost": every
    price told, or what was bought?)."""
    if clause.wh is None or clause.wh.asks != "amount" or clause.head or clause.negated:
        return clause
    match [a.word.lower() for a in clause.auxiliaries], clause.subject, clause.verb, clause.rest:
        case ["did"], NounChunk(noun=Noun(head="everything", modifiers=(), of=None), determiner=None,
                                possessor=None), VerbChunk(lemma="cost", particle=None) as cost, rest:
            pass
        case ["did"], EntityChunk(kind="pronoun", text=it), None, (
                CueChunk(kind="all"), VerbChunk(lemma="cost", particle=None) as cost, *rest) if (
            it.lower() == "it"
        ):
            pass
        case _:
            return clause
    if not all(isinstance(c, CueChunk) and c.kind == "aggregate" for c in rest) or any(
        words.in_class(verb.lemma, "selling_verbs") for verb in clause.told.verbs
    ):
        return clause
    was = AuxChunk("was", "be", clause.auxiliaries[0].span)
    spent = VerbChunk("spent", "spend", words.verb_class("spend"), cost.span, participle=True)
    return attrs.evolve(clause, subject=None, auxiliaries=(was,), verb=spent, rest=tuple(rest))


def _measure_for(clause: Clause) -> Clause:
    """ "How many hours did she run for?", "How many miles did he ride his bike for?": a closing
    "for" with no object, after a doing, when what is counted is a measure of time or length,
    is the "for" of the measure asked ("ran for 3 hours"), and asks what the question without it
    asks. Counting anything else it may name whom the doing was for, and stays."""
    from wordproof.lexicon.tables import measure_unit  # a lexicon table, read when asked

    verb = clause.verb
    if verb is None or verb.verb_class is VerbClass.POSSESS or clause.wh is None or clause.wh.asks != "count":
        return clause
    match clause.head, clause.rest[-1:]:
        case (NounChunk(noun=Noun(plural=True, modifiers=(), of=None) as counted, determiner=None,
                        possessor=None),), [PrepChunk(word="for")] if (
            (unit := measure_unit(counted.head)) is not None and unit.dimension in ("time", "length")
        ):
            return attrs.evolve(clause, rest=clause.rest[:-1])
    return clause


def _combined_to(clause: Clause) -> Clause:
    """ "How many pounds did the two friends combine to lose?": "combine to" a verb asks what
    the verb's doers did added, "lose in all"."""
    match clause.verb, clause.rest:
        case VerbChunk(lemma="combine", particle=None) as combine, (
                PrepChunk(word="to"), VerbChunk() as done, *rest) if clause.subject is not None:
            in_all = CueChunk("aggregate", "in all", combine.span)
            return attrs.evolve(clause, verb=done, rest=(*rest, in_all))
    return clause


def _portions_asked(clause: Clause) -> Clause:
    """ "How much candy …?" of candy told only counted in portions ("6 pieces of candy", or "3
    boxes of candy. Each box has 9 pieces"): what "How many pieces of candy …?" asks, the
    portion's noun the one the story counts it by (lexicon `portion_nouns`). Any other clause
    unchanged: candy told by itself ("3 candies"), in a measure ("2 pounds of candy"), or in two
    portions ("pieces" and "bars") is not so counted."""
    assert clause.wh is not None
    if clause.wh.asks != "amount":
        return clause
    match clause.head:
        case (NounChunk(noun=Noun(head=stuff, of=None, modifiers=(), plural=False) as noun, determiner=None,
                        possessor=None) as asked,) if tables.measure_unit(stuff) is None and stuff != "money":
            pass
        case _:
            return clause
    told = [n for n in clause.told.nouns if n.span[1] <= clause.span[0]]
    if any(n.head == stuff for n in told):
        return clause
    of_stuff = {n.head for n in told if n.of is not None and n.of.split()[-1] == stuff}
    portions = {head for head in of_stuff if words.in_class(head, "portion_nouns")}
    bare = {n.head for n in told if n.of is None and words.in_class(n.head, "portion_nouns")}
    if len(portions) == 1 and of_stuff == portions and not bare - portions:
        portion = next(iter(portions))  # "6 pieces of candy"
    elif not portions and of_stuff and len(bare) == 1 and all(
        tables.measure_unit(head) is None for head in of_stuff
    ) and _stuffs_held(clause) == {stuff}:
        portion = next(iter(bare))  # "3 boxes of candy. Each box has 9 pieces"
    else:
        return clause
    counted = NounChunk(Noun(portion, f"{portion}s", True, of=stuff, span=noun.span), asked.span)
    return attrs.evolve(clause, head=(counted,), wh=WhChunk("how many", clause.wh.span, "count"))


def _stuffs_held(clause: Clause) -> set[str]:
    """What the things told before the question are of, by the last word ("boxes of caramel
    candy": candy), portions ("pieces of gum") aside."""
    return {n.of.split()[-1] for n in clause.told.nouns if n.span[1] <= clause.span[0]
            and n.of is not None and not words.in_class(n.head, "portion_nouns")}


def _portions_of_another_stuff(clause: Clause) -> bool:
    """ "How many pieces of candy …?" after "6 boxes of candy and 2 boxes of gum. Each box has 9
    pieces": the pieces told bare are of either stuff, and some of them are no candy."""
    match clause.head:
        case (NounChunk(noun=Noun(head=portion, of=str(stuff))),) | (
            NounChunk(noun=Noun(head=portion, of=None)), PrepChunk(word="of"),
            NounChunk(noun=Noun(head=stuff)),
        ) if words.in_class(portion, "portion_nouns"):
            pass
        case _:
            return False
    told = [n for n in clause.told.nouns if n.span[1] <= clause.span[0]]
    bare = any(n.head == portion and n.of is None for n in told)
    return bare and bool(_stuffs_held(clause) - {stuff.split()[-1]})


def _done_with_asked(clause: Clause) -> Clause:
    """ "How many kids did she play with (altogether)?": the people a past doing was done with,
    asked as the statement reads them (``frames._done_with_people``): the verb and "with" one
    doing, whatever game each was. Only people asked, one doer (of a group, the same people
    may be counted by each), a verb of doing that changes no holding and is no going; any other
    clause unchanged."""
    verb = clause.verb
    subject = clause.subject
    if verb is None or verb.particle is not None or verb.negated or clause.negated or not isinstance(
        subject, EntityChunk
    ) or subject.plural or subject.members or [a.word.lower() for a in clause.auxiliaries] != ["did"] or (
        verb.verb_class not in (
        VerbClass.ACTIVITY, None
    )) or any(words.in_class(verb.lemma, table) for table in GOING_TABLES) or not any(
        isinstance(c, NounChunk) and c.noun.plural and names_a_person(c.noun) for c in clause.head
    ):
        return clause
    rest = list(clause.rest)  # ("play tag with": which of the games told? not read)
    if not rest or not (isinstance(rest[0], PrepChunk) and rest[0].word == "with") or not all(
        isinstance(c, CueChunk) and c.kind == "aggregate" for c in rest[1:]
    ):
        return clause
    doing = attrs.evolve(verb, lemma=f"{verb.lemma} with", verb_class=None)
    return attrs.evolve(clause, verb=doing, rest=tuple(rest[1:]))


def _read_question(clause: Clause, text: str) -> QuestionProto | Refusal:
    clause = _obliged_to_pay(_portions_asked(_done_with_asked(clause)), text)
    if _portions_of_another_stuff(clause):
        assert clause.wh is not None
        return _refuse(text[clause.wh.span[0]:clause.span[1]], (clause.wh.span[0], clause.span[1]))
    clause = _speed_asked(_distance_asked(clause))
    clause = _combined_to(_measure_for(_everything_cost(_asked_main_do(clause))))
    clause = _verb_again(_have_compared(_all_did(_both_of_them(_set_off_commas(_been_doing(clause))))))
    clause = _comparison_closed(_compared_to(_farther_asked(clause)))
    clause = _counted_places(_counted_holders(_counted_people(_one_period(clause, text), text), text), text)
    clause = _lived_in(_joined_places(_compared_places(clause), text), text)
    if (kind_of := _kind_of_the_whole(clause)) is not None:
        # "How many of the children are girls?": how many girls there are, of the one whole
        kind, whole_of = (_read_question(asked, text) for asked in kind_of)
        if isinstance(kind, Refusal) or isinstance(whole_of, Refusal):
            return kind if isinstance(kind, Refusal) else whole_of
        return attrs.evolve(kind, whole_asked=whole_of, kind_within=True)
    assert clause.wh is not None
    span = (clause.wh.span[0], clause.span[1])
    evidence = text[span[0]:span[1]]
    if clause.verb is not None and words.in_class(clause.verb.lemma, "mean_verbs"):
        return _refuse(evidence, span)  # "How many points will he average in 5 games?": a mean, no total
    from wordproof.reader.prices import read_budget_question, read_price_question, read_prices_listed

    listed_prices = read_prices_listed(clause, text)  # "How much do 3 pens and 2 pads cost?"
    priced = read_price_question(clause, text) if listed_prices is None else listed_prices[0]
    if priced is not None:
        money_noun = next((c for c in clause.head if isinstance(c, NounChunk)
                           and c.noun.head != "money"), None)
        paid = [a.word.lower() for a in clause.auxiliaries] == ["did"] and isinstance(
            clause.subject, EntityChunk) and clause.verb is not None and words.in_class(
            clause.verb.lemma, "spending_verbs")
        return QuestionProto(TargetWhat.PRICE, money_noun, money_noun is None, None, None, None,
                             "final", (), "", None, False, span, goal=priced[1], per=priced[0], done=paid,
                             goals=() if listed_prices is None else listed_prices[1])
    from wordproof.reader.paces import read_paced_question

    paced = read_paced_question(clause)
    if paced is not None:
        things = paced[0] if paced[0] is None or paced[0].noun.head != "money" else None
        paced_subject = clause.subject if isinstance(clause.subject, EntityChunk | NounChunk) else None
        # "How much do 6 bags weigh?": what 6 bags have of the weight's dimension, their own
        # weight (never what they hold), no doing
        count = paced[1]
        own: str | None = None
        if clause.verb is not None and words.in_class(clause.verb.lemma, "measuring_verbs"):
            if count.noun is None or things is not None and things.noun.of is not None:
                return _refuse(evidence, span)  # "How many pounds of rice do 6 bags weigh?"
            own = count.noun.head
            if things is not None:
                things = attrs.evolve(things, noun=attrs.evolve(things.noun, of=own))
        dimension = _measured_by(clause.verb) if things is None and own is not None else None
        if clause.wh.asks == "measure:length":
            dimension = "length"  # "How far does he drive in 3 hours?": the miles of his pace
        # "How much does he earn in 5 hours?": money; "How much does it use in 9 hours?" (a verb of
        # using up, never said of money): the amount of its pace, in the pace's own unit
        using_up = clause.verb is not None and words.in_class(clause.verb.lemma, "consuming_verbs")
        money = things is None and clause.wh.asks == "amount" and dimension is None and not using_up
        return QuestionProto(TargetWhat.PACED, things, money,
                             paced_subject, None, None if own is not None else clause.verb, "final", (), "",
                             None, False, span, goal=count, dimension=dimension, weighed=own, work=paced[2],
                             able=any(a.word.lower() in ("can", "could") for a in clause.auxiliaries))
    compared = _paced_comparison(clause, span, text)
    if compared is not None:
        return compared
    from wordproof.reader.paces import read_span_question, read_spans_listed

    listed = read_spans_listed(clause)  # "How long will it take her to paint 3 lilies and 2 roses?"
    spanned = read_span_question(clause, _UNNAMED.get()) if listed is None else listed[0]
    if spanned is not None and spanned[1].noun is None and spanned[1].value is None:
        # "How many minutes did she spend?": of the one time told for each thing (read_question
        # keeps the reading otherwise)
        return QuestionProto(TargetWhat.SPAN, None, False, spanned[2], None, spanned[3], "final", (), "",
                             None, False, span, goal=spanned[1], per=spanned[0])
    if spanned is not None:  # "How many days will it take her to read 60 pages?"
        unit, amount, doer, done = spanned
        # "(to earn) $40": the sum's own unit, never money of any unit
        spanned_noun = amount.noun or Noun(amount.currency or "", f"{amount.currency}s", True,
                                           span=amount.span)
        costs = clause.verb is not None and clause.verb.lemma == "cost"  # "How much will it cost to …"
        return QuestionProto(TargetWhat.SPAN, NounChunk(spanned_noun, amount.span), False, doer, None,
                             done, "final", (), "", None, False, span, goal=amount, per=unit,
                             taken_in="money" if costs else "time", goals=() if listed is None else listed[1])
    from wordproof.reader.paces import read_lasting_question

    lasting = read_lasting_question(clause)
    if lasting is not None:  # "How many days will the candy last her?"
        unit_asked, used_up, consumer = lasting
        money_used = used_up is not None and used_up.noun.head == "money"
        return QuestionProto(TargetWhat.SPAN, None if money_used else used_up, money_used, consumer, None,
                             None, "final", (), "", None, False, span, per=unit_asked)
    from wordproof.reader.paces import read_last_period_question, read_periods_needed_question

    needed = read_periods_needed_question(clause)
    if needed is not None:  # "How many days does he need (to fix the watches)?"
        unit, doer, done_for, done_to = needed
        return QuestionProto(TargetWhat.PERIODS, done_to, False, doer, None, done_for, "final", (), "", None,
                             False, span, per=unit)

    last_period = read_last_period_question(clause)
    if last_period is not None:  # "How many pages will he read on the last day?"
        things, doer, done, period = last_period
        return QuestionProto(TargetWhat.LAST, things, False, doer, None, done, "final", (), "", None, False,
                             span, per=period)
    budget = read_budget_question(clause)
    if budget is not None and isinstance(clause.subject, EntityChunk):
        return QuestionProto(TargetWhat.BUDGET, budget[0], False, clause.subject, None, None, "final",
                             (), "", budget[2], False, span, goal=budget[1], unit_price=budget[3],
                             able=any(a.word.lower() in ("can", "could") for a in clause.auxiliaries))
    from wordproof.reader.ages import as_how_old, read_age_question  # ages builds on this module

    aged = read_age_question(clause, span, text)
    if aged is not None:
        return aged
    clause = _each_size(as_how_old(clause))
    assert clause.wh is not None
    if clause.wh.asks == "what" and (cost := _cost_of_things(clause)) is not None:
        return read_question(cost, text)
    if clause.wh.asks == "what" and (measured := _total_measure(clause, span)) is not None:
        return measured
    if clause.wh.asks == "what" and (weighed := _weighed_together(clause, text)) is not None:
        return read_question(weighed, text)
    if clause.wh.asks == "what" and (measure_of := _measure_of_one(clause)) is not None:
        return read_question(measure_of, text)  # "What is Bo's height?": "How tall is Bo?"
    if clause.wh.asks == "what" and (percent := _percentage_asked(clause, text)) is not None:
        return percent
    if clause.wh.asks == "what" and (averaged := _average_asked(clause, text)) is not None:
        return averaged
    if clause.wh.asks == "what" and (scored := _score_asked(clause)) is not None:
        return read_question(scored, text)  # "What was her score?": "How many points did she score?"
    if clause.wh.asks == "what":
        counted = _total_number(clause) or _what_number(clause)
        if counted is not None:
            return read_question(counted, text)
        return _read_difference(clause, text, span)
    if clause.wh.asks.startswith("measure:"):
        return _read_measure(clause, text, span)
    if (unit_named := _units_measured(clause)) is not None:  # "How many inches tall is Ted?"
        measured_in = _read_measure(unit_named[0], text, span)
        if isinstance(measured_in, Refusal) or measured_in.what is not TargetWhat.STATE:
            return _refuse(evidence, span)
        return attrs.evolve(measured_in, unit_asked=unit_named[1])
    if clause.wh.asks == "size":
        from wordproof.reader.shares import read_size_question  # shares builds on this module

        part = read_size_question(clause)
        if part is None:
            return _refuse(evidence, span)
        return QuestionProto(TargetWhat.EACH, None, False, None, None, None, "final", (), "", None,
                             False, span, per=part)
    measured = _measure_comparison(clause, text, span)
    if measured is not None:
        return measured
    if clause.wh.asks not in ("count", "amount"):
        return _refuse(evidence, span)
    asks = clause.wh.asks
    room = _room_left(clause, span)
    if room is not None:
        return room
    from wordproof.reader.remainders import as_left_over  # builds on this module

    leftover = as_left_over(clause)
    if leftover is not None:  # "How many were left unpacked?", "… not placed in a jar?"
        clause, parts_noun, undone = leftover
        asked = read_question(clause, text)
        if isinstance(asked, Refusal) or asked.what is not TargetWhat.STATE:
            return _refuse(evidence, span)
        return attrs.evolve(asked, leftover_of=parts_noun, leftover_undone=undone)
    clause = _owning_asked(_either_of_two_kinds(_not_yet_done(clause)))
    if (kind_denied := _kind_denied(clause)) is not None:
        return _not_of_a_kind(kind_denied, text, span)
    if clause.negated or _denied_in_rest(clause):
        return _refuse(evidence, span)
    clause = _left_for_a_purpose(_left_of_owner(_all_of(_put_together(clause)), text), text)
    clause = _split_verb(_compound_subject(_joined_role_and_verb(_paid_for(clause), text), text), text)
    clause, owner = _partitive(_able_to(_have_to_get(clause)))
    clause, needer_untold = _needed(clause)
    noun: NounChunk | None = None
    money = False
    comparative = None
    aggregate = False
    other: EntityChunk | NounChunk | None = None
    from wordproof.reader.remainders import read_partial_question, without_extra  # builds on this

    # "extra … left over"
    head, kinds = _listed_kinds(without_extra(_merge_of(_counted_name(clause)), clause.rest))
    head = _without_the_story_occasion(head, text)
    match head[-2:]:
        case [CueChunk(kind="than"), NounChunk() | EntityChunk() as than] if len(head) > 2:
            other, head = than, head[:-2]  # "How many more boys than girls / than Ann are there?"
    for chunk in head:
        if isinstance(chunk, NounChunk) and noun is None and chunk.possessor is None:
            noun = chunk
        elif isinstance(chunk, CueChunk) and chunk.kind in ("more", "fewer", "less"):
            comparative = chunk.kind
        elif isinstance(chunk, CueChunk) and chunk.kind == "aggregate":
            aggregate = True
        else:
            return _refuse(evidence, span)
    if noun is not None and noun.noun.head == "money":
        money, noun = True, None
    other = _container_said_once(noun, other)
    from wordproof.reader.shares import read_each_question  # shares builds on this module

    if kinds and (comparative or money or other is not None):
        return _refuse(evidence, span)
    partial = None if comparative or kinds or other is not None else read_partial_question(clause)
    if partial is not None:  # "How many pens are in the box that is not full?"
        asker = clause.subject if isinstance(clause.subject, EntityChunk) else None  # "will he have"
        return QuestionProto(TargetWhat.PARTIAL, noun, money, asker, None, None, "final", (), "", None,
                             aggregate, span, per=partial)
    each = None if comparative or kinds else read_each_question(clause, noun, money, span)
    if each is not None and _deictic_times(clause.times, span[0]):
        return _refuse(evidence, span)  # "did each friend get yesterday": the parting's day is not told
    if each is not None:
        parter = clause.subject if isinstance(clause.subject, EntityChunk) else None  # "did she put"
        return QuestionProto(TargetWhat.EACH, noun, money, parter, None, None, "final", (), "", None,
                             aggregate, span, per=each[0])
    if clause.rest and isinstance(last := clause.rest[-1], CueChunk) and last.kind == "each" and (
        clause.subject is None or len(clause.rest) < 2 or not isinstance(clause.rest[-2], PrepChunk)
    ):
        # "how much money had each?", "How many pies did they eat each?": each one's, not all
        return _refuse(evidence, span)

    things_did = owner is not None and clause.verb is not None and clause.verb.lemma != "have"
    subject = clause.subject if owner is None or things_did else owner  # "are left": hers
    if isinstance(subject, QtyChunk):
        return _refuse(evidence, span)
    predicate = None
    predicate_habit = subject is None and habit_of_part(clause) is not None
    if _predicate_adjective(clause):
        assert isinstance(subject, NounChunk)
        predicate, subject = subject.noun.head, None  # "How many were blue?": no holder named
    elif (subject is None or isinstance(subject, CueChunk) and subject.kind == "there") and (
        part_doing := doing_of_part(clause)
    ) is not None:
        # "How many were hiding?", "How many dogs are there barking?": those doing it only
        predicate, clause, subject = part_doing, attrs.evolve(clause, verb=None, rest=()), None
    elif _there_doing_unread(clause):
        # "How many kids are there playing in the park?": a doing that may pick out a part of
        # those there ("12 of them are playing"), told with more than a part's doing is read with
        return _refuse(evidence, span)
    if isinstance(subject, CueChunk):
        if subject.kind != "there":
            return _refuse(evidence, span)
        subject = None
    verb = clause.verb
    aux = [a.group for a in clause.auxiliaries]
    rest = list(clause.rest)
    if verb is None and aux == ["do"] and sum(isinstance(c, AuxChunk) for c in rest) == 1 and any(
        isinstance(c, AuxChunk) and c.group == "have" for c in rest
    ):
        # "How many did he originally have?": an adverb came between "did" and "have"
        rest = [c for c in rest if not isinstance(c, AuxChunk)]
        aux.append("have")
    if verb is not None and verb.lemma == "have":
        verb = None
    if comparative == "more" and other is None and _obliged_doing(clause, text):
        # "How many more muffins must she sell?": what "does she need to sell" asks
        assert verb is not None
        rest = [PrepChunk("to", clause.auxiliaries[0].span), verb, *rest]
        verb, aux = VerbChunk("need", "need", None, clause.auxiliaries[0].span), ["do"]
    rest, alternative = _either_removal(verb, rest)
    way: Setting | None = None
    doers = counted_doing(verb, tuple(rest)) if verb is not None and subject is None and not aux else None
    if doers is not None:
        # "How many boys went down the slide?": that doing
        verb, rest, way = doers[0], list(doers[1]), doers[2]
    if verb is not None and verb.lemma == "remain" and not aux and verb.particle is None:
        # "How many pages remain in the pad?" asks what "are left" asks
        rest = [CueChunk("final", verb.word, verb.span), *rest]
        verb, aux = None, ["be"]
    match rest:
        case [PrepChunk(word="with")] if verb is not None and (verb.lemma, verb.particle) == ("end", "up"):
            # "How many did she end up with?": what she holds once every change is done
            rest, verb = [CueChunk("final", text[verb.span[0]:rest[0].span[1]], verb.span)], None
    if verb is not None and verb.lemma == "total" and "have" in aux and not rest:
        verb, aggregate = None, True  # "How many does she have totaled?": have in total
    if verb is not None and "be" in aux and verb.word.lower().endswith("ing") and (
        verb.verb_class in (None, VerbClass.ACTIVITY)
    ):
        if words.in_class(verb.lemma, "occupying_verbs") and not verb.particle and subject is None:
            rest = _place_taken(rest)  # "How many kids are riding the bus?": who is in it now
        verb = None  # "How many ducks are swimming in the pond?": who is there now
    time, time_cue = "final", ""
    time_clause: tuple[Chunk, ...] = ()
    place: NounChunk | None = None
    counterparty: EntityChunk | NounChunk | None = None
    other_party: EntityChunk | NounChunk | None = None
    party_word = ""
    direction: str | None = None
    left_with = False
    sole = False
    goal = None
    passive = _passive_todo(rest) if verb is None and aux == ["be"] and other is None else None
    if passive is not None and comparative == "more":
        comparative = None  # "How many more are left to be sold?": still, not more than another
    closing = rest[-1:] if passive is None and rest and isinstance(rest[-1], CueChunk) and (
        rest[-1].kind == "aggregate") else []  # "have to do total": the verb before the cue
    body = rest[:len(rest) - len(closing)]
    todo = _todo(body) if verb is None and "have" in aux else passive
    if todo == "do" and passive is None:
        body = [*body[:-1], VerbChunk("do", "do", None, body[-1].span)]  # read as any verb after "to"
        rest = body + closing
    todo_all = False
    if todo is not None and comparative is None:
        # "How many pages does she have left to read?": what is held and not yet read
        if not (clause.later or any(isinstance(c, CueChunk) and c.text.lower() == "left" for c in rest)):
            # "did she have to sell": what she had, or has left? The same, in a story of
            # holdings alone (the replay checks it); asked only in the past, by "did"
            todo_all = passive is None and [a.word.lower() for a in clause.auxiliaries] == ["did", "have"]
            if not todo_all:
                return _refuse(evidence, span)
        rest = rest[:-3] if passive is not None else body[:-2] + closing
    to_have = any(isinstance(c, PrepChunk) and c.word == "to" and not any(  # "to have", not "to the tree"
        isinstance(after, NounChunk | EntityChunk) for after in rest[i + 1:i + 2])
        for i, c in enumerate(rest))
    rest = _so_as_to_have(rest, subject)
    # "How many more eggs should he buy?": what he still needs, by a verb that gets things
    obliged = verb is not None and verb.verb_class in (VerbClass.GAIN, VerbClass.TRANSFER_IN) and (
        other is None and any(a.word.lower() in ("should", "must") for a in clause.auxiliaries))
    if comparative is None and todo is None and other is None and subject is not None and (
        verb is not None and verb.lemma == "need" or to_have
    ) and (read_goal := _goal(rest, subject)) is not None and (
        read_goal[0] is not None or told_within(clause.times, span, frozenset({TimeKind.STILL}))
    ):
        # "How many does she need to earn to have 47?", "How many does he still need to wash?":
        # what "how many more" asks (with no amount wanted and no "still", the whole need)
        comparative = "more"
    if comparative == "more" and (verb is not None and verb.lemma == "need" or to_have or obliged):
        from wordproof.reader.needs import without_equal_purpose, without_goal_purpose, without_told_purpose

        rest = without_told_purpose(rest, clause.told, span[0])  # "… to complete the border", as told
        rest = without_goal_purpose(rest, subject, clause.told, span[0])  # "… to reach his goal"
        rest, equal_parts = without_equal_purpose(rest)  # "… so all the stacks would be equal"
        bought_for: tuple[NounChunk, ...] = ()
        match rest[-3:]:
            case [PrepChunk(word="to"), VerbChunk(particle=None) as buy, NounChunk(
                    determiner="the", possessor=None) as thing] if money and words.in_class(
                buy.lemma, "buying_verbs"
            ) and not thing.noun.plural:
                # "How much more money does she need to buy the bike?": the bike she wants to buy
                rest, bought_for = rest[:-3], (thing,)
        if money and not bought_for and (to_buy := _things_to_buy(rest)) is not None:
            rest, bought_for = to_buy  # "… to buy the rope, the game and the ball": all of them
        doing = [c.lemma for c in rest if isinstance(c, VerbChunk) and c.lemma != "have"]
        goal_read = _goal(rest, subject)
        if goal_read is None:
            return _refuse(evidence, span)
        goal, rest = goal_read
        if not (needer_untold and subject is None and goal is None) and not isinstance(
            subject, EntityChunk | NounChunk
        ):
            return _refuse(evidence, span)  # ("How many more are needed?": the one who needs, bound later)
        if kinds or goal is not None and not _goal_counts(goal, noun, money):
            return _refuse(evidence, span)  # "… need to make 50 sandwiches": not 50 slices
        removing = [c for c in rest if isinstance(c, VerbChunk) and c.lemma != "have"] == [] and len(
            doing) == 1 and goal is not None and words.verb_class(doing[0]) in _REMOVING
        return QuestionProto(TargetWhat.SHORTFALL, noun, money, subject, None, None, "final", (),
                             "", None, aggregate, span, goal=goal,
                             todo=todo if goal is None else None,
                             wanted=doing[0] if len(doing) == 1 and goal is None else None,
                             equal_parts=equal_parts, spent_on=bought_for,
                             # "need to give away to have 22 left": what is held less the amount wanted
                             direction="loss" if removing else None)
    if comparative == "more" and verb is not None and words.in_class(verb.lemma, "wanting_verbs") and (
        other is None and not any(isinstance(c, CueChunk) and c.kind == "than" for c in rest)
    ):
        # "How many more stamps does she want?": what she still wants, never what she wanted
        return _refuse(evidence, span)
    if verb is not None and verb.lemma == "start" or verb is not None and verb.lemma == "begin":
        if [getattr(c, "word", "") for c in rest] != ["with"]:
            return _refuse(evidence, span)
        time_cue = text[verb.span[0]:clause.span[1]]
        verb, rest, time = None, [], "initial"
    whole: NounChunk | QtyChunk | None = None
    parts_only = False
    parts_doing: str | None = None
    shortfall: QuestionProto | None = None
    if verb is not None and words.in_class(verb.lemma, "needing_verbs"):
        rest, whole = _for_all(rest)
        match rest:
            case [PrepChunk(word="to"), VerbChunk(verb_class=VerbClass.GAIN, particle=None) as got] if (
                comparative is None and not words.in_class(got.lemma, "making_parts_verbs")
            ):  # ("need to make": things made of the whole, not parts holding it)
                # the packs one needs to buy are the packs one needs, when packs are parts
                rest, parts_only, parts_doing = [], True, got.lemma
                # when nothing is shared into parts, the things one needs to buy are those one
                # lacks: what "How many more … does she need to buy?" asks
                more = CueChunk("more", "more", clause.wh.span if clause.wh is not None else span)
                or_more = _read_question(attrs.evolve(clause, head=(more, *clause.head)), text)
                if not isinstance(or_more, Refusal) and or_more.what is TargetWhat.SHORTFALL:
                    shortfall = or_more
            case [PrepChunk(word="to"), VerbChunk(particle=None) as sold] if (
                comparative is None and words.in_class(sold.lemma, "selling_verbs")
            ):  # "How many boxes does he need to sell?": the parts that hold all he is to sell
                rest, parts_only, parts_doing = [], True, sold.lemma
    match rest[-2:]:
        case [CueChunk(kind="final", text=said), PrepChunk(word="with")] if (
            said.lower() == "left" and verb is None and "be" in aux and isinstance(subject, EntityChunk)
        ):
            rest, left_with = rest[:-1], True  # "How many are Randy left with?": what he has left
    spent_on: tuple[NounChunk, ...] = ()
    together = False  # "spend on the game and figures": both costs, added
    if verb is not None and words.in_class(verb.lemma, "spending_verbs") and other is None:
        together = any(isinstance(c, ConjChunk) for c in rest)
        rest, spent_on = _spent_on(rest)
    rest = _end_of_period(rest, text[:span[0]])
    if verb is not None:
        rest = _whole_story_period(rest, text[:span[0]])
    rest = _spent_doing(rest, verb, clause, span[0])
    if (purpose := _purpose_told(rest, verb, clause, text, span[0])) is not None:
        if not purpose[1]:
            return _refuse(evidence, span)  # "receive for washing the car": not told of the receiving
        kept, qualified = rest[:-purpose[0]], True
    else:
        kept, qualified = _qualifier(rest, verb)
        if qualified and not _thing_of_an_untold_doing(rest[len(kept):], verb, clause, span[0]):
            return _refuse(evidence, span)  # "use for the fence" after fixing the fence and the shed
        if not qualified and _place_of_an_untold_doing(rest, verb, clause, span[0]):
            kept, qualified = rest[:-2], True
    placed = any(t.kind in PLACING and t.span[1] <= span[0] for t in clause.times)
    if qualified and not placed and _opens_every_sentence(rest[len(kept):], clause.subject, text,
                                                          text[:span[0]]):
        rest, qualified = kept, False  # "For Rosa's birthday she got $2 …": the whole story is of it
    if qualified and not (_time_told_alike(rest[len(kept):], text, text[:span[0]])
                          and _place_told(rest[len(kept):], text[:span[0]])):
        return _refuse(evidence, span)  # "buy this week" after "bought … last week"
    if qualified and not _things_told(rest[len(kept):], text[:span[0]]):
        return _refuse(evidence, span)  # "swim at the lake" of a story that never tells the lake
    named_doing = _doing_named(rest[len(kept):]) if qualified else None
    qualifier = tuple(rest[len(kept):])
    rest = kept
    match rest[-3:]:
        case [PrepChunk(word="to") as to, VerbChunk(), EntityChunk() | NounChunk() as whom] if (
            verb is not None and not qualified and told_in_same_words(text[to.span[0]:whom.span[1]],
                                                                        text[:span[0]])
        ):
            # "Some more came to join them. … How many came to join them?": the purpose the story
            # told names the one event it was told of
            rest, qualified = rest[:-3], True
    settings: list[Setting] = []
    i = 0
    while i < len(rest):
        chunk = rest[i]
        if isinstance(chunk, CueChunk) and chunk.kind in ("final", "then"):
            time_cue = chunk.text
        elif isinstance(chunk, CueChunk) and chunk.kind == "initial":
            time, time_cue = "initial", chunk.text
        elif isinstance(chunk, CueChunk) and chunk.kind == "aggregate":
            aggregate = True
        if isinstance(chunk, CueChunk) and chunk.kind in ("before", "after") or isinstance(
            chunk, PrepChunk
        ) and chunk.word in ("before", "after"):
            time = chunk.kind if isinstance(chunk, CueChunk) else chunk.word
            time_cue = text[chunk.span[0]:clause.span[1]]
            time_clause = tuple(rest[i + 1:])
            break
        misspelt = isinstance(chunk, CueChunk) and chunk.kind == "then" and comparative is not None and (
            other is None and i == len(rest) - 2)  # "How many more does Willy have then Lucy?"
        if isinstance(chunk, CueChunk) and (chunk.kind == "than" or misspelt) and i + 1 < len(rest):
            match rest[i + 1:i + 3]:
                case [PrepChunk(word=word), EntityChunk() | NounChunk() as named] if (
                    counterparty is not None and word == party_word and other is None
                ):
                    # "did she give to Lea than to Mae": her givings to each (with no "to", Mae
                    # may be one who gave to Lea)
                    other_party = named
                    i += 3
                    continue
            combined = _combined_others(rest[i + 1:])
            if combined is not None and other is None:
                other = combined[0]  # "than Ann and Bo combined": what the two have together
                i += 1 + combined[1]
                continue
            rest = rest[:i + 1] + _merge_of(tuple(rest[i + 1:i + 4])) + rest[i + 4:]  # "than bags of oats"
            target = rest[i + 1]
            if isinstance(target, EntityChunk | NounChunk) and other is None:
                other = target
                i += 2
                continue
            return _refuse(evidence, span)
        doing_asked = subject is not None and verb is not None and "be" not in aux and (
            verb.verb_class is not VerbClass.POSSESS)
        if doing_asked and isinstance(chunk, PrepChunk) and chunk.word in SETTING_PREPOSITIONS and (
            chunk.word != "to" or verb is not None and (verb.verb_class in (None, VerbClass.ACTIVITY)
                                                      or words.in_class(verb.lemma, "carrying_verbs"))
        ) and i + 1 < len(rest) and isinstance(where := rest[i + 1], NounChunk) and not words.in_class(
            where.noun.head, "time_nouns"
        ):
            settings.append(setting_of(chunk.word, where))  # "did he throw into the river"
            i += 2
            continue
        if doing_asked and i == 0 and isinstance(chunk, NounChunk) and noun is not None and (
            verb is not None and verb.verb_class in (None, VerbClass.ACTIVITY)
        ):
            settings.append(setting_of("", chunk))  # "How many hours did she watch TV?"
            i += 1
            continue
        if isinstance(chunk, PrepChunk) and (chunk.word in PLACE_PREPOSITIONS or chunk.word in _INTO and (
            subject is None and verb is not None
        )) and i + 1 < len(rest) and isinstance(where := rest[i + 1], NounChunk):
            if not _place_relation_told(chunk.word, where, clause, span[0]):
                return _refuse(evidence, span)  # "near the box" of things told "in the box"
            place = where
            i += 2
            continue
        if isinstance(chunk, PrepChunk) and chunk.word in ("to", "from") and i + 1 < len(rest) and isinstance(
            party := rest[i + 1], EntityChunk | NounChunk
        ) and counterparty is None:
            counterparty, party_word = party, chunk.word  # "give to Sam": only events with Sam count
            i += 2
            continue
        if isinstance(chunk, PrepChunk) and chunk.word in ("with", "for") and 0 < i < len(rest) - 1 and (
            isinstance(left := rest[i - 1], CueChunk) and left.text.lower() in _LEFT
        ) and isinstance(holder := rest[i + 1], EntityChunk) and subject is None and verb is None:
            # "How many are left with / for her?", "… remain with Mary?": what she has left
            subject, left_with, sole = holder, True, chunk.word == "for"
            i += 2
            match rest[i:]:
                case [PrepChunk(word="to"), VerbChunk()] if chunk.word == "for":
                    i += 2  # "left for her to use": what she has left, whatever its use
            continue
        if isinstance(chunk, PrepChunk) and chunk.word in _AWAY and i == len(rest) - 1 and verb is not None:
            direction = "loss"  # "How much did she cut off?": a particle, no object
            i += 1
            continue
        if isinstance(chunk, QtyChunk | UnknownChunk):
            return _refuse(evidence, span)
        if isinstance(chunk, EntityChunk) and i == 0 and verb is not None:
            counterparty = chunk  # "did she give Sam"
            i += 1
            continue
        if not isinstance(chunk, CueChunk):
            return _refuse(evidence, span)
        i += 1
    implicit_other = False
    # "How many more were sold on Friday than on Saturday?": everyone's doings of each day
    days = _days_compared(clause, text, span) if other is None and not spent_on and verb is not None else None
    if comparative == "more" and subject is None and other is None and not spent_on and (
        verb is not None and "be" not in aux and verb.verb_class is not VerbClass.POSSESS
    ) and days is None:
        # "Some more birds flew in … How many more flew in?": how many came besides, not a
        # comparison (there is no one and nothing to compare with); one event, or which?
        comparative, qualified = None, True
    if comparative is not None:
        if comparative not in ("more", "fewer", "less") or subject is None and days is None and not (
            kind_noun(other) or elided_measure(noun, other) is not None
        ):
            return _refuse(evidence, span)
        if len(spent_on) == 1 or together:
            return _refuse(evidence, span)  # "more on pens": than on what, or than whom?
        implicit_other = other is None and other_party is None and not spent_on
        what = TargetWhat.DIFFERENCE
    elif len(spent_on) > 1 and not together or other is not None:
        return _refuse(evidence, span)
    elif verb is not None and verb.verb_class is not VerbClass.POSSESS:
        if "be" in aux and subject is not None:
            return _refuse(evidence, span)
        if "be" in aux and counterparty is not None:
            # "How many were removed from the basket?": the basket's holding is the one changed
            if (verb.verb_class, party_word) not in ((VerbClass.GAIN, "to"), (VerbClass.LOSS, "from")):
                return _refuse(evidence, span)
            subject, counterparty = counterparty, None
        what = TargetWhat.EVENTS
    elif verb is None and ("have" in aux or "be" in aux or not aux):
        what = TargetWhat.STATE
        if "be" in aux and subject is not None and not isinstance(subject, NounChunk) and not (
            left_with or owner is not None
        ):
            return _refuse(evidence, span)
    else:
        what = TargetWhat.STATE
    into = None
    if what is TargetWhat.EVENTS and subject is None and isinstance(counterparty, NounChunk) and (
        party_word == "to" and verb is not None and verb.verb_class is VerbClass.ACTIVITY and "be" not in aux
    ):
        place, counterparty = counterparty, None  # "How many flew up to the tree?": into the tree
    if what is TargetWhat.EVENTS and subject is None and owner is None and place is not None and (
        place.possessor is None and not kinds
    ):
        # "How many pigs came into the barn?": the things are the subject, the place the holder
        # whose holding the events changed (only events told of that holder count)
        into, place = place, None
    if what is TargetWhat.EVENTS and (time != "final" or place is not None):
        return _refuse(evidence, span)  # "in the spring": events this reader cannot place
    if what is TargetWhat.DIFFERENCE and time != "final":
        return _refuse(evidence, span)  # "than Ida at first": both at first, or Ida's first only?
    held = what in (TargetWhat.STATE, TargetWhat.DIFFERENCE)  # a holding, or two compared
    if held and time == "final" and not time_cue and verb is None and (
        not left_with and not aggregate and (any(a.word.lower() == "did" for a in clause.auxiliaries) or any(
            a.word.lower() in ("was", "were") for a in clause.auxiliaries) and not clause.negated
            and any(isinstance(c, PrepChunk) and c.word in PLACE_PREPOSITIONS for c in clause.rest))
        and not _ENDS_TOLD.search(text[span[0]:span[1]])
    ):
        # "How many pens did he have?", "How tall was she?", "How many birds were on the
        # tree?", "How many more did he have than Ann?": at first, or now? (replay decides)
        time = "past"
    asked_when = _deictic_times(clause.times, span[0])
    if asked_when and what is TargetWhat.EVENTS:
        # "How many did he read yesterday?": the events of that day only, and only when the
        # story tells its times in the same words ("yesterday" and "today" are two days; a
        # story that names no day may have been told of any)
        if asked_when != _deictic_times(clause.times, 0, span[0]):
            return _refuse(evidence, span)
        qualified = True
    elif asked_when and what is TargetWhat.DIFFERENCE:
        return _refuse(evidence, span)  # "found today than Omar": his of today, or all of his?
    elif asked_when & _PAST_DEICTICS:
        return _refuse(evidence, span)  # "How many did he have yesterday?": not the end of the story
    if qualified and what is not TargetWhat.EVENTS:
        return _refuse(evidence, span)
    if other_party is not None and (what is not TargetWhat.DIFFERENCE or subject is None or verb is None or (
        verb.verb_class is VerbClass.POSSESS or "be" in aux or spent_on or days is not None
    )):
        return _refuse(evidence, span)  # ("were given to Lea than to Mae": by whom?)
    if what is TargetWhat.STATE and place is not None and isinstance(subject, EntityChunk) and (
        owned := _told_only_as_owned(place, subject, clause, span[0])
    ) is not None:
        place = owned  # "does Randy have on the farm" after only "his farm" is told
    if what is not TargetWhat.EVENTS and counterparty is not None and other_party is None or (
        place is not None and subject is not None
        and (what is not TargetWhat.STATE or place.possessor is None)
    ):
        return _refuse(evidence, span)  # ("does Randy have on his farm": binding checks it is his)
    if kinds and (what not in (TargetWhat.STATE, TargetWhat.EVENTS) or predicate or todo):
        return _refuse(evidence, span)
    if settings and (what is not TargetWhat.EVENTS or qualified or kinds):
        return _refuse(evidence, span)
    if what in (TargetWhat.EVENTS, TargetWhat.STATE) and todo is None and any(
        a.word.lower() in _ADVISED for a in clause.auxiliaries
    ):
        return _refuse(evidence, span)  # "How many pages should she read?": not what she did
    things_done = subject is None and verb is not None and not clause.auxiliaries  # "How many kids ate?"
    return QuestionProto(what, noun, money, subject, place, verb, time, time_clause, time_cue,
                         other, aggregate, span, counterparty, implicit_other=implicit_other,
                         qualified=qualified, qualifier=qualifier, fewer=comparative in ("fewer", "less"),
                         predicate=predicate, predicate_habit=predicate_habit,
                         # "… flew away from the fence": a source named may be no holding told
                         direction=direction or ("loss" if things_done and _went_away(verb)
                                                 and counterparty is None else None),
                         things_did=things_done,
                         todo=todo, todo_all=todo_all, kinds=kinds,
                         owner=owner if things_did else into,
                         able=any(a.word.lower() in ("can", "could") for a in clause.auxiliaries),
                         modal=any(a.group == "modal" for a in clause.auxiliaries),
                         unreal=any(a.word.lower() in _UNREAL for a in clause.auxiliaries),
                         whole=whole, sole=sole, spent_on=spent_on, parts_only=parts_only, or_more=shortfall,
                         parts_doing=parts_doing,
                         doing=named_doing, alternative=alternative, doers=doers is not None,
                         settings=tuple(settings), way=way,
                         days=days if implicit_other else None,
                         amount=asks == "amount" and noun is None and not money, other_party=other_party)


_REMOVING = (VerbClass.LOSS, VerbClass.TRANSFER_OUT)


def _so_as_to_have(rest: list[Chunk], subject: Chunk | None) -> list[Chunk]:
    """ "(need to give away) so (that) she will have 22 left": what "to have 22 left" says, when
    the one who will have is the subject said again; any other rest unchanged."""
    if not isinstance(subject, EntityChunk):
        return rest
    for i, chunk in enumerate(rest):
        if not (isinstance(chunk, ConjChunk) and chunk.word == "so"):
            continue
        tail = rest[i + 1:]
        if not tail or not isinstance(again := tail[0], EntityChunk) or (
            again.text.lower() != subject.text.lower()
        ):
            return rest
        j = 1
        while j < len(tail) and isinstance(said := tail[j], AuxChunk) and (
            said.word.lower() in ("will", "would")
        ):
            j += 1
        match tail[j:]:
            case [AuxChunk(group="have") as have, QtyChunk() as wanted, *after] if all(
                isinstance(c, CueChunk) and c.kind == "final" for c in after
            ):
                return [*rest[:i], PrepChunk("to", chunk.span), have, wanted, *after]
        return rest
    return rest


def _either_removal(verb: VerbChunk | None, rest: list[Chunk]) -> tuple[list[Chunk], str | None]:
    """ "How many had been lost or given away?": two verbs that each take things from their
    holder, asked together; the first stays the question's verb, the second is kept beside it
    (binding holds the pair only where the story told no removal of its own). Else the rest as
    it is, and None."""
    match rest[:2]:
        case [ConjChunk(word="or"), VerbChunk() as second] if verb is not None and (
            verb.verb_class in _REMOVING and second.verb_class in _REMOVING
        ):
            return rest[2:], second.lemma
    return rest, None


_DEFINITE = ("the", "these", "those")
BOTH = "reading: both names two"  # "both ponds": the reading rule that counts them


EACH_ONE = "reading: each names one"  # "each week": what is done in each is done in one


def _a_period(period: NounChunk) -> bool:
    """ "a week", "each day": one unit of time, with no words of its own."""
    from wordproof.lexicon.tables import measure_unit

    unit = measure_unit(period.noun.head)
    return unit is not None and unit.dimension in ("time", "calendar") and not (
        period.noun.plural or period.noun.modifiers or period.noun.of or period.possessor is not None)


def _one_period(clause: Clause, text: str) -> Clause:
    """ "(How many pages does she read) in a week / a week?": what "in 1 week" asks, the article
    counted as one by a reading rule, when the question has a verb and nothing else after it."""
    from wordproof.lexicon.tables import measure_unit

    if clause.verb is None or clause.wh is None or (
        clause.wh.asks not in ("count", "amount", "measure:length")
    ):
        return clause
    match clause.head:
        case (NounChunk() as things, NounChunk(determiner="a" | "an") as period) if _a_period(period):
            # "How many pages a week does she read?": "How many pages does she read a week?"
            clause = attrs.evolve(clause, head=(things,), rest=(*clause.rest, period))
        case (NounChunk() as things, CueChunk(kind="each") as every,
              NounChunk(determiner=None) as period) if (
            every.text.lower() in ("each", "every", "per") and _a_period(period)
        ):
            clause = attrs.evolve(clause, head=(things,), rest=(*clause.rest, every, period))
    verb, asked = clause.verb, clause.head[0] if clause.head else None
    spending = verb is not None and words.in_class(verb.lemma, "spending_verbs")
    timed = isinstance(asked, NounChunk) and (unit := measure_unit(asked.noun.head)) is not None and (
        unit.dimension == "time")
    from wordproof.reader.paces import counts_times  # builds on this stage

    if (spending or timed or isinstance(asked, NounChunk) and counts_times(asked)) and len(clause.rest) > 1:
        from wordproof.reader.rates import doing_told_with  # rates reads statements, built on this stage

        # "spend drawing in a week", "walk her dog in a week": the period beside the doing
        rest = list(clause.rest)
        size, closing = doing_told_with(rest, spending)
        if size and closing:
            inner = _one_period(attrs.evolve(clause, rest=tuple(rest[:-size])), text)
            return attrs.evolve(inner, rest=(*inner.rest, *rest[-size:]))
        if size:
            inner = _one_period(attrs.evolve(clause, rest=tuple(rest[size:])), text)
            return attrs.evolve(inner, rest=(*rest[:size], *inner.rest))
    each: CueChunk | None = None
    match clause.rest:
        case (PrepChunk(word="in" | "during" | "over" | "within") as over, NounChunk() as period):
            pass
        case (NounChunk() as period,):
            over = PrepChunk("in", period.span)
        case (CueChunk(kind="each") as each, NounChunk(determiner=None) as period) if (
            each.text.lower() in ("each", "every", "per")
        ):  # "(How many pages does she read) each week?"
            over = PrepChunk("in", period.span)
        case (PrepChunk(word="in") as over, CueChunk(kind="each") as each,
              NounChunk(determiner=None) as period) if each.text.lower() in ("each", "every"):
            # "(How many points did she score) in each game?"
            pass
        case _:
            return clause
    if each is not None:
        unit = measure_unit(period.noun.head)
        if period.possessor is not None or period.noun.plural or period.noun.modifiers or period.noun.of or (
            (unit is None or unit.dimension not in ("time", "calendar"))
            and not words.in_class(period.noun.head, "occasion_nouns")  # "each game", "per round"
        ):
            return clause
        one = QtyChunk(Fraction(1), NumeralKind.CARDINAL, each.span, (each.span[0], period.span[1]),
                       noun=period.noun, lexicon_constant=EACH_ONE)
        return attrs.evolve(clause, rest=(over, one))
    counted = one_period(period, text)
    return clause if counted is None else attrs.evolve(clause, rest=(over, counted))


def one_period(period: NounChunk, text: str) -> QtyChunk | None:
    """ "a week", "an hour": one of a time, the article counted as one by a reading rule; None
    for anything else."""
    from wordproof.lexicon.tables import measure_unit

    noun = period.noun
    unit = measure_unit(noun.head)
    if period.determiner not in ("a", "an") or period.possessor is not None or (
        noun.plural or noun.modifiers or noun.of or unit is None or unit.dimension not in ("time", "calendar")
    ):
        return None
    article = (period.span[0], period.span[0] + len(period.determiner))
    if text[article[0]:article[1]].lower() != period.determiner:
        return None
    return QtyChunk(Fraction(1), NumeralKind.CARDINAL, article, period.span, noun=noun,
                    lexicon_constant=A_ONE)


def _farther_asked(clause: Clause) -> Clause:
    """ "How many miles farther did Ann drive (than Bo)?": after a doing, a unit of length then
    the comparative of an adjective of distance asks what "How many more miles did Ann drive?"
    asks, as "drove 2 miles farther" tells 2 more miles (``frames._measure_adverbs``). Only a
    unit of length ("How many hours farther" is no English), only of a doing (never "is", "has":
    "How many feet taller is Ann?" compares measures held), only a comparative of distance
    ("higher" may compare a height with a distance told). Any other clause unchanged."""
    verb = clause.verb
    if verb is None or verb.verb_class in (None, VerbClass.POSSESS) or clause.wh is None or (
        clause.wh.asks != "count"
    ):
        return clause
    match clause.head:
        case (NounChunk(determiner=None, possessor=None) as unit_said, NounChunk(
            determiner=None, possessor=None, noun=Noun(modifiers=(), of=None) as said)) if (
            unit_said.noun.plural and unit_said.noun.of is None and not unit_said.noun.modifiers
            and comparative_of(said.head, "distance_adjectives")
            and words.comparative_dimension(said.head) == "length"
            and (unit := tables.measure_unit(unit_said.noun.head)) is not None and not unit.ambiguous
            and unit.dimension == "length"
        ):
            more = CueChunk("more", said.surface, said.span)
            return attrs.evolve(clause, head=(more, unit_said))
    return clause


def _compared_to(clause: Clause) -> Clause:
    """ "How many more trouts did his dad catch compared to Caleb?": after a comparative,
    "compared to / with" says what "than" says."""
    if not any(isinstance(c, CueChunk) and c.kind in ("more", "fewer", "less") for c in clause.head):
        return clause
    rest = list(clause.rest)
    for i in range(len(rest) - 2):
        match rest[i:i + 3]:
            case [VerbChunk(lemma="compare", participle=True) as compared,
                  PrepChunk(word="to" | "with") as to, EntityChunk() | NounChunk() as other] if (
                i + 3 == len(rest)
            ):
                than = CueChunk("than", "compared to", (compared.span[0], to.span[1]))
                return attrs.evolve(clause, rest=tuple(rest[:i]) + (than, other))
    return clause


_COMPARATIVES = ("more", "fewer", "less")


def _without_the_story_occasion(head: list[Chunk], text: str) -> list[Chunk]:
    """ "While on vacation, Ada took 24 photos and 9 videos. How many photos from her vacation
    …": a story of one sentence opened by the occasion it is told in (``While on``, ``During``,
    ``On``, ``At`` and the occasion's noun, then a comma), named nowhere else, so "from" that
    occasion picks out every thing asked, when the sentence tells them got there (not held:
    "had 8 bracelets" may have been brought); the words are set aside. Any other "from"
    phrase, or a story told in more sentences (the others outside the occasion, perhaps), stays."""
    match head:
        case [NounChunk() as asked, PrepChunk(word="from"), NounChunk(noun=occasion) as said] if (
            said.determiner in (None, "the") and not occasion.modifiers and occasion.of is None
        ):
            opening = _OCCASION_OPENING.match(text)
            named = [w for w in re.findall(r"[A-Za-z]+", text) if words.noun_form(w) == occasion.head]
            told = [said for said in re.split(r"(?<=[.!?])\s+", text.strip()) if said]
            if opening and words.noun_form(opening.group(1)) == occasion.head and len(named) == 2 and (
                len(told) == 2  # the opened sentence, then the question: nothing told outside it
            ) and not _HELD_ALREADY.search(told[0]):
                return [asked]
    return head


# "While at camp, Kim had 8 bracelets": held then, not got there (brought from home, perhaps)
_HELD_ALREADY = re.compile(r"\b(?:has|had|have|already)\b", re.IGNORECASE)
# "While on vacation,", "During her trip,", "At the fair,": the occasion a story opens with
_OCCASION_OPENING = re.compile(
    r"\s*(?:while\s+on|while\s+at|during|on|at)\s+(?:(?:his|her|their|the|a|an)\s+)?([a-z]+)\s*,",
    re.IGNORECASE)


def _container_said_once(noun: NounChunk | None, other: EntityChunk | NounChunk | None,
                         ) -> EntityChunk | NounChunk | None:
    """ "How many more packs of red balls than yellow balls …": the packs said once, the other
    side "packs of yellow balls" (packs are never compared with balls). Only when the other is
    the contents' own noun with describing words of its own; any other ``other`` unchanged."""
    if noun is None or noun.noun.of is None or not isinstance(other, NounChunk) or (
        other.noun.of is not None or other.possessor is not None or other.determiner is not None
        or not other.noun.modifiers or other.noun.head == noun.noun.head
    ):
        return other
    contents = noun.noun.of.split()
    if contents[-1] != other.noun.head or tuple(contents[:-1]) == other.noun.modifiers:
        return other
    of = " ".join((*other.noun.modifiers, other.noun.head))
    return attrs.evolve(noun, noun=attrs.evolve(noun.noun, of=of, span=other.noun.span), span=other.span)


def _comparison_closed(clause: Clause) -> Clause:
    """ "How many apples does Ann have more than Bo?" (the comparative after the verb), "How many
    more pages did Ann read than Bo did / than Bo read?", "… does Ann have than Bo has?" (the
    other's verb said again): what "How many more pages did Ann read than Bo?" asks. The verb
    said again must be the question's own, in its tense ("than Bo had" of "does Ann have" is
    another time; "than Bo wrote" another doing), and no time may be named after "than" ("than
    Bo did yesterday"). Any other clause unchanged."""
    head, rest = clause.head, list(clause.rest)
    match rest:
        case [CueChunk(kind=kind) as comparative, CueChunk(kind="than"), *_] if (
            kind in _COMPARATIVES and clause.wh is not None and clause.wh.asks == "count"
            and not any(isinstance(c, CueChunk) and c.kind in _COMPARATIVES for c in head)
        ):
            head, rest = (comparative, *head), rest[1:]
    if not any(isinstance(c, CueChunk) and c.kind in _COMPARATIVES for c in head):
        return clause
    match rest:
        case [CueChunk(kind="than") as than, EntityChunk() | NounChunk(), *again] if len(again) <= 1:
            pass
        case _:
            return clause
    if again and (any(than.span[0] <= t.span[0] < clause.span[1] for t in clause.times if t.kind in PLACING)
                  or not _said_again(clause, rest[1], again[0])):
        return clause
    return attrs.evolve(clause, head=tuple(head), rest=tuple(rest[:2]))


_HAVE_TENSES = {"does": ("has", "have"), "do": ("have",), "did": ("had",)}


def _said_again(clause: Clause, other: Chunk, again: Chunk) -> bool:
    """Whether ``again``, closing the other side of a comparison, is the question's own verb
    said again in its tense: "did she read … than Bo did / read", "does she have … than Bo has"."""
    aux = [a.word.lower() for a in clause.auxiliaries]
    verb = clause.verb
    match again:
        case AuxChunk(group="do", word=did):
            return aux[:1] == [did.lower()] and (verb is not None or aux[1:] == ["have"])
        case AuxChunk(group="have", word=has):
            return verb is None and len(aux) == 2 and aux[1] == "have" and has.lower() in _HAVE_TENSES.get(
                aux[0], ())
        case VerbChunk(lemma=lemma, particle=particle, negated=False) as said:
            asked = group_tense(clause.auxiliaries, verb)
            return verb is not None and (lemma, particle) == (verb.lemma, verb.particle) and (
                asked is not None and said_tense(other, (), said) is asked)
    return False


def _compared_places(clause: Clause) -> Clause:
    """ "How many more pens are (there) in the red box (than in the blue box)?", "… will there
    be in the second box than the first?": what "does the red box have (than the blue box)" asks.
    An ordinal standing alone after "than" ("the first") is the place named again by its
    place in the row ("the first box"); so is the place's own noun after "than" with its
    preposition left out ("than the blue box"). Any other clause unchanged."""
    there = clause.subject is None or isinstance(clause.subject, CueChunk) and clause.subject.kind == "there"
    if not there or not any(isinstance(c, CueChunk) and c.kind in ("more", "fewer") for c in clause.head) or (
        [a.group for a in clause.auxiliaries][-1:] != ["be"] or clause.verb is not None or clause.negated
    ):
        return clause
    match clause.rest:
        case (PrepChunk(word=word), NounChunk(possessor=None) as place, *compared) if (
            word in _ROOM_PREPOSITIONS
        ):
            pass
        case _:
            return clause
    match compared:
        case []:
            other: tuple[Chunk, ...] = ()
        case [CueChunk(kind="than") as than, PrepChunk(word=again), NounChunk(possessor=None) as named] if (
            again == word
        ):
            other = (than, named)
        case [CueChunk(kind="than") as than, NounChunk(possessor=None, determiner="the") as named] if (
            not named.noun.modifiers and named.noun.of is None and place.determiner == "the"
            and ordinal_place(named.noun.head) is not None and place.noun.modifiers
            and ordinal_place(place.noun.modifiers[0]) is not None
        ):
            # "than the first": the first of the places the question names by their order
            other = (than, attrs.evolve(named, noun=attrs.evolve(place.noun, modifiers=(named.noun.head,))))
        case [CueChunk(kind="than") as than, NounChunk(possessor=None, determiner="the") as named] if (
            place.determiner == "the" and named.noun.head == place.noun.head and named.noun.of is None
            and place.noun.of is None and named.noun.plural == place.noun.plural
            and named.noun.modifiers != place.noun.modifiers
        ):
            # "than the first box": the place's noun said again, its preposition left out as
            # English leaves it ("than in the first box")
            other = (than, named)
        case _:
            return clause
    said = clause.auxiliaries
    has = AuxChunk("has" if not place.noun.plural else "have", "have", said[-1].span)
    auxiliaries = (*said[:-1], has) if len(said) > 1 else (AuxChunk("does", "do", said[0].span), has)
    return attrs.evolve(clause, subject=place, auxiliaries=auxiliaries, rest=other)


def _counted_places(clause: Clause, text: str) -> Clause:
    """ "How many frogs are there in the two lakes?", "… in both ponds (combined)?": what the
    places hold, asked as "How many frogs do the two lakes have?" of a "counted" subject."""
    there = isinstance(clause.subject, CueChunk) and clause.subject.kind == "there"
    if not there or clause.verb is not None or [a.group for a in clause.auxiliaries] != ["be"]:
        return clause
    rest = list(clause.rest)
    for i in range(len(rest) - 1):
        match rest[i:i + 2]:
            case [PrepChunk(word="in" | "at" | "on"), QtyChunk() | NounChunk() as counted] if (
                _counted_things(counted, text) is not None
            ):
                places = _holders_counted(counted, text)
                if places is None:
                    return clause
                have = AuxChunk("have", "have", clause.auxiliaries[0].span)
                return attrs.evolve(clause, subject=places, auxiliaries=(have,),
                                    rest=tuple(rest[:i] + rest[i + 2:]))
    return clause


def _counted_things(counted: Chunk, text: str,
                    ) -> tuple[Fraction | None, Noun, tuple[int, int], str | None] | None:
    """ "the two lakes", "both ponds": things named by their number (the number said, the noun,
    where the number is said and its lexicon constant); never things the story counted before
    ("has 6 boxes … in the 6 boxes": boxes it counts, not holders it names)."""
    match counted:
        case QtyChunk(noun=Noun(plural=True) as noun) if (
            text[:counted.span[0]].split()[-1:] == ["the"]
            and text[counted.span[0]:counted.span[1]].lower() not in text[:counted.span[0]].lower()
        ):
            return counted.value, noun, counted.value_span, None
        case NounChunk(noun=Noun(plural=True, modifiers=("both",)) as noun, determiner=None,
                       possessor=None) if text[counted.span[0]:counted.span[0] + 4].lower() == "both":
            return Fraction(2), noun, (counted.span[0], counted.span[0] + 4), BOTH
    return None


def _holders_counted(counted: Chunk, text: str) -> EntityChunk | None:
    """The "counted" subject that things named by their number stand for ("the two lakes"), bound
    only when the story named that many holders by the noun; None for people (read apart), a
    number that is no count, or a noun with words of its own."""
    said = _counted_things(counted, text)
    if said is None:
        return None
    value, noun, span, constant = said
    if value is None or value.denominator != 1 or value < 2 or noun.of or (
        noun.modifiers and noun.modifiers != ("both",)
    ) or words.in_class(noun.head, "person_nouns"):
        return None
    return EntityChunk("counted", text[span[0]:span[1]], span, name=noun.head, plural=True, count=int(value),
                       constant=constant)


def _joined_places(clause: Clause, text: str) -> Clause:
    """ "How many trees are (there) in the park and (in) the yard (altogether)?", "… in both the
    park and the yard combined?": what the two places hold together, asked as "How many trees
    do the park and the yard have?" of a group of the places. Each place is "the" and one noun
    told before in the story by the same relation ("in", "at", "on" hold; a place told only
    "near" or never told leaves the question as it is), or a name with a word of a place in it
    ("Lake Ida", "Cat Cafe Meow"); no person is a place ("in Ann and Bo", "in the boy and the
    girl")."""
    there = isinstance(clause.subject, CueChunk) and clause.subject.kind == "there"
    if not (there or clause.subject is None) or clause.verb is not None or clause.head == () or (
        [a.group for a in clause.auxiliaries] != ["be"]
    ):
        return clause
    rest = list(clause.rest)
    match rest:
        case [PrepChunk(word="in" | "at" | "on") as prep, NounChunk(
                noun=Noun(head="both", modifiers=(), of=None), determiner=None, possessor=None), *after]:
            rest = [prep, *after]  # "in both the park and the yard"
    match rest[:3]:
        case [PrepChunk(word="in" | "at" | "on" as word), NounChunk() | EntityChunk() as one,
              ConjChunk(word="and")]:
            rest = rest[3:]
        case _:
            return clause
    match rest:
        case [PrepChunk(word=again), *_] if again == word:
            rest = rest[1:]  # "in the park and in the yard"
    match rest:
        case [NounChunk() | EntityChunk() as two, *cues] if all(
            isinstance(c, CueChunk) and c.kind in ("aggregate", "final") for c in cues
        ):  # ("altogether", "in total", "now")
            pass
        case _:
            return clause
    members: list[EntityChunk] = []
    for place in (one, two):
        match place:
            case EntityChunk(kind="name", members=(), possessor=None, name=str(name)) if any(
                words.in_class(words.noun_lemma(w) or w.lower(), kind)
                for w in name.split() for kind in ("legless_places", "collective_nouns")
            ):  # "Lake Ida", "Cat Cafe Meow": a word of the name names a place ("at Ann and Bo": none)
                members.append(place)
            case NounChunk(determiner="the", possessor=None, noun=Noun(plural=False, of=None, owners=())) if (
                not names_a_person(place.noun) and _place_relation_told(word, place, clause, clause.span[0])
                and words.names_noun(text[:clause.span[0]], place.noun.head)
            ):
                label = " ".join(place.noun.modifiers + (place.noun.head,))
                members.append(EntityChunk("role", text[place.span[0]:place.span[1]], place.span, name=label))
            case _:
                return clause
    places = EntityChunk("group", "", (one.span[0], two.span[1]), members=tuple(members), plural=True)
    be = clause.auxiliaries[0]
    have = AuxChunk("have", "have", be.span)
    if be.word.lower() in ("was", "were"):  # "were there": "did they have", at first or now
        return attrs.evolve(clause, subject=places, auxiliaries=(AuxChunk("did", "do", be.span), have),
                            rest=tuple(cues))
    return attrs.evolve(clause, subject=places, auxiliaries=(have,), rest=tuple(cues))


def _lived_in(clause: Clause, text: str) -> Clause:
    """ "How many people live in the town?": the people a town, a city or a country has,
    asked as "How many people are in the town?"; "in Ely" when the story named the place "the
    town of Ely". Only people are said to live there (never "How many cars live in …"), only
    places where people dwell ("live in the house" may ask of residents among guests), and only
    when the story tells no one living anywhere: then the question asks of those."""
    verb = clause.verb
    if verb is None or verb.lemma != "live" or verb.particle is not None or verb.negated or (
        clause.subject is not None or clause.auxiliaries and [a.group for a in clause.auxiliaries] != ["do"]
    ) or not any(isinstance(c, NounChunk) and names_a_person(c.noun) for c in clause.head) or any(
        v.lemma == "live" and v.span[1] <= verb.span[0] for v in clause.told.verbs
    ):
        return clause  # ("25% of them live in the city", "Sam lives in Ely": some told living there)
    match clause.rest:
        case (PrepChunk(word="in") as prep, NounChunk(determiner="the", possessor=None) as place) if (
            words.in_class(place.noun.head, "settlement_nouns") and not place.noun.plural
            and place.noun.of is None and not place.noun.modifiers
        ):
            pass
        case (PrepChunk(word="in") as prep, EntityChunk(kind="name", possessor=None, members=()) as name):
            named = [m.group(1).lower() for m in re.finditer(
                rf"\b[Tt]he\s+(\w+)\s+of\s+{re.escape(name.text)}\b", text[:clause.span[0]])]
            if len(set(named)) != 1 or not words.in_class(named[0], "settlement_nouns"):
                return clause
            place = NounChunk(Noun(named[0], named[0], False, modifiers=(name.text.lower(),), span=name.span),
                              name.span, determiner="the")
        case _:
            return clause
    past = text[verb.span[0]:verb.span[1]].lower() == "lived"
    be = AuxChunk("were" if past else "are", "be", verb.span)
    return attrs.evolve(clause, verb=None, auxiliaries=(be,), rest=(prep, place))


def _counted_people(clause: Clause, text: str) -> Clause:
    """ "the three of them", "these two boys", "all 3 of them", "the two": a subject that names
    the people by their number. It becomes a "counted" entity, bound only when the story has
    exactly that many people."""
    match clause.subject, clause.rest[:2]:
        case QtyChunk() as counted, _:
            before = text[:counted.span[0]].split()[-1:]
            rest = clause.rest
            if not before or before[0].lower() not in _DEFINITE + ("all",):  # "did all three score"
                return clause
        case None, [CueChunk(kind="all"), QtyChunk(of_them=True) as counted]:
            rest = clause.rest[2:]  # "do all 3 of them have"
        case _:
            return clause
    value = counted.value
    if value is None or value.denominator != 1 or value < 2 or counted.currency is not None or (
        counted.comparative is not None or counted.of_entity is not None or counted.remaining
    ):
        return clause
    noun = counted.noun
    if noun is None and not counted.of_them and text[counted.value_span[1]:counted.span[1]].strip():
        return clause
    if noun is not None and (counted.of_them or not noun.plural or noun.modifiers or noun.of or not (
            words.in_class(noun.head, "person_nouns"))):
        return clause  # "the two boxes": things, not people
    said = text[counted.value_span[0]:counted.value_span[1]]
    people = EntityChunk("counted", said, counted.value_span,
                         name=noun.head if noun is not None else None, plural=True,
                         count=int(value))
    return attrs.evolve(clause, subject=people, rest=rest)


def _counted_holders(clause: Clause, text: str) -> Clause:
    """ "How many beads do the two jars hold?", "… do both ponds have?": things named by their
    number as the subject are the holders the story called by that noun ("the tall jar", "the
    first pond"), a "counted" subject (``_holders_counted``)."""
    holders = _holders_counted(clause.subject, text) if clause.subject is not None else None
    return clause if holders is None else attrs.evolve(clause, subject=holders)


def _both_of_them(clause: Clause) -> Clause:
    """ "How many pies did they both bake altogether?", "… do both of them have in total?":
    "both" numbers the people "they" are, two; asked as of "the two of them", a "counted"
    subject bound only when the story has exactly two people. "How many cars do they all own in
    all?": "all" says it is every one of them, and the verb after it is the clause's. Only with
    a word that adds: "do they both have" may ask what each has."""
    adds = any(isinstance(c, CueChunk) and c.kind == "aggregate" for c in (*clause.head, *clause.rest))
    doing = clause.verb is None and [a.group for a in clause.auxiliaries] == ["do"]
    match clause.subject, clause.rest:
        case EntityChunk(kind="pronoun", plural=True) as they, (
                CueChunk(kind="all") as every, VerbChunk() as verb, *rest) if (
            they.text.lower() == "they" and doing
        ):
            return attrs.evolve(clause, verb=verb, rest=(every, *rest)) if adds else clause
        case EntityChunk(kind="pronoun", plural=True) as they, (NounChunk() as both, *rest) if (
            they.text.lower() == "they" and _both(both)
        ):
            pass
        case NounChunk() as both, (PrepChunk(word="of"), EntityChunk(kind="pronoun", text=them), *rest) if (
            them.lower() == "them" and _both(both)
        ):
            pass
        case _:
            return clause
    if not adds:
        return clause  # "How many pens do they both have?": each one's, or the two together?
    two = EntityChunk("counted", both.noun.surface, both.span, plural=True, count=2, constant=BOTH)
    match rest:
        case [VerbChunk() as verb, *after] if doing:
            return attrs.evolve(clause, subject=two, verb=verb, rest=tuple(after))  # "did they both eat"
    return attrs.evolve(clause, subject=two, rest=tuple(rest))


def _both(chunk: NounChunk) -> bool:
    """The word "both" alone, read as a noun."""
    return chunk.noun.head == "both" and not chunk.noun.modifiers and chunk.noun.of is None and (
        chunk.determiner is None and chunk.possessor is None)


def _put_together(clause: Clause) -> Clause:
    """ "How many pens do they have put together?", "… do they all own put together?": after a
    verb of holding ("have", "own"), "put together" closing the question adds what each holds,
    as "together" alone does ("did they put together" is a doing, and is not read so)."""
    rest = list(clause.rest)
    match rest[-1:]:
        case [CueChunk(kind="aggregate", text=said)] if said.lower() == "together" and (
            [a.group for a in clause.auxiliaries][:1] == ["do"]
        ):
            pass
        case _:
            return clause
    match clause.verb, clause.auxiliaries[1:], rest[:-1]:
        case VerbChunk(lemma="put", particle=None), [AuxChunk(group="have")], []:
            return attrs.evolve(clause, verb=None)  # "do they have put together"
        case VerbChunk(verb_class=VerbClass.POSSESS), [], [*before, VerbChunk(lemma="put", particle=None)]:
            return attrs.evolve(clause, rest=(*before, rest[-1]))  # "do they (all) own put together"
        case None, [], [*_, AuxChunk(group="have") | VerbChunk(verb_class=VerbClass.POSSESS),
                         VerbChunk(lemma="put", particle=None)]:
            return attrs.evolve(clause, rest=(*rest[:-2], rest[-1]))  # "do they all have put together"
    return clause


def _all_of(clause: Clause) -> Clause:
    """ "How many dogs do all of them have?" asks what "do they all have" asks; "How many legs
    do all (of) the tables have?" what "do the tables have" asks: all of the things named with
    "the" are the things so named."""
    match clause.subject, clause.rest[:3]:
        case None, [CueChunk(kind="all") as every, PrepChunk(word="of"), EntityChunk(plural=True) as them]:
            return attrs.evolve(clause, subject=them, rest=(every,) + clause.rest[3:])
    named = [c for c in clause.rest if not isinstance(c, PrepChunk) or c.word != "of"]
    match clause.subject, clause.verb, named:
        case None, None, [CueChunk(kind="all"), NounChunk(noun=Noun(plural=True), determiner="the") as things,
                          AuxChunk(group="have") as have] if [a.group for a in clause.auxiliaries] == ["do"]:
            return attrs.evolve(clause, subject=things, auxiliaries=clause.auxiliaries + (have,), rest=())
    return clause


def _left_of_owner(clause: Clause, text: str) -> Clause:
    """ "How much is left of John's money?" asks what "How much of John's money is left?"
    asks; "How much is Peter's remaining money?" what "How much money has Peter left?" asks."""
    if clause.head or clause.verb is not None or [a.group for a in clause.auxiliaries] != ["be"]:
        return clause
    match clause.subject, clause.rest:
        case None, (CueChunk(kind="final", text=left), PrepChunk(word="of") as of,
                    NounChunk(possessor=EntityChunk()) as owned) if left.lower() == "left":
            return attrs.evolve(clause, head=(of, owned), rest=clause.rest[:1])
        case EntityChunk(span=(start, end)) as owner, (
                CueChunk(kind="final", text=remaining), NounChunk(determiner=None, possessor=None) as owned
        ) if remaining.lower() in ("remaining", "left") and (
            text[start:end].endswith(("'s", "’s")) or owner.kind == "pronoun" and words.pronoun(
                owner.text, "possessive") is not None  # "her remaining money"
        ):
            has = AuxChunk("has", "have", clause.auxiliaries[0].span)
            left_cue = CueChunk("final", "left", clause.rest[0].span)
            return attrs.evolve(clause, subject=owner, auxiliaries=(has,), rest=(left_cue,), head=(owned,))
    return clause


def _left_for_a_purpose(clause: Clause, text: str) -> Clause:
    """ "How much money does he have left to buy more toys?", "How many bags does she have left
    for the party?": what he has left, whatever it is meant for. Only a purpose that names its
    own thing bought or an occasion: "left to read" or "left to pack" (the things asked not yet
    read or packed) is another question, and stays as it is."""
    if clause.subject is None or clause.verb is not None or [a.group for a in clause.auxiliaries] != [
        "do", "have"
    ]:
        return clause
    match clause.rest:
        case (CueChunk(text=left) as kept, PrepChunk(word="for"), NounChunk(determiner="the", possessor=None)
              ) if left.lower() == "left":
            return attrs.evolve(clause, rest=(kept,))  # "left for the party"
        case (CueChunk(text=left) as kept, PrepChunk(word="to"), VerbChunk(particle=None) as bought,
              *_cue, NounChunk(determiner=None, possessor=None) as things) if (
            left.lower() == "left" and words.in_class(bought.lemma, "buying_verbs")
            and (things.noun.plural or words.in_class(things.noun.head, "plural_only_nouns"))
            and all(isinstance(c, CueChunk) and c.kind == "more" for c in _cue) and not any(
                isinstance(c, NounChunk) and c.noun.head == things.noun.head for c in clause.head)
        ):
            return attrs.evolve(clause, rest=(kept,))  # "left to buy more toys / more clothes"
        case (CueChunk(text=left) as kept, PrepChunk(word="to"), VerbChunk(particle=None) as meant,
              *what) if (
            left.lower() == "left" and _only_intended(meant, what, clause, text)
        ):
            return attrs.evolve(clause, rest=(kept,))  # "left to take home", as "she plans to take home"
    return clause


def _only_intended(verb: VerbChunk, what: list[Chunk], clause: Clause, text: str) -> bool:
    """ "(How many cookies does she have left) to take home?" after "She plans to take home the
    cookies she does not sell": a purpose the story told in the same words, whose verb it told
    only as meant (each of its doings an infinitive after "to", with no tense of its own), names
    no things still to be done: what is left is asked. A verb told done or doing ("She took home
    5", "She reads 20 pages") leaves "left to read" as it was: the things not yet read."""
    match what:
        case [NounChunk(determiner=None, possessor=None, noun=Noun(modifiers=(), of=None))]:
            pass  # ("left to read" alone, after "wants to read 40 pages", asks the pages still to read)
        case _:
            return False
    assert clause.wh is not None
    end = clause.wh.span[0]
    told = [v for v in clause.told.verbs if v.lemma == verb.lemma and not v.auxiliary and v.span[1] <= end]
    tensed = {t.span[0] for t in clause.times if t.kind is TimeKind.TENSE}
    phrase = text[verb.span[0]:(what[-1] if what else verb).span[1]]
    return bool(told) and told_in_same_words(phrase, text[:end]) and all(
        v.span[0] not in tensed and text[:v.span[0]].rstrip().lower().endswith(" to") for v in told)


def _partitive(clause: Clause) -> tuple[Clause, EntityChunk | None]:
    """ "How many of the apples …" asks what "How many apples …" asks; "How many of her leaves
    blew away / are left?" (no other subject) asks about her leaves: she is returned as the
    holder. Any other "of" head is left as it is (and refused)."""
    match clause.head:
        case (PrepChunk(word="of"), EntityChunk(kind="pronoun", text=them)) if them.lower() == "them" and (
            _predicate_adjective(clause) or clause.subject is None and doing_of_part(clause) is not None
        ):
            # "(20 of them were brown.) How many of them were white / were hiding?": how many were
            return attrs.evolve(clause, head=()), None
    match clause.head[:2]:
        case [PrepChunk(word="of"), NounChunk(noun=noun) as counted] if noun.plural or (
            clause.wh is not None and clause.wh.asks == "amount" and noun.head == "money"
        ):
            pass  # "How many of the apples", "How much of her money"
        case _:
            return clause, None
    bare = attrs.evolve(counted, determiner=None, possessor=None)
    if counted.possessor is None and counted.determiner == "the":
        return attrs.evolve(clause, head=(bare,) + clause.head[2:]), None
    owner = counted.possessor
    if isinstance(owner, EntityChunk) and counted.determiner is None and clause.subject is None:
        return attrs.evolve(clause, head=(bare,) + clause.head[2:]), owner
    return clause, None


def _listed_kinds(head: list[Chunk]) -> tuple[list[Chunk], tuple[NounChunk, ...]]:
    """ "How many boys and girls …", "… pens, pencils, and erasers …": bare nouns joined by
    "and" (commas before it) are kinds counted together. The head is returned with the first
    noun standing for the list, and the kinds; no list: (head, ())."""
    start = next((i for i, c in enumerate(head) if isinstance(c, NounChunk)), None)
    if start is None:
        return head, ()
    first = head[start]
    assert isinstance(first, NounChunk)
    kinds = [first]
    i = start + 1
    closed = False
    while not closed:
        match head[i:i + 3]:
            case [ConjChunk(word=","), ConjChunk(word="and"), NounChunk() as noun]:
                i, closed = i + 3, True  # "pens, pencils, and erasers"
            case [ConjChunk(word="and"), NounChunk() as noun, *_]:
                i, closed = i + 2, True
            case [ConjChunk(word=","), NounChunk() as noun, *_]:
                i += 2
            case _:
                return head, ()
        kinds.append(noun)
    if len(kinds) < 2 or not closed:
        return head, ()
    if any(k.determiner is not None or k.possessor is not None or not k.noun.plural for k in kinds):
        return head, ()
    if len({(k.noun.head, k.noun.of, k.noun.modifiers) for k in kinds}) != len(kinds):
        return head, ()
    return head[:start + 1] + head[i:], tuple(kinds)


_NO_KIND = frozenset({"everything", "anything", "something"})  # nouns that name no kind of thing


def _spent_on(rest: list[Chunk]) -> tuple[list[Chunk], tuple[NounChunk, ...]]:
    """ "(spend) on the books", "(pay) for the tires", "(spend more) on pens than on pads": the
    things bought that the money counted went for, one or two to compare; the rest without them
    ("in total" kept)."""
    totals: list[Chunk] = [c for c in rest if isinstance(c, CueChunk) and c.kind == "aggregate"]
    match [c for c in rest if c not in totals]:
        case [PrepChunk(word="on" | "for") as prep, NounChunk(possessor=None) as bought] if (
            prep.word == "on" or bought.noun.head not in _NO_KIND
        ):  # ("pay for everything": all bought, no one kind; read as the one paying it names)
            return totals, (bought,)
        case [PrepChunk(word="on"), NounChunk(possessor=None) as bought, CueChunk(kind="than"),
              PrepChunk(word="on"), NounChunk(possessor=None) as other]:
            return totals, (bought, other)
        case [PrepChunk(word="on" | "for"), NounChunk(possessor=None) as bought, ConjChunk(word="and"),
              NounChunk(possessor=None, determiner=None | "the") as other]:
            return totals, (bought, other)  # "on the game and (the) figures": the two added
    return rest, ()


def _things_to_buy(rest: list[Chunk]) -> tuple[list[Chunk], tuple[NounChunk, ...]] | None:
    """ "(need) to buy the rope, the game(,) and the ball": two or more things, each one told by
    "the", closing the question after a verb of buying; the rest before "to", and the things."""
    start = next((i for i, (to, buy) in enumerate(zip(rest, rest[1:], strict=False))
                  if isinstance(to, PrepChunk) and to.word == "to" and isinstance(buy, VerbChunk)
                  and buy.particle is None and words.in_class(buy.lemma, "buying_verbs")), None)
    if start is None:
        return None
    things: list[NounChunk] = []
    joins: list[list[str]] = [[]]  # the words before each thing, and after the last
    for chunk in rest[start + 2:]:
        match chunk:
            case NounChunk(determiner="the", possessor=None) if not chunk.noun.plural:
                things.append(chunk)
                joins.append([])
            case ConjChunk(word="," | "and"):
                joins[-1].append(chunk.word)
            case _:
                return None
    between = joins[1:-1]
    if len(things) < 2 or joins[0] or joins[-1] or between[-1] not in (["and"], [",", "and"]) or any(
        join != [","] for join in between[:-1]
    ):
        return None
    return rest[:start], tuple(things)


def _owning_asked(clause: Clause) -> Clause:
    """ "How many students have a dog?": "have" after the things counted agrees with them, never
    with a singular "a dog" after it, so "a dog" is what they have, not a holder asked of (as in
    "How many pens does a box have?"); the clause with it as the object, read as the owning that
    picks out a part (``habit_of_part``). Any other clause as it is."""
    match clause.subject, clause.auxiliaries, clause.verb, clause.rest:
        case (NounChunk(determiner="a" | "an", possessor=None) as owned, (AuxChunk(group="have", word=have),),
              None, ()) if have.lower() == "have" and not owned.noun.plural and not clause.negated:
            return attrs.evolve(clause, subject=None, rest=(owned,))
    return clause


def _kind_denied(clause: Clause) -> Clause | None:
    """ "How many roses are not red?": the question "How many roses are red?" whose sub-kind is
    denied (the chunker makes "not red" a cue and a noun, or a bare verb denied); None for
    any other question."""
    if clause.subject is not None:
        return None
    if clause.negated and clause.verb is not None and [a.word.lower() for a in clause.auxiliaries] in (
        ["do"], ["does"]
    ) and habit_of_part(affirmed := attrs.evolve(
        clause, negated=False, auxiliaries=(), verb=attrs.evolve(clause.verb, negated=False)
    )) is not None:
        return affirmed  # "How many do not walk to school?": those not doing what some do
    if clause.negated and clause.verb is None and [a.word.lower() for a in clause.auxiliaries] in (
        ["do", "have"], ["does", "have"]
    ) and habit_of_part(affirmed := attrs.evolve(clause, negated=False, auxiliaries=clause.auxiliaries[1:])):
        return affirmed  # "How many do not have a dog?": those not owning what some own
    if clause.negated and clause.verb is not None and [a.word.lower() for a in clause.auxiliaries] == [
        "did"
    ] and doing_of_part(affirmed := attrs.evolve(
        clause, negated=False, verb=attrs.evolve(clause.verb, negated=False)
    )) is not None:
        return affirmed  # "How many did not pass the test?": those not doing what some did
    if [a.group for a in clause.auxiliaries] != ["be"]:
        return None
    if clause.negated and clause.verb is not None and doing_of_part(affirmed := attrs.evolve(
        clause, negated=False, verb=attrs.evolve(clause.verb, negated=False)
    )) is not None:
        return affirmed  # "How many were not hiding?": those not doing what some were
    match clause.verb, clause.rest:
        case None, (CueChunk(text=said), NounChunk(determiner=None, possessor=None) as kind) if (
            said.lower() == "not" and not clause.negated
        ):
            return attrs.evolve(clause, subject=kind, rest=())
        case VerbChunk(verb_class=None, particle=None, participle=False) as said, () if clause.negated and (
            said.word.lower() == said.lemma
        ):
            kind = NounChunk(noun_of_word(said.word, said.span), said.span)
            return attrs.evolve(clause, subject=kind, verb=None, negated=False)
        case VerbChunk(verb_class=None, particle=None, participle=False) as said, (
            NounChunk(determiner=None, possessor=None, noun=Noun(plural=True, of=None)) as head,
        ) if clause.negated and said.word.lower() == said.lemma and not head.noun.modifiers:
            # "How many are not pine trees?": the word "not" left read as a bare verb names the
            # sub-kind of the plural after it, as "How many are pine trees?" does
            span = join(said.span, head.span)
            noun = attrs.evolve(head.noun, modifiers=(said.word.lower(),), span=span)
            return attrs.evolve(clause, subject=NounChunk(noun, span), verb=None, negated=False, rest=())
    return None


def _denied_in_rest(clause: Clause) -> bool:
    """ "How many boys are (still) not in the hall?": a "not" of the question's own verb, left
    in the rest with only cues before it, denies what is asked; one after a clause of its own
    ("the vase that isn't full", "so she doesn't have any") does not."""
    for chunk in clause.rest:
        if isinstance(chunk, CueChunk) and chunk.kind == "negation":
            return True
        if not isinstance(chunk, CueChunk):
            return False
    return False


def _not_of_a_kind(clause: Clause, text: str, span: tuple[int, int]) -> QuestionProto | Refusal:
    """ "How many roses are not red?": the roses less the red roses — the sub-kind "How many
    roses are red?" asks, taken from the whole it is picked out of (bound as a percentage's
    whole is: one whole the story leaves no other of)."""
    part = _read_question(clause, text)
    if isinstance(part, Refusal):
        return part
    denied = clause.subject
    if part.noun is None and part.subject is denied and isinstance(denied, NounChunk) and not (
        part.predicate or part.owner or part.place
    ):
        part = attrs.evolve(part, noun=denied, subject=None)  # "How many are pine trees?": those counted
    sub_kind = part.predicate is None and isinstance(denied, NounChunk) and part.noun is not None and (
        part.noun.noun.head, part.noun.noun.modifiers) == (denied.noun.head, denied.noun.modifiers) and (
        len(denied.noun.modifiers) == 1)
    done = part.time == "past" and part.predicate is not None and [  # "How many did not pass the test?"
        a.word.lower() for a in clause.auxiliaries] == ["did"]
    plain = part.what is TargetWhat.STATE and (part.time == "final" or done) and (
        part.predicate is not None or sub_kind) and not (
        part.aggregate or part.parts or part.sides or part.kinds or part.other is not None
        or part.subject is not None or part.verb is not None or part.place is not None
        or part.owner is not None or part.money or part.unit_asked is not None)
    if part.whole_asked is not None and sub_kind and part.kind_within:
        # "How many trees are not pine trees?" read its part as "How many of the trees are pine
        # trees?": the part alone, its whole asked again below
        part = attrs.evolve(part, whole_asked=None, kind_within=False)
    if not plain or part.whole_asked is not None or part.kind_within or part.complement:
        return _refuse(text[span[0]:span[1]], span)
    if sub_kind:
        # "How many are not pine trees?": the trees less the pine trees
        assert part.noun is not None
        end = part.noun.noun.span[1]
        head_only = (end - len(part.noun.noun.surface), end)
        whole = attrs.evolve(part.noun, noun=attrs.evolve(part.noun.noun, modifiers=(), span=head_only),
                             span=head_only)
        return attrs.evolve(part, span=span, whole_asked=attrs.evolve(part, noun=whole), complement=True)
    return attrs.evolve(part, span=span, whole_asked=attrs.evolve(part, predicate=None), complement=True)


def _not_yet_done(clause: Clause) -> Clause:
    """ "How many books were not sold?", "… are not yet sold?", "is not used?": a verb that
    takes things away, denied in the passive, asks what "are left to be sold" asks — the
    things held that were not taken away (the ledger refuses when another verb took some)."""
    verb = clause.verb
    if not clause.negated or clause.subject is not None or verb is None or verb.particle is not None or (
        verb.verb_class is not VerbClass.LOSS or verb.word.lower() == verb.lemma
    ) or [a.group for a in clause.auxiliaries] != ["be"]:
        return clause
    if not all(isinstance(c, CueChunk) and c.text.lower() in ("yet", "still") for c in clause.rest):
        return clause
    left = (CueChunk("final", "left", verb.span), PrepChunk("to", verb.span), AuxChunk("be", "be", verb.span),
            attrs.evolve(verb, negated=False))
    return attrs.evolve(clause, negated=False, verb=None, rest=left)


def _passive_todo(rest: list[Chunk]) -> str | None:
    """ "(are left) to be sold": the verb of things still to be done, said in the passive after
    "left"; no holder is named."""
    match rest[-4:]:
        case [CueChunk(text=said), PrepChunk(word="to"), AuxChunk(group="be"), VerbChunk(lemma=lemma)] if (
            said.lower() == "left"
        ):
            return lemma
    return None


def _todo(rest: list[Chunk]) -> str | None:
    """ "(have left) to read", "(still have) to color": the verb of things still to be done;
    "(have) to do": "do", standing for the one doing the story told of them."""
    match rest[-2:]:
        case [PrepChunk(word="to"), VerbChunk(lemma=lemma)]:
            return lemma
        case [PrepChunk(word="to"), AuxChunk(group="do", word=said)] if said.lower() == "do":
            return "do"
        case [PrepChunk(word="to"), NounChunk(determiner=None, possessor=None, noun=noun)] if not (
            noun.modifiers or noun.of or noun.plural
        ):
            return words.verb_lemma(noun.surface)  # "to color": a word that is also a noun
    return None


def kind_noun(chunk: Chunk | None) -> bool:
    """ "(more beads) than rings": a bare plural noun may name a kind rather than a holder."""
    return isinstance(chunk, NounChunk) and chunk.determiner is None and chunk.possessor is None and (
        chunk.noun.plural)


def elided_measure(noun: NounChunk | None, other: Chunk | None) -> NounChunk | None:
    """ "How many more bags of rice are there than (bags of) oats?": after a noun counted in
    bags, cups or packs of some stuff, a bare noun after "than" may name only the other stuff,
    the bags left unsaid; the noun it stands for, counted as the first is. None when the
    first noun has no "of" complement or the other is no bare noun (binding checks that the
    story counts the noun it stands for)."""
    if noun is None or noun.noun.of is None or not isinstance(other, NounChunk) or (
        other.determiner is not None or other.possessor is not None or other.noun.of is not None
        or other.noun.head == noun.noun.head
    ):
        return None
    stands_for = Noun(noun.noun.head, noun.noun.surface, noun.noun.plural, of=of_phrase(other.noun),
                      span=other.noun.span)
    return NounChunk(stands_for, other.span)


def _obliged_doing(clause: Clause, text: str) -> bool:
    """ "must she sell", "should they collect": a doing still owed ("must" or "should" alone
    before a bare verb). A verb of getting ("should he buy") is so only when the story told that
    verb wanted ("to collect", "must collect"); else it asks what is still lacking of a holding."""
    verb = clause.verb
    if verb is None or [a.word.lower() for a in clause.auxiliaries] not in (["must"], ["should"]) or (
        verb.lemma in ("have", "need") or verb.word.lower() != verb.lemma or verb.particle is not None
    ):
        return False
    return verb.verb_class not in (VerbClass.GAIN, VerbClass.TRANSFER_IN) or any(
        told.lemma == verb.lemma and told.span[1] <= clause.span[0]
        and re.search(r"\b(?:to|must)\s+$", text[told.clause[0]:told.span[0]], re.IGNORECASE)
        for told in clause.told.verbs)


def _goal_counts(goal: QtyChunk, noun: NounChunk | None, money: bool) -> bool:
    """The wanted amount counts what the question counts: its noun is the question's (or
    left out), and money is wanted only in money."""
    named = goal.noun.head if goal.noun is not None else None
    is_money = goal.currency == "dollar" or named in ("dollar", "cent")
    if money:
        return is_money
    if noun is not None:
        # "need to have 50 blue beads" for "how many more beads": what she has may not be blue
        return named is None or named == noun.noun.head and goal.noun is not None and set(
            goal.noun.modifiers) <= set(noun.noun.modifiers)
    return not is_money


def _have_to_get(clause: Clause) -> Clause:
    """ "How many pens does he have to buy?": "have to" and a verb of getting things is the
    obligation "need to buy" says (never "the pens he has, to buy with": one does not hold
    what is still to be got)."""
    match clause.auxiliaries, clause.rest:
        case ((AuxChunk(group="do" | "modal"), AuxChunk(group="have") as have),
              (PrepChunk(word="to"), VerbChunk(verb_class=VerbClass.GAIN, particle=None), *_)) if (
            clause.verb is None
        ):
            need = VerbChunk("need", "need", words.verb_class("need"), have.span)
            return attrs.evolve(clause, auxiliaries=clause.auxiliaries[:1], verb=need)
    return clause


def _needed(clause: Clause) -> tuple[Clause, bool]:
    """ "How many more grains are needed (to be gathered)?": what "How many more grains does
    she need (to gather)?" asks of the one the story tells needs them, whom binding finds."""
    auxiliaries = [a.word.lower() for a in clause.auxiliaries]
    present = auxiliaries in (["is"], ["are"])
    if clause.subject is not None or not (present or auxiliaries == ["should", "be"]) or not any(
        isinstance(c, CueChunk) and c.kind == "more" for c in clause.head
    ):
        return clause, False  # ("were needed": needed then, perhaps before some were got)
    match clause.verb, clause.rest:
        case VerbChunk(participle=True, particle=None) as bought, () if not present and (
            words.in_class(bought.lemma, "buying_verbs")
        ):
            # "How many more chairs should be bought?": what "need to be bought" asks
            to = PrepChunk("to", bought.span)
            need = VerbChunk("need", "need", words.verb_class("need"), bought.span)
            do = AuxChunk("do", "do", clause.auxiliaries[0].span)
            return attrs.evolve(clause, auxiliaries=(do,), verb=need,
                                rest=(to, attrs.evolve(bought, participle=False))), True
        case _ if not present:
            return clause, False
        case VerbChunk(lemma="need", participle=True, particle=None) as need, ():
            doing: tuple[Chunk, ...] = ()
        case VerbChunk(lemma="need", participle=True, particle=None) as need, (
                PrepChunk(word="to") as to, AuxChunk(group="be"),
                VerbChunk(participle=True, particle=None) as done) if (
            done.verb_class in (VerbClass.GAIN, VerbClass.TRANSFER_IN)
        ):
            doing = (to, attrs.evolve(done, participle=False))  # "to be gathered": the getting wanted
        case _:
            return clause, False
    do = AuxChunk("do", "do", clause.auxiliaries[0].span)
    needs = attrs.evolve(need, participle=False)
    return attrs.evolve(clause, auxiliaries=(do,), verb=needs, rest=doing), True


def _paid_for(clause: Clause) -> Clause:
    """ "How much did he get paid for cutting the grass?": the money he received for that doing
    (read only with that closing doing, which `_purpose_told` holds to the receiving told)."""
    match clause.verb, clause.rest:
        case (VerbChunk(lemma="get", particle=None) as get,
              (VerbChunk(word="paid", particle=None), PrepChunk(word="for"),
               NounChunk(noun=Noun(modifiers=(), of=None, surface=gerund)) | VerbChunk(word=gerund),
               NounChunk())) if (
            gerund.lower().endswith("ing") and [a.group for a in clause.auxiliaries] == ["do"]
        ):
            receive = VerbChunk(get.word, "receive", words.verb_class("receive"), get.span)
            return attrs.evolve(clause, verb=receive, rest=clause.rest[1:])
    return clause


def _able_to(clause: Clause) -> Clause:
    """ "How many packs was she able to sell?" asks what "How many packs did she sell?" asks."""
    if clause.verb is not None or [a.group for a in clause.auxiliaries] != ["be"]:
        return clause
    match clause.rest[:3]:
        case [NounChunk(noun=Noun(head="able"), determiner=None, possessor=None),
              PrepChunk(word="to"), VerbChunk() as verb]:
            do = AuxChunk("did", "do", clause.auxiliaries[0].span)
            return attrs.evolve(clause, auxiliaries=(do,), verb=verb, rest=clause.rest[3:])
        case [NounChunk(noun=Noun(head="able"), determiner=None, possessor=None),
              PrepChunk(word="to"), NounChunk(noun=Noun(modifiers=(), of=None, plural=False) as bare,
                                              determiner=None, possessor=None)] if (
            words.verb_lemma(bare.surface.lower()) == bare.surface.lower()
        ):
            # "was he able to feed": after "to" the bare form is the verb, though it may be a noun too
            do = AuxChunk("did", "do", clause.auxiliaries[0].span)
            lemma = bare.surface.lower()
            verb = VerbChunk(bare.surface, lemma, words.verb_class(lemma), bare.span)
            return attrs.evolve(clause, auxiliaries=(do,), verb=verb, rest=clause.rest[3:])
    return clause


def _split_verb(clause: Clause, text: str) -> Clause:
    """ "How many shirts did the store sell?": after "did" the subject cannot end in the bare
    verb the question still lacks; that last word is the verb ("the store" + "sell")."""
    subject = clause.subject
    if clause.verb is not None or not isinstance(subject, NounChunk) or clause.rest and not (
        isinstance(clause.rest[0], EntityChunk | PrepChunk | CueChunk)
    ) or [a.group for a in clause.auxiliaries] != ["do"]:
        return clause
    noun = subject.noun
    surface = text[noun.span[0]:noun.span[1]].split()
    if not noun.modifiers or noun.of or len(surface) != len(noun.modifiers) + 1:
        return clause
    word = surface[-1]
    lemma = words.verb_lemma(word)
    if lemma != word.lower():
        return clause  # not a bare verb
    head = surface[-2]
    head_start = noun.span[1] - len(word) - 1 - len(head)
    if text[head_start:head_start + len(head)] != head:
        return clause
    head_lemma = words.noun_lemma(head) or head.lower()
    new_noun = Noun(head_lemma, head, head_lemma != head.lower(), noun.modifiers[:-1],
                    span=(noun.span[0], head_start + len(head)))
    verb_start = noun.span[1] - len(word)
    verb = VerbChunk(word, lemma, words.verb_class(lemma), (verb_start, noun.span[1]),
                     auxiliary="do")
    return attrs.evolve(clause, subject=attrs.evolve(subject, noun=new_noun,
                                                     span=(subject.span[0], new_noun.span[1])),
                        verb=verb)


def _joined_role_and_verb(clause: Clause, text: str) -> Clause:
    """ "How many fish did Hazel and her father catch?": after "did" (or a modal) and a subject,
    "and" then a possessive and a person's role whose noun phrase runs on into a bare verb: the
    role is one more member of the subject ("her father"), as in "do Hazel and her father have",
    and the bare verb is the question's verb. A phrase owned twice ("her father's friend"), a
    noun that names no person ("her dog") or anything after the verb but the rest is left."""
    subject = clause.subject
    if clause.verb is not None or not isinstance(subject, EntityChunk) or subject.kind not in (
        "name", "pronoun", "role", "group"
    ) or [a.group for a in clause.auxiliaries] not in (["do"], ["modal"]):
        return clause
    match clause.rest[:2]:
        case (ConjChunk(word="and"),
              NounChunk(determiner=None, possessor=EntityChunk() as owner) as fused) if (
            fused.noun.of is None and not fused.noun.owners and len(fused.noun.modifiers) == 1
        ):
            pass
        case _:
            return clause
    surface = text[fused.noun.span[0]:fused.noun.span[1]].split()
    if len(surface) != 2:
        return clause
    role_word, word = surface
    lemma = words.verb_lemma(word)
    role = words.noun_lemma(role_word) or role_word.lower()
    if lemma != word.lower() or not is_role(Noun(role, role_word, role != role_word.lower())):
        return clause
    role_end = fused.noun.span[0] + len(role_word)
    member = EntityChunk("role", text[fused.span[0]:role_end], (fused.span[0], role_end), name=role,
                         possessor=owner, plural=role != role_word.lower())
    group = EntityChunk("group", "", (subject.span[0], role_end), members=(*(subject.members or (subject,)),
                                                                           member), plural=True)
    verb_start = fused.noun.span[1] - len(word)
    verb = VerbChunk(word, lemma, words.verb_class(lemma), (verb_start, fused.noun.span[1]),
                     auxiliary=clause.auxiliaries[0].group)
    return attrs.evolve(clause, subject=group, verb=verb, rest=clause.rest[2:])


def _compound_subject(clause: Clause, text: str) -> Clause:
    """ "How many dogs does the pet store have?": after "does" and a subject, a verb followed
    by "have" cannot be the question's verb; it is the last noun of the subject."""
    subject, verb = clause.subject, clause.verb
    if verb is None or not isinstance(subject, NounChunk) or subject.noun.of or (
        [a.group for a in clause.auxiliaries] != ["do"]
    ):
        return clause
    match clause.rest[:1]:
        case [AuxChunk(group="have")]:
            pass
        case _:
            return clause
    head = words.noun_lemma(verb.word)
    if head is None or text[subject.span[1]:verb.span[0]] != " ":
        return clause
    noun = subject.noun
    new_noun = Noun(head, verb.word, head != verb.word.lower(), noun.modifiers + (noun.head,),
                    span=(noun.span[0], verb.span[1]))
    return attrs.evolve(clause, subject=attrs.evolve(subject, noun=new_noun,
                                                     span=(subject.span[0], verb.span[1])),
                        verb=None)


def _either_of_two_kinds(clause: Clause) -> Clause:
    """ "How many roses are (either) red or white?": what "How many red roses and white roses
    are there?" asks, the two sub-kinds counted together (the replay refuses kinds that may
    overlap: "red or large"). Only "or": "red and white" may be one rose of two colours. Any
    other clause as it is."""
    match clause.head, clause.subject, clause.rest:
        case ((NounChunk(noun=Noun(plural=True, modifiers=(), of=None) as counted, determiner=None,
                         possessor=None),),
              NounChunk() as first, (ConjChunk(word="or"), NounChunk(
                  noun=Noun(plural=False, modifiers=(), of=None) as second, determiner=None, possessor=None))
              ) if _predicate_adjective(attrs.evolve(clause, rest=())) and (
                  "ADJ" in words.lemmas(second.surface)):
            pass
        case _:
            return clause
    kinds: list[Chunk] = []
    for said, span in ((first.noun, first.span), (second, clause.rest[1].span)):
        if said.head == second.head and said is not second or said.head == counted.head:
            return clause
        kind = attrs.evolve(counted, modifiers=(said.head,), surface=f"{said.surface} {counted.surface}")
        kinds.append(NounChunk(kind, span))
    there = CueChunk("there", "there", first.span)
    joined = ConjChunk("and", clause.rest[0].span)  # the two counted together
    return attrs.evolve(clause, head=(kinds[0], joined, kinds[1]), subject=there, rest=())


def _predicate_adjective(clause: Clause) -> bool:
    """ "How many apples are green?", "how many were broken?": a bare adjective after "be"
    names a sub-kind of what is counted, not a holder."""
    subject = clause.subject
    if not isinstance(subject, NounChunk) or clause.verb is not None:
        return False
    if [a.group for a in clause.auxiliaries] != ["be"]:
        return False
    noun = subject.noun
    if subject.determiner is not None or subject.possessor is not None or noun.modifiers or noun.of:
        return False
    return "ADJ" in words.lemmas(noun.surface) and not noun.plural


def _doing_named(phrase: list[Chunk]) -> str | None:
    """ "washing windows" (a verb, or a noun phrase led by a gerund): the verb of the doing."""
    match phrase:
        case [VerbChunk(word=word, lemma=lemma), NounChunk()] if word.lower().endswith("ing"):
            return lemma
        case [NounChunk(noun=noun, determiner=None, possessor=None)] if noun.modifiers and (
            noun.modifiers[0].endswith("ing")
        ):
            verbs = words.lemmas(noun.modifiers[0]).get("VERB", ())
            return verbs[0] if verbs else None
    return None


def _things_told(qualifier: list[Chunk], story: str) -> bool:
    """Each thing or place a closing qualifier names as one told of ("at the lake", "for the
    bowls", "on his boat") is named by the story: one it never tells may be where none of the
    story's doings were. ("for everything" names no one thing.) Things of a sort named bare
    ("on wool scarves") are of that sort as the story tells it, or of none it told."""
    return all(words.in_class(c.noun.head, "time_nouns")
               or words.names_noun(story, words.noun_form(c.noun.head)) and _told_with_its_words(c, story)
               for c in qualifier if isinstance(c, NounChunk) and (
                   c.determiner is not None or c.possessor is not None)) and all(
        words.in_class(c.noun.head, "time_nouns") or _told_with_its_words(c, story)
        for before, c in zip(qualifier, qualifier[1:], strict=False)
        if isinstance(before, PrepChunk) and isinstance(c, NounChunk))  # "on wool scarves"


def _told_with_its_words(chunk: NounChunk, story: str) -> bool:
    """ "at the second party", "at the small party" of a story that tells "a big party": the
    words that pick one thing out of several are told with its noun somewhere before, or the
    question names one the story never told (a second party, a small one)."""
    picking = [w.lower() for w in chunk.noun.modifiers]
    if not picking:
        return True
    said = [w.lower() for w in re.findall(r"[A-Za-z]+", story)]
    return any(said[i - len(picking):i] == picking for i, word in enumerate(said)
               if i >= len(picking) and words.noun_form(word) == chunk.noun.head)


def _qualifier(rest: list[Chunk], verb: VerbChunk | None) -> tuple[list[Chunk], bool]:
    """ "… make washing windows", "… get for his birthday", "… sell that day": a closing
    phrase that says which event is meant. It is set aside and remembered: the answer
    then stands only if exactly one event is counted."""
    if verb is None:
        return rest, False
    match rest[-4:]:
        case [PrepChunk(word="for" | "on"), CueChunk(text="all"), PrepChunk(word="of"), NounChunk()]:
            return rest[:-4], True  # "pay for all of the tires"
    match rest[-3:]:
        case [PrepChunk(word="for"), VerbChunk(), NounChunk()]:
            return rest[:-3], True
        case [PrepChunk(word="for" | "on"), CueChunk(text="all"), NounChunk()]:
            return rest[:-3], True  # "spend on all the tires"
    match rest[-2:]:
        case [VerbChunk(word=word), NounChunk()] if word.lower().endswith("ing"):
            return rest[:-2], True
        case [PrepChunk(word="for" | "at" | "on"), NounChunk()]:
            return rest[:-2], True
        case [PrepChunk(word="in" | "during"), NounChunk(noun=noun)] if words.in_class(
            noun.head, "time_nouns"
        ):
            return rest[:-2], True  # "in the week": a time, not a place
    match rest[-1:]:
        case [NounChunk(noun=noun)] if words.in_class(noun.head, "time_nouns"):
            return rest[:-1], True
        case [NounChunk(noun=noun, determiner=None, possessor=None)] if noun.modifiers and (
            noun.modifiers[0].endswith("ing")
        ):
            return rest[:-1], True  # "washing windows" read as one noun phrase
    return rest, False


def _place_of_an_untold_doing(rest: list[Chunk], verb: VerbChunk | None, clause: Clause, end: int) -> bool:
    """ "A cook had 16 eggs. After making a cake she had 7 left. How many eggs did she use in
    the cake?": a closing "in / into" and one thing named, after a verb the story never tells,
    names no place a told doing can be matched with; it says which event is meant, as "for
    the cake" does, and is read as that qualifier (the one change counted, the thing named by
    the story, every doing the story tells told of it and of no other thing named). A verb the
    story tells keeps the phrase as the doing's place ("threw 3 into the pond"), and so does a
    question whose subject is the things ("How many people can ride in the boat?", "How many
    pigs came into the barn?": the place holds them)."""
    if verb is None or not isinstance(clause.subject, EntityChunk):
        return False
    match rest[-2:]:
        case [PrepChunk(word="in" | "into"), NounChunk(noun=noun, determiner=said, possessor=owner)] if (
            (owner is not None or said is not None) and not words.in_class(noun.head, "time_nouns")
        ):
            pass
        case _:
            return False
    return not _verb_told(verb, clause, end) and _every_doing_of(noun.head, clause, end)


def _doings_told(clause: Clause, end: int) -> list[VerbTold]:
    return [v for v in clause.told.verbs if not v.auxiliary and v.span[1] <= end]


def _verb_told(verb: VerbChunk, clause: Clause, end: int) -> bool:
    return any(v.lemma == verb.lemma for v in _doings_told(clause, end))


def _every_doing_of(head: str, clause: Clause, end: int) -> bool:
    """Whether every doing the story tells is told of the thing named ``head``, and of no other
    one named ("After fixing the fence and the shed", "He fixed the fence. Then he fixed the
    shed.": how many nails went into each?)."""
    named = [n for n in clause.told.nouns
             if n.span[1] <= end and (n.determiner is not None or n.owner is not None)]
    return all(any(n.clause == v.clause and n.head == head for n in named)
               and all(n.head == head for n in named if n.clause == v.clause)
               for v in _doings_told(clause, end))


def _thing_of_an_untold_doing(qualifier: list[Chunk], verb: VerbChunk | None, clause: Clause,
                              end: int) -> bool:
    """ "How many nails did he use for the fence?" after "He fixed the fence. Then he fixed the
    shed.": a closing "for / on" and a thing named, after a verb the story never tells and with
    a doer asked of,
    picks out the one change only when every doing told is of that thing alone."""
    match qualifier:
        case [PrepChunk(word="for" | "on"), NounChunk(noun=noun, determiner=said, possessor=owner)] if (
            verb is not None and (said is not None or owner is not None)
            and isinstance(clause.subject, EntityChunk) and words.verb_class(verb.lemma) is not VerbClass.GAIN
        ):  # (what was got "for her birthday" is no thing the getting used up)
            return _verb_told(verb, clause, end) or _every_doing_of(noun.head, clause, end)
    return True


def _purpose_told(rest: list[Chunk], verb: VerbChunk | None, clause: Clause, text: str,
                  end: int) -> tuple[int, bool] | None:
    """ "How much did he receive for cutting the grass?", "… make washing windows": a closing
    gerund (perhaps after "for", perhaps read as a noun) and its object name the doing the asked
    one was done for. None: no such phrase; else the number of its chunks, and True when the
    story told that phrase in the same words in the clause of every doing of the verb asked
    (the ledger then holds that one such doing is counted), or told none (`He washed cars and
    now has $57`: what he made is the change it leaves untold). ("He received $5 from Bo. Then
    he washed the car": nothing was received for washing it.)"""
    if verb is None:
        return None
    tail: list[Chunk] = []
    match rest[-3:]:
        case [PrepChunk(word="for"), NounChunk(noun=Noun(modifiers=(), of=None, surface=gerund),
                                               determiner=None, possessor=None) | VerbChunk(
                word=gerund, particle=None), NounChunk()] if _is_gerund(gerund):
            tail = rest[-3:]
    match rest[-2:]:
        case [VerbChunk(word=gerund, particle=None), NounChunk()] if not tail and _is_gerund(gerund):
            tail = rest[-2:]
    match rest[-1:]:
        case [NounChunk(noun=noun, determiner=None, possessor=None)] if not tail and noun.modifiers and (
            _is_gerund(noun.modifiers[0])
        ):
            tail = rest[-1:]  # "washing windows" read as one noun phrase
    if not tail:
        return None
    phrase = same_words(text[tail[0].span[0]:tail[-1].span[1]])
    doings = [v for v in clause.told.verbs if v.lemma == verb.lemma and not v.auxiliary and v.span[1] <= end]
    return len(tail), all(re.search(phrase, text[v.clause[0]:v.clause[1]], re.IGNORECASE) is not None
                          for v in doings)


def _spent_doing(rest: list[Chunk], verb: VerbChunk | None, clause: Clause, end: int) -> list[Chunk]:
    """ "How many minutes did she spend drawing?" after "She spent 22 minutes drawing at school and
    19 minutes drawing at home": a closing gerund after "spend" names no one spending when every
    time the story tells spent is told spent doing that, in those words right after it, and the
    doing is told nowhere else ("Then she drew for 30 minutes": time spent drawing too); it is
    set aside. Otherwise the rest is returned as it is (a qualifier, one event or refused)."""
    if verb is None or verb.lemma != "spend" or not rest:
        return rest
    match rest[-1]:
        case NounChunk(noun=Noun(modifiers=(), of=None, plural=False, surface=gerund),
                       determiner=None, possessor=None) | VerbChunk(word=gerund, particle=None) if (
            _is_gerund(gerund)
        ):
            doing = words.lemmas(gerund.lower())["VERB"][0]
        case _:
            return rest
    told = clause.told
    spendings = {v.clause for v in told.verbs if v.lemma == "spend" and not v.auxiliary and v.span[1] <= end}
    times = [n for n in told.nouns if n.clause in spendings and (unit := tables.measure_unit(n.head))
             is not None and unit.dimension == "time"]
    doings = [v for v in told.verbs if v.lemma == doing and v.span[1] <= end]
    right_after = {v.span for n in times for v in doings
                   if v.clause == n.clause and v.span[0] == n.span[1] + 1}
    if not times or len(right_after) != len(times) or {v.span for v in doings} != right_after:
        return rest
    return rest[:-1]


def _is_gerund(word: str) -> bool:
    return word.lower().endswith("ing") and bool(words.lemmas(word.lower()).get("VERB"))


_ENDS_TOLD = re.compile(
    r"\b(?:still|total|totaled|totalled|altogether|all|now|left|then|together|remaining)\b", re.I)
_DEICTIC_DAYS = frozenset({"yesterday", "today", "tomorrow", "tonight", "ago"})
_PAST_DEICTICS = frozenset({"yesterday", "ago"})


def _days_compared(clause: Clause, text: str, span: tuple[int, int]) -> tuple[str, str] | None:
    """ "How many more did she sell on Monday than on Tuesday?": one doer's doings on two days
    named, the first after "on", the second after "than on" (the machine set both aside)."""
    match days_on(clause.times, text, span):
        case ((first, False), (second, True)) if first != second:
            return first, second
    return None


def _deictic_times(times: tuple[TimeChunk, ...], start: int, end: int | None = None) -> frozenset[str]:
    """The words naming a day from now ("yesterday", "2 days ago", "today") among the time
    chunks a question's clause carries (the whole text's), from ``start`` on (before ``end``)."""
    return frozenset(t.text.lower() for t in times if t.span[0] >= start and (end is None or t.span[0] < end)
                     and t.text.lower() in _DEICTIC_DAYS)


_OWNER_GENDERS = {"her": "female", "his": "male"}


def _opens_every_sentence(phrase: list[Chunk], asker: Chunk | None, text: str, story: str) -> bool:
    """ "How much did she get for her birthday?" after "For Rosa's birthday she got $2 from Bo
    and $3 from Al.": a closing phrase (a preposition and one noun phrase) that opens every
    sentence of the story says when or where all of it happened, so it picks out no one event.
    Its owner may be said by name there and by "her" / "his" here only when the asker is said
    by a pronoun of that gender and that name is the one given name the story tells (with two,
    "her birthday" may be another's). (The caller holds that no word places a telling at
    another time: "… and the next day she got $3" may be after it.)"""
    match phrase:
        case [PrepChunk() as prep, NounChunk(noun=noun, possessor=owner) as asked] if noun.of is None:
            pass
        case _:
            return False
    said = text[prep.span[0]:asked.span[1]]
    owners = [re.escape(text[owner.span[0]:owner.span[1]])] if owner is not None else []
    if isinstance(owner, EntityChunk) and owner.kind == "pronoun":
        gender = _OWNER_GENDERS.get(owner.text.lower())
        names = {w for w in re.findall(r"\b[A-Z][a-z]+\b", story) if tables.is_given_name(w)}
        if gender is None or not (isinstance(asker, EntityChunk) and asker.kind == "pronoun"
                                  and _OWNER_GENDERS.get(_POSSESSIVE.get(asker.text.lower(), "")) == gender):
            return False
        owners += [re.escape(name) + "['’]s" for name in names if len(names) == 1
                   and tables.name_gender(name) == gender]
    if owner is not None:
        head = re.escape(text[prep.span[0]:prep.span[1]])
        tail = same_words(text[owner.span[1]:asked.span[1]].strip())
        pattern = head + r"\s+(?:" + "|".join(owners) + r")\s+" + tail.removeprefix(r"\b")
    else:
        pattern = same_words(said)
    sentences = [s for s in SENTENCE_BREAK.split(story) if s.strip()]
    return bool(sentences) and all(re.match(r"\s*" + pattern, s, re.IGNORECASE) for s in sentences)


_POSSESSIVE = {"she": "her", "he": "his"}  # the asker said as subject, and her own owner word


def _time_told_alike(phrase: list[Chunk], text: str, story: str) -> bool:
    """A closing phrase that names a time ("this week") picks the one event only when the
    story tells times in the same words: "bought 4 pens last week" is no answer to "this
    week", and a story that tells no time says nothing of it. A phrase with no time word
    passes."""
    if not phrase:
        return True
    vocabulary = words.time_vocabulary() | words.tables().classes["time_deictics"]
    start = phrase[0].span[0]
    pointer = re.search(r"\b([a-z]+)\s+$", text[:start].lower())
    if pointer is not None and pointer.group(1) in words.tables().classes["time_deictics"]:
        start = pointer.start(1)  # "last week": its pointer is set aside as a time, and still said
    said = text[start:phrase[-1].span[1]].lower()
    asked = {w for w in re.findall(r"[a-z]+", said) if w in vocabulary}
    if not asked & words.time_vocabulary():
        return True
    told = {w for w in re.findall(r"[a-z]+", story.lower()) if w in vocabulary}
    pointed = re.fullmatch(r"that ([a-z]+)", said)
    if pointed is not None and re.search(rf"\bthat {pointed.group(1)}\b", story.lower()):
        # "That day Ann sold 5 … How many did they sell that day?": the story's own pointer, to
        # whichever day it names; the replay reads it only of doings told in one sentence
        return True
    return told == asked


_ADVISED = frozenset({"should", "might", "may", "must"})  # what ought or may be, not what is
_UNREAL = frozenset({"would", "could"})  # what would be, if a supposition held


def _place_relation_told(word: str, place: NounChunk, clause: Clause, end: int) -> bool:
    """ "How many are near the mountain?" asks what is near it only when the story tells
    things near it, and by no other relation: "in", "on", "at" (lexicon
    `containing_prepositions`) put things in a place's holding, "near", "under", "behind" beside
    it, and the reader keeps one holder per place noun. A place the story names with no
    preposition ("The barn has 5 cows") holds what it has."""
    def relation(preposition: str) -> str:
        return "in" if words.in_class(preposition, "containing_prepositions") else preposition

    told = {relation(p.word) for p in clause.told.prepositions
            if p.span[1] <= end and p.object and words.noun_form(p.object[-1]) == place.noun.head and (
                p.word in PLACE_PREPOSITIONS or words.in_class(p.word, "beside_prepositions")
                or words.in_class(p.word, "containing_prepositions"))}
    return told <= {relation(word)} and (bool(told) or relation(word) == "in")


def _told_only_as_owned(place: NounChunk, holder: EntityChunk, clause: Clause, end: int) -> NounChunk | None:
    """ "How many trees does Randy have on the farm?" after "Randy has 60 trees on his farm":
    a place asked with "the" that the story names only as someone's ("his farm", "Randy's
    farm") is that owner's, asked as "on his farm" (the binding holds that it is the asker's
    own: "on Ann's farm" told leaves Randy's untold). A place also told with no owner, or
    another noun's words ("the big farm"), is as it was (None)."""
    if place.determiner != "the" or place.possessor is not None or place.noun.modifiers or (
        place.noun.of is not None or holder.kind not in ("name", "pronoun", "role")
    ):
        return None
    told = [n for n in clause.told.nouns if n.head == place.noun.head and n.span[1] <= end]
    if not told or any(n.owned_by is None or n.modifiers or n.of is not None for n in told):
        return None
    return attrs.evolve(place, determiner=None, possessor=holder)


def _place_told(phrase: list[Chunk], story: str) -> bool:
    """A closing "at the mall" picks the one event only where the story names that place:
    "bought 5 kites at the fair" (or nowhere said) is no answer to "buy at the mall"."""
    match phrase:
        case [PrepChunk(word=word), NounChunk(noun=noun)] if word in PLACE_PREPOSITIONS and not (
            words.in_class(noun.head, "time_nouns") or words.in_class(noun.head, "time_words")
        ):
            return words.names_noun(story, noun.head)
    return True


def _whole_story_period(rest: list[Chunk], story: str) -> list[Chunk]:
    """ "How many did she sell that week?", "… receive in the day": a closing period
    restricts nothing when the story names no time but parts of it ("on Monday", "in the
    morning"); it is set aside. Otherwise the rest is returned as it is (a qualifier)."""
    match rest[-2:]:
        case [PrepChunk(word="in" | "on" | "during" | "over" | "throughout"), NounChunk() as noun]:
            cut = 2
        case [_, NounChunk(determiner="that" | "this") as noun]:
            cut = 1
        case [NounChunk(determiner="that" | "this") as noun]:
            cut = 1
        case _:
            return rest
    parts = words.period_parts(noun.noun.head)
    if parts is None or noun.determiner not in ("the", "that", "this") or noun.possessor is not None or (
        noun.noun.modifiers or noun.noun.of or noun.noun.plural
    ):
        return rest
    vocabulary = words.time_vocabulary()
    told = {w for w in (piece.lower() for piece in re.findall(r"[A-Za-z]+", story)) if w in vocabulary}
    if not told or not told <= parts:
        return rest
    return rest[:-cut]


def _counted_periods(clause: Clause, text: str) -> tuple[Clause, Periods | None]:
    """ "How many did she sell over the three days?": "the three days" points back at the days
    the story told; when it told exactly that many, each named once ("on Monday", "the
    second day", "yesterday"), the phrase restricts nothing and is set aside. The number of
    days told is kept (as said at the number's span) for the grounding obligation to read
    against it, and so are the mentions, for the replay to check that the events counted are
    those told in them. Without "the/those/these" ("in 3 days") it is a span still to come."""
    assert clause.wh is not None
    match clause.rest[-4:]:
        case (PrepChunk(word="by"),
              NounChunk(noun=Noun(head="end", modifiers=(), of=None), determiner="the", possessor=None),
              PrepChunk(word="of") as of, QtyChunk() as counted):
            # "by the end of these three days": all of them, as "in these three days" says
            clause = attrs.evolve(clause, rest=(*clause.rest[:-4], PrepChunk("over", of.span), counted))
    assert clause.wh is not None
    match clause.rest[-2:]:
        case (PrepChunk(word="in" | "on" | "during" | "over" | "for" | "throughout") as prep,
              QtyChunk(noun=Noun(head=unit, modifiers=()), value=count) as period) if (
            clause.verb is not None and count is not None and count > 1
            and text[prep.span[1]:period.value_span[0]].split() in (["the"], ["those"], ["these"])
        ):
            told = _periods_told(text[:clause.wh.span[0]], unit)
            said_span, constant = period.value_span, period.lexicon_constant
        case (PrepChunk(word="in" | "on" | "during" | "over" | "for" | "throughout"),
              NounChunk(noun=Noun(head=unit, modifiers=("both",), of=None, plural=True), determiner=None,
                        possessor=None) as period) if (
            clause.verb is not None and text[period.span[0]:period.span[0] + 4].lower() == "both"
        ):
            # "for both weeks", "on both days": the two the story told, as "the two weeks" says
            told, count = _periods_told(text[:clause.wh.span[0]], unit), Fraction(2)
            said_span, constant = (period.span[0], period.span[0] + 4), BOTH
        case _:
            return clause, None
    if told is None or len(told) != count:
        return clause, None
    said = Amount(Fraction(len(told)), said_span, text[said_span[0]:said_span[1]], constant)
    return attrs.evolve(clause, rest=clause.rest[:-2]), Periods(said, told)


def _closes_on_both_periods(clause: Clause, text: str) -> bool:
    """Whether the question closes on "both" and a plural time noun ("on both days", "for both
    weeks")."""
    match clause.rest[-2:]:
        case (PrepChunk(), NounChunk(noun=Noun(head=unit, modifiers=("both",), plural=True)) as period):
            return text[period.span[0]:period.span[0] + 4].lower() == "both" and words.in_class(
                unit, "time_nouns")
    return False


def _closes_on_periods_pointed_at(clause: Clause, text: str) -> bool:
    """Whether the question closes on "those" or "these" and a count of periods ("in those two
    days"): periods the story told, never a span still to come."""
    match clause.rest[-2:]:
        case (PrepChunk() as prep, QtyChunk(noun=Noun(head=unit)) as period) if period.value is not None:
            return text[prep.span[1]:period.value_span[0]].split() in (["those"], ["these"]) and (
                words.in_class(unit, "time_nouns"))
    return False


_PERIOD_ORDINALS = r"first|second|third|fourth|fifth|sixth|seventh|next|following|last|final"
_DAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
              "yesterday", "today", "tomorrow")


_MULTIPLE_TIMES = re.compile(r"\btimes(?= (?:as|the|that|this) )")


def _periods_told(story: str, unit: str) -> tuple[tuple[int, int], ...] | None:
    """Where the story names a period of ``unit``, each period once: "the first day", "the
    next day", "on Monday", "today". None when it also names a time of another length ("in
    the morning", "last week" for days), which may or may not lie inside them, or a pace per
    period ("every day"), which the periods asked repeat whether told or not."""
    said = story.lower()
    named = list(re.finditer(rf"\b(?:{_PERIOD_ORDINALS}|this) {unit}\b", said))
    if unit == "day":
        # (a compared day, "twice as many as on Friday", "5 fewer than Friday", is told where
        # its doing was: no period of its own)
        named += [m for m in re.finditer(r"[a-z]+", said) if m.group() in _DAY_NAMES
                  and not compared_day(said, m.span())]
    # ("3 times as many", "twice the number": a multiple, no time)
    others = {w for w in re.findall(r"[a-z]+", _MULTIPLE_TIMES.sub(" ", said))
              if (w in words.time_vocabulary() or (words.noun_lemma(w) or w) in words.time_vocabulary())
              and (words.noun_lemma(w) or w) != unit and not (unit == "day" and w in _DAY_NAMES)}
    if others or re.search(rf"\b(?:every|each|per|a|an|one) {unit}\b|\b{unit}ly\b|\bdaily\b", said):
        return None  # "5 pages every day": the days counted may hold more than the story tells
    if len({m.group() for m in named}) != len(named):
        return None  # one period named twice ("on Monday … on Monday"): is it two?
    return tuple(sorted(m.span() for m in named))


def _end_of_period(rest: list[Chunk], story: str) -> list[Chunk]:
    """ "… at the end of the week", "… by the end of the day": the final state (or every
    event) when the whole story lies inside that period; it is then read as "at the end".
    Otherwise the rest is returned as it is (and the question refuses)."""
    match rest[-4:]:
        case [PrepChunk(word="by"), NounChunk(noun=Noun(head="end"), determiner="the") as end,
              PrepChunk(word="of"), NounChunk() as period] if not end.noun.modifiers:
            cut, cue = 4, CueChunk("final", "by the end", end.span)
        case [*_, CueChunk(kind="final") as end, PrepChunk(word="of"), NounChunk() as period] if (
            end.text.lower() == "at the end"
        ):
            cut, cue = 3, end
        case _:
            return rest
    if not _story_within(period, story):
        return rest
    return rest[:-cut] + [cue]


_OTHER_TIMES = frozenset({"next", "previous", "following", "ago", "another", "new", "different",
                          "other", "later", "earlier"})
_ORDINALS = frozenset({"first", "second", "third", "fourth", "fifth", "last", "final"})


def _story_within(period: NounChunk, story: str) -> bool:
    """Every time the story names lies inside ``period``: a named part of it ("on Monday"
    for the week), a time "of the week", or the period itself as "during the week", "at the
    start of the day", "a trivia game" — never "next week", "after the game", "the end of
    the day" (the story would go on past it) or a number of days."""
    parts = words.period_parts(period.noun.head)
    noun = period.noun
    if parts is None or period.determiner != "the" or period.possessor is not None or (
        noun.modifiers or noun.of or noun.plural
    ):
        return False
    vocabulary = words.time_vocabulary()
    said = [w.lower() for w in re.findall(r"[A-Za-z]+", story)]
    for i, word in enumerate(said):
        lemma = words.noun_lemma(word) or word
        before = said[max(0, i - 3):i]
        if lemma == noun.head:
            if word != noun.head or not _inside_mention(before):
                return False
        elif word == "last" and before[-1:] != ["the"] or word in _OTHER_TIMES and (
            i + 1 < len(said) and said[i + 1] in vocabulary
        ):
            return False  # "last week", "the next day": another period
        elif lemma in vocabulary and lemma not in parts and said[i + 1:i + 4] != ["of", "the", noun.head]:
            return False  # "the first day of the week" lies inside it
    return True


def _inside_mention(before: list[str]) -> bool:
    """The three words before a mention of the period say it is this one, and not its end."""
    match before:
        case [*_, "in" | "during" | "throughout" | "over" | "all" | "for", "the"]:
            return True
        case [word, "of", "the"]:
            return word not in ("end", "after")
        case [*_, "a" | "an"]:
            return True
        case [*_, "a" | "an", modifier]:
            return modifier not in _OTHER_TIMES | _ORDINALS
    return False


def _goal(rest: list[Chunk], subject: Chunk | None) -> tuple[QtyChunk | None, list[Chunk]] | None:
    """ "(need) to pick to have 105 apples (altogether)": the wanted amount, if the words
    around it are only "to", verbs, "have" and cues (and after it, perhaps, what it is for:
    "to buy a bike"); () when no amount is named here."""
    from wordproof.reader.contents import subjects_own

    quantities = [c for c in rest if isinstance(c, QtyChunk)]
    if len(quantities) > 1 or quantities and (quantities[0].comparative is not None or quantities[0].another):
        return None  # "to have 105 more apples": more than what, now or after the picking?
    if quantities:
        after = rest.index(quantities[0]) + 1
        match rest[after:]:
            case [PrepChunk(word="to"), VerbChunk(verb_class=cls, lemma=lemma)] | [
                PrepChunk(word="to"), VerbChunk(verb_class=cls, lemma=lemma), NounChunk(possessor=None)
            ] if cls is not VerbClass.POSSESS and lemma not in ("have", "need", "be"):
                rest = rest[:after]  # "to have $47 to buy a bike": what the amount is for
            case [PrepChunk(word="in"), NounChunk(possessor=EntityChunk() as owner, noun=owned)] if (
                words.in_class(owned.head, "holding_nouns") and not owned.modifiers
                and subjects_own(owner, subject)
            ):
                rest = rest[:after]  # "to have 25 shells in her collection": all she has of them
    allowed = all(
        isinstance(c, QtyChunk | VerbChunk | CueChunk) or isinstance(c, PrepChunk) and c.word == "to"
        or isinstance(c, AuxChunk) and c.group == "have" for c in rest)
    if not allowed:
        return None
    return (quantities[0] if quantities else None), []


def _total_number(clause: Clause) -> Clause | None:
    """ "What is the total number of pages did I read?" asks what "How many pages did I
    read in total?" asks: the same clause with a count head."""
    assert clause.wh is not None
    chunks = _merge_of(clause.rest)  # "the number of pounds of hay …": pounds of hay counted
    if not any(a.group == "be" for a in clause.auxiliaries):
        return None
    asks = "count"
    if chunks[:2] and all(isinstance(c, CueChunk) and c.kind == "aggregate" for c in chunks[:2]):
        chunks = chunks[1:]  # "the combined total number of": one word that adds them is enough
    match clause.subject, chunks[:4]:
        case None, [CueChunk(kind="aggregate") as total, CueChunk(kind="number"), PrepChunk(word="of"),
                    NounChunk() as noun]:
            listed, after = _kinds_listed(noun, chunks[4:])
            head: tuple[Chunk, ...] = (total, *listed)
        case None, [CueChunk(kind="number"), PrepChunk(word="of"), owned] if (
            len(chunks) == 3 and (counted := owned_counted(owned)) is not None
        ):
            # "What is the number of Bennett's brothers?": "How many brothers does Bennett have?"
            have = AuxChunk("have", "have", clause.auxiliaries[0].span)
            how = WhChunk("how many", clause.wh.span, "count")
            return Clause(counted[0], (have,), None, (), clause.span, wh=how, head=(counted[1],),
                          times=clause.times)
        case None, [CueChunk(kind="number"), PrepChunk(word="of"), NounChunk() as noun, *_]:
            head, after = _kinds_listed(noun, chunks[3:])  # "What is the number of pens Ann has?"
        case None, [CueChunk(kind="aggregate") as total, NounChunk(
                noun=Noun(head="amount", modifiers=()), determiner=None, possessor=None), *_]:
            head, after, asks = (total,), chunks[2:], "amount"  # "the total amount she paid"
        case NounChunk(noun=Noun(head="amount", modifiers=()), determiner="the", possessor=None), [
                PrepChunk(word="of"), NounChunk(noun=Noun(head="money")) as noun, *_]:
            head, after, asks = (noun,), chunks[2:], "amount"  # "What is the amount of money …"
        case NounChunk(noun=Noun(head="sum" | "total", modifiers=()), determiner="the", possessor=None), [
                PrepChunk(word="of"), NounChunk(possessor=EntityChunk() as owner, noun=owned) as noun] if (
                owned.plural and len(chunks) == 2
        ):
            # "What is the sum of their stickers?": "How many stickers do they have in all?"
            have = AuxChunk("have", "have", clause.auxiliaries[0].span)
            total = CueChunk("aggregate", "in all", clause.subject.span)
            bare = attrs.evolve(noun, possessor=None)
            return Clause(owner, (have,), None, (total,), clause.span,
                          wh=WhChunk("how many", clause.wh.span, "count"), head=(bare,), times=clause.times)
        case _:
            return None
    kept, _ = _unit_asked(after)
    named = tuple(c for c in after if c not in kept)  # ", in dollars,": read with the head
    after = kept
    auxiliaries = [c for c in after[:1] if isinstance(c, AuxChunk)]
    after = after[len(auxiliaries):]
    match after[:2]:
        case [VerbChunk(participle=True, particle=None) as done, PrepChunk(word="by")] if not auxiliaries:
            # "the number of pens owned by Ann and Bo": what "Ann and Bo own"; "the number of
            # pies baked by Ann and Bo": what "Ann and Bo did bake"
            after = [*after[2:], attrs.evolve(done, participle=False)]
            held = done.verb_class is VerbClass.POSSESS
            auxiliaries = [AuxChunk("do" if held else "did", "do", done.span)]
            if (group := named_group(after)) is not None:
                after = [group[0], *after[group[1]:]]
            if len(after) != 2:
                return None
        case [VerbChunk(participle=True, particle=None) as done] if not auxiliaries and len(after) == 1 and (
            done.verb_class is not VerbClass.POSSESS
        ):
            # "the total number of pies baked": what "How many pies were baked?" asks
            were = AuxChunk("were", "be", done.span)
            how_many = WhChunk("how many" if asks == "count" else "how much", clause.wh.span, asks)
            return Clause(None, (were,), done, (), clause.span, wh=how_many, head=head + named,
                          times=clause.times)
    if (group := named_group(after)) is not None:
        after = [group[0], *after[group[1]:]]  # "the total number of points Tom and Phil scored"
    match after[:2]:
        case [EntityChunk(kind="pronoun") as whole, CueChunk(text=said)] if said.lower() == "all" and (
            whole.text.lower() in ("they", "we")
        ):
            after = [whole, *after[2:]]  # "the number of shells they all have": they have
    said_be = [a.word.lower() for a in clause.auxiliaries]
    match after[:1]:
        case [] | [PrepChunk()] | [CueChunk(kind="final")] if not auxiliaries and said_be in (
            ["is"], ["was"], ["'s"]
        ) and (not after or not isinstance(after[0], PrepChunk) or after[0].word in PLACE_PREPOSITIONS):
            # "What is the total number of pens (in the box)?", "… of pens left?": what "How many
            # pens are there (in the box)?" / "How many pens are left?" asks
            be = AuxChunk("were" if said_be == ["was"] else "are", "be", clause.auxiliaries[0].span)
            there = None if after and isinstance(after[0], CueChunk) else CueChunk(
                "there", "there", clause.auxiliaries[0].span)
            how_many = WhChunk("how many" if asks == "count" else "how much", clause.wh.span, asks)
            return Clause(there, (be,), None, tuple(after), clause.span, wh=how_many, head=head + named,
                          times=clause.times)
    if not after or not isinstance(after[0], EntityChunk | NounChunk | QtyChunk):
        return None
    subject = after[0]  # a number: "the three" counts people, read as a counted subject
    match after[1:3]:
        case [AuxChunk(group="modal") as modal, VerbChunk(particle=None) as base] if not auxiliaries and (
            base.word.lower() == base.lemma
        ):
            # "the number of pears she will eat (can eat) in a week": what "will she eat" asks
            # (the base form after the modal, though "knit" may be a participle too)
            auxiliaries, after = [modal], [subject, attrs.evolve(base, participle=False), *after[3:]]
    verb = after[1] if len(after) > 1 and isinstance(after[1], VerbChunk) else None
    rest = tuple(after[2:] if verb is not None else after[1:])
    if not auxiliaries and verb is None and rest and isinstance(rest[0], AuxChunk) and (
        rest[0].group == "have"
    ):
        auxiliaries, rest = [rest[0]], rest[1:]  # "the money Randy has left": what he has
    if not auxiliaries and verb is not None and verb.word.lower() != verb.lemma and not (
        verb.word.lower().endswith("s")
    ):
        # "the total number of files she deleted": what "did she delete" asks
        auxiliaries = [AuxChunk("did", "do", verb.span)]
    elif not auxiliaries and verb is not None and verb.verb_class is not VerbClass.POSSESS:
        # "the number of pounds her horses eat in 3 days": what "do her horses eat" asks
        auxiliaries = [AuxChunk("do", "do", verb.span)]
    how_many = WhChunk("how many" if asks == "count" else "how much", clause.wh.span, asks)
    return Clause(subject, tuple(auxiliaries), verb, rest, clause.span, wh=how_many,
                  head=head + named, times=clause.times)


def _kinds_listed(noun: NounChunk, after: list[Chunk]) -> tuple[tuple[Chunk, ...], list[Chunk]]:
    """ "(the number of) pens and pencils (she sold)": the kinds listed from ``noun`` on, as a
    "how many" head lists them, and the chunks after the list; no list: ``noun`` alone."""
    chunks = [noun, *after]
    kept, kinds = _listed_kinds(chunks)
    if not kinds:
        return (noun,), after
    taken = len(chunks) - len(kept) + 1
    return tuple(chunks[:taken]), chunks[taken:]


def _cost_of_things(clause: Clause) -> Clause | None:
    """ "What is the (total) cost of the pads?", "… of the pads he bought?": what "How much was
    spent on the pads?" / "How much did he spend on the pads?" asks, the sum the things bought
    cost (one thing's cost is a price, read before this)."""
    assert clause.wh is not None
    if [a.group for a in clause.auxiliaries] != ["be"] or clause.negated:
        return None
    match clause.subject, clause.rest:
        case None, (CueChunk(kind="aggregate"), NounChunk(noun=Noun(head="cost", modifiers=(), of=None),
                                                          determiner=None, possessor=None),
                    PrepChunk(word="of"), NounChunk() as bought, *tail):
            pass
        case NounChunk(noun=Noun(head="cost", modifiers=(), of=None), determiner="the", possessor=None), (
                PrepChunk(word="of"), NounChunk() as bought, *tail):
            pass
        case _:
            return None
    if bought.possessor is not None or not bought.noun.plural or bought.determiner not in (None, "the"):
        return None
    how_much = WhChunk("how much", clause.wh.span, "amount")
    on = PrepChunk("on", bought.span)
    spend = words.verb_class("spend")
    match tail:
        case []:
            spent = VerbChunk("spent", "spend", spend, clause.wh.span, participle=True)
            return Clause(None, clause.auxiliaries, spent, (on, bought), clause.span, wh=how_much,
                          times=clause.times)
        case [EntityChunk() as buyer, VerbChunk(particle=None) as bought_verb] if words.in_class(
            bought_verb.lemma, "buying_verbs"
        ) and bought_verb.word.lower() != bought_verb.lemma:
            did = AuxChunk("did", "do", bought_verb.span)
            return Clause(buyer, (did,), VerbChunk("spend", "spend", spend, bought_verb.span), (on, bought),
                          clause.span, wh=how_much, times=clause.times)
    return None


_MEASURE_NOUNS = {"distance": "length", "weight": "mass"}  # "the total distance": how far


def _total_measure(clause: Clause, span: tuple[int, int]) -> QuestionProto | None:
    """ "What is the total distance (that) they walked?", "What is the combined weight they
    received?": what "How far did they walk in all?" asks, the verb's events summed in any
    unit of the noun's dimension."""
    match clause.subject, [a.group for a in clause.auxiliaries], clause.rest:
        case None, ["be"], (CueChunk(kind="aggregate"), NounChunk(noun=Noun(head=head, modifiers=()),
                                                                  possessor=None),
                            EntityChunk() | NounChunk() as subject, VerbChunk() as verb) if (
            head in _MEASURE_NOUNS and verb.verb_class is not VerbClass.POSSESS
            and verb.word.lower() != verb.lemma
        ):
            return QuestionProto(TargetWhat.EVENTS, None, False, subject, None, verb, "final", (), "",
                                 None, True, span, dimension=_MEASURE_NOUNS[head])
        case None, ["be"], (CueChunk(kind="aggregate"), NounChunk(noun=Noun(head=head, modifiers=()),
                                                                  possessor=None),
                            VerbChunk(participle=True, particle=None) as done, PrepChunk(word="by"),
                            *doers) if head in _MEASURE_NOUNS and done.verb_class is not VerbClass.POSSESS:
            # "the total distance walked by Ann and Bo": what "they walked"
            match doers:
                case [EntityChunk() | NounChunk() as subject]:
                    pass
                case _ if (group := named_group(doers)) is not None and group[1] == len(doers):
                    subject = group[0]
                case _:
                    return None
            return QuestionProto(TargetWhat.EVENTS, None, False, subject, None,
                                 attrs.evolve(done, participle=False), "final", (), "", None, True, span,
                                 dimension=_MEASURE_NOUNS[head])
    return None


_MEASURE_VERBS = {"weight": "weigh"}  # "their combined weight": how much they weigh together


def _weighed_together(clause: Clause, text: str) -> Clause | None:
    """ "What is their combined weight?", "What is the total weight of them / of the boxes / of
    Ann and Bo?": what "How much do they weigh together?" asks, the weighings of those named
    summed. Only with a word that adds them; None for any other clause. "of all three boxes", "of
    the 3 boxes" name things by their number: a "counted" subject, bound only to that many told
    (``state._resolve_counted``)."""
    assert clause.wh is not None
    if [a.group for a in clause.auxiliaries] != ["be"] or clause.negated or clause.verb is not None:
        return None
    rest = list(clause.rest)
    match clause.subject, rest[:2]:
        case EntityChunk(kind="pronoun", text=said) as whose, [CueChunk(kind="aggregate") as total, NounChunk(
                noun=Noun(head=head, modifiers=(), of=None), determiner=None, possessor=None)] if (
            said.lower() == "their" and len(rest) == 2
        ):
            weighed: EntityChunk | NounChunk | QtyChunk = attrs.evolve(
                whose, text="they", pronoun_role="subject")
        case None, [CueChunk(kind="aggregate") as total, NounChunk(
                noun=Noun(head=head, modifiers=(), of=None), determiner=None, possessor=None)]:
            match rest[2:]:
                case [PrepChunk(word="of"), EntityChunk(kind="pronoun", text=said) as them] if (
                    said.lower() == "them"
                ):
                    weighed = attrs.evolve(them, text="they", pronoun_role="subject")
                case [PrepChunk(word="of"), NounChunk(determiner="the", possessor=None) as things] if (
                    things.noun.plural
                ):
                    weighed = things
                case [PrepChunk(word="of"), QtyChunk(noun=Noun(plural=True), pointed=False) as counted]:
                    weighed = counted  # "the total weight of 3 cats": what 3 cats weigh together
                case [PrepChunk(word="of"), *between, QtyChunk(
                        noun=Noun(plural=True, modifiers=(), of=None) as noun, pointed=True) as counted] if (
                    len(between) <= 1 and all(isinstance(c, CueChunk) and c.kind == "all" for c in between)
                    and counted.value is not None and counted.value.denominator == 1 and counted.value >= 2
                ):  # "of all three boxes", "of the 3 boxes"
                    said = text[counted.value_span[0]:counted.value_span[1]]
                    weighed = EntityChunk("counted", said, counted.value_span, name=noun.head, plural=True,
                                          count=int(counted.value))
                case [PrepChunk(word="of"), *named] if (group := named_group(named)) is not None and (
                    group[1] == len(named)
                ):
                    weighed = group[0]
                case _:
                    return None
        case _:
            return None
    if head not in _MEASURE_VERBS:
        return None
    verb = _MEASURE_VERBS[head]
    do = AuxChunk("do", "do", clause.auxiliaries[0].span)
    weigh = VerbChunk(verb, verb, words.verb_class(verb), total.span)
    together = CueChunk("aggregate", total.text, total.span)
    return Clause(weighed, (do,), weigh, (together,), clause.span,
                  wh=WhChunk("how much", clause.wh.span, "amount"), times=clause.times, told=clause.told)


def _measured_by(verb: VerbChunk | None) -> str | None:
    """ "weigh": "mass", the dimension of the noun the verb measures ("weight"); None for any
    other verb."""
    nouns = [noun for noun, measuring in _MEASURE_VERBS.items()
             if verb is not None and verb.lemma == measuring]
    return _MEASURE_NOUNS[nouns[0]] if nouns else None


_MEASURE_ASKED = {"height": "tall", "length": "long", "weight": "heavy"}  # "What is Bo's height?": how tall


def _measure_of_one(clause: Clause) -> Clause | None:
    """ "What is the weight of Ed?", "What is Bo's height?", "What is the length of the rope?":
    what "How much does Ed weigh?", "How tall is Bo?", "How long is the rope?" ask, of one holder
    (a sum of several is read only with a word that adds, by ``_weighed_together``). None for
    any other clause."""
    assert clause.wh is not None
    if [a.group for a in clause.auxiliaries] != ["be"] or clause.negated or clause.verb is not None:
        return None
    measured: EntityChunk | NounChunk
    match clause.subject, clause.rest:
        case NounChunk(noun=Noun(head=head, modifiers=(), of=None, plural=False), determiner="the",
                       possessor=None), (PrepChunk(word="of"), EntityChunk(plural=False) | NounChunk(
                determiner="the", possessor=None, noun=Noun(plural=False)) as measured):
            pass
        case NounChunk(noun=Noun(head=head, modifiers=(), of=None, plural=False), determiner=None,
                       possessor=EntityChunk(plural=False) as owner), ():
            measured = owner if owner.kind != "pronoun" else attrs.evolve(owner, pronoun_role="subject")
        case _:
            return None
    if isinstance(measured, EntityChunk) and (measured.kind == "group" or measured.kind == "pronoun" and (
        measured.text.lower() in ("their", "our", "your", "they", "them")
    )):
        return None  # "What is their weight?": each one's, or the sum?
    if head in _MEASURE_VERBS and _weighings_told(clause):
        verb = _MEASURE_VERBS[head]
        do = AuxChunk("do", "do", clause.auxiliaries[0].span)
        weigh = VerbChunk(verb, verb, words.verb_class(verb), clause.subject.span)
        return Clause(measured, (do,), weigh, (), clause.span,
                      wh=WhChunk("how much", clause.wh.span, "amount"), times=clause.times, told=clause.told)
    if head in _MEASURE_ASKED:
        adjective = _MEASURE_ASKED[head]
        how = WhChunk(f"how {adjective}", clause.wh.span, f"measure:{words.measured_dimension(adjective)}")
        return attrs.evolve(clause, subject=measured, rest=(), wh=how)
    return None


_SCORE_TENSES = {("is",): ("does", "do"), ("was",): ("did", "do"), ("would", "be"): ("would", "modal"),
                 ("will", "be"): ("will", "modal")}  # "What was her score?": "… did she score?"


def _score_asked(clause: Clause) -> Clause | None:
    """ "What is (was, would be) her (final / total) score?": what "How many points does (did,
    would) she score?" asks — a score is counted in points — when the story told points scored
    by the verb "score" before the question; the question so written is then read by every rule
    of a question of points scored. None for any other clause ("What is their score?": each
    one's, or the sum?; with no points told scored, the score may count goals or runs; points
    told otherwise, "She had 10 points", or a score told, are in the score too)."""
    assert clause.wh is not None
    tense = _SCORE_TENSES.get(tuple(a.word.lower() for a in clause.auxiliaries))
    if tense is None or clause.negated or clause.verb is not None or clause.head:
        return None
    match clause.subject, clause.rest:
        case NounChunk(noun=Noun(head="score", plural=False, of=None, modifiers=describing), determiner=None,
                       possessor=EntityChunk(plural=False) as scorer), () if (
            set(describing) <= {"final", "total"}
        ):
            pass
        case _:
            return None
    if scorer.kind == "group" or scorer.kind == "pronoun" and scorer.text.lower() in ("their", "our", "your"):
        return None
    start = clause.span[0]
    points = [n for n in clause.told.nouns if n.head == "point" and n.span[1] <= start]
    if not points or any(not any(v.lemma == "score" for v in clause.told.verbs_within(n.clause))
                         for n in points) or any(n.head == "score" and n.span[1] <= start
                                                 for n in clause.told.nouns):
        return None  # "She had 10 points": her score counts them too, not only the points scored
    if scorer.kind == "pronoun":
        scorer = attrs.evolve(scorer, pronoun_role="subject", text=_SUBJECT_FORMS.get(
            scorer.text.lower(), scorer.text))
    where = clause.subject.span
    aux = AuxChunk(tense[0], tense[1], clause.auxiliaries[0].span)
    score = VerbChunk("score", "score", words.verb_class("score"), where)
    said = clause.subject.noun.span  # the answer's unit: "score", as the question says it
    counted = NounChunk(Noun("point", "points", True, span=said), said)
    return attrs.evolve(clause, subject=scorer, auxiliaries=(aux,), verb=score, rest=(), head=(counted,),
                        wh=WhChunk("how many", clause.wh.span, "count"))


_SUBJECT_FORMS = {"her": "she", "his": "he", "my": "I"}


def _what_number(clause: Clause) -> Clause | None:
    """ "What number of apples did Tom have?", "What amount of money …": the question "How
    many apples …" / "How much money …" asks."""
    assert clause.wh is not None
    match clause.head:
        case [CueChunk(kind="number"), PrepChunk(word="of"), NounChunk(possessor=None) as noun]:
            asks = "count"
        case [NounChunk(noun=Noun(head="amount"), determiner=None, possessor=None),
              PrepChunk(word="of"), NounChunk(possessor=None) as noun]:
            asks = "amount"
        case _:
            return None
    if clause.subject is None:
        return None
    return attrs.evolve(clause, wh=WhChunk(clause.wh.text, clause.wh.span, asks), head=(noun,))


def _combined_others(after: list[Chunk]) -> tuple[EntityChunk, int] | None:
    """ "(than) Ann and Bo combined", "… both Ann and Bo together", "… Ann, Bo, and Cy put
    together": the people named, as one group, and how many chunks name them. Only with the
    word that adds them ("than Ann and Bo" may compare with each); otherwise None."""
    both = 1 if after[:1] and isinstance(first := after[0], NounChunk) and first.noun.head == "both" and (
        not first.noun.modifiers and first.determiner is None and first.possessor is None) else 0
    named = named_group(after[both:])
    if named is None or both and len(named[0].members) != 2:  # "both" names two
        return None
    group, i = named[0], both + named[1]
    match after[i:i + 1]:
        case [CueChunk(kind="aggregate")]:
            return group, i + 1
    return None


def _kind_of_the_whole(clause: Clause) -> tuple[Clause, Clause] | None:
    """ "How many (of the) children are girls?", "… of the trees are pine trees?": a kind
    that is always one of the things counted (a girl is a child, by the hypernym table; a pine
    tree is a tree) asks how many of that kind there are; with the question of the whole
    ("How many children are there?"). Nothing else said in the question: None otherwise."""
    match clause.wh, clause.head, clause.subject, clause.verb, clause.rest:
        case (WhChunk(asks="count") as wh, (PrepChunk(word="of"), NounChunk(determiner="the") as whole)
              | (NounChunk(determiner=None) as whole,),
              NounChunk(determiner=None, possessor=None) as part, None, ()):
            pass
        case _:
            return None
    if [a.group for a in clause.auxiliaries] != ["be"] or clause.negated or (
        whole.possessor is not None or not whole.noun.plural or not part.noun.plural
        or whole.noun.of is not None or part.noun.of is not None
    ):
        return None
    same_head = part.noun.head == whole.noun.head and set(whole.noun.modifiers) < set(part.noun.modifiers)
    if not same_head and (whole.noun.modifiers or whole.noun.head not in tables.hypernyms_of(
        " ".join((*part.noun.modifiers, part.noun.head))
    )):
        return None
    there = CueChunk("there", "there", part.span)

    def asked(noun: NounChunk) -> Clause:
        return attrs.evolve(clause, wh=wh, head=(attrs.evolve(noun, determiner=None),), subject=there)

    return asked(part), asked(whole)


def _percentage_asked(clause: Clause, text: str) -> QuestionProto | Refusal | None:
    """ "What percentage of the flowers are red?", "What percent of the games did Ann win?": the
    part a "How many …" question asks ("How many flowers are red?", "… did Ann win?", "… does
    Ann have?") over the whole it is taken of, the same question without what picks the part
    out: the sub-kind ("How many flowers are there?") or the doer or holder ("How many games
    were won?"). A part picked out both ways, or neither, is not read. Not a percentage
    question: None."""
    assert clause.wh is not None
    match clause.head:
        case [NounChunk(noun=Noun(head="percentage" | "percent", modifiers=(), of=None), determiner=None,
                        possessor=None),
              PrepChunk(word="of"),
              NounChunk(noun=Noun(plural=True, of=None), possessor=None) as whole_noun]:
            pass
        case _:
            return None
    counted = attrs.evolve(clause, wh=WhChunk("how many", clause.wh.span, "count"),
                           head=(attrs.evolve(whole_noun, determiner=None),))
    span = (clause.wh.span[0], clause.span[1])
    if (kind_of := _kind_of_the_whole(counted)) is not None:
        # "What percentage of the flowers are roses?": the roses over the flowers
        kind, whole_of = (_read_question(asked, text) for asked in kind_of)
        if isinstance(kind, Refusal) or isinstance(whole_of, Refusal):
            return kind if isinstance(kind, Refusal) else whole_of
        return attrs.evolve(kind, span=span, whole_asked=whole_of)
    part = _read_question(counted, text)
    if isinstance(part, Refusal):
        return part
    plain = part.what in (TargetWhat.STATE, TargetWhat.EVENTS) and part.time == "final" and not (
        part.aggregate or part.parts or part.sides or part.kinds or part.other is not None
        or part.place is not None or part.counterparty is not None or part.owner is not None
        or part.todo is not None or part.offset is not None or part.unit_asked is not None
        or part.able or part.qualified or part.periods is not None or part.money)
    by_kind = part.predicate is not None and part.subject is None and part.verb is None
    # "… did Ann bake?", "… does Ann have?": one person's doing or holding
    by_doer = part.predicate is None and isinstance(part.subject, EntityChunk) and (
        part.subject.count is None and not part.subject.members)
    if not plain or by_kind == by_doer:
        return _refuse(text[span[0]:span[1]], span)
    whole = attrs.evolve(part, predicate=None) if by_kind else attrs.evolve(part, subject=None)
    return attrs.evolve(part, span=span, whole_asked=whole)


def _average_asked(clause: Clause, text: str) -> QuestionProto | Refusal | None:
    """ "What is the average number of ducks the three bought?", "What is the average amount of
    money the two friends earned?": what "How many ducks did the three buy?" asks, over the
    number of people the question counts (who must be the people the story names, exactly
    that many). An average of anyone not counted by the question is not read. Not an average
    asked: None."""
    match clause.subject, clause.rest[:1]:
        case NounChunk(noun=Noun(head="average", modifiers=(), of=None), determiner="the",
                       possessor=None), [CueChunk(kind="number")]:
            total = attrs.evolve(clause, subject=None)
        case NounChunk(noun=Noun(head="amount", modifiers=("average",), of=None) as noun, determiner="the",
                       possessor=None) as amount, [PrepChunk(word="of")]:
            total = attrs.evolve(clause, subject=attrs.evolve(amount, noun=attrs.evolve(noun, modifiers=())))
        case _:
            return None
    counted = _total_number(total)
    span = (clause.wh.span[0] if clause.wh is not None else clause.span[0], clause.span[1])
    if counted is None:
        return _refuse(text[span[0]:span[1]], span)
    read = read_question(counted, text)
    if isinstance(read, Refusal):
        return read
    counted_people = isinstance(read.subject, EntityChunk) and read.subject.count is not None
    if read.what not in (TargetWhat.STATE, TargetWhat.EVENTS) or not counted_people or (
        read.parts or read.kinds or read.sides or read.whole_asked is not None
    ):
        return _refuse(text[span[0]:span[1]], span)
    return attrs.evolve(read, average=True)


def _paced_comparison(clause: Clause, span: tuple[int, int], text: str) -> QuestionProto | None:
    """ "How many more pages does Liza read than Suzie in 3 hours?", "… does Janet read in 6
    weeks?" (than the one other who reads), "… than Suzie in an hour?" (one, by the article):
    the two paces, each over the count the question names, the subject's less the other's."""
    from wordproof.reader.paces import read_paced_question

    other: EntityChunk | NounChunk | None = None
    rest = list(clause.rest)
    if len(rest) >= 2 and isinstance(rest[-2], PrepChunk) and isinstance(rest[-1], NounChunk) and (
        one := one_period(rest[-1], text)
    ) is not None:
        rest[-1] = one
    match clause.head[:1], rest:
        case [CueChunk(kind="more" | "fewer" | "less" as which)], [
                CueChunk(kind="than"), EntityChunk() | NounChunk() as other, PrepChunk() as over,
                QtyChunk() as n]:
            pass
        case [CueChunk(kind="more" | "fewer" | "less" as which)], [
                PrepChunk() as over, QtyChunk() as n, CueChunk(kind="than"),
                EntityChunk() | NounChunk() as other]:
            pass
        case [CueChunk(kind="more" | "fewer" | "less" as which)], [PrepChunk() as over, QtyChunk() as n]:
            pass
        case _:
            return None
    if not isinstance(clause.subject, EntityChunk) or clause.verb is None or (
        clause.wh is not None and clause.wh.asks == "measure:length"
    ):
        return None
    paced = read_paced_question(attrs.evolve(clause, head=clause.head[1:], rest=(over, n)))
    if paced is None:
        return None
    things, count, work = paced
    if work:
        return None  # "more minutes does she spend drawing": not read
    money = things is not None and things.noun.head == "money" or things is None and (
        clause.wh is not None and clause.wh.asks == "amount")
    return QuestionProto(TargetWhat.DIFFERENCE, None if money else things, money, clause.subject, None,
                         clause.verb, "final", (), "", other, False, span, goal=count,
                         implicit_other=other is None, fewer=which != "more")


def _measure_comparison(clause: Clause, text: str, span: tuple[int, int]) -> QuestionProto | None:
    """ "How many inches taller is Vlad than Ted?", "How many meters longer is the red rope
    than the blue one?": the subject's measure now less the other's, in a unit of the
    dimension the comparative names ("taller": length). Only comparatives of more."""
    from wordproof.lexicon.tables import measure_unit

    if clause.wh is None or clause.wh.asks not in ("count", "amount") or clause.verb is not None or (
        not in_present(clause)
    ):
        return None
    unit: NounChunk | None = None
    match clause.wh.asks, clause.head, clause.subject, clause.rest:
        case ("count", (NounChunk(determiner=None, possessor=None) as unit,
                        NounChunk(noun=Noun(head=comparative, modifiers=(), of=None), determiner=None,
                                  possessor=None)),
              EntityChunk() | NounChunk() as subject,
              (CueChunk(kind="than"), EntityChunk() | NounChunk() as other)):
            pass
        case ("amount", (NounChunk(noun=Noun(head=comparative, modifiers=(), of=None), determiner=None,
                                   possessor=None),),
              EntityChunk() | NounChunk() as subject,
              (CueChunk(kind="than"), EntityChunk() | NounChunk() as other)):
            pass  # "How much taller is Vlad than Ted?": in the unit the story measures them in
        case _:
            return None
    measure = measure_unit(unit.noun.head) if unit is not None else None
    if [a.group for a in clause.auxiliaries] != ["be"] or unit is not None and (
        measure is None or measure.ambiguous or unit.noun.modifiers or unit.noun.of or not unit.noun.plural
    ):
        return None
    dimension = words.comparative_dimension(comparative)
    asked = {base for base in words.lemmas(comparative).get("ADJ", ())}
    lesser = dimension is None and (dimension := words.lesser_comparative_dimension(comparative)) is not None
    if lesser:
        # "How much shorter is Ted than Fred?": what "How much taller is Fred than Ted?" asks
        asked = set().union(*(_OPPOSITES.get(base, frozenset()) for base in asked))
    if dimension is None or not asked or measure is not None and dimension != measure.dimension:
        return None  # "older": the ages frame reads it
    if _another_measure_told(text, span, asked):
        return None
    if dimension == "mass" and _weighings_told(clause):
        # "Jack weighs 52 pounds … How much heavier is Jack than Sam?": what "How much more does
        # Jack weigh than Sam?" asks, of the weighings told ("lighter": "less")
        heavier = clause.head[-1]
        more = CueChunk("less" if lesser else "more", "less" if lesser else "more", heavier.span)
        weighs = read_question(_as_weighed(clause, subject, (*clause.head[:-1], more), clause.rest), text)
        return None if isinstance(weighs, Refusal) else weighs
    return QuestionProto(TargetWhat.DIFFERENCE, unit, False, subject, None, None, "final", (), "",
                         other, False, span, dimension=dimension, fewer=lesser,
                         unit_asked=measure.name if measure is not None else None)


# the adjectives of the greater end whose measure a comparative of the lesser end compares:
# "shorter" than someone is less tall, than a rope less long; "lighter" is less heavy
_OPPOSITES = {"short": frozenset({"tall", "long", "high"}), "light": frozenset({"heavy"}),
              "low": frozenset({"high"})}


def _weighings_told(clause: Clause) -> bool:
    """Whether the story tells a weight by the verb ("Jack weighs 52 pounds", a unit of weight
    after the verb in its clause; not "Ola was weighing boxes"): its weights are weighings,
    which a weight asked by an adjective or a noun is asked of."""
    from wordproof.lexicon.tables import measure_unit

    told = clause.told
    return any(not v.auxiliary and v.lemma in _MEASURE_VERBS.values() and any(
        n.clause == v.clause and n.span[0] > v.span[1] and (unit := measure_unit(n.head)) is not None
        and unit.dimension == _MEASURE_NOUNS["weight"] for n in told.nouns) for v in told.verbs)


def _as_weighed(clause: Clause, weighed: EntityChunk | NounChunk, head: tuple[Chunk, ...],
                rest: tuple[Chunk, ...]) -> Clause:
    """The question "How much (head) does WEIGHED weigh (rest)?" in the span of ``clause``."""
    assert clause.wh is not None
    verb = _MEASURE_VERBS["weight"]
    do = AuxChunk("does", "do", clause.auxiliaries[0].span if clause.auxiliaries else clause.wh.span)
    weigh = VerbChunk(verb, verb, words.verb_class(verb), weighed.span)
    return Clause(weighed, (do,), weigh, rest, clause.span, wh=clause.wh, head=head, times=clause.times,
                  told=clause.told)


def _units_measured(clause: Clause) -> tuple[Clause, str] | None:
    """ "How many inches tall is Ted?", "How many feet long is the rope?": what "How tall is
    Ted?" asks, with the unit named: the clause as that, and the unit's name. Only a plural
    unit of the dimension the adjective measures ("How many years old" is the ages' own)."""
    from wordproof.lexicon.tables import measure_unit

    assert clause.wh is not None
    match clause.head:
        case (NounChunk(noun=Noun(modifiers=(), of=None, plural=True) as unit, determiner=None,
                        possessor=None),
              NounChunk(noun=Noun(modifiers=(), of=None) as adjective, determiner=None,
                        possessor=None)) if clause.wh.asks == "count":
            pass
        case _:
            return None
    measure = measure_unit(unit.head)
    dimension = words.measured_dimension(adjective.head)
    if measure is None or measure.ambiguous or dimension is None or dimension != measure.dimension or (
        dimension == "calendar"
    ):
        return None
    how = WhChunk(f"how {adjective.surface}", clause.wh.span, f"measure:{dimension}")  # "how tall"
    return attrs.evolve(clause, wh=how, head=()), measure.name


def _read_measure(clause: Clause, text: str, span: tuple[int, int]) -> QuestionProto | Refusal:
    """ "How long is her pencil now?", "How tall is Ted?": a holder's measure, now."""
    evidence = text[span[0]:span[1]]
    from wordproof.reader.ages import question_offset, question_when  # ages reads the words of time

    found = question_when(clause) if clause.wh is not None and clause.wh.asks == "measure:calendar" else None
    when = None
    if found is not None:
        clause, when = found
    clause, offset, sign = question_offset(clause, text)
    if when is not None and offset is not None:
        return _refuse(evidence, span)  # two times for one question
    calendar = clause.wh is not None and clause.wh.asks == "measure:calendar"
    if offset is None and when is None and any(
        a.group == "modal" and (calendar or a.word.lower() != "will")
        or calendar and a.word.lower() in ("was", "were") for a in clause.auxiliaries
    ):
        # "How old will she be?": at a time not told; "How long should it be?": not a measure
        # held. "How long will it be?" asks a holding to come, as "How many will she have?"
        return _refuse(evidence, span)
    subject = clause.subject
    events = _measured_events(clause, span)
    if events is not None:
        return events
    from wordproof.reader.shares import read_size_question  # shares builds on this module

    part = read_size_question(clause) if offset is None else None
    if part is not None and clause.wh is not None:  # "How long is each piece?": a share's size
        return QuestionProto(TargetWhat.EACH, None, False, None, None, None, "final", (), "", None,
                             False, span, per=part, dimension=clause.wh.asks.partition(":")[2])
    rest_ok = all(isinstance(c, CueChunk) and c.kind in ("final", "then") or (
        isinstance(c, AuxChunk) and c.group == "be") for c in clause.rest)
    if not isinstance(subject, EntityChunk | NounChunk) or clause.verb is not None or not rest_ok:
        return _refuse(evidence, span)
    if isinstance(subject, EntityChunk) and _many(subject):
        return _refuse(evidence, span)  # "How old are they?", "their age": each one's, or added?
    if not any(a.group == "be" for a in clause.auxiliaries + tuple(
            c for c in clause.rest if isinstance(c, AuxChunk))):
        return _refuse(evidence, span)
    dimension = clause.wh.asks.partition(":")[2] if clause.wh is not None else ""
    if clause.wh is not None and _another_measure_told(text, span, {clause.wh.text.split()[-1].lower()}):
        return _refuse(evidence, span)
    # "How tall was she?" after she grew: before, or now? (replay decides, as for "did he have")
    past = offset is None and when is None and any(
        a.word.lower() in ("was", "were") for a in clause.auxiliaries) and not _ENDS_TOLD.search(evidence)
    return QuestionProto(TargetWhat.STATE, None, False, subject, None, None, "past" if past else "final",
                         (), "", None, False, span, dimension=dimension, offset=offset,
                         offset_sign=sign if when is None else when.sign,
                         when_of=when.whose if when is not None else None,
                         when_age=when.age if when is not None else None,
                         when_than=when.other if when is not None else None,
                         when_than_now=when is not None and when.other_now)


def _many(someone: EntityChunk) -> bool:
    """Whether ``someone`` names several: a group, a plural, or "they" / "their"."""
    role = someone.pronoun_role or "subject"
    said = words.pronoun(someone.text, role) if someone.kind == "pronoun" else None
    return bool(someone.members) or someone.plural or said is not None and said.number == "pl"


_SIZE_NOUNS = {"length": "measure:length", "weight": "measure:mass", "size": "size"}


def _each_size(clause: Clause) -> Clause:
    """ "What is (would be) the length of each piece?", "… the size of each group?", "How long
    would each piece be?": what "How long / big is each piece?" asks, the size of each part of
    a whole shared (whether the sharing is told or supposed, the parts are the same). Any other
    clause unchanged."""
    assert clause.wh is not None
    said = [a.group for a in clause.auxiliaries]
    if clause.verb is not None or clause.negated or said not in (["be"], ["modal", "be"], ["modal"]):
        return clause
    if said[0] == "modal" and clause.auxiliaries[0].word.lower() not in ("would", "will"):
        return clause
    asks = clause.wh.asks
    rest = list(clause.rest)
    match clause.subject, rest:
        case NounChunk(noun=Noun(head=head, modifiers=(), of=None), determiner="the", possessor=None), [
                PrepChunk(word="of"), CueChunk(kind="each") as each, NounChunk() as part] if (
            asks == "what" and head in _SIZE_NOUNS and said[-1] == "be"
        ):
            asks = _SIZE_NOUNS[head]
        case None, [CueChunk(kind="each") as each, NounChunk() as part, AuxChunk(group="be")] if (
            said == ["modal"] and (asks.startswith("measure:") or asks == "size")
        ):
            pass
        case _:
            return clause
    be = AuxChunk("is", "be", clause.auxiliaries[-1].span)
    return attrs.evolve(clause, subject=None, auxiliaries=(be,), rest=(each, part),
                        wh=attrs.evolve(clause.wh, asks=asks))


def _another_measure_told(text: str, span: tuple[int, int], asked: set[str]) -> bool:
    """Whether the story names a measure of the asked one's dimension by another adjective: after
    "The rope is 5 feet wide", "How long is the rope?" (or "How many feet longer …") is untold."""
    dimensions = {words.measured_dimension(adjective) for adjective in asked} - {None}
    told = re.findall(r"[A-Za-z]+", text[:span[0]] + " " + text[span[1]:])
    nouns = {word.lower() for word in told if word.lower() in _NAMED_MEASURES}
    if any(not _NAMED_MEASURES[noun] & asked for noun in nouns):
        return True  # "a length of 9 miles", "an area of 9 feet": no width told
    if "wide" in asked and not nouns and not any(word.lower() == "wide" for word in told):
        return True  # "A rug is 9 feet. How wide is it?": which side is 9 feet?
    return any(word.lower() not in asked and words.measured_dimension(word) in dimensions for word in told)


# a measure told by its noun, and the adjectives asking it
_NAMED_MEASURES = {"length": frozenset({"long"}), "width": frozenset({"wide"}),
                  "breadth": frozenset({"wide"}), "height": frozenset({"tall", "high"}),
                  "area": frozenset[str](), "perimeter": frozenset[str]()}


def _measured_events(clause: Clause, span: tuple[int, int]) -> QuestionProto | None:
    """ "How long did she study (in all)?", "How far did he run?": the amount of the verb's
    events, in any unit of time (of length for "far")."""
    subject, verb = clause.subject, clause.verb
    if verb is None or verb.verb_class is VerbClass.POSSESS or (
        [a.group for a in clause.auxiliaries] != ["do"]
    ):
        return None
    if not isinstance(subject, EntityChunk | NounChunk) or clause.wh is None:
        return None
    if not all(isinstance(c, CueChunk) and c.kind == "aggregate" for c in clause.rest):
        return None
    dimension = {"long": "time", "far": "length"}.get(clause.wh.text.split()[-1].lower())
    if dimension is None:
        return None
    return QuestionProto(TargetWhat.EVENTS, None, False, subject, None, verb, "final", (), "", None,
                         bool(clause.rest), span, dimension=dimension)


def _there_doing_unread(clause: Clause) -> bool:
    """ "are there playing in the park": "there", a progressive "be" and a verb in "-ing" of
    a doing that moves nothing, whose words ``doing_of_part`` does not read."""
    verb = clause.verb
    return isinstance(clause.subject, CueChunk) and clause.subject.kind == "there" and (
        verb is not None and [a.group for a in clause.auxiliaries] == ["be"] and not verb.participle
        and verb.word.lower().endswith("ing") and verb.lemma != "remain"
        and verb.verb_class in (None, VerbClass.ACTIVITY))


def _read_difference(clause: Clause, text: str, span: tuple[int, int]) -> QuestionProto | Refusal:
    """ "What's the difference between Bobby's books and Kristi's books?" /
    "… of the number of birds and nests": two counts, the larger less the smaller."""
    evidence = text[span[0]:span[1]]
    subject = clause.subject
    if not (isinstance(subject, NounChunk) and subject.noun.head == "difference"):
        return _refuse(evidence, span)
    if _deictic_times(clause.times, span[0]):
        return _refuse(evidence, span)  # "… and her cousin's shells yesterday": of a day not told
    rest = [c for c in clause.rest if not (isinstance(c, CueChunk) and c.kind in ("number", "there"))]
    if rest and isinstance(rest[-1], PrepChunk) and rest[-1].word == "over":
        rest = rest[:-1]  # "… over there"
    if not rest or not (isinstance(rest[0], PrepChunk) and rest[0].word in ("of", "between", "in")):
        return _refuse(evidence, span)
    said_in = rest[0].word == "in"  # "the difference in the number of pens they have": theirs only
    between = rest[0].word == "between"
    rest = rest[1:]
    match rest:
        case [PrepChunk(word="of"), PrepChunk(word="of"), *_] if between:
            rest = rest[1:]  # "between of the number of": a stray "of", read as "between the number of"
    if rest and isinstance(rest[0], PrepChunk) and rest[0].word == "of":
        rest = rest[1:]  # "of the number of": "number" is a cue, already set aside
        match rest:
            case [NounChunk() as one, ConjChunk(word="and") as joined, PrepChunk(word="of"),
                  NounChunk() as other]:
                rest = [one, joined, other]  # "… and the number of green apples": said again
    if len(rest) >= 2 and isinstance(rest[0], NounChunk) and rest[0].noun.head in (
        "number", "amount") and isinstance(rest[1], PrepChunk) and rest[1].word == "of":
        rest = rest[2:]
    rest = _merge_of(tuple(rest))
    their: EntityChunk | None
    match rest:
        case [NounChunk(possessor=EntityChunk(kind="pronoun", text=said) as their, noun=noun) as theirs] if (
            said.lower() == "their" and noun.plural and not noun.owners
        ):
            pass
        case [NounChunk(possessor=None, determiner=None, noun=noun) as theirs, EntityChunk(
                kind="pronoun", text=said) as their, AuxChunk(word=have)] if (
            said.lower() == "they" and have.lower() == "have" and noun.plural and not noun.owners
        ):
            pass  # "the difference between the number of apples they have"
        case _:
            their = None
    if their is not None:
        # "the difference between their apples": of two people, each one's; "their" is "the
        # two of them", bound only when the story has exactly two people
        two = EntityChunk("counted", their.text, their.span, plural=True, count=2)
        bare = attrs.evolve(theirs, possessor=None)
        return QuestionProto(TargetWhat.DIFFERENCE, bare, False, None, None, None, "final", (), "",
                             None, False, span, absolute=True, parts=((two, bare), (two, bare)))
    if subject.noun.modifiers:
        # "the height difference between Ted and Fred": of that measure; "the price difference
        # between Ann's pens and Bo's pens" is no difference of the pens counted
        named = subject.noun.modifiers[-1] if len(subject.noun.modifiers) == 1 and between else None
        measures = _measures_compared(clause, rest, said_in, text, span, named)
        return _refuse(evidence, span) if measures is None else measures
    if (measures := _measures_compared(clause, rest, said_in, text, span)) is not None:
        return measures
    if said_in:
        return _refuse(evidence, span)
    if (doers := _doers_compared(clause, rest)) is not None:
        read = read_question(doers, text)
        return read if isinstance(read, Refusal) else attrs.evolve(read, absolute=True)
    match rest:
        case [NounChunk(possessor=None) as this, ConjChunk(word="and"), *again,
              NounChunk(possessor=None, determiner=None) as that, EntityChunk() | NounChunk() as doer,
              VerbChunk(particle=None, negated=False) as did] if (
            len(again) <= 1 and all(isinstance(c, PrepChunk) and c.word == "of" for c in again)
            and did.verb_class not in (None, VerbClass.POSSESS) and this.noun.head and that.noun.head
            and not clause.negated
        ):
            # "the number of peaches and apples he harvested": what "How many more peaches than
            # apples did he harvest?" counts, the larger less the smaller
            return QuestionProto(TargetWhat.DIFFERENCE, this, False, doer, None, did, "final", (), "",
                                 that, False, span, absolute=True)
    sides = _sides(rest[1:]) if rest and isinstance(rest[0], NounChunk) else None
    if sides is not None and isinstance(counted := rest[0], NounChunk) and counted.possessor is None:
        return QuestionProto(TargetWhat.DIFFERENCE, counted, False, None, None, None, "final", (),
                             "", None, False, span, absolute=True, sides=sides)
    match rest:
        case [NounChunk(possessor=owner) as counted, PrepChunk(word=at), NounChunk() as here,
              ConjChunk(word="and"), PrepChunk(word=at_too), NounChunk() as there] if (
            at in PLACE_PREPOSITIONS and at_too in PLACE_PREPOSITIONS and not counted.noun.of
            and not here.noun.modifiers and not there.noun.modifiers
        ):
            # "the pencils in Ida's bag and at her home": the holdings told apart by place, each
            # its kind with the place as a modifier ("2 in her bag": bag pencils), as told
            placed = tuple((place.possessor or owner, attrs.evolve(counted, noun=attrs.evolve(
                counted.noun, modifiers=counted.noun.modifiers + (place.noun.head,)), possessor=None))
                for place in (here, there))
            if all(who is not None for who, _ in placed):
                return QuestionProto(TargetWhat.DIFFERENCE, counted, False, None, None, None, "final",
                                     (), "", None, False, span, absolute=True, parts=placed, by_place=True)
    if len(rest) != 3 or not (isinstance(rest[1], ConjChunk) and rest[1].word == "and"):
        return _refuse(evidence, span)
    first, second = rest[0], rest[2]
    if not isinstance(first, NounChunk) or not isinstance(second, NounChunk) or not first.noun.head:
        return _refuse(evidence, span)
    if second.noun.head and second.noun.head != first.noun.head and (
        first.possessor is not None or second.possessor is not None
    ):
        return _refuse(evidence, span)
    if (first.possessor is None) != (second.possessor is None):
        return _refuse(evidence, span)
    parts = ((first.possessor, first), (second.possessor, second if second.noun.head else first))
    return QuestionProto(TargetWhat.DIFFERENCE, first, False, None, None, None, "final", (), "",
                         None, False, span, absolute=True, parts=parts)


_DOER_KINDS = ("name", "pronoun", "role")


def _doers_compared(clause: Clause, rest: list[Chunk]) -> Clause | None:
    """ "the difference between the number of pages Brad read and the number (of pages) Greg
    read", "… of apples Ann has and the number of apples Bo has": what "How many more pages did
    Brad read than Greg?" / "How many more apples does Ann have than Bo?" asks (the caller takes
    the larger less the smaller). One counted noun, said again alike or not at all; one verb
    (or "have") said again alike; one person on each side. None for any other rest."""
    assert clause.wh is not None
    match rest:
        case [NounChunk(possessor=None, determiner=None) as counted, EntityChunk() as one,
              VerbChunk() | AuxChunk() as did, ConjChunk(word="and"), *again,
              EntityChunk() as two, VerbChunk() | AuxChunk() as did_too]:
            pass
        case _:
            return None
    match again:
        case []:
            pass
        case [PrepChunk(word="of"), NounChunk(possessor=None, determiner=None) as said] if (
            said.noun == attrs.evolve(counted.noun, span=said.noun.span)
        ):
            pass
        case _:
            return None
    if counted.noun.of is not None or clause.negated or any(
        who.kind not in _DOER_KINDS or who.members or who.plural or who.possessor is not None
        for who in (one, two)
    ):
        return None
    more = CueChunk("more", "more", clause.wh.span)
    than = CueChunk("than", "than", two.span)
    how_many = WhChunk("how many", clause.wh.span, "count")
    match did, did_too:
        case AuxChunk(group="have", word=has), AuxChunk(group="have", word=has_too) if (
            has.lower() == has_too.lower()
        ):
            do = AuxChunk("does" if has.lower() == "has" else "did", "do", did.span)
            have = AuxChunk("have", "have", did.span)
            return Clause(one, (do, have), None, (than, two), clause.span, wh=how_many, head=(more, counted),
                          times=clause.times, told=clause.told)
        case VerbChunk() as verb, VerbChunk() as verb_too if (
            verb.lemma == verb_too.lemma and verb.particle == verb_too.particle
            and not verb.negated and not verb_too.negated and verb.verb_class is not VerbClass.POSSESS
        ):
            do = AuxChunk("did", "do", verb.span)
            return Clause(one, (do,), verb, (than, two), clause.span, wh=how_many, head=(more, counted),
                          times=clause.times, told=clause.told)
    return None


def _measures_compared(clause: Clause, rest: list[Chunk], said_in: bool, text: str,
                       span: tuple[int, int], named: str | None = None) -> QuestionProto | None:
    """ "the difference between Ted's height and Fred's height", "… between the height of Ted
    and the height of Fred", "… between the heights of Ted and Fred", "the difference in
    height between Ted and Fred", "the height difference between Ted and Fred" (``named``: the
    measure said before "difference"): what "How much taller is Ted than Fred?" asks, the
    larger less the smaller. Of one holder on each side, now; None for any other rest."""
    one: Chunk | None = None
    two: Chunk | None = None
    match rest:
        case [EntityChunk() | NounChunk() as one, ConjChunk(word="and"),
              EntityChunk() | NounChunk() as two] if named is not None:
            measure = Noun(named, named, False, (), None, clause.span)
        case _ if named is not None:
            return None
        case [NounChunk(determiner=None, possessor=EntityChunk() | NounChunk() as one) as first,
              ConjChunk(word="and"),
              NounChunk(determiner=None, possessor=EntityChunk() | NounChunk() as two) as second] if (
            not said_in and first.noun == attrs.evolve(second.noun, span=first.noun.span)
        ):
            measure = first.noun
        case [NounChunk(determiner="the", possessor=None) as first, PrepChunk(word="of"),
              EntityChunk() | NounChunk() as one, ConjChunk(word="and"),
              NounChunk(determiner="the", possessor=None) as second, PrepChunk(word="of"),
              EntityChunk() | NounChunk() as two] if (
            not said_in and first.noun == attrs.evolve(second.noun, span=first.noun.span)
        ):
            measure = first.noun
        case [NounChunk(determiner="the", possessor=None, noun=Noun(plural=False) as measure),
              PrepChunk(word="of"), EntityChunk() | NounChunk() as one, ConjChunk(word="and"),
              EntityChunk() | NounChunk() as two] if not said_in and not (
            isinstance(two, NounChunk) and two.noun.head in _MEASURE_ASKED
        ):
            pass  # "the weight of the first box and the second box": of each, the measure said once
        case [NounChunk(determiner="the", possessor=None, noun=Noun(plural=True) as measure),
              PrepChunk(word="of"), EntityChunk() | NounChunk() as one, ConjChunk(word="and"),
              EntityChunk() | NounChunk() as two] if not said_in:
            pass
        case [NounChunk(determiner=None, possessor=None, noun=Noun(plural=False) as measure),
              PrepChunk(word="between"), EntityChunk() | NounChunk() as one, ConjChunk(word="and"),
              EntityChunk() | NounChunk() as two] if said_in:
            pass  # "the difference in height between Ted and Fred"
        case _:
            return None
    if measure.head not in _MEASURE_ASKED or measure.modifiers or measure.of is not None or (
        not in_present(clause) or clause.negated
    ):
        return None
    holders: list[EntityChunk | NounChunk] = []
    for holder in (one, two):
        if isinstance(holder, NounChunk) and (holder.noun.plural or holder.possessor is not None):
            return None  # "the boys' heights", "Ted's son": whose, of several?
        if isinstance(holder, EntityChunk) and (holder.kind == "group" or _many(holder)):
            return None  # "their height": each one's, or the sum?
        if isinstance(holder, EntityChunk) and holder.kind == "pronoun":
            holder = attrs.evolve(holder, pronoun_role="subject")  # "his height": how tall he is
        assert isinstance(holder, EntityChunk | NounChunk)
        holders.append(holder)
    adjective = _MEASURE_ASKED[measure.head]
    if _another_measure_told(text, span, {adjective}):
        return None  # "his arm is 20 inches long": which length is his height?
    if measure.head in _MEASURE_VERBS and _weighings_told(clause):
        # "the difference between Jack's weight and Sam's weight" after "Jack weighs 52 pounds":
        # what "How much more does Jack weigh than Sam?" asks, the larger less the smaller
        assert clause.wh is not None
        more = CueChunk("more", "more", clause.wh.span)
        than = CueChunk("than", "than", holders[1].span)
        how_much = WhChunk("how much", clause.wh.span, "amount")
        weighs = attrs.evolve(_as_weighed(clause, holders[0], (more,), (than, holders[1])), wh=how_much)
        read = read_question(weighs, text)
        return None if isinstance(read, Refusal) else attrs.evolve(read, absolute=True)
    return QuestionProto(TargetWhat.DIFFERENCE, None, False, holders[0], None, None, "final", (), "",
                         holders[1], False, span, absolute=True,
                         dimension=words.measured_dimension(adjective))


def _sides(chunks: list[Chunk]) -> tuple[Side, Side] | None:
    """ "(the number of apples) the chef had before making pies and the left", "… that he
    spent and he has now": two descriptions joined by the one "and"."""
    joins = [i for i, c in enumerate(chunks) if isinstance(c, ConjChunk)]
    ands = [i for i, c in enumerate(chunks) if isinstance(c, ConjChunk) and c.word == "and"]
    if len(joins) != 1 or joins != ands:
        return None
    first, second = _side(chunks[:joins[0]]), _side(chunks[joins[0] + 1:])
    if first is None or second is None:
        return None
    return first, second


def _side(chunks: list[Chunk]) -> Side | None:
    """ "[that] [HOLDER] (had|has) [TIME]", "[HOLDER] VERB", "TIME", "left", "now" where
    TIME is "before/after VERB-ing", "in the beginning", "now", "left"."""
    holder: EntityChunk | NounChunk | None = None
    verb: VerbChunk | None = None
    have = False
    time = ""
    qualified = False
    match chunks[-3:]:
        case [VerbChunk(), PrepChunk(word="at" | "for" | "on"), NounChunk()]:
            chunks, qualified = chunks[:-2], True  # "(he gave away) at a party"
    for index, chunk in enumerate(chunks):
        if isinstance(chunk, CueChunk) and chunk.kind in ("before", "after"):
            clause = tuple(chunks[index + 1:])
            if time == "initial" or verb is not None or not any(isinstance(c, VerbChunk) for c in clause):
                return None  # ("left after eating" is the state after the eating)
            return Side(holder, None, chunk.kind, clause)
        if isinstance(chunk, CueChunk) and chunk.kind in ("final", "initial") and not time:
            time = chunk.kind
        elif isinstance(chunk, EntityChunk | NounChunk) and holder is None and verb is None and not have:
            holder = chunk
        elif isinstance(chunk, AuxChunk) and chunk.group == "have" and verb is None and not have:
            have = True
        elif isinstance(chunk, VerbChunk) and verb is None and not have and not time and (
            chunk.verb_class is not VerbClass.POSSESS
        ):
            verb = chunk
        else:
            return None
    if verb is not None:
        return Side(holder, verb, qualified=qualified)
    if not (time or have):
        return None
    return Side(holder, None, time or "final")


def _set_off_commas(clause: Clause) -> Clause:
    """ "How many did Austin pick, in total?", "How many pints, in total, did they pick?",
    "How many pens and pads, does he have altogether?": commas that only set off a phrase of
    totalling, or close the thing asked, say nothing of what is asked."""
    def kept(chunks: tuple[Chunk, ...], closing: bool) -> tuple[Chunk, ...]:
        out: list[Chunk] = []
        for i, chunk in enumerate(chunks):
            if _comma(list(chunks), i) and (
                closing and i == len(chunks) - 1
                or any(isinstance(c, CueChunk) and c.kind == "aggregate"
                       for c in chunks[max(i - 1, 0):i] + chunks[i + 1:i + 2])
            ):
                continue
            out.append(chunk)
        return tuple(out)
    return attrs.evolve(clause, head=kept(clause.head, closing=True), rest=kept(clause.rest, closing=False))


def _all_did(clause: Clause) -> Clause:
    """ "How many fish did all of them catch?", "How many points did all three friends score
    together?": the subject after "did" is "all" of a group, and the verb follows it."""
    if clause.subject is not None or clause.verb is not None or (
        [a.group for a in clause.auxiliaries] != ["do"]
    ):
        return clause
    match clause.rest:
        case (CueChunk(kind="all") as every, PrepChunk(word="of"), EntityChunk(plural=True) as group,
              VerbChunk() as verb, *tail):
            return attrs.evolve(clause, subject=group, verb=verb, rest=(every, *tail))
        case (CueChunk(kind="all"), QtyChunk() as group, VerbChunk() as verb, *tail):
            return attrs.evolve(clause, subject=group, verb=verb, rest=tuple(tail))
        case (CueChunk(kind="all"), QtyChunk() as group, AuxChunk(group="have") as have, *tail) if any(
            isinstance(c, CueChunk) and c.kind == "aggregate" for c in (*clause.head, *tail)
        ):
            # "How many gums do all three (friends) have together?": as "do the three have";
            # only with a word that adds ("do all three have" may ask what each has)
            return attrs.evolve(clause, subject=group, auxiliaries=(*clause.auxiliaries, have),
                                rest=tuple(tail))
    return clause


def _unit_asked_last(clause: Clause) -> tuple[Clause, str | None]:
    """ "How much does Billy weigh, in pounds?", "How long did it take, in minutes?": the
    unit of the answer, set off by a comma at the close of the question. An age asked needs
    no comma: "How old will she be in years?" can name nothing but its unit (before the time a
    "when" clause folded into it names, too)."""
    rest = list(clause.rest)
    if clause.wh is not None and clause.wh.asks == "measure:calendar":
        end = next((i for i, c in enumerate(rest) if isinstance(c, ConjChunk) and c.word == "when"),
                   len(rest))
        kept, unit = _unit_asked(rest[end - 2:end]) if end >= 2 else (rest, None)
        if unit == "year" and not kept:
            return attrs.evolve(clause, rest=tuple(rest[:end - 2] + rest[end:])), unit
    if len(rest) < 3 or not _comma(rest, len(rest) - 3):
        return clause, None
    kept, unit = _unit_asked(rest[-3:])
    if unit is None or kept:
        return clause, None
    return attrs.evolve(clause, rest=tuple(rest[:-3])), unit


def _first_event(clause: Clause) -> Clause | None:
    """ "How many boxes did he buy in the first place / at first / originally?": the one
    event of the verb, asked without the cue; the reading is marked ``qualified``, so it
    stands only when the story tells exactly one such event (not the first of several)."""
    verb = clause.verb
    if verb is None or verb.lemma == "have" or verb.verb_class is VerbClass.POSSESS:
        return None
    match clause.rest:
        case (*kept, CueChunk(kind="initial")):
            return attrs.evolve(clause, rest=tuple(kept))
    return None


def _have_compared(clause: Clause) -> Clause:
    """ "How many more pairs does Anthony have compared to Jim?": the participle read as the
    verb after "have" says what "than" says, as it does after any other verb."""
    verb = clause.verb
    if verb is None or verb.lemma != "compare" or not verb.participle or not any(
        a.group == "have" for a in clause.auxiliaries
    ) or not any(isinstance(c, CueChunk) and c.kind in ("more", "fewer", "less") for c in clause.head):
        return clause
    match clause.rest:
        case (PrepChunk(word="to" | "with") as to, EntityChunk() | NounChunk() as other):
            than = CueChunk("than", "compared to", (verb.span[0], to.span[1]))
            return attrs.evolve(clause, verb=None, rest=(than, other))
    return clause


def _verb_again(clause: Clause) -> Clause:
    """ "How many more miles does Jackie walk than Jessie walks in 6 days?": the question's
    verb said again after the other of "than" adds nothing to it."""
    verb = clause.verb
    if verb is None:
        return clause
    rest = list(clause.rest)
    for i in range(len(rest) - 2):
        match rest[i:i + 3]:
            case [CueChunk(kind="than"), EntityChunk() | NounChunk(),
                  VerbChunk(lemma=again, particle=None)] if again == verb.lemma:
                return attrs.evolve(clause, rest=tuple(rest[:i + 2] + rest[i + 3:]))
    return clause


def _been_doing(clause: Clause) -> Clause:
    """ "How many years has she been teaching?", "How long have they been running?": an
    activity in the perfect progressive asks what "has she taught" asks, every stretch of the
    doing told up to now."""
    verb = clause.verb
    match clause.auxiliaries:
        case (AuxChunk(group="have") as has, AuxChunk(group="be", word=been)) if (
            been.lower() == "been" and verb is not None and verb.verb_class is VerbClass.ACTIVITY
            and verb.word.lower().endswith("ing") and not clause.negated
        ):
            return attrs.evolve(clause, auxiliaries=(has,))
    return clause


# the subject pronoun of each possessive one: "his speed" is how fast he goes
_SUBJECT_OF_POSSESSIVE = {"his": "he", "her": "she", "its": "it", "my": "I", "their": "they",
                          "your": "you", "our": "we"}


def _speed_asked(clause: Clause) -> Clause:
    """ "What is his speed in kilometers per hour?", "What is her average speed in miles per
    hour?", "What was the average speed of the car in miles per hour?" (one thing named by "the"
    and its noun alone): how far he goes in each hour, the question "How many kilometers per hour does he
    run?" asks, with the one verb of doing the story told before it (two verbs told: which
    one's pace? then the clause as it is). The units must be a length and a time; anything
    else ("speed" with no units, a speed of another's, "was") is the clause as it is."""
    subject, wh, rest = clause.subject, clause.wh, clause.rest
    who: EntityChunk | NounChunk | None = None
    if isinstance(subject, NounChunk) and subject.possessor is None and subject.determiner == "the":
        match rest:  # "the speed of the car": the car's, as "its speed" is the one it names
            case (PrepChunk(word="of"), NounChunk(determiner="the", possessor=None) as who, *after) if (
                not who.noun.plural and not who.noun.modifiers and who.noun.of is None
            ):
                rest = tuple(after)
    owner = subject.possessor if isinstance(subject, NounChunk) else None
    if wh is None or wh.asks != "what" or clause.verb is not None or clause.negated or not (
        isinstance(subject, NounChunk) and (who is not None or isinstance(owner, EntityChunk)
                                            and owner.kind == "pronoun"
                                            and owner.text.lower() in _SUBJECT_OF_POSSESSIVE)
        and subject.noun.head == "speed" and subject.noun.modifiers in ((), ("average",))
        and subject.noun.of is None and not subject.noun.plural
    ) or [a.word.lower() for a in clause.auxiliaries] not in (["is"], ["was"]) or clause.head:
        return clause
    match rest:
        case (PrepChunk(word="in"), NounChunk(determiner=None, possessor=None) as far,
              CueChunk(kind="each", text=per) as each,
              NounChunk(determiner=None, possessor=None) as stretch) if per.lower() == "per" and (
            _unit_of(far, "length", plural=True) and _unit_of(stretch, "time", plural=False)
        ):
            pass
        case _:
            return clause
    told = {v.lemma for v in clause.told.verbs
            if not v.auxiliary and v.span[1] <= clause.span[0] and v.lemma not in ("be", "have", "do")}
    if len(told) != 1:
        return clause
    (lemma,) = told
    if who is None:
        assert isinstance(owner, EntityChunk)
        who = EntityChunk("pronoun", _SUBJECT_OF_POSSESSIVE[owner.text.lower()], owner.span,
                          pronoun_role="subject", plural=owner.text.lower() in ("their", "our"))
    said = clause.auxiliaries[0]  # "was": the speed of a trip told, "How many … did he run?"
    does = AuxChunk("did" if said.word.lower() == "was" else "does", "do", said.span)
    done = VerbChunk(lemma, lemma, words.verb_class(lemma), subject.noun.span)
    return attrs.evolve(clause, wh=WhChunk("how many", wh.span, "count"), head=(far, each, stretch),
                        subject=who, auxiliaries=(does,), verb=done, rest=())


def _distance_asked(clause: Clause) -> Clause:
    """ "What is the distance the bus traveled?", "What was the total distance she walked in
    miles?": how far the one named went by the verb told after it, as "How far did the bus
    travel?" (or "How many miles did she walk?") asks. Only a verb in the simple past right
    after its doer (the relative's own tense, "did"), no other words, and a unit of length
    named with "in"; anything else is the clause as it is."""
    subject, wh = clause.subject, clause.wh
    if wh is None or wh.asks != "what" or clause.verb is not None or clause.negated or clause.head or not (
        isinstance(subject, NounChunk) and subject.determiner == "the" and subject.possessor is None
        and subject.noun.head == "distance" and subject.noun.modifiers in ((), ("total",))
        and subject.noun.of is None and not subject.noun.plural
    ) or [a.word.lower() for a in clause.auxiliaries] not in (["is"], ["was"]):
        return clause
    match clause.rest:
        case (EntityChunk() | NounChunk() as who, VerbChunk(particle=None, negated=False) as went, *unit):
            pass
        case _:
            return clause
    past = went.word.lower() in words.inflections(went.lemma, "VBD") and not words.past_is_base(went.lemma)
    far = WhChunk("how far", wh.span, "measure:length")
    head: tuple[Chunk, ...] = ()
    match unit:
        case []:
            pass
        case [PrepChunk(word="in"), NounChunk(determiner=None, possessor=None) as length] if (
            _unit_of(length, "length", plural=True)
        ):
            far, head = WhChunk("how many", wh.span, "count"), (length,)
        case _:
            return clause
    if not past or went.auxiliary is not None or isinstance(who, NounChunk) and who.determiner is None:
        return clause
    did = AuxChunk("did", "do", clause.auxiliaries[0].span)
    done = VerbChunk(went.lemma, went.lemma, went.verb_class, went.span)
    return attrs.evolve(clause, wh=far, head=head, subject=who, auxiliaries=(did,), verb=done, rest=())


def _unit_of(chunk: NounChunk, dimension: str, *, plural: bool) -> bool:
    """Whether the chunk names one bare unit of ``dimension`` ("kilometers", "hour")."""
    noun = chunk.noun
    unit = tables.measure_unit(noun.head)
    return unit is not None and unit.dimension == dimension and noun.plural == plural and not (
        noun.modifiers or noun.of)


def _asked_main_do(clause: Clause) -> Clause:
    """ "How many push-ups did David do?": the second "do", with no verb after the subject, is
    the verb asked of (the doing a statement's "did 47 push-ups" told)."""
    match clause.auxiliaries:
        case (AuxChunk(group="do") as asked, AuxChunk(group="do") as doing) if clause.verb is None and (
            clause.rest == () or isinstance(clause.rest[0], PrepChunk | CueChunk)
        ):
            verb = VerbChunk(doing.word, "do", VerbClass.ACTIVITY, doing.span, auxiliary="do")
            return attrs.evolve(clause, auxiliaries=(asked,), verb=verb)
    return clause
