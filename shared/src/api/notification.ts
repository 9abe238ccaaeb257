/** Web push keys and subscriptions (spec §3 "Push subscription", §7 notification/* calls). */
import { type Static, Type } from 'typebox';

export const VapidKeyResult = Type.Object({ publicKey: Type.String() });

const B64Url = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '^[A-Za-z0-9_+/=-]+$' });
/** An https push-service URL (the column holds 1000 characters) */
export const PushEndpoint = Type.String({ minLength: 10, maxLength: 1000, pattern: '^https://[^\\s<>"]+$' });

export const PushSubscriptionBody = Type.Object(
  {
    endpoint: PushEndpoint,
    keys: Type.Object({ p256dh: B64Url(255), auth: B64Url(255) }, { additionalProperties: false }),
    /** PushSubscription.toJSON() sends it as null (subscriptions that expire are not supported); ignored */
    expirationTime: Type.Optional(Type.Null()),
  },
  { additionalProperties: false },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = Type.Object({ endpoint: PushEndpoint }, { additionalProperties: false });
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>;
