"""Parts of a told group picked out by a present habit ("12 of the students walk to school",
"the rest like math", "52% of them play sports"): verbs the lexicon lists as changing no
holding (``habit_verbs``, ``habit_motion_verbs``), said of people or animals. Only the part,
the rest, or those not doing it are asked; a verb that changes holdings, a past, a second part
that may share members, a thing that keeps no habit, or a question of the whole refuse. Each
case is in our own words; an answer case fails when the shape is no longer read, a refusal
case when it is read."""

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.lexicon.errors import LexiconError
from wordproof.lexicon.words import _read, parse_word_tables

ANSWERED = [
    ("There are 30 pupils in a class. 12 of the pupils walk to school. How many pupils do not "
     "walk to school?", 18),
    ("There are 40 kids at camp. 15 of them swim. How many kids do not swim?", 25),
    ("There are 28 kids. 9 of them ride the bus. The rest walk. How many kids walk?", 19),
    ("There are 30 pupils. 12 of them like music. The rest like art. How many pupils like "
     "art?", 18),
    ("There are 60 workers. 25% of the workers live in the city. How many workers live in the "
     "city?", 15),
    ("There are 60 workers. 3/4 of them live in the city. How many workers do not live in the "
     "city?", 15),
    ("There are 40 girls. Half of them play chess. How many girls play chess?", 20),
    ("There are 20 dogs. 8 of the dogs like bones. How many dogs don't like bones?", 12),
    # the whole told first, then a count or share of it a habit picks out
    ("Of the 30 kids, 18 ride the bus. How many kids do not ride the bus?", 12),
    ("Out of the 40 pupils in the class, 25% walk to school. How many pupils do not walk to "
     "school?", 30),
    # "the rest" and a habit verb the chunker takes for a noun
    ("There are 40 pupils. 10 of them play golf. The rest play tennis. How many pupils play "
     "tennis?", 30),
    # the rest of a group whose part is a habit, asked as a share of the whole
    ("There are 40 boys. 10 of them play golf. The rest play tennis. What percentage of the boys "
     "play tennis?", 75),
]

REFUSED = [
    # a verb of no listed habit: the apples may be gone
    "There are 30 apples. 18 of the apples rot. How many apples do not rot?",
    # a verb that changes holdings is no habit
    "There are 30 kids. 12 of them sell cookies. How many kids do not sell cookies?",
    "There are 30 kids. 12 of them eat lunch at school. How many kids do not eat lunch at school?",
    # the past tells an event, which may have moved them
    "There are 30 kids. 12 of the kids walked to school. How many kids did not walk to school?",
    # the whole after a present going: a habit, or a going away?
    "There are 30 kids in the park. 12 of them walk home. How many kids are in the park?",
    "There are 30 kids. 12 of them like math. The rest like art. How many kids are there?",
    # two habits may be done by the same ones
    "There are 30 kids. 18 of them play soccer and 12 of them play tennis. How many kids play "
    "neither?",
    "There are 30 kids. 18 of them play soccer. 12 of them play tennis. How many kids do not play "
    "soccer?",
    # a part of a part: of the 20, or of the 40?
    "There are 40 kids. 20 of them play sports. 12 of them play soccer. How many kids play "
    "sports but not soccer?",
    "There are 40 kids. Half of them play sports. Half of those play soccer. How many kids play "
    "soccer?",
    # a part told of another kind than the whole
    "There are 30 pupils. 12 of the teachers play golf. How many pupils do not play golf?",
    # things keep no habits
    "Sam has 40 marbles. 12 of them like red. How many marbles do not like red?",
    # the whole told first, then a count of it a verb of change or of no habit picks out
    "Of the 30 kids, 18 ate the cake. How many kids did not eat the cake?",
    "Of the 30 apples, 18 rot. How many apples do not rot?",
    "Of the 30 kids, 18 ride the bus. How many kids are there?",
    # a habit counted with a number of things after the verb
    "There are 30 kids. 12 of them play 3 games. How many kids do not play?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_habit_part_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_habit_part_refused(text: str) -> None:
    assert_refuses(text)


def test_a_habit_verb_may_change_no_holding() -> None:
    words = _read("words.toml")
    words["habit_verbs"] = {"words": [*words["habit_verbs"]["words"], "sell"]}
    with pytest.raises(LexiconError, match="sell"):
        parse_word_tables(words, _read("verbs.toml"), _read("lemmas.toml"))
