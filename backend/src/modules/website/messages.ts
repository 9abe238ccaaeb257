/**
 * Server messages of the website module's back-office entities (banners), in English and
 * Simplified Chinese. Registered by ./api.ts.
 */
export const websiteMessages = {
  'banner.notFound': ['The banner does not exist', '横幅不存在'],
  'banner.titleRequired': ['Title cannot be empty', '标题不能为空'],
  'banner.endBeforeStart': ['The end must be later than the start', '结束时间须晚于开始时间'],
  'banner.linkInvalid': [
    'Link: an http:// or https:// address, or a path of this site starting with /',
    '链接须为 http:// 或 https:// 地址，或以 / 开头的本站路径',
  ],
  'banner.imageMissing': ['The image was not found: please upload it again', '找不到该图片，请重新上传'],
  'banner.noFile': ['Choose an image to upload', '请选择要上传的图片'],
  'banner.imageType': ['The image must be a PNG, JPEG or WebP file', '图片须为 PNG、JPEG 或 WebP 格式'],
  'banner.imageTooLarge': [
    'The image is larger than 2 MB: please choose a smaller one',
    '图片超过 2 MB，请选择较小的图片',
  ],
  'banner.imageUnreadable': ['The image could not be read: it may be damaged', '无法读取该图片，文件可能已损坏'],
} satisfies Record<string, [string, string]>;

// Makes these keys valid `MessageKey`s wherever core/base/i18n.ts is used.
declare module '../../core/base/i18n' {
  interface ModuleMessages extends Record<keyof typeof websiteMessages, true> {}
}
