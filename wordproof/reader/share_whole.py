"""Reading shares of a whole that is never counted, with one part counted: "40% of the pens are
red, 25% are blue and the rest are green. If 20 pens are red, how many pens are green?" (or
"How many pens are there?").

Sentences that only set the scene may come first (no number, no word of a change, a
comparison or a part). Then one sentence lists the shares: the first "<share> of the <things>
<verb> <group>", the others "<share> <verb> <group>" or "the rest <verb> <group>", joined by
commas and "and"; a share is a percent or a fraction below one, the verb one form of "be" or
"have" said alike in every item ("are", or "have"), a group one to five plain words, each told
once. Then one group is counted, in a sentence of its own or an "If" clause before the question,
in the same words ("<count> <things> <verb> <group>", or "<count> of them …"), and the question
asks another group in the same words ("How many <things> <verb> <group>?") or the whole ("How many
<things> are there (in all)?"). "The rest" parts the whole only among groups told apart (as a
listed whole's kinds are: "boys", "girls"; "red bellies", "green bellies"), so "the rest" of
"play chess" and "play golf" (one may play both) is not read. Anything else leaves the text to
the general reader (``None``).
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.share_whole import ShareWholeEntry
from wordproof.lexicon import words
from wordproof.lexicon.tables import kinds_apart
from wordproof.lexicon.words import noun_form
from wordproof.reader.listed import list_items
from wordproof.reader.sequences import told_and_asked, whole_count
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_BE_OR_HAVE = frozenset({"are", "were", "have", "had"})
_WHOLE_ASKED_VERB = {"are": "are", "have": "are", "were": "were", "had": "were"}
_IN_ALL = ((), ("in", "all"), ("in", "total"), ("altogether",), ("in", "total", "altogether"))
# words that change, compare or pick among the things, or tell them of another time or place
_NOT_A_GROUP = frozenset({
    "some", "half", "more", "less", "fewer", "each", "every", "also", "again", "another", "other",
    "others", "twice", "double", "triple", "all", "total", "rest", "remaining", "left", "already",
    "not", "n't", "no", "only", "per", "than", "times", "both", "either", "neither", "too", "and",
    "or", "but", "them", "they", "of", "now", "then", "still", "later", "before", "after",
})
_CHANGE_CLASSES = frozenset({words.VerbClass.GAIN, words.VerbClass.LOSS, words.VerbClass.TRANSFER_IN,
                             words.VerbClass.TRANSFER_OUT, words.VerbClass.EITHER})


def read_share_whole(text: str, tokens: tuple[Token, ...] | list[Token]) -> ShareWholeEntry | None:
    """The group (or whole) asked of shares of an uncounted whole, or None when the text is not
    such a problem."""
    split = told_and_asked(tokens, range(2, 6))
    if split is None:
        return None
    told, question = split
    if len(told) < 2 or not all(_scene(sentence) for sentence in told[:-2]):
        return None
    listed = _shares(told[-2])
    if listed is None:
        return None
    things, verb, shares, rest = listed
    groups = [said for said, _ in shares] + ([rest] if rest is not None else [])
    counted = _counted(told[-1], things, verb)
    if counted is None or counted[0] not in groups:
        return None
    asked = _asked(question, things, verb)
    if asked is False or asked is not None and (asked not in groups or asked == counted[0]):
        return None
    entry = ShareWholeEntry("w1", " ".join(things), tuple((" ".join(g), q) for g, q in shares),
                            " ".join(rest) if rest is not None else None, " ".join(counted[0]), counted[1],
                            " ".join(asked) if asked is not None else None,
                            text[question[0].start:tokens[-1].end])
    if entry.share_of(entry.counted) <= 0:
        return None
    return entry


def _scene(sentence: list[Token]) -> bool:
    return not any(t.kind is TokenKind.NUMBER or t.lower in _NOT_A_GROUP - {"of", "and", "they", "them"}
                   or _changing(t) for t in sentence)


def _changing(token: Token) -> bool:
    lemma = words.verb_lemma(token.lower) if token.kind is TokenKind.WORD else None
    return lemma is not None and words.verb_class(lemma) in _CHANGE_CLASSES


def _share(token: Token) -> Quoted | None:
    """ "40%", "one-third", "half", "2/5": a share below one of the whole."""
    numeral = token.numeral
    if token.kind is not TokenKind.NUMBER or numeral is None or token.attributive:
        return None
    if numeral.kind is NumeralKind.PERCENT:
        share = numeral.value / 100
    elif numeral.kind is NumeralKind.FRACTION:
        share = numeral.value
    else:
        return None
    return Quoted(share, token.text, token.span) if 0 < share < 1 else None


_Group = tuple[str, ...]


def _group(tokens: list[Token]) -> _Group | None:
    if not 1 <= len(tokens) <= 5 or any(
        t.kind is not TokenKind.WORD or t.possessive or t.lower in _NOT_A_GROUP for t in tokens
    ):
        return None
    return tuple(t.lower for t in tokens)


def _shares(sentence: list[Token]) -> tuple[_Group, str, list[tuple[_Group, Quoted]], _Group | None] | None:
    """ "40% of the pens are red, 25% are blue and the rest are green": the things, the verb,
    each group with its share, and the group "the rest" names."""
    items = list_items(sentence)
    if len(items) != len([t for t in sentence if t.text == "," or t.lower == "and"]) + 1:
        return None  # a joint with nothing between ("red, and, blue")
    first = [t.lower for t in items[0]]
    verbs = [i for i, word in enumerate(first) if word in _BE_OR_HAVE]
    if len(first) < 5 or first[1:3] != ["of", "the"] or len(verbs) != 1:
        return None
    verb = first[verbs[0]]
    things = _group(items[0][3:verbs[0]])
    share = _share(items[0][0])
    said = _group(items[0][verbs[0] + 1:])
    if things is None or share is None or said is None:
        return None
    shares, rest = [(said, share)], None
    for item in items[1:]:
        lowered = [t.lower for t in item]
        at = 2 if lowered[:2] == ["the", "rest"] else 1
        said = _group(item[at + 1:]) if len(item) > at and lowered[at] == verb else None
        if said is None or rest is not None:
            return None  # "the rest" closes the list
        if at == 2:
            rest = said
            continue
        share = _share(item[0])
        if share is None:
            return None
        shares.append((said, share))
    groups = [said for said, _ in shares] + ([rest] if rest is not None else [])
    if len(set(groups)) != len(groups) or rest is not None and not _parted(groups, things, verb):
        return None  # a group told twice; "the rest" of groups that may share things
    if sum((share.value for _, share in shares), Fraction(0)) > 1:
        return None
    return things, verb, shares, rest


def _parted(groups: list[_Group], things: _Group, verb: str) -> bool:
    """Whether no thing can be in two of the groups, so that "the rest" is the whole less the
    others: what they are, one word each, two of a pair that divides the things ("boys", "girls"
    of students; "male", "female"), grades of one scale ("red", "blue") or kinds of two sorts
    ("cows", "pigs"); or one noun told by such grades ("have red bellies", "have white
    bellies"; but one may have dogs and cats)."""
    if all(len(group) == 2 for group in groups) and len({group[-1] for group in groups}) == 1:
        groups = [group[:1] for group in groups]
    elif verb not in ("are", "were"):
        return False
    if not all(len(group) == 1 for group in groups):
        return False
    said = [noun_form(group[0]) for group in groups]
    whole = noun_form(things[-1])
    return all(
        words.other_of_pair(one, whole) == other or words.graded_apart({one}, {other})
        or kinds_apart(one, other)
        for index, one in enumerate(said) for other in said[index + 1:])


def _counted(clause: list[Token], things: _Group, verb: str) -> tuple[_Group, Quoted] | None:
    """ "20 pens are red", "20 of them are red", "20 of the pens are red": the group counted."""
    if not clause:
        return None
    count = whole_count(clause[0])
    lowered = [t.lower for t in clause]
    after = next((at for at in (1 + len(things), 3, 3 + len(things))
                  if tuple(lowered[1:at]) in (things, ("of", "them"), ("of", "the", *things))), None)
    if count is None or after is None or len(clause) <= after or lowered[after] != verb:
        return None
    said = _group(clause[after + 1:])
    return (said, count) if said is not None else None


def _asked(question: list[Token], things: _Group, verb: str) -> _Group | None | bool:
    """ "How many pens are green": the group asked; "How many pens are there (in all)": None,
    the whole; False for any other question."""
    lowered = [t.lower for t in question]
    if lowered[:2] != ["how", "many"]:
        return False
    after = next((at for at in (2 + len(things), 4 + len(things))
                  if tuple(lowered[2:at]) in (things, ("of", "the", *things))), None)
    if after is None or len(lowered) <= after:
        return False
    there = [_WHOLE_ASKED_VERB[verb], "there"]
    if lowered[after:after + 2] == there and tuple(lowered[after + 2:]) in _IN_ALL:
        return None if tuple(lowered[2:after]) == things else False
    if lowered[after] != verb:
        return False
    said = _group(question[after + 1:])
    return said if said is not None else False


__all__ = ["read_share_whole"]
