"""Reading two groups of one whole with an overlap: "In a class of 30 students, 18 play soccer,
15 play chess and 7 play both. How many play neither?", "Of 40 students, 25 like tea and 20 like
coffee. 5 like neither. How many like both?".

The whole is told once ("In a class of 30 students", "Of (the) 40 students", "There are 30
students (in …)", "A club has 30 members"), every other count opens its own clause (after a
comma, "and" or a full stop) as "N (students | of them) <doing>". Two doings are the groups; they
share their first words (the verb: "play") and differ after them ("soccer", "chess"). One more
count tells "both" or "neither" after those shared words ("play both (sports | soccer and
chess)", "play neither (sport | soccer nor chess)"), or "Every student <verb>s at least one" /
"Each … at least one" tells neither is none. The question asks in the same words "How many
(students | of them) <shared words> neither / both / only <group> / <group> only / <group> but
not <other> / at least one". Anything else (a third group, a count of some other noun, a told
part asked) is not read here (``None``).
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.overlaps import OverlapEntry, Part
from wordproof.lexicon.words import noun_lemma
from wordproof.reader.sequences import sentences_of, whole_count
from wordproof.text.tokens import Token, TokenKind

_BE = frozenset({"are", "were"})
_HAVE = frozenset({"has", "had", "have"})
# words that would tell a third group, a time, a change or a condition the parts do not hold
_NOT_READ = frozenset({"not", "n't", "no", "more", "less", "fewer", "than", "twice", "half", "times",
                       "then", "later", "left", "also", "other", "others", "another", "if", "some",
                       "either", "or", "all", "most", "least", "each", "every", "only", "both",
                       "neither", "nor", "but", "except", "total", "altogether", "percent", "%"})


def read_overlap(text: str, tokens: tuple[Token, ...] | list[Token]) -> OverlapEntry | None:
    """The two overlapping groups the text tells and the part it asks, or None."""
    sentences = sentences_of(list(tokens))
    if len(sentences) < 2 or sentences[-1][-1].text != "?" or any(
            t.text in ("?", "!") for s in sentences[:-1] for t in s):
        return None
    clauses = [c for s in sentences[:-1] for c in _clauses(s[:-1])]
    wholes = [w for w in (_whole(c) for c in clauses) if w is not None]
    if len(wholes) != 1:
        return None
    whole, noun = wholes[0]
    counts: list[tuple[Quoted, list[str], tuple[int, int]]] = []
    none_in_neither: Quoted | None = None
    for clause in clauses:
        if _whole(clause) is not None:
            continue
        at_least = _at_least_one(clause, noun)
        if at_least is not None:
            if none_in_neither is not None:
                return None
            none_in_neither = Quoted(Fraction(0), text[clause[0].start:clause[-1].end],
                                     (clause[0].start, clause[-1].end))
            continue
        counted = _counted(clause, noun)
        if counted is None:
            return None
        count, doing = counted
        counts.append((count, doing, (clause[0].start, clause[-1].end)))
    groups = [(c, d) for c, d, _ in counts if not set(d) & {"both", "neither"}]
    parts = [(c, d) for c, d, _ in counts if set(d) & {"both", "neither"}]
    if len(groups) != 2 or len(parts) + (none_in_neither is not None) != 1:
        return None
    (first, first_doing), (second, second_doing) = groups
    shared = _shared(first_doing, second_doing)
    if shared is None:
        return None
    if parts:
        told_count, doing = parts[0]
        told = _part_named(doing, shared, first_doing, second_doing)
        if told not in (Part.BOTH, Part.NEITHER):
            return None
    else:
        assert none_in_neither is not None
        told, told_count = Part.NEITHER, none_in_neither
    question = sentences[-1][:-1]
    asked = _asked(question, noun, shared, first_doing, second_doing)
    if asked is None or asked is told:
        return None
    return OverlapEntry("o1", whole, noun, first, " ".join(first_doing), second,
                        " ".join(second_doing), told, told_count, asked,
                        text[question[0].start:sentences[-1][-1].end])


def _clauses(tokens: list[Token]) -> list[list[Token]]:
    """The sentence cut before every count that opens a clause (after a comma or "and")."""
    clauses: list[list[Token]] = [[]]
    for index, token in enumerate(tokens):
        if whole_count(token) is not None and index and tokens[index - 1].text in (",", "and"):
            cut = clauses[-1]
            while cut and cut[-1].text in (",", "and"):
                cut.pop()
            clauses.append([])
        clauses[-1].append(token)
    return [c for c in clauses if c]


def _plural(token: Token) -> bool:
    lemma = noun_lemma(token.lower)
    return token.kind is TokenKind.WORD and lemma is not None and lemma != token.lower


def _whole(clause: list[Token]) -> tuple[Quoted, str] | None:
    """ "In a class of 30 students", "Of (the) 40 students", "There are 30 students (in a
    club)", "A club has 30 members": the whole's count and noun."""
    words = [t.lower for t in clause]
    numbers = [i for i, t in enumerate(clause) if t.kind is TokenKind.NUMBER]
    if len(numbers) != 1 or numbers[0] + 1 >= len(clause):
        return None
    at = numbers[0]
    count = whole_count(clause[at])
    if count is None:
        return None
    if not _plural(clause[at + 1]):
        return None
    before, after = words[:at], words[at + 2:]
    told_as = (
        before in (["of"], ["of", "the"]) and not after,  # "Of (the) 40 students"
        # "In a class of 30 students"
        len(before) == 4 and before[0] == "in" and before[1] in ("a", "the") and before[3] == "of"
        and not after,
        # "There are 30 students (in a club)"
        before in (["there", "are"], ["there", "were"]) and (
            not after or (after[0] in ("in", "at") and len(after) <= 3)),
        # "A club has 30 members"
        2 <= len(before) <= 3 and before[-1] in _HAVE and before[0] in ("a", "the") and not after,
    )
    if not any(told_as):
        return None
    if any(w in _NOT_READ for w in words):
        return None
    return count, words[at + 1]


def _counted(clause: list[Token], noun: str) -> tuple[Quoted, list[str]] | None:
    """ "18 (students | of them | of the students) play soccer": the count and the doing."""
    if not clause or (count := whole_count(clause[0])) is None:
        return None
    words = [t.lower for t in clause[1:]]
    for naming in ([noun], ["of", "them"], ["of", "the", noun]):
        if words[:len(naming)] == naming:
            words = words[len(naming):]
            break
    if not words or any(t.kind is not TokenKind.WORD or t.possessive for t in clause[1:]):
        return None
    if any(w in _NOT_READ for w in words if w not in ("both", "neither", "nor")):
        return None
    return count, words


def _shared(first: list[str], second: list[str]) -> list[str] | None:
    """The words two doings share before they differ ("play" of "play soccer", "play chess");
    None when they are one doing, or one is within the other."""
    shared = 0
    while shared < min(len(first), len(second)) and first[shared] == second[shared]:
        shared += 1
    if shared == len(first) or shared == len(second) or "and" in first or "and" in second:
        return None
    return first[:shared]


def _part_named(doing: list[str], shared: list[str], first: list[str],
                second: list[str]) -> Part | None:
    """Which part a doing names: "play both (sports | soccer and chess)", "play neither (sport |
    soccer nor chess)", "play only soccer", "play soccer only", "play soccer but not chess",
    "play at least one (sport)"; None for any other words."""
    if doing[:len(shared)] != shared:
        return None
    rest = doing[len(shared):]
    one, other = first[len(shared):], second[len(shared):]
    for word, joining, part in (("both", "and", Part.BOTH), ("neither", "nor", Part.NEITHER)):
        if rest[:1] == [word]:
            named = rest[1:]
            if not named or (len(named) == 1 and noun_lemma(named[0]) is not None) or named in (
                    [*one, joining, *other], [*other, joining, *one]):
                return part
            return None
    if rest[:3] == ["at", "least", "one"] and len(rest) <= 4:
        return Part.EITHER
    for group, part, not_group in ((one, Part.ONLY_FIRST, other), (other, Part.ONLY_SECOND, one)):
        if rest in (["only", *group], [*group, "only"], [*group, "but", "not", *not_group]):
            return part
    return None


def _at_least_one(clause: list[Token], noun: str) -> bool | None:
    """ "Every student plays at least one (sport)", "Each of them …": neither is none."""
    words = [t.lower for t in clause]
    ends = words[-3:] == ["at", "least", "one"] or (
        words[-4:-1] == ["at", "least", "one"] and noun_lemma(words[-1]) is not None)
    if words[:1] not in (["every"], ["each"]) or not ends:
        return None
    named = words[1:2]
    if named not in ([noun_lemma(noun) or ""], ["of"]) or any(
            t.kind is TokenKind.NUMBER for t in clause if t.lower != "one"):
        return None
    return True


def _asked(question: list[Token], noun: str, shared: list[str], first: list[str],
           second: list[str]) -> Part | None:
    words = [t.lower for t in question]
    if words[:2] != ["how", "many"] or any(
            t.kind is TokenKind.NUMBER for t in question if t.lower != "one"):
        return None
    words = words[2:]
    for naming in ([noun], ["of", "them"], ["of", "the", noun]):
        if words[:len(naming)] == naming:
            words = words[len(naming):]
            break
    return _part_named(words, shared, first, second)


__all__ = ["read_overlap"]
