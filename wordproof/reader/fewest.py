"""Reading the fewest parts of two sizes that hold a whole exactly: "A club has 40 members. It
wants to split them into some large teams at 6 members each and some small teams at 4 members
each. In order to make the least number of teams, how many small teams should be made?".

The story tells one whole (a count with its noun or unit: "40 members", "95 tons of oil", "a
27-yard rope") and two sorts of one part told apart by a word of size (lexicon
``size_adjectives``), each with what it holds: "some large teams at (for, of, with) 6 members
each", or "a large barrel can hold 6 tons (of oil)" (a verb of ``portion_verbs`` after "can",
"could" or "will", or in the present). The question asks for the least (fewest, smallest,
minimum) number of the parts and then how many of one sort, or of all, are to be used. The parts
must hold the whole exactly: the whole is parted by a verb of parting or cutting "into" the
parts, or the question says every part is full ("and have every barrel fully occupied"); with
neither, no fewest is set (no parts at all hold nothing). Every sentence tells the whole or the
sizes, every number is one of them, and the sizes are counted in the whole's unit; anything
else is not such a problem (``None``).
"""

from __future__ import annotations

import attrs

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.fewest import FewestPartsEntry, PartSize
from wordproof.lexicon.words import in_class, noun_form, verb_lemma
from wordproof.reader.sequences import sentences_of, whole_count
from wordproof.text.tokens import Token

_SIZE_MARKS = frozenset({"at", "for", "of", "with"})
_ONE = frozenset({"a", "an", "one", "each", "every"})
_ABLE = frozenset({"can", "could", "will", "would"})
_LEAST = frozenset({"least", "fewest", "smallest", "minimum"})
_ASKING = frozenset({"should", "must", "will", "would", "can", "could", "do", "does", "did"})
_FULL = (("fully", "occupied"), ("fully", "filled"), ("full",), ("filled",), ("completely", "full"),
         ("completely", "filled"))
_DETERMINERS = frozenset({"a", "an", "the", "his", "her", "its", "their", "our", "my", "your", "all"})
_EVERY = frozenset({"every", "each", "all"})
# words that make a whole or a size other than the plain one told: a bound, a change, a part
_NOT_PLAIN = frozenset({
    "not", "n't", "no", "never", "without", "about", "around", "nearly", "almost", "over", "under",
    "more", "less", "fewer", "than", "most", "least", "up", "only", "but", "except", "rest", "left",
    "already", "half", "some", "extra", "other", "another", "else", "also", "then", "after", "before",
})

_Size = tuple[str, Quoted, str | None, str | None, int, int]  # word, size, unit, stuff, start, end


def read_fewest_parts(text: str, tokens: tuple[Token, ...] | list[Token]) -> FewestPartsEntry | None:
    """The fewest parts the text asks about, or None when it is not such a problem."""
    sentences = sentences_of(list(tokens))
    if len(sentences) < 2 or sentences[-1][-1].text != "?" or any(s[-1].text != "." for s in sentences[:-1]):
        return None
    asked = _question(sentences[-1][:-1])
    if asked is None:
        return None
    part, asked_word, full_words = asked
    sizes: list[_Size] = []
    wholes: list[tuple[Quoted, str, str | None, str | None]] = []
    for sentence in (s[:-1] for s in sentences[:-1]):
        read = _statement(sentence, part, text)
        if read is None:
            return None
        sizes += read[0]
        wholes += read[1]
    if len(wholes) != 1 or len(sizes) != 2:
        return None
    whole, unit, stuff, parted_by = wholes[0]
    exact_by = full_words or parted_by
    first, second = sizes
    if exact_by is None or first[0] == second[0] or first[1].value == second[1].value:
        return None
    if not any(size[2] is not None for size in sizes) or any(
        size[2] is not None and noun_form(size[2]) != noun_form(unit)
        or size[3] is not None and (stuff is None or noun_form(size[3]) != noun_form(stuff)) for size in sizes
    ):
        return None
    if asked_word is not None and asked_word not in (first[0], second[0]):
        return None
    larger, smaller = sorted(sizes, key=lambda size: size[1].value, reverse=True)
    question = sentences[-1]
    return FewestPartsEntry("f1", whole, unit, part, PartSize(larger[0], larger[1]),
                            PartSize(smaller[0], smaller[1]), asked_word, exact_by,
                            text[question[0].start:question[-1].end])


def _question(question: list[Token]) -> tuple[str, str | None, str | None] | None:
    """The parts' noun (plural), the sort asked (or None for all) and the words saying every part
    is full, of "(In order) to use the least number of barrels (and have every barrel fully
    occupied), how many small barrels should be used (for)"."""
    words = [t.lower for t in question]
    if "how" not in words:
        return None
    how = words.index("how")
    opening, asking = question[:how], question[how:]
    if words[:2] == ["in", "order"]:
        opening = opening[2:]
    said = [t.lower for t in opening]
    if len(said) < 5 or said[0] != "to" or said[2] != "the" or said[3] not in _LEAST or said[-1] != ",":
        return None
    rest = said[4:-1]
    if rest[:2] == ["number", "of"]:
        rest = rest[2:]
    if not rest or not _plural_noun(rest[0]):
        return None
    part, full = rest[0], rest[1:]
    full_words = None
    if full:
        said_full = _every_full(full, part)
        if said_full is None:
            return None
        full_words = " ".join(said_full)
    asked = [t.lower for t in asking]
    if asked[:2] != ["how", "many"] or len(asked) < 5:
        return None
    word = asked[2] if in_class(asked[2], "size_adjectives") else None
    at = 3 if word is not None else 2
    if noun_form(asked[at]) != noun_form(part) or asked[at + 1] not in _ASKING:
        return None
    tail = asked[at + 2:]
    if not 1 <= len(tail) <= 4 or any(w in _NOT_PLAIN for w in tail) or any(
            t.numeral is not None for t in asking[at + 2:]):
        return None
    return part, word, full_words


def _every_full(words: list[str], part: str) -> list[str] | None:
    """ "and have every barrel fully occupied": the words after "and", when they say every part
    is full."""
    if len(words) < 4 or words[0] != "and" or words[1] not in {"have", "keep", "make", "with"}:
        return None
    at = 2
    if words[at] not in _EVERY:
        return None
    at += 1
    if words[at] == "the":
        at += 1
    if at >= len(words) or noun_form(words[at]) != noun_form(part):
        return None
    at += 1
    if at < len(words) and words[at] in {"be", "are", "is"}:
        at += 1
    return words[1:] if tuple(words[at:]) in _FULL else None


def _measure_before_thing(sentence: list[Token], index: int) -> bool:
    """ "a 27-yard rope": a number joined to its unit before the thing measured."""
    return (index + 2 < len(sentence) and sentence[index + 1].text == "-"
            and sentence[index + 2].text.isalpha())


def _plural_noun(word: str) -> bool:
    return word.isalpha() and noun_form(word) != word


def _statement(sentence: list[Token], part: str, text: str) -> tuple[list[_Size], list[
        tuple[Quoted, str, str | None, str | None]]] | None:
    """The sizes and the whole one sentence tells; None when it tells anything else. After the
    first size nothing but sizes, "and" and commas may follow."""
    sizes: list[_Size] = []
    wholes: list[tuple[Quoted, str, str | None, str | None]] = []
    covered: set[int] = set()
    for index, token in enumerate(sentence):
        if token.numeral is None:
            continue
        if whole_count(token, least=1) is None and not _measure_before_thing(sentence, index):
            return None
        size = _size(sentence, index, part)
        if size is not None:
            sizes.append(size)
            covered.update(range(size[4], size[5]))
            continue
        whole = _whole(sentence, index, sizes, text)
        if whole is None:
            return None
        wholes.append(whole[0])
        covered.update(range(index, whole[1]))
    if not sizes and not wholes:
        return None
    if any(t.lower in _NOT_PLAIN for i, t in enumerate(sentence) if i not in covered):
        return None
    start = sizes[0][4] if sizes else len(sentence)
    after_first = (sentence[i].lower for i in range(start, len(sentence)) if i not in covered)
    if sizes and (sizes[-1][5] != len(sentence) or any(word not in {"and", ","} for word in after_first)):
        return None
    return sizes, wholes


def _size(sentence: list[Token], index: int, part: str) -> _Size | None:
    """ "(some) large teams at 6 (members) each" or "a large barrel can hold 6 (tons (of oil))"
    around the number at ``index``."""
    words = [t.lower for t in sentence]
    count = whole_count(sentence[index], least=1)
    if count is None or index < 3:
        return None
    if words[index - 1] in _SIZE_MARKS:
        noun, word = index - 2, index - 3
        start = word - 1 if word >= 1 and words[word - 1] == "some" else word
        end, unit, stuff = _measured(words, index + 1)
        if end >= len(words) or words[end] != "each":
            return None
        end += 1
    else:
        verb = index - 1
        lemma = verb_lemma(words[verb])
        if lemma is None or not in_class(lemma, "portion_verbs"):
            return None
        if words[verb - 1] in _ABLE:
            noun = verb - 2
        elif words[verb] != lemma:
            noun = verb - 1
        else:
            return None
        word = noun - 1
        start = word - 1 if word >= 1 and words[word - 1] in _ONE else word
        end, unit, stuff = _measured(words, index + 1)
    if word < 0 or not in_class(words[word], "size_adjectives") or noun_form(words[noun]) != noun_form(part):
        return None
    return words[word], count, unit, stuff, start, end


def _measured(words: list[str], at: int) -> tuple[int, str | None, str | None]:
    """After a number: its unit or noun, if any, and what it is of ("tons of (his) oil")."""
    if at >= len(words) or words[at] in {"each", "and", ","} or not words[at].isalpha():
        return at, None, None
    unit, at = words[at], at + 1
    if at < len(words) and words[at] == "of":
        at += 1
        if at < len(words) and words[at] in _DETERMINERS:
            at += 1
        if at < len(words) and words[at].isalpha() and words[at] not in {"each", "and"}:
            return at + 1, unit, words[at]
        return at, unit, None
    return at, unit, None


def _whole(sentence: list[Token], index: int, sizes: list[_Size], text: str) -> tuple[
        tuple[Quoted, str, str | None, str | None], int] | None:
    """The whole at ``index`` ("95 tons of oil", "40 members", "a 27-yard rope"), its unit, what
    it is of, and the words of parting it "into" the sizes told after it, if any; with where its
    words end. It ends the sentence, or a verb of parting or cutting just before it (a determiner
    between) parts it "into" what follows."""
    words = [t.lower for t in sentence]
    count = whole_count(sentence[index], least=1)
    if _measure_before_thing(sentence, index):
        count = whole_count(attrs.evolve(sentence[index], attributive=False), least=1)
    if count is None or sizes:
        return None
    at = index + 1
    if at < len(words) and words[at] == "-":  # "a 27-yard (long) rope": the unit said before the thing
        at += 1
        if at >= len(words) or not words[at].isalpha():
            return None
        unit, stuff, at = words[at], None, at + 1
        while at < len(words) and words[at].isalpha() and words[at] != "into" and at <= index + 4:
            stuff, at = words[at], at + 1
    else:
        at, measured, stuff = _measured(words, at)
        if measured is None:
            return None
        unit = measured
    if at == len(words):
        return (count, unit, stuff, None), at
    verb = index - 1
    while verb >= 0 and words[verb] in _DETERMINERS:
        verb -= 1
    lemma = verb_lemma(words[verb]) if verb >= 0 else None
    if words[at] != "into" or lemma is None or not (
            in_class(lemma, "partition_verbs") or in_class(lemma, "cutting_verbs")):
        return None
    return (count, unit, stuff, text[sentence[verb].start:sentence[at].end]), at + 1


__all__ = ["read_fewest_parts"]
