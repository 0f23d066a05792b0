import type { LibraryDevotional } from "../types";

export const fatherhoodDevotionals: LibraryDevotional[] = [
  {
    slug: "fatherhood-dont-provoke",
    focusArea: "Fatherhood",
    theme: "Fatherhood & Patience",
    title: "The Lesson That Cost Too Much",
    passage: "Ephesians 6:4",
    content:
      "It was supposed to be a quick lesson on changing a tire. Twenty minutes in, your son is holding the lug wrench wrong for the third time, you are sighing loud enough to be heard down the street, and he has gone quiet in the way that tells you he has stopped learning and started surviving. You got the tire changed. You lost something else.\n\n" +
      "Paul writes one sentence to fathers here, and he starts with a warning: “You fathers, don’t provoke your children to wrath.” The first instruction is about what not to do. Paul knew that fathers carry power, and that power can crush without meaning to. Sarcasm. Constant correction. Impossible standards. Promises broken because work ran late. Rules with no reasons. Over time those things build a slow anger in a child, or a quiet giving up.\n\n" +
      "This doesn’t mean you never say no or never discipline. The second half of the verse says to “nurture them in the discipline and instruction of the Lord.” Discipline is part of love. But notice the word nurture. It is a gardening word, a feeding word. Discipline that nurtures is aimed at the child’s growth, not the father’s relief. It asks what he needs to learn here, not how to make this stop as fast as possible.\n\n" +
      "Ask yourself honestly what it’s like to be corrected by you. Is your tone in the living room the same as it would be if a coworker were watching? Do your kids know why the rules exist? When you get it wrong, do you come back and apologize? A father who says, I was too harsh and I’m sorry, teaches his child more about grace than a dozen lectures.\n\n" +
      "The phrase “discipline and instruction of the Lord” also means you are not inventing fatherhood from scratch. You are passing along the ways of a Father who is patient with you. He doesn’t sigh at you when you hold the wrench wrong. He shows you again.\n\n" +
      "Today, notice the moment your frustration starts to rise with one of your kids. Take a breath. Lower your voice instead of raising it. And if that moment has already passed, go find them and make it right. It is never too late to repair.",
    reflection:
      "What is it like for your children to be corrected by you, and what would they say if you asked them?",
    prayer:
      "Father in heaven, you are patient with me in ways I am often not patient with my kids. Forgive me for the times I have provoked them with harsh words, sarcasm, or impatience. Teach me to discipline in a way that nurtures instead of crushes. Give me the humility to apologize when I’m wrong. Let my children experience something of your kindness through the way I lead them. Amen.",
  },
  {
    slug: "fatherhood-the-father-who-ran",
    focusArea: "Fatherhood",
    theme: "Fatherhood & Grace",
    title: "The Father Who Ran",
    passage: "Luke 15:20-24",
    content:
      "In the world Jesus was describing, grown men with land and standing did not run. Running meant hiking up your robe and showing your legs in the street. It was undignified. A respected father waited on the porch for an apology, then decided whether to accept it.\n\n" +
      "This father ran. “But while he was still far off, his father saw him and was moved with compassion, and ran, fell on his neck, and kissed him.” He saw him while he was still far off, which means he had been watching the road. The son had a speech prepared. He got partway into it before the father was calling for a robe, a ring, sandals, and a party.\n\n" +
      "Jesus told this story to show us what God is like. But it also shows what a father can be. Every dad eventually faces some version of the far country. A teenage son who stops talking to you. A daughter who makes a choice that breaks your heart. A grown child who drifts from the faith you raised him in. Or something smaller: a kid who lied about his grades and now dreads the conversation coming after dinner.\n\n" +
      "In those moments everything in you may want to wait on the porch with your arms crossed. You want them to feel the weight of what they did. You want the full speech. There is a place for honesty and consequences. But look at the order in the story. The embrace came before the explanation. The kiss came before the confession was finished. The father made sure his son knew he was welcome before anything else was discussed.\n\n" +
      "Your children need to know, without any doubt, that the road home leads to your arms and not just to a lecture. At least at first, they will measure their picture of God’s grace by how you respond when they fail.\n\n" +
      "Maybe you need to start watching the road again. Send the text. Make the call. Put your hand on your son’s shoulder tonight before you talk about the grades. And remember that you were once far off too, and your Father ran to you. He says of you what the father in the story said of his boy: he “was dead and is alive again.” Let your children be able to tell that story about you.",
    reflection:
      "When your child fails or drifts, does your first response tell them they are welcome home?",
    prayer:
      "Father, thank you that when I was far off, you saw me and ran to me. Make me that kind of father. When my children fail, let them find open arms before they find a lecture. Give me patience to watch the road for the ones who have wandered, and courage to reach out first. Let my kids see something of your grace in the way I welcome them home. Amen.",
  },
  {
    slug: "fatherhood-faith-in-ordinary-hours",
    focusArea: "Fatherhood",
    theme: "Fatherhood & Faith at Home",
    title: "Sitting, Walking, Lying Down, Rising Up",
    passage: "Deuteronomy 6:5-7",
    content:
      "Ask most dads what it means to teach their kids about God and they picture something formal. A family devotional at the table that dissolves into elbowing by minute three. A serious talk they keep meaning to have. It feels like one more task on a list that is already too long, and most of us quietly suspect we’re failing at it.\n\n" +
      "Moses paints a different picture. First he says where it starts: “You shall love Yahweh your God with all your heart, with all your soul, and with all your might.” Then, “These words, which I command you today, shall be on your heart.” Before the words reach your kids, they have to live in you. You cannot hand down what you do not hold.\n\n" +
      "Then come the instructions for passing it on, and they are surprisingly ordinary. You “shall talk of them when you sit in your house, and when you walk by the way, and when you lie down, and when you rise up.” Sitting, walking, lying down, rising up. That’s just a day. Breakfast. The drive to practice. Bedtime. The groggy first minutes of the morning.\n\n" +
      "In other words, the main classroom is not a scheduled lesson. It’s the car. Some of the best conversations you’ll ever have with your son will happen while both of you are looking at the road instead of at each other. Your daughter may open up at bedtime precisely because the lights are low and you’re both tired. Faith gets passed down in the margins: in unplanned questions, in how you talk about the guy who cut you off, in whether your kids hear you pray when the news from the doctor is bad.\n\n" +
      "That doesn’t make planned family time worthless. It just means it isn’t the whole job. Your kids are learning what you actually believe every day, whether you mention God or not. They can see whether your Sunday matches your Monday.\n\n" +
      "So don’t wait for the perfect family devotion to start. Today, look for one ordinary moment: the ride to school, the walk to the mailbox, the tuck-in at night. Say one true thing about God. Ask one real question. Pray one short prayer out loud. Let faith become part of the furniture of your home.",
    reflection:
      "Which ordinary moment in your day, in the car, at the table, or at bedtime, could become a natural place to talk with your kids about God?",
    prayer:
      "Lord, I want to love you with all my heart, soul, and strength, and I want my children to see that this love is real. Forgive me for treating faith as something for Sundays only. Help me notice the ordinary moments with my kids and fill them with truth and kindness. Let your words live in my heart first, so that what I pass on to them is genuine. Amen.",
  },
  {
    slug: "fatherhood-before-he-did-anything",
    focusArea: "Fatherhood",
    theme: "Fatherhood & Blessing",
    title: "Before He Had Done Anything",
    passage: "Matthew 3:16-17",
    content:
      "Every son is waiting to hear something from his father. Some men are still waiting at fifty. They run companies, coach Little League, and lead Bible studies, and somewhere underneath it all is a boy in the outfield hoping his dad saw the catch.\n\n" +
      "At the Jordan River, before Jesus had preached a sermon or healed a single person, the heavens opened and a voice spoke: “This is my beloved Son, with whom I am well pleased.” Think about the timing. No miracles yet. No crowds. No cross. Jesus had spent about thirty years mostly in a small town, working with his hands. And the Father’s first public words over him were not about performance. They were about identity and delight.\n\n" +
      "That’s the order of a blessing. You are mine. I love you. I am pleased with you. The work comes after. Jesus went from that river into the wilderness to face the tempter, and he went carrying those words.\n\n" +
      "Your children need to hear the same things from you, and they need to hear them before they’ve earned anything. If the only time your son hears you’re proud of him is after a win, he will learn that love follows performance. If your daughter only hears approval when her report card is good, she may spend years trying to earn what should have been a gift.\n\n" +
      "This isn’t about flattery or pretending mistakes don’t matter. It’s about laying a foundation under all the correction and coaching you’ll do. A kid who knows he’s loved can take hard feedback. A kid who isn’t sure will hear every correction as rejection.\n\n" +
      "Many men find this hard because no one ever said it to them. If that’s you, hear this first: in Christ, you are a beloved son of God. You don’t have to perform for it. Let that settle into you, and then give it away.\n\n" +
      "Tonight, find each of your kids alone for a moment. Look them in the eye. Tell them you love them, that you’re glad God made them yours, and that there is nothing they could do to make you stop. Then don’t add a “but.” Just let it land.",
    reflection:
      "Have your children heard you say you love them and are proud of them, apart from anything they’ve accomplished?",
    prayer:
      "Father, thank you that in Christ you call me your beloved son, not because of my performance but because of your grace. Heal the places in me that are still waiting for a father’s approval. Then help me give my own children the blessing they need. Let them hear my love clearly and often, before they win anything and after they lose. Make my words a foundation they can stand on. Amen.",
  },
  {
    slug: "fatherhood-he-remembers-we-are-dust",
    focusArea: "Fatherhood",
    theme: "Fatherhood & Compassion",
    title: "He Remembers We Are Dust",
    passage: "Psalms 103:13-14",
    content:
      "It’s nine at night and your five-year-old has asked for water for the third time. Earlier he melted down because his sandwich was cut into squares instead of triangles. Your teenager forgot the permission slip, again, and you have already said the words you swore you’d never say: How many times do I have to tell you?\n\n" +
      "Here is a verse that sounds like it was written by someone with small children. “Like a father has compassion on his children, so Yahweh has compassion on those who fear him. For he knows how we are made. He remembers that we are dust.”\n\n" +
      "David uses fatherhood to explain God. A good father has compassion. He knows his kids are small, limited, and still learning. A four-year-old cannot think like a forty-year-old, and a good father doesn’t expect him to. A teenager’s judgment is still under construction. Compassion is what happens when you let what you know about your child shape how you respond to him.\n\n" +
      "Then the verse turns the picture around. God remembers what you are made of. He doesn’t expect you to be made of steel. He knows you’re dust: tired, forgetful, easily irritated, prone to wander. He is not shocked by your weakness. He made you, and he remembers. And he meets you with compassion instead of contempt.\n\n" +
      "That’s the deepest source of patience for a dad. Not willpower. Not a parenting technique. It’s the memory of how patient God has been with you. The same Father who has not given up on you after all your repeated failures is asking you to show a little of that to the kid who just spilled the milk.\n\n" +
      "Compassion doesn’t mean dropping every standard. Kids still need boundaries and bedtimes and consequences. But it changes the tone. It’s the difference between a father who is annoyed that his child is a child and a father who walks patiently beside a child who is growing.\n\n" +
      "The next time you feel your jaw tighten, remember the verse. Your child is dust, and so are you. Kneel down to eye level. Lower your voice. Respond the way your heavenly Father has responded to you more times than you can count.",
    reflection:
      "How would your responses to your children change if you remembered, in the moment, how patient God has been with you?",
    prayer:
      "Lord, thank you that you know how I am made and that you remember I am dust. You have been compassionate with my weakness more times than I can count. Give me that same compassion for my children. When they are small, tired, or forgetful, help me see them the way you see me. Soften my tone and slow my temper. Let my patience with them flow from your patience with me. Amen.",
  },
];
