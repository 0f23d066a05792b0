import type { LibraryWhisper } from "./types";

/**
 * Shepherd's Whisper: short encouragements shown on the Today screen after a victory (an honest
 * journal reflection), a low daily check-in, or a struggle (the closeness slider below 30).
 * 18 per trigger. Verse text is read from the bundled World English Bible, never stored here.
 */
export const libraryWhispers: LibraryWhisper[] = [
  {
    slug: "victory-truth-inside",
    triggerType: "victory",
    message:
      "You just put down something true, not something polished. That matters. God is not after a performance from you; he wants the truth of what is going on inside, and you gave him some of it today. Keep that page honest. Tomorrow, read it back once and ask him what he wants to do with it.",
    verse: "Psalms 51:6",
  },
  {
    slug: "victory-search-me",
    triggerType: "victory",
    message:
      "Most men never stop long enough to let God look at what is actually in them. You just did. Whatever you found there, the good and the ugly, you brought it into the light instead of burying it. That is how the everlasting way gets walked: one honest look at a time.",
    verse: "Psalms 139:23-24",
  },
  {
    slug: "victory-deep-water",
    triggerType: "victory",
    message:
      "What is in a man's heart runs deep, and it rarely comes up on its own. You did the work of drawing some of it out today. Do not rush past what you wrote. Sit with the one line that surprised you, and bring that line to God before you sleep.",
    verse: "Proverbs 20:5",
  },
  {
    slug: "victory-still-at-work",
    triggerType: "victory",
    message:
      "You are not finished, and what you wrote shows it. Good. That is not a mark against you; it is evidence that God is still at work in you and has not set the tools down. He started this. He means to complete it. Keep showing up and let him keep working.",
    verse: "Philippians 1:6",
  },
  {
    slug: "victory-considered-ways",
    triggerType: "victory",
    message:
      "Taking stock of your ways is the first half of turning. You did that honestly just now. The second half is one step. Look at what you wrote and pick the smallest thing it asks of you, a call, an apology, a change in your evenings, and do it before the week gets away from you.",
    verse: "Psalms 119:59",
  },
  {
    slug: "victory-faithful-in-little",
    triggerType: "victory",
    message:
      "A few honest minutes with a journal does not look like much. It is, though. The man who is faithful in small, unseen things is the man God trusts with more. Nobody at work or at home saw you do this. He did. Keep building on the quiet stuff.",
    verse: "Luke 16:10",
  },
  {
    slug: "victory-doer-of-the-word",
    triggerType: "victory",
    message:
      "Reflection that stays on the page is only half done. You have already named something real; now give it legs. Choose one thing from what you wrote and put it into practice in the next twenty-four hours. Hearing is where it starts. Doing is where you grow.",
    verse: "James 1:22",
  },
  {
    slug: "victory-dawning-light",
    triggerType: "victory",
    message:
      "Growth rarely feels like a sunrise while you are in it. It feels like a little more light than yesterday. What you wrote is some of that light. You may not see the whole road yet, and you do not need to. Keep walking toward it, one ordinary day after another.",
    verse: "Proverbs 4:18",
  },
  {
    slug: "victory-did-not-hide",
    triggerType: "victory",
    message:
      "You did not hide it. That is the hardest part, and you just did it. The man who keeps his failures in the dark carries them alone; the man who names them before God finds them forgiven. Breathe out. You are not the sum of what you confessed. You are his.",
    verse: "Psalms 32:5",
  },
  {
    slug: "victory-remember-his-deeds",
    triggerType: "victory",
    message:
      "Write it down so you remember. Some day you will be in a dry stretch and need proof that God met you. Pages like this become that proof. Mark what he has done in you lately, even the small things, and come back to read them when the fog rolls in.",
    verse: "Psalms 77:11",
  },
  {
    slug: "victory-iron-sharpens",
    triggerType: "victory",
    message:
      "What you wrote today is worth more if another man hears it. You do not have to share every word. Pick one honest thing and tell a brother you trust this week. Reflection alone steadies you. Reflection shared with a friend sharpens you both.",
    verse: "Proverbs 27:17",
  },
  {
    slug: "victory-no-bitterness",
    triggerType: "victory",
    message:
      "Honesty on the page tends to soften a man at home. Bitterness grows in silence, and you just broke some silence. If anything you wrote touches your marriage, carry one piece of it to your wife tonight, gently, as an opening and not an argument.",
    verse: "Colossians 3:19",
  },
  {
    slug: "victory-talk-at-home",
    triggerType: "victory",
    message:
      "Your kids will not remember your speeches. They will remember whether faith was something you actually lived and talked about at the table and in the car. What you just wrote is raw material for that. Share a piece of it with them this week, in plain words.",
    verse: "Deuteronomy 6:6-7",
  },
  {
    slug: "victory-work-heartily",
    triggerType: "victory",
    message:
      "You took time to reflect, and that will follow you into your work tomorrow. The meeting, the job site, the inbox: all of it can be done for the Lord and not only for a boss. Carry one line of what you wrote with you, and let it shape how you work.",
    verse: "Colossians 3:23",
  },
  {
    slug: "victory-count-your-days",
    triggerType: "victory",
    message:
      "Counting your days is not morbid; it is how a man gets wise. You just spent a few of your minutes paying attention to your life instead of drifting through it. That is wisdom in practice. Do it again tomorrow. The days add up faster than you think.",
    verse: "Psalms 90:12",
  },
  {
    slug: "victory-renewed-mind",
    triggerType: "victory",
    message:
      "Change starts in the mind before it shows up in your habits. By writing honestly, you gave God room to renew how you think about yourself, your temptations, and your calling. That is slow work and real work. Keep feeding your mind what is true, and watch what changes downstream.",
    verse: "Romans 12:2",
  },
  {
    slug: "victory-pondering",
    triggerType: "victory",
    message:
      "Mary kept what she had seen and turned it over in her heart. You just did something like that. In a world that wants your attention every second, pondering is a quiet act of faith. Keep the habit. What you turn over with God today becomes tomorrow's steadiness.",
    verse: "Luke 2:19",
  },
  {
    slug: "victory-press-on",
    triggerType: "victory",
    message:
      "Even Paul said he had not arrived, so you do not have to pretend you have. Whatever you wrote about your past, let it teach you, then leave it behind you. Face forward. There is a goal ahead and a God who called you to it. Take the next step toward it today.",
    verse: "Philippians 3:13-14",
  },
  {
    slug: "daily-checkin-draw-near",
    triggerType: "daily_checkin",
    message:
      "Thank you for being honest about where you are. Distance from God is not the end of the story; it is a place to start walking back from. You do not have to close the whole gap today. Take one step toward him, even a short prayer in the car, and he will meet you.",
    verse: "James 4:8",
  },
  {
    slug: "daily-checkin-call-in-truth",
    triggerType: "daily_checkin",
    message:
      "You told the truth about today, and that counts as calling on him in truth. He is not waiting for a better version of you to show up. He is near right now, to this version. Say one honest sentence to him before you move on with your day.",
    verse: "Psalms 145:18",
  },
  {
    slug: "daily-checkin-pour-it-out",
    triggerType: "daily_checkin",
    message:
      "Some days there is nothing tidy to offer God, only a tangle of frustration, worry, and fatigue. Pour that out. He can take it. Find five minutes alone, even in a parked truck, and tell him exactly what is weighing on you. No filter and no formal language required.",
    verse: "Psalms 62:8",
  },
  {
    slug: "daily-checkin-heavy-burdened",
    triggerType: "daily_checkin",
    message:
      "Feeling far from God often just means you are carrying too much. Jesus does not meet tired men with a lecture. He offers rest. Name the heaviest thing on your shoulders today, then hand it to him out loud. Let that be your whole prayer for now.",
    verse: "Matthew 11:28",
  },
  {
    slug: "daily-checkin-still-far-off",
    triggerType: "daily_checkin",
    message:
      "In the story of the lost son, the father saw him while he was still far off, and he ran. That is how God sees you today. You do not need a rehearsed speech. Just turn toward home. One honest prayer is a turn, and he is already running.",
    verse: "Luke 15:20",
  },
  {
    slug: "daily-checkin-help-my-unbelief",
    triggerType: "daily_checkin",
    message:
      "A father once came to Jesus half believing and said so out loud. Jesus did not send him away. He helped. If your faith feels thin today, you can pray the same words: “I believe. Help my unbelief!” That is not weak faith. It is honest faith, and it is enough to start.",
    verse: "Mark 9:24",
  },
  {
    slug: "daily-checkin-arise-and-eat",
    triggerType: "daily_checkin",
    message:
      "When Elijah hit bottom, God did not start with a sermon. He gave him food and sleep, because the journey was too great for him. Sometimes distance from God is plain exhaustion. Eat a real meal, go to bed on time tonight, and count that as a faithful act.",
    verse: "1 Kings 19:7",
  },
  {
    slug: "daily-checkin-new-every-morning",
    triggerType: "daily_checkin",
    message:
      "Today did not go the way you wanted, and you feel it. That is all right. His mercies do not run out at the end of a bad day; they are new every morning. Set this one down tonight, and tomorrow, before you reach for your phone, give him the first minute.",
    verse: "Lamentations 3:22-23",
  },
  {
    slug: "daily-checkin-be-still",
    triggerType: "daily_checkin",
    message:
      "You may be more busy than distant. Noise has a way of crowding God out. Before you pick up the next thing, sit still for two minutes. No agenda, no list. Just breathe and remember who he is. That is not wasted time. It is the point.",
    verse: "Psalms 46:10",
  },
  {
    slug: "daily-checkin-morning-voice",
    triggerType: "daily_checkin",
    message:
      "No guilt about where you are today. Just set up tomorrow differently. Before the email and before the news, say a few words to God in the morning and lay out what you need. Then watch for him through the day. Small rhythms pull a man back close.",
    verse: "Psalms 5:3",
  },
  {
    slug: "daily-checkin-small-things",
    triggerType: "daily_checkin",
    message:
      "Do not despise small beginnings. You do not need a breakthrough today, just one small thing done in faith. Read a single psalm. Pray for your wife by name. Thank God for one thing that went right. Small things are where he usually starts rebuilding.",
    verse: "Zechariah 4:10",
  },
  {
    slug: "daily-checkin-two-are-better",
    triggerType: "daily_checkin",
    message:
      "Men tend to drift alone and tell no one. Do not. Send a short text to a brother you trust: rough day, pray for me. You do not need to explain everything. Letting another man lift you up is not weakness; it is how God built us to stand.",
    verse: "Ecclesiastes 4:9-10",
  },
  {
    slug: "daily-checkin-not-turned-away",
    triggerType: "daily_checkin",
    message:
      "Maybe you feel you have drifted too far or too often to come back easily. Jesus said the one who comes to him he will in no way throw out. That includes today, and that includes you. Come as you are, even if all you have is one honest sentence.",
    verse: "John 6:37",
  },
  {
    slug: "daily-checkin-dry-land",
    triggerType: "daily_checkin",
    message:
      "David wrote about thirsting for God in a dry and weary land. Dry seasons are not proof you have failed; they come to men who keep seeking him. Admit the thirst. Then drink what you can today: one psalm, read slowly, out loud if you can.",
    verse: "Psalms 63:1",
  },
  {
    slug: "daily-checkin-lamp-to-feet",
    triggerType: "daily_checkin",
    message:
      "A lamp lights the next step, not the whole road. You do not need to see all of it today. Open the Bible to one verse, just one, and carry it with you through the afternoon. Let that be enough light for the next few steps.",
    verse: "Psalms 119:105",
  },
  {
    slug: "daily-checkin-inner-room",
    triggerType: "daily_checkin",
    message:
      "Closeness with God rarely comes back through effort alone. It comes back in secret, in small moments no one else sees. Find a door you can close today, an office, a spare room, a car, and spend three minutes with your Father. He sees you there.",
    verse: "Matthew 6:6",
  },
  {
    slug: "daily-checkin-gift-of-sleep",
    triggerType: "daily_checkin",
    message:
      "Running on fumes makes everything feel farther away, including God. Staying up late and rising early to grind more out of yourself is not the same as faithfulness. He gives sleep to those he loves. Tonight, put the work down at a set time and trust him with what is left undone.",
    verse: "Psalms 127:2",
  },
  {
    slug: "daily-checkin-he-cares",
    triggerType: "daily_checkin",
    message:
      "Worry has a way of making God feel distant, because it fills every corner of your mind. Name the specific worries: the bills, the job, the kid you are concerned about. Write them down, then give them to him one by one. He cares about each of them.",
    verse: "1 Peter 5:7",
  },
  {
    slug: "struggle-near-the-broken",
    triggerType: "struggle",
    message:
      "Right now you feel far from God, but he is not far from you. He moves toward broken hearts, not away from them. You do not have to feel his nearness for it to be true. Stay here a moment and let that settle before you do anything else.",
    verse: "Psalms 34:18",
  },
  {
    slug: "struggle-not-alone",
    triggerType: "struggle",
    message:
      "You are not facing this hour by yourself. God has already gone ahead of you into whatever comes next, and he is with you in it now. He will not walk out on you. Take a slow breath, and take the next step knowing you are not alone.",
    verse: "Deuteronomy 31:8",
  },
  {
    slug: "struggle-bruised-reed",
    triggerType: "struggle",
    message:
      "If you feel bent and barely burning right now, hear this: God does not snap bruised reeds or snuff out faint flames. He is gentle with men in exactly your condition. You do not have to be strong for him this hour. Let him be careful with you.",
    verse: "Isaiah 42:3",
  },
  {
    slug: "struggle-grace-in-weakness",
    triggerType: "struggle",
    message:
      "You do not have to pretend you are fine. Weakness is not a disqualifier with God; it is where his strength shows up best. Tell him plainly that you have nothing left right now. His grace is enough for exactly that, and it is enough for you.",
    verse: "2 Corinthians 12:9",
  },
  {
    slug: "struggle-no-condemnation",
    triggerType: "struggle",
    message:
      "If shame is doing the talking right now, it is lying to you. For the man who belongs to Christ, there is no condemnation. Not less condemnation. None. Conviction draws you back to God; condemnation drives you away from him. Refuse the voice that says you are finished, and turn toward him.",
    verse: "Romans 8:1",
  },
  {
    slug: "struggle-way-of-escape",
    triggerType: "struggle",
    message:
      "If temptation is pressing hard right now, you are not the first man to face it, and you are not trapped. God provides a way out. Look for it and take it: stand up, leave the room, put the phone somewhere else, call a brother. Do it now, not in five minutes.",
    verse: "1 Corinthians 10:13",
  },
  {
    slug: "struggle-he-understands",
    triggerType: "struggle",
    message:
      "Jesus knows what it is to be tempted, tired, and pressed. He is not looking down on you from a distance; he understands this from the inside. So come to him boldly, not sheepishly. Mercy and help for this exact moment are what he offers. Ask for them.",
    verse: "Hebrews 4:15-16",
  },
  {
    slug: "struggle-how-long",
    triggerType: "struggle",
    message:
      "David asked God how long he would hide his face. Those words are in your Bible on purpose. You are allowed to say them too. Honest complaint is still prayer, and it keeps you talking to him instead of walking away. Tell him how this feels, plainly.",
    verse: "Psalms 13:1-2",
  },
  {
    slug: "struggle-through-the-valley",
    triggerType: "struggle",
    message:
      "The valley is real, and you are in it. But the Shepherd does not wait at the far end for you to find your own way out. He walks through it with you, rod and staff in hand. You do not have to see the exit. Just keep walking with him.",
    verse: "Psalms 23:4",
  },
  {
    slug: "struggle-nothing-separates",
    triggerType: "struggle",
    message:
      "Whatever you feel right now, and however far off God seems, nothing can separate you from his love in Christ. Not your mood, not your failures, not this day. Feelings rise and fall. His love holds. Rest your weight on that for the next hour.",
    verse: "Romans 8:38-39",
  },
  {
    slug: "struggle-he-remembers-dust",
    triggerType: "struggle",
    message:
      "You know how your heart turns toward your own kids when they are hurting. God is that kind of Father toward you, and more. He knows what you are made of. He is not surprised by your limits, and he is not disgusted. He has compassion. Let him.",
    verse: "Psalms 103:13-14",
  },
  {
    slug: "struggle-foot-slipping",
    triggerType: "struggle",
    message:
      "Maybe your foot feels like it is slipping and your thoughts will not settle. The psalmist felt that too, and found God's loving kindness holding him up. Say it to him as simply as that: I am slipping. Then let him hold you while your mind slows down.",
    verse: "Psalms 94:18-19",
  },
  {
    slug: "struggle-when-you-fall",
    triggerType: "struggle",
    message:
      "You may have fallen today. That is not the last word. A man who falls can rise, and when he sits in darkness, God is a light to him. Do not wait until you feel worthy to get up. Get up now, and let him light the next step.",
    verse: "Micah 7:8",
  },
  {
    slug: "struggle-out-of-the-pit",
    triggerType: "struggle",
    message:
      "Some holes are too deep to climb out of alone. David knew that. He waited, cried out, and God pulled him up and set his feet on rock. You can cry out now. Then wait for him, and let him do the lifting. He knows where the solid ground is.",
    verse: "Psalms 40:1-2",
  },
  {
    slug: "struggle-tears-kept",
    triggerType: "struggle",
    message:
      "Men are told to hold it together. God is not asking you to. He keeps track of every sleepless night and every tear you have not let anyone see. None of it is lost on him. You are not invisible in this. He sees, and he stays.",
    verse: "Psalms 56:8",
  },
  {
    slug: "struggle-spirit-prays",
    triggerType: "struggle",
    message:
      "If you cannot find the words to pray right now, that is all right. The Spirit prays for you when you do not know what to say, with groanings no words can carry. Sit quietly before God. A sigh offered to him is still a prayer.",
    verse: "Romans 8:26",
  },
  {
    slug: "struggle-pressed-not-crushed",
    triggerType: "struggle",
    message:
      "You are pressed hard right now, maybe at work, maybe at home, maybe in your own head. Pressed is not crushed. Struck down is not destroyed. God has not left you in this. Get through the next hour, then the next. He will carry you farther than you think.",
    verse: "2 Corinthians 4:8-9",
  },
  {
    slug: "struggle-lifts-your-head",
    triggerType: "struggle",
    message:
      "If your head is down right now, from shame, exhaustion, or disappointment, you do not have to lift it by yourself. God is the one who lifts up your head. Let him. Look up for a moment, say his name, and let him remind you whose you are.",
    verse: "Psalms 3:3",
  },
];
