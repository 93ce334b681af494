"""A seller's price told of things of a sort ("selling glass beads for $2 each") is the price of
the same things counted by their bare noun after it ("started with 9 beads and had 4 left"), when
the story tells no other sort of them: what the untold sale brought is that price times the
beads gone. Any other sort named, a plain adjective that picks some out ("red"), or a count of
another sort left refuses."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Noor was selling glass beads for $2 each. She started with 9 beads and had 4 left. How much "
     "money did she make?", 10, "dollars"),
    ("A clown was selling balloon animals for 3 dollars each. If he started with 12 animals and at "
     "the end of the day he had 5 left, how much money did he earn?", 21, "dollars"),
    ("Noor was selling glass beads for $2 each. She started with 9 beads and had 4 beads left. How "
     "much money did she make?", 10, "dollars"),
]

REFUSED = [
    # a plain adjective picks some beads out, never all of them
    "Noor was selling red beads for $2 each. She started with 9 beads and had 4 left. How much "
    "money did she make?",
    # another sort of the noun is told: are the beads counted the glass ones?
    "Noor was selling glass beads for $2 each. She had 3 wooden beads. She started with 9 beads and "
    "had 4 left. How much money did she make?",
    "Noor was selling glass beads for $2 each. She started with 9 wooden beads and had 4 left. How "
    "much money did she make?",
    # what is left is of another sort
    "Noor was selling glass beads for $2 each. She started with 9 beads and had 4 wooden beads "
    "left. How much money did she make?",
    # two prices: which one did the beads sell at?
    "Noor was selling glass beads for $2 each and clay beads for $1 each. She started with 9 beads "
    "and had 4 left. How much money did she make?",
    # some beads went another way
    "Noor was selling glass beads for $2 each. She started with 9 beads and gave 2 to Ali. She had "
    "4 left. How much money did she make?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
