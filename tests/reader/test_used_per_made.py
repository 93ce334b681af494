"""What a doer uses up for each one of a kind made ("uses 2 oranges per glass", "needed 3 eggs
for each cake"): a pace counted by the doer's own makings of that kind, by any verb of making.
What making any one takes, told with no doer ("Each pie takes 5 apples", "It takes 3 eggs to
make a cake"): the one maker's pies made took 5 apples each. Each case is in our own words;
an answer case fails when the requirement is no longer read, a refusal case when it is read
past what the story tells."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("He used 2 oranges per glass of juice. He made 6 glasses of juice. How many oranges did he "
     "use?", 12),
    ("Ana uses 3 eggs for each cake. She baked 4 cakes. How many eggs did she use?", 12),
    ("Ana needs 3 eggs for every cake. She baked 4 cakes. How many eggs did she need?", 12),
    ("Tim uses 10 beads to make each necklace. He made 30 necklaces. How many beads did he use?", 300),
    # two makings of the kind, both counted
    ("Tom used 2 oranges per glass. He made 6 glasses. Then he made 4 more glasses. How many "
     "oranges did he use?", 20),
    ("Each pie takes 5 apples. Tom made 6 pies. How many apples did he use?", 30),
    ("It takes 3 eggs to make a cake. Ana baked 4 cakes. How many eggs did she use?", 12),
    ("Each glass needs 2 lemons. Ana made 6 glasses. How many lemons did she need?", 12),
    ("Each pie took 5 apples. Tom made 6 pies. How many apples were used?", 30),
    ("It takes 2 oranges to make a glass of juice. Tom made 6 glasses of juice. How many oranges "
     "did he use?", 12),
    ("It takes 2 oranges to make each glass. Tom made 6 glasses. How many oranges did he use?", 12),
    # the makings told before the requirement
    ("Tom made 6 pies. Each pie takes 5 apples. How many apples did he use?", 30),
    # a plan to make them: what it needs
    ("Each pie takes 5 apples. Tom wants to make 6 pies. How many apples does he need?", 30),
    ("Tom wants to bake 6 pies. Each pie needs 5 apples. How many apples does he need?", 30),
    # what a whole named in the question can make, by anyone: the full parts (rounded down)
    ("Each glass needs 2 lemons. How many glasses can be made with 18 lemons?", 9),
    ("It takes 4 feet of cotton to make a shirt. How many shirts can be made with 61 feet of "
     "cotton?", 15),
    # the rest used to make things, each taking as much as told after it
    ("Ann had 51 apples. She gave 41 apples to Tom. She used the rest to make pies. Each pie takes "
     "5 apples. How many pies did she make?", 2),
    ("Ann had 53 apples. She gave 41 apples to Tom and decided to use the rest to make pies. Each "
     "pie takes 5 apples. How many pies could she make?", 2),
]

REFUSED = [
    # not a making: selling, or a purpose that is no making
    "Tim uses 10 beads to make each necklace. He sold 30 necklaces. How many beads did he use?",
    "Tim uses 10 beads to sell each necklace. He made 30 necklaces. How many beads did he use?",
    # not a making: drinking glasses uses no oranges told
    "Tom used 2 oranges per glass. He drank 6 glasses. How many oranges did he use?",
    # glasses made and glasses sold: the doings over glasses are not all makings
    "Tom used 2 oranges per glass. He made 6 glasses and sold 2 glasses. How many oranges did he "
    "use?",
    # the requirement and the making told on different days: the same recipe?
    "Tom used 2 oranges per glass on Monday. He made 6 glasses on Friday. How many oranges did he "
    "use?",
    # another maker's glasses, or another asker
    "Tom used 2 oranges per glass. Ana made 6 glasses. How many oranges did Tom use?",
    "Tom used 2 oranges per glass. He made 6 glasses. How many oranges did Ana use?",
    # the kind made is not the kind the requirement is per
    "Tom used 2 oranges per glass of juice. He made 6 glasses of tea. How many oranges did he use?",
    "Tom used 2 oranges per glass. He made 6 cups. How many oranges did he use?",
    # something else made beside them, its oranges untold
    "Tom used 2 oranges per glass. He made 6 glasses and 2 pies. How many oranges did he use?",
    # two requirements for one kind made
    "Tom used 2 oranges per glass. He used 3 oranges per glass. He made 6 glasses. How many "
    "oranges did he use?",
    # per a measure, a time or a person: no making counts them
    "Tom uses 5 liters of fuel per mile. He made 6 miles. How many liters of fuel did he use?",
    "Tom uses 2 cups of flour per day. He baked 6 cakes. How many cups of flour did he use?",
    "Tom used 2 pens per student. He made 6 students. How many pens did he use?",
    # with no doer: a room, a time, a sort of the thing, another thing made, another kind
    # asked, apples told otherwise, two makers, two requirements, another time, a pie eaten
    "Each box holds 6 pens. Tom made 6 boxes. How many pens did he use?",
    "Each pie can take 5 apples. Tom made 6 pies. How many apples did he use?",
    "Each pie takes 40 minutes. Tom made 6 pies. How many minutes did he use?",
    "Each large pie takes 5 apples. Tom made 6 pies. How many apples did he use?",
    "Each pie takes 5 apples. Tom made 6 apple pies. How many apples did he use?",
    "Each pie takes 5 apples. Tom made 6 pies and 2 cakes. How many apples did he use?",
    "Each pie takes 5 apples. Tom made 6 pies. How many apples did he buy?",
    "Each pie takes 5 apples. Tom made 6 pies. How many apples does he have?",
    "Each pie takes 5 apples. Tom had 40 apples. He made 6 pies. How many apples did he use?",
    "Each pie takes 5 apples. Ana made 6 pies. Tom made 2 pies. How many apples did Ana use?",
    "Each pie takes 5 apples. Each pie takes 4 apples. Tom made 6 pies. How many apples did he use?",
    "Each pie takes 5 apples. Each tart takes 2 apples. Tom made 6 pies. How many apples did he "
    "use?",
    "Each pie takes 5 apples. Tom made 6 pies yesterday. How many apples did he use?",
    "Each pie takes 5 apples. Tom made 6 pies. He ate 2 pies. How many apples did he use?",
    "Each pie takes 5 apples. Tom bought 6 pies. How many apples did he use?",
    "Tom made 6 pies. He ate 2 pies. Each pie takes 5 apples. How many apples did he use?",
    "It takes 2 oranges to make a glass of juice. Tom made 6 glasses. How many oranges did he use?",
    # a plan: not yet used; not a making; some made already; another's need
    "Each pie takes 5 apples. Tom wants to make 6 pies. How many apples did he use?",
    "Each pie takes 5 apples. Tom wants to sell 6 pies. How many apples does he need?",
    "Each pie takes 5 apples. Tom wants to make 6 pies. He made 2 pies. How many apples does he "
    "need?",
    "Each pie takes 5 apples. Tom wants to make 6 pies. How many apples does Ana need?",
    # the whole named is of another stuff, or held beside another's; made, not can be made
    "It takes 4 feet of cotton to make a shirt. How many shirts can be made with 60 feet of wool?",
    "Each glass needs 2 lemons. Tom has 10 lemons. How many glasses can be made with 18 lemons?",
    "Each glass needs 2 lemons. How many glasses were made with 19 lemons?",
    # the rest used: not whole pies asked without "could"; another's making; another thing's
    # size; what she has after it; a doing that is no making
    "Ann had 53 apples. She gave 41 apples to Tom. She used the rest to make pies. Each pie takes "
    "5 apples. How many pies did she make?",
    "Ann had 51 apples. She gave 41 apples to Tom. She used the rest to make pies. Each pie takes "
    "5 apples. How many pies did Tom make?",
    "Ann had 51 apples. She gave 41 apples to Tom. She used the rest to make pies. Each cake takes "
    "5 apples. How many pies did she make?",
    "Ann had 51 apples. She gave 41 apples to Tom. She used the rest to make pies. Each pie takes "
    "5 apples. How many apples does Ann have?",
    "Ann had 51 apples. She gave 41 apples to Tom. She used the rest to sell pies. Each pie takes "
    "5 apples. How many pies did she sell?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_used_per_made_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_used_per_made_refused(text: str) -> None:
    assert_refuses(text)
