"""Whom "each of them", "each one (of them)" and "they each" mean: the one group counted before.

"Kim has 4 cousins. They each bought 2 hats." says what "Each cousin bought 2 hats" says (the
count then bound as "each cousin" is, to the one holding told of cousins); "She gave each of
them 5 pens" what "She gave each of the 4 cousins 5 pens" says, the 4 cited where it was told,
and so does "She gave each cousin 5 pens" (after a verb or a preposition, the noun the group's).
The pronoun is rewritten, and the frames read the sentence as if it were written so, only when
the words leave one group it may be:

* every plural thing, people told together ("Tom and Ann"), plural pronoun ("they", "their")
  and bare number told before is a candidate, and there is exactly one — the group, counted
  once by a whole number of two or more ("4 boxes and 3 bags", "The 4 boys have 12 pens":
  which?); an object pronoun is never the thing its own verb moves ("made 3 sandwiches for
  each of them": not the sandwiches);
* the group is not told beside another thing or person ("Jill and 4 friends", "a box and
  4 bags": "them" may be all of them), nor only as the complement of a preposition ("went
  with 4 friends": she may be one of "them");
* a subject pronoun ("they each", "each of them ate") is of a group told as a subject, held
  ("has 4 friends", "there are 5 boxes"), owned ("her 6 friends") or bought ("bought 6
  shirts"); a group someone else acted on otherwise ("Tom met 4 friends") may be "they" with him;
* no sentence from the group's to the pronoun's is placed in time ("Last year she had 4
  cousins": the count may be of another time).

Otherwise the chunks are left as they were, and the clause is read (mostly refused) as before.
"""

from __future__ import annotations

import attrs

from wordproof.lexicon import words
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
    Span,
    VerbChunk,
    WhChunk,
)
from wordproof.text.numerals import NumeralKind

_PLURAL_PRONOUNS = frozenset({"they", "them", "their", "these", "those", "we", "us", "our"})

Said = tuple[tuple[Chunk, ...], bool]  # a sentence's chunks, and whether it is placed in time


def each_of_group(chunks: tuple[Chunk, ...], placed: bool, earlier: tuple[Said, ...]) -> tuple[Chunk, ...]:
    """``chunks`` of one sentence with every "each of them" that one group counted before is
    meant by rewritten to that group's words (the sentence ``placed`` in time or not)."""
    out = list(chunks)
    i = 0
    while i < len(out):
        each = _the_things_each(out, i)
        if each is not None:  # "The boxes each contain 5 pens": "Each box contains 5 pens"
            out[i:i + 2] = each
            i += 2
            continue
        shape = _pronoun_at(out, i)
        if shape is not None:
            end, subject, span = shape
            group = _group(earlier + ((tuple(out[:i]), placed),), subject, _own_object(out, i))
            if group is not None and end == i + 2 and not _names_group(out[i + 1], group):
                group = None  # "gave each cousin" names the group counted: cousins, no other
            if group is not None:
                assert group.noun is not None
                cue = out[i] if isinstance(out[i], CueChunk) else out[i + 1]
                if subject:  # "each of them ate", "they each ate": "each cousin ate"
                    one = Noun(group.noun.head, group.noun.head, False, group.noun.modifiers, None, span)
                    out[i:end] = [cue, NounChunk(one, span)]
                else:  # "gave each of them": "gave each of the 4 cousins", the 4 told before
                    noun = attrs.evolve(group.noun, span=span)
                    told = attrs.evolve(group, span=span, pointed=True, noun=noun)
                    out[i:end] = [cue, PrepChunk("of", span), told]
        i += 1
    return tuple(out)


def _each_named_object(chunks: list[Chunk], before: Chunk | None, after: list[Chunk]) -> bool:
    """Whether "each cousin" here is the object of a doing done to each of a group: not in a
    question ("How much did she pay for each notebook?" asks of one), not beside a sum ("paid $3
    for each book": a price), not the subject of its own verb ("with each crate having 9")."""
    return not any(isinstance(c, WhChunk) or isinstance(c, QtyChunk) and c.currency is not None
                   for c in chunks) and not (
        isinstance(before, PrepChunk) and before.word == "with") and not (
        after and isinstance(after[0], VerbChunk | AuxChunk))


def _names_group(named: Chunk, group: QtyChunk) -> bool:
    """Whether the word after "each" may name the group: "one", or the group's own noun."""
    if not isinstance(named, NounChunk) or named.noun.head == "one":
        return True
    return group.noun is not None and named.noun.head == group.noun.head and (
        named.noun.modifiers in ((), group.noun.modifiers))


def _the_things_each(chunks: list[Chunk], i: int) -> list[Chunk] | None:
    """ "The boxes each contain 5 pens" as a subject says what "Each box contains 5 pens" says,
    as "The boxes contain 5 pens each" does: `the`, a plural noun with no owner, `each`, then
    its verb. None for any other words there ("Tom's boxes each": maybe not the boxes counted)."""
    before = chunks[i - 1] if i else None
    match chunks[i:i + 3]:
        case [NounChunk(determiner=the, possessor=None, noun=Noun(plural=True, owners=()) as noun),
              CueChunk(kind="each", text=e) as cue, VerbChunk() | AuxChunk()] if (
            the is not None and the.lower() == "the" and e.lower() == "each" and noun.of is None
            and (before is None or isinstance(before, ConjChunk))
        ):
            span = chunks[i].span
            one = Noun(noun.head, noun.head, False, noun.modifiers, None, span)
            return [cue, NounChunk(one, span)]
    return None


def _pronoun_at(chunks: list[Chunk], i: int) -> tuple[int, bool, Span] | None:
    """Where a group pronoun said with "each" starting at ``i`` ends, whether it is a subject,
    and the span of its pronoun; None when none starts there."""
    before = chunks[i - 1] if i else None
    subject = before is None or isinstance(before, ConjChunk | WhChunk | AuxChunk)
    at = chunks[i:i + 4]
    match at:
        case [EntityChunk(kind="pronoun", text=they), CueChunk(kind="each", text=e),
              VerbChunk() | AuxChunk(), *_] if they.lower() == "they" and e.lower() == "each" and (
            before is None or isinstance(before, ConjChunk)
        ):
            return i + 2, True, at[0].span
    if not (isinstance(cue := chunks[i], CueChunk) and cue.kind == "each" and cue.text.lower() == "each"):
        return None
    if not subject and not isinstance(before, VerbChunk | PrepChunk):
        return None
    match at[1:]:
        case [PrepChunk(word="of"), EntityChunk(kind="pronoun", text=them), *_] if them.lower() == "them":
            end, span = i + 3, at[2].span
        case [NounChunk(noun=Noun(head="one"), determiner=None), PrepChunk(word="of"),
              EntityChunk(kind="pronoun", text=them)] if them.lower() == "them":
            end, span = i + 4, (at[1].span[0], at[3].span[1])
        case [NounChunk(noun=Noun(head="one"), determiner=None) as one, *rest] if not (
            rest and isinstance(rest[0], PrepChunk) and rest[0].word == "of"
        ):
            end, span = i + 2, one.span
        case [NounChunk(noun=Noun(plural=False, of=None), determiner=None, possessor=None) as one,
              *after] if not subject and _each_named_object(chunks, before, after):
            end, span = i + 2, one.span  # "gave each cousin": each of the cousins counted
        case _:
            return None
    if subject and not (end < len(chunks) and isinstance(chunks[end], VerbChunk | AuxChunk)):
        return None  # "If each of them …": a subject says what it does
    return end, subject, span


def _own_object(chunks: list[Chunk], i: int) -> int | None:
    """Where the things the pronoun's own verb moves are ("made 3 sandwiches for each of them":
    the sandwiches are no "them"): the thing right after that verb; None when none is."""
    for k in range(i - 1, -1, -1):
        if isinstance(chunks[k], VerbChunk):
            return k + 1 if k + 1 < i and isinstance(chunks[k + 1], QtyChunk | NounChunk) else None
        if isinstance(chunks[k], ConjChunk):
            break
    return None


def _group(told: tuple[Said, ...], subject: bool, own_object: int | None) -> QtyChunk | None:
    """The one counted group the pronoun may mean, or None."""
    candidates: dict[tuple[str, ...], list[tuple[int, int]]] = {}
    for s, (chunks, _) in enumerate(told):
        last = s == len(told) - 1
        for k, chunk in enumerate(chunks):
            if last and k == own_object and not subject:
                continue
            for key in _candidates(chunk):
                candidates.setdefault(key, []).append((s, k))
    if len(candidates) != 1:
        return None
    ((key, mentions),) = candidates.items()
    if len(mentions) != 1 or key[0] != "noun":
        return None
    s, k = mentions[0]
    chunks = told[s][0]
    group = chunks[k]
    if not isinstance(group, QtyChunk) or group.noun is None or not group.noun.plural or (
        group.value is None or group.value.denominator != 1 or group.value < 2
        or group.comparative is not None or group.of_entity is not None or group.of_them or group.remaining
        or group.another or group.measure is not None or group.attributive
    ):
        return None
    if any(placed for _, placed in told[s:]):
        return None
    before = chunks[k - 1] if k else None
    after = chunks[k + 1] if k + 1 < len(chunks) else None
    if _listed(chunks, k):
        return None  # "Jill and 4 friends", "4 bags and a box"
    held = isinstance(before, AuxChunk) and (before.group == "have" or before.group == "be" and k >= 2 and (
        isinstance(there := chunks[k - 2], CueChunk) and there.kind == "there"))
    owned = group.pointed and isinstance(before, EntityChunk)
    doing = (before is None or isinstance(before, ConjChunk)) and isinstance(after, VerbChunk | AuxChunk)
    # things bought are no company of the buyer: "bought 6 shirts. They each cost $20"
    bought = isinstance(before, VerbChunk) and words.in_class(before.lemma, "buying_verbs")
    if held or owned or doing or bought or not subject and isinstance(before, VerbChunk):
        return group
    return None


def _listed(chunks: tuple[Chunk, ...], k: int) -> bool:
    """Whether the group at ``k`` is told in a list with another thing or someone ("Jill and 4
    friends", "4 bags and a box"); "has 4 friends and he made …" joins two clauses."""
    if k and isinstance(chunks[k - 1], ConjChunk):
        return True
    if k + 2 >= len(chunks) or not isinstance(chunks[k + 1], ConjChunk):
        return False
    joined = chunks[k + 2]
    said = chunks[k + 3] if k + 3 < len(chunks) else None
    return isinstance(joined, QtyChunk | NounChunk) or isinstance(joined, EntityChunk) and not (
        joined.kind == "pronoun" or isinstance(said, VerbChunk | AuxChunk))


def _candidates(chunk: Chunk) -> list[tuple[str, ...]]:
    """What a plural pronoun told after ``chunk`` may mean by it: its things (and what they
    are "of"), its people told together, or some group a pronoun or a bare number stands for."""
    match chunk:
        case QtyChunk(kind=NumeralKind.PERCENT):
            return []  # "at 20% off", "a 20% discount": a share of a price, no things a pronoun means
        case QtyChunk(currency=None, noun=None, value=value) if value is not None:
            return [("number",)]
        case QtyChunk(currency=None, noun=Noun() as noun, value=value) if (
            noun.plural or value is None or value != 1
        ):
            return [("noun", noun.head, *noun.modifiers)] + ([("of", noun.of)] if noun.of else [])
        case NounChunk(noun=Noun() as noun) if noun.plural:
            return [("noun", noun.head, *noun.modifiers)] + ([("of", noun.of)] if noun.of else [])
        case EntityChunk(kind="pronoun", text=text) if text.lower() in _PLURAL_PRONOUNS:
            return [("pronoun",)]
        case EntityChunk(members=members, plural=plural, text=text) if members or plural:
            return [("people", text)]
    return []


__all__ = ["each_of_group"]
