/** The shapes of a plan that The Path's pages draw, declared once for the server and the components. */

export interface PlanCard {
  id: string;
  title: string;
  description: string;
  focusArea: string;
  lengthDays: number;
  status: "draft" | "generating" | "ready" | "failed";
  source: string;
  own: boolean;
}

export interface PlanDayView {
  /** The plan day's row id (what "Share with my flock" names as its source). */
  id: string;
  day: number;
  title: string;
  passage: string;
  /** The reader's address for the passage. */
  passageHref: string | null;
  /** The World English Bible text of the passage, verse by verse (empty if it could not be read). */
  verses: { verse: number; text: string }[];
  teaching: string;
  reflectionQuestion: string;
  prayerPrompt: string;
  actionStep: string | null;
  completed: boolean;
}
