import type { LibraryPlan } from "../types";

export const temptationPlan: LibraryPlan = {
  slug: "temptation-walking-free",
  title: "Walking Free",
  description:
    "For men tired of losing the same fight, whether it is the screen at midnight, the bottle, the temper or something else. Over three weeks you will see how temptation works, build practical defenses with God and a brother, and grow a better desire in place of the old one.",
  focusArea: "Temptation",
  days: [
    {
      day: 1,
      title: "It Crouches at the Door",
      passage: "Genesis 4:6-7",
      teaching:
        "The Bible’s first warning about temptation comes before its first murder. Cain is angry, his face has fallen, and God speaks to him: “sin crouches at the door. Its desire is for you, but you are to rule over it.”\n\n" +
        "Crouching is a predator’s posture. Sin isn’t pictured as a neutral option sitting on a shelf. It’s an animal waiting for you to open the door. It wants you.\n\n" +
        "Whatever your door is, you know it. Maybe it’s your phone at midnight after your wife has gone to bed. Maybe it’s the bottle after a hard day, the rage that erupts at your kids, the spending, the betting app, the flirtation at work. Every man has a door where something waits.\n\n" +
        "God’s word to Cain is sobering and hopeful at the same time: “you are to rule over it.” You are not simply a victim of your desires. With God’s help, you can master this. Cain didn’t listen, and what crouched at his door devoured him.\n\n" +
        "This plan is twenty-one days of learning to rule, not in your own strength, but with God and with others. Start by naming the door. You can’t guard a door you won’t admit is there.",
      reflectionQuestion:
        "What is your door, the specific place and time where temptation waits for you most?",
      prayerPrompt:
        "Name your particular temptation to God plainly. Ask him for strength to rule over it rather than let it rule you.",
      actionStep:
        "Write down your specific temptation, when and where it hits hardest, and what usually comes right before it, and keep that paper somewhere private.",
    },
    {
      day: 2,
      title: "How the Hook Is Set",
      passage: "James 1:13-15",
      teaching:
        "James borrows his language from fishing and hunting: a man is “drawn away” and “enticed” like a fish coaxed out of its hiding place by bait that hides a hook.\n\n" +
        "He lays out the process. First desire: “each one is tempted when he is drawn away by his own lust and enticed.” Then conception: “the lust, when it has conceived, bears sin.” Then growth: “The sin, when it is full grown, produces death.”\n\n" +
        "Temptation is rarely a single moment. It’s a sequence. A stressful day. A lonely evening. An idle thought you don’t dismiss. A quick look. A rationalization: just this once, I deserve it. Then the act. Then the shame. Then, over time, the slow death of trust, of intimacy, of your own peace.\n\n" +
        "The good news is that the chain has many links, so there are many places to break it. You don’t have to wait for the final moment, when desire is strongest. You can cut the line much earlier: at the lonely evening, the idle thought, the first excuse.\n\n" +
        "Notice too that James says God isn’t the one tempting you. Don’t blame him, and don’t blame your wife, your stress or your past. Own it. Owning it is the first step toward freedom.",
      reflectionQuestion:
        "Looking back at your last fall, where in the chain could you have cut the line earlier?",
      prayerPrompt:
        "Ask God to show you the early links in your chain of temptation. Take ownership of your sin before him without blaming anyone else.",
      actionStep:
        "Using yesterday’s notes, write out the chain that usually leads to your fall, step by step, and circle the earliest link where you could break it.",
    },
    {
      day: 3,
      title: "The Road Past Her Corner",
      passage: "Proverbs 7:6-10",
      teaching:
        "A father looks out his window at dusk and watches a young man walk toward trouble. Notice the details. He is “passing through the street near her corner,” and he goes “the way to her house,” just as the light is fading and fewer eyes are on him. He doesn’t stumble into sin. He walks toward it, one street at a time.\n\n" +
        "He is “void of understanding,” which doesn’t mean stupid. It means he isn’t thinking ahead. He never asks where the road leads. He just keeps walking because it feels good and no one is watching.\n\n" +
        "This is how most falls happen. Not with a leap, but with a stroll. You don’t plan to end up on that website. You just start scrolling at eleven thirty with nothing in particular to do. You don’t plan an emotional affair. You just keep having lunch with her, and texting after hours, and telling her things you don’t tell your wife.\n\n" +
        "Notice the time, too: twilight, then darkness. Temptation loves tired, unstructured hours. Know your twilight. Then stop walking down her street. Take a different route, literally or otherwise, long before you’re anywhere near the door.",
      reflectionQuestion:
        "What is your twilight, the time of day or state of mind when you are most likely to drift?",
      prayerPrompt:
        "Ask God to give you understanding to see where your roads lead, and the discipline to choose a different route before you reach the corner.",
      actionStep:
        "Identify your twilight hours and plan something specific to fill them tonight, such as a walk, a call with a friend, reading in the living room, or going to bed at a set time.",
    },
    {
      day: 4,
      title: "The Man I Don’t Want to Be",
      passage: "Romans 7:19-25",
      teaching:
        "“For the good which I desire, I don’t do; but the evil which I don’t desire, that I practice.” If you’ve ever promised yourself never again and then done it again, Paul knows exactly how you feel.\n\n" +
        "Here is the great apostle describing a war inside himself. He delights in God’s law. He wants to do right. And still he finds “a different law in my members, warring against the law of my mind,” dragging him where he doesn’t want to go. The pull is real, and it doesn’t disappear just because you love God.\n\n" +
        "That should free you from one lie: that a real Christian wouldn’t struggle like this. Struggle isn’t proof you’re a fake. The fact that you hate what you do is evidence of a new heart fighting an old habit. Dead men don’t fight.\n\n" +
        "But Paul doesn’t stay in the struggle. He cries out, “What a wretched man I am! Who will deliver me out of the body of this death?” And almost in the same breath: “I thank God through Jesus Christ, our Lord!”\n\n" +
        "The answer to who will deliver me is not a what but a who. Not a better technique, but a Savior. Techniques help. But freedom begins with a person.",
      reflectionQuestion:
        "Do you believe your struggle disqualifies you from God’s love, and what does this passage say to that?",
      prayerPrompt:
        "Tell God honestly about the war inside you. Then thank him, as Paul did, that Jesus Christ is your deliverer.",
      actionStep:
        "Write Romans 7:24-25 on a card and read it aloud the next time you feel the pull of temptation today.",
    },
    {
      day: 5,
      title: "When I Kept Silence",
      passage: "Psalms 32:3-5",
      teaching:
        "“When I kept silence, my bones wasted away through my groaning all day long.” David is describing what hidden sin did to him. It wasn’t only spiritual. It was physical. His strength dried up like a field in the summer heat.\n\n" +
        "Secret sin does this. You carry it everywhere. It sits in the back of your mind at your kid’s game. It makes you short with your wife. It makes worship feel hollow and prayer feel fake. You hide it, and the hiding becomes its own weight.\n\n" +
        "Then David says, “I acknowledged my sin to you. I didn’t hide my iniquity.” And right away: “you forgave the iniquity of my sin.” The silence broke, and the weight lifted.\n\n" +
        "Confession isn’t informing God of something he doesn’t know. It’s agreeing with him. It’s dropping the act. Many men confess vaguely: forgive me for my sins. That costs little and brings little relief. Be specific. Name what you did, when, and how often if it’s a pattern.\n\n" +
        "God isn’t waiting to crush you. He’s waiting for you to stop hiding. And he forgives.",
      reflectionQuestion:
        "What has keeping silent about your struggle cost you, in your body, your relationships and your walk with God?",
      prayerPrompt:
        "Confess your specific sin to God in plain words, without softening it. Then thank him for his forgiveness.",
      actionStep:
        "Spend ten minutes alone today confessing specifically to God, then write the word forgiven at the bottom of the page where you named your struggle on day one.",
    },
    {
      day: 6,
      title: "Into the Light",
      passage: "1 John 1:5-9",
      teaching:
        "“God is light, and in him is no darkness at all.” That’s where John starts. And if God is light, then walking with him means walking in the light. A secret life and fellowship with God don’t mix.\n\n" +
        "That’s hard for a man with a hidden struggle. Darkness feels safe. No one knows. The browser history is cleared. The receipts are hidden. But darkness is exactly where the struggle grows strongest.\n\n" +
        "Then John says something surprising: “if we walk in the light as he is in the light, we have fellowship with one another,” and the blood of Jesus cleanses us. Walking in the light isn’t only about God. It’s about other people. Light means being known.\n\n" +
        "And he gives a promise to stand on: “If we confess our sins, he is faithful and righteous to forgive us the sins and to cleanse us from all unrighteousness.” Faithful, because he keeps his word. Righteous, because Jesus has paid for it. And not only forgive, but cleanse. He doesn’t just cancel the debt. He washes you.\n\n" +
        "Yesterday you confessed to God. Today, start thinking about letting light in on the human side too. Who needs to know, so that you are no longer fighting in the dark?",
      reflectionQuestion:
        "What practical things do you do to keep your struggle in the dark?",
      prayerPrompt:
        "Thank God that he is faithful to forgive and cleanse. Ask him for the courage to bring your struggle into the light with another person.",
      actionStep:
        "Remove one thing that helps you hide today, such as a private browsing habit, a secret account, a hidden stash or a password no one else knows, and make it visible.",
    },
    {
      day: 7,
      title: "Not Alone in This",
      passage: "Hebrews 3:12-13",
      teaching:
        "Hebrews tells believers to “exhort one another day by day,” and gives the reason: “lest any one of you be hardened by the deceitfulness of sin.” Notice the word deceitfulness. Sin lies. It tells you this is the last time, that it isn’t hurting anyone, that you can handle it yourself.\n\n" +
        "The remedy Hebrews gives isn’t more willpower. It’s other people, day by day. A brother who asks how you’re doing and actually wants to know. A man who knows your door and checks on it.\n\n" +
        "Most men who fight alone lose. Not because they’re weak, but because isolation is where the lies are loudest. When you’re alone at midnight, no one is there to say: that’s a lie, call me instead.\n\n" +
        "You need one man, maybe two, who know the specific truth about your struggle. Not your wife as your only check-in; she is too close to the hurt to carry that role alone. A brother in Christ who is mature, discreet and willing to ask hard questions regularly.\n\n" +
        "Daily means daily: a quick text, an honest answer, a prayer. That rhythm, repeated, is how men get free. This week you’ve seen the enemy clearly. Next week you build defenses. First, recruit your brother.",
      reflectionQuestion:
        "Who is one man you could trust with the specific truth about your struggle?",
      prayerPrompt:
        "Ask God to lead you to the right brother and give you the courage to ask him for help.",
      actionStep:
        "Contact one mature Christian man today, tell him you’re fighting a specific battle, and ask if he’d be willing to check in with you every day for the next two weeks.",
    },
    {
      day: 8,
      title: "A Covenant With My Eyes",
      passage: "Job 31:1",
      teaching:
        "“I made a covenant with my eyes; how then should I look lustfully at a young woman?” Job made a decision in advance. He didn’t leave it to the moment.\n\n" +
        "That matters, because the moment is the worst time to decide. When the image is in front of you, when the attractive coworker leans in, when the ad pops up, your desire is at full volume and your judgment is at its weakest. A man who decides in the moment will usually lose.\n\n" +
        "A covenant is a settled commitment. Job had decided what he would do with his eyes before any particular woman walked by, so he didn’t have to debate it each time.\n\n" +
        "Whatever your temptation, you can make a covenant of your own. For lust, it may concern the eyes: I will not take the second look; I will turn away from what I know leads me down. For anger, it might concern the mouth: I will not raise my voice at my children. For drinking, it might be: I will not keep it in the house.\n\n" +
        "Write it down. Keep it simple and specific. Say it to God. Tell your brother. Then, when the moment comes, you aren’t deciding. You’re keeping a promise you already made.",
      reflectionQuestion:
        "What decisions about your temptation have you left to the moment that you need to settle in advance?",
      prayerPrompt:
        "Make your covenant out loud before God, specific and simple. Ask him for grace to keep it.",
      actionStep:
        "Write one or two sentences of covenant about your specific temptation, sign and date it, and send a photo of it to your brother.",
    },
    {
      day: 9,
      title: "Cut It Off",
      passage: "Matthew 5:27-30",
      teaching:
        "Jesus doesn’t mince words: “If your right eye causes you to stumble, pluck it out and throw it away from you.” He isn’t commanding self-harm. He’s using shocking language to show how seriously to take sin. Whatever is causing you to fall, deal with it radically.\n\n" +
        "Most men are far too gentle with their temptations. We know the phone in the bedroom is a problem, but we keep it there because of the alarm. We know certain apps are trouble, but we keep them because we use them for other things too. We know which coworker we shouldn’t be alone with, but we don’t want to make it awkward.\n\n" +
        "Jesus says cut it off. Be willing to lose something good to keep from losing something far more important. A less convenient phone is better than a wrecked marriage. A cancelled subscription is better than a seared conscience. An awkward conversation about boundaries at work is better than an affair.\n\n" +
        "This isn’t legalism. It’s wisdom about your own weakness. Ask yourself what you would remove if you truly believed this was as serious as Jesus says. Then remove it. Today.",
      reflectionQuestion:
        "What are you keeping in your life that you know feeds your temptation, and what excuse are you using to keep it?",
      prayerPrompt:
        "Ask God to show you what needs to be cut off, and for the resolve to do it even if it costs you convenience.",
      actionStep:
        "Remove one thing today that feeds your temptation: delete the app, install the filter, move the phone charger out of the bedroom, pour out the bottle or cancel the subscription.",
    },
    {
      day: 10,
      title: "No Provision",
      passage: "Romans 13:12-14",
      teaching:
        "Paul writes, “put on the Lord Jesus Christ, and make no provision for the flesh, for its lusts.” Provision means planning ahead, the way you’d pack supplies for a trip. Paul says: don’t pack supplies for your sin.\n\n" +
        "Many of us make provision without admitting it. We leave the computer in the basement where no one goes. We head off on the business trip without a thought about the hotel room. We keep a little cash no one knows about. We stay up after the family goes to bed with nothing planned. We aren’t exactly planning to fall. We’re just leaving the door unlocked.\n\n" +
        "The opposite is planning for faithfulness. Before the business trip, tell your brother which hotel you’re in and ask him to call that night. Keep devices in shared rooms. Go to bed when your wife does. Have a plan for the evening before the evening arrives.\n\n" +
        "But notice what comes first: put on the Lord Jesus Christ. The strategy isn’t only removing; it’s replacing. You put on Christ like clothing, deliberately, every morning. You remind yourself whom you belong to. Then you make a plan that reflects it.",
      reflectionQuestion:
        "Where in your life are you quietly making provision for the flesh?",
      prayerPrompt:
        "Ask God to help you put on Christ deliberately each morning. Ask for wisdom to plan ahead for faithfulness.",
      actionStep:
        "Look at your calendar for the next seven days, find the situation where you’ll be most vulnerable, and write out a specific plan for it today.",
    },
    {
      day: 11,
      title: "Flee and Pursue",
      passage: "2 Timothy 2:22",
      teaching:
        "“Flee from youthful lusts; but pursue righteousness, faith, love, and peace with those who call on the Lord out of a pure heart.” Two verbs, flee and pursue. Both involve running.\n\n" +
        "Fleeing isn’t cowardice. In spiritual warfare it’s often the wisest move. Joseph ran from Potiphar’s wife and left his cloak behind. Some temptations you don’t stand and fight. You get out of the room. Close the laptop and walk outside. Leave the party. Hang up. Get in the car and drive to a friend’s house. Fleeing is physical and immediate.\n\n" +
        "But Paul doesn’t stop at fleeing. If all you do is run away from something, you’ll eventually tire and turn around. You need something to run toward: righteousness, faith, love, peace. A life full of good things has less room for the bad ones.\n\n" +
        "And notice the last phrase: “with those who call on the Lord out of a pure heart.” You don’t run alone. You pursue with others. Men running in the same direction make it easier to keep going.\n\n" +
        "What’s your escape plan when the moment hits? And what are you running toward?",
      reflectionQuestion:
        "When temptation hits, what is your specific, physical way out?",
      prayerPrompt:
        "Ask God for quickness to flee and a real desire to pursue what is good. Thank him for the brothers running with you.",
      actionStep:
        "Write down three specific ways you will physically flee when temptation hits, such as leaving the room, going for a walk or calling a friend, and put the list where you’ll see it tonight.",
    },
    {
      day: 12,
      title: "Guard the Wellspring",
      passage: "Proverbs 4:23-27",
      teaching:
        "“Keep your heart with all diligence, for out of it is the wellspring of life.” Everything flows from the heart: what you say, what you look at, where you go. So Proverbs gives a guard plan for the whole man.\n\n" +
        "The mouth: “Put away from yourself a perverse mouth.” The jokes and talk you allow shape what you desire. The eyes: “Let your eyes look straight ahead. Fix your gaze directly before you.” Know where your eyes wander and train them forward. The feet: “Make the path of your feet level.” Where you go matters. Some places are simply downhill slopes.\n\n" +
        "Guarding the heart also means paying attention to what you feed it. Shows, music, social media, the conversations you sit in on. If you spend three hours a night filling your mind with what stirs up the very thing you’re fighting, don’t be surprised when the fight is hard.\n\n" +
        "The goal is a heart kept with diligence, and diligence is daily, unglamorous care. Think of a well. You keep it clean not with one big scrub but by not letting garbage fall in.\n\n" +
        "“Remove your foot from evil.” Take one step today.",
      reflectionQuestion:
        "What are you feeding your heart through your eyes and ears each day, and is it helping or hurting your fight?",
      prayerPrompt:
        "Ask God to help you guard your heart with diligence, and to show you what you are feeding it that needs to change.",
      actionStep:
        "Review what you watched, read and scrolled in the last twenty-four hours, and unfollow, unsubscribe from or delete at least one source that stirs up your temptation.",
    },
    {
      day: 13,
      title: "It Is Written",
      passage: "Matthew 4:5-11",
      teaching:
        "When the devil tempted Jesus in the wilderness, Jesus answered every time with Scripture, using the same words each time: it is written. He didn’t argue with the tempter on the tempter’s terms. He answered with what God had said.\n\n" +
        "Notice that the devil quoted Scripture too, twisting it to make sin sound spiritual. Temptation often arrives with a clever argument: you deserve this, God wants you happy, it isn’t really that bad, grace covers it anyway. You need truth ready to answer lies.\n\n" +
        "That’s why memorizing Scripture isn’t just for kids in Sunday school. It’s armor for grown men. When the thought comes late at night, you won’t have time to look up a verse. You need it already in you.\n\n" +
        "Choose verses that speak to your specific battle. For lust, maybe Job 31:1 or 1 Corinthians 6:19-20. For anger, James 1:19-20. For the anxiety that drives you to numb out, Philippians 4:6-7. For shame after a fall, 1 John 1:9.\n\n" +
        "And remember how the wilderness ended: “Then the devil left him, and behold, angels came and served him.” Temptation doesn’t last forever. Stand, answer with truth, and it will pass.",
      reflectionQuestion:
        "What lies does temptation usually tell you, and what truth from Scripture answers each one?",
      prayerPrompt:
        "Ask God to plant his word deep in you so you can answer temptation with truth.",
      actionStep:
        "Choose one verse that speaks directly to your struggle, memorize it today, and say it out loud the next time temptation comes.",
    },
    {
      day: 14,
      title: "Stand",
      passage: "Ephesians 6:13-17",
      teaching:
        "Paul tells us to “put on the whole armor of God, that you may be able to withstand in the evil day, and having done all, to stand.” Notice he assumes there will be an evil day. Some days are harder than others: the lonely business trip, the fight with your wife, the day of bad news. Temptation loves those days.\n\n" +
        "The armor is mostly about what God provides, not what you produce. Truth, buckled on like a belt: no more lies, no more double life. Righteousness as a breastplate: not your own record, but Christ’s, covering your heart. The good news of peace for your feet. Faith as a shield that can quench “all the fiery darts of the evil one.” Those are the flaming thoughts that come out of nowhere. Salvation as a helmet: knowing whose you are. And the word of God, your one weapon.\n\n" +
        "After two weeks you have the pieces: honesty, confession, light, a brother, a covenant, a plan, a way of escape, a guarded heart and Scripture ready to hand. That’s armor.\n\n" +
        "Now the word is simple: stand. You don’t have to win every battle in one day. Stand. And when you’ve done all, keep standing.",
      reflectionQuestion:
        "What are your evil days, the predictable times when temptation hits hardest, and how will you stand in them?",
      prayerPrompt:
        "Go through each piece of the armor in prayer, asking God to clothe you with it for today.",
      actionStep:
        "Identify your next likely evil day in the coming month, put a reminder in your calendar the day before, and text your brother asking him to pray for you that day.",
    },
    {
      day: 15,
      title: "The Fruit Grows",
      passage: "Galatians 5:22-25",
      teaching:
        "Two weeks in, you might be tired. Building defenses is hard work, and if all this plan offered were walls and filters, you’d eventually run out of strength. Walls alone don’t make a man free.\n\n" +
        "Paul describes something deeper: “the fruit of the Spirit is love, joy, peace, patience, kindness, goodness, faith, gentleness, and self-control.” Notice it’s fruit. Fruit isn’t manufactured. It grows. An apple tree doesn’t strain to produce apples. It stays connected to its roots, and the fruit comes.\n\n" +
        "Self-control comes last on the list, and it grows alongside the others. A man full of love, joy and peace has less hunger for counterfeit comforts. Much of what drives temptation is emptiness: stress, loneliness, boredom, old hurt. The Spirit fills those places with something real.\n\n" +
        "“Those who belong to Christ have crucified the flesh with its passions and lusts.” That is already true of you in Christ. Now, Paul says, “let’s also walk by the Spirit.” Walking means ordinary steps. Keep in step with him today, and trust him to grow what you can’t force.\n\n" +
        "This last week shifts from defense to growth, from what you’re fleeing to who you’re becoming.",
      reflectionQuestion:
        "What emptiness, whether stress, loneliness, boredom or hurt, tends to drive your temptation, and what would it look like for the Spirit to fill it?",
      prayerPrompt:
        "Ask the Holy Spirit to grow his fruit in you, especially in the empty places temptation targets.",
      actionStep:
        "Identify the feeling that most often comes right before you’re tempted, write down one healthy, specific way to meet that need today, and then do it.",
    },
    {
      day: 16,
      title: "A Renewed Mind",
      passage: "Romans 12:1-2",
      teaching:
        "“Don’t be conformed to this world, but be transformed by the renewing of your mind,” Paul writes. The world is constantly pressing you into its mold: what a man should want, what he deserves, what counts as normal. Advertising, entertainment and the culture around you all teach you what to desire.\n\n" +
        "Paul’s answer is transformation from the inside out, through a renewed mind. Your thoughts can change. Ruts worn deep by years of habit can be rerouted. It doesn’t happen overnight, but it does happen, as you fill your mind with truth and stop feeding the old patterns.\n\n" +
        "Verse one grounds it. Paul urges you “to present your bodies a living sacrifice,” and he calls that worship. Your body isn’t separate from your spiritual life. What you do with your eyes, hands and time is worship, or it isn’t. Every time you close the laptop, pour out the drink or swallow the angry word, you are offering your body to God.\n\n" +
        "Notice the motivation. Paul appeals “by the mercies of God,” not by threats. You don’t offer yourself to earn mercy. You offer yourself because you’ve already received it. Freedom isn’t about proving yourself to God. It’s a response to a God who has already given everything for you.",
      reflectionQuestion:
        "What messages from the world have shaped what you desire, and what truth do you need to replace them with?",
      prayerPrompt:
        "Offer your body to God today as a living sacrifice, naming your eyes, your hands and your time. Ask him to renew your mind.",
      actionStep:
        "Replace thirty minutes of your usual screen time today with something that renews your mind: Scripture, a good book, a prayer walk or a real conversation with your family.",
    },
    {
      day: 17,
      title: "When I Fall, I Will Arise",
      passage: "Micah 7:7-9",
      teaching:
        "Somewhere in these three weeks you may have fallen. Or you will, someday. This day is for that moment.\n\n" +
        "Micah writes as a man who has failed. “I have sinned against him,” he admits. He doesn’t minimize it. But listen to his defiance toward the enemy: “Don’t rejoice against me, my enemy. When I fall, I will arise. When I sit in darkness, Yahweh will be a light to me.”\n\n" +
        "After a fall, the enemy changes his tune. Before, he said it was no big deal. Afterward, he says you’re hopeless, you’ll never change, you might as well give up. Many men lose the war not in the fall but in the despair that follows. They spiral, because what’s the point?\n\n" +
        "Micah refuses. When I fall, I will arise. Not because he’s strong, but because of who God is: “He will bring me out to the light.”\n\n" +
        "If you’ve fallen, do the next right thing quickly. Confess to God specifically. Tell your brother within a day. Learn from it: where was the chain, which door was open? Then get up. One fall doesn’t erase what God has done in you these past weeks. Don’t let a bad night become a bad week. Arise.",
      reflectionQuestion:
        "How do you usually respond after a fall, and what lie does the enemy tell you in that moment?",
      prayerPrompt:
        "If you have fallen, confess it now and receive forgiveness. Ask God to make you a man who gets up quickly.",
      actionStep:
        "Write a three-step plan for what you will do within twenty-four hours of any fall, including who you will tell, and share the plan with your brother today.",
    },
    {
      day: 18,
      title: "Grace That Trains",
      passage: "Titus 2:11-14",
      teaching:
        "Some men are afraid of grace. They think that if they really believed they were completely forgiven, they’d have no reason to fight sin. Grace would become permission.\n\n" +
        "Paul says the opposite. The grace of God has appeared, “instructing us to the intent that, denying ungodliness and worldly lusts, we would live soberly, righteously, and godly” right here in this present age. Grace is a teacher. It trains you.\n\n" +
        "How? Grace changes your motive. Shame says: do better, or else. Grace says: you are loved, forgiven and made new, so live like it. Shame produces hiding; grace produces honesty. Shame wears you out; grace makes you grateful. A man who knows what Jesus did for him doesn’t want to keep spitting on it.\n\n" +
        "Grace also gives you a future: we are “looking for the blessed hope” of his appearing. Jesus is coming back. He “gave himself for us, that he might redeem us from all iniquity and purify for himself a people for his own possession,” eager to do good. You belong to him. He is purifying you. He hasn’t given up on the project, so don’t you give up either.\n\n" +
        "When you fight temptation today, fight from grace, not for it.",
      reflectionQuestion:
        "Are you fighting temptation from shame or from grace, and how can you tell?",
      prayerPrompt:
        "Thank Jesus specifically for giving himself for you. Ask his grace to train you to say no today.",
      actionStep:
        "Write down three ways you have seen God’s grace at work in you over these eighteen days, and read the list aloud before bed tonight.",
    },
    {
      day: 19,
      title: "Bought With a Price",
      passage: "1 Corinthians 6:18-20",
      teaching:
        "“Flee sexual immorality!” Paul is blunt, because sexual sin is unique. The man who commits it “sins against his own body.” It wounds him more deeply than he realizes.\n\n" +
        "Then comes the question that reframes everything: “Or don’t you know that your body is a temple of the Holy Spirit who is in you, whom you have from God?” The temple was the place where God lived among his people. Paul says your body is that place now. God doesn’t watch you from a distance. He lives in you. Wherever you take your body, he goes.\n\n" +
        "And then: “You are not your own, for you were bought with a price.” The culture says your body is yours to do with as you please. Paul says it was purchased at the cost of Jesus’s blood. That isn’t a restriction. It’s a statement of your worth. You are so valuable to God that he paid everything for you.\n\n" +
        "Whatever your temptation, sexual or not, the principle holds. Your body, your eyes, your hands, your appetites and your time belong to the one who bought you. So glorify God in your body.",
      reflectionQuestion:
        "How would your choices this week change if you really believed God lives in you and goes wherever you go?",
      prayerPrompt:
        "Thank God that he paid the price for you. Offer him your body today, piece by piece, as belonging to him.",
      actionStep:
        "Before bed tonight, walk through tomorrow’s schedule and, for each block of time, write down one way you can honor God with your body there.",
    },
    {
      day: 20,
      title: "Fullness of Joy",
      passage: "Psalms 16:8-11",
      teaching:
        "Here’s a truth that may surprise you: the problem with temptation isn’t that you want pleasure. It’s that you settle for too little. C. S. Lewis once said we are far too easily pleased, like a child content to make mud pies in a slum because he can’t imagine a holiday at the sea.\n\n" +
        "David says, “In your presence is fullness of joy. In your right hand there are pleasures forever more.” Not joy minus pleasure. Fullness, forever. God isn’t a killjoy trying to stop you from having a good time. He is the source of every good thing you’ve ever enjoyed, and he offers more than any counterfeit can.\n\n" +
        "Temptation always promises something it can’t deliver. The screen promises intimacy and leaves you lonelier. The bottle promises relief and leaves you emptier. The rage promises control and leaves you ashamed. Each time you’re chasing a shadow of something God actually gives.\n\n" +
        "Freedom isn’t only saying no. It’s finding a better yes. “I have set Yahweh always before me.” When God is before you, closer than your temptation, cheap pleasures lose their shine. Seek his presence today, and enjoy the good gifts he gives: your wife, your kids, a sunrise, a meal with friends. They’re signposts pointing to him.",
      reflectionQuestion:
        "What is your temptation actually promising you, and how does God offer the real thing?",
      prayerPrompt:
        "Ask God to make his presence more satisfying to you than anything temptation offers. Thank him for the good pleasures he has given you.",
      actionStep:
        "Do one thing today that fills you with real, God-given joy, such as time outdoors, an unhurried conversation with your wife, playing with your kids or worship, and thank God for it out loud.",
    },
    {
      day: 21,
      title: "Able to Keep You",
      passage: "Jude 1:24-25",
      teaching:
        "Twenty-one days ago you named your door. Since then you’ve seen how temptation works, confessed, stepped into the light, recruited a brother, made a covenant, cut things off, planned ahead, learned to flee, guarded your heart, stocked up on Scripture and put on armor. You’ve begun to grow fruit, renew your mind, get up after falls and chase a better joy.\n\n" +
        "You may feel stronger. You may feel like you barely made it. Either way, here is the truth to end on: your freedom does not finally depend on you.\n\n" +
        "“Now to him who is able to keep them from stumbling, and to present you faultless before the presence of his glory in great joy,” Jude writes, and then he can’t help breaking into praise. He is able. Not you, not your filters, not even your brother, though all of those matter. He is the one who keeps you. And one day he will present you faultless before his glory, not reluctantly, but with great joy.\n\n" +
        "Keep the habits. Keep the brother. Keep the covenant. But rest your weight on the one who is able. Some form of this fight may last the rest of your life. So will his keeping power.\n\n" +
        "Walk free.",
      reflectionQuestion:
        "Where are you still trying to carry your freedom in your own strength, and what would it look like to rest it on God?",
      prayerPrompt:
        "Thank God for what he has done over these twenty-one days. Entrust the fight ahead to him who is able to keep you.",
      actionStep:
        "Before today ends, set your ongoing rhythm: a standing weekly check-in with your brother, a daily time in the word, and your covenant somewhere you will see it.",
    },
  ],
};
