import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** What the app gives the console to show that is not the console's own: the language switch. */
export interface StaffSlots {
  languageSwitch: ReactNode;
}

export const StaffSlotsContext = createContext<StaffSlots>({ languageSwitch: null });

/** The app's pieces the console shows. */
export const useStaffSlots = () => useContext(StaffSlotsContext);
