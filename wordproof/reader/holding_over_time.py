"""Reading a holding changed by a pace over time: "Tom has $40 and saves $5 a week. How much will
he have after 6 weeks?" ($70); "… How many weeks until he has $120?" (16 weeks); "A tree is 4
feet tall and grows 2 feet a year. How tall will it be in 5 years?" (14 feet); "Ana has $30. She
earns $10 a day and spends $4 a day. How much will she have after 5 days?" ($60).

The text is two to four sentences (an opening `If …,` of the question is a told clause), each
told clause one subject and one or more predicates joined by `and`:

- *the holder*: a given name (then `he`/`she` of its gender), or `a`/`an`/`the` and one noun
  (then `it` or `the` and that noun); a sentence `<holder> is a/an <word(s)>` with no number
  ("Tom is a painter") tells nothing more and is passed over;
- *the holding*, once, told in the present: `has (already / currently) <n> <things>` (or a sum
  in dollars), `has (already) saved $<n>`, `is (currently / now) <n> <unit of length> tall`, with
  `now` after it or `already` / `currently` before it;
- *a pace*, once or twice: a verb in the present whose class gains (`saves`, `earns`, `buys`,
  `makes`, `grows`, `receives`, `puts away`, `sets aside`) or loses (`spends`, `eats`, `uses`,
  `sells`), then `<n>` and the things held (or nothing, or `more`/`new` and them; a sum; the unit
  held), then `a`/`per`/`each`/`every` and one period (or `daily`, `weekly`, …; or an opening
  `Each week,`).

The question asks the holding after some periods — `How much (money) / How many <things> will
<holder> have (in total / altogether / left) after / in <n> <periods>?`, `How tall will <holder>
be after / in <n> <periods>?`, the time also before it (`After 6 weeks, how …`) — or the periods
until a holding: `How many <periods> until <holder> has <n> (<things>) / is <n> <unit> tall?`,
`In / After how many <periods> will <holder> have <n> (<things>) / be <n> <unit> tall?`.

The holding told is the one the periods start from (`has`, `is`: now); each period adds or takes
each pace once, so "after 6 weeks" and "in 6 weeks" are six paces. The periods asked are those
the paces are told per; periods until a holding are read only when a whole count of periods
reaches it exactly (a holding passed between two periods: is the last one counted?). A holding
told in the past (`had`, `was`), a pace told otherwise (`every other week`, `every 2 weeks`, in
another period), a second holder, another number, a holding that would fall below nothing, or
any word the shape does not hold leave the text to the general reader (``None``).
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.holding_over_time import Holder, HoldingOverTimeEntry, MeetingEntry, Pace, net_pace
from wordproof.lexicon import words
from wordproof.lexicon.tables import measure_unit, name_gender
from wordproof.lexicon.words import VerbClass
from wordproof.reader.sequences import is_name, one_named_person, told_and_asked, words_and_marks
from wordproof.text.numerals import Numeral, NumeralKind, number_said
from wordproof.text.tokens import Token

_GENDER = {"she": "female", "he": "male", "her": "female", "him": "male", "his": "male"}
_MONEY, _COUNT = "$", "#"
_PERIODS = frozenset({"day", "week", "month", "year"})
_ADVERBS_OF_PERIOD = {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year",
                      "annually": "year"}
_PER = frozenset({"a", "an", "per", "each", "every"})
_BEFORE_HELD = frozenset({"already", "currently"})  # "already has $20", "is currently 4 feet tall"
_PUT_BY = (("puts", "away"), ("sets", "aside"), ("saves", "up"))  # verbs of saving said with a particle
_GAINING = frozenset({VerbClass.GAIN, VerbClass.TRANSFER_IN})
_TO_COME = frozenset({"will", "would"})  # "How much will (would) he have …"
_ASKED_TAILS = ((), ("in", "total"), ("altogether",), ("left",))
# words that may not name the things held: they count, compare, own or place them
_NOT_A_THING = frozenset({
    "and", "or", "for", "with", "that", "which", "each", "every", "per", "more", "less", "than", "other",
    "another", "his", "her", "their", "its", "the", "a", "an", "of", "at", "on", "in", "to", "some", "all",
    "both", "few", "several", "many", "dozen", "twice", "half", "then", "it", "now", "already", "left",
    "new", "total", "altogether", "after", "until", "how", "much", "money", "dollars", "dollar", "tall",
})

Said = list[tuple[str, Token]]  # a clause's words (a number as "$" or "#") and their tokens


class _Story:
    """What the told clauses say, gathered as they are read."""

    def __init__(self) -> None:
        self.people: list[Token] = []  # the holder named and every pronoun of it
        self.noun: str | None = None  # the holder named by a noun ("the tree"), if so
        self.held: list[tuple[Quoted, str]] = []  # the holding and what it is of ("$", "stamps", "feet")
        self.paces: list[tuple[Pace, str, str]] = []  # each pace, what it is of, its period


def read_holding_over_time(text: str, tokens: tuple[Token, ...] | list[Token]) -> HoldingOverTimeEntry | None:
    """The holding after some periods, or the periods until a holding; None when the text is not
    such a problem."""
    told_asked = told_and_asked(tokens, (1, 2, 3, 4))
    if told_asked is None:
        return None
    told, question = told_asked
    story = _Story()
    for clause in told:
        if not _read_told(clause, story):
            return None
    if len(story.held) != 1 or not 1 <= len(story.paces) <= 2:
        return None
    (held, unit), periods = story.held[0], {period for _, _, period in story.paces}
    if len(periods) != 1 or not all(_of_held(of, unit) for _, of, _ in story.paces):
        return None  # paces per two periods, or of another thing than the one held
    if len(story.paces) == 2 and (story.paces[0][0].gains == story.paces[1][0].gains
                                  or any(_saving(pace.verb) for pace, _, _ in story.paces)):
        # "earns $12 a week and saves $3 a week": the sum saved is part of the sum earned; "saves
        # $3 and spends $5 a week": spent from what is held, or from what is not saved? Two paces
        # the same way may tell one sum twice ("earns … and makes …")
        return None
    asked = _asked(question, story, unit)
    if asked is None or (story.noun is None) == (not story.people):
        return None
    if story.people and not one_named_person(story.people, _GENDER):
        return None
    period, elapsed, reached = asked
    if period != next(iter(periods)):
        return None  # a pace per week, asked in days
    entry = HoldingOverTimeEntry("h1", held, tuple(pace for pace, _, _ in story.paces),
                                 "dollars" if unit == _MONEY else unit, period, elapsed, reached,
                                 text[question[0].start:question[-1].end])
    return entry if _settled(entry, unit) else None


def read_holdings_meeting(text: str, tokens: tuple[Token, ...] | list[Token]) -> MeetingEntry | None:
    """Two holders, each told a holding and one pace per the same period (each clause read as in
    ``read_holding_over_time``), and the periods until they hold the same asked: "How many weeks
    until Carla and Milo have the same amount of money?". None for any other text."""
    told_asked = told_and_asked(tokens, (3, 4, 5))
    if told_asked is None:
        return None
    told, question = told_asked
    names: list[str] = []
    clauses: dict[str, list[list[Token]]] = {}
    for clause in told:
        name = _holder_named(_front_period(clause)[0], names)
        if name is None:
            return None
        clauses.setdefault(name, []).append(clause)
    if len(names) != 2:
        return None
    holders: list[Holder] = []
    told_of: set[tuple[str, str]] = set()  # what each holds and the period of its pace
    for name in names:
        story = _Story()
        if not all(_read_told(clause, story) for clause in clauses[name]):
            return None
        if len(story.held) != 1 or len(story.paces) != 1 or story.noun is not None:
            return None
        (held, unit), (pace, of, period) = story.held[0], story.paces[0]
        if not _of_held(of, unit):
            return None
        told_of.add((unit, period))
        holders.append(Holder(name, held, pace))
    if len(told_of) != 1:
        return None  # things of two kinds, or paces per two periods
    unit, period = next(iter(told_of))
    if not _meeting_asked([w for w, _ in _said(question) or []], names, unit, period):
        return None
    entry = MeetingEntry("m1", (holders[0], holders[1]), "dollars" if unit == _MONEY else unit, period,
                         text[question[0].start:question[-1].end])
    behind, ahead = sorted(entry.holders, key=lambda h: h.held.value)
    if behind.held.value == ahead.held.value or behind.net <= ahead.net:
        return None  # the same now, or never
    periods = (ahead.held.value - behind.held.value) / (behind.net - ahead.net)
    whole = unit == _MONEY or measure_unit(unit) is not None or all(
        q.value.denominator == 1 for h in entry.holders for q in (h.held, h.pace.amount))
    return entry if whole and periods.denominator == 1 else None


def _holder_named(clause: list[Token], names: list[str]) -> str | None:
    """The holder a clause's subject names: a given name (recorded), or "she"/"he" of the one
    name told before of that gender; None for any other subject."""
    if not clause:
        return None
    first = clause[0]
    if is_name(first):
        if first.text not in names:
            names.append(first.text)
        return first.text
    gender = _GENDER.get(first.lower) if first.lower in ("she", "he") else None
    same = [name for name in names if gender is not None and name_gender(name) == gender]
    return same[0] if len(same) == 1 else None


def _meeting_asked(said: list[str], names: list[str], unit: str, period: str) -> bool:
    """ "how many weeks until (before) Carla and Milo (both) have the same amount (of money)", "in
    (after) how many weeks will they have the same number of stamps"."""
    if said[:1] in (["in"], ["after"]):
        head, rest = said[1:4], said[4:]
        if rest[:1] not in (["will"], ["would"]):
            return False
        rest = rest[1:]
    else:
        head, rest = said[:3], said[3:]
        if rest[:1] not in (["until"], ["before"]):
            return False
        rest = rest[1:]
    if head != ["how", "many", period + "s"]:
        return False
    one, other = (name.lower() for name in names)
    if rest[:3] in ([one, "and", other], [other, "and", one]):
        rest = rest[3:]
    elif rest[:1] == ["they"]:
        rest = rest[1:]
    else:
        return False
    if rest[:1] == ["both"]:
        rest = rest[1:]
    if rest[:3] != ["have", "the", "same"]:
        return False
    same = rest[3:]
    if unit == _MONEY:
        return same in (["amount"], ["amount", "of", "money"])
    return measure_unit(unit) is None and same[:2] == ["number", "of"] and _same_things(
        same[2:], unit.split())


def _settled(entry: HoldingOverTimeEntry, unit: str) -> bool:
    """The values read make one answer: whole counts of things and periods, a holding never
    below nothing, and periods until a holding a whole count that reaches it exactly."""
    counted = [entry.held, *(p.amount for p in entry.paces), *([entry.reached] if entry.reached else [])]
    if unit != _MONEY and measure_unit(unit) is None and any(q.value.denominator != 1 for q in counted):
        return False  # "2.5 stamps"
    net = net_pace(entry)
    if entry.elapsed is not None:
        return entry.elapsed.value.denominator == 1 and entry.held.value + net * entry.elapsed.value >= 0
    assert entry.reached is not None
    if net == 0:
        return False
    periods = (entry.reached.value - entry.held.value) / net
    return periods >= 1 and periods.denominator == 1


def _mark(token: Token, numeral: Numeral) -> tuple[str, ...] | None:
    if numeral.kind is not NumeralKind.CARDINAL or numeral.value <= 0:
        return None
    if numeral.currency == "dollar":
        return (_MONEY,)
    return (_COUNT,) if numeral.currency is None else None


def _said(clause: list[Token]) -> Said | None:
    said = words_and_marks(clause, _mark)
    return None if said is None else list(zip(said, clause, strict=True))


def _quoted(token: Token) -> Quoted:
    assert token.numeral is not None
    return Quoted(number_said(token.numeral.value, token.numeral.kind), token.text, token.span)


def _front_period(clause: list[Token]) -> tuple[list[Token], str | None]:
    """ "Each week, she saves $5": the clause without its opening period, and the period."""
    if len(clause) > 2 and clause[0].lower in ("each", "every") and clause[1].lower in _PERIODS:
        rest = clause[3:] if clause[2].text == "," else clause[2:]
        return rest, clause[1].lower
    return clause, None


def _read_told(clause: list[Token], story: _Story) -> bool:
    """One told clause read into the story; False when it is none the shape holds."""
    clause, front = _front_period(clause)
    said = _said(clause)
    if not said:
        return False
    if said[0][0] == _COUNT:
        return _ending(said, story, front)
    rest = _subject(said, story, told=True)
    if rest is None:
        return False
    if front is None and _describes(rest):
        return True  # "Tom is a painter."
    parts: list[Said] = [[]]
    for word, token in rest:
        if word == "and":
            parts.append([])
        else:
            parts[-1].append((word, token))
    for part in parts:
        if not part or not (front is None and _holding(part, story) or _pace(part, story, front)):
            return False
    return True


def _describes(rest: Said) -> bool:
    """ "is a painter": one or two words that say what the holder is, no number."""
    said = [w for w, _ in rest]
    return said[:2] in (["is", "a"], ["is", "an"]) and 1 <= len(said) - 2 <= 2 and _plain(said[2:])


def _subject(said: Said, story: _Story, told: bool) -> Said | None:
    """The clause after its subject, the holder recorded; None when the subject is no holder."""
    first, token = said[0]
    if first in ("she", "he") or is_name(token):
        story.people.append(token)
        return said[1:]
    if first == "it" and story.noun is not None:
        return said[1:]
    if first in ("a", "an", "the") and len(said) > 1 and _plain([said[1][0]]):
        noun = words.noun_form(said[1][0])
        if story.noun is None and told:
            story.noun = noun
            return said[2:]
        if first == "the" and story.noun == noun:
            return said[2:]
    return None


def _holding(part: Said, story: _Story) -> bool:
    """ "has $40", "already has 40 stamps", "has saved $20", "is currently 4 feet tall"."""
    said = [w for w, _ in part]
    if said[-1:] == ["now"]:
        said, part = said[:-1], part[:-1]
    if said and said[0] in _BEFORE_HELD:
        said, part = said[1:], part[1:]
    if said[:1] == ["is"]:
        rest = said[2:] if said[1:2] in (["currently"], ["now"]) else said[1:]
        if len(rest) != 3 or rest[0] != _COUNT or rest[2] != "tall":
            return False
        length = measure_unit(rest[1])
        if length is None or length.dimension != "length" or length.ambiguous:
            return False
        story.held.append((_quoted(_number(part)), length.plural))
        return True
    if said[:1] != ["has"]:
        return False
    rest = said[2:] if said[1:2] in (["already"], ["currently"]) else said[1:]
    if rest[:1] == ["saved"] and rest[1:] == [_MONEY]:
        story.held.append((_quoted(_number(part)), _MONEY))
        return True
    if rest == [_MONEY]:
        story.held.append((_quoted(_number(part)), _MONEY))
        return True
    if rest[:1] == [_COUNT] and 1 <= len(rest) - 1 <= 2 and _plain(rest[1:]) and _counted(rest[1:]):
        story.held.append((_quoted(_number(part)), " ".join(rest[1:])))
        return True
    return False


def _counted(things: list[str]) -> bool:
    """Things counted one by one: no unit of measure nor period ("has 5 days", "has 3 feet")."""
    return not any(measure_unit(w) is not None or w.removesuffix("s") in _PERIODS for w in things)


def _pace(part: Said, story: _Story, front: str | None) -> bool:
    """ "saves $5 a week", "eats 3 apples every day", "grows 2 feet a year" ("Each week, …": the
    period told before)."""
    said = [w for w, _ in part]
    verb = " ".join(said[:2]) if tuple(said[:2]) in _PUT_BY else said[0]
    gains = tuple(said[:2]) in _PUT_BY or _gains(said[0])
    if gains is None:
        return False
    rest = said[len(verb.split()):]
    if rest[:4] in (["at", "the", "rate", "of"], ["at", "a", "rate", "of"]):
        rest = rest[4:]  # "grows at the rate of 3 inches a year"
    if front is None:
        period = _period(rest)
        if period is None:
            return False
        rest = rest[:-2] if rest[-1] in _PERIODS else rest[:-1]
    else:
        period = front
    if rest[:1] not in ([_MONEY], [_COUNT]):
        return False
    of = _pace_of(rest)
    if of is None or of == _MONEY and _trading(said[0]):
        return False  # "buys $5 a week": $5 of things got, the money going the other way
    story.paces.append((Pace(_quoted(_number(part)), gains, verb), of, period))
    return True


def _ending(said: Said, story: _Story, front: str | None) -> bool:
    """ "5 fish die every week", "Each week, 5 fish die": things held that stop being there, a
    pace that takes from the holding (lexicon ``ending_verbs``, said of the things themselves)."""
    words_ = [w for w, _ in said]
    if front is None:
        period = _period(words_)
        if period is None:
            return False
        words_ = words_[:-2] if words_[-1] in _PERIODS else words_[:-1]
    else:
        period = front
    if len(words_) < 3:
        return False
    verb, things = words_[-1], words_[1:-1]
    lemma = next(iter(words.lemmas(verb).get("VERB", ())), None)
    one = said[0][1].numeral is not None and said[0][1].numeral.value == 1
    if lemma is None or not words.in_class(lemma, "ending_verbs") or (verb == lemma) == one:
        return False  # not a verb of ending, or not said in the present of the things told
    of = _pace_of([_COUNT, *things])
    if of is None or not things:
        return False
    story.paces.append((Pace(_quoted(said[0][1]), False, verb), of, period))
    return True


def _trading(verb: str) -> bool:
    """ "buys", "sells": a verb whose class tells things got or given up, a sum with it their price."""
    return any(words.in_class(lemma, name) for lemma in words.lemmas(verb).get("VERB", ())
               for name in ("buying_verbs", "selling_verbs"))


def _saving(verb: str) -> bool:
    """ "saves", "puts away", "sets aside": a sum kept out of some other sum, told or not."""
    return tuple(verb.split()) in _PUT_BY or any(
        words.in_class(lemma, "sparing_verbs") for lemma in words.lemmas(verb).get("VERB", ()))


def _gains(word: str) -> bool | None:
    """Whether a verb said in the present ("saves", "spends") adds to what its doer holds (True)
    or takes from it (False); None for any other word."""
    lemma = next(iter(words.lemmas(word).get("VERB", ())), None)
    if lemma is None or lemma == word or not word.endswith("s"):
        return None  # not said in the present of one doer
    kind = words.verb_class(lemma)
    if kind in _GAINING:
        return True
    return False if kind is VerbClass.LOSS else None


def _period(rest: list[str]) -> str | None:
    """ "a week", "per day", "every year", "weekly": the one period a pace is told per."""
    if rest[-1:] and rest[-1] in _ADVERBS_OF_PERIOD:
        return _ADVERBS_OF_PERIOD[rest[-1]]
    if len(rest) >= 2 and rest[-2] in _PER and rest[-1] in _PERIODS:
        return rest[-1]
    return None


def _pace_of(rest: list[str]) -> str | None:
    """What a pace's sum is of: "$" for a sum, the plural of a unit of length, the things named
    ("" when none are: "buys 5 a week"); None when it names anything else."""
    number, things = rest[0], rest[1:]
    if number == _MONEY:
        return _MONEY if not things else None
    if things[:1] in (["more"], ["new"]):
        things = things[1:]
        if not things:
            return None
    unit = measure_unit(things[0]) if len(things) == 1 else None
    if unit is not None:
        return unit.plural if unit.dimension == "length" and not unit.ambiguous else None
    if len(things) > 2 or things and not (_plain(things) and _counted(things)):
        return None
    return " ".join(things)


def _of_held(of: str, unit: str) -> bool:
    """A pace's sum is of what is held: a sum of a sum, a length of the length, the things held
    named again (or not named, of things)."""
    if unit == _MONEY or measure_unit(unit) is not None:
        return of == unit
    return of == "" or _same_things(of.split(), unit.split())


def _number(part: Said) -> Token:
    return next(t for w, t in part if w in (_MONEY, _COUNT))


def _asked(question: list[Token], story: _Story, unit: str
           ) -> tuple[str, Quoted | None, Quoted | None] | None:
    """(the period asked, the periods elapsed or None, the holding reached or None)."""
    front: tuple[str, Quoted] | None = None
    if len(question) > 4 and question[0].lower in ("after", "in") and question[3].text == ",":
        front = _time(_said(question[1:3]) or [])
        if front is None:
            return None
        question = question[4:]
    said = _said(question)
    if not said or len(said) < 4:
        return None
    head = [w for w, _ in said[:3]]
    if head[0] == "what":
        return _height_asked(said[1:], story, unit, front)
    if head in (["in", "how", "many"], ["after", "how", "many"]):
        return None if front is not None else _until_asked(said[3:], story, unit, opening=True)
    if head[0] != "how":
        return None
    if head[1] == "many" and head[2] in {p + "s" for p in _PERIODS}:
        return None if front is not None else _until_asked(said[2:], story, unit, opening=False)
    rest = _held_asked(head[1], said[2:], unit)
    if rest is None:
        return None
    if [w for w, _ in rest[:2]] == ["in", "total"]:
        rest = rest[2:]
    if not rest or rest[0][0] not in _TO_COME or len(rest) < 2:
        return None
    rest = _subject(rest[1:], story, told=False)
    verb = "be" if head[1] == "tall" else "have"
    if rest is None or [w for w, _ in rest[:1]] != [verb]:
        return None
    rest = rest[1:]
    if front is None:
        if len(rest) < 3 or rest[-3][0] not in ("after", "in"):
            return None
        front = _time(rest[-2:])
        rest = rest[:-3]
    if front is None or tuple(w for w, _ in rest) not in (_ASKED_TAILS if verb == "have" else ((),)):
        return None
    return front[0], front[1], None


def _height_asked(rest: Said, story: _Story, unit: str, front: tuple[str, Quoted] | None
                  ) -> tuple[str, Quoted | None, Quoted | None] | None:
    """After "what": "will be her height after 10 years", "will its height be in 5 years"."""
    said = [w for w, _ in rest]
    if measure_unit(unit) is None or len(said) < 4 or said[0] not in _TO_COME:
        return None
    owner = rest[2] if said[1] == "be" else rest[1]
    if said[1:4] not in (["be", owner[0], "height"], [owner[0], "height", "be"]):
        return None
    if owner[0] in _GENDER and story.people:
        story.people.append(owner[1])
    elif owner[0] != "its" or story.noun is None:
        return None
    time = rest[4:]
    if front is None:
        if len(time) != 3 or time[0][0] not in ("after", "in"):
            return None
        front = _time(time[1:])
    elif time:
        return None
    return None if front is None else (front[0], front[1], None)


def _held_asked(asks: str, rest: Said, unit: str) -> Said | None:
    """The question after what it asks of: "(money)" of "how much", "<things>" of "how many",
    nothing of "how tall"; None when it asks of another thing than the one held."""
    said = [w for w, _ in rest]
    if asks == "much":
        return None if unit != _MONEY else rest[1:] if said[:1] == ["money"] else rest
    if asks == "tall":
        return rest if measure_unit(unit) is not None else None
    if asks != "many" or unit == _MONEY or measure_unit(unit) is not None:
        return None
    things = unit.split()
    if _same_things(said[:len(things)], things):
        return rest[len(things):]
    if len(things) == 2 and _same_things(said[:1], things[-1:]):
        return rest[1:]
    return None


def _time(said: Said) -> tuple[str, Quoted] | None:
    """ "6 weeks", "one day": the periods and their count."""
    if len(said) != 2 or said[0][0] != _COUNT:
        return None
    count, period = _quoted(said[0][1]), said[1][0]
    plural = count.value != 1
    if period.removesuffix("s") not in _PERIODS or period.endswith("s") != plural:
        return None
    return period.removesuffix("s"), count


def _until_asked(rest: Said, story: _Story, unit: str, opening: bool
                 ) -> tuple[str, Quoted | None, Quoted | None] | None:
    """After "how many": "<periods> until <holder> has $120 / is 9 feet tall" or, opening "In /
    After how many", "<periods> will <holder> have $120 / be 9 feet tall"."""
    said = [w for w, _ in rest]
    if not said or said[0].removesuffix("s") not in _PERIODS or not said[0].endswith("s"):
        return None
    period = said[0].removesuffix("s")
    if opening:
        if len(said) < 2 or said[1] not in _TO_COME:
            return None
        after = _subject(rest[2:], story, told=False)
        verbs = ("have", "be")
    else:
        if said[1:2] != ["until"]:
            return None
        after = _subject(rest[2:], story, told=False)
        verbs = ("has", "is")
    if not after or after[0][0] not in verbs:
        return None
    reached = after[1:]
    goal = [w for w, _ in reached]
    tall = after[0][0] == verbs[1]
    if tall:
        length = measure_unit(goal[1]) if len(goal) == 3 and goal[2] == "tall" else None
        fits = length is not None and length.plural == unit and goal[0] == _COUNT
    elif unit == _MONEY:
        fits = goal == [_MONEY]
    else:
        fits = goal[:1] == [_COUNT] and (not goal[1:] or _same_things(goal[1:], unit.split())
                                         or _same_things(goal[1:], unit.split()[-1:]))
    if not fits:
        return None
    return period, None, _quoted(_number(reached))


def _same_things(said: list[str], held: list[str]) -> bool:
    """The things held named again, a word's number aside ("stamp" of "stamps")."""
    return len(said) == len(held) and all(
        words.noun_form(a) == words.noun_form(b) for a, b in zip(said, held, strict=True))


def _plain(said: list[str]) -> bool:
    return bool(said) and not any(w in _NOT_A_THING or w in (_MONEY, _COUNT) for w in said)


__all__ = ["read_holding_over_time"]
