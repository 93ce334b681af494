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

A doer may tell the operations as steps done in order, each on what the last one left:
"If you add 9 to a number, you get 30", "If I subtract 6 from the number and divide it by 13, I
get 2" after "I think of a number." (or "Ana has a number in mind."); a later step names what it
works on only as "it" or "the result" (the number named again refuses), and the one who gets
the result is the one who did the steps.

Every sentence before the question must be read so, and exactly one relation told; the
number is named once in it, and taken again only as "plus (twice) itself" right after it. Anything else
is not read here (``None``) and the general reader sees it. "The difference between X and N" is
not read: it may be X − N or N − X.
"""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, fraction_text
from wordproof.ledger.equations import (
    Apply,
    NumberEquation,
    NumberPair,
    NumberPuzzle,
    Operation,
    PairRelation,
    Tie,
)
from wordproof.lexicon.tables import (
    category_for_plural,
    coin_value,
    hypernym_table,
    hypernyms_of,
    is_given_name,
    measure_unit,
    name_gender,
    parts_of,
)
from wordproof.lexicon.words import in_class, inflections, noun_lemma, role_gender
from wordproof.reader.ratios import cut_whole, ratio_terms
from wordproof.reader.sequences import sentences_of, told_and_asked
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_UNKNOWN_FIRST = (("a", "number"), ("a", "certain", "number"), ("some", "number"),
                  ("a", "mystery", "number"), ("a", "secret", "number"))
_UNKNOWN_AGAIN = (("the", "number"), ("the", "same", "number"), ("the", "certain", "number"),
                  ("the", "mystery", "number"), ("the", "secret", "number"))
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
          ("what", "was", "the", "number"), ("what", "is", "that", "number"),
          ("what", "is", "the", "mystery", "number"), ("what", "is", "the", "secret", "number"),
          ("find", "the", "mystery", "number"), ("find", "the", "secret", "number"),
          *(("what", "number", *asked) for asked in (
              ("am", "i", "thinking", "of"), ("is", "he", "thinking", "of"),
              ("is", "she", "thinking", "of"), ("did", "i", "think", "of"),
              ("did", "he", "think", "of"), ("did", "she", "think", "of"))))

# a question asking the number may go on to say whose it is: "… in my mind", "… I thought of"
_ASKED_TAILS = frozenset({
    *((("in", owner, "mind")) for owner in ("my", "his", "her", "your", "their", "our")),
    *((subject, *verb, "of") for subject, verbs in (
        ("i", (("am", "thinking"), ("thought",), ("think",))),
        ("he", (("is", "thinking"), ("thought",), ("thinks",))),
        ("she", (("is", "thinking"), ("thought",), ("thinks",))),
        ("you", (("are", "thinking"), ("thought",), ("think",))),
        ("we", (("are", "thinking"), ("thought",), ("think",)))) for verb in verbs),
})
# the doers of steps on a number, and the subjects that may open with a number held in mind
_DOERS = frozenset({"i", "you", "we", "he", "she", "they"})
# "… thinks of a number", "… has a number in mind": the words between the doer and the number
_THOUGHT_OF = (("think", "of"), ("thinks", "of"), ("thought", "of"), ("am", "thinking", "of"),
               ("is", "thinking", "of"), ("are", "thinking", "of"))
_IN_MIND = (("have",), ("has",), ("had",))
# a step done to the number, by the verb's forms; each step's words are read in ``_step``
_STEP_VERBS = {
    **dict.fromkeys(("add", "adds", "added"), "add"),
    **dict.fromkeys(("subtract", "subtracts", "subtracted"), "subtract"),
    **dict.fromkeys(("multiply", "multiplies", "multiplied"), "multiply"),
    **dict.fromkeys(("divide", "divides", "divided"), "divide"),
    **dict.fromkeys(("double", "doubles", "doubled"), "double"),
    **dict.fromkeys(("triple", "triples", "tripled"), "triple"),
    **dict.fromkeys(("halve", "halves", "halved"), "halve"),
}
_STEP_FACTOR = {"double": Fraction(2), "triple": Fraction(3), "halve": Fraction(1, 2)}
# what a later step works on: what the steps before it left
_SO_FAR = (("it",), ("the", "result"), ("that",), ("the", "answer"))
# the verbs telling what the steps came to: "you get 30", "I will get the result as 2"
_GOT = (("get",), ("gets",), ("got",), ("will", "get"), ("would", "get"), ("obtain",),
        ("obtains",), ("will", "obtain"), ("end", "up", "with"), ("ends", "up", "with"),
        ("will", "end", "up", "with"))
_GOT_AS = (("the", "result", "as"), ("the", "answer", "as"), ("the", "result"), ("the", "answer"))

_Chain = tuple[Operation, ...]
# the words that end "the number of …": the relation goes on, or the clause is told
_COUNTED_ENDS = frozenset({"is", "equals", "gives", "makes", "will", ",", "plus", "minus", "increased",
                           "decreased", "multiplied", "divided", "times", "doubled", "tripled",
                           "halved", "and", "itself"})
_COUNT_ASKED_VERBS = (("are", "there"), ("are",), ("is", "there"), ("is",), ("will", "you", "find"),
                      ("can", "you", "find"))


class _NotRead(Exception):
    """The words are not a relation of one number read here."""


def read_number_puzzle(text: str, tokens: tuple[Token, ...] | list[Token]) -> NumberPuzzle | None:
    """The puzzle the text tells and asks, or None when it is not one read here."""
    sentences = sentences_of(list(tokens))
    if len(sentences) not in (2, 3) or sentences[-1][-1].text not in ("?", "."):
        return None
    question = [t.lower for t in sentences[-1][:-1]]
    statement = sentences[-2]
    if statement[-1].text != ".":
        return None
    holder = _number_in_mind(sentences[0][:-1]) if len(sentences) == 3 else None
    if len(sentences) == 3 and (holder is None or sentences[0][-1].text != "."):
        return None
    try:
        reader = _Reader(statement[:-1], text, holder)
        equation = reader.equation()
    except _NotRead:
        return None
    if reader.unknown is None:
        return None
    asked = text[sentences[-1][0].start:sentences[-1][-1].end]
    if reader.aged is not None:
        if question != ["how", "old", "is", reader.aged] or "will" in _lowered(statement):
            return None  # asked of another, or the age told at another time
        return NumberPuzzle(equation, reader.unknown, asked, whole="age", unit="years")
    if reader.counted is None:
        return NumberPuzzle(equation, reader.unknown, asked) if _number_asked(question) else None
    unit = _counted_asked(question, reader.counted)
    if unit is None:
        return None
    return NumberPuzzle(equation, reader.unknown, asked, whole="count", unit=unit)


def _number_asked(question: list[str]) -> bool:
    """ "What is the number?", maybe saying whose: "Find the number in my mind"."""
    return any(tuple(question[:len(asked)]) == asked
               and (len(question) == len(asked) or tuple(question[len(asked):]) in _ASKED_TAILS)
               for asked in _ASKED)


def _number_in_mind(words: list[Token]) -> Token | None:
    """The one who opens "I think of a number", "Ana has a number in mind" (``None`` for any
    other sentence)."""
    if not words or not _doer(words[0]):
        return None
    lowered = tuple(t.lower for t in words[1:])
    for verbs, mind in ((_THOUGHT_OF, ()), (_IN_MIND, ("in", "mind"))):
        for verb in verbs:
            for number in _UNKNOWN_FIRST:
                told = (*verb, *number)
                if lowered[:len(told)] != told:
                    continue
                rest = lowered[len(told):]
                if rest == mind or (mind and len(rest) == 3 and rest[0] == "in" and rest[2] == "mind"
                                    and _owns(words[0], rest[1])):
                    return words[0]
    return None


_OWN = {"i": "my", "you": "your", "we": "our", "he": "his", "she": "her", "they": "their"}


def _owns(holder: Token, owner: str) -> bool:
    """ "my" of "I", "her" of "she" or of a woman's name: the word saying whose mind."""
    if holder.lower in _OWN:
        return _OWN[holder.lower] == owner
    return owner in ("his", "her") and name_gender(holder.text) == (
        "male" if owner == "his" else "female")


def _doer(token: Token) -> bool:
    """A pronoun or a given name that may do steps on a number."""
    return token.lower in _DOERS or (token.text[:1].isupper() and is_given_name(token.text))


def _same_doer(first: Token, later: Token) -> bool:
    """``later`` names the one ``first`` named: the same pronoun or name, or "he" / "she" for a
    name of that gender."""
    if later.lower == first.lower:
        return True
    if first.lower in _DOERS or later.lower not in ("he", "she"):
        return False
    return name_gender(first.text) == ("male" if later.lower == "he" else "female")


def _counted_asked(question: list[str], counted: tuple[str, ...]) -> str | None:
    """The noun asked when the question asks the number counted and nothing else: "the number
    of birds on the fence" asked "How many birds are (there) on the fence?", the same words
    round the verb; the unit is the words before it ("birds")."""
    if question[:2] != ["how", "many"]:
        return None
    rest = question[2:]
    for at in range(1, len(rest)):
        for verb in _COUNT_ASKED_VERBS:
            if tuple(rest[at:at + len(verb)]) == verb and (*rest[:at], *rest[at + len(verb):]) == counted:
                return " ".join(rest[:at])
    return None


class _Reader:
    """A reading of one statement's tokens, left to right."""

    def __init__(self, tokens: list[Token], text: str, holder: Token | None = None) -> None:
        self.tokens = tokens
        self.text = text
        self.holder = holder  # who opened "I think of a number": "it" may then name the number
        self.at = 0
        self.unknown: str | None = None  # the words that first named the number
        self.counted: tuple[str, ...] | None = None  # "the number of birds on the fence": the words counted
        self.aged: str | None = None  # "Ann's age": whose age the number is

    def equation(self) -> NumberEquation:
        start = self.tokens[0].start if self.tokens else 0
        done = self._done() if self.words("if") or self.words("when") else None
        added = self._added_to_or_taken_from() if done is None else None
        if done is not None:
            chain = done
        elif added is not None:
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

    def _done(self) -> _Chain | None:
        """ "you add 9 to a number, you get", "I subtract 6 from the number and divide it by 13,
        I will get the result as": a doer's steps, each on what the last left, up to what they
        come to; ``None`` (nothing consumed) for any other words."""
        saved, unknown = self.at, self.unknown
        doer = self._peek()
        if doer is None or not _doer(doer) or (self.holder is not None
                                               and not _same_doer(self.holder, doer)):
            return None
        self.at += 1
        try:
            chain = self._step(first=True)
            while not self._got(doer):
                comma = self.words(",")
                joined = self.words("and") or comma
                if not (self.words("then") or joined):
                    raise _NotRead
                chain = (*chain, *self._step(first=False))
        except _NotRead:
            self.at, self.unknown = saved, unknown
            return None
        return chain

    def _got(self, doer: Token) -> bool:
        """ "(,) (then) you get (the result as)": what the steps came to, got by their doer."""
        saved = self.at
        self.words(",")
        self.words("then")
        subject = self._peek()
        if subject is not None and _same_doer(doer, subject):
            self.at += 1
            if any(self.words(*got) for got in _GOT):
                any(self.words(*words) for words in _GOT_AS)
                return True
        self.at = saved
        return False

    def _step(self, *, first: bool) -> _Chain:
        """One step: "add 9 to a number", "subtract 6 (from it)", "multiply it by 4", "divide by
        2", "double it"; the first names the number, a later one what was left (or nothing)."""
        verb = self._peek()
        if verb is None or verb.lower not in _STEP_VERBS:
            raise _NotRead
        self.at += 1
        step = _STEP_VERBS[verb.lower]
        if step in _STEP_FACTOR:
            self._worked_on(first, needed=True)
            return (Operation(Apply.TIMES, Quoted(_STEP_FACTOR[step], verb.text, verb.span)),)
        if step in ("multiply", "divide"):
            self._worked_on(first, needed=first)
            if not self.words("by"):
                raise _NotRead
            by = self._number(NumeralKind.CARDINAL)
            return (Operation(Apply.TIMES if step == "multiply" else Apply.DIVIDED, by),)
        token = self._peek()
        if step == "subtract" and token is not None and not _cardinal(token):
            self._worked_on(first, needed=True)  # "subtract the number from 20"
            if not self.words("from"):
                raise _NotRead
            return (Operation(Apply.TAKEN_FROM, self._number(NumeralKind.CARDINAL)),)
        by = self._number(NumeralKind.CARDINAL)
        if self.words("to" if step == "add" else "from"):
            self._worked_on(first, needed=True)
        elif first:
            raise _NotRead  # "add 9" with nothing named to add it to
        return (Operation(Apply.PLUS if step == "add" else Apply.MINUS, by),)

    def _worked_on(self, first: bool, *, needed: bool) -> None:
        """What a step works on: the number for the first ("a number", or "it" after "I think of
        a number"), what was left for a later one ("it", "the result"), maybe unsaid there."""
        start = self.at
        if first:
            if self.holder is not None and self.words("it"):
                self.unknown = self.text[self.tokens[start].start:self.tokens[start].end]
                return
            for words in _UNKNOWN_FIRST + _UNKNOWN_AGAIN:
                if self.words(*words):
                    self.unknown = self.text[self.tokens[start].start:self.tokens[self.at - 1].end]
                    return
            raise _NotRead
        if not any(self.words(*words) for words in _SO_FAR) and needed:
            raise _NotRead

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
            if numeral.kind is NumeralKind.FRACTION and (
                    self._ahead(1), self._ahead(2), self._ahead(3)) == ("the", "number", "of"):
                # "half the number of pens", as "half of"
                factor = self._number(NumeralKind.FRACTION)
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
        start = self.at
        if self.words("the", "number", "of"):
            self._counted(start)
            return ()
        if self._age_of_a_name():
            return ()
        for words in _UNKNOWN_FIRST + _UNKNOWN_AGAIN:
            start = self.at
            if self.words(*words):
                if self.unknown is not None or self._ahead(0) == "of":
                    raise _NotRead  # the number twice, or "a number of …"
                self.unknown = self.text[self.tokens[start].start:self.tokens[self.at - 1].end]
                return ()
        raise _NotRead

    def _counted(self, start: int) -> None:
        """ "the number of birds on the fence": plain words up to the relation's next word."""
        if self.unknown is not None:
            raise _NotRead
        first = self.at
        while (token := self._peek()) is not None and token.lower not in _COUNTED_ENDS:
            if token.kind is not TokenKind.WORD or not token.text.isalpha():
                raise _NotRead  # a number, a possessive or a mark inside: not a plain count
            self.at += 1
        if self.at == first:
            raise _NotRead
        self.counted = tuple(t.lower for t in self.tokens[first:self.at])
        self.unknown = self.text[self.tokens[start].start:self.tokens[self.at - 1].end]

    def _age_of_a_name(self) -> bool:
        """ "Ann's age" (or "Louis' age"): the number is one named person's age."""
        name, age = self._peek(), self._ahead(1)
        if name is None or age != "age" or not name.text[:1].isupper() or not is_given_name(name.text):
            return False
        if self.text[name.start:name.end][len(name.text):] not in ("'s", "’s", "'", "’"):
            return False
        if self.unknown is not None:
            raise _NotRead
        self.at += 2
        self.aged = name.lower
        self.unknown = self.text[name.start:self.tokens[self.at - 1].end]
        return True

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
            return Operation(Apply.TIMES, Quoted(_POSTFIX_FACTOR[token.lower], token.text, token.span))
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
            return Operation(Apply.ITSELF, Quoted(Fraction(1), token.text, token.span))
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

    def _number(self, kind: NumeralKind) -> Quoted:
        token = self._peek()
        if token is None or token.kind is not TokenKind.NUMBER or token.numeral is None or (
                token.numeral.kind is not kind or token.numeral.currency is not None):
            raise _NotRead
        self.at += 1
        return Quoted(token.numeral.value, token.text, token.span)

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


_CONSECUTIVE_KINDS = {"odd": ("odd", 2), "even": ("even", 2), "whole": ("whole", 1)}
_CONSECUTIVE_NOUNS = frozenset({"numbers", "integers"})
_SUMMED_TO = (("is",), ("equals",), ("is", "equal", "to"), ("was",))
_ADDED_UP = (("add", "up", "to"), ("have", "a", "sum", "of"), ("sum", "to"))
_ENDS = {"smallest": 0, "least": 0, "lowest": 0, "largest": -1, "greatest": -1, "biggest": -1,
         "highest": -1, "middle": 1}


def read_consecutive(text: str, tokens: tuple[Token, ...] | list[Token]) -> NumberPuzzle | None:
    """ "The sum of three consecutive odd numbers is 123. What is the smallest of the three
    numbers?": the asked one of K consecutive (odd, even) whole numbers whose sum is told, as
    one number and its relation: K times it, plus (or less) what the others add beyond it."""
    sentences = sentences_of(list(tokens))
    if len(sentences) != 2 or sentences[0][-1].text != "." or sentences[1][-1].text not in ("?", "."):
        return None
    statement, question = sentences[0][:-1], sentences[1][:-1]
    words = _lowered(statement)
    at = 0
    summed = words[:3] == ["the", "sum", "of"]
    if summed:
        at = 4 if words[3:4] == ["the"] else 3
    told = _consecutive_at(statement, at)
    if told is None:
        return None
    count, kind, step, at = told
    openings = _SUMMED_TO if summed else _ADDED_UP
    opening = next((o for o in openings if tuple(words[at:at + len(o)]) == o), None)
    if opening is None or at + len(opening) != len(statement) - 1:
        return None
    total = statement[-1]
    if not _cardinal(total) or total.numeral is None:
        return None
    k = int(count.value)
    if "whole" in words and total.numeral.value < k * (k - 1) // 2:
        return None  # whole numbers start at 0: no K of them add up to less than 0 + 1 + … + (K − 1)
    asked = _consecutive_asked(question, count)
    if asked is None:
        return None
    position, asked_words = asked
    # the others add, beyond the asked one, step × (0 + 1 + … + (K − 1) − K × position)
    beyond = step * (k * (k - 1) // 2 - k * position)
    start, end = statement[0].start, statement[-1].end
    told_words = text[count.span[0]:statement[at - 1].end]
    operations = [Operation(Apply.TIMES, count)]
    if beyond:
        operations.append(Operation(Apply.PLUS if beyond > 0 else Apply.MINUS,
                                    Quoted(Fraction(abs(beyond)), told_words,
                                           (count.span[0], statement[at - 1].end))))
    equation = NumberEquation("e1", operations, Quoted(total.numeral.value, total.text, total.span),
                              text[start:end], (start, end))
    return NumberPuzzle(equation, asked_words, text[sentences[1][0].start:sentences[1][-1].end],
                        whole=kind)


def _consecutive_at(tokens: list[Token], at: int) -> tuple[Quoted, str, int, int] | None:
    """ "three consecutive (odd | even | whole) numbers / integers" at ``at``: the count, the
    kind, the step from one to the next, and where the words end."""
    token = tokens[at] if at < len(tokens) else None
    if token is None or not _cardinal(token) or token.numeral is None or at + 2 >= len(tokens):
        return None
    value = token.numeral.value
    if value.denominator != 1 or value < 2 or tokens[at + 1].lower != "consecutive":
        return None
    kind, step = _CONSECUTIVE_KINDS.get(tokens[at + 2].lower, ("", 0))
    noun = at + 3 if kind else at + 2
    if not kind:
        kind, step = _CONSECUTIVE_KINDS["whole"]
    if noun >= len(tokens) or tokens[noun].lower not in _CONSECUTIVE_NOUNS:
        return None
    return Quoted(value, token.text, token.span), kind, step, noun + 1


def _consecutive_asked(question: list[Token], count: Quoted) -> tuple[int, str] | None:
    """ "What is the smallest (number | of the three numbers)?", "Find the largest number.":
    the place asked (0 the smallest, K − 1 the largest, the middle of an odd count) and its words."""
    words = _lowered(question)
    opening = next((o for o in (("what", "is", "the"), ("find", "the")) if tuple(words[:len(o)]) == o),
                   None)
    if opening is None or len(words) <= len(opening) or words[len(opening)] not in _ENDS:
        return None
    at = len(opening)
    end = words[at]
    k = int(count.value)
    if end == "middle" and k % 2 == 0:
        return None  # an even count has no middle number
    position = {0: 0, -1: k - 1, 1: (k - 1) // 2}[_ENDS[end]]
    rest = question[at + 1:]
    rest_words = words[at + 1:]
    if rest_words in ([], ["number"], ["integer"], ["one"], ["of", "them"]) or (
            rest_words[:2] == ["of", "the"] and rest_words[-1:] and rest_words[-1] in _CONSECUTIVE_NOUNS
            and len(rest_words) in (3, 4)):
        if len(rest) == 4:
            told = rest[2]
            if not _cardinal(told) or told.numeral is None or told.numeral.value != count.value:
                return None  # "the smallest of the four numbers" after three
        return position, " ".join(t.text for t in question[len(opening) - 1:])
    return None


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
_PAIR_ADDED = tuple((*whole, *verb) for whole in (("two", "numbers"), ("the", "two", "numbers"))
                    for verb in (("add", "up", "to"), ("have", "a", "sum", "of"), ("sum", "to")))
_MORE = {("more", "than"): Tie.MORE, ("greater", "than"): Tie.MORE, ("less", "than"): Tie.LESS}
# "Two numbers are in the ratio 5:7", "The ratio of the two numbers is 5 to 7", "their ratio is"
_PAIR_IN_RATIO = (*((*whole, "are", "in", "the", "ratio") for whole in (
    ("two", "numbers"), ("the", "two", "numbers"))),
    *(("the", "ratio", "of", *whole, "is") for whole in (
        ("two", "numbers"), ("the", "two", "numbers"), ("the", "numbers"))),
    ("their", "ratio", "is"))


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
        if any(self.words(*words) for words in _PAIR_IN_RATIO):
            return self._pair_ratio(id_, start)
        added = any(self.words(*words) for words in _PAIR_ADDED)  # "Two numbers add up to 40"
        both = Tie.SUM if added else next((tie for words, tie in sorted(
            _BOTH.items(), key=lambda i: -len(i[0])) if self.words(*words)), None)
        subject = None if both is not None else self.named()
        if both is None and subject is None:
            raise _NotRead
        if not added and not (self.words("is", "equal", "to") or self.words("is")
                              or self.words("equals")):
            raise _NotRead

        def made(tie: Tie, by: Quoted, other: str = "") -> PairRelation:
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




    def _pair_ratio(self, id_: str, start: int) -> PairRelation:
        """After "Two numbers are in the ratio (of)": "5:7" or "5 to 7", the larger number
        the one with the larger term; equal terms name no larger one."""
        self.words("of")
        token = self._peek()
        if token is None or token.kind is not TokenKind.NUMBER or token.numeral is None:
            raise _NotRead
        one_token = token.numeral.kind in (NumeralKind.RATIO, NumeralKind.CLOCK_OR_RATIO)
        tail = self.tokens[self.at:self.at + (1 if one_token else 3)]
        terms = ratio_terms(tail, self.text)
        if terms is None or terms[0].value == terms[1].value:
            raise _NotRead
        self.at += len(tail)
        larger, smaller = sorted(terms, key=lambda q: q.value, reverse=True)
        end = self.tokens[self.at - 1].end
        return PairRelation(id_, Tie.RATIO, larger, self.text[self.tokens[start].start:end],
                            (self.tokens[start].start, end), "larger", "smaller",
                            (larger.operand(), smaller.operand()))


# ---------------------------------------------------------------- two pieces of one thing

_PIECES_HELD = (("has", "two", "pieces", "of"), ("had", "two", "pieces", "of"),
                ("there", "are", "two", "pieces"), ("there", "were", "two", "pieces"))
_LONGER = {"longer": Tie.MORE, "shorter": Tie.LESS}
_PIECE_NAMES = {"longer": "larger", "shorter": "smaller"}
_PIECES_TOTAL = (("the", "total", "length", "of", "the", "two", "pieces", "is"),
                 ("the", "two", "pieces", "are"), ("together", "the", "two", "pieces", "are"),
                 ("together", "the", "pieces", "are"))


def read_pieces_pair(text: str, tokens: tuple[Token, ...] | list[Token]) -> NumberPair | None:
    """Two pieces of one thing told by their total length and how much longer one is than the
    other, the longer or the shorter asked: "Ivo has two pieces of wire. One piece is 4 feet
    longer than the other. The total length of the two pieces is 20 feet. How long is the
    shorter piece?" (8 feet). The opening tells who has two pieces of what (no number but
    "two"); "One piece is N <unit> longer (shorter) than the other"; the total "The total length
    of the two pieces is T <unit>" (or "(Together) the (two) pieces are T <unit> long"); the
    question "How long is the longer (shorter) piece?" or "What is the length of …?". Both
    lengths in one unit of length; any other text is ``None``."""
    split = told_and_asked(tokens, (3, 4), lambda last: last[0].lower == "find")
    if split is None:
        return None
    told_clauses, question = split
    if len(told_clauses) == 2:  # "Ivo cut a wire 20 feet long into two pieces.": the total told so
        cut, compared = told_clauses
        into = next((at for at in range(len(cut)) if _lowered(cut[at:]) in (
            ["into", "two", "pieces"], ["into", "2", "pieces"])), None)
        whole = cut_whole(cut[:into]) if into else None
        relation = _pieces_compared(compared, _lowered(compared), text)
        asked = _piece_asked(_lowered(question))
        if whole is None or whole[1] is None or relation is None or asked is None:
            return None
        unit = measure_unit(whole[1].unit)
        if unit is None or relation[1] not in (unit.plural, ""):
            return None
        span = (cut[0].start, cut[-1].end)
        total_cut = PairRelation("e1", Tie.SUM, whole[1].value, text[span[0]:span[1]], span)
        return NumberPair(("larger", "smaller"), True, (total_cut, relation[0]), asked,
                          text[question[0].start:question[-1].end], unit=unit.plural)
    if len(told_clauses) != 3:
        return None
    held, compared, total = told_clauses
    words = [_lowered(clause) for clause in (held, compared, total, question)]
    opening = next((at for at in range(len(held)) if tuple(words[0][at:at + 4]) in _PIECES_HELD), None)
    if opening is None or any(t.kind is TokenKind.NUMBER for t in held if t.lower != "two") or (
            opening + 4 >= len(held)) or (opening == 0) != (words[0][0] == "there"):
        return None  # "Ivo has …", "There are two pieces of wire"
    relation = _pieces_compared(compared, words[1], text)
    told = _pieces_total(total, words[2], text)
    if relation is None and told is None:  # the total told first
        relation, told = _pieces_compared(total, words[2], text), _pieces_total(compared, words[1], text)
    asked = _piece_asked(words[3])
    if relation is None or told is None or asked is None or relation[1] not in (told[1], ""):
        return None
    return NumberPair(("larger", "smaller"), True, (told[0], relation[0]), asked,
                      text[question[0].start:question[-1].end], unit=told[1])


def _length_told(tokens: list[Token], at: int) -> tuple[Quoted, str] | None:
    """A cardinal at ``at`` and the unit of length after it: (the length, the unit's plural)."""
    if at + 1 >= len(tokens) or not _cardinal(tokens[at]):
        return None
    unit = measure_unit(tokens[at + 1].lower)
    numeral = tokens[at].numeral
    if unit is None or unit.ambiguous or unit.dimension != "length" or numeral is None or (
            numeral.value <= 0):
        return None
    return Quoted(numeral.value, tokens[at].text, tokens[at].span), unit.plural


def _pieces_compared(tokens: list[Token], words: list[str], text: str
                     ) -> tuple[PairRelation, str] | None:
    """ "One piece is 4 feet longer than the other": the longer less the shorter; "One piece is
    twice (3 times) as long as the other": the longer a multiple of the shorter (the unit then
    "", any unit's)."""
    if words[:3] == ["one", "piece", "is"] and words[-5:] == ["as", "long", "as", "the", "other"]:
        factor = tokens[3].numeral if len(words) in (9, 10) else None
        times = len(words) == 10 and words[4] == "times" and _cardinal(tokens[3])
        if factor is None or not (times or len(words) == 9 and factor.kind is NumeralKind.MULTIPLIER):
            return None
        by = Quoted(factor.value, tokens[3].text, tokens[3].span)
        if by.value <= 1:
            return None  # "as long as the other", "half as long": which is the longer?
        span = (tokens[0].start, tokens[-1].end)
        return PairRelation("e2", Tie.MULTIPLE, by, text[span[0]:span[1]], span, "larger",
                            "smaller"), ""
    if words[:3] != ["one", "piece", "is"] or words[5:] not in (
            [comparative, "than", "the", "other"] for comparative in _LONGER):
        return None
    length = _length_told(tokens, 3)
    if length is None:
        return None
    subject = _PIECE_NAMES[words[5]]
    other = "smaller" if subject == "larger" else "larger"
    span = (tokens[0].start, tokens[-1].end)
    return PairRelation("e2", _LONGER[words[5]], length[0], text[span[0]:span[1]], span, subject,
                        other), length[1]


def _pieces_total(tokens: list[Token], words: list[str], text: str) -> tuple[PairRelation, str] | None:
    """ "The total length of the two pieces is 20 feet", "The two pieces are 20 feet long"."""
    opening = next((o for o in _PIECES_TOTAL if tuple(words[:len(o)]) == o), None)
    if opening is None:
        return None
    length = _length_told(tokens, len(opening))
    closing = words[len(opening) + 2:]
    if length is None or closing != (["long"] if opening[-1] == "are" else []):
        return None
    span = (tokens[0].start, tokens[-1].end)
    return PairRelation("e1", Tie.SUM, length[0], text[span[0]:span[1]], span), length[1]


def _piece_asked(words: list[str]) -> str | None:
    """ "How long is the shorter piece", "What is the length of the longer piece": which one."""
    for opening in (["how", "long", "is", "the"], ["what", "is", "the", "length", "of", "the"],
                    ["find", "the", "length", "of", "the"]):
        if words[:len(opening)] == opening and words[len(opening) + 1:] == ["piece"]:
            return _PIECE_NAMES.get(words[len(opening)])
    return None


# ---------------------------------------------------------------- counts of two kinds

_BE = frozenset({"is", "are", "was", "were"})
_HAVE = frozenset({"has", "have", "had"})
_DO = frozenset({"does", "do", "did"})
_PRONOUNS = frozenset({"he", "she", "they", "it", "we", "i", "you"})
_DETERMINERS = frozenset({"a", "an", "the"})
_TENSE = {"is": "present", "are": "present", "has": "present", "does": "present",
          "do": "present", "was": "past", "were": "past", "had": "past", "did": "past"}
_PLACE_WORDS = frozenset({"in", "at", "on", "inside", "around", "near"})
_MORE_TOLD = frozenset({"and", "or", "but", "plus", "with", "besides", "except", "including",
                        "also", "too", "as", "than", "more", "other", "others", "while"})
_TOTAL_WORDS = (("in", "all"), ("in", "total"), ("altogether",), ("total",), ("together",))
# words that are never a kind's noun or its modifier
_NOT_KIND = frozenset({
    "the", "a", "an", "and", "or", "of", "in", "at", "on", "to", "for", "from", "with", "by",
    "than", "as", "more", "fewer", "less", "many", "much", "there", "is", "are", "was", "were",
    "has", "have", "had", "does", "do", "did", "how", "what", "number", "total", "all",
    "each", "every", "some", "other", "both", "them", "their", "his", "her", "its", "times",
    "together", "altogether", "if", "then",
})


@attrs.frozen
class _Frame:
    """What a sentence counts in: "there are … (in a school)", "Anna has …", "… were sold";
    ``trailer`` is the words after the counted things, determiners made alike."""

    shape: str  # "there" | "has" | "passive"
    head: tuple[str, ...]  # the holder's words ("has"), the participle ("passive"), else ()
    trailer: tuple[str, ...]


@attrs.frozen
class _Whole:
    count: Quoted
    noun: str  # the whole's plural ("students"), "" when only the kinds are named
    listed: tuple[str, ...]  # the kinds the whole is told to be made of, else ()
    frame: _Frame
    clause: tuple[int, int]


def read_kinds_pair(text: str, tokens: tuple[Token, ...] | list[Token]) -> NumberPair | None:
    """Counts of two kinds that make up a told whole, tied by a told relation, one of them
    asked: "There are 30 pupils in a class. There are twice as many girls as boys. How many
    boys are there?", "A farmer has 40 animals, chickens and cows. He has 3 times as many
    chickens as cows. How many cows does he have?". None when the text is not one read here;
    the kinds are the whole only when the whole lists them, or when the lexicon knows them as
    the two sexes of the people the whole counts ("girls" and "boys" of "students")."""
    sentences = sentences_of(list(tokens))
    if not sentences or sentences[-1][-1].text != "?":
        return None
    *statements, question = sentences
    if any(s[-1].text != "." for s in statements):
        return None
    statements = [s[:-1] for s in statements]
    if len(statements) == 1 and question[0].lower == "if":
        comma = next((i for i, t in enumerate(question) if t.text == ","), None)
        if comma is None:
            return None
        statements = [*statements, question[1:comma]]
        question = question[comma + 1:]
    if len(statements) == 1:
        # "There are 30 pupils in a class, and there are twice as many girls as boys."
        joined = statements[0]
        splits = [[joined[:i - 1] if joined[i - 1].text == "," else joined[:i], joined[i + 1:]]
                  for i, token in enumerate(joined) if token.lower == "and" and i > 0]
        read = [pair for pair in (_pair_of(split, question, text) for split in splits) if pair]
        return read[0] if len(read) == 1 else None
    return _pair_of(statements, question, text) if len(statements) == 2 else None


def _pair_of(statements: list[list[Token]], question: list[Token], text: str) -> NumberPair | None:
    """The pair two statements (a whole and a relation, in either order) and the question tell."""
    for whole_at in (0, 1):
        told = statements[whole_at]
        worth = _worth_told(told)
        whole = _whole_told(told if worth is None else told[:worth[1]], text)
        if whole is not None:
            break
    else:
        return None
    other = statements[1 - whole_at]
    if worth is not None:
        relation = _priced(other, text, worth[0], whole)
    else:
        relation = (_kind_relation(other, text, whole.frame, told_first=whole_at == 1)
                    or _parts_counted(other, text, whole) or _coins_worth(other, text, whole))
    asked = _asked_kind(question[:-1], whole.frame, whole.noun)
    if relation is None or asked is None:
        return None
    counted_in = [*statements[whole_at], *question] if worth is not None else [
        *statements[0], *statements[1], *question]
    tenses = {_TENSE[t.lower] for t in counted_in if t.lower in _TENSE}
    if len(tenses) > 1:
        return None  # "There were 30 pupils. There are 4 more girls than boys": another time
    kinds = (relation.subject, relation.other)
    if asked[0] not in kinds or not (relation.tie is Tie.WORTH or _kinds_make_whole(whole, kinds)):
        return None  # (the readers of what the kinds are worth saw them make the whole)
    total = PairRelation("e1", Tie.SUM, whole.count, text[whole.clause[0]:whole.clause[1]],
                         whole.clause)
    return NumberPair(kinds, False, (total, relation), asked[0],
                      text[question[0].start:question[-1].end], counted=True)


def _money(token: Token | None) -> tuple[Quoted, str] | None:
    """An amount of money told ("$5"), and its currency."""
    if token is None or token.kind is not TokenKind.NUMBER or token.numeral is None or (
            token.numeral.kind is not NumeralKind.CARDINAL or token.numeral.currency is None):
        return None
    return Quoted(token.numeral.value, token.text, token.span), token.numeral.currency


def _worth_told(tokens: list[Token]) -> tuple[tuple[Quoted, str], int] | None:
    """ "… for (a total of) $380" ending a sentence: the money, and where "for" stands."""
    words = _lowered(tokens)
    for opening in (("for",), ("for", "a", "total", "of")):
        at = len(tokens) - 1 - len(opening)
        money = _money(tokens[-1]) if tokens else None
        if at > 0 and money is not None and tuple(words[at:-1]) == opening:
            return money, at
    return None


def _priced(tokens: list[Token], text: str, worth: tuple[Quoted, str], whole: _Whole
            ) -> PairRelation | None:
    """ "Adult tickets cost $5 (each) and child tickets (cost) $3 (each)": what one of each
    kind is worth, the whole worth ``worth`` all told; both in the whole's money."""
    if not tokens:
        return None
    span = (tokens[0].start, tokens[-1].end)
    prices: list[tuple[str, tuple[Quoted, str]]] = []
    at = 0
    while at < len(tokens) and len(prices) < 2:
        if prices:
            if tokens[at].text == ",":
                at += 1
            if at >= len(tokens) or tokens[at].lower != "and":
                return None
            at += 1
        one_of = at < len(tokens) and tokens[at].lower in ("each", "a", "an", "one")
        kind = _one_kind_at(tokens, at + 1) if one_of else _kind_at(tokens, at)
        if kind is None:
            return None
        at = kind[1]
        if at < len(tokens) and tokens[at].lower in (("costs", "is") if one_of else ("cost", "are")):
            at += 1
        elif not prices:
            return None
        price = _money(tokens[at] if at < len(tokens) else None)
        if price is None:
            return None
        at += 1
        if at < len(tokens) and tokens[at].lower in ("each", "apiece"):
            at += 1
        prices.append((kind[0], price))
    if at != len(tokens) or len(prices) != 2 or prices[0][0] == prices[1][0] or (
            {price[1] for _, price in prices} != {worth[1]}):
        return None
    (first, (one, _)), (second, (two, _)) = prices
    if not whole.listed and not all(kind.split()[-1] == whole.noun and " " in kind
                                    for kind in (first, second)):
        return None  # the priced kinds are of the whole's noun: "adult tickets" of "tickets"
    return PairRelation("e2", Tie.WORTH, worth[0], text[span[0]:span[1]], span, first, second,
                        (one.operand(), two.operand()))


def _parts_counted(tokens: list[Token], text: str, whole: _Whole) -> PairRelation | None:
    """ "They have 140 legs (in all)": the parts of the whole's two listed kinds, each kind's
    number of the part known to the lexicon's parts table ("a chicken: 2 legs")."""
    words = _lowered(tokens)
    if words[:1] == ["together"]:
        tokens, words = tokens[1:], words[1:]
    if words[:2] not in (["they", "have"], ["they", "had"]) or len(tokens) < 4:
        return None
    count = tokens[2]
    part = noun_lemma(tokens[3].lower)
    if not _cardinal(count) or part is None or not _plural_noun(tokens[3]) or not whole.listed:
        return None
    trailer = _trailer(tokens[4:])
    if trailer is None or (trailer and trailer != whole.frame.trailer):
        return None
    weights: list[Operand] = []
    for kind in whole.listed:
        lemma = noun_lemma(kind)
        each = parts_of(part, lemma) if lemma is not None and " " not in kind else None
        if each is None:
            return None
        weights.append(Operand(each, "", Citation("lexicon", f"{tokens[3].lower} of a {lemma}: {each}")))
    assert count.numeral is not None
    span = (tokens[0].start, tokens[-1].end)
    return PairRelation("e2", Tie.WORTH, Quoted(count.numeral.value, count.text, count.span),
                        text[span[0]:span[1]], span, whole.listed[0], whole.listed[1], tuple(weights))


_COINS_WORTH = (("they", "are", "worth"), ("they", "were", "worth"), ("their", "value", "is"),
                ("their", "total", "value", "is"), ("their", "value", "was"),
                ("their", "total", "value", "was"))


def _coins_worth(tokens: list[Token], text: str, whole: _Whole) -> PairRelation | None:
    """ "They are worth (a total of) $2.35 / 235 cents": the whole's two listed coins, each
    worth what the lexicon's coin table says ("a dime: $1/10")."""
    words = _lowered(tokens)
    if words[:1] == ["together"]:
        tokens, words = tokens[1:], words[1:]
    opening = next((o for o in _COINS_WORTH if tuple(words[:len(o)]) == o), None)
    if opening is None or not whole.listed:
        return None
    at = len(opening) + (3 if words[len(opening):len(opening) + 3] == ["a", "total", "of"] else 0)
    money = _money(tokens[at] if at < len(tokens) else None)
    if money is not None and money[1] == "dollar":
        worth, per_dollar, end = money[0], Fraction(1), at + 1
    elif at + 1 < len(tokens) and _cardinal(tokens[at]) and words[at + 1] in ("cents", "dollars"):
        count = tokens[at]
        assert count.numeral is not None
        worth = Quoted(count.numeral.value, count.text, count.span)
        per_dollar, end = (Fraction(100) if words[at + 1] == "cents" else Fraction(1)), at + 2
    else:
        return None
    trailer = _trailer(tokens[end:])
    if trailer is None or (trailer and trailer != whole.frame.trailer):
        return None
    weights: list[Operand] = []
    for kind in whole.listed:
        value = coin_value(kind) if " " not in kind else None
        if value is None:
            return None
        weights.append(Operand(value * per_dollar, "", Citation(
            "lexicon", f"one of {kind}: {fraction_text(value)} dollar")))
    span = (tokens[0].start, tokens[-1].end)
    return PairRelation("e2", Tie.WORTH, worth, text[span[0]:span[1]], span, whole.listed[0],
                        whole.listed[1], tuple(weights))


def _lowered(tokens: list[Token]) -> list[str]:
    return [t.lower for t in tokens]


def _is_kind_word(token: Token) -> bool:
    return (token.kind is TokenKind.WORD and token.text.isalpha() and token.lower not in _NOT_KIND
            and not token.possessive)


def _plural_noun(token: Token) -> bool:
    lemma = noun_lemma(token.lower)
    return _is_kind_word(token) and lemma is not None and lemma != token.lower


def _kind_at(tokens: list[Token], at: int) -> tuple[str, int] | None:
    """A kind named at ``at``: a plural noun, or one word before it ("adult tickets"); the
    words and where they end. The longest reading is taken: the caller checks what follows."""
    if at < len(tokens) and _plural_noun(tokens[at]):
        return tokens[at].lower, at + 1
    if at + 1 < len(tokens) and _is_kind_word(tokens[at]) and _plural_noun(tokens[at + 1]):
        return f"{tokens[at].lower} {tokens[at + 1].lower}", at + 2
    return None


def _one_kind_at(tokens: list[Token], at: int) -> tuple[str, int] | None:
    """A kind named by its singular at ``at`` before "costs" / "is" ("adult ticket", "goose"):
    its plural, as ``_kind_at`` gives it, and where it ends."""
    for length in (1, 2):
        end = at + length
        if end > len(tokens) or not all(_is_kind_word(t) for t in tokens[at:end]):
            continue
        noun = tokens[end - 1].lower
        plurals = inflections(noun, "NNS") if noun_lemma(noun) == noun else ()
        if plurals and plurals[0] != noun and _lowered(tokens[end:end + 1]) in (["costs"], ["is"]):
            return " ".join((*_lowered(tokens[at:end - 1]), plurals[0])), end
    return None


def _trailer(tokens: list[Token]) -> tuple[str, ...] | None:
    """The place after the counted things ("in a school"), determiners made alike and words of
    totalling dropped; None when it is no place, or more is told in it (a number, a comma, a
    joining word)."""
    words = _lowered(tokens)
    for total in _TOTAL_WORDS:
        if tuple(words[-len(total):]) == total:
            words = words[:-len(total)]
            break
    if any(t.kind is TokenKind.NUMBER or t.text in (",", ";", ":") or t.lower in _MORE_TOLD
           for t in tokens[:len(words)]):
        return None  # "… and pigs", "… with 3 teachers": more is told there
    if words and words[0] not in _PLACE_WORDS:
        return None
    return tuple("the" if w in _DETERMINERS else w for w in words)


def _later_trailer(tokens: list[Token]) -> tuple[str, ...] | None:
    """The place after a later sentence's counted things, which must be the whole's own: one
    brought in with "a" ("… more girls than boys in a school") may be another (None)."""
    if any(t.lower in ("a", "an") for t in tokens):
        return None
    return _trailer(tokens)


def _frame_and_rest(tokens: list[Token]) -> tuple[str, tuple[str, ...], list[Token]] | None:
    """ "there are …", "Anna has …", "A farmer has …": the frame's shape, its holder, and the
    words after its verb."""
    words = _lowered(tokens)
    if len(words) > 2 and words[0] == "there" and words[1] in _BE:
        return "there", (), tokens[2:]
    verb = next((i for i, w in enumerate(words) if w in _HAVE), None)
    if verb is None or verb == 0 or verb > 3 or any(not _is_kind_word(t) and t.lower not in (
            *_DETERMINERS, *_PRONOUNS) for t in tokens[:verb]):
        return None
    holder = tuple("the" if w in _DETERMINERS else w for w in words[:verb])
    return "has", holder, tokens[verb + 1:]


def _whole_told(tokens: list[Token], text: str) -> _Whole | None:
    """ "There are 650 students in a school", "Anna has a total of 28 nickels and dimes",
    "A farmer has 40 animals, chickens and cows", "200 tickets were sold, adult and child"."""
    if not tokens:
        return None
    span = (tokens[0].start, tokens[-1].end)
    comma = next((i for i, t in enumerate(tokens) if t.text == ","), None)
    if tokens[0].lower in _PLACE_WORDS and comma is not None:
        # "In a school, there are 650 students": the place told first
        place, after = _trailer(tokens[:comma]), _whole_told(tokens[comma + 1:], text)
        if place is None or after is None or after.frame.trailer or after.frame.shape != "there":
            return None
        return attrs.evolve(after, frame=attrs.evolve(after.frame, trailer=place), clause=span)
    if _cardinal(tokens[0]):
        # "200 tickets were sold (, adult and child)"
        if len(tokens) < 4 or not _plural_noun(tokens[1]) or tokens[2].lower not in _BE:
            return None
        participle = tokens[3]
        if not (_is_kind_word(participle) and participle.lower.endswith(("ed", "old", "ght", "en"))):
            return None
        listed = _listed(tokens[4:], tokens[1].lower)
        if listed is None:
            return None
        kinds, end = listed
        trailer = _trailer(tokens[4 + end:])
        if trailer is None:
            return None
        count = tokens[0]
        assert count.numeral is not None
        return _Whole(Quoted(count.numeral.value, count.text, count.span), tokens[1].lower, kinds,
                      _Frame("passive", (participle.lower,), trailer), span)
    framed = _frame_and_rest(tokens)
    if framed is None:
        return None
    shape, holder, rest = framed
    words = _lowered(rest)
    if words[:3] == ["a", "total", "of"]:
        rest = rest[3:]
    if not rest or not _cardinal(rest[0]):
        return None
    count = rest[0]
    assert count.numeral is not None
    told = Quoted(count.numeral.value, count.text, count.span)
    first = _kind_at(rest, 1)
    if first is None:
        return None
    kind, at = first
    if at < len(rest) and rest[at].lower == "and":  # "28 nickels and dimes"
        second = _kind_at(rest, at + 1)
        if second is None:
            return None
        trailer = _trailer(rest[second[1]:])
        if trailer is None or second[0] == kind:
            return None
        return _Whole(told, "", (kind, second[0]), _Frame(shape, holder, trailer), span)
    if " " in kind:
        return None  # "40 farm animals": a kind of its own, not the whole read here
    listed = _listed(rest[at:], kind)
    if listed is None:
        return None
    kinds, end = listed
    trailer = _trailer(rest[at + end:])
    if trailer is None:
        return None
    return _Whole(told, kind, kinds, _Frame(shape, holder, trailer), span)


def _listed(tokens: list[Token], whole: str) -> tuple[tuple[str, ...], int] | None:
    """After the whole's noun: ", chickens and cows" (the kinds it is made of), ", adult and
    child" (the whole's noun so modified), or nothing listed; the kinds and where they end."""
    if not tokens or tokens[0].text not in (",", ":"):
        return (), 0
    first = _kind_at(tokens, 1)
    if first is not None and first[1] < len(tokens) and tokens[first[1]].lower == "and":
        second = _kind_at(tokens, first[1] + 1)
        if second is not None and second[0] != first[0]:
            return (first[0], second[0]), second[1]
    if (len(tokens) >= 4 and _is_kind_word(tokens[1]) and tokens[2].lower == "and"
            and _is_kind_word(tokens[3]) and tokens[1].lower != tokens[3].lower):
        return (f"{tokens[1].lower} {whole}", f"{tokens[3].lower} {whole}"), 4
    return None


_FEWER = frozenset({"fewer", "less"})


def _kind_relation(tokens: list[Token], text: str, frame: _Frame,
                   told_first: bool = False) -> PairRelation | None:
    """ "There are 106 more girls than boys", "He has 3 times as many chickens as cows",
    "The number of girls is 106 more than (the number of) the boys", "… is twice the number
    of boys"; the relation ties the first kind named to the second. Quoted after the whole, its
    place must be the whole's (``_later_trailer``); told first, the whole's "the box" is its own."""
    if not tokens:
        return None
    span = (tokens[0].start, tokens[-1].end)
    clause = text[span[0]:span[1]]
    words = _lowered(tokens)
    if words[:3] == ["the", "number", "of"]:
        first = _kind_at(tokens, 3)
        if first is None or first[1] >= len(tokens) or words[first[1]] not in _BE:
            return None
        compared = _comparison(tokens, first[1] + 1, with_kind=False)
        if compared is None:
            return None
        tie, by, at = compared
        for opening in (("the", "number", "of"), ("the",)):
            if tuple(words[at:at + len(opening)]) == opening:
                at += len(opening)
                break
        second = _kind_at(tokens, at)
        if second is None or second[1] != len(tokens) or second[0] == first[0]:
            return None
        return PairRelation("e2", tie, by, clause, span, first[0], second[0])
    if frame.shape == "passive":  # "50 more child tickets than adult tickets were sold"
        rest = tokens
    else:
        framed = _frame_and_rest(tokens)
        if framed is None or not _same_frame(framed[0], framed[1], frame):
            return None
        rest = framed[2]
    compared = _comparison(rest, 0, with_kind=True)
    if compared is None:
        return None
    tie, by, at = compared
    first = _kind_at(rest, at)
    if first is None:
        return None
    joining = ("than",) if tie in (Tie.MORE, Tie.LESS) else ("as",)
    if tuple(_lowered(rest[first[1]:first[1] + 1])) != joining:
        return None
    second = _kind_at(rest, first[1] + 1)
    if second is None or second[0] == first[0]:
        return None
    end = second[1]
    if frame.shape == "passive":
        if _lowered(rest[end:end + 2]) not in ([be, *frame.head] for be in ("are", "were")):
            return None
        end += 2
    trailer = (_trailer if told_first else _later_trailer)(rest[end:])
    if trailer is None or (trailer and trailer != frame.trailer):
        return None
    return PairRelation("e2", tie, by, clause, span, first[0], second[0])


def _comparison(tokens: list[Token], at: int, *, with_kind: bool) -> tuple[Tie, Quoted, int] | None:
    """At ``at``: "106 more (… than)", "twice (as many … as)", "3 times (as many … as)",
    "half (the number of)"; the tie, its number, and where the kind or the other side starts."""
    if at >= len(tokens) or tokens[at].kind is not TokenKind.NUMBER:
        return None
    token = tokens[at]
    numeral = token.numeral
    if numeral is None or numeral.currency is not None or token.attributive:
        return None
    after = _lowered(tokens[at + 1:at + 4])
    by = Quoted(numeral.value, token.text, token.span)
    if numeral.kind is NumeralKind.CARDINAL and after[:1] in (["more"], ["fewer"], ["less"]):
        tie = Tie.LESS if after[0] in _FEWER else Tie.MORE
        if with_kind:
            return tie, by, at + 2
        return (tie, by, at + 3) if after[1:2] == ["than"] else None
    if numeral.kind is NumeralKind.CARDINAL and after[:1] == ["times"]:
        at += 1
    elif numeral.kind not in (NumeralKind.MULTIPLIER, NumeralKind.FRACTION):
        return None
    after = _lowered(tokens[at + 1:at + 3])
    if with_kind:
        return (Tie.MULTIPLE, by, at + 3) if after == ["as", "many"] else None
    if after[:1] == ["as"]:
        return None  # "is twice as many as …": read only as "twice the number of …"
    if numeral.kind is NumeralKind.FRACTION and after[:1] == ["of"]:
        return Tie.MULTIPLE, by, at + 2
    return Tie.MULTIPLE, by, at + 1


def _same_frame(shape: str, head: tuple[str, ...], frame: _Frame) -> bool:
    """A later sentence counts in the whole's frame: the same holder (or a pronoun for it),
    "there are" after a holder's whole, the place of a "there are" whole as the holder."""
    if shape == "there":
        return frame.shape in ("there", "has")
    if shape == "has" and frame.shape == "there":  # "… in a school. The school has …"
        return bool(head) and frame.trailer[:1] in (("in",), ("at",)) and frame.trailer[1:] == head
    if shape != frame.shape:
        return False
    return head == frame.head or (
        len(head) == 1 and head[0] in _PRONOUNS and _may_stand_for(head[0], frame.head))


def _may_stand_for(pronoun: str, holder: tuple[str, ...]) -> bool:
    """Whether the pronoun may name the whole's holder: "A class has 30 students. It has …", "A
    teacher has 30 students. She has …", never "A class has 30 students. She has …" or "Ivo has
    … She has …" (she is someone not told)."""
    if not holder:
        return False
    last = holder[-1]
    if len(holder) == 1 and last in _PRONOUNS:
        return pronoun == last
    person = is_given_name(last) or in_class(last, "person_nouns") or role_gender(last) is not None
    body = in_class(last, "collective_nouns")  # a class, a farm: "it" or "they", never "she"
    if pronoun in ("he", "she"):
        if not person:
            return not body  # "A zoo keeper …. She …": a noun the lexicon does not place
        told = name_gender(last) if is_given_name(last) else {"f": "female", "m": "male"}.get(
            role_gender(last) or "")
        return told is None or told == ("female" if pronoun == "she" else "male")
    if pronoun == "it":
        return not person
    return pronoun == "they" and body


def _asked_kind(tokens: list[Token], frame: _Frame, whole_noun: str) -> tuple[str] | None:
    """ "How many boys are there (in the school)", "How many cows does he have", "How many
    adult tickets were sold": the kind asked, when the question counts in the whole's frame."""
    words = _lowered(tokens)
    if words[:2] != ["how", "many"]:
        return None
    of_whole = 0  # the words naming the whole after "how many"
    if words[2:4] == ["of", "them"]:
        of_whole = 2
    elif whole_noun and words[2:5] == ["of", "the", whole_noun]:
        of_whole = 3
    if of_whole:
        # "How many of the students are boys?", "How many of them were girls?"
        kind = _kind_at(tokens, 3 + of_whole)
        if words[2 + of_whole:3 + of_whole] not in (["are"], ["were"]) or kind is None:
            return None
        trailer = _later_trailer(tokens[kind[1]:])
        return (kind[0],) if trailer is not None and trailer in ((), frame.trailer) else None
    kind = _kind_at(tokens, 2)
    if kind is None:
        return None
    rest = words[kind[1]:]
    head: tuple[str, ...] = ()
    if rest[:1] and rest[0] in _BE and rest[1:2] == ["there"]:
        shape, trailer_at = "there", kind[1] + 2
    elif rest[:1] and rest[0] in _DO and "have" in rest:
        verb = rest.index("have")
        shape, head = "has", tuple("the" if w in _DETERMINERS else w for w in rest[1:verb])
        trailer_at = kind[1] + verb + 1
        if not head:
            return None
    elif rest[:1] and rest[0] in _BE and frame.shape == "passive" and rest[1:2] == list(frame.head):
        shape, head, trailer_at = "passive", frame.head, kind[1] + 2
    elif rest[:1] and rest[0] in _BE and rest[1:2] and rest[1] in ("in", "at", "on"):
        shape, trailer_at = "there", kind[1] + 1
    else:
        return None
    trailer = _later_trailer(tokens[trailer_at:])
    if trailer is None or (trailer and trailer != frame.trailer and not (
            frame.shape == "has" and trailer[1:] == frame.head and trailer[0] in ("in", "at", "on"))):
        return None  # "A class has 30 pupils. How many girls are in the class?": the holder
    if shape == "passive":
        return (kind[0],)
    return (kind[0],) if _same_frame(shape, head, frame) else None


def _kinds_make_whole(whole: _Whole, kinds: tuple[str, str]) -> bool:
    """The two kinds are all the whole counts: the whole lists just them, or they are the two
    sexes of one category of people (boys and girls, men and women) and the whole counts that
    category ("children", "adults") or a role the lexicon says may be one of it (a disputed kind
    of the category: "students", "pupils" of children). Any other role ("teachers", "players",
    "people") may count others than the two kinds told, or not them at all."""
    if whole.listed:
        return set(whole.listed) == set(kinds)
    lemmas = [noun_lemma(kind) for kind in kinds]
    if any(lemma is None or " " in kind for lemma, kind in zip(lemmas, kinds, strict=True)):
        return False
    one, other = (lemma or "" for lemma in lemmas)
    genders = {role_gender(one), role_gender(other)}
    if genders != {"m", "f"}:
        return False
    shared = (set(hypernyms_of(one)) & set(hypernyms_of(other))) - {"person"}
    category = category_for_plural(whole.noun)
    if category is not None:
        return category in shared
    whole_lemma = noun_lemma(whole.noun) or ""
    return any(found is not None and whole_lemma in found.disputed
               for found in map(hypernym_table().category, shared))


__all__ = ["read_consecutive", "read_kinds_pair", "read_number_pair", "read_number_puzzle"]
