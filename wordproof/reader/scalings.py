"""Verbs of scaling: a holding made a factor of itself.

"She doubled her stamps", "He triples the number of coins he has", "Her stamps doubled",
"The number of her stamps halved": the holder's holding of the kind after the doing is the
factor the verb names (lexicon ``scaling_verbs``: double 2, triple 3, quadruple 4, halve 1/2)
times the holding before it. The proto is a GAIN (a factor above one) or a LOSS (below) of an
untold amount, marked ``scaled`` with the verb; replay ties the holding after it to the factor
times the holding before (``ledger.fractions_of.scaled``).

Read only when the clause says nothing besides the scaling: one holder, the holder's own things
(a possessive or "the number of X she has" naming the subject again), no number, no place, no
manner ("by selling 4 pens": how much of it came by the sale?), no "every"/"each" (a repeated
scaling: how many times?), no auxiliary (a perfect or a future places the doing elsewhere in
time), no negation, no supposition. Any other clause with a verb of scaling counts something
no frame reads, and the caller refuses it.
"""

from __future__ import annotations

import attrs

from wordproof.ledger.entries import Op
from wordproof.lexicon.words import in_class, scaling_factor
from wordproof.reader.chunks import (
    AuxChunk,
    Chunk,
    CueChunk,
    EntityChunk,
    NounChunk,
    PrepChunk,
    QtyChunk,
    VerbChunk,
)
from wordproof.reader.clauses import Clause
from wordproof.reader.frames import Proto
from wordproof.text.numerals import NumeralKind
from wordproof.text.times import Tense, TimeKind

# the time words a scaling may stand with: its own tense, "then", "now", a "had" of its sentence
_TIMES = frozenset({TimeKind.TENSE, TimeKind.LATER, TimeKind.NOW, TimeKind.PAST_TENSE})


def scaling_verb(clause: Clause) -> VerbChunk | None:
    """The verb of scaling the clause holds, as its verb or among its other chunks."""
    return next((c for c in (clause.verb, *clause.rest, *clause.placed)
                 if isinstance(c, VerbChunk) and scaling_factor(c.lemma) is not None), None)


def share_change_verb(clause: Clause) -> VerbChunk | None:
    """The verb of the clause that adds or takes a share of what it is done to ("increased",
    "decreased"), as its verb or among its other chunks."""
    return next((c for c in (clause.verb, *clause.rest, *clause.placed) if isinstance(c, VerbChunk) and (
        in_class(c.lemma, "growing_verbs") or in_class(c.lemma, "shrinking_verbs"))), None)


def _plain(clause: Clause, verb: VerbChunk) -> bool:
    """The clause says the doing once, now or in the past, with no condition, hedge, repetition
    or other time."""
    return not clause.auxiliaries and all(
        isinstance(c, CueChunk) and c.kind == "then" for c in clause.placed
    ) and not (clause.negated or clause.conditional or clause.hedged or clause.total or clause.each) and not (
        clause.already or verb.particle is not None or verb.negated or verb.auxiliary is not None
    ) and all(t.kind in _TIMES for t in clause.times) and not any(
        t.kind is TimeKind.TENSE and t.tense not in (Tense.PAST, Tense.PRESENT) for t in clause.times
    )


def read_share_change(clause: Clause) -> tuple[Proto, ...] | None:
    """ "Her stamps increased by 25%", "She decreased her stamps by 20%", "The number of her
    stamps increased by 25%": the holder gains (loses) that share of her holding as it stands;
    None for any other clause (the caller refuses it). Only a percentage after "by" closing the
    clause: "increased by 5" (5 more, or 5 times?) and "increased to 50" are not read."""
    verb = share_change_verb(clause)
    if verb is None:
        return None
    match clause.rest:
        case [*owned, PrepChunk(word="by") as by, QtyChunk(kind=NumeralKind.PERCENT, value=value, noun=None,
                                                     comparative=None) as share] if (
            value is not None and value > 0 and (value < 100 or in_class(verb.lemma, "growing_verbs"))
            and share.span == share.value_span and not share.of_them and share.of_entity is None
        ):
            pass
        case _:
            return None
    # the "by" the token machine took for a time reached ("by Friday") is the share's
    times = tuple(t for t in clause.times if not (t.kind is TimeKind.REACHED and t.span == by.span))
    own = attrs.evolve(clause, rest=tuple(owned), times=times)
    if not _plain(own, verb):
        return None
    read = _done_to_own(own, verb) or _of_itself(own, verb)
    if read is None:
        return None
    holder, owner, noun = read
    grows = in_class(verb.lemma, "growing_verbs")
    amount = QtyChunk(None, None, share.span, share.span,
                      noun=None if in_class(noun.noun.head, "holding_nouns") else noun.noun)
    return (Proto(Op.GAIN if grows else Op.LOSS, holder, amount, clause.span, verb=verb,
                  cues=("gain" if grows else "loss",), share=share, basis=owner, grown=grows),)


def read_scaling(clause: Clause) -> tuple[Proto, ...] | None:
    """The proto of a clause that scales a holding; None for any other clause (one with a
    verb of scaling included: the caller refuses it)."""
    verb = scaling_verb(clause)
    if verb is None or not _plain(clause, verb):
        return None
    read = _done_to_own(clause, verb) or _of_itself(clause, verb)
    if read is None:
        return None
    holder, owner, noun = read
    factor = scaling_factor(verb.lemma)
    assert factor is not None
    amount = QtyChunk(None, NumeralKind.CARDINAL, verb.span, verb.span,
                      noun=None if in_class(noun.noun.head, "holding_nouns") else noun.noun)
    op = Op.GAIN if factor > 1 else Op.LOSS
    return (Proto(op, holder, amount, clause.span, verb=verb, cues=("gain" if factor > 1 else "loss",),
                  basis=owner, scaled=verb),)


def _done_to_own(clause: Clause, verb: VerbChunk) -> tuple[EntityChunk, EntityChunk, NounChunk] | None:
    """ "She doubled her stamps", "he triples the number of coins he has": the subject, the
    owner named by the object (bound to the subject, or no reading), the things."""
    subject = clause.subject
    if verb is not clause.verb or not isinstance(subject, EntityChunk) or (
        subject.kind not in ("name", "pronoun") or subject.plural or subject.members
    ):
        return None
    owned = _owned(list(clause.rest))
    return None if owned is None else (subject, owned[0], owned[1])


def _of_itself(clause: Clause, verb: VerbChunk) -> tuple[EntityChunk, EntityChunk, NounChunk] | None:
    """ "Her stamps doubled", "The number of her stamps tripled": the owner is the holder."""
    subject, rest = clause.subject, list(clause.rest)
    if isinstance(subject, NounChunk) and verb is clause.verb and not rest and (
        subject.determiner is None and isinstance(subject.possessor, EntityChunk) and _things(subject)
    ):
        return subject.possessor, subject.possessor, subject
    if subject is None and clause.verb is None and rest and rest[-1] is verb:
        owned = _owned(rest[:-1])
        if owned is not None and owned[0] is _possessor(rest[:-1]):
            return owned[0], owned[0], owned[1]
    return None


def _possessor(rest: list[Chunk]) -> EntityChunk | None:
    owners = (c.possessor for c in rest if isinstance(c, NounChunk))
    return next((owner for owner in owners if isinstance(owner, EntityChunk)), None)


def _owned(rest: list[Chunk]) -> tuple[EntityChunk, NounChunk] | None:
    """ "her stamps", "the number of her stamps", "the number of stamps she has (had)": the
    owner and the things."""
    match rest:
        case [NounChunk(possessor=EntityChunk() as owner, determiner=None) as things] if _things(things):
            return owner, things
        case [CueChunk(kind="number"), PrepChunk(word="of"),
              NounChunk(possessor=EntityChunk() as owner, determiner=None) as things] if _things(things):
            return owner, things
        case [CueChunk(kind="number"), PrepChunk(word="of"),
              NounChunk(possessor=None, determiner=None) as things,
              EntityChunk(kind="pronoun", pronoun_role="subject") as owner, AuxChunk(group="have")] if (
            _things(things)
        ):
            return owner, things
    return None


def _things(chunk: NounChunk) -> bool:
    """Things counted or a whole of them: "stamps", "money", "collection" (no "number of",
    no measure of something: "the weight of her bag")."""
    noun = chunk.noun
    return noun.of is None and (noun.plural or noun.head == "money" or in_class(noun.head, "holding_nouns"))


__all__ = ["read_scaling", "read_share_change", "scaling_verb", "share_change_verb"]
