"""Reading what every member of a counted group gets, has or does, asked as one sum: "Kim has 4
cousins. She wants to give each one 5 pieces of gum. How much gum will she need?" (20).

Two told clauses and the question (an "If …," opening the question is told), two numbers in all:
- *the group*: a clause with one count of one plural noun (`Kim has 4 cousins`, `Ali invited 6
  friends to his party`, `Mona gave away some souvenirs to her 6 closest friends`, `He used the
  3 primary colors`), up to two plain words between them; no other number and no word of a part,
  a comparison, a rest or a second group (`each`, `more`, `other`, `and`, `with`, `only`, `but`,
  …; `some` only before the things asked);
- *each member's amount*, of the group's members said again by `each one`, `each of them`, `each
  one of them`, `they each` or `each <member>` (the group's noun):
  - *given*: `<he / she / name> (wants to / will / plans to) give / hand each … <M> <things>`;
  - *done by each*: `each … <verb> <M> <things>` or `they each <verb> <M> <things>`;
  - *for each*: `<he / she / name> (wants to / …) <verb> <M> <things> for / to each …`;
  the things one to four plain words naming a plural (`pieces of gum`, `souvenir items`);
- *the question*: `How many <things> / How much <stuff> <aux> <who> <verb> (away / out) (in
  total / in all / altogether / total / combined)?`, the things as told (or the head, or the
  stuff of `<pieces> of <stuff>`, `<kind> items` as `<kind>s`), asked of the one who did the
  doing told: the giver, by `give` or `need` (given) or the doing's verb (for each); the
  members, by `they` and the doing's verb (or `have` of a getting, bringing or buying); or the
  one the group clause tells giving to the group (`gave … to her 6 friends`), by `give`, when
  each member received or got; or `How many <things> are there (in all / …)?`, all there are,
  when each member has, holds or contains its amount.
The group clause places no time (`last year`, `then`, `ago`, a time noun: counted at another
time). Members that do (`each of them bought`) or are asked by `they` are the group clause's
subject (`Andrew's 4 friends decided …`), only held (`Kim has 4 cousins`, nothing after) or given
to: "they" after `Jill took 4 friends to the zoo` may be Jill too.
A holding each has is asked at its own time (`had` by `did`, `has` by `does` or `are there`).
When the members are said again by a pronoun, the group clause names no other plural (`Kim has 4
cousins who have dogs. She gives each one 5 treats`: each cousin, or each dog?). One person is
named at most, every `he`/`she` of one gender, no `they`/`we`/`you` in the group clause. Any other
word or number leaves the text to the general reader (``None``), and so do things of the group's own
noun (`Kim has 4 sons. Each of them has 3 sons. How many sons are there?`: 16 with the 4).
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.each_of_group import EachOfGroupEntry
from wordproof.lexicon.tables import name_gender
from wordproof.lexicon.words import in_class, inflections, noun_form, past_is_base, plural_form, verb_lemma
from wordproof.reader.sequences import is_name, told_and_asked, whole_count
from wordproof.text.tokens import Token, TokenKind

_BARRED = frozenset({"each", "every", "per", "more", "less", "fewer", "than", "other", "others", "another",
                     "left", "half", "twice", "times", "and", "or", "plus", "with", "but", "except", "only",
                     "not", "n't", "no", "never", "who", "which", "whose", "rest", "all", "both", "extra",
                     "they", "them", "their", "we", "our", "us", "you", "your", "some", "if", "then",
                     "remaining", "several", "many", "few", "most"})
_GENDERS = {"he": "male", "she": "female", "his": "male", "her": "female", "him": "male"}
_WISHES: tuple[tuple[str, ...], ...] = (("wants", "to"), ("wanted", "to"), ("will",), ("plans", "to"),
                                        ("planned", "to"))
_GIVING = frozenset({"give", "hand"})
_ASKED_GIVING = frozenset({"give", "hand", "need"})
_GETTING = frozenset({"receive", "get", "bring", "buy", "collect", "win", "earn"})
_RECEIVING = frozenset({"receive", "get"})
_HOLDING = frozenset({"have", "contain", "hold"})
_OWNERS = frozenset({"her", "his", "my", "our", "the", "their"})
# words that place the group's count at another time
_TIMES = frozenset({"last", "next", "ago", "then", "now", "later", "before", "after", "once", "used"})
_AUX = frozenset({"do", "does", "did", "will", "would", "can", "could", "should"})
_PARTICLES = frozenset({"away", "out"})
_ENDS: tuple[tuple[str, ...], ...] = ((), ("in", "total"), ("in", "all"), ("altogether",), ("total",),
                                      ("totaled",), ("combined",), ("all", "together"))

Said = list[str | Token]  # a clause's words in lowercase, each number as its token


def read_each_of_group(text: str, tokens: tuple[Token, ...] | list[Token]) -> EachOfGroupEntry | None:
    """The sum over the members of a counted group, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (2, 3), clauses=2)
    if told_asked is None or sum(t.kind is TokenKind.NUMBER for t in tokens) != 2:
        return None
    (first, second), question = told_asked
    if not _one_person(list(tokens)):
        return None
    group = _group(_said(first))
    member = _member_amount(_said(second), group[1]) if group is not None else None
    if group is None or member is None:
        return None
    (members, noun, others, giver, apart), (form, who, verb, each, things, told) = group[0], member
    if form == "each" and not apart:
        return None  # "Jill took 4 friends to the zoo. Each of them bought 2 tickets": and Jill?
    if noun_form(noun) in {noun_form(w) for w in things}:
        return None  # "4 sons, each of them has 3 sons": are there 12 sons, or 16?
    if in_class(noun_form(noun), "person_nouns") and in_class(noun_form(_head(things)), "person_nouns"):
        return None  # "4 sisters, each of them has 2 brothers": the same 2 brothers, or 8?
    if form != "each_named" and any(w not in _thing_forms(things) for w in others):
        return None  # "each one" of which plural? (the things themselves: "gave some pies to …")
    asked = _asked(_said(question), things)
    if verb == "have" and ("had" in _said(second)) != ("did" in _said(question)):
        return None  # "She had 5 pens for each one. How many pens does she have?": had then, asked now
    if asked is None or asked[0] == "they" and not apart or not _asked_of(form, who, verb, asked[:2], giver):
        return None
    if not _at_the_time_told(told, asked[2], asked[1], verb):
        return None  # "She gave each one 5 pens. How many pens will she give?": another time
    return EachOfGroupEntry("m1", members, noun, each, " ".join(str(w) for w in things),
                            text[question[0].start:question[-1].end])


def _said(clause: list[Token]) -> Said:
    """The clause's words in lowercase (a given name as "<name>"), each number as its token."""
    said: Said = []
    for token in clause:
        if token.kind is TokenKind.NUMBER:
            said.append(token)
        elif token.kind is TokenKind.WORD and token.possessive:
            said.append(f"{token.lower}'s")  # "Andrew's": an owner
        elif token.kind is TokenKind.WORD and is_name(token):
            said.append("<name>")
        elif token.kind is TokenKind.WORD:
            said.append(token.lower)
        else:
            said.append(token.text)
    return said


def _one_person(tokens: list[Token]) -> bool:
    """One given name at most, and every he / she / his / her of one gender, the name's."""
    names = {t.text for t in tokens if is_name(t)}
    genders = {_GENDERS[t.lower] for t in tokens if t.lower in _GENDERS}
    if len(names) > 1 or len(genders) > 1:
        return False
    if names and genders:
        gender = name_gender(next(iter(names)))
        return gender is None or genders == {gender}
    return True


def _count(word: str | Token, least: int) -> Quoted | None:
    return whole_count(word, least) if isinstance(word, Token) and word.kind is TokenKind.NUMBER and (
        word.numeral is not None and word.numeral.currency is None and not word.attributive) else None


def _plural(word: str | Token) -> bool:
    return isinstance(word, str) and word.isalpha() and noun_form(word) != word


def _group(said: Said) -> tuple[tuple[Quoted, str, list[str], bool, bool], str] | None:
    """((members, their noun, the other plurals said, whether the clause gives to the group,
    whether the members are told apart from anyone else), the member's noun) of "Kim has 4
    cousins", "Mona gave away some souvenirs to her 6 closest friends"."""
    at = next((i for i, w in enumerate(said) if isinstance(w, Token)), None)
    members = _count(said[at], 2) if at is not None else None
    if at is None or members is None:
        return None
    end = next((i for i in range(at + 1, min(at + 4, len(said))) if _plural(said[i])), None)
    if end is None or any(not isinstance(w, str) or not w.isalpha() for w in said[at + 1:end]):
        return None
    noun = str(said[end])
    rest = [w for i, w in enumerate(said) if i not in range(at, end + 1)]
    if any(w in _BARRED for w in rest if isinstance(w, str)) and not _some_things(said):
        return None
    if any(isinstance(w, str) and (w in _TIMES or in_class(noun_form(w), "time_nouns") or in_class(
        w, "time_words")) for w in rest):
        return None  # "Lin had 4 cousins last year": counted at another time
    others = [str(w) for w in rest if _plural(w)]
    given = said[at - 2:at] in (["to", "her"], ["to", "his"], ["to", "the"]) or said[at - 1:at] == ["to"]
    giver = given and any(verb_lemma(str(w)) in _GIVING and said[i - 1] in ("<name>", "he", "she")
                          for i, w in enumerate(said[1:at], start=1))
    return (members, noun, others, giver, giver or _apart(said, at, end)), noun_form(noun)


def _apart(said: Said, at: int, end: int) -> bool:
    """Whether the members are the clause's subject ("Andrew's 4 friends decided …", "The 6 boys
    …") or only held ("Kim has 4 cousins", nothing after): "they" and "each of them" are then the
    members alone, never the members and someone going with them ("Jill took 4 friends to the
    zoo")."""
    if at == 0 or at == 1 and isinstance(said[0], str) and (said[0] in _OWNERS or said[0].endswith("'s")):
        return True
    held = said[:1] in (["<name>"], ["he"], ["she"]) and said[1:2] in (["has"], ["had"])
    return held and end == len(said) - 1 and (at == 2 or at == 3 and said[2] in _OWNERS)


def _some_things(said: Said) -> bool:
    """ "some" before a plural, the one barred word allowed (the things given, "gave away some
    souvenirs"), and no other barred word."""
    barred = [i for i, w in enumerate(said) if isinstance(w, str) and w in _BARRED]
    return len(barred) == 1 and said[barred[0]] == "some" and barred[0] + 1 < len(said) and _plural(
        said[barred[0] + 1])


def _each_ref(said: Said, at: int, member: str) -> tuple[int, bool] | None:
    """(where the words after it start, whether said by the member's noun) of "each one (of
    them)", "each of them" or "each <member>" at ``at``."""
    if said[at:at + 1] != ["each"]:
        return None
    for words in (["one", "of", "them"], ["of", "them"], ["one"]):
        if said[at + 1:at + 1 + len(words)] == words:
            return at + 1 + len(words), False
    return (at + 2, True) if said[at + 1:at + 2] == [member] else None


def _things(said: Said) -> list[str] | None:
    """ "pieces of gum", "souvenir items", "mini sandwiches": a plural, up to two plain words
    before it, maybe "of" and one word after it."""
    if any(not isinstance(w, str) or not w.isalpha() or w in _BARRED for w in said):
        return None
    words = [str(w) for w in said]
    head = len(words) - 1 if "of" not in words else words.index("of") - 1
    if not 0 <= head <= 2 or len(words) - head > (3 if "of" in words else 1):
        return None
    return words if _plural(words[head]) and words[-1] != "of" else None


def _subject(said: Said) -> tuple[str, int] | None:
    """(who, where the doing starts) of "she (wants to)", "Kim will"."""
    if said[:1] not in (["<name>"], ["he"], ["she"]):
        return None
    at = 1
    wish = next((w for w in _WISHES if tuple(said[1:1 + len(w)]) == w), ())
    return str(said[0]), at + len(wish)


def _member_amount(said: Said, member: str) -> tuple[str, str, str, Quoted, list[str], str | None] | None:
    """(form, who, the doing's lemma, each member's amount, the things, the time it is told at:
    ``_told_at``) of "she gives each one 5 pieces of gum" ("given"), "each of them brought 4 pies"
    ("each"), "they each ate 3 pies", "he made 3 sandwiches for each one of them" ("for")."""
    if said[:1] == ["each"] or said[:2] == ["they", "each"]:
        ref = (2, False) if said[0] == "they" else _each_ref(said, 0, member)
        if ref is None or ref[0] + 2 >= len(said):
            return None
        verb = verb_lemma(str(said[ref[0]]))
        each = _count(said[ref[0] + 1], 1)
        things = _things(said[ref[0] + 2:])
        if verb is None or each is None or things is None:
            return None
        told = _told_at(str(said[ref[0]]), verb, wished=False)
        return ("each_named" if ref[1] else "each"), "they", verb, each, things, told
    subject = _subject(said)
    if subject is None or subject[1] >= len(said):
        return None
    who, at = subject
    verb = verb_lemma(str(said[at]))
    if verb is None:
        return None
    told = _told_at(str(said[at]), verb, wished=at > 1)
    ref = _each_ref(said, at + 1, member)
    if ref is not None and verb in _GIVING:
        each = _count(said[ref[0]], 1) if ref[0] < len(said) else None
        things = _things(said[ref[0] + 1:])
        if each is None or things is None:
            return None
        return ("each_named" if ref[1] else "given"), who, "give", each, things, told
    each = _count(said[at + 1], 1) if at + 1 < len(said) else None
    end = next((i for i in range(at + 2, len(said)) if said[i] in ("for", "to")), None)
    if each is None or end is None:
        return None
    ref = _each_ref(said, end + 1, member)
    things = _things(said[at + 2:end])
    if ref is None or ref[0] != len(said) or things is None:
        return None
    return ("each_named" if ref[1] else "for"), who, verb, each, things, told


def _told_at(word: str, lemma: str, wished: bool) -> str | None:
    """When a doing is told: "wished" after "wants to", "will", "plans to" (not done yet), "past"
    of "gave", "present" of "gives" or "have", "either" of "put" or "cut" (the past spelled as the
    base); None of any other form."""
    if wished:
        return "wished"
    if word == lemma:
        return "either" if past_is_base(lemma) else "present"
    if word in inflections(lemma, "VBZ"):
        return "present"
    return "past" if word in inflections(lemma, "VBD") or word.endswith("ed") else None


def _at_the_time_told(told: str | None, aux: str, asked: str, verb: str) -> bool:
    """Whether the question asks at the time the doing is told: a past doing by "did" (or, of a
    getting, what they "do have" now), a present one by "do" / "does" / "are there", a wished one
    by "will" / "would" / "do" / "does" (or what was needed, by "did"); "She gave each one 5
    pens. How many pens will she give?" asks another time."""
    now = aux in ("do", "does", "are")
    if told == "past":
        return aux == "did" or now and asked == "have" and verb in _GETTING
    if told == "present":
        return now
    if told == "either":
        return now or aux == "did"
    if told == "wished":
        return now or aux in ("will", "would") or aux == "did" and asked == "need"
    return False


def _head(things: list[str]) -> str:
    """The plural the things are named by: "pieces" of "pieces of gum", "brothers"."""
    return things[things.index("of") - 1] if "of" in things else things[-1]


def _thing_forms(things: list[str]) -> set[str]:
    """The words a question may name the things by: all of them, the head, the stuff of
    "<pieces> of <stuff>", "souvenirs" of "souvenir items"."""
    forms = {" ".join(things), things[-1]}
    if "of" in things:
        at = things.index("of")
        forms |= {" ".join(things[:at]), things[at - 1], " ".join(things[at + 1:])}
    if len(things) == 2 and things[1] == "items":
        forms.add(plural_form(things[0]))
    return forms


def _asked(said: Said, things: list[str]) -> tuple[str, str, str] | None:
    """(who, the asked doing's lemma, its auxiliary) of "How many <things> did she give away (in
    total)?"; ("there", "be", "are") of "How many <things> are there (in all)?"."""
    if said[:2] not in (["how", "many"], ["how", "much"]):
        return None
    there = next((i for i in range(2, len(said) - 1) if said[i:i + 2] == ["are", "there"]), None)
    if there is not None:
        ok = " ".join(str(w) for w in said[2:there]) in _thing_forms(things) and tuple(
            said[there + 2:]) in _ENDS
        return ("there", "be", "are") if ok else None  # "How many metal bars are there in all?"
    aux = next((i for i in range(2, len(said)) if said[i] in _AUX), None)
    named = " ".join(str(w) for w in said[2:aux]) if aux is not None else None
    if aux is None or aux + 2 >= len(said) or named not in _thing_forms(things):
        return None
    who, verb = str(said[aux + 1]), verb_lemma(str(said[aux + 2]))
    rest = said[aux + 3:]
    if rest[:1] and rest[0] in _PARTICLES:
        rest = rest[1:]
    if verb is None or who not in ("<name>", "he", "she", "they") or tuple(rest) not in _ENDS:
        return None
    return who, verb, str(said[aux])


def _asked_of(form: str, who: str, verb: str, asked: tuple[str, str], giver: bool) -> bool:
    """Whether the question asks the sum of the doing told: of the one who did it, by its verb."""
    asked_who, asked_verb = asked
    if asked_who == "there":  # all there are: what each member holds
        return form in ("each", "each_named") and who == "they" and verb in _HOLDING
    if form == "given":
        return asked_who != "they" and asked_verb in _ASKED_GIVING
    if form in ("each", "each_named") and who == "they":
        if asked_who == "they":
            return asked_verb == verb or asked_verb == "have" and verb in _GETTING
        return giver and verb in _RECEIVING and asked_verb in _GIVING
    if form == "each_named" and who != "they" and verb == "give":
        return asked_who != "they" and asked_verb in _ASKED_GIVING
    return asked_who != "they" and asked_verb == verb


__all__ = ["read_each_of_group"]
