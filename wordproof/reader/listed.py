"""Reading the kind left from a whole counted over a list of kinds: "A farm had 30 cows, pigs
and goats. 10 of them were cows and 8 of them were pigs. How many goats were there?".

The whole is one sentence holding one number, right after a verb of holding or being ("had",
"has", "there are"), and the kinds listed after it to the sentence's end ("40 boys, girls and
coaches": commas, "and" before the last, three kinds or more: "20 red pens and blue pens" may
be 20 red pens and some blue ones); one count over the kinds listed counts each thing once, in
one kind. Then every kind but one is told its count ("N (of them) were/are <kind>",
joined by "and" or commas), in a sentence of its own or an "If" clause before the question, and
the question asks "How many <kind> were/are there?" of the kind left. A kind is one to three
plain words; no kind's words end another's ("campers" and "soccer campers") and no head is a
category ("animals") or young ("puppies"), two heads the hypernym table knows stand in two of
its sorts ("cows, pigs"; never "hens, chickens"), kinds of one noun told by a grade differ by that
scale's grades ("red beads, blue beads"; never "red beads, glass beads"), and people named by
a role ("coaches") stand beside no other noun for people. Anything else (a change, a
comparison, a share, a word the shape does not hold) leaves the text to the general reader
(``None``), which refuses it.
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.listed import ListedKindsEntry
from wordproof.lexicon import words
from wordproof.lexicon.tables import hypernyms_of, is_category, kinds_apart
from wordproof.lexicon.words import noun_form
from wordproof.reader.clauses import is_person_word
from wordproof.reader.sequences import sentences_of, whole_count
from wordproof.text.tokens import Token, TokenKind

_HOLDING = frozenset({"had", "has", "have", "are", "were", "is", "was"})
_BE = frozenset({"are", "were", "is", "was"})
# words that may change, compare, share or pick among the things counted
_NOT_THE_SHAPE = frozenset({
    "more", "less", "fewer", "than", "each", "every", "times", "twice", "half", "double", "other",
    "others", "another", "left", "not", "n't", "no", "only", "also", "new", "after", "then",
    "later", "some", "all", "both", "total", "rest", "remaining", "per", "but", "or", "now",
    "still", "of", "them", "the", "a", "an", "and", "if", "there", "how", "many",
})


def read_listed_kinds(text: str, tokens: tuple[Token, ...] | list[Token]) -> ListedKindsEntry | None:
    """The kind left from a listed whole the text asks, or None when it is not such a problem."""
    sentences = sentences_of(list(tokens))
    ends = [s[-1].text for s in sentences]
    if len(sentences) not in (2, 3) or ends != ["."] * (len(sentences) - 1) + ["?"]:
        return None
    whole_sentence, question = sentences[0][:-1], sentences[-1][:-1]
    if len(sentences) == 3:
        parts_told = sentences[1][:-1]
    else:
        comma = next((i for i, t in enumerate(question) if t.text == ","), None)
        if comma is None or question[0].lower != "if":
            return None
        parts_told, question = question[1:comma], question[comma + 1:]
    whole = _whole(whole_sentence)
    if whole is None:
        return None
    count, kinds = whole
    parts = _parts(parts_told, kinds)
    if parts is None:
        return None
    left = [kind for kind in kinds if kind not in {k for k, _ in parts}]
    asked = _asked(question)
    if len(left) != 1 or asked != left[0]:
        return None
    listed = text[whole_sentence[0].start:whole_sentence[-1].end]
    return ListedKindsEntry("k1", count, listed, tuple(" ".join(k) for k in kinds),
                            tuple((" ".join(k), q) for k, q in parts),
                            " ".join(asked), text[question[0].start:sentences[-1][-1].end])


def _whole(sentence: list[Token]) -> tuple[Quoted, list[tuple[str, ...]]] | None:
    numbers = [i for i, t in enumerate(sentence) if t.kind is TokenKind.NUMBER]
    if len(numbers) != 1 or numbers[0] == 0:
        return None
    at = numbers[0]
    count = whole_count(sentence[at])
    if count is None or sentence[at - 1].lower not in _HOLDING or any(
        t.lower in _NOT_THE_SHAPE - {"there", "a", "an", "the"} for t in sentence[:at]
    ):
        return None
    pieces: list[list[Token]] = [[]]
    joints: list[str] = []
    for token in sentence[at + 1:]:
        if token.text == "," or token.lower == "and":
            if not pieces[-1] and joints and joints[-1] == "," and token.lower == "and":
                joints[-1] = "and"  # "A, B, and C": the comma before "and"
                continue
            joints.append(token.lower)
            pieces.append([])
        else:
            pieces[-1].append(token)
    # "A, B and C": commas, then one "and" before the last kind
    if not joints or joints[-1] != "and" or any(j != "," for j in joints[:-1]):
        return None
    kinds = [_kind(piece) for piece in pieces]
    read = [kind for kind in kinds if kind is not None]
    if len(read) != len(kinds) or len(read) < 3 or not kinds_told_apart(read):
        # two kinds ("20 red pens and blue pens") may be 20 red pens and some blue ones
        return None
    return count, read


def _kind(tokens: list[Token]) -> tuple[str, ...] | None:
    if not 1 <= len(tokens) <= 3 or any(
        t.kind is not TokenKind.WORD or t.possessive or t.lower in _NOT_THE_SHAPE for t in tokens
    ):
        return None
    return tuple(t.lower for t in tokens)


def kinds_told_apart(kinds: list[tuple[str, ...]]) -> bool:
    """No kind's words end another's ("campers", "soccer campers"), none repeats, no head is a
    category ("animals" beside "dogs") or an animal's young ("puppies" beside "dogs"), two heads
    the hypernym table knows stand in two of its sorts ("cows", "pigs"; never "hens",
    "chickens"), and a
    person named by a role ("students", "coaches") stands beside no other noun for people
    (one noun's kinds, "soccer campers, chess campers", are parted as its words part them): a
    girl may be a student, a teacher a parent. Only sex and age ("boys", "women") part people.
    Kinds of one noun told by a grade of a scale ("red", "small") differ by grades of that one
    scale: a red bead may be big or glass."""
    heads = [noun_form(kind[-1]) for kind in kinds]
    described = [(noun_form(kind[-1]), kind[:-1]) for kind in kinds]
    if len(kinds[-1]) > 1 and any(len(kind) == 1 for kind in kinds[:-1]):
        # "40 red, blue and green marbles": the single words may describe the last kind's head
        described += [(heads[-1], kind) for kind in kinds[:-1] if len(kind) == 1]
    if any(head == other and _graded(said + told) and not words.graded_apart(said, told)
           for index, (head, said) in enumerate(described) for other, told in described[index + 1:]):
        # one noun told apart by a grade and a word of another scale: "red, big and small marbles"
        return False
    people = {head for head in heads if is_person_word(head)}
    if len(people) > 1 and any(not {"child", "adult"} & set(hypernyms_of(head)) for head in people):
        return False
    if any(head != other and (hypernyms_of(head) or hypernyms_of(other)) and not kinds_apart(head, other)
           for index, head in enumerate(heads) for other in heads[index + 1:]):
        # the table's kinds in one sort ("hens", "chickens"; "cats", "lions") or in none
        return False
    for index, one in enumerate(kinds):
        if is_category(heads[index]) or words.in_class(heads[index], "young_animal_nouns"):
            return False
        if any(one[-len(other):] == other for other in kinds[:index] + kinds[index + 1:]):
            return False
    return True


def _graded(said: tuple[str, ...]) -> bool:
    return any(words.in_class(word, grades) for word in said for grades in words.GRADES)


def list_items(tokens: list[Token]) -> list[list[Token]]:
    """The items of a list told with commas and "and" ("$20 to the first, $45 to the second and
    …"): the runs of tokens between them, none empty."""
    pieces: list[list[Token]] = [[]]
    for token in tokens:
        if token.text == "," or token.lower == "and":
            if pieces[-1]:
                pieces.append([])
        else:
            pieces[-1].append(token)
    return [piece for piece in pieces if piece]


def _parts(tokens: list[Token], kinds: list[tuple[str, ...]]) -> list[tuple[tuple[str, ...], Quoted]] | None:
    """ "16 of them were Americans and 11 of them were Australians": each kind told once."""
    if not tokens or tokens[-1].text == "," or tokens[-1].lower == "and":
        return None  # a list that ends unfinished
    parts: list[tuple[tuple[str, ...], Quoted]] = []
    for piece in list_items(tokens):
        words = [t.lower for t in piece]
        at = 3 if words[1:3] == ["of", "them"] else 1
        if len(piece) <= at + 1 or words[at] not in _BE:
            return None
        count, kind = whole_count(piece[0]), _kind(piece[at + 1:])
        if count is None or kind not in kinds or kind in {k for k, _ in parts}:
            return None
        parts.append((kind, count))
    return parts


def _asked(question: list[Token]) -> tuple[str, ...] | None:
    """ "How many Chinese were there": the kind asked."""
    words = [t.lower for t in question]
    if words[:2] != ["how", "many"] or words[-2:] not in (["were", "there"], ["are", "there"]):
        return None
    return _kind(question[2:-2])


__all__ = ["kinds_told_apart", "list_items", "read_listed_kinds"]
