/** Personal centre (the logged-in user's own account). */
import { type Static, Type } from 'typebox';
import { UserInfo } from './auth';

/** Singapore mobile: optional +65, then 8 digits starting 3/6/8/9 (spaces or dashes allowed) */
export const SG_MOBILE_PATTERN = '^(\\+?65[ -]?)?[3689][0-9]{3}[ -]?[0-9]{4}$';

export const PersonalInfoResult = Type.Object({
  user: Type.Object({
    id: Type.Integer(),
    userName: Type.String(),
    userNickname: Type.String(),
    mobile: Type.String(),
    email: Type.String(),
    sex: Type.Integer(),
    avatar: Type.String(),
    description: Type.String(),
    userType: Type.Integer(),
    deptId: Type.Union([Type.Integer(), Type.Null()]),
    /** data:image/png;base64,… or null */
    signature: Type.Union([Type.String(), Type.Null()]),
    lastLoginAt: Type.Union([Type.String(), Type.Null()]),
    lastLoginIp: Type.String(),
    createdAt: Type.String(),
  }),
  dept: Type.Union([Type.Object({ deptId: Type.Integer(), deptName: Type.String() }), Type.Null()]),
  roles: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), roleKey: Type.String() })),
  posts: Type.Array(Type.Object({ id: Type.Integer(), postName: Type.String(), postCode: Type.String() })),
});
export type PersonalInfoResult = Static<typeof PersonalInfoResult>;

export const PersonalEditBody = Type.Object(
  {
    userNickname: Type.String({ minLength: 1, maxLength: 64 }),
    mobile: Type.Optional(Type.Union([Type.Literal(''), Type.String({ maxLength: 32, pattern: SG_MOBILE_PATTERN })])),
    email: Type.Optional(Type.Union([Type.Literal(''), Type.String({ maxLength: 128, format: 'email' })])),
    /** 0 unknown, 1 male, 2 female */
    sex: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
    description: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type PersonalEditBody = Static<typeof PersonalEditBody>;

/** edit / resetPwd → data: a fresh token for the same session and the userInfo */
export const TokenAndUserInfo = Type.Object({ token: Type.String(), userInfo: UserInfo });

export const ResetPwdBody = Type.Object(
  {
    oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
    /** 8–128 characters with a letter and a digit */
    newPassword: Type.String({ minLength: 8, maxLength: 128, pattern: '^(?=.*[A-Za-z])(?=.*[0-9]).*$' }),
  },
  { additionalProperties: false },
);
export type ResetPwdBody = Static<typeof ResetPwdBody>;

/** POST personal/avatar (multipart, field `file`) → data */
export const AvatarResult = Type.Object({
  /** Relative to /backend/, e.g. upload/avatar/ab12….png */
  avatar: Type.String(),
  userInfo: UserInfo,
});

/** PUT personal/signature: a PNG data URL (≤ 500 KB decoded), or '' to remove */
export const SignatureBody = Type.Object(
  {
    signature: Type.String({ maxLength: 700000, pattern: '^(data:image/png;base64,[A-Za-z0-9+/]+={0,2})?$' }),
  },
  { additionalProperties: false },
);
export type SignatureBody = Static<typeof SignatureBody>;
