import type { LibraryDevotional } from "../types";

export const leadershipDevotionals: LibraryDevotional[] = [
  {
    slug: "leadership-not-so-among-you",
    focusArea: "Leadership",
    theme: "Leadership & Service",
    title: "It Shall Not Be So Among You",
    passage: "Mark 10:42-45",
    content:
      "James and John had just asked Jesus for the two best seats in his kingdom, one at his right hand and one at his left. The other ten disciples were furious, probably because they wanted those seats too. It’s a very human scene. Put a group of men together and sooner or later someone starts angling for position.\n\n" +
      "Jesus called them all together and described the kind of leadership they had seen their whole lives: “they who are recognized as rulers over the nations lord it over them, and their great ones exercise authority over them.” That’s leadership as control. Power flows down. The leader gets served. Everyone else exists to make him look good.\n\n" +
      "Then Jesus said, “But it shall not be so among you.” One sentence, and everything turned upside down. He went on to say that “whoever wants to become great among you shall be your servant. Whoever of you wants to become first among you shall be bondservant of all.”\n\n" +
      "Notice that Jesus doesn’t tell them to stop wanting to be great. He redefines greatness. The great man in God’s kingdom is not the one who gets served the most. He’s the one who serves the most.\n\n" +
      "And Jesus didn’t just say it. “For the Son of Man also came not to be served but to serve, and to give his life as a ransom for many.” The most powerful person who ever lived spent his authority on other people, all the way to the cross.\n\n" +
      "This is the pattern for every man who leads anything: a crew, a small business, a church ministry, a household. At home it means your authority exists for your wife and kids, not for your comfort. It’s the dad who takes the night shift with the sick toddler, the husband who gives up his Saturday plans when his wife is overwhelmed. At work it’s the manager who takes the blame when the project fails, shares the credit when it succeeds, and knows the names of the night crew’s kids.\n\n" +
      "Servant leadership isn’t weak leadership. Jesus still led. He still made hard calls and spoke hard truths. But the purpose of his leadership was the good of the people he led.\n\n" +
      "Ask yourself today who your leadership is actually serving. Then find one way to serve the people in your care that costs you something, like time, comfort, or credit, and do it without announcing it.",
    reflection:
      "In the places where you lead, at home and at work, who is your leadership really serving right now?",
    prayer:
      "Lord Jesus, you came not to be served but to serve, and you gave your life for me. Forgive me for the times I’ve used my authority for my own comfort. Teach me to lead the way you lead, with humility, sacrifice, and love. Show me how to serve my wife, my children, and the people I lead at work today. Let greatness in my life look like yours. Amen.",
  },
  {
    slug: "leadership-pick-up-the-towel",
    focusArea: "Leadership",
    theme: "Leadership & Humility",
    title: "Pick Up the Towel",
    passage: "John 13:12-15",
    content:
      "It was the last night before the cross. Jesus knew what was coming. The disciples didn’t, and not long before, they had been arguing about which of them was the greatest. Someone should have washed the dusty feet of the men as they came in. It was a servant’s job. Nobody volunteered.\n\n" +
      "So Jesus got up from supper, laid aside his outer garment, tied a towel around his waist, and went around the table washing their feet. The feet of Peter, who would deny him. The feet of the others, who would scatter. Even the feet of Judas, who was about to betray him.\n\n" +
      "Afterward he sat down and asked them, “Do you know what I have done to you?” Then he explained. “You call me, ‘Teacher’ and ‘Lord.’ You say so correctly, for so I am.” He didn’t deny his authority. He used it. “If I then, the Lord and the Teacher, have washed your feet, you also ought to wash one another’s feet.”\n\n" +
      "This is the heart of Christian leadership. Jesus didn’t serve because he lacked status. He served because he was secure in it. John tells us that Jesus knew the Father had given all things into his hands, and that he had come from God and was going to God. A man who knows who he is doesn’t need to protect his image. He can pick up the towel.\n\n" +
      "Most men resist the lowly tasks, especially in front of others. We’ll run the meeting but not clean up after it. We’ll make the big decisions at home and leave the bathroom scrubbing and the late-night laundry to someone else. Deep down, we think some jobs are beneath us. Jesus shows that no job is beneath a leader who follows him.\n\n" +
      "“For I have given you an example, that you should also do as I have done to you.” The example is specific. Find the dirty, unnoticed, humbling task and do it yourself. Not for show. Just because someone needs it done and you follow a Lord who knelt on the floor.\n\n" +
      "Today, pick up a towel. Clean the kitchen without being asked. Stack the chairs after church. Take out the trash at the office. Help the new guy with the grunt work he’s stuck with. Let your authority show up as humility, and let the people you lead see what following Jesus looks like with the sleeves rolled up.",
    reflection:
      "What humble task have you been avoiding because it feels beneath you, and how could you do it today as an act of following Jesus?",
    prayer:
      "Lord Jesus, you knelt and washed the feet of men who would deny and betray you. I am humbled by your example. Root my identity in you so deeply that I don’t need to protect my image. Show me the towel you want me to pick up today, at home, at church, or at work. Make me a leader who serves gladly and quietly, the way you did. Amen.",
  },
  {
    slug: "leadership-too-heavy-alone",
    focusArea: "Leadership",
    theme: "Leadership & Delegation",
    title: "Too Heavy for You Alone",
    passage: "Exodus 18:17-23",
    content:
      "Moses was doing everything himself. From morning until evening, people lined up with disputes, questions, and problems, and he handled every one personally. He probably thought this was faithful leadership. Then his father-in-law came to visit and watched for one day.\n\n" +
      "Jethro’s verdict was blunt: “The thing that you do is not good. You will surely wear away, both you, and this people that is with you; for the thing is too heavy for you. You are not able to perform it yourself alone.”\n\n" +
      "Notice what Jethro says is at stake. Not just Moses’ health, but the people’s too. When a leader tries to carry everything, he burns out, and the people he leads suffer. They wait in line all day. They never grow. They never get the chance to take responsibility.\n\n" +
      "Many men lead this way. At work you don’t delegate because nobody else will do it right, or because handing it off feels like losing control. At home you make every decision, fix every problem, and wonder why nobody else steps up. At church you’re on four committees because no one else volunteered. It can look like dedication. Often it’s a mix of pride, fear, and exhaustion.\n\n" +
      "Jethro’s counsel was practical. Moses should keep doing what only he could do: bring the people’s causes to God, teach them God’s ways, and show them how to live. Then he should find capable men “which fear God: men of truth, hating unjust gain,” and let them share the load. The great matters would come to Moses. The small ones would be handled by others.\n\n" +
      "Delegation isn’t laziness. It’s a form of trust, and a way of developing people. When you give your teenage son real responsibility, he grows. When you train someone on your team, you multiply your impact. When you let other men lead at church, the whole body gets stronger.\n\n" +
      "And look at the result Jethro promised: “then you will be able to endure, and all these people also will go to their place in peace.” Endurance for the leader. Peace for the people. That’s what healthy leadership produces.\n\n" +
      "Take an honest look at your load today. What is yours alone to carry? What could someone else do, maybe not as well at first, but well enough? Pick one thing and hand it off this week, with clear instructions and real trust.",
    reflection:
      "What are you carrying alone that God might be asking you to share with someone else?",
    prayer:
      "Lord, I confess that I often try to carry everything myself, out of pride, fear, or the belief that no one else will do it right. Thank you for the people who tell me the truth. Show me what is mine alone to carry and what I need to entrust to others. Give me the humility to share the load and the wisdom to develop those around me. Let the people I lead find peace. Amen.",
  },
  {
    slug: "leadership-a-listening-heart",
    focusArea: "Leadership",
    theme: "Leadership & Wisdom",
    title: "A Listening Heart",
    passage: "1 Kings 3:7-9",
    content:
      "Solomon had just inherited the throne from the most famous king in Israel’s history. He was young, the people were many, and the expectations were enormous. Then God appeared to him in a dream and told him, in effect, to ask for whatever he wanted.\n\n" +
      "You’d expect a new king to ask for a secure throne, a strong army, or a long reign. Instead Solomon started with honesty: “I am just a little child. I don’t know how to go out or come in.” That’s a striking thing for a king to admit. He didn’t know how to do the job.\n\n" +
      "Every man who leads anything eventually feels this. The first week as a new manager. The day you brought your first baby home from the hospital. The moment you realized your teenager was facing something you had no idea how to handle. The promotion that came with more responsibility than you felt ready for. Most men hide that feeling. Solomon laid it before God.\n\n" +
      "Then he made his request: “Give your servant therefore an understanding heart to judge your people, that I may discern between good and evil.” The Hebrew behind understanding heart is literally a hearing heart. Solomon wanted a heart that could listen to God, listen to people, and sort out what was right.\n\n" +
      "Notice he didn’t ask for answers to every future problem. He asked for the kind of heart that could find them. And he asked for the sake of the people: “for who is able to judge this great people of yours?” He saw that the people belonged to God, not to him. He was a steward, not an owner.\n\n" +
      "That’s a healthy way to think about leadership. Your kids are God’s before they’re yours. Your team at work, your small group, your household: all of them are people God cares about more than you do. Leadership is a trust. And the right response to a trust that big is humble dependence.\n\n" +
      "The story goes on to say that God was pleased with the request. He gave Solomon wisdom, and more besides. God delights to give wisdom to leaders who know they need it.\n\n" +
      "What are you facing right now that you don’t know how to handle? Say so, to God first. Then ask him specifically for a listening heart: to hear him, to hear the people involved, and to discern what’s right. Ask before you act, not after.",
    reflection:
      "Where do you feel out of your depth as a leader right now, and have you honestly asked God for wisdom about it?",
    prayer:
      "Lord, like Solomon, I often don’t know how to go out or come in. The people you’ve placed in my care are yours, and I need your help to lead them well. Give me a listening heart, to hear you, to hear others, and to discern between right and wrong. Keep me humble and dependent on you. I ask for wisdom for the decisions in front of me today. Amen.",
  },
  {
    slug: "leadership-fight-for-your-house",
    focusArea: "Leadership",
    theme: "Leadership & Courage",
    title: "Fight for Your House",
    passage: "Nehemiah 4:14",
    content:
      "The wall around Jerusalem was half built. The workers were exhausted, rubble was everywhere, and their enemies were threatening to attack. Rumors were flying. People were ready to quit. That’s when Nehemiah stood up and spoke.\n\n" +
      "“Don’t be afraid of them! Remember the Lord, who is great and awesome, and fight for your brothers, your sons, your daughters, your wives, and your houses.”\n\n" +
      "Notice the order. First, don’t be afraid. Then the reason: remember the Lord. Their courage didn’t come from pretending the enemy was weak. It came from remembering that God was great and awesome. Fear shrinks when a man looks at God instead of only at the threat.\n\n" +
      "Then Nehemiah gave them something to fight for, and it was personal. Your brothers. Your sons. Your daughters. Your wives. Your houses. He didn’t rally them around an abstract cause. He reminded them of the faces at home.\n\n" +
      "You’re probably not standing on a city wall with a sword. But you are in a fight for your house. It’s a fight against the forces that pull families apart: busyness, screens, distance, bitterness, temptation, the slow drift of a marriage nobody is tending. It’s a fight for your kids’ hearts in a culture that would happily raise them for you. And the enemy often wins not by a dramatic attack, but because the men who should be fighting have quietly set down their tools.\n\n" +
      "Fighting for your house doesn’t mean being harsh or controlling. It means showing up. Getting off the couch when your son needs to talk. Pursuing your wife when things have gone cold. Setting limits on what comes into your home. Praying over your kids by name. Having the awkward conversation instead of hoping it resolves itself.\n\n" +
      "And you can do all of it without fear, because the Lord is great and awesome. Your family’s future isn’t in your hands alone. But he has put you on the wall, and he wants you there, with your tools in one hand and your trust in him.\n\n" +
      "Today, name one specific area where your family is under pressure, even quietly. Then take one step to fight for it. Remember the Lord first. Then go stand your post.",
    reflection:
      "What area of your family life is quietly under attack right now, and what step will you take to fight for it?",
    prayer:
      "Great and awesome God, when I look at the threats to my family, I am tempted to fear or to give up. Help me remember you first. Give me courage to fight for my wife, my children, and my home, not with harshness, but with faithful presence and prayer. Show me where I’ve set down my tools, and help me pick them back up. I trust my house to you. Amen.",
  },
];
