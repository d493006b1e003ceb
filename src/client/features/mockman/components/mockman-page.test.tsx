import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { MockmanPage } from './mockman-page.tsx';

function jsonResponse(body: unknown, init: ResponseInit): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

function stubFetch(answer: typeof fetch) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function lastRequest(fetchMock: ReturnType<typeof stubFetch>): {
  url: string;
  init: RequestInit;
} {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] ?? {} };
}

function setup() {
  const { user, queryClient } = renderWithProviders(<MockmanPage />);
  return {
    user,
    queryClient,
    method: screen.getByRole('combobox', { name: 'Method' }),
    endpoint: screen.getByRole('textbox', { name: 'Endpoint' }),
    body: screen.getByRole('textbox', { name: /^Body/ }),
    submit: screen.getByRole('button', { name: 'Submit' }),
  };
}

async function replaceText(
  user: ReturnType<typeof userEvent.setup>,
  element: HTMLElement,
  text: string,
) {
  await user.clear(element);
  if (text !== '') {
    await user.click(element);
    await user.paste(text);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MockmanPage', () => {
  it('starts with the documented defaults and no response', () => {
    const { method, endpoint, body } = setup();
    expect(method).toHaveValue('GET');
    expect(
      within(method)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['GET', 'POST', 'DELETE']);
    expect(endpoint).toHaveValue('/api/test-todos');
    expect(endpoint).toHaveAttribute('placeholder', 'Enter your endpoint');
    expect(body).toHaveValue('{}');
    expect(screen.getByRole('group', { name: 'Headers (1)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Header 1 name' })).toHaveValue('Accept');
    expect(screen.getByRole('textbox', { name: 'Header 1 value' })).toHaveValue('*/*');
    expect(screen.getByRole('checkbox', { name: 'Use header 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Use header 2' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Header 2 name' })).toHaveValue('');
    expect(screen.getByText('Response is undefined.')).toBeInTheDocument();
  });

  it('adds a blank row when the last row is edited and counts ticked headers', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Header 2 name' }), 'X-Trace');
    expect(screen.getByRole('group', { name: 'Headers (2)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Header 3 name' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Use header 3' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Header 4 name' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Use header 1' }));
    expect(screen.getByRole('group', { name: 'Headers (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Use header 1' }));
    expect(screen.getByRole('group', { name: 'Headers (2)' })).toBeInTheDocument();
  });

  it('removes a header row and keeps the focus in the list', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove header 1' }));
    expect(screen.getByRole('group', { name: 'Headers (0)' })).toBeInTheDocument();
    const onlyName = screen.getByRole('textbox', { name: 'Header 1 name' });
    expect(onlyName).toHaveValue('');
    expect(onlyName).toHaveFocus();
  });

  it("shows 'Error in JSON format' while the body is not JSON, and clears it", async () => {
    const { user, body } = setup();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await replaceText(user, body, '');
    expect(screen.getByRole('alert')).toHaveTextContent('Error in JSON format');
    expect(body).toHaveAttribute('aria-invalid', 'true');

    await replaceText(user, body, '{"title": ');
    expect(screen.getByRole('alert')).toHaveTextContent('Error in JSON format');

    await replaceText(user, body, '{"title": "Paper"}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'false');
  });

  it('does not send while the body is invalid', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({}, { status: 200 }));
    const { user, body, submit } = setup();
    await replaceText(user, body, 'nope');
    await user.click(submit);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(body).toHaveFocus();
    expect(screen.getByText('Response is undefined.')).toBeInTheDocument();
  });

  it('sends a GET with the ticked headers and shows status, data and headers', async () => {
    const fetchMock = stubFetch(async () =>
      jsonResponse(
        { videos: [{ title: 'Paper Flowers' }] },
        { status: 200, statusText: 'OK', headers: { 'x-request-id': 'abc-123' } },
      ),
    );
    const { user, endpoint, submit } = setup();
    await replaceText(user, endpoint, '/api/videos');
    await user.type(screen.getByRole('textbox', { name: 'Header 2 name' }), 'X-Unticked');
    await user.click(screen.getByRole('checkbox', { name: 'Use header 2' }));
    await user.click(submit);

    const response = await screen.findByRole('region', { name: 'Response' });
    expect(await within(response).findByText('200')).toBeInTheDocument();
    expect(within(response).getByText('OK')).toBeInTheDocument();
    expect(within(response).getByRole('region', { name: /Data/ })).toHaveTextContent(
      '"title": "Paper Flowers"',
    );
    expect(within(response).getByText('x-request-id')).toBeInTheDocument();
    expect(within(response).getByText('abc-123')).toBeInTheDocument();
    expect(within(response).getByText('content-type')).toBeInTheDocument();
    expect(screen.queryByText('Response is undefined.')).not.toBeInTheDocument();

    const { url, init } = lastRequest(fetchMock);
    expect(url).toBe('/api/videos');
    expect(init.method).toBe('GET');
    expect(init.body).toBeNull();
    expect(init.headers).toEqual({ Accept: '*/*' });
  });

  it('sends the parsed JSON body with POST', async () => {
    const fetchMock = stubFetch(async () =>
      jsonResponse({ encodedToken: 't' }, { status: 200, statusText: 'OK' }),
    );
    const { user, method, endpoint, body, submit } = setup();
    await user.selectOptions(method, 'POST');
    await replaceText(user, endpoint, '/api/auth/login');
    await replaceText(user, body, '{ "email": "a@b.c", "password": "pw" }');
    await user.click(submit);
    await screen.findByText('200');

    const { url, init } = lastRequest(fetchMock);
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.c","password":"pw"}');
    expect(init.headers).toEqual({ Accept: '*/*', 'Content-Type': 'application/json' });
  });

  it('shows an error response (404) with its status, data and headers', async () => {
    stubFetch(async () =>
      jsonResponse(
        { errors: ['There is no API route at this path. Not Found error.'] },
        { status: 404, statusText: 'Not Found' },
      ),
    );
    const { user, submit } = setup();
    await user.click(submit);

    const response = screen.getByRole('region', { name: 'Response' });
    expect(await within(response).findByText('404')).toBeInTheDocument();
    expect(within(response).getByText('Not Found')).toBeInTheDocument();
    expect(within(response).getByRole('region', { name: /Data/ })).toHaveTextContent(
      'There is no API route at this path. Not Found error.',
    );
    expect(within(response).getByText('content-type')).toBeInTheDocument();
  });

  it('shows a text body as it came', async () => {
    stubFetch(async () => new Response('<!doctype html><p>hi</p>', { status: 200 }));
    const { user, submit } = setup();
    await user.click(submit);
    expect(await screen.findByRole('region', { name: 'Data' })).toHaveTextContent(
      '<!doctype html><p>hi</p>',
    );
  });

  it('shows the message of a network failure', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user, submit } = setup();
    await user.click(submit);
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Network error' })).toBeInTheDocument();
  });

  it('keeps the last answer while the next request runs, and shows only the newest answer', async () => {
    const answers: Array<(response: Response) => void> = [];
    const fetchMock = stubFetch(
      (...[, init]: Parameters<typeof fetch>) =>
        new Promise<Response>((resolve, reject) => {
          answers.push(resolve);
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const { user, queryClient, endpoint, submit } = setup();
    const response = screen.getByRole('region', { name: 'Response' });

    await user.click(submit);
    answers[0]?.(jsonResponse({ n: 1 }, { status: 200, statusText: 'OK' }));
    expect(await within(response).findByText('200')).toBeInTheDocument();

    // Two more sends: the first of them is overtaken (aborted), only the second may show.
    await replaceText(user, endpoint, '/api/slow');
    await user.click(submit);
    expect(response).toHaveAttribute('aria-busy', 'true');
    expect(within(response).getByText('200')).toBeInTheDocument();
    await replaceText(user, endpoint, '/api/fast');
    await user.click(submit);
    expect(fetchMock.mock.calls[1]?.[1]?.signal?.aborted).toBe(true);

    answers[2]?.(jsonResponse({ n: 3 }, { status: 201, statusText: 'Created' }));
    expect(await within(response).findByText('201')).toBeInTheDocument();
    // The overtaken request's late answer changes nothing once every request has settled.
    answers[1]?.(jsonResponse({ n: 2 }, { status: 202, statusText: 'Accepted' }));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(within(response).getByText('201')).toBeInTheDocument();
    expect(within(response).queryByText('202')).not.toBeInTheDocument();
    expect(response).toHaveAttribute('aria-busy', 'false');
  });
});
