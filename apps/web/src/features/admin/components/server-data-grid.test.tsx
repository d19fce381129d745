import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok, fail } from '../../../test/mock-api';
import { TestProviders } from '../../../test/render';
import { ServerDataGrid } from './server-data-grid';

interface Row {
  id: number;
  cultureName: string;
  displayName: string;
}
const COLUMNS: GridColDef<Row>[] = [
  { field: 'cultureName', headerName: 'Kültür adı', width: 150 },
  { field: 'displayName', headerName: 'Görünen ad', width: 150 },
];
const ROWS: Row[] = [
  { id: 1, cultureName: 'tr-TR', displayName: 'Türkçe' },
  { id: 2, cultureName: 'en-US', displayName: 'English' },
];

function renderGrid(props: { onEdit?: (row: Row) => void; onDelete?: (row: Row) => void } = {}) {
  return render(
    <TestProviders>
      <ServerDataGrid<Row>
        resource="language"
        label="Diller"
        columns={COLUMNS}
        sortable={['cultureName']}
        defaultSort={{ field: 'cultureName', sort: 'asc' }}
        {...props}
      />
    </TestProviders>,
  );
}

const paramsOf = (calls: { params?: unknown }[]) =>
  calls.map((c) => c.params as Record<string, unknown>);

describe('ServerDataGrid', () => {
  it('asks the server for the first page in the default order and shows its rows and total', async () => {
    const calls = mockApi(() => ok({ items: ROWS, totalCount: 42, pageNumber: 1, pageSize: 25 }));
    renderGrid();
    expect(await screen.findByText('Türkçe')).toBeInTheDocument();
    expect(screen.getByText('English')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('language/getpagedlist');
    expect(paramsOf(calls)[0]).toEqual({
      pageNumber: 1,
      pageSize: 25,
      searchText: undefined,
      orderBy: 'cultureName',
      orderDirection: 'asc',
    });
    // The total comes from the server, not from the rows on this page.
    expect(screen.getByText(/1–25\s*\/\s*42/)).toBeInTheDocument();
  });

  it('sends a new sort and the next page to the server, and sorts only allowed columns', async () => {
    const calls = mockApi((config) => {
      const p = config.params as { pageNumber: number };
      return ok({
        items: p.pageNumber === 1 ? ROWS : [],
        totalCount: 42,
        pageNumber: p.pageNumber,
        pageSize: 25,
      });
    });
    const user = userEvent.setup();
    renderGrid();
    await screen.findByText('Türkçe');

    await user.click(screen.getByRole('columnheader', { name: /Kültür adı/ }));
    await waitFor(() =>
      expect(paramsOf(calls).at(-1)).toMatchObject({
        orderBy: 'cultureName',
        orderDirection: 'desc',
        pageNumber: 1,
      }),
    );
    // A column outside the server's allow-list never asks for a sort.
    const before = calls.length;
    await user.click(screen.getByRole('columnheader', { name: /Görünen ad/ }));
    expect(calls.length).toBe(before);

    await user.click(screen.getByRole('button', { name: /sonraki sayfa/i }));
    await waitFor(() => expect(paramsOf(calls).at(-1)).toMatchObject({ pageNumber: 2 }));
  });

  it('sends the search text to the server from the first page', async () => {
    const calls = mockApi(() => ok({ items: ROWS, totalCount: 2, pageNumber: 1, pageSize: 25 }));
    const user = userEvent.setup();
    renderGrid();
    await screen.findByText('Türkçe');
    await user.click(screen.getByRole('button', { name: /ara/i }));
    await user.type(screen.getByRole('searchbox'), 'türk');
    await waitFor(
      () => expect(paramsOf(calls).at(-1)).toMatchObject({ searchText: 'türk', pageNumber: 1 }),
      {
        timeout: 3000,
      },
    );
  });

  it('gives each row edit and delete buttons that hand over the row', async () => {
    mockApi(() => ok({ items: ROWS, totalCount: 2, pageNumber: 1, pageSize: 25 }));
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const user = userEvent.setup();
    renderGrid({ onEdit, onDelete });
    const row = (await screen.findByText('English')).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Düzenle' }));
    expect(onEdit).toHaveBeenCalledWith(ROWS[1]);
    await user.click(within(row).getByRole('button', { name: 'Sil' }));
    expect(onDelete).toHaveBeenCalledWith(ROWS[1]);
  });

  it("shows the server's refusal with a way to try again", async () => {
    let answer = fail(403, 'Bunu yapmaya yetkin yok.', { errorCode: 'FORBIDDEN' });
    mockApi(() => answer);
    const user = userEvent.setup();
    renderGrid();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bunu yapmaya yetkin yok.');
    answer = ok({ items: ROWS, totalCount: 2, pageNumber: 1, pageSize: 25 });
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Türkçe')).toBeInTheDocument();
  });

  it('reads a list from its own address with its own filters, and starts again on the first page when they change', async () => {
    const calls = mockApi(() => ok({ items: ROWS, totalCount: 60, pageNumber: 1, pageSize: 25 }));
    const user = userEvent.setup();
    const grid = (filters: Record<string, number>) => (
      <TestProviders>
        <ServerDataGrid<Row>
          resource="cdn"
          listUrl="cdn/getfiles"
          filters={filters}
          label="Dosyalar"
          columns={COLUMNS}
          sortable={['cultureName']}
          defaultSort={{ field: 'cultureName', sort: 'asc' }}
        />
      </TestProviders>
    );
    const view = render(grid({ cdnFileType: 1 }));
    await screen.findByText('Türkçe');
    expect(calls[0]!.url).toBe('cdn/getfiles');
    expect(paramsOf(calls)[0]).toMatchObject({ cdnFileType: 1, pageNumber: 1 });
    await user.click(screen.getByRole('button', { name: /sonraki sayfa/i }));
    await waitFor(() => expect(paramsOf(calls).at(-1)).toMatchObject({ pageNumber: 2 }));
    view.rerender(grid({ cdnFileType: 2 }));
    await waitFor(() =>
      expect(paramsOf(calls).at(-1)).toMatchObject({ cdnFileType: 2, pageNumber: 1 }),
    );
  });
});
