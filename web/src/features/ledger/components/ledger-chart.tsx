import type { LedgerMonth } from '@gsk/core/api';
import { formatRinggit } from '@gsk/core/i18n/money';
import { htmlLang } from '@gsk/core/i18n/language';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { valueScale } from '../lib/ledger-months';

/** Each month's column: two bars side by side and the room around them, in px. */
const band = 56;
const barWidth = 18;
const barGap = 4;
const height = 248;
const top = 16;
const bottom = 44;
const right = 16;
/** Roughly how wide a tick label's character is at the chart's 12 px, for the axis's room. */
const characterWidth = 7.2;

/**
 * The ledger's months as a chart drawn in SVG: raised (solid) and spent (striped) bars for each
 * month and the balance at each month's end as a line with points, over a value axis in ringgit.
 * One column is always `band` px wide, so a phone reads it at its real size and scrolls within the
 * chart (never the page) when the months do not fit. `role="img"`, named by its title and a
 * summary in words; the same figures are in the table beside it, and the key names the shapes
 * (not only the colours).
 */
export function LedgerChart({ months, summary }: { months: LedgerMonth[]; summary: string }) {
  const { t } = useTranslation(['ledger']);
  const language = useLanguage();
  // React's ids hold characters an SVG `url(#…)` reference may not: letters, digits and dashes only.
  const id = `ledger-chart-${useId().replace(/[^\w-]/g, '')}`;
  const scale = valueScale(
    Math.min(...months.map((month) => month.balanceSen)),
    Math.max(...months.flatMap((month) => [month.raisedSen, month.spentSen, month.balanceSen])),
  );
  const tickLabel = (sen: number) => formatRinggit(sen / 100, language);
  const left =
    12 + Math.ceil(Math.max(...scale.ticks.map((tick) => tickLabel(tick).length)) * characterWidth);
  const width = left + months.length * band + right;
  const plot = height - top - bottom;
  const y = (sen: number) => top + (plot * (scale.max - sen)) / (scale.max - scale.min);
  const bar = (sen: number) => ({ y: Math.min(y(sen), y(0)), height: Math.abs(y(sen) - y(0)) });
  const centre = (index: number) => left + index * band + band / 2;
  const shortMonth = new Intl.DateTimeFormat(`${htmlLang(language)}-MY`, {
    month: 'short',
    timeZone: 'UTC',
  });
  const stripes = `${id}-stripes`;
  const balancePoints = months
    .map((month, index) => `${centre(index)},${y(month.balanceSen)}`)
    .join(' ');

  return (
    <figure className="ledger-chart">
      <div
        className="ledger-chart__scroll"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1, axe's scrollable-region-focusable) so the keyboard scrolls it
        tabIndex={0}
        role="region"
        aria-label={t('ledger:chart.title')}
      >
        <svg
          className="ledger-chart__svg"
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-summary`}
        >
          <title id={`${id}-title`}>{t('ledger:chart.title')}</title>
          <desc id={`${id}-summary`}>{summary}</desc>
          <defs>
            <pattern
              id={stripes}
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="6" height="6" className="ledger-chart__spent-ground" />
              <rect width="3" height="6" className="ledger-chart__spent-stripe" />
            </pattern>
          </defs>
          {scale.ticks.map((tick) => (
            <g key={tick} className="ledger-chart__tick">
              <line
                x1={left}
                x2={width - right}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? 'ledger-chart__zero' : 'ledger-chart__grid'}
              />
              <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                {tickLabel(tick)}
              </text>
            </g>
          ))}
          {months.map((month, index) => {
            const [year = '', number = '1'] = month.month.split('-');
            const date = new Date(Date.UTC(Number(year), Number(number) - 1, 1));
            const raised = bar(month.raisedSen);
            const spent = bar(month.spentSen);
            const x = centre(index) - barWidth - barGap / 2;
            return (
              <g key={month.month}>
                <rect
                  className="ledger-chart__raised"
                  x={x}
                  width={barWidth}
                  y={raised.y}
                  height={raised.height}
                />
                <rect
                  className="ledger-chart__spent"
                  x={x + barWidth + barGap}
                  width={barWidth}
                  y={spent.y}
                  height={spent.height}
                  fill={`url(#${stripes})`}
                />
                <text
                  className="ledger-chart__month"
                  x={centre(index)}
                  y={height - bottom + 18}
                  textAnchor="middle"
                >
                  {shortMonth.format(date)}
                </text>
                {(index === 0 || number === '01') && (
                  <text
                    className="ledger-chart__year"
                    x={centre(index)}
                    y={height - bottom + 34}
                    textAnchor="middle"
                  >
                    {year}
                  </text>
                )}
              </g>
            );
          })}
          <polyline className="ledger-chart__balance" points={balancePoints} />
          {months.map((month, index) => (
            <circle
              key={month.month}
              className="ledger-chart__point"
              cx={centre(index)}
              cy={y(month.balanceSen)}
              r="4"
            />
          ))}
        </svg>
      </div>
      <figcaption className="ledger-chart__key">
        <span className="visually-hidden">{t('ledger:chart.legend')}: </span>
        <span className="ledger-chart__key-item">
          <span className="ledger-chart__swatch ledger-chart__swatch--raised" aria-hidden="true" />
          {t('ledger:chart.raised')}
        </span>
        <span className="ledger-chart__key-item">
          <span className="ledger-chart__swatch ledger-chart__swatch--spent" aria-hidden="true" />
          {t('ledger:chart.spent')}
        </span>
        <span className="ledger-chart__key-item">
          <span className="ledger-chart__swatch ledger-chart__swatch--balance" aria-hidden="true" />
          {t('ledger:chart.balance')}
        </span>
        {months.length > 5 && (
          <span
            className={`ledger-chart__hint${months.length > 14 ? ' ledger-chart__hint--always' : ''}`}
          >
            {t('ledger:chart.scroll')}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
