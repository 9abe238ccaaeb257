/** A searchable grid of the curated icon set (value = the icon's component name). */
import CloseCircleOutlined from '@ant-design/icons/es/icons/CloseCircleOutlined';
import { Button, Empty, Input, Popover, Spin, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import * as styles from './index.module.css';
import { useIconSet } from './MenuIcon';

export interface IconPickerProps {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}

export function IconPicker({ value, onChange, id }: IconPickerProps) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const set = useIconSet();
  const names = useMemo(() => {
    const all = set ? Object.keys(set) : [];
    const f = filter.trim().toLowerCase();
    return f ? all.filter((n) => n.toLowerCase().includes(f)) : all;
  }, [set, filter]);
  const Current = value && set ? set[value] : undefined;

  const grid = (
    <div className={styles.iconPanel} data-testid="icon-panel">
      <Input
        allowClear
        autoFocus
        size="small"
        placeholder={t('menu.iconPicker.search')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        aria-label={t('menu.iconPicker.search')}
      />
      {!set ? (
        <div className={styles.iconLoading}>
          <Spin />
        </div>
      ) : names.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('menu.iconPicker.none')} />
      ) : (
        <div className={styles.iconGrid} role="listbox" aria-label={t('menu.form.icon')}>
          {names.map((n) => {
            const Icon = set[n];
            return (
              <Tooltip key={n} title={n} mouseEnterDelay={0.4}>
                <button
                  type="button"
                  role="option"
                  aria-selected={n === value}
                  aria-label={n}
                  className={n === value ? `${styles.iconCell} ${styles.iconCellActive}` : styles.iconCell}
                  onClick={() => {
                    onChange?.(n);
                    setOpen(false);
                  }}
                >
                  <Icon />
                </button>
              </Tooltip>
            );
          })}
        </div>
      )}
    </div>
  );

  return (
    <div className={styles.iconField}>
      <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft" destroyOnHidden>
        <Button id={id} className={styles.iconButton} icon={Current ? <Current /> : undefined}>
          {value || t('menu.iconPicker.placeholder')}
        </Button>
      </Popover>
      {value ? (
        <Button
          type="text"
          size="small"
          aria-label={t('menu.iconPicker.clear')}
          icon={<CloseCircleOutlined />}
          onClick={() => onChange?.('')}
        />
      ) : null}
    </div>
  );
}
