import type { PlanTheme } from "../types";

/** Work and Leadership: three themes each, three days a theme. */
export const workThemes: PlanTheme[] = [
  {
    key: "work-as-worship",
    days: [
      {
        passage: "Colossians 3:23-24",
        title: "Who You Really Work For",
        teaching:
          "Your name is on a timesheet or a contract, and somebody signs off on your work. But Scripture tells you who you are really working for: the Lord. That changes Monday. The report nobody will read carefully, the job site cleanup, the spreadsheet at four in the afternoon — all of it can be offered to God. Working as for him does not mean working yourself into the ground. It means doing honest, wholehearted work because he sees it, even when no one else does.",
        question: "Which part of your work do you do half-heartedly because you think nobody notices?",
        prayer: "Offer your workday to God before it starts. Ask him to make the unnoticed parts of your job an act of worship.",
        action: "Pick the task you've been doing carelessly and do it properly today, as if Jesus were the one signing off on it.",
      },
      {
        passage: "Genesis 2:15",
        title: "Work Before the Fall",
        teaching:
          "God gave the first man work before anything went wrong in the world. He put him in the garden to cultivate it and keep it. Work is not the curse; the thorns are. That means your job, even a frustrating one, carries a dignity God built into it: tending, building, fixing, caring for what has been entrusted to you. On the days work feels pointless, remember that making things grow and keeping them safe is part of how you bear God's image.",
        question: "What in your work is cultivating and keeping something good, even if it feels small?",
        prayer: "Thank God for the work he has given you, including the parts you find dull. Ask him to show you the good in it.",
        action: "At the end of today, write down one thing your work cultivated or kept safe, however small.",
      },
      {
        passage: "1 Thessalonians 4:11-12",
        title: "A Quiet Ambition",
        teaching:
          "Paul tells ordinary believers to make it their ambition to lead a quiet life, mind their own business and work with their hands. That is a strange ambition in a culture of personal brands and constant comparison. It is not a call to lack drive. It is a call to steady faithfulness: showing up, doing good work, paying your way, and letting your life speak to the people around you. A quiet, reliable man earns a respect that noise never does.",
        question: "Where is comparison or the need to be noticed stealing your peace at work?",
        prayer: "Ask God to free you from the need to be seen, and to make you steady and faithful where he has put you.",
        action: "Do one piece of work today without mentioning it to anyone or posting about it.",
      },
    ],
  },
  {
    key: "work-integrity",
    days: [
      {
        passage: "Proverbs 10:9",
        title: "Walking Securely",
        teaching:
          "The man of integrity walks securely; the one who takes crooked paths will be found out. Integrity is not only about avoiding fraud. It is about being one person: the same in the meeting and in the break room, on the invoice and in the conversation. A man with nothing to hide sleeps better, decides faster and is trusted more. Compromise always promises an advantage, but it quietly builds a life you have to keep managing.",
        question: "Is there anywhere at work where you are a different man depending on who is watching?",
        prayer: "Ask God to make you whole, the same man in every room, and to show you any crooked path you have started down.",
        action: "Straighten one thing today: correct an exaggeration, return what isn't yours, or tell the full story you shaded.",
      },
      {
        passage: "Luke 16:10",
        title: "Faithful in Little",
        teaching:
          "Jesus said that whoever is faithful in very little is faithful in much. Character is built and revealed in small things: the ten minutes padded on a timesheet, the office supplies taken home, the expense rounded up. Nobody is ruined by one small compromise, but every small compromise trains you. The same is true the other way: small honesty, practised daily, makes a man who can be trusted with far more.",
        question: "What small thing at work have you told yourself doesn't matter?",
        prayer: "Confess any small dishonesty you've excused. Ask God to make you faithful in the little things no one checks.",
        action: "Go through one small area of your work today — time, expenses, or a promise made — and make it fully honest.",
      },
      {
        passage: "Proverbs 11:1",
        title: "Honest Scales",
        teaching:
          "God hates a false balance and delights in accurate weights. In the ancient market, cheating was done with a scale that looked fair but was not. Today it is done with fine print, hidden fees, inflated estimates and promises you never meant to keep. God cares about your business dealings. He delights when a man gives a fair measure, tells a customer the truth, and prices his work honestly, even when nobody would ever find out.",
        question: "Where in your dealings with customers, clients or colleagues are your scales not quite true?",
        prayer: "Ask God to give you the courage to deal fairly even when it costs you, and thank him that he delights in honest work.",
        action: "Review one quote, bill or promise you've made and make sure it is fully fair to the other person.",
      },
    ],
  },
  {
    key: "work-bosses-and-workers",
    days: [
      {
        passage: "Ephesians 6:5-9",
        title: "One Master Over Both",
        teaching:
          "Paul speaks to workers and to those in charge of them in the same breath, and he reminds both that they have the same Master in heaven, who shows no favouritism. If you answer to someone, serve sincerely, not only when they are watching. If people answer to you, treat them as someone who will also give an account. Whatever your position on the org chart, you are under God, and so is everyone above and below you.",
        question: "How would you treat the people above and below you differently if you remembered you share one Master?",
        prayer: "Pray for your boss and for anyone who reports to you, by name. Ask God to help you treat them as people he sees.",
        action: "Do one thing today that serves your boss's real goals, and one thing that makes the work of someone under you easier.",
      },
      {
        passage: "1 Peter 2:18-20",
        title: "When the Boss Is Unfair",
        teaching:
          "Peter wrote to workers whose masters were not always kind, and told them that enduring unjust treatment with a clear conscience is commendable before God. That is not a call to accept abuse or stay silent about wrongdoing. It is a call not to let an unfair boss turn you into a bitter man. You can do good work, speak up wisely, and even look for another job, all without letting resentment take root in your heart.",
        question: "Is an unfair person at work making you bitter, and how is it showing?",
        prayer: "Tell God honestly about the unfairness you face. Ask him to guard your heart from bitterness and to show you any wise step to take.",
        action: "Write down one thing you can do well this week regardless of how you are treated, and one wise step, if any, to address the unfairness.",
      },
      {
        passage: "Deuteronomy 24:14-15",
        title: "Pay Them Before Sundown",
        teaching:
          "God's law told employers to pay a hired worker on the day he earned it, because he was poor and counting on it. God pays attention to how people with power treat people without it. If you run a crew, manage a team or hire help, your decisions land on real households. Paying promptly, keeping promises, giving credit and not squeezing people because you can — these are acts of justice God notices.",
        question: "Who depends on a decision of yours, and how are you treating them?",
        prayer: "Ask God to make you fair and generous with anyone who depends on you, and to show you where you have been careless.",
        action: "Settle one thing you owe today: an invoice, a promised raise, a thank-you, or credit given where it is due.",
      },
    ],
  },
  {
    key: "leadership-shepherds",
    days: [
      {
        passage: "Psalms 23:1-4",
        title: "Led Before You Lead",
        teaching:
          "Before David led a nation, he learned what it meant to be led: the Lord was his shepherd. Every leader needs that order. A man who is not being led by God will lead others out of his own fear, pride or exhaustion. A man who lets God make him lie down, restore his soul and walk with him through dark valleys can lead others with a calm they can feel. Your leadership will never be healthier than your own following.",
        question: "Are you being led by God right now, or only leading?",
        prayer: "Let the Lord shepherd you today. Tell him where you are tired or afraid, and ask him to restore your soul.",
        action: "Take ten quiet minutes before your first meeting or responsibility today to be still before God.",
      },
      {
        passage: "John 10:11-14",
        title: "Know Your Sheep",
        teaching:
          "Jesus contrasts the good shepherd with the hired hand. The hired hand runs when the wolf comes because the sheep are not his. The good shepherd knows his sheep and they know him. Whether you lead a family, a team or a small group, people can tell whether you see them as yours to care for or as a job to get through. Good leaders know names, notice struggles and stay when things get hard.",
        question: "Do the people you lead experience you as a shepherd or as a hired hand?",
        prayer: "Pray by name for the people you lead. Ask God to give you a shepherd's heart for them.",
        action: "Ask one person you lead how they are really doing, and listen long enough to learn something new.",
      },
      {
        passage: "1 Peter 5:2-4",
        title: "Not Lording It Over",
        teaching:
          "Peter told the elders to shepherd willingly, not for gain, and not by lording it over those in their care but by being examples. Authority is easy to misuse because it works: people comply. But compliance is not the same as following. The leader who gives orders he would not carry out himself loses the people even when he keeps them. Lead by example first and by instruction second.",
        question: "Where are you asking others to do what you are not doing yourself?",
        prayer: "Confess any way you have used your authority for your own comfort. Ask God to make you an example worth following.",
        action: "Do one unglamorous task today that you would normally hand to someone else.",
      },
    ],
  },
  {
    key: "leadership-servant",
    days: [
      {
        passage: "Mark 10:42-45",
        title: "Not So Among You",
        teaching:
          "Jesus looked at how the rulers of his day used power and said plainly: it shall not be so among you. Whoever wants to be great must be a servant. He did not abolish leadership; he turned it upside down. A servant leader still makes hard calls, sets direction and holds people to account. But he does it for their good and not his own image, and he measures success by how the people around him grow.",
        question: "By what do you actually measure your success as a leader?",
        prayer: "Thank Jesus that he came to serve and give his life. Ask him to rearrange your idea of greatness.",
        action: "Ask someone you lead: What is one thing I could do that would make your work easier? Then do it.",
      },
      {
        passage: "John 13:12-15",
        title: "The Towel",
        teaching:
          "After washing his disciples' feet, Jesus asked if they understood what he had done. Their Lord and Teacher had done a servant's job, and he told them to do the same. The towel is still the mark of Christian leadership. It is rarely dramatic. It looks like staying late to help, cleaning up after the event, taking the blame for a team failure and passing on the credit for a success.",
        question: "What would picking up the towel look like in your home or workplace this week?",
        prayer: "Ask Jesus for the humility to serve the people you lead in ways that cost you something.",
        action: "Take one thankless job off someone else's plate today without being asked.",
      },
      {
        passage: "Philippians 2:3-5",
        title: "Others First",
        teaching:
          "Paul tells believers to do nothing from selfish ambition or conceit, but in humility to count others more significant than themselves, and to have the same mind as Christ. For a leader, this is practical: whose interests shape your decisions? Do you choose the plan that makes you look good, or the one that serves the people who will carry it out? Humility is not thinking less of yourself. It is thinking of yourself less.",
        question: "Whose interests shaped your last big decision?",
        prayer: "Ask God to give you the mind of Christ in your next decision, and to show you whose interests you are overlooking.",
        action: "Before your next decision today, ask: who does this cost, and have I considered them?",
      },
    ],
  },
  {
    key: "leadership-wise-and-just",
    days: [
      {
        passage: "Proverbs 11:14",
        title: "Many Counselors",
        teaching:
          "Where there is no wise guidance, people fall, but in the multitude of counselors there is victory. Leaders are tempted to think asking for advice looks weak. In fact, the lone leader who never asks is often the one who makes the avoidable mistake. Wise men surround themselves with people who will tell them the truth, and then they actually listen, especially when the advice is unwelcome.",
        question: "Who tells you the truth, and when did you last really listen to them?",
        prayer: "Thank God for the wise people he has put around you. Ask him for the humility to seek their counsel before you decide.",
        action: "Bring one decision you are facing to a wise friend or mentor this week and ask what you're missing.",
      },
      {
        passage: "Exodus 18:21",
        title: "You Can't Carry It Alone",
        teaching:
          "Moses was judging the people from morning until evening, and his father-in-law told him bluntly that it was not good: he would wear himself out. The answer was to find capable, God-fearing, honest men and share the load. Many leaders burn out because they cannot let go. Delegation is not laziness; it is stewardship. It grows other people and keeps you from becoming the bottleneck.",
        question: "What are you holding onto that someone else could carry, and why?",
        prayer: "Ask God to show you what to hand off, and to whom. Ask him to free you from needing to control everything.",
        action: "Choose one responsibility to hand to someone capable this week, and explain it to them properly.",
      },
      {
        passage: "2 Samuel 23:3-4",
        title: "Like Morning Light",
        teaching:
          "David's last words describe a man who rules justly, in the fear of God, as being like the light of morning, like grass springing up after rain. Good leadership makes things grow. People flourish under a leader who is fair, who fears God more than he fears losing face, and who does the right thing when it is not convenient. The question is not only what you achieve but what grows under your care.",
        question: "What is growing, or withering, under your leadership?",
        prayer: "Ask God to make your leadership like morning light for the people under it: fair, steady and life-giving.",
        action: "Make one decision today on the basis of what is right rather than what is easiest, and tell God about it.",
      },
    ],
  },
];
