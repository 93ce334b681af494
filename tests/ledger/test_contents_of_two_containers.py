"""Contents told of containers of two kinds (replay._contents_beside_another_kind): "Each cart
has 4 wheels. Each scooter has 2 wheels." — the holder's wheels are the carts' and, besides
them, the scooters'. Containers of a kind that may hold the other (a category, a sort told by a
describing word) or things of the kind told otherwise are not summed."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("A shed holds 6 carts and 5 scooters. Each cart has 4 wheels. Each scooter has 2 wheels. How "
     "many wheels are there in all?", 34, "wheels"),
    ("Lia has 3 jars and 4 tins. Each jar has 10 buttons and each tin has 6 buttons. How many "
     "buttons does Lia have?", 54, "buttons"),
    # the rates told after counts of two holders: each holder's own containers
    ("Lia has 3 jars. Omar has 4 tins. Each jar has 10 buttons. Each tin has 6 buttons. How many "
     "buttons does Lia have?", 30, "buttons"),
    ("Lia has 3 jars. Omar has 4 tins. Each jar has 10 buttons. Each tin has 6 buttons. How many "
     "buttons do they have altogether?", 54, "buttons"),
]

REFUSED = [
    # parts a person has too, held by a person: the farmer's own legs?
    "The farmer has 4 goats and 6 ducks. Each goat has 4 legs. Each duck has 2 legs. How many legs "
    "does the farmer have?",
    # a third kind of container, its contents untold: the wagons may have wheels too
    "There are 6 carts, 2 wagons and 5 scooters. Each cart has 4 wheels. Each scooter has 2 "
    "wheels. How many wheels are there in all?",
    # one kind a sort of the other: the red jars are jars too
    "Lia has 3 jars and 4 red jars. Each jar has 10 buttons. Each red jar has 6 buttons. How many "
    "buttons does Lia have?",
    # the tins' contents told of another kind: whether they hold buttons too is untold
    "Lia has 3 jars and 4 tins. Each jar has 10 buttons. Each tin has 6 beads. How many buttons "
    "does Lia have?",
    # things of the kind got besides the containers' contents
    "Lia has 3 jars and 4 tins. Each jar has 10 buttons. Each tin has 6 buttons. She bought 5 "
    "buttons. How many buttons does Lia have?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
