import type { LibrarySeries } from "../types";

export const marriageSeries: LibrarySeries = {
  slug: "marriage-one-flesh-one-road",
  focusArea: "Marriage",
  title: "One Flesh, One Road",
  subtitle: "Five weeks on the covenant a husband keeps",
  description:
    "A five-week study for married men who want more than a marriage that merely survives. Starting in the garden, where God said it was not good for the man to be alone, the series walks through the covenant a husband keeps: leaving and holding fast, loving as Christ loved the church, living with his wife by knowledge, putting down bitterness, and rejoicing in the wife of his youth. Each session is honest about where men drift and hopeful about what God can restore. Come ready to talk about your own home, not marriage in general.",
  sessions: [
    {
      title: "Not Good to Be Alone",
      passage: "Genesis 2:18-25",
      teaching:
        "Before sin entered the story, before anything was broken, God looked at something in his good creation and said it was not good. “It is not good for the man to be alone.” The man had work, a garden, and the company of God himself, and still something was missing. Marriage was not invented as a patch for a fallen world. It was part of the original design.\n\n" +
        "Notice the word helper. In the Old Testament that word is used most often of God himself, who helps his people when they cannot help themselves. There is nothing small about it. The woman is comparable to him, a partner who corresponds to him as his equal, not an assistant who works for him. When the man finally sees her, he does not give a speech about roles. He breaks into the first poem in the Bible: bone of my bones, flesh of my flesh. Delight comes first.\n\n" +
        "Then comes the pattern every marriage since has been measured by: leave, join, become one. Leaving means your wife comes before your parents, your buddies, your old habits and your job. Joining means you hold fast on purpose, especially when it is hard. One flesh is more than the marriage bed. It is one life, one story, one table.\n\n" +
        "The chapter closes with a line that sounds almost impossible now: “The man and his wife were both naked, and they were not ashamed.” Nothing hidden, nothing to cover. Most of us have grown fig leaves since: the browser history, the spending, the fear we have never mentioned. This series begins by asking how far your marriage has drifted from that first openness, and with the good news that God is still in the business of bringing two people back toward it.",
      questions: [
        "The man’s first response to his wife was delight. When did you last tell your wife, in words, what you delight in about her?",
        "The word helper is used of God himself. How does that change the way you think about your wife’s strength and what she brings?",
        "What have you not fully left yet, whether parents, friends, work or old habits, that still competes with your wife for first place?",
        "Where have fig leaves grown in your marriage, things you keep from her because you are afraid of what she would think?",
        "What is one step toward more openness with your wife that you could take before we meet again?",
      ],
      prayer:
        "Father, you made marriage before anything was broken, and you called it good. We confess that we have hidden things from our wives and put other loves ahead of them. Give us the courage to leave what needs leaving and to hold fast to the women you have given us. Teach us to delight in our wives again, out loud. Make our homes places where nothing needs to be covered. Amen.",
      atHome:
        "Tell your wife one specific thing you delight in about her, something you have noticed this month rather than something general. Say it face to face, not by text.",
    },
    {
      title: "Love That Goes First",
      passage: "Ephesians 5:21-33",
      teaching:
        "Most men who know one verse about marriage know the one about headship, and some have used it as a trump card in an argument. Paul does not allow that. He begins with a sentence addressed to every believer in the room: “subjecting yourselves to one another in the fear of Christ.” Whatever headship means, it lives inside a household where everyone is bending toward everyone else.\n\n" +
        "Then Paul spends far more words on husbands than on wives, and the measure he hands us is staggering: “Husbands, love your wives, even as Christ also loved the assembly and gave himself up for her.” Christ’s headship looked like a towel, a cross and an empty tomb. He led by going first into the suffering. If your leadership at home mostly consists of getting the final say, you have kept the title and dropped the job.\n\n" +
        "Look at what Christ’s love aims at: that his people would be holy, clean and radiant. A husband who loves like this asks what will help his wife flourish before God, not merely what will keep her pleased with him. Does she have time to pray? Room to use her gifts? A husband who prays for her by name?\n\n" +
        "Paul gets practical with two ordinary words: nourish and cherish. You feed your own body without thinking about it, and you take care of it when it hurts. Love your wife with that same instinctive care. Notice when she is running on empty. Carry what she is carrying.\n\n" +
        "Paul calls all this a great mystery. Your marriage is meant to be a small, living picture of Christ and his church. Nobody paints it perfectly. But every time you lay down your preference for her good, the picture gets clearer, and your children are watching it being painted.",
      questions: [
        "Why do you think Paul opens with submitting to one another before he says anything to husbands or wives?",
        "Christ led by going first into suffering. What would it look like in your home this month for you to go first?",
        "If your wife described your leadership in three words, what do you think she would say, and what would you hope she would say?",
        "What helps your wife flourish before God, and what in your schedule or habits gets in the way of it?",
        "Where is your wife running on empty right now, and what could you carry for her?",
      ],
      prayer:
        "Lord Jesus, you loved your church and gave yourself up for her. We have often wanted the honor of leading without the cost of it. Forgive us. Teach us to go first in serving, in apologizing and in praying. Help us to nourish and cherish our wives the way you care for us, and let our marriages show our children something true about your love. Amen.",
      atHome:
        "Ask your wife what one thing you could take off her plate this week. Then do it without being reminded, and don’t mention it afterward.",
    },
    {
      title: "Live With Her by Knowledge",
      passage: "1 Peter 3:7-12",
      teaching:
        "Peter gives husbands one verse, and he packs a lifetime into it. “You husbands, in the same way, live with your wives according to knowledge.” Other translations say in an understanding way. Either way, it is a call to study your wife the way you did when you were dating: what she loves, what she fears, what wears her down, what makes her laugh, what she needs when she is hurting.\n\n" +
        "Many men knew their wives better at twenty-five than they do at forty-five. Not because she stopped changing, but because we stopped paying attention. She has been shaped by childbirth, grief, moves, work and the slow work of God in her, and we are still operating from an old manual. Living with her by knowledge means staying curious.\n\n" +
        "Peter tells us to honor her, and then he reminds us that husbands and wives are “joint heirs of the grace of life.” She is not your project or your support staff. She stands beside you before God with the same inheritance. Then comes a warning: treat her without understanding and honor, and your prayers will be hindered. How a man treats his wife affects how he walks with God. You cannot stay cold at home and close to God for long.\n\n" +
        "The verses that follow widen the lens to the whole church, but they land hard in a marriage. Tenderhearted. Courteous. “not rendering evil for evil or insult for insult; but instead blessing.” Most fights escalate because someone answers a sharp word with a sharper one. Peter calls you to be the one who breaks the cycle, who answers an insult with a blessing, and who chooses to seek peace and pursue it even when you are sure you are right.",
      questions: [
        "What did you know about your wife when you were dating that you have stopped asking about?",
        "What is weighing on your wife right now, and how confident are you that you really know?",
        "Peter links how we treat our wives with whether our prayers are hindered. Have you felt that connection in your own life?",
        "In your last real argument, what did you say that answered insult with insult, and what would blessing have sounded like instead?",
        "What would it look like for you to seek peace at home this week rather than waiting for her to make the first move?",
      ],
      prayer:
        "Lord, you know us completely and still love us. Forgive us for the ways we have stopped paying attention to our wives. Give us curious hearts and patient ears. When we are stung by a sharp word, help us to bless instead of striking back. Make us the first to seek peace in our homes, and let nothing in the way we treat our wives stand between us and you. Amen.",
      atHome:
        "Ask your wife three questions you have never asked her, such as what she is hoping for this year, and listen to the answers without trying to fix anything.",
    },
    {
      title: "No Bitter Account",
      passage: "Colossians 3:12-19",
      teaching:
        "Of all the things Paul could have told husbands in one line, he chose this: “Husbands, love your wives, and don’t be bitter against them.” He knew something about men. Many of us do not explode so much as harden. A slight gets filed away. A disappointment goes unspoken. Years later a man is still keeping score and wonders why the warmth has gone out of his house.\n\n" +
        "Bitterness grows in a marriage the way rust grows on a truck left outside: slowly, quietly, and mostly in the places you don’t look. The cure Paul offers is not a technique but a wardrobe. “Put on therefore, as God’s chosen ones, holy and beloved, a heart of compassion, kindness, lowliness, humility, and perseverance.” Clothes are put on every morning. So is kindness. Nobody wakes up humble by accident.\n\n" +
        "At the center of the passage is forgiveness, and the pattern is Christ: “even as Christ forgave you, so you also do.” You were forgiven a debt you could never repay, and you did not earn it by apologizing well. That changes how you hold your wife’s failures. It does not mean pretending they don’t matter. It means you stop charging interest.\n\n" +
        "Then Paul names three things that keep a home from going sour. Let the peace of Christ rule, like an umpire who makes the call when you are tempted to keep fighting. Let the word of Christ dwell richly, which means Scripture is spoken and sung in your house, not just owned. And be thankful, which Paul says in verse 15 and again in verse 17. Gratitude and bitterness make poor roommates.\n\n" +
        "Ask yourself honestly whether there is a grudge you are still carrying against your wife. Name it before God, and begin to put it down.",
      questions: [
        "Many men harden more than they explode. Do you recognize that in yourself, and what does it look like when it happens?",
        "Is there a slight or disappointment in your marriage that you have filed away and never really let go?",
        "Which of the qualities in verse 12 do you most often leave in the closet when you are at home?",
        "How does remembering how Christ forgave you change the way you handle your wife’s failures?",
        "What would it take for Scripture to be spoken and sung in your house, not just owned?",
      ],
      prayer:
        "Father, you forgave us a debt we could never pay, and you keep no record of what Christ has covered. Search our hearts for the grudges we have filed away against our wives, and give us grace to put them down. Clothe us each morning with compassion, kindness and humility. Let the peace of Christ settle our arguments, and fill our homes with thankfulness instead of bitterness. Amen.",
      atHome:
        "Write down one grievance you have been holding against your wife. Pray over it, forgive it before God, then tear the paper up. If it still needs a conversation, have it gently.",
    },
    {
      title: "Rejoice in the Wife of Your Youth",
      passage: "Proverbs 5:15-21",
      teaching:
        "The book of Proverbs is a father talking to his son, and in chapter five he gets very frank. He has just spent fourteen verses warning about the adulteress, whose lips drip honey and whose end is bitter. But he does not stop at the warning. A man is not kept faithful only by fear of the wrong woman. He is kept faithful by joy in the right one.\n\n" +
        "“Drink water out of your own cistern, running water out of your own well.” In a dry land a well was life. A man guarded his water and drew from it gladly. The father tells his son to treat his marriage the same way: as the place where his thirst is meant to be satisfied, not a duty he endures while his eyes wander.\n\n" +
        "Then he says it without embarrassment: “Rejoice in the wife of your youth.” Be captivated always with her love. Scripture is not shy about married desire. God invented it and blesses it. Many men let romance die after the wedding and then wonder why temptation feels so strong. Faithfulness is not only a wall you keep up. It is a fire you keep tending.\n\n" +
        "What does tending look like after fifteen years, three kids and a mortgage? It looks like pursuit. Dates that are planned, not just hoped for. Tenderness that is not only a prelude to the bedroom. Guarding your eyes and your screen so your desire is not spent somewhere else. Telling her she is beautiful, and meaning it.\n\n" +
        "The passage ends with a sobering line: the ways of a man are before the eyes of the Lord, and he examines all his paths. That is a warning, but it is also a comfort. God sees the quiet faithfulness no one else notices, and he is pleased with a man who delights in his wife.",
      questions: [
        "Why do you think the father in Proverbs pairs his warning against adultery with a call to joy in marriage?",
        "Is your marriage more like a well you draw from gladly or a duty you carry, and what made it that way?",
        "What has let romance cool in your marriage, and whose job is it to tend the fire?",
        "What guardrails on your eyes and your screen help keep your desire at home?",
        "When did you last plan time alone with your wife, rather than just hoping it would happen?",
      ],
      prayer:
        "God of every good gift, thank you for the wives you have given us. Forgive us for the times we have let our hearts wander and our love grow cold. Teach us to rejoice in our wives again, to pursue them with tenderness and to guard our eyes from whatever would steal our desire. You see all our paths; let every one of them lead us home. Amen.",
      atHome:
        "Plan a date with your wife this week: choose the time, arrange the childcare and pick the place yourself. Spend part of it telling her why you would marry her again.",
    },
  ],
};
