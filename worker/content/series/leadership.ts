import type { LibrarySeries } from "../types";

export const leadershipSeries: LibrarySeries = {
  slug: "leadership-leading-like-the-shepherd",
  focusArea: "Leadership",
  title: "Leading Like the Shepherd",
  subtitle: "Five weeks on leading at home, at work and in the church",
  description:
    "A five-week study for men who lead, whether that means a family, a team at work, a small group or a congregation. It begins with Jesus taking up a towel, sits with Moses when the load grew too heavy, examines the character Paul looked for in church leaders, stands with David in the ashes of Ziklag, and ends with God’s warning to shepherds who feed themselves. Leadership here is not about title or control. It is about serving, sharing the load and caring for the flock God has entrusted to you.",
  sessions: [
    {
      title: "The Towel",
      passage: "John 13:3-11",
      teaching:
        "John tells us exactly what Jesus knew before he picked up the towel. He knew “that the Father had given all things into his hands, and that he came from God and was going to God.” He knew who he was, where he had come from and where he was going. And the next thing he did was strip down like a servant and wash the dirtiest part of his friends’ bodies.\n\n" +
        "That order matters for every man who leads. Insecure leaders guard their status, because they are not sure they have any. They need the best seat, the final word and the credit. Jesus was completely secure in his Father’s love and authority, and that security set him free to serve. The man who knows he is loved by God does not need to prove anything by staying above the dirty work.\n\n" +
        "Washing feet was a servant’s job. No one else in the room volunteered, not even the men who, in Luke’s account of that night, were arguing about which of them was the greatest. Leadership in the kingdom often looks like noticing the task nobody wants and quietly doing it. Stacking chairs after the church event. Cleaning up after dinner so your wife can sit down. Owning the mistake your team made.\n\n" +
        "Peter’s reaction is telling. He could not bear to have his Lord serve him. Some of us are like that. We are glad to serve but hate to be served, because receiving feels like weakness. But Jesus says that unless he washes us, we have no part with him. Before a man can lead like Jesus, he has to let Jesus wash him.\n\n" +
        "Notice too that Jesus washed the feet of the man he knew would betray him. Servant leadership does not wait for people to deserve it.",
      questions: [
        "Why do you think John tells us what Jesus knew about himself before he tells us what Jesus did?",
        "Where does insecurity show up in your leadership, at home, at work or at church?",
        "What is the task in your home or workplace that nobody wants, and what would it mean for you to take it on?",
        "Are you more comfortable serving or being served, and why?",
        "Jesus washed the feet of the man who would betray him. Who is hard for you to serve right now?",
      ],
      prayer:
        "Lord Jesus, you knew all things were in your hands, and you picked up a towel. Wash us first, and make us secure in the Father’s love. Free us from the need to be seen, thanked or proven right. Give us eyes for the dirty work no one else wants, and hands willing to do it. Teach us to serve even those who may hurt us. Amen.",
      atHome:
        "Do one unnoticed act of service at home each day this week, the kind of task that usually falls to someone else, and tell no one about it.",
    },
    {
      title: "Too Heavy to Carry Alone",
      passage: "Numbers 11:10-17",
      teaching:
        "Moses is one of the great leaders in history, and here he is at the end of his rope. The people are weeping at their tent doors, complaining about the food, and Moses turns to God with some of the rawest words in the Bible. Why have you treated your servant so badly? Did I give birth to all these people? “I am not able to bear all this people alone, because it is too heavy for me.” He even asks God to take his life.\n\n" +
        "If you lead anything, a family, a crew, a ministry, a business, you may know that feeling. The complaints land on you. The needs keep coming. You feel responsible for everyone’s happiness, and you are running out. Many men hide that weariness until it comes out sideways, in anger, in numbness or in an escape they are ashamed of.\n\n" +
        "Notice first that God does not rebuke Moses for his honesty. He hears the complaint and answers it. Moses told God the truth instead of pretending, and that was the beginning of relief. Leaders who never admit their limits often break under them.\n\n" +
        "Then notice God’s answer: gather seventy elders. “They shall bear the burden of the people with you, that you don’t bear it yourself alone.” God’s design for leadership was never a lone hero. He put the same Spirit on others so that the load could be shared. Handing work to others is not a failure of leadership. Here it is obedience.\n\n" +
        "Some men find it hard to share the load because they think no one else will do it right, or because being needed has become part of who they are. But carrying everything yourself is not faithfulness. It is often pride dressed up as responsibility.\n\n" +
        "Whose help have you been refusing? And who around you is ready to carry part of the weight, if you would only let them?",
      questions: [
        "When have you felt like Moses, that the burden of leading was too heavy for you?",
        "How does your weariness tend to come out when you hide it?",
        "What would it look like to tell God the raw truth about your load, as Moses did?",
        "Why is it hard for you to share responsibility with others, at home, at work or at church?",
        "Who is ready to carry part of your load, and what is one thing you could hand over this week?",
      ],
      prayer:
        "Lord, you know how heavy our loads feel, and you are not offended when we tell you the truth. Forgive us for trying to carry everything ourselves out of pride or fear. Thank you for the people you have placed around us. Give us humility to ask for help and wisdom to share the work. Let your Spirit rest on those who carry the burden with us. Amen.",
      atHome:
        "List the responsibilities you carry at home, at work and at church. Choose one to share or hand over this week, and ask for the help out loud.",
    },
    {
      title: "A Life Worth Following",
      passage: "1 Timothy 3:1-7",
      teaching:
        "When Paul tells Timothy what to look for in church leaders, the list is striking for what it leaves out. There is no mention of charisma, business success, eloquence or a large following. Almost everything on it is about character, and most of it is visible at home. “The overseer therefore must be without reproach, the husband of one wife, temperate, sensible, modest, hospitable, good at teaching.”\n\n" +
        "Paul says that to seek this role is to desire a good work. Wanting to lead is not arrogance if what you want is to serve. But the list shows that the real test is not in the meeting room. It is in ordinary life. Is he faithful to his wife? Does he drink too much? Is he quick with his fists or his temper? Is he greedy? Is his home open to others? Would the neighbors speak well of him?\n\n" +
        "Then Paul makes a blunt connection. A leader of the church must be “one who rules his own house well,” because a man who cannot care for his own household will not care well for God’s people. Your home is the first place your leadership is tested, and the hardest place to fake it. Your wife and children see you at your most tired. If you cannot lead them with gentleness and integrity, a title at church will not make you a leader.\n\n" +
        "This list is not only for pastors and elders. It describes the maturity every Christian man should be growing toward. It describes a pattern of life and a direction of travel, not a sinless record.\n\n" +
        "Paul also warns against putting a new believer in charge too soon, because pride is a snare, and he cares about the testimony of outsiders. How you treat a waiter, pay your bills and speak about people you disagree with preaches a sermon. Read the list slowly and honestly. Where is God growing you, and where are you pretending?",
      questions: [
        "Why do you think Paul’s list focuses almost entirely on character rather than skills or gifts?",
        "Which quality on the list is the hardest for you right now?",
        "Why is the home such a revealing test of a man’s leadership?",
        "What would your wife and children say about how you lead when you are tired?",
        "How do people outside the church see you, and what does that say about your witness?",
      ],
      prayer:
        "Father, you look at the heart, and you know who we are at home when no one else is watching. Forgive us where we have been harsh, greedy, proud or careless. Grow in us the character of men who are worth following. Make us faithful husbands, gentle fathers and honest neighbors. Whatever we lead, let us lead it first by the way we live. Amen.",
      atHome:
        "Read this passage with your wife or a trusted friend and ask which quality they see growing in you and which needs attention. Listen without defending yourself.",
    },
    {
      title: "Strength in the Ashes",
      passage: "1 Samuel 30:1-8",
      teaching:
        "David and his men come home to Ziklag and find it burned. Their wives and children have been carried off. These hardened soldiers weep until they have no strength left to weep. Then grief turns to anger, and the anger turns toward the leader. The men talk about stoning David.\n\n" +
        "Every man who leads will eventually face a Ziklag. A business fails. A ministry collapses. A family crisis hits and everyone looks at you. Often the people you lead will blame you, fairly or not. David had marched off with the Philistine army and left Ziklag unguarded, and he may well have felt the blame was deserved. He had lost his own family too.\n\n" +
        "What David did next was a turning point in his life: “but David strengthened himself in Yahweh his God.” Not in his men, who had turned on him. Not in his own record or reputation. In God. We are not told exactly how. Perhaps he remembered God’s promises, poured out his heart in prayer, or recalled how God had rescued him before. But he found strength where no one else could see it.\n\n" +
        "Then David asked God for direction before he acted. He called for the ephod and inquired of the Lord: should I pursue? A leader under pressure feels the urge to do something, anything, right now. David stopped long enough to seek God, and God answered with a promise: pursue, for you will surely overtake them and recover all.\n\n" +
        "When you face your Ziklag, resist two temptations: to collapse in despair or to react in panic. Strengthen yourself in the Lord first. Then seek his direction. The people around you need a leader who has been with God before he moves.",
      questions: [
        "What has been a Ziklag in your life, a moment when everything seemed to burn at once?",
        "When people you lead have turned on you or blamed you, how did you respond?",
        "What does it look like for you, in practice, to strengthen yourself in the Lord?",
        "Under pressure, are you more likely to collapse in despair or to react in panic?",
        "What decision in front of you right now needs to be brought to God before you act?",
      ],
      prayer:
        "Lord our God, you are our strength when everything around us burns. When the people we lead are grieved or angry, and when we ourselves have nothing left, draw us to you first. Teach us to seek your direction before we act. Give us courage to pursue what you call us to, and faith to trust that you can restore what has been lost. Amen.",
      atHome:
        "Before any significant decision this week, at home or at work, stop and pray about it specifically, and ask your wife or a brother to pray with you.",
    },
    {
      title: "Shepherds Who Feed Themselves",
      passage: "Ezekiel 34:1-6",
      teaching:
        "God’s sharpest words in this passage are not aimed at pagan kings but at the shepherds of his own people, the leaders who should have known better. “Woe to the shepherds of Israel who feed themselves! Shouldn’t the shepherds feed the sheep?” The charge is simple. They used their position for themselves. They ate the best, wore the wool and let the flock go hungry.\n\n" +
        "Then God lists what they failed to do, and the list reads like a job description for every man who leads. Strengthen the weak. Heal the sick. Bind up the broken. Bring back the one driven away. Seek the lost. These shepherds did none of it, and instead ruled with force and rigor. The sheep scattered because there was no real shepherd.\n\n" +
        "It is uncomfortable to read this as a man with a family, a team or a church role. Do I lead to serve them, or to serve myself? Does my family exist to make my life comfortable, or do I exist to help them flourish? Do I notice the child who is struggling, the wife who is wounded, the employee who has quietly checked out, the church member who has stopped coming? Or am I too busy enjoying the wool?\n\n" +
        "The answer to this chapter comes a few verses later, when God says he himself will search for his sheep and seek them out. Jesus takes up the same language when he calls himself the good shepherd who lays down his life for the sheep. Every human leader is an under-shepherd, answerable to the Chief Shepherd and sent to do his work his way.\n\n" +
        "So this series ends with a charge. Go looking for the ones who have been driven away. Bind up what is broken in your home. Lead with gentleness instead of force. The flock you have been given belongs to God, and he cares how it is fed.",
      questions: [
        "Where are you most tempted to lead for your own comfort rather than for the good of those you lead?",
        "Strengthen, heal, bind up, bring back, seek: which of these is most needed in your home right now?",
        "Who in your family, workplace or church has been driven away or has quietly drifted, and has anyone gone looking?",
        "What is the difference between leading with gentleness and ruling with force?",
        "How does seeing yourself as an under-shepherd, answerable to Jesus, change the way you lead?",
        "Looking back over this series, what is one way you want to lead differently?",
      ],
      prayer:
        "Good Shepherd, you laid down your life for the sheep, and you seek the lost until you find them. Forgive us for the times we have fed ourselves and neglected those entrusted to us. Make us shepherds after your heart, strengthening the weak, binding up the broken and searching for the ones who have wandered. Teach us to lead with gentleness, because the flock is yours. Amen.",
      atHome:
        "Think of one person in your care who is struggling or has drifted. Reach out to them this week, in person if you can, and ask how you can help.",
    },
  ],
};
