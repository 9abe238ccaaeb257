import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import type { MenuEntry } from '@shiftdesk/shared/api';
import { menuListAtom } from '@shiftdesk/shared/core';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { menuTrail } from '../../router/menuRoutes';

export function useMenuEntry(): MenuEntry | undefined {
  const menus = useAtomValue(menuListAtom);
  const { pathname } = useLocation();
  return menuTrail(menus, pathname).at(-1);
}

/** External-link menus: open the address in a new tab. */
export default function LinkView() {
  const { t } = useTranslation('host');
  const entry = useMenuEntry();
  const href = entry?.meta.isLink ?? '';
  return (
    <Result
      icon={<LinkOutlined />}
      title={t('page.linkText')}
      subTitle={href}
      extra={
        <Button type="primary" href={href} target="_blank" rel="noopener noreferrer" disabled={!href}>
          {t('page.openLink')}
        </Button>
      }
    />
  );
}
