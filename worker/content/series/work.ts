import type { LibrarySeries } from "../types";

export const workSeries: LibrarySeries = {
  slug: "work-the-work-of-our-hands",
  focusArea: "Work",
  title: "The Work of Our Hands",
  subtitle: "Five weeks on calling, toil, money and rest",
  description:
    "A five-week study for men who spend most of their waking hours at work and want to know what God thinks of it. It begins with a craftsman filled with the Spirit, faces the Teacher’s honest despair over toil, sits with Jesus’ warning about bigger barns, learns why rest is a matter of freedom, and ends with Moses asking God to establish the work of our hands. Whether you wear a hard hat, a headset or a tie, you will leave seeing Monday differently.",
  sessions: [
    {
      title: "Called by Name to the Workshop",
      passage: "Exodus 31:1-6",
      teaching:
        "Ask most men where the Spirit of God shows up in the Bible and they will name prophets, apostles and preachers. Few would name a craftsman. But one of the first people Scripture describes as filled with the Spirit of God is Bezalel, a metalworker, stonecutter and woodcarver. “I have filled him with the Spirit of God, in wisdom, and in understanding, and in knowledge, and in all kinds of workmanship.”\n\n" +
        "Think about what that means for a man who works with his hands, or with numbers, code or customers. God did not merely tolerate Bezalel’s trade. He called him by name to it and filled him for it. The skill in his fingers was a gift of the Spirit as surely as the words in a prophet’s mouth. Your competence is not separate from your faith. It is one of the places God has been generous to you.\n\n" +
        "Notice also what the skill was for. Bezalel was building the tabernacle, the place where God would dwell among his people. Most of us are not building anything so holy. But honest work serves the God who made the world and loves the people in it. The electrician keeps families safe. The accountant keeps a business honest. The nurse, the trucker, the teacher and the salesman who tells the truth are all tending God’s world.\n\n" +
        "And Bezalel did not work alone. God appointed Oholiab with him and put wisdom in the hearts of many others. Good work is shared work. Part of your calling may be training the apprentice, sharing credit with the team and raising up the man who will one day do your job better than you.\n\n" +
        "If you have thought of your job as the thing you do between Sundays, this passage invites you to see it differently. God knows your name at work too.",
      questions: [
        "Have you ever thought of the skill you use at work as a gift of the Spirit, and why or why not?",
        "What part of your work are you genuinely good at, and have you ever thanked God for it?",
        "Whom does your work serve, and how does it tend God’s world or the people in it?",
        "Who works alongside you the way Oholiab worked with Bezalel, and how are you helping others grow in their skill?",
        "What would change on Monday morning if you believed God knows your name at work?",
      ],
      prayer:
        "Lord, every good skill we have comes from you. Thank you for the work you have given us and the abilities you have put in our hands and minds. Forgive us for treating our jobs as something apart from you. Fill us with wisdom for the tasks in front of us this week. Let our work serve others well, and let it honor you. Amen.",
      atHome:
        "Write down three skills you use at work. Thank God for each one by name, then teach one of them to someone this week, at work or at home.",
    },
    {
      title: "Chasing After Wind",
      passage: "Ecclesiastes 2:17-24",
      teaching:
        "Every man who has worked long enough has known the Sunday night feeling the Teacher describes here. “So I hated life, because the work that is worked under the sun was grievous to me.” He had built great projects, gathered wealth and succeeded at nearly everything he tried, and he was miserable. Scripture does not pretend this feeling away. It writes it down.\n\n" +
        "The Teacher names two griefs that still sting. The first is that you cannot keep what you build. You will leave it to someone else, and he may be a fool. The company you poured twenty years into can be sold in an afternoon. The business you built can be run into the ground by the next owner. The second grief is restlessness: even in the night his heart takes no rest. Many men know that one well. The inbox follows you to bed. The problem at the site wakes you at three.\n\n" +
        "The Teacher’s honesty is a gift. If your job has become your identity and your security, sooner or later it will disappoint you, because work under the sun cannot carry that weight. It was never meant to be your god.\n\n" +
        "But the passage does not end in despair. “There is nothing better for a man than that he should eat and drink, and make his soul enjoy good in his labor.” And then the key: this too is from the hand of God. Joy in work is possible, but only as a gift received, not a prize seized. When your work is offered to God rather than worshipped, you can enjoy a good day’s labor, a shared meal and a job done well, without needing any of it to make you somebody.\n\n" +
        "Your work will disappoint you at times. The question is whether you let that disappointment drive you to the only One who never will.",
      questions: [
        "When have you felt what the Teacher felt, that your work was grievous and like chasing the wind?",
        "What have you built at work that you know you will one day hand to someone else, and how does that sit with you?",
        "Does your work follow you into the night, and what does that restlessness say about where your security lies?",
        "What is the difference between enjoying your work as a gift and needing it to make you somebody?",
        "What would it look like this week to receive a good day’s work from the hand of God?",
      ],
      prayer:
        "God, you know the weariness we carry home from work, and the nights our hearts take no rest. Forgive us for asking our jobs to be what only you can be. Loosen our grip on what we build, since we cannot keep it. Teach us to receive our work, our meals and our rest as gifts from your hand, and to find our worth in you alone. Amen.",
      atHome:
        "At the end of one workday this week, stop and name aloud one good thing from the day as a gift from God before you look at your phone again.",
    },
    {
      title: "Bigger Barns",
      passage: "Luke 12:13-21",
      teaching:
        "A man in the crowd interrupts Jesus with a family quarrel about money. Jesus declines to referee, and then turns to everyone listening: “Beware! Keep yourselves from covetousness, for a man’s life doesn’t consist of the abundance of the things which he possesses.” Beware is a strong word. Greed is not a small flaw at the edge of a man’s life. It is a quiet current that can carry him away without his noticing.\n\n" +
        "Then Jesus tells a story about a farmer whose land produced a bumper crop. Notice what the rich man does not do. He does not steal, cheat or exploit anyone. As far as we know, he earned his harvest honestly. His plan sounds like sensible retirement planning: bigger barns, secure storage, an easy future. So what makes him a fool?\n\n" +
        "Listen to his conversation. He talks only to himself. I will do this, I will pull down my barns, I will tell my soul. There is no God in his plans and no neighbor in his barns. His wealth has made him both self-sufficient and alone. And he has forgotten the one fact no retirement account can change: “tonight your soul is required of you.”\n\n" +
        "Jesus is not against saving or hard work. Scripture commends both elsewhere. He is warning against a life that lays up treasure for itself and is not rich toward God. Being rich toward God means holding money with an open hand: giving generously, providing faithfully for your family, paying your people fairly, and refusing to let the pursuit of more swallow your marriage, your children and your soul.\n\n" +
        "Most of us would never call ourselves greedy. But look at where your anxious thoughts go at night, what you daydream about and where your spare hours go. The barns can be a bigger house, a promotion or a portfolio. The question Jesus leaves hanging is simple: whose will they be?",
      questions: [
        "The rich man did nothing illegal, so why does Jesus call him a fool?",
        "Where is the line between wise saving and building bigger barns, and how would you know you had crossed it?",
        "Who is missing from your financial plans: God, your neighbor, or both?",
        "What are your barns, the thing you are tempted to believe will finally make you secure?",
        "What is one way you could become richer toward God this month?",
      ],
      prayer:
        "Lord Jesus, you warned us to beware of greed, and we confess that it hides in us more than we admit. Forgive us for planning as though our lives were our own. Teach us to hold money with open hands, to provide for our families faithfully and to give generously. Keep us from trading our souls for bigger barns, and make us rich toward you. Amen.",
      atHome:
        "Sit down with your budget or bank statement this week and ask what it says you love. Then make one generous gift you have been putting off.",
    },
    {
      title: "Permission to Stop",
      passage: "Deuteronomy 5:12-15",
      teaching:
        "Many hardworking Christian men keep most of the commandments with real seriousness and treat the Sabbath as optional. We would never steal from an employer, but we think nothing of working seven days a week, answering email at the dinner table and calling it faithfulness. The commandment says otherwise: “You shall labor six days, and do all your work; but the seventh day is a Sabbath to Yahweh your God.”\n\n" +
        "Notice two things in the way Moses restates the command here. First, the Sabbath is not only for you. It covers your son, your daughter, your workers, your animals and the stranger in your town, “that your male servant and your female servant may rest as well as you.” A man’s rest is a matter of justice. When you never stop, the people who work for you and live with you rarely get to stop either.\n\n" +
        "Second, the reason given here is not creation, as in Exodus, but rescue. “You shall remember that you were a servant in the land of Egypt.” Slaves do not get a day off. Pharaoh measured men by their output and never let them rest. God brought his people out of that, and the Sabbath was a weekly reminder that they were no longer slaves. When you cannot stop working, it is worth asking who your master really is.\n\n" +
        "Rest is an act of trust. It says the world will keep turning without me for a day, because God holds it up. It says my provision comes from God and not from one more hour of effort. For men whose identity is bound up with output, that is a hard but freeing confession.\n\n" +
        "What rest looks like will vary with your job and your season of life. Shift workers, farmers and fathers of newborns will practice it differently. But every man needs a rhythm of stopping, worshipping and delighting, and his family needs to see him do it.",
      questions: [
        "Why do you think so many hardworking men treat the Sabbath command as optional?",
        "Who else in your life cannot rest because you do not stop?",
        "Moses ties rest to being rescued from slavery. In what ways does your work still feel like serving Pharaoh?",
        "What does the way you rest, or fail to, say about what you really trust for your provision?",
        "What would a realistic weekly rhythm of stopping, worshipping and delighting look like in your season of life?",
      ],
      prayer:
        "Lord, you rescued us from slavery, and you still give us rest. Forgive us for living as though everything depends on our effort. Teach us to stop, to worship and to delight in you and in our families. Let the people who work for us and live with us rest as well. Help us trust that you hold the world up while we sleep. Amen.",
      atHome:
        "Choose a day this week to put your work phone away. Tell your family what you are doing, and fill the time with worship, rest and the people you love.",
    },
    {
      title: "Establish the Work of Our Hands",
      passage: "Psalms 90:12-17",
      teaching:
        "Psalm 90 is the only psalm credited to Moses, and it reads like the prayer of an old man who has watched a whole generation die in the wilderness. Earlier in the psalm he says our years are soon gone and we fly away. Then he asks for something every working man needs: “So teach us to count our days, that we may gain a heart of wisdom.”\n\n" +
        "Counting your days is not morbid. It is clarifying. If you have a limited number of working years left, which projects are worth them? Which late nights will you regret, and which will you be glad of? A man who knows his days are numbered stops giving his best hours to what will not last and starts asking what God wants done with them.\n\n" +
        "Moses does not ask God to make his work famous. He asks to be satisfied in the morning with God’s loving kindness, so that he can rejoice all his days. Satisfaction comes first from God’s love, not from the job. A man who begins his day filled with that love can go to work without needing work to fill him.\n\n" +
        "Then comes a striking line about legacy. “Let your work appear to your servants, your glory to their children.” Moses wants God’s work to be seen in his generation and God’s glory in the next. The most lasting thing you do may not happen at your job at all. It may be that your children saw God at work in the way you worked.\n\n" +
        "Finally, the prayer that gives this series its name: establish the work of our hands. Yes, establish it. Our work is fragile and our lives are brief. Only God can make what we do last. So we offer him our hands each morning, and we ask him to make something of our labor that outlives us.",
      questions: [
        "If you counted your remaining working years, what would you want them spent on?",
        "Which of your late nights and extra hours do you think you will regret, and which will you be glad of?",
        "What difference would it make to start the workday satisfied by God’s love rather than hoping work will satisfy you?",
        "What do you hope your children will remember about how you worked?",
        "Looking back over this series, what is one change you want God to establish in your working life?",
      ],
      prayer:
        "Eternal God, our days are short and our work is fragile. Teach us to count our days and gain hearts of wisdom. Satisfy us each morning with your loving kindness, so that we do not look to our jobs to fill us. Let our children see your work in the way we work. Establish the work of our hands, Lord. Yes, establish the work of our hands. Amen.",
      atHome:
        "Start each workday this week by reading the last verse of Psalm 90 aloud, offering God your hands and your task list before you open email.",
    },
  ],
};
