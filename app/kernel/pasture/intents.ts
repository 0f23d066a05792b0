/**
 * /pasture posts every change to its one Remix action, each form naming its intent; the action
 * parses the form with the schema for that intent. Apart from the schemas so that a form which
 * only names its intent (a reaction, a delete) loads no zod.
 */
export const PASTURE_INTENTS = {
  post: "post",
  editPost: "edit-post",
  deletePost: "delete-post",
  comment: "comment",
  editComment: "edit-comment",
  deleteComment: "delete-comment",
  react: "react",
  report: "report",
  block: "block",
  unblock: "unblock",
} as const;
export type PastureIntent = (typeof PASTURE_INTENTS)[keyof typeof PASTURE_INTENTS];
