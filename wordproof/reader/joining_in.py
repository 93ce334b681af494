"""Reading doers counted as they do something and more who join in, asked now: "Thirty dogs are
barking. Ten more dogs start to bark. How many dogs are barking?" (40 dogs).

Three sentences, nothing else. The first counts the doers (a whole count, maybe one plain word
describing them, and their noun) doing something in the progressive ("are barking", "were
eating seeds"). The second, maybe opened by "Then" / "Later" / "Soon" (and a comma), tells
more of the same noun ("10 more dogs"; "another dog", one more) taking up that doing: "start(s)
/ started / begin(s) / began to <verb>" or "… <verb>-ing", "come(s) / came to <verb>", each with
the first sentence's words after the verb (all of them: "bark" of "barking at the cat" may be at
something else), or "join(s) / joined them"; ", too" may
close it. "More" says they were not doing it before, so they add to the first count however
many of the noun there are. The question asks "How many <noun> are / is <the same verb in
-ing> <the same words> (now)?", in the present: the doers now, the first count and the more
together (a question in the past may ask the first count). Anything else (a verb said again
of another doing, a stopping, another noun, a count with no "more", which may be of the ones
counted, a word the shape does not hold) leaves the text to the general reader (``None``).
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.counted_doers import CountedDoersEntry
from wordproof.ledger.derivation import Quoted
from wordproof.lexicon import words
from wordproof.lexicon.words import noun_form
from wordproof.reader.counted_doers import NOT_THE_SHAPE, plain
from wordproof.reader.sequences import sentences_of, whole_count
from wordproof.text.tokens import Token

_BE = frozenset({"are", "were", "is", "was"})
_NOW = frozenset({"are", "is"})
_OPENINGS = frozenset({"then", "later", "soon"})
_STARTING = frozenset({"start", "begin"})
_NOT_DONE = frozenset({"be", "have", "do", "get", "start", "begin", "stop", "come", "join"})


def read_joining_in(text: str, tokens: tuple[Token, ...] | list[Token]) -> CountedDoersEntry | None:
    """The doers after more join in, or None when the text is not such a problem."""
    sentences = sentences_of(list(tokens))
    if len(sentences) != 3 or [s[-1].text for s in sentences] != [".", ".", "?"]:
        return None
    first, joining, question = (s[:-1] for s in sentences)
    doers = _doers(first)
    if doers is None:
        return None
    count, noun, lemma, doing = doers
    more = _joining(joining, noun, lemma, doing)
    if more is None or not _asked(question, noun, lemma, doing):
        return None
    said = " ".join(t.text for t in first[-len(doing) - 2:]) if doing else " ".join(
        t.text for t in first[-2:])
    plural = next(t.text for t in question[2:3])
    return CountedDoersEntry("j1", ((f"{plural} doing it first", count), (f"more {plural} joining in", more)),
                             plural, said, text[question[0].start:sentences[-1][-1].end])


def _doers(sentence: list[Token]) -> tuple[Quoted, str, str, list[str]] | None:
    """ "Thirty dogs are barking", "1 lonely pigeon was eating breadcrumbs": the count, the
    noun's singular, the verb's lemma and the words after it."""
    if len(sentence) < 4:
        return None
    count = whole_count(sentence[0], least=1)
    at = 2 if sentence[3:4] and sentence[2].lower in _BE else 3
    if count is None or len(sentence) < at + 2 or sentence[at].lower not in _BE:
        return None
    if at == 3 and not (plain(sentence[1]) and sentence[1].text.islower()):
        return None  # one word describing the doers, "lonely"
    named, verb = sentence[at - 1], sentence[at + 1]
    lemma = _ing(verb)
    doing = sentence[at + 2:]
    if not (plain(named) and named.text.islower()) or lemma is None or not all(plain(t) for t in doing):
        return None
    return count, noun_form(named.lower), lemma, [t.lower for t in doing]


def _ing(token: Token) -> str | None:
    """The lemma of a verb in "-ing" of a doing ("barking": "bark"), or None."""
    lemma = words.verb_lemma(token.lower)
    if not plain(token) or not token.lower.endswith("ing") or lemma is None or lemma in _NOT_DONE:
        return None
    return lemma if token.lower in words.inflections(lemma, "VBG") else None


def _joining(sentence: list[Token], noun: str, lemma: str, doing: list[str]) -> Quoted | None:
    """ "(Then) 10 more dogs start to bark (, too)", "Another pigeon came to eat breadcrumbs":
    how many more took up the doing."""
    said = [t.lower for t in sentence]
    if said[:1] and said[0] in _OPENINGS:
        sentence, said = sentence[1:], said[1:]
        if said[:1] == [","]:
            sentence, said = sentence[1:], said[1:]
    if said[-2:] == [",", "too"]:
        sentence, said = sentence[:-2], said[:-2]
    if said[:1] == ["another"] and len(said) >= 2 and noun_form(said[1]) == said[1] == noun:
        more: Quoted | None = Quoted(Fraction(1), sentence[0].text, sentence[0].span)
        said = said[2:]
    elif len(said) >= 3 and said[1] == "more" and noun_form(said[2]) == noun and said[2] != noun:
        more = whole_count(sentence[0], least=1)
        said = said[3:]
    else:
        return None
    if more is None or not said:
        return None
    took_up = words.verb_lemma(said[0])
    after = said[1:]
    if took_up == "join" and after == ["them"]:
        return more
    if took_up in _STARTING and after[:1] != ["to"]:
        verb = next((t for t in sentence if t.lower == after[0]), None) if after else None
        if verb is None or _ing(verb) != lemma:
            return None
        return more if after[1:] == doing else None
    if took_up in (*_STARTING, "come") and after[:1] == ["to"] and len(after) >= 2:
        return more if after[1] == lemma and after[2:] == doing else None
    return None


def _asked(question: list[Token], noun: str, lemma: str, doing: list[str]) -> bool:
    """ "How many dogs are barking (now)": the doers now, of the noun and the doing told."""
    said = [t.lower for t in question]
    if said[-1:] == ["now"]:
        said = said[:-1]
    return len(said) >= 5 and said[:2] == ["how", "many"] and noun_form(said[2]) == noun and (
        said[2] != noun and said[3] in _NOW and _ing(question[4]) == lemma and said[5:] == doing
        and not set(said) & NOT_THE_SHAPE)


__all__ = ["read_joining_in"]
