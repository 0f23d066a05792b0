/**
 * Prayers for opening and closing a gathering of men, written for this app. They are prayed aloud
 * by whoever leads, in the first person plural, and stand on their own: no scripture is quoted or
 * cited in them, so they fit any passage the guide chooses.
 */

export const OPENING_PRAYERS: readonly string[] = [
  "Father, thank you for bringing us together tonight. Some of us came straight from work, some from bedtime stories and dishes, and all of us carry more than we say. Quiet the noise of the week in us. Open our ears to your word and to one another, and make this an honest hour. In Jesus' name, Amen.",
  "Lord Jesus, you promised to be with those who gather in your name, so we ask you to be here with us now. We are fathers, husbands, sons and friends, and we are tired in different ways. Speak to us through your word, and give each man the courage to say what is true. Amen.",
  "God our Father, we come to you as we are, not as we pretend to be on Sunday mornings. Thank you for these brothers. Guard what is shared here, keep us from easy answers, and teach us something about you that we will carry home to our families. Amen.",
  "Holy Spirit, we cannot open your word by our own cleverness. Slow us down. Let us read carefully, listen well, and speak plainly about our lives. Where one of us is struggling tonight, let the others notice and carry him. We ask this in Jesus' name, Amen.",
  "Father, you know the week each man here has had: the deadlines, the arguments, the small victories, the things no one else saw. We set it all before you now. Make this time more than talk. Meet us in your word and change something in us before we leave. Amen.",
  "Lord, thank you that we do not have to follow you alone. Thank you for every man who showed up tonight when it would have been easier to stay home. Make us honest with each other and humble before you, and let this gathering strengthen our homes. In Jesus' name, Amen.",
];

export const CLOSING_PRAYERS: readonly string[] = [
  "Lord, send us home better men than we came. Help us live what we talked about tonight, at the kitchen table, at work, and in the small moments no one sees. Keep each brother here in your care until we meet again. In Jesus' name, Amen.",
  "Father, thank you for your word and for these men. We confess that it is easier to talk about faithfulness than to practise it. Give us strength for the one thing each of us said he would do, and let us check on each other before the week is out. Amen.",
  "Lord Jesus, you called us friends. Make us good friends to one another: quick to call, slow to judge, and willing to carry a brother's burden. Bless our wives and our children tonight, and make us the men they need. Amen.",
  "God our Father, we leave this gathering, but not your presence. Go with each man into his home and his work this week. Where we are tempted, give us a way out; where we are weary, give us rest; where we have failed, give us your grace. Amen.",
  "Father, we thank you for what you showed us in your word tonight. Do not let it slip away by morning. Plant it deep in us, let it grow into changed habits and softer hearts, and let our children see the difference. In Jesus' name, Amen.",
  "Lord, hold together what you have started among us. Keep us honest, keep us humble, and keep us coming back. Watch over the brothers who could not be here, and over every man who carries something heavy home tonight. Amen.",
];
