/**
 * /settings, shown as "Profile" (docs/decisions/015-settings.md): your profile and focus,
 * appearance, daily reminder and email, security, blocked members, membership, your data, contact support. Each section is a
 * component under app/components/settings/ and owns its form intents (the hidden `intent` field),
 * answered by app/server/settings-actions/; the export is /settings/export.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMembership } from "~/components/membership/MembershipProvider";
import { UpgradePrompt } from "~/components/membership/UpgradePrompt";
import { AppearanceSection } from "~/components/settings/AppearanceSection";
import { BLOCKED_MEMBERS_HEADING_ID, BlockedMembersSection } from "~/components/settings/BlockedMembersSection";
import { DataSection } from "~/components/settings/DataSection";
import { EmailPreferencesSection } from "~/components/settings/EmailPreferencesSection";
import { FormAlert } from "~/components/settings/form-parts";
import { firstMessage, repliedIntent, replyTo } from "~/components/ui/useIntentForm";
import { MembershipSection } from "~/components/settings/MembershipSection";
import { ProfileSection } from "~/components/settings/ProfileSection";
import { ReminderSection } from "~/components/settings/ReminderSection";
import { SecuritySection } from "~/components/settings/SecuritySection";
import { SUPPORT_HEADING_ID, SupportSection } from "~/components/settings/SupportSection";
import {
  APPEARANCE_COPY,
  DATA_COPY,
  EMAIL_PREFERENCES_COPY,
  MEMBERSHIP_SUMMARY_COPY,
  PROFILE_COPY,
  SETTINGS_PAGE,
} from "~/kernel/copy/settings";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import { SUPPORT_COPY } from "~/kernel/copy/support";
import { SUPPORT_INTENT } from "~/kernel/support";
import { PASTURE_INTENTS } from "~/kernel/pasture/intents";
import { REMINDER_COPY, REMINDER_INTENT } from "~/kernel/reminders";
import { requireMember, requireUser } from "~/server/guards.server";
import { hasPremiumAccess } from "~/kernel/membership";
import { membershipSummary } from "~/kernel/membership-summary";
import { oversizeProfileRefusal } from "~/server/profile-form.server";
import { NoFieldsSchema, SETTINGS_INTENTS } from "~/kernel/settings";
import { replyRefusal } from "~/server/form.server";
import { settingsActionFor } from "~/server/settings-actions/index.server";
import { timeZoneList } from "~/kernel/time-zones";
import { deviceLabel } from "~/kernel/user-agent";
import { isTwoFactorEnabled } from "../../worker/auth/two-factor.server";
import { billingRecord } from "../../worker/domain/billing.server";
import { getEmailPreferences } from "../../worker/domain/email-preferences.server";
import { getReminderSettings, pushConfigOf } from "../../worker/domain/reminders.server";
import { listSessions } from "../../worker/domain/sessions.server";
import { listBlockedMembers } from "../../worker/domain/pasture/blocks.server";
import { myTickets } from "../../worker/domain/support/tickets.server";
import { refuse } from "../../worker/domain/outcome";
import { timeZoneNote } from "../../worker/domain/profiles.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Profile · Shepherd");

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const app = context.app;
  const member = await requireMember(context, request);
  const { timeZone } = member;
  const [profile, twoFactorEnabled, reminderSettings, emailPreferences, sessions, subscription, blockedMembers, supportTickets] = await Promise.all([
    app.profile(),
    isTwoFactorEnabled(app.db, user.id),
    getReminderSettings(app.db, user.id),
    getEmailPreferences(app.db, user.id),
    listSessions(app.db, user.id),
    billingRecord(app.db, user.id),
    listBlockedMembers(app.db, member),
    myTickets(app.db, member),
  ]);
  const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
  const push = pushConfigOf(app.env);
  const now = new Date();
  return {
    userId: user.id,
    email: user.email,
    emailVerification: { email: user.email, verified: user.emailVerified, mailAvailable: app.providers.email.name !== "none" },
    profile: {
      displayName: profile?.display_name ?? user.name,
      username: profile?.username ?? "",
      avatarUrl: profile?.avatar_url ?? null,
      timeZone,
      timeZones: timeZoneList(timeZone),
      timeZoneNote: timeZoneNote(profile, now),
      focus: profile?.focus ?? [],
      currentTopics: profile?.current_topics ?? [],
    },
    twoFactorEnabled,
    blockedMembers,
    support: { tickets: supportTickets, page: pageCameFrom(request, app.origin) },
    reminders: {
      settings: { ...reminderSettings, pushConfigured: push !== null },
      publicKey: push?.publicKey ?? null,
      timeZone,
    },
    weeklySummary: emailPreferences.weeklySummary,
    sessions: sessions.map((session) => ({
      id: session.id,
      device: deviceLabel(session.userAgent),
      current: session.id === app.sessionId,
      signedIn: when.format(session.createdAt),
      lastActive: when.format(session.updatedAt),
    })),
    membership: membershipSummary(
      {
        premium: hasPremiumAccess(subscription, now),
        plan_type: subscription?.plan_type ?? null,
        status: subscription?.status ?? null,
        trial_end: subscription?.trial_end?.getTime() ?? null,
        current_period_end: subscription?.current_period_end?.getTime() ?? null,
        provider: subscription?.provider ?? null,
      },
      timeZone,
      now.getTime(),
    ),
  };
}

/** The page of this app he came to Settings from, to name in a message to support ("" when none). */
function pageCameFrom(request: Request, origin: string): string {
  const referrer = request.headers.get("Referer");
  if (!referrer) return "";
  try {
    const url = new URL(referrer);
    return url.origin === origin && url.pathname !== "/settings" ? url.pathname : "";
  } catch {
    return "";
  }
}

/**
 * Every form of the page posts here with its `intent`; its handler parses the body with the form's
 * schema and answers a refusal as a Conform reply (each section shows the replies to its intents).
 */
export async function action({ context, request }: ActionFunctionArgs) {
  const user = requireUser(context, request);
  // Only the profile form carries a file; nothing on this page is larger than its largest photo.
  const oversize = oversizeProfileRefusal(request);
  if (oversize) {
    const unread = parseWithZod(new URLSearchParams({ intent: SETTINGS_INTENTS.saveProfile }), { schema: NoFieldsSchema });
    return replyRefusal(unread, oversize);
  }
  // Read once here for the intent; the handler reads the body again with its form's schema.
  const form = await request.clone().formData();
  const intent = String(form.get("intent") ?? "");
  const handler = settingsActionFor(intent);
  if (!handler) return replyRefusal(parseWithZod(form, { schema: NoFieldsSchema }), refuse(400, SETTINGS_PAGE.unknownAction));
  return handler({ app: context.app, user, form, request });
}

const SECTION_LINKS = [
  ["#profile-heading", PROFILE_COPY.heading],
  ["#appearance-heading", APPEARANCE_COPY.heading],
  ["#reminder-heading", REMINDER_COPY.heading],
  ["#email-heading", EMAIL_PREFERENCES_COPY.heading],
  ["#security-heading", SETTINGS_PAGE.securityHeading],
  [`#${BLOCKED_MEMBERS_HEADING_ID}`, PASTURE_COPY.blockedMembersTitle],
  ["#membership-heading", MEMBERSHIP_SUMMARY_COPY.heading],
  [`#${SUPPORT_HEADING_ID}`, SUPPORT_COPY.heading],
  ["#data-heading", DATA_COPY.heading],
] as const;

export default function Settings() {
  const loaded = useLoaderData<typeof loader>();
  const answer: unknown = useActionData<typeof action>();
  // A form this page does not have (an old tab, a hand-made request): its refusal shows at the top.
  const sentIntent = repliedIntent(answer);
  const unknownRefusal = sentIntent === undefined || settingsIntentKnown(sentIntent) ? undefined : firstMessage(replyTo(answer, sentIntent));
  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-8 pt-6">
      <h1 className="font-serif text-3xl font-bold">{SETTINGS_PAGE.title}</h1>
      <p className="mt-1">
        <Link to={`/profile/${loaded.userId}`} className="text-sm font-semibold text-primary underline underline-offset-4">
          {SETTINGS_PAGE.publicProfile}
        </Link>
      </p>
      <FormAlert message={unknownRefusal} />
      <nav aria-label={SETTINGS_PAGE.sectionsLabel} className="mt-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          {SECTION_LINKS.map(([href, label]) => (
            <li key={href}>
              <a href={href} className="inline-flex min-h-[36px] items-center rounded-full border border-border px-3 hover:bg-border/40">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ProfileUpgradePrompt />
      <ProfileSection profile={loaded.profile} />
      <AppearanceSection />
      <ReminderSection {...loaded.reminders} />
      <EmailPreferencesSection weeklySummary={loaded.weeklySummary} />
      <SecuritySection
        twoFactorEnabled={loaded.twoFactorEnabled}
        email={loaded.email}
        emailVerification={loaded.emailVerification}
        sessions={loaded.sessions}
      />
      <BlockedMembersSection members={loaded.blockedMembers} />
      <MembershipSection membership={loaded.membership} />
      <SupportSection tickets={loaded.support.tickets} page={loaded.support.page} />
      <DataSection email={loaded.email} twoFactorEnabled={loaded.twoFactorEnabled} />
    </main>
  );
}

const KNOWN_INTENTS = new Set<string>([...Object.values(SETTINGS_INTENTS), REMINDER_INTENT, PASTURE_INTENTS.unblock, SUPPORT_INTENT, "enable-2fa", "verify-2fa", "disable-2fa"]);
const settingsIntentKnown = (intent: string) => KNOWN_INTENTS.has(intent);

/** Free members see the profile_completion prompt; Premium members see nothing here. */
function ProfileUpgradePrompt() {
  const membership = useMembership();
  if (!membership || membership.premium) return null;
  return (
    <div className="mt-4">
      <UpgradePrompt variant="profile_completion" layout="banner" />
    </div>
  );
}
