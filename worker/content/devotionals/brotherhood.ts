import type { LibraryDevotional } from "../types";

export const brotherhoodDevotionals: LibraryDevotional[] = [
  {
    slug: "brotherhood-woe-to-the-man-alone",
    focusArea: "Brotherhood",
    theme: "Brotherhood & Isolation",
    title: "Woe to the Man Alone",
    passage: "Ecclesiastes 4:9-12",
    content:
      "Ask most men in their thirties or forties who their close friends are and you’ll get a pause. They have coworkers. They have guys they used to know in college. They have their wife, and maybe a brother they text about football. But a friend they could call at midnight and tell the truth to? For a lot of us, that list is very short, or empty.\n\n" +
      "Solomon doesn’t treat that as a small thing. “Two are better than one, because they have a good reward for their labor. For if they fall, the one will lift up his fellow; but woe to him who is alone when he falls, and doesn’t have another to lift him up.”\n\n" +
      "Woe to him who is alone when he falls. Every man falls at some point. A job loss. A diagnosis. A moral failure. A depression that creeps in over a long winter. A marriage in crisis. The question isn’t whether you’ll fall. It’s whether anyone will be close enough to notice and strong enough to help you up.\n\n" +
      "The passage also talks about protection: “If a man prevails against one who is alone, two shall withstand him.” Isolated men are easier targets. Temptation, discouragement, and lies all work best on a man nobody is checking in on. Brotherhood isn’t just nice to have. It’s a defense.\n\n" +
      "Then comes the line you’ve heard at weddings: “a threefold cord is not quickly broken.” Two men together are strong. Two men with God at the center are stronger still.\n\n" +
      "Here is the hard part. After a certain age, friendship between men rarely happens by accident. Schedules fill up. Kids’ activities take over the weekends. It takes intention, and it usually takes someone willing to go first and feel a little awkward. You might have to be the one who asks about breakfast every other Thursday. You might have to be the one who shares something real first, so the other guy knows it’s safe.\n\n" +
      "Think of one man you respect and would like to know better. Text him today. Set a time. Don’t wait until you fall to find out whether anyone is there. Build the kind of friendship now that will still be standing when you need it, and be that kind of friend to him.",
    reflection:
      "If you fell hard this week, who would notice and help lift you up, and if no one comes to mind, who could you reach out to today?",
    prayer:
      "Lord, you did not make me to walk alone. Forgive me for the pride and busyness that have kept other men at arm’s length. Give me the courage to reach out first, to be honest, and to keep showing up. Bring me brothers who will lift me up when I fall, and make me that kind of brother to them. Be the third strand that holds us together. Amen.",
  },
  {
    slug: "brotherhood-into-the-woods",
    focusArea: "Brotherhood",
    theme: "Brotherhood & Encouragement",
    title: "Into the Woods",
    passage: "1 Samuel 23:15-18",
    content:
      "David was hiding in the wilderness with a king hunting him. He had done nothing wrong. He had served Saul faithfully, and now he was sleeping in caves and thickets, wondering whether the promises God had made to him would ever come true. It’s hard to imagine a lower point.\n\n" +
      "Then someone showed up. “Jonathan, Saul’s son, arose and went to David into the woods, and strengthened his hand in God.” Think about what that cost Jonathan. He was the son of the man hunting David. He was the heir to the throne David had been promised. Going to David meant risking his father’s fury and giving up his own future. He went anyway.\n\n" +
      "And notice what he did when he got there. He didn’t just commiserate. He didn’t lay out a strategy. He strengthened his hand in God. He pointed David back to the Lord and reminded him of what was true: “Don’t be afraid, for the hand of Saul my father won’t find you; and you will be king over Israel, and I will be next to you.”\n\n" +
      "That’s what a real friend does for a man in the woods. He goes to where his brother is, even when it’s inconvenient. He shows up at the hospital, drives over the night the divorce papers come, sits in the truck in the parking lot after the layoff. And he does more than sympathize. He points his brother back to God. He reminds him of promises he’s too tired to remember on his own.\n\n" +
      "Every man goes through the woods at some point. If you’re there now, let someone find you. Answer the text. Tell the truth when they ask how you’re doing. And if you’re not there right now, look around. Someone you know probably is. The guy at church who has gone quiet. The friend whose wife left. The coworker who lost his dad last month.\n\n" +
      "You don’t need perfect words. Jonathan’s were simple. Go to him. Sit with him. Remind him God hasn’t forgotten him. Then, like Jonathan and David, commit to keep showing up.\n\n" +
      "Think of one man who is in the woods right now. Before the day is over, reach out. Don’t just tell him to call if he needs anything. Go find him, and strengthen his hand in God.",
    reflection:
      "Which man in your life is going through a wilderness season right now, and what would it look like to go to him this week?",
    prayer:
      "Lord, thank you for the people who came to find me in my hardest seasons. Make me a friend like Jonathan, willing to go out of my way and pay a cost to stand beside a brother. Show me who is hurting around me. Give me simple, true words that point him back to you. And when I am the one in the woods, give me the humility to let others in. Amen.",
  },
  {
    slug: "brotherhood-friends-who-tear-off-the-roof",
    focusArea: "Brotherhood",
    theme: "Brotherhood & Intercession",
    title: "Friends Who Tear Off the Roof",
    passage: "Mark 2:1-5",
    content:
      "The house was packed. People were jammed in the doorway and spilling into the street, all trying to hear Jesus. Then four men showed up carrying a friend on a mat. A friend who couldn’t walk, couldn’t get himself anywhere, couldn’t push through a crowd.\n\n" +
      "Most people would have turned around. They would have said they tried, it was too crowded, maybe next time. Not these four. Mark says, “When they could not come near to him for the crowd, they removed the roof where he was. When they had broken it up, they let down the mat that the paralytic was lying on.”\n\n" +
      "Picture it. Dust and clay falling on the crowd. The homeowner watching his roof get torn apart. Four guys sweating and straining, lowering their buddy down, probably arguing about whose corner was too low. It was messy, unconventional, and more than a little embarrassing. They didn’t care. They just wanted to get their friend to Jesus.\n\n" +
      "Then comes the phrase worth underlining: “Jesus, seeing their faith.” Not only the paralyzed man’s faith. Theirs. The faith of the four friends who carried him. Jesus responded to men who refused to stop until their brother was lying in front of him.\n\n" +
      "There are times in a man’s life when he can’t get himself to Jesus. His faith is paralyzed by grief, addiction, depression, doubt, or shame. He has stopped going to church. He doesn’t pray anymore. He might not even want to. In those seasons he needs friends who will carry him. Friends who pray for him when he can’t. Friends who keep showing up, keep inviting, and keep believing on his behalf.\n\n" +
      "Who are your four? And whose mat are you holding a corner of? It takes several men to carry one. Brotherhood isn’t only one-on-one. It’s a small band of men committed to getting each other to Jesus, whatever it takes.\n\n" +
      "Think of a friend who is stuck right now. Pray for him by name today, specifically and persistently. Then take one practical step: call him, invite him to breakfast, offer to pick him up for church. If you need to, get a couple of other guys involved. Some roofs take more than one man to open.",
    reflection:
      "Who is a friend who cannot get himself to Jesus right now, and what would it look like for you to help carry him?",
    prayer:
      "Jesus, thank you for the friends who carried me when I couldn’t carry myself. Give me that kind of stubborn, creative faith for the men around me. Show me who needs to be brought to you right now. Help me pray for him when he can’t pray, and keep showing up when it’s inconvenient. Give me brothers to carry the mat with me, and let nothing stop us from bringing each other to you. Amen.",
  },
  {
    slug: "brotherhood-when-your-arms-get-heavy",
    focusArea: "Brotherhood",
    theme: "Brotherhood & Support",
    title: "When Your Arms Get Heavy",
    passage: "Exodus 17:10-13",
    content:
      "Down in the valley, Joshua and Israel’s fighters were locked in a hard battle with Amalek. Up on the hill, Moses stood with his hands raised. And the strange thing was this: “When Moses held up his hand, Israel prevailed. When he let down his hand, Amalek prevailed.”\n\n" +
      "So Moses kept his hands up. Then, because he was a man and not a statue, his arms gave out. “But Moses’ hands were heavy.” Anyone who has held a sleeping toddler for a long time knows that feeling. Your arms start shaking. Your shoulders burn. You can’t hold it anymore, no matter how much you want to.\n\n" +
      "Aaron and Hur didn’t give Moses a speech about trying harder. They found a stone for him to sit on, and then they stood on either side and held his hands up for him, “the one on the one side, and the other on the other side. His hands were steady until sunset.”\n\n" +
      "Every man carries something too heavy to hold up forever on his own. Leading a family through a hard season. A business that’s struggling. A ministry you’re responsible for. Caring for aging parents while raising young kids. You may be the one everybody looks to. But leaders get tired. Fathers get tired. And pretending you’re not tired doesn’t make your arms any stronger.\n\n" +
      "Notice that Moses had to let them help. He had to sit down on the stone. He had to admit, at least with his body, that he couldn’t do it alone. For a lot of men that is the hardest part. We would rather drop our arms than let anyone see them shaking.\n\n" +
      "And notice what Aaron and Hur didn’t do. They didn’t take over. They didn’t run down to fight in the valley instead. They supported the man God had put in that spot, and they stayed until sunset. Sometimes the best thing you can do for a brother is not to fix his problem but to help him keep going.\n\n" +
      "Ask yourself two questions today. Whose arms am I holding up? And who is holding up mine? If the answer to either is no one, take a step to change it. Call the guy who’s leading through a hard stretch and ask how you can help. Or tell a friend honestly that your arms are getting heavy. The battle is long, and no man was meant to hold on alone until sunset.",
    reflection:
      "Where are your arms getting heavy right now, and who have you allowed to help hold them up?",
    prayer:
      "Lord, you know what I’m carrying and how tired I am. Give me the humility to let other men help me, and to admit when my arms are shaking. Make me an Aaron or a Hur for a brother who is weary, someone who stands beside him and stays until the battle is done. Thank you that the victory belongs to you, and that you never meant me to stand alone. Amen.",
  },
  {
    slug: "brotherhood-keep-showing-up",
    focusArea: "Brotherhood",
    theme: "Brotherhood & Commitment",
    title: "Keep Showing Up",
    passage: "Hebrews 10:24-25",
    content:
      "It usually starts small. You skip the men’s group once because of a work trip. Then there’s a weekend tournament. Then you’re just tired. Three months later you realize you haven’t been in weeks, nobody has asked, and honestly it’s easier not to go. You still believe. You’re just not around.\n\n" +
      "The writer of Hebrews saw this pattern in the early church. He speaks of “not forsaking our own assembling together, as the custom of some is.” The custom of some. Even then, drifting away from other believers was common enough to be a habit. It’s still the easiest thing in the world to do.\n\n" +
      "But look at the verse just before it: “Let’s consider how to provoke one another to love and good works.” Provoke is a strong word. Usually it means stirring someone up to anger. Here it means stirring each other up toward love. And consider means to think carefully. This doesn’t happen by accident. It takes thought to figure out how to push a brother toward being a better husband, father, and follower of Jesus.\n\n" +
      "What does that look like? It’s the friend who asks how things are really going with your wife and waits for an actual answer. The guy who tells you you’re being too hard on your son. The man who invites you to serve alongside him at the food pantry on Saturday morning. Good brothers nudge you toward the man God is making you.\n\n" +
      "Then the passage adds “exhorting one another.” That’s encouragement with some backbone. Not only telling a man he’s doing great, but telling him to keep going, not to quit, that God isn’t finished with him. Every man needs that, and most men rarely hear it.\n\n" +
      "None of this happens if you’re not there. You can’t provoke or encourage someone you never see. Showing up is the unglamorous foundation of brotherhood. It’s sitting in the same room week after week, even when nothing dramatic happens, so that when something does happen, the trust is already built.\n\n" +
      "If you’ve drifted, go back this week. Don’t make a speech. Just show up. While you’re there, think of one man you can encourage specifically. Tell him something you’ve seen God doing in him. Ask how you can pray for him. Then next week, show up again.",
    reflection:
      "Which brother could you deliberately encourage toward love and good works this week, and what would you say to him?",
    prayer:
      "Lord, forgive me for the ways I have drifted from the brothers you’ve given me. Give me the faithfulness to keep showing up, even when it’s inconvenient or nothing seems to happen. Teach me to think carefully about how to spur the men around me toward love and good works. Let my words give courage. And surround me with brothers who will do the same for me. Amen.",
  },
];
