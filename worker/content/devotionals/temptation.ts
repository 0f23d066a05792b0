import type { LibraryDevotional } from "../types";

export const temptationDevotionals: LibraryDevotional[] = [
  {
    slug: "temptation-the-way-of-escape",
    focusArea: "Temptation",
    theme: "Temptation & Escape",
    title: "The Way Out Is Real",
    passage: "1 Corinthians 10:12-13",
    content:
      "Temptation loves to whisper two lies. The first is that you’re the only one who struggles with this. The second is that this time you really can’t help it.\n\n" +
      "Paul answers the first lie directly: “No temptation has taken you except what is common to man.” Whatever you’re fighting, whether it’s lust, anger, the bottle, the screen, the betting app, or the urge to fudge the numbers, it is not unique. Other men in your church, on your street, and in your office are fighting the same thing. The enemy wants you isolated and ashamed, convinced that if anyone knew, they’d be shocked. They probably wouldn’t. They might just say, me too.\n\n" +
      "Then Paul answers the second lie: “God is faithful, who will not allow you to be tempted above what you are able, but will with the temptation also make the way of escape, that you may be able to endure it.” Every temptation comes with an exit. God builds it in. That doesn’t mean resisting will be easy. It means it will never be impossible.\n\n" +
      "So what does the way of escape look like? Usually not lightning from heaven. It looks like a moment of clarity before the choice. A moment when you can still close the browser, leave the party, hand your phone to your wife, call a friend, go for a run, or simply get up and walk into another room. The way out is almost always clearest early. The further you go down the path, the harder it is to see the door.\n\n" +
      "And don’t skip the warning that comes right before the promise: “Therefore let him who thinks he stands be careful that he doesn’t fall.” The man most at risk is often the one who thinks he’s past it. He’s been doing well for a while. He gets comfortable. He stops guarding his weak spots. Then an ordinary Tuesday night catches him off guard.\n\n" +
      "Spend a few minutes today thinking ahead. When are you most tempted? What time of day, what mood, what place? Where is the exit in those moments? Decide now what you will do when the pressure comes, so you aren’t trying to make a wise choice at the very moment your judgment is weakest.\n\n" +
      "God is faithful. He has already built the door. Your part is to look for it and walk through it, early.",
    reflection:
      "When and where are you most vulnerable to temptation, and what way of escape has God already provided in those moments?",
    prayer:
      "Faithful God, thank you that I am not alone in my struggles and that no temptation is beyond your power. Open my eyes to the way of escape you provide, and give me the courage to take it early. Keep me from the pride that thinks I’m past falling. When I’m weak, be my strength. Help me guard the places where I’ve stumbled before. Amen.",
  },
  {
    slug: "temptation-leave-the-jacket",
    focusArea: "Temptation",
    theme: "Temptation & Flight",
    title: "Leave the Jacket and Run",
    passage: "Genesis 39:7-12",
    content:
      "Joseph was a long way from home. Sold by his brothers and working as a servant in Egypt, he had every reason to feel that the old rules no longer applied to him. Nobody from his family would ever know what he did. And he was being pursued, day after day, by his master’s wife.\n\n" +
      "His answer is worth memorizing: “How then can I do this great wickedness, and sin against God?” Joseph understood something many men forget in the moment. Sin isn’t only about breaking rules or getting caught. It’s a betrayal of persons. He would have betrayed the master who trusted him, and more deeply, the God who had been with him all along.\n\n" +
      "Notice too that the temptation didn’t come once. “As she spoke to Joseph day by day, he didn’t listen to her.” Day by day. That’s what many temptations feel like. Not one dramatic moment, but slow, repeated pressure. The same late-night screen. The same flirtation at work that keeps getting a little warmer. The same lonely hotel room on every business trip.\n\n" +
      "Joseph said no again and again. But he also took a practical step: he kept his distance. He refused even “to be with her.” He didn’t hang around to find out how strong he was. And when she finally grabbed him, he didn’t stay to argue. “He left his garment in her hand, and ran outside.”\n\n" +
      "There’s no dignity in running out of a house without your coat. He lost something, and it cost him dearly, because she used that garment to accuse him and he ended up in prison. But he kept his integrity. And God was with him in that prison too.\n\n" +
      "Some temptations you resist by standing firm. Others you can only beat by running. With sexual temptation especially, a wise man doesn’t test his limits. He flees. He changes the route, deletes the app, leaves the lunch early, moves his desk, installs the filter, asks a brother to hold him accountable. Whatever it costs him in pride or convenience, he leaves the jacket.\n\n" +
      "What do you need to run from? Not manage, not negotiate with, not keep just close enough to feel the pull. Run. Today, take one concrete step to put real distance between you and the thing that keeps grabbing at you. It may cost you something. It will be worth it.",
    reflection:
      "What temptation in your life do you keep trying to manage when God is calling you to run from it?",
    prayer:
      "Lord, thank you for Joseph’s faithfulness when no one was watching. Give me that same clarity, that sin is not just breaking a rule but betraying you and the people who trust me. Show me what I need to run from, and give me the courage to run even when it costs me pride or comfort. Be with me as you were with Joseph. Amen.",
  },
  {
    slug: "temptation-when-kings-go-out",
    focusArea: "Temptation",
    theme: "Temptation & Idleness",
    title: "When Kings Go Out to War",
    passage: "2 Samuel 11:1-4",
    content:
      "The story of David and Bathsheba is one of the darkest in the Bible, but it doesn’t start on the rooftop. It starts with a line that’s easy to skip: “At the return of the year, at the time when kings go out,” David sent his army off to battle. “But David stayed at Jerusalem.”\n\n" +
      "David was where he wasn’t supposed to be. Not a sinful place, exactly. Just the wrong place at the wrong time, with nothing to do. The king who had fought a lion, a giant, and whole armies was home, restless, and answerable to no one. “At evening, David arose from his bed and walked on the roof.” He had been lying around, and he was bored.\n\n" +
      "Then came the look, then the question, then the messengers. “David sent and inquired after the woman.” Every step was a choice, and at every step he could have turned back. But he was the king. Nobody was going to stop him, and nobody around him would ask hard questions.\n\n" +
      "Most men who fall into sexual sin or other serious failures don’t wake up planning it. It starts with being somewhere they shouldn’t be, with too much time and too little accountability. The business trip with nothing scheduled after five. The late night after your wife has gone to bed. The season after a promotion when you feel you’ve earned a little slack. Boredom, fatigue, and isolation make a dangerous mix.\n\n" +
      "This is a warning for successful men especially. David fell at the height of his power, not at the bottom. Success often brings more freedom and fewer people willing to tell you no. The more authority you have, the more you need men around you who will ask what you’re doing on the roof.\n\n" +
      "David’s story doesn’t end in this chapter. Later he repented deeply, and God showed him mercy. But the consequences were real and devastating, for Bathsheba, for Uriah, and for David’s family for years. It is far better to stay off the roof than to need that kind of repentance.\n\n" +
      "Where are you supposed to be right now? What battle are you avoiding? Get back to your calling, whether that means engaging with your family, your work, or the men who need you. And fill the idle hours on purpose. Plan your evenings on the road. Tell a friend where you’ll be. Don’t give the roof a chance.",
    reflection:
      "Where are you most likely to find yourself idle, restless, and unaccountable, and how can you plan ahead for those moments?",
    prayer:
      "Lord, keep me where I’m supposed to be. Guard me from the restlessness and idleness that open the door to sin. Show me the battles I have been avoiding and give me courage to engage them. Surround me with men who will ask hard questions, especially when I feel most successful. Thank you for your mercy when I fall, and help me walk in a way that honors you today. Amen.",
  },
  {
    slug: "temptation-hungry-in-the-wilderness",
    focusArea: "Temptation",
    theme: "Temptation & the Word",
    title: "Hungry in the Wilderness",
    passage: "Matthew 4:1-4",
    content:
      "Notice when the tempter showed up. Not at the start of the forty days. At the end. “When he had fasted forty days and forty nights, he was hungry afterward.” Jesus was exhausted, starving, and alone. That’s when the enemy came.\n\n" +
      "Temptation rarely shows up when you’re at your best. It comes when you’re hungry, angry, lonely, or tired. After the argument with your wife. At the end of a brutal week. On the fifth straight night of broken sleep with a newborn. The enemy is an opportunist. He waits for the weak moment.\n\n" +
      "And look at what he offered. “If you are the Son of God, command that these stones become bread.” Bread isn’t evil. Jesus was genuinely hungry. The temptation wasn’t to want something bad. It was to meet a real need in the wrong way, on his own terms, outside the Father’s plan, and to prove something about himself while he was at it.\n\n" +
      "Most of our temptations work the same way. The need for rest, comfort, intimacy, respect, or relief is real. The temptation is to grab it in a way God hasn’t given. Lust promises intimacy without commitment. Alcohol promises relief without dealing with the pain. Anger promises respect without humility. The need is legitimate. The shortcut is the lie.\n\n" +
      "Jesus answered with Scripture: “Man shall not live by bread alone, but by every word that proceeds out of God’s mouth.” He was quoting Deuteronomy, words he had clearly carried with him into the wilderness. When the moment came, he didn’t have to go looking for them. They were already in him.\n\n" +
      "That’s the practical lesson. You won’t have time to look things up when temptation hits. You need truth already stored in you, specific words for specific battles. If you know where you’re weak, find a verse that speaks directly to it, memorize it, and say it out loud when the pressure comes. It sounds simple because it is. It’s what Jesus did.\n\n" +
      "Pay attention to your own wilderness moments too. If you know you’re vulnerable when you’re tired or lonely, plan for it. Go to bed. Call a friend. Eat something. Take care of the real need in a good way before the enemy offers you a bad one. And today, pick one verse for the fight you’re in and start carrying it.",
    reflection:
      "What real need in your life is temptation offering to meet in the wrong way, and what truth from Scripture can you carry into that fight?",
    prayer:
      "Lord Jesus, you faced temptation when you were hungry and alone, and you did not sin. I am often weakest when I’m tired and empty. Help me recognize when I’m vulnerable and care for my real needs in ways that honor you. Fill my heart with your word so that it’s ready when I need it. Teach me to live by every word that comes from your mouth. Amen.",
  },
  {
    slug: "temptation-run-toward-him",
    focusArea: "Temptation",
    theme: "Temptation & Grace",
    title: "Run Toward Him, Not Away",
    passage: "Hebrews 4:15-16",
    content:
      "After a man gives in to temptation, the next temptation comes right on its heels: to hide. You don’t pray that night. You skip church on Sunday, or sit in the back with your arms crossed. You feel like a hypocrite, so you stay away from the only One who can help. Shame tells you God is disgusted with you and you’d better clean yourself up before you come back.\n\n" +
      "Hebrews says the opposite. “For we don’t have a high priest who can’t be touched with the feeling of our infirmities, but one who has been in all points tempted like we are, yet without sin.”\n\n" +
      "Jesus knows what temptation feels like, and not in theory. He felt the pull. He was hungry, tired, betrayed, lonely, and mocked. He knows what it is to be pressed from every direction. The difference is that he never gave in. That doesn’t make him distant from you. It makes him the one person who has walked the whole road and come out clean, which means he can actually help.\n\n" +
      "So the writer draws a conclusion: “Let’s therefore draw near with boldness to the throne of grace, that we may receive mercy and may find grace for help in time of need.”\n\n" +
      "Draw near with boldness. Not crawling, not hiding, not waiting until you feel worthy. Boldly, because the throne you’re approaching is a throne of grace. And notice that two things are waiting there. Mercy, for what you’ve already done. Grace, for help in time of need, for what you’re about to face.\n\n" +
      "Mercy deals with the past. Grace equips you for what’s ahead. You need both. If you only receive mercy, you may keep falling in the same place. If you only look for strength to do better, the guilt of what you’ve done will crush you. At the throne of grace, you get both.\n\n" +
      "This changes what you do in the moment of temptation too. Instead of white-knuckling it alone, pray right there. Tell him you’re being tempted right now, that he knows exactly what this is like, and that you need his help. That’s a prayer he loves to answer.\n\n" +
      "And if you’ve already fallen, don’t hide. Confess it to God right away, plainly, without excuses. Tell a trusted brother if you need to. Then get up and keep walking. The way back is always toward him, never away.",
    reflection:
      "When you fail, do you tend to hide from God or draw near to him, and what would boldness at the throne of grace look like for you today?",
    prayer:
      "Lord Jesus, thank you that you understand temptation from the inside and never turn away from me in my weakness. When I fail, help me run toward you instead of hiding. I come boldly now to your throne of grace. Give me mercy for what I’ve done and grace for what I’m facing today. Be my help in my time of need. Amen.",
  },
];
