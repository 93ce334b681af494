"""A price told in things rather than money, and how many of what it buys the whole pays for:
"Tom has 20 tokens. It costs 4 tokens per game. How many games can he buy?" (5). The price is
told as `each <group> costs N <things>`, `costs N <things> per <group>` or `costs N <things> for
each <group>`; the question asks what *can* be bought (or "how many times could you <verb>" of
a price per that verb's noun), never what was bought. Each case is in our own words."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Tom has 20 tokens. It costs 4 tokens per game. How many games can he buy?", 5, "games"),
    ("Mia saved 36 stamps. If each sticker costs 4 stamps, how many stickers could she buy?", 9,
     "stickers"),
    ("Leo had 42 shells. If it costs 6 shells for each bead at the stall, how many could he buy?", 7,
     "beads"),
    ("The water slide at the park costs 3 tickets per ride. If you had 15 tickets, how many times "
     "could you ride it?", 5, "times"),
    ("Each ride costs 4 tickets. Ana has 28 tickets. How many rides can she take?", 7, "rides"),
]

REFUSED = [
    # what was bought: all the tokens spent, or some kept?
    "Tom has 20 tokens. It costs 4 tokens per game. How many games did he buy?",
    # some over: how many then is a rounding the text does not say
    "Tom has 22 tokens. It costs 4 tokens per game. How many games can he buy?",
    # the price is in other things than the ones held
    "Tom has 20 tokens. It costs 4 coins per game. How many games can he buy?",
    "Tom has 20 red tokens. It costs 4 blue tokens for each game. How many games can he buy?",
    # the price is of one game for one person
    "Tom has 20 tokens. It costs 4 tokens per game per person. How many games can he buy?",
    # the question asks another's buying, or more
    "Tom has 20 tokens. It costs 4 tokens per game. How many games can Ann buy?",
    "Tom has 20 tokens. It costs 4 tokens per game. How many more games can he buy?",
    # how many tokens he had before the ones he won is untold
    "Tom had tokens. He won 20 tokens. It costs 4 tokens for each game. How many games can he buy?",
    # the price is per person, the times asked of the ride
    "The ride costs 5 tickets per person. If you had 10 tickets, how many times could you ride it?",
    # what was done, not what could be
    "The ride costs 5 tickets per ride. If you had 10 tickets, how many times did you ride it?",
    # a question of other things than the ones priced
    "Tom has 20 tokens. Each game costs 4 tokens. How many prizes can he buy?",
    # a price once, not now
    "Ana has 30 tokens. It used to cost 5 tokens for each game. How many games can she buy?",
    # the tokens are the pair's, "he" one of them
    "Tom and Ann have 20 tokens. Each game costs 4 tokens. How many games can he buy?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
