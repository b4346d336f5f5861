/** Now. Injected everywhere time decides something (expiry, throttling, retention), so tests can move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
