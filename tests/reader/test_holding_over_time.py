"""A holding changed by a pace over time (reader/holding_over_time.py): one holder, one holding
told now, one or two paces per one period, the holding after some periods or the periods until
a holding asked. Our own words throughout."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof import Refusal
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.holding_over_time import Holder, HoldingOverTimeEntry, MeetingEntry, Pace
from wordproof.obligations.holding_over_time import prove_holding_over_time, prove_meeting
from wordproof.proofs.gateway import gateway

ANSWERED = [
    ("Rosa has $25 and saves $4 a week. How much will she have after 5 weeks?", 45, "dollars"),
    ("Rosa has $25. She saves $4 a week. How much money will she have in 5 weeks?", 45, "dollars"),
    ("Rosa has $25 and saves $4 a week. How many weeks until she has $57?", 8, "weeks"),
    ("Rosa has $25 and spends $4 a week. How many weeks until she has $5?", 5, "weeks"),
    ("A bush is 3 feet tall and grows 2 feet a year. How tall will it be after 4 years?", 11, "feet"),
    ("A bush is 3 feet tall and grows 2 feet a year. In how many years will the bush be 9 feet tall?", 3,
     "years"),
    ("Leo grows at a rate of 3 inches every year. If he is currently 40 inches tall, what will be his "
     "height after 2 years?", 46, "inches"),
    ("Rosa has $25. She earns $9 a day and spends $3 a day. How much will she have after 4 days?", 49,
     "dollars"),
    ("Rosa has $25. She earns $9 a day and spends $3 a day. How many days until she has $61?", 6, "days"),
    ("Leo has 12 shells. Every day, he finds 3 shells. After 5 days, how many shells will he have?", 27,
     "shells"),
    ("Leo is a baker. He bakes 2 pies a day. If he already has 9 pies, how many pies in total will he "
     "have after 3 days?", 15, "pies"),
    ("Leo has 30 plums and eats 4 plums a day. How many plums will he have left after 6 days?", 6, "plums"),
    ("A candle is 12 inches tall and melts 2 inches a day. How tall will it be after 3 days?", 6, "inches"),
    ("Leo has 20 plums. Each day, 3 plums rot. He picks 5 new plums every day. How many plums will he "
     "have in 4 days?", 28, "plums"),
    ("A vine has 30 leaves. 4 leaves fall every week. How many leaves will the vine have after 5 weeks?",
     10, "leaves"),
    # two holders: the periods until they hold the same
    ("Rosa has $20 and saves $7 a week. Leo has $44 and saves $3 a week. How many weeks until Rosa and "
     "Leo have the same amount of money?", 6, "weeks"),
    ("Rosa has 20 shells. She finds 7 shells a day. Leo has 44 shells. He loses 1 shell a day. In how "
     "many days will they have the same number of shells?", 3, "days"),
]

REFUSED = [
    # the periods until a holding passed between two periods: is the last one counted?
    "Rosa has $25 and saves $4 a week. How many weeks until she has $55?",
    # a holding told in the past: when did the saving begin?
    "Rosa had $25 and saves $4 a week. How much will she have after 5 weeks?",
    # a pace per another period than the one asked, or told every other week
    "Rosa has $25 and saves $4 a day. How much will she have after 5 weeks?",
    "Rosa has $25 and saves $4 every other week. How much will she have after 6 weeks?",
    # a second holder, or a pronoun of the other gender
    "Rosa has $25 and saves $4 a week. Ivo saves $2 a week. How much will she have after 5 weeks?",
    "Rosa has $25 and saves $4 a week. How much will he have after 5 weeks?",
    # a pace of other things than those held, or given to someone
    "Leo has 12 shells and finds 3 stones a day. How many shells will he have after 5 days?",
    "Leo has 12 shells and gives 3 shells a day to Sam. How many shells will he have after 5 days?",
    # a holding that would fall below nothing
    "Leo has 30 plums and eats 4 plums a day. How many plums will he have left after 9 days?",
    # a distractor number, a length in another unit
    "Leo has 12 shells and 4 stones. Every day, he finds 3 shells. After 5 days, how many shells will "
    "he have?",
    "A bush is 3 feet tall and grows 6 inches a year. How tall will it be after 4 years?",
    # two paces the same way, or a sum saved beside another pace
    "Leo has 12 shells. He finds 3 shells a day and buys 2 shells a day. How many days until he has 32 "
    "shells?",
    "Rosa has $25. She saves $4 a week and spends $2 a week. How much will she have after 5 weeks?",
    # things that end by themselves, told in the past or not named
    "Leo has 20 plums. 3 plums rotted every day. How many plums will he have after 4 days?",
    "Leo has 20 plums. 3 rot every day. How many plums will he have after 4 days?",
    # two holders that meet between two periods, never meet, or pace per other periods
    "Rosa has $20 and saves $7 a week. Leo has $44 and saves $2 a week. How many weeks until Rosa and "
    "Leo have the same amount of money?",
    "Rosa has $20 and saves $3 a week. Leo has $44 and saves $7 a week. How many weeks until Rosa and "
    "Leo have the same amount of money?",
    "Rosa has $20 and saves $7 a week. Leo has $44 and saves $3 a day. How many weeks until Rosa and "
    "Leo have the same amount of money?",
    # a pronoun two holders may be, a third holder
    "Rosa has $20. She saves $7 a week. Ana has $44. She saves $3 a week. How many weeks until they "
    "have the same amount of money?",
    "Rosa has $20 and saves $7 a week. Leo has $44 and saves $3 a week. Ana has $9. How many weeks "
    "until they have the same amount of money?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def _entry(elapsed: Quoted | None, reached: Quoted | None) -> HoldingOverTimeEntry:
    return HoldingOverTimeEntry("h1", Quoted(Fraction(25), "$25", (0, 3)),
                                (Pace(Quoted(Fraction(9), "$9", (4, 6)), True, "earns"),
                                 Pace(Quoted(Fraction(3), "$3", (7, 9)), False, "spends")),
                                "dollars", "day", elapsed, reached, "how much?")


def test_the_proof_pins_the_replayed_value_only() -> None:
    after = _entry(Quoted(Fraction(4), "4", (10, 11)), None)
    assert not isinstance(prove_holding_over_time(after, Fraction(49), gateway()), Refusal)
    wrong = prove_holding_over_time(after, Fraction(61), gateway())  # the sum spent left out
    assert isinstance(wrong, Refusal) and wrong.code.code == "inconsistent"
    until = _entry(None, Quoted(Fraction(61), "$61", (10, 13)))
    assert not isinstance(prove_holding_over_time(until, Fraction(6), gateway()), Refusal)
    assert isinstance(prove_holding_over_time(until, Fraction(4), gateway()), Refusal)


def test_the_meeting_proof_pins_the_replayed_value_only() -> None:
    rosa = Holder("Rosa", Quoted(Fraction(20), "$20", (0, 3)),
                  Pace(Quoted(Fraction(7), "$7", (4, 6)), True, "saves"))
    leo = Holder("Leo", Quoted(Fraction(44), "$44", (7, 10)),
                 Pace(Quoted(Fraction(3), "$3", (11, 13)), True, "saves"))
    entry = MeetingEntry("m1", (rosa, leo), "dollars", "week", "how many weeks?")
    assert not isinstance(prove_meeting(entry, Fraction(6), gateway()), Refusal)
    wrong = prove_meeting(entry, Fraction(8), gateway())  # the gap over the slower pace
    assert isinstance(wrong, Refusal) and wrong.code.code == "inconsistent"
