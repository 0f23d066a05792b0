import type { LibraryDevotional } from "../types";

export const prayerLifeDevotionals: LibraryDevotional[] = [
  {
    slug: "prayer-life-before-everyone-is-looking",
    focusArea: "Prayer Life",
    theme: "Prayer & Solitude",
    title: "Before Everyone Is Looking for You",
    passage: "Mark 1:35-37",
    content:
      "The day before had been enormous. Jesus had taught in the synagogue, driven out an unclean spirit, healed Peter’s mother-in-law, and by evening the whole town had crowded around the door with their sick. It was the kind of day that would leave any man exhausted and wanting to sleep in.\n\n" +
      "Instead Mark tells us, “Early in the morning, while it was still dark, he rose up and went out, and departed into a deserted place, and prayed there.” Before the crowds, before the demands, before anyone knew he was awake, he went to be alone with his Father.\n\n" +
      "Then came the interruption. His friends hunted him down and told him, “Everyone is looking for you.” You know that feeling. The phone lighting up before your feet hit the floor. Kids needing breakfast, an inbox already full, a text from your boss at 6:02. Everyone is looking for you. The pressure of other people’s needs arrives early and doesn’t let up.\n\n" +
      "Jesus didn’t pray because he had extra time. He prayed because he knew what the day would demand. If the Son of God sought quiet time with the Father before facing the crowds, how much more do you need it?\n\n" +
      "A deserted place doesn’t have to be a mountain. For most men it’s a chair in the living room before the house wakes up. The truck in the driveway with the engine off for five minutes. A back step with a cup of coffee. The setting isn’t the point. The point is being alone and unreachable long enough to actually speak to God and listen.\n\n" +
      "That probably means doing something about your phone. If the first voice you hear each morning comes from a screen, you’ll spend the day reacting. If you hear from God first, you’ll walk into the demands of the day already grounded in who you are and whose you are.\n\n" +
      "Don’t make this complicated. Tomorrow, set your alarm fifteen minutes earlier. Leave the phone in another room. Find your deserted place. Tell God what’s ahead of you today and ask for what you need. Then sit quietly for a minute before you go. The crowds will still be there. But you’ll meet them differently.",
    reflection:
      "Where is your deserted place, and what would need to change for you to meet God there before the day’s demands find you?",
    prayer:
      "Lord Jesus, you rose early to be alone with your Father before the crowds came. I want to learn that rhythm. Help me guard the first minutes of my day for you, before my phone, my job, and my worries claim me. Meet me in the quiet place. Steady me for what is ahead, and let me face today’s demands from a heart that has already been with you. Amen.",
  },
  {
    slug: "prayer-life-shut-the-door",
    focusArea: "Prayer Life",
    theme: "Prayer & Honesty",
    title: "Shut the Door",
    passage: "Matthew 6:6-8",
    content:
      "A lot of men feel awkward praying. Maybe you grew up hearing people pray in a special voice, with long words and a rhythm you could never quite copy. When someone asks you to pray out loud at the men’s breakfast, your heart rate jumps. And in private you’re not sure what to say, so mostly you don’t.\n\n" +
      "Jesus takes the pressure off. “But you, when you pray, enter into your inner room, and having shut your door, pray to your Father who is in secret.” The inner room was often a storeroom, the one place in a small house with a door that closed. Prayer isn’t a performance. There’s no audience to impress. It’s you and your Father, with the door shut.\n\n" +
      "Then he says, “In praying, don’t use vain repetitions as the Gentiles do; for they think that they will be heard for their much speaking.” God isn’t grading you on length or vocabulary. You don’t get through to him by saying the right phrases in the right order. Long prayers are fine, and so are short ones. What matters is that they’re real.\n\n" +
      "And then the best line of all: “your Father knows what things you need before you ask him.” That might sound like a reason not to pray. If he already knows, why bother? But think about a boy coming to his dad. A good father often knows what his son needs before he says a word. He still wants him to come. The asking isn’t about informing the father. It’s about the relationship.\n\n" +
      "So shut the door and talk to him like a son. Tell him you’re scared about the layoffs. Tell him you’re angry at your brother. Tell him you don’t feel much of anything right now and you’re not sure why. Tell him about your daughter’s surgery and your son’s attitude. You don’t have to clean it up first.\n\n" +
      "He already knows. That isn’t a reason to stay silent. It’s the reason you can be completely honest. Nothing you say will surprise him out of loving you.\n\n" +
      "Today, find a door you can close, even if it’s the door of your car. Pray for two minutes in plain words, the way you’d talk to someone you trust. No performance. Just you and your Father, in secret.",
    reflection:
      "What would you say to God today if you stopped trying to pray the right way and simply told him the truth?",
    prayer:
      "Father, thank you that I don’t have to perform for you. You already know what I need before I ask. So I come to you plainly, as your son, with my worries, my frustrations, and the things I can’t fix. Take my honest words, clumsy as they are. Teach me to pray less for an audience and more for you. Meet me behind the closed door. Amen.",
  },
  {
    slug: "prayer-life-guarded-by-peace",
    focusArea: "Prayer Life",
    theme: "Prayer & Anxiety",
    title: "A Guard at the Door of Your Mind",
    passage: "Philippians 4:6-7",
    content:
      "Men don’t usually call it anxiety. We call it stress, or being busy, or having a lot on our plate. But it looks the same. A clenched jaw on the commute. Waking at three in the morning running numbers on the mortgage. Being short with the kids because your mind is still at work. Checking the bank app four times a day.\n\n" +
      "Paul wrote these words from prison, not from a vacation. “In nothing be anxious, but in everything, by prayer and petition with thanksgiving, let your requests be made known to God.” He isn’t telling you to pretend your problems aren’t real. He’s telling you where to take them.\n\n" +
      "Notice the words in everything. Not just the big crises. The small things too: the noise the car is making, the awkward meeting, the kid who’s struggling in math. Anxiety grows in the gap between what worries you and what you’ve actually brought to God. Most of us carry a backlog of worries we have never once prayed about specifically. We just chew on them.\n\n" +
      "And notice the phrase with thanksgiving. Gratitude isn’t a nice extra here. It’s a way of remembering who you’re talking to. When you thank God for what he has already done, you remind your own heart that he has a track record. The God who got you through last year’s layoff and your father’s illness hasn’t stopped paying attention.\n\n" +
      "Then the promise: “And the peace of God, which surpasses all understanding, will guard your hearts and your thoughts in Christ Jesus.” Guard is a military word, and Paul was likely under Roman guard as he wrote it. Picture God’s peace standing at the door of your mind like a soldier on watch, keeping out the thoughts that spiral at three in the morning.\n\n" +
      "Paul doesn’t promise the problem will disappear. He promises a peace that surpasses understanding. Sometimes the situation stays hard and you still have peace, and it doesn’t make sense. That’s the point.\n\n" +
      "Try this today. Write down the three things you’re most worried about. Pray over each one by name, asking for what you actually want. Then thank God for one way he has been faithful to you before. Do it again tomorrow. Let the guard take his post.",
    reflection:
      "What specific worry have you been carrying for weeks without ever bringing it to God by name?",
    prayer:
      "Lord, you know the worries I carry that I rarely admit, even to myself. I bring them to you now: my finances, my work, my family, and the fears that wake me at night. Thank you for every time you have been faithful before. I ask for your peace, the kind that doesn’t make sense, to stand guard over my heart and mind today. I trust you with what I cannot control. Amen.",
  },
  {
    slug: "prayer-life-dont-give-up",
    focusArea: "Prayer Life",
    theme: "Prayer & Persistence",
    title: "Don’t Give Up",
    passage: "Luke 18:1-8",
    content:
      "Maybe you’ve been praying for the same thing for years. Your father’s salvation. Your son coming back to the faith. A marriage that keeps hitting the same wall. A job that never seems to open up. At first you prayed with hope. Now you mention it mostly out of habit, and some days you don’t mention it at all, because it hurts to keep asking.\n\n" +
      "Luke tells us exactly why Jesus told this story: “that they must always pray and not give up.” He knew we would be tempted to quit. He knew that unanswered prayer wears a man down.\n\n" +
      "So he told a story about a judge who “didn’t fear God and didn’t respect man,” and a widow with no power, no money, and no connections. All she had was persistence. She kept coming back, again and again, until the judge gave in just to be rid of her.\n\n" +
      "Jesus is not saying God is like that judge. He’s saying the opposite. If even a corrupt, uncaring judge will finally respond to persistence, how much more will your Father, who loves you? “Won’t God avenge his chosen ones who are crying out to him day and night, and yet he exercises patience with them?” You are not wearing God down. You are coming to a Father who wants to hear from you.\n\n" +
      "Why does he sometimes take so long? The passage doesn’t fully answer that. Some answers come quickly. Some come in ways we didn’t expect. Some we won’t understand this side of eternity. But persistent prayer does something in the one praying. It keeps your heart tied to God about the things that matter most. It keeps you from growing cynical. It keeps hope alive when everything else says quit.\n\n" +
      "Jesus ends with a question worth sitting with: “when the Son of Man comes, will he find faith on the earth?” Faith, in this story, looks like a man who keeps showing up to pray, year after year, for the son who won’t call back.\n\n" +
      "Today, bring back the prayer you stopped praying. Say it again, plainly. Write it down with today’s date if that helps. Then pray it again tomorrow. Don’t give up.",
    reflection:
      "What prayer have you quietly stopped praying because the answer has taken so long, and will you bring it back to God today?",
    prayer:
      "Father, you know the prayers I’ve prayed for years and the ones I’ve quietly given up on. Forgive me for losing heart. I bring them back to you now. You are not an unjust judge; you are my Father, and you hear me. Give me the faith to keep asking, the patience to keep waiting, and the trust to accept your timing. Keep my hope alive. Amen.",
  },
  {
    slug: "prayer-life-when-you-dont-have-words",
    focusArea: "Prayer Life",
    theme: "Prayer & Weakness",
    title: "When You Don’t Have the Words",
    passage: "Romans 8:26-27",
    content:
      "There are moments when prayer stops working the way you’re used to. The doctor’s office after the scan. The night your wife tells you she isn’t sure she wants to stay. The hospital hallway. The drive home from the funeral. You open your mouth to pray and nothing comes. Maybe just a groan, or a single word: God.\n\n" +
      "Paul says this is not a failure of faith. “In the same way, the Spirit also helps our weaknesses, for we don’t know how to pray as we ought.” That’s an apostle talking. Paul, who wrote much of the New Testament, admits there are times he doesn’t know how to pray. If he didn’t always know, you don’t have to either.\n\n" +
      "And here is the good news: “But the Spirit himself makes intercession for us with groanings which can’t be uttered.” When your words run out, the Spirit of God is praying for you. He takes the wordless ache, the tears at the steering wheel, the sigh you let out in the dark, and carries it to the Father in a language deeper than speech.\n\n" +
      "Then Paul adds that “He who searches the hearts knows what is on the Spirit’s mind.” Nothing is lost in translation. The Father knows exactly what the Spirit is saying, and the Spirit prays “according to God,” in line with what God wants for you. Your broken, half-formed prayers are being made whole on the way up.\n\n" +
      "This matters for men, because we tend to think we have to be strong even in prayer. We think we need to have it figured out, or at least sound like we do. But weakness is exactly where the Spirit meets you. You don’t have to pray well to be heard. You just have to come.\n\n" +
      "It also means you never pray alone. Even on your most articulate days, the Spirit is with you, filling in what you don’t know to ask for.\n\n" +
      "If you’re in a season where the words won’t come, stop fighting it. Sit quietly before God. Say his name. Let yourself sigh, or weep, or simply be still. Trust that the Spirit is speaking on your behalf. And if you’re in a good season, remember this for the day you’ll need it, and for the brother who needs it right now.",
    reflection:
      "How might your prayer life change if you believed the Spirit is praying for you even when you have no words?",
    prayer:
      "Holy Spirit, thank you that you help me in my weakness. There are times I don’t know what to pray, or how. Take my sighs and silences and carry them to the Father. Pray for me what I cannot put into words, according to God’s good will. Teach me to come honestly, even when I feel empty. I trust that I am heard. Amen.",
  },
];
