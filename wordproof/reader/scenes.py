"""Clauses that set a scene: read as counting nothing only when they provably cannot.

`Sam decided to go to the mall`, `Her aunt came to visit`, `Leo watched the parade`: a clause
no frame reads may be passed over, and the pass is recorded on the reading (a note naming the
clause and why), never silent. A clause is passed over only when every one of its words is
accounted for by this test; anything else keeps the frame's refusal.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wordproof.lexicon.tables import hypernyms_of
from wordproof.lexicon.words import VerbClass, in_class, named_dimension, noun_form
from wordproof.reader.chunks import (
    AuxChunk,
    Chunk,
    ConjChunk,
    EntityChunk,
    Noun,
    NounChunk,
    PrepChunk,
    QtyChunk,
    VerbChunk,
)
from wordproof.reader.clauses import Clause, is_person_word
from wordproof.reader.frames import doing_taken, gone_among_told, progressive
from wordproof.text.numerals import ordinal_place
from wordproof.text.pieces import sentence_span
from wordproof.text.times import PLACING, TimeKind
from wordproof.text.tokens import Token, TokenKind

# word classes of nouns that say an amount, a price, a measure or a part: never a scene's
_AMOUNT_NOUNS = ("money_nouns", "price_nouns", "amount_nouns", "vague_amount_nouns",
                 "part_nouns", "portion_nouns", "standalone_determiners", "standalone_possessives",
                 "holding_nouns", "collective_nouns")
# people a scene may name: the pronoun's own words, never one that may stand for things
_PERSON_PRONOUNS = frozenset({"he", "she", "him", "her", "his", "i", "me", "my", "we", "us", "our",
                              "you", "your", "himself", "herself", "myself"})
_AMOUNT_TIMES = frozenset({TimeKind.AGAIN, TimeKind.STILL, TimeKind.LEFT, TimeKind.REMAINING})
# object pronouns that may stand for things counted
_THINGS = frozenset({"them", "it"})
_GOING = ("motion_verbs", "leaving_verbs", "entering_verbs", "alighting_verbs", "occupying_verbs")
_GETTING = ("buying_verbs", "getting_verbs", "gathering_verbs")  # an errand's verbs: "to buy some food"
_REFLEXIVES = frozenset({"himself", "herself", "themselves", "myself", "ourselves", "yourself"})


def scene_passed(clause: Clause, tokens: Sequence[Token], text: str) -> str | None:
    """Why ``clause`` counts nothing and changes no holding, or None when it might.

    Passed over only with a subject and a verb, nothing supposed, denied or said of each or
    of all; no numeral, ordinal or word of amount (lexicon ``scene_barring_words``: `some`,
    `all`, `the rest`, `half`, `each`, `more`, `again`, `them`, `it`, …); every verb one of the
    lexicon's ``scene_verbs`` (going, seeing, liking, deciding: no verb of possession, making,
    using or any verb whose effect on holdings is unknown) or an activity; every person a name,
    a role or a pronoun of a person; and every thing named one the rest of the story never
    names, nor a category of a thing it names or a thing of a category it names (`food`
    beside `apples`), nor a word of money, measure, amount or part.
    """
    if clause.subject is None or clause.verb is None or clause.supposed or clause.conditional or (
        clause.negated or clause.each or clause.total or clause.hedged or clause.wh is not None
        or clause.head
    ):
        return None
    if amount_said(clause, tokens) or gone_among_told(clause, text):
        return None  # ("Sam went home" beside kids counted in the park: maybe one of them)
    if any(t.kind in _AMOUNT_TIMES for t in clause.times):
        return None  # "visited his aunt again", "was left": set aside from the clause as times
    elsewhere = text[:clause.span[0]] + " " + text[clause.span[1]:]
    others = {noun_form(w) for w in re.findall(r"[A-Za-z]+", elsewhere)}
    things: list[str] = []
    harmed = _body_harmed(clause)
    for chunk in (*clause.placed, clause.subject, *clause.auxiliaries, clause.verb, *clause.rest):
        if not (chunk is clause.verb and harmed or _said_of_scene(chunk, others, things)):
            return None
    if any(a.group == "be" for a in clause.auxiliaries) and clause.verb.participle:
        return None  # "was given a box", "were sold": done to the subject, by whom and of what?
    named = f"names {', '.join(things)}, told nowhere else" if things else "names only people"
    return f"a scene: no amount, no verb that moves things, {named}"


def held_event(clause: Clause) -> Noun | None:
    """ "is having a fair", "were having a party": the one thing a progressive "have" names
    (`a` or `an`, a singular noun, nothing else), else None. "Have" in the progressive never says
    what is held: one hosts, eats or is expecting what one "is having"."""
    match clause.auxiliaries, clause.rest:
        case (AuxChunk(group="be"), AuxChunk(group="have", word=having)), (
                NounChunk(determiner="a" | "an", possessor=None, noun=noun),) if (
            having.lower() == "having" and clause.verb is None and not noun.plural and noun.of is None
        ):
            return noun
    return None


def event_hosted(clause: Clause, tokens: Sequence[Token], text: str) -> str | None:
    """Why ``clause`` tells an event its subject holds or hosts, or None.

    `The class is having a fair`, `Ann was having a party` (``held_event``) sets the scene of
    what is told after it. Only when the event's words are named nowhere else in the story, are
    no word of an amount, a person (`is having a baby`: one more to count) or a meal (`was having
    a sandwich` may eat one told), and nothing is supposed, denied, placed in time or said of
    each. (The caller asks it only before anything is counted: told after holdings, the event
    may use them.)"""
    noun = held_event(clause)
    if noun is None or clause.subject is None or clause.supposed or clause.conditional or (
        clause.negated or clause.each or clause.total or clause.hedged or clause.wh is not None
        or clause.head or clause.placed
    ) or any(t.kind in PLACING for t in clause.times) or any(
        t.kind is TokenKind.NUMBER for t in tokens if clause.span[0] <= t.start and t.end <= clause.span[1]
    ):
        return None
    elsewhere = text[:clause.span[0]] + " " + text[clause.span[1]:]
    others = {noun_form(w) for w in re.findall(r"[A-Za-z]+", elsewhere.lower())}
    # (a body of people held as an event, "a fair", is no amount: told nowhere else, nothing
    # is told of it as a holder)
    amounts = tuple(c for c in _AMOUNT_NOUNS if c != "collective_nouns")
    if any(named_dimension(w) is not None or any(in_class(w, c) for c in amounts)
           or w in others or _kin(w, others) or in_class(w, "person_nouns") or in_class(w, "meal_nouns")
           for w in (noun.head, *noun.modifiers)):
        return None
    return f"an event held: {noun.surface}, told nowhere else, counts nothing"


def pooled_passed(clause: Clause, tokens: Sequence[Token], text: str) -> str | None:
    """Why ``clause`` is a pooling told just before the question of the pool, or None.

    `If they put their money together, how much would they have?`, `If we pooled our stickers,
    how many would we have?`: people (`they`, `we`) putting their own things
    together (lexicon ``pooling_verbs``, or a verb of placing with `together`) move none of them
    out of the group, so the group's holding asked after it is the sum of theirs. Only with
    nothing after it but the question (in its own sentence or in the one it supposes), and only
    when that question asks of the group (`they`, `we`, `together`, `in all`, …): after a
    pooling, what each one holds is no longer told (`how much would Ann have?`)."""
    subject, verb = clause.subject, clause.verb
    if not (isinstance(subject, EntityChunk) and subject.kind == "pronoun" and subject.plural
            and subject.text.lower() in ("they", "we")) or verb is None:
        return None
    if verb.particle is not None or verb.negated or clause.negated or clause.each or clause.hedged or (
        clause.wh is not None or clause.head or clause.placed
    ) or any(t.kind in PLACING for t in clause.times) or any(
        a.group not in ("do", "modal") for a in clause.auxiliaries
    ):
        return None
    pooling = in_class(verb.lemma, "pooling_verbs") or verb.verb_class is VerbClass.PLACE and clause.total
    if not pooling or any(t.kind is TokenKind.NUMBER for t in tokens
                          if clause.span[0] <= t.start and t.end <= clause.span[1]):
        return None
    owner = "our" if subject.text.lower() == "we" else "their"
    match clause.rest:
        case (NounChunk(determiner=None, possessor=EntityChunk(kind="pronoun", text=said), noun=noun),) if (
            said.lower() == owner and noun.head and noun.of is None
        ):
            pass
        case _:
            return None
    after = text[clause.span[1]:]
    asked_next = re.fullmatch(r"[^.!?]*\?\s*", after) is not None if clause.supposed else (
        told_last(clause, text))
    if not asked_next or not re.search(
        r"\b(?:they|we|them|us|together|altogether|combined|in all|in total|total)\b", after.lower()
    ):
        return None
    return f"a pooling: {owner} own {noun.surface} put together, the group's holding asked next"


def errand_passed(clause: Clause, text: str) -> str | None:
    """Why ``clause`` is an errand told before its doings, or None (see ``errand_verb``)."""
    verb = errand_verb(clause, text)
    return None if verb is None else f"an errand: to {verb} things of no told amount, told after it"


def errand_verb(clause: Clause, text: str) -> str | None:
    """The verb of the errand ``clause`` tells (`buy`), or None.

    `Ann went to the store to buy some food`, `Sam wants to buy some pens`, `They need to get
    groceries`: a person goes (lexicon ``motion_verbs``) or wants (``wanting_verbs``) to buy or
    get things of no told amount (`some`, or a bare noun), and nothing else is said but where.
    What was got and spent is told after, as after `went shopping`: the reader keeps the clause
    as an errand (``UntoldDoing.errand``), which refuses when the story told holdings before it
    (``state._read_sentence``: of those, what did it use?) and when nothing its doer got is told
    after it (``replay._errand_untold``). Not supposed, denied or said of each; no person going
    where people are counted (``frames.gone_among_told``)."""
    subject, verb = clause.subject, clause.verb
    if not isinstance(subject, EntityChunk) or not _a_person(subject) or verb is None or (
        clause.supposed or clause.conditional or clause.negated or clause.each or clause.total
        or clause.hedged or clause.wh is not None or clause.head or clause.placed
    ):
        return None
    wanting = in_class(verb.lemma, "wanting_verbs")
    if verb.particle is not None or not (in_class(verb.lemma, "motion_verbs") or wanting) or any(
        a.group not in ("be", "do", "modal") for a in clause.auxiliaries
    ):
        return None
    if gone_among_told(clause, text):
        return None
    rest = list(clause.rest)
    purpose = next((i for i, (to, get) in enumerate(zip(rest, rest[1:], strict=False))
                    if isinstance(to, PrepChunk) and to.word == "to" and isinstance(get, VerbChunk)), None)
    if purpose is None or purpose + 2 >= len(rest):
        return None
    get, wanted = rest[purpose + 1], rest[purpose + 2]
    assert isinstance(get, VerbChunk)
    if get.particle is not None or not any(in_class(get.lemma, c) for c in _GETTING):
        return None
    if not _vague_things(wanted, text):
        return None
    end = purpose + 3
    while end + 1 < len(rest) and isinstance(joined := rest[end], ConjChunk) and joined.word in (
        "and", "or", ","
    ) and _vague_things(rest[end + 1], text):
        end += 2  # "to buy pens and paper": things listed
    # before the purpose only where one goes ("to the store"), after the things only where
    # they are got ("at the market", "for the party")
    places = rest[:purpose] + rest[end:]
    if wanting and rest[:purpose]:
        return None
    if not _only_places(places):
        return None
    return get.lemma


def getting_purpose(clause: Clause) -> str | None:
    """The verb of a getting a clause of going that counts nothing names as its purpose (`went
    to the store to buy a pen`, `to get her books`: `buy`, `get`), or None: the getting is
    untold, as an errand's is (``errand_verb``), whatever the things are."""
    rest = clause.rest
    if clause.verb is None or not in_class(clause.verb.lemma, "motion_verbs"):
        return None
    return next((get.lemma for to, get in zip(rest, rest[1:], strict=False)
                 if isinstance(to, PrepChunk) and to.word == "to" and isinstance(get, VerbChunk)
                 and any(in_class(get.lemma, c) for c in _GETTING)), None)


def errand_named(clause: Clause, text: str) -> str | None:
    """The noun naming an errand a person goes on (`went shopping`, `is going food shopping`,
    lexicon ``errand_nouns``), or None: the clause's verb is one of going (``motion_verbs``) and
    the noun comes before any preposition (`went to the shopping center` names a place)."""
    verb = clause.verb
    if verb is None or not in_class(verb.lemma, "motion_verbs") or clause.negated or clause.supposed:
        return None
    for chunk in clause.rest:
        if isinstance(chunk, PrepChunk):
            return None
        said = text[chunk.span[0]:chunk.span[1]].lower().split()
        found = next((word for word in said if in_class(word, "errand_nouns")), None)
        if found is not None:
            return found
    return None


def _vague_things(chunk: Chunk, text: str) -> bool:
    """ "some food", "groceries": things of no told amount, neither money nor a measure, nor
    pointed at (`the pens`, `her pens`, `some of them`)."""
    match chunk:
        case QtyChunk(value=None, noun=noun) if noun is not None and noun.head:
            said = text[chunk.value_span[0]:chunk.value_span[1]].lower()
            return said == "some" and chunk.of_entity is None and not chunk.of_said and not (
                chunk.pointed or _amount_word(noun.head))
        case NounChunk(noun=noun, determiner=None, possessor=None):
            return bool(noun.head) and noun.of is None and not _amount_word(noun.head) and (
                noun.plural or noun.surface.lower() == noun.head)
    return False


def _only_places(chunks: Sequence[Chunk]) -> bool:
    """A run of places, each a preposition of place and a noun that tells no amount."""
    if len(chunks) % 2:
        return False
    return all(isinstance(p, PrepChunk) and p.word in ("to", "at", "in", "for", "from", "with")
               and isinstance(n, NounChunk | EntityChunk) and (
                   isinstance(n, EntityChunk) and _a_person(n)
                   or isinstance(n, NounChunk) and n.noun.of is None and not any(
                       named_dimension(w) is not None or in_class(w, c)
                       for w in (n.noun.head, *n.noun.modifiers)
                       for c in ("money_nouns", "price_nouns", "amount_nouns", "vague_amount_nouns")))
               for p, n in zip(chunks[::2], chunks[1::2], strict=True))


def _body_harmed(clause: Clause) -> bool:
    """ "Tom broke his arm", "Ann cut her finger": a verb of hurting (lexicon ``harming_verbs``),
    told as done, whose object is a part of a person's body (``body_part_nouns``) with its owner
    said: it moves nothing, whatever the verb does to things (`broke a plate`). The part itself
    must still be named nowhere else (``scene_passed``)."""
    verb = clause.verb
    if verb is None or verb.particle is not None or verb.participle and any(
        a.group == "be" for a in clause.auxiliaries
    ) or not in_class(verb.lemma, "harming_verbs") or not clause.rest:
        return False
    part = clause.rest[0]
    return isinstance(part, NounChunk) and in_class(part.noun.head, "body_part_nouns") and (
        part.possessor is not None and _a_person(part.possessor))


def amount_said(clause: Clause, tokens: Sequence[Token]) -> bool:
    """Whether ``clause`` holds a numeral, an ordinal or a word that tells or stands for an
    amount (lexicon ``scene_barring_words``: `some`, `the rest`, `them`, …)."""
    return any(t.kind is TokenKind.NUMBER or t.kind is TokenKind.WORD and (
        in_class(t.lower, "scene_barring_words") or ordinal_place(t.lower) is not None
    ) for t in tokens if clause.span[0] <= t.start and t.end <= clause.span[1])


def told_last(clause: Clause, text: str) -> bool:
    """Whether ``clause`` opens its sentence (or follows its "and"), ends it, and nothing is told
    after it but questions that suppose nothing and tell no number: a scene sets the stage of
    the doings told after it, and one told last may itself be what changed the holding asked
    ("had $20. She went shopping. How much does she have now?")."""
    start, end = sentence_span(text, clause.span)
    after = re.split(r"(?<=[.?!])\s+", text[end:].strip())
    return re.fullmatch(r"(?:.*\band)?\W*", text[start:clause.span[0]]) is not None and not re.search(
        r"[A-Za-z0-9]", text[clause.span[1]:end] + after[0]) and all(
        s.endswith("?") and not re.search(r"\d|\b(?:if|when|after|suppose|assuming)\b", s.lower())
        for s in after[1:])


def _said_of_scene(chunk: Chunk, others: set[str], things: list[str]) -> bool:
    match chunk:
        case VerbChunk(lemma=lemma, verb_class=verb_class, particle=particle):
            return particle is None and (
                verb_class is VerbClass.ACTIVITY or verb_class is None and in_class(lemma, "scene_verbs"))
        case AuxChunk(group=group):
            return group in ("be", "do", "modal")
        case PrepChunk(word=word):
            return word != "of"
        case ConjChunk(word=word):
            return word == "and"
        case EntityChunk():
            return _a_person(chunk)
        case NounChunk(noun=noun, possessor=possessor):
            if possessor is not None and not _a_person(possessor):
                return False
            words = (noun.head, *noun.modifiers, *((noun.of,) if noun.of else ()))
            if in_class(noun.head, "person_nouns"):
                # "A new kid arrived" beside kids counted: one of them, or one more
                return not any(_amount_word(w) for w in words) and not (
                    noun.head in others or _kin(noun.head, others))
            if any(_amount_word(w) or w in others or _kin(w, others) for w in words):
                return False
            things.append(noun.surface)
            return True
    return False


def goer_maybe_counted(clause: Clause, text: str) -> EntityChunk | None:
    """ "There are 6 kids. Sam left.", "Tom and Ann came", "Ann was sitting on the floor":
    someone named coming, going or taking up a place (``_GOING``, "join") after the story counts
    people may be one of them, or one more: the subject, or None."""
    subject, verb = clause.subject, clause.verb
    if not isinstance(subject, EntityChunk) or subject.kind == "pronoun" or not (
        verb is not None and (any(in_class(verb.lemma, c) for c in _GOING) or verb.lemma == "join")
        # "Sam left.": the tokens took "left" for a time word
        or verb is None and any(t.kind is TimeKind.LEFT for t in clause.times)
    ):
        return None
    # (people, a plural, counted only after it: the count tells who is there by then)
    before = re.findall(r"[A-Za-z]+", text[:clause.span[0]])
    people = any(noun_form(w.lower()) != w.lower() and is_person_word(noun_form(w.lower())) for w in before)
    return subject if people else None


def _a_person(entity: EntityChunk) -> bool:
    """A name, a role, or a pronoun that stands only for people; a group of those."""
    if entity.possessor is not None and not _a_person(entity.possessor):
        return False
    if entity.kind == "pronoun":
        return entity.text.lower() in _PERSON_PRONOUNS
    if entity.kind == "group":
        return bool(entity.members) and all(_a_person(m) for m in entity.members)
    return entity.kind in ("name", "role")


def _amount_word(word: str) -> bool:
    return named_dimension(word) is not None or any(in_class(word, c) for c in _AMOUNT_NOUNS)


def _kin(word: str, others: set[str]) -> bool:
    """Whether ``word`` is a category of a word of ``others`` or one of a category there."""
    return bool(set(hypernyms_of(word)) & others) or any(word in hypernyms_of(o) for o in others)


def told_holder_moved(clause: Clause, text: str) -> NounChunk | EntityChunk | None:
    """ "He forgot his bag", "She dropped her basket" in a story that names the bag elsewhere
    ("had 9 pears in his bag"): a thing of someone's, done to by a verb that is neither a
    scene's nor an activity, may carry the things the story counts; so may a doing done to
    oneself ("helped himself"). The clause is no scene then, whatever it counts itself."""
    if progressive(clause):
        return None  # "was selling her necklaces": a scene the next sentences tell (frames)
    clause = doing_taken(clause, text)
    verbs = [c for c in (clause.verb, *clause.rest) if isinstance(c, VerbChunk)]
    if verbs and all(v.verb_class is VerbClass.ACTIVITY or v.verb_class is None and in_class(
        v.lemma, "scene_verbs") for v in verbs):
        return None
    elsewhere = text[:clause.span[0]] + " " + text[clause.span[1]:]
    others = {noun_form(w) for w in re.findall(r"[A-Za-z]+", elsewhere)}
    return next((c for c in clause.rest if isinstance(c, NounChunk) and c.possessor is not None
                 and _a_person(c.possessor) and c.noun.head in others
                 # "Her brother helped himself", "She treated herself": took, bought what?
                 or isinstance(c, EntityChunk) and c.kind == "pronoun" and c.text.lower() in _REFLEXIVES
                 # "5 birds on a tree. A noise scared them.", told last: what it did to the things
                 # counted may be the change asked
                 or isinstance(c, EntityChunk) and c.kind == "pronoun" and c.text.lower() in _THINGS
                 and told_last(clause, text)),
                None)
