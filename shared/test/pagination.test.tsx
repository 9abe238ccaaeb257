import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pagerCount } from '../src/components/Pagination';
import { pagerItems } from '../src/components/pager';
import '../src/i18n';

function setWidth(w: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: w });
    window.dispatchEvent(new Event('resize'));
  });
}

const pageButtons = (c: HTMLElement) => Array.from(c.querySelectorAll('[data-pager="page"]')).map((b) => b.textContent);

describe('pager window', () => {
  it('pager count rule: 5 under 992px, else 7', () => {
    expect(pagerCount(991)).toBe(5);
    expect(pagerCount(992)).toBe(7);
    expect(pagerCount(1440)).toBe(7);
  });
  it('windows like the spec (first/last included)', () => {
    expect(pagerItems(25, 50, 7)).toEqual([1, 'prev-more', 23, 24, 25, 26, 27, 'next-more', 50]);
    expect(pagerItems(25, 50, 5)).toEqual([1, 'prev-more', 24, 25, 26, 'next-more', 50]);
    expect(pagerItems(1, 50, 7)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 50]);
    expect(pagerItems(50, 50, 7)).toEqual([1, 'prev-more', 45, 46, 47, 48, 49, 50]);
    expect(pagerItems(3, 6, 7)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pagerItems(1, 1, 7)).toEqual([1]);
  });
});

describe('Pagination', () => {
  it('shows 7 pager buttons on wide screens and 5 under 992px', () => {
    setWidth(1280);
    const { container } = render(<Pagination total={1000} page={25} />);
    expect(pageButtons(container)).toEqual(['1', '23', '24', '25', '26', '27', '50']);
    setWidth(800);
    expect(pageButtons(container)).toEqual(['1', '24', '25', '26', '50']);
  });

  it('defaults: page 1, limit 20, total, sizes 20/50/100, jumper', async () => {
    setWidth(1280);
    const { container } = render(<Pagination total={345} />);
    expect(screen.getByText('Total 345')).toBeInTheDocument();
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('1');
    expect(pageButtons(container).at(-1)).toBe('18');
    expect(screen.getByText('Go to')).toBeInTheDocument();
    expect(screen.getByText('20 / page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Page size' }));
    const list = await screen.findByRole('listbox');
    expect(list).toBeInTheDocument();
    for (const s of ['20 / page', '50 / page', '100 / page']) expect(screen.getAllByText(s).length).toBeGreaterThan(0);
  });

  it('reports (page, limit); size change goes to page 1; jumper; hidden', async () => {
    setWidth(1280);
    const onChange = jest.fn();
    const { container, rerender } = render(<Pagination total={345} page={3} limit={20} onChange={onChange} />);
    await userEvent.click(within(container).getByText('4'));
    expect(onChange).toHaveBeenLastCalledWith(4, 20);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(4, 20);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 20);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Go to page' }), '9{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(9, 20);
    await userEvent.click(screen.getByRole('combobox', { name: 'Page size' }));
    await userEvent.click((await screen.findAllByText('50 / page')).at(-1) as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
    rerender(<Pagination total={345} hidden />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
