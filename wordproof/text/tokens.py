"""Tokens with character spans: words, exact numbers and punctuation.

``tokenize`` turns text into tokens or a Refusal. Numbers are read by ``numerals`` into exact
Fractions, so "twenty-five", "$3.50" and "2 1/2" each become one NUMBER token whose span
covers all of their text. Possessive "'s" stays on its word as a flag; contractions are
split into the words they stand for ("didn't" -> "did" "not").
"""

from __future__ import annotations

import enum
import functools
import itertools
import unicodedata

import attrs

from wordproof.lexicon.tables import measure_unit, shortened_unit
from wordproof.lexicon.words import in_class, is_hyphened_word, lemmas
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import (
    Numeral,
    NumeralError,
    NumeralKind,
    hyphened_to_word,
    match_numeral,
    ordinal_place,
)
from wordproof.text.pieces import Piece, split_pieces


class TokenKind(enum.Enum):
    WORD = "word"
    NUMBER = "number"
    PUNCT = "punct"


@attrs.frozen
class Token:
    text: str
    start: int
    end: int
    kind: TokenKind
    numeral: Numeral | None = None
    possessive: bool = False
    attributive: bool = False  # a number hyphened to the word after it: "a 3-pound bag"
    sentence_initial: bool = False
    name_elsewhere: bool = False  # capitalized mid-sentence somewhere in the text
    lower_elsewhere: bool = False  # written all in lowercase somewhere in the text
    label: bool = False  # a capital letter right after a capitalized word: "Team A", "Pond A"
    lower: str = attrs.field(init=False, eq=False, repr=False)  # asked of every token many times

    @lower.default
    def _lowered(self) -> str:
        return self.text.lower()

    @property
    def span(self) -> tuple[int, int]:
        return (self.start, self.end)

    @property
    def capitalized(self) -> bool:
        return self.text[:1].isupper()


SENTENCE_END = frozenset({".", "?", "!"})
_ABBREVIATIONS = frozenset({"mr", "mrs", "ms", "dr", "st", "jr", "sr", "prof"})
_CONTRACTIONS: dict[str, tuple[str, ...]] = {
    "don't": ("do", "not"), "doesn't": ("does", "not"), "didn't": ("did", "not"),
    "isn't": ("is", "not"), "aren't": ("are", "not"), "wasn't": ("was", "not"),
    "weren't": ("were", "not"), "can't": ("can", "not"), "couldn't": ("could", "not"),
    "won't": ("will", "not"), "wouldn't": ("would", "not"), "hasn't": ("has", "not"),
    "haven't": ("have", "not"), "hadn't": ("had", "not"), "shouldn't": ("should", "not"),
    "it's": ("it", "is"), "that's": ("that", "is"), "there's": ("there", "is"),
    "what's": ("what", "is"), "he's": ("he", "is"), "she's": ("she", "is"),
    "i'm": ("i", "am"), "you're": ("you", "are"), "we're": ("we", "are"),
    "they're": ("they", "are"), "let's": ("let", "us"), "i've": ("i", "have"),
    "we've": ("we", "have"), "they've": ("they", "have"), "you've": ("you", "have"),
    "who've": ("who", "have"),
    "i'll": ("i", "will"), "he'll": ("he", "will"), "she'll": ("she", "will"),
    "they'll": ("they", "will"), "we'll": ("we", "will"), "i'd": ("i", "would"),
    # a compound written as one word reads as its two: "How many are leftover?"
    "leftover": ("left", "over"),
    "everyday": ("every", "day"),  # "Everyday I eat 3 apples", as "every day" (a misspelling)
    # a speed written short reads as its words: "drives at 50 mph" is "50 miles per hour"
    "mph": ("miles", "per", "hour"), "kph": ("kilometers", "per", "hour"),
}
# older or British spellings of a closed-class word, read as the word they spell
_VARIANTS = {"amongst": "among", "whilst": "while"}


def _clean(text: str) -> str:
    """Same length as ``text``: curly quotes made straight, control characters made spaces."""
    out = []
    for ch in text:
        if ch in "’‘":
            out.append("'")
        elif ch in "“”":
            out.append('"')
        elif ch in "\u2013\u2014":
            out.append("-")
        elif unicodedata.category(ch)[0] == "C" and ch not in "\n\t":
            out.append(" ")
        else:
            out.append(ch)
    return "".join(out)


@functools.lru_cache(maxsize=16)  # the completeness obligation reads the problem's numbers again
def tokenize(text: str) -> tuple[Token, ...] | Refusal:
    pieces = split_pieces(_clean(text))
    tokens: list[Token] = []
    i = 0
    at_sentence_start = True
    while i < len(pieces):
        piece = pieces[i]
        grade = _grade_level(pieces, i)
        joined = _joined_word(pieces, i) or grade
        if joined:
            last = pieces[i + joined - 1]
            word = text[piece.start:last.end]
            word = "-".join(word.split()) if grade else word  # "fifth grade" is one word: "fifth-grade"
            word = word + "." if word[-2:-1] == "." else word  # "A.J" before the point ending its sentence
            tokens.append(Token(word, piece.start, last.end, TokenKind.WORD,
                                sentence_initial=at_sentence_start))
            i += joined
            at_sentence_start = False
            continue
        try:
            numeral = match_numeral(pieces, i)
        except NumeralError as error:
            code = RefusalCode.from_code(error.code)
            return Refusal(code, Stage.TEXT, error.text, span=(error.start, error.end))
        if numeral is not None and _one_after_each(pieces, i, tokens, numeral.length):
            numeral = None  # "in each one": the pronoun "one", standing for the noun named before
        if numeral is not None and _one_day_opening(pieces, i, tokens, numeral.length):
            numeral = None  # "One day, she sold 5": some day, as "that day" is one; no count
        if numeral is not None and _second_per(pieces, i, tokens, numeral.length):
            numeral = None  # "10 feet per second": the unit of time
        if numeral is not None and _date_after_article(pieces, i, numeral):
            numeral = None  # "a 4th of July party": the article, then the date
        if numeral is not None and _half_after_ordinal(pieces, i, tokens, numeral.length):
            numeral = None  # "in the second half": one of two parts of a time, no share
        if numeral is not None:
            last = pieces[i + numeral.length - 1]
            tokens.append(Token(text[piece.start:last.end], piece.start, last.end,
                                TokenKind.NUMBER, numeral=numeral,
                                attributive=hyphened_to_word(pieces, i + numeral.length) or (
                                    _measure_after_article(pieces, i, numeral, tokens)),
                                sentence_initial=at_sentence_start))
            i += numeral.length
            at_sentence_start = False
            continue
        if _slash_per(piece, tokens, pieces[i + 1] if i + 1 < len(pieces) else None):
            tokens.append(Token("per", piece.start, piece.end, TokenKind.WORD))
            i += 1
            continue
        if _liter_sign(piece, tokens, pieces[i + 1] if i + 1 < len(pieces) else None):
            one = tokens[-1].numeral is not None and tokens[-1].numeral.value == 1
            tokens.append(Token("liter" if one else "liters", piece.start, piece.end, TokenKind.WORD))
            i += 1
            continue
        tokens.extend(_word_tokens(piece, at_sentence_start, pieces[i + 1] if i + 1 < len(pieces) else None))
        at_sentence_start = piece.text in SENTENCE_END and not _is_abbreviation(tokens)
        i += 1
    return _mark_labels(_mark_names(_join_titles(_unit_abbreviation_points(_unit_power_points(
        _letter_named_after_question(_question_closed_otherwise(_compounds_opened(tokens))))))))


def _sentences(tokens: tuple[Token, ...]) -> list[list[Token]]:
    out: list[list[Token]] = [[]]
    for token in tokens:
        out[-1].append(token)
        if token.text in SENTENCE_END:
            out.append([])
    return [sentence for sentence in out if sentence]


def told_twice(tokens: tuple[Token, ...]) -> Refusal | None:
    """ "Ann bought 4 pens. Ann bought 4 pens. How many pens did she buy?": a sentence with a
    number said again word for word is one doing told twice, or a second doing just like the
    first; nothing in the words tells which, so the text is refused. One that says it adds to
    what was ("found 1 more apple", "another", "again", "also") is a second doing, as told, and
    so is one said again after another sentence ("ate 1. … bought 2. … ate 1."): a doing done
    again in the story's order."""
    before: tuple[str, ...] = ()
    for sentence in _sentences(tokens):
        words = tuple(t.lower for t in sentence)
        if any(t.kind is TokenKind.NUMBER for t in sentence) and words == before and not (
            _SAID_AS_BESIDES & set(words)
        ):
            return Refusal(RefusalCode.NOT_UNIQUE, Stage.TEXT, "a sentence told twice: once, or twice?",
                           span=(sentence[0].start, sentence[-1].end))
        before = words
    return None


_SAID_AS_BESIDES = frozenset({"more", "another", "again", "also"})

# words before a number that leave it unsure: "about 15", "nearly 40", "at least 3"
_HEDGES = frozenset({"about", "almost", "nearly", "approximately", "roughly", "around"})
_BOUNDS = frozenset({"least", "most"})


def unsure_number(tokens: tuple[Token, ...]) -> Refusal | None:
    """A number told as unsure: after a hedge ("about 15 pens", "at least 3 cups"), or as one
    of two with "or" between ("gave 4 to Ann or 3 to Bo", "3 or 4 cups"), or a price told "at"
    one amount "in all" ("10 shirts at $5 in all": each, or all?). No exact answer
    follows from it, so the text is refused. "At least one" ("sings at least one", "play at
    least one?") tells of sets, no amount, and is read on."""
    for sentence in _sentences(tokens):
        for i, token in enumerate(sentence):
            if token.kind is not TokenKind.NUMBER or i == 0:
                continue
            before = sentence[i - 1].lower
            bound = before in _BOUNDS and i > 1 and sentence[i - 2].lower == "at" and token.lower != "one"
            if before in _HEDGES or bound:
                said = f"{sentence[i - 1].text} {token.text}"
                return Refusal(RefusalCode.UNSUPPORTED_QUANTITY, Stage.TEXT, said,
                               span=(sentence[i - 1].start, token.end))
            after = [t.lower for t in sentence[i + 1:i + 3]]
            if before == "at" and (after in (["in", "all"], ["in", "total"]) or after[:1] == ["altogether"]):
                # "bought 10 shirts at $5 in all": "at" prices each one, "in all" all of them
                return Refusal(RefusalCode.UNSUPPORTED_QUANTITY, Stage.TEXT, f"at {token.text} in all",
                               span=(sentence[i - 1].start, sentence[i + 1].end))
        numbers = [i for i, t in enumerate(sentence) if t.kind is TokenKind.NUMBER]
        for i, token in enumerate(sentence):
            if token.lower == "or" and numbers and numbers[0] < i < numbers[-1]:
                return Refusal(RefusalCode.UNSUPPORTED_QUANTITY, Stage.TEXT, "numbers told with 'or' between",
                               span=(sentence[numbers[0]].start, sentence[numbers[-1]].end))
    return None


_NEGATIONS = frozenset({"not", "n't", "never"})


def negated_number(tokens: tuple[Token, ...]) -> Token | None:
    """The negation in a sentence told with a number, not the question ("Bo did not pick 18
    figs from the first tree, 22 from the second"), or None: a reader that reads no negation
    must not take that number as told."""
    for sentence in _sentences(tokens):
        if sentence[-1].text == "?" or not any(t.kind is TokenKind.NUMBER for t in sentence):
            continue
        negation = next((t for t in sentence if t.lower in _NEGATIONS), None)
        if negation is not None:
            return negation
    return None


def _compounds_opened(tokens: list[Token]) -> list[Token]:
    """A compound written closed where the text also writes it open ("a bookstore" beside "the
    book store", "golfballs" beside "golf balls") reads as its two words, both citing the closed
    word, so the two spellings name one thing. Only a word that is exactly the open pair joined
    (its second word in either number: "golfball" beside "golf balls"), each part three letters
    or more."""
    plain = [t.kind is TokenKind.WORD and t.text.isalpha() and (t.sentence_initial or not t.capitalized)
             for t in tokens]  # names are no compounds: "Mr. Green Field"
    pairs = {(a.lower + b.lower): (a.lower, b.lower) for i, (a, b) in enumerate(itertools.pairwise(tokens))
             if plain[i] and plain[i + 1] and not a.possessive and len(a.lower) >= 3 and len(b.lower) >= 3}
    out: list[Token] = []
    for token, alone in zip(tokens, plain, strict=True):
        lower = token.lower
        opened = None if not alone or not pairs else (
            pairs.get(lower) or pairs.get(lower + "s")
            or (pairs.get(lower[:-1]) if lower.endswith("s") else None))
        if opened is None:
            out.append(token)
            continue
        cut = len(opened[0])
        out.append(attrs.evolve(token, text=token.text[:cut], possessive=False))
        out.append(Token(token.text[cut:], token.start, token.end, TokenKind.WORD,
                         possessive=token.possessive))
    return out


_NAMING_VERBS = frozenset({"represent", "stand", "denote"})


def _letter_named_after_question(tokens: list[Token]) -> list[Token]:
    """ "… How much did Bo earn? Use B to represent Bo's earnings.": a last sentence after the
    question that only names a letter for an amount tells no fact and asks nothing; it is set
    aside. Only "Use" and one capital letter, then "to represent" ("to stand for", "to
    denote"), with no number in it."""
    asked = max((i for i, t in enumerate(tokens) if t.text == "?"), default=None)
    if asked is None:
        return tokens
    after = tokens[asked + 1:]
    words = [t.lower for t in after[:4]]
    if len(after) < 5 or words[0] != "use" or words[2] != "to" or words[3] not in _NAMING_VERBS or not (
        len(after[1].text) == 1 and after[1].text.isupper()
    ) or after[-1].text != "." or any(t.kind is TokenKind.NUMBER or t.text in "?!" for t in after) or any(
        t.text == "." for t in after[:-1]
    ):
        return tokens
    return tokens[:asked + 1]


_ASKING_WORDS = frozenset({"how", "what", "which", "who"})


def _question_closed_otherwise(tokens: list[Token]) -> list[Token]:
    """ "… How many apples does Tom have." (or no point at all): a text with no question mark
    whose last sentence opens with a word of asking ends in that question; its point is read
    as the question mark it stands for."""
    if not tokens or any(t.text == "?" for t in tokens):
        return tokens
    opening = next((t for t in reversed(tokens[:-1]) if t.sentence_initial), tokens[0])
    if opening.lower not in _ASKING_WORDS:
        return tokens
    last = tokens[-1]
    if last.text == ".":
        return tokens[:-1] + [attrs.evolve(last, text="?")]
    if last.kind is TokenKind.PUNCT:
        return tokens
    return tokens + [Token("?", last.end, last.end, TokenKind.PUNCT)]


def _unit_power_points(tokens: list[Token]) -> list[Token]:
    """ "32 sq. cm": the point after "sq" (or "cu") before a unit of length is the abbreviation's,
    and ends no sentence."""
    points = {i for i, token in enumerate(tokens) if (
        token.text == "." and 0 < i < len(tokens) - 1 and tokens[i - 1].lower in ("sq", "cu")
        and tokens[i + 1].kind is TokenKind.WORD and _length_unit_word(tokens[i + 1].lower))}
    return [attrs.evolve(token, sentence_initial=False) if i - 1 in points else token
            for i, token in enumerate(tokens) if i not in points]


def _unit_abbreviation_points(tokens: list[Token]) -> list[Token]:
    """ "450 lbs. of sugar", "712 lbs., how much …": the point after a unit written shorter than
    its name, right after a number and before a word in lower case or a comma, is the
    abbreviation's and ends no sentence. Before a capital ("bought 5 lbs. He ate …") it also
    ends the sentence, as English writes one point for both."""
    points = {i for i, token in enumerate(tokens) if (
        token.text == "." and 1 < i < len(tokens) - 1 and tokens[i - 2].kind is TokenKind.NUMBER
        and shortened_unit(tokens[i - 1].lower)
        and (tokens[i + 1].text == ","
             or tokens[i + 1].kind is TokenKind.WORD and tokens[i + 1].text.islower()))}
    return [attrs.evolve(token, sentence_initial=False) if i - 1 in points else token
            for i, token in enumerate(tokens) if i not in points]


def _length_unit_word(word: str) -> bool:
    unit = measure_unit(word)
    return unit is not None and unit.dimension == "length"


def _slash_per(piece: Piece, tokens: list[Token], after: Piece | None) -> bool:
    """ "$25/hour", "30 miles/day": a slash written touching a number and a word after it is
    "per" ("$25 per hour"); after a number's word ("miles/day") only before a unit of measure
    ("cats/dogs" is no rate)."""
    if piece.text != "/" or not tokens or tokens[-1].end != piece.start or after is None or (
        after.start != piece.end or not after.text.isalpha()
    ):
        return False
    if tokens[-1].kind is TokenKind.NUMBER:
        return True
    return len(tokens) > 1 and tokens[-2].kind is TokenKind.NUMBER and tokens[-1].kind is TokenKind.WORD and (
        measure_unit(after.text.lower()) is not None)


def _liter_sign(piece: Piece, tokens: list[Token], after: Piece | None) -> bool:
    """ "32 L of water", "pour 4 L.": a capital L right after a number, before "of", a point, a
    comma or the end, is the sign of the liter (a small "l" is left out: it reads as 1)."""
    return piece.text == "L" and bool(tokens) and tokens[-1].kind is TokenKind.NUMBER and (
        after is None or after.text in ("of", ".", ",", "?", "!", ";"))


_TITLES = {"mr": "m", "mrs": "f", "ms": "f", "miss": "f", "dr": "", "prof": ""}


def titled(name: str) -> bool:
    """ "Mrs. Hilt", "Dr. Park": a name opened by a title, a person's."""
    return name.split(".")[0].split()[0].lower() in _TITLES


def title_gender(name: str) -> str | None:
    """ "Mrs. Hilt" is a woman, "Mr. Hilt" a man; "Dr. Hilt" may be either."""
    title = name.split(".")[0].split()[0].lower()
    return _TITLES.get(title) or None


def _join_titles(tokens: list[Token]) -> list[Token]:
    """ "Mrs. Sheridan" is one name token, and its "." ends no sentence."""
    joined: list[Token] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if (token.lower in _TITLES and i + 2 < len(tokens) and tokens[i + 1].text == "."
                and tokens[i + 2].capitalized and tokens[i + 2].kind is TokenKind.WORD):
            name = tokens[i + 2]
            joined.append(attrs.evolve(name, text=f"{token.text}. {name.text}", start=token.start,
                                       sentence_initial=token.sentence_initial))
            i += 3
            continue
        joined.append(token)
        i += 1
    return joined


def _mark_names(tokens: list[Token]) -> tuple[Token, ...]:
    """A capitalized word that stands mid-sentence anywhere is a name wherever it stands
    ("Sandy had 26 fish. … does Sandy have"); each word is also marked when it is written in
    lowercase somewhere, which a reader may weigh against it ("20 pens … Ann's Pens")."""
    names = {t.lower for t in tokens if t.kind is TokenKind.WORD and t.capitalized
             and not t.sentence_initial}
    lowered = {t.text for t in tokens if t.kind is TokenKind.WORD and t.text == t.lower}
    return tuple(attrs.evolve(t, name_elsewhere=t.lower in names,
                              lower_elsewhere=t.lower in lowered and not _after_a_name_word(tokens, i))
                 if t.lower in names or t.lower in lowered else t for i, t in enumerate(tokens))


def _after_a_name_word(tokens: list[Token], i: int) -> bool:
    """Right after a capitalized word that owns nothing: one name of two words ("Daytona
    Beach", "Green Park"), never a slip of the pen ("Ann's Pens" is a slip)."""
    before = tokens[i - 1] if i > 0 else None
    return before is not None and before.kind is TokenKind.WORD and before.capitalized and (
        not before.possessive)


def _mark_labels(tokens: tuple[Token, ...]) -> tuple[Token, ...]:
    """ "Team A scored", "in Pond A": a capital "A" right after a capitalized word (not at a
    sentence's start) labels what that word names; never the article. So does one right after
    any word and before punctuation ("in room A."): no article ends a phrase."""
    return tuple(attrs.evolve(t, label=True) if (
        t.text == "A" and not t.sentence_initial and i > 0 and tokens[i - 1].kind is TokenKind.WORD
        and tokens[i - 1].end < t.start and (
            tokens[i - 1].capitalized or i + 1 == len(tokens) or tokens[i + 1].kind is TokenKind.PUNCT)
    ) else t for i, t in enumerate(tokens))


def _joined_word(pieces: tuple[Piece, ...], i: int) -> int:
    """How many pieces at ``i`` make one word that is not a number: a model name, letters
    then digits ("MP3", "mp3", "PS4"; a single letter, as in "x2", is no name), or a single
    letter hyphened to a word ("t-shirts", "x-rays"). 0 when none starts there."""
    n = len(pieces)
    piece = pieces[i]
    if not piece.text.isalpha() or i + 1 >= n or not piece.touches(pieces[i + 1]):
        return 0
    initials = _initials(pieces, i)
    if initials:
        return initials
    following = pieces[i + 1]
    if len(piece.text) >= 2 and following.text.isdecimal() and piece.text.isascii() and (
        i + 2 >= n or not following.touches(pieces[i + 2]) or not pieces[i + 2].text.isalnum()
    ):
        return 2
    if len(piece.text) == 1 and piece.text.lower() not in ("a", "i") and following.text == "-" and (
        i + 2 < n and following.touches(pieces[i + 2]) and pieces[i + 2].text.isalpha()
    ):
        return 3
    if following.text == "-" and i + 2 < n and following.touches(pieces[i + 2]) and (
        pieces[i + 2].text.isalpha() and not (i + 3 < n and pieces[i + 2].touches(pieces[i + 3]) and (
            pieces[i + 3].text == "-"))
        and is_hyphened_word(f"{piece.text}-{pieces[i + 2].text}") and not _starts_a_number(pieces, i)
        and f"{piece.text}{pieces[i + 2].text}".lower() not in _CONTRACTIONS  # "left-over" as "leftover"
    ):
        return 3  # "push-ups", "co-workers": a hyphened word the dictionary lists as one
    return 0


def _initials(pieces: tuple[Piece, ...], i: int) -> int:
    """ "J.T. has", "A.J. and Tom": capital letters each with its point make one name. The last
    point is the name's when a lower-case word follows, else it ends the sentence too, as after
    "p.m.", and is left to do that."""
    n = 0
    while i + n + 1 < len(pieces) and _initial(pieces[i + n]) and pieces[i + n + 1].text == "." and (
        pieces[i + n].touches(pieces[i + n + 1]) and (n == 0 or pieces[i + n - 1].touches(pieces[i + n]))
    ):
        n += 2
    if n < 4:
        return 0
    after = pieces[i + n] if i + n < len(pieces) else None
    return n if after is not None and after.text[:1].islower() else n - 1


def _initial(piece: Piece) -> bool:
    return len(piece.text) == 1 and piece.text.isupper() and piece.text.isalpha()


def _starts_a_number(pieces: tuple[Piece, ...], i: int) -> bool:
    try:
        return match_numeral(pieces, i) is not None
    except NumeralError:
        return True


_GRADE_WORDS = frozenset({"grade", "grader", "graders"})


def _grade_level(pieces: tuple[Piece, ...], i: int) -> int:
    """How many pieces at ``i`` name a school year by its ordinal: "fifth grade", "5th-graders",
    "third-grade". One word, a kind ("fifth-grade" students are no fifth of anything, nor a
    place in a row); 0 when none starts there."""
    if not any(piece.text.lower() in _GRADE_WORDS for piece in pieces[i + 1:i + 4]):
        return 0
    for length in (1, 2):  # "fifth"; "5" "th"
        if i + length >= len(pieces) or (length == 2 and not pieces[i].touches(pieces[i + 1])):
            continue
        if ordinal_place("".join(piece.text for piece in pieces[i:i + length])) is None:
            continue
        after = pieces[i + length]
        if after.text == "-" and pieces[i + length - 1].touches(after):
            if i + length + 1 < len(pieces) and after.touches(pieces[i + length + 1]) and (
                pieces[i + length + 1].text.lower() in _GRADE_WORDS
            ):
                return length + 2
        elif not pieces[i + length - 1].touches(after) and after.text.lower() in _GRADE_WORDS:
            return length + 1
    return 0


def _is_abbreviation(tokens: list[Token]) -> bool:
    return len(tokens) >= 2 and tokens[-1].text == "." and tokens[-2].lower in _ABBREVIATIONS


def _one_after_each(pieces: tuple[Piece, ...], i: int, tokens: list[Token], length: int) -> bool:
    """ "with 6 files in each one.", "for each one of them": "one" after "each" or "every" with no
    noun after it is a pronoun, not a count. So is "one" after "the" and an ordinal ("The
    second one held 9", "the last one"), whatever follows it, and "one" after "no" ("no one
    gets more": nobody)."""
    if length != 1 or pieces[i].text.lower() != "one" or not tokens:
        return False
    if tokens[-1].lower == "no":
        return True
    if len(tokens) > 1 and tokens[-2].lower == "the" and (
        tokens[-1].numeral is not None and tokens[-1].numeral.kind is NumeralKind.ORDINAL
        or tokens[-1].lower == "last"
    ):
        return True
    if tokens[-1].lower not in ("each", "every"):
        return False
    following = pieces[i + 1] if i + 1 < len(pieces) else None
    return following is None or not following.text[:1].isalpha() or following.text.lower() == "of" or (
        tokens[-1].lower == "each" and _verb_said(following.text.lower()))


# auxiliaries and modals a subject may stand before ("each one can carry …")
_AUXILIARIES = frozenset({"is", "was", "has", "had", "does", "did", "can", "could", "will", "would",
                          "must", "should", "may", "might"})


def _verb_said(word: str) -> bool:
    """ "each one eats", "each one has", "each one can": a verb in an inflected form (or an
    auxiliary) right after "each one", which is then its subject; a singular noun after "one"
    ("each one pound bag") is no inflected form."""
    if word in _AUXILIARIES:
        return True
    verbs = lemmas(word).get("VERB", ())
    return bool(verbs) and word not in verbs and word.endswith("s")


_OPENING_PREPOSITIONS = frozenset({"in", "on"})


def _one_day_opening(pieces: tuple[Piece, ...], i: int, tokens: list[Token], length: int) -> bool:
    """ "One day(,) she sold 5", "In one day they sold 39": at the start of a sentence (after "in"
    or "on" alone), "one" before "day", the clause going on after it, places the clause at some
    day, as "that day" does; it counts nothing. "One day has 24 hours", "one day of rain", "one
    day's pay" are counts, and stay."""
    if length != 1 or pieces[i].text.lower() != "one" or i + 2 >= len(pieces):
        return False
    opening = not tokens or tokens[-1].text in SENTENCE_END or (
        tokens[-1].lower in _OPENING_PREPOSITIONS and tokens[-1].sentence_initial)
    day, after = pieces[i + 1].text.lower(), pieces[i + 2].text.lower()
    if "ADJ" in lemmas(day) and i + 3 < len(pieces) and after == "day":
        # "One particular day, …", "One hot day he sold 9": a word describing the day
        day, after = after, pieces[i + 3].text.lower()
    return opening and day == "day" and (after == "," or after.isalpha() and after not in (
        "of", "has", "had", "have", "is", "was", "will", "would", "can", "could", "and", "or"))


def _second_per(pieces: tuple[Piece, ...], i: int, tokens: list[Token], length: int) -> bool:
    """ "5 megabytes per second", "10 feet/second" (the slash read as "per"): "second" after "per"
    is the unit of time, never the ordinal."""
    return length == 1 and pieces[i].text.lower() == "second" and bool(tokens) and (
        tokens[-1].lower == "per")


def _half_after_ordinal(pieces: tuple[Piece, ...], i: int, tokens: list[Token], length: int) -> bool:
    """ "In the first half she scored 4", "the second half of the game": "half" after "the" and
    an ordinal is a noun, the part of a whole so placed, as "the first round" is; it takes no
    share of anything."""
    return length == 1 and pieces[i].text.lower() == "half" and len(tokens) > 1 and (
        tokens[-2].lower == "the" and tokens[-1].numeral is not None
        and tokens[-1].numeral.kind is NumeralKind.ORDINAL) and (
        len(tokens) == 2 or tokens[-2].sentence_initial or tokens[-3].lower in _HALF_OF_TIME_AFTER)


# words before "the first half" that place a time in it ("in the second half"); after a verb
# it is a share of a thing ("read the first half": half of the book)
_HALF_OF_TIME_AFTER = frozenset({"in", "during", "at", "for", "over", "through", "throughout", "by",
                                 "before", "after", "until", "of", ","})


def _date_after_article(pieces: tuple[Piece, ...], i: int, numeral: Numeral) -> bool:
    """ "a 4th of July party", "a fourth of July sale": an article, an ordinal and "of" a month's
    name is a date told of what follows, never a part of so many."""
    after = i + numeral.length
    return numeral.kind is NumeralKind.FRACTION and pieces[i].text.lower() in ("a", "an") and (
        after + 1 < len(pieces) and pieces[after].text.lower() == "of"
        and pieces[after + 1].text[:1].isupper() and in_class(pieces[after + 1].text, "time_words"))


def _measure_after_article(pieces: tuple[Piece, ...], i: int, numeral: Numeral, tokens: list[Token]) -> bool:
    """ "a 420 page book", "a 12 inch ruler": an article, a number and a singular word before
    another word say the thing's measure, as "a 420-page book" does (never "an 8 year old", an
    age, nor "a 20 percent discount")."""
    after = i + numeral.length
    if not tokens or tokens[-1].lower not in ("a", "an") or numeral.kind is not NumeralKind.CARDINAL or (
        after + 1 >= len(pieces)
    ):
        return False
    unit, thing = pieces[after].text, pieces[after + 1].text
    function_words = ("aux_be", "aux_do", "aux_modal", "conjunctions", "prepositions", "determiners")
    return unit.isalpha() and unit.islower() and thing.isalpha() and thing.islower() and (
        not unit.endswith("s") and unit not in ("percent", "more", "less", "times", "fewer")
        and thing not in ("old", "more", "less", "times", "each", "apiece")
        and not any(in_class(w, name) for w in (unit, thing) for name in function_words))


def _letters_plural(base: str, following: Piece | None) -> bool:
    """ "packs of DVD's can …", "CD's and DVD's": letters (an acronym) with "'s" are their plural
    when no noun follows for them to own: the text ends, or punctuation or a function word comes."""
    if len(base) < 2 or not base.isalpha() or not base.isupper():
        return False
    if following is None or not following.text[:1].isalpha():
        return True
    lower = following.text.lower()
    function_words = ("aux_be", "aux_do", "aux_modal", "conjunctions", "prepositions", "determiners")
    return any(in_class(lower, name) for name in function_words) or lower in ("which", "who")


def _word_tokens(piece: Piece, sentence_initial: bool, following: Piece | None = None) -> list[Token]:
    text = piece.text
    if not text[0].isalpha():
        return [Token(text, piece.start, piece.end, TokenKind.PUNCT)]
    lower = text.lower().replace("’", "'")
    if lower in _CONTRACTIONS:
        # the words all cite the whole contraction: "didn't" is where "did" and "not" stand
        first, *rest = _CONTRACTIONS[lower]
        return [
            Token(first, piece.start, piece.end, TokenKind.WORD, sentence_initial=sentence_initial),
            *(Token(word, piece.start, piece.end, TokenKind.WORD) for word in rest),
        ]
    if lower in _VARIANTS:
        variant = _VARIANTS[lower]
        return [Token(variant.capitalize() if text[0].isupper() else variant, piece.start, piece.end,
                      TokenKind.WORD, sentence_initial=sentence_initial)]
    if lower.endswith("'s") and _letters_plural(text[:-2], following):
        return [Token(text[:-2] + "s", piece.start, piece.end, TokenKind.WORD,
                      sentence_initial=sentence_initial)]
    if lower.endswith("'s") or lower.endswith("s'"):
        base = text[:-2] if lower.endswith("'s") else text[:-1]
        return [Token(base, piece.start, piece.end, TokenKind.WORD, possessive=True,
                      sentence_initial=sentence_initial)]
    return [Token(text, piece.start, piece.end, TokenKind.WORD,
                  sentence_initial=sentence_initial)]
