import type { PlanTheme } from "../types";

/** Brotherhood and Temptation: three themes each, three days a theme. */
export const brothersThemes: PlanTheme[] = [
  {
    key: "brotherhood-friend",
    days: [
      {
        passage: "Proverbs 17:17",
        title: "Born for Adversity",
        teaching:
          "A friend loves at all times, and a brother is born for adversity. Most men have plenty of acquaintances: guys from work, the gym, the kids' sports. Far fewer have a brother for the hard day: someone who would pick up the phone at midnight and who knows what you are really fighting. Friendships like that rarely happen by accident. They are built by men who decide to go deeper than small talk and stay when things get messy.",
        question: "Who would you call at midnight if your life fell apart, and who would call you?",
        prayer: "Thank God for the friends you have. Ask him to give you, and make you, a brother for adversity.",
        action: "Message one friend today with a real question: How are you actually doing? Then make time for the answer.",
      },
      {
        passage: "Proverbs 27:17",
        title: "Iron on Iron",
        teaching:
          "Iron sharpens iron, and one man sharpens another. Sharpening involves friction. A friend who only agrees with you cannot make you better. The men who help you grow are the ones who will ask the hard question, name the blind spot and push back when you are heading somewhere foolish. That kind of friendship takes courage on both sides: courage to speak and courage to receive it without getting defensive.",
        question: "Who in your life has permission to tell you the truth, and do you actually let him?",
        prayer: "Ask God for friends who sharpen you, and for the humility to receive correction well.",
        action: "Ask a trusted friend this week: Is there anything you see in me that I should work on? Listen without defending.",
      },
      {
        passage: "Ecclesiastes 4:9-12",
        title: "Two Are Better",
        teaching:
          "Two are better than one, because if one falls the other can lift him up; but woe to the man who is alone when he falls. Isolation is one of the most dangerous places a man can be. Temptation, discouragement and bad decisions all grow in the dark. Men are often proud of handling things alone, but God did not design you to. A cord of three strands is not easily broken.",
        question: "Where are you trying to carry something alone that you were never meant to carry alone?",
        prayer: "Confess any pride that keeps you isolated. Ask God to show you who he has put near you to walk with.",
        action: "Invite one man to meet regularly, even once a month, to talk honestly and pray. Set the first date.",
      },
    ],
  },
  {
    key: "brotherhood-burdens",
    days: [
      {
        passage: "Galatians 6:1-2",
        title: "Restore Him Gently",
        teaching:
          "When a brother is caught in a sin, those who are spiritual should restore him gently, watching themselves, and bear one another's burdens. There are two easy responses to a friend's failure: pretend you didn't see it, or condemn him from a safe distance. Paul calls for a third: get close, speak the truth gently, and help carry the weight. Restoration is the goal, not punishment and not avoidance.",
        question: "Is there a brother who is struggling that you have been avoiding or judging from a distance?",
        prayer: "Pray for a friend who is struggling. Ask God for the gentleness and courage to move towards him.",
        action: "Reach out to a friend who is going through something hard and ask how you can help carry it.",
      },
      {
        passage: "Hebrews 10:24-25",
        title: "Don't Stop Meeting",
        teaching:
          "Scripture tells us to consider how to stir one another up to love and good works, and not to neglect meeting together. Men drift from church and from other believers slowly: a busy season, a hurt, a habit of sleeping in. Then one day they realise they have no one who knows their walk with God. Showing up matters. So does coming with a purpose: to encourage someone else, not only to be fed.",
        question: "Have you been drifting away from meeting with other believers, and why?",
        prayer: "Ask God to renew your commitment to his people, and to show you someone you could encourage.",
        action: "Plan to show up at church or your group this week with one person in mind you will encourage.",
      },
      {
        passage: "Romans 12:15",
        title: "Rejoice and Weep",
        teaching:
          "Rejoice with those who rejoice; weep with those who weep. It sounds simple, but most of us find one half harder than the other. Some men can sit with a friend in grief but struggle to celebrate his promotion without envy. Others can cheer a win but freeze when a friend is crying. Brotherhood means being present for both. You do not need the right words; you need to show up and feel it with him.",
        question: "Which is harder for you: celebrating a friend's joy or sitting with his sorrow?",
        prayer: "Ask God to enlarge your heart for your friends, in their joys and in their sorrows.",
        action: "Contact one friend who is celebrating and one who is struggling today, and be fully present with each.",
      },
    ],
  },
  {
    key: "brotherhood-peace",
    days: [
      {
        passage: "Matthew 5:23-24",
        title: "Leave Your Gift",
        teaching:
          "Jesus said that if you are offering your gift at the altar and remember that your brother has something against you, leave the gift, go and be reconciled, then come back. God puts broken relationships ahead of religious activity. Worship and unresolved conflict don't sit well together. You cannot control whether the other man forgives you, but you can go, own your part and make the first move.",
        question: "Is there a man who has something against you, and what is your part in it?",
        prayer: "Ask God to show you where you need to make peace, and for the humility to own your part without excuses.",
        action: "Take a first step today towards someone you're at odds with: a message, a call, or an apology for your part.",
      },
      {
        passage: "Genesis 13:8",
        title: "Let There Be No Strife",
        teaching:
          "When Abram's and Lot's herdsmen started fighting over land, Abram went to Lot and said there should be no strife between them, because they were family. Then he let Lot choose first. Abram had the right to insist, but he valued the relationship more than winning. Many friendships and family ties are lost over things that will not matter in ten years. Sometimes the strong move is to let the other man choose first.",
        question: "Where are you insisting on your rights at the cost of a relationship?",
        prayer: "Ask God to give you Abram's generosity, and to show you where winning is costing you a brother.",
        action: "In one disagreement this week, offer the other person the first choice or the benefit of the doubt.",
      },
      {
        passage: "Proverbs 18:19",
        title: "A Fortified City",
        teaching:
          "A brother offended is harder to win than a strong city. Offence builds walls quickly and tears them down slowly. That is a warning about how we speak to the men closest to us, and a call to patience when trying to repair things. One apology may not undo years of hurt. Keep showing up, keep being kind, keep your word. Walls come down one honest act at a time.",
        question: "Is there a wall between you and a brother that you have stopped trying to take down?",
        prayer: "Pray for a relationship that has grown cold. Ask God for the patience to keep showing kindness.",
        action: "Do one small, kind thing today for someone you are estranged from, with no expectation of a response.",
      },
    ],
  },
  {
    key: "temptation-where-it-starts",
    days: [
      {
        passage: "James 1:13-15",
        title: "Drawn Away",
        teaching:
          "James refuses to let us blame God for temptation. Each of us is drawn away by his own desire. Then desire conceives and gives birth to sin, and sin grown up brings death. That is a slow process, and that is good news: there are many points where it can be stopped. The fight against temptation is won or lost early, at the level of desire and attention, long before the moment of the act.",
        question: "At what point in the process do you usually try to fight temptation: early or at the last moment?",
        prayer: "Be honest with God about the desires that pull you. Ask him to help you catch them early.",
        action: "Trace one recent failure backwards: what was the first small step? Write down how you will stop there next time.",
      },
      {
        passage: "Proverbs 4:14-15",
        title: "Don't Walk That Way",
        teaching:
          "The proverb is blunt: do not enter the path of the wicked; avoid it, do not go on it, turn from it and pass on. The strongest strategy against temptation is often distance. Men like to think they can walk close to the edge and stay in control. Wisdom says don't walk that road at all. Take a different route home, leave the phone in the kitchen, skip the party where you know what will happen.",
        question: "What road keeps leading you towards temptation that you could simply stop taking?",
        prayer: "Ask God for the wisdom to avoid the paths that lead you into sin, and the humility to admit you need to.",
        action: "Change one route, routine or setting today that regularly leads you towards temptation.",
      },
      {
        passage: "Matthew 26:41",
        title: "Watch and Pray",
        teaching:
          "In Gethsemane, Jesus told his sleeping disciples to watch and pray so that they would not enter into temptation, because the spirit is willing but the flesh is weak. Willingness is not enough. Every man who has fallen meant well beforehand. Watching means being alert to your weak moments: tired, lonely, angry, bored. Praying means bringing those moments to God before they arrive, not only afterwards.",
        question: "When are you weakest: tired, lonely, angry, bored, or something else?",
        prayer: "Name your weak times before God and ask for his strength in them specifically.",
        action: "Set a reminder for your weakest time of day and pray one sentence when it comes.",
      },
    ],
  },
  {
    key: "temptation-way-of-escape",
    days: [
      {
        passage: "1 Corinthians 10:13",
        title: "The Way Out",
        teaching:
          "Your temptation is not unique, God is faithful, and with every temptation he provides a way of escape. Shame tells a man he is the only one who struggles like this. Scripture says it is common. And it says there is always a door. The way of escape is often ordinary: leave the room, close the laptop, call a friend, go for a run. The question is whether you take the door when you see it.",
        question: "What is the usual way of escape God gives you, and what makes you ignore it?",
        prayer: "Thank God that he is faithful and that there is always a way out. Ask for the will to take it quickly.",
        action: "Decide in advance your way of escape for your most common temptation and tell one person about it.",
      },
      {
        passage: "Hebrews 2:18",
        title: "He Knows",
        teaching:
          "Because Jesus himself suffered when he was tempted, he is able to help those who are being tempted. You are not bringing your struggle to someone who cannot understand. Jesus felt the pull of temptation in a human body, in hunger, exhaustion and pain. He did not give in, but he knows the fight. That means you can be completely honest with him in the moment, not only confess afterwards.",
        question: "Do you go to Jesus in the middle of temptation, or only after you have failed?",
        prayer: "Talk to Jesus as someone who understands temptation. Tell him where you are struggling right now.",
        action: "The next time you feel tempted today, stop and pray: Jesus, you know this. Help me now.",
      },
      {
        passage: "James 4:7",
        title: "Submit, Then Resist",
        teaching:
          "Submit to God; resist the devil, and he will flee. The order matters. Many men try to resist in their own strength and wonder why they keep losing. Submission comes first: handing control of your life, your desires and your weak spots to God. Resistance then is not a lonely act of willpower but standing in his strength. The enemy does not flee from our resolve. He flees from a man who belongs to God.",
        question: "Have you been trying to resist temptation without first submitting to God?",
        prayer: "Submit yourself to God again today, naming the area you most need to hand over to him.",
        action: "Begin today by kneeling briefly and telling God that your day, your body and your desires are his.",
      },
    ],
  },
  {
    key: "temptation-guarding-eyes",
    days: [
      {
        passage: "Job 31:1",
        title: "A Covenant With Your Eyes",
        teaching:
          "Job made a covenant with his eyes not to look lustfully at a young woman. He decided ahead of time, as a settled promise. Most battles over lust are lost because the decision is made in the moment, when desire is strongest. A covenant moves the decision to a calm moment. What will you look at? What will you not? Decide now, write it down, and let it protect you later.",
        question: "What decision about your eyes do you need to make now, before the moment comes?",
        prayer: "Make a covenant with your eyes before God today, and ask him for strength to keep it.",
        action: "Write down your covenant in one sentence and put a practical guard in place today: a filter, a rule, or an accountability partner.",
      },
      {
        passage: "Philippians 4:8",
        title: "Think About These Things",
        teaching:
          "Paul lists what to think about: whatever is true, honourable, just, pure, lovely and praiseworthy. Purity is not only about saying no; it is about filling your mind with something better. An empty mind does not stay empty for long. The man who only fights bad thoughts wears himself out. The man who feeds his mind with good things finds that the bad ones have less room.",
        question: "What are you feeding your mind with most days, and is it helping you?",
        prayer: "Ask God to fill your mind with what is pure and good, and to show you what to cut out.",
        action: "Replace one source of unhelpful input today with something true and good: Scripture, a good book, time outdoors.",
      },
      {
        passage: "2 Timothy 2:22",
        title: "Flee and Pursue",
        teaching:
          "Paul tells Timothy to flee youthful desires and pursue righteousness, faith, love and peace, along with those who call on the Lord from a pure heart. Flee and pursue: purity has a running-away half and a running-towards half. It also has a with: along with others. No man wins this fight alone. Find brothers who are also pursuing a pure heart, and run together.",
        question: "Who is running alongside you in the pursuit of purity?",
        prayer: "Ask God for brothers to pursue purity with, and for the courage to be honest with them.",
        action: "Tell one trusted brother about a specific area of struggle and ask him to check in with you this week.",
      },
    ],
  },
];
