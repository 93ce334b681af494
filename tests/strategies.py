"""A template grammar of possession word problems whose answers the generator knows.

Each problem has 1-3 named people (distinct names of known gender), one statement of what
each holds at the start, 0-4 changes (gains, losses, transfers between the people; no count
ever goes below zero) and one question: the final count of one person, the count at the
start, the total of two people, or how many more one has than another. The true value is
computed here by plain integer bookkeeping, independently of wordproof.

The grammar is written once against a tiny ``Chooser`` interface so that the same problems
come from Hypothesis (``answerable_problems()``, shrinkable) and from a seeded
``random.Random`` (``sample_problems(seed, n)``, a fixed sample for measuring the answer rate).

``unanswerable_problems()`` produces problems that no sound reader may answer: a start given
only as "some", or a pronoun with two antecedents of its gender whose binding changes the
answer. Their ``value`` is None.

Metamorphic helpers: ``renamed``, ``swapped`` (with ``independent_pairs``) and
``with_distractor`` rewrite a problem without changing its true value.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any, Protocol, TypeVar

from hypothesis import strategies as st

T = TypeVar("T")

# Given names the lexicon's names table marks as female / male.
FEMALE = ("Mary", "Anna", "Lisa", "Kate", "Joan", "Alice", "Emma", "Lucy", "Grace", "Julia")
MALE = ("John", "Tom", "Sam", "Peter", "Mark", "David", "Paul", "Henry", "Jack", "Oscar")
# Given names with no gender in the names table: a candidate for "he" and "she" alike.
UNGENDERED = ("Alex", "Jordan", "Taylor", "Robin")
NAMES = {"f": FEMALE, "m": MALE}
PRONOUN = {"f": "She", "m": "He"}


@dataclasses.dataclass(frozen=True)
class Noun:
    singular: str
    plural: str
    gain: tuple[str, ...]  # present-tense verbs that take "N more."
    loss: tuple[str, ...]  # present-tense verbs that take "N NOUNs."

    def count(self, n: int) -> str:
        return f"{n} {self.singular if n == 1 else self.plural}"


NOUNS = (
    Noun("apple", "apples", ("buys", "finds", "picks", "gets"), ("eats", "loses", "sells")),
    Noun("cookie", "cookies", ("buys", "bakes", "gets"), ("eats", "sells", "loses")),
    Noun("marble", "marbles", ("buys", "finds", "wins", "gets"), ("loses", "sells")),
    Noun("coin", "coins", ("finds", "earns", "gets"), ("spends", "loses", "uses")),
    Noun("sticker", "stickers", ("buys", "gets", "earns"), ("uses", "loses", "sells")),
    Noun("seashell", "seashells", ("finds", "picks", "collects"), ("loses", "sells")),
    Noun("pencil", "pencils", ("buys", "finds", "gets"), ("loses", "uses", "sells")),
    Noun("card", "cards", ("buys", "gets", "wins"), ("loses", "sells")),
)

PAST = {
    "has": "had", "gives": "gave", "buys": "bought", "finds": "found", "picks": "picked",
    "gets": "got", "bakes": "baked", "wins": "won", "earns": "earned", "collects": "collected",
    "eats": "ate", "loses": "lost", "sells": "sold", "spends": "spent", "uses": "used",
}

STATE_KINDS = frozenset({"start", "some"})
CHANGE_KINDS = frozenset({"gain", "loss", "transfer", "observe"})


class Chooser(Protocol):
    """Where the grammar's choices come from."""

    def integer(self, lo: int, hi: int) -> int: ...

    def choice(self, options: Sequence[T]) -> T: ...


class _DrawChooser:
    def __init__(self, draw: Callable[[st.SearchStrategy[Any]], Any]) -> None:
        self._draw = draw

    def integer(self, lo: int, hi: int) -> int:
        return int(self._draw(st.integers(lo, hi)))

    def choice(self, options: Sequence[T]) -> T:
        return self._draw(st.sampled_from(options))  # type: ignore[no-any-return]


class _RandomChooser:
    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def integer(self, lo: int, hi: int) -> int:
        return self._rng.randint(lo, hi)

    def choice(self, options: Sequence[T]) -> T:
        return self._rng.choice(options)


@dataclasses.dataclass(frozen=True)
class Sentence:
    """One sentence. ``template`` holds ``{i}`` for the name of person i; a pronoun subject
    is literal text, so renaming people of the same gender keeps it right."""

    template: str
    entities: tuple[int, ...]
    kind: str  # start | some | compare | gain | loss | transfer | observe | question
    pronoun: bool = False


@dataclasses.dataclass(frozen=True)
class Problem:
    names: tuple[str, ...]
    genders: tuple[str, ...]  # "f", "m", or "-" (no gender: a candidate for every pronoun)
    sentences: tuple[Sentence, ...]
    question: Sentence
    value: Fraction | None  # None: no sound reader may answer
    about: str  # the question kind, or why the problem is unanswerable

    @property
    def text(self) -> str:
        return " ".join(s.template.format(*self.names)
                        for s in (*self.sentences, self.question))

    @property
    def pronoun_genders(self) -> frozenset[str]:
        return frozenset(self.genders[s.entities[0]] for s in self.sentences if s.pronoun)


def ph(i: int) -> str:
    """The placeholder for person i's name in a sentence template."""
    return "{" + str(i) + "}"


def _distinct_names(ch: Chooser, genders: Sequence[str],
                    taken: Sequence[str] = ()) -> tuple[str, ...]:
    names: list[str] = []
    for gender in genders:
        pool = [n for n in NAMES[gender] if n not in names and n not in taken]
        names.append(ch.choice(pool))
    return tuple(names)


def _subject(ch: Chooser, who: int, genders: Sequence[str]) -> tuple[str, bool]:
    """The name placeholder, or the pronoun when it can bind to ``who`` only."""
    gender = genders[who]
    if genders.count(gender) == 1 and ch.integer(0, 1) == 1:
        return PRONOUN[gender], True
    return ph(who), False


def _verb(word: str, past: bool) -> str:
    return PAST[word] if past else word


def _state(i: int, n: int, noun: Noun, past: bool) -> Sentence:
    return Sentence(f"{ph(i)} {_verb('has', past)} {noun.count(n)}.", (i,), "start")


def _changes(ch: Chooser, counts: list[int], genders: Sequence[str], noun: Noun, past: bool,
             lost: set[int], unknown: int | None = None) -> list[Sentence]:
    """0-4 changes applied to ``counts`` in place; no count goes below zero. The holding of
    ``unknown`` (if any) is not known to the text, so any amount may leave it."""
    out: list[Sentence] = []
    people = len(counts)
    for _ in range(ch.integer(0, 4)):
        actor = ch.integer(0, people - 1)
        can_lose = counts[actor] >= 1 or actor == unknown
        kinds = ["gain"]
        if can_lose:
            kinds.append("loss")
            if people >= 2:
                kinds.append("transfer")
        kind = ch.choice(kinds)
        subject, pronoun = _subject(ch, actor, genders)
        top = 20 if actor == unknown else min(counts[actor], 20)
        if kind == "gain":
            amount = ch.integer(1, 20)
            thing = noun.singular if amount == 1 else noun.plural
            more = "more" if ch.integer(0, 1) == 0 else f"more {thing}"
            text = f"{subject} {_verb(ch.choice(noun.gain), past)} {amount} {more}."
            counts[actor] += amount
            out.append(Sentence(text, (actor,), kind, pronoun))
        elif kind == "loss":
            amount = ch.integer(1, top)
            text = f"{subject} {_verb(ch.choice(noun.loss), past)} {noun.count(amount)}."
            counts[actor] -= amount
            lost.add(actor)
            out.append(Sentence(text, (actor,), kind, pronoun))
        else:
            to = ch.choice([p for p in range(people) if p != actor])
            amount = ch.integer(1, top)
            give = _verb("gives", past) if ch.integer(0, 2) == 0 else "gave"
            if ch.integer(0, 1) == 0:
                text = f"{subject} {give} {ph(to)} {noun.count(amount)}."
            else:
                text = f"{subject} {give} {noun.count(amount)} to {ph(to)}."
            counts[actor] -= amount
            counts[to] += amount
            lost.add(actor)
            out.append(Sentence(text, (actor, to), kind, pronoun))
    return out


def build_answerable(ch: Chooser) -> Problem:
    people = ch.integer(1, 3)
    genders = tuple(ch.choice("fm") for _ in range(people))
    names = _distinct_names(ch, genders)
    noun = ch.choice(NOUNS)
    past = ch.integer(0, 2) == 0
    kinds = ("final", "initial", "total", "difference") if people >= 2 else ("final", "initial")
    about = ch.choice(kinds)
    target = ch.integer(0, people - 1)
    hidden = about == "initial" and ch.integer(0, 1) == 1  # start given as "some", end observed

    counts = [0] * people
    sentences: list[Sentence] = []
    for i in range(people):
        bases = [j for j in range(i) if not (hidden and j == target)]
        if hidden and i == target:
            counts[i] = ch.integer(1, 60)
            sentences.append(Sentence(f"{ph(i)} had some {noun.plural}.", (i,), "some"))
        elif bases and ch.integer(0, 3) == 0:
            base = ch.choice(bases)
            if counts[base] >= 2 and ch.integer(0, 1) == 0:
                diff = ch.integer(1, counts[base] - 1)
                counts[i] = counts[base] - diff
                word = "fewer"
            else:
                diff = ch.integer(1, 15)
                counts[i] = counts[base] + diff
                word = "more"
            thing = noun.singular if diff == 1 else noun.plural
            text = f"{ph(i)} {_verb('has', past)} {diff} {word} {thing} than {ph(base)}."
            sentences.append(Sentence(text, (i, base), "compare"))
        else:
            counts[i] = ch.integer(1, 60)
            sentences.append(_state(i, counts[i], noun, past))
    starts = list(counts)
    lost: set[int] = set()
    sentences += _changes(ch, counts, genders, noun, past, lost)

    if hidden:
        subject, pronoun = _subject(ch, target, genders)
        if ch.integer(0, 1) == 0:
            who = subject.lower() if pronoun else subject
            text = f"Now {who} has {noun.count(counts[target])}."
        else:
            text = f"{subject} has {noun.count(counts[target])} left."
        sentences.append(Sentence(text, (target,), "observe", pronoun))

    entities: tuple[int, ...]
    pairs = [(a, b) for a in range(people) for b in range(people) if counts[a] > counts[b]]
    if about == "difference" and not pairs:
        about = "final"
    if about == "final":
        when = "left" if target in lost and ch.integer(0, 1) == 0 else "now"
        question = f"How many {noun.plural} does {ph(target)} have {when}?"
        value, entities = counts[target], (target,)
    elif about == "initial":
        when = ch.choice(("at first", "in the beginning", "originally"))
        question = f"How many {noun.plural} did {ph(target)} have {when}?"
        value, entities = starts[target], (target,)
    elif about == "total":
        a, b = _two(ch, people)
        word = ch.choice(("together", "altogether"))
        question = f"How many {noun.plural} do {ph(a)} and {ph(b)} have {word}?"
        value, entities = counts[a] + counts[b], (a, b)
    else:
        a, b = ch.choice(pairs)
        question = f"How many more {noun.plural} does {ph(a)} have than {ph(b)}?"
        value, entities = counts[a] - counts[b], (a, b)
    return Problem(names, genders, _told_apart(sentences), Sentence(question, entities, "question"),
                   Fraction(value), about)


def _told_apart(sentences: Sequence[Sentence]) -> tuple[Sentence, ...]:
    """The story with a sentence said right after itself word for word opened by "Then": the
    reader refuses a sentence told twice in a row (once, or twice?), and these stories mean a
    second doing."""
    out: list[Sentence] = []
    for sentence in sentences:
        if out and sentence.template == out[-1].template:
            template = sentence.template
            opened = template if template.startswith("{") else template[:1].lower() + template[1:]
            sentence = dataclasses.replace(sentence, template=f"Then {opened}")
        out.append(sentence)
    return tuple(out)


def _two(ch: Chooser, people: int) -> tuple[int, int]:
    a = ch.integer(0, people - 1)
    b = ch.choice([p for p in range(people) if p != a])
    return a, b


def build_unanswerable(ch: Chooser) -> Problem:
    about = ch.choice(("no_start", "ambiguous_pronoun"))
    noun = ch.choice(NOUNS)
    past = ch.integer(0, 2) == 0
    if about == "no_start":
        people = ch.integer(1, 3)
        genders = tuple(ch.choice("fm") for _ in range(people))
        names = _distinct_names(ch, genders)
        target = ch.integer(0, people - 1)
        counts = [ch.integer(1, 60) for _ in range(people)]
        sentences = [
            Sentence(f"{ph(i)} {_verb('has', past)} some {noun.plural}.", (i,), "some")
            if i == target else _state(i, counts[i], noun, past)
            for i in range(people)
        ]
        sentences += _changes(ch, counts, genders, noun, past, set(), unknown=target)
        if people >= 2 and ch.integer(0, 1) == 0:
            other = ch.choice([p for p in range(people) if p != target])
            question = Sentence(f"How many {noun.plural} do {ph(target)} and {ph(other)} "
                                "have together?", (target, other), "question")
        else:
            question = Sentence(f"How many {noun.plural} does {ph(target)} have now?",
                                (target,), "question")
        return Problem(names, genders, _told_apart(sentences), question, None, about)

    # Two (or three) people share the pronoun's gender; the question asks about one of them,
    # and the pronoun's change is a gain, so no constraint can pick its antecedent.
    gender = ch.choice("fm")
    genders = (gender, gender) if ch.integer(0, 1) == 0 else (gender, gender, ch.choice("fm"))
    people = len(genders)
    names = _distinct_names(ch, genders)
    counts = [ch.integer(1, 60) for _ in range(people)]
    sentences = [_state(i, counts[i], noun, past) for i in range(people)]
    named = ["-"] * people  # no pronoun may stand for a named change here
    changes = _changes(ch, counts, named, noun, past, set())
    amount = ch.integer(1, 20)
    ambiguous = Sentence(f"{PRONOUN[gender]} {_verb(ch.choice(noun.gain), past)} {amount} more.",
                         (0,), "gain", pronoun=True)
    changes.insert(ch.integer(0, len(changes)), ambiguous)
    target = ch.integer(0, 1)
    question = Sentence(f"How many {noun.plural} does {ph(target)} have now?",
                        (target,), "question")
    return Problem(names, genders, _told_apart(sentences + changes), question, None, about)


@st.composite
def answerable_problems(draw: Callable[[st.SearchStrategy[Any]], Any]) -> Problem:
    return build_answerable(_DrawChooser(draw))


@st.composite
def unanswerable_problems(draw: Callable[[st.SearchStrategy[Any]], Any]) -> Problem:
    return build_unanswerable(_DrawChooser(draw))


def sample_problems(seed: int, n: int) -> list[Problem]:
    """A fixed sample of answerable problems (the same on every run and machine)."""
    chooser = _RandomChooser(random.Random(seed))
    return [build_answerable(chooser) for _ in range(n)]


# --- metamorphic rewrites -------------------------------------------------------------------

def renamed(problem: Problem, names: Sequence[str]) -> Problem:
    return dataclasses.replace(problem, names=tuple(names))


@st.composite
def renamings(draw: Callable[[st.SearchStrategy[Any]], Any], problem: Problem) -> Problem:
    """The problem with new names of the same genders (distinct, possibly reused)."""
    ch = _DrawChooser(draw)
    return renamed(problem, _distinct_names(ch, problem.genders))


def independent_pairs(problem: Problem) -> list[int]:
    """Indices i such that sentences i and i+1 may trade places without changing the story:
    two plain start statements about different people, or two changes (or observations)
    that touch disjoint sets of people."""
    out = []
    for i in range(len(problem.sentences) - 1):
        a, b = problem.sentences[i], problem.sentences[i + 1]
        both_states = a.kind in STATE_KINDS and b.kind in STATE_KINDS
        both_changes = a.kind in CHANGE_KINDS and b.kind in CHANGE_KINDS
        if (both_states or both_changes) and not set(a.entities) & set(b.entities):
            out.append(i)
    return out


def swapped(problem: Problem, i: int) -> Problem:
    s = list(problem.sentences)
    s[i], s[i + 1] = s[i + 1], s[i]
    return dataclasses.replace(problem, sentences=tuple(s))


@st.composite
def with_distractor(draw: Callable[[st.SearchStrategy[Any]], Any], problem: Problem) -> Problem:
    """The problem with one more sentence, "X has N NOUNs.", about a new person X who takes
    no part in the story. If X could be read as a pronoun's antecedent, X comes after the
    last pronoun so that the pronoun's binding is unchanged."""
    ch = _DrawChooser(draw)
    gender = ch.choice(("f", "m", "-"))
    pool = UNGENDERED if gender == "-" else NAMES[gender]
    name = ch.choice([n for n in pool if n not in problem.names])
    noun = _noun_of(problem)
    new = len(problem.names)
    sentence = _state(new, ch.integer(1, 60), noun, past=False)
    clashes = gender == "-" or gender in problem.pronoun_genders
    last_pronoun = max((i for i, s in enumerate(problem.sentences) if s.pronoun), default=-1)
    lowest = last_pronoun + 1 if clashes else 1
    at = ch.integer(max(lowest, 1), len(problem.sentences))
    sentences = (*problem.sentences[:at], sentence, *problem.sentences[at:])
    return dataclasses.replace(problem, names=(*problem.names, name),
                               genders=(*problem.genders, gender), sentences=sentences)


def _noun_of(problem: Problem) -> Noun:
    for noun in NOUNS:
        if f"How many {noun.plural} " in problem.question.template \
                or f"How many more {noun.plural} " in problem.question.template:
            return noun
    raise AssertionError(f"no noun in {problem.question.template!r}")


# --- a holder of two kinds, then a change that names neither ---------------------------------

PAIRS = (("apples", "pears"), ("marbles", "cards"), ("pencils", "pens"), ("stickers", "stamps"),
         ("red apples", "green apples"), ("cookies", "muffins"))


def build_elided_head(ch: Chooser) -> Problem:
    """One person holds two kinds of thing; a change says only "N more" or "N", so it may
    be of either kind; the question asks about one kind. No sound reader may answer."""
    gender = ch.choice("fm")
    names = _distinct_names(ch, (gender,))
    first, second = ch.choice(PAIRS)
    a, b = ch.integer(2, 30), ch.integer(2, 30)
    if ch.integer(0, 1) == 0:
        holds = [Sentence(f"{ph(0)} has {a} {first} and {b} {second}.", (0,), "start")]
    else:
        again = ph(0) if ch.integer(0, 1) == 0 else PRONOUN[gender]
        holds = [Sentence(f"{ph(0)} has {a} {first}.", (0,), "start"),
                 Sentence(f"{again} has {b} {second}.", (0,), "start")]
    subject = ph(0) if ch.integer(0, 1) == 0 else PRONOUN[gender]
    amount = ch.integer(1, min(a, b) - 1)
    verb, tail = ch.choice((("buys", " more"), ("finds", " more"), ("loses", ""), ("sells", "")))
    change = Sentence(f"{subject} {verb} {amount}{tail}.", (0,), "gain" if tail else "loss",
                      pronoun=subject != ph(0))
    asked = ch.choice((first, second))
    question = Sentence(f"How many {asked} does {ph(0)} have now?", (0,), "question")
    return Problem(names, (gender,), (*holds, change), question, None, "elided_head")


@st.composite
def elided_head_problems(draw: Callable[[st.SearchStrategy[Any]], Any]) -> Problem:
    return build_elided_head(_DrawChooser(draw))


def sample_elided_head(seed: int, n: int) -> list[Problem]:
    """A fixed sample of ``build_elided_head`` problems."""
    chooser = _RandomChooser(random.Random(seed))
    return [build_elided_head(chooser) for _ in range(n)]
