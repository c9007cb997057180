/**
 * The donation form's props as crowdfunding's pages pass them (the donation feature's form,
 * handed in by the page: a feature never imports another).
 */
export interface GiveFormProps {
  variant: 'page' | 'card';
  title?: string;
  note?: string;
  enterprise?: string | null;
  initialAmount?: number;
  campaign?: string;
  fundraiser?: string;
  event?: string;
}
