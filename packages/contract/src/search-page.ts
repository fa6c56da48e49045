// Where the header's search form without a script sends the query (docs/decisions/058-search-without-javascript.md).

/**
 * The server's results page for a browser without JavaScript: the header's plain GET form sends the
 * query there (docs/decisions/058-search-without-javascript.md).
 */
export const SEARCH_PAGE_PATH = '/pretraga';
/** The query's parameter on that page. */
export const SEARCH_QUERY_PARAM = 'q';
