import peopleCss from '../people/components/people.css?inline';
import staffCss from './staff.css?inline';

/**
 * The console's own CSS, in its code instead of the site's stylesheet (which every public page
 * carries inline): rendered as one `<style>` in the console's shell, the same text every time, so
 * the CSP allows it by its hash as it does the site's stylesheet, and no page fetches any CSS.
 */
export function StaffStyles() {
  return <style>{`${staffCss}${peopleCss}`}</style>;
}
