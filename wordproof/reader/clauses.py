"""Sentences into clauses: subject, verb, and what follows, with conjunctions split.

A clause is the unit a frame reads. "Janet has nine oranges and Sharon has seven oranges"
is two clauses; "He lost 24 leaves and threw away 43 leaves" is two clauses sharing a
subject; "He made 2 apple, 4 pecan and 7 pumpkin pies" is one clause with three objects.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from wordproof.ledger.entries import ONE_CONTAINER, SPAN_OF_TIME, SUBJECT_DESCRIBED, WEATHER_TOLD
from wordproof.lexicon import words
from wordproof.lexicon.tables import hypernyms_of, is_given_name, measure_unit
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
    UnknownChunk,
    VerbChunk,
    WhChunk,
    is_factor,
    join,
)
from wordproof.reader.told import Told
from wordproof.text.numerals import NumeralKind
from wordproof.text.times import TimeChunk, TimeKind

Subject = EntityChunk | NounChunk | QtyChunk | CueChunk  # CueChunk: "there", "the rest"


@attrs.frozen
class Clause:
    subject: Subject | None
    auxiliaries: tuple[AuxChunk, ...]
    verb: VerbChunk | None
    rest: tuple[Chunk, ...]
    span: tuple[int, int]
    conditional: bool = False  # opened by "if" / "when"
    supposed: bool = False  # opened by "if": a supposition the question depends on
    habit: bool = False  # "collects stamps": a habit read as a holding of unknown size
    shared_subject: bool = False  # the subject was carried over from the clause before
    wh: WhChunk | None = None
    head: tuple[Chunk, ...] = ()  # question head: what follows "how many" before the auxiliary
    negated: bool = False
    already: bool = False  # "already had": a state from before the story's changes
    total: bool = False  # "Together they found 80 apples": a total over a group
    hedged: bool = False  # "almost ate": a hedge between the subject and the verb
    later: bool = False  # "now", "left", "still": a state after something has happened
    to_come: bool = False  # "will have 56 apples" opening the story: a holding to come
    placed: tuple[Chunk, ...] = ()  # leading adverbials set aside ("For Gwen's birthday")
    # counts set aside as counting nothing, each with its rule ("during the first 3 innings":
    # SPAN_OF_TIME; "Joe, one of the hunters,": SUBJECT_DESCRIBED)
    set_aside: tuple[tuple[QtyChunk, str], ...] = ()
    each: bool = False  # "Each pizza had 8 slices": the subject is every one of a kind
    rest_kept: tuple[int, int] | None = None  # "shared them among 8 friends and kept the rest": where said
    relative: bool = False  # "some kites that cost $8 each": a relative clause, about its head
    times: tuple[TimeChunk, ...] = ()  # its sentence's time chunks ("yesterday"); a question's: the text's
    told: Told = Told()  # the story's nouns and verbs, up to the end of its sentence


_CLAUSE_CONJ = frozenset({"and", "but", ",", "then", "so", "while", "plus"})
_OPENERS = frozenset({"if", "when", "after", "before", "while", "because", "although"})


def _is_subject(chunk: Chunk) -> bool:
    return isinstance(chunk, EntityChunk | NounChunk | QtyChunk) or (
        isinstance(chunk, CueChunk) and chunk.kind in ("there", "rest")
    )


def _by_a_time(placed: list[Chunk]) -> bool:
    """ "By the end of the year(,) her hair is 24 inches long": a state reached by a time."""
    return isinstance(by := placed[0], PrepChunk) and by.word == "by" and all(
        isinstance(c, PrepChunk) and c.word == "of" or isinstance(c, NounChunk) and (
            c.noun.head == "end" or words.in_class(c.noun.head, "time_nouns"))
        for c in placed[1:]) and len(placed) > 1


def _strip_adverbials(chunks: list[Chunk]) -> tuple[list[Chunk], list[Chunk]]:
    """Leading prepositional phrases and time words before the subject ("In the morning,",
    "At the bank,") are set aside: they place the clause, they do not count anything."""
    placed: list[Chunk] = []
    while chunks:
        chunks = _shop_then_priced(chunks)
        first = chunks[0]
        parted = _object_then_name(chunks)
        if parted is not None:
            # "For Halloween Faye scored 47 pieces": the capitalized object of the preposition
            # was joined to the given name that starts the clause
            thing, doer = parted
            placed.extend((first, thing))
            chunks = [doer, *chunks[2:]]
        elif isinstance(first, PrepChunk) and len(chunks) > 1 and isinstance(
            chunks[1], NounChunk | EntityChunk
        ) and not (len(chunks) > 2 and isinstance(chunks[2], VerbChunk)) and not (
            isinstance(he := chunks[1], EntityChunk) and he.pronoun_role == "subject"
        ):  # "By March he had": "he" is no object of "by" (the machine set "March" aside)
            placed.extend(chunks[:2])
            chunks = chunks[2:]
        elif isinstance(first, CueChunk) and first.kind in ("final", "initial") and len(chunks) > 2 and (
            isinstance(of := chunks[1], PrepChunk) and of.word == "of" and isinstance(
                period := chunks[2], NounChunk) and words.in_class(period.noun.head, "time_nouns")
        ) and _starts_main(chunks, 3):
            placed.extend(chunks[:3])  # "At the end of the school year(,) he had …": when
            chunks = chunks[3:]
        elif isinstance(first, ConjChunk) and first.word in (",", "while"):
            chunks = chunks[1:]
        elif isinstance(first, CueChunk) and first.kind == "there" and _starts_main(chunks, 1) and (
            isinstance(chunks[1], EntityChunk)
        ):
            placed.append(first)  # "There she gave 51 masks": "there" is where
            chunks = chunks[1:]
        elif isinstance(first, PrepChunk) and _starts_main(chunks, 1) and (
            isinstance(chunks[1], EntityChunk) or chunks[1].span[0] > first.span[1] + 1
        ):
            # "On Monday Debby jogged", "On Friday a store sold": the day is drained, "on"
            # is not (a noun right after the preposition is its object: "In the box are")
            placed.append(first)
            chunks = chunks[1:]
        elif isinstance(first, CueChunk) and first.kind in ("after", "before") and len(chunks) > 1 and (
            (isinstance(chunks[1], NounChunk) or _span_of_time(chunks[1]))
            and (_starts_main(chunks, 2) or _counted_subject_acts(chunks, 2))
        ):
            placed.extend(chunks[:2])  # "After a week she had seven left"
            chunks = chunks[2:]
        elif isinstance(first, CueChunk) and first.kind == "after" and len(chunks) > 2 and isinstance(
            comma := chunks[1], ConjChunk
        ) and comma.word == "," and _starts_main(chunks, 2):
            placed.append(first)  # "After that, she bought 3 more": later, as "Then, she" says
            chunks = chunks[2:]
        elif isinstance(first, CueChunk) and first.kind == "after" and len(chunks) > 1 and (
            chunks[1].span[0] > first.span[1] + 1 and isinstance(chunks[1], EntityChunk)
            and _starts_main(chunks, 1)
        ):
            placed.append(first)  # "After that she bought 3": a word the machine dropped between
            chunks = chunks[1:]
        elif isinstance(first, PrepChunk) and first.word == "to" and len(chunks) > 1 and isinstance(
            chunks[1], VerbChunk
        ) and (main := next((j for j in range(2, len(chunks)) if _starts_main(chunks, j)), None)):
            placed.extend(chunks[:main])  # "To free up some space(,) she deleted …": why
            chunks = chunks[main:]
        elif isinstance(first, NounChunk) and words.in_class(first.noun.head, "time_nouns") and (
            _starts_main(chunks, 1)
        ):
            placed.append(first)  # "That day Robyn sold 55 packs"
            chunks = chunks[1:]
        elif isinstance(first, VerbChunk) and first.word.lower().endswith("ing") and len(chunks) > 1 and (
            isinstance(chunks[1], NounChunk) and _starts_main(chunks, 2)
        ):
            placed.extend(chunks[:2])  # "(While) playing a game Sam had 92 points"
            chunks = chunks[2:]
        elif isinstance(first, VerbChunk) and first.word.lower().endswith("ing") and len(chunks) > 1 and (
            isinstance(chunks[1], EntityChunk) and _starts_main(chunks, 1)
        ):
            placed.append(first)  # "(While) exercising Paul did 59 push-ups": the doer starts the clause
            chunks = chunks[1:]
        elif isinstance(first, CueChunk) and first.kind == "aggregate" and len(chunks) > 1 and (
            _is_subject(chunks[1]) or isinstance(comma := chunks[1], ConjChunk) and comma.word == ","
            and len(chunks) > 2 and _is_subject(chunks[2])
        ):
            placed.append(first)  # "Together they found 80 apples", "In total, they sold 180"
            chunks = chunks[1:]
        elif isinstance(first, CueChunk) and first.kind in ("then", "final", "initial") and len(
            chunks
        ) > 1 and (_is_subject(chunks[1]) or isinstance(chunks[1], ConjChunk) and chunks[1].word == ","):
            placed.append(first)
            chunks = chunks[1:]
        elif isinstance(first, NounChunk) and first.noun.head == "aside" and len(chunks) > 3 and isinstance(
            chunks[1], PrepChunk
        ) and chunks[1].word == "from" and (aside_end := next(
            (j for j in range(2, len(chunks)) if isinstance(c := chunks[j], ConjChunk) and c.word == ","),
            None)) is not None and aside_end > 2 and all(
            isinstance(c, NounChunk | VerbChunk | PrepChunk) for c in chunks[2:aside_end]
        ) and _starts_main(chunks, aside_end):
            # "Aside from drawing animals, Sara paints flowers": what else she does, no count
            placed.extend(chunks[:aside_end])
            chunks = chunks[aside_end + 1:]
        elif (closing := _descriptive_opening(chunks)) is not None:
            # "Working overtime, Robyn sold", "Still in a contest, Hazel caught", "(While)
            # shopping, Maria bought", "(During their stay) there, she ate": how or where
            placed.extend(c for c in chunks[:closing] if not isinstance(c, CueChunk))
            chunks = chunks[closing:]
        else:
            break
    return placed, chunks


def _shop_then_priced(chunks: list[Chunk]) -> list[Chunk]:
    """ "At the market plums were $3 for 2 pounds": with no comma after the place, the shop (a
    lexicon ``collective_nouns`` word) was joined to the noun after it as one noun ("the market
    plums"); when "be" and a money sum follow (a price told there), the shop is the place and
    the rest the thing priced. "In the school bus were 5 kids" (a count, no sum) stays one noun."""
    match chunks[:4]:
        case [PrepChunk(word="at" | "in"),
              NounChunk(noun=Noun(modifiers=(shop, *kept)) as noun, determiner="the" | "a",
                        possessor=None) as joined,
              AuxChunk(group="be"), QtyChunk(currency="dollar", value=value)] if (
            value is not None and words.in_class(shop, "collective_nouns")
            and noun.span[0] + len(shop) < noun.span[1]
        ):
            after = noun.span[0] + len(shop) + 1
            place = NounChunk(Noun(shop, shop, False, span=(noun.span[0], after - 1)),
                              (joined.span[0], after - 1), determiner=joined.determiner)
            thing = NounChunk(attrs.evolve(noun, modifiers=tuple(kept), span=(after, noun.span[1])),
                              (after, joined.span[1]))
            return [chunks[0], place, thing, *chunks[2:]]
    return chunks


def _object_then_name(chunks: list[Chunk]) -> tuple[NounChunk, EntityChunk] | None:
    """ "For Halloween Faye scored", "On Facebook Debby had", "For Halloween Faye and her sister
    pooled": a preposition, then capitalized
    words the machine took for one name, of which only the last is a given name, then a verb:
    the words before it are the preposition's object, the given name the clause's subject.
    ("Aunt Sue", "Mrs. Hilt": a title or a word for a person before a name is of the name.)"""
    match chunks:
        case [PrepChunk(), EntityChunk(kind="name", possessor=None, members=()) as joined,
              VerbChunk() | AuxChunk(), *_] | [
            PrepChunk(), EntityChunk(kind="name", possessor=None, members=()) as joined,
            ConjChunk(word="and"), EntityChunk(), VerbChunk() | AuxChunk() | CueChunk(kind="aggregate"), *_
        ] if joined.name is not None:  # (or the first of two doers: "For Easter Ann and Bo combined")
            *before, last = joined.name.split()
            if not before or not is_given_name(last) or is_given_name(before[-1]) or (
                before[-1].endswith(".") or words.in_class(before[-1].lower(), "person_nouns")
            ):
                return None
            start = joined.span[1] - len(last)
            surface = " ".join(before)
            thing = (joined.span[0], joined.span[0] + len(surface))
            return (NounChunk(Noun(surface.lower(), surface, False, span=thing), thing),
                    EntityChunk("name", last, (start, joined.span[1]), name=last))
    return None


_OPENING_PREPOSITIONS = frozenset({
    "in", "on", "at", "during", "over", "through", "around", "near", "inside", "outside",
    "across", "along", "behind", "beside", "down", "up", "under", "within", "after", "before",
})


def _descriptive_opening(chunks: list[Chunk]) -> int | None:
    """Where the comma is that closes a leading phrase which only says how, where or when
    (a participle with no change verb, "still", prepositions of place and time, "there"),
    when a main clause follows it. A phrase with a number, a name, an auxiliary or any other
    cue ("Aside from frogs,", "Besides 3 pens,", "Every day,") is not set aside."""
    comma = next((i for i, c in enumerate(chunks) if isinstance(c, ConjChunk)), None)
    if not comma or getattr(chunks[comma], "word", "") != "," or not _starts_main(chunks, comma):
        return None
    phrase = chunks[:comma]
    first = phrase[0]
    opens = isinstance(first, PrepChunk) and first.word in _OPENING_PREPOSITIONS or _participle(first) or (
        isinstance(first, CueChunk) and (
            first.kind == "there" and len(phrase) == 1 or first.text.lower() == "still")
    )
    unclassed = any(_participle(c) and _participle_class(c) is None for c in phrase)
    if unclassed and any(isinstance(c, NounChunk) and c.noun.plural for c in phrase):
        return None  # "Pocketing pebbles,": a doing the lexicon cannot class, done to things
    return comma if opens and all(
        isinstance(c, PrepChunk) and c.word in _OPENING_PREPOSITIONS or _participle(c)
        or isinstance(c, NounChunk) and c.possessor is None or c is first for c in phrase
    ) else None


def _participle(chunk: Chunk) -> bool:
    """ "working", "shopping", "working overtime" (the machine may make a participle a noun's
    modifier): a doing that changes no holding ("Selling cups," does)."""
    if isinstance(chunk, VerbChunk):
        return chunk.word.lower().endswith("ing") and chunk.particle is None and (
            chunk.verb_class in (words.VerbClass.ACTIVITY, None))
    if not isinstance(chunk, NounChunk) or chunk.determiner is not None or chunk.possessor is not None:
        return False
    word = (chunk.noun.modifiers + (chunk.noun.surface,))[0].lower()
    lemma = words.verb_lemma(word)
    return word.endswith("ing") and lemma is not None and words.verb_class(lemma) in (
        words.VerbClass.ACTIVITY, None)


def _participle_class(chunk: Chunk) -> words.VerbClass | None:
    if isinstance(chunk, VerbChunk):
        return chunk.verb_class
    assert isinstance(chunk, NounChunk)
    lemma = words.verb_lemma((chunk.noun.modifiers + (chunk.noun.surface,))[0].lower())
    return words.verb_class(lemma) if lemma is not None else None


def _span_of_time(chunk: Chunk) -> bool:
    """ "3 days", "a few hours": a stretch of time, which "After …" uses to place a clause."""
    if not isinstance(chunk, QtyChunk) or chunk.noun is None:
        return False
    unit = measure_unit(chunk.noun.head)
    return unit is not None and unit.dimension in ("time", "calendar") or words.in_class(
        chunk.noun.head, "time_nouns")


def _counted_subject_acts(chunks: list[Chunk], i: int) -> bool:
    """A counted subject and its verb start at ``i``: "(After the storm) 5 trees fell"."""
    return i + 1 < len(chunks) and isinstance(chunks[i], QtyChunk) and isinstance(chunks[i + 1], VerbChunk)


def _starts_main(chunks: list[Chunk], i: int) -> bool:
    """A main clause starts at ``i`` (after an optional comma): a subject, then a verb or an
    auxiliary."""
    if i < len(chunks) and isinstance(comma := chunks[i], ConjChunk) and comma.word == ",":
        i += 1
    if i < len(chunks) and isinstance(there := chunks[i], CueChunk) and there.kind == "there":
        return i + 1 < len(chunks) and isinstance(chunks[i + 1], AuxChunk)
    return i + 1 < len(chunks) and isinstance(chunks[i], EntityChunk | NounChunk) and isinstance(
        chunks[i + 1], VerbChunk | AuxChunk)


def in_present(clause: Clause) -> bool:
    """ "is", "are", "am" alone: a clause said of now."""
    return [a.word.lower() for a in clause.auxiliaries] in (["is"], ["are"], ["am"])


def planned_passive(clause: Clause) -> Clause | None:
    """ "The pens are (were) to be shared equally among 4 friends": a doing arranged, told of the
    things it is done to; the clause as its plain passive ("The pens are shared …"), or None
    for any other clause."""
    match clause.auxiliaries, clause.verb, clause.rest:
        case ((AuxChunk(group="be") as be,), None, (
            PrepChunk(word="to"), AuxChunk(group="be", word=word), VerbChunk(participle=True) as done, *after
        )) if word.lower() == "be" and not done.word.lower().endswith("ing"):
            return attrs.evolve(clause, auxiliaries=(be,), verb=done, rest=tuple(after))
    return None


def split_clauses(chunks: tuple[Chunk, ...], times: tuple[TimeChunk, ...] = ()) -> list[Clause]:
    """Split a sentence's chunks into clauses; a relative clause ("a book that has 17
    pages", "Bob, who is 12,") is a clause of its own, about its head (``_relative``). Each
    clause carries the sentence's ``times``."""
    main, before, after = _relatives(list(chunks))
    main, contents = _held_with(main)
    clauses = ([attrs.evolve(c, relative=True) for piece in before for c in _split(tuple(piece))]
               + _split(tuple(main)) + [c for piece in contents for c in _split(tuple(piece))]
               + [attrs.evolve(c, relative=True) for piece in after for c in _split(tuple(piece))])
    return [attrs.evolve(c, times=times, rest=_without_preposition_of_day(c.rest, times)) for c in clauses] \
        if times else clauses


def _without_preposition_of_day(rest: tuple[Chunk, ...], times: tuple[TimeChunk, ...]) -> tuple[Chunk, ...]:
    """ "How many did it sell on Tuesday?": the machine set the day's name aside, leaving "on"
    right after the verb, where it would read as the verb's particle ("sell on"); a
    preposition of time standing right before a day's name placed the doing in time and is
    set aside with it."""
    days = [t.span[0] for t in times if t.kind is TimeKind.NAMED]
    return tuple(c for c in rest if not (
        isinstance(c, PrepChunk) and c.word in _TIME_PREPOSITIONS and c.span[1] + 1 in days))


def _relatives(items: list[Chunk]) -> tuple[list[Chunk], list[list[Chunk]], list[list[Chunk]]]:
    """The sentence without its relative clauses, and the relative clauses read as
    statements: those about the sentence's subject before it, the others after it. A
    relative clause this cannot place keeps its marker, which no frame reads."""
    before: list[list[Chunk]] = []
    after: list[list[Chunk]] = []
    while (m := next((i for i, c in enumerate(items) if _is_relative(c)), None)) is not None:
        found = _relative(items, m)
        if found is None:
            break
        start, end, piece = found
        first = not any(isinstance(c, VerbChunk | AuxChunk) for c in items[:start])
        if piece:
            (before if first else after).append(piece)
        items = items[:start] + items[end:]
    return items, before, after


def _held_with(items: list[Chunk]) -> tuple[list[Chunk], list[list[Chunk]]]:
    """ "Ralph has a photo album with 50 pages" says what "… a photo album that has 50 pages"
    says: a thing held, and what the thing has, a statement of its own about it ("has a jar
    filled with 100 nickels" too). Only after a verb of holding and a thing told by "a"/"an",
    and only when the number ends its clause."""
    for index in range(2, len(items) - 1):
        filled = _filled_participle(items[index - 1])
        if filled and index < 3:
            continue
        thing = items[index - 2] if filled else items[index - 1]
        holding = items[index - 3] if filled else items[index - 2]
        prep, counted = items[index], items[index + 1]
        holds = isinstance(holding, AuxChunk) and holding.group == "have" or isinstance(
            holding, VerbChunk) and holding.verb_class is words.VerbClass.POSSESS
        if not (holds and isinstance(thing, NounChunk) and thing.determiner in ("a", "an")
                and isinstance(prep, PrepChunk) and prep.word == "with" and isinstance(counted, QtyChunk)):
            continue
        if counted.value is None or counted.noun is None or counted.currency is not None or (
            counted.comparative is not None or counted.of_entity is not None or counted.of_them
        ) or index + 2 < len(items) and not (
            isinstance(items[index + 2], ConjChunk) and _starts_clause(items, index + 2)
        ):
            return items, []
        has = AuxChunk("had" if holding_past(holding) else "has", "have", prep.span)
        return items[:index - 1 if filled else index] + items[index + 2:], [[thing, has, counted]]
    return items, []


def _filled_participle(chunk: Chunk) -> bool:
    """ "filled", "packed", "loaded": a container's filling told after it ("a jar filled with")."""
    return isinstance(chunk, VerbChunk) and chunk.participle and chunk.particle is None and (
        chunk.word.lower().endswith("ed") and words.in_class(chunk.lemma, "filling_verbs"))


def holding_past(chunk: Chunk) -> bool:
    word = chunk.word.lower() if isinstance(chunk, AuxChunk | VerbChunk) else ""
    return word in ("had", "owned", "kept", "held", "contained")


def _is_relative(chunk: Chunk) -> bool:
    return isinstance(chunk, CueChunk) and chunk.kind == "relative"


def _relative(items: list[Chunk], m: int) -> tuple[int, int, list[Chunk]] | None:
    """Where the relative clause at marker ``m`` starts and ends in ``items``, and the
    statement it makes ([] when it is set aside), or None when it cannot be read.

    Between commas ("Bob, who is 12, has") it ends at the next comma; else at the next
    conjunction or comma, and only after the verb of its sentence ("The box that has 12 pens
    is red" does not mark where it ends). One with a number is read only when what follows
    it starts a new clause ("a box that has 12 pens and 5 pencils" is not split). One that
    counts nothing and changes nothing ("Ann, who likes to read,", "socks that did not
    fit") is set aside; but one that restricts a count held ("had 30 birds that sang") names
    a kind of birds no kind here names, and is not read."""
    commas = m >= 2 and isinstance(comma := items[m - 1], ConjChunk) and comma.word == ","
    at = m - 2 if commas else m - 1
    head = items[at]
    if not isinstance(head, EntityChunk | NounChunk | QtyChunk) or at > 0 and isinstance(
        of := items[at - 1], PrepChunk
    ) and of.word == "of":
        return None  # "a kind of bread that needs": the kind or the bread?
    if at > 0 and isinstance(factor := items[at - 1], QtyChunk) and is_factor(factor) and isinstance(
        head, NounChunk
    ) and head.determiner == "the" and _doing_said_again(items[:at - 1], items[m + 1:]):
        return None  # "read twice the pages that Ann read": the number of them, read by the frames
    end = next((i for i in range(m + 1, len(items)) if isinstance(c := items[i], WhChunk) or (
        isinstance(c, ConjChunk) and (not commas or c.word == ",")) or _is_relative(c)), len(items))
    body = items[m + 1:end]
    counted = any(isinstance(c, QtyChunk) for c in body)
    if not body or end < len(items) and _is_relative(items[end]) or counted and end < len(items) and (
        not (commas or _starts_clause(items, end + 1))
    ):
        return None
    listed = at > 0 and isinstance(items[at - 1], ConjChunk) and any(
        isinstance(c, QtyChunk) for c in items[:at])
    if listed and body and isinstance(cost := body[0], VerbChunk) and cost.lemma == "cost":
        # "bought 5 pens that cost $2 each and a lamp that cost $18": the last thing of a list
        # priced in turn, read with the list as a longer list is, never as the lamp's price alone
        return None
    before = [c for c in items[:m] if isinstance(c, VerbChunk | AuxChunk)]
    if not commas and _one_thing_bought_for_its_price(head, items[:at], body):
        # "bought a lamp that cost $20": the sum paid for the one lamp, read with its purchase
        # as "bought a lamp for $20" is (``rates._bought_for_a_sum``), never as what any lamp costs
        return None
    if not commas and (not before or isinstance(head, QtyChunk) and not (
        isinstance(verb := before[-1], VerbChunk) and verb.verb_class in _CHANGE_CLASSES
        or counted and not listed and _holding(verb) and _holding(_after_modal(body))
        and _of_each_member(body)
    )):
        # ("has 4 boxes that have 6 pens each": said of every box held, as after "bought")
        return None
    marker = items[m]
    assert isinstance(marker, CueChunk)
    statement = _relative_statement(marker.text, head, body)
    start, stop = (m - 1, end + 1 if end < len(items) else end) if commas else (m, end)
    if statement is not None and not counted and not _changes(statement):
        return start, stop, []
    if statement is None or not statement or isinstance(head, QtyChunk) and counted and not (
        _of_each_member(body)
    ):
        return None
    return start, stop, statement


def _one_thing_bought_for_its_price(head: Chunk, before: list[Chunk], body: list[Chunk]) -> bool:
    """ "bought a lamp that cost $20", "buys one lamp that costs $20": one thing, told by "a",
    "an" or "one" right after a verb of buying, and a relative that says only its cost."""
    one = isinstance(head, NounChunk) and head.determiner in ("a", "an") and not head.noun.plural and (
        head.possessor is None) or isinstance(head, QtyChunk) and head.value == 1 and (
        head.noun is not None and not head.noun.plural)
    bought = bool(before) and isinstance(verb := before[-1], VerbChunk) and verb.particle is None and (
        words.in_class(verb.lemma, "buying_verbs")) and not (
        len(before) > 1 and isinstance(to := before[-2], PrepChunk) and to.word == "to")  # a purchase wanted
    match body:
        case [VerbChunk(lemma="cost", particle=None), QtyChunk(currency=str(), comparative=None) as sum_]:
            return one and bought and sum_.value is not None
    return False


def _holding(verb: Chunk | None) -> bool:
    """ "has", "owns", "contain", "there are": a verb that tells things held or there."""
    return isinstance(verb, AuxChunk) and verb.group in ("have", "be") or (
        isinstance(verb, VerbChunk) and verb.verb_class is words.VerbClass.POSSESS)


def _after_modal(body: list[Chunk]) -> Chunk | None:
    """The verb of a relative clause's body, after "can" / "could" ("that can hold 9")."""
    match body:
        case [AuxChunk(group="modal", word=modal), VerbChunk() as verb, *_] if (
            modal.lower() in ("can", "could")
        ):
            return verb
        case [first, *_]:
            return first
    return None


def _of_each_member(body: list[Chunk]) -> bool:
    """ "4 pens that cost $2 each": a number said of every member of a counted head, which
    the main clause's number does not restrict ("30 birds that ate 5 seeds" may)."""
    return any(isinstance(c, CueChunk) and c.kind in ("each", "rate") for c in body)


_CHANGE_CLASSES = frozenset({words.VerbClass.GAIN, words.VerbClass.LOSS, words.VerbClass.TRANSFER_OUT,
                             words.VerbClass.TRANSFER_IN, words.VerbClass.EITHER, words.VerbClass.PLACE})


def _doing_said_again(before: list[Chunk], body: list[Chunk]) -> bool:
    """ "(read) … that Ann read", "(has) … that Bo has": a relative of a doer and the verb the
    sentence's last verb before it says again (a holding by "have" either way), and nothing more.
    "ate half the cookies that she baked" is some of those cookies, and stays a relative."""
    match body:
        case [EntityChunk(), AuxChunk() | VerbChunk() as again]:
            pass
        case _:
            return False
    said = next((c for c in reversed(before) if isinstance(c, AuxChunk | VerbChunk)), None)
    def lemma(chunk: AuxChunk | VerbChunk) -> str:
        return chunk.lemma if isinstance(chunk, VerbChunk) else chunk.group
    return said is not None and lemma(said) == lemma(again) and (
        not isinstance(again, VerbChunk) or again.particle is None)


def _relative_statement(word: str, head: Chunk, body: list[Chunk]) -> list[Chunk] | None:
    """ "where she bought 5 pens" is a whole clause; "who is 12" (a verb first) is said of
    its head: "Bob is 12"; "that she picked" lacks its object, the head: "she picked
    plums". A counted head is said of by its noun alone (its number is the main clause's);
    with no noun ("12 that did not"), the statement has no subject ([])."""
    said_of: Chunk | None = head
    if isinstance(head, QtyChunk):
        said_of = NounChunk(head.noun, head.span) if head.noun is not None else None
    if word == "where":
        return body if _is_subject(body[0]) else None
    if len(body) > 1 and isinstance(each := body[0], CueChunk) and each.text == "each" and isinstance(
        body[1], VerbChunk | AuxChunk
    ):
        if any(isinstance(c, CueChunk) and c.kind == "aggregate" for c in body):
            return None  # "each of which cost $2 in all": each $2, or all of them?
        body = body[1:] + [each]  # "which each cost $2" says "which cost $2 each"
    room = _room_of_each(head, body)
    if room is not None:
        return room
    if isinstance(body[0], VerbChunk | AuxChunk) or isinstance(body[0], CueChunk) and (
        body[0].kind == "negation"
    ):
        return [said_of] + body if said_of is not None else []
    if not _is_subject(body[0]) or said_of is None:
        return None
    verb_end = 1
    while verb_end < len(body) and isinstance(body[verb_end], AuxChunk | VerbChunk):
        verb_end += 1
    match body[verb_end:verb_end + 2]:
        case [PrepChunk(word="to"), VerbChunk()] if isinstance(body[verb_end - 1], VerbChunk):
            # "47 pens that she wants to share": the head is what she would share
            verb_end += 2
    if isinstance(said_of, NounChunk) and isinstance(head, QtyChunk):
        said_of = attrs.evolve(said_of, determiner="the")  # "that she picked": those plums
    return body[:verb_end] + [said_of] + body[verb_end:]


def _room_of_each(head: Chunk, body: list[Chunk]) -> list[Chunk] | None:
    """ "(puts them in) boxes which can hold 9 magazines": a bare plural told what it can hold
    says what each one can hold, as "Each box can hold 9 magazines" says (never "the boxes
    that can hold 90", "her boxes": those, together). Only an ability modal, a verb of holding
    or of room and a plain count closing the clause; None for any other relative."""
    match body:
        case [AuxChunk(group="modal", word=modal), VerbChunk(particle=None) as holds, QtyChunk() as size] if (
            modal.lower() in ("can", "could") and (
                holds.verb_class is words.VerbClass.POSSESS or words.in_class(holds.lemma, "room_verbs"))
        ):
            pass
        case _:
            return None
    if not isinstance(head, NounChunk) or head.determiner is not None or head.possessor is not None or (
        not head.noun.plural or head.noun.of is not None or size.value is None or size.noun is None
        or size.comparative is not None or size.of_entity is not None
    ):
        return None
    one = NounChunk(attrs.evolve(head.noun, plural=False, surface=head.noun.head), head.span)
    return [CueChunk("each", "each", head.span), one, *body]


def _changes(statement: list[Chunk]) -> bool:
    """A verb of change, or a verb the lexicon cannot class done to something ("swiped
    cards"): the statement may change a holding."""
    for index, chunk in enumerate(statement):
        following = statement[index + 1] if index + 1 < len(statement) else None
        if isinstance(chunk, VerbChunk) and (chunk.verb_class in _CHANGE_CLASSES or (
            chunk.verb_class is None and isinstance(following, NounChunk | EntityChunk | QtyChunk)
        )):
            return True
    return False


def _split(chunks: tuple[Chunk, ...]) -> list[Clause]:
    """Split a sentence's chunks into clauses. Splits at a conjunction or comma that is
    followed by a subject and a verb, or directly by a verb (the subject is shared).
    "After eating some, he had nine left": the gerund is a clause of its own, first, whose
    subject is the main clause's."""
    paced = _leading_pace_moved(chunks)
    if paced is not None and len(read := _split(paced)) == 1 and read[0].wh is None:
        return [attrs.evolve(read[0], span=join(chunks[0].span, chunks[-1].span))]  # the clause told
    placed = _place_first_moved(chunks)
    if placed is not None and len(read := _split(placed)) == 1 and read[0].wh is None:
        return [attrs.evolve(read[0], span=join(chunks[0].span, chunks[-1].span))]
    gerund = _leading_gerund(chunks)
    if gerund is not None:
        event, main_start = gerund
        following = _split(chunks[main_start:])
        if event.subject is not None:
            return [event] + following
        if following and following[0].wh is None and following[0].subject is not None:
            event = attrs.evolve(event, subject=following[0].subject, shared_subject=True)
            return [event] + following
        return [attrs.evolve(event, subject=None)] + following
    pieces: list[list[Chunk]] = [[]]
    items = list(chunks)
    in_question = False
    condition: list[Chunk] = []
    elided: set[int] = set()
    for i, chunk in enumerate(items):
        if i in elided:
            continue
        if in_question and (condition or isinstance(chunk, ConjChunk) and chunk.word == "if"):
            condition.append(chunk)  # "… originally if he now has 450 lbs": said before asking
            continue
        if in_question:
            pieces[-1].append(chunk)  # a question is one clause: "do Janet and Sharon have"
            continue
        if isinstance(chunk, ConjChunk) and chunk.word in _OPENERS and pieces[-1]:
            pieces.append([chunk])
            continue
        if _closes_subordinate(pieces[-1]) and _is_subject(chunk) and _starts_clause(items, i):
            pieces.append([chunk])  # "When Amy got to the fair | she had $15"
            continue
        if isinstance(chunk, ConjChunk) and not pieces[-1] and len(pieces) > 1:
            continue  # ", and Jessica has": the comma already split
        if not in_question and _member_of_standard(pieces[-1], items, i):
            pieces[-1].append(chunk)  # "as Ann and Bo have combined": one standard, "as Ann and Bo"
            elided.add(i + 2)
            continue
        if isinstance(chunk, ConjChunk) and chunk.word in _CLAUSE_CONJ and _starts_clause(
            items, i + 1
        ) and not _closes_apposition(items, i) and (_has_predicate(pieces[-1]) or (
            len(pieces) > 1 and _went_away(pieces[-1]))  # "2 of them got tired and left | and 2 …"
        ) and not (
            _continues_infinitive(pieces[-1], items, i + 1)
        ):
            pieces.append([])
            continue
        if (finite := _paced_participle(pieces[-1], items, i)) is not None:
            items[i + 1] = finite  # "…for 9 days, running 8 miles each day": "and ran 8 miles each day"
            pieces.append([])
            continue
        if _what_after_factor(items, i) or _what_after_than(items, i):
            pieces[-1].append(chunk)  # "twice what Ann picked": the multiple's other, no question
            continue
        if isinstance(chunk, CueChunk) and chunk.kind == "then" and chunk.text.lower() == "then" and (
            _has_predicate(pieces[-1]) and _starts_clause(items, i + 1)
            and not _continues_infinitive(pieces[-1], items, i + 1)
        ):
            pieces.append([chunk])  # "She ate 2 then placed the rest": "then" joins like ", then"
            continue
        if _rest_runs_on(items, i) and _has_predicate(pieces[-1]):
            pieces.append([chunk])  # "6 are blue | the rest are green", no comma or "and"
            continue
        if isinstance(chunk, WhChunk):
            in_question = True
            if pieces[-1]:
                pieces.append([chunk])
                continue
        pieces[-1].append(chunk)
    question_piece = pieces.pop() if condition else None
    while question_piece and isinstance(comma := question_piece[-1], ConjChunk) and comma.word == ",":
        question_piece.pop()  # "How many does Trey have than Kristen, if she has 12?"
    clauses: list[Clause] = []
    for index, piece in enumerate(pieces):
        if piece:
            piece = _left_behind(piece, pieces[index - 1] if index else [])
            clause = _clause(piece, clauses[-1] if clauses else None)
            opener = pieces[index - 1][0] if index and pieces[index - 1] else None
            if isinstance(opener, ConjChunk) and opener.word in ("when", "after") and _closes_subordinate(
                pieces[index - 1]
            ) and not clause.conditional:
                # "When she left(,) she had $11": a state at the time of an event told since
                # the last one, after changes the story may not tell
                clause = attrs.evolve(clause, later=True)
            clauses.append(clause)
    if question_piece is not None:
        # "…, how many will they have if they put them together and shared them?": the
        # condition is read as the statements it is, before the question
        clauses += _split(tuple(condition))
        clauses.append(_clause(question_piece, None))
    return clauses


_NO_PACE_PERIODS = frozenset({"time", "today", "yesterday", "tomorrow"})


def _leading_pace_moved(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...] | None:
    """ "Every day(,) the frog eats 2 flies", "Each week he gives 2 to his dad", "Every
    morning, she reads 5 pages" (a time of day that comes once a day): a pace told first says
    what "eats 2 flies every day" says, so the sentence is read with it at the end, when what
    follows is one clause (two clauses would each need it). "Every time she …" is a condition,
    not a period."""
    if len(chunks) < 4 or not (isinstance(cue := chunks[0], CueChunk) and cue.kind == "each"
                               and cue.text.lower() in ("every", "each")):
        return None
    period = chunks[1]
    if (occasion := _each_time_first(chunks)) is not None:
        return occasion
    once_a_day = isinstance(period, UnknownChunk) and words.in_class(period.text.lower(), "times_once_a_day")
    if not once_a_day and not (
            isinstance(period, NounChunk) and period.determiner is None and period.possessor is None
            and not period.noun.modifiers and period.noun.of is None and not period.noun.plural
            and period.noun.head not in _NO_PACE_PERIODS and (
                words.in_class(period.noun.head, "time_nouns")
                or (unit := measure_unit(period.noun.head)) is not None and unit.dimension == "time")):
        return None
    if not _starts_main(list(chunks), 2):
        return None
    body = chunks[3:] if isinstance(comma := chunks[2], ConjChunk) and comma.word == "," else chunks[2:]
    return (*body, cue, period)


_PLACES_FIRST = frozenset({"in", "on", "at", "inside", "outside", "beside", "behind", "under", "near"})


def _place_first_moved(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...] | None:
    """ "In the box were 5 pens", "Beside the pile of paper was a stack of 700 sheets": a place
    said first, then "be" and what is there, says what "There were 5 pens in the box" says, so
    the sentence is read so. The place is a preposition of place and a noun named by "the" or
    an owner (with "of" and nouns after it), no count and no one named in it; what follows "be"
    opens with a count."""
    if len(chunks) < 4 or not (isinstance(at := chunks[0], PrepChunk) and at.word in _PLACES_FIRST):
        return None
    first = chunks[1]
    if not (isinstance(first, NounChunk) and (first.determiner == "the" or first.possessor is not None)):
        return None
    end = 2
    while end + 1 < len(chunks) and isinstance(of := chunks[end], PrepChunk) and of.word == "of" and (
        isinstance(chunks[end + 1], NounChunk)
    ):
        end += 2  # "the pile of old paper"
    be, told = chunks[end], chunks[end + 1:]
    match told:
        case (NounChunk(determiner="a" | "an", possessor=None), PrepChunk(word="of"), QtyChunk() as counted,
              *_):
            pass  # "was a stack of 700 sheets"
        case (QtyChunk() as counted, *_):
            pass
        case _:
            return None
    if not (isinstance(be, AuxChunk) and be.group == "be" and counted.value is not None
            and counted.noun is not None and counted.comparative is None):
        return None
    return (CueChunk("there", "there", (at.span[0], at.span[0])), *chunks[end:], *chunks[:end])


def _each_time_first(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...] | None:
    """ "Each time, she swims 2 miles", "Every time she swims(,) she swims 2 miles": so much on
    each occasion, said first, read as "she swims 2 miles each time (she swims)". The condition
    is a subject and one verb, and at most a place it is done at or gone to ("Every time she
    goes to the gym")."""
    time = chunks[1]
    if not (isinstance(time, NounChunk) and time.noun.head == "time" and not time.noun.plural
            and time.determiner is None and time.possessor is None and not time.noun.modifiers
            and time.noun.of is None):
        return None
    if isinstance(comma := chunks[2], ConjChunk) and comma.word == "," and _starts_main(list(chunks), 3):
        return (*chunks[3:], chunks[0], time)
    match chunks[2:4]:
        case (EntityChunk(kind="pronoun", pronoun_role="subject"),
              VerbChunk(particle=None, auxiliary=None, negated=False)):
            for end in (4, 6):  # "every time she goes (to the gym)"
                if end == 6 and not (isinstance(to := chunks[4], PrepChunk) and to.word in ("to", "at")
                                     and isinstance(chunks[5], NounChunk)):
                    continue
                main = end + 1 if isinstance(comma := chunks[end], ConjChunk) and comma.word == "," else end
                if len(chunks) > main + 1 and _starts_main(list(chunks), main):
                    return (*chunks[main:], chunks[0], time, *chunks[2:end])
    return None


def _rest_runs_on(items: list[Chunk], i: int) -> bool:
    """ "the rest" right after a noun or a number that closed a predicate, with its own "be"
    after it: the subject of a clause written on without a comma ("6 are blue the rest are
    green"); "the rest" a verb takes as its object is followed by no "be"."""
    if i == 0 or i + 1 >= len(items):
        return False
    chunk, before, after = items[i], items[i - 1], items[i + 1]
    return isinstance(chunk, CueChunk) and chunk.kind == "rest" and isinstance(
        before, NounChunk | QtyChunk) and isinstance(after, AuxChunk) and after.group == "be"


def _leading_gerund(chunks: tuple[Chunk, ...]) -> tuple[Clause, int] | None:
    """ "After selling some(,) there were …": the event clause and where the main clause
    (a subject followed by an auxiliary or a verb) starts."""
    if len(chunks) < 4:
        return None
    if isinstance(having := chunks[0], AuxChunk) and having.word.lower() == "having" and isinstance(
        chunks[1], VerbChunk
    ) and chunks[1].auxiliary is None and not chunks[1].negated:
        chunks = (CueChunk("after", having.word, having.span),) + chunks[1:]  # "Having eaten 3, he …"
    if not (isinstance(chunks[0], CueChunk) and chunks[0].kind == "after"):
        return None
    verb = gerund_verb(chunks[1]) or chunks[1]
    went = isinstance(verb, QtyChunk) and isinstance(left := chunks[2], CueChunk) and left.text == "left"
    if _is_subject(verb) and (isinstance(chunks[2], VerbChunk | AuxChunk) or went):
        # "After she gave some away(,) she had 91 left", "After some left(,) he still had
        # four": a whole clause that happened first
        for j in range(3, len(chunks) - 1):
            predicate = _after_time_cues(list(chunks[j + 1:]))  # "he (still) had"
            if _is_subject(chunks[j]) and isinstance(predicate, AuxChunk | VerbChunk):
                piece = [c for c in chunks[1:j] if not (isinstance(c, ConjChunk) and c.word == ",")]
                return _clause(piece, None), j
        return None
    if not isinstance(verb, VerbChunk):
        return None
    for j in range(3, len(chunks) - 1):
        if _is_subject(chunks[j]) and isinstance(chunks[j + 1], AuxChunk | VerbChunk):
            if any(isinstance(c, VerbChunk) or gerund_verb(c) is not None for c in chunks[2:j]):
                # "After selling some and buying more, it had 13 left": a second doing, not
                # one of the first's words
                return None
            rest = tuple(c for c in chunks[2:j] if not isinstance(c, ConjChunk))
            span = join(chunks[0].span, chunks[j - 1].span)
            return Clause(None, (), verb, rest, span), j
    return None


def names_a_person(noun: Noun) -> bool:
    """ "boys", "the teacher", "her aunt": the noun names people."""
    return is_person_word(noun.head)


def is_person_word(head: str) -> bool:
    """ "boy", "teacher", "aunt": a noun's head that names people."""
    return words.in_class(head, "person_nouns") or words.role_gender(head) is not None or (
        "person" in hypernyms_of(head))


def goes_by_itself(noun: Noun) -> bool:
    """People and animals go away by themselves; things are left."""
    return names_a_person(noun) or "animal" in hypernyms_of(noun.head)


def without_source(rest: list[Chunk]) -> list[Chunk]:
    """ "(reads) 8 pages of a book (in 20 minutes)", "(to read) 18 pages of a novel": the one
    thing counted things come from, said right after them ("of a book",
    ``machine._source_after_count``), tells nothing of how many they are; the chunks without
    it. The counted things stay the count's own ("8 pages"), so a pace or a question of pages
    is of them."""
    kept: list[Chunk] = []
    at = 0
    while at < len(rest):
        kept.append(rest[at])
        at += 1 if _source_at(rest, at) is None else 3
    return kept


def sources_named(rest: Sequence[Chunk]) -> tuple[str, ...]:
    """The nouns of the things counted things come from ("18 pages of a magazine": "magazine"),
    which ``without_source`` leaves out."""
    return tuple(source.noun.head for at in range(len(rest)) if (source := _source_at(rest, at)) is not None)


def _source_at(rest: Sequence[Chunk], at: int) -> NounChunk | None:
    """The one thing a count at ``at`` says its things come from: "8 pages of a book"."""
    match rest[at:at + 3]:
        case [QtyChunk(), PrepChunk(word="of"), NounChunk(
            determiner="a" | "an", possessor=None, noun=Noun(plural=False, of=None, modifiers=())
        ) as source]:
            return source
    return None


def gerund_verb(chunk: Chunk) -> VerbChunk | None:
    """ "(After) blowing (her nose)": a gerund the machine took for a noun, as the verb it is."""
    if not isinstance(chunk, NounChunk) or chunk.determiner is not None or chunk.possessor is not None or (
        chunk.noun.modifiers or chunk.noun.of is not None or not chunk.noun.surface.lower().endswith("ing")
    ):
        return None
    lemma = words.verb_lemma(chunk.noun.surface.lower())
    if lemma is None:
        return None
    return VerbChunk(chunk.noun.surface, lemma, words.verb_class(lemma), chunk.span)


def _continues_infinitive(piece: list[Chunk], items: list[Chunk], i: int) -> bool:
    """ "She wants to sell 3 (and) then buy 5", "He will bake 4 and sell 2": a verb's base form
    with no subject of its own, after a piece whose verb follows "to" or a modal, is one more
    verb of that infinitive or modal (what she wants, what he will do), never a doing told."""
    j = i
    while j < len(items) and (isinstance(items[j], ConjChunk) or isinstance(
            cue := items[j], CueChunk) and cue.kind == "then"):
        j += 1
    if j >= len(items) or not isinstance(verb := items[j], VerbChunk) or verb.word.lower() != verb.lemma:
        return False
    return any(isinstance(to, PrepChunk) and to.word == "to" and isinstance(after, VerbChunk)
               for to, after in zip(piece, piece[1:], strict=False)) or any(
        isinstance(c, AuxChunk) and c.group == "modal" or isinstance(c, VerbChunk) and c.auxiliary is not None
        and c.auxiliary not in ("do", "be", "have") for c in piece)


def _closes_subordinate(piece: list[Chunk]) -> bool:
    """The piece is a subordinate clause ("When Amy got to the fair") with its own subject
    and predicate, so a new subject and verb start the main clause."""
    return len(piece) > 2 and isinstance(opener := piece[0], ConjChunk) and opener.word in _OPENERS and (
        opener.word != "if") and _is_subject(piece[1]) and (
        _has_predicate(piece[2:]) or _went_away(piece[2:]))


def _went_away(predicate: list[Chunk]) -> bool:
    """ "(When she) left": "left" read as a cue is the verb "leave" with no object."""
    return len(predicate) == 1 and isinstance(left := predicate[0], CueChunk) and left.text == "left"


def _has_predicate(piece: list[Chunk]) -> bool:
    """A clause ends at a conjunction only once it has its verb: "Seven red apples and two
    green apples are in the basket" is one clause."""
    return any(isinstance(c, VerbChunk | AuxChunk) for c in piece) or any(
        isinstance(q, QtyChunk) and isinstance(left, CueChunk) and left.text == "left"
        for q, left in zip(piece, piece[1:], strict=False))  # "6 people left"


def _closes_apposition(items: list[Chunk], i: int) -> bool:
    """The second comma of "Her friend, Nelly, has": not a clause boundary."""
    return i >= 2 and isinstance(items[i - 1], EntityChunk) and isinstance(
        conj := items[i - 2], ConjChunk) and conj.word == ","


def _member_of_standard(piece: list[Chunk], items: list[Chunk], i: int) -> bool:
    """ "twice as many as Ann | and Bo have combined", "more than Ann | and Bo did": a second
    member joined to a comparison's other by "and", then only a bare "have"/"did" (and a word
    of "in all") to the sentence's end or the next conjunction, is no clause of its own: the
    two are the standard."""
    match piece[-2:], items[i:i + 3]:
        case ([PrepChunk(word="as") | CueChunk(kind="than"), EntityChunk() | NounChunk()],
              [ConjChunk(word="and"), EntityChunk() | NounChunk(), AuxChunk(group="have" | "do")]):
            after = items[i + 3:]
            end = next((k for k, c in enumerate(after) if isinstance(c, ConjChunk)), len(after))
            return all(isinstance(c, CueChunk) and c.kind == "aggregate" for c in after[:end])
    return False


def _what_after_factor(items: list[Chunk], i: int) -> bool:
    """ "twice what Ann picked", "double what he did": a "what" right after a factor, then a
    doer and a verb or "did", names what the factor multiplies and asks nothing."""
    match items[i - 1:i + 3] if i else []:
        case [QtyChunk() as factor, WhChunk(asks="what"), EntityChunk(), VerbChunk() | AuxChunk(group="do")]:
            return is_factor(factor)
    return False


def _what_after_than(items: list[Chunk], i: int) -> bool:
    """ "9 more than what Ann picked", "… than what she has": a "what" right after "than", then a
    doer and a verb or an auxiliary, names the comparison's other and asks nothing."""
    match items[i - 1:i + 3] if i else []:
        case [CueChunk(kind="than"), WhChunk(asks="what"), EntityChunk(), VerbChunk() | AuxChunk()]:
            return True
    return False


def _starts_clause(items: list[Chunk], i: int) -> bool:
    """A clause starts at ``i`` when a verb comes next (shared subject) or a subject then a
    verb (with auxiliaries, negation or a time word between)."""
    j = i
    while j < len(items) and (isinstance(items[j], ConjChunk) or isinstance(
        cue := items[j], CueChunk) and cue.kind in ("then", "final", "negation")):
        j += 1
    placed, after = _strip_adverbials(items[j:])
    if placed:
        # "and in the summer he made 27": a clause may open with where or when it happened
        return bool(after) and _is_subject(after[0]) and _starts_clause(after, 0)
    if j < len(items) and isinstance(items[j], VerbChunk):
        return not _bare_gerund(items[j])  # "spent 5 minutes reading and writing 3": no finite verb
    if j < len(items) and isinstance(items[j], AuxChunk) and j + 1 < len(items) and (
        isinstance(items[j + 1], QtyChunk | VerbChunk) or isinstance(left := items[j + 1], CueChunk)
        and left.text == "left" and j + 2 < len(items) and isinstance(items[j + 2], PrepChunk)
    ):
        return True  # "and had 15 fruits left", "and has bought 3", "and was left with 9"
    if j + 2 < len(items) and isinstance(items[j], AuxChunk) and isinstance(
        no := items[j + 1], CueChunk) and no.kind == "negation" and isinstance(items[j + 2], VerbChunk):
        return True  # "but did not sell 2 of them", "but didn't come"
    if j < len(items) and isinstance(had := items[j], AuxChunk) and had.group == "have" and j + 1 < len(
        items
    ) and isinstance(items[j + 1], NounChunk):
        return True  # "and then had lunch": "had" is the verb of a clause of its own
    if j < len(items) and isinstance(items[j], WhChunk):
        return True
    if i and isinstance(and_ := items[i - 1], ConjChunk) and and_.word == "and" and _leaves_some(items[i:]):
        return True  # "took some out and left 4 in": "left" is the verb, not what remained
    if j + 1 < len(items) and isinstance(cue := items[j], CueChunk) and cue.kind == "each" and (
        isinstance(items[j + 1], NounChunk)
    ):
        return _starts_clause(items, j + 1)  # "and each box has 7 pens"
    if j >= len(items) or not _is_subject(items[j]):
        return False
    if isinstance(counted := items[j], QtyChunk) and counted.noun is not None and _went_away(
        items[j + 1:j + 2]
    ) and (j + 2 == len(items) or isinstance(items[j + 2], ConjChunk)) and goes_by_itself(counted.noun):
        return True  # "and 27 people left" (but "had 20 pens and 3 pens left" is what remained)
    k = j + 1
    if _named_role(items, j):
        k += 1  # "his friend Andrew gave"
    match items[k:k + 2]:
        case [PrepChunk(word="of"), NounChunk(possessor=None)] if isinstance(items[j], NounChunk) or (
            isinstance(rest := items[j], CueChunk) and rest.kind == "rest"
        ):
            k += 2  # "and each carton of juice costs", "and the rest of the socks are": the "of" complement
    while k < len(items) and (
        isinstance(items[k], AuxChunk)
        or isinstance(cue := items[k], CueChunk) and cue.kind in (
            "negation", "final", "then", "all", "already", "initial")
    ):
        if isinstance(aux := items[k], AuxChunk) and aux.group in ("be", "have") and not (
            k + 1 < len(items) and isinstance(items[k + 1], VerbChunk)
        ):
            return True  # "Sharon has seven oranges": "has" is the verb
        k += 1
    return k < len(items) and isinstance(items[k], VerbChunk) and not (
        k == j + 1 and _bare_gerund(items[k]))


def _paced_participle(piece: list[Chunk], items: list[Chunk], i: int) -> VerbChunk | None:
    """ ", running 8 miles each day" closing a sentence whose verb is in the simple past: a
    doing of the same subject told with its own pace of a time ("each day", "every time"), read
    as "and ran 8 miles each day"; the participle made finite in the main verb's tense. Any
    other participle after a comma ("…, leaving 3", "…, bringing the total to 9") is not."""
    match items[i:]:
        case [ConjChunk(word=","), VerbChunk(particle=None, auxiliary=None) as doing, QtyChunk() as amount,
              CueChunk(kind="each", text=each), NounChunk(noun=Noun(plural=False) as period, determiner=None,
                                                          possessor=None)]:
            pass
        case _:
            return None
    said = [c for c in piece if isinstance(c, VerbChunk | AuxChunk)]
    a_time = period.head == "time" or words.in_class(period.head, "time_nouns")
    if not (each.lower() in ("each", "every") and a_time and not period.modifiers and period.of is None
            and amount.value is not None and doing.word.lower().endswith("ing")
            and doing.verb_class is not None
            and len(said) == 1 and isinstance(main := said[0], VerbChunk) and main.auxiliary is None
            and main.word.lower() in words.inflections(main.lemma, "VBD")
            and _is_subject(piece[0])):
        return None
    past = words.inflections(doing.lemma, "VBD")
    if not past:
        return None
    return attrs.evolve(doing, word=past[0])


def _bare_gerund(verb: Chunk) -> bool:
    """ "and 45 minutes writing": a form in "-ing" right after a subject, with no auxiliary, is
    no finite verb ("and 3 kids sing" is): the words after the joint go with the clause before."""
    return isinstance(verb, VerbChunk) and verb.word.lower().endswith("ing") and (
        verb.word.lower() != verb.lemma)


def _clause(chunks: list[Chunk], previous: Clause | None) -> Clause:
    conditional = False
    supposed = False
    wh = None
    if chunks and isinstance(chunks[0], ConjChunk) and chunks[0].word in _OPENERS:
        # "While shopping, Maria bought": the opener's phrase has no subject of its own, and
        # the clause is the main one
        conditional = not (chunks[0].word == "while" and _descriptive_opening(chunks[1:]) is not None)
        supposed = chunks[0].word == "if"
        chunks = chunks[1:]
    if chunks and isinstance(chunks[0], WhChunk):
        wh = chunks[0]
        chunks = chunks[1:]
    span = join(chunks[0].span, chunks[-1].span) if chunks else (0, 0)
    if wh is not None:
        return _question_clause(wh, chunks, span)
    chunks = _prepositions_not_hedges(chunks)
    placed, chunks = _strip_adverbials(list(chunks))
    total = any(isinstance(c, CueChunk) and c.kind == "aggregate" for c in placed + chunks)
    subject: Subject | None = None
    set_aside: tuple[tuple[QtyChunk, str], ...] = ()
    shared = False
    negated = False
    already = False
    hedged = False
    # "After a haircut it was 7 inches long": a state after an event told only by its noun,
    # like "finally": what changed it may be untold
    later = any(isinstance(c, CueChunk) and c.kind == "final" for c in placed) or bool(placed) and (
        isinstance(after := placed[0], CueChunk) and after.kind == "after" or _by_a_time(placed))
    auxiliaries: list[AuxChunk] = []
    verb: VerbChunk | None = None
    i = 0
    each = False
    if len(chunks) > 1 and isinstance(first := chunks[0], CueChunk) and first.kind == "each" and (
        isinstance(chunks[1], NounChunk)
    ):
        each = True  # "Each pizza had 8 slices"
        chunks = chunks[1:]
    chunks = _more_as_subject(chunks)
    if chunks and _is_subject(chunks[0]):
        subject, i = _subject_at(chunks, 0)
        subject, chunks, set_aside = _without_apposition(subject, chunks, i)
        subject, chunks = _with_of_complement(subject, chunks, i)
    elif previous is not None and chunks and isinstance(_after_time_cues(chunks), VerbChunk | AuxChunk):
        subject = previous.subject  # "… and now has 28 pounds": the subject carries over
        shared = True
    elif previous is not None and _went_away(chunks):
        subject = previous.subject  # "… got tired and left": the verb "leave", subject carried over
        shared = True
    if (isinstance(subject, QtyChunk) or shared) and i < len(chunks) and isinstance(
        left := chunks[i], CueChunk
    ) and left.text == "left":
        # "6 students left": a quantity as subject, then "left" is the verb, not "remaining"
        leave = VerbChunk(left.text, "leave", words.verb_class("leave"), left.span)
        chunks = chunks[:i] + [leave] + chunks[i + 1:]
    while i < len(chunks):
        chunk = chunks[i]
        if isinstance(chunk, AuxChunk):
            auxiliaries.append(chunk)
        elif isinstance(chunk, CueChunk) and chunk.kind in (
            "negation", "then", "final", "all", "already", "hedge", "initial", "aggregate"
        ):
            negated = negated or chunk.kind == "negation"
            already = already or chunk.kind in ("already", "initial")
            hedged = hedged or chunk.kind == "hedge"
            later = later or chunk.kind == "final"
        else:
            break
        i += 1
    if i < len(chunks) and isinstance(found := chunks[i], VerbChunk):
        verb = found
        i += 1
    rest, one_container = _into_one_container(verb, _without_aggregate_cues(chunks, i))
    set_aside += one_container
    if verb is not None and verb.verb_class in (words.VerbClass.GAIN, words.VerbClass.TRANSFER_IN):
        rest = _without_particle_in(rest)
    rest, when = _set_aside_times(_without_emptied_prepositions(rest))
    placed = placed + when
    set_aside += tuple((c, SPAN_OF_TIME) for c in when if isinstance(c, QtyChunk))  # (_span_during's)
    if (degrees := _weather_degrees(subject, auxiliaries, verb, rest)) is not None:
        set_aside += ((degrees, WEATHER_TOLD),)
        rest = ()  # "It was 90 degrees": read as "It was hot" is, a scene
    return Clause(subject, tuple(auxiliaries), verb, rest, span,
                  conditional=conditional, supposed=supposed, shared_subject=shared, negated=negated,
                  already=already, total=total, hedged=hedged, placed=tuple(placed), set_aside=set_aside,
                  each=each,
                  later=later or any(isinstance(c, CueChunk) and c.kind == "final" for c in rest))


def _into_one_container(
    verb: VerbChunk | None, rest: tuple[Chunk, ...]
) -> tuple[tuple[Chunk, ...], tuple[tuple[QtyChunk, str], ...]]:
    """ "She put 7 cans in one bag": a told amount placed into one container, which is what "in
    a bag" says; never a parting into bags of 7 (how many bags were filled?). Only for a verb of
    placing, with one told amount of things before the closing "in/into" and the one container
    counted one by a number, named by a single noun (not "one of the bags"); the rest with the
    container said so, and its number set aside (``ONE_CONTAINER``)."""
    if verb is None or verb.verb_class is not words.VerbClass.PLACE or verb.particle is not None:
        return rest, ()
    match rest:
        case (QtyChunk() as placed, PrepChunk(word="in" | "into") as into, QtyChunk(
            value=1, kind=NumeralKind.CARDINAL, noun=Noun(plural=False, of=None) as container,
            currency=None, comparative=None, of_entity=None, attributive=False, measure=None,
            pointed=False, of_said=False,
        ) as one) if placed.value is not None and placed.noun is not None and placed.comparative is None and (
            measure_unit(container.head) is None and not placed.attributive
        ):
            return (placed, into, NounChunk(container, one.span, determiner="a")), ((one, ONE_CONTAINER),)
    return rest, ()


def _more_as_subject(chunks: list[Chunk]) -> list[Chunk]:
    """ "More plums were added", "More kids came": a bare plural after "more" opening the
    clause, before its verb, is an untold amount more of that kind, as "some more plums" is."""
    match chunks[:3]:
        case [CueChunk(kind="more") as more, NounChunk(determiner=None, possessor=None) as counted,
              AuxChunk() | VerbChunk()] if counted.noun.plural:
            span = join(more.span, counted.span)
            unknown = QtyChunk(None, None, more.span, span, noun=counted.noun, comparative="more")
            return [unknown] + chunks[2:]
    return chunks


def _prepositions_not_hedges(chunks: list[Chunk]) -> list[Chunk]:
    """ "found 12 eggs around the park", "books about plants": "around" or "about" before a
    noun phrase is a preposition of place or topic; only before a number ("about 5") is it
    a hedge."""
    found = list(chunks)
    for index, (chunk, following) in enumerate(zip(chunks, chunks[1:], strict=False)):
        if isinstance(chunk, CueChunk) and chunk.kind == "hedge" and isinstance(
            following, NounChunk | EntityChunk
        ) and words.in_class(chunk.text.lower(), "prepositions"):
            found[index] = PrepChunk(chunk.text.lower(), chunk.span)
    return found


def _without_aggregate_cues(chunks: list[Chunk], start: int) -> tuple[Chunk, ...]:
    """The rest of a clause (its chunks from ``start``) without its aggregate cues (the clause
    is marked a total): "has a total of 40 eggs", "a combined total of $76" (the "of" goes with
    the cue), "60 total vehicles" (the noun is the number's)."""
    kept: list[Chunk] = []
    for index in range(start, len(chunks)):
        chunk = chunks[index]
        before = chunks[index - 1] if index else None
        aggregate_before = isinstance(before, CueChunk) and before.kind == "aggregate"
        if isinstance(chunk, CueChunk) and chunk.kind == "aggregate":
            continue
        if aggregate_before and isinstance(chunk, PrepChunk) and chunk.word == "of":
            continue
        if aggregate_before and isinstance(chunk, NounChunk) and kept and isinstance(
            counted := kept[-1], QtyChunk
        ) and counted.noun is None and counted.currency is None and chunk.determiner is None and (
            chunk.possessor is None
        ):
            kept[-1] = attrs.evolve(counted, noun=chunk.noun, span=join(counted.span, chunk.span))
            continue
        kept.append(chunk)
    return tuple(kept)


def _without_particle_in(rest: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "got in 11 more shirts", "bought in 40 crates": "in" before what a receiving verb
    took is a particle (took in), not a place or a time."""
    match rest[:2]:
        case [PrepChunk(word="in"), QtyChunk(noun=Noun(head=head))] if measure_unit(head) is None and (
            not words.in_class(head, "time_nouns")
        ):
            return rest[1:]
    return rest


def _without_emptied_prepositions(rest: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "collected 2 shells on Monday and 2 more on Tuesday": the machine sets the day aside,
    leaving "on" with no object before a conjunction or the clause's end; it placed the event
    in time and is set aside too."""
    kept = [chunk for index, chunk in enumerate(rest) if not (
        isinstance(chunk, PrepChunk) and chunk.word in _TIME_PREPOSITIONS and index > 0
        and not _particle_of(rest[:index])  # "6 cooks and 3 maids dropped in": a particle
        and (index + 1 == len(rest) or isinstance(rest[index + 1], ConjChunk)))]
    return tuple(kept)


def _particle_of(before: tuple[Chunk, ...]) -> bool:
    """A verb of change or of going right before a bare "in" / "on": the verb's particle
    ("dropped in", "came over"), not a time set aside ("to recycle on Monday")."""
    verb = before[-1]
    purpose = len(before) > 1 and isinstance(before[-2], PrepChunk) and before[-2].word == "to"
    return isinstance(verb, VerbChunk) and not purpose and (verb.verb_class in (
        words.VerbClass.GAIN, words.VerbClass.LOSS, words.VerbClass.EITHER,
        words.VerbClass.TRANSFER_IN, words.VerbClass.TRANSFER_OUT,
    ) or words.in_class(verb.lemma, "motion_verbs"))


_RATE_DETERMINERS = frozenset({"a", "an", "each", "every", "per"})
_TIME_PREPOSITIONS = frozenset({"in", "on", "during", "at", "over", "throughout"})


def _weather_degrees(subject: Subject | None, auxiliaries: list[AuxChunk], verb: VerbChunk | None,
                     rest: tuple[Chunk, ...]) -> QtyChunk | None:
    """ "It was 90 degrees": a bare "it" that is the weather, said warm by a lone count of
    degrees and nothing else; never "It was 20 degrees warmer" nor "The oven is at 300 degrees"
    (a thing's heat, which the story may go on to change). The degrees it returns count nothing."""
    if not (isinstance(subject, EntityChunk) and subject.kind == "pronoun" and subject.text.lower() == "it"):
        return None
    if verb is not None or [a.group for a in auxiliaries] != ["be"] or len(rest) != 1:
        return None
    qty = rest[0]
    if isinstance(qty, QtyChunk) and qty.value is not None and qty.noun is not None and (
        qty.noun.head == "degree" and not qty.noun.modifiers and qty.comparative is None
    ):
        return qty
    return None


def _set_aside_times(rest: tuple[Chunk, ...]) -> tuple[tuple[Chunk, ...], list[Chunk]]:
    """ "sold 45 kits last week", "read 18 pages the first day": a time phrase after a
    quantity places the clause in time, like a leading one; it counts nothing. "a day",
    "each week" are rates, not times, and stay."""
    kept: list[Chunk] = []
    placed: list[Chunk] = []
    for chunk in rest:
        previous = kept[-1] if kept else None
        time = isinstance(chunk, NounChunk) and words.in_class(chunk.noun.head, "time_nouns") and (
            chunk.possessor is None and chunk.noun.of is None and chunk.determiner not in _RATE_DETERMINERS
        ) or _bare_ordinal_time(chunk) and isinstance(previous, QtyChunk) or _meal_time(previous, chunk)
        rate = isinstance(previous, CueChunk) and previous.kind == "each" or isinstance(
            previous, PrepChunk) and previous.word == "per"
        if time and _measure_after_factor(previous, chunk):
            time = False  # "studied for twice that time": a multiple of a time told, not a placing
        if _span_during(kept, chunk):
            # "sold 19 during the first 3 innings": how long it went on, never what was sold
            placed.extend(kept[len(kept) - 1 - (not isinstance(previous, PrepChunk)):])
            del kept[len(kept) - 1 - (not isinstance(previous, PrepChunk)):]
            placed.append(chunk)
            continue
        if time and not rate and any(isinstance(c, QtyChunk) for c in kept):
            if isinstance(previous, PrepChunk) and previous.word in _TIME_PREPOSITIONS:
                placed.append(kept.pop())  # "in the spring"
            placed.append(chunk)
        else:
            kept.append(chunk)
    return tuple(kept), placed


def _measure_after_factor(previous: Chunk | None, chunk: Chunk) -> bool:
    """ "twice that time", "half this time": a measure noun pointed at right after a bare factor."""
    return isinstance(previous, QtyChunk) and previous.noun is None and is_factor(previous) and (
        isinstance(chunk, NounChunk) and chunk.determiner in ("that", "this") and not chunk.noun.plural
        and not chunk.noun.modifiers and words.named_dimension(chunk.noun.head) is not None)


def _span_during(kept: list[Chunk], chunk: Chunk) -> bool:
    """ "during 3 innings", "during the next 2 hours": a count right after "during" (an
    ordinal between, the machine left as "the first") is a span of time."""
    if not isinstance(chunk, QtyChunk) or chunk.value is None or chunk.noun is None or not kept:
        return False
    before = kept[:-1] if _bare_ordinal_time(kept[-1]) else kept
    return bool(before) and isinstance(during := before[-1], PrepChunk) and during.word == "during"


def _meal_time(previous: Chunk | None, chunk: Chunk) -> bool:
    """ "in line at lunch", "sold 9 during dinner": a bare meal after "at" or "during" is the time
    it is eaten, no place ("for lunch" is what a thing is for, and stays)."""
    return isinstance(previous, PrepChunk) and previous.word in ("at", "during") and (
        isinstance(chunk, NounChunk) and chunk.determiner is None and chunk.possessor is None
        and not chunk.noun.plural and not chunk.noun.modifiers and chunk.noun.of is None
        and words.in_class(chunk.noun.head, "meal_nouns"))


def _bare_ordinal_time(chunk: Chunk) -> bool:
    """ "ate 25 pieces the first night": the machine set the time word aside ("night"),
    leaving "the first" alone after what was counted, which names nothing else."""
    return isinstance(chunk, NounChunk) and chunk.determiner == "the" and chunk.possessor is None and (
        not chunk.noun.modifiers and chunk.noun.of is None and chunk.noun.head in ("first", "next", "last")
        and words.in_class(chunk.noun.head, "drain"))


def _with_of_complement(subject: Subject, chunks: list[Chunk], i: int) -> tuple[Subject, list[Chunk]]:
    """ "Each loaf of bread costs $2": the subject noun takes its "of" complement."""
    match chunks[i:i + 2]:
        case [PrepChunk(word="of"), NounChunk(possessor=None) as complement] if isinstance(
            subject, NounChunk
        ) and subject.noun.of is None:
            of = " ".join(complement.noun.modifiers + (complement.noun.head,))
            noun = attrs.evolve(subject.noun, of=of)
            return attrs.evolve(subject, noun=noun, span=join(subject.span, complement.span)), (
                chunks[:i] + chunks[i + 2:])
        case [PrepChunk(word="of"),
              EntityChunk(kind="name", possessor=None, members=(), plural=False) as name] if (
            isinstance(subject, NounChunk) and subject.determiner == "the" and subject.possessor is None
            and not subject.noun.plural and not subject.noun.modifiers and subject.noun.of is None
            and words.in_class(subject.noun.head, "settlement_nouns")
        ):
            # "The town of Ely has …": the name is the place's own (an apposition), and the
            # place is held as the town, told apart by its name from the town of York
            named = attrs.evolve(subject.noun, modifiers=(name.text.lower(),))
            return attrs.evolve(subject, noun=named, span=join(subject.span, name.span)), (
                chunks[:i] + chunks[i + 2:])
        case [PrepChunk(word="of"), QtyChunk(noun=Noun(plural=True) as members) as counted] if (
            isinstance(subject, NounChunk) and subject.determiner == "a" and subject.possessor is None
            and subject.noun.head == "group" and not subject.noun.modifiers and subject.noun.of is None
            and counted.value is not None and counted.value.denominator == 1 and counted.value >= 2
            and counted.comparative is None and counted.of_entity is None and counted.currency is None
            and not counted.of_them and counted.measure is None and goes_by_itself(members)
        ):
            # "A group of 4 friends went …": the group is its members, counted, as "4 friends went"
            return counted, chunks[:i] + chunks[i + 2:]
    return subject, chunks


_PREDICATE_CUES = frozenset({"then", "final", "all", "already", "negation", "initial"})


def _without_apposition(subject: Subject, chunks: list[Chunk], i: int) -> tuple[
        Subject, list[Chunk], tuple[tuple[QtyChunk, str], ...]]:
    """ "Her sister, Melissa, picked …": the name between commas is who the subject is;
    "Joe, one of the hunters, found …", "Carl, on the other hand, collected …": what sits
    between commas before the verb describes the subject and is set aside. The "one" of "one
    of the hunters" (and no other number there) is then set aside too, counting nothing."""
    if i >= len(chunks) or not (isinstance(comma := chunks[i], ConjChunk) and comma.word == ","):
        return subject, chunks, ()
    close = next((k for k in range(i + 1, len(chunks)) if isinstance(c := chunks[k], ConjChunk)
                  and c.word == ","), None)
    if close is None or close + 1 >= len(chunks):
        return subject, chunks, ()
    after = chunks[close + 1]
    if not (isinstance(after, VerbChunk | AuxChunk) or isinstance(after, CueChunk) and (
        after.kind in _PREDICATE_CUES
    )):
        return subject, chunks, ()
    between = chunks[i + 1:close]
    if any(isinstance(c, QtyChunk) and c.value is not None and not c.of_them and c.noun is None
           for c in between):
        return subject, chunks, ()
    if len(between) == 1 and isinstance(alias := between[0], EntityChunk) and alias.kind == "name" and (
        isinstance(subject, NounChunk | EntityChunk)
    ):
        subject = alias
    elif not (isinstance(subject, EntityChunk) and subject.kind == "name"):
        return subject, chunks, ()
    counts = [c for c in between if isinstance(c, QtyChunk)]
    described: tuple[tuple[QtyChunk, str], ...] = ()
    match counts:
        case [QtyChunk(value=1, of_said=True, comparative=None) as one] if between == [one]:
            described = ((one, SUBJECT_DESCRIBED),)  # "Joe, one of the best hunters,"
    return subject, chunks[:i] + chunks[close + 1:], described


def _left_behind(piece: list[Chunk], before: list[Chunk]) -> list[Chunk]:
    """ "took some out of the box and left 4 (in / in it / in the box)": what the doer left is
    what stays where the things were taken from, so the clause says what "the box had 4 left"
    says. Only when the clause before ends on the place they were taken "out of" or "from",
    by a verb that does not place them (`put … from the bag` puts them elsewhere), and with
    nothing after the number but where they were left: "left 4 on the table" may be
    elsewhere, and stays unread."""
    verb = next((c for c in before if isinstance(c, VerbChunk)), None)
    if not _leaves_some(piece) or verb is None or verb.verb_class in (None, words.VerbClass.PLACE):
        return piece
    place = before[-1] if before else None
    taken_from = [c.word for c in before[-3:-1] if isinstance(c, PrepChunk)]
    if not (isinstance(place, NounChunk) and place.determiner == "the" and place.possessor is None
            and (taken_from[-1:] == ["from"] or taken_from == ["out", "of"])):
        return piece
    left, counted, where = piece[0], piece[1], piece[2:]
    match where:
        case [] | [PrepChunk(word="in" | "inside")]:
            pass
        case [PrepChunk(word="in" | "inside"), EntityChunk(kind="pronoun", text="it")]:
            pass
        case [PrepChunk(word="in" | "inside"), NounChunk(determiner="the", possessor=None) as there] if (
            there.noun.head == place.noun.head
        ):
            pass
        case _:
            return piece
    return [place, AuxChunk("had", "have", left.span), counted, CueChunk("final", "left", left.span)]


def _leaves_some(piece: list[Chunk]) -> bool:
    """ "(and) left 4 (in the box)": "left" after "and", a number right after it, is the verb
    "leave" with that number for its object (what the doer left behind), a clause of its own
    that only ``_left_behind`` reads; never a second object of the verb before ("took 3 out
    and left 4 in" took 3, not 7)."""
    return len(piece) > 1 and isinstance(left := piece[0], CueChunk) and left.text.lower() == "left" and (
        isinstance(piece[1], QtyChunk))


def _after_time_cues(chunks: list[Chunk]) -> Chunk | None:
    """The first chunk after leading "now" / "then" / "still"."""
    for chunk in chunks:
        if not (isinstance(chunk, CueChunk) and chunk.kind in ("final", "then")):
            return chunk
    return None


def _subject_at(chunks: list[Chunk], i: int) -> tuple[Subject, int]:
    """The subject starting at ``i`` and where it ends. Names joined by "and" (or a comma
    list closed by "and") are a group: "Janet and Sharon", "Allan and his friend". An
    apposition ("Her friend, Nelly, has") is not a group; the frames refuse it."""
    first = chunks[i]
    assert _is_subject(first)
    subject: Subject = first  # type: ignore[assignment]  # _is_subject narrows to Subject
    if _named_role(chunks, i):
        subject = chunks[i + 1]  # type: ignore[assignment]  # "his friend Andrew": Andrew
        i += 1
    i += 1
    while True:
        if isinstance(subject, EntityChunk) and subject.members and _serial_and(chunks, i):
            i += 1  # "Ann, Bo, and Cy": the comma before the closing "and"
        if not (
            i + 1 < len(chunks)
            and isinstance(conj := chunks[i], ConjChunk)
            and (conj.word == "and" or conj.word == "," and _list_continues(chunks, i))
            and isinstance(member := chunks[i + 1], EntityChunk)
            and isinstance(subject, EntityChunk)
        ):
            break
        members = subject.members or (subject,)
        subject = EntityChunk("group", "", join(subject.span, member.span),
                              members=members + (member,), plural=True)
        i += 2
    return subject, i


def _serial_and(chunks: list[Chunk], i: int) -> bool:
    """ ", and" then an entity at ``i`` ("Ann, Bo, and Cy"): the comma a list may put before
    its last "and"."""
    return i + 2 < len(chunks) and isinstance(comma := chunks[i], ConjChunk) and comma.word == "," and (
        isinstance(conj := chunks[i + 1], ConjChunk) and conj.word == "and"
        and isinstance(chunks[i + 2], EntityChunk))


def _named_role(chunks: list[Chunk], i: int) -> bool:
    """ "his friend Andrew", "her sister Mia": a role and then the name of who fills it; "the
    twins Ann and Bo", "the boys Al, Ben and Cy": "the" and a plural, then the names of two or
    more, who they are."""
    if i + 1 < len(chunks) and isinstance(role := chunks[i], EntityChunk) and role.kind == "role" and (
        isinstance(name := chunks[i + 1], EntityChunk) and name.kind == "name" and not name.possessor
    ):
        return True
    match chunks[i:i + 4]:
        case [NounChunk(determiner="the", possessor=None, noun=Noun(plural=True, modifiers=(), of=None)),
              EntityChunk(kind="name", possessor=None, members=()), ConjChunk(word="and" | ","),
              EntityChunk(kind="name", possessor=None, members=())]:
            return True
    return False


def _list_continues(chunks: list[Chunk], i: int) -> bool:
    """A comma joins a list of entities only when an "and" closes the list (", and" too)."""
    j = i
    while j + 1 < len(chunks) and isinstance(conj := chunks[j], ConjChunk) and (
        isinstance(chunks[j + 1], EntityChunk) or conj.word == "," and _serial_and(chunks, j)
    ):
        if conj.word == "and" or _serial_and(chunks, j + 2):
            return True
        j += 1 if conj.word == "," and _serial_and(chunks, j) else 2
    return False


def _question_clause(wh: WhChunk, chunks: list[Chunk], span: tuple[int, int]) -> Clause:
    """ "how many apples does Sam have now": head = chunks before the first auxiliary or
    verb; then the subject, the verb and the rest."""
    i = 0
    head: list[Chunk] = []
    while i < len(chunks) and not isinstance(chunks[i], AuxChunk | VerbChunk):
        head.append(chunks[i])
        i += 1
    auxiliaries: list[AuxChunk] = []
    negated = False
    while i < len(chunks) and isinstance(aux := chunks[i], AuxChunk):
        auxiliaries.append(aux)
        i += 1
    subject: Subject | None = None
    if i < len(chunks) and _is_subject(chunks[i]):
        subject, i = _subject_at(chunks, i)
    while i < len(chunks):
        chunk = chunks[i]
        following = chunks[i + 1] if i + 1 < len(chunks) else None
        if isinstance(chunk, AuxChunk):
            auxiliaries.append(chunk)
        elif isinstance(chunk, CueChunk) and chunk.kind in ("negation", "final") and isinstance(
            following, VerbChunk | AuxChunk
        ):
            negated = negated or chunk.kind == "negation"  # "does Dan now have"
        else:
            break
        i += 1
    verb = None
    if i < len(chunks) and isinstance(found := chunks[i], VerbChunk):
        verb = found
        i += 1
    return Clause(subject, tuple(auxiliaries), verb, tuple(chunks[i:]), span,
                  wh=wh, head=tuple(head), negated=negated)
