/**
 * The fallbacks' passages in the World English Bible, kept with them so a fallback can be shown
 * even when the database cannot be read (tests/unit/content-library.test.ts checks them against
 * the bundled text).
 */
export const FALLBACK_PASSAGE_TEXT: Record<string, string> = {
  "Ephesians 5:25":
    "Husbands, love your wives, even as Christ also loved the assembly and gave himself up for her,",
  "Proverbs 27:17": "Iron sharpens iron; so a man sharpens his friend’s countenance.",
  "Joshua 24:15":
    "If it seems evil to you to serve Yahweh, choose today whom you will serve; whether the gods which your fathers served that were beyond the River, or the gods of the Amorites, in whose land you dwell; but as for me and my house, we will serve Yahweh.”",
};
