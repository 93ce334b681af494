"""Reading the trips or loads a task needs when only so many go at a time: "Omar could only carry
6 crates at a time. If he had to move 20 crates from the shed and 4 crates from the van, how many
trips will he make?" (4: the crates over the crates of one trip, rounded up).

Two told clauses (either order) and the question, nothing else:
- *the room*: `<person / he / she / <person>'s <machine>> can / could (only) <verb> <N> <things> at
  a time`, the verb one of carrying (trips), washing or drying (loads) or baking (batches); one
  clause with no number may open its sentence before `, but` (the person named there);
- *the task*: `<person / he / she> has / had / needs / needed to <verb> <counts>` or `<person / he /
  she> has / had <counts> to <verb>`, the counts one or two (`<A> <things> and <B> <things>`, each
  maybe placed: `from one table`, `from another`), all of the things carried at a time, or of
  their kind ("shirts" of "pieces of clothing");
- *the question*: `How many <trips / loads / batches> (will / would / does / must …) <he / she>
  (have to / need to) make / do / take / need?` or `… are needed?`.
Only whole trips: the count is rounded up, so the question must ask what is needed or made.
"""

from __future__ import annotations

from wordproof.ledger.at_a_time import AtATimeEntry
from wordproof.ledger.derivation import Quoted
from wordproof.lexicon.tables import is_given_name, membership
from wordproof.lexicon.words import noun_form
from wordproof.reader.sequences import (
    person_gender,
    same_person,
    told_and_asked,
    told_in_dozens,
    whole_count,
)
from wordproof.text.tokens import Token, TokenKind

_PRONOUNS = frozenset({"he", "she"})
_CARRYING = frozenset({"carry", "bring", "move", "take", "haul"})
# the verb of the room, the nouns of its goings, the verbs that tell the task
_GOINGS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    **{verb: (frozenset({"trips"}), _CARRYING | {"deliver", "pick up"}) for verb in _CARRYING},
    "wash": (frozenset({"loads"}), frozenset({"wash"})),
    "dry": (frozenset({"loads"}), frozenset({"dry"})),
    "bake": (frozenset({"batches"}), frozenset({"bake"})),
}
_PAST = {"carried": "carry", "brought": "bring", "moved": "move", "took": "take", "hauled": "haul",
         "washed": "wash", "dried": "dry", "baked": "bake", "delivered": "deliver"}
_ABLE = frozenset({"can", "could"})
_TASKED = frozenset({"has", "had", "needs", "needed"})
_HOLDING = frozenset({"has", "had"})
_ASKED_AUX = frozenset({"will", "would", "does", "did", "do", "must", "should", "can", "could"})
_ASKED_VERB = frozenset({"make", "do", "take", "need"})
_PLACING = frozenset({"from", "in", "on", "at"})
_PLACE_WORDS = frozenset({"the", "a", "one", "another", "other", "his", "her", "each"})
_NOT_THINGS = frozenset({
    "and", "or", "but", "of", "with", "each", "every", "per", "more", "than", "other", "another", "at",
    "to", "from", "in", "on", "some", "all", "a", "an", "the", "it", "them", "they", "rest", "time",
})


def read_at_a_time(text: str, tokens: tuple[Token, ...] | list[Token]) -> AtATimeEntry | None:
    """The goings needed, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (2, 3), clauses=2)
    if told_asked is None:
        return None
    told, question = told_asked
    for first, second in ((0, 1), (1, 0)):
        room = _room(told[first], None if first == 0 or not told[0] else told[0][0])
        if room is None:
            continue
        person, size, things, verb = room
        task = _task(told[second], person, things, _GOINGS[verb][1])
        goings = _GOINGS[verb][0]
        if task is None or not _asked(question, person, goings):
            return None
        if sum(c.value for c in task) <= 0:
            return None
        return AtATimeEntry("t1", size, tuple(task), " ".join(things), question[2].lower,
                            text[question[0].start:question[-1].end])
    return None


def _things(said: list[Token]) -> tuple[str, ...] | None:
    """ "trays", "lunch trays", "pieces of clothing": the words, plural, plain."""
    if not said or len(said) > 3 or any(
        t.kind is not TokenKind.WORD or t.capitalized or t.possessive or t.lower in _NOT_THINGS
        for t in said if t.lower != "of"
    ):
        return None
    said_words = tuple(t.lower for t in said)
    if "of" in said_words:
        if len(said_words) != 3 or said_words[1] != "of" or said_words[0] not in ("pieces", "items"):
            return None
        return said_words
    if noun_form(said_words[-1]) == said_words[-1]:
        return None  # a plural head
    return said_words


def _room(said: list[Token], before: Token | None) -> tuple[Token, Quoted, tuple[str, ...], str] | None:
    """ "Ana could only carry 6 crates at a time": who, how many, of what, and the verb."""
    said_words = [t.lower for t in said]
    if "but" in said_words:  # "Ned was helping out, but he could only carry …": an opening told
        at = said_words.index("but")
        if at < 2 or said_words[at - 1] != "," or any(t.kind is TokenKind.NUMBER for t in said[:at]) or (
            person_gender(said[0]) is None or said[0].lower in _PRONOUNS
            or any(t.capitalized for t in said[1:at])  # "Ned and Tom …, but he": whose?
        ):
            return None
        before, said, said_words = said[0], said[at + 1:], said_words[at + 1:]
    if len(said) < 7 or said_words[-3:] != ["at", "a", "time"]:
        return None
    able = next((i for i, w in enumerate(said_words) if w in _ABLE), None)
    if able is None or able == 0:
        return None
    subject = said[:able]
    if len(subject) == 1 and subject[0].lower in _PRONOUNS:
        if before is None or not same_person(subject[0], before):
            return None
        person = before
    elif len(subject) == 1 and person_gender(subject[0]) is not None:
        person = subject[0]
    elif len(subject) >= 2 and subject[0].possessive and is_given_name(subject[0].text) and all(
        t.kind is TokenKind.WORD and not t.capitalized for t in subject[1:]
    ):
        person = subject[0]  # "Ana's old oven": what she owns does it
    else:
        return None
    if before is not None and not same_person(before, person) and before.text != person.text:
        return None
    at = able + 1
    if said_words[at:at + 1] == ["only"]:
        at += 1
    verb = said_words[at] if at < len(said) else ""
    if verb not in _GOINGS or at + 1 >= len(said):
        return None
    size = whole_count(said[at + 1], 2)
    things = _things(said[at + 2:len(said) - 3])
    if size is None or told_in_dozens(said[at + 1]) or things is None:
        return None
    return person, size, things, verb


def _of_things(said: tuple[str, ...], things: tuple[str, ...]) -> bool:
    """The things of the task are those carried at a time: the same head, or of their kind."""
    if len(things) == 3:  # "pieces of clothing"
        return said[-1] != things[2] and membership(noun_form(said[-1]), things[2]) is True
    return len(things) == 1 and said[-1] == things[0]


def _counts(said: list[Token], things: tuple[str, ...]) -> list[Quoted] | None:
    """ "20 crates from the shed and 4 crates from the van", "2 shirts and 33 sweaters"."""
    said_words = [t.lower for t in said]
    parts: list[list[int]] = [[]]
    for i, word in enumerate(said_words):
        if word == "and" and parts[-1]:
            parts.append([])
        elif word != "," or i + 1 < len(said) and said_words[i + 1] == "and":
            parts[-1].append(i)
    if len(parts) > 2:
        return None
    counts: list[Quoted] = []
    for part in parts:
        if not part:
            return None
        count = whole_count(said[part[0]], 1)
        if count is None or told_in_dozens(said[part[0]]):
            return None
        rest = [said[i] for i in part[1:] if said[i].text != ","]
        place = next((k for k, t in enumerate(rest) if t.lower in _PLACING), len(rest))
        named = _things(rest[:place])
        if named is None or not _of_things(named, things) or not _a_place(rest[place:]):
            return None
        counts.append(count)
    return counts


def _a_place(said: list[Token]) -> bool:
    """ "", "from one table", "from another", "in the hall": where some are, no count."""
    if not said:
        return True
    if said[0].lower not in _PLACING or len(said) > 3 or len(said) < 2:
        return False
    if [t.lower for t in said[1:]] in (["another"], ["the", "other"]):
        return True
    return said[1].lower in _PLACE_WORDS and all(
        t.kind is TokenKind.WORD and not t.capitalized and t.lower not in _NOT_THINGS for t in said[2:]
    ) and len(said) == 3


def _task(said: list[Token], person: Token, things: tuple[str, ...],
          verbs: frozenset[str]) -> list[Quoted] | None:
    """ "he had to move 20 crates and 4 crates", "Omar has 24 crates to move": the counts."""
    said_words = [t.lower for t in said]
    if len(said) < 4 or not same_person(said[0], person):
        return None
    if said_words[1] in _TASKED and said_words[2] == "to":
        at = 3
        verb = said_words[at]
        if said_words[at + 1:at + 2] == ["up"]:
            verb, at = f"{verb} up", at + 1
        return _counts(said[at + 1:], things) if verb in verbs else None
    if said_words[1] in _HOLDING and said_words[-2] == "to":
        verb = _PAST.get(said_words[-1], said_words[-1])
        return _counts(said[2:-2], things) if verb in verbs and said_words[-1] in verbs else None
    return None


def _asked(question: list[Token], person: Token, goings: frozenset[str]) -> bool:
    """ "how many trips will he make", "How many loads are needed"."""
    said = [t.lower for t in question]
    if said[:2] != ["how", "many"] or said[2:3] == [] or said[2] not in goings:
        return False
    rest = said[3:]
    if rest in (["are", "needed"], ["will", "be", "needed"], ["would", "be", "needed"]):
        return True
    if len(rest) < 3 or rest[0] not in _ASKED_AUX or not same_person(question[4], person):
        return False
    rest = rest[2:]
    if rest[:2] in (["have", "to"], ["need", "to"]):
        rest = rest[2:]
    return len(rest) == 1 and rest[0] in _ASKED_VERB


__all__ = ["read_at_a_time"]
