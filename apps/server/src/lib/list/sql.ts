/** Escapes LIKE's wildcards (`%`, `_`) and its escape character, so a user's text matches only itself. */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A timestamp column as the contract's ISO-8601 text in UTC (milliseconds, `Z`), for a list's `select`. */
export const isoTs = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
