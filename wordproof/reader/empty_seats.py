"""Reading the seats left empty of a place with a count of seats: "A van has 12 seats. 9 people
are sitting in it. How many seats are empty?" (3 seats).

Two sentences and the question, nothing else. One tells the seats of one place: `(The/A) <place>
has/had <N> seats` or `There are/were <N> seats in the <place>`. The other tells a count of people
(`people`, `passengers`, or a noun the hypernym table files under `person`) in that same place:
`<N> people are/were sitting/seated in it/the <place>`, or watching, riding or listening `in the
<place>` (`12 fans are watching a game in the hall`; standing or waiting is no seat, nor is
sitting anywhere told besides the place, `sitting on laps in it`, `on the floor`), the place's
head said again (or `it` after the seats); in the tense of the question. The
question asks `How many seats are/were empty/free/unoccupied/vacant (in it/the <place>)?`
or `How many empty seats are there …?`. Each person there has a seat of the place, one each, so
the seats empty are the seats less the people; more people than seats leaves no such reading
(the obligation that no count is below zero refuses it). Any other word of a part (`only`,
`some`, `more`, a second count, a second place) leaves the text to the general reader
(``None``). Replay and proof are the listed whole's: the seats are the seats taken and the
seats empty.
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.listed import ListedKindsEntry
from wordproof.lexicon.tables import hypernyms_of
from wordproof.lexicon.words import noun_form
from wordproof.reader.sequences import sentences_of, whole_count
from wordproof.text.tokens import Token, TokenKind

_PEOPLE = frozenset({"people", "persons", "passengers", "riders", "spectators", "guests", "visitors",
                     "students", "kids", "fans", "pupils"})
_EMPTY = frozenset({"empty", "free", "unoccupied", "vacant"})
_BE = frozenset({"is", "are", "was", "were"})
# what one does in a seat: sitting, or watching, riding or listening from one
_SITTING = frozenset({
    "sitting", "seated", "sat", "watching", "riding", "travelling", "traveling", "listening",
})
# sitting itself, told with nothing after it but the place: "sitting on laps" takes no seat
_IN_A_SEAT = frozenset({"sitting", "seated", "sat"})
# words placing the people somewhere besides the place's seats ("on the floor", "by the door")
_ELSEWHERE = frozenset({
    "on", "at", "under", "near", "by", "beside", "behind", "outside", "with", "without", "atop",
    "above", "below", "from", "to", "into", "onto", "along", "around", "across", "over", "through",
    "between", "among", "inside", "for", "of", "up", "down", "laps", "lap", "floor", "aisle",
})
_TAKEN, _LEFT = "seats taken", "seats empty"
# words that tell of a part, a change or a second count: not this shape
_NOT_PLAIN = frozenset({
    "only", "some", "more", "less", "fewer", "each", "every", "other", "others", "another", "all",
    "also", "not", "n't", "no", "left", "standing", "stand", "half", "twice", "times", "per", "than",
    "and", "or", "but", "except", "if", "when", "then", "later", "after", "before", "got", "get",
    "leave", "arrive", "arrived", "came", "come", "join", "joined", "still", "already",
})


def read_empty_seats(text: str, tokens: tuple[Token, ...] | list[Token]) -> ListedKindsEntry | None:
    """The seats left empty by people in a place of told seats, or None when the text is not such
    a problem."""
    sentences = sentences_of(list(tokens))
    if len(sentences) != 3 or [s[-1].text for s in sentences] != [".", ".", "?"]:
        return None
    if any(t.lower in _NOT_PLAIN or t.possessive for s in sentences for t in s):
        return None
    for first, second in ((0, 1), (1, 0)):
        seats = _seats(sentences[first][:-1])
        if seats is None:
            continue
        place, count = seats
        people = _people(sentences[second][:-1], place, it=second > first)
        if people is None or not _asked(sentences[2][:-1], place) or _past(sentences[second]) != _past(
            sentences[2]
        ):
            return None  # "were sitting … are empty": the people may have gone
        told = sentences[first]
        return ListedKindsEntry("k1", count, text[told[0].start:told[-2].end], (_TAKEN, _LEFT),
                                ((_TAKEN, people),), _LEFT,
                                text[sentences[2][0].start:sentences[2][-1].end], unit="seats")
    return None


def _past(sentence: list[Token]) -> bool:
    return any(t.lower in ("was", "were") for t in sentence)


def _words(tokens: list[Token]) -> list[str]:
    return [t.lower for t in tokens]


def _place(tokens: list[Token]) -> str | None:
    """ "the (little) theater", "a bus": the head, singular, of a place said with an article."""
    said = _words(tokens)
    if len(said) < 2 or said[0] not in ("the", "a", "an") or any(
        t.kind is not TokenKind.WORD for t in tokens
    ) or noun_form(said[-1]) != said[-1]:
        return None
    return said[-1]


def _seats(sentence: list[Token]) -> tuple[str, Quoted] | None:
    """ "The bus has 40 seats" / "There are 40 seats in the bus": the place and the count."""
    said = _words(sentence)
    if said[-1:] != ["seats"] or len(said) < 4:
        if said[:1] == ["there"] and said[1:2] and said[1] in _BE and said[3:5] == ["seats", "in"]:
            count = whole_count(sentence[2], 1)
            place = _place(sentence[5:])
            return None if count is None or place is None else (place, count)
        return None
    if said[-3] not in ("has", "have", "had"):
        return None
    count = whole_count(sentence[-2], 1)
    place = _place(sentence[:-3])
    return None if count is None or place is None else (place, count)


def _person(word: str) -> bool:
    return word in _PEOPLE or "person" in hypernyms_of(noun_form(word))


def _people(sentence: list[Token], place: str, it: bool) -> Quoted | None:
    """ "26 people are sitting in it" / "50 fans were watching a game in the arena": the count of
    people in the place."""
    said = _words(sentence)
    if len(said) < 5 or not _person(said[1]) or said[2] not in _BE or "in" not in said:
        return None
    count = whole_count(sentence[0], 1)
    at = len(said) - 1 - said[::-1].index("in")
    where = sentence[at + 1:]
    there = (it and _words(where) == ["it"]) or _place(where) == place
    doing = sentence[3:at]
    if count is None or not there or not doing or any(t.kind is not TokenKind.WORD for t in doing):
        return None
    if said[3] not in _SITTING or (said[3] in _IN_A_SEAT and len(doing) > 1) or any(
        t.lower in _ELSEWHERE for t in doing
    ):
        return None  # "sitting on laps", "watching a show on the floor": maybe in no seat
    return count


def _asked(question: list[Token], place: str) -> bool:
    """ "How many seats are empty (in the bus)?" / "How many empty seats are there (in it)?"."""
    said = _words(question)
    if said[:2] != ["how", "many"]:
        return False
    if said[2:3] == ["seats"] and said[3:4] and said[3] in _BE and said[4:5] and said[4] in _EMPTY:
        rest = question[5:]
    elif said[2:4] and said[2] in _EMPTY and said[3] == "seats" and said[4:5] and said[4] in _BE and (
        said[5:6] == ["there"]
    ):
        rest = question[6:]
    else:
        return False
    tail = _words(rest)
    return not tail or (tail[0] == "in" and (tail[1:] == ["it"] or _place(rest[1:]) == place))


__all__ = ["read_empty_seats"]
