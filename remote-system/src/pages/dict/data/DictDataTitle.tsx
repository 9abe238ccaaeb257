/** The card's title: back to the dictionary types, and which type's data this is. */
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../../i18n';
import * as styles from '../index.module.css';

export function DictDataTitle({ dictType }: { dictType: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <span className={styles.header}>
      <Button
        type="text"
        size="small"
        icon={<ArrowLeftOutlined />}
        aria-label={t('dictData.back')}
        onClick={() => navigate('/system/dict')}
      />
      {t('dictData.title')}
      <span className={styles.typeKey}>{dictType}</span>
    </span>
  );
}
