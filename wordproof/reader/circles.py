"""Reading a round thing's radius or diameter told and the other asked: "Ann has a round rug
with a diameter of 8 feet. What is its radius?", "The round lid has a radius of 3 inches. What
is the lid's diameter?", "The diameter of the circular pond is 30 meters. What is the radius of
the pond?"

The thing is said round ("round", "circular") or is a circle, and is named again by its noun
(or "its", when nothing else is told); the one number of the text is its measure, in a unit of
length, closing the sentence that tells it. Sentences with no number before that sentence set
the scene ("Children make handprints in a round clay mold."), unless they tell of a measure or
of another thing of the kind ("another", "each", "both"); nothing is told after it but the
question, in the same tense. Anything else is not read here (``None``); the area and the
circumference, which need the circle's constant, never are.
"""

from __future__ import annotations

from wordproof.ledger.circles import Across, CircleEntry
from wordproof.ledger.derivation import Quoted
from wordproof.lexicon.tables import MeasureUnit, measure_unit
from wordproof.lexicon.words import noun_lemma, pronoun
from wordproof.reader.sequences import is_name, told_and_asked
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_ACROSS = {"radius": Across.RADIUS, "diameter": Across.DIAMETER}
_ROUND = frozenset({"round", "circular"})
_HAVE = {"has": "present", "have": "present", "had": "past", "owns": "present", "own": "present",
         "owned": "past"}
_BE = {"is": "present", "was": "past"}
_ARTICLES = frozenset({"a", "an", "the"})
# words that tell of another measure or more than one thing: the scene must tell neither
_NOT_SCENE = frozenset({"radius", "diameter", "circumference", "area", "perimeter", "another",
                        "other", "others", "each", "every", "both", "all", "second", "half",
                        "twice", "same", "several", "many", "few", "long", "wide", "across"})


def read_circle(text: str, tokens: tuple[Token, ...] | list[Token]) -> CircleEntry | None:
    """The circle the text tells one straight measure of and asks the other, or None."""
    parts = told_and_asked(tokens, range(2, 6))
    if parts is None:
        return None
    told, question = parts
    if not told:
        return None
    *scene, statement = told
    if any(t.kind is TokenKind.NUMBER or t.lower in _NOT_SCENE for s in scene for t in s):
        return None
    measure = _told(statement)
    if measure is None:
        return None
    thing, across, value, unit, tense = measure
    asked = _asked(question, thing, allow_its=not scene)
    if asked is None or asked[0] is across or asked[1] != tense:
        return None
    if not any(_said_round(s, thing) for s in told):
        return None
    start, end = question[0].start, question[-1].end
    return CircleEntry("c1", thing, across, value, unit.plural, asked[0], text[start:end])


def _told(statement: list[Token]) -> tuple[str, Across, Quoted, MeasureUnit, str] | None:
    """ "<the thing> has a diameter of N <unit>", "<someone> has a round <thing> with a
    diameter of N <unit>", "The diameter of <the thing> is N <unit>": the thing's noun, the
    measure, its value and unit, and the tense told."""
    numbers = [i for i, t in enumerate(statement) if t.kind is TokenKind.NUMBER]
    if len(numbers) != 1 or numbers[0] != len(statement) - 2:
        return None
    number, unit_token = statement[-2], statement[-1]
    numeral = number.numeral
    unit = measure_unit(unit_token.lower)
    if numeral is None or numeral.kind is not NumeralKind.CARDINAL or numeral.currency or (
            numeral.value <= 0 or unit is None or unit.dimension != "length" or unit.ambiguous):
        return None
    value = Quoted(numeral.value, number.text, number.span)
    words = [t.lower for t in statement[:-2]]
    if words[:1] == ["the"] and words[1:2] and words[1] in _ACROSS and words[2:3] == ["of"] and (
            words[-1:] and words[-1] in _BE):
        # "The diameter of the circular pond is 30 meters"
        thing = _thing(statement[3:-3])
        if thing is None:
            return None
        return thing, _ACROSS[words[1]], value, unit, _BE[words[-1]]
    if len(words) < 4 or words[-3:-1] != ["a", words[-2]] or words[-2] not in _ACROSS or (
            words[-1] != "of"):
        return None
    across = _ACROSS[words[-2]]
    before = statement[:-5]
    verb = next((i for i, t in enumerate(before) if t.lower in _HAVE), None)
    if verb is None:
        return None
    tense = _HAVE[before[verb].lower]
    if verb == len(before) - 1:
        # "The round lid has a diameter of …"
        thing = _thing(before[:verb])
        return None if thing is None else (thing, across, value, unit, tense)
    # "Ann has a round rug with a diameter of …": the rug is the one with it
    if before[-1].lower != "with" or not _someone(before[:verb]) or (
            before[verb + 1].lower not in ("a", "an")):
        return None
    thing = _thing(before[verb + 1:-1])
    return None if thing is None else (thing, across, value, unit, tense)


def _thing(words: list[Token]) -> str | None:
    """The noun an article and up to three plain words before it name ("the round clay mold":
    "mold")."""
    if not 2 <= len(words) <= 4 or words[0].lower not in _ARTICLES or any(
            t.kind is not TokenKind.WORD or not t.text.isalpha() or t.possessive for t in words):
        return None
    head = words[-1].lower
    return head if noun_lemma(head) == head else None


def _someone(words: list[Token]) -> bool:
    """One person named or said by a pronoun: who has the thing."""
    if len(words) != 1:
        return False
    said = pronoun(words[0].lower, "subject")
    return is_name(words[0]) or (said is not None and words[0].lower != "it")


def _asked(question: list[Token], thing: str, *, allow_its: bool) -> tuple[Across, str] | None:
    """ "What is the lid's radius", "What is its radius", "What is the radius of the lid": the
    measure asked and the tense asked in."""
    words = [t.lower for t in question]
    if words[:1] != ["what"] or not words[1:2] or words[1] not in _BE or any(
            t.kind is not TokenKind.WORD for t in question):
        return None
    tense, rest, tokens = _BE[words[1]], words[2:], question[2:]
    if len(rest) == 2 and rest[0] == "its" and rest[1] in _ACROSS and allow_its:
        found = _ACROSS[rest[1]]
    elif len(rest) == 3 and rest[0] == "the" and tokens[1].possessive and rest[1] == thing and (
            rest[2] in _ACROSS):
        found = _ACROSS[rest[2]]
    elif len(rest) >= 4 and rest[0] == "the" and rest[1] in _ACROSS and rest[2] == "of" and (
            _thing(tokens[3:]) == thing):
        found = _ACROSS[rest[1]]
    else:
        return None
    return found, tense


def _said_round(sentence: list[Token], thing: str) -> bool:
    """Whether the sentence names the thing as round: "round" or "circular" among the two
    words before its noun, or the noun is "circle"."""
    for at, token in enumerate(sentence):
        if token.lower == thing and (thing == "circle" or any(
                t.lower in _ROUND for t in sentence[max(0, at - 2):at])):
            return True
    return False


__all__ = ["read_circle"]
