import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/** An antd button that is a real link (`<a href>` with the router's basename) and navigates in-app. */
export default function ButtonLink({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(e: MouseEvent<HTMLElement>) => onClick(e as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
