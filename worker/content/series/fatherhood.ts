import type { LibrarySeries } from "../types";

export const fatherhoodSeries: LibrarySeries = {
  slug: "fatherhood-what-our-children-carry",
  focusArea: "Fatherhood",
  title: "What Our Children Carry",
  subtitle: "Five weeks on handing down a faith that is real",
  description:
    "A five-week study for fathers of toddlers, teenagers and grown children alike. Faith is handed down in stories told at the dinner table, in the search for a child who has drifted, in the hard conversations a passive father avoids, and in blessings spoken over children before they leave home. Walking from Moses to Paul and back to an old man’s bedside in Egypt, the series asks what our children are actually carrying from us, and how God uses flawed fathers to pass on a faith that is real.",
  sessions: [
    {
      title: "When Your Son Asks",
      passage: "Deuteronomy 6:20-25",
      teaching:
        "Sooner or later every child asks why. Why do we go to church when my friends get to sleep in? Why can’t I watch what everyone else watches? Why do we pray before dinner? Moses expected those questions, and he told fathers how to answer them.\n\n" +
        "The answer is surprising. When your son asks what all these commands mean, you do not start with the rules. You start with a story: we were slaves, and God brought us out with a mighty hand. The commands only make sense inside the rescue. Obedience is the shape of life for people who have been set free, not the price of getting free.\n\n" +
        "That matters, because many of us raise children on rules without the story. They learn what our family doesn’t do long before they learn what God has done. Rules without rescue tend to produce either rebels or Pharisees. A child who has heard the rescue story, told by his own father with his own details, has a reason to love the God behind the rules.\n\n" +
        "Notice too that the father says us. “He brought us out from there, that he might bring us in.” He tells it as his own story, not ancient history. Your children need to hear what God has brought you out of. Not every detail, and always with wisdom about their age, but enough to know that your faith is not a family custom. It is the reason you are still standing.\n\n" +
        "Moses even tells you what the commands are for: our good always, that God might preserve us alive. His ways are not a fence around fun. They are how he looks after the people he loves. Children who hear that from a grateful father tend to believe it.",
      questions: [
        "What questions about faith have your children asked you, or are asking without saying them out loud?",
        "Why do you think Moses tells fathers to answer with a story rather than a list of reasons?",
        "Does your family know more about what you don’t do than about what God has done, and how did that happen?",
        "What has God brought you out of, and how much of that story do your children know?",
        "How can you tell your story in a way that fits your children’s ages without hiding the grace in it?",
      ],
      prayer:
        "Lord, you brought us out of slavery to sin with a mighty hand, and you are still bringing us in. Forgive us for handing our children rules without the story of your rescue. Give us the words and the courage to tell them what you have done for us. Make our homes places where hard questions are welcome and where your goodness is plain to see. Amen.",
      atHome:
        "At dinner or at bedtime, tell each of your children one true story of a time God helped you, and invite them to ask you anything about it.",
    },
    {
      title: "Three Days of Searching",
      passage: "Luke 2:41-52",
      teaching:
        "This is the only story in the Gospels from Jesus’ boyhood, and it begins with a mistake every father will recognize. Joseph and Mary head home from the feast assuming their twelve-year-old is somewhere in the caravan with the cousins. A full day passes before anyone checks. Then three days of searching. If you have ever lost a child in a store for ninety seconds, you know the feeling in Joseph’s stomach.\n\n" +
        "Luke does not hide their anguish: “Behold, your father and I were anxiously looking for you.” There is comfort here for dads. The most faithful earthly father of the only perfect son still lost track of him. Fathering is not a test you pass by never making mistakes. It is a long faithfulness that includes going back to look.\n\n" +
        "But the story turns. They find Jesus listening and asking questions, and his answer points past Joseph to another Father. Every father has to learn what Joseph learned that day: your child does not finally belong to you. He belongs to God, and a day will come when he steps into a calling you do not fully understand. The goal is not to keep your children close forever. It is to raise them to follow their heavenly Father, even when it takes them somewhere you did not plan.\n\n" +
        "And yet Jesus “went down with them and came to Nazareth. He was subject to them.” He went home and grew up in Joseph’s workshop. Some eighteen quiet years followed, and we know almost nothing of them except the last line: he grew in wisdom and stature, and in favor with God and men. That is a father’s prayer for every child, and most of it is answered on ordinary days at home.",
      questions: [
        "When have you lost track of one of your children, physically or emotionally, and how did you find your way back?",
        "What comfort do you take from the fact that even Joseph made this kind of mistake?",
        "Jesus grew in wisdom, in stature, and in favor with God and people. Which of those needs the most attention in one of your children right now?",
        "How do you feel about the idea that your children belong to God before they belong to you?",
        "What would you do if God called one of your children to something you did not plan or fully understand?",
      ],
      prayer:
        "Heavenly Father, our children are yours before they are ours. Forgive us for the times we assumed they were fine without checking. Give us eyes to notice when they are drifting and the humility to go back and look. Help them grow in wisdom and stature, and in favor with you and with people. Prepare our hearts to release them to whatever you call them to. Amen.",
      atHome:
        "For each child, write one sentence on how they are growing in wisdom, in stature, with God and with people, and one way you can help this month.",
    },
    {
      title: "He Didn’t Restrain Them",
      passage: "1 Samuel 3:11-18",
      teaching:
        "Eli was a priest and in many ways a devout man. He served at the house of the Lord for decades and he trained young Samuel. But his two grown sons were using their position in God’s house to take what was not theirs and to abuse the people who came to worship, and Eli knew. When God spoke to Samuel about Eli’s house, the charge was short and devastating: “his sons brought a curse on themselves, and he didn’t restrain them.”\n\n" +
        "Eli did not do the evil himself. His sin was passivity. The chapter before tells us he did rebuke his sons once, and then let it go. He knew, he disapproved, and he did nothing that cost him anything. Many fathers recognize that pattern. We see the attitude, the screen habits, the friends who are pulling our kids under, and we mutter something and go back to the game, because real confrontation is exhausting and we are tired.\n\n" +
        "Restraining a child is not the same as controlling him. It means loving him enough to step in, to set limits, to have the hard conversation a second and a third time, and to accept his anger for a while. Passive fathers often think they are being kind. Their children frequently experience it as not being worth the fight.\n\n" +
        "Listen to Eli’s response when Samuel tells him. “It is Yahweh. Let him do what seems good to him.” It sounds humble, but it carries the same resignation that ruined his family. He accepts the judgment without ever moving to change.\n\n" +
        "If your children are small, this is a call to lead now, while habits are forming. If they are grown and you recognize Eli in yourself, it is not too late to own your silence and speak with love. God’s grace reaches fathers who failed to act.",
      questions: [
        "Where do you see Eli’s passivity in the way men, including you, tend to father?",
        "Is there an attitude, habit or friendship in one of your children that you have noticed but not addressed, and what has kept you from acting?",
        "What is the difference between restraining a child and controlling him?",
        "Why do you think passive fathers so often believe they are being kind?",
        "If your children are grown, what would owning your past silence and speaking with love look like now?",
      ],
      prayer:
        "Father, you never stand by while your children wander, and you correct us because you love us. Forgive us for the times we have seen trouble in our homes and looked away because we were tired. Give us the courage to step in with love, to set limits and to keep having the hard conversations. Where we have failed, give us grace to own it and begin again. Amen.",
      atHome:
        "Name the one issue with a child you have been avoiding. Pray about it, then have a calm, loving conversation about it this week, and listen before you decide anything.",
    },
    {
      title: "As a Father Does His Own Children",
      passage: "1 Thessalonians 2:7-12",
      teaching:
        "Paul was not writing about parenting here. He was describing how he had cared for a young church. Yet when he reached for pictures of that care, he chose a nursing mother and a father. Those images tell us what Paul thought good fathering looked like, and it is richer than many of us were taught.\n\n" +
        "First, he shared his life, not just his message: “we were well pleased to impart to you not the Good News of God only, but also our own souls.” Children learn faith by being near a man who has it. They need to see you pray when you are worried, apologize when you are wrong, and give when it costs you. The gospel travels best through shared life.\n\n" +
        "Second, Paul worked night and day so he would not be a burden, and he lived blamelessly in front of them. Your children are watching how you treat the waiter, what you say about your boss, and whether the man at church matches the man at home. Integrity is not a sermon you preach to your kids. It is the air they breathe.\n\n" +
        "Then comes the line aimed at fathers: “we exhorted, comforted, and implored every one of you, as a father does his own children.” Three verbs, and most of us lean on one. Some fathers are all exhortation, always pushing. Some are all comfort and never challenge. Some are forever pleading, trying to argue a child into faith. A whole father does all three, and he does it with every one of them, each child on his own, not the household as a crowd.\n\n" +
        "The goal is plain. Paul fathered them so they would walk worthily of God. We are not raising children to be impressive. We are raising them to walk with God when we are no longer in the room.",
      questions: [
        "Which of Paul’s three verbs, exhort, comfort or implore, comes most naturally to you, and which do you neglect?",
        "What have your children seen of your soul, not just your rules, in the last month?",
        "Where might your children see a gap between the man at church and the man at home?",
        "How does each of your children need something different from you right now?",
        "What do you most want your children to carry when you are no longer in the room?",
      ],
      prayer:
        "Father, you have been gentle and patient with us, and you call us your sons. Teach us to share our lives with our children and not just our rules. Make us men of integrity at home as well as at church. Help us to encourage, comfort and urge each child as they need. Raise up children in our homes who walk worthily of you long after we are gone. Amen.",
      atHome:
        "Spend time alone with each child this week, even twenty minutes. Ask what is hard for them right now, then decide whether they need encouragement, comfort or a challenge.",
    },
    {
      title: "Hands on Their Heads",
      passage: "Genesis 48:8-16",
      teaching:
        "Jacob was an old man, nearly blind, at the end of a life full of scheming, grief and grace. He had deceived his own father to steal a blessing. He had played favorites with his sons and watched the damage it did. Now Joseph brings two boys to his bedside, and the old man does something every father can do: he pulls them close, kisses them, puts his hands on their heads and blesses them.\n\n" +
        "There is something here for men whose fathers never blessed them. Many of us grew up without hearing a father say he was proud of us, or that God had good plans for us. That silence can echo for decades. Jacob knew that hunger firsthand. In his old age he gave his grandsons freely what he had once stolen.\n\n" +
        "Listen to how he blesses. He does not list their achievements. He tells them who God has been to him: “The God before whom my fathers Abraham and Isaac walked, the God who has fed me all my life long to this day.” The word for fed is a shepherd’s word. Through the years of running, limping and grieving, God had been shepherding him the whole way. Jacob hands his grandsons a God he has actually known.\n\n" +
        "A father’s blessing is not magic, but it is powerful. It tells a child: you are wanted, God is good, and your life matters in his story. You can speak it at bedtime, on a birthday, before a big game, or on the day your son or daughter leaves home. You can put your hand on a shoulder while you say it.\n\n" +
        "Your children will forget many of your lectures. They will not forget the night their father looked them in the eye and blessed them in the name of the God who had shepherded him all his life.",
      questions: [
        "Did your father ever bless you, in words or in some other way, and how has that shaped you?",
        "If you described God’s faithfulness in your life in one sentence, the way Jacob did, what would you say?",
        "Why do you think spoken blessing is so rare among fathers today?",
        "What moments in your family’s year could become natural times to bless your children?",
        "If you never received a father’s blessing, how can you receive God’s so that you have something to pass on?",
      ],
      prayer:
        "God of our fathers, you have fed and shepherded us all our lives, even when we ran from you. Heal the places in us that never heard a father’s blessing, and let us hear yours. Give us the words and the courage to bless our children and grandchildren out loud. Let them grow up knowing they are wanted, that you are good, and that their lives matter to you. Amen.",
      atHome:
        "Write a short blessing for each of your children: who God has been to you and what you pray for them. Speak it over them this week with a hand on their shoulder.",
    },
  ],
};
