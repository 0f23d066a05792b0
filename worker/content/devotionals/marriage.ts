import type { LibraryDevotional } from "../types";

export const marriageDevotionals: LibraryDevotional[] = [
  {
    slug: "marriage-according-to-knowledge",
    focusArea: "Marriage",
    theme: "Marriage & Understanding",
    title: "Study Her Like It Matters",
    passage: "1 Peter 3:7",
    content:
      "You probably know more about your truck, your fantasy lineup, or your company’s quarterly numbers than you realize. Men study what they care about. We learn the sound an engine makes right before something goes wrong. We know which client needs a phone call instead of an email. We pay attention when attention pays.\n\n" +
      "Peter tells husbands to live with their wives “according to knowledge.” Not according to assumption, or habit, or what worked in the first year of marriage. Knowledge. Your wife is someone to be learned, and learned again, because she keeps changing. The woman you married at twenty-six is not the same woman folding laundry at forty-one. She has carried things you have not seen. If you stopped studying her somewhere along the way, you are living with a memory.\n\n" +
      "What does knowledge look like at the kitchen table? It looks like knowing what she is dreading this week. Knowing which of her friendships is strained. Knowing whether she wants you to fix the problem or just stay in the room while she talks it through. Knowing what makes her laugh now, not ten years ago. None of that comes from guessing. It comes from questions, and from listening past the first answer.\n\n" +
      "Peter adds that you are to give her honor, because you are “joint heirs of the grace of life.” You are not her supervisor, and she is not your project. You are two people standing in the same inheritance, receiving the same grace, side by side. Honor means treating her as someone God has dignified, in public and in private, in how you speak of her to your buddies and how you speak to her when you are tired.\n\n" +
      "Then comes the phrase most men skim past: “that your prayers may not be hindered.” God ties the way you treat your wife to the way your prayers go up. A man cannot be careless with her at dinner and expect a clear line to heaven at bedtime. How you love her is part of how you walk with God.\n\n" +
      "So start today with one honest question, asked with real curiosity: What is weighing on you right now that I might not know about? Then listen. Don’t defend, don’t solve, don’t glance at your phone. Study her like it matters, because it does.",
    reflection:
      "When was the last time you learned something new about your wife, and what question could you ask her this week that you don’t already know the answer to?",
    prayer:
      "Lord, I confess that I have sometimes lived with my wife on autopilot, assuming I already know her. Give me the humility to keep learning her. Help me honor her in my words and in my tone, especially when I am tired. Thank you that we stand together as heirs of your grace. Let nothing in how I treat her stand between me and you. Make me a student of the woman you gave me. Amen.",
  },
  {
    slug: "marriage-clothed-for-the-day",
    focusArea: "Marriage",
    theme: "Marriage & Forgiveness",
    title: "What You Wear Into the Kitchen",
    passage: "Colossians 3:12-14",
    content:
      "Every morning you choose what to put on. Work boots or dress shoes. The company polo or the flannel. You don’t think about it much, but you never leave the house without dressing for the day ahead.\n\n" +
      "Paul uses the same picture for the inner life. “Put on therefore, as God’s chosen ones, holy and beloved, a heart of compassion, kindness, lowliness, humility, and perseverance.” Notice the order. Before he tells you what to put on, he tells you who you are: chosen, holy, beloved. You don’t wear compassion to earn God’s love. You wear it because you already have it.\n\n" +
      "Marriage is where this clothing gets tested. It is easy to be kind to a coworker you see for forty minutes in a meeting. It is harder to be kind to the person who knows exactly how you load the dishwasher wrong and is willing to say so. Over the years a husband and wife collect a long list of small grievances. The tone she used last Tuesday. The thing you forgot again. The way she brings up your mother. Left alone, that list becomes the lens through which you see everything she does.\n\n" +
      "Paul names two practices for that list: “bearing with one another, and forgiving each other.” Bearing with is for the ordinary friction of two different people sharing one life. Some things do not need a conversation. They need patience. Forgiving is for the real wounds, the things that did need to be named. Both are ongoing. Neither is a one-time event you finish and file away.\n\n" +
      "And the reason is not that she deserves it every time. The reason is “even as Christ forgave you, so you also do.” You have been forgiven a debt you could never pay. When you hold her small debts over her head, you forget how much has been released for you.\n\n" +
      "Then Paul says, “Above all these things, walk in love, which is the bond of perfection.” Love is what holds the rest together. Without it, kindness becomes technique and patience becomes silent resentment.\n\n" +
      "Before you walk into the kitchen tonight, get dressed on purpose. Put on compassion. Put on humility. Let one old grievance go, and don’t tell her you did it. Just love her like a man who has been forgiven.",
    reflection:
      "What small grievance against your wife have you been carrying that you need to either bear with quietly or bring to her honestly and forgive?",
    prayer:
      "Father, you chose me and loved me before I ever got anything right. Clothe me today with compassion, kindness, humility, and patience, especially at home. Show me the grievances I keep rehearsing against my wife, and give me grace to release them the way you have released mine. Where something needs to be spoken, help me speak it gently. Above everything, teach me to walk in love. Amen.",
  },
  {
    slug: "marriage-before-the-sun-goes-down",
    focusArea: "Marriage",
    theme: "Marriage & Conflict",
    title: "Before the Sun Goes Down",
    passage: "Ephesians 4:26-27",
    content:
      "You know the silence. The drive home from her sister’s house where nobody turns on the radio. The bedtime where both of you lie very still on your own edges of the mattress, each waiting for the other to say something first. A man can be angry and calm at the same time, and most of us are experts at it.\n\n" +
      "Paul does not tell you never to be angry. He quotes the psalm: “Be angry, and don’t sin.” Anger is not always the problem. Sometimes something really is wrong and should be named. The problem is what anger does when you let it stay overnight.\n\n" +
      "“Don’t let the sun go down on your wrath, and don’t give place to the devil.” The word place matters. Unresolved anger gives the enemy a foothold, a room in your house where he can move in his furniture. One night of silence turns into a week of coolness. A week turns into a story you tell yourself about who she is. Eventually you are not angry about the thing anymore. You are just angry at her, and you can’t quite remember why.\n\n" +
      "This does not mean every argument must be solved before ten o’clock. Some conversations are too big for one evening, and exhausted people say things they regret. But it does mean you refuse to let the distance settle. You can tell her that you are still upset, that you love her, and that you want to finish this tomorrow. That keeps the door open. It tells her the marriage is bigger than the disagreement.\n\n" +
      "As the husband, you can be the first to move. Not because you are always wrong, but because leading in your home often means going first toward peace. Reach across the bed. Knock on the door of the room she went into. Say the first sentence, even if it comes out clumsy.\n\n" +
      "Pride will tell you that going first is losing. It isn’t. The man who moves toward reconciliation is not the weaker one. He is the one who refuses to give the devil a spare room in his marriage.\n\n" +
      "If there is something between you and your wife right now, don’t wait for the perfect moment. Tonight, before you turn out the light, close the gap, even a little.",
    reflection:
      "Is there anger you have let settle between you and your wife, and what would it look like for you to take the first step toward her tonight?",
    prayer:
      "Lord, you see the anger I carry and the silence I hide behind. I don’t want to give the enemy any room in my home. Give me the humility to go first toward peace, even when my pride wants to wait. Help me speak honestly without wounding, and listen without keeping score. Don’t let the sun set on my anger tonight. Guard my marriage, and make me a peacemaker in my own house. Amen.",
  },
  {
    slug: "marriage-her-husband-praises-her",
    focusArea: "Marriage",
    theme: "Marriage & Honor",
    title: "Say It Out Loud",
    passage: "Proverbs 31:28-31",
    content:
      "Most men think good things about their wives that they never say. You notice how she handled the call with the school. You see how tired she was and how she still got everyone fed. You watch her with your daughter and think, she’s really good at this. Then the thought passes, the moment is gone, and she goes to bed not knowing.\n\n" +
      "Proverbs 31 is often read as a list of everything a good wife is supposed to do, and some women have come to dread it for that reason. But look at how the chapter ends. It ends with what everyone around her does. “Her children rise up and call her blessed. Her husband also praises her.” The point is not only that she is worthy. It is that the people closest to her say so.\n\n" +
      "Her husband praises her. Out loud, with actual words: “Many women do noble things, but you excel them all.” That is not flattery. It is a man who has been paying attention and decides to tell her what he sees.\n\n" +
      "The passage also says what kind of praise lasts: “Charm is deceitful, and beauty is vain; but a woman who fears Yahweh, she shall be praised.” Tell her she’s beautiful, yes. But also praise what’s underneath: her faithfulness, her wisdom, her courage, the way she keeps trusting God in the hard seasons. Those are things time doesn’t take away.\n\n" +
      "And notice the last line: “Let her works praise her in the gates!” The gates were the public square. Honor her where others can hear it. In front of your kids. At your parents’ table. With the guys, instead of joining in the easy jokes about wives that men tell for a cheap laugh. Your children are learning how to treat a woman by listening to how you talk about their mother.\n\n" +
      "This is one of the simplest things you will do all week, and one of the most neglected. Pick one specific thing she did recently and tell her what it meant to you. Be concrete. Don’t wait for an anniversary card. Then, when the chance comes, say something good about her to someone else while she’s in the room.",
    reflection:
      "What is one specific thing your wife has done recently that you noticed but never told her you appreciated?",
    prayer:
      "Lord, thank you for my wife and for the thousand quiet ways she serves our family. Forgive me for the praise I have kept in my head instead of speaking. Open my eyes to see her faithfulness, and open my mouth to name it. Let my children hear me honor their mother. Help me praise her not only for what she does, but for who she is becoming in you. Amen.",
  },
  {
    slug: "marriage-the-wedding-reading",
    focusArea: "Marriage",
    theme: "Marriage & Enduring Love",
    title: "The Reading From Your Wedding Day",
    passage: "1 Corinthians 13:4-7",
    content:
      "There’s a good chance this passage was read at your wedding. Someone stood at the front, maybe a nervous cousin, and read it while you stood there in a rented tux thinking mostly about not locking your knees. It sounded beautiful. It sounded like a description of how you already felt.\n\n" +
      "Years later it reads differently. “Love is patient and is kind.” Patient when she’s running late again. Kind when you’re exhausted and she asks a question you’ve already answered twice. The words were never describing a feeling. They describe a way of acting, one choice at a time, in the ordinary rooms of a shared life.\n\n" +
      "Read the list slowly and it becomes uncomfortable in the best way. Love “doesn’t seek its own way.” How many of your arguments are really about getting your own way? Love “is not provoked.” Think about how quickly your temper rises when she touches a sore spot. Love “takes no account of evil.” Most of us keep careful accounts. We could recite the ledger from memory.\n\n" +
      "Paul wasn’t writing to newlyweds. He was writing to a church full of people who were proud, divided, and hard to live with. That’s good news for you. This kind of love is not for people who have it all together. It’s for people who need God’s help to love someone they are tempted to be frustrated with.\n\n" +
      "The passage ends with words that carry the weight of decades: love “bears all things, believes all things, hopes all things, and endures all things.” This is not naive. It does not mean ignoring abuse or pretending everything is fine. It means love stays. It believes the best when the evidence is mixed. It keeps hoping when the season is long. It endures through job loss, sick kids, grief, and the slow grind of years.\n\n" +
      "You can’t produce this on your own. The only one who has ever loved like this perfectly is Christ, and he loves you that way right now. Start there. Receive it. Then try putting your own name where the word love is, and read the passage again. Wherever it stings, ask God to grow that in you, starting today, starting at home.",
    reflection:
      "If you put your own name in place of the word love in this passage, which line would be hardest to read honestly?",
    prayer:
      "Jesus, you have been patient and kind with me far beyond what I deserve. You have not kept a record of my wrongs. Teach me to love my wife the way you love me. Where I am quick-tempered, slow me down. Where I keep score, help me let go. Give me a love that stays, that hopes, and that endures, not in my own strength but in yours. Amen.",
  },
];
