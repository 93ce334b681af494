"""What is left over when a whole is put into full parts: the one part that is not full.

"A crate holds 12 eggs. Ina has 50 eggs. How many eggs are in the crate that is not full?"
asks the rest of the division: every part but one is full, so the part that is not full holds
whole − size × ⌊whole ÷ size⌋. The question presupposes that part: when the whole parts
exactly, no part is partly full, and the reading is inconsistent (the rest is proven above
zero, or the problem refused), never answered 0. Only a share into parts of a stated size
whose number is unknown is read so: "shared among 5 friends" fills no part to a size.
"""

from __future__ import annotations

import attrs

from wordproof.ledger.entries import Entry, Kind, KindMatcher, Op, Target, TargetWhat, is_measure
from wordproof.lexicon import words
from wordproof.reader.chunks import AuxChunk, Chunk, CueChunk, EntityChunk, NounChunk, PrepChunk, VerbChunk
from wordproof.reader.clauses import Clause
from wordproof.refusals import Refusal, RefusalCode, Stage

_WHERE = frozenset({"in", "on", "inside"})


def read_partial_question(clause: Clause) -> NounChunk | None:
    """ "How many pens are in the box that is not full?", "How many will be on the last page
    that isn't full?" ("the last" is set aside by the token machine), "… in the unfilled box?":
    the part asked about; None for any other question."""
    rest: list[Chunk] = list(clause.rest)
    match rest:
        case [PrepChunk(word=where), NounChunk(determiner="the" | None, possessor=None) as part,
              AuxChunk(group="be"), CueChunk(kind="negation"), VerbChunk(word=full)] if (
            where in _WHERE and full.lower() == "full" and not part.noun.plural
        ):
            pass
        case [PrepChunk(word=where), NounChunk(determiner="the", possessor=None) as part] if (
            where in _WHERE and not part.noun.plural and len(part.noun.modifiers) == 1
            and words.in_class(part.noun.modifiers[0], "not_full_adjectives")
        ):
            part = attrs.evolve(part, noun=attrs.evolve(part.noun, modifiers=()))  # "in the unfilled box"
        case _:
            return None
    subject = clause.subject
    groups = [a.group for a in clause.auxiliaries]
    if isinstance(subject, EntityChunk) and clause.verb is None and not clause.negated and (
        groups in (["modal", "have"], ["do", "have"])
    ):
        return part  # "How many cards will he have on the page that isn't full?": his, there
    if clause.verb is not None or clause.negated or not (
        subject is None or isinstance(subject, CueChunk) and subject.kind == "there"
    ):
        return None
    if "be" not in groups or any(group not in ("be", "modal") for group in groups):
        return None
    return part


def as_left_over(clause: Clause) -> tuple[Clause, str, str | None] | None:
    """ "How many were left unpacked / uneaten?" (a participle undone after "left"), "How many
    will not be placed in a jar?", "How many will not be on a team?": what the parts of a share
    leave over, as "How many are left over?" asks — the clause so read, the parts' noun ("" when
    the question names none), and the doing undone ("unsold": "sell"). Only a share's rest
    answers it (a question of what is left by any other change is not this one): the ledger
    refuses it otherwise."""
    undone = next((u for u in clause.told.undone_within(clause.span) if u.left_at is not None), None)
    aux = [a.group for a in clause.auxiliaries]
    if undone is not None and undone.left_at is not None and not clause.negated and "be" in aux and (
        clause.subject is None
    ):
        participle = undone.written[2:].lower()
        lemma = words.verb_lemma(participle)
        if lemma is None or not words.is_participle(participle, lemma):
            return None
        start = undone.span[0]
        if not any(c.span[0] == start for c in (clause.verb, *clause.rest) if c is not None):
            return None  # (already read so)
        rest = [c for c in clause.rest
                if not (c.span[0] == start or isinstance(c, CueChunk) and c.kind == "final")]
        verb = clause.verb
        if verb is not None and verb.span[0] != start or rest:
            return None
        return _left_over(clause, undone.left_at), "", lemma
    extra = _extra_held(clause) or _left_over_for(clause)
    if extra is not None:
        return extra, "", None
    if not clause.negated or "be" not in aux or clause.subject is not None and not (
        isinstance(clause.subject, CueChunk) and clause.subject.kind == "there"
    ):
        return None
    verb = clause.verb
    if verb is not None and not (verb.participle and words.in_class(verb.lemma, "partition_verbs")):
        return None
    match [c for c in clause.rest if not (isinstance(c, CueChunk) and c.kind == "negation")]:
        case [PrepChunk(word="in" | "into" | "on" | "onto" | "to"),
              NounChunk(determiner="a" | "an" | "any", possessor=None, noun=part)] if not part.plural:
            return _left_over(clause, clause.span[0]), part.head, None
    return None


def _extra_held(clause: Clause) -> Clause | None:
    """ "How many extra pens will she have?": with no "than" and nothing else asked of the holding,
    the pens beyond what the parts of a share take, as "How many pens will she have left over?"
    asks (only a share's rest answers it: "How many extra pens does she have?" of a holding
    beside a need is refused, never the holding)."""
    match clause.head:
        case (CueChunk(kind="more", text=word), NounChunk(possessor=None), *of) if (
            word.lower() == "extra"
        ) and (
            not of or len(of) == 2 and isinstance(of[0], PrepChunk) and of[0].word == "of"
            and isinstance(of[1], NounChunk)  # "extra pieces of ham"
        ):
            pass
        case _:
            return None
    if clause.verb is not None or clause.negated or clause.rest or (
        not isinstance(clause.subject, EntityChunk) or [a.group for a in clause.auxiliaries][-1:] != ["have"]
    ):
        return None
    return attrs.evolve(_left_over(clause, clause.head[-1].span[1]), head=clause.head[1:])


def _left_over_for(clause: Clause) -> Clause | None:
    """ "How many cupcakes will be left over for Ms. Baker (to eat)?": what the parts of a share
    leave over, said to be someone's, as "How many will Ms. Baker have left over?" asks (only a
    share's rest answers it, and only when it is hers: the sharer's)."""
    groups = [a.group for a in clause.auxiliaries]
    if clause.subject is not None or clause.verb is not None or clause.negated or groups[-1:] != ["be"] or (
        any(group not in ("be", "modal") for group in groups)
    ):
        return None
    match clause.rest:
        case (CueChunk(kind="final", text=left) as cue, PrepChunk(word="for"),
              EntityChunk(kind="name" | "pronoun", possessor=None, members=()) as owner, *purpose) if (
            left.lower() == "left over" and (purpose == [] or len(purpose) == 2 and isinstance(
                purpose[0], PrepChunk) and purpose[0].word == "to" and isinstance(purpose[1], VerbChunk)
                and purpose[1].particle is None)
        ):
            pass
        case _:
            return None
    has = AuxChunk("have", "have", clause.auxiliaries[-1].span)
    return attrs.evolve(clause, subject=attrs.evolve(owner, pronoun_role="subject"),
                        auxiliaries=(*clause.auxiliaries[:-1], has), rest=(cue,))


def _left_over(clause: Clause, at: int) -> Clause:
    left = CueChunk("final", "left over", (at, at))
    return attrs.evolve(clause, verb=None, rest=(left,), negated=False,
                        auxiliaries=tuple(a for a in clause.auxiliaries if a.group != "do"))


def without_extra(head: list[Chunk], rest: tuple[Chunk, ...]) -> list[Chunk]:
    """ "How many extra coats would they have left over?": what is left over is what is extra,
    so "extra" is no "more" than another here; any other question keeps the word."""
    if not any(isinstance(c, CueChunk) and c.kind == "final" and c.text.lower() == "left over" for c in rest):
        return head
    return [c for c in head
            if not (isinstance(c, CueChunk) and c.kind == "more" and c.text.lower() == "extra")]


def partial_target(entries: tuple[Entry, ...], matcher: KindMatcher, part: NounChunk,
                   span: tuple[int, int], evidence: str, unit_text: str,
                   holder: str | None = None) -> Target | Refusal:
    """The target of "How many … are in the box that is not full?": the one share of the story
    into parts of that noun, of a stated size and an unknown number, and of the kind asked (and
    of ``holder``'s things, when the question asks what someone has there)."""
    noun = part.noun.head
    measured = _measured_stuff(entries, matcher)
    if measured is not matcher:
        matcher, unit_text = measured, Kind(measured.unit or "", of=measured.of).plural_label
    shares = [e for e in entries if e.op is Op.SHARE and e.per is not None and e.per.unit == noun
              and matcher.matches(e.kind)]
    if len(shares) != 1 or shares[0].amount.value is None or (
        shares[0].count is None or shares[0].count.value is not None
    ):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("one whole put into parts of a stated size",))
    share = shares[0]
    if holder is not None and holder not in (share.subject, share.actor):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("the parts of the one asked about",))
    later = entries[[e.id for e in entries].index(share.id) + 1:]
    if not share.capacity and any(e.kind.unit == share.kind.unit for e in later):
        # "puts them into boxes of 8. She buys 7 more": are the new ones in the boxes?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("nothing of the kind told after the parts are filled",))
    if any(e.kind.unit == noun for e in entries if e.op is not Op.SHARE):
        # "He bought 3 more boxes": the parts are not all the boxes the story counts
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("parts the story counts nowhere else",))
    return Target(TargetWhat.PARTIAL, matcher, span, evidence, unit_text=unit_text, per=noun)


def _measured_stuff(entries: tuple[Entry, ...], matcher: KindMatcher) -> KindMatcher:
    """ "How much oil is in the tank that is not full?" of "728 gallons of oil": the stuff asked
    is what the one held kind of it measures (gallons of oil), as the part asked holds it; any
    other matcher is kept."""
    if matcher.unit is None or matcher.of is not None or matcher.modifiers or matcher.money or (
        matcher.category is not None or matcher.dimension is not None
    ):
        return matcher
    held = {e.kind for e in entries if e.op in (Op.OBSERVE, Op.GAIN) and e.kind.of == matcher.unit}
    if len(held) != 1 or any(e.kind.unit == matcher.unit for e in entries):
        return matcher
    (kind,) = held
    return KindMatcher(kind.unit, of=kind.of) if is_measure(kind.unit) and not kind.modifiers else matcher


__all__ = ["as_left_over", "partial_target", "read_partial_question", "without_extra"]
