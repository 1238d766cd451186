/** Escapes LIKE's wildcards (`%`, `_`) and its escape character, so a user's text matches only itself. */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
