import type { LibraryDevotional } from "../types";

export const workDevotionals: LibraryDevotional[] = [
  {
    slug: "work-who-youre-working-for",
    focusArea: "Work",
    theme: "Work & Purpose",
    title: "Who You’re Really Working For",
    passage: "Colossians 3:23-24",
    content:
      "Some days your work feels like it matters. You close the deal, finish the job, get thanked by someone whose opinion you respect. Most days it doesn’t feel like much. Spreadsheets. Shift changes. A boss who takes credit for your idea in the Monday meeting. Drywall that has to be patched twice because somebody else rushed it.\n\n" +
      "Paul first wrote these words to bondservants, people who had far less control over their work than you do. Their labor was not even their own, and it was often unseen and unrewarded. To them he said, “And whatever you do, work heartily, as for the Lord and not for men.”\n\n" +
      "Whatever you do. That covers the pitch to the board and the email nobody will read. It covers the job site, the classroom, the cab of the truck, and the home office at the end of the hall. No category of work is too small for God to care about, because the worker belongs to him.\n\n" +
      "Work heartily. The word means from the soul. Not grudgingly, not just enough to avoid getting fired, not coasting because no one is checking. It doesn’t mean working yourself into the ground, either. It means bringing your whole self to the task in front of you, because the one you are ultimately doing it for is worth it.\n\n" +
      "Then Paul gives the reason: “from the Lord you will receive the reward of the inheritance; for you serve the Lord Christ.” Your boss might not notice. Your company might not reward you fairly. Paul doesn’t pretend otherwise. But your final paycheck doesn’t come from them. The one who sees every hidden, faithful hour is keeping an account that will not be lost.\n\n" +
      "That changes a frustrating day. When the credit goes to someone else, you can let it go, because you weren’t mainly working for credit. When the task is boring, you can do it well anyway, because Christ is worth excellence. When you’re tempted to cut a corner nobody would catch, you remember that someone would.\n\n" +
      "Before you start work today, take ten seconds. Name the task you’re least excited about. Then tell the Lord you’re doing it for him, and do it like you mean it.",
    reflection:
      "Which part of your work today would change if you truly believed you were doing it for Christ rather than for your boss or your paycheck?",
    prayer:
      "Lord Jesus, I serve you before I serve anyone else. Help me bring my whole heart to the work in front of me today, even the tasks no one will notice. When I’m overlooked or underpaid, remind me that you see and that my reward is secure in you. Keep me honest when corners could be cut. Let my work, in its ordinary details, be an offering to you. Amen.",
  },
  {
    slug: "work-cultivate-and-keep",
    focusArea: "Work",
    theme: "Work & Calling",
    title: "Cultivate and Keep",
    passage: "Genesis 2:15",
    content:
      "A lot of men quietly believe work is a curse. It’s the thing you endure between weekends, the price of the mortgage, the grind you’ll escape when you retire. Some of that feeling is earned. Work can be brutal, and in a broken world it often is.\n\n" +
      "But look at when work first shows up in the Bible. Not after the fall. Before it. “Yahweh God took the man, and put him into the garden of Eden to cultivate and keep it.” The first man was placed in a good world and given a job. Work was part of the design, not the punishment. The curse later made work painful and frustrating, but it didn’t invent it.\n\n" +
      "Two verbs define the assignment: cultivate and keep. To cultivate is to develop, to make something grow and flourish that wouldn’t without your effort. To keep is to guard, to protect, to take care of what has been entrusted to you. Every good job has some of both.\n\n" +
      "You cultivate when you train the new hire well, build a better process, grow a business, or fix a neighbor’s fence so it lasts another twenty years. You keep when you protect the integrity of the books, take care of the equipment, look out for your crew’s safety, or guard the reputation of the people you work with. Even a job you didn’t choose and don’t love can be a place to cultivate and keep.\n\n" +
      "And these verbs don’t stop at the office door. Your home is a garden too. Your marriage needs cultivating. Your kids need keeping. The same man who brings energy and protection to his job is called to bring it through the front door at six o’clock, when he’s tired and would rather check out.\n\n" +
      "God didn’t put Adam in the garden to be a spectator. He gave him dirt under his fingernails and a purpose. You were made to build and to guard. That isn’t a burden to escape. It is part of what it means to be a man made in God’s image.\n\n" +
      "Today, look at your work and ask two questions. What can I help grow here? What have I been trusted to protect? Then go do both.",
    reflection:
      "Where in your work, and in your home, is God asking you to cultivate something new or keep something safe right now?",
    prayer:
      "Creator God, thank you for making me to work and for giving my work meaning. Forgive me for the days I treat it as only a burden. Help me cultivate what you have placed in my hands and guard what you have entrusted to me, at my job and in my home. Give me energy for both, and let me see my daily labor as part of your good design. Amen.",
  },
  {
    slug: "work-the-bread-of-toil",
    focusArea: "Work",
    theme: "Work & Rest",
    title: "The Bread of Toil",
    passage: "Psalms 127:1-2",
    content:
      "It’s 11:40 at night and you’re still on the laptop at the kitchen table. The house is dark except for the screen. You told yourself you’d just finish one thing, and now you’re answering emails that could wait until morning, because if you stop, the worry starts. The alarm is set for 5:15.\n\n" +
      "Solomon saw this three thousand years ago. “Unless Yahweh builds the house, they who build it labor in vain.” And then, as if he were looking right at you: “It is vain for you to rise up early, to stay up late, eating the bread of toil, for he gives sleep to his loved ones.”\n\n" +
      "The bread of toil. It’s the food of a man who believes everything depends on him. If he doesn’t grind, the family won’t be provided for. If he sleeps, something will fall apart. There is a kind of pride in that, dressed up as responsibility. It says, I’m the one holding all this together.\n\n" +
      "The psalm doesn’t tell you to stop working. Someone still builds the house. Someone still keeps watch over the city. But the building and the watching are in vain unless God is doing the real work underneath. Your effort matters, but it isn’t ultimate. You are not the foundation. He is.\n\n" +
      "Then comes that beautiful line: he gives sleep to his loved ones. Rest is a gift, not a reward you earn once everything is done. Everything will never be done. Going to sleep is an act of trust. When you close your eyes, you are saying, God, you’re awake, and I’m not in charge of the universe.\n\n" +
      "Some seasons do demand long hours: a new baby, a startup, harvest, a crisis at the plant. But if every season is that season, something is off. Your wife and kids don’t need a man who gives the company his best and brings home the crumbs. They need a husband and father rested enough to be present.\n\n" +
      "Tonight, pick a time to close the laptop, and keep it. Before you go to bed, hand tomorrow’s worries to God one by one, by name. Then sleep, as one of his loved ones.",
    reflection:
      "What does your schedule reveal about whether you trust God to provide, or believe everything depends on you?",
    prayer:
      "Lord, I confess that I often act as if everything depends on me. I stay up late and rise early, eating the bread of anxious toil. Build my house, because without you my work is in vain. Teach me to rest as an act of trust. Help me set down the laptop and pick up my family. Thank you that you give sleep to those you love, and that I am one of them. Amen.",
  },
  {
    slug: "work-nothing-to-find",
    focusArea: "Work",
    theme: "Work & Integrity",
    title: "Nothing to Find",
    passage: "Daniel 6:3-4",
    content:
      "Imagine your coworkers getting together to comb through your expense reports, your emails, your time sheets, and your browser history, specifically looking for something that could get you fired. What would they find?\n\n" +
      "That’s what happened to Daniel. He was a foreigner serving in a pagan government, and he was good at it. The text says he “was distinguished above the presidents and the local governors, because an excellent spirit was in him.” The king planned to put him over the whole realm. That made him a target. His rivals went looking for dirt.\n\n" +
      "Then comes a remarkable sentence: “they could find no occasion or fault, because he was faithful. There wasn’t any error or fault found in him.” Not a padded receipt. Not a shortcut. Not a favor traded under the table. In the end, the only way they could trap him was through his faithfulness to God.\n\n" +
      "Daniel’s integrity wasn’t built the week of the investigation. It was built over years of small choices nobody saw. Day after day he chose honesty when a little dishonesty would have been easier and unnoticed. By the time the inspection came, there was nothing to hide because he hadn’t been hiding anything.\n\n" +
      "That’s how integrity works in your job too. It is rarely one heroic stand in a career. It’s reporting the hours you actually worked. Telling the customer the real timeline. Not massaging the numbers before the quarterly review. Refusing to laugh along when the team mocks the guy who got let go. Owning your mistake before someone else finds it.\n\n" +
      "Notice too that Daniel’s faith and his excellence went together. He wasn’t a believer who did sloppy work. He was so good that pagan rulers wanted to promote him, and so clean they couldn’t bring him down. Your faith should make you a better worker, not just a nicer one.\n\n" +
      "Think about one area at work where you’ve been tolerating a small compromise. It may feel minor. Today, fix it. Tell the truth, correct the record, or quietly change the habit. Build the kind of life where, if anyone went looking, there would be nothing to find.",
    reflection:
      "If someone examined your work life closely, what small compromise would you least want them to find, and what will you do about it today?",
    prayer:
      "Lord, I want to be a man with nothing to hide. Search my work habits and show me where I have cut corners or shaded the truth. Give me the courage to correct what is wrong, even when no one would ever know. Make my work excellent and my conduct clean, so that my faithfulness to you is the only thing anyone could accuse me of. Amen.",
  },
  {
    slug: "work-faithful-in-a-very-little",
    focusArea: "Work",
    theme: "Work & Faithfulness",
    title: "Faithful in a Very Little",
    passage: "Luke 16:10",
    content:
      "You’re probably not running a Fortune 500 company. Most men aren’t. You’re doing work that feels small in the big scheme of things. Managing a team of six. Driving a route. Teaching eighth graders. Keeping the books for a family business. It’s easy to think the important part of your life will start later, after the promotion or the bigger role.\n\n" +
      "Jesus says something that cuts against that. “He who is faithful in a very little is faithful also in much. He who is dishonest in a very little is also dishonest in much.” In God’s economy there is no such thing as small faithfulness. The little things aren’t a warm-up for the real test. They are the real test.\n\n" +
      "This makes sense if you’ve ever hired anyone. You can’t know how someone will handle a million-dollar account, but you can learn a lot from how they treat the receptionist, whether they show up on time, and whether they bring the company truck back with gas in it. Character doesn’t change with the size of the stakes. It just gets revealed.\n\n" +
      "The second half of the verse is the warning. Dishonesty doesn’t start big either. It starts with padding a receipt by eight dollars. Taking an extra half hour at lunch and rounding up the time sheet. Saying the part shipped when it hasn’t yet. Nobody gets rich off those things. But they train the heart. The man who lies about small things is rehearsing for bigger lies later.\n\n" +
      "This is good news if you feel stuck in an ordinary job. The faithfulness God is looking for can be practiced right where you are. You don’t need a bigger platform to become a man of integrity. You need to do today’s small things honestly and well.\n\n" +
      "It’s good news at home too. Being faithful in a very little looks like keeping the small promise you made to your daughter about Saturday pancakes. Fixing the leaky faucet you said you’d get to. Showing up for the parent-teacher conference. Your family learns to trust you one small promise at a time.\n\n" +
      "Pick one small responsibility today that you’ve been treating as unimportant. Do it fully, honestly, and well, as if it mattered to God, because it does.",
    reflection:
      "What small responsibility at work or at home have you been treating as unimportant that God might be using to shape your character?",
    prayer:
      "Lord, thank you that no work is too small for you to notice. Forgive me for the shortcuts I’ve excused because they seemed minor. Make me faithful in little things: honest with my hours, careful with what isn’t mine, and true to my word at home. Shape my character in the ordinary tasks of today, so I can be trusted with whatever you give me tomorrow. Amen.",
  },
];
