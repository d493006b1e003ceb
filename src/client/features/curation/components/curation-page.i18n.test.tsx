import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { sampleUser } from '#client/testing/fixtures.ts';
import { speakInTest } from '#client/testing/locale.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { AuditEntry } from '#shared/schemas/curation.schema.ts';
import { auditSentence } from '../audit-format.ts';
import { CurationPage } from './curation-page.tsx';

const categories = [
  { _id: 'c1', categoryName: 'Origami', label: 'Origami', description: '' },
  { _id: 'c2', categoryName: 'Knitting', label: 'Knits', description: '' },
];

afterEach(async () => {
  vi.unstubAllGlobals();
  startSignedOut();
  await activateLocale('en');
});

describe('the Curation page in other languages', () => {
  it('draws its sections, buttons and category count in Arabic, with the dual of two', async () => {
    await speakInTest('ar');
    startSignedIn('token-1', { ...sampleUser, role: 'curator' });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ categories })),
    );
    renderWithProviders(<CurationPage section="categories" />);

    expect(screen.getByRole('heading', { level: 1, name: /إدارة المحتوى/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'أقسام إدارة المحتوى' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'استيراد جماعي' })).toBeInTheDocument();
    // Two categories: Arabic's dual, not a number.
    expect(await screen.findByRole('heading', { name: 'فئتان' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'نقل لأعلى' })).toHaveLength(2);
    expect(screen.getByText('تسمية عامل التصفية: Knits')).toBeInTheDocument();
  });

  it('tells a member in Hindi that the page is for curators', async () => {
    await speakInTest('hi');
    startSignedIn('token-1', sampleUser);
    renderWithProviders(<CurationPage section="videos" />);
    expect(
      screen.getByText('यह सिर्फ़ क्यूरेटर कर सकते हैं। किसी क्यूरेटर से कहें कि वे आपको क्यूरेटर की भूमिका दें।'),
    ).toBeInTheDocument();
  });

  it("words an audit entry in Hindi, the target's name kept as it is", async () => {
    await speakInTest('hi');
    const entry: AuditEntry = {
      _id: 'a1',
      at: '2026-11-23T10:00:00.000Z',
      actor: { _id: 'u1', email: 'ann@example.com' },
      action: 'video.retire',
      target: { kind: 'video', _id: 'v1' },
      before: { title: 'Paper flowers' },
      after: null,
    };
    expect(auditSentence(entry)).toBe('ने वीडियो “Paper flowers” को रिटायर किया');
  });
});
