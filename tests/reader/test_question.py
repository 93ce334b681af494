"""Question shapes the reader answers, each in our own words, and near misses it refuses."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

ANSWERED = [
    # a bare adjective after "are" names a sub-kind of what is counted
    ("A jar has 40 marbles. 15 are red and the rest are blue. How many marbles are blue?", 25),
    ("Ana has 25 socks. 9 of them are white and the rest are black. How many are black?", 16),
    # an adverb between "did" and "have"; "left over" is "left"
    ("Ola had 20 grapes. She ate 5 grapes. How many grapes did she originally have?", 20),
    ("Ola had 20 grapes. She ate 5 grapes. How many grapes did she have left over?", 15),
    # a closing period that holds every time the story names restricts nothing
    ("Lia wrote 6 letters in the morning and 4 letters in the evening. How many letters did Lia "
     "write in the day?", 10),
    ("Omar swam 2 miles on Tuesday and 5 miles on Thursday. How many miles did Omar swim that "
     "week?", 7),
    # "in the week" is a time: with one change told, it names that change
    ("Rina had 50 stamps. After a week she had 20 left. How many stamps did she use in the week?",
     30),
    # after "did", a subject cannot end in the bare verb: "the shop" + "sell"
    ("A shop had 30 lamps. After selling some, it had 12 lamps left. How many lamps did the shop "
     "sell?", 18),
    ("Nia had 9 stickers. Her sister gave her some more stickers. Now Nia has 15 stickers. How "
     "many stickers did Nia's sister give her?", 6),
    # "what number of", "what amount of" ask what "how many", "how much" ask
    ("Kim had 12 plums. She ate 4 plums. What number of plums did Kim have then?", 8),
    ("Kim had $12. She spent $5 on a book. What amount of money did Kim have then?", 7),
    # "was able to sell" is "sold"
    ("Dev sold 11 kites and Ria sold 9 kites. How many kites were they able to sell?", 20),
    # "the difference between" two descriptions: a holding at a time, or a verb's amount
    ("A shop had forty vases. After selling some, there were fifteen left. What's the difference "
     "between the number of vases before selling and the left?", 25),
    ("Dan spent $30. Now he has $12. What's the difference between the number of dollars that he "
     "spent and he has now?", 18),
    ("A farm had 50 hens. They sold 14 of them. What's the difference between the number of hens "
     "that they had before selling and they sold?", 36),
    # "did he give to Paul": the subject pronoun is not the name in its own clause
    ("Ivan caught 30 fish. He gave Paul some of his fish. He has 12 fish left. How many fish did "
     "he give to Paul?", 18),
    # "have totaled" is "have in total"
    ("Rui bought 5 kites. Later he bought 3 more kites. How many kites did he have totaled?", 8),
    # a category counts the kinds of it the story holds, each a different unit
    ("At the pool there were 14 boys and 9 girls. How many children were there in all?", 23),
    ("A barn has 6 goats and 4 horses. How many animals does the barn have?", 10),
    # members only ordinary English places: a stingray is a fish, a guava a fruit, pants
    # (a garment named in the plural) are clothes
    ("A tank has 7 sharks and 3 stingrays. How many fish does the tank have?", 10),
    ("Uma picked 6 guavas and 5 figs. How many fruits did Uma pick?", 11),
    ("Uma bought 4 shirts and 2 pants. How many clothes did Uma buy?", 6),
    # after "does" and a subject, a verb followed by "have" is the subject's last noun
    ("A toy shop had 20 kites. It sold 5 kites. How many kites does the toy shop have now?", 15),
    # "than" a bare plural the story counts compares two kinds
    ("A jar has 30 buttons and 12 pins. How many more buttons are there than pins?", 18),
    ("There are 14 cows and 9 pigs on a farm. How many more cows than pigs are there?", 5),
    ("A jar has 30 buttons and 12 pins. How many fewer pins than buttons does the jar have?",
     18),
    ("There are 8 owls and 5 nests. What's the difference between the number of owls and nests?",
     3),
    # what one got from another is what the other gave, in whatever words the story uses;
    # "her uncle" is the uncle the story has
    ("Tia had 7 coins. Her uncle gave her some coins. Then Tia had 19 coins. How many coins did "
     "Tia get from her uncle?", 12),
    ("Tia had 7 coins. Her uncle gave her 5 coins and her aunt gave her 3 coins. How many coins "
     "did Tia receive from her uncle?", 5),
    # a closing particle with no object turns the verb: "cut off" takes away
    ("Ben had 20 feet of rope. Now he has 14 feet of rope. How many feet did he cut off?", 6),
    # a state placed "after" an event told only by its noun follows an untold change, for a
    # measure as for a holding
    ("Ty's beard was 5 centimeters long. After a trim it was 3 centimeters long. How much did "
     "he cut off?", 2),
    ("Mo had 25 cards. After the trip he had 10 cards. How many cards did he lose?", 15),
    # "by the end of" a time places the state after what changed it; the thing of hers asked
    # by its name ("how much braid") is counted in the one measure told of it
    ("Leah's braid was 30 centimeters long. By the end of the summer her braid was 36 "
     "centimeters long. How much braid did she grow?", 6),
    ("Ada's ribbon was 30 inches long. After a week her ribbon was 20 inches long. How much "
     "ribbon did she cut off?", 10),
    # "left with her" is what she has left
    ("Kim has 12 pens. She gave away 5 pens. How many pens are left with her?", 7),
    # a passive question: the holding changed is the one "from" or "to" names
    ("There were 9 pears in a bowl. Some pears were removed from the bowl. Now there are 4 pears "
     "in the bowl. How many pears were removed from the bowl?", 5),
    ("The van has 20 people in it. 8 of them are men, 7 are women and the rest are children. How many "
     "children are in the van?", 5),
    # a plural acronym is a kind of thing, never a name
    ("Mia had 20 DVDs. She sold 6 DVDs. How many DVDs does Mia have now?", 14),
    # "at / by the end of the day" is the end of the story when every time it names is inside
    # the day
    ("Jo had 30 rolls in the morning. She sold 12 rolls in the afternoon. How many rolls did Jo "
     "have at the end of the day?", 18),
    ("Jo had 30 rolls at the start of the day. She sold 12 rolls during the day. How many rolls "
     "did Jo have by the end of the day?", 18),
    ("Ed was in a quiz game. He scored 8 points in the first round and lost 3 points in the "
     "second round. How many points did Ed have at the end of the game?", 5),
    # "how long / how far did she V" sums the verb's events in units of time / length
    ("Uma read for 20 minutes before lunch and for 15 minutes after dinner. How long did Uma "
     "read in all?", 35),
    ("Lu jogged 2 miles on Monday. Then she jogged 3 more miles. How far did Lu jog?", 5),
    # "have left to V", "still have to V", "more … have to V": what is held and not yet done
    ("Sue has 20 pages to read. She read 8 pages and then 5 more pages. How many pages does she "
     "have left to read?", 7),
    ("Sue has 20 pages to read. She read 8 pages. How many more pages does she have to read?", 12),
    ("A club has 60 raffle tickets to sell. It sold 25 tickets. How many tickets does the club "
     "have left to sell?", 35),
    # … of the one thing of hers that holds them: the pages of her book less what she read
    ("There are 90 pages in Tom's book. He read 30 pages on Monday and 25 pages on Tuesday. How "
     "many pages does he have left to read?", 35),
    # both sides asked at a time: each time must name one state
    ("Ravi had 30 figs. After selling some, he had 12 left. What's the difference between the "
     "number of figs Ravi had before selling and the left after selling?", 18),
    # a side that is a verb may close with the phrase naming its one event
    ("Raj had 20 balls. He gave 6 away at a fair. What's the difference between the number "
     "of balls Raj had at first and he gave away at the fair?", 14),
    # a place put first holds what "there are" counts
    ("On the shelf there were 4 red cups and 5 blue cups. How many cups were on the shelf?", 9),
    # a unit named after "in" is the unit of the answer
    ("Ivo has 12 dollars. He spent $5 on a kite. How much money, in dollars, does Ivo have left?", 7),
    ("Ivo had some money. He spent $5 on a kite. Now he has $7. How much money, in dollars, did "
     "Ivo have at first?", 12),
    ("Ivo has 40 cents. He found 15 cents. How much money in cents does Ivo have?", 55),
    # money asked in the other unit of money: as "How many cents", by the units table
    ("Ivo has $0.40. He found $0.15. How much money in cents does Ivo have?", 55),
    ("Ivo has 40 cents. He found 15 cents. How much money, in dollars, does Ivo have?",
     Fraction(11, 20)),
    ("Ivo has 40 cents. Ana has $12. How much money in cents does Ivo have?", 40),
    # "what is the amount of money …", "what is the number of …": the "how much / many" question
    ("Ivo has $12. He spent $5 on a kite. What is the amount of money, in dollars, Ivo has left?", 7),
    ("Ivo has 12 kites. He sold 5 kites. What is the number of kites Ivo has now?", 7),
    # a list of three names closed by ", and" is one group
    ("Pia has 4 figs. Lou has 3 figs. Max has 5 figs. How many figs do Pia, Lou, and Max have "
     "together?", 12),
    # kinds joined by "and" are counted together
    ("A farm has 12 cows and 9 goats. If 3 cows and 2 goats are sold, how many cows and goats are "
     "left?", 16),
    ("Ada bought 4 pears and 6 plums. Then she bought 2 pears. How many pears and plums did Ada "
     "buy?", 12),
    ("Ada had 7 pears and 5 plums. She ate 2 pears. How many pears and plums did Ada have at "
     "first?", 12),
    # the things as the subject of a verb by which they end or leave: a loss of their holder
    ("Noor had 20 roses in a vase. Now she has 12 roses left. How many roses wilted?", 8),
    # "than Clare" may stand before the verb; "are Randy left with" is what Randy has left
    ("Noor has 12 pens. Clare has 5 pens. How many more pens than Clare does Noor have?", 7),
    ("Noor had 12 figs. She ate 5 figs. How many figs is Noor left with?", 7),
    # a place of the owner's with no holding of its own: the owner's holding kept there
    ("Omar kept 9 mugs on a shelf. Later he added 3 more mugs to the shelf. How many mugs are on "
     "his shelf?", 12),
    ("Omar had 9 mugs on his rack and 4 mugs in his sink. How many mugs are in his sink?", 4),
    ("Omar had $40 in his wallet. He spent $15 on a lamp. How much money is left in his wallet?", 25),
    # "how many of the figs" asks what "how many figs" asks; "of her figs" with no other
    # subject asks about hers
    ("Lina had 30 figs. She ate 4 figs. How many of the figs does Lina have left?", 26),
    ("Lina had 30 figs. Some of her figs rotted. Now she has 21 figs. How many of her figs "
     "rotted?", 9),
    ("Lina had 30 figs. Ivo had 8 figs. Lina ate 4 figs. How many of Lina's figs are left?", 26),
    # "should / must" with a verb that gets things: what is still needed
    ("Tom needs 20 eggs. He has 12 eggs. How many more eggs should Tom buy?", 8),
    # "does Randy have on his farm": what is on Randy's farm
    ("Randy has 60 pines and 25 oaks on his farm. How many trees does Randy have on his farm?", 85),
    # "what is the sum of their cards" asks what "how many cards do they have in all" asks
    ("Gino has 63 cards. Ann has 50 cards. What is the sum of their cards?", 113),
    # "do all of them have" asks what "do they all have" asks
    ("Tia has 7 kites. Ben has 9 kites. How many kites do all of them have together?", 16),
    # "do all (of) the wagons have" asks what "do the wagons have" asks
    ("There are 5 wagons. Each wagon has 3 wheels. How many wheels do all the wagons have?", 15),
    ("Ole has 5 wagons. Each wagon has 3 wheels. How many wheels do all of the wagons have?", 15),
    # "they both … in all" / "both of them": the two people the story has, what they do added
    ("Tia baked 7 pies. Ben baked 9 pies. How many pies did they both bake altogether?", 16),
    ("Tia has 7 kites. Ben has 9 kites. How many kites do both of them have in total?", 16),
    # "have put together" adds what each has, as "together" does
    ("Tia has 7 kites. Ben has 9 kites. How many kites do they have put together?", 16),
    ("Tia has 7 kites. Ben has 9 kites. Uma has 2 kites. How many kites do they all have put "
     "together?", 18),
    # "they all" before a verb of doing or owning: the verb is the clause's
    ("Tia owns 7 kites. Ben owns 9 kites. How many kites do they all own put together?", 16),
    ("Tia ate 7 figs. Ben ate 9 figs. How many figs did they all eat in all?", 16),
    # "remain" asks what "are left" asks
    ("There are 30 nuts in the jar. Tom ate 12 nuts from the jar. How many nuts remain in the "
     "jar?", 18),
    # a subject that numbers the people: every person the story names, when they are that many
    ("Ivo has 4 kites. Bea has 3 kites. Lou has 2 kites. How many kites do the three of them "
     "have in total?", 9),
    ("Ivo has 4 kites. Bea has 3 kites. How many kites do all 2 of them have?", 7),
    ("Tom ate 3 figs. Sam ate 5 figs. How many figs did the two boys eat?", 8),
    ("Tom ate 3 figs. Sam ate 5 figs. How many figs did the two eat?", 8),
    # "left for / remain with" a holder: what that holder has left
    ("Ola picked 30 plums. She gave 12 plums to her aunt. How many plums are left for Ola?", 18),
    ("Ola picked 30 plums. She gave 12 plums to her aunt. How many plums were left for her to "
     "eat?", 18),
    ("Bo has 50 goats. He sold 20 goats. How many goats remain with Bo?", 30),
    # "left to be sold": what is left, the selling having taken the rest away
    ("Kim had 40 pies. She sold 15 pies. How many pies are left to be sold?", 25),
    ("Kim had 40 pies. She sold 15 pies. How many more pies are left to be sold?", 25),
    # the owner's things, said with a possessive
    ("Rex had $30. He spent $12 on a hat. How much is Rex's remaining money?", 18),
    ("Rex had $30. He spent $12 on a hat. How much is his remaining money?", 18),
    # "the total number of pens" with no doer after it: what "How many pens are there?" asks
    ("Rex has 6 pens. Ivy has twice as many. What is the total number of pens?", 18),
    ("Rex put 6 pens in the box. Ivy put 3 pens in the box. What is the total number of pens in "
     "the box?", 9),
    ("Rex had 20 figs. He ate 5 figs. What is the number of figs left?", 15),
    # a closing "for" after a measure of time or length is the measure's own "for"
    ("Rex ran for 3 hours in the morning and 2 hours at night. How many hours did Rex run for?", 5),
    ("Rex rode his bike for 9 miles. How many miles did Rex ride his bike for?", 9),
    # "combine to" a verb: what its doers did, added
    ("Rex lost 3 pounds. Ivy lost 5 pounds. How many pounds did they combine to lose?", 8),
    ("Rex had $30. He spent $12 on a hat. How much is left of Rex's money?", 18),
    ("Rex had $30. He spent $12 on a hat. How much of his money is left?", 18),
    # "spend on pens": the cost of the pens bought, each purchase priced
    ("Una bought 6 boxes of tea and 4 bags of rice. Each box of tea cost $3 and each bag of rice "
     "cost $5. How much did Una spend on tea?", 18),
    ("Una bought 6 boxes of tea and 4 bags of rice. Each box of tea cost $3 and each bag of rice "
     "cost $5. How much more did Una spend on rice than on tea?", 2),
    # "the (total) cost of the pads (she bought)": what was spent on them
    ("Una bought 6 pens and 4 pads. Each pen cost $3 and each pad cost $5. What is the total cost of "
     "the pads?", 20),
    ("Una bought 6 pens and 4 pads. Each pen cost $3 and each pad cost $5. What is the cost of the "
     "pens she bought?", 18),
    # "pay for the rice", "spend for rice": the same cost of the things bought
    ("Una bought 6 boxes of tea and 4 bags of rice. Each box of tea cost $3 and each bag of rice "
     "cost $5. How much did Una pay for the rice?", 20),
    ("Una bought 6 boxes of tea and 4 bags of rice. Each box of tea cost $3 and each bag of rice "
     "cost $5. How much did Una spend for rice in total?", 20),
    ("Una bought 6 pens and 4 pads. Each pen cost $3 and each pad cost $5. How much more did Una "
     "spend on pads than on pens?", 2),
    # a measure compared: "taller" names a length, asked in the unit the story gives
    ("Ivo is 150 centimeters tall. Ana is 128 centimeters tall. How many centimeters taller is Ivo "
     "than Ana?", 22),
    ("Ivo's rope is 12 feet long. Ana's rope is 5 feet long. How many feet longer is Ivo's rope "
     "than Ana's rope?", 7),
    # … and with no unit named, in the one unit the story measures both in
    ("Ivo is 150 centimeters tall. Ana is 128 centimeters tall. How much taller is Ivo than Ana?", 22),
    ("Ivo's rope is 12 feet long. Ana's rope is 5 feet long. How much longer is Ivo's rope than "
     "Ana's rope?", 7),
    # two paces compared over the count the question names
    ("Ivo paints 6 mugs an hour. Ana paints 4 mugs an hour. How many more mugs does Ivo paint "
     "than Ana in 5 hours?", 10),
    ("Ivo paints 6 mugs a day. Ana paints 4 mugs a day. How many more mugs does Ivo paint in 2 "
     "weeks?", 28),
    ("Ivo paints 6 mugs an hour. Ana paints 4 mugs an hour. How many fewer mugs does Ana paint "
     "than Ivo in 5 hours?", 10),
    # a scene names the owner's place; every count after it is unplaced: it is the place's
    ("Mia likes chairs. In her shed there are red chairs and blue chairs. There are 4 red chairs. "
     "There are 3 more blue chairs than red chairs. How many chairs are there in Mia's shed?", 11),
    ("Mia likes hoes. In Mia's shed there are rakes and hoes. There are 4 rakes and 6 hoes. How "
     "many rakes and hoes are there in Mia's shed?", 10),
    # places counted by the question: every holder the story calls by that noun
    ("Lake Ora has 12 ducks. Lake Ivy has 9 ducks. How many ducks are there in the two lakes?", 21),
    ("The red box has 5 pens. The blue box has 3 pens. How many pens are there in both boxes "
     "combined?", 8),
    # boxes the story counts are containers, not the holders it names
    ("A shop has 4 boxes of pens. Each box has 20 pens. How many pens are there in the 4 boxes?",
     80),
    # "in a week", "a week": one week of the pace
    ("Ivo drinks 2 cups of tea a day. How many cups of tea does Ivo drink in a week?", 14),
    ("Ivo drinks 2 cups of tea a day. How many cups of tea does Ivo drink a week?", 14),
    # "compared to / with" after a comparative says "than"
    ("Tom caught 5 fish. Ann caught 3 fish. How many more fish did Tom catch compared to Ann?", 2),
    ("Ivo paints 6 mugs an hour. Ana paints 4 mugs an hour. How many more mugs does Ivo paint in 5 "
     "hours compared with Ana?", 10),
    # "then" written for "than" after a comparative
    ("Ivo has 14 mugs. Ana has 9 mugs. How many more mugs does Ivo have then Ana?", 5),
    # "end up with" asks what is held once every change is done
    ("Pia had 14 shells. She gave 5 shells to Rob. How many shells did Pia end up with?", 9),
    # "the two days" points back at the two days the story told, one event on each
    ("Sal baked 8 pies on Monday and 6 pies on Tuesday. How many pies did Sal bake over the two "
     "days?", 14),
    ("Uma planted 5 trees on the first day and 7 trees on the second day. How many trees did Uma "
     "plant in those 2 days?", 12),
    # "both days", "both weeks": the two the story told, as "the two days" says
    ("Sal baked 8 pies on Monday and 6 pies on Tuesday. How many pies did Sal bake on both days?",
     14),
    ("Sal baked 8 pies last week. He baked 6 pies this week. How many pies did Sal bake in total "
     "for both weeks?", 14),

    # "the girls" are the people the story named, when every one may be called a girl
    ("Anna picked 6 plums. Helen picked 9 plums. How many plums did the girls pick?", 15),
    ("Ada picked 6 plums. Bea picked 9 plums. How many plums do the friends have in all?", 15),
    # things as the subject moving into a place: the events told of that place's holding
    ("There are 30 sheep in the pen. Some more sheep came into the pen. Now there are 41 sheep "
     "in the pen. How many sheep came into the pen?", 11),
    # "how many more flew to the pond" with no one to compare: how many came besides
    ("There were 15 ducks on the pond. Some more ducks flew to the pond. Then there were 21 "
     "ducks on the pond. How many more ducks flew to the pond?", 6),
    # "to have" is a goal; "to the tree" is not
    ("Ari baked 35 buns. How many more buns does Ari have to bake to have 50 buns?", 15),
    # "need to V to have N", "still need to V" ask what "how many more" asks
    ("Lena has 20 stamps. How many stamps does she need to collect to have 32 stamps?", 12),
    ("Omar had to paint 10 fences. By lunch he had painted 4 fences. How many does he still "
     "need to paint?", 6),
    # a category of the lexicon; a person noun "she" stands for
    ("Rosa has 12 hens and 7 geese. How many fowls does she have?", 19),
    ("A designer bought 3 lamps for the hall and 6 lamps for her office. How many lamps did she "
     "buy?", 9),
    # "spend on the lamps and rugs": what each kind bought cost, added
    ("Ana bought 2 lamps for $12 each and 3 rugs for $30 each. How much did she spend on the "
     "lamps and rugs?", 114),
    # "the total distance they walked" asks what "how far did they walk in all" asks
    ("Tom walked 3 miles and Ann walked 4 miles. What is the total distance that they walked?", 7),
    ("Frank got 10 pounds of rice and Gwen got 7 pounds of rice. What is the combined weight they "
     "got?", 17),
    # "than oats" after "bags of rice": the bags left unsaid, when the story counts bags of oats
    ("A mill stores 40 sacks of wheat and 25 sacks of barley. How many more sacks of wheat are "
     "there than barley?", 15),
    ("A mill stores 40 sacks of wheat and 25 sacks of barley. How many fewer sacks of barley are "
     "there than sacks of wheat?", 15),
    ("Oli bought 9 boxes of green pears and 4 boxes of brown pears. How many more boxes of green "
     "pears than brown pears did Oli buy?", 5),
    # the untold change to a thing of hers (her purse) is her doing when she holds none herself
    ("There were 60 dollars in Omar's wallet. After he went to the fair, there were 45 dollars "
     "left. How much did he spend?", 15),
    ("There were 30 marbles in Omar's bag. After he played a game, there were 21 marbles left. "
     "How many marbles did he lose?", 9),
    # "her cousin's shells": a second owner, the cousin of hers the story has
    ("Lena has 12 shells and her cousin has 20 shells. What is the difference between Lena's "
     "shells and her cousin's shells?", 8),
    ("You have 4 kites and your uncle has 9 kites. What's the difference of the number of your "
     "kites and your uncle's kites?", 5),
    # "the combined total number": one total said twice
    ("Ana has 5 kites and Bo has 7 kites. What is the combined total number of kites they have?",
     12),
    # "owned by Ana and Bo": what Ana and Bo own; "they all have": what they have
    ("Ana has 5 kites and Bo has 7 kites. What is the total number of kites owned by Ana and Bo?",
     12),
    ("Ana has 5 kites and Bo has 7 kites. What is the number of kites owned by Bo?", 7),
    ("Ana has 5 kites and Bo has 7 kites. What's the total number of kites they all have?", 12),
    # a participle of a doing after the counted noun: the doers after "by", or the passive
    ("Ana baked 5 pies and Bo baked 7 pies. What is the total number of pies baked by Ana and "
     "Bo?", 12),
    ("Ana baked 5 pies and Bo baked 7 pies. What is the total number of pies baked?", 12),
    ("Ana walked 5 miles and Bo walked 7 miles. What is the total distance walked by Ana and Bo?",
     12),
    # a verb that takes things away, denied in the passive: what is left of the things held
    ("Abe had 80 mugs. He sold 25 mugs on Monday and 30 mugs on Tuesday. How many mugs were not "
     "sold?", 25),
    ("Abe had 40 melons. He sold 12 melons to Cy. How many melons are not yet sold?", 28),
    # a sub-kind denied: the whole less the sub-kind
    ("Uma keeps 30 beads. 8 of the beads are green. How many beads are not green?", 22),
    ("Uma has 9 blue beads and 14 white beads. How many beads are not blue?", 14),
    # after the amount wanted, what it is for ("to buy a bike") names no other amount
    ("Rey has 21 dollars. How many more dollars does he need to save to have 50 dollars to buy a "
     "bike?", 29),
    # a capitalized plural right after "how many" is what is counted, not a person
    ("Uma had 30 Frisbees. She gave 12 Frisbees to Kit. How many Frisbees did Uma give to Kit?",
     12),
    # a purpose the story told of the one event ("came to join them") names that event
    ("There were 15 cows in the field. Some more cows came to join them. Now there are 26 cows in "
     "the field. How many cows came to join them?", 11),
    # a difference of one owner's holdings told apart by place
    ("Ida has 3 pens in her bag and 9 pens at home. What is the difference between the number of "
     "pens in Ida's bag and at her home?", 6),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)


REFUSED = [
    # "all the wagons" of two holders' wagons, or of wagons none told: not read as one's
    "Ole has 5 wagons. Ida has 2 wagons. Each wagon has 3 wheels. How many wheels do all the wagons "
    "have?",
    "There are 5 wagons. Each wagon has 3 wheels. How many wheels do all the carts have?",
    # the wagons told, or those left?
    "Ole has 5 wagons. Each wagon has 3 wheels. Ole sells 2 wagons. How many wheels do all the "
    "wagons have?",
    # the sub-kind asked for is never stated
    "Tom has 30 pens. 12 are black. How many pens are blue?",
    # Sunday may fall outside "the week"; "last week" is not this week
    "Omar swam 2 miles on Tuesday and 5 miles on Sunday. How many miles did Omar swim that week?",
    "Last week Ann sold 4 cakes on Monday. She sold 3 cakes on Tuesday. How many cakes did she sell "
    "this week?",
    # "before buying" when two buyings are told names no one state
    "Kay had 20 pens. She bought 5 pens. She bought 8 pens. What's the difference between the "
    "number of pens before buying and the left?",
    # a night may fall outside "the day"
    "Lia wrote 6 letters in the morning and 4 letters at night. How many letters did Lia write in "
    "the day?",
    # a role may be a child or not: neither summed nor set aside
    "A club has 12 girls and 9 students. How many children are in the club?",
    # the thing asked by name is not the one whose measure changed
    "Ada's ribbon was 30 inches long and Ada's rope was 50 inches long. After a week her ribbon "
    "was 20 inches long. How much rope did she cut off?",
    # what was cut off cannot be a gain
    "Ty's beard was 3 centimeters long. After a month Ty's beard was 5 centimeters long. How much did "
    "Ty cut off?",
    "Ben had 20 feet of rope. Now he has 24 feet of rope. How many feet did he cut off?",
    # the parrots may be among the birds
    "Ali has 5 birds and 2 parrots. How many animals does Ali have?",
    # the night, the next day, the end of the day itself: the story may go on past the day
    "Jo had 30 rolls in the morning. She sold 12 rolls at night. How many rolls did Jo have at "
    "the end of the day?",
    "Jo had 30 rolls in the morning. She sold 12 rolls the next day. How many rolls did Jo have at "
    "the end of the day?",
    "Jo had 30 rolls at the end of the day. Later she sold 12 rolls. How many rolls did Jo have at "
    "the end of the day?",
    "Jo had 30 rolls. She sold 12 rolls in 2 days. How many rolls did Jo have at the end of the "
    "day?",
    # two sales: "before selling" names no one state
    "Kay had 20 pens. She sold 5 pens. She sold 8 pens. What's the difference between the number "
    "of pens before selling and after selling?",
    # "at the fair" names one event of two
    "Raj had 20 balls. He gave 6 away at a fair. He gave 3 away at a show. What's the "
    "difference between the number of balls Raj had at first and he gave away at the fair?",
    # "had to read" may be all she had to read; what is left is told after the reading
    "Sue has 20 pages to read. She read 8 pages. How many pages did she have to read?",
    "Sue read 8 pages. She has 12 pages left to read. How many pages does she have left to read?",
    # measured in two units, and no unit asked: no conversion is made
    "Ivo is 5 feet tall. Ana is 50 inches tall. How much taller is Ivo than Ana?",
    # another read: Tom read none of his book, or some of it with her? (not told)
    "There are 90 pages in Tom's book. Ann read 30 pages. How many pages does Tom have left to read?",
    # two things of his hold pages: which is left to read?
    "There are 90 pages in Tom's book and 50 pages in his notebook. He read 30 pages. How many "
    "pages does Tom have left to read?",
    # what is left to buy is no holding less what was bought
    "Sue has 20 pens. She bought 8 pens. How many pens does she have left to buy?",
    # one holding told in two units of money: kept apart by the replay, not converted
    "Ivo has $2. He spent 150 cents. How much money in dollars does Ivo have left?",
    # kinds counted together: one may be among the other
    "Ali has 5 birds and 2 parrots. How many birds and parrots does Ali have?",
    # the rack was never said, or a gain was told without it: not all may be on the rack
    "Omar had 9 mugs. He bought 3 mugs. How many mugs are on his rack?",
    "Omar kept 9 mugs on his rack. He bought 3 mugs. How many mugs are on his rack?",
    # the oaks may grow elsewhere
    "Randy has 60 pines on his farm. He also has 25 oaks. How many trees does Randy have on his "
    "farm?",
    # nothing says how many eggs are wanted
    "Tom has 12 eggs. How many more eggs should Tom buy?",
    # "of Lina's figs" with another subject: eaten from Lina's, or did she eat them?
    "Lina had 30 figs. Ivo ate 4 figs. How many of Lina's figs did Ivo eat?",
    # a kind listed that the holder asked about is never told to hold
    "Ali has 5 pears. Bo has 3 plums. How many pears and plums does Ali have?",
    # a numbered group must be every person named, no more and no fewer
    "Ivo has 4 kites. Bea has 3 kites. Lou has 2 kites. How many kites do the two of them have?",
    "Ivo has 4 kites. Bea has 3 kites. How many kites do the three of them have?",
    # "they both" of three people: which two?
    "Ivo has 4 kites. Bea has 3 kites. Lou has 2 kites. How many kites do they both have in all?",
    # "do they both have" with no word that adds: what each has, or the two together?
    "Ivo and Bea each have 4 kites. How many kites do they both have?",
    # "did they all eat" with no word that adds: what each ate, or all of them together?
    "Ivo ate 4 figs. Bea ate 4 figs. How many figs did they all eat?",
    # the doer after "by" never told doing it
    "Ana baked 5 pies and Bo baked 7 pies. What is the total number of pies baked by Ana and Cy?",
    "Ana walked 5 miles and Bo walked 7 miles. What is the total distance walked by Ana and Cy?",
    # "his remaining money" after two men's spending: whose?
    "Rex had $30. Tom had $9. He spent $5 on a hat. How much is his remaining money?",
    # "the number of pens in the box" when the box was never told to hold any
    "Rex has 6 pens. Ivy has 4 pens. What is the total number of pens in the box?",
    # a closing "for" after a count of people names whom the doing was for
    "Rex bought 3 gifts for Ivy and 2 gifts for Bea. How many people did Rex buy gifts for?",
    # "combine to" said of one doer: nothing to add
    "Rex read 3 books. How many books did Rex combine to read?",
    # "did they put together": a doing (they assembled), not what they have added
    "Ivo has 4 kites. Bea has 3 kites. How many kites did they put together?",
    # "boys": one of the two is a girl; a name of either sex is not known to be a boy
    "Tom ate 3 figs. Mary ate 5 figs. How many figs did the two boys eat?",
    # the friends are more people than the one named
    "Ivo and his friends have 9 kites. Bea has 3 kites. How many kites do the two of them have?",
    # the scene names another place, or a count is told of a holder: not all in Mia's shed
    "Mia likes chairs. In the barn there are red chairs and blue chairs. There are 4 red chairs. "
    "There are 3 blue chairs. How many chairs are there in Mia's shed?",
    "Mia likes chairs. In her shed there are red chairs and blue chairs. Mia has 4 red chairs. "
    "There are 3 blue chairs. How many chairs are there in Mia's shed?",
    # three lakes named: "the two lakes" names no one pair
    "Lake Ora has 12 ducks. Lake Ivy has 9 ducks. Lake Una has 4 ducks. How many ducks are there "
    "in the two lakes?",
    # with no "than", the other painter must be the one other who paints
    "Ivo paints 6 mugs a day. Ana paints 4 mugs a day. Bo paints 2 mugs a day. How many more "
    "mugs does Ivo paint in 3 days?",
    # a sum spent on something the story does not name may have gone for the tea too
    "Una bought 6 boxes of tea. Each box of tea cost $3. She also spent $7 at the market. How "
    "much did Una spend on tea?",
    # pens sold cost their buyers; nothing was spent on them in the story
    "Una sold 6 pens for $3 each. What is the total cost of the pens?",
    # "pay for her sister": a person is no kind of thing bought
    "Una bought 6 boxes of tea and 4 bags of rice. Each box of tea cost $3 and each bag of rice "
    "cost $5. How much did Una pay for her sister?",
    # a purchase of tea without a price: what it cost is not told
    "Una bought 6 boxes of tea. Each box of tea cost $3. She also bought some cups of tea. How "
    "much did Una spend on tea?",
    # two kinds compared need both costed
    "Una bought 6 pens and 4 pads. Each pen cost $3. How much more did Una spend on pads than on "
    "pens?",
    # "left for Ola": her aunt's plums may be left for her too
    "Ola has 10 plums. Her aunt picked 30 plums. She ate 4 plums. How many plums are left for "
    "Ola?",
    # "the three days" when the story tells two: which third day?
    ("Sal baked 8 pies on Monday and 6 pies on Tuesday. How many pies did Sal bake over the three "
     "days?"),
    # "both days" when the story tells one day, or three: which two?
    ("Sal baked 8 pies. How many pies did Sal bake on both days?"),
    ("Sal baked 8 pies on Monday, 6 pies on Tuesday and 3 pies on Friday. How many pies did Sal "
     "bake on both days?"),
    # "in 2 days" with no "the" is a span still to come, not the days told
    ("Sal baked 8 pies on Monday and 6 pies on Tuesday. How many pies did Sal bake in 2 days?"),
    # a day named twice may be one day or two
    ("Sal baked 8 pies on Monday. On Monday he also baked 6 cakes. How many pies did Sal bake "
     "over the two days?"),

    # "the girls" when a boy is named too: not all of them, and which?
    ("Anna picked 6 plums. Tom picked 9 plums. How many plums did the girls pick?"),
    # "how many more flew in" over two arrivals: the last one, or both?
    ("There were 20 ducks on the pond. 5 more ducks flew to the pond. Later 3 more ducks flew to "
     "the pond. How many more ducks flew to the pond?"),
    # a place no event was told of
    ("There are 30 sheep in the pen and 8 sheep in the barn. 5 sheep came into the barn. How many "
     "sheep came into the pen?"),
    # "need to buy" with no amount wanted and no "still": the whole need, or what is missing?
    ("Ivo has 5 pens. How many pens does he need to buy?"),
    # "more on the lamps and rugs": than on what?
    ("Ana bought 2 lamps for $12 each and 3 rugs for $30 each. How much more did she spend on the "
     "lamps and rugs?"),
    # a sum spent that the story does not tie to what it bought may be for the rugs too (one
    # "spent on a hat" went for the hat: tests/reader/test_priced_purchase_then.py)
    ("Ana bought 2 lamps for $12 each and 3 rugs for $30 each. She also spent $5 at the mall. How "
     "much did she spend on lamps and rugs?"),
    # a distance run is not a distance walked; a walk told in hours has no distance
    ("Tom walked 3 miles and ran 2 miles. What is the total distance he walked?"),
    ("Tom walked 3 miles and Ann walked for 4 hours. What is the total distance they walked?"),
    # "than pears" after "boxes of apples" when loose pears are counted too: boxes, or pears?
    ("Ina has 6 boxes of apples, 2 boxes of pears and 30 pears. How many more boxes of apples "
     "are there than pears?"),
    # two things of his hold the money: the change to one may not be all he spent
    ("There were 50 dollars in Ivo's purse and 20 dollars in Ivo's coat. After he went to the "
     "market, there were 38 dollars left in his purse. How much did he spend?"),
    # the change to someone else's holding is not his doing, nor is it his to count
    ("Ivo's sister had 11 plums. Later she had 7 plums left. How many plums did Ivo eat?"),
    # a cousin the story never names holds nothing to compare
    ("Lena has 12 shells and Omar has 20 shells. What is the difference between Lena's shells "
     "and her cousin's shells?"),
    # a purpose that counts ("to make 2 rugs") may want another amount
    ("Rey has 21 balls of yarn. How many more balls of yarn does he need to have 50 balls of yarn "
     "to make 2 rugs?"),
    # the purpose names one event of two told with it: which?
    ("There are 30 geese on the lake. 4 more geese came to join them. Later 6 more geese came to "
     "join them. How many geese came to join them?"),
    # pens lost from no place told: the bag's and the home's are not known apart any more
    ("Ida has 3 pens in her bag and 9 pens at home. She lost 2 pens. What is the difference "
     "between the number of pens in Ida's bag and at her home?"),
]


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert isinstance(solve(text), Refusal)
