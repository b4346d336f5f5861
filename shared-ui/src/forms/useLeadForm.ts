import { useEffect, useRef, useState } from 'react';
import { useActionData, useFetcher, useSearchParams } from 'react-router-dom';
import { SENT_PARAM, type LeadFormAnswer, type LeadFormFailure } from './leadForm';

export interface LeadFormOptions<Result> {
  /** Where the form posts; default: the page's own path (its route's action). */
  action?: string;
  /** After a successful post in the browser (toast, new tab…); not called for a page rendered by the server. */
  onSuccess?: (result: Result | undefined) => void;
  /** After a failed post in the browser. */
  onFailure?: (failure: LeadFormFailure) => void;
}

/**
 * The one hook of every form (see leadForm.ts). Its `Form` is a real
 * `<form method="post">` in the server's HTML, so it works before and
 * without hydration; once hydrated, React Router's fetcher sends it to the
 * same action without leaving the page. `failure` is the answer to this
 * page's own post, rendered by the server (no script) or by the fetcher;
 * `formKey` changes after each success, so keying the form by it empties it.
 */
export function useLeadForm<Field extends string, Result = unknown>(
  options: LeadFormOptions<Result> = {},
) {
  const fetcher = useFetcher<LeadFormAnswer<Field, Result>>();
  const served = useActionData() as LeadFormAnswer<Field, Result> | undefined;
  const [searchParams] = useSearchParams();
  const [successes, setSuccesses] = useState(0);
  // null until the browser has posted: until then the answer is the server's.
  const [fetched, setFetched] = useState<LeadFormAnswer<Field, Result> | undefined | null>(null);
  const answer = fetched === null ? served : fetched;

  // The outcome of a browser post, once the fetcher is idle again. A redirect
  // answer has loaded its page by then and leaves the fetcher's data as it
  // was before the post: only data that changed is this post's answer.
  const busy = useRef(false);
  const dataBefore = useRef<unknown>(undefined);
  const callbacks = useRef(options);
  callbacks.current = options;
  useEffect(() => {
    if (fetcher.state !== 'idle') {
      if (!busy.current) dataBefore.current = fetcher.data;
      busy.current = true;
      return;
    }
    if (!busy.current) return;
    busy.current = false;
    const data = fetcher.data !== dataBefore.current ? fetcher.data : undefined;
    setFetched(data);
    if (data?.ok === false) {
      callbacks.current.onFailure?.(data);
      return;
    }
    setSuccesses((count) => count + 1);
    callbacks.current.onSuccess?.(data?.ok ? data.result : undefined);
  }, [fetcher.state, fetcher.data]);

  return {
    Form: fetcher.Form,
    /** Attributes of the `<Form>`: a POST to the action. */
    formProps: { method: 'post' as const, action: options.action, noValidate: true },
    sending: fetcher.state !== 'idle',
    failure: answer?.ok === false ? answer : undefined,
    /** The page was reached by the redirect after a successful post (`?gesendet=1`). */
    sent: searchParams.has(SENT_PARAM),
    formKey: successes,
  };
}
