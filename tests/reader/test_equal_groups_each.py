"""Equal groups told with "each": "The boxes each hold 5 pens" said of the things themselves
(what "Each box holds 5 pens" says), and a total asked of one doing told as so much for each of
a count ("made 3 pies for each of his 4 friends. How many pies did he make in total?"), "each
cousin" after a verb, and people counted as they sit or ride at each part.
Problems in our own words, with the answer each must give, and the nearby shapes that must stay
refused: an owner before the things, people as containers, a total over one plain doing."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

READ = [
    ("There are 4 ponds. The ponds each have 35 frogs. How many frogs are there?", 140),
    ("Oli has 6 crates. The crates each hold 9 jars. How many jars does Oli have?", 54),
    ("There are 3 girls. The girls each baked 7 pies. How many pies did the girls bake?", 21),
    # a total over the parts one doing counts
    ("Tam baked 3 pies for each of his 5 cousins. How many pies did he bake in total?", 15),
    ("Lin has 4 cousins. She bought 2 kites for each of them. How many kites did she buy in all?", 8),
    ("Ada swam 6 laps each day for 5 days. How many laps did Ada swim altogether?", 30),
    # one place told between the containers and their contents set apart
    ("There are 6 ponds in the park, each with 15 frogs. How many frogs are there?", 90),
    ("There are 4 barns on the farm, each having 12 cows. How many cows are there in the barns?", 48),
    ("Tom has 5 shelves in his room, each with 8 books. How many books does Tom have?", 40),
    # "each" and the group's own noun after a verb or a preposition: each of the ones counted
    ("Lin has 4 cousins. She gave each cousin 3 kites. How many kites did she give?", 12),
    ("Lin has 4 cousins. She bought 2 kites for each cousin. How many kites did she buy?", 8),
    ("Lin has 4 cousins. She made 3 cards for each cousin. How many cards did she make in all?", 12),
    # people counted as they take up a place at each part: there were so many at each
    ("Six kids were sitting at each table. There are 9 tables. How many kids are there?", 54),
    ("There are 5 buses. Eight kids were riding on each bus. How many kids were on the buses?", 40),
]

REFUSED = [
    # an owner before the things: maybe not the things counted
    "Oli has 6 crates. Oli's crates each hold 9 jars. How many jars does Oli have?",
    # people are no one's containers: their kites are not Lin's
    "Lin has 4 cousins. The cousins each have 3 kites. How many kites does Lin have?",
    # "in total" over one plain doing: the rest was told in words not read
    "Tam baked 3 pies. How many pies did he bake in total?",
    # a second doing of the kind beside the counted one, with no amount
    "Tam baked 3 pies for each of his 5 cousins. He also baked some pies for himself. How many "
    "pies did he bake in total?",
    # the things told before in two counts, only some of them each so
    "Oli has 6 crates. The crates each hold 9 jars. He has 2 more crates. How many jars does Oli "
    "have?",
    # the place told as many, or counted: "each" may be each park
    "There are 6 ponds in the parks, each with 15 frogs. How many frogs are there?",
    "There are 6 ponds in 2 parks, each with 15 frogs. How many frogs are there?",
    # containers of another place, their contents untold
    "There are 6 ponds in the park, each with 15 frogs. There are 3 ponds in the zoo. How many "
    "frogs are there?",
    # "each" and a noun that is not the group's, or two groups, or counted at another time
    "Lin has 4 cousins. She gave each friend 3 kites. How many kites did she give?",
    "Lin has 4 cousins and 2 aunts. She gave each cousin 3 kites. How many kites did she give?",
    "Lin has 4 cousins. Ann has 3 cousins. She gave each cousin 3 kites. How many kites did she "
    "give?",
    "Lin had 4 cousins last year. She gave each cousin 3 kites. How many kites did she give?",
    "Lin has 4 cousins. Then 2 more cousins came. She gave each cousin 3 kites. How many kites did "
    "she give?",
    # a doing that is no taking up of a place, or a part with words of its own
    "Six kids were eating at each table. There are 9 tables. How many kids are there?",
    "Six kids were sitting at each of the tables. There are 9 tables and 4 benches. How many kids "
    "are there?",
]


@pytest.mark.parametrize(("text", "value"), READ)
def test_equal_groups_each_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_equal_groups_each_refused(text: str) -> None:
    assert_refuses(text)
