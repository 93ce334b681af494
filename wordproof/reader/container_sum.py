"""Reading things put into a row of containers, asked together: "Ivo has 3 jars. He puts 12
buttons in the first jar, 8 buttons in the second jar and 5 buttons in the third jar. How many
buttons does Ivo have?" (25 buttons).

Three sentences, nothing else. The first names one holder (a name said again in the question)
who has (`has`, `had`) a number of containers, one noun (`3 toy boxes`, maybe `for his toy
cars`). The second, of that holder (the name, or `he` / `she` of the name's gender), puts
(`puts`, `put`, `places`, `placed`, with `in` or not) a list of counts (commas, `and` before the
last), each `in` / `into` `the <ordinal> <container>`: the ordinals first, second, … in order,
one for every container told, the containers' noun the first sentence's (`the third box` for a
`toy box`), the things named in the first item and each later one the same or unsaid. The
question asks `How many <things> does/did <holder> have / keep / save / put (in the
<containers>)`, closed by nothing or a word of all together. Any other word, number, sentence,
container or holder leaves the text to the general reader (``None``).
"""

from __future__ import annotations

from wordproof.ledger.container_sum import ContainerSumEntry
from wordproof.ledger.derivation import Quoted
from wordproof.lexicon.tables import name_gender
from wordproof.lexicon.words import noun_form
from wordproof.reader.listed import list_items
from wordproof.reader.sequences import sentences_of, told_in_dozens, whole_count
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_HAVING = frozenset({"has", "had"})
_PUTTING = frozenset({"puts", "put", "places", "placed"})
_ASKED_VERBS = frozenset({"have", "keep", "save", "put"})
_TOGETHER = (("together",), ("altogether",), ("in", "all"), ("in", "total"), ("total",), ())
_PRONOUN_GENDER = {"he": "male", "she": "female"}
_PRONOUNS = frozenset({"he", "she", "it", "they", "we", "i", "you", "this", "that", "there", "someone",
                       "everyone", "nobody", "one"})


def read_container_sum(text: str, tokens: tuple[Token, ...] | list[Token]) -> ContainerSumEntry | None:
    """The total put into a row of containers the text asks, or None when it is not such."""
    sentences = sentences_of(list(tokens))
    if len(sentences) != 3 or [s[-1].text for s in sentences] != [".", ".", "?"]:
        return None
    owned, putting, question = (s[:-1] for s in sentences)
    held = _containers(owned)
    if held is None:
        return None
    holder, containers, container = held
    put = _put(putting, holder, container)
    if put is None or len(put[1]) != containers.value:
        return None
    things, parts = put
    if _asked(question, holder, container) != things:
        return None
    return ContainerSumEntry("c1", containers, " ".join(container), parts, " ".join(things),
                             text[question[0].start:sentences[-1][-1].end])


def _containers(sentence: list[Token]) -> tuple[Token, Quoted, tuple[str, ...]] | None:
    """ "Ivo has 3 jars", "Joshua has 3 toy boxes for his toy cars": the holder, the number of
    containers and their words."""
    if len(sentence) < 4 or sentence[1].lower not in _HAVING or not _a_name(sentence[0]):
        return None
    count = whole_count(sentence[2], least=2)
    named = sentence[3:]
    words = [t.lower for t in named]
    if "for" in words:
        at = words.index("for")
        kept = named[at + 2:]
        if words[at + 1:at + 2] not in (["his"], ["her"]) or not 1 <= len(kept) <= 2 or not _plain(kept):
            return None
        named = named[:at]
    if count is None or not 1 <= len(named) <= 2 or not _plain(named):
        return None
    return sentence[0], count, tuple(t.lower for t in named)


def _put(sentence: list[Token], holder: Token,
         container: tuple[str, ...]) -> tuple[tuple[str, ...], list[Quoted]] | None:
    """ "He puts 12 buttons in the first jar, 8 in the second jar and 5 buttons in the third
    jar": the things and the count put in each container, in the row's order."""
    if len(sentence) < 3 or not _the_holder(sentence[0], holder) or sentence[1].lower not in _PUTTING:
        return None
    rest = sentence[3:] if sentence[2].lower == "in" and sentence[3:4] and (
        sentence[3].kind is TokenKind.NUMBER) else sentence[2:]
    things: tuple[str, ...] | None = None
    parts: list[Quoted] = []
    in_dozens = False  # a count told in dozens before: "8 in the second" may be 8 dozen
    for place, item in enumerate(list_items(rest), start=1):
        words = [t.lower for t in item]
        into = next((i for i, w in enumerate(words) if w in ("in", "into")), None)
        if into is None or words[into + 1:into + 2] != ["the"] or len(item) < into + 4:
            return None
        count = whole_count(item[0], least=1)
        ordinal = item[into + 2].numeral
        said = tuple(words[1:into])
        named = tuple(words[into + 3:])
        if count is None or ordinal is None or ordinal.kind is not NumeralKind.ORDINAL or (
            ordinal.value != place
        ) or not _plain(item[1:into]) or not _plain(item[into + 3:]) or not named or (
            noun_form(named[-1]) != noun_form(container[-1]) or not set(named[:-1]) <= set(container[:-1])
        ):
            return None
        if things is None:
            if not 1 <= len(said) <= 2 or noun_form(said[-1]) == noun_form(container[-1]):
                return None  # "puts 12 bags in the first bag": the bags put are held as well
            things = said
        elif said not in (things, ()) or not said and in_dozens:
            return None
        in_dozens = in_dozens or told_in_dozens(item[0])
        parts.append(count)
    return (things, parts) if things is not None else None


def _asked(question: list[Token], holder: Token, container: tuple[str, ...]) -> tuple[str, ...] | None:
    """ "How many buttons does Ivo have (in the jars) (together)": the things asked."""
    words = [t.lower for t in question]
    if words[:2] != ["how", "many"]:
        return None
    verb_at = next((i for i, w in enumerate(words) if w in ("does", "did")), None)
    if verb_at is None or verb_at < 3 or len(question) < verb_at + 3 or not _plain(question[2:verb_at]):
        return None
    if question[verb_at + 1].text != holder.text or words[verb_at + 2] not in _ASKED_VERBS:
        return None
    closing = words[verb_at + 3:]
    in_the_containers = ["in", "the", *container]
    if closing[:len(in_the_containers)] == in_the_containers:
        closing = closing[len(in_the_containers):]
    if tuple(closing) not in _TOGETHER:
        return None
    return tuple(words[2:verb_at])


def _a_name(token: Token) -> bool:
    """A capitalized word standing alone as the subject, no pronoun ("It", "She")."""
    return token.kind is TokenKind.WORD and token.text[:1].isupper() and not token.possessive and (
        token.text.isalpha()) and token.lower not in _PRONOUNS


def _the_holder(token: Token, holder: Token) -> bool:
    """The holder's name again, or "he" / "she" where the name's gender allows it."""
    if token.text == holder.text:
        return True
    gender = _PRONOUN_GENDER.get(token.lower)
    return gender is not None and name_gender(holder.text) in (None, gender)


def _plain(tokens: list[Token]) -> bool:
    """Plain lowercase words of a noun phrase: no number, no punctuation, no word of more,
    each, other or all, none that says a container holds things already ("3 full jars")."""
    return all(t.kind is TokenKind.WORD and t.text.isalpha() and t.text.islower() and t.lower not in (
        "more", "less", "fewer", "each", "every", "other", "another", "all", "some", "of", "the", "a",
        "an", "and", "or", "than", "extra", "left", "only", "his", "her", "their", "in", "into",
        "then", "also", "too", "not", "no", "full", "filled", "half", "partly") for t in tokens)


__all__ = ["read_container_sum"]
