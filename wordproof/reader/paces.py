"""Questions over a count of a pace's unit: "How many pages does she read in 6 days?".

A pace ("She reads 10 pages a day", reader/rates.py) says what someone's verb does for each
one of a kind. A question that names a count of that kind ("in 6 days", "in 10 games",
"over 3 weeks") asks the pace times the count (TargetWhat.PACED); a count in another unit of
the same dimension is converted by the units table ("in 2 weeks" at a pace per day).
"""

from __future__ import annotations

import attrs

from wordproof.lexicon import words
from wordproof.lexicon.tables import measure_unit
from wordproof.lexicon.words import noun_form
from wordproof.reader.chunks import (
    Chunk,
    CueChunk,
    EntityChunk,
    Noun,
    NounChunk,
    PrepChunk,
    QtyChunk,
    VerbChunk,
    list_items,
    work_named,
)
from wordproof.reader.clauses import Clause, gerund_verb, sources_named, without_source

_OVER = ("in", "over", "during", "for", "after", "within")
_HOW_FAR = "measure:length"  # "How far does he drive in 3 hours?": a pace's length over the count


def read_paced_question(clause: Clause) -> tuple[NounChunk | None, QtyChunk, tuple[str, ...]] | None:
    """The thing counted (None: "how much"), the count of the pace's unit the question names
    and the words of the doing a time is spent on ("spend drawing in a week", "spend in a week
    walking her dog"); None when the question is not of this shape."""
    assert clause.wh is not None
    if clause.wh.asks not in ("count", "amount", _HOW_FAR) or clause.negated:
        return None
    things = _things(clause)
    if things is None:
        return None
    if (things[0] is None) == (clause.wh.asks == "count") and clause.wh.asks != "amount":
        return None  # "how many" names what it counts; "how far" asks the pace's length, no noun
    if clause.verb is None:
        contents = _contents_of(clause, things[0])
        return None if contents is None else (*contents, ())
    if words.in_class(clause.verb.lemma, "measuring_verbs"):
        weighed = _weighed(clause, things[0])
        return None if weighed is None else (*weighed, ())
    if (many := _done_by_a_count(clause)) is not None:
        return things[0], many, ()
    if clause.verb.lemma in ("have", "be") or not (
        isinstance(clause.subject, EntityChunk) or _one_named_doer(clause.subject)
        or _members_named(clause.subject)
    ):
        return None
    if [a.word.lower() for a in clause.auxiliaries] not in (
        ["do"], ["does"], ["did"], ["had"], ["will"], ["would"], ["can"], ["could"], ["will", "have"],
        ["would", "have"]
    ):
        return None
    rest = [c for c in clause.rest if not (isinstance(c, CueChunk) and c.kind == "aggregate")]
    work: tuple[str, ...] = ()
    spending = words.in_class(clause.verb.lemma, "spending_verbs")
    asked = things[0]
    if len(rest) > 2 and (spending or asked is not None and (_a_time(asked) or counts_times(asked))):
        from wordproof.reader.rates import doing_told_with  # rates reads statements, built on this stage

        size, closing = doing_told_with(rest, spending)
        if size and closing:
            rest, work = rest[:-size], work_named(rest[-size:])
        elif size:
            rest, work = rest[size:], work_named(rest[:size])
    match rest:
        case [PrepChunk(word=over), QtyChunk() as count] if over in _OVER and _count(count):
            return things[0], count, work
        case [CueChunk(kind="after"), QtyChunk() as count] if _count(count):
            return things[0], count, work  # "does she read after 5 days", as "in 5 days"
        case [PrepChunk(word="on" | "with"), QtyChunk() as count] if _fuel(count):
            return things[0], count, work  # "can he drive on 5 gallons (of gas)", as "in 5 gallons"
        case [CueChunk(kind="final", text=end), PrepChunk(word="of"), QtyChunk() as count] if (
            _count(count) and end.lower().split() == ["at", "the", "end"] and not _holding_told(clause)
        ):  # "had she eaten at the end of 3 hours": what the 3 hours from the start hold
            return things[0], count, work
    return None


def _fuel(count: QtyChunk) -> bool:
    """ "5 gallons", "5 liters of gas": a count of a measure of volume, what a doing runs "on" or
    "with" (a rate per gallon is needed of it, ledger ``paces.paced_terms``); a stuff named must
    be a fuel ("on 3 gallons of water" is no going)."""
    unit = measure_unit(count.noun.head) if count.noun is not None else None
    return _count(attrs.evolve(count, noun=attrs.evolve(count.noun, of=None)) if count.noun else count) and (
        unit is not None and unit.dimension == "volume") and (
        count.noun is None or count.noun.of is None or words.in_class(count.noun.of, "fuel_nouns"))


def _holding_told(clause: Clause) -> bool:
    """Whether the story tells anything held or there before the question ("had $20 saved",
    "There are 9 pears"): a point in time ("at the end of 4 weeks") may count it with the doing
    ("will she have saved": the $20 too?), where a stretch ("in 4 weeks") does not."""
    return any(v.span[1] <= clause.span[0] and (v.lemma in ("have", "be") or words.verb_class(
        v.lemma) is words.VerbClass.POSSESS) for v in clause.told.verbs)


def counts_times(things: NounChunk) -> bool:
    """ "How many times does she walk her dog …": occasions of a doing, counted."""
    return things.noun.head == "time" and not things.noun.modifiers and things.noun.of is None


def _of_money(things: NounChunk) -> bool:
    """ "How many dollars (cents) …": a unit of money."""
    unit = measure_unit(things.noun.head)
    return unit is not None and unit.dimension == "money"


def _a_time(things: NounChunk) -> bool:
    unit = measure_unit(things.noun.head)
    return unit is not None and unit.dimension == "time"


def read_span_question(
    clause: Clause, unnamed: bool = False,
) -> tuple[NounChunk | None, QtyChunk, EntityChunk | None, VerbChunk] | None:
    """ "How many days will it take (her) to read 60 pages?", "… to earn $40?": the unit asked
    (None: "how long", the pace's own), the amount, who does it and the verb; None when the
    question is not of this shape. The amount may be what "the book" measures ("to read the book"): a quantity
    with no value, of the thing named."""
    assert clause.wh is not None
    worked = _worked_to_earn(clause)
    if worked is not None:
        return worked
    clause = _more_for_more(_doer_takes(clause))
    assert clause.wh is not None
    subject, verb = clause.subject, clause.verb
    if unnamed and _time_spent(clause):  # "How many minutes did she spend?": as "… did it take her?"
        assert verb is not None and isinstance(subject, EntityChunk)
        spent = clause.head[0] if clause.head else None
        assert spent is None or isinstance(spent, NounChunk)
        return spent, QtyChunk(None, None, verb.span, verb.span, pointed=True), subject, verb
    if clause.negated or verb is None or verb.lemma not in ("take", "cost") or not (
        isinstance(subject, EntityChunk) and subject.text.lower() == "it"
    ) or [a.word.lower() for a in clause.auxiliaries] not in (["will"], ["would"], ["does"], ["did"]):
        return None
    costs = verb.lemma == "cost"  # "How much will it cost to print 8 pages?": the money it takes
    unit: NounChunk | None
    match list(clause.head):
        case [NounChunk(possessor=None, determiner=None) as unit] if clause.wh.asks == "count" and (
            unit.noun.plural and not (unit.noun.modifiers or unit.noun.of)
        ) and (not costs or _of_money(unit)):
            pass
        case [] if clause.wh.text.lower() == "how long" and not costs:
            unit = None
        case [NounChunk(possessor=None, determiner=None,
                        noun=Noun(head="longer", modifiers=(), of=None))] if (
            clause.wh.text.lower() == "how much" and not costs and _the_rest_asked(clause)
        ):  # "How much longer will it take him to paint the rest?": what is still to do
            unit = None
        case [] if clause.wh.asks == "amount" and costs:
            unit = None
        case [NounChunk(possessor=None, determiner=None, noun=Noun(head="money", modifiers=(), of=None))] if (
            clause.wh.asks == "amount" and costs
        ):
            unit = None
        case _:
            return None
    if _other_source_asked(clause):
        return None
    doer: EntityChunk | None
    match list(clause.rest):
        case [EntityChunk() as doer, *finish] if unnamed and not costs and (not finish or _to_finish(finish)):
            # "How many minutes did it take him (to finish)?": the doing is unnamed, the one time
            # paced of the story's (bound in state.py); marked by the verb and no thing
            return unit, QtyChunk(None, None, verb.span, verb.span, pointed=True), doer, verb
    match without_source(_finished_doing(list(clause.rest))):
        case [EntityChunk() as doer, PrepChunk(word="to"), VerbChunk() as done,
              CueChunk(kind="all"), NounChunk() as told] if (every := _all_of_kind(told)) is not None:
            return (unit, every, doer, done) if done.particle is None and not costs else None
        case [PrepChunk(word="to"), VerbChunk() as done, CueChunk(kind="all"), NounChunk() as told] if (
            (every := _all_of_kind(told)) is not None
        ):
            return (unit, every, None, done) if done.particle is None and not costs else None
        case [EntityChunk() as doer, PrepChunk(word="to"), VerbChunk() as done,
              QtyChunk() | NounChunk() as told]:
            pass
        case [PrepChunk(word="to"), VerbChunk() as done, QtyChunk() | NounChunk() as told]:
            doer = None
        case [EntityChunk() as doer, PrepChunk(word="to"), VerbChunk() as done,
              CueChunk(kind="rest") as rest]:
            # "to cook the rest": what is still to do of a doing wanted (bound in state.py)
            return (unit, _the_rest(rest), doer, done) if done.particle is None else None
        case _:
            return None
    amount = told if isinstance(told, QtyChunk) else _the_one(told)
    if amount is None or amount is told and not (_count(amount, of_said=True) or _sum_of_money(amount)) or (
        done.particle is not None
    ):
        return None
    return unit, amount, doer, done


def _time_spent(clause: Clause) -> bool:
    """ "How many minutes did she spend (in all)?", "How long did he spend?": time spent by one
    named, on no thing named, asks what "How many minutes did it take her?" asks."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.lemma != "spend" or verb.particle is not None or not isinstance(
        subject, EntityChunk
    ) or subject.text.lower() == "it" or any(not (isinstance(c, CueChunk) and c.kind == "aggregate")
                                             for c in clause.rest):
        return False
    match list(clause.head):
        case [NounChunk(noun=Noun(head=head, plural=True))]:
            return (unit := measure_unit(head)) is not None and unit.dimension == "time"
        case []:
            return clause.wh is not None and clause.wh.text.lower() == "how long"
    return False


def _to_finish(rest: list[Chunk]) -> bool:
    """ "to finish", "to complete" with nothing after it (lexicon ``finishing_verbs``)."""
    match rest:
        case [PrepChunk(word="to"), VerbChunk(particle=None) as finish]:
            return words.in_class(finish.lemma, "finishing_verbs")
    return False


def _other_source_asked(clause: Clause) -> bool:
    """Whether the question counts things of one thing ("18 pages of a magazine") when the story
    told things of another ("reads 4 pages of a book"): the pace told is the book's."""
    asked = sources_named(clause.rest)
    return bool(asked) and any(
        told.word == "of" and told.span[1] <= clause.span[0] and len(told.object) == 2
        and told.object[0] in ("a", "an") and noun_form(told.object[1]) not in asked
        for told in clause.told.prepositions)


def read_spans_listed(
    clause: Clause,
) -> tuple[tuple[NounChunk | None, QtyChunk, EntityChunk | None, VerbChunk], tuple[QtyChunk, ...]] | None:
    """ "How long will it take her to paint 3 lilies and 2 roses?": the span question of the
    first count, and the counts of the list done by its one doing, each of a kind of its own
    (each a span question, the answer their sum); None when the question is not of this shape."""
    rest = _finished_doing(list(clause.rest))
    start = next((i + 2 for i, c in enumerate(rest[:-2]) if isinstance(c, PrepChunk) and c.word == "to"
                  and isinstance(rest[i + 1], VerbChunk)), None)
    if start is None:
        return None
    items = list_items(rest[start:], (",", "and"))
    counts = [item[0] for item in items if len(item) == 1 and isinstance(item[0], QtyChunk)
              and _count(item[0], of_said=True)]
    kinds = {(c.noun.head, c.noun.of) for c in counts if c.noun is not None}
    if len(items) < 2 or len(counts) != len(items) or len(kinds) != len(counts):
        return None
    first = read_span_question(attrs.evolve(clause, rest=(*rest[:start], counts[0])))
    return None if first is None else (first, tuple(counts))


def _finished_doing(rest: list[Chunk]) -> list[Chunk]:
    """ "to finish reading the book", "to complete painting 40 fences" (lexicon ``finishing_verbs``
    before a gerund): the whole of that doing, what "to read the book" asks; any other rest as it
    is."""
    for i in range(len(rest) - 1):
        finish, doing = rest[i], rest[i + 1]
        if isinstance(finish, VerbChunk) and finish.particle is None and words.in_class(
            finish.lemma, "finishing_verbs"
        ) and i > 0 and isinstance(to := rest[i - 1], PrepChunk) and to.word == "to" and (
            verb := _gerund(doing)
        ) is not None:
            return [*rest[:i], verb, *rest[i + 2:]]
    return rest


def _gerund(chunk: Chunk) -> VerbChunk | None:
    """ "fixing" after "to finish": the doing it names, whether read as a verb or as a noun."""
    if isinstance(chunk, VerbChunk):
        word = chunk.word.lower()
        return chunk if chunk.particle is None and word.endswith("ing") and word != chunk.lemma else None
    return gerund_verb(chunk)


def _worked_to_earn(
    clause: Clause,
) -> tuple[NounChunk | None, QtyChunk, EntityChunk | None, VerbChunk] | None:
    """ "How many hours does she need to work to earn $40?", "… must he work to earn $40?",
    "… will she have to work to make $40?": the time worked to earn the sum, as "How many hours
    will it take her to earn $40?" asks; only "work" before a wage verb, which names no work of
    its own ("need to read to earn $40" says nothing of pay; "need to tutor" of a wage for
    babysitting is other work)."""
    subject, verb = clause.subject, clause.verb
    auxiliaries = [a.word.lower() for a in clause.auxiliaries]
    if clause.negated or not isinstance(subject, EntityChunk) or subject.text.lower() == "it" or (
        clause.wh is None or clause.wh.asks != "count"
    ):
        return None
    match list(clause.head):
        case [NounChunk(possessor=None, determiner=None) as unit] if (
            unit.noun.plural and not (unit.noun.modifiers or unit.noun.of)
        ):
            pass
        case _:
            return None
    rest = list(clause.rest)
    if verb is not None and verb.lemma == "need" and auxiliaries in (["does"], ["will"], ["would"]) or (
        verb is None and auxiliaries in (["does", "have"], ["will", "have"], ["would", "have"])
    ):
        match rest:
            case [PrepChunk(word="to"), VerbChunk(particle=None) as work, *after]:
                rest, verb = after, work
            case _:
                return None
    elif auxiliaries not in (["must"], ["should"]):
        return None
    match rest:
        case [PrepChunk(word="to"), VerbChunk(particle=None) as earned, QtyChunk() as amount] if (
            verb is not None and verb.lemma == "work" and verb.particle is None
            and words.in_class(earned.lemma, "wage_verbs") and _sum_of_money(amount)
        ):
            return unit, amount, subject, earned
    return None


def _sum_of_money(amount: QtyChunk) -> bool:
    """ "(to earn) $40": a sum of money, the pace's own kind when the pace is of money."""
    return amount.value is not None and amount.currency is not None and amount.noun is None and (
        amount.comparative is None and amount.of_entity is None)


def _doer_takes(clause: Clause) -> Clause:
    """ "How long will Tom take to bake 4 cakes?" and "How long will it take for Tom to bake 4
    cakes?" say what "How long will it take Tom to bake 4 cakes?" says: the clause so worded, for
    one doer named by a name or a personal pronoun (never a thing: "How long will the cake take
    to bake?" is the cake's own time); any other clause as it is."""
    subject, verb, rest = clause.subject, clause.verb, clause.rest
    if verb is None or verb.lemma != "take" or not isinstance(subject, EntityChunk):
        return clause
    match rest:
        case (PrepChunk(word="for"), EntityChunk() as doer, PrepChunk(word="to"), *_) if (
            subject.text.lower() == "it" and _one_doer_named(doer)
        ):
            return attrs.evolve(clause, rest=rest[1:])
        case (PrepChunk(word="to"), *_) if _one_doer_named(subject):
            it = EntityChunk("pronoun", "it", subject.span, pronoun_role="subject")
            return attrs.evolve(clause, subject=it, rest=(subject, *rest))
    return clause


def _one_doer_named(doer: EntityChunk) -> bool:
    """One person named by a name or a personal pronoun ("Tom", "her"), never "it" or a group."""
    return doer.kind in ("name", "pronoun") and not (
        doer.text.lower() in ("it", "they", "we", "you", "them", "us")
        or doer.members or doer.possessor is not None or doer.plural)


def _more_for_more(clause: Clause) -> Clause:
    """ "How many additional hours would it take to travel an additional 180 miles?": the time
    more for an amount more is the time of that amount at the one pace, what "How many hours
    would it take to travel 180 miles?" asks; the clause so worded. A time more asked for an
    amount not said to be more ("more hours … to travel 180 miles": 180 in all, or after what
    was done?) keeps its cue and is read by no span question."""
    rest = list(clause.rest)
    match rest[-2:]:
        case [CueChunk(kind="more", text=more), QtyChunk(comparative=None) as amount] if (
            more.lower() in ("additional", "extra") and amount.value is not None
        ):
            rest = rest[:-2] + rest[-1:]
        case _:
            return clause
    head = [c for c in clause.head if not (isinstance(c, CueChunk) and c.kind == "more")]
    return attrs.evolve(clause, head=tuple(head), rest=tuple(rest))


def _the_rest_asked(clause: Clause) -> bool:
    """Whether the doing asked is of "the rest" ("to paint the rest")."""
    return bool(clause.rest) and isinstance(clause.rest[-1], CueChunk) and clause.rest[-1].kind == "rest"


def _the_rest(rest: CueChunk) -> QtyChunk:
    """ "(to cook) the rest": an amount of no value and no noun yet, what is left to do of the
    one doing wanted (its things and count are bound from the story, state.py)."""
    return QtyChunk(None, None, rest.span, rest.span, noun=Noun("rest", rest.text, True, span=rest.span),
                    remaining=True, pointed=True)


def _all_of_kind(things: NounChunk) -> QtyChunk | None:
    """ "(to finish) all the problems": every thing of the kind, what is held of it untold here
    (the doer's holding at the end is bound to it, ledger ``chains._lasting``); None for a
    thing that is not a plain plural with "the"."""
    noun = things.noun
    if things.determiner != "the" or things.possessor is not None or not noun.plural or noun.of:
        return None
    return QtyChunk(None, None, things.span, things.span, noun=noun, pointed=True)


def _the_one(thing: NounChunk) -> QtyChunk | None:
    """ "(to read) the book": the one thing told, what it measures untold here (the story's
    measure of it, "a 300-page book", is bound to it, state.py); None for anything else."""
    noun = thing.noun
    if thing.determiner != "the" or thing.possessor is not None or noun.plural or noun.modifiers or noun.of:
        return None
    return QtyChunk(None, None, thing.span, thing.span, noun=noun, pointed=True)


def read_last_period_question(clause: Clause) -> tuple[NounChunk, EntityChunk, VerbChunk, NounChunk] | None:
    """ "How many pages will he read on the last day?": the things counted, the doer, the verb and
    the period (a unit of time, "the last" said before it); None when the question is not of
    this shape."""
    assert clause.wh is not None
    subject, verb = clause.subject, clause.verb
    if clause.wh.asks != "count" or clause.negated or verb is None or verb.particle is not None or not (
        isinstance(subject, EntityChunk) and subject.possessor is None and not subject.members
    ) or [a.word.lower() for a in clause.auxiliaries] not in (["will"], ["would"], ["does"], ["did"]):
        return None
    head = list(clause.head)
    match head:
        case [NounChunk(noun=Noun(of=None)) as things, PrepChunk(word="of"), NounChunk(
            determiner=None, possessor=None, noun=Noun(of=None, modifiers=()) as stuff
        )]:  # "How many vases of flowers …": the things of the stuff, as the story names them
            span = (things.span[0], stuff.span[1])
            head = [attrs.evolve(things, noun=attrs.evolve(things.noun, of=stuff.head, span=span), span=span)]
    match head, list(clause.rest):
        case [NounChunk(possessor=None, determiner=None) as things], [
            PrepChunk(word="on"), NounChunk(determiner="the", possessor=None) as period
        ] if things.noun.plural and not period.noun.plural and period.noun.modifiers == ("last",) and (
            period.noun.of is None and _a_time(period)
        ):
            return things, subject, verb, attrs.evolve(period, noun=attrs.evolve(period.noun, modifiers=()))
    return None


def read_periods_needed_question(
    clause: Clause,
) -> tuple[NounChunk, EntityChunk, VerbChunk | None, NounChunk | None] | None:
    """ "How many days does he need?", "How many days will she need to fix the watches (all the
    watches, to finish fixing the watches)?": the unit of time asked, the doer, and the doing and
    things the purpose names (None, None: no purpose); None when the question is not of this shape."""
    assert clause.wh is not None
    subject, verb = clause.subject, clause.verb
    if clause.wh.asks != "count" or clause.negated or verb is None or verb.lemma != "need" or (
        verb.particle is not None or not isinstance(subject, EntityChunk) or subject.possessor is not None
        or subject.members or [a.word.lower() for a in clause.auxiliaries] not in (
            ["will"], ["would"], ["does"], ["did"])
    ):
        return None
    match list(clause.head):
        case [NounChunk(possessor=None, determiner=None) as unit] if (
            unit.noun.plural and not unit.noun.modifiers and unit.noun.of is None and _a_time(unit)
        ):
            pass
        case _:
            return None
    # "to finish fixing (all) the watches": what "to fix the watches" asks
    told = _finished_doing(list(clause.rest))
    finished = len(told) < len(clause.rest)
    rest = [c for c in told if not (isinstance(c, CueChunk) and c.kind == "all")]
    match rest:
        case []:
            return unit, subject, None, None
        case [PrepChunk(word="to"), VerbChunk(particle=None) as done,
              NounChunk(determiner="the", possessor=None) as things] if (
            (done.word.lower() == done.lemma or finished) and things.noun.plural and things.noun.of is None
        ):
            return unit, subject, done, things
    return None


Lasting = tuple[NounChunk | None, NounChunk | None, EntityChunk | None]


def read_lasting_question(clause: Clause) -> Lasting | None:
    """ "How many days will the candy last (her)?", "How long would they last him?": the unit
    asked (None: "how long", the pace's own), what is used up (None: "they", the kind the pace
    uses) and whose it is; None when the question is not of this shape."""
    assert clause.wh is not None
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.lemma != "last" or clause.negated or [
        a.word.lower() for a in clause.auxiliaries
    ] not in (["will"], ["would"]):
        return None
    unit: NounChunk | None = None
    match list(clause.head):
        case [NounChunk(possessor=None, determiner=None) as unit] if clause.wh.asks == "count" and (
            unit.noun.plural and not unit.noun.modifiers and not unit.noun.of
        ):
            pass
        case [] if clause.wh.text.lower() == "how long":
            pass
        case _:
            return None
    things: NounChunk | None
    if isinstance(subject, EntityChunk) and subject.kind == "pronoun" and (
        subject.text.lower() in ("they", "it")
    ):
        things = None
    elif isinstance(subject, NounChunk) and (
        subject.determiner == "the" or subject.possessor is not None
    ) and not subject.noun.modifiers and subject.noun.of is None:
        things = subject
    else:
        return None
    match list(clause.rest):
        case []:
            return unit, things, None
        case [EntityChunk() as consumer] | [PrepChunk(word="for"), EntityChunk() as consumer] if (
            consumer.possessor is None
        ):
            return unit, things, consumer
    return None


def _one_named_doer(subject: object) -> bool:
    """ "the baker", "the bird": one doer named by a singular noun with "the", as a name names one."""
    return isinstance(subject, NounChunk) and subject.determiner == "the" and subject.possessor is None and (
        not subject.noun.plural and not subject.noun.modifiers and subject.noun.of is None)


def _members_named(subject: object) -> bool:
    """ "her dogs", "the dogs": the things of one holder, each doing a pace ("Each dog eats 2
    cups a day"), named by their plural noun alone."""
    return isinstance(subject, NounChunk) and subject.noun.plural and not subject.noun.modifiers and (
        subject.noun.of is None and (subject.determiner == "the") != (subject.possessor is not None))


def _count(count: QtyChunk, of_said: bool = False) -> bool:
    """A plain count of things; with ``of_said``, of things told with what they are of ("4 pans
    of cookies", to be done: the pace's "per" must name the same)."""
    return count.value is not None and count.noun is not None and count.comparative is None and (
        count.of_entity is None and count.kind is not None and count.kind.name == "CARDINAL"
        and (count.noun.of is None or of_said and count.of_said) and not count.noun.modifiers)


def _contents_of(clause: Clause, things: NounChunk | None) -> tuple[NounChunk | None, QtyChunk] | None:
    """ "How many pens are (there) in 7 boxes?", "How many legs do 8 bees have?": what so
    many of a kind have, each having the same."""
    groups = [a.group for a in clause.auxiliaries]
    subject = clause.subject
    rest = [c for c in clause.rest if not (isinstance(c, CueChunk) and c.kind == "aggregate")]
    if groups == ["be"] and (subject is None or isinstance(subject, CueChunk) and subject.kind == "there"):
        match rest:
            case [PrepChunk(word="in" | "on" | "inside"), QtyChunk() as count] if _count(count):
                return things, count
        return None
    if groups == ["do", "have"] and isinstance(subject, QtyChunk) and not rest and _count(subject):
        return things, subject
    return None


def _weighed(clause: Clause, things: NounChunk | None) -> tuple[NounChunk | None, QtyChunk] | None:
    """ "How much do 6 bags weigh?", "How many pounds do 6 bags weigh (in all)?": what so many of
    a kind measure, each measuring the same, as "How many pounds do 6 bags have?" asks."""
    rest = [c for c in clause.rest if not (isinstance(c, CueChunk) and c.kind == "aggregate")]
    if [a.group for a in clause.auxiliaries] == ["do"] and isinstance(clause.subject, QtyChunk) and (
        not rest and _count(clause.subject) and clause.verb is not None and clause.verb.particle is None
    ):
        return things, clause.subject
    return None


def _done_by_a_count(clause: Clause) -> QtyChunk | None:
    """ "How many tanks do 5 pumps fill?", "How many people can 4 vans carry?", "How many
    people fit in 4 vans?": the verb done by (or the room taken in) a count of things, asked as
    a pace per one of them times the count (a pace told over a count of them: "3 pumps fill 12
    tanks"), nothing else in the clause."""
    verb, subject = clause.verb, clause.subject
    rest = [c for c in clause.rest if not (isinstance(c, CueChunk) and c.kind == "aggregate")]
    if verb is not None and subject is None and words.in_class(verb.lemma, "occupying_verbs") and (
        verb.particle is None and [a.word.lower() for a in clause.auxiliaries] in ([], ["can"], ["could"])
    ):
        match rest:  # "How many people fit in 5 buses?": the room of each bus times 5
            case [PrepChunk(word="in" | "into"), QtyChunk() as places] if _count(places) and (
                places.noun is not None and places.noun.plural
            ):
                return places
        return None
    if verb is None or verb.particle is not None or rest or not isinstance(subject, QtyChunk) or (
        verb.lemma in ("have", "be") or not _count(subject) or not subject.noun or not subject.noun.plural
    ) or [a.word.lower() for a in clause.auxiliaries] not in (["do"], ["can"], ["could"]):
        return None
    return subject


def _things(clause: Clause) -> tuple[NounChunk | None] | None:
    """The question's head: nothing ("how much"), a noun, or "pieces of candy" ("in total" or
    "the total number of" said with it adds nothing to a pace's amount over a span)."""
    head = [c for c in clause.head if not (isinstance(c, CueChunk) and c.kind == "aggregate")]
    match head:
        case []:
            things = None
        case [NounChunk(possessor=None, determiner=None) as things]:
            pass
        case [NounChunk(possessor=None, determiner=None) as things, PrepChunk(word="of"),
              NounChunk(possessor=None, determiner=None, noun=of)]:
            of_ = " ".join(of.modifiers + (of.head,))
            things = attrs.evolve(things, noun=attrs.evolve(things.noun, of=of_))
        case _:
            return None
    return (things,)


__all__ = ["counts_times", "read_lasting_question", "read_paced_question", "read_span_question",
           "read_spans_listed"]
