"""The kind left from a whole counted over a list of kinds ("A club had 40 boys, girls and
coaches. 12 of them were boys and 25 of them were girls. How many coaches were there?") is read
before the general reader; Z3 pins it. Each case is in our own words; an answer case fails when
the shape is refused again, a refusal case when a list that may not be one whole, kinds that
may share things, or a count left unpinned is read as the shape."""

from fractions import Fraction

import attrs
import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.ledger.listed import ListedKindsEntry, replay_listed
from wordproof.obligations.listed import prove_listed
from wordproof.proofs.gateway import gateway
from wordproof.reader.listed import read_listed_kinds
from wordproof.text.tokens import tokenize

ANSWERED = [
    ("A farm has 30 cows, pigs, and goats. If 10 of them are cows and 8 of them are pigs, how many "
     "goats are there?", 12),
    ("A box had 40 large, medium and small eggs. 12 were large and 20 were medium. How many small "
     "eggs were there?", 8),
    # one noun for people parted by its words
    ("A camp had 60 chess campers, swim campers and art campers. 20 were chess campers and 15 were "
     "art campers. How many swim campers were there?", 25),
    ("A club had 40 boys, girls and men. 12 of them were boys and 25 of them were girls. How many "
     "men were there?", 3),
    ("A box had 25 red beads, blue beads and green beads. 9 were green beads, 6 were red beads. How "
     "many blue beads were there?", 10),
]

REFUSED = [
    # people named by a role may be of any sex or age, or hold another role too
    "A club had 40 boys, girls and coaches. 12 of them were boys and 25 of them were girls. How many "
    "coaches were there?",
    "A class had 30 students, girls and boys. 12 of them were students and 10 were girls. How many "
    "boys were there?",
    "A school had 40 teachers, parents and cooks. 12 were teachers and 20 were parents. How many "
    "cooks were there?",
    # one noun told apart by grades of two scales
    "A box had 40 red beads, blue beads and round beads. 12 were red beads and 20 were blue beads. "
    "How many round beads were there?",
    # an animal's young may be counted with its kind
    "A farm had 40 dogs, puppies and cats. 12 of them were dogs and 20 were cats. How many puppies "
    "were there?",
    # the parts told are more than the whole
    "A club had 40 boys, girls and coaches. 22 of them were boys and 25 of them were girls. How many "
    "coaches were there?",
    # two kinds left untold
    "A club had 40 boys, girls and coaches. 12 of them were boys. How many coaches were there?",
    # a kind that holds another's things, or a category beside its kinds
    "A camp had 50 campers, soccer campers and chess campers. 20 of them were soccer campers and 10 "
    "of them were chess campers. How many campers were there?",
    "A farm had 30 animals, cows and pigs. 10 of them were cows and 8 of them were pigs. How many "
    "animals were there?",
    # two kinds: 20 red pens, and some blue ones?
    "There are 20 red pens and blue pens. 8 of them are red pens. How many blue pens are there?",
    # a change told, a kind not listed, a whole given away
    "A club had 40 boys, girls and coaches. 12 of them were boys and 25 of them were girls. 2 coaches "
    "left. How many coaches were there?",
    "A club had 40 boys, girls and coaches. 12 of them were boys and 25 of them were women. How many "
    "coaches were there?",
    "Ann gave away 30 cows, pigs and goats. 10 of them were cows and 8 of them were pigs. How many "
    "goats were there?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_listed_kind_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_listed_kind_refused(text: str) -> None:
    assert_refuses(text)


def _entry() -> ListedKindsEntry:
    text = ANSWERED[0][0]
    tokens = tokenize(text)
    assert isinstance(tokens, tuple | list)
    entry = read_listed_kinds(text, tokens)
    assert isinstance(entry, ListedKindsEntry)
    return entry


def test_replay_takes_the_told_from_the_whole() -> None:
    assert [s.value for s in replay_listed(_entry())] == [18, 12]


def test_listed_consistency_is_load_bearing() -> None:
    refused = prove_listed(_entry(), Fraction(5), gateway())
    assert not isinstance(refused, tuple) and refused.code.code == "inconsistent"
    both = frozenset({"listed_kind_consistent", "listed_kind_unique"})
    assert prove_listed(_entry(), Fraction(5), gateway(), both) == ()


def test_listed_uniqueness_is_load_bearing() -> None:
    entry = _entry()
    unpinned = attrs.evolve(entry, parts=entry.parts[:1])  # the girls untold as well as the coaches
    refused = prove_listed(unpinned, Fraction(3), gateway(), frozenset({"listed_kind_consistent"}))
    assert not isinstance(refused, tuple) and refused.code.code == "not_unique"
    both = frozenset({"listed_kind_consistent", "listed_kind_unique"})
    assert prove_listed(unpinned, Fraction(3), gateway(), both) == ()
