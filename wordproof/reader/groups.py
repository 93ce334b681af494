"""Reading how many like groups a whole makes: "Ana has 80 beads. Each bag can hold 8 beads. How
many bags does she need?", "If she puts 6 seeds in each pot, how many pots does she use?".

The text tells two whole counts and no other number: the whole (things held, got or there:
"has 80 beads", "gathered all 98 of the beads", "there are 80 beads", "80 beads were packed")
and the count in every group, tied to the groups by one of

- `each|every|a|an|one <group> [can|will] <holds|contains|takes|needs|…> [up to] <N> [things]`,
- `<groups> which|that [can] <hold|contain|…> <N> [things]`,
- `<N> [things] in|on|into each|every <group>`, `<groups> with <N> [things] in each [group]`,
- `one <group> is [equal to] <N> things`.

The things of the count, if named, are the whole's (same head noun; of a whole counted in pairs
or packs, "80 pairs of beads", the counting noun: "8 pairs", never "8 beads"); the whole's things are
named nowhere else but as those ("the beads", "these beads"): "Ana had beads. She bought 80
beads." leaves the whole unknown. The question asks `how many <groups>` (the same head noun)
with a doing that takes the whole: what a capacity ("can hold") leaves open is only the fewest
groups needed or filled, never how many there are. No word of a change, a part, a comparison, a
price or a time is said; the whole must make the groups exactly. Anything else leaves the text to
the general reader (``None``).
"""

from __future__ import annotations

import attrs

from wordproof.ledger.groups import GroupsEntry
from wordproof.lexicon import words
from wordproof.lexicon.tables import name_gender
from wordproof.lexicon.words import VerbClass, noun_form
from wordproof.reader.classes import TC, classify
from wordproof.reader.even_split import asker_told, describes
from wordproof.reader.sequences import one_named_person, sentences_of, whole_count
from wordproof.text.tokens import Token, TokenKind

# words that change, part, compare, price or time the things told
_NOT_THE_SHAPE = frozenset({
    "some", "half", "third", "quarter", "fourth", "more", "less", "fewer", "than", "times", "twice",
    "double", "left", "lost", "lose", "ate", "eat", "eaten", "gave", "give", "given", "sold", "sell",
    "broke", "broken", "already", "remaining", "rest", "remainder", "except", "but", "not", "n't",
    "no", "per", "another", "other", "others", "extra", "spare", "kept", "keep", "only", "also",
    "then", "too", "or", "least", "most", "cost", "costs", "price", "dollars", "dollar", "cents", "$",
    "day", "days", "week", "weeks", "hour", "hours", "minute", "minutes", "month", "year", "time",
    "trip", "trips", "leftover", "empty", "each", "every", "same", "equal", "equally",
})
# words that make the number after them rough ("around 20 pieces")
_ROUGHLY = frozenset({"around", "about", "nearly", "almost", "over", "under", "roughly", "approximately"})
# the verbs that say what a group holds, in any form
_HOLDING = frozenset({"contain", "hold", "carry", "fit", "take", "have", "need", "require", "get", "cost",
                      "use", "serve", "seat"})
_MODALS = frozenset({"can", "could", "will", "would", "should", "must"})
_AUXILIARIES = frozenset({"do", "does", "did", "is", "are", "was", "were", "will", "would", "should",
                          "can", "could", "must", "has", "have", "had", "shall", "may", "might", "be"})
_SUBJECTS = frozenset({"he", "she", "they", "we", "i", "you", "it"})
_DETERMINERS = frozenset({"the", "these", "those", "his", "her", "their", "its", "my", "our", "your",
                          "all"})
_NOUN_STOPS = frozenset({"in", "on", "into", "at", "for", "with", "to", "of", "from", "by", "and",
                         "which", "that", "who", "if", "a", "an", "the", ",", ".", "?", "!"})
# what the question may ask done with the whole: the fewest groups the capacity allows
_FILLING = frozenset({"need", "use", "fill", "require"})
# ... and, when every group is told to hold the count, also how many there are or were made
_MAKING = _FILLING | frozenset({"make", "prepare", "create", "form"})
# ... and, when the story puts the things in the groups, how many there are
_HAVING = frozenset({"have", "be", "get"})
# ... and, when every group is told to cost the count ("Each ride costs 4 tickets"), what can be
# bought with the whole
_BUYING = frozenset({"buy", "purchase", "afford", "get", "take"})
# the verb of a price told in things ("costs 4 tickets"): the count one group takes of the whole
_PRICING = frozenset({"cost", "costs"})
# closing words of a question that ask the groups all told, as the question without them does
_IN_ALL = (["in", "all"], ["in", "total"], ["altogether"])
_PIECES = frozenset({"piece", "sheet", "slice", "stick", "bar", "box", "bag", "pack", "cup", "bottle",
                     "jar", "can", "roll", "loaf", "pair"})


def read_groups(text: str, tokens: tuple[Token, ...] | list[Token]) -> GroupsEntry | None:
    """The count of like groups the text asks, or None when it is not such a problem."""
    parted = _question_parts(list(tokens))
    if parted is None:
        return None
    question, asking, told = parted
    asked = _asked_groups(asking)
    if asked is None:
        return None
    group_words, things_asked, doing = asked
    said = [t.lower for t in told]
    numbers = [i for i, t in enumerate(told) if t.kind is TokenKind.NUMBER]
    tied = [(i, tie) for i in numbers if (tie := _tie(told, said, i)) is not None]
    if len(tied) != 1:
        return None
    each_at, (each_group, each_things, tie_words, capacity) = tied[0]
    counts = [i for i in numbers if i not in tie_words]
    added_at = _added_count(told, said, counts)
    if len(counts) != 1 + len(added_at):
        return None  # ("one serving is 12 pretzels": the "one" is the tie's, no count)
    whole_at = counts[0]
    whole, each = whole_count(told[whole_at], 1), whole_count(told[each_at], 1)
    added = [whole_count(told[i], 1) for i in added_at]
    priced = bool(_PRICING & {said[i] for i in tie_words})
    if priced and not {"can", "could", "able"} & {t.lower for t in asking}:
        return None  # "How many rides did she buy?": all she had spent?
    bought = _groups_bought(group_words, doing, each_group, priced)
    if bought is None:
        return None
    group_words, asked_as = bought
    if whole is None or each is None or None in added or not {noun_form(w) for w in group_words} <= {
        noun_form(w) for w in each_group
    } or noun_form(each_group[-1]) != noun_form(group_words[-1]):
        return None  # "Each small bag holds 8. How many big bags …?"
    # ("stacks with 8 in each", "a binder with 8 on each page": 8 of the things the story groups)
    with_each = said[tie_words.start + 1:tie_words.start + 2] == ["with"]
    described = not each_things and said[each_at - 1:each_at] == ["with"] and tie_words.start == each_at
    if described and not _only_kind_before(told, said, each_at, _things_after(told, said, whole_at)):
        return None  # "He put his cards and stamps in a binder with 8 on each page": 8 of which?
    if not each_things and not (with_each or described) or _groups_told(
        said, noun_form(each_group[-1]), tie_words
    ):
        # "Each jug can hold 2" after "12 liters": two of what? "He put them on the shelves":
        # shelves the story knows, how many of them filled is not told
        return None
    last_at = added_at[-1] if added_at else whole_at
    whole_words = range(whole_at, _after_things(said, last_at, _things_after(told, said, last_at)))
    placing = any(said[i] in _QUANTIFIERS for i in tie_words if i > each_at) and _placed(told, each_at)
    if not priced and (capacity and doing not in _FILLING or doing in _HAVING and not placing) or (
        placing and whole_at > each_at and not (described and _to_be_placed(said, whole_words.stop))
    ):
        # what a capacity leaves open; how many there are when none is told put in them; "She put
        # 8 in each jar. She has 80 beads.": the 80 may be what is left
        return None
    untied = [w for i, w in enumerate(said) if i not in tie_words]
    if _NOT_THE_SHAPE & set(_without_at_a_time(untied)) or any(
        word in _ROUGHLY and i + 1 in numbers for i, word in enumerate(said)
    ):
        return None  # "each" said of something else; a change, a part, a price or a time; "about 20"
    whole_things = _things_after(told, said, whole_at)
    if not whole_things or not _whole_held(told, said, whole_at):
        return None
    named = [noun_form(w) for w in whole_things]
    if each_things and not _same_things(each_things, named) or (
        things_asked is not None and not _asked_of_all(things_asked, named, bool(added_at))
    ):
        return None  # "80 red beads", "8 blue beads": other things (the whole's last words may name them)
    if added_at and each_things and [noun_form(w) for w in each_things] != [
        noun_form(w) for w in _things_after(told, said, added_at[-1])
    ][-len(each_things):]:
        return None  # "30 red beads and 20 blue beads", "8 red beads in each bag": 20 of other things
    if not _named_only_as_the_whole(told, said, named[-1], set(whole_words) | set(tie_words),
                                    noun_form(each_group[-1])) or not (
        asker_told(question, told) and _asker_named(asking, _sentence_before(told, whole_at))
        and _one_he_or_she(asking, told, whole_at)
        and _names(_sentence_before(told, tie_words.start)) <= _holders_named(told, whole_at)
    ):  # ("Ivo can fit 5 cards in each box. Ana has 40 cards.": Ivo's boxes, Ana's cards)
        return None
    entry = GroupsEntry("e1", whole, " ".join(t.text for t in told[whole_words.start + 1:whole_words.stop]),
                        each, asked_as, " ".join(said[i] for i in tie_words),
                        text[asking[0].start - len("how many "):question[-1].end],
                        tuple(q for q in added if q is not None))
    if entry.added:
        entry = attrs.evolve(entry, unit=told[whole_words.stop - 1].text)  # the things both counts count
    if entry.total % each.value:
        return None  # some left over: how many groups then is the question's rounding, not read here
    return entry


def _asked_of_all(things_asked: list[str], named: list[str], parts: bool) -> bool:
    """The things a question names ("bags of beads", "filled with the red beads") are all the
    whole's: its last words, or only its noun when it is told in parts ("30 red beads and 50
    blue beads": "the blue beads" are some); never other things ("the blue beads" of "80 red
    beads")."""
    asked = [noun_form(w) for w in things_asked if w not in _DETERMINERS]
    return bool(asked) and (asked == named[-1:] or not parts and asked == named[len(named) - len(asked):])


def _only_kind_before(told: list[Token], said: list[str], at: int, whole_things: list[str]) -> bool:
    """The sentence of a count told with no things of its own ("a binder with 8 on each page")
    names the whole's things before it, and no other things beside them ("his cards and stamps")."""
    before = _sentence_before(told, at)
    heads = [noun_form(t.lower) for t in before]
    return bool(whole_things) and noun_form(whole_things[-1]) in heads and "and" not in heads


def _to_be_placed(said: list[str], after: int) -> bool:
    """The whole is told as things still to put in place ("had 16 cards to put in the binder"):
    all of them, not what is left after some were put."""
    return said[after:after + 1] == ["to"] and after + 1 < len(said) and words.in_class(
        words.verb_lemma(said[after + 1]) or said[after + 1], "partition_verbs")


def _added_count(told: list[Token], said: list[str], counts: list[int]) -> list[int]:
    """The place of a second count the whole is told in, of the same things, right after it and
    "and" ("34 oat cookies and 29 nut cookies"): ``[at]``, or ``[]`` when there is none such.
    The two must name their things, with the same last noun ("3 cards and 5 stamps" are not one
    whole; "3 cards and 5" leaves the 5 to be guessed)."""
    if len(counts) != 2:
        return []
    first, second = counts
    things, more = _things_after(told, said, first), _things_after(told, said, second)
    joined = first + 1 + len(things)
    if not things or not more or said[joined:joined + 1] != ["and"] or joined + 1 != second or (
        said[second + 1] == "of"
    ):  # ("and 10 of the new cards": some of cards told apart)
        return []
    return [second] if noun_form(things[-1]) == noun_form(more[-1]) else []


def _question_parts(tokens: list[Token]) -> tuple[list[Token], list[Token], list[Token]] | None:
    """The question sentence, its asking words after "how many" (to an "if" after them), and
    the words that tell (the story, and the question's condition, before or after)."""
    sentences = sentences_of(tokens)
    if len(sentences) < 2 or [s[-1].text for s in sentences] != ["."] * (len(sentences) - 1) + ["?"]:
        return None
    question = sentences[-1]
    said = [t.lower for t in question]
    if said.count("how") != 1:
        return None
    how = said.index("how")
    if said[how + 1:how + 2] != ["many"] or (how and said[how - 1] != ","):
        return None
    condition = next((i for i in range(how, len(said)) if said[i] == "if"), len(said) - 1)
    asking = question[how + 2:condition]
    told = [t for s in sentences[:-1] for t in s] + question[:how] + question[condition:]
    times = 1 if asking[:1] and asking[0].lower == "times" else 0
    if any(t.kind is TokenKind.NUMBER or t.lower in _NOT_THE_SHAPE for t in asking[times:]):
        return None  # ("how many times could you ride it": the times, when a price is told per ride)
    return question, asking, told


def _after_things(said: list[str], at: int, things: list[str]) -> int:
    """Where the words of a count and its things end ("98 of their teddy bears")."""
    of_owner = said[at + 1:at + 2] == ["of"] and said[at + 2] in _DETERMINERS
    return at + 1 + len(things) + (2 if of_owner else 0)


def _without_at_a_time(said: list[str]) -> list[str]:
    """The words but "at a time", which says a capacity ("holds 8 at a time"), not a time."""
    kept: list[str] = []
    for i, word in enumerate(said):
        if said[i:i + 3] == ["at", "a", "time"] or said[i - 1:i + 2] == ["at", "a", "time"] or (
            said[i - 2:i + 1] == ["at", "a", "time"]
        ):
            continue
        kept.append(word)
    return kept


def _group_words(asking: list[Token]) -> int:
    """How many words name the groups asked ("crayon boxes does she need": 2)."""
    count = 0
    while count < len(asking) and asking[count].kind is TokenKind.WORD and asking[count].lower not in (
        _AUXILIARIES | _NOUN_STOPS | _SUBJECTS
    ):
        count += 1
    return count


def _asked_groups(asking: list[Token]) -> tuple[list[str], list[str] | None, str] | None:
    """ "crayon boxes does she need", "servings of pretzels was she able to prepare", "bracelets
    will there be": the groups asked (head noun), the words naming the things with them, and the doing
    (its lemma; "be" for "will there be")."""
    named = _group_words(asking)
    if named > 3:
        return None
    group = [t.lower for t in asking[:named]]
    rest = [t.lower for t in asking[named:]]
    for whole in _IN_ALL:
        if len(rest) > len(whole) and rest[-len(whole):] == whole:
            rest = rest[:-len(whole)]  # "will they need in all": all the groups, as without it
    things = None
    if rest[:1] in (["of"], ["with"]) and len(rest) > 1:
        things_end = 1
        while things_end < len(rest) and rest[things_end] not in _AUXILIARIES:
            things_end += 1
        things = rest[1:things_end]
        rest = rest[things_end:]
    if not rest or rest[0] not in _AUXILIARIES:
        return None
    if "with" in rest and things is None:
        # "were filled with carvings": the things named after the doing
        things, rest = rest[rest.index("with") + 1:], rest[:rest.index("with")]
    after = rest[1:]
    if after[:1] == ["the"] and len(after) > 2:
        after = after[2:]  # "was the baker able to prepare": a subject of one noun
    doings = [w for w in after if w not in _SUBJECTS and w not in ("able", "to", "there")
              and not _is_name(w, asking)]
    if len(doings) == 2 and doings[0] == "be":
        doings = doings[1:]  # "will be used"
    if len(doings) != 1:
        return None
    lemma = words.verb_lemma(doings[0]) or doings[0]
    can = bool({"can", "could", "able"} & set(rest))
    if lemma in _MAKING - _FILLING and not can:
        return None  # what one takes says how many could be made, never how many were ("did he make")
    if not group or group == ["times"] or lemma in _BUYING - _HAVING:
        # "how many could she buy", "how many times could you ride it": only what a price lets
        # one do (`_groups_bought`), never what was done ("how many did she buy")
        return (group, things, lemma) if can else None
    return (group, things, lemma) if lemma in _MAKING | _HAVING else None


def _groups_bought(group_words: list[str], doing: str, each_group: list[str],
                   priced: bool) -> tuple[list[str], str] | None:
    """The groups the question asks, and its words for them, given a price told and asked what
    can be done with the whole, or not: with one ("Each ride costs 4 tickets … can"), what can be
    bought (`_BUYING`: "how many rides can she take", "how many could she buy": the rides), or
    how many times the verb of the priced group can be done ("how many times could you ride it"
    of "per ride"); without one, the groups named, never bought."""
    if not priced:
        return (group_words, " ".join(group_words)) if group_words and group_words != ["times"] else None
    if group_words == ["times"]:
        return (each_group[-1:], "times") if doing == noun_form(each_group[-1]) else None
    if doing not in _BUYING:
        return None
    if group_words:
        return group_words, " ".join(group_words)
    plural = words.inflections(noun_form(each_group[-1]), "NNS")[:1] or (each_group[-1],)
    return each_group, " ".join([*each_group[:-1], *plural])  # "how many could she buy": cokes


def _is_name(word: str, asking: list[Token]) -> bool:
    return word in _names([t for t in asking if t.lower == word])


def _sentence_before(told: list[Token], at: int) -> list[Token]:
    """The words of the sentence a token stands in, up to it."""
    start = max((i + 1 for i in range(at) if told[i].text in (".", "!")), default=0)
    return told[start:at]


def _names(told: list[Token]) -> set[str]:
    """The people said by name ("Ivo", "Mrs. Hilt")."""
    return {t.lower for t in told if TC.NAME in classify(t)}


_PRONOUN_GENDERS = {"she": "female", "he": "male", "her": "female", "his": "male", "him": "male"}


def _holders_named(told: list[Token], at: int) -> set[str]:
    """The people said with the whole, before it: by name, or as "he"/"she" when the text tells
    of one person only, named before ("Ana makes bags of 8 beads. If she has 80 beads": Ana)."""
    named = _names(_sentence_before(told, at))
    people = [t for t in told if TC.NAME in classify(t) or t.lower in _PRONOUN_GENDERS]
    if named or not {"he", "she"} & {t.lower for t in _sentence_before(told, at)} or not (
        one_named_person(people, _PRONOUN_GENDERS)
    ):
        return named
    return _names(people)


def _one_he_or_she(asking: list[Token], told: list[Token], whole_at: int) -> bool:
    """A question's "he" or "she" has one person named to stand for, of its gender ("Tom has 60
    crayons. Ann has boxes. … How many boxes does she need?": for whose crayons?), and the whole
    is no group's ("Ana and her mom planted 54 seeds. If they put …, how many pots did she
    have?": one of two)."""
    pronoun = {"he", "she"} & {t.lower for t in asking}
    if not pronoun:
        return True
    whole_told = _sentence_before(told, whole_at)
    if {"they", "we", "together"} & {t.lower for t in told} or any(
        t.lower == "and" and (nxt.lower in _DETERMINERS or TC.NAME in classify(nxt))
        for t, nxt in zip(whole_told, whole_told[1:], strict=False)
    ):
        return False
    names = _names(told)
    # ("Haley has 63 magazines … How many boxes will he use?": no "he" told)
    gender = name_gender(next(iter(names))) if len(names) == 1 else None
    return len(names) == 1 and gender in (None, {"he": "male", "she": "female"}[pronoun.pop()])


def _asker_named(asking: list[Token], told: list[Token]) -> bool:
    """A name the question says is the one name said with the whole, before it ("How many bags
    does Ben need?" after "Ana has 80 beads. Ben has bags.": whose beads? "Tom and Ann planted
    60 seeds … How many pots did Ann have?": the pots are both theirs)."""
    asked = _names(asking)
    return not asked or asked == _names(told)


def _tie(told: list[Token], said: list[str], at: int) -> tuple[list[str], list[str], range, bool] | None:
    """The words of the group a count at ``at`` is told of ("crayon box"), the things it names,
    where the words that tie them stand (the count and its things among them), and whether it
    is a capacity ("can hold 8") rather than what every group holds: or None."""
    things = _things_after(told, said, at)
    after = at + 1 + len(things)
    if said[after:after + 1] in (["in"], ["on"], ["into"]) and said[after + 1:after + 2] in (
        ["each"], ["every"]
    ):
        # "<N> beads in each bag", "stacks with 8 in each (stack)"
        named = _noun_run(told, said, after + 2)
        # "can put 6 in each pot", "put up to 6 in each pot": the most a pot takes, not what each has
        room = bool({"can", "could", "up", "maximum"} & {t.lower for t in _sentence_before(told, at)})
        if named:
            return named, things, range(at, after + 2 + len(named)), room
        if at > 1 and said[at - 1] == "with" and not things:
            return _noun_before(told, said, at - 2), things, range(at - 2, after + 2), False
        return None
    if at > 1 and said[at - 1] == "of" and things[-1:] == ["each"] and len(things) > 1 and (
        told[at - 2].kind is TokenKind.WORD and said[at - 2] not in _NOUN_STOPS | _AUXILIARIES
    ):
        # "in rows of 5 pies each", "bags of 8 beads each": the groups right before
        group = _noun_before(told, said, at - 2)
        return group, things[:-1], range(at - 1 - len(group), after), False
    priced = _priced_per(told, said, at)
    if priced is not None:
        return priced
    before = at - 1
    if said[before - 1:before + 1] == ["equal", "to"]:
        before -= 2
    if before >= 2 and said[before] == "is" and said[before - 2] == "one":
        # "one serving is (equal to) 12 pretzels"
        return [said[before - 1]], things, range(before - 2, after), False
    while before >= 0 and said[before] in ("up", "to", "a", "maximum", "of", "exactly"):
        before -= 1  # "can hold up to 8", "a maximum of 8"
    verb = said[before] if before >= 0 else ""
    if (words.verb_lemma(verb) or verb) not in _HOLDING:
        return None
    start = before - 1
    if start >= 1 and said[start] == "to" and said[start - 1] in ("needs", "need"):
        start -= 2  # "every packet needs to contain 7"
    capacity = start >= 0 and said[start] in _MODALS or bool({"maximum", "up"} & set(said[before:at]))
    if start >= 0 and said[start] in _MODALS:
        start -= 1
    if start >= 1 and said[start] in ("which", "that"):
        # "jars which can hold 8": the groups right before
        group = _noun_before(told, said, start - 1)
        owner = start - 1 - len(group)
        if owner >= 0 and said[owner] in _DETERMINERS:
            return None  # "the boxes that can hold 90": those boxes together, not 90 in each
        return group, things, range(start - 1, after), capacity
    if start < 0 or told[start].kind is not TokenKind.WORD:
        return None
    quantifier = start - 1
    while quantifier >= 0 and start - quantifier < 3 and said[quantifier] not in _QUANTIFIERS and (
        told[quantifier].kind is TokenKind.WORD and said[quantifier] not in _NOUN_STOPS
    ):
        quantifier -= 1  # "every crayon box"
    if quantifier < 0 or said[quantifier] not in _QUANTIFIERS:
        return None
    return said[quantifier + 1:start + 1], things, range(quantifier, after), capacity


def _priced_per(told: list[Token], said: list[str],
                at: int) -> tuple[list[str], list[str], range, bool] | None:
    """ "costs 5 tickets per ride", "(it) costs 3 coins for each game": a price told in things,
    the group it is the price of after it (as "Each ride costs 5 tickets" tells it before)."""
    if not at or said[at - 1] not in _PRICING or said[at - 2:at - 1] in (["to"], ["not"], ["n't"]):
        return None  # ("It used to cost 3 coins for each game": the price once, not now)
    run = _things_after(told, said, at)
    if "per" in run:  # ("tickets per ride": one run of words, the things, then the group)
        things, group = run[:run.index("per")], run[run.index("per") + 1:]
        end = at + 1 + len(run)
    else:
        after = at + 1 + len(run)
        if said[after:after + 1] != ["for"] or said[after + 1:after + 2] not in (["each"], ["every"]):
            return None
        things, group = run, _noun_run(told, said, after + 2)
        end = after + 2 + len(group)
    return (group, things, range(at - 1, end), False) if things and group else None


def _same_things(each_things: list[str], whole_named: list[str]) -> bool:
    """The things a group holds are the whole's, named by its last words ("8 beads" of "80 red
    beads"); of a whole counted in pieces or packs ("80 pairs of beads"), by the counting noun
    ("8 pairs", "8 pairs of beads"): "8 beads" counts no pairs."""
    each_named = [noun_form(w) for w in each_things]
    if "of" in whole_named:
        counted = whole_named[:whole_named.index("of")]
        return each_named in (whole_named, counted[len(counted) - len(each_named):])
    return each_named == whole_named[len(whole_named) - len(each_named):]


def _groups_told(said: list[str], group: str, tie_words: range) -> bool:
    """The groups are named outside the tie as ones the story knows ("on the shelves", "her
    jars")."""
    return any(noun_form(word) == group and i not in tie_words and i and said[i - 1] in _DETERMINERS
               for i, word in enumerate(said))


def _placed(told: list[Token], at: int) -> bool:
    """A verb that puts or parts things ("put", "pack", "divide") before the count in its
    sentence: "If they put 6 seeds in each bed" tells the groups made."""
    start = max((i + 1 for i in range(at) if told[i].text in (".", "!")), default=0)
    return any(words.in_class(words.verb_lemma(t.lower) or t.lower, "partition_verbs")
               for t in told[start:at])


def _noun_before(told: list[Token], said: list[str], at: int) -> list[str]:
    """The words of a noun ending at ``at`` ("small jars" of "small jars which")."""
    start = at
    while start > 0 and at - start < 3 and told[start - 1].kind is TokenKind.WORD and (
        said[start - 1] not in _NOUN_STOPS | _AUXILIARIES | _SUBJECTS | _DETERMINERS | _QUANTIFIERS
        and not told[start - 1].possessive and words.verb_lemma(said[start - 1]) is None
    ):
        start -= 1
    return said[start:at + 1]


_QUANTIFIERS = frozenset({"each", "every", "a", "an", "one"})


def _things_after(told: list[Token], said: list[str], at: int) -> list[str]:
    """The words naming the things a count counts ("80 clean white papers", "98 of their bears",
    "20 pieces of paper"), up to a word that ends the noun."""
    start = at + 1
    if said[start:start + 1] == ["of"] and start + 1 < len(said) and said[start + 1] in _DETERMINERS:
        start += 2
    named = _noun_run(told, said, start)
    end = start + len(named)
    if named and noun_form(named[-1]) in _PIECES and said[end:end + 1] == ["of"] and end + 1 < len(said):
        named = named + ["of", said[end + 1]]
    return named


def _noun_run(told: list[Token], said: list[str], start: int) -> list[str]:
    """The words of a noun from ``start``: up to four, none a preposition, article, auxiliary or
    relative word, nor an owner ("flower bed", "clean white papers")."""
    end = start
    while end < len(said) and end - start < 6 and (told[end].kind is TokenKind.WORD or said[end] == "-" and (
        end > start and end + 1 < len(said) and told[end + 1].kind is TokenKind.WORD
    )) and (
        said[end] not in _NOUN_STOPS and said[end] not in _AUXILIARIES and said[end] not in _SUBJECTS
        and not told[end].possessive
    ):
        end += 1  # ("bite-sized pretzels": the hyphen joins two words of it)
    return said[start:end]


def _whole_held(told: list[Token], said: list[str], at: int) -> bool:
    """The whole is held, got or there: "has 80", "gathered all 98 of", "there are 80", "if she
    has 120", "80 beads were packed"."""
    before = at - 1
    if before >= 0 and said[before] == "all":
        before -= 1
    if before >= 1 and said[before] in ("are", "were", "is", "was") and said[before - 1] == "there":
        return True
    if before >= 0:
        lemma = words.verb_lemma(said[before])
        if lemma is not None and words.verb_class(lemma) in (
            VerbClass.POSSESS, VerbClass.GAIN, VerbClass.EITHER, VerbClass.PLACE
        ):
            return True
    things = _things_after(told, said, at)
    after = at + 1 + len(things)
    return (before < 0 or said[before] in ("if", ",")) and said[after:after + 1] in (["were"], ["are"])


def _named_only_as_the_whole(told: list[Token], said: list[str], head: str, counted: set[int],
                             group: str) -> bool:
    """Every other word naming the whole's things is "the"/"these"/"her" … things ("these
    papers", "the beads"), or what the groups are of ("making bags of beads"), never some of
    them told apart ("Ana had beads. She bought 80 beads.")."""
    for i, word in enumerate(said):
        if told[i].kind is not TokenKind.WORD or noun_form(word) != head:
            continue
        if i in counted or describes(told, i):
            continue  # the counts' own words, or a word describing another noun ("crayon boxes")
        if i > 1 and said[i - 1] == "of" and noun_form(said[i - 2]) == group:
            continue
        before = i - 1
        while before >= 0 and told[before].kind is TokenKind.WORD and said[before] not in _DETERMINERS and (
            said[before] not in _NOUN_STOPS and said[before] not in _AUXILIARIES and i - before < 4
        ):
            before -= 1
        if before < 0 or said[before] not in _DETERMINERS:
            return False
    return True


__all__ = ["read_groups"]
