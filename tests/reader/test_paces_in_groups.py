"""A pace scaled to an amount asked in like groups, to things sized by another sentence, or to
days of a told stretch of the doing (reader/pace_scaled.py); a pace told "every" so many of a
unit met with a time that holds no whole number of its stretches (ledger/chains.whole_batches).
Our own words throughout."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof import Refusal
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.pace_scaled import Asked, PaceScaledEntry, replay_pace_scaled
from wordproof.obligations.pace_scaled import prove_pace_scaled
from wordproof.proofs.gateway import gateway

ANSWERED = [
    # an amount asked in like groups
    ("Mia reads 30 pages a day. How long will it take her to read 4 books that are 150 pages each?", 20,
     "days"),
    ("Mia reads 30 pages a day. How many days will it take her to read 4 books of 150 pages each?", 20,
     "days"),
    ("Mia reads 30 pages a day. How long will it take her to read 4 150-page books?", 20, "days"),
    ("Mia reads 30 pages a day. How long will it take her to read a 150-page book?", 5, "days"),
    ("Mia reads 30 pages a day. How many days will it take her to read a book with 300 pages?", 10, "days"),
    ("Omar types 40 words per minute. How many minutes will it take him to type an essay of 800 words?", 20,
     "minutes"),
    ("Omar types 40 words per minute. How long will it take him to type 3 letters that have 200 words each?",
     15, "minutes"),
    # another sentence sizing each thing told or asked
    ("Ana drinks 4 glasses of juice a day. Each glass is 8 ounces. How many ounces of juice does she drink "
     "in 2 weeks?", 448, "ounces"),
    ("Omar types 40 words a minute. Each page has 400 words. How long will it take him to type 6 pages?", 60,
     "minutes"),
    ("Omar types 40 words a minute. A page is 400 words. How many pages does he type in 2 hours?", 12,
     "pages"),
    ("Leo takes 3 naps a week. Each nap is 2 hours long. How many hours of naps does he take in 10 weeks?",
     60, "hours"),
    # a stretch of the doing each day told: days asked
    ("Ana reads 40 pages an hour. She reads for 2 hours a day. How many days will it take her to read 400 "
     "pages?", 5, "days"),
    ("A factory makes 50 toys an hour. If it works 8 hours a day, how many toys does it make in 6 days?",
     2400, "toys"),
    # one thing told by its size; finishing a doing; the taker the subject; a rate said last; a
    # stretch said first; one word of the one group's kind
    ("Ana can read a 200-page book in 8 hours. How long would it take her to finish reading a 250-page book "
     "at this constant rate?", 10, "hours"),
    ("Omar can type 40 words in a minute. How many hours will he take to finish typing a research paper "
     "with 4800 words?", 2, "hours"),
    ("Omar can type 40 words in a minute. How many hours will he take to type 2 papers with 2400 words "
     "each?", 2, "hours"),
    ("Nadia knits 6 rows in 4 minutes. In 2 hours, how many rows will she knit?", 180, "rows"),
    ("Nadia knits 6 rows in 4 minutes. How many rows will she knit in 2 hours at this rate?", 180, "rows"),
    ("Leo takes 3 naps a week. Each nap is 2 hours long. In 70 days how many hours of naps does he take?",
     60, "hours"),
    ("Omar types 40 words a minute. A page is 400 words. How long would it take him to type out 6 pages?", 60,
     "minutes"),
    # the unit of a time asked said apart; the taker after "for"; a doer placed by another noun
    ("Omar eats 3 plums in 20 minutes. How long, in hours, would it take for him to eat 27 plums?", 3,
     "hours"),
    ("Omar eats 3 plums in 20 minutes. How long would it take for him to eat 27 plums?", 180, "minutes"),
    ("A fan on the old ceiling makes 6 turns every 30 seconds. How many turns does it make in 2 hours?", 1440,
     "turns"),
    ("A pump in the basement moves 30 gallons an hour. How many gallons does it move in 3 hours?", 90,
     "gallons"),
    # a doing told with no count, once every stretch, asked in times
    ("A ferry leaves every 30 minutes. How many times does it leave in 3 hours?", 6, "times"),
    ("Omar checks his mail every 20 minutes. How many times does he check his mail in 2 hours?", 6, "times"),
    ("Omar waters the plants every 3 days. How many times does he water the plants in 30 days?", 10, "times"),
    ("Omar stretches every day. How many times does he stretch in 2 weeks?", 14, "times"),
    # batches over whole stretches agree with the steady pace
    ("Ana reads 4 pages every 10 minutes. She reads 30 minutes a day. How many pages does she read in 3 "
     "days?", 36, "pages"),
    ("Ana reads 4 pages every 10 minutes. She reads for 30 minutes. How many pages does she read?", 12,
     "pages"),
    ("Leo earns $10 every 2 hours. He works 6 hours. How much does he earn?", 30, "dollars"),
]

REFUSED = [
    # groups of no "each", the things of each not those told, a noun of the wrong number
    "Mia reads 30 pages a day. How long will it take her to read 4 books of 150 pages?",
    "Mia reads 30 pages a day. How long will it take her to read 4 books that are 150 pages long?",
    "Mia reads 30 pages a day. How long will it take her to read 4 books that are 150 words each?",
    "Mia reads 30 pages a day. How many days will it take her to read 2 books with 300 pages?",
    "Mia reads 30 pages a day. How many days will it take her to read a book with 300 pages each?",
    # days in parts at a daily pace: the last day begun, or part of it?
    "Mia reads 30 pages a day. How many days will it take her to read a book of 310 pages?",
    # a size of other things; a size never used
    "Leo eats 3 apples a day. Each pear has 20 seeds. How many seeds does he eat in 3 days?",
    "Ana drinks 4 glasses of juice a day. Each glass holds 8 ounces. How many glasses does she drink in 2 "
    "weeks?",
    # "out" of a doing other than putting words down
    "Omar eats 3 plums in 20 minutes. How long would it take him to eat out 27 plums?",
    # a length of each thing of a doing that covers no length: its size
    "Omar drinks 2 cups a day. Each cup is 4 inches. How many inches does he drink in 3 days?",
    # half a page typed: a count in parts
    "Omar types 40 words a minute. A page is 400 words. How many pages does he type in 5 minutes?",
    # a stretch of the doing of another person; hours asked beside the hours a day
    "Ana reads 40 pages an hour. He reads 2 hours a day. How many pages does she read in 5 days?",
    "Ana reads 40 pages an hour. She reads 2 hours a day. How many pages does she read in 5 hours?",
    # another taker; finishing another doing; two words of kind before groups counted; a stretch said
    # first and last; a book said by its size read every 8 days, asked of 2 1/2 stretches
    "Omar can type 40 words in a minute. How many hours will she take to type 4800 words?",
    "Omar can type 40 words in a minute. How many hours will he take to finish writing 4800 words?",
    "Omar can type 40 words in a minute. How many hours will he take to type 2 long papers with 2400 words "
    "each?",
    "Nadia knits 6 rows in 4 minutes. In 2 hours, how many rows will she knit in 3 hours?",
    "Ana reads a 200-page book every 8 days. How many pages does she read in 20 days?",
    # once every stretch: another owner's mail, another thing done, a stretch of no whole number of
    # them (begun or not?), another unit of the calendar
    "Omar checks her mail every 20 minutes. How many times does he check her mail in 2 hours?",
    "Omar checks the mail every 20 minutes. How many times does he check the box in 2 hours?",
    "A ferry leaves every 30 minutes. How many times does it leave in 100 minutes?",
    "Omar waters the plants every 3 days. How many times does he water the plants in 4 weeks?",
    "Omar stretches every day. How many times does he stretch in 3 months?",
    # a person placed by another noun is never "it"; a placed doer's noun said again (which of its
    # words?); the taker after "for" another
    "The girl in the red hat reads 30 pages a day. How many pages will it read in 2 weeks?",
    "The boy on the bus reads 30 pages a day. How many pages will he read in 2 weeks?",
    "A fan on the old ceiling makes 6 turns every 30 seconds. How many turns does the fan make in 2 hours?",
    "Omar eats 3 plums in 20 minutes. How long would it take for her to eat 27 plums?",
    # batches every 10 minutes over 35 minutes: 3 batches done, or the pace over 3 1/2?
    "Ana reads 4 pages every 10 minutes. She reads 35 minutes a day. How many pages does she read in 3 days?",
    "Ana makes 4 pages every 10 minutes. She works 35 minutes a day. How many pages does she make in 3 days?",
    "Ana reads 4 pages every 10 minutes. She reads for 35 minutes. How many pages does she read?",
    "Ana reads 4 pages every 10 minutes. If she reads for 35 minutes, how many pages does she read?",
    "Leo earns $10 every 2 hours. He works 5 hours. How much does he earn?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def test_groups_are_multiplied_in_the_replay_and_the_proof() -> None:
    entry = PaceScaledEntry("p1", Quoted(Fraction(30), "30", (0, 2)), Quoted(Fraction(1), "a", (3, 4)),
                            "days", "pages", Asked.TIME, Quoted(Fraction(150), "150", (5, 8)), "days",
                            "pages", Fraction(1), Fraction(1), "how long?",
                            groups=Quoted(Fraction(4), "4", (9, 10)), group_noun="books")
    assert entry.value() == 20
    assert [s.name for s in replay_pace_scaled(entry)] == ["pace", "amount_asked", "time_taken"]
    assert not isinstance(prove_pace_scaled(entry, Fraction(20), gateway()), Refusal)
    wrong = prove_pace_scaled(entry, Fraction(5), gateway())  # one book only
    assert isinstance(wrong, Refusal) and wrong.code.code == "inconsistent"
