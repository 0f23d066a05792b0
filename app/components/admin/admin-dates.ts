/**
 * Dates on the admin pages, in UTC and said so: the server and the browser render the same text,
 * and an administrator reading about a member in another zone knows which clock it is.
 */
const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const moment = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export const adminDay = (iso: string) => day.format(new Date(iso));
export const adminMoment = (iso: string) => `${moment.format(new Date(iso))} UTC`;
