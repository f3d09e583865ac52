/** What every bulk statement needs to know: how many clients there are and whose ids to point at. */
export type FillContext = {
  clients: number;
  /** The client made through the product's factory: client number 1, the heaviest account. */
  knownClientId: string;
  /** Every admin of the fill (the known one first): authors of tasks, replies, approvals. */
  adminIds: string[];
  /** The account manager: a reader of their clients' threads, never an author of the bulk rows. */
  managerId: string;
  /** How many clients the manager runs: every (clients / managedClients)th one, client 1 first. */
  managedClients: number;
};

/** Builds the INSERT for rows lo..hi of one kind. */
export type BatchInsert = (context: FillContext, lo: number, hi: number) => string;
