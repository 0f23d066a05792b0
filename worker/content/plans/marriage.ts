import type { LibraryPlan } from "../types";

export const marriagePlan: LibraryPlan = {
  slug: "marriage-love-that-stays",
  title: "Love That Stays",
  description:
    "For husbands who want more than a marriage that simply runs smoothly. Over ten days you will practice listening, speaking, serving, forgiving and pursuing your wife the way Christ loves his people, and you will finish with a love built to last.",
  focusArea: "Marriage",
  days: [
    {
      day: 1,
      title: "Not Good to Be Alone",
      passage: "Genesis 2:18-24",
      teaching:
        "Before sin entered the world, before anything was broken, God looked at a man in a perfect garden and said something was missing. “It is not good for the man to be alone.” Adam had work, purpose, and God himself. Still, God said not good.\n\n" +
        "So God made “a helper comparable to him.” Helper isn’t a small word. The Old Testament often uses it for God himself, the one who comes alongside in battle. Comparable means matching, face to face, an equal who is also different. Your wife wasn’t given to you as an assistant for your plans. She was given as a partner in a life neither of you could live alone.\n\n" +
        "Notice Adam’s first words when he sees her. They are close to a song: “This is now bone of my bones, and flesh of my flesh.” Somewhere between mortgages, car seats and the calendar on the fridge, many men lose that wonder. She becomes the person who runs logistics with you.\n\n" +
        "This plan is about getting back to the man who sang. Not by pretending marriage is easy, but by remembering who she is: God’s answer to your aloneness, and the one person you promised to leave everything else for.",
      reflectionQuestion:
        "When did you last look at your wife with something like Adam’s wonder, and what has crowded it out since?",
      prayerPrompt:
        "Thank God for your wife by name, and for specific things about her. Ask him to restore your wonder where routine has worn it down.",
      actionStep:
        "Tonight, tell your wife one specific thing about her you’re grateful for that has nothing to do with what she does for you.",
    },
    {
      day: 2,
      title: "The Wife of Your Covenant",
      passage: "Malachi 2:14-16",
      teaching:
        "In Malachi’s day, people were weeping at the altar, wondering why God seemed distant. His answer was blunt: look at how you have treated your wife. “Yahweh has been witness between you and the wife of your youth, against whom you have dealt treacherously, though she is your companion and the wife of your covenant.”\n\n" +
        "Two things stand out. First, God was a witness. Your wedding wasn’t just a party with a nice officiant. God stood there and heard what you said. Second, the way a man treats his wife is tied to his worship. You can’t keep a cold war going at home and expect your walk with God to stay warm.\n\n" +
        "A contract says, I will do my part if you do yours. A covenant says, I bind myself to you, even on the days you can’t hold up your end. Most marriages don’t end in one dramatic betrayal. They erode through small treacheries: contempt in the voice, secrets on the phone, a heart that has quietly checked out.\n\n" +
        "God says it twice, the second time plainly: “pay attention to your spirit, that you don’t be unfaithful.” Faithfulness is won or lost in your own heart long before it shows up anywhere else.",
      reflectionQuestion:
        "Where has a small treachery, a tone, a secret or a checked-out heart, crept into your marriage?",
      prayerPrompt:
        "Ask God to show you where you have treated your marriage like a contract. Thank him that he keeps covenant with you even when you fail.",
      actionStep:
        "Find your wedding vows, or write down what you remember of them, read them slowly today, and tell your wife one line you still mean with all your heart.",
    },
    {
      day: 3,
      title: "Quick to Hear",
      passage: "James 1:19-20",
      teaching:
        "She has had a hard week. The baby is teething, her manager moved the deadline again, and something her mother said on the phone is still stinging. She starts telling you about it, and within ninety seconds you have a plan. Three steps. Probably good ones.\n\n" +
        "And it lands badly. Not because your plan was wrong, but because she wasn’t asking for a plan yet. She was asking whether you were with her.\n\n" +
        "James says every man should be “swift to hear, slow to speak, and slow to anger” and the order matters. Swift to hear means listening comes first, not the thing you do while you wait to talk. Many men fix because listening feels helpless. We don’t like sitting inside a problem we can’t solve. But for your wife, being heard is often the help.\n\n" +
        "Slow to anger belongs in the same sentence for a reason. When we don’t listen, we misunderstand, and when we misunderstand, we get defensive. Half the fights in a marriage start with a man answering something she never said.\n\n" +
        "Listening well sounds like: Tell me more. That sounds exhausting. What was the worst part? And sometimes it sounds like nothing at all, just your company on the couch.",
      reflectionQuestion:
        "When your wife talks about a hard day, does she walk away feeling heard or feeling handled?",
      prayerPrompt:
        "Ask God for patience to listen without rushing to fix. Pray specifically for whatever is weighing on your wife this week.",
      actionStep:
        "Tonight, ask your wife about the hardest part of her week, and don’t offer a single solution unless she asks for one.",
    },
    {
      day: 4,
      title: "Words That Build",
      passage: "Ephesians 4:29-32",
      teaching:
        "Every marriage has a running soundtrack. Most of it is small talk: did you call the plumber, who is picking up the kids, we’re out of milk. But under the logistics is a tone, and over the years that tone becomes the weather of your home.\n\n" +
        "Paul sets a high bar: “Let no corrupt speech proceed out of your mouth, but only what is good for building others up as the need may be, that it may give grace to those who hear.” Corrupt means rotten, the way fruit goes bad. It includes the obvious things, but also the joke at her expense in front of friends, the sigh when she asks for help, the eye roll, the phrase you always.\n\n" +
        "Then he names what sits underneath rotten words: bitterness, wrath, anger. Words that wound usually come from something we have been storing. A man who hasn’t forgiven his wife for last month will find ways to say so, even while talking about the dishes.\n\n" +
        "The alternative isn’t flattery. It’s speech that builds, chosen for what she needs right now. Maybe that she’s a good mother. Maybe that you noticed how hard she’s working. Maybe that you’re sorry.",
      reflectionQuestion:
        "If your wife described the tone of your words over the last month, what would she say?",
      prayerPrompt:
        "Ask God to uncover any bitterness you have been storing and replace it with kindness. Ask for words that give her grace.",
      actionStep:
        "Before the day ends, say one sentence to your wife that’s built for what she needs to hear right now, and say it without a joke attached.",
    },
    {
      day: 5,
      title: "The Form of a Servant",
      passage: "Philippians 2:3-8",
      teaching:
        "There is a quiet scorekeeping in a lot of marriages. I did bath time three nights this week. I mowed. I worked late so we could afford the trip. Each of us keeps a ledger, and each of us is convinced we’re the one in the red.\n\n" +
        "Paul takes the ledger out of our hands: “each of you not just looking to his own things, but each of you also to the things of others.” Then he points at Jesus, who “emptied himself, taking the form of a servant,” and humbled himself all the way to a cross. The one who had every right to be served knelt down instead.\n\n" +
        "Leadership in marriage has been twisted into many things, but in Scripture it never looks like a man on the couch waiting for dinner. It looks like Christ. It looks like the husband who gets up first when the baby cries at three in the morning, who notices the overflowing laundry before he’s asked, who makes the hard call to the insurance company so she doesn’t have to.\n\n" +
        "Servant love is mostly invisible and mostly unthanked. That’s the point. You aren’t serving for credit. You’re serving because this is what love looks like when Christ lives in a man.",
      reflectionQuestion:
        "What ledger are you keeping in your marriage, and what would it look like to tear it up?",
      prayerPrompt:
        "Thank Jesus for taking the form of a servant for you. Ask him to make you glad to serve your wife in hidden ways.",
      actionStep:
        "Today, take over one task your wife normally carries, and do it without announcing it or mentioning it afterward.",
    },
    {
      day: 6,
      title: "The Gentle Answer",
      passage: "Proverbs 15:1-4",
      teaching:
        "You know how it goes. She says something with an edge. You answer with a slightly sharper edge. She raises it. Two minutes later you’re arguing about something from three years ago, and neither of you remembers how it started.\n\n" +
        "Proverbs puts it simply: “A gentle answer turns away wrath, but a harsh word stirs up anger.” Conflict in marriage is normal. Two sinners sharing a bathroom will disagree. The question isn’t whether you fight, but whether your words pour fuel or water on it.\n\n" +
        "A gentle answer isn’t a weak one. It takes far more strength to lower your voice when you feel attacked than to raise it. Gentleness means choosing not to win the exchange so you can keep the marriage. It might sound like: I don’t want to fight with you, help me understand what is really going on. Or: you’re right about that part, and I’m sorry.\n\n" +
        "Verse four adds a picture: “A gentle tongue is a tree of life, but deceit in it crushes the spirit.” Your words either grow something or crush something. Over the years, a man’s tongue shapes the spirit of the woman he lives with. Be a tree of life in your house.",
      reflectionQuestion:
        "In your last argument with your wife, where could you have answered gently, and what stopped you?",
      prayerPrompt:
        "Ask God for the strength to lower your voice when you feel attacked. Confess any harsh words you haven’t yet made right.",
      actionStep:
        "Choose one sentence you will use the next time tension rises, such as: I’m on your side, help me understand. Tell your wife tonight that you’re going to try it.",
    },
    {
      day: 7,
      title: "Seventy Times Seven",
      passage: "Matthew 18:21-22",
      teaching:
        "Peter thought he was being generous. Forgiving someone three times was considered plenty in his day. Peter doubled it and added one. Seven times. Surely that’s enough.\n\n" +
        "Jesus answered, “I don’t tell you until seven times, but, until seventy times seven.” He wasn’t handing Peter a bigger number to count to. He was telling him to stop counting.\n\n" +
        "Marriage will test this more than any other relationship, because no one else is close enough to hurt you so often. She will forget what matters to you. She will say the thing she knows stings. She will repeat the habit you have asked her to change. And you will do the same things to her, probably more often than you realize.\n\n" +
        "Forgiveness doesn’t mean pretending it didn’t happen or never talking about it. It means releasing the debt. You stop requiring her to pay for it, you stop pulling it out as ammunition, and you stop replaying it at night. Often it’s a decision you make before you feel it, and then make again the next day.\n\n" +
        "Right after this exchange, Jesus tells a story about a servant forgiven an impossible debt. You have been forgiven more than she will ever owe you. Start there.",
      reflectionQuestion:
        "What offense are you still holding against your wife, and what would it cost you to release it?",
      prayerPrompt:
        "Name before God the thing you have been keeping on her account. Thank him for how much he has forgiven you, and ask for grace to let it go.",
      actionStep:
        "Write down one grievance you have been holding against your wife, pray over it, then tear up the paper and throw it away.",
    },
    {
      day: 8,
      title: "Come Away",
      passage: "Song of Solomon 2:10-13",
      teaching:
        "Between the law and the prophets, God left a whole book of love poetry in the Bible. It’s there on purpose. God isn’t embarrassed by romance, and he isn’t bored by desire between a husband and wife. He invented both.\n\n" +
        "Listen to the man in this song: “Rise up, my love, my beautiful one, and come away.” He’s pursuing her. He notices the season has changed, the winter is past, the flowers are out, and he wants her beside him in it.\n\n" +
        "Many of us pursued hard while dating and stopped once the ring was on. We treat marriage like a house we bought, when it’s more like a garden. Gardens die when no one tends them. Your wife was worth chasing once. She’s worth chasing now, with the stretch marks and the gray hair and the tired eyes at nine at night.\n\n" +
        "Pursuit doesn’t need to be expensive. It looks like planning the date yourself, including the babysitter. Texting her in the middle of the day for no reason. Telling her she’s beautiful and meaning it. Asking her to walk with you after dinner just because you want her company. Say it again: come away.",
      reflectionQuestion:
        "When did your wife last feel pursued by you, and not just partnered with?",
      prayerPrompt:
        "Thank God for the gift of romance and desire in marriage. Ask him to rekindle your delight in your wife.",
      actionStep:
        "Plan a date for this week, handle every detail including childcare, and invite her before you go to bed tonight.",
    },
    {
      day: 9,
      title: "Many Waters",
      passage: "Song of Solomon 8:6-7",
      teaching:
        "Every marriage hits deep water. A miscarriage. A layoff. A diagnosis. A teenager in crisis. A season when she’s depressed and you don’t know how to reach her, or when you are and she can’t reach you. Sometimes the flood is slow: years of exhaustion that leave two people politely living parallel lives.\n\n" +
        "The Song says, “Many waters can’t quench love, neither can floods drown it.” That sounds like a greeting card until you notice who is saying it: people who know floods are coming. Real love isn’t a feeling floating on calm water. It’s a seal on the heart, a mark pressed into wax that can’t be undone.\n\n" +
        "In hard seasons, love often looks less like passion and more like stubbornness. It’s the man who keeps showing up at the hospital, keeps holding her hand in the dark when neither of you has words, keeps saying we instead of you. It’s the decision not to retreat into work, the garage or your phone when home becomes a hard place to be.\n\n" +
        "If you’re in deep water right now, don’t try to feel your way through. Hold on. Love that God has sealed is stronger than the flood.",
      reflectionQuestion:
        "Where do you tend to retreat when your marriage is in hard water, and what would it look like to stay?",
      prayerPrompt:
        "Bring whatever your marriage is facing right now to God honestly. Ask him to seal your love and make you steady for your wife.",
      actionStep:
        "Ask your wife tonight what is weighing on her most right now, then pray with her about it, even if your prayer is only two sentences.",
    },
    {
      day: 10,
      title: "Nourish and Cherish",
      passage: "Ephesians 5:28-33",
      teaching:
        "Paul ends his great passage on marriage with two words that sum up a husband’s calling. No man hates his own body, he says, but “nourishes and cherishes it, even as the Lord also does the assembly,” and a husband is to love his wife that way, as part of himself, because she is.\n\n" +
        "Nourish means feeding growth. What is your wife becoming? What gifts has she buried under years of serving everyone else? A nourishing husband makes room for her to grow, whether that’s the class she wants to take, the friendship she needs, or the hour alone she hasn’t had in weeks.\n\n" +
        "Cherish means treating as precious. It’s the opposite of taking for granted. It’s the way you would handle something irreplaceable.\n\n" +
        "Over these ten days you have looked at where marriage came from, the covenant you made, how you listen, speak, serve, fight, forgive, pursue and hold on. None of it is technique. It’s what Christ does for his people, and Paul says your marriage is meant to be a picture of that.\n\n" +
        "The goal isn’t a perfect marriage. It’s a love that stays, keeps growing, and points the people around you to Jesus.",
      reflectionQuestion:
        "What is one way your wife could grow or flourish that you could make room for this month?",
      prayerPrompt:
        "Thank God for what he has shown you over these ten days. Ask him to make you a husband who nourishes and cherishes for the long haul.",
      actionStep:
        "Ask your wife tonight what she would love to do or grow in if she had the time, then put one concrete step toward it on the calendar this week.",
    },
  ],
};
