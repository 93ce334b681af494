"""Reading a sum split evenly among a counted group, asked whole: "Ana and her two sisters
divided the cab fare equally. If each of them paid $6, how much was the fare?".

The text is a group, a split and one share, and nothing else. The group is the subject of the
split: `<Name> and his/her friend` (two), `<Name> and his/her <N> friends` (one more than N; a
companion noun of COMPANIONS), a list of given names (`Ana, Ben and Cy`), `<N> friends/people`
or `a group of <N> friends/people`; or `They`, when one sentence before names the group and
what it got (`Ana and her friend found some money.`). The split is `split`, `divide` or
`share` (`decided/agreed to` before it allowed) of `the <money word>` (`the bill`, `the pizza
bill`, `the money`, SPLIT_THINGS), said `evenly` or `equally`. One share is told of every member
(`each getting $32.50` after a comma, or `Each person paid $8.` / `If each of them paid $8,`),
in dollars. The question asks the whole: `How much (money) did they <verb>?`, `How much was the
<thing>?` or `What was the total (<price word>) (of/for the …)?`, with no `each`, `left`,
`more`, number or name. Any other word, number, person or sentence leaves the text to the
general reader (``None``).
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.split_bill import SplitBillEntry
from wordproof.lexicon import words
from wordproof.lexicon.tables import is_given_name
from wordproof.lexicon.words import noun_form
from wordproof.reader.sequences import told_and_asked, whole_count
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_SPLITTING = frozenset({"split", "divide", "share"})
_EVEN = frozenset({"evenly", "equally"})
# the sum a group splits: a sum of money by its name
SPLIT_THINGS = frozenset({"money", "bill", "check", "cost", "fare", "tab", "rent"})
# who joins a named person in a group: "Ana and her two sisters"
COMPANIONS = frozenset({"friend", "sister", "brother", "cousin", "classmate", "roommate",
                        "coworker", "teammate"})
_GROUP_NOUNS = frozenset({"friend", "people", "person", "student", "kid", "child", "coworker", "classmate"})
_OWNERS = frozenset({"his", "her", "their"})
_RESOLVING = (("decided", "to"), ("agreed", "to"))
_SHARE_VERBS = frozenset({"pay", "get", "receive"})
_EACH = (("each",), ("each", "person"), ("each", "one"), ("each", "of", "them"))
_NAMED = "the thing named: "  # and its word: the question names what is asked ("the bill")
# how a group gets the sum it splits
_GETTING = frozenset({"find", "win", "earn", "get", "receive", "make", "collect", "raise", "inherit"})
_PAYING = frozenset({"pay", "spend"})
_TOTAL_WORDS = frozenset({"price", "cost", "amount", "bill", "sum"})


def read_split_bill(text: str, tokens: tuple[Token, ...] | list[Token]) -> SplitBillEntry | None:
    """The whole of a sum split evenly among a counted group, or None when the text is not
    such a problem."""
    told_asked = told_and_asked(tokens, (2, 3, 4))
    if told_asked is None:
        return None
    told, question = told_asked
    asked = _asks_whole(question)
    if asked is None:
        return None
    # "Ana and her friend found some money." and then "They split the money …"
    got = _got(told[0]) if len(told) > 1 else None
    group = None
    if got is not None:
        group, found = got
        told = told[1:]
    if asked and asked not in (_PAYING if got is None else {found}) and not asked.startswith(_NAMED):
        return None  # "Ana and Ben found some money. … How much did they spend?"
    if len(told) == 1:
        comma = next((i for i, t in enumerate(told[0]) if t.text == ","), None)
        if comma is None:
            return None
        split, share_words = told[0][:comma], told[0][comma + 1:]
        share = _share_told(share_words, participle=True)
    elif len(told) == 2:
        split, share_words = told
        share = _share_told(share_words, participle=False)
    else:
        return None
    read = _split(split, group is not None)
    if read is None or share is None or (share[1] == "pay") != (got is None):
        return None  # a bill's shares are paid, a find's are got
    even_by, subject_group, thing = read
    if asked.startswith(_NAMED) and (got is not None or asked.removeprefix(_NAMED) not in thing):
        return None  # "They split the pizza bill … What was the total price for the drinks?"
    members = group or subject_group
    if members is None:
        return None
    return SplitBillEntry("s1", share[0], members, even_by, text[question[0].start:question[-1].end])


def _group(tokens: list[Token]) -> Quoted | None:
    """ "Ana and her friend", "Ana and her 4 friends", "Ana, Ben and Cy", "4 friends", "a group
    of 4 friends": how many the group counts."""
    said = [t.lower for t in tokens]
    if said[:3] == ["a", "group", "of"]:
        tokens, said = tokens[3:], said[3:]
    if len(tokens) == 2 and noun_form(said[1]) in _GROUP_NOUNS and said[1] != noun_form(said[1]):
        return whole_count(tokens[0], 2)
    if not tokens or not _named(tokens[0]):
        return None
    span = (tokens[0].start, tokens[-1].end)
    words_said = " ".join(t.text for t in tokens)
    if said[1:2] == ["and"] and said[2:3] and said[2] in _OWNERS:
        rest = tokens[3:]
        if len(rest) == 1 and said[3] in COMPANIONS:
            return Quoted(Fraction(2), words_said, span)
        count = whole_count(rest[0], 1) if len(rest) == 2 else None
        if count is None or noun_form(said[4]) not in COMPANIONS or said[4] == noun_form(said[4]):
            return None
        return Quoted(count.value + 1, words_said, span)
    # a list of names: "Ana, Ben(,) and Cy"
    names = [t for t in tokens if t.text != "," and t.lower != "and"]
    if len(names) < 2 or not all(_named(t) for t in names) or said[-2] != "and" or said.count("and") != 1:
        return None
    if any(tokens[i].text not in (",", "and") for i in range(1, len(tokens), 2) if i < len(tokens) - 2):
        return None
    return Quoted(Fraction(len(names)), words_said, span)


def _named(token: Token) -> bool:
    return token.kind is TokenKind.WORD and token.capitalized and not token.possessive and (
        is_given_name(token.text))


def _got(sentence: list[Token]) -> tuple[Quoted, str] | None:
    """ "Ana and her friend found some money": the group, once it got a sum of money, and
    how it got it ("find")."""
    said = [t.lower for t in sentence]
    if len(said) < 4 or said[-2:] != ["some", "money"]:
        return None
    verb = sentence[-3]
    lemma = words.verb_lemma(verb.lower)
    if verb.kind is not TokenKind.WORD or lemma not in _GETTING or lemma == verb.lower:
        return None  # a getting told done: "found", "won"
    group = _group(sentence[:-3])
    return None if group is None else (group, lemma)


def _split(sentence: list[Token], told_before: bool) -> tuple[str, Quoted | None, list[str]] | None:
    """ "Bob and his 4 friends decided to divide the pizza bill evenly": the evenness words, the
    group (None when the subject is "They", a group told before) and the words of the thing
    split ("pizza", "bill")."""
    said = [t.lower for t in sentence]
    verbs = [i for i, t in enumerate(sentence) if t.kind is TokenKind.WORD and (
        words.verb_lemma(t.lower) in _SPLITTING or t.lower in _SPLITTING)]
    if len(verbs) != 1 or said[-1] not in _EVEN:
        return None
    verb = verbs[0]
    subject = sentence[:verb]
    if tuple(said[verb - 2:verb]) in _RESOLVING:
        subject = sentence[:verb - 2]
    thing = said[verb + 1:-1]
    if not 2 <= len(thing) <= 3 or thing[0] != "the" or thing[-1] not in SPLIT_THINGS or any(
        t.kind is not TokenKind.WORD for t in sentence[verb + 1:-1]
    ):
        return None
    if told_before:
        return (said[-1], None, thing[1:]) if [t.lower for t in subject] == ["they"] else None
    group = _group(subject)
    return None if group is None else (said[-1], group, thing[1:])


def _share_told(tokens: list[Token], participle: bool) -> tuple[Quoted, str] | None:
    """ "each getting $32.50" (after a comma) or "each person paid $8": the share of every
    member, and the verb that tells it ("get")."""
    said = [t.lower for t in tokens]
    if len(tokens) < 3:
        return None
    verb_at = len(tokens) - 2
    if said[-1:] == ["dollars"]:
        verb_at -= 1
    if tuple(said[:verb_at]) not in _EACH:
        return None
    verb = said[verb_at]
    lemma = words.verb_lemma(verb)
    money = _money(tokens[verb_at + 1:])
    if participle != verb.endswith("ing") or lemma not in _SHARE_VERBS or money is None:
        return None
    return money, lemma


def _money(tokens: list[Token]) -> Quoted | None:
    """ "$8", "$32.50", "33 dollars"."""
    numeral = tokens[0].numeral if tokens else None
    if numeral is None or tokens[0].kind is not TokenKind.NUMBER or numeral.kind is not NumeralKind.CARDINAL:
        return None
    if len(tokens) == 1 and numeral.currency == "dollar":
        return Quoted(numeral.value, tokens[0].text, tokens[0].span)
    if len(tokens) == 2 and numeral.currency is None and tokens[1].lower == "dollars":
        return Quoted(numeral.value, f"{tokens[0].text} dollars", (tokens[0].start, tokens[1].end))
    return None


def _asks_whole(question: list[Token]) -> str | None:
    """ "How much (money) did they find?", "How much was the bill?", "(then) what was the total
    (price) (of/for the pizza)?": the verb asked ("find"; _NAMED and its word when a thing is
    named, "" when neither is), or None."""
    said = [t.lower for t in question]
    if said[:1] == ["then"]:
        said = said[1:]
    if any(t.kind is not TokenKind.WORD or (t.capitalized and t.lower not in ("how", "what", "then"))
           for t in question):
        return None
    if said[:2] == ["how", "much"]:
        rest = said[3:] if said[2:3] == ["money"] else said[2:]
        if len(rest) == 3 and rest[:2] == ["did", "they"]:
            return rest[2] if words.verb_lemma(rest[2]) == rest[2] else None
        # "How much was the fare?": the sum split by its own name ("the cab" may cost more)
        said_sum = len(rest) == 3 and rest[:2] == ["was", "the"] and rest[2] in SPLIT_THINGS
        return _NAMED + rest[2] if said_sum else None
    if said[:4] != ["what", "was", "the", "total"]:
        return None
    rest = said[4:]
    if rest[:1] and rest[0] in _TOTAL_WORDS:
        rest = rest[1:]
    if not rest:
        return ""
    return _NAMED + rest[2] if len(rest) == 3 and rest[0] in ("of", "for") and rest[1] == "the" else None


__all__ = ["COMPANIONS", "SPLIT_THINGS", "read_split_bill"]
