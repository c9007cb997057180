/** The volunteer form's section on the page, where a visitor comes back to after signing up. */
export const volunteerFormId = 'volunteer-form';
