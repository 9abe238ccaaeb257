/** Add / edit a user (drawer). Options: roles and posts from user/params, departments from the tree. */
import { FormDrawer, type FormField, api, useCrudList } from '@shiftdesk/shared';
import { type UserAddBody, UserAddBody as AddSchema, type UserDetail, UserEditBody, type UserParams } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { deptOptions, useDeptTree } from '../../components/deptTree';
import { NS } from '../../i18n';

type Values = UserAddBody;

interface Props {
  /** null: closed; {}: add; {id}: edit */
  editing: { id?: number } | null;
  onClose: () => void;
  onSaved: () => void;
}

export default function UserForm({ editing, onClose, onSaved }: Props) {
  const { t } = useTranslation(NS);
  const open = !!editing;
  const id = editing?.id;
  const params = useCrudList<UserParams>(open ? '/api/v1/system/user/params' : null);
  const { depts } = useDeptTree(open);
  const roles = params.data?.roles ?? [];
  const posts = params.data?.posts ?? [];

  const fields: FormField<Values>[] = [
    { name: 'userName', label: t('user.form.userName'), patternMessage: t('user.form.userNamePattern'), disabled: id !== undefined },
    { name: 'userNickname', label: t('user.form.userNickname') },
    { name: 'password', label: t('user.form.password'), type: 'password', only: 'add', extra: t('user.form.passwordHint') },
    { name: 'deptId', label: t('user.form.dept'), type: 'treeSelect', treeData: deptOptions(depts ?? []) },
    {
      name: 'roleIds',
      label: t('user.form.roles'),
      type: 'multiSelect',
      options: roles.map((r) => ({ value: r.id, label: r.name, disabled: r.status !== 1 })),
    },
    {
      name: 'postIds',
      label: t('user.form.posts'),
      type: 'multiSelect',
      options: posts.map((p) => ({ value: p.id, label: p.postName, disabled: p.status !== 1 })),
    },
    { name: 'mobile', label: t('user.form.mobile'), patternMessage: t('user.form.mobilePattern'), placeholder: '+65 91234567' },
    { name: 'email', label: t('user.form.email'), placeholder: 'name@example.com' },
    { name: 'sex', label: t('user.form.sex'), type: 'dict', dictType: 'sys_user_sex', numeric: true },
    { name: 'userType', label: t('user.form.userType'), type: 'dict', dictType: 'sys_user_type', numeric: true },
    { name: 'status', label: t('user.form.status'), type: 'dictRadio', dictType: 'sys_normal_disable', numeric: true },
    { name: 'description', label: t('user.form.description'), type: 'textarea', full: true },
  ];

  return (
    <FormDrawer<Values>
      open={open}
      id={id}
      title={id ? t('user.form.editTitle') : t('user.form.addTitle')}
      fields={fields}
      schema={id ? UserEditBody : AddSchema}
      initialValues={{ sex: 0, userType: 1, status: 1, roleIds: [], postIds: [], email: '', description: '' }}
      load={
        id
          ? () =>
              api.get<UserDetail>('/api/v1/system/user/get', { id }).then((d) => {
                const { id: _id, lastLoginAt: _a, lastLoginIp: _b, createdAt: _c, updatedAt: _d, avatar: _e, ...u } = d.user;
                return { ...u, deptId: u.deptId ?? undefined, roleIds: d.roleIds, postIds: d.postIds } as Partial<Values>;
              })
          : undefined
      }
      transform={(v) => (id ? (({ password: _p, ...rest }) => rest)(v) : v)}
      submit={{ add: '/api/v1/system/user/add', edit: '/api/v1/system/user/edit' }}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
