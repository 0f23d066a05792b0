import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalPage } from "~/components/LegalPage";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Privacy · Shepherd");

export default function Privacy() {
  return (
    <LegalPage title="Privacy" updated="22 November 2026">
      <p>
        Shepherd is a place for honest words between a man and God. This page says plainly what we keep, why, and who
        can see it.
      </p>
      <h2>What stays private to you</h2>
      <p>
        Your journal entries, your daily check-ins (how close you feel to God, your mood, the areas you name and any
        notes), your prayers, your Bible highlights and notes, and the Shepherd&apos;s Whispers written for you are
        yours alone. Every one of them is stored with your account and read only for your account: other members never
        see them, and neither does anyone browsing a profile. Group leaders do not see them either.
      </p>
      <h2>What we store</h2>
      <ul>
        <li>Your account: email address, display name, a hashed password (we never store the password itself), and, if you turn it on, your two-factor secret and backup codes.</li>
        <li>Your profile: username, avatar, focus areas, current topics and time zone. Your display name, username, avatar and shared focus areas appear on your public profile.</li>
        <li>Your daily walk: which devotionals you completed, your connection level, check-ins, journal entries, reading plans and their progress.</li>
        <li>Usage counts for features with monthly limits, and which pages you open (page views), so we can keep the app working well. We do not sell or share these.</li>
        <li>Error reports when a page breaks: the error, the page address and your browser&apos;s name, so we can fix it.</li>
        <li>Sign-in sessions (a cookie that keeps you signed in) with the IP address and browser they came from, so you can review and end them.</li>
      </ul>
      <h2>Services that may see some data</h2>
      <p>
        Out of the box, Shepherd runs without outside services: devotionals are composed from the World English Bible
        and our own library, audio uses your browser&apos;s voice, and no email leaves the server. A church or ministry
        running Shepherd may switch on services: an AI provider (which then receives the text needed to write a
        devotional, an insight or an encouragement), a speech provider (the devotional text), a mail service (your
        email address and the message), a payment provider (billing details, handled by them, never stored here) and a
        video provider for live gatherings. The Settings page says which are on.
      </p>
      <h2>Your choices</h2>
      <p>
        You can export everything you have written and recorded as a file, and you can delete your account: deletion
        removes your rows, your uploaded files and your sessions.
      </p>
      <h2>Cookies</h2>
      <p>
        We use one session cookie to keep you signed in, and your browser&apos;s local storage for your theme and a few
        preferences. No advertising or tracking cookies.
      </p>
      <h2>Questions</h2>
      <p>Contact the church or ministry that runs this Shepherd server; they are responsible for it.</p>
    </LegalPage>
  );
}
