"""The phrases the token machine builds: entities, quantities, verbs, prepositions, cues.

A chunk is what one or a few tokens mean together ("some of her seashells", "gave away",
"in all"). Sentences are read as sequences of chunks; frames give them meaning.
"""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.lexicon.words import VerbClass
from wordproof.text.numerals import NumeralKind

Span = tuple[int, int]


A_ONE = "reading: a names one"  # "in a week", "a 5-pound bag": the rule that counts one
THE_ONE = "reading: the and a singular noun name one"  # "paid $5 for the pad": one pad
# "a pair of shorts": one of a thing named only in the plural (lexicon `pair_nouns`)
A_PAIR_ONE = "reading: a pair of a thing named only in the plural is one"


def join(a: Span, b: Span) -> Span:
    return (min(a[0], b[0]), max(a[1], b[1]))


@attrs.frozen
class Noun:
    """A counted or named thing: head lemma, modifiers before it, an "of" complement."""

    head: str  # lemma, or lowercase surface for a word with no lemma
    surface: str
    plural: bool
    modifiers: tuple[str, ...] = ()
    of: str | None = None  # "pieces of candy" -> of="candy"
    span: Span = (0, 0)
    owners: tuple[str, ...] = ()  # its words written as one owner's: "her cousin's shells" -> ("cousin",)


@attrs.frozen
class EntityChunk:
    """Someone or something that can hold or act: a name, a pronoun, a role, a group."""

    kind: str  # "name" | "pronoun" | "role" | "group" | "place" | "counted"
    text: str  # surface text
    span: Span
    name: str | None = None  # canonical name for "name"; role lemma for "role"
    pronoun_role: str | None = None  # "subject" | "object" for pronouns
    possessor: EntityChunk | None = None  # "her friend" -> the "her" pronoun chunk
    members: tuple[EntityChunk, ...] = ()
    plural: bool = False
    count: int | None = None  # "counted": "the three of them", "these two boys": how many people
    constant: str | None = None  # "counted" by a word that is no numeral ("both"): its reading rule


@attrs.frozen
class QtyChunk:
    """A quantity: a number (or "some") with what it counts."""

    value: Fraction | None  # None: "some", an unknown amount
    kind: NumeralKind | None
    value_span: Span
    span: Span
    noun: Noun | None = None
    currency: str | None = None
    lexicon_constant: str | None = None
    comparative: str | None = None  # "more" | "fewer" | "less" after the number
    of_entity: EntityChunk | None = None  # "some of her seashells" -> her; "6 of them" -> them
    of_them: bool = False
    remaining: bool = False  # "half of the remaining apples", "a third of the rest": of what is left
    attributive: bool = False  # "a 3-pound bag", "2 10-minute breaks": a measure of each thing, not a count
    another: bool = False  # "another 17" (comparative "more"): one more of what was told, never "than"
    pointed: bool = False  # "the 3 pens", "Ann's 3 pens", "all 3", "her first 3": things pointed at
    of_said: bool = False  # "of" said in it: "half of this", "some of them", "3 bags of rice"
    of_the: bool = False  # "of the" / "of those" said in it: "half of the stickers", "8600 g of the rice"
    # "3 120-page books", "a 5-pound bag of rice": what each thing counted measures (120 pages),
    # told by a number hyphened to its unit before the noun
    measure: QtyChunk | None = None


@attrs.frozen
class NounChunk:
    """A noun phrase that is not a quantity: "the beach", "her seashells", "Sam's apples"."""

    noun: Noun
    span: Span
    determiner: str | None = None
    possessor: EntityChunk | None = None


@attrs.frozen
class VerbChunk:
    word: str
    lemma: str
    verb_class: VerbClass | None
    span: Span
    particle: str | None = None
    negated: bool = False
    auxiliary: str | None = None  # "do" | "be" | "have" | a modal, when one came first
    participle: bool = False


@attrs.frozen
class AuxChunk:
    """An auxiliary standing alone ("does" in a question, "is" as a copula)."""

    word: str
    group: str  # "be" | "do" | "have" | "modal"
    span: Span


@attrs.frozen
class PrepChunk:
    word: str
    span: Span


@attrs.frozen
class CueChunk:
    """A word or phrase that changes how a clause is read: "left", "in all", "at first"."""

    kind: str  # "final" | "initial" | "aggregate" | "than" | "each" | "more" | "fewer" | ...
    text: str
    span: Span


@attrs.frozen
class ConjChunk:
    word: str
    span: Span


@attrs.frozen
class WhChunk:
    """The head of a question: "how many", "how much", "what"."""

    text: str
    span: Span
    asks: str  # "count" | "amount" | "what"
    imperative: bool = False  # "Find the total …": asked by a verb, as "What is the total …?"


@attrs.frozen
class UnknownChunk:
    """A word the lexicon has no class for, or a known word in a place no frame reads
    (``known``: "a night", "every Monday"); frames refuse when it stands where it matters."""

    text: str
    span: Span
    known: bool = False


Chunk = (
    EntityChunk | QtyChunk | NounChunk | VerbChunk | AuxChunk | PrepChunk | CueChunk
    | ConjChunk | WhChunk | UnknownChunk
)


def list_items(chunks: list[Chunk], joins: tuple[str, ...] | None = None) -> list[list[Chunk]]:
    """The items of a list parted by its joining words (any conjunction, or only ``joins``):
    "10 cents per bottle and 5 cents per can" -> two items. A join at the end leaves an empty
    last item."""
    items: list[list[Chunk]] = [[]]
    for chunk in chunks:
        if isinstance(chunk, ConjChunk) and (joins is None or chunk.word in joins):
            if items[-1]:
                items.append([])
            continue
        items[-1].append(chunk)
    return items


def work_named(chunks: list[Chunk], words: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The words that name a work ("at the store", "babysitting", "as a clerk"), as lemmas:
    two stretches of work, or a wage and a stretch, are the same work only when these agree.
    ``words``: words of a noun before the chunks ("an hour | washing cars")."""
    from wordproof.lexicon.words import verb_lemma

    def base(word: str) -> str:
        return verb_lemma(word) or word if word.endswith("ing") else word

    named = [base(word) for word in words]
    for chunk in chunks:
        match chunk:
            case PrepChunk(word=word) | ConjChunk(word=word):
                named.append(word.lower())
            case NounChunk(noun=noun, possessor=owner):
                # "her dog" and "Bea's dog" are two works
                named += [owner.text.lower()] if owner is not None else []
                named += [base(word) for word in (*noun.modifiers, noun.head)]
            case VerbChunk(lemma=lemma):
                named.append(lemma)
            case EntityChunk(text=text):
                named.append(text.lower())
            case _:
                named.append(type(chunk).__name__)
    return tuple(named)


def is_factor(qty: QtyChunk) -> bool:
    """ "twice", "half", "3 times", "3/4 times", "80%" (of "80% as many"): a factor, not a count
    ("3 times more" is none)."""
    if qty.value is None or qty.comparative is not None:
        return False
    times = qty.noun is not None and qty.noun.head == "time" and not qty.noun.modifiers and (
        qty.kind in (NumeralKind.CARDINAL, NumeralKind.FRACTION))
    return times or qty.noun is None and qty.kind in (
        NumeralKind.MULTIPLIER, NumeralKind.FRACTION, NumeralKind.PERCENT)


def named_group(after: list[Chunk]) -> tuple[EntityChunk, int] | None:
    """ "Ann and Bo", "Ann, Bo, and Cy" at the start of ``after``: the people named, as one
    group (the one a subject "Ann and Bo" makes), and how many chunks name them; None unless
    two or more are named."""
    i = 0
    members: list[EntityChunk] = []
    while i < len(after) and isinstance(member := after[i], EntityChunk) and not member.members:
        members.append(member)
        match after[i + 1:i + 3]:
            case [ConjChunk(word="and" | ","), EntityChunk()]:
                i += 2
            case [ConjChunk(word=","), ConjChunk(word="and")] if len(members) > 1:
                i += 3  # "Ann, Bo, and Cy"
            case _:
                i += 1
                break
    if len(members) < 2:
        return None
    return EntityChunk("group", "", (members[0].span[0], members[-1].span[1]), members=tuple(members),
                       plural=True), i
