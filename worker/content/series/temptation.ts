import type { LibrarySeries } from "../types";

export const temptationSeries: LibrarySeries = {
  slug: "temptation-where-the-battle-is-fought",
  focusArea: "Temptation",
  title: "Where the Battle Is Fought",
  subtitle: "Five weeks on temptation, identity and the way back",
  description:
    "A five-week study for men who are tired of losing the same battles. It starts in the garden, where temptation first questioned God’s goodness, watches Samson worn down one conversation at a time, and follows Jesus into the wilderness, where every lie was answered with the written word. Then it turns to the new identity Christ gives and ends with David’s prayer after his fall. It is frank about lust, anger, greed and the habits men hide, and it points every man to a grace stronger than his worst night.",
  sessions: [
    {
      title: "Has God Really Said?",
      passage: "Genesis 3:1-7",
      teaching:
        "The first temptation in Scripture does not start with fruit. It starts with a question about God. The serpent asks whether God really forbade every tree in the garden, a question that makes God sound stingy when he had given them every tree but one. Then comes the outright lie: “You won’t really die.” Temptation has followed the same path ever since. First doubt God’s goodness, then doubt his word, then take what he has withheld.\n\n" +
        "Notice how the desire grows. She “saw that the tree was good for food, and that it was a delight to the eyes.” Looking came before taking. Most falls do not start with a decision to sin. They start with a second look, a lingering scroll, an imagination allowed to wander. By the time the hand reaches out, the heart has already gone.\n\n" +
        "Then comes a line men often skip: “she gave some to her husband with her, and he ate it, too.” With her. The man was not somewhere else. He stood there through the whole conversation and said nothing. He did not speak up for God’s word, protect his wife or refuse the lie. Before his sin was eating, it was silence. Many of us know that failure well: watching temptation work in our homes and saying nothing because speaking up is uncomfortable.\n\n" +
        "The result was not the godlike wisdom they were promised. Their eyes were opened, and what they saw was their own shame. Sin always overpromises. It offers freedom and delivers fig leaves.\n\n" +
        "But the chapter does not end there. God comes walking in the garden, calling for the man. The God whose goodness the serpent questioned comes looking for the ones who doubted him. That is where our hope in temptation begins: not in our strength, but in a God who is better than the lie.",
      questions: [
        "What lie about God’s goodness do you find yourself believing when temptation is strongest?",
        "Looking came before taking. What is your second look, the point where temptation usually gets its foothold?",
        "The man stood by in silence. Where are you silent when you should be speaking up, in your own heart or in your home?",
        "What has sin promised you that it did not deliver?",
        "How does knowing that God came looking for the man and the woman change the way you respond after you fall?",
      ],
      prayer:
        "Father, you have been nothing but good to us, yet we have believed the lie that you are holding out on us. Forgive us. Guard our eyes before they linger and our hearts before they wander. Make us men who speak up for your word instead of standing by in silence. And when we fall, help us run toward you rather than hide. Amen.",
      atHome:
        "Identify your second look, the place or time temptation usually starts for you. Make one concrete change this week to remove it, and tell a brother what you did.",
    },
    {
      title: "Worn Down Daily",
      passage: "Judges 16:15-21",
      teaching:
        "Samson was the strongest man in Israel, and he was not brought down by an army. He was worn down by a conversation. Delilah asked him the same question again and again: “When she pressed him daily with her words and urged him, his soul was troubled to death.” Finally he told her everything.\n\n" +
        "Most men do not fall in one dramatic moment. They fall the way Samson did, through slow erosion. A boundary gets tested, and holds. Tested again, and holds, barely. Then one tired night it gives way. Samson had three warnings in this very chapter that Delilah was working for his enemies, and he kept going back. That is the strange logic of temptation. We know where it leads, and we walk back in anyway.\n\n" +
        "Samson’s problem was not only Delilah. It was a lifetime of treating God’s gifts as his own possession. His strength was tied to a vow he had never taken very seriously, and he had played with its edges for years. When the moment came, he assumed he could shake himself free as he always had.\n\n" +
        "Then comes one of the saddest lines in Scripture: “But he didn’t know that Yahweh had departed from him.” Sin dulls our awareness. Samson did not feel the difference until it was too late. The Philistines took his eyes, his freedom and his dignity, and set him grinding grain in a prison.\n\n" +
        "If you are being worn down right now, by an old habit, a relationship heading somewhere it shouldn’t or a compromise you keep revisiting, the lesson is not to try harder to win the argument. It is to leave the room. Samson never needed to win the fourth conversation. He needed not to be there. And even after his fall, the story tells us his hair began to grow again. God was not finished with him.",
      questions: [
        "Where in your life is a boundary being tested again and again, and how is it holding?",
        "Samson kept going back despite clear warnings. Why do men return to what they know is dangerous?",
        "What gift from God have you treated as your own possession, assuming it would always be there?",
        "Have you ever realized only afterward how far you had drifted from God, and what dulled your awareness?",
        "What would leaving the room look like for the temptation you are facing right now?",
      ],
      prayer:
        "Lord, you know the temptations that press on us day after day, and how tired we get of resisting. Forgive us for playing with the edges of what you have forbidden. Keep us awake to your presence so that we never drift without noticing. Give us the wisdom to leave the room rather than argue with temptation. Where we have fallen, let our strength grow again in you. Amen.",
      atHome:
        "Write down the situation where your resistance is being worn down. Decide what leaving the room means for it, and ask a brother to check on you by the end of the week.",
    },
    {
      title: "It Is Written",
      passage: "Luke 4:1-13",
      teaching:
        "Jesus faced temptation as a man, and how he faced it shows us the way. Luke tells us he went into the wilderness full of the Holy Spirit and was tempted there for forty days, eating nothing. Temptation came to him not when he was far from God, but right after his baptism, in a season of physical weakness. Expect the enemy to come when you are tired, hungry and alone.\n\n" +
        "Each temptation offered something good by a wrong road. Bread for a hungry man. Authority over the kingdoms, which the Father had promised his Son anyway, but without the cross. A dramatic display of God’s protection. Temptation rarely asks you to want something evil. It asks you to grab a good thing outside God’s way and timing: intimacy without covenant, success without integrity, rest without trust.\n\n" +
        "Three times Jesus answered the same way: it is written. “Man shall not live by bread alone, but by every word of God.” He did not debate. He did not lean on willpower alone. He answered lies with the truth of Scripture already stored in his heart. Notice that the devil quotes Scripture too, twisting it out of context. Knowing a verse is not the same as understanding it. Jesus knew the whole story of God, and that is why he could not be fooled.\n\n" +
        "Then the last line: the devil “departed from him until another time.” Victory over one temptation does not end the war. The enemy waits for another opportunity. That is not cause for despair but for preparation.\n\n" +
        "If we want to stand, we need God’s word in our hearts before the wilderness, not searched for frantically in the middle of it. Which passage could you speak aloud the next time temptation comes?",
      questions: [
        "Why do you think temptation so often comes when we are tired, hungry or alone?",
        "Which of the three temptations, provision, power or proving yourself, speaks most to you?",
        "What good thing are you tempted to take outside of God’s way or timing?",
        "How much Scripture do you have stored in your heart for the wilderness, and how could you store more?",
        "What passage could you speak aloud the next time your most familiar temptation comes?",
      ],
      prayer:
        "Lord Jesus, you were tempted in every way we are, yet you did not sin. Thank you for standing where we could not stand. Fill us with your Spirit and store your word in our hearts before the wilderness comes. When we are tired, hungry and alone, remind us what is written. Keep us from grabbing good things the wrong way, and make us ready for another time. Amen.",
      atHome:
        "Choose one short passage that answers your most familiar temptation. Write it on a card, keep it in your pocket, and say it aloud each morning this week.",
    },
    {
      title: "Under New Management",
      passage: "Romans 6:11-18",
      teaching:
        "Many Christian men fight temptation as if they were still slaves bargaining with a master. Sin gives orders and we resist for a while, then obey, then feel guilty, then resist again. Paul says that is not who we are anymore. “Thus consider yourselves also to be dead to sin, but alive to God in Christ Jesus our Lord.”\n\n" +
        "Consider is an accounting word. It means count it as true, because it is. In Christ your old self died and you were raised to new life. Sin is still present and still loud, but it no longer has the right to rule you. Paul is not saying you will never feel tempted. He is saying the old master no longer owns you, and you do not have to take his orders.\n\n" +
        "So Paul moves from identity to action: “Therefore don’t let sin reign in your mortal body.” Present your members, your eyes, hands, tongue and time, to God instead. Temptation is not only resisted by saying no. It is overcome by saying yes to something better. The hands that would have scrolled can pray, fix a bike with your son or write a note to your wife. Emptiness invites the old master back. Purpose keeps him out.\n\n" +
        "Paul anticipates an objection: if we are under grace, can we keep sinning? May it never be! Grace is not permission. It is power. You become the servant of whatever you keep obeying. Each choice either strengthens the chains of an old habit or the freedom of a new one.\n\n" +
        "This is good news for a man who has failed many times. Your identity is not your worst habit. You are a man who has been made alive in Christ, and you are learning, day by day, to live like it.",
      questions: [
        "Do you fight temptation more like a free man or like a slave bargaining with his old master?",
        "What difference does it make to count yourself dead to sin and alive to God, rather than simply trying harder?",
        "Which of your members, your eyes, hands, tongue or time, most needs to be presented to God this week?",
        "What good thing could fill the empty spaces where temptation usually finds you?",
        "How does remembering that your identity is not your worst habit change the way you get up after a fall?",
      ],
      prayer:
        "Father, thank you that in Christ we have died to sin and been raised to new life. Sin is no longer our master. Help us believe that, and live like it. Today we present our eyes, our hands, our words and our time to you. Fill the empty spaces with good work and with love. When we fail, remind us who we are in your Son. Amen.",
      atHome:
        "Name the hour of the day when temptation hits you hardest. Plan something good to fill it each day this week, and give that hour to God in prayer.",
    },
    {
      title: "Wash Me",
      passage: "Psalms 51:1-9",
      teaching:
        "David wrote this psalm after the prophet Nathan confronted him about his adultery with Bathsheba and the death he arranged for her husband. It is the prayer of a man who fell about as far as a man can fall, and it has become the prayer of countless men since. This series ends here on purpose. Every man in this room has fallen, and every man needs to know the way back.\n\n" +
        "David begins not with excuses but with God’s character. “Have mercy on me, God, according to your loving kindness.” He does not appeal to his record, his years of service or his good intentions. He appeals to the mercy of God, which is the only ground any of us has to stand on.\n\n" +
        "Then he tells the truth. “For I know my transgressions. My sin is constantly before me.” No minimizing, no blaming Bathsheba, no explaining the pressures of being king. Many men stall here. We confess in vague terms, or we confess the consequences instead of the sin itself. Real confession calls things by their names.\n\n" +
        "David also sees that sin is first of all against God. His sin had wrecked lives, but beneath every wrong against people lay a wrong against the God who made them. That is why only God can truly cleanse it.\n\n" +
        "And David believes he can be made clean. “Wash me, and I will be whiter than snow.” He asks God to let broken bones rejoice again. That is not wishful thinking. It is the promise of the gospel: Christ has borne our sin, and the man who confesses is not merely tolerated but washed.\n\n" +
        "Shame says hide. The gospel says come. If there is something you have been carrying alone, bring it into the light, to God and to a brother. The way back is open.",
      questions: [
        "Why do you think David begins with God’s mercy rather than with his own remorse?",
        "Do you tend to confess vaguely, or to confess the consequences rather than the sin itself?",
        "How does seeing sin as first of all against God change the way you think about your own failures?",
        "What would it mean for you to believe you are washed, not merely tolerated?",
        "Is there something you have been carrying alone that needs to be brought into the light, to God and to a brother?",
      ],
      prayer:
        "Merciful God, we come to you not on the strength of our record but on your loving kindness. We have sinned against you, and we call our sins by their names before you. Wash us thoroughly and make us clean through Christ, who bore our sin. Let the places sin has broken rejoice again. Give us courage to walk in the light, and keep us close to you. Amen.",
      atHome:
        "Set aside twenty minutes alone this week to pray slowly through Psalm 51, naming your sins honestly. Then tell one brother what God showed you.",
    },
  ],
};
