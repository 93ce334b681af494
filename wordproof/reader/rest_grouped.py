"""Reading some of a whole that drop out and the rest grouped: "There are 40 runners signed up
for the relay. If 12 of them did not get picked and the rest were put into 4 teams, how many
runners would be on each team?" (7); "A club invited 50 guests to a dinner, but 29 of them did not
show up. If the tables they had seated 4 guests each, how many tables do they need?" (6).

Two or three sentences, nothing else:
- *the whole*: `There are / were <W> <things> …` or `<a name / a, the <noun>> <verb> <W> <things>
  …` (the verb one of holding, getting or inviting), its words after the things told with no count;
- *the drop*: `<N> of them` then a way of not being among them: not coming (`did not show up`,
  `did not come`, `did not attend`), not being chosen (`did not get picked`, `were not chosen`),
  leaving or ending (`left`, `quit`); maybe after `, but` or `If`;
- *the grouping*: `the rest were put / split / divided / sorted into <K> <groups>`, asked
  `How many <things> would be / are / were in / on each <group>?` (the rest parted exactly); or,
  when those dropping are those not coming or gone, `the <room nouns> (they had) held / seated
  <S> (<things>) each`, asked `How many <rooms> do / will / would they need?` (rounded up).
The whole is an organisation's or nobody's when the question says "they": a person named
anywhere refuses it (who would "they" be?).
"""

from __future__ import annotations

from wordproof.ledger.at_a_time import AtATimeEntry
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.set_apart import SetApartEntry
from wordproof.lexicon import words
from wordproof.lexicon.words import noun_form
from wordproof.reader.sequences import person_gender, told_and_asked, told_in_dozens, whole_count
from wordproof.text.tokens import Token, TokenKind

_GETTING = frozenset({"had", "has", "invited", "picked", "collected", "gathered", "bought", "made"})
_NOT_COMING = frozenset({"show", "come", "attend", "arrive", "turn"})
_NOT_CHOSEN = frozenset({"pick", "choose", "select", "accept"})
_PARTING = frozenset({"put", "split", "divided", "sorted", "placed", "grouped"})
_SEATING = frozenset({"held", "hold", "seated", "seat", "sat", "fit"})
_NOT_THINGS = frozenset({
    "and", "or", "but", "of", "with", "each", "every", "per", "more", "than", "other", "another", "at",
    "to", "from", "in", "on", "some", "all", "a", "an", "the", "it", "them", "they", "rest", "if",
})

Whole = tuple[Quoted, tuple[str, ...]]  # the count and the things


def read_rest_grouped(text: str, tokens: tuple[Token, ...] | list[Token]
                      ) -> SetApartEntry | AtATimeEntry | None:
    """Each group of the rest, or the rooms the rest needs; None when the text is not such."""
    told_asked = told_and_asked(tokens, (2, 3, 4))
    if told_asked is None or any(person_gender(t) is not None for t in tokens):
        return None  # a person named: "they" may be theirs
    told, question = told_asked
    clauses = [c for sentence in told for c in _split(sentence)]
    if len(clauses) != 3:
        return None
    whole_read = _whole(clauses[0])
    dropped = _dropped(clauses[1])
    if whole_read is None or dropped is None:
        return None
    whole, things = whole_read
    apart, coming = dropped
    rest = whole.value - apart.value
    if rest <= 0:
        return None
    asked_text = text[question[0].start:question[-1].end]
    parted = _parted(clauses[2])
    if parted is not None:
        parts, group = parted
        if rest % parts.value or not _asked_each(question, things, group):
            return None
        return SetApartEntry("g1", whole, apart, parts, " ".join(things), words.plural_form(group),
                             asked_text)
    seated = _seated(clauses[2], things)
    if seated is None or not coming:
        return None
    size, room = seated
    if not _asked_needed(question, room):
        return None
    return AtATimeEntry("g1", size, (whole,), " ".join(things), room, asked_text, apart=apart,
                        rounded_by="need")


def _split(sentence: list[Token]) -> list[list[Token]]:
    """The clauses of a sentence: parted at ", but" and at "and the rest"."""
    said = [t.lower for t in sentence]
    for i in range(1, len(said) - 1):
        if said[i:i + 2] == [",", "but"]:
            return [sentence[:i], *_split(sentence[i + 2:])]
        if said[i:i + 3] == ["and", "the", "rest"] or said[i:i + 2] == ["and", "the"] and (
            i + 2 < len(said) and said[i + 2] in ("tables", "rooms", "cars", "vans", "buses", "boats")
        ):
            return [sentence[:i], sentence[i + 1:]]
    return [sentence]


def _things(said: list[Token]) -> tuple[str, ...] | None:
    """ "people", "students": one plural word, or an adjective and one."""
    if not said or len(said) > 2 or any(
        t.kind is not TokenKind.WORD or t.capitalized or t.possessive or t.lower in _NOT_THINGS for t in said
    ):
        return None
    if noun_form(said[-1].lower) == said[-1].lower:
        return None
    return tuple(t.lower for t in said)


def _after_things(said: list[Token]) -> tuple[str, ...] | None:
    """The things, then maybe words of no count ("trying out for the team", "to a lunch")."""
    for end in (1, 2):
        things = _things(said[:end])
        if things is not None:
            if any(t.kind is TokenKind.NUMBER or t.capitalized for t in said[end:]):
                return None
            return things
    return None


def _whole(said: list[Token]) -> Whole | None:
    """ "There are 58 students trying out", "A club invited 50 guests to a dinner"."""
    said_words = [t.lower for t in said]
    if said_words[:1] == ["there"] and said_words[1:2] and said_words[1] in ("are", "were"):
        at = 2
    elif said_words[:1] and said_words[0] in ("a", "the") and len(said) > 3 and (
        said[1].kind is TokenKind.WORD and noun_form(said_words[1]) == said_words[1]
        and said_words[2] in _GETTING
    ):
        at = 3
    else:
        return None
    count = whole_count(said[at], 2) if at < len(said) else None
    if count is None or told_in_dozens(said[at]):
        return None
    things = _after_things(said[at + 1:])
    return None if things is None else (count, things)


def _dropped(said: list[Token]) -> tuple[Quoted, bool] | None:
    """ "12 of them did not get picked", "29 of them did not show up", "5 of them left": how many,
    and whether they are not there (not come, or gone)."""
    said_words = [t.lower for t in said]
    if said_words[:1] == ["if"]:
        said, said_words = said[1:], said_words[1:]
    if len(said) < 4 or said_words[1:3] != ["of", "them"]:
        return None
    count = whole_count(said[0], 1)
    if count is None or any(t.kind is TokenKind.NUMBER for t in said[3:]):
        return None
    rest = said_words[3:]
    lemma = words.verb_lemma(rest[0]) or rest[0]
    if len(rest) <= 3 and (words.in_class(lemma, "leaving_verbs")) and rest[0] != lemma:
        return count, True  # "left", "quit the club"
    if rest[:2] not in (["did", "not"], ["were", "not"], ["was", "not"]) or len(rest) < 3:
        return None
    verb = rest[2] if rest[2] != "get" else rest[3] if len(rest) > 3 else ""
    lemma = words.verb_lemma(verb) or verb
    if rest[0] == "did" and rest[2] in _NOT_COMING:
        if rest[2] in ("show", "turn") and rest[3:4] != ["up"]:
            return None
        return count, True
    if lemma in _NOT_CHOSEN and verb != lemma:
        return count, False
    return None


def _parted(said: list[Token]) -> tuple[Quoted, str] | None:
    """ "the rest were put into 5 groups": the count of the groups and their noun."""
    said_words = [t.lower for t in said]
    if said_words[:2] != ["the", "rest"] or said_words[2:3] != ["were"] or len(said) != 7:
        return None
    if said_words[3] not in _PARTING or said_words[4] not in ("in", "into"):
        return None
    parts = whole_count(said[5], 2)
    group = said_words[6]
    if parts is None or noun_form(group) == group:
        return None
    return parts, noun_form(group)


def _seated(said: list[Token], things: tuple[str, ...]) -> tuple[Quoted, str] | None:
    """ "the tables they had held 3 people each", "each table seated 3": the room of each."""
    said_words = [t.lower for t in said]
    if said_words[:1] == ["if"]:
        said, said_words = said[1:], said_words[1:]
    if said_words[:1] == ["the"] and said_words[2:4] == ["they", "had"]:
        room, at = said_words[1], 4
    elif said_words[:1] == ["the"]:
        room, at = said_words[1], 2
    else:
        return None
    if noun_form(room) == room or at + 2 > len(said) or said_words[at] not in _SEATING:
        return None
    size = whole_count(said[at + 1], 2)
    rest = said_words[at + 2:]
    if rest[:len(things)] == list(things):
        rest = rest[len(things):]
    elif rest[:1] and rest[0] == things[-1]:
        rest = rest[1:]
    if size is None or rest != ["each"]:
        return None
    return size, room


def _asked_each(question: list[Token], things: tuple[str, ...], group: str) -> bool:
    """ "how many students would be in each group"."""
    said = [t.lower for t in question]
    if said[:2] != ["how", "many"] or said[2:2 + len(things)] != list(things):
        return False
    rest = said[2 + len(things):]
    for verb in (["would", "be"], ["will", "be"], ["are"], ["were"]):
        if rest[:len(verb)] == verb:
            rest = rest[len(verb):]
            return len(rest) == 3 and rest[0] in ("in", "on") and rest[1] == "each" and rest[2] == group
    return False


def _asked_needed(question: list[Token], room: str) -> bool:
    """ "how many tables do they need", "How many tables are needed"."""
    said = [t.lower for t in question]
    return said[:3] == ["how", "many", room] and said[3:] in (
        ["do", "they", "need"], ["will", "they", "need"], ["would", "they", "need"], ["are", "needed"],
        ["will", "be", "needed"])


__all__ = ["read_rest_grouped"]
