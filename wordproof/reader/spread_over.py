"""Reading what is done in each period of a whole done over so many periods: "Ivo had 96 bulbs to
plant. It took him 8 days to plant them all. How many bulbs did he plant per day?" (12).

Told clauses (sentences, an "If" clause, or two clauses joined by `and` before `it` or a pronoun),
nothing else:
- *the whole*, once: `<doer> had / has <W> <things> to <do>`, `The / his / her <thing> had / has
  <W> <things>` ("The book had 96 pages"), or `<doer> <did> a / an / another / the <thing> with <W>
  <things>` ("read a book with 96 pages");
- *the periods*, once: `it took <him / her / the doer> <N> <periods> to <do / finish> (them (all) /
  it / the <thing>)`, or `<doer> <did> the same number / amount of <things> for <N> <periods>`;
- maybe the evenness: `<doer> <did> the same number / amount of <things> each / every / per / a
  <period>`;
- maybe one opening clause first with no number and no word of a change or a part ("Ivo was
  reading his new book.").
The question: `How many <things> did <doer> <do> per / each / every / a <period>?`. One doing is
told (the same verb wherever it is said; "finish" says the end of it), one doer (one name at most,
every pronoun of one gender, of the name's when there is one), one kind of things, one kind of
period. The whole over the periods, only when whole (it is the even share, or the mean, of each
period). Anything else is left to the general reader (``None``).
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.each_gets import EachGetsEntry
from wordproof.lexicon import words
from wordproof.lexicon.tables import name_gender
from wordproof.lexicon.words import noun_form
from wordproof.reader.sequences import is_name, told_and_asked, whole_count
from wordproof.text.tokens import Token, TokenKind

_GENDERS = {"he": "male", "him": "male", "his": "male", "she": "female", "her": "female"}
_HOLDING = frozenset({"had", "has"})
_OWNERS = frozenset({"the", "his", "her"})
_ONE = frozenset({"a", "an", "another", "the", "his", "her"})
_SAME = (("the", "same", "number", "of"), ("the", "same", "amount", "of"))
_EACH = frozenset({"each", "every", "per", "a"})
_ENDS = ((), ("them",), ("them", "all"), ("all", "of", "them"), ("it",))
# words of a change, a part or a comparison, never in an opening
_NOT_OPENING = frozenset({
    "some", "half", "more", "less", "fewer", "than", "left", "rest", "only", "already", "but", "not",
    "n't", "no", "each", "every", "per", "same", "equal", "and", "or", "also",
})

Whole = tuple[Quoted, str, str | None, str | None]  # the count, the things, the doing, the thing
Periods = tuple[Quoted, str, str | None, str | None, bool]  # + whether said evenly


def read_spread_over(text: str, tokens: tuple[Token, ...] | list[Token]) -> EachGetsEntry | None:
    """What is done in each period, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (2, 3, 4))
    if told_asked is None or not _one_doer(list(tokens)):
        return None
    told, question = told_asked
    clauses = [c for sentence in told for c in _split(sentence)]
    if any(t.kind is TokenKind.PUNCT for c in clauses for t in c):
        return None
    wholes = [w for c in clauses if (w := _whole(c)) is not None]
    periods = [p for c in clauses if (p := _periods(c)) is not None]
    evens = [e for c in clauses if (e := _evenly(c)) is not None]
    openings = [c for c in clauses if not any(t.kind is TokenKind.NUMBER for t in c)
                and _evenly(c) is None]
    if len(wholes) != 1 or len(periods) != 1 or len(evens) > 1 or len(openings) > 1 or (
        len(wholes) + len(periods) + len(evens) + len(openings) != len(clauses)
        or openings and (clauses[0] is not openings[0] or any(t.lower in _NOT_OPENING for t in openings[0]))
    ):
        return None
    whole, things, doing, thing = wholes[0]
    count, period, doing_periods, finished, _ = periods[0]
    if finished is not None and finished != thing:
        return None  # "to finish the book" of pages a box has
    doings = {d for d in (doing, doing_periods, *(e[1] for e in evens)) if d is not None}
    doings |= {d for c in openings for t in c if (d := _doing(t)) is not None}
    if len(doings) != 1 or any(e[0] != things or e[2] != noun_form(period) for e in evens):
        return None
    asked = _asked(question, things, noun_form(period))
    if asked is None or asked not in doings:
        return None
    share = whole.value / count.value
    if share.denominator != 1 or share < 1:
        return None
    return EachGetsEntry("p1", whole, things, count, period, text[question[0].start:question[-1].end],
                         spread=True)


def _one_doer(tokens: list[Token]) -> bool:
    """One name at most, every pronoun of one gender, of the name's when it has one."""
    names = {t.text for t in tokens if is_name(t)}
    genders = {_GENDERS[t.lower] for t in tokens if t.lower in _GENDERS}
    if len(names) > 1 or len(genders) > 1 or any(t.lower in ("they", "their") for t in tokens):
        return False
    gender = name_gender(next(iter(names))) if names else None
    return gender is None or genders <= {gender}


def _doing(token: Token) -> str | None:
    """The lemma of a verb of doing said in the past or as "-ing" ("read", "planting")."""
    lemma = words.verb_lemma(token.lower)
    if token.kind is not TokenKind.WORD or lemma is None or lemma in ("be", "have", "take", "do") or (
        lemma == token.lower and not words.past_is_base(lemma) or words.in_class(lemma, "finishing_verbs")
    ):
        return None  # ("plant": not told done)
    return lemma if words.verb_class(lemma) is not None else None


def _split(sentence: list[Token]) -> list[list[Token]]:
    """Two clauses joined by "and" before "it" or a pronoun."""
    for i in range(1, len(sentence) - 1):
        if sentence[i].lower == "and" and sentence[i + 1].lower in ("it", "he", "she"):
            return [sentence[:i], *_split(sentence[i + 1:])]
    return [sentence]


def _subject(said: list[str]) -> int | None:
    """Where the words after the doer start: a pronoun, a name, "a farmer", "the baker"."""
    if said[:1] and said[0] in ("he", "she"):
        return 1
    if len(said) > 1 and said[0] in ("a", "an", "the"):
        return 2
    return None


def _things(said: list[Token], at: int) -> tuple[Quoted, str] | None:
    """ "96 pages": the count and its things (plural), closing at ``at``."""
    count = whole_count(said[at], 2) if at < len(said) else None
    if count is None or at + 1 >= len(said) or said[at + 1].kind is not TokenKind.WORD:
        return None
    things = said[at + 1].lower
    return (count, things) if noun_form(things) != things else None


def _start(said: list[Token]) -> int | None:
    words_said = [t.lower for t in said]
    return 1 if said and is_name(said[0]) else _subject(words_said)


def _whole(said: list[Token]) -> Whole | None:
    """ "had 96 bulbs to plant", "The book had 96 pages", "read a book with 96 pages"."""
    lower = [t.lower for t in said]
    if len(said) == 4 and lower[0] in _OWNERS and lower[1] in _HOLDING:
        return None
    if len(said) == 5 and lower[0] in _OWNERS and lower[2] in _HOLDING:
        told = _things(said, 3)
        return (told[0], told[1], None, noun_form(lower[1])) if told is not None else None
    at = _start(said)
    if at is None or at >= len(said):
        return None
    if lower[at] in _HOLDING:
        told = _things(said, at + 1)
        if told is None or lower[at + 3:at + 4] != ["to"] or len(said) != at + 5:
            return None
        doing = words.verb_lemma(lower[at + 4])
        return (told[0], told[1], doing, None) if doing == lower[at + 4] else None
    doing = _doing(said[at])
    if doing is None or len(said) != at + 6 or lower[at + 1] not in _ONE or lower[at + 3] != "with":
        return None
    told = _things(said, at + 4)
    return (told[0], told[1], doing, noun_form(lower[at + 2])) if told is not None else None


def _periods(said: list[Token]) -> Periods | None:
    """ "it took him 8 days to plant them all", "he read the same number of pages for 8 days"."""
    lower = [t.lower for t in said]
    if lower[:2] == ["it", "took"] and len(said) > 6 and (lower[2] in ("him", "her") or is_name(said[2])):
        told = _things(said, 3)
        if told is None or lower[5] != "to":
            return None
        lemma = words.verb_lemma(lower[6])
        rest = tuple(lower[7:])
        finished = rest[1] if len(rest) == 2 and rest[0] in _OWNERS else None
        if lemma is None or rest not in _ENDS and finished is None:
            return None
        finishing = words.in_class(lemma, "finishing_verbs")
        return told[0], told[1], None if finishing else lemma, (
            noun_form(finished) if finished is not None else None), False
    same = _same_of(said)
    if same is None:
        return None
    things, doing, at = same
    told = _things(said, at + 1)
    if told is None or lower[at] != "for" or at + 3 != len(said):
        return None
    return told[0], told[1], doing, None, True


def _same_of(said: list[Token]) -> tuple[str, str, int] | None:
    """ "he planted the same number of bulbs": the things, the doing, where the words after stand."""
    lower = [t.lower for t in said]
    at = _start(said)
    if at is None or at + 6 > len(said):
        return None
    doing = _doing(said[at])
    if doing is None or tuple(lower[at + 1:at + 5]) not in _SAME:
        return None
    return lower[at + 5], doing, at + 6


def _evenly(said: list[Token]) -> tuple[str, str, str] | None:
    """ "he planted the same number of bulbs each day": the things, the doing, the period."""
    same = _same_of(said)
    if same is None:
        return None
    things, doing, at = same
    lower = [t.lower for t in said]
    if len(said) != at + 2 or lower[at] not in _EACH:
        return None
    return things, doing, noun_form(lower[at + 1])


def _asked(question: list[Token], things: str, period: str) -> str | None:
    """ "How many bulbs did he plant per day": the doing asked."""
    said = [t.lower for t in question]
    if len(said) != 8 or said[:4] != ["how", "many", things, "did"] or said[4] not in ("he", "she") and not (
        is_name(question[4])
    ) or said[6] not in _EACH or said[7] != period:
        return None
    lemma = words.verb_lemma(said[5])
    return lemma if lemma == said[5] else None


__all__ = ["read_spread_over"]
