"""Reading the shortfall of an even split: "Ana has 20 pens. She wants each of her 6 friends to
get the same number of pens. How many more pens does she need?".

The text tells two whole counts and no other number: the things split (the noun the question
asks, "How many more pens …", or the one an evenness names, "the same number of pens") and the
parts they go to (another noun). An evenness (`the same number/amount`, `an equal number/amount`,
`equally`) is said, and every part is named by it: `each <part>` (`each friend`, `on each shelf`),
`each of (his) <parts>`, or `<N> <parts> with each`. The question asks `how many more` (with `at
least` or not) of the things split, or of nothing named, and names no number, no `each`, no
`than`. Sentences may also say who holds the things and what the parts are, but no word of a
change, a part or a comparison (`some`, `half`, `left`, `lost`, `more`, `than`, `not`): the whole
is all there is to split, and the question asks the fewest more that give every part a whole
share. Anything else leaves the text to the general reader (``None``).
"""

from __future__ import annotations

from wordproof.ledger.even_split import EvenSplitEntry
from wordproof.lexicon import words
from wordproof.lexicon.tables import is_given_name
from wordproof.lexicon.words import noun_form
from wordproof.reader.clauses import is_person_word
from wordproof.reader.sequences import sentences_of, whole_count
from wordproof.text.tokens import Token, TokenKind

# words that change, part, compare or rate the things told, outside the question
_NOT_THE_SHAPE = frozenset({
    "some", "half", "third", "quarter", "more", "less", "fewer", "than", "times", "twice", "double",
    "left", "lost", "lose", "ate", "eat", "sold", "sell", "broke", "already", "remaining", "rest",
    "except", "but", "not", "n't", "no", "per", "every", "day", "week", "month", "year",
    "another", "other", "others", "extra", "spare", "kept", "keep", "only", "also", "then",
    "as", "or",
})
# the evenness is wished, not told done ("She gave each the same number": of 20 among 6?)
_WANTING = frozenset({"want", "wants", "wanted", "should", "must", "plans", "planned", "hopes", "hoped"})
# the whole is held or got
_HOLDING = frozenset({"has", "have", "had", "bought", "buys", "buy", "got", "gets", "collected", "made",
                      "makes", "baked", "picked", "owns", "received", "saved"})
# the question asks what is still to get ("need", "should buy"), never what was got ("did she buy")
_GETTING = frozenset({"need", "needs", "needed", "should", "would", "must"})
_NONE_EXTRA = frozenset({"so", "that", "he", "she", "they", "we", "i", "it", "does", "do", "did", "would",
                         "will", "not", "have", "has", "any", "extra", "?"})
_JOINING = frozenset({"and", "plus", "including", "besides", "too", "or"})
_ASKING = _NONE_EXTRA | frozenset({
    "at", "least", "is", "are", "was", "were", "will", "would", "should", "can", "could", "must", "need",
    "needs", "needed", "to", "buy", "bought", "get", "be", "sign", "up"})
_AUXILIARIES = frozenset({"do", "does", "did", "is", "are", "was", "were", "will", "would", "should",
                          "can", "could", "must", "has", "have", "had", "shall", "may", "might"})
_EVEN = (("same", "number"), ("same", "amount"), ("equal", "number"), ("equal", "amount"))
_OWNERS = frozenset({"his", "her", "their", "the", "its", "my", "our", "your"})


def read_even_split(text: str, tokens: tuple[Token, ...] | list[Token]) -> EvenSplitEntry | None:
    """The shortfall of an even split the text asks, or None when it is not such a problem."""
    sentences = sentences_of(list(tokens))
    if [s[-1].text for s in sentences] != ["."] * (len(sentences) - 1) + ["?"]:
        return None
    told = [t for s in sentences[:-1] for t in s]
    question = sentences[-1]
    if question[0].lower == "if":
        # the comma right before the question words ("If …, with …, how many more …")
        said = [t.lower for t in question]
        comma = next((i for i in range(len(said) - 2, 0, -1) if said[i] == "," and (
            said[i + 1:i + 3] in (["how", "many"], ["at", "least"]))), None)
        if comma is None:
            return None
        told, question = told + question[:comma + 1], question[comma + 1:]
    asked = _asked(question)
    if asked is None or any(t.lower in _NOT_THE_SHAPE for t in told):
        return None
    counts = [(i, whole_count(t, 2)) for i, t in enumerate(told) if t.kind is TokenKind.NUMBER]
    if len(counts) != 2 or any(count is None for _, count in counts):
        return None
    nouns = [_noun_after(told, i) for i, _ in counts]
    if None in nouns or nouns[0] == nouns[1]:
        return None
    even = _evenness(told)
    if even is None:
        return None
    even_words, of, even_at = even
    wished = {t.lower for t in _sentence_of(told, even_at)}
    if not _WANTING & wished or _JOINING & wished or _given_to_someone(_sentence_of(told, even_at)) or (
        _shared_with_someone(_sentence_of(told, even_at))
    ):
        # "She gave each friend the same number": told done, not wanted; "each of her 6
        # friends and her mom", "split all the tickets with Ben": one more part
        return None
    if not asker_told(question, told):
        return None  # "… How many more do they need?" after "She has 20 pens": who are they?
    split = asked or of
    if split is None or (of is not None and of != split) or split not in nouns:
        return None
    whole_at = nouns.index(split)
    part = nouns[1 - whole_at]
    assert part is not None
    if not _each_part_named(told, part, counts[1 - whole_at][0]) or (
        not _held(told, counts[whole_at][0], split)
    ) or not _evenness_handed_out(told, even_at, part, split) or (
        _whole_of_each_part(told, counts[whole_at][0], counts[1 - whole_at][0])
    ):
        return None
    named = {t.lower for t in tokens if t.capitalized and is_given_name(t.text)}
    people = {noun_form(t.lower) for t in tokens
              if t.kind is TokenKind.WORD and is_person_word(noun_form(t.lower))}
    openers = {noun_form(s[1].lower) for s in sentences if len(s) > 1 and s[0].lower == "the"}
    if len(named) + len((people | openers) - {part, split}) > 1:
        return None  # two people ("The teacher has …", "The principal wants …"): whose things, whose parts?
    whole, parts = counts[whole_at][1], counts[1 - whole_at][1]
    assert whole is not None and parts is not None
    return EvenSplitEntry("e1", whole, told[counts[whole_at][0] + 1].text, parts,
                          told[counts[1 - whole_at][0] + 1].text, even_words,
                          text[question[0].start:question[-1].end])


# a giving whose receiver is a person said by a pronoun, not the parts ("each of her friends to
# give her the same number of pens": the friends give)
_GIVING = frozenset({"give", "send", "pay", "lend", "hand", "bring", "donate"})
_PERSON_OBJECTS = frozenset({"her", "him", "me", "us", "them"})
_SPEAKERS = frozenset({"they", "we", "i", "you"})


def _given_to_someone(sentence: list[Token]) -> bool:
    said = [t.lower for t in sentence]
    return any(words.verb_lemma(word) in _GIVING and said[i + 1:i + 2] and said[i + 1] in _PERSON_OBJECTS
               and said[i + 2:i + 3] and said[i + 2] in ("the", "a", "an", "equal", "same")
               for i, word in enumerate(said))


def _whole_of_each_part(tokens: list[Token], whole_at: int, part_at: int) -> bool:
    """ "buys 88 desks for each of its 14 offices", "88 desks each": the count told is what each
    part gets, not the whole split."""
    said = [t.lower for t in tokens]
    if said[whole_at + 2:whole_at + 3] == ["each"]:
        return True
    between = said[whole_at + 1:part_at] if whole_at < part_at else []
    return "each" in between and not {".", "!"} & set(between)


def _shared_with_someone(sentence: list[Token]) -> bool:
    """ "split the tickets with Ben", "with their cousins", "with her": someone joins the parts."""
    said = [t.lower for t in sentence]
    for i, word in enumerate(said[:-1]):
        if word != "with":
            continue
        rest = sentence[i + 1:i + 4]
        if rest and rest[0].lower in _OWNERS:
            rest = rest[1:]
        if rest and rest[0].kind is TokenKind.NUMBER:
            rest = rest[1:]
        if rest and (rest[0].lower in _PERSON_OBJECTS or rest[0].capitalized and is_given_name(rest[0].text)
                     or is_person_word(noun_form(rest[0].lower))):
            return True
    return False


def asker_told(question: list[Token], told: list[Token]) -> bool:
    """The question's "they", "we", "I" or "you" is one the story says so too."""
    said = {t.lower for t in told}
    return all(t.lower in said for t in question if t.lower in _SPEAKERS)


def _noun_after(tokens: list[Token], at: int) -> str | None:
    """ "865 tickets", "6 team": the noun right after a count, in its singular form."""
    after = tokens[at + 1] if at + 1 < len(tokens) else None
    if after is None or after.kind is not TokenKind.WORD or after.possessive:
        return None
    return noun_form(after.lower)


def _held(tokens: list[Token], at: int, split: str) -> bool:
    """The whole is held or got ("has 20 pens", "bought 20 pens", "There are 20 pens"), and the
    things are named again only as those ("the pens", "the same number of pens"): "bought pens"
    may be more of them."""
    before = tokens[at - 1].lower if at else ""
    there = before in ("are", "were") and at >= 2 and tokens[at - 2].lower == "there"
    if before not in _HOLDING and not there:
        return False
    return all(i == at + 1 or (i and tokens[i - 1].lower in ("of", "the")) or describes(tokens, i)
               for i, t in enumerate(tokens) if t.kind is TokenKind.WORD and noun_form(t.lower) == split)


def describes(tokens: list[Token], at: int) -> bool:
    """ "a movie store": the word in its singular form before a noun (never an adverb: "a pen
    today") names a kind of that noun, not one more of the things."""
    after = tokens[at + 1] if at + 1 < len(tokens) else None
    if after is None or after.kind is not TokenKind.WORD or noun_form(tokens[at].lower) != tokens[at].lower:
        return False
    said = words.lemmas(after.lower)
    return "NOUN" in said and "ADV" not in said


def _sentence_of(tokens: list[Token], at: int) -> list[Token]:
    """The sentence (or the clause an "If" opens) a token stands in."""
    start = max((i + 1 for i in range(at) if tokens[i].text in (".", "!")), default=0)
    end = next((i for i in range(at, len(tokens)) if tokens[i].text in (".", "!")), len(tokens))
    return tokens[start:end]


def _evenness(tokens: list[Token]) -> tuple[str, str | None, int] | None:
    """The words that say every part gets as many, once, the things they name ("the same
    number of beads": bead), if any, and where they stand."""
    said = [t.lower for t in tokens]
    found = [i for i in range(len(said) - 1) if (said[i], said[i + 1]) in _EVEN]
    equally = said.count("equally")
    if len(found) + equally != 1:
        return None
    if equally:
        return "equally", None, said.index("equally")
    at = found[0]
    words = f"{said[at - 1]} {said[at]} {said[at + 1]}" if at else f"{said[at]} {said[at + 1]}"
    if said[at + 2:at + 3] == ["of"] and at + 3 < len(said) and tokens[at + 3].kind is TokenKind.WORD:
        return words, noun_form(said[at + 3]), at
    return words, None, at


# the parts get the evenness ("each friend to get the same number"), or the holder hands it out
# ("to give each employee the same number", "to put the same number in each box"); a part doing
# anything else with the things ("each friend to bring the same number") splits nothing of hers
_PARTS_GETTING = frozenset({"get", "receive", "have"})
_HANDING_OUT = frozenset({"give", "hand", "put", "place", "split", "share", "divide", "distribute"})
_BEFORE_THE_EVENNESS = frozenset({"the", "a", "an", "each", "of", "all"}) | _OWNERS
_BEFORE_A_VERB = frozenset({"to", "should", "would", "will", "could", "can", "must"})


def _evenness_handed_out(tokens: list[Token], at: int, part: str, split: str) -> bool:
    """The verb the evenness at ``at`` is said with: one of the parts getting, its doer a part
    ("each shelf had", "each of her friends to get"), or one of handing out, its doer not a part
    ("wanted to give each employee"); or the parts are told with it ("4 teams, with the same
    number … on each team")."""
    i = at - 1
    while i >= 0 and (tokens[i].lower in _BEFORE_THE_EVENNESS or tokens[i].kind is TokenKind.NUMBER
                      or noun_form(tokens[i].lower) in (part, split)):
        i -= 1
    if i < 0:
        return False
    if tokens[i].lower == "with":
        before = [t for t in tokens[:i] if t.text != ","][-1:]
        return bool(before) and noun_form(before[0].lower) == part
    doer = i - 1
    while doer >= 0 and tokens[doer].lower in _BEFORE_A_VERB:
        doer -= 1
    by_a_part = doer >= 0 and (tokens[doer].lower == "each" or noun_form(tokens[doer].lower) == part)
    return words.verb_lemma(tokens[i].lower) in (_PARTS_GETTING if by_a_part else _HANDING_OUT)


def _each_part_named(tokens: list[Token], part: str, count_at: int) -> bool:
    """ "each friend", "each of his friends", "each of his six friends", "6 necklaces with
    each": every part is one the evenness names, and every "each" names a part ("the same
    number of pens in each box" splits among boxes not counted)."""
    said = [t.lower for t in tokens]
    eaches = [i for i, word in enumerate(said) if word == "each"]
    return bool(eaches) and all(_names_part(tokens, said, i, part, count_at) for i in eaches)


def _names_part(tokens: list[Token], said: list[str], i: int, part: str, count_at: int) -> bool:
    """The "each" at ``i`` names one of the counted parts."""
    after = said[i + 1:i + 5]
    if any(t.possessive for t in tokens[i + 1:i + 5]):
        return False  # "each friend's brother", "each of her friends' sisters": others, uncounted
    if after[:1] and noun_form(after[0]) == part:
        return True
    if after[:1] == ["of"]:
        rest = after[1:]
        if rest[:1] and rest[0] in _OWNERS:
            rest = rest[1:]
        if rest[:1] and tokens[i + 1 + len(after) - len(rest)].kind is TokenKind.NUMBER:
            rest = rest[1:]
        if rest[:1] and noun_form(rest[0]) == part:
            return True
    # "15 necklaces with each having …"
    return i >= 2 and i - 2 == count_at + 1 and said[i - 1] == "with"


def _asked(question: list[Token]) -> str | None:
    """ "(at least) how many more pens …?": the things asked ("" when none is named), or None."""
    if [t.lower for t in question[:2]] == ["at", "least"]:
        question = question[2:]
    said = [t.lower for t in question]
    if "so" in said:
        # "… so he doesn't have any extra": none left over once split
        so = said.index("so")
        if not set(said[so:]) <= _NONE_EXTRA or "extra" not in said[so:]:
            return None
        said = said[:so]
    if said[:3] != ["how", "many", "more"] or any(t.kind is TokenKind.NUMBER for t in question) or (
        {"each", "than", "every", "per", "left", "some", "not", "did"} & set(said) or not _GETTING & set(said)
    ):
        return None
    head = question[3]
    named = head.kind is TokenKind.WORD and head.lower not in _AUXILIARIES and (
        noun_form(head.lower) != head.lower)
    if not set(said[4 if named else 3:]) <= _ASKING:
        return None  # "… does her friend need?", "… for the party?": another asking
    # "How many more should he buy?": the things are the evenness's
    return noun_form(head.lower) if named else ""


__all__ = ["read_even_split"]
