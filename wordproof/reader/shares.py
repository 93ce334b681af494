"""Equal shares and groups: a whole parted into parts of one size.

A whole is shared among a number of parts ("He shares the 24 apples among 4 friends", "The
eggs are organized into 5 groups") or put into parts of a stated size ("She put them into
bags with 7 in each bag", "… in groups of 3"); a part's size may also be said of the parts
alone ("Each shelf can hold 8 books", "A vase holds 5 flowers"), and then holds for all its
holder has when the question is asked. Each reads as one SHARE entry: whole = size × parts,
one of the two unknown. A question asks for the size ("How many does each friend get?",
"How many apples are in each box?") or for the parts ("How many bags did he fill?").
Division is proven exact by the integrality obligation: a non-whole count of things is
refused, unless the question asking for the parts says how to round them: "need" /
"require" (up: parts for all of it), "can fill" / "could make" / "full boxes" (down: the
complete parts). An estimate ("About how many …") or any other question is answered only
when no rounding is needed.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TypeGuard

import attrs

from wordproof.ledger.derivation import Citation
from wordproof.ledger.entries import (
    Amount,
    Entry,
    Kind,
    KindMatcher,
    Op,
    QuantityUse,
    Target,
    TargetWhat,
)
from wordproof.ledger.shares import PEOPLE_COUNTED
from wordproof.lexicon import words
from wordproof.lexicon.tables import is_category, measure_unit, membership
from wordproof.lexicon.words import VerbClass
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
)
from wordproof.reader.clauses import Clause, is_person_word, planned_passive
from wordproof.reader.frames import Proto
from wordproof.reader.measures import each_size
from wordproof.reader.rates import a_plain_count
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralKind
from wordproof.text.pieces import sentence_span
from wordproof.text.times import TimeKind

_INTO = frozenset({"into", "among", "between", "in", "on", "onto", "over", "to"})
_ONE = frozenset({"a", "an", "each", "every"})


def read_share(clause: Clause) -> tuple[Proto, ...] | None:
    """The SHARE proto of a clause that parts a whole or states a part's size; None when
    the clause does neither. () for a clause that only says the parts are equal ("so there
    are the same number in each bag"): a share already assumes it, and leaving a constraint
    out can make an answer not unique, never wrong."""
    if clause.negated or clause.hedged:
        return None
    if _says_equal(clause):
        return ()
    fitted = _fits_in_each(clause)
    making = _making_sized_parts(clause)
    if making is not None:
        return making
    sized = _placed_each(_it_takes(_modal_have(_capacity_of(_room_in_each(fitted)))))
    intended = _intended(_used_into_parts(clause))
    parted = _partition(intended)
    if parted is None and intended is not clause:  # "is to give them to 5 friends": no "equally"
        parted = _partition(intended, equal_untold=True)
    if parted is not None and intended is not clause:
        parted = tuple(attrs.evolve(p, planned=True) for p in parted)  # a plan, or under way
    if parted is not None and clause.rest_kept is not None:
        parted = tuple(attrs.evolve(p, rest_kept=clause.rest_kept) for p in parted)
    fitter = clause.subject if fitted is not clause and isinstance(clause.subject, EntityChunk) else None
    if parted is None and fitter is not None and (room := _portion(sized)) is not None:
        # whose parts the fitter's room is told of: the fitter's own, no one else's
        return tuple(attrs.evolve(p, other=fitter) for p in room)
    return (parted or _portion(sized) or _has_parts(clause) or _comes_in(_sold_in(clause))
            or _held_in_parts(clause) or _kept_in_parts(clause)
            or _each_the_same(clause) or _same_in_each(clause) or _given_each(clause)
            or _forming_parts(clause) or _split_by_sharers(clause) or _ought_equal(clause)
            or _used_to_make(clause) or _making_equal_parts(clause) or _done_the_same_each(clause)
            or _they_each_the_same(clause))


def rest_kept_after_share(clauses: list[Clause]) -> list[Clause]:
    """ "She split 20 pens among 8 friends and kept the rest (the leftovers, the remainder)":
    each friend got whole pens, as many as could go to all alike, and what did not part went
    back to the sharer. The keeping is folded into the share it follows (``Clause.rest_kept``,
    its words kept for the rounding step to cite); a keeping after anything else is left as
    it is."""
    folded: list[Clause] = []
    for clause in clauses:
        before = folded[-1] if folded else None
        if before is not None and _keeps_the_rest(clause) and before.rest_kept is None and (
            before.subject == clause.subject and _partition(_intended(before)) is not None
        ):
            assert clause.verb is not None
            folded[-1] = attrs.evolve(before, rest_kept=(clause.verb.span[0], clause.span[1]))
            continue
        folded.append(clause)
    return folded


def _keeps_the_rest(clause: Clause) -> bool:
    verb = clause.verb
    if verb is None or verb.lemma != "keep" or verb.particle or clause.auxiliaries or clause.negated or (
        not clause.shared_subject
    ):
        return False
    match clause.rest:
        case (CueChunk(kind="rest"),):
            return True
        case (NounChunk(determiner="the", possessor=None, noun=Noun(modifiers=(), of=None) as rest),):
            return rest.head in ("leftover", "remainder")
    return False


def _used_to_make(clause: Clause) -> tuple[Proto, ...] | None:
    """ "She wants to use 31 beads to make 4 necklaces", "He used 30 eggs to make 4 cakes": the
    things used parted among the parts made, each made of some of them; the parts are equal
    only when the story says so after it (``equal_untold``)."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.particle or clause.auxiliaries or (
        not isinstance(subject, EntityChunk | NounChunk)
    ):
        return None
    rest = list(clause.rest)
    if words.in_class(verb.lemma, "wanting_verbs"):
        match rest:
            case [PrepChunk(word="to"), VerbChunk(lemma="use", particle=None), *used]:
                rest = used
            case _:
                return None
    elif verb.lemma != "use":
        return None
    match rest:
        case [QtyChunk() as whole, PrepChunk(word="to"), VerbChunk(particle=None) as making,
              QtyChunk() as made] if (
            words.in_class(making.lemma, "making_parts_verbs") and making.word.lower() == making.lemma
        ):
            pass
        case _:
            return None
    if not a_plain_count(whole) or not a_plain_count(made) or whole.noun is None or made.noun is None or (
        not made.noun.plural or made.noun.head == whole.noun.head
    ):
        return None
    per = attrs.evolve(made.noun, modifiers=(), of=None)
    size = QtyChunk(None, None, made.span, made.span, noun=whole.noun)
    return (Proto(Op.SHARE, subject, size, clause.span, per=per, count=attrs.evolve(made, noun=per),
                  shared=whole, equal_untold=True),)


def _making_equal_parts(clause: Clause) -> tuple[Proto, ...] | None:
    """ "She is making 7 necklaces with each necklace using the same number of beads", "He wants to
    make 5 cakes with the same amount of flour in each cake": the things the maker holds ("the
    beads") parted among the parts made, a count of them, equal as the clause says. Only under
    way or planned, the parts a plain plural, the things a plain plural or a stuff named after
    "the same number / amount of"; the whole is the maker's holding of them."""
    making = _made_under_way(clause)
    if making is None or clause.verb is None or clause.verb.negated:
        return None
    maker, _, rest = making
    match rest:
        case [QtyChunk(noun=Noun(plural=True, modifiers=(), of=None) as made) as count,
              PrepChunk(word="with"), *tail] if a_plain_count(count):
            pass
        case _:
            return None
    match tail:
        case [CueChunk(kind="each", text=e), NounChunk(determiner=None, possessor=None, noun=one),
              VerbChunk(particle=None, negated=False) as having, *same] if (
            e.lower() == "each" and one.head == made.head and not one.plural and not one.modifiers
            and having.word.lower().endswith("ing") and having.lemma in ("use", "have", "get", "take")
        ):
            pass
        case [*same, PrepChunk(word="in"), CueChunk(kind="each", text=e), NounChunk(
            determiner=None, possessor=None, noun=one
        )] if e.lower() == "each" and one.head == made.head and not one.plural and not one.modifiers:
            pass
        case _:
            return None
    match same:
        case [NounChunk(noun=Noun(head="same", modifiers=()), determiner="the"),
              CueChunk(kind="number" | "amount"), PrepChunk(word="of"),
              NounChunk(determiner=None, possessor=None, noun=Noun(modifiers=(), of=None) as kind) as things]:
            pass
        case [NounChunk(noun=Noun(head="amount" | "number", modifiers=("same",)), determiner="the"),
              PrepChunk(word="of"), NounChunk(determiner=None, possessor=None,
                                              noun=Noun(modifiers=(), of=None) as kind) as things]:
            pass
        case _:
            return None
    if kind.head == made.head:
        return None
    per = attrs.evolve(made, modifiers=(), of=None, plural=False)
    size = QtyChunk(None, None, things.span, things.span, noun=kind)
    # the maker's own things ("his beads"): another's beads are never what the maker parts
    whole = NounChunk(kind, things.span, possessor=maker)
    return (Proto(Op.SHARE, maker, size, clause.span, other=whole, per=per,
                  count=attrs.evolve(count, noun=per), parted_by_subject=True, all_placed=True),)


def _split_by_sharers(clause: Clause) -> tuple[Proto, ...] | None:
    """ "15 students split 122 cards (equally)", "4 friends split 30 stamps among themselves":
    people counted as the subject part the whole they name among themselves, one part each; the
    whole is theirs, told nowhere else (the sharer is the story's world, as for a whole named
    in the clause and held by no one)."""
    verb, subject = clause.verb, clause.subject
    if verb is None and isinstance(subject, EntityChunk):
        return _split_by_one_and_theirs(clause, subject)
    if verb is not None and not verb.particle and not clause.auxiliaries and (
        isinstance(subject, EntityChunk) and words.in_class(verb.lemma, "partition_verbs")
    ):
        return _split_by_named(clause, subject)
    if verb is None or verb.particle or clause.auxiliaries or (
        not words.in_class(verb.lemma, "partition_verbs") or not isinstance(subject, QtyChunk)
        or not a_plain_count(subject) or subject.noun is None or not subject.noun.plural
        or not words.in_class(subject.noun.head, "person_nouns")
    ):
        return None
    rest = [c for c in clause.rest if not _equally(c)]
    match rest:
        case [QtyChunk() as whole] | [QtyChunk() as whole, PrepChunk(word="among" | "between"),
                                      EntityChunk(text="themselves")]:
            pass
        case _:
            return None
    if not a_plain_count(whole) or whole.noun is None or whole.noun.head == subject.noun.head or (
        words.in_class(whole.noun.head, "person_nouns")
    ):
        return None
    per = attrs.evolve(subject.noun, modifiers=())
    size = QtyChunk(None, None, subject.span, subject.span, noun=whole.noun)
    return (Proto(Op.SHARE, CueChunk("there", "", subject.span), size, clause.span, per=per,
                  count=attrs.evolve(subject, noun=per), shared=whole),)


def _split_by_one_and_theirs(clause: Clause, subject: EntityChunk) -> tuple[Proto, ...] | None:
    """ "Tom and his 2 brothers shared 12 apples equally", "She and her 3 friends …": one named
    (or a pronoun for one) and the people of someone's counted, the subject as the clause
    splitter leaves it (the group of the one and the owner, the count after it); read as
    "Tom, Ann and Bo" is, the count of parts one more than the people counted."""
    match subject.members, clause.rest:
        case ((EntityChunk(kind="name" | "pronoun", text=one) as first, EntityChunk(
            kind="pronoun", text=owner
        )), (QtyChunk() as counted, VerbChunk() as verb, *rest)) if (
            owner.lower() in ("his", "her") and (first.kind == "name" or one.lower() in ("he", "she"))
        ):
            pass
        case _:
            return None
    if not a_plain_count(counted) or counted.noun is None or not counted.noun.plural or (
        counted.noun.modifiers or counted.noun.of is not None
        or not words.in_class(counted.noun.head, "person_nouns") or counted.span[0] < subject.span[1]
    ):
        return None
    group = attrs.evolve(subject, span=(subject.span[0], counted.span[1]))
    return _split_by_named(attrs.evolve(clause, subject=group, verb=verb, rest=tuple(rest)), group,
                           counted.value + 1 if counted.value is not None else None)


def _split_by_named(clause: Clause, subject: EntityChunk, count_of: Fraction | None = None,
                    ) -> tuple[Proto, ...] | None:
    """ "Tom and Ann shared 12 apples equally": the people named part the whole they name,
    one part each, told equal; the count of parts is the names counted (``PEOPLE_COUNTED``)."""
    verb = clause.verb
    if verb is None or verb.particle or clause.auxiliaries or (
        not words.in_class(verb.lemma, "partition_verbs")
    ):
        return None
    if subject.kind != "group" or len(subject.members) < 2 or count_of is None and any(
        m.kind != "name" or m.members for m in subject.members
    ) or not any(_equally(c) for c in clause.rest):
        return None
    match [c for c in clause.rest if not _equally(c)]:
        case [QtyChunk() as whole] | [QtyChunk() as whole, PrepChunk(word="among" | "between"),
                                      EntityChunk(text="themselves")]:
            pass
        case _:
            return None
    if not a_plain_count(whole) or whole.noun is None or words.in_class(whole.noun.head, "person_nouns"):
        return None
    per = Noun("person", "people", True, span=subject.span)
    count = QtyChunk(count_of or Fraction(len(subject.members)), NumeralKind.CARDINAL, subject.span,
                     subject.span, noun=per, lexicon_constant=PEOPLE_COUNTED)
    size = QtyChunk(None, None, subject.span, subject.span, noun=whole.noun)
    return (Proto(Op.SHARE, CueChunk("there", "", subject.span), size, clause.span, per=per,
                  count=count, shared=whole),)


def _span_unit(chunk: Chunk) -> Noun | None:
    """The unit of time a count of periods names ("4 days", "3 weeks"), or None."""
    if not isinstance(chunk, QtyChunk) or not a_plain_count(chunk) or chunk.noun is None:
        return None
    if not _a_period(chunk.noun.head) or chunk.noun.modifiers or chunk.noun.of is not None:
        return None
    return chunk.noun


def _a_period(noun: str) -> bool:
    """A unit of time ("day", "hour") or an occasion counted as one ("game", "round")."""
    unit = measure_unit(noun)
    return unit is not None and unit.dimension == "time" or words.in_class(noun, "occasion_nouns")


def _a_doer(subject: Chunk | None) -> TypeGuard[EntityChunk | NounChunk]:
    """Someone named, or one thing named by "the" ("The store sold …"), as a doing's subject."""
    return isinstance(subject, EntityChunk) or isinstance(subject, NounChunk) and (
        subject.determiner == "the" and subject.possessor is None and not subject.noun.plural)


def done_over_span(clause: Clause) -> tuple[Proto, ...] | None:
    """ "Ann read 120 pages in 4 days": a doing told over a count of periods is a whole parted
    among them, how much in each untold: equal only when a clause says so ("She read the same
    number of pages each day", `_done_the_same_each`), refused otherwise (one day may have
    taken more). The whole is the doing's, held by no one. Read after every other frame: "types
    90 words in 2 minutes" is a pace (`rates`)."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.particle or verb.negated or clause.auxiliaries or clause.conditional or (
        not _a_doer(subject) or verb.verb_class not in (
            VerbClass.ACTIVITY, VerbClass.GAIN, VerbClass.LOSS)
    ):
        return None
    match clause.rest:
        case (QtyChunk() as whole, PrepChunk(word="in" | "over"), QtyChunk() as periods):
            pass
        case _:
            return None
    per = _span_unit(periods)
    if per is None or not a_plain_count(whole) or whole.noun is None or _span_unit(whole) is not None:
        return None
    per = attrs.evolve(per, plural=False)
    size = QtyChunk(None, None, whole.span, whole.span, noun=whole.noun)
    return (Proto(Op.SHARE, subject, size, clause.span, verb=verb, per=per,
                  count=attrs.evolve(periods, noun=per), shared=whole, equal_untold=True),)


def done_by_group(clause: Clause) -> tuple[Proto, ...] | None:
    """ "6 friends bought 234 tickets (in all)": a doing told of a counted group of people is a
    whole parted among them, each one's part untold: equal only when a clause says so ("They
    each bought the same amount", `_they_each_the_same`), refused otherwise (one may have bought
    more). The whole is the doing's, held by no one of them. Read after every other frame."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.particle or verb.negated or clause.auxiliaries or clause.conditional or (
        clause.each or verb.verb_class not in (VerbClass.ACTIVITY, VerbClass.GAIN, VerbClass.LOSS)
    ):
        return None
    if not isinstance(subject, QtyChunk) or not a_plain_count(subject) or subject.noun is None or not (
        subject.noun.plural and not subject.noun.modifiers and subject.noun.of is None
        and is_person_word(subject.noun.head)
    ):
        return None
    match clause.rest:
        case (QtyChunk() as whole,) if a_plain_count(whole) and whole.noun is not None and not (
            is_person_word(whole.noun.head) or _span_unit(whole) is not None
        ):
            pass
        case _:
            return None
    per = attrs.evolve(subject.noun, plural=False)
    size = QtyChunk(None, None, whole.span, whole.span, noun=whole.noun)
    return (Proto(Op.SHARE, CueChunk("there", "", subject.span), size, clause.span, verb=verb, per=per,
                  count=attrs.evolve(subject, noun=per), shared=whole, equal_untold=True),)


def _they_each_the_same(clause: Clause) -> tuple[Proto, ...] | None:
    """ "They each bought the same amount", "(If) they each read the same number of pages": the
    one doing told of a counted group of people before (`done_by_group`) had equal parts, as
    "If she gives everyone the same number" tells of a share among people; read only after
    one, and only of that doing (its verb)."""
    subject = clause.subject
    if clause.verb is not None or clause.negated or clause.auxiliaries or not (
        isinstance(subject, EntityChunk) and subject.text.lower() == "they"
    ):
        return None
    match list(clause.rest):
        case [CueChunk(kind="each", text=e), VerbChunk(particle=None, negated=False) as verb, *same] if (
            e.lower() == "each"
        ):
            pass
        case _:
            return None
    match same:
        case [NounChunk(noun=Noun(head="amount" | "number", modifiers=("same",), of=None))]:
            kind = None  # "the same amount": of whatever the doing counted
        case _:
            kind = _same_kind(same)
            if kind is None:
                return None
    everyone = Noun("everyone", "everyone", False, span=subject.span)
    size = QtyChunk(None, None, subject.span, subject.span, noun=kind)
    count = QtyChunk(None, None, subject.span, subject.span, noun=everyone)
    return (Proto(Op.SHARE, CueChunk("there", "", subject.span), size, clause.span, verb=verb, per=everyone,
                  count=count, equal_again=True),)


def _done_the_same_each(clause: Clause) -> tuple[Proto, ...] | None:
    """ "She read the same number of pages each day": the doing told over periods before
    (`_done_over_span`) was even, the same in each; said of the one who did it."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.particle or verb.negated or not _a_doer(subject) or (
        clause.auxiliaries and [a.word.lower() for a in clause.auxiliaries] != ["did"]
    ):
        return None
    rest = list(clause.rest)
    if len(rest) > 2 and isinstance(rest[-3], PrepChunk) and rest[-3].word == "in":
        del rest[-3]  # "in each round" says what "each round" says
    match rest:
        case [*same, CueChunk(kind="each", text=e), NounChunk(determiner=None, possessor=None) as period] if (
            e.lower() in ("each", "every") and not period.noun.plural and not period.noun.modifiers
            and _a_period(period.noun.head)
        ):
            pass
        case _:
            return None
    match same:
        case [NounChunk(noun=Noun(head="amount" | "number", modifiers=("same",)))]:
            kind = None  # "the same amount": of whatever the doing counted
        case _:
            kind = _same_kind(same)
            if kind is None:
                return None
            if kind.head == "money":
                kind = None  # "the same amount of money": of whatever sum the doing counted
    per = attrs.evolve(period.noun, modifiers=(), of=None)
    size = QtyChunk(None, None, period.span, period.span, noun=kind)
    count = QtyChunk(None, None, period.span, period.span, noun=per)
    return (Proto(Op.SHARE, subject, size, clause.span, verb=verb, per=per, count=count,
                  equal_again=True),)


def _forming_parts(clause: Clause) -> tuple[Proto, ...] | None:
    """ "30 students are forming teams (for a race)", "86 kids are going to the zoo": a count of
    things about to be grouped or carried, doing something under way that counts nothing else,
    says the things are there (as "There are 30 students"); the parts, and their size, are for
    the story or the question to tell."""
    subject, verb = clause.subject, clause.verb
    if not isinstance(subject, QtyChunk) or not a_plain_count(subject) or subject.noun is None or (
        not subject.noun.plural or verb is None or verb.particle or not verb.word.lower().endswith("ing")
        or [a.group for a in clause.auxiliaries] != ["be"]
    ):
        return None
    there = (Proto(Op.OBSERVE, CueChunk("there", "", subject.span), subject, clause.span),)
    if words.in_class(verb.lemma, "making_parts_verbs"):
        match clause.rest:
            case (NounChunk(determiner=None, possessor=None, noun=Noun(plural=True)) as parts,) | (
                NounChunk(determiner=None, possessor=None, noun=Noun(plural=True)) as parts,
                PrepChunk(word="for"), NounChunk(noun=Noun(plural=False), possessor=None)
            ):
                # the things parted into the parts they form, each part's size told next
                # ("Each team should have 18 students"), as "put them into teams" says
                count, size, per = _uncounted_parts([parts]) or (None, None, None)
                if count is None or size is None or per is None:
                    return there
                size = attrs.evolve(size, noun=attrs.evolve(subject.noun, modifiers=()))
                return there + (Proto(Op.SHARE, CueChunk("there", "", subject.span), size, clause.span,
                                      per=per, count=count, sized_later=True),)
    if words.in_class(verb.lemma, "motion_verbs"):
        match clause.rest:
            case (PrepChunk(word="to"), NounChunk(possessor=None, noun=Noun(plural=False))):
                return there  # (not "riding on the bus": the bus holds them)
    return None


def _sold_in(clause: Clause) -> Clause:
    """ "Pens are sold in packs of 6", "Pens can be bought in packs of 6": how any pens are
    sold or bought, a fact of the kind, as "Pens come in packs of 6" says. Only in the present
    ("were sold in packs" is a sale) and of the kind itself ("Some pens are sold …": which?)."""
    verb, subject = clause.verb, clause.subject
    said = [a.word.lower() for a in clause.auxiliaries]
    if verb is None or verb.particle or not verb.participle or verb.negated or clause.conditional or not (
        words.in_class(verb.lemma, "buying_verbs") or words.in_class(verb.lemma, "selling_verbs")
    ) or said not in (["are"], ["can", "be"]) or not (
        isinstance(subject, NounChunk) and subject.determiner is None
    ):
        return clause
    match clause.rest:
        case (PrepChunk(word="in"), *_):
            come = VerbChunk("come", "come", None, verb.span)
            return attrs.evolve(clause, auxiliaries=(), verb=come)
    return clause


def _comes_in(clause: Clause) -> tuple[Proto, ...] | None:
    """ "Balloons come in packs of 6", "… in packs with 6 (balloons) in each (pack)": every pack
    of balloons holds 6, told as a fact (so what is in the packs counted later is 6 a pack, as
    "Each pack has 6 balloons" says). "The peas come in boxes with 4 cans in each box" counts
    the cans, when the story tells cans of peas."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.lemma != "come" or verb.particle or clause.auxiliaries or not (
        isinstance(subject, NounChunk) and subject.noun.plural and subject.possessor is None
    ):
        return None
    match clause.rest:
        case (PrepChunk(word="in"), NounChunk(noun=parts, determiner=None, possessor=None),
              PrepChunk(word="of"), QtyChunk() as size) if parts.plural and size.value is not None and (
            size.comparative is None and size.of_entity is None
            and (size.noun is None or size.noun.head == subject.noun.head)
        ):
            pass
        case (PrepChunk(word="in"), NounChunk(noun=parts, determiner=None, possessor=None),
              PrepChunk(word="with"), QtyChunk() as size, PrepChunk(word="in"), CueChunk(kind="each"),
              *last) if parts.plural and size.value is not None and (
            size.comparative is None and size.of_entity is None and size.measure is None
            and (not last or len(last) == 1 and isinstance(last[0], NounChunk) and not last[0].noun.plural
                 and last[0].noun.head == parts.head and last[0].determiner is None)
        ):
            if size.noun is not None and size.noun.head != subject.noun.head:
                held = size.noun.head
                if not any(n.head == held and n.of == subject.noun.head and n.span[1] <= clause.span[0]
                           for n in clause.told.nouns):
                    return None  # "Peas come in boxes with 4 jars in each box": jars of what?
                subject = NounChunk(attrs.evolve(size.noun, modifiers=(), of=None), subject.span)
        case _:
            return None
    # "Red balloons come in packs of 6": the packs of red balloons; "packs of balloons" may hold
    # any balloons
    kind = subject.noun
    described = " ".join((*kind.modifiers, kind.head)) if kind.modifiers else None
    per = attrs.evolve(parts, modifiers=(), of=described)
    count = QtyChunk(None, None, parts.span, parts.span, noun=per)
    size = attrs.evolve(size, noun=kind)  # "Red balloons come in …": packs of red ones
    return (Proto(Op.SHARE, CueChunk("there", "", subject.span), size, clause.span, per=per,
                  count=count, capacity=True, verb=verb),)


def _used_into_parts(clause: Clause) -> Clause:
    """ "She used the rest to make pies", "(decided to) use them to bake cakes": what is used
    parted among the things made with it, each as much as making one takes (told after it:
    "Each pie takes 5 apples"), as "She put the rest into pies" says. Only the rest or "them"
    (all of what is held), made into things not counted ("to make 4 pies": ``_used_to_make``)."""
    rest = list(clause.rest)
    verb, lead = clause.verb, []
    match rest:
        case [PrepChunk(word="to") as to, VerbChunk() as used, *after] if verb is not None and (
            verb.lemma in ("want", "plan", "decide", "wish", "intend")
        ):
            verb, lead, rest = used, [to], after  # "decided to use the rest to make pies"
    if verb is None or verb.lemma != "use" or verb.particle:
        return clause
    match rest:
        case [CueChunk(kind="rest") | EntityChunk(kind="pronoun", text="them") as whole,
              PrepChunk(word="to") as to, VerbChunk(particle=None) as make,
              NounChunk(determiner=None, possessor=None, noun=Noun(plural=True)) as made] if (
            words.in_class(make.lemma, "producing_verbs") and make.word.lower() == make.lemma
        ):
            put = VerbChunk(verb.word, "put", words.verb_class("put"), verb.span)
            parted = [whole, PrepChunk("into", to.span), made]
            if lead:
                return attrs.evolve(clause, rest=(*lead, put, *parted))
            return attrs.evolve(clause, verb=put, rest=tuple(parted))
    return clause


def _intended(clause: Clause) -> Clause:
    """ "He wants to put them into 5 bags", "She would like to divide them among her sons",
    "They are to distribute them equally to 9 houses", "She had to pack 90 books into boxes",
    "She will split them into 4 piles", "She is putting them into bags of 6": the
    sharing the question then asks about. A plan is no doing: the share it tells leaves the
    holder's holding unknown to every question but one for what the parts leave over."""
    arranged = planned_passive(clause) or _bidden(clause)
    if arranged is not None:
        return arranged
    verb = clause.verb
    modals = [a.word.lower() for a in clause.auxiliaries]
    rest = list(clause.rest)
    if verb is None and [a.group for a in clause.auxiliaries] in (["be"], ["have"]) and rest and (
        isinstance(rest[0], PrepChunk) and rest[0].word == "to"
    ):
        wants = True  # "is to distribute", "had to pack": what is arranged to be done
    elif verb is not None and verb.word.lower() == "going" and modals in (["is"], ["are"], ["am"]):
        # "is going to put them into 5 bags": a plan, as "will put" is ("was going to" may
        # have come to nothing)
        wants = True
    elif verb is not None and modals == ["will"] or verb is not None and [
        a.group for a in clause.auxiliaries
    ] == ["be"] and verb.word.lower().endswith("ing"):
        # "She will split them into 4 piles", "She was putting them into stacks of 6"
        return attrs.evolve(clause, auxiliaries=())
    else:
        wants = verb is not None and (
            verb.lemma in ("want", "plan", "decide", "wish", "intend", "need") and not clause.auxiliaries
            or verb.lemma == "like" and modals == ["would"])
    match rest:
        case [PrepChunk(word="to"), VerbChunk(particle=None) as action, *after] if wants and (
            words.in_class(action.lemma, "partition_verbs") or _hands_out(action) or action.lemma == "fill"
        ):  # ("to fill 10 boxes with the same number of tarts": _filled_equally)
            return attrs.evolve(clause, verb=action, rest=tuple(after), auxiliaries=())
    return clause


def _bidden(clause: Clause) -> Clause | None:
    """ "She expects (wants, asks) her 6 guests to share the pie (among them) equally": the
    sharing of the bidder's whole among the ones bidden, as "She is to share the pie equally
    among her 6 guests" tells. The ones bidden are one counted group of people, the whole is
    named after the verb of parting, and "among them (themselves)" may only point back at the
    ones bidden; None for any other clause (two groups, a group not counted, a whole of theirs)."""
    verb = clause.verb
    modals = [a.word.lower() for a in clause.auxiliaries]
    if verb is None or verb.particle is not None or not (
        words.in_class(verb.lemma, "bidding_verbs") and not modals
        or verb.lemma == "like" and modals == ["would"]
    ):
        return None
    rest = list(clause.rest)
    bidden = rest[:2] if len(rest) > 1 and _possessive(rest[0]) else rest[:1]
    match rest[len(bidden):]:
        case [PrepChunk(word="to") as to, VerbChunk(particle=None) as parting,
              EntityChunk() | NounChunk(determiner="the", possessor=None) as whole, *tail] if (
            words.in_class(parting.lemma, "partition_verbs") and parting.word.lower() == parting.lemma
            and (not isinstance(whole, EntityChunk) or whole.text.lower() == "them")
        ):
            pass
        case _:
            return None
    group = bidden[-1] if bidden else None
    if not isinstance(group, QtyChunk) or not a_plain_count(group) or group.noun is None or (
        not group.noun.plural or not words.in_class(group.noun.head, "person_nouns")
    ):
        return None
    equally = [c for c in tail if _equally(c)]
    match [c for c in tail if not _equally(c)]:
        case [] | [PrepChunk(word="among" | "between"), EntityChunk(text="them" | "themselves")]:
            pass
        case _:
            return None
    among = PrepChunk("among", to.span)
    return attrs.evolve(clause, verb=parting, rest=(whole, *equally, among, *bidden), auxiliaries=())


def _possessive(chunk: Chunk) -> bool:
    """ "her", "his", "their" before a count ("her 6 guests"): whose they are."""
    return isinstance(chunk, EntityChunk) and chunk.kind == "pronoun" and chunk.text.lower() in (
        "her", "his", "their")


def _hands_out(verb: VerbChunk) -> bool:
    """ "gave", "served": verbs that part a whole, as "shared" does, when said "equally"."""
    return verb.verb_class is VerbClass.TRANSFER_OUT or words.in_class(verb.lemma, "handing_verbs")


def _equal_tail(chunks: list[Chunk], per: Noun | None) -> bool:
    """ "(, with) the same number of pens in each (bag)": the parts are equal; no number."""
    if chunks and isinstance(chunks[0], ConjChunk) and chunks[0].word == ",":
        chunks = chunks[1:]  # "…, with the same number in each", "…, the same number in each"
    if chunks and isinstance(chunks[0], PrepChunk) and chunks[0].word == "with":
        chunks = chunks[1:]
    if chunks and isinstance(chunks[-1], NounChunk) and (
        per is None or chunks[-1].noun.head == per.head
    ) and len(chunks) >= 3 and isinstance(chunks[-2], CueChunk):
        chunks = chunks[:-1]
    if len(chunks) < 3 or not isinstance(chunks[0], NounChunk) or "same" not in (
        chunks[0].noun.modifiers + (chunks[0].noun.head,)
    ):
        return False
    match chunks[-2:]:
        case [PrepChunk(word="in" | "on"), CueChunk(kind="each", text=e)] if e.lower() == "each":
            pass
        case _:
            return False
    return all(isinstance(c, NounChunk | PrepChunk) or isinstance(c, CueChunk) and c.kind == "number"
               for c in chunks[1:-2])


def _says_equal(clause: Clause) -> bool:
    """ "so there are the same number of pens in each bag", "so that each child gets the same
    amount"."""
    subject = clause.subject
    there = isinstance(subject, CueChunk) and subject.kind == "there"
    if there and clause.verb is None and [a.group for a in clause.auxiliaries] == ["be"] and (
        _equal_tail(list(clause.rest), None)
    ):
        return True
    verb = clause.verb
    holds = verb is None and [a.group for a in clause.auxiliaries] == ["have"] or (
        verb is not None and not clause.auxiliaries and not verb.particle
        and (verb.verb_class is VerbClass.POSSESS or words.in_class(verb.lemma, "receiving_verbs")))
    match clause.rest:
        case (NounChunk(noun=Noun(head="amount" | "number", modifiers=("same",))),) | (
            NounChunk(noun=Noun(head="same", modifiers=())), CueChunk(kind="number")
        ) if clause.each and holds and isinstance(subject, NounChunk) and not subject.noun.plural:
            return True
    return False


_ANYONE = frozenset({"anyone", "anybody"})


def none_gets_more(clause: Clause, text: str) -> tuple[()] | None:
    """ "so that no one gets more than anyone else", "so nobody gets more than anybody": said
    of whoever the parts go to, the same saying as "so that each gets the same amount" (a
    share assumes it: () is read) — no other comparison ("no one gets more than 5", "than
    Bo", "than anyone else did yesterday"); None for any other clause."""
    if clause.auxiliaries or clause.hedged:
        return None
    match clause.subject, clause.verb, clause.rest:
        case None, None, (
            NounChunk(noun=Noun(head="one", modifiers=(), of=None), possessor=None, determiner=None),
            VerbChunk() as verb, *compared
        ) if clause.negated:
            pass  # "no one" (the tokenizer reads no count in it)
        case NounChunk(noun=Noun(head="nobody", modifiers=(), of=None), possessor=None), (
            VerbChunk() as verb
        ), compared if not clause.negated:
            pass
        case _:
            return None
    if verb.particle or not (
        verb.verb_class is VerbClass.POSSESS or words.in_class(verb.lemma, "receiving_verbs")
    ):
        return None
    match list(compared):
        case [CueChunk(kind="more"), CueChunk(kind="than"),
              NounChunk(noun=Noun(head=anyone, modifiers=(), of=None), possessor=None,
                        determiner=None) as last] if anyone in _ANYONE and re.fullmatch(
            r"(?:\s+else)?\s*[.!]?", text[last.span[1]:sentence_span(text, last.span)[1]]
        ):
            return ()
    return None


def _ought_equal(clause: Clause) -> tuple[Proto, ...] | None:
    """ "Each student should get the same number of cards", "She wants to give each friend the
    same amount", "… wants each box to have the same number of pens", "… wanted to make sure
    each box had the same number", "If she gives each friend the same amount": what should be
    (or is wished, or supposed) of every part is no holding of any (as "Each student got the
    same number" is: `_each_the_same`); it says again that the parts of a share told before are
    equal, and is read only after one (of the one named, when someone wishes it)."""
    restated = _they_share_equally(clause)
    if restated is not None:
        return restated
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.particle:
        return None
    said = [a.word.lower() for a in clause.auxiliaries]
    rest = list(clause.rest)
    if said in (["should"], ["must"]) and (
        verb.verb_class is VerbClass.POSSESS or words.in_class(verb.lemma, "receiving_verbs")
    ):
        if not clause.each or not isinstance(subject, NounChunk) or subject.noun.plural or (
            subject.possessor is not None
        ):
            return None
        part, same, wisher = subject, rest, None
    elif not said and isinstance(subject, EntityChunk):
        wisher = subject
        match rest:
            case [PrepChunk(word="to"), VerbChunk(particle=None) as giving, CueChunk(kind="each", text=e),
                  NounChunk() as part, *same] if words.in_class(verb.lemma, "wanting_verbs") and (
                e.lower() == "each" and _hands_out(giving)
            ):
                pass  # "wants to give each friend the same amount"
            case [PrepChunk(word="to"), VerbChunk(particle=None) as giving, NounChunk() as part, *same] if (
                words.in_class(verb.lemma, "wanting_verbs") and _hands_out(giving) and _everyone(part)
            ):
                pass  # "wants to give everyone the same amount": each of the people she shares among
            case [CueChunk(kind="each", text=e), NounChunk() as part, PrepChunk(word="to"),
                  AuxChunk(group="have") | VerbChunk(lemma="get" | "receive", particle=None), *same] if (
                words.in_class(verb.lemma, "wanting_verbs") and e.lower() == "each"
            ):
                pass  # "wants each box to have the same number of pens"
            case [PrepChunk(word="to"), VerbChunk(lemma="make", particle=None),
                  NounChunk(noun=Noun(head="sure")), CueChunk(kind="each", text=e), NounChunk() as part,
                  AuxChunk(group="have") | VerbChunk(lemma="get" | "receive", particle=None), *same] if (
                words.in_class(verb.lemma, "wanting_verbs") and e.lower() == "each"
            ):
                pass  # "wanted to make sure each box had the same number"
            case [CueChunk(kind="each", text=e), NounChunk() as part, *same] if (
                clause.conditional and _hands_out(verb) and e.lower() == "each"
            ):
                pass  # "If she gives each friend the same amount"
            case [NounChunk() as part, *same] if clause.conditional and _hands_out(verb) and _everyone(part):
                pass  # "If she gives everyone the same number of pens"
            case _:
                return None
    else:
        return None
    if part.noun.plural or part.possessor is not None or part.noun.of is not None:
        return None
    match same:
        case [NounChunk(noun=Noun(head="amount" | "number", modifiers=("same",)))] | [
            NounChunk(noun=Noun(head="same", modifiers=())), CueChunk(kind="number")
        ]:
            kind = None  # "the same amount": of whatever the share parts
        case _:
            kind = _same_kind(same)
            if kind is None and not _as_many_as_can_be(same):
                return None
            if kind is None and isinstance(same[2], NounChunk):
                kind = attrs.evolve(same[2].noun, modifiers=())  # "as many cupcakes as possible"
    per = attrs.evolve(part.noun, modifiers=(), of=None)
    size = QtyChunk(None, None, part.span, part.span, noun=kind)
    count = QtyChunk(None, None, part.span, part.span, noun=per)
    who: EntityChunk | CueChunk = wisher if wisher is not None else CueChunk("there", "", part.span)
    return (Proto(Op.SHARE, who, size, clause.span, per=per, count=count, equal_again=True),)


def _they_share_equally(clause: Clause) -> tuple[Proto, ...] | None:
    """ "(How many will each get) if they share the cupcakes equally?", "If (all) the kids share
    (all of) the cupcakes equally": people sharing what they were told to share, supposed; it
    tells no share of its own, only that the one share among people of that kind told before
    (among kids, when the sharers are named) has equal parts (as "If she gives everyone the same
    number of pens" does), and is read only after one."""
    verb, subject, rest = clause.verb, clause.subject, list(clause.rest)
    if verb is None and subject is None and len(rest) > 1 and isinstance(rest[0], NounChunk) and isinstance(
        rest[1], VerbChunk
    ):
        # "If all the kids share …": the opening "all" was taken as a cue, the clause left unsplit
        subject, verb, rest = rest[0], rest[1], rest[2:]
    if verb is None or verb.particle or clause.auxiliaries or not clause.conditional or not (
        words.in_class(verb.lemma, "sharing_verbs")
    ):
        return None
    if isinstance(subject, EntityChunk) and subject.text.lower() == "they":
        per = Noun("everyone", "everyone", False, span=subject.span)
    elif isinstance(subject, NounChunk) and subject.determiner == "the" and subject.possessor is None and (
        subject.noun.plural and not subject.noun.modifiers and subject.noun.of is None
        and words.in_class(subject.noun.head, "person_nouns")
    ):
        per = Noun(subject.noun.head, subject.noun.head, False, span=subject.noun.span)  # "the kids"
    else:
        return None
    match rest:
        case [CueChunk(kind="all"), PrepChunk(word="of"), *rest]:
            pass  # "all of the cupcakes": the cupcakes, every one
    match rest:
        case [NounChunk(determiner="the", possessor=None, noun=Noun(plural=True, modifiers=(), of=None)
                        as kind), CueChunk() as how] if _equally(how):
            pass
        case _:
            return None
    size = QtyChunk(None, None, subject.span, subject.span, noun=kind)
    count = QtyChunk(None, None, subject.span, subject.span, noun=per)
    return (Proto(Op.SHARE, CueChunk("there", "", subject.span), size, clause.span, per=per, count=count,
                  equal_again=True),)


EVERYONE = frozenset({"everyone", "everybody"})


def _everyone(part: NounChunk) -> bool:
    """ "everyone", "everybody": every one of the people a share parts among, named by no noun of
    theirs (bound only to a share among people: `state._told_equal`)."""
    return part.noun.head in EVERYONE and part.determiner is None and part.possessor is None


def _as_many_as_can_be(chunks: list[Chunk]) -> bool:
    """ "as many (cupcakes) as possible", "as many as she can": to each part, the most that every
    part can have alike — the parts are equal and whole, and what cannot go to all is left over."""
    match chunks:
        case [PrepChunk(word="as"), CueChunk(kind="many"), NounChunk() as kind, PrepChunk(word="as"),
              *bound] if (
            kind.noun.plural and kind.determiner is None and kind.possessor is None and kind.noun.of is None
        ):
            pass
        case [PrepChunk(word="as"), CueChunk(kind="many"), PrepChunk(word="as"), *bound]:
            pass
        case _:
            return False
    match bound:
        case [NounChunk(noun=Noun(head="possible", modifiers=(), of=None), determiner=None, possessor=None)]:
            return True
        case [EntityChunk(kind="pronoun", pronoun_role="subject"), AuxChunk(word=can)] if (
            can.lower() in ("can", "could")
        ):
            return True
    return False


def _same_kind(chunks: list[Chunk]) -> Noun | None:
    """ "the same number of pens", "the same amount of candy": the kind whose parts are equal."""
    match chunks:
        case [NounChunk(noun=Noun(head="same" | "equal", modifiers=())), CueChunk(kind="number"),
              PrepChunk(word="of"), NounChunk(noun=kind, possessor=None)]:
            pass  # "the same number of pens", "an equal number of pens"
        case [NounChunk(noun=Noun(head="amount" | "number", modifiers=("same",) | ("equal",))),
              PrepChunk(word="of"), NounChunk(noun=kind, possessor=None)]:
            pass  # "equal numbers of pens"
        case _:
            return None
    return kind if kind.head else None  # "the same number of red pens": the red ones only


def _counted_parts(kind: Noun, part: NounChunk, span: tuple[int, int]) -> tuple[Proto]:
    """A SHARE of the one holding of ``kind`` among the parts the story counts ("the
    grades" of "The school has 7 grades"), the size unknown."""
    per = attrs.evolve(part.noun, modifiers=(), of=None)
    counted = QtyChunk(None, None, part.span, part.span, noun=per)
    size = QtyChunk(None, None, part.span, part.span, noun=kind)
    return (Proto(Op.SHARE, CueChunk("there", "", part.span), size, span, per=per, count=counted),)


def _each_the_same(clause: Clause) -> tuple[Proto, ...] | None:
    """ "Each grade has the same number of students", "each chest got the same number of
    cubes", "Each page has the same number of problems on it": the one holding of that kind
    shared equally among the parts the story counts (grades, chests, pages)."""
    subject, verb = clause.subject, clause.verb
    if not clause.each or not isinstance(subject, NounChunk) or subject.noun.plural or (
        subject.possessor is not None or subject.noun.of is not None
    ):
        return None
    groups = [a.group for a in clause.auxiliaries]
    holds = verb is None and groups == ["have"] or verb is not None and not groups and not verb.particle and (
        verb.verb_class is VerbClass.POSSESS or words.in_class(verb.lemma, "receiving_verbs"))
    if not holds:
        return None
    rest = list(clause.rest)
    match rest[-2:]:
        case [PrepChunk(word="in" | "on"), EntityChunk(text=it)] if it.lower() == "it":
            rest = rest[:-2]  # "has the same number of problems on it"
    kind = _same_kind(rest)
    if kind is None or kind.head == subject.noun.head:
        return None
    return _counted_parts(kind, subject, clause.span)


def _same_in_each(clause: Clause) -> tuple[Proto, ...] | None:
    """ "He put the same number of pens in each box": his pens shared equally among the boxes
    the story counts."""
    verb = clause.verb
    if verb is None or verb.particle or clause.auxiliaries or not words.in_class(
        verb.lemma, "partition_verbs"
    ) or clause.subject is None or isinstance(clause.subject, QtyChunk):
        return None
    rest = list(clause.rest)
    match rest[-3:]:
        case [PrepChunk(word="in" | "into" | "on" | "onto"), CueChunk(kind="each", text=e),
              NounChunk(noun=part_noun, possessor=None) as part] if e.lower() in ("each", "every") and (
            not part_noun.plural
        ):
            pass
        case _:
            return None
    kind = _same_kind(rest[:-3])
    if kind is None or kind.head == part_noun.head:
        return None
    return _counted_parts(kind, part, clause.span)


def _has_parts(clause: Clause) -> tuple[Proto, ...] | None:
    """ "The theater has 9 rooms with the same number of seats in each room": the seats
    the theater holds are shared equally into its 9 rooms."""
    if clause.verb is not None or [a.group for a in clause.auxiliaries] != ["have"]:
        return None
    rest = list(clause.rest)
    if not rest or not isinstance(count := rest[0], QtyChunk) or count.noun is None or (
        count.value is None or count.comparative or not count.noun.plural
    ):
        return None
    per = attrs.evolve(count.noun, modifiers=())
    if not _equal_tail(rest[1:], per) or not isinstance(rest[1], PrepChunk):
        return None
    kind = next((c.noun for c in rest[2:] if isinstance(c, NounChunk) and c.noun.plural), None)
    subject = clause.subject
    if kind is None or subject is None or isinstance(subject, QtyChunk):
        return None
    size = QtyChunk(None, None, count.span, count.span, noun=attrs.evolve(kind, modifiers=()))
    return (Proto(Op.SHARE, subject, size, clause.span, per=per, count=count),)


def _held_in_parts(clause: Clause) -> tuple[Proto, ...] | None:
    """ "She keeps 84 cards in 7 binders, the same number in each", "There are 40 pens in 5
    boxes with the same number in each box": a holding of the things, and the things parted
    equally into the containers counted (what is in each, unknown). Unless the parts are said
    to be equal, nothing says how the things lie in the containers: not read."""
    subject, verb = clause.subject, clause.verb
    groups = [a.group for a in clause.auxiliaries]
    there = isinstance(subject, CueChunk) and subject.kind == "there" and verb is None and groups == ["be"]
    holds = isinstance(subject, EntityChunk | NounChunk) and (
        verb is None and groups == ["have"]
        or verb is not None and not groups and not verb.particle and verb.verb_class is VerbClass.POSSESS)
    if not (there or holds) or not isinstance(subject, EntityChunk | NounChunk | CueChunk):
        return None
    match clause.rest:
        case (QtyChunk() as things, PrepChunk(word="in" | "on" | "inside"), QtyChunk() as parts, *tail):
            pass
        case _:
            return None
    for qty in (things, parts):
        if not a_plain_count(qty) or qty.noun is None or qty.value is None or not qty.noun.plural or (
            qty.noun.of is not None
        ):
            return None
    assert things.noun is not None and parts.noun is not None
    per = attrs.evolve(parts.noun, modifiers=())
    if things.noun.head == per.head or measure_unit(per.head) is not None or (
        tail and not _equal_tail(list(tail), per)
    ):
        # (never "in 5 days", "in 3 meters": no containers)
        return None
    size = QtyChunk(None, None, parts.span, parts.span, noun=attrs.evolve(things.noun, modifiers=()))
    holding = Proto(Op.OBSERVE, subject, things, clause.span)
    # with no tail, the parts are equal only if a later clause says so (state._told_equal)
    return holding, Proto(Op.SHARE, subject, size, clause.span, per=per, count=parts, equal_untold=not tail,
                           all_placed=True)


def _kept_in_parts(clause: Clause) -> tuple[Proto, ...] | None:
    """ "They had the snakes in cages with 2 snakes in each cage", "She keeps her cards in
    binders of 8": the holder's things lie in containers of the size stated, as "put them into
    cages with 2 in each cage" parts them; a state, so all of them lie in the parts and only an
    exact division parts them (``all_placed``). Only a verb of holding ("have", "keep", "hold",
    "store"), things named as a whole ("the snakes", "her cards", "them") and parts whose size
    is told and whose count is not; None for any other clause."""
    verb, groups = clause.verb, [a.group for a in clause.auxiliaries]
    if verb is None and groups == ["have"]:
        said = clause.auxiliaries[0].span
    elif verb is not None and not groups and verb.particle is None and verb.lemma in _KEEPING:
        said = verb.span
    else:
        return None
    if any(t.kind is TimeKind.PAST for t in clause.times):
        return None  # "had them in binders of 8 last year": how they lie now is not told
    match clause.rest:
        case (NounChunk(noun=Noun(plural=True)) | EntityChunk(), PrepChunk(word="in" | "inside"), *_):
            pass
        case _:
            return None
    put = VerbChunk("put", "put", words.verb_class("put"), said)
    into = PrepChunk("in", clause.rest[1].span)
    put_in = (clause.rest[0], into, *clause.rest[2:])
    parted = _partition(attrs.evolve(clause, auxiliaries=(), verb=put, rest=put_in))
    if parted is None or len(parted) != 1 or parted[0].shared is not None or parted[0].qty.value is None or (
        parted[0].count is None or parted[0].count.value is not None
    ):
        return None  # ("has the snakes in 2 cages": how many in each is not told)
    return (attrs.evolve(parted[0], all_placed=True),)


_KEEPING = frozenset({"have", "keep", "hold", "store"})


def _equally(chunk: Chunk) -> bool:
    return isinstance(chunk, CueChunk) and chunk.text.lower() in ("equally", "evenly")


def _partition(clause: Clause, equal_untold: bool = False) -> tuple[Proto, ...] | None:
    """ "shares them (equally) among 4 friends", "split 20 apples into 4 piles", "put them
    into bags with 5 in each bag", "in groups of 5", "The eggs are divided into 5 groups".
    ``equal_untold``: a giving planned with no "equally" ("is to give them to 5 friends"), read
    as a share whose parts are equal only if the story says so after it."""
    clause, rest_of = _rest_of_the_kind_parted(_equal_amounts_given(_filled_equally(clause)))
    verb = clause.verb
    if verb is not None and words.in_class(verb.lemma, "partition_verbs"):
        clause, verb = _without_completive(clause, verb)
    if verb is None or verb.particle or not (words.in_class(verb.lemma, "partition_verbs") or (
        _hands_out(verb) and (equal_untold or any(_equally(c) for c in clause.rest))
    )):
        return None  # "gave 42 pens to 12 students equally" parts the pens as "shared" does
    if equal_untold and (
        words.in_class(verb.lemma, "partition_verbs") or any(_equally(c) for c in clause.rest)
    ):
        return None  # (read as told)
    groups = {a.group for a in clause.auxiliaries}
    passive = groups == {"be"} and verb.participle or _parted_themselves(clause, verb)
    # "was putting them into bags with 4 in each bag": the parting under way is read as the
    # parts it makes, what "put" tells
    progressive = groups == {"be"} and verb.word.lower().endswith("ing")
    if groups and not passive and not progressive:
        return None
    rest = [c for c in clause.rest if not _equally(c)]
    each_size = None if passive else _size_in_each(rest)
    if each_size is not None:
        return each_size if clause.subject is None or isinstance(clause.subject, QtyChunk) else (
            attrs.evolve(each_size[0], subject=clause.subject, clause=clause.span, parted_by_subject=True),)
    whole: Chunk | None = clause.subject if passive else (rest.pop(0) if rest else None)
    match whole, rest:
        case CueChunk(kind="all"), [PrepChunk(word="of"), NounChunk() | EntityChunk() as every, *after] | [
            NounChunk() | QtyChunk() as every, *after
        ] if not passive:
            # "arranged all (of) the pies in rows of 5", "all of them", "all 30 pies": the whole
            # said as "the pies", "them", "30 pies" say it
            whole, rest = every, list(after)
    match whole, rest:
        case NounChunk(noun=held, possessor=None), [PrepChunk(word="of"), NounChunk(
            noun=Noun(plural=True, of=None) as of_noun, determiner=None, possessor=None
        ) as things, *after] if words.in_class(held.head, "holding_nouns") and not passive:
            # "split a collection of pens": all the pens one has, as "split the pens" says
            whole, rest = NounChunk(of_noun, things.span, determiner="the"), list(after)
    match whole, rest:
        case CueChunk(kind="rest"), [PrepChunk(word="of"), NounChunk(
            noun=Noun(of=None) as rest_of, determiner="the", possessor=None
        ) as of_what, *after] if not passive and (rest_of.plural or _mass(of_what)) and not rest_of.modifiers:
            # "divided the rest of the candies", "… the rest of the sand" (a stuff held in a
            # measure): the rest, of that kind
            rest = list(after)
            if not rest_of.plural:
                rest_of = None  # (the stuff's measure, bound as the rest is)
    shared: QtyChunk | None = None
    if isinstance(whole, QtyChunk) and not passive:
        if whole.value is None or whole.noun is None and whole.currency != "dollar" or whole.comparative or (
            whole.of_entity
        ):
            return None
        if whole.noun is None:  # "shares $12 among 3 friends": a sum parts as things do
            whole = attrs.evolve(whole, noun=Noun("dollar", "dollars", True, span=whole.span))
        if clause.already or any(isinstance(c, CueChunk) and c.kind == "already" for c in clause.rest):
            # "He already put 18 stamps in bags": some done before; what is still to do is asked
            return None
        shared = whole
    elif isinstance(whole, EntityChunk):
        if whole.text.lower() not in ("them", "it", "they"):
            return None
    elif isinstance(whole, CueChunk) and whole.kind == "rest":
        pass  # "put the rest into cages", "The rest were put into cages": what the holder has now
    elif _mass(whole) and not passive:
        pass  # "split the candy into 3 bags": the pieces of candy the holder has
    elif not (isinstance(whole, NounChunk) and whole.noun.plural and (
        whole.determiner == "the" or whole.possessor is not None
    )):
        return None
    if len(rest) < 2 or not isinstance(rest[0], PrepChunk) or rest[0].word not in _INTO:
        return None
    sized_later = _uncounted_parts(rest[1:])
    parts = _sharer_among(rest, clause.subject) or (_parts(rest[1:]) if sized_later is None else sized_later)
    if parts is None:
        return None
    count, size, per = parts
    kind_noun = shared.noun if shared is not None else whole.noun if isinstance(whole, NounChunk) and not (
        _mass(whole)) else rest_of
    if size.noun is not None and kind_noun is not None and size.noun.head != kind_noun.head:
        return None  # "put the apples into bags with 3 pears in each": not of the whole
    noun = size.noun or kind_noun
    size = attrs.evolve(size, noun=noun)
    subject = clause.subject
    if subject is None or isinstance(subject, QtyChunk):
        return None
    ref = whole if isinstance(whole, EntityChunk | NounChunk | CueChunk) else None
    return (Proto(Op.SHARE, subject, size, clause.span, other=ref, per=per, count=count,
                  shared=shared, sized_later=sized_later is not None, equal_untold=equal_untold,
                  parted_by_subject=not passive),)


def _rest_of_the_kind_parted(clause: Clause) -> tuple[Clause, Noun | None]:
    """ "The rest of the pens were put into 5 boxes", "The remaining pens were put …", "She put
    the remaining pens into …": the rest of a kind parted, read as "The rest were put …" ("put
    the rest …") is, with the kind it names. The clause splitter leaves "of the pens were put …"
    after a verbless "rest", and "remaining" before the noun as a cue of time (of the sentence,
    for a subject). Only a plain plural; the clause unchanged and no kind otherwise."""
    subject, verb, rest = clause.subject, clause.verb, clause.rest
    if isinstance(subject, CueChunk) and subject.kind == "rest" and verb is None and not clause.auxiliaries:
        match rest:
            case (PrepChunk(word="of"), NounChunk(noun=Noun(of=None, modifiers=()) as kind, determiner="the",
                                                   possessor=None), AuxChunk(group="be") as be,
                  VerbChunk(participle=True) as told, *after) if kind.plural and not kind.owners:
                return attrs.evolve(clause, auxiliaries=(be,), verb=told, rest=tuple(after)), kind
        return clause, None
    match rest:
        case (CueChunk(kind="final", text=said) as remaining, NounChunk(
            noun=Noun(of=None, modifiers=()) as kind, determiner=None, possessor=None), *after
        ) if said.lower() == "remaining" and kind.plural and not kind.owners and verb is not None:
            return attrs.evolve(clause, rest=(CueChunk("rest", said, remaining.span), *after)), kind
    plain = isinstance(subject, NounChunk) and subject.determiner is None and subject.possessor is None and (
        subject.noun.plural and not subject.noun.modifiers and subject.noun.of is None
        and not subject.noun.owners)
    if plain and isinstance(subject, NounChunk) and any(
        t.kind is TimeKind.REMAINING and t.text.lower() == "remaining" and subject.span[0] - t.span[1] == 1
        for t in clause.times
    ):
        return attrs.evolve(clause, subject=CueChunk("rest", "remaining", subject.span)), subject.noun
    return clause, None


def _parted_themselves(clause: Clause, verb: VerbChunk) -> bool:
    """ "They split into 3 teams", "The kids divided into groups of 4": people parting
    themselves, as "They were split into 3 teams" tells; only "split", "divide" and "separate"
    with nothing before "into" and no auxiliary."""
    subject = clause.subject
    they = isinstance(subject, EntityChunk) and subject.kind == "pronoun" and subject.text.lower() == "they"
    people = they or (
        isinstance(subject, NounChunk) and subject.noun.plural and subject.determiner == "the"
        and is_person_word(subject.noun.head))
    return people and verb.lemma in ("split", "divide", "separate") and not clause.auxiliaries and (
        len(clause.rest) > 1 and isinstance(into := clause.rest[0], PrepChunk) and into.word == "into")


def _sharer_among(rest: list[Chunk], subject: Chunk | None) -> tuple[QtyChunk, QtyChunk, Noun] | None:
    """ "between herself and her 3 friends", "among himself and his four siblings": the sharer
    is one of the parts, beside the people of theirs counted, so the parts are one more than
    told. The count cites all those words (``PEOPLE_COUNTED``: grounding counts them again);
    the parts are people, whatever the group is called. Her people uncounted ("and her
    friends"), or anyone told beside them, are not read."""
    match rest:
        case [PrepChunk(word="among" | "between"), EntityChunk(kind="pronoun", text=own) as sharer,
              ConjChunk(word="and"), EntityChunk(kind="pronoun", text=owner), QtyChunk() as counted]:
            pass
        case _:
            return None
    reflexive = {"herself": ("her", "she"), "himself": ("his", "he")}.get(own.lower())
    if reflexive is None or owner.lower() != reflexive[0] or not isinstance(subject, EntityChunk) or (
        subject.kind == "pronoun" and subject.text.lower() != reflexive[1]
        or subject.kind not in ("pronoun", "name")
    ):
        return None  # "She … between himself and …", "They … between herself and …"
    if not a_plain_count(counted) or counted.value is None or counted.noun is None or (
        not counted.noun.plural or counted.noun.modifiers or counted.noun.of is not None
        or not words.in_class(counted.noun.head, "person_nouns")
    ):
        return None
    span = (sharer.span[0], counted.span[1])
    per = Noun("person", "people", True, span=span)
    count = QtyChunk(counted.value + 1, counted.kind, span, span, noun=per, lexicon_constant=PEOPLE_COUNTED)
    return count, QtyChunk(None, None, span, span), per


def _without_completive(clause: Clause, verb: VerbChunk) -> tuple[Clause, VerbChunk]:
    """ "split them up into 4 piles", "packs them up in two boxes", "packed away the cups in 3
    crates": a particle that only says the parting is done through ("up"; "away", said of a
    verb of putting: stored), before or after what is parted, when a place the things go
    into follows it; the clause and its verb without it. Any other clause unchanged."""
    said = {"up"} | ({"away"} if verb.verb_class is VerbClass.PLACE else set())
    rest = list(clause.rest)
    if verb.particle is not None:
        if verb.particle not in said or not any(isinstance(c, PrepChunk) and c.word in _INTO for c in rest):
            return clause, verb
        verb = attrs.evolve(verb, particle=None)
        return attrs.evolve(clause, verb=verb), verb
    match rest:
        case [EntityChunk() | NounChunk() | QtyChunk() as whole, PrepChunk(word=word),
              PrepChunk(word=into), *after] if word in said and into in _INTO:
            return attrs.evolve(clause, rest=(whole, rest[2], *after)), verb
    return clause, verb


def _equal_amounts_given(clause: Clause) -> Clause:
    """ "She gave equal numbers of pens to her 4 friends" says what "She gave her pens equally
    to her 4 friends" says: the clause rewritten so, when a handing verb gives them or a verb of
    parting puts them ("put an equal number of pens in 4 boxes"). The pens are the giver's own,
    never another's told before ("the pens" would name those); "an equal number of them" is
    "them" equally."""
    verb = clause.verb
    if verb is None or not (_hands_out(verb) or words.in_class(verb.lemma, "partition_verbs")):
        return clause
    match clause.rest[:4]:
        case (NounChunk(noun=Noun(head="same" | "equal", modifiers=())), CueChunk(kind="number"),
              PrepChunk(word="of"), EntityChunk(kind="pronoun", text=them) as whole) if (
            them.lower() == "them"
        ):
            return attrs.evolve(clause, rest=(whole, CueChunk("each", "equally", clause.rest[0].span),
                                              *_to_all_counted(clause.rest[4:])))
    for length in (3, 4):  # "equal numbers of pens", "the same number of pens"
        kind = _same_kind(list(clause.rest[:length]))
        if kind is not None and kind.plural:
            span = (clause.rest[0].span[0], clause.rest[length - 1].span[1])
            # the giver's own things: "Bo gave equal numbers of figs" parts none of Ada's figs
            owner = clause.subject if isinstance(clause.subject, EntityChunk) else None
            things = NounChunk(kind, span, determiner="the", possessor=owner)
            equally = CueChunk("each", "equally", span)
            return attrs.evolve(clause, rest=(things, equally, *_to_all_counted(clause.rest[length:])))
    return clause


def _filled_equally(clause: Clause) -> Clause:
    """ "fill 10 boxes with the same number of tarts" says what "put the same number of tarts
    into 10 boxes" says: the boxes counted, the same number in each (a verb of filling, its
    parts a plain count, nothing after the kind)."""
    verb = clause.verb
    if verb is None or verb.lemma != "fill" or verb.particle or len(clause.rest) not in (5, 6):
        return clause
    match clause.rest[:2]:
        case (QtyChunk(noun=Noun(plural=True)) as parts, PrepChunk(word="with")) if a_plain_count(parts):
            pass
        case _:
            return clause
    if _same_kind(list(clause.rest[2:])) is None:
        return clause
    put = attrs.evolve(verb, lemma="put", verb_class=words.verb_class("put"))
    into = PrepChunk("into", clause.rest[1].span)
    return attrs.evolve(clause, verb=put, rest=(*clause.rest[2:], into, parts))


def _to_all_counted(rest: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """ "(the same number of pens) to each of her 5 friends": the same number to each of them is
    the pens given equally to her 5 friends; "each of" dropped only before a count."""
    match rest:
        case (PrepChunk() as to, CueChunk(kind="each", text=e), PrepChunk(word="of"), *owner,
              QtyChunk(value=Fraction())) if e.lower() == "each" and len(owner) <= 1 and all(
            isinstance(o, EntityChunk) and o.kind == "pronoun" for o in owner
        ):
            return (to, *rest[3:])
    return rest


def _uncounted_parts(rest: list[Chunk]) -> tuple[QtyChunk, QtyChunk, Noun] | None:
    """ "put them in (some) jars": parts neither counted nor sized here; the story or the
    question says next how much each holds ("Each jar holds 6 cookies")."""
    match rest:
        case [NounChunk(determiner=None, noun=Noun(plural=True, of=None) as noun, possessor=owner)] if (
            owner is None or owner.kind == "pronoun"  # "on their pizzas": theirs, never counted
        ):
            pass
        case [QtyChunk(value=None, kind=None, noun=Noun(plural=True, of=None) as noun, comparative=None,
                       of_entity=None, of_them=False, remaining=False, measure=None)]:
            pass  # "in some jars"
        case _:
            return None
    per = attrs.evolve(noun, modifiers=())
    span = rest[0].span
    return QtyChunk(None, None, span, span, noun=per), QtyChunk(None, None, span, span), per


def _given_each(clause: Clause) -> tuple[Proto, ...] | None:
    """ "gave each student 3 pencils", "gave 3 pencils to each student": what the giver has of
    that kind, in parts of 3 pencils, one to each student (how many students, unknown). Of
    students the story counts it is not read (all of them, or some?)."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.particle or clause.auxiliaries or (
        verb.verb_class is not VerbClass.TRANSFER_OUT or not isinstance(subject, EntityChunk | NounChunk)
    ):
        return None
    rest = list(clause.rest)
    match rest:
        case [CueChunk(kind="each", text=e), NounChunk() as receiver, QtyChunk() as size] if (
            e.lower() == "each"
        ):
            rest = [size, PrepChunk("to", receiver.span), CueChunk("each", e, receiver.span), receiver]
        case [QtyChunk(), PrepChunk(word="to"), CueChunk(kind="each"), NounChunk()]:
            pass
        case _:
            return None
    given = _size_in_each(rest)
    return None if given is None else (attrs.evolve(given[0], subject=subject, clause=clause.span),)


def _mass(whole: Chunk | None) -> bool:
    """ "the candy", "the paper": a singular noun with "the" names what the holder has of it,
    counted in pieces or measures ("pieces of candy"): bound to the one kind told of it."""
    return isinstance(whole, NounChunk) and not whole.noun.plural and whole.determiner == "the" and (
        whole.possessor is None and not whole.noun.modifiers and whole.noun.of is None)


def _size_in_each(rest: list[Chunk]) -> tuple[Proto] | None:
    """ "puts 4 pencils in each box", "placed 6 eggs into every basket": what the holder has
    of that kind, put into parts of the size stated (the count of parts unknown). A proto
    with no subject yet (the caller sets it); None for any other shape."""
    match rest:
        case [QtyChunk() as size, PrepChunk(word="in" | "into" | "on" | "onto" | "to"),
              CueChunk(kind="each", text=e), NounChunk(noun=per_noun, possessor=None)] if (
            e.lower() in ("each", "every")
        ):
            pass
        case _:
            return None
    if size.value is None or size.noun is None or size.comparative or size.of_entity is not None or (
        per_noun.plural or per_noun.head == size.noun.head
    ):
        return None
    per = attrs.evolve(per_noun, modifiers=(), of=None)
    count = QtyChunk(None, None, per_noun.span, per_noun.span, noun=per)
    placeholder = CueChunk("there", "", size.span)
    return (Proto(Op.SHARE, placeholder, size, size.span, per=per, count=count, described=per_noun),)


_PLACED_AT = frozenset({"in", "on", "at", "inside", "near"})


def _where_they_are(tail: list[Chunk]) -> bool:
    """ "(to the 9 houses) in the village", "(into 4 piles) on the table", "(among her 3
    friends) at school": where the parts counted are, one place named by "the" or an owner,
    which counts nothing (never a time: "in the morning" may date the sharing)."""
    match tail:
        case [PrepChunk(word=word), NounChunk(noun=Noun(plural=False, of=None) as place) as where] if (
            word in _PLACED_AT and (where.determiner == "the" or where.possessor is not None)
            and not _a_period(place.head) and measure_unit(place.head) is None
        ):
            return True
    return False


def _parts(rest: list[Chunk]) -> tuple[QtyChunk, QtyChunk, Noun] | None:
    """After the preposition: "4 friends" (the count; the size unknown), "bags with 5
    (apples) in each (bag)" or "groups of 5" (the size; the count unknown)."""
    first = rest[0]
    if isinstance(first, EntityChunk) and words.pronoun(first.text, "possessive") is not None and (
        len(rest) > 1 and isinstance(rest[1], QtyChunk)
    ):
        rest, first = rest[1:], rest[1]  # "among his 4 friends"
    if isinstance(first, QtyChunk) and first.value is None and first.noun is not None and (
        first.noun.plural and len(rest) == 1 and (size := each_size(first)) is not None
    ):
        # "into 12-ounce steaks": as "into steaks of 12 ounces each"
        per = attrs.evolve(first.noun, modifiers=(), of=None)
        return QtyChunk(None, None, first.span, first.span, noun=per), size, per
    if isinstance(first, QtyChunk):
        if len(rest) > 1 and first.noun is not None and _equal_tail(rest[1:], first.noun):
            rest = rest[:1]  # "into 8 bags with the same number in each bag"
        if len(rest) > 1 and _where_they_are(rest[1:]):
            rest = rest[:1]  # "to the 9 houses in the village": the houses, wherever they are
        if len(rest) > 1 and (both := _counted_and_sized(first, rest[1:])) is not None:
            return both
        if len(rest) != 1 or first.value is None or first.noun is None or first.comparative or (
            not first.noun.plural and first.value != 1
        ):
            return None
        per = attrs.evolve(first.noun, modifiers=())
        unknown = QtyChunk(None, None, first.span, first.span)
        return first, unknown, per
    if isinstance(first, EntityChunk) and first.kind == "role" and first.plural and len(rest) == 1 and (
        first.possessor is not None and first.name
    ):
        # "among her children": people of hers, counted by the story
        per = Noun(first.name, first.text, False, span=first.span)
        counted = QtyChunk(None, None, first.span, first.span, noun=per, of_entity=first.possessor)
        return counted, QtyChunk(None, None, first.span, first.span), per
    if isinstance(first, NounChunk) and not first.noun.plural and first.determiner in ("a", "an") and (
        first.possessor is None
    ):
        match rest[1:]:
            case [PrepChunk(word="with"), QtyChunk() as size, PrepChunk(word="in" | "on"),
                  CueChunk(kind="each", text=e), NounChunk(noun=part, possessor=None, determiner=None)] if (
                e.lower() == "each" and not part.plural and part.head != first.noun.head
                and size.value is not None and size.comparative is None and size.of_entity is None
            ):
                # "into a binder with 3 on each page": the pages of one binder, 3 on a page
                per = attrs.evolve(part, modifiers=(), of=None)
                return QtyChunk(None, None, rest[-1].span, rest[-1].span, noun=per), size, per
        return None
    if not isinstance(first, NounChunk) or not first.noun.plural:
        return None
    per = attrs.evolve(first.noun, modifiers=())
    if len(rest) == 1 and not first.noun.modifiers and (
        first.determiner == "the" or first.determiner is None and first.possessor is not None
    ):
        # "among the students", "among her children": parts the story counts (bound to that
        # count, and to their owner when one is named), the size unknown
        counted = QtyChunk(None, None, first.span, first.span, noun=per, of_entity=first.possessor)
        return counted, QtyChunk(None, None, first.span, first.span), per
    if first.possessor is not None:
        return None
    match rest[1:]:
        case [PrepChunk(word="with"), QtyChunk() as size, PrepChunk(word="in" | "on"),
              CueChunk(kind="each"), *tail]:
            if tail and not (len(tail) == 1 and isinstance(tail[0], NounChunk)
                             and tail[0].noun.head in (per.head, "one")):
                return None  # ("in each bag", "in each one": the parts named before)
        case [PrepChunk(word="of"), QtyChunk() as size] | [PrepChunk(word="of"), QtyChunk() as size,
                                                          CueChunk(kind="each", text="each")]:
            pass  # "into boxes of 20 (apples) (each)"
        case _:
            return None
    if size.value is None or size.comparative or size.of_entity is not None:
        return None
    count = QtyChunk(None, None, first.span, first.span, noun=per)
    return count, size, per


def _counted_and_sized(first: QtyChunk, tail: list[Chunk]) -> tuple[QtyChunk, QtyChunk, Noun] | None:
    """ "into 30 baskets with 28 (eggs) in each (basket)", "into 27 rows of 16 each": parts
    counted and sized at once, so the whole parted is their product (the holding of it, told
    nowhere else, is what the share states). Only a plain count of plural parts and a plain
    size, the parts named again by nothing but their own noun ("in each basket", "in each one")."""
    if not a_plain_count(first) or first.noun is None or not first.noun.plural or first.noun.of is not None:
        return None
    per = attrs.evolve(first.noun, modifiers=())
    match tail:
        case [PrepChunk(word="with"), QtyChunk() as size, PrepChunk(word="in" | "on"),
              CueChunk(kind="each", text=e), *again] if e.lower() == "each" and all(
            isinstance(part, NounChunk) and part.noun.head in (per.head, "one") and not part.noun.plural
            and part.possessor is None and part.determiner is None for part in again
        ) and len(again) <= 1:
            pass
        case _:
            return None
    if not a_plain_count(size) or size.noun is not None and size.noun.head == per.head:
        return None
    return first, size, per


def _placed_each(clause: Clause) -> Clause:
    """ "Each shelf in his room can hold 8 books": a place right after "each" and its noun says
    which ones are meant (those the story counts), and the verb after it is the clause's."""
    match clause.rest:
        case (PrepChunk(word="in" | "on" | "at"), NounChunk(), AuxChunk(group="modal") as aux,
              VerbChunk() as verb, *rest) if clause.each and clause.verb is None and not clause.auxiliaries:
            return attrs.evolve(clause, auxiliaries=(aux,), verb=verb, rest=tuple(rest))
        case (PrepChunk(word="in" | "on" | "at"), NounChunk(), VerbChunk() as verb, *rest) if (
            clause.each and clause.verb is None and not clause.auxiliaries
        ):
            return attrs.evolve(clause, verb=verb, rest=tuple(rest))
    return clause


def _it_takes(clause: Clause) -> Clause:
    """ "It takes 3 eggs to make a cake", "It takes 4 cups to fill a jug": what one thing made
    takes, as "Each cake takes 3 eggs" says (never a time: "It takes 5 minutes to bake a pie"
    is a pace, not a part)."""
    subject, verb = clause.subject, clause.verb
    dummy = isinstance(subject, EntityChunk) and subject.kind == "pronoun" and subject.text.lower() == "it"
    if not dummy or verb is None or verb.lemma != "take" or verb.particle or clause.auxiliaries:
        return clause
    match clause.rest:
        case (QtyChunk(noun=Noun() as taken) as size, PrepChunk(word="to"), VerbChunk(particle=None) as make,
              *one) if words.in_class(make.lemma, "making_parts_verbs") and (
            measure_unit(taken.head) is None or _is_measure_of_things(taken)
        ) and (made := _one_made(list(one))) is not None and not made.noun.plural:
            return attrs.evolve(clause, subject=made, rest=(size,))
    return clause


def _made_under_way(clause: Clause) -> tuple[EntityChunk, VerbChunk, list[Chunk]] | None:
    """ "She is making …", "He wants (plans, decides, intends) to make …": a making told of a
    named maker, under way or planned; the maker, the verb of making and the words after it."""
    verb, maker = clause.verb, clause.subject
    if verb is None or verb.particle or not isinstance(maker, EntityChunk) or clause.supposed:
        return None
    rest = list(clause.rest)
    under_way = [a.group for a in clause.auxiliaries] == ["be"] and verb.word.lower().endswith("ing")
    match rest:
        case [PrepChunk(word="to"), VerbChunk(particle=None) as action, *after] if (
            not clause.auxiliaries and verb.lemma in ("want", "plan", "decide", "intend")
        ):
            verb, rest, under_way = action, after, True  # "wants to make bags …": a plan
    if not under_way or not words.in_class(verb.lemma, "producing_verbs"):
        return None
    return maker, verb, rest


def _making_sized_parts(clause: Clause) -> tuple[Proto, ...] | None:
    """ "She was making bouquets with 5 flowers in each one (bouquet)", "He wants to make bags
    with 6 figs in each bag": what making any one of the parts takes, as "Each bouquet takes 5
    flowers" says, told by one who is making them or means to. How many are made is not told, so
    the share is marked: only a question of the parts that can be made reads it (`made_told`).
    Said only under way or planned: "She made bouquets with 5 in each" tells parts made, how
    many untold. The parts a plain plural with no words of their own, the size a plain count of
    another noun, `in each` closing the clause with the parts' noun or "one"."""
    making = _made_under_way(clause)
    if making is None:
        return None
    maker, verb, rest = making
    match rest:
        case [NounChunk(determiner=None, possessor=None,
                        noun=Noun(plural=True, modifiers=(), of=None) as made),
              PrepChunk(word="with"), QtyChunk() as size, PrepChunk(word="in"), CueChunk(kind="each", text=e),
              NounChunk(determiner=None, possessor=None,
                        noun=Noun(plural=False, modifiers=(), of=None) as one)] if (
            e.lower() == "each" and one.head in (made.head, "one") and a_plain_count(size)
        ) and (
            size.noun is not None and size.noun.head != made.head
        ):
            pass
        case _:
            return None
    each = NounChunk(attrs.evolve(made, plural=False, surface=made.head), rest[0].span, determiner="each")
    takes = VerbChunk(verb.word, "take", words.verb_class("take"), verb.span)
    portion = _portion(attrs.evolve(clause, subject=each, verb=takes, auxiliaries=(), rest=(size,),
                                    each=True))
    if portion is None:
        return None
    # the maker's own parts, made of what the maker holds (as the room one fits is the fitter's)
    return tuple(attrs.evolve(p, made_told=True, other=maker) for p in portion)


def _one_made(one: list[Chunk]) -> NounChunk | None:
    """ "a cake", "each cake", "a glass of juice": one thing made, as "a" says it."""
    match one[-2:]:
        case [PrepChunk(word="of"), NounChunk(determiner=None, possessor=None,
                                              noun=Noun(modifiers=(), of=None) as stuff)] if len(one) > 2:
            made = _one_made(one[:-2])
            if made is None or made.noun.of is not None:
                return None
            return attrs.evolve(made, noun=attrs.evolve(made.noun, of=stuff.head))  # "a glass of juice"
    match one:
        case [NounChunk(determiner="a" | "an", possessor=None) as made]:
            return made
        case [CueChunk(kind="each", text=e), NounChunk(determiner=None, possessor=None) as made] if (
            e.lower() in ("each", "every")
        ):
            return attrs.evolve(made, determiner="a")
    return None


def _fits_in_each(clause: Clause) -> Clause:
    """ "Ben can fit 5 cards on each page (in his album)", "She can place 12 buns on a tray (at a
    time)": what someone is able to fit in each part (or any one part) is the room of every such
    part, as "Each page can hold 5 cards" says; so is what a thing holds in each of its parts
    ("The cart (can) hold(s) 9 crates on each shelf": "Each shelf can hold 9 crates")."""
    subject, verb = clause.subject, clause.verb
    modals = [a.word.lower() for a in clause.auxiliaries]
    if verb is None or verb.particle:
        return clause
    if isinstance(subject, EntityChunk):
        if not words.in_class(verb.lemma, "fitting_verbs") or modals not in (
            ["can"], ["could"]
        ):
            return clause
    elif not (isinstance(subject, NounChunk) and not subject.noun.plural and subject.noun.of is None
              and words.in_class(verb.lemma, "room_verbs")
              and modals in ([], ["can"], ["could"], ["will"], ["would"])
              and (subject.possessor is None or _possessive(subject.possessor))):
        return clause  # "Ann's cart": parts of hers, maybe not the ones the story's holder fills
    rest = list(clause.rest)
    match rest[-2:]:
        case [PrepChunk(word="at"), NounChunk(noun=Noun(head="time"), determiner="a")]:
            rest = rest[:-2]  # "at a time": the room of one part, told again
    match rest:
        case [QtyChunk() as size, PrepChunk(word="in" | "on" | "into"),
              CueChunk(kind="each", text=e), NounChunk(possessor=None, noun=Noun(plural=False)) as part,
              *place] if e.lower() in ("each", "every") and (size.noun is not None or not isinstance(
                  subject, EntityChunk)):
            pass
        case [QtyChunk(noun=Noun()) as size, PrepChunk(word="in" | "on" | "into"),
              NounChunk(possessor=None, determiner="a" | "an", noun=Noun(plural=False, of=None)) as part,
              *place] if isinstance(subject, EntityChunk):
            pass  # "can place 12 buns on a tray": any one tray
        case _:
            return clause
    if not a_plain_count(size) or _a_period(part.noun.head) or place and not (
        len(place) == 2 and isinstance(place[0], PrepChunk) and place[0].word in ("in", "on", "at")
        and isinstance(place[1], NounChunk)
    ):
        return clause
    held = VerbChunk(verb.word, "hold", None, verb.span)
    able = (AuxChunk("can", "modal", verb.span),)  # room, never contents told
    return attrs.evolve(clause, subject=NounChunk(part.noun, part.span, determiner="each"),
                        verb=held, auxiliaries=able, rest=(size,))


def _room_in_each(clause: Clause) -> Clause:
    """ "6 people can ride in each car", "4 kids could sit at each table", "10 pens fit in a box":
    the room of every car, as "Each car can hold 6 people" says ("fit" says room with no "can")."""
    subject, verb = clause.subject, clause.verb
    if not isinstance(subject, QtyChunk) or not a_plain_count(subject) or subject.noun is None or (
        verb is None or verb.particle or not words.in_class(verb.lemma, "occupying_verbs")
        or [a.word.lower() for a in clause.auxiliaries] not in (["can"], ["could"])
        and (verb.lemma != "fit" or clause.auxiliaries)
    ):
        return clause
    match clause.rest:
        case (PrepChunk(word="in" | "on" | "at" | "into"), CueChunk(kind="each", text=e),
              NounChunk(possessor=None, noun=Noun(plural=False)) as part) if e.lower() in ("each", "every"):
            pass
        case (PrepChunk(word="in" | "on" | "into"), NounChunk(possessor=None, determiner="a" | "an",
                                                               noun=Noun(plural=False, of=None)) as part) if (
            verb.lemma == "fit"
        ):
            pass  # "10 pens fit in a box": any one box
        case _:
            return clause
    held = VerbChunk(verb.word, "hold", None, verb.span)
    able = clause.auxiliaries or (AuxChunk("can", "modal", verb.span),)  # room, never contents told
    return attrs.evolve(clause, subject=NounChunk(part.noun, part.span, determiner="each"), verb=held,
                        auxiliaries=able, rest=(subject,))


def _modal_have(clause: Clause) -> Clause:
    """ "Each team should have 18 players", "Every box can have 6 pens": the size each part is
    to have, as "Each team can hold 18 players" says (the modal keeps it a size, not a holding
    told)."""
    match clause.auxiliaries:
        case (AuxChunk(group="modal") as modal, AuxChunk(group="have") as have) if (
            clause.verb is None and clause.each
        ):
            held = VerbChunk(have.word, "hold", None, have.span)
            return attrs.evolve(clause, auxiliaries=(modal,), verb=held)
    match clause.auxiliaries, clause.rest:
        case ((AuxChunk(group="be") as be,), (PrepChunk(word="to"), VerbChunk(particle=None) as verb,
                                              QtyChunk() as size, *each)) if (
            clause.verb is None and clause.each and verb.word.lower() == verb.lemma
            and words.in_class(verb.lemma, "portion_verbs")
            and (not each or len(each) == 1 and isinstance(each[0], CueChunk) and each[0].kind == "each")
        ):
            # "If each jar is to contain 6 cookies (each)": what each is to have, as "should
            # contain 6" says (a size, never a room); a second "each" says it again
            should = AuxChunk("should", "modal", be.span)
            return attrs.evolve(clause, auxiliaries=(should,), verb=verb, rest=(size,))
    return clause


def _capacity_of(clause: Clause) -> Clause:
    """ "Each bag has a capacity of 65 pounds", "A van has a capacity of 8 people": the room of
    every such part, as "Each bag can hold 65 pounds" says."""
    match clause.auxiliaries, clause.rest:
        case ((AuxChunk(group="have") as have,), (NounChunk(determiner="a", possessor=None) as room,
                                                  PrepChunk(word="of"), QtyChunk() as size)) if (
            clause.verb is None and not clause.negated and not room.noun.modifiers
            and words.in_class(room.noun.head, "room_nouns")
        ):
            held = VerbChunk(have.word, "hold", None, have.span)
            return attrs.evolve(clause, auxiliaries=(AuxChunk("can", "modal", have.span),), verb=held,
                                rest=(size,))
        case ((AuxChunk(group="be") as be,), (QtyChunk() as size,)) if (
            clause.verb is None and not clause.negated and isinstance(clause.subject, NounChunk)
            and clause.subject.determiner == "the" and clause.subject.possessor is None
            and not clause.subject.noun.modifiers and clause.subject.noun.of is not None
            and words.in_class(clause.subject.noun.head, "room_nouns")
        ):
            # "The capacity of a tank is 32 gallons": what a tank can hold
            of = clause.subject.noun.of
            span = clause.subject.span
            part = NounChunk(Noun(of, of, False, span=span), span, determiner="a")
            held = VerbChunk(be.word, "hold", None, be.span)
            return attrs.evolve(clause, subject=part, auxiliaries=(AuxChunk("can", "modal", be.span),),
                                verb=held, rest=(size,))
    return clause


def _is_measure_of_things(noun: Noun) -> bool:
    """ "4 feet of cloth", "8 grams of plastic": a measure of length, mass or volume of a stuff."""
    unit = measure_unit(noun.head)
    return unit is not None and not unit.ambiguous and unit.dimension in ("length", "mass", "volume")


def _portion(clause: Clause) -> tuple[Proto, ...] | None:
    """ "Each shelf can hold 8 books", "A vase holds 5 flowers", "Every box contains 6 pens",
    "Each necklace takes 7 beads", "Each box gets 2 kilograms": the size of every part of that
    kind."""
    clause = _room_each_after(clause)
    verb = clause.verb
    subject = clause.subject
    if verb is None or verb.particle or not (words.in_class(verb.lemma, "portion_verbs") or (
        words.in_class(verb.lemma, "receiving_verbs") and clause.each  # what each part gets
    )):
        return None
    if not isinstance(subject, NounChunk) or subject.noun.plural or subject.possessor is not None:
        return None
    if not (clause.each or subject.determiner in _ONE):
        return None
    if not clause.each and not clause.auxiliaries and words.in_class(verb.lemma, "needing_verbs") and (
        verb.word.lower() in words.inflections(verb.lemma, "VBD")
    ):
        return None  # "A store needed 810 cans": one store's need then, never what any one takes
    if not clause.each and not clause.auxiliaries and is_person_word(subject.noun.head) and (
        verb.word.lower() in words.inflections(verb.lemma, "VBD")
    ):
        return None  # "A chef used 15 apples": what one person did then, never what any one takes
    if any(a.group != "modal" for a in clause.auxiliaries) or any(
        a.word.lower() not in ("can", "could", "will", "would", "should", "must") for a in clause.auxiliaries
    ):
        return None
    rest = list(clause.rest)
    match rest[-2:]:
        case [PrepChunk(word="at"), NounChunk(noun=Noun(head="time"), determiner="a")]:
            rest = rest[:-2]  # "at a time"
    match rest:
        case [NounChunk(noun=Noun(head="maximum", modifiers=()), determiner="a"), PrepChunk(word="of"),
              QtyChunk()] if [a.word.lower() for a in clause.auxiliaries] in (["can"], ["could"]):
            rest = rest[2:]  # "can hold a maximum of 8": the room of each, as "can hold 8" says
    if len(rest) != 1 or not isinstance(size := rest[0], QtyChunk):
        return None
    if size.value is None or size.comparative or size.of_entity is not None:
        return None
    per = attrs.evolve(subject.noun, modifiers=())
    count = QtyChunk(None, None, subject.span, subject.span, noun=per)
    # "Each bag contains 5 pens" (a verb of holding, no modal) is also what every bag holds
    told = verb if verb.verb_class is VerbClass.POSSESS and not clause.auxiliaries else None
    # "can hold 8", "holds 8", "will hold 8", "can take 8": the most each takes; "contains 8",
    # "gets 8", "will have 8", "should have 8": what each has (or is to have)
    modals = {a.word.lower() for a in clause.auxiliaries}
    able = bool(modals) and modals <= {"can", "could"}
    had = verb.word.lower() in ("have", "has", "had")  # "will have 8", read as "will hold 8"
    room = able or not had and not modals & {"should", "must"} and words.in_class(verb.lemma, "room_verbs")
    # "Each pie takes 5 apples", "needs", "requires", "uses": what making any one uses up (never
    # "can take 8": room); said of "each pie" only, not of "each large pie" (pies of any size?);
    # never a time ("Each pie takes 40 minutes": pies may bake together)
    unit = measure_unit(size.noun.head) if size.noun is not None else None
    required = not modals and not subject.noun.modifiers and (unit is None or unit.dimension != "time") and (
        verb.lemma == "take" or words.in_class(verb.lemma, "using_verbs"))
    return (Proto(Op.SHARE, CueChunk("there", "", subject.span), size, clause.span, per=per, count=count,
                  capacity=True, verb=told, described=subject.noun, room=room, required=required),)


def _room_each_after(clause: Clause) -> Clause:
    """ "The drawers can hold 2 shirts each", "Vans could carry 7 people apiece": the room of
    every one of the kind, as "Each drawer can hold 2 shirts" says (said with a modal; what the
    drawers have each, "The drawers have 2 shirts each", is read with the rates). Not of
    someone's drawers ("Tom's drawers" may not be the drawers counted)."""
    subject, rest = clause.subject, clause.rest
    if clause.each or not isinstance(subject, NounChunk) or not subject.noun.plural or (
        subject.possessor is not None or subject.determiner not in (None, "the")
        or subject.noun.of is not None or not clause.auxiliaries or len(rest) < 2
    ):
        return clause
    match rest[-1]:
        case CueChunk(kind="each", text=e) if e.lower() in ("each", "apiece"):
            pass
        case _:
            return clause
    one = attrs.evolve(subject.noun, plural=False, surface=subject.noun.head)
    return attrs.evolve(clause, subject=attrs.evolve(subject, noun=one, determiner=None), each=True,
                        rest=rest[:-1])


# ---------------------------------------------------------------- binding


def holders_of(entries: tuple[Entry, ...], kind: Kind) -> list[str]:
    return sorted({e.subject for e in entries if e.op in (Op.OBSERVE, Op.GAIN)
                   and e.kind.unit == kind.unit and not e.kind.part})


def _holders_of_members(entries: tuple[Entry, ...], kind: Kind) -> list[str]:
    """ "4 tulips and 23 roses … puts the flowers (them) into vases": the holders of kinds the
    category ``kind`` certainly names (the replay counts them together, or refuses a holder
    whose kinds the category does not settle)."""
    if not is_category(kind.unit) or kind.modifiers or kind.of is not None or kind.part is not None:
        return []
    return sorted({e.subject for e in entries if e.op in (Op.OBSERVE, Op.GAIN) and not e.kind.part
                   and membership(e.kind.unit, kind.unit, e.kind.modifiers)})


def bind_share(entries: tuple[Entry, ...], proto: Proto, text: str, sharer: str | None,
               kinds: list[Kind]) -> list[tuple[Entry, tuple[QuantityUse, ...]]]:
    """The SHARE entries ``proto`` may make, one per kind the whole may be: of the one
    holder of that kind (or of the sharer, when the clause states the whole)."""
    assert proto.per is not None and proto.count is not None
    kinds = _named_more_precisely(kinds)
    per = Kind(proto.per.head, proto.per.of if proto.capacity else None)
    if proto.capacity and proto.described is not None:
        # "each green shelf can hold 8": the room of green shelves, not of every shelf
        per = Kind(proto.per.head, proto.per.of, modifiers=tuple(
            m for m in proto.described.modifiers if "ADJ" in words.lemmas(m)))
    counted_parts = proto.qty.value is None and proto.count.value is None and not (  # "among the students"
        proto.sized_later)
    parts_holders = holders_of(entries, per)
    if counted_parts and len(parts_holders) != 1:
        return []  # the parts named are counted once, by one holder, or not read
    if not counted_parts and not _room(proto) and any(
        e.kind.unit == per.unit for e in entries if e.op is not Op.SHARE
    ):
        return []  # the parts are things the story already counts: not read as parts
    # (the room of each of them is kept: a question may ask what they can hold, see rooms_filled)
    if proto.qty.noun is None and not proto.capacity and len(
        [k for k in kinds if holders_of(entries, k)]
    ) > 1:
        return []  # "shares them" after apples and pears: them all, or one kind? not read
    found = []
    for kind in kinds:
        if kind.unit == per.unit:
            continue
        if _mass(proto.other) and isinstance(proto.other, NounChunk) and proto.other.noun.head not in (
            kind.unit, kind.of
        ):
            continue  # "the candy" shares candy, in whatever pieces it is counted
        holders = holders_of(entries, kind) or _holders_of_members(entries, kind)
        if isinstance(proto.other, EntityChunk) and holders:
            # "gives 5 to Ann. … put them into groups": the giver's, or the 5 Ann was given?
            holders = sorted({*holders, *(e.other for e in entries if e.op is Op.TRANSFER
                                          and e.other is not None and e.kind.unit == kind.unit)})
        if proto.capacity:
            holders = ["world"]  # whoever holds the kind when the question is asked
        elif proto.shared is not None:
            holders = [sharer] if sharer is not None else []
        if len(holders) != 1 or isinstance(proto.other, CueChunk) and not any(
            e.op in (Op.LOSS, Op.TRANSFER) and e.subject == holders[0] and e.kind.unit == kind.unit
            for e in entries
        ):
            continue  # "the rest" is what is left after the holder lost or gave some
        # a kind told by comparison is held too ("twice as many silver stickers as gold stickers")
        held_kinds = list(dict.fromkeys(e.kind for e in entries if e.subject == holders[0] and (
            e.kind.unit == kind.unit and e.op in (Op.OBSERVE, Op.GAIN, Op.COMPARE, Op.SCALE))))
        if not proto.capacity and proto.shared is None and len(held_kinds) > 1:
            if kind not in held_kinds and not _names_them_all(kind, held_kinds):
                continue  # "36 red pens and 42 blue pens … shares the green pens": none held
            if kind in held_kinds and _names_them_all(kind, [k for k in held_kinds if k != kind]):
                continue  # "12 pens and 20 blue pens … shares the pens": the blue among them, or more?
            held_kinds = [kind]  # "… shares the pens": the red and the blue, counted together
        held = held_kinds[0] if held_kinds else kind
        if held_kinds and not set(kind.modifiers) <= set(held.modifiers):
            continue  # "has 12 pens. She divided the red pens": only some of them, or all?
        if proto.capacity:
            held = kind
        size = _amount(proto.qty, text)
        count = _amount(proto.count, text)
        shared = _amount(proto.shared, text) if proto.shared is not None else None
        entry = Entry(f"e{len(entries) + 1}", Op.SHARE, holders[0], held, size, proto.clause,
                      actor=holders[0], per=per, count=count, count_unit=per.unit,
                      shared=shared, capacity=proto.capacity, sized_later=proto.sized_later, room=proto.room,
                      required=proto.required, made_told=proto.made_told,
                      verb_class=VerbClass.POSSESS if proto.capacity and proto.verb else None,
                      verb=_doing_parted(proto),
                      other=parts_holders[0] if counted_parts else None, cues=proto.cues,
                      equal_untold=proto.equal_untold, all_placed=proto.all_placed,
                      rest_kept=_words(proto.rest_kept, text))
        uses = tuple(QuantityUse(a.span, a.text, entry.id) for a in (size, count, shared)
                     if a is not None and a.value is not None)
        found.append((entry, uses))
    return found


def _doing_parted(proto: Proto) -> str | None:
    """The verb of a doing parted among periods of time ("read 120 pages in 4 days") or among a
    counted group of people ("6 friends bought 234 tickets", told of no one: `done_by_group`): a
    question of that verb asks of it, and only a saying of that verb makes its parts equal. Other
    shares keep no verb (what is put in bags is no doing asked)."""
    if proto.capacity or proto.verb is None or proto.per is None:
        return None
    by_group = isinstance(proto.subject, CueChunk) and proto.shared is not None and (
        is_person_word(proto.per.head))
    return proto.verb.lemma if _a_period(proto.per.head) or by_group else None


def _words(span: tuple[int, int] | None, text: str) -> Citation | None:
    return None if span is None else Citation("text", text[span[0]:span[1]], span)


def bind_share_told_later(entries: tuple[Entry, ...], proto: Proto, text: str, sharer: str,
                          kinds: list[Kind]) -> list[tuple[Entry, tuple[QuantityUse, ...]]]:
    """ "Ana wants to split her pens into groups of 5. She has 30 pens.", "Ana was putting her
    pens into bags of 6. If she had 30 pens, …": a planned parting of things no one is yet
    told to hold, named by a definite plural; the whole is the sharer's holding told after it
    (the ledger checks it is the one holding of the kind, unchanged: finish_shares)."""
    assert proto.per is not None and proto.count is not None
    if not proto.planned or proto.capacity or proto.shared is not None or proto.sized_later or not (
        isinstance(proto.other, NounChunk) and proto.other.noun.plural
        and (proto.other.determiner == "the" or proto.other.possessor is not None)
    ) or len(kinds) != 1 or any(e.kind.unit == kinds[0].unit for e in entries):
        return []
    kind, per = kinds[0], Kind(proto.per.head)
    if kind.unit == per.unit or any(e.kind.unit == per.unit for e in entries):
        return []
    size, count = _amount(proto.qty, text), _amount(proto.count, text)
    entry = Entry(f"e{len(entries) + 1}", Op.SHARE, sharer, kind, size, proto.clause, actor=sharer, per=per,
                  count=count, count_unit=per.unit, whole_later=True, cues=proto.cues,
                  equal_untold=proto.equal_untold)
    uses = tuple(QuantityUse(a.span, a.text, entry.id) for a in (size, count) if a.value is not None)
    return [(entry, uses)]


def _named_more_precisely(kinds: list[Kind]) -> list[Kind]:
    """ "17 pieces of candy … ate 2 pieces … put the rest into piles": "pieces" is the one kind
    of pieces told more precisely, not a second kind (the replay binds it so: key_for)."""
    def precise(kind: Kind) -> list[Kind]:
        return [other for other in kinds if other != kind and other.unit == kind.unit
                and other.part == kind.part and kind.of in (None, other.of)
                and set(kind.modifiers) <= set(other.modifiers)]
    return [kind for kind in kinds if len(precise(kind)) != 1]


def _names_them_all(kind: Kind, held: list[Kind]) -> bool:
    """ "the pens" (or "them") after "36 red pens and 42 blue pens", "30 figs in a jar and 18
    in a bag": the bare noun names every kind of it held, so what is shared is all of them
    (the replay counts the kinds together from here on)."""
    return not kind.modifiers and kind.of is None and kind.part is None and all(
        k.unit == kind.unit and k.of is None and k.part is None for k in held)


def size_parts_put(entries: tuple[Entry, ...], proto: Proto, text: str) -> tuple[Entry, QuantityUse] | None:
    """ "She put them in jars. Each jar holds 6 cookies (If there are 6 cookies in each jar)": the
    size of each part, told after the things were put into parts neither counted nor sized, is
    the size of that share, as "put them into jars of 6" says; of the one such sharing into
    those parts, of that kind. "A full jar holds 6" says it too (a jar holding its size is full);
    "a big jar" would name some jars only."""
    counted_only = False  # sizes only parts counted, never parts told with no count
    if proto.op is Op.SHARE and proto.capacity and proto.per is not None:
        part, described = proto.per, proto.described
    elif proto.op is Op.SHARE and proto.per is not None and not proto.per.plural and proto.other is None and (
        proto.shared is None and proto.count is not None and proto.count.value is None
        and not proto.room and not proto.planned and isinstance(proto.subject, EntityChunk)
    ):
        # "She put them into 30 baskets. She put 8 eggs into each basket.": of the same doer
        # (the caller binds the subject)
        part, described, counted_only = proto.per, None, True
    elif proto.op is Op.RATE and isinstance(proto.subject, NounChunk) and (
        proto.subject.possessor is None and not proto.subject.noun.plural
    ):
        part, described = proto.subject.noun, proto.subject.noun
    else:
        return None
    if proto.qty.value is None or described is not None and not all(
        words.in_class(m, "full_part_adjectives") for m in described.modifiers
    ):
        return None
    open_shares = [e for e in entries if e.op is Op.SHARE and e.per is not None and e.per.unit == part.head
                   and (e.sized_later and not counted_only
                        or (proto.op is Op.RATE or counted_only) and _counted_unsized(e, entries))]
    if len(open_shares) != 1 or proto.qty.noun is not None and proto.qty.noun.head not in (
        open_shares[0].kind.unit, open_shares[0].kind.of
    ):
        return None
    size = _amount(proto.qty, text)
    room = proto.op is Op.SHARE and proto.room
    sized = attrs.evolve(open_shares[0], amount=size, sized_later=False, room=room)
    return sized, QuantityUse(size.span, size.text, sized.id)


def _counted_unsized(entry: Entry, entries: tuple[Entry, ...]) -> bool:
    """ "She put them into 30 baskets": parts counted, not sized, of a whole held untold (the
    things got with no count, "collected some eggs"): what each part had, told after it ("Each
    basket had 8 eggs", "There were 8 eggs in each basket"; never the room, "can hold 8"), sizes
    it as "… with 8 eggs in each basket" does. Only when no amount of the kind is told anywhere
    ("had 10 eggs. She collected some eggs. She put them …": all her eggs, or the ones got?)."""
    return not entry.capacity and entry.amount.value is None and entry.count is not None and (
        entry.count.value is not None) and entry.shared is None and not any(
        e is not entry and e.kind.unit == entry.kind.unit and e.amount.value is not None for e in entries)


def _room(proto: Proto) -> bool:
    """ "Each shelf can hold 8 books": the room of one part, told with no holding verb."""
    return proto.capacity and proto.verb is None


def _is_room(entry: Entry) -> bool:
    return entry.op is Op.SHARE and entry.capacity and entry.verb_class is None and entry.per is not None


def _room_told_as_fact(entry: Entry) -> bool:
    """ "Each tray held 9 cubes", "A mold holds 6 candles": a room verb told as a fact says
    what each part takes full, so asked what the parts can make ("How many cubes could he
    make?") it is their room, as "can hold" would be ("Each tray has 9 cubes" tells what each
    has, and is not; "Each bus carried 40" may be fewer than it can carry, so a question of
    what they can carry still wants "can")."""
    return entry.op is Op.SHARE and entry.capacity and entry.room and entry.verb_class is VerbClass.POSSESS \
        and entry.per is not None


def rooms_filled(entries: tuple[Entry, ...], asked_noun: str | None, verb: str | None,
                 able: bool) -> tuple[tuple[Entry, ...], str | None] | None:
    """The room of each part told of parts the story counts ("Each shelf can hold 8 books. Adam
    has 3 shelves."). When the question asks what they can hold ("How many books can his
    shelves hold?": an ability modal, a verb of holding, the room's kind and nothing else told
    of it), each is read full: a RATE of the one holder of the parts (books per shelf ×
    shelves, the shelves it has at the end), and the holder is returned. Asked anything else,
    the room of parts counted before it is not read (None), as it never was: whether the parts
    are full the story does not say.
    Entries and no holder when there is no such room."""
    counted = {e.kind.unit: i for i, e in reversed(list(enumerate(entries))) if e.op is not Op.SHARE}
    # "How many cubes can he make?" of trays' room
    making = able and verb is not None and words.in_class(verb, "making_parts_verbs")
    rooms = [(i, e) for i, e in enumerate(entries) if (_is_room(e) or making and _room_told_as_fact(e))
             and e.per is not None and e.per.unit in counted]
    if not rooms:
        return entries, None
    asks_room = able and verb is not None and (
        words.in_class(verb, "portion_verbs") or words.in_class(verb, "occupying_verbs") or making
    ) and len(rooms) == 1
    if not asks_room:
        told_before = any(counted[e.per.unit] < i for i, e in rooms if e.per is not None)
        if verb is not None and words.in_class(verb, "using_verbs") and all(e.required for _, e in rooms):
            told_before = False  # "He made 6 pies. Each pie takes 5 apples. How many apples did he use?"
        return None if told_before else (entries, None)
    index, room = rooms[0]
    assert room.per is not None
    holders = holders_of(entries, room.per)
    # "Ben can fit 5 on each": the parts must be his, or in a place of his ("room of Ben")
    fitter = bool(holders) and room.actor not in (room.subject, holders[0], holders[0].partition(" of ")[2])
    if asked_noun != room.kind.unit or len(holders) != 1 or fitter or any(
        not set(room.per.modifiers) <= set(e.kind.modifiers)
        for e in entries if e.kind.unit == room.per.unit and e is not room
    ) or any(
        e.kind.unit == room.per.unit and (e.subject, e.other or holders[0]) != (holders[0], holders[0])
        for e in entries if e is not room  # "gave 1 shelf to Bo": are Bo's shelves asked too?
    ) or any(
        e.kind.unit == room.kind.unit or e.per is not None and e.per.unit == room.kind.unit
        for e in entries if e is not room
    ):
        return None
    full = attrs.evolve(room, op=Op.RATE, subject=holders[0], actor=holders[0], count=None,
                        count_unit=None, capacity=False)
    # what the parts hold when the question is asked: after every count of them
    return entries[:index] + entries[index + 1:] + (full,), holders[0]


def _amount(qty: QtyChunk, text: str) -> Amount:
    return Amount(qty.value, qty.value_span, text[qty.value_span[0]:qty.value_span[1]],
                  qty.lexicon_constant)


def contents_unless_asked(entries: tuple[Entry, ...], each: bool, parts_noun: str | None,
                          world: str) -> tuple[Entry, ...]:
    """A size told of every part as a fact ("Each bag contains 5 pens", "Each tray held 9
    cubes"; never "can hold") says what each one holds. When the question asks neither the
    size of a part nor how many parts there are, it is read as "Each bag has 5 pens" told
    before any bag is counted: what any bag has (a pace of the world), which the bags the
    story counts afterwards multiply."""
    if each:
        return entries
    return tuple(
        attrs.evolve(e, op=Op.PACE, subject=world, actor=world, count=None, count_unit=None,
                     capacity=False, verb_class=None)
        if e.op is Op.SHARE and e.capacity and e.verb_class is VerbClass.POSSESS and e.per is not None
        and e.per.unit != parts_noun else e
        for e in entries)


def parts_of_contents(entries: tuple[Entry, ...], parts_noun: str | None, verb: str | None,
                      world: str) -> tuple[Entry, ...]:
    """ "Each box has 5 plates" of boxes the story never counts (what any box has), when the
    question asks how many boxes are needed or filled ("How many boxes does he need?"): the
    size of every part, as "Each box holds 5 plates" is."""
    if parts_noun is None or verb is None or not words.in_class(verb, "part_result_verbs") or any(
        e.kind.unit == parts_noun or e.op is Op.SHARE and e.per is not None and e.per.unit == parts_noun
        for e in entries
    ):
        return entries
    return tuple(
        attrs.evolve(e, op=Op.SHARE, count=Amount(None, e.clause, e.per.plural_label), count_unit=e.per.unit,
                     capacity=True)
        if e.op is Op.PACE and e.subject == world and e.verb is None and e.per is not None
        and e.per.unit == parts_noun else e
        for e in entries)


# ---------------------------------------------------------------- questions


def read_each_question(clause: Clause, noun: NounChunk | None, money: bool,
                       span: tuple[int, int]) -> tuple[NounChunk | None] | None:
    """ "How many apples does each friend get?", "How many will each receive?", "How many
    did each of them have?", "How many pens are in each box?": the part asked about (None:
    whichever part the story shares into). "How many pens did she put in each box?": the same,
    asked of the one who parted (the question binds "she" to the parting's parter). None when
    the question is not of this shape."""
    rest = list(clause.rest)
    be = any(a.group == "be" for a in clause.auxiliaries)
    if clause.subject is not None:
        if not _parter_asked(clause):
            return None
        if clause.verb is not None and _hands_out(clause.verb):
            return _each_given(rest)
        be = True  # "did she put in each box": what she put in it is what is in it
    elif clause.verb is not None:
        placed = be and clause.verb.participle and words.in_class(clause.verb.lemma, "partition_verbs")
        if clause.verb.lemma not in ("go", "fit") and not placed:
            return None
        be = True  # "How many should go in each bag?", "… will be placed in each can?": what is in it
    while rest and isinstance(rest[-1], CueChunk) and rest[-1].kind in ("final", "then"):
        rest = rest[:-1]
    match rest[-2:]:
        case [PrepChunk(word="in"), EntityChunk(text=it)] if it.lower() == "it":
            rest = rest[:-2]  # "would each bag have in it"
    match rest:
        case [PrepChunk(word="in" | "on" | "into" | "onto"), CueChunk(kind="each", text=e),
              NounChunk() as where] if be and e.lower() in ("each", "every"):
            if clause.subject is not None and words.in_class(where.noun.head, "person_nouns"):
                return None  # "did she put in each friend": no place, whatever was shared
            return (where,) if _plain(where) else None
        case [PrepChunk(word="in" | "on" | "into" | "onto"), CueChunk(kind="each", text=e),
              PrepChunk(word="of"), NounChunk(determiner="the", possessor=None) as where] if (
            be and e.lower() == "each" and where.noun.plural
        ):
            # "in each of the albums": in each album, of the albums the story parts into
            one = NounChunk(attrs.evolve(where.noun, plural=False, surface=where.noun.head), where.span)
            return (one,) if _plain(one) else None
        case [CueChunk(kind="each", text=e), *after] if e.lower() == "each" and clause.verb is None:
            pass
        case _:
            return None
    part: NounChunk | None = None
    if after and isinstance(after[0], NounChunk):
        part, after = after[0], after[1:]
        if not _plain(part):
            return None
    elif after[:2] and isinstance(after[0], PrepChunk) and after[0].word == "of" and len(after) > 1 and (
        isinstance(after[1], EntityChunk) and after[1].text.lower() == "them"
    ):
        after = after[2:]
    match after:
        case [VerbChunk(verb_class=cls, lemma=lemma)] if cls in (
            VerbClass.GAIN, VerbClass.TRANSFER_IN, VerbClass.POSSESS
        ) or words.in_class(lemma, "portion_verbs"):
            return (part,)
        case [AuxChunk(group="have")]:
            return (part,)
    return None


def _parter_asked(clause: Clause) -> bool:
    """ "did she put", "will Ann pack", "did he give": a person named or a pronoun for one, doing
    (not having done to them) a verb that parts or hands out, the parts after it. "could she put"
    asks what each part has room for, which the parting does not tell."""
    subject, verb = clause.subject, clause.verb
    return isinstance(subject, EntityChunk) and subject.kind in ("name", "pronoun") and (
        not subject.plural and subject.text.lower() not in ("it", "they")
    ) and verb is not None and not verb.particle and (
        words.in_class(verb.lemma, "partition_verbs") or _hands_out(verb)) and all(
        a.group != "be" and a.word.lower() not in ("can", "could") for a in clause.auxiliaries)


def _each_given(rest: list[Chunk]) -> tuple[NounChunk | None] | None:
    """ "(did she give) each friend", "… to each friend": the one receiver of a share among
    people; a place ("give each box") is not read."""
    match rest:
        case [PrepChunk(word="to"), CueChunk(kind="each", text=e), NounChunk() as who] | [
            CueChunk(kind="each", text=e), NounChunk() as who
        ] if e.lower() == "each" and _plain(who) and words.in_class(who.noun.head, "person_nouns"):
            return (who,)
    return None


def _asks_parts_made(asked: Clause) -> bool:
    """ "How many cakes can you make", "How many bags can she fill", "How many cakes can be made":
    a count of parts someone named (or anyone) can (could) make."""
    modals = [a.word.lower() for a in asked.auxiliaries]
    return asked.wh is not None and asked.wh.asks == "count" and not asked.negated and (
        asked.verb is not None and not asked.verb.particle
        and words.in_class(asked.verb.lemma, "making_parts_verbs")
        and (modals in (["can"], ["could"]) and isinstance(asked.subject, EntityChunk) or modals in (
            ["can", "be"], ["could", "be"]) and asked.verb.participle and asked.subject is None)
    )


def made_with_into_supposition(clauses: list[Clause]) -> list[Clause]:
    """ "How many cakes can you make with 37 eggs?": the full parts a stated whole makes, as "If
    you have 37 eggs, how many cakes can you make?" asks; the whole is supposed, held by the one
    asked about ("How many cakes can be made with 37 eggs?": by no one named, as "If there are 37
    eggs" says)."""
    asked = clauses[-1] if clauses else None
    if asked is None or not _asks_parts_made(asked) or any(c.supposed for c in clauses[:-1]):
        return clauses  # "… with 37 eggs if you drop 7 eggs?": before the drop, or after?
    match asked.rest:
        case (PrepChunk(word="with") as with_, QtyChunk(noun=Noun()) as whole) if a_plain_count(whole):
            holder, have = (CueChunk("there", "there", with_.span), AuxChunk("are", "be", with_.span)) if (
                asked.subject is None) else (asked.subject, AuxChunk("have", "have", with_.span))
            held = Clause(holder, (have,), None, (whole,), whole.span, conditional=True, supposed=True,
                          times=asked.times)
            return [*clauses[:-1], held, attrs.evolve(asked, rest=())]
    return clauses


def given_each_into_supposition(clauses: list[Clause]) -> list[Clause]:
    """ "How many pens can she give to each of her 4 friends?": the size of equal parts of the
    pens she has, as "If she gives the pens equally to her 4 friends, how many pens does each
    friend get?" asks. Only with "can" / "could" (what all of them may each get, alike), a verb of
    giving, a plural noun asked and a counted group; the giving is supposed, so what the story
    tells of the pens is what is shared, and a share that is not exact is refused."""
    asked = clauses[-1] if clauses else None
    if asked is None or asked.wh is None or asked.wh.asks != "count" or asked.negated or any(
        c.supposed and (c.verb is not None or [a.group for a in c.auxiliaries] != ["have"])
        for c in clauses[:-1]
    ):
        return clauses  # ("If she has 18 pens, how many …": a holding supposed, before any giving)
    verb = asked.verb
    if verb is None or verb.particle or not _hands_out(verb) or not isinstance(
        asked.subject, EntityChunk
    ) or [a.word.lower() for a in asked.auxiliaries] not in (["can"], ["could"]):
        return clauses
    match asked.head:
        case (NounChunk(determiner=None, possessor=None,
                        noun=Noun(plural=True, of=None, modifiers=()) as kind) as named,):
            pass
        case _:
            return clauses
    match asked.rest:
        case (PrepChunk(word="to") as to, CueChunk(kind="each", text=e) as each, PrepChunk(word="of"), *owner,
              QtyChunk() as count) if e.lower() == "each" and len(owner) <= 1 and all(
            isinstance(o, EntityChunk) and words.pronoun(o.text, "possessive") is not None for o in owner
        ):
            pass
        case _:
            return clauses
    if count.value is None or count.noun is None or not count.noun.plural or (
        count.comparative is not None or count.of_entity is not None or count.noun.of is not None
    ):
        return clauses
    if any(not v.auxiliary and v.span[1] <= asked.span[0] and (
        words.verb_class(v.lemma) is VerbClass.TRANSFER_OUT or words.in_class(v.lemma, "handing_verbs")
    ) for v in asked.told.verbs):
        # "She gave 6 pens to each of her 2 cousins. How many can she give to each …": more, or those?
        return clauses
    whole = NounChunk(kind, named.span, possessor=asked.subject)  # hers: "can Bo give" gives none of Ann's
    equally = CueChunk("each", "equally", each.span)
    giving = Clause(asked.subject, (), verb, (whole, equally, to, *owner, count), asked.span,
                    conditional=True, supposed=True, times=asked.times, told=asked.told)
    one = attrs.evolve(count.noun, plural=False, surface=count.noun.head, modifiers=())
    part = NounChunk(one, count.span)
    got = VerbChunk("get", "get", VerbClass.GAIN, verb.span)
    return [*clauses[:-1], giving, attrs.evolve(asked, subject=None, verb=None, rest=(each, part, got))]


def needed_for_into_supposition(clauses: list[Clause]) -> list[Clause]:
    """ "How many buses are needed for 60 students?", "How many vans are required to carry 60
    people?": the parts that hold all of a whole the question states, as "If there are 60
    students, how many buses are needed?" asks; the whole is supposed (a holding of that kind
    told in the story then contradicts it, and is refused), and the question supposes nothing
    else."""
    asked = clauses[-1] if clauses else None
    if asked is None or asked.wh is None or asked.wh.asks != "count" or asked.negated or (
        asked.subject is not None or any(c.supposed for c in clauses[:-1])
        or [a.group for a in asked.auxiliaries] != ["be"] or asked.verb is None
        or asked.verb.particle is not None or not words.in_class(asked.verb.lemma, "needing_verbs")
    ):
        return clauses
    match asked.head:
        case (NounChunk(determiner=None, possessor=None, noun=Noun(plural=True, of=None)),):
            pass
        case _:
            return clauses
    match asked.rest:
        case (PrepChunk(word="for") as prep, QtyChunk(noun=Noun()) as whole):
            pass
        case (PrepChunk(word="to") as prep, VerbChunk(particle=None) as holding,
              QtyChunk(noun=Noun()) as whole) if words.in_class(holding.lemma, "room_verbs"):
            pass
        case _:
            return clauses
    assert whole.noun is not None
    if not a_plain_count(whole) or not whole.noun.plural or whole.noun.of is not None:
        return clauses
    there = Clause(CueChunk("there", "there", prep.span), (AuxChunk("are", "be", prep.span),), None, (whole,),
                   whole.span, conditional=True, supposed=True, times=asked.times, told=asked.told)
    return [*clauses[:-1], there, attrs.evolve(asked, rest=())]


def each_without_be(clauses: list[Clause]) -> list[Clause]:
    """ "How many in each binder?", "How many cards in each box?": the size of each part asked
    with the verb left out, as "How many (cards) are in each binder?" asks; "How many cards are
    there in each box?" asks it too, with "there"."""
    asked = clauses[-1] if clauses else None
    if asked is not None and asked.wh is not None and asked.wh.asks == "count" and (
        isinstance(asked.subject, CueChunk) and asked.subject.kind == "there" and asked.verb is None
        and len(asked.auxiliaries) == 1 and asked.auxiliaries[0].group == "be" and not asked.negated
    ):
        match asked.rest:
            case (PrepChunk(word="in" | "on"), CueChunk(kind="each"), NounChunk(noun=Noun(plural=False))):
                return [*clauses[:-1], attrs.evolve(asked, subject=None)]
    if asked is not None and asked.wh is not None and asked.wh.asks == "count":
        match asked.rest:
            case (CueChunk(kind="each") as each, PrepChunk(word="of"),
                  NounChunk(determiner="the", possessor=None, noun=Noun(plural=True)) as parts, *after):
                # "How many will each of the boys get?": what "each boy" asks
                one = NounChunk(attrs.evolve(parts.noun, plural=False), parts.span)
                return [*clauses[:-1], attrs.evolve(asked, rest=(each, one, *after))]
    if asked is None or asked.wh is None or asked.wh.asks != "count" or asked.auxiliaries or (
        asked.verb is not None or asked.rest or asked.subject is not None or asked.negated
    ):
        return clauses
    match asked.head:
        case (*kind, PrepChunk(word="in" | "on") as prep, CueChunk(kind="each") as each,
              NounChunk(noun=Noun(plural=False)) as part) if len(kind) <= 1 and all(
            isinstance(c, NounChunk) and c.noun.plural and c.determiner is None and c.possessor is None
            for c in kind
        ):
            are = AuxChunk("are", "be", (asked.wh.span[1], asked.wh.span[1]))
            return [*clauses[:-1], attrs.evolve(asked, head=tuple(kind), auxiliaries=(are,),
                                                rest=(prep, each, part))]
    return clauses


def sized_parts_into_supposition(clauses: list[Clause]) -> list[Clause]:
    """ "How many groups of 3 can you make (with them)?", "How many bags of 5 pens can she
    fill?": the full parts of the size the question states, as "If you put them (the pens)
    into groups of 3, how many groups can you make?" asks; the parting is supposed, of the
    whole "them" (or the size's noun) names."""
    asked = clauses[-1] if clauses else None
    if asked is None or not _asks_parts_made(asked):
        return clauses
    assert asked.verb is not None
    match asked.head:
        case (NounChunk(determiner=None, possessor=None, noun=Noun(plural=True, of=None)) as parts,
              PrepChunk(word="of") as of, QtyChunk() as size) if a_plain_count(size):
            pass
        case _:
            return clauses
    match asked.rest:
        case ():
            if size.noun is None:
                return clauses  # "How many groups of 3 can she make?": of what?
            whole: Chunk = NounChunk(attrs.evolve(size.noun, modifiers=()), size.span, determiner="the")
        case (PrepChunk(word="with"), EntityChunk(text=them) as whole) if them.lower() == "them":
            pass
        case _:
            return clauses
    put = VerbChunk("put", "put", VerbClass.PLACE, asked.verb.span)
    parting = Clause(asked.subject, (), put, (whole, PrepChunk("into", of.span), parts, of, size),
                     asked.span, conditional=True, supposed=True, times=asked.times)
    return [*clauses[:-1], parting, attrs.evolve(asked, head=(parts,), rest=())]


def read_size_question(clause: Clause) -> NounChunk | None:
    """ "How big is each group?", "How large is each pile?": the size of each part of the
    whole the story shares, in the whole's own unit. None for any other shape ("How big is
    the garden?" asks a measure the story would have to give)."""
    match clause.rest:
        case (CueChunk(kind="each", text=e), NounChunk() as part) if e.lower() == "each" and (
            clause.subject is None and clause.verb is None and not clause.negated
            and [a.group for a in clause.auxiliaries] == ["be"] and _plain(part)
        ):
            return part
    return None


def _plain(part: NounChunk) -> bool:
    return part.possessor is None and not part.noun.plural and part.noun.head != ""


def share_target(entries: tuple[Entry, ...], what: TargetWhat, matcher: KindMatcher,
                 per: NounChunk | None, noun_head: str | None, verb: str | None,
                 span: tuple[int, int], evidence: str, unit_text: str,
                 able: bool = False, full: bool = False, estimate: bool = False,
                 whole: NounChunk | QtyChunk | None = None) -> Target | Refusal | None:
    """The target of a question about a shared whole: the size of each part (EACH), or the
    number of parts when the question counts the parts' noun with a verb that may ask it
    ("How many bags did she fill?"). None: not a question about shares."""
    shares = [e for e in entries if e.op is Op.SHARE]
    if what is TargetWhat.EACH and not shares:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("a whole the story shares into equal parts",))
    if not shares:
        return None
    if what is TargetWhat.EACH:
        parts = {e.per.unit: e for e in shares if e.per is not None and not e.capacity}
        if any(e.op is not Op.SHARE and e.kind.unit in parts and e.subject != parts[e.kind.unit].other
               for e in entries):
            # "Ann put 84 cards into 7 binders. Bo has 3 binders.": each of which binders?
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                           expected=("parts the story counts nowhere else",))
        if any(e.op is not Op.SHARE and e.kind.unit == share.kind.unit
               and {share.subject, share.parter or share.subject} & {e.subject, e.actor, e.other}
               and not share.whole_later
               for share in shares for e in entries[entries.index(share) + 1:]):
            # (the whole of a plan is told after it: _whole_told_later checks it)
            # "bought 48 figs packed equally into 4 boxes. He ate 4 figs." (or "Ann gave him 8
            # figs", or the parter's: "Bo put them into bags. He gave 2 pens to Cy."): is each box
            # as full?
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                           expected=("parts no later doing of the sharer's may have changed",))
        each_asked = per.noun.head if per is not None else None
        if each_asked == "one":
            each_asked = None  # "How many did each one get?": each part, as "each" alone asks
        elif each_asked == "person":
            # "How many did each person get?" of a share among friends: each friend; never of
            # parts that are no people, nor of two groups of people
            among = {e.per.unit for e in shares if e.per is not None and not e.capacity
                     and is_person_word(e.per.unit)}
            if len(among) != 1:
                return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                               expected=("one share among people",))
            each_asked = among.pop()
        return Target(TargetWhat.EACH, matcher, span, evidence, unit_text=unit_text, per=each_asked)
    if noun_head is None or not any(e.per is not None and e.per.unit == noun_head for e in shares):
        return None
    if any((unit := measure_unit(word)) is not None and unit.dimension == "count"
           for word in unit_text.split()[:-1]):
        # "How many dozen boxes does she need?": the parts counted in dozens, not one by one
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("parts counted one by one",))
    asked = {m for m in matcher.modifiers  # the adjectives a room is told with ("each green shelf")
             if "ADJ" in words.lemmas(m) and not words.in_class(m, "full_part_adjectives")}
    if any(e.per is not None and e.per.unit == noun_head and set(e.per.modifiers) != asked for e in shares):
        # "It takes 3 eggs to make a big cake. How many small cakes …?": parts of another sort
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("parts of the sort the story sizes",))
    sized = [e for e in shares if e.per is not None and e.per.unit == noun_head]
    if any(None not in (matcher.of, e.per.of) and e.per.of != matcher.of for e in sized if e.per is not None):
        # "It takes 2 oranges to make a glass of juice. How many glasses of lemonade …?"
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("parts of the stuff the story sizes",))
    if matcher.of is not None and any(e.per is not None and e.per.of is None and _some_of_the_whole(
        matcher.of, e.kind, entries
    ) for e in sized):
        # "put 63 pens into boxes of 9. How many boxes of red pens …?", "split 63 kids into
        # groups of 9. How many groups of boys …?": the parts hold the whole, not only those
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("parts of the whole shared, not of some of it",))
    if not able and verb is not None and words.in_class(verb, "producing_verbs") and sized and all(
        e.required for e in sized
    ):
        # "Each pie takes 5 apples. Sam has 40 apples. How many pies did he make?": what he
        # could make is told, never that he made them
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("parts made, or what could be made",))
    if any(e.kind.unit == noun_head for e in entries if e.op is not Op.SHARE):
        # "He put them into bags of 5. He bought 3 more bags.": the parts are not all the bags
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("parts the story counts nowhere else",))
    if what not in (TargetWhat.STATE, TargetWhat.EVENTS) or verb is not None and not words.in_class(
        verb, "part_result_verbs"
    ):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("how many parts a whole was shared into",))
    if verb is None and not full and all(e.capacity and e.room and not e.sized_later for e in shares
                                         if e.per is not None and e.per.unit == noun_head):
        # "Each shelf can hold 8 figures. How many shelves does he have?": what a shelf holds
        # says how many he needs, never how many there are
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("parts the things were put into, or a verb of need",))
    said: Amount | None = None
    if isinstance(whole, QtyChunk):
        assert whole.noun is not None
        if not any(e.op is not Op.SHARE and e.kind.unit == whole.noun.head and e.amount.value == whole.value
                   for e in entries):
            # "How many vans are needed to carry all 40 kids?" when the story tells 45 kids
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                           expected=("a whole counted as the story counts it",))
        start, end = (at - span[0] for at in whole.value_span)
        said = Amount(whole.value, whole.value_span, evidence[start:end])
        whole = NounChunk(whole.noun, whole.span, determiner="the")
    measured = {e.kind.unit for e in entries if e.op in (Op.OBSERVE, Op.GAIN) and whole is not None
                and not whole.noun.plural and e.kind.of == whole.noun.head}  # "all the oil": its gallons
    if whole is not None and not any(
        e.kind.unit == whole.noun.head and set(whole.noun.modifiers) <= set(e.kind.modifiers)
        or e.kind.unit in measured
        for e in shares if e.per is not None and e.per.unit == noun_head
    ):  # ("to hold the red pens" when a box holds pens: the red ones only?)
        # "How many buses are needed to carry all the teachers?" when the students are shared
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("parts for the whole the story shares",))
    return Target(TargetWhat.PARTS, KindMatcher(noun_head), span, evidence, unit_text=unit_text,
                  per=noun_head, rounding=parts_rounding(verb, able, full, estimate), whole_said=said)


def _some_of_the_whole(said: str, whole: Kind, entries: tuple[Entry, ...]) -> bool:
    """ "boxes of red pens" of pens shared, "groups of boys" of students or of boys and girls:
    parts named by some of the whole (its noun with a describing word it lacks, other people
    of people, a kind the story counts); never "boxes of pens" of red pens, nor "glasses of
    lemonade" of lemons (what the parts hold made of it)."""
    *described, head = said.split()
    if head == whole.unit:
        return not set(described) <= set(whole.modifiers)
    return is_person_word(head) and is_person_word(whole.unit) or any(
        e.op is not Op.SHARE and e.kind.unit == head and e.amount.value is not None for e in entries)


def parts_rounding(verb: str | None, able: bool, full: bool, estimate: bool) -> str | None:
    """How a count of parts is rounded when the whole does not part exactly: the parts one
    "needs" or "requires" hold all of it (up); the parts one "can fill" or "can make", and
    the "full" parts, are full ones (down). Any other question ("How many bags did she
    use?"), both at once, or an estimate ("About how many …"), is only answered when the
    division is exact."""
    if estimate:
        return None
    up = verb is not None and words.in_class(verb, "needing_verbs")
    down = full or verb is not None and able and words.in_class(verb, "making_parts_verbs")
    if up == down:
        return None
    return "ceil" if up else "floor"


__all__ = ["bind_share", "contents_unless_asked", "given_each_into_supposition", "made_with_into_supposition",
           "needed_for_into_supposition", "parts_of_contents", "parts_rounding",
           "none_gets_more", "read_each_question", "read_share", "read_size_question",
           "rest_kept_after_share", "rooms_filled", "share_target", "size_parts_put"]
