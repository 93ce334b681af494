"""Reading a unit weight asked of two kinds: "The weight of 4 cakes is 800 g. The total weight
of 3 cakes and 5 buns is 1 kg 100 g. How much heavier is a cake than a bun?".

Exactly three sentences: the weight of some things of one kind ("The weight of N <kind> is
<mass>"), the total weight of some of that kind and some of another ("The total weight of A
(such) <kind> and B (such) <other kind> is <mass>", in either order), and the question "How
much heavier is a/an/one <kind> than a/an/one <other kind>?" naming the two kinds in the
singular (a word of multiplying only describes: "double beds"). A mass is one or more
numbers each with a unit of mass ("1 kg 100 g", the larger unit first); the answer is in the
smallest unit told. The counts are whole numbers above
zero; a kind is a few plain words (no number, unit, "and", "than", "such", comparison or
change), and the two kinds differ. Anything else is not such a problem (``None``).
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.weights import Mass, UnitWeightEntry
from wordproof.lexicon.tables import MeasureUnit, conversion_factor, is_category, measure_unit
from wordproof.lexicon.words import noun_form
from wordproof.reader.sequences import sentences_of, whole_count
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_BE = frozenset({"is", "was"})
_ONE = frozenset({"a", "an", "one"})
# words that may make the things of a kind told differ from those asked, or count them otherwise
_NOT_A_KIND = frozenset({
    "and", "or", "than", "such", "is", "was", "are", "were", "of", "the", "a", "an", "each", "every",
    "other", "another", "more", "less", "fewer", "heavier", "lighter", "total", "all", "both", "some",
    "empty", "full", "half", "same", "per", "their", "his", "her", "its", "my", "our", "your",
})


def read_unit_weight(text: str, tokens: tuple[Token, ...] | list[Token]) -> UnitWeightEntry | None:
    """The unit weight the text asks, or None when it is not such a problem."""
    sentences = sentences_of(list(tokens))
    if len(sentences) != 3 or [s[-1].text for s in sentences] != [".", ".", "?"]:
        return None
    first, second, question = (s[:-1] for s in sentences)
    told = _weight_of(first, ("the", "weight", "of"))
    total = _weight_of(second, ("the", "total", "weight", "of"))
    asked = _asked(question)
    if told is None or total is None or asked is None:
        return None
    (count, kind), mass = told[0][0], told[1]
    if len(told[0]) != 1 or len(total[0]) != 2:
        return None
    (a, kind_a), (b, kind_b) = total[0]
    if _singular(kind_a) == _singular(kind) and _singular(kind_b) != _singular(kind):
        known_total, other_total, other = a, b, kind_b
    elif _singular(kind_b) == _singular(kind) and _singular(kind_a) != _singular(kind):
        known_total, other_total, other = b, a, kind_a
    else:
        return None
    if not _apart(_singular(kind), _singular(other)):
        return None
    heavier, lighter = asked
    if {heavier, lighter} != {_singular(kind), _singular(other)} or heavier == lighter:
        return None
    units = [unit for _, unit, _ in mass + total[1]]
    smallest = min(units, key=lambda unit: unit.factor)
    known_mass, total_mass = _mass(mass, smallest, text), _mass(total[1], smallest, text)
    if known_mass is None or total_mass is None:
        return None
    return UnitWeightEntry("w1", " ".join(kind), " ".join(other), count, known_mass, known_total, other_total,
                           total_mass, heavier == _singular(kind), smallest.plural,
                           text[question[0].start:sentences[2][-1].end])


def _singular(kind: tuple[str, ...]) -> tuple[str, ...]:
    """The kind's words each in the singular; a plural the lexicon lacks loses its "s"/"es"
    when that leaves a word ("jades"), never inside "of" ("bags of chips" keeps "chips")."""
    words = [noun_form(word) for word in kind]
    last = words.index("of") - 1 if "of" in words else len(words) - 1
    if words[last] == kind[last] and kind[last].endswith("s") and not kind[last].endswith("ss"):
        words[last] = kind[last][:-1]
    return tuple(words)


def _apart(one: tuple[str, ...], other: tuple[str, ...]) -> bool:
    """Whether no thing may be of both kinds: neither's words end the other's ("bottle" and
    "glass bottle": a glass bottle is a bottle) and neither head is a category ("animal")."""
    if one[-len(other):] == other or other[-len(one):] == one:
        return False
    return not (is_category(one[-1]) or is_category(other[-1]))


_Counted = tuple[Quoted, tuple[str, ...]]
_Told = tuple[Quoted, MeasureUnit, Token]


def _weight_of(sentence: list[Token], opening: tuple[str, ...]) -> tuple[list[_Counted], list[_Told]] | None:
    """The counted kinds and the mass of "<opening> N kind (and M kind) is <mass>"."""
    if tuple(t.lower for t in sentence[:len(opening)]) != opening:
        return None
    be = next((i for i, t in enumerate(sentence) if t.lower in _BE), None)
    if be is None:
        return None
    counted: list[tuple[Quoted, tuple[str, ...]]] = []
    for piece in _split_and(sentence[len(opening):be]):
        read = _counted(piece)
        if read is None:
            return None
        counted.append(read)
    mass = _masses(sentence[be + 1:])
    return (counted, mass) if counted and mass else None


def _split_and(tokens: list[Token]) -> list[list[Token]]:
    pieces: list[list[Token]] = [[]]
    for token in tokens:
        if token.lower == "and":
            pieces.append([])
        else:
            pieces[-1].append(token)
    return pieces


def _counted(piece: list[Token]) -> tuple[Quoted, tuple[str, ...]] | None:
    """ "4 (such) glass bottles": a whole count above zero and the kind's words."""
    if not piece or (count := whole_count(piece[0], least=1)) is None:
        return None
    rest = piece[1:]
    if rest and rest[0].lower == "such":
        rest = rest[1:]
    kind = _kind(rest)
    return None if kind is None else (count, kind)


def _kind(tokens: list[Token]) -> tuple[str, ...] | None:
    """A kind's words: one to four plain words, "of" only between two of them ("bags of chips");
    a word of multiplying may describe the noun after it ("double beds"), never be the noun."""
    words = [t.lower for t in tokens]
    if not 1 <= len(words) <= 4 or any(t.possessive or t.kind is not TokenKind.WORD and not (
        index < len(tokens) - 1 and t.text.isalpha() and t.numeral is not None
        and t.numeral.kind is NumeralKind.MULTIPLIER
    ) for index, t in enumerate(tokens)):
        return None
    for index, word in enumerate(words):
        if word == "of" and 0 < index < len(words) - 1:
            continue
        if word in _NOT_A_KIND or measure_unit(word) is not None:
            return None
    return tuple(words)


def _masses(tokens: list[Token]) -> list[tuple[Quoted, MeasureUnit, Token]]:
    """ "1 kg 100 g": each number with its unit of mass, larger units first; [] otherwise."""
    if len(tokens) % 2 or not tokens:
        return []
    read: list[tuple[Quoted, MeasureUnit, Token]] = []
    for number, word in zip(tokens[::2], tokens[1::2], strict=True):
        numeral = number.numeral
        unit = measure_unit(word.lower) if word.kind is TokenKind.WORD else None
        if number.kind is not TokenKind.NUMBER or numeral is None or (
            numeral.kind is not NumeralKind.CARDINAL or numeral.currency is not None or numeral.value < 0
        ) or unit is None or unit.dimension != "mass" or unit.ambiguous or not unit.exact:
            return []
        if read and not unit.factor < read[-1][1].factor:
            return []
        read.append((Quoted(numeral.value, number.text, number.span), unit, word))
    return read


def _mass(parts: list[tuple[Quoted, MeasureUnit, Token]], unit: MeasureUnit, text: str) -> Mass | None:
    converted: list[tuple[Quoted, Fraction, str]] = []
    for number, told, _ in parts:
        factor = conversion_factor(told, unit)
        if factor is None:
            return None
        converted.append((number, factor, told.plural))
    return Mass(tuple(converted), text[parts[0][0].span[0]:parts[-1][2].end])


def _asked(question: list[Token]) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """ "How much heavier is a cake than a bun": the two kinds, in the singular."""
    words = [t.lower for t in question]
    if words[:4] != ["how", "much", "heavier", "is"] or "than" not in words:
        return None
    than = words.index("than")
    heavier, lighter = question[4:than], question[than + 1:]
    if not heavier or not lighter or heavier[0].lower not in _ONE or lighter[0].lower not in _ONE:
        return None
    first, second = _kind(heavier[1:]), _kind(lighter[1:])
    if first is None or second is None:
        return None
    return _singular(first), _singular(second)


__all__ = ["read_unit_weight"]
