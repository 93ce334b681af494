"""Reading the share left of a sum given to a counted row of receivers: "Ana donated $90 to
three shelters. She gave $20 to the first shelter and $45 to the second. How much did she give
to the third?".

The whole is one clause: a giver (a pronoun or a name), a verb of giving (`give`, `donate`,
`send`, `contribute`), one sum of money (`a total of $90`, `$90 in total`, `$90`) and `to` a
count of receivers (`to three shelters`, `to four different food banks`, a place phrase after
them allowed); or the receivers gone to and then the sum given (`went to three shelters and
donated a total of $90`). Then every receiver but one is told its share by the same giver
(`gave $20 to the first shelter and $45 to the second`, the verb said once), in a sentence of its
own or an `If` clause before the question, and the question asks `How much (money) did she
give to the third (shelter)?` of the one left (`the last` is the one the count ends on). The
sum given to the receivers is all they got of it, so the shares add up to it. Sentences before
the whole may set a scene only: no number, no word of giving, of sharing out or of a part
(`some`, `half`, `also`, `other`, `left`); anything else (a second giver, a share of someone
else, a share told twice, a sum in cents) leaves the text to the general reader (``None``).
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.listed import ListedKindsEntry
from wordproof.lexicon import words
from wordproof.lexicon.tables import is_given_name, name_gender
from wordproof.lexicon.words import noun_form
from wordproof.reader.listed import list_items
from wordproof.reader.sequences import CYCLES, sentences_of, whole_count
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_GIVING = frozenset({"give", "donate", "send", "contribute"})
_GIVERS = frozenset({"she", "he", "they", "i", "we"})
_ADVERBS = frozenset({"then", "first", "also", "later", "next", "finally", "lastly"})
# a scene sentence before the whole names no part, change or share of anything
_NOT_A_SCENE = frozenset({
    "some", "half", "more", "less", "fewer", "each", "every", "also", "again", "another", "other",
    "others", "twice", "double", "triple", "all", "total", "rest", "remaining", "left", "already",
    "back", "not", "n't", "no", "only", "per", "than", "times", "split", "divide", "divided",
})


def read_ordinal_shares(text: str, tokens: tuple[Token, ...] | list[Token]) -> ListedKindsEntry | None:
    """The share left of a sum given to a counted row of receivers, or None when the text is
    not such a problem."""
    sentences = sentences_of(list(tokens))
    if len(sentences) < 2 or [s[-1].text for s in sentences] != ["."] * (len(sentences) - 1) + ["?"]:
        return None
    at = next((i for i, s in enumerate(sentences) if any(t.kind is TokenKind.NUMBER and (
        t.numeral is None or t.numeral.kind is not NumeralKind.ORDINAL) for t in s)), None)
    if at is None or not all(_scene(s) for s in sentences[:at]):
        return None
    whole = _whole(sentences[at][:-1])
    if whole is None:
        return _goal_shares(text, sentences, at) or _period_shares(text, list(tokens), sentences, at)
    said_giver, total, count, receivers = whole
    giver = _giver_words(said_giver, tokens)
    if giver is None:
        return None
    told = [t for s in sentences[at + 1:-1] for t in s[:-1] + [_JOINT]]
    question = sentences[-1][:-1]
    if question and question[0].lower == "if":
        comma = next((i for i, t in enumerate(question) if t.text == ","), None)
        if comma is None:
            return None
        told, question = told + question[1:comma], question[comma + 1:]
    shares = _shares(told, giver, receivers, count)
    asked = _asked(question, giver, receivers, count)
    if shares is None or asked is None:
        return None
    places = {place for place, _ in shares}
    left = [place for place in range(1, count + 1) if place not in places]
    if len(shares) != count - 1 or len(places) != len(shares) or left != [asked]:
        return None
    kinds = tuple(_named(place) for place in range(1, count + 1))
    whole_sentence = sentences[at]
    return ListedKindsEntry("k1", total, text[whole_sentence[0].start:whole_sentence[-2].end], kinds,
                            tuple((_named(place), share) for place, share in shares), _named(asked),
                            text[question[0].start:sentences[-1][-1].end], unit="dollars")


# a sentence end read as a joint between shares told in two sentences
_JOINT = Token(",", 0, 0, TokenKind.PUNCT)


def _named(place: int) -> str:
    return f"receiver {place}"


def _giver_words(said: str, tokens: tuple[Token, ...] | list[Token]) -> frozenset[str] | None:
    """The words that name the giver: the one said, and for a name whose gender the names
    table knows, "she" or "he" too, when the text names no one else (a pronoun giver, when the
    text names at most one person)."""
    named = {t.lower for t in tokens if t.capitalized and is_given_name(t.text)}
    if said in _GIVERS:
        return frozenset({said}) if len(named) < 2 else None  # two named: which one is "she"?
    if named - {said}:
        return None  # another person named: whose is a later "she"?
    pronoun = {"female": "she", "male": "he", None: None}[name_gender(said)]
    return frozenset({said} if pronoun is None else {said, pronoun})


def _scene(sentence: list[Token]) -> bool:
    return not any(
        t.kind is TokenKind.NUMBER or t.lower in _NOT_A_SCENE or _giving(t) for t in sentence
    )


def _giving(token: Token) -> bool:
    return token.kind is TokenKind.WORD and words.verb_lemma(token.lower) in _GIVING


def _giver(token: Token) -> bool:
    return token.kind is TokenKind.WORD and not token.possessive and (
        token.lower in _GIVERS or (token.text[:1].isupper() and words.verb_lemma(token.lower) is None))


def _money(token: Token) -> Quoted | None:
    numeral = token.numeral
    if token.kind is not TokenKind.NUMBER or numeral is None or numeral.kind is not NumeralKind.CARDINAL or (
        numeral.currency != "dollar" or token.attributive
    ):
        return None
    return Quoted(numeral.value, token.text, token.span)


def _whole(sentence: list[Token]) -> tuple[str, Quoted, int, tuple[str, ...]] | None:
    """The giver, the sum, the count of receivers and their words, from "(…where) she donated
    $90 (in total) to three shelters (in town)" or "She went to three shelters and donated a
    total of $90"."""
    lowered = [t.lower for t in sentence]
    verbs = [i for i, t in enumerate(sentence) if _giving(t)]
    if len(verbs) != 1:
        return None
    verb = verbs[0]
    subject = verb - 1
    while subject > 0 and lowered[subject] in _ADVERBS:
        subject -= 1
    if lowered[verb - 1:verb] == ["and"] and "went" in lowered[:verb]:
        # "She went to three shelters and donated a total of $90"
        went = lowered.index("went")
        subject = went - 1
        while subject > 0 and lowered[subject] in _ADVERBS:
            subject -= 1
        if subject != 0 or lowered[went + 1:went + 2] != ["to"] or not _giver(sentence[0]):
            return None
        receivers = _receivers(sentence[went + 2:verb - 1])
        total = _sum(sentence[verb + 1:])
        lead: list[Token] = []
    else:
        if not _giver(sentence[subject]) or lowered[verb + 1:verb + 2] == ["to"]:
            return None
        lead = sentence[:subject]
        if lead and lead[-1].lower not in (",", "where"):
            return None
        to = next((i for i in range(verb + 1, len(sentence)) if lowered[i] == "to"), None)
        if to is None:
            return None
        total = _sum(sentence[verb + 1:to])
        receivers = _receivers(sentence[to + 1:])
    if total is None or receivers is None or not _scene([t for t in lead if t.lower not in _ADVERBS]):
        return None
    return lowered[subject], total, receivers[0], receivers[1]


def _sum(tokens: list[Token]) -> Quoted | None:
    """ "$90", "a total of $90", "$90 in total"."""
    words_said = [t.lower for t in tokens]
    if words_said[:3] == ["a", "total", "of"]:
        tokens, words_said = tokens[3:], words_said[3:]
    if words_said[1:] == ["in", "total"]:
        tokens = tokens[:1]
    return _money(tokens[0]) if len(tokens) == 1 else None


def _receivers(tokens: list[Token]) -> tuple[int, tuple[str, ...]] | None:
    """ "three different nursing homes (in her town)": the count (two to ten) and the words of
    the receivers, the head in its singular form."""
    if not tokens:
        return None
    count = whole_count(tokens[0], 2)
    end = next((i for i, t in enumerate(tokens) if i > 0 and t.lower in ("in", "at", "near", "around")),
               len(tokens))
    phrase, place = tokens[1:end], tokens[end:]
    if count is None or count.value > 10 or not phrase or any(
        t.kind is not TokenKind.WORD or t.possessive or t.lower in ("and", "or", "of") for t in phrase + place
    ) or any(t.kind is TokenKind.NUMBER for t in place):
        return None
    head = phrase[-1].lower
    if noun_form(head) == head:
        return None  # one receiver named by a plural head only
    return int(count.value), tuple(t.lower for t in phrase[:-1]) + (noun_form(head),)


def _ordinal(tokens: list[Token], receivers: tuple[str, ...], count: int) -> int | None:
    """ "the first shelter", "the second", "the last food bank": the place in the row; the
    noun, when said, is the receivers' (its last words)."""
    if len(tokens) < 2 or tokens[0].lower != "the":
        return None
    said = tokens[1]
    if said.lower == "last":
        place = count
    elif said.numeral is not None and said.numeral.kind is NumeralKind.ORDINAL and (
        said.numeral.value.denominator == 1
    ):
        place = int(said.numeral.value)
    else:
        return None
    noun = [t.lower for t in tokens[2:]]
    if noun and (noun_form(noun[-1]) != noun[-1] or tuple(noun) != receivers[len(receivers) - len(noun):]):
        return None
    return place if 1 <= place <= count else None


def _shares(tokens: list[Token], giver: frozenset[str], receivers: tuple[str, ...],
            count: int) -> list[tuple[int, Quoted]] | None:
    """ "she gave $20 to the first shelter and $45 to the second": each share with its place;
    the giver and the verb said before the first."""
    shares: list[tuple[int, Quoted]] = []
    for index, piece in enumerate(list_items(tokens)):
        said = [t.lower for t in piece]
        if len(piece) >= 2 and said[0] in giver and _giving(piece[1]):
            piece = piece[2:]
        elif index == 0:
            return None  # the first share says who gave it
        money = _money(piece[0]) if piece else None
        if money is None or [t.lower for t in piece[1:2]] != ["to"]:
            return None
        place = _ordinal(piece[2:], receivers, count)
        if place is None:
            return None
        shares.append((place, money))
    return shares


def _asked(question: list[Token], giver: frozenset[str], receivers: tuple[str, ...],
           count: int) -> int | None:
    """ "How much (money) did she give to the third (shelter)": the place asked."""
    said = [t.lower for t in question]
    if said[:2] != ["how", "much"]:
        return None
    rest = question[3:] if said[2:3] == ["money"] else question[2:]
    if len(rest) < 4 or rest[0].lower != "did" or rest[1].lower not in giver or not _giving(rest[2]) or (
        rest[2].lower != words.verb_lemma(rest[2].lower) or rest[3].lower != "to"
    ):
        return None
    return _ordinal(rest[4:], receivers, count)


# "needs to make", "must sell", "has to pick", "is to bake": a goal of doing
_GOAL = (("need", "to"), ("needs", "to"), ("needed", "to"), ("must",), ("has", "to"), ("have", "to"),
         ("had", "to"), ("is", "to"), ("are", "to"), ("was", "to"), ("were", "to"))
_TOTAL = (("in", "all"), ("in", "total"), ("altogether",), ("total",))
_ASKED_MODALS = frozenset({"should", "must", "does", "do", "did", "will", "would"})
_INTO = frozenset({"divide", "split", "separate", "sort"})


def _goal_shares(text: str, sentences: list[list[Token]], at: int) -> ListedKindsEntry | None:
    """ "She needs to make 750 pies. She divided her crew into three teams. The first team made 235
    and the second made 275. How many should the third team make?" (240 pies): a whole of doing,
    a goal or told in all, a counted row of doers that did all of it, every doer's part but one
    told by place, the last asked. None when the text is not such a problem."""
    goal = _goal(sentences[at][:-1])
    if goal is None or len(sentences) < at + 3:
        return None
    verb, total, noun = goal
    row = _row(sentences[at + 1][:-1])
    if row is None:
        return None
    count, receivers = row
    told = [t for s in sentences[at + 2:-1] for t in s[:-1] + [_JOINT]]
    question = sentences[-1][:-1]
    if question and question[0].lower == "if":
        # the If clause ends at the comma before "how" ("If the first made 2, and the second 3, how …")
        comma = next((i for i, t in enumerate(question) if t.text == "," and i + 1 < len(question) and (
            question[i + 1].lower == "how")), None)
        if comma is None:
            return None
        told, question = told + question[1:comma], question[comma + 1:]
    shares: list[tuple[int, Quoted]] = []
    for piece in list_items(told):
        share = _done(piece, verb, noun, receivers, count)
        if share is None:
            return None
        shares.append(share)
    asked = _asked_doing(question, verb, noun, receivers, count)
    places = {place for place, _ in shares}
    left = [place for place in range(1, count + 1) if place not in places]
    if asked is None or len(shares) != count - 1 or len(places) != len(shares) or left != [asked]:
        return None
    whole_sentence = sentences[at]
    return ListedKindsEntry("k1", total, text[whole_sentence[0].start:whole_sentence[-2].end],
                            tuple(_named(place) for place in range(1, count + 1)),
                            tuple((_named(place), share) for place, share in shares), _named(asked),
                            text[question[0].start:sentences[-1][-1].end], unit=" ".join(noun))


def _goal(sentence: list[Token]) -> tuple[str, Quoted, tuple[str, ...]] | None:
    """ "(For the pies,) she needs to make 750 (mini) pies" / "The teams sold 500 tickets in all":
    the verb's lemma, the whole and the noun's words (plural head), none said when absent."""
    said = [t.lower for t in sentence]
    number = next((i for i, t in enumerate(sentence) if t.kind is TokenKind.NUMBER), None)
    if number is None or number < 2:
        return None
    total = whole_count(sentence[number], 1)
    verb = words.verb_lemma(said[number - 1])
    tail = said[number + 1:]
    told_total = next((w for w in _TOTAL if tuple(tail[len(tail) - len(w):]) == w), None)
    noun = tuple(tail[:len(tail) - len(told_total)] if told_total else tail)
    before = said[:number - 1]
    modal = next((g for g in _GOAL if tuple(before[len(before) - len(g):]) == g), None)
    if total is None or verb is None or (modal is None and told_total is None) or (
        modal is not None and said[number - 1] != verb
    ):
        return None
    lead = sentence[:number - 1 - (len(modal) if modal else 0)]
    if not lead or not _scene(lead) or any(t.kind is not TokenKind.WORD for t in sentence[number + 1:]) or (
        noun and noun_form(noun[-1]) == noun[-1]
    ) or any(w in ("of", "each", "per", "least", "most", "about") for w in noun):
        return None
    return verb, total, noun


def _row(sentence: list[Token]) -> tuple[int, tuple[str, ...]] | None:
    """ "She divided her crew into three teams" / "There are three teams": the count of doers."""
    said = [t.lower for t in sentence]
    if said[:1] == ["there"] and said[1:2] in (["are"], ["were"]):
        return _receivers(sentence[2:])
    into = said.index("into") if "into" in said else None
    if into is None or not any(words.verb_lemma(w) in _INTO for w in said[:into]) or any(
        t.kind is TokenKind.NUMBER or t.lower in ("some", "also", "other", "others") for t in sentence[:into]
    ):
        return None
    return _receivers(sentence[into + 1:])


def _done(piece: list[Token], verb: str, noun: tuple[str, ...], receivers: tuple[str, ...],
          count: int) -> tuple[int, Quoted] | None:
    """ "the first team made 235 (pies)": the place and its part."""
    at = next((i for i, t in enumerate(piece) if t.kind is TokenKind.WORD and i > 1 and (
        words.verb_lemma(t.lower) == verb)), None)
    if at is None or len(piece) < at + 2:
        return None
    place = _ordinal(piece[:at], receivers, count)
    part = whole_count(piece[at + 1], 0)
    rest = tuple(t.lower for t in piece[at + 2:])
    if place is None or part is None or (rest and rest != noun[len(noun) - len(rest):]):
        return None
    return place, part


def _asked_doing(question: list[Token], verb: str, noun: tuple[str, ...], receivers: tuple[str, ...],
                 count: int) -> int | None:
    """ "How many (pies) should the third (team) make": the place asked."""
    said = [t.lower for t in question]
    if said[:2] != ["how", "many"] or len(said) < 6 or said[-1] != verb:
        return None
    modal = next((i for i, w in enumerate(said) if i >= 2 and w in _ASKED_MODALS), None)
    if modal is None:
        return None
    asked_noun = tuple(said[2:modal])
    if asked_noun and asked_noun != noun[len(noun) - len(asked_noun):]:
        return None
    return _ordinal(question[modal + 1:-1], receivers, count)


# periods that never overlap one another: seasons, days of the week, months, parts of a day
_PERIODS = frozenset({"spring", "summer", "fall", "autumn", "winter", "morning", "afternoon", "evening",
                      *CYCLES["week"], *CYCLES["year"]})
_WITHIN = frozenset({"in", "on", "during", "over"})
_NOT_DOING = frozenset({"have", "be", "get", "own", "keep", "need", "want", "hold", "contain"})
_NOT_PLAIN = frozenset({"more", "less", "fewer", "least", "most", "only", "some", "about", "each",
                        "every", "per", "other", "another", "than", "also", "again", "not", "n't"})


def _period_list(tokens: list[Token]) -> tuple[str, ...] | None:
    """ "the spring and summer" / "Monday, Tuesday and Friday": two or more periods, each once."""
    items = [[t.lower for t in item if t.lower != "the"] for item in list_items(tokens)]
    if len(items) < 2 or any(len(item) != 1 or item[0] not in _PERIODS for item in items) or not any(
        t.lower == "and" for t in tokens
    ):
        return None
    periods = tuple(item[0] for item in items)
    return periods if len(set(periods)) == len(periods) else None


def _period(tokens: list[Token]) -> str | None:
    said = [t.lower for t in tokens]
    if said[:1] and said[0] == "the":
        said = said[1:]
    return said[0] if len(said) == 1 and said[0] in _PERIODS else None


Doing = tuple[str, str, tuple[str, ...], Quoted | None, tuple[str, ...], list[Token]]


def _doing(sentence: list[Token], givers: frozenset[str] | None, verb: str | None,
           base: bool) -> Doing | None:
    """ "<doer> <verb> (<object>) (<N> <unit>) <within> <periods>": the doer, the verb's lemma, the
    object's words, the count, the unit's words and the tokens after the last `in`/`on`/…."""
    said = [t.lower for t in sentence]
    if len(said) < 4 or not _giver(sentence[0]) or (givers is not None and said[0] not in givers):
        return None
    lemma = words.verb_lemma(said[1])
    if lemma is None or lemma in _NOT_DOING or (verb is not None and lemma != verb) or (
        base and said[1] != lemma
    ):
        return None
    within = max((i for i, w in enumerate(said) if w in _WITHIN), default=None)
    if within is None or within < 2:
        return None
    middle = sentence[2:within]
    numbers = [i for i, t in enumerate(middle) if t.kind is TokenKind.NUMBER]
    if len(numbers) > 1 or any(t.kind not in (TokenKind.WORD, TokenKind.NUMBER) for t in middle):
        return None
    if numbers:
        count = whole_count(middle[numbers[0]], 0)
        if count is None:
            return None
        unit = tuple(t.lower for t in middle[numbers[0] + 1:])
        told_total = next((w for w in _TOTAL if unit[len(unit) - len(w):] == w), ())
        unit = unit[:len(unit) - len(told_total)]
        return said[0], lemma, tuple(t.lower for t in middle[:numbers[0]]), count, unit, sentence[within + 1:]
    return said[0], lemma, tuple(t.lower for t in middle), None, (), sentence[within + 1:]


def _period_shares(text: str, tokens: list[Token], sentences: list[list[Token]],
                   at: int) -> ListedKindsEntry | None:
    """ "Ravi swept the porch 20 times in all during the spring and summer. He swept it 12 times in
    the summer. How many times did he sweep it in the spring?" (8 times): a count of doings over a
    list of periods that never overlap, every period but one told its count, the last asked."""
    if any(t.lower in _NOT_PLAIN for t in tokens):
        return None
    whole = _doing(sentences[at][:-1], None, None, base=False)
    if whole is None:
        return None
    doer, verb, thing, total, unit, after = whole
    periods = _period_list(after)
    givers = None if doer in _PERIODS else _giver_words(doer, [t for t in tokens if t.lower not in _PERIODS])
    if total is None or periods is None or givers is None or (unit and noun_form(unit[-1]) == unit[-1]):
        return None
    told = [t for s in sentences[at + 1:-1] for t in s[:-1] + [_JOINT]]
    question = sentences[-1][:-1]
    if question and question[0].lower == "if":
        return None
    if told and told[0].lower == "if":
        told = told[1:]  # "If he swept it 12 times in the summer." told as a sentence

    def same(said: tuple[str, ...], told_unit: tuple[str, ...]) -> bool:
        return said in ((), ("it",), ("them",), thing) and told_unit in ((), unit)

    shares: list[tuple[int, Quoted]] = []
    pieces = list_items(told)
    for piece in pieces:
        if pieces and piece is not pieces[0] and piece[0].kind is TokenKind.NUMBER:
            piece = pieces[0][:2] + piece  # "She baked 8 on Monday and 10 on Friday"
        part = _doing(piece, givers, verb, base=False)
        place = _period(part[5]) if part else None
        if part is None or part[3] is None or place is None or not same(part[2], part[4]):
            return None
        shares.append((periods.index(place) + 1 if place in periods else 0, part[3]))
    said = [t.lower for t in question]
    if said[:2] != ["how", "many"] or "did" not in said:
        return None
    did = said.index("did")
    asked_unit = tuple(said[2:did])
    asked = _doing(question[did + 1:], givers, verb, base=True)
    place = _period(asked[5]) if asked else None
    if asked is None or asked[3] is not None or place not in periods or not same(asked[2], asked_unit):
        return None
    count = len(periods)
    places = {p for p, _ in shares}
    left = [p for p in range(1, count + 1) if p not in places]
    if len(shares) != count - 1 or len(places) != len(shares) or left != [periods.index(place) + 1]:
        return None
    whole_sentence = sentences[at]
    return ListedKindsEntry("k1", total, text[whole_sentence[0].start:whole_sentence[-2].end], periods,
                            tuple((periods[p - 1], share) for p, share in shares), place,
                            text[question[0].start:sentences[-1][-1].end], unit=" ".join(unit))


__all__ = ["read_ordinal_shares"]
