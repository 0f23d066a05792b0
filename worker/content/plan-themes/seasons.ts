import type { PlanTheme } from "../types";

/**
 * Themes for where a man is (the wizard's situations and the words he writes about himself), and
 * two that belong in any plan. Three days a theme.
 */
export const seasonThemes: PlanTheme[] = [
  {
    key: "anger",
    days: [
      {
        passage: "James 1:19-20",
        title: "Slow to Anger",
        teaching:
          "Quick to hear, slow to speak, slow to anger: most of us run that order backwards. We react first, speak second and listen last, if at all. Anger is not always sin, but a man's anger rarely produces the good he thinks it will. It wins the argument and loses the person. Slowing down is not weakness. It is the strength to let a moment pass before you decide what to do with what you feel.",
        question: "In your last angry moment, what would have changed if you had listened first?",
        prayer: "Tell God honestly what makes you angry. Ask him to make you quick to hear and slow to react.",
        action: "The next time you feel anger rising today, take one slow breath and ask a question before you say anything else.",
      },
      {
        passage: "Proverbs 15:1",
        title: "A Gentle Answer",
        teaching:
          "A gentle answer turns away wrath, but a harsh word stirs up anger. You have probably seen both happen at home. One sharp comment, and the whole evening goes sideways. One calm reply, and a tense moment cools. Gentleness is not giving in. You can still hold your position. But your tone decides whether the other person can hear you, and a man's tone often carries more weight than he realises.",
        question: "Who in your home hears your harshest tone, and what does it cost them?",
        prayer: "Ask God to put gentleness in your voice, especially with the people you love most.",
        action: "In your next tense conversation, lower your voice on purpose and notice what changes.",
      },
      {
        passage: "Ephesians 4:26-27",
        title: "Before the Sun Goes Down",
        teaching:
          "Be angry and do not sin; do not let the sun go down on your anger, and give no opportunity to the devil. Anger that is stored becomes resentment, and resentment gives the enemy a foothold in your home. The instruction is practical: deal with it today. That may mean an apology, a hard conversation, or simply handing the hurt to God before you sleep. Don't carry today's anger into tomorrow.",
        question: "What anger are you carrying from a day that has already ended?",
        prayer: "Bring any stored anger to God before tonight. Ask him to help you deal with it rather than keep it.",
        action: "Before you sleep tonight, settle one thing you are angry about: apologise, talk it through, or hand it to God in prayer.",
      },
    ],
  },
  {
    key: "anxiety",
    days: [
      {
        passage: "Philippians 4:6-7",
        title: "Anxious About Nothing",
        teaching:
          "Paul's instruction sounds impossible: be anxious about nothing. But he doesn't stop there. He tells us what to do instead: pray about everything, with thanks, and let God know what you need. The promise is not that every problem will vanish, but that God's peace, which goes beyond understanding, will guard your heart and mind. Worry spins in circles. Prayer hands the weight to someone who can actually carry it.",
        question: "What are you worrying about that you haven't actually prayed about?",
        prayer: "Turn each worry into a specific request, and thank God for one thing alongside each one.",
        action: "Write down every worry on your mind today, then pray through the list one item at a time.",
      },
      {
        passage: "Matthew 6:25-34",
        title: "Look at the Birds",
        teaching:
          "Jesus told anxious people to look at the birds and the wildflowers. God feeds the birds and clothes the fields; will he not care for you? Then he added: don't worry about tomorrow, because tomorrow will worry about itself. Many men carry next month's bills and next year's uncertainty every day. God gives grace for today. Seek his kingdom first, do today's work, and let tomorrow come when it comes.",
        question: "How much of your worry today belongs to tomorrow?",
        prayer: "Hand tomorrow's worries to God. Ask him for what you need for today, and trust him with the rest.",
        action: "Take a short walk outside today and notice the birds, the trees or the sky, and thank God for his care.",
      },
      {
        passage: "1 Peter 5:7",
        title: "Cast It on Him",
        teaching:
          "Cast all your anxiety on him, because he cares for you. Casting is an action: you throw something off yourself onto someone else. Many men treat worry as a responsibility, as if carrying it proves they care. But God does not ask you to carry what he has offered to carry. The reason is simple and personal: he cares for you. Not just for the situation. For you.",
        question: "What worry have you been carrying as if it were your job to carry it?",
        prayer: "Name the heaviest worry you carry and deliberately hand it to God, telling him you trust his care.",
        action: "Each time that worry returns today, say a one-line prayer: Lord, I gave this to you. You care for me.",
      },
    ],
  },
  {
    key: "money",
    days: [
      {
        passage: "Hebrews 13:5",
        title: "Enough",
        teaching:
          "Keep your life free from the love of money and be content with what you have, because God has promised never to leave you. Contentment is not pretending money doesn't matter. It is knowing that your security is not in your bank balance. When money is tight, the promise still stands: he will not leave you. When money is plentiful, the warning still stands: don't let it become what you love.",
        question: "Where does your sense of security really come from right now?",
        prayer: "Thank God that he will never leave you, whatever your finances. Ask him to free you from the love of money.",
        action: "Write down five things you have today that money can't buy, and thank God for each.",
      },
      {
        passage: "Proverbs 22:7",
        title: "The Borrower",
        teaching:
          "The borrower is a servant to the lender. Debt is not always sin, but it is always a kind of bondage, and many families feel its weight every month. Getting free is rarely quick. It takes honesty about where the money goes, hard choices, and often help from someone wise. A man who leads his family well faces the numbers instead of avoiding them, and brings the whole thing before God.",
        question: "Are there numbers in your finances you have been avoiding looking at?",
        prayer: "Bring your debts and money pressures honestly to God. Ask for wisdom, discipline and provision.",
        action: "Sit down this week and write out what comes in, what goes out and what you owe. Share it with your wife or a wise friend.",
      },
      {
        passage: "Matthew 6:19-21",
        title: "Where Your Treasure Is",
        teaching:
          "Jesus said that where your treasure is, there your heart will be also. Money is not just a budget; it is a map of the heart. Where it goes shows what you love. The good news is that it works the other way too: when you put your treasure into God's purposes — giving, generosity, caring for others — your heart tends to follow. Generosity is one of the surest cures for money's grip.",
        question: "What would your bank statement say about what you treasure?",
        prayer: "Ask God to move your heart towards his kingdom, and to show you one place to be generous.",
        action: "Give something away this week, however small, to someone in need or to God's work, and do it quietly.",
      },
    ],
  },
  {
    key: "grief",
    days: [
      {
        passage: "John 11:33-35",
        title: "Jesus Wept",
        teaching:
          "Jesus knew he was about to raise Lazarus, and he still wept at the tomb. He was deeply moved and troubled by his friends' grief. That means your tears are not a lack of faith. Jesus does not stand at a distance from your loss telling you to cheer up. He comes close and grieves with you. Many men feel they must hold it together. You are allowed to grieve. Jesus did.",
        question: "Have you let yourself grieve, or have you been holding it together for everyone else?",
        prayer: "Tell Jesus plainly what you have lost and how it feels. Let him grieve with you.",
        action: "Give yourself some unhurried time today to remember who or what you lost, and let yourself feel it.",
      },
      {
        passage: "Psalms 147:3",
        title: "He Binds Up",
        teaching:
          "God heals the broken-hearted and binds up their wounds. Binding a wound does not make it disappear. It protects it while healing slowly happens. Grief does not follow a schedule, and it rarely moves in a straight line. Some days you feel better; then a song, a smell or a date brings it all back. God is patient with that process. He is the one doing the binding, and he does not get tired of it.",
        question: "Where do you still feel the wound most sharply?",
        prayer: "Ask God to bind up your broken heart today, and thank him that he is patient with your healing.",
        action: "Tell one trusted person how you're really doing with your loss, instead of saying you're fine.",
      },
      {
        passage: "1 Thessalonians 4:13-14",
        title: "Grief With Hope",
        teaching:
          "Paul does not tell believers not to grieve. He tells them not to grieve like those who have no hope. Christian grief is real grief, but it has a horizon. Because Jesus died and rose again, death is not the final word. That hope does not make the loss small. It holds the loss inside something bigger, so that sorrow and hope can sit together in the same heart.",
        question: "Where do you need hope to sit alongside your grief right now?",
        prayer: "Thank God for the hope of the resurrection. Bring your loss to him and ask him to hold it in that hope.",
        action: "Write a short note to God, or to the person you lost, about what you hope for because of Jesus.",
      },
    ],
  },
  {
    key: "forgiveness",
    days: [
      {
        passage: "Colossians 3:13",
        title: "As You Were Forgiven",
        teaching:
          "Bear with one another and forgive each other, just as the Lord forgave you. The measure of our forgiveness is not how much the other person deserves it, but how much we have been forgiven. That is hard when the hurt is deep. Forgiveness is not saying the wrong didn't matter, and it is not always the same as trust. It is releasing the debt, handing it to God and refusing to make the other person pay.",
        question: "Whose debt are you still trying to collect?",
        prayer: "Remember specifically what God has forgiven you. Then, in his strength, begin to release someone who hurt you.",
        action: "Write the name of someone you need to forgive and pray for their good today, even if you don't feel it yet.",
      },
      {
        passage: "Mark 11:25",
        title: "When You Stand Praying",
        teaching:
          "Jesus said that whenever you stand praying, if you hold anything against anyone, forgive, so that your Father may forgive you. Unforgiveness does not only hurt relationships; it affects prayer. You cannot hold a grudge tightly and open your hands to God at the same time. Prayer is where forgiveness often begins: you bring the person to God before you are ready to bring forgiveness to the person.",
        question: "Is there someone you find it hard to pray for?",
        prayer: "Pray for the person you find hardest to forgive. Ask God to bless them, even if your voice shakes.",
        action: "Every time this person comes to mind today, pray one sentence of blessing for them.",
      },
      {
        passage: "Luke 17:3-4",
        title: "Again and Again",
        teaching:
          "Jesus tells us to speak up when a brother sins against us, and to forgive when he repents, even seven times in one day. Forgiveness does not mean never addressing the wrong. Jesus assumes an honest conversation. It does mean that when someone turns, you don't keep them on probation forever. In families and friendships, the same hurts come back. Grace has to come back too, again and again.",
        question: "Is there a hurt you have never honestly addressed, or one you keep refusing to release?",
        prayer: "Ask God for courage to speak honestly where you need to, and for grace to forgive repeatedly.",
        action: "Have one honest, gentle conversation about a hurt you've been silently holding.",
      },
    ],
  },
  {
    key: "humility",
    days: [
      {
        passage: "Proverbs 16:18",
        title: "Before the Fall",
        teaching:
          "Pride goes before destruction, and a haughty spirit before a fall. Pride rarely looks like arrogance to the man who has it. It looks like being right, being busy, being the one who doesn't need help. It shows up when we can't admit a mistake, can't take correction and can't celebrate someone else. The fall usually comes slowly, then all at once. Humility is the guardrail.",
        question: "Where is pride keeping you from admitting a mistake or asking for help?",
        prayer: "Ask God to show you where pride is hiding in your life, and for the grace to humble yourself.",
        action: "Admit one mistake to someone today, plainly, without excuses.",
      },
      {
        passage: "James 4:6",
        title: "Grace to the Humble",
        teaching:
          "God opposes the proud but gives grace to the humble. That is a sobering line. A proud man is not just unpleasant; he is working against God, and God is working against him. But the promise is generous: grace flows downhill, to the low places. The moment a man bends, admits his need and stops pretending, grace starts to move. Humility is not losing; it is getting in the path of grace.",
        question: "Where do you most need God's grace right now, and what would it take to humble yourself there?",
        prayer: "Bow before God today, physically if you can. Tell him where you need his grace.",
        action: "Ask for help with something today that you would normally insist on handling alone.",
      },
      {
        passage: "1 Peter 5:5-6",
        title: "Under His Hand",
        teaching:
          "Humble yourselves under the mighty hand of God, so that at the proper time he may exalt you. Humility trusts God with timing and recognition. A proud man fights for credit, position and the last word now. A humble man can wait, because he knows God sees and will lift him up when it is right. That frees you to serve, to listen and to let others shine.",
        question: "What recognition are you fighting for that you could trust God with?",
        prayer: "Hand your reputation and your ambitions to God. Ask him to lift you up in his time, not yours.",
        action: "Give someone else the credit for something today, publicly if you can.",
      },
    ],
  },
  {
    key: "self-control",
    days: [
      {
        passage: "1 Corinthians 9:25-27",
        title: "In Training",
        teaching:
          "Paul compares the Christian life to an athlete in training who exercises self-control in everything. Athletes don't rely on willpower in the moment of competition; they build habits long before. The same is true of any habit you are fighting. Victory is built in small daily choices: what you keep in the house, when you go to bed, who you spend time with, how you start the morning.",
        question: "What daily habit could make tomorrow's fight easier?",
        prayer: "Ask God to help you train, not just try harder, and to show you the small choices that matter.",
        action: "Make one practical change today that makes your habit harder to fall into tomorrow.",
      },
      {
        passage: "Romans 13:14",
        title: "No Provision",
        teaching:
          "Put on the Lord Jesus Christ, and make no provision for the flesh. Provision means planning ahead: leaving the door open, keeping the supply handy, building in the excuse. Most men who fall back into a habit made a provision for it earlier: the bottle in the cupboard, the phone in the bedroom, the route past the place. Take away the provision, and you fight on better ground.",
        question: "What provision have you left in place for the habit you want to break?",
        prayer: "Ask God to show you every provision you've made for the flesh, and for the resolve to remove them.",
        action: "Remove one provision for your habit today: throw it out, move it, block it or tell someone.",
      },
      {
        passage: "Titus 2:11-12",
        title: "Grace That Trains",
        teaching:
          "The grace of God that brings salvation also trains us to say no to ungodliness and to live self-controlled lives. Grace is not only forgiveness for when you fail; it is power to change. Many men swing between trying harder and giving up. Grace offers a third way: you are loved and forgiven, and that love is teaching you, day by day, to live differently. Failure is not the end of training.",
        question: "Do you see God's grace as only forgiveness, or also as power to change?",
        prayer: "Thank God for forgiving you. Ask his grace to train you today in the specific area where you struggle.",
        action: "If you fail today, confess it quickly to God, receive his grace, and take the next right step instead of giving up.",
      },
    ],
  },
  {
    key: "weariness",
    days: [
      {
        passage: "Matthew 11:28-30",
        title: "Come and Rest",
        teaching:
          "Jesus invites the weary and burdened to come to him, and promises rest. His yoke is easy and his burden light. A yoke was something you worked in, not something you escaped. Jesus is not offering a life without work; he is offering to carry it with you, at his pace. Many men are exhausted not only by what they do, but by carrying it all alone and trying to prove themselves.",
        question: "What are you carrying that Jesus has offered to carry with you?",
        prayer: "Come to Jesus as you are, tired. Tell him what you are carrying and ask for his rest.",
        action: "Take fifteen minutes today to do nothing productive: sit, walk or pray, and let your soul catch up.",
      },
      {
        passage: "Psalms 127:2",
        title: "He Gives Sleep",
        teaching:
          "It is vain to rise early and stay up late, eating the bread of anxious toil, for God gives sleep to those he loves. Working hard is good. Working as if everything depends on you is not. Sleep is an act of trust: you lie down and stop for hours, and the world carries on without you. A man who refuses to rest is often a man who does not really trust God with his work.",
        question: "What does your sleep say about how much you trust God with your work?",
        prayer: "Thank God that he keeps working while you sleep. Ask him for the trust to rest.",
        action: "Set a time tonight to stop working and put your phone away, and keep it.",
      },
      {
        passage: "Isaiah 40:29-31",
        title: "Renewed Strength",
        teaching:
          "God gives power to the faint and strength to the weak. Even young men grow tired, but those who wait on the Lord will renew their strength. Waiting on God is not passivity; it is drawing on him instead of running on empty. Coffee, adrenaline and willpower run out. The strength God gives is different: enough to run without growing weary, and sometimes just enough to walk without fainting.",
        question: "What are you running on right now: your own strength or God's?",
        prayer: "Tell God honestly how tired you are. Wait on him quietly for a few minutes and ask him to renew your strength.",
        action: "Before your busiest task today, stop for one minute and ask God for the strength you need.",
      },
    ],
  },
  {
    key: "speech",
    days: [
      {
        passage: "James 3:5-10",
        title: "A Small Fire",
        teaching:
          "James compares the tongue to a small spark that sets a whole forest on fire. Words are small, but they shape homes, friendships and workplaces. One careless sentence can undo months of trust. James also notices how the same mouth praises God on Sunday and cuts people down on Monday. That shouldn't be. The fire can be tamed only with God's help, but it starts with noticing what comes out.",
        question: "What fire have your words started recently?",
        prayer: "Confess any words that have hurt others. Ask God to make your speech consistent with your praise.",
        action: "Pay attention to every sentence you say to your family today. Stop one that would hurt before it leaves your mouth.",
      },
      {
        passage: "Ephesians 4:29",
        title: "Words That Build",
        teaching:
          "Let no corrupting talk come out of your mouths, but only what is good for building up, fitting the occasion, that it may give grace to those who hear. The test for our words is not only whether they are true, but whether they build. Sarcasm, constant criticism and complaining may be technically true and still tear down. Every word you say to your wife, your kids or your team is either building or demolishing.",
        question: "Do the people closest to you hear more building words or demolishing ones from you?",
        prayer: "Ask God to give you words that give grace to those who hear them.",
        action: "Say three sincere, specific words of encouragement to three different people today.",
      },
      {
        passage: "Psalms 141:3",
        title: "A Guard at the Door",
        teaching:
          "The psalmist asks God to set a guard over his mouth and keep watch over the door of his lips. He knows he cannot control his tongue alone. That is a prayer worth praying every morning. A guard does not stop every word; he checks what goes out. Before you speak in anger, in gossip or in complaint, the guard asks: should this go out? The more you pray it, the quicker the guard wakes up.",
        question: "In what situations does your guard most often fall asleep?",
        prayer: "Pray the psalmist's prayer: ask God to set a guard over your mouth today.",
        action: "Before a conversation you expect to be difficult, pause and pray: Lord, guard my mouth.",
      },
    ],
  },
  {
    key: "doubt",
    days: [
      {
        passage: "Mark 9:23-24",
        title: "Help My Unbelief",
        teaching:
          "A desperate father told Jesus, I believe; help my unbelief. It is one of the most honest prayers in Scripture, and Jesus answered it. Faith and doubt often live in the same heart. You do not have to get rid of every doubt before you come to God. Bring the faith you have and the doubt you have, and ask him to help you with both. That father's mixed faith was enough for Jesus to act.",
        question: "What do you believe about God, and what do you struggle to believe right now?",
        prayer: "Pray that father's prayer in your own words: tell God what you believe and ask him to help your unbelief.",
        action: "Write down one doubt you have and one reason you still believe, and bring both to God.",
      },
      {
        passage: "John 20:27-29",
        title: "Thomas",
        teaching:
          "Thomas refused to believe until he could see and touch. When Jesus appeared, he did not scold Thomas away; he invited him closer: put your finger here. Jesus meets honest doubters. He does not always give us what we demand, but he does not turn away a man who wants the truth. If you feel far from God, keep seeking. The one who invited Thomas closer still invites people to come and see.",
        question: "What would it look like to bring your honest questions to Jesus instead of walking away?",
        prayer: "Ask Jesus to meet you in your doubt as he met Thomas. Tell him what you need in order to trust him.",
        action: "Talk to a mature believer this week about a question you have about faith.",
      },
      {
        passage: "Psalms 42:5",
        title: "Talk to Your Soul",
        teaching:
          "The psalmist asks his own soul why it is so downcast, and then tells it to hope in God. There are seasons when God feels distant and faith feels dry. In those seasons, you don't only listen to your feelings; you speak to them. You remind your soul what is true: God has been faithful, he is present, and you will praise him again. Feelings follow truth more often than they lead it.",
        question: "What does your soul need to hear from you today?",
        prayer: "Speak to your soul before God: name what you feel, then remind yourself what is true about him.",
        action: "Write down three times God was faithful to you in the past and read them aloud today.",
      },
    ],
  },
  {
    key: "perseverance",
    days: [
      {
        passage: "James 1:2-4",
        title: "Count It Joy",
        teaching:
          "James tells believers to count it joy when they face trials, because testing produces endurance, and endurance makes us mature and complete. That is not a call to pretend trials feel good. It is a call to see what God is doing in them. Hard seasons build something in a man that easy ones never can. The trial is real, but so is the growth God is working through it.",
        question: "What might God be building in you through the hard thing you're facing?",
        prayer: "Bring your trial to God honestly. Ask him to use it to make you steady and complete.",
        action: "Write down one way you have grown through a past trial, and thank God for it.",
      },
      {
        passage: "2 Corinthians 4:16-18",
        title: "Do Not Lose Heart",
        teaching:
          "Paul says we do not lose heart: though our outer self is wasting away, our inner self is being renewed day by day. He calls his troubles light and momentary compared to the eternal weight of glory. Paul's troubles were not light; he was beaten, shipwrecked and imprisoned. But he measured them against eternity. When you fix your eyes on what is unseen, the seen things lose some of their power to crush you.",
        question: "What are your eyes fixed on in this hard season?",
        prayer: "Ask God to renew your inner self today, and to lift your eyes from your circumstances to him.",
        action: "Spend ten minutes today thinking about what lasts forever, and let it put today's trouble in perspective.",
      },
      {
        passage: "Galatians 6:9",
        title: "Don't Give Up",
        teaching:
          "Let us not grow weary of doing good, for in due season we will reap, if we do not give up. Some of the most important things in life grow slowly: a marriage, a child's character, a friendship, a man's own faith. You plant and water for a long time before you see fruit. The temptation is to quit just before the harvest. Keep doing the right thing. The season is coming.",
        question: "Where are you tempted to give up on doing good because you can't see results?",
        prayer: "Ask God for the endurance to keep doing good, and the faith to trust his timing.",
        action: "Do one faithful thing today in the area where you are most tempted to quit.",
      },
    ],
  },
  {
    key: "patience",
    days: [
      {
        passage: "Ecclesiastes 7:8-9",
        title: "Better Than Proud",
        teaching:
          "The end of a matter is better than its beginning, and the patient in spirit is better than the proud. Impatience is often pride in disguise: my time matters more, my way is faster, my plan should happen now. Patience admits that God, other people and circumstances have their own pace. It is not passive. It is the strength to keep your temper and keep going when things are slow.",
        question: "Where is impatience really pride in disguise for you?",
        prayer: "Ask God to give you a patient spirit, and to show you where your impatience hurts people.",
        action: "In the next situation that makes you impatient, wait ten seconds before responding.",
      },
      {
        passage: "James 5:7-8",
        title: "The Farmer Waits",
        teaching:
          "James points to the farmer, who waits patiently for the early and late rains. A farmer cannot make the crops grow faster. He does his work, then he waits. Many things in a man's life work the same way: children growing up, a marriage healing, a career developing, a prayer being answered. You do your part faithfully, and you let God bring the growth in his time.",
        question: "What are you trying to make grow faster than it can?",
        prayer: "Hand the slow things in your life to God. Ask him for a farmer's patience.",
        action: "Identify one thing you've been rushing, and decide on one patient, faithful step you can take instead.",
      },
      {
        passage: "Psalms 37:7",
        title: "Be Still and Wait",
        teaching:
          "Rest in the Lord and wait patiently for him; do not fret when others seem to get ahead by cutting corners. Comparison feeds impatience. When someone else gets the promotion, the house or the breakthrough, it is easy to fret. The psalm calls us to be still, to trust God's justice and timing, and to keep doing what is right. Fretting changes nothing; resting in God changes you.",
        question: "Whose success is making you fret?",
        prayer: "Bring your comparisons to God. Ask him to help you rest in him and wait for his timing.",
        action: "Spend five minutes in silence today, doing nothing but being still before God.",
      },
    ],
  },
  {
    key: "grace-after-failure",
    days: [
      {
        passage: "1 John 1:9",
        title: "Faithful to Forgive",
        teaching:
          "If we confess our sins, God is faithful and just to forgive us and cleanse us. Notice the words: faithful and just. God forgives not reluctantly, but because of his faithfulness and because Jesus has paid for it. Many men confess and then keep punishing themselves, as if forgiveness needed topping up with shame. It doesn't. Confess honestly, receive forgiveness fully, and get up.",
        question: "Is there a failure you have confessed but not yet accepted forgiveness for?",
        prayer: "Confess specifically what you need to confess. Then thank God out loud that you are forgiven and clean.",
        action: "If shame comes back about a confessed sin today, say: I am forgiven. Then do the next right thing.",
      },
      {
        passage: "Psalms 32:5",
        title: "I Did Not Hide",
        teaching:
          "David describes how his body wasted away while he kept silent about his sin. Then he acknowledged it, stopped hiding, and God forgave. Hiding is exhausting. It takes energy to keep up appearances, manage stories and avoid certain subjects. Confession is frightening, but it brings relief. The way out of shame is not better hiding; it is bringing it into the light before God and, often, before a trusted brother.",
        question: "What are you still hiding, and what is the hiding costing you?",
        prayer: "Stop hiding before God. Tell him the thing you have been avoiding, and receive his forgiveness.",
        action: "Consider telling one trusted brother about something you've been hiding, and set a time to do it.",
      },
      {
        passage: "Psalms 51:10-12",
        title: "A Clean Heart",
        teaching:
          "After his worst failure, David asked God to create in him a clean heart and renew a right spirit. He didn't ask for a fresh start on his own terms. He asked God to make something new in him. Failure can make a man believe he is finished. But God is a creator. He can make clean what was dirty and restore the joy that sin stole. Your story is not over.",
        question: "Where do you need God to create something new in you?",
        prayer: "Pray David's prayer in your own words: ask God for a clean heart and the joy of his salvation.",
        action: "Write down one way you want to live differently from here, and ask God for the strength to begin today.",
      },
    ],
  },
  {
    key: "courage",
    days: [
      {
        passage: "Joshua 1:9",
        title: "Be Strong",
        teaching:
          "God told Joshua to be strong and courageous, not to be afraid or dismayed, because the Lord would be with him wherever he went. Joshua's courage was not based on his own ability but on God's presence. The task in front of him was bigger than he was. Yours may be too: a hard conversation, a new job, a decision you've been avoiding. The command to be brave comes with a promise: you won't go alone.",
        question: "What situation are you facing where you need courage?",
        prayer: "Name the task you are afraid of and ask God to go with you into it.",
        action: "Take the first small step today on something you have been avoiding out of fear.",
      },
      {
        passage: "2 Timothy 1:7",
        title: "Not a Spirit of Fear",
        teaching:
          "God has not given us a spirit of fear, but of power, love and self-control. Fear is real, but it is not from God and it does not have to rule you. The Spirit God gives is one of power to act, love that moves towards people, and self-control that keeps you steady. When fear makes you freeze, remember what you have actually been given, and act from that.",
        question: "Where is fear, rather than power and love, shaping your decisions?",
        prayer: "Ask God to fill you with his Spirit of power, love and self-control in the place where fear has been ruling.",
        action: "Make one decision today based on love rather than fear.",
      },
      {
        passage: "1 Corinthians 16:13",
        title: "Stand Firm",
        teaching:
          "Watch, stand firm in the faith, be courageous, be strong. Paul writes these short commands like a coach at halftime. Courage is not only for dramatic moments; it is needed in the everyday: standing firm in your convictions at work, leading your family when it's unpopular, staying faithful when it would be easier to drift. Strength in the Bible is always strength in the Lord, and it grows as you use it.",
        question: "Where do you need to stand firm this week?",
        prayer: "Ask God to make you watchful and strong in the faith, and to give you courage for the everyday battles.",
        action: "Identify one conviction you've been quiet about and find a respectful way to stand for it this week.",
      },
    ],
  },
];
