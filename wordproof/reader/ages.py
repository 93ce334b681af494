"""Ages: "Tom is 3 years older than Kim", "Ann is twice as old as Kim", "In 4 years, Tom
will be 20", "Five years ago, Ann was 7".

An age is a holding in years that no event of the story changes; time moves it for everyone
alike. A statement at another time ("in 4 years", "5 years ago") is about the age now plus or
minus that many years (the offset, a given citing its words). A difference of ages is the
same at every time; a factor is not, so "twice as old" is read at the time it is said of. The
tense must agree with the offset ("in 4 years … will be", "5 years ago … was"), and a plain
statement without one must be in the present ("is"); anything else is not read here.
"""

from __future__ import annotations

import re
from fractions import Fraction

import attrs

from wordproof.ledger.entries import Op, TargetWhat
from wordproof.ledger.paces import CONVERSION
from wordproof.lexicon import words
from wordproof.lexicon.tables import conversion_factor, measure_unit, name_gender
from wordproof.reader.chunks import (
    AuxChunk,
    Chunk,
    ConjChunk,
    CueChunk,
    EntityChunk,
    Noun,
    NounChunk,
    PrepChunk,
    QtyChunk,
    VerbChunk,
    WhChunk,
    is_factor,
    named_group,
)
from wordproof.reader.classes import aggregate_words
from wordproof.reader.clauses import Clause, in_present
from wordproof.reader.frames import Proto, Ref
from wordproof.reader.question import QuestionProto
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralKind
from wordproof.text.times import TimeChunk, TimeKind

_AGE = Noun("year", "years", True)
SAME_AGE = "reading: the same age is once the age"  # "the same age as Kim": the factor 1
BORN = "reading: one is aged none when born"  # "when Lea was born": her age then, 0
_PAST = frozenset({"was", "were"})


def read_age(clause: Clause, text: str) -> tuple[Proto, ...] | Refusal | None:
    """The one proto of a clause that tells an age, a difference or a ratio of ages."""
    read = _read_age(clause, text)
    role = _role_before_name(clause.subject, text)
    if isinstance(read, tuple) and role is not None and any(isinstance(p.other, CueChunk) for p in read):
        return None  # "Dev's cousin, Rob, is 5 years older": than Dev, or than the one aged?
    owner = words.pronoun(role.text.split()[0], "possessive") if role is not None else None
    if isinstance(read, tuple) and owner is not None and not all(
        isinstance(p.other, EntityChunk) and _said_again(p.other, owner) for p in read if p.other is not None
    ):
        # "His sister Ana is half as old as Ada": whose sister, when "his" may be no one told?
        # Read only as old as the one the pronoun says again ("half as old as he is", "half
        # Leo's age" after "his": a name of its gender)
        return None
    return read


def _said_again(other: EntityChunk, owner: words.Pronoun) -> bool:
    """The one compared is the one a role's owner pronoun names: the pronoun again, or a name of
    its gender (one person)."""
    if other.kind == "name" and owner.number == "sg" and owner.gender in ("m", "f"):
        gender = name_gender(other.name or other.text)
        return gender is not None and gender[0] == owner.gender
    said = words.pronoun(other.text, "subject") if other.kind == "pronoun" else None
    return said is not None and (said.gender, said.number) == (owner.gender, owner.number)


def _read_age(clause: Clause, text: str) -> tuple[Proto, ...] | Refusal | None:
    together = _turned_together(clause, text)
    if together is not None:
        return together
    turned = _turned(clause)
    if clause.verb is not None and turned is None or clause.negated or clause.hedged or clause.each:
        return None
    named_year = _year_named(clause)
    chunks: list[Chunk] = sorted([c for c in (clause.subject, turned) if c is not None]
                                 + list(clause.auxiliaries) + _years_after(clause)
                                 + [c for c in clause.rest if turned is None or not isinstance(c, VerbChunk)]
                                 + ([named_year[0]] if named_year is not None else []),
                                 key=lambda c: c.span[0])
    chunks = [part for c in chunks for part in _one_year_compared(c)]
    said_of_all = _TOGETHER if clause.total else frozenset()
    if clause.total and _age_had(chunks) is not None:
        said_of_all |= {"a"}  # "have a combined age of 30": the article of the age had
    chunks = _now_said_last(chunks, text)
    role = _role_before_name(clause.subject, text)
    who = _who_after(clause.subject, chunks, text)
    read_with_role = chunks + [c for c in (role, who, _total_of_said(clause, chunks, text)) if c is not None]
    # a relative clause's own words start at the one it is said of (before it: the main clause's)
    after = -1 if who is None or clause.subject is None else clause.subject.span[0]
    if unread_words(clause, read_with_role, text, after=after, allowed=said_of_all) and (
        not _now_after_copula(clause, read_with_role, text)
    ):
        return None  # "twice as old as Loui today": a word no chunk took may set another time
    chunks, offset, sign = _offset(chunks, text)
    if named_year is not None:
        if offset is not None:
            return None
        offset, sign = named_year
        at = chunks.index(offset)
        if at not in (0, len(chunks) - 1):
            return None
        chunks = chunks[1:] if at == 0 else chunks[:-1]
        if at == 0 and chunks and isinstance(comma := chunks[0], ConjChunk) and comma.word == ",":
            chunks = chunks[1:]
    if not chunks or not isinstance(subject := chunks[0], EntityChunk | NounChunk) or (
        turned is not None and offset is None
    ):
        return None  # "Ann turns 10": now, or soon? Only a time in years says when she turns it
    if offset is None and isinstance(now := chunks[-1], CueChunk) and now.text == "now":
        chunks = chunks[:-1]  # "Kris is 24 years old now": the present the plain "is" tells
    if offset is not None and isinstance(then := chunks[-1], CueChunk) and then.kind == "then" and (
        then.text.lower() == "then"
    ):
        chunks = chunks[:-1]  # "In 4 years, Ann will be twice Bo's age then": at the time said
    total = _sum_of_ages(chunks, clause.total, offset is None)
    if total is not None:
        chunks = total
    chunks, other_now = _other_now(chunks)
    subject = chunks[0]
    assert isinstance(subject, EntityChunk | NounChunk)
    ages_of = _age_of(subject)
    if ages_of is not None:
        subject = ages_of  # "Alice's age is 20": Alice is 20
    if offset is None and total is None and ages_of is None and (aged := _aged_when(subject, chunks[1:])):
        return aged  # "Ann was 20 years old when Bo was 8 years old"
    tense = [c for c in chunks[1:] if isinstance(c, AuxChunk)]
    said = chunks[1 + len(tense):]
    if not tense or chunks[1:1 + len(tense)] != tense or any(isinstance(c, AuxChunk) for c in said):
        return None
    if isinstance(subject, NounChunk) and subject.determiner is None and subject.possessor is None:
        return None  # "Cats are 3 years older": a kind, not someone
    if tense[-1].group != "be":
        return None  # "Mario has 2 years older than Maria": an age is what one is, not has
    said_tense = tuple(a.word.lower() for a in tense)
    read = _said(subject, said, offset, sign, clause, of_age=ages_of is not None or total is not None,
                 total=total is not None or clause.total)
    if read is not None and offset is None and said_tense not in (("is",), ("are",), ("am",)) and (
        not _difference(said)
    ):
        # "Ann was 7 years old": at a time the story does not tell
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER, text[clause.span[0]:clause.span[1]],
                       span=clause.span, expected=("an age now, or at a time in years from now",))
    if other_now and read is not None and offset is None and said_tense in (("is",), ("are",), ("am",)) and (
        all(p.op is Op.COMPARE for p in read)
    ):
        return read  # "2 years older than Kim is now": both ages now, as with no "is"
    if other_now and (read is None or len(read) != 1 or read[0].op is not Op.SCALE):
        return None
    if read is not None and other_now:
        read = (attrs.evolve(read[0], other_now=True),)
    if offset is not None and said_tense != (("will", "be") if sign > 0 else (said_tense[0],)):
        return None
    if offset is not None and sign < 0 and said_tense[0] not in _PAST:
        return None
    return read


def when_joined(clauses: list[Clause], text: str) -> list[Clause]:
    """ "Ann was 20 years old when Bo was 8 years old": the "when" clause right after a clause
    of no verb is its time, joined to it as one clause (read by ``_aged_when``)."""
    for i, (main, when) in enumerate(zip(clauses, clauses[1:], strict=False)):
        between = text[main.span[1]:when.span[0]]
        main, when = _born_as_aged(main), _born_as_aged(when)  # "Lea was born when …": aged none
        if main.conditional or main.wh is not None or main.verb is not None or not when.conditional or (
            when.supposed or when.wh is not None or when.verb is not None or when.subject is None
            or between.strip().lower() != "when"
        ):
            continue
        at = main.span[1] + between.lower().index("when")
        word = ConjChunk("when", (at, at + 4))
        joined = attrs.evolve(main, rest=(*main.rest, word, when.subject, *when.auxiliaries, *when.rest),
                              span=(main.span[0], when.span[1]))
        return [*clauses[:i], joined, *clauses[i + 2:]]
    return clauses


def _aged_when(subject: Ref, said: list[Chunk]) -> tuple[Proto, ...] | None:
    """ "(Ann) was 20 years old when Bo was 8 years old": two ages at one time the story does not
    date, both in the past: Ann's age then, told with Bo and his age then (``Proto.other_then``).
    The years back are the same for both (``ledger.ages.aged_when``)."""
    at = next((i for i, c in enumerate(said) if isinstance(c, ConjChunk) and c.word == "when"), None)
    if at is None:
        return None
    match said[:1], said[at + 1:]:
        case [AuxChunk(word=was)], [EntityChunk() | NounChunk() as other, AuxChunk(word=also), *others] if (
            was.lower() in _WAS and also.lower() in _WAS
        ):
            own = said[1:at]
        case _:
            return None
    if not (_someone(other) and isinstance(subject, EntityChunk | NounChunk) and _someone(subject)):
        return None
    age, other_age = _aged_none(own) or _age_said(own, False, person=True), _aged_none(others) or _age_said(
        others, False, person=True)
    if age is None or other_age is None:
        return None
    span = (subject.span[0], (others or [other])[-1].span[1])
    return (Proto(Op.OBSERVE, subject, age, span, other=other, other_then=other_age),)


_WAS = frozenset({"was", "were"})


def _born_as_aged(clause: Clause) -> Clause:
    """ "Lea was born": the participle read among the clause's rest, as an age is ("Lea was 20")."""
    verb = clause.verb
    if verb is not None and _born(verb) and [a.word.lower() for a in clause.auxiliaries] == ["was"] and (
        not clause.rest
    ):
        return attrs.evolve(clause, verb=None, rest=(verb,))
    return clause


def _aged_none(said: list[Chunk]) -> QtyChunk | None:
    """ "(Lea was) born (when Kim was 20)": aged none then, the 0 a reading rule cites."""
    match said:
        case [VerbChunk() as born] if _born(born):
            return QtyChunk(Fraction(0), NumeralKind.CARDINAL, born.span, born.span, noun=_AGE,
                            lexicon_constant=BORN)
    return None


def _born(verb: Chunk | None) -> bool:
    """The participle "born" of "was born", said of no one else ("born to her")."""
    return isinstance(verb, VerbChunk) and verb.word.lower() == "born" and verb.lemma == "bear" and (
        verb.particle is None and not verb.negated and verb.auxiliary is None)


def _turned_together(clause: Clause, text: str) -> tuple[Proto, ...] | None:
    """ "Jim turned 23 the same time Ola turned 35": two ages reached at one past time, read as
    "Jim was 23 years old when Ola was 35 years old" is (a bare number turned is an age)."""
    verb, subject = clause.verb, clause.subject
    match clause.rest:
        case (QtyChunk(noun=None) as age, EntityChunk() | NounChunk() as other,
              VerbChunk(lemma="turn", particle=None) as also, QtyChunk(noun=None) as other_age):
            pass
        case _:
            return None
    if verb is None or verb.lemma != "turn" or verb.particle is not None or clause.auxiliaries or (
        {verb.word.lower(), also.word.lower()} != {"turned"}
        or text[age.span[1]:other.span[0]].strip().lower() not in _AT_ONE_TIME
        or not isinstance(subject, EntityChunk | NounChunk) or not (_someone(subject) and _someone(other))
        or any(q.value is None or q.value.denominator != 1 or q.kind is not NumeralKind.CARDINAL
               or q.comparative is not None or q.currency is not None for q in (age, other_age))
    ):
        return None
    return (Proto(Op.OBSERVE, subject, _in_years(age), clause.span, other=other,
                  other_then=_in_years(other_age)),)


_AT_ONE_TIME = frozenset({"when", "the same time", "at the same time", "at the same time as"})


def _turned(clause: Clause) -> AuxChunk | None:
    """ "Ann will turn 20 in 3 years", "Ann turned 7 five years ago": she will be 20 then, she
    was 7 then; the verb read as the "be" of its tense."""
    verbs = [c for c in (clause.verb, *clause.rest) if isinstance(c, VerbChunk)]
    if len(verbs) != 1 or (verb := verbs[0]).lemma != "turn" or verb.particle is not None or (
        verb.negated or verb.auxiliary is not None
    ):
        return None
    word = verb.word.lower()
    auxiliaries = [c.word.lower() for c in (*clause.auxiliaries, *clause.rest) if isinstance(c, AuxChunk)]
    be = "was" if word == "turned" and not auxiliaries else (
        "be" if word == "turn" and auxiliaries == ["will"] else None)
    return None if be is None else AuxChunk(be, "be", verb.span)


_ROLE = r"(?:(?:older|younger|elder|little|big|baby|twin)\s+)?(\w+)\s*,?\s*$"  # "older sister,"
_ROLE_BEFORE_NAME = re.compile(r"\b([A-Z]\w*)['’]s\s+" + _ROLE)
_PRONOUN_ROLE_BEFORE_NAME = re.compile(r"\b(\w+)\s+" + _ROLE)


def _role_before_name(subject: Chunk | None, text: str) -> CueChunk | None:
    """ "Zhang's brother Jung", "Ann's older sister, Lea": the words of a role of someone
    named, which the clause reader folded into the name after it; they add no one. "His
    uncle Rob", "Her cousin, Lea,": a role of whoever the pronoun is, which adds no one either
    (and, as any role, leaves an age compared with no "than" unread: older than whom?)."""
    if not (isinstance(subject, EntityChunk) and subject.kind == "name"):
        return None
    m = _PRONOUN_ROLE_BEFORE_NAME.search(text, 0, subject.span[0])
    if m is not None and words.pronoun(m.group(1).lower(), "possessive") is not None and (
        words.in_class(m.group(2).lower(), "person_nouns")
    ) and (m.start() == 0 or not text[:m.start()].strip() or text[:m.start()].rstrip()[-1] in ".!?"):
        return CueChunk("role", m.group(), (m.start(), subject.span[0]))
    m = _ROLE_BEFORE_NAME.search(text, 0, subject.span[0])
    if m is None or not words.in_class(m.group(2).lower(), "person_nouns") or (
        words.pronoun(m.group(1), "possessive") is not None
        or not re.search(rf"\b{re.escape(m.group(1))}\b", text[:m.start()])
    ):
        return None  # whose role it is must be someone told before
    return CueChunk("role", m.group(), (m.start(), subject.span[0]))


def _one_year_compared(chunk: Chunk) -> list[Chunk]:
    """ "1 year older", chunked as one count of "year older"s: one year and "older"."""
    match chunk:
        case QtyChunk(noun=Noun(head="older" | "younger" as which, modifiers=("year",), of=None,
                                span=(start, end)), comparative=None, currency=None) if (
            chunk.value == 1 and chunk.kind is NumeralKind.CARDINAL
        ):
            year = Noun("year", "year", False, span=(start, start + 4))
            compared = Noun(which, which, False, span=(end - len(which), end))
            return [attrs.evolve(chunk, noun=year, span=(chunk.span[0], start + 4)),
                    NounChunk(compared, compared.span)]
    return [chunk]


def _who_after(subject: Chunk | None, chunks: list[Chunk], text: str) -> CueChunk | None:
    """ "… than Sarah, who is twice as old as Eli": the relative "who" the clause reader left
    between the one it is said of and its "is"."""
    if not isinstance(subject, EntityChunk) or subject not in chunks or (
        (at := chunks.index(subject)) + 1 >= len(chunks)
    ):
        return None
    start, end = subject.span[1], chunks[at + 1].span[0]
    if text[start:end].strip(" ,").lower() != "who" or not isinstance(chunks[at + 1], AuxChunk):
        return None
    return CueChunk("who", text[start:end], (start, end))


def _years_after(clause: Clause) -> list[Chunk]:
    """ "After 6 years, Ann will be …": the words of time the clause set aside, when they are
    just that (read as "in 6 years" is)."""
    match clause.placed:
        case (CueChunk(kind="after") | PrepChunk(word="after") as after, QtyChunk() as n) if (
            _years(n) and clause.subject is not None and n.span[1] <= clause.subject.span[0]
        ):
            return [after, n]
    return []


_NOW = frozenset({"currently", "now", "today"})


def _now_after_copula(clause: Clause, chunks: list[Chunk], text: str) -> bool:
    """ "Kendra is currently 18": the one word no chunk took says "now", right after a
    present "is", so it is said of the whole clause; so too right before it, after the age
    it tells ("Ron's age now is 43")."""
    for i, chunk in enumerate(chunks[:-1]):
        if isinstance(chunk, AuxChunk) and chunk.word.lower() in ("is", "are", "am"):
            between = text[chunk.span[1]:chunks[i + 1].span[0]].strip().lower()
            if between not in _NOW and i > 0 and isinstance(aged := chunks[i - 1], NounChunk) and (
                aged.noun.head in ("age", "ages")
            ):
                between = text[aged.span[1]:chunk.span[0]].strip().lower()
            return between in _NOW and not unread_words(clause, chunks, text, allowed=frozenset({between}))
    return False


def _now_said_last(chunks: list[Chunk], text: str) -> list[Chunk]:
    """ "… as old as Loui today", "… as Grace is currently": the one word the token machine set
    aside right after the other (or its own "is"), closing the clause, says "now" as the word
    "now" there does; the chunks with it so read. Any other word, or more, is left unread, and so
    is the word after two comparisons joined ("… and half as old as Cy today": of both, or one?)."""
    if not chunks or not isinstance(last := chunks[-1], EntityChunk | NounChunk | AuxChunk) or any(
        isinstance(c, ConjChunk) and c.word in ("and", "but", "or") for c in chunks
    ):
        return chunks
    stops = [i for i in (text.find(p, last.span[1]) for p in ".,;!?") if i >= 0]
    tail = text[last.span[1]:min(stops) if stops else len(text)]
    word = tail.strip()
    if word.lower() not in _NOW - {"now"}:
        return chunks
    start = last.span[1] + tail.index(word)
    return [*chunks, CueChunk("final", "now", (start, start + len(word)))]


# words that open another clause: a question's wh-word too ("If Tim is 79 how old is Jo?")
_JOINERS = frozenset({"and", "if", "but", "so", "while", "who", "how", "what"})


_TOGETHER = aggregate_words()  # "together", "combined", "altogether", "total"


def unread_words(clause: Clause, chunks: list[Chunk], text: str, after: int = -1,
                 allowed: frozenset[str] = frozenset()) -> bool:
    """Whether a word in or next to the clause (up to punctuation or a joining word), from
    ``after`` on when it is given, is in no chunk: the token machine sets aside words
    ("today", "currently", "Monday") that say when. A possessive "'s" belongs to its name."""
    covered: set[int] = set()
    for chunk in chunks:
        covered.update(range(*chunk.span))
    for m in re.finditer(r"['’]s\b", text):
        covered.update(range(m.start(), m.end()))
    start = max(text.rfind(p, 0, clause.span[0]) for p in ".,;!?") + 1
    stops = [i for i in (text.find(p, clause.span[1]) for p in ".,;!?") if i >= 0]
    end = min(stops) if stops else len(text)
    words = [(start + m.start(), m.group().lower()) for m in re.finditer(r"\w+", text[start:end])]
    near = [(i, w) for i, w in words if clause.span[0] <= i < clause.span[1]]
    for i, w in reversed([(i, w) for i, w in words if i < clause.span[0]]):
        if w in _JOINERS:
            break
        near.append((i, w))
    for i, w in [(i, w) for i, w in words if i >= clause.span[1]]:
        if w in _JOINERS:
            break
        near.append((i, w))
    return any(i not in covered and i >= after and w not in allowed for i, w in near)


def unread_after(clause: Clause, text: str, start: int, rest: list[Chunk] | None = None,
                 allowed: frozenset[str] = frozenset()) -> bool:
    """Whether a word from ``start`` on, in or next to the clause, is in none of its chunks
    (``rest`` stands for the clause's rest when a reader has regrouped it) and not ``allowed``."""
    chunks: list[Chunk] = [c for c in (clause.subject, clause.verb) if c is not None]
    chunks += list(clause.auxiliaries) + list(clause.rest if rest is None else rest) + list(clause.placed)
    return unread_words(clause, sorted(chunks, key=lambda c: c.span[0]), text, after=start, allowed=allowed)


NEXT_YEAR = "reading: next year is one year on"


def _next_year(chunk: Chunk, times: tuple[TimeChunk, ...], kind: TimeKind = TimeKind.NEXT,
               word: str = "next") -> QtyChunk | None:
    """ "next year": one year from now (the token machine sets "next year" aside as a time
    chunk, and leaves "year" alone); "last year" (``kind`` PAST, ``word`` "last") one back."""
    if not (isinstance(chunk, NounChunk) and chunk.noun.head == "year" and not chunk.noun.plural
            and not chunk.noun.modifiers and chunk.determiner is None and chunk.possessor is None):
        return None
    ahead = next((t for t in times if t.kind is kind and t.span[1] == chunk.span[1]
                  and t.text.lower().split()[0] == word), None)
    if ahead is None:
        return None
    span = (ahead.span[0], chunk.span[1])
    return QtyChunk(Fraction(1), NumeralKind.CARDINAL, span, span, noun=_AGE, lexicon_constant=NEXT_YEAR)


LAST_YEAR = "reading: last year is one year back"


def _year_named(clause: Clause) -> tuple[QtyChunk, int] | None:
    """ "Next year, Ann will be 12" (+1), "Ann was 12 last year" (−1): the year the token
    machine set aside as a time, with the direction it points."""
    for chunk in clause.placed:
        ahead = _next_year(chunk, clause.times)
        if ahead is not None:
            return ahead, 1
        back = _next_year(chunk, clause.times, TimeKind.PAST, "last")
        if back is not None:
            return attrs.evolve(back, lexicon_constant=LAST_YEAR), -1
    return None


def _a_span_ago(chunk: Chunk) -> QtyChunk | None:
    """ "a decade ago", "a century ago": so many years back, the factor of the units table."""
    if not (isinstance(chunk, NounChunk) and chunk.noun.head == "ago" and chunk.determiner == "a"
            and len(chunk.noun.modifiers) == 1 and chunk.possessor is None):
        return None
    span = measure_unit(chunk.noun.modifiers[0])
    year = measure_unit("year")
    if span is None or year is None or span.dimension != "calendar":
        return None
    factor = conversion_factor(span, year)
    if factor is None or factor.denominator != 1 or factor < 1:
        return None
    return QtyChunk(factor, NumeralKind.CARDINAL, chunk.span, chunk.span, noun=_AGE,
                    lexicon_constant=f"{CONVERSION}year per {span.name}")


# a time told other than now: "ago", "from now", "next year", "later", "in 3 (more) years"
_TIME_TOLD = re.compile(
    r"\b(?:ago|from now|(?:next|last) (?:year|decade)|later|earlier|before|after)\b"
    r"|\bin (?:\w+|\d+) (?:more )?(?:years?|decades?)\b", re.IGNORECASE)


def _more_from_now(text: str, more: QtyChunk) -> bool:
    """ "in 4 more years" is 4 years from now only when the text tells no other time before it:
    after "In 3 years Kit will be 7", it may be 4 years past those 3."""
    return not any(m.end() <= more.span[0] for m in _TIME_TOLD.finditer(text))


def _offset(chunks: list[Chunk], text: str) -> tuple[list[Chunk], QtyChunk | None, int]:
    """ "In 4 years, …" / "… in 4 years" / "4 years from now, …" (+4) and "5 years ago, …" /
    "… 5 years ago" (−5), "A decade ago, …" (−10)."""
    def years(chunk: Chunk) -> bool:
        return isinstance(chunk, QtyChunk) and chunk.noun is not None and chunk.noun.head == "year" and (
            chunk.value is not None and chunk.kind is NumeralKind.CARDINAL and chunk.comparative is None)

    def ago(chunk: Chunk) -> bool:
        return isinstance(chunk, NounChunk) and chunk.noun.head == "ago"

    def from_now(*said: Chunk) -> bool:
        match said:
            case (PrepChunk(word="from"), CueChunk(text="now")):
                return True
        return False

    match chunks:
        case [PrepChunk(word="in") as at, QtyChunk(comparative="more") as n, *rest] if years(
            attrs.evolve(n, comparative=None)
        ) and _more_from_now(text, n):
            # "In 8 more years, …": in 8 years from now
            return _offset([at, attrs.evolve(n, comparative=None), *rest], text)
        case [PrepChunk(word="in"), QtyChunk() as n, ConjChunk(word=","), *rest] if years(n):
            return rest, n, 1
        case [QtyChunk() as n, f, now, ConjChunk(word=","), *rest] if years(n) and from_now(f, now):
            return rest, n, 1  # "5 years from now, Ann will be 20"
        case [QtyChunk() as n, f, now, EntityChunk() | NounChunk() as first, *rest] if (
            years(n) and from_now(f, now)
        ):
            return [first, *rest], n, 1
        case [*rest, QtyChunk() as n, f, now] if years(n) and from_now(f, now) and rest:
            return rest, n, 1  # "Ann will be 20 years old 5 years from now"
        case [QtyChunk() as n, ago_, ConjChunk(word=","), *rest] if years(n) and ago(ago_):
            return rest, n, -1
        case [CueChunk(kind="after") | PrepChunk(word="after"), QtyChunk() as n, *rest] if years(n):
            return rest, n, 1  # "After 6 years(,) …", as "In 6 years"
        case [PrepChunk(word="in"), QtyChunk() as n, EntityChunk() | NounChunk() as first, *rest] if years(n):
            return [first, *rest], n, 1  # "In 4 years her mother will be …": no comma
        case [QtyChunk() as n, ago_, EntityChunk() | NounChunk() as first, *rest] if years(n) and ago(ago_):
            return [first, *rest], n, -1
        case [*rest, PrepChunk(word="in") | CueChunk(kind="after") | PrepChunk(word="after"),
              QtyChunk() as n] if years(n):
            return rest, n, 1
        case [*rest, QtyChunk() as n, ago_] if years(n) and ago(ago_):
            return rest, n, -1
    if len(chunks) > 2 and (back := _a_span_ago(chunks[0])) is not None and (
        isinstance(comma := chunks[1], ConjChunk) and comma.word == ","
    ):
        return chunks[2:], back, -1
    if chunks and (back := _a_span_ago(chunks[-1])) is not None:
        return chunks[:-1], back, -1
    return chunks, None, 1


def _other_now(chunks: list[Chunk]) -> tuple[list[Chunk], bool]:
    """ "… as old as Kim is (now)": the chunks without the other's own present "is" (and "now"),
    and whether it was said."""
    match chunks:
        case [*kept, EntityChunk() | NounChunk(), AuxChunk(word="is" | "are" | "am"),
              CueChunk(text="now")] if len(kept) > 2:
            return chunks[:-2], True
        case [*kept, EntityChunk() | NounChunk(), AuxChunk(word="is" | "are" | "am")] if len(kept) > 2:
            return chunks[:-1], True
        case [*kept, EntityChunk() | NounChunk(), CueChunk(text="now")] if len(kept) > 2:
            return chunks[:-1], True  # "(will be twice as old) as Loui now": Loui's age now
    return chunks, False


def _difference(said: list[Chunk]) -> bool:
    return _differences(said) is not None


def _differences(said: list[Chunk]) -> list[tuple[QtyChunk, int, Ref]] | None:
    """ "3 years older than Kim", "older than Kim by 3 years", and two of them joined ("3
    years older than Kim but 2 years younger than Lea"): each gap, its sign and the other."""
    found: list[tuple[QtyChunk, int, Ref]] = []
    rest = _named(said)
    match rest:
        case [QtyChunk() as gap, NounChunk(noun=Noun(head="older" | "younger" as which))] if _years(gap):
            # "Her brother is 3 years older": than the one person whose age was told
            return [(gap, 1 if which == "older" else -1, _other_aged(gap.span))]
    while rest:
        match rest:
            case [QtyChunk() as gap, NounChunk(noun=Noun(head="older" | "younger" as which)),
                  CueChunk(kind="than"), EntityChunk() | NounChunk() as other, *rest]:
                pass
            case [NounChunk(noun=Noun(head="older" | "younger" as which)), CueChunk(kind="than"),
                  EntityChunk() | NounChunk() as other, PrepChunk(word="by"), QtyChunk() as gap, *rest]:
                pass
            case _:
                return None
        if not _years(gap) or not _someone(other):
            return None
        found.append((gap, 1 if which == "older" else -1, other))
        match rest:
            case [ConjChunk(word="and" | "but"), QtyChunk() | NounChunk(), *_] if len(found) == 1:
                rest = rest[1:]
            case []:
                pass
            case _:
                return None
    return found or None


def _other_aged(span: tuple[int, int]) -> CueChunk:
    """The other of a comparison of ages with no "than": the one person whose age is told
    (``state._scale_of_other_holder``)."""
    return CueChunk("other holder", "", span)


def _named(chunks: list[Chunk]) -> list[Chunk]:
    """ "than her sister Maggie": a role told just before a name is that name's."""
    kept: list[Chunk] = []
    for chunk in chunks:
        match kept, chunk:
            case [*_, EntityChunk(kind="role")], EntityChunk(kind="name", possessor=None, members=()):
                kept[-1] = chunk
                continue
        kept.append(chunk)
    return kept


def _sum_of_ages(chunks: list[Chunk], together: bool, now_told: bool) -> list[Chunk] | None:
    """ "The sum of their ages is 34", "Their combined age is 50": the chunks of a plain age
    statement about the group ("they are 34 (years old)"), or None. "current", "present" ages
    are read only of a statement of now (``now_told``: no time in years)."""
    match chunks:
        case [EntityChunk(kind="pronoun") as group, NounChunk(noun=Noun(head="age" | "ages", modifiers=()),
                                                            determiner=None, possessor=None), *said] if (
            together and words.pronoun(group.text, "possessive") is not None
        ):
            return [attrs.evolve(group, pronoun_role="possessive"), *said]  # "Their combined age"
        case [NounChunk(noun=Noun(head="sum" | "total"), possessor=None), PrepChunk(word="of"),
              NounChunk(noun=Noun(head="age", plural=True, modifiers=now), possessor=EntityChunk() as group),
              *said] if not now or now_told and set(now) <= _NOW_WORDS:
            return [group, *said]  # "The sum of their (current) ages is 30"
        case [NounChunk(noun=Noun(head="age", plural=True, modifiers=now), possessor=EntityChunk() as group),
              *said] if together and (not now or now_told and set(now) <= _NOW_WORDS):
            return [group, *said]  # "(The total of) their ages is 30": the words that add them, the clause's
        case [NounChunk(noun=Noun(head="age", modifiers=("combined",) | ("total",)),
                        possessor=EntityChunk() as group), *said]:
            return [group, *said]
        case [NounChunk(noun=Noun(head="sum" | "total", of=str(ages), modifiers=()), determiner="the",
                        possessor=None), PrepChunk(word="of"), *rest] if (
            (named := named_group(rest)) is not None
            and (ages == "age" or now_told and ages.split()[0] in _NOW_WORDS and ages.split()[1:] == ["age"])
        ):  # "the sum of the (present) ages of Tom and Ann"
            return [named[0], *_now_dropped(rest[named[1]:])]  # "The sum of the ages of Tom and Ann is 30"
        case [NounChunk(noun=Noun(head="sum" | "total", of=None, modifiers=()), determiner="the",
                        possessor=None), PrepChunk(word="of"), *rest]:
            # "The sum of Tom and Ann's ages is 30": the last one named owns the ages of all
            owners = _owners_of_ages(rest)
            if owners is not None:
                return [owners[0], *_now_dropped(rest[owners[1]:])]
    had = _age_had(chunks)
    if together and had is not None:
        return had
    return None


def _total_of_said(clause: Clause, chunks: list[Chunk], text: str) -> CueChunk | None:
    """ "The total of their ages is 30": the words "the total of" the clause reader took as its
    mark of a total, before the ages they add (read by ``_sum_of_ages``)."""
    ages = next((c for c in chunks if isinstance(c, NounChunk)), None)
    if not clause.total or clause.subject is not None or ages is None or not (
        ages.noun.head == "age" and ages.noun.plural
    ):
        return None
    start = max(text.rfind(p, 0, ages.span[0]) for p in ".,;!?") + 1
    lead = re.fullmatch(r"\s*((?:the\s+)?(?:total|sum)\s+of)\s*", text[start:ages.span[0]], re.IGNORECASE)
    if lead is None:
        return None
    return CueChunk("total", lead.group(1), (start + lead.start(1), start + lead.end(1)))


def _owners_of_ages(rest: list[Chunk]) -> tuple[EntityChunk, int] | None:
    """ "(of) Tom and Ann's ages", "(of) Tom's and Ann's ages": the people named before the ages,
    the last one's possessive owning the ages of all (each name may carry its own "'s"); with
    the number of chunks read. None when anything else stands among them."""
    at = next((i for i, c in enumerate(rest) if isinstance(c, NounChunk)), None)
    if at is None or not isinstance(ages := rest[at], NounChunk) or not (
        isinstance(last := ages.possessor, EntityChunk) and ages.noun.plural
        and _one_age(attrs.evolve(ages.noun, plural=False)) and ages.determiner is None
    ):
        return None
    named = named_group([*rest[:at], last])
    if named is None or named[1] != at + 1 or not isinstance(named[0], EntityChunk):
        return None
    return named[0], at + 1


def _now_dropped(said: list[Chunk]) -> list[Chunk]:
    """ "… ages now is 7": the "now" right before a present "is" says the present it tells."""
    match said:
        case [CueChunk(text="now"), AuxChunk(word="is" | "are") as be, *rest]:
            return [be, *rest]
    return said


def _age_had(chunks: list[Chunk]) -> list[Chunk] | None:
    """ "Sam and Ida have a combined age of 30" says "Sam and Ida are 30", their ages added
    (the word that adds them is the clause's): the chunks of that plain statement, or None."""
    match chunks:
        case [EntityChunk() as group, AuxChunk(group="have") as have,
              NounChunk(noun=Noun(head="age", plural=False, modifiers=()), possessor=None),
              PrepChunk(word="of"), *said] if (group.members or group.plural) and (
            have.word.lower() in _BE_FOR_HAVE
        ):
            return [group, AuxChunk(_BE_FOR_HAVE[have.word.lower()], "be", have.span), *said]
    return None


_BE_FOR_HAVE = {"have": "are", "had": "were"}  # a group's total age "had", told of a time gone by


def _age_of(subject: EntityChunk | NounChunk) -> EntityChunk | None:
    """ "Alice's age" is said of Alice; "her sister's age" of her sister (a person named by
    a role written with "'s")."""
    if not (isinstance(subject, NounChunk) and subject.noun.head == "age" and not subject.noun.plural):
        return None
    if not subject.noun.modifiers:
        return subject.possessor
    match subject.noun.modifiers, subject.noun.owners, subject.possessor:
        case (role,), (owner,), EntityChunk() as possessor if role == owner and (
            words.in_class(role, "person_nouns")
        ):
            span = (subject.span[0], subject.noun.span[0] + len(role))
            return EntityChunk("role", role, span, name=role, possessor=possessor)
    return None


def _said(subject: Ref, said: list[Chunk], offset: QtyChunk | None, sign: int,
          clause: Clause, *, of_age: bool = False, total: bool = False) -> tuple[Proto, ...] | None:
    """The proto of what the clause says of the subject's age: an age, a total of ages (of a
    group), a difference or a ratio."""
    age = _age_said(said, of_age, person=_person(subject))
    if total:
        # what the group's members are, in years, adds up to the amount
        return None if age is None else (
            Proto(Op.TOTAL, subject, age, clause.span, offset=offset, offset_sign=sign),)
    if age is not None:
        return (Proto(Op.OBSERVE, subject, age, clause.span, offset=offset, offset_sign=sign),)
    ratio = _ratio(said)
    if ratio is not None:
        factor, other = ratio
        return (Proto(Op.SCALE, subject, attrs.evolve(factor, noun=_AGE, of_entity=None), clause.span,
                      other=other, offset=offset, offset_sign=sign),)
    ratios = _ratios_listed(said) if offset is None else None
    if ratios is not None:
        # "twice as old as Kim and half as old as Lea": two ratios of the one age now
        return tuple(Proto(Op.SCALE, subject, attrs.evolve(factor, noun=_AGE, of_entity=None), clause.span,
                           other=other) for factor, other in ratios)
    plussed = _more_than_a_ratio(said)
    if plussed is not None and offset is None:
        gap, which, ratio = plussed
        factor, other = ratio
        return (Proto(Op.SCALE, subject, attrs.evolve(factor, noun=_AGE, of_entity=None), clause.span,
                      other=other, plus=gap, sign=which),)
    match said:
        case [QtyChunk(noun=None, kind=NumeralKind.CARDINAL) as bare] if offset is not None or (
            _person(subject) and bare.value is not None and bare.value.denominator == 1
            and bare.comparative is None and bare.currency is None
        ):
            # "Five years ago, Ann was 7": with a time in years, a bare number is an age;
            # "Job is 5": a whole number is what a person is only as an age
            return (Proto(Op.OBSERVE, subject, _in_years(bare), clause.span, offset=offset,
                          offset_sign=sign),)
    differences = _differences(said)
    if differences is not None and offset is None:
        return tuple(Proto(Op.COMPARE, subject, gap, clause.span, other=other, sign=which)
                     for gap, which, other in differences)
    mixed = _difference_and_ratio(said) if offset is None else None
    if mixed is not None:
        (gap, which, other), (factor, scaled) = mixed
        return (Proto(Op.COMPARE, subject, gap, clause.span, other=other, sign=which),
                Proto(Op.SCALE, subject, attrs.evolve(factor, noun=_AGE, of_entity=None), clause.span,
                      other=scaled))
    return None


def _difference_and_ratio(said: list[Chunk]) -> tuple[tuple[QtyChunk, int, Ref], tuple[QtyChunk, Ref]] | None:
    """ "7 years older than Dan and twice his age", "twice as old as Kim but 3 years younger
    than Lea": a difference and a ratio of the one age now, joined, each naming its other (one
    with none, "and twice as old", is not read in a list)."""
    joins = [k for k, c in enumerate(said) if isinstance(c, ConjChunk) and c.word in ("and", "but")]
    if len(joins) != 1:
        return None
    first, second = said[:joins[0]], said[joins[0] + 1:]
    for gaps, scaled in ((_differences(first), _ratio(second)), (_differences(second), _ratio(first))):
        if gaps is not None and len(gaps) == 1 and scaled is not None and not any(
            isinstance(other, CueChunk) for other in (gaps[0][2], scaled[1])
        ):
            return gaps[0], scaled
    return None


def _age_said(said: list[Chunk], of_age: bool, person: bool = False) -> QtyChunk | None:
    """ "20 years old"; a bare "20" after "Alice's age is" / "their combined age is"; "24
    years" said of a ``person``."""
    match said:
        case [QtyChunk() as age, NounChunk(noun=Noun(head="old"))] if _years(age):
            return _in_years(age)
        case [QtyChunk() as age] if person and _years(age):
            return _in_years(age)  # "Jacob is 24 years (now)": what a person is in years is an age
        case [QtyChunk(noun=None, kind=NumeralKind.CARDINAL) as age] if of_age and (
            age.value is not None and age.comparative is None
        ):
            return attrs.evolve(age, noun=_AGE)
    return None


def _ratio(said: list[Chunk]) -> tuple[QtyChunk, Ref] | None:
    """ "twice as old as Kim", "half Jacob's age" (or "half of"), "twice his age", "thrice his
    son's age", "half the age of Tom": the factor and whose age it scales."""
    other: Ref
    match _named(said):
        case [QtyChunk() as factor, PrepChunk(word="as"), NounChunk(noun=Noun(head="old")),
              PrepChunk(word="as"), EntityChunk() | NounChunk() as other] if _someone(other):
            pass
        case [QtyChunk() as factor, PrepChunk(word="as"), NounChunk(noun=Noun(head="old"))]:
            other = _other_aged(factor.span)  # "Her dad is 4 times as old": as the one aged
        case [PrepChunk(word="as") as first, NounChunk(noun=Noun(head="old")), PrepChunk(word="as"),
              EntityChunk() | NounChunk() as other] if _someone(other):
            # "as old as Kim": once as old, the factor 1 a reading rule cites
            from wordproof.reader.frames import AS_MANY  # frames reads ages among its frames

            factor = QtyChunk(Fraction(1), NumeralKind.MULTIPLIER, first.span, first.span,
                              lexicon_constant=AS_MANY)
        case [NounChunk(noun=Noun(head="age", modifiers=("same",), of=None), determiner="the",
                        possessor=None) as same, PrepChunk(word="as"),
              EntityChunk() | NounChunk() as other] if _someone(other):
            # "the same age as Kim": once her age
            factor = QtyChunk(Fraction(1), NumeralKind.MULTIPLIER, same.span, same.span,
                              lexicon_constant=SAME_AGE)
        case [QtyChunk(noun=Noun() as noun, of_entity=EntityChunk() as other) as factor] if _one_age(noun):
            factor = attrs.evolve(factor, noun=None)
        case [QtyChunk() as factor, NounChunk(noun=Noun(of=None)) as aged] if (
            (whose := _age_of(aged)) is not None
        ):
            other = whose  # "twice Kim's age", "thrice his son's age"
        case [QtyChunk() as factor, NounChunk(noun=noun, determiner="the", possessor=None),
              PrepChunk(word="of"), EntityChunk() | NounChunk() as other] if (
            _one_age(noun) and _someone(other)
        ):
            pass
        case _:
            return None
    return (factor, other) if is_factor(factor) else None


def _ratios_listed(said: list[Chunk]) -> list[tuple[QtyChunk, Ref]] | None:
    """ "twice as old as Kim and half as old as Lea" (or "but"): two ratios, each naming whose
    age it scales (a ratio with no other, "and twice as old", is not read in a list)."""
    joins = [k for k, c in enumerate(said) if isinstance(c, ConjChunk) and c.word in ("and", "but")]
    if len(joins) != 1:
        return None
    first, second = _ratio(said[:joins[0]]), _ratio(said[joins[0] + 1:])
    if first is None or second is None or any(isinstance(other, CueChunk) for _, other in (first, second)):
        return None
    return [first, second]


def _more_than_a_ratio(said: list[Chunk]) -> tuple[QtyChunk, int, tuple[QtyChunk, Ref]] | None:
    """ "4 years older than thrice his son's age", "8 years more than twice the age of her son",
    "5 less than half Kim's age", "5 more than twice as old as Kim": the years added (or, sign
    -1, taken), and the ratio they are added to. Only said of now: a factor is not the same at
    every time, and the years added are told with it."""
    match said:
        case [QtyChunk() as gap, NounChunk(noun=Noun(head="older" | "younger" as which)),
              CueChunk(kind="than"), *rest] if _years(gap):
            sign = 1 if which == "older" else -1
        case [QtyChunk(comparative="more" | "less" | "fewer" as which) as gap, CueChunk(kind="than"),
              *rest] if gap.value is not None and gap.kind is NumeralKind.CARDINAL and (
            gap.noun is None or gap.noun.head == "year" and not gap.noun.modifiers
        ) and gap.of_entity is None and not gap.of_them:
            sign = 1 if which == "more" else -1
        case _:
            return None
    ratio = _ratio(rest)
    if ratio is None or ratio[0].value == 1:
        return None  # ("3 years older than as old as Kim": a factor of one is no ratio added to)
    return _in_years(attrs.evolve(gap, comparative=None)), sign, ratio


def _one_age(noun: Noun) -> bool:
    return noun.head == "age" and not noun.plural and not noun.modifiers and noun.of is None


def _years(qty: QtyChunk) -> bool:
    return qty.value is not None and qty.comparative is None and qty.kind is NumeralKind.CARDINAL and (
        qty.noun is not None and qty.noun.head == "year")


def _in_years(qty: QtyChunk) -> QtyChunk:
    return attrs.evolve(qty, noun=_AGE) if qty.value is not None else qty


def _person(chunk: Ref) -> bool:
    """One person told by name, pronoun or role (not a group, a place or a counted lot)."""
    return isinstance(chunk, EntityChunk) and chunk.kind in ("name", "pronoun", "role") and (
        not chunk.plural and not chunk.members and chunk.text.lower() not in ("it", "they", "we"))


def _someone(chunk: EntityChunk | NounChunk) -> bool:
    return isinstance(chunk, EntityChunk) or chunk.determiner is not None or chunk.possessor is not None


def question_offset(clause: Clause, text: str,
                    present_ahead: bool = False) -> tuple[Clause, QtyChunk | None, int]:
    """ "How old will Kim be in 5 years / 5 years from now?" (+5), "How old was Kim 3 years
    ago?" (−3): the clause without the words of time, the offset and its sign. The tense
    must agree ("will" ahead, "was" back); otherwise no offset is taken (and the question's
    words stay for its frame to refuse)."""
    rest = list(clause.rest)
    words = [a.word.lower() for a in clause.auxiliaries] + [
        c.word.lower() for c in rest if isinstance(c, AuxChunk)]
    found: tuple[list[Chunk], QtyChunk, int] | None = None
    match rest:
        case [*kept, PrepChunk(word="in"), QtyChunk() as n] if _years(n):
            found = kept, n, 1
        case [*kept, PrepChunk(word="in"), QtyChunk(comparative="more") as n] if _years(
            n := attrs.evolve(n, comparative=None)
        ) and _more_from_now(text, n):
            found = kept, n, 1  # "How old will she be in 5 more years?"
        case [*kept, CueChunk(kind="after") | PrepChunk(word="after"), QtyChunk() as n] if _years(n):
            found = kept, n, 1  # "How old will she be after 5 years?"
        case [*kept, QtyChunk() as n, PrepChunk(word="from"), CueChunk(text="now")] if _years(n):
            found = kept, n, 1
        case [*kept, QtyChunk() as n, NounChunk(noun=Noun(head="ago"))] if _years(n):
            found = kept, n, -1
        case [*kept, NounChunk() as last] if (back := _a_span_ago(last)) is not None:
            found = kept, back, -1  # "How old was she a decade ago?"
        case [*kept, NounChunk() as last] if (ahead := _next_year(last, clause.times)) is not None:
            found = kept, ahead, 1  # "How old will he be next year?"
    if found is None:
        return clause, None, 1
    kept, offset, sign = found
    from_now = isinstance(clause.rest[-1], CueChunk) and clause.rest[-1].text == "now"
    # "What is … 5 years from now?"; with ``present_ahead``, "In 2 years, what is the sum of their ages?"
    present = (from_now or present_ahead) and set(words) <= {"is", "are", "am"} and bool(words)
    if sign > 0 and "will" not in words and not present or sign < 0 and not _PAST & set(words):
        return clause, None, 1
    return attrs.evolve(clause, rest=tuple(kept)), offset, sign


def time_into_question(clauses: list[Clause]) -> list[Clause]:
    """ "In 3 years, how old will she be?", "5 years ago, how old was he?": a clause of only
    a time in years, right before the question, says the question's time, as the same words
    after it do."""
    for i, clause in enumerate(clauses[:-1]):
        asked = clauses[i + 1]
        match clause.subject, clause.rest, asked.wh:
            case None, (PrepChunk(word="in") as at,), WhChunk(asks="count") if not (
                clause.auxiliaries or clause.verb is not None or clause.placed
            ):
                # "In how many years …": the "in" of the years asked
                return [*clauses[:i], attrs.evolve(asked, rest=(at, *asked.rest)), *clauses[i + 2:]]
        if not isinstance(clause.subject, QtyChunk | None) or clause.auxiliaries or (
            clause.verb is not None or clause.wh is not None or clause.placed or clause.conditional
            or asked.wh is None
        ):
            continue
        match (*((clause.subject,) if clause.subject is not None else ()), *clause.rest):
            case (*said, ConjChunk(word=",")):
                pass
            case said:
                pass
        match said:
            case [PrepChunk(word="in") | CueChunk(kind="after") | PrepChunk(word="after"),
                  QtyChunk() as n] | [QtyChunk() as n, PrepChunk(word="from"), CueChunk(text="now")] | [
                QtyChunk() as n, NounChunk(noun=Noun(head="ago"))
            ] if _years(n):
                return [*clauses[:i], attrs.evolve(asked, rest=asked.rest + tuple(said)), *clauses[i + 2:]]
    return clauses


def years_until(clause: Clause) -> AgeReached | None:
    """ "In how many years will Ana be 25 (years old)?": whose age fixes the time, and that age.
    The "in" before the question was folded into it (``time_into_question``); only ahead, with
    "will be"."""
    match clause.wh, clause.head, clause.subject, clause.rest:
        case (WhChunk(asks="count"), (NounChunk(noun=Noun(head="year", plural=True, modifiers=(), of=None),
                                                determiner=None, possessor=None),),
              EntityChunk() | NounChunk() as whose, (PrepChunk(word="in") as at, *said)) if (
            _someone(whose) and at.span[1] <= clause.wh.span[0]
            and [a.word.lower() for a in clause.auxiliaries] == ["will", "be"]
        ):
            pass
        case (WhChunk(asks="count"), (NounChunk(noun=Noun(head="year", plural=True, modifiers=(), of=None),
                                                determiner=None, possessor=None),),
              EntityChunk(kind="pronoun") as group,
              (PrepChunk(word="in") as at, CueChunk(kind="aggregate", text="combined" | "total"),
               NounChunk(noun=Noun(head="age", plural=False, modifiers=(), of=None), determiner=None,
                         possessor=None), AuxChunk(word="be"), *said)) if (
            at.span[1] <= clause.wh.span[0] and [a.word.lower() for a in clause.auxiliaries] == ["will"]
            and (they := words.pronoun(group.text, "possessive")) is not None and they.number == "pl"
        ):
            # "In how many years will their combined age be 44?": the group's ages added then
            reached = _age_reached(group, said, 1)
            return None if reached is None or reached.other is not None else attrs.evolve(
                reached, whose=attrs.evolve(group, pronoun_role="possessive"), total=True)
        case _:
            return None
    return _age_reached(whose, said, 1)


@attrs.frozen
class AgeReached:
    """The age that fixes the time a question asks of: ``whose`` age is ``age`` then, or, with
    ``other``, ``age`` is a factor and ``whose`` age then is that many times the other's age
    then ("when Bo is twice as old as Ann"), or now (``other_now``: "as Ann is now")."""

    whose: EntityChunk | NounChunk
    age: QtyChunk
    sign: int
    other: EntityChunk | NounChunk | None = None
    other_now: bool = False
    total: bool = False  # "their combined age": the ages of ``whose``, a group, added


def _age_reached(whose: EntityChunk | NounChunk, said: list[Chunk], sign: int) -> AgeReached | None:
    """ "(when Lea is) 20 (years old)", "(…) twice as old as Kim (is now)", "(…) twice Kim's
    age": the age reached, or the ratio of another's age reached."""
    match said:
        case [QtyChunk() as age, NounChunk(noun=Noun(head="old"))] if _years(age):
            return AgeReached(whose, _in_years(age), sign)
        case [VerbChunk()] if sign < 0 and (none := _aged_none(said)) is not None:
            return AgeReached(whose, none, sign)  # "(How old was Kim) when Lea was born": aged none then
        case [QtyChunk(noun=None, kind=NumeralKind.CARDINAL, currency=None, comparative=None) as age] if (
            age.value is not None and age.value.denominator == 1
        ):
            return AgeReached(whose, attrs.evolve(age, noun=_AGE), sign)
    kept, other_now = _other_now(said)
    match kept:
        case [QtyChunk() as factor, NounChunk(noun=Noun(modifiers=(now,)) as noun) as aged] if (
            now in _NOW_WORDS and not other_now
        ):  # "twice Kim's current age": Kim's age now, as "twice as old as Kim is now"
            kept, other_now = [factor, attrs.evolve(aged, noun=attrs.evolve(noun, modifiers=()))], True
        case [QtyChunk(noun=Noun(modifiers=(now,)) as noun, of_entity=EntityChunk()) as factor] if (
            now in _NOW_WORDS and not other_now
        ):
            kept, other_now = [attrs.evolve(factor, noun=attrs.evolve(noun, modifiers=()))], True
    ratio = _ratio(kept)
    if ratio is None:
        return None
    factor, other = ratio
    if isinstance(other, CueChunk) or factor.value in (None, 1):
        return None  # "twice as old" (as whom?); a factor of one ("as old as Kim") fixes no time
    return AgeReached(whose, factor, sign, other, other_now)


def question_when(clause: Clause) -> tuple[Clause, AgeReached] | None:
    """ "How old will Kim be when Lea is 20 (years old)?" (ahead), "How old was Kim when Lea
    was 20?" (back): the clause without the "when" words, whose age fixes the time, that age,
    and the direction. The tenses must agree ("will" with "is", "was" with "was")."""
    rest = list(clause.rest)
    at = next((i for i, c in enumerate(rest) if isinstance(c, ConjChunk) and c.word == "when"), None)
    if at is None:
        return None
    match rest[at + 1:]:
        case [EntityChunk() | NounChunk() as whose, AuxChunk(word=be), *said] if _someone(whose):
            pass
        case [EntityChunk() | NounChunk() as whose,
              VerbChunk(lemma="turn" | "become", particle=None) as turns, *said] if (
            _someone(whose) and turns.word.lower() in _TURNS_AS_BE
        ):
            be = _TURNS_AS_BE[turns.word.lower()]  # "when Lea turns 20", "becomes 20": when she is 20
        case _:
            return None
    asked = [a.word.lower() for a in clause.auxiliaries] + [
        c.word.lower() for c in rest[:at] if isinstance(c, AuxChunk)]
    if "will" in asked and be.lower() in ("is", "are", "am"):
        sign = 1
    elif set(asked) & _PAST and be.lower() in _PAST:
        sign = -1
    else:
        return None
    reached = _age_reached(whose, said, sign)
    return None if reached is None else (attrs.evolve(clause, rest=tuple(rest[:at])), reached)


# "turn" (or "become") an age in a "when" clause is "be" it from then on: "turns" ahead, "turned" back
_TURNS_AS_BE = {"turns": "is", "turn": "are", "turned": "was",
                "becomes": "is", "become": "are", "became": "was"}
_NOW_WORDS = frozenset({"current", "present"})
_HOW_OLD = "measure:calendar"


def as_how_old(clause: Clause) -> Clause:
    """ "How many years old is Kit now?", "What is Kit's (current) age?", "What is her son's
    age?", "What is the age of Kit?": "How old is Kit?"."""
    if clause.wh is None:
        return clause
    how_old = WhChunk(clause.wh.text, clause.wh.span, _HOW_OLD)
    match clause.head:
        case (NounChunk(noun=Noun(head="year", plural=True, modifiers=())),
              NounChunk(noun=Noun(head="old"))) if clause.wh.asks == "count":
            return attrs.evolve(clause, wh=how_old, head=())
    subject = clause.subject
    if clause.wh.asks != "what" or clause.head or not isinstance(subject, NounChunk):
        return clause
    if subject.possessor is not None and _one_age(attrs.evolve(
        subject.noun, modifiers=tuple(m for m in subject.noun.modifiers if m not in _NOW_WORDS))
    ):
        return attrs.evolve(clause, wh=how_old, subject=subject.possessor)
    role = _age_of(subject)
    if role is not None and subject.noun.modifiers:
        return attrs.evolve(clause, wh=how_old, subject=role)  # "What is his son's age?"
    match clause.rest:
        case (PrepChunk(word="of"), EntityChunk() | NounChunk() as whose) if (
            subject.determiner == "the" and subject.possessor is None and _one_age(attrs.evolve(
                subject.noun, modifiers=tuple(m for m in subject.noun.modifiers if m not in _NOW_WORDS)))
            and _someone(whose) and not (isinstance(whose, EntityChunk) and (whose.members or whose.plural))
        ):
            return attrs.evolve(clause, wh=how_old, subject=whose, rest=())  # "What is the age of Tom?"
    return clause


def read_age_question(clause: Clause, span: tuple[int, int], text: str) -> QuestionProto | None:
    """ "What is the sum of their ages?", "What is their combined age?" (the group's ages now,
    added), "How many years older is Kit than Ugo?" (a difference of ages); a sum at a time in
    years from now ("What will be the sum of their ages in 5 years?") adds every age then."""
    if clause.wh is None:
        return None
    clause, offset, sign = question_offset(clause, text, present_ahead=True)
    if offset is None and not in_present(clause):
        return None
    match clause.rest:
        case (*kept, AuxChunk(word="be")) if offset is not None:
            clause = attrs.evolve(clause, rest=tuple(kept))  # "what will the sum of their ages be in 5 years"
    match clause.head, clause.subject, clause.rest:
        case ((NounChunk(noun=Noun(head="year", plural=True, modifiers=())) as years,
               NounChunk(noun=Noun(head="older" | "younger" as which))),
              EntityChunk() | NounChunk() as subject,
              (CueChunk(kind="than"), EntityChunk() | NounChunk() as other)):
            # at a time in years, both ages move by it alike ("In 5 years, how many years older
            # will Kit be than Ugo?")
            return QuestionProto(TargetWhat.DIFFERENCE, years, False, subject, None, None, "final", (), "",
                                 other, False, span, fewer=which == "younger", offset=offset,
                                 offset_sign=sign)
    match clause.wh, clause.head, clause.subject, clause.rest:
        case (WhChunk(asks="amount"), (NounChunk(noun=Noun(head="older" | "younger" as which)) as than,),
              EntityChunk() | NounChunk() as subject,
              (CueChunk(kind="than"), EntityChunk() | NounChunk() as other)) if (
            _someone(subject) and _someone(other)
        ):
            # "How much older is Kit than Ugo?": by how many years, the unit every age is told in
            at = (than.span[0], than.span[0])
            return QuestionProto(TargetWhat.DIFFERENCE, NounChunk(attrs.evolve(_AGE, span=at), at), False,
                                 subject, None, None, "final", (), "", other, False, span,
                                 fewer=which == "younger", offset=offset, offset_sign=sign)
    if clause.wh is None or clause.wh.asks != "what" or clause.head:
        return None
    compared = _ages_compared(clause)
    if compared is not None and offset is None:
        # "What is the age difference between Kit and Ugo?": the larger age less the smaller
        years, first, second = compared
        return QuestionProto(TargetWhat.DIFFERENCE, years, False, None, None, None, "final", (), "",
                             None, False, span, absolute=True, parts=((first, years), (second, years)))
    counted = _ages_averaged(clause, text)
    if counted is not None:
        # "the average age of the three": their ages added, over the three the question counts
        return QuestionProto(TargetWhat.STATE, None, False, counted, None, None, "final", (), "", None, True,
                             span, dimension="calendar", offset=offset, offset_sign=sign, average=True)
    averaged = _ages_of_group_averaged(clause)
    group = averaged or _ages_of_group(clause)
    if group is None:
        return None
    # "What is their average age?": the group's ages added, over the members of the group
    return QuestionProto(TargetWhat.STATE, None, False, group, None, None, "final", (), "", None, True, span,
                         dimension="calendar", offset=offset, offset_sign=sign, average=averaged is not None)


Someone = EntityChunk | NounChunk


def _ages_compared(clause: Clause) -> tuple[NounChunk, Someone, Someone] | None:
    """ "the age difference between Kit and Ugo", "the difference between the age(s) of Kit
    and Ugo": the years compared and whose."""
    match clause.subject, clause.rest:
        case (NounChunk(noun=Noun(head="difference", modifiers=("age",)), possessor=None) as asked,
              (PrepChunk(word="between"), EntityChunk() | NounChunk() as first, ConjChunk(word="and"),
               EntityChunk() | NounChunk() as second)):
            pass
        case (NounChunk(noun=Noun(head="difference", modifiers=()), possessor=None) as asked,
              (PrepChunk(word="between"), NounChunk(noun=Noun(head="age", modifiers=(), of=None),
                                                    possessor=None),
               PrepChunk(word="of"), EntityChunk() | NounChunk() as first, ConjChunk(word="and"),
               EntityChunk() | NounChunk() as second)):
            pass
        case _:
            return None
    if not (_someone(first) and _someone(second)):
        return None
    at = (asked.span[0], asked.span[0])  # no word names the unit: years, as every age is told
    return NounChunk(attrs.evolve(_AGE, span=at), at), first, second


def _ages_of_group(clause: Clause) -> EntityChunk | NounChunk | None:
    """Whose ages "the sum of their ages", "the total of their present ages", "their combined
    age", "the combined age of the siblings" adds."""
    def ages(noun: Noun) -> bool:
        return noun.head == "age" and noun.of is None and set(noun.modifiers) <= _NOW_WORDS

    match clause.subject, clause.rest:
        case (NounChunk(noun=Noun(head="sum" | "total"), determiner="the"),
              (PrepChunk(word="of"), NounChunk(noun=noun, possessor=EntityChunk() as group))) if (
            ages(noun) and noun.plural
        ):
            return group
        case (None, (CueChunk(kind="aggregate", text="total"), PrepChunk(word="of"),
                     NounChunk(noun=noun, possessor=EntityChunk() as group))) if ages(noun) and noun.plural:
            return group
        case (EntityChunk(kind="pronoun") as group,
              (CueChunk(kind="aggregate", text=said),
               NounChunk(noun=noun, possessor=None, determiner=None))) if (
            said in _AGES_ADDED and ages(noun) and words.pronoun(group.text, "possessive") is not None
        ):
            return attrs.evolve(group, pronoun_role="possessive")  # "their total age"
        case (None, (CueChunk(kind="aggregate", text=said), NounChunk(noun=noun, possessor=None),
                     PrepChunk(word="of"), *whose)) if said in _AGES_ADDED and ages(noun):
            return _named_whole(whose)  # "the total age of Kit and Ugo"
        case (NounChunk(noun=Noun(head="sum" | "total"), determiner="the"),
              (PrepChunk(word="of"), NounChunk(noun=noun, possessor=None, determiner="the"),
               PrepChunk(word="of"), *whose)) if ages(noun) and noun.plural:
            named = _named_whole(whose)  # "the sum of the ages of Kit and Ugo" (of many, never one)
            many = isinstance(named, EntityChunk) and (named.members or named.plural) or (
                isinstance(named, NounChunk) and named.noun.plural)
            return named if many else None
        case (NounChunk(noun=Noun(head="sum" | "total", of=None, modifiers=()), determiner="the",
                        possessor=None), (PrepChunk(word="of"), *whose)):
            # "the sum of Kit's and Ugo's ages", "… of Kit and Ugo's ages": all of the ages named
            owners = _owners_of_ages(list(whose))
            return owners[0] if owners is not None and owners[1] == len(whose) and owners[0].members else None
    return None


def _ages_of_group_averaged(clause: Clause) -> EntityChunk | NounChunk | None:
    """Whose ages "their average age", "the average age of Kit and Ugo" averages: a group of
    several, each member's age told (``ledger.replay._average``)."""
    match clause.subject, clause.rest:
        case (NounChunk(noun=Noun(head="age", plural=False, modifiers=("average",), of=None),
                        determiner=None,
                        possessor=EntityChunk(kind="pronoun", pronoun_role="possessive") as group), ()) if (
            (said := words.pronoun(group.text, "possessive")) is not None and said.number == "pl"
        ):
            return group
        case (NounChunk(noun=Noun(head="age", plural=False, modifiers=("average",), of=None),
                        determiner="the", possessor=None), (PrepChunk(word="of"), *whose)):
            named = _named_whole(whose)
            return named if isinstance(named, EntityChunk) and named.members else None
    return None


def _named_whole(whose: list[Chunk]) -> EntityChunk | NounChunk | None:
    """ "(of) Kit and Ugo", "(of) the twins": the one group the words name, and nothing else."""
    match whose:
        case [EntityChunk() | NounChunk() as someone] if _someone(someone):
            return someone
    named = named_group(list(whose))
    return named[0] if named is not None and named[1] == len(whose) else None


def _ages_averaged(clause: Clause, text: str) -> EntityChunk | None:
    """ "the average age of the three": the people the question counts by their number (bound
    only to a group of exactly that many), whose ages are averaged."""
    match clause.subject, clause.rest:
        case (NounChunk(noun=Noun(head="age", plural=False, modifiers=("average",), of=None),
                        determiner="the", possessor=None),
              (PrepChunk(word="of"), QtyChunk(noun=None, currency=None, comparative=None) as counted)) if (
            counted.value is not None and counted.value.denominator == 1 and counted.value >= 2
            and text[:counted.span[0]].split()[-1:] == ["the"]
        ):
            said = text[counted.value_span[0]:counted.value_span[1]]
            return EntityChunk("counted", said, counted.value_span, plural=True, count=int(counted.value))
    return None


_AGES_ADDED = ("combined", "total")  # the words before "age" that add the ages of several


__all__ = ["BORN", "SAME_AGE", "AgeReached", "as_how_old", "question_offset", "question_when", "read_age",
           "read_age_question", "time_into_question", "unread_words", "when_joined", "years_until"]
