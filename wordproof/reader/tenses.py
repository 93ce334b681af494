"""The tense of each verb group of a sentence, kept as a time chunk (``TimeKind.TENSE``).

A verb group is the auxiliaries before a verb, up to it ("will she paint", "did not buy",
"has bought"), or auxiliaries with no verb after them ("has 5 pens", "were there"). Its tense
is read off the forms, never off the problem: the first auxiliary's form when one comes
("did", "was", "had": past; "does", "is", "has": present; "has" before a participle: perfect;
"will", "shall": future), else the verb's own form as the lexicon inflects its lemma
("painted": past, "paints": present; "put", "read", which are both, tell none). A doing only
intended, arranged or owed is future whatever the form of the verb before it: "is going to
paint", "plans to paint" (lexicon ``wanting_verbs``), "is to split", "has to read".
"""

from __future__ import annotations

from collections.abc import Sequence

from wordproof.lexicon import words
from wordproof.reader.chunks import AuxChunk, Chunk, CueChunk, EntityChunk, NounChunk, PrepChunk, VerbChunk
from wordproof.text.times import Span, Tense, TimeChunk, TimeKind
from wordproof.text.tokens import Token

_PAST_AUXILIARIES = frozenset({"was", "were", "did", "had"})
_PRESENT_AUXILIARIES = frozenset({"is", "are", "am", "do", "does", "has", "have"})


def verb_tenses(chunks: tuple[Chunk, ...], tokens: tuple[Token, ...],
                sentence: Span) -> tuple[TimeChunk, ...]:
    """One TENSE chunk for each verb group of a sentence's chunks that tells a tense."""
    found: list[TimeChunk] = []
    group: list[AuxChunk] = []
    for i, chunk in enumerate(chunks):
        match chunk:
            case AuxChunk():
                group.append(chunk)
            case VerbChunk():
                before = [t.lower for t in tokens if t.end <= chunk.span[0]][-1:]
                # "to paint": the tense is the words' before it ("plans to", "was able to", the
                # machine having set "was able to" aside)
                if before != ["to"]:
                    tense = _intended(chunks, i) or said_tense(chunks[i - 1] if i > 0 else None, group, chunk)
                    found += _chunk(tense, group, chunk, sentence)
                group = []
            case EntityChunk() | NounChunk() | CueChunk(kind="negation") if group:
                pass  # "will she paint", "did the store sell", "did not buy": the group goes on
            case PrepChunk(word="to") if group and chunks[i - 1] is group[-1] and (
                isinstance(next(iter(chunks[i + 1:]), None), VerbChunk) or _passive_after(chunks[i + 1:])
            ):
                # "is to split", "has to read", "were to be shared": a doing arranged or owed, to come
                owed = len(group) == 1 and group[0].group in ("be", "have")
                found += _chunk(Tense.FUTURE if owed else None, group, None, sentence)
                group = []
            case _:
                if group:
                    found += _chunk(group_tense(group, None), group, None, sentence)
                group = []
    if group:
        found += _chunk(group_tense(group, None), group, None, sentence)
    return tuple(found)


def _passive_after(chunks: tuple[Chunk, ...]) -> bool:
    """ "be shared", "be given": the passive infinitive after "is to", "were to"."""
    match chunks[:2]:
        case [AuxChunk(word=word), VerbChunk(participle=True)]:
            return word.lower() == "be"
    return False


def _chunk(tense: Tense | None, group: list[AuxChunk], verb: VerbChunk | None,
           sentence: Span) -> list[TimeChunk]:
    if tense is None:
        return []
    said: list[AuxChunk | VerbChunk] = [*group, *([verb] if verb is not None else [])]
    span = (said[0].span[0], said[-1].span[1])
    return [TimeChunk(TimeKind.TENSE, " ".join(c.word for c in said), span, sentence, tense)]


def _intended(chunks: tuple[Chunk, ...], i: int) -> Tense | None:
    """ "is going to paint", "plans to paint", "wanted to buy": a doing intended, to come."""
    verb = chunks[i]
    assert isinstance(verb, VerbChunk)
    match chunks[i + 1:i + 3]:
        case [PrepChunk(word="to"), VerbChunk()] if verb.particle is None and (
            verb.lemma == "go" and verb.word.lower() == "going" or words.in_class(verb.lemma, "wanting_verbs")
        ):
            return Tense.FUTURE
    return None


def group_tense(group: Sequence[AuxChunk], verb: VerbChunk | None) -> Tense | None:
    """The tense the auxiliaries and the verb after them tell by their forms (the intended
    doing aside), or None when they tell none ("could buy", "put")."""
    if group:
        first = group[0].word.lower()
        if words.in_class(first, "aux_future"):
            return Tense.FUTURE
        if first in _PAST_AUXILIARIES:
            return Tense.PAST
        perfect = verb is not None and verb.participle and not verb.word.endswith("ing")
        if first in ("has", "have") and perfect:
            return Tense.PERFECT
        if first in _PRESENT_AUXILIARIES:
            return Tense.PRESENT
        return None  # "could", "should", "can": no time told
    if verb is None:
        return None
    word = verb.word.lower()
    past = word in words.inflections(verb.lemma, "VBD")
    present = word in words.inflections(verb.lemma, "VBZ") or word in words.inflections(verb.lemma, "VBP")
    if past != present:
        return Tense.PAST if past else Tense.PRESENT
    return None


def said_tense(subject: Chunk | None, group: Sequence[AuxChunk], verb: VerbChunk) -> Tense | None:
    """The tense of a verb group said right after ``subject``: its forms' (``group_tense``), or
    for a form both past and plain said of one, the past ("Ola put", "she read": "puts",
    "reads" if now)."""
    tense = group_tense(group, verb)
    if tense is None and not group and subject is not None and _one_third_person(subject):
        return _past_of_one(verb)
    return tense


def _one_third_person(subject: Chunk) -> bool:
    """ "Ola", "she", "the baker": one, neither the speaker nor the one spoken to."""
    match subject:
        case EntityChunk(kind="name", members=()):
            return True
        case EntityChunk(kind="pronoun", text=text):
            return text.lower() in ("he", "she", "it")
        case NounChunk(noun=noun):
            return not noun.plural
    return False


def _past_of_one(verb: VerbChunk) -> Tense | None:
    """A form both past and plain ("put", "read") said of one: the past, since the present
    of one takes "-s"."""
    word = verb.word.lower()
    if word in words.inflections(verb.lemma, "VBD") and word not in words.inflections(verb.lemma, "VBZ"):
        return Tense.PAST
    return None
