"""Things counted in containers of a stuff ("crates of furniture", "sheets of paperwork": a noun
with no plural of its own) are of that stuff, and things named by a category of what the
containers are of ("coins" in stacks of nickels) are those things, so a rate of them in each
container is read; in containers of other things ("boxes of crayons") they are not, whether one
kind of container is told or two. Each case is in our own words."""



from tests.outcomes import shape_tests

ANSWERED = [
    ("Ray had 4 crates of furniture. Each crate had 3 stools. How many stools did he have?", 12, "stools"),
    ("Ray had 4 crates of old furniture and 2 crates of new furniture. Each crate had 3 stools. How many "
     "stools did he have?", 18, "stools"),
    ("Gus had 6 sheets of paperwork. Each sheet had 5 forms on it. How many forms did he have?", 30, "forms"),
    # the things held named by their category: nickels and pennies are coins
    ("Eli had 4 stacks of nickels and 2 stacks of pennies. Each stack had 10 coins. How many coins did Eli "
     "have?", 60, "coins"),
    # containers of a colour: of things of that colour, whatever they are
    ("Ivy got 2 tubes of green and 3 tubes of white. Each tube had 7 chalks. How many chalks did Ivy get?",
     35, "chalks"),
]

REFUSED = [
    # a container of things holds those things: stools in boxes of cups?
    "Ray had 4 boxes of cups. Each box had 3 stools. How many stools did he have?",
    "Ray had 4 boxes of cups and 2 boxes of bowls. Each box had 3 stools. How many stools did he have?",
    # buttons are no coins: the stacks of buttons hold none
    "Eli had 4 stacks of nickels and 2 stacks of buttons. Each stack had 10 coins. How many coins did Eli "
    "have?",
    # nuts are no marbles, whatever the other bags hold
    "Ivy got 2 bags of green and 3 bags of nuts. Each bag had 9 marbles. How many marbles did Ivy get?",
    # a measure is no thing of the stuff counted
    "Ray had 4 crates of furniture. Each crate had 30 pounds. How many pounds did he have?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
