import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { LegalPage } from "~/components/LegalPage";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Terms · Shepherd");

export default function Terms() {
  return (
    <LegalPage title="Terms of use" updated="22 November 2026">
      <p>
        Shepherd helps Christian men and fathers spend time with God each day: a devotional, a journal, a check-in,
        study plans, the Bible, prayer and fellowship with other men. By creating an account you agree to these terms.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>Keep your password to yourself; turn on two-factor sign-in for extra protection.</li>
        <li>You are responsible for what you post in shared spaces such as The Pasture, My Flock and gatherings.</li>
        <li>One person per account. You must be old enough to agree to these terms where you live.</li>
      </ul>
      <h2>Treat each other well</h2>
      <p>
        Speak to other men as brothers: no harassment, hate, sexual content, spam or sharing another person&apos;s
        private story without consent. Administrators may remove content or accounts that break this.
      </p>
      <h2>What Shepherd is not</h2>
      <p>
        Devotionals, encouragements and insights are meant to point you to Scripture and to the people God has placed
        around you. They are not professional counselling, medical, legal or financial advice. If you are in crisis,
        contact local emergency services or someone you trust now.
      </p>
      <h2>Scripture</h2>
      <p>
        Scripture quotations are from the World English Bible, which is in the public domain. Topical references draw on
        Nave&apos;s Topical Bible, also in the public domain.
      </p>
      <h2>Free and Premium</h2>
      <p>
        The free plan includes monthly limits on some features. Premium removes them. Where online billing is offered,
        prices, trials and renewals are shown before you pay, and you can cancel at any time from your subscription
        page; access continues to the end of the paid period.
      </p>
      <h2>Your data</h2>
      <p>
        What you write remains yours. See the <Link to="/privacy" className="underline">privacy page</Link> for what
        we store and how to export or delete it.
      </p>
      <h2>Changes</h2>
      <p>If these terms change, we will say so in the app before the change takes effect.</p>
    </LegalPage>
  );
}
