import type { LibraryPlan } from "../types";

export const bibleStudyPlan: LibraryPlan = {
  slug: "bible-study-into-the-word",
  title: "Into the Word",
  description:
    "For men who want to read the Bible but keep stalling out. In five days you will build a simple, lasting way of reading that asks for understanding, looks for Jesus on every page, and turns what you read into action.",
  focusArea: "Bible Study",
  days: [
    {
      day: 1,
      title: "How a Man Keeps His Way",
      passage: "Psalms 119:9-16",
      teaching:
        "“How can a young man keep his way pure? By living according to your word.” The psalmist doesn’t say by trying harder, or by finding the right app, though those have their place. He says the word.\n\n" +
        "Then he describes his relationship with Scripture in the language of desire: sought, hidden, rejoiced, meditate, delight. “I have rejoiced in the way of your testimonies, as much as in all riches.” This isn’t a man checking off a reading plan. It’s a man who loves what he reads because he loves the God who speaks in it.\n\n" +
        "If Bible reading feels like a chore right now, you aren’t alone. Plenty of men start strong in January and stall out somewhere in Leviticus. The answer isn’t guilt. It’s asking God for an appetite. Notice that the psalmist prays right in the middle of his reading: “Teach me your statutes.” Reading the Bible well begins with asking its Author to open it to you.\n\n" +
        "“I have hidden your word in my heart, that I might not sin against you.” Hiding it means storing it where you can reach it when you need it. Over these five days, you’ll start building that habit.",
      reflectionQuestion:
        "Honestly, what is your appetite for Scripture like right now, and what has shaped it?",
      prayerPrompt:
        "Ask God to give you a real hunger for his word. Pray the psalmist’s line, teach me your statutes, for yourself.",
      actionStep:
        "Choose a set time and place for reading tomorrow, put your Bible there tonight, and memorize Psalm 119:11 before you go to sleep.",
    },
    {
      day: 2,
      title: "So They Understood",
      passage: "Nehemiah 8:5-8",
      teaching:
        "After decades of exile, God’s people gathered in Jerusalem and Ezra read them the law. But reading wasn’t the whole story. Teachers moved among the crowd, and “they gave the sense, so that they understood the reading.”\n\n" +
        "Understanding matters. Many of us read the Bible the way we scroll a news feed: eyes moving, mind somewhere else. We finish a chapter and can’t say what it was about. That isn’t a moral failure, but it isn’t going to change us either.\n\n" +
        "A simple method helps. Read a short passage slowly, maybe ten verses rather than three chapters. Then ask three questions. What does it say? Put it in your own words. What does it mean? Ask what it meant to the people who first heard it, and what it shows about God. What will I do? Choose one concrete response for today.\n\n" +
        "You can also get help, the way that crowd had teachers. A good study Bible, a reading plan, a pastor, a men’s group. No one has to figure out Scripture alone.\n\n" +
        "And notice how the people responded. They stood, they said “Amen, Amen,” and they worshiped. Understanding God’s word leads somewhere. It leads to him.",
      reflectionQuestion:
        "When you read the Bible, do you usually understand what you read, or do your eyes just move across the page?",
      prayerPrompt:
        "Ask God to help you understand his word and not just read it. Thank him for the people who have helped you understand Scripture.",
      actionStep:
        "Read Nehemiah 8:1-12 slowly today and write one sentence each for what it says, what it means, and what you will do.",
    },
    {
      day: 3,
      title: "Beginning From Moses",
      passage: "Luke 24:25-27",
      teaching:
        "Two discouraged disciples were walking away from Jerusalem after the crucifixion. A stranger joined them. It was Jesus, though they didn’t recognize him. Then he led the greatest Bible study in history: “Beginning from Moses and from all the prophets, he explained to them in all the Scriptures the things concerning himself.”\n\n" +
        "That means the whole Bible, not just the Gospels, is finally about Jesus. The ram caught in the thicket points to him. The Passover lamb points to him. David the shepherd king points to him. Isaiah’s suffering servant is him. The Old Testament isn’t a pile of moral lessons with a few prophecies sprinkled in. It’s one long story heading toward Christ.\n\n" +
        "That changes how you read. When you hit a hard chapter in Judges or Leviticus, ask how it shows our need for Jesus or points to what he would do. You won’t always see it right away. But you’ll begin to see the Bible as one story instead of a thousand disconnected pieces.\n\n" +
        "Notice Jesus’s rebuke too: they were slow of heart to believe. The problem wasn’t their intelligence. It was their hearts. Read with a heart ready to believe.",
      reflectionQuestion:
        "Where in the Bible have you struggled to see Jesus, and how might he be there?",
      prayerPrompt:
        "Ask Jesus to open the Scriptures to you as he did on the road to Emmaus. Thank him that the whole story points to him.",
      actionStep:
        "Read Isaiah 53:3-7 today and write down every detail you can see fulfilled in Jesus.",
    },
    {
      day: 4,
      title: "The Word Reads You",
      passage: "Hebrews 4:12-13",
      teaching:
        "Most books you read. This one reads you. “For the word of God is living and active, and sharper than any two-edged sword, piercing even to the dividing of soul and spirit, of both joints and marrow, and is able to discern the thoughts and intentions of the heart.”\n\n" +
        "You’ve probably had it happen. You open the Bible on an ordinary morning, and a verse seems to have your name on it. It exposes the resentment you’ve been nursing toward your brother. It names the excuse you’ve been using. It speaks to the fear you haven’t told anyone about. That’s not coincidence. The word is living.\n\n" +
        "So Bible study is more than gathering information. It’s an encounter. You come to the text, and God comes to you through it. Sometimes that’s comforting. Sometimes it cuts. A surgeon cuts to heal, and so does this word.\n\n" +
        "The temptation is to read defensively: to skim past what convicts and linger over what affirms. Resist that. When a verse cuts, stop there. Ask God what he’s showing you. Don’t rush to finish the chapter.\n\n" +
        "The God who sees everything laid open is the same God who sent his Son for you. You can let him read you.",
      reflectionQuestion:
        "When has a passage of Scripture cut you in a way you needed, and how did you respond?",
      prayerPrompt:
        "Ask God to speak to you through his word even when it’s uncomfortable. Give him permission to expose what needs to change.",
      actionStep:
        "In today’s reading, when a verse convicts or unsettles you, stop, write it on a card, and carry it with you for the rest of the day.",
    },
    {
      day: 5,
      title: "Day and Night",
      passage: "Joshua 1:7-9",
      teaching:
        "Joshua was about to lead a nation into war. Moses was dead. And God’s instructions for success weren’t about strategy or weapons. They were about a book. “This book of the law shall not depart from your mouth, but you shall meditate on it day and night,” God said.\n\n" +
        "To meditate here means murmuring, going over something again and again under your breath. It’s what you do with a song stuck in your head. Scripture is meant to stay with you after you close the book, replaying through the day.\n\n" +
        "And the goal is action. God tells Joshua to meditate “that you may observe to do according to all that is written in it” and not merely to know it. Reading that never changes what you do is just information. The point is obedience.\n\n" +
        "That has been the arc of these five days: appetite, understanding, seeing Jesus, letting the word read you, and now carrying it and living it. Keep this one habit: take a single verse from your morning reading into the rest of your day. Say it in the car. Pray it at bedtime.\n\n" +
        "And hear God’s promise to Joshua as his promise to you: “Yahweh your God is with you wherever you go.”",
      reflectionQuestion:
        "What one verse from this week do you most need to carry with you into the days ahead?",
      prayerPrompt:
        "Ask God to make his word stay with you through the day. Ask for grace to obey what you read, not just understand it.",
      actionStep:
        "Write one verse from this week on a card or your phone’s lock screen, and read it aloud at least three times before the day is over.",
    },
  ],
};
