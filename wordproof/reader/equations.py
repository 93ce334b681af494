"""Reading a number puzzle: one unknown number, one relation told of it, a question asking it.

"Twice a number plus 5 is 21. What is the number?", "12 less than twice a number is 20",
"The sum of a number and 15 is 96", "One-third of a number minus seven gives eight",
"A number doubled, then increased by 3, is 17", "If 4 is subtracted from three times a number,
the result is 11". The number is "a (certain) number" or, once told, "the (same) number";
the words around it are operations applied in English order:

- before it, a factor: "twice", "three times", "one-third of", "half of";
- after it: "plus / minus / increased by / decreased by N", "doubled", "tripled",
  "halved", "multiplied by / divided by / times N";
- around it: "N more / less than X", "the sum of X and N", "the product of X and N",
  "N is added to / subtracted from X, the result is", "X is subtracted from N, …".

Every sentence before the question must be read so, and exactly one relation told; the
number is named once in it, and taken again only as "plus (twice) itself" right after it. Anything else
is not read here (``None``) and the general reader sees it. "The difference between X and N" is
not read: it may be X − N or N − X.
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.equations import (
    Apply,
    NumberEquation,
    NumberPair,
    NumberPuzzle,
    Operation,
    PairRelation,
    Tie,
    Told,
)
from wordproof.reader.sequences import sentences_of
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_UNKNOWN_FIRST = (("a", "number"), ("a", "certain", "number"), ("some", "number"))
_UNKNOWN_AGAIN = (("the", "number"), ("the", "same", "number"), ("the", "certain", "number"))
_IS = (("is", "equal", "to"), ("is",), ("equals",), ("gives",), ("makes",), ("will", "be"))
_POSTFIX_BY: dict[tuple[str, ...], Apply] = {
    ("plus",): Apply.PLUS, ("minus",): Apply.MINUS,
    ("increased", "by"): Apply.PLUS, ("decreased", "by"): Apply.MINUS,
    ("multiplied", "by"): Apply.TIMES, ("divided", "by"): Apply.DIVIDED,
    ("times",): Apply.TIMES,
}
_POSTFIX_FACTOR = {"doubled": Fraction(2), "tripled": Fraction(3), "halved": Fraction(1, 2)}
_AROUND = {("more", "than"): Apply.PLUS, ("less", "than"): Apply.MINUS}
_ASKED = (("what", "is", "the", "number"), ("find", "the", "number"),
          ("what", "is", "the", "original", "number"), ("what", "number", "is", "it"),
          ("what", "was", "the", "number"), ("what", "is", "that", "number"))

_Chain = tuple[Operation, ...]


class _NotRead(Exception):
    """The words are not a relation of one number read here."""


def read_number_puzzle(text: str, tokens: tuple[Token, ...] | list[Token]) -> NumberPuzzle | None:
    """The puzzle the text tells and asks, or None when it is not one read here."""
    sentences = sentences_of(list(tokens))
    if len(sentences) != 2 or sentences[-1][-1].text not in ("?", "."):
        return None
    question = [t.lower for t in sentences[-1][:-1]]
    if tuple(question) not in _ASKED:
        return None
    statement = sentences[0]
    if statement[-1].text != ".":
        return None
    try:
        reader = _Reader(statement[:-1], text)
        equation = reader.equation()
    except _NotRead:
        return None
    if reader.unknown is None:
        return None
    return NumberPuzzle(equation, reader.unknown, text[sentences[-1][0].start:sentences[-1][-1].end])


class _Reader:
    """A reading of one statement's tokens, left to right."""

    def __init__(self, tokens: list[Token], text: str) -> None:
        self.tokens = tokens
        self.text = text
        self.at = 0
        self.unknown: str | None = None  # the words that first named the number

    def equation(self) -> NumberEquation:
        start = self.tokens[0].start if self.tokens else 0
        if self.words("if") or self.words("when"):
            pass
        added = self._added_to_or_taken_from()
        if added is not None:
            chain = added
            if not (self.words(",", "the", "result", "is") or self.words(",", "the", "answer", "is")):
                raise _NotRead
        else:
            chain = self._expression()
            self.words(",")  # "A number divided by 4, increased by 3, equals 8"
            if not any(self.words(*is_words) for is_words in _IS):
                raise _NotRead
        result = self._number(NumeralKind.CARDINAL)
        if self.at != len(self.tokens) or self.unknown is None or not chain:
            raise _NotRead  # "A number is 20" tells no operation to undo
        clause = self.text[start:self.tokens[-1].end]
        return NumberEquation("e1", chain, result, clause, (start, self.tokens[-1].end))

    def _added_to_or_taken_from(self) -> _Chain | None:
        """ "N is added to X", "N is subtracted from X", "X is subtracted from N"."""
        saved, unknown = self.at, self.unknown
        token = self._peek()
        if token is not None and _cardinal(token):
            by = self._number(NumeralKind.CARDINAL)
            if self.words("is", "added", "to"):
                return (*self._expression(), Operation(Apply.PLUS, by))
            if self.words("is", "subtracted", "from"):
                return (*self._expression(), Operation(Apply.MINUS, by))
            self.at = saved
            return None
        try:
            chain = self._expression()
        except _NotRead:
            self.at, self.unknown = saved, unknown
            return None
        if self.words("is", "subtracted", "from"):
            return (*chain, Operation(Apply.TAKEN_FROM, self._number(NumeralKind.CARDINAL)))
        self.at, self.unknown = saved, unknown
        return None

    def _expression(self) -> _Chain:
        token = self._peek()
        if token is not None and _cardinal(token) and self._ahead(1) in _AROUND_FIRST:
            by = self._number(NumeralKind.CARDINAL)
            around = next((a for words, a in _AROUND.items() if self.words(*words)), None)
            if around is None:
                raise _NotRead  # "7 less a number": no "than"
            start = self.at
            inner = self._expression()
            commas = [t.start for t in self.tokens[start:self.at] if t.text == ","]
            if commas and any(o.apply in (Apply.TIMES, Apply.DIVIDED) and o.by.span[0] > commas[0]
                              for o in inner):
                raise _NotRead  # "3 more than a number, doubled": of the number, or of the sum?
            return (*inner, Operation(around, by))
        chain = self._scaled()
        numbered = False  # the last operation after the number took a number of its own
        while True:
            saved = self.at
            comma = self.words(",")
            if comma:
                self.words("then")  # "doubled, then increased by 3": in the order told
            postfix = self._postfix()
            if postfix is None:
                self.at = saved
                return chain
            if numbered and not comma:
                raise _NotRead  # "a number plus 5 times 3": (x + 5) × 3 or x + 15?
            numbered = (self.tokens[self.at - 1].kind is TokenKind.NUMBER
                        or postfix.apply is Apply.ITSELF)
            if postfix.apply is Apply.ITSELF and not all(
                    o.apply is Apply.ITSELF or (index == 0 and o.apply is Apply.TIMES)
                    for index, o in enumerate(chain)):
                raise _NotRead  # "a number plus 3 plus itself": gathered only before the rest
            chain = (*chain, postfix)

    def _scaled(self) -> _Chain:
        token = self._peek()
        if token is None:
            raise _NotRead
        numeral = token.numeral
        if token.kind is TokenKind.NUMBER and numeral is not None and numeral.currency is None:
            if numeral.kind is NumeralKind.MULTIPLIER:
                factor = self._number(NumeralKind.MULTIPLIER)
                return (*self._atom(), Operation(Apply.TIMES, factor))
            if numeral.kind is NumeralKind.CARDINAL and self._ahead(1) == "times":
                factor = self._number(NumeralKind.CARDINAL)
                self.at += 1
                return (*self._atom(), Operation(Apply.TIMES, factor))
            if numeral.kind is NumeralKind.FRACTION and self._ahead(1) == "of":
                factor = self._number(NumeralKind.FRACTION)
                self.at += 1
                return (*self._atom(), Operation(Apply.TIMES, factor))
        return self._atom()

    def _atom(self) -> _Chain:
        for openings, apply in (((("the", "sum", "of"), ("sum", "of")), Apply.PLUS),
                                ((("the", "product", "of"), ("product", "of")), Apply.TIMES)):
            if any(self.words(*w) for w in openings):
                first = self._peek()
                if first is not None and _cardinal(first) and self._ahead(1) == "and":
                    by = self._number(NumeralKind.CARDINAL)  # "the sum of 15 and a number"
                    self.at += 1
                    chain = (*self._scaled(), Operation(apply, by))
                else:
                    chain = self._expression()
                    if not self.words("and"):
                        raise _NotRead
                    chain = (*chain, Operation(apply, self._number(NumeralKind.CARDINAL)))
                if self._postfix_follows():
                    raise _NotRead  # "the sum of a number and 15 doubled": of the sum, or of 15?
                return chain
        for words in _UNKNOWN_FIRST + _UNKNOWN_AGAIN:
            start = self.at
            if self.words(*words):
                if self.unknown is not None or self._ahead(0) == "of":
                    raise _NotRead  # the number twice, or "a number of …"
                self.unknown = self.text[self.tokens[start].start:self.tokens[self.at - 1].end]
                return ()
        raise _NotRead

    def _postfix_follows(self) -> bool:
        saved = self.at
        self.words(",")
        follows = self._postfix() is not None
        self.at = saved
        return follows

    def _postfix(self) -> Operation | None:
        token = self._peek()
        if token is not None and token.lower in _POSTFIX_FACTOR:
            self.at += 1
            return Operation(Apply.TIMES, Told(_POSTFIX_FACTOR[token.lower], token.text, token.span))
        itself = self._itself()
        if itself is not None:
            return itself
        for words, apply in _POSTFIX_BY.items():
            saved = self.at
            if self.words(*words):
                following = self._peek()
                if following is not None and _cardinal(following):
                    return Operation(apply, self._number(NumeralKind.CARDINAL))
                self.at = saved
        return None

    def _itself(self) -> Operation | None:
        """ "plus itself", "plus twice itself", "plus 4 times itself": the number again."""
        saved = self.at
        if not self.words("plus"):
            return None
        token = self._peek()
        if token is not None and token.lower == "itself":
            self.at += 1
            return Operation(Apply.ITSELF, Told(Fraction(1), token.text, token.span))
        numeral = token.numeral if token is not None else None
        if numeral is not None and numeral.kind is NumeralKind.MULTIPLIER and self._ahead(1) == "itself":
            by = self._number(NumeralKind.MULTIPLIER)
            self.at += 1
            return Operation(Apply.ITSELF, by)
        if (token is not None and _cardinal(token) and self._ahead(1) == "times"
                and self._ahead(2) == "itself"):
            by = self._number(NumeralKind.CARDINAL)
            self.at += 2
            return Operation(Apply.ITSELF, by)
        self.at = saved
        return None

    def _number(self, kind: NumeralKind) -> Told:
        token = self._peek()
        if token is None or token.kind is not TokenKind.NUMBER or token.numeral is None or (
                token.numeral.kind is not kind or token.numeral.currency is not None):
            raise _NotRead
        self.at += 1
        return Told(token.numeral.value, token.text, token.span)

    def _peek(self) -> Token | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def _ahead(self, offset: int) -> str | None:
        index = self.at + offset
        return self.tokens[index].lower if index < len(self.tokens) else None

    def words(self, *words: str) -> bool:
        """Consume ``words`` when they come next."""
        end = self.at + len(words)
        if end <= len(self.tokens) and tuple(t.lower for t in self.tokens[self.at:end]) == words:
            self.at = end
            return True
        return False


_AROUND_FIRST = frozenset(words[0] for words in _AROUND)


def _cardinal(token: Token) -> bool:
    numeral = token.numeral
    return (token.kind is TokenKind.NUMBER and numeral is not None
            and numeral.kind is NumeralKind.CARDINAL and numeral.currency is None)


_VOCABULARIES = (("larger", "smaller"), ("first", "second"), ("one", "other"))
_NAMED: dict[tuple[str, ...], str] = {}
for _adjective, _name in (("larger", "larger"), ("greater", "larger"), ("bigger", "larger"),
                          ("smaller", "smaller"), ("lesser", "smaller"), ("first", "first"),
                          ("second", "second"), ("other", "other")):
    for _head in (("number",), ("one",), ("of", "the", "two", "numbers"), ("of", "the", "numbers")):
        _NAMED[("the", _adjective, *_head)] = _name
for _words in (("one", "of", "the", "numbers"), ("one", "of", "the", "two", "numbers"),
               ("one", "of", "them"), ("one", "number")):
    _NAMED[_words] = "one"
_NAMED[("the", "other")] = "other"
_BOTH: dict[tuple[str, ...], Tie] = {}
for _noun, _tie in (("sum", Tie.SUM), ("difference", Tie.DIFFERENCE)):
    _BOTH[("their", _noun)] = _tie
    for _of in ("of", "between"):
        for _whole in (("two", "numbers"), ("the", "two", "numbers"), ("the", "numbers"),
                       ("these", "numbers"), ("these", "two", "numbers")):
            _BOTH[("the", _noun, _of, *_whole)] = _tie
_MORE = {("more", "than"): Tie.MORE, ("greater", "than"): Tie.MORE, ("less", "than"): Tie.LESS}


def read_number_pair(text: str, tokens: tuple[Token, ...] | list[Token]) -> NumberPair | None:
    """Two numbers, two relations told of them, one asked: "The sum of two numbers is 40 and
    their difference is 6. What is the larger number?", "The sum of two numbers is 50. One of
    the numbers is 18. What is the other number?", "… the second number is 3 times the first".
    None when the text is not one read here."""
    reader = _PairReader(list(tokens), text)
    relations: list[PairRelation] = []
    asked: tuple[str, str] | None = None
    try:
        while reader.at < len(reader.tokens):
            reader.words("if")
            asked = reader.asked_of_pair()
            if asked is not None:
                break
            relations.append(reader.pair_relation(f"e{len(relations) + 1}"))
            if not (reader.words(",", "and") or reader.words(".") or reader.words(",")
                    or reader.words("and")):
                return None
    except _NotRead:
        return None
    if asked is None or reader.at != len(reader.tokens) or len(relations) != 2:
        return None
    return _named_pair(relations, asked)


def _named_pair(relations: list[PairRelation], asked: tuple[str, str]) -> NumberPair | None:
    """The pair in one vocabulary of names: "one is 6 more than the other" ties the larger
    to the smaller (which of them "one" is the relation says); any other mix of names refuses."""
    named: list[PairRelation] = []
    for relation in relations:
        if relation.subject == "one" and relation.other == "other":
            larger_first = (relation.tie is Tie.MORE or
                            (relation.tie is Tie.MULTIPLE and relation.by.value > 1))
            smaller_first = (relation.tie is Tie.LESS or
                             (relation.tie is Tie.MULTIPLE and 0 < relation.by.value < 1))
            if relation.by.value <= 0 or not (larger_first or smaller_first):
                return None
            subject, other = ("larger", "smaller") if larger_first else ("smaller", "larger")
            relation = PairRelation(relation.id, relation.tie, relation.by, relation.clause,
                                    relation.span, subject, other)
        named.append(relation)
    used = {asked[0]} | {n for r in named for n in (r.subject, r.other) if n}
    vocabulary = next((v for v in _VOCABULARIES if used <= set(v)), None)
    if vocabulary is None:
        return None
    ordered = vocabulary == _VOCABULARIES[0]
    if any(r.tie is Tie.DIFFERENCE for r in named) and not ordered:
        return None  # "one of them is 91 and their difference is 100": above it or below?
    return NumberPair(vocabulary, ordered, named, asked[0], asked[1])


class _PairReader(_Reader):
    """A reading of two numbers' relations and the question asking one of them."""

    def named(self) -> str | None:
        for words in sorted(_NAMED, key=len, reverse=True):
            if self.words(*words):
                return _NAMED[words]
        return None

    def asked_of_pair(self) -> tuple[str, str] | None:
        start = self.at
        if self.words("what", "is") or self.words("what", "was") or self.words("find"):
            name = self.named()
            if name is None or not (self.words("?") or self.words(".")):
                raise _NotRead
            if self.at != len(self.tokens):
                raise _NotRead
            return name, self.text[self.tokens[start].start:self.tokens[-1].end]
        return None

    def pair_relation(self, id_: str) -> PairRelation:
        start = self.at
        both = next((tie for words, tie in sorted(_BOTH.items(), key=lambda i: -len(i[0]))
                     if self.words(*words)), None)
        subject = None if both is not None else self.named()
        if both is None and subject is None:
            raise _NotRead
        if not (self.words("is", "equal", "to") or self.words("is") or self.words("equals")):
            raise _NotRead

        def made(tie: Tie, by: Told, other: str = "") -> PairRelation:
            clause = self.text[self.tokens[start].start:self.tokens[self.at - 1].end]
            return PairRelation(id_, tie, by, clause, (self.tokens[start].start,
                                                       self.tokens[self.at - 1].end),
                                subject or "", other)

        token = self._peek()
        if both is not None or (token is not None and _cardinal(token)
                                and self._ahead(1) in (None, ".", ",", "and", "?")):
            return made(both or Tie.VALUE, self._number(NumeralKind.CARDINAL))
        if token is None or token.kind is not TokenKind.NUMBER or token.numeral is None:
            raise _NotRead
        if _cardinal(token) and self._ahead(1) == "times":
            by = self._number(NumeralKind.CARDINAL)
            self.at += 1
            tie = Tie.MULTIPLE
        elif token.numeral.kind is NumeralKind.MULTIPLIER:
            by, tie = self._number(NumeralKind.MULTIPLIER), Tie.MULTIPLE
        elif token.numeral.kind is NumeralKind.FRACTION:
            by, tie = self._number(NumeralKind.FRACTION), Tie.MULTIPLE
            self.words("of")
        elif _cardinal(token):
            by = self._number(NumeralKind.CARDINAL)
            tie = next((t for words, t in _MORE.items() if self.words(*words)), Tie.VALUE)
            if tie is Tie.VALUE:
                raise _NotRead
        else:
            raise _NotRead
        other = self.named()
        if other is None or other == subject:
            raise _NotRead
        return made(tie, by, other)



__all__ = ["read_number_pair", "read_number_puzzle"]
