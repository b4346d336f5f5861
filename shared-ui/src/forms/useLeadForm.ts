import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRevalidatedFields, type FieldRevalidation } from './useRevalidatedFields';
import { useActionData, useFetcher, useLocation, useSearchParams } from 'react-router-dom';
import {
  FORM_FIELD,
  RESULT_PARAM,
  SENT_PARAM,
  type LeadFormAnswer,
  type LeadFormFailure,
} from './leadForm';

export interface LeadFormOptions<Result, Field extends string = string> {
  /** Where the form posts; default: the page's own path (its route's action). */
  action?: string;
  /**
   * The id of the form's card on a long page: a post without script answers
   * with the page scrolled to it (the browser follows the action's
   * `#anchor`), so a refused input shows where it was typed, not at the top
   * of a phone's screen. Posts to the page's own path.
   */
  anchor?: string;
  /**
   * The form's name on a page with several (render `formField` in it): the
   * server's answer and the sent flag count for this form only when they
   * name it.
   */
  form?: string;
  /** After a successful post in the browser (toast, new tab…); not called for a page rendered by the server. */
  onSuccess?: (result: Result | undefined) => void;
  /** After a failed post in the browser. */
  onFailure?: (failure: LeadFormFailure) => void;
  /**
   * Fields checked again as the visitor types once a post was refused
   * (SPEC §5: validated on submit, revalidated on change): the contract's
   * message while the value is still refused, none once it is right.
   */
  revalidate?: FieldRevalidation<Field>;
}

/** The browser's latest post: `done` once React Router has finished it (answer stored or redirect followed). */
interface BrowserPost {
  id: number;
  done: boolean;
}

/**
 * The one hook of every form (see leadForm.ts). Its `Form` is a real
 * `<form method="post">` in the server's HTML, so it works before and
 * without hydration; once hydrated, React Router's fetcher sends it to the
 * same action without leaving the page. `failure` is the answer to this
 * page's own post, rendered by the server (no script) or by the fetcher;
 * `formKey` changes after each success, so keying the form by it empties it.
 *
 * A post sent by the browser is followed by its promise, not by watching the
 * fetcher's state in an effect: React Router publishes fetcher states in
 * transitions, which React batches, so a fast answer can be committed
 * without a 'submitting' render in between (or be read, torn, while that
 * render is under way) — an effect comparing states and data then missed
 * the answer and the error never showed. Here each post resets the fetcher
 * first (its data: null), so once the post's promise has settled the
 * fetcher's data is that post's answer, or still null when the action
 * redirected (post/redirect/get: the page it loaded shows the outcome).
 */
export function useLeadForm<Field extends string, Result = unknown>(
  options: LeadFormOptions<Result, Field> = {},
) {
  const fetcher = useFetcher<LeadFormAnswer<Field, Result>>();
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const action = options.anchor ? `${pathname}${search}#${options.anchor}` : options.action;
  // The server's answer to a post of this form (several forms: the one it names).
  const served = useActionData() as LeadFormAnswer<Field, Result> | undefined;
  const ownServed = served?.form === options.form ? served : undefined;
  const [post, setPost] = useState<BrowserPost | null>(null);
  const [successes, setSuccesses] = useState(0);
  const posts = useRef(0);

  // The server's answer until the browser posts; then the post's own once it
  // is done (nothing while it is under way, so a repeated message is new).
  let answer: LeadFormAnswer<Field, Result> | undefined;
  if (!post) answer = ownServed;
  else if (post.done) answer = fetcher.data ?? undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault(); // sent here, not by the fetcher's own form handler
    posts.current += 1;
    const id = posts.current;
    fetcher.reset();
    setPost({ id, done: false });
    // The button pressed is sent too ('Überspringen' is one: name="intent").
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void fetcher
      .submit(submitter ?? event.currentTarget, { method: 'post' })
      .finally(() => setPost((latest) => (latest?.id === id ? { id, done: true } : latest)));
  };

  // Each finished post is reported once, with the answer of the same render.
  const callbacks = useRef(options);
  callbacks.current = options;
  const reported = useRef(0);
  useEffect(() => {
    if (!post?.done || reported.current === post.id) return;
    reported.current = post.id;
    if (answer?.ok === false) {
      callbacks.current.onFailure?.(answer);
      return;
    }
    setSuccesses((count) => count + 1);
    callbacks.current.onSuccess?.(answer?.ok ? answer.result : undefined);
  }, [post, answer]);

  const failure = answer?.ok === false ? answer : undefined;
  const { fieldError, onChange } = useRevalidatedFields(failure, options.revalidate);

  return {
    Form: fetcher.Form,
    /** Attributes of the `<Form>`: a POST to the action, sent by the browser once hydrated. */
    formProps: {
      method: 'post' as const,
      action,
      noValidate: true,
      onSubmit: submit,
      onChange,
    },
    /** A refused field's message (a contract message), revalidated as the visitor types. */
    fieldError,
    /** Render in the form on a page with several: `<input {...formField} />` posts its name. */
    formField: { type: 'hidden', name: FORM_FIELD, value: options.form ?? '' } as const,
    sending: post?.done === false,
    failure,
    /** What the action answered with `leadFormDone()` (no redirect), on the server or in the browser. */
    result: answer?.ok ? answer.result : undefined,
    /** The page was reached by the redirect after a successful post (`?gesendet=1`, or this form's name). */
    sent:
      options.form === undefined
        ? searchParams.has(SENT_PARAM)
        : searchParams.get(SENT_PARAM) === options.form,
    /** What the successful post did, as its redirect says (`RESULT_PARAM`). */
    sentResult: searchParams.get(RESULT_PARAM) ?? undefined,
    formKey: successes,
  };
}
