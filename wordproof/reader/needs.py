"""What is needed: words around an amount wanted that say what for.

"She needs 125 rocks to complete the border. … How many more rocks does she need to complete
the border?": the purpose the question repeats is the one the story told with the need, so it
names no other amount wanted and is set aside; the question asks what "How many more rocks
does she need?" asks. A purpose the story never told ("… to build 3 walls") is kept, and the
question refuses as before (it may want another amount).

"How many more pennies would she need so all the stacks would be equal?", "… to make sure each
bag had the same amount?": a purpose that only says the parts of a share are equal asks what
would make the share exact (``equal_parts``): the least amount more that parts with no rest.

"His goal is to find 48 balls. … How many more does he need to find to reach his goal?": a
closing "to reach / meet / hit / achieve his goal" names the goal the story told, and is set
aside when the story told exactly one goal noun, its owner written as the question writes it
("his" … "his") or as the question's subject ("Corey's goal" … "Corey"), and told with the verb
the question asks done ("to find"). Two goals, one of another owner, or one of another doing ("His
goal is to win a prize") keep it (and the question refuses). With no goal noun, the one want told
by an aiming verb ("Lana aims to sell 20 muffins") is the goal, on the same terms.
"""

from __future__ import annotations

from wordproof.lexicon.tables import name_gender
from wordproof.lexicon.words import in_class
from wordproof.reader.chunks import (
    AuxChunk,
    Chunk,
    ConjChunk,
    CueChunk,
    EntityChunk,
    Noun,
    NounChunk,
    PrepChunk,
    VerbChunk,
)
from wordproof.reader.told import Told


def without_told_purpose(rest: list[Chunk], told: Told, end: int) -> list[Chunk]:
    """``rest`` without a closing "to VERB the NOUN" that the story (before ``end``) says in the
    same words with a need; ``rest`` unchanged otherwise."""
    match rest[-3:]:
        case [PrepChunk(word="to"), VerbChunk() as verb, NounChunk(determiner="the" | None) as thing] if (
            thing.noun.of is None
        ):
            pass
        case _:
            return rest
    return rest[:-3] if told.told_with_need(verb, thing, end) else rest


def without_goal_purpose(rest: list[Chunk], subject: Chunk | None, told: Told, end: int) -> list[Chunk]:
    """``rest`` without a closing "to reach / meet POSSESSOR goal" naming the one goal the story
    (before ``end``) told of the same owner, doing what the question asks done ("to find 48 balls"
    … "need to find"); ``rest`` unchanged otherwise. The machine may have
    read the bare verb as a noun ("to reach")."""
    from wordproof.reader.contents import subjects_own

    match rest[-3:]:
        case [PrepChunk(word="to"), VerbChunk(
            lemma="reach" | "meet" | "hit" | "achieve", particle=None,
        ) | NounChunk(
                noun=Noun(head="reach" | "meet" | "hit", modifiers=()), determiner=None, possessor=None,
        ), NounChunk(possessor=EntityChunk() as owner, determiner=None) as goal] if (
            in_class(goal.noun.head, "goal_nouns") and not goal.noun.modifiers and goal.noun.of is None
            and not goal.noun.plural
            and (subjects_own(owner, subject) or _lone_name_owns(owner, subject, told, end))
        ):
            pass
        case _:
            return rest
    doing = {c.lemma for c in rest[:-3] if isinstance(c, VerbChunk) and c.lemma != "have"}
    goals = [n for n in told.nouns if n.span[1] <= end and in_class(n.head, "goal_nouns")]
    if not goals:
        return rest[:-3] if _one_want_of(doing, owner, subject, told, end) else rest
    if len(goals) != 1 or goals[0].owned_by is None or goals[0].modifiers:
        return rest
    if len(doing) != 1 or not any(
        v.clause == goals[0].clause and v.lemma in doing and not v.auxiliary for v in told.verbs
    ):
        return rest  # "His goal is to win a prize": not the finding the question asks about
    return rest[:-3] if _same_owner(goals[0].owned_by.text, owner, subject) else rest


_OTHER_GENDER = {"his": frozenset({"she", "her", "hers", "herself"}),
                 "her": frozenset({"he", "him", "his", "himself"})}


def _lone_name_owns(owner: EntityChunk, subject: Chunk | None, told: Told, end: int) -> bool:
    """ "Corey wants to find 48 balls. He found 16. … to reach his goal": a name whose gender the
    names table does not know owns "his" / "her" goal when the story (before ``end``) names no one
    else and says no doer or owner by a pronoun of the other gender."""
    if not (isinstance(subject, EntityChunk) and subject.kind == "name" and not subject.members) or (
        name_gender(subject.name or subject.text) is not None
    ):
        return False
    other = _OTHER_GENDER.get(owner.text.lower())
    named = {words for words, span in told.entities if span[1] <= end}
    said = {v.doer.lower() for v in told.verbs if v.span[1] <= end and v.doer is not None} | {
        n.owned_by.text.lower() for n in told.nouns if n.span[1] <= end and n.owned_by is not None}
    return other is not None and named == {tuple(subject.text.lower().split())} and not said & other


def _same_owner(written: str, owner: EntityChunk, subject: Chunk | None) -> bool:
    """The goal's owner as the story wrote it is the question's ("his" … "his") or its subject."""
    return written.lower() == owner.text.lower() or (
        isinstance(subject, EntityChunk) and written.lower() == subject.text.lower())


def _one_want_of(doing: set[str], owner: EntityChunk, subject: Chunk | None, told: Told, end: int) -> bool:
    """ "Lana aims to sell 20 muffins. … to hit her goal": with no goal noun told, the goal is the
    one want the story told (an aiming verb, before ``end``; "needs to sell" may be owed), of the
    doing asked, by the question's owner as written; two wants, or one of another doing or doer,
    are no one goal."""
    wants = {v.clause for v in told.verbs if v.span[1] <= end and not v.auxiliary
             and in_class(v.lemma, "aiming_verbs")}
    if len(wants) != 1 or len(doing) != 1:
        return False
    (clause,) = wants
    verbs = [v for v in told.verbs if v.clause == clause and not v.auxiliary]
    doer = verbs[0].doer if verbs else None
    return any(v.lemma in doing for v in verbs) and doer is not None and _same_owner(doer, owner, subject)


def without_equal_purpose(rest: list[Chunk]) -> tuple[list[Chunk], bool]:
    """``rest`` without a closing "so (that) … equal / the same …" or "to make sure … the same
    …" that counts nothing, and whether it was there."""
    for start in range(len(rest)):
        match rest[start:start + 3]:
            case [ConjChunk(word="so"), *_]:
                tail = rest[start + 1:]
            case [PrepChunk(word="to"), VerbChunk(lemma="make"), NounChunk(noun=sure)] if sure.head == "sure":
                tail = rest[start + 3:]
            case _:
                continue
        if _none_extra(tail):
            return rest[:start], True
        plain = all(isinstance(c, NounChunk | AuxChunk)
                    or isinstance(c, CueChunk) and c.kind in ("all", "each")
                    or isinstance(c, VerbChunk) and c.lemma in ("get", "have", "be", "receive")
                    for c in tail)
        same = any(isinstance(c, NounChunk) and (
            c.noun.head in ("equal", "same") or "same" in c.noun.modifiers) for c in tail)
        if plain and same:
            return rest[:start], True
        return rest, False
    return rest, False


def _none_extra(tail: list[Chunk]) -> bool:
    """ "(so) she does not / will not have any extra": the parts take every one, none over — the
    purpose a share made exact has, said by its holder (a pronoun) of "extra" alone."""
    match tail:
        case [EntityChunk(kind="pronoun"), AuxChunk(group="do" | "modal"), CueChunk(kind="negation"),
              AuxChunk(group="have") | VerbChunk(lemma="have"),
              NounChunk(noun=Noun(head="any", modifiers=())), CueChunk(kind="more", text=extra)] if (
            extra.lower() == "extra"
        ):
            return True
    return False


__all__ = ["without_equal_purpose", "without_goal_purpose", "without_told_purpose"]
