const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are uuids; anything else can never match, so it is answered like a missing row (404). */
export const isUuid = (value: string) => UUID.test(value);
