"""The pay one earner keeps after a share of it goes to tax (reader/take_home.py)."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Omar earns $900 a week. He has to pay 15% of it in taxes. How much money will he have left?", 765,
     "dollars"),
    ("Twenty percent of Lena's salary goes to taxes. If her salary is $2000, how much is her take-home pay?",
     1600, "dollars"),
    ("Lena's monthly income is $2400. She pays 25% of her income in taxes. How much does she take home?",
     1800, "dollars"),
    ("Omar makes $1200 a month from his job. He must pay 10% of this amount as tax. How much money does he "
     "have left after he pays the tax?", 1080, "dollars"),
    ("Omar pays 5% tax. He earns $600 a week. What is his take-home pay?", 570, "dollars"),
    # one time said twice is one pay
    ("Ravi earns $500 a week. He pays 20% of his weekly salary in taxes. How much does he take home?",
     400, "dollars"),
]

REFUSED: list[str] = [
    # another person's tax
    "Omar earns $900 a week. Lena pays 15% of her salary in taxes. How much does Omar take home?",
    # a pronoun of the other gender
    "Omar earns $900 a week. He pays 15% of it in taxes. How much does she take home?",
    # the kept pay of another time asked
    "Omar earns $900 a week. He pays 15% of it in taxes. How much does he take home each month?",
    # all the pay and more to tax
    "Omar's weekly pay is $900. He pays 120% in taxes. How much does he take home?",
    # a pay told after tax
    "Omar's take-home pay is $900. He pays 15% in taxes. What is his take-home pay?",
    # a share of the pay of another time: a pay by the year is not told
    "Ravi earns $500 a week. He pays 20% of his yearly salary in taxes. How much does he take home?",
    # two sums earned
    "Omar earns $900 and $100 in tips. He pays 15% in taxes. How much does he take home?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
