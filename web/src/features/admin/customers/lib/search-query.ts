/** spec 001 §5, §9: the customer search starts at 3 characters (the trimmed query is longer than 2). */
export const SEARCH_MIN_LENGTH = 3;

export const canSearch = (query: string): boolean => query.trim().length >= SEARCH_MIN_LENGTH;
