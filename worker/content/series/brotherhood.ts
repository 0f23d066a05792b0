import type { LibrarySeries } from "../types";

export const brotherhoodSeries: LibrarySeries = {
  slug: "brotherhood-shoulder-to-shoulder",
  focusArea: "Brotherhood",
  title: "Shoulder to Shoulder",
  subtitle: "Five weeks on the friendships men need and rarely have",
  description:
    "A five-week study for men who have plenty of acquaintances and too few real friends. Beginning with Jesus calling his disciples friends, the series walks through the brotherhood Scripture describes: loyalty that outlives a friend, honesty about brothers who part ways, confession and prayer that bring healing, and the patient restoration of a man who has fallen. It is meant for a group willing to go a little deeper each week, and it will ask every man around the table to go first.",
  sessions: [
    {
      title: "I Have Called You Friends",
      passage: "John 15:12-17",
      teaching:
        "Ask a room of married men with jobs and kids how many close friends they have, and the honest answer is often none. Plenty of acquaintances: guys from work, guys from church, the group chat about football. But no one who knows what they are actually afraid of. Many men drift into their forties surrounded by people and deeply alone.\n\n" +
        "Jesus spoke to his disciples on the night before he died, and one of the last things he did was redefine their relationship. “No longer do I call you servants, for the servant doesn’t know what his lord does. But I have called you friends.” What made them friends was not proximity or shared hobbies. It was disclosure. Everything he had heard from the Father, he had made known to them. Friendship begins where a man lets another man see inside.\n\n" +
        "Then Jesus sets the standard for how his friends love one another: “Greater love has no one than this, that someone lay down his life for his friends.” Few of us will be asked to die for a brother. But all of us are asked to lay down smaller pieces of our lives: an evening, a Saturday, a comfortable silence, the safety of not getting involved. Friendship costs time and it costs pride.\n\n" +
        "Jesus also says that they did not choose him; he chose them. The friendships of the kingdom begin with God’s initiative, and they are meant to bear fruit that lasts. The men around this table are not here by accident. God may be answering a loneliness you have never admitted.\n\n" +
        "Brotherhood will not happen to you by drifting. Someone has to go first: to ask the real question, to give the real answer, to make the call. Jesus went first with us. This series asks you to go first with someone else.",
      questions: [
        "Honestly, how many men know what you are most afraid of right now?",
        "Jesus made his disciples friends by making things known to them. What makes it so hard for men to let another man see inside?",
        "What smaller pieces of your life could you lay down for a brother this month?",
        "What has friendship with other men cost you in the past, and what has the lack of it cost you?",
        "Who is one man God might be putting in front of you to go first with?",
      ],
      prayer:
        "Lord Jesus, you called us friends when we were only servants, and you laid down your life for us. Forgive us for hiding behind busyness and small talk. Give us courage to let other men see inside, and to love them with our time, attention and honesty. Thank you for the brothers around this table. Make our friendships bear fruit that lasts. Amen.",
      atHome:
        "Call or meet one man from this group before we meet again. Ask him how he is really doing, and tell him one true thing about how you are.",
    },
    {
      title: "A Seat at the King’s Table",
      passage: "2 Samuel 9:1-8",
      teaching:
        "Years earlier, David and Jonathan had made a covenant. Jonathan was the king’s son and David’s closest friend, and he had risked his father’s fury to protect David. Now Jonathan is dead, David is king, and he asks a question most powerful men would never ask: “Is there yet any who is left of Saul’s house, that I may show him kindness for Jonathan’s sake?”\n\n" +
        "In that world a new king often wiped out the family of the old one. Mephibosheth, Jonathan’s son, had every reason to stay hidden. He was lame in his feet and living in Lo Debar, far from the palace. When he is summoned, he falls on his face, and when David speaks kindly, he can only ask why the king would look at “such a dead dog as I am.”\n\n" +
        "David’s loyalty to his friend outlived his friend. He restored Mephibosheth’s land and gave him a permanent seat at the royal table. This is brotherhood that keeps its word when no one is left to enforce it. Some of us have friends who have died, moved away or fallen on hard times. Their widows, their sons and their unfinished business may be where our faithfulness is tested.\n\n" +
        "Listen to David’s own phrase: he wants to show the kindness of God to someone. That is the heart of the story. David does for Mephibosheth what God does for us. We were far off, broken and sure we were worth nothing, and the King sought us out for the sake of another and set us at his table.\n\n" +
        "Brotherhood among Christian men is meant to mirror that kindness. It notices the man who has been hidden away. It seeks out the one who assumes he is forgotten. It keeps promises long after the emotion that made them has faded.",
      questions: [
        "Who in your life is a Mephibosheth, someone hidden away who assumes he has been forgotten?",
        "Is there a promise you made to a friend, spoken or unspoken, that you have let slide?",
        "Whose family could you care for because of a brother you have lost or drifted from?",
        "When have you felt like Mephibosheth, sure you were not worth anyone’s attention, and what did kindness do for you then?",
        "How does knowing that God sought you out for Christ’s sake change the way you treat men who are hard to be around?",
      ],
      prayer:
        "King of kings, you sought us out when we were far off and broken, and you gave us a place at your table for the sake of your Son. Teach us to show that same kindness to other men. Open our eyes to the ones who have been hidden away and forgotten. Make us faithful to our promises long after the feelings fade. Amen.",
      atHome:
        "Reach out to a man who has dropped out of sight, perhaps someone who left the church, lost a job or lost his wife, and invite him to a meal.",
    },
    {
      title: "When Brothers Part",
      passage: "Acts 15:36-41",
      teaching:
        "It would be easier if the Bible left this story out. Paul and Barnabas had been through everything together. Barnabas had vouched for Paul when the church was still afraid of him. They had been driven out of cities side by side, and Barnabas had seen Paul stoned and left for dead. Then they argued about a young man named Mark, who had quit on them during an earlier journey. “Then the contention grew so sharp that they separated from each other.”\n\n" +
        "Two godly men, both sure they were right, and a partnership that split over it. Paul had a point: the mission was dangerous and needed men who would not quit. Barnabas had a point too: the young man needed a second chance, and Barnabas had always been the one to give them. Scripture does not tell us who was right. It tells us that even good brothers can fall out.\n\n" +
        "That is honest, and oddly comforting. If you have lost a friendship in the church over a decision, a business deal or a hurtful word, you are not the first. But the story does not end in this chapter. Years later Paul writes warmly of Mark and asks for him to be brought, because he is useful for ministry. Barnabas’s investment in Mark paid off, and Paul was big enough to say so. The rupture was real, but it was not final.\n\n" +
        "Some conflicts end in separate roads, and God can still use both roads. But pride often keeps a parting permanent when it did not need to be. A man who can say I was wrong about you, or we disagreed and I still honor you, is rare and valuable.\n\n" +
        "Is there a brother you parted from sharply? The sharpness may have been unavoidable. The silence that followed may not be.",
      questions: [
        "Paul and Barnabas both believed they were right. Whose side do you instinctively take, and what does that say about you?",
        "Have you lost a friendship in the church or at work over a sharp disagreement, and what happened afterward?",
        "Barnabas gave Mark a second chance. Who gave you one, and who might need one from you?",
        "What is the difference between a parting that is necessary and a silence kept in place by pride?",
        "What would it take for you to reach out to a brother you have parted from?",
      ],
      prayer:
        "Father, you reconciled us to yourself through your Son while we were still your enemies. Forgive our pride, our sharp words and our long silences. Where we must go separate ways from a brother, keep us from bitterness. Where reconciliation is possible, give us the humility to go first. Teach us to give second chances the way you have given them to us. Amen.",
      atHome:
        "Pray by name for a man you have parted from. If it is wise and safe, send him a short message this week honoring something good in him.",
    },
    {
      title: "Confess and Pray",
      passage: "James 5:13-20",
      teaching:
        "James ends his letter not with a grand summary but with a picture of a church where people actually know each other. Suffering people pray. Cheerful people sing. Sick people call for the elders. And then a command most men would rather skip: “Confess your sins to one another and pray for one another, that you may be healed.”\n\n" +
        "We are comfortable confessing sins to God in private. We are far less comfortable saying them out loud to another man. Yet James ties confessing to one another to healing. Sin kept secret grows in the dark. Sin brought into the light, to a trustworthy brother, loses much of its power. Something happens when you hear another man say, I know, you are still my brother, and let’s pray about it right now.\n\n" +
        "This does not mean confessing everything to everyone. Wisdom matters, and a men’s group is not a stage. But every man needs at least one or two brothers who know his real struggles: the anger, the lust, the drinking, the debt, the despair he does not mention at home.\n\n" +
        "James then points to Elijah, “a man with a nature like ours,” whose prayers shut the sky and opened it again. The prayers you pray for your brother are not small. God hears them.\n\n" +
        "Finally, James gives the brotherhood a mission. If one of you wanders from the truth and someone turns him back, that man has saved a soul from death. Brotherhood is not only mutual support. It is going after the man who is drifting, before he is gone. Who in your circle has gone quiet lately? That silence may be the sign that someone needs to go after him.",
      questions: [
        "Why is it so much harder to confess a sin to another man than to God in private?",
        "Have you ever known healing after bringing something into the light with a brother?",
        "Who are the one or two men who know your real struggles, and if there are none, what is holding you back?",
        "How could this group become a safer place for honest confession while still using wisdom?",
        "Who in your circle has gone quiet lately, and what would it look like to go after him?",
      ],
      prayer:
        "Father, you see every sin we have hidden, and still you call us into the light. Give us the courage to confess to one another and the grace to receive each other’s confessions with love. Make us faithful to pray for our brothers. Help us notice the man who is wandering and go after him before he is lost. Heal us together. Amen.",
      atHome:
        "Share one real struggle with a trusted man from this group this week, and ask him to pray for you. Then ask what you can pray for him.",
    },
    {
      title: "Breakfast on the Shore",
      passage: "John 21:15-19",
      teaching:
        "Peter had sworn he would die for Jesus, and within hours he had denied him three times beside a fire in a courtyard. Now the risen Jesus has cooked breakfast for his disciples over another fire on the shore, and after they have eaten he turns to Peter. Three denials; three questions. “Simon, son of Jonah, do you love me?”\n\n" +
        "Jesus does not pretend the failure never happened. The third question grieves Peter because it touches the wound. But Jesus is not reopening the wound to punish him. He is cleaning it so it can heal. Each time Peter answers, Jesus hands him a job: feed my lambs, tend my sheep, feed my sheep. Restoration in Jesus’ hands does not end with forgiveness. It ends with a calling.\n\n" +
        "This is how brothers are meant to restore one another. When a man in your circle falls, through an affair, an addiction, a failure at work or a season of walking away from his faith, the temptation is to do one of two things: pretend nothing happened, or write him off. Jesus does neither. He names the failure gently, asks about the heart, and then gives the man something to do.\n\n" +
        "Notice also that Jesus starts with breakfast. Before the hard conversation there is food, warmth and company. Fallen men rarely need a lecture first. They need someone to sit with them by the fire.\n\n" +
        "The passage ends with the two words that hold all of discipleship: follow me. Peter would one day give his life for the Lord he had denied. The man who falls is not finished. With brothers beside him and Christ ahead of him, his best years of faithfulness may still be in front of him. Be the kind of brother who helps him hear that.",
      questions: [
        "Why do you think Jesus asked Peter three times, and what does that tell you about how he handles our failures?",
        "When a brother falls, do you lean toward pretending nothing happened or toward writing him off?",
        "Jesus fed Peter before he questioned him. What might sitting by the fire look like for a man you know who has fallen?",
        "Peter’s restoration ended with a calling. How can we help a fallen brother find his way back into serving?",
        "Looking back over this series, what is one change you want to make in how you do friendship with other men?",
      ],
      prayer:
        "Lord Jesus, you restored Peter after his failure and gave him work to do. Thank you for restoring us too. Make us brothers who neither ignore sin nor abandon the men who fall. Teach us to sit by the fire with them, to ask about their hearts, and to help them hear your call again. Keep us following you, together, to the end. Amen.",
      atHome:
        "Think of a man who has fallen and pulled away. Invite him for breakfast or coffee this week, and spend most of the time listening rather than advising.",
    },
  ],
};
