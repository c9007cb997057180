import { SHARE_POPUP_SIZE } from '@gsk/core/constants';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/dialog';
import { shareChannels, shareHref, truncateLink } from './share-links';
import type { ShareChannel, ShareContent } from './share-links';
import './share.css';

const channelIcons: Record<ShareChannel, ReactNode> = {
  whatsapp: (
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.2c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2.1 1-2.4c.3-.3.6-.3.8-.3h.6c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.4 0 .6l-.3.5-.4.5c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l2 .9c.3.2.5.2.5.3.1.2.1.7-.1 1.2z" />
  ),
  telegram: (
    <path d="M21.5 3.6 2.8 10.8c-1.3.5-1.3 1.2-.2 1.6l4.8 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8L22.9 5c.3-1.3-.5-1.9-1.4-1.4zM9.6 14.2l-.4 3.9-1.4-4.6 10.6-6.7-8.8 7.4z" />
  ),
  facebook: (
    <path d="M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z" />
  ),
  x: (
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.9 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
  ),
  email: (
    <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4.4 7H4v.9l8 5.5 8-5.5V7h-.4L12 12.2z" />
  ),
  linkedin: (
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3V9.5zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5z" />
  ),
};

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  content: ShareContent;
}

/** Share a page on six channels (each in a 600x400 popup), copy its link, or use the device's own sheet. */
export function ShareDialog({ open, onClose, content }: ShareDialogProps) {
  const { t } = useTranslation(['share']);
  const [copied, setCopied] = useState(false);
  const canUseDeviceShare =
    typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const handleChannel = (channel: ShareChannel) => {
    const href = shareHref(channel, content);
    if (channel === 'email') {
      window.location.href = href;
      return;
    }
    const { width, height } = SHARE_POPUP_SIZE;
    const left = Math.max(0, (window.screen.width - width) / 2);
    const top = Math.max(0, (window.screen.height - height) / 2);
    window.open(
      href,
      `share-${channel}`,
      `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`,
    );
  };

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(content.url);
      setCopied(true);
    } catch (error) {
      console.warn('Copying the link failed', error);
    }
  };

  const handleDeviceShare = async () => {
    try {
      await navigator.share({ title: content.title, text: content.text, url: content.url });
    } catch (error) {
      console.warn('The device share sheet was closed or failed', error);
    }
  };

  const handleClose = () => {
    setCopied(false);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      title={t('share:title')}
      closeLabel={t('share:close')}
    >
      <p className="share__text">{t('share:text', { name: content.title })}</p>
      <ul className="share__channels">
        {shareChannels.map((channel) => (
          <li key={channel}>
            <button
              type="button"
              className={`share__channel share__channel--${channel}`}
              onClick={() => handleChannel(channel)}
            >
              <svg
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="currentColor"
                aria-hidden="true"
                focusable="false"
              >
                {channelIcons[channel]}
              </svg>
              <span>{t(`share:channels.${channel}`)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="share__copy">
        <span className="share__link" title={content.url}>
          {truncateLink(content.url)}
        </span>
        <button
          type="button"
          className="button button--primary share__copy-button"
          onClick={handleCopy}
        >
          {t('share:copy')}
        </button>
      </div>
      <p className="share__status" role="status">
        {copied ? t('share:copied') : ''}
      </p>
      {canUseDeviceShare && (
        <button
          type="button"
          className="button button--ghost share__device"
          onClick={handleDeviceShare}
        >
          {t('share:more')}
        </button>
      )}
    </Dialog>
  );
}
