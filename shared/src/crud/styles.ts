/**
 * Layout styles of the kit. Inline (no CSS file) so the kit works in every package's build the
 * same way; colours come from antd tokens, so light/dark follow the ConfigProvider.
 */
import type { CSSProperties } from 'react';

export const s = {
  search: { rowGap: 12, marginBottom: 12 } satisfies CSSProperties,
  searchNarrow: { marginBottom: 12 } satisfies CSSProperties,
  searchItem: { marginBottom: 8 } satisfies CSSProperties,
  searchItemInline: { marginBottom: 0 } satisfies CSSProperties,
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 8,
    marginBottom: 12,
  } satisfies CSSProperties,
  toolbarLeft: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, minWidth: 0 } satisfies CSSProperties,
  toolbarTitle: { fontWeight: 600, fontSize: 16, marginRight: 8 } satisfies CSSProperties,
  toolbarRight: { display: 'flex', alignItems: 'center', gap: 4 } satisfies CSSProperties,
  footer: { display: 'flex', justifyContent: 'flex-end', marginTop: 12 } satisfies CSSProperties,
  /** Read by screen readers, not shown (a live region's text). */
  srOnly: {
    position: 'absolute',
    width: 1,
    height: 1,
    margin: -1,
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  } satisfies CSSProperties,
  columnList: { display: 'flex', flexDirection: 'column', gap: 6, maxHeight: 320, overflow: 'auto', minWidth: 160 } satisfies CSSProperties,
};
