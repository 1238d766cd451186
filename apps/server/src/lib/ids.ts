const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a URL can be a row id (a UUID): anything else is simply not found, never a database error. */
export const isUuid = (id: string): boolean => UUID.test(id);
