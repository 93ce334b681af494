"""The weight of two named together told by its noun ("The total weight of Ada and Ben is 80
pounds", "Their combined weight is 80 pounds"), read as "Ada and Ben weigh 80 pounds together"
(`frames._weight_of_two_named`). Every case is in our own words; an answer fails when the shape
is no longer read, a refusal when it is read without what would make it certain."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("The total weight of Ada and Ben is 80 pounds. Ada weighs 45 pounds. How much does Ben weigh?", 35,
     "pounds"),
    ("Ada and Ben are cousins. Their combined weight is 80 pounds. If Ben weighs 30 pounds, how much "
     "heavier is Ada than Ben?", 20, "pounds"),
    ("The combined weight of Ada and Ben is 80 kilograms. Ben weighs 30 kilograms. How many kilograms "
     "does Ada weigh?", 50, "kilograms"),
    # a height told so too: each one's height is a part of it
    ("Ada and Ben stood back to back. Their total height is 120 inches. Ada is 58 inches tall. How "
     "tall is Ben?", 62, "inches"),
    ("The combined height of Ada and Ben is 300 centimeters. Ben is 140 centimeters tall. How tall "
     "is Ada?", 160, "centimeters"),
]

REFUSED = [
    # a height in a unit of weight: no height
    "Ada and Ben are twins. Their total height is 120 pounds. Ada is 58 inches tall. How tall is Ben?",
    # three of them: the other two's heights are not told apart
    "Ada, Ben and Cy are cousins. Their total height is 150 inches. Ada is 50 inches tall. How "
    "tall is Ben?",
    # no word that adds them: each one's weight?
    "The weight of Ada and Ben is 80 pounds. Ada weighs 45 pounds. How much does Ben weigh?",
    # not a weight
    "The total weight of Ada and Ben is 80 inches. Ada weighs 45 pounds. How much does Ben weigh?",
    # "their" of three: which two?
    "Ada, Ben and Cal met. Their total weight is 80 pounds. Ada weighs 45 pounds. How much does Ben weigh?",
    # the heavier one is the other: the difference would be below zero
    "The total weight of Ada and Ben is 80 pounds. Ada weighs 30 pounds. How much heavier is Ada than Ben?",
    # "their" after things the two had: the things' weight?
    "Ada and Ben have two goats. Their total weight is 80 pounds. Ada weighs 45 pounds. How much does "
    "Ben weigh?",
    # one not among the two
    "The total weight of Ada and Ben is 80 pounds. Ada weighs 45 pounds. How much does Cal weigh?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
