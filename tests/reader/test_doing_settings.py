"""A doing's object and place (`Setting`): "watched TV for 3 hours", "swam 2 laps in the big
pool", "went to the zoo 4 times". The reader keeps them beside the amount and the question names
them after its verb; only doings told with the same object or place count, and a doing told
with no such one, or with a name of fewer or more words, leaves the question not unique. Each
case is in our own words; an answer case fails when the setting is no longer read, a refusal
case when a doing is matched by a looser reading."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # the object before a list of amounts is each amount's object
    ("Lena watched cartoons for 2 hours on Monday and 4 hours on Friday. How many hours did "
     "Lena watch cartoons?", 6),
    # a place after the verb, before the amounts
    ("Omar went to the zoo 4 times in May and 3 times in June. How many times did Omar go to "
     "the zoo in all?", 7),
    # a place after each amount; one clause tells the two pools apart
    ("Rui swam 6 laps in the deep pool and 9 laps in the shallow pool. How many laps did Rui "
     "swim in the deep pool?", 6),
    ("Kai tossed 5 pebbles into the lake and 8 pebbles into the creek. How many pebbles did Kai "
     "toss into the creek?", 8),
    # two doings told alike
    ("Kai tossed 5 pebbles into the lake. Later he tossed 2 more pebbles into the lake. How many "
     "pebbles did Kai toss into the lake?", 7),
    # a question with no place counts every such doing
    ("Rui swam 6 laps in the deep pool and 9 laps in the shallow pool. How many laps did Rui "
     "swim?", 15),
    # given "away" (particle or after the amount): to no one, so no one else's holding changes
    ("Gus has 10 plums. Ada had 8 plums. Ada gave away 4 plums. How many plums does Gus have?", 10),
    ("Gus has 10 plums. Ada had 8 plums. Ada gave 4 plums away. How many plums does Gus have?", 10),
    # an amount not told ("more mugs", "mugs") is told with the place after its noun
    ("There were 30 mugs on the shelf. Ivo stacked more mugs on the shelf. Now there are 42 mugs on "
     "the shelf. How many mugs did Ivo stack on the shelf?", 12),
    ("There were 30 mugs on the shelf. Ivo put mugs on the shelf. Now there are 42 mugs on the "
     "shelf. How many mugs did he put on the shelf?", 12),
]

REFUSED = [
    # the place asked was never told with the doing
    "Kai tossed 5 pebbles into the lake. How many pebbles did Kai toss into the creek?",
    "Rui swam 6 laps. How many laps did Rui swim in the deep pool?",
    # "the pool" leaves out the word that told the two pools apart
    "Rui swam 6 laps in the deep pool and 9 laps in the shallow pool. How many laps did Rui "
    "swim in the pool?",
    # "the pool" may be the deep pool
    "Rui swam 6 laps in the deep pool and 9 laps in the pool. How many laps did Rui swim in "
    "the deep pool?",
    # told in two sentences, the creek may run into the lake: not told apart
    "Kai tossed 5 pebbles into the lake. He tossed 8 pebbles into the creek. How many pebbles "
    "did Kai toss into the creek?",
    # a giving to no one named: maybe to Gus
    "Gus has 10 plums. Ada had 8 plums. Ada gave 4 plums. How many plums does Gus have?",
    # the untold amount went onto another place
    "There were 30 mugs on the shelf. Ivo stacked more mugs on the cart. Now there are 42 mugs on "
    "the shelf. How many mugs did Ivo stack on the shelf?",
    # two put mugs there: Ivo's part is not told
    "There were 30 mugs on the shelf. Ivo and Una stacked more mugs on the shelf. Now there are 42 "
    "mugs on the shelf. How many mugs did Ivo stack on the shelf?",
    # the object was told of another's doing
    "Lena watched cartoons for 2 hours. Tom watched a game for 3 hours. How many hours did Tom "
    "watch cartoons?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_doing_setting_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_doing_setting_refused(text: str) -> None:
    assert_refuses(text)
