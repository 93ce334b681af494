"""Reading the vehicles people need when each carries so many: "The club is going to the lake. If
each boat can hold 6 people and there are 20 students and 3 teachers going, how many boats will they
need?" (4: the people over the room of one, rounded up).

Told, in any order and in one sentence or more (joined by `and`), nothing else:
- *the room*: `each <vehicle> can hold / seat / carry <S> people (persons, passengers)`, `each
  <vehicle> has <S> seats`, or `there are <S> seats on / in each <vehicle>`;
- *the people*: `there are / were <A> <people> (and <B> <people>) (going)`, each noun one that
  always names people (lexicon: person nouns, roles, the person category);
- maybe one opening sentence with no count, no word of quantity and no people told in the
  plural ("The club is going to the lake."; "… with their parents" would be people not counted).
The question: `How many <vehicles> will / would / do they need?` or `How many <vehicles> are needed
(to take the trip)?`. Only whole vehicles: the count is rounded up.
"""

from __future__ import annotations

from wordproof.ledger.at_a_time import AtATimeEntry
from wordproof.ledger.derivation import Quoted
from wordproof.lexicon import words
from wordproof.lexicon.words import noun_form
from wordproof.reader.clauses import is_person_word
from wordproof.reader.sequences import told_and_asked, told_in_dozens, whole_count
from wordproof.text.tokens import Token, TokenKind

_CARRYING = frozenset({"hold", "seat", "carry", "fit"})
_PEOPLE = frozenset({"people", "persons", "passengers", "riders"})
# words of an opening that would say some go otherwise, or not at all
_UNSAID = frozenset({
    "not", "no", "some", "most", "few", "several", "half", "none", "all", "already", "own", "other",
    "others", "only", "except", "but", "each", "every", "more", "less", "fewer", "extra", "empty",
})

Room = tuple[Quoted, str]  # the room of one vehicle, the vehicle's noun


def read_seats_needed(text: str, tokens: tuple[Token, ...] | list[Token]) -> AtATimeEntry | None:
    """The vehicles needed, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (2, 3, 4))
    if told_asked is None:
        return None
    told, question = told_asked
    clauses = [c for sentence in told for c in _split(sentence)]
    rooms = [r for c in clauses if (r := _room(c)) is not None]
    people = [p for c in clauses if (p := _people(c)) is not None]
    openings = [c for c in clauses if not any(t.kind is TokenKind.NUMBER for t in c)]
    if len(rooms) != 1 or len(people) != 1 or len(rooms) + len(people) + len(openings) != len(clauses) or (
        len(openings) > 1 or openings and clauses[0] is not openings[0]
        or any(t.lower in _UNSAID or _more_people(t) for c in openings for t in c)
    ):
        return None
    size, vehicle = rooms[0]
    if not _asked(question, vehicle):
        return None
    return AtATimeEntry("v1", size, tuple(people[0]), "people", words.plural_form(vehicle),
                        text[question[0].start:question[-1].end], rounded_by="need")


def _more_people(token: Token) -> bool:
    """ "with their parents": people told with no count, who may go too."""
    word = token.lower
    return token.kind is TokenKind.WORD and noun_form(word) != word and is_person_word(noun_form(word))


def _split(sentence: list[Token]) -> list[list[Token]]:
    """The clauses of a sentence: parted at "and" before "there" or before "<S> seats", or
    before "each"."""
    said = [t.lower for t in sentence]
    if said[:1] == ["if"]:
        return _split(sentence[1:])
    for i in range(1, len(said) - 2):
        if said[i] == "and" and (said[i + 1] in ("there", "each") or sentence[i + 1].kind is TokenKind.NUMBER
                                 and said[i + 2] == "seats"):
            return [sentence[:i], *_split(sentence[i + 1:])]
    return [sentence]


def _room(said: list[Token]) -> Room | None:
    """ "each van can hold 7 people", "each bus has 10 seats", "10 seats on each bus"."""
    said_words = [t.lower for t in said]
    if said_words[:1] == ["there"] and said_words[1:2] and said_words[1] in ("are", "were"):
        said, said_words = said[2:], said_words[2:]
    if len(said) >= 4 and said_words[1] == "seats" and said_words[2] in ("on", "in") and (
        said_words[3] in ("each", "every")
    ):
        return _sized(said[0], said_words[4:])
    if said_words[:1] not in (["each"], ["every"]) or len(said) < 5:
        return None
    at = next((i for i, w in enumerate(said_words) if w in ("can", "could", "has", "had")), None)
    if at is None or at < 2:
        return None
    vehicle = said_words[1:at]
    if said_words[at] in ("has", "had"):
        return _sized(said[at + 1], vehicle) if said_words[at + 2:] == ["seats"] else None
    if said_words[at + 1] not in _CARRYING or len(said) != at + 4 or said_words[at + 3] not in _PEOPLE:
        return None
    return _sized(said[at + 2], vehicle)


def _sized(count: Token, vehicle: list[str]) -> Room | None:
    """The room and the vehicle's head ("school bus": bus), one or two plain words."""
    size = whole_count(count, 2)
    if size is None or told_in_dozens(count) or not 1 <= len(vehicle) <= 2 or any(
        not w.isalpha() for w in vehicle
    ) or noun_form(vehicle[-1]) != vehicle[-1]:
        return None
    return size, vehicle[-1]


def _people(said: list[Token]) -> list[Quoted] | None:
    """ "there are 33 students and 9 adults (going)": the counts."""
    said_words = [t.lower for t in said]
    if said_words[:1] != ["there"] or said_words[1:2] not in (["are"], ["were"]):
        return None
    rest = said[2:]
    if [t.lower for t in rest[-1:]] == ["going"]:
        rest = rest[:-1]
    counts: list[Quoted] = []
    while rest:
        count = whole_count(rest[0], 1) if len(rest) > 1 else None
        noun = rest[1].lower if len(rest) > 1 else ""
        if count is None or told_in_dozens(rest[0]) or noun_form(noun) == noun or not is_person_word(
            noun_form(noun)
        ):
            return None
        counts.append(count)
        rest = rest[2:]
        if rest:
            if rest[0].lower != "and" or len(counts) > 1:
                return None
            rest = rest[1:]
    return counts or None


def _asked(question: list[Token], vehicle: str) -> bool:
    """ "how many vans will they need", "How many buses are needed (to take the trip)"."""
    said = [t.lower for t in question]
    if said[:3] != ["how", "many", words.plural_form(vehicle)]:
        return False
    rest = said[3:]
    if rest[:2] == ["are", "needed"] and (len(rest) == 2 or rest[2] == "to" and 4 <= len(rest) <= 6 and all(
        w.isalpha() and w not in _UNSAID for w in rest[3:]
    )):
        return True
    return rest in (["will", "they", "need"], ["would", "they", "need"], ["do", "they", "need"])


__all__ = ["read_seats_needed"]
