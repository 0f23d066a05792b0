/**
 * Copy for /subscription ("Upgrade"), /success and /cancel (the public subscription outcomes).
 * Every line says only what is
 * true on this server (billing on or off, webhook landed or not).
 */

export const SUBSCRIPTION_COPY = {
  title: "Premium",
  subtitle: "Everything Shepherd offers, with no monthly limits.",
  statusHeading: "Your membership",
  plan: "Plan",
  status: "Status",
  trialEnds: "Trial ends",
  trialEnded: "Trial ended",
  periodEnds: "Current period ends",
  accessUntil: "Premium until",
  renewsNote: "Renews automatically unless canceled.",
  compareHeading: "Free and Premium",
  compareCaption: "What each plan includes",
  feature: "Feature",
  free: "Free",
  premium: "Premium",
  unlimited: "Unlimited",
  included: "Included",
  notIncluded: "Not included",
  perMonth: (limit: number) => `${limit} a month`,
  choosePlanHeading: "Choose your plan",
  monthly: "Monthly",
  yearly: "Yearly",
  perMonthPrice: (price: string) => `${price} a month`,
  perYearPrice: (price: string) => `${price} a year`,
  priceAtCheckout: "Price shown at checkout",
  trial: (days: number) =>
    `Starts with a ${days}-day free trial. Cancel before it ends and nothing is charged.`,
  startMonthly: "Start monthly",
  startYearly: "Start yearly",
  manage: "Manage or cancel",
  manageHint: "Change your plan, update your card or cancel on the payment provider's secure page.",
  alreadyPremiumStripe: "You're subscribed. Use Manage or cancel to change your plan.",
  grantedByAdmin: "Your Premium access was granted by an administrator.",
  billingOff: "Online billing is not set up on this server.",
  askAdmin: "Ask your church or ministry's administrator for Premium access.",
  // Answers from the checkout and portal actions.
  alreadySubscribed: "You already have a Premium subscription. Use Manage or cancel to change it.",
  noBillingAccount: "There is no billing account to manage yet. Start a plan first.",
  providerUnavailable: "We couldn't reach the payment provider. Please try again in a moment.",
  invalidChoice: "Choose monthly or yearly.",
} as const;

/** Stripe's subscription statuses and the admin grants' ones, as a member reads them. */
export const STATUS_LABEL: Record<string, string> = {
  active: "Active",
  trialing: "Free trial",
  past_due: "Payment past due",
  unpaid: "Unpaid",
  canceled: "Canceled",
  incomplete: "Awaiting payment",
  paused: "Paused",
  /** An administrator's trial whose end has passed (its row keeps status "trialing"). */
  trial_over: "Trial over",
};

/** plan_type values written by billing and by administrators' grants. */
export function planLabel(planType: string | null, premium: boolean): string {
  switch (planType) {
    case "premium_monthly":
      return "Premium, monthly";
    case "premium_yearly":
      return "Premium, yearly";
    case "premium_comp":
      return "Premium (granted by an administrator)";
    case "premium":
      return "Premium";
    default:
      // An administrator's trial keeps plan "free" with status "trialing" (worker grantPremium).
      return premium ? "Premium trial" : "Free";
  }
}

export const SUCCESS_COPY = {
  title: "Thank you",
  premium: "You're Premium now",
  premiumText: "Every feature is open to you, with no monthly limits.",
  trialEnds: (date: string) => `Your free trial ends on ${date}.`,
  notYet:
    "We haven't received confirmation from the payment provider yet. This page will update; you can also check again later.",
  checking: "Checking with the payment provider…",
  checkAgain: "Check again",
  continue: "Continue to Today",
  viewMembership: "View your membership",
  visitor: "Sign in to see whether your Premium membership is active.",
  signIn: "Sign In",
} as const;

export const CANCEL_COPY = {
  title: "Checkout canceled",
  text: "Checkout was canceled. Nothing was charged.",
  back: "Back to Premium plans",
} as const;

export const ADMIN_GRANT_COPY = {
  heading: "Grant Premium",
  intro: "Give a member Premium without a payment: complimentary, or a trial that ends on its own.",
  kind: "Kind",
  comp: "Complimentary",
  trial: "Trial",
  days: "Days (optional)",
  daysHint: "1–365. Leave empty for open-ended complimentary access, or the standard trial length.",
  submit: "Grant Premium",
  nothingToRevoke: "He has no Premium or trial granted by an administrator.",
  paysThroughStripe: "This member pays through Stripe. Change their plan in the Stripe dashboard.",
  invalidDays: "Days must be a whole number from 1 to 365.",
  invalidKind: "Choose complimentary or trial.",
  granted: "Premium granted",
  grantedText: (email: string, kind: "comp" | "trial", days: number | null) =>
    kind === "trial"
      ? `${email} has a ${days}-day Premium trial.`
      : days
        ? `${email} has complimentary Premium for ${days} days.`
        : `${email} has complimentary Premium.`,
} as const;

/** The short survey a member answers when he cancels Premium on /subscription. */
export const CANCEL_SURVEY_COPY = {
  heading: "Cancel Premium",
  intro: "Before you go to the secure page to cancel, would you tell us why? It helps us serve the men who stay.",
  reasonLegend: "Why are you cancelling?",
  reasons: {
    too_expensive: "It costs too much",
    not_using: "I'm not using it enough",
    missing_feature: "Something I need is missing",
    technical_problems: "Something didn't work",
    other: "Another reason",
  },
  details: "Anything else you'd like to tell us (optional)",
  submit: "Continue to cancel",
  chooseReason: "Choose the reason closest to yours.",
  detailsTooLong: "Keep it to 500 characters or fewer.",
} as const;
