"""A capitalized plural word that is no given name, right after "as many" or "the number of",
counts things of that kind ("twice as many Legos as Bo", "the number of Legos Bo has"), as
"5 Legos" does; a given name there is still a person."""

from __future__ import annotations

from tests.outcomes import shape_tests

ANSWERED = [
    ("Mia has three times as many Legos as Sol. Sol has 4 Legos. How many Legos does Mia have?",
     12, "Legos"),
    ("Kit has 2 more than 5 times the number of Pokemons Lu has. Lu has 3 Pokemons. How many "
     "Pokemons does Kit have?", 17, "Pokemons"),
    ("Ravi has 4 fewer than 3 times the number of Skittles Nell has. Together they have 40 "
     "Skittles. How many Skittles does Nell have?", 11, None),
    # a plural the lexicon does not know names the unit as told, never pluralised again
    ("A baker needs to bake 12 Zorbles. He already baked 5. How many more does he need to bake?",
     7, "zorbles"),
]

REFUSED = [
    # the one compared with holds none of the kind told
    "Mia has three times as many Legos as Sol. Sol has 4 marbles. How many Legos does Mia have?",
    # a third person's count says nothing of the one compared with
    "Kit has 2 more than 5 times the number of Pokemons Lu has. Jo has 3 Pokemons. How many "
    "Pokemons does Kit have?",
    # a given name after "as many" stays a person: "as many Tom" is no kind counted
    "Mia has three times as many Tom as Sol. Sol has 4 Legos. How many Legos does Mia have?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
