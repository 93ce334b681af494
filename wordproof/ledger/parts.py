"""Parts of counted things: "I see 3 cows and 2 ducks. How many legs do I see?".

Every one of some kinds of thing has a number of a part that every speaker agrees on: a cow
4 legs, a duck 2, a spider 8, a bicycle 2 wheels (lexicon ``parts.toml``). A question over
such a part that the story never tells of is asked of the things themselves: for each kind
the story counts, the same question asked of that kind ("How many cows do I see?"), its
answer times the kind's parts, a rate (legs per cow) whose Given cites the parts table
(``parts: leg per cow``) and which grounding re-reads from the table, so the unit obligation
composes it like any rate. Read only when every kind the story counts is one the table gives
the part for, told with no words of its own (``toy dogs``, ``three-legged dogs`` are not the
table's), and, for a holding ("How many legs are there?"), when no person is in the story:
whose legs would count then is not said. A word before the part names the things it is asked of:
their own kind alone ("spider legs" of spiders), or a category every kind counted surely belongs
to ("animal legs" of dogs and hens; of dogs and bats it is refused).
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TYPE_CHECKING

import attrs

from wordproof.ledger.coins import entry_kinds
from wordproof.ledger.entries import Entity, EntityKind, KindMatcher, Op, Target, TargetWhat
from wordproof.lexicon.tables import hypernyms_of, is_category, is_counted_part, membership, parts_of
from wordproof.lexicon.words import in_class, noun_form
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.pieces import sentence_span
from wordproof.text.times import PLACING, tense_within, told_with

if TYPE_CHECKING:
    from wordproof.ledger.replay import Scope, TargetTerms, Term, _Builder

ONE = Fraction(1)
PARTS_OF = "parts: "
_BEARERS = frozenset({"animal", "person", "people", "vehicle", "furniture", "creature"})
_PEOPLE = (EntityKind.PERSON, EntityKind.ROLE, EntityKind.GROUP, EntityKind.ANONYMOUS)


def _all_of_category(modifiers: tuple[str, ...], things: list[str]) -> bool:
    """ "How many animal legs …" of dogs and hens: the one word before the part names a
    category every kind counted certainly belongs to, so it leaves none of them out."""
    return len(modifiers) == 1 and is_category(modifiers[0]) and all(
        membership(thing, modifiers[0]) is True for thing in things)


def parts_count(constant: str) -> Fraction | None:
    """The count a parts constant names ("parts: leg per spider" -> 8), read again from the table."""
    if not constant.startswith(PARTS_OF):
        return None
    part, _, thing = constant[len(PARTS_OF):].partition(" per ")
    return parts_of(part, thing)


def parts_terms(b: _Builder, target: Target) -> TargetTerms | Refusal | None:
    """The terms of a question over a part of the things the story counts; None when the
    question asks no such part, or the story tells of the part itself."""
    from wordproof.ledger.replay import Equation, target_terms

    matcher = target.matcher
    part = matcher.unit
    if target.what not in (TargetWhat.STATE, TargetWhat.EVENTS) or part is None or (
        not is_counted_part(part) or matcher.category is not None or matcher.money
        or matcher.of is not None or matcher.dimension is not None
    ):
        return None
    kinds = {kind for entry in b.ledger.entries for kind in entry_kinds(entry)}
    refused = Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                      expected=(f"things counted whose {part}s the parts table tells",))
    if any(kind.unit == part for kind in kinds):
        told_per = {e.per.unit for e in b.ledger.entries if e.per is not None and e.kind.unit == part}
        if any(kind.unit not in (part, *told_per) and _may_have_parts(kind.unit) for kind in kinds):
            # "3 cows and 4 hens. The farmer has 2 legs. How many legs are there?": the cows'
            # legs are there too, and the story tells them only by the table
            return refused
        return None  # "Each spider has 8 legs", "lost a leg": the story's own count
    things = sorted({kind.unit for kind in kinds})
    told = b.ledger.told
    withs = [p for p in told.prepositions if p.word == "with" and p.span[1] <= target.span[0]]
    if withs or any(_another_bearer(things, word) for word in told.words_named_before(target.span[0])):
        # "5 horses with riders", "5 cows and a table": others named beside the things
        # counted may have such parts too, and how many of them is not told
        return refused
    if not things or any(parts_of(part, kind.unit) is None or kind.modifiers or kind.of is not None
                         or kind.part is not None for kind in kinds):
        return refused  # ("3 cows and 2 farmers", "toy dogs")
    if matcher.modifiers and matcher.modifiers != tuple(things) and not _all_of_category(
        matcher.modifiers, things
    ):
        return refused  # "How many spider legs?" of spiders alone
    if _peopleless_category(b, target, things):
        # "How many animal legs are there?", "How many legs do the animals have?": the legs
        # of the beasts counted, never of the people who keep them
        target = attrs.evolve(target, holders=None, matcher=attrs.evolve(matcher, modifiers=()))
    elif _asked_of_the_things(b, target, things):
        # "There are 9 frogs in the pond. How many legs do the frogs have?": the frogs' own
        # legs, whoever holds them; "I see 9 frogs" counts them by the one event told of them
        target = attrs.evolve(target, holders=None)
        counting = [e for e in b.ledger.entries if e.kind.unit == things[0]]
        if len(counting) == 1 and counting[0].op is Op.EVENT:
            target = attrs.evolve(target, what=TargetWhat.EVENTS, verb=counting[0].verb,
                                  holders=(counting[0].actor,))
    elif target.what is TargetWhat.STATE and any(_may_have_legs(entity) for entity in b.ledger.entities):
        return refused  # "Tom has 3 dogs. How many legs are there?": his own too?
    if len(things) > 1 and not _held_at_one_time(b, things):
        # "There were 9 owls in the barn. Then there were 3 cows in the barn.": the owls,
        # still there when the cows were?
        return refused
    terms: list[Term] = []
    scopes: set[Scope] = set()
    for thing in things:
        asked = target_terms(b, attrs.evolve(target, matcher=KindMatcher(thing)))
        if isinstance(asked, Refusal):
            return asked
        counted, unit, scope = asked
        if unit not in (None, thing) or not counted:
            return refused
        scopes.add(scope)
        rate = _parts_rate(b, part, thing, target)
        for coefficient, var in counted:
            parts = b.new_var(f"{var}.{part}s", part, f"the {part}s of {b.vars[var].label}")
            b.equations.append(Equation("question", ((ONE, parts),), Fraction(0), target.text,
                                        products=((-ONE, rate, var),)))
            terms.append((coefficient, parts))
    # each kind's holding has a scope of its own; the one checked is one whose time is unbound,
    # when any is, as for the kinds of any holding asked together
    unbound = sorted(scope for scope in scopes if len(scope[2]) > 1)
    return terms, part, (unbound or sorted(scopes))[0]


def _held_at_one_time(b: _Builder, things: list[str]) -> bool:
    """The holdings of several kinds are told of one time: in one sentence, or in sentences of
    one tense that no time word places ("then", "later", "now", "in the morning", "at first")."""
    told = [e for e in b.ledger.entries if e.op in (Op.OBSERVE, Op.START_EMPTY) and e.kind.unit in things]
    sentences = {sentence_span(b.text, e.clause) for e in told}
    if len(sentences) <= 1:
        return True
    return len({tense_within(b.ledger.times, e.clause) for e in told}) == 1 and not any(
        told_with(b.ledger.times, e.clause, PLACING) for e in told) and not any(
        in_class(word, "time_nouns")
        for s in sentences for word in re.findall(r"[a-z]+", b.text[s[0]:s[1]].lower()))


def _another_bearer(things: list[str], word: str) -> bool:
    """Whether ``word`` names something with parts other than the ``things`` counted: "riders",
    "sheep", "a table" beside counted cows name others whose legs are there too."""
    head = noun_form(word)
    return head not in things and _may_have_parts(head)


def _may_have_parts(head: str) -> bool:
    """A person, an animal, a vehicle or a piece of furniture: a thing with legs, eyes or
    wheels (whether the table tells how many or not)."""
    return any(parts_of(part, head) is not None for part in ("leg", "eye", "wheel")) or in_class(
        head, "person_nouns") or head in _BEARERS or bool(set(hypernyms_of(head)) & _BEARERS)


def _may_have_legs(entity: Entity) -> bool:
    """A person, role or group of the story, whose own parts may count among those there; a
    place or thing named by a noun known to have none ("the tree", "a box": lexicon
    ``legless_places``) is none; a piano, a statue or a yak may have legs."""
    if entity.kind not in _PEOPLE:
        return False
    head = entity.head
    return not (entity.kind is EntityKind.ROLE and entity.gender == "n" and " of " not in entity.id
                and any(in_class(word, "legless_places") for word in (head, *hypernyms_of(head))))


def _asked_of_the_things(b: _Builder, target: Target, things: list[str]) -> bool:
    """ "How many legs do the frogs have?" where the story counts frogs and nothing else: the
    holder asked is the things themselves (a plural role named by their noun, of which the
    story tells nothing), not a holder of them."""
    if target.what is not TargetWhat.STATE or target.holders is None or len(target.holders) != 1 or (
        len(things) != 1
    ):
        return False
    entity = b.ledger.entity(target.holders[0])
    label = entity.label.split()  # "the green frogs": not all the frogs told
    return entity.kind is EntityKind.ROLE and entity.plural and label[-1] == things[0] and (
        len(label) <= 2) and (
        not any(entity.id in (e.subject, e.actor, e.other) for e in b.ledger.entries)) and (
        # "She gave 3 of her 9 frogs to Jo": the frogs are still 9, hers 6; "There are 9 frogs
        # in a pond. I see 3 frogs.": the 9, or the 3 seen?
        len(ops := {e.op for e in b.ledger.entries if e.kind.unit == things[0]}) == 1
        and ops <= {Op.OBSERVE, Op.EVENT})


def _peopleless_category(b: _Builder, target: Target, things: list[str]) -> bool:
    """The question names the things by a category that counts no people (lexicon
    ``peopleless_categories``) and every kind counted surely belongs to: a word before the part
    ("animal legs") or, in a question of a holding, a plural role named by the category alone of
    which the story tells nothing ("the animals"). Never when the story tells a change of the
    things (which of them are still there?)."""
    if any(e.op not in (Op.OBSERVE, Op.START_EMPTY) for e in b.ledger.entries if e.kind.unit in things):
        return False
    modifiers = target.matcher.modifiers
    if modifiers:
        return len(modifiers) == 1 and in_class(modifiers[0], "peopleless_categories") and (
            _all_of_category(modifiers, things)) and target.holders is None
    if target.what is not TargetWhat.STATE or target.holders is None or len(target.holders) != 1:
        return False
    entity = b.ledger.entity(target.holders[0])
    label = entity.label.split()
    return entity.kind is EntityKind.ROLE and entity.plural and len(label) == 2 and label[0] == "the" and (
        in_class(noun_form(label[1]), "peopleless_categories")) and _all_of_category(
        (noun_form(label[1]),), things) and not any(
        entity.id in (e.subject, e.actor, e.other) for e in b.ledger.entries)


def _parts_rate(b: _Builder, part: str, thing: str, target: Target) -> str:
    """The parts of one thing (legs per cow), a given citing the parts table."""
    from wordproof.ledger.replay import Given

    constant = f"{PARTS_OF}{part} per {thing}"
    value = parts_count(constant)
    assert value is not None
    name = f"question.{part}s_per_{thing}"
    if name not in b.vars:
        b.new_var(name, part, f"the {part}s of one {thing}")
        b.vars[name] = attrs.evolve(b.vars[name], per=thing, count=False)
        b.givens.append(Given("question", name, value, target.span, str(value), constant))
    return name


__all__ = ["PARTS_OF", "parts_count", "parts_terms"]
