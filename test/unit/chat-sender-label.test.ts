import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/shared/contracts/chat';
import { chatSenderLabel } from '../../src/web/features/chat/chat-sender-label';

// Who a chat message reads as from, to each reader (decisions 005 and 042).
const companyId = 'owner-1';
const message = (sender: ChatMessage['sender']): ChatMessage => ({
  id: 'm1',
  clientId: companyId,
  content: 'Hello',
  createdAt: '2026-12-06T10:00:00.000Z',
  sender,
});

const opener = message({ id: companyId, name: 'Olive Owner', role: 'client' });
const teammate = message({ id: 'member-1', name: 'Mia Member', role: 'client' });
const agency = message({ id: 'admin-1', name: 'Avery Admin', role: 'admin' });
const agencyToClient = message({ id: 'admin-1', name: 'Avery Admin', role: 'admin' });

describe('chat sender label, to an admin', () => {
  const admin = { id: 'admin-2', clientName: 'Able Co' };

  it("names the company's first person by the company, as before teams", () => {
    expect(chatSenderLabel(opener, admin)).toBe('Able Co');
  });

  it('names a teammate by their own name', () => {
    expect(chatSenderLabel(teammate, admin)).toBe('Mia Member');
  });

  it("falls back to the company, then to 'Client', when a name is missing", () => {
    expect(chatSenderLabel(message({ id: 'member-2', name: null, role: 'client' }), admin)).toBe('Able Co');
    expect(chatSenderLabel(message({ id: companyId, name: null, role: 'client' }), { id: 'admin-2' })).toBe(
      'Client',
    );
    expect(chatSenderLabel(opener, { id: 'admin-2' })).toBe('Olive Owner');
  });

  it('names colleagues, and their own messages as You', () => {
    expect(chatSenderLabel(agency, admin)).toBe('Avery Admin');
    expect(chatSenderLabel(agency, { id: 'admin-1', clientName: 'Able Co' })).toBe('You');
  });
});

describe("chat sender label, to a client's person", () => {
  it('reads their own messages as You', () => {
    expect(chatSenderLabel(opener, { id: companyId })).toBe('You');
    expect(chatSenderLabel(teammate, { id: 'member-1' })).toBe('You');
  });

  it('names teammates, whoever opened the company', () => {
    expect(chatSenderLabel(teammate, { id: companyId })).toBe('Mia Member');
    expect(chatSenderLabel(opener, { id: 'member-1' })).toBe('Olive Owner');
  });

  it("names the staff member who wrote, 'Team Member' where no name is known", () => {
    expect(chatSenderLabel(agencyToClient, { id: companyId })).toBe('Avery Admin');
    expect(
      chatSenderLabel(
        { ...agencyToClient, sender: { id: null, name: null, role: 'admin' } },
        { id: companyId },
      ),
    ).toBe('Team Member');
  });
});
