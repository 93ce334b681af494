"""Reading a told ratio of two kinds of things, one amount told and one asked.

The ratio is told in a clause with the word ``ratio``: "The ratio of red pens to blue pens (in
the box) is 3:5" (or "3 to 5"), or "The boys and the girls (in the club) are in the ratio 4:3".
"3:5" is read as the ratio's two numbers only there: outside a clause that says ``ratio`` the
same digits may be a clock time. One more clause tells one amount: one kind's count ("There are
12 red pens", "Kim has 20 blue pens", or an ``If`` clause before the question) or both kinds'
count by their names ("… 40 red and blue pens in all") or by a whole they divide ("40
students" beside boys and girls), or how many more of one there are. "For every 3 boys there are
5 girls" tells a ratio too. The question asks how many of the
other kind, of both ("How many red and blue pens are there?", "How many boys and girls …"), or how many
more of one than of the other.

Every number of the text is the ratio's or the told amount's, and every sentence is one of the
three: anything else (a third term, "1:2:3"; a ratio that changes, "after 5 more join …"; a
change of a count; a ratio of ages) is not read here (``None``) and the general reader, which
reads no ratio, refuses it. The two kinds must be two kinds of one telling: plain words (no
owner, no number, no function word) naming each kind, never the same words, and neither a kind
of the other ("red pens" and "pens", "cats" and "pets" refuse). A count in a measure ("50
ounces") is no count of things and is not read.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.ratios import Amount, RatioEntry
from wordproof.lexicon.tables import is_category, measure_unit, membership, name_gender
from wordproof.lexicon.words import (
    VerbClass,
    divides,
    in_class,
    is_participle,
    noun_lemma,
    plural_form,
    pronoun,
    uncountable,
    verb_class,
    verb_lemma,
)
from wordproof.reader.sequences import sentences_of
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_BE = frozenset({"is", "are", "was", "were"})
_DO = frozenset({"do", "does", "did"})
_PLACE_PREPOSITIONS = frozenset({"in", "at", "on"})
_ARTICLES = frozenset({"the", "a", "an"})
_THERE_BE = (["there", "are"], ["there", "were"], ["there", "is"], ["there", "was"])
# the tense an auxiliary, `be` or `have` tells a clause in
_TENSES = {**dict.fromkeys(("is", "are", "am", "has", "have", "do", "does"), "present"),
           **dict.fromkeys(("was", "were", "had", "did"), "past")}
# lexicon classes of places things are in: "there" may stand for one told holding them
_HOLDING_PLACES = ("selling_places", "legless_places", "place_name_nouns", "settlement_nouns")
_UNNAMED = ("",)  # the doer of "12 pens were sold", named by no one
_RELATIVES = frozenset({"that", "which"})
# words that say all the things counted together, at the end of a clause
_TOGETHER = (("in", "all"), ("in", "total"), ("altogether",), ("total",), ("together",),
             ("combined",))
# words that cannot describe a kind counted in a ratio: they tell a change, a remainder or a part
_NOT_A_KIND = frozenset({"other", "more", "less", "fewer", "remaining", "rest", "left", "total",
                         "all", "number", "some", "many", "much", "each", "every", "extra",
                         "new", "old", "age", "ages", "ratio", "than", "there", "both", "only",
                         "same", "different", "own", "first", "last", "next"})
_CLASSES_NOT_A_KIND = ("determiners", "prepositions", "conjunctions", "aux_be", "aux_do",
                       "aux_modal", "aux_future", "question_words", "negations", "time_words")


@attrs.frozen
class Kind:
    """A kind of things the ratio names: its describing words and its head noun's lemma."""

    modifiers: tuple[str, ...]
    head: str
    text: str
    owner: str = ""  # the one named as having them: "Ann's pens", "Ann and Bo share pens"
    done: str = ""  # the doing that tells the kind apart: "games she won" ("win")

    def named_by(self, words: tuple[Token, ...]) -> bool:
        kind = _kind(words)
        return kind is not None and (kind.modifiers, kind.head) == (self.modifiers, self.head)


@attrs.frozen
class _Told:
    amount: Amount
    number: Token
    holder: tuple[str, ...]  # ("there",) or the subject's words
    place: tuple[str, ...]


def read_ratio(text: str, tokens: tuple[Token, ...] | list[Token]) -> RatioEntry | None:
    """The ratio the text tells and asks about, or None when it is not one read here."""
    said = sentences_of(list(tokens))
    if len(said) < 2 or any(s[-1].text not in ".?" for s in said):
        return None
    clauses = []
    scene_shared = False  # a count and the ratio told in one sentence
    scene: tuple[str, ...] = ()  # "At the fair(,) there were …": the place of all the text
    for told_at, sentence in enumerate(said[:-1]):
        words = _without_time_opening(sentence[:-1]) if told_at == 0 else sentence[:-1]
        if told_at == 0:
            scene, words = _place_opening(words)
        cut = next((i for i in range(1, len(words) - 2) if [t.lower for t in words[i:i + 3]] == [
            "and", "the", "ratio"]), None)
        if cut is None:
            clauses.append(words)
            continue
        # "There are 40 students in the class and the ratio of boys to girls is 3:5": the
        # ratio of the students told, in their place
        scene_shared = True
        clauses += [words[:cut - 1] if words[cut - 1].text == "," else words[:cut], words[cut + 1:]]
    question = said[-1][:-1]
    if question and question[0].lower == "if":
        comma = next((i for i, t in enumerate(question) if t.text == ","), None)
        if comma is None:
            return None
        clauses.append(question[1:comma])
        question = question[comma + 1:]
    elif (condition := next((i for i, t in enumerate(question) if t.lower == "if"), 0)) > 2:
        # "How many girls are in the class if the number of students in it is 40?"
        clauses.append(question[condition + 1:])
        question = question[:condition]
    ratios = [c for c in clauses if any(t.lower == "ratio" for t in c) or _every_at(c) is not None]
    if said[-1][-1].text != "?" and question[:1] and question[0].lower != "find":
        return None  # a question, or "Find the number of …"
    if len(ratios) != 1:
        return None
    if any(t.lower == "into" for t in ratios[0]):
        return _read_cut(ratios[0], [c for c in clauses if c is not ratios[0]], question, text)
    shared = _shared(ratios[0], text)
    ratio = (_for_every(ratios[0]) if _every_at(ratios[0]) is not None else _ratio(ratios[0], text)
             ) if shared is None else (*shared[:4], ())
    if ratio is None:
        return None
    kinds, terms, ratio_place, done, ratio_holder = ratio
    if kinds[0].done:
        others = [c for c in clauses if c is not ratios[0]]
        return _read_doings(kinds, terms, ratio_holder, others[0], question) if len(others) == 1 else None
    if shared is not None and shared[4] is not None:
        # "Ann and Bo share 35 pens in the ratio 3:4": the whole told in the ratio's clause
        told: _Told | None = _Told(Amount.BOTH, shared[4], _UNNAMED, ())
        if len(clauses) != 1:
            return None
    elif len(clauses) != 2:
        return None
    else:
        told = _told(next(c for c in clauses if c is not ratios[0]), kinds, done, terms)
    asked = _asked(question, kinds, done)
    if told is None or asked is None:
        return None
    amount, holder, place, unit = asked
    if scene:
        if told.place or told.holder not in (("there",), _UNNAMED) or not _same_place(
                ratio_place, scene):
            return None  # "At the fair there are 12 red pens in the tent": two places
        told, ratio_place = attrs.evolve(told, place=scene), scene
    if scene_shared and not ratio_place:
        ratio_place = told.place
    # each clause's first such word is its finite verb ("did … have": "have" tells no tense)
    # "What is the number of pens sold?" asks of the doings told, in whatever tense
    tensed = clauses if done and question[0].lower == "what" else (*clauses, question)
    if _every_at(ratios[0]) is not None and kinds[0].owner:
        # "For every 3 laps Ann does, Bo does 4" tells a habit, true of any time told
        tensed = [c for c in tensed if c is not ratios[0]]
    said_at = {next((_TENSES[t.lower] for t in c if t.lower in _TENSES), "")
               for c in tensed} - {""}
    if len(said_at) > 1:
        return None  # "The ratio was 3:5. There are 12 red pens.": does it still hold?
    if amount is told.amount or not all(_same_place(p, ratio_place) for p in (told.place, place)):
        return None  # "12 red pens in the bag" may be some of the pens the ratio counts
    if ratio_place and not ratio_holder and any(
            not p and h not in (("there",), _UNNAMED) and not _same_place((ratio_place[0], *h),
                                                                           ratio_place)
            for h, p in ((told.holder, told.place), (holder, place))):
        # "The ratio of boys to girls in the club is 3:5. The school has 12 boys": what a holder
        # has, told in no place, is the ratio's only when the holder is its place ("The club has")
        return None
    if ratio_holder:
        if kinds[0].owner or any(_named(h, ratio_holder) != ratio_holder for h in (
                holder, told.holder)):
            return None  # "Nell has hens and ducks …": the hens told and asked must be hers
    elif not kinds[0].owner and not _same_holder(holder, told.holder) and not (
            holder == ("there",) and not done and not ratio_place and _thing_holding(told.holder)
    ) and (told.holder == _UNNAMED or holder != _UNNAMED):
        # "The shop sold 24 maps. How many guides were sold?" asks the one seller told; "24 maps
        # were sold. How many guides did Kim sell?" may ask one of several
        return None
    value = told.number.numeral
    assert value is not None
    return RatioEntry("r1", (kinds[0].text, kinds[1].text), terms, told.amount,
                      Quoted(value.value, told.number.text, told.number.span), amount, unit)


def _ratio(clause: list[Token], text: str) -> tuple[
        tuple[Kind, Kind], tuple[Quoted, Quoted], tuple[str, ...], str, tuple[str, ...]] | None:
    """The two kinds, the two numbers, the place of "the ratio of A to B (in P) is 3:5" or
    "A and B (in P) are in the ratio (of) 3:5", and the verb a participle after the kinds
    names ("the ratio of pens sold to pencils sold", "of pens to pencils sold"), else ""."""
    words = [t.lower for t in clause]
    numbers = [i for i, t in enumerate(clause) if t.kind is TokenKind.NUMBER]
    if not numbers:
        return None
    terms = ratio_terms(clause[numbers[0]:], text)
    if terms is None:
        return None
    before = clause[:numbers[0]]
    lowered = words[:numbers[0]]
    if lowered[-2:] == ["ratio", "of"] and lowered[-3:-2] != ["the"] or lowered[-3:] == [
            "the", "ratio", "of"]:
        before, lowered = before[:-1], lowered[:-1]  # "in the ratio of 3:5"
    opening: tuple[str, ...] = ()
    holder: tuple[str, ...] = ()
    if lowered[:1] and lowered[0] in _PLACE_PREPOSITIONS and "ratio" in lowered:
        # "At the fair(,) the ratio of …": the place told first
        starts = lowered.index("ratio") - 1
        found = _place([t for t in before[:starts] if t.text != ","])
        if found is None or not found:
            return None
        opening, before, lowered = found, before[starts:], lowered[starts:]
    if lowered[:3] == ["the", "ratio", "of"] and lowered[-1:] and lowered[-1] in _BE:
        to = [i for i, w in enumerate(lowered) if w == "to"]
        if len(to) != 1:
            return None
        first = before[3:to[0]]
        rest = before[to[0] + 1:-1]
    elif lowered[-3:] in (["in", "the", "ratio"], ["in", "a", "ratio"]) and lowered[-4:-3] in (
            ["are"], ["were"]):
        joined = [i for i, w in enumerate(lowered) if w == "and"]
        if len(joined) != 1:
            return None
        first = before[:joined[0]]
        rest = before[joined[0] + 1:-4]
    elif lowered[-3:] in (["in", "the", "ratio"], ["in", "a", "ratio"]) and lowered.count("and") == 1:
        # "Nell has hens and ducks in the ratio 5:2": the kinds she has
        between = lowered.index("and")
        have = next((i for i, t in enumerate(before[:between]) if verb_lemma(t.text) == "have"), 0)
        subject = tuple(w for w in lowered[:have] if w not in _ARTICLES)
        if not have or not _subject(subject):
            return None
        holder, first, rest = subject, before[have + 1:between], before[between + 1:-3]
    else:
        return None
    doings = _doing_kinds(first, rest)
    if doings is not None:
        return doings, terms, opening, "", (doings[0].owner,)
    split = _place_split(rest)
    first_done, second_done = _participle(first), _participle(rest[:split])
    if not first_done and second_done:
        first_done = second_done  # "the ratio of pens to pencils sold": both sold
    if first_done != second_done:
        return None
    one = _kind(tuple(first[:-1] if _participle(first) else first))
    other = _kind(tuple(rest[:split - 1] if second_done else rest[:split]))
    place = _place(rest[split:])
    if one is None or other is None or place is None or not _apart(one, other):
        return None
    if opening:
        if place:
            return None
        place = opening
    return (one, other), terms, place, first_done, holder


def _doing_kinds(first: list[Token], second: list[Token]) -> tuple[Kind, Kind] | None:
    """ "games she won" to "games she lost": the things one doer did in two doings, each kind
    told apart by its verb (a past tense) after the doer (a name or a personal pronoun, the same
    in both); the doer is kept as the kinds' owner. None for any other pair of kinds."""
    kinds = []
    for words in (first, second):
        if len(words) < 3 or not (_name(words[-2]) or pronoun(words[-2].lower, "subject")):
            return None
        lemma = verb_lemma(words[-1].text)
        kind = _kind(tuple(words[:-2]))
        if kind is None or kind.owner or lemma is None or lemma == words[-1].lower or (
                words[-1].kind is not TokenKind.WORD or noun_lemma(words[-1].text) is not None):
            return None
        kinds.append(attrs.evolve(kind, owner=words[-2].lower, done=lemma,
                                  text=f"{kind.text} {words[-2].text} {words[-1].lower}"))
    one, other = kinds
    if (one.modifiers, one.head, one.owner) != (other.modifiers, other.head, other.owner) or (
            one.done == other.done):
        return None
    return one, other


def _read_doings(kinds: tuple[Kind, Kind], terms: tuple[Quoted, Quoted], doer: Sequence[str],
                 told_clause: list[Token], question: list[Token]) -> RatioEntry | None:
    """ "She won 12 games." and "How many games did she lose?" beside the ratio of games she
    won to games she lost: one kind told and the other asked, each by its doing, of the one
    doer (a pronoun and a name of its gender are one; two names are two)."""
    told = _doing_told(told_clause, kinds)
    if len(question) < 5 or [t.lower for t in question[:2]] != ["how", "many"] or (
            question[-1].lower == "together"):
        return None
    whole = _whole_had_asked(question, kinds)
    if whole is not None and told is not None:
        # "How many songs did he have at first?" of songs he deleted and songs he kept
        people = [tuple(doer), told[2], whole[0]]
        if whole[1] != told[3] or any(not _one_doer(a, b) for a in people for b in people):
            return None
        value = told[1].numeral
        assert value is not None
        return RatioEntry("r1", (kinds[0].text, kinds[1].text), terms, told[0],
                          Quoted(value.value, told[1].text, told[1].span), Amount.BOTH, whole[2])
    verb = verb_lemma(question[-1].text)
    at = next((i for i, t in enumerate(question) if t.lower in _DO), 0)
    subject = tuple(t.lower for t in question[at + 1:-1] if t.lower not in _ARTICLES)
    asked = next((a for a, k in zip((Amount.FIRST, Amount.SECOND), kinds, strict=True)
                  if k.done == verb and k.named_by(tuple(question[2:at]))), None)
    if told is None or asked is None or asked is told[0] or not _subject(subject) or (
            question[-1].lower != verb or question[at].lower not in ("do", "does", "did")) or told[3]:
        return None
    people = [tuple(doer), told[2], subject]
    if any(not _one_doer(a, b) for a in people for b in people):
        return None
    value = told[1].numeral
    assert value is not None
    return RatioEntry("r1", (kinds[0].text, kinds[1].text), terms, told[0],
                      Quoted(value.value, told[1].text, told[1].span), asked, _said(question[2:at]))


def _doing_told(clause: list[Token], kinds: tuple[Kind, Kind]) -> tuple[
        Amount, Token, tuple[str, ...], tuple[str, ...]] | None:
    """ "She won 12 games", "He deleted 20 songs (from his phone)": the kind its doing names,
    its count, the doer and the words of the holding it came from (none: ())."""
    numbers = [i for i, t in enumerate(clause) if t.kind is TokenKind.NUMBER]
    if len(numbers) != 1 or _whole(clause[numbers[0]]) is None or numbers[0] < 2:
        return None
    at = numbers[0]
    verb = verb_lemma(clause[at - 1].text)
    subject = tuple(t.lower for t in clause[:at - 1] if t.lower not in _ARTICLES)
    named, source = _holding_after(clause[at + 1:], ("from",))
    amount = next((a for a, k in zip((Amount.FIRST, Amount.SECOND), kinds, strict=True)
                   if k.done == verb and k.named_by(named)), None)
    if amount is None or source is None or not _subject(subject) or clause[at - 1].lower == verb:
        return None  # "She will win 12 games": a doing to come, not one told
    return amount, clause[at], subject, source


def _holding_after(words: Sequence[Token], prepositions: tuple[str, ...]) -> tuple[
        tuple[Token, ...], tuple[str, ...] | None]:
    """The words before a holding named after one of the prepositions ("songs | from his
    phone"), and the holding's words (() when none is named; None when they are no plain
    words)."""
    at = next((i for i, t in enumerate(words) if t.lower in prepositions), len(words))
    held = tuple(t.lower for t in words[at + 1:])
    if at < len(words) and (not held or any(t.kind is not TokenKind.WORD for t in words[at + 1:])):
        return tuple(words[:at]), None
    return tuple(words[:at]), held


# words after "have" asking what was had before a doing took some: "originally", "at first"
_AT_FIRST = (("originally",), ("at", "first"), ("to", "begin", "with"), ("in", "all"),
             ("in", "total"), ("total",))


def _whole_had_asked(question: list[Token], kinds: tuple[Kind, Kind]) -> tuple[
        tuple[str, ...], tuple[str, ...], str] | None:
    """ "How many songs did he (originally) have (at first) (on his phone)?" of songs he deleted
    and songs he kept: the doer, the holding named and the words counted, when the two doings
    part all that was had (one kind kept, the other given up by a verb of losing or giving:
    each thing had was kept or it was not); None otherwise ("games she won" and "games she
    lost" part no whole: some may be drawn)."""
    verbs = {k.done for k in kinds}
    if "keep" not in verbs or not any(verb_class(v) in (VerbClass.LOSS, VerbClass.TRANSFER_OUT)
                                      for v in verbs - {"keep"}):
        return None
    lowered = [t.lower for t in question]
    at = next((i for i, w in enumerate(lowered) if w in ("do", "does", "did")), 0)
    have = next((i for i, w in enumerate(lowered) if w == "have"), 0)
    if at < 3 or have < at + 2 or not kinds[0].named_by(tuple(question[2:at])):
        return None
    subject = tuple(w for w in lowered[at + 1:have] if w != "originally")
    after = [t for t in question[have + 1:] if t.lower != "originally"]
    for cue in _AT_FIRST:
        if tuple(t.lower for t in after[-len(cue):]) == cue:
            after = after[:-len(cue)]
            break
    rest, holding = _holding_after(after, ("on", "in"))
    if rest or holding is None or not _subject(subject) or not (
            "originally" in lowered or after != question[have + 1:]):
        return None  # ("How many songs does he have?": those kept, now)
    return subject, holding, _said(question[2:at])


def _one_doer(one: tuple[str, ...], other: tuple[str, ...]) -> bool:
    """Whether two doers are one: the same words, or a personal pronoun and a name of its
    gender."""
    return one == other or _named(one, other) == other or _named(other, one) == one


def _every_at(clause: list[Token]) -> int | None:
    """Where "for every" stands before a number in the clause, or "for every" or "for each"
    before one thing ("for each koala"), if it does."""
    return next((i for i in range(len(clause) - 2) if clause[i].lower == "for" and (
        clause[i + 1].lower == "every" and clause[i + 2].kind is TokenKind.NUMBER
        or clause[i + 1].lower in ("every", "each") and _one_of(_before_relative(clause[i + 2:])) is not None
    )), None)


def _before_relative(words: Sequence[Token]) -> Sequence[Token]:
    return words[:next((i for i, t in enumerate(words) if t.lower in _RELATIVES), len(words))]


def _one_of(words: Sequence[Token]) -> Kind | None:
    """The kind one thing after "each" or "every" names ("koala", "red pen"), as the plural
    kind counted; None for anything else."""
    return _kind(tuple(words), one=True)


def _for_every(clause: list[Token]) -> tuple[
        tuple[Kind, Kind], tuple[Quoted, Quoted], tuple[str, ...], str, tuple[str, ...]] | None:
    """ "For every 3 boys (in the club)(,) there are 5 girls (in the club)" and "There are 5
    girls for every 3 boys (in the club)": a ratio of the kinds in the order told (boys to girls,
    girls to boys), counted by ``there``: the counts told and asked must be of ``there`` too."""
    words = [t for t in clause if t.text != ","]
    at = _every_at(words)
    assert at is not None
    lowered = [t.lower for t in words]
    there = next((i for i in range(len(words) - 2) if lowered[i] == "there" and lowered[i + 1] in (
        "are", "were")), None)
    if there is None:
        return _for_every_done(words) if at == 0 else _for_every_held(words, at)
    if at == 0 and there > 3:
        sides = (words[2:there], words[there + 2:])
    elif there == 0 and at > 3:
        sides = (words[2:at], words[at + 2:])
    else:
        return None
    counted: list[tuple[Quoted, Kind]] = []
    places: list[tuple[str, ...]] = []
    for side in sides:
        value = _whole(side[0])
        split = _place_split(side)
        kind, place = _kind(tuple(side[1:split])), _place(side[split:])
        if value is None or kind is None or place is None:
            return None
        counted.append((Quoted(value, side[0].text, side[0].span), kind))
        places.append(place)
    if at != 0:
        counted.reverse()
    if all(places) or not _apart(counted[0][1], counted[1][1]):
        return None  # "for every 3 boys in the club there are 5 girls in the gym"
    kinds, terms = (counted[0][1], counted[1][1]), (counted[0][0], counted[1][0])
    return kinds, terms, places[0] or places[1], "", ("there",)


def _for_every_held(words: list[Token], at: int) -> tuple[
        tuple[Kind, Kind], tuple[Quoted, Quoted], tuple[str, ...], str, tuple[str, ...]] | None:
    """ "Kim has 4 red pens for every 3 blue pens (that she has)": a ratio of two kinds one
    holder has (red pens to blue pens), the holder kept as the ratio's: the counts told and
    asked must be hers. The closing relative may only say the same holder has them again."""
    have = next((i for i, t in enumerate(words[:at]) if verb_lemma(t.text) == "have"), 0)
    subject = tuple(t.lower for t in words[:have] if t.lower not in _ARTICLES)
    if not have or have + 1 >= at or not _subject(subject) or any(
            t.kind is not TokenKind.WORD or not t.text.isalpha() for t in words[:have]):
        return None
    other = words[at + 2:]
    lowered = [t.lower for t in other]
    if len(other) > 3 and lowered[-3] in _RELATIVES and verb_lemma(other[-1].text) == "have" and (
            other[-1].lower == words[have].lower) and _named((lowered[-2],), subject) == subject:
        other = other[:-3]  # "… that she has": hers again
    counted: list[tuple[Quoted, Kind]] = []
    for side in (words[have + 1:at], other):
        value = _whole(side[0]) if side else None
        kind = _kind(tuple(side[1:]))
        if value is None and side is other and _one_of(side) is not None:
            # "for each koala": one, said by the word before it
            value, kind, side = Fraction(1), _one_of(side), words[at + 1:]
        if value is None or kind is None or kind.owner:
            return None
        counted.append((Quoted(value, side[0].text, side[0].span), kind))
    if not _apart(counted[0][1], counted[1][1]):
        return None
    return (counted[0][1], counted[1][1]), (counted[0][0], counted[1][0]), (), "", subject


def _for_every_done(words: list[Token]) -> tuple[
        tuple[Kind, Kind], tuple[Quoted, Quoted], tuple[str, ...], str, tuple[str, ...]] | None:
    """ "For every 3 laps Ann swims(,) Bo swims 4": a ratio of the things two people do, each
    one's kind the things they do (Ann's laps to Bo's laps), both doings told by one verb in
    one tense; counted by no place and no holder: the counts told and asked are of the doers."""
    if len(words) < 8:
        return None
    first, second = words[-5:-3], words[-3:-1]
    value, other = _whole(words[2]), _whole(words[-1])
    kind = _kind(tuple(words[3:-5]))
    if value is None or other is None or kind is None or kind.owner:
        return None
    verb = verb_lemma(first[1].text)
    if verb is None or first[1].lower != second[1].lower or not all(
            _name(person) for person in (first[0], second[0])) or first[0].lower == second[0].lower:
        return None  # "For every 3 laps Ann swims, Bo runs 4": not one doing
    kinds = tuple(attrs.evolve(kind, owner=p.lower, text=f"{p.text}'s {kind.text}")
                  for p in (first[0], second[0]))
    terms = tuple(Quoted(v, t.text, t.span) for v, t in ((value, words[2]), (other, words[-1])))
    return (kinds[0], kinds[1]), (terms[0], terms[1]), (), verb, ()


_PIECES = frozenset({"piece", "part"})
_LENGTH_ASKED = (("how", "long", "is", "the"), ("how", "long", "was", "the"),
                 ("what", "is", "the", "length", "of", "the"),
                 ("what", "was", "the", "length", "of", "the"))


@attrs.frozen
class Length:
    value: Quoted
    unit: str  # the unit's name ("meter")


def _read_cut(clause: list[Token], others: list[list[Token]], question: list[Token],
              text: str) -> RatioEntry | None:
    """ "Terry cut a rope 35 inches long into two pieces in the ratio 3:4", "A 40 meters rope
    was cut into 2 parts in the ratio of 2:3", "Ann cut a piece of wire into two smaller pieces
    that are in a ratio 7:5": a length in two pieces in a ratio, one of the three told (the
    whole in the cut clause, or "The shorter piece is 40 cm" after it) and another asked ("How
    long is the longer piece?", "What was the length of the original piece of wire?"). The
    pieces are named only as shorter and longer, so a ratio of equal numbers is not read."""
    into = next(i for i, t in enumerate(clause) if t.lower == "into")
    whole = cut_whole(clause[:into])
    start = _terms_start(clause)
    if whole is None or start is None:
        return None
    terms = ratio_terms(clause[start:], text)
    pieces = [t.lower for t in clause[into + 1:start]]
    if pieces[-1:] == ["of"]:
        pieces = pieces[:-1]
    if terms is None or terms[0].value == terms[1].value or pieces[-3:] not in (
            ["in", "the", "ratio"], ["in", "a", "ratio"]):
        return None
    pieces = pieces[:-3]
    if pieces[-2:] == ["that", "are"]:
        pieces = pieces[:-2]
    if pieces[:1] not in (["two"], ["2"]) or pieces[-1:] not in (["pieces"], ["parts"]) or (
            pieces[1:-1] not in ([], ["smaller"], ["shorter"])):
        return None
    thing, length = whole
    shorter = 0 if terms[0].value < terms[1].value else 1
    kinds = ("shorter piece", "longer piece") if shorter == 0 else ("longer piece", "shorter piece")
    told: tuple[Amount, Length] | None = None
    if length is not None:
        if others:
            return None
        told = (Amount.BOTH, length)
    elif len(others) == 1:
        said = _piece_told(others[0])
        if said is None:
            return None
        told = ({0: Amount.FIRST, 1: Amount.SECOND}[shorter if said[0] == "shorter" else 1 - shorter],
                said[1])
    if told is None:
        return None
    asked = _piece_asked(question, thing)
    if asked is None:
        return None
    amount = Amount.BOTH if asked == "whole" else {0: Amount.FIRST, 1: Amount.SECOND}[
        shorter if asked == "shorter" else 1 - shorter]
    if amount is told[0]:
        return None
    unit = measure_unit(told[1].unit)
    assert unit is not None
    return RatioEntry("r1", kinds, terms, told[0], told[1].value, amount, unit.plural,
                      measured=True)


def cut_whole(words: list[Token]) -> tuple[str, Length | None] | None:
    """The thing cut and its length, if told: "Terry cut a rope 35 inches long", "A 40 meters
    rope was cut", "Ann cuts a piece of wire", "A 40-meter rope is cut"."""
    verb = next((i for i, t in enumerate(words) if in_class(verb_lemma(t.text) or "",
                                                             "cutting_verbs")), None)
    if verb is None:
        return None
    if verb >= 2 and words[verb - 1].lower in ("is", "was"):
        phrase = words[:verb - 1]  # "A 40 meters rope was cut"
    elif verb >= 1 and _subject([t.lower for t in words[:verb] if t.lower not in _ARTICLES]):
        phrase = words[verb + 1:]  # "Terry cut a rope …"
    else:
        return None
    if phrase[:1] and phrase[0].lower in ("a", "the"):
        phrase = phrase[1:]
    if [t.lower for t in phrase[:2]] == ["piece", "of"]:
        phrase = phrase[2:]
    length: Length | None = None
    if len(phrase) == 4 and phrase[3].lower == "long":
        length, phrase = _length(phrase[1:3]), phrase[:1]  # "rope 35 inches long"
        if length is None:
            return None
    elif len(phrase) == 3 or len(phrase) == 4 and phrase[1].text == "-":
        # "40 meters rope", "40-meter rope"
        length, phrase = _length([phrase[0], phrase[-2]]), phrase[-1:]
        if length is None:
            return None
    if len(phrase) != 1 or not in_class(phrase[0].lower, "lengthwise_nouns"):
        return None  # one thing whose length is its measure: a rope, never a pizza or a cake
    return phrase[0].lower, length


def _length(words: list[Token]) -> Length | None:
    """ "35 inches", "40 cm": a number and a unit of length."""
    numeral = words[0].numeral
    unit = measure_unit(words[1].lower) if len(words) == 2 else None
    if numeral is None or numeral.kind is not NumeralKind.CARDINAL or numeral.currency or (
            unit is None or unit.dimension != "length" or unit.ambiguous or numeral.value <= 0):
        return None
    return Length(Quoted(numeral.value, words[0].text, words[0].span), unit.name)


def _piece_told(clause: list[Token]) -> tuple[str, Length] | None:
    """ "The shorter piece is 40 cm (long)": which piece and its length."""
    lowered = [t.lower for t in clause]
    if lowered[-1:] == ["long"]:
        lowered, clause = lowered[:-1], clause[:-1]
    if len(clause) != 6 or lowered[0] != "the" or lowered[1] not in ("shorter", "longer") or (
            lowered[2] not in _PIECES or lowered[3] not in ("is", "was")):
        return None
    length = _length(clause[4:])
    return None if length is None else (lowered[1], length)


def _piece_asked(question: list[Token], thing: str) -> str | None:
    """ "How long is the shorter piece?", "What is the length of the longer part?": "shorter"
    or "longer"; "What was the length of the original piece of wire?", "How long was the
    rope?": "whole"."""
    lowered = tuple(t.lower for t in question)
    start = next((len(p) for p in _LENGTH_ASKED if lowered[:len(p)] == p), None)
    if start is None:
        return None
    rest = lowered[start:]
    if len(rest) == 2 and rest[0] in ("shorter", "longer") and rest[1] in _PIECES:
        return rest[0]
    if rest[:1] == ("original",):
        rest = rest[1:]
    if rest[:2] == ("piece", "of"):
        rest = rest[2:]
    return "whole" if rest == (thing,) else None


def _shared(clause: list[Token], text: str) -> tuple[
        tuple[Kind, Kind], tuple[Quoted, Quoted], tuple[str, ...], str, Token | None] | None:
    """ "Ann and Bo share(d) (some|the|35) pens in the ratio 3:4", "35 pens are divided between
    Ann and Bo in the ratio 3:4": each one's kind is the things they get, and the whole shared
    when its number is told."""
    end = _terms_start(clause)
    if end is None:
        return None
    terms = ratio_terms(clause[end:], text)
    body = clause[:end]
    if body[-1:] and body[-1].lower == "of":
        body = body[:-1]
    if terms is None or [t.lower for t in body[-3:]] not in (["in", "the", "ratio"],
                                                            ["in", "a", "ratio"]):
        return None
    body = body[:-3]
    lowered = [t.lower for t in body]
    if len(body) >= 5 and lowered[1] == "and" and _name(body[0]) and _name(body[2]) and (
            in_class(verb_lemma(body[3].text) or "", "sharing_verbs")):
        people, things = (body[0], body[2]), body[4:]
    elif len(body) >= 7 and lowered[-2] == "and" and lowered[-4] in ("between", "among") and (
            lowered[-6] in _BE and in_class(_participle(body[-6:-4]), "sharing_verbs") and _name(
            body[-3]) and _name(body[-1])):
        people, things = (body[-3], body[-1]), body[:-6]
    else:
        return None
    if people[0].lower == people[1].lower:
        return None
    total = things[0] if things and things[0].kind is TokenKind.NUMBER else None
    if total is not None:
        if _whole(total) is None:
            return None
        things = things[1:]
    elif things and things[0].lower in ("some", "the"):
        things = things[1:]
    kind = _kind(tuple(things))
    if kind is None or kind.owner:
        return None
    kinds = tuple(attrs.evolve(kind, owner=p.lower, text=f"{p.text}'s {kind.text}")
                  for p in people)
    return (kinds[0], kinds[1]), terms, (), "get", total


def _terms_start(clause: list[Token]) -> int | None:
    """Where the ratio's numbers start at the clause's end: "3:5" or "3 to 5"."""
    last = clause[-1].numeral if clause else None
    if last is not None and last.kind in (NumeralKind.RATIO, NumeralKind.CLOCK_OR_RATIO):
        return len(clause) - 1
    if len(clause) >= 3 and clause[-2].lower == "to" and last is not None:
        return len(clause) - 3
    return None


def _same_verb(word: Token, verb: str) -> bool:
    """Whether ``word`` is the verb: of a getting, "got" and "received" alike."""
    lemma = verb_lemma(word.text)
    return lemma == verb or verb == "get" and lemma is not None and in_class(
        lemma, "receiving_verbs")


def _participle(words: list[Token]) -> str:
    """The verb a last past participle names ("sold": "sell"), else ""."""
    if len(words) < 2 or noun_lemma(words[-1].text) is not None:
        return ""
    lemma = verb_lemma(words[-1].text)
    return lemma if lemma is not None and is_participle(words[-1].lower, lemma) else ""


def ratio_terms(tail: list[Token], text: str) -> tuple[Quoted, Quoted] | None:
    """The two whole numbers of "3:5" or "3 to 5", ending the clause; each quoted with its own
    span."""
    numeral = tail[0].numeral
    assert numeral is not None
    if len(tail) == 1 and numeral.kind in (NumeralKind.RATIO, NumeralKind.CLOCK_OR_RATIO):
        # "5:30" is a clock time or a ratio by its form; in a clause that says "ratio" it is one
        if len(numeral.terms) != 2:
            return None  # "1:2:3" names three kinds
        start = tail[0].start
        colon = text.index(":", start)
        spans = ((start, colon), (colon + 1, tail[0].end))
        quoted = tuple(Quoted(Fraction(term), text[a:b], (a, b))
                       for term, (a, b) in zip(numeral.terms, spans, strict=True))
        if any(q.text != str(int(q.value)) for q in quoted):
            return None
    elif len(tail) == 3 and tail[1].lower == "to" and all(
            _whole(t) is not None for t in (tail[0], tail[2])):
        quoted = tuple(Quoted(_whole(t) or Fraction(0), t.text, t.span) for t in (tail[0], tail[2]))
    else:
        return None
    if any(q.value <= 0 for q in quoted):
        return None
    return quoted[0], quoted[1]


def _whole(token: Token) -> Fraction | None:
    numeral = token.numeral
    if numeral is None or numeral.kind is not NumeralKind.CARDINAL or numeral.currency:
        return None
    if token.attributive or numeral.value.denominator != 1 or numeral.value <= 0:
        return None
    return numeral.value


def _kind(words: tuple[Token, ...], *, one: bool = False) -> Kind | None:
    """The kind plain words name ("red pens", "the girls"): modifiers and a plural count noun's
    lemma (with ``one``, a singular count noun's: "red pen", the kind "red pens"); None for
    anything else."""
    if words and words[0].lower in _ARTICLES:
        words = words[1:]
    owner, owned = "", ""
    if len(words) > 1 and words[0].possessive and _name(words[0]):
        owner, owned, words = words[0].lower, f"{words[0].text}'s ", words[1:]  # "Ann's pens"
    head_text = words[-1].text if words else ""
    if len(words) >= 3 and words[-2].text == "-" and words[-3].end == words[-2].start and (
            words[-2].end == words[-1].start):
        # "sit-ups": one noun written with a hyphen, its lemma the whole word's
        head_text = "".join(t.text for t in words[-3:])
        words = (*words[:-2], words[-1])
    if not words or len(words) > 3 + (head_text != words[-1].text):
        return None
    for token in words:
        if token.kind is not TokenKind.WORD or token.possessive or not all(
                piece.isalpha() for piece in token.text.split("-")):
            return None  # a hyphen only inside a word: "push-ups"
        if token.capitalized and not token.sentence_initial or token.label:
            return None  # a name: "Kim", "Team A"
        lower = token.lower
        if lower in _NOT_A_KIND or any(in_class(lower, name) for name in _CLASSES_NOT_A_KIND):
            return None
        if pronoun(lower, "subject") or pronoun(lower, "object") or pronoun(lower, "possessive"):
            return None
    head = head_text.lower()
    modifiers = words[:-2] if head != words[-1].lower else words[:-1]
    lemma = noun_lemma(head_text)
    if lemma is None or (lemma == head) is not one or measure_unit(head) is not None:
        return None  # a plural count noun, never a unit of measure ("ounces", "inches")
    if in_class(lemma, "time_nouns") or in_class(lemma, "money_nouns") or one and (
            uncountable(lemma) or owner):
        return None
    return Kind(tuple(t.lower for t in modifiers), lemma, owned + " ".join(
        (*(t.lower for t in modifiers), plural_form(head) if one else head)), owner)


def _name(token: Token) -> bool:
    """A one-word name of someone: capitalized, no number, no label."""
    return token.kind is TokenKind.WORD and token.text.isalpha() and token.capitalized and (
        not token.label) and token.lower not in _NOT_A_KIND and not any(
        in_class(token.lower, name) for name in _CLASSES_NOT_A_KIND) and not pronoun(
        token.lower, "subject")


def _apart(first: Kind, second: Kind) -> bool:
    """Two kinds of one telling: named by other words, and neither among the other ("red pens"
    and "pens", "cats" and "pets" are not two kinds to compare; a kind the categories table
    does not place, "poodles" beside "dogs", is not known to be among the other)."""
    if first.owner or second.owner:
        # "Ann's pens" and "Bo's pens": one kind of things, told apart by who has them
        return bool(first.owner) and bool(second.owner) and first.owner != second.owner and (
            first.modifiers, first.head) == (second.modifiers, second.head)
    if (first.modifiers, first.head) == (second.modifiers, second.head):
        return False
    if first.head == second.head:
        one, other = set(first.modifiers), set(second.modifiers)
        return bool(one) and bool(other) and not one <= other and not other <= one
    return all(not is_category(whole) or membership(part, whole) is False
               for part, whole in ((first.head, second.head), (second.head, first.head)))


def _place_split(words: list[Token]) -> int:
    return next((i for i, t in enumerate(words) if t.lower in _PLACE_PREPOSITIONS), len(words))


def _place(words: list[Token], *, later: bool = False) -> tuple[str, ...] | None:
    """ "in the box" -> ("in", "box"); () for no words; None when the words are no plain place,
    or, ``later`` than the ratio, bring one in with "a" ("on a farm" after "on the farm" may be
    another farm)."""
    if not words:
        return ()
    if words[0].lower not in _PLACE_PREPOSITIONS or len(words) < 2 or later and words[1].lower in (
            "a", "an"):
        return None
    rest = [t for t in words[1:] if t.lower not in _ARTICLES]
    if not rest or any(t.kind is not TokenKind.WORD or not t.text.isalpha() for t in rest):
        return None
    if any(t.lower in _NOT_A_KIND or in_class(t.lower, "prepositions") for t in rest):
        return None
    return (words[0].lower, *(t.lower for t in rest))


def _same_place(later: tuple[str, ...], first: tuple[str, ...]) -> bool:
    """Whether a place told later is the ratio's: none, the same words, or "in the class"
    after "in a math class" (the same head, some describing words left out)."""
    if later in ((), first):
        return True
    if len(later) < 2 or len(first) <= len(later) or later[0] != first[0] or later[-1] != first[-1]:
        return False
    words = iter(first[1:-1])
    return all(word in words for word in later[1:-1])


def _together(words: list[Token]) -> tuple[list[Token], bool]:
    """The words before a closing "in all" (or "altogether", "in total" …), and whether it was
    said."""
    lowered = tuple(t.lower for t in words)
    for cue in _TOGETHER:
        if lowered[-len(cue):] == cue:
            return words[:-len(cue)], True
    return words, False


def _both(words: tuple[Token, ...], kinds: tuple[Kind, Kind]) -> bool:
    """Whether the words name both kinds together: "red and blue pens", "boys and girls"; the
    head alone never does ("40 pens in all" beside red and blue pens may count green ones)."""
    first, second = kinds
    lowered = [t.lower for t in words]
    if lowered.count("and") == 1:
        joined = lowered.index("and")
        one, other = words[:joined], words[joined + 1:]
        if first.named_by(one) and second.named_by(other):
            return True
        if first.head == second.head and len(one) == len(first.modifiers) and other:
            modifiers = tuple(lowered[:joined]), tuple(lowered[joined + 1:-1])
            return modifiers == (first.modifiers, second.modifiers) and noun_lemma(
                other[-1].text) == first.head and other[-1].lower != first.head
    return False


def _divided_whole(words: tuple[Token, ...], kinds: tuple[Kind, Kind]) -> bool:
    """Whether the words name a whole the two kinds divide: "students" beside "boys" and
    "girls", every one of them a boy or a girl. Kinds with describing words ("tall boys") or
    owners do not divide it, and "people" is no such whole (a teacher is one)."""
    if words and words[0].lower in _ARTICLES:
        words = words[1:]
    if len(words) != 1 or any(k.modifiers or k.owner for k in kinds):
        return False
    lemma = noun_lemma(words[0].text)
    return lemma is not None and lemma != words[0].lower and divides(kinds[0].head, kinds[1].head, lemma)


def _counted(words: list[Token]) -> tuple[Token, ...]:
    """The kind's words after a leading "the number of", if it is said."""
    said = [t.lower for t in words[:3]]
    return tuple(words[3:] if said == ["the", "number", "of"] else words)


def _compared(words: list[Token], kinds: tuple[Kind, Kind], fewer: bool) -> Amount | None:
    """The difference "girls than boys" names after "more" (or, ``fewer``, after "fewer")."""
    than = [i for i, t in enumerate(words) if t.lower == "than"]
    if len(than) != 1:
        return None
    more, less = (_amount(tuple(words[:than[0]]), kinds, False),
                  _amount(tuple(words[than[0] + 1:]), kinds, False))
    if fewer:
        more, less = less, more
    differences: dict[tuple[Amount | None, Amount | None], Amount] = {
        (Amount.FIRST, Amount.SECOND): Amount.FIRST_OVER_SECOND,
        (Amount.SECOND, Amount.FIRST): Amount.SECOND_OVER_FIRST}
    return differences.get((more, less))


def _told(clause: list[Token], kinds: tuple[Kind, Kind], done: str,
          terms: tuple[Quoted, Quoted]) -> _Told | None:
    """ "There are 12 red pens (in the box)", "Kim has 20 blue pens", "There are 40 red and blue
    pens in all", "The difference between the boys and the girls is 4"; of things the ratio
    counts as done, "The shop sold 12 pens", "12 pens were sold": the one amount told, with its
    holder (or doer) and place."""
    rest_at = next((i for i in range(1, len(clause) - 3) if [t.lower for t in clause[i:i + 3]] in (
        ["and", "the", "rest"], ["and", "the", "others"])), None)
    if rest_at is not None:
        # "There are 16 red balls and the rest are white balls": the other kind is all the rest
        rest = clause[rest_at + 3:]
        count = clause[:rest_at - 1] if clause[rest_at - 1].text == "," else clause[:rest_at]
        told = _told(count, kinds, done, terms) if rest and rest[0].lower in _BE else None
        others = {Amount.FIRST: Amount.SECOND, Amount.SECOND: Amount.FIRST}
        if told is None or _amount(tuple(rest[1:]), kinds, False) is not others.get(told.amount):
            return None
        return told
    numbers = [i for i, t in enumerate(clause) if t.kind is TokenKind.NUMBER]
    if len(numbers) != 1 or _whole(clause[numbers[0]]) is None:
        return None
    at = numbers[0]
    lowered = [t.lower for t in clause]
    if lowered[:3] == ["the", "difference", "between"] and at == len(clause) - 1 and (
            lowered[-2] in _BE and not done):
        # "the difference between (the number of) boys and (the number of) girls is 4": the
        # more of the two is the one with the larger ratio number
        joined = [i for i, w in enumerate(lowered) if w == "and"]
        if len(joined) != 1 or terms[0].value == terms[1].value:
            return None
        sides = {_amount(_counted(clause[3:joined[0]]), kinds, False),
                 _amount(_counted(clause[joined[0] + 1:-2]), kinds, False)}
        if sides != {Amount.FIRST, Amount.SECOND}:
            return None
        apart = (Amount.FIRST_OVER_SECOND if terms[0].value > terms[1].value
                 else Amount.SECOND_OVER_FIRST)
        return _Told(apart, clause[at], ("there",), ())
    start = 4 if lowered[1:2] in (["total"], ["combined"]) else 3
    if lowered[:start] in (["the", "number", "of"], ["the", lowered[1], "number", "of"]) and (
            at == len(clause) - 1 and lowered[-2] in _BE and not done):
        # "the (total) number of red pens (in the box) is 12"
        split = _place_split(clause[start:-2]) + start
        place = _place(clause[split:-2], later=True)
        amount = _amount(tuple(clause[start:split]), kinds, start == 4, ("there",))
        if place is None or amount is None:
            return None
        return _Told(amount, clause[at], ("there",), place)
    rest, together = _together(clause[at + 1:])
    split = _place_split(rest)
    lowered = [t.lower for t in clause[:at]]
    if done and (not lowered or lowered in _THERE_BE) and split >= 2 and _participle(
            rest[:split]) == done:
        # "12 pens were sold", "There were 12 pens sold": done by no one named
        holder: tuple[str, ...] | None = _UNNAMED
        rest = [*rest[:split - 1], *rest[split:]]
        if split >= 3 and rest[split - 2].lower in _BE:
            rest = [*rest[:split - 2], *rest[split - 1:]]
            if split >= 4 and rest[split - 3].lower in _RELATIVES and lowered in _THERE_BE:
                # "There were 16 cats that were sold": the cats sold
                rest = [*rest[:split - 3], *rest[split - 2:]]
        split = _place_split(rest)
    else:
        holder = _holder(clause[:at], done or "have")
    if holder is None:
        return None
    place = _place(rest[split:], later=True)
    if place is None:
        return None
    named = tuple(rest[:split])
    if named[:1] and named[0].lower in ("more", "fewer"):
        # "There are 4 more girls than boys": the difference told
        compared = None if together else _compared(list(named[1:]), kinds, named[0].lower == "fewer")
        return None if compared is None else _Told(compared, clause[at], holder, place)
    amount = _amount(named, kinds, together, holder)
    if amount is None:
        return None
    return _Told(amount, clause[at], holder, place)


def _amount(named: tuple[Token, ...], kinds: tuple[Kind, Kind], together: bool,
            holder: tuple[str, ...] = ()) -> Amount | None:
    """The amount the words name (of kinds told apart by owners, with who holds them)."""
    if kinds[0].owner:
        if not kinds[0].named_by(named):
            return None
        owners = tuple(k.owner for k in kinds)
        if holder in ((owners[0], "and", owners[1]), (owners[1], "and", owners[0])):
            return Amount.BOTH
        if together or len(holder) != 1 or holder[0] not in owners:
            return None
        return Amount.FIRST if holder[0] == owners[0] else Amount.SECOND
    if _both(named, kinds) or _divided_whole(named, kinds):
        return Amount.BOTH
    if together:
        return None
    for amount, kind in zip((Amount.FIRST, Amount.SECOND), kinds, strict=True):
        if kind.named_by(named):
            return amount
    return None


def _holder(words: list[Token], verb: str) -> tuple[str, ...] | None:
    """Who holds the things told: ("there",) for "there are", the subject's words for "Kim
    has" (or, of things the ratio counts as done, for "Kim sold"); None for any other verb."""
    lowered = [t.lower for t in words]
    if verb == "have" and lowered in _THERE_BE:
        return ("there",)
    if len(words) < 2 or any(t.kind is not TokenKind.WORD or not t.text.isalpha() for t in words):
        return None
    if not _same_verb(words[-1], verb):
        return None  # "Kim sold 12 pens" tells what went, not what a ratio of pens counts
    subject = tuple(t.lower for t in words[:-1] if t.lower not in _ARTICLES)
    return subject if _subject(subject) else None


def _named(holder: tuple[str, ...], named: tuple[str, ...]) -> tuple[str, ...]:
    """The one named the holder is: "she" after "Nell" (a name of her gender), else the holder."""
    said = pronoun(holder[0], "subject") if len(holder) == 1 else None
    if said is None or len(named) != 1 or said.number != "sg":
        return holder
    gender = name_gender(named[0])
    return named if gender is not None and gender[0] == said.gender else holder


def _place_opening(words: list[Token]) -> tuple[tuple[str, ...], list[Token]]:
    """The place opening a first sentence that then tells what is there ("At a fair(,) there
    were 42 pies sold", "In a box, there are 12 pens") and the words after it; no place and the
    words whole otherwise. The place is the scene of all the text: the ratio told later with no
    place of its own counts there."""
    lowered = [t.lower for t in words]
    there = next((i for i in range(1, len(words) - 1) if lowered[i:i + 2] in _THERE_BE), None)
    if there is None or lowered[0] not in _PLACE_PREPOSITIONS or "ratio" in lowered:
        return (), words
    opening = words[:there - 1] if words[there - 1].text == "," else words[:there]
    place = _place(opening)
    if not place or any(in_class(noun_lemma(w) or w, "time_nouns") or in_class(w, "time_words")
                        for w in place):
        return (), words  # "In the morning, there were …": a time, not a place holding all
    return place, words[there:]


def _without_time_opening(words: list[Token]) -> list[Token]:
    """The first sentence after a time opening it that sets the scene for all the text
    ("During the fair(,) a shop sold …"): "during", up to three words with no number, then a
    comma or the article opening the subject; a ratio told at a time is left whole (the count
    told later may be of any time)."""
    if not words or words[0].lower != "during" or any(t.lower == "ratio" for t in words):
        return words
    end = next((i for i in range(2, min(len(words), 5))
                if words[i].text == "," or words[i].lower in ("a", "an", "the")), None)
    if end is None or any(t.kind is not TokenKind.WORD for t in words[1:end]):
        return words
    return words[end + 1:] if words[end].text == "," else words[end:]


def _same_holder(asked: tuple[str, ...], told: tuple[str, ...]) -> bool:
    """Whether the holder asked is the one told: the same words, or the told one's head noun
    alone ("did the store sell" after "A book store sold"), never a name's."""
    if asked == told:
        return True
    return len(asked) == 1 and len(told) == 2 and asked[0] == told[1] and (
        noun_lemma(asked[0]) is not None and name_gender(asked[0]) is None)


def _thing_holding(holder: tuple[str, ...]) -> bool:
    """Whether a holder is a place the things are in, known as one by the lexicon ("A small
    school has 42 boys": "How many girls are there?" asks of it); never a person, who may keep
    things elsewhere ("Kim has 12 red pens", "The keeper has …"), nor a noun not known."""
    lemma = noun_lemma(holder[-1]) if holder else None
    return lemma is not None and any(in_class(lemma, places) for places in _HOLDING_PLACES)


def _subject(words: tuple[str, ...] | list[str]) -> bool:
    """Words that may name who has or does: one or two words ("Kim", "the shop", "book
    store"), or two names joined by "and"."""
    if len(words) == 3:
        return words[1] == "and" and _subject(words[:1]) and _subject(words[2:])
    return 0 < len(words) <= 2 and not any(
        w in _NOT_A_KIND or in_class(w, "prepositions") or in_class(w, "conjunctions")
        for w in words)


def _asked(question: list[Token], kinds: tuple[Kind, Kind], done: str) -> tuple[
        Amount, tuple[str, ...], tuple[str, ...], str] | None:
    """The amount "How many blue pens are there (in the box)?", "How many pens does Kim have in
    all?", "How many more girls than boys are there?" asks: its amount, holder, place and the
    words it counts."""
    lowered = [t.lower for t in question]
    if lowered[:4] == ["find", "the", "number", "of"] and not done:
        # "Find the number of blue pens (in the box)."
        split = _place_split(question[4:]) + 4
        place = _place(question[split:], later=True)
        found = _amount(tuple(question[4:split]), kinds, False, ("there",))
        if place is None or found is None or any(t.kind is not TokenKind.WORD for t in question):
            return None
        return found, ("there",), place, " ".join(t.lower for t in question[4:split])
    if lowered[:1] == ["what"]:
        return _number_asked(question, kinds, done)
    if lowered[:2] != ["how", "many"] or any(t.kind is not TokenKind.WORD and t.text != "-"
                                              for t in question):
        return None
    auxiliary = next((i for i, w in enumerate(lowered) if w in _BE | _DO or lowered[i:i + 2] == [
        "would", "be"] and done), None)
    if auxiliary is None or auxiliary < 3:
        return None
    named = question[2:auxiliary]
    rest, together = _together(question[auxiliary:])
    words = [t.lower for t in rest]
    if done and words[:2] == ["would", "be"]:
        # "How many blue cones would be sold?": the count the ratio gives, as "are sold" asks
        rest, words = rest[1:], ["are", *words[2:]]
    # the auxiliary opening ``rest`` is no verb of the doing, though it be "do" ("did Bo do")
    verbs = [i for i, t in enumerate(rest) if i > 0 and _same_verb(t, done or "have")]
    if not done and words[0] in _BE and words[1:2] == ["there"]:
        holder: tuple[str, ...] = ("there",)
        after = rest[2:]
    elif not done and words[0] in _BE and words[1:2] and words[1] in _PLACE_PREPOSITIONS:
        holder, after = ("there",), rest[1:]  # "How many girls are in the class?"
    elif done and words[0] in _BE and verbs[:1] == [1] and _participle(rest[:2]) == done:
        holder, after = _UNNAMED, rest[2:]  # "How many pencils were sold?"
    elif words[0] in _DO and verbs and verbs[0] > 1:
        subject = [t.lower for t in rest[1:verbs[0]] if t.lower not in _ARTICLES]
        if not _subject(subject):
            return None
        holder = tuple(subject)
        after = rest[verbs[0] + 1:]
    else:
        return None
    comparing = lowered[2] in ("more", "fewer") and not together
    if comparing and kinds[0].owner:
        return _owners_compared(named[1:], holder, after, kinds, lowered[2] == "fewer")
    if comparing and all(t.lower != "than" for t in named) and after[:1] and after[0].lower == "than":
        # "How many more boys are there than girls?": the other kind after the verb
        split = _place_split(after)
        named, after = [*named, *after[:split]], after[split:]
    place = _place(after, later=True)
    if place is None or not holder:
        return None
    unit = _said(named)
    if comparing:
        compared = _compared(named[1:], kinds, lowered[2] == "fewer")
        if compared is None:
            return None
        return compared, holder, place, " ".join(
            t.lower for t in named[1:next(i for i, t in enumerate(named) if t.lower == "than")])
    amount = _amount(tuple(named), kinds, together, holder)
    if amount is None:
        return None
    return amount, holder, place, unit


def _said(tokens: Sequence[Token]) -> str:
    """The words in small letters, a space only where the text has one ("sit-ups")."""
    return "".join(("" if k == 0 or tokens[k - 1].end == t.start else " ") + t.lower
                   for k, t in enumerate(tokens))


def _owners_compared(named: list[Token], holder: tuple[str, ...], after: list[Token],
                     kinds: tuple[Kind, Kind], fewer: bool) -> tuple[
        Amount, tuple[str, ...], tuple[str, ...], str] | None:
    """ "How many fewer shells did Bo find than Ann?" of kinds told apart by owners: the
    difference between the holder's kind and the kind of the one named after "than"."""
    owners = tuple(k.owner for k in kinds)
    if len(after) != 2 or after[0].lower != "than" or not kinds[0].named_by(tuple(named)) or (
            holder, after[1].lower) not in (((owners[0],), owners[1]), ((owners[1],), owners[0])):
        return None
    more = Amount.FIRST if (holder[0] == owners[0]) != fewer else Amount.SECOND
    apart = Amount.FIRST_OVER_SECOND if more is Amount.FIRST else Amount.SECOND_OVER_FIRST
    return apart, holder, (), _said(named)


def _number_asked(question: list[Token], kinds: tuple[Kind, Kind], done: str) -> tuple[
        Amount, tuple[str, ...], tuple[str, ...], str] | None:
    """ "What is the number of blue pens (in the box)?", "What was the total number of boys and
    girls?", of things done "What is the combined amount of maps and guides sold?": the amount
    asked, of ``there`` or, done, of no doer named; "total" or "combined" asks both kinds by
    name, never their head alone."""
    lowered = [t.lower for t in question]
    if lowered[:3] not in (["what", "is", "the"], ["what", "was", "the"]) or any(
            t.kind is not TokenKind.WORD for t in question):
        return None
    together = lowered[3] in ("total", "combined")
    start = 4 if together else 3
    if lowered[start:start + 2] not in (["number", "of"], ["amount", "of"]):
        return None
    words = question[start + 2:]
    split = _place_split(words)
    named, place = words[:split], _place(words[split:], later=True)
    holder: tuple[str, ...] = ("there",)
    if done:
        if _participle(named) != done:
            return None
        named, holder = named[:-1], _UNNAMED
    amount = _amount(tuple(named), kinds, together, holder)
    if amount is None or place is None:
        return None
    return amount, holder, place, " ".join(t.lower for t in named)
