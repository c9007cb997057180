import { site } from '@gsk/core/site';
import { SHARE_LINK_DISPLAY_CHARS } from '@gsk/core/constants';

export type ShareChannel = 'whatsapp' | 'telegram' | 'facebook' | 'x' | 'email' | 'linkedin';

export const shareChannels: readonly ShareChannel[] = [
  'whatsapp',
  'telegram',
  'facebook',
  'x',
  'email',
  'linkedin',
];

export interface ShareContent {
  url: string;
  title: string;
  text: string;
}

const hashtagLine = site.hashtags.map((tag) => `#${tag}`).join(' ');
const q = encodeURIComponent;

/** The address that shares `content` on `channel`, with the movement's hashtags. */
export function shareHref(channel: ShareChannel, { url, title, text }: ShareContent): string {
  const message = `${text} ${hashtagLine}`;
  switch (channel) {
    case 'whatsapp':
      return `https://wa.me/?text=${q(`${message}\n${url}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${q(url)}&text=${q(message)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}&hashtag=${q(`#${site.hashtags[0]}`)}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${q(url)}&text=${q(text)}&hashtags=${q(site.hashtags.join(','))}`;
    case 'email':
      return `mailto:?subject=${q(title)}&body=${q(`${message}\n\n${url}`)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`;
  }
}

/** The link as the copy row shows it: the first 35 characters, then '...' when longer. */
export const truncateLink = (url: string) =>
  url.length > SHARE_LINK_DISPLAY_CHARS ? `${url.slice(0, SHARE_LINK_DISPLAY_CHARS)}...` : url;
