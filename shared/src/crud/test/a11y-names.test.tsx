/**
 * Issue 27: what assistive technology hears of the kit — row buttons name their row, and a save
 * stopped by invalid fields is announced and takes the focus to the first of them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormModal } from '../FormContainer';
import type { FormField } from '../fields';
import { RowActions } from '../RowActions';
import { TabList } from '../TabList';
import { renderKitFast as renderKit } from './helpers';

test('row buttons: the visible text first, then the row; without a row label, the text alone', () => {
  renderKit(
    <>
      <RowActions
        rowLabel="Tan Golden"
        visible={1}
        actions={[
          { key: 'edit', kind: 'edit', onClick: () => undefined },
          { key: 'a', label: 'Approve', onClick: () => undefined },
          { key: 'delete', kind: 'delete', onClick: () => undefined },
        ]}
      />
      <RowActions actions={[{ key: 'delete', kind: 'delete', onClick: () => undefined }]} />
    </>,
  );
  expect(screen.getByRole('button', { name: 'Edit Tan Golden' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'More Tan Golden' })).toHaveAttribute('aria-haspopup', 'menu');
  // no row label: named by its content, as before
  expect(screen.getByRole('button', { name: /Delete/ })).not.toHaveAttribute('aria-label');
});

test('an invalid save: an alert says so and the first invalid field has the focus, its error tied to it', async () => {
  const fields: FormField<{ code?: string; title?: string }>[] = [
    { name: 'code', label: 'Code', rules: [{ required: true, message: 'Code is required' }] },
    { name: 'title', label: 'Title', rules: [{ required: true, message: 'Title is required' }] },
  ];
  renderKit(<FormModal open title="Add" fields={fields} onSubmit={async () => undefined} onClose={() => undefined} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
  const code = screen.getByLabelText('Code');
  await waitFor(() => expect(code).toHaveFocus());
  expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Code is required').closest('[id]')?.id).toBe(code.getAttribute('aria-describedby'));
});

test('a record’s tabs: the tablist holds the tabs only, not the overflow button beside them', () => {
  renderKit(<TabList items={['Info', 'Work records', 'History'].map((label) => ({ key: label, label, children: label }))} />);
  const list = screen.getByRole('tablist');
  expect(within(list).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Info', 'Work records', 'History']);
  expect(list.querySelector('button, [aria-haspopup]')).toBeNull();
  // the "more" button is still there for when the tabs overflow
  expect(document.querySelector('.ant-tabs-nav-more')).not.toBeNull();
});
