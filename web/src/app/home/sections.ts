// The home page's sections below its opening, loaded together when the visitor nears one
// (islands.ts).
export { EnterpriseShowcase } from '../../features/enterprises/components/enterprise-showcase';
export { DonateText } from './donate-text';
export { Outcomes } from '../../features/home/components/outcomes';
export { PartnerFormHeading, PartnerRoles } from '../../features/home/components/partner-call';
export { ThirdSector } from '../../features/home/components/third-sector';
