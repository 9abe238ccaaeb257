import { registerTranslations } from '@shiftdesk/shared';

export const realtimeEn = {
  realtime: {
    settings: 'Notification settings',
    enablePush: 'Browser notifications and push',
    enableSound: 'Sound',
    enableVibration: 'Vibration',
    timeout: 'Close notifications after (ms)',
    permission: 'Browser permission',
    permissionGranted: 'Granted',
    permissionDenied: 'Denied',
    permissionDefault: 'Not asked yet',
    permissionUnsupported: 'Not supported',
    requestPermission: 'Allow notifications',
    saved: 'Notification settings saved',
    close: 'Close',
    installTitle: 'Install the app',
    installText: 'Install {{brand}} on this device for quick access and notifications.',
    install: 'Install',
    later: 'Later',
    tag1: 'Personnel notice',
    tag2: 'Business notice',
    tag3: 'Finance notice',
    tagOther: 'New notice',
  },
};

export const realtimeZh: typeof realtimeEn = {
  realtime: {
    settings: '通知设置',
    enablePush: '浏览器通知与推送',
    enableSound: '声音',
    enableVibration: '振动',
    timeout: '通知自动关闭时间（毫秒）',
    permission: '浏览器权限',
    permissionGranted: '已允许',
    permissionDenied: '已拒绝',
    permissionDefault: '尚未询问',
    permissionUnsupported: '不支持',
    requestPermission: '允许通知',
    saved: '通知设置已保存',
    close: '关闭',
    installTitle: '安装应用',
    installText: '将 {{brand}} 安装到此设备，快速打开并接收通知。',
    install: '安装',
    later: '稍后',
    tag1: '人事通知',
    tag2: '业务通知',
    tag3: '财务通知',
    tagOther: '新通知',
  },
};

registerTranslations('host', { en: realtimeEn, 'zh-cn': realtimeZh });
