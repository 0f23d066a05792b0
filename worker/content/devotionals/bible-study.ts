import type { LibraryDevotional } from "../types";

export const bibleStudyDevotionals: LibraryDevotional[] = [
  {
    slug: "bible-study-roots-before-fruit",
    focusArea: "Bible Study",
    theme: "Scripture & Meditation",
    title: "Roots Before Fruit",
    passage: "Psalms 1:1-3",
    content:
      "Count the voices you hear before eight in the morning. The podcast in the truck. The sports radio host. The news alert. The group chat. The guy at the coffee shop with strong opinions. None of them are necessarily bad, but all of them are shaping how you think. The question isn’t whether you’ll be influenced. It’s by what.\n\n" +
      "Psalm 1 opens with a picture of a man drifting. The blessed man “doesn’t walk in the counsel of the wicked, nor stand on the path of sinners, nor sit in the seat of scoffers.” Walk, stand, sit. It’s a slow slide. First you’re passing by and listening. Then you stop and linger. Eventually you’re settled in, a regular, one more cynic. Nobody plans that. It happens when you’re not paying attention to what you feed your mind.\n\n" +
      "Then the alternative: “but his delight is in Yahweh’s law. On his law he meditates day and night.” Meditation here isn’t about emptying your mind. It’s the opposite. It’s filling it. The Hebrew word carries the idea of murmuring, turning words over under your breath, chewing on them. It’s what you do with a song you can’t get out of your head.\n\n" +
      "Then the picture: “He will be like a tree planted by the streams of water, that produces its fruit in its season, whose leaf also does not wither.” A tree by the water doesn’t look much different in a good week. Its roots are doing quiet work underground. But when drought comes, it’s still green while everything around it browns. Regular time in Scripture works the same way. It doesn’t always feel dramatic on a Tuesday. It shows up when the hard season arrives.\n\n" +
      "Notice that the fruit comes in its season. Not instantly. The Bible isn’t a vending machine. You might read for months before you notice you’re calmer under pressure, quicker to forgive, slower to speak. Roots come before fruit.\n\n" +
      "You don’t need an hour. Start with a small portion, a single psalm or a few verses from one of the Gospels. Read it slowly. Then pick one phrase and carry it with you. Repeat it on the drive. Think about it at lunch. Bring it back before bed.\n\n" +
      "That’s meditating day and night. Not a monk’s life, just a man’s mind returning to the water again and again.",
    reflection:
      "Which voices have shaped your thinking most this week, and how can you give God’s word more room among them?",
    prayer:
      "Lord, so many voices compete for my attention every day. I don’t want to drift into cynicism or settle into the seat of scoffers. Give me a real delight in your word. Help me carry it with me through the day, turning it over in my mind until it takes root. Plant me by your streams, so that when the dry season comes I stay green and keep bearing fruit. Amen.",
  },
  {
    slug: "bible-study-man-in-the-mirror",
    focusArea: "Bible Study",
    theme: "Scripture & Obedience",
    title: "The Man in the Mirror",
    passage: "James 1:22-25",
    content:
      "You glance in the mirror while brushing your teeth. There’s a smear of shaving cream by your ear and your collar is folded under. Then you grab your keys, head out the door, and walk into the meeting exactly like that, because you saw it and forgot.\n\n" +
      "That’s the picture James uses. “For if anyone is a hearer of the word and not a doer, he is like a man looking at his natural face in a mirror; for he sees himself, and goes away, and immediately forgets what kind of man he was.”\n\n" +
      "It’s possible to read the Bible a lot and change very little. You can know the verses about anger and still blow up at your son. You can underline the passages on generosity and still keep a tight grip on your wallet. You can sit through a strong sermon on Sunday, nodding the whole time, and be exactly the same man by Wednesday. James calls that self-deception: “be doers of the word, and not only hearers, deluding your own selves.”\n\n" +
      "Scripture shows you who you really are, and that’s uncomfortable. Sometimes the passage you read in the morning exposes the way you spoke to your wife last night. Sometimes it uncovers a grudge you’ve been pretending isn’t there. The temptation is to note it, feel a little bad, and move on. But the whole point of a mirror is to fix something.\n\n" +
      "James makes a promise to the man who does more than look: “But he who looks into the perfect law of freedom and continues, not being a hearer who forgets but a doer of the work, this man will be blessed in what he does.” He calls God’s word a law of freedom. Obedience isn’t a cage. It’s the way out of the patterns that have been holding you.\n\n" +
      "That changes how you read. Don’t only ask what the passage says. Also ask what you are going to do about it today. Keep the answer small and specific. Call your brother. Apologize to your daughter. Give that money away. Turn off the screen at ten.\n\n" +
      "Today, after you read, write one sentence that begins with the words Because of what I read, today I will. Then do it before the day ends. That’s how a hearer becomes a doer.",
    reflection:
      "What is one thing you have read in Scripture recently that you agreed with but have not yet acted on?",
    prayer:
      "Lord, I don’t want to be a man who looks into the mirror of your word and walks away unchanged. Show me clearly what you see in me, even when it’s uncomfortable. Then give me the courage to act on it today, in specific ways, at home and at work. Make me a doer and not only a hearer, and lead me into the freedom that obedience brings. Amen.",
  },
  {
    slug: "bible-study-check-it-for-yourself",
    focusArea: "Bible Study",
    theme: "Scripture & Discernment",
    title: "Check It for Yourself",
    passage: "Acts 17:11",
    content:
      "You’ve probably heard a sermon, a podcast, or a viral video that made a bold claim about what the Bible says. Maybe it sounded right. Maybe it felt slightly off, but the speaker was confident and the crowd was nodding. Most of us just take it in, because checking seems like too much work, or like something only pastors do.\n\n" +
      "When Paul and Silas arrived in Berea, they found a different kind of listener. Luke says these people “were more noble than those in Thessalonica, in that they received the word with all readiness of mind, examining the Scriptures daily to see whether these things were so.”\n\n" +
      "Notice two things held together. First, they received the word “with all readiness of mind.” They weren’t cynics looking for reasons to reject what they heard. They were eager. Second, they went home and checked it. Every day. Even when the teacher was the apostle Paul.\n\n" +
      "And Luke calls that noble. Not suspicious. Not disrespectful. Noble. Paul wasn’t offended that they checked his work. The truth can stand up to examination.\n\n" +
      "This is a big part of spiritual maturity for a man. You aren’t meant to outsource your understanding of God to someone else, however gifted he is. Good teachers are a gift, but they are meant to send you back to the text, not to replace it. And the better you know Scripture yourself, the harder it is for anyone, whether a smooth talker or your own wishful thinking, to lead you somewhere it doesn’t go.\n\n" +
      "This matters for your family too. Your kids will hear all kinds of claims about God, online, at school, from friends. You want to raise children who know how to open the Bible and see for themselves. They will learn that mostly by watching you do it.\n\n" +
      "You don’t need seminary training to start. The next time a teaching makes you think, write down the passage it came from. Read the whole chapter around it. Ask what it actually says, who it was written to, and what it meant to them. Then ask how it applies to you. Do that daily, even for ten minutes, and you’ll become the kind of man the Bereans were: eager to hear, careful to check, and steady when the winds shift.",
    reflection:
      "When you hear a teaching about the Bible, how often do you open the Scriptures yourself to see whether it is so?",
    prayer:
      "Lord, give me a ready mind and an eager heart for your word. Thank you for the teachers you have placed in my life. Help me honor them by going back to the Scriptures myself and seeing what is really there. Guard me from being led astray by confident voices or by my own wishes. Make me a man who knows your word well enough to lead my family in it. Amen.",
  },
  {
    slug: "bible-study-burning-hearts",
    focusArea: "Bible Study",
    theme: "Scripture & Encounter",
    title: "Hearts Burning on the Road",
    passage: "Luke 24:30-32",
    content:
      "Two discouraged disciples were walking home from Jerusalem. Their hopes had died on a cross three days earlier. A stranger joined them on the road, asked what they were talking about, and then began explaining the Scriptures to them, from Moses through all the prophets, showing how it all pointed to the Messiah. They had no idea it was Jesus.\n\n" +
      "Only later, at the table, when he took the bread and broke it, did they recognize him. “Their eyes were opened and they recognized him; then he vanished out of their sight.” And their first reaction was to look back at the walk: “Weren’t our hearts burning within us while he spoke to us along the way, and while he opened the Scriptures to us?”\n\n" +
      "That question says something about why we read the Bible at all. It isn’t only to gather information, though we do. It isn’t only to get better at following rules, though we should. At its center, Scripture is about a person. When you read it rightly, you aren’t just studying a book. You’re meeting someone.\n\n" +
      "A lot of men get bogged down in Bible reading. Leviticus gets hard. The genealogies are long. The reading plan you started in January has lapsed by March. Part of the reason is that we read it like a manual instead of a story about someone we love. The two on the road didn’t need more facts. They needed to see Jesus in what they already knew.\n\n" +
      "Notice too that the burning came slowly, along the way. They didn’t feel it in every sentence. They only recognized it looking back. That’s honest. Many mornings, reading Scripture won’t feel like fire. It will feel ordinary. But over time, looking back, you’ll see that God was speaking and your heart was being changed.\n\n" +
      "Today, as you read, ask one simple question: What does this show me about Jesus? If you’re in the Gospels, watch what he does and how he treats people. If you’re in the Old Testament, ask how the story points forward to him. Then carry what you saw into your ordinary life. Those two met him at an ordinary table, in the breaking of bread, at the end of a long day. He still meets men in places like that.",
    reflection:
      "When you read Scripture, are you looking mainly for information or for Jesus himself?",
    prayer:
      "Lord Jesus, open my eyes when I read your word. I don’t want to just collect information about you; I want to know you. Walk with me through the pages, even the hard and confusing ones, and show me how they point to you. Let my heart burn again, and give me patience on the ordinary days. Meet me at my own table and in my ordinary life. Amen.",
  },
  {
    slug: "bible-study-thoroughly-equipped",
    focusArea: "Bible Study",
    theme: "Scripture & Legacy",
    title: "Thoroughly Equipped",
    passage: "2 Timothy 3:14-17",
    content:
      "Timothy didn’t come to faith through a big conference or a famous preacher. Paul reminds him, “From infancy, you have known the holy Scriptures which are able to make you wise for salvation through faith which is in Christ Jesus.” Earlier in the same letter we learn who taught him: his grandmother Lois and his mother Eunice. Ordinary people at a kitchen table, reading to a little boy.\n\n" +
      "That should encourage every father. The most important Bible teaching your kids ever get may not come from a pulpit. It may come from you, reading a story at bedtime, answering a question in the car, or simply letting them see your worn Bible open on the table in the morning.\n\n" +
      "Paul also tells Timothy to “remain in the things which you have learned and have been assured of, knowing from whom you have learned them.” Part of what holds a man steady in his faith is remembering who taught him and how they lived. Is there someone like that in your life? A grandfather, a coach, a pastor, a friend? Maybe you’re the first in your family to take this seriously. Then you get to be that person for the ones who come after you.\n\n" +
      "Then comes the well-known line: “Every Scripture is God-breathed and profitable for teaching, for reproof, for correction, and for instruction in righteousness.” Four jobs. Teaching shows you what’s true. Reproof shows you where you’ve gone wrong. Correction shows you how to get back on the path. Instruction trains you to stay on it. Scripture doesn’t just inform you. It works on you.\n\n" +
      "And the purpose: “that each person who belongs to God may be complete, thoroughly equipped for every good work.” Thoroughly equipped. Think of a tradesman’s truck with every tool in its place, ready for whatever the job turns up. God wants you ready like that for the hard conversation with your teenager, the ethical gray area at work, the friend whose marriage is falling apart. You can’t use a tool you never picked up.\n\n" +
      "So keep picking it up. Read it for yourself. Read it with your kids. Let it correct you even when you’d rather not be corrected. You are building something in yourself, and maybe in a child who will one day say that he has known the Scriptures from infancy, because his father read them to him.",
    reflection:
      "Who taught you the Scriptures, and who in your life are you equipping with them now?",
    prayer:
      "Lord, thank you for the people who first showed me your word. Thank you that every Scripture is breathed out by you and useful in my life. Teach me, correct me, and train me, even when it’s uncomfortable. Make me a man who is thoroughly equipped for the good work you’ve prepared. And help me pass your word on faithfully to my children and to those who come after me. Amen.",
  },
];
