"""A measure said of each thing counted ("3 120-page books", "a 5-pound bag of rice"): what
each of the things holds, read beside their count; never a count itself."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

ANSWERED = [
    # a getting, a holding, a doing of the things measured
    ("Kira bought 3 120-page books. How many pages did she buy?", 360, "pages"),
    ("Kira has 3 120-page books. How many pages does she have?", 360, "pages"),
    ("Lina worked 2 3-hour shifts. How many hours did she work?", 6, "hours"),
    ("Lina ran three 5-mile races. How many miles did she run?", 15, "miles"),
    # "a" counts one; the thing's "of" is what the measure is of
    ("Omar has a 5-pound bag of rice. How many pounds of rice does he have?", 5, "pounds"),
    ("Kira bought two 12-ounce bottles of juice. How many ounces of juice did she buy?", 24, "ounces"),
    ("There are 4 10-pound bags of sand. How many pounds of sand are there?", 40, "pounds"),
    # the measure held goes on as any holding of its kind does
    ("Omar has a 5-pound bag of flour. He uses 2 pounds of flour. How many pounds of flour does he "
     "have?", 3, "pounds"),
    # a pace of things measured each is a pace of the measure: 100 pages a book, 3 books a week
    ("Ann reads 3 100-page books a week. How many pages does she read in 2 weeks?", 600, "pages"),
    ("Tom drinks 5 12-ounce cans of soda a day. How many ounces of soda does he drink in a week?",
     420, "ounces"),
    # a supposition before the question is a statement, its measure read as any
    ("If Ann reads 4 200-page novels a month, how many pages will she read in 3 months?", 2400,
     "pages"),
    # what each of the things a pace counts measures, told of every one, is a pace of the measure
    ("John takes 3 naps a week. Each nap is 2 hours long. How many hours of naps does he take in 4 "
     "weeks?", 24, "hours"),
    ("Matt drinks 4 glasses of water per day. Each glass is 5 ounces. How many ounces of water does "
     "he drink in a week?", 140, "ounces"),
    # a list of things measured each, each of its own kind
    ("Kira watched five 30-minute shows and one 10-minute cartoon. How many minutes did she "
     "watch?", 160, "minutes"),
    # things of a measure a whole is put into: the size of each part, how many untold
    ("Matt has 15 pounds of beef. He cuts it into 3-pound steaks. How many steaks does he get?", 5,
     "steaks"),
    ("Lizzy has 540 pounds of fish. She packs them into 30-pound crates. How many crates does she "
     "need?", 18, "crates"),
    # a pace over the one thing measured: the time it takes to do all it measures
    ("Kira has a 300-page book. She reads 20 pages a day. How many days will it take her to read "
     "the book?", 15, "days"),
    ("Kira bought a 300-page book. She reads 20 pages a day. How many days will it take her to "
     "finish the book?", 15, "days"),
    # each holder's things measure what is told of them
    ("Kira has a 300-page book. Omar has a 200-page book. How many pages do they have?", 500,
     "pages"),
    # the things counted are counted as ever
    ("Kira has 3 120-page books. How many books does she have?", 3, "books"),
    ("Ada has a 300-page book. She buys 2 more books. How many books does she have?", 3, "books"),
    # "long" after a measure of length or time says what the measure alone says
    ("Kira has a 30-yard long rope. How many yards of rope does she have?", 30, "yards"),
    ("Ann watched 3 2-hour long movies. How many hours did she watch?", 6, "hours"),
    # a length told of a thing measured along it
    ("Ann has 2 8-foot boards. How many feet of board does she have?", 16, "feet"),
    # a word that is a noun as well as an adjective names the thing measured, or starts its name
    ("Kira watched a 4-minute video of cats. How many minutes did she watch?", 4, "minutes"),
    ("Kira has a 300-page picture book. How many pages does she have?", 300, "pages"),
    # a fraction of one unit as the measure: half a gallon each
    ("Ann has 2 half-gallon jugs of milk. How many gallons of milk does she have?", 1, "gallons"),
    ("Ann watched 3 half-hour shows. How many hours did she watch?", Fraction(3, 2), "hours"),
    # a doing named by its noun after "take a", "go for a", "go on a", its time or length told,
    # is its verb done so long or so far
    ("Ann takes a 20-minute walk twice a day. How many minutes does she walk in a week?", 280,
     "minutes"),
    ("Ann goes for a 3-mile run every day. How many miles does she run in a week?", 21, "miles"),
    ("Ann went on a 5-mile hike. Bo hiked 2 miles. How many miles did they hike?", 7, "miles"),
    ("John takes a 10-minute shower every day. How many minutes does he shower in a week?", 70,
     "minutes"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_a_measure_of_each_thing_counted(text: str, value: int | Fraction, unit: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value), outcome.explanation
    assert outcome.unit == unit


REFUSED = [
    # what other things of the kind measure is not told, whoever holds them
    "Kira has 2 books. She buys a 300-page book. How many pages does she have?",
    "Kira bought a 300-page book and 2 books. How many pages did she buy?",
    "Kira has a 300-page book. Omar has a book. How many pages do they have?",
    "Kira read 3 120-page books. Omar read 2 books. How many pages did they read?",
    "Kira has 3 120-page books. She gives 1 book to Omar. How many pages does Omar have?",
    "Ann reads 3 100-page books a week. Bo reads 2 books a week. How many pages do they read in "
    "2 weeks?",
    # two sizes of one thing, in two clauses or in one
    "Kira has 2 300-page books. She buys 3 200-page books. How many pages does she have?",
    "Kira watched five 30-minute shows and one 10-minute show. How many minutes did she watch?",
    "Kira bought 2 5-pound bags of rice and 3 bags of beans. How many pounds of rice did she buy?",
    # a measure of one thing is no measure of any other kind, nor of things asked of
    "Kira has 3 5-pound bags of rice. How many pounds of beans does she have?",
    "Kira has a 120-page book. How many pages are in 2 books?",
    # "the book" of no measure told, of two books, or of a book beside another
    "Kira reads 20 pages a day. How many days will it take her to read the book?",
    "Kira has 2 300-page books. She reads 20 pages a day. How many days will it take her to read "
    "the book?",
    "Kira has a 300-page book. Omar has a book. She reads 20 pages a day. How many days will it "
    "take her to read the book?",
    # no question reads a measure of each thing
    "Kira has a 120-page book. How many pages are in 2 300-page books?",
    # a measure with no count of the things it measures, and not the size of parts
    "Kira read the 300-page book. How many pages did she read?",
    "Matt bought 3-pound bags of rice. How many bags did he buy?",
    # things pointed at, told before, are not measured only now
    "Ann has 2 bags of rice. She sold the two 5-pound bags of rice. How many pounds of rice did she "
    "sell?",
    "Kira works 8-hour shifts. How many hours does she work?",
    # "long" twice, or a measure adjective that names no length along the thing
    "Kira has a 30-yard long long rope. How many yards of rope does she have?",
    "Kira has a 6-foot tall fence. How many feet of fence does she have?",
    "Kira has a 10-foot wide, 30-foot long garden. How many feet of garden does she have?",
    "Kira has a 5-pound long bag of rice. How many pounds of rice does she have?",
    # an adjective of a measure or a size after the measure names no thing measured, even one
    # that is also a noun ("a high", "a light")
    "Ann has a 6-foot high wall. How many feet of wall does she have?",
    "Ann has a 5-pound light bag of rice. How many pounds of rice does she have?",
    "Ann has a 20-foot long wide rope. How many feet of rope does she have?",
    # a doing's noun is no doing of its own verb but after "take a" or "go for (on) a", one of
    # them, of a length or a time; nor is its measure of the other kind, nor the dummy "it"'s
    "Ann took 2 20-minute walks. How many minutes did she walk?",
    "Ann took a 20-minute walk and a 10-minute walk. How many minutes did she walk?",
    "Ann took a 20-minute trip. How many minutes did she trip?",
    "Ann takes a 3-mile walk. How many minutes does she walk?",
    "Ann took a 20-minute walk. Then she walked 2 miles. How many minutes did she walk?",
    "Ann took a 20-minute walk. How many walks did she take?",
    "It takes a 20-minute walk to get to school. How many minutes does it walk?",
    # half a dollar is a coin's worth, no size of the thing
    "Ann has 2 half-dollar coins. How many dollars does she have?",
    # a length told of a thing not measured along it: a height, a width, a diameter
    "Ann has a 6-foot fence. How many feet of fence does she have?",
    "Ann has a 12-inch pizza. How many inches of pizza does she have?",
    # a measure of a thing with no stuff told is its own size, never so much of a stuff
    "Ann has 3 12-ounce glasses. How many ounces of milk does she have?",
    "Ann has a 5-pound bag. How many pounds of rice does she have?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_measure_said_of_other_things_refuses(text: str) -> None:
    assert isinstance(solve(text), Refusal)
