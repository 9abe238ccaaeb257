/** The title bar of a payroll month's pages: back to the months, the title, a tag, key facts. */
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { PAYROLL_PATH } from './paths';

export interface PageHeaderProps {
  title: ReactNode;
  /** The back button's accessible name (i18n key). */
  back: string;
  tag?: ReactNode;
  facts?: { key: string; label: ReactNode; value: ReactNode }[];
}

export function PageHeader({ title, back, tag, facts }: PageHeaderProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <Card size="small">
      <Flex wrap align="center" gap={8}>
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t(back)} onClick={() => navigate(PAYROLL_PATH)} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {tag}
      </Flex>
      {facts?.length ? (
        <Descriptions
          size="small"
          style={{ marginTop: 12 }}
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={facts.map((f) => ({ key: f.key, label: f.label, children: f.value }))}
        />
      ) : null}
    </Card>
  );
}
