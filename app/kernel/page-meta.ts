import { SITE_DESCRIPTION } from "./copy/shell";

/**
 * A page's title and description. A route's meta replaces the root's whole list, so every page
 * gives both: its own description where it has one, the site's otherwise.
 */
export function pageMeta(title: string, description: string = SITE_DESCRIPTION): [{ title: string }, { name: "description"; content: string }] {
  return [{ title }, { name: "description", content: description }];
}
