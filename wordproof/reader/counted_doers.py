"""Reading people or animals of several kinds counted as they did one thing, asked by a category
that takes in every kind: "2 girls and 9 boys sang in the choir. How many children sang in the
choir?" (11 children).

Two sentences, nothing else. The first may open on a phrase of where or when ("At the fair",
"After lunch": a preposition and plain words, no number, no pronoun, no verb told in the past);
then two kinds or more, each a whole count and one plural noun ("2 girls", "9 boys"), joined
by commas and "and" before the last; then the doing: one verb in the simple past (no form of
"be", "have", "do" or "get", no verb that gains, loses or moves things held) and plain words
after it ("sang in the choir", "dressed as ghosts", "voted"). The question asks
"How many <category> (total) <the same verb> <the same words> (in all / in total / altogether)?":
the words again, a noun said in the singular after "a" / "an" as well as in the plural ("dressed
as a ghost": each one's). The category is one the lexicon's hypernym table names by that
plural ("children", "people", "animals"); every kind counted is certainly of it, and no two kinds
can share a member (``kinds_apart``: "girls" and "boys" are two sorts of children; "kids" and
"girls" are not), so the counts add. Anything else (another sentence, a kind not certainly of
the category, a number or a pronoun after the verb, a doing "with" someone) leaves the text to
the general reader (``None``).
"""

from __future__ import annotations

from wordproof.ledger.counted_doers import CountedDoersEntry
from wordproof.ledger.derivation import Quoted
from wordproof.lexicon import words
from wordproof.lexicon.tables import category_for_plural, kinds_apart, membership
from wordproof.lexicon.words import VerbClass, noun_form
from wordproof.reader.sequences import sentences_of, whole_count
from wordproof.text.tokens import Token, TokenKind

_OPENING = frozenset({"at", "in", "on", "during", "for", "after", "before"})
_NOT_DONE = frozenset({"be", "have", "do", "get"})
# words that bring in others, pick among the doers, or tell a time or a count
NOT_THE_SHAPE = frozenset({
    "more", "fewer", "less", "each", "every", "other", "others", "another", "some", "all", "both",
    "only", "not", "no", "never", "again", "too", "also", "with", "and", "or", "but", "than",
    "then", "later", "left", "still", "rest", "remaining", "already", "instead", "together", "alone",
    "twice", "times", "half", "them", "they", "their", "it", "its", "he", "she", "his", "her",
    "him", "we", "us", "our", "i", "me", "my", "you", "your", "who", "whom", "which", "that",
    "those", "these", "this", "when", "while", "if", "because", "same",
})
_CLOSINGS = (("in", "all"), ("in", "total"), ("altogether",), ("total",))


def read_counted_doers(text: str, tokens: tuple[Token, ...] | list[Token]) -> CountedDoersEntry | None:
    """The category's doers the text asks, or None when it is not such a problem."""
    sentences = sentences_of(list(tokens))
    if len(sentences) != 2 or [s[-1].text for s in sentences] != [".", "?"]:
        return None
    told, question = (s[:-1] for s in sentences)
    start = next((i for i, t in enumerate(told) if t.kind is TokenKind.NUMBER), None)
    if start is None or not _opening(told[:start]):
        return None
    listed = _kinds(told, start)
    if listed is None:
        return None
    parts, verb_at = listed
    if verb_at >= len(told):
        return None  # "there are 61 girls and 47 boys.": the list ends the sentence, no doing told
    verb, doing = told[verb_at], told[verb_at + 1:]
    if not _done(verb) or not all(plain(t) for t in doing):
        return None
    category = _asked(question, verb, doing)
    if category is None:
        return None
    kinds = [kind for kind, _ in parts]
    lemma = category_for_plural(category)
    if lemma is None or any(membership(kind, lemma) is not True for kind in kinds) or any(
        not kinds_apart(one, other) for i, one in enumerate(kinds) for other in kinds[i + 1:]
    ):
        return None
    said = " ".join(t.text for t in told[verb_at:])
    return CountedDoersEntry("d1", parts, category, said, text[question[0].start:sentences[-1][-1].end])


def _opening(tokens: list[Token]) -> bool:
    """Nothing, or a phrase of where or when: "At the school fair", "After lunch,"."""
    if not tokens:
        return True
    if tokens[-1].text == ",":
        tokens = tokens[:-1]
    return len(tokens) >= 2 and tokens[0].lower in _OPENING and all(
        plain(t) and t.lower != "as" and not _past(t) for t in tokens[1:])


def _kinds(told: list[Token], start: int) -> tuple[list[tuple[str, Quoted]], int] | None:
    """ "2 girls and 9 boys", "3 cats, 4 dogs and 2 hens": each kind and its count, and where
    the verb stands after the last."""
    parts: list[tuple[str, Quoted]] = []
    at = start
    while True:
        part = _kind(told[at:at + 2])
        if part is None:
            return None
        parts.append(part)
        at += 2
        if parts[1:] and told[at - 3].lower == "and":
            return parts, at  # the item after "and" ends the list; the verb comes next
        joined = [t.lower for t in told[at:at + 2]]
        if joined == [",", "and"]:
            at += 2
        elif joined[:1] in ([","], ["and"]):
            at += 1
        else:
            return None


def _kind(said: list[Token]) -> tuple[str, Quoted] | None:
    """ "9 boys": a whole count and a plural noun in lowercase, the kind's singular."""
    if len(said) != 2:
        return None
    count, named = whole_count(said[0], least=1), said[1]
    kind = noun_form(named.lower)
    if count is None or named.kind is not TokenKind.WORD or not named.text.isalpha() or (
        not named.text.islower() or kind == named.lower or named.lower in NOT_THE_SHAPE
    ):
        return None
    return kind, count


def _past(token: Token) -> bool:
    lemma = words.verb_lemma(token.lower)
    return lemma is not None and token.lower in words.inflections(lemma, "VBD")


def _done(verb: Token) -> bool:
    """A verb in the simple past of a doing that moves nothing held: "sang", "dressed", "voted"."""
    lemma = words.verb_lemma(verb.lower)
    return verb.kind is TokenKind.WORD and verb.text.islower() and lemma is not None and (
        lemma not in _NOT_DONE and _past(verb)
        and words.verb_class(lemma) in (None, VerbClass.ACTIVITY)
        and verb.lower not in NOT_THE_SHAPE
    )


def plain(token: Token) -> bool:
    return token.kind is TokenKind.WORD and token.text.isalpha() and not token.possessive and (
        token.lower not in NOT_THE_SHAPE)


def _asked(question: list[Token], verb: Token, doing: list[Token]) -> str | None:
    """ "How many people (total) dressed as a ghost (in all)": the category's plural asked."""
    said = [t.lower for t in question]
    if said[:2] != ["how", "many"] or len(said) < 4:
        return None
    category = said[2]
    rest = said[3:]
    if rest[:1] in (["total"], ["altogether"]):
        rest = rest[1:]
    for closing in _CLOSINGS:
        if len(rest) > len(closing) and tuple(rest[-len(closing):]) == closing:
            rest = rest[:-len(closing)]
            break
    if not rest or rest[0] != verb.lower or not question[2].text.isalpha():
        return None
    return category if _same_words(rest[1:], [t.lower for t in doing]) else None


def _same_words(asked: list[str], told: list[str]) -> bool:
    """The doing's words said again, a noun in the singular after "a" / "an" standing for the
    plural told ("as a ghost" of "as ghosts")."""
    kept: list[str] = []
    for index, word in enumerate(asked):
        if word in ("a", "an") and index + 1 < len(asked) and noun_form(asked[index + 1]) == asked[index + 1]:
            continue
        kept.append(word)
    return [noun_form(w) for w in kept] == [noun_form(w) for w in told]


__all__ = ["NOT_THE_SHAPE", "plain", "read_counted_doers"]
