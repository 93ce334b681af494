"""Reading what is left to put in of an amount a recipe calls for: "The recipe calls for 8 cups
of flour. Ann has already put in 3 cups. How many more cups does she need to add?" (5 cups).

A recipe (`A recipe (for <noun>)` / `The recipe`) calls for (`calls for`, `needs`, `requires`)
one or more amounts, each a number, a unit of measure and `of <ingredient>` (`2 cups of sugar and
3 cups of flour`). One cook, named once by a given name (`Ann`), puts some in: `(has/had)
(already) put in / added / poured in <amount> (of <ingredient>)`. The question asks what is left
of one ingredient: `How many more <unit> (of <ingredient>) does/will <cook> need to add / put in?`
or `How much more <ingredient> …`. The ingredient put in and the one asked must be the one the
recipe names (said, or left unsaid when it names only one); the units must be the recipe's. A
sentence with no number may only set the scene before the recipe (`Ann is baking a cake.`).
Anything else — a second cook, a pronoun of the other gender, a second putting in, another
number, a word of more or again — leaves the text to the general reader (``None``). Replay takes
what was put in from what is called for, a whole of two parts as a listed whole is.
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.listed import ListedKindsEntry
from wordproof.lexicon.tables import MeasureUnit, measure_unit, name_gender
from wordproof.reader.sequences import is_name, sentences_of
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_CALLING = (("calls", "for"), ("called", "for"), ("needs",), ("needed",), ("requires",), ("required",))
_PUTTING = (("put", "in"), ("added",), ("added", "in"), ("poured", "in"))
_SCENE_VERBS = frozenset({"baking", "making", "cooking"})
_PRONOUN_GENDER = {"she": "female", "he": "male"}
_PUT, _LEFT = "amount put in", "amount left to add"
# words that say more than the ingredient's name ("of flour per cake", "of flour each"): not read
_NOT_AN_INGREDIENT = frozenset({
    "per", "each", "every", "for", "a", "an", "the", "to", "in", "on", "with", "from", "at", "by", "or",
    "than", "more", "less", "fewer", "total", "all", "altogether", "together", "only", "already", "now",
    "left", "extra", "another", "other", "again", "twice", "times", "too", "also", "not", "no",
})

Amount = tuple[Quoted, MeasureUnit, tuple[str, ...]]  # the amount, its unit, the ingredient's words


def read_recipe_left(text: str, tokens: tuple[Token, ...] | list[Token]) -> ListedKindsEntry | None:
    """What is left to put in of one amount a recipe calls for, or None when the text is not such."""
    sentences = sentences_of(list(tokens))
    if len(sentences) < 3 or [s[-1].text for s in sentences] != ["."] * (len(sentences) - 1) + ["?"]:
        return None
    recipe_at = next((i for i, s in enumerate(sentences) if s[0].lower in ("a", "the")
                      and s[1].lower == "recipe"), None)
    if recipe_at is None or recipe_at != len(sentences) - 3:
        return None
    scene, (recipe, put, question) = sentences[:recipe_at], sentences[recipe_at:]
    called = _called_for(recipe[:-1])
    cooks: list[str] = [c for s in scene if (c := _cook_of_scene(s[:-1])) is not None]
    if called is None or len(cooks) != len(scene):
        return None
    putting = _put_in(put[:-1])
    if putting is None:
        return None
    cook, put_amount = putting
    cooks.append(cook)
    asked = _asked(question[:-1])
    if asked is None:
        return None
    asked_cook, asked_unit, asked_ingredient = asked
    cooks.append(asked_cook)
    if not _one_cook(cooks):
        return None
    quoted, unit, ingredient = put_amount
    named = _one_ingredient(called, ingredient, asked_ingredient)
    if named is None:
        return None
    whole, whole_unit, _ = named
    if unit != whole_unit or asked_unit not in (None, whole_unit) or quoted.value > whole.value:
        return None
    return ListedKindsEntry("k1", whole, text[recipe[0].start:recipe[-2].end], (_PUT, _LEFT),
                            ((_PUT, quoted),), _LEFT, text[question[0].start:question[-1].end],
                            unit=whole_unit.plural)


def _amount(tokens: list[Token], at: int) -> tuple[Quoted, MeasureUnit, int] | None:
    """ "3 cups", "half a cup", "2 1/2 cups": the amount, its unit, the index after the unit."""
    if at >= len(tokens):
        return None
    number = tokens[at]
    numeral = number.numeral
    if number.kind is not TokenKind.NUMBER or numeral is None or numeral.currency is not None or (
        numeral.kind not in (NumeralKind.CARDINAL, NumeralKind.FRACTION) or numeral.value <= 0
    ):
        return None
    after = at + 1
    if numeral.lexicon_constant == "half" and after < len(tokens) and tokens[after].lower in ("a", "an"):
        after += 1  # "half a cup"
    if after >= len(tokens):
        return None
    unit = measure_unit(tokens[after].lower)
    if unit is None or unit.ambiguous or unit.dimension not in ("volume", "mass"):
        return None
    single = numeral.value == 1 or tokens[after].lower == unit.name
    if tokens[after].lower != (unit.name if single else unit.plural):
        return None
    return Quoted(Fraction(numeral.value), number.text, number.span), unit, after + 1


def _ingredient(tokens: list[Token], at: int) -> tuple[tuple[str, ...], int]:
    """ "of brown sugar": the ingredient's words up to a comma, "and" or the end; () when no "of"."""
    if at >= len(tokens) or tokens[at].lower != "of":
        return (), at
    end = at + 1
    while end < len(tokens) and tokens[end].text != "," and tokens[end].lower != "and":
        end += 1
    said = tuple(t.lower for t in tokens[at + 1:end])
    return (said if _names_an_ingredient(tokens[at + 1:end]) else ("?",)), end


def _names_an_ingredient(said: list[Token]) -> bool:
    """ "flour", "brown sugar": one to three plain words, none saying more than a name."""
    return 1 <= len(said) <= 3 and all(
        t.kind is TokenKind.WORD and not t.possessive and t.lower not in _NOT_AN_INGREDIENT for t in said)


def _called_for(said: list[Token]) -> list[Amount] | None:
    """ "A recipe (for cookies) calls for 3 cups of sugar (, 2 cups of milk) and 4 cups of flour"."""
    at = 2
    if at + 1 < len(said) and said[at].lower == "for" and said[at + 1].kind is TokenKind.WORD:
        at += 2  # "for cookies"
    verb = next((v for v in _CALLING if tuple(t.lower for t in said[at:at + len(v)]) == v), None)
    if verb is None:
        return None
    at += len(verb)
    amounts: list[Amount] = []
    while True:
        read = _amount(said, at)
        if read is None:
            return None
        quoted, unit, at = read
        ingredient, at = _ingredient(said, at)
        if not ingredient or "?" in ingredient:
            return None
        amounts.append((quoted, unit, ingredient))
        if at == len(said):
            break
        if said[at].text == ",":
            at += 1
        if at < len(said) and said[at].lower == "and":
            at += 1
    if len({a[2] for a in amounts}) != len(amounts):
        return None  # an ingredient called for twice
    return amounts


def _cook_of_scene(said: list[Token]) -> str | None:
    """ "Ann is baking a cake": the cook's name."""
    words = [t.lower for t in said]
    if len(said) not in (5, 6) or words[1] not in ("is", "was") or words[2] not in _SCENE_VERBS or (
        words[3] not in ("a", "an", "some")
    ) or any(t.kind is not TokenKind.WORD or t.possessive for t in said):
        return None
    return said[0].text if is_name(said[0]) else None



def _put_in(said: list[Token]) -> tuple[str, Amount] | None:
    """ "Ann has already put in 3 cups (of flour)", "She already added half a cup"."""
    if not said or not (is_name(said[0]) or said[0].lower in _PRONOUN_GENDER):
        return None
    at = 1
    if at < len(said) and said[at].lower in ("has", "had"):
        at += 1
    if at < len(said) and said[at].lower == "already":
        at += 1
    verb = next((v for v in sorted(_PUTTING, key=len, reverse=True)
                 if tuple(t.lower for t in said[at:at + len(v)]) == v), None)
    if verb is None:
        return None
    read = _amount(said, at + len(verb))
    if read is None:
        return None
    quoted, unit, end = read
    ingredient, end = _ingredient(said, end)
    if end != len(said) or "?" in ingredient:
        return None
    return said[0].text, (quoted, unit, ingredient)


def _asked(said: list[Token]) -> tuple[str, MeasureUnit | None, tuple[str, ...]] | None:
    """ "How many more cups (of flour) does she need to add / put in?", "How much more flour will
    Ann need?": the cook, the unit asked (None for "how much") and the ingredient named."""
    words = [t.lower for t in said]
    at = next((i for i in range(3, len(words)) if words[i] in ("does", "will", "would")), 0)
    if words[:1] != ["how"] or not at or at + 3 > len(words):
        return None
    unit: MeasureUnit | None = None
    ingredient: tuple[str, ...]
    if words[1:3] == ["many", "more"]:
        unit = measure_unit(words[3])
        if unit is None or words[3] != unit.plural or (at > 4 and words[4] != "of"):
            return None
        ingredient = tuple(words[5:at])
        if at > 4 and not _names_an_ingredient(said[5:at]):
            return None
    elif words[1:3] == ["much", "more"]:
        ingredient = tuple(words[3:at])
        if not _names_an_ingredient(said[3:at]):
            return None
    else:
        return None
    if any(t.kind is not TokenKind.WORD or t.possessive for t in said):
        return None
    cook = said[at + 1]
    if not (is_name(cook) or cook.lower in _PRONOUN_GENDER) or words[at + 2] != "need" or (
        words[at + 3:] not in ([], ["to", "add"], ["to", "put", "in"], ["to", "add", "in"])
    ):
        return None
    return said[at + 1].text, unit, ingredient


def _one_cook(said: list[str]) -> bool:
    """One cook: one given name, said before any pronoun, every pronoun of the name's gender."""
    names = {c for c in said if c.lower() not in _PRONOUN_GENDER}
    if len(names) != 1 or said[0].lower() in _PRONOUN_GENDER:
        return False
    gender = name_gender(next(iter(names)))
    return gender is not None and all(
        _PRONOUN_GENDER[c.lower()] == gender for c in said if c.lower() in _PRONOUN_GENDER)


def _one_ingredient(called: list[Amount], put: tuple[str, ...], asked: tuple[str, ...]) -> Amount | None:
    """The amount called for of the ingredient put in and asked: named alike where said, and
    unsaid only when the recipe calls for one ingredient alone."""
    said = {i for i in (put, asked) if i}
    if len(said) > 1:
        return None
    if not said:
        return called[0] if len(called) == 1 else None
    if len(said) == 1 and (put == () or asked == ()) and len(called) != 1:
        return None  # "put in 2 cups of flour … How many more cups?": of flour, or of all?
    named = next(iter(said))
    return next((a for a in called if a[2] == named), None)


__all__ = ["read_recipe_left"]
