"""A thing told as the holder of a count ("A book has 200 pages"), asked as the whole of a paced
doing ("How many days will it take her to read the book?"): the count it holds, when the story
tells nothing else but the one pace of that count. Each case is in our own words; an answered
case fails when the shape is refused again, a refused case when another thing, a change, a
second pace or a pace of another count is read as if it were not there."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("A novel has 240 pages. Ivo reads 30 pages a day. How many days will it take Ivo to read the "
     "novel?", 8, "days"),
    ("A novel has 240 pages. Ivo reads 30 pages a day. How many days will it take him to finish the "
     "novel?", 8, "days"),
    ("A fence has 90 boards. Ada paints 15 boards an hour. How many hours will it take Ada to paint "
     "the fence?", 6, "hours"),
]

REFUSED = [
    # pages read already: the rest, or all of it?
    "A novel has 240 pages. Ivo reads 30 pages a day. He has read 60 pages. How many days will it take "
    "him to finish the novel?",
    # another thing told with its own count
    "A novel has 240 pages. A comic has 40 pages. Ivo reads 30 pages a day. How many days will it take "
    "him to read the novel?",
    # two paces: whose?
    "A novel has 240 pages. Ivo reads 30 pages a day and Lea reads 20 pages a day. How many days will "
    "it take Ivo to read the novel?",
    # a pace of another count
    "A novel has 240 pages. Ivo reads 3 chapters a day. How many days will it take him to read the "
    "novel?",
    # the thing asked is not the thing told
    "A crate has 240 pages. Ivo reads 30 pages a day. How many days will it take him to read the novel?",
    # another doing than the one paced ("lays bricks", asked "build the wall")
    "A wall has 90 bricks. Ada lays 15 bricks an hour. How many hours will it take Ada to build the wall?",
    # part of it
    "A novel has 240 pages. Ivo reads 30 pages a day. How many days will it take him to read half the "
    "novel?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
