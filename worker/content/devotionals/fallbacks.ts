import type { LibraryDevotional } from "../types";

/**
 * Shown when loading the day's devotional fails. Each one stands on its own.
 */
export const builtInFallbackDevotionals: LibraryDevotional[] = [
  {
    slug: "fallback-love-that-gives-itself-up",
    focusArea: "Marriage",
    theme: "Marriage & Leadership",
    title: "Love That Gives Itself Up",
    passage: "Ephesians 5:25",
    content:
      "There’s a lot of talk about a husband leading his home, and plenty of argument about what that means. But when Paul tells husbands what to do, he gives one command, and it is breathtaking in its scope: “Husbands, love your wives, even as Christ also loved the assembly and gave himself up for her.”\n\n" +
      "Even as Christ. That’s the standard. Not as much as your father loved your mother. Not as much as the average guy at work loves his wife. The way Jesus loves his people. And how did he love? He gave himself up. He laid down his comfort, his rights, his reputation, and finally his life.\n\n" +
      "So whatever else leadership in marriage means, it cannot mean using your position to get your way. Christ’s leadership moved toward the cross. A husband who follows him will lead by going first in sacrifice: first to apologize, first to serve, first to lay down his preferences for her good.\n\n" +
      "Most days this won’t look dramatic. You probably won’t be asked to take a bullet for your wife this week. But you can give yourself up in a hundred small ways. Put your phone face down when she’s telling you about her day. Take the kids after dinner so she can have an hour to herself. Listen to her concern about your schedule instead of defending it. Go to the thing she cares about that you’d rather skip. Ask how you can pray for her, and then actually pray.\n\n" +
      "Giving yourself up also means giving up the scorekeeping. Christ didn’t love his people because they had earned it. He loved them when they were unlovely and unfaithful. There will be seasons when your wife is hard to love, just as you sometimes are. Love her anyway, the way you have been loved.\n\n" +
      "None of this is possible on willpower alone. You can only give the kind of love you’ve received. So start by remembering that you are loved like this. Christ gave himself up for you. Let that fill you before you try to pour it out.\n\n" +
      "Today, look for one concrete way to put your wife’s good ahead of your own preference, without being asked and without mentioning it. That’s where leadership in marriage begins. Not with a title, but with a towel and a cross.",
    reflection:
      "What is one way you can give yourself up for your wife today, putting her good ahead of your own preference?",
    prayer:
      "Lord Jesus, you loved me and gave yourself up for me. Teach me to love my wife that way. Forgive me for the times I’ve led for my own comfort instead of her good. Give me the strength to go first in sacrifice, in apology, and in service. Fill me with your love so that I have something to give. Make my marriage a picture of your faithfulness. Amen.",
  },
  {
    slug: "fallback-iron-sharpens-iron",
    focusArea: "Brotherhood",
    theme: "Brotherhood & Growth",
    title: "Iron on Iron",
    passage: "Proverbs 27:17",
    content:
      "If you’ve ever sharpened a blade, you know it isn’t gentle. Metal grinds against metal. Sparks can fly. There’s friction, heat, and noise. But when you’re done, the edge cuts clean. That’s the picture in this proverb: “Iron sharpens iron; so a man sharpens his friend’s countenance.”\n\n" +
      "The friction is the point. A friend who only agrees with you can’t sharpen you. A friend who tells you only what you want to hear leaves you dull. Real brotherhood includes the man who tells you he thinks you’re wrong about this. Or that you’ve been short with your wife every time he’s seen you lately. Or that you keep saying you’ll quit, and you haven’t. Those words aren’t comfortable. They’re valuable.\n\n" +
      "The proverb says a man sharpens his friend’s countenance, literally his face: something about who he is and how he shows up in the world. Good friends change you. They make you more honest, braver, wiser, kinder. And you do the same for them.\n\n" +
      "But this only works with two things in place. The first is trust. You won’t accept sharpening from someone you don’t believe is for you. That kind of trust takes time: shared meals, shared work, shared struggle. The second is humility. You have to be willing to hear it. A man who gets defensive every time he’s challenged will eventually run out of people willing to try.\n\n" +
      "It works both ways, too. Iron sharpens iron. You aren’t only receiving. You have an edge to offer. Maybe you’re the one who needs to tell a friend the hard thing he doesn’t want to hear. If you do it with love, and with your own failures in view, it may be one of the kindest things you ever do for him.\n\n" +
      "Some men have plenty of buddies and no one who sharpens them. Others have had one friend like that for years. If you don’t have one, pray for one, and start building. Invite a man into the real parts of your life. Ask him to hold you to something specific.\n\n" +
      "Today, think of the man in your life who makes you better. Thank him. Then ask him a brave question: Is there anything you’ve noticed in me that I need to hear? And be ready to listen.",
    reflection:
      "Who in your life has permission to tell you the hard truth, and are you humble enough to hear it?",
    prayer:
      "Lord, thank you for the men you’ve placed in my life to make me better. Give me the humility to receive hard words from friends who love me, and the courage to speak the truth in love when a brother needs it. Keep me from surrounding myself only with people who agree with me. Sharpen me through friendship, and make me a friend who sharpens others. Amen.",
  },
  {
    slug: "fallback-as-for-me-and-my-house",
    focusArea: "Leadership",
    theme: "Family Leadership",
    title: "As for Me and My House",
    passage: "Joshua 24:15",
    content:
      "Joshua was an old man when he spoke these words. He had led Israel into the promised land, fought its battles, and watched a generation settle into their new homes. Now, near the end of his life, he gathered the people and set a choice in front of them.\n\n" +
      "He told them to “choose today whom you will serve.” He named the options: the gods their ancestors had served beyond the River, or the gods of the people around them in the land. Old idols or new ones. Every generation faces the same choice with different names. For us it might be money, comfort, success, approval, or simply a life so busy there’s no room left for God at all.\n\n" +
      "Then Joshua made his own choice, out loud and in front of everyone: “but as for me and my house, we will serve Yahweh.”\n\n" +
      "He didn’t wait to see what everyone else would do. He didn’t take a poll. He led. He settled the direction of his own household and said so publicly. That’s what it means to lead your family spiritually. Not to force anyone’s heart, which no man can do, but to set the direction, go first, and let your family see where you’re headed.\n\n" +
      "Notice too that it’s a choice made today. Joshua had walked with God for decades, and he still spoke of choosing today. Serving the Lord isn’t decided once and then left alone. It’s chosen again every morning: in what you put first, where you spend your time, what you let into your home, and how you treat the people in it.\n\n" +
      "Your kids won’t learn faith from a plaque on the wall with this verse on it. They’ll learn it by watching whether you live it. Do they see you pray? Do they see you apologize? Do they hear you talk about God in the car, at the dinner table, in the hard seasons? Do they see your faith cost you something?\n\n" +
      "You may feel unqualified. Most men do. Maybe no one modeled this for you. That’s all right. Joshua’s words weren’t a claim to be perfect. They were a commitment about direction. You can make that same commitment today, right where you are.\n\n" +
      "Say it out loud, even if only to God and yourself: as for me and my house, we will serve the Lord. Then choose one way to live it before tonight.",
    reflection:
      "What would it look like for you to choose, today, to lead your household toward serving the Lord?",
    prayer:
      "Lord, I choose today to serve you, and I want my house to serve you too. I can’t change anyone’s heart, but I can go first. Give me the courage to lead my family in faith, not with pressure but with example. Show me the idols I’ve allowed into our home. Help me live what I say I believe, so my children can see that you are real. Amen.",
  },
];
