"""What each thing weighs ("Each bag weighs 3 pounds") is what "Each bag is 3 pounds" says: a
rate of the thing's own weight per thing, which a count of the things multiplies ("How much do
6 bags weigh?"); never the weight of what the things hold."""



from tests.outcomes import shape_tests

ANSWERED = [
    ("Each bag weighs 3 pounds. How much do 6 bags weigh?", 18, "pounds"),
    ("Each bag weighs 3 pounds. How many pounds do 6 bags weigh in all?", 18, "pounds"),
    ("Each box weighs 2 kilograms. How many kilograms do 7 boxes weigh?", 14, "kilograms"),
    ("Each cat weighs 4 kilograms. How many kilograms are in 3 cats?", 12, "kilograms"),
    ("Each bag is 3 pounds. How much do 6 bags weigh?", 18, "pounds"),
    ("Ann has 6 bags. Each bag weighs 3 pounds. How many pounds does she have?", 18, "pounds"),
    ("Each bag weighs 3 pounds. Ann bought 6 bags. How many pounds did she buy?", 18, "pounds"),
    ("Each bag weighs 3 pounds and has 2 pounds of rice. How much do 6 bags weigh?", 18, "pounds"),
    # what "a" thing weighs is what any one weighs, when nothing else is told of them
    ("A bag weighs 3 pounds. How much do 6 bags weigh?", 18, "pounds"),
    ("A brick weighs 2 kilograms. How many kilograms do 5 bricks weigh?", 10, "kilograms"),
    # the weight told after the things, with "each"
    ("The bags weigh 3 pounds each. How many pounds do 6 bags weigh?", 18, "pounds"),
    ("Ann has 6 bags. The bags weigh 3 pounds each. How many pounds does she have?", 18, "pounds"),
]

REFUSED = [
    # the weight of a container is not the weight of what it holds, nor the reverse
    "Each bag has 3 pounds of rice. How much do 6 bags weigh?",
    "Each bag holds 3 pounds of rice. How many pounds do 6 bags weigh?",
    "Each bag weighs 3 pounds. How many pounds of rice do 6 bags weigh?",
    "Ann has 6 bags. Each bag weighs 3 pounds. How many pounds of sugar does she have?",
    "Ann has 6 bags of flour. Each bag weighs 3 pounds. How many pounds of flour does she have?",
    # another kind's weight is not told; a weight in another unit is never converted here
    "Each bag weighs 3 pounds. How much do 6 boxes weigh?",
    "Each bag weighs 3 pounds. How many ounces do 6 bags weigh?",
    # a hedge or a comparison is no weight of each
    "Ann has 6 bags. Each bag weighs about 3 pounds. How many pounds does she have?",
    "Ann has 6 bags. Each bag weighs 3 pounds more than a box. How many pounds does she have?",
    # what the things she has weigh is not her own weight
    "Each bag weighs 3 pounds. Ann has 6 bags. How much does Ann weigh?",
    "Ann has 6 bags of rice. The bags weigh 3 pounds each. How many pounds of rice does she have?",
    "Ann has 6 bags. The bags weigh about 3 pounds each. How many pounds does she have?",
    # "a" thing of words of its own, two weights of "a" thing, a person's own weight
    "A bag of rice weighs 3 pounds. How much do 6 bags weigh?",
    "A red bag weighs 3 pounds. How much do 6 bags weigh?",
    "A bag weighs 3 pounds. A bag weighs 4 pounds. How much do 6 bags weigh?",
    "A bag weighs 3 pounds. Ann has a bag. How much does Ann weigh?",
    "A dog weighs 30 pounds. How much do 2 dogs weigh?",
    "A teacher weighs 60 kilograms. How much do 2 teachers weigh?",
    # a price is no weight
    "Each bag costs $3. How much do 6 bags weigh?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
