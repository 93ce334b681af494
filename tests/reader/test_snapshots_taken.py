"""To take a photo is to make one: "took 20 photos" is a getting of new photos (lexicon
`snapshot_nouns`), never a carrying off of photos that were there, when the photos are not
pointed at ("of the photos", "of them", anyone's). Each case is in our own words; an answer
case fails when the shape is no longer read, a refusal case when it is read without what would
make it certain."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Priya took 30 photos at the lake and 14 at the fair. She deleted 9 of the photos. How many "
     "photos does she have now?", 35, "photos"),
    ("Bram had 12 pictures. He took 8 more pictures. How many pictures does he have?", 20, "pictures"),
]

REFUSED = [
    # photos that were there: carried off, or taken into his hands?
    "Bram had 12 pictures. He took 8 of the pictures. How many pictures does he have?",
    # taken off where they were: carried off, perhaps hers already
    "Bram had 12 pictures. He took 8 pictures off the wall. How many pictures does he have?",
    # another kind taken beside them: "take" of apples is no making
    "Bram took 8 pictures and 3 apples. How many pictures does he have?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
