/** `POST /api/contact` answers 201 with the stored message's id (a reference for the visitor). */
export interface ContactCreated {
  id: string;
}
