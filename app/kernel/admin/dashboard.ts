/**
 * The dashboard's membership arithmetic: who is Premium, who is on a trial, and the monthly
 * recurring revenue of paying Stripe subscriptions. Pure, so the worked examples test it directly.
 */
import { addDays } from "../dates";
import { hasPremiumAccess, type SubscriptionRow } from "../membership";

export interface DashboardSubscription extends SubscriptionRow {
  provider: string;
}

/**
 * Trials: a subscription still inside its trial. Premium: every other subscription with Premium
 * access now (paid or granted by an administrator) — a member is counted once.
 */
export function membershipCounts(subscriptions: DashboardSubscription[], now: Date) {
  let premium = 0;
  let trials = 0;
  for (const subscription of subscriptions) {
    if (!hasPremiumAccess(subscription, now)) continue;
    const trialEnd = subscription.trial_end === null ? null : new Date(subscription.trial_end).getTime();
    if (subscription.status === "trialing" && trialEnd !== null && trialEnd > now.getTime()) trials += 1;
    else premium += 1;
  }
  return { premium, trials };
}

/** "$4.99", "4,99 €", "USD 49.99" → the amount, and a formatter that writes another amount the same way. */
export function parsePriceLabel(label: string | undefined): { amount: number; format: (value: number) => string } | null {
  const match = label ? /^(\D*?)(\d+(?:[.,]\d{1,2})?)(\D*)$/.exec(label.trim()) : null;
  if (!match) return null;
  const [, before = "", number = "", after = ""] = match;
  const comma = number.includes(",");
  const format = (value: number) => `${before}${comma ? value.toFixed(2).replace(".", ",") : value.toFixed(2)}${after}`;
  return { amount: Number(number.replace(",", ".")), format };
}

export type RecurringRevenue =
  | { state: "off" }
  | { state: "unpriced"; monthly: number; yearly: number }
  | { state: "priced"; monthly: number; yearly: number; amount: number; label: string };

/**
 * Monthly recurring revenue from Stripe subscriptions that are paying now (active, past their
 * trial): monthly ones at the monthly price, yearly ones at a twelfth of the yearly price. Stripe
 * holds the real prices; the labels /subscription shows are what the server knows of them, so
 * without both labels the paying subscriptions are counted and no amount is made up.
 */
export function recurringRevenue(
  subscriptions: DashboardSubscription[],
  billing: { on: boolean; monthlyLabel?: string; yearlyLabel?: string },
  now: Date,
): RecurringRevenue {
  if (!billing.on) return { state: "off" };
  let monthly = 0;
  let yearly = 0;
  for (const subscription of subscriptions) {
    if (subscription.provider !== "stripe" || subscription.status !== "active" || !hasPremiumAccess(subscription, now)) continue;
    if (subscription.plan_type === "premium_yearly") yearly += 1;
    else monthly += 1;
  }
  const monthPrice = parsePriceLabel(billing.monthlyLabel);
  const yearPrice = parsePriceLabel(billing.yearlyLabel);
  if (!monthPrice || !yearPrice) return { state: "unpriced", monthly, yearly };
  const amount = Math.round((monthly * monthPrice.amount + (yearly * yearPrice.amount) / 12) * 100) / 100;
  return { state: "priced", monthly, yearly, amount, label: monthPrice.format(amount) };
}

/** The 30 calendar days (UTC) ending with `today`, oldest first: the sparklines' x axis. */
export function lastDays(today: string, days = 30): string[] {
  return Array.from({ length: days }, (_, index) => addDays(today, index - days + 1));
}

/** A series over `days` from grouped rows (a day with no row is 0). */
export function seriesOver(days: string[], rows: { day: string; n: number }[]): number[] {
  const byDay = new Map(rows.map((row) => [row.day, Number(row.n)]));
  return days.map((day) => byDay.get(day) ?? 0);
}
