import type { LedgerMonth } from '@gsk/core/api';
import { formatRinggit } from '@gsk/core/i18n/money';
import { htmlLang } from '@gsk/core/i18n/language';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { valueScale, type ValueScale } from '../lib/ledger-months';

/** Each month's column: two bars side by side and the room around them, in px. */
const band = 56;
const barWidth = 18;
const barGap = 4;
/** The bars' panel (raised and spent each month), then the balance's, each on its own axis. */
const barsTop = 16;
const barsHeight = 128;
const balanceTop = barsTop + barsHeight + 32;
const balanceHeight = 84;
const bottom = 44;
const height = balanceTop + balanceHeight + bottom;
const right = 16;
/** Roughly how wide a tick label's character is at the chart's 12 px, for the axis's room. */
const characterWidth = 7.2;

/** A panel's value axis and where a value sits on it, in px from the chart's top. */
const panel = (scale: ValueScale, top: number, panelHeight: number) => ({
  scale,
  y: (sen: number) => top + (panelHeight * (scale.max - sen)) / (scale.max - scale.min),
});

/**
 * The ledger's months as a chart drawn in SVG: raised (solid) and spent (striped) bars for each
 * month, and below them the balance at each month's end as a line with points, each panel on its
 * own axis in ringgit (a balance that grows for years would flatten the months' bars on one axis).
 * One column is always `band` px wide, so a phone reads it at its real size and scrolls within
 * the chart (never the page) when the months do not fit. `role="img"`, named by its title and a
 * summary in words; the same figures are in the table beside it, and the key names the shapes (not
 * only the colours).
 */
export function LedgerChart({ months, summary }: { months: LedgerMonth[]; summary: string }) {
  const { t } = useTranslation(['ledger']);
  const language = useLanguage();
  // React's ids hold characters an SVG `url(#…)` reference may not: letters, digits and dashes only.
  const id = `ledger-chart-${useId().replace(/[^\w-]/g, '')}`;
  const bars = panel(
    valueScale(0, Math.max(...months.flatMap((month) => [month.raisedSen, month.spentSen])), 3),
    barsTop,
    barsHeight,
  );
  const balance = panel(
    valueScale(
      Math.min(...months.map((month) => month.balanceSen)),
      Math.max(...months.map((month) => month.balanceSen)),
      2,
    ),
    balanceTop,
    balanceHeight,
  );
  const tickLabel = (sen: number) => formatRinggit(sen / 100, language);
  const left =
    12 +
    Math.ceil(
      Math.max(
        ...[...bars.scale.ticks, ...balance.scale.ticks].map((tick) => tickLabel(tick).length),
      ) * characterWidth,
    );
  const width = left + months.length * band + right;
  const bar = (sen: number) => ({
    y: Math.min(bars.y(sen), bars.y(0)),
    height: Math.abs(bars.y(sen) - bars.y(0)),
  });
  const centre = (index: number) => left + index * band + band / 2;
  const shortMonth = new Intl.DateTimeFormat(`${htmlLang(language)}-MY`, {
    month: 'short',
    timeZone: 'UTC',
  });
  const stripes = `${id}-stripes`;
  const balancePoints = months
    .map((month, index) => `${centre(index)},${balance.y(month.balanceSen)}`)
    .join(' ');
  const axis = ({ scale, y }: ReturnType<typeof panel>) =>
    scale.ticks.map((tick) => (
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
    ));

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
          <g className="ledger-chart__bars">{axis(bars)}</g>
          <g className="ledger-chart__balances">{axis(balance)}</g>
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
              cy={balance.y(month.balanceSen)}
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
