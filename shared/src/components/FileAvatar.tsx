/**
 * A photo served by the back office's file endpoint (`api/v1/system/file?key=…`), which wants
 * the bearer token an <img src> cannot send: the image is fetched through the API client and
 * shown from an object URL (released on unmount). Without a photo, or while it loads or if it
 * fails, the avatar shows the name's first letter.
 */
import { Avatar } from 'antd';
import { useEffect, useState } from 'react';
import { request } from '../http/request';

export function useFileObjectUrl(url: string | null | undefined): string | undefined {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!url) {
      setSrc(undefined);
      return;
    }
    let live = true;
    let made: string | undefined;
    request
      .get<unknown, Blob>(url, { responseType: 'blob', silent: true })
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setSrc(made);
      })
      .catch(() => live && setSrc(undefined));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return src;
}

export function FileAvatar({ url, name, size }: { url: string | null | undefined; name: string; size?: number | 'small' }) {
  const src = useFileObjectUrl(url);
  return (
    <Avatar size={size} src={src} alt={name}>
      {name.slice(0, 1).toUpperCase() || '?'}
    </Avatar>
  );
}
