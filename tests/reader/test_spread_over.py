"""What is done in each period of a whole done over so many periods (reader/spread_over.py): "Omar
had 96 bulbs to plant. It took him 8 days to plant them all. How many bulbs did he plant per day?"
(12). Our own words throughout; a refusal case fails when the shape is read without what makes it
certain (one doer, one doing, the whole all done in the periods told, a whole count each period)."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Omar had 96 bulbs to plant. It took him 8 days to plant them all. How many bulbs did he plant "
     "per day?", 12, "bulbs"),
    # the evenness said, the doer a noun
    ("A gardener had 96 bulbs to plant. She planted the same number of bulbs each day and it took her "
     "8 days to plant them all. How many bulbs did she plant per day?", 12, "bulbs"),
    # the whole a thing's, the doing told in an opening, "finish" its end
    ("Omar was reading his new novel. The novel had 96 pages and it took Omar 8 days to finish the "
     "novel. How many pages did he read per day?", 12, "pages"),
    # the periods told with the evenness
    ("Omar read a novel with 96 pages. If he read the same number of pages for 8 days, how many "
     "pages did he read every day?", 12, "pages"),
]

REFUSED = [
    # another doing asked
    "Omar had 96 bulbs to plant. It took him 8 days to plant them all. How many bulbs did he water "
    "per day?",
    # "her" is no one told
    "Omar had 96 bulbs to plant. It took her 8 days to plant them all. How many bulbs did she plant "
    "per day?",
    # not a whole count each day
    "Omar had 90 bulbs to plant. It took him 8 days to plant them all. How many bulbs did he plant "
    "per day?",
    # another thing finished
    "Omar was reading his new novel. The novel had 96 pages and it took Omar 8 days to finish the "
    "comic. How many pages did he read per day?",
    # only some of the whole done in the days told
    "Omar had 96 bulbs to plant. It took him 8 days to plant half of them. How many bulbs did he "
    "plant per day?",
    # two doers
    "Omar had 96 bulbs to plant. It took him and Rita 8 days to plant them all. How many bulbs did "
    "he plant per day?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
