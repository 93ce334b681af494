"""Multiplicative chains: a rate applied to a count the story states (ledger/chains.py)."""

import attrs
import pytest

from wordproof import Answer, solve

ANSWERED = [
    # a pace over the one stretch of the same verb
    ("Lena jogs 3 miles a day. She jogged for 5 days. How many miles did Lena jog?", 15),
    # a pace over the occasions a verb of occasions counts
    ("Jo played 7 matches. Jo scored 2 goals each match. How many goals did Jo score?", 14),
    # a pace for each one of the things the doer's own doings of another verb count
    ("Mary wins 3 stars for each puzzle she solves. She solved 6 puzzles. How many stars did she "
     "win?", 18),
    ("Mary gets 3 stars for each puzzle she solves. She solved 6 puzzles on Monday and 2 puzzles "
     "on Friday. How many stars did she get?", 24),
    ("Omar needs 4 nails for each shelf he builds. He built 5 shelves. How many nails did he "
     "need?", 20),
    # contents of what a purchase moved, the rate told before or after it
    ("Omar bought 4 crates. Each crate has 9 melons. How many melons did Omar buy?", 36),
    ("Each crate has 9 melons. Omar bought 4 crates. How many melons did Omar buy?", 36),
    # contents of what a sale or a gift moved
    ("Omar has 7 crates. Each crate has 9 melons. He sold 2 crates. How many melons did he sell?", 18),
    # contents of what someone holds at the end, the containers' count derived first
    ("Each crate has 9 melons. Omar has 7 crates. He gave away 2 crates. How many melons does "
     "Omar have?", 45),
    # a holder's contents hold for any count of the containers a question names
    ("Omar has 7 crates. Each crate has 9 melons. How many melons are in 3 crates?", 27),
    ("Omar has 7 crates. Each crate has 9 melons. How many melons are there altogether in the 7 "
     "crates?", 63),
    # "and each crate has …" is a clause of its own
    ("Omar bought 4 crates and each crate has 9 melons. How many melons did Omar buy?", 36),
    # what "a" thing has, asked of a count of them: any one of them has it
    ("A tricycle has 3 wheels. How many wheels do 7 tricycles have?", 21),
    # what "a bird" does, each of the birds of the owner asked does
    ("A bird eats 7 berries a day. Sam has 5 birds. How many berries do Sam's birds eat in 4 days?",
     140),
    ("Sam has 5 birds. A bird eats 7 berries a day. How many berries do Sam's birds eat in 4 days?",
     140),
    # the count of a pace's unit that an amount takes
    ("Ben types 40 words a minute. How many minutes will it take him to type 200 words?", 5),
    # the pace is per minute, the question asks hours: the whole minutes it takes, in hours
    ("Ben types 40 words a minute. How many hours will it take him to type 4800 words?", 2),
    ("It takes Uma 3 hours to knit a hat. How many minutes will it take Uma to knit 4 hats?", 720),
    # the time a verb takes for one, over a count the question names
    ("It takes 6 minutes to fold one crane. How many minutes will it take to fold 5 cranes?", 30),
    ("It takes Uma 3 hours to knit a hat. How many hours will it take Uma to knit 4 hats?", 12),
    # a portion is of whatever the containers hold
    ("Ivy has 5 jars of candy. Each jar has 8 pieces. How many pieces does Ivy have?", 40),
    # contents told with "per"
    ("Omar bought 4 crates. There are 9 melons per crate. How many melons did Omar buy?", 36),
    # contents beside the containers' count, in the ways English says it
    ("Omar has 4 crates with 9 melons each. How many melons does Omar have?", 36),
    ("Omar has 4 crates, each with 9 melons. How many melons does Omar have?", 36),
    ("Omar has 4 crates, each having 9 melons. How many melons does Omar have?", 36),
    ("Omar bought 4 crates with each crate having 9 melons. How many melons did Omar buy?", 36),
    ("Omar has 4 crates with 9 melons inside each crate. How many melons does Omar have?", 36),
    # the "with" phrase set apart by a comma
    ("Omar has 4 crates, with 9 melons in each crate. How many melons does Omar have?", 36),
    ("Omar has 4 crates, with each crate having 9 melons. How many melons does Omar have?", 36),
    # ", each containing 9", ", each filled / packed with 9": a participle after "each"
    ("Omar has 4 crates, each containing 9 melons. How many melons does Omar have?", 36),
    ("Omar saw 4 crates, each packed with 9 melons. How many melons did Omar see?", 36),
    # contents told with a verb of holding, before the containers are counted
    ("Every jar contains 3 pounds of honey. Mary has 6 jars. How many pounds of honey does Mary "
     "have?", 18),
    ("Each carton held 12 eggs. Dov bought 5 cartons. How many eggs did Dov buy?", 60),
    ("Each sack contains 4 pounds of rice. How many pounds of rice are in 9 sacks?", 36),
    # contents on a page, "on it"
    ("Lia has 5 sheets. Each sheet has 8 stamps on it. How many stamps does Lia have?", 40),
    # "N of M": M in each of the N
    ("There are 7 rows of 11 seats. How many seats are there?", 77),
    ("Gus bought 5 packs of 8 cards. How many cards did Gus buy?", 40),
    ("There are 4 trays of 9 buns each. How many buns are there?", 36),
    # "has 7 cards inside"
    ("Each jar has 7 mints inside. Ola bought 3 jars. How many mints did Ola buy?", 21),
    # "on the shelves": in the containers the contents are told of
    ("There are 9 trays. Each tray has 6 buns. How many buns are on the trays?", 54),
    # contents told beside each holder's own containers
    ("Ari has 5 jars with 4 figs in each jar. Ben has 3 jars with 9 figs in each jar. How many figs "
     "does Ben have?", 27),
    ("Ari has 5 jars with 4 figs in each jar. Ben has 3 jars with 9 figs in each jar. How many more "
     "figs does Ben have?", 7),
    # containers named by what they hold, with words of their own ("boxes of green pears")
    ("Ola bought 4 boxes of green pears and 2 boxes of red pears. Each box contained 6 pears. How "
     "many pears did Ola buy?", 36),
    ("Ola bought 4 boxes of green pears and 2 boxes of red pears. Each box contained 6 pears. How "
     "many green pears did Ola buy?", 24),
    ("Ola bought 4 boxes of green pears and 2 boxes of red pears. Each box contained 6 pears. How "
     "many more green pears than red pears did Ola buy?", 12),
    # containers of two kinds, each told its own size: each counted by its own
    ("Ari bought 5 packs of red balls and 3 packs of blue balls. Red balls come in packs of 4 and "
     "blue balls come in packs of 9. How many balls did Ari buy?", 47),
    ("Ari bought 5 packs of red balls and 3 packs of blue balls. Red balls come in packs of 4 and "
     "blue balls come in packs of 9. She gave 2 balls to Bo. How many balls does Ari have?", 45),
    # no holder asked: the one holder of the containers
    ("Each wagon has 4 wheels. There are 6 wagons. How many wheels are there?", 24),
    # containers named by what they hold, what any one holds told before they are counted
    ("Each tin has 12 buttons. Vic has 5 tins of buttons. How many buttons does Vic have?", 60),
    ("Every sheet holds 8 stamps. If Ida has 7 sheets of stamps, how many stamps does she have?", 56),
    # what each one has, told after two holders' containers, is what any of them has: the
    # containers passed between them were among those told
    ("Tia has 12 jars. Raj has 8 jars. Each jar has 5 beads. How many beads does Raj have?", 40),
    ("Tia has 12 jars. Raj has 8 jars. Each jar has 5 beads. Raj gives Tia 4 jars. How many beads "
     "does Tia have?", 80),
    ("Tia has 12 jars. Raj gives Tia half of his 8 jars. If each jar has 5 beads, how many beads does "
     "Tia have?", 80),
    # the parts of what a holder got are no part of the things lost or got
    ("Lu has 9 kites. She gives away 3. Each kite has 2 tails. How many tails does Lu have?", 12),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_chain_answered(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == value


@pytest.mark.parametrize("text", [
    # tins of buttons hold buttons: what a tin of beads holds says nothing of them
    "Each tin of beads has 12 beads. Vic has 5 tins of buttons. How many buttons does Vic have?",
    # tins of buttons beside loose ones: what any tin holds is not all she has
    "Each tin has 12 buttons. Vic has 5 tins of buttons and 3 buttons. How many buttons does Vic have?",
    # loose melons and crated melons bought together: not guessed at
    "Each crate has 9 melons. Omar bought 4 crates and 3 melons. How many melons did Omar buy?",
    # two stretches of the verb: which one is asked?
    "Lena jogs 3 miles a day. She jogged for 5 days and for 2 days. How many miles did Lena jog?",
    # "a farmer" is one person: what 3 farmers have is not told
    "A farmer has 9 goats. How many goats do 3 farmers have?",
    # "the tricycle" is one tricycle, and one that lost a wheel is no longer any tricycle
    "The tricycle has 3 wheels. How many wheels do 7 tricycles have?",
    "A tricycle has 3 wheels. It lost 1 wheel. How many wheels do 7 tricycles have?",
    # 210 words at 40 a minute is 5.25 minutes: "6"? never rounded
    "Ben types 40 words a minute. How many minutes will it take him to type 210 words?",
    # Uma's time is not Leo's
    "It takes Uma 3 hours to knit a hat. How many hours will it take Leo to knit 4 hats?",
    # watching games is no occasion of scoring
    "Jo scored 2 goals each match. Jo watched 7 matches. How many goals did Jo score?",
    # another event of the verb and kind besides the pace
    "Lena jogs 3 miles a day. She jogged for 5 days. She jogged 4 miles. How many miles did Lena "
    "jog?",
    # a change told of the contents themselves: are the 3 crates still full?
    "Omar has 7 crates. Each crate has 9 melons. He ate 2 melons. How many melons are in 3 crates?",
    # money is no contents
    "Omar bought 4 hats with $9 each. How much money does Omar have?",
    # "can hold" is room, not contents: the jars may not be full
    "Each jar can hold 3 pounds of honey. Mary has 6 jars. How many pounds of honey does Mary have?",
    # ", with 9 melons" beside the crates says not where the melons are
    "Omar has 4 crates, with 9 melons. How many melons does Omar have?",
    # ", each weighing 9 pounds" is a measure of every crate, not contents
    "Omar has 4 crates, each weighing 9 pounds. How many pounds of melons does Omar have?",
    # two holders of the containers: whose wheels?
    "Each wagon has 4 wheels. Ida has 6 wagons and Oz has 2 wagons. How many wheels are there?",
    # "N of M" with no noun counted by M, or beside a loose count: not read
    "Gus has 5 packs of 8. How many does Gus have?",
    "Gus has 5 packs of 8 cards and 3 cards. How many cards does Gus have?",
    # buns held elsewhere too: the trays' buns are not all the buns
    "There are 9 trays. Each tray has 6 buns. Rai has 4 buns. How many buns are on the trays?",
    # no box of yellow pears, and boxes that do not say their pears are green
    "Ola bought 4 boxes of green pears. Each box contained 6 pears. How many yellow pears did Ola "
    "buy?",
    "Ola bought 4 boxes of pears. Each box contained 6 pears. How many green pears did Ola buy?",
    # Ari's jars have no contents told: Ben's jars say nothing of them
    "Ari has 5 jars. Ben has 3 jars with 9 figs in each jar. How many figs does Ari have?",
    # the containers at the start are not asked with a final count
    "Each crate has 9 melons. Omar has 7 crates. He gave away 2 crates. How many melons did Omar "
    "have at first?",
    # jars got from outside after "each jar" was told of the jars held: as full?
    "Tia has 12 jars. Raj has 8 jars. Each jar has 5 beads. Tia finds 4 jars. How many beads does "
    "Tia have?",
    # people two holders have: their pens are their own
    "Ann has 3 sons. Bea has 2 sons. Each son has 6 pens. How many pens does Ann have?",
    # two holders' jars, and the world's beads asked: whose?
    "Tia has 12 jars. Raj has 8 jars. Each jar has 5 beads. How many beads are there?",
    # only red jars are told to hold beads
    "Tia has 12 jars. Raj has 8 jars. Each red jar has 5 beads. How many beads does Tia have?",
])
def test_chain_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)


def test_a_holder_named_with_a_stands_for_any_one_of_its_kind() -> None:
    from wordproof.pipeline import _ledger
    from wordproof.reader.state import read
    from wordproof.text.tokens import tokenize

    text = "A spider has 8 legs. How many legs do 5 spiders have?"
    tokens = tokenize(text)
    assert isinstance(tokens, tuple)
    ledger = _ledger(read(text, tokens).hypotheses[0], text)
    assert [e.indefinite for e in ledger.entities] == [True]
    answered = solve(text)
    assert isinstance(answered, Answer) and answered.value == 40
    assert not isinstance(solve(text.replace("A spider", "The spider")), Answer)  # that one spider


def test_what_a_container_named_with_a_holds_any_one_holds() -> None:
    # "There are 6 beads on a string" beside strings counted: any string has 6
    answered = solve("There are 6 beads on a string. Oma has 9 strings of beads. "
                     "How many beads does Oma have?")
    assert isinstance(answered, Answer) and answered.value == 54
    answered = solve("There are 12 melons in a crate. If Sam has 5 crates, how many melons does Sam have?")
    assert isinstance(answered, Answer) and answered.value == 60
    # "the string": that one string, whose beads say nothing of Oma's
    assert not isinstance(solve("There are 6 beads on the string. Oma has 9 strings of beads. "
                                "How many beads does Oma have?"), Answer)
    # beads of Oma's own told too: in the strings, or beside them?
    assert not isinstance(solve("There are 6 beads on a string. Oma has 9 strings of beads and 4 beads. "
                                "How many beads does Oma have?"), Answer)


def test_containers_two_rates_tell_of_are_not_counted_twice() -> None:
    """ "Each pack has 9 balls" beside "red balls come in packs of 4": the red packs are told of
    twice, and no pack is counted by both rates."""
    from wordproof.ledger.entries import Kind, Op
    from wordproof.ledger.replay import System, replay
    from wordproof.pipeline import _ledger
    from wordproof.reader.state import read
    from wordproof.text.tokens import tokenize

    text = ("Ari bought 5 packs of red balls and 3 packs of blue balls. Red balls come in packs of 4 "
            "and blue balls come in packs of 9. How many balls did Ari buy?")
    tokens = tokenize(text)
    assert isinstance(tokens, tuple)
    ledger = _ledger(read(text, tokens).hypotheses[0], text)
    assert isinstance(replay(ledger, text), System)
    rates = [e for e in ledger.entries if e.op is Op.RATE]
    assert len(rates) == 2
    every_pack = attrs.evolve(rates[1], per=Kind("pack"))
    widened = attrs.evolve(ledger, entries=tuple(every_pack if e is rates[1] else e for e in ledger.entries))
    assert not isinstance(replay(widened, text), System)
