"""A size a thing is told to have beside doings measured in its unit ("The lake is 40 meters
wide" beside laps of swimming told in meters) is none of the doings, and a question summing one
doer's doings ("in all", "altogether") still sets it aside (``structure._rule_applies``). A
stretch told as a thing that may be the doing itself — the asked doer's own ("her ride"), a noun
of a stretch gone (lexicon ``stretch_nouns``: the distance, the trip, the trail) or the asked verb
as a noun ("the swim") — is never set aside, and the question refuses."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ben rowed 30 meters in the morning. He rowed 50 meters in the afternoon. The lake is 90 "
     "meters wide. How many meters did Ben row in all?", 80, "meters"),
    ("Ben rowed 30 meters in the morning. He rowed 50 meters in the afternoon. The lake is 90 "
     "meters wide. How many meters did Ben row altogether?", 80, "meters"),
    ("Tia skated 4 kilometers on Monday and 7 kilometers on Tuesday. The rink is 2 kilometers "
     "long. How many kilometers did Tia skate in total?", 11, "kilometers"),
]

REFUSED = [
    # her own stretch, a noun of a stretch gone, the verb's own noun: maybe the doing asked
    ("Ben rowed 30 meters in the morning. In the afternoon, his trip was 50 meters. How many "
     "meters did Ben row in all?"),
    ("Ben rowed 30 meters in the morning. In the afternoon, the distance was 50 meters. How many "
     "meters did Ben row?"),
    ("Ben rowed 30 meters in the morning. In the afternoon, the course was 50 meters long. How "
     "many meters did Ben row?"),
    # a thing of the doer's own, no person: perhaps where the doing went
    ("Ben rowed 30 meters in the morning. He rowed 50 meters in the afternoon. His pond is 90 "
     "meters wide. How many meters did Ben row in all?"),
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
