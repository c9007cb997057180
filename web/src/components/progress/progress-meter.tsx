import type { ReactNode } from 'react';
import './progress-meter.css';

/** The share of a goal raised, in whole percent rounded down (0 for no goal); may pass 100. */
export const percentOf = (raised: number, goal: number): number =>
  goal > 0 ? Math.floor((Math.max(raised, 0) * 100) / goal) : 0;

interface ProgressMeterProps {
  /** Raised so far and the goal, in one unit (whole ringgit, or sen). */
  raised: number;
  goal: number;
  /** The bar's accessible name ("Campaign progress"). */
  label: string;
  /** The figures in words ("RM1,200 raised of a RM5,000 goal"), shown above the bar and read as its value. */
  summary: string;
  /** Further facts under the bar (percent, contributors, days left). */
  children?: ReactNode;
}

/**
 * Raised of a goal: the figures in words, a native `<progress>` bar (full at the goal, however
 * far past it the figures go) whose value a screen reader reads as those words, and any facts
 * below it. Colour never carries the meaning alone: the words say it all.
 */
export function ProgressMeter({ raised, goal, label, summary, children }: ProgressMeterProps) {
  return (
    <div className="progress-meter">
      <p className="progress-meter__summary">{summary}</p>
      <progress
        className="progress-meter__bar"
        max={Math.max(goal, 1)}
        value={Math.min(Math.max(raised, 0), Math.max(goal, 1))}
        aria-label={label}
        aria-valuetext={summary}
      />
      {children ? <div className="progress-meter__facts">{children}</div> : null}
    </div>
  );
}
