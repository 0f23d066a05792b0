import type { LibraryPlan } from "../types";

export const prayerLifePlan: LibraryPlan = {
  slug: "prayer-life-learning-to-pray-again",
  title: "Learning to Pray Again",
  description:
    "For men whose prayers have gone dry, rushed or rare. Over one week you will build a simple daily rhythm of honest prayer, in the morning, in confession, when you are tired, for the people you love, and through the whole day.",
  focusArea: "Prayer Life",
  days: [
    {
      day: 1,
      title: "Teach Us to Pray",
      passage: "Luke 11:1-4",
      teaching:
        "The disciples had watched Jesus heal the sick, teach crowds and calm storms. But the one thing they asked him to teach them was prayer. “Lord, teach us to pray,” one of them said. They saw something in the way he prayed that they didn’t have.\n\n" +
        "That request is a good place to start if your prayer life feels thin. Maybe it’s rushed words before meals. Maybe it’s emergencies only. Maybe you feel awkward, unsure what to say, or guilty about how long it’s been. You’re in good company. Men who lived with Jesus every day still needed to learn.\n\n" +
        "Jesus answered with a short prayer. It starts with Father. Not a distant power, a Father. Then it moves through God’s name and kingdom, daily bread, forgiveness and protection from temptation. It covers everything a man needs: worship, provision, relationships and the fight.\n\n" +
        "Notice how ordinary the requests are. Bread. Forgiveness. Help. You don’t need fancy language. You need to talk to your Father honestly about your actual day.\n\n" +
        "This week, let Jesus teach you. Start small. Start real. Start with Father.",
      reflectionQuestion:
        "What does your prayer life honestly look like right now, and what do you want it to become?",
      prayerPrompt:
        "Pray the Lord’s Prayer slowly, pausing after each line to put it into your own words about your actual day.",
      actionStep:
        "Set a daily alarm for a time you can keep this week, and when it goes off today, pray through Luke 11:2-4 line by line in your own words.",
    },
    {
      day: 2,
      title: "In the Morning",
      passage: "Psalms 5:1-3",
      teaching:
        "“Yahweh, in the morning you will hear my voice. In the morning I will lay my requests before you, and will watch expectantly.” David started his day with God. Before the battles, before the crowds, before the problems of running a kingdom.\n\n" +
        "Most men start the day with their phone. Before our feet hit the floor we’ve checked email, scores, news and whatever came in overnight. By the time we think about God, if we do, our minds are already running in a hundred directions and other voices have set the agenda.\n\n" +
        "Morning prayer doesn’t need to be long. It’s about order. You give the first minutes to the One who gives you the day. You lay your requests before him: the hard meeting, the sick kid, your wife’s stress, your own temptations.\n\n" +
        "Then David adds something easy to miss. He will “watch expectantly.” He doesn’t drop his requests off and forget them. He looks for God to answer as the day unfolds. Prayer becomes a conversation you carry with you, not a box you tick.\n\n" +
        "Tomorrow morning, try it. Leave the phone in another room. Give God the first five minutes.",
      reflectionQuestion:
        "What is the first voice you hear each morning, and what would change if it were God’s?",
      prayerPrompt:
        "Lay tomorrow’s specific concerns before God tonight, and ask him to meet you first thing in the morning.",
      actionStep:
        "Tonight, charge your phone outside your bedroom, and tomorrow morning give God your first five minutes before you look at any screen.",
    },
    {
      day: 3,
      title: "Pour Out Your Heart",
      passage: "Psalms 62:5-8",
      teaching:
        "A lot of men pray like they’re filing a report. Polite, organized, a little formal. Dear God, thank you for this day, please bless my family, amen. Nothing wrong with that, but it’s often not what’s actually going on inside.\n\n" +
        "David says, “Pour out your heart before him.” Pouring isn’t filing. It’s emptying a container. Everything comes out: the anger at your boss, the fear about the test results, the disappointment in yourself, the confusion about why God hasn’t answered yet.\n\n" +
        "Read the Psalms and you’ll find David shouting, weeping, complaining and asking why, and then, often, coming to rest. God can handle your honesty. He already knows what’s in your heart. What he wants is for you to bring it to him instead of carrying it alone or numbing it with something else.\n\n" +
        "The reason David can pour out his heart is right there in the same lines. God is “my rock and my salvation,” he says, and “God is a refuge for us.” You pour out your heart where it’s safe, and there is no safer place than God.\n\n" +
        "Pray honestly today. Say the thing you’ve been afraid to say to him. He won’t flinch.",
      reflectionQuestion:
        "What have you been holding back from God because it felt too raw or too messy to pray?",
      prayerPrompt:
        "Pour out your heart to God without cleaning it up. Then tell him why you trust him as your refuge.",
      actionStep:
        "Take ten minutes alone today, in the truck or on a walk, and tell God out loud exactly what is weighing on you, holding nothing back.",
    },
    {
      day: 4,
      title: "Search Me",
      passage: "Psalms 139:23-24",
      teaching:
        "“Search me, God, and know my heart. Try me, and know my thoughts. See if there is any wicked way in me, and lead me in the everlasting way.”\n\n" +
        "This is a dangerous prayer. Most of us would rather search other people. We’re good at noticing what’s wrong with our wife, our kids, our coworkers, our pastor. We’re less eager to invite God to shine a flashlight into our own hearts.\n\n" +
        "But this prayer is an act of trust. David has spent the whole psalm marveling that God knows him completely, every thought and every step, and loves him anyway. Only a man who knows he is loved can ask to be searched.\n\n" +
        "Confession is a normal part of a healthy prayer life, not an emergency measure. When you ask God to search you, he’ll often bring something specific to mind: a harsh word to your son, a lie you told, a resentment you’ve been feeding, a habit you keep excusing. Don’t argue. Agree with him, confess it, and receive his forgiveness.\n\n" +
        "Notice how the prayer ends: “lead me in the everlasting way.” God doesn’t search you to shame you. He searches you to lead you somewhere better.",
      reflectionQuestion:
        "What has God been bringing to mind that you’ve been avoiding?",
      prayerPrompt:
        "Pray Psalm 139:23-24 slowly, then sit in silence for two minutes and confess whatever God brings to mind.",
      actionStep:
        "Write down whatever came to mind when you prayed today’s verses, and if it involves another person, go and make it right before bedtime.",
    },
    {
      day: 5,
      title: "Watch With Me",
      passage: "Matthew 26:36-41",
      teaching:
        "On the worst night of his life, Jesus prayed. Matthew says he “began to be sorrowful and severely troubled.” He fell on his face before his Father, and his prayer was honest and surrendered at once: “if it is possible, let this cup pass away from me; nevertheless, not what I desire, but what you desire.”\n\n" +
        "He asked his closest friends to stay awake and pray with him. They fell asleep. Jesus’s words to Peter are gentle but piercing: “couldn’t you watch with me for one hour?”\n\n" +
        "Most of us know that heaviness. We mean to pray, and then we’re tired, distracted and worn out from the day. Jesus understands: “The spirit indeed is willing, but the flesh is weak.” He isn’t excusing it. He’s diagnosing it. Good intentions won’t carry your prayer life. You need rhythms and help.\n\n" +
        "He also tells them why it matters: “Watch and pray, that you don’t enter into temptation.” Prayer isn’t a spiritual extra. It’s how you stay awake in the fight. The disciples who slept ran away a few hours later. Jesus, who prayed, walked into the hardest moment in history with resolve.\n\n" +
        "When you’re tired, pray anyway, even briefly. And learn the prayer of Gethsemane: not my will, but yours.",
      reflectionQuestion:
        "When do you most often give up on prayer because you’re tired, and what rhythm could help?",
      prayerPrompt:
        "Bring the hardest thing in your life to God honestly, as Jesus did, and then pray: not what I want, but what you want.",
      actionStep:
        "Choose a fixed place and time for prayer that works even on tired days, such as the drive to work, and use it today, even if only for three minutes.",
    },
    {
      day: 6,
      title: "Carrying Others",
      passage: "Colossians 1:9-12",
      teaching:
        "Paul spent a lot of time in chains, and much of that time he spent praying for people. Listen to what he asked for the Colossians: that they would be “filled with the knowledge of his will in all spiritual wisdom and understanding,” that they would “walk worthily of the Lord,” and that they would be strengthened “for all endurance and perseverance with joy,” giving thanks to the Father.\n\n" +
        "Notice what’s missing. He doesn’t pray mainly for their comfort or their circumstances. He prays for their hearts: wisdom, fruitfulness, endurance, joy, gratitude. Those are prayers you can pray for anyone, in any situation.\n\n" +
        "And notice the phrase “don’t cease praying and making requests for you” in verse nine. Paul prayed for people consistently, by name, over time. That is intercession, and it’s one of the most powerful and most neglected things a man can do for the people he loves.\n\n" +
        "Your wife needs a husband who prays for her by name. Your kids need a father who prays for them before they walk out the door. Your friend going through a divorce, your coworker with cancer, your pastor, your neighbor all need someone to carry them to God.\n\n" +
        "Start a short list today, and use Paul’s prayer as your pattern.",
      reflectionQuestion:
        "Who in your life needs you to carry them to God consistently, and are you doing it?",
      prayerPrompt:
        "Pray Colossians 1:9-12 over your wife, each of your children and one friend, by name.",
      actionStep:
        "Write a list of five people you will pray for daily this week, keep it in your wallet or phone, and pray through it once before you go to bed tonight.",
    },
    {
      day: 7,
      title: "Without Ceasing",
      passage: "1 Thessalonians 5:16-18",
      teaching:
        "“Always rejoice. Pray without ceasing. In everything give thanks,” Paul writes. Three short commands, and the middle one can sound impossible. How does a man with a job, a family and a mortgage pray without ceasing?\n\n" +
        "It doesn’t mean being on your knees all day. It means staying in conversation with God as the day goes on. A quick word of thanks when the traffic clears. A silent plea before you walk into the difficult conversation. A prayer for your son as you drive past his school. Help me, when temptation hits late at night. Thank you, when your daughter hugs you.\n\n" +
        "Think of it like a phone call with a close friend that you never quite hang up. Sometimes you talk. Sometimes you just sit together in silence. But the line stays open.\n\n" +
        "This week you’ve asked Jesus to teach you, started your mornings with him, poured out your heart, asked to be searched, prayed when tired and carried others. None of that has to stop today. The goal was never a seven-day project. It was a life of prayer.\n\n" +
        "Keep your morning time. Keep your list. And in between, keep the line open. This, Paul says, is “the will of God in Christ Jesus toward you.”",
      reflectionQuestion:
        "What moments in your ordinary day could become natural prompts to talk with God?",
      prayerPrompt:
        "Thank God for what he has done in your prayer life this week. Ask him to keep you in conversation with him throughout each day.",
      actionStep:
        "Pick three ordinary moments, such as starting the car, walking through your front door and plugging in your phone at night, and pray a one-sentence prayer at each one today.",
    },
  ],
};
