import { useMutation, useMutationState } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { errorText } from '#client/lib/error-text.ts';

export const REQUEST_METHODS = ['GET', 'POST', 'DELETE'] as const;
export type RequestMethod = (typeof REQUEST_METHODS)[number];

export function isRequestMethod(value: string): value is RequestMethod {
  return (REQUEST_METHODS as readonly string[]).includes(value);
}

/** What the response viewer shows, for a success and an error response alike. */
export interface TesterResponse {
  ok: boolean;
  status: number;
  statusText: string;
  /** Pretty-printed JSON when the body is JSON, otherwise the body as text. */
  data: string;
  isJson: boolean;
  headers: ReadonlyArray<readonly [name: string, value: string]>;
}

export type TesterOutcome =
  | { kind: 'response'; response: TesterResponse }
  | { kind: 'network-error'; message: string };

export interface TesterRequest {
  method: RequestMethod;
  /** As typed: a path such as `/api/videos` goes to this same origin. */
  endpoint: string;
  headers: Record<string, string>;
  /** The parsed JSON body; sent with POST and DELETE, never with GET. */
  body: unknown;
  signal?: AbortSignal;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

async function readResponse(response: Response): Promise<TesterResponse> {
  const text = await response.text();
  let data = text;
  let isJson = false;
  if (text.trim() !== '') {
    try {
      data = JSON.stringify(JSON.parse(text) as unknown, null, 2);
      isJson = true;
    } catch {
      // Not JSON (an HTML page, plain text): shown as it came.
    }
  }
  const headers: Array<readonly [string, string]> = [];
  response.headers.forEach((value, name) => {
    headers.push([name, value]);
  });
  headers.sort(([a], [b]) => a.localeCompare(b));
  return {
    ok: response.ok,
    status: response.status,
    statusText: response.statusText,
    data,
    isJson,
    headers,
  };
}

/**
 * Sends one request from the request tester. Any HTTP answer, 2xx or not, is a response to
 * show; only a request that got no answer (offline, refused, a header fetch rejects) is a
 * network error. An aborted request rejects with the abort error, for the caller to ignore.
 */
export async function sendTesterRequest({
  method,
  endpoint,
  headers,
  body,
  signal,
}: TesterRequest): Promise<TesterOutcome> {
  const sendsBody = method !== 'GET';
  const requestHeaders = { ...headers };
  if (sendsBody && !hasHeader(requestHeaders, 'content-type')) {
    requestHeaders['Content-Type'] = 'application/json';
  }
  try {
    const response = await fetch(endpoint, {
      method,
      headers: requestHeaders,
      body: sendsBody ? JSON.stringify(body) : null,
      signal: signal ?? null,
    });
    return { kind: 'response', response: await readResponse(response) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return {
      kind: 'network-error',
      message: error instanceof Error ? errorText(error) : String(error),
    };
  }
}

const sendKey = ['mockman', 'send'] as const;

/**
 * The tester's Submit as a mutation: `isPending` is true while a request runs, and `outcome` is
 * the answer to the latest request that got one (the previous answer stays on screen while the
 * next is on its way). A newer request aborts the one still in flight; `abort` drops it too,
 * for leaving the page.
 */
export function useSendTesterRequest() {
  const inFlight = useRef<AbortController | null>(null);
  const abort = useCallback(() => inFlight.current?.abort(), []);
  const outcomes = useMutationState({
    filters: { mutationKey: sendKey, status: 'success' },
    // Entries under this key come only from the mutation below, whose data is a TesterOutcome.
    select: (mutation) => mutation.state.data as TesterOutcome,
  });
  const mutation = useMutation({
    mutationKey: sendKey,
    mutationFn: (request: Omit<TesterRequest, 'signal'>) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      return sendTesterRequest({ ...request, signal: controller.signal });
    },
  });
  return { send: mutation.mutate, isPending: mutation.isPending, outcome: outcomes.at(-1), abort };
}
