"""A mean told of things one doing counts is a rate of that doing ("Rex averages 12 points a
game. How many points will he score in 5 games?"; lexicon ``scored_nouns``, ledger
paces._mean_of_the_doing)."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Mira averages 9 points per game. How many points will she score in 4 games?", 36, "points"),
    ("Dev averages 3 goals a match. How many goals would he score in 6 matches?", 18, "goals"),
    ("Leo averages 2 touchdowns per game. How many touchdowns will he score in 8 games?", 16,
     "touchdowns"),
]

REFUSED: list[str] = [
    # no doing of apples is tied to a mean: eaten, picked, sold?
    "Mira averages 9 apples per day. How many apples will she eat in 4 days?",
    # points tied to scoring, not to another doing asked
    "Mira averages 9 points per game. How many points will she lose in 4 games?",
    # the mean is another's
    "Mira averages 9 points per game. How many points will Dev score in 4 games?",
    # a scoring told besides the mean
    "Mira averages 9 points per game. She scored 20 points yesterday. How many points will she score in "
    "4 games?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
