-- Custom migration: the default SMS templates, one per code in English and Simplified Chinese,
-- so every installation (not only the demo) can send from its first start. Once, here: a
-- template staff later delete or reword stays as they left it. Checked by the placeholder rule
-- in backend/test/workforce/sms.test.ts.
INSERT INTO "wf_sms_template" ("code", "lang", "body") VALUES
  ('BOOKING_CONFIRMED', 'en', '{{brand}}: Hi {{name}}, you are booked for {{jobTitle}} on {{shiftDate}} at {{startTime}}, {{site}}.'),
  ('BOOKING_CONFIRMED', 'zh-CN', '{{brand}}：{{name}}您好，您已确认 {{shiftDate}} {{startTime}} 的{{jobTitle}}工作，地点：{{site}}。'),
  ('SHIFT_REMINDER_24H', 'en', '{{brand}}: Reminder, {{name}}: {{jobTitle}} tomorrow {{shiftDate}} at {{startTime}}, {{site}}. Please be on time.'),
  ('SHIFT_REMINDER_24H', 'zh-CN', '{{brand}}：{{name}}，提醒您明天 {{shiftDate}} {{startTime}} 在{{site}}有{{jobTitle}}工作，请准时到达。'),
  ('RECONFIRM_REQUEST', 'en', '{{brand}}: {{name}}, please re-confirm {{jobTitle}} on {{shiftDate}} at {{startTime}} by {{deadline}} in the app.'),
  ('RECONFIRM_REQUEST', 'zh-CN', '{{brand}}：{{name}}，请在 {{deadline}} 前在应用中再次确认 {{shiftDate}} {{startTime}} 的{{jobTitle}}工作。'),
  ('NO_SHOW_WARNING', 'en', '{{brand}}: {{name}}, you did not attend {{jobTitle}} on {{shiftDate}} at {{site}}. Contact us if this is wrong.'),
  ('NO_SHOW_WARNING', 'zh-CN', '{{brand}}：{{name}}，您未出勤 {{shiftDate}} 在{{site}}的{{jobTitle}}工作。如有误请联系我们。'),
  ('WITHDRAWAL_PAID', 'en', '{{brand}}: {{name}}, your withdrawal of {{amount}} was paid on {{paidDate}}.'),
  ('WITHDRAWAL_PAID', 'zh-CN', '{{brand}}：{{name}}，您的提现 {{amount}} 已于 {{paidDate}} 支付。'),
  ('CERT_EXPIRING', 'en', '{{brand}}: {{name}}, your {{certificate}} expires on {{expiryDate}}. Please renew it to keep booking jobs.'),
  ('CERT_EXPIRING', 'zh-CN', '{{brand}}：{{name}}，您的{{certificate}}将于 {{expiryDate}} 到期，请及时续期以便继续接单。'),
  ('APPLICANT_RECEIVED', 'en', '{{brand}}: Thank you {{name}}, we received your application. We will contact you soon.'),
  ('APPLICANT_RECEIVED', 'zh-CN', '{{brand}}：{{name}}，感谢您的申请，我们会尽快与您联系。')
ON CONFLICT ("code", "lang") DO NOTHING;
