import type { LibraryPlan } from "../types";

export const leadershipPlan: LibraryPlan = {
  slug: "leadership-like-the-shepherd",
  title: "Leading Like the Shepherd",
  description:
    "For men who lead anywhere, at home, at work, at church or on a team, and want to lead the way Jesus does. In ten days you will trade control for care, learn to listen and own your mistakes, find courage for hard calls, and start raising up the people who come after you.",
  focusArea: "Leadership",
  days: [
    {
      day: 1,
      title: "Led Before You Lead",
      passage: "Psalms 23:1-4",
      teaching:
        "David was a shepherd before he was a king, and a king when he wrote this psalm. Yet in Psalm 23 he doesn’t describe himself as the shepherd. He is the sheep. “Yahweh is my shepherd; I shall lack nothing.”\n\n" +
        "Every good leader is first a follower. Before you lead your family, your team or your small group, you need to be led. Someone has to make you lie down when you won’t stop. Someone has to restore your soul when leadership drains it. Someone has to guide you in right paths when every option looks gray.\n\n" +
        "Men who lead without being led become dangerous. They confuse their own will with God’s. They grow brittle, exhausted and isolated. They start to believe the company, the church or the family rises and falls on them alone.\n\n" +
        "The shepherd king knew better. When he walked through the valley of the shadow of death, and every leader does, he wasn’t afraid, “for you are with me.”\n\n" +
        "The Shepherd leads you beside still waters before he sends you into valleys. Let him. This plan is about leading like him, and that starts with being led by him.",
      reflectionQuestion:
        "Where are you leading right now without first being led by God?",
      prayerPrompt:
        "Pray Psalm 23:1-4 slowly as your own prayer, and tell God where you need him to lead you as a leader.",
      actionStep:
        "Before your next significant decision at home or at work, take five minutes alone to ask God for direction, and write down what you sense.",
    },
    {
      day: 2,
      title: "The Shepherd Stays",
      passage: "John 10:11-15",
      teaching:
        "Jesus compares two kinds of leaders: the good shepherd and the hired hand. On a calm day they might look the same. Both stand in the field. Both carry a staff. The difference shows when the wolf comes.\n\n" +
        "“The hired hand flees because he is a hired hand and doesn’t care for the sheep.” He was in it for the paycheck. When it starts to cost him, he’s gone.\n\n" +
        "The good shepherd stays. He “lays down his life for the sheep.” For Jesus, leadership isn’t a position of privilege. It’s a willingness to absorb cost so the people you lead are protected.\n\n" +
        "In ordinary life the wolf comes in ordinary forms. A round of layoffs, and the manager who fights for his people versus the one who protects himself. A family crisis, and the father who steps up versus the one who retreats to the garage. A failure in the church, and the leader who takes responsibility versus the one who blames the volunteers.\n\n" +
        "Jesus also says he knows his sheep and they know him. Good shepherds know their people: their names, their families, their struggles. You can’t lay down your life for people you don’t know.",
      reflectionQuestion:
        "When the wolf comes in your leadership, a crisis or a cost, do you tend to stay or to protect yourself?",
      prayerPrompt:
        "Ask Jesus, the good shepherd, to give you his heart for the people you lead. Pray by name for the people in your care.",
      actionStep:
        "Write the names of the people you lead at home and at work, and next to each write one thing you know is weighing on them; where you can’t, go and ask.",
    },
    {
      day: 3,
      title: "Not Lording It",
      passage: "1 Peter 5:1-4",
      teaching:
        "Peter had been a leader who got it wrong. He argued about who was greatest, pulled his sword in the garden, and denied Jesus by a fire. Now, older, he writes to leaders with hard-won wisdom. Shepherd the flock, he says, “not as lording it over those entrusted to you, but making yourselves examples to the flock.”\n\n" +
        "Lording it over looks like leadership by pressure. Fear. Demands. Control. Using your position to get your way. It can happen in a boardroom or at a dinner table: the dad whose word can never be questioned, the boss whose team is scared to bring him bad news.\n\n" +
        "Leading by example is different. It says: watch me first. I’ll do the hard thing before I ask you to. I’ll admit my mistakes first. I’ll serve first. People follow an example before an order.\n\n" +
        "Peter also names motives. Shepherd, he says, “not under compulsion, but voluntarily; not for dishonest gain, but willingly;” that is, not because you’re stuck with the job, and not for what you get out of it.\n\n" +
        "And he reminds leaders whom they answer to: the chief Shepherd. Every leader is an under-shepherd. The people aren’t yours. They’ve been entrusted to you, and that changes how you lead them.",
      reflectionQuestion:
        "Where are you tempted to lead by pressure rather than by example?",
      prayerPrompt:
        "Ask God to show you where you have lorded it over the people entrusted to you. Ask him to make you an example worth following.",
      actionStep:
        "Identify one thing you regularly ask of your family or team that you don’t do yourself, and start doing it where they can see it today.",
    },
    {
      day: 4,
      title: "What Is Required",
      passage: "Micah 6:8",
      teaching:
        "Leaders love complexity: strategies, frameworks, five-year plans. There’s a place for all that. But Micah cuts to the heart: “He has shown you, O man, what is good. What does Yahweh require of you, but to act justly, to love mercy, and to walk humbly with your God?”\n\n" +
        "Three things. Act justly: treat people fairly. Pay on time. Don’t play favorites. Keep your word even when it costs you. Don’t let the powerful person skate while the weaker one takes the fall.\n\n" +
        "Love mercy: not merely tolerate it, love it. When someone on your team fails, when your son breaks something, when a volunteer drops the ball, look for the merciful response before the punishing one. Mercy doesn’t ignore wrong, but it remembers the person behind it.\n\n" +
        "Walk humbly with your God: remember you aren’t the final authority. You answer to someone. You walk with him, not ahead of him.\n\n" +
        "Justice without mercy turns harsh. Mercy without justice turns weak. Both without humility turn self-righteous. A leader who holds all three is rare and deeply trusted.\n\n" +
        "Most of us lean hard on one and neglect the others. Which of the three is weakest in you right now?",
      reflectionQuestion:
        "Which of the three, justice, mercy or humility, is weakest in your leadership right now?",
      prayerPrompt:
        "Ask God to make you a leader who acts justly, loves mercy and walks humbly. Confess where you have leaned too hard on one.",
      actionStep:
        "Identify one situation at home or at work where you need to act more justly or more mercifully, and take one concrete step to address it today.",
    },
    {
      day: 5,
      title: "Who You Listen To",
      passage: "1 Kings 12:6-11",
      teaching:
        "Rehoboam inherited a kingdom and a problem. The people asked him to lighten the heavy load his father Solomon had laid on them. He consulted two groups.\n\n" +
        "The older men who had served his father gave him wise counsel: “If you will be a servant to this people today, and will serve them, and answer them with good words, then they will be your servants forever.” Serve them, and they will follow you.\n\n" +
        "The young men he had grown up with told him what he wanted to hear. Show them who’s boss. Tell them, “My little finger is thicker than my father’s waist.” Rehoboam listened to his friends. The kingdom split in two and never recovered.\n\n" +
        "Every leader is surrounded by voices. The danger is gathering only the people who agree with you, who share your blind spots and make you feel strong. A wise leader seeks out the voices that will challenge him: the seasoned mentor, the honest employee, the wife who sees what he doesn’t.\n\n" +
        "Notice what the old men actually said: leadership is service. When you serve people, they will serve alongside you. Rehoboam took that for weakness. It was the wisest advice he ever received, and he threw it away.",
      reflectionQuestion:
        "Who are the voices you listen to most as a leader, and do any of them regularly tell you what you don’t want to hear?",
      prayerPrompt:
        "Ask God to surround you with wise counsel and give you the humility to listen to it.",
      actionStep:
        "Go to someone older or wiser than you today about a decision you’re facing, ask what they would do in your place, and listen without arguing.",
    },
    {
      day: 6,
      title: "You Are the Man",
      passage: "2 Samuel 12:1-7",
      teaching:
        "Nathan walked into the palace with a story. A rich man with huge flocks stole a poor man’s only lamb, a lamb that “was like a daughter to him.” David, a man who cared about justice, was furious. The man deserves to die, he said.\n\n" +
        "Then Nathan said four words: “You are the man!”\n\n" +
        "David had taken Bathsheba and arranged her husband’s death. For months he had covered it up and carried on leading. He was so blind that he could burn with anger at another man’s sin while missing his own.\n\n" +
        "Leaders are especially prone to this. Position insulates you. People hesitate to confront you. You get used to being the one who judges. And the longer sin goes unchallenged, the easier it becomes to see everyone’s faults but your own.\n\n" +
        "What saved David wasn’t his position but his response. He said, “I have sinned against Yahweh.” He didn’t spin it, blame others or get rid of Nathan. That is why he’s remembered as a man after God’s heart despite a terrible failure.\n\n" +
        "Do you have a Nathan, someone who can walk into your office or living room and tell you the truth? And when he does, will you be able to say: I am the man?",
      reflectionQuestion:
        "Is there an area where you readily judge others but may be blind to the same thing in yourself?",
      prayerPrompt:
        "Ask God to show you any blind spot or hidden sin in your leadership, and for the humility to respond like David when confronted.",
      actionStep:
        "Ask your wife or a trusted colleague today whether there is anything they have hesitated to tell you, and receive whatever they say without defending yourself.",
    },
    {
      day: 7,
      title: "What I Didn’t Take",
      passage: "Nehemiah 5:14-16",
      teaching:
        "Nehemiah served as governor for twelve years. He was entitled to a food allowance paid for by the people. The governors before him took that and more, and even their servants bullied the people. Nehemiah writes that they did so, “but I didn’t do so, because of the fear of God.”\n\n" +
        "He didn’t just avoid abuse. He turned down what he was legally entitled to, because he could see the people were already burdened. And instead of sitting in an office, he says, “I also continued in the work of this wall.” He worked alongside them.\n\n" +
        "Leaders often have access to perks: the bigger office, first pick of vacation dates, the expense account, the assumption that their time matters more. At home it might be the best chair, the final say on the remote, or the freedom to unwind while everyone else cleans up.\n\n" +
        "None of those is necessarily wrong. But a leader who regularly gives up what he could take earns something no title can give him: trust. People notice who eats last.\n\n" +
        "Nehemiah’s reason is worth noticing. He feared God. He knew he answered to someone higher than the Persian king, and that kept him honest even when no one would have objected.",
      reflectionQuestion:
        "What privileges of your position could you set aside for the good of the people you lead?",
      prayerPrompt:
        "Ask God for a leader’s heart that gives rather than takes. Thank him for Jesus, who set aside everything for you.",
      actionStep:
        "Give up one perk of your position today, at home or at work, for the sake of someone you lead, and don’t mention it.",
    },
    {
      day: 8,
      title: "Be Strong and Do It",
      passage: "1 Chronicles 28:20",
      teaching:
        "David handed Solomon the biggest project in Israel’s history: build the temple. Solomon was young and inexperienced. David’s charge was simple: “Be strong and courageous, and do it.”\n\n" +
        "Do it. Not think about it for another year. Not wait until you feel ready. Leaders often stall not because they don’t know what to do, but because they’re afraid. Afraid of the hard conversation with an employee. Afraid of making the wrong call. Afraid of looking foolish if it fails. Afraid to lead prayer at home because you don’t feel spiritual enough.\n\n" +
        "David’s confidence wasn’t in Solomon’s ability. It was in God’s presence: “He will not fail you nor forsake you, until all the work for the service of Yahweh’s house is finished.” God doesn’t hand you a task and walk away. He stays until the work is done.\n\n" +
        "Humility, service and listening matter, and this plan has spent days on them. But humility is not the same as passivity. Sometimes the humble thing is to act, trusting God, even when you feel inadequate. Some men hide behind humility when what they need is courage.\n\n" +
        "What have you been putting off? The confrontation, the decision, the apology, the new start? Be strong. Do it.",
      reflectionQuestion:
        "What leadership task have you been avoiding out of fear, and what would it take to do it this week?",
      prayerPrompt:
        "Ask God for courage to do the hard thing you have been avoiding. Thank him that he will not fail you or forsake you.",
      actionStep:
        "Take the first concrete step today on the leadership task you’ve been putting off: schedule the conversation, make the call or write the plan.",
    },
    {
      day: 9,
      title: "Entrust It",
      passage: "2 Timothy 2:1-2",
      teaching:
        "“The things which you have heard from me among many witnesses, commit the same things to faithful men who will be able to teach others also.” Count the generations in that sentence. Paul to Timothy. Timothy to faithful men. Faithful men to others. Four generations of leaders in one verse.\n\n" +
        "Near the end of his life, Paul wasn’t focused on his own legacy. He was focused on multiplication. The measure of a leader isn’t only what he accomplishes, but who keeps going when he’s gone.\n\n" +
        "Many leaders never do this. They hoard knowledge, make themselves indispensable and keep doing everything themselves because it’s faster. When they leave, everything falls apart. That isn’t strength. It’s a failure to lead.\n\n" +
        "Who are you investing in? At work, it might be a younger employee you could mentor. At church, a new believer who needs someone to read the Bible with. At home, your kids, who are learning from you what leadership looks like. Look for faithful people, reliable and teachable, not necessarily the most talented.\n\n" +
        "And notice how Paul begins: “be strengthened in the grace that is in Christ Jesus.” You can only pass on what you have received. Stay close to the source.",
      reflectionQuestion:
        "Who are one or two faithful, teachable people you could invest in right now?",
      prayerPrompt:
        "Ask God to show you whom to invest in, and to help you hold what you know with an open hand.",
      actionStep:
        "Choose one person to invest in, and today either invite them to a regular meeting or hand them one responsibility you’ve been holding onto and show them how to do it.",
    },
    {
      day: 10,
      title: "Well Done",
      passage: "Matthew 25:19-23",
      teaching:
        "“Now after a long time the lord of those servants came, and settled accounts with them.” Every leader will give an account. Not finally to shareholders or even his family, but to his Lord.\n\n" +
        "Notice what the master praises. Not the size of the return: the servant with two talents hears exactly the same words as the one with five. “Well done, good and faithful servant. You have been faithful over a few things.” The measure is faithfulness with what you were given, not the size of your team, your title or your platform.\n\n" +
        "That should free you. You don’t have to run a large company or a famous ministry. You may lead a family of four, a crew of six, a youth group of eleven. Faithfulness there is what God is looking for.\n\n" +
        "Over these ten days you’ve been led by the Shepherd, learned to stay, traded pressure for example, listened, owned your sin, given up privilege, found courage and invested in others. That is faithful leadership.\n\n" +
        "Keep going. The long time will end. And the greatest joy for a leader isn’t a title or a legacy. It’s hearing his Lord say well done, and then, “Enter into the joy of your lord.”",
      reflectionQuestion:
        "Where have you been measuring your leadership by size or results instead of faithfulness?",
      prayerPrompt:
        "Thank God for the people and responsibilities he has entrusted to you. Ask him to make you faithful over the few things.",
      actionStep:
        "Write a short list of the people and responsibilities God has entrusted to you, and next to each one write one way you will be faithful to it this month.",
    },
  ],
};
