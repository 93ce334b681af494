"""One thing of a kind that goes somewhere ("A kid went home", "Another duck flew away",
"Another kid joined them") is a count of one, "another" one more; things of a told kind that
go with no number ("The kids went home") and a doing told only where it was done ("2 ducks
swam in the pond") say nothing of how many are there after, and refuse; so does a person
going where people are counted ("Sam joined them")."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There were 5 kids in the park. Another kid joined them. How many kids are in the park now?", 6),
    ("There were 5 kids in the park. A kid joined them. How many kids are in the park now?", 6),
    ("There were 5 kids in the park. Then a kid went home. How many kids are in the park now?", 4),
    ("There were 5 birds on the fence. Another bird flew away. How many birds are on the fence now?", 4),
    ("There were 5 birds on the fence. Another bird landed on the fence. How many birds are on the "
     "fence now?", 6),
    ("5 kids were playing in the park. Another kid came to the park. How many kids are in the park "
     "now?", 6),
    ("There were 5 birds on the fence. 2 birds landed on the fence. How many birds are on the fence "
     "now?", 7),
    ("There were 5 ducks in the pond. 2 more ducks swam in the pond. How many ducks are in the pond "
     "now?", 7),
]

REFUSED = [
    # each was read as counting nothing: 5
    "There were 5 kids in the park. A new kid arrived. How many kids are in the park now?",
    "There were 5 kids in the park. The kids went home. How many kids are in the park now?",
    "There were 5 ducks in the pond. Another duck swam over. How many ducks are in the pond now?",
    # one more kid, or someone else doing it?
    "There were 5 kids in the park. Another kid sang. How many kids are in the park now?",
    "There were 5 kids in the park. Another kid didn't come. How many kids are in the park now?",
    "There were 5 kids in the park. Another kid will come. How many kids are in the park now?",
    # where they did it, maybe among those told there: was 7, 6
    "There were 5 ducks in the pond. 2 ducks swam in the pond. How many ducks are in the pond now?",
    "There were 5 kids in the park. 1 kid played in the park. How many kids are in the park now?",
    # a kind that may or may not be the one counted, two places, someone along
    "There were 5 kids in the park and 3 kids in the pool. A kid went home. How many kids are in the "
    "park now?",
    "There were 5 kids in the park. A kid went home with his mother. How many kids are in the park now?",
    # a person going to people counted there: one of them, or one more? (was 5)
    "There were 5 kids in the park. Sam came to the park. How many kids are in the park now?",
    "There were 5 kids in the park. Sam and Ann joined them. How many kids are in the park now?",
    # a kind no count names going to a told place: a bird among the birds there? (was 5)
    "There were 5 birds on the fence. A crow landed on the fence. How many birds are on the fence now?",
    "There were 5 birds on the fence. Crows landed on the fence. How many birds are on the fence now?",
]

SCENES = [
    # no people counted, or no place of theirs gone to: still a scene
    ("Sam went to the zoo. He saw 5 lions and 3 tigers. How many animals did he see?", 8),
    ("Sam went to the store. He bought 5 apples. How many apples does he have?", 5),
    ("The family went to the zoo. At the zoo they saw 5 lions and 3 tigers. How many animals did "
     "they see?", 8),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_one_thing_going_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_one_thing_going_refused(text: str) -> None:
    assert_refuses(text)


@pytest.mark.parametrize(("text", "value"), SCENES)
def test_going_scene_kept(text: str, value: int) -> None:
    assert_answers(text, value)
