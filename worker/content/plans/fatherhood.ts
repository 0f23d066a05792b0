import type { LibraryPlan } from "../types";

export const fatherhoodPlan: LibraryPlan = {
  slug: "fatherhood-the-fathers-heart",
  title: "The Father’s Heart",
  description:
    "For dads of children at any age who feel the weight of getting it right. Over two weeks you will move from receiving God’s love as a son to giving it as a father: present, patient, quick to bless, and passing on a faith that lasts.",
  focusArea: "Fatherhood",
  days: [
    {
      day: 1,
      title: "Loved Before You Lead",
      passage: "1 John 3:1-3",
      teaching:
        "Before you are a father, you are a son. That order matters more than any parenting strategy you’ll ever read.\n\n" +
        "John can barely contain himself: “See how great a love the Father has given to us, that we should be called children of God!” Not servants. Not employees on probation. Children. Then he says it again, as if he knows we won’t believe it the first time: “now we are children of God.” Not once you’ve got your temper under control. Now.\n\n" +
        "Many men come to fatherhood carrying a wound. Maybe your dad was absent, or harsh, or in the room but never really there. Maybe he was a good man who simply didn’t know how to say the words. Whatever you received, you will tend to pass on, unless something deeper gets into you first.\n\n" +
        "That’s why this plan starts here. You can’t give your children what you don’t have. A father who is secure in God’s love can absorb a teenager’s eye roll without needing to win. He can admit mistakes without feeling his authority collapse. He can delight in his kids because he knows Someone delights in him.\n\n" +
        "Today, don’t try to be a better dad. Just receive. You are a son, and you are deeply loved.",
      reflectionQuestion:
        "What did you receive from your own father, good and hard, that you are most likely to pass on?",
      prayerPrompt:
        "Thank God that he calls you his child. Tell him honestly about any father wound you carry, and ask him to father you where you were not fathered well.",
      actionStep:
        "Write down one sentence you wish your father had said to you, then read 1 John 3:1 slowly three times and let God’s words answer it.",
    },
    {
      day: 2,
      title: "Good Gifts",
      passage: "Matthew 7:9-11",
      teaching:
        "Jesus makes an argument from fatherhood. Imagine your son asks for bread. Would you hand him a rock? Of course not. Even flawed fathers know how to give good things to their kids, “how much more will your Father who is in heaven give good things to those who ask him!”\n\n" +
        "Notice two things. First, Jesus assumes ordinary dads want to give good things. He isn’t naive about us; he calls us evil in the same breath. But there is still an instinct in you that wants your kids to have bread and not stones, and that instinct is a faint picture of God.\n\n" +
        "Second, look at what a good gift is. A son asks for bread because he needs bread. Sometimes we hand our kids what’s easy instead of what they need. A screen instead of our attention. Money instead of time. A quick yes to end the whining, or a quick no because we’re tired. Those can be stones dressed up as bread.\n\n" +
        "The gift most kids want from their dad doesn’t come in a box. It’s you, undistracted, interested in their world. Today, ask what your children are really asking for underneath their requests.",
      reflectionQuestion:
        "What are your children asking for underneath their requests, and are you giving them bread or stones?",
      prayerPrompt:
        "Thank God for the good gifts he has given you. Ask him to help you see what each of your children truly needs.",
      actionStep:
        "Give each of your kids fifteen minutes of undistracted time today doing something they choose, with your phone in another room.",
    },
    {
      day: 3,
      title: "Let Them Come",
      passage: "Mark 10:13-16",
      teaching:
        "The disciples thought they were protecting Jesus’s schedule. He had important work to do, and children were interruptions. Parents kept bringing their kids, and the disciples kept shooing them away.\n\n" +
        "Mark says Jesus “was moved with indignation” when he saw it. That is strong language. What made him angry wasn’t the children. It was the men who thought the children were in the way. “Allow the little children to come to me!” Then he took them in his arms and blessed them.\n\n" +
        "Most of us are more like the disciples than we want to admit. Our kids interrupt constantly: during the game, during the email, during the one quiet moment we’ve had all day. Our reflex is to send them away. Not now, buddy. In a minute. Go ask your mom.\n\n" +
        "Some of that is unavoidable. You can’t drop everything every time. But children learn quickly whether they are welcome or a nuisance. A four-year-old who keeps getting waved off stops coming. A fourteen-year-old who senses he is an interruption stops telling you things.\n\n" +
        "Jesus had the most important work in history and still stopped for children. Whatever you’re doing right now probably matters less than what he was doing. Let them come.",
      reflectionQuestion:
        "When your kids interrupt you, what do they usually hear from you first?",
      prayerPrompt:
        "Ask Jesus to give you his welcome for your children. Confess the ways you have treated them as interruptions.",
      actionStep:
        "The next time one of your kids interrupts you today, stop, turn your body toward them, and give them your full attention before you say anything else.",
    },
    {
      day: 4,
      title: "Deep Water",
      passage: "Proverbs 20:5",
      teaching:
        "“Counsel in the heart of man is like deep water, but a man of understanding will draw it out.” Your children have deep water in them. Fears they can’t name. Questions about God they’re afraid to ask. A friendship that’s going wrong. The real reason they suddenly don’t want to go to practice anymore.\n\n" +
        "You don’t reach that water by demanding it. How was school? Fine. What did you do? Nothing. Every dad knows that conversation. Direct questions at the wrong moment get shallow answers.\n\n" +
        "Drawing water takes patience and a better bucket. Ask better questions. What was the best and worst part of today? Who did you sit with at lunch? If you could skip one thing this week, what would it be? Then wait. Let the silence do some work. Many kids need a few minutes of nothing before the real thing comes out.\n\n" +
        "Timing matters too. Kids often open up side by side rather than face to face: in the car, fishing, shooting baskets, at bedtime with the lights off. And they open up to dads who don’t overreact. If every confession earns a lecture, the well will close.\n\n" +
        "Be a man of understanding. Lower the bucket slowly.",
      reflectionQuestion:
        "What might be sitting in the deep water of one of your children right now that you haven’t drawn out?",
      prayerPrompt:
        "Pray for each of your children by name, asking God to show you what is going on in their hearts. Ask for patience to listen without overreacting.",
      actionStep:
        "Tonight at bedtime or in the car, ask one of your kids what the best and the hardest part of their day was, and listen without correcting anything they say.",
    },
    {
      day: 5,
      title: "So They Won’t Lose Heart",
      passage: "Colossians 3:20-21",
      teaching:
        "Paul tells children to obey, and in the very next breath he turns to their dads: “Fathers, don’t provoke your children, so that they won’t be discouraged.” He knows authority can be misused. A father can demand obedience in a way that breaks something.\n\n" +
        "To be discouraged is to lose heart, to have the spirit go out of you. It’s the kid who stops trying because he has decided nothing he does is good enough. The daughter who stops showing you her drawings. The son who says whatever to every question.\n\n" +
        "How do fathers provoke that? Usually not through one big moment but through a steady drip. Correction with no encouragement. Pointing out the one B on a report card full of A’s. Comparing him to his brother. Coaching from the bleachers for everyone to hear. Jokes at her expense because she’s sensitive and it’s easy.\n\n" +
        "A good rule: for every correction, find several true things to praise. Not empty flattery, but real notice. You worked hard on that. You were kind to your sister. I saw how you handled losing.\n\n" +
        "The goal isn’t obedient kids who have lost heart. It’s kids with a heart for God who still want to be near you.",
      reflectionQuestion:
        "Which of your children is most at risk of losing heart, and what in your tone might be contributing?",
      prayerPrompt:
        "Ask God to show you how your words land on each child. Pray by name for the one who seems most discouraged.",
      actionStep:
        "Today, for every correction you give your children, also give at least two specific, true words of encouragement.",
    },
    {
      day: 6,
      title: "Discipline That Yields Peace",
      passage: "Hebrews 12:7-11",
      teaching:
        "Yesterday was about not crushing your kids. Today is the other side: loving them enough to discipline them.\n\n" +
        "Hebrews says God disciplines his children “for our profit, that we may be partakers of his holiness.” Then it admits what every parent knows: in the moment, discipline feels grievous, not joyous. Consequences are unpleasant for the child and, honestly, for the father. It would be easier to let the attitude slide, to leave the phone in his hands, to skip following through on what you said.\n\n" +
        "But a father who never disciplines isn’t being kind. He’s being absent in a different way. Boundaries tell a child: you matter enough to me that I will endure your anger to help you become who you’re meant to be.\n\n" +
        "The key line comes next. Chastening hurts for now, “yet afterward it yields the peaceful fruit of righteousness to those who have been trained by it.” Discipline is about afterward. It looks toward the man or woman your child is becoming, not at your frustration right now. So discipline calmly, not in the heat of the moment. Explain why. Follow through on what you said. And when it’s over, it’s over. Restore the relationship quickly with a hug and a fresh start.",
      reflectionQuestion:
        "Is there an area where you’ve stopped following through with your kids because it’s easier, and what is that costing them?",
      prayerPrompt:
        "Ask God for the courage to discipline and the gentleness to do it without anger. Thank him for the ways he has disciplined you for your good.",
      actionStep:
        "Choose one rule or consequence you’ve let slide, explain it calmly to your child today, and follow through on it without raising your voice.",
    },
    {
      day: 7,
      title: "The Way He Should Go",
      passage: "Proverbs 22:6",
      teaching:
        "“Train up a child in the way he should go, and when he is old he will not depart from it.” This verse hangs on nursery walls, and it also haunts parents whose grown kids have wandered. It’s a proverb, a pattern of wisdom, not a guarantee. But the pattern is worth taking seriously.\n\n" +
        "Notice the word train. It isn’t the same as tell. You can tell a boy how to ride a bike all afternoon; he learns by riding, falling and riding again while you run alongside. Faith and character are learned the same way: by practice, with a father nearby.\n\n" +
        "Many have also noticed that the way he should go suggests attention to the child himself. Your daughter is not your son. Your artistic kid is not your athletic kid. Training well means studying each child: what motivates her, what scares him, what makes each one come alive.\n\n" +
        "So what are you training your children in? Not only what you hope they’ll believe, but what they practice: telling the truth when it costs, apologizing, serving someone, praying out loud, sticking with something hard. Pick the habits that matter most and practice them together, over and over.",
      reflectionQuestion:
        "What is one habit of faith or character you want each of your children to carry into adulthood, and how are you training it now?",
      prayerPrompt:
        "Pray for each child by name, thanking God for how he has uniquely made them. Ask for wisdom to train each one well.",
      actionStep:
        "Choose one practice, such as praying before bed, serving a neighbor or apologizing well, and do it together with one of your kids today.",
    },
    {
      day: 8,
      title: "What the Son Sees",
      passage: "John 5:19-20",
      teaching:
        "Jesus described his own life as a son watching his father: “the Son can do nothing of himself, but what he sees the Father doing.” And why does the Father let him watch? “For the Father has affection for the Son, and shows him all things that he himself does.”\n\n" +
        "That’s how children learn. They watch. Your son is learning how a man treats his wife by watching how you treat his mother. Your daughter is learning what to expect from men by watching you. Both are learning what you really worship by watching where your time, money and attention go. They’re learning how to handle anger by watching you in traffic.\n\n" +
        "That can feel terrifying, because none of us wants our kids to copy everything we do. But there is good news in it too. You don’t need to give perfect speeches. You need to live in front of them, honestly, and let them in. Take your son along to help the neighbor move. Let your daughter see you read your Bible at the kitchen table. Let them hear you apologize to their mom.\n\n" +
        "Affection and access go together. A father who loves his kids lets them see his life.",
      reflectionQuestion:
        "If your kids copied everything they saw you do this past week, what would you be glad about and what would worry you?",
      prayerPrompt:
        "Ask God to make your private life match what you want your children to copy. Thank him that he shows his children what he is doing.",
      actionStep:
        "Invite one of your kids into something you’d normally do alone today, a repair, an errand, a workout or a time of prayer, and talk with them while you do it.",
    },
    {
      day: 9,
      title: "Two Years Without His Face",
      passage: "2 Samuel 14:28-33",
      teaching:
        "This is one of the saddest verses about fathers in the Bible: “Absalom lived two full years in Jerusalem, and he didn’t see the king’s face.” Same city. Maybe a few streets away. And David, who could have called for him any day, kept his distance.\n\n" +
        "There was real sin in the story. Absalom had killed his brother. But David’s response was neither justice nor reconciliation. It was avoidance. He let his son come home and then never looked at him. Absalom grew so desperate to be seen that he set a field on fire. Eventually the king kissed him, but the distance had done its damage. Absalom’s bitterness grew into open rebellion.\n\n" +
        "Many fathers live in the same house as their children and go years without really seeing their faces. Maybe after a conflict that was never resolved. Maybe because a teenager became difficult and withdrawing was easier. Maybe because work swallowed everything.\n\n" +
        "Kids who can’t get your attention in healthy ways often find unhealthy ones. Acting out is sometimes a field on fire, a flare that says: see me.\n\n" +
        "If there is distance between you and one of your children, remember that you are the father. You go first.",
      reflectionQuestion:
        "Is there a child you’ve been keeping at a distance, and what is the real reason?",
      prayerPrompt:
        "Ask God to soften anything hard in you toward any of your children. Pray for the courage to move toward them first.",
      actionStep:
        "Go to the child you’ve felt most distant from today, look them in the eye, and ask them to get breakfast or take a drive with you this week.",
    },
    {
      day: 10,
      title: "Help My Unbelief",
      passage: "Mark 9:17-24",
      teaching:
        "A father brings his son to Jesus’s disciples. The boy has suffered since childhood, thrown into fire and water, and his father has watched all of it. The disciples try and fail. By the time Jesus arrives, the father’s hope is thin: “if you can do anything, have compassion on us and help us.”\n\n" +
        "Notice the word us. When a child suffers, his father suffers with him. Some of you know this well: a child with a disability, an addiction, anxiety that won’t lift, a frightening diagnosis, a heart that has wandered. You’ve tried everything. Specialists, programs, prayer. And you’re tired.\n\n" +
        "Jesus pushes back on the if, and the father answers with one of the most honest prayers in Scripture: “I believe. Help my unbelief!” He doesn’t pretend to have more faith than he has. He brings what he has, mixed and shaking, and Jesus heals the boy.\n\n" +
        "There are things in your children’s lives you cannot fix. That may be the hardest part of being a dad. You were built to protect and to solve, and some things are beyond you. They are not beyond him. Jesus says it plainly: “Bring him to me.” Your job is to keep bringing your child, even with trembling faith.",
      reflectionQuestion:
        "What in your child’s life are you trying to fix on your own that you need to bring to Jesus?",
      prayerPrompt:
        "Bring your child’s specific struggle to Jesus in plain words, doubts included. Pray the father’s prayer: I believe; help my unbelief.",
      actionStep:
        "Write your child’s name and the thing you cannot fix on a card, put it where you’ll see it each morning, and pray over it before you leave the house today.",
    },
    {
      day: 11,
      title: "Speak the Blessing",
      passage: "Numbers 6:24-26",
      teaching:
        "God gave Aaron words to speak over his people: “Yahweh bless you, and keep you. Yahweh make his face to shine on you, and be gracious to you.” They were meant to be said out loud, over real people.\n\n" +
        "In Scripture, fathers blessed their children. Isaac blessed Jacob. Jacob blessed his sons and grandsons. These weren’t vague good wishes. They were words spoken with intention, naming who the child was and what God would do in them, and children carried them for life.\n\n" +
        "Most of our kids hear nothing like that. They hear instructions, reminders and corrections all day long. Hurry up. Put your shoes on. Did you finish your homework? Those are necessary, but they aren’t a blessing.\n\n" +
        "A blessing is simple. You put your hand on your child’s head or shoulder and speak God’s good over them. You can use these very words from Numbers. You can say what you see in them: I see courage in you. God made you kind. I’m proud to be your dad. The Lord is with you.\n\n" +
        "It may feel awkward the first time, especially with a teenager. Do it anyway. Some things go deeper when a father says them out loud.",
      reflectionQuestion:
        "When did your children last hear you speak a blessing over them, rather than an instruction?",
      prayerPrompt:
        "Pray today’s blessing over each of your children by name in private. Ask God to make his face shine on them.",
      actionStep:
        "Tonight, put your hand on each child’s head or shoulder and speak the blessing from Numbers 6:24-26 over them, or a sentence of your own naming what God has put in them.",
    },
    {
      day: 12,
      title: "Tell the Next Generation",
      passage: "Psalms 78:4-7",
      teaching:
        "“We will not hide them from their children, telling to the generation to come the praises of Yahweh, his strength, and his wondrous deeds that he has done.” Israel’s faith was handed down through stories. Fathers told their sons what God had done, and the sons told theirs.\n\n" +
        "Your kids know plenty of stories about you. The time you crashed your bike. How you met their mom. The big game. But do they know your story with God? How you came to faith, or came back to it? The month God provided when the money ran out? The prayer that was answered, or the one that wasn’t and how you kept trusting him anyway?\n\n" +
        "The psalm gives the purpose: “that they might set their hope in God, and not forget God’s deeds,” and keep walking with him. Kids need more than doctrine. They need a father’s testimony. They need to know that God isn’t a theory in your house but someone who has actually acted in your life.\n\n" +
        "You don’t need a polished testimony. You need honest stories told at the right moments. Make a habit of telling them. Someday your kids will tell your grandchildren what God did for their grandfather.",
      reflectionQuestion:
        "What is one story of God’s faithfulness in your life that your kids have never heard?",
      prayerPrompt:
        "Thank God for specific things he has done in your life. Ask him for the right moment to tell your children about them.",
      actionStep:
        "At dinner tonight, tell your kids one true story of something God did in your life, and ask if they have any questions about it.",
    },
    {
      day: 13,
      title: "Arrows Are Made to Fly",
      passage: "Psalms 127:3-5",
      teaching:
        "“As arrows in the hand of a mighty man, so are the children of youth.” It’s a striking picture. Children aren’t trophies to display or possessions to keep. They’re arrows, and arrows are made to be released.\n\n" +
        "An archer’s work is mostly done before the arrow leaves the bow. He shapes it, straightens it, fits it to the string and aims it with care. Then he lets go. An arrow that is never released is useless, no matter how well it was made.\n\n" +
        "This is hard for fathers. From the first day, you protect. But the goal of fatherhood isn’t to keep your children forever. It’s to send them out, straight and true, into a world that needs them. Every stage is a small release: the first day of school, the first sleepover, the driver’s license, the college drop-off, the wedding.\n\n" +
        "Aim matters. Where are you pointing your kids? Toward comfort and success alone, or toward God’s purposes? Are you shaping them to serve, to stand for what is right, to love God with their whole lives?\n\n" +
        "And release matters. Trust God with where the arrow lands. Your job is to shape and aim. The flight belongs to him.",
      reflectionQuestion:
        "Where are you holding on too tightly to one of your children, and where are you aiming them?",
      prayerPrompt:
        "Entrust each child’s future to God by name. Ask for wisdom to know what to hold and when to let go.",
      actionStep:
        "Give one of your kids a responsibility today that is a small step beyond what they’re used to, and tell them you trust them with it.",
    },
    {
      day: 14,
      title: "I Was a Son",
      passage: "Proverbs 4:1-4",
      teaching:
        "In these verses a father teaches his sons, and then tells them where he learned it. “For I was a son to my father,” he says. Three generations in four verses. The grandfather taught the father, the father teaches the sons, and the sons will one day teach theirs.\n\n" +
        "That’s what you’re part of. You are a link in a chain. Some of you received a strong chain from your father. Some of you received a broken one and, by God’s grace, are forging new links. Either way, your children will one day finish the sentence: my father taught me. What will they say next?\n\n" +
        "Over these fourteen days you’ve received the Father’s love, given good gifts, welcomed interruptions, drawn out deep water, encouraged and disciplined, trained and modeled, closed distance, prayed over what you can’t fix, blessed, told your story and aimed your arrows. You won’t do any of it perfectly. No father does.\n\n" +
        "Fatherhood isn’t measured in single days. It’s measured in decades, in the weight of ten thousand ordinary moments. Keep showing up. Keep repenting when you miss. Keep pointing your children to the Father who will never fail them. That’s the inheritance.",
      reflectionQuestion:
        "How do you want your children to finish the sentence, my father taught me?",
      prayerPrompt:
        "Thank God for the fathers and father figures who shaped you, and forgive where you need to. Ask him to make you a strong link for the generations after you.",
      actionStep:
        "Write a short letter to each of your children telling them what you hope they carry from you and how much you love them, then give it to them or keep it for a day they need it.",
    },
  ],
};
