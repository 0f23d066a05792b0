import type { PlanTheme } from "../types";

/** Prayer Life and Bible Study: three themes each, three days a theme. */
export const faithThemes: PlanTheme[] = [
  {
    key: "prayer-learning",
    days: [
      {
        passage: "Luke 11:1-4",
        title: "Lord, Teach Us",
        teaching:
          "The disciples had watched Jesus pray, and what they asked for was not a miracle or a sermon. They asked him to teach them to pray. That is good news for any man who feels awkward talking to God. Prayer is learned. Nobody starts fluent. The prayer Jesus gave them is short and plain: honour God, ask for his kingdom, ask for today's bread, ask for forgiveness and give it, ask for protection. You can start there.",
        question: "What makes prayer feel awkward or hard for you?",
        prayer: "Ask Jesus, in your own words, to teach you to pray. Then pray slowly through the prayer he taught, one line at a time.",
        action: "Pray the Lord's Prayer slowly once in the morning and once before bed today, pausing on one line each time.",
      },
      {
        passage: "Matthew 6:5-13",
        title: "The Closed Door",
        teaching:
          "Jesus warned against praying to be seen and against piling up words as if God needed convincing. Instead, go into your room, shut the door, and talk to your Father, who sees in secret. For most men, the closed door is the hardest part: finding a place and a few minutes without a screen or an audience. God is not impressed by eloquence. He is pleased by a son who shows up and speaks honestly.",
        question: "Where and when could you have a closed-door few minutes with God each day?",
        prayer: "Find a quiet place, shut the door, and tell your Father plainly what is on your mind. Use few words.",
        action: "Choose a time and place for a daily five-minute closed-door prayer and put it in your calendar for the rest of this plan.",
      },
      {
        passage: "1 Thessalonians 5:17",
        title: "Prayer Through the Day",
        teaching:
          "Pray without ceasing sounds impossible for a man with a job and a family. But it does not mean being on your knees all day. It means staying in conversation with God while you live: a word of thanks at a red light, a quick plea before a hard meeting, a name lifted up when someone comes to mind. Short prayers through the day keep the line open, and they make the longer times of prayer feel less like a cold start.",
        question: "What everyday moments could become a cue to pray?",
        prayer: "Ask God to make you aware of him through the day. Commit the next few hours to him right now.",
        action: "Choose three cues today — getting in the car, opening your inbox, walking through the front door — and pray one sentence each time.",
      },
    ],
  },
  {
    key: "prayer-asking",
    days: [
      {
        passage: "Luke 11:5-10",
        title: "Keep Knocking",
        teaching:
          "Jesus told a story about a man who knocked on his friend's door at midnight and kept knocking until he got bread. The point is not that God is a reluctant neighbour. It is that persistence in prayer is good. Many of us pray about something once or twice, hear nothing, and quietly give up. Jesus says keep asking, keep seeking, keep knocking. Persistence is not nagging God; it is trusting him enough to keep coming back.",
        question: "What have you stopped praying about because the answer didn't come quickly?",
        prayer: "Bring back to God a request you stopped praying about. Ask again, honestly, and tell him you will keep asking.",
        action: "Write down one long-standing request and put it where you will see it every day, so you keep knocking.",
      },
      {
        passage: "Hebrews 4:16",
        title: "Bold at the Throne",
        teaching:
          "We are invited to come boldly to the throne of grace. Not timidly, not only after we have cleaned ourselves up, but boldly, because of who Jesus is. Many men approach God the way they would approach an irritated boss: apologetic, brief, expecting a no. But the throne you come to is called a throne of grace, and what you find there is mercy and help in time of need. Your need is your qualification.",
        question: "Do you approach God expecting grace or expecting a rebuke?",
        prayer: "Come boldly today. Tell God exactly what help you need, without apologising for needing it.",
        action: "Name the one area where you most need help right now and pray about it boldly three times today.",
      },
      {
        passage: "Jeremiah 33:3",
        title: "Call and I Will Answer",
        teaching:
          "God spoke to Jeremiah while he was shut up in prison and promised that if he called, God would answer and show him great things he did not know. Prayer is not only asking for what we already have in mind. It is an invitation to have God show us what we could not see. Sometimes the answer to prayer is a changed situation. Often it is a changed man, who sees his situation the way God does.",
        question: "What situation do you need God to show you in a new way?",
        prayer: "Ask God not only to change a hard situation but to show you what you cannot see about it.",
        action: "After you pray today, sit quietly for three minutes and write down anything that comes to mind about your situation.",
      },
    ],
  },
  {
    key: "prayer-thanksgiving",
    days: [
      {
        passage: "Psalms 100:4-5",
        title: "Enter With Thanks",
        teaching:
          "The psalm tells God's people to enter his gates with thanksgiving. Thanks is the doorway into prayer. When we start with our list of problems, prayer can feel heavy and self-focused. When we start by thanking God for who he is and what he has done, our problems do not vanish, but they find their proper size. God is good, and his faithfulness lasts through every generation, including yours.",
        question: "How often does your prayer begin with thanks rather than requests?",
        prayer: "Before you ask for anything today, thank God for ten specific things, big and small.",
        action: "Start every prayer today with at least three specific thanks before any request.",
      },
      {
        passage: "1 Thessalonians 5:18",
        title: "In Everything",
        teaching:
          "Paul does not say give thanks for everything, as if every hardship were good. He says give thanks in everything. There is something to thank God for in every circumstance: his presence, his promises, the people who stand with you, the grace to get through today. A grateful man is not a man with an easy life. He is a man who has learned to see God's hand even in hard places.",
        question: "What hard situation in your life could you give thanks in today?",
        prayer: "Bring God your hardest situation and thank him for three things you can see of his goodness within it.",
        action: "Tell one person today something you're grateful for in a hard season, so thanks becomes part of your speech.",
      },
      {
        passage: "Psalms 103:1-5",
        title: "Forget Not",
        teaching:
          "David talks to himself: bless the Lord, my soul, and forget not all his benefits. Then he lists them: forgiveness, healing, redemption, love, good things. Forgetting is our default. We remember the one thing that went wrong and forget the twenty that went right. Gratitude is partly a discipline of memory, deliberately recalling what God has done, so that our souls are fed with something truer than our worries.",
        question: "What has God done for you that you have mostly forgotten?",
        prayer: "Tell your own soul to bless the Lord, and name out loud the benefits God has given you.",
        action: "Start a list of God's benefits in your life and add at least ten things to it today.",
      },
    ],
  },
  {
    key: "bible-lasting-word",
    days: [
      {
        passage: "Isaiah 40:8",
        title: "What Lasts",
        teaching:
          "Grass withers and flowers fade, but the word of God stands forever. Most of what fills our days will not last: the news cycle, the feed, the crisis that seemed urgent at nine this morning. Scripture is different. It has outlived empires and critics, and it will outlive our worries too. A man who builds his life on what lasts will not be swept away by everything that doesn't.",
        question: "How much of your attention goes to things that will not last, compared to the word that will?",
        prayer: "Thank God that his word stands forever. Ask him to give you a hunger for it that outlasts your busyness.",
        action: "Swap ten minutes of news or scrolling today for ten minutes of reading Scripture.",
      },
      {
        passage: "Matthew 4:4",
        title: "Not by Bread Alone",
        teaching:
          "When Jesus was hungry and tempted in the wilderness, he answered the devil with Scripture: people do not live by bread alone, but by every word from God's mouth. We know we need food; we feel it by midday. Our souls also get hungry, but the signs are quieter: irritability, emptiness, drifting towards temptation. Reading Scripture is not an optional extra for the spiritual. It is daily bread.",
        question: "What signs show up in you when your soul has gone too long without the word?",
        prayer: "Ask God to make you hungry for his word, as hungry as you get for dinner.",
        action: "Read your passage again at lunchtime today, as a second meal for your soul.",
      },
      {
        passage: "Hebrews 4:12",
        title: "Living and Active",
        teaching:
          "The word of God is living and active, sharper than any two-edged sword, able to judge the thoughts and intentions of the heart. Scripture is not just information to master. It reads us as we read it. It exposes motives, comforts fears and confronts excuses. If you open the Bible only to learn facts, you will miss this. Open it expecting God to speak to you, and be ready to be cut and healed.",
        question: "When was the last time Scripture cut you, exposing something in your heart?",
        prayer: "Ask God to use his word to search your heart today, and to show you something you need to see.",
        action: "As you read today, underline or note the one phrase that unsettles you most, and ask God why.",
      },
    ],
  },
  {
    key: "bible-meditating",
    days: [
      {
        passage: "Psalms 1:1-3",
        title: "Planted by the Water",
        teaching:
          "The man whose delight is in God's law is like a tree planted by streams of water: fruitful in season, leaves that don't wither. Trees don't become strong in a day. They grow by steady access to water. That is what daily time in the word gives you: roots that hold when the wind comes. Reading once in a crisis helps, but the strong tree is the one that drank every day before the storm.",
        question: "Are your roots drinking daily, or only when you are in a drought?",
        prayer: "Ask God to make his word your delight, not a duty, and to plant you deeper this week.",
        action: "Choose a fixed time for reading each day for the rest of this plan, and protect it like a meeting.",
      },
      {
        passage: "Joshua 1:8",
        title: "Day and Night",
        teaching:
          "Before Joshua led Israel into the land, God told him to keep the book of the law in his mouth and meditate on it day and night. Meditation in the Bible is not emptying the mind. It is filling it: turning a passage over, repeating it, chewing on it until it shapes what you do. A single verse carried through the day can do more than a chapter skimmed and forgotten.",
        question: "What would change if you carried one verse with you all day?",
        prayer: "Ask God to fix one truth from today's passage in your mind and to bring it back to you through the day.",
        action: "Write one verse from today's passage on a card or your phone's lock screen and read it five times today.",
      },
      {
        passage: "Psalms 119:97-99",
        title: "Wiser Than My Teachers",
        teaching:
          "The psalmist loves God's law so much that it is his meditation all day, and he says it has made him wiser than his enemies and his teachers. Wisdom from Scripture is not just knowing more verses. It is seeing life the way God sees it: knowing what matters, what lasts and what to do next. Men who soak in the word make better decisions because their minds have been shaped by something deeper than opinion.",
        question: "Which decision in front of you needs wisdom from Scripture rather than opinion?",
        prayer: "Ask God to make you wise through his word, and to bring the right passage to mind when you need it.",
        action: "Take a decision you're facing and look for what Scripture says about it before you decide.",
      },
    ],
  },
  {
    key: "bible-doers",
    days: [
      {
        passage: "James 1:22-25",
        title: "The Mirror",
        teaching:
          "James compares a man who hears the word but does not do it to someone who looks in a mirror and immediately forgets what he saw. It is possible to read the Bible every morning and remain unchanged, because reading is not the goal; obedience is. The blessing James promises is not for the one who hears most but for the one who acts on what he hears. Read less if you must, but do something with what you read.",
        question: "What did you read in Scripture recently that you have not yet acted on?",
        prayer: "Ask God to turn your hearing into doing, and to show you one thing to act on today.",
        action: "Take one instruction from today's passage and do it before the day is over.",
      },
      {
        passage: "Matthew 7:24-27",
        title: "Rock or Sand",
        teaching:
          "Jesus ends his greatest sermon with two builders. Both heard his words. Both houses faced the same storm. The difference was that one man put the words into practice and the other didn't. The storms will come to your marriage, your work, your health and your faith. What holds is not how much you know but how much of what you know you have built your life upon.",
        question: "Which part of your life is built on sand, on something you know but don't practise?",
        prayer: "Ask Jesus to make you a wise builder, and to show you where your foundation is weak.",
        action: "Identify one teaching of Jesus you believe but don't practise, and take one step to practise it this week.",
      },
      {
        passage: "1 Samuel 15:22",
        title: "Better Than Sacrifice",
        teaching:
          "Saul thought religious activity could cover for disobedience. Samuel told him that to obey is better than sacrifice. We can fall into the same trap: extra church, extra giving, extra effort, all while refusing the one thing God has clearly asked. God is not after a performance. He wants a son who listens and does what he says, even when it is inconvenient.",
        question: "Is there one clear thing God has asked of you that you have been covering with other good activity?",
        prayer: "Be honest with God about any area where you have chosen sacrifice over obedience. Ask for a willing heart.",
        action: "Do the one thing you know God has asked and you have been putting off.",
      },
    ],
  },
];
