/** Hosts a test's server may send its outside requests to: the stand-ins run on this machine. */
const localHost = /^(?:127\.0\.0\.1|localhost|\[::1\]|[\w-]+\.test)$/;

/**
 * The `fetch` of a test server's Discord clients (webhook, bot, sign-in): a request to a stand-in goes
 * through, any other is refused as a network error. Tests save real discord.com webhooks as data (the
 * panel takes no other address); with this, what the server then queues for them never leaves the
 * machine, and the refusal names the address it would have reached.
 */
export const localOnlyFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : input);
  if (!localHost.test(url.hostname)) return Promise.reject(new Error(`a test server reaches only this machine, not ${url.origin}`));
  return fetch(input, init);
};
