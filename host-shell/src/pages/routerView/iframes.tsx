import { useMenuEntry } from './link';

/** Embedded menus: the address in a full-height iframe. */
export default function IframeView() {
  const entry = useMenuEntry();
  const src = entry?.meta.isLink ?? '';
  return (
    <iframe
      title={entry?.meta.title ?? 'embedded'}
      src={src}
      style={{ width: '100%', height: 'calc(100vh - 96px)', border: 0, borderRadius: 8 }}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  );
}
