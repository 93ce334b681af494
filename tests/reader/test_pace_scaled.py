"""A pace told as an amount done in a stretch of time, scaled to another stretch, another amount,
or asked as a speed (reader/pace_scaled.py). Our own words throughout."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof import Refusal
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.pace_scaled import Asked, PaceScaledEntry
from wordproof.obligations.pace_scaled import prove_pace_scaled
from wordproof.proofs.gateway import gateway

ANSWERED = [
    ("Nadia is knitting 6 rows in 4 minutes. How many rows will she knit in 2 hours?", 180, "rows"),
    ("A snail crawls 2 feet in 3 minutes. How far does it go in 1 hour?", 40, "feet"),
    ("Omar is cycling 9 miles in 30 minutes. How far will he travel in 2 hours?", 36, "miles"),
    ("A printer prints 45 labels every 3 minutes. How many minutes does it take this printer to print "
     "270 labels?", 18, "minutes"),
    ("Lena can sort 5 letters of the mail in 2 minutes. How many hours will it take her to sort 600 "
     "letters?", 4, "hours"),
    ("A bus goes 150 kilometers in 3 hours. At this rate, how many additional hours would it take to go "
     "an additional 100 kilometers?", 2, "hours"),
    ("Omar swims 600 meters in 20 minutes. What is his speed in kilometers per hour?", Fraction(9, 5),
     "kilometers per hour"),
    ("A tank leaks 2 gallons of oil a day. How many quarts does it leak in a week?", 56, "quarts"),
    ("A tap fills 3 gallons in 2 minutes. How long will it take it to fill 12 quarts?", 2, "minutes"),
    # a noun of two words, an owner before it
    ("The ferry service carries 800 cars each day. How many cars does the ferry service carry for 2 "
     "weeks?", 11200, "cars"),
    ("The town's ferry carries 800 cars each day. How many cars does the ferry carry in 3 weeks?", 16800,
     "cars"),
    ("Lena's parrot eats 6 seeds every 2 hours. How many seeds will it eat in 10 hours?", 30, "seeds"),
]

REFUSED = [
    # another doer, a pronoun of the other gender, more than one doer
    "Nadia is knitting 6 rows in 4 minutes. How many rows will Omar knit in 2 hours?",
    "Nadia is knitting 6 rows in 4 minutes. How long will it take him to knit 30 rows?",
    "Two girls knit 6 rows in 4 minutes. How many rows will they knit in 2 hours?",
    # a pace told in the past, a negated one, another verb, other things
    "Nadia knitted 6 rows in 4 minutes. How many rows will she knit in 2 hours?",
    "Nadia can't knit 6 rows in 4 minutes. How many rows can she knit in 2 hours?",
    "Nadia knits 6 rows in 4 minutes. How many rows will she sew in 2 hours?",
    "Nadia knits 6 rows in 4 minutes. How many scarves will she knit in 2 hours?",
    # more asked, a condition after the stretch
    "Nadia knits 6 rows in 4 minutes. How many more rows will she knit in 2 hours?",
    "Nadia knits 6 rows in 4 minutes. How many rows will she knit in 2 hours if she rests?",
    # paid work a day says nothing of the days worked in a week: every day, or the workdays?
    "Nadia tutors 3 pupils a day. How many pupils will she tutor in 2 weeks?",
    # a pace by the hour says nothing of the hours in a day
    "Nadia knits 6 rows in 4 hours. How many rows will she knit in 3 days?",
    # batches "every" stretch, asked between two; rows done in parts; days asked in parts
    "A printer prints 45 labels every 3 minutes. How many labels does it print in 10 minutes?",
    "Nadia knits 6 rows in 4 minutes. How many rows will she knit in 5 minutes?",
    "Nadia knits 20 rows a day. How many weeks will it take her to knit 300 rows?",
    # a speed of things that are not a length; of another doer
    "Nadia knits 30 rows in 30 minutes. What is her speed in rows per hour?",
    "Omar swims 600 meters in 20 minutes. What is Nadia's speed in meters per hour?",
    # the owner, or another owner's, for the thing owned
    "Lena's parrot eats 6 seeds every 2 hours. How many seeds will Lena eat in 10 hours?",
    "Lena's parrot eats 6 seeds every 2 hours. How many seeds will Omar's parrot eat in 10 hours?",
    "The ferry service carries 800 cars each day. How many cars does the bus service carry for 2 weeks?",
    # a state is no pace; things counted asked of a part of the stretch told (one, none or both?)
    "The barrel holds 5 gallons a day. How many gallons does the barrel hold in 4 days?",
    "The parcel weighs 3 pounds every hour. How many pounds does it weigh in 2 hours?",
    "Nadia knits 2 rows an hour. How many rows will she knit in 30 minutes?",
    # a time that comes out in parts: never rounded
    "A tap fills 3 gallons in 2 minutes. How long will it take it to fill 10 quarts?",
    "Nadia knits 6 rows in 4 minutes. How many minutes will it take her to knit 10 rows?",
    # an amount asked in a unit of another measure
    "A tank leaks 2 gallons of oil a day. How many pounds does it leak in a week?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def test_the_proof_pins_the_replayed_value_only() -> None:
    entry = PaceScaledEntry("p1", Quoted(Fraction(6), "6", (0, 1)), Quoted(Fraction(4), "4", (2, 3)),
                            "minutes", "rows", Asked.AMOUNT, Quoted(Fraction(2), "2", (4, 5)), "hours",
                            "rows", Fraction(60), Fraction(1), "how many rows?")
    assert entry.value() == 180
    assert not isinstance(prove_pace_scaled(entry, Fraction(180), gateway()), Refusal)
    wrong = prove_pace_scaled(entry, Fraction(3), gateway())  # the stretch left in hours
    assert isinstance(wrong, Refusal) and wrong.code.code == "inconsistent"
