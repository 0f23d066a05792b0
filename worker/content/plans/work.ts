import type { LibraryPlan } from "../types";

export const workPlan: LibraryPlan = {
  slug: "work-faith-on-a-monday",
  title: "Faith on a Monday",
  description:
    "For men who spend most of their waking hours at work and wonder where God fits in it. In one week you will come to see your job as a calling, work with integrity and peace under pressure, and learn to rest without guilt.",
  focusArea: "Work",
  days: [
    {
      day: 1,
      title: "Made to Work",
      passage: "Genesis 1:27-28",
      teaching:
        "The first thing God said to human beings, right after creating them in his image, was a job description: “Be fruitful, multiply, fill the earth, and subdue it.” Before sin, before sweat, before thorns, there was work. Good work. Work was never the curse. It was part of the blessing.\n\n" +
        "That changes how you see Monday morning. When you build a spreadsheet that makes sense of chaos, fix an engine, close a sale that actually helps a customer, teach a class, frame a house or stock shelves at five in the morning, you’re doing something God designed people to do. You’re taking raw material and bringing order and fruit out of it. You’re reflecting a God who works.\n\n" +
        "That doesn’t mean every job feels meaningful. Sin has made work frustrating, and some jobs are a grind. But even hard work can be done as an image-bearer, with care, skill and purpose.\n\n" +
        "Many men quietly believe God cares about Sunday and tolerates Monday through Friday. Scripture says otherwise. Your workplace isn’t a break from your faith. For most of your life, it’s where your faith will be lived out, or not.",
      reflectionQuestion:
        "Do you see your daily work as part of what God made you for, or as something separate from your faith?",
      prayerPrompt:
        "Thank God for the work you have and the abilities he has given you. Ask him to help you see your job as part of his purpose.",
      actionStep:
        "Before you start work today, take one minute to dedicate the specific tasks on your list to God, one by one.",
    },
    {
      day: 2,
      title: "The Boss Behind the Boss",
      passage: "Ephesians 6:5-9",
      teaching:
        "Paul wrote these words to slaves and masters, in a world far harsher than any modern office. He told them to work “not in the way of service only when eyes are on you, as men pleasers, but as servants of Christ, doing the will of God from the heart,” and that standard still reaches us.\n\n" +
        "Service only when eyes are on you. We all know what it looks like. Looking busy when the manager walks by. Cutting corners on the job site once the inspector has gone home. Logging hours you didn’t really work. Doing excellent work on what gets noticed and careless work on what doesn’t.\n\n" +
        "Paul says you have another boss. Christ sees the work no one else sees. That’s freeing. You don’t have to perform for a difficult manager’s approval or be crushed by his criticism. You work for someone who is fair, who sees everything, and who rewards faithfully.\n\n" +
        "Then Paul turns to the masters and tells them to stop threatening, because their own Master is in heaven. If you manage people, the same Lord watches how you treat them. Fear and intimidation are not tools for a Christian leader. Lead the people under you the way you’d want Christ to lead you.",
      reflectionQuestion:
        "What part of your work do you do differently when no one is watching?",
      prayerPrompt:
        "Ask God to help you work for his approval, not just your boss’s. If you lead others, ask for a heart that serves them.",
      actionStep:
        "Pick one task today that no one will check or notice, and do it with your full effort, as if Christ himself had asked you to do it.",
    },
    {
      day: 3,
      title: "The Honest Scale",
      passage: "Proverbs 11:1-3",
      teaching:
        "In the ancient market, a merchant could shave a little off every sale with a rigged scale. No one would notice. A few grams here, a few there. Proverbs says God notices: “A false balance is an abomination to Yahweh, but accurate weights are his delight.”\n\n" +
        "Today the false balance looks different. Padding an expense report. Rounding up the hours. Telling a client the part is on order when you haven’t ordered it. Letting a colleague take the blame for your mistake. Fudging the numbers because everyone does. Small compromises that seem to cost nothing.\n\n" +
        "Verse three shows what’s really at stake: “The integrity of the upright shall guide them,” while crookedness destroys the man who lives by it. Integrity isn’t only about not getting caught. It’s a guide. A man who has already decided he won’t lie doesn’t have to work out every situation from scratch. He knows where he stands. The man without integrity has to keep track of all his stories.\n\n" +
        "Integrity will sometimes cost you. A sale, a promotion, a boss’s favor. But God delights in honest weights, and he sees the man who tells the truth when a lie would be easier. Over a career, a reputation is built one honest transaction at a time.",
      reflectionQuestion:
        "Where is there a small false balance in your work right now?",
      prayerPrompt:
        "Ask God to search your work for any dishonesty, large or small. Ask for courage to be honest even when it costs you.",
      actionStep:
        "Fix one thing today that isn’t fully honest, whether an expense, a timesheet, an overpromise or a half-truth, and make it right.",
    },
    {
      day: 4,
      title: "Wisdom in the Meeting",
      passage: "James 3:13-18",
      teaching:
        "The meeting is getting tense. Someone has just criticized your project in front of the vice president. Your jaw tightens. You have a comeback ready, and it’s a good one.\n\n" +
        "James describes two kinds of wisdom. One is driven by bitter jealousy and selfish ambition. It’s clever, competitive and fast. It wins arguments and builds careers, and according to James it leaves “confusion and every evil deed” behind it.\n\n" +
        "The other kind comes down from above, and James lists its marks: “first pure, then peaceful, gentle, reasonable, full of mercy and good fruits, without partiality, and without hypocrisy.” Reasonable carries the idea of being open to persuasion, willing to hear the other side, not needing to win.\n\n" +
        "That runs against the grain of most workplaces. But the man with wisdom from above is often the one everyone trusts in the end. He doesn’t humiliate people. He can admit a flaw in his own plan. He disagrees without contempt. He makes peace instead of scoring points.\n\n" +
        "James ends with a promise: “the fruit of righteousness is sown in peace by those who make peace.” When the next meeting gets hot, remember what you’re sowing. You can win the moment and lose the room, or you can plant something that grows.",
      reflectionQuestion:
        "In conflict at work, which kind of wisdom usually drives you, and how do your colleagues experience you?",
      prayerPrompt:
        "Ask God for wisdom from above before your next hard conversation. Pray by name for a colleague you find difficult.",
      actionStep:
        "In your next disagreement at work, ask one genuine question to understand the other person’s view before you make your own case.",
    },
    {
      day: 5,
      title: "One Handful With Quiet",
      passage: "Ecclesiastes 4:4-6",
      teaching:
        "The Teacher looked at all the hard work around him and saw what drove much of it: “all the labor and achievement that is the envy of a man’s neighbor.” The bigger house, the better title, the nicer truck, the kid in the more impressive school. Much of our striving is comparison dressed up as ambition.\n\n" +
        "He isn’t praising laziness. The very next line says the fool who folds his hands ruins himself. Work matters. Providing matters. But then comes the balance: “Better is a handful, with quietness, than two handfuls with labor and chasing after wind.”\n\n" +
        "Two handfuls sound better until you count the cost. The eighty-hour weeks. The missed games. The marriage running on fumes. The constant low hum of anxiety. The phone on the nightstand buzzing with email at midnight. You gain more, but you lose quiet, and quiet is where you actually get to enjoy your life and the people in it.\n\n" +
        "Ask yourself honestly: how much is enough? Most men never answer that question, so the target keeps moving. Decide what a handful looks like for your family. Then work hard for it, and guard the quietness that comes with it.",
      reflectionQuestion:
        "How much of your drive at work comes from comparison, and what would enough look like for your family?",
      prayerPrompt:
        "Confess any envy or restless striving to God. Ask him for contentment and for the quietness that comes with trusting him.",
      actionStep:
        "Sit down with your wife or a trusted friend today and write down what enough actually looks like for your household this year.",
    },
    {
      day: 6,
      title: "Tomorrow’s Worries",
      passage: "Matthew 6:31-34",
      teaching:
        "A rumor of layoffs. A big client wobbling. A business barely keeping its head above water. A job search that has dragged on for months. Work brings a particular kind of anxiety for men, because it’s tied to providing, and providing is tied to who we think we are.\n\n" +
        "Jesus speaks straight into it: “don’t be anxious, saying, ‘What will we eat?’, ‘What will we drink?’ or, ‘With what will we be clothed?’” He isn’t dismissing real needs. He says, “your heavenly Father knows that you need all these things.” He knows the mortgage payment. He knows the date the severance runs out.\n\n" +
        "Then he gives the order of things: “seek first God’s Kingdom and his righteousness; and all these things will be given to you as well.” Seeking first means your deepest security isn’t your paycheck. It’s your Father.\n\n" +
        "Then comes the practical word: “don’t be anxious for tomorrow, for tomorrow will be anxious for itself. Each day’s own evil is sufficient.” Anxiety lives in scenarios that haven’t happened. Faith lives in today. You can do today’s work, make today’s calls, provide today’s bread. Tomorrow has its own grace waiting.",
      reflectionQuestion:
        "What work-related worry about tomorrow is stealing your peace today?",
      prayerPrompt:
        "Name your specific fears about work and money to God. Ask him to help you seek his kingdom first and trust him with tomorrow.",
      actionStep:
        "Write down the work worry that has been heaviest on you, hand it to God in prayer, and then do the one concrete thing you can do about it today.",
    },
    {
      day: 7,
      title: "Come Away and Rest",
      passage: "Mark 6:30-32",
      teaching:
        "The disciples came back from their first big mission buzzing. They’d preached, healed and seen God move. And they were exhausted. People were coming and going so constantly that “they had no leisure so much as to eat.”\n\n" +
        "Jesus didn’t tell them to push harder. He said, “Come away into a deserted place, and rest awhile.”\n\n" +
        "Many men don’t know how to rest. We collapse, which isn’t the same thing. We scroll, we binge, we sleep late and still wake up tired. Or we never stop at all: the laptop comes on vacation, the phone comes to dinner, and Sunday afternoon is spent dreading Monday.\n\n" +
        "God built rest into creation. He commanded a Sabbath, not as a burden but as a gift and a statement of trust: the world will keep turning while I stop, because God runs it and I don’t. Rest is an act of faith.\n\n" +
        "This week you’ve seen work as a calling, worked for Christ’s eyes, kept honest scales, sought wisdom in conflict, chosen a handful with quiet and handed tomorrow to God. Now stop. Go somewhere quiet with Jesus. Put the phone away. Let your soul catch up with your body. You’ll be a better worker for it, and more importantly, a freer man.",
      reflectionQuestion:
        "What would real rest look like for you this week, as opposed to collapse?",
      prayerPrompt:
        "Thank God that he runs the world and you don’t have to. Ask him to teach you to rest in him.",
      actionStep:
        "Put a block of real rest on your calendar this week, with no work email and no phone, and tell your family about it today.",
    },
  ],
};
