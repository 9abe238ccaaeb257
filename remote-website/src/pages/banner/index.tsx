/**
 * Website → Banners (route /siteAdmin/banner, expose `website/banner/index`): the pictures the
 * public website shows, with their placement, order, dates and computed status. Add and edit
 * are a page of their own (/siteAdmin/banner/edit/:id, `new` to add), since the image upload
 * and its preview want the room.
 */
import '../../i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { AuthAll, CrudListPage } from '@shiftdesk/shared';
import { type BannerAddBody, BannerApi, type BannerRow } from '@shiftdesk/shared/api';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { bannerFields, editPath } from './fields';

const { rule } = BannerApi;

export default function BannerPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <CrudListPage<BannerRow, BannerAddBody>
      entity={BannerApi}
      fields={bannerFields}
      ns={NS}
      texts="banner"
      rowName={(r) => r.title}
      rowActions={(r) => [
        { key: 'edit', kind: 'edit', rule: rule.edit, onClick: () => navigate(editPath(r.id)) },
        'delete',
      ]}
      toolbarStart={
        // The edit route opens the form empty for `new`; the route needs the edit rule and the
        // save the add rule, so the button is offered only to holders of both.
        <AuthAll value={[rule.add, rule.edit]}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(editPath('new'))}>
            {t('banner.add')}
          </Button>
        </AuthAll>
      }
    />
  );
}
