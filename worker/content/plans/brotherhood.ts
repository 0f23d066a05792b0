import type { LibraryPlan } from "../types";

export const brotherhoodPlan: LibraryPlan = {
  slug: "brotherhood-no-man-alone",
  title: "No Man Alone",
  description:
    "For men who have plenty of acquaintances but no one who really knows them. In seven days you will take concrete steps toward one or two real brothers, honest, loyal and willing to carry each other, and start becoming that kind of brother yourself.",
  focusArea: "Brotherhood",
  days: [
    {
      day: 1,
      title: "Knit Together",
      passage: "1 Samuel 18:1-4",
      teaching:
        "David had just killed Goliath. Jonathan was the king’s son, heir to the throne and a warrior in his own right. He had every reason to see David as a rival. Instead, “the soul of Jonathan was knit with the soul of David, and Jonathan loved him as his own soul.”\n\n" +
        "Then Jonathan made a covenant with David and gave him his robe, his armor, his sword and his bow. Every symbol of his status and strength, handed over. That’s what real friendship between men looks like: not competition but commitment.\n\n" +
        "Most men have plenty of buddies. Guys to watch the game with, trade fantasy football trash talk with, nod at in the church lobby. But if your marriage were in crisis, or you were losing a battle with porn, or your faith was slipping, who would you call at eleven at night? Many men, especially past thirty, would have to admit they have no one.\n\n" +
        "Friendships like Jonathan’s don’t happen by accident. They’re chosen. Jonathan took the first step and made the covenant. Someone has to go first.\n\n" +
        "This week is about finding one or two men to walk with and becoming that kind of brother yourself. Start by taking stock of where you are.",
      reflectionQuestion:
        "If your life fell apart tonight, who is the one man you would call, and does he know that?",
      prayerPrompt:
        "Thank God for the friends you have. Ask him to show you one or two men he wants you to walk closely with.",
      actionStep:
        "Write down the names of the men you could call in a crisis, and if the list is empty or short, add the name of one man you would like to know better.",
    },
    {
      day: 2,
      title: "Closer Than a Brother",
      passage: "Proverbs 18:24",
      teaching:
        "“A man of many companions may be ruined, but there is a friend who sticks closer than a brother.” The contrast is between quantity and depth. Many companions can leave a man surprisingly alone. Hundreds of connections online. A work network. A dozen guys you’d say hi to. And no one who actually knows what’s going on inside.\n\n" +
        "A friend who sticks closer than a brother is rare. You may have one or two in a lifetime, and they’re worth more than a hundred acquaintances. They know your history. They’ve seen you at your worst. They show up at the hospital without being asked.\n\n" +
        "You don’t find that kind of friend by waiting. You build it. It takes time: regular, repeated, often unremarkable time together. It takes initiative, because most men are waiting for someone else to call. And it takes honesty, which is where tomorrow goes.\n\n" +
        "Look at the name you wrote down yesterday. What would it take to move from companion to friend? Maybe a standing breakfast. A weekly run. A regular phone call on your commute. Not a grand gesture, just a rhythm. Depth grows out of consistency.",
      reflectionQuestion:
        "Are you a man of many companions, or do you have a friend who sticks closer than a brother?",
      prayerPrompt:
        "Ask God for the courage to go first in friendship. Pray by name for the man you wrote down yesterday.",
      actionStep:
        "Text the man you named yesterday and ask him to get breakfast or coffee with you in the next two weeks, with a specific day and time.",
    },
    {
      day: 3,
      title: "Say It Out Loud",
      passage: "James 5:16",
      teaching:
        "“Confess your sins to one another and pray for one another, that you may be healed.” Not only to God. To one another.\n\n" +
        "For most men this is one of the hardest things in the Christian life. We’ll confess to God in private all day long. But saying it out loud to another man feels like stepping off a cliff. What will he think? Will he tell anyone? Will he look at me differently?\n\n" +
        "James knows something we forget: sin grows in secret. A struggle you’ve never said out loud has a power over you that it loses the moment it’s spoken. Shame tells you to hide. James tells you to bring it into the open with someone safe, and he promises healing.\n\n" +
        "This doesn’t mean announcing your sins to everyone. It means having at least one brother who knows the truth about you. Someone you can text when the temptation is loud. Someone who asks the hard question and doesn’t flinch at the answer.\n\n" +
        "It runs both ways. To be that kind of brother, you have to be safe. Keep confidences absolutely. Don’t lecture. Respond with grace, and then pray. When a man trusts you with his darkness, treat it as holy ground.",
      reflectionQuestion:
        "What is one thing in your life that no other man knows about, and what is keeping it hidden?",
      prayerPrompt:
        "Ask God to show you who is safe to confess to, and for the courage to speak. Ask him to make you a safe brother for others.",
      actionStep:
        "Tell one trusted brother one true thing you have been keeping hidden, in person or by phone, and ask him to pray for you; if there is no one yet, start with your pastor.",
    },
    {
      day: 4,
      title: "Faithful Wounds",
      passage: "Proverbs 27:5-6",
      teaching:
        "“Better is open rebuke than hidden love. The wounds of a friend are faithful, although the kisses of an enemy are profuse.” A real friend will sometimes hurt you on purpose, the way a doctor does.\n\n" +
        "Think about who tells you the truth. Your coworkers may not. The people who report to you almost certainly won’t. Plenty of people will flatter you. But a brother who loves you will say: you’re being harsh with your wife. You’re drinking more than you think. You’re hiding behind work. That decision doesn’t sound like you.\n\n" +
        "Those words sting, which is why hidden love is so common. We like a guy, but we won’t say the hard thing, because it’s awkward and we don’t want to lose the friendship. Proverbs says that isn’t really love. Often it’s cowardice dressed up as kindness.\n\n" +
        "There are two sides to this. Are you willing to receive faithful wounds? Do you get defensive, or do you say thank you and think it over? And are you willing to give them, not as a critic but as a brother who has earned the right through time and love? Wounds only feel faithful from someone who has clearly been for you.\n\n" +
        "Iron sharpens iron, but never without sparks.",
      reflectionQuestion:
        "When did a friend last tell you something hard, and how did you receive it?",
      prayerPrompt:
        "Ask God to make you humble enough to receive correction and brave enough to speak the truth in love.",
      actionStep:
        "Ask a brother you trust today whether there is anything in your life that concerns him, then listen and thank him without defending yourself.",
    },
    {
      day: 5,
      title: "Restore Him Gently",
      passage: "Galatians 6:1-2",
      teaching:
        "Sooner or later a brother will fall. It might be an affair, a relapse, a business sunk by a bad decision, a faith that has collapsed. What you do next matters.\n\n" +
        "Paul writes, “you who are spiritual must restore such a one in a spirit of gentleness, looking to yourself so that you also aren’t tempted.” The word for restore was also used for mending nets and setting broken bones. It’s careful work. You don’t shove a broken bone back into place. You handle it gently, because the goal is healing, not punishment.\n\n" +
        "Too often men do one of two things when a brother falls. They gossip and pull away. Or they pile on with rebukes and lectures, feeling quietly superior. Paul rules out both. Gentleness, and humility, because you are not above falling.\n\n" +
        "Then he widens it: “Bear one another’s burdens, and so fulfill the law of Christ.” Burdens aren’t only sins. They’re the crushing loads of life: a child’s illness, an aging parent, a long stretch without work, grief. A burden carried alone can break a man. Shared, it becomes bearable.\n\n" +
        "Carrying a burden is practical. It’s showing up with a meal, helping him move, sitting with him in the waiting room, calling every week. It’s staying.",
      reflectionQuestion:
        "Is there a man in your life who has fallen or is carrying something heavy, and what would gentle restoration look like?",
      prayerPrompt:
        "Pray by name for a brother who is struggling. Ask God for gentleness and humility as you move toward him.",
      actionStep:
        "Reach out today to one man you know is going through something hard, and offer one specific, practical form of help rather than a general offer.",
    },
    {
      day: 6,
      title: "Weep With Those Who Weep",
      passage: "Romans 12:10-15",
      teaching:
        "“In love of the brothers be tenderly affectionate to one another; in honor prefer one another,” Paul writes. Tenderly affectionate isn’t a phrase most men use about their friends. Paul uses it on purpose. Brotherly love in Christ is warm, not merely useful.\n\n" +
        "He finishes the thought with this: “Rejoice with those who rejoice. Weep with those who weep.” Both are harder than they sound.\n\n" +
        "Rejoicing with a friend means celebrating his promotion when you were passed over. His new baby when you and your wife have been trying for years. His son making varsity when yours got cut. Envy quietly kills friendships between men, and real joy at a brother’s good is a sign that love is winning.\n\n" +
        "Weeping with a friend means entering his pain without trying to fix it or hurry it along. At the funeral. In the hospital. After the divorce papers arrive. Men often stay away from grief because we don’t know what to say. You don’t need to say much. Presence matters more than words. Show up. Sit down. Stay.\n\n" +
        "In between, Paul mentions hospitality and meeting needs. Friendship grows around tables. Open your home. Feed people. Be the man whose porch light is on.",
      reflectionQuestion:
        "Which is harder for you, rejoicing in a brother’s success or sitting with his grief, and why?",
      prayerPrompt:
        "Ask God to free you from envy and give you the courage to show up in other men’s pain. Pray for one brother who is celebrating and one who is grieving.",
      actionStep:
        "Today, send a message celebrating something good in one friend’s life, and make a plan to be physically present with one friend who is hurting.",
    },
    {
      day: 7,
      title: "Be Someone’s Barnabas",
      passage: "Acts 9:26-28",
      teaching:
        "When Saul arrived in Jerusalem after his conversion, the disciples were terrified of him. Not long before, he had been dragging Christians off to prison. Nobody believed he had really changed.\n\n" +
        "“But Barnabas took him and brought him to the apostles,” and told them how Saul had met the Lord on the road. Barnabas vouched for him. He took the risk of standing next to the man no one trusted. Without Barnabas, the church might have kept its distance from the man who became the apostle Paul.\n\n" +
        "Every church has men standing at the edge. The new guy in the back row. The man just out of rehab. The divorced dad who comes every other Sunday. The young father who doesn’t know anybody. The man whose past makes people a little nervous. They’re waiting for someone to take them by the arm.\n\n" +
        "Over these seven days you’ve taken stock of your friendships, gone first, confessed, received hard truth, carried burdens and shown up. Now turn outward. Brotherhood isn’t a closed circle of comfortable friends. It’s a door. The men who helped you need you to help others.\n\n" +
        "Look around this Sunday. Find the man at the edge. Learn his name. Introduce him to your friends. Be his Barnabas.",
      reflectionQuestion:
        "Who is standing at the edge of your church, workplace or neighborhood, waiting for someone to take him by the arm?",
      prayerPrompt:
        "Thank God for the men who have been a Barnabas to you. Ask him to show you the man at the edge.",
      actionStep:
        "Identify one man at the edge of your church or workplace and send him an invitation today to coffee, lunch or dinner at your home within the next week.",
    },
  ],
};
