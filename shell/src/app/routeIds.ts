/** Route ids the shell refers to by name (the server's status, page meta). */
export const NOT_FOUND_ROUTE_ID = 'not-found';
