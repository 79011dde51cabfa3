import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpError } from '@storefront/http';
import { httpClientFrom } from '@storefront/ui/testing';
import { createDigitalAssetsApi } from '../api';
import { ItemsScreen } from './items-screen';

/** The area's transport boundary: GET answered by the test's function, anything else refused. */
const httpAnswering = (answer: () => unknown) =>
  httpClientFrom(async (method) => {
    if (method !== 'GET') throw new Error('the items screen only reads');
    return answer();
  });

describe('ItemsScreen', () => {
  it('lists the items the service answers', async () => {
    const http = httpAnswering(() => ({ items: [{ id: '1', title: 'First', created_at: '2026-11-24T12:00:00.000Z' }] }));
    render(<ItemsScreen api={createDigitalAssetsApi(http)} />);
    expect(await screen.findByRole('list', { name: 'Digital assets items' })).toHaveTextContent('First');
  });

  it('says when there is nothing yet', async () => {
    render(<ItemsScreen api={createDigitalAssetsApi(httpAnswering(() => ({ items: [] })))} />);
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });

  it('shows the service’s message on failure, and tries again', async () => {
    let fail = true;
    const http = httpAnswering(() => {
      if (fail) throw new HttpError({ status: 503, statusText: 'Service Unavailable', text: JSON.stringify({ code: 'unavailable', message: 'Try again in a minute.' }) });
      return { items: [] };
    });
    render(<ItemsScreen api={createDigitalAssetsApi(http)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a minute.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });
});
