import type { PlanTheme } from "../types";

/** Marriage and Fatherhood: three themes each, three days a theme. */
export const homeThemes: PlanTheme[] = [
  {
    key: "marriage-serving-love",
    days: [
      {
        passage: "Ephesians 5:25-33",
        title: "Love That Goes First",
        teaching:
          "The Bible never asks a husband to wait until his wife deserves it. It asks him to go first: first to serve, first to apologise, first to notice what she carries. That is not weakness. It is the strength Christ showed when he laid down his life for people who had not earned it. Most marriages do not drift apart over one big betrayal. They drift because two tired people are each waiting for the other to move. Today, you move.",
        question: "Where in your marriage are you waiting for her to go first?",
        prayer:
          "Thank Jesus for loving you before you loved him. Ask him for the humility to go first with your wife in one specific place where you have been holding back.",
        action:
          "Before the evening ends, do one job she usually carries without being asked, and don't mention that you did it.",
      },
      {
        passage: "Colossians 3:19",
        title: "Honour in Private",
        teaching:
          "Anyone can be kind to his wife in front of the small group. What you are as a husband shows up when nobody is watching: the tone you use when she asks the same question twice, the sigh when plans change, the way you talk about her to the guys at work. Honour is not a feeling you wait for. It is a decision about her worth that you make again in the small moments, especially the tired ones at the end of the day.",
        question: "How would your wife describe the way you speak to her when you are tired?",
        prayer:
          "Confess any contempt or carelessness that has crept into how you speak to or about your wife. Ask God to let your words at home match what you say in public.",
        action: "Tell someone today, in her hearing or not, one thing you genuinely admire about your wife.",
      },
      {
        passage: "1 Peter 3:7",
        title: "Study Her Again",
        teaching:
          "You learn what you care about. Men can name the sound a failing alternator makes and the stats of a quarterback they have never met. Scripture calls a husband to live with his wife with understanding, to know her, not the version of her from the first year. She has changed. Her fears, hopes and tiredness have moved. A marriage stays alive when a man keeps asking questions and keeps listening past the first answer.",
        question: "What do you not know about your wife's life right now that you could learn this week?",
        prayer: "Ask God for real curiosity about your wife, and for patience to listen without fixing.",
        action: "Ask her tonight: What's weighing on you that I might not know about? Then listen for ten minutes without giving advice.",
      },
    ],
  },
  {
    key: "marriage-one-flesh",
    days: [
      {
        passage: "Genesis 2:18-24",
        title: "Not Good to Be Alone",
        teaching:
          "Before sin entered the world, God looked at the man he had made and said one thing was not good: his being alone. Marriage was God's idea, not a human arrangement that he tolerates. Your wife is not your roommate or your co-manager of the household. She is the partner God brought to you, suited to you, and you to her. When a marriage feels like two people running parallel lives, the way back starts with remembering whose idea it was.",
        question: "In what ways have you and your wife started running parallel lives?",
        prayer:
          "Thank God for the gift of your wife by name. Ask him to show you where you have started living as if you were alone.",
        action: "Put one unhurried half hour with your wife on the calendar this week, with no screens and no logistics.",
      },
      {
        passage: "Matthew 19:4-6",
        title: "What God Has Joined",
        teaching:
          "Jesus spoke of marriage as something God himself joins. That means your marriage is not held together only by your feelings on a given Tuesday; it rests on a promise made before God. There is freedom in that. On the days love feels thin, the covenant still stands, and you can act from it: choose faithfulness, choose kindness, choose to stay in the room. Feelings often follow faithfulness. They rarely lead it.",
        question: "Where are you letting your feelings on a hard day decide how you treat your marriage?",
        prayer:
          "Thank God that your marriage rests on his promise and not only on your strength. Ask him to make you faithful on the ordinary days.",
        action: "Write your wife a short note that begins, I'm glad I married you because…, and leave it where she'll find it.",
      },
      {
        passage: "Hebrews 13:4",
        title: "Guard the Marriage Bed",
        teaching:
          "God calls marriage honourable and the marriage bed something to keep undefiled. That is not prudishness; it is protection. Faithfulness is decided long before a hotel room or a late text. It is decided in what you let your eyes rest on, which conversations you let grow warm, and whether your wife has your first and best attention. Guarding your marriage is a daily, quiet work, and it is one of the strongest ways a man loves his wife.",
        question: "What door, however small, have you left open that could lead you away from your wife?",
        prayer:
          "Be honest with God about any door you have left open. Ask him for a clean heart and the courage to close it today.",
        action: "Close that door today: delete the app, end the conversation, or tell a trusted brother what you need to be accountable for.",
      },
    ],
  },
  {
    key: "marriage-peace-at-home",
    days: [
      {
        passage: "Proverbs 17:1",
        title: "A Quiet Table",
        teaching:
          "Scripture says a simple meal in a peaceful house is better than a feast full of strife. Most of us have had both. A house can be full of good things and still feel tense, and a man sets much of that temperature. Not by controlling everyone, but by how he walks in the door, what he complains about, and whether he lets small irritations grow into a cold evening. Peace at home is built one ordinary evening at a time.",
        question: "What temperature do you usually bring through the front door at the end of the day?",
        prayer: "Ask God to make you a man of peace at home, and to show you what you carry in with you that doesn't belong there.",
        action: "Before you walk in tonight, sit in the car for two minutes, pray for each person inside, and leave the day's frustration there.",
      },
      {
        passage: "Matthew 18:21-22",
        title: "Seventy Times Seven",
        teaching:
          "Peter thought forgiving someone seven times was generous. Jesus answered with a number meant to stop the counting altogether. In a marriage, the offences are rarely dramatic; they are the same small hurts, repeated: the forgotten errand, the sharp comment, the old argument coming round again. Keeping score feels like justice, but it slowly turns a home into a courtroom. Forgiveness does not pretend nothing happened. It refuses to keep the ledger open.",
        question: "What offence in your marriage are you still keeping a tally of?",
        prayer:
          "Thank God for the times he has forgiven you for the same thing again. Ask for grace to close the ledger on one hurt you keep reopening.",
        action: "Choose one repeated frustration and decide today not to bring it up as a weapon again. If you need to talk about it, do it once, gently.",
      },
      {
        passage: "Joshua 24:15",
        title: "As for Me and My House",
        teaching:
          "Joshua stood before a nation and said he had already decided: his household would serve the Lord. A man does not get to choose his family's hearts, but he does get to choose the direction of his own and the atmosphere he leads. Faith at home is rarely a grand programme. It is a husband who prays with his wife, who is honest about his failures, and who keeps coming back to God in front of the people who know him best.",
        question: "What would it look like for your household to see you serving the Lord this week, not just hear you talk about it?",
        prayer: "Commit your home to God again. Ask him to help you lead it by example rather than by pressure.",
        action: "Ask your wife tonight if you can pray together for two minutes, even if it feels awkward. Keep it short and simple.",
      },
    ],
  },
  {
    key: "fatherhood-teaching",
    days: [
      {
        passage: "Deuteronomy 6:6-9",
        title: "When You Sit and When You Walk",
        teaching:
          "God told Israel's fathers to talk about his ways at home, on the road, at bedtime and in the morning. That is not a Sunday lesson plan. It is faith carried into ordinary life, where children actually learn. Your kids will remember far less of what you told them in a lecture than what you talked about in the truck, how you prayed when money was short, and what you said when the news was bad. Teaching is mostly living out loud.",
        question: "What are your children learning about God from the ordinary moments they share with you?",
        prayer: "Ask God to make your faith visible in the everyday, not only in church, and to give you natural words with your kids.",
        action: "On a drive or at bedtime today, tell one of your children about a time God helped you. Keep it to two minutes.",
      },
      {
        passage: "Psalms 78:4-7",
        title: "Tell the Next Generation",
        teaching:
          "The psalmist wanted the next generation to know what God had done, so they would set their hope on him and not forget. Children do not inherit faith automatically; it is handed on in stories. Your kids need to hear how God met you, where you failed and were forgiven, and why you still believe. You do not need to be a Bible teacher. You need to be a witness who lets his children hear his story.",
        question: "Which part of your own story with God have your children never heard?",
        prayer: "Thank God for the ways he has been faithful to you. Ask for wisdom about which stories to tell your children, and when.",
        action: "Write down three moments when God was faithful to you, and plan to tell one of them at dinner this week.",
      },
      {
        passage: "Ephesians 6:4",
        title: "Train Without Exasperating",
        teaching:
          "Scripture holds two things together for fathers: bring children up in the Lord's training, and do not provoke them to anger. Training without warmth breeds resentment; warmth without training leaves a child without a path. Most of us lean one way. The hard dad needs to soften his tone and explain his reasons. The easygoing dad needs to hold a line he has been avoiding. Either way, the goal is a child who knows you are on his side.",
        question: "Do you lean more towards correcting without warmth, or warmth without correction?",
        prayer: "Ask God to show you where you lean, and for the balance a child needs: steady boundaries and an obvious love.",
        action: "Have one conversation with a child today where you explain the reason behind a rule instead of just enforcing it.",
      },
    ],
  },
  {
    key: "fatherhood-fathers-heart",
    days: [
      {
        passage: "Psalms 103:13",
        title: "As a Father Has Compassion",
        teaching:
          "The Bible describes God's compassion by comparing it to a father's. That is a weighty thought: your children are learning what the Father is like by watching you. It is also a hopeful one, because you are not the source of the compassion you need to give. You receive it first. A father who knows he is pitied and loved by God can be gentle with a child who spills, forgets and fails, because he has been treated that way himself.",
        question: "If your children drew a picture of God based only on how you treat them, what would it look like?",
        prayer: "Receive God's compassion for your own failures today. Ask him to let it overflow into how you treat your kids.",
        action: "The next time one of your children fails at something today, lead with comfort before correction.",
      },
      {
        passage: "Malachi 4:6",
        title: "Turned Hearts",
        teaching:
          "The Old Testament closes with a promise that God would turn the hearts of fathers to their children, and children to their fathers. A turned heart is one that faces towards someone. Many fathers provide, protect and show up, yet their hearts face the job, the screen or their own worries. Children can tell. They do not need a perfect father. They need a father whose face is turned towards them, who is interested in their world and glad to see them.",
        question: "Where is your heart actually facing when you are home with your kids?",
        prayer: "Ask God to turn your heart towards your children, and to heal any distance that has grown between you.",
        action: "Ask each of your children one question today about something they love, and follow up on their answer tomorrow.",
      },
      {
        passage: "Luke 15:20-24",
        title: "The Father Runs",
        teaching:
          "In Jesus's story of the lost son, the father sees the boy from a long way off and runs. He does not wait for a speech or make him earn his way back. Some of us grew up with fathers who kept their distance after we failed. Some of us have become that father. God is not like that, and by his grace we do not have to be either. The way back to a child is almost always shorter than pride makes it look.",
        question: "Is there a child, of any age, you have been waiting to come back to you first?",
        prayer:
          "Thank God that he ran to you when you came home. Ask for the courage to move towards a child you have kept at arm's length.",
        action: "Make the first move today towards one child: a call, a text, a hug, or a simple I'm sorry.",
      },
    ],
  },
  {
    key: "fatherhood-gift",
    days: [
      {
        passage: "Psalms 127:3-5",
        title: "A Gift, Not a Burden",
        teaching:
          "Scripture calls children a heritage from the Lord and a reward. On a night of broken sleep or a week of school runs and tantrums, that can be hard to believe. The truth is both: children are costly and they are a gift. When a father loses sight of the gift, the cost becomes all he can see and his children feel like interruptions. Gratitude does not make the work lighter, but it changes what the work is for.",
        question: "When did you last thank God for your children, rather than only praying about their problems?",
        prayer: "Thank God for each of your children by name, naming one specific thing you love about each of them.",
        action: "Tell each child today one specific thing you are glad about in them, not something they did but who they are.",
      },
      {
        passage: "Mark 10:13-16",
        title: "Let the Children Come",
        teaching:
          "The disciples thought they were protecting Jesus's important work when they sent the children away. Jesus was indignant. He took the children in his arms and blessed them. Children still interrupt: the game, the email, the one quiet moment you have had all day. Not every interruption can be welcomed, but a child quickly learns whether he is wanted or in the way. Jesus had the most important work in history, and he still stopped for children.",
        question: "What do your children usually hear from you when they interrupt?",
        prayer: "Ask Jesus to give you his welcome for your children and to forgive the times you have treated them as a nuisance.",
        action: "The next time a child interrupts you today, stop, turn towards them, and give them your full attention first.",
      },
      {
        passage: "Matthew 18:3-4",
        title: "Become Like a Child",
        teaching:
          "Jesus told grown men that unless they became like little children, they would not enter the kingdom. Children trust without a plan, ask for what they need, and receive gifts without trying to repay them. Fathers spend years teaching their kids, but they also have something to learn from them. Watch how your child runs to you when afraid or brings you a drawing expecting delight. That is how your Father in heaven wants you to come to him.",
        question: "What could you learn about coming to God from the way your children come to you?",
        prayer: "Come to God today as a child: tell him plainly what you need and what you are afraid of, without dressing it up.",
        action: "Spend fifteen minutes playing whatever your child wants to play, on their terms, and notice what it teaches you.",
      },
    ],
  },
];
