"""Who "they" is. Each case is in our own words; an answer case fails when the reading of
"they" it needs is no longer held."""

import pytest

from wordproof import Answer, solve

ANSWERED = [
    # the people named, though a thing (the tree) was named between them
    ("Una picked 9 plums from the tree. If Cal picked 4 plums, how many plums did they pick in "
     "all?", 13),
    # a body of people called by the name of the place it works in
    ("The station had 40 maps. They sold 15 maps. How many maps does the station have now?", 25),
    # ... an aquarium or a service too ("they" for the people who run it)
    ("An aquarium had 12 turtles. Then they bought 5 turtles. How many turtles does the aquarium "
     "have?", 17),
    # an acronym ("TV") names a thing, never someone "she" may be
    ("Ada was fixing her old TV. She bought 8 screws at the shop and she bought 2 online. How "
     "many screws did she buy in all?", 10),
    # a title after "a" ("a Jane Eyre novel") is no one "her" may stand for
    ("Ida is reading a Jane Eyre novel. There are 80 pages in her book. She read 30 pages. How "
     "many pages does Ida have left to read?", 50),
    # "we" is the narrator's party
    ("We baked 30 rolls. We ate 4 rolls. How many rolls do we have now?", 26),
    # a capitalized bare singular opening a sentence ("Dot", "Cliff") is someone not in the
    # names table: one of "they", and who "she" may be
    ("Dot buys half as many pens as Jo. Jo buys 20 pens. How many pens do they buy in all?", 30),
    ("Cliff saw 6 owls. Ivo saw 3 owls. How many owls did they see in all?", 9),
    ("Dot buys 6 pens. Each pen costs 2 dollars. How much does she spend?", 12),
    # "her mother" read with "her" as the mother asks of someone the question names first (the
    # mother's mother): no such reading, so Mia's mother is asked
    ("Mia is 12 years old. Her mother is 3 times as old as her. How old is her mother?", 36),
    ("Lin is 7 years old. Her aunt is 20 years older than Lin. How old is her aunt?", 27),
    # "them" beside a plural role is never the giver with them: she gives to the boys
    ("The boys have 4 cards. Ula has 6 cards. She gives them 3 more. How many cards do the boys "
     "have?", 7),
    # a group told is "they" first, even beside a body holding the same things
    ("The store had 40 kites. Ann and Bo bought 6 kites each. How many kites did they buy?", 12),
    # "a guy", "a gentleman" is a man: "he" of him
    ("A guy bought 4 kites at $3 each. How much did he spend?", 12),
    ("A gentleman bought 4 kites at $3 each. How much did he spend?", 12),
]


@pytest.mark.parametrize(("text", "expected"), ANSWERED)
def test_they_is_read(text: str, expected: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == expected


@pytest.mark.parametrize(("text", "expected"), [
    # the kind asked is not "they", nor what the people bound to it hold
    ("Gia had 10 fish and her sister had 5 fish. How many fish did they have in all?", 15),
    ("Ann has 3 dogs. Bo has 2 cats. How many pets do they have?", 5),
    ("Ann and Bo have 3 dogs and 2 cats. How many dogs do they have?", 3),
    ("There are 4 boys. Each boy ate 3 pies. How many pies did they eat?", 12),
])
def test_they_beside_things_counted_is_read(text: str, expected: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == expected


@pytest.mark.parametrize("text", [
    # two groups "they" may name, or both: the boys, or the boys and the girls?
    "4 boys each ate 3 pies. There are 5 girls. How many pies did they eat?",
    "There are 4 boys. Each boy ate 3 pies. There are 5 girls. How many pies did they eat?",
    "Ann has 3 dogs. Each dog eats 2 cups of food a day. Ann has 2 cats. How many cups of food do "
    "they eat in a week?",
    "There are 4 boys. Ann and Bo each ate 3 pies. How many pies did they eat?",
])
def test_they_with_two_groups_is_ambiguous(text: str) -> None:
    outcome = solve(text)
    assert not isinstance(outcome, Answer), outcome.explanation
    assert outcome.code.code == "ambiguous_referent", outcome


def test_a_guy_is_no_she() -> None:
    outcome = solve("A guy bought 4 kites at $3 each. How much did she spend?")
    assert not isinstance(outcome, Answer), outcome.explanation
