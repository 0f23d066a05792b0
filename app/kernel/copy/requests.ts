/** What the worker says when it refuses a request before any page or API route sees it. */
export const REQUEST_REFUSALS = {
  crossSiteForm: "This form was sent from another site, so it was not accepted.",
  crossSiteApi: "This request did not come from Shepherd's own pages, so it was not accepted.",
  jsonOnly: "Send this request as JSON (Content-Type: application/json).",
  tooLarge: "The request is too large.",
  formOnly: "Send this form as a web form (application/x-www-form-urlencoded or multipart/form-data).",
  unreadableForm: "This form could not be read. Reload the page and try again.",
} as const;
