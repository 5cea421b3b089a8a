/** A document id: a number on SQLite and PostgreSQL, a string on MongoDB. */
export type Id = number | string
