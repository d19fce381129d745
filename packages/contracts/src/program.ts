/**
 * Constants of the programme with no schema attached, so a page that only shows "day 3 of 365"
 * does not load the zod schemas of the curriculum and the answers with it.
 */
export const PROGRAM_DAYS = 365;
